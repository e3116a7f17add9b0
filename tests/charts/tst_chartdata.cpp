// Chart data (model/charts): the numbers each chart draws, on hand-made cases and on the bundled sample.
#include "evaluation/evaluation.h"
#include "chartfixture.h"

#include "analysis/problem.h"
#include "analysis/wsm.h"
#include "charts/chartdata.h"
#include "charts/nicescale.h"
#include "display/format.h"

#include <QTest>

#include <cmath>

using namespace verdict;
using verdict::test::chartProject;

namespace {

const TradeoffPoint *pointNamed(const TradeoffData &d, const QString &name)
{
    for (const TradeoffPoint &p : d.points)
        if (p.name == name)
            return &p;
    return nullptr;
}

} // namespace

class TestChartData : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void niceScale_data()
    {
        QTest::addColumn<double>("lo");
        QTest::addColumn<double>("hi");
        QTest::addColumn<double>("min");
        QTest::addColumn<double>("max");
        QTest::addColumn<double>("step");
        QTest::newRow("unit") << 0.0 << 1.0 << 0.0 << 1.0 << 0.2;
        QTest::newRow("money") << 95000.0 << 212000.0 << 50000.0 << 250000.0 << 50000.0;
        QTest::newRow("latency") << 36.0 << 56.0 << 35.0 << 60.0 << 5.0;
        QTest::newRow("negative") << -13.0 << 41.0 << -20.0 << 60.0 << 20.0;
    }
    void niceScale()
    {
        QFETCH(double, lo);
        QFETCH(double, hi);
        const NiceScale s = verdict::niceScale(lo, hi, 7);
        QVERIFY(s.min <= lo && s.max >= hi);
        QVERIFY(s.ticks <= 8);
        QTEST(s.min, "min");
        QTEST(s.max, "max");
        QTEST(s.step, "step");
    }

    void formatTick()
    {
        QCOMPARE(verdict::formatTick(140000, 20000, 220000), QStringLiteral("140K"));
        QCOMPARE(verdict::formatTick(0.4, 0.2, 1.0), QStringLiteral("0.4"));
        QCOMPARE(verdict::formatTick(45, 5, 60), QStringLiteral("45"));
        QCOMPARE(verdict::formatTick(0.25, 0.25, 1.0), QStringLiteral("0.25"));
        QCOMPARE(verdict::formatTick(1500000, 500000, 2e7), QStringLiteral("1.5M"));
    }

    void formatCompact_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("thousands") << 112000.0 << QStringLiteral("112K");
        QTest::newRow("thousands with decimals") << 166300.0 << QStringLiteral("166.3K");
        QTest::newRow("below 10,000 stays whole") << 9876.0 << QStringLiteral("9876");
        QTest::newRow("millions") << 12500000.0 << QStringLiteral("12.5M");
        QTest::newRow("small") << 39.2 << QStringLiteral("39.2");
        QTest::newRow("fraction") << -0.05 << QStringLiteral("-0.05");
        QTest::newRow("integer") << 3.0 << QStringLiteral("3");
        QTest::newRow("rounds to four digits") << 1.23456 << QStringLiteral("1.235");
        QTest::newRow("negative zero") << -0.00001 << QStringLiteral("0");
        QTest::newRow("not finite") << qInf() << QStringLiteral("—");
    }

    void formatCompact()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(verdict::formatCompact(value), text);
    }

    void pareto_data()
    {
        QTest::addColumn<QList<QPointF>>("points");
        QTest::addColumn<int>("xDir");
        QTest::addColumn<int>("yDir");
        QTest::addColumn<QList<int>>("front");
        // min/min: (1,5) (2,2) (5,1) are non-dominated, (3,3) is dominated by (2,2), (2,6) by (1,5).
        QTest::newRow("min-min") << QList<QPointF>{{1, 5}, {2, 2}, {3, 3}, {5, 1}, {2, 6}} << 1 << 1
                                 << QList<int>{0, 1, 3};
        // max/max flips it.
        QTest::newRow("max-max") << QList<QPointF>{{1, 5}, {2, 2}, {3, 3}, {5, 1}, {2, 6}} << 0 << 0
                                 << QList<int>{2, 3, 4};
        // Identical points do not dominate each other; a tie on one axis with a worse other is dominated.
        QTest::newRow("ties") << QList<QPointF>{{1, 1}, {1, 1}, {1, 2}, {2, 1}} << 1 << 1 << QList<int>{0, 1};
        QTest::newRow("mixed") << QList<QPointF>{{10, 100}, {20, 150}, {15, 90}} << 1 << 0 << QList<int>{0, 1};
    }
    void pareto()
    {
        QFETCH(QList<QPointF>, points);
        QFETCH(int, xDir);
        QFETCH(int, yDir);
        const std::vector<int> front = paretoFront(std::vector<QPointF>(points.begin(), points.end()), Direction(xDir),
                                                   Direction(yDir));
        QTEST(QList<int>(front.begin(), front.end()), "front");
    }

    void tradeoffHandMade()
    {
        // latency (min), cost (min), quality (max); D is dominated by B, E is infeasible.
        ProjectData p = chartProject({{QStringLiteral("latency"), Direction::Min, 2, QStringLiteral("ms")},
                                      {QStringLiteral("cost"), Direction::Min, 1, QStringLiteral("$")},
                                      {QStringLiteral("quality"), Direction::Max, 1}},
                                     {{10, 300, 1}, {20, 200, 2}, {40, 100, 3}, {30, 250, 4}, {5, 50, 5}});
        p.charts.tradeoffX = QStringLiteral("latency");
        p.charts.tradeoffY = QStringLiteral("cost");
        Parameter sla{QStringLiteral("sla"), QStringLiteral("SLA"), 45, QStringLiteral("ms"), {}, {}};
        p.parameters.push_back(sla);
        p.constraints.push_back({QStringLiteral("latency <= sla"), {}});
        p.constraints.push_back({QStringLiteral("cost < 320"), QStringLiteral("Budget")});
        ChartInput input = evaluate(p).chartInput();
        input.feasible[4] = false; // E: as if a gate failed
        const TradeoffData d = tradeoffData(input);
        QCOMPARE(d.x.id, QStringLiteral("latency"));
        QCOMPARE(d.y.title(), QStringLiteral("Cost ($)"));
        QCOMPARE(int(d.points.size()), 5);
        QCOMPARE(pointNamed(d, QStringLiteral("B"))->x, 20.0);
        QCOMPARE(pointNamed(d, QStringLiteral("B"))->y, 200.0);
        QVERIFY(pointNamed(d, QStringLiteral("A"))->pareto);
        QVERIFY(pointNamed(d, QStringLiteral("B"))->pareto);
        QVERIFY(pointNamed(d, QStringLiteral("C"))->pareto);
        QVERIFY(!pointNamed(d, QStringLiteral("D"))->pareto); // dominated by B
        QVERIFY(!pointNamed(d, QStringLiteral("E"))->pareto); // would dominate everything, but is infeasible
        QVERIFY(!pointNamed(d, QStringLiteral("E"))->feasible);
        QCOMPARE(int(d.frontier.size()), 3);
        QCOMPARE(d.frontier.front(), QPointF(10, 300));
        QCOMPARE(d.frontier.back(), QPointF(40, 100));
        // The SLA (a parameter) is a vertical line, the literal budget a horizontal one.
        QCOMPARE(int(d.lines.size()), 2);
        QVERIFY(d.lines[0].vertical);
        QCOMPARE(d.lines[0].value, 45.0);
        QVERIFY(d.lines[0].label.contains(QStringLiteral("SLA 45 ms")));
        QVERIFY(!d.lines[1].vertical);
        QCOMPARE(d.lines[1].value, 320.0);
        // Round-number ranges holding every point and line.
        QVERIFY(d.x.scale.min <= 5 && d.x.scale.max >= 40);
        QVERIFY(d.y.scale.min <= 50 && d.y.scale.max >= 300);
        // Iso-lines: every point has w_x·r_x + w_y·r_y = level (min-max normalisation over the 5 alternatives).
        QVERIFY(!d.isoLines.empty());
        for (const IsoLine &iso : d.isoLines) {
            for (const QPointF &pt : iso.points) {
                const double rx = (40.0 - pt.x()) / 35.0, ry = (300.0 - pt.y()) / 250.0;
                QVERIFY2(std::abs(0.5 * rx + 0.25 * ry - iso.level) < 1e-9, qPrintable(QString::number(iso.level)));
                QVERIFY(pt.x() >= d.x.scale.min - 1e-9 && pt.x() <= d.x.scale.max + 1e-9);
                QVERIFY(pt.y() >= d.y.scale.min - 1e-9 && pt.y() <= d.y.scale.max + 1e-9);
            }
        }
        // Ranks: feasible first.
        QCOMPARE(pointNamed(d, QStringLiteral("E"))->rank, 5);

        // Numbers that are all ≥ 0 (a new project: prices from $0, build minutes from 0): the axes start at 0, never
        // at "−$200" or "−50K" (issue 35).
        ProjectData fresh = chartProject({{QStringLiteral("minutes"), Direction::Min, 1, QStringLiteral("min")},
                                          {QStringLiteral("price"), Direction::Min, 1, QStringLiteral("$")}},
                                         {{0, 0}, {500000, 40}, {120000, 3000}});
        fresh.charts.tradeoffX = QStringLiteral("minutes");
        fresh.charts.tradeoffY = QStringLiteral("price");
        const TradeoffData f = tradeoffData(evaluate(fresh).chartInput());
        QCOMPARE(f.x.scale.min, 0.0);
        QCOMPARE(f.y.scale.min, 0.0);
        QVERIFY(f.x.scale.max >= 500000 && f.y.scale.max >= 3000);
        // One value repeated: around it, still not below 0.
        ProjectData same = chartProject({{QStringLiteral("minutes"), Direction::Min, 1, QString()}, {QStringLiteral("price"), Direction::Min, 1, QString()}},
                                        {{0, 5}, {0, 7}});
        same.charts.tradeoffX = QStringLiteral("minutes");
        same.charts.tradeoffY = QStringLiteral("price");
        const TradeoffData s = tradeoffData(evaluate(same).chartInput());
        QCOMPARE(s.x.scale.min, 0.0);
        QVERIFY(s.x.scale.max > 0.0);
    }

    void tradeoffAttributesAndErrors()
    {
        ProjectData p = chartProject({{QStringLiteral("a"), Direction::Max}, {QStringLiteral("b"), Direction::Max}},
                                     {{1, 2}, {2, 1}});
        p.attributes.push_back({QStringLiteral("price"), QStringLiteral("Price"), QStringLiteral("$/h"), {}});
        p.alternatives[0].attributes[QStringLiteral("price")] = 0.9;
        p.alternatives[1].attributes[QStringLiteral("price")] = 0.8;
        TradeoffData d = tradeoffData(evaluate(p).chartInput(), -1, QStringLiteral("price"), QStringLiteral("a"));
        QCOMPARE(d.x.direction, Direction::Min); // attributes are "min" by default
        QVERIFY(d.isoLines.empty());             // an attribute has no weight
        QCOMPARE(int(d.frontier.size()), 1);     // B is cheaper and better on a
        p.charts.attributeDirections[QStringLiteral("price")] = Direction::Max;
        d = tradeoffData(evaluate(p).chartInput(), -1, QStringLiteral("price"), QStringLiteral("a"));
        QCOMPARE(d.x.direction, Direction::Max);
        QCOMPARE(int(d.frontier.size()), 2); // now A's higher price is better too: neither dominates
        d = tradeoffData(evaluate(p).chartInput(), -1, QStringLiteral("nope"), QStringLiteral("a"));
        QVERIFY(!d.valid());
        QVERIFY(!d.messages.empty());
    }

    void breakdown()
    {
        const ProjectData p = chartProject({{QStringLiteral("x"), Direction::Max, 3}, {QStringLiteral("y"), Direction::Min, 1}},
                                           {{1, 10}, {3, 30}, {2, 20}});
        const BreakdownData d = breakdownData(evaluate(p).chartInput());
        QCOMPARE(int(d.bars.size()), 3);
        // minmax: A (0, 1) → 0.25; B (1, 0) → 0.75; C (0.5, 0.5) → 0.5.
        QCOMPARE(d.bars[0].name, QStringLiteral("B"));
        QCOMPARE(d.bars[1].name, QStringLiteral("C"));
        QCOMPARE(d.bars[2].name, QStringLiteral("A"));
        QCOMPARE(d.bars[0].contributions[0], 0.75);
        QCOMPARE(d.bars[0].contributions[1], 0.0);
        QCOMPARE(d.bars[2].contributions[1], 0.25);
        for (const BreakdownBar &bar : d.bars)
            QVERIFY(std::abs(bar.contributions[0] + bar.contributions[1] - bar.score) < 1e-15);
        QCOMPARE(d.bars[1].rank, 2);
    }

    void sweepCrossovers()
    {
        // Weight of x sweeps 0..1: scores are (1−t)·r_y + t·r_x.
        // A: r=(0,1) → 1 − t; B: r=(1,0) → t; C: r=(0.5, 0.5) → 0.5. All cross at t = 0.5: A → B directly.
        const ProjectData p = chartProject({{QStringLiteral("x"), Direction::Max, 1}, {QStringLiteral("y"), Direction::Min, 3}},
                                           {{1, 10}, {3, 30}, {2, 20}});
        SweepData d = sweepData(evaluate(p).chartInput(), -1, QStringLiteral("x"));
        QCOMPARE(d.current, 0.25);
        QCOMPARE(int(d.lines.size()), 3);
        QCOMPARE(d.lines[0].at0, 1.0);
        QCOMPARE(d.lines[0].at1, 0.0);
        QCOMPARE(d.lines[2].at0, 0.5);
        QCOMPARE(int(d.crossovers.size()), 1);
        QCOMPARE(d.crossovers[0].weight, 0.5);
        QCOMPARE(d.crossovers[0].from, 0);
        QCOMPARE(d.crossovers[0].to, 1);
        QCOMPARE(d.crossovers[0].score, 0.5);
        // Default criterion: the heaviest (y).
        QCOMPARE(sweepData(evaluate(p).chartInput()).criterion, 1);
    }

    void envelope_data()
    {
        QTest::addColumn<QList<double>>("at0");
        QTest::addColumn<QList<double>>("at1");
        QTest::addColumn<QList<double>>("weights");
        QTest::addColumn<QList<int>>("winners"); // from, to, to, ...
        QTest::newRow("none") << QList<double>{0.9, 0.1} << QList<double>{0.8, 0.5} << QList<double>{} << QList<int>{};
        QTest::newRow("one") << QList<double>{0.8, 0.2} << QList<double>{0.2, 0.8} << QList<double>{0.5} << QList<int>{0, 1};
        // Two changes: A (1 − t) until 0.2, flat B (0.8) until 0.8, then C (t).
        QTest::newRow("two") << QList<double>{1.0, 0.8, 0.0} << QList<double>{0.0, 0.8, 1.0}
                             << QList<double>{0.2, 0.8} << QList<int>{0, 1, 2};
        // Three lines through one point: A hands over to the steepest, C, directly.
        QTest::newRow("three meet") << QList<double>{1.0, 0.75, 0.0} << QList<double>{0.0, 0.25, 1.0}
                                    << QList<double>{0.5} << QList<int>{0, 2};
        // Tied at t = 0: the steeper one wins from the start, no crossover at 0.
        QTest::newRow("tie at 0") << QList<double>{0.5, 0.5} << QList<double>{0.2, 0.9} << QList<double>{}
                                  << QList<int>{};
        // Meeting only at t = 1 is a tie at the end, not a change.
        QTest::newRow("at 1") << QList<double>{0.6, 0.4} << QList<double>{0.6, 0.6} << QList<double>{} << QList<int>{};
    }
    void envelope()
    {
        QFETCH(QList<double>, at0);
        QFETCH(QList<double>, at1);
        std::vector<SweepLine> lines;
        for (int i = 0; i < at0.size(); ++i) {
            SweepLine l;
            l.at0 = at0[i];
            l.at1 = at1[i];
            lines.push_back(l);
        }
        const std::vector<Crossover> c = envelopeCrossovers(lines, std::vector<bool>(lines.size(), true));
        QList<int> winners;
        for (const Crossover &x : c) {
            if (winners.isEmpty())
                winners << x.from;
            winners << x.to;
        }
        QFETCH(QList<double>, weights);
        QCOMPARE(int(c.size()), weights.size());
        for (int i = 0; i < weights.size(); ++i)
            QVERIFY(std::abs(weights[i] - c[std::size_t(i)].weight) < 1e-12);
        QTEST(winners, "winners");
    }

    void sweepIgnoresInfeasible()
    {
        const ProjectData p = chartProject({{QStringLiteral("x"), Direction::Max, 1}, {QStringLiteral("y"), Direction::Min, 3}},
                                           {{1, 10}, {3, 30}, {2, 20}});
        ChartInput input = evaluate(p).chartInput();
        input.feasible[1] = false; // B can never win: A stays first until C takes over at t = 0.5
        const SweepData d = sweepData(input, -1, QStringLiteral("x"));
        QCOMPARE(int(d.crossovers.size()), 1);
        QCOMPARE(d.crossovers[0].from, 0);
        QCOMPARE(d.crossovers[0].to, 2);
        QCOMPARE(d.crossovers[0].weight, 0.5);
    }

    void tornado()
    {
        // Winner B (0.75), runner-up C (0.5); margin 0.25 = 0.75·1 − ... computed from r: B (1,0), C (.5,.5).
        const ProjectData p = chartProject({{QStringLiteral("x"), Direction::Max, 3}, {QStringLiteral("y"), Direction::Min, 1}},
                                           {{1, 10}, {3, 30}, {2, 20}});
        const TornadoData d = tornadoData(evaluate(p).chartInput());
        QCOMPARE(d.winnerName, QStringLiteral("B"));
        QCOMPARE(d.runnerUpName, QStringLiteral("C"));
        QCOMPARE(d.margin, 0.25);
        QVERIFY(int(d.bars.size()) <= kTornadoBars);
        for (std::size_t i = 1; i < d.bars.size(); ++i)
            QVERIFY(d.bars[i - 1].swing() >= d.bars[i].swing());
        // Weight of x ×0.8 → 0.6, y → 0.4: margin = 0.6·0.5 − 0.4·0.5 = 0.1; ×1.2 → 0.9/0.1: 0.45 − 0.05 = 0.4.
        const TornadoBar *wx = nullptr;
        for (const TornadoBar &b : d.bars)
            if (b.kind == TornadoBar::Kind::Weight && b.criterion == 0)
                wx = &b;
        QVERIFY(wx);
        QVERIFY(std::abs(wx->lowInput - 0.6) < 1e-12);
        QVERIFY(std::abs(wx->lowMargin - 0.1) < 1e-12);
        QVERIFY(std::abs(wx->highInput - 0.9) < 1e-12);
        QVERIFY(std::abs(wx->highMargin - 0.4) < 1e-12);
        // C's x value ±20 % (1.6 .. 2.4): r = 0.3 .. 0.7, margin = 0.75·(1 − r) + 0.25·(0 − 0.5).
        const TornadoBar *cx = nullptr;
        for (const TornadoBar &b : d.bars)
            if (b.kind == TornadoBar::Kind::Value && b.alternative == 2 && b.criterion == 0)
                cx = &b;
        QVERIFY(cx);
        QCOMPARE(cx->lowInput, 1.6);
        QVERIFY(std::abs(cx->lowMargin - (0.75 * 0.7 - 0.125)) < 1e-12);
        QVERIFY(std::abs(cx->highMargin - (0.75 * 0.3 - 0.125)) < 1e-12);
    }

    void tornadoUsesUncertainty()
    {
        ProjectData p = chartProject({{QStringLiteral("x"), Direction::Max, 3}, {QStringLiteral("y"), Direction::Min, 1}},
                                     {{1, 10}, {3, 30}, {2, 20}});
        Uncertainty u;
        u.kind = UncertaintyKind::Interval;
        u.low = 1.5;
        u.high = 2.1;
        p.alternatives[2].uncertainty[QStringLiteral("x")] = u;
        const TornadoData d = tornadoData(evaluate(p).chartInput());
        bool found = false;
        for (const TornadoBar &b : d.bars)
            if (b.kind == TornadoBar::Kind::Value && b.alternative == 2 && b.criterion == 0) {
                QCOMPARE(b.lowInput, 1.5);
                QCOMPARE(b.highInput, 2.1);
                found = true;
            }
        QVERIFY(found);
    }

    void profilesAndMethods()
    {
        ProjectData p = chartProject({{QStringLiteral("x"), Direction::Max, 3}, {QStringLiteral("y"), Direction::Min, 1}},
                                     {{1, 10}, {3, 30}, {2, 20}});
        WeightProfile other;
        other.name = QStringLiteral("Cheap");
        other.weights = {1, 3};
        p.profiles.push_back(other);
        const ProfilesData d = profilesData(evaluate(p).chartInput());
        QCOMPARE(int(d.profiles.size()), 2);
        QCOMPARE(d.profiles[0].winner, 1);
        QCOMPARE(d.profiles[1].winner, 0);
        QVERIFY(d.profiles[0].active);
        QCOMPARE(d.profiles[1].scores[0], 0.75);
        QCOMPARE(d.profiles[1].ranks[1], 3);

        const MethodsData m = methodsData(evaluate(p).chartInput());
        QVERIFY(m.methods.contains(QStringLiteral("WSM")));
        QVERIFY(m.methods.contains(QStringLiteral("TOPSIS")));
        QCOMPARE(int(m.ranks.size()), m.methods.size());
        QCOMPARE(m.ranks[0][1], 1); // WSM: B first
        QVERIFY(m.agreeingOnWinner >= 1);
    }

    void acceptability()
    {
        const ProjectData p = chartProject({{QStringLiteral("x"), Direction::Max, 3}, {QStringLiteral("y"), Direction::Min, 1}},
                                           {{1, 10}, {3, 30}, {2, 20}});
        const AcceptabilityData d = acceptabilityData(evaluate(p).chartInput(), -1, 2000, 7);
        QCOMPARE(d.samples, 2000);
        QCOMPARE(d.seed, std::uint64_t(7));
        QCOMPARE(int(d.rows.size()), 3);
        for (const AcceptabilityRow &r : d.rows) {
            double sum = 0.0;
            for (const double b : r.acceptability)
                sum += b;
            QVERIFY(std::abs(sum - 1.0) < 1e-9);
        }
        for (std::size_t i = 1; i < d.rows.size(); ++i)
            QVERIFY(d.rows[i - 1].expectedRank <= d.rows[i].expectedRank);
        // Same seed, same numbers.
        const AcceptabilityData again = acceptabilityData(evaluate(p).chartInput(), -1, 2000, 7);
        QCOMPARE(again.rows[0].acceptability, d.rows[0].acceptability);
    }

    void sample()
    {
        const ProjectData project = test::loadSample();
        QVERIFY(project.alternativeCount() >= 4);
        const ChartInput input = evaluate(project).chartInput();
        const TradeoffData t = tradeoffData(input);
        QCOMPARE(t.x.id, QStringLiteral("latency"));
        QCOMPARE(t.y.id, QStringLiteral("tco"));
        QCOMPARE(int(t.points.size()), project.alternativeCount());
        for (const TradeoffPoint &pt : t.points) {
            QCOMPARE(pt.x, input.project.values.at(pt.alternative, project.indexOfCriterion(QStringLiteral("latency"))));
            QCOMPARE(pt.y, input.project.values.at(pt.alternative, project.indexOfCriterion(QStringLiteral("tco"))));
            QCOMPARE(pt.feasible, bool(input.feasible[std::size_t(pt.alternative)]));
        }
        // The SLA (50 ms) and the budget ceiling ($140K) from the scenario's constraints.
        bool sla = false, budget = false;
        for (const ReferenceLine &l : t.lines) {
            sla = sla || (l.vertical && l.value == 50.0);
            budget = budget || (!l.vertical && l.value == 140000.0);
        }
        QVERIFY(sla);
        QVERIFY(budget);
        QVERIFY(!t.frontier.empty());
        // ECS is the baseline.
        QVERIFY(pointNamed(t, QStringLiteral("AWS ECS"))->baseline);

        // Breakdown agrees with the engine's weighted sum on the same values.
        const BreakdownData b = breakdownData(input);
        QCOMPARE(int(b.bars.size()), project.alternativeCount());
        Messages messages;
        const std::optional<ScoredProblem> scored = scoreProblem(input, -1, messages);
        QVERIFY(scored);
        const std::optional<WsmResult> wsm = weightedSum(scored->problem, project.analysis.normalization, messages);
        QVERIFY(wsm);
        for (const BreakdownBar &bar : b.bars) {
            double sum = 0.0;
            for (const double c : bar.contributions)
                sum += c;
            QVERIFY(std::abs(bar.score - wsm->scores[std::size_t(scored->rowOf(bar.alternative))]) < 1e-12);
            QVERIFY(std::abs(sum - bar.score) < 1e-12);
        }
        // ...and with `verdict rank` on the project itself: every criterion (formula ones included) counts.
        QCOMPARE(scored->problem.criteria, project.criterionCount());
        const std::optional<DecisionProblem> full = makeProblem(project, -1, messages);
        QVERIFY(full);
        const std::optional<WsmResult> engine = weightedSum(*full, project.analysis.normalization, messages);
        QVERIFY(engine);
        for (int r = 0; r < full->alternatives; ++r)
            QVERIFY(std::abs(engine->scores[std::size_t(r)]
                             - wsm->scores[std::size_t(scored->rowOf(full->rows[std::size_t(r)]))]) < 1e-12);

        // Every chart has something to draw for the sample.
        for (int k = 0; k < kChartKindCount; ++k) {
            ChartRequest request;
            request.kind = ChartKind(k);
            request.samples = 2000;
            QVERIFY2(chartHasContent(computeChartData(input, request)), qPrintable(chartKindName(request.kind)));
        }
    }

    void kinds()
    {
        QCOMPARE(chartKindNames().size(), kChartKindCount);
        for (const QString &name : chartKindNames())
            QCOMPARE(chartKindName(*parseChartKind(name)), name);
        QVERIFY(!parseChartKind(QStringLiteral("pie")));
    }
};

QTEST_GUILESS_MAIN(TestChartData)
#include "tst_chartdata.moc"
