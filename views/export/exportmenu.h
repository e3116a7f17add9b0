#pragma once

#include "report/sheet.h"

QT_BEGIN_NAMESPACE
class QMenu;
class QWidget;
QT_END_NAMESPACE

namespace verdict {

class Document;

// The cheat sheet's place in the workbench: adds "Cheat Sheet as PDF…", "…as HTML…", "…as Markdown…",
// "Print…" (Ctrl+P) and "Print Preview…" to `menu`. Every action builds the sheet from the document as it is
// now (its active profile) and draws it with the one page renderer.
void addCheatSheetActions(QMenu *menu, Document *document, QWidget *parent);

// The sheet of a document: its data, the active profile, the file name for the "full data" note.
Sheet documentSheet(const Document &document);

} // namespace verdict
