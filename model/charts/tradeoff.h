#pragma once

#include "chartinput.h"
#include "nicescale.h"

#include <QPointF>
#include <QString>

#include <vector>

namespace verdict {

// One axis of the trade-off map: a criterion or an attribute.
struct TradeoffAxis
{
    QString id;
    QString name;
    QString unit;
    Direction direction = Direction::Min; // attributes count as "min" unless ChartSettings says otherwise
    int criterion = -1;                   // project criterion index, -1 for an attribute
    int attribute = -1;                   // project attribute index
    bool valued = false;                  // the criterion has a value function: it, not the direction, says what is better
    NiceScale scale;                      // the plotted range, round numbers
    QString title() const;                // "Latency (ms)"
};

struct TradeoffPoint
{
    int alternative = -1; // project index (also its colour)
    QString name;
    double x = 0.0;
    double y = 0.0;
    bool feasible = true;
    bool baseline = false;
    bool pareto = false; // on the Pareto frontier
    int rank = 0;        // rank by the ranking method under the profile, 0 when not ranked
};

// A constraint drawn as a line: the SLA (vertical, on x) or the budget ceiling (horizontal, on y).
struct ReferenceLine
{
    bool vertical = true;
    double value = 0.0;
    QString label; // "End-to-end SLA 50 ms"
};

// Points of equal weighted contribution of the two plotted criteria, w_x·r_x(x) + w_y·r_y(y) = level.
struct IsoLine
{
    double level = 0.0; // in score units (× 100 = points)
    std::vector<QPointF> points;
};

// From this many points on, a point whose name finds no room beside it is tagged with its rank ("#7"), and the
// chart's caption (the deck slide's sources) says so.
inline constexpr std::size_t kTradeoffRankTagsFrom = 5;

struct TradeoffData
{
    TradeoffAxis x, y;
    std::vector<TradeoffPoint> points;  // alternatives with both values, in project order
    std::vector<QPointF> frontier;      // the Pareto frontier's points, ordered along x
    std::vector<ReferenceLine> lines;
    std::vector<IsoLine> isoLines;
    Messages messages;                  // why something is not shown
    bool valid() const { return x.criterion >= 0 || x.attribute >= 0; }
};

// The axes are xId / yId when given, else the project's chart settings, else the first two criteria.
TradeoffData tradeoffData(const ChartInput &input, int profile = -1, const QString &xId = {},
                          const QString &yId = {});

// Indices into `points` of the non-dominated ones: no other point is at least as good on both axes and
// strictly better on one. Identical points do not dominate each other.
std::vector<int> paretoFront(const std::vector<QPointF> &points, Direction xDirection, Direction yDirection);

} // namespace verdict
