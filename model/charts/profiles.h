#pragma once

#include "chartinput.h"

#include <QStringList>

#include <vector>

namespace verdict {

// The weighted-sum scores under every stakeholder profile, side by side.
struct ProfileColumn
{
    QString name;
    bool active = false;
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
    Messages messages;
};

ProfilesData profilesData(const ChartInput &input);

} // namespace verdict
