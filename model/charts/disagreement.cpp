#include "disagreement.h"

#include "analysis/groupprofile.h"
#include "analysis/ranking.h"
#include "analysis/weights.h"
#include "stability/sensitivity.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace verdict {

namespace {

// `profile`'s global weights per project criterion, as the ranking uses them (normalised over the usable
// criteria); nothing when the profile cannot be ranked.
std::optional<std::vector<double>> globalWeights(const ChartInput &input, int profile, Messages &messages)
{
    // The problem's weights alone: nothing is ranked (the same builder and options as scoreProblem).
    ProblemOptions options;
    options.incomplete = IncompleteAlternatives::LeaveOut;
    options.leaveOutEmptyCriteria = true;
    const std::optional<DecisionProblem> problem = problemFromScenario(input.project, input.scenario, profile, messages, options);
    if (!problem)
        return std::nullopt;
    std::vector<double> w(input.project.criteria.size(), 0.0);
    for (std::size_t c = 0; c < problem->columns.size() && c < problem->weights.size(); ++c)
        w[std::size_t(problem->columns[c])] = problem->weights[c];
    return w;
}

// Whether `row` is first among the feasible rows of `s` by its method with column `column` at weight t (the others
// rescaled in proportion); `p` is a working copy of the problem.
bool firstAt(const ScoredProblem &s, DecisionProblem &p, int column, double t, int row)
{
    p.weights = rescaleWeights(s.problem.weights, column, t);
    const std::optional<std::vector<double>> scores = rescore(p, s.method);
    if (!scores)
        return false;
    const double mine = (*scores)[std::size_t(row)];
    for (std::size_t r = 0; r < scores->size(); ++r) {
        const double other = (*scores)[r];
        if (int(r) == row || !s.feasible[r] || scoresTie(other, mine))
            continue;
        if (s.higherIsBetter() ? other > mine : other < mine)
            return false;
    }
    return true;
}

// The interval of column `column`'s weight (the others rescaled in proportion) over which `row` stays first by the
// ranking method: a 2 % grid walked out from the current weight, each edge bisected to 1e-4 of the weight.
std::pair<double, double> keepsFirst(const ScoredProblem &s, int column, int row)
{
    DecisionProblem p = s.problem;
    const double w = s.problem.weights[std::size_t(column)];
    constexpr double step = 0.02;
    const auto edge = [&](double inside, double outside) {
        for (int i = 0; i < 14 && std::abs(outside - inside) > 1e-4; ++i) {
            const double mid = 0.5 * (inside + outside);
            (firstAt(s, p, column, mid, row) ? inside : outside) = mid;
        }
        return inside;
    };
    double low = w, high = w;
    for (double t = w - step;; t -= step) {
        const double at = std::max(0.0, t);
        if (!firstAt(s, p, column, at, row)) {
            low = edge(low, at);
            break;
        }
        low = at;
        if (at <= 0.0)
            break;
    }
    for (double t = w + step;; t += step) {
        const double at = std::min(1.0, t);
        if (!firstAt(s, p, column, at, row)) {
            high = edge(high, at);
            break;
        }
        high = at;
        if (at >= 1.0)
            break;
    }
    return {low, high};
}

// Whether ranking the group profile again by a method other than the weighted sum, about 80 times per criterion,
// stays well under a frame's work: PROMETHEE's n² · m per ranking, the others' n · m.
bool bandsByMethodAreQuick(const ScoredProblem &s)
{
    const double n = s.problem.alternatives, m = s.problem.criteria;
    const double perRanking = s.method.key() == QLatin1String("promethee") ? n * n * m : 8.0 * n * m;
    return perRanking * 80.0 * m <= 2e7;
}

} // namespace

DisagreementData disagreementData(const ChartInput &original)
{
    DisagreementData data;
    const std::vector<int> stakeholders = stakeholderProfiles(original.project);
    if (stakeholders.empty()) {
        data.messages.push_back(Message::plain(QStringLiteral(
            "No profile is marked as a stakeholder's (Profiles ▸ A Stakeholder's Weights…), so there is no committee.")));
        return data;
    }
    // Without a group profile in the project: the one it would have, on a copy.
    std::optional<ChartInput> withGroup;
    int group = groupProfileIndex(original.project);
    if (group < 0) {
        withGroup = original;
        WeightProfile base;
        base.name = QStringLiteral("the group");
        withGroup->project.profiles.push_back(computeGroupProfile(withGroup->project, base));
        group = int(withGroup->project.profiles.size()) - 1;
    }
    const ChartInput &input = withGroup ? *withGroup : original;
    const ProjectData &project = input.project;
    data.groupName = project.profiles[std::size_t(group)].name;

    Messages ignored;
    std::vector<std::vector<double>> weights;
    for (const int p : stakeholders) {
        data.members << project.profiles[std::size_t(p)].name;
        data.memberProfiles.push_back(p);
        weights.push_back(globalWeights(input, p, ignored).value_or(std::vector<double>(project.criteria.size(), 0.0)));
    }
    Messages messages;
    const std::optional<ScoredProblem> scored = scoreProblem(input, group, messages);
    if (!scored) {
        for (const Message &m : messages)
            if (m.severity == Severity::Error)
                data.messages.push_back(m);
        if (data.messages.empty())
            data.messages.push_back(Message::plain(QStringLiteral("Nothing can be ranked under the group profile.")));
        return data;
    }
    std::optional<SensitivityResult> sensitivity;
    // The bands are the ranking method's: the weighted sum's exact intervals, another method ranked again for every
    // weight (when that is quick; else no band, said in a message).
    const bool byWeightedSum = scored->method.key() == QLatin1String("wsm");
    data.bandMethod = scored->method.key();
    if (scored->winner() >= 0) {
        data.groupWinner = scored->problem.rows[std::size_t(scored->winner())];
        data.groupWinnerName = project.alternatives[std::size_t(data.groupWinner)].name;
        if (byWeightedSum)
            sensitivity = analyzeSensitivity(scored->problem, scored->normalization, messages, scored->feasible,
                                             SensitivityScope::WinnerIntervals);
        else if (!bandsByMethodAreQuick(*scored))
            data.bandMethod.clear();
    }
    if (data.bandMethod.isEmpty())
        data.messages.push_back(Message::plain(
            QStringLiteral("No bands: ranking the group profile again for every weight would take too long here"),
            Severity::Warning));

    for (std::size_t c = 0; c < scored->problem.columns.size(); ++c) {
        CriterionDisagreement d;
        d.criterion = scored->problem.columns[c];
        d.name = project.criteria[std::size_t(d.criterion)].name;
        d.group = c < scored->problem.weights.size() ? scored->problem.weights[c] : 0.0;
        double low = 1.0, high = 0.0;
        for (const std::vector<double> &w : weights) {
            const double x = w[std::size_t(d.criterion)];
            d.weights.push_back(x);
            d.mean += x / double(weights.size());
            low = std::min(low, x);
            high = std::max(high, x);
        }
        d.spread = std::max(0.0, high - low);
        double far = -1.0;
        for (std::size_t k = 0; k < d.weights.size(); ++k)
            if (std::abs(d.weights[k] - d.mean) > far + 1e-12) {
                far = std::abs(d.weights[k] - d.mean);
                d.outlier = int(k);
            }
        if (sensitivity) {
            for (const CriterionSensitivity &s : sensitivity->criteria)
                if (std::size_t(s.column) == c) {
                    d.keepLow = s.topLow;
                    d.keepHigh = s.topHigh;
                    d.changesWinner = low < s.topLow - 1e-12 || high > s.topHigh + 1e-12;
                }
        } else if (!byWeightedSum && !data.bandMethod.isEmpty() && scored->winner() >= 0) {
            std::tie(d.keepLow, d.keepHigh) = keepsFirst(*scored, int(c), scored->winner());
            d.changesWinner = low < d.keepLow - 1e-9 || high > d.keepHigh + 1e-9;
        }
        data.rows.push_back(std::move(d));
    }
    std::stable_sort(data.rows.begin(), data.rows.end(), [](const CriterionDisagreement &a, const CriterionDisagreement &b) {
        if (a.changesWinner != b.changesWinner)
            return a.changesWinner;
        return a.spread > b.spread + 1e-12;
    });
    return data;
}

} // namespace verdict
