#pragma once

#include "chartinput.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace verdict {

// Rank acceptability from SMAA-2 (Monte Carlo over the weights and uncertain values): for each alternative
// the probability b(r) of holding rank r.
struct AcceptabilityRow
{
    int alternative = -1; // project index
    QString name;
    std::vector<double> acceptability; // b(1) .. b(n)
    double expectedRank = 0.0;         // Σ r · b(r)
};

struct AcceptabilityData
{
    int samples = 0;
    std::uint64_t seed = 0;
    std::vector<AcceptabilityRow> rows; // by expected rank, best first
    int leftOut = 0;                    // infeasible alternatives, not part of the Monte Carlo
    // The ranking's method. SMAA-2 samples weights over the weighted sum's additive value model whatever it is, so
    // a chart under another method says so.
    QString rankingMethod = QStringLiteral("wsm");
    Messages messages;
};

// samples <= 0 / seed unset: the project's analysis settings. `cancel` may stop the run (rows stay empty).
AcceptabilityData acceptabilityData(const ChartInput &input, int profile = -1, int samples = 0,
                                    std::optional<std::uint64_t> seed = {},
                                    const std::function<void(double)> &progress = {},
                                    const std::atomic<bool> *cancel = nullptr);

// Sorts rows by expected rank (then by name) after filling expectedRank.
void sortByExpectedRank(std::vector<AcceptabilityRow> &rows);

} // namespace verdict
