#pragma once

#include "analysis/normalize.h"

#include <optional>

namespace verdict {

// ColumnSummary, summarizeColumnOf() and the transform a summary gives are in analysis/normalize.h, where
// columnTransforms() uses them.

// `summary` with one more value `v`: what a column whose other values `summary` summarises reads when one cell
// is set to v. The extremes are exact; the sums add v last, so under sum and vector normalisation the result may
// differ from summarizeColumnOf()'s in the last bits.
ColumnSummary withValue(ColumnSummary summary, double v);

// The transform of one column whose values change on every Monte Carlo draw or root-finding step: the same
// arithmetic, in the same order, as columnTransforms() in analysis/normalize.h (tests check they agree bit
// for bit), without building a DecisionProblem. `x` holds the column's n values. Returns nullopt when the
// normalisation refuses the column. A `valued` column (its values are a value function's, 0–1) is left as it
// is: the identity.
std::optional<ColumnTransform> columnTransform(const double *x, int n, Direction direction,
                                               std::optional<double> scaleMin, std::optional<double> scaleMax,
                                               Normalization normalization, bool valued = false);

} // namespace verdict
