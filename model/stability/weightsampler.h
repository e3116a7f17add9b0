#pragma once

#include "hullsampler.h"
#include "random.h"

#include "core/projectdata.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace verdict::smaa {

// Weight vectors drawn uniformly from the simplex {w ≥ 0, Σw = 1}: m standard exponentials divided by their
// sum (a flat Dirichlet; uniform-then-normalise would be biased towards equal weights). Constraints:
//  - ordinal: criteria listed most important first; the drawn values at those positions are sorted into that
//    order, which keeps the distribution uniform on the constrained region (by symmetry);
//  - intervals: per criterion [low, high], by rejection.
// With a value tree (setTree) each node's local weights are drawn uniformly from its own simplex, and a
// criterion's weight is the product along its path (docs/stability.md): "every weighting the tree allows",
// each level drawn like a flat problem. Ordinal constraints are then met by rejection.
class WeightSampler
{
public:
    WeightSampler(int criteria, std::vector<int> ordinal, std::vector<std::optional<WeightInterval>> intervals);

    int criteria() const { return m_criteria; }
    // The tree: each group's parent (-1: the top level; parents before children) and each column's group.
    void setTree(std::vector<int> groupParent, std::vector<int> columnGroup);
    // Draws from the convex hull of a few weight vectors instead of the whole simplex (the committee's region;
    // the tree is then ignored: the hull's points are global weights). Ordinal constraints are met by rejection.
    void setHull(HullSampler hull);
    bool rejects() const { return m_rejects; }

    // Writes `count` accepted weight vectors (count × m, row-major) to `out`. Returns how many candidates it
    // drew, or −1 when it gave up after kMaxAttemptsPerSample candidates per requested vector.
    std::int64_t sample(random::Xoshiro256 &rng, double *out, int count, std::vector<double> &scratch) const;

    // Whether one weight vector meets the interval constraints.
    bool accepts(const double *w) const;

    // `count` draws before the interval constraints (ordinal ones applied).
    void draw(random::Xoshiro256 &rng, double *out, int count) const;

    static constexpr std::int64_t kMaxAttemptsPerSample = 10000; // acceptance 1e-4

private:

    void drawTree(random::Xoshiro256 &rng, double *out, int count) const;

    int m_criteria = 0;
    std::vector<int> m_ordinal;
    std::vector<int> m_groupParent, m_columnGroup;
    std::optional<HullSampler> m_hull;
    std::vector<double> m_low, m_high;
    bool m_rejects = false;
};

} // namespace verdict::smaa
