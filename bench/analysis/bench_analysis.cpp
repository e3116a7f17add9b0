// Times the analysis engine on fixed synthetic problems and prints one "key<TAB>seconds" line per figure
// (docs/performance.md). bench/run.sh runs it next to the NumPy version and prints the ratios.
//
// Usage: verdict_bench_analysis [--quick] [--only PREFIX]
//   --quick: fewer samples and repetitions, for a smoke run; --only: only the benchmarks whose key starts
//   with PREFIX (smaa_exact, smaa_uncertain, smaa_small, wsm), e.g. under perf.
#include "loadaverage.h"
#include "analysis/normalize.h"
#include "analysis/topsis.h"
#include "analysis/wsm.h"
#include "stability/random.h"
#include "stability/smaa.h"
#include "core/memory.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <functional>
#include <vector>

using namespace verdict;

namespace {

using Clock = std::chrono::steady_clock;

// Values uniform in [1, 10]; every third criterion a cost criterion; equal weights. The NumPy script builds
// its own matrix with the same shape and distribution (the data do not change the work done).
DecisionProblem syntheticProblem(int n, int m, std::uint64_t seed)
{
    random::Xoshiro256 rng(seed);
    DecisionProblem p;
    p.alternatives = n;
    p.criteria = m;
    p.values = Matrix(n, m);
    for (double &x : p.values.data())
        x = 1.0 + 9.0 * rng.uniform();
    for (int j = 0; j < m; ++j) {
        p.directions.push_back(j % 3 == 0 ? Direction::Min : Direction::Max);
        p.columns.push_back(j);
    }
    p.scaleMin.assign(std::size_t(m), std::nullopt);
    p.scaleMax.assign(std::size_t(m), std::nullopt);
    p.weights.assign(std::size_t(m), 1.0 / m);
    for (int i = 0; i < n; ++i)
        p.rows.push_back(i);
    return p;
}

// Every cell uncertain: rows cycle through interval ±20 %, triangular ±20 %, normal with sd 10 %.
std::vector<smaa::UncertainCell> everyCellUncertain(const DecisionProblem &p)
{
    std::vector<smaa::UncertainCell> cells;
    for (int i = 0; i < p.alternatives; ++i)
        for (int j = 0; j < p.criteria; ++j) {
            const double x = p.values.at(i, j);
            Uncertainty u;
            u.kind = UncertaintyKind(i % 3);
            u.low = 0.8 * x;
            u.likely = x;
            u.high = 1.2 * x;
            u.mean = x;
            u.sd = 0.1 * x;
            cells.push_back({i, j, u});
        }
    return cells;
}

void print(const char *key, double seconds)
{
    std::printf("%s\t%.6f\n", key, seconds);
    std::fflush(stdout);
}

// The one-minute load average (/proc/loadavg) when a figure was taken: the machine is shared, so every
// figure is reported with it.
void printLoad(const char *key)
{
    char name[160];
    std::snprintf(name, sizeof name, "%s_load", key);
    print(name, bench::loadAverages()[0]);
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// Processor time of the whole process (every thread), seconds: what the run costs on an idle machine, where
// wall time under other builds' load does not say.
double cpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

double timeIt(const std::function<void()> &f)
{
    const auto t0 = Clock::now();
    f();
    return std::chrono::duration<double>(Clock::now() - t0).count();
}

void smaaRun(const char *prefix, const DecisionProblem &p, SmaaSettings s, int threads, int repeats)
{
    s.threads = threads;
    std::vector<double> wall;
    std::vector<SmaaTimings> phases;
    std::vector<double> cpu;
    for (int k = 0; k < repeats; ++k) {
        Messages messages;
        std::optional<SmaaResult> r;
        const double c0 = cpuSeconds();
        wall.push_back(timeIt([&] { r = runSmaa(p, s, messages); }));
        cpu.push_back(cpuSeconds() - c0);
        if (!r) {
            std::fprintf(stderr, "SMAA failed\n");
            std::exit(1);
        }
        phases.push_back(r->timings);
    }
    // The run with the median wall time gives the phase split.
    std::vector<std::size_t> order(wall.size());
    for (std::size_t k = 0; k < order.size(); ++k)
        order[k] = k;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return wall[a] < wall[b]; });
    const SmaaTimings &t = phases[order[order.size() / 2]];
    char key[128];
    std::snprintf(key, sizeof key, "%s_t%d", prefix, threads);
    print(key, median(wall));
    printLoad(key);
    std::snprintf(key, sizeof key, "%s_t%d_cpu", prefix, threads);
    print(key, median(cpu));
    // The split: thread time of each phase, scaled to the wall time of the run (they overlap on 2 threads).
    const double busy = t.sampling + t.scoring + t.ranking + t.confidence;
    const double w = median(wall);
    if (busy > 0.0 && repeats <= 5) {
        std::snprintf(key, sizeof key, "%s_t%d_sampling", prefix, threads);
        print(key, w * t.sampling / busy);
        std::snprintf(key, sizeof key, "%s_t%d_scoring", prefix, threads);
        print(key, w * t.scoring / busy);
        std::snprintf(key, sizeof key, "%s_t%d_ranking", prefix, threads);
        print(key, w * t.ranking / busy);
        if (t.confidence > 0.0) {
            std::snprintf(key, sizeof key, "%s_t%d_confidence", prefix, threads);
            print(key, w * t.confidence / busy);
        }
    }
}

} // namespace

int main(int argc, char **argv)
{
    keepLargeBlocks(); // as the application does
    bool quick = false;
    const char *only = ""; // --only PREFIX: the benchmarks whose key starts with PREFIX (for profiling)
    for (int k = 1; k < argc; ++k) {
        if (std::strcmp(argv[k], "--quick") == 0)
            quick = true;
        else if (std::strcmp(argv[k], "--only") == 0 && k + 1 < argc)
            only = argv[++k];
    }
    const int repeats = quick ? 5 : 50;
    auto wanted = [only](const char *key) { return std::strncmp(key, only, std::strlen(only)) == 0; };

    // SMAA, exact values: 1,000,000 weight samples on 100 × 20.
    if (wanted("smaa_exact")) {
        const DecisionProblem p = syntheticProblem(100, 20, 1);
        SmaaSettings s;
        s.samples = quick ? 100'000 : 1'000'000;
        s.seed = 7;
        for (int threads : {1, 2}) // median of 3: single runs vary a lot on the shared machine
            smaaRun("smaa_exact_100x20", p, s, threads, 3);
    }
    // SMAA with every value uncertain: 20,000 samples on 100 × 20, plus 10,000 confidence draws.
    if (wanted("smaa_uncertain")) {
        const DecisionProblem p = syntheticProblem(100, 20, 2);
        SmaaSettings s;
        s.samples = quick ? 5'000 : 20'000;
        s.seed = 7;
        s.uncertain = everyCellUncertain(p);
        for (int threads : {1, 2})
            smaaRun("smaa_uncertain_100x20", p, s, threads, 1);
    }
    // SMAA, 10,000 samples on 4 × 6 (the GUI's rerun-on-every-edit case): median of runs.
    if (wanted("smaa_small")) {
        const DecisionProblem p = syntheticProblem(4, 6, 3);
        SmaaSettings s;
        s.samples = 10'000;
        for (int threads : {1, 2})
            smaaRun("smaa_small_4x6", p, s, threads, repeats);
    }
    // Weighted sum and TOPSIS on 10,000 × 200: the engine call on the problem's dense row-major matrix,
    // median of 50, with 1 and 2 threads (rows in fixed blocks; the same bits either way).
    if (wanted("wsm") || wanted("topsis")) {
        const DecisionProblem p = syntheticProblem(10'000, 200, 4);
        for (int threads : {1, 2}) {
            std::vector<double> wsm, topsisTimes, wsmCpu, topsisCpu;
            for (int k = 0; k < repeats; ++k) {
                Messages messages;
                double c0 = cpuSeconds();
                wsm.push_back(timeIt([&] {
                    if (!weightedSum(p, Normalization::MinMax, messages, threads))
                        std::exit(1);
                }));
                double c1 = cpuSeconds();
                topsisTimes.push_back(timeIt([&] {
                    if (!topsis(p, messages, threads))
                        std::exit(1);
                }));
                wsmCpu.push_back(c1 - c0);
                topsisCpu.push_back(cpuSeconds() - c1);
            }
            char key[64];
            std::snprintf(key, sizeof key, "wsm_10000x200_t%d", threads);
            print(key, median(wsm));
            printLoad(key);
            std::snprintf(key, sizeof key, "wsm_10000x200_t%d_cpu", threads);
            print(key, median(wsmCpu));
            std::snprintf(key, sizeof key, "topsis_10000x200_t%d", threads);
            print(key, median(topsisTimes));
            printLoad(key);
            std::snprintf(key, sizeof key, "topsis_10000x200_t%d_cpu", threads);
            print(key, median(topsisCpu));
        }
    }
    return 0;
}
