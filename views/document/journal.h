#pragma once

#include "format/journal.h"

#include <QFuture>
#include <QObject>
#include <QTimer>

#include <optional>
#include <set>
#include <vector>

class QUndoCommand;

namespace verdict {

class Document;

// Records a document's edits in its edit journal (format/journal.h) as they happen: each undo step, undo and redo is
// appended and flushed within kFlushMs, off the GUI thread, so a kill -9 at any moment loses at most that much. The
// journal starts from the document as it is (start()), is written from its first edit on, and starts again whenever
// the document is saved (start() once more) — the Autosaver drives it beside the autosave.
//
// Undo and redo within the journal are recorded as moves of the index, so a restored window has the same undo
// history; a move the journal cannot express that way (undoing past where it started, or redoing a step from before
// it) is recorded as a new step with its result, so what is restored is always the project as it was.
class EditJournal : public QObject
{
    Q_OBJECT

public:
    static constexpr int kFlushMs = 250;

    EditJournal(Document *document, QString path, QObject *parent = nullptr);
    ~EditJournal() override; // writes what is pending, then waits

    QString path() const { return m_path; }
    // Starts again from the document as it is now: the file is removed and is written again from the next edit (at
    // once when `writeNow`, for a document that is already unsaved, e.g. a restored one).
    void start(bool writeNow = false);
    // Stops recording and removes the file (the document was saved, discarded or closed).
    void remove();
    // Writes what is pending now and waits for it (tests, shutdown).
    void flush();
    // Edits recorded since start(), for tests.
    int recordedEdits() const { return m_edits; }

private:
    void onValueChanged(int row, int column);
    void onChanged();
    void onIndexChanged(int index);
    void queue(JournalRecord record);
    void write();
    void startFile();
    JournalRecord takeChanges(JournalRecord::Kind kind);

    Document *m_document;
    QString m_path;
    bool m_active = false;
    std::optional<ProjectData> m_base; // the start, written before the first record
    // What changed since the last record: cells, or more than cells.
    std::set<std::pair<int, int>> m_cells;
    bool m_structural = false;
    int m_valueSignals = 0;
    // The real undo history as the journal knows it: the command at each position (nullptr: from before the journal
    // started) and, for each index, the journal's index with the same project (-1: none).
    std::vector<const QUndoCommand *> m_known;
    std::vector<int> m_stateAt;
    int m_realIndex = 0;
    int m_journalIndex = 0; // where the journal's own history stands
    int m_journalCount = 0; // its steps (those above m_journalIndex can be redone)
    int m_edits = 0;
    std::vector<JournalRecord> m_pending;
    bool m_fileStarted = false;
    QTimer m_timer;
    QTimer m_settle;
    QFuture<void> m_write;
};

// Rebuilds a document from its journal: the base, then every recorded step as an undo step (undo goes back through
// them), ending at the recorded index. Returns false with the reason when a record does not fit the project (then
// the caller falls back to the autosave).
bool replayJournal(Document &document, const std::vector<JournalRecord> &records, QString *why = nullptr);

} // namespace verdict
