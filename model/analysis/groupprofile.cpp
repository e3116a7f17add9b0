#include "groupprofile.h"

#include "analysis/ahp.h"
#include "analysis/profileahp.h"
#include "core/valuetree.h"

#include <cmath>

namespace verdict {

std::vector<int> stakeholderProfiles(const ProjectData &project)
{
    std::vector<int> out;
    for (int i = 0; i < int(project.profiles.size()); ++i)
        if (project.profiles[std::size_t(i)].isStakeholder() && !project.profiles[std::size_t(i)].computed)
            out.push_back(i);
    return out;
}

int groupProfileIndex(const ProjectData &project)
{
    for (int i = 0; i < int(project.profiles.size()); ++i)
        if (project.profiles[std::size_t(i)].computed)
            return i;
    return -1;
}

namespace {

double voiceOf(const WeightProfile &p)
{
    const double v = p.stakeholder ? p.stakeholder->voice : 0.0;
    return std::isfinite(v) && v > 0.0 ? v : 0.0;
}

// The weighted geometric mean of the stakeholders' judgments at one node, when every one of them has judgments
// there over the same items (in the first one's order); empty otherwise.
std::optional<AhpJudgments> aggregateJudgments(const ProjectData &project, const std::vector<const WeightProfile *> &members,
                                               const std::vector<double> &share, int group)
{
    std::vector<const AhpJudgments *> judgments;
    for (const WeightProfile *p : members) {
        const AhpJudgments *j = nodeJudgments(*p, project, group);
        if (!j || j->criteria.size() < 2 || j->matrix.size() != std::size_t(j->criteria.size()))
            return std::nullopt;
        judgments.push_back(j);
    }
    if (judgments.empty())
        return std::nullopt;
    const QStringList &items = judgments.front()->criteria;
    const std::size_t n = std::size_t(items.size());
    AhpJudgments out{items, std::vector<std::vector<double>>(n, std::vector<double>(n, 0.0))};
    for (std::size_t s = 0; s < judgments.size(); ++s) {
        const AhpJudgments &j = *judgments[s];
        if (std::size_t(j.criteria.size()) != n)
            return std::nullopt;
        std::vector<std::size_t> at(n);
        for (std::size_t k = 0; k < n; ++k) {
            const qsizetype i = j.criteria.indexOf(items.at(qsizetype(k)));
            if (i < 0)
                return std::nullopt;
            at[k] = std::size_t(i);
        }
        for (std::size_t r = 0; r < n; ++r)
            for (std::size_t c = 0; c < n; ++c) {
                if (j.matrix[at[r]].size() != n)
                    return std::nullopt;
                const double a = j.matrix[at[r]][at[c]];
                if (!(a > 0.0) || !std::isfinite(a))
                    return std::nullopt;
                out.matrix[r][c] += share[s] * std::log(a);
            }
    }
    for (std::vector<double> &row : out.matrix)
        for (double &x : row)
            x = std::exp(x);
    for (std::size_t r = 0; r < n; ++r) { // exactly reciprocal, exactly 1 on the diagonal
        out.matrix[r][r] = 1.0;
        for (std::size_t c = r + 1; c < n; ++c)
            out.matrix[c][r] = 1.0 / out.matrix[r][c];
    }
    return out;
}

} // namespace

WeightProfile computeGroupProfile(const ProjectData &project, const WeightProfile &base)
{
    WeightProfile out;
    out.name = base.name;
    out.description = base.description;
    out.computed = true;
    const std::size_t n = project.criteria.size();
    out.weights.assign(n, 0.0);

    std::vector<const WeightProfile *> members;
    std::vector<double> share;
    double total = 0.0;
    for (const int i : stakeholderProfiles(project)) {
        members.push_back(&project.profiles[std::size_t(i)]);
        share.push_back(voiceOf(project.profiles[std::size_t(i)]));
        total += share.back();
    }
    if (members.empty() || !(total > 0.0))
        return out;
    for (double &s : share)
        s /= total;

    const ValueTree tree(project);
    std::vector<ValueTree::Weights> local;
    for (const WeightProfile *p : members) {
        WeightProfile fitted = *p;
        fitted.weights.resize(n, 0.0);
        for (double &w : fitted.weights)
            if (!std::isfinite(w) || w < 0.0)
                w = 0.0;
        local.push_back(tree.weights(fitted));
    }

    std::vector<int> nodes{-1};
    for (int g = 0; g < tree.groupCount(); ++g)
        nodes.push_back(g);
    for (const int node : nodes) {
        const std::vector<ValueTree::Node> kids = tree.children(node);
        if (kids.empty())
            continue;
        std::vector<double> weight(kids.size(), 0.0);
        bool judged = false;
        if (const std::optional<AhpJudgments> j = aggregateJudgments(project, members, share, node)) {
            Messages ignored;
            if (const std::optional<AhpResult> r = computeAhp(j->matrix, AhpMethod::Eigen, ignored)) {
                for (std::size_t k = 0; k < kids.size(); ++k) {
                    const QString item = kids[k].isGroup ? ahpGroupItem(project.groups[std::size_t(kids[k].index)].id)
                                                         : project.criteria[std::size_t(kids[k].index)].id;
                    const qsizetype at = j->criteria.indexOf(item);
                    weight[k] = at >= 0 ? r->weights[std::size_t(at)] : 0.0;
                }
                if (node < 0)
                    out.ahp = *j;
                else
                    out.groupAhp[project.groups[std::size_t(node)].id] = *j;
                judged = true;
            }
        }
        if (!judged)
            for (std::size_t k = 0; k < kids.size(); ++k)
                for (std::size_t s = 0; s < members.size(); ++s)
                    weight[k] += share[s] * (kids[k].isGroup ? local[s].groupLocal : local[s].criterionLocal)[std::size_t(kids[k].index)];
        for (std::size_t k = 0; k < kids.size(); ++k) {
            if (kids[k].isGroup)
                out.groupWeights[project.groups[std::size_t(kids[k].index)].id] = weight[k] * 100.0;
            else
                out.weights[std::size_t(kids[k].index)] = weight[k] * 100.0;
        }
    }
    if (project.groups.empty())
        out.groupWeights.clear();
    return out;
}

bool refreshGroupProfiles(ProjectData &project)
{
    bool changed = false;
    for (WeightProfile &p : project.profiles) {
        if (!p.computed)
            continue;
        WeightProfile next = computeGroupProfile(project, p);
        if (!(next == p)) {
            p = std::move(next);
            changed = true;
        }
    }
    return changed;
}

} // namespace verdict
