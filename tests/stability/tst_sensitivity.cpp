// Weight and value sensitivity: closed-form intervals checked against a brute-force sweep of the weight,
// hand-made cases worked out on paper, and value flips checked by re-ranking at the reported value.
#include "stability/columnnormalize.h"
#include "stability/sensitivity.h"
#include "sameranking.h"

#include "analysis/normalize.h"
#include "analysis/weights.h"
#include "analysis/wsm.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cmath>
#include <cstring>
#include <random>

using namespace verdict;

namespace {

// Portable draws: mt19937_64's output is specified by the standard; the distributions are ours.
struct Draw
{
    explicit Draw(std::uint64_t seed) : rng(seed) {}
    double uniform() { return double(rng() >> 11) * 0x1.0p-53; }
    int below(int n) { return int(rng() % std::uint64_t(n)); }
    std::mt19937_64 rng;
};

DecisionProblem makeProblemFrom(const std::vector<std::vector<double>> &rows, const std::vector<double> &weights,
                                const std::vector<Direction> &directions = {})
{
    DecisionProblem p;
    p.alternatives = int(rows.size());
    p.criteria = int(weights.size());
    p.values = Matrix(p.alternatives, p.criteria);
    for (int i = 0; i < p.alternatives; ++i)
        for (int j = 0; j < p.criteria; ++j)
            p.values.set(i, j, rows[std::size_t(i)][std::size_t(j)]);
    p.directions = directions.empty() ? std::vector<Direction>(weights.size(), Direction::Max) : directions;
    p.scaleMin.assign(weights.size(), std::nullopt);
    p.scaleMax.assign(weights.size(), std::nullopt);
    p.weights = weights;
    for (int i = 0; i < p.alternatives; ++i)
        p.rows.push_back(i);
    for (int j = 0; j < p.criteria; ++j)
        p.columns.push_back(j);
    return p;
}

// n × m values in [1, 10] (`coarse`: whole numbers 1..5, many ties), random weights (one trial in three with a
// dominant one, over ½, which the analysis sums differently) and directions, and with `bounds` a 0..12 scale on
// about half the criteria.
DecisionProblem randomProblemOf(Draw &d, int n, int m, bool coarse, bool bounds)
{
    std::vector<std::vector<double>> rows(static_cast<std::size_t>(n), std::vector<double>(static_cast<std::size_t>(m)));
    for (auto &row : rows)
        for (double &x : row)
            x = coarse ? double(1 + d.below(5)) : 1.0 + 9.0 * d.uniform();
    std::vector<double> w(static_cast<std::size_t>(m));
    double sum = 0.0;
    for (double &x : w)
        sum += (x = 0.05 + d.uniform());
    if (d.below(3) == 0) {
        w[std::size_t(d.below(m))] += 3.0 * sum;
        sum *= 4.0;
    }
    for (double &x : w)
        x /= sum;
    std::vector<Direction> dirs(static_cast<std::size_t>(m));
    for (auto &x : dirs)
        x = d.below(2) ? Direction::Max : Direction::Min;
    DecisionProblem p = makeProblemFrom(rows, w, dirs);
    if (bounds)
        for (int j = 0; j < m; ++j)
            if (d.below(2)) {
                p.scaleMin[std::size_t(j)] = 0.0;
                p.scaleMax[std::size_t(j)] = 12.0;
            }
    return p;
}

DecisionProblem randomProblem(Draw &d, bool bounds)
{
    const int n = 2 + d.below(7), m = 2 + d.below(5);
    return randomProblemOf(d, n, m, false, bounds);
}

// The ranking (rows, best first) with criterion j's weight at t, computed from scratch.
std::vector<int> orderAt(const DecisionProblem &p, Normalization n, int j, double t)
{
    DecisionProblem q = p;
    q.weights = rescaleWeights(p.weights, j, t);
    Messages messages;
    const auto r = weightedSum(q, n, messages);
    std::vector<int> order;
    for (const RankedEntry &e : r->ranking)
        order.push_back(e.row);
    return order;
}

// The value search as it was before it read a summary of the column (kept as the oracle): every trial value
// re-normalises the whole column, and the scan steps over a 512-point grid plus every other value of the column.
std::optional<double> scannedValueFlip(const DecisionProblem &problem, Normalization n, int winner, int runnerUp, int row,
                                       int column)
{
    const auto j = std::size_t(column);
    if (!(problem.weights[j] > 0.0))
        return std::nullopt;
    Messages messages;
    const std::optional<Matrix> normalized = normalize(problem, n, messages);
    std::vector<double> x(std::size_t(problem.alternatives));
    for (int i = 0; i < problem.alternatives; ++i)
        x[std::size_t(i)] = problem.rawValue(i, column);
    double otherDifference = 0.0;
    for (int k = 0; k < problem.criteria; ++k)
        if (k != column)
            otherDifference += problem.weights[std::size_t(k)] * (normalized->at(winner, k) - normalized->at(runnerUp, k));
    const auto difference = [&](double v) -> std::optional<double> {
        x[std::size_t(row)] = v;
        const auto t = columnTransform(x.data(), int(x.size()), problem.directions[j], problem.scaleMin[j], problem.scaleMax[j], n);
        if (!t)
            return std::nullopt;
        const double d = otherDifference + problem.weights[j] * (t->apply(x[std::size_t(winner)]) - t->apply(x[std::size_t(runnerUp)]));
        return std::isfinite(d) ? std::optional<double>(d) : std::nullopt;
    };
    const auto search = [&](double x0, double end) -> std::optional<double> {
        std::vector<double> points;
        for (int k = 1; k <= 512; ++k)
            points.push_back(x0 + (end - x0) * (double(k) / 512));
        const double lo = std::min(x0, end), hi = std::max(x0, end);
        for (int i = 0; i < problem.alternatives; ++i)
            if (const double v = problem.rawValue(i, column); i != row && v > lo && v < hi)
                points.push_back(v);
        const bool up = end > x0;
        std::sort(points.begin(), points.end(), [up](double a, double b) { return up ? a < b : a > b; });
        double inside = x0;
        for (double p : points) {
            const auto d = difference(p);
            if (!d)
                return std::nullopt;
            if (*d > 0.0) {
                inside = p;
                continue;
            }
            double outside = p;
            for (int it = 0; it < 200; ++it) {
                const double mid = inside + (outside - inside) / 2.0;
                if (mid == inside || mid == outside)
                    break;
                const auto dm = difference(mid);
                if (dm && *dm > 0.0)
                    inside = mid;
                else
                    outside = mid;
            }
            return outside;
        }
        return std::nullopt;
    };
    const double x0 = problem.rawValue(row, column);
    const auto d0 = difference(x0);
    if (!d0)
        return std::nullopt;
    if (*d0 <= 0.0)
        return x0;
    double lo, hi;
    if (problem.scaleMin[j] && problem.scaleMax[j]) {
        lo = *problem.scaleMin[j];
        hi = *problem.scaleMax[j];
    } else {
        const double base = x0 != 0.0 ? std::abs(x0) : 1.0; // the generated values are never 0
        lo = x0 - 10.0 * base;
        hi = x0 + 10.0 * base;
        if (problem.scaleMin[j])
            lo = std::max(lo, *problem.scaleMin[j]);
        if (problem.scaleMax[j])
            hi = std::min(hi, *problem.scaleMax[j]);
    }
    std::optional<double> best;
    for (double end : {hi, lo}) {
        if (end == x0)
            continue;
        const auto r = search(x0, end);
        if (r && (!best || std::abs(*r - x0) < std::abs(*best - x0)))
            best = r;
    }
    return best;
}

// Winner's lead over the runner-up with one cell replaced, from scratch.
double leadWith(const DecisionProblem &p, Normalization n, int winner, int runnerUp, int row, int column, double v)
{
    DecisionProblem q = p;
    q.values.set(row, column, v);
    Messages messages;
    const auto r = weightedSum(q, n, messages);
    if (!r)
        return std::nan("");
    return r->scores[std::size_t(winner)] - r->scores[std::size_t(runnerUp)];
}

} // namespace

class TestSensitivity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void intervalsMatchBruteForce_data()
    {
        QTest::addColumn<int>("normalization");
        QTest::addColumn<bool>("bounds");
        QTest::newRow("minmax") << int(Normalization::MinMax) << false;
        QTest::newRow("minmax bounded") << int(Normalization::MinMax) << true;
        QTest::newRow("max") << int(Normalization::Max) << false;
        QTest::newRow("sum") << int(Normalization::Sum) << false;
        QTest::newRow("vector") << int(Normalization::Vector) << false;
    }
    void intervalsMatchBruteForce()
    {
        QFETCH(int, normalization);
        QFETCH(bool, bounds);
        const auto n = Normalization(normalization);
        Draw d(1234 + std::uint64_t(normalization) * 7 + (bounds ? 1 : 0));
        constexpr int kSteps = 2000;
        constexpr double kMargin = 1e-6;
        int interiorEnds = 0;
        for (int trial = 0; trial < 40; ++trial) {
            const DecisionProblem p = randomProblem(d, bounds);
            Messages messages;
            const auto s = analyzeSensitivity(p, n, messages);
            QVERIFY(s);
            QCOMPARE(int(s->criteria.size()), p.criteria);
            const auto winnerOnly = analyzeSensitivity(p, n, messages, {}, SensitivityScope::WinnerIntervals);
            QVERIFY(winnerOnly);
            QCOMPARE(int(winnerOnly->criteria.size()), p.criteria);
            QVERIFY(winnerOnly->valueFlips.empty());
            QCOMPARE(winnerOnly->smallestFlip.has_value(), s->smallestFlip.has_value());
            if (s->smallestFlip)
                QCOMPARE(winnerOnly->smallestFlip->change, s->smallestFlip->change);
            for (const CriterionSensitivity &c : s->criteria) {
                QVERIFY(c.topLow <= c.weight + 1e-15 && c.weight <= c.topHigh + 1e-15);
                // The workbench's cheaper scope computes the same winner intervals.
                const CriterionSensitivity &w = winnerOnly->criteria[std::size_t(c.column)];
                QCOMPARE(w.topLow, c.topLow);
                QCOMPARE(w.topHigh, c.topHigh);
                QCOMPARE(w.below, c.below);
                QCOMPARE(w.above, c.above);
                QVERIFY(c.rankingLow >= c.topLow - 1e-15 && c.rankingHigh <= c.topHigh + 1e-15);
                const std::vector<int> base = orderAt(p, n, c.column, c.weight);
                QCOMPARE(base[0], s->winner);
                for (int k = 0; k <= kSteps; ++k) {
                    const double t = double(k) / kSteps;
                    const std::vector<int> order = orderAt(p, n, c.column, t);
                    if (t > c.topLow + kMargin && t < c.topHigh - kMargin)
                        QVERIFY2(order[0] == s->winner, qPrintable(QStringLiteral("trial %1 t %2").arg(trial).arg(t)));
                    if (t < c.topLow - kMargin || t > c.topHigh + kMargin)
                        QVERIFY2(order[0] != s->winner, qPrintable(QStringLiteral("trial %1 t %2").arg(trial).arg(t)));
                    if (t > c.rankingLow + kMargin && t < c.rankingHigh - kMargin)
                        QVERIFY(order == base);
                    if (t < c.rankingLow - kMargin || t > c.rankingHigh + kMargin)
                        QVERIFY(order != base);
                }
                // Who takes over just past each end.
                if (c.below >= 0) {
                    ++interiorEnds;
                    QVERIFY(c.topLow > 0.0);
                    QCOMPARE(orderAt(p, n, c.column, c.topLow - 1e-7)[0], c.below);
                } else {
                    QCOMPARE(c.topLow, 0.0);
                }
                if (c.above >= 0) {
                    ++interiorEnds;
                    QVERIFY(c.topHigh < 1.0);
                    QCOMPARE(orderAt(p, n, c.column, c.topHigh + 1e-7)[0], c.above);
                } else {
                    QCOMPARE(c.topHigh, 1.0);
                }
            }
            // The smallest flip is the nearest end over all criteria.
            double nearest = 2.0;
            for (const CriterionSensitivity &c : s->criteria) {
                if (c.below >= 0)
                    nearest = std::min(nearest, c.weight - c.topLow);
                if (c.above >= 0)
                    nearest = std::min(nearest, c.topHigh - c.weight);
            }
            if (nearest > 1.0) {
                QVERIFY(!s->smallestFlip);
            } else {
                QVERIFY(s->smallestFlip);
                QCOMPARE(s->smallestFlip->change, nearest);
            }
        }
        QVERIFY(interiorEnds > 10); // the sweep really tested finite ends
    }

    // The stability sentence looks only at the alternatives close enough behind the winner to cross it: the same
    // intervals, takers-over and smallest flip, to the bit, as looking at every one (SensitivityRows::Every) — on
    // big problems (pruning starts past 128 rows in play) with near ties, exact ties with the winner, a dominant
    // weight, rows out of play and scale bounds, under each normalisation.
    // The basis an edit's evaluation carries on (updatedBasis): to the bit the pass analyzeSensitivity makes of the
    // edited problem (the scores, each column's extremes among the rows in play, the transforms), and the intervals it
    // gives the same; refused when an edited column's transform moves (or the normalisation reads whole columns).
    void anUpdatedBasisIsTheWholePass_data()
    {
        prunedRowsGiveTheSameIntervals_data();
    }
    void anUpdatedBasisIsTheWholePass()
    {
        QFETCH(int, normalization);
        const auto n = Normalization(normalization);
        const bool wholeColumns = n == Normalization::Sum || n == Normalization::Vector;
        Draw d(5100 + std::uint64_t(normalization));
        int updated = 0, refused = 0;
        for (int trial = 0; trial < 40; ++trial) {
            const int rowsCount = trial % 10 == 9 ? 5200 : 3 + d.below(300), m = 2 + d.below(11);
            DecisionProblem p = randomProblemOf(d, rowsCount, m, d.below(2) == 0, d.below(2) != 0);
            std::vector<bool> active;
            if (d.below(3) == 0)
                for (int i = 0; i < rowsCount; ++i)
                    active.push_back(d.below(5) != 0);
            Messages messages;
            SensitivityBasis last;
            QVERIFY(analyzeSensitivity(p, n, messages, active, SensitivityScope::WinnerIntervals, SensitivityRows::Pruned,
                                       nullptr, &last));
            // A few rows edited: values drawn between two others of their column (now and then beyond every one).
            std::vector<int> rows, columns;
            std::vector<bool> edited(std::size_t(m), false);
            for (int e = 0, count = 1 + d.below(3); e < count; ++e) {
                const int i = d.below(rowsCount), j = d.below(m);
                const double a = p.values.at(d.below(rowsCount), j), b = p.values.at(d.below(rowsCount), j);
                p.values.set(i, j, d.below(8) == 0 ? std::max(a, b) + 1.0 : a + (b - a) * d.uniform());
                if (std::find(rows.begin(), rows.end(), i) == rows.end())
                    rows.push_back(i);
                edited[std::size_t(j)] = true;
            }
            for (int j = 0; j < m; ++j)
                if (edited[std::size_t(j)])
                    columns.push_back(j);
            std::sort(rows.begin(), rows.end());
            SensitivityBasis whole;
            const auto fresh = analyzeSensitivity(p, n, messages, active, SensitivityScope::WinnerIntervals,
                                                  SensitivityRows::Pruned, nullptr, &whole);
            QVERIFY(fresh);
            const auto transforms = columnTransforms(p, n, messages); // the edited problem's, as the pass makes them
            QVERIFY(transforms);
            const auto brought = updatedBasis(p, n, *transforms, last, rows, columns, active);
            bool moved = false; // an edited column's transform changed
            for (int j : columns) {
                const ColumnTransform &x = last.transforms[std::size_t(j)], &y = whole.transforms[std::size_t(j)];
                moved = moved || !(x.reciprocal == y.reciprocal && x.a == y.a && x.b == y.b && x.c == y.c && x.d == y.d);
            }
            QCOMPARE(bool(brought), !moved && !wholeColumns);
            if (!brought) {
                ++refused;
                continue;
            }
            ++updated;
            const auto same = [](const std::vector<double> &x, const std::vector<double> &y) {
                return x.size() == y.size() && std::memcmp(x.data(), y.data(), x.size() * sizeof(double)) == 0;
            };
            QVERIFY(same(brought->scores, whole.scores));
            QVERIFY(same(brought->columnLow, whole.columnLow));
            QVERIFY(same(brought->columnHigh, whole.columnHigh));
            // The ranking of the rows in play, merged, is the one sorted anew; and so is the analysis's, in problem rows.
            using test::sameRanking;
            QVERIFY(!whole.ranking.empty());
            QVERIFY(sameRanking(brought->ranking, whole.ranking));
            const auto fromBasis = analyzeSensitivity(p, n, messages, active, SensitivityScope::WinnerIntervals,
                                                      SensitivityRows::Pruned, &*brought, nullptr);
            QVERIFY(fromBasis);
            QCOMPARE(fromBasis->winner, fresh->winner);
            QCOMPARE(fromBasis->runnerUp, fresh->runnerUp);
            QVERIFY(sameRanking(fromBasis->ranking, fresh->ranking));
            for (std::size_t j = 0; j < fresh->criteria.size(); ++j) {
                const CriterionSensitivity &x = fromBasis->criteria[j], &y = fresh->criteria[j];
                QVERIFY(x.topLow == y.topLow && x.topHigh == y.topHigh && x.below == y.below && x.above == y.above);
            }
        }
        if (wholeColumns)
            QCOMPARE(updated, 0);
        else
            QVERIFY2(updated > 15 && refused > 0, qPrintable(QStringLiteral("%1 updated, %2 refused").arg(updated).arg(refused)));
    }

    // A basis counts its rows in play: given for another set of rows in play of the same size, it is not used (its
    // ranking and column extremes count other rows), and it is not brought up to date.
    void aBasisOfOtherRowsInPlayIsNotUsed()
    {
        Draw d(5300);
        int swapped = 0;
        for (int trial = 0; trial < 30; ++trial) {
            const int rowsCount = 4 + d.below(200), m = 2 + d.below(8);
            const DecisionProblem p = randomProblemOf(d, rowsCount, m, d.below(2) == 0, d.below(2) != 0);
            std::vector<bool> active(std::size_t(rowsCount), true);
            for (int i = 0; i < rowsCount; ++i)
                active[std::size_t(i)] = d.below(3) != 0;
            // The same count in play: the leader among them leaves, a row out of play comes in.
            Messages messages;
            SensitivityBasis basis;
            const auto first = analyzeSensitivity(p, Normalization::MinMax, messages, active,
                                                  SensitivityScope::WinnerIntervals, SensitivityRows::Pruned, nullptr,
                                                  &basis);
            if (!first)
                continue;
            const auto out = std::find(active.begin(), active.end(), false);
            if (out == active.end() || first->ranking.size() < 2)
                continue;
            std::vector<bool> other = active;
            other[std::size_t(first->winner)] = false;
            other[std::size_t(out - active.begin())] = true;
            ++swapped;
            const auto fresh = analyzeSensitivity(p, Normalization::MinMax, messages, other,
                                                  SensitivityScope::WinnerIntervals, SensitivityRows::Pruned);
            const auto given = analyzeSensitivity(p, Normalization::MinMax, messages, other,
                                                  SensitivityScope::WinnerIntervals, SensitivityRows::Pruned, &basis,
                                                  nullptr);
            QVERIFY(fresh && given);
            QCOMPARE(given->winner, fresh->winner);
            QVERIFY(test::sameRanking(given->ranking, fresh->ranking));
            for (std::size_t j = 0; j < fresh->criteria.size(); ++j) {
                const CriterionSensitivity &x = given->criteria[j], &y = fresh->criteria[j];
                QVERIFY(x.topLow == y.topLow && x.topHigh == y.topHigh && x.below == y.below && x.above == y.above);
            }
            const auto transforms = columnTransforms(p, Normalization::MinMax, messages);
            QVERIFY(transforms);
            QVERIFY(!updatedBasis(p, Normalization::MinMax, *transforms, basis, {0}, {0}, other));
            QVERIFY(updatedBasis(p, Normalization::MinMax, *transforms, basis, {0}, {0}, active));
        }
        QVERIFY2(swapped > 20, qPrintable(QString::number(swapped)));
    }

    void prunedRowsGiveTheSameIntervals_data()
    {
        QTest::addColumn<int>("normalization");
        QTest::newRow("minmax") << int(Normalization::MinMax);
        QTest::newRow("max") << int(Normalization::Max);
        QTest::newRow("sum") << int(Normalization::Sum);
        QTest::newRow("vector") << int(Normalization::Vector);
    }
    void prunedRowsGiveTheSameIntervals()
    {
        QFETCH(int, normalization);
        const auto n = Normalization(normalization);
        Draw d(3400 + std::uint64_t(normalization));
        int takersOver = 0;
        for (int trial = 0; trial < 30; ++trial) {
            const int rowsCount = 130 + d.below(500), m = 2 + d.below(11);
            const bool coarse = d.below(2) == 0; // values from 1..5: many near and exact ties
            const bool bounds = d.below(2) != 0;
            DecisionProblem p = randomProblemOf(d, rowsCount, m, coarse, bounds);
            std::vector<bool> active;
            if (d.below(3) == 0)
                for (int i = 0; i < rowsCount; ++i)
                    active.push_back(d.below(5) != 0);
            Messages messages;
            const auto every = analyzeSensitivity(p, n, messages, active, SensitivityScope::WinnerIntervals,
                                                  SensitivityRows::Every);
            QVERIFY(every);
            // Copies of the winner's row: exact ties at the top.
            if (d.below(3) == 0)
                for (int copy = 0; copy < 3; ++copy) {
                    const int at = d.below(rowsCount);
                    for (int j = 0; j < m; ++j)
                        p.values.set(at, j, p.values.at(every->winner, j));
                }
            const auto all = analyzeSensitivity(p, n, messages, active, SensitivityScope::WinnerIntervals,
                                                SensitivityRows::Every);
            const auto pruned = analyzeSensitivity(p, n, messages, active, SensitivityScope::WinnerIntervals);
            QVERIFY(all && pruned);
            QCOMPARE(pruned->winner, all->winner);
            QCOMPARE(pruned->criteria.size(), all->criteria.size());
            for (std::size_t j = 0; j < all->criteria.size(); ++j) {
                const CriterionSensitivity &x = pruned->criteria[j], &y = all->criteria[j];
                // To the bit (QCOMPARE on doubles is fuzzy).
                QVERIFY2(x.topLow == y.topLow && x.topHigh == y.topHigh,
                         qPrintable(QStringLiteral("criterion %1: [%2, %3] pruned, [%4, %5] every row")
                                        .arg(j).arg(x.topLow, 0, 'g', 17).arg(x.topHigh, 0, 'g', 17)
                                        .arg(y.topLow, 0, 'g', 17).arg(y.topHigh, 0, 'g', 17)));
                QCOMPARE(x.below, y.below);
                QCOMPARE(x.above, y.above);
                takersOver += (y.below >= 0) + (y.above >= 0);
            }
            QCOMPARE(pruned->smallestFlip.has_value(), all->smallestFlip.has_value());
            if (all->smallestFlip) {
                QCOMPARE(pruned->smallestFlip->column, all->smallestFlip->column);
                QVERIFY(pruned->smallestFlip->toWeight == all->smallestFlip->toWeight);
                QCOMPARE(pruned->smallestFlip->newWinner, all->smallestFlip->newWinner);
            }
        }
        QVERIFY(takersOver > 30); // the intervals compared end in crossings, not only at 0 and 1
    }

    // A problem past a million values, as an edit of a big matrix has: the scores and the columns' extremes are
    // found a block of rows per core, from the raw matrix, normalising each value where it is read. The scores are
    // those of the normalised matrix summed in column order, to the bit; the pruned intervals those of every row;
    // the full analysis (which makes the normalised matrix for the value flips) agrees with the winner's.
    void bigProblemsGiveTheSameAnswers()
    {
        Draw d(5150);
        for (Normalization n : {Normalization::MinMax, Normalization::Vector}) {
            const int rowsCount = 5200, m = 200; // 1.04 million values: three blocks of rows on every core
            DecisionProblem p = randomProblemOf(d, rowsCount, m, false, n == Normalization::MinMax);
            std::vector<bool> active(std::size_t(rowsCount), true);
            for (int i = 0; i < rowsCount; i += 7)
                active[std::size_t(i)] = false; // out of play: their values bound no column's extremes
            Messages messages;
            const auto pruned = analyzeSensitivity(p, n, messages, active, SensitivityScope::WinnerIntervals);
            const auto every = analyzeSensitivity(p, n, messages, active, SensitivityScope::WinnerIntervals,
                                                  SensitivityRows::Every);
            const auto full = analyzeSensitivity(p, n, messages, active);
            QVERIFY(pruned && every && full);
            const auto r = normalize(p, n, messages);
            QVERIFY(r);
            for (int i = 0; i < rowsCount; ++i) {
                double s = 0.0;
                for (int k = 0; k < m; ++k)
                    s += p.weights[std::size_t(k)] * r->at(i, k);
                QVERIFY2(pruned->scores[std::size_t(i)] == s && full->scores[std::size_t(i)] == s,
                         qPrintable(QStringLiteral("row %1").arg(i)));
            }
            QCOMPARE(pruned->winner, every->winner);
            int ends = 0;
            for (std::size_t j = 0; j < every->criteria.size(); ++j) {
                const CriterionSensitivity &x = pruned->criteria[j], &y = every->criteria[j], &z = full->criteria[j];
                QVERIFY2(x.topLow == y.topLow && x.topHigh == y.topHigh && z.topLow == y.topLow && z.topHigh == y.topHigh,
                         qPrintable(QStringLiteral("criterion %1").arg(j)));
                QCOMPARE(x.below, y.below);
                QCOMPARE(x.above, y.above);
                ends += (y.below >= 0) + (y.above >= 0);
            }
            QVERIFY(ends > m / 2); // most intervals end in a crossing
            QCOMPARE(int(full->valueFlips.size()), 2 * m);
        }
    }

    void valueFlipsAreRoots_data()
    {
        QTest::addColumn<int>("normalization");
        QTest::addColumn<bool>("bounds");
        QTest::newRow("minmax") << int(Normalization::MinMax) << false;
        QTest::newRow("minmax bounded") << int(Normalization::MinMax) << true;
        QTest::newRow("max") << int(Normalization::Max) << false;
        QTest::newRow("sum") << int(Normalization::Sum) << false;
        QTest::newRow("vector") << int(Normalization::Vector) << false;
    }
    void valueFlipsAreRoots()
    {
        QFETCH(int, normalization);
        QFETCH(bool, bounds);
        const auto n = Normalization(normalization);
        Draw d(99 + std::uint64_t(normalization) + (bounds ? 50 : 0));
        int found = 0, none = 0;
        for (int trial = 0; trial < 25; ++trial) {
            const DecisionProblem p = randomProblem(d, bounds);
            Messages messages;
            const auto s = analyzeSensitivity(p, n, messages);
            QVERIFY(s);
            QCOMPARE(int(s->valueFlips.size()), 2 * p.criteria);
            for (const ValueFlip &f : s->valueFlips) {
                const double x0 = f.value;
                QCOMPARE(x0, p.values.at(f.row, f.column));
                QVERIFY(leadWith(p, n, s->winner, s->runnerUp, f.row, f.column, x0) > 0.0);
                const auto j = std::size_t(f.column);
                double lo = x0 - 10.0 * std::abs(x0), hi = x0 + 10.0 * std::abs(x0);
                if (p.scaleMin[j] && p.scaleMax[j]) {
                    lo = *p.scaleMin[j];
                    hi = *p.scaleMax[j];
                }
                if (f.flipValue) {
                    ++found;
                    const double x = *f.flipValue;
                    QVERIFY(x >= lo && x <= hi);
                    // At the reported value the two are level (or swapped), and just before it still not.
                    const double scale = std::max(1.0, std::abs(x));
                    QVERIFY(leadWith(p, n, s->winner, s->runnerUp, f.row, f.column, x) <= 1e-12);
                    const double back = x + (x0 > x ? 1e-7 : -1e-7) * scale;
                    QVERIFY(leadWith(p, n, s->winner, s->runnerUp, f.row, f.column, back) > -1e-12);
                    // Nothing nearer on either side flips it.
                    const double span = std::abs(x - x0);
                    for (int k = 1; k < 200; ++k) {
                        for (double sign : {-1.0, 1.0}) {
                            const double v = x0 + sign * span * k / 200.0;
                            if (v < lo || v > hi)
                                continue;
                            const double lead = leadWith(p, n, s->winner, s->runnerUp, f.row, f.column, v);
                            if (!std::isnan(lead))
                                QVERIFY(lead > -1e-12);
                        }
                    }
                } else {
                    ++none;
                    // No value on a fine grid over the whole range flips it.
                    for (int k = 0; k <= 2000; ++k) {
                        const double v = lo + (hi - lo) * k / 2000.0;
                        const double lead = leadWith(p, n, s->winner, s->runnerUp, f.row, f.column, v);
                        if (!std::isnan(lead))
                            QVERIFY2(lead > -1e-9, qPrintable(QStringLiteral("trial %1 value %2").arg(trial).arg(v)));
                    }
                }
            }
        }
        QVERIFY(found > 0);
        QVERIFY(none > 0);
    }

    // The value search reads a summary of the column instead of re-normalising it per trial value, and steps only
    // over the points where the lead's formula changes: on 30–250 alternatives, with ties, bounds and every
    // normalisation, it finds the same flips as the scan it replaced — to the bit where the extremes decide
    // (min-max, max), within rounding of the column's sum where a sum does.
    void valueFlipsEqualTheScan()
    {
        Draw d(4242);
        int compared = 0, flips = 0, exact = 0;
        for (int trial = 0; trial < 60; ++trial) {
            const auto n = std::array{Normalization::MinMax, Normalization::Max, Normalization::Sum,
                                      Normalization::Vector}[std::size_t(trial % 4)];
            const DecisionProblem p = randomProblemOf(d, 30 + d.below(220), 2 + d.below(5), trial % 3 == 0, trial % 5 == 1);
            Messages messages;
            const auto s = analyzeSensitivity(p, n, messages);
            QVERIFY(s);
            for (const ValueFlip &f : s->valueFlips) {
                const std::optional<double> old = scannedValueFlip(p, n, s->winner, s->runnerUp, f.row, f.column);
                const QString where = QStringLiteral("trial %1 row %2 column %3").arg(trial).arg(f.row).arg(f.column);
                QVERIFY2(bool(old) == bool(f.flipValue), qPrintable(where));
                ++compared;
                if (!old)
                    continue;
                ++flips;
                if (n == Normalization::MinMax || n == Normalization::Max) {
                    exact += *old == *f.flipValue;
                    QVERIFY2(std::abs(*old - *f.flipValue) <= 1e-12 * std::max(1.0, std::abs(*old)), qPrintable(where));
                } else {
                    QVERIFY2(std::abs(*old - *f.flipValue) <= 1e-9 * std::max(1.0, std::abs(*old)), qPrintable(where));
                }
            }
        }
        QVERIFY(compared > 400);
        QVERIFY(flips > 100);
        QVERIFY(exact > flips / 4);
    }

    // A = (1, 0), B = (0, 1), weights 0.6 / 0.4, no normalisation: worked out by hand.
    void handWorkedExample()
    {
        const DecisionProblem p = makeProblemFrom({{1, 0}, {0, 1}}, {0.6, 0.4});
        Messages messages;
        const auto s = analyzeSensitivity(p, Normalization::None, messages);
        QVERIFY(s);
        QCOMPARE(s->winner, 0);
        QCOMPARE(s->runnerUp, 1);
        // Criterion 1: S_A = t, S_B = 1 − t, A first for t ≥ 0.5.
        QCOMPARE(s->criteria[0].topLow, 0.5);
        QCOMPARE(s->criteria[0].topHigh, 1.0);
        QCOMPARE(s->criteria[0].below, 1);
        QCOMPARE(s->criteria[0].above, -1);
        QCOMPARE(s->criteria[0].rankingLow, 0.5);
        // Criterion 2: S_A = 1 − t, S_B = t.
        QCOMPARE(s->criteria[1].topLow, 0.0);
        QCOMPARE(s->criteria[1].topHigh, 0.5);
        QCOMPARE(s->criteria[1].above, 1);
        QVERIFY(s->smallestFlip);
        QCOMPARE(s->smallestFlip->column, 0);
        QCOMPARE(s->smallestFlip->toWeight, 0.5);
        QCOMPARE(s->smallestFlip->newWinner, 1);
        QVERIFY(std::abs(s->smallestFlip->change - 0.1) < 1e-15);
        // Values: 0.6·x = 0.4 → 2/3; 0.6 + 0.4·x = 0.4 → −0.5; B: 0.6 = 0.6·x + 0.4 → 1/3; 0.6 = 0.4·x → 1.5.
        const double expected[] = {2.0 / 3.0, -0.5, 1.0 / 3.0, 1.5};
        QCOMPARE(int(s->valueFlips.size()), 4);
        for (int k = 0; k < 4; ++k) {
            QVERIFY(s->valueFlips[std::size_t(k)].flipValue);
            QVERIFY(std::abs(*s->valueFlips[std::size_t(k)].flipValue - expected[k]) < 1e-9);
        }
    }

    void winnerNeverChanges()
    {
        // A is best on every criterion: no weight makes anyone else first.
        const DecisionProblem p = makeProblemFrom({{9, 9, 1}, {5, 7, 3}, {1, 2, 8}}, {0.5, 0.3, 0.2},
                                                  {Direction::Max, Direction::Max, Direction::Min});
        Messages messages;
        const auto s = analyzeSensitivity(p, Normalization::MinMax, messages);
        QVERIFY(s);
        QCOMPARE(s->winner, 0);
        for (const CriterionSensitivity &c : s->criteria) {
            QCOMPARE(c.topLow, 0.0);
            QCOMPARE(c.topHigh, 1.0);
            QCOMPARE(c.below, -1);
            QCOMPARE(c.above, -1);
        }
        QVERIFY(!s->smallestFlip);
        // Value flips reported as null are honest: no value in the range lets the runner-up draw level.
        for (const ValueFlip &f : s->valueFlips)
            if (!f.flipValue)
                for (int k = 0; k <= 400; ++k) {
                    const double v = f.value - 10.0 * std::abs(f.value) + 20.0 * std::abs(f.value) * k / 400.0;
                    QVERIFY(leadWith(p, Normalization::MinMax, 0, s->runnerUp, f.row, f.column, v) > -1e-12);
                }
    }

    void ties()
    {
        // A and B level at the current weights: A wins on row order; any move of weight 1 downwards (or of
        // weight 2 upwards) puts B ahead, so the intervals end at the current weight.
        const DecisionProblem p = makeProblemFrom({{1, 0}, {0, 1}, {0.2, 0.2}}, {0.5, 0.5});
        Messages messages;
        const auto s = analyzeSensitivity(p, Normalization::None, messages);
        QVERIFY(s);
        QCOMPARE(s->winner, 0);
        QCOMPARE(s->runnerUp, 1);
        QCOMPARE(s->criteria[0].topLow, 0.5);
        QCOMPARE(s->criteria[0].topHigh, 1.0);
        QCOMPARE(s->criteria[0].below, 1);
        QCOMPARE(s->criteria[1].topLow, 0.0);
        QCOMPARE(s->criteria[1].topHigh, 0.5);
        QCOMPARE(s->criteria[1].above, 1);
        QVERIFY(s->smallestFlip);
        QCOMPARE(s->smallestFlip->change, 0.0);
        for (const ValueFlip &f : s->valueFlips) {
            QVERIFY(f.flipValue);
            QCOMPARE(*f.flipValue, f.value); // already level
        }

        // Identical alternatives stay tied whatever the weights: they never take over from each other.
        const DecisionProblem twins = makeProblemFrom({{3, 4}, {3, 4}, {1, 1}}, {0.7, 0.3});
        const auto t = analyzeSensitivity(twins, Normalization::MinMax, messages);
        QVERIFY(t);
        QCOMPARE(t->winner, 0);
        for (const CriterionSensitivity &c : t->criteria) {
            QCOMPARE(c.topLow, 0.0);
            QCOMPARE(c.topHigh, 1.0);
            QCOMPARE(c.below, -1);
            QCOMPARE(c.above, -1);
        }
    }

    void activeRowsOnly()
    {
        // Without C, A wins; C (inactive, e.g. infeasible) would beat both and must not appear.
        const DecisionProblem p = makeProblemFrom({{1, 0}, {0, 1}, {5, 5}}, {0.6, 0.4});
        Messages messages;
        const auto s = analyzeSensitivity(p, Normalization::None, messages, {true, true, false});
        QVERIFY(s);
        QCOMPARE(s->winner, 0);
        QCOMPARE(s->runnerUp, 1);
        QCOMPARE(int(s->ranking.size()), 2);
        QCOMPARE(s->criteria[0].topLow, 0.5);
        QVERIFY(!analyzeSensitivity(p, Normalization::None, messages, {false, false, false}));
    }

    void singleAlternativeAndCriterion()
    {
        Messages messages;
        const auto one = analyzeSensitivity(makeProblemFrom({{4, 2}}, {0.5, 0.5}), Normalization::MinMax, messages);
        QVERIFY(one);
        QCOMPARE(one->runnerUp, -1);
        QVERIFY(one->valueFlips.empty());
        QVERIFY(!one->smallestFlip);
        const auto single = analyzeSensitivity(makeProblemFrom({{4}, {2}}, {1.0}), Normalization::MinMax, messages);
        QVERIFY(single);
        QCOMPARE(single->criteria[0].topLow, 0.0);
        QCOMPARE(single->criteria[0].topHigh, 1.0);
    }

    void refusedNormalisation()
    {
        Messages messages;
        QVERIFY(!analyzeSensitivity(makeProblemFrom({{-1, 2}, {3, 4}}, {0.5, 0.5}), Normalization::Max, messages));
        QVERIFY(hasErrors(messages));
    }

    // The column normaliser used inside the searches matches the analysis engine bit for bit.
    void columnTransformMatchesEngine()
    {
        Draw d(7);
        for (int trial = 0; trial < 200; ++trial) {
            DecisionProblem p = randomProblem(d, trial % 2 == 1);
            if (trial % 5 == 0) // a constant column
                for (int i = 0; i < p.alternatives; ++i)
                    p.values.set(i, 0, 3.0);
            for (Normalization n : {Normalization::MinMax, Normalization::Max, Normalization::Sum, Normalization::Vector}) {
                Messages messages;
                const auto all = columnTransforms(p, n, messages);
                QVERIFY(all);
                for (int j = 0; j < p.criteria; ++j) {
                    const std::vector<double> x = p.values.columnValues(j);
                    const auto t = columnTransform(x.data(), p.alternatives, p.directions[std::size_t(j)],
                                                   p.scaleMin[std::size_t(j)], p.scaleMax[std::size_t(j)], n);
                    QVERIFY(t);
                    for (double v : x)
                        QCOMPARE(std::bit_cast<std::uint64_t>(t->apply(v)),
                                 std::bit_cast<std::uint64_t>((*all)[std::size_t(j)].apply(v)));
                }
            }
        }
        // Zeros of both signs at a column's ends: the least and greatest values are the first of equal ones in row
        // order, as the engine finds them, so the transform is the same to the bit (a zero's sign included).
        Draw z(11);
        for (int trial = 0; trial < 40; ++trial) {
            DecisionProblem p = randomProblemOf(z, trial == 0 ? 9 : 8 + z.below(20), 2, false, false);
            p.directions[0] = trial % 4 < 2 ? Direction::Min : Direction::Max;
            for (int i = 0; i < p.alternatives; ++i)
                p.values.set(i, 0, z.below(3) == 0 ? (z.below(2) ? -0.0 : 0.0) : -double(1 + z.below(4)) * (trial % 2));
            if (trial == 0) // −0 the first greatest value, +0 after it
                for (int i = 0; i < 9; ++i)
                    p.values.set(i, 0, std::array{-3.0, -0.0, -2.0, -1.0, 0.0, -4.0, -2.0, -3.0, -1.0}[std::size_t(i)]);
            for (Normalization n : {Normalization::MinMax, Normalization::Vector}) {
                Messages messages;
                const auto all = columnTransforms(p, n, messages);
                QVERIFY(all);
                const std::vector<double> x = p.values.columnValues(0);
                const auto t = columnTransform(x.data(), p.alternatives, p.directions[0], {}, {}, n);
                QVERIFY(t);
                QVERIFY2(sameTransform(*t, (*all)[0]), qPrintable(QStringLiteral("trial %1").arg(trial)));
            }
        }
        const double bad[] = {1.0, -2.0};
        QVERIFY(!columnTransform(bad, 2, Direction::Max, {}, {}, Normalization::Max));
        QVERIFY(!columnTransform(bad, 2, Direction::Min, {}, {}, Normalization::None));
    }
};

QTEST_GUILESS_MAIN(TestSensitivity)
#include "tst_sensitivity.moc"
