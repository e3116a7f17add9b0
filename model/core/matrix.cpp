#include "matrix.h"
#include "samevalues.h"

#include <algorithm>
#include <cstring>

namespace verdict {

std::vector<double> Matrix::columnValues(int c) const
{
    std::vector<double> out(static_cast<std::size_t>(m_rows));
    for (int r = 0; r < m_rows; ++r)
        out[std::size_t(r)] = at(r, c);
    return out;
}

void Matrix::insertRow(int r, const std::vector<double> &values)
{
    std::vector<double> row = values.empty() ? std::vector<double>(std::size_t(m_cols), kMissing) : values;
    row.resize(std::size_t(m_cols), kMissing);
    m_data.insert(m_data.begin() + std::ptrdiff_t(index(r, 0)), row.begin(), row.end());
    ++m_rows;
}

void Matrix::removeRow(int r)
{
    const auto first = m_data.begin() + std::ptrdiff_t(index(r, 0));
    m_data.erase(first, first + m_cols);
    --m_rows;
}

void Matrix::moveRow(int from, int to)
{
    if (from == to)
        return;
    std::vector<double> values = rowValues(from);
    removeRow(from);
    insertRow(to, values);
}

void Matrix::insertColumn(int c, const std::vector<double> &values)
{
    std::vector<double> next;
    next.reserve(std::size_t(m_rows) * std::size_t(m_cols + 1));
    for (int r = 0; r < m_rows; ++r) {
        const double *src = row(r);
        next.insert(next.end(), src, src + c);
        next.push_back(values.empty() ? kMissing : values[std::size_t(r)]);
        next.insert(next.end(), src + c, src + m_cols);
    }
    m_data = std::move(next);
    ++m_cols;
}

void Matrix::removeColumn(int c)
{
    std::vector<double> next;
    next.reserve(std::size_t(m_rows) * std::size_t(m_cols - 1));
    for (int r = 0; r < m_rows; ++r) {
        const double *src = row(r);
        next.insert(next.end(), src, src + c);
        next.insert(next.end(), src + c + 1, src + m_cols);
    }
    m_data = std::move(next);
    --m_cols;
}

void Matrix::moveColumn(int from, int to)
{
    if (from == to)
        return;
    std::vector<double> values = columnValues(from);
    removeColumn(from);
    insertColumn(to, values);
}

bool Matrix::operator==(const Matrix &other) const
{
    return m_rows == other.m_rows && m_cols == other.m_cols
           && sameValues(m_data.data(), other.m_data.data(), m_data.size());
}

} // namespace verdict
