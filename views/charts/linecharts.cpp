// Line charts: weight sweep and method agreement.
#include "chartcommon.h"
#include "chartfactory.h"
#include "labellayer.h"

#include "evaluation/wording.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>
#include <limits>

namespace verdict {

namespace {

void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y)
{
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

QPen alternativePen(const ChartStyle &style, int alternative, double width, bool muted)
{
    QColor c = style.alternativeColor(alternative);
    if (muted)
        c.setAlphaF(0.45);
    QPen pen(c);
    pen.setWidthF(width * style.fontScale);
    pen.setStyle(style.dashStyle(alternative));
    pen.setCapStyle(Qt::RoundCap);
    return pen;
}

} // namespace

QChart *createSweepChart(const SweepData &data, const ChartStyle &style)
{
    if (data.lines.empty())
        return createEmptyChart(QStringLiteral("Weight sweep"),
                                data.messages.empty() ? QString() : data.messages.front().text, style);
    QString caption = data.crossovers.empty()
        ? QStringLiteral("The winner does not change at any weight")
        : QStringLiteral("The winner changes %1 time%2; other weights rescaled proportionally")
              .arg(data.crossovers.size())
              .arg(data.crossovers.size() == 1 ? QString() : QStringLiteral("s"));
    if (data.method != QLatin1String("wsm"))
        caption += QStringLiteral(" · %1, ranked again at %2 weights").arg(methodLabel(data.method)).arg(kSweepSamples);
    if (!data.higherIsBetter)
        caption += QStringLiteral(" · lower Q is better");
    QChart *chart = newChart(style, QStringLiteral("Weight sweep — %1").arg(data.label), caption);
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const SweepLine &l : data.lines) {
        lo = std::min({lo, l.at0, l.at1}), hi = std::max({hi, l.at0, l.at1});
        for (const double v : l.samples)
            if (std::isfinite(v))
                lo = std::min(lo, v), hi = std::max(hi, v);
    }
    NiceScale xs;
    xs.min = 0, xs.max = 100, xs.step = 20, xs.ticks = 6;
    xs = fittedScale(xs, Qt::Horizontal, style);
    auto *ax = numericAxis(xs, QStringLiteral("Weight of %1 (%)").arg(data.label), style);
    auto *ay = numericAxis(fittedScale(niceScale(lo * 100.0, hi * 100.0, 7), Qt::Vertical, style), scoreAxisTitle(data.method, Qt::Vertical, style), style);
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    const QCategoryAxis *yAxis = ay;
    auto *labels = new LabelLayer(chart, style);

    // The current weight.
    QPen currentPen(style.muted());
    currentPen.setWidthF(1.5 * style.fontScale);
    currentPen.setStyle(Qt::DashLine);
    auto *current = new QLineSeries;
    current->append(data.current * 100.0, yAxis->min());
    current->append(data.current * 100.0, yAxis->max());
    current->setPen(currentPen);
    attach(chart, current, ax, ay);
    hideFromLegend(chart, current);
    labels->add({QPointF(data.current * 100.0, yAxis->max()), current,
                 QStringLiteral("current %1").arg(percentText(data.current, 1)), style.muted(), 50, true, false, 14,
                 LabelLayer::Label::Side::Below});

    const bool manyLines = data.lines.size() > 12;
    for (const SweepLine &l : data.lines) {
        auto *line = new QLineSeries;
        if (l.samples.size() < 2) {
            line->append(0.0, l.at0 * 100.0);
            line->append(100.0, l.at1 * 100.0);
        }
        for (std::size_t k = 0; k < l.samples.size() && l.samples.size() >= 2; ++k)
            if (std::isfinite(l.samples[k]))
                line->append(100.0 * double(k) / double(l.samples.size() - 1), l.samples[k] * 100.0);
        line->setName(chartName(l.feasible ? l.name : QStringLiteral("%1 (infeasible)").arg(l.name)));
        line->setPen(alternativePen(style, l.alternative, l.feasible ? 3.0 : 1.5, !l.feasible));
        attach(chart, line, ax, ay);
        if (manyLines)
            hideFromLegend(chart, line);
    }
    // Crossovers where the winner changes, labelled with both names and the weight.
    if (!data.crossovers.empty()) {
        auto *points = new QScatterSeries;
        points->setName(QStringLiteral("Winner changes"));
        points->setMarkerSize(14.0 * style.fontScale);
        points->setColor(style.foreground());
        points->setBorderColor(style.background());
        attach(chart, points, ax, ay);
        for (const Crossover &c : data.crossovers) {
            const QPointF at(c.weight * 100.0, c.score * 100.0);
            points->append(at);
            labels->addObstacle(at, points);
        }
        const auto name = [&](int alternative) {
            for (const SweepLine &l : data.lines)
                if (l.alternative == alternative)
                    return l.name;
            return QString();
        };
        for (const Crossover &c : data.crossovers)
            labels->add({QPointF(c.weight * 100.0, c.score * 100.0), points,
                         QStringLiteral("%1 → %2 at %3").arg(name(c.from), name(c.to), percentText(c.weight, 1)),
                         style.foreground(), 20, true, true, 15, LabelLayer::Label::Side::Above});
    }
    return chart;
}

QChart *createMethodsChart(const MethodsData &data, const ChartStyle &style)
{
    if (data.methods.isEmpty() || data.alternatives.empty())
        return createEmptyChart(QStringLiteral("Method agreement"),
                                data.messages.empty() ? QString() : data.messages.front().text, style);
    QString commonName;
    for (std::size_t a = 0; a < data.alternatives.size(); ++a)
        if (data.alternatives[a] == data.commonWinner)
            commonName = data.names.at(int(a));
    const QString caption = QStringLiteral("%1 of %2 methods rank %3 first · thick lines: same rank under every method")
                                .arg(data.agreeingOnWinner)
                                .arg(data.methods.size())
                                .arg(commonName);
    QChart *chart = newChart(style, QStringLiteral("Method agreement"), caption);
    // Show the 15 best (by the first method) when there are many.
    std::vector<std::size_t> shown(data.alternatives.size());
    for (std::size_t a = 0; a < shown.size(); ++a)
        shown[a] = a;
    std::stable_sort(shown.begin(), shown.end(), [&](std::size_t a, std::size_t b) {
        return data.ranks.front()[a] < data.ranks.front()[b];
    });
    if (shown.size() > 15)
        shown.resize(15);
    int worst = 1;
    for (const std::size_t a : shown)
        for (const std::vector<int> &r : data.ranks)
            worst = std::max(worst, r[a]);
    QStringList methodLabels;
    for (int m = 0; m < data.methods.size(); ++m)
        methodLabels << data.methods.at(m);
    auto *ax = positionAxis(methodLabels, style);
    // Leave room on the right for the names.
    ax->setRange(-0.3, double(data.methods.size()) - 0.2);
    auto *ay = new QCategoryAxis;
    ay->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    ay->setStartValue(0.5);
    for (int r = 1; r <= worst; ++r)
        ay->append(QString::number(r), double(r));
    ay->setRange(0.5, worst + 0.5);
    ay->setReverse(true);
    styleAxis(ay, style, QStringLiteral("Rank (1 = best)"));
    ay->setGridLineVisible(false);
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    auto *labels = new LabelLayer(chart, style);
    for (const std::size_t a : shown) {
        const int alternative = data.alternatives[a];
        auto *line = new QLineSeries;
        for (int m = 0; m < data.methods.size(); ++m)
            line->append(double(m), double(data.ranks[std::size_t(m)][a]));
        line->setName(chartName(data.names.at(int(a))));
        const bool agree = data.consensus[a];
        line->setPen(alternativePen(style, alternative, agree ? 6.0 : 2.5, !agree));
        line->setPointsVisible(true);
        line->setMarkerSize(12.0 * style.fontScale);
        attach(chart, line, ax, ay);
        labels->add({QPointF(double(data.methods.size() - 1), double(data.ranks.back()[a])), line, data.names.at(int(a)),
                     style.alternativeColor(alternative), 10, true, agree, 15, LabelLayer::Label::Side::Right});
    }
    chart->legend()->hide(); // the names sit at the line ends
    return chart;
}

} // namespace verdict
