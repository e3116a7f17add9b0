#pragma once

#include <QHash>
#include <QSet>
#include <QString>

namespace verdict {

// Ids name alternatives, criteria, attributes and parameters in files and formulas:
// [a-z_][a-z0-9_]{0,63}. They are generated from the display name on creation and never change on a rename.
bool isValidId(const QString &id);

// A valid id derived from `name` ("GKE Autopilot" -> "gke_autopilot"), made unique against `taken` by
// appending _2, _3, ...
QString makeId(const QString &name, const QSet<QString> &taken);

// makeId for many names in a row (a CSV header, a table's rows): each id is unique against `taken` and every
// id made before, with the same result as makeId, in time linear in the names however many share a base.
class UniqueIds
{
public:
    UniqueIds() = default;
    explicit UniqueIds(const QSet<QString> &taken);
    QString make(const QString &name);

private:
    QSet<QString> m_taken;
    QHash<QString, int> m_next; // base -> the suffix to try next
};

} // namespace verdict
