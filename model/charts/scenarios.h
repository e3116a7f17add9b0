#pragma once

#include "core/message.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace verdict {

// One column of the scenario comparison (docs/stability.md, "What-if scenarios"): the base or one what-if scenario,
// ranked under the evaluation's profile and method.
struct ScenarioColumn
{
    QString name;          // "Base" or the scenario's name
    QString description;
    int index = -1;        // ProjectData::scenarios index; -1 for the base
    bool active = false;   // the scenario the evaluation shows
    QStringList overrides; // what it changes, a sentence each (overrideText)
    bool unchanged = false; // no override changes a number of the base: the base's results
    int winner = -1;       // project alternative index (first in the ranking); -1 when nothing can be ranked
    QString winnerName;
    bool winnerFeasible = false; // false: no alternative meets every gate, the winner is only the best of them
    QString runnerUpName;  // the best other alternative that meets every gate (any, when none does)
    double marginPoints = 0.0;   // the winner's lead over the runner-up
    std::vector<double> scores;  // per project alternative, NaN when not ranked
    std::vector<int> ranks;      // per project alternative, 0 when not ranked
    std::vector<bool> feasible;  // per project alternative: meets every gate
    std::vector<double> annualCost; // per project alternative: the annual cost figure, NaN when undefined
    QString note;          // why nothing is ranked
};

struct ScenariosData
{
    std::vector<int> alternatives; // project indices, in project order
    QStringList names;
    QString method;                // the ranking method of every column
    bool higherIsBetter = true;
    std::vector<ScenarioColumn> scenarios; // the base first, then the file's order
    Messages messages;
};

} // namespace verdict
