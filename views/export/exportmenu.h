#pragma once

#include "report/sheet.h"

#include <functional>
#include <memory>

QT_BEGIN_NAMESPACE
class QMenu;
class QWidget;
QT_END_NAMESPACE

namespace verdict {

class Document;
class Evaluation;

// The cheat sheet's place in the workbench: adds "Cheat Sheet as PDF…", "…as HTML…", "…as Markdown…",
// "Review Deck (PDF)…" (Ctrl+Shift+K), "Print…" (Ctrl+P) and "Print Preview…" to `menu`. Every action builds the sheet from the document as it is
// now (its active profile) and draws it with the one page renderer.
void addCheatSheetActions(QMenu *menu, Document *document, QWidget *parent);

// Builds the cheat sheet of the document as it is now (its shared evaluation) and hands it to `use`. The
// Monte Carlo figures are the Monte Carlo panel's run when it has finished on this state; otherwise the run is
// made here in the background, with a progress dialog and Cancel (a cancelled export writes nothing and says
// so in the status bar). The sheet's model is made on that worker too (at 10,000 alternatives it takes seconds):
// `use` is called from the event loop when it is done, or at once when the model of this state is already kept.
// The sheet is the one kept with the evaluation (never a copy: at 10,000 × 200 copying it took 100 ms).
void withDocumentSheet(Document *document, QWidget *parent, const std::function<void(const std::shared_ptr<const Sheet> &)> &use);
// The same for anything built from the evaluation with its Monte Carlo run (the review deck). `prepare`, when
// given, runs on the worker after the run (unless cancelled): models the export reads (a sheet, a deck) made
// there, so the GUI thread only lays them out and writes them. `prepared` says whether they are kept already;
// when it is not given, or says no, `prepare` runs on the worker even when no Monte Carlo run is needed.
void withMonteCarloRun(Document *document, QWidget *parent, const std::function<void(const Evaluation &)> &useEvaluation,
                       const std::function<void(const Evaluation &)> &prepare = {},
                       const std::function<bool(const Evaluation &)> &prepared = {});

} // namespace verdict
