// The CLI run as a process: exit statuses, message formats, JSON shapes, files left alone on failure.
#include "verdictprocess.h"
#include "format/projectfile.h"
#include "samplevariants.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>
#include <numeric>
#include <QDate>

#include <csignal>

#include <sys/resource.h>

namespace {

using Run = verdict::test::CliRun;
using verdict::test::runVerdict;

QString data(const char *name)
{
    return QStringLiteral(VERDICT_TEST_DATA "/cli/") + QLatin1String(name);
}

QString sample()
{
    return QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict");
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void versionAndHelp()
    {
        Run r = runVerdict({QStringLiteral("--version")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), QStringLiteral("verdict " VERDICT_VERSION));
        r = runVerdict({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        for (const char *command : {"rank", "validate", "convert"})
            QVERIFY2(r.out.contains(QLatin1String("  ") + QLatin1String(command) + u' '), command);
        r = runVerdict({QStringLiteral("rank"), QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("--normalize")));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        const QString csv = data("simple.csv");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("rank"), csv, QStringLiteral("--bogus")}
                                        << QStringLiteral("bogus");
        QTest::newRow("missing file argument") << QStringList{QStringLiteral("rank")} << QStringLiteral("missing argument");
        QTest::newRow("two files") << QStringList{QStringLiteral("rank"), csv, csv} << QStringLiteral("unexpected argument");
        QTest::newRow("unknown normalisation")
            << QStringList{QStringLiteral("rank"), csv, QStringLiteral("--normalize"), QStringLiteral("zscore")}
            << QStringLiteral("--normalize must be one of");
        QTest::newRow("unknown profile")
            << QStringList{QStringLiteral("rank"), csv, QStringLiteral("--profile"), QStringLiteral("Nobody")}
            << QStringLiteral("no profile named \"Nobody\"");
        QTest::newRow("convert to unknown format")
            << QStringList{QStringLiteral("convert"), csv, QStringLiteral("out.txt")} << QStringLiteral(".csv or .verdict");
        QTest::newRow("window: bad size")
            << QStringList{csv, QStringLiteral("--screenshot"), QStringLiteral("x.png"), QStringLiteral("--size"), QStringLiteral("big")}
            << QStringLiteral("--size");
        QTest::newRow("window: two files") << QStringList{csv, csv} << QStringLiteral("too many files");
    }
    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run r = runVerdict(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }

    void rankJsonOnHandWorkedExample()
    {
        // minmax: cost (min) A 1, B .5, C 0; quality A 0, B 1, C .5; weights .25/.75
        // scores A .25, B .875, C .375 -> B, C, A.
        const Run r = runVerdict({QStringLiteral("rank"), data("simple.csv"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(j.value(QStringLiteral("schema")).toInt(), 1);
        QCOMPARE(j.value(QStringLiteral("method")).toString(), QStringLiteral("wsm"));
        QCOMPARE(j.value(QStringLiteral("normalization")).toString(), QStringLiteral("minmax"));
        QCOMPARE(j.value(QStringLiteral("weights")).toObject().value(QStringLiteral("quality")).toDouble(), 0.75);
        const QJsonArray alts = j.value(QStringLiteral("alternatives")).toArray();
        QCOMPARE(alts.size(), 3);
        const QStringList order{QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("a")};
        const double scores[] = {0.875, 0.375, 0.25};
        for (int i = 0; i < 3; ++i) {
            const QJsonObject a = alts.at(i).toObject();
            QCOMPARE(a.value(QStringLiteral("id")).toString(), order.at(i));
            QCOMPARE(a.value(QStringLiteral("rank")).toInt(), i + 1);
            QVERIFY(qAbs(a.value(QStringLiteral("score")).toDouble() - scores[i]) < 1e-12);
        }
    }

    // Without --method, rank uses the project's analysis.method; --method overrides it; --normalize or --v that
    // do not fit the file's method are a usage error that names analysis.method.
    void rankFollowsTheProjectsMethod()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("topsis.verdict"));
        // With linear latency (test/samplevariants.h): there TOPSIS picks another winner than the weighted sum.
        const QString linear = dir.filePath(QStringLiteral("linear.verdict"));
        QVERIFY(verdict::test::writeWithLinearLatency(linear));
        QByteArray bytes = readAll(linear);
        QVERIFY(bytes.contains("\"method\": \"wsm\""));
        bytes.replace("\"method\": \"wsm\"", "\"method\": \"topsis\"");
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size());
        }
        auto rankJson = [](const QStringList &args) {
            const Run r = runVerdict(QStringList{QStringLiteral("rank")} + args + QStringList{QStringLiteral("--json")});
            if (r.exitCode != 0)
                qWarning("%s", qPrintable(r.err));
            return QJsonDocument::fromJson(r.out.toUtf8()).object();
        };
        const QJsonObject byFile = rankJson({file});
        QCOMPARE(byFile.value(QStringLiteral("method")).toString(), QStringLiteral("topsis"));
        QCOMPARE(byFile, rankJson({linear, QStringLiteral("--method"), QStringLiteral("topsis")}));
        const QJsonObject overridden = rankJson({file, QStringLiteral("--method"), QStringLiteral("wsm")});
        QCOMPARE(overridden.value(QStringLiteral("method")).toString(), QStringLiteral("wsm"));
        QCOMPARE(overridden, rankJson({linear}));
        QVERIFY(byFile.value(QStringLiteral("alternatives")) != overridden.value(QStringLiteral("alternatives")));

        const Run refused = runVerdict({QStringLiteral("rank"), file, QStringLiteral("--normalize"), QStringLiteral("max")});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QStringLiteral("not topsis (the project's analysis.method")), qPrintable(refused.err));
        QVERIFY(refused.out.isEmpty());
    }

    // show and export rank by the file's analysis.method too: under TOPSIS the sample picks OpenShift on-prem.
    void showAndExportFollowTheProjectsMethod()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("topsis.verdict"));
        // With linear latency (test/samplevariants.h): there TOPSIS picks another winner than the weighted sum.
        const QString linear = dir.filePath(QStringLiteral("linear.verdict"));
        QVERIFY(verdict::test::writeWithLinearLatency(linear));
        QByteArray bytes = readAll(linear);
        bytes.replace("\"method\": \"wsm\"", "\"method\": \"topsis\"");
        {
            QFile f(file);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size());
        }
        const Run shown = runVerdict({QStringLiteral("show"), file});
        QCOMPARE(shown.exitCode, 0);
        QVERIFY2(shown.out.contains(QStringLiteral("Ranking: TOPSIS, profile")), qPrintable(shown.out.right(400)));
        QVERIFY2(shown.out.contains(QRegularExpression(QStringLiteral("\\n  1 +[0-9.]+ +OpenShift on-prem\\n"))),
                 qPrintable(shown.out.right(400)));
        const Run json = runVerdict({QStringLiteral("show"), file, QStringLiteral("--json")});
        const QJsonObject ranking = QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("ranking")).toObject();
        QCOMPARE(ranking.value(QStringLiteral("method")).toString(), QStringLiteral("topsis"));
        QVERIFY(!ranking.contains(QStringLiteral("normalization")));

        const QString md = dir.filePath(QStringLiteral("sheet.md"));
        const Run exported = runVerdict({QStringLiteral("export"), file, QStringLiteral("--md"), md});
        QCOMPARE(exported.exitCode, 0);
        const QString sheet = QString::fromUtf8(readAll(md));
        QVERIFY2(sheet.contains(QStringLiteral("OpenShift on-prem ranks first")), qPrintable(sheet.left(600)));
        // The weight intervals are the weighted sum's: the sheet says so instead of showing them for TOPSIS.
        QVERIFY2(sheet.contains(QStringLiteral("exact for the weighted sum only; this sheet ranks by TOPSIS")), qPrintable(sheet));
        // The sample itself (analysis.method wsm) still picks AKS + Azure Arc.
        const QString wsm = dir.filePath(QStringLiteral("wsm.md"));
        QCOMPARE(runVerdict({QStringLiteral("export"), sample(), QStringLiteral("--md"), wsm}).exitCode, 0);
        QVERIFY(QString::fromUtf8(readAll(wsm)).contains(QStringLiteral("AKS + Azure Arc ranks first")));
    }

    // `verdict new`: the templates, each a valid project a PM can fill in; an existing file is never overwritten.
    void newFromTemplates()
    {
        const Run list = runVerdict({QStringLiteral("new"), QStringLiteral("--list")});
        QCOMPARE(list.exitCode, 0);
        const QStringList names{QStringLiteral("gpu-orchestration"), QStringLiteral("saas-vendor"),
                                QStringLiteral("build-vs-buy"), QStringLiteral("cloud-region")};
        for (const QString &name : names)
            QVERIFY2(list.out.contains(QRegularExpression(QStringLiteral("^%1  \\S").arg(name), QRegularExpression::MultilineOption)),
                     qPrintable(list.out));
        QTemporaryDir dir;
        for (const QString &name : names) {
            const QString out = dir.filePath(name + QStringLiteral(".verdict"));
            const Run made = runVerdict({QStringLiteral("new"), QStringLiteral("--template"), name, out});
            QVERIFY2(made.exitCode == 0, qPrintable(made.err));
            const verdict::LoadResult loaded = verdict::loadProjectFile(out);
            QVERIFY2(loaded.ok(), qPrintable(name));
            const verdict::ProjectData &p = *loaded.project;
            QVERIFY(!p.metadata.title.isEmpty() && !p.metadata.description.isEmpty());
            QCOMPARE(p.metadata.date, QDate::currentDate().toString(Qt::ISODate));
            QVERIFY2(p.criterionCount() >= 4 && p.alternativeCount() >= 3 && p.profiles.size() >= 2, qPrintable(name));
            bool anyCost = false, anyBenefit = false, anyScale = false;
            for (const verdict::Criterion &c : p.criteria) {
                QVERIFY2(!c.unit.isEmpty() && !c.description.isEmpty(), qPrintable(c.name));
                anyCost = anyCost || c.direction == verdict::Direction::Min;
                anyBenefit = anyBenefit || c.direction == verdict::Direction::Max;
                anyScale = anyScale || c.scaleMax.has_value();
            }
            QVERIFY2(anyCost && anyBenefit && anyScale, qPrintable(name));
            for (const verdict::WeightProfile &w : p.profiles) {
                const std::vector<double> n = p.normalizedWeights(p.indexOfProfile(w.name));
                QVERIFY(std::abs(std::accumulate(n.begin(), n.end(), 0.0) - 1.0) < 1e-12);
                QVERIFY(!w.description.isEmpty());
            }
            QCOMPARE(runVerdict({QStringLiteral("validate"), out}).exitCode, 0);
        }
        // No template: an empty project. An existing file: refused, untouched.
        const QString empty = dir.filePath(QStringLiteral("empty.verdict"));
        QCOMPARE(runVerdict({QStringLiteral("new"), empty}).exitCode, 0);
        QVERIFY(verdict::loadProjectFile(empty).ok());
        const QByteArray before = readAll(empty);
        const Run again = runVerdict({QStringLiteral("new"), QStringLiteral("--template"), QStringLiteral("saas-vendor"), empty});
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains(QStringLiteral("the file exists; nothing was written")), qPrintable(again.err));
        QCOMPARE(readAll(empty), before);
        const Run unknown = runVerdict({QStringLiteral("new"), QStringLiteral("--template"), QStringLiteral("nope"),
                                        dir.filePath(QStringLiteral("x.verdict"))});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY2(unknown.err.contains(QStringLiteral("the templates are gpu-orchestration, saas-vendor")), qPrintable(unknown.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.verdict"))));
    }

    void rankTextNeedsNoDisplay()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb")); // would fail if a GUI app were created
        const Run r = runVerdict({QStringLiteral("rank"), data("simple.csv")}, env);
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(lines.size() >= 5);
        QVERIFY(lines.at(2).contains(QStringLiteral("0.8750")) && lines.at(2).endsWith(u'B'));
    }

    void rankRefusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("expected");
        QTest::newRow("missing value names the cell")
            << QStringList{QStringLiteral("rank"), data("missing.csv")} << QStringLiteral("cost");
        QTest::newRow("raw sum refused with a cost criterion")
            << QStringList{QStringLiteral("rank"), data("simple.csv"), QStringLiteral("--normalize"), QStringLiteral("none")}
            << QStringLiteral("cost");
        QTest::newRow("thousands separator located")
            << QStringList{QStringLiteral("rank"), data("thousands.csv")} << QStringLiteral("thousands.csv:3:");
        QTest::newRow("no such file") << QStringList{QStringLiteral("rank"), QStringLiteral("/nonexistent/x.verdict")}
                                      << QStringLiteral("/nonexistent/x.verdict");
    }
    void rankRefusals()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, expected);
        const Run r = runVerdict(args);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(expected), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("error")), qPrintable(r.err));
    }

    void allMethodsRankInfeasibleLast()
    {
        // In the sample ECS misses the budget and GKE the SLA: no method may put them first, and agreement is
        // measured on the feasible-first rankings the user sees.
        const Run r = runVerdict({QStringLiteral("rank"), sample(), QStringLiteral("--method"), QStringLiteral("all"),
                               QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject first = j.value(QStringLiteral("agreement")).toObject().value(QStringLiteral("first_counts")).toObject();
        // Keyed by alternative name (issue 3: "first_counts": {NAME: k}), one key per alternative.
        QCOMPARE(first.size(), 4);
        QVERIFY(first.contains(QStringLiteral("AWS ECS")));
        QCOMPARE(first.value(QStringLiteral("AWS ECS")).toInt(), 0);
        QCOMPARE(first.value(QStringLiteral("GKE Autopilot")).toInt(), 0);
        QVERIFY(first.value(QStringLiteral("AKS + Azure Arc")).toInt() + first.value(QStringLiteral("OpenShift on-prem")).toInt() >= 4);
        const QJsonArray topsis = j.value(QStringLiteral("methods")).toObject().value(QStringLiteral("topsis")).toObject()
                                      .value(QStringLiteral("alternatives")).toArray();
        QCOMPARE(topsis.size(), 4);
        QVERIFY(!topsis.at(3).toObject().value(QStringLiteral("feasible")).toBool(true));
    }

    void validate()
    {
        Run r = runVerdict({QStringLiteral("validate"), data("simple.csv")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("ok (3 alternatives, 2 criteria")));
        r = runVerdict({QStringLiteral("validate"), data("thousands.csv")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QStringLiteral("thousands.csv:3:")));
    }

    void convertRoundTrip()
    {
        QTemporaryDir dir;
        const QString project = dir.filePath(QStringLiteral("simple.verdict"));
        const QString csv = dir.filePath(QStringLiteral("back.csv"));
        const QString again = dir.filePath(QStringLiteral("again.verdict"));
        QCOMPARE(runVerdict({QStringLiteral("convert"), data("simple.csv"), project}).exitCode, 0);
        QCOMPARE(runVerdict({QStringLiteral("convert"), project, csv}).exitCode, 0);
        QCOMPARE(runVerdict({QStringLiteral("convert"), csv, again}).exitCode, 0);
        QCOMPARE(readAll(again), readAll(project)); // CSV -> project -> CSV -> project loses nothing a CSV holds
        const Run r = runVerdict({QStringLiteral("rank"), again, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("alternatives")).toArray()
                     .at(0).toObject().value(QStringLiteral("id")).toString(),
                 QStringLiteral("b"));
    }

    // A tab-separated table named .tsv or .txt (what the window's tables filter offers) is read as the CSV is, by
    // every command: the same ranking, and converted to the same project.
    void tabSeparatedTablesReadAsTheCsv()
    {
        QTemporaryDir dir;
        QByteArray tab = readAll(data("simple.csv"));
        QVERIFY(!tab.isEmpty() && !tab.contains('\t') && !tab.contains('"'));
        tab.replace(',', '\t');
        const Run csv = runVerdict({QStringLiteral("rank"), data("simple.csv"), QStringLiteral("--json")});
        QCOMPARE(csv.exitCode, 0);
        const QString fromCsv = dir.filePath(QStringLiteral("csv.verdict"));
        QCOMPARE(runVerdict({QStringLiteral("convert"), data("simple.csv"), fromCsv}).exitCode, 0);
        for (const char *name : {"simple.tsv", "simple.TXT"}) {
            const QString path = dir.filePath(QLatin1String(name));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(tab) == tab.size());
            f.close();
            const Run r = runVerdict({QStringLiteral("rank"), path, QStringLiteral("--json")});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            QCOMPARE(r.out, csv.out);
            const QString converted = dir.filePath(QLatin1String(name) + QStringLiteral(".verdict"));
            QCOMPARE(runVerdict({QStringLiteral("convert"), path, converted}).exitCode, 0);
            QCOMPARE(readAll(converted), readAll(fromCsv));
        }
    }

    void convertToCsvNamesWhatIsLost()
    {
        QTemporaryDir dir;
        const Run r = runVerdict({QStringLiteral("convert"), sample(), dir.filePath(QStringLiteral("s.csv"))});
        QCOMPARE(r.exitCode, 0);
        // The sample's formula criteria make CSV export lossy: a warning, never silence.
        QVERIFY2(r.err.contains(QStringLiteral("warning")), qPrintable(r.err));
        QCOMPARE(r.err.count(QStringLiteral("warning")), 1);
    }

    void sampleIsCanonical()
    {
        // Load -> save of the bundled sample changes nothing: it is committed in canonical layout.
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("sample.verdict"));
        QCOMPARE(runVerdict({QStringLiteral("convert"), sample(), out}).exitCode, 0);
        QCOMPARE(readAll(out), readAll(sample()));
    }

    void unwritableOutputLeavesNothing()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("missing/dir/out.verdict"));
        const Run r = runVerdict({QStringLiteral("convert"), data("simple.csv"), out});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(r.err.contains(QStringLiteral("out.verdict")));
        QVERIFY(!QFile::exists(out));
    }

    // Every export goes through savefile: on a full disk (RLIMIT_FSIZE in the child, SIGXFSZ ignored so write()
    // fails with EFBIG as it would with ENOSPC) it exits 1 saying the disk may be full, the file that was there
    // stays as it was, and no temporary file is left beside it.
    void exportToFullDiskKeepsTheOldFile_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("out");
        QTest::newRow("pdf") << QStringList{QStringLiteral("export"), sample(), QStringLiteral("--pdf")} << "out.pdf";
        QTest::newRow("html") << QStringList{QStringLiteral("export"), sample(), QStringLiteral("--html")} << "out.html";
        QTest::newRow("markdown") << QStringList{QStringLiteral("export"), sample(), QStringLiteral("--md")} << "out.md";
        QTest::newRow("png") << QStringList{QStringLiteral("export"), sample(), QStringLiteral("--chart"),
                                            QStringLiteral("tradeoff"), QStringLiteral("--png")} << "out.png";
        QTest::newRow("svg") << QStringList{QStringLiteral("export"), sample(), QStringLiteral("--chart"),
                                            QStringLiteral("breakdown"), QStringLiteral("--svg")} << "out.svg";
        QTest::newRow("csv") << QStringList{QStringLiteral("convert"), sample()} << "out.csv";
    }

    void exportToFullDiskKeepsTheOldFile()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, out);
        QTemporaryDir dir;
        const QString path = dir.filePath(out);
        const QByteArray old("the previous export\n");
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly) && f.write(old) == old.size());
        }
        QProcess p;
        p.setChildProcessModifier([] {
            std::signal(SIGXFSZ, SIG_IGN);
            const rlimit rl{rlim_t(128), rlim_t(128)}; // the smallest export here, the CSV, has 220 bytes
            setrlimit(RLIMIT_FSIZE, &rl);
        });
        p.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
        p.start(QStringLiteral(VERDICT_EXECUTABLE), args << path);
        QVERIFY(p.waitForFinished(120000));
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QVERIFY2(p.exitCode() == 1, qPrintable(err));
        QVERIFY2(err.contains(path) && err.contains(QStringLiteral("is the disk full?")), qPrintable(err));
        QCOMPARE(readAll(path), old);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{out});
    }

    // Names and cells come from files: their control characters must not reach a terminal as commands (escape
    // sequences, carriage returns, C1 controls). They print as control pictures; other text is untouched.
    void controlCharactersNeverReachTheTerminal()
    {
        QTemporaryDir dir;
        const QString csv = dir.filePath(QStringLiteral("esc.csv"));
        QFile f(csv);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("Alternative,Cost\n"
                "\"A\x1b]0;owned\x07\x1b[2J\r\x7f\xc2\x9b" "31m \xc2\xa3\xc2\xb5\",1\n"
                "B,2\n");
        f.close();
        const auto safe = [](const QByteArray &bytes) {
            for (const char c : bytes)
                if ((static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t') || c == '\x7f')
                    return false;
            return !bytes.contains("\xc2\x9b");
        };
        Run r = runVerdict({QStringLiteral("rank"), csv});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(safe(r.out.toUtf8()), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("A␛]0;owned␇␛[2J␍␡\uFFFD31m £µ")), qPrintable(r.out));

        // A refusal quoting a cell (stderr).
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("Alternative,Cost\nA,1\nB,x\x1b[2J\n");
        f.close();
        r = runVerdict({QStringLiteral("validate"), csv});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(safe(r.err.toUtf8()), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("x␛[2J")), qPrintable(r.err));
    }

    void screenshot()
    {
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("window.png"));
        const Run r = runVerdict({sample(), QStringLiteral("--screenshot"), png, QStringLiteral("--size"), QStringLiteral("1100x720")});
        QCOMPARE(r.exitCode, 0);
        QImageReader reader(png);
        QCOMPARE(reader.format(), QByteArray("png"));
        QCOMPARE(reader.size(), QSize(1100, 720));
    }

    // A word that is neither a command nor a file is refused at once (exit 2), naming the nearest command; it used
    // to open a window that said "cannot open", and with no display it never ended.
    void unknownWordIsRefusedAtOnce()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        Run r = runVerdict({QStringLiteral("rnak"), sample()}, env, 60000);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("'rnak' is neither a command nor an existing file; did you mean 'verdict rank'?")), qPrintable(r.err));
        r = runVerdict({QStringLiteral("asumptions")}, env, 60000);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("did you mean 'verdict assumptions'?")), qPrintable(r.err));
        r = runVerdict({QStringLiteral("no-such-plan.verdict")}, env, 60000);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("'no-such-plan.verdict' is neither a command nor an existing file\n")), qPrintable(r.err));
    }

    // With no display (or on the offscreen platform), a run that would open the window exits 1 at once, says why,
    // and names --screenshot and the headless commands; --screenshot still draws.
    void noDisplayNoWindow()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("DISPLAY"));
        env.remove(QStringLiteral("WAYLAND_DISPLAY"));
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        for (const QStringList &args : {QStringList{sample()}, QStringList{}, QStringList{QStringLiteral("--sample")}}) {
            Run r = runVerdict(args, env, 60000);
            QCOMPARE(r.exitCode, 1);
            QVERIFY2(r.err.contains(QStringLiteral("no display to open the window on (DISPLAY and WAYLAND_DISPLAY are unset)")), qPrintable(r.err));
            QVERIFY2(r.err.contains(QStringLiteral("--screenshot OUT.png")) && r.err.contains(QStringLiteral("rank, show, export")), qPrintable(r.err));
        }
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("DISPLAY"), QStringLiteral(":99"));
        Run r = runVerdict({sample()}, env, 60000);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("(QT_QPA_PLATFORM is offscreen)")), qPrintable(r.err));
        QTemporaryDir dir;
        r = runVerdict({QStringLiteral("--sample"), QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("s.png"))}, env, 60000);
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("s.png"))));
        r = runVerdict({QStringLiteral("--sample"), sample()}, env, 60000);
        QCOMPARE(r.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
