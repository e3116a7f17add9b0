#pragma once

#include "core/decisions.h"
#include "evaluation/evaluation.h"

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

} // namespace verdict
