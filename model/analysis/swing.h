#pragma once

#include "core/matrix.h"
#include "core/projectdata.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace verdict {

// Swing weighting (docs/methods.md, "Swing weighting"). A criterion's swing is its range from the worst to the
// best value: across the fixed scale when the criterion has both bounds, else across the alternatives' values
// (`values`: the effective matrix, formula criteria computed). A group's swing is every criterion under it going
// from worst to best at once.
struct Swing
{
    bool isGroup = false;
    int index = 0;                     // criterion column or group
    std::optional<double> worst, best; // a criterion's range; none for a group, or a criterion without values
    QString name;                      // the criterion's or group's name
    QString text;                      // "Latency from 53 ms to 44 ms", "Cost optimisation from worst to best"
};

// The swings of the children of `group` (-1: the top level) of the project's value tree (a flat project: every
// criterion), in ValueTree::children order.
std::vector<Swing> swingsOf(const ProjectData &project, const SharedMatrix &values, int group);

// A criterion with a value function: its weight is the swing of its worth from 0 to 100, so a rating of the
// alternatives' narrower swing (worth 0 → 84, say) enters as rating × 100 / 84.
//
// `profile` with the children of `group` weighted by swing ratings: `order` indexes swingsOf(..., group), most
// important first, `ratings` (0–100) parallel to it. The children's entered weights become the ratings (so their
// weights are the normalised ratings), and the ratings are stored with their ranges (WeightProfile::swing; the
// node's earlier ratings are replaced).
WeightProfile withSwingWeights(const ProjectData &project, const SharedMatrix &values, const WeightProfile &profile, int group,
                               const std::vector<int> &order, const std::vector<double> &ratings);

// For each criterion rated by swing whose range has changed since, under a normalisation that depends on the
// range (min–max without both scale bounds, and no value function): what its weight meant and what the range
// is now, e.g. "Latency 15 % meant 53 → 44 ms; the range is now 53 → 38 ms."
QStringList swingWarnings(const ProjectData &project, const SharedMatrix &values, const WeightProfile &profile);

// `profile` without the swing ratings of the children of `group` (their weights were set another way since).
WeightProfile withoutSwingRatings(const ProjectData &project, const WeightProfile &profile, int group);

} // namespace verdict
