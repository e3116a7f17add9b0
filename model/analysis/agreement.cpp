#include "agreement.h"

#include <cmath>

namespace verdict {

std::vector<double> averageRanks(const std::vector<RankedEntry> &ranking)
{
    std::vector<double> ranks(ranking.size(), 0.0);
    std::size_t start = 0;
    while (start < ranking.size()) {
        std::size_t end = start + 1;
        while (end < ranking.size() && ranking[end].rank == ranking[start].rank)
            ++end;
        const double average = double(ranking[start].rank) + double(end - start - 1) / 2.0;
        for (std::size_t k = start; k < end; ++k)
            if (ranking[k].row >= 0 && std::size_t(ranking[k].row) < ranks.size())
                ranks[std::size_t(ranking[k].row)] = average;
        start = end;
    }
    return ranks;
}

std::optional<double> kendallTauB(const std::vector<double> &a, const std::vector<double> &b)
{
    const std::size_t n = std::min(a.size(), b.size());
    double concordant = 0, discordant = 0, tiedA = 0, tiedB = 0, pairs = 0;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
            const double da = a[i] - a[j], db = b[i] - b[j];
            pairs += 1;
            if (da == 0)
                tiedA += 1;
            if (db == 0)
                tiedB += 1;
            if (da * db > 0)
                concordant += 1;
            else if (da * db < 0)
                discordant += 1;
        }
    const double denominator = (pairs - tiedA) * (pairs - tiedB);
    if (!(denominator > 0))
        return std::nullopt;
    return (concordant - discordant) / std::sqrt(denominator);
}

std::optional<double> spearmanRho(const std::vector<double> &a, const std::vector<double> &b)
{
    const std::size_t n = std::min(a.size(), b.size());
    if (n < 2)
        return std::nullopt;
    double ma = 0, mb = 0;
    for (std::size_t i = 0; i < n; ++i) {
        ma += a[i];
        mb += b[i];
    }
    ma /= double(n);
    mb /= double(n);
    double sab = 0, saa = 0, sbb = 0;
    for (std::size_t i = 0; i < n; ++i) {
        sab += (a[i] - ma) * (b[i] - mb);
        saa += (a[i] - ma) * (a[i] - ma);
        sbb += (b[i] - mb) * (b[i] - mb);
    }
    if (!(saa > 0 && sbb > 0))
        return std::nullopt;
    return sab / std::sqrt(saa * sbb);
}

Agreement methodAgreement(const QStringList &methods, const std::vector<std::vector<RankedEntry>> &rankings, int rows)
{
    Agreement agreement;
    agreement.methods = methods;
    agreement.firstCounts.assign(std::size_t(std::max(rows, 0)), 0);
    std::vector<std::vector<double>> ranks;
    for (const auto &ranking : rankings) {
        ranks.push_back(averageRanks(ranking));
        for (const RankedEntry &e : ranking)
            if (e.rank == 1 && e.row >= 0 && e.row < rows)
                ++agreement.firstCounts[std::size_t(e.row)];
    }
    for (std::size_t i = 0; i < ranks.size(); ++i)
        for (std::size_t j = i + 1; j < ranks.size(); ++j) {
            agreement.pairs.emplace_back(int(i), int(j));
            agreement.kendallTauB.push_back(kendallTauB(ranks[i], ranks[j]));
            agreement.spearmanRho.push_back(spearmanRho(ranks[i], ranks[j]));
        }
    return agreement;
}

} // namespace verdict
