#include "wpm.h"

#include <cmath>

namespace verdict {

std::optional<WpmResult> weightedProduct(const DecisionProblem &p, Normalization n, Messages &messages)
{
    if (!checkProblem(p, messages) || !checkValuesFinite(p, messages))
        return std::nullopt;
    for (int r = 0; r < p.alternatives; ++r) {
        const double *x = p.values.row(r);
        for (int c = 0; c < p.criteria; ++c)
            if (!(x[c] > 0.0) && !p.valued(c)) { // a value function's worth of 0 is a score of 0, not an error
                messages.push_back(Message::at(
                    p.cellPointer(r, c), QStringLiteral("%1 has the value %2 for %3; the weighted product needs "
                                                        "positive values")
                                             .arg(p.rowName(r), QString::number(x[c], 'g', 17), p.columnLabel(c))));
                return std::nullopt;
            }
    }
    const auto transforms = columnTransforms(p, n, messages);
    if (!transforms)
        return std::nullopt;

    WpmResult result;
    result.normalization = n;
    result.scores.assign(std::size_t(p.alternatives), 0.0);
    for (int r = 0; r < p.alternatives; ++r) {
        const double *x = p.values.row(r);
        double logSum = 0.0;
        for (int c = 0; c < p.criteria; ++c) {
            const double w = p.weights[std::size_t(c)];
            if (w > 0.0)
                logSum += w * std::log((*transforms)[std::size_t(c)].apply(x[c])); // log 0 = −∞ → score 0
        }
        result.scores[std::size_t(r)] = std::exp(logSum);
    }
    result.ranking = rankScores(result.scores);
    return result;
}

} // namespace verdict
