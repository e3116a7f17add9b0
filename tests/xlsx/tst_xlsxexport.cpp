// `verdict export FILE --xlsx OUT.xlsx`: the workbook's formulas, recalculated by Gnumeric's ssconvert (never
// the cached values), give Verdict's own `rank --json` scores and ranks — on the sample and on generated
// projects with cost criteria, every normalisation and an infeasible alternative; editing input cells moves
// the scores exactly as Verdict moves them; user text is never a formula; an
// unwritable path gives one clear message and leaves nothing behind.
#include "evaluation/evaluation.h"
#include "export/xlsxexport.h"
#include "format/projectfile.h"
#include "format/savefile.h"
#include "format/workbook.h"
#include "verdictprocess.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <cmath>

using namespace verdict;
using verdict::test::CliRun;
using verdict::test::runVerdict;

namespace {

using Table = QList<QStringList>;

// RFC 4180 as ssconvert writes it: comma-separated, quoted fields with doubled quotes, \n line ends.
Table parseCsv(const QString &text)
{
    Table rows;
    QStringList row;
    QString field;
    bool quoted = false;
    bool any = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar ch = text.at(i);
        if (quoted) {
            if (ch == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (ch == u'"') {
                quoted = false;
            } else {
                field += ch;
            }
        } else if (ch == u'"') {
            quoted = true;
            any = true;
        } else if (ch == u',') {
            row << field;
            field.clear();
            any = true;
        } else if (ch == u'\n' || ch == u'\r') {
            if (ch == u'\r' && i + 1 < text.size() && text.at(i + 1) == u'\n')
                ++i;
            row << field;
            rows << row;
            row.clear();
            field.clear();
            any = false;
        } else {
            field += ch;
            any = true;
        }
    }
    if (any || !field.isEmpty())
        rows << (row << field);
    return rows;
}

struct Workbook
{
    Table ranking, matrix, normalised;
    QString error; // why it could not be read
};

QString ssconvert()
{
    return QStandardPaths::findExecutable(QStringLiteral("ssconvert"));
}

// Recalculates every formula of `xlsx` with Gnumeric (or, with `recalc` false, reads the stored values) and
// reads back each sheet.
Workbook recalculate(const QString &xlsx, bool recalc = true)
{
    Workbook wb;
    QTemporaryDir dir;
    QStringList args;
    if (recalc)
        args << QStringLiteral("--recalc");
    args << QStringLiteral("-S") << xlsx << dir.filePath(QStringLiteral("sheet-%n.csv"));
    QProcess p;
    p.start(ssconvert(), args);
    if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
        wb.error = QStringLiteral("ssconvert %1 failed: %2").arg(args.join(u' '), QString::fromUtf8(p.readAllStandardError()));
        return wb;
    }
    Table *sheets[] = {&wb.ranking, &wb.matrix, &wb.normalised};
    for (int i = 0; i < 3; ++i) {
        QFile f(dir.filePath(QStringLiteral("sheet-%1.csv").arg(i)));
        if (!f.open(QIODevice::ReadOnly)) {
            wb.error = QStringLiteral("ssconvert wrote no sheet %1").arg(i);
            return wb;
        }
        *sheets[i] = parseCsv(QString::fromUtf8(f.readAll()));
    }
    return wb;
}

// Edits input cells of one worksheet inside the .xlsx (as a user would in Excel): replaces the stored value of
// each cell, e.g. {"B4", "5"} on sheet 2 (Matrix). python3's zipfile does the unzip/zip. Empty on success.
QString editCells(const QString &xlsx, int sheet, const QList<std::pair<QString, QString>> &cells)
{
    QStringList edits;
    for (const auto &[ref, value] : cells)
        edits << QStringLiteral("('%1','%2')").arg(ref, value);
    const QString script = QStringLiteral(
        "import re,sys,zipfile\n"
        "src=sys.argv[1]; dst=src+'.edited'\n"
        "zin=zipfile.ZipFile(src); zout=zipfile.ZipFile(dst,'w',zipfile.ZIP_DEFLATED)\n"
        "for item in zin.infolist():\n"
        "    data=zin.read(item.filename)\n"
        "    if item.filename=='xl/worksheets/sheet%1.xml':\n"
        "        text=data.decode()\n"
        "        for ref,value in [%2]:\n"
        "            text,n=re.subn(r'(<c r=\"'+ref+r'\"[^>]*>)<v>[^<]*</v>', lambda m: m.group(1)+'<v>'+value+'</v>', text)\n"
        "            if n!=1: sys.exit('cell '+ref+' not found')\n"
        "        data=text.encode()\n"
        "    zout.writestr(item,data)\n"
        "zout.close()\n"
        "import os; os.replace(dst,src)\n").arg(sheet).arg(edits.join(u','));
    QProcess p;
    p.start(QStringLiteral("python3"), {QStringLiteral("-c"), script, xlsx});
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        return QStringLiteral("editing the workbook with python3 failed (python3 is a test dependency): %1 %2")
            .arg(p.errorString(), QString::fromUtf8(p.readAllStandardError()));
    return {};
}

struct Ranked
{
    QString name;
    double score = 0.0;
    int rank = 0;
};

// `verdict rank FILE --json`, best first.
std::vector<Ranked> verdictRank(const QString &file, QString *error, const QStringList &extra = {})
{
    const CliRun r = runVerdict(QStringList{QStringLiteral("rank"), file, QStringLiteral("--json")} + extra);
    if (r.exitCode != 0) {
        *error = QStringLiteral("verdict rank exited %1: %2").arg(r.exitCode).arg(r.err);
        return {};
    }
    std::vector<Ranked> out;
    const QJsonArray a = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("alternatives")).toArray();
    for (const QJsonValue &v : a) {
        const QJsonObject o = v.toObject();
        out.push_back({o.value(QStringLiteral("name")).toString(), o.value(QStringLiteral("score")).toDouble(),
                       o.value(QStringLiteral("rank")).toInt()});
    }
    return out;
}

// The Ranking sheet against `verdict rank`: same order, names, ranks, and scores within 1e-9.
bool sameRanking(const Table &sheet, const std::vector<Ranked> &expected, QString *why)
{
    if (sheet.size() < qsizetype(expected.size()) + 1 || sheet.at(0).value(0) != QLatin1String("Rank")) {
        *why = QStringLiteral("the Ranking sheet has %1 rows, expected a header and %2").arg(sheet.size()).arg(expected.size());
        return false;
    }
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const QStringList &row = sheet.at(qsizetype(i) + 1);
        bool okRank = false, okScore = false;
        const int rank = row.value(0).toInt(&okRank);
        const double score = row.value(2).toDouble(&okScore);
        const Ranked &e = expected[i];
        if (row.value(1) != e.name || !okRank || rank != e.rank || !okScore || std::abs(score - e.score) > 1e-9) {
            *why = QStringLiteral("row %1: workbook %2 | rank %3 | score %4; verdict rank: %5 | rank %6 | score %7")
                       .arg(i + 1)
                       .arg(row.value(1), row.value(0), row.value(2), e.name)
                       .arg(e.rank)
                       .arg(e.score, 0, 'g', 17);
            return false;
        }
    }
    return true;
}

// Three platforms-like alternatives and a fourth that misses a constraint; a cost criterion, a scale-bounded
// rating; the given normalisation.
ProjectData generatedProject(Normalization normalization, bool withCost)
{
    ProjectData p = makeEmptyProject();
    p.metadata.title = QStringLiteral("Generated");
    struct Spec
    {
        const char *id, *name, *unit;
        Direction direction;
        double weight;
    };
    std::vector<Spec> specs = {{"throughput", "Throughput", "req/s", Direction::Max, 35},
                               {"cost", "Cost", "$K/yr", withCost ? Direction::Min : Direction::Max, 40},
                               {"rating", "Rating", "1-5", Direction::Max, 25}};
    for (const Spec &s : specs) {
        Criterion c;
        c.id = QLatin1String(s.id);
        c.name = QLatin1String(s.name);
        c.unit = QLatin1String(s.unit);
        c.direction = s.direction;
        if (c.id == QLatin1String("rating")) {
            c.scaleMin = 1.0;
            c.scaleMax = 5.0;
        }
        p.criteria.push_back(c);
    }
    const char *names[] = {"Alpha", "Bravo", "Charlie", "Delta", "Echo"};
    const double values[5][3] = {{1200, 210.5, 4}, {950, 140.25, 3}, {1430, 305.75, 5}, {700, 99.5, 2}, {1100, 180, 3.5}};
    p.values = SharedMatrix(5, 3);
    for (int r = 0; r < 5; ++r) {
        Alternative a;
        a.id = QString::fromLatin1(names[r]).toLower();
        a.name = QLatin1String(names[r]);
        p.alternatives.push_back(a);
        for (int c = 0; c < 3; ++c)
            p.values.set(r, c, values[r][c]);
    }
    p.profiles[0].name = QStringLiteral("Finance");
    p.profiles[0].weights = {35, 40, 25};
    p.constraints = {{QStringLiteral("cost <= 300"), QStringLiteral("budget")}}; // Charlie misses it
    p.analysis.normalization = normalization;
    return p;
}

} // namespace

class TestXlsxExport : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString save(const QString &name, const ProjectData &project)
    {
        const QString path = m_dir.filePath(name);
        const SaveResult saved = saveProjectFile(project, path);
        return saved.ok ? path : QString();
    }

    // Exports `project` through the CLI and checks the recalculated workbook against `verdict rank`.
    // `extra`: options for both commands (--scenario NAME). Returns the recalculated workbook.
    Workbook checkAgainstRank(const QString &projectFile, const QStringList &extra = {})
    {
        const QString out = m_dir.filePath(QFileInfo(projectFile).completeBaseName() + QStringLiteral(".xlsx"));
        const CliRun r = runVerdict(QStringList{QStringLiteral("export"), projectFile, QStringLiteral("--xlsx"), out} + extra);
        [&] { QVERIFY2(r.exitCode == 0, qPrintable(r.err)); }();
        QString error;
        const std::vector<Ranked> expected = verdictRank(projectFile, &error, extra);
        [&] { QVERIFY2(!expected.empty(), qPrintable(error)); }();
        const Workbook wb = recalculate(out);
        [&] { QVERIFY2(wb.error.isEmpty(), qPrintable(wb.error)); }();
        QString why;
        [&] { QVERIFY2(sameRanking(wb.ranking, expected, &why), qPrintable(why)); }();
        return wb;
    }

private Q_SLOTS:
    void initTestCase()
    {
        // Never skipped: without ssconvert the formulas cannot be proved, and that is a failure.
        if (ssconvert().isEmpty())
            QFAIL("ssconvert not found: the xlsx test recalculates the workbook with Gnumeric's ssconvert "
                  "(Debian package gnumeric, role test in packaging/debian-packages.txt); install it");
        QVERIFY(m_dir.isValid());
    }

    void sampleMatchesRank()
    {
        checkAgainstRank(QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict"));
    }

    // Under a what-if scenario the workbook holds the scenario's numbers (its ranking is `verdict rank
    // --scenario`'s, OpenShift on-prem first at AKS's list price) and names the scenario; the base says it is the base.
    void scenarioNamed()
    {
        const QString sample = QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict");
        const auto scenarioRow = [](const Workbook &wb) {
            for (const QStringList &row : wb.ranking)
                if (row.value(1) == QLatin1String("What-if scenario"))
                    return row.value(2);
            return QString();
        };
        const Workbook listPrice = checkAgainstRank(sample, {QStringLiteral("--scenario"), QStringLiteral("AKS at list price")});
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(scenarioRow(listPrice).startsWith(QStringLiteral("AKS at list price")), qPrintable(scenarioRow(listPrice)));
        QCOMPARE(listPrice.ranking.value(1).value(1), QStringLiteral("OpenShift on-prem"));
        const Workbook base = checkAgainstRank(sample);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(scenarioRow(base).startsWith(QStringLiteral("Base")), qPrintable(scenarioRow(base)));
        QCOMPARE(base.ranking.value(1).value(1), QStringLiteral("AKS + Azure Arc"));
    }

    void generatedMatchesRank_data()
    {
        QTest::addColumn<int>("normalization");
        QTest::addColumn<bool>("cost");
        for (const Normalization n : {Normalization::MinMax, Normalization::Max, Normalization::Sum, Normalization::Vector})
            QTest::newRow(qPrintable(normalizationName(n))) << int(n) << true;
        QTest::newRow("none (benefit only)") << int(Normalization::None) << false;
    }
    void generatedMatchesRank()
    {
        QFETCH(int, normalization);
        QFETCH(bool, cost);
        const ProjectData p = generatedProject(Normalization(normalization), cost);
        const QString file = save(QStringLiteral("generated-%1.verdict").arg(normalizationName(Normalization(normalization))), p);
        QVERIFY(!file.isEmpty());
        checkAgainstRank(file);
    }

    // The scores are the formulas' doing: written without cached results, Gnumeric shows no score until it
    // recalculates, and then the same as Verdict.
    void scoresComeFromFormulas()
    {
        const ProjectData p = generatedProject(Normalization::MinMax, true);
        const QString file = save(QStringLiteral("nocache.verdict"), p);
        const QString out = m_dir.filePath(QStringLiteral("nocache.xlsx"));
        XlsxOptions options;
        options.cachedResults = false;
        const XlsxResult written = exportXlsx(evaluate(p), out, options);
        QVERIFY2(written.ok, qPrintable(written.error));

        const Workbook stale = recalculate(out, false);
        QVERIFY2(stale.error.isEmpty(), qPrintable(stale.error));
        QString error;
        const std::vector<Ranked> expected = verdictRank(file, &error);
        QVERIFY2(!expected.empty(), qPrintable(error));
        QString why;
        QVERIFY2(!sameRanking(stale.ranking, expected, &why), "the scores were there before any recalculation");

        const Workbook wb = recalculate(out);
        QVERIFY2(wb.error.isEmpty(), qPrintable(wb.error));
        QVERIFY2(sameRanking(wb.ranking, expected, &why), qPrintable(why));
    }

    // Live formulas: change a weight and a value in the workbook (in its XML, as Excel would store the edit)
    // and the recalculated ranking is Verdict's ranking of the project changed the same way.
    void editsRecompute()
    {
        ProjectData p = generatedProject(Normalization::MinMax, true);
        const QString file = save(QStringLiteral("edit.verdict"), p);
        const QString out = m_dir.filePath(QStringLiteral("edit.xlsx"));
        const CliRun r = runVerdict({QStringLiteral("export"), file, QStringLiteral("--xlsx"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));

        // Matrix sheet: row 4 holds the weights as entered (B = throughput), values start at row 10 (Alpha).
        p.profiles[0].weights[0] = 5;  // Matrix!B4
        p.values.set(3, 1, 60.0);      // Delta's cost: Matrix!C13
        const QString edited = save(QStringLiteral("edited.verdict"), p);
        QString error;
        const std::vector<Ranked> expected = verdictRank(edited, &error);
        QVERIFY2(!expected.empty(), qPrintable(error));
        const QString edit = editCells(out, 2, {{QStringLiteral("B4"), QStringLiteral("5")}, {QStringLiteral("C13"), QStringLiteral("60")}});
        QVERIFY2(edit.isEmpty(), qPrintable(edit));
        const Workbook wb = recalculate(out);
        QVERIFY2(wb.error.isEmpty(), qPrintable(wb.error));
        QCOMPARE(wb.matrix.value(3).value(1), QStringLiteral("5"));
        // The Ranking sheet keeps Verdict's row order of the original; compare by name.
        for (const Ranked &e : expected) {
            bool found = false;
            for (const QStringList &row : wb.ranking) {
                if (row.value(1) != e.name)
                    continue;
                found = true;
                QVERIFY2(std::abs(row.value(2).toDouble() - e.score) <= 1e-9,
                         qPrintable(QStringLiteral("%1: workbook %2, verdict %3").arg(e.name, row.value(2)).arg(e.score)));
                QCOMPARE(row.value(0).toInt(), e.rank);
            }
            QVERIFY2(found, qPrintable(e.name));
        }
    }

    // A value function is a live formula too: the recalculated ranking is `verdict rank`'s, and after an edit
    // of a valued cell (Alpha's throughput, Matrix!B10, onto another segment) it is still the edited project's.
    void valueFunctionsAreLiveFormulas()
    {
        ProjectData p = generatedProject(Normalization::MinMax, true);
        ValueFunction throughput;
        throughput.points = {{700, 0}, {1000, 60}, {1500, 100}};
        p.criteria[0].valueFunction = throughput;
        ValueFunction rating;
        rating.levels = {{2, QStringLiteral("poor"), 0}, {3, QStringLiteral("fair"), 40}, {3.5, QStringLiteral("good"), 55},
                         {4, QStringLiteral("very good"), 70}, {5, QStringLiteral("excellent"), 100}};
        p.criteria[2].valueFunction = rating;
        const QString file = save(QStringLiteral("valued.verdict"), p);
        QVERIFY(!file.isEmpty());
        checkAgainstRank(file);

        const QString out = m_dir.filePath(QStringLiteral("valued-edit.xlsx"));
        const CliRun r = runVerdict({QStringLiteral("export"), file, QStringLiteral("--xlsx"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        p.values.set(0, 0, 800.0);
        QString error;
        const std::vector<Ranked> expected = verdictRank(save(QStringLiteral("valued-edited.verdict"), p), &error);
        QVERIFY2(!expected.empty(), qPrintable(error));
        const QString edit = editCells(out, 2, {{QStringLiteral("B10"), QStringLiteral("800")}});
        QVERIFY2(edit.isEmpty(), qPrintable(edit));
        const Workbook wb = recalculate(out);
        QVERIFY2(wb.error.isEmpty(), qPrintable(wb.error));
        for (const Ranked &e : expected)
            for (const QStringList &row : wb.ranking)
                if (row.value(1) == e.name)
                    QVERIFY2(std::abs(row.value(2).toDouble() - e.score) <= 1e-9,
                             qPrintable(QStringLiteral("%1: workbook %2, verdict %3").arg(e.name, row.value(2)).arg(e.score)));
    }

    // A value tree's entered weights are local to their groups: the workbook holds each criterion's weight of the
    // whole, so once recalculated it ranks as Verdict does (it ranked by the local weights before).
    void valueTreeWeightsAreGlobal()
    {
        ProjectData p = generatedProject(Normalization::MinMax, true);
        QVERIFY(p.criterionCount() >= 3);
        p.groups = {{QStringLiteral("g"), QStringLiteral("G"), {}, {}}, {QStringLiteral("h"), QStringLiteral("H"), QStringLiteral("g"), {}}};
        p.criteria[0].group = QStringLiteral("g");
        p.criteria[1].group = QStringLiteral("h");
        p.criteria[2].group = QStringLiteral("h");
        for (WeightProfile &w : p.profiles)
            w.groupWeights = {{QStringLiteral("g"), 5.0}, {QStringLiteral("h"), 1.0}};
        const QString file = save(QStringLiteral("tree.verdict"), p);
        QVERIFY(!file.isEmpty());
        checkAgainstRank(file);
    }

    // Names that a spreadsheet would take for formulas stay text, exactly as entered.
    void userTextIsNeverAFormula()
    {
        ProjectData p = generatedProject(Normalization::MinMax, true);
        const QString hyperlink = QStringLiteral("=HYPERLINK(\"http://example.com/x\",\"click\")");
        p.criteria[0].name = hyperlink;
        p.criteria[0].unit = QStringLiteral("=1+1");
        p.alternatives[0].name = QStringLiteral("@SUM(1)");
        p.alternatives[1].name = QStringLiteral("+1+2");
        p.alternatives[2].name = QStringLiteral("-3");
        p.alternatives[3].name = QStringLiteral("=cmd|' /C calc'!A0");
        p.profiles[0].name = QStringLiteral("=A1");
        const QString file = save(QStringLiteral("inject.verdict"), p);
        QVERIFY(!file.isEmpty());
        const QString out = m_dir.filePath(QStringLiteral("inject.xlsx"));
        const CliRun r = runVerdict({QStringLiteral("export"), file, QStringLiteral("--xlsx"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const Workbook wb = recalculate(out);
        QVERIFY2(wb.error.isEmpty(), qPrintable(wb.error));
        QCOMPARE(wb.matrix.value(0).value(1), hyperlink);
        QCOMPARE(wb.matrix.value(1).value(1), QStringLiteral("=1+1"));
        QCOMPARE(wb.normalised.value(0).value(1), hyperlink);
        QStringList names;
        for (qsizetype i = 1; i < wb.ranking.size(); ++i)
            names << wb.ranking.at(i).value(1);
        for (const QString &n : {QStringLiteral("@SUM(1)"), QStringLiteral("+1+2"), QStringLiteral("-3"),
                                 QStringLiteral("=cmd|' /C calc'!A0")})
            QVERIFY2(names.contains(n), qPrintable(n + QStringLiteral(" not found in ") + names.join(u'|')));
        bool profile = false;
        for (const QStringList &row : wb.ranking)
            profile = profile || (row.value(1) == QLatin1String("Profile") && row.value(2) == QLatin1String("=A1"));
        QVERIFY(profile);
        QString error;
        const std::vector<Ranked> expected = verdictRank(file, &error);
        QString why;
        QVERIFY2(sameRanking(wb.ranking, expected, &why), qPrintable(why));
    }

    // Cancelled (the window's Cancel, from another thread): nothing written, the file there before kept as it was, no
    // temporary file left. Cancelled while it writes, the same; not cancelled, the workbook replaces the file.
    void aCancelledExportWritesNothing()
    {
        const ProjectData p = generatedProject(Normalization::MinMax, true);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("kept.xlsx"));
        {
            QFile before(out);
            QVERIFY(before.open(QIODevice::WriteOnly));
            before.write("the workbook from yesterday");
        }
        const auto contents = [&out] {
            QFile f(out);
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        std::atomic<bool> cancel{true};
        XlsxOptions options;
        options.cancel = &cancel;
        XlsxResult written = exportXlsx(evaluate(p), out, options);
        QVERIFY(!written.ok);
        QVERIFY(written.cancelled);
        QCOMPARE(contents(), QByteArray("the workbook from yesterday"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{QStringLiteral("kept.xlsx")});

        cancel = false;
        written = exportXlsx(evaluate(p), out, options);
        QVERIFY2(written.ok, qPrintable(written.error));
        QVERIFY(!written.cancelled);
        QVERIFY(contents().startsWith("PK")); // a zip: the workbook
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{QStringLiteral("kept.xlsx")});
    }

    // Infeasible alternatives are marked, with the constraint they miss, and ranked after every feasible one.
    void infeasibleMarked()
    {
        const ProjectData p = generatedProject(Normalization::MinMax, true);
        const QString out = m_dir.filePath(QStringLiteral("feasible.xlsx"));
        const XlsxResult written = exportXlsx(evaluate(p), out);
        QVERIFY2(written.ok, qPrintable(written.error));
        const Workbook wb = recalculate(out);
        QVERIFY2(wb.error.isEmpty(), qPrintable(wb.error));
        const QStringList &last = wb.ranking.value(5);
        QCOMPARE(last.value(1), QStringLiteral("Charlie"));
        QCOMPARE(last.value(3), QStringLiteral("No"));
        QCOMPARE(last.value(0), QStringLiteral("5"));
        QVERIFY2(last.value(4).contains(QStringLiteral("300")), qPrintable(last.value(4)));
        for (int i = 1; i <= 4; ++i)
            QCOMPARE(wb.ranking.value(i).value(3), QStringLiteral("Yes"));
    }

    // An alternative with a missing value is left out (a warning, a "Left out" line), and the rest are ranked
    // exactly as Verdict ranks the project without it.
    void missingValueLeftOut()
    {
        ProjectData p = generatedProject(Normalization::Max, true);
        p.values.set(1, 2, kMissing); // Bravo has no rating
        const QString file = save(QStringLiteral("missing.verdict"), p);
        const QString out = m_dir.filePath(QStringLiteral("missing.xlsx"));
        const CliRun r = runVerdict({QStringLiteral("export"), file, QStringLiteral("--xlsx"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("warning: /alternatives/1: Bravo is left out")), qPrintable(r.err));

        ProjectData without = p;
        without.alternatives.erase(without.alternatives.begin() + 1);
        Matrix values(4, 3);
        for (int row = 0, from = 0; from < 5; ++from) {
            if (from == 1)
                continue;
            for (int c = 0; c < 3; ++c)
                values.set(row, c, p.values.at(from, c));
            ++row;
        }
        without.values = SharedMatrix::fromMatrix(values);
        QString error;
        const std::vector<Ranked> expected = verdictRank(save(QStringLiteral("without.verdict"), without), &error);
        QVERIFY2(!expected.empty(), qPrintable(error));
        const Workbook wb = recalculate(out);
        QVERIFY2(wb.error.isEmpty(), qPrintable(wb.error));
        QString why;
        QVERIFY2(sameRanking(wb.ranking, expected, &why), qPrintable(why));
        bool leftOut = false;
        for (const QStringList &row : wb.ranking)
            leftOut = leftOut || (row.value(1) == QLatin1String("Left out") && row.value(2).contains(QStringLiteral("Bravo")));
        QVERIFY(leftOut);
    }

    // The workbook `export --xlsx` writes reads back (format/workbook.h, from its Matrix sheet) as the project it was
    // written from: the same alternatives, criteria, directions, units, weights (a value tree's as each criterion's
    // share of the whole), scale bounds (under min–max, the one normalisation that uses them) and normalisation, every value to the bit, and so `verdict rank` gives the
    // same ranking and scores. From the CSV fixtures the workbook tests import too, and from generated projects
    // under every normalisation.
    void readsBackAsWritten_data()
    {
        QTest::addColumn<QString>("source");
        QTest::newRow("sample.csv (value tree, units)") << QStringLiteral(VERDICT_SOURCE_DIR "/tests/format/data/sample.csv");
        QTest::newRow("simple.csv") << QStringLiteral(VERDICT_SOURCE_DIR "/tests/format/data/simple.csv");
        for (const Normalization n : {Normalization::MinMax, Normalization::Max, Normalization::Sum, Normalization::Vector})
            QTest::newRow(qPrintable(QStringLiteral("generated, ") + normalizationName(n))) << normalizationName(n);
    }
    void readsBackAsWritten()
    {
        QFETCH(QString, source);
        QString file = source;
        if (!source.endsWith(QLatin1String(".csv"))) {
            ProjectData p = generatedProject(*parseNormalization(source), true);
            p.constraints.clear(); // a workbook holds no constraints (readsBackSayingWhatItCannotHold)
            file = save(QStringLiteral("roundtrip-%1.verdict").arg(source), p);
        }
        const QString out = m_dir.filePath(QStringLiteral("roundtrip.xlsx"));
        const CliRun written = runVerdict({QStringLiteral("export"), file, QStringLiteral("--xlsx"), out});
        QVERIFY2(written.exitCode == 0, qPrintable(written.err));

        const LoadResult before = loadProjectFile(file);
        const LoadResult after = loadProjectFile(out);
        QVERIFY(before.ok());
        QVERIFY2(after.ok(), qPrintable(after.messages.empty() ? QString() : after.messages.front().text));
        QVERIFY2(after.messages.size() == 1 && after.messages.front().text.contains(QStringLiteral("as the matrix Verdict exported")),
                 qPrintable(after.messages.empty() ? QStringLiteral("no note") : after.messages.back().text));
        const ProjectData &a = *before.project, &b = *after.project;
        QCOMPARE(b.analysis.normalization, a.analysis.normalization);
        QCOMPARE(b.alternativeCount(), a.alternativeCount());
        QCOMPARE(b.criterionCount(), a.criterionCount());
        const Evaluation ea = evaluate(a), eb = evaluate(b);
        QVERIFY(ea.problem() && eb.problem());
        for (int c = 0; c < a.criterionCount(); ++c) {
            const Criterion &x = a.criteria[std::size_t(c)], &y = b.criteria[std::size_t(c)];
            QCOMPARE(y.name, x.name);
            QCOMPARE(y.unit, x.unit);
            QCOMPARE(y.direction, x.direction);
            // Scale bounds are the min–max normalisation's; the workbook holds them under it (and only there).
            const bool bounded = a.analysis.normalization == Normalization::MinMax;
            QCOMPARE(y.scaleMin, bounded ? x.scaleMin : std::nullopt);
            QCOMPARE(y.scaleMax, bounded ? x.scaleMax : std::nullopt);
            // The weight each criterion has of the whole (entered weights may be a value tree's local ones).
            QVERIFY2(std::abs(eb.problem()->weights[std::size_t(c)] - ea.problem()->weights[std::size_t(c)]) <= 1e-12,
                     qPrintable(x.name));
        }
        for (int r = 0; r < a.alternativeCount(); ++r) {
            QCOMPARE(b.alternatives[std::size_t(r)].name, a.alternatives[std::size_t(r)].name);
            for (int c = 0; c < a.criterionCount(); ++c)
                QCOMPARE(b.values.at(r, c), a.values.at(r, c));
            // Each value's source is its cell on the Matrix sheet (values from row 10, criteria from column B).
            const QString where = QStringLiteral("roundtrip.xlsx, Matrix!%1").arg(cellReference(10 + r, 2));
            QCOMPARE(b.alternatives[std::size_t(r)].provenance.at(b.criteria[0].id), where);
        }
        QString error;
        const std::vector<Ranked> expected = verdictRank(file, &error);
        QVERIFY2(!expected.empty(), qPrintable(error));
        const std::vector<Ranked> back = verdictRank(out, &error);
        QVERIFY2(!back.empty(), qPrintable(error));
        QCOMPARE(back.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(back[i].name, expected[i].name);
            QCOMPARE(back[i].rank, expected[i].rank);
            QVERIFY2(std::abs(back[i].score - expected[i].score) <= 1e-12, qPrintable(back[i].name));
        }
    }

    // What a workbook cannot hold is said when it is read back: the constraints an alternative missed (the Ranking
    // sheet names them), a value function (read as its direction says), another method than the weighted sum.
    void readsBackSayingWhatItCannotHold()
    {
        ProjectData p = generatedProject(Normalization::MinMax, true); // Charlie misses "cost <= 300"
        p.analysis.method = QStringLiteral("promethee");
        ValueFunction f;
        f.points = {{90, 100}, {320, 0}};
        p.criteria[1].valueFunction = f;
        const QString file = save(QStringLiteral("cannothold.verdict"), p);
        QVERIFY(!file.isEmpty());
        const QString out = m_dir.filePath(QStringLiteral("cannothold.xlsx"));
        const CliRun written = runVerdict({QStringLiteral("export"), file, QStringLiteral("--xlsx"), out});
        QVERIFY2(written.exitCode == 0, qPrintable(written.err));
        const CliRun r = runVerdict({QStringLiteral("rank"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("marks 1 alternative as not feasible (Charlie: ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("\"Cost\" had a value function in Verdict")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("ranked by another method")), qPrintable(r.err));
        const LoadResult back = loadProjectFile(out);
        QVERIFY(back.ok());
        QCOMPARE(back.project->criteria[1].direction, Direction::Min); // "value function, lower is better"
    }

    // --sheet reads another sheet (in any case); a sheet that is not a matrix is refused with its first problems and
    // the question whether another sheet holds it, not a flood; a sheet named for a project file is refused.
    void sheetOption()
    {
        const QString sample = QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict");
        const QString out = m_dir.filePath(QStringLiteral("sheets.xlsx"));
        CliRun r = runVerdict({QStringLiteral("export"), sample, QStringLiteral("--xlsx"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const CliRun first = runVerdict({QStringLiteral("rank"), out, QStringLiteral("--json")});
        QCOMPARE(first.exitCode, 0);
        r = runVerdict({QStringLiteral("rank"), out, QStringLiteral("--sheet"), QStringLiteral("matrix"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, first.out);

        r = runVerdict({QStringLiteral("rank"), out, QStringLiteral("--sheet"), QStringLiteral("Ranking")});
        QCOMPARE(r.exitCode, 1);
        const QStringList lines = r.err.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines.front().contains(QStringLiteral("error: Ranking!B2: ")), qPrintable(r.err));
        QVERIFY2(lines.back().contains(QStringLiteral("more problems: is the sheet \"Ranking\" the matrix? The workbook's sheets "
                                                      "are \"Ranking\", \"Matrix\", \"Normalised\"; choose another with --sheet NAME")),
                 qPrintable(r.err));

        r = runVerdict({QStringLiteral("rank"), out, QStringLiteral("--sheet"), QStringLiteral("Prices")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("has no sheet \"Prices\" (the sheets: Ranking, Matrix, Normalised)")), qPrintable(r.err));

        r = runVerdict({QStringLiteral("show"), sample, QStringLiteral("--sheet"), QStringLiteral("Matrix")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("can be named only for a spreadsheet")), qPrintable(r.err));
    }

    void unwritablePath()
    {
        const QString sample = QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict");
        CliRun r = runVerdict({QStringLiteral("export"), sample, QStringLiteral("--xlsx"), QStringLiteral("/nonexistent/dir/out.xlsx")});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err.trimmed().count(u'\n'), 0); // one line
        QVERIFY2(r.err.startsWith(QStringLiteral("/nonexistent/dir/out.xlsx: error: cannot write: the folder /nonexistent/dir does not exist")),
                 qPrintable(r.err));

        // A folder in the way: refused, and nothing (no temporary file) left beside it.
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("taken.xlsx")));
        r = runVerdict({QStringLiteral("export"), sample, QStringLiteral("--xlsx"), dir.filePath(QStringLiteral("taken.xlsx"))});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("cannot write")), qPrintable(r.err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot), QStringList{QStringLiteral("taken.xlsx")});

        // --xlsx with chart-only options is a usage error.
        r = runVerdict({QStringLiteral("export"), sample, QStringLiteral("--xlsx"), dir.filePath(QStringLiteral("a.xlsx")),
                        QStringLiteral("--chart"), QStringLiteral("tradeoff")});
        QCOMPARE(r.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestXlsxExport)
#include "tst_xlsxexport.moc"
