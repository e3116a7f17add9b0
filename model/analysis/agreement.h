#pragma once

#include "ranking.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace verdict {

// Average ("fractional") ranks by row: a tie group of k entries at competition rank r gets r + (k − 1) / 2,
// so ranks 1, 2, 2, 4 become 1, 2.5, 2.5, 4.
std::vector<double> averageRanks(const std::vector<RankedEntry> &ranking);

// Kendall's tau-b of two rank vectors (indexed by row): (n_c − n_d) / √((n_0 − n_1)(n_0 − n_2)) over all
// pairs, n_1 and n_2 the pairs tied in the first and second. Nothing when a denominator factor is 0.
std::optional<double> kendallTauB(const std::vector<double> &a, const std::vector<double> &b);

// Spearman's rho: the Pearson correlation of the two (average) rank vectors. Nothing when either is constant.
std::optional<double> spearmanRho(const std::vector<double> &a, const std::vector<double> &b);

// Agreement of several methods' rankings of the same rows.
struct Agreement
{
    QStringList methods;
    // Upper triangle, row-major: pairs (0,1), (0,2), …, (1,2), …; key "a|b".
    std::vector<std::pair<int, int>> pairs;
    std::vector<std::optional<double>> kendallTauB;
    std::vector<std::optional<double>> spearmanRho;
    std::vector<int> firstCounts; // per row: how many methods rank it first (ties at rank 1 all count)
};

Agreement methodAgreement(const QStringList &methods, const std::vector<std::vector<RankedEntry>> &rankings,
                          int rows);

} // namespace verdict
