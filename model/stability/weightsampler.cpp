#include "weightsampler.h"

#include "smaakernels.h"

#include <algorithm>
#include <functional>

namespace verdict::smaa {

WeightSampler::WeightSampler(int criteria, std::vector<int> ordinal,
                             std::vector<std::optional<WeightInterval>> intervals)
    : m_criteria(criteria), m_ordinal(std::move(ordinal)), m_low(std::size_t(criteria), 0.0),
      m_high(std::size_t(criteria), 1.0)
{
    for (std::size_t c = 0; c < intervals.size() && c < std::size_t(criteria); ++c)
        if (intervals[c]) {
            m_low[c] = intervals[c]->low;
            m_high[c] = intervals[c]->high;
            m_rejects = m_rejects || m_low[c] > 0.0 || m_high[c] < 1.0;
        }
}

void WeightSampler::draw(random::Xoshiro256 &rng, double *out, int count) const
{
    const std::size_t m = std::size_t(m_criteria);
    const std::size_t total = std::size_t(count) * m;
    for (std::size_t k = 0; k < total; ++k)
        out[k] = rng.uniformPositive();
    negativeLog(out, total);
    double picked[64];
    std::vector<double> pickedLarge;
    double *sorted = picked;
    if (m_ordinal.size() > 64) {
        pickedLarge.resize(m_ordinal.size());
        sorted = pickedLarge.data();
    }
    for (int s = 0; s < count; ++s) {
        double *w = out + std::size_t(s) * m;
        double sum = 0.0;
        for (std::size_t c = 0; c < m; ++c)
            sum += w[c];
        const double inverse = 1.0 / sum;
        for (std::size_t c = 0; c < m; ++c)
            w[c] *= inverse;
        if (!m_ordinal.empty()) {
            const std::size_t l = m_ordinal.size();
            for (std::size_t k = 0; k < l; ++k)
                sorted[k] = w[m_ordinal[k]];
            std::sort(sorted, sorted + l, std::greater<>());
            for (std::size_t k = 0; k < l; ++k)
                w[m_ordinal[k]] = sorted[k];
        }
    }
}

bool WeightSampler::accepts(const double *w) const
{
    for (int c = 0; c < m_criteria; ++c)
        if (w[c] < m_low[std::size_t(c)] || w[c] > m_high[std::size_t(c)])
            return false;
    return true;
}

std::int64_t WeightSampler::sample(random::Xoshiro256 &rng, double *out, int count, std::vector<double> &scratch) const
{
    if (!m_rejects) {
        draw(rng, out, count);
        return count;
    }
    const std::size_t m = std::size_t(m_criteria);
    const std::int64_t cap = kMaxAttemptsPerSample * count;
    std::int64_t attempts = 0;
    int filled = 0;
    scratch.resize(std::size_t(count) * m);
    while (filled < count) {
        if (attempts >= cap)
            return -1;
        draw(rng, scratch.data(), count);
        attempts += count;
        for (int s = 0; s < count && filled < count; ++s) {
            const double *w = scratch.data() + std::size_t(s) * m;
            if (accepts(w)) {
                std::copy(w, w + m, out + std::size_t(filled) * m);
                ++filled;
            }
        }
    }
    return attempts;
}

} // namespace verdict::smaa
