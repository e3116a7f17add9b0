#pragma once

#include <cmath>
#include <cstddef>
#include <limits>
#include <utility>
#include <vector>

namespace verdict {

inline constexpr double kMissing = std::numeric_limits<double>::quiet_NaN();
inline bool isMissing(double v) { return std::isnan(v); }

// Dense row-major matrix of doubles. Rows are alternatives, columns criteria; a missing value is NaN.
class Matrix
{
public:
    Matrix() = default;
    Matrix(int rows, int cols, double fill = kMissing)
        : m_rows(rows), m_cols(cols), m_data(std::size_t(rows) * std::size_t(cols), fill) {}
    // `rowMajor` holds rows × cols values, row after row.
    Matrix(int rows, int cols, std::vector<double> rowMajor)
        : m_rows(rows), m_cols(cols), m_data(std::move(rowMajor)) { m_data.resize(std::size_t(rows) * std::size_t(cols), kMissing); }

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    bool isEmpty() const { return m_rows == 0 || m_cols == 0; }

    double at(int r, int c) const { return m_data[index(r, c)]; }
    double &at(int r, int c) { return m_data[index(r, c)]; }
    void set(int r, int c, double v) { m_data[index(r, c)] = v; }

    const double *row(int r) const { return m_data.data() + std::size_t(r) * std::size_t(m_cols); }
    double *row(int r) { return m_data.data() + std::size_t(r) * std::size_t(m_cols); }
    const std::vector<double> &data() const { return m_data; }
    std::vector<double> &data() { return m_data; }

    std::vector<double> rowValues(int r) const { return {row(r), row(r) + m_cols}; }
    std::vector<double> columnValues(int c) const;

    void insertRow(int r, const std::vector<double> &values);   // values.size() == cols(), or empty = missing
    void removeRow(int r);
    void moveRow(int from, int to);
    void insertColumn(int c, const std::vector<double> &values); // values.size() == rows(), or empty = missing
    void removeColumn(int c);
    void moveColumn(int from, int to);

    // Equality treats two missing values as equal and compares the rest bit for bit.
    bool operator==(const Matrix &other) const;

private:
    std::size_t index(int r, int c) const { return std::size_t(r) * std::size_t(m_cols) + std::size_t(c); }

    int m_rows = 0;
    int m_cols = 0;
    std::vector<double> m_data;
};

} // namespace verdict
