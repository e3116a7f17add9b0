#pragma once

#include <cmath>
#include <cstddef>
#include <cstring>

namespace verdict {

// Whether `n` values are the same, as a project compares them: a missing value (NaN) equals a missing value, any
// other value only itself to the bit (+0 and −0 differ). Matrix and SharedMatrix compare their rows through it.
inline bool sameValues(const double *a, const double *b, std::size_t n)
{
    for (std::size_t i = 0; i < n; ++i) {
        if (std::isnan(a[i]) && std::isnan(b[i]))
            continue;
        if (std::memcmp(a + i, b + i, sizeof(double)) != 0)
            return false;
    }
    return true;
}

} // namespace verdict
