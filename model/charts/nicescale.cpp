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

namespace {

// Thousands as "K" from 10,000 and millions as "M" from 10,000,000: the divisor and its suffix.
std::pair<double, QString> thousandsUnit(double magnitude)
{
    if (magnitude >= 1e7)
        return {1e6, QStringLiteral("M")};
    if (magnitude >= 1e4)
        return {1e3, QStringLiteral("K")};
    return {1.0, QString()};
}

} // namespace

QString formatTick(double value, double step, double magnitude)
{
    if (std::abs(value) < step * 1e-9)
        value = 0.0;
    const auto [divisor, suffix] = thousandsUnit(magnitude);
    const double scaledStep = step / divisor;
    int decimals = 0;
    if (scaledStep < 1.0)
        decimals = std::clamp(int(std::ceil(-std::log10(scaledStep) - 1e-9)), 0, 6);
    // 2.5-steps need one more decimal than their power of ten.
    const double rest = scaledStep * std::pow(10.0, decimals);
    if (std::abs(rest - std::round(rest)) > 1e-6)
        ++decimals;
    return QString::number(value / divisor, 'f', decimals) + suffix;
}

QString formatCompact(double value, int significant)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    const double magnitude = std::abs(value);
    const auto [divisor, suffix] = thousandsUnit(magnitude);
    const double scaled = value / divisor;
    const double scaledMagnitude = std::abs(scaled);
    // Digits before the point; the rest of the significant digits go after it.
    const int intDigits = scaledMagnitude < 1.0 ? 1 : int(std::floor(std::log10(scaledMagnitude))) + 1;
    const int decimals = std::clamp(significant - intDigits, 0, 6);
    QString text = QString::number(scaled, 'f', decimals);
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    if (text == QLatin1String("-0"))
        text = QStringLiteral("0");
    return text + suffix;
}

} // namespace verdict
