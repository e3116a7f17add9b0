#pragma once

#include "core/projectdata.h"

#include <QByteArray>
#include <QString>

class QIODevice;

namespace verdict {

struct SaveResult
{
    bool ok = false;
    QString error; // why saving failed, naming the path and the operating system's reason
};

// Saves a project without ever losing the previous version (docs/file-format.md, "Saving"):
// 1. serialise to memory, re-read those bytes and compare with the project — nothing is touched on failure;
// 2. copy the current file (if any) to NAME.bak.tmp;
// 3. write with QSaveFile and commit (an atomic rename over NAME);
// 4. re-read NAME and compare with the bytes; on a mismatch put the previous file back;
// 5. rename NAME.bak.tmp to NAME.bak, replacing the previous backup.
// Any failure leaves NAME and NAME.bak as they were, removes NAME.bak.tmp and returns the reason.
SaveResult saveProjectFile(const ProjectData &project, const QString &path);

// Writes bytes with QSaveFile (all or nothing), for exports that keep no backup.
SaveResult writeFileAtomically(const QString &path, const QByteArray &bytes);
// The same for exports that report the reason through a pointer: false with *error (when given) set.
bool writeFileAtomically(const QString &path, const QByteArray &bytes, QString *error);

// Seams for tests: the serialisation with its round-trip check, and writing every byte to a device.
struct SerializeResult
{
    QByteArray bytes;
    QString error; // empty on success
};
SerializeResult serializeProject(const ProjectData &project);
SaveResult writeAll(QIODevice &device, const QByteArray &bytes);
SaveResult writeProjectTo(QIODevice &device, const ProjectData &project);

} // namespace verdict
