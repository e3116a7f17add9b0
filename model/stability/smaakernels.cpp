#include "smaakernels.h"

#include "random.h"

#include <algorithm>
#include <cmath>

namespace verdict::smaa {

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define VERDICT_CLONES __attribute__((target_clones("avx2", "default")))
#elif defined(__x86_64__) && defined(__clang__) && __clang_major__ >= 14
#define VERDICT_CLONES __attribute__((target_clones("avx2", "default")))
#else
#define VERDICT_CLONES
#endif

namespace {

// Four doubles: one AVX2 register, or two SSE2 ones in the baseline clone. Unaligned, may alias doubles.
typedef double V4 __attribute__((vector_size(32)));
typedef double V4u __attribute__((vector_size(32), aligned(8), may_alias));

inline V4 load4(const double *p)
{
    return *reinterpret_cast<const V4u *>(p);
}
inline void store4(double *p, V4 v)
{
    *reinterpret_cast<V4u *>(p) = v;
}
inline V4 splat(double x)
{
    return V4{x, x, x, x};
}

// 16 alternatives × `S` samples of accumulators, kept in registers; each element sums over c in order.
template<int S>
inline void scoreTile(const double *a, std::size_t n, int k, const double *w, std::size_t i0, double *out)
{
    V4 acc[S][4];
    for (int s = 0; s < S; ++s)
        for (int q = 0; q < 4; ++q)
            acc[s][q] = splat(0.0);
    for (int c = 0; c < k; ++c) {
        const double *ac = a + std::size_t(c) * n + i0;
        const V4 x0 = load4(ac), x1 = load4(ac + 4), x2 = load4(ac + 8), x3 = load4(ac + 12);
        for (int s = 0; s < S; ++s) {
            const V4 ws = splat(w[std::size_t(s) * std::size_t(k) + std::size_t(c)]);
            acc[s][0] += ws * x0;
            acc[s][1] += ws * x1;
            acc[s][2] += ws * x2;
            acc[s][3] += ws * x3;
        }
    }
    for (int s = 0; s < S; ++s)
        for (int q = 0; q < 4; ++q)
            store4(out + std::size_t(s) * n + i0 + std::size_t(4 * q), acc[s][q]);
}

} // namespace

VERDICT_CLONES
void scoreBlock(const double *a, int n, int k, const double *w, int samples, double *out)
{
    const auto un = std::size_t(n);
    int s = 0;
    for (; s < samples; s += 2) {
        const double *ws = w + std::size_t(s) * std::size_t(k);
        double *o = out + std::size_t(s) * un;
        const bool pair = s + 1 < samples;
        std::size_t i0 = 0;
        for (; i0 + 16 <= un; i0 += 16) {
            if (pair)
                scoreTile<2>(a, un, k, ws, i0, o);
            else
                scoreTile<1>(a, un, k, ws, i0, o);
        }
        for (int t = 0; t < (pair ? 2 : 1); ++t)
            for (std::size_t i = i0; i < un; ++i) {
                double acc = 0.0;
                for (int c = 0; c < k; ++c)
                    acc += ws[std::size_t(t) * std::size_t(k) + std::size_t(c)] * a[std::size_t(c) * un + i];
                o[std::size_t(t) * un + i] = acc;
            }
    }
}

VERDICT_CLONES
void addColumn(const double *column, double wc, int n, double *out)
{
    for (int i = 0; i < n; ++i)
        out[i] += wc * column[i];
}

VERDICT_CLONES
void negativeLog(double *x, std::size_t count)
{
    for (std::size_t i = 0; i < count; ++i)
        x[i] = -random::log(x[i]);
}

void rankCounts(const double *scores, int n, int *rank, RankScratch &scratch)
{
    if (n <= 24) { // small problems: direct counting beats the bookkeeping
        for (int i = 0; i < n; ++i) {
            int beaten = 0;
            for (int k = 0; k < n; ++k)
                beaten += scores[k] > scores[i];
            rank[i] = beaten;
        }
        return;
    }
    double mn = scores[0], mx = scores[0];
    for (int i = 1; i < n; ++i) {
        mn = std::min(mn, scores[i]);
        mx = std::max(mx, scores[i]);
    }
    if (mx == mn) { // all equal
        std::fill(rank, rank + n, 0);
        return;
    }
    const double scale = double(n) / (mx - mn);
    if (!std::isfinite(scale) || !std::isfinite(mn) || !std::isfinite(mx)) { // not finite: plain counting
        for (int i = 0; i < n; ++i) {
            int beaten = 0;
            for (int k = 0; k < n; ++k)
                beaten += scores[k] > scores[i];
            rank[i] = beaten;
        }
        return;
    }
    auto &bucket = scratch.bucket, &count = scratch.count, &above = scratch.above, &order = scratch.order;
    bucket.resize(std::size_t(n));
    order.resize(std::size_t(n));
    count.assign(std::size_t(n) + 1, 0);
    above.resize(std::size_t(n) + 1);
    for (int i = 0; i < n; ++i) {
        const int b = std::min(int((scores[i] - mn) * scale), n - 1);
        bucket[std::size_t(i)] = b;
        ++count[std::size_t(b)];
    }
    // above[b]: how many scores lie in buckets above b; also the start of bucket b in `order`.
    int total = 0;
    for (int b = n - 1; b >= 0; --b) {
        above[std::size_t(b)] = total;
        total += count[std::size_t(b)];
    }
    std::vector<int> &fill = scratch.count; // reuse as the insertion cursor per bucket
    for (int b = 0; b < n; ++b)
        fill[std::size_t(b)] = above[std::size_t(b)];
    for (int i = 0; i < n; ++i)
        order[std::size_t(fill[std::size_t(bucket[std::size_t(i)])]++)] = i;
    for (int i = 0; i < n; ++i) {
        const int b = bucket[std::size_t(i)];
        const int begin = above[std::size_t(b)];
        const int end = fill[std::size_t(b)];
        int beaten = begin;
        const double si = scores[i];
        for (int p = begin; p < end; ++p)
            beaten += scores[order[std::size_t(p)]] > si;
        rank[i] = beaten;
    }
}

} // namespace verdict::smaa
