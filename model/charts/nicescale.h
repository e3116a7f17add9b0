#pragma once

#include <QString>

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

// A tick label: as many decimals as the step needs, thousands as "K" and millions as "M" when the axis reaches
// 10,000 (e.g. "140K", "1.5M"); `magnitude` is the largest absolute value on the axis.
QString formatTick(double value, double step, double magnitude);

// A value label without exponent notation: up to `significant` significant digits, thousands as "K" and millions
// as "M" from 10,000 on ("112K", "166.3K", "1.25M", "39.2", "-0.05"). Non-finite values give "—".
QString formatCompact(double value, int significant = 4);

} // namespace verdict
