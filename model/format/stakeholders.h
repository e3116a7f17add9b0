#pragma once

#include "core/matrix.h"
#include "core/message.h"
#include "core/projectdata.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace verdict {

// Collecting the stakeholders' weights (docs/file-format.md, "Stakeholder weights"): a small CSV that one person
// fills in, or another .verdict file's profiles, merged into a project as stakeholders' profiles.
//
//     stakeholder,Finance
//     role,Head of finance
//     criterion,weight
//     tco,40
//     latency,10
//
// Every row has the same number of cells (the form's extra columns — name, unit, worst, best — are ignored on
// reading). Weights are a person's weights of the whole, in any unit; over a value tree they become weights
// within each group (ValueTree::withGlobalWeights).
struct StakeholderWeights
{
    QString source;   // the file it came from, for messages
    QString name, role;
    std::vector<std::pair<QString, double>> weights; // criterion id -> weight, in file order
    std::vector<Message> where; // per weight: a message located at its row (line, column) or pointer, for errors
    Message nameAt;             // where the name is
};

// One stakeholder from their CSV; nullopt with located messages (Message::syntax) when it is malformed.
std::optional<StakeholderWeights> readStakeholderCsv(const QByteArray &bytes, Messages &messages);

// Every typed profile of another project (its group profile aside), with its global weights by criterion id.
std::vector<StakeholderWeights> stakeholdersOfProject(const ProjectData &other, const QString &source);

// A message about one source.
struct SourcedMessage
{
    QString source;
    Message message;
};

// One stakeholder source, read from `path` (named `name` in messages and in StakeholderWeights::source): another
// .verdict project (stakeholdersOfProject) or, for any other name, a stakeholder's weights CSV. Appends what it read
// to `out` and returns true; false, with nothing appended and the refusals in `messages`, when the file cannot be
// read or is malformed. Diagnostics of a project that loads come along in `messages` too.
bool readStakeholderSource(const QString &path, const QString &name, std::vector<StakeholderWeights> &out,
                           std::vector<SourcedMessage> &messages);

// Adds the stakeholders to `project` as stakeholders' profiles (a profile of the same name is replaced; its role
// and voice kept unless the import gives a role), all or nothing: false, with `project` unchanged and a message per
// problem, when a weight names a criterion the project lacks, a criterion of the project has no weight, a weight
// is negative or not a number, every weight is 0, or two of them have the same name. The group profile follows.
bool mergeStakeholders(ProjectData &project, const std::vector<StakeholderWeights> &incoming,
                       std::vector<SourcedMessage> &messages);

// The form to send round: the stakeholder and role lines (empty, to fill in), then one row per criterion with
// its id, the weight to fill in (the active profile's, as a start, when `prefill`), its name, unit and swing (the
// alternatives' worst and best values, or its fixed scale). `values`: the effective matrix (formulas computed).
QByteArray writeStakeholderForm(const ProjectData &project, const SharedMatrix &values, bool prefill);

} // namespace verdict
