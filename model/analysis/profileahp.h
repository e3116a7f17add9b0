#pragma once

#include "ahp.h"
#include "core/message.h"
#include "core/projectdata.h"

#include <QStringList>

#include <optional>
#include <vector>

namespace verdict {

// AHP as one way to set a profile's weights (docs/methods.md, "AHP in a project"). A profile may store its
// pairwise judgments (WeightProfile::ahp: criterion ids and the n × n matrix a_ij, "how much more important
// i is than j") so the user can revise them; the weights derived from them are then written into the
// profile's ordinary weights, which is what every ranking reads. The GUI's AHP dialog and `verdict ahp
// PROJECT --profile NAME` both go through these functions.

struct ProfileAhp
{
    int profile = -1;            // project profile index
    QStringList criteria;        // the matrix's criterion ids, in its row order
    std::vector<int> columns;    // the project criterion index of each matrix row
    AhpResult result;            // weights in the matrix's order (sum 1), λmax, CI, RI, CR, worst judgments
    // Per project criterion (parallel to ProjectData::criteria): the weights the profile gets, on the scale of
    // the profile's current weights (the AHP weights times their current total, or times 100 when that total
    // is 0), and 0 for a criterion the matrix does not compare.
    std::vector<double> weights;
    QStringList leftOut;         // ids of the criteria the matrix does not compare (their weight becomes 0)
};

// Weights from the stored matrix of `profile` (-1 = the active one), by `method`. nullopt with errors located
// in the project — /profiles/P/ahp: the profile has no AHP matrix; /profiles/P/ahp/criteria/K: not a
// criterion; /profiles/P/ahp/matrix/I/J: a cell that is not positive, not 1 on the diagonal or not reciprocal
// within 1 % (checkAhpMatrix). A warning (not an error) names the criteria the matrix leaves out.
std::optional<ProfileAhp> profileAhpWeights(const ProjectData &project, int profile, AhpMethod method,
                                            Messages &messages);

// Sets the profile's weights to `ahp.weights`; the stored matrix stays, so it can be revised. False (and
// nothing changed) when `ahp` does not fit the project (profile index or criterion count).
bool applyProfileAhp(ProjectData &project, const ProfileAhp &ahp);

// A consistent starting matrix for `criteria` (ids) from the profile's current weights: a_ij = w_i / w_j,
// with 1 where either weight is 0. Unknown ids are skipped. For a dialog that opens on a profile without
// judgments yet.
AhpJudgments judgmentsFromWeights(const ProjectData &project, int profile, const QStringList &criteria);

} // namespace verdict
