#include "deck.h"
#include "keptmodels.h"

#include "core/scenarios.h"

#include "evaluation/evaluation.h"
#include "review/committee.h"
#include "display/format.h"
#include "report/headlines.h"
#include "evaluation/wording.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace verdict {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("verdict::Deck", text);
}

ChartData chartOf(const Evaluation &evaluation, ChartKind kind, int profile, bool byGroup = false)
{
    ChartRequest request;
    request.kind = kind;
    request.profile = profile;
    request.byGroup = byGroup;
    return chartDataOf(evaluation, request);
}

// The table's first `limit` rows (the optional ones go first when it is too long), and the note about the rest.
void shorten(SheetTable &table, int limit, QString *note)
{
    const int total = int(table.rows.size());
    if (total <= limit)
        return;
    SheetTable kept = table;
    kept.rows.clear();
    kept.rowHighlight.clear();
    kept.rowOptional.clear();
    int optional = 0;
    for (bool o : table.rowOptional)
        optional += o ? 1 : 0;
    const bool dropOptional = total - optional <= limit;
    for (int r = 0; r < total && int(kept.rows.size()) < limit; ++r) {
        const bool isOptional = std::size_t(r) < table.rowOptional.size() && table.rowOptional[std::size_t(r)];
        if (dropOptional && isOptional)
            continue;
        kept.rows.push_back(table.rows[std::size_t(r)]);
        kept.rowHighlight.push_back(std::size_t(r) < table.rowHighlight.size() && table.rowHighlight[std::size_t(r)]);
        kept.rowOptional.push_back(isOptional);
    }
    const int more = total - int(kept.rows.size());
    table = std::move(kept);
    if (more > 0)
        *note = moreRowsNote(more);
}

// "brief (1, 3–5)": the sources of the footnotes a slide's table cites.
QStringList sourcesOf(const Sheet &sheet, const SheetTable &table)
{
    std::vector<int> cited;
    for (const auto &row : table.rows)
        for (const SheetCell &cell : row)
            if (cell.footnote > 0)
                cited.push_back(cell.footnote);
    std::sort(cited.begin(), cited.end());
    cited.erase(std::unique(cited.begin(), cited.end()), cited.end());
    QStringList out;
    for (int n : cited)
        for (const SheetFootnote &f : sheet.footnotes)
            if (f.number == n)
                out << QStringLiteral("%1. %2: %3").arg(n).arg(f.what, f.text);
    return out;
}

// The assumptions behind a slide's numbers, one line per owner ("Assumed (AKS + Azure Arc): Latency 44 ms; …"):
// those on `names` only, or every one when `names` is empty.
QStringList assumptionNotes(const Sheet &sheet, const QStringList &names = {})
{
    QStringList out;
    for (const SheetAssumptionGroup &g : sheet.assumptions) {
        QStringList items;
        for (const SheetAssumption &a : g.items)
            if (names.isEmpty() || names.contains(a.what))
                items << (a.note.isEmpty() ? QStringLiteral("%1 %2").arg(a.what, a.value) : QStringLiteral("%1 %2 (%3)").arg(a.what, a.value, a.note));
        if (!items.isEmpty())
            out << tr("Assumed (%1): %2").arg(g.owner, items.join(QStringLiteral("; ")));
    }
    return out;
}

} // namespace

static QString deckKey(const DeckOptions &options)
{
    return QStringLiteral("%1|%2|%3|%4").arg(options.sheet.date).arg(options.sheet.samples).arg(options.sheet.fileName).arg(options.maxTableRows);
}

std::shared_ptr<const Deck> deckOf(const Evaluation &evaluation, const DeckOptions &options, Messages &messages)
{
    return keptModel<Deck>(evaluation, deckKey(options), messages, [&](Messages &said) { return buildDeck(evaluation, options, said); });
}

std::shared_ptr<const Deck> keptDeck(const Evaluation &evaluation, const DeckOptions &options)
{
    return findKeptModel<Deck>(evaluation, deckKey(options));
}

Deck buildDeck(const Evaluation &evaluation, const DeckOptions &options, Messages &messages)
{
    const std::shared_ptr<const Sheet> kept = sheetOf(evaluation, options.sheet, messages); // the sheet's model, kept
    const Sheet &sheet = *kept;
    const ProjectData &project = evaluation.project();
    const int profile = evaluation.profile();
    Deck deck;
    deck.title = sheet.title;
    if (!sheet.whatIfScenario.isEmpty()) // every slide's footer says whose numbers it shows
        deck.title = tr("%1 — what-if scenario “%2”").arg(sheet.title, sheet.whatIfScenario);
    deck.date = sheet.date;
    deck.fileName = sheet.fileName;
    const QString method = methodTitle(sheet.method);

    // 1. The recommendation: the winner and its margin, method and profile, why each other one is not first.
    {
        DeckSlide s;
        s.id = QStringLiteral("recommendation");
        s.title = tr("The recommendation");
        s.headline = sheet.recommendation;
        s.lines << tr("Ranked by the %1 of the profile “%2”.").arg(method, sheet.profile);
        for (const SheetAlternative &a : sheet.alternatives) {
            if (&a == &sheet.alternatives.front() && a.feasible && a.ranked)
                continue;
            // The runner-up's distance, and why the others are out; the table gives every score.
            if (!a.ranked)
                s.lines << tr("%1: left out, no value for %2.").arg(a.name, a.missing.join(QStringLiteral(", ")));
            else if (!a.feasible)
                s.lines << tr("%1: fails a gate: %2.").arg(a.name, a.violations.join(QStringLiteral("; ")));
            else if (a.rank == 2)
                s.lines << tr("%1: %2 behind.").arg(a.name, formatPoints(std::abs(a.marginPoints)));
        }
        // The ranking: every platform's score and how far behind the leader it is.
        SheetTable t;
        t.headings = {tr("Rank"), tr("Platform"), tr("Score"), tr("Behind the leader")};
        t.numeric = {true, false, true, true};
        for (const SheetAlternative &a : sheet.alternatives) {
            if (!a.ranked)
                continue;
            const bool leader = &a == &sheet.alternatives.front();
            t.rows.push_back({SheetCell{QString::number(a.rank)},
                              SheetCell{a.feasible ? a.name : tr("%1 (infeasible)").arg(a.name), leader && a.feasible, false, !a.feasible},
                              SheetCell{formatScore(a.score), leader, false, !a.feasible},
                              SheetCell{leader ? tr("leads by %1").arg(formatPoints(a.marginPoints)) : formatPoints(std::abs(a.marginPoints)),
                                        false, false, !a.feasible}});
            t.rowHighlight.push_back(leader && a.feasible);
            t.rowOptional.push_back(false);
        }
        if (!t.rows.empty()) {
            shorten(t, options.maxTableRows, &s.tableNote);
            s.table = std::move(t);
        }
        s.speakerNotes << sheet.stability << sheet.notes << assumptionNotes(sheet);
        s.speakerNotes.removeAll(QString());
        deck.slides.push_back(std::move(s));
    }
    // 2. Latency vs cost: the trade-off map with the SLA and budget lines and the Pareto frontier.
    if (sheet.tradeoff.valid() && !sheet.tradeoff.points.empty()) {
        DeckSlide s;
        s.id = QStringLiteral("tradeoff");
        ChartData data = sheet.tradeoff;
        s.title = chartSlideTitle(data);
        s.headline = chartHeadline(data);
        for (const ReferenceLine &line : sheet.tradeoff.lines)
            s.speakerNotes << tr("Line: %1.").arg(line.label);
        s.speakerNotes << assumptionNotes(sheet, {sheet.tradeoff.x.name, sheet.tradeoff.y.name});
        s.sources << tr("Points: each platform's %1 and %2 from the matrix.").arg(sheet.tradeoff.x.name, sheet.tradeoff.y.name);
        // As the chart's caption in the window: where a name has no room, the rank stands for it.
        if (sheet.tradeoff.points.size() >= kTradeoffRankTagsFrom)
            s.sources << tr("#N on the map: the platform ranked N.");
        s.chart = std::move(data);
        deck.slides.push_back(std::move(s));
    }
    // 3. Why it wins: the score breakdown.
    if (evaluation.ranking().hasRanking()) {
        DeckSlide s;
        s.id = QStringLiteral("breakdown");
        // With a value tree the reviewer sees the groups (cost against performance), not every criterion.
        const bool byGroup = !project.groups.empty();
        ChartData data = chartOf(evaluation, ChartKind::Breakdown, profile, byGroup);
        s.title = tr("Why it wins");
        s.headline = chartHeadline(data);
        // What the segments are, as the chart's caption says: the method's own parts, or the weighted sum's.
        const QString of = byGroup ? tr("group of the value tree") : tr("criterion");
        if (const auto *b = std::get_if<BreakdownData>(&data)) {
            const QString normalisation = normalizationName(b->normalization);
            if (b->method == QLatin1String("promethee"))
                s.sources << tr("Each %1's weighted net flow w · φ; they sum to the PROMETHEE II net flow.").arg(of);
            else if (b->method == QLatin1String("wpm"))
                s.sources << tr("Each %1's pull below the ideal, w · ln r (%2 normalisation); they sum to ln of the weighted "
                                "product.").arg(of, normalisation);
            else if (!b->decomposes)
                s.sources << tr("%1 has no breakdown by %2: the weighted sum's parts (%3 normalisation), in %1's order.")
                                 .arg(methodLabel(b->method), of, normalisation);
            else
                s.sources << tr("Weighted contribution of each %1 (weighted sum, %2 normalisation).").arg(of, normalisation);
        }
        s.speakerNotes << assumptionNotes(sheet);
        s.chart = std::move(data);
        deck.slides.push_back(std::move(s));
    }
    // 4. How stable it is: the weight intervals, the smallest flip, the Monte Carlo odds.
    if (!sheet.intervals.empty() || !sheet.monteCarlo.isEmpty()) {
        DeckSlide s;
        s.id = QStringLiteral("stability");
        s.title = tr("How stable it is");
        s.headline = sheet.stability.isEmpty() ? sheet.smallestFlip : sheet.stability;
        if (!sheet.smallestFlip.isEmpty() && s.headline != sheet.smallestFlip)
            s.lines << sheet.smallestFlip;
        if (const QString any = anyWeightSentence(sheet); !any.isEmpty())
            s.lines << any;
        if (!sheet.monteCarlo.isEmpty())
            s.lines << sheet.monteCarlo;
        if (!sheet.intervals.empty()) {
            SheetTable t = intervalsTable(sheet);
            shorten(t, options.maxTableRows, &s.tableNote);
            s.table = std::move(t);
        }
        if (sheet.method != QLatin1String("wsm"))
            s.sources << tr("The weight intervals are the weighted sum's (exact); the ranking is by the %1.").arg(method);
        s.sources << tr("Intervals: exact, the other weights keeping their proportions (docs/stability.md).");
        deck.slides.push_back(std::move(s));
    }
    // 4b. What it would take for each other platform: the smallest change to one of its own numbers.
    if (!sheet.whatIf.isEmpty()) {
        DeckSlide s;
        s.id = QStringLiteral("whatif");
        s.title = sheet.whatIfWinner.isEmpty() ? tr("What it would take to meet every gate")
                                               : tr("What it would take for each other platform");
        s.headline = tr("Closest: %1").arg(sheet.whatIf.front());
        s.lines = sheet.whatIf.mid(1);
        s.sources << tr("Each change found by ranking the project again with it applied: a 1 % grid of the number, then "
                        "bisection to the crossing; its range is the file's, else ±20 % (docs/stability.md, \"What it would take\").");
        s.speakerNotes << (sheet.whatIfWinner.isEmpty() ? tr("No alternative meets every gate under the profile “%1”.").arg(sheet.profile)
                                                        : tr("%1 is first under the profile “%2”.").arg(sheet.whatIfWinner, sheet.profile))
                       << sheet.whatIf;
        deck.slides.push_back(std::move(s));
    }
    // 4c. What to check first: the assumed numbers that can change the winner, most likely first.
    if (!sheet.rankedAssumptions.empty()) {
        DeckSlide s;
        s.id = QStringLiteral("checks");
        s.title = tr("What to check first");
        s.headline = sheet.assumptionsHeadline;
        SheetTable t = rankedAssumptionsTable(sheet);
        shorten(t, options.maxTableRows, &s.tableNote);
        s.table = std::move(t);
        s.sources << tr("Each assumed or unsourced number alone over its range (the file's, else ±20 %), the project ranked "
                        "again at every value (docs/stability.md, \"What to check first\").");
        for (const SheetRankedAssumption &a : sheet.rankedAssumptions)
            s.speakerNotes << rankedAssumptionText(a);
        deck.slides.push_back(std::move(s));
    }
    // 4d. What if: the base and each what-if scenario side by side.
    if (!project.scenarios.empty() || !evaluation.baseProject().scenarios.empty()) {
        ChartData data = chartOf(evaluation, ChartKind::Scenarios, profile);
        if (chartHasContent(data)) {
            DeckSlide s;
            s.id = QStringLiteral("scenarios");
            s.title = chartSlideTitle(data);
            s.headline = chartHeadline(data);
            if (!sheet.whatIfScenario.isEmpty())
                s.lines << tr("The other slides show the what-if scenario “%1”.").arg(sheet.whatIfScenario);
            for (const NamedScenario &sc : evaluation.baseProject().scenarios) {
                QStringList overrides;
                for (const ScenarioOverride &o : sc.overrides)
                    overrides << overrideText(evaluation.baseProject(), o);
                s.speakerNotes << tr("%1: %2.").arg(sc.name, overrides.join(QStringLiteral("; ")));
            }
            s.sources << tr("Each scenario's overrides applied to the file's numbers, ranked under the same profile and method.");
            s.chart = std::move(data);
            deck.slides.push_back(std::move(s));
        }
    }
    // 5. Who would pick what: each profile's winner.
    if (project.profiles.size() > 1) {
        DeckSlide s;
        s.id = QStringLiteral("profiles");
        ChartData data = chartOf(evaluation, ChartKind::Profiles, profile);
        s.title = tr("Who would pick what");
        s.headline = chartHeadline(data);
        for (const SheetProfile &p : sheet.profiles)
            s.speakerNotes << (p.winner.isEmpty() ? tr("%1: cannot be ranked.").arg(p.name)
                                                  : tr("%1: %2, %3 ahead of %4.").arg(p.name, p.winner, formatPoints(p.marginPoints), p.runnerUp));
        s.chart = std::move(data);
        deck.slides.push_back(std::move(s));
    }
    // 5b. The committee: the vote, the consensus, what would bring each dissenter round, where they disagree.
    if (const Committee *c = committeeOf(evaluation)) {
        DeckSlide s;
        s.id = QStringLiteral("committee");
        s.title = tr("The committee");
        const QString consensus = c->consensus >= 0 ? c->alternativeNames.at(c->consensus) : QString();
        const QString group = c->groupWinner >= 0 ? c->alternativeNames.at(c->groupWinner) : QString();
        if (consensus.isEmpty())
            s.headline = tr("The vote: %1.").arg(c->tallyText);
        else if (consensus == group)
            s.headline = tr("The vote is %1; %2 is the consensus and the group's choice.").arg(c->tallyText, consensus);
        else
            s.headline = tr("The vote is %1; the consensus is %2, the group's weights pick %3.").arg(c->tallyText, consensus, group);
        if (!c->consensusWhy.isEmpty())
            s.lines << c->consensusWhy;
        if (!c->odds.text.isEmpty())
            s.lines << c->odds.text;
        for (const CommitteeMember &m : c->members)
            if (m.dissents && !m.toAgreeText.isEmpty())
                s.lines << m.toAgreeText;
        ChartData data = chartOf(evaluation, ChartKind::Committee, profile);
        const QString bandMethod = std::get<DisagreementData>(data).bandMethod;
        if (chartHasContent(data))
            s.chart = std::move(data);
        QStringList borda;
        for (const auto &[a, points] : c->borda)
            borda << tr("%1 %2").arg(c->alternativeNames.at(a)).arg(points);
        s.speakerNotes << tr("Borda count: %1.").arg(borda.join(QStringLiteral(", ")));
        for (const CommitteeMember &m : c->members) {
            QStringList order;
            for (const int a : m.ranking)
                order << c->alternativeNames.at(a);
            s.speakerNotes << tr("%1%2: %3.").arg(m.name, m.role.isEmpty() ? QString() : tr(" (%1)").arg(m.role),
                                                  order.isEmpty() ? tr("nothing feasible") : order.join(QStringLiteral(" > ")));
        }
        s.sources << tr("Each stakeholder's own weights; the group's: their voice-weighted mean (docs/methods.md, \"The committee\").");
        if (bandMethod == QLatin1String("wsm"))
            s.sources << tr("Bands: where the group's winner stays first as that one weight moves (weighted sum, exact).");
        else if (!bandMethod.isEmpty())
            s.sources << tr("Bands: where the group's winner stays first by %1 as that one weight moves (ranked again on a "
                            "2 % grid of the weight, each edge bisected).").arg(methodTitle(bandMethod));
        deck.slides.push_back(std::move(s));
    }
    // 6. The gates: every constraint, who fails it and by how much.
    if (!project.constraints.empty()) {
        DeckSlide s;
        s.id = QStringLiteral("gates");
        s.title = tr("The gates");
        SheetTable t;
        t.headings = {tr("Platform"), tr("Gate")};
        t.numeric = {false, false};
        QStringList failing, passing;
        for (const SheetAlternative &a : sheet.alternatives) {
            if (a.violations.isEmpty()) {
                passing << a.name;
                continue;
            }
            failing << a.name;
            for (const QString &v : a.violations) {
                t.rows.push_back({SheetCell{a.name, false, true}, SheetCell{v}});
                t.rowHighlight.push_back(false);
                t.rowOptional.push_back(false);
            }
        }
        for (const Constraint &c : project.constraints)
            s.lines << tr("Gate: %1").arg(c.description.isEmpty() ? c.expression : c.description);
        if (failing.isEmpty())
            s.headline = tr("Every platform passes every gate.");
        else if (passing.isEmpty())
            s.headline = tr("No platform passes every gate.");
        else
            s.headline = tr("%1 %2 a gate; %3 %4 every one.")
                             .arg(listOf(failing), failing.size() == 1 ? tr("fails") : tr("fail"), listOf(passing),
                                  passing.size() == 1 ? tr("passes") : tr("pass"));
        if (!t.rows.empty()) {
            shorten(t, options.maxTableRows, &s.tableNote);
            s.table = std::move(t);
        }
        deck.slides.push_back(std::move(s));
    }
    // 6b. The recorded decision, and when we revisit it (issue 36): whether it stands, and each reopen trigger with its
    // number now, as verdict check reads them today.
    if (!sheet.decision.isEmpty()) {
        DeckSlide s;
        s.id = QStringLiteral("decision");
        s.title = tr("The decision, and when we revisit it");
        s.headline = sheet.decision;
        s.lines = decisionLines(sheet).mid(1); // whether it stands, why
        s.lines << revisitLead(sheet);
        if (!sheet.triggers.empty()) {
            SheetTable t = revisitTable(sheet);
            shorten(t, options.maxTableRows, &s.tableNote);
            s.table = std::move(t);
        }
        s.sources << tr("The project's decision record; each trigger's number read now as the decision was ranked (its method, "
                        "profile and scenario), as verdict check reads it (docs/decision-record.md).");
        for (const SheetTrigger &t : sheet.triggers)
            s.speakerNotes << tr("Reopen when %1: now %2 (%3)%4").arg(t.condition, t.now, t.fired ? tr("fired") : tr("%1 from firing").arg(t.distance),
                                                                     t.why.isEmpty() ? QString() : QStringLiteral("; ") + t.why);
        deck.slides.push_back(std::move(s));
    }
    // 7. Key numbers: $/useful GPU-hour, savings, payback, SLA margin per platform.
    {
        SheetTable t = keyNumbersTable(sheet);
        bool any = false;
        for (const auto &row : t.rows)
            for (std::size_t c = 1; c < row.size(); ++c)
                any = any || (!row[c].text.isEmpty() && row[c].text != QLatin1String("n/a") && row[c].text != QLatin1String("–"));
        if (any && !sheet.alternatives.empty()) {
            DeckSlide s;
            s.id = QStringLiteral("numbers");
            s.title = tr("Key numbers");
            const SheetAlternative &w = sheet.alternatives.front();
            s.headline = w.savings.text.isEmpty() || !w.feasible
                             ? tr("What each platform costs and how it meets the SLA.")
                             : tr("%1 costs %2 a year and saves %3 a year against %4.").arg(w.name, w.annualCost.text, w.savings.text, sheet.baselineName);
            if (!sheet.keyNumbersNote.isEmpty())
                s.lines << sheet.keyNumbersNote;
            shorten(t, options.maxTableRows, &s.tableNote);
            s.sources = sourcesOf(sheet, t); // of the rows shown
            s.speakerNotes << assumptionNotes(sheet);
            s.table = std::move(t);
            deck.slides.push_back(std::move(s));
        }
    }
    // 8. The same concept on each platform: the term map.
    if (!sheet.termMap.empty()) {
        DeckSlide s;
        s.id = QStringLiteral("terms");
        s.title = tr("The same concept on each platform");
        s.headline = tr("%1 concepts mapped across %2 platforms, so the review speaks one language.")
                         .arg(sheet.termMap.size())
                         .arg(sheet.termAlternatives.size());
        SheetTable t = termMapTable(sheet);
        shorten(t, options.maxTableRows, &s.tableNote);
        s.table = std::move(t);
        deck.slides.push_back(std::move(s));
    }
    // 9. What it rests on: assumptions and sources.
    {
        DeckSlide s;
        s.id = QStringLiteral("basis");
        s.title = tr("What it rests on");
        const int sourced = int(sheet.footnotes.size());
        s.headline = sheet.unsourcedCount > 0
                         ? tr("The numbers rest on %1 sources and %2 assumptions; %3 have no source.")
                               .arg(formatCount(sourced), formatCount(sheet.assumptionCount), formatCount(sheet.unsourcedCount))
                         : tr("The numbers rest on %1 sources and %2 assumptions.").arg(formatCount(sourced), formatCount(sheet.assumptionCount));
        for (const SheetAssumptionGroup &g : sheet.assumptions) {
            QStringList items;
            for (const SheetAssumption &a : g.items)
                items << QStringLiteral("%1 %2").arg(a.what, a.value);
            s.lines << tr("Assumed (%1): %2").arg(g.owner, items.join(QStringLiteral("; ")));
        }
        const QStringList collapsed = collapsedFootnotes(sheet.footnotes);
        const int keep = std::min<int>(int(collapsed.size()), options.maxTableRows);
        s.sources = collapsed.mid(0, keep);
        if (collapsed.size() > keep)
            s.tableNote = moreRowsNote(int(collapsed.size()) - keep);
        for (const SheetFootnote &f : sheet.footnotes)
            s.speakerNotes << QStringLiteral("%1. %2: %3").arg(f.number).arg(f.what, f.text);
        if (sourced > 0 || sheet.assumptionCount > 0)
            deck.slides.push_back(std::move(s));
    }
    // Every slide's notes end with the sources of its numbers, so the presenter has them at hand.
    for (DeckSlide &slide : deck.slides) {
        for (const QString &source : slide.sources)
            if (!slide.speakerNotes.contains(source))
                slide.speakerNotes << tr("Source: %1").arg(source);
        if (slide.speakerNotes.isEmpty())
            slide.speakerNotes << tr("The numbers on this slide are the file's own; nothing on it is assumed.");
    }
    return deck;
}

} // namespace verdict
