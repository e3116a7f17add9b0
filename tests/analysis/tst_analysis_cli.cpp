// `verdict rank --method …` and `verdict ahp` run as a process: exit statuses, JSON shapes, messages.

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

struct Run
{
    int status = -1;
    QByteArray out;
    QString err;
};

Run run(const QStringList &arguments)
{
    QProcess p;
    p.start(QStringLiteral(VERDICT_EXECUTABLE), arguments);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            QString::fromUtf8(p.readAllStandardError())};
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
        const Run r = run({QStringLiteral("rank"), write(QStringLiteral("f.csv"), kFacility), QStringLiteral("--method"),
                           method, QStringLiteral("--json")});
        QCOMPARE(r.status, 0);
        const QJsonObject j = QJsonDocument::fromJson(r.out).object();
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
        const Run r = run({QStringLiteral("rank"), write(QStringLiteral("f.csv"), kFacility), QStringLiteral("--method"),
                           QStringLiteral("vikor"), QStringLiteral("--v"), QStringLiteral("0.625"),
                           QStringLiteral("--json")});
        QCOMPARE(r.status, 0);
        const QJsonObject j = QJsonDocument::fromJson(r.out).object();
        // Q (Papathanasiou & Ploskas 2018): A5 0.000, A4 0.271, A1 0.640, A3 0.693, A6 0.694, A2 1.000.
        const QJsonArray a = j.value(QStringLiteral("alternatives")).toArray();
        QCOMPARE(a.at(1).toObject().value(QStringLiteral("name")).toString(), QStringLiteral("A4"));
        QVERIFY(std::abs(a.at(1).toObject().value(QStringLiteral("Q")).toDouble() - 0.271) < 0.0005);
        QCOMPARE(j.value(QStringLiteral("compromise")).toArray().size(), 1);
        QVERIFY(j.value(QStringLiteral("conditions")).toObject().value(QStringLiteral("acceptable_advantage")).toBool());
    }

    void allMethods()
    {
        const Run r = run({QStringLiteral("rank"), write(QStringLiteral("f.csv"), kFacility), QStringLiteral("--method"),
                           QStringLiteral("all"), QStringLiteral("--json")});
        QCOMPARE(r.status, 0);
        const QJsonObject j = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(j.value(QStringLiteral("methods")).toObject().size(), 5);
        const QJsonObject agreement = j.value(QStringLiteral("agreement")).toObject();
        QCOMPARE(agreement.value(QStringLiteral("kendall_tau_b")).toObject().size(), 10);
        QVERIFY(agreement.value(QStringLiteral("spearman_rho")).toObject().contains(QStringLiteral("wsm|topsis")));
        QCOMPARE(agreement.value(QStringLiteral("first_counts")).toObject().value(QStringLiteral("a5")).toInt(), 5);
        // Text output too.
        const Run text = run({QStringLiteral("rank"), write(QStringLiteral("f.csv"), kFacility),
                              QStringLiteral("--method"), QStringLiteral("all")});
        QCOMPARE(text.status, 0);
        QVERIFY(text.out.contains("Kendall tau-b"));
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
        const Run r = run(QStringList{QStringLiteral("rank"), write(QStringLiteral("f.csv"), kFacility)} + arguments);
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY(!r.err.isEmpty());
    }

    void wpmRefusesZero()
    {
        const QString path = write(QStringLiteral("zero.csv"), "alternative,x,y\nA,1,2\nB,0,3\n");
        const Run r = run({QStringLiteral("rank"), path, QStringLiteral("--method"), QStringLiteral("wpm")});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(QStringLiteral("error: /alternatives/1/values/0: B has the value 0 for x")), qPrintable(r.err));
        // `all` skips WPM with a warning and still succeeds.
        const Run all = run({QStringLiteral("rank"), path, QStringLiteral("--method"), QStringLiteral("all"),
                             QStringLiteral("--json")});
        QCOMPARE(all.status, 0);
        QVERIFY(all.err.contains(QStringLiteral("warning: /alternatives/1/values/0")));
        const QJsonObject wpm = QJsonDocument::fromJson(all.out).object().value(QStringLiteral("methods")).toObject().value(QStringLiteral("wpm")).toObject();
        QVERIFY(wpm.contains(QStringLiteral("error")));
    }

    void ahp()
    {
        const QString path = write(QStringLiteral("ahp.csv"), "criterion,a,b,c\na,1,2,4\nb,1/2,1,2\nc,0.25,0.5,1\n");
        const Run r = run({QStringLiteral("ahp"), path, QStringLiteral("--json")});
        QCOMPARE(r.status, 0);
        const QJsonObject j = QJsonDocument::fromJson(r.out).object();
        QCOMPARE(j.value(QStringLiteral("schema")).toInt(), 1);
        QVERIFY(std::abs(j.value(QStringLiteral("weights")).toObject().value(QStringLiteral("a")).toDouble() - 4.0 / 7) < 1e-9);
        QVERIFY(j.value(QStringLiteral("consistent")).toBool());
        QCOMPARE(j.value(QStringLiteral("method")).toString(), QStringLiteral("eigen"));
        QVERIFY(j.contains(QStringLiteral("worst_judgments")));
        const Run g = run({QStringLiteral("ahp"), path, QStringLiteral("--method"), QStringLiteral("geomean")});
        QCOMPARE(g.status, 0);
        QVERIFY(g.out.contains("geometric mean"));
    }

    void ahpFailures()
    {
        const QString bad = write(QStringLiteral("bad.csv"), "criterion,a,b\na,1,3\nb,0.5,1\n");
        Run r = run({QStringLiteral("ahp"), bad});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.startsWith(bad + QStringLiteral(":3:3: error: b over a:")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        r = run({QStringLiteral("ahp"), m_dir.filePath(QStringLiteral("missing.csv"))});
        QCOMPARE(r.status, 1);
        r = run({QStringLiteral("ahp"), bad, QStringLiteral("--method"), QStringLiteral("mean")});
        QCOMPARE(r.status, 2);
    }
};

QTEST_GUILESS_MAIN(TestAnalysisCli)
#include "tst_analysis_cli.moc"
