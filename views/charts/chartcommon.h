#pragma once

#include "chartstyle.h"

#include "charts/nicescale.h"
#include "display/format.h"
#include "display/places.h"

#include <QString>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
class QCategoryAxis;
class QChart;
class QLineSeries;
QT_END_NAMESPACE

namespace verdict {

// Building blocks shared by the chart builders (the only Qt Charts code in Verdict lives in views/charts).

// Qt Charts lays out every title, axis title, category and legend label as HTML (QGraphicsTextItem::setHtml),
// and Qt's rich text reads <img src="…"> from local files: a criterion named <img src="/dev/zero"> in a shared
// project would exhaust memory, a FIFO would hang. Every text from a project goes through chartText() on its way
// into Qt Charts; newChart, numericAxis, positionAxis, styleAxis and addSegment do it for the strings they take.
inline QString chartText(const QString &plain)
{
    return plain.toHtmlEscaped();
}

// A name as a series (its legend label and the legend's tooltip) shows it: at most kMaxShownName characters,
// elided in the middle, so a 10,000-character name cannot fill the screen.
inline QString chartName(const QString &name)
{
    return chartText(elideMiddle(name));
}

// The QChart property holding a chart's caption as plain text (shown beside a docked chart, which has no title).
inline constexpr const char *kChartCaption = "verdictCaption";

// A chart with the style's background, fonts and an attached legend at the bottom (outside the plot, so it
// never covers data). `caption` is a smaller second title line (e.g. the Monte Carlo samples and seed).
QChart *newChart(const ChartStyle &style, const QString &title, const QString &caption = {});

// `scale` with fewer, coarser ticks when the style's canvas is too small for its labels along `orientation`
// (Qt Charts would cut them to "…"). `reserved` is what else takes that length (category labels beside a bar
// chart). Unchanged when the canvas is unknown or the labels fit.
NiceScale fittedScale(NiceScale scale, Qt::Orientation orientation, const ChartStyle &style, double reserved = 0.0);

// A numeric axis with round-number ticks from `scale`, labels formatted by formatTick ("140K").
QCategoryAxis *numericAxis(const NiceScale &scale, const QString &title, const ChartStyle &style);

// An axis with one label per integer position 0..labels.size()-1 (categories drawn by XY series).
// Labels wider than `wrapAt` pixels are wrapped onto lines (wrappedText).
QCategoryAxis *positionAxis(const QStringList &labels, const ChartStyle &style, const QString &title = {},
                            double wrapAt = 0.0);

// Plain text as chart HTML on lines of at most `maxPixels` in `font` (broken at spaces, at most `maxLines`
// lines), so Qt Charts does not cut it to "…". 0 or less: one line.
QString wrappedText(const QString &plain, double maxPixels, const QFont &font, int maxLines = 3);

// The axis title of `method`'s scores (evaluation/wording.h), as long as the axis has room for on the style's canvas:
// "Weighted score (points of 100)", else "Score (points of 100)", else "Score".
QString scoreAxisTitle(const QString &method, Qt::Orientation orientation, const ChartStyle &style);

// The first of `candidates` (plain, longest first) no wider than `maxPixels`, else the last one.
QString fittingText(const QStringList &candidates, double maxPixels, const QFont &font);

// Applies the style's fonts and colours to an axis.
void styleAxis(QAbstractAxis *axis, const ChartStyle &style, const QString &title = {});

// A two-point line (reference lines, current-weight markers) not listed in the legend.
QLineSeries *addSegment(QChart *chart, QPointF a, QPointF b, const QPen &pen, const QString &name = {},
                        bool inLegend = false);

// Moves the legend from the bottom to the right when its entries would not fit in one row at the bottom
// (Qt Charts would elide them, "Tool familiarity (..."), and hides it on a small canvas where they would be cut
// on the right too. createChart calls it after every series is added.
void placeLegend(QChart *chart, const ChartStyle &style);

// Hides a series' legend entry.
void hideFromLegend(QChart *chart, QAbstractSeries *series);

// "0.5" → "50 %", scores × 100 as points: "42.1" (report/format.h's rules: never "−0.0").
QString percentText(double fraction, int decimals = 0);
QString pointsText(double score, int decimals = 1);

} // namespace verdict
