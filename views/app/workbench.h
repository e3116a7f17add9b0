#pragma once

#include "app/autosaver.h"
#include "core/message.h"
#include "format/journal.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>
#include <QStringList>

#include <memory>

namespace verdict {

class Document;
struct ProjectData;
class MainWindow;

// The application's windows (one document each), the recent-files list and how files are opened.
class Workbench : public QObject
{
    Q_OBJECT

public:
    explicit Workbench(QObject *parent = nullptr);
    ~Workbench() override;

    // A window on `document` (which it takes), shown unless `show` is false.
    MainWindow *newWindow(std::unique_ptr<Document> document, bool show = true);
    // `verdict` without a file: the most recent file if it still exists, else the bundled sample as an
    // untitled copy.
    MainWindow *openStartup(bool show = true);
    // Opens `path`. In `from` when its document is untitled and unmodified, else in a new window. A refused
    // file shows its messages; returns the window showing the file, or nullptr.
    MainWindow *open(const QString &path, MainWindow *from = nullptr, bool show = true);
    // `verdict FILE`: like open(), but a refused file leaves a window on an empty untitled project.
    MainWindow *openOrEmpty(const QString &path, bool show = true);

    // Help ▸ Open Sample: the bundled sample as an untitled copy, in a new window (saving asks for a name, so the
    // sample itself is never overwritten).
    MainWindow *openSample(bool show = true);

    QList<MainWindow *> windows() const;

    // Offers to restore autosaved work whose process is gone (stale locks only). Returns the windows of
    // restored documents (modified, under their original file names); declined recoveries are deleted.
    QList<MainWindow *> offerRecovery(bool show = true);

    QStringList recentFiles() const;
    void addRecentFile(const QString &path);

    // The bundled sample project.
    static LoadResult loadSample();
    // Messages as lines "FILE: error: ...".
    static QString describe(const QString &path, const Messages &messages);
    // A file read into an untitled document (a CSV matrix, an .xlsx or .ods spreadsheet): Save asks where to write the
    // .verdict, never over the file it came from.
    static bool isImported(const QString &path);
    // How old a recovery file is, for the restore question: "at 14:03, 5 minutes ago", "on 2026-12-01 at 09:12".
    static QString recoveryAge(const QDateTime &savedAt, const QDateTime &now);
    // A recovery as a document: its journal replayed (undo goes back through the edits), or, when the journal does
    // not read, its autosave; nullptr when neither reads.
    static std::unique_ptr<Document> restore(const Autosaver::Recovery &recovery, const JournalReading &journal,
                                             const QString &originalFile);
    // The diagnostics of a file that loaded, as the window names things ("Check 3, …: its expected value"), not by
    // JSON pointer (the CLI's `validate` keeps those).
    static QString describe(const QString &path, const Messages &messages, const ProjectData &project);

Q_SIGNALS:
    void recentFilesChanged();

private:
    MainWindow *openLoaded(const QString &path, const LoadResult &result, MainWindow *from, bool show);

    QList<QPointer<MainWindow>> m_windows;
};

} // namespace verdict
