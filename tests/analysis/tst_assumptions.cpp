// What to check first (docs/stability.md): every assumed or unsourced number, its flip and the probability that the
// winner changes when only it varies, against hand-worked values and an independent Monte Carlo at a fixed seed.
#include "problemfixture.h"
#include "verdictprocess.h"

#include "evaluation/evaluation.h"
#include "format/projectfile.h"
#include "report/assumptions.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <random>

using namespace verdict;

namespace {

// Two criteria on a fixed 0–10 scale, equal weights: A (6, 4) scores 0.5, B (4, 5) 0.45; A wins.
//  - A's c0 = 6 is assumed, uniform on 3–9: B wins below 5 (0.05 x + 0.2 < 0.45): P = 2 / 6 = 1/3.
//  - B's c0 = 4 is assumed, triangular (2, 4, 8): B wins above 5 (0.05 x + 0.25 > 0.5):
//    P = (8 − 5)² / ((8 − 2)(8 − 4)) = 0.375; its flip is +25 %.
//  - B's c1 = 5 has no source and no range: ±20 %, 4–6; B would need more than 6, so P = 0, flip at +20 %.
//  - A's c1 = 4 is from a source: not listed.
//  - the parameter limit = 3.5 (assumed) is the gate "c0 >= limit": above 4 B fails it (A still wins), above 6 A
//    does too and nothing is feasible: a flip at +71.4 %, through the gate; P over 2.8–4.2 = 0.
ProjectData handCase()
{
    using test::ColumnSpec;
    ProjectData p = test::makeProject({{QStringLiteral("c0"), Direction::Max, 1.0, 0.0, 10.0}, {QStringLiteral("c1"), Direction::Max, 1.0, 0.0, 10.0}},
                                      {{6, 4}, {4, 5}});
    p.alternatives[0].provenance[QStringLiteral("c0")] = QStringLiteral("assumption");
    p.alternatives[0].uncertainty[QStringLiteral("c0")] = Uncertainty{UncertaintyKind::Interval, 3.0, 0.0, 9.0, 0.0, 0.0};
    p.alternatives[0].provenance[QStringLiteral("c1")] = QStringLiteral("vendor quote, 2026-11");
    p.alternatives[1].provenance[QStringLiteral("c0")] = QStringLiteral("assumption: a guess");
    p.alternatives[1].uncertainty[QStringLiteral("c0")] = Uncertainty{UncertaintyKind::Triangular, 2.0, 4.0, 8.0, 0.0, 0.0};
    Parameter limit;
    limit.id = QStringLiteral("limit");
    limit.name = QStringLiteral("Limit");
    limit.value = 3.5;
    limit.provenance = QStringLiteral("assumption");
    p.parameters.push_back(limit);
    p.constraints.push_back({QStringLiteral("c0 >= limit"), QStringLiteral("c0 at least the limit")});
    return p;
}

const AssumptionNumber *find(const AssumptionReport &r, const QString &name)
{
    for (const AssumptionNumber &n : r.numbers)
        if (n.name == name)
            return &n;
    return nullptr;
}

int winnerOf(const ProjectData &p)
{
    EvaluationOptions o;
    o.stability = false;
    const Evaluation e = evaluate(p, o);
    for (const LiveRanking::Row &row : e.ranking().rows)
        if (row.feasible)
            return row.alternative;
    return -1;
}

} // namespace

class TestAssumptions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void byHand()
    {
        const ProjectData p = handCase();
        const AssumptionReport r = analyzeAssumptions(p);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.winner, QStringLiteral("A"));
        QCOMPARE(int(r.numbers.size()), 4); // A's c1 has a source
        QVERIFY(!find(r, QStringLiteral("A: c1")));
        const AssumptionNumber *a0 = find(r, QStringLiteral("A: c0")), *b0 = find(r, QStringLiteral("B: c0")),
                               *b1 = find(r, QStringLiteral("B: c1")), *limit = find(r, QStringLiteral("Limit"));
        QVERIFY(a0 && b0 && b1 && limit);
        QVERIFY2(std::abs(a0->pChange - 1.0 / 3.0) < 1e-6, qPrintable(QString::number(a0->pChange)));
        QVERIFY(a0->flipValue && std::abs(*a0->flipValue - 5.0) < 1e-6);
        QCOMPARE(a0->flipWinner, QStringLiteral("B"));
        QVERIFY2(std::abs(b0->pChange - 0.375) < 1e-6, qPrintable(QString::number(b0->pChange)));
        QVERIFY(b0->flipValue && std::abs(b0->flipRelative - 0.25) < 1e-6);
        QCOMPARE(b0->distribution, QStringLiteral("triangular"));
        QVERIFY(b1->assumedRange && !b1->stated);
        QVERIFY(std::abs(b1->low - 4.0) < 1e-12 && std::abs(b1->high - 6.0) < 1e-12);
        QVERIFY(b1->pChange < 1e-9);
        QVERIFY(b1->flipValue && std::abs(*b1->flipValue - 6.0) < 1e-6);
        QVERIFY(limit->flipValue && std::abs(*limit->flipValue - 6.0) < 1e-6);
        QCOMPARE(limit->flipWinner, QStringLiteral("nothing feasible"));
        QVERIFY(limit->pChange < 1e-9);
        QVERIFY2(limit->sentence.contains(QStringLiteral("above 6 no alternative is feasible")), qPrintable(limit->sentence));
        // Order: by probability, then by flip distance.
        QCOMPARE(r.numbers[0].name, QStringLiteral("B: c0"));
        QCOMPARE(r.numbers[1].name, QStringLiteral("A: c0"));
        QCOMPARE(r.numbers[2].name, QStringLiteral("B: c1"));
        QCOMPARE(r.changing, 2);
        // Every flip, applied, does what it says: just beyond it the winner is another, just short of it A.
        for (const AssumptionNumber &n : r.numbers) {
            QVERIFY(n.flipValue);
            const double unit = std::abs(n.value);
            const double beyond = *n.flipValue + (n.flipRelative > 0 ? 1e-6 : -1e-6) * unit;
            const double shortOf = *n.flipValue - (n.flipRelative > 0 ? 1e-6 : -1e-6) * unit;
            QVERIFY2(winnerOf(withNumber(p, n, beyond)) != 0, qPrintable(n.name));
            QCOMPARE(winnerOf(withNumber(p, n, shortOf)), 0);
        }
    }

    // The probabilities against an independent Monte Carlo: the number drawn from its distribution (std::mt19937_64,
    // inverse CDF here), the project ranked again each time.
    void againstMonteCarlo()
    {
        const ProjectData p = handCase();
        const AssumptionReport r = analyzeAssumptions(p);
        std::mt19937_64 rng(20261202);
        std::uniform_real_distribution<double> u01(0.0, 1.0);
        constexpr int n = 4000;
        for (const QString &name : {QStringLiteral("A: c0"), QStringLiteral("B: c0")}) {
            const AssumptionNumber *a = find(r, name);
            QVERIFY(a);
            int changed = 0;
            for (int s = 0; s < n; ++s) {
                const double u = u01(rng);
                double x = a->low + u * (a->high - a->low);
                if (a->distribution == QLatin1String("triangular")) { // (2, 4, 8)
                    const double lo = 2.0, c = 4.0, hi = 8.0, f = (c - lo) / (hi - lo);
                    x = u < f ? lo + std::sqrt(u * (hi - lo) * (c - lo)) : hi - std::sqrt((1.0 - u) * (hi - lo) * (hi - c));
                }
                changed += winnerOf(withNumber(p, *a, x)) != 0 ? 1 : 0;
            }
            const double observed = double(changed) / n;
            const double sigma = std::sqrt(a->pChange * (1.0 - a->pChange) / n);
            QVERIFY2(std::abs(observed - a->pChange) < 5.0 * sigma,
                     qPrintable(QStringLiteral("%1: %2 by Monte Carlo, %3 computed").arg(name).arg(observed).arg(a->pChange)));
        }
        // The sample's AKS idle fraction (no range: ±20 %, uniform), through the cost formulas and the budget gate.
        const LoadResult loaded = loadProjectFile(QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict"));
        QVERIFY(loaded.project);
        const AssumptionReport sample = analyzeAssumptions(*loaded.project);
        const AssumptionNumber *idle = find(sample, QStringLiteral("AKS + Azure Arc: GPU idle fraction"));
        QVERIFY(idle && idle->assumedRange);
        const int base = winnerOf(*loaded.project);
        constexpr int m = 2000;
        int changed = 0;
        for (int s = 0; s < m; ++s)
            changed += winnerOf(withNumber(*loaded.project, *idle, idle->low + u01(rng) * (idle->high - idle->low))) != base ? 1 : 0;
        const double observed = double(changed) / m;
        QVERIFY2(std::abs(observed - idle->pChange) < 5.0 * std::sqrt(idle->pChange * (1.0 - idle->pChange) / m),
                 qPrintable(QStringLiteral("%1 by Monte Carlo, %2 computed").arg(observed).arg(idle->pChange)));
        QVERIFY(idle->pChange > 0.1 && idle->flipValue && *idle->flipValue > idle->value);
    }

    void cli()
    {
        const test::CliRun run = test::runVerdict(
            {QStringLiteral("assumptions"), QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict"), QStringLiteral("--json")});
        QCOMPARE(run.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(o.value(QStringLiteral("winner")).toString(), QStringLiteral("AKS + Azure Arc"));
        const QJsonArray numbers = o.value(QStringLiteral("numbers")).toArray();
        QVERIFY(numbers.size() > 5);
        double previous = 2.0;
        for (const QJsonValue &v : numbers) {
            const QJsonObject n = v.toObject();
            QVERIFY(n.contains(QStringLiteral("kind")) && n.contains(QStringLiteral("range")) && n.contains(QStringLiteral("sentence")));
            QVERIFY(n.value(QStringLiteral("p_change")).toDouble() <= previous + 1e-12); // the ones that matter first
            previous = n.value(QStringLiteral("p_change")).toDouble();
        }
        QVERIFY(o.value(QStringLiteral("headline")).toString().startsWith(QStringLiteral("The recommendation, AKS + Azure Arc, rests on")));
        // A file that cannot be ranked: one message, exit 1.
        QTemporaryDir dir;
        const QString empty = test::writeTemp(dir, QStringLiteral("new.verdict"), writeProject(makeEmptyProject()));
        const test::CliRun none = test::runVerdict({QStringLiteral("assumptions"), empty});
        QCOMPARE(none.exitCode, 1);
        QVERIFY2(none.err.contains(QStringLiteral("nothing can be ranked")), qPrintable(none.err));
    }
};

QTEST_GUILESS_MAIN(TestAssumptions)
#include "tst_assumptions.moc"
