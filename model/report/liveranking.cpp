#include "liveranking.h"

#include "analysis/wsm.h"
#include "scenario/scenario.h"
#include "stability/sensitivity.h"

#include <QCoreApplication>

#include <cmath>

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
QString stabilitySentence(const ProjectData &project, const DecisionProblem &problem, Normalization n,
                          const QString &winner)
{
    Messages messages;
    // The winner's weight intervals only: the sentence uses neither the ranking intervals nor the value flips.
    const auto s = analyzeSensitivity(problem, n, messages, {}, SensitivityScope::WinnerIntervals);
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
} // namespace

RankableProblem rankableProblem(const ProjectData &project, int profile)
{
    return rankableProblem(project, evaluateScenario(project), profile);
}

RankableProblem rankableProblem(const ProjectData &project, const ScenarioResult &scenario, int profile)
{
    RankableProblem out;
    if (profile < 0)
        profile = project.activeProfile;
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
    bool anyComplete = false;
    for (int r = 0; r < nAlt; ++r) {
        LiveRanking::Excluded e;
        e.alternative = r;
        e.name = project.alternatives[std::size_t(r)].name;
        for (int c : columns)
            if (!std::isfinite(scenario.values.at(r, c)))
                e.missing << project.criteria[std::size_t(c)].name;
        if (!scenario.feasible[std::size_t(r)])
            for (const Violation &v : scenario.violations[std::size_t(r)])
                e.violations << v.message;
        // Missing values leave an alternative out; a failed constraint does not: it is ranked after the feasible
        // ones and still counts in normalisation, exactly as `verdict rank` does.
        anyComplete = anyComplete || e.missing.isEmpty();
        if (!e.missing.isEmpty() || !e.violations.isEmpty())
            out.excluded.push_back(e);
    }
    for (const RuleOutcome &rule : scenario.rules) {
        if (!rule.evaluated)
            continue;
        if (!rule.profileExists)
            out.ruleMessages << tr("A decision rule points to a profile “%1” that does not exist.").arg(rule.profile);
        else if (!rule.active)
            out.ruleMessages << tr("The decision rules point to the profile “%1”.").arg(rule.profile);
    }
    for (std::size_t i = 0; i < project.rules.size() && i < scenario.rules.size(); ++i)
        if (scenario.rules[i].evaluated && !project.rules[i].message.isEmpty() && scenario.rules[i].condition)
            out.ruleMessages << project.rules[i].message;

    if (!anyComplete || columns.empty())
        return out; // the excluded list and the notes say why

    // The problem itself: the engine's one builder (analysis/problem.h) on the same scenario result, so the
    // workbench ranks exactly what `verdict rank` ranks and the scenario is evaluated once.
    ProblemOptions options;
    options.incomplete = IncompleteAlternatives::LeaveOut;
    Messages messages;
    out.problem = problemFromScenario(project, scenario, profile, messages, options);
    if (!out.problem)
        for (const Message &m : messages)
            if (m.severity == Severity::Error) // the warnings repeat what the notes and the excluded list say
                out.notes << m.text;
    return out;
}

LiveRanking computeLiveRanking(const ProjectData &project, int profile, bool withStability)
{
    return computeLiveRanking(project, evaluateScenario(project), profile, withStability);
}

LiveRanking computeLiveRanking(const ProjectData &project, const ScenarioResult &scenario, int profile,
                               bool withStability)
{
    LiveRanking result;
    if (profile < 0)
        profile = project.activeProfile;
    if (profile >= 0 && profile < int(project.profiles.size()))
        result.profileName = project.profiles[std::size_t(profile)].name;
    result.normalization = project.analysis.normalization;
    result.weights.assign(std::size_t(project.criterionCount()), 0.0);
    if (project.alternativeCount() == 0 || project.criterionCount() == 0) {
        result.notes << tr("Add alternatives and criteria to see a ranking.");
        return result;
    }
    RankableProblem rp = rankableProblem(project, scenario, profile);
    result.excluded = std::move(rp.excluded);
    result.notes = std::move(rp.notes);
    result.ruleMessages = std::move(rp.ruleMessages);
    if (!rp.problem) {
        if (result.notes.isEmpty())
            result.notes << tr("No alternative can be ranked yet.");
        return result;
    }
    const DecisionProblem &problem = *rp.problem;
    Messages messages;
    const auto wsm = weightedSum(problem, project.analysis.normalization, messages);
    if (!wsm) {
        for (const Message &m : messages)
            result.notes << m.text;
        return result;
    }
    for (std::size_t j = 0; j < problem.weights.size(); ++j)
        result.weights[std::size_t(problem.columns[j])] = problem.weights[j];
    const std::vector<RankedEntry> ranking = rankFeasibleFirst(wsm->ranking, problem);
    for (std::size_t i = 0; i < ranking.size(); ++i) {
        const RankedEntry &e = ranking[i];
        LiveRanking::Row row;
        row.alternative = problem.rows[std::size_t(e.row)];
        row.name = project.alternatives[std::size_t(row.alternative)].name;
        row.score = e.score;
        row.rank = e.rank;
        row.feasible = problem.isFeasible(e.row);
        if (i == 0)
            row.marginPoints = ranking.size() > 1 ? (e.score - ranking[1].score) * 100.0 : 0.0;
        else
            row.marginPoints = (e.score - ranking[i - 1].score) * 100.0;
        result.rows.push_back(row);
    }
    if (withStability && result.rows.size() > 1)
        result.stability = stabilitySentence(project, problem, project.analysis.normalization, result.winner());
    return result;
}

} // namespace verdict
