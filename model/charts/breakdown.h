#pragma once

#include "chartinput.h"

#include <QStringList>

#include <vector>

namespace verdict {

// Stacked bars of each criterion's part of an alternative's score, in the method's rank order. The parts are the
// method's own decomposition where it has one (docs/methods.md, "The score breakdown under each method"):
// - weighted sum: w_j · r_ij, summing to the score;
// - weighted product: w_j · ln r_ij, summing to ln score (each criterion's pull below the ideal, ≤ 0);
// - PROMETHEE II: w_j · φ_j(a), each criterion's weighted net flow, summing to the net flow φ.
// TOPSIS and VIKOR have none: their bars are the weighted sum's w_j · r_ij, in the method's order, with the
// method's score beside each bar (`decomposes` is false).
struct BreakdownBar
{
    int alternative = -1; // project index
    QString name;
    int rank = 0;
    double score = 0.0;        // the method's score (as the ranking has it; VIKOR's Q is lower-better)
    double total = 0.0;        // Σ contributions: the score (weighted sum), ln score (weighted product), φ (PROMETHEE)
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
    std::vector<BreakdownBar> bars; // best first, by the method
    QString profileName;
    QString method = QStringLiteral("wsm"); // the ranking method (wsm, wpm, topsis, promethee, vikor)
    // True when the contributions are the method's own decomposition (wsm, wpm, promethee); false when they are
    // the weighted sum's, shown in the method's order.
    bool decomposes = true;
    Normalization normalization = Normalization::MinMax; // of the contributions (the weighted sum's or product's)
    Messages messages;
};

BreakdownData breakdownData(const ChartInput &input, int profile = -1, bool byGroup = false);

// The same bars with the entries summed by top-level group (unchanged for a flat problem): `problem` is the
// one the data was computed from.
BreakdownData groupedBreakdown(const BreakdownData &data, const DecisionProblem &problem);

} // namespace verdict
