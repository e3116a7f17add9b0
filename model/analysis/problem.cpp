#include "problem.h"

#include "core/valuetree.h"
#include "scenario/scenario.h"

#include <algorithm>
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

bool DecisionProblem::columnUnder(int column, int group) const
{
    if (group < 0)
        return true;
    for (int at = std::size_t(column) < columnGroup.size() ? columnGroup[std::size_t(column)] : -1; at >= 0;
         at = groups[std::size_t(at)].parent)
        if (at == group)
            return true;
    return false;
}

std::optional<DecisionProblem> problemFromScenario(const ProjectData &project, const ScenarioResult &scenario,
                                                   int profile, Messages &messages, const ProblemOptions &options)
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
    if (scenario.values.rows() != n || scenario.values.cols() != m || scenario.criterionUsable.size() != std::size_t(m)
        || scenario.criterionProblem.size() != std::size_t(m) || scenario.feasible.size() != std::size_t(n)
        || scenario.violations.size() != std::size_t(n)) {
        messages.push_back(Message::plain(QStringLiteral("the scenario result does not belong to this project")));
        return std::nullopt;
    }
    const int profileIndex = profile < 0 ? project.activeProfile : profile;
    if (profileIndex < 0 || std::size_t(profileIndex) >= project.profiles.size()) {
        messages.push_back(Message::plain(QStringLiteral("there is no weight profile number %1").arg(profileIndex)));
        return std::nullopt;
    }
    const WeightProfile &weights = project.profiles[std::size_t(profileIndex)];
    const SharedMatrix &values = scenario.values;

    // Columns: a criterion whose formula is broken is left out; so, when asked, is one without any value.
    std::vector<int> usable;
    for (int c = 0; c < m; ++c) {
        const QString label = criterionLabel(project.criteria[std::size_t(c)]);
        if (!scenario.criterionUsable[std::size_t(c)]) {
            messages.push_back(Message::at(QStringLiteral("/criteria/%1/formula").arg(c),
                                           QStringLiteral("%1 is left out of the ranking: %2")
                                               .arg(label, scenario.criterionProblem[std::size_t(c)]),
                                           Severity::Warning));
            continue;
        }
        if (options.leaveOutEmptyCriteria) {
            bool any = false;
            for (int r = 0; r < n && !any; ++r)
                any = std::isfinite(values.at(r, c));
            if (!any) {
                messages.push_back(Message::at(QStringLiteral("/criteria/%1").arg(c),
                                               QStringLiteral("%1 has no values and is left out").arg(label),
                                               Severity::Warning));
                continue;
            }
        }
        usable.push_back(c);
    }
    if (usable.empty()) {
        messages.push_back(Message::plain(QStringLiteral("no criterion is left to rank by")));
        return std::nullopt;
    }

    bool ok = true;
    double weightSum = 0.0;
    for (const int c : usable) {
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
    // A value tree: the global weights, products of local weights over the kept criteria (ValueTree::weights).
    std::optional<ValueTree> valueTree;
    std::optional<ValueTree::Weights> tree;
    if (!project.groups.empty()) {
        valueTree.emplace(project);
        for (const auto &[id, w] : weights.groupWeights) {
            if (!std::isfinite(w) || w < 0.0) {
                messages.push_back(Message::at(QStringLiteral("/profiles/%1/group_weights/%2").arg(profileIndex).arg(id),
                                               QStringLiteral("the weight of group \"%1\" in profile \"%2\" must be a "
                                                              "non-negative number").arg(id, weights.name)));
                ok = false;
            }
        }
        std::vector<bool> flags(std::size_t(m), false);
        for (const int c : usable)
            flags[std::size_t(c)] = true;
        tree = valueTree->weights(weights, flags);
        weightSum = 0.0;
        for (const int c : usable)
            weightSum += tree->criterionGlobal[std::size_t(c)];
        for (std::size_t g = 0; g < project.groups.size(); ++g) {
            const auto it = weights.groupWeights.find(project.groups[g].id);
            const bool weighed = it == weights.groupWeights.end() || it->second > 0.0;
            bool holdsUsable = false;
            for (const int c : usable)
                holdsUsable = holdsUsable || valueTree->isUnder(c, int(g));
            if (ok && weighed && holdsUsable && !tree->groupTakesPart[g])
                messages.push_back(Message::at(QStringLiteral("/profiles/%1/weights").arg(profileIndex),
                                               QStringLiteral("every criterion in group \"%1\" weighs 0 in profile \"%2\", "
                                                              "so the group's weight goes to the rest")
                                                   .arg(project.groups[g].name, weights.name),
                                               Severity::Warning));
        }
    }
    if (ok && !(weightSum > 0.0)) {
        messages.push_back(Message::at(QStringLiteral("/profiles/%1/weights").arg(profileIndex),
                                       QStringLiteral("every weight of profile \"%1\" is zero").arg(weights.name)));
        ok = false;
    }

    // Rows: report every missing or non-finite value, not only the first, so one run shows all the gaps; or
    // leave the alternative out, naming its gaps.
    const bool refuse = options.incomplete == IncompleteAlternatives::Refuse;
    std::vector<int> rows;
    rows.reserve(std::size_t(n));
    for (int r = 0; r < n; ++r) {
        const double *row = values.row(r);
        const QString &name = project.alternatives[std::size_t(r)].name;
        QStringList gaps;
        for (const int c : usable) {
            if (std::isfinite(row[c]))
                continue;
            const QString label = criterionLabel(project.criteria[std::size_t(c)]);
            if (refuse) {
                const QString what = isMissing(row[c]) ? QStringLiteral("%1 has no value for %2")
                                                       : QStringLiteral("%1 has a non-finite value for %2");
                messages.push_back(Message::at(cellPointer(r, c), what.arg(name, label)));
                ok = false;
            }
            gaps << label;
        }
        if (gaps.isEmpty())
            rows.push_back(r);
        else if (!refuse)
            messages.push_back(Message::at(QStringLiteral("/alternatives/%1").arg(r),
                                           QStringLiteral("%1 is left out: it has no value for %2")
                                               .arg(name, gaps.join(QStringLiteral(", "))),
                                           Severity::Warning));
    }
    if (ok && rows.empty()) {
        messages.push_back(Message::plain(QStringLiteral("no alternative has a value for every criterion")));
        ok = false;
    }
    if (!ok)
        return std::nullopt;

    DecisionProblem p;
    p.alternatives = int(rows.size());
    p.criteria = int(usable.size());
    p.directions.reserve(usable.size());
    p.scaleMin.reserve(usable.size());
    p.scaleMax.reserve(usable.size());
    p.weights.reserve(usable.size());
    for (const int c : usable) {
        const Criterion &criterion = project.criteria[std::size_t(c)];
        p.directions.push_back(criterion.direction);
        p.scaleMin.push_back(criterion.scaleMin);
        p.scaleMax.push_back(criterion.scaleMax);
        const double w = tree ? tree->criterionGlobal[std::size_t(c)]
                              : std::size_t(c) < weights.weights.size() ? weights.weights[std::size_t(c)] : 0.0;
        p.weights.push_back(w / weightSum);
        p.columns.push_back(c);
        p.preferences.push_back(criterion.preference.value_or(PreferenceFunction{}));
        p.valueFunctions.push_back(criterion.valueFunction);
        p.columnLabels << criterionLabel(criterion);
    }
    if (tree) {
        const ValueTree &t = *valueTree;
        std::vector<int> index(project.groups.size(), -1); // project group -> problem group
        std::vector<bool> holds(project.groups.size(), false);
        for (const int c : usable)
            for (int g = t.criterionGroup(c); g >= 0; g = t.groupParent(g))
                holds[std::size_t(g)] = true;
        // Parents before children: walk the tree from the top.
        std::vector<int> queue = t.childGroups(-1);
        for (std::size_t q = 0; q < queue.size(); ++q) {
            const int g = queue[q];
            if (!holds[std::size_t(g)])
                continue;
            index[std::size_t(g)] = int(p.groups.size());
            const int parent = t.groupParent(g);
            p.groups.push_back({project.groups[std::size_t(g)].id, t.path(g), parent < 0 ? -1 : index[std::size_t(parent)],
                                tree->groupLocal[std::size_t(g)], tree->groupGlobal[std::size_t(g)] / weightSum});
            for (const int child : t.childGroups(g))
                queue.push_back(child);
        }
        for (const int c : usable) {
            const int g = t.criterionGroup(c);
            p.columnGroup.push_back(g < 0 ? -1 : index[std::size_t(g)]);
            p.columnLocal.push_back(tree->criterionLocal[std::size_t(c)]);
        }
        if (p.groups.empty()) { // every kept criterion at the top level: a flat problem
            p.columnGroup.clear();
            p.columnLocal.clear();
        }
    }
    // A value function replaces the column's raw values by their values (0–1), a benefit column on [0, 1].
    if (std::any_of(p.valueFunctions.begin(), p.valueFunctions.end(), [](const auto &f) { return f.has_value(); })) {
        p.rawColumns.resize(std::size_t(p.criteria));
        for (int k = 0; k < p.criteria; ++k) {
            if (!p.valueFunctions[std::size_t(k)])
                continue;
            p.directions[std::size_t(k)] = Direction::Max;
            p.scaleMin[std::size_t(k)] = 0.0;
            p.scaleMax[std::size_t(k)] = 1.0;
        }
    } else {
        p.valueFunctions.clear();
    }
    p.rows = rows;
    for (const int r : rows)
        p.rowNames << project.alternatives[std::size_t(r)].name;
    fillNumbers(p, scenario);
    return p;
}

bool refreshProblem(DecisionProblem &p, const ScenarioResult &scenario)
{
    const int n = scenario.values.rows(), m = scenario.values.cols();
    if (scenario.criterionUsable.size() != std::size_t(m) || scenario.feasible.size() != std::size_t(n)
        || scenario.violations.size() != std::size_t(n))
        return false;
    // The same columns: the usable criteria.
    std::size_t k = 0;
    for (int c = 0; c < m; ++c) {
        const bool kept = k < p.columns.size() && p.columns[k] == c;
        if (kept != bool(scenario.criterionUsable[std::size_t(c)]))
            return false;
        k += kept ? 1 : 0;
    }
    if (k != p.columns.size())
        return false;
    // The same rows: the alternatives with a value in every one of them.
    std::size_t i = 0;
    for (int r = 0; r < n; ++r) {
        const bool complete = std::all_of(p.columns.begin(), p.columns.end(),
                                          [&](int c) { return std::isfinite(scenario.values.at(r, c)); });
        const bool kept = i < p.rows.size() && p.rows[i] == r;
        if (kept != complete)
            return false;
        i += kept ? 1 : 0;
    }
    if (i != p.rows.size())
        return false;
    fillNumbers(p, scenario);
    return true;
}

void fillNumbers(DecisionProblem &p, const ScenarioResult &scenario)
{
    const std::size_t m = std::size_t(scenario.values.cols());
    // Every alternative and criterion kept (the usual case): the matrix is copied whole, into the problem's own
    // storage when it has it (a trial's problem refreshed). The problem's matrix is contiguous (Matrix): the
    // analyses run over it row after row.
    bool everyColumn = p.columns.size() == m, everyRow = p.rows.size() == std::size_t(scenario.values.rows());
    for (std::size_t k = 0; k < p.columns.size() && everyColumn; ++k)
        everyColumn = p.columns[k] == int(k);
    for (std::size_t i = 0; i < p.rows.size() && everyRow; ++i)
        everyRow = p.rows[i] == int(i);
    if (everyColumn && everyRow) {
        scenario.values.copyInto(p.values);
    } else {
        if (p.values.rows() != p.alternatives || p.values.cols() != p.criteria)
            p.values = Matrix(p.alternatives, p.criteria);
        for (int i = 0; i < p.alternatives; ++i) {
            const double *row = scenario.values.row(p.rows[std::size_t(i)]);
            double *to = p.values.row(i);
            for (int k = 0; k < p.criteria; ++k)
                to[k] = row[p.columns[std::size_t(k)]];
        }
    }
    for (int k = 0; k < p.criteria && !p.valueFunctions.empty(); ++k) {
        const auto &f = p.valueFunctions[std::size_t(k)];
        if (!f)
            continue;
        p.rawColumns[std::size_t(k)] = p.values.columnValues(k);
        for (int i = 0; i < p.alternatives; ++i)
            p.values.set(i, k, f->value(p.rawColumns[std::size_t(k)][std::size_t(i)]) / 100.0);
    }
    p.feasible.resize(p.rows.size());
    p.violations.resize(p.rows.size());
    for (std::size_t i = 0; i < p.rows.size(); ++i) {
        const int r = p.rows[i];
        p.feasible[i] = scenario.feasible[std::size_t(r)];
        p.violations[i].clear();
        for (const Violation &v : scenario.violations[std::size_t(r)])
            p.violations[i] << v.message;
    }
}

std::optional<DecisionProblem> makeProblem(const ProjectData &project, int profile, Messages &messages)
{
    return problemFromScenario(project, evaluateScenario(project), profile, messages);
}

std::vector<RankedEntry> rankFeasibleFirst(std::vector<RankedEntry> ranking, const DecisionProblem &problem)
{
    std::stable_partition(ranking.begin(), ranking.end(),
                          [&](const RankedEntry &e) { return problem.isFeasible(e.row); });
    // Renumber competition ranks: an entry shares the previous entry's rank only if it did before and both
    // are on the same side of the feasibility line.
    int previousOldRank = 0;
    for (std::size_t i = 0; i < ranking.size(); ++i) {
        const int oldRank = ranking[i].rank;
        const bool sameGroup = i > 0 && problem.isFeasible(ranking[i].row) == problem.isFeasible(ranking[i - 1].row);
        ranking[i].rank = sameGroup && oldRank == previousOldRank ? ranking[i - 1].rank : int(i) + 1;
        previousOldRank = oldRank;
    }
    return ranking;
}

} // namespace verdict
