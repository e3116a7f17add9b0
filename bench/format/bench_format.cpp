// Median times to write and to read (parse + validate) a generated 10,000 × 200 project.
// Usage: bench_format [ALTERNATIVES CRITERIA [RUNS]]
#include "format/projectfile.h"

#include "generatedproject.h"
#include "core/memory.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <ctime>

using namespace verdict;

static double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

int main(int argc, char **argv)
{
    keepLargeBlocks(); // as the application does
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int alternatives = args.size() > 2 ? args.at(1).toInt() : 10000;
    const int criteria = args.size() > 2 ? args.at(2).toInt() : 200;
    const int runs = args.size() > 3 ? args.at(3).toInt() : 5;

    // "typical": values like 45 or 127.5 and one profile; "awkward": 17-digit doubles, subnormals, 1e99, with
    // provenance on 10 % and uncertainty on 5 % of the cells (a worst case).
    for (const bool typical : {true, false}) {
        const ProjectData project = testing::generateProject({alternatives, criteria, 42, /*rich=*/!typical, typical});
        std::vector<double> writeMs, readMs, writeCpu, readCpu;
        QByteArray bytes;
        for (int i = 0; i < runs; ++i) {
            QElapsedTimer t;
            t.start();
            std::clock_t c = std::clock();
            bytes = writeProject(project);
            writeMs.push_back(double(t.nsecsElapsed()) / 1e6);
            writeCpu.push_back(double(std::clock() - c) * 1000.0 / CLOCKS_PER_SEC);
            t.restart();
            c = std::clock();
            const LoadResult r = readProject(bytes);
            readMs.push_back(double(t.nsecsElapsed()) / 1e6);
            readCpu.push_back(double(std::clock() - c) * 1000.0 / CLOCKS_PER_SEC);
            if (!r.ok()) {
                std::fprintf(stderr, "generated project did not load\n");
                return 3;
            }
        }
        std::printf("%s numbers: project %d x %d, %lld bytes, %d runs\n", typical ? "typical" : "awkward", alternatives,
                    criteria, static_cast<long long>(bytes.size()), runs);
        std::printf("  write median %.1f ms wall, %.1f ms CPU\n", median(writeMs), median(writeCpu));
        std::printf("  read  median %.1f ms wall, %.1f ms CPU (parse + validate)\n", median(readMs), median(readCpu));
    }
    return 0;
}
