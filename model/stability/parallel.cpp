#include "parallel.h"

#include <algorithm>
#include <system_error>
#include <thread>
#include <vector>

namespace verdict::smaa {

bool runParallel(int units, int threads, const std::atomic<bool> *cancel,
                 const std::function<void(int worker, int unit)> &work, const std::function<void(int done)> &progress,
                 bool &failed)
{
    std::atomic<int> next{0};
    std::atomic<int> done{0};
    std::atomic<bool> error{false};
    auto cancelled = [cancel, &error] {
        return error.load(std::memory_order_relaxed) || (cancel && cancel->load(std::memory_order_relaxed));
    };
    auto loop = [&](int worker, bool report) {
        for (;;) {
            if (cancelled())
                return;
            const int unit = next.fetch_add(1, std::memory_order_relaxed);
            if (unit >= units)
                return;
            try {
                work(worker, unit);
            } catch (...) {
                error.store(true);
                return;
            }
            const int d = done.fetch_add(1, std::memory_order_relaxed) + 1;
            if (report && progress)
                progress(d);
        }
    };
    const int count = std::max(1, std::min(threads, units));
    std::vector<std::thread> pool;
    pool.reserve(std::size_t(count - 1));
    try {
        for (int t = 1; t < count; ++t)
            pool.emplace_back(loop, t, false);
    } catch (const std::system_error &) {
        // No more threads to be had: the calling thread takes the remaining units (results do not change).
    }
    loop(0, true);
    for (std::thread &t : pool)
        t.join();
    if (progress)
        progress(done.load());
    failed = error.load();
    return !failed && done.load() == units;
}

} // namespace verdict::smaa
