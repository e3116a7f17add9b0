#pragma once

#include "display/format.h"

namespace verdict {

// Numbers shown to a person are formatted by model/report/format.h (formatAmount, formatQuantity, ...).

// Relative comparison used by constraints and checks: |a − b| <= 1e-9 × max(|a|, |b|).
inline constexpr double kRelativeTolerance = 1e-9;
bool nearlyEqual(double a, double b);

} // namespace verdict
