#pragma once

#include "core/matrix.h"
#include "core/message.h"
#include "core/projectdata.h"
#include "ranking.h"
#include "scenario/scenario.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace verdict {

// The numbers every ranking method works on: a dense alternatives × criteria matrix without missing values,
// the criteria's directions and scale bounds, and weights normalised to sum 1. `rows` and `columns` map each
// row and column back to the project, so results and messages can name alternatives and criteria.
struct DecisionProblem
{
    int alternatives = 0;
    int criteria = 0;
    Matrix values;                                  // alternatives × criteria, no missing values
    std::vector<Direction> directions;
    std::vector<std::optional<double>> scaleMin, scaleMax;
    std::vector<double> weights;                    // normalised to sum 1
    std::vector<int> rows;                          // project alternative index of each row
    std::vector<int> columns;                       // project criterion index of each column
    // PROMETHEE generalised criterion of each column; empty (or shorter) means "usual".
    std::vector<PreferenceFunction> preferences;
    // Value functions (docs/methods.md): a column with one holds values, v(x) / 100 in 0–1, not raw values; it
    // is a benefit column with the scale [0, 1], and every normalisation leaves it as it is; `rawColumns` keeps
    // that column's raw values (per column; empty for the others). Empty (or shorter) means none.
    std::vector<std::optional<ValueFunction>> valueFunctions;
    std::vector<std::vector<double>> rawColumns;
    bool valued(int column) const
    {
        return std::size_t(column) < valueFunctions.size() && valueFunctions[std::size_t(column)].has_value();
    }
    // The raw value of a cell: as entered (or computed), whether or not its column has a value function.
    double rawValue(int row, int column) const
    {
        return valued(column) && std::size_t(column) < rawColumns.size() && std::size_t(row) < rawColumns[std::size_t(column)].size()
                   ? rawColumns[std::size_t(column)][std::size_t(row)]
                   : values.at(row, column);
    }
    // The value tree over the columns (docs/methods.md, "The value tree"); empty `groups` for a flat project. The
    // groups are the project's groups that hold at least one column, each with its parent among them (-1: the
    // top level) and its local and global weight; `columnGroup` gives each column's group (-1: the top level)
    // and `columnLocal` its weight within it. `weights` are the global weights: the products along each path.
    struct Group
    {
        QString id;
        QString path; // "Cost optimisation/Run cost"
        int parent = -1;
        double local = 0.0;
        double global = 0.0;
    };
    std::vector<Group> groups;
    std::vector<int> columnGroup;
    std::vector<double> columnLocal;
    bool hasTree() const { return !groups.empty(); }
    // Whether column `column` lies under group `group` (at any depth); every column lies under -1.
    bool columnUnder(int column, int group) const;

    // For messages: each row's alternative name and each column's criterion label ("Latency (ms)"). Optional
    // (a hand-built problem may leave them empty; messages then say "alternative 3", "criterion 2").
    QStringList rowNames;
    QStringList columnLabels;
    // Scenario model (docs/scenario.md): whether each row meets every constraint, and the violations that
    // make it infeasible. Empty `feasible` means every row is feasible. Normalisation uses every row;
    // rankings list infeasible rows after all feasible ones (rankFeasibleFirst).
    std::vector<bool> feasible;
    std::vector<QStringList> violations;
    bool isFeasible(int row) const { return std::size_t(row) >= feasible.size() || feasible[std::size_t(row)]; }

    QString rowName(int row) const;
    QString columnLabel(int column) const;
    // The project's JSON pointer to the cell (row, column): "/alternatives/R/values/C".
    QString cellPointer(int row, int column) const;
};

// How problemFromScenario() treats an alternative with a missing or non-finite value in a usable criterion.
enum class IncompleteAlternatives {
    Refuse,  // an error naming every such cell: `verdict rank` and the other commands
    LeaveOut // the alternative is left out with a warning naming its empty cells: the workbench and the charts
};

struct ProblemOptions
{
    IncompleteAlternatives incomplete = IncompleteAlternatives::Refuse;
    // A criterion without a single value is left out with a warning (instead of leaving out every alternative).
    bool leaveOutEmptyCriteria = false;
};

// THE one way to build a DecisionProblem from a project: the scenario model's effective values
// (`scenario` = evaluateScenario(project); formula criteria computed), a criterion whose formula is broken or
// n/a somewhere left out with a warning, the weights of `profile` (-1 = the active one) over the kept criteria
// normalised to sum 1, and each row's feasibility and violations carried from the scenario. Rows and columns
// map back to project indices. Normalisation later uses every kept row, feasible or not.
// Errors (nullopt): an empty matrix, no such profile, negative or all-zero weights, no criterion left, and —
// with IncompleteAlternatives::Refuse — every missing value, e.g.
//   /alternatives/2/values/3: AWS ECS has no value for Latency (ms)
// With LeaveOut, an error only when no alternative is left.
std::optional<DecisionProblem> problemFromScenario(const ProjectData &project, const ScenarioResult &scenario,
                                                   int profile, Messages &messages, const ProblemOptions &options = {});

// `problem`, made by problemFromScenario() of a project, with the numbers of another scenario result of that project
// (a search's trial: other numbers, the same criteria, alternatives and weights): its values (through its value
// functions), feasibility and violations, where the other result leaves the same criteria usable and the same
// alternatives complete; false where it does not (then `problem` is as it was, and problemFromScenario() makes the
// trial's own).
bool refreshProblem(DecisionProblem &problem, const ScenarioResult &scenario);
// The numbers of `problem`'s rows and columns from `scenario`: its values (through its value functions, the raw
// ones kept), feasibility and violations.
void fillNumbers(DecisionProblem &problem, const ScenarioResult &scenario);

// problemFromScenario(project, evaluateScenario(project), profile, messages): missing values are errors.
std::optional<DecisionProblem> makeProblem(const ProjectData &project, int profile, Messages &messages);

// The ranking with every infeasible row moved after all feasible ones (each group keeps its order and its
// ties); ranks are renumbered so the first infeasible row ranks after the last feasible one.
std::vector<RankedEntry> rankFeasibleFirst(std::vector<RankedEntry> ranking, const DecisionProblem &problem);

// "Latency (ms)" — a criterion's name with its unit, as messages name it.
QString criterionLabel(const Criterion &criterion);

// "/alternatives/R/values/C" for project indices R and C.
QString cellPointer(int projectRow, int projectColumn);

} // namespace verdict
