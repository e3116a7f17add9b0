#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

// The hot loops of the Monte Carlo engine. They are compiled twice (AVX2 and baseline x86-64, chosen at run
// time with target_clones) and use no fused multiply-add, so both versions give the same bits.
namespace verdict::smaa {

// out[s·n + i] = Σ_c w[s·k + c] · a[c·n + i] for s < samples: the scores of `samples` weight vectors, with the
// normalised matrix stored one criterion per row (k rows of n alternatives). Summation runs over c in order.
void scoreBlock(const double *a, int n, int k, const double *w, int samples, double *out);

// out[i] += wc · column[i] for i < n.
void addColumn(const double *column, double wc, int n, double *out);

// x[i] = −ln x[i] (random::log) for i < count; x must be in (0, 1].
void negativeLog(double *x, std::size_t count);

// Scratch space for rankCounts(), reused across samples.
struct RankScratch
{
    std::vector<int> bucket, count, above, order;
};

// rank[i] = how many scores are strictly greater than scores[i] (0 = first; ties share the better rank).
// Runs in expected linear time: scores go into n equal-width buckets between their minimum and maximum
// (a monotone map, so higher buckets hold higher scores), then only scores sharing a bucket are compared.
void rankCounts(const double *scores, int n, int *rank, RankScratch &scratch);

} // namespace verdict::smaa
