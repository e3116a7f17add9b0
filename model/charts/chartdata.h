#pragma once

#include "acceptability.h"
#include "breakdown.h"
#include "disagreement.h"
#include "methods.h"
#include "profiles.h"
#include "scenarios.h"
#include "sweep.h"
#include "tornado.h"
#include "tradeoff.h"

#include <atomic>
#include <optional>
#include <variant>

namespace verdict {

enum class ChartKind { Tradeoff, Breakdown, Sweep, Tornado, Acceptability, Profiles, Methods, Committee, Scenarios };
inline constexpr int kChartKindCount = 9;

QString chartKindName(ChartKind kind);   // "tradeoff", as the CLI spells it
QString chartKindTitle(ChartKind kind);  // "Trade-off map"
std::optional<ChartKind> parseChartKind(const QString &name);
QStringList chartKindNames();

// What to draw: the chart and its options (empty / unset = the project's defaults).
struct ChartRequest
{
    ChartKind kind = ChartKind::Tradeoff;
    int profile = -1;
    QString x, y;      // trade-off axes
    QString criterion; // weight sweep
    int samples = 0;   // acceptability
    bool byGroup = false; // breakdown: summed by the value tree's top-level groups
    std::optional<std::uint64_t> seed;
};

using ChartData = std::variant<TradeoffData, BreakdownData, SweepData, TornadoData, AcceptabilityData,
                               ProfilesData, MethodsData, DisagreementData, ScenariosData>;

// Computes one chart's data. Only the acceptability chart is slow (Monte Carlo); it honours `cancel`.
ChartData computeChartData(const ChartInput &input, const ChartRequest &request,
                           const std::atomic<bool> *cancel = nullptr);

// The messages of any chart's data.
const Messages &chartMessages(const ChartData &data);

// False when the data holds nothing to draw (its messages say why).
bool chartHasContent(const ChartData &data);

} // namespace verdict
