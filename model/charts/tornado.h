#pragma once

#include "chartinput.h"

#include <vector>

namespace verdict {

// How far the winner's margin over the runner-up (the ranking method's score difference, in the better direction)
// moves when one input
// changes: a weight by ±20 % (relative, the others rescaled) or a value of the winner or runner-up over its
// uncertainty range (interval low–high, triangular low–high, normal mean ± 2 sd, else ±20 %; clamped to the
// criterion's scale bounds).
struct TornadoBar
{
    enum class Kind { Weight, Value };
    Kind kind = Kind::Weight;
    int criterion = -1;   // project index
    int alternative = -1; // project index for a value bar, -1 for a weight bar
    QString label;        // "TCO weight" or "GKE Autopilot: Latency"
    double lowInput = 0.0, highInput = 0.0;   // the weight (fraction) or the value at each end
    double lowMargin = 0.0, highMargin = 0.0; // the margin with the input at that end
    double swing() const { return std::abs(highMargin - lowMargin); }
};

struct TornadoData
{
    int winner = -1;   // project alternative indices
    int runnerUp = -1;
    QString winnerName, runnerUpName;
    QString method = QStringLiteral("wsm"); // the ranking method the margins are measured in
    double margin = 0.0;          // at the current inputs
    std::vector<TornadoBar> bars; // the 12 largest swings, largest first
    Messages messages;
};

inline constexpr double kTornadoRelativeChange = 0.2;
inline constexpr int kTornadoBars = 12;

TornadoData tornadoData(const ChartInput &input, int profile = -1);

} // namespace verdict
