// `verdict show`, `verdict validate` and `verdict rank` on scenario projects, run as processes.
#include "verdictprocess.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

using Run = verdict::test::CliRun;
using verdict::test::runVerdict;

QString sample()
{
    return QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict");
}

QJsonObject parse(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

// The sample with the TCO formula broken, written to `dir`.
QString brokenSample(const QTemporaryDir &dir)
{
    QFile in(sample());
    if (!in.open(QIODevice::ReadOnly))
        return {};
    QByteArray bytes = in.readAll();
    bytes.replace("\"formula\": \"annual_cost\"", "\"formula\": \"anual_cost\"");
    const QString path = dir.filePath(QStringLiteral("broken.verdict"));
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size())
        return {};
    return path;
}

} // namespace

class TestShow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showText()
    {
        const Run r = runVerdict({QStringLiteral("show"), sample()});
        QCOMPARE(r.exitCode, 0);
        for (const char *expected : {"Built-in figures", "annual_cost", "$210,000/yr", "$140,000/yr",
                                     "GKE Autopilot: Latency 53 ms exceeds End-to-end SLA 50 ms by 3 ms",
                                     "-> \"SRE (latency first)\" (not the active profile)", "Checks",
                                     "Ranking: weighted sum", "(infeasible)", "tco = annual_cost"})
            QVERIFY2(r.out.contains(QLatin1String(expected)), expected);
        QVERIFY(!r.out.contains(QStringLiteral("\nDiagnostics\n")));
    }

    void showJson()
    {
        const Run r = runVerdict({QStringLiteral("show"), sample(), QStringLiteral("--json"), QStringLiteral("--profile"),
                               QStringLiteral("SRE (latency first)")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject j = parse(r.out);
        QCOMPARE(j.value(QStringLiteral("baseline")).toString(), QStringLiteral("aws_ecs"));
        const QJsonArray alternatives = j.value(QStringLiteral("alternatives")).toArray();
        QJsonObject ecs, openshift;
        for (const QJsonValue &v : alternatives) {
            if (v[QStringLiteral("id")].toString() == QLatin1String("aws_ecs"))
                ecs = v.toObject();
            if (v[QStringLiteral("id")].toString() == QLatin1String("openshift"))
                openshift = v.toObject();
        }
        QCOMPARE(ecs[QStringLiteral("feasible")].toBool(), false);
        QCOMPARE(openshift[QStringLiteral("feasible")].toBool(), true);
        QVERIFY(qAbs(ecs[QStringLiteral("figures")][QStringLiteral("annual_cost")][QStringLiteral("value")].toDouble() - 210000) < 1e-6);
        QVERIFY(ecs[QStringLiteral("figures")][QStringLiteral("annual_savings")][QStringLiteral("value")].isNull());
        QVERIFY(ecs[QStringLiteral("figures")][QStringLiteral("annual_savings")][QStringLiteral("reason")].toString().contains(QStringLiteral("baseline")));
        QCOMPARE(ecs[QStringLiteral("criteria")][QStringLiteral("tco")][QStringLiteral("source")].toString(), QStringLiteral("formula"));
        QCOMPARE(ecs[QStringLiteral("violations")].toArray().size(), 1);
        const QJsonObject rule = j.value(QStringLiteral("rules")).toArray().at(0).toObject();
        QCOMPARE(rule[QStringLiteral("profile")].toString(), QStringLiteral("SRE (latency first)"));
        QCOMPARE(rule[QStringLiteral("active")].toBool(), true);
        for (const QJsonValue &c : j.value(QStringLiteral("checks")).toArray())
            QVERIFY2(c[QStringLiteral("passed")].toBool(), qPrintable(c[QStringLiteral("id")].toString()));
        // Ranking: every feasible alternative before every infeasible one.
        const QJsonArray ranking = j[QStringLiteral("ranking")][QStringLiteral("alternatives")].toArray();
        QCOMPARE(ranking.size(), alternatives.size());
        bool seenInfeasible = false;
        for (const QJsonValue &e : ranking) {
            if (!e[QStringLiteral("feasible")].toBool())
                seenInfeasible = true;
            else
                QVERIFY(!seenInfeasible);
        }
        QVERIFY(seenInfeasible);
    }

    void rankJsonCarriesFeasibility()
    {
        const Run r = runVerdict({QStringLiteral("rank"), sample(), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonArray list = parse(r.out).value(QStringLiteral("alternatives")).toArray();
        QVERIFY(!list.isEmpty());
        bool seenInfeasible = false;
        for (const QJsonValue &e : list) {
            QVERIFY(e[QStringLiteral("feasible")].isBool());
            QVERIFY(e[QStringLiteral("violations")].isArray());
            if (!e[QStringLiteral("feasible")].toBool()) {
                seenInfeasible = true;
                QVERIFY(!e[QStringLiteral("violations")].toArray().isEmpty());
            } else {
                QVERIFY(!seenInfeasible);
            }
        }
        QVERIFY(seenInfeasible);
    }

    void brokenFormula()
    {
        QTemporaryDir dir;
        const QString path = brokenSample(dir);
        QVERIFY(!path.isEmpty());
        const Run show = runVerdict({QStringLiteral("show"), path});
        QCOMPARE(show.exitCode, 0); // the project still opens
        QVERIFY2(show.out.contains(QStringLiteral("unknown name \"anual_cost\" (did you mean \"annual_cost\"?)")), qPrintable(show.out));
        QVERIFY(show.out.contains(QStringLiteral("tco is left out of ranking")));
        const Run validate = runVerdict({QStringLiteral("validate"), path});
        QCOMPARE(validate.exitCode, 1);
        QVERIFY2(validate.err.contains(QStringLiteral(": diagnostic: /criteria/1/formula: column 1: unknown name \"anual_cost\"")),
                 qPrintable(validate.err));
        const Run rank = runVerdict({QStringLiteral("rank"), path});
        QCOMPARE(rank.exitCode, 0);
        QVERIFY2(rank.err.contains(QStringLiteral("is left out of the ranking")), qPrintable(rank.err));
    }

    void validateSample()
    {
        const Run r = runVerdict({QStringLiteral("validate"), sample()});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestShow)
#include "tst_show.moc"
