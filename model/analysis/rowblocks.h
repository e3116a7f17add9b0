#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <system_error>
#include <thread>
#include <vector>

namespace verdict {
class Matrix;
}

// Row-parallel passes over a large decision matrix (weighted sum, TOPSIS). The rows are cut into fixed blocks
// of kRowBlock; partial results (column sums) are kept per block and combined in block order, so every result
// is bit-identical whatever the thread count. A problem of at most kRowBlock rows is one block, computed in
// exactly the order of the formulas in docs/methods.md.
namespace verdict::rows {

inline constexpr int kRowBlock = 2048;
// Automatic thread count: one thread below this many cells (starting a thread costs more than it saves).
inline constexpr std::int64_t kParallelCells = 1'000'000;

inline int blockCount(int rows)
{
    return std::max(1, (rows + kRowBlock - 1) / kRowBlock);
}

// threads > 0: that many (at most one per block); 0: every core for large matrices, else one.
inline int threadCount(int requested, int rows, int cols)
{
    int t = requested;
    if (t <= 0)
        t = std::int64_t(rows) * std::int64_t(cols) >= kParallelCells
            ? int(std::max(1u, std::thread::hardware_concurrency())) : 1;
    return std::max(1, std::min(t, blockCount(rows)));
}

// fn(block, begin, end) for every block of rows, on `threads` threads (the calling one included).
template<typename F>
void forBlocks(int rows, int threads, const F &fn)
{
    const int blocks = blockCount(rows);
    auto run = [&](int block) { fn(block, block * kRowBlock, std::min(rows, (block + 1) * kRowBlock)); };
    if (threads <= 1 || blocks == 1) {
        for (int b = 0; b < blocks; ++b)
            run(b);
        return;
    }
    std::atomic<int> next{0};
    auto loop = [&] {
        for (int b = next.fetch_add(1, std::memory_order_relaxed); b < blocks;
             b = next.fetch_add(1, std::memory_order_relaxed))
            run(b);
    };
    std::vector<std::thread> pool;
    try {
        for (int t = 1; t < std::min(threads, blocks); ++t)
            pool.emplace_back(loop);
    } catch (const std::system_error &) {
        // No more threads to be had: the calling thread takes the remaining blocks.
    }
    loop();
    for (std::thread &t : pool)
        t.join();
}

// Column statistics of rows [begin, end), added to mn, mx (min / max), probe (Σ x·0: 0 iff every value is
// finite), sm (Σ x, when `sums`) and sq (Σ x², when `squares`), each summed down the rows in order (AVX2 clone;
// normalize.cpp).
void columnStatsBlock(const Matrix &values, int begin, int end, bool sums, bool squares, double *mn, double *mx,
                      double *sm, double *sq, double *probe);

} // namespace verdict::rows
