// What to check first (docs/stability.md): every assumed or unsourced number, its flip and the probability that the
// winner changes when only it varies, against hand-worked values and an independent Monte Carlo at a fixed seed.
#include "problemfixture.h"
#include "verdictprocess.h"

#include "core/scenarios.h"
#include "evaluation/evaluation.h"
#include "format/projectfile.h"
#include "review/assumptions.h"
#include "review/whatif.h"
#include "evaluation/wording.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <bit>
#include <cmath>
#include <limits>
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

// Four alternatives on two benefit criteria of equal weight; A (1, 0.3) and B (1, 0.2) differ in the second only.
ProjectData nearTieProject(const QString &method)
{
    const std::vector<test::ColumnSpec> columns{{QStringLiteral("c1"), Direction::Max, 1.0}, {QStringLiteral("c2"), Direction::Max, 1.0}};
    ProjectData p = test::makeProject(columns, {{1.0, 0.3}, {1.0, 0.2}, {0.0, 0.0}, {0.0, 1.0}});
    p.analysis.method = method;
    return p;
}
using Firsts = std::pair<int, int>;
// B's second number at `b`: the first as the quick ranker and as the whole ranking give it.
Firsts firstsWithB(const ProjectData &p, const TrialRanker &quick, double b)
{
    ProjectData trial = p;
    trial.values.set(1, 1, b);
    return {quick.firstWithOneValue(trial, 1, 1), firstFeasible(trial)};
}

} // namespace

class TestAssumptions : public QObject
{
    Q_OBJECT

    // Applied in order, each step does what it says: feasible, level with the first, or first.
    // Both searches give the same answers with quick trials (TrialMode::Quick: ranked quickly or evaluated in numbers
    // only) as with whole evaluations (the oracle): what it would take for the last-ranked alternative (to keep the
    // reference quick enough), what to check first for every number, its probability to the bit.
    static void searchesAgree(const ProjectData &p, int n, const QString &where)
    {
        const int last = winnerOf(p) == n - 1 ? 0 : n - 1;
        const WhatIfReport fast = analyzeWhatIf(p, last, nullptr, TrialMode::Quick);
        const WhatIfReport reference = analyzeWhatIf(p, last, nullptr, TrialMode::Full);
        QCOMPARE(fast.winner, reference.winner);
        QCOMPARE(fast.alternatives.size(), reference.alternatives.size());
        for (std::size_t i = 0; i < fast.alternatives.size(); ++i) {
            QVERIFY2(fast.alternatives[i].sentence == reference.alternatives[i].sentence,
                     qPrintable(where + QStringLiteral(":\n  quick: ") + fast.alternatives[i].sentence
                                + QStringLiteral("\n  whole: ") + reference.alternatives[i].sentence));
            if (!fast.alternatives[i].changes.empty())
                checkApplied(p, fast.alternatives[i]);
        }
        const AssumptionReport fastNumbers = analyzeAssumptions(p, nullptr, nullptr, TrialMode::Quick);
        const AssumptionReport referenceNumbers = analyzeAssumptions(p, nullptr, nullptr, TrialMode::Full);
        QCOMPARE(fastNumbers.numbers.size(), referenceNumbers.numbers.size());
        for (std::size_t i = 0; i < fastNumbers.numbers.size(); ++i) {
            QVERIFY2(fastNumbers.numbers[i].sentence == referenceNumbers.numbers[i].sentence,
                     qPrintable(where + QStringLiteral(":\n  quick: ") + fastNumbers.numbers[i].sentence
                                + QStringLiteral("\n  whole: ") + referenceNumbers.numbers[i].sentence));
            QCOMPARE(std::bit_cast<std::uint64_t>(fastNumbers.numbers[i].pChange),
                     std::bit_cast<std::uint64_t>(referenceNumbers.numbers[i].pChange));
        }
        QCOMPARE(fastNumbers.headline, referenceNumbers.headline);
    }

    static void checkApplied(const ProjectData &p, const WhatIfAlternative &w)
    {
        ProjectData current = p;
        for (std::size_t i = 0; i < w.changes.size(); ++i) {
            const WhatIfStep &s = w.changes[i];
            current = withNumber(current, s.number, s.to);
            if (s.withNext) {
                // One of a pair: both carry the result of the two together, which it does not reach alone.
                QVERIFY(i + 1 < w.changes.size());
                QCOMPARE(w.changes[i + 1].result, s.result);
                QVERIFY2(!reaches(current, w.alternative, s.result != WhatIfStep::Result::Feasible), qPrintable(w.sentence));
                continue;
            }
            EvaluationOptions o;
            o.stability = false;
            const Evaluation e = evaluate(current, o);
            QVERIFY2(e.scenario().feasible[std::size_t(w.alternative)], qPrintable(w.sentence));
            if (s.result == WhatIfStep::Result::Feasible)
                continue;
            bool first = false;
            for (const LiveRanking::Row &row : e.ranking().rows)
                first = first || (row.alternative == w.alternative && row.rank == 1 && row.feasible);
            QVERIFY2(first, qPrintable(w.sentence));
        }
    }

    // Feasible (`first` false), or first among the feasible, ties included.
    static bool reaches(const ProjectData &p, int alternative, bool first)
    {
        EvaluationOptions o;
        o.stability = false;
        const Evaluation e = evaluate(p, o);
        if (!e.scenario().feasible[std::size_t(alternative)])
            return false;
        if (!first)
            return true;
        for (const LiveRanking::Row &row : e.ranking().rows)
            if (row.alternative == alternative && row.rank == 1 && row.feasible)
                return true;
        return false;
    }

    // Brute force over every pair of the alternative's numbers on a 1 % grid of each, up to ±100 % (within
    // bounds): the smallest sum of relative changes that reaches it. Infinity when none does.
    static double bruteForcePair(const ProjectData &p, int alternative, bool first)
    {
        const std::vector<AssumptionNumber> numbers = numbersOf(p, alternative, false);
        double best = std::numeric_limits<double>::infinity();
        for (std::size_t i = 0; i < numbers.size(); ++i)
            for (std::size_t j = i + 1; j < numbers.size(); ++j) {
                const AssumptionNumber &a = numbers[i], &b = numbers[j];
                const auto [aLow, aHigh] = numberBounds(p, a);
                const auto [bLow, bHigh] = numberBounds(p, b);
                const double ua = a.value != 0 ? std::abs(a.value) : 1.0, ub = b.value != 0 ? std::abs(b.value) : 1.0;
                for (int ka = -100; ka <= 100; ++ka)
                    for (int kb = -100; kb <= 100; ++kb) {
                        const double size = (std::abs(ka) + std::abs(kb)) / 100.0;
                        const double xa = a.value + ua * ka / 100.0, xb = b.value + ub * kb / 100.0;
                        if (size >= best || xa < aLow - 1e-12 || xa > aHigh + 1e-12 || xb < bLow - 1e-12 || xb > bHigh + 1e-12)
                            continue;
                        if (reaches(withNumber(withNumber(p, a, xa), b, xb), alternative, first))
                            best = size;
                    }
            }
        return best;
    }

    // Brute force: no number of the alternative, on a grid ten times finer than the search's, reaches the same
    // (feasible, or first) with a smaller change.
    static void checkMinimal(const ProjectData &p, int alternative, const WhatIfStep &reported, bool first)
    {
        for (const AssumptionNumber &n : numbersOf(p, alternative, false)) {
            const double unit = n.value != 0.0 ? std::abs(n.value) : 1.0;
            const auto [floor, ceiling] = numberBounds(p, n);
            for (int k = 1; k <= 1000; ++k)
                for (const double side : {1.0, -1.0}) {
                    const double x = n.value + side * unit * k / 1000.0;
                    if (k / 1000.0 >= std::abs(reported.relative) - 1e-9 || x < floor || x > ceiling)
                        continue;
                    EvaluationOptions o;
                    o.stability = false;
                    const Evaluation e = evaluate(withNumber(p, n, x), o);
                    bool reached = e.scenario().feasible[std::size_t(alternative)];
                    if (first) {
                        bool top = false;
                        for (const LiveRanking::Row &row : e.ranking().rows)
                            top = top || (row.alternative == alternative && row.rank == 1 && row.feasible);
                        reached = top;
                    }
                    QVERIFY2(!reached, qPrintable(QStringLiteral("%1 at %2 already does it (reported %3)").arg(n.name).arg(x).arg(reported.relative)));
                }
        }
    }

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

    // What it would take, by hand on handCase(): B (4, 5) trails A (6, 4) by 0.05. Its c0 must reach 5 (+25 %),
    // its c1 6 (+20 %): the smaller is c1 → 6, where B draws level, and beyond it leads. With the gate's limit at 4.5
    // B fails it: c0 → 4.5 (+12.5 %) makes it feasible (0.475 against 0.5); from there c1 → 5.5 (+10 %) brings it
    // level (c0 would need 5, +11.1 %).
    void whatIfByHand()
    {
        ProjectData p = handCase();
        WhatIfReport r = analyzeWhatIf(p);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(int(r.alternatives.size()), 1);
        const WhatIfAlternative &b = r.alternatives.front();
        QCOMPARE(b.name, QStringLiteral("B"));
        QCOMPARE(int(b.changes.size()), 1);
        QCOMPARE(b.changes[0].number.criterion, 1);
        QVERIFY(std::abs(b.changes[0].to - 6.0) < 1e-9 && std::abs(b.changes[0].relative - 0.2) < 1e-9);
        QCOMPARE(b.changes[0].result, WhatIfStep::Result::Wins);
        checkApplied(p, b);
        checkMinimal(p, b.alternative, b.changes[0], true);

        p.parameters[0].value = 4.5;
        r = analyzeWhatIf(p);
        QCOMPARE(int(r.alternatives.size()), 1);
        const WhatIfAlternative &gated = r.alternatives.front();
        QVERIFY(!gated.feasible);
        QCOMPARE(int(gated.changes.size()), 2);
        QCOMPARE(gated.changes[0].result, WhatIfStep::Result::Feasible);
        QCOMPARE(gated.changes[0].number.criterion, 0);
        // The gates compare with a relative tolerance of 1e-9 (docs/scenario.md), so the crossing is that close to 4.5.
        QVERIFY2(std::abs(gated.changes[0].to - 4.5) < 1e-8, qPrintable(QString::number(gated.changes[0].to, 'g', 17)));
        QCOMPARE(gated.changes[1].number.criterion, 1);
        QVERIFY(std::abs(gated.changes[1].to - 5.5) < 1e-8); // from 4.5 − 4.5e-9: the gate's tolerance carries over
        QVERIFY(std::abs(gated.changes[1].relative - 0.1) < 1e-8);
        QVERIFY2(gated.sentence.contains(QStringLiteral("makes it feasible; then")), qPrintable(gated.sentence));
        checkApplied(p, gated);
        checkMinimal(p, gated.alternative, gated.changes[0], false);
        checkMinimal(withChanges(p, {gated.changes[0]}), gated.alternative, gated.changes[1], true);
    }

    // Where no single number can do it, the cheapest two together: for feasibility (two gates, each on its own
    // number) and for first place (each capped by its scale), checked by brute force over every pair on a 1 % grid.
    //  Three criteria on a fixed 0–10 scale, equal weights; A (8, 8, 2) sums 18, B (4, 5, 2) 11: B needs 7 more
    //  points, and no number alone has them (c0 at most +4, c1 +5, c2 +2). The cheapest pair: c1 to its ceiling
    //  (+100 %) and c0 +2 (+50 %): 1.5 in all.
    void whatIfTwoNumbers()
    {
        using test::ColumnSpec;
        ProjectData p = test::makeProject({{QStringLiteral("c0"), Direction::Max, 1.0, 0.0, 10.0},
                                           {QStringLiteral("c1"), Direction::Max, 1.0, 0.0, 10.0},
                                           {QStringLiteral("c2"), Direction::Max, 1.0, 0.0, 10.0}},
                                          {{8, 8, 2}, {4, 5, 2}});
        WhatIfReport r = analyzeWhatIf(p);
        QCOMPARE(int(r.alternatives.size()), 1);
        const WhatIfAlternative b = r.alternatives.front();
        QCOMPARE(int(b.changes.size()), 2);
        QVERIFY(b.changes[0].withNext && !b.changes[1].withNext);
        QVERIFY2(b.sentence.contains(QStringLiteral("together with")), qPrintable(b.sentence));
        checkApplied(p, b);
        const double size = std::abs(b.changes[0].relative) + std::abs(b.changes[1].relative);
        const double brute = bruteForcePair(p, b.alternative, true);
        QVERIFY2(std::abs(size - 1.5) < 1e-6, qPrintable(QString::number(size, 'g', 12)));
        QVERIFY2(brute >= size - 1e-6 && size <= brute + 0.02, qPrintable(QStringLiteral("reported %1, brute force %2").arg(size).arg(brute)));

        // Two gates on two numbers: B must reach c0 ≥ 5 and c1 ≥ 6 (+25 % and +20 %: 0.45); then, from there, 5
        // more points, which c1 alone has (6 → 10, +66.7 % of the 6 it is then... of 5 as filed: the sentence's).
        ProjectData gated = p;
        gated.constraints.push_back({QStringLiteral("c0 >= 5"), QStringLiteral("c0 at least 5")});
        gated.constraints.push_back({QStringLiteral("c1 >= 6"), QStringLiteral("c1 at least 6")});
        gated.values.set(0, 0, 6.0); // A meets both: (6, 8, 2) sums 16
        r = analyzeWhatIf(gated);
        QCOMPARE(int(r.alternatives.size()), 1);
        const WhatIfAlternative g = r.alternatives.front();
        QVERIFY(!g.feasible);
        QVERIFY2(g.changes.size() >= 2 && g.changes[0].withNext, qPrintable(g.sentence));
        QCOMPARE(g.changes[0].result, WhatIfStep::Result::Feasible);
        checkApplied(gated, g);
        const double feasibleSize = std::abs(g.changes[0].relative) + std::abs(g.changes[1].relative);
        const double bruteFeasible = bruteForcePair(gated, g.alternative, false);
        QVERIFY2(std::abs(feasibleSize - 0.45) < 1e-6, qPrintable(QString::number(feasibleSize, 'g', 12)));
        QVERIFY2(bruteFeasible >= feasibleSize - 1e-6 && feasibleSize <= bruteFeasible + 0.02,
                 qPrintable(QStringLiteral("reported %1, brute force %2").arg(feasibleSize).arg(bruteFeasible)));
        QVERIFY2(g.sentence.contains(QStringLiteral("make it feasible; then")), qPrintable(g.sentence));
    }

    // On the sample, every change reported for every platform, applied to the file in order and ranked again.
    void whatIfOnTheSample()
    {
        const LoadResult loaded = loadProjectFile(QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict"));
        QVERIFY(loaded.project);
        const WhatIfReport r = analyzeWhatIf(*loaded.project);
        QCOMPARE(r.winner, QStringLiteral("AKS + Azure Arc"));
        QCOMPARE(int(r.alternatives.size()), 3);
        for (const WhatIfAlternative &w : r.alternatives) {
            QVERIFY2(!w.changes.empty(), qPrintable(w.sentence));
            checkApplied(*loaded.project, w);
        }
        // GKE Autopilot misses the 50 ms SLA at 53 ms: meeting it comes first.
        const auto gke = std::find_if(r.alternatives.begin(), r.alternatives.end(),
                                      [](const WhatIfAlternative &w) { return w.name == QStringLiteral("GKE Autopilot"); });
        QVERIFY(gke != r.alternatives.end());
        QCOMPARE(gke->changes.front().result, WhatIfStep::Result::Feasible);
        QVERIFY(std::abs(gke->changes.front().to - 50.0) < 1e-6);
        QVERIFY(gke->changes.front().plausible); // −5.7 %, within ±20 %
    }

    // Under the sample's "Budget $120K" nothing meets every gate: every platform is asked what makes it feasible
    // (and first), GKE Autopilot needing two numbers, its latency for the SLA and its price for the budget.
    void whatIfNothingFeasible()
    {
        const LoadResult loaded = loadProjectFile(QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict"));
        QVERIFY(loaded.project);
        ProjectData p = *loaded.project;
        p.activeScenario = QStringLiteral("Budget $120K");
        QVERIFY(p.indexOfScenario(p.activeScenario) >= 0);
        const ProjectData applied = applyActiveScenario(p);
        QCOMPARE(winnerOf(applied), -1);
        // The recommendation sentence says, last, that the score order is no recommendation.
        const QString sentence = recommendationSentence(evaluate(p).ranking(), TextStyle::Plain);
        QVERIFY2(sentence.endsWith(QStringLiteral("ahead of OpenShift on-prem, but no alternative meets every constraint.")), qPrintable(sentence));
        const WhatIfReport r = analyzeWhatIf(p);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QVERIFY(r.winner.isEmpty());
        QCOMPARE(int(r.alternatives.size()), p.alternativeCount());
        bool pair = false;
        for (const WhatIfAlternative &w : r.alternatives) {
            QVERIFY(!w.feasible);
            QVERIFY2(!w.changes.empty(), qPrintable(w.sentence));
            QVERIFY2(w.changes.back().result != WhatIfStep::Result::Feasible, qPrintable(w.sentence)); // first in the end
            checkApplied(applied, w);
            pair = pair || w.changes.front().withNext;
        }
        QVERIFY(pair);
        const test::CliRun run = test::runVerdict({QStringLiteral("whatif"), QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict"),
                                                   QStringLiteral("--scenario"), QStringLiteral("Budget $120K")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.startsWith(QStringLiteral("No alternative meets every gate.")), qPrintable(run.out));
    }

    // With nothing feasible, what to check first asks which number makes an alternative feasible and first: under
    // "Budget $120K" fewer GPU-hours than assumed let AKS + Azure Arc in. Every flip, applied, does what it says.
    void assumptionsNothingFeasible()
    {
        const LoadResult loaded = loadProjectFile(QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict"));
        QVERIFY(loaded.project);
        ProjectData p = *loaded.project;
        p.activeScenario = QStringLiteral("Budget $120K");
        const ProjectData applied = applyActiveScenario(p);
        QCOMPARE(winnerOf(applied), -1);
        const AssumptionReport r = analyzeAssumptions(p);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QVERIFY(r.winner.isEmpty());
        QVERIFY2(r.headline.startsWith(QStringLiteral("No alternative meets every gate; of the")), qPrintable(r.headline));
        QVERIFY(r.changing >= 1);
        int flips = 0;
        for (const AssumptionNumber &n : r.numbers) {
            if (!n.flipValue) {
                QVERIFY2(n.sentence.contains(QStringLiteral("makes an alternative feasible")), qPrintable(n.sentence));
                continue;
            }
            ++flips;
            const double unit = n.value != 0.0 ? std::abs(n.value) : 1.0;
            const double side = n.flipRelative > 0 ? 1.0 : -1.0;
            const int beyond = winnerOf(withNumber(applied, n, *n.flipValue + side * 1e-6 * unit));
            QVERIFY2(beyond >= 0, qPrintable(n.sentence));
            QCOMPARE(applied.alternatives[std::size_t(beyond)].name, n.flipWinner);
            QCOMPARE(winnerOf(withNumber(applied, n, *n.flipValue - side * 1e-6 * unit)), -1);
            QVERIFY2(n.sentence.contains(QStringLiteral("P(a winner)")), qPrintable(n.sentence));
        }
        QVERIFY(flips >= r.changing);
        const AssumptionNumber &first = r.numbers.front();
        QCOMPARE(first.parameter, QStringLiteral("gpu_hours"));
        QCOMPARE(first.flipWinner, QStringLiteral("AKS + Azure Arc"));
        QVERIFY(first.flipRelative < 0 && first.pChange > 0.1);
    }

    // Each answer kept as a what-if scenario puts its alternative first when shown, under the base and on top of
    // an active scenario (whose overrides it keeps), and the name is never one the file has.
    void whatIfAsScenario()
    {
        const LoadResult loaded = loadProjectFile(QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict"));
        QVERIFY(loaded.project);
        for (const QString &active : {QString(), QStringLiteral("AKS at list price"), QStringLiteral("Budget $120K")}) {
            ProjectData p = *loaded.project;
            p.activeScenario = active;
            const WhatIfReport r = analyzeWhatIf(p);
            QVERIFY(!r.alternatives.empty());
            for (const WhatIfAlternative &w : r.alternatives) {
                if (w.changes.empty())
                    continue;
                const NamedScenario s = scenarioFromWhatIf(p, w);
                QCOMPARE(p.indexOfScenario(s.name), -1);
                QVERIFY(s.name.startsWith(QStringLiteral("What it would take for ")));
                QCOMPARE(s.description, w.sentence);
                ProjectData shown = p;
                shown.scenarios.push_back(s);
                shown.activeScenario = s.name;
                const Evaluation e = evaluate(shown);
                bool first = false;
                for (const LiveRanking::Row &row : e.ranking().rows)
                    first = first || (row.alternative == w.alternative && row.rank == 1 && row.feasible);
                QVERIFY2(first, qPrintable(active + QStringLiteral(": ") + w.sentence));
                if (!active.isEmpty())
                    QVERIFY(s.overrides.size() > w.changes.size()); // the active scenario's overrides come first
            }
        }
        // A second time, another name.
        ProjectData p = *loaded.project;
        const WhatIfReport r = analyzeWhatIf(p);
        p.scenarios.push_back(scenarioFromWhatIf(p, r.alternatives.front()));
        QCOMPARE(scenarioFromWhatIf(p, r.alternatives.front()).name, p.scenarios.back().name + QStringLiteral(" (2)"));
    }

    // The quick trials (TrialRanker) rank a trial as a whole evaluation of it would, bit for bit, under every method;
    // and the searches find the same answers with them as with a whole evaluation per trial (the reference, kept as
    // the oracle), on 100 random projects (20 under AddressSanitizer): 3–9 alternatives, 2–5 criteria, every method,
    // fixed scales, costs, random weights; every fifth with a gate (then no quick trials: the test checks they are
    // refused).
    void quickTrialsAgreeWithWholeEvaluations()
    {
        std::mt19937 rng(34);
        const QStringList methods{QStringLiteral("wsm"), QStringLiteral("wpm"), QStringLiteral("topsis"),
                                  QStringLiteral("promethee"), QStringLiteral("vikor")};
        int quickProjects = 0, trials = 0, twoValueAnswers = 0, standings = 0;
        const int projects = test::kSweepProjects; // 100; 20 under AddressSanitizer (problemfixture.h)
        for (int k = 0; k < projects; ++k) {
            std::uniform_int_distribution<int> alternatives(3, 9), criteria(2, 5), coin(0, 1);
            std::uniform_real_distribution<double> value(1.0, 10.0), weight(0.5, 3.0);
            const int n = alternatives(rng), m = criteria(rng);
            std::vector<test::ColumnSpec> columns;
            for (int c = 0; c < m; ++c) {
                test::ColumnSpec spec{QStringLiteral("c%1").arg(c), coin(rng) ? Direction::Max : Direction::Min, weight(rng)};
                if (c == 0 && coin(rng)) {
                    spec.scaleMin = 0.0;
                    spec.scaleMax = 12.0;
                }
                columns.push_back(spec);
            }
            auto rows = std::vector<std::vector<double>>(std::size_t(n));
            for (auto &row : rows)
                for (int c = 0; c < m; ++c)
                    row.push_back(std::round(value(rng) * 100.0) / 100.0);
            ProjectData p = test::makeProject(columns, rows);
            p.analysis.method = methods.at(k % methods.size());
            // PROMETHEE's preference functions, thresholds on the values' grid now and then (differences equal to q
            // or p, where a comparison decides).
            if (k % 10 >= 5)
                for (Criterion &c : p.criteria) {
                    const int type = std::uniform_int_distribution<int>(0, 5)(rng);
                    const double q = std::uniform_int_distribution<int>(0, 3)(rng) * 0.5;
                    const double width = std::uniform_int_distribution<int>(1, 4)(rng) * 0.7;
                    c.preference = PreferenceFunction{PreferenceType(type), q, q + width, 1.3};
                }
            for (Alternative &a : p.alternatives)
                for (const Criterion &c : p.criteria)
                    if (coin(rng))
                        a.provenance[c.id] = QStringLiteral("assumption");
            const bool gated = k % 5 == 4;
            if (gated)
                p.constraints.push_back({QStringLiteral("c1 >= 3"), QStringLiteral("c1 at least 3")});
            const std::optional<TrialRanker> quick = TrialRanker::make(p);
            QCOMPARE(bool(quick), !gated);
            const QString where = QStringLiteral("project %1 (%2 × %3, %4)").arg(k).arg(n).arg(m).arg(p.analysis.method);
            if (quick) {
                ++quickProjects;
                // Trial values: each alternative's numbers moved at random, one and two at a time.
                for (int t = 0; t < 10; ++t) {
                    ProjectData trial = p;
                    int movedRow = 0, movedColumn = 0, firstColumn = -1;
                    for (int moved = 0; moved <= t % 2; ++moved) {
                        // Every other pair moves two numbers of one alternative, as the two-number search does.
                        const int row = std::uniform_int_distribution<int>(0, n - 1)(rng);
                        movedRow = moved == 1 && t % 4 == 3 ? movedRow : row;
                        firstColumn = movedColumn;
                        movedColumn = std::uniform_int_distribution<int>(0, m - 1)(rng);
                        // Now and then another row's value in that column: whole rows alike, ties to the last bit.
                        const int like = std::uniform_int_distribution<int>(0, n - 1)(rng);
                        trial.values.set(movedRow, movedColumn,
                                         t % 5 == 4 ? trial.values.at(like, movedColumn) : std::round(value(rng) * 10.0) / 10.0);
                    }
                    EvaluationOptions o;
                    o.stability = false;
                    const Evaluation whole = evaluate(trial, o);
                    const std::optional<std::vector<RankedEntry>> ranked = quick->rank(trial);
                    QCOMPARE(bool(ranked), whole.ranking().hasRanking());
                    if (!ranked)
                        continue;
                    QCOMPARE(ranked->size(), whole.ranking().rows.size());
                    for (std::size_t i = 0; i < ranked->size(); ++i) {
                        const LiveRanking::Row &row = whole.ranking().rows[i];
                        QCOMPARE(quick->rows()[std::size_t((*ranked)[i].row)], row.alternative);
                        QCOMPARE((*ranked)[i].rank, row.rank);
                        QVERIFY2((*ranked)[i].score == row.score, qPrintable(where)); // the same bits
                    }
                    QCOMPARE(firstFeasible(trial, &*quick), firstFeasible(trial));
                    if (t % 2 == 0) { // one value moved: its column scored again
                        QVERIFY2(quick->firstWithOneValue(trial, movedRow, movedColumn) == firstFeasible(trial), qPrintable(where));
                        // Its alternative's standing, as the whole ranking has it: first, alone, the points behind.
                        if (const std::optional<TrialRanker::Standing> s =
                                quick->standingWithValues(movedRow, {{movedColumn, trial.values.at(movedRow, movedColumn)}})) {
                            int firsts = 0;
                            bool first = false;
                            double behind = 0.0;
                            for (const LiveRanking::Row &row : whole.ranking().rows) {
                                firsts += row.rank == 1 ? 1 : 0;
                                first = first || (row.rank == 1 && row.alternative == movedRow);
                                if (row.alternative == movedRow && row.rank != 1)
                                    behind = std::abs(row.marginPoints);
                            }
                            QVERIFY2(s->first == first && s->alone == (first && firsts == 1), qPrintable(where));
                            QVERIFY2(s->behind == behind, qPrintable(where)); // the same bits (QCOMPARE compares doubles fuzzily)
                            ++standings;
                        }
                    }
                    if (t % 4 == 3 && firstColumn != movedColumn) { // two values of one alternative: both columns again
                        const std::optional<int> first = quick->clearFirstWithValues(
                            movedRow, {{firstColumn, trial.values.at(movedRow, firstColumn)}, {movedColumn, trial.values.at(movedRow, movedColumn)}});
                        QVERIFY2(!first || *first == firstFeasible(trial), qPrintable(where));
                        twoValueAnswers += first ? 1 : 0;
                    }
                    ++trials;
                }
            }
            // The searches: the same answers either way (what it would take for the last-ranked alternative, to
            // keep the whole-evaluation reference quick enough; what to check first for every number).
            searchesAgree(p, n, where);
            if (QTest::currentTestFailed())
                return;
        }
        QVERIFY2(quickProjects == projects * 4 / 5 && trials > 6 * projects && twoValueAnswers > 40 * projects / 100
                     && standings > 60 * projects / 100,
                 qPrintable(QStringLiteral("%1 quick projects, %2 trials, %3 two-value answers, %4 standings")
                                .arg(quickProjects).arg(trials).arg(twoValueAnswers).arg(standings)));
    }

    // Projects whose numbers feed formulas, figures, gates and value functions: every trial evaluated in numbers only
    // (TrialEvaluator) gives what a whole evaluation of it gives, to the bit, and the searches give the same answers
    // with trials evaluated so as with whole evaluations (the oracle).
    void scenarioTrialsAgreeWithWholeEvaluations()
    {
        std::mt19937 rng(3434);
        const QStringList methods{QStringLiteral("wsm"), QStringLiteral("wpm"), QStringLiteral("topsis"),
                                  QStringLiteral("promethee"), QStringLiteral("vikor")};
        const QStringList formulas{QStringLiteral("price_gpu_h * (1 + latency_ms / 100)"), QStringLiteral("latency_ms"),
                                   QStringLiteral("c0 * 2 + price_gpu_h"),
                                   QStringLiteral("price_gpu_h > budget ? latency_ms : latency_ms / 2"),
                                   QStringLiteral("effective_price"),
                                   // n/a where a price is below 1.2: the criterion is left out in some trials only
                                   QStringLiteral("sqrt(price_gpu_h - 1.2)")};
        const QStringList gates{QStringLiteral("latency_ms <= 50"), QStringLiteral("price_gpu_h <= budget"),
                                QStringLiteral("c0 >= 3"), QStringLiteral("effective_price < 9")};
        std::uniform_int_distribution<int> coin(0, 1);
        std::uniform_real_distribution<double> unit(0.0, 1.0);
        const auto bits = [](double x) { return std::bit_cast<std::uint64_t>(x); };
        int trials = 0, searched = 0, infeasibleTrials = 0, leftOutTrials = 0;
        const int projects = test::kSweepProjects; // 100; 20 under AddressSanitizer (problemfixture.h)
        for (int k = 0; k < projects; ++k) {
            const bool small = k % 4 == 0; // searched both ways: the whole evaluations kept quick enough
            const int n = small ? std::uniform_int_distribution<int>(5, 7)(rng) : std::uniform_int_distribution<int>(5, 30)(rng);
            const int m = small ? std::uniform_int_distribution<int>(3, 4)(rng) : std::uniform_int_distribution<int>(3, 8)(rng);
            std::vector<test::ColumnSpec> columns;
            for (int c = 0; c < m; ++c)
                columns.push_back({QStringLiteral("c%1").arg(c), coin(rng) ? Direction::Max : Direction::Min, 0.5 + 2.5 * unit(rng)});
            auto rows = std::vector<std::vector<double>>(std::size_t(n));
            for (auto &row : rows)
                for (int c = 0; c < m; ++c)
                    row.push_back(std::round((1.0 + 9.0 * unit(rng)) * 100.0) / 100.0);
            ProjectData p = test::makeProject(columns, rows);
            p.analysis.method = methods.at(k % methods.size());
            p.attributes = {{QStringLiteral("price_gpu_h"), QStringLiteral("price"), QStringLiteral("$/GPU-h"), {}},
                            {QStringLiteral("idle"), QStringLiteral("idle"), QStringLiteral("fraction"), {}},
                            {QStringLiteral("latency_ms"), QStringLiteral("latency"), QStringLiteral("ms"), {}}};
            Parameter budget;
            budget.id = QStringLiteral("budget");
            budget.value = 4.0 + 4.0 * unit(rng);
            budget.provenance = QStringLiteral("assumption");
            p.parameters.push_back(budget);
            for (Alternative &a : p.alternatives) {
                a.attributes[QStringLiteral("price_gpu_h")] = std::round((1.0 + 9.0 * unit(rng)) * 100.0) / 100.0;
                a.attributes[QStringLiteral("idle")] = std::round(0.5 * unit(rng) * 100.0) / 100.0;
                a.attributes[QStringLiteral("latency_ms")] = std::round(20.0 + 45.0 * unit(rng));
                for (const QString &id : {QStringLiteral("price_gpu_h"), QStringLiteral("latency_ms")})
                    if (coin(rng))
                        a.attributeProvenance[id] = QStringLiteral("assumption");
                for (const Criterion &c : p.criteria)
                    if (coin(rng))
                        a.provenance[c.id] = QStringLiteral("assumption");
            }
            if (k % 7 == 3) // an attribute missing: a formula reading it is n/a there, and its criterion left out
                p.alternatives[std::size_t(n - 1)].attributes.erase(QStringLiteral("latency_ms"));
            // One or two formula criteria (never c0, which one of them reads), zero to two gates, a value function.
            const int formulaCount = 1 + int(small ? 0 : coin(rng));
            for (int f = 0; f < formulaCount && f + 1 < m; ++f) {
                Criterion &c = p.criteria[std::size_t(m - 1 - f)];
                c.formula = formulas.at(std::uniform_int_distribution<int>(0, int(formulas.size()) - 1)(rng));
                for (int a = 0; a < n; ++a)
                    p.values.set(a, m - 1 - f, kMissing);
            }
            const int gateCount = std::uniform_int_distribution<int>(0, 2)(rng);
            for (int g = 0; g < gateCount; ++g)
                p.constraints.push_back({gates.at(std::uniform_int_distribution<int>(0, int(gates.size()) - 1)(rng)), {}});
            if (k % 3 == 1) {
                ValueFunction vf;
                vf.points = {{1.0, 0.0}, {5.0, 80.0}, {10.0, 100.0}};
                p.criteria[0].valueFunction = vf;
            }
            const QString where = QStringLiteral("project %1 (%2 × %3, %4, %5 gates)").arg(k).arg(n).arg(m).arg(p.analysis.method).arg(gateCount);
            QVERIFY2(!TrialRanker::make(p), qPrintable(where)); // formulas: never ranked by the quick ranker
            const std::optional<TrialEvaluator> evaluator = TrialEvaluator::make(borrowed(p));
            QVERIFY2(evaluator, qPrintable(where));

            // Trials: one or two numbers moved (entered values, attributes, the parameter), now and then onto another's.
            const std::vector<AssumptionNumber> numbers = numbersOf(p, -1, false);
            for (int t = 0; t < 8; ++t) {
                ProjectData trial = p;
                for (int moved = 0; moved <= t % 2; ++moved) {
                    const AssumptionNumber &number = numbers[std::uniform_int_distribution<std::size_t>(0, numbers.size() - 1)(rng)];
                    const AssumptionNumber &like = numbers[std::uniform_int_distribution<std::size_t>(0, numbers.size() - 1)(rng)];
                    setNumber(trial, number, t % 4 == 3 && like.unit == number.unit ? like.value : number.value * (0.3 + 1.4 * unit(rng)));
                }
                EvaluationOptions o;
                o.stability = false;
                const Evaluation whole = evaluate(trial, o);
                const TrialEvaluator::Outcome &numbersOnly = evaluator->evaluate(trial);
                const QString at = where + QStringLiteral(", trial %1").arg(t);
                const LiveRanking &a = numbersOnly.ranking, &b = whole.ranking();
                QVERIFY2(a.rows.size() == b.rows.size(), qPrintable(at));
                for (std::size_t i = 0; i < a.rows.size(); ++i) {
                    QVERIFY2(a.rows[i].alternative == b.rows[i].alternative && a.rows[i].rank == b.rows[i].rank
                                 && a.rows[i].feasible == b.rows[i].feasible && bits(a.rows[i].score) == bits(b.rows[i].score)
                                 && bits(a.rows[i].marginPoints) == bits(b.rows[i].marginPoints),
                             qPrintable(at + QStringLiteral(", row %1").arg(i)));
                }
                QCOMPARE(a.runnerUp, b.runnerUp);
                QCOMPARE(a.excluded.size(), b.excluded.size());
                for (std::size_t i = 0; i < a.excluded.size(); ++i)
                    QCOMPARE(a.excluded[i].alternative, b.excluded[i].alternative);
                const ScenarioResult &x = numbersOnly.scenario, &y = whole.scenario();
                QCOMPARE(x.criterionUsable, y.criterionUsable);
                QCOMPARE(x.feasible, y.feasible);
                QCOMPARE(x.constraintUsable, y.constraintUsable);
                for (int r = 0; r < n; ++r) {
                    for (int c = 0; c < m; ++c)
                        QVERIFY2(bits(x.values.at(r, c)) == bits(y.values.at(r, c)), qPrintable(at + QStringLiteral(", cell %1,%2").arg(r).arg(c)));
                    QCOMPARE(x.violations[std::size_t(r)].size(), y.violations[std::size_t(r)].size());
                    for (std::size_t v = 0; v < x.violations[std::size_t(r)].size(); ++v) {
                        QCOMPARE(x.violations[std::size_t(r)][v].constraint, y.violations[std::size_t(r)][v].constraint);
                        QCOMPARE(bits(x.violations[std::size_t(r)][v].miss), bits(y.violations[std::size_t(r)][v].miss));
                    }
                    for (std::size_t g = 0; g < y.constraints[std::size_t(r)].size(); ++g)
                        QVERIFY2(x.constraints[std::size_t(r)][g].state == y.constraints[std::size_t(r)][g].state,
                                 qPrintable(at + QStringLiteral(", gate %1 of row %2").arg(g).arg(r)));
                }
                QCOMPARE(firstFeasible(trial, nullptr, &*evaluator), firstFeasible(trial));
                infeasibleTrials += y.feasibleCount() < n ? 1 : 0;
                leftOutTrials += std::count(y.criterionUsable.begin(), y.criterionUsable.end(), false) > 0 ? 1 : 0;
                ++trials;
            }
            if (!small)
                continue;
            // The searches: the same answers with trials evaluated in numbers only as with whole evaluations.
            ++searched;
            searchesAgree(p, n, where);
            if (QTest::currentTestFailed())
                return;
        }
        // The generated projects reach what they are meant to: gates failed and criteria left out in some trials.
        QVERIFY2(trials == 8 * projects && searched == projects / 4 && infeasibleTrials > projects
                     && leftOutTrials > projects / 5,
                 qPrintable(QStringLiteral("%1 trials, %2 searched, %3 with a gate failed, %4 with a criterion left out")
                                .arg(trials).arg(searched).arg(infeasibleTrials).arg(leftOutTrials)));
    }

    void oneValueScoredAgainCallsNearTiesInFull()
    {
        // The weighted sum (min-max): A and B differ in the second column only. The whole ranking calls scores within
        // 1e-12 of each other a tie and puts the lower row first; the column scored again must not call it for B.
        const ProjectData p = nearTieProject(QStringLiteral("wsm"));
        const std::optional<TrialRanker> quick = TrialRanker::make(p);
        QVERIFY(quick);
        QCOMPARE(firstFeasible(p), 0);
        const auto firstWith = [&](double b) { return firstsWithB(p, *quick, b); };
        QCOMPARE(firstWith(0.30000000000001), Firsts(0, 0)); // a tie to the whole ranking: A, the lower row
        QCOMPARE(firstWith(0.3), Firsts(0, 0));              // an exact tie
        QCOMPARE(firstWith(0.31), Firsts(1, 1));             // B ahead
        QCOMPARE(firstWith(1.5), Firsts(1, 1));              // B ahead, the column's scale moved (a new maximum)
        QCOMPARE(firstWith(-2.0), Firsts(0, 0));             // a new minimum: every row's second number scored again
    }

    void netFlowsMovedCallNearTiesInFull()
    {
        // PROMETHEE II, V-shape preferences (p = 10): A and B differ in the second column only. The changed row's
        // preferences moved on their own call B ahead of A by a rounding error where the whole ranking ties them and
        // puts the lower row first.
        ProjectData p = nearTieProject(QStringLiteral("promethee"));
        for (Criterion &c : p.criteria)
            c.preference = PreferenceFunction{PreferenceType::VShape, 0.0, 10.0, 0.0};
        const std::optional<TrialRanker> quick = TrialRanker::make(p);
        QVERIFY(quick);
        QVERIFY(quick->monotoneInOwnNumbers());
        QCOMPARE(firstFeasible(p), 0);
        const auto firstWith = [&](double b) { return firstsWithB(p, *quick, b); };
        QCOMPARE(firstWith(0.30000000000001), Firsts(0, 0)); // a tie to the whole ranking: A, the lower row
        QCOMPARE(firstWith(0.3), Firsts(0, 0));              // an exact tie
        QCOMPARE(firstWith(0.31), Firsts(1, 1));             // B ahead
        QCOMPARE(firstWith(25.0), Firsts(1, 1));             // B ahead, past p of every other row
        QCOMPARE(firstWith(-2.0), Firsts(0, 0));
        // Two numbers of B at once: c1 up by what c2 goes down leaves A and B tied to rounding; the whole ranking
        // calls it as it does.
        ProjectData two = p;
        two.values.set(1, 0, 1.1);
        two.values.set(1, 1, 0.2);
        QCOMPARE(quick->clearFirstWithValues(1, {{0, 1.1}, {1, 0.2}}), std::optional<int>(firstFeasible(two)));
        two.values.set(1, 0, 1.05);
        two.values.set(1, 1, 0.25);
        QCOMPARE(quick->clearFirstWithValues(1, {{0, 1.05}, {1, 0.25}}), std::optional<int>(firstFeasible(two)));
    }

    void movedNetFlowsGiveTheRankingsStanding()
    {
        // PROMETHEE II on 40 alternatives with Gaussian and linear preferences and values of many digits, where
        // net flows moved by one row's preferences differ from the ranking's in their last bits: the standing
        // reported is the ranking's own, to the bit.
        std::mt19937 rng(4040);
        std::uniform_real_distribution<double> value(1.0, 10.0);
        std::vector<test::ColumnSpec> columns;
        for (int c = 0; c < 5; ++c)
            columns.push_back({QStringLiteral("c%1").arg(c), c % 2 ? Direction::Min : Direction::Max, 1.0 + c});
        std::vector<std::vector<double>> rows(40);
        for (auto &row : rows)
            for (int c = 0; c < 5; ++c)
                row.push_back(value(rng));
        ProjectData p = test::makeProject(columns, rows);
        p.analysis.method = QStringLiteral("promethee");
        p.criteria[0].preference = PreferenceFunction{PreferenceType::Gaussian, 0.0, 0.0, 1.7};
        p.criteria[1].preference = PreferenceFunction{PreferenceType::Linear, 0.3, 2.9, 0.0};
        p.criteria[2].preference = PreferenceFunction{PreferenceType::VShape, 0.0, 4.1, 0.0};
        const std::optional<TrialRanker> quick = TrialRanker::make(p);
        QVERIFY(quick);
        int answered = 0;
        for (int t = 0; t < 200; ++t) {
            const int a = std::uniform_int_distribution<int>(0, 39)(rng), c = std::uniform_int_distribution<int>(0, 4)(rng);
            ProjectData trial = p;
            trial.values.set(a, c, value(rng));
            const std::optional<TrialRanker::Standing> s = quick->standingWithValues(a, {{c, trial.values.at(a, c)}});
            if (!s)
                continue;
            ++answered;
            EvaluationOptions o;
            o.stability = false;
            const Evaluation whole = evaluate(trial, o);
            for (const LiveRanking::Row &row : whole.ranking().rows)
                if (row.alternative == a) {
                    QCOMPARE(s->first, row.rank == 1);
                    QVERIFY(s->behind == (row.rank == 1 ? 0.0 : std::abs(row.marginPoints))); // to the bit
                }
        }
        QCOMPARE(answered, 200);
        // And as the project is: each alternative's standing with nothing changed.
        EvaluationOptions o;
        o.stability = false;
        const Evaluation whole = evaluate(p, o);
        for (const LiveRanking::Row &row : whole.ranking().rows) {
            const std::optional<TrialRanker::Standing> s = quick->standingWithValues(row.alternative, {});
            QVERIFY(s);
            QCOMPARE(s->first, row.rank == 1);
            QVERIFY(s->behind == (row.rank == 1 ? 0.0 : std::abs(row.marginPoints)));
        }
    }

    void cli()
    {
        {
            const test::CliRun run = test::runVerdict({QStringLiteral("whatif"), QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict"),
                                                       QStringLiteral("--alternative"), QStringLiteral("gke_autopilot"), QStringLiteral("--json")});
            QCOMPARE(run.exitCode, 0);
            const QJsonArray alternatives = QJsonDocument::fromJson(run.out.toUtf8()).object().value(QStringLiteral("alternatives")).toArray();
            QCOMPARE(alternatives.size(), 1);
            const QJsonObject gke = alternatives[0].toObject();
            QCOMPARE(gke.value(QStringLiteral("id")).toString(), QStringLiteral("gke_autopilot"));
            const QJsonArray changes = gke.value(QStringLiteral("changes")).toArray();
            QCOMPARE(changes.size(), 2);
            const QJsonObject first = changes[0].toObject();
            QCOMPARE(first.value(QStringLiteral("kind")).toString(), QStringLiteral("attribute"));
            QCOMPARE(first.value(QStringLiteral("attribute")).toString(), QStringLiteral("latency_ms"));
            QCOMPARE(first.value(QStringLiteral("result")).toString(), QStringLiteral("feasible"));
            for (const char *key : {"from", "to", "relative", "plausible"})
                QVERIFY2(first.contains(QLatin1String(key)), key);
            const test::CliRun bad = test::runVerdict({QStringLiteral("whatif"), QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict"),
                                                       QStringLiteral("--alternative"), QStringLiteral("gke")});
            QCOMPARE(bad.exitCode, 2);
            QVERIFY2(bad.err.contains(QStringLiteral("gke_autopilot")), qPrintable(bad.err));
        }
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
