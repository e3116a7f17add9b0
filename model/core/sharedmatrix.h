#pragma once

#include "matrix.h"

#include <cstddef>
#include <memory>
#include <vector>

namespace verdict {

// The project's values: a row-major matrix (rows alternatives, columns criteria, NaN missing) whose rows are kept in
// blocks of about 64 KiB that copies share. A copy costs one reference per block, not the values: at 10,000 × 200 the
// window copied 16 MB per edit on the GUI thread for the evaluation's snapshot, and each copy to fresh pages took it
// 30-40 ms on a virtual machine. A write copies the one block it lands in, if another copy still reads it; the copy
// that reads is never changed. Copies may be read and written on different threads, each copy by one thread.
//
// Unlike Matrix, rows are not contiguous with each other: row(r) is, for one row. Matrix (contiguous) is what the
// analyses compute on; toMatrix() makes one.
class SharedMatrix
{
public:
    SharedMatrix() = default;
    SharedMatrix(int rows, int cols, double fill = kMissing);
    static SharedMatrix fromMatrix(const Matrix &values);

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    bool isEmpty() const { return m_rows == 0 || m_cols == 0; }

    double at(int r, int c) const { return row(r)[c]; }
    void set(int r, int c, double v) { mutableRow(r)[c] = v; }

    // One row's values, contiguous. The pointer mutableRow() gives is this copy's alone until the next copy of it
    // is made: write through it before copying, never after.
    const double *row(int r) const
    {
        return m_blocks[std::size_t(r) >> m_shift]->data() + (std::size_t(r) & m_mask) * std::size_t(m_cols);
    }
    double *mutableRow(int r);

    std::vector<double> rowValues(int r) const { return {row(r), row(r) + m_cols}; }
    std::vector<double> columnValues(int c) const;
    Matrix toMatrix() const;
    void copyInto(Matrix &out) const; // out's storage reused when it has this shape

    void insertRow(int r, const std::vector<double> &values);   // values.size() == cols(), or empty = missing
    void removeRow(int r);
    void moveRow(int from, int to);
    void insertColumn(int c, const std::vector<double> &values); // values.size() == rows(), or empty = missing
    void removeColumn(int c);
    void moveColumn(int from, int to);

    // Equality treats two missing values as equal and compares the rest bit for bit, as Matrix's does.
    bool operator==(const SharedMatrix &other) const;

    // Whether row r of both is one stored row (a copy not yet written there). For tests.
    bool sharesRow(const SharedMatrix &other, int r) const;

private:
    using Block = std::vector<double>;
    void layOut(int cols); // rows per block for `cols` columns
    void assign(int rows, int cols, const std::vector<double> &rowMajor);

    int m_rows = 0;
    int m_cols = 0;
    unsigned m_shift = 0; // a block holds 1 << m_shift rows
    std::size_t m_mask = 0;
    std::vector<std::shared_ptr<Block>> m_blocks;
};

} // namespace verdict
