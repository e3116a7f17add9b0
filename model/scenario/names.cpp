#include "names.h"

#include <algorithm>
#include <vector>

namespace verdict {

int editDistance(const QString &a, const QString &b)
{
    // Two rows of the classic dynamic programme are enough.
    std::vector<int> previous(std::size_t(b.size()) + 1);
    std::vector<int> current(previous.size());
    for (std::size_t j = 0; j < previous.size(); ++j)
        previous[j] = int(j);
    for (qsizetype i = 1; i <= a.size(); ++i) {
        current[0] = int(i);
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const int substitution = previous[std::size_t(j - 1)] + (a.at(i - 1) == b.at(j - 1) ? 0 : 1);
            current[std::size_t(j)] = std::min({previous[std::size_t(j)] + 1, current[std::size_t(j - 1)] + 1, substitution});
        }
        std::swap(previous, current);
    }
    return previous.back();
}

QString closestName(const QString &name, const QStringList &candidates)
{
    // A name typed short ("sla" for "sla_ms") is completed to the shortest candidate it starts.
    QString completion;
    if (name.size() >= 3)
        for (const QString &candidate : candidates)
            if (candidate.startsWith(name) && candidate != name && (completion.isEmpty() || candidate.size() < completion.size()))
                completion = candidate;
    if (!completion.isEmpty())
        return completion;
    QString best;
    int bestDistance = 0;
    for (const QString &candidate : candidates) {
        const int d = editDistance(name, candidate);
        if (best.isEmpty() || d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    if (best.isEmpty())
        return {};
    const qsizetype longer = std::max(name.size(), best.size());
    if (bestDistance == 0 || bestDistance * 2 > longer)
        return {};
    return best;
}

} // namespace verdict
