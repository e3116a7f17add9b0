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

// The transforms' offsets, scales and shifts side by side (structure of arrays) for the hot loop; empty when a
// transform is a reciprocal, which the plain loop applies.
struct Affine
{
    std::vector<double> c, d, b;
    explicit Affine(const std::vector<ColumnTransform> &transforms)
    {
        if (std::any_of(transforms.begin(), transforms.end(), [](const ColumnTransform &t) { return t.reciprocal; }))
            return;
        for (const ColumnTransform &t : transforms) {
            c.push_back(t.c);
            d.push_back(t.d);
            b.push_back(t.b);
        }
    }
    bool usable(std::size_t columns) const { return c.size() == columns; }
};

// Rows [begin, end): the hot loop when every transform is affine, else each value through its transform.
void scoreRange(const Matrix &values, const std::vector<ColumnTransform> &transforms, const Affine &affine,
                const std::vector<double> &weights, int begin, int end, double *scores)
{
    const int m = values.cols();
    if (affine.usable(std::size_t(m))) {
        wsmdetail::affineRows(values, begin, end, weights.data(), affine.c.data(), affine.d.data(), affine.b.data(),
                              scores);
        return;
    }
    for (int i = begin; i < end; ++i) {
        const double *x = values.row(i);
        double s = 0.0;
        for (int j = 0; j < m; ++j)
            s += weights[std::size_t(j)] * transforms[std::size_t(j)].apply(x[j]);
        scores[i] = s;
    }
}

void scoresInto(const Matrix &values, const std::vector<ColumnTransform> &transforms,
                const std::vector<double> &weights, std::vector<double> &scores, int threads)
{
    const int n = values.rows(), m = values.cols();
    scores.assign(std::size_t(n), 0.0);
    const Affine affine(transforms);
    rows::forBlocks(n, rows::threadCount(threads, n, m), [&](int, int begin, int end) {
        scoreRange(values, transforms, affine, weights, begin, end, scores.data());
    });
}

} // namespace

void weightedSumScores(const Matrix &values, const std::vector<ColumnTransform> &transforms,
                       const std::vector<double> &weights, std::vector<double> &scores, int threads)
{
    scoresInto(values, transforms, weights, scores, threads);
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
    result.transforms = std::move(*transforms);
    return result;
}

void weightedSumRows(const Matrix &values, const std::vector<ColumnTransform> &transforms,
                     const std::vector<double> &weights, const std::vector<int> &rows, std::vector<double> &scores)
{
    const Affine affine(transforms);
    for (int i : rows)
        if (i >= 0 && i < values.rows() && std::size_t(i) < scores.size())
            scoreRange(values, transforms, affine, weights, i, i + 1, scores.data());
}

} // namespace verdict
