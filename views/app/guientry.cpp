#include "guientry.h"

#include "app/mainwindow.h"
#include "app/workbench.h"
#include "charts/chartpanel.h"
#include "document/document.h"
#include "document/liveevaluation.h"
#include "widgets/dialogs.h"
#include "widgets/settingsdialog.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QIcon>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <cstdio>

namespace verdict {

namespace {
// The offscreen platform (screenshots, headless runs) warns that it cannot propagate size hints whenever a dock
// is laid out; it has no windows to propagate them to, so the warning says nothing to a user. Everything else
// goes to the default handler.
QtMessageHandler g_defaultHandler = nullptr;
void quietOffscreenHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("This plugin does not support propagateSizeHints")))
        return;
    g_defaultHandler(type, context, message);
}
} // namespace

static std::function<void(Workbench &)> &startHook()
{
    static std::function<void(Workbench &)> hook;
    return hook;
}

void setStartHook(std::function<void(Workbench &)> hook)
{
    startHook() = std::move(hook);
}

bool settle(MainWindow *window, int minimumMs, int timeoutMs)
{
    const auto settled = [window] {
        if (window->document()->evaluation()->isEvaluating())
            return false;
        const QList<ChartPanel *> charts = window->findChildren<ChartPanel *>();
        return std::all_of(charts.begin(), charts.end(), [](const ChartPanel *c) { return !c->isVisible() || c->isSettled(); });
    };
    QElapsedTimer waited;
    waited.start();
    int quiet = 0; // passes in a row with nothing pending
    while (waited.elapsed() < timeoutMs) {
        QCoreApplication::sendPostedEvents(); // layout requests, deferred deletes
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        quiet = settled() ? quiet + 1 : 0;
        if (quiet >= 3 && waited.elapsed() >= minimumMs)
            return true;
        QThread::msleep(5);
    }
    return settled();
}

int runGui(const GuiLaunch &launch)
{
    if (QGuiApplication::platformName() == QLatin1String("offscreen"))
        g_defaultHandler = qInstallMessageHandler(quietOffscreenHandler);
    const bool screenshot = !launch.screenshot.isEmpty();
    const std::function<void(Workbench &)> &script = startHook();
    // A screenshot or scripted run never waits for a user: problems go to stderr instead of a dialog.
    dialogs::setHeadless(screenshot || bool(script));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/verdict.svg")));
    SettingsDialog::applyTheme(SettingsDialog::theme());
    SettingsDialog::applyNumberLocale(); // the window's numbers as the system (or Settings) writes them
    Workbench workbench;
    MainWindow *window = nullptr;
    if (!screenshot) {
        const QList<MainWindow *> restored = workbench.offerRecovery();
        if (!restored.isEmpty() && launch.file.isEmpty() && !launch.sample)
            window = restored.constLast();
    }
    if (!window && launch.sample)
        window = workbench.openSample(!screenshot);
    if (!window)
        window = launch.file.isEmpty() ? workbench.openStartup(!screenshot) : workbench.openOrEmpty(launch.file, !screenshot);
    for (const QString &m : dialogs::takeInformed())
        std::fprintf(stderr, "%s\n", qPrintable(m));
    if (screenshot) {
        window->resize(launch.size);
        window->show();
        QCoreApplication::processEvents();
        window->resize(launch.size);   // after show, the dock layout settles at this size
        window->applyDefaultDockSizes(); // the docks as a new window of this size has them
        QCoreApplication::processEvents();
        if (script) // e.g. raise a dock before the picture
            script(workbench);
        // The picture of the window at rest: its layouts, its evaluation and its charts done.
        if (!settle(window))
            std::fprintf(stderr, "verdict: warning: the window was still working after a minute; the screenshot shows it then\n");
        if (window->size() != launch.size)
            std::fprintf(stderr, "verdict: warning: the window cannot be smaller than %dx%d; the screenshot is %dx%d\n",
                         window->minimumSizeHint().width(), window->minimumSizeHint().height(), window->width(),
                         window->height());
        const QImage image = window->grab().toImage();
        if (image.isNull() || !image.save(launch.screenshot, "PNG")) {
            std::fprintf(stderr, "verdict: error: cannot write %s\n", qPrintable(launch.screenshot));
            return 1;
        }
        window->document()->undoStack()->setClean();
        return 0;
    }
    if (script)
        QTimer::singleShot(0, &workbench, [&workbench, script] { script(workbench); });
    return QApplication::exec();
}

} // namespace verdict
