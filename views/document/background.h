#pragma once

#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <memory>
#include <utility>

namespace verdict {

// Where the window's background work runs (evaluations of big projects, chart data, Monte Carlo runs, the searches,
// exports, autosaves): a pool of its own, never Qt's global one. Qt 6.4's raster paint engine splits a big fill
// across QThreadPool::globalInstance() and waits for the pieces; while an evaluation and a chart's data (100 ms and
// more each at 10,000 × 200) held both of its threads, a scroll bar's repaint waited for them, and the window froze
// for up to 300 ms with the GUI thread asleep (docs/performance.md, "Background work off Qt's pool").
QThreadPool *backgroundPool(); // call from the GUI thread

// Lets the calling worker thread give way to the GUI thread: on Linux its nice value goes up by 5 (a third of the
// GUI thread's share of a core when both want one), once per thread. On a 2-core machine an edit of a big project
// has two workers running (its evaluation, the chart's data) beside the GUI thread; at equal priority the GUI
// thread got two thirds of a core and a 30 ms redraw took 100 ms or more of the user's time. An idle machine still
// gives the workers every core. Elsewhere, and on the application's own thread, a no-op.
void giveWayToInterface();

// QtConcurrent::run on backgroundPool(); the task's thread first gives way to the GUI thread (giveWayToInterface).
template<typename Task>
auto runInBackground(Task &&task)
{
    return QtConcurrent::run(backgroundPool(), [task = std::forward<Task>(task)]() mutable {
        giveWayToInterface();
        return task();
    });
}

// Lets go of `last` on a worker when it holds the last reference, else here (another holder frees it later). Freeing a
// big project's evaluation (its copy of the project, its parts) took a tenth of the GUI thread's time per edit at
// 1,000 × 100.
template<typename T>
void releaseInBackground(std::shared_ptr<T> last)
{
    if (!last || last.use_count() > 1)
        return;
    backgroundPool()->start([last = std::move(last)]() mutable { last.reset(); });
}

} // namespace verdict
