#pragma once

#include <atomic>
#include <functional>

namespace verdict::smaa {

// Runs work(worker, unit) for every unit in [0, units) on `threads` threads, the calling thread being worker
// 0; units are handed out in order from a shared counter. Once *cancel is set no new unit starts.
// progress(done) runs on the calling thread only, after each unit it finishes and once at the end, so a GUI
// can forward it with a queued signal. Returns false when cancelled or when a unit threw (error is then set).
bool runParallel(int units, int threads, const std::atomic<bool> *cancel,
                 const std::function<void(int worker, int unit)> &work, const std::function<void(int done)> &progress,
                 bool &failed);

} // namespace verdict::smaa
