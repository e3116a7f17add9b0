// The workbench's live ranking must give exactly the numbers `verdict rank` gives: same effective (formula)
// values, infeasible alternatives kept in normalisation and ranked after the feasible ones.
#include "evaluation/evaluation.h"
#include "analysis/problem.h"
#include "analysis/wsm.h"
#include "format/projectfile.h"
#include "evaluation/liveranking.h"

#include <QTest>

using namespace verdict;

class TestLiveRanking : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesTheEngineOnTheSample_data()
    {
        QTest::addColumn<int>("profile");
        for (int p = 0; p < 4; ++p)
            QTest::newRow(qPrintable(QStringLiteral("profile %1").arg(p))) << p;
    }
    void matchesTheEngineOnTheSample()
    {
        QFETCH(int, profile);
        const LoadResult loaded = loadProjectFile(QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict"));
        QVERIFY(loaded.ok());
        const ProjectData &project = *loaded.project;

        Messages messages;
        const auto problem = makeProblem(project, profile, messages);
        QVERIFY(problem);
        const auto wsm = weightedSum(*problem, project.analysis.normalization, messages);
        QVERIFY(wsm);
        const std::vector<RankedEntry> expected = rankFeasibleFirst(wsm->ranking, *problem);

        EvaluationOptions options;
        options.profile = profile;
        options.stability = false;
        const LiveRanking live = evaluate(project, options).ranking();
        QCOMPARE(live.rows.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const int alternative = problem->rows[std::size_t(expected[i].row)];
            QCOMPARE(live.rows[i].alternative, alternative);
            QCOMPARE(live.rows[i].rank, expected[i].rank);
            QVERIFY(qAbs(live.rows[i].score - expected[i].score) < 1e-12);
            QCOMPARE(live.rows[i].feasible, problem->isFeasible(expected[i].row));
        }
        // ECS misses the budget and GKE the SLA: both listed last, both with their violation shown.
        QVERIFY(!live.rows[2].feasible && !live.rows[3].feasible);
        QCOMPARE(live.excluded.size(), std::size_t(2));
    }
};

QTEST_MAIN(TestLiveRanking)
#include "tst_liveranking.moc"
