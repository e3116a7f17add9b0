// `verdict export`: usage errors, PNG size and scale, well-formed SVG naming the alternatives.
#include "chartfixture.h"
#include "verdictprocess.h"

#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using verdict::test::runVerdict;

class TestChartCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString s = verdict::test::samplePath();
        QTest::newRow("unknown chart") << QStringList{QStringLiteral("export"), s, QStringLiteral("--chart"), QStringLiteral("pie"),
                                                      QStringLiteral("--png"), QStringLiteral("/tmp/x.png")};
        QTest::newRow("both outputs") << QStringList{QStringLiteral("export"), s, QStringLiteral("--chart"), QStringLiteral("sweep"),
                                                     QStringLiteral("--png"), QStringLiteral("/tmp/x.png"), QStringLiteral("--svg"),
                                                     QStringLiteral("/tmp/x.svg")};
        QTest::newRow("no output") << QStringList{QStringLiteral("export"), s, QStringLiteral("--chart"), QStringLiteral("sweep")};
        QTest::newRow("no chart") << QStringList{QStringLiteral("export"), s, QStringLiteral("--png"), QStringLiteral("/tmp/x.png")};
        for (const char *size : {"12x", "800", "100x100", "0x0", "800x600x2", "99999x600"})
            QTest::newRow(qPrintable(QStringLiteral("bad size %1").arg(QLatin1String(size))))
                << QStringList{QStringLiteral("export"), s, QStringLiteral("--chart"), QStringLiteral("tradeoff"),
                               QStringLiteral("--png"), QStringLiteral("/tmp/x.png"), QStringLiteral("--size"), QLatin1String(size)};
        QTest::newRow("bad scale") << QStringList{QStringLiteral("export"), s, QStringLiteral("--chart"), QStringLiteral("tradeoff"),
                                                  QStringLiteral("--png"), QStringLiteral("/tmp/x.png"), QStringLiteral("--scale"),
                                                  QStringLiteral("3")};
        QTest::newRow("x without y") << QStringList{QStringLiteral("export"), s, QStringLiteral("--chart"), QStringLiteral("tradeoff"),
                                                    QStringLiteral("--png"), QStringLiteral("/tmp/x.png"), QStringLiteral("--x"),
                                                    QStringLiteral("latency")};
        QTest::newRow("unknown axis") << QStringList{QStringLiteral("export"), s, QStringLiteral("--chart"), QStringLiteral("tradeoff"),
                                                     QStringLiteral("--png"), QStringLiteral("/tmp/x.png"), QStringLiteral("--x"),
                                                     QStringLiteral("nope"), QStringLiteral("--y"), QStringLiteral("tco")};
        QTest::newRow("criterion on tradeoff") << QStringList{QStringLiteral("export"), s, QStringLiteral("--chart"),
                                                              QStringLiteral("tradeoff"), QStringLiteral("--png"),
                                                              QStringLiteral("/tmp/x.png"), QStringLiteral("--criterion"),
                                                              QStringLiteral("tco")};
        QTest::newRow("unknown profile") << QStringList{QStringLiteral("export"), s, QStringLiteral("--chart"), QStringLiteral("sweep"),
                                                        QStringLiteral("--png"), QStringLiteral("/tmp/x.png"), QStringLiteral("--profile"),
                                                        QStringLiteral("Nobody")};
        QTest::newRow("bad samples") << QStringList{QStringLiteral("export"), s, QStringLiteral("--chart"),
                                                    QStringLiteral("acceptability"), QStringLiteral("--png"), QStringLiteral("/tmp/x.png"),
                                                    QStringLiteral("--samples"), QStringLiteral("0")};
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        const verdict::test::CliRun r = verdict::test::runVerdict(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("error")));
    }

    void png()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("t.png"));
        QCOMPARE(runVerdict({QStringLiteral("export"), verdict::test::samplePath(), QStringLiteral("--chart"), QStringLiteral("tradeoff"),
                      QStringLiteral("--png"), out, QStringLiteral("--size"), QStringLiteral("1000x600")}).exitCode, 0);
        QCOMPARE(QImage(out).size(), QSize(1000, 600));
        QCOMPARE(runVerdict({QStringLiteral("export"), verdict::test::samplePath(), QStringLiteral("--chart"), QStringLiteral("sweep"),
                      QStringLiteral("--png"), out, QStringLiteral("--size"), QStringLiteral("1000x600"), QStringLiteral("--scale"),
                      QStringLiteral("2"), QStringLiteral("--criterion"), QStringLiteral("familiarity")}).exitCode, 0);
        QCOMPARE(QImage(out).size(), QSize(2000, 1200));
        // Default size: a 16:9 slide.
        QCOMPARE(runVerdict({QStringLiteral("export"), verdict::test::samplePath(), QStringLiteral("--chart"), QStringLiteral("acceptability"),
                      QStringLiteral("--png"), out, QStringLiteral("--samples"), QStringLiteral("500"), QStringLiteral("--seed"),
                      QStringLiteral("1")}).exitCode, 0);
        QCOMPARE(QImage(out).size(), QSize(1280, 720));
    }

    void svg()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("b.svg"));
        QCOMPARE(runVerdict({QStringLiteral("export"), verdict::test::samplePath(), QStringLiteral("--chart"), QStringLiteral("breakdown"),
                      QStringLiteral("--svg"), out}).exitCode, 0);
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QString text;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isCharacters())
                text += xml.text();
        }
        QVERIFY(!xml.hasError());
        for (const verdict::Alternative &a : verdict::test::loadSample().alternatives)
            QVERIFY2(text.contains(a.name), qPrintable(a.name));
    }

    // An exported chart of a what-if scenario names it in its caption (first, so a long caption does not cut it);
    // the base's does not, nor the comparison of every scenario.
    void scenarioNamed()
    {
        QTemporaryDir dir;
        const auto textOf = [&](const QString &chart, const QStringList &extra) {
            const QString out = dir.filePath(chart + QString::number(extra.size()) + QStringLiteral(".svg"));
            const verdict::test::CliRun r = runVerdict(QStringList{QStringLiteral("export"), verdict::test::samplePath(), QStringLiteral("--chart"),
                                                                   chart, QStringLiteral("--svg"), out} + extra);
            QString text;
            QFile f(out);
            if (r.exitCode != 0 || !f.open(QIODevice::ReadOnly))
                return QStringLiteral("(failed: %1)").arg(r.err);
            QXmlStreamReader xml(&f);
            while (!xml.atEnd()) {
                xml.readNext();
                if (xml.isCharacters())
                    text += xml.text();
            }
            return text;
        };
        const QStringList listPrice{QStringLiteral("--scenario"), QStringLiteral("AKS at list price")};
        for (const QString &chart : {QStringLiteral("tradeoff"), QStringLiteral("breakdown"), QStringLiteral("sweep")}) {
            const QString text = textOf(chart, listPrice);
            QVERIFY2(text.contains(QStringLiteral("What-if scenario “AKS at list price”")), qPrintable(chart + QStringLiteral(": ") + text.left(300)));
            QVERIFY2(!textOf(chart, {}).contains(QStringLiteral("What-if scenario")), qPrintable(chart));
        }
        QVERIFY(!textOf(QStringLiteral("scenarios"), listPrice).contains(QStringLiteral("What-if scenario “")));
    }

    void unwritable()
    {
        const verdict::test::CliRun r = verdict::test::runVerdict({QStringLiteral("export"), verdict::test::samplePath(),
                                                                   QStringLiteral("--chart"), QStringLiteral("tradeoff"),
                                                                   QStringLiteral("--png"), QStringLiteral("/nonexistent/dir/x.png")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("/nonexistent/dir/x.png")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestChartCli)
#include "tst_chartcli.moc"
