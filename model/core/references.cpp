#include "references.h"

namespace verdict {

namespace {

// Removes a criterion id from a profile's ordinal ranking, weight intervals and AHP judgments. Returns false
// if the profile did not mention the criterion.
bool forgetCriterion(WeightProfile &profile, const QString &id)
{
    bool touched = profile.ordinal.removeAll(id) > 0;
    touched = profile.intervals.erase(id) > 0 || touched;
    touched = std::erase_if(profile.swing, [&](const SwingRating &r) { return r.criterion == id; }) > 0 || touched;
    if (profile.ahp) {
        const qsizetype i = profile.ahp->criteria.indexOf(id);
        if (i >= 0) {
            profile.ahp->criteria.removeAt(i);
            auto &m = profile.ahp->matrix;
            if (std::size_t(i) < m.size())
                m.erase(m.begin() + i);
            for (auto &row : m)
                if (std::size_t(i) < row.size())
                    row.erase(row.begin() + i);
            touched = true;
        }
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

} // namespace verdict
