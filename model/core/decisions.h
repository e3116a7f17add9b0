#pragma once

#include <QString>

#include <map>
#include <optional>
#include <vector>

// The decision record kept in a project (issue 36; docs/file-format.md, "Decisions"): what was decided, by whom,
// on which numbers. An append-only log: the window and the CLI only add records, and accepting one marks the
// previous accepted record superseded.
namespace verdict {

enum class DecisionStatus { Proposed, Accepted, Superseded, Rejected };
QString decisionStatusName(DecisionStatus s);                           // "proposed", "accepted", ...
std::optional<DecisionStatus> parseDecisionStatus(const QString &text); // exact, lower case

// One row of the ranking as it stood when the decision was recorded.
struct DecisionRankRow
{
    QString alternative; // id
    QString name;        // as it was then (a later rename does not rewrite history)
    int rank = 0;
    double score = 0.0;        // the method's own score
    double marginPoints = 0.0; // as the window shows it: the leader's lead, or how far behind the leader (points)
    bool feasible = true;
    bool operator==(const DecisionRankRow &) const = default;
};

// What the decision rested on: the evaluation it was recorded from.
struct DecisionSnapshot
{
    QString method;   // wsm, wpm, topsis, promethee, vikor
    QString profile;  // the weight profile's name
    QString scenario; // the what-if scenario's name, empty for the base
    QString inputs;   // "sha256:…" of the project's inputs (everything but metadata and the decisions)
    QString winner;   // id of the alternative ranked first then, empty when nothing was ranked
    int alternatives = 0;               // how many the ranking had (the rows below are the top ones)
    std::vector<DecisionRankRow> ranking; // the top ten, and the chosen one where it ranked lower
    std::map<QString, double> figures;  // the chosen alternative's defined figures by id ("annual_cost")
    bool operator==(const DecisionSnapshot &) const = default;
};

// A reopen trigger (a kill criterion): a condition on one number, fixed when the decision is recorded, under which
// the decision is reopened. It fires when `number OP threshold` holds: "<" and ">" exclude the threshold, "<=" and
// ">=" include it (docs/decision-record.md, "Reopen triggers").
enum class TriggerSubject {
    Attribute, // an alternative's scenario attribute: `alternative`, `target` = attribute id
    Value,     // an alternative's entered value: `alternative`, `target` = criterion id
    Figure,    // an alternative's computed figure: `alternative`, `target` = figure id ("sla_margin")
    Parameter, // `target` = parameter id
    Weight,    // a criterion's weight in the record's profile, in % of the whole: `target` = criterion id
};
QString triggerSubjectName(TriggerSubject s); // "attribute", "value", "figure", "parameter", "weight"
std::optional<TriggerSubject> parseTriggerSubject(const QString &text);

enum class TriggerOp { Less, LessOrEqual, Greater, GreaterOrEqual };
QString triggerOpText(TriggerOp op); // "<", "<=", ">", ">="
std::optional<TriggerOp> parseTriggerOp(const QString &text); // also "≤" and "≥"
bool triggerHolds(TriggerOp op, double number, double threshold); // false for NaN

struct DecisionTrigger
{
    QString id; // "t1", "t2", … within its record
    TriggerSubject subject = TriggerSubject::Attribute;
    QString alternative; // attribute, value and figure: the alternative's id
    QString target;      // the attribute, criterion, figure or parameter id
    TriggerOp op = TriggerOp::Less;
    double threshold = 0.0;
    QString why;    // in words: "OpenShift on-prem wins below it"
    QString origin; // "what_it_would_take" or "assumption" when suggested from the analysis; empty when written by hand
    bool operator==(const DecisionTrigger &) const = default;
};

struct DecisionRecord
{
    QString id; // "d1", "d2", … in the order recorded
    DecisionStatus status = DecisionStatus::Accepted;
    QString chosen;     // alternative id; may differ from the snapshot's winner, then `rationale` says why
    QString chosenName; // its name when recorded
    QString decidedOn;  // ISO 8601 date
    QString decidedBy;
    QString vote;       // the committee's vote in words, when there was one
    QString rationale;
    QString reviewBy;   // ISO 8601 date, or empty
    DecisionSnapshot snapshot;
    std::vector<DecisionTrigger> triggers; // the conditions under which it is reopened
    bool operator==(const DecisionRecord &) const = default;
};

// The record in force: the last accepted one, or nullptr.
const DecisionRecord *acceptedDecision(const std::vector<DecisionRecord> &decisions);

// The id the next record gets: "d" and one more than the highest number of the "dN" ids so far.
QString nextDecisionId(const std::vector<DecisionRecord> &decisions);

// The id the next trigger of `triggers` gets: "t" and one more than the highest "tN" so far.
QString nextTriggerId(const std::vector<DecisionTrigger> &triggers);

// Appends `record` to the log; when it is accepted, the record in force so far becomes superseded.
void appendDecision(std::vector<DecisionRecord> &decisions, DecisionRecord record);

} // namespace verdict
