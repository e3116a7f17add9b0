#include "whatif.h"

#include "core/scenarios.h"
#include "evaluation/evaluation.h"
#include "report/format.h"
#include "stability/parallel.h"

#include <atomic>
#include <cmath>
#include <thread>

namespace verdict {

namespace {

struct Standing
{
    bool feasible = false;
    bool first = false; // rank 1 among the feasible, ties included
    bool alone = false; // first and no one else is
};

Standing standingOf(const ProjectData &project, int alternative)
{
    EvaluationOptions options;
    options.stability = false;
    const Evaluation e = evaluate(borrowed(project), options, 0);
    Standing s;
    s.feasible = std::size_t(alternative) < e.scenario().feasible.size() && e.scenario().feasible[std::size_t(alternative)];
    int firsts = 0;
    for (const LiveRanking::Row &row : e.ranking().rows)
        if (row.feasible && row.rank == 1) {
            ++firsts;
            s.first = s.first || row.alternative == alternative;
        }
    s.alone = s.first && firsts == 1;
    return s;
}

QString valueText(double value, const QString &unit)
{
    return roundedNumberText(value, unit);
}

// The smallest change, over the alternative's own numbers, at which `holds`; the numbers are tried in parallel.
// Plausibility is judged against the numbers as the file has them (`original`), even after an earlier step.
std::optional<WhatIfStep> smallest(const ProjectData &original, const ProjectData &project, int alternative,
                                   const std::function<bool(const ProjectData &)> &holds, const std::atomic<bool> *cancel)
{
    std::vector<const Uncertainty *> ranges;
    const std::vector<AssumptionNumber> numbers = numbersOf(project, alternative, false, &ranges);
    const std::vector<AssumptionNumber> asFiled = numbersOf(original, alternative, false);
    std::vector<std::optional<double>> found(numbers.size());
    bool failed = false;
    smaa::runParallel(int(numbers.size()), int(std::max(1u, std::thread::hardware_concurrency())), cancel,
                      [&](int, int i) { found[std::size_t(i)] = nearestValueWhere(project, numbers[std::size_t(i)], holds, cancel); },
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
        const double base = i < asFiled.size() ? asFiled[i].value : n.value;
        double low = base - kAssumedRange * std::abs(base), high = base + kAssumedRange * std::abs(base);
        if (const Uncertainty *u = ranges[i]) {
            low = u->kind == UncertaintyKind::Normal ? u->mean - 2.0 * u->sd : u->low;
            high = u->kind == UncertaintyKind::Normal ? u->mean + 2.0 * u->sd : u->high;
        }
        s.plausible = s.to >= low - 1e-12 && s.to <= high + 1e-12;
        if (!best || std::abs(s.relative) < std::abs(best->relative) - 1e-12)
            best = s;
    }
    return best;
}

QString stepText(const WhatIfStep &s, bool ownName)
{
    QString name = s.number.name;
    if (!ownName) // "GKE Autopilot: Latency" → "Latency"
        name = name.mid(name.indexOf(QStringLiteral(": ")) + 2);
    const QString sign = s.relative >= 0 ? QStringLiteral("+") : QStringLiteral("−");
    return QStringLiteral("%1 %2 → %3 (%4%5, %6)")
        .arg(name, valueText(s.from, s.number.unit), valueText(s.to, s.number.unit), sign, formatPercent(std::abs(s.relative)),
             s.plausible ? QStringLiteral("within its range") : QStringLiteral("outside its range"));
}

// "Latency 53 → 50 ms (−5.7 %, in range) → feasible": one step as a one-page sheet has room for it.
QString shortStepText(const WhatIfStep &s, bool feasibilityStep)
{
    QString name = s.number.name;
    name = name.mid(name.indexOf(QStringLiteral(": ")) + 2);
    const QString sign = s.relative >= 0 ? QStringLiteral("+") : QStringLiteral("−");
    const QString result = s.result == WhatIfStep::Result::Feasible ? QStringLiteral("feasible")
                           : feasibilityStep ? (s.result == WhatIfStep::Result::Wins ? QStringLiteral("feasible and first")
                                                                                     : QStringLiteral("feasible, level first"))
                           : s.result == WhatIfStep::Result::Wins ? QStringLiteral("level, first beyond it")
                                                                   : QStringLiteral("level");
    return QStringLiteral("%1 %2 (%3%4, %5) → %6")
        .arg(name, sharedUnitSpan(valueText(s.from, s.number.unit), valueText(s.to, s.number.unit), QStringLiteral(" → ")), sign,
             formatPercent(std::abs(s.relative)), s.plausible ? QStringLiteral("in range") : QStringLiteral("out of range"), result);
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

ProjectData withChanges(const ProjectData &project, const std::vector<WhatIfStep> &changes)
{
    ProjectData p = project;
    for (const WhatIfStep &s : changes)
        p = withNumber(p, s.number, s.to);
    return p;
}

WhatIfReport analyzeWhatIf(const ProjectData &input, int only, const std::atomic<bool> *cancel)
{
    // Under the active what-if scenario: its numbers are the ones changed (applied once, not on every trial).
    const ProjectData project = applyActiveScenario(input);
    WhatIfReport report;
    EvaluationOptions options;
    options.stability = false;
    const Evaluation e = evaluate(project, options);
    const int winner = firstFeasibleOf(e);
    if (winner < 0) {
        report.error = QStringLiteral("nothing is feasible, so nothing is first to catch up with");
        return report;
    }
    report.winner = project.alternatives[std::size_t(winner)].name;
    std::vector<int> order;
    for (const LiveRanking::Row &row : e.ranking().rows)
        order.push_back(row.alternative);
    for (const LiveRanking::Excluded &x : e.ranking().excluded)
        order.push_back(x.alternative);
    std::vector<bool> seen(std::size_t(project.alternativeCount()), false);
    for (const int a : order) {
        if (a == winner || (only >= 0 && a != only) || seen[std::size_t(a)])
            continue;
        seen[std::size_t(a)] = true;
        WhatIfAlternative w;
        w.alternative = a;
        w.name = project.alternatives[std::size_t(a)].name;
        ProjectData current = project;
        Standing now = standingOf(current, a);
        w.feasible = now.feasible;
        QStringList parts, shortParts;
        if (!now.feasible) {
            const std::optional<WhatIfStep> feasible =
                smallest(project, current, a, [a](const ProjectData &p) { return standingOf(p, a).feasible; }, cancel);
            if (!feasible) {
                w.sentence = QStringLiteral("%1: no single change to one of its own numbers, within ±100 %, makes it feasible.").arg(w.name);
                w.shortSentence = QStringLiteral("%1: no single change within ±100 % makes it feasible.").arg(w.name);
                report.alternatives.push_back(std::move(w));
                continue;
            }
            WhatIfStep s = *feasible;
            current = withNumber(current, s.number, s.to);
            now = standingOf(current, a);
            s.result = now.alone ? WhatIfStep::Result::Wins : now.first ? WhatIfStep::Result::Draws : WhatIfStep::Result::Feasible;
            parts << QStringLiteral("%1 makes it %2").arg(stepText(s, false),
                                                           s.result == WhatIfStep::Result::Feasible ? QStringLiteral("feasible")
                                                           : s.result == WhatIfStep::Result::Draws  ? QStringLiteral("feasible and level first")
                                                                                                    : QStringLiteral("feasible and first"));
            shortParts << shortStepText(s, true);
            w.changes.push_back(s);
        }
        if (!now.first) {
            const std::optional<WhatIfStep> first =
                smallest(project, current, a, [a](const ProjectData &p) { return standingOf(p, a).first; }, cancel);
            if (first) {
                WhatIfStep s = *first;
                // At the crossing it draws level; a hair further (away from where it started) it leads, unless capped.
                const double hair = (s.to - s.from >= 0 ? 1.0 : -1.0) * 1e-9 * std::max(1.0, std::abs(s.from));
                s.result = standingOf(withNumber(current, s.number, s.to + hair), a).alone ? WhatIfStep::Result::Wins
                                                                                           : WhatIfStep::Result::Draws;
                parts << QStringLiteral("%1 %2").arg(stepText(s, false), s.result == WhatIfStep::Result::Wins
                                                                             ? QStringLiteral("brings it level, and beyond it first")
                                                                             : QStringLiteral("brings it level"));
                shortParts << shortStepText(s, false);
                w.changes.push_back(s);
            } else {
                parts << QStringLiteral("no single change to one of its own numbers, within ±100 %, then makes it first");
                shortParts << QStringLiteral("no single change within ±100 % then makes it first");
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
