#include "methods.h"

#include "analysis/allmethods.h"

#include <map>

namespace verdict {

namespace {

// Ranks by row from a method's ranking with the infeasible rows after the feasible ones (ties kept).
std::vector<int> feasibleFirstRanks(const std::vector<RankedEntry> &ranking, const std::vector<bool> &feasible)
{
    std::vector<int> ranks(feasible.size(), 0);
    int feasibleCount = 0;
    for (const bool f : feasible)
        feasibleCount += f ? 1 : 0;
    for (const RankedEntry &e : ranking) {
        int better = 0;
        for (const RankedEntry &o : ranking)
            if (feasible[std::size_t(o.row)] == feasible[std::size_t(e.row)] && o.rank < e.rank)
                ++better;
        ranks[std::size_t(e.row)] = 1 + better + (feasible[std::size_t(e.row)] ? 0 : feasibleCount);
    }
    return ranks;
}

} // namespace

void summarizeAgreement(MethodsData &data)
{
    data.consensus.assign(data.alternatives.size(), !data.ranks.empty());
    for (std::size_t a = 0; a < data.alternatives.size(); ++a)
        for (const std::vector<int> &r : data.ranks)
            data.consensus[a] = data.consensus[a] && r[a] == data.ranks.front()[a];
    std::map<int, int> counts;
    for (const int w : data.winners)
        if (w >= 0)
            ++counts[w];
    data.agreeingOnWinner = 0;
    data.commonWinner = -1;
    for (const int w : data.winners) { // first method's winner wins ties between counts
        if (w >= 0 && counts[w] > data.agreeingOnWinner) {
            data.agreeingOnWinner = counts[w];
            data.commonWinner = w;
        }
    }
}

MethodsData methodsData(const ChartInput &input, int profile)
{
    MethodsData data;
    const std::optional<ScoredProblem> s = scoreProblem(input, profile, data.messages);
    if (!s)
        return data;
    const AllMethodsResult all = runAllMethods(s->problem, s->method.wsm, s->method.wpm, s->method.v);
    for (int r = 0; r < s->problem.alternatives; ++r) {
        data.alternatives.push_back(s->problem.rows[std::size_t(r)]);
        data.names << input.project.alternatives[std::size_t(data.alternatives.back())].name;
    }
    const auto add = [&](const QString &name, const std::vector<RankedEntry> *ranking, const Messages &messages) {
        if (!ranking) {
            for (const Message &m : messages)
                data.messages.push_back(Message::plain(QStringLiteral("%1: %2").arg(name, m.text), Severity::Warning));
            return;
        }
        data.methods << name;
        std::vector<int> ranks = feasibleFirstRanks(*ranking, s->feasible);
        int winner = -1;
        for (std::size_t r = 0; r < ranks.size(); ++r)
            if (ranks[r] == 1 && s->feasible[r] && winner < 0)
                winner = data.alternatives[r];
        data.ranks.push_back(std::move(ranks));
        data.winners.push_back(winner);
    };
    add(QStringLiteral("WSM"), all.wsm ? &all.wsm->ranking : nullptr, all.wsmMessages);
    add(QStringLiteral("WPM"), all.wpm ? &all.wpm->ranking : nullptr, all.wpmMessages);
    add(QStringLiteral("TOPSIS"), all.topsis ? &all.topsis->ranking : nullptr, all.topsisMessages);
    add(QStringLiteral("PROMETHEE II"), all.promethee ? &all.promethee->ranking : nullptr, all.prometheeMessages);
    add(QStringLiteral("VIKOR"), all.vikor ? &all.vikor->ranking : nullptr, all.vikorMessages);
    summarizeAgreement(data);
    return data;
}

} // namespace verdict
