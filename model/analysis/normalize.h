#pragma once

#include "problem.h"

#include <limits>
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

// Whether two transforms are the same to the bit (+0 and −0 differ): a column whose transform is the same scores
// every value as before.
bool sameTransform(const ColumnTransform &x, const ColumnTransform &y);

// What a normalisation reads of a column: its extremes, its sum, the sum of its reciprocals and of its squares.
struct ColumnSummary
{
    double min = std::numeric_limits<double>::infinity();
    double max = -std::numeric_limits<double>::infinity();
    double sum = 0.0;
    double reciprocals = 0.0; // Σ 1/x, for a cost column under sum normalisation
    double squares = 0.0;     // Σ x², under vector normalisation
    bool finite = true;       // whether every value is finite
};

// The transform of a column with `summary`: columnTransforms() makes every column's through it. nullopt when the
// normalisation refuses the column (a non-positive value under max or sum normalisation; a cost criterion under
// "none").
std::optional<ColumnTransform> columnTransform(const ColumnSummary &summary, Direction direction,
                                               std::optional<double> scaleMin, std::optional<double> scaleMax,
                                               Normalization normalization);

// What a normalisation reads of one column, from that column alone: its `count` values, read as value(0) …
// value(count − 1) in row order (O(count), nothing copied). The extremes are the first of equal values in row order,
// as columnTransforms() finds them (so −0 and +0 keep their bits); the sums are added in row order (under sum and
// vector normalisation columnTransforms() adds them in blocks of rows, so a column of more than one block may differ
// in the last bits); Σ 1/x only for a cost column whose values are all positive; `finite` whether every value is.
template<class Value>
ColumnSummary summarizeColumnOf(int count, const Value &value, Direction direction, Normalization n)
{
    ColumnSummary s;
    const bool sum = n == Normalization::Sum, squares = n == Normalization::Vector;
    double probe = 0.0; // Σ x·0: 0 for finite values, NaN otherwise
    for (int i = 0; i < count; ++i) {
        const double x = value(i);
        s.min = x < s.min ? x : s.min;
        s.max = s.max < x ? x : s.max;
        probe += x * 0.0;
        if (sum)
            s.sum += x;
        if (squares)
            s.squares += x * x;
    }
    s.finite = probe == 0.0;
    if (sum && direction == Direction::Min && s.min > 0.0)
        for (int i = 0; i < count; ++i)
            s.reciprocals += 1.0 / value(i);
    return s;
}

// One column's transform as columnTransforms() makes it, to the bit, from that column alone (summarizeColumnOf()).
// For the normalisations that read only a column's ends (minmax, max, none); nullopt under sum and vector (their sums
// are added in another order), and where columnTransforms() would refuse the column (a value not finite, max's
// non-positive, a cost criterion under "none"). Not for a valued column (a value function's 0–1), which every
// normalisation leaves as it is.
template<class Value>
std::optional<ColumnTransform> columnTransformOf(int count, const Value &value, Direction direction,
                                                 std::optional<double> scaleMin, std::optional<double> scaleMax,
                                                 Normalization n)
{
    if (n == Normalization::Sum || n == Normalization::Vector)
        return std::nullopt;
    const ColumnSummary s = summarizeColumnOf(count, value, direction, n);
    if (!s.finite)
        return std::nullopt;
    return columnTransform(s, direction, scaleMin, scaleMax, n);
}

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
