#pragma once

#include <vector>

namespace verdict {

// The one way weights are rescaled, in the weights panel and in the stability analysis: sets criterion `index`
// to `fraction` (0..1) of the total weight and rescales the other unlocked weights proportionally, so
// everything still sums to the same total. Locked weights keep their share; `fraction` is clamped to what the
// locked ones leave. When the other free weights are all 0 they share the rest equally. If every other weight
// is locked the weights are returned unchanged. An all-zero profile is treated as a total of 100.
std::vector<double> rescaleWeights(const std::vector<double> &weights, int index, double fraction,
                                   const std::vector<bool> &locked = {});

// Rank-order centroid weights (fractions summing to 1) for ranks 1..n: w_k = (1/n) Σ_{i=k..n} 1/i.
std::vector<double> rankOrderCentroid(int n);

} // namespace verdict
