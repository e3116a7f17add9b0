#pragma once

#include "projectdata.h"

#include <utility>
#include <vector>

namespace verdict {

// What refers to an alternative or a criterion by id elsewhere in a project, and its clean-up: removing an
// alternative or a criterion leaves no reference to it behind. Each forget* function removes the references
// and returns what it removed, so that undo (views/document) and any other caller (the CLI, importers) can put
// them back with the matching restore*.

// The baseline, and the term map's entries for the alternative.
struct AlternativeReferences
{
    bool baseline = false;                                // it was the baseline
    std::vector<std::pair<std::size_t, QString>> terms;   // term-map row -> the alternative's term there
    bool empty() const { return !baseline && terms.empty(); }
};
AlternativeReferences forgetAlternativeReferences(ProjectData &project, const QString &alternativeId);
void restoreAlternativeReferences(ProjectData &project, const QString &alternativeId, const AlternativeReferences &refs);

// Cell notes (provenance, uncertainty) keyed by the criterion, and a profile's ordinal ranking, weight
// intervals and AHP judgments that name it. Kept whole, as they were, for restore.
struct CriterionReferences
{
    std::vector<std::pair<int, Alternative>> alternatives; // alternatives whose notes named it
    std::vector<std::pair<int, WeightProfile>> profiles;   // profiles that named it
    bool empty() const { return alternatives.empty() && profiles.empty(); }
};
CriterionReferences forgetCriterionReferences(ProjectData &project, const QString &criterionId);
void restoreCriterionReferences(ProjectData &project, const CriterionReferences &refs);

// AHP judgments compare the children of one node of the value tree (WeightProfile::ahp for the top level,
// WeightProfile::groupAhp for a group). Why `item` (a criterion id, or ahpGroupItem(id)) cannot be one of the
// items of node `group` (-1: the top level), or empty when it can.
QString ahpItemProblem(const ProjectData &project, int group, const QString &item);
// Keeps a profile's AHP judgments in step with the project's value tree after criteria or groups moved or went:
// items that are no longer children of their node leave the matrix (row and column), and a matrix of a group
// that is gone, or with fewer than 2 items left, goes. Returns whether anything changed.
bool pruneAhp(const ProjectData &project, WeightProfile &profile);

} // namespace verdict
