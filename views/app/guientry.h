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

class Workbench;
// What to run on the workbench after start-up (before a screenshot is taken), with every question answered by its
// default: the shipped binary sets none; verdict-testhost (tests/support) sets the test script interpreter.
void setStartHook(std::function<void(Workbench &)> hook);

} // namespace verdict
