#include "chartinput.h"

#include "analysis/ranking.h"
#include "analysis/wsm.h"
#include "scenario/scenario.h"

#include <cmath>

namespace verdict {

ChartInput makeChartInput(const ProjectData &project)
{
    ChartInput input;
    input.project = project;
    ScenarioResult scenario = evaluateScenario(project);
    const std::size_t n = std::size_t(project.alternativeCount());
    const std::size_t m = std::size_t(project.criterionCount());
    if (scenario.values.rows() == int(n) && scenario.values.cols() == int(m))
        input.project.values = std::move(scenario.values);
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
    const int n = project.alternativeCount();
    const int m = project.criterionCount();
    if (project.values.rows() != n || project.values.cols() != m) {
        messages.push_back(Message::plain(QStringLiteral("the value matrix does not match the project")));
        return std::nullopt;
    }

    // Keep the criteria with at least one value, then the alternatives with every kept value.
    std::vector<int> columns;
    for (int c = 0; c < m; ++c) {
        bool any = false;
        for (int r = 0; r < n && !any; ++r)
            any = std::isfinite(project.values.at(r, c));
        if (any && input.usable[std::size_t(c)])
            columns.push_back(c);
        else
            messages.push_back(Message::at(QStringLiteral("/criteria/%1").arg(c),
                                           QStringLiteral("%1 has no values and is left out of the charts")
                                               .arg(criterionLabel(project.criteria[std::size_t(c)])),
                                           Severity::Warning));
    }
    std::vector<int> rows;
    for (int r = 0; r < n; ++r) {
        bool complete = true;
        for (const int c : columns)
            complete = complete && std::isfinite(project.values.at(r, c));
        if (complete)
            rows.push_back(r);
        else
            messages.push_back(Message::at(QStringLiteral("/alternatives/%1").arg(r),
                                           QStringLiteral("%1 has missing values and is left out of the charts")
                                               .arg(project.alternatives[std::size_t(r)].name),
                                           Severity::Warning));
    }

    ProjectData reduced;
    reduced.analysis = project.analysis;
    reduced.profiles = project.profiles;
    reduced.activeProfile = project.activeProfile;
    for (WeightProfile &p : reduced.profiles) {
        std::vector<double> w;
        for (const int c : columns)
            w.push_back(std::size_t(c) < p.weights.size() ? p.weights[std::size_t(c)] : 0.0);
        p.weights = w;
    }
    for (const int c : columns) {
        reduced.criteria.push_back(project.criteria[std::size_t(c)]);
        reduced.criteria.back().formula.clear(); // values below are already the scenario's effective values
    }
    for (const int r : rows)
        reduced.alternatives.push_back(project.alternatives[std::size_t(r)]);
    reduced.values = Matrix(int(rows.size()), int(columns.size()));
    for (std::size_t i = 0; i < rows.size(); ++i)
        for (std::size_t j = 0; j < columns.size(); ++j)
            reduced.values.set(int(i), int(j), project.values.at(rows[i], columns[j]));

    const int profileIndex = profile < 0 ? project.activeProfile : profile;
    std::optional<DecisionProblem> problem = makeProblem(reduced, profileIndex, messages);
    if (!problem)
        return std::nullopt;
    for (int &r : problem->rows)
        r = rows[std::size_t(r)];
    for (int &c : problem->columns)
        c = columns[std::size_t(c)];

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
    for (int r = 0; r < pr; ++r)
        s.feasible.push_back(input.feasible[std::size_t(s.problem.rows[std::size_t(r)])]);
    s.ranks = rankFeasibleFirst(s.scores, s.feasible, s.order);
    return s;
}

} // namespace verdict
