#include "exportmenu.h"
#include "document/background.h"
#include "export/termsheetexport.h"
#include "report/termsheet.h"

#include "deckexport.h"
#include "pptxexport.h"
#include "sheetexport.h"
#include "xlsxexport.h"

#include "report/deck.h"
#include "review/assumptions.h"
#include "review/whatif.h"

#include "document/document.h"
#include "document/liveevaluation.h"
#include "widgets/dialogs.h"
#include "widgets/settingsdialog.h"

#include <QApplication>
#include <QChart>
#include <QPicture>
#include <QFutureWatcher>
#include <QPointer>
#include <QProgressDialog>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QStatusBar>

#include <atomic>
#include <functional>
#include <memory>

namespace verdict {

namespace {

QString suggestedName(const Document &document, const QString &extension)
{
    QString name = document.displayName();
    const qsizetype dot = name.lastIndexOf(u'.');
    if (dot > 0)
        name.truncate(dot);
    if (!document.fileName().isEmpty())
        return QFileInfo(document.fileName()).dir().filePath(name + extension);
    return name + extension;
}

void report(QWidget *parent, const QString &done, const QString &path, bool ok, const QString &error)
{
    if (!ok) {
        dialogs::inform(parent, QObject::tr("Export failed"),
                        QObject::tr("Could not write %1: %2").arg(QFileInfo(path).fileName(), error));
        return;
    }
    if (auto *window = qobject_cast<QMainWindow *>(parent))
        window->statusBar()->showMessage(done.arg(QFileInfo(path).fileName()), 5000);
}

// The dialog of an export that runs in the background: shown only when it takes more than 400 ms, its Cancel sets
// `cancel` (the worker reads it). `maximum` 0: a busy bar.
QProgressDialog *exportProgress(const QString &text, int maximum, const std::shared_ptr<std::atomic<bool>> &cancel, QWidget *parent)
{
    auto *progress = new QProgressDialog(text, QObject::tr("Cancel"), 0, maximum, parent);
    progress->setWindowTitle(QObject::tr("Export"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(400); // a quick one shows no dialog at all
    progress->setAutoReset(false);
    progress->setAutoClose(false);
    progress->setValue(0);
    QObject::connect(progress, &QProgressDialog::canceled, progress, [cancel] { cancel->store(true); });
    return progress;
}

void reportCancelled(QWidget *parent)
{
    if (auto *window = qobject_cast<QMainWindow *>(parent))
        window->statusBar()->showMessage(QObject::tr("Export cancelled: nothing was written."), 5000);
}

// The workbench's paper: the one chosen in Edit ▸ Settings, else the locale's. (The CLI uses --page or the
// locale only, so scripts do not depend on a user's settings.)
SheetPaper workbenchPaper()
{
    if (const std::optional<QPageSize::PageSizeId> chosen = SettingsDialog::defaultPageSize())
        return *chosen == QPageSize::Letter ? SheetPaper::Letter : SheetPaper::A4;
    return defaultSheetPaper();
}

void preparePrinter(QPrinter &printer, const Sheet &sheet)
{
    printer.setPageSize(sheetPageSize(workbenchPaper()));
    printer.setPageOrientation(QPageLayout::Portrait);
    printer.setDocName(sheet.title);
}

} // namespace

// The sheet's options for the document: its file's name for the "full data is in the file" note.
static SheetOptions sheetOptions(const Document &document)
{
    SheetOptions options;
    if (!document.fileName().isEmpty())
        options.fileName = QFileInfo(document.fileName()).fileName();
    return options;
}

static std::shared_ptr<const Sheet> documentSheet(const Document &document, const Evaluation &evaluation)
{
    Messages messages;
    return sheetOf(evaluation, sheetOptions(document), messages); // kept with the evaluation: made once per state
}

// What the worker reports of a file it wrote.
struct Written
{
    bool ok = false;
    QString error;
};

// The cheat sheet's PDF, written off the GUI thread: laid out on a worker, its map made on the GUI thread (a
// chart's items belong to it), then drawn, compressed and written on a worker, and reported. At 10,000 × 200 the
// whole PDF on the GUI thread held the window for 80 ms and more. The map is made, drawn into a recording, the
// recording closed, and the map let go in four turns of the event loop, each a few milliseconds, so that the window
// answers in between (made and recorded in one turn it held it for 17–19 ms at 10,000 alternatives; recorded and
// closed in one, 10–14 ms). Each turn posts the next; the object lives as long as a turn is to come.
namespace {

class SheetPdfTurns : public std::enable_shared_from_this<SheetPdfTurns>
{
public:
    SheetPdfTurns(std::shared_ptr<const Sheet> sheet, QString path, SheetPaper paper, QWidget *window)
        : m_sheet(std::move(sheet)), m_path(std::move(path)), m_paper(paper), m_window(window)
    {
    }

    void start()
    {
        (void)runInBackground([sheet = m_sheet, paper = m_paper] { return planSheetPdf(*sheet, paper); })
            .then(qApp, [self = shared_from_this()](const SheetPlan &plan) {
                self->m_plan = plan;
                self->makeMap();
            });
    }

private:
    void next(void (SheetPdfTurns::*turn)())
    {
        QTimer::singleShot(0, qApp, [self = shared_from_this(), turn] { ((*self).*turn)(); });
    }
    void makeMap()
    {
        m_map = makeSheetChart(*m_sheet, m_plan.chartSize);
        next(&SheetPdfTurns::record);
    }
    void record()
    {
        m_recording = std::make_unique<SheetChartRecording>(m_map.get(), m_plan.chartSize);
        next(&SheetPdfTurns::closeAndWrite);
    }
    void closeAndWrite()
    {
        const QPicture chart = m_recording->finish();
        m_recording.reset();
        next(&SheetPdfTurns::letGoOfMap);
        (void)runInBackground([sheet = m_sheet, paper = m_paper, path = m_path, plan = m_plan, chart] {
            Written written;
            written.ok = exportPlannedSheetPdf(*sheet, path, paper, plan, chart, &written.error);
            return written;
        }).then(qApp, [path = m_path, window = m_window](const Written &written) {
            if (window || !written.ok)
                report(window, QObject::tr("Exported the cheat sheet to %1"), path, written.ok, written.error);
        });
    }
    void letGoOfMap() { m_map.reset(); }

    std::shared_ptr<const Sheet> m_sheet;
    QString m_path;
    SheetPaper m_paper;
    QPointer<QWidget> m_window;
    SheetPlan m_plan;
    std::unique_ptr<QChart> m_map;
    std::unique_ptr<SheetChartRecording> m_recording;
};

} // namespace

static void writeSheetPdfInBackground(const std::shared_ptr<const Sheet> &sheet, const QString &path, SheetPaper paper,
                                      QWidget *parent)
{
    std::make_shared<SheetPdfTurns>(sheet, path, paper, parent)->start();
}

// The workbook, written on a worker: at 10,000 × 200 it is four million cells and took the GUI thread 18 s. A
// progress dialog (shown after 400 ms) offers Cancel, which stops it before the file is put in place.
static void writeWorkbookInBackground(const std::shared_ptr<const Evaluation> &evaluation, const QString &path, QWidget *parent)
{
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    auto *progress = exportProgress(QObject::tr("Writing the workbook…"), 0, cancel, parent); // 0: busy, no steps
    auto *watcher = new QFutureWatcher<XlsxResult>(progress);
    QObject::connect(watcher, &QFutureWatcherBase::finished, progress, [progress, watcher, parent, path] {
        const XlsxResult result = watcher->result();
        progress->hide();
        progress->deleteLater();
        if (result.cancelled) {
            reportCancelled(parent);
            return;
        }
        QString error = result.error;
        for (const Message &m : result.messages)
            if (error.isEmpty() && m.severity == Severity::Error)
                error = m.text; // why the project cannot be ranked
        report(parent, QObject::tr("Exported the workbook to %1"), path, result.ok, error);
    });
    watcher->setFuture(runInBackground([evaluation, path, cancel] {
        XlsxOptions options;
        options.cancel = cancel.get();
        return exportXlsx(*evaluation, path, options);
    }));
}

void withDocumentSheet(Document *document, QWidget *parent, const std::function<void(const std::shared_ptr<const Sheet> &)> &use)
{
    // The sheet's model is made on the worker (a third of a 1,000 × 100 export's stall was building it on the GUI
    // thread, and all of a 10,000 × 200 one's); documentSheet() then finds it kept.
    const SheetOptions options = sheetOptions(*document);
    withMonteCarloRun(
        document, parent,
        [document = QPointer<Document>(document), use](const Evaluation &evaluation) {
            if (document)
                use(documentSheet(*document, evaluation));
        },
        [options](const Evaluation &evaluation) {
            Messages messages;
            (void)sheetOf(evaluation, options, messages);
        },
        [options](const Evaluation &evaluation) { return bool(keptSheet(evaluation, options)); });
}

void withMonteCarloRun(Document *document, QWidget *parent, const std::function<void(const Evaluation &)> &useEvaluation,
                       const std::function<void(const Evaluation &)> &prepare,
                       const std::function<bool(const Evaluation &)> &prepared)
{
    const std::shared_ptr<const Evaluation> evaluation = document->evaluation()->current();
    const QPointer<Document> doc(document);
    auto build = [doc, evaluation, useEvaluation] {
        if (doc)
            useEvaluation(*evaluation);
    };
    // The searches the sheet carries, when they would hold the window up: run below, with the Monte Carlo run.
    const bool search = exportCarriesSearches(*evaluation) && !quickToSearch(evaluation->project())
                        && !(evaluation->findPart<AssumptionReport>() && evaluation->findPart<LeadersWhatIf>());
    // The Monte Carlo panel's run of this version, or nothing to run, and what the export reads already made: it
    // is written at once.
    const bool monteCarlo = !evaluation->smaa() && evaluation->problem();
    if (!monteCarlo && !search && (!prepare || (prepared && prepared(*evaluation)))) {
        build();
        return;
    }
    auto cancel = std::make_shared<std::atomic<bool>>(false);
    auto percent = std::make_shared<std::atomic<int>>(0);
    struct Searching // what to check first's numbers ranked so far, of how many (0: not started)
    {
        std::atomic<int> done{0}, total{0};
    };
    auto searching = std::make_shared<Searching>();
    auto *progress = exportProgress(search && monteCarlo ? QObject::tr("Running Monte Carlo and the searches for the export…")
                                    : search             ? QObject::tr("Running the searches for the export…")
                                    : monteCarlo         ? QObject::tr("Running Monte Carlo for the export…")
                                                         : QObject::tr("Preparing the export…"),
                                    100, cancel, parent);
    // The worker only writes an atomic; the GUI thread polls it, so nothing it touches can be gone.
    auto *poll = new QTimer(progress);
    poll->setInterval(50);
    QObject::connect(poll, &QTimer::timeout, progress, [progress, percent, searching] {
        const int total = searching->total.load();
        progress->setValue(percent->load() + (total > 0 ? searching->done.load() * 50 / total : 0));
    });
    auto *watcher = new QFutureWatcher<std::shared_ptr<const SmaaRun>>(progress);
    QObject::connect(watcher, &QFutureWatcherBase::finished, progress, [progress, watcher, cancel, parent, build] {
        const std::shared_ptr<const SmaaRun> run = watcher->result();
        progress->hide();
        progress->deleteLater();
        if (cancel->load() || (run->result && run->result->cancelled)) {
            reportCancelled(parent);
            return;
        }
        build(); // the run is kept with the evaluation: the sheet reads it
    });
    watcher->setFuture(runInBackground([evaluation, cancel, percent, searching, search, prepare] {
        // Monte Carlo the first half of the bar and what to check first the second when both run.
        const int share = search ? 50 : 100;
        std::shared_ptr<const SmaaRun> run = evaluation->smaa();
        if (!run && evaluation->problem()) {
            SmaaControl control;
            control.cancel = cancel.get();
            control.progress = [percent, share](int done, int total) {
                if (total > 0)
                    percent->store(done * share / total);
            };
            run = evaluation->runSmaa({}, control);
        }
        if (search && !cancel->load() && !(run && run->result && run->result->cancelled)) {
            // What it would take, then what to check first, each kept with the evaluation unless cancelled: the sheet
            // reads them.
            percent->store(100 - share);
            LeadersWhatIf leaders = analyzeLeadersWhatIf(*evaluation, cancel.get());
            if (!leaders.cancelled && !cancel->load())
                evaluation->keepPart(std::make_shared<const LeadersWhatIf>(std::move(leaders)));
            searching->total.store(int(numbersOf(evaluation->project(), -1, true).size())); // as the Assumptions dock counts
            AssumptionReport report = analyzeAssumptions(*evaluation, cancel.get(), &searching->done);
            if (!report.cancelled && !cancel->load())
                evaluation->keepPart(std::make_shared<const AssumptionReport>(std::move(report)));
        }
        if (prepare && !cancel->load() && !(run && run->result && run->result->cancelled))
            prepare(*evaluation);
        return run ? run : std::make_shared<const SmaaRun>();
    }));
    poll->start();
}

void addCheatSheetActions(QMenu *menu, Document *document, QWidget *parent)
{
    QAction *pdf = menu->addAction(QObject::tr("Cheat Sheet as &PDF…"), parent, [document, parent] {
        const QString path = dialogs::saveFileName(parent, QObject::tr("Export Cheat Sheet as PDF"),
                                                   suggestedName(*document, QStringLiteral(".pdf")), QObject::tr("PDF files (*.pdf)"));
        if (path.isEmpty())
            return;
        withDocumentSheet(document, parent, [parent, path](const std::shared_ptr<const Sheet> &sheet) {
            writeSheetPdfInBackground(sheet, path, workbenchPaper(), parent);
        });
    });
    pdf->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    menu->addAction(QObject::tr("Cheat Sheet as &HTML…"), parent, [document, parent] {
        const QString path = dialogs::saveFileName(parent, QObject::tr("Export Cheat Sheet as HTML"),
                                                   suggestedName(*document, QStringLiteral(".html")), QObject::tr("HTML files (*.html *.htm)"));
        if (path.isEmpty())
            return;
        withDocumentSheet(document, parent, [parent, path](const std::shared_ptr<const Sheet> &sheet) {
            QString error;
            const bool ok = exportSheetHtml(*sheet, path, &error);
            report(parent, QObject::tr("Exported the cheat sheet to %1"), path, ok, error);
        });
    });
    menu->addAction(QObject::tr("Cheat Sheet as &Markdown…"), parent, [document, parent] {
        const QString path = dialogs::saveFileName(parent, QObject::tr("Export Cheat Sheet as Markdown"),
                                                   suggestedName(*document, QStringLiteral(".md")),
                                                   QObject::tr("Markdown files (*.md)"));
        if (path.isEmpty())
            return;
        withDocumentSheet(document, parent, [parent, path](const std::shared_ptr<const Sheet> &sheet) {
            QString error;
            const bool ok = exportSheetMarkdown(*sheet, path, &error);
            report(parent, QObject::tr("Exported the cheat sheet to %1 (and its chart beside it)"), path, ok, error);
        });
    });
    menu->addAction(QObject::tr("Review &Deck (PDF or PowerPoint)…"), parent, [document, parent] {
        // PDF or PowerPoint by the file type; a name without either suffix gets the chosen filter's.
        const QString pdfFilter = QObject::tr("PDF files (*.pdf)"), pptxFilter = QObject::tr("PowerPoint presentations (*.pptx)");
        QString filter = pdfFilter;
        QString path = dialogs::saveFileName(parent, QObject::tr("Export Review Deck"), suggestedName(*document, QStringLiteral("-deck.pdf")),
                                             pdfFilter + QStringLiteral(";;") + pptxFilter, &filter);
        if (path.isEmpty())
            return;
        const bool pptx = path.endsWith(QLatin1String(".pptx"), Qt::CaseInsensitive) ||
                          (!path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive) && filter == pptxFilter);
        if (!path.endsWith(QLatin1String(".pptx"), Qt::CaseInsensitive) && !path.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
            path += pptx ? QStringLiteral(".pptx") : QStringLiteral(".pdf");
        DeckOptions options;
        options.sheet = sheetOptions(*document);
        withMonteCarloRun(
            document, parent,
            [document = QPointer<Document>(document), parent, path, pptx, options](const Evaluation &evaluation) {
                if (!document)
                    return;
                Messages messages;
                const std::shared_ptr<const Deck> kept = deckOf(evaluation, options, messages); // made on the worker
                const Deck &deck = *kept;
                QString error;
                const QString author = evaluation.project().metadata.author;
                const bool ok = pptx ? exportDeckPptx(deck, path, DeckAspect::Wide, &error, author)
                                     : exportDeckPdf(deck, path, DeckAspect::Wide, &error, author);
                report(parent, QObject::tr("Exported the review deck to %1"), path, ok, error);
            },
            [options](const Evaluation &evaluation) {
                Messages messages;
                (void)deckOf(evaluation, options, messages);
            },
            [options](const Evaluation &evaluation) { return bool(keptDeck(evaluation, options)); });
    })->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    menu->addAction(QObject::tr("Workbook for &Excel (.xlsx)…"), parent, [document, parent] {
        const QString path = dialogs::saveFileName(parent, QObject::tr("Export Workbook"),
                                                   suggestedName(*document, QStringLiteral(".xlsx")),
                                                   QObject::tr("Excel workbooks (*.xlsx)"));
        if (path.isEmpty())
            return;
        writeWorkbookInBackground(document->evaluation()->current(), path, parent);
    });
    // The term map as its own one-pager: the baseline's column first (the platform the team knows), then the
    // recommended one. PDF, HTML or Markdown by the file type.
    QAction *terms = menu->addAction(QObject::tr("&Term Map on One Page…"), parent, [document, parent] {
        const QString pdfFilter = QObject::tr("PDF files (*.pdf)");
        QString filter = pdfFilter;
        QString path = dialogs::saveFileName(parent, QObject::tr("Export Term Map"), suggestedName(*document, QStringLiteral("-terms.pdf")),
                                             pdfFilter + QStringLiteral(";;") + QObject::tr("HTML files (*.html *.htm)") +
                                                 QStringLiteral(";;") + QObject::tr("Markdown files (*.md)"),
                                             &filter);
        if (path.isEmpty())
            return;
        const QString suffix = path.section(u'.', -1).toLower();
        if (!QStringList{QStringLiteral("pdf"), QStringLiteral("html"), QStringLiteral("htm"), QStringLiteral("md")}.contains(suffix))
            path += filter == pdfFilter ? QStringLiteral(".pdf") : filter.contains(QLatin1String("*.md")) ? QStringLiteral(".md") : QStringLiteral(".html");
        QString error;
        const std::optional<TermSheet> sheet = buildTermSheet(*document->evaluation()->current(), QString(), &error);
        const bool ok = sheet && exportTermSheet(*sheet, path, &error);
        report(parent, QObject::tr("Exported the term map to %1"), path, ok, error);
    });
    terms->setStatusTip(QObject::tr("The term map on one page, as PDF, HTML or Markdown: the platform you know first, then the recommended one"));
    menu->addSeparator();
    QAction *print = menu->addAction(QObject::tr("&Print Cheat Sheet…"), parent, [document, parent] {
        withDocumentSheet(document, parent, [parent](const std::shared_ptr<const Sheet> &kept) {
            const Sheet &sheet = *kept;
            QPrinter printer(QPrinter::HighResolution);
            preparePrinter(printer, sheet);
            QPrintDialog dialog(&printer, parent);
            dialog.setWindowTitle(QObject::tr("Print Cheat Sheet"));
            if (dialog.exec() == QDialog::Accepted)
                printSheet(&printer, sheet);
        });
    });
    print->setShortcut(QKeySequence::Print);
    menu->addAction(QObject::tr("Print Pre&view…"), parent, [document, parent] {
        withDocumentSheet(document, parent, [parent](const std::shared_ptr<const Sheet> &kept) {
            const Sheet &sheet = *kept;
            QPrinter printer(QPrinter::HighResolution);
            preparePrinter(printer, sheet);
            QPrintPreviewDialog preview(&printer, parent);
            preview.setWindowTitle(QObject::tr("Cheat Sheet — Print Preview"));
            QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, &preview,
                             [&sheet](QPrinter *p) { printSheet(p, sheet); });
            preview.exec();
        });
    });
}

} // namespace verdict
