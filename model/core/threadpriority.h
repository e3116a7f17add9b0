#pragma once

namespace verdict {

// Lets the calling worker thread give way to the GUI thread: on Linux its nice value goes up by 5 (a third of the
// GUI thread's share of a core when both want one), once per thread. On a 2-core machine an edit of a big project
// has two workers running (its evaluation, the chart's data) beside the GUI thread; at equal priority the GUI
// thread got two thirds of a core and a 30 ms redraw took 100 ms or more of the user's time. An idle machine still
// gives the workers every core. Elsewhere, and on the application's own thread, a no-op.
void giveWayToInterface();

} // namespace verdict
