#pragma once

#include <QString>
#include <QStringList>

namespace verdict {

// Levenshtein distance: the number of single-character insertions, deletions and substitutions.
int editDistance(const QString &a, const QString &b);

// The candidate closest to `name` when it is close enough to be a plausible typo (at most a third of the
// longer name's characters differ, and at least one character is kept), else an empty string. Ties go to
// the candidate listed first.
QString closestName(const QString &name, const QStringList &candidates);

} // namespace verdict
