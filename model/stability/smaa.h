#pragma once

#include "analysis/problem.h"
#include "valuesampler.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace verdict {

// SMAA-2 on the weighted sum (Lahdelma & Salminen 2001; docs/stability.md).
//
// Determinism: the N weight samples are cut into chunks of kSmaaChunk; chunk c draws its weights from a
// xoshiro256** stream seeded by (seed, c, 0) and its values from (seed, c, 1), with Verdict's own
// distribution code (random.h). Every accumulator is an integer (rank counts; winners' weights in units of
// 2^-32), so the result is bit-identical whatever the thread count or the order chunks finish in.

inline constexpr int kSmaaChunk = 4096;
inline constexpr int kMaxSmaaAlternatives = 1000; // rank acceptability is n × n
inline constexpr int kSmaaPilotSamples = 100'000; // rejection sampling: acceptance measured on this many
inline constexpr double kSmaaMinAcceptance = 1e-4;
inline constexpr double kZ95 = 1.959963984540054;

struct SmaaSettings
{
    std::int64_t samples = kDefaultSamples;
    std::uint64_t seed = kDefaultSeed;
    int threads = 0; // 0 = automatic: every core, or 1 for runs under 500,000 samples × alternatives
    Normalization normalization = Normalization::MinMax;
    std::vector<int> ordinal;                              // problem columns, most important first
    std::vector<std::optional<WeightInterval>> intervals;  // per problem column; empty = none
    std::vector<smaa::UncertainCell> uncertain;            // cells with a value distribution
    std::vector<bool> active; // per problem row; empty = the problem's `feasible` flags (empty = all)
    // Weight vectors (per problem column, non-negative, summing to 1) whose convex hull the weights are drawn from,
    // uniformly (smaa::HullSampler); empty: the whole simplex (or the value tree's). The committee's region.
    std::vector<std::vector<double>> hull;
    std::int64_t confidenceSamples = -1; // value draws for the confidence factors; −1 = min(samples, 10,000)
};

// Cancellation and progress for long runs. progress(done, total) counts work units (chunks) and is called on
// the thread that called runSmaa(), so a GUI worker can forward it with a queued signal.
struct SmaaControl
{
    const std::atomic<bool> *cancel = nullptr;
    std::function<void(int done, int total)> progress;
};

struct SmaaAlternative
{
    int row = 0;                        // problem row
    std::vector<double> acceptability;  // b(r) for ranks 1..n (index 0 = first)
    std::vector<double> centralWeights; // per problem column; empty when the alternative is never first
    double confidence = 0.0;            // P(first | its central weights), over value uncertainty
    double pFirst = 0.0;                // = acceptability[0]
    std::array<double, 2> pFirstCi{0.0, 1.0}; // 95 % Wilson score interval
};

// Thread time (seconds, summed over threads) of each phase, for the benchmark.
struct SmaaTimings
{
    double sampling = 0.0; // weights and values
    double scoring = 0.0;
    double ranking = 0.0;  // ranks, acceptability counts, central weights
    double confidence = 0.0;
};

struct SmaaResult
{
    std::int64_t samples = 0;
    std::uint64_t seed = 0;
    Normalization normalization = Normalization::MinMax;
    double acceptance = 1.0; // fraction of weight draws the interval constraints accepted (pilot estimate)
    int hullDimension = -1;  // with settings.hull: the dimension of the region the weights were drawn from
    std::int64_t confidenceSamples = 0;
    std::vector<SmaaAlternative> alternatives; // active rows, in problem order
    bool cancelled = false;  // then `alternatives` is empty
    int unitsDone = 0;       // work units finished (less than unitsTotal when cancelled)
    int unitsTotal = 0;
    SmaaTimings timings;
};

// The settings a project implies for a problem built from it: samples, seed and normalisation from its
// analysis settings; ordinal and interval constraints from the weight profile (-1 = active); uncertainty of
// every directly entered value (formula criteria are exact in this version). Unknown criterion ids in
// constraints give warnings and are skipped.
SmaaSettings smaaSettings(const ProjectData &project, const DecisionProblem &problem, int profile, Messages &messages);

// Runs SMAA-2. Returns nullopt with a message for invalid settings (too many samples or alternatives,
// impossible interval constraints, acceptance below kSmaaMinAcceptance, values refused by the normalisation).
// A cancelled run returns a result with cancelled = true.
std::optional<SmaaResult> runSmaa(const DecisionProblem &problem, const SmaaSettings &settings, Messages &messages,
                                  const SmaaControl &control = {});

// Wilson score interval for a binomial proportion (Wilson 1927), clamped to [0, 1]; [0, 1] for no trials.
std::array<double, 2> wilsonInterval(std::int64_t successes, std::int64_t trials, double z = kZ95);

} // namespace verdict
