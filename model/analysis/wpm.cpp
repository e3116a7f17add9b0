#include "wpm.h"

#include "methodcheck.h"

#include <cmath>

namespace verdict {

double weightedProductTerm(const ColumnTransform &transform, double weight, double x)
{
    return weight > 0.0 ? weight * std::log(transform.apply(x)) : 0.0; // log 0 = −∞ → score 0
}

std::optional<WpmResult> weightedProduct(const DecisionProblem &p, Normalization n, Messages &messages)
{
    if (!checkProblem(p, messages) || !checkValuesFinite(p, messages) || !checkPositiveValues(p, messages))
        return std::nullopt;
    const auto transforms = columnTransforms(p, n, messages);
    if (!transforms)
        return std::nullopt;

    WpmResult result;
    result.normalization = n;
    result.scores.assign(std::size_t(p.alternatives), 0.0);
    for (int r = 0; r < p.alternatives; ++r) {
        const double *x = p.values.row(r);
        double logSum = 0.0;
        for (int c = 0; c < p.criteria; ++c)
            logSum += weightedProductTerm((*transforms)[std::size_t(c)], p.weights[std::size_t(c)], x[c]);
        result.scores[std::size_t(r)] = std::exp(logSum);
    }
    result.ranking = rankScores(result.scores);
    return result;
}

} // namespace verdict
