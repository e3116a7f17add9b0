#include "wsm.h"

#include <algorithm>

namespace verdict {

namespace {

// Σ_j w_j · ((x_j − c_j) / d_j + b_j) over one row, with four independent accumulators so the additions do
// not wait on each other (the summation order is fixed, so results are deterministic).
inline double affineRow(const double *x, const double *w, const double *c, const double *d, const double *b, int m)
{
    double s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0;
    int j = 0;
    for (; j + 4 <= m; j += 4) {
        s0 += w[j] * ((x[j] - c[j]) / d[j] + b[j]);
        s1 += w[j + 1] * ((x[j + 1] - c[j + 1]) / d[j + 1] + b[j + 1]);
        s2 += w[j + 2] * ((x[j + 2] - c[j + 2]) / d[j + 2] + b[j + 2]);
        s3 += w[j + 3] * ((x[j + 3] - c[j + 3]) / d[j + 3] + b[j + 3]);
    }
    for (; j < m; ++j)
        s0 += w[j] * ((x[j] - c[j]) / d[j] + b[j]);
    return (s0 + s1) + (s2 + s3);
}

} // namespace

void weightedSumScores(const Matrix &values, const std::vector<ColumnTransform> &transforms,
                       const std::vector<double> &weights, std::vector<double> &scores)
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
        for (int i = 0; i < n; ++i)
            scores[std::size_t(i)] = affineRow(values.row(i), weights.data(), c.data(), d.data(), b.data(), m);
        return;
    }
    for (int i = 0; i < n; ++i) {
        const double *x = values.row(i);
        double s = 0.0;
        for (int j = 0; j < m; ++j)
            s += weights[std::size_t(j)] * transforms[std::size_t(j)].apply(x[j]);
        scores[std::size_t(i)] = s;
    }
}

std::optional<WsmResult> weightedSum(const DecisionProblem &problem, Normalization n, Messages &messages)
{
    const auto transforms = columnTransforms(problem, n, messages);
    if (!transforms)
        return std::nullopt;
    WsmResult result;
    result.normalization = n;
    weightedSumScores(problem.values, *transforms, problem.weights, result.scores);
    result.ranking = rankScores(result.scores);
    return result;
}

} // namespace verdict
