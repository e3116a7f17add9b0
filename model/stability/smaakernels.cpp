#include "smaakernels.h"
#include "core/targetclones.h"

#include "random.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

namespace verdict::smaa {

// Helpers are inlined into each clone, so they are compiled for its instruction set (a helper left out of
// line would be compiled for baseline x86-64 only and called from the AVX2 clone).
#define VERDICT_INLINE inline __attribute__((always_inline))

namespace {

// Four doubles: one AVX2 register, or two SSE2 ones in the baseline clone. Unaligned, may alias doubles.
typedef double V4 __attribute__((vector_size(32)));
typedef double V4u __attribute__((vector_size(32), aligned(8), may_alias));
typedef std::int64_t I4 __attribute__((vector_size(32)));
typedef std::uint64_t U4 __attribute__((vector_size(32)));

VERDICT_INLINE V4 load4(const double *p)
{
    return *reinterpret_cast<const V4u *>(p);
}
VERDICT_INLINE void store4(double *p, V4 v)
{
    *reinterpret_cast<V4u *>(p) = v;
}
VERDICT_INLINE V4 splat(double x)
{
    return V4{x, x, x, x};
}

// A tile of 4·Q alternatives × S samples of accumulators, kept in registers; each sums over c in order.
template<int Q, int S>
VERDICT_INLINE void scoreTile(const double *a, std::size_t n, int k, const double *w, std::size_t i0, double *out)
{
    V4 acc[S][Q];
    for (int s = 0; s < S; ++s)
        for (int q = 0; q < Q; ++q)
            acc[s][q] = splat(0.0);
    for (int c = 0; c < k; ++c) {
        const double *ac = a + std::size_t(c) * n + i0;
        V4 x[Q];
        for (int q = 0; q < Q; ++q)
            x[q] = load4(ac + 4 * q);
        for (int s = 0; s < S; ++s) {
            const V4 ws = splat(w[std::size_t(s) * std::size_t(k) + std::size_t(c)]);
            for (int q = 0; q < Q; ++q)
                acc[s][q] += ws * x[q];
        }
    }
    for (int s = 0; s < S; ++s)
        for (int q = 0; q < Q; ++q)
            store4(out + std::size_t(s) * n + i0 + std::size_t(4 * q), acc[s][q]);
}

// Scores of S samples (S ≤ 4) for every alternative.
template<int S>
VERDICT_INLINE void scoreSamples(const double *a, std::size_t n, int k, const double *w, double *out)
{
    std::size_t i0 = 0;
    for (; i0 + 12 <= n; i0 += 12)
        scoreTile<3, S>(a, n, k, w, i0, out);
    for (; i0 + 4 <= n; i0 += 4)
        scoreTile<1, S>(a, n, k, w, i0, out);
    for (int t = 0; t < S; ++t)
        for (std::size_t i = i0; i < n; ++i) {
            double acc = 0.0;
            for (int c = 0; c < k; ++c)
                acc += w[std::size_t(t) * std::size_t(k) + std::size_t(c)] * a[std::size_t(c) * n + i];
            out[std::size_t(t) * n + i] = acc;
        }
}

// random::log on four lanes: the same operations in the same order, so the same bits.
VERDICT_INLINE V4 log4(V4 x)
{
    constexpr double kLn2Hi = 6.93147180369123816490e-01;
    constexpr double kLn2Lo = 1.90821492927058770002e-10;
    U4 bits = std::bit_cast<U4>(x);
    I4 e = I4((bits >> 52) & 0x7ff) - 1023;
    bits = (bits & 0x000FFFFFFFFFFFFFULL) | 0x3FF0000000000000ULL;
    V4 m = std::bit_cast<V4>(bits);
    const I4 high = m > 1.4142135623730951;
    m = high ? m * 0.5 : m;
    e = e - high; // high is −1 (all ones) where true
    // double(e) exactly, without a 64-bit integer conversion (AVX2 has none): e + 2^52 + 2^51 as bits.
    const V4 ed = std::bit_cast<V4>(U4(e + 0x4338000000000000LL)) - 6755399441055744.0;
    const V4 f = m - 1.0;
    const V4 s = f / (2.0 + f);
    const V4 z = s * s;
    const V4 p = 1.0 / 3 + z * (1.0 / 5 + z * (1.0 / 7 + z * (1.0 / 9 + z * (1.0 / 11 + z * (1.0 / 13
                 + z * (1.0 / 15 + z * (1.0 / 17 + z * (1.0 / 19))))))));
    const V4 logm = 2.0 * s + 2.0 * s * z * p;
    return ed * kLn2Hi + (logm + ed * kLn2Lo);
}

// Order-preserving map of a double to an unsigned integer, inverted: a greater score gets a smaller key, equal
// scores (+0 and −0 included) the same key.
VERDICT_INLINE std::uint64_t descendingKey(double x)
{
    const std::uint64_t bits = std::bit_cast<std::uint64_t>(x + 0.0); // −0 + 0 = +0
    const std::uint64_t flip = std::uint64_t(std::int64_t(bits) >> 63) | (1ULL << 63);
    return ~(bits ^ flip);
}

// Small problems: direct counting beats the bookkeeping.
constexpr int kCountingLimit = 24;

VERDICT_INLINE void countRanks(const double *scores, int n, int *rank)
{
    for (int i = 0; i < n; ++i) {
        int beaten = 0;
        for (int k = 0; k < n; ++k)
            beaten += scores[k] > scores[i];
        rank[i] = beaten;
    }
}

// Sorts the scores by descending value into scratch.sorted (exact: by descendingKey). Returns false when the
// bucket map cannot be built (all scores equal, or not finite); the caller then counts directly.
//
// Expected linear time: the scores are first distributed over 2·bit_ceil(n) equal-width buckets between their
// maximum and minimum (a monotone map: a higher bucket never holds a lower score), then one insertion pass
// over the bucket-ordered array puts each bucket in order; only scores sharing a bucket ever move, so the
// branches are predictable and no comparison sort runs.
VERDICT_INLINE bool sortDescending(const double *scores, int n, RankScratch &scratch)
{
    V4 lo = load4(scores), hi = lo;
    int i = 4;
    for (; i + 4 <= n; i += 4) {
        const V4 x = load4(scores + i);
        lo = x < lo ? x : lo;
        hi = x > hi ? x : hi;
    }
    double mn = std::min(std::min(lo[0], lo[1]), std::min(lo[2], lo[3]));
    double mx = std::max(std::max(hi[0], hi[1]), std::max(hi[2], hi[3]));
    for (; i < n; ++i) {
        mn = std::min(mn, scores[i]);
        mx = std::max(mx, scores[i]);
    }
    const int buckets = 2 * int(std::bit_ceil(unsigned(n))); // 2 to 4 buckets per score: few collisions
    const double scale = double(buckets) / (mx - mn);
    if (!(mx > mn) || !std::isfinite(scale) || !std::isfinite(mx) || !std::isfinite(mn))
        return false;
    scratch.bucket.resize(std::size_t(n));
    scratch.key.resize(std::size_t(n));
    scratch.sorted.resize(std::size_t(n));
    // Bucket sizes and starts are 16-bit (n ≤ kMaxSmaaAlternatives), so the prefix sum runs four buckets at a
    // time in a 64-bit word: multiplying by 0x0001000100010001 adds each lane to the lanes above it.
    scratch.start.assign(std::size_t(buckets), 0);
    int *bucket = scratch.bucket.data();
    std::uint16_t *start = scratch.start.data();
    std::uint64_t *key = scratch.key.data();
    RankScratch::Entry *e = scratch.sorted.data();
    for (int j = 0; j < n; ++j) {
        bucket[j] = std::min(int((mx - scores[j]) * scale), buckets - 1); // bucket 0 holds the highest scores
        key[j] = descendingKey(scores[j]);
    }
    for (int j = 0; j < n; ++j)
        ++start[bucket[j]];
    if constexpr (std::endian::native == std::endian::little) {
        constexpr std::uint64_t kLanes = 0x0001000100010001ULL;
        std::uint64_t run = 0;
        for (int b = 0; b < buckets; b += 4) { // buckets is a multiple of 4 (n > 24)
            std::uint64_t sizes;
            std::memcpy(&sizes, start + b, sizeof sizes);
            const std::uint64_t inclusive = sizes * kLanes;
            const std::uint64_t starts = inclusive - sizes + run * kLanes;
            std::memcpy(start + b, &starts, sizeof starts);
            run += inclusive >> 48;
        }
    } else {
        int run = 0;
        for (int b = 0; b < buckets; ++b) {
            const int c = start[b];
            start[b] = std::uint16_t(run);
            run += c;
        }
    }
    for (int j = 0; j < n; ++j)
        e[start[bucket[j]]++] = RankScratch::Entry{key[j], j, 0};
    for (int p = 1; p < n; ++p) {
        if (e[p - 1].key <= e[p].key)
            continue;
        const RankScratch::Entry x = e[p];
        int q = p;
        do {
            e[q] = e[q - 1];
            --q;
        } while (q > 0 && e[q - 1].key > x.key);
        e[q] = x;
    }
    return true;
}

} // namespace

VERDICT_CLONES
void scoreBlock(const double *a, int n, int k, const double *w, int samples, double *out)
{
    const auto un = std::size_t(n), uk = std::size_t(k);
    int s = 0;
    for (; s + 4 <= samples; s += 4)
        scoreSamples<4>(a, un, k, w + std::size_t(s) * uk, out + std::size_t(s) * un);
    for (; s < samples; ++s)
        scoreSamples<1>(a, un, k, w + std::size_t(s) * uk, out + std::size_t(s) * un);
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
    std::size_t i = 0;
    for (; i + 4 <= count; i += 4)
        store4(x + i, -log4(load4(x + i)));
    for (; i < count; ++i)
        x[i] = -random::log(x[i]);
}

VERDICT_CLONES
void uniforms4(std::uint64_t *state, double *out, int count)
{
    U4 s0, s1, s2, s3;
    std::memcpy(&s0, state, sizeof s0);
    std::memcpy(&s1, state + 4, sizeof s1);
    std::memcpy(&s2, state + 8, sizeof s2);
    std::memcpy(&s3, state + 12, sizeof s3);
    for (int k = 0; k < count; k += 4) {
        // xoshiro256**: result = rotl(s1 · 5, 7) · 9, written with shifts (AVX2 has no 64-bit multiply).
        const U4 five = (s1 << 2) + s1;
        const U4 rot = (five << 7) | (five >> 57);
        const U4 result = (rot << 3) + rot;
        const U4 t = s1 << 17;
        s2 ^= s0;
        s3 ^= s1;
        s1 ^= s2;
        s0 ^= s3;
        s2 ^= t;
        s3 = (s3 << 45) | (s3 >> 19);
        // The top 52 bits as the mantissa of a double in [1, 2), minus 1: exact, uniform on [0, 1).
        const V4 u = std::bit_cast<V4>((result >> 12) | 0x3FF0000000000000ULL) - 1.0;
        store4(out + k, u);
    }
    std::memcpy(state, &s0, sizeof s0);
    std::memcpy(state + 4, &s1, sizeof s1);
    std::memcpy(state + 8, &s2, sizeof s2);
    std::memcpy(state + 12, &s3, sizeof s3);
}

VERDICT_CLONES
void intervalFromUniform(const double *low, const double *high, const double *u, int count, double *x)
{
    for (int k = 0; k < count; ++k)
        x[k] = low[k] + (high[k] - low[k]) * u[k];
}

VERDICT_CLONES
void triangularFromUniform(const double *low, const double *likely, const double *high, const double *u, int count,
                           double *x)
{
    // Both branches of random::triangular are computed and one is selected, so the loop vectorises (the
    // square root of the unused branch may be of a negative number; it is discarded).
    for (int k = 0; k < count; ++k) {
        const double lo = low[k], mode = likely[k], hi = high[k], v = u[k];
        const double cut = (mode - lo) / (hi - lo);
        const double left = lo + std::sqrt(v * (hi - lo) * (mode - lo));
        const double right = hi - std::sqrt((1.0 - v) * (hi - lo) * (hi - mode));
        const double t = v < cut ? left : right;
        x[k] = hi > lo ? t : lo;
    }
}

VERDICT_CLONES
void normalFromStandard(const double *mean, const double *sd, const double *z, int count, double *x)
{
    for (int k = 0; k < count; ++k)
        x[k] = mean[k] + sd[k] * z[k];
}

VERDICT_CLONES
void polarNormals(const double *uvs, int pairs, double *z)
{
    int k = 0;
    for (; k + 4 <= pairs; k += 4) {
        const V4 s = {uvs[3 * k + 2], uvs[3 * k + 5], uvs[3 * k + 8], uvs[3 * k + 11]};
        const V4 q = -2.0 * log4(s) / s;
        for (int l = 0; l < 4; ++l) {
            const double f = std::sqrt(q[l]);
            z[2 * (k + l)] = uvs[3 * (k + l)] * f;
            z[2 * (k + l) + 1] = uvs[3 * (k + l) + 1] * f;
        }
    }
    for (; k < pairs; ++k) {
        const double s = uvs[3 * k + 2];
        const double f = std::sqrt(-2.0 * random::log(s) / s);
        z[2 * k] = uvs[3 * k] * f;
        z[2 * k + 1] = uvs[3 * k + 1] * f;
    }
}

VERDICT_CLONES
void affineColumn(const double *x, int n, double b, double c, double d, double *out)
{
    for (int k = 0; k < n; ++k)
        out[k] = (x[k] - c) / d + b;
}

VERDICT_CLONES
void reciprocalColumn(const double *x, int n, double a, double d, double *out)
{
    for (int k = 0; k < n; ++k)
        out[k] = (a / x[k]) / d;
}

VERDICT_CLONES
bool allWithin(const double *x, int n, double lo, double hi)
{
    I4 ok = {-1, -1, -1, -1}; // lanes stay all ones while every value is in range (NaN is not)
    int k = 0;
    for (; k + 4 <= n; k += 4) {
        const V4 v = load4(x + k);
        ok &= (v >= lo) & (v <= hi);
    }
    bool all = (ok[0] & ok[1] & ok[2] & ok[3]) == -1;
    for (; k < n; ++k)
        all = all && x[k] >= lo && x[k] <= hi;
    return all;
}

VERDICT_CLONES
void rankCounts(const double *scores, int n, int *rank, RankScratch &scratch)
{
    if (n <= kCountingLimit || !sortDescending(scores, n, scratch)) {
        countRanks(scores, n, rank);
        return;
    }
    const RankScratch::Entry *e = scratch.sorted.data();
    int r = 0;
    rank[e[0].index] = 0;
    for (int p = 1; p < n; ++p) {
        r = e[p].key != e[p - 1].key ? p : r;
        rank[e[p].index] = r;
    }
}

VERDICT_CLONES
int rankAndCount(const double *scores, int n, std::uint16_t *counts, int *firsts, RankScratch &scratch)
{
    const auto un = std::size_t(n);
    int nf = 0;
    if (n <= kCountingLimit || !sortDescending(scores, n, scratch)) {
        scratch.rank.resize(un);
        int *rank = scratch.rank.data();
        countRanks(scores, n, rank);
        for (int i = 0; i < n; ++i) {
            ++counts[std::size_t(i) * un + std::size_t(rank[i])];
            if (rank[i] == 0)
                firsts[nf++] = i;
        }
        return nf;
    }
    const RankScratch::Entry *e = scratch.sorted.data();
    firsts[nf++] = e[0].index;
    ++counts[std::size_t(e[0].index) * un];
    int p = 1;
    for (; p < n && e[p].key == e[0].key; ++p) { // a tie for first
        firsts[nf++] = e[p].index;
        ++counts[std::size_t(e[p].index) * un];
    }
    int r = 0;
    for (; p < n; ++p) {
        r = e[p].key != e[p - 1].key ? p : r;
        ++counts[std::size_t(e[p].index) * un + std::size_t(r)];
    }
    return nf;
}

} // namespace verdict::smaa
