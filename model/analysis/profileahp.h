#pragma once

#include "ahp.h"
#include "core/message.h"
#include "core/projectdata.h"

#include <QStringList>

#include <map>

#include <optional>
#include <vector>

namespace verdict {

// AHP as one way to set a profile's weights (docs/methods.md, "AHP in a project"). A profile may store its
// pairwise judgments so the user can revise them: a flat profile's over its criteria (WeightProfile::ahp: item
// ids and the n × n matrix a_ij, "how much more important i is than j"); with a value tree, one matrix per node
// over that node's children, criteria and groups (WeightProfile::ahp for the top level, WeightProfile::groupAhp
// for a group). The weights derived from them are written into the profile's ordinary weights (a criterion's,
// and a group's group weight), which is what every ranking reads. The GUI's AHP dialog and `verdict ahp
// PROJECT [--group PATH]` both go through these functions.

struct ProfileAhp
{
    int profile = -1;            // project profile index
    int group = -1;              // the node: a group, or -1 for the top level (a flat profile's criteria)
    QStringList criteria;        // the matrix's item ids, in its row order
    std::vector<int> columns;    // per item: the project criterion index, or -1 for a group item
    std::vector<int> groups;     // per item: the group index, or -1 for a criterion item
    QStringList names;           // per item: the criterion's or group's name
    AhpResult result;            // weights in the matrix's order (sum 1), λmax, CI, RI, CR, worst judgments
    // The entered weights the profile gets. Per project criterion (parallel to ProjectData::criteria), and per
    // group id: the node's compared children get the AHP weights — on the scale of a flat profile's current
    // weights (times their current total, or times 100 when that total is 0), in percent within a tree's node —
    // and its children the matrix does not compare get 0; everything else keeps its weight.
    std::vector<double> weights;
    std::map<QString, double> groupWeights;
    QStringList leftOut;         // ids (ahpGroupItem for a group) of the node's children the matrix does not compare
};

// The stored judgments among the children of `group` (-1: the top level) of profile `wp`, or null.
const AhpJudgments *nodeJudgments(const WeightProfile &wp, const ProjectData &project, int group);

// Weights from the stored matrix of node `group` (-1: the top level) of `profile` (-1 = the active one), by
// `method`. nullopt with errors located in the project — /profiles/P/ahp (/profiles/P/ahp_groups/ID for a
// group): the profile has no AHP matrix there; …/criteria/K: not a criterion, or not a child of the node;
// …/matrix/I/J: a cell that is not positive, not 1 on the diagonal or not reciprocal within 1 %
// (checkAhpMatrix). A warning (not an error) names the children the matrix leaves out.
std::optional<ProfileAhp> profileAhpWeights(const ProjectData &project, int profile, AhpMethod method,
                                            Messages &messages, int group = -1);

// Sets the profile's weights to `ahp.weights` and `ahp.groupWeights`; the stored matrix stays, so it can be
// revised. False (and nothing changed) when `ahp` does not fit the project (profile index or criterion count).
bool applyProfileAhp(ProjectData &project, const ProfileAhp &ahp);

// A consistent starting matrix for `criteria` (ids) from the profile's current weights: a_ij = w_i / w_j,
// with 1 where either weight is 0. Unknown ids are skipped. For a dialog that opens on a profile without
// judgments yet.
AhpJudgments judgmentsFromWeights(const ProjectData &project, int profile, const QStringList &criteria);

} // namespace verdict
