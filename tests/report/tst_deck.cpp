// The review deck (issue 18): the slide model built from the sample; the PDF deck checked from the outside
// with poppler-utils (page size and count, every headline in the text, names with markup kept as text); the
// PowerPoint deck read back part by part (libzip, QXmlStreamReader) and by a real client (LibreOffice Impress,
// headless, to PDF); and both through the CLI (one message and no partial file for an unwritable path).
#include "evaluation/evaluation.h"
#include "export/deckexport.h"
#include "charts/chartfactory.h"
#include "export/pptxexport.h"
#include "report/deck.h"
#include "display/format.h"
#include "review/whatif.h"
#include "poppler.h"
#include "sheetfixture.h"
#include "verdictprocess.h"
#include "zipentries.h"
#include "samplevariants.h"

#include <algorithm>

#include <QChart>
#include <QDir>
#include <QLegend>
#include <QLegendMarker>
#include <QFileInfo>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QImage>
#include <QMap>
#include <QXmlStreamReader>

using namespace verdict;

namespace {

QString run(const QString &program, const QStringList &args)
{
    return test::runTool(program, args);
}

// Whitespace collapsed, so a sentence wrapped over lines in the PDF still matches (a line broken after a
// hyphen, "on-" / "prem", joins without a space).
QString flat(QString text)
{
    text.replace(QRegularExpression(QStringLiteral("-\\n\\s*")), QStringLiteral("-"));
    return text.replace(QRegularExpression(QStringLiteral("\\s+")), QStringLiteral(" ")).trimmed();
}

Deck deckOf(const ProjectData &project)
{
    DeckOptions options;
    options.sheet.samples = 2000;
    Messages messages;
    return buildDeck(evaluate(project), options, messages);
}

QStringList ids(const Deck &deck)
{
    QStringList out;
    for (const DeckSlide &s : deck.slides)
        out << s.id;
    return out;
}

// A shape of a slide part as a reader sees it: its name, its placeholder type, and its text (paragraphs on lines).
struct Shape
{
    QString name, placeholder, text;
};

std::vector<Shape> shapesOf(const QByteArray &xml)
{
    std::vector<Shape> shapes;
    QXmlStreamReader reader(xml);
    int depth = 0; // inside a shape
    while (!reader.atEnd()) {
        reader.readNext();
        const QStringView name = reader.qualifiedName();
        if (reader.isStartElement()) {
            if (name == u"p:sp" || name == u"p:graphicFrame" || name == u"p:pic") {
                if (depth++ == 0)
                    shapes.push_back({});
            } else if (depth > 0 && name == u"p:cNvPr" && shapes.back().name.isEmpty()) {
                shapes.back().name = reader.attributes().value(QStringLiteral("name")).toString();
            } else if (depth > 0 && name == u"p:ph") {
                shapes.back().placeholder = reader.attributes().value(QStringLiteral("type")).toString();
            } else if (depth > 0 && name == u"a:t") {
                shapes.back().text += reader.readElementText();
            }
        } else if (reader.isEndElement()) {
            if (name == u"p:sp" || name == u"p:graphicFrame" || name == u"p:pic")
                --depth;
            else if (depth > 0 && name == u"a:p" && !shapes.back().text.isEmpty())
                shapes.back().text += u'\n';
        }
    }
    for (Shape &shape : shapes)
        shape.text = shape.text.trimmed();
    return shapes;
}

QString xmlError(const QByteArray &xml)
{
    QXmlStreamReader reader(xml);
    while (!reader.atEnd())
        reader.readNext();
    return reader.hasError() ? reader.errorString() : QString();
}

// The relationships of a .rels part: target paths resolved inside the package.
QStringList relationTargets(const QString &relsName, const QByteArray &xml)
{
    // "ppt/slides/_rels/slide1.xml.rels" speaks for "ppt/slides/slide1.xml": targets are relative to ppt/slides.
    QString base = relsName.section(QStringLiteral("_rels/"), 0, 0);
    QStringList targets;
    QXmlStreamReader reader(xml);
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement() && reader.name() == u"Relationship")
            targets << QDir::cleanPath(base + reader.attributes().value(QStringLiteral("Target")).toString());
    }
    return targets;
}

// LibreOffice Impress (a test-only package) converts `pptx` to PDF in `dir`, headless, with a profile of its own.
QString convertWithImpress(const QString &pptx, const QString &dir)
{
    const QString soffice = QStandardPaths::findExecutable(QStringLiteral("soffice"));
    if (soffice.isEmpty())
        return {};
    QProcess p;
    p.start(soffice, {QStringLiteral("-env:UserInstallation=file://%1/profile").arg(dir), QStringLiteral("--headless"),
                      QStringLiteral("--convert-to"), QStringLiteral("pdf"), QStringLiteral("--outdir"), dir, pptx});
    if (!p.waitForFinished(300000) || p.exitCode() != 0)
        qWarning("soffice failed: %s", p.readAllStandardError().constData());
    const QString pdf = dir + u'/' + QFileInfo(pptx).completeBaseName() + QStringLiteral(".pdf");
    return QFile::exists(pdf) ? pdf : QString();
}

ProjectData markedUpSample()
{
    ProjectData project = test::loadSample();
    // Names holding markup and a control character stay text.
    project.alternatives[1].name = QStringLiteral("GKE <b>Autopilot</b> & <i>co</i>");
    project.metadata.title = QStringLiteral("Review <span style='color:red'>deck</span>\u0007");
    return project;
}

} // namespace

class TestDeck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // "Why it wins" under every method has its legend, every colour named (issue 35: four colours and no legend, in
    // PDF and PPTX alike, which draw the slide's chart with deckChartStyle).
    void whyItWinsHasItsLegend()
    {
        for (const QString &method : {QStringLiteral("wsm"), QStringLiteral("promethee")}) {
            ProjectData project = test::loadSample();
            project.analysis.method = method;
            const Deck deck = deckOf(project);
            int index = -1;
            for (int i = 0; i < int(deck.slides.size()); ++i)
                if (deck.slides[std::size_t(i)].id == QLatin1String("breakdown"))
                    index = i;
            QVERIFY(index >= 0);
            const DeckSlideLayout layout = layoutDeckSlide(deck, index, DeckAspect::Wide);
            QVERIFY(deck.slides[std::size_t(index)].chart.has_value() && !layout.body.isEmpty());
            std::unique_ptr<QChart> chart(createChart(*deck.slides[std::size_t(index)].chart, deckChartStyle(layout.body.size(), ChartTheme::Light)));
            QVERIFY2(chart->legend()->isVisible(), qPrintable(method));
            int named = 0;
            for (QLegendMarker *marker : chart->legend()->markers())
                named += !marker->label().isEmpty() ? 1 : 0; // (isVisible() is false until a chart is first shown)
            QVERIFY2(named >= 4, qPrintable(QStringLiteral("%1: %2 legend entries").arg(method).arg(named)));
        }
    }

    // Thirty platforms: a point whose name has no room is tagged with its rank on the slide's map, and the slide's
    // sources say what "#N" means (issue 35).
    void tradeoffTagsAreExplained()
    {
        ProjectData project = test::loadSample();
        while (project.alternativeCount() < 30) {
            Alternative a = project.alternatives.front();
            a.id = QStringLiteral("copy_%1").arg(project.alternativeCount());
            a.name = QStringLiteral("Platform copy %1").arg(project.alternativeCount());
            const std::vector<double> values = project.values.rowValues(0);
            project.alternatives.push_back(a);
            Matrix grown(project.alternativeCount(), project.criterionCount());
            for (int r = 0; r + 1 < project.alternativeCount(); ++r)
                for (int c = 0; c < project.criterionCount(); ++c)
                    grown.set(r, c, project.values.at(r, c));
            for (int c = 0; c < project.criterionCount(); ++c)
                grown.set(project.alternativeCount() - 1, c, values[std::size_t(c)] * (1.0 + 0.01 * project.alternativeCount()));
            project.values = SharedMatrix::fromMatrix(grown);
        }
        const Deck deck = deckOf(project);
        const auto tradeoff = std::find_if(deck.slides.begin(), deck.slides.end(), [](const DeckSlide &s) { return s.id == QStringLiteral("tradeoff"); });
        QVERIFY(tradeoff != deck.slides.end());
        QVERIFY2(tradeoff->sources.join(u' ').contains(QStringLiteral("#N on the map: the platform ranked N.")), qPrintable(tradeoff->sources.join(u' ')));
    }

    void sampleSlides()
    {
        const ProjectData project = test::loadSample();
        const Evaluation evaluation = evaluate(project);
        const Deck deck = deckOf(project);
        QCOMPARE(ids(deck), (QStringList{QStringLiteral("recommendation"), QStringLiteral("tradeoff"), QStringLiteral("breakdown"),
                                         QStringLiteral("stability"), QStringLiteral("whatif"), QStringLiteral("checks"), QStringLiteral("scenarios"),
                                         QStringLiteral("profiles"), QStringLiteral("committee"), QStringLiteral("gates"),
                                         QStringLiteral("numbers"), QStringLiteral("terms"), QStringLiteral("basis")}));
        for (const DeckSlide &s : deck.slides) {
            QVERIFY2(!s.title.isEmpty() && !s.headline.isEmpty(), qPrintable(s.id));
            QVERIFY2(s.chart || s.table || !s.lines.isEmpty(), qPrintable(s.id));
        }
        const DeckSlide &basis = deck.slides.back();
        QVERIFY2(basis.headline.startsWith(QStringLiteral("The numbers rest on ")) && !basis.headline.contains(QStringLiteral("no source")),
                 qPrintable(basis.headline));
        {
            // Two numbers with no source at all: the slide says so beside the sources and assumptions it counts.
            ProjectData unsourced = project;
            int erased = 0;
            for (const Criterion &c : unsourced.criteria)
                for (Alternative &a : unsourced.alternatives)
                    if (erased < 2 && !c.isFormula() && !a.provenance.value(c.id).isEmpty()) {
                        a.provenance.erase(c.id);
                        ++erased;
                    }
            QCOMPARE(erased, 2);
            const Deck again = deckOf(unsourced);
            const QString said = again.slides.back().headline;
            QVERIFY2(said.endsWith(QStringLiteral("; 2 have no source.")), qPrintable(said));
        }
        // Four points all named: the slide says nothing of rank tags (a bigger map does: tradeoffTagsAreExplained).
        QVERIFY(!deck.slides[1].sources.join(u' ').contains(u'#'));
        // The recommendation: the winner and its margin, and why each other platform is not first.
        const DeckSlide &first = deck.slides.front();
        QVERIFY(first.headline.contains(QStringLiteral("AKS + Azure Arc ranks first")));
        QVERIFY(first.headline.contains(QStringLiteral("4.7 points ahead")));
        QVERIFY(first.lines.join(u'\n').contains(QStringLiteral("AWS ECS: fails a gate: annual cost $210,000/year exceeds")));
        QVERIFY(first.lines.join(u'\n').contains(QStringLiteral("OpenShift on-prem: 4.7 points behind.")));
        QCOMPARE(int(first.table->rows.size()), 4);
        // The stability slide quotes the exact interval, the gates slide who fails what.
        QCOMPARE(deck.slides[3].headline, evaluation.ranking().stability);
        // What it would take: every other platform's smallest change, the closest in the headline, each as
        // `verdict whatif` says it; what to check first: the assumptions that can change the winner, most likely
        // first, as `verdict assumptions` ranks them; what if: the base and the sample's four scenarios.
        const WhatIfReport whatIf = analyzeWhatIf(project);
        const DeckSlide &take = deck.slides[4];
        QCOMPARE(take.headline, QStringLiteral("Closest: ") + whatIf.alternatives.front().sentence);
        QCOMPARE(int(take.lines.size()), int(whatIf.alternatives.size()) - 1);
        for (std::size_t i = 1; i < whatIf.alternatives.size(); ++i)
            QCOMPARE(take.lines[qsizetype(i) - 1], whatIf.alternatives[i].sentence);
        const AssumptionReport assumed = analyzeAssumptions(project);
        const DeckSlide &checks = deck.slides[5];
        QCOMPARE(checks.headline, assumed.headline);
        QVERIFY(checks.table);
        QCOMPARE(checks.table->rows.front()[0].text, assumed.numbers.front().name);
        QCOMPARE(checks.table->rows.front()[3].text, formatPercent(assumed.numbers.front().pChange));
        for (std::size_t r = 1; r < checks.table->rows.size(); ++r) // most likely first
            QVERIFY(assumed.numbers[r].pChange <= assumed.numbers[r - 1].pChange);
        const DeckSlide &scenarios = deck.slides[6];
        QVERIFY(scenarios.chart && std::holds_alternative<ScenariosData>(*scenarios.chart));
        QVERIFY2(scenarios.headline.contains(QStringLiteral("under “AKS at list price”, OpenShift on-prem")), qPrintable(scenarios.headline));
        QCOMPARE(int(scenarios.speakerNotes.filter(QStringLiteral("AKS at list price:")).size()), 1);

        QCOMPARE(deck.slides[9].headline, QStringLiteral("AWS ECS and GKE Autopilot fail a gate; AKS + Azure Arc and OpenShift on-prem pass every one."));
        QCOMPARE(int(deck.slides[9].table->rows.size()), 2);
        // The committee: the split vote and the consensus, what would bring each dissenter round, the odds over
        // every compromise between them, and the disagreement chart with the four stakeholders.
        const DeckSlide &committee = deck.slides[8];
        QCOMPARE(committee.headline, QStringLiteral("The vote is 2–2 between AKS + Azure Arc and OpenShift on-prem; AKS + Azure Arc is "
                                                    "the consensus and the group's choice."));
        const QString points = committee.lines.join(u'\n');
        QVERIFY2(points.contains(QStringLiteral("Finance (TCO first) would pick AKS + Azure Arc if Latency rose from 10 % to 17.5 %.")), qPrintable(points));
        QVERIFY2(points.contains(QStringLiteral("Compliance lead would pick AKS + Azure Arc if Latency rose from 10 % to 14.9 %.")), qPrintable(points));
        QVERIFY2(points.contains(QStringLiteral("Over every compromise between their weights (10,000 draws): AKS + Azure Arc first in")), qPrintable(points));
        QVERIFY(committee.chart && std::holds_alternative<DisagreementData>(*committee.chart));
        QCOMPARE(std::get<DisagreementData>(*committee.chart).members.size(), 4);
        // Why it wins, by the sample's Well-Architected pillars: one segment each, the biggest named.
        const DeckSlide &why = deck.slides[2];
        QVERIFY(why.chart && std::holds_alternative<BreakdownData>(*why.chart));
        const BreakdownData &byPillar = std::get<BreakdownData>(*why.chart);
        QVERIFY(byPillar.byGroup);
        QCOMPARE(byPillar.criteria, (QStringList{QStringLiteral("Operational excellence"), QStringLiteral("Cost optimisation"),
                                                 QStringLiteral("Security & compliance"), QStringLiteral("Performance efficiency")}));
        QVERIFY2(why.headline.contains(QStringLiteral("Security & compliance gives the most of it")), qPrintable(why.headline));
        QVERIFY(why.sources.join(u' ').contains(QStringLiteral("each group of the value tree")));
    }

    void slidesWithNothingToSayAreLeftOut()
    {
        ProjectData project = test::loadSample();
        project.termMap.clear();
        project.constraints.clear();
        const QStringList left = ids(deckOf(project));
        QVERIFY(!left.contains(QStringLiteral("terms")));
        QVERIFY(!left.contains(QStringLiteral("gates")));
        QVERIFY(left.contains(QStringLiteral("recommendation")));
    }

    void longTablesSayHowManyMore()
    {
        const Deck deck = deckOf(test::fiftyAlternatives());
        const DeckSlide &first = deck.slides.front();
        QCOMPARE(int(first.table->rows.size()), DeckOptions{}.maxTableRows);
        QVERIFY2(first.tableNote.contains(QStringLiteral("more rows")), qPrintable(first.tableNote));
    }

    void pdfDeck_data()
    {
        QTest::addColumn<int>("aspect");
        QTest::addColumn<QString>("pageSize");
        QTest::newRow("16:9") << int(DeckAspect::Wide) << QStringLiteral("720 x 405 pts");
        QTest::newRow("4:3") << int(DeckAspect::Standard) << QStringLiteral("720 x 540 pts");
    }
    void pdfDeck()
    {
        QFETCH(int, aspect);
        QFETCH(QString, pageSize);
        REQUIRE_TOOL(pdfinfo, "pdfinfo");
        REQUIRE_TOOL(pdftotext, "pdftotext");
        const Deck deck = deckOf(markedUpSample());
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("deck.pdf"));
        QString error;
        QVERIFY2(exportDeckPdf(deck, pdf, DeckAspect(aspect), &error, QStringLiteral("A. PM")), qPrintable(error));
        const QString info = run(pdfinfo, {pdf});
        QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+%1\\b").arg(deck.slides.size()))), qPrintable(info));
        QVERIFY2(info.contains(pageSize), qPrintable(info));
        const QString text = flat(run(pdftotext, {QStringLiteral("-raw"), pdf, QStringLiteral("-")})); // drawing order
        for (const DeckSlide &s : deck.slides) {
            QVERIFY2(text.contains(flat(s.title)), qPrintable(s.title));
            QVERIFY2(text.contains(flat(s.headline)), qPrintable(s.id + QStringLiteral(": ") + s.headline));
        }
        QVERIFY(text.contains(QStringLiteral("GKE <b>Autopilot</b> & <i>co</i>")));
        QVERIFY(text.contains(QStringLiteral("Review <span style='color:red'>deck</span>")));
        QVERIFY(text.contains(QStringLiteral("%1 / %1").arg(deck.slides.size()))); // the slide number
    }

    // The PowerPoint package part by part: every part listed with its content type, every relationship resolving,
    // every XML part well-formed; per slide the title placeholder, the headline text box, the chart's PNG (twice
    // the slide's size) and SVG or the table, and speaker notes; markup and control characters stay out of the XML.
    void pptxPackage_data()
    {
        QTest::addColumn<int>("aspect");
        QTest::addColumn<QString>("slideSize");
        QTest::newRow("16:9") << int(DeckAspect::Wide) << QStringLiteral("12192000x6858000");
        QTest::newRow("4:3") << int(DeckAspect::Standard) << QStringLiteral("9144000x6858000");
    }
    void pptxPackage()
    {
        QFETCH(int, aspect);
        QFETCH(QString, slideSize);
        const Deck deck = deckOf(markedUpSample());
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("deck.pptx"));
        QString error;
        QVERIFY2(exportDeckPptx(deck, file, DeckAspect(aspect), &error, QStringLiteral("A. PM")), qPrintable(error));
        const auto entries = test::zipEntries(file);
        QVERIFY(!entries.empty());
        QCOMPARE(entries.front().first, QStringLiteral("[Content_Types].xml")); // first, as Office writes it
        QMap<QString, QByteArray> parts;
        for (const auto &[name, data] : entries)
            parts.insert(name, data);

        // Content types: a Default for every extension used or an Override for the part.
        QXmlStreamReader types(parts.value(QStringLiteral("[Content_Types].xml")));
        QStringList defaults, overrides;
        while (!types.atEnd()) {
            types.readNext();
            if (types.isStartElement() && types.name() == u"Default")
                defaults << types.attributes().value(QStringLiteral("Extension")).toString();
            if (types.isStartElement() && types.name() == u"Override")
                overrides << types.attributes().value(QStringLiteral("PartName")).toString().mid(1);
        }
        for (const QString &name : parts.keys()) {
            if (name == QStringLiteral("[Content_Types].xml"))
                continue;
            QVERIFY2(overrides.contains(name) || defaults.contains(QFileInfo(name).suffix()), qPrintable(name));
            if (name.endsWith(QStringLiteral(".xml")) || name.endsWith(QStringLiteral(".rels")) || name.endsWith(QStringLiteral(".svg")))
                QVERIFY2(xmlError(parts.value(name)).isEmpty(), qPrintable(name + QStringLiteral(": ") + xmlError(parts.value(name))));
            if (name.endsWith(QStringLiteral(".rels")))
                for (const QString &target : relationTargets(name, parts.value(name)))
                    QVERIFY2(parts.contains(target), qPrintable(name + QStringLiteral(" -> ") + target));
        }
        for (const QString &name : overrides)
            QVERIFY2(parts.contains(name), qPrintable(name));
        for (const QString &part : {QStringLiteral("ppt/presentation.xml"), QStringLiteral("ppt/slideMasters/slideMaster1.xml"),
                                    QStringLiteral("ppt/slideLayouts/slideLayout1.xml"), QStringLiteral("ppt/theme/theme1.xml"),
                                    QStringLiteral("ppt/notesMasters/notesMaster1.xml")})
            QVERIFY2(overrides.contains(part), qPrintable(part));

        // The slide size, and one slide per deck slide in order.
        const QByteArray presentation = parts.value(QStringLiteral("ppt/presentation.xml"));
        const QRegularExpression size(QStringLiteral("<p:sldSz cx=\"(\\d+)\" cy=\"(\\d+)\""));
        const QRegularExpressionMatch m = size.match(QString::fromUtf8(presentation));
        QVERIFY(m.hasMatch());
        QCOMPARE(m.captured(1) + u'x' + m.captured(2), slideSize);
        QCOMPARE(int(presentation.count("<p:sldId ")), int(deck.slides.size()));
        QVERIFY(!parts.contains(QStringLiteral("ppt/slides/slide%1.xml").arg(deck.slides.size() + 1)));

        int pictures = 0;
        for (std::size_t i = 0; i < deck.slides.size(); ++i) {
            const DeckSlide &slide = deck.slides[i];
            const QString n = QString::number(i + 1);
            const QByteArray xml = parts.value(QStringLiteral("ppt/slides/slide%1.xml").arg(n));
            const std::vector<Shape> shapes = shapesOf(xml);
            QVERIFY2(!shapes.empty(), qPrintable(slide.id));
            // The title is the layout's title placeholder; the headline an editable text box of its own.
            QCOMPARE(shapes.front().placeholder, QStringLiteral("title"));
            QCOMPARE(shapes.front().text, slide.title);
            const auto named = [&shapes](const QString &name) {
                for (const Shape &s : shapes)
                    if (s.name == name)
                        return s;
                return Shape{};
            };
            QCOMPARE(named(QStringLiteral("Headline")).text, slide.headline);
            if (!slide.sources.isEmpty())
                QCOMPARE(named(QStringLiteral("Sources")).text, slide.sources.join(QStringLiteral("  ·  ")));
            QCOMPARE(named(QStringLiteral("Slide number")).text, QStringLiteral("%1 / %2").arg(n).arg(deck.slides.size()));
            QVERIFY(xml.contains("type=\"slidenum\""));
            for (const QString &line : slide.lines)
                QVERIFY2(named(QStringLiteral("Points")).text.contains(line), qPrintable(line));
            const QByteArray rels = parts.value(QStringLiteral("ppt/slides/_rels/slide%1.xml.rels").arg(n));
            if (slide.chart) {
                ++pictures;
                QVERIFY2(xml.contains("<p:pic>") && xml.contains("svgBlip"), qPrintable(slide.id));
                const QImage png = QImage::fromData(parts.value(QStringLiteral("ppt/media/chart%1.png").arg(n)), "PNG");
                const DeckSlideLayout layout = layoutDeckSlide(deck, int(i), DeckAspect(aspect));
                QCOMPARE(png.size(), layout.body.size().toSize() * 2); // the body's size in whole points, drawn at twice that
                QVERIFY(parts.value(QStringLiteral("ppt/media/chart%1.svg").arg(n)).contains("<svg"));
                QVERIFY(rels.contains("../media/chart" + n.toUtf8() + ".svg"));
            } else if (slide.table) {
                // A real table: the heading and the first row's first cell as cells.
                QVERIFY2(xml.contains("<a:tbl>"), qPrintable(slide.id));
                const QString table = named(QStringLiteral("Table")).text;
                QVERIFY2(table.startsWith(slide.table->headings.front()), qPrintable(table.left(80)));
                QVERIFY2(table.contains(deckCellText(slide.table->rows.front().front())), qPrintable(slide.id));
            }
            // Speaker notes: the sources and assumptions behind the slide.
            const QString notes = shapesOf(parts.value(QStringLiteral("ppt/notesSlides/notesSlide%1.xml").arg(n))).back().text;
            QVERIFY2(!slide.speakerNotes.isEmpty(), qPrintable(slide.id));
            for (const QString &line : slide.speakerNotes)
                QVERIFY2(notes.contains(line), qPrintable(slide.id + QStringLiteral(": ") + line));
        }
        QVERIFY(pictures >= 3);

        // Markup is text: escaped in the XML, itself once read; the control character is left out.
        QByteArray all; // the XML parts (a picture's bytes can be anything)
        for (auto it = parts.cbegin(); it != parts.cend(); ++it)
            if (!it.key().endsWith(QStringLiteral(".png")))
                all += it.value();
        QVERIFY(all.contains("GKE &lt;b&gt;Autopilot&lt;/b&gt; &amp; &lt;i&gt;co&lt;/i&gt;"));
        QVERIFY(!all.contains("<b>Autopilot"));
        QVERIFY(!all.contains('\x07'));
        const QByteArray core = parts.value(QStringLiteral("docProps/core.xml"));
        QVERIFY(core.contains("<dc:title>Review &lt;span style='color:red'&gt;deck&lt;/span&gt;</dc:title>"));
        QVERIFY(core.contains("<dc:creator>A. PM</dc:creator>"));
    }

    // A real client reads the deck: LibreOffice Impress converts it to PDF with one page per slide at the slide's
    // size, every title and headline in its text, the chart pictures in it, and markup as text.
    void pptxInImpress()
    {
        REQUIRE_TOOL(pdfinfo, "pdfinfo");
        REQUIRE_TOOL(pdftotext, "pdftotext");
        REQUIRE_TOOL(pdfimages, "pdfimages");
        if (QStandardPaths::findExecutable(QStringLiteral("soffice")).isEmpty())
            QFAIL("soffice is missing: reading the PowerPoint deck back needs LibreOffice Impress (apt install libreoffice-impress)");
        const Deck deck = deckOf(markedUpSample());
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("review.pptx"));
        QString error;
        QVERIFY2(exportDeckPptx(deck, file, DeckAspect::Wide, &error), qPrintable(error));
        const QString pdf = convertWithImpress(file, dir.path());
        QVERIFY2(!pdf.isEmpty(), "LibreOffice Impress could not read the deck");
        const QString info = run(pdfinfo, {pdf});
        QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+%1\\b").arg(deck.slides.size()))), qPrintable(info));
        QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Page size:\\s+960(\\.\\d+)? x 540 pts"))), qPrintable(info));
        const QString text = flat(run(pdftotext, {QStringLiteral("-raw"), pdf, QStringLiteral("-")})); // as written, not dehyphenated
        for (const DeckSlide &s : deck.slides) {
            QVERIFY2(text.contains(flat(s.title)), qPrintable(s.title));
            QVERIFY2(text.contains(flat(s.headline)), qPrintable(s.id + QStringLiteral(": ") + s.headline));
        }
        QVERIFY(text.contains(QStringLiteral("GKE <b>Autopilot</b> & <i>co</i>")));
        QVERIFY(text.contains(QStringLiteral("Review <span style='color:red'>deck</span>")));
        // One picture per chart slide, on that slide's page.
        const QStringList rows = run(pdfimages, {QStringLiteral("-list"), pdf}).split(u'\n');
        QStringList pages;
        for (const QString &row : rows) {
            const QStringList cells = row.simplified().split(u' ');
            if (cells.size() > 2 && cells.at(2) == QStringLiteral("image"))
                pages << cells.at(0);
        }
        QStringList chartPages;
        for (std::size_t i = 0; i < deck.slides.size(); ++i)
            if (deck.slides[i].chart)
                chartPages << QString::number(i + 1);
        QCOMPARE(pages, chartPages);
    }

    void cliDeck()
    {
        QTemporaryDir dir;
        const QString sample = test::samplePath();
        const QString out = dir.filePath(QStringLiteral("review.pdf"));
        // Under TOPSIS the sample with linear latency picks OpenShift on-prem (test/samplevariants.h).
        const QString linear = QDir(QDir::tempPath()).filePath(QStringLiteral("verdict-deck-linear-%1.verdict").arg(QCoreApplication::applicationPid()));
        QVERIFY(test::writeWithLinearLatency(linear));
        const test::CliRun ok = test::runVerdict({QStringLiteral("export"), linear, QStringLiteral("--deck"), out,
                                                 QStringLiteral("--method"), QStringLiteral("topsis")});
        QFile::remove(linear);
        QVERIFY2(ok.exitCode == 0, qPrintable(ok.err));
        QVERIFY(QFile::exists(out));
        REQUIRE_TOOL(pdftotext, "pdftotext");
        // Under TOPSIS the deck says so and ranks OpenShift on-prem first, as `verdict rank --method topsis`.
        const QString text = flat(run(pdftotext, {out, QStringLiteral("-")}));
        QVERIFY2(text.contains(QStringLiteral("OpenShift on-prem ranks first")), qPrintable(text.left(400)));
        QVERIFY(text.contains(QStringLiteral("Ranked by the TOPSIS")));

        // An unwritable path: exit 1, one message naming it, and no file.
        const QString bad = dir.filePath(QStringLiteral("missing/dir/review.pdf"));
        const test::CliRun failed = test::runVerdict({QStringLiteral("export"), sample, QStringLiteral("--deck"), bad});
        QCOMPARE(failed.exitCode, 1);
        QCOMPARE(failed.err.trimmed().count(u'\n'), 0);
        QVERIFY2(failed.err.contains(bad), qPrintable(failed.err));
        QVERIFY(!QFile::exists(bad));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{QStringLiteral("review.pdf")});
        // PowerPoint by the suffix, with the same refusal for an unwritable path.
        const QString pptx = dir.filePath(QStringLiteral("review.pptx"));
        const test::CliRun slides = test::runVerdict({QStringLiteral("export"), sample, QStringLiteral("--deck"), pptx, QStringLiteral("--aspect"), QStringLiteral("4:3")});
        QVERIFY2(slides.exitCode == 0, qPrintable(slides.err));
        const auto entries = test::zipEntries(pptx);
        QVERIFY(!entries.empty());
        const auto presentation = std::find_if(entries.begin(), entries.end(), [](const auto &e) { return e.first == QStringLiteral("ppt/presentation.xml"); });
        QVERIFY(presentation != entries.end());
        QVERIFY(presentation->second.contains("cx=\"9144000\" cy=\"6858000\""));
        const QString badPptx = dir.filePath(QStringLiteral("missing/dir/review.pptx"));
        const test::CliRun failedPptx = test::runVerdict({QStringLiteral("export"), sample, QStringLiteral("--deck"), badPptx});
        QCOMPARE(failedPptx.exitCode, 1);
        QCOMPARE(failedPptx.err.trimmed().count(u'\n'), 0);
        QVERIFY2(failedPptx.err.contains(badPptx), qPrintable(failedPptx.err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), (QStringList{QStringLiteral("review.pdf"), QStringLiteral("review.pptx")}));
        // Any other suffix is refused with the two there are; --aspect belongs to --deck.
        const test::CliRun key = test::runVerdict({QStringLiteral("export"), sample, QStringLiteral("--deck"), dir.filePath(QStringLiteral("r.key"))});
        QCOMPARE(key.exitCode, 1);
        QVERIFY(key.err.contains(QStringLiteral(".pdf or .pptx")));
        const test::CliRun aspect = test::runVerdict({QStringLiteral("export"), sample, QStringLiteral("--pdf"), dir.filePath(QStringLiteral("s.pdf")),
                                                     QStringLiteral("--aspect"), QStringLiteral("4:3")});
        QVERIFY(aspect.exitCode != 0);
        QVERIFY(aspect.err.contains(QStringLiteral("--aspect applies to --deck only")));
    }
};

QTEST_MAIN(TestDeck)
#include "tst_deck.moc"
