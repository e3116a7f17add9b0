#include "whatif.h"

#include "core/scenarios.h"
#include "evaluation/evaluation.h"
#include "display/format.h"
#include "stability/parallel.h"

#include <algorithm>
#include <atomic>
#include <limits>
#include <cmath>
#include <thread>

namespace verdict {

namespace {

struct Standing
{
    bool feasible = false;
    bool first = false; // rank 1 among the feasible, ties included
    bool alone = false; // first and no one else is
    std::vector<std::pair<int, double>> misses; // per failed gate: the constraint and by how much
    double behind = 0.0; // points behind the leader when feasible and not first
};

Standing standingIn(const ScenarioResult &scenario, const LiveRanking &ranking, int alternative);

// The standing of `alternative` in a trial: ranked by `quick` where it can, else evaluated by `numbers` (numbers
// only), else evaluated whole.
Standing standingOf(const ProjectData &project, int alternative, const TrialRanker *quick,
                    const TrialEvaluator *numbers = nullptr)
{
    if (quick) { // a project without gates: every alternative is feasible, and the ranking is all there is
        Standing s;
        s.feasible = true;
        const std::optional<std::vector<RankedEntry>> ranked = quick->rank(project);
        if (!ranked || ranked->empty())
            return s;
        const std::vector<int> &rows = quick->rows();
        int firsts = 0;
        for (const RankedEntry &e : *ranked)
            if (e.rank == 1) {
                ++firsts;
                s.first = s.first || rows[std::size_t(e.row)] == alternative;
            }
        s.alone = s.first && firsts == 1;
        const double sign = quick->higherIsBetter() ? 1.0 : -1.0;
        if (!s.first)
            for (const RankedEntry &e : *ranked)
                if (rows[std::size_t(e.row)] == alternative)
                    s.behind = std::abs(sign * (e.score - ranked->front().score) * 100.0); // the ranking's marginPoints
        return s;
    }
    if (numbers) {
        const TrialEvaluator::Outcome &outcome = numbers->evaluate(project);
        return standingIn(outcome.scenario, outcome.ranking, alternative);
    }
    EvaluationOptions options;
    options.stability = false;
    options.probe = true; // a trial of the search, not an evaluation of the project
    const Evaluation e = evaluate(borrowed(project), options, 0);
    return standingIn(e.scenario(), e.ranking(), alternative);
}

// The standing of `alternative` in an evaluation's scenario result and ranking.
Standing standingIn(const ScenarioResult &scenario, const LiveRanking &ranking, int alternative)
{
    Standing s;
    s.feasible = std::size_t(alternative) < scenario.feasible.size() && scenario.feasible[std::size_t(alternative)];
    int firsts = 0;
    for (const LiveRanking::Row &row : ranking.rows)
        if (row.feasible && row.rank == 1) {
            ++firsts;
            s.first = s.first || row.alternative == alternative;
        }
    s.alone = s.first && firsts == 1;
    if (std::size_t(alternative) < scenario.violations.size())
        for (const Violation &v : scenario.violations[std::size_t(alternative)])
            s.misses.emplace_back(v.constraint, v.miss);
    for (const LiveRanking::Row &row : ranking.rows)
        if (row.alternative == alternative && row.feasible && !s.first)
            s.behind = std::abs(row.marginPoints);
    return s;
}

// How far from holding a standing is, for choosing which way each number helps (smaller is nearer): for
// feasibility each failed gate's miss over its miss as the project stands (a gate failed only now counts 1),
// for first place the points behind the leader.
double gapOf(const Standing &s, const Standing &start, bool feasibility)
{
    if (!feasibility)
        return s.feasible ? (s.first ? 0.0 : s.behind) : 1e9;
    double gap = 0.0;
    for (const auto &[constraint, miss] : s.misses) {
        double base = 0.0;
        for (const auto &[c, m] : start.misses)
            if (c == constraint)
                base = m;
        gap += base > 0.0 ? miss / base : 1.0;
    }
    return gap;
}

// Whether `to` lies within the number's uncertainty range as the file gives it (±20 % of it when none).
bool plausibleAt(double filed, const Uncertainty *u, double to)
{
    double low = filed - kAssumedRange * std::abs(filed), high = filed + kAssumedRange * std::abs(filed);
    if (u) {
        low = u->kind == UncertaintyKind::Normal ? u->mean - 2.0 * u->sd : u->low;
        high = u->kind == UncertaintyKind::Normal ? u->mean + 2.0 * u->sd : u->high;
    }
    return to >= low - 1e-12 && to <= high + 1e-12;
}

// What a step achieves as the project then stands: first alone, level with the first, or feasible only.
WhatIfStep::Result resultOf(const Standing &s)
{
    return s.alone ? WhatIfStep::Result::Wins : s.first ? WhatIfStep::Result::Draws : WhatIfStep::Result::Feasible;
}

// A hair beyond a step's new value, away from where it started: where a change that draws level leads.
double beyondOf(const WhatIfStep &s)
{
    return s.to + (s.to - s.from >= 0 ? 1.0 : -1.0) * 1e-9 * std::max(1.0, std::abs(s.from));
}

QString valueText(double value, const QString &unit)
{
    return roundedNumberText(value, unit);
}

// The smallest change, over the alternative's own numbers, at which `holds`; the numbers are tried in parallel.
// Plausibility is judged against the numbers as the file has them (`original`), even after an earlier step.
// `trials`: copies of `project`, one per worker (trialCopies), each left as it was. `firstBy`, when set, is the
// quick ranker of `project` itself and `holds` is "the alternative is first": an entered value's trial asks it first
// (TrialRanker::clearFirstWithValues), and `holds` only where it cannot tell.
std::optional<WhatIfStep> smallest(const ProjectData &original, const ProjectData &project, int alternative,
                                   const std::function<bool(const ProjectData &)> &holds, const std::atomic<bool> *cancel,
                                   bool monotone, std::vector<ProjectData> &trials, const TrialRanker *firstBy = nullptr)
{
    std::vector<const Uncertainty *> ranges;
    const std::vector<AssumptionNumber> numbers = numbersOf(project, alternative, false, &ranges);
    const std::vector<AssumptionNumber> asFiled = numbersOf(original, alternative, false);
    std::vector<std::optional<double>> found(numbers.size());
    bool failed = false;
    smaa::runParallel(int(numbers.size()), int(trials.size()), cancel,
                      [&](int worker, int i) {
                          const AssumptionNumber &n = numbers[std::size_t(i)];
                          const bool byColumn = firstBy && n.kind == AssumptionNumber::Kind::Value;
                          const auto holdsHere = [&](const ProjectData &p) {
                              if (byColumn)
                                  if (const std::optional<int> first = firstBy->clearFirstWithValues(
                                          n.alternative, {{n.criterion, p.values.at(n.alternative, n.criterion)}}))
                                      return *first == alternative;
                              return holds(p);
                          };
                          found[std::size_t(i)] = nearestValueWhere(trials[std::size_t(worker)], n, holdsHere, cancel, monotone);
                      },
                      {}, failed);
    std::optional<WhatIfStep> best;
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        if (!found[i])
            continue;
        const AssumptionNumber &n = numbers[i];
        WhatIfStep s;
        s.number = n;
        s.from = n.value;
        s.to = *found[i];
        s.relative = relativeChange(n, s.to);
        s.plausible = plausibleAt(i < asFiled.size() ? asFiled[i].value : n.value, ranges[i], s.to);
        if (!best || std::abs(s.relative) < std::abs(best->relative) - 1e-12)
            best = s;
    }
    return best;
}

constexpr int kPairCandidates = 5;  // the numbers that help most, paired with each other
constexpr int kPairSplits = 9;      // how the size is shared between the two: 10 %, 20 %, …, 90 %
constexpr double kPairStep = 0.02;  // the scan along each split, relative size
constexpr int kPairBisections = 30;
constexpr int kPairRefinements = 12;

// Bisects between `no` (where `holds` fails) and `yes` (where it holds): the nearest point found to `no` that holds.
template <typename Holds>
double bisected(double no, double yes, const Holds &holds)
{
    for (int i = 0; i < kPairBisections; ++i) {
        const double mid = (no + yes) / 2.0;
        (holds(mid) ? yes : no) = mid;
    }
    return yes;
}

// The smallest r in (0, cap] at which `holds`: steps of `step`, then bisection; nothing when it never holds.
template <typename Holds>
std::optional<double> firstHolding(double cap, double step, const Holds &holds, const std::atomic<bool> *cancel)
{
    double previous = 0.0;
    for (double r = step; r <= cap + 1e-12; r += step) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return std::nullopt;
        r = std::min(r, cap);
        if (holds(r))
            return bisected(previous, r, holds);
        previous = r;
        if (r >= cap)
            break;
    }
    return std::nullopt;
}

// The cheapest change of two of the alternative's own numbers together at which `holds`, where no single change
// does it: the size is the sum of the two changes, each relative to its number (docs/stability.md, "What it would
// take"). Each number moves the way that brings `holds` nearer (gapOf); the most helpful kPairCandidates are
// paired. For each pair: rays sharing the size in kPairSplits proportions, each scanned and bisected to where it
// first holds; one number at its limit and the other as little as needed; then the best proportion refined.
// `trials`: copies of `project`, one per worker, each left as it was; `firstBy`, as for smallest().
std::optional<std::pair<WhatIfStep, WhatIfStep>> cheapestPair(const ProjectData &original, const ProjectData &project, int alternative,
                                                               bool feasibility, const std::function<bool(const ProjectData &)> &holds,
                                                               const std::atomic<bool> *cancel, const TrialRanker *quick,
                                                               const TrialEvaluator *inNumbers, std::vector<ProjectData> &trials,
                                                               const TrialRanker *firstBy = nullptr)
{
    std::vector<const Uncertainty *> ranges;
    const std::vector<AssumptionNumber> numbers = numbersOf(project, alternative, false, &ranges);
    const std::vector<AssumptionNumber> asFiled = numbersOf(original, alternative, false);
    // The standing as the project is, and with one number moved: from the moved scores of the ranker made for this
    // very project (`firstBy`; not `quick`, which may be of the project before an earlier step) where it has them (an
    // entered value of the alternative's own).
    const auto quickStanding = [&](std::initializer_list<std::pair<int, double>> changes) -> std::optional<Standing> {
        const std::optional<TrialRanker::Standing> s = firstBy ? firstBy->standingWithValues(alternative, changes) : std::nullopt;
        if (!s)
            return std::nullopt;
        Standing standing;
        standing.feasible = true; // the quick ranker's projects have no gates
        standing.first = s->first;
        standing.alone = s->alone;
        standing.behind = s->behind;
        return standing;
    };
    const std::optional<Standing> quickStart = quickStanding({});
    const Standing start = quickStart ? *quickStart : standingOf(project, alternative, quick, inNumbers);
    const double startGap = gapOf(start, start, feasibility);
    const auto standingWith = [&](const AssumptionNumber &n, double value) {
        if (n.kind == AssumptionNumber::Kind::Value && n.alternative == alternative)
            if (const std::optional<Standing> s = quickStanding({{n.criterion, value}}))
                return *s;
        const NumberRestorer restore(trials.front(), n);
        setNumber(trials.front(), n, value);
        return standingOf(trials.front(), alternative, quick, inNumbers);
    };
    struct Candidate
    {
        std::size_t number = 0;
        double direction = 1.0; // +1 up, −1 down
        double cap = 0.0;       // how far it may move that way, relative to its value
        double unit = 1.0;
        double gain = 0.0;      // how much nearer half of that brings it
    };
    std::vector<Candidate> candidates;
    for (std::size_t i = 0; i < numbers.size(); ++i) {
        const AssumptionNumber &n = numbers[i];
        const auto [floor, ceiling] = numberBounds(project, n);
        const double unit = n.value != 0.0 ? std::abs(n.value) : 1.0;
        Candidate best;
        for (const double direction : {1.0, -1.0}) {
            const double limit = direction > 0 ? ceiling : floor;
            const double cap = std::min(1.0, std::abs(limit - n.value) / unit);
            if (cap <= 1e-9)
                continue;
            const double gain = startGap - gapOf(standingWith(n, n.value + direction * 0.5 * cap * unit), start, feasibility);
            if (gain > best.gain + 1e-12)
                best = {i, direction, cap, unit, gain};
        }
        if (best.gain > 1e-12)
            candidates.push_back(best);
    }
    std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) { return a.gain > b.gain; });
    if (candidates.size() > std::size_t(kPairCandidates))
        candidates.resize(std::size_t(kPairCandidates));
    std::vector<std::pair<std::size_t, std::size_t>> pairs;
    for (std::size_t a = 0; a < candidates.size(); ++a)
        for (std::size_t b = a + 1; b < candidates.size(); ++b)
            pairs.emplace_back(a, b);
    struct Found
    {
        double size = std::numeric_limits<double>::infinity();
        double first = 0.0, second = 0.0; // relative sizes, ≥ 0
    };
    std::vector<Found> found(pairs.size());
    bool failed = false;
    smaa::runParallel(int(pairs.size()), int(trials.size()), cancel, [&](int worker, int k) {
        const Candidate &a = candidates[pairs[std::size_t(k)].first], &b = candidates[pairs[std::size_t(k)].second];
        const AssumptionNumber &na = numbers[a.number], &nb = numbers[b.number];
        ProjectData &trial = trials[std::size_t(worker)];
        const NumberRestorer restoreA(trial, na), restoreB(trial, nb);
        // Two entered values of the project itself, for first place: the two columns scored again where that tells.
        const bool byColumns = firstBy && na.kind == AssumptionNumber::Kind::Value && nb.kind == AssumptionNumber::Kind::Value;
        const auto at = [&](double ra, double rb) {
            const double xa = na.value + a.direction * ra * a.unit, xb = nb.value + b.direction * rb * b.unit;
            if (byColumns)
                if (const std::optional<int> first = firstBy->clearFirstWithValues(alternative, {{na.criterion, xa}, {nb.criterion, xb}}))
                    return *first == alternative;
            setNumber(trial, na, xa);
            setNumber(trial, nb, xb);
            const bool held = holds(trial);
            setNumber(trial, na, na.value); // as the screen assumes it, for the next trial
            setNumber(trial, nb, nb.value);
            return held;
        };
        Found &best = found[std::size_t(k)];
        // Where the lead only grows as each number moves its helpful way, both at their limits is the most that
        // the two can do: not holding there, it holds nowhere in between.
        if (quick && quick->monotoneInOwnNumbers() && !at(a.cap, b.cap))
            return;
        const auto consider = [&best](double ra, double rb) {
            if (ra + rb < best.size - 1e-12)
                best = {ra + rb, ra, rb};
        };
        // The smallest size along the split λ (a gets λ of it), or nothing.
        const auto along = [&](double lambda) {
            const double most = std::min(lambda > 0 ? a.cap / lambda : 1e9, lambda < 1 ? b.cap / (1.0 - lambda) : 1e9);
            return firstHolding(most, kPairStep, [&](double t) { return at(lambda * t, (1.0 - lambda) * t); }, cancel);
        };
        double bestLambda = -1.0;
        for (int s = 1; s <= kPairSplits; ++s) {
            const double lambda = double(s) / (kPairSplits + 1);
            if (const std::optional<double> t = along(lambda)) {
                if (*t < best.size - 1e-12)
                    bestLambda = lambda;
                consider(lambda * *t, (1.0 - lambda) * *t);
            }
        }
        // One at its limit, the other as little as needed (where a linear model's cheapest change lies).
        if (const std::optional<double> r = firstHolding(b.cap, kPairStep / 2, [&](double x) { return at(a.cap, x); }, cancel))
            consider(a.cap, *r);
        if (const std::optional<double> r = firstHolding(a.cap, kPairStep / 2, [&](double x) { return at(x, b.cap); }, cancel))
            consider(*r, b.cap);
        // The best split, refined (ternary search on the size along it).
        if (bestLambda > 0) {
            double lo = std::max(0.01, bestLambda - 1.0 / (kPairSplits + 1)), hi = std::min(0.99, bestLambda + 1.0 / (kPairSplits + 1));
            const auto sizeAt = [&](double lambda) {
                const std::optional<double> t = along(lambda);
                if (t)
                    consider(lambda * *t, (1.0 - lambda) * *t);
                return t.value_or(std::numeric_limits<double>::infinity());
            };
            for (int i = 0; i < kPairRefinements; ++i) {
                const double m1 = lo + (hi - lo) / 3.0, m2 = hi - (hi - lo) / 3.0;
                if (sizeAt(m1) <= sizeAt(m2))
                    hi = m2;
                else
                    lo = m1;
            }
        }
        // Then each of the two as small as it can be with the other where it is, in turn (a corner where each
        // number meets its own gate lies between the splits).
        for (int round = 0; round < 3 && std::isfinite(best.size); ++round)
            for (const bool shrinkFirst : {true, false}) {
                const auto holdsWith = [&](double r) { return shrinkFirst ? at(r, best.second) : at(best.first, r); };
                double &r = shrinkFirst ? best.first : best.second;
                r = holdsWith(0.0) ? 0.0 : bisected(0.0, r, holdsWith);
                best.size = best.first + best.second;
            }
    }, {}, failed);
    if (cancel && cancel->load())
        return std::nullopt;
    const auto cheapest = std::min_element(found.begin(), found.end(), [](const Found &x, const Found &y) { return x.size < y.size; });
    if (cheapest == found.end() || !std::isfinite(cheapest->size))
        return std::nullopt;
    const std::size_t k = std::size_t(cheapest - found.begin());
    const Candidate &a = candidates[pairs[k].first], &b = candidates[pairs[k].second];
    const auto step = [&](const Candidate &c, double r) {
        const AssumptionNumber &n = numbers[c.number];
        WhatIfStep s;
        s.number = n;
        s.from = n.value;
        s.to = n.value + c.direction * r * c.unit;
        s.relative = relativeChange(n, s.to);
        s.plausible = plausibleAt(c.number < asFiled.size() ? asFiled[c.number].value : n.value, ranges[c.number], s.to);
        return s;
    };
    WhatIfStep first = step(a, cheapest->first), second = step(b, cheapest->second);
    first.withNext = true;
    return std::make_pair(first, second);
}

// The number a step moves to, as a person reads it: a change too small to show in the number's digits (a tie
// that any cut breaks, under PROMETHEE's usual criterion) reads "just under $0.55", never "$0.55 → $0.55".
QString targetText(const WhatIfStep &s)
{
    const QString from = valueText(s.from, s.number.unit), to = valueText(s.to, s.number.unit);
    if (to != from || s.to == s.from)
        return to;
    return (s.to < s.from ? QStringLiteral("just under %1") : QStringLiteral("just over %1")).arg(from);
}

QString stepText(const WhatIfStep &s, bool ownName)
{
    QString name = s.number.name;
    if (!ownName) // "GKE Autopilot: Latency" → "Latency"
        name = name.mid(name.indexOf(QStringLiteral(": ")) + 2);
    return QStringLiteral("%1 %2 → %3 (%4, %5)")
        .arg(name, valueText(s.from, s.number.unit), targetText(s), formatRelativeChange(s.relative),
             s.plausible ? QStringLiteral("within its range") : QStringLiteral("outside its range"));
}

// "Latency 53 → 50 ms (−5.7 %, in range) → feasible": one step as a one-page sheet has room for it.
QString shortStepText(const WhatIfStep &s, bool feasibilityStep)
{
    QString name = s.number.name;
    name = name.mid(name.indexOf(QStringLiteral(": ")) + 2);
    const QString result = s.result == WhatIfStep::Result::Feasible ? QStringLiteral("feasible")
                           : feasibilityStep ? (s.result == WhatIfStep::Result::Wins ? QStringLiteral("feasible and first")
                                                                                     : QStringLiteral("feasible, level first"))
                           : s.result == WhatIfStep::Result::Wins ? QStringLiteral("level, first beyond it")
                                                                   : QStringLiteral("level");
    return QStringLiteral("%1 %2 (%3, %4) → %5")
        .arg(name, sharedUnitSpan(valueText(s.from, s.number.unit), targetText(s), QStringLiteral(" → ")),
             formatRelativeChange(s.relative), s.plausible ? QStringLiteral("in range") : QStringLiteral("out of range"), result);
}

} // namespace

QString whatIfResultName(WhatIfStep::Result result)
{
    switch (result) {
    case WhatIfStep::Result::Feasible:
        return QStringLiteral("feasible");
    case WhatIfStep::Result::Draws:
        return QStringLiteral("draws");
    case WhatIfStep::Result::Wins:
        return QStringLiteral("wins");
    }
    return {};
}

NamedScenario scenarioFromWhatIf(const ProjectData &project, const WhatIfAlternative &answer)
{
    NamedScenario s;
    const QString stem = QStringLiteral("What it would take for %1").arg(answer.name);
    s.name = stem;
    for (int n = 2; project.indexOfScenario(s.name) >= 0; ++n)
        s.name = QStringLiteral("%1 (%2)").arg(stem).arg(n);
    s.description = answer.sentence;
    if (const int active = project.indexOfScenario(project.activeScenario); active >= 0)
        s.overrides = project.scenarios[std::size_t(active)].overrides;
    const QString id = answer.alternative >= 0 && answer.alternative < project.alternativeCount()
                           ? project.alternatives[std::size_t(answer.alternative)].id
                           : QString();
    for (const WhatIfStep &step : answer.changes) {
        ScenarioOverride o;
        if (step.number.kind == AssumptionNumber::Kind::Value && step.number.criterion >= 0) {
            o.kind = ScenarioOverride::Kind::Value;
            o.target = project.criteria[std::size_t(step.number.criterion)].id;
        } else if (step.number.kind == AssumptionNumber::Kind::Attribute) {
            o.kind = ScenarioOverride::Kind::Attribute;
            o.target = step.number.attribute;
        } else {
            continue; // what it would take changes an alternative's own numbers only
        }
        o.alternatives = {id};
        o.value = step.to;
        s.overrides.push_back(o);
    }
    return s;
}

ProjectData withChanges(const ProjectData &project, const std::vector<WhatIfStep> &changes)
{
    ProjectData p = project;
    for (const WhatIfStep &s : changes)
        p = withNumber(p, s.number, s.to);
    return p;
}

WhatIfReport analyzeWhatIf(const ProjectData &input, int only, const std::atomic<bool> *cancel, TrialMode mode)
{
    // Under the active what-if scenario: its numbers are the ones changed (applied once, not on every trial).
    EvaluationOptions options;
    options.stability = false;
    return analyzeWhatIf(evaluate(applyActiveScenario(input), options), only, cancel, mode);
}

const WhatIfReport &whatIfOf(const Evaluation &evaluation)
{
    return *evaluation.part<WhatIfReport>([&evaluation] { return analyzeWhatIf(evaluation); });
}

LeadersWhatIf analyzeLeadersWhatIf(const Evaluation &evaluation, const std::atomic<bool> *cancel)
{
    LeadersWhatIf leaders;
    if (evaluation.project().alternativeCount() - 1 <= kQuickWhatIfAlternatives) {
        leaders.reports.push_back(whatIfOf(evaluation));
        return leaders;
    }
    const int first = firstFeasibleOf(evaluation);
    std::vector<int> order;
    for (const LiveRanking::Row &row : evaluation.ranking().rows)
        order.push_back(row.alternative);
    for (const LiveRanking::Excluded &x : evaluation.ranking().excluded)
        order.push_back(x.alternative);
    for (const int a : order)
        if (a != first && int(leaders.reports.size()) < kQuickWhatIfAlternatives) {
            leaders.reports.push_back(analyzeWhatIf(evaluation, a, cancel));
            if (leaders.reports.back().cancelled) {
                leaders.cancelled = true;
                break;
            }
        }
    return leaders;
}

const LeadersWhatIf &leadersWhatIfOf(const Evaluation &evaluation)
{
    return *evaluation.part<LeadersWhatIf>([&evaluation] { return analyzeLeadersWhatIf(evaluation); });
}

WhatIfReport analyzeWhatIf(const Evaluation &e, int only, const std::atomic<bool> *cancel, TrialMode mode)
{
    // The evaluation's numbers (its what-if scenario applied), ranked as it ranks: every trial changes this project,
    // ranked quickly where nothing but the ranking reads its numbers.
    const ProjectData project = rankedAs(e);
    const std::optional<TrialRanker> ranker = mode == TrialMode::Quick ? TrialRanker::make(project) : std::nullopt;
    const TrialRanker *quick = ranker ? &*ranker : nullptr;
    // Else each trial evaluated in numbers only (formulas, gates, value functions).
    const std::optional<TrialEvaluator> evaluator =
        mode == TrialMode::Quick && !quick ? TrialEvaluator::make(borrowed(project)) : std::nullopt;
    const TrialEvaluator *numbers = evaluator ? &*evaluator : nullptr;
    const bool monotone = quick && quick->monotoneInOwnNumbers();
    WhatIfReport report;
    // With nothing feasible (a scenario's tighter budget, say) every alternative is asked what makes it feasible,
    // and then first.
    const int winner = firstFeasibleOf(e);
    if (winner >= 0)
        report.winner = project.alternatives[std::size_t(winner)].name;
    std::vector<int> order;
    for (const LiveRanking::Row &row : e.ranking().rows)
        order.push_back(row.alternative);
    for (const LiveRanking::Excluded &x : e.ranking().excluded)
        order.push_back(x.alternative);
    std::vector<bool> seen(std::size_t(project.alternativeCount()), false);
    // Copies of the project for the searches' trials, one per core, each left as the alternative's steps so far
    // leave it (and set back before the next alternative): one copy per core, not one per number.
    std::vector<ProjectData> trials = trialCopies(project, searchThreads());
    for (const int a : order) {
        if (a == winner || (only >= 0 && a != only) || seen[std::size_t(a)])
            continue;
        seen[std::size_t(a)] = true;
        WhatIfAlternative w;
        w.alternative = a;
        w.name = project.alternatives[std::size_t(a)].name;
        // The project with this alternative's steps so far (a copy made at its first step).
        std::optional<ProjectData> moved;
        std::vector<WhatIfStep> applied;
        const auto current = [&]() -> const ProjectData & { return moved ? *moved : project; };
        const auto apply = [&](const WhatIfStep &step) {
            if (!moved)
                moved = project;
            setNumber(*moved, step.number, step.to);
            for (ProjectData &t : trials)
                setNumber(t, step.number, step.to);
            applied.push_back(step);
        };
        struct SetBack // the trial copies as the project has them again, after this alternative
        {
            std::vector<ProjectData> &trials;
            const std::vector<WhatIfStep> &applied;
            ~SetBack()
            {
                for (auto step = applied.rbegin(); step != applied.rend(); ++step)
                    for (ProjectData &t : trials)
                        setNumber(t, step->number, step->from);
            }
        } setBack{trials, applied};
        Standing now = standingIn(e.scenario(), e.ranking(), a); // what is reported is a whole evaluation's: here, the project's own
        w.feasible = now.feasible;
        QStringList parts, shortParts;
        const auto feasibleText = [](WhatIfStep::Result r) {
            return r == WhatIfStep::Result::Feasible ? QStringLiteral("feasible")
                   : r == WhatIfStep::Result::Draws  ? QStringLiteral("feasible and level first")
                                                     : QStringLiteral("feasible and first");
        };
        // Applies a pair found by cheapestPair: both steps get the result of the two together.
        const auto applyPair = [&](std::pair<WhatIfStep, WhatIfStep> pair, bool feasibility) {
            apply(pair.first);
            apply(pair.second);
            now = standingOf(current(), a, nullptr);
            WhatIfStep::Result result = resultOf(now);
            if (!feasibility) { // at the crossing it draws level; a hair further it leads, unless capped
                const ProjectData further = withNumber(withNumber(current(), pair.first.number, beyondOf(pair.first)), pair.second.number,
                                                       beyondOf(pair.second));
                result = standingOf(further, a, nullptr).alone ? WhatIfStep::Result::Wins : WhatIfStep::Result::Draws;
            }
            pair.first.result = pair.second.result = result;
            const QString together = QStringLiteral("%1 together with %2").arg(stepText(pair.first, false), stepText(pair.second, false));
            parts << (feasibility ? QStringLiteral("%1 make it %2").arg(together, feasibleText(result))
                                  : QStringLiteral("%1 %2").arg(together, result == WhatIfStep::Result::Wins
                                                                              ? QStringLiteral("bring it level, and beyond them first")
                                                                              : QStringLiteral("bring it level")));
            shortParts << QStringLiteral("%1 with %2").arg(shortStepText(pair.first, feasibility), shortStepText(pair.second, feasibility));
            w.changes.push_back(pair.first);
            w.changes.push_back(pair.second);
        };
        if (!now.feasible) {
            const auto isFeasible = [a, quick, numbers](const ProjectData &p) { return standingOf(p, a, quick, numbers).feasible; };
            if (const std::optional<WhatIfStep> feasible = smallest(project, current(), a, isFeasible, cancel, monotone, trials)) {
                WhatIfStep s = *feasible;
                apply(s);
                now = standingOf(current(), a, nullptr);
                s.result = resultOf(now);
                parts << QStringLiteral("%1 makes it %2").arg(stepText(s, false), feasibleText(s.result));
                shortParts << shortStepText(s, true);
                w.changes.push_back(s);
            } else if (auto pair = cheapestPair(project, current(), a, true, isFeasible, cancel, quick, numbers, trials)) {
                applyPair(*pair, true); // two numbers together (two failed gates, say)
            } else {
                w.sentence = QStringLiteral("%1: no change to one or two of its own numbers, within ±100 %, makes it feasible.").arg(w.name);
                w.shortSentence = QStringLiteral("%1: no change to one or two numbers within ±100 % makes it feasible.").arg(w.name);
                report.alternatives.push_back(std::move(w));
                continue;
            }
        }
        if (!now.first) {
            const auto isFirst = [a, quick, numbers](const ProjectData &p) { return standingOf(p, a, quick, numbers).first; };
            if (const std::optional<WhatIfStep> first = smallest(project, current(), a, isFirst, cancel, monotone, trials, moved ? nullptr : quick)) {
                WhatIfStep s = *first;
                // At the crossing it draws level; a hair further (away from where it started) it leads, unless capped.
                s.result = standingOf(withNumber(current(), s.number, beyondOf(s)), a, nullptr).alone ? WhatIfStep::Result::Wins
                                                                                            : WhatIfStep::Result::Draws;
                parts << QStringLiteral("%1 %2").arg(stepText(s, false), s.result == WhatIfStep::Result::Wins
                                                                             ? QStringLiteral("brings it level, and beyond it first")
                                                                             : QStringLiteral("brings it level"));
                shortParts << shortStepText(s, false);
                w.changes.push_back(s);
            } else if (auto pair = cheapestPair(project, current(), a, false, isFirst, cancel, quick, numbers, trials,
                                                moved ? nullptr : quick)) {
                applyPair(*pair, false);
            } else {
                parts << QStringLiteral("no change to one or two of its own numbers, within ±100 %, then makes it first");
                shortParts << QStringLiteral("no change to one or two numbers within ±100 % then makes it first");
            }
        }
        w.sentence = QStringLiteral("%1: %2.").arg(w.name, parts.join(QStringLiteral("; then ")));
        w.shortSentence = QStringLiteral("%1: %2.").arg(w.name, shortParts.join(QStringLiteral("; then ")));
        report.alternatives.push_back(std::move(w));
    }
    if (cancel && cancel->load()) {
        report.cancelled = true;
        report.alternatives.clear();
    }
    return report;
}

} // namespace verdict
