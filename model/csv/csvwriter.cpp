#include "csvmatrix.h"

#include "csvkeywords.h"
#include "delimited.h"

#include "core/valuetree.h"

#include <algorithm>

namespace verdict {

namespace {

// RFC 4180: quote a cell that holds the delimiter, a quote or a line break; also one holding ';' or a tab,
// so delimiter detection on the way back in only ever sees the commas.
void appendCell(QString &out, const QString &cell)
{
    const bool quote = std::any_of(cell.begin(), cell.end(), [](QChar c) {
        return c == u',' || c == u'"' || c == u'\n' || c == u'\r' || c == u';' || c == u'\t';
    });
    if (!quote) {
        out += cell;
        return;
    }
    out += u'"';
    for (const QChar c : cell) {
        if (c == u'"')
            out += u'"';
        out += c;
    }
    out += u'"';
}

void appendRow(QString &out, const QStringList &cells)
{
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i > 0)
            out += u',';
        appendCell(out, cells[i]);
    }
    out += u'\n';
}

QString optionalNumber(const std::optional<double> &value)
{
    return value ? formatNumber(*value) : QString();
}

QString plural(std::size_t n, const char *one, const char *many)
{
    return QString::number(n) + u' ' + QLatin1String(n == 1 ? one : many);
}

// One line naming what the CSV cannot hold.
QString lossWarning(const ProjectData &project, const std::vector<std::size_t> &formulaCriteria)
{
    QStringList lost;
    if (project.profiles.size() > 1)
        lost << plural(project.profiles.size() - 1, "other profile", "other profiles");
    if (!project.profiles.empty() && std::size_t(project.activeProfile) < project.profiles.size()) {
        const WeightProfile &active = project.active();
        if (active.ahp || !active.groupAhp.empty())
            lost << QStringLiteral("AHP judgments");
        if (!active.ordinal.isEmpty() || !active.intervals.empty())
            lost << QStringLiteral("weight constraints");
        if (!active.description.isEmpty())
            lost << QStringLiteral("the profile description");
    }
    if (!formulaCriteria.empty()) {
        QStringList names;
        for (const std::size_t k : formulaCriteria)
            names << u'"' + project.criteria[k].name + u'"';
        lost << QStringLiteral("formula criteria (%1)").arg(names.join(QStringLiteral(", ")));
    }
    const auto anyAlternative = [&](auto predicate) {
        return std::any_of(project.alternatives.begin(), project.alternatives.end(), predicate);
    };
    const auto anyCriterion = [&](auto predicate) {
        return std::any_of(project.criteria.begin(), project.criteria.end(), predicate);
    };
    if (anyAlternative([](const Alternative &a) { return !a.provenance.empty(); })
        || anyCriterion([](const Criterion &c) { return !c.provenance.isEmpty(); }))
        lost << QStringLiteral("provenance notes");
    if (anyAlternative([](const Alternative &a) { return !a.uncertainty.empty(); }))
        lost << QStringLiteral("value uncertainty");
    if (anyCriterion([](const Criterion &c) { return c.valueFunction.has_value(); }))
        lost << QStringLiteral("value functions");
    if (anyAlternative([](const Alternative &a) { return !a.description.isEmpty(); })
        || anyCriterion([](const Criterion &c) { return !c.description.isEmpty(); })
        || std::any_of(project.groups.begin(), project.groups.end(), [](const CriterionGroup &g) { return !g.description.isEmpty(); }))
        lost << QStringLiteral("descriptions");
    if (!project.attributes.empty()
        || anyAlternative([](const Alternative &a) { return !a.attributes.empty() || !a.attributeProvenance.empty(); }))
        lost << QStringLiteral("attributes");
    if (!project.parameters.empty())
        lost << QStringLiteral("scenario parameters");
    if (!project.baseline.isEmpty())
        lost << QStringLiteral("the baseline");
    if (!project.constraints.empty())
        lost << QStringLiteral("constraints");
    if (!project.rules.empty())
        lost << QStringLiteral("decision rules");
    if (!project.checks.empty())
        lost << QStringLiteral("named checks");
    if (!project.termMap.empty())
        lost << QStringLiteral("the term map");
    if (!project.decisions.empty())
        lost << QStringLiteral("the decision record");
    if (!(project.metadata == Metadata{}))
        lost << QStringLiteral("title, author, date and description");
    if (!(project.analysis == AnalysisSettings{}))
        lost << QStringLiteral("analysis settings");
    if (!(project.charts == ChartSettings{}))
        lost << QStringLiteral("chart settings");
    if (lost.isEmpty())
        return {};
    return (project.profiles.size() > 1 ? QStringLiteral("CSV keeps the active profile only; left out: ")
                                        : QStringLiteral("CSV cannot hold everything; left out: "))
         + lost.join(QStringLiteral(", "));
}

} // namespace

CsvExport writeCsvProject(const ProjectData &project)
{
    std::vector<std::size_t> columns; // directly entered criteria
    std::vector<std::size_t> formulaCriteria;
    for (std::size_t k = 0; k < project.criteria.size(); ++k)
        (project.criteria[k].isFormula() ? formulaCriteria : columns).push_back(k);

    const auto anyColumn = [&](auto predicate) {
        return std::any_of(columns.begin(), columns.end(), [&](std::size_t k) { return predicate(project.criteria[k]); });
    };
    // One keyword row: its name, then one cell per exported criterion.
    const auto keywordRow = [&](CsvKeyword keyword, auto cellOf) {
        QStringList cells{csvKeywordName(keyword)};
        for (const std::size_t k : columns)
            cells << cellOf(k);
        return cells;
    };

    QString out;
    QStringList header{QStringLiteral("alternative")};
    for (const std::size_t k : columns)
        header << guardCell(project.criteria[k].name);
    appendRow(out, header);

    const bool hasProfile = std::size_t(project.activeProfile) < project.profiles.size();
    appendRow(out, keywordRow(CsvKeyword::Weight, [&](std::size_t k) {
                  const std::vector<double> &w = hasProfile ? project.active().weights : std::vector<double>{};
                  return formatNumber(k < w.size() ? w[k] : 0.0);
              }));
    if (anyColumn([](const Criterion &c) { return !c.group.isEmpty(); })) {
        // The value tree: each column's group path, then the active profile's weight of every group on a path.
        const ValueTree tree(project);
        appendRow(out, keywordRow(CsvKeyword::Group, [&](std::size_t k) {
                      const int g = tree.criterionGroup(int(k));
                      return g < 0 ? QString() : guardCell(tree.path(g));
                  }));
        std::vector<bool> onPath(project.groups.size(), false);
        for (const std::size_t k : columns)
            for (int g = tree.criterionGroup(int(k)); g >= 0; g = tree.groupParent(g))
                onPath[std::size_t(g)] = true;
        QStringList pairs;
        for (std::size_t g = 0; g < project.groups.size() && hasProfile; ++g) {
            const auto it = project.active().groupWeights.find(project.groups[g].id);
            if (onPath[g] && it != project.active().groupWeights.end())
                pairs << tree.path(int(g)) + u'=' + formatNumber(it->second);
        }
        if (!pairs.isEmpty())
            appendRow(out, keywordRow(CsvKeyword::GroupWeight, [&](std::size_t k) {
                          return k == columns.front() ? guardCell(pairs.join(u';')) : QString();
                      }));
    }
    if (anyColumn([](const Criterion &c) { return c.direction == Direction::Min; }))
        appendRow(out, keywordRow(CsvKeyword::Direction, [&](std::size_t k) { return directionName(project.criteria[k].direction); }));
    if (anyColumn([](const Criterion &c) { return !c.unit.isEmpty(); }))
        appendRow(out, keywordRow(CsvKeyword::Unit, [&](std::size_t k) { return guardCell(project.criteria[k].unit); }));
    if (anyColumn([](const Criterion &c) { return c.scaleMin || c.scaleMax; })) {
        appendRow(out, keywordRow(CsvKeyword::Min, [&](std::size_t k) { return optionalNumber(project.criteria[k].scaleMin); }));
        appendRow(out, keywordRow(CsvKeyword::Max, [&](std::size_t k) { return optionalNumber(project.criteria[k].scaleMax); }));
    }
    if (anyColumn([](const Criterion &c) { return c.preference.has_value(); })) {
        const auto field = [&](std::size_t k, double PreferenceFunction::*member) {
            const auto &f = project.criteria[k].preference;
            return f ? formatNumber((*f).*member) : QString();
        };
        appendRow(out, keywordRow(CsvKeyword::Preference, [&](std::size_t k) {
                      const auto &f = project.criteria[k].preference;
                      return f ? preferenceTypeName(f->type) : QString();
                  }));
        appendRow(out, keywordRow(CsvKeyword::Q, [&](std::size_t k) { return field(k, &PreferenceFunction::q); }));
        appendRow(out, keywordRow(CsvKeyword::P, [&](std::size_t k) { return field(k, &PreferenceFunction::p); }));
        appendRow(out, keywordRow(CsvKeyword::S, [&](std::size_t k) { return field(k, &PreferenceFunction::s); }));
    }

    const int rows = std::min(project.alternativeCount(), project.values.rows());
    for (int r = 0; r < rows; ++r) {
        QStringList cells{guardAlternativeName(project.alternatives[std::size_t(r)].name)};
        for (const std::size_t k : columns)
            cells << (int(k) < project.values.cols() ? formatNumber(project.values.at(r, int(k))) : QString());
        appendRow(out, cells);
    }

    CsvExport result;
    result.bytes = out.toUtf8();
    if (const QString warning = lossWarning(project, formulaCriteria); !warning.isEmpty())
        result.warnings << warning;
    return result;
}

} // namespace verdict
