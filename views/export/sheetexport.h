#pragma once

#include "sheetpage.h"

#include "report/sheet.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QPrinter;
QT_END_NAMESPACE

namespace verdict {

// The cheat sheet's outputs. PDF, print and print preview all go through paintSheet() (sheetpage.h); HTML and
// Markdown carry the whole sheet (no page to fit) with the trade-off chart as inline SVG or a PNG beside it.

// One-page vector PDF (QPdfWriter): fonts embedded, the title in the document information, the author in the
// XMP metadata (Qt 6.4's QPdfWriter has no author setter). Written through savefile (all or nothing).
bool exportSheetPdf(const Sheet &sheet, const QString &fileName, SheetPaper paper, QString *error, SheetFit *fit = nullptr);

// The same PDF in steps, so that a worker thread lays it out and draws it and the GUI thread makes only its map
// in between: planSheetPdf, then sheetChartPicture(sheet, plan.chartSize), then exportPlannedSheetPdf. The first
// and the last run on any thread. exportSheetPdf is these three in a row.
SheetPlan planSheetPdf(const Sheet &sheet, SheetPaper paper);
// Loads the faces a PDF sheet is set in into this thread's font cache (warmSheetFonts on a PDF writer), so that the
// export that follows on this thread does not wait for them: `verdict export --pdf` does it while the sheet is made.
void warmSheetPdfFonts();
bool exportPlannedSheetPdf(const Sheet &sheet, const QString &fileName, SheetPaper paper, const SheetPlan &plan,
                           const QPicture &chart, QString *error);

// The XMP packet of the PDF: dc:title, dc:creator (the author), dc:description, xmp:CreatorTool, dates.
QByteArray sheetXmp(const Sheet &sheet);
// The same packet for any PDF Verdict writes (the review deck).
QByteArray pdfXmp(const QString &title, const QString &author, const QString &description);

// Prints on one page of the printer's paper (margins kept by the renderer, so the printer is set to full page).
SheetFit printSheet(QPrinter *printer, const Sheet &sheet);

// Self-contained XHTML (well-formed XML, styles inline, the chart as inline SVG, no external references).
QString sheetHtml(const Sheet &sheet);
// Text made safe for Markdown: no "|", "*", "_", "`", "<", "[", "&" or "$" reads as markup; one line.
QString markdownText(const QString &text);
bool exportSheetHtml(const Sheet &sheet, const QString &fileName, QString *error);

// Markdown (GitHub tables) with the chart as BASE-tradeoff.png beside BASE.md, and no other file. `written`
// receives the files written.
bool exportSheetMarkdown(const Sheet &sheet, const QString &fileName, QString *error, QStringList *written = nullptr);

} // namespace verdict
