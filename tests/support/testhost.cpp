// verdict-testhost: `verdict` with the test hooks, which the shipped binary does not have (issue 33). The same
// command line and window, plus, from the environment:
//   VERDICT_TEST_SCRIPT="CMD;CMD;…"  run on the newest window after start-up (testscript.h; docs/testing.md)
//   VERDICT_TEST_AUTOSAVE_MS=N        autosave every N ms instead of the setting
// tests/views/tst_recovery drives it to a crash; scripts/make-docs draws the user guide's pictures with it.
#include "app/autosaver.h"
#include "app/guientry.h"
#include "cli/cli.h"
#include "testscript.h"

int main(int argc, char **argv)
{
    bool ok = false;
    const int autosave = qEnvironmentVariableIntValue("VERDICT_TEST_AUTOSAVE_MS", &ok);
    if (ok && autosave > 0)
        verdict::Autosaver::setTestInterval(autosave);
    const QString script = qEnvironmentVariable("VERDICT_TEST_SCRIPT");
    if (!script.isEmpty())
        verdict::setStartHook([script](verdict::Workbench &workbench) { verdict::test::runScript(workbench, script); });
    verdict::cli::allowInvisibleWindow(); // its scripted windows end themselves (tst_recovery kills them)
    return verdict::cli::run(argc, argv);
}
