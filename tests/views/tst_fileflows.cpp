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

#include "format/projectfile.h"
#include "format/savefile.h"

#include "core/valuetree.h"
#include "evaluation/evaluation.h"
#include "review/decision.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QPointer>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

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
    void presentationIsFullScreenAndEscLeaves();
    void cheatSheetUsesThePaperFromSettings();
    void openingADecisionToReopenSaysWhy();

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

void TestFileFlows::exportMenuWritesTheWorkbook()
{
    QAction *xlsx = menuAction(QStringLiteral("Export"), QStringLiteral("xlsx"));
    QVERIFY(xlsx);
    const QString out = m_dir->filePath(QStringLiteral("decision.xlsx"));
    dialogs::queueFileName(out);
    xlsx->trigger();
    QFile f(out);
    QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(dialogs::takeInformed().join(u'\n')));
    QCOMPARE(f.read(2), QByteArray("PK")); // a zip container, as every .xlsx is
    QVERIFY(dialogs::takeInformed().isEmpty()); // no error shown

    // An unwritable place gives one message and no file.
    const QString bad = m_dir->filePath(QStringLiteral("missing-dir/decision.xlsx"));
    dialogs::queueFileName(bad);
    xlsx->trigger();
    QVERIFY(!QFile::exists(bad));
    const QStringList informed = dialogs::takeInformed();
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

#include "tst_fileflows.moc"
