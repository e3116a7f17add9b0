#include "columnnormalize.h"

#include "smaakernels.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace verdict {

std::optional<ColumnTransform> columnTransform(const double *x, int n, Direction direction,
                                               std::optional<double> scaleMin, std::optional<double> scaleMax,
                                               Normalization normalization, bool valued)
{
    if (valued)
        return ColumnTransform{};
    constexpr double kInf = std::numeric_limits<double>::infinity();
    const bool cost = direction == Direction::Min;
    switch (normalization) {
    case Normalization::None:
        if (cost)
            return std::nullopt;
        return ColumnTransform{};
    case Normalization::MinMax: {
        double mn = kInf, mx = -kInf;
        if (n > 0)
            smaa::minMax(x, n, mn, mx);
        const double lo = scaleMin.value_or(mn);
        const double hi = scaleMax.value_or(mx);
        if (!(hi > lo))
            return ColumnTransform{false, 1.0, 1.0, 0.0, kInf};
        return cost ? ColumnTransform{false, 1.0, 0.0, hi, lo - hi} : ColumnTransform{false, 1.0, 0.0, lo, hi - lo};
    }
    case Normalization::Max: {
        double mn = kInf, mx = -kInf;
        if (n > 0)
            smaa::minMax(x, n, mn, mx);
        if (!(mn > 0.0))
            return std::nullopt;
        return cost ? ColumnTransform{true, mn, 0.0, 0.0, 1.0} : ColumnTransform{false, 1.0, 0.0, 0.0, mx};
    }
    case Normalization::Sum: {
        double mn = kInf, sum = 0.0, reciprocal = 0.0;
        for (int i = 0; i < n; ++i) {
            mn = std::min(mn, x[i]);
            sum += x[i];
        }
        if (!(mn > 0.0))
            return std::nullopt;
        if (!cost)
            return ColumnTransform{false, 1.0, 0.0, 0.0, sum};
        for (int i = 0; i < n; ++i)
            reciprocal += 1.0 / x[i];
        return ColumnTransform{true, 1.0, 0.0, 0.0, reciprocal};
    }
    case Normalization::Vector: {
        double squares = 0.0;
        for (int i = 0; i < n; ++i)
            squares += x[i] * x[i];
        const double norm = std::sqrt(squares);
        const double d = norm > 0.0 ? norm : kInf;
        return cost ? ColumnTransform{false, 1.0, 1.0, 0.0, -d} : ColumnTransform{false, 1.0, 0.0, 0.0, d};
    }
    }
    return std::nullopt;
}

} // namespace verdict
