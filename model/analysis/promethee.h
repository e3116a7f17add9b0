#pragma once

#include "core/matrix.h"
#include "problem.h"
#include "ranking.h"

#include <optional>
#include <vector>

namespace verdict {

struct PrometheeResult
{
    std::vector<double> phiPlus;       // per row: leaving (positive) flow
    std::vector<double> phiMinus;      // entering (negative) flow
    std::vector<double> phi;           // net flow, the score
    // Each criterion's part of the net flow, w_j · φ_j(a) with φ_j the single-criterion net flow: rows × columns,
    // and a row sums to phi (docs/methods.md, "The score breakdown under each method").
    Matrix weightedFlows;
    std::vector<PreferenceFunction> preferences; // the function used for each column
    std::vector<RankedEntry> ranking;  // best (highest net flow) first
};

// The generalised criterion P(d) for a difference d in the criterion's favourable direction (Brans & Vincke
// 1985): usual, U-shape (q), V-shape (p), level (q, p), linear (q, p), Gaussian (s). docs/methods.md.
double preferenceDegree(const PreferenceFunction &f, double d);

// Checks a preference function's parameters (q, p ≥ 0; p ≥ q for level and linear; p > 0 for V-shape;
// s > 0 for Gaussian); the message names "/criteria/J/preference".
bool checkPreference(const PreferenceFunction &f, const QString &criterion, int projectColumn, Messages &messages);

// PROMETHEE II: π(a, b) = Σ_j w_j P_j(d_j(a, b)) with d_j = x_aj − x_bj (benefit) or x_bj − x_aj (cost);
// φ+(a) = Σ_b π(a, b) / (n − 1), φ−(a) = Σ_b π(b, a) / (n − 1), φ = φ+ − φ−. With one alternative all
// flows are 0. Cost O(n² m).
std::optional<PrometheeResult> promethee(const DecisionProblem &problem, Messages &messages);

} // namespace verdict
