// The one evaluation of a project state (model/evaluation): the ranking by the chosen method is exactly the
// engine's, the method defaults to the file's analysis.method, the costly parts are computed once and kept,
// and a Monte Carlo run is kept and reused but never a cancelled one.
#include "evaluation/evaluation.h"

#include "analysis/allmethods.h"
#include "format/projectfile.h"
#include "scenario/figures.h"
#include "samplevariants.h"
#include "../analysis/problemfixture.h"

#include <QTest>

#include <atomic>
#include <bit>
#include <chrono>
#include <random>
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

bool sameBits(double a, double b)
{
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

// The first thing two evaluations of one project state show differently, to the bit; empty when none.
QString firstDifference(const Evaluation &a, const Evaluation &b)
{
    const LiveRanking &x = a.ranking(), &y = b.ranking();
    if (x.rows.size() != y.rows.size())
        return QStringLiteral("%1 ranked rows against %2").arg(x.rows.size()).arg(y.rows.size());
    for (std::size_t i = 0; i < x.rows.size(); ++i) {
        const LiveRanking::Row &p = x.rows[i], &q = y.rows[i];
        if (p.alternative != q.alternative || p.name != q.name || p.rank != q.rank || p.feasible != q.feasible
            || !sameBits(p.score, q.score) || !sameBits(p.marginPoints, q.marginPoints))
            return QStringLiteral("row %1: %2 rank %3 score %4 margin %5, against %6 rank %7 score %8 margin %9")
                .arg(i)
                .arg(p.name)
                .arg(p.rank)
                .arg(p.score, 0, 'g', 17)
                .arg(p.marginPoints, 0, 'g', 17)
                .arg(q.name)
                .arg(q.rank)
                .arg(q.score, 0, 'g', 17)
                .arg(q.marginPoints, 0, 'g', 17);
    }
    if (x.runnerUp != y.runnerUp || x.notes != y.notes || x.ruleMessages != y.ruleMessages || x.stability != y.stability
        || x.method != y.method || x.profileName != y.profileName || x.weights.size() != y.weights.size())
        return QStringLiteral("runner-up, notes, rules, stability (“%1” against “%2”) or weights").arg(x.stability, y.stability);
    for (std::size_t k = 0; k < x.weights.size(); ++k)
        if (!sameBits(x.weights[k], y.weights[k]))
            return QStringLiteral("weight %1").arg(k);
    if (x.excluded.size() != y.excluded.size())
        return QStringLiteral("%1 listed apart against %2").arg(x.excluded.size()).arg(y.excluded.size());
    for (std::size_t i = 0; i < x.excluded.size(); ++i)
        if (x.excluded[i].alternative != y.excluded[i].alternative || x.excluded[i].missing != y.excluded[i].missing
            || x.excluded[i].violations != y.excluded[i].violations || x.excluded[i].name != y.excluded[i].name)
            return QStringLiteral("listed apart: %1").arg(x.excluded[i].name);
    if (bool(a.problem()) != bool(b.problem()))
        return QStringLiteral("a problem against none");
    if (a.problem()) {
        const DecisionProblem &p = *a.problem(), &q = *b.problem();
        if (!(p.values == q.values) || p.rows != q.rows || p.columns != q.columns || p.feasible != q.feasible
            || p.violations != q.violations || p.weights != q.weights)
            return QStringLiteral("the problems differ");
    }
    const auto *u = std::get_if<WsmResult>(&a.methodResult()), *v = std::get_if<WsmResult>(&b.methodResult());
    if (bool(u) != bool(v) || a.methodResult().index() != b.methodResult().index())
        return QStringLiteral("the method's results are of two kinds");
    if (u) {
        if (u->scores.size() != v->scores.size() || u->transforms.size() != v->transforms.size()
            || u->ranking.size() != v->ranking.size())
            return QStringLiteral("the weighted sum's sizes");
        for (std::size_t i = 0; i < u->scores.size(); ++i)
            if (!sameBits(u->scores[i], v->scores[i]))
                return QStringLiteral("score of problem row %1: %2 against %3")
                    .arg(i)
                    .arg(u->scores[i], 0, 'g', 17)
                    .arg(v->scores[i], 0, 'g', 17);
        for (std::size_t i = 0; i < u->ranking.size(); ++i)
            if (u->ranking[i].row != v->ranking[i].row || u->ranking[i].rank != v->ranking[i].rank)
                return QStringLiteral("the weighted sum's ranking at %1").arg(i);
        for (std::size_t k = 0; k < u->transforms.size(); ++k) {
            const ColumnTransform &s = u->transforms[k], &t = v->transforms[k];
            if (s.reciprocal != t.reciprocal || !sameBits(s.a, t.a) || !sameBits(s.b, t.b) || !sameBits(s.c, t.c)
                || !sameBits(s.d, t.d))
                return QStringLiteral("transform %1").arg(k);
        }
    }
    for (std::size_t i = 0; i < a.alternatives().size(); ++i) {
        const AlternativeRecord &p = a.alternatives()[i], &q = b.alternatives()[i];
        if (bool(p.ranked) != bool(q.ranked) || bool(p.excluded) != bool(q.excluded) || p.feasible != q.feasible
            || (p.ranked && p.ranked->rank != q.ranked->rank))
            return QStringLiteral("record of alternative %1").arg(i);
    }
    const std::vector<ProfileWinner> &pw = a.profileWinners(), &qw = b.profileWinners();
    if (pw.size() != qw.size())
        return QStringLiteral("profile winners' count");
    for (std::size_t i = 0; i < pw.size(); ++i)
        if (pw[i].winner != qw[i].winner || pw[i].runnerUp != qw[i].runnerUp || pw[i].flips != qw[i].flips
            || pw[i].active != qw[i].active || !sameBits(pw[i].marginPoints, qw[i].marginPoints))
            return QStringLiteral("profile %1's winner: %2 by %3 against %4 by %5")
                .arg(i)
                .arg(pw[i].winner)
                .arg(pw[i].marginPoints, 0, 'g', 17)
                .arg(qw[i].winner)
                .arg(qw[i].marginPoints, 0, 'g', 17);
    return {};
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
    // An edit's evaluation carried on from the last one (the workbench's, evaluate(…, last)) shows what a whole
    // evaluation of the same state shows, to the bit: the ranking, its scores and margins, the stability sentence, who
    // is listed apart, the problem, the other profiles' winners. Chains of edits of every kind on random projects
    // (gates, missing values, other profiles, fixed scales, other normalisations and methods, up to 2,600 rows: rows
    // in several blocks, scored on two threads); and the usual edit, a value moved inside its column's range on a
    // plain project under the weighted sum, must carry on (else the test shows nothing of the carried path).
    void anEditCarriedOnShowsWhatAWholeEvaluationShows()
    {
        std::mt19937_64 rng(20261207);
        std::uniform_real_distribution<double> value(1.0, 10.0), weight(0.5, 5.0), unit(0.0, 1.0);
        const auto pick = [&](int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng); };
        const quint64 carriedAtStart = evaluationsCarriedOn();
        int usualEdits = 0, beyondEdits = 0, editsCarried = 0, edits = 0;
        for (int k = 0; k < 60; ++k) {
            const int n = k % 20 == 19 ? 2600 : 2 + pick(40);
            const int m = 2 + pick(8);
            std::vector<test::ColumnSpec> columns;
            for (int c = 0; c < m; ++c) {
                test::ColumnSpec spec{QStringLiteral("c%1").arg(c), pick(3) == 0 ? Direction::Min : Direction::Max, weight(rng)};
                if (pick(6) == 0) {
                    spec.scaleMin = 0.0;
                    spec.scaleMax = 12.0;
                }
                columns.push_back(spec);
            }
            auto rows = std::vector<std::vector<double>>(static_cast<std::size_t>(n));
            for (auto &row : rows)
                for (int c = 0; c < m; ++c)
                    row.push_back(std::round(value(rng) * 100.0) / 100.0);
            QStringList names;
            for (int r = 0; r < n; ++r)
                names << QStringLiteral("Alternative %1").arg(r);
            ProjectData p = test::makeProject(columns, rows, names);
            const bool gated = k % 6 == 5, missing = k % 5 == 4, profiles = k % 4 == 3;
            if (gated)
                p.constraints.push_back({QStringLiteral("c1 >= 3"), QStringLiteral("c1 at least 3")});
            if (missing)
                p.values.set(pick(n), pick(m), kMissing);
            if (profiles)
                for (int extra = 0; extra < 2; ++extra) {
                    WeightProfile other = p.profiles[0];
                    other.name = QStringLiteral("Other %1").arg(extra);
                    for (double &w : other.weights)
                        w = weight(rng);
                    p.profiles.push_back(other);
                }
            if (k % 9 == 8)
                p.analysis.normalization = Normalization::Max;
            if (k % 11 == 10)
                p.analysis.normalization = Normalization::Vector;
            if (k % 8 == 7)
                p.analysis.method = QStringLiteral("topsis");
            const bool plain = !gated && !missing && p.analysis.method == QLatin1String("wsm")
                               && p.analysis.normalization == Normalization::MinMax;

            auto snapshot = std::make_shared<const ProjectData>(p);
            Evaluation last = evaluate(snapshot);
            for (int step = 0; step < 12; ++step) {
                ProjectData next = *snapshot;
                const int kind = pick(20);
                bool usual = false, beyond = false;
                const auto complete = [&](int r) {
                    for (int j = 0; j < m; ++j)
                        if (!std::isfinite(next.values.at(r, j)))
                            return false;
                    return true;
                };
                // The column's range among the rows ranked (those with every value), as the normalisation sees it.
                const auto columnRange = [&](int c) {
                    double lo = INFINITY, hi = -INFINITY;
                    for (int r = 0; r < n; ++r)
                        if (complete(r)) {
                            lo = std::min(lo, next.values.at(r, c));
                            hi = std::max(hi, next.values.at(r, c));
                        }
                    return std::pair{lo, hi};
                };
                if (kind < 10) { // one value inside its column's range: the usual edit
                    const int r = pick(n), c = pick(m);
                    const auto [lo, hi] = columnRange(c);
                    const double was = next.values.at(r, c);
                    const bool ranked = complete(r);
                    const double to = std::round((lo + (hi - lo) * (0.05 + 0.9 * unit(rng))) * 100.0) / 100.0;
                    next.values.set(r, c, to);
                    // (an edit before may have taken one of the row's values away)
                    usual = plain && ranked && was > lo && was < hi && to > lo && to < hi;
                } else if (kind < 13) { // beyond the column's range: every score of it moves
                    const int r = pick(n), c = pick(m);
                    const bool ranked = complete(r);
                    next.values.set(r, c, columnRange(c).second + 1.0 + pick(5));
                    beyond = plain && ranked; // carried on too: every row scored again, the problem not built again
                } else if (kind < 15) { // a few rows at once
                    for (int e = 0, count = 2 + pick(3); e < count; ++e) {
                        const int c = pick(m);
                        const auto [lo, hi] = columnRange(c);
                        next.values.set(pick(n), c, std::round((lo + (hi - lo) * unit(rng)) * 100.0) / 100.0);
                    }
                } else if (kind < 17) { // a value taken away, or one given back
                    const int r = pick(n), c = pick(m);
                    next.values.set(r, c, std::isfinite(next.values.at(r, c)) ? kMissing : value(rng));
                } else if (kind < 18) { // a weight
                    next.profiles[0].weights[std::size_t(pick(m))] = weight(rng);
                } else { // the same value written again: nothing changes
                    const int r = pick(n), c = pick(m);
                    next.values.set(r, c, next.values.at(r, c));
                    usual = plain;
                }
                if (pick(2) == 0)
                    last.profileWinners(); // the next evaluation carries the other profiles' scores on too
                snapshot = std::make_shared<const ProjectData>(std::move(next));
                const quint64 before = evaluationsCarriedOn();
                Evaluation carried = evaluate(snapshot, {}, 0, &last);
                const bool didCarry = evaluationsCarriedOn() > before;
                const Evaluation whole = evaluate(snapshot);
                const QString where = QStringLiteral("project %1 (%2 × %3, %4, %5), edit %6 of kind %7: ")
                                          .arg(k)
                                          .arg(n)
                                          .arg(m)
                                          .arg(p.analysis.method, normalizationName(p.analysis.normalization))
                                          .arg(step)
                                          .arg(kind);
                const QString difference = firstDifference(carried, whole);
                QVERIFY2(difference.isEmpty(), qPrintable(where + difference));
                if (usual) {
                    ++usualEdits;
                    QVERIFY2(didCarry, qPrintable(where + QStringLiteral("the usual edit did not carry on")));
                }
                if (beyond) {
                    ++beyondEdits;
                    QVERIFY2(didCarry, qPrintable(where + QStringLiteral("the edit beyond the range did not carry on")));
                }
                editsCarried += didCarry ? 1 : 0;
                ++edits;
                last = std::move(carried);
            }
        }
        QCOMPARE(evaluationsCarriedOn() - carriedAtStart, quint64(editsCarried));
        QVERIFY2(usualEdits > 150, qPrintable(QString::number(usualEdits)));
        QVERIFY2(beyondEdits > 20, qPrintable(QString::number(beyondEdits)));
        qInfo("%d edits, %d carried on (%d of them the usual edit and %d beyond a column's range, which always must)",
              edits, editsCarried, usualEdits, beyondEdits);
    }

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
