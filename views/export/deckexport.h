#pragma once

#include "charts/chartstyle.h"
#include "report/deck.h"

#include <QFont>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QIODevice;
class QPainter;
QT_END_NAMESPACE

namespace verdict {

enum class DeckAspect { Wide, Standard }; // 16:9, 4:3

// The slide's coordinate space: 1280 × 720 (16:9) or 960 × 720 (4:3) units; the renderers scale it to the page,
// the widget or the picture.
QSizeF deckSlideSize(DeckAspect aspect);

// The slide's type: pixel sizes in slide units (1 unit = 1/96 in on the PowerPoint slide, so 0.75 pt).
namespace deckdesign {
inline constexpr double kMargin = 56.0;
inline constexpr double kTitlePx = 38.0, kHeadlinePx = 24.0, kLinePx = 17.0, kTablePx = 15.0, kSmallPx = 12.0;
} // namespace deckdesign
// DejaVu Sans at `pixels`, without ligatures ("fi" stays two letters, so the PDF's text reads as typed).
QFont deckFont(double pixels, bool bold = false, bool italic = false);
// A table cell as shown: its text and its footnote's number ("$0.82 [11]"), which the slide's sources list.
QString deckCellText(const SheetCell &cell);

// A slide's table laid out to its area: columns by their widest text, shrunk together when too wide (what still
// does not fit wraps inside its column), and the rows that fit. One layout for the PDF page, the screen and the
// PowerPoint table.
struct DeckTableLayout
{
    double pixels = deckdesign::kTablePx; // the font size
    double lineHeight = 0.0;              // a one-line row
    std::vector<double> widths;           // per column
    std::vector<double> heights;          // the heading's row, then each shown row's
    int rowsShown = 0;                    // rows after the heading that fit
    double width() const;
};
DeckTableLayout layoutDeckTable(const SheetTable &table, QSizeF area);

// Where the parts of a slide go, in slide units (deckSlideSize): computed once from the font metrics, then drawn
// by paintDeckSlide and written as PowerPoint shapes (pptxexport.h).
struct DeckSlideLayout
{
    QRectF title, headline, body, footer;
    double titleNeeded = 0.0;   // the height the wrapped title needs (title.height() is at least this)
    std::vector<QRectF> points; // one per point shown; points with no room left are not shown
    double pointPixels = deckdesign::kLinePx;
    QRectF sources;             // the footnote (at most four lines); empty when there is none
    QRectF note;                // the line under a table
    QString noteText;           // the table's note, or how many rows had no room
    std::optional<DeckTableLayout> table;
};
DeckSlideLayout layoutDeckSlide(const Deck &deck, int index, DeckAspect aspect);

// Draws one slide of the deck into `target` of `painter`: margins, the title (wrapped, never clipped), the
// headline, the points, the chart (vectors on a vector device) or the table, the sources, and the footer with
// the project's title, the date and the slide number. Text from the file is drawn as text, never markup.
// Returns where the parts went (layoutDeckSlide).
DeckSlideLayout paintDeckSlide(QPainter *painter, const QRectF &target, const Deck &deck, int index, DeckAspect aspect,
                               ChartTheme theme = ChartTheme::Light);
// The style a slide's chart is drawn with in a body of `size` slide units (no title of its own; fonts for a slide).
ChartStyle deckChartStyle(QSizeF size, ChartTheme theme);

// The deck as a PDF, one page per slide (10 × 5.625 in for 16:9, 10 × 7.5 in for 4:3), with the title in the
// document information and the author in the XMP metadata. Written through savefile (all or nothing).
bool writeDeckPdf(const Deck &deck, QIODevice *device, DeckAspect aspect, const QString &author = {});
bool exportDeckPdf(const Deck &deck, const QString &fileName, DeckAspect aspect, QString *error, const QString &author = {});

} // namespace verdict
