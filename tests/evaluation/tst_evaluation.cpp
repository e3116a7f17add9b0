// The one evaluation of a project state (model/evaluation): the ranking by the chosen method is exactly the
// engine's, the method defaults to the file's analysis.method, the costly parts are computed once and kept,
// and a Monte Carlo run is kept and reused but never a cancelled one.
#include "evaluation/evaluation.h"

#include "analysis/allmethods.h"
#include "format/projectfile.h"
#include "scenario/figures.h"
#include "samplevariants.h"

#include <QTest>

#include <atomic>
#include <chrono>
#include <thread>

using namespace verdict;

namespace {

ProjectData sample()
{
    const LoadResult loaded = loadProjectFile(QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict"));
    if (!loaded.ok())
        qFatal("the sample does not load");
    return *loaded.project;
}

// The engine's ranking of `method` on the problem, infeasible rows last, as project alternative indices;
// nullopt when the method refuses the problem.
std::optional<std::vector<int>> engineOrder(const DecisionProblem &problem, const QString &method, double vikorV)
{
    const AllMethodsResult all = runAllMethods(problem, Normalization::MinMax, Normalization::Max, vikorV);
    const auto rankingOf = [](const auto &result) { return result ? &result->ranking : nullptr; };
    const std::vector<RankedEntry> *ranking = method == QLatin1String("wpm")         ? rankingOf(all.wpm)
                                              : method == QLatin1String("topsis")    ? rankingOf(all.topsis)
                                              : method == QLatin1String("promethee") ? rankingOf(all.promethee)
                                              : method == QLatin1String("vikor")     ? rankingOf(all.vikor)
                                                                                     : rankingOf(all.wsm);
    if (!ranking)
        return std::nullopt;
    std::vector<int> order;
    for (const RankedEntry &e : rankFeasibleFirst(*ranking, problem))
        order.push_back(problem.rows[std::size_t(e.row)]);
    return order;
}

} // namespace

class TestEvaluation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rankingIsTheMethodsRanking_data()
    {
        QTest::addColumn<QString>("method");
        for (const char *m : {"wsm", "wpm", "topsis", "promethee", "vikor"})
            QTest::newRow(m) << QString::fromLatin1(m);
    }
    void rankingIsTheMethodsRanking()
    {
        QFETCH(QString, method);
        ProjectData p = sample();
        // Through the file's setting and through the option: the same ranking.
        p.analysis.method = method;
        const Evaluation byFile = evaluate(p);
        EvaluationOptions o;
        o.method = method;
        ProjectData q = sample();
        const Evaluation byOption = evaluate(q, o);
        QCOMPARE(byFile.method(), method);
        QCOMPARE(byFile.ranking().method, method);
        QVERIFY(byFile.problem());
        const std::optional<std::vector<int>> engine = engineOrder(*byFile.problem(), method, p.analysis.vikorV);
        if (!engine) {
            // The method refuses the sample (WPM: a zero value): no ranking, and the notes say why.
            QVERIFY(!byFile.ranking().hasRanking());
            QVERIFY(!byFile.ranking().notes.isEmpty());
            QVERIFY(std::holds_alternative<std::monostate>(byFile.methodResult()));
            QVERIFY(hasErrors(byFile.methodMessages()));
            return;
        }
        const std::vector<int> &expected = *engine;
        QCOMPARE(byFile.ranking().rows.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(byFile.ranking().rows[i].alternative, expected[i]);
            QCOMPARE(byOption.ranking().rows[i].alternative, expected[i]);
        }
        // The winner's margin is counted in the better direction: never negative, also for VIKOR's Q.
        QVERIFY(byFile.ranking().rows.front().marginPoints >= 0.0);
        QCOMPARE(byFile.ranking().higherIsBetter, method != QLatin1String("vikor"));
        // The method's own result is kept: nothing ranks twice.
        QVERIFY(!std::holds_alternative<std::monostate>(byFile.methodResult()));
        // The stability sentence is the weighted sum's: other methods do not claim it.
        QCOMPARE(byFile.ranking().stability.isEmpty(), method != QLatin1String("wsm"));
    }

    // With linear latency the sample under TOPSIS picks OpenShift on-prem, under the weighted sum AKS + Azure Arc
    // (issue 17); with the latency's value function (issue 19) every method picks AKS + Azure Arc.
    void theSamplesWinnerDependsOnTheMethod()
    {
        ProjectData p = test::withLinearLatency(sample());
        QCOMPARE(evaluate(p).ranking().winner(), QStringLiteral("AKS + Azure Arc"));
        p.analysis.method = QStringLiteral("topsis");
        QCOMPARE(evaluate(p).ranking().winner(), QStringLiteral("OpenShift on-prem"));
        ProjectData valued = sample();
        for (const QString &method : {QStringLiteral("wsm"), QStringLiteral("topsis"), QStringLiteral("promethee"), QStringLiteral("vikor")}) {
            valued.analysis.method = method;
            QCOMPARE(evaluate(valued).ranking().winner(), QStringLiteral("AKS + Azure Arc"));
        }
    }

    void profileWinnersUseTheSameMethod()
    {
        ProjectData p = sample();
        p.analysis.method = QStringLiteral("topsis");
        const Evaluation e = evaluate(p);
        QCOMPARE(e.profileWinners().size(), p.profiles.size());
        for (const ProfileWinner &w : e.profileWinners()) {
            EvaluationOptions o;
            o.profile = w.profile;
            QCOMPARE(w.winner, evaluate(p, o).ranking().winner());
            QCOMPARE(w.active, w.profile == p.activeProfile);
            QCOMPARE(w.flips, w.winner != e.ranking().winner());
        }
    }

    // The lazy parts are computed once, also when two threads ask at the same time.
    void lazyPartsAreComputedOnce()
    {
        const Evaluation e = evaluate(sample());
        std::atomic<const void *> seen[2] = {nullptr, nullptr};
        std::thread a([&] { seen[0] = &e.sensitivity(); (void)e.chartInput(); (void)e.profileWinners(); });
        std::thread b([&] { seen[1] = &e.sensitivity(); (void)e.profileWinners(); (void)e.chartInput(); });
        a.join();
        b.join();
        QCOMPARE(seen[0].load(), seen[1].load());
        QVERIFY(e.sensitivity());
        QCOMPARE(&e.chartInput(), &e.chartInput());
        QCOMPARE(&e.profileWinners(), &e.profileWinners());
        // The chart input is the evaluation's scenario, not a second evaluation of its own.
        QCOMPARE(e.chartInput().scenario.values.rows(), e.scenario().values.rows());
        QCOMPARE(e.chartInput().feasible, e.scenario().feasible);
    }

    // A part kept with the evaluation (Evaluation::part) is computed once, whichever thread asks first; one kept
    // from elsewhere (a dock's run) is returned without computing; findPart() never computes.
    void partsAreComputedOnceAndKept()
    {
        struct Counted
        {
            int value = 0;
        };
        struct Kept
        {
            int value = 0;
        };
        const Evaluation e = evaluate(sample());
        QVERIFY(!e.findPart<Counted>());
        std::atomic<int> computed{0};
        const auto compute = [&computed] {
            ++computed;
            std::this_thread::sleep_for(std::chrono::milliseconds(20)); // both threads ask while it runs
            return Counted{42};
        };
        std::shared_ptr<const Counted> seen[2];
        std::thread a([&] { seen[0] = e.part<Counted>(compute); });
        std::thread b([&] { seen[1] = e.part<Counted>(compute); });
        a.join();
        b.join();
        QCOMPARE(computed.load(), 1);
        QCOMPARE(seen[0].get(), seen[1].get());
        QCOMPARE(seen[0]->value, 42);
        QCOMPARE(e.findPart<Counted>().get(), seen[0].get());

        e.keepPart(std::make_shared<const Kept>(Kept{7}));
        bool ran = false;
        QCOMPARE(e.part<Kept>([&ran] { ran = true; return Kept{8}; })->value, 7);
        QVERIFY(!ran);
        e.keepPart(std::make_shared<const Kept>(Kept{9})); // the first kept stays
        QCOMPARE(e.findPart<Kept>()->value, 7);
    }

    void aMonteCarloRunIsKeptAndReused()
    {
        const Evaluation e = evaluate(sample());
        QVERIFY(!e.smaa());
        const std::shared_ptr<const SmaaRun> first = e.runSmaa({2000, std::nullopt, 1});
        QVERIFY(first->result);
        QCOMPARE(first->result->samples, std::int64_t(2000));
        QCOMPARE(e.smaa(), first);
        // Fewer samples, same seed: the kept run answers. More samples or another seed: a new run.
        QCOMPARE(e.runSmaa({1000, std::nullopt, 1}), first);
        const std::shared_ptr<const SmaaRun> more = e.runSmaa({4000, std::nullopt, 1});
        QVERIFY(more != first);
        QCOMPARE(more->result->samples, std::int64_t(4000));
        const std::shared_ptr<const SmaaRun> seeded = e.runSmaa({1000, 99, 1});
        QCOMPARE(seeded->result->seed, std::uint64_t(99));
        QCOMPARE(e.smaa(), seeded);
    }

    void aCancelledRunIsNotKept()
    {
        const Evaluation e = evaluate(sample());
        std::atomic<bool> cancel{true};
        SmaaControl control;
        control.cancel = &cancel;
        const std::shared_ptr<const SmaaRun> run = e.runSmaa({200000, std::nullopt, 1}, control);
        QVERIFY(run->result && run->result->cancelled);
        QVERIFY(!e.smaa());
    }

    // Missing values: left out and listed by default, refused (an error per cell) for the commands.
    void missingValuesLeaveOutOrRefuse()
    {
        ProjectData p = sample();
        int column = -1;
        for (int c = 0; c < p.criterionCount(); ++c)
            if (!p.criteria[std::size_t(c)].isFormula())
                column = c;
        QVERIFY(column >= 0);
        p.values.set(1, column, std::numeric_limits<double>::quiet_NaN());
        const Evaluation lenient = evaluate(p);
        QVERIFY(lenient.problem());
        QCOMPARE(int(lenient.ranking().rows.size()), p.alternativeCount() - 1);
        const auto &excluded = lenient.ranking().excluded;
        const auto left = std::find_if(excluded.begin(), excluded.end(), [](const auto &x) { return x.alternative == 1; });
        QVERIFY(left != excluded.end());
        QCOMPARE(left->missing, QStringList{p.criteria[std::size_t(column)].name});
        EvaluationOptions strict;
        strict.incomplete = IncompleteAlternatives::Refuse;
        const Evaluation refused = evaluate(p, strict);
        QVERIFY(!refused.problem());
        QVERIFY(hasErrors(refused.rankable().messages));
        QVERIFY(!refused.ranking().hasRanking());
    }

    // One record per alternative and criterion, pointing into the evaluation, and still valid once it is moved.
    void recordsCoverTheProjectAndSurviveAMove()
    {
        const ProjectData p = sample();
        Evaluation moved = [&] {
            Evaluation e = evaluate(p);
            return e;
        }();
        const Evaluation e = std::move(moved);
        QCOMPARE(int(e.alternatives().size()), p.alternativeCount());
        QCOMPARE(int(e.criteria().size()), p.criterionCount());
        for (const AlternativeRecord &a : e.alternatives()) {
            QCOMPARE(a.alternative, &e.project().alternatives[std::size_t(a.index)]);
            QCOMPARE(a.feasible, bool(e.scenario().feasible[std::size_t(a.index)]));
            QCOMPARE(a.violations, &e.scenario().violations[std::size_t(a.index)]);
            QCOMPARE(a.violations->empty(), a.feasible);
            QCOMPARE(a.figure(Figure::AnnualCost).value, e.scenario().figure(a.index, Figure::AnnualCost).value);
            QVERIFY(a.ranked); // the sample ranks everyone
            QCOMPARE(a.ranked->alternative, a.index);
            QCOMPARE(a.baseline, a.alternative->id == p.baseline);
        }
        double sum = 0.0;
        for (const CriterionRecord &c : e.criteria()) {
            QCOMPARE(c.criterion, &e.project().criteria[std::size_t(c.index)]);
            QCOMPARE(c.formula, c.criterion->isFormula());
            QCOMPARE(c.weight, e.ranking().weights[std::size_t(c.index)]);
            sum += c.weight;
        }
        QVERIFY(std::abs(sum - 1.0) < 1e-12);
    }

    // A project whose matrix does not match its lists (a hand-built ProjectData) still gets a record per
    // alternative and criterion, and no ranking rather than a crash.
    void aMalformedProjectIsShapedNotTrusted()
    {
        ProjectData p = sample();
        p.values = SharedMatrix(1, 1);
        const Evaluation e = evaluate(p);
        QCOMPARE(int(e.alternatives().size()), p.alternativeCount());
        QCOMPARE(int(e.criteria().size()), p.criterionCount());
        QCOMPARE(e.scenario().feasible.size(), std::size_t(p.alternativeCount()));
        QVERIFY(!e.ranking().hasRanking());
    }

    // An evaluation keeps its own snapshot: changing the caller's project afterwards changes nothing in it.
    void anEvaluationKeepsItsOwnSnapshot()
    {
        ProjectData p = sample();
        const Evaluation e = evaluate(p);
        const QString winner = e.ranking().winner();
        p.alternatives.clear();
        QCOMPARE(e.project().alternativeCount(), 4);
        QCOMPARE(e.ranking().winner(), winner);
        QVERIFY(e.chartInput().project.alternativeCount() == 4);
    }
};

QTEST_MAIN(TestEvaluation)
#include "tst_evaluation.moc"
