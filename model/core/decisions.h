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
    bool operator==(const DecisionRecord &) const = default;
};

// The record in force: the last accepted one, or nullptr.
const DecisionRecord *acceptedDecision(const std::vector<DecisionRecord> &decisions);

// The id the next record gets: "d" and one more than the highest number of the "dN" ids so far.
QString nextDecisionId(const std::vector<DecisionRecord> &decisions);

// Appends `record` to the log; when it is accepted, the record in force so far becomes superseded.
void appendDecision(std::vector<DecisionRecord> &decisions, DecisionRecord record);

} // namespace verdict
