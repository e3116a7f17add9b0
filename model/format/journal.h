#pragma once

#include "core/projectdata.h"

#include <QByteArray>
#include <QDateTime>
#include <QString>

#include <optional>
#include <vector>

namespace verdict {

// The edit journal beside the autosave (docs/file-format.md, "The edit journal"): what the window did since the
// project was last saved, appended and flushed within a second of each edit, so a crash or kill -9 loses at most the
// last second and the restored window can undo through the recovered edits.
//
// A journal is a header line and records. The first record is the base: the project when the journal started (as
// saved). Each later record is one move of the undo history:
// - Push: a new undo step, with its text and the project after it — the cells it changed, or the whole project when
//   it changed anything but cells;
// - Amend: the last step grew (a slider drag, typing into the same cell): what it changed since;
// - Index: undo or redo to a step already in the journal (the undo history's index after it).
//
// Each record is written as one line "KIND JSON_BYTES PROJECT_BYTES SHA1\n" and then its bytes: a record cut short by
// a kill, or damaged, fails its length or its checksum, and it and everything after it are left out — never read as
// another edit.
struct JournalRecord
{
    enum class Kind { Base, Push, Amend, Index };
    struct Cell
    {
        int row = 0;
        int column = 0;
        double value = 0.0; // NaN: missing
        bool operator==(const Cell &) const = default;
    };
    Kind kind = Kind::Push;
    int index = 0;                      // Index: the undo history's index after the move
    QString text;                       // Push: the undo step's text ("Edit Price of GKE")
    std::vector<Cell> cells;            // Push, Amend: the cells as they are after it
    std::optional<ProjectData> project; // Base; Push or Amend that changed more than cells: the project after it
    QDateTime at;                       // when it was recorded (UTC, milliseconds)
};

QByteArray journalHeader();
QByteArray encodeJournalRecord(const JournalRecord &record);

struct JournalReading
{
    std::vector<JournalRecord> records; // the base first; empty when the journal has none that reads
    bool cutShort = false;              // it ends in a record torn by a kill, or damaged: that and what follows are left out
    QString problem;                    // why reading stopped early (empty when every byte read)
    int edits() const;                  // the Push records: how many edits a restore brings back
    QDateTime lastAt() const;           // when the last record that reads was written
};
// Reads what can be trusted: every whole record up to the first torn or damaged one. Never throws; bounded by the
// file-size limit (core/limits.h).
JournalReading readJournal(const QByteArray &bytes);

} // namespace verdict
