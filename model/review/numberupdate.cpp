#include "numberupdate.h"

#include "core/limits.h"
#include "csv/delimited.h"
#include "review/decision.h"

#include <QHash>

#include <algorithm>

#include <cmath>

namespace verdict {

namespace {

// The index of the item whose id is `text`, else whose name is (exactly, then differing only in case); -1.
template<typename Items>
int byIdOrName(const Items &items, const QString &text)
{
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].id == text)
            return int(i);
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].name == text)
            return int(i);
    int found = -1;
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].name.compare(text, Qt::CaseInsensitive) == 0) {
            if (found >= 0)
                return -1;
            found = int(i);
        }
    return found;
}

template<typename Items>
QString idsOf(const Items &items)
{
    QStringList ids;
    for (const auto &item : items)
        ids << item.id;
    return ids.isEmpty() ? QStringLiteral("none") : ids.join(QStringLiteral(", "));
}

} // namespace

std::vector<NumberUpdate> readNumberUpdates(const ProjectData &p, const QByteArray &bytes, const QString &fileName, Messages &messages)
{
    std::vector<NumberUpdate> out;
    const std::optional<DelimitedTable> table = readDelimited(bytes, messages);
    if (!table)
        return out;
    const std::size_t errorsBefore = std::size_t(std::count_if(messages.begin(), messages.end(), [](const Message &m) { return m.severity == Severity::Error; }));
    const auto fail = [&](std::size_t row, qsizetype cell, const QString &text) {
        const CellPosition at = table->position(row, cell);
        messages.push_back(Message::syntax(at.line, at.column, text));
    };
    if (table->rows.empty() || table->rows.front().size() < 3 || table->rows.front().size() > 4) {
        messages.push_back(Message::syntax(1, 1, QStringLiteral("an update has three or four columns: ALTERNATIVE or \"parameter\", the number's name, "
                                                                "the value, and its source (optional)")));
        return out;
    }
    QHash<QString, int> seen; // "kind/alternative/target" -> line
    for (std::size_t row = 0; row < table->rows.size(); ++row) {
        const QStringList &cells = table->rows[row];
        const int line = table->lines[row];
        if (row == 0 && cells.at(2).trimmed().compare(QStringLiteral("value"), Qt::CaseInsensitive) == 0)
            continue; // the header
        NumberUpdate u;
        u.line = line;
        const QString owner = cells.at(0).trimmed(), name = cells.at(1).trimmed();
        if (owner.compare(QStringLiteral("parameter"), Qt::CaseInsensitive) == 0) {
            const int q = byIdOrName(p.parameters, name);
            if (q < 0) {
                fail(row, 1, QStringLiteral("no parameter \"%1\" (the parameters: %2)").arg(name, idsOf(p.parameters)));
                continue;
            }
            u.kind = NumberUpdate::Kind::Parameter;
            u.target = p.parameters[std::size_t(q)].id;
            u.what = p.parameters[std::size_t(q)].name;
            u.unit = p.parameters[std::size_t(q)].unit;
            u.before = p.parameters[std::size_t(q)].value;
        } else {
            QString why;
            u.alternative = findAlternative(p, owner, why);
            if (u.alternative < 0) {
                fail(row, 0, why + QStringLiteral(" (a parameter's row starts with \"parameter\")"));
                continue;
            }
            const Alternative &a = p.alternatives[std::size_t(u.alternative)];
            if (const int d = byIdOrName(p.attributes, name); d >= 0) {
                u.kind = NumberUpdate::Kind::Attribute;
                u.target = p.attributes[std::size_t(d)].id;
                u.what = a.name + QStringLiteral(": ") + p.attributes[std::size_t(d)].name;
                u.unit = p.attributes[std::size_t(d)].unit;
                const auto it = a.attributes.find(u.target);
                u.before = it == a.attributes.end() ? kMissing : it->second;
            } else if (const int c = byIdOrName(p.criteria, name); c >= 0) {
                const Criterion &criterion = p.criteria[std::size_t(c)];
                if (criterion.isFormula()) {
                    fail(row, 1, QStringLiteral("%1 is computed by its formula (%2): update the numbers it reads").arg(criterion.name, criterion.formula));
                    continue;
                }
                u.kind = NumberUpdate::Kind::Value;
                u.target = criterion.id;
                u.what = a.name + QStringLiteral(": ") + criterion.name;
                u.unit = criterion.unit;
                u.before = p.values.at(u.alternative, c);
            } else {
                fail(row, 1, QStringLiteral("%1 has no attribute or criterion \"%2\" (the attributes: %3; the criteria: %4)")
                                 .arg(a.name, name, idsOf(p.attributes), idsOf(p.criteria)));
                continue;
            }
        }
        QString numberWhy;
        const std::optional<double> value = parseNumber(cells.at(2), false, &numberWhy);
        if (!value) {
            fail(row, 2, QStringLiteral("\"%1\" is not a number: %2").arg(cells.at(2), numberWhy));
            continue;
        }
        if (std::abs(*value) > kMaxMagnitude) {
            fail(row, 2, QStringLiteral("%1 is larger in magnitude than a project holds (%2)").arg(cells.at(2).trimmed(), formatNumber(kMaxMagnitude)));
            continue;
        }
        u.value = *value;
        u.source = cells.size() > 3 ? cells.at(3).trimmed() : QString();
        if (u.source.isEmpty())
            u.source = QStringLiteral("%1, line %2").arg(fileName).arg(line);
        const QString key = QStringLiteral("%1/%2/%3").arg(int(u.kind)).arg(u.alternative).arg(u.target);
        if (const auto it = seen.constFind(key); it != seen.constEnd()) {
            fail(row, 0, QStringLiteral("%1 is updated twice (also on line %2)").arg(u.what).arg(*it));
            continue;
        }
        seen.insert(key, line);
        out.push_back(std::move(u));
    }
    const auto errors = std::size_t(std::count_if(messages.begin(), messages.end(), [](const Message &m) { return m.severity == Severity::Error; }));
    if (errors > errorsBefore)
        out.clear(); // nothing half-read
    return out;
}

void applyNumberUpdates(ProjectData &p, const std::vector<NumberUpdate> &updates)
{
    for (const NumberUpdate &u : updates) {
        switch (u.kind) {
        case NumberUpdate::Kind::Attribute: {
            Alternative &a = p.alternatives[std::size_t(u.alternative)];
            a.attributes[u.target] = u.value;
            a.attributeProvenance[u.target] = u.source;
            break;
        }
        case NumberUpdate::Kind::Value:
            p.values.set(u.alternative, p.indexOfCriterion(u.target), u.value);
            p.alternatives[std::size_t(u.alternative)].provenance[u.target] = u.source;
            break;
        case NumberUpdate::Kind::Parameter:
            for (Parameter &q : p.parameters)
                if (q.id == u.target) {
                    q.value = u.value;
                    q.provenance = u.source;
                }
            break;
        }
    }
}

} // namespace verdict
