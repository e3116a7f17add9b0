#include "chartcommon.h"

#include "display/format.h"
#include "evaluation/wording.h"

#include <QCategoryAxis>
#include <QTextDocumentFragment>
#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>

#include <algorithm>
#include <cmath>

namespace verdict {

QChart *newChart(const ChartStyle &style, const QString &title, const QString &given)
{
    QString caption = given;
    if (!style.scenario.isEmpty())
        caption = caption.isEmpty() ? QStringLiteral("What-if scenario “%1”").arg(style.scenario) // first: a long caption is cut at its end
                                    : QStringLiteral("What-if scenario “%1” · %2").arg(style.scenario, caption);
    auto *chart = new QChart;
    chart->setTheme(style.theme == ChartTheme::Light ? QChart::ChartThemeLight : QChart::ChartThemeDark);
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setBackgroundBrush(style.background());
    chart->setBackgroundRoundness(0);
    chart->setDropShadowEnabled(false);
    QString text = QStringLiteral("<span style=\"font-size:%1px; font-weight:600\">%2</span>")
                       .arg(std::lround(style.titlePixels() * style.fontScale))
                       .arg(chartText(title));
    if (!caption.isEmpty())
        text += QStringLiteral("<br><span style=\"font-size:%1px; color:%2\">%3</span>")
                    .arg(std::lround(style.labelPixels() * style.fontScale))
                    .arg(style.muted().name(), chartText(caption));
    // Docked, the selector above the chart names it and the panel's note line gives the caption: the plot gets
    // the height.
    chart->setProperty(kChartCaption, caption);
    if (style.docked)
        text.clear();
    chart->setTitleFont(style.font(style.titlePixels(), true));
    chart->setTitleBrush(style.foreground());
    chart->setTitle(text);
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setFont(style.font(style.labelPixels()));
    chart->legend()->setLabelColor(style.foreground());
    chart->legend()->setShowToolTips(true);
    const int m = int(std::lround(12 * style.fontScale));
    chart->setMargins(QMargins(m, m / 2, m * 2, m / 2));
    return chart;
}

void styleAxis(QAbstractAxis *axis, const ChartStyle &style, const QString &title)
{
    axis->setLabelsFont(style.font(style.labelPixels()));
    axis->setLabelsColor(style.foreground());
    axis->setTitleFont(style.font(style.axisTitlePixels(), true));
    axis->setTitleBrush(style.foreground());
    axis->setGridLineColor(style.grid());
    axis->setLinePenColor(style.muted());
    axis->setMinorGridLineVisible(false);
    if (!title.isEmpty())
        axis->setTitleText(chartText(title));
}

NiceScale fittedScale(NiceScale scale, Qt::Orientation orientation, const ChartStyle &style, double reserved)
{
    if (style.canvas.isEmpty() || scale.ticks <= 3)
        return scale;
    const QFontMetricsF metrics(style.font(style.labelPixels()));
    const double label = metrics.height();
    // The plot is the canvas less the other axis' labels and title, this axis' title, the legend and margins.
    const double length = (orientation == Qt::Horizontal ? style.canvas.width() - 6.0 * label
                                                          : style.canvas.height() - 7.0 * label) - reserved;
    for (int guard = 0; guard < 8 && scale.ticks > 3; ++guard) {
        double widest = 0.0;
        const double magnitude = std::max(std::abs(scale.min), std::abs(scale.max));
        for (int i = 0; i < scale.ticks; ++i)
            widest = std::max(widest, metrics.horizontalAdvance(formatTick(scale.min + scale.step * i, scale.step, magnitude)));
        // Qt Charts gives each label the axis length over the label count, less padding on both sides.
        const double needed = orientation == Qt::Horizontal ? widest + 1.5 * label : 2.0 * label;
        if (length / scale.ticks >= needed)
            break;
        const NiceScale coarser = niceScale(scale.min, scale.max, scale.ticks - 1);
        if (coarser.ticks >= scale.ticks)
            break;
        scale = coarser;
    }
    return scale;
}

QCategoryAxis *numericAxis(const NiceScale &scale, const QString &title, const ChartStyle &style)
{
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    const double magnitude = std::max(std::abs(scale.min), std::abs(scale.max));
    // Labels sit at category ends; a first category of negligible width puts one at the minimum too.
    axis->setStartValue(scale.min);
    for (int i = 0; i < scale.ticks; ++i) {
        const double v = scale.min + scale.step * i;
        axis->append(formatTick(v, scale.step, magnitude), i == 0 ? v + scale.step * 1e-6 : v);
    }
    axis->setRange(scale.min, scale.max);
    styleAxis(axis, style, title);
    return axis;
}

QString wrappedText(const QString &plain, double maxPixels, const QFont &font, int maxLines)
{
    const QFontMetricsF metrics(font);
    if (maxPixels <= 0.0 || metrics.horizontalAdvance(plain) <= maxPixels)
        return chartText(plain);
    QStringList lines;
    QString line;
    const QStringList words = plain.split(u' ', Qt::SkipEmptyParts);
    for (int i = 0; i < words.size(); ++i) {
        const QString candidate = line.isEmpty() ? words.at(i) : line + u' ' + words.at(i);
        if (line.isEmpty() || metrics.horizontalAdvance(candidate) <= maxPixels || int(lines.size()) == maxLines - 1) {
            line = candidate;
            continue;
        }
        lines << line;
        line = words.at(i);
    }
    if (!line.isEmpty())
        lines << line;
    // The last line takes the words left over; too wide, it ends in "…" here, so that Qt Charts does not cut the
    // whole label (and whatever follows it, such as a winner line) to fit.
    if (!lines.isEmpty() && metrics.horizontalAdvance(lines.back()) > maxPixels)
        lines.back() = metrics.elidedText(lines.back(), Qt::ElideRight, maxPixels);
    for (QString &l : lines)
        l = chartText(l);
    return lines.join(QStringLiteral("<br>"));
}

QString scoreAxisTitle(const QString &method, Qt::Orientation orientation, const ChartStyle &style)
{
    const QStringList titles{verdict::scoreAxisTitle(method), verdict::scoreAxisTitle(method, true), QStringLiteral("Score")};
    if (style.canvas.isEmpty())
        return titles.front();
    const double label = QFontMetricsF(style.font(style.labelPixels())).height();
    const double room = orientation == Qt::Horizontal ? style.canvas.width() - 10.0 * label : style.canvas.height() - 9.0 * label;
    return fittingText(titles, room, style.font(style.axisTitlePixels(), true));
}

QString fittingText(const QStringList &candidates, double maxPixels, const QFont &font)
{
    const QFontMetricsF metrics(font);
    for (const QString &c : candidates)
        if (metrics.horizontalAdvance(c) <= maxPixels)
            return c;
    return candidates.isEmpty() ? QString() : candidates.back();
}

QCategoryAxis *positionAxis(const QStringList &labels, const ChartStyle &style, const QString &title, double wrapAt)
{
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setStartValue(-0.5);
    // Category labels must be unique; a repeated name gets a zero-width space per repetition.
    QStringList seen;
    for (int i = 0; i < labels.size(); ++i) {
        QString label = labels.at(i);
        while (seen.contains(label))
            label += QChar(0x200B);
        seen << label;
        axis->append(wrappedText(label, wrapAt, style.font(style.labelPixels())), double(i));
    }
    axis->setRange(-0.5, std::max<double>(0.5, labels.size() - 0.5));
    styleAxis(axis, style, title);
    axis->setGridLineVisible(false);
    return axis;
}

constexpr const char *kHiddenFromLegend = "verdictHiddenFromLegend";

void placeLegend(QChart *chart, const ChartStyle &style)
{
    if (!chart->legend()->isVisible())
        return;
    // Reference width: fontScale is 1 at 1280 logical pixels (ChartStyle::forSize), so fonts and this budget
    // grow together and the decision does not depend on the output size. A known canvas gives the real width.
    const double bottomRow = style.canvas.isEmpty() ? 1180.0 * style.fontScale : style.canvas.width() - 40.0;
    const QFontMetricsF metrics(chart->legend()->font());
    double row = 0.0, widest = 0.0;
    // QLegendMarker::isVisible() is false for every marker until the chart is first shown, so entries hidden on
    // purpose are recognised by the property hideFromLegend sets on their series.
    for (QLegendMarker *marker : chart->legend()->markers()) {
        if (marker->series()->property(kHiddenFromLegend).toBool())
            continue;
        const double entry = metrics.horizontalAdvance(marker->label()) + 2.5 * metrics.height(); // box + spacing
        row += entry;
        widest = std::max(widest, entry);
    }
    if (row <= bottomRow)
        return;
    // Too long for one row: a column on the right, unless its entries would be cut there too (a small chart with long
    // names). In a dock the labels and the hover name the points instead; on paper and slides, where nothing
    // hovers, the entries are shortened in the middle to fit (a legend left out would leave the colours unexplained).
    if (!style.canvas.isEmpty() && widest > style.canvas.width() * 0.3 && style.docked && !style.onPaper) {
        chart->legend()->hide();
        return;
    }
    if (!style.canvas.isEmpty() && widest > style.canvas.width() * 0.3) {
        const double room = style.canvas.width() * 0.3 - 2.5 * metrics.height();
        for (QLegendMarker *marker : chart->legend()->markers()) {
            if (marker->series()->property(kHiddenFromLegend).toBool())
                continue;
            const QString plain = QTextDocumentFragment::fromHtml(marker->label()).toPlainText();
            if (metrics.horizontalAdvance(plain) > room)
                marker->setLabel(chartText(metrics.elidedText(plain, Qt::ElideMiddle, std::max(40.0, room))));
        }
    }
    chart->legend()->setAlignment(Qt::AlignRight);
}

void hideFromLegend(QChart *chart, QAbstractSeries *series)
{
    series->setProperty(kHiddenFromLegend, true);
    for (QLegendMarker *marker : chart->legend()->markers(series))
        marker->setVisible(false);
}

QLineSeries *addSegment(QChart *chart, QPointF a, QPointF b, const QPen &pen, const QString &name, bool inLegend)
{
    auto *line = new QLineSeries;
    line->append(a);
    line->append(b);
    line->setPen(pen);
    line->setName(chartName(name));
    chart->addSeries(line);
    if (!inLegend)
        hideFromLegend(chart, line);
    return line;
}

QString percentText(double fraction, int decimals)
{
    return formatPercentFixed(fraction, decimals);
}

QString pointsText(double score, int decimals)
{
    return formatScore(score, decimals);
}

} // namespace verdict
