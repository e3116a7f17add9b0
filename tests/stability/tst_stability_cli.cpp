// `verdict sensitivity` and `verdict smaa` run as processes: JSON shapes, bit-identical SMAA output for any
// thread count, usage errors and refused constraints.
#include "format/projectfile.h"
#include "verdictprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace verdict;

namespace {

using verdict::test::CliRun;
using verdict::test::runVerdict;

// Three platforms, three criteria; A narrowly ahead of B; uncertainty on two of A's values.
ProjectData smallProject()
{
    ProjectData p = makeEmptyProject();
    const char *criteria[][2] = {{"cost", "Cost"}, {"latency", "Latency"}, {"ops", "Operability"}};
    for (auto &c : criteria) {
        Criterion k;
        k.id = QLatin1String(c[0]);
        k.name = QLatin1String(c[1]);
        k.direction = k.id == QLatin1String("ops") ? Direction::Max : Direction::Min;
        p.criteria.push_back(k);
    }
    p.criteria[2].scaleMin = 1;
    p.criteria[2].scaleMax = 5;
    const char *alternatives[][2] = {{"a", "Alpha"}, {"b", "Beta"}, {"c", "Gamma"}};
    for (auto &a : alternatives) {
        Alternative x;
        x.id = QLatin1String(a[0]);
        x.name = QLatin1String(a[1]);
        p.alternatives.push_back(x);
    }
    p.values = SharedMatrix(3, 3);
    const double v[3][3] = {{100, 20, 4}, {90, 25, 4}, {150, 10, 2}};
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            p.values.set(i, j, v[i][j]);
    p.profiles[0].weights = {0.4, 0.3, 0.3};
    Uncertainty u;
    u.kind = UncertaintyKind::Triangular;
    u.low = 80;
    u.likely = 100;
    u.high = 130;
    p.alternatives[0].uncertainty[QStringLiteral("cost")] = u;
    u = {};
    u.kind = UncertaintyKind::Normal;
    u.mean = 20;
    u.sd = 3;
    p.alternatives[0].uncertainty[QStringLiteral("latency")] = u;
    return p;
}

} // namespace

class TestStabilityCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_file;

    QString write(const QString &name, const ProjectData &project)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write(writeProject(project));
        return path;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_file = write(QStringLiteral("small.verdict"), smallProject());
        QVERIFY(!m_file.isEmpty());
    }

    void sensitivityJson()
    {
        const CliRun r = runVerdict({QStringLiteral("sensitivity"), m_file, QStringLiteral("--json")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject j = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(j.value(QStringLiteral("schema")).toInt(), 1);
        QCOMPARE(j.value(QStringLiteral("method")).toString(), QStringLiteral("wsm"));
        QVERIFY(!j.value(QStringLiteral("winner")).toString().isEmpty());
        const QJsonArray criteria = j.value(QStringLiteral("criteria")).toArray();
        QCOMPARE(criteria.size(), 3);
        for (const QJsonValue &c : criteria) {
            const QJsonObject o = c.toObject();
            QCOMPARE(o.keys().size(), 6);
            const QJsonArray top = o.value(QStringLiteral("top_interval")).toArray();
            const QJsonArray ranking = o.value(QStringLiteral("ranking_interval")).toArray();
            QCOMPARE(top.size(), 2);
            QCOMPARE(ranking.size(), 2);
            const double w = o.value(QStringLiteral("weight")).toDouble();
            QVERIFY(top[0].toDouble() <= w && w <= top[1].toDouble());
            QVERIFY(o.contains(QStringLiteral("below")) && o.contains(QStringLiteral("above")));
        }
        const QJsonValue flip = j.value(QStringLiteral("smallest_flip"));
        QVERIFY(flip.isObject() || flip.isNull());
        if (flip.isObject())
            QCOMPARE(flip.toObject().keys().size(), 3);
        QCOMPARE(j.value(QStringLiteral("value_flips")).toArray().size(), 6);

        const CliRun text = runVerdict({QStringLiteral("sensitivity"), m_file});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains(QLatin1String("Winner stays first")));
    }

    void smaaIdenticalForAnyThreadCount()
    {
        QString first;
        for (const char *threads : {"1", "2", "3"}) {
            const CliRun r = runVerdict({QStringLiteral("smaa"), m_file, QStringLiteral("--json"), QStringLiteral("--samples"),
                                      QStringLiteral("20000"), QStringLiteral("--seed"), QStringLiteral("5"),
                                      QStringLiteral("--threads"), QLatin1String(threads)});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            if (first.isEmpty())
                first = r.out;
            else
                QCOMPARE(r.out, first);
        }
        const QJsonObject j = QJsonDocument::fromJson(first.toUtf8()).object();
        QCOMPARE(j.value(QStringLiteral("schema")).toInt(), 1);
        QCOMPARE(j.value(QStringLiteral("samples")).toInt(), 20000);
        QCOMPARE(j.value(QStringLiteral("seed")).toInt(), 5);
        const QJsonArray alternatives = j.value(QStringLiteral("alternatives")).toArray();
        QCOMPARE(alternatives.size(), 3);
        double firstSum = 0.0;
        for (const QJsonValue &a : alternatives) {
            const QJsonObject o = a.toObject();
            QCOMPARE(o.keys().size(), 6);
            QCOMPARE(o.value(QStringLiteral("acceptability")).toArray().size(), 3);
            QCOMPARE(o.value(QStringLiteral("p_first_ci")).toArray().size(), 2);
            firstSum += o.value(QStringLiteral("p_first")).toDouble();
        }
        QVERIFY(firstSum >= 1.0 - 1e-12);

        const CliRun other = runVerdict({QStringLiteral("smaa"), m_file, QStringLiteral("--json"), QStringLiteral("--samples"),
                                      QStringLiteral("20000"), QStringLiteral("--seed"), QStringLiteral("6")});
        QCOMPARE(other.exitCode, 0);
        QVERIFY(other.out != first);
    }

    void smaaErrors()
    {
        CliRun r = runVerdict({QStringLiteral("smaa"), m_file, QStringLiteral("--samples"), QStringLiteral("0")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("--samples")));

        ProjectData p = smallProject();
        p.profiles[0].intervals[QStringLiteral("cost")] = WeightInterval{0.30, 0.30001};
        p.profiles[0].intervals[QStringLiteral("latency")] = WeightInterval{0.30, 0.30001};
        const QString narrow = write(QStringLiteral("narrow.verdict"), p);
        r = runVerdict({QStringLiteral("smaa"), narrow});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("1e-4")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestStabilityCli)
#include "tst_stability_cli.moc"
