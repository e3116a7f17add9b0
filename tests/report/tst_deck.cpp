// The review deck (issue 18): the slide model built from the sample, and the PDF deck checked from the outside
// with poppler-utils (page size and count, every headline in the text, names with markup kept as text), and
// through the CLI (one message and no partial file for an unwritable path).
#include "evaluation/evaluation.h"
#include "export/deckexport.h"
#include "report/deck.h"
#include "poppler.h"
#include "sheetfixture.h"
#include "verdictprocess.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

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

} // namespace

class TestDeck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sampleSlides()
    {
        const ProjectData project = test::loadSample();
        const Evaluation evaluation = evaluate(project);
        const Deck deck = deckOf(project);
        QCOMPARE(ids(deck), (QStringList{QStringLiteral("recommendation"), QStringLiteral("tradeoff"), QStringLiteral("breakdown"),
                                         QStringLiteral("stability"), QStringLiteral("profiles"), QStringLiteral("gates"),
                                         QStringLiteral("numbers"), QStringLiteral("terms"), QStringLiteral("basis")}));
        for (const DeckSlide &s : deck.slides) {
            QVERIFY2(!s.title.isEmpty() && !s.headline.isEmpty(), qPrintable(s.id));
            QVERIFY2(s.chart || s.table || !s.lines.isEmpty(), qPrintable(s.id));
        }
        // The recommendation: the winner and its margin, and why each other platform is not first.
        const DeckSlide &first = deck.slides.front();
        QVERIFY(first.headline.contains(QStringLiteral("AKS + Azure Arc ranks first")));
        QVERIFY(first.headline.contains(QStringLiteral("2.8 points ahead")));
        QVERIFY(first.lines.join(u'\n').contains(QStringLiteral("AWS ECS: fails a gate: annual cost $210,000/year exceeds")));
        QVERIFY(first.lines.join(u'\n').contains(QStringLiteral("OpenShift on-prem: 2.8 points behind.")));
        QCOMPARE(int(first.table->rows.size()), 4);
        // The stability slide quotes the exact interval, the gates slide who fails what.
        QCOMPARE(deck.slides[3].headline, evaluation.ranking().stability);
        QCOMPARE(deck.slides[5].headline, QStringLiteral("AWS ECS and GKE Autopilot fail a gate; AKS + Azure Arc and OpenShift on-prem pass every one."));
        QCOMPARE(int(deck.slides[5].table->rows.size()), 2);
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
        ProjectData project = test::loadSample();
        // Names holding markup and a control character stay text.
        project.alternatives[1].name = QStringLiteral("GKE <b>Autopilot</b> & <i>co</i>");
        project.metadata.title = QStringLiteral("Review <span style='color:red'>deck</span>\u0007");
        const Deck deck = deckOf(project);
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

    void cliDeck()
    {
        QTemporaryDir dir;
        const QString sample = test::samplePath();
        const QString out = dir.filePath(QStringLiteral("review.pdf"));
        const test::CliRun ok = test::runVerdict({QStringLiteral("export"), sample, QStringLiteral("--deck"), out,
                                                 QStringLiteral("--method"), QStringLiteral("topsis")});
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
        // A deck as anything but .pdf is refused for now, with the reason; --aspect belongs to --deck.
        const test::CliRun pptx = test::runVerdict({QStringLiteral("export"), sample, QStringLiteral("--deck"), dir.filePath(QStringLiteral("r.pptx"))});
        QCOMPARE(pptx.exitCode, 1);
        QVERIFY(pptx.err.contains(QStringLiteral(".pdf")));
        const test::CliRun aspect = test::runVerdict({QStringLiteral("export"), sample, QStringLiteral("--pdf"), dir.filePath(QStringLiteral("s.pdf")),
                                                     QStringLiteral("--aspect"), QStringLiteral("4:3")});
        QVERIFY(aspect.exitCode != 0);
        QVERIFY(aspect.err.contains(QStringLiteral("--aspect applies to --deck only")));
    }
};

QTEST_MAIN(TestDeck)
#include "tst_deck.moc"
