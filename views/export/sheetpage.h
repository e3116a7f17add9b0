#pragma once

#include "report/sheet.h"

#include <QFont>
#include <QPageSize>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <optional>

#include <QPainter>
#include <QPicture>
#include <QSize>

#include <memory>

QT_BEGIN_NAMESPACE
class QChart;
class QPaintDevice;
class QPainter;
QT_END_NAMESPACE

namespace verdict {

// Paper for the cheat sheet: A4, or US Letter where the locale uses it.
enum class SheetPaper { A4, Letter };
SheetPaper defaultSheetPaper(); // from QLocale: Letter in the US, Canada, Mexico and the Philippines (etc.)
std::optional<SheetPaper> parseSheetPaper(const QString &name); // "a4", "letter" (any case)
QString sheetPaperName(SheetPaper paper);                        // "a4", "letter"
QPageSize sheetPageSize(SheetPaper paper);

inline constexpr double kSheetMarginPt = 26.0;  // page margins, points (9.2 mm)
inline constexpr double kSheetBodyPt = 7.5;     // the smallest body text, points

// What had to give so the sheet fits one page, in the order (docs/cheat-sheet.md).
inline constexpr int kSheetRankedLines = 6; // the numbers that can change the winner, on the page

struct SheetFit
{
    bool footnotesCollapsed = false; // one line per distinct source
    int termRows = -1;               // term-map rows shown; -1 = all
    QStringList droppedCriteria;     // matrix columns left out, lightest first
    int alternatives = -1;           // alternatives shown (the top ones); -1 = all
    int assumptionGroups = -1;       // last resort: assumption groups shown; -1 = all
    int sourceLines = -1;            // last resort: source lines shown; -1 = all
    int rankedAssumptions = -1;      // last resort: ranked assumptions shown; -1 = all (up to kSheetRankedLines)
    int triggerLines = -1;           // last resort: reopen triggers shown under "When we revisit this"; -1 = all
    bool fits = true;                // false: even the shortest form overflows (the bottom is cut at the margin)
    bool shortened() const
    {
        return footnotesCollapsed || termRows >= 0 || !droppedCriteria.isEmpty() || alternatives >= 0
               || assumptionGroups >= 0 || sourceLines >= 0 || rankedAssumptions >= 0 || triggerLines >= 0;
    }
    QString note(const Sheet &sheet) const; // "Shortened to fit one page: …; the full data is in the file X."
};

// The sheet's trade-off map: the workbench's chart (createTradeoffChart) without its title and legend, whose
// labels are placed for a small figure: the winner's label always, the others (and the SLA/budget labels) only
// where they overlap nothing, its text at `stretch`. The caller owns the chart.
QChart *createSheetChart(const Sheet &sheet, double fontScale, QFont::Stretch stretch = QFont::Unstretched);
// The width of the page's letters: DejaVu Sans Condensed (fonts-dejavu-extra) when installed, else DejaVu Sans. The
// layout measures whichever it gets, so the page is right either way; the condensed faces fit more on it. The map
// (makeSheetChart) is set in the same faces, so the PDF embeds one family: three faces, not five.
QFont::Stretch sheetPageStretch();
// The page's text at `points`: DejaVu Sans at sheetPageStretch(), without ligatures.
QFont sheetPageFont(double points, bool bold = false, bool italic = false);
// Loads the page's faces for `device` into this thread's font cache (the font database, each face's file), so that a
// sheet laid out afterwards on this thread does not wait for them. The command line does it while the sheet is made on
// another thread.
void warmSheetFonts(QPaintDevice *device);
// Lays the chart out at `size` and gives each axis whose title is longer than its side of the plot ("Latency (ms) —
// lower is better" beside a short map, which Qt Charts cuts to "Latency (ms) — lower i…") the short form the sheet's
// legend explains: "Latency (ms) ↓". sheetChartPicture does it before recording the map.
void fitAxisTitles(QChart *chart, QSize size);

// Lays the sheet out top-down on one page and draws it with QPainter: the one renderer behind PDF, print and
// print preview. `page` is the whole paper in the painter's device coordinates; the margins are kept inside it.
// Text is measured with the device's font metrics, so nothing is clipped or overlaps. GUI thread (the map is a
// Qt Charts chart); planSheet, sheetChartPicture and paintPlannedSheet below are the same in three steps, so that
// only the map is made on the GUI thread.
SheetFit paintSheet(QPainter *painter, const QRectF &page, const Sheet &sheet);

class SheetMeasures; // what the sheet's texts measure on one device

// The sheet laid out for one page of one device, not drawn: what had to give, and the logical size of its
// trade-off map. Any thread; the device only measures (nothing needs to paint on it yet).
struct SheetPlan
{
    SheetFit fit;
    QSize chartSize;                         // the map's logical size on the page (empty: no map)
    std::shared_ptr<SheetMeasures> measures; // every text measured, for the drawing (on a device of the same resolution)
};
SheetPlan planSheet(QPaintDevice *device, const QRectF &page, const Sheet &sheet);

// The sheet's map at its logical size, recorded to be replayed on the page. GUI thread only: a chart's items are
// QGraphicsWidgets, which use the application's style.
QPicture sheetChartPicture(const Sheet &sheet, QSize size);
// The same in three steps, so that the window can return to its event loop in between (at 10,000 alternatives each
// is several milliseconds): the map made and laid out at `size` (nullptr when there is none); drawn into a recording;
// the recording closed (finish(): QPicture sums its whole record then, 3 ms of 10 at 10,000 alternatives).
std::unique_ptr<QChart> makeSheetChart(const Sheet &sheet, QSize size);
class SheetChartRecording
{
public:
    SheetChartRecording(QChart *chart, QSize size); // draws `chart` (nullptr or an empty size: an empty picture)
    SheetChartRecording(const SheetChartRecording &) = delete;
    SheetChartRecording &operator=(const SheetChartRecording &) = delete;
    QPicture finish(); // closes the recording (once) and returns it

private:
    QPicture m_picture;
    QPainter m_painter;
};

// Draws the planned sheet, with the recorded map stretched over its place. Any thread.
void paintPlannedSheet(QPainter *painter, const QRectF &page, const Sheet &sheet, const SheetPlan &plan, const QPicture &chart);

// Only the layout decision, without drawing (for tests and the note in other formats).
SheetFit fitSheet(QPainter *painter, const QRectF &page, const Sheet &sheet);

} // namespace verdict
