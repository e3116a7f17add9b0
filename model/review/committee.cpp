#include "committee.h"

#include "analysis/groupprofile.h"
#include "analysis/normalize.h"
#include "core/valuetree.h"
#include "evaluation/evaluation.h"
#include "display/format.h"
#include "stability/smaa.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace verdict {

namespace {

constexpr double kTie = 1e-12;

QString ordinal(int rank)
{
    const int tens = rank % 100;
    const char *suffix = tens >= 11 && tens <= 13 ? "th" : rank % 10 == 1 ? "st" : rank % 10 == 2 ? "nd" : rank % 10 == 3 ? "rd" : "th";
    return QString::number(rank) + QLatin1String(suffix);
}

// The smallest single-weight change (the others in proportion) at which row `target` is at least jointly first
// among the rows in play, by the weighted sum: S_i(t) = R_i + t (r_ij − R_i), so each rival gives one half-line
// of t, and the nearest end of their intersection to the current weight is the answer.
std::optional<WeightChange> smallestChangeToFirst(const DecisionProblem &problem, Normalization n, int target)
{
    Messages ignored;
    const std::optional<Matrix> normalized = normalize(problem, n, ignored);
    if (!normalized)
        return std::nullopt;
    const Matrix &r = *normalized;
    const int rows = problem.alternatives, m = problem.criteria;
    std::vector<double> score(std::size_t(rows), 0.0);
    for (int i = 0; i < rows; ++i)
        for (int k = 0; k < m; ++k)
            score[std::size_t(i)] += problem.weights[std::size_t(k)] * r.at(i, k);
    const auto inPlay = [&](int i) { return problem.feasible.empty() || std::size_t(i) >= problem.feasible.size() || problem.feasible[std::size_t(i)]; };

    std::optional<WeightChange> best;
    for (int j = 0; j < m; ++j) {
        const double t0 = problem.weights[std::size_t(j)];
        if (!(t0 < 1.0 - kTie))
            continue; // one criterion carries everything: nothing to keep in proportion
        const auto rest = [&](int i) { return (score[std::size_t(i)] - t0 * r.at(i, j)) / (1.0 - t0); };
        double lo = 0.0, hi = 1.0;
        bool possible = true;
        const double Rg = rest(target);
        for (int i = 0; i < rows && possible; ++i) {
            if (i == target || !inPlay(i))
                continue;
            const double Ri = rest(i);
            const double a = Rg - Ri;                               // D(0)
            const double b = (r.at(target, j) - Rg) - (r.at(i, j) - Ri); // slope of D(t) = a + t b
            if (std::abs(b) <= kTie * (1.0 + std::abs(a))) {
                if (a < -kTie)
                    possible = false;
                continue;
            }
            const double root = -a / b;
            if (b > 0.0)
                lo = std::max(lo, root);
            else
                hi = std::min(hi, root);
        }
        if (!possible || lo > hi + kTie)
            continue;
        const double t = std::clamp(t0, lo, std::max(lo, hi));
        const double change = std::abs(t - t0);
        if (!best || change < std::abs(best->to - best->from) - kTie)
            best = WeightChange{problem.columns[std::size_t(j)], t0, t, hi - lo <= 1e-9};
    }
    return best;
}

QString tallyText(const std::vector<std::pair<int, int>> &tally, const QStringList &names)
{
    if (tally.empty())
        return QStringLiteral("no votes");
    QStringList counts;
    for (const auto &[alternative, votes] : tally)
        counts << QString::number(votes);
    if (tally.size() == 1)
        counts << QStringLiteral("0");
    const QString score = counts.join(u'–');
    QStringList tied;
    for (const auto &[alternative, votes] : tally)
        if (votes == tally.front().second)
            tied << names.at(alternative);
    if (tied.size() > 1)
        return QStringLiteral("%1 between %2").arg(score, tied.join(QStringLiteral(" and ")));
    return QStringLiteral("%1 for %2").arg(score, tied.front());
}

} // namespace

WeightProfile withWeightChange(const ProjectData &project, const WeightProfile &profile, const std::vector<double> &global,
                               const WeightChange &change)
{
    std::vector<double> next = global;
    next.resize(project.criteria.size(), 0.0);
    const double rest = 1.0 - change.from;
    for (std::size_t c = 0; c < next.size(); ++c)
        next[c] = int(c) == change.criterion ? change.to : rest > 0.0 ? next[c] * (1.0 - change.to) / rest : 0.0;
    return ValueTree(project).withGlobalWeights(profile, next);
}

namespace {

// The stakeholders' weights over the problem's columns (from the disagreement rows), the region between them
// sampled uniformly, the values as entered.
CommitteeOdds committeeOdds(const ProjectData &project, const DecisionProblem &problem, int group, const Committee &c)
{
    CommitteeOdds odds;
    odds.samples = project.analysis.mcSamples;
    odds.seed = project.analysis.mcSeed;
    std::vector<std::vector<double>> points(c.members.size(), std::vector<double>(problem.columns.size(), 0.0));
    for (std::size_t col = 0; col < problem.columns.size(); ++col)
        for (const CriterionDisagreement &d : c.disagreement)
            if (d.criterion == problem.columns[col])
                for (std::size_t k = 0; k < points.size() && k < d.weights.size(); ++k)
                    points[k][col] = d.weights[k];
    for (std::vector<double> &p : points) {
        double sum = 0.0;
        for (const double w : p)
            sum += w;
        if (!(sum > 0.0)) {
            odds.error = QStringLiteral("a stakeholder's weights are all zero over the criteria that can be ranked");
            return odds;
        }
        for (double &w : p)
            w /= sum;
    }
    Messages messages;
    SmaaSettings settings = smaaSettings(project, problem, group, messages);
    settings.ordinal.clear();
    settings.intervals.clear();
    settings.uncertain.clear(); // the weights' question only: the values as entered
    settings.hull = points;
    const std::optional<SmaaResult> r = runSmaa(problem, settings, messages);
    if (!r) {
        odds.error = messages.empty() ? QStringLiteral("the Monte Carlo run failed") : messages.front().text;
        return odds;
    }
    odds.dimension = r->hullDimension;
    std::vector<std::size_t> order(r->alternatives.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return r->alternatives[a].pFirst > r->alternatives[b].pFirst;
    });
    QStringList parts;
    for (const std::size_t i : order) {
        const SmaaAlternative &a = r->alternatives[i];
        const int alternative = problem.rows[std::size_t(a.row)];
        odds.alternatives.push_back(alternative);
        odds.pFirst.push_back(a.pFirst);
        odds.pFirstCi.push_back(a.pFirstCi);
        if (a.pFirst > 0.0)
            parts << QStringLiteral("%1 first in %2").arg(c.alternativeNames.at(alternative), formatPercent(a.pFirst));
    }
    odds.text = odds.dimension == 0
        ? QStringLiteral("The stakeholders' weights are all the same: %1.").arg(parts.join(QStringLiteral(", ")))
        : QStringLiteral("Over every compromise between their weights (%1 draws%2): %3.")
              .arg(formatCount(odds.samples),
                   // SMAA-2 samples an additive value model: under another method the odds say whose numbers they are
                   c.method == QLatin1String("wsm") || c.method.isEmpty() ? QString() : QStringLiteral(", by the weighted sum"),
                   parts.join(QStringLiteral(", ")));
    return odds;
}

// Methods other than the weighted sum have no closed form: for each criterion, `target` is looked for at first
// place on a grid of the weight t (the others in proportion), kGridSteps steps over [0, 1], and the grid point
// nearest the current weight where it is first is refined towards it by bisection.
constexpr int kGridSteps = 100;

std::optional<WeightChange> smallestChangeToFirstByRanking(const DecisionProblem &problem, const MethodSettings &m, int target)
{
    const int columns = problem.criteria;
    DecisionProblem moved = problem;
    const auto firstAt = [&](int j, double t) {
        const double t0 = problem.weights[std::size_t(j)];
        for (int k = 0; k < columns; ++k)
            moved.weights[std::size_t(k)] = k == j ? t : problem.weights[std::size_t(k)] * (1.0 - t) / (1.0 - t0);
        const std::optional<std::vector<RankedEntry>> ranked = rankProblem(moved, m);
        if (!ranked)
            return false;
        for (const RankedEntry &e : *ranked)
            if (e.row == target)
                return e.rank == 1 && (problem.feasible.empty() || problem.feasible[std::size_t(target)]);
        return false;
    };
    std::optional<WeightChange> best;
    for (int j = 0; j < columns; ++j) {
        const double t0 = problem.weights[std::size_t(j)];
        if (!(t0 < 1.0 - kTie))
            continue;
        // The grid point where `target` is first nearest t0, and its neighbour towards t0 (where it is not).
        double found = -1.0, outside = -1.0;
        for (int k = 0; k <= kGridSteps; ++k) {
            const double t = double(k) / kGridSteps;
            if ((found < 0.0 || std::abs(t - t0) < std::abs(found - t0)) && firstAt(j, t)) {
                found = t;
                outside = t > t0 ? std::max(t0, t - 1.0 / kGridSteps) : std::min(t0, t + 1.0 / kGridSteps);
            }
        }
        if (found < 0.0)
            continue;
        if (std::abs(outside - found) > 0.0 && !firstAt(j, outside))
            for (int i = 0; i < 50; ++i) { // to about 1e-15 of the step
                const double mid = (found + outside) / 2.0;
                (firstAt(j, mid) ? found : outside) = mid;
            }
        else
            found = outside; // first already at the near end (t0 itself or the step's edge)
        if (!best || std::abs(found - t0) < std::abs(best->to - best->from) - kTie)
            best = WeightChange{problem.columns[std::size_t(j)], t0, found, false, true};
    }
    return best;
}

} // namespace

std::optional<Committee> analyzeCommittee(const ProjectData &input, QString *why, const EvaluationOptions &given)
{
    EvaluationOptions options = given;
    options.stability = false;
    return analyzeCommittee(evaluate(input, options), why);
}

const Committee *committeeOf(const Evaluation &evaluation)
{
    const auto kept = evaluation.part<std::optional<Committee>>([&evaluation] { return analyzeCommittee(evaluation); });
    return kept && *kept ? &**kept : nullptr;
}

std::optional<Committee> analyzeCommittee(const Evaluation &base, QString *why)
{
    const ProjectData &input = base.project();
    const auto fail = [why](const QString &text) {
        if (why)
            *why = text;
        return std::nullopt;
    };
    const std::vector<int> stakeholders = stakeholderProfiles(input);
    if (stakeholders.empty())
        return fail(QStringLiteral("no profile is marked as a stakeholder's"));

    ProjectData project = input;
    Committee out;
    out.groupProfile = groupProfileIndex(project);
    int group = out.groupProfile;
    if (group < 0) { // no group profile in the project: the one it would have
        WeightProfile base;
        base.name = QStringLiteral("Group (computed)");
        project.profiles.push_back(computeGroupProfile(project, base));
        group = int(project.profiles.size()) - 1;
    }
    out.groupName = project.profiles[std::size_t(group)].name;
    for (const Alternative &a : project.alternatives)
        out.alternativeNames << a.name;

    // Every member and the group ranked on the evaluation's numbers, by its method: reweighted, not evaluated again.
    const auto shared = std::make_shared<const ProjectData>(project);
    const Evaluation groupEvaluation = reweighted(base, shared, group);
    out.method = groupEvaluation.method();
    for (const LiveRanking::Row &row : groupEvaluation.ranking().rows)
        if (row.feasible) {
            out.groupWinner = row.alternative;
            break;
        }
    if (out.groupWinner < 0)
        return fail(QStringLiteral("nothing can be ranked under the group profile"));

    std::map<int, int> votes;
    std::map<int, int> borda;
    for (const int p : stakeholders) {
        CommitteeMember member;
        member.profile = p;
        const WeightProfile &wp = project.profiles[std::size_t(p)];
        member.name = wp.name;
        member.role = wp.stakeholder->role;
        member.voice = wp.stakeholder->voice;
        const Evaluation e = reweighted(base, shared, p);
        member.weights = e.ranking().weights;
        member.weights.resize(project.criteria.size(), 0.0);
        for (const LiveRanking::Row &row : e.ranking().rows)
            if (row.feasible) {
                member.ranking.push_back(row.alternative);
                member.behind.push_back(member.ranking.size() == 1 ? 0.0 : std::max(0.0, -row.marginPoints));
            }
        if (member.ranking.empty()) {
            ++out.abstentions;
        } else {
            member.winner = member.ranking.front();
            ++votes[member.winner];
            const int count = int(member.ranking.size());
            for (int k = 0; k < count; ++k)
                borda[member.ranking[std::size_t(k)]] += count - 1 - k;
        }
        member.dissents = member.winner >= 0 && member.winner != out.groupWinner;
        if (member.dissents && e.problem()) {
            const DecisionProblem &problem = *e.problem();
            const auto row = std::find(problem.rows.begin(), problem.rows.end(), out.groupWinner);
            if (row != problem.rows.end())
                member.toAgree = e.method() == QLatin1String("wsm")
                    ? smallestChangeToFirst(problem, e.methodSettings().wsm, int(row - problem.rows.begin()))
                    : smallestChangeToFirstByRanking(problem, e.methodSettings(), int(row - problem.rows.begin()));
            if (member.toAgree) {
                const WeightChange &c = *member.toAgree;
                member.toAgreeText = QStringLiteral("%1 would pick %2 if %3 %4 from %5 to %6%7.")
                                         .arg(member.name, out.alternativeNames.at(out.groupWinner),
                                              project.criteria[std::size_t(c.criterion)].name,
                                              c.to < c.from ? QStringLiteral("fell") : QStringLiteral("rose"),
                                              formatPercent(c.from), formatPercent(c.to),
                                              c.drawOnly ? QStringLiteral(" (a draw, no further)") : QString());
            } else {
                member.toAgreeText = QStringLiteral("No single weight of %1's brings %2 first.").arg(member.name, out.alternativeNames.at(out.groupWinner));
            }
        }
        out.members.push_back(std::move(member));
    }

    for (const auto &[alternative, count] : votes)
        out.tally.emplace_back(alternative, count);
    std::stable_sort(out.tally.begin(), out.tally.end(), [](const auto &a, const auto &b) { return a.second > b.second; });
    out.tallyText = tallyText(out.tally, out.alternativeNames);
    for (const auto &[alternative, points] : borda)
        out.borda.emplace_back(alternative, points);
    std::stable_sort(out.borda.begin(), out.borda.end(), [](const auto &a, const auto &b) { return a.second > b.second; });

    // Consensus: the best worst rank across the members; ties go to the smallest maximum regret in points.
    for (const auto &[alternative, points] : out.borda) {
        int worst = 0;
        double regret = 0.0;
        for (const CommitteeMember &m : out.members) {
            const auto at = std::find(m.ranking.begin(), m.ranking.end(), alternative);
            if (at == m.ranking.end())
                continue;
            const std::size_t k = std::size_t(at - m.ranking.begin());
            worst = std::max(worst, int(k) + 1);
            regret = std::max(regret, m.behind[k]);
        }
        if (out.consensus < 0 || worst < out.consensusWorstRank
            || (worst == out.consensusWorstRank && regret < out.consensusRegret - 1e-9)) {
            out.consensus = alternative;
            out.consensusWorstRank = worst;
            out.consensusRegret = regret;
        }
    }
    if (out.consensus >= 0) {
        const QString name = out.alternativeNames.at(out.consensus);
        out.consensusWhy = out.consensusWorstRank == 1
            ? QStringLiteral("%1 is every stakeholder's first choice.").arg(name)
            : QStringLiteral("No stakeholder ranks %1 below %2, and it is at most %3 behind anyone's first choice.")
                  .arg(name, ordinal(out.consensusWorstRank), formatPoints(out.consensusRegret));
    }

    // Disagreement per criterion: the members' global weights side by side, against the interval of the group
    // profile's weight that keeps its winner (the chart's numbers).
    out.disagreement = disagreementData(groupEvaluation.chartInput()).rows;
    if (groupEvaluation.problem())
        out.odds = committeeOdds(project, *groupEvaluation.problem(), group, out);
    return out;
}

QStringList committeeLines(const Committee &c, const ProjectData &project, TextStyle style)
{
    const auto text = [style](const QString &t) { return style == TextStyle::Html ? t.toHtmlEscaped() : t; };
    const auto name = [&](int a) { return a >= 0 && a < c.alternativeNames.size() ? c.alternativeNames.at(a) : QString(); };
    QStringList lines;
    QStringList borda;
    for (const auto &[a, points] : c.borda)
        borda << QStringLiteral("%1 %2").arg(name(a)).arg(points);
    const QString abstained = c.abstentions ? QStringLiteral(" (%1 with nothing feasible)").arg(c.abstentions) : QString();
    lines << text(QStringLiteral("Vote: %1%2 · Borda count: %3").arg(c.tallyText, abstained, borda.join(QStringLiteral(", "))));
    if (c.consensus >= 0)
        lines << QStringLiteral("Consensus: %1. %2")
                     .arg(style == TextStyle::Html ? QStringLiteral("<b>%1</b>").arg(name(c.consensus).toHtmlEscaped()) : name(c.consensus),
                          text(c.consensusWhy));
    if (!c.odds.text.isEmpty())
        lines << text(c.odds.text);
    else if (!c.odds.error.isEmpty())
        lines << text(QStringLiteral("No odds over every compromise between them: %1.").arg(c.odds.error));
    for (const CommitteeMember &m : c.members)
        if (m.dissents && !m.toAgreeText.isEmpty())
            lines << text(m.toAgreeText);
    QStringList divisive;
    for (const CriterionDisagreement &d : c.disagreement) {
        if (!d.changesWinner)
            continue;
        const auto [low, high] = std::minmax_element(d.weights.begin(), d.weights.end());
        divisive << QStringLiteral("%1 (%2–%3)").arg(project.criteria[std::size_t(d.criterion)].name, formatPercent(*low), formatPercent(*high));
    }
    lines << text(divisive.isEmpty() ? QStringLiteral("No disagreement on a single weight changes the group's winner.")
                                     : QStringLiteral("Disagreement that changes the group's winner: %1.").arg(divisive.join(QStringLiteral(", "))));
    return lines;
}

} // namespace verdict
