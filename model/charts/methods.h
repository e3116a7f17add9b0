#pragma once

#include "chartinput.h"

#include <QStringList>

#include <vector>

namespace verdict {

// The ranking under each method available in the engine (WSM, WPM, TOPSIS, PROMETHEE II, VIKOR).
struct MethodsData
{
    QStringList methods;            // "WSM", "TOPSIS", ...
    std::vector<int> alternatives;  // project indices of the ranked alternatives, project order
    QStringList names;
    std::vector<std::vector<int>> ranks; // [method][entry of alternatives], 1 = best
    std::vector<int> winners;            // per method, project alternative index
    std::vector<bool> consensus;         // per alternative: the same rank under every method
    int agreeingOnWinner = 0;            // how many methods pick the most-picked winner
    int commonWinner = -1;               // that winner
    Messages messages;
};

MethodsData methodsData(const ChartInput &input, int profile = -1);

// Fills consensus, agreeingOnWinner and commonWinner from ranks and winners.
void summarizeAgreement(MethodsData &data);

} // namespace verdict
