#pragma once

#include <QString>

namespace verdict {
class Workbench;
}

namespace verdict::test {

// Runs a test script on the newest window of `workbench` (docs/testing.md, "VERDICT_TEST_SCRIPT"): `;`-separated
// commands such as `set ROW COLUMN VALUE`, `autosave`, `save-as PATH`, `raise DOCK`, `trigger ACTION`, `chart KIND`, `grab NAME PATH`,
// `grab-slides DIR W H`, `whatif ID`, `wait MS`, `quit`.
void runScript(Workbench &workbench, const QString &script);

} // namespace verdict::test
