#include "topsis.h"
#include "core/targetclones.h"

#include "normalize.h"
#include "rowblocks.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace verdict {

namespace topsisdetail {

typedef double V4 __attribute__((vector_size(32)));

// One column for four rows (lanes): v = w · (x / norm), p += (v − best)², q += (v − worst)². Inlined into
// each clone of distances(), so it is compiled for the clone's instruction set.
inline __attribute__((always_inline)) void addColumn(V4 &p, V4 &q, const V4 &x, double w, double norm, double best,
                                                     double worst)
{
    const V4 v = w * (x / norm);
    const V4 a = v - best, b = v - worst;
    p += a * a;
    q += b * b;
}

// Squared distances to the ideal (plus) and anti-ideal (minus) of rows [begin, end):
//   v = w_j · (x_ij / norm_j), plus_i = Σ_j (v − best_j)², minus_i = Σ_j (v − worst_j)², j in order.
// Four rows at a time share the vector lanes (a 4 × 4 block of the matrix is transposed), so every lane sums
// its own row in column order: the same bits as one row at a time, in a quarter of the dependency chain.
VERDICT_CLONES
void distances(const Matrix &values, int begin, int end, const double *w, const double *norm, const double *best,
               const double *worst, double *plus, double *minus)
{
    const int m = values.cols();
    int i = begin;
    for (; i + 4 <= end; i += 4) {
        const double *r[4] = {values.row(i), values.row(i + 1), values.row(i + 2), values.row(i + 3)};
        V4 p = {0.0, 0.0, 0.0, 0.0}, q = p;
        int j = 0;
        for (; j + 4 <= m; j += 4) {
            V4 r0, r1, r2, r3;
            std::memcpy(&r0, r[0] + j, sizeof r0);
            std::memcpy(&r1, r[1] + j, sizeof r1);
            std::memcpy(&r2, r[2] + j, sizeof r2);
            std::memcpy(&r3, r[3] + j, sizeof r3);
            const V4 t0 = __builtin_shufflevector(r0, r1, 0, 4, 2, 6), t1 = __builtin_shufflevector(r0, r1, 1, 5, 3, 7);
            const V4 t2 = __builtin_shufflevector(r2, r3, 0, 4, 2, 6), t3 = __builtin_shufflevector(r2, r3, 1, 5, 3, 7);
            const V4 c0 = __builtin_shufflevector(t0, t2, 0, 1, 4, 5), c1 = __builtin_shufflevector(t1, t3, 0, 1, 4, 5);
            const V4 c2 = __builtin_shufflevector(t0, t2, 2, 3, 6, 7), c3 = __builtin_shufflevector(t1, t3, 2, 3, 6, 7);
            addColumn(p, q, c0, w[j], norm[j], best[j], worst[j]);
            addColumn(p, q, c1, w[j + 1], norm[j + 1], best[j + 1], worst[j + 1]);
            addColumn(p, q, c2, w[j + 2], norm[j + 2], best[j + 2], worst[j + 2]);
            addColumn(p, q, c3, w[j + 3], norm[j + 3], best[j + 3], worst[j + 3]);
        }
        for (; j < m; ++j) {
            const V4 c = {r[0][j], r[1][j], r[2][j], r[3][j]};
            addColumn(p, q, c, w[j], norm[j], best[j], worst[j]);
        }
        for (int l = 0; l < 4; ++l) {
            plus[i + l] = p[l];
            minus[i + l] = q[l];
        }
    }
    for (; i < end; ++i) {
        const double *x = values.row(i);
        double p = 0.0, q = 0.0;
        for (int j = 0; j < m; ++j) {
            const double v = w[j] * (x[j] / norm[j]);
            const double a = v - best[j], b = v - worst[j];
            p += a * a;
            q += b * b;
        }
        plus[i] = p;
        minus[i] = q;
    }
}

} // namespace topsisdetail

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
    std::vector<double> part(std::size_t(blocks) * 5 * size); // per block: squares, lo, hi, probe, (unused sums)
    rows::forBlocks(n, workers, [&](int block, int begin, int end) {
        double *sq = part.data() + std::size_t(block) * 5 * size, *lo = sq + size, *hi = lo + size, *probe = hi + size,
               *unused = probe + size;
        std::fill(sq, sq + size, 0.0);
        std::fill(lo, lo + size, kInf);
        std::fill(hi, hi + size, -kInf);
        std::fill(probe, probe + 2 * size, 0.0);
        rows::columnStatsBlock(p.values, begin, end, false, true, lo, hi, unused, sq, probe);
    });
    std::vector<double> sq(size, 0.0), lo(size, kInf), hi(size, -kInf);
    bool finite = true;
    for (int block = 0; block < blocks; ++block) {
        const double *bsq = part.data() + std::size_t(block) * 5 * size, *blo = bsq + size, *bhi = blo + size,
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
    double *dPlus = result.dPlus.data(), *dMinus = result.dMinus.data();
    rows::forBlocks(n, workers, [&](int, int begin, int end) {
        topsisdetail::distances(p.values, begin, end, wv, nv, bv, av, dPlus, dMinus); // squared, then:
        for (int i = begin; i < end; ++i) {
            const double dp = std::sqrt(dPlus[i]), dm = std::sqrt(dMinus[i]);
            dPlus[i] = dp;
            dMinus[i] = dm;
            result.closeness[std::size_t(i)] = dp + dm > 0.0 ? dm / (dp + dm) : 0.5;
        }
    });
    result.ranking = rankScores(result.closeness);
    return result;
}

} // namespace verdict
