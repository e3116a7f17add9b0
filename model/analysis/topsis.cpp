#include "topsis.h"

#include "normalize.h"
#include "rowblocks.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace verdict {

std::optional<TopsisResult> topsis(const DecisionProblem &p, Messages &messages, int threads)
{
    if (!checkProblem(p, messages))
        return std::nullopt;
    const int n = p.alternatives, m = p.criteria;
    const auto size = static_cast<std::size_t>(m);
    const int workers = rows::threadCount(threads, n, m);
    const int blocks = rows::blockCount(n);
    constexpr double kInf = std::numeric_limits<double>::infinity();

    // Column sums of squares, minima and maxima (and a finiteness probe, Σ x·0) in one row-major pass per
    // block of rows; the blocks' sums are added in block order (rowblocks.h).
    std::vector<double> part(std::size_t(blocks) * 4 * size);
    rows::forBlocks(n, workers, [&](int block, int begin, int end) {
        double *sq = part.data() + std::size_t(block) * 4 * size, *lo = sq + size, *hi = lo + size, *probe = hi + size;
        std::fill(sq, sq + size, 0.0);
        std::fill(lo, lo + size, kInf);
        std::fill(hi, hi + size, -kInf);
        std::fill(probe, probe + size, 0.0);
        for (int i = begin; i < end; ++i) {
            const double *x = p.values.row(i);
            for (int j = 0; j < m; ++j) {
                sq[j] += x[j] * x[j];
                lo[j] = std::min(lo[j], x[j]);
                hi[j] = std::max(hi[j], x[j]);
                probe[j] += x[j] * 0.0;
            }
        }
    });
    std::vector<double> sq(size, 0.0), lo(size, kInf), hi(size, -kInf);
    bool finite = true;
    for (int block = 0; block < blocks; ++block) {
        const double *bsq = part.data() + std::size_t(block) * 4 * size, *blo = bsq + size, *bhi = blo + size,
                     *probe = bhi + size;
        for (std::size_t j = 0; j < size; ++j) {
            sq[j] += bsq[j];
            lo[j] = std::min(lo[j], blo[j]);
            hi[j] = std::max(hi[j], bhi[j]);
            finite = finite && probe[j] == 0.0;
        }
    }
    if (!finite) {
        checkValuesFinite(p, messages); // names the first missing or infinite cell
        return std::nullopt;
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
    rows::forBlocks(n, workers, [&](int, int begin, int end) {
        for (int i = begin; i < end; ++i) {
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
    });
    result.ranking = rankScores(result.closeness);
    return result;
}

} // namespace verdict
