#include "takenrects.h"

#include <algorithm>
#include <cmath>

namespace verdict {

TakenRects::TakenRects(const QRectF &area, double cell)
    : m_area(area)
    , m_cell(std::isfinite(cell) ? std::max(cell, 1.0) : 1.0)
    , m_columns(std::isfinite(area.width()) ? std::clamp(int(std::ceil(std::max(area.width(), 0.0) / m_cell)), 1, 512) : 1)
    , m_rows(std::isfinite(area.height()) ? std::clamp(int(std::ceil(std::max(area.height(), 0.0) / m_cell)), 1, 512) : 1)
    , m_cells(std::size_t(m_columns) * std::size_t(m_rows))
{
}

void TakenRects::add(const QRectF &r)
{
    const int index = int(m_rects.size());
    m_rects.push_back(r);
    const auto span = cellsOf(r);
    if (!span) {
        m_everywhere.push_back(index); // not finite: compared with every candidate, as before
        return;
    }
    for (int y = span->top; y <= span->bottom; ++y)
        for (int x = span->left; x <= span->right; ++x)
            m_cells[std::size_t(y) * std::size_t(m_columns) + std::size_t(x)].push_back(index);
}

bool TakenRects::anyIntersects(const QRectF &r) const
{
    const auto meets = [&](int i) { return m_rects[std::size_t(i)].intersects(r); };
    if (std::any_of(m_everywhere.begin(), m_everywhere.end(), meets))
        return true;
    const auto span = cellsOf(r);
    if (!span) // a candidate that is not finite: every rectangle, as before
        return std::any_of(m_rects.begin(), m_rects.end(), [&](const QRectF &t) { return t.intersects(r); });
    for (int y = span->top; y <= span->bottom; ++y)
        for (int x = span->left; x <= span->right; ++x)
            if (std::any_of(cell(x, y).begin(), cell(x, y).end(), meets))
                return true;
    return false;
}

double TakenRects::covered(const QRectF &r) const
{
    double sum = 0.0;
    for (int i : near(r)) {
        const QRectF overlap = m_rects[std::size_t(i)].intersected(r);
        sum += overlap.width() * overlap.height();
    }
    return sum;
}

std::optional<TakenRects::Span> TakenRects::cellsOf(const QRectF &r) const
{
    const QRectF n = r.normalized();
    if (!std::isfinite(n.left()) || !std::isfinite(n.right()) || !std::isfinite(n.top()) || !std::isfinite(n.bottom())
        || !std::isfinite(m_area.left()) || !std::isfinite(m_area.top()))
        return std::nullopt;
    const auto at = [this](double v, double origin, int count) {
        return int(std::clamp(std::floor((v - origin) / m_cell), 0.0, double(count - 1)));
    };
    return Span{at(n.left(), m_area.left(), m_columns), at(n.top(), m_area.top(), m_rows),
                at(n.right(), m_area.left(), m_columns), at(n.bottom(), m_area.top(), m_rows)};
}

std::vector<int> TakenRects::near(const QRectF &r) const
{
    std::vector<int> out = m_everywhere;
    if (const auto span = cellsOf(r)) {
        for (int y = span->top; y <= span->bottom; ++y)
            for (int x = span->left; x <= span->right; ++x)
                out.insert(out.end(), cell(x, y).begin(), cell(x, y).end());
    } else {
        out.resize(m_rects.size()); // a candidate that is not finite: every rectangle, as before
        for (std::size_t i = 0; i < out.size(); ++i)
            out[i] = int(i);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

} // namespace verdict
