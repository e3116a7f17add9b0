#pragma once

// Hand-made projects for the chart tests.

#include "core/projectdata.h"
#include "format/projectfile.h"

#include <QString>

#include <vector>

namespace verdict::test {

struct Column
{
    QString id;
    Direction direction = Direction::Max;
    double weight = 1.0;
    QString unit = {};
};

// Alternatives "A", "B", ... with the given criteria and values; one profile "Default".
inline ProjectData chartProject(const std::vector<Column> &columns, const std::vector<std::vector<double>> &rows)
{
    ProjectData p = makeEmptyProject();
    for (const Column &c : columns) {
        Criterion criterion;
        criterion.id = c.id;
        criterion.name = c.id.at(0).toUpper() + c.id.mid(1);
        criterion.unit = c.unit;
        criterion.direction = c.direction;
        p.criteria.push_back(criterion);
        p.profiles[0].weights.push_back(c.weight);
    }
    p.values = SharedMatrix(int(rows.size()), int(columns.size()));
    for (std::size_t r = 0; r < rows.size(); ++r) {
        Alternative a;
        a.id = QStringLiteral("alt_%1").arg(r);
        a.name = QString(QChar(u'A' + int(r)));
        p.alternatives.push_back(a);
        for (std::size_t c = 0; c < columns.size(); ++c)
            p.values.set(int(r), int(c), rows[r][c]);
    }
    return p;
}

inline QString samplePath()
{
    return QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict");
}

inline ProjectData loadSample()
{
    LoadResult r = loadProjectFile(samplePath());
    return r.project ? *r.project : ProjectData{};
}

} // namespace verdict::test
