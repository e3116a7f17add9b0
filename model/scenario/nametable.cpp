#include "nametable.h"

#include "figures.h"

namespace verdict::scenario {

NameTable::NameTable(const ProjectData &project)
    : m_project(project), m_baseline(project.baseline.isEmpty() ? -1 : project.indexOfAlternative(project.baseline))
{
}

std::optional<NameRef> NameTable::resolve(const QString &name) const
{
    if (const auto f = figureById(name))
        return NameRef{NameKind::Figure, int(*f), false};
    if (const int a = m_project.indexOfAttribute(name); a >= 0)
        return NameRef{NameKind::Attribute, a, false};
    if (const int p = m_project.indexOfParameter(name); p >= 0)
        return NameRef{NameKind::Parameter, p, false};
    if (const int c = m_project.indexOfCriterion(name); c >= 0)
        return NameRef{NameKind::Criterion, c, false};
    if (name.startsWith(kBaselinePrefix)) {
        std::optional<NameRef> inner = resolve(name.mid(kBaselinePrefix.size()));
        if (inner && !inner->baseline && inner->kind != NameKind::Parameter) {
            inner->baseline = true;
            return inner;
        }
    }
    return std::nullopt;
}

bool NameTable::allowed(const NameRef &ref, FormulaScope scope)
{
    return scope == FormulaScope::Alternative || ref.baseline || ref.kind == NameKind::Parameter;
}

QStringList NameTable::names(FormulaScope scope) const
{
    QStringList perAlternative;
    for (const FigureInfo &f : figureInfos())
        perAlternative << f.id;
    for (const AttributeDef &a : m_project.attributes)
        perAlternative << a.id;
    for (const Criterion &c : m_project.criteria)
        perAlternative << c.id;
    QStringList out;
    if (scope == FormulaScope::Alternative)
        out << perAlternative;
    for (const Parameter &p : m_project.parameters)
        out << p.id;
    for (const QString &name : std::as_const(perAlternative))
        out << kBaselinePrefix + name;
    out.removeDuplicates();
    return out;
}

QString NameTable::unit(const NameRef &ref) const
{
    switch (ref.kind) {
    case NameKind::Attribute: return m_project.attributes.at(std::size_t(ref.index)).unit;
    case NameKind::Parameter: return m_project.parameters.at(std::size_t(ref.index)).unit;
    case NameKind::Criterion: return m_project.criteria.at(std::size_t(ref.index)).unit;
    case NameKind::Figure: return figureUnit(m_project, Figure(ref.index));
    }
    return {};
}

QString NameTable::label(const NameRef &ref) const
{
    auto pick = [](const QString &name, const QString &id) { return name.isEmpty() ? id : name; };
    QString text;
    switch (ref.kind) {
    case NameKind::Attribute: {
        const AttributeDef &a = m_project.attributes.at(std::size_t(ref.index));
        text = pick(a.name, a.id);
        break;
    }
    case NameKind::Parameter: {
        const Parameter &p = m_project.parameters.at(std::size_t(ref.index));
        text = pick(p.name, p.id);
        break;
    }
    case NameKind::Criterion: {
        const Criterion &c = m_project.criteria.at(std::size_t(ref.index));
        text = pick(c.name, c.id);
        break;
    }
    case NameKind::Figure: text = figureInfo(Figure(ref.index)).name; break;
    }
    if (ref.baseline && m_baseline >= 0) {
        const Alternative &b = m_project.alternatives.at(std::size_t(m_baseline));
        return pick(b.name, b.id) + QStringLiteral("'s ") + text;
    }
    if (ref.baseline)
        return QStringLiteral("baseline ") + text;
    return text;
}

Messages NameTable::clashes() const
{
    Messages out;
    auto check = [&](const QString &id, const QString &pointer, const QString &what, int rank) {
        if (figureById(id)) {
            out.push_back(Message::at(pointer,
                                      QStringLiteral("\"%1\" is a built-in figure; in formulas the name means the figure, "
                                                     "not this %2")
                                          .arg(id, what),
                                      Severity::Diagnostic));
            return;
        }
        if (id.startsWith(kBaselinePrefix)) {
            out.push_back(Message::at(pointer,
                                      QStringLiteral("\"%1\" starts with \"baseline_\", which formulas reserve for the "
                                                     "baseline's values")
                                          .arg(id),
                                      Severity::Diagnostic));
            return;
        }
        // rank: 1 attribute, 2 parameter, 3 criterion; an id is shadowed by any kind of lower rank.
        const char *const kinds[] = {"", "attribute", "parameter", "criterion"};
        const int earlier[] = {0, m_project.indexOfAttribute(id) >= 0 ? 1 : 0,
                               m_project.indexOfParameter(id) >= 0 ? 2 : 0};
        for (int k = 1; k < rank && k < 3; ++k) {
            if (earlier[k] != 0) {
                out.push_back(Message::at(pointer,
                                          QStringLiteral("\"%1\" is also the id of %2; in formulas the name means the %3")
                                              .arg(id,
                                                   k == 1 ? QStringLiteral("an attribute") : QStringLiteral("a parameter"),
                                                   QLatin1String(kinds[k])),
                                          Severity::Diagnostic));
                return;
            }
        }
    };
    for (std::size_t i = 0; i < m_project.attributes.size(); ++i)
        check(m_project.attributes[i].id, QStringLiteral("/attributes/%1/id").arg(i), QStringLiteral("attribute"), 1);
    for (std::size_t i = 0; i < m_project.parameters.size(); ++i)
        check(m_project.parameters[i].id, QStringLiteral("/parameters/%1/id").arg(i), QStringLiteral("parameter"), 2);
    for (std::size_t i = 0; i < m_project.criteria.size(); ++i)
        check(m_project.criteria[i].id, QStringLiteral("/criteria/%1/id").arg(i), QStringLiteral("criterion"), 3);
    return out;
}

} // namespace verdict::scenario
