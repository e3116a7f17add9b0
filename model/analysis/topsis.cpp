#include "topsis.h"

#include "normalize.h"

#include <cmath>
#include <limits>

namespace verdict {

std::optional<TopsisResult> topsis(const DecisionProblem &p, Messages &messages)
{
    if (!checkProblem(p, messages) || !checkValuesFinite(p, messages))
        return std::nullopt;
    const int n = p.alternatives, m = p.criteria;
    const auto size = static_cast<std::size_t>(m);

    // Column norms, minima and maxima in one row-major pass.
    std::vector<double> sq(size, 0.0), lo(size, std::numeric_limits<double>::infinity()),
        hi(size, -std::numeric_limits<double>::infinity());
    for (int i = 0; i < n; ++i) {
        const double *x = p.values.row(i);
        for (int j = 0; j < m; ++j) {
            sq[std::size_t(j)] += x[j] * x[j];
            lo[std::size_t(j)] = std::min(lo[std::size_t(j)], x[j]);
            hi[std::size_t(j)] = std::max(hi[std::size_t(j)], x[j]);
        }
    }
    // v = w · (x / norm) is monotone increasing in x (w ≥ 0), so the ideal is w · (max / norm) for benefit.
    std::vector<double> norm(size), w(p.weights), best(size), worst(size);
    TopsisResult result;
    for (int j = 0; j < m; ++j) {
        const auto k = std::size_t(j);
        norm[k] = sq[k] > 0.0 ? std::sqrt(sq[k]) : std::numeric_limits<double>::infinity(); // all-zero column → 0
        const double vHi = w[k] * (hi[k] / norm[k]), vLo = w[k] * (lo[k] / norm[k]);
        const bool cost = p.directions[k] == Direction::Min;
        best[k] = cost ? vLo : vHi;
        worst[k] = cost ? vHi : vLo;
    }
    result.ideal = best;
    result.antiIdeal = worst;
    result.closeness.resize(std::size_t(n));
    result.dPlus.resize(std::size_t(n));
    result.dMinus.resize(std::size_t(n));
    const double *wv = w.data(), *nv = norm.data(), *bv = best.data(), *av = worst.data();
    for (int i = 0; i < n; ++i) {
        const double *x = p.values.row(i);
        double plus = 0.0, minus = 0.0;
        for (int j = 0; j < m; ++j) {
            const double v = wv[j] * (x[j] / nv[j]);
            const double a = v - bv[j], b = v - av[j];
            plus += a * a;
            minus += b * b;
        }
        const double dp = std::sqrt(plus), dm = std::sqrt(minus);
        result.dPlus[std::size_t(i)] = dp;
        result.dMinus[std::size_t(i)] = dm;
        result.closeness[std::size_t(i)] = dp + dm > 0.0 ? dm / (dp + dm) : 0.5;
    }
    result.ranking = rankScores(result.closeness);
    return result;
}

} // namespace verdict
