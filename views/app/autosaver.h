#pragma once

#include "core/projectdata.h"

#include <QFuture>
#include <QLockFile>
#include <QObject>
#include <QTimer>

#include <memory>

namespace verdict {

class Document;
class EditJournal;

// Crash recovery for one document, in the app's data location (…/recovery/), guarded by ID.lock held for the
// window's lifetime:
// - the edit journal, ID.journal (document/journal.h): every edit since the last save, flushed within a quarter of a
//   second, so a kill loses at most that and the restored window can undo through the recovered edits;
// - the autosave, ID.verdict (with ID.json naming the original file): the whole project every `interval` while the
//   document is modified, the fallback when a journal cannot be read.
// The files are removed when the document is saved, deliberately discarded, or the window closes normally; after a
// crash the lock is stale and the next start offers them (staleRecoveries()). A live window's files are never offered.
class Autosaver : public QObject
{
    Q_OBJECT

public:
    explicit Autosaver(Document *document, QObject *parent = nullptr);
    ~Autosaver() override; // a normal close: the recovery file goes

    static QString recoveryDirectory();
    // Milliseconds between autosaves: the test interval when set, else the setting "autosaveSeconds" (default 60),
    // 0 = off.
    static int configuredInterval();
    // verdict-testhost's VERDICT_TEST_AUTOSAVE_MS (tests/support): autosave every N ms; the shipped binary sets none.
    static void setTestInterval(int milliseconds);
    void setInterval(int milliseconds);

    QString recoveryFile() const;
    // Writes the recovery file now if the document changed since the last write (in the background).
    void saveNow();
    // Removes the recovery file (the document was saved or deliberately discarded).
    void discard();

    QString journalFile() const;

    struct Recovery
    {
        QString id;
        QString recoveryFile; // the autosaved project (may not exist: a crash before the first autosave)
        QString journalFile;  // the edit journal (may not exist: an older version's recovery)
        QString originalFile; // where the document lived, or empty for an untitled one
    };
    // Journal and recovery files whose lock is stale (their process is gone). Takes over each lock while listing it
    // and releases it again.
    static QList<Recovery> staleRecoveries();
    // Deletes a recovery's files (after it was restored or declined).
    static void remove(const Recovery &recovery);

Q_SIGNALS:
    void saved(const QString &recoveryFile);

private:
    void onTimer();
    void waitForWrite();

    Document *m_document;
    QString m_id;
    std::unique_ptr<QLockFile> m_lock;
    QTimer m_timer;
    bool m_dirty = false;
    QFuture<bool> m_write;
    std::unique_ptr<EditJournal> m_journal;
};

} // namespace verdict
