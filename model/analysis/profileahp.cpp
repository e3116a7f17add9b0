#include "profileahp.h"

#include "core/references.h"
#include "core/valuetree.h"

#include <QSet>

#include <cmath>

namespace verdict {

namespace {

QString nodePointer(const ProjectData &project, int profile, int group)
{
    if (group < 0)
        return QStringLiteral("/profiles/%1/ahp").arg(profile);
    return QStringLiteral("/profiles/%1/ahp_groups/%2").arg(profile).arg(project.groups[std::size_t(group)].id);
}

} // namespace

const AhpJudgments *nodeJudgments(const WeightProfile &wp, const ProjectData &project, int group)
{
    if (group < 0)
        return wp.ahp ? &*wp.ahp : nullptr;
    if (std::size_t(group) >= project.groups.size())
        return nullptr;
    const auto it = wp.groupAhp.find(project.groups[std::size_t(group)].id);
    return it == wp.groupAhp.end() ? nullptr : &it->second;
}

std::optional<ProfileAhp> profileAhpWeights(const ProjectData &project, int profile, AhpMethod method,
                                            Messages &messages, int group)
{
    const int p = profile < 0 ? project.activeProfile : profile;
    if (p < 0 || std::size_t(p) >= project.profiles.size()) {
        messages.push_back(Message::plain(QStringLiteral("there is no weight profile number %1").arg(p)));
        return std::nullopt;
    }
    if (group >= int(project.groups.size())) {
        messages.push_back(Message::plain(QStringLiteral("there is no group number %1").arg(group)));
        return std::nullopt;
    }
    const WeightProfile &wp = project.profiles[std::size_t(p)];
    const QString ap = nodePointer(project, p, group);
    const AhpJudgments *stored = nodeJudgments(wp, project, group);
    if (!stored) {
        messages.push_back(Message::at(ap, group < 0 ? QStringLiteral("profile \"%1\" has no AHP comparison matrix").arg(wp.name)
                                                     : QStringLiteral("profile \"%1\" has no AHP comparison matrix in group \"%2\"")
                                                           .arg(wp.name, project.groups[std::size_t(group)].name)));
        return std::nullopt;
    }
    const AhpJudgments &j = *stored;
    const ValueTree tree(project);
    const bool hasTree = !project.groups.empty();

    ProfileAhp out;
    out.profile = p;
    out.group = group;
    out.criteria = j.criteria;
    bool ok = true;
    QSet<QString> compared;
    for (qsizetype k = 0; k < j.criteria.size(); ++k) {
        const QString &item = j.criteria.at(k);
        const QString kp = QStringLiteral("%1/criteria/%2").arg(ap).arg(k);
        const int c = project.indexOfCriterion(item);
        const int g = project.indexOfGroup(ahpItemGroup(item));
        if (const QString problem = ahpItemProblem(project, group, item); !problem.isEmpty()) {
            messages.push_back(Message::at(kp, problem));
            ok = false;
        } else if (compared.contains(item)) {
            messages.push_back(Message::at(kp, QStringLiteral("\"%1\" is listed twice").arg(item)));
            ok = false;
        }
        compared.insert(item);
        out.columns.push_back(ahpItemGroup(item).isEmpty() ? c : -1);
        out.groups.push_back(ahpItemGroup(item).isEmpty() ? -1 : g);
        out.names << (out.columns.back() >= 0 ? project.criteria[std::size_t(c)].name
                                              : g >= 0 ? project.groups[std::size_t(g)].name : item);
    }
    if (j.criteria.size() < 2) {
        messages.push_back(Message::at(ap + QStringLiteral("/criteria"),
                                       QStringLiteral("an AHP comparison needs at least 2 items")));
        ok = false;
    }
    if (j.matrix.size() != std::size_t(j.criteria.size())) {
        messages.push_back(Message::at(ap + QStringLiteral("/matrix"),
                                       QStringLiteral("expected %1 rows (one per item), found %2")
                                           .arg(j.criteria.size())
                                           .arg(j.matrix.size())));
        ok = false;
    }
    if (!ok)
        return std::nullopt;

    const AhpCellLocator locate = [&](int row, int column, const QString &text) {
        return Message::at(QStringLiteral("%1/matrix/%2/%3").arg(ap).arg(row).arg(column),
                           QStringLiteral("%1 over %2: %3").arg(out.names.at(row), out.names.at(column), text));
    };
    std::optional<AhpResult> result = computeAhp(j.matrix, method, messages, locate);
    if (!result)
        return std::nullopt;
    out.result = std::move(*result);

    // A flat profile keeps the scale of its weights; a tree node's children get percentages within it.
    double total = 100.0;
    if (!hasTree) {
        total = 0.0;
        for (const double w : wp.weights)
            if (std::isfinite(w) && w > 0.0)
                total += w;
        if (!(total > 0.0) || !std::isfinite(total))
            total = 100.0;
    }
    out.weights = wp.weights;
    out.weights.resize(std::size_t(project.criterionCount()), 0.0);
    out.groupWeights = wp.groupWeights;
    for (const ValueTree::Node &kid : tree.children(group)) {
        const QString item = kid.isGroup ? ahpGroupItem(project.groups[std::size_t(kid.index)].id)
                                         : project.criteria[std::size_t(kid.index)].id;
        const qsizetype k = j.criteria.indexOf(item);
        const double w = k >= 0 ? out.result.weights[std::size_t(k)] * total : 0.0;
        if (kid.isGroup)
            out.groupWeights[project.groups[std::size_t(kid.index)].id] = w;
        else
            out.weights[std::size_t(kid.index)] = w;
        if (k < 0)
            out.leftOut << item;
    }
    if (!out.leftOut.isEmpty())
        messages.push_back(Message::at(ap + QStringLiteral("/criteria"),
                                       QStringLiteral("the AHP matrix of profile \"%1\" does not compare %2; "
                                                      "applying it gives them weight 0")
                                           .arg(wp.name, out.leftOut.join(QStringLiteral(", "))),
                                       Severity::Warning));
    return out;
}

bool applyProfileAhp(ProjectData &project, const ProfileAhp &ahp)
{
    if (ahp.profile < 0 || std::size_t(ahp.profile) >= project.profiles.size()
        || ahp.weights.size() != std::size_t(project.criterionCount()))
        return false;
    WeightProfile &wp = project.profiles[std::size_t(ahp.profile)];
    wp.weights = ahp.weights;
    wp.groupWeights = ahp.groupWeights;
    return true;
}

AhpJudgments judgmentsFromWeights(const ProjectData &project, int profile, const QStringList &criteria)
{
    const int p = profile < 0 ? project.activeProfile : profile;
    AhpJudgments j;
    std::vector<double> w;
    for (const QString &id : criteria) {
        const int c = project.indexOfCriterion(id);
        if (c < 0)
            continue;
        double v = 0.0;
        if (p >= 0 && std::size_t(p) < project.profiles.size()) {
            const std::vector<double> &weights = project.profiles[std::size_t(p)].weights;
            if (std::size_t(c) < weights.size() && std::isfinite(weights[std::size_t(c)]))
                v = weights[std::size_t(c)];
        }
        j.criteria << id;
        w.push_back(v);
    }
    const std::size_t n = w.size();
    j.matrix.assign(n, std::vector<double>(n, 1.0));
    for (std::size_t r = 0; r < n; ++r)
        for (std::size_t c = 0; c < n; ++c)
            if (r != c && w[r] > 0.0 && w[c] > 0.0)
                j.matrix[r][c] = w[r] / w[c];
    return j;
}

} // namespace verdict
