#include "chartcommon.h"
#include "chartfactory.h"
#include "labellayer.h"

#include "evaluation/wording.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLocale>
#include <QLineSeries>

#include <algorithm>
#include <cmath>

namespace verdict {

namespace {

QString inputText(const TornadoBar &bar, double value)
{
    if (bar.kind == TornadoBar::Kind::Weight)
        return percentText(value, 1);
    return formatCompact(value);
}

} // namespace

QChart *createTornadoChart(const TornadoData &data, const ChartStyle &style)
{
    if (data.bars.empty())
        return createEmptyChart(QStringLiteral("Tornado"),
                                data.messages.empty() ? QString() : data.messages.front().text, style);
    // A small canvas shows the largest swings only, each label on up to two lines (Qt Charts cuts what does not
    // fit its row).
    const int all = int(data.bars.size());
    int n = all;
    const double labelHeight = QFontMetricsF(style.font(style.labelPixels())).height();
    if (!style.canvas.isEmpty())
        n = std::clamp(int((style.canvas.height() - 8.0 * labelHeight) / (2.6 * labelHeight)), std::min(3, all), all);
    // The margin is the ranking method's score difference × 100, the same number as the Results dock's lead.
    const QString unit = data.method == QLatin1String("wsm") ? QStringLiteral("points")
                                                             : QStringLiteral("points of %1 %2").arg(methodTitle(data.method), scoreName(data.method));
    QString caption = QStringLiteral("Margin now %1 %2 · weights ±20 % (others rescaled), values over their "
                                     "uncertainty range (±20 % if none)")
                          .arg(pointsText(data.margin), unit);
    if (n < all)
        caption += QStringLiteral(" · the %1 largest of %2 inputs").arg(n).arg(all);
    QChart *chart = newChart(style, QStringLiteral("What moves %1's lead over %2").arg(data.winnerName, data.runnerUpName), caption);
    double lo = data.margin * 100.0, hi = lo;
    for (int i = 0; i < n; ++i) {
        const TornadoBar &b = data.bars[std::size_t(i)];
        lo = std::min({lo, b.lowMargin * 100.0, b.highMargin * 100.0});
        hi = std::max({hi, b.lowMargin * 100.0, b.highMargin * 100.0});
    }
    lo = std::min(lo, 0.0);
    const double pad = (hi - lo) * 0.18; // room for the input labels at the bar ends
    // The axis title as long as the plot has room for (a dock is narrower than a slide).
    const double titleRoom = style.canvas.isEmpty() ? 1e9 : style.canvas.width() * 0.62;
    const QString axisTitle = fittingText({QStringLiteral("Margin of %1 over %2 (points)").arg(data.winnerName, data.runnerUpName),
                                           QStringLiteral("Margin over %1 (points)").arg(data.runnerUpName),
                                           QStringLiteral("Margin (points)")},
                                          titleRoom, style.font(style.axisTitlePixels(), true));
    auto *ax = numericAxis(fittedScale(niceScale(lo - pad, hi + pad, 8), Qt::Horizontal, style), axisTitle, style);
    QStringList labels;
    for (int i = n - 1; i >= 0; --i)
        labels << data.bars[std::size_t(i)].label;
    auto *ay = positionAxis(labels, style, {}, style.canvas.isEmpty() ? 0.0 : style.canvas.width() * 0.2);
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    auto *text = new LabelLayer(chart, style);

    const QColor lowColor(0x56, 0xB4, 0xE9), highColor(0xE6, 0x9F, 0x00);
    const double base = data.margin * 100.0;
    for (int i = 0; i < n; ++i) {
        const TornadoBar &bar = data.bars[std::size_t(i)];
        const double y = double(n - 1 - i);
        // The longer half first so a shorter one on the same side stays visible on top.
        std::vector<std::pair<double, bool>> halves{{bar.lowMargin * 100.0, true}, {bar.highMargin * 100.0, false}};
        std::sort(halves.begin(), halves.end(), [base](const auto &a, const auto &b) {
            return std::abs(a.first - base) > std::abs(b.first - base);
        });
        for (const auto &[end, isLow] : halves) {
            // QAreaSeries does not own its boundary series: parent them to the area so they go with the chart.
            auto *area = new QAreaSeries;
            auto *upper = new QLineSeries(area), *lower = new QLineSeries(area);
            upper->append(base, y + 0.33);
            upper->append(end, y + 0.33);
            lower->append(base, y - 0.33);
            lower->append(end, y - 0.33);
            area->setUpperSeries(upper);
            area->setLowerSeries(lower);
            area->setName(isLow ? QStringLiteral("Input at its low end") : QStringLiteral("Input at its high end"));
            area->setColor(isLow ? lowColor : highColor);
            area->setBorderColor(style.background());
            chart->addSeries(area);
            area->attachAxis(ax);
            area->attachAxis(ay);
            if (i > 0)
                hideFromLegend(chart, area);
            text->add({QPointF(end, y), area, inputText(bar, isLow ? bar.lowInput : bar.highInput), style.foreground(),
                       5, false, false, 13, end < base ? LabelLayer::Label::Side::Left : LabelLayer::Label::Side::Right});
        }
    }
    // The current margin, and zero: beyond it the runner-up wins.
    const QCategoryAxis *yAxis = ay;
    QPen basePen(style.foreground());
    basePen.setWidthF(1.5 * style.fontScale);
    auto *baseLine = addSegment(chart, QPointF(base, yAxis->min()), QPointF(base, yAxis->max()), basePen);
    baseLine->attachAxis(ax);
    baseLine->attachAxis(ay);
    QPen zeroPen(QColor(0xB2, 0x18, 0x2B));
    zeroPen.setWidthF(2.0 * style.fontScale);
    zeroPen.setStyle(Qt::DashLine);
    auto *zero = addSegment(chart, QPointF(0.0, yAxis->min()), QPointF(0.0, yAxis->max()), zeroPen,
                            QStringLiteral("%1 overtakes").arg(data.runnerUpName), true);
    zero->attachAxis(ax);
    zero->attachAxis(ay);
    return chart;
}

} // namespace verdict
