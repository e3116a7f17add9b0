// Crash recovery with a real process: a scripted edit is autosaved, the process is killed, and the next
// start restores the edit. Also: a live window's recovery file is never offered.
#include "app/autosaver.h"
#include "app/workbench.h"
#include "document/document.h"
#include "testprojects.h"

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
    QProcess second;
    second.setProcessEnvironment(environment(home, QStringLiteral("save-as %1;quit").arg(out)));
    second.start(QStringLiteral(VERDICT_TESTHOST), {});
    QVERIFY(second.waitForFinished(60000));
    QCOMPARE(second.exitCode(), 0);
    const LoadResult r = loadProjectFile(out);
    QVERIFY2(r.ok(), second.readAllStandardError().constData());
    QCOMPARE(r.project->values.at(0, 0), 4.25);
    // The recovery files are gone: restored and saved.
    QVERIFY(dir.entryList({QStringLiteral("*.verdict")}, QDir::Files).isEmpty());
}

QTEST_GUILESS_MAIN(TestRecovery)
#include "tst_recovery.moc"
