// The test-only script interpreter (VERDICT_TEST_SCRIPT, docs/testing.md): it drives the real window in a process
// (tests/views/tst_recovery) and draws the user guide's pictures (scripts/make-docs). It lives in test code, so
// the shipped binary has none of it: verdict-testhost (testhost.cpp) is `verdict` with this script installed.
#include "testscript.h"

#include "app/autosaver.h"
#include "app/guientry.h"
#include "app/workbench.h"
#include "charts/chartpanel.h"
#include "export/presentationwindow.h"
#include "document/document.h"
#include "document/liveevaluation.h"
#include "evaluation/evaluation.h"
#include "widgets/dialogs.h"
#include "app/mainwindow.h"
#include "app/startpage.h"
#include "widgets/scenariocompare.h"
#include "widgets/resultspanel.h"
#include "widgets/matrixview.h"
#include "widgets/ahpdialog.h"
#include "widgets/valuefunctiondialog.h"
#include "widgets/scenarioeditor.h"
#include "widgets/swingdialog.h"
#include "widgets/decisiondialog.h"
#include "widgets/tableimportdialog.h"
#include "widgets/decisionpanel.h"

#include "core/valuetree.h"
#include "widgets/scenariopanel.h"
#include "widgets/settingsdialog.h"

#include <QApplication>
#include <QGuiApplication>
#include <QDockWidget>
#include <QDir>
#include <QElapsedTimer>
#include <QIcon>
#include <QTabWidget>
#include <QThread>
#include <QTimer>

#include <cstdio>

namespace verdict::test {

void runScript(Workbench &workbench, const QString &script)
{
    const QStringList commands = script.split(u';', Qt::SkipEmptyParts);
    for (const QString &command : commands) {
        const QStringList args = command.trimmed().split(u' ', Qt::SkipEmptyParts);
        const QList<MainWindow *> windows = workbench.windows();
        if (args.isEmpty() || windows.isEmpty())
            continue;
        MainWindow *w = windows.constLast();
        const QString &verb = args.constFirst();
        if (verb == QLatin1String("set") && args.size() == 4) {
            w->document()->setValue(args[1].toInt(), args[2].toInt(), args[3].toDouble());
        } else if (verb == QLatin1String("method") && args.size() == 2) {
            w->document()->setRankingMethod(args[1]); // as the Results dock's selector: one undo step
        } else if (verb == QLatin1String("undo")) {
            w->document()->undoStack()->undo();
        } else if (verb == QLatin1String("redo")) {
            w->document()->undoStack()->redo();
        } else if (verb == QLatin1String("autosave")) {
            w->autosaver()->saveNow();
        } else if (verb == QLatin1String("save-as") && args.size() == 2) {
            w->saveTo(args[1]);
        } else if (verb == QLatin1String("trigger") && args.size() == 2) {
            // trigger ACTION: a menu action by its object name ("largerMatrixAction": View ▸ Larger Matrix, F7).
            if (auto *action = w->findChild<QAction *>(args[1]))
                action->trigger();
            else
                std::fprintf(stderr, "verdict: VERDICT_TEST_SCRIPT: no action '%s'\n", qPrintable(args[1]));
        } else if (verb == QLatin1String("raise") && args.size() == 2) {
            if (auto *dock = w->findChild<QDockWidget *>(args[1])) {
                dock->show();
                dock->raise();
            }
        } else if (verb == QLatin1String("grab-slides") && args.size() == 4) {
            // Every presentation slide at WxH as DIR/slide-N.png.
            PresentationWindow slides(*w->document()->evaluation()->current());
            slides.resize(args[2].toInt(), args[3].toInt());
            slides.show();
            QCoreApplication::processEvents();
            for (int i = 0; i < slides.slideCount(); ++i) {
                slides.setSlide(i);
                QCoreApplication::processEvents();
                const QString file = QDir(args[1]).filePath(QStringLiteral("slide-%1.png").arg(i + 1));
                if (!slides.grab().toImage().save(file, "PNG"))
                    std::fprintf(stderr, "verdict: error: cannot write %s\n", qPrintable(file));
            }
        } else if (verb == QLatin1String("empty")) {
            w->document()->replaceProject(makeEmptyProject());
            w->document()->markSaved();
        } else if (verb == QLatin1String("build-in-place")) {
            Q_EMIT w->startPage()->emptyChosen(); // the start page's "Start with an empty matrix"
        } else if (verb == QLatin1String("add-alternative") && args.size() >= 2) {
            w->document()->insertAlternative(w->document()->data().alternativeCount());
            Alternative a = w->document()->data().alternatives.back();
            a.name = args.mid(1).join(u' ');
            w->document()->setAlternative(w->document()->data().alternativeCount() - 1, a);
        } else if (verb == QLatin1String("chart") && args.size() == 2) {
            if (const std::optional<ChartKind> kind = parseChartKind(args[1]))
                w->chartPanel()->setKind(*kind);
        } else if (verb == QLatin1String("scenario-tab") && args.size() == 2) {
            if (auto *panel = w->findChild<ScenarioPanel *>())
                panel->tabs()->setCurrentIndex(args[1].toInt());
        } else if (verb == QLatin1String("grab-ahp") && (args.size() == 2 || args.size() == 3)) {
            // grab-ahp PATH [GROUP]: the dialog of the top level, or of that group's children.
            const ProjectData &d = w->document()->data();
            AhpDialog dialog(d, d.activeProfile, args.size() == 3 ? d.indexOfGroup(args[2]) : -1, w);
            dialog.show();
            QCoreApplication::processEvents();
            if (!dialog.grab().toImage().save(args[1], "PNG"))
                std::fprintf(stderr, "verdict: error: cannot write %s\n", qPrintable(args[1]));
        } else if (verb == QLatin1String("grab-value-function") && (args.size() == 3 || args.size() == 4)) {
            // grab-value-function CRITERION PATH [X:V,X:V,...]: the dialog of that criterion, with these points.
            const ProjectData &d = w->document()->data();
            const int c = d.indexOfCriterion(args[1]);
            if (c < 0) {
                std::fprintf(stderr, "verdict: VERDICT_TEST_SCRIPT: no criterion '%s'\n", qPrintable(args[1]));
                continue;
            }
            std::optional<ValueFunction> f = d.criteria[std::size_t(c)].valueFunction;
            if (args.size() == 4) {
                f = ValueFunction{};
                for (const QString &point : args[3].split(u','))
                    f->points.push_back({point.section(u':', 0, 0).toDouble(), point.section(u':', 1, 1).toDouble()});
            }
            ValueFunctionDialog dialog(d.criteria[std::size_t(c)].name, d.criteria[std::size_t(c)].unit, f,
                                       ValueFunctionDialog::marksOf(d, w->document()->evaluation()->current()->scenario().values, c), w);
            dialog.resize(960, 520);
            dialog.show();
            QCoreApplication::processEvents();
            if (!dialog.grab().toImage().save(args[2], "PNG"))
                std::fprintf(stderr, "verdict: error: cannot write %s\n", qPrintable(args[2]));
        } else if (verb == QLatin1String("grab-swing") && args.size() == 3) {
            // grab-swing GROUP PATH: the swing dialog of that group's children (TOP: the top level).
            const ProjectData &d = w->document()->data();
            const int group = args[1] == QLatin1String("TOP") ? -1 : d.indexOfGroup(args[1]);
            if (group < 0 && args[1] != QLatin1String("TOP")) {
                std::fprintf(stderr, "verdict: VERDICT_TEST_SCRIPT: no group '%s'\n", qPrintable(args[1]));
                continue;
            }
            const std::vector<Swing> swings = swingsOf(d, w->document()->evaluation()->current()->scenario().values, group);
            const ValueTree::Weights weights = ValueTree(d).weights(d.active());
            std::vector<double> local;
            for (const Swing &sw : swings)
                local.push_back((sw.isGroup ? weights.groupLocal : weights.criterionLocal)[std::size_t(sw.index)]);
            SwingDialog dialog(group < 0 ? QStringLiteral("top level") : d.groups[std::size_t(group)].name, swings,
                               std::vector<std::optional<double>>(swings.size()), local, w);
            dialog.show();
            QCoreApplication::processEvents();
            if (!dialog.grab().toImage().save(args[2], "PNG"))
                std::fprintf(stderr, "verdict: error: cannot write %s\n", qPrintable(args[2]));
        } else if (verb == QLatin1String("grab") && args.size() == 3) {
            // grab NAME PATH: one part of the window as it stands, a dock by its object name or "matrix".
            QWidget *part = args[1] == QLatin1String("matrix") ? static_cast<QWidget *>(w->findChild<MatrixView *>())
                                                               : w->findChild<QDockWidget *>(args[1]);
            if (!part) {
                std::fprintf(stderr, "verdict: VERDICT_TEST_SCRIPT: no part '%s'\n", qPrintable(args[1]));
                continue;
            }
            QCoreApplication::processEvents();
            if (!part->grab().toImage().save(args[2], "PNG"))
                std::fprintf(stderr, "verdict: error: cannot write %s\n", qPrintable(args[2]));
        } else if (verb == QLatin1String("whatif") && args.size() == 2) {
            // whatif ALTERNATIVE_ID: the Results dock's What Would It Take? for that alternative (then `wait`).
            w->resultsPanel()->askWhatIf(w->document()->data().indexOfAlternative(args[1]));
        } else if (verb == QLatin1String("scenario") && args.size() == 2) {
            // scenario K: show the file's K-th what-if scenario (1 the first, 0 the base), as the Analysis menu does.
            const int k = args[1].toInt();
            const auto &scenarios = w->document()->data().scenarios;
            w->document()->setActiveScenario(k >= 1 && k <= int(scenarios.size()) ? scenarios[std::size_t(k - 1)].name : QString());
        } else if (verb == QLatin1String("grab-compare") && args.size() == 2) {
            // grab-compare PATH: Analysis ▸ Compare Scenarios… as it opens, to a PNG.
            w->compareScenarios();
            QCoreApplication::processEvents();
            if (!w->scenarioCompareDialog()->grab().toImage().save(args[1], "PNG"))
                std::fprintf(stderr, "verdict: error: cannot write %s\n", qPrintable(args[1]));
        } else if (verb == QLatin1String("grab-record-decision") && args.size() == 2) {
            // grab-record-decision PATH: Analysis ▸ Record Decision… with its suggested triggers worked out, to a PNG.
            DecisionDialog dialog(w->document()->evaluation()->current(), w);
            dialog.show();
            QElapsedTimer waited;
            waited.start();
            while (!dialog.suggestionsReady() && waited.elapsed() < 60000)
                QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
            QCoreApplication::processEvents();
            if (!dialog.grab().toImage().save(args[1], "PNG"))
                std::fprintf(stderr, "verdict: error: cannot write %s\n", qPrintable(args[1]));
        } else if (verb == QLatin1String("grab-import") && (args.size() == 3 || args.size() == 4)) {
            // grab-import FILE PATH [SHEET]: File ▸ Import Table… on FILE (a CSV or a spreadsheet), SHEET chosen, to a PNG.
            TableImportDialog dialog(args[1], w);
            if (args.size() == 4)
                dialog.chooseSheet(args[3]);
            dialog.show();
            QCoreApplication::processEvents();
            if (!dialog.grab().toImage().save(args[2], "PNG"))
                std::fprintf(stderr, "verdict: error: cannot write %s\n", qPrintable(args[2]));
        } else if (verb == QLatin1String("grab-compare-record") && args.size() == 2) {
            // grab-compare-record PATH: Analysis ▸ Compare with Record… as it opens, to a PNG.
            w->decisionPanel()->compareWithRecord();
            QCoreApplication::processEvents();
            if (auto *dialog = w->findChild<QDialog *>(QStringLiteral("CompareWithRecordDialog")); !dialog || !dialog->grab().toImage().save(args[1], "PNG"))
                std::fprintf(stderr, "verdict: error: cannot write %s\n", qPrintable(args[1]));
        } else if (verb == QLatin1String("grab-scenario-editor") && args.size() == 3) {
            // grab-scenario-editor K PATH: the scenario editor showing the file's K-th scenario (1-based; 0: a new one).
            const int k = args[1].toInt();
            ScenarioEditorDialog dialog(w->document()->data(), k - 1, w);
            dialog.show();
            QCoreApplication::processEvents();
            if (!dialog.grab().toImage().save(args[2], "PNG"))
                std::fprintf(stderr, "verdict: error: cannot write %s\n", qPrintable(args[2]));
        } else if (verb == QLatin1String("wait") && args.size() == 2) {
            QElapsedTimer waited;
            waited.start();
            while (waited.elapsed() < args[1].toInt()) {
                QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
                QThread::msleep(5);
            }
        } else if (verb == QLatin1String("quit")) {
            QApplication::closeAllWindows();
            QCoreApplication::quit();
        } else {
            std::fprintf(stderr, "verdict: VERDICT_TEST_SCRIPT: unknown command '%s'\n", qPrintable(command));
        }
    }
}

} // namespace verdict::test
