#include "wsm.h"
#include "core/targetclones.h"

#include "rowblocks.h"

#include <algorithm>
#include <cstring>

namespace verdict {

namespace wsmdetail {

typedef double V4 __attribute__((vector_size(32)));

// Σ_j w_j · ((x_j − c_j) / d_j + b_j) for rows [begin, end): four accumulators per row (lane l sums the
// columns j ≡ l mod 4, in order; the remainder goes to lane 0), combined as (s0 + s1) + (s2 + s3). The
// summation order is fixed, so both clones give the same bits, whatever the thread count.
VERDICT_CLONES
void affineRows(const Matrix &values, int begin, int end, const double *w, const double *c, const double *d,
                const double *b, double *scores)
{
    const int m = values.cols();
    for (int i = begin; i < end; ++i) {
        const double *x = values.row(i);
        V4 acc = {0.0, 0.0, 0.0, 0.0};
        int j = 0;
        for (; j + 4 <= m; j += 4) {
            V4 wj, xj, cj, dj, bj; // unaligned loads
            std::memcpy(&wj, w + j, sizeof wj);
            std::memcpy(&xj, x + j, sizeof xj);
            std::memcpy(&cj, c + j, sizeof cj);
            std::memcpy(&dj, d + j, sizeof dj);
            std::memcpy(&bj, b + j, sizeof bj);
            acc += wj * ((xj - cj) / dj + bj);
        }
        double s0 = acc[0];
        for (; j < m; ++j)
            s0 += w[j] * ((x[j] - c[j]) / d[j] + b[j]);
        scores[i] = (s0 + acc[1]) + (acc[2] + acc[3]);
    }
}

} // namespace wsmdetail

namespace {

void scoresInto(const Matrix &values, const std::vector<ColumnTransform> &transforms,
                const std::vector<double> &weights, std::vector<double> &scores, int threads)
{
    const int n = values.rows(), m = values.cols();
    scores.assign(std::size_t(n), 0.0);
    const bool anyReciprocal =
        std::any_of(transforms.begin(), transforms.end(), [](const ColumnTransform &t) { return t.reciprocal; });
    if (!anyReciprocal) {
        // Structure of arrays for the hot loop.
        const auto size = static_cast<std::size_t>(m);
        std::vector<double> c(size), d(size), b(size);
        for (int j = 0; j < m; ++j) {
            c[std::size_t(j)] = transforms[std::size_t(j)].c;
            d[std::size_t(j)] = transforms[std::size_t(j)].d;
            b[std::size_t(j)] = transforms[std::size_t(j)].b;
        }
        rows::forBlocks(n, rows::threadCount(threads, n, m), [&](int, int begin, int end) {
            wsmdetail::affineRows(values, begin, end, weights.data(), c.data(), d.data(), b.data(), scores.data());
        });
        return;
    }
    rows::forBlocks(n, rows::threadCount(threads, n, m), [&](int, int begin, int end) {
        for (int i = begin; i < end; ++i) {
            const double *x = values.row(i);
            double s = 0.0;
            for (int j = 0; j < m; ++j)
                s += weights[std::size_t(j)] * transforms[std::size_t(j)].apply(x[j]);
            scores[std::size_t(i)] = s;
        }
    });
}

} // namespace

void weightedSumScores(const Matrix &values, const std::vector<ColumnTransform> &transforms,
                       const std::vector<double> &weights, std::vector<double> &scores)
{
    scoresInto(values, transforms, weights, scores, 1);
}

std::optional<WsmResult> weightedSum(const DecisionProblem &problem, Normalization n, Messages &messages, int threads)
{
    const auto transforms = columnTransforms(problem, n, messages, threads);
    if (!transforms)
        return std::nullopt;
    WsmResult result;
    result.normalization = n;
    scoresInto(problem.values, *transforms, problem.weights, result.scores, threads);
    result.ranking = rankScores(result.scores);
    return result;
}

} // namespace verdict
