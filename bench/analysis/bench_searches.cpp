// What it would take and what to check first beyond the sample (docs/performance.md, "The searches"): wall time
// (both run on every core) of analyzeWhatIf and analyzeAssumptions on generated projects — values uniform in
// [1, 10], every third criterion a cost, equal weights, no sources (every number is an assumption), as issue 34
// measured them — with the quick trials (the product) and, as the reference in the same invocation, a whole
// evaluation per trial (TrialMode::Full: the code before the quick trials). The reference is slow (two minutes
// and more at 200 × 20): it runs for the sizes given to --reference.
//
//   verdict_bench_searches [--sizes 50x10,200x20] [--reference 50x10] [--runs N] [--method wsm|wpm|topsis|vikor|promethee]
#include "loadaverage.h"
#include "core/projectdata.h"
#include "review/assumptions.h"
#include "review/whatif.h"
#include "core/memory.h"

#include <QStringList>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

using namespace verdict;

namespace {

ProjectData generated(int n, int m, const QString &method)
{
    ProjectData p = makeEmptyProject();
    p.analysis.method = method;
    WeightProfile &profile = p.profiles.front();
    for (int c = 0; c < m; ++c) {
        Criterion criterion;
        criterion.id = QStringLiteral("c%1").arg(c + 1);
        criterion.name = QStringLiteral("C%1").arg(c + 1);
        criterion.direction = c % 3 == 2 ? Direction::Min : Direction::Max;
        p.criteria.push_back(criterion);
        profile.weights.push_back(1.0);
    }
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> value(1.0, 10.0);
    p.values = SharedMatrix(n, m);
    for (int a = 0; a < n; ++a) {
        Alternative alternative;
        alternative.id = QStringLiteral("a%1").arg(a + 1);
        alternative.name = QStringLiteral("A%1").arg(a + 1);
        p.alternatives.push_back(alternative);
        for (int c = 0; c < m; ++c)
            p.values.set(a, c, std::round(value(rng) * 1000.0) / 1000.0);
    }
    return p;
}

template <typename F>
double medianSeconds(int runs, F f)
{
    std::vector<double> times;
    for (int r = 0; r < runs; ++r) {
        const auto start = std::chrono::steady_clock::now();
        f();
        times.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

QStringList sizesOf(const char *text)
{
    return QString::fromLocal8Bit(text).split(u',', Qt::SkipEmptyParts);
}

} // namespace

int main(int argc, char **argv)
{
    keepLargeBlocks(); // as the application does
    QStringList sizes{QStringLiteral("50x10"), QStringLiteral("200x20")}, reference{QStringLiteral("50x10")};
    int runs = 3;
    QString method = QStringLiteral("wsm");
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--sizes") == 0 && i + 1 < argc)
            sizes = sizesOf(argv[++i]);
        else if (std::strcmp(argv[i], "--reference") == 0 && i + 1 < argc)
            reference = sizesOf(argv[++i]);
        else if (std::strcmp(argv[i], "--runs") == 0 && i + 1 < argc)
            runs = std::max(1, std::atoi(argv[++i]));
        else if (std::strcmp(argv[i], "--method") == 0 && i + 1 < argc)
            method = QString::fromLocal8Bit(argv[++i]);
        else {
            std::fprintf(stderr, "usage: verdict_bench_searches [--sizes 50x10,200x20] [--reference 50x10] [--runs N] [--method wsm|wpm|topsis|vikor|promethee]\n");
            return 2;
        }
    }
    const std::array<double, 3> load = bench::loadAverages();
    std::printf("load average %.2f %.2f %.2f; median of %d runs, wall time; method %s\n", load[0], load[1], load[2], runs,
                qPrintable(method));
    std::printf("%-10s %-22s %12s %12s %8s\n", "size", "search", "quick (s)", "whole (s)", "ratio");
    for (const QString &size : sizes) {
        const QStringList parts = size.split(u'x');
        if (parts.size() != 2)
            continue;
        const ProjectData p = generated(parts[0].toInt(), parts[1].toInt(), method);
        const bool withReference = reference.contains(size);
        const auto row = [&](const char *name, auto run) {
            const double quick = medianSeconds(runs, [&] { run(TrialMode::Quick); });
            const double whole = withReference ? medianSeconds(1, [&] { run(TrialMode::Full); }) : -1.0;
            if (whole > 0)
                std::printf("%-10s %-22s %12.3f %12.3f %7.1fx\n", qPrintable(size), name, quick, whole, whole / quick);
            else
                std::printf("%-10s %-22s %12.3f %12s %8s\n", qPrintable(size), name, quick, "-", "-");
            std::fflush(stdout);
        };
        row("what it would take", [&](TrialMode mode) { (void)analyzeWhatIf(p, -1, nullptr, mode); });
        row("what to check first", [&](TrialMode mode) { (void)analyzeAssumptions(p, nullptr, nullptr, mode); });
    }
    return 0;
}
