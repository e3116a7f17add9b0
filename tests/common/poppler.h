#pragma once

// poppler-utils (pdfinfo, pdftotext) for the tests that read a PDF Verdict wrote, from the outside. They are a
// test dependency (packaging/debian-packages.txt): a missing tool fails the test, loudly.
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTest>

namespace verdict::test {

inline QString popplerTool(const QString &name)
{
    const QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty())
        qWarning("%s not found: install poppler-utils (apt install poppler-utils) to run the PDF tests", qPrintable(name));
    return path;
}

// The program's standard output, or "<program failed: …>" (never a match for what a test looks for).
inline QString runTool(const QString &program, const QStringList &args)
{
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QStringLiteral("<%1 failed: %2>").arg(program, QString::fromUtf8(p.readAllStandardError()));
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace verdict::test

#define REQUIRE_TOOL(var, name)                                                                                        \
    const QString var = verdict::test::popplerTool(QStringLiteral(name));                                             \
    if (var.isEmpty())                                                                                                 \
        QFAIL(name " is missing: the PDF tests need poppler-utils (apt install poppler-utils)");
