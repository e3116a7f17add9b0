#include "exportmenu.h"

#include "sheetexport.h"
#include "xlsxexport.h"

#include "document/document.h"
#include "widgets/dialogs.h"
#include "widgets/settingsdialog.h"

#include <QApplication>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QStatusBar>

namespace verdict {

namespace {

// A wait cursor while the sheet is computed (the Monte Carlo run takes a moment on large projects).
Sheet buildWithWaitCursor(const Document &document)
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    Sheet sheet = documentSheet(document);
    QApplication::restoreOverrideCursor();
    return sheet;
}

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

Sheet documentSheet(const Document &document)
{
    SheetOptions options;
    if (!document.fileName().isEmpty())
        options.fileName = QFileInfo(document.fileName()).fileName();
    Messages messages;
    return buildSheet(document.data(), options, messages);
}

void addCheatSheetActions(QMenu *menu, Document *document, QWidget *parent)
{
    QAction *pdf = menu->addAction(QObject::tr("Cheat Sheet as &PDF…"), parent, [document, parent] {
        const QString path = dialogs::saveFileName(parent, QObject::tr("Export Cheat Sheet as PDF"),
                                                   suggestedName(*document, QStringLiteral(".pdf")), QObject::tr("PDF files (*.pdf)"));
        if (path.isEmpty())
            return;
        QString error;
        const bool ok = exportSheetPdf(buildWithWaitCursor(*document), path, workbenchPaper(), &error);
        report(parent, QObject::tr("Exported the cheat sheet to %1"), path, ok, error);
    });
    pdf->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    menu->addAction(QObject::tr("Cheat Sheet as &HTML…"), parent, [document, parent] {
        const QString path = dialogs::saveFileName(parent, QObject::tr("Export Cheat Sheet as HTML"),
                                                   suggestedName(*document, QStringLiteral(".html")), QObject::tr("HTML files (*.html *.htm)"));
        if (path.isEmpty())
            return;
        QString error;
        const bool ok = exportSheetHtml(buildWithWaitCursor(*document), path, &error);
        report(parent, QObject::tr("Exported the cheat sheet to %1"), path, ok, error);
    });
    menu->addAction(QObject::tr("Cheat Sheet as &Markdown…"), parent, [document, parent] {
        const QString path = dialogs::saveFileName(parent, QObject::tr("Export Cheat Sheet as Markdown"),
                                                   suggestedName(*document, QStringLiteral(".md")),
                                                   QObject::tr("Markdown files (*.md)"));
        if (path.isEmpty())
            return;
        QString error;
        const bool ok = exportSheetMarkdown(buildWithWaitCursor(*document), path, &error);
        report(parent, QObject::tr("Exported the cheat sheet to %1 (and its chart beside it)"), path, ok, error);
    });
    menu->addAction(QObject::tr("Workbook for &Excel (.xlsx)…"), parent, [document, parent] {
        const QString path = dialogs::saveFileName(parent, QObject::tr("Export Workbook"),
                                                   suggestedName(*document, QStringLiteral(".xlsx")),
                                                   QObject::tr("Excel workbooks (*.xlsx)"));
        if (path.isEmpty())
            return;
        const XlsxResult result = exportXlsx(document->data(), path);
        QString error = result.error;
        for (const Message &m : result.messages)
            if (error.isEmpty() && m.severity == Severity::Error)
                error = m.text; // why the project cannot be ranked
        report(parent, QObject::tr("Exported the workbook to %1"), path, result.ok, error);
    });
    menu->addSeparator();
    QAction *print = menu->addAction(QObject::tr("&Print Cheat Sheet…"), parent, [document, parent] {
        const Sheet sheet = buildWithWaitCursor(*document);
        QPrinter printer(QPrinter::HighResolution);
        preparePrinter(printer, sheet);
        QPrintDialog dialog(&printer, parent);
        dialog.setWindowTitle(QObject::tr("Print Cheat Sheet"));
        if (dialog.exec() == QDialog::Accepted)
            printSheet(&printer, sheet);
    });
    print->setShortcut(QKeySequence::Print);
    menu->addAction(QObject::tr("Print Pre&view…"), parent, [document, parent] {
        const Sheet sheet = buildWithWaitCursor(*document);
        QPrinter printer(QPrinter::HighResolution);
        preparePrinter(printer, sheet);
        QPrintPreviewDialog preview(&printer, parent);
        preview.setWindowTitle(QObject::tr("Cheat Sheet — Print Preview"));
        QObject::connect(&preview, &QPrintPreviewDialog::paintRequested, &preview,
                         [&sheet](QPrinter *p) { printSheet(p, sheet); });
        preview.exec();
    });
}

} // namespace verdict
