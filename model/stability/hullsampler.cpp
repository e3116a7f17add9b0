#include "hullsampler.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <numeric>

namespace verdict::smaa {

namespace {

constexpr double kRankTolerance = 1e-9; // singular values below this × the largest: no further dimension
constexpr double kInside = 1e-12;       // barycentric coordinates this far below 0 still count as inside

// Calls f(subset) for every k-subset of {0, …, n − 1}, in lexicographic order; stops when f returns false.
template <typename F>
void forEachSubset(int n, int k, F f)
{
    std::vector<int> s(static_cast<std::size_t>(k));
    std::iota(s.begin(), s.end(), 0);
    while (true) {
        if (!f(s))
            return;
        int i = k - 1;
        while (i >= 0 && s[std::size_t(i)] == n - k + i)
            --i;
        if (i < 0)
            return;
        ++s[std::size_t(i)];
        for (int j = i + 1; j < k; ++j)
            s[std::size_t(j)] = s[std::size_t(j - 1)] + 1;
    }
}

double binomial(int n, int k)
{
    double r = 1.0;
    for (int i = 1; i <= k; ++i)
        r = r * double(n - k + i) / double(i);
    return r;
}

} // namespace

std::optional<HullSampler> HullSampler::make(const std::vector<std::vector<double>> &points, QString *why)
{
    const auto fail = [why](const QString &text) -> std::optional<HullSampler> {
        if (why)
            *why = text;
        return std::nullopt;
    };
    if (points.empty())
        return fail(QStringLiteral("no stakeholder weights to span a region"));
    HullSampler h;
    h.m_criteria = int(points.front().size());
    for (const std::vector<double> &p : points)
        if (int(p.size()) != h.m_criteria || h.m_criteria == 0)
            return fail(QStringLiteral("the stakeholders' weights do not all cover the same criteria"));
    h.m_points = points;
    const int k = int(points.size()), m = h.m_criteria;
    h.m_origin = points.front();

    // The affine span: the left singular vectors of the differences from point 0.
    int d = 0;
    Eigen::MatrixXd basis;
    if (k > 1) {
        Eigen::MatrixXd diff(m, k - 1);
        for (int j = 1; j < k; ++j)
            for (int c = 0; c < m; ++c)
                diff(c, j - 1) = points[std::size_t(j)][std::size_t(c)] - points[0][std::size_t(c)];
        const Eigen::JacobiSVD<Eigen::MatrixXd> svd(diff, Eigen::ComputeThinU);
        const Eigen::VectorXd &sv = svd.singularValues();
        const double top = sv.size() > 0 ? sv(0) : 0.0;
        for (Eigen::Index i = 0; i < sv.size(); ++i)
            if (top > 0.0 && sv(i) > kRankTolerance * std::max(1.0, top))
                ++d;
        basis = svd.matrixU().leftCols(d);
    }
    h.m_dimension = d;
    h.m_basis.assign(std::size_t(d), std::vector<double>(std::size_t(m)));
    for (int i = 0; i < d; ++i)
        for (int c = 0; c < m; ++c)
            h.m_basis[std::size_t(i)][std::size_t(c)] = basis(c, i);
    h.m_coords.assign(std::size_t(k), std::vector<double>(std::size_t(d), 0.0));
    for (int j = 0; j < k; ++j)
        for (int i = 0; i < d; ++i) {
            double x = 0.0;
            for (int c = 0; c < m; ++c)
                x += basis(c, i) * (points[std::size_t(j)][std::size_t(c)] - h.m_origin[std::size_t(c)]);
            h.m_coords[std::size_t(j)][std::size_t(i)] = x;
        }
    if (d == 0) { // one point: every draw is it
        h.m_simplices.push_back({{0}, {}});
        h.m_cumulative.push_back(1.0);
        h.m_volume = 0.0;
        return h;
    }
    if (binomial(k, d + 1) > double(kMaxSimplices))
        return fail(QStringLiteral("%1 stakeholders spanning %2 dimensions need more than %3 simplices to cover their "
                                   "region; compare fewer stakeholders at once")
                        .arg(k).arg(d).arg(kMaxSimplices));

    // Every (d + 1)-subset that is a proper simplex, with its volume |det T| / d! and T⁻¹.
    double factorial = 1.0;
    for (int i = 2; i <= d; ++i)
        factorial *= double(i);
    std::vector<double> volumes;
    forEachSubset(k, d + 1, [&](const std::vector<int> &s) {
        Eigen::MatrixXd t(d, d);
        for (int col = 0; col < d; ++col)
            for (int row = 0; row < d; ++row)
                t(row, col) = h.m_coords[std::size_t(s[std::size_t(col + 1)])][std::size_t(row)]
                              - h.m_coords[std::size_t(s[0])][std::size_t(row)];
        const Eigen::FullPivLU<Eigen::MatrixXd> lu(t);
        if (!lu.isInvertible())
            return true;
        const double volume = std::abs(lu.determinant()) / factorial;
        Simplex simplex;
        simplex.vertices = s;
        const Eigen::MatrixXd inverse = lu.inverse();
        simplex.inverse.resize(std::size_t(d) * std::size_t(d));
        for (int row = 0; row < d; ++row)
            for (int col = 0; col < d; ++col)
                simplex.inverse[std::size_t(row) * std::size_t(d) + std::size_t(col)] = inverse(row, col);
        h.m_simplices.push_back(std::move(simplex));
        volumes.push_back(volume);
        return true;
    });
    // Drop slivers that are numerically flat next to the largest simplex (they cover nothing measurable).
    const double largest = volumes.empty() ? 0.0 : *std::max_element(volumes.begin(), volumes.end());
    std::vector<Simplex> kept;
    double total = 0.0;
    for (std::size_t i = 0; i < volumes.size(); ++i)
        if (volumes[i] > 1e-12 * largest) {
            kept.push_back(std::move(h.m_simplices[i]));
            total += volumes[i];
            h.m_cumulative.push_back(total);
        }
    h.m_simplices = std::move(kept);
    if (h.m_simplices.empty())
        return fail(QStringLiteral("the stakeholders' weights span no region"));
    h.m_volume = total;
    return h;
}

int HullSampler::countCover(const std::vector<double> &x) const
{
    const std::size_t d = std::size_t(m_dimension);
    int count = 0;
    for (const Simplex &s : m_simplices) {
        const std::vector<double> &v0 = m_coords[std::size_t(s.vertices[0])];
        double rest = 1.0;
        bool inside = true;
        for (std::size_t row = 0; row < d && inside; ++row) {
            double lambda = 0.0;
            for (std::size_t col = 0; col < d; ++col)
                lambda += s.inverse[row * d + col] * (x[col] - v0[col]);
            inside = lambda >= -kInside;
            rest -= lambda;
        }
        count += inside && rest >= -kInside ? 1 : 0;
    }
    return count;
}

int HullSampler::cover(const double *w) const
{
    if (m_dimension == 0)
        return 1;
    std::vector<double> x(std::size_t(m_dimension), 0.0);
    for (int i = 0; i < m_dimension; ++i)
        for (int c = 0; c < m_criteria; ++c)
            x[std::size_t(i)] += m_basis[std::size_t(i)][std::size_t(c)] * (w[c] - m_origin[std::size_t(c)]);
    // Off the span: outside.
    double off = 0.0;
    for (int c = 0; c < m_criteria; ++c) {
        double back = m_origin[std::size_t(c)];
        for (int i = 0; i < m_dimension; ++i)
            back += m_basis[std::size_t(i)][std::size_t(c)] * x[std::size_t(i)];
        off = std::max(off, std::abs(back - w[c]));
    }
    return off > 1e-9 ? 0 : countCover(x);
}

int HullSampler::draw(random::Xoshiro256 &rng, double *out) const
{
    const std::size_t m = std::size_t(m_criteria), d = std::size_t(m_dimension);
    if (d == 0) {
        std::copy(m_points.front().begin(), m_points.front().end(), out);
        return 1;
    }
    std::vector<double> lambda(d + 1), x(d);
    for (int attempts = 1;; ++attempts) {
        const double u = rng.uniform() * m_volume;
        const std::size_t pick = std::min(std::size_t(std::upper_bound(m_cumulative.begin(), m_cumulative.end(), u)
                                                      - m_cumulative.begin()),
                                          m_simplices.size() - 1);
        const Simplex &s = m_simplices[pick];
        double sum = 0.0;
        for (double &l : lambda) {
            l = random::exponential(rng);
            sum += l;
        }
        std::fill(x.begin(), x.end(), 0.0);
        for (std::size_t j = 0; j <= d; ++j) {
            lambda[j] /= sum;
            const std::vector<double> &q = m_coords[std::size_t(s.vertices[j])];
            for (std::size_t i = 0; i < d; ++i)
                x[i] += lambda[j] * q[i];
        }
        // Kept with probability 1 / c(x): c(x) ≥ 1, since x lies in the simplex it came from.
        const int c = m_simplices.size() == 1 ? 1 : std::max(1, countCover(x));
        if (c > 1 && rng.uniform() * double(c) >= 1.0)
            continue;
        double total = 0.0;
        for (std::size_t k = 0; k < m; ++k) {
            double w = 0.0;
            for (std::size_t j = 0; j <= d; ++j)
                w += lambda[j] * m_points[std::size_t(s.vertices[j])][k];
            out[k] = std::max(0.0, w);
            total += out[k];
        }
        for (std::size_t k = 0; k < m; ++k)
            out[k] /= total;
        return attempts;
    }
}

} // namespace verdict::smaa
