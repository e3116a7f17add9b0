#include "csv/csvmatrix.h"

#include <QTest>

#include <cmath>
#include <cstring>

using namespace verdict;

namespace {
QString firstError(const LoadResult &r)
{
    for (const Message &m : r.messages)
        if (m.severity == Severity::Error)
            return formatMessage(QStringLiteral("m.csv"), m);
    return {};
}

LoadResult load(const char *text)
{
    return readCsvProject(QByteArray(text));
}

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

// A project with everything a CSV can hold, and text that needs quoting and guarding.
ProjectData richProject()
{
    ProjectData p = makeEmptyProject();
    const auto criterion = [](const char *id, const char *name) {
        Criterion c;
        c.id = QLatin1String(id);
        c.name = QString::fromUtf8(name);
        return c;
    };
    p.criteria = {criterion("familiarity", "Tool familiarity"), criterion("tco", "TCO, 3 years"),
                  criterion("latency", "Latency \"p99\""), criterion("rating", "=rating")};
    p.criteria[1].direction = Direction::Min;
    p.criteria[1].unit = QStringLiteral("$");
    p.criteria[2].direction = Direction::Min;
    p.criteria[2].unit = QStringLiteral("ms");
    p.criteria[2].preference = PreferenceFunction{PreferenceType::Linear, 5, 20, 0};
    p.criteria[3].scaleMin = 1;
    p.criteria[3].scaleMax = 5;
    p.criteria[3].unit = QStringLiteral("-");
    const auto alternative = [](const char *id, const char *name) {
        Alternative a;
        a.id = QLatin1String(id);
        a.name = QString::fromUtf8(name);
        return a;
    };
    p.alternatives = {alternative("gke", "GKE Autopilot"), alternative("eks", "EKS, with Karpenter"),
                      alternative("multi", "Multi\nline"), alternative("weight", "Weight"),
                      alternative("f", "=HYPERLINK(\"http://x\",\"y\")"), alternative("q", "'q")};
    p.values = SharedMatrix(6, 4);
    const double numbers[] = {0.1, 1e-300, 123456789.123456789, 3, 2.5, 140000, kMissing, 4, -1.25e-7, 1e100, 12, 5,
                              0, 7, 9.75, 1, 1.5, 2, 3, 4, 6, 6, 6, 2};
    for (int i = 0; i < 24; ++i)
        p.values.set(i / 4, i % 4, numbers[i]);
    p.profiles.front().weights = {0.3, 0.2, 0.35, 0.15};
    return p;
}
} // namespace

class TestCsvMatrix : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsMatrix()
    {
        const LoadResult r = load("alternative,Tool familiarity,TCO\nGKE Autopilot,4,120000\nEKS,,98000.5\n");
        QVERIFY2(r.ok(), qPrintable(firstError(r)));
        const ProjectData &p = *r.project;
        QCOMPARE(p.criterionIds(), (QStringList{QStringLiteral("tool_familiarity"), QStringLiteral("tco")}));
        QCOMPARE(p.alternativeIds(), (QStringList{QStringLiteral("gke_autopilot"), QStringLiteral("eks")}));
        QCOMPARE(p.criteria[0].name, QStringLiteral("Tool familiarity"));
        QCOMPARE(p.alternatives[0].name, QStringLiteral("GKE Autopilot"));
        QCOMPARE(p.values.at(0, 0), 4.0);
        QCOMPARE(p.values.at(0, 1), 120000.0);
        QVERIFY(isMissing(p.values.at(1, 0)));
        QCOMPARE(p.values.at(1, 1), 98000.5);
        QCOMPARE(p.profiles.size(), std::size_t(1));
        QCOMPARE(p.profiles[0].name, QStringLiteral("Default"));
        QCOMPARE(p.activeProfile, 0);
        QCOMPARE(p.profiles[0].weights, (std::vector<double>{1.0, 1.0})); // no weight row: equal weights
        QCOMPARE(p.criteria[0].direction, Direction::Max);                // no direction row: all max
        QCOMPARE(p.criteria[1].direction, Direction::Max);
        QCOMPARE(p.metadata, Metadata{});
    }

    void keywordRows()
    {
        const LoadResult r = load("alternative,A,B,C\n"
                                  "WEIGHT,3,1,0\n"
                                  " direction ,benefit,Cost,min\n"
                                  "unit,ms,,'=x\n"
                                  "min,1,,0\n"
                                  "max,5,10,\n"
                                  "preference,linear,Gaussian,\n"
                                  "q,1,,\n"
                                  "p,2,,0.5\n"
                                  "s,,3,\n"
                                  "x,1,2,3\n");
        QVERIFY2(r.ok(), qPrintable(firstError(r)));
        const ProjectData &p = *r.project;
        QCOMPARE(p.profiles[0].weights, (std::vector<double>{3, 1, 0}));
        QCOMPARE(p.criteria[0].direction, Direction::Max);
        QCOMPARE(p.criteria[1].direction, Direction::Min);
        QCOMPARE(p.criteria[2].direction, Direction::Min);
        QCOMPARE(p.criteria[0].unit, QStringLiteral("ms"));
        QCOMPARE(p.criteria[1].unit, QString());
        QCOMPARE(p.criteria[2].unit, QStringLiteral("=x")); // guard removed
        QCOMPARE(p.criteria[0].scaleMin, std::optional<double>(1));
        QCOMPARE(p.criteria[0].scaleMax, std::optional<double>(5));
        QCOMPARE(p.criteria[1].scaleMin, std::optional<double>());
        QCOMPARE(p.criteria[1].scaleMax, std::optional<double>(10));
        QCOMPARE(p.criteria[2].scaleMin, std::optional<double>(0));
        QCOMPARE(p.criteria[0].preference, (std::optional<PreferenceFunction>(PreferenceFunction{PreferenceType::Linear, 1, 2, 0})));
        QCOMPARE(p.criteria[1].preference, (std::optional<PreferenceFunction>(PreferenceFunction{PreferenceType::Gaussian, 0, 0, 3})));
        // A threshold without a type means the usual criterion with that threshold.
        QCOMPARE(p.criteria[2].preference, (std::optional<PreferenceFunction>(PreferenceFunction{PreferenceType::Usual, 0, 0.5, 0})));
        QCOMPARE(p.alternativeCount(), 1);
    }

    void decimalComma_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<double>("first");
        QTest::addColumn<double>("second");
        QTest::newRow("comma in ';' file") << QByteArray("alternative;A;B\nx;0,5;1,25e2\n") << 0.5 << 125.0;
        QTest::newRow("dot in ';' file") << QByteArray("alternative;A;B\nx;0.5;1.25e2\n") << 0.5 << 125.0;
        QTest::newRow("comma weights") << QByteArray("alternative;A;B\nweight;0,5;2\nx;3;4\n") << 3.0 << 4.0;
        QTest::newRow("integers fit both") << QByteArray("alternative;A;B\nx;1;2,5\ny;3;4\n") << 1.0 << 2.5;
    }
    void decimalComma()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(double, first);
        QFETCH(double, second);
        const LoadResult r = readCsvProject(bytes);
        QVERIFY2(r.ok(), qPrintable(firstError(r)));
        QCOMPARE(r.project->values.at(0, 0), first);
        QCOMPARE(r.project->values.at(0, 1), second);
    }

    void badInput_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        const auto row = [](const char *name, const char *csv, const char *message) {
            QTest::newRow(name) << QByteArray(csv) << QString::fromUtf8(message);
        };
        row("ragged row", "alternative,A,B\nx,1,2\ny,1\n", "m.csv:3:4: error: row has 2 cells, the header has 3");
        row("non-numeric", "alternative,A,B\nx,1,abc\n", "m.csv:2:5: error: \"abc\" is not a number: a number is digits with an optional sign, decimal point and exponent, like 12, -0.5 or 3e6");
        row("thousands separator", "alternative,A,B\nx,\"1,000\",2\n",
            "m.csv:2:3: error: \"1,000\" is not a number: ',' is not accepted: no thousands separators, and a decimal comma only in a ';'-delimited file");
        row("decimal comma in ',' file", "alternative,A\nx,\"0,5\"\n",
            "m.csv:2:3: error: \"0,5\" is not a number: ',' is not accepted: no thousands separators, and a decimal comma only in a ';'-delimited file");
        row("currency", "alternative,A,B\nx,$5,2\n", "m.csv:2:3: error: \"$5\" is not a number: currency symbols are not accepted");
        row("percent", "alternative,A,B\nx,1,5%\n", "m.csv:2:5: error: \"5%\" is not a number: percent signs are not accepted (write 0.05, not 5%)");
        row("space inside", "alternative,A\nx,1 000\n",
            "m.csv:2:3: error: \"1 000\" is not a number: spaces inside a number are not accepted (no thousands separators)");
        row("mixed decimal separators", "alternative;A;B\nx;0,5;1\ny;2;1.5\n",
            "m.csv:3:5: error: \"1.5\" uses '.' as the decimal separator but 2:3 used ','; use one convention per file");
        row("mixed, dot first", "alternative;A\nweight;0.5\nx;1,5\n",
            "m.csv:3:3: error: \"1,5\" uses ',' as the decimal separator but 2:8 used '.'; use one convention per file");
        row("thousands dot with decimal comma", "alternative;A\nx;1.000,5\n",
            "m.csv:2:3: error: \"1.000,5\" is not a number: '.' is not accepted: this file uses ',' as the decimal separator, and thousands separators are not accepted");
        row("thousands comma with decimal dot", "alternative;A\nx;1,000.5\n",
            "m.csv:2:3: error: \"1,000.5\" is not a number: ',' is not accepted: no thousands separators, and a decimal comma only in a ';'-delimited file");
        row("NaN", "alternative,A\nx,nan\n", "m.csv:2:3: error: \"nan\" is not a number: NaN and infinity are not accepted");
        row("Inf", "alternative,A\nx,Inf\n", "m.csv:2:3: error: \"Inf\" is not a number: NaN and infinity are not accepted");
        row("overflow", "alternative,A\nx,1e999\n", "m.csv:2:3: error: \"1e999\" is not a number: it is out of range for a double");
        row("too large", "alternative,A\nx,1e101\n", "m.csv:2:3: error: \"1e101\" is out of range: numbers are at most 1e+100 in magnitude");
        row("unknown direction", "alternative,A,B\ndirection,max,up\nx,1,2\n",
            "m.csv:2:15: error: unknown direction \"up\" (use max, min, benefit or cost)");
        row("empty direction", "alternative,A,B\ndirection,max,\nx,1,2\n", "m.csv:2:15: error: direction of \"B\" is empty (use max or min)");
        row("unknown preference", "alternative,A\npreference,step\nx,1\n",
            "m.csv:2:12: error: unknown preference function \"step\" (use usual, ushape, vshape, level, linear or gaussian)");
        row("negative weight", "alternative,A,B\nweight,1,-2\nx,1,2\n", "m.csv:2:10: error: weight of \"B\" is negative");
        row("empty weight", "alternative,A,B\nweight,1,\nx,1,2\n", "m.csv:2:10: error: weight of \"B\" is empty (write 0 to leave the criterion out)");
        row("all-zero weights", "alternative,A,B\nweight,0,0\nx,1,2\n", "m.csv:2:8: error: all weights are zero; at least one must be positive");
        row("non-numeric weight", "alternative,A\nweight,high\nx,1\n", "m.csv:2:8: error: \"high\" is not a number: a number is digits with an optional sign, decimal point and exponent, like 12, -0.5 or 3e6");
        row("negative threshold", "alternative,A\nq,-1\nx,1\n", "m.csv:2:3: error: q of \"A\" is negative");
        row("q above p", "alternative,A\npreference,linear\nq,3\np,2\nx,1\n",
            "m.csv:4:3: error: preference of \"A\": the indifference threshold q (3) is above the preference threshold p (2)");
        // The .verdict validator's rules for preference functions hold in a CSV too (found by fuzzing).
        row("gaussian without s", "alternative,A\npreference,gaussian\nx,1\n",
            "m.csv:2:12: error: preference of \"A\": a gaussian function needs s above 0 (row s)");
        row("vshape without p", "alternative,A,B\npreference,usual,vshape\nq,,1\nx,1,2\n",
            "m.csv:2:18: error: preference of \"B\": a vshape function needs a preference threshold p above 0 (row p)");
        row("empty scale", "alternative,A\nmin,5\nmax,1\nx,1\n", "m.csv:3:5: error: the scale of \"A\" is empty: max 1 is not above min 5 (at 2:5)");
        row("keyword row twice", "alternative,A\nweight,1\nunit,ms\nWeight,2\nx,1\n",
            "m.csv:4:1: error: second \"weight\" row (the first is on line 2); each keyword row may appear once");
        row("keyword row after first alternative", "alternative,A\nx,1\nweight,2\ny,3\n",
            "m.csv:3:1: error: \"weight\" row after the first alternative (line 2): keyword rows go directly after the header");
        row("no criteria", "alternative\nx\n", "m.csv:1:1: error: the header names no criteria: after the label cell, each header cell names a criterion");
        row("no alternatives", "alternative,A,B\n", "m.csv: error: the file has no alternatives: after the header and keyword rows, each row is an alternative");
        row("only keyword rows", "alternative,A,B\nweight,1,2\n",
            "m.csv: error: the file has no alternatives: after the header and keyword rows, each row is an alternative");
        row("duplicate criterion", "alternative,TCO,Latency,TCO\nx,1,2,3\n", "m.csv:1:25: error: duplicate criterion name \"TCO\" (also at 1:13)");
        row("duplicate alternative", "alternative,A\nGKE,1\nEKS,2\nGKE,3\n", "m.csv:4:1: error: duplicate alternative name \"GKE\" (also at 2:1)");
        row("empty criterion name", "alternative,A,,C\nx,1,2,3\n", "m.csv:1:15: error: criterion 2 has no name");
        row("empty alternative name", "alternative,A\n,1\n", "m.csv:2:1: error: this alternative has no name");
        row("empty file", "", "m.csv:1:1: error: the file is empty");
        row("binary", "\x89PNG\r\n\x1a\n", "m.csv:1:1: error: the file is not UTF-8 text (byte 0x89)");
        row("unclosed quote", "alternative,A\n\"x,1\n",
            "m.csv:2:1: error: this quoted field is never closed (a quote inside a quoted field is written \"\")");
    }
    void badInput()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        const LoadResult r = readCsvProject(bytes);
        QVERIFY(!r.ok());
        QVERIFY(!r.project);
        QCOMPARE(firstError(r), message);
    }

    void everyBadCellReported()
    {
        const LoadResult r = load("alternative,A,B\nx,a,1\ny,2,b\n");
        QVERIFY(!r.ok());
        QCOMPARE(r.messages.size(), std::size_t(2));
        QCOMPARE(r.messages[1].line, 3);
        QCOMPARE(r.messages[1].column, 5);
    }

    void idsAreUniqueAndValid()
    {
        const LoadResult r = load("alternative,A-B,A B,1st\nGKE (AP),1,2,3\ngke ap,4,5,6\n");
        QVERIFY2(r.ok(), qPrintable(firstError(r)));
        QCOMPARE(r.project->criterionIds(), (QStringList{QStringLiteral("a_b"), QStringLiteral("a_b_2"), QStringLiteral("_1st")}));
        QCOMPARE(r.project->alternativeIds(), (QStringList{QStringLiteral("gke_ap"), QStringLiteral("gke_ap_2")}));
    }

    void exportFormat()
    {
        ProjectData p = makeEmptyProject();
        p.criteria = {Criterion{QStringLiteral("a"), QStringLiteral("A"), {}, {}, Direction::Max, {}, {}, {}, {}, {}, {}, {}},
                      Criterion{QStringLiteral("b"), QStringLiteral("B, b"), {}, QStringLiteral("ms"), Direction::Min, {}, {}, {}, {}, {}, {}, {}}};
        Alternative x;
        x.id = QStringLiteral("x");
        x.name = QStringLiteral("-x");
        p.alternatives = {x};
        p.values = SharedMatrix(1, 2);
        p.values.set(0, 0, 0.1);
        p.profiles[0].weights = {0.5, 1.5};
        const CsvExport csv = writeCsvProject(p);
        QCOMPARE(csv.bytes, QByteArray("alternative,A,\"B, b\"\nweight,0.5,1.5\ndirection,max,min\nunit,,ms\n'-x,0.1,\n"));
        QVERIFY(csv.warnings.isEmpty());
    }

    // Known formula-injection payloads come out guarded, and come back unchanged.
    void injectionGuard_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("cell");
        QTest::newRow("hyperlink") << QStringLiteral("=HYPERLINK(\"http://x\",\"y\")") << QByteArray("\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"");
        QTest::newRow("at") << QStringLiteral("@SUM(1)") << QByteArray("'@SUM(1)");
        QTest::newRow("dde") << QStringLiteral("+cmd|' /C calc'!A0") << QByteArray("'+cmd|' /C calc'!A0");
        QTest::newRow("minus text") << QStringLiteral("-2+3") << QByteArray("'-2+3");
        QTest::newRow("tab") << QStringLiteral("\t=1+1") << QByteArray("\"'\t=1+1\"");
        QTest::newRow("CR") << QStringLiteral("\r=1+1") << QByteArray("\"'\r=1+1\"");
        QTest::newRow("already guarded") << QStringLiteral("'=1") << QByteArray("''=1");
        QTest::newRow("keyword name") << QStringLiteral("Weight") << QByteArray("'Weight");
        QTest::newRow("keyword with apostrophe") << QStringLiteral("'min") << QByteArray("''min");
        QTest::newRow("plain") << QStringLiteral("GKE") << QByteArray("GKE");
        QTest::newRow("stray BOM") << QStringLiteral("\uFEFFA") << QByteArray("\xEF\xBB\xBF" "A");
    }
    void injectionGuard()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, cell);
        ProjectData p = makeEmptyProject();
        Criterion c;
        c.id = QStringLiteral("c");
        c.name = name;
        c.unit = name;
        p.criteria = {c};
        Alternative a;
        a.id = QStringLiteral("a");
        a.name = name;
        p.alternatives = {a};
        p.values = SharedMatrix(1, 1, -2);
        p.profiles[0].weights = {1};
        const CsvExport csv = writeCsvProject(p);
        const QList<QByteArray> lines = csv.bytes.split('\n');
        QVERIFY(lines.size() >= 4);
        QVERIFY2(lines[0].endsWith(',' + cell) || cell == "'Weight" || cell == "''min", lines[0].constData());
        QCOMPARE(lines[lines.size() - 2], cell + ",-2"); // numbers stay numbers
        const LoadResult back = readCsvProject(csv.bytes);
        QVERIFY2(back.ok(), qPrintable(firstError(back)));
        QCOMPARE(back.project->criteria[0].name, name);
        QCOMPARE(back.project->criteria[0].unit, name);
        QCOMPARE(back.project->alternatives[0].name, name);
        QCOMPARE(back.project->values.at(0, 0), -2.0);
    }

    void roundTrip()
    {
        const ProjectData original = richProject();
        const CsvExport first = writeCsvProject(original);
        QVERIFY(first.warnings.isEmpty());
        const LoadResult back = readCsvProject(first.bytes);
        QVERIFY2(back.ok(), qPrintable(firstError(back)));
        const ProjectData &p = *back.project;
        QCOMPARE(p.criterionCount(), original.criterionCount());
        QCOMPARE(p.alternativeCount(), original.alternativeCount());
        for (int k = 0; k < p.criterionCount(); ++k) {
            const Criterion &a = p.criteria[std::size_t(k)];
            const Criterion &b = original.criteria[std::size_t(k)];
            QCOMPARE(a.name, b.name);
            QCOMPARE(a.unit, b.unit);
            QCOMPARE(a.direction, b.direction);
            QCOMPARE(a.scaleMin, b.scaleMin);
            QCOMPARE(a.scaleMax, b.scaleMax);
            QCOMPARE(a.preference, b.preference);
        }
        for (int r = 0; r < p.alternativeCount(); ++r)
            QCOMPARE(p.alternatives[std::size_t(r)].name, original.alternatives[std::size_t(r)].name);
        for (int r = 0; r < p.alternativeCount(); ++r)
            for (int k = 0; k < p.criterionCount(); ++k)
                QVERIFY2(sameBits(p.values.at(r, k), original.values.at(r, k))
                             || (isMissing(p.values.at(r, k)) && isMissing(original.values.at(r, k))),
                         qPrintable(QStringLiteral("%1,%2").arg(r).arg(k)));
        QCOMPARE(p.profiles[0].weights, original.profiles[0].weights);

        const CsvExport second = writeCsvProject(p);
        QCOMPARE(second.bytes, first.bytes); // export → import → export is byte identical
    }

    void lossWarning()
    {
        ProjectData p = richProject();
        WeightProfile other;
        other.name = QStringLiteral("Former AWS engineer");
        other.weights = {1, 1, 1, 1};
        p.profiles.push_back(other);
        p.profiles.push_back(other);
        p.alternatives[0].provenance[QStringLiteral("tco")] = QStringLiteral("assumption");
        p.parameters.push_back(Parameter{QStringLiteral("sla"), QStringLiteral("SLA"), 50, QStringLiteral("ms"), {}, {}});
        p.criteria[3].formula = QStringLiteral("familiarity * 2");
        const CsvExport csv = writeCsvProject(p);
        QCOMPARE(csv.warnings.size(), 1);
        QCOMPARE(csv.warnings[0], QStringLiteral("CSV keeps the active profile only; left out: 2 other profiles, formula criteria "
                                                 "(\"=rating\"), provenance notes, scenario parameters"));
        QVERIFY(!csv.bytes.contains("rating")); // the formula criterion is left out
        QVERIFY(csv.bytes.startsWith("alternative,Tool familiarity,\"TCO, 3 years\",\"Latency \"\"p99\"\"\"\n"));
    }

    void exportsActiveProfile()
    {
        ProjectData p = richProject();
        WeightProfile other;
        other.name = QStringLiteral("Other");
        other.weights = {4, 3, 2, 1};
        p.profiles.push_back(other);
        p.activeProfile = 1;
        const CsvExport csv = writeCsvProject(p);
        QVERIFY(csv.bytes.contains("\nweight,4,3,2,1\n"));
    }
};

QTEST_GUILESS_MAIN(TestCsvMatrix)
#include "tst_csvmatrix.moc"
