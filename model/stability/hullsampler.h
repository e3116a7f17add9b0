#pragma once

#include "random.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace verdict::smaa {

// Weight vectors drawn uniformly from the convex hull of a few weight vectors (the committee's stakeholders,
// docs/stability.md, "Committee-robust odds"), exactly:
//
//  - the points span an affine subspace of some dimension d (at most min(K − 1, m − 1) for K points and m
//    criteria); every (d + 1)-subset of them that is a proper d-simplex there is kept. Together these simplices
//    cover the hull (Carathéodory), most points several times;
//  - a draw picks a simplex with probability proportional to its volume, a point uniformly inside it (flat
//    Dirichlet barycentric coordinates), and keeps the point with probability 1 / c(x), c(x) being the number of
//    kept simplices that contain it. The density of a kept point is then Σ_{S ∋ x} (vol S / V) · (1 / vol S) ·
//    1 / c(x) = 1 / V with V the sum of the volumes: uniform on the hull.
//
// With one point (or all equal) every draw is that point; with two, the segment between them.
class HullSampler
{
public:
    // `points`: K vectors of m non-negative weights, each summing to 1. nullopt (with `why`) when there are
    // none, they have different lengths, or the hull needs more than kMaxSimplices simplices.
    static std::optional<HullSampler> make(const std::vector<std::vector<double>> &points, QString *why = nullptr);

    int criteria() const { return m_criteria; }
    int dimension() const { return m_dimension; }
    int simplices() const { return int(m_simplices.size()); }
    double coverVolume() const { return m_volume; } // the kept simplices' volumes summed (at least the hull's)

    // One weight vector (m values, summing to 1) into `out`; returns the candidates it drew (≥ 1).
    int draw(random::Xoshiro256 &rng, double *out) const;

    // How many kept simplices contain `w` (0: outside the hull). For tests.
    int cover(const double *w) const;

    static constexpr std::int64_t kMaxSimplices = 5000;

private:
    struct Simplex
    {
        std::vector<int> vertices;   // d + 1 point indices
        std::vector<double> inverse; // d × d, row-major: barycentric coordinates 1..d of (x − vertex 0)
    };
    int countCover(const std::vector<double> &x) const; // x in the d coordinates

    int m_criteria = 0;
    int m_dimension = 0;
    std::vector<std::vector<double>> m_points; // K × m
    std::vector<std::vector<double>> m_coords; // K × d, in an orthonormal basis of the affine span
    std::vector<double> m_origin;              // m: point 0
    std::vector<std::vector<double>> m_basis;  // d × m
    std::vector<Simplex> m_simplices;
    std::vector<double> m_cumulative;          // running sum of the simplices' volumes
    double m_volume = 0.0;
};

} // namespace verdict::smaa
