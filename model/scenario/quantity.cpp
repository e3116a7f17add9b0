#include "quantity.h"

#include <cmath>

namespace verdict {

bool nearlyEqual(double a, double b)
{
    return std::abs(a - b) <= kRelativeTolerance * std::max(std::abs(a), std::abs(b));
}

} // namespace verdict
