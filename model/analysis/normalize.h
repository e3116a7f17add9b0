#pragma once

#include "problem.h"

#include <optional>
#include <vector>

namespace verdict {

// How one column is normalised: r = (x − c) / d + b, or r = (a / x) / d when `reciprocal` (cost criteria
// under the max and sum normalisations). Every normalisation Verdict offers has this form, which lets the
// weighted sum and TOPSIS run in one pass over the raw matrix without materialising the normalised one. The
// operations are the ones of the formulas in docs/methods.md, in the same order, so hand calculations agree
// to the last bit: (x − lo) / (hi − lo) gives exactly 0 and 1 at the bounds. d = +∞ makes a constant column.
struct ColumnTransform
{
    bool reciprocal = false;
    double a = 1.0;
    double b = 0.0;
    double c = 0.0;
    double d = 1.0;
    double apply(double x) const { return reciprocal ? (a / x) / d : (x - c) / d + b; }
};

// The transform of every column for normalisation `n` (docs/methods.md gives the formulas):
//   minmax  benefit (x − lo) / (hi − lo), cost (hi − x) / (hi − lo), where lo and hi are the criterion's scale
//           bounds when set, else the column's minimum and maximum; a constant column (hi = lo) scores 1.
//   max     benefit x / max, cost min / x; needs positive values.
//   sum     benefit x / Σx, cost (1/x) / Σ(1/x); needs positive values.
//   vector  benefit x / √Σx², cost 1 − x / √Σx² (an all-zero column gives 0, or 1 for cost).
//   none    x unchanged; refused if any criterion is a cost criterion.
// Errors name the offending cell (or criterion) with a JSON pointer. Returns nullopt on error.
// `threads`: for the pass over the matrix (analysis/rowblocks.h; 0 = automatic); results do not depend on it.
std::optional<std::vector<ColumnTransform>> columnTransforms(const DecisionProblem &problem, Normalization n,
                                                             Messages &messages, int threads = 1);

// The min–max transform of a column whose bounds are `lo` and `hi` (its scale's where set, else its extremes): a
// benefit column (x − lo) / (hi − lo), a cost column (hi − x) / (hi − lo), a constant column (hi = lo) 1.
ColumnTransform minMaxTransform(double lo, double hi, bool cost);

// One column's transform as columnTransforms() makes it, to the bit, from that column alone (O(rows)): for the
// normalisations that read only a column's ends (minmax, max, none). nullopt under sum and vector (they read
// every value), and where columnTransforms() would refuse the problem (a value not finite, max's non-positive).
std::optional<ColumnTransform> columnTransform(const DecisionProblem &problem, Normalization n, int column);

// The normalised matrix (alternatives × criteria), same conventions as columnTransforms().
std::optional<Matrix> normalize(const DecisionProblem &problem, Normalization n, Messages &messages);
// The same, with the columns' transforms already made: transforms[c].apply(x) for every value x of column c.
Matrix normalizedMatrix(const DecisionProblem &problem, const std::vector<ColumnTransform> &transforms);

// Checks that a hand-built problem is consistent (sizes of values, directions, bounds, weights).
// makeProblem() always returns a consistent one.
bool checkProblem(const DecisionProblem &problem, Messages &messages);
// Checks that every value is finite; the first missing or infinite one is an error naming the cell.
bool checkValuesFinite(const DecisionProblem &problem, Messages &messages);

} // namespace verdict
