#pragma once

#include "core/decisions.h"
#include "evaluation/evaluation.h"

#include <QDate>

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

// Why a recorded decision should be reopened: one reason, with the number, the threshold and where each comes from.
struct ReopenReason
{
    enum class Kind { ReviewDue, AnotherFirst, ChosenFailsGate, ChosenGone, BasisGone };
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
    bool stands() const { return error.isEmpty() && reasons.empty(); }
};

// Checks the decision in force (the last accepted record) against `project` as it is now, on `today`, evaluated
// under the record's method, profile and scenario. Reasons to reopen it:
//  - the review is due: `today` is on or after its review date;
//  - the alternative first now is not the one first when it was decided (for a choice made against the ranking,
//    with a rationale, that is the ranking it overrode changing);
//  - the chosen alternative fails a gate now, or is no longer in the project;
//  - the profile or scenario it was evaluated under is gone.
// `project` must hold the record (it is read from project.decisions).
DecisionCheck checkDecision(const ProjectData &project, const QDate &today);

} // namespace verdict
