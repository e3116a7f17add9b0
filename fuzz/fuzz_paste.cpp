// Fuzz target for the clipboard paste parser (views/document/clipboard.h): any bytes pasted into a project
// or into an empty project must give a plan or a clear refusal, never a crash; an accepted paste applied
// to a document must undo back to the original project exactly.
#include "document/clipboard.h"
#include "document/document.h"

#include <QCoreApplication>

#include <cstdint>
#include <cstdlib>

using namespace verdict;

namespace {
ProjectData smallProject()
{
    ProjectData p = makeEmptyProject();
    for (const char *name : {"Cost", "Speed", "Fit"}) {
        Criterion c;
        c.name = QString::fromLatin1(name);
        c.id = c.name.toLower();
        p.criteria.push_back(c);
    }
    for (const char *name : {"Alpha", "Beta", "Gamma"}) {
        Alternative a;
        a.name = QString::fromLatin1(name);
        a.id = a.name.toLower();
        p.alternatives.push_back(a);
    }
    p.values = SharedMatrix(3, 3, 1.0);
    p.profiles[0].weights = {1, 1, 1};
    return p;
}

void check(const ProjectData &project, const QByteArray &bytes, int row, int column)
{
    const PastePlan plan = planPaste(project, bytes, row, column);
    if (!plan.ok())
        return;
    Document doc(project);
    applyPaste(doc, plan);
    while (doc.undoStack()->canUndo())
        doc.undoStack()->undo();
    if (!(doc.data() == project))
        std::abort();
}
} // namespace

// The document's shared evaluation starts a QTimer: without an application object Qt warns about it (on stderr,
// for every input).
extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    static QCoreApplication app(*argc, *argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const ProjectData project = smallProject();
    static const ProjectData empty = makeEmptyProject();
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    check(project, bytes, 1, 1);
    check(empty, bytes, 0, 0);
    return 0;
}
