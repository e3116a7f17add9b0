#pragma once

#include <bit>
#include <cmath>
#include <cstdint>

// Verdict's own random numbers for Monte Carlo. The standard library's engines are portable but its
// distributions are implementation-defined, so every distribution here is written out with plain IEEE
// arithmetic (+ − × ÷ and sqrt, which are correctly rounded) and our own logarithm: the same seed gives the
// same bits on every compiler, library and CPU.
namespace verdict::random {

// SplitMix64 (Steele, Lea & Flood 2014): seeds the main generator from any 64-bit value.
class SplitMix64
{
public:
    explicit SplitMix64(std::uint64_t seed) : m_state(seed) {}
    std::uint64_t next()
    {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

private:
    std::uint64_t m_state;
};

// xoshiro256** 1.0 (Blackman & Vigna 2018).
class Xoshiro256
{
public:
    explicit Xoshiro256(std::uint64_t seed)
    {
        SplitMix64 sm(seed);
        for (std::uint64_t &s : m_s)
            s = sm.next();
    }
    // An independent stream for (seed, chunk, stream): Monte Carlo work is cut into fixed chunks, each with
    // its own generator, so results do not depend on which thread runs which chunk.
    static Xoshiro256 forChunk(std::uint64_t seed, std::uint64_t chunk, std::uint64_t stream)
    {
        SplitMix64 mix(seed ^ (0xD1B54A32D192ED03ULL * (chunk * 8 + stream + 1)));
        return Xoshiro256(mix.next() ^ std::rotl(seed, 17));
    }

    std::uint64_t next()
    {
        const std::uint64_t result = std::rotl(m_s[1] * 5, 7) * 9;
        const std::uint64_t t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = std::rotl(m_s[3], 45);
        return result;
    }

    // The four state words, e.g. to seed the four-lane generator of smaa::uniforms4().
    const std::uint64_t *state() const { return m_s; }

    // Uniform on (0, 1]: 53 random bits, never 0 (so its logarithm is finite).
    double uniformPositive() { return double((next() >> 11) + 1) * 0x1.0p-53; }
    // Uniform on [0, 1).
    double uniform() { return double(next() >> 11) * 0x1.0p-53; }

private:
    std::uint64_t m_s[4];
};

// Natural logarithm of a positive, finite, normal double, accurate to about 1 ulp, in plain arithmetic
// (fdlibm's argument reduction; atanh series in s = f / (2 + f)). Branch-free, so loops over it vectorise.
inline double log(double x)
{
    constexpr double kLn2Hi = 6.93147180369123816490e-01; // ln 2 split so e · kLn2Hi is exact
    constexpr double kLn2Lo = 1.90821492927058770002e-10;
    std::uint64_t bits = std::bit_cast<std::uint64_t>(x);
    int e = int((bits >> 52) & 0x7ff) - 1023;
    bits = (bits & 0x000FFFFFFFFFFFFFULL) | 0x3FF0000000000000ULL;
    double m = std::bit_cast<double>(bits); // [1, 2)
    const bool high = m > 1.4142135623730951;
    m = high ? m * 0.5 : m; // [√½, √2]
    e = high ? e + 1 : e;
    const double f = m - 1.0;
    const double s = f / (2.0 + f);
    const double z = s * s;
    // 2 atanh(s) = 2s (1 + z/3 + z²/5 + ...); |s| ≤ 0.1716, so nine terms leave < 1e-17.
    const double p = 1.0 / 3 + z * (1.0 / 5 + z * (1.0 / 7 + z * (1.0 / 9 + z * (1.0 / 11 + z * (1.0 / 13
                     + z * (1.0 / 15 + z * (1.0 / 17 + z * (1.0 / 19))))))));
    const double logm = 2.0 * s + 2.0 * s * z * p;
    return double(e) * kLn2Hi + (logm + double(e) * kLn2Lo);
}

// Standard exponential: −ln U with U uniform on (0, 1].
inline double exponential(Xoshiro256 &rng)
{
    return -log(rng.uniformPositive());
}

// Standard normal by Marsaglia's polar method (no trigonometry, so no library dependence).
inline double normal(Xoshiro256 &rng)
{
    for (;;) {
        const double u = 2.0 * rng.uniform() - 1.0;
        const double v = 2.0 * rng.uniform() - 1.0;
        const double s = u * u + v * v;
        if (s > 0.0 && s < 1.0)
            return u * std::sqrt(-2.0 * log(s) / s);
    }
}

// Triangular on [low, high] with mode `likely`, by inverting its distribution function.
inline double triangular(Xoshiro256 &rng, double low, double likely, double high)
{
    if (!(high > low))
        return low;
    const double u = rng.uniform();
    const double cut = (likely - low) / (high - low);
    if (u < cut)
        return low + std::sqrt(u * (high - low) * (likely - low));
    return high - std::sqrt((1.0 - u) * (high - low) * (high - likely));
}

} // namespace verdict::random
