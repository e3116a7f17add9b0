#pragma once

#include "projectdata.h"

#include <QStringList>

#include <vector>

namespace verdict {

// The value tree of a project (docs/methods.md, "The value tree"), resolved from ProjectData::groups and each
// criterion's `group`: who sits in which group, paths, and the weights. Groups are numbered as in
// ProjectData::groups; -1 stands for the top level. A project without groups is a flat tree: every criterion
// at the top level.
//
// It never fails: a group whose parent is unknown, or that sits in a cycle of parents, hangs at the top level,
// and a criterion in an unknown group sits at the top level (validateProject reports both).
// Why `name` cannot name a group inside `parentId` (empty: the top level), or empty when it can: it needs a name,
// no "/" or ";", and no sibling of that name (group `except` aside, for a rename). The validator's rules.
QString groupNameProblem(const ProjectData &project, const QString &parentId, const QString &name, int except = -1);

class ValueTree
{
public:
    explicit ValueTree(const ProjectData &project);

    bool isFlat() const { return m_groupParent.empty(); }
    int groupCount() const { return int(m_groupParent.size()); }
    int criterionCount() const { return int(m_criterionGroup.size()); }
    int groupParent(int group) const { return m_groupParent[std::size_t(group)]; }
    int criterionGroup(int criterion) const { return m_criterionGroup[std::size_t(criterion)]; }
    // Direct children of `group` (-1: the top level), in file order.
    const std::vector<int> &childGroups(int group) const { return m_childGroups[std::size_t(group + 1)]; }
    const std::vector<int> &childCriteria(int group) const { return m_childCriteria[std::size_t(group + 1)]; }
    // Levels from the top: a top-level group has depth 1.
    int depth(int group) const;
    // The group's name and its ancestors', outermost first; path() joins them with "/".
    QStringList pathNames(int group) const;
    QString path(int group) const;
    // The group at a "/"-separated path of names (surrounding spaces ignored), or -1.
    int groupAtPath(const QString &path) const;
    // Every criterion under the group, at any depth, in column order.
    std::vector<int> criteriaUnder(int group) const;
    bool isUnder(int criterion, int group) const;
    // Whether `group` is `ancestor` or lies under it.
    bool isWithin(int group, int ancestor) const;

    // Every node, depth first in file order (a group, then its criteria, then its subgroups): how the tree is
    // listed in the weights panel, `verdict show` and the exports. `depth` is 0 for the top level's children.
    struct Node
    {
        bool isGroup = false;
        int index = 0; // group or criterion index
        int depth = 0;
    };
    std::vector<Node> depthFirst() const;

    // The children of `group` (-1: the top level) as the weights panel lists them: its criteria, then its groups.
    std::vector<Node> children(int group) const;
    // `profile` with the weights of `group`'s children entered as `percent` (parallel to children(group)): each
    // child's local weight becomes percent / Σ percent. Criteria keep their entries elsewhere.
    WeightProfile withChildWeights(const WeightProfile &profile, int group, const std::vector<double> &percent) const;
    // `profile` with weights whose global weights are `global` (per criterion, in proportion; negative or
    // non-finite entries count as 0): every node's children in percent within it (a flat profile: the criteria).
    WeightProfile withGlobalWeights(const WeightProfile &profile, const std::vector<double> &global) const;

    // A profile's weights over the tree. At each node the children that take part share 1 in proportion to their
    // entered weights: a criterion's from WeightProfile::weights, a group's from WeightProfile::groupWeights. A
    // group without an entry there gets an equal share, 1/n of its parent for n children, and the children with
    // entries share the rest. A child takes part when it is a criterion flagged in `usable` (empty: all are) or
    // a group with a taking-part child whose local weights do not all come to 0. Global weights are the
    // products of the local weights along each path; a non-taking part has both 0.
    struct Weights
    {
        std::vector<double> criterionLocal, criterionGlobal; // per criterion of the project
        std::vector<double> groupLocal, groupGlobal;         // per group
        std::vector<bool> groupTakesPart;
    };
    Weights weights(const WeightProfile &profile, const std::vector<bool> &usable = {}) const;

private:
    bool localWeights(int group, const WeightProfile &profile, const std::vector<bool> &usable, Weights &out) const;

    QStringList m_groupIds, m_groupNames;
    std::vector<int> m_groupParent;
    std::vector<int> m_criterionGroup;
    std::vector<std::vector<int>> m_childGroups, m_childCriteria; // index group + 1
};

} // namespace verdict
