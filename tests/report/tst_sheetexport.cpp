// The cheat sheet's files, checked from the outside: the PDF with poppler-utils (pdfinfo, pdftotext, pdffonts),
// the HTML as XML, the Markdown by what lands in its directory. Files are written by the `verdict` binary, as
// a user would; the print path and the Export menu are driven in-process.
#include "evaluation/evaluation.h"
#include "sheetfixture.h"
#include "poppler.h"
#include "verdictprocess.h"

#include "document/document.h"
#include "document/liveevaluation.h"
#include "widgets/montecarlopanel.h"
#include "charts/chartfactory.h"
#include "charts/labellayer.h"
#include "export/exportmenu.h"
#include "export/sheetexport.h"
#include "report/sheet.h"
#include "report/sheettable.h"
#include "report/termsheet.h"
#include "review/assumptions.h"
#include "review/whatif.h"
#include "review/decision.h"
#include "report/deck.h"
#include "scenario/quantity.h"
#include "dialogqueue.h"

#include <QDir>
#include <QImage>
#include <QMainWindow>
#include <QMenu>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QAbstractAxis>
#include <QChart>
#include <QPainter>
#include <QPicture>
#include <QPdfWriter>
#include <QSignalSpy>
#include <QStatusBar>
#include <QFileInfo>
#include "display/format.h"

#include <QTest>
#include <QTextDocument>
#include <QXmlStreamReader>

using namespace verdict;
using test::runVerdict;

namespace {

QString run(const QString &program, const QStringList &args)
{
    return test::runTool(program, args);
}

struct Word
{
    QRectF box;
    QString text;
};

struct BboxPage
{
    QSizeF size;
    std::vector<Word> words;
};

// `pdftotext -bbox` writes XHTML: <page width= height=><word xMin= yMin= xMax= yMax=>text</word>...
std::vector<BboxPage> readBoxes(const QString &xhtml)
{
    std::vector<BboxPage> pages;
    QXmlStreamReader xml(xhtml);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto a = xml.attributes();
        if (xml.name() == QStringLiteral("page")) {
            pages.push_back({QSizeF(a.value(QStringLiteral("width")).toDouble(), a.value(QStringLiteral("height")).toDouble()), {}});
        } else if (xml.name() == QStringLiteral("word") && !pages.empty()) {
            const QRectF box(QPointF(a.value(QStringLiteral("xMin")).toDouble(), a.value(QStringLiteral("yMin")).toDouble()),
                             QPointF(a.value(QStringLiteral("xMax")).toDouble(), a.value(QStringLiteral("yMax")).toDouble()));
            pages.back().words.push_back({box, xml.readElementText()});
        }
    }
    return pages;
}

// Text as pdftotext gives it, on one line: runs of white space as one space, and the ligatures a PDF font draws
// ("ﬁ", "ﬂ") as their letters.
QString oneLine(const QString &text)
{
    return QString(text)
        .replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" "))
        .replace(QChar(0xFB01), QStringLiteral("fi"))
        .replace(QChar(0xFB02), QStringLiteral("fl"));
}

// An HTML page read as XML: its text, its element names in order and every src and href value.
struct HtmlScan
{
    QString error;
    QStringList text;
    QStringList elements;
    QStringList links;
};

HtmlScan scanHtml(const QString &html)
{
    HtmlScan scan;
    QXmlStreamReader xml(html);
    while (!xml.atEnd()) {
        const auto token = xml.readNext();
        if (token == QXmlStreamReader::Characters)
            scan.text << xml.text().toString();
        if (token != QXmlStreamReader::StartElement)
            continue;
        scan.elements << xml.name().toString();
        for (const QXmlStreamAttribute &a : xml.attributes())
            if (a.name() == QStringLiteral("src") || a.name() == QStringLiteral("href"))
                scan.links << a.value().toString();
    }
    if (xml.hasError())
        scan.error = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return scan;
}

QString writeProject(const QTemporaryDir &dir, const ProjectData &project, const QString &name)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(verdict::writeProject(project)) < 0)
        return {};
    f.close();
    return path;
}

Sheet sampleSheet()
{
    SheetOptions o;
    o.fileName = QStringLiteral("gpu-orchestration.verdict");
    Messages m;
    return buildSheet(evaluate(test::loadSample()), o, m);
}

} // namespace

class TestSheetExport : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // Every word inside the margins (less a hair for rounding) and no two words overlapping.
    void checkLayout(const QString &pdf)
    {
        REQUIRE_TOOL(pdftotext, "pdftotext");
        const std::vector<BboxPage> pages = readBoxes(run(pdftotext, {QStringLiteral("-bbox"), pdf, QStringLiteral("-")}));
        QCOMPARE(pages.size(), std::size_t(1));
        const BboxPage &page = pages.front();
        QVERIFY(page.words.size() > 100);
        const double margin = kSheetMarginPt - 0.5;
        const QRectF inside(margin, margin, page.size.width() - 2 * margin, page.size.height() - 2 * margin);
        for (const Word &w : page.words)
            QVERIFY2(inside.contains(w.box), qPrintable(QStringLiteral("'%1' at (%2, %3)-(%4, %5) is outside the margins")
                                                           .arg(w.text).arg(w.box.left()).arg(w.box.top()).arg(w.box.right()).arg(w.box.bottom())));
        // poppler's word boxes are the font's ascent-to-descent envelope, taller than the ink: boxes of stacked
        // lines may touch, and corners (an axis label above another) may share a sliver of that padding. Two
        // words overlap when their boxes share more than 0.3 pt across and more than a fifth of their height.
        for (std::size_t i = 0; i < page.words.size(); ++i) {
            const QRectF a = page.words[i].box;
            for (std::size_t j = i + 1; j < page.words.size(); ++j) {
                const QRectF b = page.words[j].box;
                const QRectF both = a.intersected(b);
                const bool overlap = both.width() > 0.3 && both.height() > 0.2 * std::min(a.height(), b.height());
                QVERIFY2(!overlap, qPrintable(QStringLiteral("'%1' (%2, %3)-(%4, %5) overlaps '%6' (%7, %8)-(%9, %10)")
                                                  .arg(page.words[i].text).arg(a.left()).arg(a.top()).arg(a.right()).arg(a.bottom())
                                                  .arg(page.words[j].text).arg(b.left()).arg(b.top()).arg(b.right()).arg(b.bottom())));
            }
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        dialogs::setHeadless(true);
    }

    // The term map as its own one-pager (issue 35): every row, the platform the reader knows first (the baseline, or
    // --from), then the recommended one; one page up to 40 concepts, beyond that the first page says how many rows
    // went on; a wrong --from lists the alternatives.
    void termMapOnePager()
    {
        REQUIRE_TOOL(pdfinfo, "pdfinfo");
        REQUIRE_TOOL(pdftotext, "pdftotext");
        const ProjectData project = test::loadSample();
        QVERIFY(project.termMap.size() >= 12);
        const Evaluation e = evaluate(project);
        QString winner;
        for (const LiveRanking::Row &row : e.ranking().rows)
            if (row.feasible && winner.isEmpty())
                winner = row.name;
        const QString baseline = project.alternatives[std::size_t(project.indexOfAlternative(project.baseline))].name;
        QVERIFY(baseline != winner);

        const QString md = m_dir.filePath(QStringLiteral("terms.md"));
        auto r = runVerdict({QStringLiteral("export"), test::samplePath(), QStringLiteral("--terms"), md});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile f(md);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        f.close();
        const QString header = text.section(u'\n', 4, 4);
        QVERIFY2(header.startsWith(QStringLiteral("| Concept | %1 (you know this one) | %2 (recommended) |").arg(baseline, winner)), qPrintable(header));
        // Each concept with its one-line explanation under it (issue 35).
        for (const TermRow &row : project.termMap) {
            QVERIFY2(!row.note.isEmpty(), qPrintable(row.conceptName));
            QVERIFY2(text.contains(QStringLiteral("**%1**<br>%2").arg(row.conceptName, row.note)), qPrintable(row.conceptName));
        }

        r = runVerdict({QStringLiteral("export"), test::samplePath(), QStringLiteral("--terms"), md, QStringLiteral("--from"), QStringLiteral("gke_autopilot")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(f.readAll()).contains(QStringLiteral("| Concept | GKE Autopilot (you know this one) | %1 (recommended) |").arg(winner)));
        r = runVerdict({QStringLiteral("export"), test::samplePath(), QStringLiteral("--terms"), md, QStringLiteral("--from"), QStringLiteral("nomad")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("no alternative is called 'nomad'; the alternatives are: AWS ECS (aws_ecs)")), qPrintable(r.err));
        r = runVerdict({QStringLiteral("export"), test::samplePath(), QStringLiteral("--pdf"), md, QStringLiteral("--from"), QStringLiteral("aws_ecs")});
        QCOMPARE(r.exitCode, 2);
        r = runVerdict({QStringLiteral("export"), test::samplePath(), QStringLiteral("--terms"), m_dir.filePath(QStringLiteral("terms.txt"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral(".pdf, .html or .md")), qPrintable(r.err));

        // The PDF: one page, every concept and every platform on it.
        const QString pdf = m_dir.filePath(QStringLiteral("terms.pdf"));
        r = runVerdict({QStringLiteral("export"), test::samplePath(), QStringLiteral("--terms"), pdf});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(run(pdfinfo, {pdf}).contains(QRegularExpression(QStringLiteral("^Pages:\\s+1$"), QRegularExpression::MultilineOption)));
        const QString page = oneLine(run(pdftotext, {pdf, QStringLiteral("-")}));
        for (const TermRow &row : project.termMap) {
            QVERIFY2(page.contains(oneLine(row.conceptName)), qPrintable(row.conceptName));
            QVERIFY2(page.contains(oneLine(row.note)), qPrintable(row.note)); // explanations too, still one page
        }
        for (const Alternative &a : project.alternatives)
            QVERIFY2(page.contains(a.name), qPrintable(a.name));

        // 45 concepts: 40 on the first page, which says the other 5 are on the next.
        ProjectData many = project;
        for (int i = int(many.termMap.size()); i < 45; ++i)
            many.termMap.push_back(TermRow{QStringLiteral("Concept %1").arg(i + 1), {{QStringLiteral("aws_ecs"), QStringLiteral("term %1").arg(i + 1)}}, QString()});
        const QString in = writeProject(m_dir, many, QStringLiteral("terms45.verdict"));
        r = runVerdict({QStringLiteral("export"), in, QStringLiteral("--terms"), pdf});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(run(pdfinfo, {pdf}).contains(QRegularExpression(QStringLiteral("^Pages:\\s+2$"), QRegularExpression::MultilineOption)));
        const QString first = oneLine(run(pdftotext, {QStringLiteral("-l"), QStringLiteral("1"), pdf, QStringLiteral("-")}));
        QVERIFY2(first.contains(QStringLiteral("5 more rows on the next page.")), qPrintable(first.right(300)));
        QVERIFY(first.contains(QStringLiteral("Concept 40")) && !first.contains(QStringLiteral("Concept 41")));
        const QString second = oneLine(run(pdftotext, {QStringLiteral("-f"), QStringLiteral("2"), pdf, QStringLiteral("-")}));
        QVERIFY(second.contains(QStringLiteral("Concept 45")));
    }

    void samplePdfIsOnePageWithEverything()
    {
        REQUIRE_TOOL(pdfinfo, "pdfinfo");
        REQUIRE_TOOL(pdftotext, "pdftotext");
        const QString out = m_dir.filePath(QStringLiteral("sample.pdf"));
        const auto r = runVerdict({QStringLiteral("export"), test::samplePath(), QStringLiteral("--pdf"), out, QStringLiteral("--page"), QStringLiteral("a4")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        // The footnotes collapse, and the term map gives way to what it would take and what to check first (the
        // deck and the file have the whole map): at least its first half stays.
        QVERIFY2(!r.err.contains(QStringLiteral("warning")), qPrintable(r.err));
        const QRegularExpressionMatch termRows = QRegularExpression(QStringLiteral("(\\d+) of (\\d+) term-map rows")).match(r.err);
        const Sheet sheet = sampleSheet();
        const int shownTerms = termRows.hasMatch() ? termRows.captured(1).toInt() : int(sheet.termMap.size());
        QVERIFY2(shownTerms >= int(sheet.termMap.size()) / 2, qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("matrix")) && !r.err.contains(QStringLiteral("alternatives")), qPrintable(r.err));
        const QString info = run(pdfinfo, {out});
        QVERIFY2(info.contains(QRegularExpression(QStringLiteral("^Pages:\\s+1$"), QRegularExpression::MultilineOption)), qPrintable(info));
        QVERIFY2(info.contains(QStringLiteral("(A4)")), qPrintable(info));

        const QString text = oneLine(run(pdftotext, {out, QStringLiteral("-")}));
        QVERIFY2(text.contains(sheet.recommendation), qPrintable(text));
        // What it would take, a line per other platform; what to check first, its headline and every number
        // that can change the winner within its range, in order.
        QCOMPARE(int(sheet.whatIfShort.size()), 3);
        for (const QString &line : sheet.whatIfShort)
            QVERIFY2(text.contains(line), qPrintable(line));
        QVERIFY2(text.contains(sheet.assumptionsHeadline), qPrintable(sheet.assumptionsHeadline));
        qsizetype at = 0;
        for (const SheetRankedAssumption &a : sheet.rankedAssumptions) {
            if (a.pChange <= 0.0)
                break;
            const qsizetype next = text.indexOf(a.what + u' ' + a.value, at);
            QVERIFY2(next > at, qPrintable(a.what));
            at = next;
        }
        for (const SheetAlternative &a : sheet.alternatives)
            QVERIFY2(text.contains(a.name), qPrintable(a.name));
        QVERIFY(text.contains(QStringLiteral("End-to-end SLA 50 ms")));
        // Every term-map row: its concept, then each term's words in order before the next row's concept. With
        // -layout, pdftotext keeps a table row's cells on its lines (a term wrapped inside its cell comes out
        // interleaved with its neighbours, line by line).
        const QString layout = oneLine(run(pdftotext, {QStringLiteral("-layout"), out, QStringLiteral("-")}));
        const std::size_t terms = std::size_t(shownTerms);
        for (std::size_t r = 0; r < terms; ++r) {
            const SheetTermRow &row = sheet.termMap[r];
            const qsizetype start = layout.indexOf(row.conceptName + u' ');
            QVERIFY2(start >= 0, qPrintable(row.conceptName));
            const qsizetype end = r + 1 < terms ? layout.indexOf(sheet.termMap[r + 1].conceptName + u' ', start)
                                                : layout.indexOf(QStringLiteral("more rows"), start);
            QVERIFY2(end > start, qPrintable(r + 1 < terms ? sheet.termMap[r + 1].conceptName : row.conceptName));
            const QStringList window = layout.mid(start, end - start).split(u' ', Qt::SkipEmptyParts);
            for (const QString &term : row.terms) {
                qsizetype at = 0;
                for (const QString &word : term.split(u' ', Qt::SkipEmptyParts)) {
                    while (at < window.size() && window[at] != word)
                        ++at;
                    QVERIFY2(at < window.size(), qPrintable(QStringLiteral("term '%1' of '%2': '%3' missing").arg(term, row.conceptName, word)));
                    ++at;
                }
            }
        }
        // The other assumptions do not fit beside them: the page says how many and where they are.
        int others = 0;
        for (const SheetAssumptionGroup &g : sheet.assumptions)
            others += int(g.items.size());
        QVERIFY(others > 10);
        QVERIFY2(text.contains(QStringLiteral("no change within ±100 % of the other %1 changes it").arg(others)), qPrintable(text));
        for (const SheetAlternative &a : sheet.alternatives)
            for (const QString &v : a.violations)
                QVERIFY2(text.contains(v), qPrintable(v));
        checkLayout(out);
    }

    void pdfMetadataAndFonts()
    {
        REQUIRE_TOOL(pdfinfo, "pdfinfo");
        REQUIRE_TOOL(pdffonts, "pdffonts");
        const QString out = m_dir.filePath(QStringLiteral("meta.pdf"));
        const auto r = runVerdict({QStringLiteral("export"), test::samplePath(), QStringLiteral("--pdf"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString info = run(pdfinfo, {out});
        QVERIFY2(info.contains(QRegularExpression(QStringLiteral("^Title:\\s+GPU cluster orchestration after AWS ECS$"),
                                                  QRegularExpression::MultilineOption)), qPrintable(info));
        const QString xmp = run(pdfinfo, {QStringLiteral("-meta"), out});
        QVERIFY2(xmp.contains(QStringLiteral("<dc:creator><rdf:Seq><rdf:li>Platform product management (sample)</rdf:li></rdf:Seq></dc:creator>")),
                 qPrintable(xmp));
        QVERIFY(xmp.contains(QStringLiteral("GPU cluster orchestration after AWS ECS</rdf:li>")));
        // Well-formed XMP.
        QXmlStreamReader reader(xmp.mid(xmp.indexOf(QStringLiteral("<x:xmpmeta"))).left(xmp.indexOf(QStringLiteral("</x:xmpmeta>")) + 12 - xmp.indexOf(QStringLiteral("<x:xmpmeta"))));
        while (!reader.atEnd())
            reader.readNext();
        QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));

        const QStringList fonts = run(pdffonts, {out}).split(u'\n', Qt::SkipEmptyParts);
        QVERIFY2(fonts.size() >= 3, qPrintable(fonts.join(u'\n'))); // header, rule, at least one font
        for (qsizetype i = 2; i < fonts.size(); ++i) {
            // name type encoding emb sub uni object ID: "emb" is the 4th field from the right end (… emb sub uni num num)
            const QStringList f = fonts[i].split(u' ', Qt::SkipEmptyParts);
            QVERIFY2(f.size() >= 6 && f[f.size() - 5] == QStringLiteral("yes"), qPrintable(QStringLiteral("not embedded: ") + fonts[i]));
        }
        // One family: the map is set in the page's faces (sheetPageStretch), so the PDF embeds no face of its own
        // ("DejaVuSansCondensed-Bold" is of "DejaVuSansCondensed"; with the map's DejaVuSans faces the sample's sheet
        // embedded five faces, now three).
        QSet<QString> families;
        for (qsizetype i = 2; i < fonts.size(); ++i) {
            const QString name = fonts[i].section(u' ', 0, 0, QString::SectionSkipEmpty);
            families.insert(name.section(u'+', -1).section(u'-', 0, 0)); // a subset's "ABCDEF+" prefix, a face's "-Bold"
        }
        QVERIFY2(families.size() == 1, qPrintable(fonts.join(u'\n')));
    }

    void letterPaperAndProfile()
    {
        REQUIRE_TOOL(pdfinfo, "pdfinfo");
        REQUIRE_TOOL(pdftotext, "pdftotext");
        const QString out = m_dir.filePath(QStringLiteral("letter.pdf"));
        const auto r = runVerdict({QStringLiteral("export"), test::samplePath(), QStringLiteral("--pdf"), out, QStringLiteral("--page"),
                                   QStringLiteral("letter"), QStringLiteral("--profile"), QStringLiteral("Compliance lead")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString info = run(pdfinfo, {out});
        QVERIFY2(info.contains(QStringLiteral("612 x 792 pts (letter)")), qPrintable(info));
        QVERIFY2(info.contains(QRegularExpression(QStringLiteral("^Pages:\\s+1$"), QRegularExpression::MultilineOption)), qPrintable(info));
        const QString text = oneLine(run(pdftotext, {out, QStringLiteral("-")}));
        QVERIFY2(text.contains(QStringLiteral("ranks first under “Compliance lead”")), qPrintable(text));
        checkLayout(out);
    }

    void fiftyAlternativesStillOnePage()
    {
        REQUIRE_TOOL(pdfinfo, "pdfinfo");
        REQUIRE_TOOL(pdftotext, "pdftotext");
        const ProjectData project = test::fiftyAlternatives();
        const QString in = writeProject(m_dir, project, QStringLiteral("fifty.verdict"));
        QVERIFY(!in.isEmpty());
        const QString out = m_dir.filePath(QStringLiteral("fifty.pdf"));
        const auto r = runVerdict({QStringLiteral("export"), in, QStringLiteral("--pdf"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("full data is in the file")), qPrintable(r.err));
        QVERIFY2(run(pdfinfo, {out}).contains(QRegularExpression(QStringLiteral("^Pages:\\s+1$"), QRegularExpression::MultilineOption)),
                 "the 50-alternative sheet is not one page");
        const QString text = oneLine(run(pdftotext, {out, QStringLiteral("-")}));
        QVERIFY2(text.contains(QStringLiteral("The full data is in the file fifty.verdict")), qPrintable(text));
        Messages m;
        const Sheet sheet = buildSheet(evaluate(project), {}, m);
        for (int i = 0; i < 6; ++i)
            QVERIFY2(text.contains(sheet.alternatives[std::size_t(i)].name), qPrintable(sheet.alternatives[std::size_t(i)].name));
        QVERIFY(text.contains(QStringLiteral("and 44 more alternatives")));
        checkLayout(out);
    }

    // Past kTradeoffSeriesLimit (in the window kTradeoffDrawnLimit) the map's points are drawn by one item
    // (PointsLayer). On paper each is a vector shape: the window's sprites were a blurred 144-ppi image per point
    // (6,000 images in a 3,000-alternative sheet), and recording them for the window's PDF took 400 ms of the GUI
    // thread at 10,000. The winner is still labelled on the map (it was not, past kTradeoffDrawnLimit).
    void manyPointsOnPaperAreShapesNotImages_data()
    {
        QTest::addColumn<int>("n");
        QTest::newRow("a series per group") << kTradeoffSeriesLimit + 10;
        QTest::newRow("past the window's limit") << kTradeoffDrawnLimit + 100;
    }
    void manyPointsOnPaperAreShapesNotImages()
    {
        QFETCH(int, n);
        REQUIRE_TOOL(pdfimages, "pdfimages");
        REQUIRE_TOOL(pdfinfo, "pdfinfo");
        Messages m;
        const Sheet sheet = buildSheet(evaluate(test::plainWeightedSum(n, 4)), {}, m);
        QCOMPARE(int(sheet.tradeoff.points.size()), n);
        const std::unique_ptr<QChart> chart(createSheetChart(sheet, 0.85));
        QVERIFY(pointsLayer(chart.get()));
        QString winner;
        for (const TradeoffPoint &p : sheet.tradeoff.points)
            if (p.rank == 1 && winner.isEmpty()) // the first of any tied for first, as the map orders them
                winner = p.name;
        QVERIFY(!winner.isEmpty());
        QVERIFY2(labelLayer(chart.get())->texts().contains(winner), qPrintable(labelLayer(chart.get())->texts().join(u',')));

        const QString out = m_dir.filePath(QStringLiteral("many-points-%1.pdf").arg(n));
        QString error;
        QVERIFY2(exportSheetPdf(sheet, out, SheetPaper::A4, &error), qPrintable(error));
        QVERIFY(run(pdfinfo, {out}).contains(QRegularExpression(QStringLiteral("^Pages:\\s+1$"), QRegularExpression::MultilineOption)));
        const QStringList images = run(pdfimages, {QStringLiteral("-list"), out}).split(u'\n', Qt::SkipEmptyParts);
        QVERIFY2(images.size() == 2, qPrintable(images.mid(0, 5).join(u'\n'))); // the list's two header lines only
        // The alternatives the table leaves out are counted as the window counts: past a thousand, grouped.
        if (n >= 1000) {
            REQUIRE_TOOL(pdftotext, "pdftotext");
            const QString text = oneLine(run(pdftotext, {out, QStringLiteral("-")}));
            const QRegularExpressionMatch more =
                QRegularExpression(QStringLiteral("and (\\S+) more alternatives \\(ranked (\\S+)–(\\S+)\\)")).match(text);
            QVERIFY2(more.hasMatch(), qPrintable(text.left(2000)));
            QCOMPARE(more.captured(3), formatCount(n));
            QVERIFY2(more.captured(3).size() > QString::number(n).size(), qPrintable(more.captured(0))); // grouped
            QCOMPARE(more.captured(1), formatCount(n - more.captured(2).toInt() + 1));
        }
    }

    // An axis title longer than its side of a short map is given its short form ("Latency (ms) ↓", the sheet's
    // legend explains the arrows) instead of being cut mid-word; one that fits keeps its words.
    void axisTitlesFitTheMap()
    {
        Messages m;
        const Sheet sheet = buildSheet(evaluate(test::loadSample()), {}, m);
        const auto titles = [&](QSize size) {
            const std::unique_ptr<QChart> chart(createSheetChart(sheet, 0.85));
            fitAxisTitles(chart.get(), size);
            QStringList out;
            for (QAbstractAxis *axis : chart->axes())
                out << axis->titleText();
            return out;
        };
        const QStringList roomy = titles(QSize(1400, 1100));
        QCOMPARE(roomy.size(), 2);
        for (const QString &t : roomy)
            QVERIFY2(t.endsWith(QStringLiteral("is better")), qPrintable(t));
        const QStringList tight = titles(QSize(640, 230));
        QCOMPARE(tight.size(), 2);
        QVERIFY2(std::any_of(tight.begin(), tight.end(), [](const QString &t) { return t.endsWith(QStringLiteral(" ↓")) || t.endsWith(QStringLiteral(" ↑")); }),
                 qPrintable(tight.join(u'|')));
        for (int i = 0; i < 2; ++i) // the criterion's own words stay
            QVERIFY2(roomy[i].startsWith(tight[i].chopped(2)), qPrintable(roomy[i] + u'|' + tight[i]));

        // The recorded map says it so: laid out again with the short title, not cut to "… — lower i…".
        REQUIRE_TOOL(pdftotext, "pdftotext");
        const QString out = m_dir.filePath(QStringLiteral("tight-map.pdf"));
        {
            QPdfWriter writer(out);
            QPainter painter(&writer);
            const QPicture picture = sheetChartPicture(sheet, QSize(640, 230));
            painter.scale(writer.logicalDpiX() / double(picture.logicalDpiX()), writer.logicalDpiY() / double(picture.logicalDpiY()));
            painter.drawPicture(0, 0, picture);
        }
        const QString text = run(pdftotext, {out, QStringLiteral("-")});
        QVERIFY2(!text.contains(u'…') && !text.contains(QStringLiteral("...")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral(" ↓")) || text.contains(QStringLiteral(" ↑")), qPrintable(text));
    }

    // A matrix far wider than the page (30 criteria) loses its lightest columns until it fits — not one column and
    // then nothing, leaving the rest cut at the right margin — and the stability table leaves the same criteria
    // out; the note names four and counts the rest.
    void wideMatrixLosesItsLightestColumns()
    {
        REQUIRE_TOOL(pdfinfo, "pdfinfo");
        REQUIRE_TOOL(pdftotext, "pdftotext");
        const QString in = writeProject(m_dir, test::plainWeightedSum(40, 30), QStringLiteral("wide.verdict"));
        QVERIFY(!in.isEmpty());
        const QString out = m_dir.filePath(QStringLiteral("wide.pdf"));
        const auto r = runVerdict({QStringLiteral("export"), in, QStringLiteral("--pdf"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(!r.err.contains(QStringLiteral("does not fit")), qPrintable(r.err));
        QVERIFY2(run(pdfinfo, {out}).contains(QRegularExpression(QStringLiteral("^Pages:\\s+1$"), QRegularExpression::MultilineOption)),
                 "the 30-criterion sheet is not one page");
        const QString text = oneLine(run(pdftotext, {out, QStringLiteral("-")}));
        // Equal weights: the lightest are the first columns, in order.
        const QRegularExpression note(QStringLiteral("matrix without the lightest criteria \\(c1, c2, c3, c4 and (\\d+) more\\)"));
        const QRegularExpressionMatch named = note.match(text);
        QVERIFY2(named.hasMatch(), qPrintable(text));
        const int more = named.captured(1).toInt();
        QVERIFY(more > 0 && more <= 24);
        // The stability table's rows of the dropped criteria (those whose weight binds; any weight of the others
        // keeps the winner, and the sentence under the table says so) are counted under it.
        const QRegularExpressionMatch left =
            QRegularExpression(QStringLiteral("(\\d+) more criteria, not shown in the matrix either")).match(text);
        QVERIFY2(left.hasMatch(), qPrintable(text));
        QVERIFY(left.captured(1).toInt() > 0 && left.captured(1).toInt() <= 4 + more);
        QVERIFY2(text.contains(QStringLiteral("c30")), qPrintable(text));
        checkLayout(out); // every word inside the margins: no column runs off the page
    }

    // A project without a single source: the PDF does not claim that every number has one.
    void sourcelessNumbersAreNotCalledSourced()
    {
        REQUIRE_TOOL(pdftotext, "pdftotext");
        const std::vector<test::ColumnSpec> columns{{QStringLiteral("c1")}, {QStringLiteral("c2")}, {QStringLiteral("c3")}};
        const ProjectData project = test::makeProject(columns, {{10, 10, 10}, {1, 1, 1}, {1, 1, 2}, {2, 1, 1}});
        Messages m;
        const Sheet sheet = buildSheet(evaluate(project), {}, m);
        QVERIFY(sheet.assumptions.empty() && sheet.rankedAssumptions.empty()); // nothing listed, nothing that flips
        QCOMPARE(sheet.unsourcedCount, 12);
        const QString pdf = m_dir.filePath(QStringLiteral("sourceless.pdf"));
        QString error;
        QVERIFY2(exportSheetPdf(sheet, pdf, SheetPaper::A4, &error), qPrintable(error));
        const QString text = oneLine(run(pdftotext, {pdf, QStringLiteral("-")}));
        QVERIFY2(!text.contains(QStringLiteral("every number has a source")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("12 numbers have no source")), qPrintable(text));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString in = test::samplePath();
        const QString out = QStringLiteral("/tmp/never-written.pdf");
        QTest::newRow("bad page") << QStringList{QStringLiteral("export"), in, QStringLiteral("--pdf"), out, QStringLiteral("--page"), QStringLiteral("a5")}
                                  << QStringLiteral("a5");
        QTest::newRow("page with html") << QStringList{QStringLiteral("export"), in, QStringLiteral("--html"), QStringLiteral("/tmp/x.html"),
                                                       QStringLiteral("--page"), QStringLiteral("a4")}
                                        << QStringLiteral("--page applies to --pdf only");
        QTest::newRow("two outputs") << QStringList{QStringLiteral("export"), in, QStringLiteral("--pdf"), out, QStringLiteral("--md"), QStringLiteral("/tmp/x.md")}
                                     << QStringLiteral("one output per invocation");
        QTest::newRow("chart with pdf") << QStringList{QStringLiteral("export"), in, QStringLiteral("--pdf"), out, QStringLiteral("--chart"), QStringLiteral("tradeoff")}
                                        << QStringLiteral("--chart does not apply to --pdf");
        QTest::newRow("size with pdf") << QStringList{QStringLiteral("export"), in, QStringLiteral("--pdf"), out, QStringLiteral("--size"), QStringLiteral("800x600")}
                                       << QStringLiteral("--size applies to chart images");
        QTest::newRow("unknown profile") << QStringList{QStringLiteral("export"), in, QStringLiteral("--pdf"), out, QStringLiteral("--profile"), QStringLiteral("CFO")}
                                         << QStringLiteral("no profile named \"CFO\"");
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const auto r = runVerdict(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        // One clear message (option-choice errors add the usage line, as every command does).
        const QStringList lines = r.err.split(u'\n', Qt::SkipEmptyParts);
        QVERIFY2(lines.size() == 1 || (lines.size() == 2 && lines[1].startsWith(QStringLiteral("Usage: verdict export"))), qPrintable(r.err));
        QVERIFY2(lines[0].startsWith(QStringLiteral("verdict export: error: ")), qPrintable(r.err));
        QVERIFY(!QFile::exists(QStringLiteral("/tmp/never-written.pdf")));
    }

    void unwritableOutputIsInvalidOutput()
    {
        const auto r = runVerdict({QStringLiteral("export"), test::samplePath(), QStringLiteral("--pdf"),
                                   QStringLiteral("/nonexistent-dir/sheet.pdf")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("/nonexistent-dir/sheet.pdf: error: cannot write")), qPrintable(r.err));
    }

    // The recorded decision on the sheet and the deck (issue 36), under PROMETHEE II: what was decided and whether it
    // stands under the recommendation, and "When we revisit this" with the review date and each trigger's number now,
    // as verdict check reads them today — in the PDF, HTML and Markdown, and on the deck's decision slide. Without a
    // record, none of it.
    void decisionOnTheSheetAndTheDeck()
    {
        REQUIRE_TOOL(pdftotext, "pdftotext");
        REQUIRE_TOOL(pdfinfo, "pdfinfo");
        ProjectData project = test::loadSample();
        project.analysis.method = QStringLiteral("promethee");
        DecisionRequest request;
        request.choose = QStringLiteral("aks_arc");
        request.by = QStringLiteral("Platform review board");
        request.rationale = QStringLiteral("The team runs AKS today");
        request.on = QStringLiteral("2026-01-01");
        request.reviewBy = QStringLiteral("2026-02-01"); // passed
        QString why;
        for (const char *text : {"aks_arc.idle >= 0.12: idle time creeps up", "openshift.latency_ms <= 44: OpenShift matches the latency"})
            request.triggers.push_back(*parseTrigger(project, QString::fromUtf8(text), why));
        const DecisionOutcome outcome = makeDecision(evaluate(project), request);
        QVERIFY(outcome.record);
        appendDecision(project.decisions, *outcome.record);

        SheetOptions options;
        options.fileName = QStringLiteral("decided.verdict");
        Messages messages;
        const Evaluation evaluation = evaluate(project);
        const Sheet sheet = buildSheet(evaluation, options, messages);
        QVERIFY2(sheet.decision.contains(QStringLiteral("AKS + Azure Arc")) && sheet.decision.contains(QStringLiteral("d1")), qPrintable(sheet.decision));
        QVERIFY(sheet.decisionReopen);
        QVERIFY2(sheet.decisionStanding.contains(QStringLiteral("the review is due")), qPrintable(sheet.decisionStanding));
        QVERIFY(sheet.reviewBy.contains(QStringLiteral("2026-02-01")));
        // Each trigger as verdict check reads it today.
        const DecisionCheck check = checkDecision(project, QDate::currentDate());
        const std::vector<TriggerStatus> statuses = triggerStatuses(check);
        QCOMPARE(sheet.triggers.size(), statuses.size());
        QCOMPARE(statuses.size(), std::size_t(2));
        for (std::size_t i = 0; i < statuses.size(); ++i) {
            QCOMPARE(sheet.triggers[i].condition, statuses[i].condition);
            QCOMPARE(sheet.triggers[i].now, statuses[i].now);
            QCOMPARE(sheet.triggers[i].distance, statuses[i].distance);
            QCOMPARE(sheet.triggers[i].fired, statuses[i].fired);
        }
        QVERIFY(sheet.triggers[0].fired && !sheet.triggers[1].fired); // 12 % >= 12 %; 49 ms is not <= 44 ms

        const QString pdf = m_dir.filePath(QStringLiteral("decided.pdf"));
        const QString html = m_dir.filePath(QStringLiteral("decided.html"));
        const QString md = m_dir.filePath(QStringLiteral("decided.md"));
        QString error;
        SheetFit fit;
        QVERIFY2(exportSheetPdf(sheet, pdf, SheetPaper::A4, &error, &fit), qPrintable(error));
        QVERIFY2(fit.fits && fit.triggerLines < 0, qPrintable(fit.note(sheet)));
        QVERIFY(run(pdfinfo, {pdf}).contains(QRegularExpression(QStringLiteral("^Pages:\\s+1$"), QRegularExpression::MultilineOption)));
        QVERIFY2(exportSheetHtml(sheet, html, &error), qPrintable(error));
        QVERIFY2(exportSheetMarkdown(sheet, md, &error), qPrintable(error));
        const QString pdfText = oneLine(run(pdftotext, {pdf, QStringLiteral("-")}));
        QFile h(html), m(md);
        QVERIFY(h.open(QIODevice::ReadOnly) && m.open(QIODevice::ReadOnly));
        QTextDocument doc;
        doc.setHtml(QString::fromUtf8(h.readAll()));
        const QString htmlText = oneLine(doc.toPlainText());
        const QString mdText = oneLine(QString::fromUtf8(m.readAll()).remove(u'\\'));
        for (const QString &text : {pdfText, htmlText, mdText}) {
            QVERIFY2(text.contains(QStringLiteral("When we revisit this")), qPrintable(text));
            QVERIFY2(text.contains(oneLine(sheet.decision)), qPrintable(sheet.decision));
            QVERIFY2(text.contains(oneLine(revisitLead(sheet))), qPrintable(revisitLead(sheet)));
            for (const SheetTrigger &t : sheet.triggers) {
                QVERIFY2(text.contains(t.condition), qPrintable(t.condition + QStringLiteral(" in ") + text));
                QVERIFY2(text.contains(t.now), qPrintable(t.now));
            }
            QVERIFY(text.contains(QStringLiteral("fired")));
        }

        DeckOptions deckOptions;
        deckOptions.sheet = options;
        Messages deckMessages;
        const Deck deck = buildDeck(evaluation, deckOptions, deckMessages);
        const auto slide = std::find_if(deck.slides.begin(), deck.slides.end(), [](const DeckSlide &s) { return s.id == QLatin1String("decision"); });
        QVERIFY(slide != deck.slides.end());
        QCOMPARE(slide->headline, sheet.decision);
        QVERIFY(slide->table);
        QCOMPARE(slide->table->rows.size(), sheet.triggers.size());
        for (std::size_t i = 0; i < sheet.triggers.size(); ++i) {
            QCOMPARE(slide->table->rows[i][0].text, sheet.triggers[i].condition);
            QCOMPARE(slide->table->rows[i][2].text, sheet.triggers[i].distance);
            QCOMPARE(slide->table->rows[i][2].bad, sheet.triggers[i].fired);
        }

        // No record: nothing about a decision anywhere.
        const Sheet plain = sampleSheet();
        QVERIFY(plain.decision.isEmpty() && plain.triggers.empty() && decisionLines(plain).isEmpty() && revisitLead(plain).isEmpty());
        const Deck plainDeck = buildDeck(evaluate(test::loadSample()), deckOptions, deckMessages);
        QVERIFY(std::none_of(plainDeck.slides.begin(), plainDeck.slides.end(), [](const DeckSlide &s) { return s.id == QLatin1String("decision"); }));
    }

    void htmlIsWellFormedAndSelfContained()
    {
        const QString out = m_dir.filePath(QStringLiteral("sheet.html"));
        const auto r = runVerdict({QStringLiteral("export"), test::samplePath(), QStringLiteral("--html"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString html = QString::fromUtf8(f.readAll());
        const HtmlScan page = scanHtml(html);
        QVERIFY2(page.error.isEmpty(), qPrintable(page.error));
        QCOMPARE(page.elements.count(QStringLiteral("svg")), 1);
        QVERIFY2(!page.elements.contains(QStringLiteral("link")) && !page.elements.contains(QStringLiteral("script")),
                 "external resources");
        for (const QString &link : page.links)
            QVERIFY2(link.startsWith(u'#') || link.startsWith(QStringLiteral("data:")), qPrintable(link));
        const QString all = oneLine(page.text.join(QString()));
        const Sheet sheet = sampleSheet();
        QVERIFY(all.contains(sheet.recommendation));
        for (const SheetAlternative &a : sheet.alternatives)
            QVERIFY(all.contains(a.name));
        for (const SheetTermRow &row : sheet.termMap)
            QVERIFY(all.contains(row.conceptName));
        QVERIFY(!html.contains(QStringLiteral("url(")));
    }

    // Names holding markup stay text in the HTML and Markdown pages: no element, link or image comes from them.
    void userMarkupStaysText()
    {
        ProjectData p = test::loadSample();
        const QString name = QStringLiteral("<img src=\"x.png\"> <script>alert(1)</script> [here](http://example.com/) &amp;");
        p.alternatives[0].name = name;
        p.criteria[0].name = QStringLiteral("<b>Familiarity</b>");
        const QString in = writeProject(m_dir, p, QStringLiteral("markup.verdict"));
        QVERIFY(!in.isEmpty());

        const QString html = m_dir.filePath(QStringLiteral("markup.html"));
        auto r = runVerdict({QStringLiteral("export"), in, QStringLiteral("--html"), html});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile f(html);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const HtmlScan scan = scanHtml(QString::fromUtf8(f.readAll()));
        QVERIFY2(scan.error.isEmpty(), qPrintable(scan.error));
        for (const QString &element : {QStringLiteral("img"), QStringLiteral("script")})
            QVERIFY2(!scan.elements.contains(element), qPrintable(element + QStringLiteral(" element in the HTML page")));
        for (const QString &link : scan.links) // the footnotes and the inline chart only
            QVERIFY2(link.startsWith(u'#') || link.startsWith(QStringLiteral("data:")), qPrintable(link));
        const QString all = scan.text.join(QString());
        QVERIFY2(all.contains(name), qPrintable(all.left(2000)));
        QVERIFY(all.contains(QStringLiteral("<b>Familiarity</b>")));

        QTemporaryDir dir;
        const QString md = dir.filePath(QStringLiteral("markup.md"));
        r = runVerdict({QStringLiteral("export"), in, QStringLiteral("--md"), md});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile m(md);
        QVERIFY(m.open(QIODevice::ReadOnly));
        const QString page = QString::fromUtf8(m.readAll());
        for (const QString &raw : {QStringLiteral("<img"), QStringLiteral("<script"), QStringLiteral("<b>"),
                                  QStringLiteral("[here"), QStringLiteral("](http"), QStringLiteral("&amp;")}) {
            const QRegularExpression unescaped(QStringLiteral("(?<!\\\\)") + QRegularExpression::escape(raw));
            QVERIFY2(!page.contains(unescaped), qPrintable(raw + QStringLiteral(" left unescaped in the Markdown page")));
        }
        QString unescaped = page;
        unescaped.replace(QRegularExpression(QStringLiteral("\\\\(.)")), QStringLiteral("\\1"));
        QVERIFY2(unescaped.contains(name), qPrintable(page.left(2000)));
    }

    void markdownWritesOnlyItselfAndItsChart()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("review.md"));
        const auto r = runVerdict({QStringLiteral("export"), test::samplePath(), QStringLiteral("--md"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name),
                 (QStringList{QStringLiteral("review-tradeoff.png"), QStringLiteral("review.md")}));
        QVERIFY(!QImage(dir.filePath(QStringLiteral("review-tradeoff.png"))).isNull());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString md = QString::fromUtf8(f.readAll());
        QVERIFY(md.contains(QStringLiteral("](review-tradeoff.png)")));
        const Sheet sheet = sampleSheet();
        for (const SheetAlternative &a : sheet.alternatives)
            QVERIFY(md.contains(QStringLiteral("| ") + QString(a.name).replace(u'+', QStringLiteral("+"))));
        QVERIFY(md.contains(QStringLiteral("**Recommendation:**")));
    }

    // When the page cannot be written (here: a directory stands where it should go), no chart is left behind.
    void markdownThatCannotBeWrittenLeavesNoChart()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("review.md")));
        const QString out = dir.filePath(QStringLiteral("review.md"));
        const auto r = runVerdict({QStringLiteral("export"), test::samplePath(), QStringLiteral("--md"), out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(out + QStringLiteral(": error: cannot write")), qPrintable(r.err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList{QStringLiteral("review.md")});
    }

    // Print goes through the same renderer: a PDF printer gets the same single page.
    void printUsesTheSameRenderer()
    {
        REQUIRE_TOOL(pdfinfo, "pdfinfo");
        REQUIRE_TOOL(pdftotext, "pdftotext");
        const QString out = m_dir.filePath(QStringLiteral("printed.pdf"));
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(out);
        printer.setPageSize(sheetPageSize(SheetPaper::Letter));
        const Sheet sheet = sampleSheet();
        const SheetFit fit = printSheet(&printer, sheet);
        QVERIFY(fit.fits);
        QVERIFY(run(pdfinfo, {out}).contains(QRegularExpression(QStringLiteral("^Pages:\\s+1$"), QRegularExpression::MultilineOption)));
        QVERIFY(oneLine(run(pdftotext, {out, QStringLiteral("-")})).contains(sheet.recommendation));
    }

    // PDF, HTML and Markdown lay out one set of tables (report/sheettable.h): the same section titles, headings
    // and cells in all three, and none of the words they used to disagree on.
    void threeFormatsSayTheSameWords()
    {
        REQUIRE_TOOL(pdftotext, "pdftotext");
        const Sheet sheet = sampleSheet();
        const QString pdf = m_dir.filePath(QStringLiteral("words.pdf"));
        const QString html = m_dir.filePath(QStringLiteral("words.html"));
        const QString md = m_dir.filePath(QStringLiteral("words.md"));
        QString error;
        SheetFit fit;
        QVERIFY2(exportSheetPdf(sheet, pdf, SheetPaper::A4, &error, &fit), qPrintable(error));
        QVERIFY2(exportSheetHtml(sheet, html, &error), qPrintable(error));
        QVERIFY2(exportSheetMarkdown(sheet, md, &error), qPrintable(error));
        const QString pdfText = oneLine(run(pdftotext, {QStringLiteral("-raw"), pdf, QStringLiteral("-")}));
        const QStringList pdfWords = pdfText.split(u' ', Qt::SkipEmptyParts);
        QFile h(html), m(md);
        QVERIFY(h.open(QIODevice::ReadOnly) && m.open(QIODevice::ReadOnly));
        QTextDocument doc;
        doc.setHtml(QString::fromUtf8(h.readAll()));
        const QString htmlText = oneLine(doc.toPlainText());
        const QString mdText = oneLine(QString::fromUtf8(m.readAll()).remove(u'\\')); // Markdown escapes, not words

        // Every heading and every cell of the tables the PDF draws in full, word by word in the PDF (its narrow
        // columns wrap headings), whole in HTML and Markdown.
        const auto inPdf = [&](const QString &text) {
            for (const QString &word : text.split(u' ', Qt::SkipEmptyParts))
                if (!pdfWords.contains(word) && !pdfText.contains(word))
                    return false;
            return true;
        };
        const std::vector<std::pair<const char *, SheetTable>> tables = {{"key numbers", keyNumbersTable(sheet)},
                                                                          {"intervals", intervalsTable(sheet)},
                                                                          {"term map", termMapTable(sheet)},
                                                                          {"what to check first", rankedAssumptionsTable(sheet)}};
        for (const auto &[name, table] : tables) {
            // The PDF gives the term map's first rows when it is short of room, and what to check first as lines.
            const bool termMap = QLatin1String(name) == QLatin1String("term map");
            const bool ranked = QLatin1String(name) == QLatin1String("what to check first");
            for (const QString &heading : table.headings) {
                QVERIFY2(ranked || inPdf(heading), qPrintable(QStringLiteral("%1: PDF lacks heading %2").arg(QLatin1String(name), heading)));
                QVERIFY2(htmlText.contains(heading), qPrintable(QStringLiteral("%1: HTML lacks heading %2").arg(QLatin1String(name), heading)));
                QVERIFY2(mdText.contains(heading), qPrintable(QStringLiteral("%1: Markdown lacks heading %2").arg(QLatin1String(name), heading)));
            }
            for (std::size_t r = 0; r < table.rows.size(); ++r)
                for (const SheetCell &cell : table.rows[r]) {
                    const bool shown = !(termMap && fit.termRows >= 0 && int(r) >= fit.termRows) && !ranked;
                    if (!table.rowOptional[r] && shown)
                        QVERIFY2(inPdf(cell.text), qPrintable(QStringLiteral("%1: PDF lacks %2").arg(QLatin1String(name), cell.text)));
                    QVERIFY2(htmlText.contains(cell.text), qPrintable(QStringLiteral("%1: HTML lacks %2").arg(QLatin1String(name), cell.text)));
                    QVERIFY2(mdText.contains(cell.text), qPrintable(QStringLiteral("%1: Markdown lacks %2").arg(QLatin1String(name), cell.text)));
                }
        }
        for (const SheetSection section : {SheetSection::Matrix, SheetSection::KeyNumbers, SheetSection::Tradeoff,
                                           SheetSection::Stability, SheetSection::WhatIf, SheetSection::TermMap, SheetSection::Assumptions,
                                           SheetSection::Sources}) {
            const QString title = sheetSectionTitle(sheet, section);
            QVERIFY2(pdfText.contains(title), qPrintable(QStringLiteral("PDF lacks section %1").arg(title)));
            QVERIFY2(htmlText.contains(title), qPrintable(QStringLiteral("HTML lacks section %1").arg(title)));
            QVERIFY2(mdText.contains(title), qPrintable(QStringLiteral("Markdown lacks section %1").arg(title)));
        }
        // The value tree: where the lead comes from, group by group, and each group over its criteria.
        QVERIFY(!sheet.byGroup.isEmpty());
        QVERIFY2(inPdf(sheet.byGroup), qPrintable(sheet.byGroup));
        QVERIFY2(htmlText.contains(sheet.byGroup) && mdText.contains(sheet.byGroup), qPrintable(sheet.byGroup));
        for (const SheetCriterion &c : sheet.criteria) {
            QVERIFY(!c.group.isEmpty());
            const QString band = QStringLiteral("%1 · %2").arg(c.group, formatPercent(c.groupWeight));
            QVERIFY2(htmlText.contains(band) && mdText.contains(band), qPrintable(band));
            QVERIFY2(inPdf(c.group), qPrintable(c.group)); // the PDF's narrow band may leave the weight out
        }
        // The profiles: a table in HTML and Markdown, one line in the PDF, with the same words for each winner.
        // The committee's profiles are in the PDF's committee line instead, and every line of the committee view
        // is in the HTML and the Markdown.
        const SheetTable profiles = profilesTable(sheet);
        for (std::size_t r = 0; r < profiles.rows.size(); ++r) {
            const auto &row = profiles.rows[r];
            QVERIFY2(htmlText.contains(row[1].text) && mdText.contains(row[1].text), qPrintable(row[1].text));
            if (!row[0].strong && !sheet.profiles[r].inCommittee) // not this sheet's own profile, nor a stakeholder's
                QVERIFY2(pdfText.contains(row[1].text), qPrintable(row[1].text));
        }
        QVERIFY(!sheet.committee.isEmpty());
        QVERIFY2(inPdf(sheet.committeeSummary), qPrintable(sheet.committeeSummary));
        QVERIFY2(sheet.committeeSummary.contains(QStringLiteral("split 2–2; consensus AKS + Azure Arc.")), qPrintable(sheet.committeeSummary));
        for (const QString &line : sheet.committee)
            QVERIFY2(htmlText.contains(line) && mdText.contains(line), qPrintable(line));
        for (const char *drifted : {"Beyond it, first", "Then first", "per useful GPU-hour", "Annual savings", "Savings $/yr",
                                    "$ per GPU-hour"}) {
            const QString word = QString::fromUtf8(drifted);
            QVERIFY2(!pdfText.contains(word) && !htmlText.contains(word) && !mdText.contains(word), drifted);
        }
    }

    void exportMenuWritesThePdf()
    {
        REQUIRE_TOOL(pdfinfo, "pdfinfo");
        Document document(test::loadSample(), test::samplePath());
        QMainWindow window;
        QMenu menu;
        addCheatSheetActions(&menu, &document, &window);
        QStringList texts;
        QAction *pdf = nullptr;
        QAction *print = nullptr;
        QAction *deck = nullptr;
        for (QAction *a : menu.actions()) {
            texts << a->text().remove(u'&');
            if (a->text().remove(u'&').startsWith(QStringLiteral("Cheat Sheet as PDF")))
                pdf = a;
            if (a->text().remove(u'&').startsWith(QStringLiteral("Review Deck")))
                deck = a;
            if (a->shortcut() == QKeySequence(QKeySequence::Print))
                print = a;
        }
        QVERIFY2(texts.join(u',').contains(QStringLiteral("HTML")) && texts.join(u',').contains(QStringLiteral("Markdown"))
                     && texts.join(u',').contains(QStringLiteral("Preview")),
                 qPrintable(texts.join(u',')));
        QVERIFY(pdf && print);
        const QString out = m_dir.filePath(QStringLiteral("menu.pdf"));
        QVERIFY(!document.evaluation()->current()->smaa()); // no Monte Carlo run of this state yet
        dialogs::queueFileName(out);
        pdf->trigger();
        // The run the sheet reports is made in the background, never on the GUI thread: the trigger returns
        // before anything is written, and the file comes once the event loop has the result.
        QVERIFY(!QFile::exists(out));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(out), 60000); // a Monte Carlo run first: slower on a loaded machine
        QVERIFY(run(pdfinfo, {out}).contains(QRegularExpression(QStringLiteral("^Pages:\\s+1$"), QRegularExpression::MultilineOption)));
        // The review deck from the same menu: one page per slide (the sample's 13, tst_deck sampleSlides), the run already kept.
        QVERIFY(deck);
        const QString deckOut = m_dir.filePath(QStringLiteral("menu-deck.pdf"));
        dialogs::queueFileName(deckOut);
        deck->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(deckOut), 60000); // slower on a loaded machine
        QVERIFY(run(pdfinfo, {deckOut}).contains(QRegularExpression(QStringLiteral("^Pages:\\s+13$"), QRegularExpression::MultilineOption)));
        // PowerPoint by the file type: a zip package with the presentation part.
        const QString pptxOut = m_dir.filePath(QStringLiteral("menu-deck.pptx"));
        dialogs::queueFileName(pptxOut);
        deck->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(pptxOut), 60000); // slower on a loaded machine
        QFile pptx(pptxOut);
        QVERIFY(pptx.open(QIODevice::ReadOnly));
        const QByteArray package = pptx.readAll();
        QVERIFY(package.startsWith("PK") && package.contains("ppt/presentation.xml"));
        const std::shared_ptr<const SmaaRun> kept = document.evaluation()->current()->smaa();
        QVERIFY(kept && kept->result);

        // The same state again: the kept run is reused, so the export is written at once, with its figures.
        const QString again = m_dir.filePath(QStringLiteral("again.md"));
        QAction *markdown = nullptr;
        for (QAction *a : menu.actions())
            if (a->text().contains(QStringLiteral("Markdown")))
                markdown = a;
        QVERIFY(markdown);
        dialogs::queueFileName(again);
        markdown->trigger();
        QVERIFY(QFile::exists(again));
        QCOMPARE(document.evaluation()->current()->smaa(), kept);
        QFile md(again);
        QVERIFY(md.open(QIODevice::ReadOnly));
        QVERIFY(QString::fromUtf8(md.readAll()).contains(QStringLiteral("seed %1").arg(kept->result->seed)));
    }

    // Triggers the export menu's (last) action whose text contains `action`, its file dialog answered with `out`;
    // false when there is no such action.
    static bool triggerExport(Document &document, QMainWindow &window, const QString &action, const QString &out)
    {
        QMenu menu;
        addCheatSheetActions(&menu, &document, &window);
        QAction *found = nullptr;
        for (QAction *a : menu.actions())
            if (a->text().contains(action))
                found = a;
        if (!found)
            return false;
        dialogs::queueFileName(out);
        found->trigger();
        return true;
    }

    // Past quickToSearch's budget, within exportCarriesSearches: the searches run in the background with the Monte
    // Carlo run (never on the GUI thread), are kept with the evaluation, and the sheet carries them.
    void exportRunsTheSearchesInTheBackground()
    {
        const ProjectData plain = test::plainWeightedSum(60, 8);
        QVERIFY(!quickToSearch(plain));
        Document document(plain);
        QMainWindow window;
        MonteCarloPanel panel(&document);
        QSignalSpy finished(&panel, &MonteCarloPanel::finished);
        panel.start();
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() >= 1, 60000); // Monte Carlo kept: only the searches are left to run
        const std::shared_ptr<const Evaluation> evaluation = document.evaluation()->current();
        QVERIFY(evaluation->smaa() && !evaluation->findPart<AssumptionReport>() && !evaluation->findPart<LeadersWhatIf>());
        const QString out = m_dir.filePath(QStringLiteral("searched.md"));
        QVERIFY(triggerExport(document, window, QStringLiteral("Markdown"), out));
        QVERIFY(!QFile::exists(out)); // not on the GUI thread
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(out), 60000); // slower under the sanitizers
        QVERIFY(evaluation->findPart<AssumptionReport>() && evaluation->findPart<LeadersWhatIf>());
        QFile md(out);
        QVERIFY(md.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(md.readAll());
        QVERIFY2(text.contains(QStringLiteral("What it would take")) && !text.contains(QStringLiteral("left out for a project this large")),
                 qPrintable(text.left(3000)));
        QVERIFY2(text.contains(evaluation->findPart<AssumptionReport>()->headline), qPrintable(text.left(3000)));
    }

    // A finished Monte Carlo panel run of the same state is what the export reports: no second run. The sheet's
    // model is still made on a worker (the GUI thread never builds one: at 10,000 alternatives it takes seconds);
    // once it is kept, a second export of the same state is written at once.
    void exportReusesTheMonteCarloPanelsRun()
    {
        Document document(test::loadSample(), test::samplePath());
        QMainWindow window;
        MonteCarloPanel panel(&document);
        QSignalSpy finished(&panel, &MonteCarloPanel::finished);
        panel.start();
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() >= 1, 60000); // slower on a loaded machine
        QVERIFY(panel.isUpToDate());
        const std::shared_ptr<const SmaaRun> kept = document.evaluation()->current()->smaa();
        QVERIFY(kept && kept->result);
        QCOMPARE(qint64(kept->result->samples), panel.lastSampleCount());
        const QString out = m_dir.filePath(QStringLiteral("panel.html"));
        QVERIFY(triggerExport(document, window, QStringLiteral("HTML"), out));
        QVERIFY(!QFile::exists(out)); // the model is made on the worker
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(out), 60000);
        QCOMPARE(document.evaluation()->current()->smaa(), kept);
        const QString again = m_dir.filePath(QStringLiteral("panel-again.html"));
        QVERIFY(triggerExport(document, window, QStringLiteral("HTML"), again));
        QVERIFY(QFile::exists(again)); // written at once: the model is kept
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY2(text.contains(QStringLiteral("Monte Carlo, %1 draws").arg(formatAmount(double(kept->result->samples))))
                     && text.contains(QStringLiteral("seed %1").arg(kept->result->seed)),
                 qPrintable(text.left(400)));
    }

    // The window's PDF is laid out, drawn, compressed and written on a worker; only the trade-off map is made on the
    // GUI thread, recorded, and replayed on the worker's page (issue 34: at 10,000 × 200 the export held the window
    // for 200 ms and more). It is the same page as the one-step export's (the CLI's), map included.
    void exportMenuWritesThePdfOffTheGuiThread()
    {
        REQUIRE_TOOL(pdftoppm, "pdftoppm");
        REQUIRE_TOOL(pdftotext, "pdftotext");
        Document document(test::loadSample(), test::samplePath());
        QMainWindow window;
        // Everything the sheet reads made and kept first (the Monte Carlo run, the searches, the sheet's model), by an
        // export that needs them all: nothing is left to run in the background but the PDF itself.
        const QString first = m_dir.filePath(QStringLiteral("offthread.md"));
        QVERIFY(triggerExport(document, window, QStringLiteral("Markdown"), first));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(first), 60000);
        const std::shared_ptr<const Evaluation> evaluation = document.evaluation()->current();
        SheetOptions options;
        options.fileName = QFileInfo(test::samplePath()).fileName();
        QVERIFY(evaluation->smaa() && keptSheet(*evaluation, options));

        const QString out = m_dir.filePath(QStringLiteral("offthread.pdf"));
        QVERIFY(triggerExport(document, window, QStringLiteral("Cheat Sheet as &PDF"), out));
        QVERIFY(!QFile::exists(out)); // not written on the GUI thread, even with nothing left to run
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(out), 60000);
        QTRY_VERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("Exported the cheat sheet to offthread.pdf")));

        // The one-step export of the same kept sheet: the same page, pixel for pixel.
        Messages messages;
        const std::shared_ptr<const Sheet> sheet = sheetOf(*evaluation, options, messages);
        const QString oneStep = m_dir.filePath(QStringLiteral("onestep.pdf"));
        QString error;
        QVERIFY2(exportSheetPdf(*sheet, oneStep, defaultSheetPaper(), &error), qPrintable(error));
        const auto raster = [&](const QString &pdf) {
            const QString stem = pdf.chopped(4) + QStringLiteral("-page");
            run(pdftoppm, {QStringLiteral("-r"), QStringLiteral("100"), QStringLiteral("-singlefile"), pdf, stem});
            QFile f(stem + QStringLiteral(".ppm"));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        const QByteArray page = raster(out);
        QVERIFY(page.size() > 100000);
        QVERIFY(page == raster(oneStep));
        // The map is on it, its labels at the sheet's size (a picture replayed at the wrong resolution drew them
        // twelve times too large, over the page).
        const QString text = run(pdftotext, {out, QStringLiteral("-")});
        QVERIFY2(text.contains(QStringLiteral("lower is better")), qPrintable(text.left(2000)));
        checkLayout(out);
    }
};

QTEST_MAIN(TestSheetExport)
#include "tst_sheetexport.moc"
