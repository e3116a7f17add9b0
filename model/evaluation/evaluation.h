#pragma once

#include "evaluation/liveranking.h"

#include "analysis/method.h"
#include "analysis/problem.h"
#include "charts/chartdata.h"
#include "charts/chartinput.h"
#include "charts/scenarios.h"
#include "core/message.h"
#include "core/projectdata.h"
#include "scenario/figures.h"
#include "scenario/scenario.h"
#include "stability/sensitivity.h"
#include "stability/smaa.h"

#include <QString>

#include <cstdint>
#include <functional>
#include <typeindex>
#include <memory>
#include <optional>
#include <vector>

namespace verdict {

// What to evaluate a project under. The defaults are the project's own settings.
struct EvaluationOptions
{
    int profile = -1; // weight profile; -1 = the active one
    // Ranking method: wsm, wpm, topsis, promethee or vikor; empty = the project's analysis.method. Anything else
    // ("all") ranks by the weighted sum; the CLI runs every method on problem() itself.
    QString method;
    std::optional<Normalization> normalization; // wsm and wpm; default: the project's for wsm, max for wpm
    std::optional<double> vikorV;               // default: the project's
    // Missing values: LeaveOut (the workbench, the sheet, the charts) leaves such alternatives out and lists
    // them; Refuse (`verdict rank` and the other commands) makes problem() nullopt with an error per cell.
    IncompleteAlternatives incomplete = IncompleteAlternatives::LeaveOut;
    bool stability = true; // the stability sentence of ranking() (weighted sum only)
    bool probe = false;    // a trial of a search (what it would take, what to check first): counted apart
};

// One alternative as an evaluation sees it: what the scenario says of it and where the ranking puts it. One
// record per project alternative, always, so nothing that reads it checks sizes.
struct AlternativeRecord
{
    int index = 0; // project alternative index
    const Alternative *alternative = nullptr;
    bool baseline = false;
    bool feasible = true;                          // meets every applied gate
    const std::vector<Violation> *violations = nullptr; // the gates it fails, each naming what it concerns
    const std::array<FigureValue, kFigureCount> *figures = nullptr;
    const LiveRanking::Row *ranked = nullptr;           // its ranking row; nullptr when left out
    const LiveRanking::Excluded *excluded = nullptr;    // why it is listed apart (missing values, failed gates)
    const FigureValue &figure(Figure f) const { return (*figures)[std::size_t(f)]; }
};

// One criterion as an evaluation sees it. One record per project criterion, always.
struct CriterionRecord
{
    int index = 0; // project criterion index
    const Criterion *criterion = nullptr;
    bool formula = false; // computed by a formula
    bool usable = true;   // takes part in the ranking; else `problem` says why
    QString problem;
    double weight = 0.0;  // normalised weight in the evaluated profile (0 when left out)
};

// One Monte Carlo (SMAA-2) run on the evaluation's problem, with the project's seed and weight constraints.
struct SmaaRun
{
    std::optional<SmaaResult> result; // nullopt: refused (messages say why) or nothing to rank
    SmaaSettings settings;
    Messages messages;
    QStringList names; // per result alternative: its name
    QString error;     // why there is no result, as a sentence
};

// Everything Verdict computes from one state of a project, computed once and read by every view, export and
// command: the scenario (formula criteria, constraints, rules), the rankable problem, the ranking of the
// chosen profile and method with its stability sentence. What costs more — the winner under every profile,
// the full sensitivity analysis, the charts' input, a Monte Carlo run — is computed on first use and kept.
//
// Immutable once made (the lazy parts are computed at most once, under a lock, from any thread), so a
// background job can hold on to one while the user keeps editing. It holds its own snapshot of the project.
class Evaluation
{
public:
    Evaluation(Evaluation &&) noexcept;
    Evaluation &operator=(Evaluation &&) noexcept;
    ~Evaluation();

    quint64 version() const { return m_version; } // the document version it describes (0 outside the workbench)
    const ProjectData &project() const { return *m_project; }
    const std::shared_ptr<const ProjectData> &projectSnapshot() const { return m_project; }
    // The project as given, before its active what-if scenario (core/scenarios.h) was applied: project() holds the
    // scenario's numbers and names it (activeScenario). The same as project() when the base is evaluated.
    const ProjectData &baseProject() const { return *m_base; }
    // The base scenario and every what-if scenario side by side, under this evaluation's profile and method.
    const ScenariosData &scenarios() const;
    const EvaluationOptions &options() const { return m_options; } // resolved: profile and method set
    int profile() const { return m_options.profile; }
    const QString &method() const { return m_options.method; }
    MethodSettings methodSettings() const;

    // The scenario result, shaped to the project: every per-alternative and per-criterion vector has one entry
    // per alternative and criterion (records below read them by index).
    const ScenarioResult &scenario() const { return m_scenario; }
    const std::vector<AlternativeRecord> &alternatives() const { return m_alternatives; }
    const std::vector<CriterionRecord> &criteria() const { return m_criteria; }
    const RankableProblem &rankable() const { return m_rankable; }
    const std::optional<DecisionProblem> &problem() const { return m_rankable.problem; }
    const LiveRanking &ranking() const { return m_ranking; }
    const MethodResult &methodResult() const { return m_methodResult; }
    const Messages &methodMessages() const { return m_methodMessages; } // what the method said (VIKOR's conditions)

    // The winner under every profile (the evaluated one included), by the same method.
    const std::vector<ProfileWinner> &profileWinners() const;
    // The weighted sum's full weight and value sensitivity of problem(); nullopt without a problem or when the
    // normalisation refuses it (sensitivityMessages() say why).
    const std::optional<SensitivityResult> &sensitivity() const;
    const Messages &sensitivityMessages() const;
    // The numbers every chart reads (effective values, feasibility), from this evaluation's scenario.
    const ChartInput &chartInput() const;
    // Parts computed from this evaluation by the layers above it — the review's questions (the committee, what it
    // would take, what to check first) — kept with it, so that every view, export and command reads the same one:
    // part() computes it the first time (once, whichever thread asks first) and returns the kept one after;
    // findPart() returns it only when kept; keepPart() keeps one computed elsewhere (a dock's background run; a
    // cancelled one is never kept) unless one is kept already. One part per type.
    template<typename Part, typename Compute>
    std::shared_ptr<const Part> part(Compute &&compute) const
    {
        return std::static_pointer_cast<const Part>(partSlot(typeid(Part), [&]() -> std::shared_ptr<const void> {
            return std::make_shared<const Part>(compute());
        }));
    }
    template<typename Part>
    std::shared_ptr<const Part> findPart() const { return std::static_pointer_cast<const Part>(findSlot(typeid(Part))); }
    template<typename Part>
    void keepPart(std::shared_ptr<const Part> part) const { keepSlot(typeid(Part), std::move(part)); }

    // The Monte Carlo run kept with this evaluation, or nullptr when none has run.
    std::shared_ptr<const SmaaRun> smaa() const;
    // Runs SMAA-2 on problem() unless a run of the same seed with at least as many samples is kept, and keeps
    // it unless it was cancelled. Blocks: call it from a worker thread in the workbench.
    struct SmaaRequest
    {
        std::int64_t samples = 0;           // 0 or less: the project's analysis.mc_samples
        std::optional<std::uint64_t> seed;  // default: the project's analysis.mc_seed
        int threads = 0;                    // 0 = automatic
    };
    std::shared_ptr<const SmaaRun> runSmaa(const SmaaRequest &request, const SmaaControl &control = {}) const;
    std::shared_ptr<const SmaaRun> runSmaa() const { return runSmaa(SmaaRequest()); }
    // Keeps a run made elsewhere on this evaluation's problem (the Monte Carlo panel's).
    void keepSmaa(std::shared_ptr<const SmaaRun> run) const;

private:
    friend Evaluation evaluate(std::shared_ptr<const ProjectData>, const EvaluationOptions &, quint64, const Evaluation *);
    friend Evaluation reweighted(const Evaluation &, std::shared_ptr<const ProjectData>, int);
    friend void rankEvaluation(Evaluation &);
    friend void makeRecords(Evaluation &);
    friend bool carryOn(Evaluation &, const Evaluation &);
    std::shared_ptr<const void> partSlot(std::type_index type, const std::function<std::shared_ptr<const void>()> &compute) const;
    std::shared_ptr<const void> findSlot(std::type_index type) const;
    void keepSlot(std::type_index type, std::shared_ptr<const void> part) const;
    Evaluation();
    struct Lazy;

    quint64 m_version = 0;
    std::shared_ptr<const ProjectData> m_project;
    std::shared_ptr<const ProjectData> m_base;
    EvaluationOptions m_options;
    ScenarioResult m_scenario;
    RankableProblem m_rankable;
    LiveRanking m_ranking;
    MethodResult m_methodResult;
    Messages m_methodMessages;
    std::vector<AlternativeRecord> m_alternatives;
    std::vector<CriterionRecord> m_criteria;
    std::unique_ptr<Lazy> m_lazy;
};

// The same numbers under another weight profile: `project` is the evaluation's project with other or more profiles
// (the same alternatives, criteria, values and gates), `profile` one of them. The scenario result — formula
// criteria, gates, figures, the costly part — is the evaluation's, not computed again; only the problem's weights
// and the ranking are made anew (as profileWinners() ranks every profile). Not counted by evaluationsMade().
Evaluation reweighted(const Evaluation &evaluation, std::shared_ptr<const ProjectData> project, int profile);

// A trial of a search (what it would take, what to check first): `project`'s ranking as evaluate() ranks it under
// `options`, from the scenario result given (ScenarioTrials: numbers only), without the stability sentence, the
// records or the parts of an Evaluation. `project` has no what-if scenario still to apply. `kept`: the rankable
// problem of the last trial of the same project (other numbers) under the same options, or empty; its numbers are
// refreshed where the trial leaves out the same criteria and alternatives (refreshProblem), else it is made anew.
// Counted as a probe.
LiveRanking trialRanking(const ProjectData &project, const ScenarioResult &scenario, const EvaluationOptions &options,
                         RankableProblem &kept);

// One chart's data from `evaluation`, what every view, export and command draws: the scenario comparison is
// evaluation.scenarios() itself (the shown scenario's column is this evaluation); every other chart is
// computeChartData() on its chartInput(). Only the Monte Carlo chart is slow; it honours `cancel`.
ChartData chartDataOf(const Evaluation &evaluation, const ChartRequest &request, const std::atomic<bool> *cancel = nullptr);

// How many evaluations evaluate() has made in this process (every thread), and how many probes: evaluations with
// EvaluationOptions::probe and trialRanking()s (a what-if or assumption trial). Tests count them: an edit is one
// evaluation, a command one evaluation plus its probes.
quint64 evaluationsMade();
quint64 probesMade();

// Evaluates `project` (a copy is kept) under `options`.
Evaluation evaluate(const ProjectData &project, const EvaluationOptions &options = {});
// The same on a snapshot the caller already holds; `version` is the caller's label for that state.
Evaluation evaluate(std::shared_ptr<const ProjectData> project, const EvaluationOptions &options = {},
                    quint64 version = 0);
// The same after an edit, carrying on from `last`, the evaluation of the state before it under the same options: when
// the edit changed a few values and nothing else, and the weighted sum ranks with every column's transform as it was
// (a value moved within its column's range, the usual edit), only what the edited values touch is computed again
// (the edited rows' scores, the ranking, the stability sentence's search, the other profiles' scores of those rows).
// Any other edit, or no `last`: the whole evaluation. Either way the same numbers, to the bit.
Evaluation evaluate(std::shared_ptr<const ProjectData> project, const EvaluationOptions &options, quint64 version,
                    const Evaluation *last);
// How many evaluations carried on from the last one (the rest of evaluationsMade() were made whole).
quint64 evaluationsCarriedOn();

} // namespace verdict
