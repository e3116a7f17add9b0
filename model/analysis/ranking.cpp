#include "ranking.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace verdict {

bool scoresTie(double a, double b)
{
    if (a == b)
        return true;
    if (std::isnan(a) || std::isnan(b))
        return std::isnan(a) && std::isnan(b);
    return std::abs(a - b) <= kTieTolerance * std::max(std::abs(a), std::abs(b));
}

std::vector<RankedEntry> rankScores(const std::vector<double> &scores, bool higherIsBetter)
{
    const std::size_t n = scores.size();
    std::vector<int> order(n);
    std::iota(order.begin(), order.end(), 0);
    // Best first; NaN last; equal scores keep row order (stable sort).
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        const double x = scores[std::size_t(a)], y = scores[std::size_t(b)];
        if (std::isnan(x) || std::isnan(y))
            return !std::isnan(x) && std::isnan(y);
        return higherIsBetter ? x > y : x < y;
    });

    std::vector<RankedEntry> ranking;
    ranking.reserve(n);
    std::size_t start = 0;
    while (start < n) {
        // A tie group: every following score within the tolerance of the group's first (best) score.
        std::size_t end = start + 1;
        const double lead = scores[std::size_t(order[start])];
        while (end < n && scoresTie(lead, scores[std::size_t(order[end])]))
            ++end;
        std::sort(order.begin() + std::ptrdiff_t(start), order.begin() + std::ptrdiff_t(end));
        for (std::size_t k = start; k < end; ++k)
            ranking.push_back({order[k], scores[std::size_t(order[k])], int(start) + 1});
        start = end;
    }
    return ranking;
}

std::vector<int> ranksByRow(const std::vector<RankedEntry> &ranking)
{
    std::vector<int> ranks(ranking.size(), 0);
    for (const RankedEntry &e : ranking)
        if (e.row >= 0 && std::size_t(e.row) < ranks.size())
            ranks[std::size_t(e.row)] = e.rank;
    return ranks;
}

} // namespace verdict
