#include "nicescale.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace verdict {

namespace {

double niceStep(double rough)
{
    const double exponent = std::floor(std::log10(rough));
    const double base = std::pow(10.0, exponent);
    const double fraction = rough / base;
    double nice = 10.0;
    if (fraction <= 1.0)
        nice = 1.0;
    else if (fraction <= 2.0)
        nice = 2.0;
    else if (fraction <= 2.5)
        nice = 2.5;
    else if (fraction <= 5.0)
        nice = 5.0;
    return nice * base;
}

} // namespace

NiceScale niceScale(double lo, double hi, int maxTicks)
{
    if (!std::isfinite(lo) || !std::isfinite(hi))
        return {};
    if (lo > hi)
        std::swap(lo, hi);
    if (hi == lo) {
        const double pad = lo == 0.0 ? 1.0 : std::abs(lo) * 0.1;
        lo -= pad;
        hi += pad;
    }
    maxTicks = std::max(maxTicks, 3);
    // Try steps from fine to coarse until the ticks fit.
    double step = niceStep((hi - lo) / double(maxTicks - 1));
    for (int attempt = 0; attempt < 4; ++attempt) {
        const double min = std::floor(lo / step + 1e-9) * step;
        const double max = std::ceil(hi / step - 1e-9) * step;
        const int ticks = int(std::lround((max - min) / step)) + 1;
        if (ticks <= maxTicks || attempt == 3) {
            NiceScale s;
            // Avoid "-0" and 0.30000000000000004 by rounding to the step's precision.
            s.min = min == 0.0 ? 0.0 : std::round(min / step) * step;
            s.max = std::round(max / step) * step;
            s.step = step;
            s.ticks = ticks;
            return s;
        }
        step = niceStep(step * 1.5);
    }
    return {};
}

} // namespace verdict
