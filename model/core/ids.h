#pragma once

#include <QSet>
#include <QString>

namespace verdict {

// Ids name alternatives, criteria, attributes and parameters in files and formulas:
// [a-z_][a-z0-9_]{0,63}. They are generated from the display name on creation and never change on a rename.
bool isValidId(const QString &id);

// A valid id derived from `name` ("GKE Autopilot" -> "gke_autopilot"), made unique against `taken` by
// appending _2, _3, ...
QString makeId(const QString &name, const QSet<QString> &taken);

} // namespace verdict
