#pragma once

#include "chartinput.h"

#include <QStringList>

#include <vector>

namespace verdict {

// The ranking method's scores under every stakeholder profile, side by side.
struct ProfileColumn
{
    QString name;
    bool active = false;
    bool computed = false;        // the group profile, computed from the stakeholders': a result, not a vote
    int winner = -1;              // project alternative index, -1 when the profile cannot be ranked
    std::vector<double> scores;   // per entry of ProfilesData::alternatives, NaN when not ranked
    std::vector<int> ranks;       // per entry, 0 when not ranked
    std::vector<bool> feasible;   // per entry: meets every gate (the chart pales the bars of those that do not)
};

struct ProfilesData
{
    std::vector<int> alternatives; // project indices, in project order
    QStringList names;
    std::vector<ProfileColumn> profiles;
    QString method = QStringLiteral("wsm"); // the ranking method of every column
    bool higherIsBetter = true;            // false for VIKOR's Q
    Messages messages;
};

ProfilesData profilesData(const ChartInput &input);

} // namespace verdict
