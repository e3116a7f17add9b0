#include "background.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>

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

} // namespace verdict
