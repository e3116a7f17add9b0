#pragma once

#include "chartstyle.h"

#include "charts/chartdata.h"

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace verdict {

class LabelLayer;

// Turns chart data (model/charts) into a QChart. The caller owns the chart. These functions, with the rest of
// views/charts, are the only code that touches Qt Charts.
QChart *createChart(const ChartData &data, const ChartStyle &style);

QChart *createTradeoffChart(const TradeoffData &data, const ChartStyle &style);
QChart *createBreakdownChart(const BreakdownData &data, const ChartStyle &style);
QChart *createSweepChart(const SweepData &data, const ChartStyle &style);
QChart *createTornadoChart(const TornadoData &data, const ChartStyle &style);
QChart *createAcceptabilityChart(const AcceptabilityData &data, const ChartStyle &style);
QChart *createProfilesChart(const ProfilesData &data, const ChartStyle &style);
QChart *createScenariosChart(const ScenariosData &data, const ChartStyle &style);
QChart *createMethodsChart(const MethodsData &data, const ChartStyle &style);
QChart *createCommitteeChart(const DisagreementData &data, const ChartStyle &style);

// A chart that says why there is nothing to draw (the data's first message).
QChart *createEmptyChart(const QString &title, const QString &why, const ChartStyle &style);

// The label layer of a chart built here (nullptr for others).
LabelLayer *labelLayer(QChart *chart);

// Trade-off maps with more alternatives than this draw grouped series and label only the best ranked ones,
// the Pareto frontier and the baseline (plus the hovered point).
inline constexpr int kTradeoffSeriesLimit = 40;
inline constexpr int kTradeoffLabelLimit = 12;
// Beyond this many points the trade-off map draws them with one item (PointsLayer), not a graphics item each. On
// paper (ChartStyle::onPaper) from kTradeoffSeriesLimit on: there is no hovering, and a thousand marker items took
// the cheat sheet's map 16 ms of the GUI thread to make and as long to draw.
inline constexpr int kTradeoffDrawnLimit = 2000;
class PointsLayer;
// The points layer of a chart built here (nullptr for others, and for maps that draw a series per point).
PointsLayer *pointsLayer(QChart *chart);

} // namespace verdict
