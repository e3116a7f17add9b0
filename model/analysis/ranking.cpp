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

namespace {

// The order rankScores sorts by, before ties are grouped: best first, NaN last, equal scores in row order. A strict
// total order, so what std::stable_sort makes of the rows in row order is the one sequence sorted by it.
struct ScoreOrder
{
    const std::vector<double> &scores;
    bool higherIsBetter;
    bool operator()(int a, int b) const
    {
        const double x = scores[std::size_t(a)], y = scores[std::size_t(b)];
        if (std::isnan(x) || std::isnan(y)) {
            if (std::isnan(x) != std::isnan(y))
                return !std::isnan(x);
            return a < b;
        }
        if (higherIsBetter ? x > y : x < y)
            return true;
        if (higherIsBetter ? y > x : y < x)
            return false;
        return a < b;
    }
};

// The ranking of rows in `order` (sorted by ScoreOrder): tie groups, each listed in row order under its best's rank.
std::vector<RankedEntry> groupTies(std::vector<int> &order, const std::vector<double> &scores)
{
    const std::size_t n = order.size();
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

} // namespace

std::vector<RankedEntry> rankScores(const std::vector<double> &scores, bool higherIsBetter)
{
    std::vector<int> order(scores.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), ScoreOrder{scores, higherIsBetter}); // a total order: as a stable sort
    return groupTies(order, scores);
}

std::vector<RankedEntry> rankScoresAfter(const std::vector<double> &scores, const std::vector<RankedEntry> &last,
                                         const std::vector<int> &rows, bool higherIsBetter)
{
    const std::size_t n = scores.size();
    std::vector<char> moved(n, 0);
    bool valid = last.size() == n;
    for (int r : rows) {
        valid = valid && r >= 0 && std::size_t(r) < n;
        if (valid)
            moved[std::size_t(r)] = 1;
    }
    if (!valid)
        return rankScores(scores, higherIsBetter);
    const ScoreOrder before{scores, higherIsBetter};
    // The rows that did not move, in the order they were sorted by: the last ranking's, each tie group (listed in row
    // order) sorted back by score. Their scores are the ones they were ranked by.
    std::vector<int> kept;
    kept.reserve(n);
    for (std::size_t start = 0; start < n;) {
        std::size_t end = start + 1;
        while (end < n && last[end].rank == last[start].rank)
            ++end;
        const auto from = kept.size();
        for (std::size_t k = start; k < end; ++k) {
            const int r = last[k].row;
            if (r < 0 || std::size_t(r) >= n)
                return rankScores(scores, higherIsBetter);
            if (!moved[std::size_t(r)])
                kept.push_back(r);
        }
        if (kept.size() - from > 1)
            std::sort(kept.begin() + std::ptrdiff_t(from), kept.end(), before);
        start = end;
    }
    std::vector<int> edited;
    for (std::size_t r = 0; r < n; ++r)
        if (moved[r])
            edited.push_back(int(r));
    if (kept.size() + edited.size() != n) // `last` was not a ranking of these rows
        return rankScores(scores, higherIsBetter);
    std::sort(edited.begin(), edited.end(), before);
    std::vector<int> order(n);
    std::merge(kept.begin(), kept.end(), edited.begin(), edited.end(), order.begin(), before);
    return groupTies(order, scores);
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
