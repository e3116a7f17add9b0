#pragma once

#include <QRectF>

#include <optional>
#include <vector>

namespace verdict {

// What is already on the plot (markers, placed labels), found through a grid of cells so that a label looks only
// at what is near its candidate places: a map of 10,000 points has 10,000 markers, and looking at each of them for
// each candidate of each label was most of the chart's paint. The answers are those of looking at every one, in the
// order they were taken.
class TakenRects
{
public:
    // A grid of square cells of side `cell` over `area` (the plot), at most 512 × 512 of them.
    TakenRects(const QRectF &area, double cell);

    void add(const QRectF &r);
    bool anyIntersects(const QRectF &r) const;
    // The area of `r` the taken rectangles cover, summed in the order they were taken (those apart add 0).
    double covered(const QRectF &r) const;

private:
    struct Span
    {
        int left, top, right, bottom;
    };
    // The cells `r` touches, clamped to the grid (a rectangle beyond the plot lands in its edge cells, as does a
    // candidate there, so nothing that meets a candidate is missed); nullopt when `r` is not finite.
    std::optional<Span> cellsOf(const QRectF &r) const;
    // Every taken rectangle that may meet `r`, each once, in the order taken.
    std::vector<int> near(const QRectF &r) const;
    const std::vector<int> &cell(int x, int y) const
    {
        return m_cells[std::size_t(y) * std::size_t(m_columns) + std::size_t(x)];
    }

    QRectF m_area;
    double m_cell;
    int m_columns, m_rows;
    std::vector<std::vector<int>> m_cells;
    std::vector<int> m_everywhere;
    std::vector<QRectF> m_rects;
};

} // namespace verdict
