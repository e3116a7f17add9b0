#include "chartinput.h"

#include "analysis/ranking.h"
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
    if (winner() < 0)
        return -1;
    for (std::size_t i = 1; i < order.size(); ++i)
        if (feasible[std::size_t(order[i])])
            return order[i];
    return -1;
}

double ScoredProblem::marginPoints(int a, int b) const
{
    const double d = scores[std::size_t(a)] - scores[std::size_t(b)];
    return (higherIsBetter() ? d : -d) * 100.0;
}

namespace {

// The method's score of every row from its ranking.
std::vector<double> scoresByRow(const std::vector<RankedEntry> &ranking, int rows)
{
    std::vector<double> scores(std::size_t(rows), kMissing);
    for (const RankedEntry &e : ranking)
        scores[std::size_t(e.row)] = e.score;
    return scores;
}

} // namespace

std::optional<std::vector<double>> rescore(const DecisionProblem &problem, const MethodSettings &method)
{
    const std::optional<std::vector<RankedEntry>> ranked = rankProblem(problem, method);
    if (!ranked)
        return std::nullopt;
    return scoresByRow(*ranked, problem.alternatives);
}

std::optional<ScoredProblem> scoreProblem(const ChartInput &input, int profile, Messages &messages)
{
    const ProjectData &project = input.project;
    const int profileIndex = profile >= 0 ? profile : input.profile >= 0 ? input.profile : project.activeProfile;
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
    s.method = input.method;
    if (s.method.method.isEmpty()) // a chart input made outside an evaluation: the weighted sum, the project's settings
        s.method.wsm = project.analysis.normalization;
    s.method.method = s.method.key();
    const std::vector<RankedEntry> *ranked = runMethod(*problem, s.method, s.result, messages);
    if (!ranked)
        return std::nullopt;
    const std::vector<RankedEntry> ranking = rankFeasibleFirst(*ranked, *problem);
    s.problem = std::move(*problem);
    s.profile = profileIndex;
    s.feasible = s.problem.feasible;
    s.feasible.resize(std::size_t(s.problem.alternatives), true);
    s.scores = scoresByRow(ranking, s.problem.alternatives);
    s.ranks.assign(std::size_t(s.problem.alternatives), 0);
    for (const RankedEntry &e : ranking) {
        s.order.push_back(e.row);
        s.ranks[std::size_t(e.row)] = e.rank;
    }

    s.normalization = s.method.wsm;
    Messages ignored; // the weighted sum's normalisation matters only to what only it decomposes
    if (std::optional<std::vector<ColumnTransform>> transforms = columnTransforms(s.problem, s.normalization, ignored))
        s.transforms = std::move(*transforms);
    return s;
}

} // namespace verdict
