#include "problem.h"

#include <cmath>

namespace verdict {

QString criterionLabel(const Criterion &criterion)
{
    if (criterion.unit.isEmpty())
        return criterion.name;
    return QStringLiteral("%1 (%2)").arg(criterion.name, criterion.unit);
}

QString cellPointer(int projectRow, int projectColumn)
{
    return QStringLiteral("/alternatives/%1/values/%2").arg(projectRow).arg(projectColumn);
}

QString DecisionProblem::rowName(int row) const
{
    if (row >= 0 && row < rowNames.size())
        return rowNames.at(row);
    return QStringLiteral("alternative %1").arg(row + 1);
}

QString DecisionProblem::columnLabel(int column) const
{
    if (column >= 0 && column < columnLabels.size())
        return columnLabels.at(column);
    return QStringLiteral("criterion %1").arg(column + 1);
}

QString DecisionProblem::cellPointer(int row, int column) const
{
    const int r = std::size_t(row) < rows.size() ? rows[std::size_t(row)] : row;
    const int c = std::size_t(column) < columns.size() ? columns[std::size_t(column)] : column;
    return verdict::cellPointer(r, c);
}

std::optional<DecisionProblem> makeProblem(const ProjectData &project, int profile, Messages &messages)
{
    const int n = project.alternativeCount();
    const int m = project.criterionCount();
    if (n == 0 || m == 0) {
        messages.push_back(Message::plain(n == 0 ? QStringLiteral("the project has no alternatives to rank")
                                                 : QStringLiteral("the project has no criteria to rank by")));
        return std::nullopt;
    }
    if (project.values.rows() != n || project.values.cols() != m) {
        messages.push_back(Message::plain(QStringLiteral("the value matrix is %1 × %2 but the project has %3 "
                                                         "alternatives and %4 criteria")
                                              .arg(project.values.rows())
                                              .arg(project.values.cols())
                                              .arg(n)
                                              .arg(m)));
        return std::nullopt;
    }
    const int profileIndex = profile < 0 ? project.activeProfile : profile;
    if (profileIndex < 0 || std::size_t(profileIndex) >= project.profiles.size()) {
        messages.push_back(Message::plain(QStringLiteral("there is no weight profile number %1").arg(profileIndex)));
        return std::nullopt;
    }
    const WeightProfile &weights = project.profiles[std::size_t(profileIndex)];

    bool ok = true;
    double weightSum = 0.0;
    for (int c = 0; c < m; ++c) {
        const double w = std::size_t(c) < weights.weights.size() ? weights.weights[std::size_t(c)] : 0.0;
        if (!std::isfinite(w) || w < 0.0) {
            messages.push_back(Message::at(QStringLiteral("/profiles/%1/weights/%2").arg(profileIndex).arg(c),
                                           QStringLiteral("the weight of %1 in profile \"%2\" must be a non-negative "
                                                          "number")
                                               .arg(criterionLabel(project.criteria[std::size_t(c)]), weights.name)));
            ok = false;
        } else {
            weightSum += w;
        }
    }
    if (ok && !(weightSum > 0.0)) {
        messages.push_back(Message::at(QStringLiteral("/profiles/%1/weights").arg(profileIndex),
                                       QStringLiteral("every weight of profile \"%1\" is zero").arg(weights.name)));
        ok = false;
    }

    // Report every missing or non-finite value, not only the first, so one run shows all the gaps.
    const double *data = project.values.data().data();
    for (int r = 0; r < n; ++r) {
        const double *row = data + std::size_t(r) * std::size_t(m);
        for (int c = 0; c < m; ++c) {
            if (std::isfinite(row[c]))
                continue;
            const QString what = isMissing(row[c]) ? QStringLiteral("%1 has no value for %2")
                                                   : QStringLiteral("%1 has a non-finite value for %2");
            messages.push_back(Message::at(cellPointer(r, c),
                                           what.arg(project.alternatives[std::size_t(r)].name,
                                                    criterionLabel(project.criteria[std::size_t(c)]))));
            ok = false;
        }
    }
    if (!ok)
        return std::nullopt;

    DecisionProblem p;
    p.alternatives = n;
    p.criteria = m;
    p.values = project.values;
    p.directions.reserve(std::size_t(m));
    p.scaleMin.reserve(std::size_t(m));
    p.scaleMax.reserve(std::size_t(m));
    p.weights.reserve(std::size_t(m));
    for (int c = 0; c < m; ++c) {
        const Criterion &criterion = project.criteria[std::size_t(c)];
        p.directions.push_back(criterion.direction);
        p.scaleMin.push_back(criterion.scaleMin);
        p.scaleMax.push_back(criterion.scaleMax);
        const double w = std::size_t(c) < weights.weights.size() ? weights.weights[std::size_t(c)] : 0.0;
        p.weights.push_back(w / weightSum);
        p.columns.push_back(c);
        p.columnLabels << criterionLabel(criterion);
    }
    p.rows.reserve(std::size_t(n));
    for (int r = 0; r < n; ++r) {
        p.rows.push_back(r);
        p.rowNames << project.alternatives[std::size_t(r)].name;
    }
    return p;
}

} // namespace verdict
