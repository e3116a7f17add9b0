// Crash recovery with a real process: a scripted edit is autosaved, the process is killed, and the next
// start restores the edit. Also: a live window's recovery file is never offered.
#include "app/autosaver.h"
#include "app/workbench.h"
#include "document/document.h"
#include "testprojects.h"

#include "document/journal.h"
#include "widgets/dialogs.h"
#include "format/journal.h"
#include "format/projectfile.h"

#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace verdict;

class TestRecovery : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void liveLockIsNotOffered();
    void killedProcessIsRecovered();
    void journalKeepsEveryEditAndTheUndoHistory();
    void journalSurvivesATornRecord();
    void journalRecordsUndoAndMerges();
    void unreplayableJournalFallsBackAndSaysSo();
    // The restore question says how old the recovered work is (issue 35).
    void recoveryPromptSaysHowOld()
    {
        const QDateTime now(QDate(2026, 12, 4), QTime(14, 8));
        QCOMPARE(Workbench::recoveryAge(now.addSecs(-30), now), QStringLiteral("at 14:07, a minute ago or less"));
        QCOMPARE(Workbench::recoveryAge(now.addSecs(-5 * 60), now), QStringLiteral("at 14:03, 5 minutes ago"));
        QCOMPARE(Workbench::recoveryAge(now.addSecs(-3 * 3600), now), QStringLiteral("at 11:08 today"));
        QCOMPARE(Workbench::recoveryAge(now.addDays(-3), now), QStringLiteral("on 2026-12-01 at 14:08"));
    }

private:
    QProcessEnvironment environment(const QTemporaryDir &home, const QString &script) const;
    QString recoveryDir(const QTemporaryDir &home) const;
    // Starts the test host with no file (so it offers the recovery and restores it), runs `script` and waits for it to
    // quit: true when it exited with 0; `said` gets what it wrote to stderr.
    bool runToTheEnd(const QTemporaryDir &home, const QString &script, QString *said) const;
};

void TestRecovery::liveLockIsNotOffered()
{
    QStandardPaths::setTestModeEnabled(true);
    QDir(Autosaver::recoveryDirectory()).removeRecursively();
    Document doc(test::smallProject());
    Autosaver saver(&doc);
    doc.setValue(0, 0, 7);
    saver.saveNow();
    QTRY_VERIFY(QFile::exists(saver.recoveryFile()));
    QVERIFY(Autosaver::staleRecoveries().isEmpty()); // our own lock is alive
    doc.markSaved(); // a save removes the recovery file
    QTRY_VERIFY(!QFile::exists(saver.recoveryFile()));
}

QProcessEnvironment TestRecovery::environment(const QTemporaryDir &home, const QString &script) const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("VERDICT_TEST_AUTOSAVE_MS"), QStringLiteral("100"));
    env.insert(QStringLiteral("VERDICT_TEST_SCRIPT"), script);
    return env;
}

bool TestRecovery::runToTheEnd(const QTemporaryDir &home, const QString &script, QString *said) const
{
    QProcess host;
    host.setProcessEnvironment(environment(home, script));
    host.start(QStringLiteral(VERDICT_TESTHOST), {});
    const bool finished = host.waitForFinished(60000);
    *said = QString::fromLocal8Bit(host.readAllStandardError());
    return finished && host.exitStatus() == QProcess::NormalExit && host.exitCode() == 0;
}

QString TestRecovery::recoveryDir(const QTemporaryDir &home) const
{
    return home.filePath(QStringLiteral("data/" VERDICT_APP_ID "/recovery"));
}

void TestRecovery::killedProcessIsRecovered()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());

    // 1. Start on the bundled sample, edit one cell, let the autosave write it, then kill the process.
    QProcess first;
    first.setProcessEnvironment(environment(home, QStringLiteral("set 0 0 4.25")));
    first.start(QStringLiteral(VERDICT_TESTHOST), {QStringLiteral("--sample")});
    QVERIFY(first.waitForStarted());
    const QDir dir(recoveryDir(home));
    QTRY_VERIFY_WITH_TIMEOUT(!dir.entryList({QStringLiteral("*.verdict")}, QDir::Files).isEmpty(), 30000);
    first.kill();
    QVERIFY(first.waitForFinished());
    QVERIFY(!dir.entryList({QStringLiteral("*.lock")}, QDir::Files).isEmpty()); // the lock stayed behind, stale

    // 2. The next start restores it (the question's default is Restore); save it to check the content.
    const QString out = home.filePath(QStringLiteral("recovered.verdict"));
    QString said;
    QVERIFY(runToTheEnd(home, QStringLiteral("save-as %1;quit").arg(out), &said));
    const LoadResult r = loadProjectFile(out);
    QVERIFY2(r.ok(), qPrintable(said));
    QCOMPARE(r.project->values.at(0, 0), 4.25);
    // The recovery files are gone: restored and saved.
    QVERIFY(dir.entryList({QStringLiteral("*.verdict")}, QDir::Files).isEmpty());
}

// Not a keystroke lost (issue 35): with the autosave a minute away, a process killed right after its edits reach the
// journal restores every one of them, and undo goes back through them (redo too: the undone edit is still there).
void TestRecovery::journalKeepsEveryEditAndTheUndoHistory()
{
    QTemporaryDir home;
    QVERIFY(home.isValid());
    QProcess first;
    QProcessEnvironment env = environment(home, QStringLiteral("set 0 0 4.25;set 1 3 7;add-alternative Zeta;set 0 0 5.5;undo"));
    env.remove(QStringLiteral("VERDICT_TEST_AUTOSAVE_MS")); // the autosave every 60 s: only the journal can have it
    first.setProcessEnvironment(env);
    first.start(QStringLiteral(VERDICT_TESTHOST), {QStringLiteral("--sample")});
    QVERIFY(first.waitForStarted());
    const QDir dir(recoveryDir(home));
    // Killed as soon as the journal holds the edits and the undo (a quarter second after them at most).
    const auto journalSays = [&dir] {
        const QStringList files = dir.entryList({QStringLiteral("*.journal")}, QDir::Files);
        if (files.isEmpty())
            return JournalReading();
        QFile f(dir.filePath(files.constFirst()));
        return f.open(QIODevice::ReadOnly) ? readJournal(f.readAll()) : JournalReading();
    };
    // The base, five steps (adding Zeta is two: the row, then its name) and the undo.
    QTRY_VERIFY_WITH_TIMEOUT(journalSays().records.size() == 7, 30000);
    first.kill();
    QVERIFY(first.waitForFinished());
    QVERIFY(dir.entryList({QStringLiteral("*.verdict")}, QDir::Files).isEmpty()); // no autosave was written
    QCOMPARE(journalSays().edits(), 5);

    // Restored: as it was at the kill; two undos take Zeta away, two redos bring it back, and a third the undone edit.
    const QString now = home.filePath(QStringLiteral("now.verdict"));
    const QString undone = home.filePath(QStringLiteral("undone.verdict"));
    const QString redone = home.filePath(QStringLiteral("redone.verdict"));
    QString said;
    QVERIFY(runToTheEnd(home, QStringLiteral("save-as %1;undo;undo;save-as %2;redo;redo;redo;save-as %3;quit").arg(now, undone, redone), &said));
    const LoadResult atKill = loadProjectFile(now);
    QVERIFY2(atKill.ok(), qPrintable(said));
    QCOMPARE(atKill.project->values.at(0, 0), 4.25);
    QCOMPARE(atKill.project->values.at(1, 3), 7.0);
    QCOMPARE(atKill.project->alternatives.back().name, QStringLiteral("Zeta"));
    const LoadResult beforeZeta = loadProjectFile(undone);
    QVERIFY(beforeZeta.ok());
    QCOMPARE(beforeZeta.project->alternativeCount(), atKill.project->alternativeCount() - 1);
    QCOMPARE(beforeZeta.project->values.at(1, 3), 7.0);
    const LoadResult again = loadProjectFile(redone);
    QVERIFY(again.ok());
    QCOMPARE(again.project->alternatives.back().name, QStringLiteral("Zeta"));
    QCOMPARE(again.project->values.at(0, 0), 5.5);
    QVERIFY(dir.entryList({QStringLiteral("*.journal")}, QDir::Files).isEmpty()); // restored, saved, closed
}

// Fault injection: a journal cut at any byte of its last record (a kill mid-write), or with a damaged byte, reads
// every whole record before it and nothing after — never another number.
void TestRecovery::journalSurvivesATornRecord()
{
    JournalRecord base;
    base.kind = JournalRecord::Kind::Base;
    base.project = test::smallProject();
    base.at = QDateTime::currentDateTimeUtc();
    JournalRecord edit;
    edit.kind = JournalRecord::Kind::Push;
    edit.text = QStringLiteral("Edit Cost of Alpha");
    edit.cells = {{0, 0, 42.0}, {1, 2, std::nan("")}};
    edit.at = base.at;
    JournalRecord last = edit;
    last.cells = {{2, 1, 1234.5}};
    const QByteArray whole = journalHeader() + encodeJournalRecord(base) + encodeJournalRecord(edit);
    const QByteArray full = whole + encodeJournalRecord(last);

    const JournalReading all = readJournal(full);
    QVERIFY(!all.cutShort);
    QCOMPARE(all.records.size(), std::size_t(3));
    QCOMPARE(all.edits(), 2);
    QVERIFY(all.records[1].cells == edit.cells || (all.records[1].cells[0] == edit.cells[0] && std::isnan(all.records[1].cells[1].value)));
    QVERIFY(*all.records[0].project == *base.project);

    for (qsizetype cut = whole.size(); cut < full.size(); ++cut) {
        const JournalReading torn = readJournal(full.left(cut));
        QCOMPARE(torn.records.size(), std::size_t(2));
        QCOMPARE(torn.cutShort, cut > whole.size());
    }
    for (qsizetype at = whole.size(); at < full.size(); ++at) {
        QByteArray damaged = full;
        damaged[at] = char(damaged[at] ^ 0x04);
        const JournalReading read = readJournal(damaged);
        QVERIFY2(read.records.size() == 2 || (read.records.size() == 3 && read.records[2].cells == last.cells), qPrintable(QString::number(at)));
    }
    // Replayed, the torn journal is the project with the first edit; undo gives the base back.
    Document document;
    QVERIFY(replayJournal(document, readJournal(full.left(full.size() - 3)).records));
    QCOMPARE(document.data().values.at(0, 0), 42.0);
    QVERIFY(std::isnan(document.data().values.at(1, 2)));
    QCOMPARE(document.undoStack()->count(), 1);
    QCOMPARE(document.undoStack()->text(0), edit.text);
    document.undoStack()->undo();
    QVERIFY(document.data() == *base.project);
    // Not a journal, or a record out of order: nothing is read.
    QVERIFY(readJournal("{\"format\": \"verdict\"}").records.empty());
    QVERIFY(readJournal(journalHeader() + encodeJournalRecord(edit)).records.empty());
}

// In-process: the recorder writes what the undo history did — steps, merges of a step, undo and redo — and its replay
// ends where the document is, with the same undo history.
void TestRecovery::journalRecordsUndoAndMerges()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Document document(test::smallProject());
    EditJournal journal(&document, dir.filePath(QStringLiteral("j.journal")));
    journal.start();
    document.setValue(0, 0, 1.0);
    document.setValue(0, 0, 2.0);        // the same cell again: may merge with the step before
    document.setWeights(0, {10, 20, 70}); // more than a cell: the whole project
    document.insertAlternative(1, QStringLiteral("Inserted"));
    document.setValue(2, 1, 99.0);
    document.undoStack()->undo();
    document.undoStack()->undo();
    document.undoStack()->redo();
    QCoreApplication::processEvents();
    journal.flush();
    QFile f(journal.path());
    QVERIFY(f.open(QIODevice::ReadOnly));
    const JournalReading reading = readJournal(f.readAll());
    QVERIFY2(!reading.cutShort, qPrintable(reading.problem));
    Document restored;
    QString why;
    QVERIFY2(replayJournal(restored, reading.records, &why), qPrintable(why));
    QVERIFY(restored.data() == document.data());
    QCOMPARE(restored.undoStack()->index(), document.undoStack()->index());
    QCOMPARE(restored.undoStack()->count(), document.undoStack()->count());
    // Every state of the history is the same, undoing step by step and redoing to the end.
    while (document.undoStack()->canUndo()) {
        document.undoStack()->undo();
        restored.undoStack()->undo();
        QVERIFY(restored.data() == document.data());
    }
    while (document.undoStack()->canRedo()) {
        document.undoStack()->redo();
        restored.undoStack()->redo();
        QVERIFY(restored.data() == document.data());
    }
    // Saved: the journal starts again, empty.
    journal.start();
    journal.flush();
    QVERIFY(!QFile::exists(journal.path()));
}

// A journal whose edit does not fit its project (a cell outside the matrix) is not half-applied in silence: the
// autosave is restored, and the person is told why and how old it is.
void TestRecovery::unreplayableJournalFallsBackAndSaysSo()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    dialogs::setHeadless(true);
    dialogs::takeInformed();
    ProjectData autosaved = test::smallProject();
    autosaved.values.set(0, 0, 11.0);
    Autosaver::Recovery recovery;
    recovery.recoveryFile = dir.filePath(QStringLiteral("r.verdict"));
    QFile f(recovery.recoveryFile);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(writeProject(autosaved));
    f.close();
    JournalRecord base;
    base.kind = JournalRecord::Kind::Base;
    base.project = test::smallProject();
    JournalRecord outside;
    outside.kind = JournalRecord::Kind::Push;
    outside.cells = {{99, 0, 1.0}};
    const JournalReading reading = readJournal(journalHeader() + encodeJournalRecord(base) + encodeJournalRecord(outside));
    QCOMPARE(reading.records.size(), std::size_t(2));
    const std::unique_ptr<Document> restored = Workbench::restore(recovery, reading, QString());
    QVERIFY(restored);
    QCOMPARE(restored->data().values.at(0, 0), 11.0);
    const QStringList informed = dialogs::takeInformed();
    QCOMPARE(informed.size(), 1);
    QVERIFY2(informed.front().contains(QStringLiteral("could not be replayed (record 2: a cell outside the matrix)")), qPrintable(informed.front()));
}

QTEST_GUILESS_MAIN(TestRecovery)
#include "tst_recovery.moc"
