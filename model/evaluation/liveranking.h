#pragma once

#include "analysis/problem.h"
#include "core/projectdata.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace verdict {

// The ranking the results panel, the cheat sheet and the deck show, as plain values; one part of an
// Evaluation (evaluation/evaluation.h). Values come from the scenario model (formula criteria computed).
// Alternatives with missing values are left out and listed with their empty cells, alternatives failing a
// constraint are ranked after the feasible ones and listed with the failures — never an error.
struct LiveRanking
{
    struct Row
    {
        int alternative = 0; // project index
        QString name;
        double score = 0.0;  // the method's score: weighted score (0..1 for the bounded normalisations), closeness, φ, Q
        int rank = 0;
        // Points are score differences × 100, counted in the better direction: the leader: its lead over the
        // runner-up (>= 0; 0 when there is none); every other alternative: how far behind the leader it is (<= 0
        // among the feasible; an infeasible one may score above the leader and still rank after it).
        double marginPoints = 0.0;
        bool feasible = true; // infeasible alternatives rank after all feasible ones
    };
    struct Excluded
    {
        int alternative = 0;
        QString name;
        QStringList missing;    // criterion names of the empty cells
        QStringList violations; // failed constraints ("latency 53 ms exceeds SLA 50 ms by 3 ms")
    };

    QString profileName;
    QString scenarioName; // the what-if scenario ranked (core/scenarios.h), empty for the base
    QString method = QStringLiteral("wsm"); // wsm, wpm, topsis, promethee or vikor
    bool higherIsBetter = true;             // false for VIKOR's Q
    Normalization normalization = Normalization::MinMax; // of wsm and wpm
    std::vector<Row> rows; // best first
    // Index into rows of the runner-up: the best other alternative that meets every gate, the one a margin is
    // measured against (with nothing feasible, the second); -1 when there is none.
    int runnerUp = -1;
    std::vector<Excluded> excluded;
    QStringList notes;        // why there is no ranking, or what was left out
    QStringList ruleMessages; // advisory decision rules
    QString stability;        // "GKE Autopilot stays first while TCO weight is between 12 % and 41 %." (weighted sum)
    std::vector<double> weights; // normalised weights used, per project criterion (0 for left-out criteria)

    bool hasRanking() const { return !rows.empty(); }
    QString winner() const { return rows.empty() ? QString() : rows.front().name; }
    const Row *runnerUpRow() const { return runnerUp > 0 ? &rows[std::size_t(runnerUp)] : nullptr; }
};

// The rankable part of a project: effective values (formulas computed), usable criteria, complete
// alternatives (infeasible ones included and marked), as a DecisionProblem whose rows/columns map back to
// project indices — built by problemFromScenario() (analysis/problem.h), the builder every ranking uses.
struct RankableProblem
{
    std::optional<DecisionProblem> problem;
    std::vector<LiveRanking::Excluded> excluded;
    QStringList notes;
    QStringList ruleMessages;
    Messages messages; // everything problemFromScenario said (the CLI prints it)
};

// The winner under each weight profile and whether it differs from the winner under the evaluated one.
struct ProfileWinner
{
    int profile = 0;
    QString name;
    QString winner;            // empty when the profile cannot be ranked
    QString runnerUp;
    double marginPoints = 0.0; // the winner's lead over the runner-up
    bool active = false;       // the profile the evaluation ranks by
    bool flips = false;        // a different winner than under that profile
};

} // namespace verdict
