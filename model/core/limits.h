#pragma once

#include <cstdint>

// Documented maxima (docs/reliability.md). Every reader enforces them with a clear message.
namespace verdict::limits {

inline constexpr std::int64_t kMaxFileBytes = 64 * 1024 * 1024; // checked before reading
inline constexpr int kMaxAlternatives = 100000;
inline constexpr int kMaxCriteria = 1000;
inline constexpr int kMaxProfiles = 1000;
inline constexpr int kMaxAttributes = 1000;
inline constexpr int kMaxParameters = 1000;
inline constexpr int kMaxScenarios = 1000;     // what-if scenarios in a project
inline constexpr int kMaxDecisions = 1000;     // records in a project's decision log
inline constexpr int kMaxTriggers = 1000;      // reopen triggers of one decision
inline constexpr int kMaxOverrides = 10000;    // overrides in one scenario
inline constexpr int kMaxStringLength = 10000;   // characters in any text field
inline constexpr int kMaxFormulaLength = 1000;   // characters; longer formulas never reach muparser
inline constexpr int kMaxAhpSize = 15;
inline constexpr int kMaxGroups = 1000;
inline constexpr int kMaxGroupDepth = 6; // levels of groups above a criterion
inline constexpr int kMaxValueFunctionPoints = 1000; // points or levels of one value function
inline constexpr int kMaxJsonDepth = 64;
inline constexpr std::int64_t kMaxCells = 20'000'000; // alternatives × criteria

} // namespace verdict::limits

namespace verdict {
// Numbers in a project are finite and at most this large in magnitude, so squares and sums of a whole
// column stay finite in every analysis method.
inline constexpr double kMaxMagnitude = 1e100;
} // namespace verdict
