#include "chartcommon.h"
#include "chartfactory.h"
#include "labellayer.h"
#include "pointslayer.h"

#include <QCategoryAxis>
#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>

#include <algorithm>
#include <map>
#include <memory>

namespace verdict {

namespace {

QString betterText(const TradeoffAxis &axis)
{
    if (axis.valued)
        return QStringLiteral("valued by its function");
    return axis.direction == Direction::Min ? QStringLiteral("lower is better") : QStringLiteral("higher is better");
}

QString pointLabel(const TradeoffPoint &p)
{
    QString text = p.name;
    if (p.baseline)
        text += QStringLiteral(" (baseline)");
    if (!p.feasible)
        text += QStringLiteral(" — infeasible");
    return text;
}

void attach(QChart *chart, QAbstractSeries *series, QAbstractAxis *x, QAbstractAxis *y)
{
    chart->addSeries(series);
    series->attachAxis(x);
    series->attachAxis(y);
}

// The look of an alternative's marker: its colour and shape, pale when infeasible.
// How an alternative's marker looks. An infeasible one is pale: a tint of its colour (30 % on the background) inside
// a thick ring of it, on the plot and in the legend alike (a swatch filled with the background could not be told
// from another's).
PointsLayer::Look markerLook(int alternative, bool feasible, const ChartStyle &style)
{
    const QColor c = style.alternativeColor(alternative);
    const QColor b = style.background();
    const auto tint = [&](int x, int y) { return int(std::lround(0.3 * x + 0.7 * y)); };
    PointsLayer::Look look;
    look.shape = style.markerShape(alternative);
    look.size = 16.0 * style.fontScale;
    look.fill = feasible ? c : QColor(tint(c.red(), b.red()), tint(c.green(), b.green()), tint(c.blue(), b.blue()));
    look.pen = QPen(c);
    look.pen.setWidthF((feasible ? 1.0 : 3.0) * style.fontScale);
    return look;
}

void styleMarker(QScatterSeries *s, int alternative, bool feasible, const ChartStyle &style)
{
    const PointsLayer::Look look = markerLook(alternative, feasible, style);
    s->setMarkerShape(look.shape);
    s->setMarkerSize(look.size);
    s->setColor(look.fill);
    s->setBorderColor(look.pen.color());
    s->setPen(look.pen);
}

} // namespace

QChart *createTradeoffChart(const TradeoffData &data, const ChartStyle &style)
{
    const QString title = data.x.name.isEmpty() || data.y.name.isEmpty()
                              ? QStringLiteral("Trade-off map") // not "Trade-off:  vs " before there are two criteria
                              : QStringLiteral("Trade-off: %1 vs %2").arg(data.x.name, data.y.name);
    if (!data.valid() || data.points.empty())
        return createEmptyChart(title.isEmpty() ? QStringLiteral("Trade-off map") : title,
                                data.messages.empty() ? QString() : data.messages.front().text, style);
    QString caption;
    int infeasible = 0;
    for (const TradeoffPoint &p : data.points)
        infeasible += p.feasible ? 0 : 1;
    if (!data.isoLines.empty())
        caption = QStringLiteral("Dashed grey lines: equal weighted score from these two criteria (points)");
    if (infeasible > 0)
        caption += (caption.isEmpty() ? QString() : QStringLiteral(" · ")) +
                   QStringLiteral("pale markers: infeasible");
    // Where a name finds no room beside its point, its rank stands in for it ("#7": seventh in the ranking).
    if (data.points.size() >= kTradeoffRankTagsFrom)
        caption += (caption.isEmpty() ? QString() : QStringLiteral(" · ")) + QStringLiteral("#N: the alternative ranked N");
    QChart *chart = newChart(style, title, caption);
    // Fewer ticks where the chart is small (a dock), so no label is cut to "…".
    const NiceScale xs = fittedScale(data.x.scale, Qt::Horizontal, style);
    const NiceScale ys = fittedScale(data.y.scale, Qt::Vertical, style);
    auto *ax = numericAxis(xs, QStringLiteral("%1 — %2").arg(data.x.title(), betterText(data.x)), style);
    auto *ay = numericAxis(ys, QStringLiteral("%1 — %2").arg(data.y.title(), betterText(data.y)), style);
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    auto *labels = new LabelLayer(chart, style);

    // Iso-lines first (underneath), labelled at their end in points.
    QPen isoPen(style.muted());
    isoPen.setStyle(Qt::DashLine);
    isoPen.setWidthF(1.2 * style.fontScale);
    for (const IsoLine &iso : data.isoLines) {
        auto *line = new QLineSeries;
        for (const QPointF &p : iso.points)
            line->append(p);
        line->setPen(isoPen);
        line->setName(QStringLiteral("%1 points").arg(pointsText(iso.level)));
        attach(chart, line, ax, ay);
        hideFromLegend(chart, line);
        labels->add({iso.points.back(), line, QStringLiteral("%1 pts").arg(pointsText(iso.level)), style.muted(),
                     -1, false, false, 13, LabelLayer::Label::Side::Left});
    }

    // Constraint lines: the SLA (vertical) and the budget ceiling (horizontal).
    QPen limitPen(QColor(0xB2, 0x18, 0x2B));
    limitPen.setWidthF(2.0 * style.fontScale);
    limitPen.setStyle(Qt::DashDotLine);
    for (const ReferenceLine &ref : data.lines) {
        const QPointF a = ref.vertical ? QPointF(ref.value, ys.min) : QPointF(xs.min, ref.value);
        const QPointF b = ref.vertical ? QPointF(ref.value, ys.max) : QPointF(xs.max, ref.value);
        auto *line = new QLineSeries;
        line->append(a);
        line->append(b);
        line->setPen(limitPen);
        line->setName(chartName(ref.label));
        attach(chart, line, ax, ay);
        hideFromLegend(chart, line);
        labels->add({ref.vertical ? b : b, line, ref.label, limitPen.color(), 5, true, false, 14,
                     ref.vertical ? LabelLayer::Label::Side::Right : LabelLayer::Label::Side::Left});
    }

    // The Pareto frontier under the points.
    if (data.frontier.size() >= 2) {
        auto *front = new QLineSeries;
        for (const QPointF &p : data.frontier)
            front->append(p);
        QColor c = style.foreground();
        c.setAlphaF(0.35);
        QPen pen(c);
        pen.setWidthF(5.0 * style.fontScale);
        pen.setCapStyle(Qt::RoundCap);
        pen.setJoinStyle(Qt::RoundJoin);
        front->setPen(pen);
        front->setName(QStringLiteral("Pareto frontier"));
        attach(chart, front, ax, ay);
    }

    // The points: one series per alternative when few (legend and hover name each), grouped by look when many.
    const int n = int(data.points.size());
    // In rank order, ties (and the unranked, last) in point order: a counting sort, since ranks are small integers
    // (a stable sort of 10,000 points was a millisecond of the GUI thread's turn).
    int lastRank = 0;
    for (const TradeoffPoint &p : data.points)
        lastRank = std::max(lastRank, p.rank);
    const auto bucket = [lastRank](const TradeoffPoint &p) { return std::size_t(p.rank > 0 ? p.rank : lastRank + 1); };
    std::vector<std::size_t> start(std::size_t(lastRank) + 3, 0);
    for (const TradeoffPoint &p : data.points)
        ++start[bucket(p) + 1];
    for (std::size_t b = 1; b < start.size(); ++b)
        start[b] += start[b - 1];
    std::vector<const TradeoffPoint *> byRank(static_cast<std::size_t>(n));
    for (const TradeoffPoint &p : data.points)
        byRank[start[bucket(p)]++] = &p;
    std::vector<int> placeInRankOrder(static_cast<std::size_t>(n)); // by point
    for (int i = 0; i < n; ++i)
        placeInRankOrder[std::size_t(byRank[std::size_t(i)] - data.points.data())] = i;

    const bool grouped = n > kTradeoffSeriesLimit;
    // Beyond kTradeoffDrawnLimit points (on paper kTradeoffSeriesLimit) one item draws them all (the group series
    // stay, empty, for the axes).
    const int drawnLimit = style.onPaper ? kTradeoffSeriesLimit : kTradeoffDrawnLimit;
    PointsLayer *drawn = n > drawnLimit ? new PointsLayer(chart, labels) : nullptr;
    std::map<std::pair<int, bool>, QScatterSeries *> groups;
    std::map<std::pair<int, bool>, int> groupLooks;
    struct HoverPoint
    {
        QScatterSeries *series;
        QPointF at;
        QString text;
    };
    auto hoverTargets = std::make_shared<std::vector<HoverPoint>>();
    std::vector<QScatterSeries *> allSeries;
    // Each series' points, given to it at once below: appending one point at a time re-lays out the whole
    // series every time, quadratic in the points of a group (seconds for 10,000 alternatives).
    std::map<QScatterSeries *, QList<QPointF>> seriesPoints;
    for (const TradeoffPoint &p : data.points) {
        QScatterSeries *s = nullptr;
        if (grouped) {
            const std::pair<int, bool> key{p.alternative % 32, p.feasible};
            auto &slot = groups[key];
            if (!slot) {
                slot = new QScatterSeries;
                styleMarker(slot, p.alternative % 32, p.feasible, style);
                attach(chart, slot, ax, ay);
                hideFromLegend(chart, slot);
                if (drawn)
                    groupLooks[key] = drawn->addLook(markerLook(p.alternative % 32, p.feasible, style));
            }
            s = slot;
        } else {
            s = new QScatterSeries;
            s->setName(chartName(p.name));
            styleMarker(s, p.alternative, p.feasible, style);
            attach(chart, s, ax, ay);
            if (n > kTradeoffLabelLimit)
                hideFromLegend(chart, s);
        }
        if (drawn)
            drawn->add({QPointF(p.x, p.y), s, groupLooks[{p.alternative % 32, p.feasible}], pointLabel(p)});
        else {
            seriesPoints[s].append(QPointF(p.x, p.y));
            hoverTargets->push_back({s, QPointF(p.x, p.y), pointLabel(p)});
        }
        labels->addObstacle(QPointF(p.x, p.y), s);
        if (std::find(allSeries.begin(), allSeries.end(), s) == allSeries.end())
            allSeries.push_back(s);
        const int position = placeInRankOrder[std::size_t(&p - data.points.data())];
        const bool labelled = !grouped || position < kTradeoffLabelLimit || p.baseline;
        if (labelled)
            // Never forced over another label or marker: where there is no room the legend names the point.
            // The winner always by name; another whose name finds no room by its rank.
            labels->add({QPointF(p.x, p.y), s, pointLabel(p), style.foreground(), 100 - std::min(position, 99),
                         position == 0, p.pareto || position == 0, 15, LabelLayer::Label::Side::Auto},
                        std::size_t(n) >= kTradeoffRankTagsFrom && p.rank > 0 && position > 0 ? QStringLiteral("#%1").arg(p.rank) : QString());
        if (p.baseline) {
            // A ring around the baseline's marker.
            auto *ring = new QScatterSeries;
            ring->append(p.x, p.y);
            ring->setMarkerShape(QScatterSeries::MarkerShapeCircle);
            ring->setMarkerSize(28.0 * style.fontScale);
            ring->setColor(Qt::transparent);
            QPen pen(style.foreground());
            pen.setWidthF(1.5 * style.fontScale);
            ring->setPen(pen);
            ring->setName(QStringLiteral("Baseline"));
            attach(chart, ring, ax, ay);
            hideFromLegend(chart, ring);
        }
    }
    for (auto &[series, points] : seriesPoints)
        series->replace(points);
    // The hovered point gets a label even when only the top ones are labelled.
    for (QScatterSeries *series : allSeries) {
        QObject::connect(series, &QScatterSeries::hovered, labels, [labels, series, hoverTargets](const QPointF &at, bool state) {
            if (!state) {
                labels->setHovered(std::nullopt);
                return;
            }
            for (const HoverPoint &h : *hoverTargets)
                if (h.series == series && h.at == at)
                    labels->setHovered(LabelLayer::Label{at, series, h.text, QColor(), 1000, true, true, 15,
                                                         LabelLayer::Label::Side::Auto});
        });
    }
    return chart;
}

} // namespace verdict
