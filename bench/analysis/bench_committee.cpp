// The committee view's cost on every edit (docs/performance.md, "The committee"): the Results dock reads
// Evaluation::committee() after each edit, so what it adds to the evaluation an edit costs anyway is the figure.
// Reference in the same invocation: evaluate() alone on the same project. Per method: the weighted sum (closed-form
// to-agree changes) and TOPSIS (found by ranking again on a grid). Medians of N runs, processor time of this thread.
//
//   verdict_bench_committee [PROJECT] [--runs N]
#include "loadaverage.h"
#include "evaluation/evaluation.h"
#include "format/projectfile.h"
#include "review/committee.h"
#include "core/memory.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <vector>

using namespace verdict;

namespace {

double threadSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

template <typename F>
double medianOf(int runs, F f)
{
    std::vector<double> times;
    for (int r = 0; r < runs; ++r) {
        const double start = threadSeconds();
        f();
        times.push_back(threadSeconds() - start);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    keepLargeBlocks(); // as the application does
    QString path = QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict");
    int runs = 200;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--runs") == 0 && i + 1 < argc)
            runs = std::max(1, std::atoi(argv[++i]));
        else
            path = QString::fromLocal8Bit(argv[i]);
    }
    const LoadResult loaded = loadProjectFile(path);
    if (!loaded.project) {
        std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
        return 1;
    }
    const std::array<double, 3> load = bench::loadAverages();
    std::printf("project\t%s\nruns\t%d\nload_before\t%.2f %.2f %.2f\n", qPrintable(path), runs, load[0], load[1], load[2]);
    for (const char *method : {"wsm", "topsis"}) {
        ProjectData project = *loaded.project;
        project.analysis.method = QString::fromLatin1(method);
        const auto shared = std::make_shared<const ProjectData>(project);
        bool any = false;
        const double alone = medianOf(runs, [&] { evaluate(shared, {}, 0); });
        const double withCommittee = medianOf(runs, [&] {
            const Evaluation e = evaluate(shared, {}, 0);
            any = committeeOf(e) != nullptr;
        });
        if (!any) {
            std::fprintf(stderr, "the project has no committee\n");
            return 1;
        }
        std::printf("%s_evaluate_ms\t%.3f\n%s_evaluate_and_committee_ms\t%.3f\n%s_ratio\t%.2f\n", method, alone * 1e3, method,
                    withCommittee * 1e3, method, withCommittee / alone);
    }
    return 0;
}
