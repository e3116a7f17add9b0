#pragma once

#include <QSize>
#include <QString>

#include <functional>

namespace verdict {

struct GuiLaunch
{
    QString file;       // project or CSV to open; empty = the most recent file, else the start page
    bool sample = false; // open the bundled sample instead (an untitled copy under its own name)
    QString screenshot; // render the window to this PNG and exit
    QSize size{1280, 800};
};

// Runs the workbench. A QApplication must exist. Returns the process exit status.
int runGui(const GuiLaunch &launch);

class MainWindow;
// Lets the window finish what is pending — layouts and scroll bars, the document's evaluation, each visible chart's
// coalesced refresh and its worker — so that a picture shows it as it rests, never a moment of it. Waits at least
// `minimumMs`, at most `timeoutMs`; false when something was still pending then.
bool settle(MainWindow *window, int minimumMs = 150, int timeoutMs = 60000);

class Workbench;
// What to run on the workbench after start-up (before a screenshot is taken), with every question answered by its
// default: the shipped binary sets none; verdict-testhost (tests/support) sets the test script interpreter.
void setStartHook(std::function<void(Workbench &)> hook);

} // namespace verdict
