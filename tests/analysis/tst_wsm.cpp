// Weighted sum, its normalisations and the shared ranking rules, against hand-worked examples.

#include "analysis/normalize.h"
#include "analysis/problem.h"
#include "analysis/ranking.h"
#include "analysis/topsis.h"
#include "analysis/wsm.h"

#include "problemfixture.h"
#include "sameranking.h"

#include <QTest>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>
#include <numeric>

using namespace verdict;
using namespace verdict::test;

namespace {

// The worked example used throughout (docs/methods.md repeats it):
//            c1 (max)  c2 (min)  c3 (max)
//   A            4       250        3
//   B            2       100        5
//   C            1       400        4
// weights 3 : 1 : 1  →  0.6, 0.2, 0.2
ProjectData example()
{
    return makeProject({{QStringLiteral("c1"), Direction::Max, 3.0},
                        {QStringLiteral("c2"), Direction::Min, 1.0},
                        {QStringLiteral("c3"), Direction::Max, 1.0}},
                       {{4, 250, 3}, {2, 100, 5}, {1, 400, 4}});
}

DecisionProblem problemOf(const ProjectData &p)
{
    Messages messages;
    std::optional<DecisionProblem> problem = makeProblem(p, -1, messages);
    if (!problem)
        qFatal("makeProblem failed");
    return *problem;
}

QString firstPointer(const Messages &messages)
{
    return messages.empty() ? QString() : messages.front().pointer;
}

} // namespace

class TestWsm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void makeProblemNormalisesWeights()
    {
        const DecisionProblem p = problemOf(example());
        QCOMPARE(p.alternatives, 3);
        QCOMPARE(p.criteria, 3);
        QCOMPARE(p.weights, (std::vector<double>{0.6, 0.2, 0.2}));
        QCOMPARE(p.rows, (std::vector<int>{0, 1, 2}));
        QCOMPARE(p.columns, (std::vector<int>{0, 1, 2}));
        QCOMPARE(p.values.at(1, 1), 100.0);
    }

    void weightedSum_data()
    {
        QTest::addColumn<QString>("normalization");
        QTest::addColumn<QList<double>>("scores");
        QTest::addColumn<QList<int>>("order"); // rows, best first

        // minmax: c1 range 1..4 → A 3/3 = 1, B 1/3, C 0; c2 cost range 100..400 → A (400−250)/300 = 0.5,
        // B 1, C 0; c3 range 3..5 → A 0, B 1, C 0.5.
        //   A = 0.6·1 + 0.2·0.5 + 0.2·0 = 0.7;  B = 0.6/3 + 0.2 + 0.2 = 0.6;  C = 0 + 0 + 0.2·0.5 = 0.1
        QTest::newRow("minmax") << QStringLiteral("minmax") << QList<double>{0.7, 0.6, 0.1} << QList<int>{0, 1, 2};

        // max: c1 x/4 → 1, 0.5, 0.25; c2 cost 100/x → 0.4, 1, 0.25; c3 x/5 → 0.6, 1, 0.8.
        //   A = 0.6 + 0.08 + 0.12 = 0.8;  B = 0.3 + 0.2 + 0.2 = 0.7;  C = 0.15 + 0.05 + 0.16 = 0.36
        QTest::newRow("max") << QStringLiteral("max") << QList<double>{0.8, 0.7, 0.36} << QList<int>{0, 1, 2};

        // sum: c1 x/7; c2 cost (1/x)/Σ(1/x) with Σ = 1/250 + 1/100 + 1/400 = 0.0165 → 8/33, 20/33, 5/33;
        // c3 x/12.
        //   A = 0.6·4/7 + 0.2·8/33 + 0.2·3/12,  B = 0.6·2/7 + 0.2·20/33 + 0.2·5/12,  C = 0.6/7 + 0.2·5/33 + 0.2·4/12
        QTest::newRow("sum") << QStringLiteral("sum")
                             << QList<double>{0.6 * 4 / 7 + 0.2 * 8 / 33 + 0.2 * 3 / 12,
                                              0.6 * 2 / 7 + 0.2 * 20 / 33 + 0.2 * 5 / 12,
                                              0.6 * 1 / 7 + 0.2 * 5 / 33 + 0.2 * 4 / 12}
                             << QList<int>{0, 1, 2}; // 0.44134, 0.37597, 0.18268

        // vector: c1 x/√21; c2 cost 1 − x/√232500; c3 x/√50.
        const double n1 = std::sqrt(21.0), n2 = std::sqrt(232500.0), n3 = std::sqrt(50.0);
        QTest::newRow("vector") << QStringLiteral("vector")
                                << QList<double>{0.6 * 4 / n1 + 0.2 * (1 - 250 / n2) + 0.2 * 3 / n3,
                                                 0.6 * 2 / n1 + 0.2 * (1 - 100 / n2) + 0.2 * 5 / n3,
                                                 0.6 * 1 / n1 + 0.2 * (1 - 400 / n2) + 0.2 * 4 / n3}
                                << QList<int>{0, 1, 2}; // 0.70488, 0.56180, 0.27816
    }
    void weightedSum()
    {
        QFETCH(QString, normalization);
        QFETCH(QList<double>, scores);
        QFETCH(QList<int>, order);
        const DecisionProblem p = problemOf(example());
        Messages messages;
        const auto result = verdict::weightedSum(p, *parseNormalization(normalization), messages);
        QVERIFY(result);
        QVERIFY(messages.empty());
        QCOMPARE(int(result->scores.size()), 3);
        for (int i = 0; i < 3; ++i)
            QVERIFY2(std::abs(result->scores[std::size_t(i)] - scores[i]) < 1e-12,
                     qPrintable(QStringLiteral("row %1: %2 vs %3").arg(i).arg(result->scores[std::size_t(i)], 0, 'g', 17).arg(scores[i], 0, 'g', 17)));
        for (int k = 0; k < 3; ++k) {
            QCOMPARE(result->ranking[std::size_t(k)].row, order[k]);
            QCOMPARE(result->ranking[std::size_t(k)].rank, k + 1);
        }
        // The score is exactly the weighted sum of the normalised matrix.
        const auto r = normalize(p, *parseNormalization(normalization), messages);
        QVERIFY(r);
        for (int i = 0; i < 3; ++i) {
            double s = 0;
            for (int j = 0; j < 3; ++j)
                s += p.weights[std::size_t(j)] * r->at(i, j);
            QVERIFY(std::abs(s - result->scores[std::size_t(i)]) < 1e-15);
        }
    }

    void noneNormalisation()
    {
        // Raw sum for benefit criteria only: weights 0.5, 0.5 → A = 0.5·10 + 0.5·2 = 6, B = 0.5·4 + 0.5·9 = 6.5.
        const ProjectData project = makeProject({{QStringLiteral("x")}, {QStringLiteral("y")}}, {{10, 2}, {4, 9}});
        Messages messages;
        const auto result = verdict::weightedSum(problemOf(project), Normalization::None, messages);
        QVERIFY(result);
        QCOMPARE(result->scores, (std::vector<double>{6.0, 6.5}));
        QCOMPARE(result->ranking.front().row, 1);
    }

    void noneRefusesCostCriteria()
    {
        const DecisionProblem p = problemOf(example());
        Messages messages;
        QVERIFY(!verdict::weightedSum(p, Normalization::None, messages));
        QCOMPARE(messages.size(), std::size_t(1));
        QCOMPARE(messages.front().pointer, QStringLiteral("/criteria/1/direction"));
        QVERIFY(messages.front().text.contains(QStringLiteral("c2 is a cost criterion")));
    }

    void nonPositiveRefused_data()
    {
        QTest::addColumn<QString>("normalization");
        QTest::addColumn<double>("value");
        QTest::newRow("max, zero") << QStringLiteral("max") << 0.0;
        QTest::newRow("max, negative") << QStringLiteral("max") << -2.0;
        QTest::newRow("sum, zero") << QStringLiteral("sum") << 0.0;
        QTest::newRow("sum, negative") << QStringLiteral("sum") << -1.5;
    }
    void nonPositiveRefused()
    {
        QFETCH(QString, normalization);
        QFETCH(double, value);
        ProjectData project = example();
        project.values.set(2, 2, value); // C, c3
        project.values.set(1, 0, -1.0);  // B, c1 comes first in reading order only if negative: it is
        Messages messages;
        QVERIFY(!verdict::weightedSum(problemOf(project), *parseNormalization(normalization), messages));
        QCOMPARE(messages.size(), std::size_t(1));
        // The first offending cell in reading order is B's c1.
        QCOMPARE(firstPointer(messages), QStringLiteral("/alternatives/1/values/0"));
        QVERIFY(messages.front().text.contains(QStringLiteral("B has the value -1 for c1")));
        QVERIFY(messages.front().text.contains(normalization + QStringLiteral(" normalisation needs positive")));

        project.values.set(1, 0, 2.0);
        messages.clear();
        QVERIFY(!verdict::weightedSum(problemOf(project), *parseNormalization(normalization), messages));
        QCOMPARE(firstPointer(messages), QStringLiteral("/alternatives/2/values/2"));

        // minmax and vector accept zero and negative values.
        messages.clear();
        QVERIFY(verdict::weightedSum(problemOf(project), Normalization::MinMax, messages));
        QVERIFY(verdict::weightedSum(problemOf(project), Normalization::Vector, messages));
    }

    void scaleBounds_data()
    {
        QTest::addColumn<Direction>("direction");
        QTest::addColumn<std::optional<double>>("lo");
        QTest::addColumn<std::optional<double>>("hi");
        QTest::addColumn<QList<double>>("normalised");
        // Values 2, 3, 4 on a 1–5 rating: (x − 1) / 4.
        QTest::newRow("benefit 1-5") << Direction::Max << std::optional<double>(1.0) << std::optional<double>(5.0)
                                     << QList<double>{0.25, 0.5, 0.75};
        // Cost: (5 − x) / 4.
        QTest::newRow("cost 1-5") << Direction::Min << std::optional<double>(1.0) << std::optional<double>(5.0)
                                  << QList<double>{0.75, 0.5, 0.25};
        // Only a lower bound: lo = 0, hi = column max 4 → x / 4.
        QTest::newRow("lower bound only") << Direction::Max << std::optional<double>(0.0) << std::optional<double>()
                                          << QList<double>{0.5, 0.75, 1.0};
        // No bounds: the column's own 2..4 → (x − 2) / 2.
        QTest::newRow("no bounds") << Direction::Max << std::optional<double>() << std::optional<double>()
                                   << QList<double>{0.0, 0.5, 1.0};
    }
    void scaleBounds()
    {
        QFETCH(Direction, direction);
        QFETCH(std::optional<double>, lo);
        QFETCH(std::optional<double>, hi);
        QFETCH(QList<double>, normalised);
        const ProjectData project = makeProject({{QStringLiteral("rating"), direction, 1.0, lo, hi}}, {{2}, {3}, {4}});
        Messages messages;
        const auto r = normalize(problemOf(project), Normalization::MinMax, messages);
        QVERIFY(r);
        for (int i = 0; i < 3; ++i)
            QCOMPARE(r->at(i, 0), normalised[i]);
        const auto w = verdict::weightedSum(problemOf(project), Normalization::MinMax, messages);
        QVERIFY(w);
        QCOMPARE(w->scores[1], normalised[1]);
    }

    void constantColumnScoresOne()
    {
        const ProjectData project = makeProject({{QStringLiteral("x")}, {QStringLiteral("y"), Direction::Min}},
                                                {{7, 3}, {7, 3}, {7, 3}});
        Messages messages;
        const auto r = normalize(problemOf(project), Normalization::MinMax, messages);
        QVERIFY(r);
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(r->at(i, 0), 1.0);
            QCOMPARE(r->at(i, 1), 1.0);
        }
        const auto w = verdict::weightedSum(problemOf(project), Normalization::MinMax, messages);
        QVERIFY(w);
        for (const RankedEntry &e : w->ranking)
            QCOMPARE(e.rank, 1);
    }

    void minmaxBoundsAreExact()
    {
        // (x − lo) / (hi − lo) gives exactly 0 and 1 at the bounds, for cost criteria too.
        const ProjectData project = makeProject({{QStringLiteral("x")}, {QStringLiteral("y"), Direction::Min}},
                                                {{0.1, 0.7}, {0.3, 0.1}, {0.7, 0.3}});
        Messages messages;
        const auto r = normalize(problemOf(project), Normalization::MinMax, messages);
        QVERIFY(r);
        QCOMPARE(r->at(0, 0), 0.0);
        QCOMPARE(r->at(2, 0), 1.0);
        QCOMPARE(r->at(0, 1), 0.0);
        QCOMPARE(r->at(1, 1), 1.0);
    }

    void rankScores_data()
    {
        QTest::addColumn<QList<double>>("scores");
        QTest::addColumn<bool>("higherIsBetter");
        QTest::addColumn<QList<int>>("rows");
        QTest::addColumn<QList<int>>("ranks");
        QTest::newRow("distinct") << QList<double>{0.2, 0.9, 0.5} << true << QList<int>{1, 2, 0} << QList<int>{1, 2, 3};
        QTest::newRow("1 2 2 4") << QList<double>{0.9, 0.5, 0.5, 0.1} << true << QList<int>{0, 1, 2, 3}
                                 << QList<int>{1, 2, 2, 4};
        // Within 1e-12 relative is a tie, listed in row order even if the later row is larger.
        QTest::newRow("near tie in row order") << QList<double>{0.1, 0.7, 0.3, 0.7 + 1e-14} << true
                                               << QList<int>{1, 3, 2, 0} << QList<int>{1, 1, 3, 4};
        QTest::newRow("1e-9 is not a tie") << QList<double>{0.7, 0.7 + 1e-9} << true << QList<int>{1, 0}
                                           << QList<int>{1, 2};
        QTest::newRow("all tied") << QList<double>{1.0, 1.0, 1.0} << true << QList<int>{0, 1, 2} << QList<int>{1, 1, 1};
        QTest::newRow("zeros tie") << QList<double>{0.0, -0.0, 1.0} << true << QList<int>{2, 0, 1} << QList<int>{1, 2, 2};
        QTest::newRow("lower is better") << QList<double>{0.3, 0.1, 0.3, 0.2} << false << QList<int>{1, 3, 0, 2}
                                         << QList<int>{1, 2, 3, 3};
        QTest::newRow("nan last") << QList<double>{std::nan(""), 0.5} << true << QList<int>{1, 0} << QList<int>{1, 2};
        QTest::newRow("empty") << QList<double>{} << true << QList<int>{} << QList<int>{};
    }
    void rankScores()
    {
        QFETCH(QList<double>, scores);
        QFETCH(bool, higherIsBetter);
        QFETCH(QList<int>, rows);
        QFETCH(QList<int>, ranks);
        const auto ranking = verdict::rankScores(std::vector<double>(scores.begin(), scores.end()), higherIsBetter);
        QCOMPARE(int(ranking.size()), rows.size());
        for (int k = 0; k < rows.size(); ++k) {
            QCOMPARE(ranking[std::size_t(k)].row, rows[k]);
            QCOMPARE(ranking[std::size_t(k)].rank, ranks[k]);
        }
    }

    // An edit's ranking is the last one with the moved rows merged in (rankScoresAfter): the same entries, to the
    // bit, as ranking every score again, and both the same as the stable sort rankScores was first written with (kept
    // here as the oracle): exact ties, ties within the tolerance, −0 and +0, NaN, both directions, rows moved into and
    // out of tie groups, one row moved twice, and a last ranking that does not fit.
    void rankScoresAfterIsTheWholeRanking()
    {
        const auto oracle = [](const std::vector<double> &scores, bool higherIsBetter) {
            std::vector<int> order(scores.size());
            std::iota(order.begin(), order.end(), 0);
            std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
                const double x = scores[std::size_t(a)], y = scores[std::size_t(b)];
                if (std::isnan(x) || std::isnan(y))
                    return !std::isnan(x) && std::isnan(y);
                return higherIsBetter ? x > y : x < y;
            });
            std::vector<RankedEntry> ranking;
            for (std::size_t start = 0; start < order.size();) {
                std::size_t end = start + 1;
                while (end < order.size() && scoresTie(scores[std::size_t(order[start])], scores[std::size_t(order[end])]))
                    ++end;
                std::sort(order.begin() + std::ptrdiff_t(start), order.begin() + std::ptrdiff_t(end));
                for (std::size_t k = start; k < end; ++k)
                    ranking.push_back({order[k], scores[std::size_t(order[k])], int(start) + 1});
                start = end;
            }
            return ranking;
        };
        const auto same = test::sameRanking;
        std::uint64_t state = 4242;
        const auto next = [&state](int below) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            return int((state >> 33) % std::uint64_t(below));
        };
        const auto draw = [&] {
            switch (next(8)) {
            case 0: return kMissing;
            case 1: return next(2) ? 0.0 : -0.0;
            case 2: return 0.5 * (1.0 + 6e-13 * next(4)); // chains of ties: each within the tolerance of the next
            default: return double(next(12)) / 8.0;       // exact ties
            }
        };
        int moves = 0, groupsEntered = 0;
        for (int trial = 0; trial < 400; ++trial) {
            const int n = trial == 0 ? 5000 : 1 + next(200);
            const bool higherIsBetter = next(3) != 0;
            std::vector<double> scores(std::size_t(n), 0.0);
            for (double &x : scores)
                x = draw();
            std::vector<RankedEntry> last = verdict::rankScores(scores, higherIsBetter);
            QVERIFY(same(last, oracle(scores, higherIsBetter)));
            for (int edit = 0; edit < 6; ++edit) {
                std::vector<int> rows;
                for (int k = 0, count = next(5); k < count; ++k) { // none to four, now and then one twice
                    const int r = next(n);
                    rows.push_back(r);
                    scores[std::size_t(r)] = draw();
                    if (next(4) == 0)
                        rows.push_back(r);
                }
                const auto after = rankScoresAfter(scores, last, rows, higherIsBetter);
                const auto whole = oracle(scores, higherIsBetter);
                QVERIFY2(same(after, whole), qPrintable(QStringLiteral("trial %1, edit %2").arg(trial).arg(edit)));
                QVERIFY(same(verdict::rankScores(scores, higherIsBetter), whole));
                for (int r : rows)
                    for (const RankedEntry &e : after)
                        if (e.row == r && e.rank != 0 && std::count_if(after.begin(), after.end(), [&](const RankedEntry &o) {
                                                              return o.rank == e.rank;
                                                          }) > 1)
                            ++groupsEntered;
                moves += int(rows.size());
                last = after;
            }
        }
        QVERIFY(moves > 4000);
        QVERIFY(groupsEntered > 1000); // rows moved into tie groups, where the order within a group is by row
        // A last ranking that does not fit (another size, a row out of range): ranked whole.
        const std::vector<double> scores{0.3, 0.1, 0.2};
        QVERIFY(same(rankScoresAfter(scores, {}, {1}), oracle(scores, true)));
        QVERIFY(same(rankScoresAfter(scores, {{0, 0.3, 1}, {7, 0.1, 2}, {2, 0.2, 3}}, {1}), oracle(scores, true)));
        QVERIFY(same(rankScoresAfter(scores, oracle(scores, true), {5}), oracle(scores, true)));
    }

    void wsmTie()
    {
        // Weights 2 : 1 : 1 under max normalisation: A = 0.5·1 + 0.25·0.4 + 0.25·0.6 = 0.75,
        // B = 0.5·0.5 + 0.25·1 + 0.25·1 = 0.75, C = 0.5·0.25 + 0.25·0.25 + 0.25·0.8 = 0.3875 → ranks 1, 1, 3.
        ProjectData project = example();
        project.profiles[0].weights = {2, 1, 1};
        Messages messages;
        const auto w = verdict::weightedSum(problemOf(project), Normalization::Max, messages);
        QVERIFY(w);
        QCOMPARE(w->ranking[0].row, 0);
        QCOMPARE(w->ranking[0].rank, 1);
        QCOMPARE(w->ranking[1].row, 1);
        QCOMPARE(w->ranking[1].rank, 1);
        QCOMPARE(w->ranking[2].rank, 3);
        QVERIFY(std::abs(w->ranking[2].score - 0.3875) < 1e-15);
    }

    void missingValueNamesTheCell()
    {
        ProjectData project = makeProject(
            {{QStringLiteral("Familiarity")}, {QStringLiteral("TCO"), Direction::Min, 1.0, {}, {}, QStringLiteral("$")},
             {QStringLiteral("Compliance")}, {QStringLiteral("Latency"), Direction::Min, 1.0, {}, {}, QStringLiteral("ms")}},
            {{1, 2, 3, 4}, {1, 2, 3, 4}, {1, 2, 3, kMissing}},
            {QStringLiteral("GKE"), QStringLiteral("AKS"), QStringLiteral("AWS ECS")});
        Messages messages;
        QVERIFY(!makeProblem(project, -1, messages));
        QCOMPARE(messages.size(), std::size_t(1));
        QCOMPARE(messages.front().severity, Severity::Error);
        QCOMPARE(messages.front().pointer, QStringLiteral("/alternatives/2/values/3"));
        QCOMPARE(messages.front().text, QStringLiteral("AWS ECS has no value for Latency (ms)"));
        QCOMPARE(formatMessage(QStringLiteral("p.verdict"), messages.front()),
                 QStringLiteral("p.verdict: error: /alternatives/2/values/3: AWS ECS has no value for Latency (ms)"));
    }

    // Large matrices are scored in blocks of rows on several threads (analysis/rowblocks.h): the same bits
    // whatever the thread count, for every normalisation and for TOPSIS; per-row scores equal the plain
    // single-threaded kernel's; a non-finite cell deep in the matrix is still named.
    void largeMatrixSameWhateverTheThreads()
    {
        const int n = 5000, m = 7; // three blocks of rows, the last one ragged
        DecisionProblem p;
        p.alternatives = n;
        p.criteria = m;
        p.values = Matrix(n, m);
        std::uint64_t state = 12345;
        for (double &x : p.values.data()) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            x = 1.0 + double(state >> 11) * 0x1.0p-53 * 9.0;
        }
        for (int j = 0; j < m; ++j)
            p.directions.push_back(j % 3 == 0 ? Direction::Min : Direction::Max);
        p.scaleMin.assign(std::size_t(m), std::nullopt);
        p.scaleMax.assign(std::size_t(m), std::nullopt);
        p.weights = {0.1, 0.2, 0.05, 0.15, 0.2, 0.1, 0.2};
        auto same = [](const std::vector<double> &a, const std::vector<double> &b) {
            return a.size() == b.size() && std::memcmp(a.data(), b.data(), a.size() * sizeof(double)) == 0;
        };
        for (Normalization norm : {Normalization::MinMax, Normalization::Max, Normalization::Sum, Normalization::Vector}) {
            Messages messages;
            const auto one = verdict::weightedSum(p, norm, messages, 1);
            QVERIFY(one);
            for (int threads : {2, 3}) {
                const auto many = verdict::weightedSum(p, norm, messages, threads);
                QVERIFY(many);
                QVERIFY(same(one->scores, many->scores));
            }
            const auto transforms = columnTransforms(p, norm, messages);
            QVERIFY(transforms);
            std::vector<double> plain;
            weightedSumScores(p.values, *transforms, p.weights, plain);
            QVERIFY(same(one->scores, plain));
            // The blocked column statistics agree with a direct pass (exactly for minima and maxima).
            if (norm == Normalization::MinMax)
                for (int j = 0; j < m; ++j) {
                    const auto column = p.values.columnValues(j);
                    const double lo = *std::min_element(column.begin(), column.end());
                    const double hi = *std::max_element(column.begin(), column.end());
                    const ColumnTransform &t = (*transforms)[std::size_t(j)];
                    QCOMPARE(t.c, p.directions[std::size_t(j)] == Direction::Min ? hi : lo);
                }
        }
        Messages messages;
        const auto t1 = verdict::topsis(p, messages, 1), t2 = verdict::topsis(p, messages, 2);
        QVERIFY(t1 && t2);
        QVERIFY(same(t1->closeness, t2->closeness));
        QVERIFY(same(t1->dPlus, t2->dPlus));
        QCOMPARE(t1->ranking.size(), std::size_t(n));

        p.values.set(4321, 5, kMissing);
        for (int threads : {1, 2}) {
            Messages errors;
            QVERIFY(!verdict::weightedSum(p, Normalization::MinMax, errors, threads));
            QVERIFY(!verdict::topsis(p, errors, threads));
            QCOMPARE(errors.size(), std::size_t(2));
            QCOMPARE(errors[0].text, QStringLiteral("alternative 4322 has no value for criterion 6"));
            QCOMPARE(errors[1].text, errors[0].text);
        }
    }

    // One column's transform from that column alone (columnTransformOf, what an edit's evaluation checks before it
    // carries on) is the whole pass's to the bit, under the normalisations that read a column's ends: with cost and
    // benefit columns, scale bounds, constant columns, ties of −0 and +0, and non-positive values; it refuses what the
    // whole pass refuses (a missing value, max's non-positive, a cost criterion under "none"), and sum and vector.
    void oneColumnTransformIsTheWholePass()
    {
        std::uint64_t state = 777;
        const auto next = [&state](int below) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            return int((state >> 33) % std::uint64_t(below));
        };
        int compared = 0, refused = 0;
        for (int trial = 0; trial < 300; ++trial) {
            const int n = 1 + next(40), m = 1 + next(6);
            DecisionProblem p;
            p.alternatives = n;
            p.criteria = m;
            p.values = Matrix(n, m);
            const int kind = next(4); // 0: positive, 1: with zeros of both signs, 2: with negatives, 3: a missing value
            for (double &x : p.values.data())
                x = kind == 1 && next(4) == 0 ? (next(2) ? 0.0 : -0.0)
                    : kind == 2                ? double(next(200)) - 100.0
                                               : 1.0 + double(next(1000)) / 8.0;
            if (kind == 3)
                p.values.set(next(n), next(m), kMissing);
            for (int j = 0; j < m; ++j) {
                p.directions.push_back(next(2) ? Direction::Min : Direction::Max);
                const bool bounded = next(4) == 0;
                p.scaleMin.push_back(bounded ? std::optional<double>(-200.0) : std::nullopt);
                p.scaleMax.push_back(bounded ? std::optional<double>(next(2) ? 200.0 : -200.0) : std::nullopt);
                p.weights.push_back(1.0 / m);
            }
            if (next(5) == 0) // a constant column
                for (int i = 0; i < n; ++i)
                    p.values.set(i, 0, 3.5);
            for (Normalization norm : {Normalization::MinMax, Normalization::Max, Normalization::None,
                                       Normalization::Sum, Normalization::Vector}) {
                Messages messages;
                const auto whole = columnTransforms(p, norm, messages);
                bool everyColumn = true;
                for (int j = 0; j < m; ++j) {
                    const auto k = std::size_t(j);
                    const auto one = columnTransformOf(
                        n, [&](int i) { return p.values.at(i, j); }, p.directions[k], p.scaleMin[k], p.scaleMax[k],
                        norm);
                    if (norm == Normalization::Sum || norm == Normalization::Vector) {
                        QVERIFY(!one);
                        continue;
                    }
                    everyColumn = everyColumn && one.has_value();
                    if (one && whole) {
                        QVERIFY2(sameTransform(*one, (*whole)[k]),
                                 qPrintable(QStringLiteral("trial %1, column %2").arg(trial).arg(j)));
                        ++compared;
                    }
                }
                // A column refused alone refuses the whole problem; every column made alone, the whole is made.
                if (norm != Normalization::Sum && norm != Normalization::Vector) {
                    QCOMPARE(whole.has_value(), everyColumn);
                    refused += everyColumn ? 0 : 1;
                }
            }
        }
        QVERIFY(compared > 1000);
        QVERIFY(refused > 50);
        // Told apart to the bit: −0 is not +0.
        QVERIFY(!sameTransform(ColumnTransform{false, 1.0, 0.0, 0.0, 1.0}, ColumnTransform{false, 1.0, 0.0, -0.0, 1.0}));
        QVERIFY(sameTransform(ColumnTransform{false, 1.0, 0.0, -0.0, 1.0}, ColumnTransform{false, 1.0, 0.0, -0.0, 1.0}));
    }

    // TOPSIS computes four rows at a time in vector lanes: the same bits as the formula evaluated one row at a
    // time in column order (docs/methods.md), including rows and columns left over from the blocks of four.
    void topsisLanesMatchFormula()
    {
        const int n = 1003, m = 7; // one block of rows: column sums in plain row order
        DecisionProblem p;
        p.alternatives = n;
        p.criteria = m;
        p.values = Matrix(n, m);
        std::uint64_t state = 777;
        for (double &x : p.values.data()) {
            state = state * 6364136223846793005ULL + 1442695040888963407ULL;
            x = 0.5 + double(state >> 11) * 0x1.0p-53 * 20.0;
        }
        for (int j = 0; j < m; ++j)
            p.directions.push_back(j % 2 ? Direction::Min : Direction::Max);
        p.scaleMin.assign(std::size_t(m), std::nullopt);
        p.scaleMax.assign(std::size_t(m), std::nullopt);
        p.weights = {0.3, 0.1, 0.1, 0.2, 0.1, 0.15, 0.05};
        Messages messages;
        const auto t = verdict::topsis(p, messages, 1);
        QVERIFY(t);
        const auto um = static_cast<std::size_t>(m);
        std::vector<double> norm(um), best(um), worst(um);
        for (int j = 0; j < m; ++j) {
            double sq = 0.0, lo = p.values.at(0, j), hi = lo;
            for (int i = 0; i < n; ++i) {
                const double x = p.values.at(i, j);
                sq += x * x;
                lo = std::min(lo, x);
                hi = std::max(hi, x);
            }
            norm[std::size_t(j)] = std::sqrt(sq);
            const double w = p.weights[std::size_t(j)];
            const double vHi = w * (hi / norm[std::size_t(j)]), vLo = w * (lo / norm[std::size_t(j)]);
            best[std::size_t(j)] = p.directions[std::size_t(j)] == Direction::Min ? vLo : vHi;
            worst[std::size_t(j)] = p.directions[std::size_t(j)] == Direction::Min ? vHi : vLo;
        }
        for (int i = 0; i < n; ++i) {
            double plus = 0.0, minus = 0.0;
            for (int j = 0; j < m; ++j) {
                const double v = p.weights[std::size_t(j)] * (p.values.at(i, j) / norm[std::size_t(j)]);
                plus += (v - best[std::size_t(j)]) * (v - best[std::size_t(j)]);
                minus += (v - worst[std::size_t(j)]) * (v - worst[std::size_t(j)]);
            }
            const double dp = std::sqrt(plus), dm = std::sqrt(minus);
            QCOMPARE(std::bit_cast<std::uint64_t>(t->dPlus[std::size_t(i)]), std::bit_cast<std::uint64_t>(dp));
            QCOMPARE(std::bit_cast<std::uint64_t>(t->dMinus[std::size_t(i)]), std::bit_cast<std::uint64_t>(dm));
            QCOMPARE(std::bit_cast<std::uint64_t>(t->closeness[std::size_t(i)]),
                     std::bit_cast<std::uint64_t>(dm / (dp + dm)));
        }
    }

    void weightErrors_data()
    {
        QTest::addColumn<QList<double>>("weights");
        QTest::addColumn<QString>("pointer");
        QTest::newRow("all zero") << QList<double>{0, 0, 0} << QStringLiteral("/profiles/0/weights");
        QTest::newRow("negative") << QList<double>{1, -1, 0} << QStringLiteral("/profiles/0/weights/1");
        QTest::newRow("nan") << QList<double>{1, std::nan(""), 0} << QStringLiteral("/profiles/0/weights/1");
    }
    void weightErrors()
    {
        QFETCH(QList<double>, weights);
        QFETCH(QString, pointer);
        ProjectData project = example();
        project.profiles[0].weights.assign(weights.begin(), weights.end());
        Messages messages;
        QVERIFY(!makeProblem(project, -1, messages));
        QCOMPARE(firstPointer(messages), pointer);
    }

    void profileChoice()
    {
        ProjectData project = example();
        WeightProfile other;
        other.name = QStringLiteral("Other");
        other.weights = {0, 0, 1};
        project.profiles.push_back(other);
        Messages messages;
        const auto p = makeProblem(project, 1, messages);
        QVERIFY(p);
        QCOMPARE(p->weights, (std::vector<double>{0, 0, 1}));
        // Zero-weight criteria stay in the problem; under minmax B (c3 = 5) wins.
        const auto w = verdict::weightedSum(*p, Normalization::MinMax, messages);
        QVERIFY(w);
        QCOMPARE(w->ranking.front().row, 1);
    }

    void emptyProjectRefused()
    {
        Messages messages;
        QVERIFY(!makeProblem(makeEmptyProject(), -1, messages));
        QVERIFY(hasErrors(messages));
    }

    void handBuiltProblemChecked()
    {
        DecisionProblem p;
        p.alternatives = 2;
        p.criteria = 1;
        p.values = Matrix(2, 1, 1.0);
        Messages messages; // directions, bounds and weights missing
        QVERIFY(!verdict::weightedSum(p, Normalization::MinMax, messages));
        QVERIFY(hasErrors(messages));
    }
};

QTEST_GUILESS_MAIN(TestWsm)
#include "tst_wsm.moc"
