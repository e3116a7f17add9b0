#pragma once

#include "chartinput.h"

#include <QStringList>

#include <vector>

namespace verdict {

// Where the committee disagrees (docs/methods.md, "The committee"): per criterion, every stakeholder's global
// weight side by side, against the group profile's weight and the interval of it that keeps the group's winner
// first by the ranking method (the weighted sum's exact: stability/sensitivity.h; another method's on a grid).
struct CriterionDisagreement
{
    int criterion = -1;          // project criterion index
    QString name;
    std::vector<double> weights; // per member, global, fraction of 1
    double group = 0.0;          // the group profile's global weight
    double mean = 0.0, spread = 0.0; // spread: largest − smallest
    int outlier = -1;            // member farthest from the mean
    bool changesWinner = false;  // the group's winner changes somewhere between the members' weights
    double keepLow = 0.0, keepHigh = 1.0; // the group profile's interval of this weight that keeps its winner
};

struct DisagreementData
{
    QStringList members;             // the stakeholders' profile names, in profile order
    std::vector<int> memberProfiles; // their profile indices
    QString groupName;               // the group profile's name ("the group" when the project has none)
    int groupWinner = -1;            // project alternative first by the ranking method under the group profile
    QString groupWinnerName;
    std::vector<CriterionDisagreement> rows; // the criteria whose spread changes the winner first, then by spread
    // The ranking method the bands keep the winner first by (the weighted sum's exact intervals; another method's
    // ranked again on a grid of weights); empty: no bands (too costly to rank again for every weight).
    QString bandMethod = QStringLiteral("wsm");
    Messages messages;                       // why there is nothing to draw
};

// The group profile is the project's computed one, else the one it would have (analysis/groupprofile.h).
// Criteria left out of ranking are left out here too. Nothing (with a message) without stakeholders.
DisagreementData disagreementData(const ChartInput &input);

} // namespace verdict
