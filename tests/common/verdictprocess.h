#pragma once

// Runs the built `verdict` binary as a process (CLI tests; VERDICT_EXECUTABLE comes from tests/CMakeLists.txt).
#include <QProcess>
#include <QString>
#include <QStringList>

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

} // namespace verdict::test
