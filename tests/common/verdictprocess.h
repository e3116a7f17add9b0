#pragma once

// Runs the built `verdict` binary as a process (CLI tests; VERDICT_EXECUTABLE comes from tests/CMakeLists.txt).
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

namespace verdict::test {

struct CliRun
{
    int exitCode = -1; // -1: did not finish in time; -2: crashed
    QString out;
    QString err;
};

inline CliRun runVerdict(const QStringList &args,
                         const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment(),
                         int timeoutMs = 120000)
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(VERDICT_EXECUTABLE), args);
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    CliRun r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

// Writes an input file for the binary into `dir`; its path.
inline QString writeTemp(QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

} // namespace verdict::test
