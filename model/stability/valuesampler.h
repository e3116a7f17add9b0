#pragma once

#include "random.h"

#include "analysis/problem.h"

#include <vector>

namespace verdict::smaa {

// One uncertain cell of the problem (problem row and column).
struct UncertainCell
{
    int row = 0;
    int column = 0;
    Uncertainty distribution;
};

// Draws the normalised values of every column that holds an uncertain cell. Draws outside the column's
// admissible range (its scale bounds, and positive values under the max and sum normalisations) are redrawn
// (a truncated distribution); after 64 misses the draw is clamped to the range.
class ValueSampler
{
public:
    ValueSampler(const DecisionProblem &problem, Normalization normalization, std::vector<UncertainCell> cells);

    bool empty() const { return m_columns.empty(); }
    // Problem columns that hold uncertain cells, in ascending order.
    const std::vector<int> &columns() const { return m_columnIndex; }

    // Writes one draw: columns().size() rows of n normalised values. Returns false if the normalisation refuses
    // the drawn column (cannot happen for validated input; the caller reports it).
    bool draw(random::Xoshiro256 &rng, double *out, std::vector<double> &scratch) const;

    // Checks the cells against the problem's bounds and normalisation; messages point into the project.
    static bool check(const DecisionProblem &problem, Normalization normalization,
                      const std::vector<UncertainCell> &cells, Messages &messages);

private:
    struct Cell
    {
        int row;
        Uncertainty u;
        double fallback; // the clamp target after 64 misses
    };
    struct Column
    {
        int column;
        std::vector<double> raw; // exact values of the column
        std::vector<Cell> cells;
        double low, high;        // admissible range of a draw
    };
    double drawCell(random::Xoshiro256 &rng, const Cell &cell, double low, double high) const;

    const DecisionProblem &m_problem;
    Normalization m_normalization;
    std::vector<Column> m_columns;
    std::vector<int> m_columnIndex;
};

} // namespace verdict::smaa
