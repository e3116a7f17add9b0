#include "disagreement.h"

#include "analysis/groupprofile.h"
#include "stability/sensitivity.h"

#include <algorithm>
#include <cmath>

namespace verdict {

namespace {

// `profile`'s global weights per project criterion, as the ranking uses them (normalised over the usable
// criteria); nothing when the profile cannot be ranked.
std::optional<std::vector<double>> globalWeights(const ChartInput &input, int profile, Messages &messages)
{
    const std::optional<ScoredProblem> s = scoreProblem(input, profile, messages);
    if (!s)
        return std::nullopt;
    std::vector<double> w(input.project.criteria.size(), 0.0);
    for (std::size_t c = 0; c < s->problem.columns.size() && c < s->problem.weights.size(); ++c)
        w[std::size_t(s->problem.columns[c])] = s->problem.weights[c];
    return w;
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
    if (scored->winner() >= 0) {
        data.groupWinner = scored->problem.rows[std::size_t(scored->winner())];
        data.groupWinnerName = project.alternatives[std::size_t(data.groupWinner)].name;
        sensitivity = analyzeSensitivity(scored->problem, scored->normalization, messages, scored->feasible,
                                         SensitivityScope::WinnerIntervals);
    }

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
        if (sensitivity)
            for (const CriterionSensitivity &s : sensitivity->criteria)
                if (std::size_t(s.column) == c) {
                    d.keepLow = s.topLow;
                    d.keepHigh = s.topHigh;
                    d.changesWinner = low < s.topLow - 1e-12 || high > s.topHigh + 1e-12;
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
