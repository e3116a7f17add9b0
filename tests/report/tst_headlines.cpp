// Slide headlines (report/headlines.h) say what each chart shows, from its data: checked on the bundled sample
// against facts worked out independently from the same evaluation, and on hand-made chart data for the cases
// the sample does not reach.
#include "evaluation/evaluation.h"
#include "report/headlines.h"
#include "sheetfixture.h"

#include <QTest>

using namespace verdict;

class TestHeadlines : public QObject
{
    Q_OBJECT

private:
    static ChartData chartOf(const Evaluation &e, ChartKind kind)
    {
        ChartRequest request;
        request.kind = kind;
        return computeChartData(e.chartInput(), request);
    }

private Q_SLOTS:
    void sampleHeadlines()
    {
        const Evaluation e = evaluate(test::loadSample());
        // The trade-off map: AKS alone is on the frontier among the feasible; ECS and GKE break a gate.
        const ChartData tradeoff = chartOf(e, ChartKind::Tradeoff);
        const auto &t = std::get<TradeoffData>(tradeoff);
        QStringList frontier, infeasible;
        for (const TradeoffPoint &p : t.points) {
            if (!p.feasible)
                infeasible << p.name;
            else if (p.pareto)
                frontier << p.name;
        }
        QCOMPARE(frontier, QStringList{QStringLiteral("AKS + Azure Arc")});
        QCOMPARE(chartHeadline(tradeoff), QStringLiteral("AKS + Azure Arc is best on both Latency and TCO. AWS ECS and GKE Autopilot break a limit."));
        QCOMPARE(chartSlideTitle(tradeoff), QStringLiteral("Latency vs TCO"));
        // Who would pick what: the profile winners as the evaluation has them.
        int forAks = 0;
        for (const ProfileWinner &w : e.profileWinners())
            forAks += w.winner == QStringLiteral("AKS + Azure Arc") ? 1 : 0;
        QCOMPARE(forAks, 3); // the two stakeholders and the committee's group profile
        QCOMPARE(chartHeadline(chartOf(e, ChartKind::Profiles)),
                 QStringLiteral("2 of 4 profiles pick AKS + Azure Arc; Finance (TCO first) and Compliance lead pick OpenShift "
                                "on-prem. The group profile “Committee” picks AKS + Azure Arc."));
        // The breakdown: the winner's score and its largest contribution.
        const ChartData breakdown = chartOf(e, ChartKind::Breakdown);
        const BreakdownBar &top = std::get<BreakdownData>(breakdown).bars.front();
        QCOMPARE(top.name, e.ranking().winner());
        QVERIFY(chartHeadline(breakdown).startsWith(QStringLiteral("AKS + Azure Arc scores 64.2 of 100;")));
        // Every chart of the sample has something to say.
        for (int k = 0; k < kChartKindCount; ++k)
            QVERIFY2(!chartHeadline(chartOf(e, ChartKind(k))).isEmpty(), qPrintable(chartKindTitle(ChartKind(k))));
    }

    void sweepSaysWhereTheWinnerChanges()
    {
        SweepData d;
        d.label = QStringLiteral("TCO");
        d.current = 0.2;
        d.lines.push_back({0, QStringLiteral("A"), true, 0.5, 0.7, {}});
        QCOMPARE(chartHeadline(d), QStringLiteral("Whatever the weight of TCO, the first place does not change."));
        d.crossovers.push_back({0.05, 0.6, 1, 0});
        d.crossovers.push_back({0.35, 0.6, 0, 1});
        d.crossovers.push_back({0.8, 0.6, 1, 2});
        QCOMPARE(chartHeadline(d), QStringLiteral("The first place holds while the weight of TCO stays between 5 % and 35 % (now 20 %)."));
    }

    void tornadoSaysWhatFlipsIt()
    {
        TornadoData d;
        d.winnerName = QStringLiteral("A");
        d.runnerUpName = QStringLiteral("B");
        d.margin = 0.03;
        TornadoBar safe;
        safe.label = QStringLiteral("TCO weight");
        safe.lowMargin = 0.01;
        safe.highMargin = 0.05;
        d.bars.push_back(safe);
        QCOMPARE(chartHeadline(d), QStringLiteral("No single input over its range overturns A's lead of 3.0 points over B."));
        TornadoBar flip = safe;
        flip.label = QStringLiteral("A: Latency");
        flip.lowMargin = -0.02;
        d.bars.push_back(flip);
        QCOMPARE(chartHeadline(d), QStringLiteral("Only A: Latency can hand first place to B within its range."));
    }

    void profilesStayAlignedWithAnUnrankableOne()
    {
        ProfilesData d;
        d.alternatives = {0, 1};
        d.names = {QStringLiteral("A"), QStringLiteral("B")};
        ProfileColumn none;
        none.name = QStringLiteral("Empty");
        ProfileColumn first;
        first.name = QStringLiteral("Finance");
        first.winner = 1;
        ProfileColumn second;
        second.name = QStringLiteral("SRE");
        second.winner = 0;
        ProfileColumn third = second;
        third.name = QStringLiteral("Ops");
        d.profiles = {none, first, second, third};
        QCOMPARE(chartHeadline(d), QStringLiteral("2 of 4 profiles pick A; Finance picks B."));
        d.profiles = {none, second};
        QCOMPARE(chartHeadline(d), QStringLiteral("1 of 2 profiles pick A; one cannot be ranked."));
        // The group profile is computed from the others: its pick is said apart, never counted as a vote.
        ProfileColumn group = first;
        group.name = QStringLiteral("Group");
        group.computed = true;
        d.profiles = {none, first, second, third, group};
        QCOMPARE(chartHeadline(d), QStringLiteral("2 of 4 profiles pick A; Finance picks B. The group profile “Group” picks B."));
    }

    void methodsSayWhoDisagrees()
    {
        MethodsData d;
        d.methods = {QStringLiteral("WSM"), QStringLiteral("TOPSIS"), QStringLiteral("VIKOR")};
        d.alternatives = {0, 1};
        d.names = {QStringLiteral("A"), QStringLiteral("B")};
        d.winners = {0, 1, 0};
        d.commonWinner = 0;
        d.agreeingOnWinner = 2;
        QCOMPARE(chartHeadline(d), QStringLiteral("2 of 3 methods put A first; TOPSIS picks B."));
        d.winners = {0, 0, 0};
        d.agreeingOnWinner = 3;
        QCOMPARE(chartHeadline(d), QStringLiteral("All 3 methods put A first."));
    }
};

QTEST_GUILESS_MAIN(TestHeadlines)
#include "tst_headlines.moc"
