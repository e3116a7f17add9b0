#include "weights.h"

#include <algorithm>
#include <numeric>

namespace verdict {

std::vector<double> rescaleWeights(const std::vector<double> &weights, int index, double fraction,
                                   const std::vector<bool> &locked)
{
    const std::size_t n = weights.size();
    if (index < 0 || std::size_t(index) >= n)
        return weights;
    const double sum = std::accumulate(weights.begin(), weights.end(), 0.0);
    const double total = sum > 0.0 ? sum : 100.0;
    auto isLocked = [&](std::size_t i) { return i != std::size_t(index) && i < locked.size() && locked[i]; };

    double lockedShare = 0.0, freeShare = 0.0;
    std::size_t freeCount = 0;
    for (std::size_t i = 0; i < n; ++i) {
        if (i == std::size_t(index))
            continue;
        const double f = sum > 0.0 ? weights[i] / sum : 0.0;
        if (isLocked(i)) {
            lockedShare += f;
        } else {
            freeShare += f;
            ++freeCount;
        }
    }
    if (freeCount == 0 && n > 1)
        return weights; // nothing can give or take weight
    const double target = std::clamp(fraction, 0.0, std::max(0.0, 1.0 - lockedShare));
    const double rest = std::max(0.0, 1.0 - lockedShare - target);

    std::vector<double> out(n);
    for (std::size_t i = 0; i < n; ++i) {
        const double f = sum > 0.0 ? weights[i] / sum : 0.0;
        double g;
        if (i == std::size_t(index))
            g = n == 1 ? 1.0 : target;
        else if (isLocked(i))
            g = f;
        else
            g = freeShare > 0.0 ? f * rest / freeShare : rest / double(freeCount);
        out[i] = g * total;
    }
    return out;
}

std::vector<double> rankOrderCentroid(int n)
{
    std::vector<double> w(std::size_t(std::max(0, n)), 0.0);
    for (int k = 0; k < n; ++k) {
        double s = 0.0;
        for (int i = k + 1; i <= n; ++i)
            s += 1.0 / i;
        w[std::size_t(k)] = s / n;
    }
    return w;
}

} // namespace verdict
