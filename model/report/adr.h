#pragma once

#include "core/projectdata.h"

#include <QString>

// The decision in force as an Architecture Decision Record in MADR's layout (`verdict export FILE --adr OUT.md`,
// docs/decision-record.md, "The ADR"): context and problem statement, decision drivers (the value tree's groups and
// criteria with their weights, and the gates), considered options, the decision outcome with its rationale, its
// consequences, the pros and cons of each option, and more information (the triggers, the review date, the record).
// Every number is the one evaluation's, made as the decision was (its method, profile and scenario).
namespace verdict {

struct AdrResult
{
    QString markdown;
    QString error; // no accepted decision
};

AdrResult decisionAdr(const ProjectData &project, const QString &fileName);

} // namespace verdict
