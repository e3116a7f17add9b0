#include "normalize.h"
#include "csv/delimited.h"
#include "core/targetclones.h"

#include "rowblocks.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>

namespace verdict {

bool checkProblem(const DecisionProblem &p, Messages &messages)
{
    const auto m = std::size_t(p.criteria);
    const bool ok = p.alternatives > 0 && p.criteria > 0 && p.values.rows() == p.alternatives
        && p.values.cols() == p.criteria && p.directions.size() == m && p.scaleMin.size() == m
        && p.scaleMax.size() == m && p.weights.size() == m;
    if (!ok)
        messages.push_back(Message::plain(QStringLiteral("the decision problem is empty or inconsistent")));
    return ok;
}

bool checkValuesFinite(const DecisionProblem &p, Messages &messages)
{
    // x·0 is 0 for a finite x and NaN otherwise; summing it per column is a cheap, vectorisable test.
    const int m = p.criteria;
    std::vector<double> probe(std::size_t(m), 0.0);
    double *q = probe.data();
    for (int r = 0; r < p.alternatives; ++r) {
        const double *x = p.values.row(r);
        for (int c = 0; c < m; ++c)
            q[c] += x[c] * 0.0;
    }
    if (std::all_of(probe.begin(), probe.end(), [](double v) { return v == 0.0; }))
        return true;
    for (int r = 0; r < p.alternatives; ++r) {
        const double *x = p.values.row(r);
        for (int c = 0; c < m; ++c)
            if (!std::isfinite(x[c])) {
                messages.push_back(Message::at(p.cellPointer(r, c),
                                               (isMissing(x[c]) ? QStringLiteral("%1 has no value for %2")
                                                                : QStringLiteral("%1 has a non-finite value for %2"))
                                                   .arg(p.rowName(r), p.columnLabel(c))));
                return false;
            }
    }
    return true;
}

namespace rows {

namespace {

typedef double V4 __attribute__((vector_size(32)));

inline __attribute__((always_inline)) void load4(V4 &v, const double *p)
{
    std::memcpy(&v, p, sizeof v);
}

inline __attribute__((always_inline)) void store4(double *p, const V4 &v)
{
    std::memcpy(p, &v, sizeof v);
}

// One column's update by one value, in the order of the formulas: min, max, finiteness probe, sum, square.
template<typename T>
inline __attribute__((always_inline)) void update(T &lo, T &hi, T &probe, T &sum, T &square, const T &x, bool sums,
                                                  bool squares)
{
    lo = x < lo ? x : lo; // std::min(lo, x)
    hi = hi < x ? x : hi; // std::max(hi, x)
    probe += x * 0.0;
    if (sums)
        sum += x;
    if (squares)
        square += x * x;
}

} // namespace

VERDICT_CLONES
void columnStatsBlock(const Matrix &values, int begin, int end, bool sums, bool squares, double *mn, double *mx,
                      double *sm, double *sq, double *probe)
{
    // Four rows at a time stream side by side (sequential reads the prefetcher follows); each group of four
    // columns loads its accumulators once per four rows and applies the rows in order.
    const int m = values.cols();
    int r = begin;
    for (; r + 4 <= end; r += 4) {
        const double *x[4] = {values.row(r), values.row(r + 1), values.row(r + 2), values.row(r + 3)};
        int c = 0;
        for (; c + 4 <= m; c += 4) {
            V4 lo, hi, pr, su, qu, x4;
            load4(lo, mn + c);
            load4(hi, mx + c);
            load4(pr, probe + c);
            load4(su, sm + c);
            load4(qu, sq + c);
            for (int k = 0; k < 4; ++k) {
                load4(x4, x[k] + c);
                update(lo, hi, pr, su, qu, x4, sums, squares);
            }
            store4(mn + c, lo);
            store4(mx + c, hi);
            store4(probe + c, pr);
            store4(sm + c, su);
            store4(sq + c, qu);
        }
        for (; c < m; ++c)
            for (int k = 0; k < 4; ++k)
                update(mn[c], mx[c], probe[c], sm[c], sq[c], x[k][c], sums, squares);
    }
    for (; r < end; ++r) {
        const double *x = values.row(r);
        for (int c = 0; c < m; ++c)
            update(mn[c], mx[c], probe[c], sm[c], sq[c], x[c], sums, squares);
    }
}

} // namespace rows

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

struct ColumnStats
{
    std::vector<double> min, max, sum, sumSquares;
    bool finite = true; // every value finite (the pass also checks that)
};

// One pass per block of rows (rowblocks.h, columnStatsBlock); sums combine the blocks in order, so they do
// not depend on the thread count.
ColumnStats columnStats(const Matrix &values, bool sums, bool squares, int threads)
{
    const int n = values.rows(), m = values.cols();
    const auto um = std::size_t(m);
    const int blocks = rows::blockCount(n);
    constexpr double kInf = std::numeric_limits<double>::infinity();
    // Per block: min, max, sum, sum of squares and the finiteness probe (Σ x·0, 0 iff every x is finite).
    std::vector<double> part(std::size_t(blocks) * 5 * um);
    rows::forBlocks(n, rows::threadCount(threads, n, m), [&](int block, int begin, int end) {
        double *mn = part.data() + std::size_t(block) * 5 * um, *mx = mn + um, *sm = mx + um, *sq = sm + um,
               *probe = sq + um;
        std::fill(mn, mn + um, kInf);
        std::fill(mx, mx + um, -kInf);
        std::fill(sm, sm + 3 * um, 0.0);
        rows::columnStatsBlock(values, begin, end, sums, squares, mn, mx, sm, sq, probe);
    });
    ColumnStats s;
    s.min.assign(um, kInf);
    s.max.assign(um, -kInf);
    s.sum.assign(um, 0.0);
    s.sumSquares.assign(um, 0.0);
    for (int block = 0; block < blocks; ++block) {
        const double *mn = part.data() + std::size_t(block) * 5 * um, *mx = mn + um, *sm = mx + um, *sq = sm + um,
                     *probe = sq + um;
        for (std::size_t c = 0; c < um; ++c) {
            s.min[c] = std::min(s.min[c], mn[c]);
            s.max[c] = std::max(s.max[c], mx[c]);
            s.sum[c] += sm[c];
            s.sumSquares[c] += sq[c];
            s.finite = s.finite && probe[c] == 0.0;
        }
    }
    return s;
}

// The first non-positive cell in reading order, as an error; false when there is none.
bool refuseNonPositive(const DecisionProblem &p, const ColumnStats &stats, Normalization n, Messages &messages)
{
    for (int r = 0; r < p.alternatives; ++r) {
        const double *x = p.values.row(r);
        for (int c = 0; c < p.criteria; ++c) {
            if (stats.min[std::size_t(c)] > 0.0 || p.valued(c)) // values are left as they are
                continue;
            if (x[c] <= 0.0) {
                messages.push_back(Message::at(
                    p.cellPointer(r, c),
                    QStringLiteral("%1 has the value %2 for %3; %4 normalisation needs positive values")
                        .arg(p.rowName(r), formatNumber(x[c]), p.columnLabel(c), normalizationName(n))));
                return true;
            }
        }
    }
    return false;
}

} // namespace

ColumnTransform minMaxTransform(double lo, double hi, bool cost)
{
    if (!(hi > lo)) // constant column: every alternative is as good as the best
        return {false, 1.0, 1.0, 0.0, kInf};
    if (cost) // (hi − x) / (hi − lo), written as (x − hi) / (lo − hi): the same bits
        return {false, 1.0, 0.0, hi, lo - hi};
    return {false, 1.0, 0.0, lo, hi - lo};
}

std::optional<std::vector<ColumnTransform>> columnTransforms(const DecisionProblem &p, Normalization n,
                                                             Messages &messages, int threads)
{
    if (!checkProblem(p, messages))
        return std::nullopt;
    if (n == Normalization::None && !checkValuesFinite(p, messages))
        return std::nullopt;
    const int m = p.criteria;
    std::vector<ColumnTransform> t(static_cast<std::size_t>(m));

    if (n == Normalization::None) {
        bool ok = true;
        for (int c = 0; c < m; ++c)
            if (p.directions[std::size_t(c)] == Direction::Min) {
                const int column = std::size_t(c) < p.columns.size() ? p.columns[std::size_t(c)] : c;
                messages.push_back(Message::at(QStringLiteral("/criteria/%1/direction").arg(column),
                                               QStringLiteral("%1 is a cost criterion; normalisation \"none\" adds "
                                                              "raw values and cannot rank by it (use minmax, max, "
                                                              "sum or vector)")
                                                   .arg(p.columnLabel(c))));
                ok = false;
            }
        if (!ok)
            return std::nullopt;
        return t; // identity
    }

    const ColumnStats stats = columnStats(p.values, n == Normalization::Sum, n == Normalization::Vector, threads);
    if (!stats.finite) {
        checkValuesFinite(p, messages); // names the first missing or infinite cell
        return std::nullopt;
    }
    if ((n == Normalization::Max || n == Normalization::Sum) && refuseNonPositive(p, stats, n, messages))
        return std::nullopt;

    std::vector<double> reciprocalSums;
    if (n == Normalization::Sum) {
        reciprocalSums.assign(std::size_t(m), 0.0);
        bool anyCost = std::find(p.directions.begin(), p.directions.end(), Direction::Min) != p.directions.end();
        if (anyCost)
            for (int r = 0; r < p.alternatives; ++r) {
                const double *x = p.values.row(r);
                for (int c = 0; c < m; ++c)
                    if (p.directions[std::size_t(c)] == Direction::Min)
                        reciprocalSums[std::size_t(c)] += 1.0 / x[c];
            }
    }

    // Each column's transform from what the pass found of it. The refusals are made above, with the cell they name.
    for (int c = 0; c < m; ++c) {
        const auto k = std::size_t(c);
        if (p.valued(c)) // v(x) / 100 already: every normalisation leaves it (identity)
            continue;
        ColumnSummary s;
        s.min = stats.min[k];
        s.max = stats.max[k];
        if (n == Normalization::Sum) {
            s.sum = stats.sum[k];
            s.reciprocals = reciprocalSums[k];
        }
        if (n == Normalization::Vector)
            s.squares = stats.sumSquares[k];
        if (const auto made = columnTransform(s, p.directions[k], p.scaleMin[k], p.scaleMax[k], n))
            t[k] = *made;
    }
    return t;
}

bool sameTransform(const ColumnTransform &x, const ColumnTransform &y)
{
    const auto bits = [](double v) { return std::bit_cast<std::uint64_t>(v); };
    return x.reciprocal == y.reciprocal && bits(x.a) == bits(y.a) && bits(x.b) == bits(y.b) && bits(x.c) == bits(y.c)
           && bits(x.d) == bits(y.d);
}

std::optional<ColumnTransform> columnTransform(const ColumnSummary &s, Direction direction,
                                               std::optional<double> scaleMin, std::optional<double> scaleMax,
                                               Normalization normalization)
{
    const bool cost = direction == Direction::Min;
    switch (normalization) {
    case Normalization::None:
        if (cost)
            return std::nullopt;
        return ColumnTransform{};
    case Normalization::MinMax:
        return minMaxTransform(scaleMin.value_or(s.min), scaleMax.value_or(s.max), cost);
    case Normalization::Max:
        if (!(s.min > 0.0))
            return std::nullopt;
        return cost ? ColumnTransform{true, s.min, 0.0, 0.0, 1.0} : ColumnTransform{false, 1.0, 0.0, 0.0, s.max};
    case Normalization::Sum:
        if (!(s.min > 0.0))
            return std::nullopt;
        return cost ? ColumnTransform{true, 1.0, 0.0, 0.0, s.reciprocals} : ColumnTransform{false, 1.0, 0.0, 0.0, s.sum};
    case Normalization::Vector: {
        const double norm = std::sqrt(s.squares);
        const double d = norm > 0.0 ? norm : kInf; // an all-zero column: 0, or 1 for cost
        // 1 − x / norm is computed as x / (−norm) + 1: the same bits.
        return cost ? ColumnTransform{false, 1.0, 1.0, 0.0, -d} : ColumnTransform{false, 1.0, 0.0, 0.0, d};
    }
    }
    return std::nullopt;
}

std::optional<Matrix> normalize(const DecisionProblem &p, Normalization n, Messages &messages)
{
    const auto t = columnTransforms(p, n, messages);
    if (!t)
        return std::nullopt;
    return normalizedMatrix(p, *t);
}

Matrix normalizedMatrix(const DecisionProblem &p, const std::vector<ColumnTransform> &transforms)
{
    Matrix out(p.alternatives, p.criteria, 0.0);
    const ColumnTransform *ct = transforms.data();
    for (int r = 0; r < p.alternatives; ++r) {
        const double *x = p.values.row(r);
        double *y = out.row(r);
        for (int c = 0; c < p.criteria; ++c)
            y[c] = ct[c].apply(x[c]);
    }
    return out;
}

} // namespace verdict
