#pragma once

#include "core/projectdata.h"

#include <vector>

namespace verdict {

// The committee's group profile (docs/methods.md, "The committee"). Profiles marked as a stakeholder's
// (WeightProfile::stakeholder) hold each person's own weights; the group profile (WeightProfile::computed) is
// computed from them, never typed:
//
// - at every node of the value tree (a flat project: its one node, the criteria), the children's local weights
//   are the voice-weighted arithmetic mean of the stakeholders' local weights there, w_c = Σ_s v_s w_sc / Σ_s v_s
//   (flat: the mean of their normalised weights);
// - where every stakeholder set a node's weights by AHP over the same items, the node's judgments are the
//   weighted geometric mean of theirs (aggregation of individual judgments), a_ij = Π_s a_sij^(v_s / Σ v), and its
//   children's weights are that matrix's principal eigenvector; the matrix is stored with the group profile, so
//   its consistency ratio can be shown (profileAhpWeights).
//
// Entered weights are in percent within each node (the criteria's in `weights`, the groups' in `groupWeights`).

// The profiles marked as a stakeholder's, in profile order.
std::vector<int> stakeholderProfiles(const ProjectData &project);
// The group profile, or -1.
int groupProfileIndex(const ProjectData &project);

// The group profile computed from the project's stakeholders; `base` gives its name and description. With no
// stakeholder every weight is 0.
WeightProfile computeGroupProfile(const ProjectData &project, const WeightProfile &base);

// Recomputes every computed profile from the stakeholders; true when one changed. It never fails: a stakeholder
// whose weights do not fit the project counts as all zero (the validator reports it).
bool refreshGroupProfiles(ProjectData &project);

} // namespace verdict
