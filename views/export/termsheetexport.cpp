#include "termsheetexport.h"

#include "export/sheetexport.h"
#include "format/savefile.h"
#include "report/termsheet.h"

#include <QBuffer>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>

#include <algorithm>

namespace verdict {

namespace {

QString xml(const QString &s)
{
    return s.toHtmlEscaped();
}

// The table of rows [first, last) with the header row: the known column and the recommended one marked.
QString tableHtml(const TermSheet &sheet, int first, int last)
{
    QString h = QStringLiteral("<table class=\"terms\" border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"100%\">\n<tr><th align=\"left\">Concept</th>");
    for (int c = 0; c < sheet.columns.size(); ++c) {
        const QString role = sheet.columnRoles.value(c);
        h += QStringLiteral("<th align=\"left\"%1>%2%3</th>")
                 .arg(role == QLatin1String("recommended") ? QStringLiteral(" bgcolor=\"#e6f2ea\"") : QString(), xml(sheet.columns.at(c)),
                      role.isEmpty() ? QString() : QStringLiteral("<br><small><i>%1</i></small>").arg(xml(role)));
    }
    h += QStringLiteral("</tr>\n");
    for (int r = first; r < last; ++r) {
        const TermSheet::Row &row = sheet.rows[std::size_t(r)];
        // The concept, with its one-line explanation under it, smaller and grey.
        h += QStringLiteral("<tr><td><b>%1</b>%2</td>")
                 .arg(xml(row.conceptName), row.note.isEmpty() ? QString()
                                                               : QStringLiteral("<br><small><font color=\"#555555\">%1</font></small>").arg(xml(row.note)));
        for (int c = 0; c < row.terms.size(); ++c)
            h += QStringLiteral("<td%1>%2</td>")
                     .arg(sheet.columnRoles.value(c) == QLatin1String("recommended") ? QStringLiteral(" bgcolor=\"#e6f2ea\"") : QString(),
                          row.terms.at(c).isEmpty() ? QStringLiteral("–") : xml(row.terms.at(c)));
        h += QStringLiteral("</tr>\n");
    }
    return h + QStringLiteral("</table>\n");
}

QString heading(const TermSheet &sheet)
{
    return QStringLiteral("<h2>%1</h2>\n<p>%2 · %3</p>\n").arg(xml(sheet.title), xml(sheet.decision), xml(sheet.date));
}

// One PDF page: `html` laid out at the page's width in points, scaled down when it is taller than the page.
void paintPage(QPainter *painter, const QRectF &page, double dotsPerPoint, const QString &html)
{
    QTextDocument doc;
    doc.setDefaultFont(QFont(QStringLiteral("DejaVu Sans"), 9));
    doc.setDocumentMargin(0);
    doc.setHtml(html);
    const double width = page.width() / dotsPerPoint;
    doc.setTextWidth(width);
    const double height = doc.size().height();
    const double fit = std::min(1.0, page.height() / dotsPerPoint / std::max(1.0, height));
    if (fit < 1.0)
        doc.setTextWidth(width / fit); // the same page, everything a little smaller
    painter->save();
    painter->translate(page.topLeft());
    painter->scale(dotsPerPoint * fit, dotsPerPoint * fit);
    doc.drawContents(painter);
    painter->restore();
}

} // namespace

QString termSheetHtml(const TermSheet &sheet)
{
    QString h = QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>%1</title>\n"
                               "<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
                               "th,td{border:1px solid #bbb;padding:4px 8px;vertical-align:top}th small{color:#666}</style>\n"
                               "</head>\n<body>\n")
                    .arg(xml(sheet.title));
    h += heading(sheet);
    h += tableHtml(sheet, 0, int(sheet.rows.size()));
    return h + QStringLiteral("</body>\n</html>\n");
}

QString termSheetMarkdown(const TermSheet &sheet)
{
    QString m = QStringLiteral("# %1\n\n%2 · %3\n\n").arg(markdownText(sheet.title), markdownText(sheet.decision), sheet.date);
    QStringList header{QStringLiteral("Concept")};
    for (int c = 0; c < sheet.columns.size(); ++c)
        header << (sheet.columnRoles.value(c).isEmpty() ? markdownText(sheet.columns.at(c))
                                                        : QStringLiteral("%1 (%2)").arg(markdownText(sheet.columns.at(c)), sheet.columnRoles.at(c)));
    m += QStringLiteral("| ") + header.join(QStringLiteral(" | ")) + QStringLiteral(" |\n|");
    for (int c = 0; c < header.size(); ++c)
        m += QStringLiteral("---|");
    m += u'\n';
    for (const TermSheet::Row &row : sheet.rows) {
        QStringList cells{row.note.isEmpty() ? QStringLiteral("**%1**").arg(markdownText(row.conceptName))
                                             : QStringLiteral("**%1**<br>%2").arg(markdownText(row.conceptName), markdownText(row.note))};
        for (const QString &t : row.terms)
            cells << (t.isEmpty() ? QStringLiteral("–") : markdownText(t));
        m += QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
    }
    return m;
}

bool writeTermSheetPdf(const TermSheet &sheet, QIODevice *device)
{
    QPdfWriter writer(device);
    writer.setResolution(600);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageOrientation(QPageLayout::Landscape);
    writer.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter);
    writer.setTitle(sheet.title);
    writer.setCreator(QStringLiteral("Verdict %1").arg(QStringLiteral(VERDICT_VERSION)));
    writer.setDocumentXmpMetadata(pdfXmp(sheet.title, QString(), sheet.decision));
    QPainter painter;
    if (!painter.begin(&writer))
        return false;
    const QRectF page(0, 0, writer.width(), writer.height());
    const double dotsPerPoint = writer.resolution() / 72.0;
    const int total = int(sheet.rows.size());
    for (int first = 0; first < std::max(1, total); first += kTermRowsPerPage) {
        const int last = std::min(total, first + kTermRowsPerPage);
        QString html = first == 0 ? heading(sheet) : QStringLiteral("<h3>%1 (continued)</h3>\n").arg(xml(sheet.title));
        html += tableHtml(sheet, first, last);
        if (first == 0 && total > last)
            html += QStringLiteral("<p><i>%1 more %2 on the next page%3.</i></p>")
                        .arg(total - last)
                        .arg(total - last == 1 ? QStringLiteral("row") : QStringLiteral("rows"))
                        .arg(total - last > kTermRowsPerPage ? QStringLiteral("s") : QString());
        if (first > 0 && !writer.newPage())
            return false;
        paintPage(&painter, page, dotsPerPoint, html);
    }
    return painter.end();
}

bool exportTermSheet(const TermSheet &sheet, const QString &fileName, QString *error)
{
    const QString suffix = fileName.section(u'.', -1).toLower();
    QByteArray bytes;
    if (suffix == QLatin1String("pdf")) {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        if (!writeTermSheetPdf(sheet, &buffer)) {
            if (error)
                *error = QStringLiteral("could not draw the PDF");
            return false;
        }
    } else if (suffix == QLatin1String("html") || suffix == QLatin1String("htm")) {
        bytes = termSheetHtml(sheet).toUtf8();
    } else if (suffix == QLatin1String("md")) {
        bytes = termSheetMarkdown(sheet).toUtf8();
    } else {
        if (error)
            *error = QStringLiteral("the term map is written as .pdf, .html or .md (by the file name's suffix)");
        return false;
    }
    return writeFileAtomically(fileName, bytes, error);
}

} // namespace verdict
