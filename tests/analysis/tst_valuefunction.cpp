// Value functions (issue 19): the value of a raw value at, between and beyond a function's points; a labelled
// scale; hand-computed weighted sums, weight intervals (against brute force), value flips in raw units and Monte
// Carlo acceptabilities with uncertainty passing through the function; the file round trip; and the CLI
// (`verdict show` prints each function, `verdict rank --json` gives each alternative's value per criterion, a
// bad function is refused with its pointer and exit 1).
#include "problemfixture.h"
#include "verdictprocess.h"

#include "analysis/normalize.h"
#include "analysis/problem.h"
#include "analysis/wsm.h"
#include "format/projectfile.h"
#include "format/savefile.h"
#include "stability/sensitivity.h"
#include "stability/smaa.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace verdict;

namespace {

// Latency in ms: 100 at or under 40 ms, 80 at 45 ms, 0 at or over 50 ms (the brief's SLA).
ValueFunction latencyFunction()
{
    ValueFunction f;
    f.points = {{40, 100}, {45, 80}, {50, 0}};
    return f;
}

ValueFunction complianceScale()
{
    ValueFunction f;
    f.levels = {{1, QStringLiteral("none"), 0}, {3, QStringLiteral("partial"), 60}, {5, QStringLiteral("full"), 100}};
    return f;
}

// Latency (weight 0.6, the function above) and cost (weight 0.4, min-max, less is better):
//   A 44 ms, $100; B 38 ms, $120; C 48 ms, $90.
// Values: A 100 + (80 − 100)·(44 − 40)/5 = 84; B 100 (flat below 40 ms); C 80 + (0 − 80)·(48 − 45)/5 = 32.
// Cost over [90, 120]: A (120 − 100)/30 = 2/3; B 0; C 1.
// Scores: A 0.6·0.84 + 0.4·2/3 = 0.770667; B 0.6; C 0.6·0.32 + 0.4 = 0.592.
ProjectData handProject()
{
    ProjectData p = test::makeProject({{QStringLiteral("Latency"), Direction::Min, 0.6, {}, {}, QStringLiteral("ms")},
                                       {QStringLiteral("Cost"), Direction::Min, 0.4, {}, {}, QStringLiteral("$")}},
                                      {{44, 100}, {38, 120}, {48, 90}});
    p.criteria[0].valueFunction = latencyFunction();
    return p;
}

DecisionProblem problemOf(const ProjectData &p)
{
    Messages messages;
    const auto problem = makeProblem(p, -1, messages);
    if (!problem)
        qFatal("no problem: %s", qPrintable(messages.empty() ? QString() : messages.front().text));
    return *problem;
}

std::optional<SensitivityResult> handSensitivity()
{
    Messages messages;
    return analyzeSensitivity(problemOf(handProject()), Normalization::MinMax, messages);
}

} // namespace

class TestValueFunction : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void piecewiseAtBetweenAndBeyond()
    {
        const ValueFunction f = latencyFunction();
        QCOMPARE(f.value(40), 100.0);
        QCOMPARE(f.value(45), 80.0);
        QCOMPARE(f.value(50), 0.0);
        QCOMPARE(f.value(42.5), 90.0);
        QCOMPARE(f.value(47.5), 40.0);
        QCOMPARE(f.value(44), 84.0);
        QCOMPARE(f.value(30), 100.0); // flat beyond the ends
        QCOMPARE(f.value(60), 0.0);
        QVERIFY(std::isnan(f.value(std::nan(""))));
        // Not monotone: best in the middle.
        ValueFunction peak;
        peak.points = {{0, 0}, {5, 100}, {10, 0}};
        QCOMPARE(peak.value(2.5), 50.0);
        QCOMPARE(peak.value(7.5), 50.0);
        QCOMPARE(peak.value(5), 100.0);
        QCOMPARE(f.describe(QStringLiteral("ms")), QStringLiteral("100 at ≤ 40 ms, 80 at 45 ms, 0 at ≥ 50 ms"));
    }

    void labelledScale()
    {
        const ValueFunction f = complianceScale();
        QVERIFY(f.isScale());
        QCOMPARE(f.value(1), 0.0);
        QCOMPARE(f.value(3), 60.0);
        QCOMPARE(f.value(5), 100.0);
        QCOMPARE(f.value(4), 80.0); // a drawn value between two levels: on the line between them
        QCOMPARE(f.levelAt(3), std::optional<int>(1));
        QVERIFY(!f.levelAt(2));
        QCOMPARE(f.describe(), QStringLiteral("1 “none” = 0, 3 “partial” = 60, 5 “full” = 100"));
        // Used in a ranking: the level's value, whatever the direction says.
        ProjectData p = test::makeProject({{QStringLiteral("Compliance"), Direction::Min, 1.0}}, {{1}, {3}, {5}});
        p.criteria[0].valueFunction = f;
        const DecisionProblem problem = problemOf(p);
        Messages messages;
        const auto wsm = weightedSum(problem, Normalization::MinMax, messages);
        QVERIFY(wsm);
        QCOMPARE(wsm->scores, (std::vector<double>{0.0, 0.6, 1.0}));
    }

    void weightedSumByHand()
    {
        const DecisionProblem problem = problemOf(handProject());
        QVERIFY(problem.valued(0) && !problem.valued(1));
        QCOMPARE(problem.rawValue(0, 0), 44.0);
        QCOMPARE(problem.values.at(0, 0), 0.84);
        Messages messages;
        const auto wsm = weightedSum(problem, Normalization::MinMax, messages);
        QVERIFY(wsm);
        QVERIFY(std::abs(wsm->scores[0] - (0.6 * 0.84 + 0.4 * 2.0 / 3.0)) < 1e-12);
        QVERIFY(std::abs(wsm->scores[1] - 0.6) < 1e-12);
        QVERIFY(std::abs(wsm->scores[2] - (0.6 * 0.32 + 0.4)) < 1e-12);
        // Every normalisation leaves the values alone; max normalisation changes only the cost column (min / x).
        const auto max = weightedSum(problem, Normalization::Max, messages);
        QVERIFY(max);
        QVERIFY(std::abs(max->scores[0] - (0.6 * 0.84 + 0.4 * 0.9)) < 1e-12);
        QVERIFY(std::abs(max->scores[1] - (0.6 * 1.0 + 0.4 * 0.75)) < 1e-12);
        // A value of 0 is fine under max and sum normalisation (they refuse non-positive raw values only).
        ProjectData zero = handProject();
        zero.values.set(2, 0, 55); // value 0
        const auto sum = weightedSum(problemOf(zero), Normalization::Sum, messages);
        QVERIFY2(sum, qPrintable(messages.empty() ? QString() : messages.back().text));
    }

    // The weight intervals stay exact (weights are still linear): brute force over the latency weight agrees.
    void weightIntervalsAgainstBruteForce()
    {
        const auto s = handSensitivity();
        QVERIFY(s);
        QCOMPARE(s->winner, 0);
        const double values[3][2] = {{0.84, 2.0 / 3.0}, {1.0, 0.0}, {0.32, 1.0}};
        double low = 1.0, high = 0.0;
        for (int k = 0; k <= 100000; ++k) {
            const double t = k / 100000.0; // latency's weight; cost gets 1 − t
            double best = -1.0;
            int who = -1;
            for (int a = 0; a < 3; ++a) {
                const double score = t * values[a][0] + (1 - t) * values[a][1];
                if (score > best + 1e-15)
                    best = score, who = a;
            }
            if (who == 0)
                low = std::min(low, t), high = std::max(high, t);
        }
        QVERIFY2(std::abs(s->criteria[0].topLow - low) < 2e-5, qPrintable(QString::number(s->criteria[0].topLow)));
        QVERIFY2(std::abs(s->criteria[0].topHigh - high) < 2e-5, qPrintable(QString::number(s->criteria[0].topHigh)));
    }

    // A value flip is in raw units: A leads B (0.770667 to 0.6) until A's value drops to 55.56, at
    // 45 + (80 − 55.56) / 16 = 46.528 ms on the line from (45, 80) to (50, 0).
    void valueFlipInRawUnits()
    {
        const auto s = handSensitivity();
        QVERIFY(s);
        QCOMPARE(s->runnerUp, 1);
        Messages messages;
        const ValueFlip *flip = nullptr;
        for (const ValueFlip &f : s->valueFlips)
            if (f.row == 0 && f.column == 0)
                flip = &f;
        QVERIFY(flip && flip->flipValue);
        QCOMPARE(flip->value, 44.0);
        const double expected = 45.0 + (80.0 - (0.6 - 0.4 * 2.0 / 3.0) / 0.6 * 100.0) / 16.0;
        QVERIFY2(std::abs(*flip->flipValue - expected) < 1e-6, qPrintable(QString::number(*flip->flipValue, 'g', 12)));
        // Applied, it draws level.
        ProjectData moved = handProject();
        moved.values.set(0, 0, *flip->flipValue);
        const auto after = weightedSum(problemOf(moved), Normalization::MinMax, messages);
        QVERIFY(std::abs(after->scores[0] - after->scores[1]) < 1e-6);
    }

    // Uncertainty passes through the function: A's latency uniform on [40, 60] ms under the straight line from
    // 100 at 40 ms to 0 at 50 ms (flat beyond), B fixed at value 50. A is first when its latency is under 45 ms:
    // 5 of the 20 ms, so 25 %.
    void monteCarloThroughTheFunction()
    {
        ProjectData p = test::makeProject({{QStringLiteral("Latency"), Direction::Min, 1.0, {}, {}, QStringLiteral("ms")}}, {{45}, {45}});
        ValueFunction f;
        f.points = {{40, 100}, {50, 0}};
        p.criteria[0].valueFunction = f;
        const DecisionProblem problem = problemOf(p);
        SmaaSettings settings;
        settings.samples = 40000;
        Uncertainty u;
        u.kind = UncertaintyKind::Interval;
        u.low = 40;
        u.high = 60;
        settings.uncertain = {{0, 0, u}};
        Messages messages;
        const auto r = runSmaa(problem, settings, messages);
        QVERIFY2(r, qPrintable(messages.empty() ? QString() : messages.back().text));
        const double pA = r->alternatives[0].pFirst;
        QVERIFY2(std::abs(pA - 0.25) < 0.015, qPrintable(QString::number(pA)));
    }

    void fileRoundTrip()
    {
        ProjectData p = handProject();
        p.criteria[1].valueFunction = complianceScale();
        p.values.set(0, 1, 1);
        p.values.set(1, 1, 3);
        p.values.set(2, 1, 5);
        const QByteArray bytes = writeProject(p);
        QVERIFY(bytes.contains("\"value_function\""));
        QVERIFY(bytes.contains("\"levels\""));
        const LoadResult back = readProject(bytes);
        QVERIFY(back.project);
        QCOMPARE(back.project->criteria[0].valueFunction, p.criteria[0].valueFunction);
        QCOMPARE(back.project->criteria[1].valueFunction, p.criteria[1].valueFunction);
        QCOMPARE(writeProject(*back.project), bytes);
        // Without value functions nothing is written for them.
        ProjectData flat = handProject();
        flat.criteria[0].valueFunction.reset();
        QVERIFY(!writeProject(flat).contains("value_function"));
    }

    void cli()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("valued.verdict"));
        QVERIFY(writeFileAtomically(file, writeProject(handProject()), nullptr));
        const test::CliRun show = test::runVerdict({QStringLiteral("show"), file});
        QCOMPARE(show.exitCode, 0);
        QVERIFY2(show.out.contains(QStringLiteral("c0: 100 at ≤ 40 ms, 80 at 45 ms, 0 at ≥ 50 ms")), qPrintable(show.out));
        const test::CliRun rank = test::runVerdict({QStringLiteral("rank"), file, QStringLiteral("--json")});
        QCOMPARE(rank.exitCode, 0);
        const QJsonArray alternatives = QJsonDocument::fromJson(rank.out.toUtf8()).object().value(QStringLiteral("alternatives")).toArray();
        QCOMPARE(alternatives.size(), 3);
        const QJsonObject first = alternatives.at(0).toObject();
        QCOMPARE(first.value(QStringLiteral("id")).toString(), QStringLiteral("a0"));
        QVERIFY(std::abs(first.value(QStringLiteral("values")).toObject().value(QStringLiteral("c0")).toDouble() - 84.0) < 1e-9);
        QVERIFY(std::abs(first.value(QStringLiteral("values")).toObject().value(QStringLiteral("c1")).toDouble() - 200.0 / 3.0) < 1e-9);

        // A bad function: one message naming the point, exit 1, and the file as it was.
        QByteArray bytes = writeProject(handProject());
        QVERIFY2(bytes.contains("[45, 80]"), bytes.constData());
        bytes.replace("[45, 80]", "[39, 80]");
        const QString bad = dir.filePath(QStringLiteral("bad.verdict"));
        QVERIFY(writeFileAtomically(bad, bytes, nullptr));
        const test::CliRun refused = test::runVerdict({QStringLiteral("rank"), bad});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QStringLiteral("/criteria/0/value_function/points/1/0")), qPrintable(refused.err));
        QVERIFY2(refused.err.contains(QStringLiteral("x 39 is not above the previous point's 40")), qPrintable(refused.err));
        QFile kept(bad);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), bytes);
    }
};

QTEST_MAIN(TestValueFunction)
#include "tst_valuefunction.moc"
