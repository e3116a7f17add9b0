#pragma once

#include "core/decisions.h"
#include "evaluation/evaluation.h"
#include "review/assumptions.h"
#include "review/whatif.h"

#include <QDate>
#include <QStringList>

#include <optional>

// Recording a decision from one evaluation (issue 36; docs/decisions-record.md): the record with its snapshot of
// what the decision rested on.
namespace verdict {

// The fingerprint of a project's inputs: "sha256:" and the SHA-256 of the project as its file holds it, without
// its metadata and its decision record — so a later version shows whether the numbers decided on have changed.
QString decisionInputsHash(const ProjectData &project);

struct DecisionRequest
{
    QString choose;    // the alternative's id or name (an exact name, else one that differs only in case)
    QString by;        // who decided
    QString rationale; // required when the choice is not the alternative ranked first
    QString reviewBy;  // YYYY-MM-DD, or empty
    QString vote;      // the committee's vote in words, or empty
    QString on;        // YYYY-MM-DD; empty: today
    DecisionStatus status = DecisionStatus::Accepted;
    std::vector<DecisionTrigger> triggers; // written by hand (parseTrigger) or suggested (suggestTriggers); ids set here
};

struct DecisionOutcome
{
    std::optional<DecisionRecord> record;
    QString field; // which request field was refused ("choose", "rationale", "review_by", "on")
    QString error; // why, as a sentence
};

// The record of `request` under `evaluation` (its method, profile and scenario), with the id that follows
// `existing`'s. Refused, with the field and the reason: an alternative that does not exist (or a name that is
// ambiguous), a choice other than the one ranked first without a rationale, a date that is not YYYY-MM-DD, a
// review date before the decision's.
DecisionOutcome makeDecision(const Evaluation &evaluation, const DecisionRequest &request);

// The alternative `text` names: its id, an exact name, else the one name that differs only in case; -1 with `why`
// (the alternatives listed, or the names that differ only in case).
int findAlternative(const ProjectData &project, const QString &text, QString &why);

// What a trigger reads, as the evaluation has it now: an alternative's scenario attribute or entered value (a formula
// criterion's computed value) or figure, a parameter, or a criterion's weight in the evaluated profile in % of the
// whole. NaN with `error` when it cannot be read (what it names is gone, the figure undefined).
struct TriggerReading
{
    double value = kMissing;
    QString what;   // "OpenShift on-prem: Latency", "Horizon", "Weight of TCO"
    QString unit;   // as the project gives it ("%" for a weight)
    QString source; // where the number comes from: its provenance, "computed", "not given"
    QString error;
    bool fires = false;    // NUMBER OP THRESHOLD holds
    double distance = 0.0; // how far the number is from the threshold, in its unit (0 at it; sign-free)
};
TriggerReading readTrigger(const Evaluation &evaluation, const DecisionTrigger &trigger);
// "<", "≤", ">", "≥": the comparison as conditions are written for people (triggerOpText gives the file's "<=").
QString triggerOpSymbol(TriggerOp op);
// "OpenShift on-prem: Latency <= 47.1 ms": the condition in words, the threshold to three significant digits.
QString triggerCondition(const ProjectData &project, const DecisionTrigger &trigger);

// Where a suggested trigger came from, in words: "from what it would take", "from what to check first"; empty for
// one written by hand.
QString triggerOriginText(const DecisionTrigger &trigger);

// A trigger written on the command line: "[ALTERNATIVE.]NAME OP NUMBER[: WHY]". With an alternative (its id), NAME is
// one of its attributes, a criterion (its entered value) or a figure (annual_cost, sla_margin, …); without one, a
// parameter, or weight(CRITERION). OP is <, <=, >, >= (≤, ≥). Ids, not names. nullopt with `why`.
std::optional<DecisionTrigger> parseTrigger(const ProjectData &project, const QString &text, QString &why);

// The triggers the analysis suggests for a decision taken under `evaluation` (docs/decision-record.md):
//  - for each other alternative whose what it would take is one change of one number, that number reaching the
//    change's value (origin "what_it_would_take"): "reopen if OpenShift on-prem: Latency <= 47.1 ms";
//  - for each assumption that can change the winner within ±100 %, that number reaching its flip value (origin
//    "assumption").
// The threshold is the analysis's boundary itself, included (<= or >=), so the trigger fires where the answer
// holds. One trigger per number and direction: where both find a boundary on the same side, the nearer one (it fires
// first, and whenever the farther would). Changes of two numbers together, or a feasibility step followed by another,
// give no trigger (no one number decides them). Ids are left for makeDecision to set.
std::vector<DecisionTrigger> suggestTriggers(const Evaluation &evaluation, const WhatIfReport &whatIf, const AssumptionReport &assumptions);

// `project` evaluated as `record` was decided: its method, and its profile and scenario by name. A profile or
// scenario no longer in the project is said in `gone` (one sentence each) and the active one is used instead.
Evaluation evaluateAsDecided(const ProjectData &project, const DecisionRecord &record, QStringList *gone = nullptr);

// Why a recorded decision should be reopened: one reason, with the number, the threshold and where each comes from.
struct ReopenReason
{
    enum class Kind { ReviewDue, AnotherFirst, ChosenFailsGate, ChosenGone, BasisGone, TriggerFired, TriggerUnreadable };
    Kind kind = Kind::ReviewDue;
    QString text; // the sentence printed: what fired, the number, the threshold, the source
};
QString reopenKindName(ReopenReason::Kind kind); // "review_due", "another_first", ...

struct DecisionCheck
{
    QString error;                        // why nothing could be checked (no decision in force): exit 1
    const DecisionRecord *record = nullptr; // the decision in force
    std::vector<ReopenReason> reasons;    // empty: the decision stands
    QString first;                        // the alternative ranked first now (name), empty when none meets every gate
    struct Trigger
    {
        const DecisionTrigger *trigger = nullptr;
        QString condition; // triggerCondition
        TriggerReading reading;
    };
    std::vector<Trigger> triggers;        // every trigger of the record, with its number now
    // The ranking now, evaluated as decided (every alternative, as DecisionSnapshot::ranking has its rows): what the
    // window's Compare with Record… sets beside the record's.
    std::vector<DecisionRankRow> ranking;
    bool inputsChanged = false;           // the inputs' hash differs from the record's
    bool stands() const { return error.isEmpty() && reasons.empty(); }
};

// Each reason of `check` without the record it refers to ("(decision d1 of 2026-06-01)"), for a view that names the
// record once above them (the window's notice and dock, the cheat sheet).
QStringList reopenReasonTexts(const DecisionCheck &check);

// A trigger as the views list it (the Decision dock, the sheet's "When we revisit this", the deck): its condition,
// its number now, how far that is from firing ("fired" when it holds), and why (with where it came from).
struct TriggerStatus
{
    QString id;
    QString condition; // "OpenShift on-prem: Latency <= 44 ms"
    QString now;       // "49 ms"; "cannot be read" when its number is gone
    QString distance;  // "5 ms"; "fired"; "–" when it cannot be read
    QString why;       // "OpenShift on-prem is first; from what to check first"
    QString source;    // where the number now comes from, or why it cannot be read
    bool fired = false;
    bool unreadable = false;
};
std::vector<TriggerStatus> triggerStatuses(const DecisionCheck &check);

// Checks the decision in force (the last accepted record) against `project` as it is now, on `today`, evaluated
// under the record's method, profile and scenario. Reasons to reopen it:
//  - the review is due: `today` is on or after its review date;
//  - the alternative first now is not the one first when it was decided (for a choice made against the ranking,
//    with a rationale, that is the ranking it overrode changing);
//  - the chosen alternative fails a gate now, or is no longer in the project;
//  - the profile or scenario it was evaluated under is gone;
//  - one of its triggers fires (NUMBER OP THRESHOLD holds now), or reads a number no longer in the project.
// `project` must hold the record (it is read from project.decisions).
DecisionCheck checkDecision(const ProjectData &project, const QDate &today);

} // namespace verdict
