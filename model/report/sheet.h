#pragma once

#include "charts/tradeoff.h"
#include "core/message.h"
#include "core/projectdata.h"

#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace verdict {

class Evaluation;

// The one-page cheat sheet's content as plain values (docs/cheat-sheet.md): everything the page says, computed
// from a project by the existing engines (live ranking, sensitivity, SMAA, scenario model, chart data). The
// renderers in views/export decide what fits; this holds all of it.

struct SheetOptions
{
    QString date;              // empty: the project's date, else today (ISO 8601)
    // Monte Carlo samples: -1 = the run kept with the evaluation, else the project's (10,000 unless it says
    // otherwise); 0 = none; N = a run of at least N.
    std::int64_t samples = -1;
    QString fileName;          // the project file, named in the "full data is in the file" note
};

// One number as printed: text with its unit, whether it is an assumption, and its footnote (a source).
struct SheetValue
{
    QString text;             // "53 ms", "$138,545/yr", "n/a"
    bool assumption = false;  // provenance says "assumption"
    int footnote = 0;         // 1-based index into Sheet::footnotes; 0 = none
    QString range;            // the value's uncertainty, "1–3", when it has one
};

struct SheetCriterion
{
    int criterion = 0; // project index
    QString name;
    QString unit;
    Direction direction = Direction::Max;
    bool valued = false; // a value function says what each value is worth (shown as ∿, not an arrow)
    double weight = 0.0; // normalised weight of the sheet's profile; 0 when the criterion is left out
    bool used = true;    // takes part in the ranking
    QString group;       // its top-level group in the value tree ("Cost optimisation"), empty at the top level
    double groupWeight = 0.0; // that group's weight of the whole
};

struct SheetAlternative
{
    int alternative = 0; // project index
    QString name;
    bool baseline = false;
    bool ranked = false;       // false: missing values leave it out of the ranking
    int rank = 0;              // 1 = best; infeasible ones rank after every feasible one
    double score = 0.0;        // weighted score, 0..1 for the bounded normalisations
    double marginPoints = 0.0; // winner: lead over the runner-up; others: behind the leader (evaluation/liveranking.h)
    bool feasible = true;
    QStringList violations;    // the constraints it misses, as sentences
    QStringList missing;       // criteria without a value
    std::vector<SheetValue> values; // per Sheet::criteria
    std::optional<double> pFirst;   // Monte Carlo probability of ranking first (feasible, ranked ones)
    // Key numbers (scenario model): list price and effective price per GPU-hour, annual cost, savings against
    // the baseline, payback in months and SLA margin.
    SheetValue price, effectivePrice, annualCost, savings, payback, slaMargin;
};

// The weight interval of one criterion inside which the winner stays first (the others keep their proportions).
struct SheetInterval
{
    QString criterion;
    double weight = 0.0;
    double low = 0.0;
    double high = 1.0;
    QString below; // who takes over below `low` (empty: nobody within 0..100 %)
    QString above;
};

struct SheetProfile
{
    QString name;
    QString winner; // empty when the profile cannot be ranked
    QString runnerUp;
    double marginPoints = 0.0;
    bool active = false;
    bool flips = false;
    bool inCommittee = false; // a stakeholder's or the group profile, when SheetData::committee is set
};

struct SheetTermRow
{
    QString conceptName;
    QStringList terms; // parallel to Sheet::termAlternatives; "" when the row has no term for it
};

// Numbers whose provenance is `assumption`, grouped by what they belong to (an alternative, or the scenario).
struct SheetAssumption
{
    QString what;  // "Tool familiarity"
    QString value; // "2 (1–3)"
    QString note;  // the text after "assumption:", often empty
};
struct SheetAssumptionGroup
{
    QString owner; // "AKS + Azure Arc", or "Scenario"
    std::vector<SheetAssumption> items;
};

// One number the verdict rests on, as "what to check first" ranks it (review/assumptions.h): one whose change
// within ±100 % of it changes the winner.
struct SheetRankedAssumption
{
    QString what;           // "AKS + Azure Arc: GPU idle fraction"
    QString value;          // "12 %"
    bool stated = true;     // false: no source given at all (rather than marked as an assumption)
    QString flip;           // "above 12.9 %"
    QString then;           // "OpenShift on-prem wins", "no alternative is feasible"
    double pChange = 0.0;   // probability that the winner changes when only it varies over `range`
    QString range;          // "9.6 %–14.4 %"
    bool assumedRange = false; // ±20 % of it: the file gives no range
    bool noWinner = false;  // no alternative meets every gate: pChange is the probability that one does, and wins
};

// A reopen trigger of the recorded decision, as `verdict check` reads it today (review/decision.h, TriggerStatus).
struct SheetTrigger
{
    QString condition; // "OpenShift on-prem: Latency <= 44 ms"
    QString now;       // "49 ms"
    QString distance;  // "5 ms", "fired", "–"
    QString why;
    bool fired = false;
};

struct SheetFootnote
{
    int number = 0; // 1-based
    QString what;   // "AWS ECS, Price per GPU-hour $0.9/GPU-h"
    QString source; // the provenance's source: the text before the first ':' ("brief"), or all of it
    QString text;   // the whole provenance
};

struct Sheet
{
    QString title;
    QString author;
    QString date;
    QString scenario;      // the project's description
    QStringList facts;     // "SLA 50 ms", "budget $140,000/yr", "baseline AWS ECS", ...
    QString profile;       // the weight profile's name
    QString method = QStringLiteral("wsm"); // the ranking method (evaluation/evaluation.h)
    Normalization normalization = Normalization::MinMax;
    QString fileName;
    QString recommendation; // the one sentence, with the margin over the runner-up
    QString stability;      // "AKS + Azure Arc stays first while Migration cost weight is between 0 % and 8.8 %."
    QString smallestFlip;   // "Migration cost from 5 % to 8.8 % (3.8 points) lets OpenShift on-prem draw level."
    QString monteCarlo;     // what the Monte Carlo run was and what it says
    // With a value tree, where the winner's lead comes from, group by group (the weighted sum's contributions):
    // "By group against OpenShift on-prem: Performance efficiency +11.0, …, Security & compliance −3.8 points."
    QString byGroup;
    QStringList notes;      // left-out criteria and alternatives, rule messages

    std::vector<SheetCriterion> criteria;
    std::vector<SheetAlternative> alternatives; // ranked ones best first, then the unranked
    std::vector<SheetInterval> intervals;       // per used criterion, in weight order (heaviest first)
    std::vector<SheetProfile> profiles;
    // With stakeholders (review/committee.h): the committee view in a few lines, and in one paragraph for the
    // page: "Vote 2–2 between … · consensus AKS + Azure Arc. Finance would pick … if Latency rose from … to …."
    QStringList committee;
    QString committeeSummary;

    QStringList termAlternatives; // alternative names, the term map's columns
    std::vector<SheetTermRow> termMap;

    // What it would take (review/whatif.h): one sentence per other platform, in ranking order (the first
    // kQuickWhatIfAlternatives). What to check first (review/assumptions.h): its headline and the numbers that can
    // change the winner, most likely first; `assumptions` then lists the others. Both empty, with `analysesNote`
    // saying why and which command gives them, when the project is too large to search at export time
    // (exportCarriesSearches, review/assumptions.h: up to 1,000 × 30 under the weighted sum).
    QString whatIfWinner;
    QStringList whatIf;      // the full sentences (deck, HTML, Markdown)
    QStringList whatIfShort; // the same, shorter, for the one-page PDF
    QString assumptionsHeadline;
    std::vector<SheetRankedAssumption> rankedAssumptions;
    QString analysesNote;
    // The active what-if scenario whose numbers the sheet shows (core/scenarios.h); empty: the project's own.
    QString whatIfScenario;

    std::vector<SheetAssumptionGroup> assumptions; // without the ranked ones when `rankedAssumptions` is set
    int assumptionCount = 0;
    int unsourcedCount = 0; // input numbers with no provenance at all (neither footnoted nor listed as assumptions)
    std::vector<SheetFootnote> footnotes;

    TradeoffData tradeoff; // latency vs cost with SLA, budget and Pareto frontier (model/charts)
    std::int64_t samples = 0;
    std::uint64_t seed = 0;

    QString baselineName;
    QString keyNumbersNote; // "Savings against AWS ECS; 146,000 useful GPU-h/yr."

    // The decision record (issue 36; review/decision.h): the decision in force — or, with none, the newest proposed
    // one — and "When we revisit this": its review date and its reopen triggers, each with its number now, as
    // `verdict check` reads them today (evaluated as decided). All empty when the project records no decision.
    QString decision;          // "Decided: AKS + Azure Arc (accepted 2026-12-05 by Platform review board; d1)."
    QString decisionStanding;  // "It stands: …" or "Reopen it: N reasons. …"
    bool decisionReopen = false;
    QString decisionRationale; // "Why: …"
    QString reviewBy;          // "Review by 2027-03-01." / "The review was due on 2026-02-01."
    std::vector<SheetTrigger> triggers;
};

// Builds the sheet of an evaluation (its profile and method). Never fails: what cannot be computed is said in
// `notes` (and `messages` gets the engines' warnings). Runs Monte Carlo when `options` asks for it and the
// evaluation keeps no run: from the workbench, run it in the background first (Evaluation::runSmaa).
Sheet buildSheet(const Evaluation &evaluation, const SheetOptions &options, Messages &messages);
// The sheet of an evaluation with these options, made once and kept with it (an evaluation part): every export and
// the deck read this one.
std::shared_ptr<const Sheet> sheetOf(const Evaluation &evaluation, const SheetOptions &options, Messages &messages);
// The sheet sheetOf() would return, or null when it has not been made for this state yet.
std::shared_ptr<const Sheet> keptSheet(const Evaluation &evaluation, const SheetOptions &options);

// Whether a provenance marks an assumption ("assumption", "assumption: …", any case).
bool isAssumption(const QString &provenance);

// The collapsed footnotes: one line per distinct source, "brief: 1–7, 9, 12".
QStringList collapsedFootnotes(const std::vector<SheetFootnote> &footnotes);

// "1–3, 5, 7–9" for sorted numbers.
QString numberRanges(const std::vector<int> &numbers);

} // namespace verdict
