#pragma once

#include "analysis/problem.h"

#include <vector>

namespace verdict::test {

// A problem straight from a matrix: every row and column in, equal weights, no scale bounds, every criterion
// "max" unless `directions` says otherwise.
inline DecisionProblem makeProblemFrom(const std::vector<std::vector<double>> &rows, const std::vector<Direction> &directions = {})
{
    DecisionProblem p;
    p.alternatives = int(rows.size());
    p.criteria = int(rows[0].size());
    const auto m = std::size_t(p.criteria);
    p.values = Matrix(p.alternatives, p.criteria);
    for (int i = 0; i < p.alternatives; ++i)
        for (int j = 0; j < p.criteria; ++j)
            p.values.set(i, j, rows[std::size_t(i)][std::size_t(j)]);
    p.directions = directions.empty() ? std::vector<Direction>(m, Direction::Max) : directions;
    p.scaleMin.assign(m, std::nullopt);
    p.scaleMax.assign(m, std::nullopt);
    p.weights.assign(m, 1.0 / double(m));
    for (int i = 0; i < p.alternatives; ++i)
        p.rows.push_back(i);
    for (int j = 0; j < p.criteria; ++j)
        p.columns.push_back(j);
    return p;
}

} // namespace verdict::test
