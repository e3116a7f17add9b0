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

VERDICT_CLONES
void scoreBlock(const double *a, int n, int k, const double *w, int samples, double *out)
{
    constexpr int kBlock = 16; // 16 accumulators: four AVX2 registers (eight SSE2 ones)
    for (int s = 0; s < samples; ++s) {
        const double *ws = w + std::size_t(s) * std::size_t(k);
        double *o = out + std::size_t(s) * std::size_t(n);
        int i0 = 0;
        for (; i0 + kBlock <= n; i0 += kBlock) {
            double acc[kBlock] = {};
            for (int c = 0; c < k; ++c) {
                const double wc = ws[c];
                const double *ac = a + std::size_t(c) * std::size_t(n) + std::size_t(i0);
                for (int ii = 0; ii < kBlock; ++ii)
                    acc[ii] += wc * ac[ii];
            }
            for (int ii = 0; ii < kBlock; ++ii)
                o[i0 + ii] = acc[ii];
        }
        for (; i0 < n; ++i0) {
            double acc = 0.0;
            for (int c = 0; c < k; ++c)
                acc += ws[c] * a[std::size_t(c) * std::size_t(n) + std::size_t(i0)];
            o[i0] = acc;
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
