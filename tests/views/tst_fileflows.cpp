// The File menu's flows on a real MainWindow (offscreen), every question answered through the dialog seams:
// Save As (suffix added, title, recent files), the close prompt with unsaved changes (Cancel keeps the
// window and the edits, Discard closes, Save writes first), Open replacing an untitled unmodified window,
// Reload dropping unsaved edits, CSV export, and a refused save that keeps the document modified.
#include "app/workbench.h"
#include "document/document.h"
#include "dialogqueue.h"
#include "app/mainwindow.h"
#include "widgets/weightspanel.h"
#include "export/presentationwindow.h"
#include "widgets/decisiondialog.h"
#include "widgets/decisionpanel.h"
#include "widgets/tableimportdialog.h"
#include "widgets/matrixview.h"
#include "models/matrixmodel.h"
#include "export/xlsxexport.h"
#include "document/background.h"

#include "format/projectfile.h"
#include "format/savefile.h"

#include "core/valuetree.h"
#include "evaluation/evaluation.h"
#include "review/decision.h"
#include "review/assumptions.h"
#include "review/committee.h"
#include "review/whatif.h"
#include "display/format.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTableWidget>
#include <QTreeWidget>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QPointer>
#include <QProgressDialog>
#include <QSemaphore>
#include <QDir>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QStatusBar>
#include <QTimer>
#include <QUrl>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cmath>
#include <memory>

using namespace verdict;

class TestFileFlows : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void saveAsAddsSuffixAndTitle();
    void saveAsCancelledChangesNothing();
    void closeCancelKeepsEdits();
    void closeDiscard();
    void closeSaveWritesFirst();
    void openReplacesUntitledUnmodified();
    void openFromModifiedMakesNewWindow();
    void reloadDropsUnsavedEdits();
    void exportCsv();
    void refusedSaveStaysModified();
    void ahpJudgmentsAreSaved();
    void helpOpensTheSampleAsUntitledCopy();
    void exportMenuWritesTheWorkbook();
    void cancellingTheWorkbookWritesNothing();
    void presentationIsFullScreenAndEscLeaves();
    void cheatSheetUsesThePaperFromSettings();
    void openingADecisionToReopenSaysWhy();
    void recordingADecisionInTheWindow();
    void decisionDockIsLiveAsYouEdit();
    void compareWithRecordSetsTheRankingsSideBySide();
    void openingASpreadsheetNeverSavesOverIt();
    void importingATableInTheWindow();
    void openingATableFromTheCommandLine();

private:
    QAction *menuAction(const QString &menu, const QString &text) const;
    ProjectData load(const QString &path);

    std::unique_ptr<Workbench> m_workbench;
    MainWindow *m_window = nullptr;
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestFileFlows::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    dialogs::setHeadless(true);
}

void TestFileFlows::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_workbench = std::make_unique<Workbench>();
    m_window = m_workbench->openSample(false);
    QVERIFY(m_window);
}

void TestFileFlows::cleanup()
{
    for (MainWindow *w : m_workbench->windows())
        w->document()->undoStack()->setClean();
    m_workbench.reset();
    m_window = nullptr;
    dialogs::takeInformed();
}

QAction *TestFileFlows::menuAction(const QString &menu, const QString &text) const
{
    for (QAction *top : m_window->menuBar()->actions()) {
        if (top->text().remove(u'&') != menu || !top->menu())
            continue;
        for (QAction *a : top->menu()->actions())
            if (a->text().remove(u'&').contains(text))
                return a;
    }
    return nullptr;
}

ProjectData TestFileFlows::load(const QString &path)
{
    const LoadResult r = loadProjectFile(path);
    if (!r.ok())
        return {};
    return *r.project;
}

void TestFileFlows::saveAsAddsSuffixAndTitle()
{
    Document *doc = m_window->document();
    doc->setValue(0, 0, 4);
    QVERIFY(m_window->isWindowModified());
    dialogs::queueFileName(m_dir->filePath(QStringLiteral("choice")));
    QVERIFY(m_window->saveAs());
    const QString path = m_dir->filePath(QStringLiteral("choice.verdict"));
    QVERIFY(QFile::exists(path));
    QCOMPARE(doc->fileName(), path);
    QVERIFY(!doc->isModified());
    QVERIFY(!m_window->isWindowModified());
    QCOMPARE(m_window->windowTitle(), QStringLiteral("choice.verdict[*] — Verdict"));
    QVERIFY(load(path) == doc->data());
    QCOMPARE(m_workbench->recentFiles().value(0), path);
    // Save (not As) now writes to the same file without asking.
    doc->setValue(0, 0, 5);
    QVERIFY(m_window->save());
    QCOMPARE(load(path).values.at(0, 0), 5.0);
}

void TestFileFlows::saveAsCancelledChangesNothing()
{
    Document *doc = m_window->document();
    doc->setValue(0, 0, 4);
    QVERIFY(!m_window->saveAs()); // headless file dialog: cancelled
    QVERIFY(doc->isUntitled());
    QVERIFY(doc->isModified());
}

void TestFileFlows::closeCancelKeepsEdits()
{
    m_window->show();
    Document *doc = m_window->document();
    doc->setValue(0, 0, 4);
    dialogs::queueAnswer(QMessageBox::Cancel);
    QVERIFY(!m_window->close());
    QVERIFY(m_window->isVisible());
    QCOMPARE(doc->data().values.at(0, 0), 4.0);
    QVERIFY(doc->isModified());
}

void TestFileFlows::closeDiscard()
{
    m_window->show();
    m_window->document()->setValue(0, 0, 4);
    dialogs::queueAnswer(QMessageBox::Discard);
    QVERIFY(m_window->close());
    QVERIFY(!m_window->isVisible());
}

void TestFileFlows::closeSaveWritesFirst()
{
    m_window->show();
    Document *doc = m_window->document();
    doc->setValue(0, 0, 7);
    const ProjectData edited = doc->data();
    dialogs::queueAnswer(QMessageBox::Save);
    dialogs::queueFileName(m_dir->filePath(QStringLiteral("closing.verdict")));
    QVERIFY(m_window->close());
    QVERIFY(load(m_dir->filePath(QStringLiteral("closing.verdict"))) == edited);
    // Save chosen but the file dialog cancelled: the window stays, edits and all.
    MainWindow *other = m_workbench->newWindow(std::make_unique<Document>(edited), true);
    other->document()->setValue(0, 0, 8);
    dialogs::queueAnswer(QMessageBox::Save);
    QVERIFY(!other->close());
    QVERIFY(other->isVisible());
    QCOMPARE(other->document()->data().values.at(0, 0), 8.0);
}

void TestFileFlows::openReplacesUntitledUnmodified()
{
    const QString path = m_dir->filePath(QStringLiteral("other.verdict"));
    ProjectData other = m_window->document()->data();
    other.metadata.title = QStringLiteral("Other");
    QVERIFY(saveProjectFile(other, path).ok);
    QCOMPARE(m_workbench->windows().size(), 1);
    MainWindow *w = m_workbench->open(path, m_window, false);
    QCOMPARE(w, m_window);
    QCOMPARE(m_workbench->windows().size(), 1);
    QCOMPARE(m_window->document()->fileName(), path);
    QCOMPARE(m_window->document()->data().metadata.title, QStringLiteral("Other"));
    QVERIFY(!m_window->document()->isModified());
}

void TestFileFlows::openFromModifiedMakesNewWindow()
{
    const QString path = m_dir->filePath(QStringLiteral("other.verdict"));
    QVERIFY(saveProjectFile(m_window->document()->data(), path).ok);
    m_window->document()->setValue(0, 0, 3);
    MainWindow *w = m_workbench->open(path, m_window, false);
    QVERIFY(w && w != m_window);
    QCOMPARE(m_workbench->windows().size(), 2);
    QCOMPARE(m_window->document()->data().values.at(0, 0), 3.0); // the edited window is untouched
}

void TestFileFlows::reloadDropsUnsavedEdits()
{
    const QString path = m_dir->filePath(QStringLiteral("r.verdict"));
    QVERIFY(m_window->saveTo(path));
    const ProjectData saved = m_window->document()->data();
    m_window->document()->setValue(0, 0, 3);
    QVERIFY(m_window->reload());
    QVERIFY(m_window->document()->data() == saved);
    QVERIFY(!m_window->document()->isModified());
    QVERIFY(!m_window->document()->undoStack()->canUndo());
    // A file that became unreadable: the reload is refused with a message naming it, the document stays.
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{ not json");
    f.close();
    m_window->document()->setValue(0, 0, 9);
    QVERIFY(!m_window->reload());
    QCOMPARE(m_window->document()->data().values.at(0, 0), 9.0);
    const QStringList informed = dialogs::takeInformed();
    QCOMPARE(informed.size(), 1);
    QVERIFY2(informed[0].contains(QStringLiteral("r.verdict")), qPrintable(informed[0]));
}

void TestFileFlows::exportCsv()
{
    const QString path = m_dir->filePath(QStringLiteral("matrix.csv"));
    QVERIFY(m_window->exportCsv(path));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    const ProjectData &d = m_window->document()->data();
    QVERIFY(bytes.contains(d.alternatives[0].name.toUtf8()));
    QVERIFY(bytes.contains(d.criteria[0].name.toUtf8()));
    QVERIFY(!m_window->document()->isModified()); // exporting is not saving
}

void TestFileFlows::refusedSaveStaysModified()
{
    m_window->document()->setValue(0, 0, 3);
    const QString path = m_dir->filePath(QStringLiteral("missing-dir/x.verdict"));
    QVERIFY(!m_window->saveTo(path));
    QVERIFY(m_window->document()->isModified());
    QVERIFY(m_window->document()->isUntitled());
    const QStringList informed = dialogs::takeInformed();
    QCOMPARE(informed.size(), 1);
    QVERIFY2(informed[0].contains(QStringLiteral("x.verdict")), qPrintable(informed[0]));
}

// The AHP dialog's judgments are stored in the profile and survive a save, so they can be revised later. Over the
// sample's value tree, the top level's judgments compare its pillars.
void TestFileFlows::ahpJudgmentsAreSaved()
{
    Document *doc = m_window->document();
    const ProjectData &d = doc->data();
    QStringList items;
    for (const ValueTree::Node &kid : ValueTree(d).children(-1))
        items << (kid.isGroup ? ahpGroupItem(d.groups[std::size_t(kid.index)].id) : d.criteria[std::size_t(kid.index)].id);
    const std::size_t n = std::size_t(items.size());
    QVERIFY(n >= 2);
    std::vector<std::vector<double>> m(n, std::vector<double>(n, 1.0));
    m[0][1] = 3;
    m[1][0] = 1.0 / 3;
    std::vector<double> weights(n, 100.0 / double(n));
    m_window->weightsPanel()->applyAhp(AhpJudgments{items, m}, weights);
    const QString path = m_dir->filePath(QStringLiteral("ahp.verdict"));
    QVERIFY(m_window->saveTo(path));
    const ProjectData loaded = load(path);
    const WeightProfile &p = loaded.profiles.at(std::size_t(loaded.activeProfile));
    QVERIFY(p.ahp);
    QCOMPARE(p.ahp->criteria, items);
    QCOMPARE(p.ahp->matrix[0][1], 3.0);
    QVERIFY(std::abs(p.ahp->matrix[1][0] - 1.0 / 3) < 1e-12);
    const ValueTree::Weights w = ValueTree(loaded).weights(p); // the weights came from the judgments
    QVERIFY(w.groupLocal[std::size_t(loaded.indexOfGroup(ahpItemGroup(items[0])))]
            > w.groupLocal[std::size_t(loaded.indexOfGroup(ahpItemGroup(items[1])))]);
}

void TestFileFlows::helpOpensTheSampleAsUntitledCopy()
{
    QAction *open = menuAction(QStringLiteral("Help"), QStringLiteral("Sample"));
    QVERIFY(open);
    const qsizetype before = m_workbench->windows().size();
    open->trigger();
    QCOMPARE(m_workbench->windows().size(), before + 1);
    const Document *sample = m_workbench->windows().constLast()->document();
    QVERIFY(sample->fileName().isEmpty()); // untitled: saving asks for a name, the bundled file is never written
    QVERIFY(!sample->isModified());
    const LoadResult bundled = Workbench::loadSample();
    QVERIFY(bundled.ok());
    QCOMPARE(canonicalProject(sample->data()), canonicalProject(*bundled.project));
}

// Cancel in the workbook's progress dialog: nothing written, the file already there kept, and the status bar says so.
// The window's workers are held busy until Cancel is pressed, so the export cannot finish first.
void TestFileFlows::cancellingTheWorkbookWritesNothing()
{
    QAction *xlsx = menuAction(QStringLiteral("Export"), QStringLiteral("xlsx"));
    QVERIFY(xlsx);
    const QString out = m_dir->filePath(QStringLiteral("cancelled.xlsx"));
    {
        QFile before(out);
        QVERIFY(before.open(QIODevice::WriteOnly));
        before.write("last week's workbook");
    }
    // The workers wait on a semaphore they share, not one on this function's stack: a worker woken by the release
    // may run only after this function has returned, and it reads the semaphore again as it wakes. On the stack,
    // that read met whatever the next test had put there, and a worker slept for ever: the pool's destruction at
    // exit then waited for it, and CI's fresh root timed tst_fileflows out after every test had passed.
    struct Held
    {
        QSemaphore hold;
        std::atomic<int> left{0};
    };
    const auto held = std::make_shared<Held>();
    const int workers = backgroundPool()->maxThreadCount();
    held->left = workers;
    for (int i = 0; i < workers; ++i)
        backgroundPool()->start([held] {
            held->hold.acquire();
            --held->left;
        });
    dialogs::queueFileName(out);
    xlsx->trigger();
    QProgressDialog *progress = m_window->findChild<QProgressDialog *>();
    QVERIFY(progress);
    QCOMPARE(progress->labelText(), QStringLiteral("Writing the workbook…"));
    QPushButton *cancel = progress->findChild<QPushButton *>();
    QVERIFY(cancel);
    QCOMPARE(cancel->text(), QStringLiteral("Cancel"));
    cancel->click(); // as the user does
    held->hold.release(workers);
    QTRY_VERIFY_WITH_TIMEOUT(m_window->statusBar()->currentMessage() == QStringLiteral("Export cancelled: nothing was written."), 30000);
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("last week's workbook"));
    QCOMPARE(QDir(m_dir->path()).entryList({QStringLiteral("*cancelled.xlsx*")}, QDir::Files | QDir::Hidden),
             QStringList{QStringLiteral("cancelled.xlsx")}); // no temporary file left
    QVERIFY(dialogs::takeInformed().isEmpty());
    QTRY_COMPARE(held->left.load(), 0); // every held worker has let go before the next test
}

void TestFileFlows::exportMenuWritesTheWorkbook()
{
    QAction *xlsx = menuAction(QStringLiteral("Export"), QStringLiteral("xlsx"));
    QVERIFY(xlsx);
    const QString out = m_dir->filePath(QStringLiteral("decision.xlsx"));
    dialogs::queueFileName(out);
    xlsx->trigger();
    // Written on a worker (at 10,000 × 200 it held the GUI thread for 18 s): not there when the menu returns.
    QVERIFY(!QFile::exists(out));
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(out), 30000);
    QFile f(out);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(dialogs::takeInformed().join(u'\n')));
    QCOMPARE(f.read(2), QByteArray("PK")); // a zip container, as every .xlsx is
    QTRY_VERIFY(m_window->statusBar()->currentMessage().contains(QStringLiteral("Exported the workbook to decision.xlsx")));
    QVERIFY(dialogs::takeInformed().isEmpty()); // no error shown

    // An unwritable place gives one message and no file.
    const QString bad = m_dir->filePath(QStringLiteral("missing-dir/decision.xlsx"));
    dialogs::queueFileName(bad);
    xlsx->trigger();
    QStringList informed;
    QTRY_VERIFY_WITH_TIMEOUT(!(informed += dialogs::takeInformed()).isEmpty(), 30000);
    QVERIFY(!QFile::exists(bad));
    QCOMPARE(informed.size(), 1);
    QVERIFY2(informed[0].contains(QStringLiteral("decision.xlsx")), qPrintable(informed[0]));
}

void TestFileFlows::presentationIsFullScreenAndEscLeaves()
{
    QAction *present = menuAction(QStringLiteral("View"), QStringLiteral("Presentation"));
    QVERIFY(present);
    QCOMPARE(present->shortcut(), QKeySequence(Qt::Key_F5));
    present->trigger();
    PresentationWindow *slides = nullptr;
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *p = qobject_cast<PresentationWindow *>(w); p && p->isVisible())
            slides = p;
    QVERIFY(slides);
    QVERIFY(slides->windowState() & Qt::WindowFullScreen);
    QCOMPARE(slides->slideTitle(0), QStringLiteral("The recommendation"));
    QPointer<PresentationWindow> guard(slides);
    QTest::keyClick(slides, Qt::Key_Escape);
    QTRY_VERIFY(guard.isNull());
}

void TestFileFlows::cheatSheetUsesThePaperFromSettings()
{
    QAction *pdf = menuAction(QStringLiteral("Export"), QStringLiteral("PDF"));
    QVERIFY(pdf);
    const auto mediaBox = [](const QString &path) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return QByteArray();
        const QByteArray bytes = f.readAll();
        const qsizetype at = bytes.indexOf("/MediaBox [");
        return at < 0 ? QByteArray() : bytes.mid(at, bytes.indexOf(']', at) - at + 1);
    };
    for (const auto &[setting, width] : {std::pair{QStringLiteral("Letter"), QByteArray("612")},
                                         std::pair{QStringLiteral("A4"), QByteArray("595")}}) {
        QSettings().setValue(QStringLiteral("pageSize"), setting);
        const QString out = m_dir->filePath(setting + QStringLiteral(".pdf"));
        dialogs::queueFileName(out);
        pdf->trigger();
        // The first export runs its Monte Carlo in the background, and every export makes its model there: slower under
        // the sanitizers (7.5 s once) than QTRY_VERIFY's 5 s.
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(out), 60000);
        const QByteArray box = mediaBox(out);
        QVERIFY2(box.startsWith("/MediaBox [0 0 " + width), box.constData());
    }
    QSettings().remove(QStringLiteral("pageSize"));
}

QTEST_MAIN(TestFileFlows)
// Opening a file whose recorded decision should be reopened (its review date passed, a trigger fired) says so above
// the matrix, in two lines, with every reason behind Details…; a decision that stands shows nothing; Dismiss hides it.
void TestFileFlows::openingADecisionToReopenSaysWhy()
{
    ProjectData project = m_window->document()->data();
    DecisionRequest request;
    request.choose = QStringLiteral("aks_arc");
    request.on = QStringLiteral("2026-01-01");
    const DecisionOutcome stands = makeDecision(evaluate(project), request);
    QVERIFY(stands.record);
    ProjectData standing = project;
    appendDecision(standing.decisions, *stands.record);
    const QString standingPath = m_dir->filePath(QStringLiteral("stands.verdict"));
    QVERIFY(saveProjectFile(standing, standingPath).ok);

    request.reviewBy = QStringLiteral("2026-02-01"); // passed
    QString why;
    request.triggers = {*parseTrigger(project, QStringLiteral("aks_arc.idle >= 0.12: idle time creeps up"), why)}; // fires at 12 %
    const DecisionOutcome due = makeDecision(evaluate(project), request);
    QVERIFY(due.record);
    appendDecision(project.decisions, *due.record);
    const QString path = m_dir->filePath(QStringLiteral("due.verdict"));
    QVERIFY(saveProjectFile(project, path).ok);

    MainWindow *w = m_workbench->open(standingPath, m_window, false);
    QVERIFY(w);
    auto *bar = w->findChild<QWidget *>(QStringLiteral("DecisionBar"));
    QVERIFY(bar);
    QVERIFY(bar->isHidden());

    w = m_workbench->open(path, w, false);
    QVERIFY(w);
    bar = w->findChild<QWidget *>(QStringLiteral("DecisionBar"));
    QVERIFY(!bar->isHidden());
    const QString text = bar->findChild<QLabel *>()->text();
    QVERIFY2(text.startsWith(QStringLiteral("Reopen the decision for AKS + Azure Arc (d1 of 2026-01-01)? 2 reasons:")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("the review is due")) && text.contains(QStringLiteral("(and 1 more)")), qPrintable(text));
    QCOMPARE(text.count(u'\n'), 1); // two lines: the matrix keeps its room
    QPushButton *details = nullptr, *dismiss = nullptr;
    for (QPushButton *b : bar->findChildren<QPushButton *>())
        (b->text().startsWith(QStringLiteral("Details")) ? details : dismiss) = b;
    QVERIFY(details && dismiss);
    details->click();
    const QStringList informed = dialogs::takeInformed();
    QVERIFY2(!informed.isEmpty() && informed.back().contains(QStringLiteral("trigger t1 fired: AKS + Azure Arc: GPU idle fraction is 12 %")),
             qPrintable(informed.join(QStringLiteral(" | "))));
    dismiss->click();
    QVERIFY(bar->isHidden());

    // Opened into an untitled window (the project replaced, not a new window): said the same.
    MainWindow *untitled = m_workbench->openSample(false);
    QVERIFY(untitled && untitled->document()->isUntitled());
    QCOMPARE(m_workbench->open(path, untitled, false), untitled);
    QVERIFY(!untitled->findChild<QWidget *>(QStringLiteral("DecisionBar"))->isHidden());
}

// Record Decision…, under PROMETHEE II: the dialog lists exactly the triggers the analysis suggests for the window's
// evaluation; one left out, one edited (threshold read as the window reads numbers, so no longer the analysis's
// boundary), one written in the form ("1,5" refused in English, with why); a choice other than the first refused
// without a rationale, next to the rationale; the record appended as one undo step.
void TestFileFlows::recordingADecisionInTheWindow()
{
    Document *doc = m_window->document();
    QVERIFY(doc->setRankingMethod(QStringLiteral("promethee")));
    const std::shared_ptr<const Evaluation> e = doc->evaluation()->current();
    DecisionDialog dialog(e, m_window);
    QTRY_VERIFY_WITH_TIMEOUT(dialog.suggestionsReady(), 60000); // what it would take and what to check first: seconds under ASan
    const std::vector<DecisionTrigger> expected = suggestTriggers(*e, whatIfOf(*e), assumptionsOf(*e));
    QVERIFY(expected.size() >= 2);
    auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("triggers"));
    QVERIFY(table);
    QCOMPARE(table->rowCount(), int(expected.size()));
    for (int row = 0; row < table->rowCount(); ++row) {
        QCOMPARE(table->item(row, 0)->checkState(), Qt::Checked);
        QCOMPARE(table->item(row, 1)->text(), DecisionDialog::thresholdText(expected[std::size_t(row)].threshold, readTrigger(*e, expected[std::size_t(row)]).unit));
    }
    table->item(0, 0)->setCheckState(Qt::Unchecked);
    table->item(1, 1)->setText(QStringLiteral("1,500"));
    table->item(1, 3)->setText(QStringLiteral("edited by hand"));

    auto *of = dialog.findChild<QComboBox *>(QStringLiteral("triggerOf"));
    auto *number = dialog.findChild<QComboBox *>(QStringLiteral("triggerNumber"));
    auto *op = dialog.findChild<QComboBox *>(QStringLiteral("triggerOp"));
    auto *threshold = dialog.findChild<QLineEdit *>(QStringLiteral("triggerThreshold"));
    auto *why = dialog.findChild<QLineEdit *>(QStringLiteral("triggerWhy"));
    auto *add = dialog.findChild<QPushButton *>(QStringLiteral("triggerAdd"));
    QVERIFY(of && number && op && threshold && why && add);
    of->setCurrentIndex(of->findText(QStringLiteral("AKS + Azure Arc")));
    number->setCurrentIndex(number->findText(QStringLiteral("GPU idle fraction")));
    QVERIFY(number->currentIndex() >= 0);
    op->setCurrentIndex(op->findText(QStringLiteral("\u2265")));
    threshold->setText(QStringLiteral("1,5"));
    add->click();
    QCOMPARE(table->rowCount(), int(expected.size()));
    bool said = false;
    for (QLabel *label : dialog.findChildren<QLabel *>())
        said = said || (label->isVisibleTo(&dialog) && label->text().contains(QStringLiteral("“1,5” is not read")));
    QVERIFY(said);
    threshold->setText(QStringLiteral("20")); // a fraction's threshold is written in %
    why->setText(QStringLiteral("idle time creeps up"));
    add->click();
    QCOMPARE(table->rowCount(), int(expected.size()) + 1);

    auto *choice = dialog.findChild<QComboBox *>(QStringLiteral("choice"));
    auto *rationale = dialog.findChild<QPlainTextEdit *>(QStringLiteral("rationale"));
    choice->setCurrentIndex(1);
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    said = false;
    for (QLabel *label : dialog.findChildren<QLabel *>())
        said = said || (label->isVisibleTo(&dialog) && label->text().contains(QStringLiteral("say why with a rationale")));
    QVERIFY(said);
    rationale->setPlainText(QStringLiteral("The team runs AKS today"));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));

    const DecisionRecord &record = dialog.record();
    QCOMPARE(record.snapshot.method, QStringLiteral("promethee"));
    // The stakeholders' vote, as the Results dock gives it, filled in.
    QVERIFY(committeeOf(*e));
    QCOMPARE(record.vote, committeeOf(*e)->tallyText);
    QVERIFY(!record.vote.isEmpty());
    QCOMPARE(record.chosen, doc->data().alternatives[std::size_t(e->ranking().rows[1].alternative)].id);
    QCOMPARE(record.triggers.size(), expected.size()); // one left out, one written
    DecisionTrigger edited = expected[1];
    edited.id = QStringLiteral("t1");
    edited.threshold = readTrigger(*e, expected[1]).unit == QLatin1String("fraction") ? 15 : 1500; // "1,500" (%)
    edited.why = QStringLiteral("edited by hand");
    edited.origin.clear();
    QCOMPARE(record.triggers[0], edited);
    for (std::size_t i = 2; i < expected.size(); ++i) {
        DecisionTrigger kept = expected[i];
        kept.id = QStringLiteral("t%1").arg(i);
        QCOMPARE(record.triggers[i - 1], kept);
    }
    const DecisionTrigger &written = record.triggers.back();
    QCOMPARE(written.subject, TriggerSubject::Attribute);
    QCOMPARE(written.alternative, QStringLiteral("aks_arc"));
    QCOMPARE(written.target, QStringLiteral("idle"));
    QCOMPARE(written.op, TriggerOp::GreaterOrEqual);
    QCOMPARE(written.threshold, 0.2);
    QCOMPARE(written.why, QStringLiteral("idle time creeps up"));

    doc->recordDecision(record);
    QCOMPARE(doc->data().decisions.size(), std::size_t(1));
    QCOMPARE(doc->undoStack()->undoText(), QStringLiteral("Record decision d1"));
    doc->undoStack()->undo();
    QVERIFY(doc->data().decisions.empty());
    doc->undoStack()->redo();
    QCOMPARE(doc->data().decisions.front(), record);
}

// The Decision dock follows the edits: a trigger's number now and its distance from firing, as verdict check reads
// them; an edit that makes it fire says so at once ("fired", and why to reopen); undo puts it back.
void TestFileFlows::decisionDockIsLiveAsYouEdit()
{
    Document *doc = m_window->document();
    DecisionPanel *panel = m_window->decisionPanel();
    // Checked while the dock is shown.
    m_window->show();
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("DecisionDock"));
    dock->show();
    dock->raise();
    QTRY_VERIFY(panel->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(!panel->isChecking(), 30000);
    QCOMPARE(panel->historyList()->topLevelItemCount(), 0);
    DecisionRequest request;
    request.choose = QStringLiteral("aks_arc");
    request.by = QStringLiteral("Platform board");
    request.reviewBy = QDate::currentDate().addDays(30).toString(Qt::ISODate);
    QString why;
    request.triggers = {*parseTrigger(doc->data(), QStringLiteral("aks_arc.idle >= 0.2: idle time creeps up"), why)};
    const DecisionOutcome outcome = makeDecision(*doc->evaluation()->current(), request);
    QVERIFY(outcome.record);
    doc->recordDecision(*outcome.record);

    const auto expectedCells = [doc] {
        const DecisionCheck check = checkDecision(doc->data(), QDate::currentDate());
        const TriggerReading &r = check.triggers.at(0).reading;
        return QStringList{roundedNumberText(r.value, r.unit), r.fires ? QStringLiteral("fired") : roundedNumberText(r.distance, r.unit)};
    };
    QTableWidget *table = panel->triggerTable();
    const auto cells = [table] {
        return table->rowCount() == 1 && table->item(0, 2) ? QStringList{table->item(0, 1)->text(), table->item(0, 2)->text()} : QStringList();
    };
    const QStringList before = expectedCells();
    QTRY_COMPARE_WITH_TIMEOUT(cells(), before, 30000);
    QVERIFY(before.at(1) != QStringLiteral("fired"));
    QVERIFY2(panel->verdictLabel()->text().startsWith(QStringLiteral("It stands")), qPrintable(panel->verdictLabel()->text()));
    QVERIFY(panel->statusLabel()->text().startsWith(QStringLiteral("AKS + Azure Arc")));
    QCOMPARE(panel->historyList()->topLevelItemCount(), 1);
    QCOMPARE(panel->historyList()->topLevelItem(0)->text(0), QStringLiteral("d1"));

    const int row = doc->data().indexOfAlternative(QStringLiteral("aks_arc"));
    QVERIFY(doc->setAttributeValue(row, QStringLiteral("idle"), 0.25));
    const QStringList fired = expectedCells();
    QCOMPARE(fired.at(1), QStringLiteral("fired"));
    QTRY_COMPARE_WITH_TIMEOUT(cells(), fired, 30000);
    QVERIFY2(panel->verdictLabel()->text().startsWith(QStringLiteral("Reopen it?"))
                 && panel->verdictLabel()->text().contains(QStringLiteral("trigger t1 fired")),
             qPrintable(panel->verdictLabel()->text()));
    doc->undoStack()->undo();
    QTRY_COMPARE_WITH_TIMEOUT(cells(), before, 30000);

    // Closed it waits (nothing is checked for a dock nobody sees); shown again, it catches up.
    dock->hide();
    QTRY_VERIFY(!panel->isVisible());
    QVERIFY(doc->setAttributeValue(row, QStringLiteral("idle"), 0.25));
    QTest::qWait(400);
    QCOMPARE(cells(), before);
    QVERIFY(panel->isChecking());
    dock->show();
    QTRY_COMPARE_WITH_TIMEOUT(cells(), fired, 30000);
    QVERIFY(!panel->isChecking());
}

// Compare with Record…: each alternative's rank and margin when decided beside now, under the record's method; and
// what changed since a version of the file, as verdict diff says it.
void TestFileFlows::compareWithRecordSetsTheRankingsSideBySide()
{
    Document *doc = m_window->document();
    const QString presented = m_dir->filePath(QStringLiteral("presented.verdict"));
    QVERIFY(saveProjectFile(doc->data(), presented).ok);
    DecisionRequest request;
    request.choose = QStringLiteral("aks_arc");
    const DecisionOutcome outcome = makeDecision(*doc->evaluation()->current(), request);
    QVERIFY(outcome.record);
    doc->recordDecision(*outcome.record);
    const int row = doc->data().indexOfAlternative(QStringLiteral("aks_arc"));
    const int latency = doc->data().indexOfAttribute(QStringLiteral("latency_ms"));
    QVERIFY(latency >= 0);
    QVERIFY(doc->setAttributeValue(row, QStringLiteral("latency_ms"), 400));
    DecisionPanel *panel = m_window->decisionPanel();
    QVERIFY(!panel->isVisible()); // compared from the menu with the dock hidden: checked there and then
    panel->compareWithRecord();
    auto *dialog = m_window->findChild<QDialog *>(QStringLiteral("CompareWithRecordDialog"));
    QVERIFY(dialog);
    auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("recordComparison"));
    QCOMPARE(table->rowCount(), doc->data().alternativeCount());
    const DecisionCheck check = checkDecision(doc->data(), QDate::currentDate());
    for (int r = 0; r < table->rowCount(); ++r) {
        const DecisionRankRow &then = outcome.record->snapshot.ranking[std::size_t(r)];
        QVERIFY(table->item(r, 0)->text().startsWith(then.name));
        QCOMPARE(table->item(r, 1)->text(), QString::number(then.rank));
        const auto now = std::find_if(check.ranking.begin(), check.ranking.end(), [&then](const DecisionRankRow &x) { return x.alternative == then.alternative; });
        QVERIFY(now != check.ranking.end());
        QCOMPARE(table->item(r, 2)->text(), QString::number(now->rank));
    }
    QVERIFY(table->item(0, 0)->text().endsWith(QStringLiteral("(chosen)")));

    dialogs::queueFileName(presented);
    dialog->findChild<QPushButton *>(QStringLiteral("compareWithFile"))->click();
    auto *diff = dialog->findChild<QPlainTextEdit *>(QStringLiteral("recordDiff"));
    QTRY_VERIFY_WITH_TIMEOUT(diff->toPlainText().contains(QStringLiteral("What it did")), 30000);
    const QString text = diff->toPlainText();
    QVERIFY2(text.startsWith(QStringLiteral("presented.verdict \u2192 this window: ")) && text.contains(QStringLiteral("Latency")),
             qPrintable(text));
    dialog->close();
}

// A spreadsheet opens as an untitled project, as a CSV does: Save asks where to write the .verdict, and the workbook
// is never written over (nor listed among the recent projects).
void TestFileFlows::openingASpreadsheetNeverSavesOverIt()
{
    const QString source = QStringLiteral(VERDICT_SOURCE_DIR "/tests/format/data/sample-libreoffice.xlsx");
    const QString path = m_dir->filePath(QStringLiteral("pricing.xlsx"));
    QVERIFY(QFile::copy(source, path));
    QFile before(path);
    QVERIFY(before.open(QIODevice::ReadOnly));
    const QByteArray bytes = before.readAll();
    before.close();
    MainWindow *w = m_workbench->open(path, nullptr, false);
    QVERIFY(w);
    QVERIFY(w->document()->isUntitled());
    QCOMPARE(w->document()->data().alternativeCount(), 4);
    QVERIFY(!m_workbench->recentFiles().contains(QFileInfo(path).absoluteFilePath()));
    QVERIFY(w->document()->setValue(0, 0, 4));
    dialogs::queueFileName(m_dir->filePath(QStringLiteral("pricing.verdict")));
    QVERIFY(w->save());
    QVERIFY(QFileInfo::exists(m_dir->filePath(QStringLiteral("pricing.verdict"))));
    QFile after(path);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), bytes);
}

// File ▸ Open, the start page's import and a drop take a CSV or a spreadsheet through the import dialog: a workbook's
// sheets can be chosen (Verdict's own export opens on its Matrix; its Ranking is refused with the question whether
// another sheet holds the matrix, and Import is disabled); a table without a direction row asks which columns are
// costs, as a pasted one does, and the answer sets the directions; cancelling it changes nothing.
void TestFileFlows::importingATableInTheWindow()
{
    Document *doc = m_window->document();
    QVERIFY(doc->setRankingMethod(QStringLiteral("promethee")));
    const QString own = m_dir->filePath(QStringLiteral("own.xlsx"));
    const XlsxResult written = exportXlsx(*doc->evaluation()->current(), own);
    QVERIFY2(written.ok, qPrintable(written.error));
    const LoadResult expected = loadProjectFile(own);
    QVERIFY(expected.ok());
    // The problems box is as tall as what it says: "No problems found." two lines, leaving the preview its room;
    // problems more, up to eight lines.
    {
        const auto boxHeight = [&](const QByteArray &csv) {
            const QString path = m_dir->filePath(QStringLiteral("box.csv"));
            QFile file(path);
            if (!file.open(QIODevice::WriteOnly) || file.write(csv) != csv.size())
                return -1;
            file.close();
            TableImportDialog dialog(path, m_window);
            auto *problems = dialog.findChild<QPlainTextEdit *>();
            return problems ? problems->height() : -1;
        };
        const int clean = boxHeight("alternative,Cost\nA,1\nB,2\n");
        const int twoProblems = boxHeight("alternative,Cost\nA,x\nB,y\n");
        const int many = boxHeight("alternative,Cost\nA,a\nB,b\nC,c\nD,d\nE,e\nF,f\nG,g\n");
        const int line = m_window->fontMetrics().lineSpacing();
        QVERIFY2(clean > 0 && clean <= 3 * line + 10, qPrintable(QString::number(clean)));
        QVERIFY2(twoProblems >= clean + 2 * line, qPrintable(QStringLiteral("%1 %2").arg(clean).arg(twoProblems)));
        QVERIFY2(many > twoProblems && many <= 9 * line + 10, qPrintable(QStringLiteral("%1 %2").arg(twoProblems).arg(many)));
    }
    {
        TableImportDialog dialog(own, m_window);
        QCOMPARE(dialog.sheets(), (QStringList{QStringLiteral("Ranking"), QStringLiteral("Matrix"), QStringLiteral("Normalised")}));
        QCOMPARE(dialog.sheet(), QStringLiteral("Matrix"));
        QVERIFY(dialog.result().ok());
        QVERIFY(dialog.directionsGiven());
        auto *box = dialog.findChild<QComboBox *>();
        QVERIFY(box && !box->isHidden());
        QCOMPARE(box->currentText(), QStringLiteral("Matrix"));
        QPushButton *import = nullptr;
        for (QPushButton *b : dialog.findChildren<QPushButton *>())
            if (b->text() == QLatin1String("Import"))
                import = b;
        QVERIFY(import && import->isEnabled());
        box->setCurrentText(QStringLiteral("Ranking")); // the person chooses another sheet
        QCOMPARE(dialog.sheet(), QStringLiteral("Ranking"));
        QVERIFY(!dialog.result().ok());
        QVERIFY(!import->isEnabled());
        auto *problems = dialog.findChild<QPlainTextEdit *>();
        QVERIFY(problems);
        QVERIFY2(problems->toPlainText().contains(QStringLiteral("is the sheet \"Ranking\" the matrix?")), qPrintable(problems->toPlainText()));
        // Where the person is: the box above, not a command-line option.
        QVERIFY2(problems->toPlainText().contains(QStringLiteral("choose another in the Sheet box")), qPrintable(problems->toPlainText()));
        QVERIFY2(!problems->toPlainText().contains(QStringLiteral("--sheet")), qPrintable(problems->toPlainText()));
        QVERIFY(problems->toPlainText().count(u'\n') <= 4); // the first problems and the question, not a flood
        box->setCurrentText(QStringLiteral("Matrix"));
        QVERIFY(dialog.result().ok());
        QVERIFY(import->isEnabled());
        QCOMPARE(dialog.result().project->alternativeCount(), expected.project->alternativeCount());
        for (int r = 0; r < expected.project->alternativeCount(); ++r)
            for (int c = 0; c < expected.project->criterionCount(); ++c)
                QCOMPARE(dialog.result().project->values.at(r, c), expected.project->values.at(r, c));
    }

    // Dropped on an empty window: the dialog, then (no direction row) which columns are costs.
    const QString csv = m_dir->filePath(QStringLiteral("pricing.csv"));
    {
        QFile f(csv);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("alternative,Monthly cost,Throughput\nAlpha,100,5\nBravo,80,3\n");
    }
    MainWindow *empty = m_workbench->newWindow(std::make_unique<Document>(), false);
    QVERIFY(empty);
    const auto drop = [](MainWindow *w, const QString &path) {
        QMimeData mime;
        mime.setUrls({QUrl::fromLocalFile(path)});
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(w, &enter);
        if (!enter.isAccepted())
            return false;
        QDropEvent event(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(w, &event);
        return true;
    };
    bool sawDialog = false, dialogGaveDirections = true;
    const auto acceptDialog = [&] {
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<TableImportDialog *>(QApplication::activeModalWidget());
            sawDialog = dialog != nullptr;
            if (dialog) {
                dialogGaveDirections = dialog->directionsGiven();
                dialog->accept();
            }
        });
    };
    // Named like a cost, "Monthly cost" would be ticked; the answer (Throughput the cost) is what counts.
    dialogs::queueCostColumns(std::vector<bool>{false, true});
    acceptDialog();
    QVERIFY(drop(empty, csv));
    QVERIFY(sawDialog);
    QVERIFY(!dialogGaveDirections);
    QCOMPARE(empty->document()->data().alternativeCount(), 2);
    QCOMPARE(empty->document()->data().criteria[0].direction, Direction::Max);
    QCOMPARE(empty->document()->data().criteria[1].direction, Direction::Min);
    QVERIFY(empty->document()->isUntitled());

    // Cancelled at the question: nothing changes, and the status bar says so.
    const int windows = int(m_workbench->windows().size());
    const ProjectData before = empty->document()->data();
    dialogs::queueCostColumns(std::nullopt);
    sawDialog = false;
    acceptDialog();
    QVERIFY(drop(empty, csv));
    QVERIFY(sawDialog);
    QCOMPARE(int(m_workbench->windows().size()), windows);
    QVERIFY(empty->document()->data() == before);
    QCOMPARE(empty->statusBar()->currentMessage(), QStringLiteral("Import cancelled: nothing changed."));

    // A spreadsheet dropped: its Matrix, with its directions, into a new window (this one holds an edited project).
    QVERIFY(empty->document()->setValue(0, 0, 90));
    sawDialog = false;
    acceptDialog();
    QVERIFY(drop(empty, own));
    QVERIFY(sawDialog);
    QCOMPARE(int(m_workbench->windows().size()), windows + 1);
    const ProjectData &opened = m_workbench->windows().constLast()->document()->data();
    QCOMPARE(opened.alternativeCount(), expected.project->alternativeCount());
    for (int c = 0; c < opened.criterionCount(); ++c)
        QCOMPARE(opened.criteria[std::size_t(c)].direction, expected.project->criteria[std::size_t(c)].direction);
    // Each imported value's source shows on its cell; removing a criterion and undoing it keeps every source.
    {
        MainWindow *ownWindow = m_workbench->windows().constLast();
        const QString tip = ownWindow->matrixView()->matrixModel()->index(1, 1).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("Source: own.xlsx, Matrix!")), qPrintable(tip));
        const ProjectData before = ownWindow->document()->data();
        QVERIFY(!before.provenance(1, 1).isEmpty());
        ownWindow->document()->removeCriterion(0);
        QCOMPARE(ownWindow->document()->data().provenance(1, 0), before.provenance(1, 1));
        ownWindow->document()->undoStack()->undo();
        QVERIFY(ownWindow->document()->data() == before);
        QCOMPARE(ownWindow->document()->data().provenance(1, 0), before.provenance(1, 0));
    }
    // File ▸ Open of a tab-separated .tsv (its tables filter offers them): the import dialog, then the project.
    const QString tsv = m_dir->filePath(QStringLiteral("prices.tsv"));
    {
        QFile f(tsv);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("alternative\tMonthly cost\tThroughput\ndirection\tmin\tmax\nAlpha\t100\t5\nBravo\t80\t3\nCharlie\t90\t4\n");
    }
    MainWindow *fresh = m_workbench->newWindow(std::make_unique<Document>(), false);
    dialogs::queueFileName(tsv);
    sawDialog = false;
    acceptDialog();
    QAction *open = nullptr;
    for (QAction *top : fresh->menuBar()->actions())
        if (top->text().remove(u'&') == QLatin1String("File") && top->menu())
            for (QAction *a : top->menu()->actions())
                if (a->text().remove(u'&') == QStringLiteral("Open…"))
                    open = a;
    QVERIFY(open);
    open->trigger();
    QVERIFY(sawDialog);
    QCOMPARE(fresh->document()->data().alternativeCount(), 3);
    // The same .tsv dropped: the import dialog too, not the project reader. Named on the command line
    // (Workbench::openOrEmpty): read as a .csv is, so this clean table with its directions opens without a question.
    MainWindow *dropped = m_workbench->newWindow(std::make_unique<Document>(), false);
    sawDialog = false;
    acceptDialog();
    QVERIFY(drop(dropped, tsv));
    QVERIFY(sawDialog);
    QCOMPARE(dropped->document()->data().alternativeCount(), 3);
    QVERIFY(dropped->document()->isUntitled());
    MainWindow *named = m_workbench->openOrEmpty(tsv, false);
    QCOMPARE(named->document()->data().alternativeCount(), 3);
    QVERIFY(named->document()->isUntitled());
    // A file Verdict does not import is not taken.
    QVERIFY(!drop(empty, m_dir->filePath(QStringLiteral("notes.txt.pdf"))));
}

// `verdict FILE.csv` (Workbench::openOrEmpty) reads the table as File ▸ Import Table does: without a direction row it
// asks which columns are costs (never takes every column as more is better); a table that does not read is reported
// and the window stays empty; a clean one with directions opens without a question.
void TestFileFlows::openingATableFromTheCommandLine()
{
    const QString csv = m_dir->filePath(QStringLiteral("prices.csv"));
    const auto write = [](const QString &path, const QByteArray &bytes) {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
    };
    QVERIFY(write(csv, "alternative,Monthly cost,Throughput\nAlpha,100,5\nBravo,80,3\n"));
    dialogs::queueCostColumns(std::vector<bool>{false, true});
    MainWindow *w = m_workbench->openOrEmpty(csv, false);
    QVERIFY(w);
    QCOMPARE(w->document()->data().alternativeCount(), 2);
    QCOMPARE(w->document()->data().criteria[0].direction, Direction::Max);
    QCOMPARE(w->document()->data().criteria[1].direction, Direction::Min);
    QVERIFY(w->document()->isUntitled());
    QVERIFY(dialogs::takeInformed().isEmpty());
    // No weight row: equal shares of 100 % (the CSV contract's 1 each read "Total 2 %" in the Weights dock).
    QCOMPARE(w->document()->data().active().weights, (std::vector<double>{50.0, 50.0}));

    // With a direction row: no question. The row says the opposite of what a question would default to (headless,
    // the columns named like costs ticked), so an asked question would show.
    const QString given = m_dir->filePath(QStringLiteral("given.csv"));
    QVERIFY(write(given, "alternative,Monthly cost,Throughput\ndirection,max,min\nAlpha,100,5\nBravo,80,3\n"));
    w = m_workbench->openOrEmpty(given, false);
    QCOMPARE(w->document()->data().criteria[0].direction, Direction::Max);
    QCOMPARE(w->document()->data().criteria[1].direction, Direction::Min);
    // Weights that differ are kept as given.
    const QString weighted = m_dir->filePath(QStringLiteral("weighted.csv"));
    QVERIFY(write(weighted, "alternative,Monthly cost,Throughput\ndirection,min,max\nweight,3,1\nAlpha,100,5\nBravo,80,3\n"));
    w = m_workbench->openOrEmpty(weighted, false);
    QCOMPARE(w->document()->data().active().weights, (std::vector<double>{3.0, 1.0}));

    // A table that does not read: reported with its place, the window left empty.
    const QString ragged = m_dir->filePath(QStringLiteral("ragged.csv"));
    QVERIFY(write(ragged, "alternative,Cost\nAlpha,1,2\n"));
    w = m_workbench->openOrEmpty(ragged, false);
    QVERIFY(w);
    QCOMPARE(w->document()->data().alternativeCount(), 0);
    const QStringList informed = dialogs::takeInformed();
    QCOMPARE(informed.size(), 1);
    QVERIFY2(informed.front().contains(QStringLiteral("ragged.csv")), qPrintable(informed.front()));
}

#include "tst_fileflows.moc"
