#include "columnnormalize.h"

#include "smaakernels.h"

#include <algorithm>
#include <cmath>

namespace verdict {

ColumnSummary summarizeColumn(const double *x, int n, Direction direction, Normalization normalization)
{
    ColumnSummary s;
    switch (normalization) {
    case Normalization::None:
        break;
    case Normalization::MinMax:
    case Normalization::Max:
        if (n > 0)
            smaa::minMax(x, n, s.min, s.max);
        break;
    case Normalization::Sum:
        for (int i = 0; i < n; ++i) {
            s.min = std::min(s.min, x[i]);
            s.sum += x[i];
        }
        if (direction == Direction::Min && s.min > 0.0)
            for (int i = 0; i < n; ++i)
                s.reciprocals += 1.0 / x[i];
        break;
    case Normalization::Vector:
        for (int i = 0; i < n; ++i)
            s.squares += x[i] * x[i];
        break;
    }
    return s;
}

ColumnSummary withValue(ColumnSummary s, double v)
{
    s.min = std::min(s.min, v);
    s.max = std::max(s.max, v);
    s.sum += v;
    s.reciprocals += 1.0 / v;
    s.squares += v * v;
    return s;
}

std::optional<ColumnTransform> columnTransform(const double *x, int n, Direction direction,
                                               std::optional<double> scaleMin, std::optional<double> scaleMax,
                                               Normalization normalization, bool valued)
{
    if (valued)
        return ColumnTransform{};
    return columnTransform(summarizeColumn(x, n, direction, normalization), direction, scaleMin, scaleMax, normalization);
}

} // namespace verdict
