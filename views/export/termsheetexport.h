#pragma once

#include <QString>

class QIODevice;

namespace verdict {

struct TermSheet;

// The term map's one-pager (model/report/termsheet.h) as PDF (A4 landscape: up to kTermRowsPerPage concepts on the
// first page, the rest on the next, which the first says), self-contained HTML or Markdown. Each writes atomically
// and says why when it cannot.
QString termSheetHtml(const TermSheet &sheet);
QString termSheetMarkdown(const TermSheet &sheet);
bool writeTermSheetPdf(const TermSheet &sheet, QIODevice *device);
// By the file name's suffix: .pdf, .html (or .htm) or .md; another suffix is refused with the reason.
bool exportTermSheet(const TermSheet &sheet, const QString &fileName, QString *error);

} // namespace verdict
