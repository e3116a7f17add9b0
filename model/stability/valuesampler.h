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
//
// One draw, per column: the interval and triangular cells take one uniform each (inverse distribution
// function), the normal cells take Marsaglia polar pairs, both normals of an accepted pair used. These bulk
// uniforms (52 bits) come from four xoshiro256** generators in vector lanes, seeded per draw from four numbers
// of the draw's stream; out-of-range cells are then redrawn one by one, in cell order, from the stream itself.
// The transforms run over whole columns (vectorised), so a draw costs a few nanoseconds per cell.
class ValueSampler
{
public:
    ValueSampler(const DecisionProblem &problem, Normalization normalization, std::vector<UncertainCell> cells);

    bool empty() const { return m_columns.empty(); }
    // Problem columns that hold uncertain cells, in ascending order.
    const std::vector<int> &columns() const { return m_columnIndex; }

    // Scratch space of draw(), reused across draws.
    struct Scratch
    {
        std::vector<double> values, uniforms, drawn, pairs, candidates;
    };
    // Writes one draw: columns().size() rows of n normalised values. Returns false if the normalisation refuses
    // the drawn column (cannot happen for validated input; the caller reports it).
    bool draw(random::Xoshiro256 &rng, double *out, Scratch &scratch) const;

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
    // One column's cells, grouped by kind (interval, triangular, normal; by row within a kind) and stored as
    // arrays, so a draw generates every uniform of the column in one loop and transforms them in vectorised
    // loops (smaakernels.h).
    struct Column
    {
        int column;
        std::vector<double> raw; // exact values of the column
        std::vector<Cell> cells; // interval cells, then triangular, then normal
        std::vector<int> rows;   // each cell's row
        int intervals = 0, triangulars = 0, normals = 0;
        std::vector<double> p0, p1, p2; // interval: low, high; triangular: low, likely, high; normal: mean, sd
        double low, high;        // admissible range of a draw
    };
    double drawCell(random::Xoshiro256 &rng, const Cell &cell, double low, double high) const;

    const DecisionProblem &m_problem;
    Normalization m_normalization;
    std::vector<Column> m_columns;
    std::vector<int> m_columnIndex;
};

} // namespace verdict::smaa
