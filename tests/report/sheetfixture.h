#pragma once

#include "../analysis/problemfixture.h"

// The bundled sample, and a 50-alternative project grown from it, for the cheat sheet tests.
#include "format/projectfile.h"

#include <QString>
#include <QTest>

#include <algorithm>
#include <optional>

namespace verdict::test {

inline QString samplePath()
{
    return QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict");
}

inline ProjectData loadSample()
{
    const LoadResult loaded = loadProjectFile(samplePath());
    if (!loaded.ok())
        qFatal("cannot load the sample");
    return *loaded.project;
}

// The sample with 46 more platforms: copies of the four with their prices, latencies, costs and ratings
// moved a little, so the ranking has 50 distinct rows (feasible and infeasible ones).
inline ProjectData fiftyAlternatives()
{
    ProjectData p = loadSample();
    const int original = p.alternativeCount();
    Matrix values(50, p.criterionCount());
    for (int r = 0; r < original; ++r)
        for (int c = 0; c < p.criterionCount(); ++c)
            values.set(r, c, p.values.at(r, c));
    for (int k = original; k < 50; ++k) {
        const int from = k % original;
        Alternative a = p.alternatives[std::size_t(from)];
        a.id = QStringLiteral("platform_%1").arg(k + 1, 2, 10, QLatin1Char('0'));
        a.name = QStringLiteral("Platform %1").arg(k + 1, 2, 10, QLatin1Char('0'));
        const double f = 1.0 + 0.004 * double(k - original + 1) * ((k % 2) ? 1.0 : -1.0);
        for (auto &[id, value] : a.attributes)
            if (id != QStringLiteral("migration_cost") || value > 0)
                value = id == QStringLiteral("idle") ? std::min(0.9, value * f) : value * f;
        p.alternatives.push_back(a);
        for (int c = 0; c < p.criterionCount(); ++c) {
            double v = p.values.at(from, c);
            if (!isMissing(v))
                v = std::clamp(v + double((k * (c + 3)) % 3) - 1.0, 1.0, 5.0);
            values.set(k, c, v);
        }
    }
    p.values = SharedMatrix::fromMatrix(values);
    return p;
}

// A plain weighted-sum project of n alternatives × m criteria (every third a cost, equal weights, values 1–10 in a
// fixed pattern, no formulas, gates or sources): larger than quickToSearch's budget from 60 × 8 on.
inline ProjectData plainWeightedSum(int n, int m)
{
    std::vector<ColumnSpec> columns;
    for (int c = 0; c < m; ++c)
        columns.push_back({QStringLiteral("c%1").arg(c + 1), c % 3 == 2 ? Direction::Min : Direction::Max, 1.0});
    auto rows = std::vector<std::vector<double>>(std::size_t(n));
    for (int a = 0; a < n; ++a)
        for (int c = 0; c < m; ++c)
            rows[std::size_t(a)].push_back(1.0 + double((a * 7 + c * 13 + a * c) % 90) / 10.0);
    ProjectData p = makeProject(columns, rows);
    p.analysis.method = QStringLiteral("wsm");
    return p;
}

} // namespace verdict::test
