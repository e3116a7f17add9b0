#pragma once

#include "core/matrix.h"
#include "core/message.h"
#include "core/projectdata.h"
#include "scenario/formula.h"

#include <QString>

#include <array>
#include <memory>
#include <optional>
#include <vector>

namespace verdict {

// The built-in figures of docs/scenario.md, computed for every alternative and usable in formulas by name.
enum class Figure { EffectivePrice, AnnualCost, AnnualSavings, PaybackMonths, Roi, SlaMargin, MsPerCent };
inline constexpr int kFigureCount = 7;

struct FigureInfo
{
    QString id;      // "annual_cost"
    QString name;    // "annual cost"
    QString formula; // how it is computed, as documented
};
const std::array<FigureInfo, kFigureCount> &figureInfos();
const FigureInfo &figureInfo(Figure f);
std::optional<Figure> figureById(const QString &id);

// A computed number, or "n/a" (NaN) with the reason it is undefined for this alternative.
struct FigureValue
{
    double value = kMissing;
    QString reason; // empty when defined
    bool defined() const { return !isMissing(value); }
};

// One gate, "LEFT OP RIGHT", for one alternative.
struct ConstraintOutcome
{
    enum class State { Met, Violated, Unknown };
    State state = State::Unknown;
    double left = kMissing;
    double right = kMissing;
    double margin = kMissing; // room to spare in the left side's unit; negative when violated
    QString note;             // why it could not be checked (Unknown)
};

// A failed gate: "GKE Autopilot: latency 53 ms exceeds SLA 50 ms by 3 ms".
struct Violation
{
    int constraint = -1; // index into ProjectData::constraints
    QString message;
    double miss = 0.0; // by how much, in the left side's unit (always > 0)
    // What the gate concerns, as the evaluator resolved its names: the criterion columns it names, and the
    // formula criteria that read a name it reads ("latency_ms <= sla_ms" concerns Latency = latency_ms), in
    // column order; and the ids of the attributes it reads, directly or through those formulas.
    std::vector<int> criteria;
    QStringList attributes;
};

// An advisory decision rule: the profile it points to and whether that is the active profile.
struct RuleOutcome
{
    bool evaluated = false; // false: the "when" formula is broken or undefined (see reason)
    bool condition = false;
    QString profile;        // then_profile or else_profile
    bool profileExists = false;
    bool active = false;
    QString reason;
};

struct CheckOutcome
{
    double value = kMissing;
    bool hasExpected = false;
    bool passed = false; // value within the relative tolerance of expected
    bool aboutBase = false; // differs under the active what-if scenario: the expected value is about the base numbers
    QString reason;      // why the value is undefined
};

// Everything the scenario model derives from a project. Plain values; evaluateScenario() is a pure function.
struct ScenarioResult
{
    SharedMatrix values;                  // effective criterion values: the project's shared (core/sharedmatrix.h), formulas computed
    std::vector<bool> criterionFormula;   // the column is computed by a formula
    std::vector<bool> criterionUsable;    // false: left out of ranking (criterionProblem says why)
    std::vector<QString> criterionProblem;
    std::vector<QString> cellNotes;       // alternatives × criteria, row-major: why a computed cell is n/a
                                          // (empty when the project has no formula criterion)

    int baseline = -1; // alternative index, -1 when none
    std::vector<std::array<FigureValue, kFigureCount>> figures; // per alternative
    std::optional<double> acceptableMsPerCent; // the acceptable_ms_per_cent parameter, when present

    std::vector<bool> constraintUsable;   // false: the expression is broken and the gate is not applied
    QStringList constraintUnits;          // the left side's unit label, per constraint
    std::vector<std::vector<ConstraintOutcome>> constraints; // [alternative][constraint]
    std::vector<bool> feasible;           // per alternative: meets every applied gate
    std::vector<std::vector<Violation>> violations; // per alternative

    std::vector<RuleOutcome> rules;
    std::vector<CheckOutcome> checks;

    Messages diagnostics; // Severity::Diagnostic, located by JSON pointer (column set for formula text)

    const FigureValue &figure(int alternative, Figure f) const
    {
        return figures.at(std::size_t(alternative)).at(std::size_t(f));
    }
    QString cellNote(int alternative, int criterion) const;
    int feasibleCount() const;
};

ScenarioResult evaluateScenario(const ProjectData &project);

// The scenario model of one project made once, for trials of its numbers (the searches of what it would take and
// what to check first): the same project with other entered values, attributes or parameters, and nothing else
// changed (criteria, formulas, gates, alternatives, baseline). Each trial gives, in numbers, what evaluateScenario()
// gives of it: the effective values, which criteria are usable, the figures, each gate's outcome, the violations
// (their gate and miss) and who is feasible. Without the texts: no cell notes, violation messages, rules, checks or
// diagnostics, and a left-out criterion's problem is said briefly. Its formulas are evaluated on the thread that
// made it only (Formula), and `project` must outlive it.
class ScenarioTrials
{
public:
    explicit ScenarioTrials(const ProjectData &project);
    ~ScenarioTrials();
    ScenarioTrials(const ScenarioTrials &) = delete;
    ScenarioTrials &operator=(const ScenarioTrials &) = delete;

    // Whether `project` can be tried so: its matrix has a row per alternative and a column per criterion.
    static bool fits(const ProjectData &project);
    // `trial`'s numbers into `result` (its storage reused from the last trial).
    void evaluate(const ProjectData &trial, ScenarioResult &result);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

// Where a name in a formula may be used: per alternative (criterion formulas, constraints) or for the scenario
// as a whole (rules and checks: scenario parameters and baseline_* values only).
enum class FormulaScope { Alternative, Scenario };

// Every name a formula in `scope` may use, for completion and suggestions.
QStringList knownFormulaNames(const ProjectData &project, FormulaScope scope);

// The first problem of one formula, as the formula editor shows it (unknown name, syntax, length...).
// nullopt when the formula is fine. Cycles and per-alternative results need evaluateScenario().
std::optional<FormulaProblem> checkFormula(const ProjectData &project, const QString &formula, FormulaScope scope);

} // namespace verdict
