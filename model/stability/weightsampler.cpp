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

void WeightSampler::setTree(std::vector<int> groupParent, std::vector<int> columnGroup)
{
    m_groupParent = std::move(groupParent);
    m_columnGroup = std::move(columnGroup);
    m_columnGroup.resize(std::size_t(m_criteria), -1);
    if (!m_groupParent.empty() && !m_ordinal.empty())
        m_rejects = true; // sorting would not keep a product of simplices uniform: reject instead
}

void WeightSampler::setHull(HullSampler hull)
{
    m_hull = std::move(hull);
    if (!m_ordinal.empty())
        m_rejects = true; // sorting would move points out of the hull: reject instead
}

// Per sample: a standard exponential per column and per group; each node's children share 1 in proportion to
// theirs (a flat Dirichlet per node), and a column's weight is its share times its groups' shares.
void WeightSampler::drawTree(random::Xoshiro256 &rng, double *out, int count) const
{
    const std::size_t m = std::size_t(m_criteria), g = m_groupParent.size();
    std::vector<double> e(m + g), sum(g + 1), global(g);
    for (int s = 0; s < count; ++s) {
        for (double &x : e)
            x = rng.uniformPositive();
        negativeLog(e.data(), e.size());
        std::fill(sum.begin(), sum.end(), 0.0);
        for (std::size_t k = 0; k < m; ++k)
            sum[std::size_t(m_columnGroup[k] + 1)] += e[k];
        for (std::size_t q = 0; q < g; ++q)
            sum[std::size_t(m_groupParent[q] + 1)] += e[m + q];
        for (std::size_t q = 0; q < g; ++q) {
            const int parent = m_groupParent[q];
            global[q] = e[m + q] / sum[std::size_t(parent + 1)] * (parent < 0 ? 1.0 : global[std::size_t(parent)]);
        }
        double *w = out + std::size_t(s) * m;
        for (std::size_t k = 0; k < m; ++k) {
            const int owner = m_columnGroup[k];
            w[k] = e[k] / sum[std::size_t(owner + 1)] * (owner < 0 ? 1.0 : global[std::size_t(owner)]);
        }
    }
}

void WeightSampler::draw(random::Xoshiro256 &rng, double *out, int count) const
{
    if (m_hull) {
        for (int s = 0; s < count; ++s)
            m_hull->draw(rng, out + std::size_t(s) * std::size_t(m_criteria));
        return;
    }
    if (!m_groupParent.empty()) {
        drawTree(rng, out, count);
        return;
    }
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
    if (!m_groupParent.empty() || m_hull)
        for (std::size_t k = 1; k < m_ordinal.size(); ++k)
            if (w[m_ordinal[k - 1]] < w[m_ordinal[k]])
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
