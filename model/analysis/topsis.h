#pragma once

#include "problem.h"
#include "ranking.h"

#include <optional>
#include <vector>

namespace verdict {

struct TopsisResult
{
    std::vector<double> closeness;     // per row: d− / (d+ + d−), the score
    std::vector<double> dPlus;         // Euclidean distance to the ideal
    std::vector<double> dMinus;        // Euclidean distance to the anti-ideal
    std::vector<double> ideal;         // per column, weighted normalised
    std::vector<double> antiIdeal;
    std::vector<RankedEntry> ranking;  // best (highest closeness) first
};

// TOPSIS (Hwang & Yoon 1981): r_ij = x_ij / √Σ_k x_kj², v_ij = w_j · r_ij; the ideal takes each column's
// maximum for benefit criteria and minimum for cost criteria, the anti-ideal the opposite; d± are Euclidean
// distances; closeness = d− / (d+ + d−). An all-zero column normalises to 0; an alternative with d+ = d− = 0
// (every weighted column constant) gets closeness 0.5.
// `threads`: 0 = automatic (every core for matrices of a million cells or more); the result does not depend
// on it (analysis/rowblocks.h).
std::optional<TopsisResult> topsis(const DecisionProblem &problem, Messages &messages, int threads = 0);

} // namespace verdict
