#include "format/savefile.h"

#include "format/projectfile.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace verdict {

namespace {

QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

SaveResult failure(const QString &text)
{
    return {false, text};
}

// rename(2) replaces the target atomically (QFile::rename refuses an existing target).
bool replaceFile(const QString &from, const QString &to, QString *error)
{
    if (std::rename(QFile::encodeName(from).constData(), QFile::encodeName(to).constData()) == 0)
        return true;
    *error = systemError();
    return false;
}

} // namespace

SerializeResult serializeProject(const ProjectData &project)
{
    SerializeResult out;
    out.bytes = writeProject(project);
    const LoadResult back = readProject(out.bytes);
    if (!back.ok()) {
        QString first;
        for (const Message &m : back.messages)
            if (m.severity == Severity::Error) {
                first = formatMessage(QStringLiteral("project"), m);
                break;
            }
        out.error = QStringLiteral("the project is not valid and was not saved: %1").arg(first);
        out.bytes.clear();
        return out;
    }
    if (!(*back.project == canonicalProject(project))) {
        out.error = QStringLiteral("internal error: the project does not read back the same from the file "
                                   "format, so it was not saved");
        out.bytes.clear();
    }
    return out;
}

SaveResult writeAll(QIODevice &device, const QByteArray &bytes)
{
    static constexpr qint64 kChunk = 1 << 20;
    qint64 done = 0;
    while (done < bytes.size()) {
        const qint64 n = device.write(bytes.constData() + done, std::min(kChunk, bytes.size() - done));
        if (n <= 0)
            return failure(QStringLiteral("write failed after %1 of %2 bytes: %3")
                               .arg(done)
                               .arg(bytes.size())
                               .arg(device.errorString()));
        done += n;
    }
    return {true, {}};
}

SaveResult writeProjectTo(QIODevice &device, const ProjectData &project)
{
    const SerializeResult s = serializeProject(project);
    if (!s.error.isEmpty())
        return failure(s.error);
    return writeAll(device, s.bytes);
}

SaveResult writeFileAtomically(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failure(QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
    SaveResult written = writeAll(file, bytes);
    // QFileDevice buffers: push the bytes out now so a full disk is reported here, not lost in commit().
    if (written.ok && !file.flush())
        written = failure(file.errorString());
    // Qt reports a short write (a full disk, a file-size limit) as "Unknown error": say what it likely means.
    static const QString hint = QStringLiteral(" (is the disk full?)");
    if (!written.ok) {
        file.cancelWriting();
        return failure(QStringLiteral("cannot write %1%2: %3").arg(path, hint, written.error));
    }
    if (!file.commit())
        return failure(QStringLiteral("cannot write %1%2: %3").arg(path, hint, file.errorString()));
    return {true, {}};
}

bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error)
{
    const SaveResult written = writeFileAtomically(path, bytes);
    if (!written.ok && error)
        *error = written.error;
    return written.ok;
}

SaveResult saveProjectFile(const ProjectData &project, const QString &path)
{
    // 1. Everything that can be checked in memory is checked before the disk is touched.
    const SerializeResult s = serializeProject(project);
    if (!s.error.isEmpty())
        return failure(s.error);

    const QString backup = path + QStringLiteral(".bak");
    const QString tempBackup = path + QStringLiteral(".bak.tmp");
    const QFileInfo target(path);
    if (target.isDir())
        return failure(QStringLiteral("cannot write %1: it is a directory").arg(path));

    // 2. Keep the current file until the new one is known good.
    const bool hadOriginal = target.exists();
    QFile::remove(tempBackup); // a leftover of an interrupted save
    if (hadOriginal) {
        QFile source(path);
        if (!source.copy(tempBackup)) {
            const QString reason = source.errorString();
            QFile::remove(tempBackup);
            return failure(QStringLiteral("cannot keep a copy of %1 as %2 (is the disk full?): %3; nothing was saved")
                               .arg(path, tempBackup, reason));
        }
    }

    // 3. Atomic write.
    const SaveResult written = writeFileAtomically(path, s.bytes);
    if (!written.ok) {
        QFile::remove(tempBackup);
        return written;
    }

    // 4. Read back what the disk holds now.
    QFile check(path);
    QByteArray onDisk;
    if (check.open(QIODevice::ReadOnly))
        onDisk = check.readAll();
    check.close();
    if (onDisk != s.bytes) {
        QString reason = QStringLiteral("%1 did not read back as written").arg(path);
        QString error;
        if (hadOriginal) {
            if (replaceFile(tempBackup, path, &error))
                reason += QStringLiteral("; the previous version was restored");
            else
                reason += QStringLiteral("; restoring the previous version failed (%1); it is kept in %2")
                              .arg(error, tempBackup);
        } else {
            QFile::remove(path);
        }
        return failure(reason);
    }

    // 5. The previous version becomes the backup.
    QString error;
    if (hadOriginal && !replaceFile(tempBackup, backup, &error)) {
        QFile::remove(tempBackup);
        return failure(QStringLiteral("saved %1, but could not keep the previous version as %2: %3")
                           .arg(path, backup, error));
    }
    return {true, {}};
}

} // namespace verdict
