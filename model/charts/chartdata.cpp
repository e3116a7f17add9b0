#include "chartdata.h"

#include <array>

namespace verdict {

namespace {

struct KindInfo
{
    ChartKind kind;
    const char *name;
    const char *title;
};

constexpr std::array<KindInfo, kChartKindCount> kKinds{{
    {ChartKind::Tradeoff, "tradeoff", "Trade-off map"},
    {ChartKind::Breakdown, "breakdown", "Score breakdown"},
    {ChartKind::Sweep, "sweep", "Weight sweep"},
    {ChartKind::Tornado, "tornado", "Tornado"},
    {ChartKind::Acceptability, "acceptability", "Rank acceptability"},
    {ChartKind::Profiles, "profiles", "Profile comparison"},
    {ChartKind::Methods, "methods", "Method agreement"},
    {ChartKind::Committee, "committee", "Committee disagreement"},
    {ChartKind::Scenarios, "scenarios", "Scenario comparison"},
}};

} // namespace

QString chartKindName(ChartKind kind)
{
    return QLatin1String(kKinds[std::size_t(kind)].name);
}

QString chartKindTitle(ChartKind kind)
{
    return QLatin1String(kKinds[std::size_t(kind)].title);
}

std::optional<ChartKind> parseChartKind(const QString &name)
{
    for (const KindInfo &k : kKinds)
        if (name == QLatin1String(k.name))
            return k.kind;
    return std::nullopt;
}

QStringList chartKindNames()
{
    QStringList names;
    for (const KindInfo &k : kKinds)
        names << QLatin1String(k.name);
    return names;
}

ChartData computeChartData(const ChartInput &input, const ChartRequest &request, const std::atomic<bool> *cancel)
{
    switch (request.kind) {
    case ChartKind::Tradeoff:
        return tradeoffData(input, request.profile, request.x, request.y);
    case ChartKind::Breakdown:
        return breakdownData(input, request.profile, request.byGroup);
    case ChartKind::Sweep:
        return sweepData(input, request.profile, request.criterion);
    case ChartKind::Tornado:
        return tornadoData(input, request.profile);
    case ChartKind::Acceptability:
        return acceptabilityData(input, request.profile, request.samples, request.seed, {}, cancel);
    case ChartKind::Profiles:
        return profilesData(input);
    case ChartKind::Methods:
        return methodsData(input, request.profile);
    case ChartKind::Committee:
        return disagreementData(input);
    case ChartKind::Scenarios: {
        if (input.scenarios)
            if (const std::shared_ptr<const ScenariosData> data = input.scenarios())
                return *data;
        ScenariosData none;
        none.messages.push_back(Message::plain(QStringLiteral(
            "The project has no what-if scenarios to compare (Analysis ▸ Scenarios, or \"scenarios\" in the file).")));
        return none;
    }
    }
    return TradeoffData{};
}

const Messages &chartMessages(const ChartData &data)
{
    return std::visit([](const auto &d) -> const Messages & { return d.messages; }, data);
}

bool chartHasContent(const ChartData &data)
{
    return std::visit(
        [](const auto &d) {
            using T = std::decay_t<decltype(d)>;
            if constexpr (std::is_same_v<T, TradeoffData>)
                return d.valid() && !d.points.empty();
            else if constexpr (std::is_same_v<T, BreakdownData>)
                return !d.bars.empty();
            else if constexpr (std::is_same_v<T, SweepData>)
                return !d.lines.empty();
            else if constexpr (std::is_same_v<T, TornadoData>)
                return !d.bars.empty();
            else if constexpr (std::is_same_v<T, AcceptabilityData>)
                return !d.rows.empty();
            else if constexpr (std::is_same_v<T, ProfilesData>)
                return !d.profiles.empty() && !d.alternatives.empty();
            else if constexpr (std::is_same_v<T, MethodsData>)
                return !d.methods.isEmpty() && !d.alternatives.empty();
            else if constexpr (std::is_same_v<T, ScenariosData>)
                return d.scenarios.size() > 1 && !d.alternatives.empty();
            else
                return !d.rows.empty() && !d.members.isEmpty();
        },
        data);
}

} // namespace verdict
