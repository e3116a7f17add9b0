#pragma once

#include "analysis/method.h"
#include "analysis/normalize.h"
#include "analysis/problem.h"
#include "core/message.h"
#include "core/projectdata.h"
#include "scenarios.h"
#include "scenario/scenario.h"

#include <functional>
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
    // The what-if scenarios side by side (Evaluation::scenarios()), made only when the scenario chart asks (every
    // scenario is evaluated then); empty when the project has none.
    std::function<std::shared_ptr<const ScenariosData>()> scenarios;
    // The evaluation's method and profile: every chart ranks and scores by this method (an empty method ranks
    // by the weighted sum with the project's normalisation).
    MethodSettings method;
    int profile = -1; // -1: the project's active profile
};

// The chart input of `project` on its scenario result (evaluateScenario); Evaluation::chartInput() is the one
// every chart reads.
ChartInput makeChartInput(const ProjectData &project, ScenarioResult scenario);

// One profile ranked by the chart input's method over the alternatives that have every value of the usable
// criteria, with infeasible alternatives ranked after the feasible ones (as every ranking in Verdict does): the
// same numbers as the evaluation's ranking under that profile.
struct ScoredProblem
{
    DecisionProblem problem;                 // rows/columns map back to project indices
    MethodSettings method;                   // what ranked it (key() is the method)
    MethodResult result;                     // the method's own result (PROMETHEE's flows, ...)
    std::vector<double> scores;              // per problem row: the method's score (VIKOR's Q: lower is better)
    std::vector<int> order;                  // problem rows, best first
    std::vector<int> ranks;                  // per problem row, 1 = best
    std::vector<bool> feasible;              // per problem row
    // The weighted sum's normalisation, for what only the weighted sum decomposes (the breakdown under the methods
    // that have no additive decomposition, the weight sweep's lines); empty when the weighted sum's normalisation
    // refuses the problem. A value is normalised where it is read (normalized()): a chart reads a few rows, and the
    // whole normalised matrix was 16 MB made for every chart of a 10,000 × 200 project on every edit.
    std::vector<ColumnTransform> transforms; // per problem column
    Normalization normalization = Normalization::MinMax; // of the weighted sum
    // Problem row r's value of column c normalised, as normalize() makes it (NaN without transforms).
    double normalized(int r, int c) const
    {
        return std::size_t(c) < transforms.size() ? transforms[std::size_t(c)].apply(problem.values.at(r, c)) : kMissing;
    }
    int profile = 0;

    int rowOf(int alternative) const;  // problem row of a project alternative, -1 when left out
    int columnOf(int criterion) const; // problem column of a project criterion, -1 when left out
    // The best row, when it meets every gate, and the best other row that meets every gate; -1 when there is none.
    int winner() const;
    int runnerUp() const;
    // Row a's score minus row b's in the better direction (positive: a is ahead), in points (× 100).
    double marginPoints(int a, int b) const;
    bool higherIsBetter() const { return method.higherIsBetter(); }
};

// The problem comes from problemFromScenario() (analysis/problem.h) on `input.scenario`, the builder
// `verdict rank` uses, ranked by input.method (runMethod, analysis/method.h). Alternatives with a missing value and
// criteria without any value are left out, each with a warning. `profile` -1 is the chart input's profile. nullopt
// (with messages) when nothing can be ranked or the method refuses the problem.
std::optional<ScoredProblem> scoreProblem(const ChartInput &input, int profile, Messages &messages);

// The same problem ranked again after `change` has moved its weights or values (the tornado's and the sweep's
// trials): the method's score per row, or nothing when the method refuses the changed problem.
std::optional<std::vector<double>> rescore(const DecisionProblem &problem, const MethodSettings &method);

} // namespace verdict
