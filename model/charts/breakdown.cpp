#include "breakdown.h"

namespace verdict {

BreakdownData breakdownData(const ChartInput &input, int profile)
{
    BreakdownData data;
    const std::optional<ScoredProblem> s = scoreProblem(input, profile, data.messages);
    if (!s)
        return data;
    data.profileName = input.project.profiles[std::size_t(s->profile)].name;
    data.normalization = s->normalization;
    data.weights = s->problem.weights;
    data.criteria = s->problem.columnLabels;
    data.criterionIndex = s->problem.columns;
    for (const int row : s->order) {
        BreakdownBar bar;
        bar.alternative = s->problem.rows[std::size_t(row)];
        bar.name = input.project.alternatives[std::size_t(bar.alternative)].name;
        bar.rank = s->ranks[std::size_t(row)];
        bar.score = s->scores[std::size_t(row)];
        bar.feasible = s->feasible[std::size_t(row)];
        for (int c = 0; c < s->problem.criteria; ++c)
            bar.contributions.push_back(s->problem.weights[std::size_t(c)] * s->normalized.at(row, c));
        data.bars.push_back(std::move(bar));
    }
    return data;
}

} // namespace verdict
