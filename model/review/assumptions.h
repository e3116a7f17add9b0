#pragma once

#include "analysis/method.h"
#include "analysis/problem.h"
#include "core/projectdata.h"
#include "evaluation/liveranking.h"
#include "scenario/scenario.h"

#include <QString>

#include <atomic>
#include <functional>
#include <initializer_list>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace verdict {

class Evaluation;

// What to check first (docs/stability.md, "What to check first"): every number the verdict rests on whose
// provenance is an assumption or is not given — an entered value, an alternative's scenario attribute, a parameter —
// ranked by how much it can move the verdict when it alone changes, through every formula, gate and rule that reads
// it (the project is evaluated again at each trial value, by its own method):
//
//  - its flip distance: the smallest change, relative to its value, at which the winner changes (searched up to
//    ±100 % of the value, on a grid of 1 % then by bisection to the crossing);
//  - the probability that the winner changes when only it varies: over its uncertainty range when it has one
//    (interval, triangular, normal), else uniformly within ±20 % of its value (said so). The range is cut into
//    kProbabilitySteps parts, each crossing bisected, and the mass of the pieces with another winner summed with the
//    distribution's CDF: exact up to two crossings within one part.
struct AssumptionNumber
{
    enum class Kind { Value, Attribute, Parameter } kind = Kind::Value;
    int alternative = -1;  // project index (values and attributes)
    int criterion = -1;    // project index (values)
    QString attribute;     // attribute id
    QString parameter;     // parameter id
    QString name;          // "AKS + Azure Arc: GPU idle fraction", "Horizon"
    QString unit;
    double value = 0.0;
    QString provenance;    // as in the file; empty: none given
    bool stated = true;    // false: no provenance at all

    // Flip: the nearest value at which the winner changes, if any within ±100 %.
    std::optional<double> flipValue;
    double flipRelative = 0.0; // (flipValue − value) / |value|
    QString flipWinner;        // who is first beyond it
    // Probability that the winner changes when only this number varies over `low`–`high`.
    double low = 0.0, high = 0.0;
    bool assumedRange = false; // no uncertainty in the file: ±20 % of the value
    QString distribution;      // "uniform", "triangular", "normal"
    double pChange = 0.0;
    QString sentence;          // "AKS + Azure Arc: GPU idle fraction 12 % (assumed): above 12.9 % OpenShift on-prem wins; …"
};

// How the searches below rank each trial value. Quick (the default): where nothing but the ranking reads a
// project's numbers — no formula criterion, gate, decision rule or value function, no what-if scenario still to
// apply — a trial patches the numbers into the project's rankable problem and runs its method again, skipping the
// scenario model and the rest of an evaluation (TrialRanker); the ranking is the same, bit for bit. Full: every
// trial is a whole evaluation (the reference the quick one is tested and measured against).
enum class TrialMode { Quick, Full };

struct AssumptionReport
{
    QString winner;        // under the project's active profile and method
    std::vector<AssumptionNumber> numbers; // the ones that can change the winner first (by P, then flip distance)
    int changing = 0;      // how many can change the winner (a flip within ±100 % or P > 0)
    QString headline;      // "The recommendation rests on 9 assumptions; 2 can change the winner."
    QString error;         // nothing can be ranked, or cancelled
    bool cancelled = false;
};

inline constexpr int kProbabilitySteps = 400;
inline constexpr double kAssumedRange = 0.2;

// `cancel`, when set, stops it (the report then has an error saying so); `done`, when set, counts the numbers
// finished (for a progress bar over numbersOf(project, -1, true).size()).
AssumptionReport analyzeAssumptions(const ProjectData &project, const std::atomic<bool> *cancel = nullptr,
                                    std::atomic<int> *done = nullptr, TrialMode mode = TrialMode::Quick);
// The same from an evaluation made already: only the search's trials evaluate again (probes).
AssumptionReport analyzeAssumptions(const Evaluation &evaluation, const std::atomic<bool> *cancel = nullptr,
                                    std::atomic<int> *done = nullptr, TrialMode mode = TrialMode::Quick);
// What to check first, kept with the evaluation (Evaluation::part; the Assumptions dock keeps its finished run
// there): the sheet, the deck and the window's exports read this one.
const AssumptionReport &assumptionsOf(const Evaluation &evaluation);
// The evaluation's project ranked as the evaluation ranks it (its profile and method as the project's own): what
// the searches change number by number.
ProjectData rankedAs(const Evaluation &evaluation);

// What it would take and what to check first evaluate the project again thousands of times. Whether both stay
// well under a second, so that an export carries them and the workbench reranks its assumptions after every
// edit: trial evaluations × matrix cells within kQuickSearchBudget (the sample needs about 0.8 million), what it
// would take for up to kQuickWhatIfAlternatives others. The commands have no such limit.
inline constexpr double kQuickSearchBudget = 4e6;
// The exports carry both analyses (what it would take for the first kQuickWhatIfAlternatives others, what to check
// first) within quickToSearch's budget, and beyond it up to kExportSearchAlternatives × kExportSearchCriteria where
// a trial moves only what one column changes (the weighted sum, PROMETHEE II; nothing but the ranking reading the
// numbers: a few seconds at 1,000 × 30), under TOPSIS (every row's distances moved at each trial) while
// alternatives² × criteria is within kExportTopsisWork. Bigger projects, and the other methods beyond the budget,
// get a note saying where the window gives them.
inline constexpr int kExportSearchAlternatives = 1000;
inline constexpr int kExportSearchCriteria = 30;
inline constexpr double kExportTopsisWork = 1.5e6;
bool exportCarriesSearches(const Evaluation &evaluation);
inline constexpr int kQuickWhatIfAlternatives = 5;
bool quickToSearch(const ProjectData &project);

// The project with one number set to `value` (for tests and for applying a change); setNumber sets it in place.
ProjectData withNumber(const ProjectData &project, const AssumptionNumber &number, double value);
void setNumber(ProjectData &project, const AssumptionNumber &number, double value);

// Sets a number back to its value (`number.value`) when it goes out of scope: a trial copy left as it was found.
class NumberRestorer
{
public:
    NumberRestorer(ProjectData &trial, const AssumptionNumber &number) : m_trial(trial), m_number(number) {}
    ~NumberRestorer() { setNumber(m_trial, m_number, m_number.value); }
    NumberRestorer(const NumberRestorer &) = delete;
    NumberRestorer &operator=(const NumberRestorer &) = delete;

private:
    ProjectData &m_trial;
    const AssumptionNumber &m_number;
};

// One copy of `project` per worker of smaa::runParallel on `threads` threads, for searches that set a number, try
// it and set it back (NumberRestorer).
std::vector<ProjectData> trialCopies(const ProjectData &project, int threads);
// The thread count the searches run on: every core.
int searchThreads();

// `project` for an evaluation that ends before it does, without copying it (a pointer that owns nothing).
std::shared_ptr<const ProjectData> borrowed(const ProjectData &project);

// Where a number can go: within its criterion's fixed scale; not negative when it is not now; a fraction within 0–1.
std::pair<double, double> numberBounds(const ProjectData &project, const AssumptionNumber &number);

// The nearest value of `number` (either way, up to ±100 % of it — |value| is the unit, 1 for 0 — and within its
// bounds) at which `holds` is true of the project, on a 1 % grid then bisected to the crossing (the value returned
// is on the side where it holds); nothing when it holds nowhere there. `holds` is false at the current value.
// `trial` is the project (a copy the caller keeps per thread): each trial value is set in it, and the number is set
// back to its value before this returns, so a search copies the project once per thread, not once per number.
// `cancel`, when set, stops the search (nothing found). `monotone`: `holds`, once true, stays true further out on
// that side (the caller knows: TrialRanker::monotoneInOwnNumbers); then where it holds at neither end of the
// searched range it holds nowhere, and nothing is found without the grid.
std::optional<double> nearestValueWhere(ProjectData &trial, const AssumptionNumber &number,
                                        const std::function<bool(const ProjectData &)> &holds,
                                        const std::atomic<bool> *cancel = nullptr, bool monotone = false);

// The numbers of one alternative (its entered values and attributes; −1: every alternative's, and the parameters),
// every one or only those resting on an assumption; `ranges` gets each one's uncertainty (nullptr: none).
std::vector<AssumptionNumber> numbersOf(const ProjectData &project, int alternative, bool assumptionsOnly,
                                        std::vector<const Uncertainty *> *ranges = nullptr);

// A number as the sentences give it: three significant digits (what bisection finds is no more precise than a
// review needs), a fraction as a percentage.
QString roundedNumberText(double value, const QString &unit);
// The name of the probability each number is ranked by: "P(another winner)", or "P(a winner)" when no alternative
// meets every gate (the report's winner is empty).
QString changeProbabilityName(bool noWinner);

// Ranks trials of one project — the same project with other numbers, nothing else changed — without evaluating
// each again from the start, where nothing but the ranking reads its numbers (TrialMode::Quick says when). The
// project's rankable problem is made once; a trial copies its entered values into it and runs the method. Safe to
// share between threads.
class TrialRanker
{
public:
    // Nothing when a trial needs a whole evaluation (formulas, gates, rules, value functions, a scenario to apply,
    // nothing to rank).
    static std::optional<TrialRanker> make(const ProjectData &project);
    // Whether make() can: nothing but the ranking reads the project's numbers (before making its problem).
    static bool ranksQuickly(const ProjectData &project);

    // The ranking of `trial` (feasible rows first, best first; rows are problem rows), as an evaluation of it would
    // rank it; nothing when the method refuses it. `rows` maps problem rows to project alternatives.
    std::optional<std::vector<RankedEntry>> rank(const ProjectData &trial) const;
    // The first alternative of `trial` (a project alternative, −1 when the method refuses it): firstFeasible(trial,
    // this). `trial` is the project with one entered value changed, the one of (`alternative`, `criterion`):
    // clearFirstWithValues where it tells, else the trial ranked as rank() ranks it. The same answer either way.
    int firstWithOneValue(const ProjectData &trial, int alternative, int criterion) const;
    // The first alternative (a project alternative) with entered values of one alternative of the project changed,
    // (criterion, value) each, in distinct columns, where the weighted sum tells it without ranking every row: only
    // the changed columns are scored again (O(1) while min–max extremes stay, O(alternatives) when they move); rows
    // within rounding of the best (1e-9 of their terms) are scored as the ranking scores them and tied as it ties
    // them (min–max only). Under PROMETHEE II the changed columns' pairwise preferences with the changed row are
    // compared again, O(alternatives) per column, and every row's net flow moved by them; rows within 10⁻⁹ of the
    // best get their net flows as promethee() sums them, to the bit, and are tied as the ranking ties them. Nothing
    // Under TOPSIS the changed columns' norms, ideals and every row's distances in them are computed again, O(alternatives)
    // per column; where the closeness of another row could come within its rounding of the best, nothing. Nothing
    // where it cannot tell (another method, a near tie under another normalisation, a refusal).
    std::optional<int> clearFirstWithValues(int alternative, std::initializer_list<std::pair<int, double>> changes) const;
    // The standing of an alternative with entered values of its own changed (criterion, value; none: as it is), as
    // rank() would give it — first (tied
    // or alone) and how many points it is behind the first (the ranking's marginPoints) — where it can be had
    // without ranking every row: PROMETHEE II only (the net flows moved; those of the first and of the alternative
    // as promethee() sums them). Nothing elsewhere.
    struct Standing
    {
        bool first = false, alone = false;
        double behind = 0.0;
    };
    std::optional<Standing> standingWithValues(int alternative, std::initializer_list<std::pair<int, double>> changes) const;
    const std::vector<int> &rows() const { return m_problem.rows; }
    bool higherIsBetter() const { return m_settings.higherIsBetter(); }
    // Whether an alternative's lead over every other can only grow as one of its own numbers moves the way that helps
    // it, whatever the rest, and the method ranks at every value the searches try: the weighted sum normalised by
    // min–max or by vector, where a better value scores better and moves no one else up (a new column minimum or
    // maximum moves the others down); PROMETHEE II, whose preference functions do not decrease, so a better value
    // is preferred at least as much to every other and every other at most as much to it. Then "first" holds, once reached, all the way out; the searches skip what
    // cannot hold at its far end.
    bool monotoneInOwnNumbers() const;

private:
    // A column's extremes and the next ones: the extremes of every other row than the extreme's own.
    struct Extremes
    {
        double min = 0.0, max = 0.0, nextMin = 0.0, nextMax = 0.0;
        int minRow = -1, maxRow = -1;
        // The column's (min, max) with `row`'s value set to `value`.
        std::pair<double, double> with(int row, double value) const
        {
            return {std::min(value, row == minRow ? nextMin : min), std::max(value, row == maxRow ? nextMax : max)};
        }
    };
    static std::vector<Extremes> extremesOf(const DecisionProblem &problem);
    // The weighted sum's scores of the project, kept to score a trial again one column at a time.
    struct Scores
    {
        std::vector<ColumnTransform> transforms;
        std::vector<double> scores;     // per problem row: Σ_j w_j·t_j(x_rj)
        std::vector<double> magnitudes; // per problem row: Σ_j |w_j·t_j(x_rj)|, the scale of its rounding
        std::vector<int> top;             // the (up to) four best rows, best first
        // Column by column (column j's rows at j·rows): the values and their weighted scores w_j·t_j(x_rj).
        std::vector<double> columnValues, columnTerms;
        std::vector<Extremes> extremes;
    };
    // PROMETHEE II's net flows of the project, kept to move them by one row's changed preferences.
    struct Flows
    {
        std::vector<double> phi;          // per problem row
        std::vector<double> columnValues; // column by column, as promethee() compares them (a cost column negated)
        std::vector<PreferenceFunction> preferences;
        std::vector<int> order;              // the rows by net flow, best first
        std::vector<double> sorted;          // column by column, the values ascending
        std::vector<long double> prefix;     // column by column, n + 1 sums of the first sorted values
        std::vector<double> magnitudes;      // per column, its largest |value|
    };
    // A trial's net flows: the project's moved by one row's changed values.
    struct MovedFlows
    {
        struct Column
        {
            int column = -1;
            double was = 0.0, now = 0.0; // the changed row's value, as promethee() compares it
            double part = 0.0;           // w / (n − 1); 0 where the column cannot move a net flow
        };
        int row = -1; // the changed row
        std::vector<Column> changed;
        // The net flows moved (within rounding of the ranking's) of the changed row and of every row that could
        // come near the best: (row, net flow).
        std::vector<std::pair<int, double>> scored;
        std::vector<int> near; // the rows within 10⁻⁹ of the best, in row order
    };
    // The rows ranked first (tied, in row order) and, where several were near, the first's net flow to the bit.
    struct Leaders
    {
        std::vector<int> tied;
        double score = 0.0;
        bool exact = false;
    };
    // TOPSIS's squared distances of the project, kept to move them one column at a time.
    struct Distances
    {
        std::vector<double> columnValues;         // column by column
        std::vector<double> termPlus, termMinus;   // column by column: (v − ideal)², (v − anti-ideal)²
        std::vector<double> sq, norm, best, worst; // per column: Σ x², its root, the ideal and the anti-ideal
        std::vector<double> plus, minus;           // per row: squared distances to the ideal and the anti-ideal
        std::vector<double> scale;                 // per row: Σ_j (|v| + |ideal| + |anti-ideal|)², their rounding's scale
        std::vector<Extremes> extremes;
    };
    TrialRanker(DecisionProblem problem, MethodSettings settings);
    std::optional<int> firstByDistances(int row, std::initializer_list<std::pair<int, double>> changes) const;
    // Σ_c P(x − c) over a column's values (`over`), or Σ_c P(c − x), in closed form from the sorted column; nothing
    // for a Gaussian criterion, or where its rounding could reach 1e-11 per row.
    std::optional<double> preferenceSum(int column, double x, bool over) const;
    bool moveFlows(int row, std::initializer_list<std::pair<int, double>> changes, MovedFlows &moved) const;
    double exactFlow(const MovedFlows &moved, int row) const;
    std::optional<Leaders> leadersOf(const MovedFlows &moved) const;
    // moveFlows, then leadersOf: the first rows of the trial; `moved` keeps the trial for exactFlow.
    std::optional<Leaders> leadersWith(int row, std::initializer_list<std::pair<int, double>> changes, MovedFlows &moved) const;
    std::optional<int> firstByFlows(int row, std::initializer_list<std::pair<int, double>> changes) const;
    DecisionProblem m_problem;
    MethodSettings m_settings;
    std::vector<int> m_rowOf, m_columnOf; // project alternative / criterion → problem row / column, or −1
    std::shared_ptr<const Scores> m_scores; // the weighted sum only
    std::shared_ptr<const Flows> m_flows;   // PROMETHEE II only
    std::shared_ptr<const Distances> m_distances; // TOPSIS only
    quint64 m_id = 0; // which one a thread's scratch copy of the problem is of
};

// Evaluates trials of one project where TrialRanker cannot — formulas, gates, decision rules, value functions — in
// numbers only: each thread makes the project's scenario model once (ScenarioTrials), and a trial computes its
// numbers and ranks them as evaluate() does (trialRanking), without the texts and records of an evaluation. The same
// ranking, feasibility and gate misses as a whole evaluation, to the bit (tst_assumptions
// scenarioTrialsAgreeWithWholeEvaluations). Safe to share between threads.
class TrialEvaluator
{
public:
    // Nothing when a what-if scenario is still to apply or the project is malformed (then each trial is evaluated
    // whole). A project that outlives the evaluator is passed borrowed(), not copied.
    static std::optional<TrialEvaluator> make(std::shared_ptr<const ProjectData> project);

    struct Outcome
    {
        ScenarioResult scenario;
        LiveRanking ranking;
    };
    // The outcome of `trial`, the project with other numbers: kept on this thread until its next trial.
    const Outcome &evaluate(const ProjectData &trial) const;

private:
    explicit TrialEvaluator(std::shared_ptr<const ProjectData> project);
    std::shared_ptr<const ProjectData> m_project; // what each thread's scenario model is made from
    quint64 m_id = 0;                             // which one a thread's model is of
};

// The first feasible alternative under the project's active profile and method, or −1: the winner the analyses
// above compare with. With `quick`, a trial of the project it was made for, ranked by it; else with `numbers`, a
// trial evaluated by it; else the project evaluated whole.
int firstFeasible(const ProjectData &project, const TrialRanker *quick = nullptr, const TrialEvaluator *numbers = nullptr);
int firstFeasibleOf(const Evaluation &evaluation); // the same of an evaluation made already

// (to − value) / |value| (1 as the unit when the value is 0): how big a change of `number` to `to` is.
double relativeChange(const AssumptionNumber &number, double to);

} // namespace verdict
