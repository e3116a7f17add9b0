#pragma once

#include "analysis/normalize.h"
#include "analysis/problem.h"
#include "core/message.h"
#include "core/projectdata.h"
#include "scenarios.h"
#include "scenario/scenario.h"

#include <memory>
#include <optional>
#include <vector>

namespace verdict {

// The numbers every chart reads, computed once per project state: the project with its effective values
// (formula criteria computed by the scenario model), and which alternatives meet every constraint.
struct ChartInput
{
    ProjectData project;        // values replaced by the effective ones
    ScenarioResult scenario;    // evaluateScenario(original project): every chart's scoring reads it, no re-evaluation
    std::vector<bool> feasible; // per project alternative (from the scenario; what the charts mark and rank by)
    std::vector<bool> usable;   // per project criterion: false when left out of ranking (broken formula)
    int baseline = -1;          // project alternative index, -1 when none
    // The what-if scenarios side by side (Evaluation::scenarios()); nullptr when the project has none.
    std::shared_ptr<const ScenariosData> scenarios;
};

// The chart input of `project` on its scenario result (evaluateScenario); Evaluation::chartInput() is the one
// every chart reads.
ChartInput makeChartInput(const ProjectData &project, ScenarioResult scenario);

// The weighted sum of one profile over the alternatives that have every value of the usable criteria, with
// infeasible alternatives ranked after the feasible ones (as every ranking in Verdict does).
struct ScoredProblem
{
    DecisionProblem problem;                // rows/columns map back to project indices
    std::vector<ColumnTransform> transforms; // per problem column
    Matrix normalized;                       // problem rows × columns
    std::vector<double> scores;              // per problem row
    std::vector<int> order;                  // problem rows, best first
    std::vector<int> ranks;                  // per problem row, 1 = best
    std::vector<bool> feasible;              // per problem row
    Normalization normalization = Normalization::MinMax;
    int profile = 0;

    int rowOf(int alternative) const;  // problem row of a project alternative, -1 when left out
    int columnOf(int criterion) const; // problem column of a project criterion, -1 when left out
    // The best feasible row, and the second best; -1 when there is none.
    int winner() const;
    int runnerUp() const;
};

// The problem comes from problemFromScenario() (analysis/problem.h) on `input.scenario`, the builder
// `verdict rank` uses. Alternatives with a missing value and criteria without any value are left out, each
// with a warning. `profile` -1 is the active one. nullopt (with messages) when nothing can be ranked.
std::optional<ScoredProblem> scoreProblem(const ChartInput &input, int profile, Messages &messages);

// Ranks `scores` (higher is better) with the rows where `feasible` is false after all feasible rows; ties
// share a rank. Returns the ranks per row and fills `order` with the rows best first.
std::vector<int> rankFeasibleFirst(const std::vector<double> &scores, const std::vector<bool> &feasible,
                                   std::vector<int> &order);

} // namespace verdict
