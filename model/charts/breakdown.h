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
    // By group (a value tree): one entry per top-level group, its criteria's contributions summed, and one per
    // top-level criterion; `criterionIndex` is then -1 for a group's entry.
    bool byGroup = false;
    QStringList criteria;         // labels, "Latency (ms)" (or a group's name)
    std::vector<int> criterionIndex; // project criterion of each label
    std::vector<double> weights;  // normalised
    std::vector<BreakdownBar> bars; // best first
    QString profileName;
    Normalization normalization = Normalization::MinMax;
    Messages messages;
};

BreakdownData breakdownData(const ChartInput &input, int profile = -1, bool byGroup = false);

// The same bars with the entries summed by top-level group (unchanged for a flat problem): `problem` is the
// one the data was computed from.
BreakdownData groupedBreakdown(const BreakdownData &data, const DecisionProblem &problem);

} // namespace verdict
