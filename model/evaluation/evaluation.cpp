#include "evaluation.h"

#include "analysis/ranking.h"
#include "core/scenarios.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>
#include <cstring>
#include <cmath>
#include <atomic>
#include <map>
#include <mutex>

namespace verdict {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("verdict::LiveRanking", text);
}

QString percent(double fraction)
{
    return QStringLiteral("%1 %").arg(std::round(fraction * 1000.0) / 10.0);
}

// "GKE Autopilot stays first while TCO weight is between 12 % and 41 %": the criterion whose interval edge
// is closest to its current weight.
// `from`: its basis brought up to date from the last evaluation's (nullptr: made here); `keep`: where the basis used
// is kept for the next.
QString stabilitySentence(const ProjectData &project, const DecisionProblem &problem, Normalization n,
                          const QString &winner, const SensitivityBasis *from, SensitivityBasis *keep)
{
    Messages messages;
    // The winner's weight intervals only: the sentence uses neither the ranking intervals nor the value flips.
    const auto s = analyzeSensitivity(problem, n, messages, {}, SensitivityScope::WinnerIntervals,
                                      SensitivityRows::Pruned, from, keep);
    if (!s || s->runnerUp < 0)
        return {};
    const CriterionSensitivity *closest = nullptr;
    double best = 2.0;
    for (const CriterionSensitivity &c : s->criteria) {
        double distance = 2.0;
        if (c.below >= 0)
            distance = std::min(distance, c.weight - c.topLow);
        if (c.above >= 0)
            distance = std::min(distance, c.topHigh - c.weight);
        if (distance < best) {
            best = distance;
            closest = &c;
        }
    }
    if (!closest)
        return tr("%1 stays first whichever single weight changes.").arg(winner);
    const QString name = project.criteria[std::size_t(problem.columns[std::size_t(closest->column)])].name;
    return tr("%1 stays first while %2 weight is between %3 and %4.")
        .arg(winner, name, percent(closest->topLow), percent(closest->topHigh));
}

// Row r's entry in the list of who the ranking leaves apart, when it has one: no value in one of `columns` (the usable
// criteria), or a failed gate. `complete`: whether it has every value.
std::optional<LiveRanking::Excluded> excludedEntry(const ProjectData &project, const ScenarioResult &scenario,
                                                   const std::vector<int> &columns, int r, bool &complete)
{
    // The usual row, complete and feasible, costs one pass over its values (at 10,000 × 200 this ran twice per edit,
    // and naming every row was most of it).
    const double *values = scenario.values.row(r);
    complete = std::all_of(columns.begin(), columns.end(), [values](int c) { return std::isfinite(values[c]); });
    if (complete && scenario.feasible[std::size_t(r)])
        return std::nullopt;
    LiveRanking::Excluded e;
    e.alternative = r;
    e.name = project.alternatives[std::size_t(r)].name;
    for (int c : columns)
        if (!std::isfinite(values[c]))
            e.missing << project.criteria[std::size_t(c)].name;
    if (!scenario.feasible[std::size_t(r)])
        for (const Violation &v : scenario.violations[std::size_t(r)])
            e.violations << v.message;
    // Missing values leave an alternative out; a failed constraint does not: it is ranked after the feasible ones and
    // still counts in normalisation.
    if (e.missing.isEmpty() && e.violations.isEmpty())
        return std::nullopt;
    return e;
}

// Who the ranking lists apart, and why, into `out.excluded`, row by row. Whether any alternative has every value.
bool listExcluded(RankableProblem &out, const ProjectData &project, const ScenarioResult &scenario, const std::vector<int> &columns)
{
    out.excluded.clear();
    bool anyComplete = false;
    for (int r = 0; r < project.alternativeCount(); ++r) {
        bool complete = false;
        if (auto e = excludedEntry(project, scenario, columns, r, complete))
            out.excluded.push_back(std::move(*e));
        anyComplete = anyComplete || complete;
    }
    return anyComplete;
}

// What the advisory decision rules say, as the ranking lists it.
QStringList ruleMessagesOf(const ProjectData &project, const ScenarioResult &scenario)
{
    QStringList out;
    for (const RuleOutcome &rule : scenario.rules) {
        if (!rule.evaluated)
            continue;
        if (!rule.profileExists)
            out << tr("A decision rule points to a profile “%1” that does not exist.").arg(rule.profile);
        else if (!rule.active)
            out << tr("The decision rules point to the profile “%1”.").arg(rule.profile);
    }
    for (std::size_t i = 0; i < project.rules.size() && i < scenario.rules.size(); ++i)
        if (scenario.rules[i].evaluated && !project.rules[i].message.isEmpty() && scenario.rules[i].condition)
            out << project.rules[i].message;
    return out;
}

// The rankable problem of `project` under `profile`, with what the ranking leaves out and why.
RankableProblem rankableProblem(const ProjectData &project, const ScenarioResult &scenario, int profile,
                                IncompleteAlternatives incomplete)
{
    RankableProblem out;
    const int nAlt = project.alternativeCount();
    const int nCrit = project.criterionCount();
    if (scenario.values.rows() != nAlt || scenario.values.cols() != nCrit
        || scenario.criterionUsable.size() != std::size_t(nCrit) || scenario.criterionProblem.size() != std::size_t(nCrit)
        || scenario.feasible.size() != std::size_t(nAlt) || scenario.violations.size() != std::size_t(nAlt))
        return out; // a malformed project: nothing to rank

    // What the panel lists: criteria left out, alternatives left out (missing values) or infeasible, rules.
    std::vector<int> columns;
    for (int c = 0; c < nCrit; ++c) {
        if (scenario.criterionUsable[std::size_t(c)]) {
            columns.push_back(c);
        } else {
            const QString why = scenario.criterionProblem[std::size_t(c)];
            out.notes << (why.isEmpty() ? tr("%1 is left out.").arg(project.criteria[std::size_t(c)].name)
                                        : tr("%1 is left out: %2").arg(project.criteria[std::size_t(c)].name, why));
        }
    }
    const bool anyComplete = listExcluded(out, project, scenario, columns);
    out.ruleMessages = ruleMessagesOf(project, scenario);

    // Leaving out: the excluded list and the notes say why nothing can be ranked. Refusing: the builder's
    // errors name every empty cell.
    if (incomplete == IncompleteAlternatives::LeaveOut && (!anyComplete || columns.empty()))
        return out;

    ProblemOptions options;
    options.incomplete = incomplete;
    out.problem = problemFromScenario(project, scenario, profile, out.messages, options);
    if (!out.problem)
        for (const Message &m : out.messages)
            if (m.severity == Severity::Error) // the warnings repeat what the notes and the excluded list say
                out.notes << m.text;
    return out;
}

// What rankingOf() is given ready instead of computing it: the method's result (the weighted sum brought up to date
// after an edit, or under another profile) and the weights it ranked by (nullptr: the problem's); the stability
// sentence's basis brought up to date, and where to keep the one used.
struct Given
{
    MethodResult *method = nullptr; // moved from
    const std::vector<double> *weights = nullptr;
    const SensitivityBasis *basis = nullptr;
    SensitivityBasis *keepBasis = nullptr;
};

// The ranking of `rp` under the chosen method, as the results panel shows it.
LiveRanking rankingOf(const ProjectData &project, const RankableProblem &rp, int profile, const MethodSettings &m,
                      bool withStability, MethodResult *result, Messages *messages, const Given &given = {})
{
    LiveRanking out;
    if (profile >= 0 && profile < int(project.profiles.size()))
        out.profileName = project.profiles[std::size_t(profile)].name;
    out.scenarioName = project.activeScenario;
    out.method = isRankingMethod(m.method) ? m.method : QStringLiteral("wsm");
    out.higherIsBetter = out.method != QLatin1String("vikor");
    out.normalization = out.method == QLatin1String("wpm") ? m.wpm : m.wsm;
    out.weights.assign(std::size_t(project.criterionCount()), 0.0);
    if (project.alternativeCount() == 0 || project.criterionCount() == 0) {
        out.notes << tr("Add alternatives and criteria to see a ranking.");
        return out;
    }
    out.excluded = rp.excluded;
    out.notes = rp.notes;
    out.ruleMessages = rp.ruleMessages;
    if (!rp.problem) {
        if (out.notes.isEmpty())
            out.notes << tr("No alternative can be ranked yet.");
        return out;
    }
    const DecisionProblem &problem = *rp.problem;
    MethodResult local;
    Messages localMessages;
    MethodResult &kept = result ? *result : local;
    Messages &said = messages ? *messages : localMessages;
    const std::vector<RankedEntry> *ranked = nullptr;
    if (given.method) {
        kept = std::move(*given.method);
        if (const auto *wsm = std::get_if<WsmResult>(&kept))
            ranked = &wsm->ranking;
    } else {
        ranked = runMethod(problem, m, kept, said);
    }
    if (!ranked) {
        for (const Message &message : said)
            if (message.severity == Severity::Error)
                out.notes << message.text;
        return out;
    }
    const std::vector<double> &weights = given.weights ? *given.weights : problem.weights;
    for (std::size_t j = 0; j < weights.size() && j < problem.columns.size(); ++j)
        out.weights[std::size_t(problem.columns[j])] = weights[j];
    const std::vector<RankedEntry> ranking = rankFeasibleFirst(*ranked, problem);
    const double sign = out.higherIsBetter ? 1.0 : -1.0;
    // The runner-up is the best other alternative that meets every gate: one that fails a gate is no alternative
    // to choose. With nothing feasible, the leader is only the best of them, and the runner-up the next.
    for (std::size_t i = 1; i < ranking.size() && out.runnerUp < 0; ++i)
        if (problem.isFeasible(ranking[i].row) == problem.isFeasible(ranking[0].row))
            out.runnerUp = int(i);
    out.rows.reserve(ranking.size());
    for (std::size_t i = 0; i < ranking.size(); ++i) {
        const RankedEntry &e = ranking[i];
        LiveRanking::Row row;
        row.alternative = problem.rows[std::size_t(e.row)];
        row.name = project.alternatives[std::size_t(row.alternative)].name;
        row.score = e.score;
        row.rank = e.rank;
        row.feasible = problem.isFeasible(e.row);
        // One meaning everywhere (the dock, the sheet, the slides): the leader's lead over the runner-up, and
        // every other alternative's distance behind the leader.
        if (i == 0)
            row.marginPoints = out.runnerUp > 0 ? sign * (e.score - ranking[std::size_t(out.runnerUp)].score) * 100.0 : 0.0;
        else
            row.marginPoints = sign * (e.score - ranking[0].score) * 100.0;
        out.rows.push_back(std::move(row));
    }
    if (withStability && out.method == QLatin1String("wsm") && out.rows.size() > 1)
        out.stability = stabilitySentence(project, problem, m.wsm, out.winner(), given.basis, given.keepBasis);
    return out;
}

// Gives every per-alternative and per-criterion part of `r` one entry per alternative and criterion of
// `project` (evaluateScenario() does for a valid project; a malformed one gets neutral entries: nothing usable).
void shapeToProject(ScenarioResult &r, const ProjectData &project)
{
    const std::size_t n = std::size_t(project.alternativeCount());
    const std::size_t m = std::size_t(project.criterionCount());
    const bool shaped = r.values.rows() == int(n) && r.values.cols() == int(m) && r.criterionUsable.size() == m
                        && r.criterionProblem.size() == m && r.criterionFormula.size() == m && r.feasible.size() == n
                        && r.violations.size() == n && r.figures.size() == n;
    if (shaped)
        return;
    if (r.values.rows() != int(n) || r.values.cols() != int(m))
        r.values = project.values.rows() == int(n) && project.values.cols() == int(m) ? project.values : SharedMatrix(int(n), int(m));
    r.criterionUsable.resize(m, false);
    r.criterionProblem.resize(m);
    r.criterionFormula.resize(m, false);
    r.feasible.resize(n, true);
    r.violations.resize(n);
    r.figures.resize(n);
}

} // namespace

struct Evaluation::Lazy
{
    std::once_flag winnersOnce;
    std::vector<ProfileWinner> winners;

    std::once_flag sensitivityOnce;
    std::optional<SensitivityResult> sensitivity;
    Messages sensitivityMessages;

    std::once_flag chartOnce;
    std::optional<ChartInput> chart;

    // The parts the layers above keep (committee, what it would take, what to check first), one per type.
    struct Slot
    {
        std::once_flag once;
        std::shared_ptr<const void> value;
    };
    std::mutex partsMutex;
    std::map<std::type_index, std::shared_ptr<Slot>> parts;

    std::once_flag scenariosOnce;
    std::shared_ptr<const ScenariosData> scenarios;

    std::mutex smaaMutex;
    std::shared_ptr<const SmaaRun> smaa;

    // What the next evaluation carries on from after an edit of a few rows (carryOn): the stability sentence's
    // basis, set while this evaluation is made; and the weighted sum under each profile, set by profileWinners()
    // (`winnersDone` says when, to another thread).
    std::optional<SensitivityBasis> stabilityBasis;
    std::vector<std::optional<WsmResult>> profileResults;
    std::atomic<bool> winnersDone{false};
    // Carried from the last evaluation for profileWinners(): its results per profile (when it had ranked them), and
    // the problem rows edited since, whose scores alone are computed again.
    std::vector<std::optional<WsmResult>> carriedProfiles;
    std::vector<int> carriedRows;
};

Evaluation::Evaluation() : m_lazy(std::make_unique<Lazy>()) {}
Evaluation::Evaluation(Evaluation &&) noexcept = default;
Evaluation &Evaluation::operator=(Evaluation &&) noexcept = default;
Evaluation::~Evaluation() = default;

Evaluation evaluate(const ProjectData &project, const EvaluationOptions &options)
{
    return evaluate(std::make_shared<const ProjectData>(project), options, 0);
}

static MethodSettings methodsOf(const ProjectData &project, const EvaluationOptions &o)
{
    MethodSettings m;
    m.method = o.method;
    m.wsm = o.normalization.value_or(project.analysis.normalization);
    m.wpm = o.normalization.value_or(Normalization::Max);
    m.v = o.vikorV.value_or(project.analysis.vikorV);
    return m;
}

void rankEvaluation(Evaluation &e); // the ranking and the records of an evaluation whose scenario result is set
void makeRecords(Evaluation &e);
bool carryOn(Evaluation &e, const Evaluation &last);

static std::atomic<quint64> s_evaluations{0};
static std::atomic<quint64> s_probes{0};
static std::atomic<quint64> s_carried{0};

// The rank acceptability chart of the evaluation's own Monte Carlo run: the Monte Carlo dock's when it has finished
// one of at least as many samples (and the run this one makes is kept for it).
static AcceptabilityData acceptabilityOf(const Evaluation &evaluation, const ChartRequest &request, const std::atomic<bool> *cancel)
{
    AcceptabilityData data;
    data.rankingMethod = evaluation.methodSettings().key();
    SmaaControl control;
    control.cancel = cancel;
    const std::shared_ptr<const SmaaRun> run = evaluation.runSmaa({request.samples, request.seed, 0}, control);
    if (!run->result) {
        data.messages = run->messages;
        if (!run->error.isEmpty() && data.messages.empty())
            data.messages.push_back(Message::plain(run->error));
        return data;
    }
    if (run->result->cancelled)
        return data;
    const DecisionProblem &problem = *evaluation.problem();
    data.messages = run->messages;
    data.samples = int(run->result->samples);
    data.seed = run->result->seed;
    for (int r = 0; r < problem.alternatives; ++r)
        data.leftOut += problem.isFeasible(r) ? 0 : 1;
    for (std::size_t i = 0; i < run->result->alternatives.size(); ++i) {
        const SmaaAlternative &a = run->result->alternatives[i];
        AcceptabilityRow row;
        row.alternative = problem.rows[std::size_t(a.row)];
        row.name = run->names.value(int(i));
        row.acceptability = a.acceptability;
        data.rows.push_back(std::move(row));
    }
    sortByExpectedRank(data.rows);
    return data;
}

ChartData chartDataOf(const Evaluation &evaluation, const ChartRequest &request, const std::atomic<bool> *cancel)
{
    const ProjectData &base = evaluation.baseProject();
    if (request.kind == ChartKind::Scenarios && !base.scenarios.empty() && !base.scenarioApplied)
        return evaluation.scenarios();
    // One Monte Carlo run per evaluation: the chart's is the Monte Carlo dock's, and the sheet's.
    if (request.kind == ChartKind::Acceptability && evaluation.problem()
        && (request.profile < 0 || request.profile == evaluation.profile()))
        return acceptabilityOf(evaluation, request, cancel);
    return computeChartData(evaluation.chartInput(), request, cancel);
}

quint64 evaluationsMade()
{
    return s_evaluations.load();
}

quint64 probesMade()
{
    return s_probes.load();
}

quint64 evaluationsCarriedOn()
{
    return s_carried.load();
}

// `options` with the project's own profile and method where they name none.
static EvaluationOptions resolved(const ProjectData &project, EvaluationOptions options)
{
    if (options.profile < 0 || options.profile >= int(project.profiles.size()))
        options.profile = project.activeProfile;
    if (options.method.isEmpty())
        options.method = project.analysis.method;
    return options;
}

Evaluation evaluate(std::shared_ptr<const ProjectData> snapshot, const EvaluationOptions &options, quint64 version)
{
    return evaluate(std::move(snapshot), options, version, nullptr);
}

Evaluation evaluate(std::shared_ptr<const ProjectData> snapshot, const EvaluationOptions &options, quint64 version,
                    const Evaluation *last)
{
    Evaluation e;
    e.m_version = version;
    // The active what-if scenario's overrides, applied once: the evaluation's project is the scenario's numbers.
    e.m_base = snapshot;
    e.m_project = needsScenario(*snapshot) ? std::make_shared<const ProjectData>(applyActiveScenario(*snapshot))
                                           : std::move(snapshot);
    const ProjectData &project = *e.m_project;
    e.m_options = resolved(project, options);
    (options.probe ? s_probes : s_evaluations).fetch_add(1, std::memory_order_relaxed);
    e.m_scenario = evaluateScenario(project);
    shapeToProject(e.m_scenario, project);
    if (last && carryOn(e, *last))
        s_carried.fetch_add(1, std::memory_order_relaxed);
    else
        rankEvaluation(e);
    return e;
}

LiveRanking trialRanking(const ProjectData &project, const ScenarioResult &scenario, const EvaluationOptions &options,
                         RankableProblem &kept)
{
    s_probes.fetch_add(1, std::memory_order_relaxed);
    const EvaluationOptions o = resolved(project, options);
    // The last trial's problem with this one's numbers, where it leaves out the same criteria and alternatives (the
    // criteria left out, and so the notes, are the same); else made anew.
    if (kept.problem && refreshProblem(*kept.problem, scenario))
        listExcluded(kept, project, scenario, kept.problem->columns);
    else
        kept = rankableProblem(project, scenario, o.profile, o.incomplete);
    return rankingOf(project, kept, o.profile, methodsOf(project, o), false, nullptr, nullptr);
}

Evaluation reweighted(const Evaluation &base, std::shared_ptr<const ProjectData> project, int profile)
{
    Evaluation e;
    e.m_version = base.m_version;
    e.m_base = project;
    e.m_project = std::move(project);
    e.m_options = base.m_options;
    e.m_options.profile = profile >= 0 && profile < int(e.m_project->profiles.size()) ? profile : e.m_project->activeProfile;
    e.m_options.stability = false; // the stability sentence is the evaluated profile's
    e.m_scenario = base.m_scenario; // the same numbers: formulas, gates and figures do not depend on the weights
    rankEvaluation(e);
    return e;
}

void rankEvaluation(Evaluation &e)
{
    const ProjectData &project = *e.m_project;
    const EvaluationOptions &options = e.m_options;
    e.m_rankable = rankableProblem(project, e.m_scenario, e.m_options.profile, options.incomplete);
    Given given;
    given.keepBasis = &e.m_lazy->stabilityBasis.emplace();
    e.m_ranking = rankingOf(project, e.m_rankable, e.m_options.profile, methodsOf(project, e.m_options),
                            options.stability, &e.m_methodResult, &e.m_methodMessages, given);
    if (e.m_lazy->stabilityBasis->scores.empty()) // no stability sentence
        e.m_lazy->stabilityBasis.reset();
    makeRecords(e);
}

// The records: pointers into the parts of `e`, which never move once the evaluation is made.
void makeRecords(Evaluation &e)
{
    const ProjectData &project = *e.m_project;
    const ScenarioResult &sc = e.m_scenario;
    for (int c = 0; c < project.criterionCount(); ++c) {
        const std::size_t k = std::size_t(c);
        e.m_criteria.push_back({c, &project.criteria[k], bool(sc.criterionFormula[k]), bool(sc.criterionUsable[k]),
                                sc.criterionProblem[k], k < e.m_ranking.weights.size() ? e.m_ranking.weights[k] : 0.0});
    }
    for (int a = 0; a < project.alternativeCount(); ++a) {
        const std::size_t k = std::size_t(a);
        AlternativeRecord r;
        r.index = a;
        r.alternative = &project.alternatives[k];
        r.baseline = a == sc.baseline;
        r.feasible = sc.feasible[k];
        r.violations = &sc.violations[k];
        r.figures = &sc.figures[k];
        e.m_alternatives.push_back(r);
    }
    for (const LiveRanking::Row &row : e.m_ranking.rows)
        e.m_alternatives[std::size_t(row.alternative)].ranked = &row;
    for (const LiveRanking::Excluded &x : e.m_ranking.excluded)
        e.m_alternatives[std::size_t(x.alternative)].excluded = &x;
}

namespace {

// Whether `a` and `b` are the same project but for their values (ProjectData's own == compares the values too, all of
// them). Every other member is compared: a member added to ProjectData must be added here.
bool sameButValues(const ProjectData &a, const ProjectData &b)
{
#if defined(__x86_64__) && defined(__GLIBCXX__) && !defined(_GLIBCXX_DEBUG)
    static_assert(sizeof(ProjectData) == 640, "ProjectData has changed: compare its new member in sameButValues()");
#endif
    return a.alternatives.size() == b.alternatives.size() && a.criteria == b.criteria && a.alternatives == b.alternatives
           && a.metadata == b.metadata && a.groups == b.groups && a.attributes == b.attributes && a.profiles == b.profiles
           && a.activeProfile == b.activeProfile && a.parameters == b.parameters && a.baseline == b.baseline
           && a.constraints == b.constraints && a.rules == b.rules && a.checks == b.checks && a.analysis == b.analysis
           && a.termMap == b.termMap && a.charts == b.charts && a.scenarios == b.scenarios
           && a.activeScenario == b.activeScenario && a.decisions == b.decisions && a.scenarioApplied == b.scenarioApplied;
}

// The rows of `now` whose values differ from `before`'s, bit for bit (a shared block is the same); nullopt when the
// shapes differ or more than `limit` rows do.
std::optional<std::vector<int>> editedRows(const SharedMatrix &before, const SharedMatrix &now, std::size_t limit)
{
    if (before.rows() != now.rows() || before.cols() != now.cols())
        return std::nullopt;
    std::vector<int> rows;
    if (now.cols() == 0)
        return rows;
    const std::size_t bytes = std::size_t(now.cols()) * sizeof(double);
    for (int r = 0; r < now.rows(); ++r) {
        if (now.sharesRow(before, r) || std::memcmp(now.row(r), before.row(r), bytes) == 0)
            continue;
        if (rows.size() == limit)
            return std::nullopt;
        rows.push_back(r);
    }
    return rows;
}

bool sameBits(double a, double b)
{
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

} // namespace

// An evaluation made from the last one after an edit of a few values (the workbench's usual edit), when the weighted
// sum ranks and nothing else changed: the problem is the last one's with the edited rows written again. When every
// column keeps its transform, only those rows are scored again (weightedSumRows: to the bit the whole pass's scores)
// and the stability sentence's basis is brought up to date the same way (updatedBasis); when an edit moved a column's
// extremes (its transform), every row is scored again with the whole pass's arithmetic and the sentence makes its
// basis anew. The rest is what a whole evaluation does with those numbers: the ranking, its rows, the sentence's
// search. False, with `e` untouched but its scenario, when the edit is of another kind: the caller evaluates in full.
// tst_evaluation compares the two, to the bit.
bool carryOn(Evaluation &e, const Evaluation &last)
{
    constexpr std::size_t kMostRows = 64; // more edited rows than this: the whole evaluation
    const ProjectData &project = *e.m_project;
    const EvaluationOptions &o = e.m_options, &lo = last.m_options;
    if (o.profile != lo.profile || o.method != lo.method || o.normalization != lo.normalization || o.vikorV != lo.vikorV
        || o.incomplete != lo.incomplete || o.stability != lo.stability || o.probe || lo.probe)
        return false;
    const MethodSettings methods = methodsOf(project, o);
    const auto *lastWsm = std::get_if<WsmResult>(&last.m_methodResult);
    if (!lastWsm || !last.m_rankable.problem || last.m_ranking.method != QLatin1String("wsm")
        || (o.stability && last.m_ranking.rows.size() > 1 && !last.m_lazy->stabilityBasis))
        return false;
    const DecisionProblem &lastProblem = *last.m_rankable.problem;
    const ScenarioResult &now = e.m_scenario, &before = last.m_scenario;
    if (lastWsm->transforms.size() != std::size_t(lastProblem.criteria) || now.criterionUsable != before.criterionUsable
        || now.criterionProblem != before.criterionProblem || now.criterionFormula != before.criterionFormula
        || now.feasible != before.feasible || !sameButValues(*last.m_project, project))
        return false;
    const auto edited = editedRows(before.values, now.values, kMostRows);
    if (!edited)
        return false;

    // Each edited row stays in the problem (it had every value and still has), its edits in columns without a value
    // function; the columns edited keep their transforms.
    std::vector<int> rows;    // problem rows edited
    std::vector<int> columns; // problem columns edited
    std::vector<bool> columnEdited(std::size_t(lastProblem.criteria), false);
    for (int r : *edited) {
        const auto at = std::lower_bound(lastProblem.rows.begin(), lastProblem.rows.end(), r);
        if (at == lastProblem.rows.end() || *at != r)
            return false;
        const double *x = now.values.row(r), *y = before.values.row(r);
        for (int k = 0; k < lastProblem.criteria; ++k) {
            const int c = lastProblem.columns[std::size_t(k)];
            if (sameBits(x[c], y[c]))
                continue;
            if (!std::isfinite(x[c]) || lastProblem.valued(k))
                return false;
            columnEdited[std::size_t(k)] = true;
        }
        rows.push_back(int(at - lastProblem.rows.begin()));
    }
    for (int k = 0; k < lastProblem.criteria; ++k)
        if (columnEdited[std::size_t(k)])
            columns.push_back(k);

    // Each edited column's transform, made before anything is copied: the column as the problem will hold it, read in
    // place, through the function that makes each column's transform from that column alone. One that moved (an edit
    // beyond the column's range) moves every score: every row is scored again, but the problem is still the last
    // one's with the edited rows written again.
    std::vector<ColumnTransform> transforms = lastWsm->transforms;
    bool everyScoreMoves = false;
    for (int k : columns) {
        const auto ku = std::size_t(k);
        const int c = lastProblem.columns[ku];
        const auto valueAt = [&](int i) { return now.values.at(lastProblem.rows[std::size_t(i)], c); };
        const auto t = columnTransformOf(lastProblem.alternatives, valueAt, lastProblem.directions[ku],
                                         lastProblem.scaleMin[ku], lastProblem.scaleMax[ku], methods.wsm);
        if (!t)
            return false; // the normalisation refuses the column (or reads more than its ends): the whole evaluation
        if (!sameTransform(*t, transforms[ku])) {
            transforms[ku] = *t;
            everyScoreMoves = true;
        }
    }

    // The problem: the last one's, the edited rows written again (their values, and the gates they fail).
    RankableProblem rankable = last.m_rankable;
    DecisionProblem &problem = *rankable.problem;
    for (std::size_t e2 = 0; e2 < rows.size(); ++e2) {
        const int i = rows[e2], r = (*edited)[e2];
        const double *x = now.values.row(r);
        double *to = problem.values.row(i);
        for (int k = 0; k < problem.criteria; ++k)
            to[k] = x[problem.columns[std::size_t(k)]];
        if (std::size_t(i) < problem.violations.size()) {
            problem.violations[std::size_t(i)].clear();
            for (const Violation &v : now.violations[std::size_t(r)])
                problem.violations[std::size_t(i)] << v.message;
        }
    }
    std::optional<SensitivityBasis> basis; // when every score moves, the stability sentence makes its basis anew
    if (last.m_lazy->stabilityBasis && !everyScoreMoves) {
        basis = updatedBasis(problem, methods.wsm, transforms, *last.m_lazy->stabilityBasis, rows, columns);
        if (!basis)
            return false;
    }

    // Who is listed apart: the edited rows' entries anew (a gate's message names the value); the rules again.
    for (int r : *edited) {
        const auto at = std::lower_bound(rankable.excluded.begin(), rankable.excluded.end(), r,
                                         [](const LiveRanking::Excluded &x, int row) { return x.alternative < row; });
        if (at == rankable.excluded.end() || at->alternative != r)
            continue;
        bool complete = false;
        if (auto entry = excludedEntry(project, now, problem.columns, r, complete))
            *at = std::move(*entry);
    }
    rankable.ruleMessages = ruleMessagesOf(project, now);

    // The scores: the edited rows' alone, or every row's with the moved transforms (the whole pass's arithmetic).
    WsmResult wsm;
    wsm.normalization = lastWsm->normalization;
    wsm.transforms = std::move(transforms);
    if (everyScoreMoves) {
        weightedSumScores(problem.values, wsm.transforms, problem.weights, wsm.scores, 0);
        wsm.ranking = rankScores(wsm.scores);
    } else {
        wsm.scores = lastWsm->scores;
        weightedSumRows(problem.values, wsm.transforms, problem.weights, rows, wsm.scores);
        wsm.ranking = rankScoresAfter(wsm.scores, lastWsm->ranking, rows);
    }
    MethodResult result = std::move(wsm);

    e.m_rankable = std::move(rankable);
    e.m_methodMessages = last.m_methodMessages;
    Given given;
    given.method = &result;
    if (basis) {
        e.m_lazy->stabilityBasis = std::move(*basis);
        given.basis = &*e.m_lazy->stabilityBasis;
    } else if (everyScoreMoves) {
        given.keepBasis = &e.m_lazy->stabilityBasis.emplace(); // made by the sentence, for the next edit
    }
    e.m_ranking = rankingOf(project, e.m_rankable, o.profile, methods, o.stability, &e.m_methodResult,
                            &e.m_methodMessages, given);
    if (e.m_lazy->stabilityBasis && e.m_lazy->stabilityBasis->scores.empty()) // no stability sentence
        e.m_lazy->stabilityBasis.reset();
    // The other profiles' scores carried on too, when only the edited rows' moved.
    if (!everyScoreMoves && last.m_lazy->winnersDone.load(std::memory_order_acquire)) {
        e.m_lazy->carriedProfiles = last.m_lazy->profileResults;
        e.m_lazy->carriedRows = std::move(rows);
    }
    makeRecords(e);
    return true;
}

// `profile`'s weights over `problem`'s columns, normalised; nullopt when they are not usable (negative, not finite,
// all zero) so that the caller builds the problem anew and says why.
static std::optional<std::vector<double>> profileWeights(const DecisionProblem &problem, const WeightProfile &profile)
{
    double sum = 0.0;
    std::vector<double> weights;
    weights.reserve(problem.columns.size());
    for (const int c : problem.columns) {
        const double w = std::size_t(c) < profile.weights.size() ? profile.weights[std::size_t(c)] : 0.0;
        if (!std::isfinite(w) || w < 0.0)
            return std::nullopt;
        weights.push_back(w);
        sum += w;
    }
    if (!(sum > 0.0))
        return std::nullopt;
    for (double &w : weights)
        w /= sum;
    return weights;
}

std::shared_ptr<const void> Evaluation::partSlot(std::type_index type,
                                                const std::function<std::shared_ptr<const void>()> &compute) const
{
    std::shared_ptr<Lazy::Slot> slot;
    {
        std::lock_guard lock(m_lazy->partsMutex);
        std::shared_ptr<Lazy::Slot> &at = m_lazy->parts[type];
        if (!at)
            at = std::make_shared<Lazy::Slot>();
        slot = at;
    }
    std::call_once(slot->once, [&] {
        {
            std::lock_guard lock(m_lazy->partsMutex);
            if (slot->value) // kept by keepSlot() meanwhile
                return;
        }
        std::shared_ptr<const void> value = compute(); // not under the lock: it may ask for other parts
        std::lock_guard lock(m_lazy->partsMutex);
        if (!slot->value)
            slot->value = std::move(value);
    });
    std::lock_guard lock(m_lazy->partsMutex);
    return slot->value;
}

std::shared_ptr<const void> Evaluation::findSlot(std::type_index type) const
{
    std::lock_guard lock(m_lazy->partsMutex);
    const auto it = m_lazy->parts.find(type);
    return it == m_lazy->parts.end() ? nullptr : it->second->value;
}

void Evaluation::keepSlot(std::type_index type, std::shared_ptr<const void> part) const
{
    if (!part)
        return;
    std::lock_guard lock(m_lazy->partsMutex);
    std::shared_ptr<Lazy::Slot> &at = m_lazy->parts[type];
    if (!at)
        at = std::make_shared<Lazy::Slot>();
    if (!at->value)
        at->value = std::move(part);
}

const std::vector<ProfileWinner> &Evaluation::profileWinners() const
{
    std::call_once(m_lazy->winnersOnce, [this] {
        const ProjectData &project = *m_project;
        const MethodSettings methods = methodsOf(project, m_options);
        // The weighted sum under another profile's weights: the problem's transforms do not depend on them, so the
        // scores are summed again with the other weights over the same problem (after an edit carried on from the
        // last evaluation, only the edited rows' scores). Another method: one copy of the problem for every profile,
        // only its weights changed.
        const auto *ownWsm = std::get_if<WsmResult>(&m_methodResult);
        const bool wsm = ownWsm && m_rankable.problem && m_ranking.method == QLatin1String("wsm");
        std::optional<RankableProblem> shared;
        if (!wsm && m_rankable.problem && project.profiles.size() > 1)
            shared = m_rankable;
        m_lazy->profileResults.assign(project.profiles.size(), std::nullopt);
        for (int i = 0; i < int(project.profiles.size()); ++i) {
            const bool active = i == m_options.profile;
            LiveRanking other;
            if (!active) {
                const WeightProfile &weighed = project.profiles[std::size_t(i)];
                const auto weights = wsm ? profileWeights(*m_rankable.problem, weighed) : std::nullopt;
                if (weights) {
                    const DecisionProblem &problem = *m_rankable.problem;
                    const auto &carried = m_lazy->carriedProfiles;
                    WsmResult result;
                    if (std::size_t(i) < carried.size() && carried[std::size_t(i)]
                        && carried[std::size_t(i)]->scores.size() == std::size_t(problem.alternatives)) {
                        result = *carried[std::size_t(i)];
                        weightedSumRows(problem.values, result.transforms, *weights, m_lazy->carriedRows, result.scores);
                        result.ranking = rankScoresAfter(result.scores, result.ranking, m_lazy->carriedRows);
                    } else {
                        result.normalization = ownWsm->normalization;
                        result.transforms = ownWsm->transforms;
                        weightedSumScores(problem.values, result.transforms, *weights, result.scores, 0);
                        result.ranking = rankScores(result.scores);
                    }
                    m_lazy->profileResults[std::size_t(i)] = result;
                    MethodResult ranked = std::move(result);
                    Given given;
                    given.method = &ranked;
                    given.weights = &*weights;
                    other = rankingOf(project, m_rankable, i, methods, false, nullptr, nullptr, given);
                } else if (const auto others = shared ? profileWeights(*shared->problem, weighed) : std::nullopt) {
                    shared->problem->weights = *others;
                    other = rankingOf(project, *shared, i, methods, false, nullptr, nullptr);
                } else {
                    other = rankingOf(project, rankableProblem(project, m_scenario, i, m_options.incomplete), i, methods,
                                      false, nullptr, nullptr);
                }
            }
            const LiveRanking &r = active ? m_ranking : other;
            ProfileWinner w;
            w.profile = i;
            w.name = project.profiles[std::size_t(i)].name;
            w.active = active;
            w.winner = r.winner();
            if (const LiveRanking::Row *second = r.runnerUpRow()) {
                w.runnerUp = second->name;
                w.marginPoints = r.rows.front().marginPoints;
            }
            w.flips = !w.winner.isEmpty() && w.winner != m_ranking.winner();
            m_lazy->winners.push_back(w);
        }
        m_lazy->winnersDone.store(true, std::memory_order_release);
    });
    return m_lazy->winners;
}

MethodSettings Evaluation::methodSettings() const
{
    return methodsOf(*m_project, m_options);
}

const std::optional<SensitivityResult> &Evaluation::sensitivity() const
{
    std::call_once(m_lazy->sensitivityOnce, [this] {
        if (problem())
            m_lazy->sensitivity = analyzeSensitivity(*problem(), methodsOf(*m_project, m_options).wsm,
                                                     m_lazy->sensitivityMessages);
    });
    return m_lazy->sensitivity;
}

const Messages &Evaluation::sensitivityMessages() const
{
    sensitivity();
    return m_lazy->sensitivityMessages;
}

const ChartInput &Evaluation::chartInput() const
{
    std::call_once(m_lazy->chartOnce, [this] {
        m_lazy->chart = makeChartInput(*m_project, m_scenario);
        m_lazy->chart->method = methodSettings(); // every chart ranks by the evaluation's method and profile
        m_lazy->chart->profile = m_options.profile;
        // The scenario chart alone needs every scenario evaluated: asked then, not on every edit. It holds its own
        // snapshot and options (a chart input may outlive this evaluation).
        if (!m_base->scenarios.empty() && !m_base->scenarioApplied)
            m_lazy->chart->scenarios = [base = m_base, options = m_options] {
                EvaluationOptions o = options;
                o.stability = false;
                o.probe = true; // the comparison's columns are parts of this evaluation
                return std::make_shared<const ScenariosData>(evaluate(base, o).scenarios());
            };
    });
    return *m_lazy->chart;
}

// One column of the comparison from an evaluation of that scenario.
static ScenarioColumn scenarioColumn(const Evaluation &e, const ProjectData &base, int index)
{
    ScenarioColumn c;
    c.index = index;
    c.name = index < 0 ? kBaseScenarioName : base.scenarios[std::size_t(index)].name;
    if (index >= 0) {
        c.description = base.scenarios[std::size_t(index)].description;
        for (const ScenarioOverride &o : base.scenarios[std::size_t(index)].overrides)
            c.overrides << overrideText(base, o);
    }
    const std::size_t n = base.alternatives.size();
    c.scores.assign(n, kMissing);
    c.ranks.assign(n, 0);
    c.feasible.assign(n, true);
    c.annualCost.assign(n, kMissing);
    for (const AlternativeRecord &a : e.alternatives()) {
        c.feasible[std::size_t(a.index)] = a.feasible;
        c.annualCost[std::size_t(a.index)] = a.figure(Figure::AnnualCost).value;
    }
    const LiveRanking &r = e.ranking();
    for (const LiveRanking::Row &row : r.rows) {
        c.scores[std::size_t(row.alternative)] = row.score;
        c.ranks[std::size_t(row.alternative)] = row.rank;
    }
    if (!r.rows.empty()) {
        const LiveRanking::Row &first = r.rows.front();
        c.winner = first.alternative;
        c.winnerName = first.name;
        c.winnerFeasible = first.feasible;
        // Against the best other one that meets every gate, as a review reads "ahead of": an infeasible runner-up
        // is no alternative (when none is feasible, against the second).
        for (std::size_t i = 1; i < r.rows.size(); ++i)
            if (r.rows[i].feasible == first.feasible) {
                c.runnerUpName = r.rows[i].name;
                c.marginPoints = (r.higherIsBetter ? first.score - r.rows[i].score : r.rows[i].score - first.score) * 100.0;
                break;
            }
    } else {
        c.note = r.notes.isEmpty() ? QStringLiteral("nothing can be ranked") : r.notes.front();
    }
    return c;
}

const ScenariosData &Evaluation::scenarios() const
{
    std::call_once(m_lazy->scenariosOnce, [this] {
        auto data = std::make_shared<ScenariosData>();
        const ProjectData &base = *m_base;
        for (int a = 0; a < base.alternativeCount(); ++a) {
            data->alternatives.push_back(a);
            data->names << base.alternatives[std::size_t(a)].name;
        }
        data->method = m_ranking.method;
        data->higherIsBetter = m_ranking.higherIsBetter;
        EvaluationOptions options = m_options;
        options.stability = false;
        options.probe = true; // the other scenarios' columns are parts of this evaluation, counted with the probes
        const int active = base.activeScenario.isEmpty() ? -1 : base.indexOfScenario(base.activeScenario);
        // A project that holds a scenario's numbers as its own (applied before it was evaluated) has lost the base
        // the others are relative to: only its own column.
        const int first = base.scenarioApplied ? active : -1;
        const int last = base.scenarioApplied ? active : int(base.scenarios.size()) - 1;
        for (int k = first; k <= last; ++k) {
            ScenarioColumn column = k == active ? scenarioColumn(*this, base, k)
                                                : scenarioColumn(evaluate(withScenario(base, k), options), base, k);
            column.active = k == active;
            if (k >= 0) {
                const std::vector<OverriddenNumber> numbers = overriddenNumbers(base, k);
                column.unchanged = std::all_of(numbers.begin(), numbers.end(), [](const OverriddenNumber &n) {
                    return n.base == n.value || (std::isnan(n.base) && std::isnan(n.value));
                });
            }
            data->scenarios.push_back(std::move(column));
        }
        m_lazy->scenarios = std::move(data);
    });
    return *m_lazy->scenarios;
}

std::shared_ptr<const SmaaRun> Evaluation::smaa() const
{
    std::lock_guard lock(m_lazy->smaaMutex);
    return m_lazy->smaa;
}

void Evaluation::keepSmaa(std::shared_ptr<const SmaaRun> run) const
{
    if (!run || (run->result && run->result->cancelled))
        return;
    std::lock_guard lock(m_lazy->smaaMutex);
    m_lazy->smaa = std::move(run);
}

std::shared_ptr<const SmaaRun> Evaluation::runSmaa(const SmaaRequest &request, const SmaaControl &control) const
{
    const ProjectData &project = *m_project;
    const std::int64_t samples = request.samples > 0          ? request.samples
                                 : project.analysis.mcSamples > 0 ? project.analysis.mcSamples
                                                                  : kDefaultSamples;
    const std::uint64_t seed = request.seed.value_or(project.analysis.mcSeed);
    if (auto kept = smaa(); kept && (!kept->result || (kept->settings.samples >= samples && kept->settings.seed == seed)))
        return kept; // a refusal does not change with the sample count
    auto run = std::make_shared<SmaaRun>();
    if (!problem()) {
        run->error = m_rankable.notes.isEmpty() ? tr("Nothing to analyse yet.") : m_rankable.notes.join(u' ');
        keepSmaa(run);
        return run;
    }
    run->settings = smaaSettings(project, *problem(), m_options.profile, run->messages);
    run->settings.samples = samples;
    run->settings.seed = seed;
    run->settings.threads = request.threads;
    run->result = verdict::runSmaa(*problem(), run->settings, run->messages, control);
    if (!run->result) {
        QStringList errors;
        for (const Message &m : run->messages)
            if (m.severity == Severity::Error)
                errors << m.text;
        run->error = errors.join(u' ');
    } else {
        for (const SmaaAlternative &a : run->result->alternatives)
            run->names << project.alternatives[std::size_t(problem()->rows[std::size_t(a.row)])].name;
    }
    keepSmaa(run);
    return run;
}

} // namespace verdict
