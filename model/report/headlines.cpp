#include "headlines.h"

#include "display/format.h"
#include "evaluation/wording.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace verdict {

namespace {

QString tradeoffHeadline(const TradeoffData &d)
{
    if (!d.valid() || d.points.empty())
        return {};
    QStringList frontier, infeasible;
    for (const TradeoffPoint &p : d.points) {
        if (!p.feasible)
            infeasible << p.name;
        else if (p.pareto)
            frontier << p.name;
    }
    QString s;
    if (frontier.size() == 1)
        s = QStringLiteral("%1 is best on both %2 and %3.").arg(frontier.front(), d.x.name, d.y.name);
    else if (!frontier.isEmpty())
        s = QStringLiteral("%1 are the trade-offs worth having: nothing beats them on both %2 and %3.")
                .arg(listOf(frontier), d.x.name, d.y.name);
    if (!infeasible.isEmpty())
        s += (s.isEmpty() ? QString() : QStringLiteral(" ")) +
             QStringLiteral("%1 %2 a limit.").arg(listOf(infeasible), infeasible.size() == 1 ? QStringLiteral("breaks") : QStringLiteral("break"));
    return s;
}

QString breakdownHeadline(const BreakdownData &d)
{
    if (d.bars.empty())
        return {};
    const BreakdownBar &top = d.bars.front();
    // The part that helps most (the weighted product's parts are all ≤ 0: the one that pulls it down most).
    const bool product = d.method == QLatin1String("wpm");
    std::size_t best = 0;
    for (std::size_t c = 1; c < top.contributions.size(); ++c)
        if (product ? top.contributions[c] < top.contributions[best] : top.contributions[c] > top.contributions[best])
            best = c;
    const bool named = !top.contributions.empty() && best < std::size_t(d.criteria.size());
    if (d.method == QLatin1String("wsm")) {
        if (!named)
            return QStringLiteral("%1 scores %2 of 100.").arg(top.name, formatScore(top.score));
        return QStringLiteral("%1 scores %2 of 100; %3 gives the most of it (%4).")
            .arg(top.name, formatScore(top.score), d.criteria.at(int(best)), formatPoints(top.contributions[best] * 100.0));
    }
    const QString first = QStringLiteral("%1 ranks first by %2 (%3 %4)")
                              .arg(top.name, product ? QStringLiteral("the weighted product") : methodTitle(d.method),
                                   scoreName(d.method), formatScore(top.score));
    if (!named)
        return first + u'.';
    if (d.method == QLatin1String("promethee"))
        return QStringLiteral("%1; %2 gives the most of it (%3).")
            .arg(first, d.criteria.at(int(best)), formatSignedPoints(top.contributions[best] * 100.0));
    if (product)
        return QStringLiteral("%1; %2 pulls it down most.").arg(first, d.criteria.at(int(best)));
    return QStringLiteral("%1; in the weighted sum's parts %2 gives the most.").arg(first, d.criteria.at(int(best)));
}

QString sweepHeadline(const SweepData &d)
{
    if (d.lines.empty())
        return {};
    // The crossings nearest the current weight on each side decide how far it can move.
    const Crossover *below = nullptr, *above = nullptr;
    for (const Crossover &c : d.crossovers) {
        if (c.weight < d.current && (!below || c.weight > below->weight))
            below = &c;
        if (c.weight > d.current && (!above || c.weight < above->weight))
            above = &c;
    }
    if (!below && !above)
        return QStringLiteral("Whatever the weight of %1, the first place does not change.").arg(d.label);
    QString from = below ? formatPercent(below->weight) : QStringLiteral("0 %");
    QString to = above ? formatPercent(above->weight) : QStringLiteral("100 %");
    return QStringLiteral("The first place holds while the weight of %1 stays between %2 and %3 (now %4).")
        .arg(d.label, from, to, formatPercent(d.current));
}

QString tornadoHeadline(const TornadoData &d)
{
    if (d.bars.empty())
        return {};
    QStringList flips;
    for (const TornadoBar &b : d.bars)
        if (std::min(b.lowMargin, b.highMargin) < 0.0)
            flips << b.label;
    if (flips.isEmpty())
        return QStringLiteral("No single input over its range overturns %1's lead of %2 over %3.")
            .arg(d.winnerName, formatPoints(d.margin * 100.0), d.runnerUpName);
    if (flips.size() > 3)
        return QStringLiteral("%1 inputs can each hand first place to %2; %3 swings it most.")
            .arg(flips.size())
            .arg(d.runnerUpName, flips.front());
    return QStringLiteral("Only %1 can hand first place to %2 within %3.")
        .arg(listOf(flips), d.runnerUpName, flips.size() == 1 ? QStringLiteral("its range") : QStringLiteral("their ranges"));
}

QString acceptabilityHeadline(const AcceptabilityData &d)
{
    if (d.rows.empty() || d.rows.front().acceptability.empty())
        return {};
    const AcceptabilityRow *best = &d.rows.front();
    for (const AcceptabilityRow &r : d.rows)
        if (!r.acceptability.empty() && r.acceptability.front() > best->acceptability.front())
            best = &r;
    return QStringLiteral("%1 ranks first in %2 of %3 random weightings.")
        .arg(best->name, formatPercent(best->acceptability.front()), formatCount(d.samples));
}

QString profilesVote(const ProfilesData &d);

QString profilesHeadline(const ProfilesData &d)
{
    // The group profile is computed from the stakeholders' weights: its pick is the committee's result, said
    // after the vote, never counted in it.
    QString text = profilesVote(d);
    for (const ProfileColumn &p : d.profiles) {
        if (!p.computed)
            continue;
        const auto it = std::find(d.alternatives.begin(), d.alternatives.end(), p.winner);
        if (it == d.alternatives.end())
            continue;
        text += (text.isEmpty() ? QString() : QStringLiteral(" "))
                + QStringLiteral("The group profile “%1” picks %2.").arg(p.name, d.names.at(int(it - d.alternatives.begin())));
    }
    return text;
}

QString profilesVote(const ProfilesData &all)
{
    ProfilesData d = all;
    d.profiles.clear();
    for (const ProfileColumn &p : all.profiles)
        if (!p.computed)
            d.profiles.push_back(p);
    if (d.profiles.empty())
        return {};
    // One entry per profile, empty for a profile that cannot be ranked (so names and winners stay aligned).
    QStringList winners;
    for (const ProfileColumn &p : d.profiles) {
        const auto it = std::find(d.alternatives.begin(), d.alternatives.end(), p.winner);
        winners << (it != d.alternatives.end() ? d.names.at(int(it - d.alternatives.begin())) : QString());
    }
    QStringList distinct = winners;
    distinct.removeDuplicates();
    distinct.removeAll(QString());
    if (distinct.isEmpty())
        return {};
    const int unranked = int(winners.count(QString()));
    if (distinct.size() == 1 && unranked == 0)
        return QStringLiteral("%1 wins under every stakeholder profile.").arg(distinct.front());
    if (distinct.size() == 1)
        return QStringLiteral("%1 of %2 profiles pick %3; %4 cannot be ranked.")
            .arg(winners.count(distinct.front()))
            .arg(d.profiles.size())
            .arg(distinct.front(), unranked == 1 ? QStringLiteral("one") : QString::number(unranked));
    // The most-picked winner and who picks otherwise.
    QString common = distinct.front();
    for (const QString &w : distinct)
        if (winners.count(w) > winners.count(common))
            common = w;
    // Who picks otherwise, grouped by what they pick: "Finance and Compliance lead pick OpenShift on-prem".
    QStringList others;
    for (const QString &w : std::as_const(distinct)) {
        if (w == common)
            continue;
        QStringList who;
        for (std::size_t k = 0; k < d.profiles.size() && int(k) < winners.size(); ++k)
            if (winners.at(int(k)) == w)
                who << d.profiles[k].name;
        others << QStringLiteral("%1 %2 %3").arg(listOf(who), who.size() == 1 ? QStringLiteral("picks") : QStringLiteral("pick"), w);
    }
    return QStringLiteral("%1 of %2 profiles pick %3; %4.")
        .arg(winners.count(common))
        .arg(d.profiles.size())
        .arg(common, others.join(QStringLiteral("; ")));
}

QString disagreementHeadline(const DisagreementData &d)
{
    if (d.rows.empty() || d.members.isEmpty())
        return {};
    const CriterionDisagreement &top = d.rows.front();
    const auto [low, high] = std::minmax_element(top.weights.begin(), top.weights.end());
    const QString who = QStringLiteral("from %1 (%2) to %3 (%4)")
                            .arg(formatPercent(*low), d.members.at(int(low - top.weights.begin())), formatPercent(*high),
                                 d.members.at(int(high - top.weights.begin())));
    if (d.bandMethod.isEmpty()) // no bands: whether it changes the winner is not known
        return QStringLiteral("%1 divides the committee most, %2.").arg(top.name, who);
    if (top.changesWinner)
        return QStringLiteral("%1 divides the committee, %2; outside %3–%4 the group's winner, %5, changes.")
            .arg(top.name, who, formatPercent(top.keepLow), formatPercent(top.keepHigh), d.groupWinnerName);
    return QStringLiteral("No single weight they disagree on changes the group's winner, %1; %2 divides them most, %3.")
        .arg(d.groupWinnerName, top.name, who);
}

QString methodsHeadline(const MethodsData &d)
{
    if (d.methods.isEmpty() || d.commonWinner < 0)
        return {};
    const auto it = std::find(d.alternatives.begin(), d.alternatives.end(), d.commonWinner);
    const QString winner = it != d.alternatives.end() ? d.names.at(int(it - d.alternatives.begin())) : QString();
    if (d.agreeingOnWinner == int(d.methods.size()))
        return QStringLiteral("All %1 methods put %2 first.").arg(d.methods.size()).arg(winner);
    QStringList dissent;
    for (int m = 0; m < d.methods.size() && std::size_t(m) < d.winners.size(); ++m)
        if (d.winners[std::size_t(m)] != d.commonWinner) {
            const auto w = std::find(d.alternatives.begin(), d.alternatives.end(), d.winners[std::size_t(m)]);
            dissent << QStringLiteral("%1 picks %2").arg(d.methods.at(m), w != d.alternatives.end() ? d.names.at(int(w - d.alternatives.begin())) : QStringLiteral("none"));
        }
    return QStringLiteral("%1 of %2 methods put %3 first; %4.")
        .arg(d.agreeingOnWinner)
        .arg(d.methods.size())
        .arg(winner, listOf(dissent));
}

} // namespace

QString listOf(const QStringList &names)
{
    if (names.size() <= 1)
        return names.value(0);
    return QStringList(names.mid(0, names.size() - 1)).join(QStringLiteral(", ")) + QStringLiteral(" and ") + names.back();
}

QString scenarioWinnerText(const ScenarioColumn &s)
{
    if (s.winner < 0)
        return QStringLiteral("none (%1)").arg(s.note);
    if (!s.winnerFeasible)
        return QStringLiteral("none meets every gate (%1 scores best)").arg(s.winnerName);
    if (s.runnerUpName.isEmpty())
        return QStringLiteral("%1, the only one that meets every gate").arg(s.winnerName);
    return QStringLiteral("%1, %2 ahead of %3").arg(s.winnerName, formatPoints(s.marginPoints), s.runnerUpName);
}

QString scenariosHeadline(const ScenariosData &d)
{
    if (d.scenarios.size() < 2)
        return {};
    // What each scenario picks: its winner, or that nothing meets every gate.
    const auto pick = [](const ScenarioColumn &s) {
        return s.winner < 0 ? QStringLiteral("nothing can be ranked")
               : s.winnerFeasible ? s.winnerName : QStringLiteral("nothing meets every gate");
    };
    QStringList distinct;
    for (const ScenarioColumn &s : d.scenarios)
        if (!distinct.contains(pick(s)))
            distinct << pick(s);
    if (distinct.size() == 1)
        return QStringLiteral("%1 wins in the base and in every what-if scenario (%2).")
            .arg(distinct.front())
            .arg(d.scenarios.size() - 1);
    const QString base = pick(d.scenarios.front());
    QStringList changes;
    for (std::size_t i = 1; i < d.scenarios.size(); ++i)
        if (pick(d.scenarios[i]) != base)
            changes << QStringLiteral("under “%1”, %2").arg(d.scenarios[i].name, pick(d.scenarios[i]));
    return QStringLiteral("%1 wins the base; %2.").arg(base, changes.join(QStringLiteral("; ")));
}

QString chartHeadline(const ChartData &data)
{
    return std::visit(
        [](const auto &d) -> QString {
            using T = std::decay_t<decltype(d)>;
            if constexpr (std::is_same_v<T, TradeoffData>)
                return tradeoffHeadline(d);
            else if constexpr (std::is_same_v<T, BreakdownData>)
                return breakdownHeadline(d);
            else if constexpr (std::is_same_v<T, SweepData>)
                return sweepHeadline(d);
            else if constexpr (std::is_same_v<T, TornadoData>)
                return tornadoHeadline(d);
            else if constexpr (std::is_same_v<T, AcceptabilityData>)
                return acceptabilityHeadline(d);
            else if constexpr (std::is_same_v<T, ProfilesData>)
                return profilesHeadline(d);
            else if constexpr (std::is_same_v<T, MethodsData>)
                return methodsHeadline(d);
            else if constexpr (std::is_same_v<T, ScenariosData>)
                return scenariosHeadline(d);
            else
                return disagreementHeadline(d);
        },
        data);
}

QString chartSlideTitle(const ChartData &data)
{
    if (const auto *t = std::get_if<TradeoffData>(&data); t && t->valid())
        return QStringLiteral("%1 vs %2").arg(t->x.name, t->y.name);
    if (const auto *s = std::get_if<SweepData>(&data); s && !s->label.isEmpty())
        return QStringLiteral("If the weight of %1 changes").arg(s->label);
    if (const auto *t = std::get_if<TornadoData>(&data); t && !t->bars.empty())
        return QStringLiteral("What could change the lead");
    static const char *const titles[kChartKindCount] = {"Trade-off map", "Why it wins", "Weight sweep", "What could change the lead",
                                                        "How often each wins", "Who would pick what", "Do the methods agree?",
                                                        "Where the committee disagrees", "What if"};
    return QString::fromLatin1(titles[data.index()]);
}

} // namespace verdict
