#include "scenarios.h"

#include "matrix.h"

#include <QLocale>

#include <cmath>

namespace verdict {

namespace {

std::vector<int> alternativesOf(const ProjectData &p, const ScenarioOverride &o)
{
    std::vector<int> rows;
    if (o.alternatives.isEmpty()) {
        for (int r = 0; r < p.alternativeCount(); ++r)
            rows.push_back(r);
        return rows;
    }
    for (const QString &id : o.alternatives)
        if (const int r = p.indexOfAlternative(id); r >= 0)
            rows.push_back(r);
    return rows;
}

double changed(double v, const ScenarioOverride &o)
{
    if (o.factor)
        return std::isnan(v) ? v : v * *o.factor;
    return o.value.value_or(v);
}

// Calls `f(number&)` on every number `o` changes in `p` (a missing attribute as a NaN it may set).
template<typename F>
void forEachNumber(ProjectData &p, const ScenarioOverride &o, F f)
{
    switch (o.kind) {
    case ScenarioOverride::Kind::Parameter:
        if (const int i = p.indexOfParameter(o.target); i >= 0)
            f(-1, p.parameters[std::size_t(i)].value);
        return;
    case ScenarioOverride::Kind::Attribute:
        if (p.indexOfAttribute(o.target) < 0)
            return;
        for (const int r : alternativesOf(p, o)) {
            auto &attributes = p.alternatives[std::size_t(r)].attributes;
            const auto it = attributes.find(o.target);
            double v = it == attributes.end() ? kMissing : it->second;
            f(r, v);
            if (!std::isnan(v))
                attributes[o.target] = v;
        }
        return;
    case ScenarioOverride::Kind::Value: {
        const int c = p.indexOfCriterion(o.target);
        if (c < 0 || p.criteria[std::size_t(c)].isFormula() || c >= p.values.cols())
            return;
        for (const int r : alternativesOf(p, o)) {
            if (r >= p.values.rows())
                continue;
            double v = p.values.at(r, c);
            f(r, v);
            p.values.set(r, c, v);
        }
        return;
    }
    }
}

QString number(double v)
{
    return QLocale::c().toString(v, 'g', 6).replace(QLatin1String("e+"), QLatin1String("e"));
}

} // namespace

ProjectData withScenario(ProjectData project, int index)
{
    if (index < 0 || std::size_t(index) >= project.scenarios.size()) {
        project.activeScenario.clear();
        project.scenarioApplied = false;
        return project;
    }
    const NamedScenario &s = project.scenarios[std::size_t(index)];
    for (const ScenarioOverride &o : s.overrides)
        forEachNumber(project, o, [&o](int, double &v) { v = changed(v, o); });
    project.activeScenario = s.name;
    project.scenarioApplied = true;
    return project;
}

bool needsScenario(const ProjectData &project)
{
    return !project.activeScenario.isEmpty() && !project.scenarioApplied;
}

ProjectData applyActiveScenario(ProjectData project)
{
    if (!needsScenario(project))
        return project;
    const int index = project.indexOfScenario(project.activeScenario);
    if (index < 0) // refused by validateProject; evaluated as the base
        return project;
    return withScenario(std::move(project), index);
}

QString scenarioLabel(const ProjectData &project)
{
    return project.activeScenario.isEmpty() ? kBaseScenarioName : project.activeScenario;
}

QString overrideText(const ProjectData &p, const ScenarioOverride &o)
{
    QString what = o.target;
    switch (o.kind) {
    case ScenarioOverride::Kind::Parameter:
        if (const int i = p.indexOfParameter(o.target); i >= 0 && !p.parameters[std::size_t(i)].name.isEmpty())
            what = p.parameters[std::size_t(i)].name;
        break;
    case ScenarioOverride::Kind::Attribute:
        if (const int i = p.indexOfAttribute(o.target); i >= 0 && !p.attributes[std::size_t(i)].name.isEmpty())
            what = p.attributes[std::size_t(i)].name;
        break;
    case ScenarioOverride::Kind::Value:
        if (const int i = p.indexOfCriterion(o.target); i >= 0 && !p.criteria[std::size_t(i)].name.isEmpty())
            what = p.criteria[std::size_t(i)].name;
        break;
    }
    QString text = o.factor ? QStringLiteral("%1 × %2").arg(what, number(*o.factor))
                            : QStringLiteral("%1 = %2").arg(what, number(o.value.value_or(0.0)));
    if (o.kind == ScenarioOverride::Kind::Parameter)
        return text;
    if (o.alternatives.isEmpty())
        return text + QStringLiteral(" on every alternative");
    QStringList names;
    for (const QString &id : o.alternatives) {
        const int r = p.indexOfAlternative(id);
        names << (r >= 0 ? p.alternatives[std::size_t(r)].name : id);
    }
    return text + QStringLiteral(" on ") + names.join(QStringLiteral(", "));
}

std::vector<OverriddenNumber> overriddenNumbers(const ProjectData &base, int index)
{
    std::vector<OverriddenNumber> out;
    if (index < 0 || std::size_t(index) >= base.scenarios.size())
        return out;
    ProjectData p = base;
    for (const ScenarioOverride &o : base.scenarios[std::size_t(index)].overrides)
        forEachNumber(p, o, [&](int r, double &v) {
            const double before = v;
            v = changed(v, o);
            // A number changed twice keeps one entry: the first base value, the last scenario value.
            for (OverriddenNumber &n : out)
                if (n.kind == o.kind && n.target == o.target && n.alternative == r) {
                    n.value = v;
                    return;
                }
            out.push_back({o.kind, o.target, r, before, v});
        });
    return out;
}

} // namespace verdict
