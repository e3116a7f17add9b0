#pragma once

namespace verdict {

// A round-number axis: min and max are multiples of step, step is 1, 2 or 5 × 10^k, and there are
// `ticks` tick marks including both ends.
struct NiceScale
{
    double min = 0.0;
    double max = 1.0;
    double step = 0.2;
    int ticks = 6;
};

// The smallest round-number axis holding [lo, hi] with at most maxTicks ticks. A degenerate range (lo == hi)
// is widened around the value; non-finite input gives [0, 1].
NiceScale niceScale(double lo, double hi, int maxTicks = 7);

} // namespace verdict
