#pragma once

// Small helpers to build projects and decision problems by hand in the analysis tests.

#include "core/projectdata.h"

#include <QString>

#include <cmath>
#include <vector>

namespace verdict::test {

// Under AddressSanitizer (the asan preset) the randomised sweeps that compare with a whole evaluation per trial run
// 20 of their 100 projects: the sanitizer makes those evaluations some thirty times slower (its allocator most of
// it), and CI's time is bounded. 20 still meet every method, gated and ungated projects, and PROMETHEE's thresholds;
// the same assertions hold, with the counts they check scaled. The ci and dev presets run every project.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr int kSweepProjects = 20;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr int kSweepProjects = 20;
#else
inline constexpr int kSweepProjects = 100;
#endif
#else
inline constexpr int kSweepProjects = 100;
#endif

struct ColumnSpec
{
    QString name;
    Direction direction = Direction::Max;
    double weight = 1.0;
    std::optional<double> scaleMin = {};
    std::optional<double> scaleMax = {};
    QString unit = {};
};

// A project with alternatives "A", "B", ... (or the given names), the given criteria and values (row-major,
// NaN = missing) and one profile "Default" holding the criteria's weights.
inline ProjectData makeProject(const std::vector<ColumnSpec> &columns, const std::vector<std::vector<double>> &rows,
                               const QStringList &names = {})
{
    ProjectData p = makeEmptyProject();
    for (std::size_t c = 0; c < columns.size(); ++c) {
        Criterion criterion;
        criterion.id = QStringLiteral("c%1").arg(c);
        criterion.name = columns[c].name;
        criterion.unit = columns[c].unit;
        criterion.direction = columns[c].direction;
        criterion.scaleMin = columns[c].scaleMin;
        criterion.scaleMax = columns[c].scaleMax;
        p.criteria.push_back(criterion);
        p.profiles[0].weights.push_back(columns[c].weight);
    }
    p.values = SharedMatrix(int(rows.size()), int(columns.size()));
    for (std::size_t r = 0; r < rows.size(); ++r) {
        Alternative a;
        a.id = QStringLiteral("a%1").arg(r);
        a.name = int(r) < names.size() ? names.at(int(r)) : QString(QChar(u'A' + int(r)));
        p.alternatives.push_back(a);
        for (std::size_t c = 0; c < columns.size(); ++c)
            p.values.set(int(r), int(c), rows[r][c]);
    }
    return p;
}

} // namespace verdict::test
