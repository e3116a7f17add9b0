#include "threadpriority.h"

#include <QCoreApplication>
#include <QThread>

#if defined(__linux__)
#include <cerrno>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace verdict {

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
