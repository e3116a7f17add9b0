#include "breakdown.h"

#include "analysis/wpm.h"

#include <functional>

namespace verdict {

BreakdownData groupedBreakdown(const BreakdownData &data, const DecisionProblem &problem)
{
    if (!problem.hasTree() || data.byGroup)
        return data;
    // Each column's top-level entry: its outermost group, or itself at the top level.
    std::vector<int> entryOf(std::size_t(problem.criteria), -1);
    BreakdownData out = data;
    out.byGroup = true;
    out.criteria.clear();
    out.criterionIndex.clear();
    out.weights.clear();
    std::vector<int> groupEntry(problem.groups.size(), -1);
    for (int k = 0; k < problem.criteria; ++k) {
        int top = std::size_t(k) < problem.columnGroup.size() ? problem.columnGroup[std::size_t(k)] : -1;
        while (top >= 0 && problem.groups[std::size_t(top)].parent >= 0)
            top = problem.groups[std::size_t(top)].parent;
        if (top < 0) {
            entryOf[std::size_t(k)] = int(out.criteria.size());
            out.criteria << data.criteria.value(k);
            out.criterionIndex.push_back(std::size_t(k) < data.criterionIndex.size() ? data.criterionIndex[std::size_t(k)] : -1);
            out.weights.push_back(problem.weights[std::size_t(k)]);
            continue;
        }
        if (groupEntry[std::size_t(top)] < 0) {
            groupEntry[std::size_t(top)] = int(out.criteria.size());
            out.criteria << problem.groups[std::size_t(top)].path;
            out.criterionIndex.push_back(-1);
            out.weights.push_back(0.0);
        }
        entryOf[std::size_t(k)] = groupEntry[std::size_t(top)];
        out.weights[std::size_t(entryOf[std::size_t(k)])] += problem.weights[std::size_t(k)];
    }
    for (std::size_t b = 0; b < out.bars.size(); ++b) {
        std::vector<double> sums(std::size_t(out.criteria.size()), 0.0);
        for (std::size_t k = 0; k < entryOf.size() && k < data.bars[b].contributions.size(); ++k)
            sums[std::size_t(entryOf[k])] += data.bars[b].contributions[k];
        out.bars[b].contributions = std::move(sums);
    }
    return out;
}

BreakdownData breakdownData(const ChartInput &input, int profile, bool byGroup)
{
    BreakdownData data;
    const std::optional<ScoredProblem> s = scoreProblem(input, profile, data.messages);
    if (!s)
        return data;
    const DecisionProblem &problem = s->problem;
    data.profileName = input.project.profiles[std::size_t(s->profile)].name;
    data.method = s->method.key();
    data.weights = problem.weights;
    data.criteria = problem.columnLabels;
    data.criterionIndex = problem.columns;

    // Each cell's part of its row's score, by the method's own decomposition where it has one.
    std::function<double(int, int)> part;
    std::optional<std::vector<ColumnTransform>> productTransforms;
    if (const auto *flows = std::get_if<PrometheeResult>(&s->result)) {
        part = [flows](int r, int c) { return flows->weightedFlows.at(r, c); };
    } else if (std::holds_alternative<WpmResult>(s->result)
               && (productTransforms = columnTransforms(problem, s->method.wpm, data.messages))) {
        data.normalization = s->method.wpm;
        part = [&problem, &productTransforms](int r, int c) {
            return weightedProductTerm((*productTransforms)[std::size_t(c)], problem.weights[std::size_t(c)],
                                       problem.values.at(r, c));
        };
    } else if (!s->transforms.empty()) {
        data.normalization = s->normalization;
        data.decomposes = data.method == QLatin1String("wsm");
        part = [&s](int r, int c) { return s->problem.weights[std::size_t(c)] * s->normalized(r, c); };
    } else {
        data.messages.push_back(Message::plain(QStringLiteral("the scores cannot be broken down by criterion")));
        return data;
    }
    for (const int row : s->order) {
        BreakdownBar bar;
        bar.alternative = problem.rows[std::size_t(row)];
        bar.name = input.project.alternatives[std::size_t(bar.alternative)].name;
        bar.rank = s->ranks[std::size_t(row)];
        bar.score = s->scores[std::size_t(row)];
        bar.feasible = s->feasible[std::size_t(row)];
        for (int c = 0; c < problem.criteria; ++c) {
            bar.contributions.push_back(part(row, c));
            bar.total += bar.contributions.back();
        }
        data.bars.push_back(std::move(bar));
    }
    return byGroup ? groupedBreakdown(data, problem) : data;
}

} // namespace verdict
