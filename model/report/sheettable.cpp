#include "sheettable.h"

#include "review/assumptions.h"
#include "display/format.h"

#include <QCoreApplication>

namespace verdict {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("verdict::SheetTable", text);
}

bool isFree(const SheetInterval &iv)
{
    return iv.below.isEmpty() && iv.above.isEmpty();
}
} // namespace

QString sheetSectionTitle(const Sheet &s, SheetSection section)
{
    switch (section) {
    case SheetSection::Matrix: return tr("Decision matrix");
    case SheetSection::KeyNumbers: return tr("Key numbers");
    case SheetSection::Tradeoff: return tr("Trade-off: %1 vs %2").arg(s.tradeoff.x.name, s.tradeoff.y.name);
    case SheetSection::Stability: return tr("Stability");
    case SheetSection::Profiles: return tr("Profiles: who flips the decision");
    case SheetSection::WhatIf:
        if (s.whatIf.isEmpty()) // left out (the analyses note says why): no claim about gates or a winner
            return tr("What it would take");
        return s.whatIfWinner.isEmpty() ? tr("What it would take to meet every gate") : tr("What it would take to beat %1").arg(s.whatIfWinner);
    case SheetSection::TermMap: return tr("Term map: the same concept on each platform");
    case SheetSection::Assumptions:
        // The section also ranks the numbers with no source at all (what to check first counts both): a heading of
        // "0 numbers" above "rests on 240 assumed or unsourced numbers" read as a contradiction.
        if (s.unsourcedCount > 0)
            return tr("Assumptions (%1) and unsourced numbers (%2)").arg(formatCount(s.assumptionCount), formatCount(s.unsourcedCount));
        return tr("Assumptions (%1 numbers)").arg(formatCount(s.assumptionCount));
    case SheetSection::Sources: return tr("Sources");
    case SheetSection::Revisit: return tr("When we revisit this");
    }
    return {};
}

QString whatIfLead(const Sheet &s)
{
    return s.whatIfWinner.isEmpty() ? tr("No alternative meets every gate.") : tr("%1 is first.").arg(s.whatIfWinner);
}

QString rankedAssumptionRange(const SheetRankedAssumption &a)
{
    return a.assumedRange ? tr("%1 (±20 %: none given)").arg(a.range) : a.range;
}

QString rankedAssumptionText(const SheetRankedAssumption &a)
{
    return tr("%1 %2 (%3): %4 %5; %6 %7 over %8.")
        .arg(a.what, a.value, a.stated ? tr("assumed") : tr("no source"), a.flip, a.then,
             changeProbabilityName(a.noWinner), formatPercent(a.pChange), rankedAssumptionRange(a));
}

SheetTable rankedAssumptionsTable(const Sheet &s)
{
    SheetTable t;
    const bool noWinner = !s.rankedAssumptions.empty() && s.rankedAssumptions.front().noWinner;
    t.headings = {tr("Number"), tr("Now"), noWinner ? tr("Something wins") : tr("The winner changes"),
                  changeProbabilityName(noWinner), tr("Over")};
    t.numeric = {false, true, false, true, false};
    for (const SheetRankedAssumption &a : s.rankedAssumptions) {
        t.rows.push_back({SheetCell{a.what, false, false, false, false},
                          SheetCell{a.value, false, false, false, true},
                          SheetCell{QStringLiteral("%1: %2").arg(a.flip, a.then), a.pChange > 0.0, false, a.pChange <= 0.0},
                          SheetCell{formatPercent(a.pChange), a.pChange > 0.0, false, a.pChange <= 0.0},
                          SheetCell{rankedAssumptionRange(a), false, false, true}});
        t.rowHighlight.push_back(false);
        t.rowOptional.push_back(a.pChange <= 0.0);
    }
    return t;
}

SheetTable keyNumbersTable(const Sheet &s)
{
    SheetTable t;
    t.headings = {tr("Alternative"), tr("$/GPU-h"), tr("$/useful GPU-h"), tr("Annual cost"), tr("Savings/yr"),
                  tr("Payback"), tr("SLA margin")};
    t.numeric = {false, true, true, true, true, true, true};
    for (std::size_t a = 0; a < s.alternatives.size(); ++a) {
        const SheetAlternative &sa = s.alternatives[a];
        const bool winner = a == 0 && sa.feasible && sa.ranked;
        const bool muted = !sa.feasible;
        std::vector<SheetCell> row;
        row.push_back({sa.name, winner, false, muted});
        row.push_back({sa.price.text, false, false, muted, sa.price.assumption, sa.price.footnote});
        for (const SheetValue *v : {&sa.effectivePrice, &sa.annualCost, &sa.savings, &sa.payback})
            row.push_back({v->text, false, false, muted});
        row.push_back({sa.slaMargin.text, false, sa.slaMargin.text.startsWith(u'-'), muted});
        t.rows.push_back(std::move(row));
        t.rowHighlight.push_back(winner);
        t.rowOptional.push_back(false);
    }
    return t;
}

SheetTable intervalsTable(const Sheet &s)
{
    SheetTable t;
    t.headings = {tr("Criterion"), tr("Weight"), tr("Winner holds"), tr("Who leads beyond it")};
    t.numeric = {false, true, true, false};
    for (const SheetInterval &iv : s.intervals) {
        const bool both = !iv.below.isEmpty() && !iv.above.isEmpty();
        const QString holds = isFree(iv)          ? tr("any")
                              : both              ? QStringLiteral("%1–%2").arg(formatPercent(iv.low), formatPercent(iv.high))
                              : !iv.above.isEmpty() ? QStringLiteral("≤ ") + formatPercent(iv.high)
                                                    : QStringLiteral("≥ ") + formatPercent(iv.low);
        QStringList who;
        if (!iv.below.isEmpty())
            who << tr("below: %1").arg(iv.below);
        if (!iv.above.isEmpty())
            who << tr("above: %1").arg(iv.above);
        t.rows.push_back({{iv.criterion}, {formatPercent(iv.weight)}, {holds, !isFree(iv)},
                          {who.isEmpty() ? tr("nobody") : who.join(QStringLiteral("; ")), false, false, who.isEmpty()}});
        t.rowHighlight.push_back(false);
        t.rowOptional.push_back(isFree(iv));
    }
    return t;
}

QString anyWeightSentence(const Sheet &s)
{
    QStringList free;
    for (const SheetInterval &iv : s.intervals)
        if (isFree(iv))
            free << iv.criterion;
    if (free.isEmpty())
        return {};
    const QString names = free.size() == 1 ? free.front()
                                           : free.mid(0, free.size() - 1).join(QStringLiteral(", ")) + tr(" or ") + free.back();
    return tr("Any weight of %1 keeps the winner.").arg(names);
}

SheetTable profilesTable(const Sheet &s)
{
    SheetTable t;
    t.headings = {tr("Profile"), tr("Winner"), tr("Lead")};
    t.numeric = {false, false, true};
    for (const SheetProfile &p : s.profiles) {
        const QString winner = (p.winner.isEmpty() ? tr("no ranking") : p.winner) + (p.flips ? tr(" (flips)") : QString());
        const QString lead = p.winner.isEmpty() || p.runnerUp.isEmpty() ? QStringLiteral("–") : formatSignedPointsShort(p.marginPoints);
        t.rows.push_back({{p.name + (p.active ? tr(" — this sheet") : QString()), p.active}, {winner, p.flips, p.flips}, {lead}});
        t.rowHighlight.push_back(p.active);
        t.rowOptional.push_back(false);
    }
    return t;
}

SheetTable termMapTable(const Sheet &s)
{
    SheetTable t;
    t.headings = QStringList{tr("Concept")} + s.termAlternatives;
    t.numeric.assign(std::size_t(t.headings.size()), false);
    for (const SheetTermRow &r : s.termMap) {
        std::vector<SheetCell> row{{r.conceptName, true}};
        for (const QString &term : r.terms)
            row.push_back({term.isEmpty() ? QStringLiteral("–") : term, false, false, term.isEmpty()});
        t.rows.push_back(std::move(row));
        t.rowHighlight.push_back(false);
        t.rowOptional.push_back(false);
    }
    return t;
}

QString moreRowsNote(int more)
{
    return tr("… %1 more rows; the full data is in the file.").arg(more);
}

SheetTable revisitTable(const Sheet &sheet)
{
    SheetTable t;
    t.headings = {tr("Reopen when"), tr("Now"), tr("From firing"), tr("Why")};
    t.numeric = {false, true, true, false};
    for (const SheetTrigger &trigger : sheet.triggers) {
        SheetCell distance{trigger.distance};
        distance.bad = trigger.fired;
        distance.strong = trigger.fired;
        t.rows.push_back({SheetCell{trigger.condition}, SheetCell{trigger.now}, distance, SheetCell{trigger.why}});
        t.rowHighlight.push_back(false);
        t.rowOptional.push_back(false);
    }
    return t;
}

QStringList decisionLines(const Sheet &sheet)
{
    QStringList lines{sheet.decision, sheet.decisionStanding, sheet.decisionRationale};
    lines.removeAll(QString());
    return lines;
}

QString revisitLead(const Sheet &sheet)
{
    if (sheet.decision.isEmpty())
        return {};
    QString lead = sheet.reviewBy.isEmpty() ? tr("No review date is set.") : sheet.reviewBy;
    lead += u' ';
    lead += sheet.triggers.empty() ? tr("No reopen trigger is recorded with the decision.")
                                   : tr("Reopen the decision when any of these holds:");
    return lead;
}

} // namespace verdict
