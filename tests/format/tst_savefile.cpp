// Saving never loses the previous version (docs/file-format.md, "Saving"; issue 9, "Faults and limits").
#include "format/projectfile.h"
#include "format/savefile.h"

#include "faildevice.h"
#include "generatedproject.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace verdict;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

ProjectData project(int alternatives, std::uint64_t seed)
{
    return testing::generateProject({alternatives, 6, seed, true});
}

QStringList entries(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace

class TestSaveFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTripInMemory();
    void failingDevice_data();
    void failingDevice();
    void roundTripOnDisk();
    void backupRotation();
    void invalidProjectTouchesNothing();
    void unwritablePaths_data();
    void unwritablePaths();
    void fullDisk_data();
    void fullDisk();
    void atomicExport();
};

void TestSaveFile::roundTripInMemory()
{
    const ProjectData p = project(20, 3);
    QBuffer buffer;
    QVERIFY(buffer.open(QIODevice::WriteOnly));
    const SaveResult r = writeProjectTo(buffer, p);
    QVERIFY2(r.ok, qPrintable(r.error));
    const LoadResult back = readProject(buffer.data());
    QVERIFY(back.ok());
    QVERIFY(*back.project == p);
    QCOMPARE(buffer.data(), writeProject(p));
}

void TestSaveFile::failingDevice_data()
{
    QTest::addColumn<qint64>("limit");
    const qint64 size = writeProject(project(2000, 4)).size();
    QTest::newRow("0") << qint64(0);
    QTest::newRow("1") << qint64(1);
    QTest::newRow("4096") << qint64(4096);
    if (size > (1 << 20))
        QTest::newRow("one chunk") << qint64(1 << 20);
    QTest::newRow("half") << size / 2;
    QTest::newRow("all but one") << size - 1;
}

void TestSaveFile::failingDevice()
{
    QFETCH(qint64, limit);
    const ProjectData p = project(2000, 4);
    FailDevice device(limit);
    QVERIFY(device.open(QIODevice::WriteOnly));
    const SaveResult r = writeProjectTo(device, p);
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains(QStringLiteral("No space left on device (simulated)")), qPrintable(r.error));
    QVERIFY2(r.error.contains(QStringLiteral("write failed after %1 of").arg(limit)), qPrintable(r.error));
    QCOMPARE(device.written.size(), limit);
}

void TestSaveFile::roundTripOnDisk()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.verdict"));
    const ProjectData p = project(50, 5);
    const SaveResult r = saveProjectFile(p, path);
    QVERIFY2(r.ok, qPrintable(r.error));
    QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("p.verdict")}); // nothing to back up yet
    const LoadResult back = loadProjectFile(path);
    QVERIFY(back.ok());
    QVERIFY(*back.project == p);
    // Saving what was loaded gives the same bytes.
    const QByteArray first = readAll(path);
    QVERIFY(saveProjectFile(*back.project, path).ok);
    QCOMPARE(readAll(path), first);
    QCOMPARE(readAll(path + QStringLiteral(".bak")), first);
}

void TestSaveFile::backupRotation()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.verdict"));
    QVERIFY(saveProjectFile(project(3, 1), path).ok);
    const QByteArray v1 = readAll(path);
    QVERIFY(saveProjectFile(project(4, 2), path).ok);
    const QByteArray v2 = readAll(path);
    QCOMPARE(readAll(path + QStringLiteral(".bak")), v1);
    QVERIFY(saveProjectFile(project(5, 3), path).ok);
    QCOMPARE(readAll(path + QStringLiteral(".bak")), v2);
    QCOMPARE(readAll(path), writeProject(project(5, 3)));
    QCOMPARE(entries(dir.path()), (QStringList{QStringLiteral("p.verdict"), QStringLiteral("p.verdict.bak")}));
}

void TestSaveFile::invalidProjectTouchesNothing()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.verdict"));
    QVERIFY(writeBytes(path, "original"));
    QVERIFY(writeBytes(path + QStringLiteral(".bak"), "backup"));
    ProjectData p = project(3, 1);
    p.profiles[0].weights[0] = -1;
    const SaveResult r = saveProjectFile(p, path);
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains(QStringLiteral("/profiles/0/weights/c0")), qPrintable(r.error));
    QCOMPARE(readAll(path), QByteArray("original"));
    QCOMPARE(readAll(path + QStringLiteral(".bak")), QByteArray("backup"));
    QCOMPARE(entries(dir.path()).size(), 2);
    // A NaN where a number is required cannot be written as JSON: refused before the disk is touched.
    p = project(3, 1);
    p.parameters[0].value = std::nan("");
    QVERIFY(!saveProjectFile(p, path).ok);
    QCOMPARE(readAll(path), QByteArray("original"));
}

void TestSaveFile::unwritablePaths_data()
{
    QTest::addColumn<QString>("relative");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("missing directory") << QStringLiteral("no/such/dir/p.verdict") << QStringLiteral("no/such/dir/p.verdict");
    QTest::newRow("parent is a file") << QStringLiteral("file.txt/p.verdict") << QStringLiteral("file.txt/p.verdict");
    QTest::newRow("target is a directory") << QStringLiteral("folder") << QStringLiteral("is a directory");
}

void TestSaveFile::unwritablePaths()
{
    QFETCH(QString, relative);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    QVERIFY(writeBytes(dir.filePath(QStringLiteral("file.txt")), "keep me"));
    QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder")));
    const QStringList before = entries(dir.path());
    const SaveResult r = saveProjectFile(project(3, 1), dir.filePath(relative));
    QVERIFY(!r.ok);
    QVERIFY2(r.error.contains(fragment), qPrintable(r.error));
    QVERIFY2(r.error.size() > fragment.size() + 10, qPrintable(r.error)); // carries the reason, not only the path
    QCOMPARE(entries(dir.path()), before);
    QCOMPARE(readAll(dir.filePath(QStringLiteral("file.txt"))), QByteArray("keep me"));
}

// A full disk, simulated with RLIMIT_FSIZE in a child process (root ignores permission bits). Rows: the new
// file does not fit (QSaveFile's write fails), and the original is too big to copy to the backup.
void TestSaveFile::fullDisk_data()
{
    QTest::addColumn<int>("originalAlternatives");
    QTest::addColumn<int>("newAlternatives");
    QTest::newRow("new file too big") << 2 << 3000;
    QTest::newRow("backup copy too big") << 3000 << 2;
}

void TestSaveFile::fullDisk()
{
    QFETCH(int, originalAlternatives);
    QFETCH(int, newAlternatives);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("p.verdict"));
    const QByteArray original = writeProject(project(originalAlternatives, 7));
    const QByteArray backup = writeProject(project(1, 8));
    QVERIFY(writeBytes(path, original));
    QVERIFY(writeBytes(path + QStringLiteral(".bak"), backup));
    const ProjectData next = project(newAlternatives, 9);
    const qint64 limit = 64 * 1024;
    QVERIFY(std::max(original.size(), writeProject(next).size()) > limit);
    QVERIFY(std::min(original.size(), writeProject(next).size()) < limit);

    const pid_t child = fork();
    QVERIFY(child >= 0);
    if (child == 0) {
        std::signal(SIGXFSZ, SIG_IGN); // get EFBIG from write() instead of being killed
        rlimit rl{rlim_t(limit), rlim_t(limit)};
        setrlimit(RLIMIT_FSIZE, &rl);
        const SaveResult r = saveProjectFile(next, path);
        // 0: refused with a reason; 1: claimed success; 2: refused without a reason.
        _exit(r.ok ? 1 : (r.error.contains(path) && r.error.size() > path.size() + 10 ? 0 : 2));
    }
    int status = 0;
    QCOMPARE(waitpid(child, &status, 0), child);
    QVERIFY(WIFEXITED(status));
    QCOMPARE(WEXITSTATUS(status), 0);
    QCOMPARE(readAll(path), original);
    QCOMPARE(readAll(path + QStringLiteral(".bak")), backup);
    QCOMPARE(entries(dir.path()), (QStringList{QStringLiteral("p.verdict"), QStringLiteral("p.verdict.bak")}));
}

void TestSaveFile::atomicExport()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("out.csv"));
    QVERIFY(writeFileAtomically(path, "a,b\n").ok);
    QCOMPARE(readAll(path), QByteArray("a,b\n"));
    const SaveResult r = writeFileAtomically(dir.filePath(QStringLiteral("missing/out.csv")), "x");
    QVERIFY(!r.ok);
    QVERIFY(r.error.contains(QStringLiteral("missing/out.csv")));
}

QTEST_GUILESS_MAIN(TestSaveFile)
#include "tst_savefile.moc"
