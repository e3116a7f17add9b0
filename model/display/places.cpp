#include "places.h"

#include "core/projectdata.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace verdict {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Places", text);
}

// The thing at `index` of a list: "Check 3, Savings against AWS ECS" (its id when it has no name).
template<typename List, typename NameOf>
QString item(const List &list, int index, const QString &kind, NameOf nameOf)
{
    if (index < 0 || index >= int(list.size()))
        return {};
    const QString name = nameOf(list[std::size_t(index)]);
    return name.isEmpty() ? QStringLiteral("%1 %2").arg(kind).arg(index + 1) : QStringLiteral("%1 %2, %3").arg(kind).arg(index + 1).arg(name);
}

QString named(const QString &name, const QString &id)
{
    return name.isEmpty() ? id : name;
}

// The field after the index, as a person calls it.
QString fieldName(const QString &field)
{
    static const struct { const char *key, *words; } fields[] = {
        {"expected", "its expected value"}, {"formula", "its formula"}, {"when", "its condition"},
        {"expression", "its expression"}, {"weights", "its weights"}, {"group_weights", "its group weights"},
        {"name", "its name"}, {"id", "its id"}, {"direction", "its direction"}, {"preference", "its preference function"},
        {"ahp", "its AHP judgments"}, {"ahp_groups", "its AHP judgments within a group"}, {"unit", "its unit"},
        {"value", "its value"}, {"values", "its values"}, {"scale", "its scale"},
    };
    for (const auto &f : fields)
        if (field == QLatin1String(f.key))
            return tr(f.words);
    return field;
}

} // namespace

QString elideMiddle(const QString &text, int maxChars)
{
    if (text.size() <= maxChars || maxChars < 3)
        return text.size() <= maxChars ? text : text.left(std::max(0, maxChars));
    qsizetype head = (maxChars - 1) / 2 + (maxChars - 1) % 2, tail = (maxChars - 1) / 2;
    if (head > 0 && text.at(head - 1).isHighSurrogate())
        --head;
    if (tail > 0 && text.at(text.size() - tail).isLowSurrogate())
        --tail;
    return text.left(head) + QStringLiteral("…") + text.right(tail);
}

QString placeName(const ProjectData &p, const QString &pointer)
{
    const QStringList parts = pointer.split(u'/', Qt::SkipEmptyParts);
    if (parts.size() < 2)
        return pointer;
    bool ok = false;
    const int index = parts[1].toInt(&ok);
    if (!ok)
        return pointer;
    const QString &kind = parts[0];
    QString place;
    if (kind == QLatin1String("criteria"))
        place = item(p.criteria, index, tr("Criterion"), [](const Criterion &c) { return named(c.name, c.id); });
    else if (kind == QLatin1String("alternatives")) {
        place = item(p.alternatives, index, tr("Alternative"), [](const Alternative &a) { return named(a.name, a.id); });
        // A cell: "/alternatives/0/values/latency" or ".../values/2".
        if (!place.isEmpty() && parts.size() >= 4 && parts[2] == QLatin1String("values")) {
            const int c = parts[3].toInt(&ok);
            const int column = ok ? c : p.indexOfCriterion(parts[3]);
            if (column >= 0 && column < p.criterionCount()) {
                const Criterion &criterion = p.criteria[std::size_t(column)];
                return tr("%1, %2 (the cell)").arg(named(p.alternatives[std::size_t(index)].name, p.alternatives[std::size_t(index)].id),
                                                   named(criterion.name, criterion.id));
            }
        }
    } else if (kind == QLatin1String("attributes"))
        place = item(p.attributes, index, tr("Attribute"), [](const AttributeDef &a) { return named(a.name, a.id); });
    else if (kind == QLatin1String("parameters"))
        place = item(p.parameters, index, tr("Parameter"), [](const Parameter &x) { return named(x.name, x.id); });
    else if (kind == QLatin1String("constraints"))
        place = item(p.constraints, index, tr("Constraint"), [](const Constraint &c) { return named(c.description, c.expression); });
    else if (kind == QLatin1String("rules"))
        place = item(p.rules, index, tr("Rule"), [](const DecisionRule &r) { return r.when; });
    else if (kind == QLatin1String("checks"))
        place = item(p.checks, index, tr("Check"), [](const NamedCheck &c) { return named(c.name, c.id); });
    else if (kind == QLatin1String("profiles"))
        place = item(p.profiles, index, tr("Weight profile"), [](const WeightProfile &w) { return w.name; });
    if (place.isEmpty())
        return pointer;
    return parts.size() >= 3 ? QStringLiteral("%1: %2").arg(place, fieldName(parts[2])) : place;
}

} // namespace verdict
