#pragma once

#include "normalize.h"
#include "problem.h"
#include "ranking.h"

#include <optional>
#include <vector>

namespace verdict {

struct WsmResult
{
    std::vector<double> scores;        // per row of the problem: Σ_j w_j · r_ij
    std::vector<RankedEntry> ranking;  // best first
    Normalization normalization = Normalization::MinMax;
    std::vector<ColumnTransform> transforms; // per column: how its values were normalised
};

// Weighted sum: score_i = Σ_j w_j · r_ij with r the normalised matrix (normalize.h) and w summing to 1.
// Higher is better. Returns nullopt (with messages) when the normalisation refuses the problem. `threads`:
// 0 = automatic (every core for matrices of a million cells or more); the result does not depend on it.
std::optional<WsmResult> weightedSum(const DecisionProblem &problem, Normalization n, Messages &messages,
                                     int threads = 0);

// The scores only, for callers that rank many times (sensitivity, Monte Carlo): Σ_j w_j · t_j(x_ij) with
// the given transforms and weights. `scores` is resized to the number of rows. `threads` as weightedSum's.
void weightedSumScores(const Matrix &values, const std::vector<ColumnTransform> &transforms,
                       const std::vector<double> &weights, std::vector<double> &scores, int threads = 1);

// The scores of `rows` only, into `scores` (one per row of `values` already), with the arithmetic of the whole
// pass: each row's score to the bit what weightedSum() gives it. For an evaluation that follows an edit of a few
// rows and keeps every column's transform (evaluation/evaluation.h).
void weightedSumRows(const Matrix &values, const std::vector<ColumnTransform> &transforms,
                     const std::vector<double> &weights, const std::vector<int> &rows, std::vector<double> &scores);

} // namespace verdict
