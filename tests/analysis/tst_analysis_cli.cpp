// `verdict rank --method …` and `verdict ahp` run as a process: exit statuses, JSON shapes, messages.

#include "verdictprocess.h"

#include "analysis/profileahp.h"
#include "format/projectfile.h"
#include "format/savefile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

using namespace verdict;
using verdict::test::CliRun;
using verdict::test::runVerdict;

// Four criteria; profile "Board" stores the judgments of the three it compares (cost ignored), "Plain" none.
// Weights 50/30/20 (sum 100) so --apply keeps that scale.
ProjectData ahpProject()
{
    ProjectData p = makeEmptyProject();
    const char *ids[] = {"speed", "safety", "comfort", "cost"};
    const char *names[] = {"Speed", "Safety", "Comfort", "Cost"};
    for (int c = 0; c < 4; ++c) {
        Criterion k;
        k.id = QLatin1String(ids[c]);
        k.name = QLatin1String(names[c]);
        k.direction = c == 3 ? Direction::Min : Direction::Max;
        p.criteria.push_back(k);
    }
    p.values = SharedMatrix(3, 4);
    const double v[3][4] = {{5, 3, 2, 100}, {3, 5, 4, 120}, {4, 4, 5, 90}};
    for (int r = 0; r < 3; ++r) {
        Alternative a;
        a.id = QStringLiteral("car%1").arg(r + 1);
        a.name = QStringLiteral("Car %1").arg(r + 1);
        p.alternatives.push_back(a);
        for (int c = 0; c < 4; ++c)
            p.values.set(r, c, v[r][c]);
    }
    p.profiles[0].name = QStringLiteral("Plain");
    p.profiles[0].weights = {25, 25, 25, 25};
    WeightProfile board;
    board.name = QStringLiteral("Board");
    board.weights = {50, 30, 20, 0};
    board.ahp = AhpJudgments{{QStringLiteral("speed"), QStringLiteral("safety"), QStringLiteral("comfort")},
                             {{1, 2, 4}, {0.5, 1, 2}, {0.25, 0.5, 1}}};
    p.profiles.push_back(board);
    return p;
}

// Papathanasiou & Ploskas (2018) facility location example (docs/methods.md).
const char kFacility[] = "alternative,c1,c2,c3,c4\n"
                         "weight,0.4,0.3,0.1,0.2\n"
                         "A1,8,7,2,1\nA2,5,3,7,5\nA3,7,5,6,4\nA4,9,9,7,3\nA5,11,10,3,7\nA6,6,9,5,4\n";

} // namespace

class TestAnalysisCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            qFatal("cannot write test file");
        return path;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void methodsJson_data()
    {
        QTest::addColumn<QString>("method");
        QTest::addColumn<QString>("field"); // a method-specific per-alternative field
        QTest::newRow("wsm") << QStringLiteral("wsm") << QString();
        QTest::newRow("wpm") << QStringLiteral("wpm") << QString();
        QTest::newRow("topsis") << QStringLiteral("topsis") << QStringLiteral("d_plus");
        QTest::newRow("promethee") << QStringLiteral("promethee") << QStringLiteral("phi_plus");
        QTest::newRow("vikor") << QStringLiteral("vikor") << QStringLiteral("Q");
    }
    void methodsJson()
    {
        QFETCH(QString, method);
        QFETCH(QString, field);
        const CliRun r = runVerdict({QStringLiteral("rank"), write(QStringLiteral("f.csv"), kFacility), QStringLiteral("--method"),
                           method, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(j.value(QStringLiteral("schema")).toInt(), 1);
        QCOMPARE(j.value(QStringLiteral("method")).toString(), method);
        const QJsonArray alternatives = j.value(QStringLiteral("alternatives")).toArray();
        QCOMPARE(alternatives.size(), 6);
        // A5 leads on the three heaviest criteria: first for every method.
        QCOMPARE(alternatives.at(0).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("A5"));
        QCOMPARE(alternatives.at(0).toObject().value(QStringLiteral("rank")).toInt(), 1);
        if (!field.isEmpty())
            QVERIFY(alternatives.at(0).toObject().contains(field));
    }

    void vikorPublishedValues()
    {
        const CliRun r = runVerdict({QStringLiteral("rank"), write(QStringLiteral("f.csv"), kFacility), QStringLiteral("--method"),
                           QStringLiteral("vikor"), QStringLiteral("--v"), QStringLiteral("0.625"),
                           QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
        // Q (Papathanasiou & Ploskas 2018): A5 0.000, A4 0.271, A1 0.640, A3 0.693, A6 0.694, A2 1.000.
        const QJsonArray a = j.value(QStringLiteral("alternatives")).toArray();
        QCOMPARE(a.at(1).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("A4"));
        QVERIFY(std::abs(a.at(1).toObject().value(QStringLiteral("Q")).toDouble() - 0.271) < 0.0005);
        QCOMPARE(j.value(QStringLiteral("compromise")).toArray().size(), 1);
        QVERIFY(j.value(QStringLiteral("conditions")).toObject().value(QStringLiteral("acceptable_advantage")).toBool());
    }

    void allMethods()
    {
        const CliRun r = runVerdict({QStringLiteral("rank"), write(QStringLiteral("f.csv"), kFacility), QStringLiteral("--method"),
                           QStringLiteral("all"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(j.value(QStringLiteral("methods")).toObject().size(), 5);
        const QJsonObject agreement = j.value(QStringLiteral("agreement")).toObject();
        QCOMPARE(agreement.value(QStringLiteral("kendall_tau_b")).toObject().size(), 10);
        QVERIFY(agreement.value(QStringLiteral("spearman_rho")).toObject().contains(QStringLiteral("wsm|topsis")));
        QCOMPARE(agreement.value(QStringLiteral("first_counts")).toObject().value(QStringLiteral("A5")).toInt(), 5); // by name
        // Text output too.
        const CliRun text = runVerdict({QStringLiteral("rank"), write(QStringLiteral("f.csv"), kFacility),
                              QStringLiteral("--method"), QStringLiteral("all")});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains(QLatin1String("Kendall tau-b")));
    }

    void usageErrors_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::newRow("normalize with topsis") << QStringList{QStringLiteral("--method"), QStringLiteral("topsis"),
                                                              QStringLiteral("--normalize"), QStringLiteral("max")};
        QTest::newRow("normalize with vikor") << QStringList{QStringLiteral("--method"), QStringLiteral("vikor"),
                                                             QStringLiteral("--normalize"), QStringLiteral("sum")};
        QTest::newRow("v with wsm") << QStringList{QStringLiteral("--v"), QStringLiteral("0.3")};
        QTest::newRow("v out of range") << QStringList{QStringLiteral("--method"), QStringLiteral("vikor"),
                                                       QStringLiteral("--v"), QStringLiteral("1.5")};
        QTest::newRow("unknown method") << QStringList{QStringLiteral("--method"), QStringLiteral("electre")};
    }
    void usageErrors()
    {
        QFETCH(QStringList, arguments);
        const CliRun r = runVerdict(QStringList{QStringLiteral("rank"), write(QStringLiteral("f.csv"), kFacility)} + arguments);
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(!r.err.isEmpty());
    }

    void wpmRefusesZero()
    {
        const QString path = write(QStringLiteral("zero.csv"), "alternative,x,y\nA,1,2\nB,0,3\n");
        const CliRun r = runVerdict({QStringLiteral("rank"), path, QStringLiteral("--method"), QStringLiteral("wpm")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("error: /alternatives/1/values/0: B has the value 0 for x")), qPrintable(r.err));
        // `all` skips WPM with a warning and still succeeds.
        const CliRun all = runVerdict({QStringLiteral("rank"), path, QStringLiteral("--method"), QStringLiteral("all"),
                             QStringLiteral("--json")});
        QCOMPARE(all.exitCode, 0);
        QVERIFY(all.err.contains(QStringLiteral("warning: /alternatives/1/values/0")));
        const QJsonObject wpm = QJsonDocument::fromJson(all.out.toUtf8()).object().value(QStringLiteral("methods")).toObject().value(QStringLiteral("wpm")).toObject();
        QVERIFY(wpm.contains(QStringLiteral("error")));
    }

    void ahp()
    {
        const QString path = write(QStringLiteral("ahp.csv"), "criterion,a,b,c\na,1,2,4\nb,1/2,1,2\nc,0.25,0.5,1\n");
        const CliRun r = runVerdict({QStringLiteral("ahp"), path, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(j.value(QStringLiteral("schema")).toInt(), 1);
        QVERIFY(std::abs(j.value(QStringLiteral("weights")).toObject().value(QStringLiteral("a")).toDouble() - 4.0 / 7) < 1e-9);
        QVERIFY(j.value(QStringLiteral("consistent")).toBool());
        QCOMPARE(j.value(QStringLiteral("method")).toString(), QStringLiteral("eigen"));
        QVERIFY(j.contains(QStringLiteral("worst_judgments")));
        const CliRun g = runVerdict({QStringLiteral("ahp"), path, QStringLiteral("--method"), QStringLiteral("geomean")});
        QCOMPARE(g.exitCode, 0);
        QVERIFY(g.out.contains(QLatin1String("geometric mean")));
    }

    // `verdict ahp PROJECT --profile NAME`: the stored matrix; --apply -o writes the profile's weights from it.
    void ahpFromProject()
    {
        const QString path = m_dir.filePath(QStringLiteral("cars.verdict"));
        QVERIFY(saveProjectFile(ahpProject(), path).ok);
        CliRun r = runVerdict({QStringLiteral("ahp"), path, QStringLiteral("--profile"), QStringLiteral("Board"), QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("/profiles/1/ahp/criteria")) && r.err.contains(QStringLiteral("cost")),
                 qPrintable(r.err)); // the warning: Cost is not compared and would get 0
        QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(j.value(QStringLiteral("profile")).toString(), QStringLiteral("Board"));
        const QJsonObject w = j.value(QStringLiteral("weights")).toObject();
        QCOMPARE(w.keys(), (QStringList{QStringLiteral("Comfort"), QStringLiteral("Safety"), QStringLiteral("Speed")}));
        QVERIFY(std::abs(w.value(QStringLiteral("Speed")).toDouble() - 4.0 / 7) < 1e-9); // consistent: 4 : 2 : 1
        QVERIFY(std::abs(w.value(QStringLiteral("Comfort")).toDouble() - 1.0 / 7) < 1e-9);
        QVERIFY(j.value(QStringLiteral("consistent")).toBool());
        QCOMPARE(j.value(QStringLiteral("applied")).toBool(true), false);

        // --apply: a copy whose "Board" weights are the AHP weights on the profile's scale (sum 100), cost 0.
        const QString out = m_dir.filePath(QStringLiteral("cars-ahp.verdict"));
        r = runVerdict({QStringLiteral("ahp"), path, QStringLiteral("--profile"), QStringLiteral("Board"), QStringLiteral("--apply"),
                        QStringLiteral("-o"), out});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const LoadResult loaded = loadProjectFile(out);
        QVERIFY(loaded.ok());
        const WeightProfile &board = loaded.project->profiles[1];
        QVERIFY(std::abs(board.weights[0] - 400.0 / 7) < 1e-9);
        QVERIFY(std::abs(board.weights[1] - 200.0 / 7) < 1e-9);
        QVERIFY(std::abs(board.weights[2] - 100.0 / 7) < 1e-9);
        QCOMPARE(board.weights[3], 0.0);
        QVERIFY(board.ahp.has_value()); // the judgments stay, to be revised
        QCOMPARE(loaded.project->profiles[0].weights, (std::vector<double>{25, 25, 25, 25})); // other profiles untouched
        // The input is unchanged, and the new file ranks.
        QCOMPARE(loadProjectFile(path).project->profiles[1].weights, (std::vector<double>{50, 30, 20, 0}));
        QCOMPARE(runVerdict({QStringLiteral("rank"), out, QStringLiteral("--profile"), QStringLiteral("Board")}).exitCode, 0);
    }

    void ahpFromProjectFailures()
    {
        const QString path = m_dir.filePath(QStringLiteral("cars2.verdict"));
        ProjectData p = ahpProject();
        QVERIFY(saveProjectFile(p, path).ok);
        // The active profile ("Plain") has no matrix.
        CliRun r = runVerdict({QStringLiteral("ahp"), path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("/profiles/0/ahp: profile \"Plain\" has no AHP comparison matrix")), qPrintable(r.err));
        // Usage: --apply needs -o; -o needs --apply; --profile with a CSV matrix; an unknown profile.
        QCOMPARE(runVerdict({QStringLiteral("ahp"), path, QStringLiteral("--profile"), QStringLiteral("Board"), QStringLiteral("--apply")}).exitCode, 2);
        QCOMPARE(runVerdict({QStringLiteral("ahp"), path, QStringLiteral("-o"), m_dir.filePath(QStringLiteral("x.verdict"))}).exitCode, 2);
        QCOMPARE(runVerdict({QStringLiteral("ahp"), path, QStringLiteral("--profile"), QStringLiteral("Board"), QStringLiteral("--apply"),
                             QStringLiteral("-o"), path}).exitCode, 2);
        QCOMPARE(runVerdict({QStringLiteral("ahp"), path, QStringLiteral("--profile"), QStringLiteral("Nobody")}).exitCode, 2);
        const QString csv = write(QStringLiteral("m.csv"), "criterion,a,b\na,1,3\nb,1/3,1\n");
        QCOMPARE(runVerdict({QStringLiteral("ahp"), csv, QStringLiteral("--profile"), QStringLiteral("Board")}).exitCode, 2);
        // A stored matrix that is not reciprocal is refused naming the cell in the project.
        p.profiles[1].ahp->matrix[1][0] = 3.0;
        QVERIFY(saveProjectFile(p, path).ok);
        r = runVerdict({QStringLiteral("ahp"), path, QStringLiteral("--profile"), QStringLiteral("Board")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("/profiles/1/ahp/matrix/1/0: Safety over Speed:")), qPrintable(r.err));
    }

    void ahpFailures()
    {
        const QString bad = write(QStringLiteral("bad.csv"), "criterion,a,b\na,1,3\nb,0.5,1\n");
        CliRun r = runVerdict({QStringLiteral("ahp"), bad});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(bad + QStringLiteral(":3:3: error: b over a:")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        r = runVerdict({QStringLiteral("ahp"), m_dir.filePath(QStringLiteral("missing.csv"))});
        QCOMPARE(r.exitCode, 1);
        r = runVerdict({QStringLiteral("ahp"), bad, QStringLiteral("--method"), QStringLiteral("mean")});
        QCOMPARE(r.exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestAnalysisCli)
#include "tst_analysis_cli.moc"
