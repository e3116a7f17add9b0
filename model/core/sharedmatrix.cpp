#include "sharedmatrix.h"
#include "samevalues.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstring>

namespace verdict {

namespace {

constexpr std::size_t kBlockValues = 8192; // 64 KiB of doubles per block

// A change of shape, made by Matrix's own edit on a contiguous copy and laid out in blocks again.
template<typename Edit>
void throughMatrix(SharedMatrix &values, Edit edit)
{
    Matrix all = values.toMatrix();
    edit(all);
    values = SharedMatrix::fromMatrix(all);
}

} // namespace

SharedMatrix::SharedMatrix(int rows, int cols, double fill)
    : m_rows(rows)
    , m_cols(cols)
{
    layOut(cols);
    const std::size_t blocks = (std::size_t(rows) + m_mask) >> m_shift;
    if (blocks == 0)
        return;
    // Every block starts as one: a write copies the block it lands in, as for any shared block.
    const auto filled = std::make_shared<Block>((m_mask + 1) * std::size_t(cols), fill);
    m_blocks.assign(blocks, filled);
}

SharedMatrix SharedMatrix::fromMatrix(const Matrix &values)
{
    SharedMatrix out;
    out.assign(values.rows(), values.cols(), values.data());
    return out;
}

void SharedMatrix::layOut(int cols)
{
    const std::size_t perBlock = std::bit_floor(std::max<std::size_t>(1, kBlockValues / std::size_t(std::max(1, cols))));
    m_shift = unsigned(std::countr_zero(perBlock));
    m_mask = perBlock - 1;
}

void SharedMatrix::assign(int rows, int cols, const std::vector<double> &rowMajor)
{
    m_rows = rows;
    m_cols = cols;
    layOut(cols);
    const std::size_t perBlock = m_mask + 1;
    const std::size_t width = std::size_t(cols);
    m_blocks.clear();
    m_blocks.reserve((std::size_t(rows) + m_mask) >> m_shift);
    for (std::size_t first = 0; first < std::size_t(rows); first += perBlock) {
        auto block = std::make_shared<Block>(perBlock * width, kMissing);
        const std::size_t count = std::min(perBlock, std::size_t(rows) - first) * width;
        std::copy_n(rowMajor.data() + first * width, count, block->data());
        m_blocks.push_back(std::move(block));
    }
}

double *SharedMatrix::mutableRow(int r)
{
    std::shared_ptr<Block> &block = m_blocks[std::size_t(r) >> m_shift];
    if (block.use_count() != 1)
        block = std::make_shared<Block>(*block); // another copy reads it: this one gets its own
    else
        std::atomic_thread_fence(std::memory_order_acquire); // the last reader's reads happen before this write
    return block->data() + (std::size_t(r) & m_mask) * std::size_t(m_cols);
}

std::vector<double> SharedMatrix::columnValues(int c) const
{
    std::vector<double> out(static_cast<std::size_t>(m_rows));
    for (int r = 0; r < m_rows; ++r)
        out[std::size_t(r)] = at(r, c);
    return out;
}

Matrix SharedMatrix::toMatrix() const
{
    Matrix out;
    copyInto(out);
    return out;
}

void SharedMatrix::copyInto(Matrix &out) const
{
    if (out.rows() == m_rows && out.cols() == m_cols) {
        for (int r = 0; r < m_rows; ++r)
            std::copy_n(row(r), m_cols, out.row(r));
        return;
    }
    // A new shape: written once, not first filled (at 10,000 × 200 each pass over fresh pages is 16 MB).
    std::vector<double> values;
    values.reserve(std::size_t(m_rows) * std::size_t(m_cols));
    for (int r = 0; r < m_rows; ++r)
        values.insert(values.end(), row(r), row(r) + m_cols);
    out = Matrix(m_rows, m_cols, std::move(values));
}

void SharedMatrix::insertRow(int r, const std::vector<double> &values)
{
    throughMatrix(*this, [&](Matrix &all) { all.insertRow(r, values); });
}

void SharedMatrix::removeRow(int r)
{
    throughMatrix(*this, [&](Matrix &all) { all.removeRow(r); });
}

void SharedMatrix::moveRow(int from, int to)
{
    if (from != to)
        throughMatrix(*this, [&](Matrix &all) { all.moveRow(from, to); });
}

void SharedMatrix::insertColumn(int c, const std::vector<double> &values)
{
    throughMatrix(*this, [&](Matrix &all) { all.insertColumn(c, values); });
}

void SharedMatrix::removeColumn(int c)
{
    throughMatrix(*this, [&](Matrix &all) { all.removeColumn(c); });
}

void SharedMatrix::moveColumn(int from, int to)
{
    if (from != to)
        throughMatrix(*this, [&](Matrix &all) { all.moveColumn(from, to); });
}

bool SharedMatrix::operator==(const SharedMatrix &other) const
{
    if (m_rows != other.m_rows || m_cols != other.m_cols)
        return false;
    for (int r = 0; r < m_rows; ++r) {
        if (sharesRow(other, r))
            continue;
        if (!sameValues(row(r), other.row(r), std::size_t(m_cols)))
            return false;
    }
    return true;
}

bool SharedMatrix::sharesRow(const SharedMatrix &other, int r) const
{
    // The same columns give the same rows per block, so row r sits at the same place in both.
    return m_cols == other.m_cols && r < other.m_rows
           && m_blocks[std::size_t(r) >> m_shift] == other.m_blocks[std::size_t(r) >> other.m_shift];
}

} // namespace verdict
