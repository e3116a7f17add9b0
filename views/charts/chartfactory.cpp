#include "chartfactory.h"
#include "pointslayer.h"

#include "chartcommon.h"
#include "labellayer.h"

#include <QChart>

namespace verdict {

QChart *createChart(const ChartData &data, const ChartStyle &style)
{
    QChart *chart = std::visit(
        [&style](const auto &d) -> QChart * {
            using T = std::decay_t<decltype(d)>;
            if constexpr (std::is_same_v<T, TradeoffData>)
                return createTradeoffChart(d, style);
            else if constexpr (std::is_same_v<T, BreakdownData>)
                return createBreakdownChart(d, style);
            else if constexpr (std::is_same_v<T, SweepData>)
                return createSweepChart(d, style);
            else if constexpr (std::is_same_v<T, TornadoData>)
                return createTornadoChart(d, style);
            else if constexpr (std::is_same_v<T, AcceptabilityData>)
                return createAcceptabilityChart(d, style);
            else if constexpr (std::is_same_v<T, ProfilesData>)
                return createProfilesChart(d, style);
            else if constexpr (std::is_same_v<T, MethodsData>)
                return createMethodsChart(d, style);
            else if constexpr (std::is_same_v<T, ScenariosData>)
                return createScenariosChart(d, style);
            else
                return createCommitteeChart(d, style);
        },
        data);
    placeLegend(chart, style); // one bottom row, a column on the right, or none where it would be cut
    return chart;
}

QChart *createEmptyChart(const QString &title, const QString &why, const ChartStyle &style)
{
    // Titled even in a dock: the why is the chart.
    ChartStyle titled = style;
    titled.docked = false;
    QChart *chart = newChart(titled, title, why.isEmpty() ? QStringLiteral("Nothing to show") : why);
    chart->legend()->hide();
    return chart;
}

namespace {

// The chart's child item of type Layer, if any.
template<typename Layer>
Layer *layerOf(QChart *chart)
{
    for (QGraphicsItem *item : chart->childItems())
        if (auto *layer = dynamic_cast<Layer *>(item))
            return layer;
    return nullptr;
}

} // namespace

PointsLayer *pointsLayer(QChart *chart)
{
    return layerOf<PointsLayer>(chart);
}

LabelLayer *labelLayer(QChart *chart)
{
    return layerOf<LabelLayer>(chart);
}

} // namespace verdict
