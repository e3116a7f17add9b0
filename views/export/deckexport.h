#pragma once

#include "charts/chartstyle.h"
#include "report/deck.h"

#include <QRectF>
#include <QSizeF>
#include <QString>

QT_BEGIN_NAMESPACE
class QIODevice;
class QPainter;
QT_END_NAMESPACE

namespace verdict {

enum class DeckAspect { Wide, Standard }; // 16:9, 4:3

// The slide's coordinate space: 1280 × 720 (16:9) or 960 × 720 (4:3) units; the renderers scale it to the page,
// the widget or the picture.
QSizeF deckSlideSize(DeckAspect aspect);

// Draws one slide of the deck into `target` of `painter`: margins, the title (wrapped, never clipped), the
// headline, the points, the chart (vectors on a vector device) or the table, the sources, and the footer with
// the project's title, the date and the slide number. Text from the file is drawn as text, never markup.
// Where the parts of a slide went, in slide units (deckSlideSize): for tests and hit-testing.
struct DeckSlideLayout
{
    QRectF title, headline, body, footer;
    double titleNeeded = 0.0; // the height the wrapped title needs (title.height() is at least this)
};
DeckSlideLayout paintDeckSlide(QPainter *painter, const QRectF &target, const Deck &deck, int index, DeckAspect aspect,
                               ChartTheme theme = ChartTheme::Light);
// The style a slide's chart is drawn with in a body of `size` slide units (no title of its own; fonts for a slide).
ChartStyle deckChartStyle(QSizeF size, ChartTheme theme);

// The deck as a PDF, one page per slide (10 × 5.625 in for 16:9, 10 × 7.5 in for 4:3), with the title in the
// document information and the author in the XMP metadata. Written through savefile (all or nothing).
bool writeDeckPdf(const Deck &deck, QIODevice *device, DeckAspect aspect, const QString &author = {});
bool exportDeckPdf(const Deck &deck, const QString &fileName, DeckAspect aspect, QString *error, const QString &author = {});

} // namespace verdict
