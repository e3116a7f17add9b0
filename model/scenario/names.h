#pragma once

#include <QString>
#include <QStringList>

namespace verdict {

// Levenshtein distance: the number of single-character insertions, deletions and substitutions.
int editDistance(const QString &a, const QString &b);

// The candidate closest to `name` when it is close enough to be a plausible typo (at most half of the
// longer name's characters differ), else an empty string. Ties go to the candidate listed first. A name of
// three or more characters that starts some candidate is completed to the shortest such candidate.
QString closestName(const QString &name, const QStringList &candidates);

} // namespace verdict
