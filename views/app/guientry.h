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
//
// Test-only environment (used by tests/views/tst_recovery to drive a real process to a crash):
//   VERDICT_TEST_AUTOSAVE_MS=N   autosave every N ms instead of the setting
//   VERDICT_TEST_SCRIPT="CMD;CMD;..."  run after start-up on the newest window, with every question
//     answered by its default button. Commands: `set ROW COLUMN VALUE` (a cell edit through the undo
//     stack), `autosave` (write the recovery file now), `save-as PATH`, `quit`; for screenshots of the
//     editors: `raise DOCK` (a dock's object name, e.g. ScenarioDock), `chart KIND`
//     (the Charts dock's chart, as the CLI names it, e.g. tornado), `empty` (an empty project: the start page),
//     `grab-slides DIR W H` (every presentation slide at W x H as DIR/slide-N.png), `scenario-tab N` (0 parameters,
//     1 attributes, 2 constraints, 3 rules, 4 problems), `grab-ahp PATH` (the AHP dialog of the active
//     profile as a PNG), `whatif ID` (the Results dock's What Would It Take? for alternative ID), `wait MS` (let the event loop run, e.g. for the Monte Carlo table). With --screenshot
//     the script runs before the picture is taken. (docs/testing.md)
int runGui(const GuiLaunch &launch);

} // namespace verdict
