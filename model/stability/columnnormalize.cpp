#include "columnnormalize.h"

#include <algorithm>
#include <cmath>

namespace verdict {

ColumnSummary withValue(ColumnSummary s, double v)
{
    s.min = std::min(s.min, v);
    s.max = std::max(s.max, v);
    s.sum += v;
    s.reciprocals += 1.0 / v;
    s.squares += v * v;
    s.finite = s.finite && v * 0.0 == 0.0;
    return s;
}

std::optional<ColumnTransform> columnTransform(const double *x, int n, Direction direction,
                                               std::optional<double> scaleMin, std::optional<double> scaleMax,
                                               Normalization normalization, bool valued)
{
    if (valued)
        return ColumnTransform{};
    const auto value = [x](int i) { return x[i]; };
    return columnTransform(summarizeColumnOf(n, value, direction, normalization), direction, scaleMin, scaleMax,
                           normalization);
}

} // namespace verdict
