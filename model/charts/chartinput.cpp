#include "chartinput.h"

#include "analysis/ranking.h"
#include "analysis/wsm.h"
#include "scenario/scenario.h"

#include <cmath>

namespace verdict {

ChartInput makeChartInput(const ProjectData &project, ScenarioResult scenarioResult)
{
    ChartInput input;
    input.project = project;
    input.scenario = std::move(scenarioResult);
    const ScenarioResult &scenario = input.scenario;
    const std::size_t n = std::size_t(project.alternativeCount());
    const std::size_t m = std::size_t(project.criterionCount());
    if (scenario.values.rows() == int(n) && scenario.values.cols() == int(m))
        input.project.values = scenario.values;
    input.feasible = scenario.feasible.size() == n ? scenario.feasible : std::vector<bool>(n, true);
    input.usable = scenario.criterionUsable.size() == m ? scenario.criterionUsable : std::vector<bool>(m, true);
    input.baseline = scenario.baseline;
    return input;
}

int ScoredProblem::rowOf(int alternative) const
{
    for (std::size_t r = 0; r < problem.rows.size(); ++r)
        if (problem.rows[r] == alternative)
            return int(r);
    return -1;
}

int ScoredProblem::columnOf(int criterion) const
{
    for (std::size_t c = 0; c < problem.columns.size(); ++c)
        if (problem.columns[c] == criterion)
            return int(c);
    return -1;
}

int ScoredProblem::winner() const
{
    return !order.empty() && feasible[std::size_t(order[0])] ? order[0] : -1;
}

int ScoredProblem::runnerUp() const
{
    return order.size() > 1 && feasible[std::size_t(order[1])] ? order[1] : -1;
}

std::vector<int> rankFeasibleFirst(const std::vector<double> &scores, const std::vector<bool> &feasible,
                                   std::vector<int> &order)
{
    std::vector<int> ranks(scores.size(), 0);
    order.clear();
    int offset = 0;
    for (const bool group : {true, false}) {
        std::vector<int> rows;
        std::vector<double> groupScores;
        for (std::size_t r = 0; r < scores.size(); ++r) {
            if (feasible[r] == group) {
                rows.push_back(int(r));
                groupScores.push_back(scores[r]);
            }
        }
        for (const RankedEntry &e : rankScores(groupScores)) {
            const int row = rows[std::size_t(e.row)];
            order.push_back(row);
            ranks[std::size_t(row)] = e.rank + offset;
        }
        offset += int(rows.size());
    }
    return ranks;
}

std::optional<ScoredProblem> scoreProblem(const ChartInput &input, int profile, Messages &messages)
{
    const ProjectData &project = input.project;
    const int profileIndex = profile < 0 ? project.activeProfile : profile;
    ProblemOptions options;
    options.incomplete = IncompleteAlternatives::LeaveOut;
    options.leaveOutEmptyCriteria = true;
    std::optional<DecisionProblem> problem = problemFromScenario(project, input.scenario, profileIndex, messages, options);
    if (!problem)
        return std::nullopt;
    // What the charts mark (input.feasible, normally the scenario's) is what they rank by.
    for (std::size_t r = 0; r < problem->rows.size(); ++r) {
        const std::size_t a = std::size_t(problem->rows[r]);
        if (a < input.feasible.size())
            problem->feasible[r] = input.feasible[a];
    }

    ScoredProblem s;
    s.normalization = project.analysis.normalization;
    std::optional<std::vector<ColumnTransform>> transforms = columnTransforms(*problem, s.normalization, messages);
    if (!transforms)
        return std::nullopt;
    s.transforms = std::move(*transforms);
    s.problem = std::move(*problem);
    s.profile = profileIndex;
    const int pr = s.problem.alternatives;
    const int pc = s.problem.criteria;
    s.normalized = Matrix(pr, pc);
    s.scores.assign(std::size_t(pr), 0.0);
    for (int r = 0; r < pr; ++r) {
        for (int c = 0; c < pc; ++c) {
            const double v = s.transforms[std::size_t(c)].apply(s.problem.values.at(r, c));
            s.normalized.set(r, c, v);
        }
    }
    weightedSumScores(s.problem.values, s.transforms, s.problem.weights, s.scores);
    s.feasible = s.problem.feasible;
    s.ranks = rankFeasibleFirst(s.scores, s.feasible, s.order);
    return s;
}

} // namespace verdict
