#include "method.h"

namespace verdict {

bool isRankingMethod(const QString &method)
{
    return method == QLatin1String("wsm") || method == QLatin1String("wpm") || method == QLatin1String("topsis")
           || method == QLatin1String("promethee") || method == QLatin1String("vikor");
}

QString MethodSettings::key() const
{
    return isRankingMethod(method) ? method : QStringLiteral("wsm");
}

bool MethodSettings::higherIsBetter() const
{
    return method != QLatin1String("vikor");
}

const std::vector<RankedEntry> *runMethod(const DecisionProblem &problem, const MethodSettings &m, MethodResult &result,
                                          Messages &messages)
{
    auto keep = [&](auto r) -> const std::vector<RankedEntry> * {
        if (!r)
            return nullptr;
        using Result = typename decltype(r)::value_type;
        result = std::move(*r);
        return &std::get<Result>(result).ranking;
    };
    if (m.method == QLatin1String("wpm"))
        return keep(weightedProduct(problem, m.wpm, messages));
    if (m.method == QLatin1String("topsis"))
        return keep(topsis(problem, messages));
    if (m.method == QLatin1String("promethee"))
        return keep(promethee(problem, messages));
    if (m.method == QLatin1String("vikor"))
        return keep(vikor(problem, m.v, messages));
    return keep(weightedSum(problem, m.wsm, messages));
}

std::optional<std::vector<RankedEntry>> rankProblem(const DecisionProblem &problem, const MethodSettings &m)
{
    MethodResult result;
    Messages messages;
    const std::vector<RankedEntry> *ranked = runMethod(problem, m, result, messages);
    if (!ranked)
        return std::nullopt;
    return rankFeasibleFirst(*ranked, problem);
}

} // namespace verdict
