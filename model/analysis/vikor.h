#pragma once

#include "problem.h"
#include "ranking.h"

#include <optional>
#include <vector>

namespace verdict {

struct VikorResult
{
    double v = 0.5;
    std::vector<double> S;             // per row: group utility Σ_j w_j (f*_j − f_ij) / (f*_j − f−_j)
    std::vector<double> R;             // individual regret max_j w_j (f*_j − f_ij) / (f*_j − f−_j)
    std::vector<double> Q;             // the score, lower is better
    std::vector<RankedEntry> ranking;  // ascending by Q
    bool acceptableAdvantage = false;  // C1: Q(a″) − Q(a′) ≥ 1 / (n − 1)
    bool acceptableStability = false;  // C2: a′ is also best by S or by R
    std::vector<int> compromise;       // rows of the compromise solution(s), best first
};

// VIKOR (Opricovic & Tzeng 2004). f*_j is the best value of column j (max for benefit, min for cost), f−_j
// the worst; a constant column contributes 0. Q_i = v (S_i − S*) / (S− − S*) + (1 − v) (R_i − R*) / (R− − R*)
// with S* = min S, S− = max S (R likewise). A degenerate denominator (all S, or all R, equal) makes its term
// contribute 0 and adds a warning. The compromise set is {a′} when C1 and C2 hold, {a′, a″} when only C2
// fails, and a′ … a(M) (every alternative with Q − Q(a′) < 1/(n − 1)) when C1 fails. v must lie in [0, 1].
std::optional<VikorResult> vikor(const DecisionProblem &problem, double v, Messages &messages);

} // namespace verdict
