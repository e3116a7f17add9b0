#include "profileahp.h"

#include <cmath>

namespace verdict {

namespace {

QString profilePointer(int profile)
{
    return QStringLiteral("/profiles/%1/ahp").arg(profile);
}

} // namespace

std::optional<ProfileAhp> profileAhpWeights(const ProjectData &project, int profile, AhpMethod method,
                                            Messages &messages)
{
    const int p = profile < 0 ? project.activeProfile : profile;
    if (p < 0 || std::size_t(p) >= project.profiles.size()) {
        messages.push_back(Message::plain(QStringLiteral("there is no weight profile number %1").arg(p)));
        return std::nullopt;
    }
    const WeightProfile &wp = project.profiles[std::size_t(p)];
    const QString ap = profilePointer(p);
    if (!wp.ahp) {
        messages.push_back(Message::at(ap, QStringLiteral("profile \"%1\" has no AHP comparison matrix").arg(wp.name)));
        return std::nullopt;
    }
    const AhpJudgments &j = *wp.ahp;

    ProfileAhp out;
    out.profile = p;
    out.criteria = j.criteria;
    bool ok = true;
    std::vector<bool> compared(std::size_t(project.criterionCount()), false);
    for (qsizetype k = 0; k < j.criteria.size(); ++k) {
        const int c = project.indexOfCriterion(j.criteria.at(k));
        if (c < 0) {
            messages.push_back(Message::at(QStringLiteral("%1/criteria/%2").arg(ap).arg(k),
                                           QStringLiteral("no criterion has the id \"%1\"").arg(j.criteria.at(k))));
            ok = false;
        } else if (compared[std::size_t(c)]) {
            messages.push_back(Message::at(QStringLiteral("%1/criteria/%2").arg(ap).arg(k),
                                           QStringLiteral("criterion \"%1\" is listed twice").arg(j.criteria.at(k))));
            ok = false;
        } else {
            compared[std::size_t(c)] = true;
        }
        out.columns.push_back(c);
    }
    if (j.criteria.size() < 2) {
        messages.push_back(Message::at(ap + QStringLiteral("/criteria"),
                                       QStringLiteral("an AHP comparison needs at least 2 criteria")));
        ok = false;
    }
    if (j.matrix.size() != std::size_t(j.criteria.size())) {
        messages.push_back(Message::at(ap + QStringLiteral("/matrix"),
                                       QStringLiteral("expected %1 rows (one per criterion), found %2")
                                           .arg(j.criteria.size())
                                           .arg(j.matrix.size())));
        ok = false;
    }
    if (!ok)
        return std::nullopt;

    const AhpCellLocator locate = [&](int row, int column, const QString &text) {
        const QString &a = project.criteria[std::size_t(out.columns[std::size_t(row)])].name;
        const QString &b = project.criteria[std::size_t(out.columns[std::size_t(column)])].name;
        return Message::at(QStringLiteral("%1/matrix/%2/%3").arg(ap).arg(row).arg(column),
                           QStringLiteral("%1 over %2: %3").arg(a, b, text));
    };
    std::optional<AhpResult> result = computeAhp(j.matrix, method, messages, locate);
    if (!result)
        return std::nullopt;
    out.result = std::move(*result);

    double total = 0.0;
    for (const double w : wp.weights)
        if (std::isfinite(w) && w > 0.0)
            total += w;
    if (!(total > 0.0) || !std::isfinite(total))
        total = 100.0;
    out.weights.assign(std::size_t(project.criterionCount()), 0.0);
    for (std::size_t k = 0; k < out.columns.size(); ++k)
        out.weights[std::size_t(out.columns[k])] = out.result.weights[k] * total;
    for (int c = 0; c < project.criterionCount(); ++c)
        if (!compared[std::size_t(c)])
            out.leftOut << project.criteria[std::size_t(c)].id;
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
    project.profiles[std::size_t(ahp.profile)].weights = ahp.weights;
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
