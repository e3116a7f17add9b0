#pragma once

#include "analysis/ranking.h"

#include <bit>
#include <cstdint>
#include <vector>

namespace verdict::test {

// Whether two rankings are the same entries in the same order: rows, ranks, and scores to the bit.
inline bool sameRanking(const std::vector<RankedEntry> &a, const std::vector<RankedEntry> &b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t k = 0; k < a.size(); ++k)
        if (a[k].row != b[k].row || a[k].rank != b[k].rank
            || std::bit_cast<std::uint64_t>(a[k].score) != std::bit_cast<std::uint64_t>(b[k].score))
            return false;
    return true;
}

} // namespace verdict::test
