#pragma once

#include "analysis/normalize.h"

#include <optional>

namespace verdict {

// The transform of one column whose values change on every Monte Carlo draw or root-finding step: the same
// arithmetic, in the same order, as columnTransforms() in analysis/normalize.h (tests check they agree bit
// for bit), without building a DecisionProblem. `x` holds the column's n values. Returns nullopt when the
// normalisation refuses the column (a non-positive value under max or sum normalisation; a cost criterion
// under "none"). A `valued` column (its values are a value function's, 0–1) is left as it is: the identity.
std::optional<ColumnTransform> columnTransform(const double *x, int n, Direction direction,
                                               std::optional<double> scaleMin, std::optional<double> scaleMax,
                                               Normalization normalization, bool valued = false);

} // namespace verdict
