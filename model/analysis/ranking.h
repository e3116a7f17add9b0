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

// The same ranking of `scores` when only `rows` have moved since `last` was made (rankScores of the scores before,
// in the same direction): the rows that did not move keep their order, and the moved ones are merged in, in
// O(n + k log n) instead of a sort. The same entries as rankScores(scores), to the bit; that is what it returns when
// `last` does not fit.
std::vector<RankedEntry> rankScoresAfter(const std::vector<double> &scores, const std::vector<RankedEntry> &last,
                                         const std::vector<int> &rows, bool higherIsBetter = true);

// The rank of every row (indexed by row) from a ranking.
std::vector<int> ranksByRow(const std::vector<RankedEntry> &ranking);

} // namespace verdict
