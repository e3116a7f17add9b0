#pragma once

#include "normalize.h"
#include "problem.h"
#include "ranking.h"

#include <optional>
#include <vector>

namespace verdict {

struct WpmResult
{
    std::vector<double> scores;        // per row: Π_j r_ij^w_j
    std::vector<RankedEntry> ranking;  // best (highest) first
    Normalization normalization = Normalization::Max;
};

// Weighted product: score_i = Π_j r_ij^w_j with r the normalised matrix (default `max`: x / max, min / x for
// cost criteria) and w summing to 1, computed as exp(Σ_j w_j ln r_ij); a criterion with weight 0 is left out
// (so 0^0 never arises). Raw values must be positive whatever the normalisation: the first non-positive cell
// is an error naming it.
std::optional<WpmResult> weightedProduct(const DecisionProblem &problem, Normalization n, Messages &messages);

// One criterion's term of the weighted product's log-score, w · ln r(x) with r the column's normalisation: the
// terms of a row sum to ln score. 0 for a weight of 0 (the criterion is left out); −∞ for r = 0.
double weightedProductTerm(const ColumnTransform &transform, double weight, double x);

} // namespace verdict
