#pragma once

#include "core/threadpriority.h"

#include <QThreadPool>
#include <QtConcurrent/QtConcurrentRun>

#include <utility>

namespace verdict {

// Where the window's background work runs (evaluations of big projects, chart data, Monte Carlo runs, the searches,
// exports, autosaves): a pool of its own, never Qt's global one. Qt 6.4's raster paint engine splits a big fill
// across QThreadPool::globalInstance() and waits for the pieces; while an evaluation and a chart's data (100 ms and
// more each at 10,000 × 200) held both of its threads, a scroll bar's repaint waited for them, and the window froze
// for up to 300 ms with the GUI thread asleep (docs/performance.md, "Background work off Qt's pool").
QThreadPool *backgroundPool(); // call from the GUI thread

// QtConcurrent::run on backgroundPool(); the task's thread first gives way to the GUI thread (giveWayToInterface).
template<typename Task>
auto runInBackground(Task &&task)
{
    return QtConcurrent::run(backgroundPool(), [task = std::forward<Task>(task)]() mutable {
        giveWayToInterface();
        return task();
    });
}

} // namespace verdict
