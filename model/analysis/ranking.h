#pragma once

#include <vector>

namespace verdict {

struct RankedEntry
{
    int row = 0;        // row of the problem
    double score = 0.0;
    int rank = 0;       // 1 = best
};

// Scores closer than this (relative to the larger magnitude) are ties.
inline constexpr double kTieTolerance = 1e-12;

// True when a and b are equal within kTieTolerance relative to max(|a|, |b|).
bool scoresTie(double a, double b);

// Ranks scores, best first. Rank 1 is best; scores within 1e-12 (relative) share a rank ("competition"
// ranking: 1, 2, 2, 4), and tied entries are listed in row order. A NaN score ranks last.
std::vector<RankedEntry> rankScores(const std::vector<double> &scores, bool higherIsBetter = true);

// The rank of every row (indexed by row) from a ranking.
std::vector<int> ranksByRow(const std::vector<RankedEntry> &ranking);

} // namespace verdict
