#include "valuetree.h"

#include <cmath>

#include <algorithm>

namespace verdict {

QString groupNameProblem(const ProjectData &project, const QString &parentId, const QString &name, int except)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return QStringLiteral("A group needs a name.");
    if (trimmed.contains(u'/') || trimmed.contains(u';'))
        return QStringLiteral("A group name cannot hold “/” or “;”: “/” separates the levels of a group path, “;” a CSV "
                              "file's group weights.");
    for (std::size_t g = 0; g < project.groups.size(); ++g)
        if (int(g) != except && project.groups[g].parent == parentId && project.groups[g].name.trimmed() == trimmed)
            return QStringLiteral("There is a group “%1” there already.").arg(trimmed);
    return {};
}

ValueTree::ValueTree(const ProjectData &project)
{
    const int g = int(project.groups.size());
    m_groupParent.assign(std::size_t(g), -1);
    for (int i = 0; i < g; ++i) {
        m_groupIds << project.groups[std::size_t(i)].id;
        m_groupNames << project.groups[std::size_t(i)].name;
    }
    for (int i = 0; i < g; ++i) {
        const QString &parent = project.groups[std::size_t(i)].parent;
        const qsizetype at = parent.isEmpty() ? -1 : m_groupIds.indexOf(parent); // the first of duplicate ids
        m_groupParent[std::size_t(i)] = at == i ? -1 : int(at);
    }
    // Cut every cycle of parents at its first group in file order, so that walking up always ends.
    for (int i = 0; i < g; ++i) {
        std::vector<int> chain;
        for (int at = i; at >= 0; at = m_groupParent[std::size_t(at)]) {
            if (std::find(chain.begin(), chain.end(), at) != chain.end()) {
                const auto first = std::find(chain.begin(), chain.end(), at);
                m_groupParent[std::size_t(*std::min_element(first, chain.end()))] = -1;
                break;
            }
            chain.push_back(at);
        }
    }
    m_criterionGroup.assign(project.criteria.size(), -1);
    for (std::size_t c = 0; c < project.criteria.size(); ++c)
        if (const QString &group = project.criteria[c].group; !group.isEmpty())
            m_criterionGroup[c] = int(m_groupIds.indexOf(group));
    m_childGroups.resize(std::size_t(g) + 1);
    m_childCriteria.resize(std::size_t(g) + 1);
    for (int i = 0; i < g; ++i)
        m_childGroups[std::size_t(m_groupParent[std::size_t(i)] + 1)].push_back(i);
    for (int c = 0; c < int(m_criterionGroup.size()); ++c)
        m_childCriteria[std::size_t(m_criterionGroup[std::size_t(c)] + 1)].push_back(c);
}

int ValueTree::depth(int group) const
{
    int d = 0;
    for (int at = group; at >= 0; at = groupParent(at))
        ++d;
    return d;
}

QStringList ValueTree::pathNames(int group) const
{
    QStringList names;
    for (int at = group; at >= 0; at = groupParent(at))
        names.prepend(m_groupNames[at]);
    return names;
}

QString ValueTree::path(int group) const { return pathNames(group).join(u'/'); }

int ValueTree::groupAtPath(const QString &path) const
{
    int at = -1;
    for (const QString &part : path.split(u'/')) {
        const QString name = part.trimmed();
        const std::vector<int> &children = childGroups(at);
        const auto it = std::find_if(children.begin(), children.end(), [&](int c) { return m_groupNames[c].trimmed() == name; });
        if (name.isEmpty() || it == children.end())
            return -1;
        at = *it;
    }
    return at;
}

bool ValueTree::isWithin(int group, int ancestor) const
{
    for (int at = group; at >= 0; at = groupParent(at))
        if (at == ancestor)
            return true;
    return ancestor < 0;
}

bool ValueTree::isUnder(int criterion, int group) const { return isWithin(criterionGroup(criterion), group); }

std::vector<int> ValueTree::criteriaUnder(int group) const
{
    std::vector<int> out;
    for (int c = 0; c < criterionCount(); ++c)
        if (isUnder(c, group))
            out.push_back(c);
    return out;
}

std::vector<ValueTree::Node> ValueTree::depthFirst() const
{
    std::vector<Node> out;
    const auto visit = [&](const auto &self, int group, int depth) -> void {
        for (const int c : childCriteria(group))
            out.push_back({false, c, depth});
        for (const int g : childGroups(group)) {
            out.push_back({true, g, depth});
            self(self, g, depth + 1);
        }
    };
    visit(visit, -1, 0);
    return out;
}

std::vector<ValueTree::Node> ValueTree::children(int group) const
{
    std::vector<Node> out;
    const int depth = group < 0 ? 0 : this->depth(group);
    for (const int c : childCriteria(group))
        out.push_back({false, c, depth});
    for (const int g : childGroups(group))
        out.push_back({true, g, depth});
    return out;
}

WeightProfile ValueTree::withChildWeights(const WeightProfile &profile, int group, const std::vector<double> &percent) const
{
    WeightProfile out = profile;
    out.weights.resize(std::size_t(criterionCount()), 0.0);
    const std::vector<Node> nodes = children(group);
    for (std::size_t k = 0; k < nodes.size() && k < percent.size(); ++k) {
        if (nodes[k].isGroup)
            out.groupWeights[m_groupIds[nodes[k].index]] = percent[k];
        else
            out.weights[std::size_t(nodes[k].index)] = percent[k];
    }
    return out;
}

WeightProfile ValueTree::withGlobalWeights(const WeightProfile &profile, const std::vector<double> &global) const
{
    WeightProfile out = profile;
    out.weights.assign(std::size_t(criterionCount()), 0.0);
    const auto at = [&](int c) { return std::size_t(c) < global.size() && std::isfinite(global[std::size_t(c)]) ? std::max(0.0, global[std::size_t(c)]) : 0.0; };
    std::vector<double> under(std::size_t(groupCount()), 0.0); // each group's share of the whole
    for (int g = 0; g < groupCount(); ++g)
        for (const int c : criteriaUnder(g))
            under[std::size_t(g)] += at(c);
    const auto nodeTotal = [&](int g) {
        if (g >= 0)
            return under[std::size_t(g)];
        double t = 0.0;
        for (int c = 0; c < criterionCount(); ++c)
            t += at(c);
        return t;
    };
    for (int c = 0; c < criterionCount(); ++c) {
        const double t = nodeTotal(criterionGroup(c));
        out.weights[std::size_t(c)] = t > 0.0 ? 100.0 * at(c) / t : 0.0;
    }
    for (int g = 0; g < groupCount(); ++g) {
        const double t = nodeTotal(groupParent(g));
        out.groupWeights[m_groupIds[g]] = t > 0.0 ? 100.0 * under[std::size_t(g)] / t : 0.0;
    }
    return out;
}

// The local weights of `group`'s children (recursively below), with whether the group takes part.
bool ValueTree::localWeights(int group, const WeightProfile &profile, const std::vector<bool> &usable, Weights &out) const
{
    struct Child
    {
        bool criterion;
        int index;
        std::optional<double> entered; // none: a group without an entry, an equal share
    };
    std::vector<Child> children;
    for (const int c : childCriteria(group))
        if (usable.empty() || (std::size_t(c) < usable.size() && usable[std::size_t(c)]))
            children.push_back({true, c, std::size_t(c) < profile.weights.size() ? profile.weights[std::size_t(c)] : 0.0});
    for (const int g : childGroups(group)) {
        if (!localWeights(g, profile, usable, out))
            continue;
        const auto it = profile.groupWeights.find(m_groupIds[g]);
        children.push_back({false, g, it == profile.groupWeights.end() ? std::nullopt : std::optional<double>(it->second)});
    }
    const auto n = double(children.size());
    double setSum = 0.0;
    int unset = 0;
    for (const Child &child : children) {
        if (child.entered)
            setSum += std::max(0.0, *child.entered);
        else
            ++unset;
    }
    // Unset children take 1/n each and the set ones share the rest; with no set weight above 0, the unset share all.
    const double unsetShare = unset == 0 ? 0.0 : setSum > 0.0 ? 1.0 / n : 1.0 / double(unset);
    const double setShare = 1.0 - unsetShare * unset;
    double total = 0.0;
    for (const Child &child : children) {
        const double local = child.entered ? (setSum > 0.0 ? setShare * std::max(0.0, *child.entered) / setSum : 0.0) : unsetShare;
        (child.criterion ? out.criterionLocal : out.groupLocal)[std::size_t(child.index)] = local;
        total += local;
    }
    const bool takesPart = total > 0.0;
    if (group >= 0)
        out.groupTakesPart[std::size_t(group)] = takesPart;
    return takesPart;
}

ValueTree::Weights ValueTree::weights(const WeightProfile &profile, const std::vector<bool> &usable) const
{
    Weights w;
    const auto m = std::size_t(criterionCount()), g = std::size_t(groupCount());
    w.criterionLocal.assign(m, 0.0);
    w.criterionGlobal.assign(m, 0.0);
    w.groupLocal.assign(g, 0.0);
    w.groupGlobal.assign(g, 0.0);
    w.groupTakesPart.assign(g, false);
    if (isFlat()) { // exactly the entered weights over their sum, as before value trees
        double sum = 0.0;
        for (std::size_t c = 0; c < m; ++c)
            if (usable.empty() || (c < usable.size() && usable[c]))
                sum += c < profile.weights.size() ? profile.weights[c] : 0.0;
        for (std::size_t c = 0; c < m; ++c)
            if ((usable.empty() || (c < usable.size() && usable[c])) && c < profile.weights.size() && sum > 0.0)
                w.criterionLocal[c] = w.criterionGlobal[c] = profile.weights[c] / sum;
        return w;
    }
    localWeights(-1, profile, usable, w);
    // Groups come in file order, a parent possibly after its child: resolve each path from the top.
    for (std::size_t i = 0; i < g; ++i) {
        double product = 1.0;
        for (int at = int(i); at >= 0; at = groupParent(at))
            product *= w.groupTakesPart[std::size_t(at)] ? w.groupLocal[std::size_t(at)] : 0.0;
        w.groupGlobal[i] = product;
    }
    for (std::size_t c = 0; c < m; ++c) {
        const int parent = criterionGroup(int(c));
        w.criterionGlobal[c] = w.criterionLocal[c] * (parent < 0 ? 1.0 : w.groupGlobal[std::size_t(parent)]);
    }
    return w;
}

} // namespace verdict
