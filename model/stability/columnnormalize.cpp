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

std::optional<ColumnTransform> columnTransform(const ColumnSummary &s, Direction direction,
                                               std::optional<double> scaleMin, std::optional<double> scaleMax,
                                               Normalization normalization)
{
    constexpr double kInf = std::numeric_limits<double>::infinity();
    const bool cost = direction == Direction::Min;
    switch (normalization) {
    case Normalization::None:
        if (cost)
            return std::nullopt;
        return ColumnTransform{};
    case Normalization::MinMax: {
        const double lo = scaleMin.value_or(s.min);
        const double hi = scaleMax.value_or(s.max);
        if (!(hi > lo))
            return ColumnTransform{false, 1.0, 1.0, 0.0, kInf};
        return cost ? ColumnTransform{false, 1.0, 0.0, hi, lo - hi} : ColumnTransform{false, 1.0, 0.0, lo, hi - lo};
    }
    case Normalization::Max:
        if (!(s.min > 0.0))
            return std::nullopt;
        return cost ? ColumnTransform{true, s.min, 0.0, 0.0, 1.0} : ColumnTransform{false, 1.0, 0.0, 0.0, s.max};
    case Normalization::Sum:
        if (!(s.min > 0.0))
            return std::nullopt;
        return cost ? ColumnTransform{true, 1.0, 0.0, 0.0, s.reciprocals} : ColumnTransform{false, 1.0, 0.0, 0.0, s.sum};
    case Normalization::Vector: {
        const double norm = std::sqrt(s.squares);
        const double d = norm > 0.0 ? norm : kInf;
        return cost ? ColumnTransform{false, 1.0, 1.0, 0.0, -d} : ColumnTransform{false, 1.0, 0.0, 0.0, d};
    }
    }
    return std::nullopt;
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
