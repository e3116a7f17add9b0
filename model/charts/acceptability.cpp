#include "acceptability.h"

#include "stability/smaa.h"

#include <algorithm>

namespace verdict {

void sortByExpectedRank(std::vector<AcceptabilityRow> &rows)
{
    for (AcceptabilityRow &row : rows) {
        row.expectedRank = 0.0;
        for (std::size_t r = 0; r < row.acceptability.size(); ++r)
            row.expectedRank += double(r + 1) * row.acceptability[r];
    }
    std::stable_sort(rows.begin(), rows.end(), [](const AcceptabilityRow &a, const AcceptabilityRow &b) {
        return a.expectedRank < b.expectedRank;
    });
}

AcceptabilityData acceptabilityData(const ChartInput &input, int profile, int samples,
                                    std::optional<std::uint64_t> seed, const std::function<void(double)> &progress,
                                    const std::atomic<bool> *cancel)
{
    AcceptabilityData data;
    const std::optional<ScoredProblem> s = scoreProblem(input, profile, data.messages);
    if (!s)
        return data;
    data.rankingMethod = s->method.key();
    // SMAA considers the feasible alternatives only (issue 3); the infeasible ones are listed in a message.
    SmaaSettings settings = smaaSettings(input.project, s->problem, s->profile, data.messages);
    settings.normalization = s->normalization;
    if (samples > 0)
        settings.samples = samples;
    if (seed)
        settings.seed = *seed;
    settings.active = s->feasible;
    bool anyFeasible = false;
    for (const bool f : s->feasible)
        anyFeasible = anyFeasible || f;
    if (!anyFeasible)
        settings.active.clear();
    for (const bool f : settings.active)
        data.leftOut += f ? 0 : 1;
    SmaaControl control;
    control.cancel = cancel;
    if (progress)
        control.progress = [&progress](int done, int total) { progress(total > 0 ? double(done) / total : 1.0); };
    const std::optional<SmaaResult> result = runSmaa(s->problem, settings, data.messages, control);
    if (!result || result->cancelled)
        return data;
    data.samples = int(result->samples);
    data.seed = result->seed;
    for (const SmaaAlternative &a : result->alternatives) {
        AcceptabilityRow row;
        row.alternative = s->problem.rows[std::size_t(a.row)];
        row.name = input.project.alternatives[std::size_t(row.alternative)].name;
        row.acceptability = a.acceptability;
        data.rows.push_back(std::move(row));
    }
    sortByExpectedRank(data.rows);
    return data;
}

} // namespace verdict
