// Fuzz target for the edit journal (format/journal.h, document/journal.h): any bytes left in the recovery folder
// must read as the records that can be trusted, or none, never a crash; what reads must replay into a document
// (or be refused with a reason), and the replayed history must undo to its start and redo back to the same project.
#include "document/document.h"
#include "document/journal.h"
#include "format/journal.h"

#include <QCoreApplication>
#include <QUndoStack>

#include <cstdint>
#include <cstdlib>

using namespace verdict;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const JournalReading reading = readJournal(QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size)));
    if (reading.records.empty())
        return 0;
    if (!reading.records.front().project)
        std::abort(); // the base always carries its project
    Document document;
    if (!replayJournal(document, reading.records))
        return 0;
    const ProjectData restored = document.data();
    const int index = document.undoStack()->index();
    document.undoStack()->setIndex(0);
    document.undoStack()->setIndex(index);
    if (!(document.data() == restored))
        std::abort(); // undoing and redoing the recovered edits changed the project
    return 0;
}
