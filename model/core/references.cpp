#include "references.h"

#include <functional>

namespace verdict {

namespace {

void removeAhpItem(AhpJudgments &j, qsizetype i)
{
    j.criteria.removeAt(i);
    auto &m = j.matrix;
    if (std::size_t(i) < m.size())
        m.erase(m.begin() + i);
    for (auto &row : m)
        if (std::size_t(i) < row.size())
            row.erase(row.begin() + i);
}

// Removes the items `drop` says to from the judgments; true if any went.
bool removeAhpItems(AhpJudgments &j, const std::function<bool(const QString &)> &drop)
{
    bool touched = false;
    for (qsizetype i = j.criteria.size() - 1; i >= 0; --i)
        if (drop(j.criteria.at(i))) {
            removeAhpItem(j, i);
            touched = true;
        }
    return touched;
}

// Removes a criterion id from a profile's ordinal ranking, weight intervals and AHP judgments (a matrix left with
// fewer than two items goes). Returns false if the profile did not mention the criterion.
bool forgetCriterion(WeightProfile &profile, const QString &id)
{
    bool touched = profile.ordinal.removeAll(id) > 0;
    touched = profile.intervals.erase(id) > 0 || touched;
    touched = std::erase_if(profile.swing, [&](const SwingRating &r) { return r.criterion == id; }) > 0 || touched;
    const auto isId = [&](const QString &item) { return item == id; };
    if (profile.ahp && removeAhpItems(*profile.ahp, isId)) {
        touched = true;
        if (profile.ahp->criteria.size() < 2)
            profile.ahp.reset();
    }
    for (auto it = profile.groupAhp.begin(); it != profile.groupAhp.end();) {
        const bool removed = removeAhpItems(it->second, isId);
        touched = removed || touched;
        it = removed && it->second.criteria.size() < 2 ? profile.groupAhp.erase(it) : std::next(it);
    }
    return touched;
}

} // namespace

AlternativeReferences forgetAlternativeReferences(ProjectData &project, const QString &alternativeId)
{
    AlternativeReferences refs;
    if (!alternativeId.isEmpty() && project.baseline == alternativeId) {
        refs.baseline = true;
        project.baseline.clear();
    }
    for (std::size_t r = 0; r < project.termMap.size(); ++r) {
        auto &terms = project.termMap[r].terms;
        const auto it = terms.find(alternativeId);
        if (it == terms.end())
            continue;
        refs.terms.emplace_back(r, it->second);
        terms.erase(it);
    }
    return refs;
}

void restoreAlternativeReferences(ProjectData &project, const QString &alternativeId, const AlternativeReferences &refs)
{
    if (refs.baseline)
        project.baseline = alternativeId;
    for (const auto &[row, term] : refs.terms)
        if (row < project.termMap.size())
            project.termMap[row].terms[alternativeId] = term;
}

CriterionReferences forgetCriterionReferences(ProjectData &project, const QString &criterionId)
{
    CriterionReferences refs;
    for (int r = 0; r < project.alternativeCount(); ++r) {
        Alternative &a = project.alternatives[std::size_t(r)];
        if (!a.provenance.count(criterionId) && !a.uncertainty.count(criterionId))
            continue;
        refs.alternatives.emplace_back(r, a);
        a.provenance.erase(criterionId);
        a.uncertainty.erase(criterionId);
    }
    for (int i = 0; i < int(project.profiles.size()); ++i) {
        WeightProfile &p = project.profiles[std::size_t(i)];
        const WeightProfile original = p;
        if (forgetCriterion(p, criterionId))
            refs.profiles.emplace_back(i, original);
    }
    return refs;
}

void restoreCriterionReferences(ProjectData &project, const CriterionReferences &refs)
{
    for (const auto &[row, original] : refs.alternatives)
        if (row >= 0 && row < project.alternativeCount())
            project.alternatives[std::size_t(row)] = original;
    for (const auto &[index, original] : refs.profiles)
        if (index >= 0 && std::size_t(index) < project.profiles.size()) {
            // The profile's weights follow the criteria (the column is back by now); the rest is as it was.
            std::vector<double> weights = project.profiles[std::size_t(index)].weights;
            project.profiles[std::size_t(index)] = original;
            project.profiles[std::size_t(index)].weights = std::move(weights);
        }
}

QString ahpItemProblem(const ProjectData &project, int group, const QString &item)
{
    const QString nodeId = group >= 0 && std::size_t(group) < project.groups.size() ? project.groups[std::size_t(group)].id : QString();
    const QString nodeName = group >= 0 && std::size_t(group) < project.groups.size()
        ? QStringLiteral("inside group \"%1\"").arg(project.groups[std::size_t(group)].name)
        : QStringLiteral("at the top level");
    if (const QString groupId = ahpItemGroup(item); !groupId.isEmpty()) {
        const int g = project.indexOfGroup(groupId);
        if (g < 0)
            return QStringLiteral("no group has the id \"%1\"").arg(groupId);
        if (project.groups[std::size_t(g)].parent != nodeId)
            return QStringLiteral("group \"%1\" is not directly %2").arg(project.groups[std::size_t(g)].name, nodeName);
        return {};
    }
    const int c = project.indexOfCriterion(item);
    if (c < 0)
        return QStringLiteral("no criterion has the id \"%1\"").arg(item);
    if (project.criteria[std::size_t(c)].group != nodeId)
        return QStringLiteral("criterion \"%1\" is not directly %2").arg(project.criteria[std::size_t(c)].name, nodeName);
    return {};
}

bool pruneAhp(const ProjectData &project, WeightProfile &profile)
{
    bool touched = false;
    if (profile.ahp) {
        touched = removeAhpItems(*profile.ahp, [&](const QString &item) { return !ahpItemProblem(project, -1, item).isEmpty(); });
        if (profile.ahp->criteria.size() < 2) {
            profile.ahp.reset();
            touched = true;
        }
    }
    for (auto it = profile.groupAhp.begin(); it != profile.groupAhp.end();) {
        const int g = project.indexOfGroup(it->first);
        if (g >= 0)
            touched = removeAhpItems(it->second, [&](const QString &item) { return !ahpItemProblem(project, g, item).isEmpty(); })
                || touched;
        if (g < 0 || it->second.criteria.size() < 2) {
            it = profile.groupAhp.erase(it);
            touched = true;
        } else {
            ++it;
        }
    }
    return touched;
}

} // namespace verdict
