#include "background.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>

#if defined(__linux__)
#include <cerrno>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

#include <algorithm>

namespace verdict {

QThreadPool *backgroundPool()
{
    // Owned by the application, as Qt's global pool is: its destruction waits for the tasks still running, before
    // anything they read is torn down.
    static QPointer<QThreadPool> pool;
    if (!pool) {
        pool = new QThreadPool(QCoreApplication::instance());
        pool->setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
    }
    return pool.data();
}

void giveWayToInterface()
{
    // A task a waiting GUI thread took over (QFuture::waitForFinished() runs a task that has not started yet in
    // the thread that waits) leaves that thread as it is.
    if (QCoreApplication *app = QCoreApplication::instance(); app && QThread::currentThread() == app->thread())
        return;
#if defined(__linux__)
    thread_local bool done = false;
    if (done)
        return;
    done = true;
    // Linux keeps a nice value per thread: PRIO_PROCESS with a thread id sets this thread's alone.
    const auto tid = static_cast<id_t>(syscall(SYS_gettid));
    errno = 0;
    const int now = getpriority(PRIO_PROCESS, tid);
    if (errno == 0)
        (void)setpriority(PRIO_PROCESS, tid, now + 5 > 19 ? 19 : now + 5);
#endif
}

} // namespace verdict
