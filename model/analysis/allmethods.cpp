#include "allmethods.h"

namespace verdict {

AllMethodsResult runAllMethods(const DecisionProblem &problem, Normalization wsmNormalization,
                               Normalization wpmNormalization, double v)
{
    AllMethodsResult all;
    all.wsm = weightedSum(problem, wsmNormalization, all.wsmMessages);
    all.wpm = weightedProduct(problem, wpmNormalization, all.wpmMessages);
    all.topsis = topsis(problem, all.topsisMessages);
    all.promethee = promethee(problem, all.prometheeMessages);
    all.vikor = vikor(problem, v, all.vikorMessages);

    QStringList names;
    std::vector<std::vector<RankedEntry>> rankings;
    // Infeasible alternatives rank after all feasible ones in every method, so agreement and first counts
    // compare the rankings the user sees.
    auto add = [&](const QString &name, auto &result) {
        if (result) {
            result->ranking = rankFeasibleFirst(std::move(result->ranking), problem);
            names << name;
            rankings.push_back(result->ranking);
        }
    };
    add(QStringLiteral("wsm"), all.wsm);
    add(QStringLiteral("wpm"), all.wpm);
    add(QStringLiteral("topsis"), all.topsis);
    add(QStringLiteral("promethee"), all.promethee);
    add(QStringLiteral("vikor"), all.vikor);
    all.agreement = methodAgreement(names, rankings, problem.alternatives);
    return all;
}

} // namespace verdict
