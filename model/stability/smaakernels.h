#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

// The hot loops of the Monte Carlo engine. They are compiled twice (AVX2 and baseline x86-64, chosen at run
// time with target_clones) and use no fused multiply-add, so both versions give the same bits.
namespace verdict::smaa {

// out[s·n + i] = Σ_c w[s·k + c] · a[c·n + i] for s < samples: the scores of `samples` weight vectors, with the
// normalised matrix stored one criterion per row (k rows of n alternatives). Summation runs over c in order.
// This is the block's matrix product W·Aᵀ, register-tiled (12 alternatives × 4 samples per tile).
void scoreBlock(const double *a, int n, int k, const double *w, int samples, double *out);

// out[i] += wc · column[i] for i < n.
void addColumn(const double *column, double wc, int n, double *out);

// x[i] = −ln x[i] (random::log, bit for bit) for i < count; x must be in (0, 1].
void negativeLog(double *x, std::size_t count);

// Uniforms on [0, 1) with 52 random bits, from four xoshiro256** 1.0 generators run in lockstep (one per vector
// lane): state[w·4 + l] is word w of lane l's state; out[4i + l] is lane l's i-th number. count is rounded up to
// a multiple of 4 (out needs the room).
void uniforms4(std::uint64_t *state, double *out, int count);

// Value draws (valuesampler.h), over arrays of cells, with the operations of random.h in the same order:
// interval x = low + (high − low)·u; triangular by its inverse distribution function (random::triangular);
// normal x = mean + sd·z.
void intervalFromUniform(const double *low, const double *high, const double *u, int count, double *x);
void triangularFromUniform(const double *low, const double *likely, const double *high, const double *u, int count,
                           double *x);
void normalFromStandard(const double *mean, const double *sd, const double *z, int count, double *x);
// Marsaglia's polar method on accepted pairs (u, v, s = u² + v², 0 < s < 1), stored as uvs[3k..3k+2]:
// z[2k] = u·f, z[2k+1] = v·f with f = √(−2 ln s / s) (random::log).
void polarNormals(const double *uvs, int pairs, double *z);

// Column normalisation of a value draw (columnnormalize.h): out = (x − c) / d + b or, reciprocal,
// out = (a / x) / d (ColumnTransform::apply, the same bits).
void affineColumn(const double *x, int n, double b, double c, double d, double *out);
void reciprocalColumn(const double *x, int n, double a, double d, double *out);
// Whether every x[k] lies in [lo, hi].
bool allWithin(const double *x, int n, double lo, double hi);

// Scratch space for the ranking kernels, reused across samples (no allocation once warm).
struct RankScratch
{
    struct Entry
    {
        std::uint64_t key; // order-preserving image of the score, inverted: ascending key = descending score
        std::int32_t index;
        std::int32_t unused;
    };
    std::vector<int> bucket;
    std::vector<std::uint16_t> start;
    std::vector<std::uint64_t> key;
    std::vector<Entry> sorted;
    std::vector<int> rank;
};

// rank[i] = how many scores are strictly greater than scores[i] (0 = first; ties share the better rank).
void rankCounts(const double *scores, int n, int *rank, RankScratch &scratch);

// The SMAA-2 accumulation of one sample: for every i < n, ++counts[i·n + rank(i)], with rank() as in
// rankCounts(). Writes the alternatives ranked first (rank 0; more than one on a tie) to `firsts` (room for
// n) and returns how many there are. The counts are 16-bit so the table stays in the first-level cache; the
// caller adds them to wider ones at least every 65,535 samples. n < 65,536.
int rankAndCount(const double *scores, int n, std::uint16_t *counts, int *firsts, RankScratch &scratch);

} // namespace verdict::smaa
