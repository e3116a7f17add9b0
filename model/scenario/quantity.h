#pragma once

#include <QString>

namespace verdict {

// Numbers as Verdict prints them in messages and tables: thousands grouped ("210,000"), about five
// significant digits, trailing zeros dropped ("0.78"), "n/a" for NaN.
QString formatAmount(double value);

// A number with its unit label. Units are labels, not algebra; a unit starting with "$" is written in front
// ("$140,000", "$0.9/GPU-h"), any other after a space ("53 ms"). An empty unit gives the bare number.
QString formatQuantity(double value, const QString &unit);

// Relative comparison used by constraints and checks: |a − b| <= 1e-9 × max(|a|, |b|).
inline constexpr double kRelativeTolerance = 1e-9;
bool nearlyEqual(double a, double b);

} // namespace verdict
