#pragma once

#include "analysis/problem.h"
#include "core/projectdata.h"
#include "scenario/scenario.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace verdict {

// The ranking the results panel shows, as plain values: computed from a ProjectData snapshot (so it can run
// on any thread) and swapped into the models. Values come from the scenario model (formula criteria
// computed). Alternatives with missing values are left out and listed with their empty cells, alternatives
// failing a constraint are listed with the failures — never an error.
struct LiveRanking
{
    struct Row
    {
        int alternative = 0; // project index
        QString name;
        double score = 0.0;  // weighted score, 0..1 for the bounded normalisations
        int rank = 0;
        double marginPoints = 0.0; // winner: lead over the runner-up; others: gap to the one ranked above (<= 0)
        bool feasible = true;      // infeasible alternatives rank after all feasible ones
    };
    struct Excluded
    {
        int alternative = 0;
        QString name;
        QStringList missing;    // criterion names of the empty cells
        QStringList violations; // failed constraints ("latency 53 ms exceeds SLA 50 ms by 3 ms")
    };

    QString profileName;
    Normalization normalization = Normalization::MinMax;
    std::vector<Row> rows; // best first
    std::vector<Excluded> excluded;
    QStringList notes;       // why there is no ranking, or what was left out
    QStringList ruleMessages; // advisory decision rules
    QString stability;       // "GKE Autopilot stays first while TCO weight is between 12 % and 41 %."
    std::vector<double> weights; // normalised weights used, per project criterion (0 for left-out criteria)

    bool hasRanking() const { return !rows.empty(); }
    QString winner() const { return rows.empty() ? QString() : rows.front().name; }
};

// The rankable part of a project: effective values (formulas computed), usable criteria, complete
// alternatives (infeasible ones included and marked), as a DecisionProblem whose rows/columns map back to
// project indices — built by problemFromScenario() (analysis/problem.h), the builder `verdict rank` uses.
struct RankableProblem
{
    std::optional<DecisionProblem> problem;
    std::vector<LiveRanking::Excluded> excluded;
    QStringList notes;
    QStringList ruleMessages;
};
RankableProblem rankableProblem(const ProjectData &project, int profile = -1);
// The same on a scenario result already computed for `project` (evaluateScenario), so that one edit
// evaluates the scenario once.
RankableProblem rankableProblem(const ProjectData &project, const ScenarioResult &scenario, int profile = -1);

// Ranks the rankable alternatives of `project` under `profile` (-1 = active) with the weighted sum, with the
// stability sentence when `withStability`.
LiveRanking computeLiveRanking(const ProjectData &project, int profile = -1, bool withStability = true);
LiveRanking computeLiveRanking(const ProjectData &project, const ScenarioResult &scenario, int profile = -1,
                               bool withStability = true);

} // namespace verdict
