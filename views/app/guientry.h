#pragma once

#include <QSize>
#include <QString>

namespace verdict {

struct GuiLaunch
{
    QString file;       // project or CSV to open; empty = most recent file, else the bundled sample
    QString screenshot; // render the window to this PNG and exit
    QSize size{1280, 800};
};

// Runs the workbench. A QApplication must exist. Returns the process exit status.
int runGui(const GuiLaunch &launch);

} // namespace verdict
