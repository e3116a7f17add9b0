#pragma once

#include "chartinput.h"

#include <vector>

namespace verdict {

// Each alternative's score by the ranking method as one criterion's weight t goes from 0 to 1 with the other
// weights rescaled proportionally. Under the weighted sum score_i(t) = t · r_ij + (1 − t) · S_i, where S_i is the
// score from the other criteria with their weights renormalised to sum 1: linear in t, so lines and crossovers are
// exact. Under the other methods the scores are not linear in t (and depend on every alternative): each line is the
// method's score ranked again at kSweepSamples weights, and each change of winner is bisected to the crossing.
struct SweepLine
{
    int alternative = -1; // project index
    QString name;
    bool feasible = true;
    double at0 = 0.0; // score at t = 0
    double at1 = 0.0; // score at t = 1
    // The method's score at t = k / (samples.size() − 1); empty for the weighted sum's exact line.
    std::vector<double> samples;
    double at(double t) const;
};

inline constexpr int kSweepSamples = 51;

// The weight at which the winner (best feasible alternative) changes from `from` to `to`.
struct Crossover
{
    double weight = 0.0;
    double score = 0.0;
    int from = -1; // project alternative indices
    int to = -1;
};

struct SweepData
{
    int criterion = -1; // project index
    QString label;      // "TCO ($/yr)"
    double current = 0.0;
    QString method = QStringLiteral("wsm"); // the ranking method of the scores
    bool higherIsBetter = true;            // false for VIKOR's Q
    std::vector<SweepLine> lines; // project order
    std::vector<Crossover> crossovers;
    Messages messages;
};

// `criterionId` empty: the criterion with the largest weight.
SweepData sweepData(const ChartInput &input, int profile = -1, const QString &criterionId = {});

// The winner changes along t ∈ [0, 1] over lines (intercept, slope); the upper envelope, exactly. At a tie
// the line with the larger slope wins just after it (and at t = 0 the one with the larger score, then slope);
// lines that only meet at t = 1 tie there and change nothing.
// Lines whose `eligible` is false are ignored. Returns the crossovers with `from`/`to` as line indices.
std::vector<Crossover> envelopeCrossovers(const std::vector<SweepLine> &lines, const std::vector<bool> &eligible);

} // namespace verdict
