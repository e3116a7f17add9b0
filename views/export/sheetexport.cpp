#include "sheetexport.h"

#include "charts/chartexport.h"
#include "charts/chartfactory.h"
#include "format/savefile.h"
#include "report/sheettable.h"
#include "evaluation/wording.h"

#include <QBuffer>
#include <QChart>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>
#include <QPrinter>

#include <memory>

namespace verdict {

namespace {

constexpr int kPdfResolution = 1200;
const QSize kChartSize(960, 600); // HTML and Markdown charts, logical pixels


QString xml(const QString &s)
{
    return s.toHtmlEscaped();
}

std::unique_ptr<QChart> tradeoffChart(const Sheet &sheet)
{
    return std::unique_ptr<QChart>(createSheetChart(sheet, 1.0));
}

QString arrow(const SheetCriterion &c)
{
    return c.valued ? QStringLiteral("∿") : c.direction == Direction::Min ? QStringLiteral("↓") : QStringLiteral("↑");
}

QString scoreText(const SheetAlternative &a)
{
    return a.ranked ? formatScore(a.score) : QStringLiteral("–");
}

QString pFirstText(const SheetAlternative &a)
{
    return a.pFirst ? formatPercent(*a.pFirst) : QStringLiteral("–");
}

} // namespace

QByteArray pdfXmp(const QString &title, const QString &author, const QString &description)
{
    const QString now = QDateTime::currentDateTime().toString(Qt::ISODate);
    QString x;
    x += QStringLiteral("<?xpacket begin=\"") + QChar(0xFEFF) + QStringLiteral("\" id=\"W5M0MpCehiHzreSzNTczkc9d\"?>\n");
    x += QStringLiteral("<x:xmpmeta xmlns:x=\"adobe:ns:meta/\">\n"
                        " <rdf:RDF xmlns:rdf=\"http://www.w3.org/1999/02/22-rdf-syntax-ns#\">\n"
                        "  <rdf:Description rdf:about=\"\" xmlns:dc=\"http://purl.org/dc/elements/1.1/\"\n"
                        "    xmlns:xmp=\"http://ns.adobe.com/xap/1.0/\" xmlns:pdf=\"http://ns.adobe.com/pdf/1.3/\">\n");
    x += QStringLiteral("   <dc:format>application/pdf</dc:format>\n");
    x += QStringLiteral("   <dc:title><rdf:Alt><rdf:li xml:lang=\"x-default\">%1</rdf:li></rdf:Alt></dc:title>\n").arg(xml(title));
    if (!author.isEmpty())
        x += QStringLiteral("   <dc:creator><rdf:Seq><rdf:li>%1</rdf:li></rdf:Seq></dc:creator>\n").arg(xml(author));
    x += QStringLiteral("   <dc:description><rdf:Alt><rdf:li xml:lang=\"x-default\">%1</rdf:li></rdf:Alt></dc:description>\n")
             .arg(xml(description));
    x += QStringLiteral("   <xmp:CreatorTool>Verdict %1</xmp:CreatorTool>\n").arg(QStringLiteral(VERDICT_VERSION));
    x += QStringLiteral("   <xmp:CreateDate>%1</xmp:CreateDate>\n   <xmp:ModifyDate>%1</xmp:ModifyDate>\n").arg(now);
    x += QStringLiteral("   <pdf:Producer>Verdict %1 (Qt %2)</pdf:Producer>\n").arg(QStringLiteral(VERDICT_VERSION), QString::fromLatin1(qVersion()));
    x += QStringLiteral("  </rdf:Description>\n </rdf:RDF>\n</x:xmpmeta>\n<?xpacket end=\"w\"?>");
    return x.toUtf8();
}

QByteArray sheetXmp(const Sheet &sheet)
{
    return pdfXmp(sheet.title, sheet.author, sheet.recommendation);
}

namespace {

// A writer of the sheet's PDF: its resolution, paper and metadata.
void setUpWriter(QPdfWriter &writer, const Sheet &sheet, SheetPaper paper)
{
    writer.setResolution(kPdfResolution);
    writer.setPageSize(sheetPageSize(paper));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setTitle(sheet.title);
    writer.setCreator(QStringLiteral("Verdict %1").arg(QStringLiteral(VERDICT_VERSION)));
    writer.setDocumentXmpMetadata(sheetXmp(sheet));
}

QRectF pageOf(const QPdfWriter &writer)
{
    return QRectF(0, 0, writer.width(), writer.height());
}

} // namespace

SheetPlan planSheetPdf(const Sheet &sheet, SheetPaper paper)
{
    QBuffer nowhere; // the writer only measures: nothing is painted on it
    QPdfWriter writer(&nowhere);
    setUpWriter(writer, sheet, paper);
    return planSheet(&writer, pageOf(writer), sheet);
}

void warmSheetPdfFonts()
{
    QBuffer nowhere;
    QPdfWriter writer(&nowhere);
    writer.setResolution(kPdfResolution);
    warmSheetFonts(&writer);
}

bool exportPlannedSheetPdf(const Sheet &sheet, const QString &fileName, SheetPaper paper, const SheetPlan &plan,
                           const QPicture &chart, QString *error)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    setUpWriter(writer, sheet, paper);
    QPainter painter;
    bool drawn = painter.begin(&writer);
    if (drawn) {
        paintPlannedSheet(&painter, pageOf(writer), sheet, plan, chart);
        drawn = painter.end();
    }
    if (!drawn) {
        if (error)
            *error = QStringLiteral("could not draw the PDF");
        return false;
    }
    return writeFileAtomically(fileName, buffer.data(), error);
}

bool exportSheetPdf(const Sheet &sheet, const QString &fileName, SheetPaper paper, QString *error, SheetFit *fit)
{
    const SheetPlan plan = planSheetPdf(sheet, paper);
    if (fit)
        *fit = plan.fit;
    return exportPlannedSheetPdf(sheet, fileName, paper, plan, sheetChartPicture(sheet, plan.chartSize), error);
}

SheetFit printSheet(QPrinter *printer, const Sheet &sheet)
{
    printer->setFullPage(true);
    printer->setDocName(sheet.title);
    QPainter painter;
    if (!painter.begin(printer))
        return {};
    const QRectF page = printer->pageLayout().fullRectPixels(printer->resolution());
    const SheetFit fit = paintSheet(&painter, QRectF(QPointF(0, 0), page.size()), sheet);
    painter.end();
    return fit;
}

// --- HTML ------------------------------------------------------------------------------------------------

namespace {

// A number as HTML: italic when it is an assumption, its source's number as a link.
QString valueHtml(const QString &value, bool assumption, int footnote)
{
    QString text = xml(value);
    if (assumption)
        text = QStringLiteral("<i>%1</i>").arg(text);
    if (footnote > 0)
        text += QStringLiteral("<sup><a href=\"#src%1\">%1</a></sup>").arg(footnote);
    return text;
}

QString cellHtml(const SheetValue &v)
{
    return valueHtml(v.text, v.assumption, v.footnote);
}

// A shared table (report/sheettable.h) as HTML: the renderer adds markup, never words.
QString htmlCell(const SheetCell &c, bool numeric, bool header = false)
{
    const QString text = valueHtml(c.text, c.assumption, c.footnote);
    QStringList classes;
    if (numeric)
        classes << QStringLiteral("num");
    if (c.bad)
        classes << QStringLiteral("bad");
    if (c.muted)
        classes << QStringLiteral("muted");
    const QString tag = header ? QStringLiteral("th scope=\"row\"") : QStringLiteral("td");
    const QString close = header ? QStringLiteral("th") : QStringLiteral("td");
    return QStringLiteral("<%1%2>%3</%4>")
        .arg(tag, classes.isEmpty() ? QString() : QStringLiteral(" class=\"%1\"").arg(classes.join(u' ')), text, close);
}

QString htmlTable(const SheetTable &t, bool rowHeaders = false)
{
    QString h = QStringLiteral("<table>\n<thead><tr>");
    for (qsizetype i = 0; i < t.headings.size(); ++i)
        h += QStringLiteral("<th%1>%2</th>").arg(t.numeric[std::size_t(i)] ? QStringLiteral(" class=\"num\"") : QString(), xml(t.headings[i]));
    h += QStringLiteral("</tr></thead>\n<tbody>\n");
    for (std::size_t r = 0; r < t.rows.size(); ++r) {
        h += t.rowHighlight[r] ? QStringLiteral("<tr class=\"winner\">") : QStringLiteral("<tr>");
        for (std::size_t c = 0; c < t.rows[r].size(); ++c)
            h += htmlCell(t.rows[r][c], t.numeric[c], rowHeaders && c == 0);
        h += QStringLiteral("</tr>\n");
    }
    return h + QStringLiteral("</tbody>\n</table>\n");
}

QString chartSvg(const Sheet &sheet)
{
    std::unique_ptr<QChart> chart = tradeoffChart(sheet);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!writeChartSvg(chart.get(), &buffer, kChartSize, QStringLiteral("Trade-off map")))
        return {};
    QString svg = QString::fromUtf8(buffer.data());
    const qsizetype start = svg.indexOf(QStringLiteral("<svg"));
    return start < 0 ? QString() : svg.mid(start); // inline: no XML declaration or doctype
}

const char *kCss = R"(
body { font-family: "DejaVu Sans", "Segoe UI", Helvetica, Arial, sans-serif; color: #1c222b; max-width: 62rem;
       margin: 2rem auto; padding: 0 1rem; font-size: 0.9rem; line-height: 1.35; }
h1 { font-size: 1.6rem; margin: 0 0 0.2rem; }
h2 { font-size: 1.05rem; color: #1f4e8c; border-bottom: 1px solid #1f4e8c; padding-bottom: 0.15rem; margin: 1.4rem 0 0.5rem; }
.muted { color: #5a636e; }
.bad { color: #9e1b2a; }
th.group { background: #eef0f3; color: #555; text-align: left; border-bottom: 1px solid #ccc; }
.decision { border-left: 0.3rem solid #6b7a8c; padding: 0.3rem 0.9rem; margin: 0.6rem 0; }
.decision .label, .decision.reopen .label { font-size: 0.75rem; font-weight: bold; color: #4a5a6c; letter-spacing: 0.05em; }
.decision.reopen { border-left-color: #b3261e; background: #fbeeee; }
.recommendation { background: #eaf1fa; border-left: 0.3rem solid #1f4e8c; padding: 0.6rem 0.9rem; margin: 1rem 0; }
.recommendation .label { font-size: 0.75rem; font-weight: bold; color: #1f4e8c; letter-spacing: 0.05em; }
.recommendation .sentence { font-size: 1.2rem; font-weight: bold; margin: 0.2rem 0; }
table { border-collapse: collapse; width: 100%; margin: 0.3rem 0; }
th, td { padding: 0.2rem 0.4rem; vertical-align: top; text-align: left; }
th { border-bottom: 1.5px solid #1c222b; }
tbody tr:nth-child(even) { background: #f5f6f8; }
tr.winner { background: #eaf1fa !important; font-weight: bold; }
tr.infeasible td { color: #5a636e; }
td.num, th.num { text-align: right; white-space: nowrap; }
td.miss { color: #9e1b2a; font-style: italic; }
figure { margin: 0.5rem 0; }
figure svg { width: 100%; height: auto; }
sup a { color: #5a636e; text-decoration: none; }
footer { margin-top: 2rem; border-top: 1px solid #c8ced6; padding-top: 0.4rem; }
)";

} // namespace

QString sheetHtml(const Sheet &s)
{
    QString h;
    h += QStringLiteral("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n");
    h += QStringLiteral("<meta name=\"author\" content=\"%1\"/>\n").arg(xml(s.author));
    h += QStringLiteral("<meta name=\"generator\" content=\"Verdict %1\"/>\n").arg(QStringLiteral(VERDICT_VERSION));
    h += QStringLiteral("<title>%1</title>\n<style>%2</style>\n</head>\n<body>\n").arg(xml(s.title), QString::fromUtf8(kCss));

    h += QStringLiteral("<header>\n<h1>%1</h1>\n").arg(xml(s.title));
    QString byline = QStringLiteral("Decision cheat sheet");
    if (!s.author.isEmpty())
        byline += QStringLiteral(" · ") + s.author;
    byline += QStringLiteral(" · ") + s.date + QStringLiteral(" · weights: ") + s.profile;
    h += QStringLiteral("<p class=\"muted\">%1</p>\n").arg(xml(byline));
    if (!s.scenario.isEmpty())
        h += QStringLiteral("<p>%1</p>\n").arg(xml(s.scenario));
    if (!s.facts.isEmpty())
        h += QStringLiteral("<p class=\"muted\">%1</p>\n").arg(xml(s.facts.join(QStringLiteral(" · "))));
    h += QStringLiteral("</header>\n");

    h += QStringLiteral("<section class=\"recommendation\">\n<div class=\"label\">RECOMMENDATION</div>\n<div class=\"sentence\">%1</div>\n")
             .arg(xml(s.recommendation));
    if (!s.stability.isEmpty() || !s.smallestFlip.isEmpty())
        h += QStringLiteral("<div>%1 %2</div>\n").arg(xml(s.stability), xml(s.smallestFlip));
    if (!s.byGroup.isEmpty())
        h += QStringLiteral("<div>%1</div>\n").arg(xml(s.byGroup));
    h += QStringLiteral("</section>\n");
    if (const QStringList lines = decisionLines(s); !lines.isEmpty())
        h += QStringLiteral("<section class=\"decision%1\">\n<div class=\"label\">DECISION</div>\n<div>%2</div>\n</section>\n")
                 .arg(s.decisionReopen ? QStringLiteral(" reopen") : QString(), xml(lines.join(u' ')));

    // Decision matrix.
    h += QStringLiteral("<h2>%1</h2>\n<table>").arg(xml(sheetSectionTitle(s, SheetSection::Matrix))) + QStringLiteral("\n<thead>\n");
    // A value tree: each top-level group over its neighbouring columns, with its weight of the whole.
    if (std::any_of(s.criteria.begin(), s.criteria.end(), [](const SheetCriterion &c) { return !c.group.isEmpty(); })) {
        h += QStringLiteral("<tr><th colspan=\"2\"></th>");
        for (std::size_t i = 0; i < s.criteria.size();) {
            std::size_t j = i;
            while (j + 1 < s.criteria.size() && s.criteria[j + 1].group == s.criteria[i].group)
                ++j;
            h += s.criteria[i].group.isEmpty()
                     ? QStringLiteral("<th colspan=\"%1\"></th>").arg(j - i + 1)
                     : QStringLiteral("<th class=\"group\" colspan=\"%1\">%2 · %3</th>")
                           .arg(j - i + 1).arg(xml(s.criteria[i].group), formatPercent(s.criteria[i].groupWeight));
            i = j + 1;
        }
        h += QStringLiteral("<th colspan=\"2\"></th></tr>\n");
    }
    h += QStringLiteral("<tr><th class=\"num\">#</th><th>Alternative</th>");
    for (const SheetCriterion &c : s.criteria)
        h += QStringLiteral("<th class=\"num\">%1<br/><span class=\"muted\">%2 %3</span><br/>%4</th>")
                 .arg(xml(c.name), arrow(c), xml(c.unit), c.used ? formatPercent(c.weight) : QStringLiteral("left out"));
    h += QStringLiteral("<th class=\"num\">Score<br/><span class=\"muted\">points</span></th><th class=\"num\">P(first)<br/><span class=\"muted\">Monte Carlo</span></th></tr>\n</thead>\n<tbody>\n");
    for (std::size_t i = 0; i < s.alternatives.size(); ++i) {
        const SheetAlternative &a = s.alternatives[i];
        const bool winner = i == 0 && a.ranked && a.feasible;
        QString cls = winner ? QStringLiteral(" class=\"winner\"") : (!a.feasible || !a.ranked ? QStringLiteral(" class=\"infeasible\"") : QString());
        h += QStringLiteral("<tr%1><td class=\"num\">%2</td><td>%3</td>").arg(cls, a.ranked ? QString::number(a.rank) : QStringLiteral("–"),
                                                                         xml(a.name + (a.baseline ? QStringLiteral(" (baseline)") : QString())));
        for (const SheetValue &v : a.values)
            h += QStringLiteral("<td class=\"num\">%1</td>").arg(cellHtml(v));
        h += QStringLiteral("<td class=\"num\">%1</td><td class=\"num\">%2</td></tr>\n").arg(scoreText(a), pFirstText(a));
        QStringList sub;
        if (!a.violations.isEmpty())
            sub << QStringLiteral("✗ misses: ") + a.violations.join(QStringLiteral("; "));
        if (!a.missing.isEmpty())
            sub << QStringLiteral("not ranked: no value for ") + a.missing.join(QStringLiteral(", "));
        if (!sub.isEmpty())
            h += QStringLiteral("<tr%1><td></td><td class=\"miss\" colspan=\"%2\">%3</td></tr>\n")
                     .arg(cls).arg(s.criteria.size() + 3).arg(xml(sub.join(QStringLiteral(" · "))));
    }
    h += QStringLiteral("</tbody>\n</table>\n");
    h += QStringLiteral("<p class=\"muted\">Raw values with units under each criterion (↑ higher is better, ↓ lower is better). "
                        "Italic: an assumption. Superscripts: sources. Score: %1. "
                        "P(first): share of Monte Carlo draws in which it ranks first.</p>\n")
             .arg(xml(scoreExplanation(s.method, s.normalization)));

    // Key numbers.
    h += QStringLiteral("<h2>%1</h2>\n").arg(xml(sheetSectionTitle(s, SheetSection::KeyNumbers)));
    h += htmlTable(keyNumbersTable(s));
    h += QStringLiteral("<p class=\"muted\">%1</p>\n").arg(xml(s.keyNumbersNote));

    // Chart.
    h += QStringLiteral("<h2>%1</h2>\n<figure>\n%2\n</figure>\n").arg(xml(sheetSectionTitle(s, SheetSection::Tradeoff)), chartSvg(s));

    // Stability and Monte Carlo.
    h += QStringLiteral("<h2>%1</h2>\n").arg(xml(sheetSectionTitle(s, SheetSection::Stability)));
    if (!s.intervals.empty())
        h += htmlTable(intervalsTable(s));
    if (!s.monteCarlo.isEmpty())
        h += QStringLiteral("<p>%1</p>\n").arg(xml(s.monteCarlo));
    for (const QString &n : s.notes)
        h += QStringLiteral("<p class=\"muted\">%1</p>\n").arg(xml(n));

    // Profiles.
    h += QStringLiteral("<h2>%1</h2>\n").arg(xml(sheetSectionTitle(s, SheetSection::Profiles)));
    h += htmlTable(profilesTable(s));
    if (!s.committee.isEmpty()) {
        h += QStringLiteral("<p><b>The committee</b></p>\n<ul>\n");
        for (const QString &line : s.committee)
            h += QStringLiteral("<li>%1</li>\n").arg(xml(line));
        h += QStringLiteral("</ul>\n");
    }

    // What it would take.
    if (!s.whatIf.isEmpty()) {
        h += QStringLiteral("<h2>%1</h2>\n<p>%2</p>\n<ul>\n")
                 .arg(xml(sheetSectionTitle(s, SheetSection::WhatIf)), xml(whatIfLead(s)));
        for (const QString &line : s.whatIf)
            h += QStringLiteral("<li>%1</li>\n").arg(xml(line));
        h += QStringLiteral("</ul>\n");
    }
    if (!s.analysesNote.isEmpty())
        h += QStringLiteral("<p class=\"muted\">%1</p>\n").arg(xml(s.analysesNote));

    // When we revisit this: the recorded decision's review date and reopen triggers.
    if (!s.decision.isEmpty()) {
        h += QStringLiteral("<h2>%1</h2>\n<p>%2</p>\n").arg(xml(sheetSectionTitle(s, SheetSection::Revisit)), xml(revisitLead(s)));
        if (!s.triggers.empty())
            h += htmlTable(revisitTable(s));
    }

    // Term map.
    if (!s.termMap.empty()) {
        h += QStringLiteral("<h2>%1</h2>\n").arg(xml(sheetSectionTitle(s, SheetSection::TermMap)));
        h += htmlTable(termMapTable(s), true);
    }

    // Assumptions and sources.
    h += QStringLiteral("<h2>%1</h2>\n").arg(xml(sheetSectionTitle(s, SheetSection::Assumptions)));
    if (!s.assumptionsHeadline.isEmpty())
        h += QStringLiteral("<p><b>%1</b></p>\n").arg(xml(s.assumptionsHeadline));
    if (!s.rankedAssumptions.empty()) {
        h += htmlTable(rankedAssumptionsTable(s));
        if (!s.assumptions.empty())
            h += QStringLiteral("<p class=\"muted\">No change within ±100 % of the others changes the winner:</p>\n");
    }
    h += QStringLiteral("<ul>\n");
    for (const SheetAssumptionGroup &g : s.assumptions) {
        QStringList items;
        for (const SheetAssumption &a : g.items)
            items << QStringLiteral("%1 <i>%2</i>%3").arg(xml(a.what), xml(a.value),
                                                        a.note.isEmpty() ? QString() : QStringLiteral(" <span class=\"muted\">(%1)</span>").arg(xml(a.note)));
        h += QStringLiteral("<li><b>%1:</b> %2</li>\n").arg(xml(g.owner), items.join(QStringLiteral("; ")));
    }
    h += QStringLiteral("</ul>\n<h2>%1</h2>\n<ol>\n").arg(xml(sheetSectionTitle(s, SheetSection::Sources)));
    for (const SheetFootnote &f : s.footnotes)
        h += QStringLiteral("<li id=\"src%1\">%2 — <span class=\"muted\">%3</span></li>\n").arg(f.number).arg(xml(f.what), xml(f.text));
    h += QStringLiteral("</ol>\n");
    h += QStringLiteral("<footer class=\"muted\">Verdict %1%2 · the full data is in the file</footer>\n</body>\n</html>\n")
             .arg(QStringLiteral(VERDICT_VERSION), s.fileName.isEmpty() ? QString() : QStringLiteral(" · ") + xml(s.fileName));
    return h;
}

bool exportSheetHtml(const Sheet &sheet, const QString &fileName, QString *error)
{
    return writeFileAtomically(fileName, sheetHtml(sheet).toUtf8(), error);
}

// --- Markdown --------------------------------------------------------------------------------------------

namespace {

QString md(QString s)
{
    s.replace(u'\\', QStringLiteral("\\\\"));
    // <, >, [, ], &: names never become HTML, links or entities. $: no TeX math on GitHub.
    for (const QChar ch : {u'|', u'*', u'_', u'`', u'<', u'>', u'[', u']', u'&', u'$'})
        s.replace(ch, QStringLiteral("\\") + ch);
    return s.simplified();
}

} // namespace

QString markdownText(const QString &text)
{
    return md(text);
}

namespace {

QString mdValue(const SheetValue &v)
{
    QString text = md(v.text);
    if (v.assumption)
        text = u'*' + text + u'*';
    if (v.footnote > 0)
        text += QStringLiteral("<sup>%1</sup>").arg(v.footnote);
    return text;
}

QString mdRow(const QStringList &cells)
{
    return QStringLiteral("| ") + cells.join(QStringLiteral(" | ")) + QStringLiteral(" |\n");
}

// A shared table (report/sheettable.h) as Markdown: the renderer adds markup, never words.
QString mdTable(const SheetTable &t)
{
    QStringList head, align;
    for (qsizetype i = 0; i < t.headings.size(); ++i) {
        head << md(t.headings[i]);
        align << (t.numeric[std::size_t(i)] ? QStringLiteral("--:") : QStringLiteral("---"));
    }
    QString m = mdRow(head) + mdRow(align);
    for (const std::vector<SheetCell> &row : t.rows) {
        QStringList cells;
        for (const SheetCell &c : row) {
            QString text = md(c.text);
            if (c.assumption)
                text = u'*' + text + u'*';
            else if (c.strong)
                text = QStringLiteral("**") + text + QStringLiteral("**");
            if (c.footnote > 0)
                text += QStringLiteral("<sup>%1</sup>").arg(c.footnote);
            cells << text;
        }
        m += mdRow(cells);
    }
    return m;
}

} // namespace

bool exportSheetMarkdown(const Sheet &s, const QString &fileName, QString *error, QStringList *written)
{
    const QFileInfo info(fileName);
    QString base = info.fileName();
    if (base.endsWith(QStringLiteral(".md"), Qt::CaseInsensitive))
        base.chop(3);
    const QString pngName = base + QStringLiteral("-tradeoff.png");
    const QString pngPath = info.dir().filePath(pngName);

    QString m;
    m += QStringLiteral("# %1\n\n").arg(md(s.title));
    QString byline = QStringLiteral("Decision cheat sheet");
    if (!s.author.isEmpty())
        byline += QStringLiteral(" · ") + s.author;
    byline += QStringLiteral(" · ") + s.date + QStringLiteral(" · weights: ") + s.profile;
    m += QStringLiteral("*%1*\n\n").arg(md(byline));
    if (!s.scenario.isEmpty())
        m += md(s.scenario) + QStringLiteral("\n\n");
    if (!s.facts.isEmpty())
        m += md(s.facts.join(QStringLiteral(" · "))) + QStringLiteral("\n\n");
    m += QStringLiteral("> **Recommendation:** %1\n").arg(md(s.recommendation));
    if (!s.stability.isEmpty() || !s.smallestFlip.isEmpty())
        m += QStringLiteral(">\n> %1 %2\n").arg(md(s.stability), md(s.smallestFlip));
    if (!s.byGroup.isEmpty())
        m += QStringLiteral(">\n> %1\n").arg(md(s.byGroup));
    m += u'\n';
    if (const QStringList lines = decisionLines(s); !lines.isEmpty())
        m += QStringLiteral("> **Decision:** %1\n\n").arg(md(lines.join(u' ')));

    m += QStringLiteral("## %1\n\n").arg(md(sheetSectionTitle(s, SheetSection::Matrix)));
    // A value tree: Markdown tables cannot span columns, so the groups go in one line above the table.
    if (std::any_of(s.criteria.begin(), s.criteria.end(), [](const SheetCriterion &c) { return !c.group.isEmpty(); })) {
        QStringList groups;
        for (std::size_t i = 0; i < s.criteria.size();) {
            std::size_t j = i;
            QStringList names{md(s.criteria[i].name)};
            while (j + 1 < s.criteria.size() && s.criteria[j + 1].group == s.criteria[i].group)
                names << md(s.criteria[++j].name);
            if (!s.criteria[i].group.isEmpty())
                groups << QStringLiteral("**%1 · %2**: %3").arg(md(s.criteria[i].group), formatPercent(s.criteria[i].groupWeight),
                                                               names.join(QStringLiteral(", ")));
            i = j + 1;
        }
        m += QStringLiteral("Groups: %1\n\n").arg(groups.join(QStringLiteral(" · ")));
    }
    QStringList head{QStringLiteral("#"), QStringLiteral("Alternative")};
    QStringList align{QStringLiteral("--:"), QStringLiteral("---")};
    for (const SheetCriterion &c : s.criteria) {
        head << QStringLiteral("%1 (%2 %3, %4)").arg(md(c.name), arrow(c), md(c.unit),
                                                    c.used ? formatPercent(c.weight) : QStringLiteral("left out"));
        align << QStringLiteral("--:");
    }
    head << QStringLiteral("Score") << QStringLiteral("P(first)");
    align << QStringLiteral("--:") << QStringLiteral("--:");
    m += mdRow(head) + mdRow(align);
    QStringList misses;
    for (std::size_t i = 0; i < s.alternatives.size(); ++i) {
        const SheetAlternative &a = s.alternatives[i];
        const bool winner = i == 0 && a.ranked && a.feasible;
        QString name = md(a.name) + (a.baseline ? QStringLiteral(" (baseline)") : QString());
        if (winner)
            name = QStringLiteral("**%1**").arg(name);
        QStringList row{a.ranked ? QString::number(a.rank) : QStringLiteral("–"), name};
        for (const SheetValue &v : a.values)
            row << mdValue(v);
        row << scoreText(a) << pFirstText(a);
        m += mdRow(row);
        for (const QString &v : a.violations)
            misses << QStringLiteral("- %1 misses: %2\n").arg(md(a.name), md(v));
        if (!a.missing.isEmpty())
            misses << QStringLiteral("- %1 is not ranked: no value for %2\n").arg(md(a.name), md(a.missing.join(QStringLiteral(", "))));
    }
    m += u'\n' + misses.join(QString());
    m += QStringLiteral("\nRaw values (↑ higher is better, ↓ lower is better); *italic*: an assumption; superscripts: sources. "
                        "Score: %1. P(first): Monte Carlo.\n\n")
             .arg(md(scoreExplanation(s.method, s.normalization)));

    m += QStringLiteral("## %1\n\n").arg(md(sheetSectionTitle(s, SheetSection::KeyNumbers)));
    m += mdTable(keyNumbersTable(s));
    m += u'\n' + md(s.keyNumbersNote) + QStringLiteral("\n\n");

    m += QStringLiteral("## %1\n\n![%1](%2)\n\n").arg(md(sheetSectionTitle(s, SheetSection::Tradeoff)), pngName);

    m += QStringLiteral("## %1\n\n").arg(md(sheetSectionTitle(s, SheetSection::Stability)));
    if (!s.intervals.empty())
        m += mdTable(intervalsTable(s)) + u'\n';
    if (!s.monteCarlo.isEmpty())
        m += md(s.monteCarlo) + QStringLiteral("\n\n");
    for (const QString &n : s.notes)
        m += QStringLiteral("- %1\n").arg(md(n));

    m += QStringLiteral("\n## %1\n\n").arg(md(sheetSectionTitle(s, SheetSection::Profiles)));
    m += mdTable(profilesTable(s));
    if (!s.committee.isEmpty()) {
        m += QStringLiteral("\n**The committee**\n\n");
        for (const QString &line : s.committee)
            m += QStringLiteral("- %1\n").arg(md(line));
    }

    if (!s.whatIf.isEmpty()) {
        m += QStringLiteral("\n## %1\n\n%2\n\n").arg(md(sheetSectionTitle(s, SheetSection::WhatIf)), md(whatIfLead(s)));
        for (const QString &line : s.whatIf)
            m += QStringLiteral("- %1\n").arg(md(line));
    }
    if (!s.analysesNote.isEmpty())
        m += QStringLiteral("\n%1\n").arg(md(s.analysesNote));

    if (!s.decision.isEmpty()) {
        m += QStringLiteral("\n## %1\n\n%2\n\n").arg(md(sheetSectionTitle(s, SheetSection::Revisit)), md(revisitLead(s)));
        if (!s.triggers.empty())
            m += mdTable(revisitTable(s));
    }

    if (!s.termMap.empty()) {
        m += QStringLiteral("\n## %1\n\n").arg(md(sheetSectionTitle(s, SheetSection::TermMap)));
        m += mdTable(termMapTable(s));
    }

    m += QStringLiteral("\n## %1\n\n").arg(md(sheetSectionTitle(s, SheetSection::Assumptions)));
    if (!s.assumptionsHeadline.isEmpty())
        m += QStringLiteral("**%1**\n\n").arg(md(s.assumptionsHeadline));
    if (!s.rankedAssumptions.empty()) {
        m += mdTable(rankedAssumptionsTable(s));
        if (!s.assumptions.empty())
            m += QStringLiteral("\nNo change within ±100 % of the others changes the winner:\n\n");
    }
    for (const SheetAssumptionGroup &g : s.assumptions) {
        QStringList items;
        for (const SheetAssumption &a : g.items)
            items << QStringLiteral("%1 *%2*%3").arg(md(a.what), md(a.value), a.note.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(md(a.note)));
        m += QStringLiteral("- **%1:** %2\n").arg(md(g.owner), items.join(QStringLiteral("; ")));
    }
    m += QStringLiteral("\n## %1\n\n").arg(md(sheetSectionTitle(s, SheetSection::Sources)));
    for (const SheetFootnote &f : s.footnotes)
        m += QStringLiteral("%1. %2 — %3\n").arg(f.number).arg(md(f.what), md(f.text));
    m += QStringLiteral("\n---\nVerdict %1%2 · the full data is in the file\n")
             .arg(QStringLiteral(VERDICT_VERSION), s.fileName.isEmpty() ? QString() : QStringLiteral(" · ") + md(s.fileName));

    // The chart, then the page; a page that cannot be written takes its chart with it.
    std::unique_ptr<QChart> chart = tradeoffChart(s);
    if (!exportChartPng(chart.get(), pngPath, kChartSize, 1, error))
        return false;
    if (!writeFileAtomically(fileName, m.toUtf8(), error)) {
        QFile::remove(pngPath);
        return false;
    }
    if (written)
        *written = {fileName, pngPath};
    return true;
}

} // namespace verdict
