#include "adr.h"

#include "core/valuetree.h"
#include "display/format.h"
#include "evaluation/evaluation.h"
#include "evaluation/wording.h"
#include "review/assumptions.h"
#include "review/decision.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace verdict {

namespace {

QString percent(double weight)
{
    return QStringLiteral("%1 %").arg(formatFixed(weight * 100.0, 1));
}

// Where each alternative is the best and the worst of the options, criterion by criterion (ties shared), on the
// values the evaluation ranked.
struct Extremes
{
    std::vector<QStringList> best, worst; // per alternative: "Latency (44 ms)"
};

Extremes extremesOf(const Evaluation &e)
{
    const ProjectData &p = e.project();
    Extremes x;
    x.best.resize(std::size_t(p.alternativeCount()));
    x.worst.resize(std::size_t(p.alternativeCount()));
    for (int c = 0; c < p.criterionCount(); ++c) {
        if (!e.criteria()[std::size_t(c)].usable || e.criteria()[std::size_t(c)].weight <= 0.0)
            continue;
        const Criterion &criterion = p.criteria[std::size_t(c)];
        const bool more = criterion.direction == Direction::Max;
        double hi = -INFINITY, lo = INFINITY;
        for (int a = 0; a < p.alternativeCount(); ++a)
            if (const double v = e.scenario().values.at(a, c); !isMissing(v)) {
                hi = std::max(hi, v);
                lo = std::min(lo, v);
            }
        if (!(hi > lo))
            continue; // all alike: no one is best or worst
        for (int a = 0; a < p.alternativeCount(); ++a) {
            const double v = e.scenario().values.at(a, c);
            if (isMissing(v))
                continue;
            const QString item = QStringLiteral("%1 (%2)").arg(criterion.name, roundedNumberText(v, criterion.unit));
            if (v == (more ? hi : lo))
                x.best[std::size_t(a)] << item;
            if (v == (more ? lo : hi))
                x.worst[std::size_t(a)] << item;
        }
    }
    return x;
}

// A gate's message without the alternative's name in front ("AWS ECS: annual cost …" → "annual cost …").
QString gateText(const QString &name, const QString &message)
{
    return message.startsWith(name + QStringLiteral(": ")) ? message.mid(name.size() + 2) : message;
}

QString joined(const QStringList &items)
{
    if (items.size() <= 1)
        return items.join(QString());
    return items.mid(0, items.size() - 1).join(QStringLiteral(", ")) + QStringLiteral(" and ") + items.back();
}

} // namespace

AdrResult decisionAdr(const ProjectData &project, const QString &fileName)
{
    AdrResult out;
    const DecisionRecord *d = acceptedDecision(project.decisions);
    if (!d) {
        out.error = project.decisions.empty() ? QStringLiteral("no decision recorded: verdict decide records one")
                                              : QStringLiteral("no accepted decision: every record is proposed, superseded or rejected");
        return out;
    }
    QStringList gone;
    const Evaluation e = evaluateAsDecided(project, *d, &gone);
    const ProjectData &p = e.project();
    const LiveRanking &ranking = e.ranking();
    const int chosen = p.indexOfAlternative(d->chosen);
    const QString title = p.metadata.title.isEmpty() ? QStringLiteral("the decision") : p.metadata.title;
    QString md;
    const auto line = [&md](const QString &text = {}) { md += text + u'\n'; };

    line(QStringLiteral("---"));
    line(QStringLiteral("status: %1").arg(decisionStatusName(d->status)));
    line(QStringLiteral("date: %1").arg(d->decidedOn));
    if (!d->decidedBy.isEmpty())
        line(QStringLiteral("decision-makers: %1").arg(d->decidedBy));
    line(QStringLiteral("---"));
    line();
    line(QStringLiteral("# %1: %2").arg(title, d->chosenName));
    line();

    line(QStringLiteral("## Context and Problem Statement"));
    line();
    if (!p.metadata.description.isEmpty()) {
        line(p.metadata.description);
        line();
    }
    QStringList options;
    for (const Alternative &a : p.alternatives)
        options << a.name;
    QString basis = QStringLiteral("Which of the %1 options should we choose: %2? They are compared on %3 criteria by %4, with the weights of the profile \"%5\"")
                        .arg(p.alternativeCount())
                        .arg(joined(options))
                        .arg(p.criterionCount())
                        .arg(methodLabel(e.method()), ranking.profileName);
    if (!ranking.scenarioName.isEmpty())
        basis += QStringLiteral(", under the what-if scenario \"%1\"").arg(ranking.scenarioName);
    line(basis + u'.');
    for (const QString &g : gone)
        line(QStringLiteral("\n*Note:* %1.").arg(g));
    line();

    line(QStringLiteral("## Decision Drivers"));
    line();
    std::vector<int> order(std::size_t(p.criterionCount()));
    for (int c = 0; c < p.criterionCount(); ++c)
        order[std::size_t(c)] = c;
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return e.criteria()[std::size_t(a)].weight > e.criteria()[std::size_t(b)].weight; });
    const auto criterionLine = [&](int c, const QString &indent) {
        const Criterion &criterion = p.criteria[std::size_t(c)];
        line(QStringLiteral("%1* %2 (%3; %4 is better)").arg(indent, criterion.name, percent(e.criteria()[std::size_t(c)].weight),
                                                             criterion.direction == Direction::Max ? QStringLiteral("more") : QStringLiteral("less")));
    };
    // The value tree (flat: the top level alone): each group with the weight of its criteria together, its subgroups
    // and then its criteria under it, heaviest first.
    const ValueTree tree(p);
    const std::function<void(int, const QString &)> group = [&](int g, const QString &indent) {
        for (const int child : tree.childGroups(g)) {
            double weight = 0.0;
            for (const int c : tree.criteriaUnder(child))
                weight += e.criteria()[std::size_t(c)].weight;
            line(QStringLiteral("%1* **%2** (%3)").arg(indent, p.groups[std::size_t(child)].name, percent(weight)));
            group(child, indent + QStringLiteral("  "));
        }
        for (const int c : order)
            if (tree.criterionGroup(c) == g)
                criterionLine(c, indent);
    };
    group(-1, QString());
    for (const Constraint &gate : p.constraints)
        line(QStringLiteral("* Gate: %1 (`%2`)").arg(gate.description.isEmpty() ? gate.expression : gate.description, gate.expression));
    line();

    line(QStringLiteral("## Considered Options"));
    line();
    for (const LiveRanking::Row &row : ranking.rows) {
        const QString margin = row.rank == 1 && row.feasible ? QStringLiteral("%1 points ahead").arg(formatFixed(row.marginPoints, 1))
                                                             : QStringLiteral("%1 points behind the first").arg(formatFixed(-row.marginPoints, 1));
        line(QStringLiteral("* %1: ranked %2 of %3, score %4, %5%6")
                 .arg(row.name)
                 .arg(row.rank)
                 .arg(ranking.rows.size())
                 .arg(formatFixed(row.score, 3), margin, row.feasible ? QString() : QStringLiteral(", fails a gate")));
    }
    for (const LiveRanking::Excluded &x : ranking.excluded)
        if (std::none_of(ranking.rows.begin(), ranking.rows.end(), [&](const LiveRanking::Row &r) { return r.alternative == x.alternative; }))
            line(QStringLiteral("* %1: not ranked (%2)").arg(x.name, (x.missing.isEmpty() ? x.violations : QStringList{QStringLiteral("no value for ") + x.missing.join(QStringLiteral(", "))}).join(QStringLiteral("; "))));
    line();

    line(QStringLiteral("## Decision Outcome"));
    line();
    const LiveRanking::Row *chosenRow = nullptr;
    for (const LiveRanking::Row &row : ranking.rows)
        if (row.alternative == chosen)
            chosenRow = &row;
    const LiveRanking::Row *runnerUp = ranking.runnerUpRow();
    QString because;
    if (!d->rationale.isEmpty()) {
        because = d->rationale;
        if (because.size() > 1 && because.at(0).isUpper() && because.at(1).isLower())
            because[0] = because.at(0).toLower(); // "because the team runs it already", not "because The team"
    }
    else if (chosenRow && chosenRow->rank == 1 && runnerUp)
        because = QStringLiteral("it ranks first under %1, %2 points ahead of %3").arg(methodLabel(e.method()), formatFixed(chosenRow->marginPoints, 1), runnerUp->name);
    else
        because = QStringLiteral("it ranks first under %1").arg(methodLabel(e.method()));
    line(QStringLiteral("Chosen option: \"%1\", because %2%3").arg(d->chosenName, because, because.endsWith(u'.') ? QString() : QStringLiteral(".")));
    if (chosenRow && chosenRow->rank != 1)
        line(QStringLiteral("\nIt ranks %1 of %2, %3 points behind %4.").arg(chosenRow->rank).arg(ranking.rows.size()).arg(formatFixed(-chosenRow->marginPoints, 1), ranking.rows.front().name));
    if (!d->vote.isEmpty())
        line(QStringLiteral("\nThe vote: %1.").arg(d->vote));
    line();
    const Extremes extremes = extremesOf(e);
    line(QStringLiteral("### Consequences"));
    line();
    if (chosen >= 0) {
        for (const QString &item : extremes.best[std::size_t(chosen)])
            line(QStringLiteral("* Good, because it has the best %1 of the options").arg(item));
        for (const QString &item : extremes.worst[std::size_t(chosen)])
            line(QStringLiteral("* Bad, because it has the worst %1 of the options").arg(item));
        const AlternativeRecord &record = e.alternatives()[std::size_t(chosen)];
        if (record.violations)
            for (const Violation &v : *record.violations)
                line(QStringLiteral("* Bad, because it fails a gate: %1").arg(gateText(p.alternatives[std::size_t(chosen)].name, v.message)));
        QStringList figures;
        for (int f = 0; f < kFigureCount; ++f)
            if (const FigureValue &v = record.figure(Figure(f)); v.defined())
                figures << QStringLiteral("%1 %2").arg(figureInfo(Figure(f)).name, roundedNumberText(v.value, scenario::figureUnit(p, Figure(f))));
        if (!figures.isEmpty())
            line(QStringLiteral("* Neutral, because its figures are: %1").arg(figures.join(QStringLiteral(", "))));
    } else {
        line(QStringLiteral("* %1 is no longer in the project.").arg(d->chosenName));
    }
    line();

    line(QStringLiteral("## Pros and Cons of the Options"));
    for (const LiveRanking::Row &row : ranking.rows) {
        line();
        line(QStringLiteral("### %1").arg(row.name));
        line();
        const std::size_t a = std::size_t(row.alternative);
        for (const QString &item : extremes.best[a])
            line(QStringLiteral("* Good, because it has the best %1").arg(item));
        for (const QString &item : extremes.worst[a])
            line(QStringLiteral("* Bad, because it has the worst %1").arg(item));
        if (const AlternativeRecord &record = e.alternatives()[a]; record.violations)
            for (const Violation &v : *record.violations)
                line(QStringLiteral("* Bad, because it fails a gate: %1").arg(gateText(row.name, v.message)));
        if (extremes.best[a].isEmpty() && extremes.worst[a].isEmpty())
            line(QStringLiteral("* Neutral, because it is neither the best nor the worst on any criterion"));
    }
    line();

    line(QStringLiteral("## More Information"));
    line();
    line(QStringLiteral("* Decision %1 in %2, recorded %3%4.").arg(d->id, fileName, d->decidedOn, d->decidedBy.isEmpty() ? QString() : QStringLiteral(" by ") + d->decidedBy));
    line(d->reviewBy.isEmpty() ? QStringLiteral("* No review date set.") : QStringLiteral("* Review by %1.").arg(d->reviewBy));
    if (!d->triggers.empty()) {
        line(QStringLiteral("* Reopen the decision when (`verdict check` tests them):"));
        for (const DecisionTrigger &t : d->triggers) {
            const TriggerReading r = readTrigger(e, t);
            QString now = r.error.isEmpty() ? QStringLiteral("now %1").arg(roundedNumberText(r.value, r.unit)) : r.error;
            line(QStringLiteral("  * %1 (%2)%3; %4").arg(triggerCondition(p, t), t.id, t.why.isEmpty() ? QString() : QStringLiteral(": ") + t.why, now));
        }
    }
    line(QStringLiteral("* The inputs decided on: `%1`%2.").arg(d->snapshot.inputs, d->snapshot.inputs == decisionInputsHash(project)
                                                                                           ? QStringLiteral(", as the file holds them now")
                                                                                           : QStringLiteral("; they have changed since (`verdict diff` shows how), the numbers above are today's")));
    return AdrResult{md, {}};
}

} // namespace verdict
