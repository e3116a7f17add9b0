#pragma once

#include "chartinput.h"

#include <QStringList>

#include <vector>

namespace verdict {

// Stacked bars of each criterion's weighted contribution w_j · r_ij per alternative, in rank order.
struct BreakdownBar
{
    int alternative = -1; // project index
    QString name;
    int rank = 0;
    double score = 0.0;        // Σ contributions
    bool feasible = true;
    std::vector<double> contributions; // per entry of BreakdownData::criteria
};

struct BreakdownData
{
    QStringList criteria;         // labels, "Latency (ms)"
    std::vector<int> criterionIndex; // project criterion of each label
    std::vector<double> weights;  // normalised
    std::vector<BreakdownBar> bars; // best first
    QString profileName;
    Normalization normalization = Normalization::MinMax;
    Messages messages;
};

BreakdownData breakdownData(const ChartInput &input, int profile = -1);

} // namespace verdict
