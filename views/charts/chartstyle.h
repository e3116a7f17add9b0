#pragma once

#include <QColor>
#include <QFont>
#include <QScatterSeries>
#include <QSizeF>

namespace verdict {

enum class ChartTheme { Light, Dark };

// Colours, markers and fonts shared by every chart. An alternative's look depends only on its project index,
// so it is the same in every chart: Okabe–Ito colours for the first eight, then the same hues again with a
// different marker shape and dash pattern, so colour-blind readers can tell them apart.
struct ChartStyle
{
    ChartTheme theme = ChartTheme::Light;
    double fontScale = 1.0; // 1 = slide-readable at 1280 × 720; presentation mode and large exports scale up
    // The size the chart is drawn at (empty: unknown). Axes get no more ticks than their labels have room for.
    QSizeF canvas;
    // In a dock: no title (the chart selector names it), the caption goes to the panel's note line.
    bool docked = false;
    // Drawn for a slide or a page (the deck, presentation mode): nothing hovers there, so nothing may be left to the
    // hover (a legend too long for its place is shortened, never dropped).
    bool onPaper = false;
    // The what-if scenario whose numbers the chart shows (empty: the base): an exported chart's caption names it.
    QString scenario;
    // The width of every letter: the cheat sheet's map is set in the page's own (semi-condensed) faces, so the PDF
    // embeds one family.
    QFont::Stretch stretch = QFont::Unstretched;

    static ChartStyle forSize(ChartTheme theme, int width, int height); // fontScale from the output size
    // A docked chart's style: the font follows the plot's size (readable at dock size, larger when there is room).
    static ChartStyle forDock(ChartTheme theme, QSizeF canvas);

    QColor background() const;
    QColor foreground() const; // text
    QColor muted() const;      // secondary text, iso-lines
    QColor grid() const;

    QColor alternativeColor(int index) const;
    QScatterSeries::MarkerShape markerShape(int index) const;
    Qt::PenStyle dashStyle(int index) const;
    QColor criterionColor(int index) const;    // stacked-bar segments (a palette distinct from alternatives')
    QColor rankColor(int rank, int count) const; // sequential ramp, rank 1 darkest

    QFont font(int pixelSize, bool bold = false) const; // scaled by fontScale, at `stretch`
    int titlePixels() const { return 26; }
    int axisTitlePixels() const { return 18; }
    int labelPixels() const { return 16; }
};

} // namespace verdict
