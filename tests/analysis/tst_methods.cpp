// TOPSIS, WPM, PROMETHEE II, VIKOR and method agreement against published worked examples. Each fixture cites
// the source and where its numbers were found; the tolerance is half a unit in the last printed digit (plus
// 1e-9), since the sources print rounded values.

#include "analysis/agreement.h"
#include "analysis/allmethods.h"
#include "analysis/methodcheck.h"
#include "analysis/problem.h"

#include "problemfixture.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace verdict;
using namespace verdict::test;

namespace {

DecisionProblem problemOf(const std::vector<std::vector<double>> &rows, const std::vector<double> &weights,
                          const std::vector<Direction> &directions)
{
    std::vector<ColumnSpec> columns;
    for (std::size_t c = 0; c < weights.size(); ++c)
        columns.push_back({QStringLiteral("c%1").arg(c + 1), directions[c], weights[c]});
    Messages messages;
    auto p = makeProblem(makeProject(columns, rows), -1, messages);
    if (!p)
        qFatal("makeProblem failed");
    return *p;
}

// Papathanasiou & Ploskas (2018), Multiple Criteria Decision Aid, Springer: the facility-location example
// shared by the TOPSIS, VIKOR and PROMETHEE chapters. Matrix and weights as reproduced in
// energyinpython/pyrepo-mcda tests/test_mcda_methods.py and distance-metrics-for-mcda tests.
const std::vector<std::vector<double>> kFacility = {{8, 7, 2, 1}, {5, 3, 7, 5}, {7, 5, 6, 4},
                                                    {9, 9, 7, 3}, {11, 10, 3, 7}, {6, 9, 5, 4}};
const std::vector<double> kFacilityWeights = {0.4, 0.3, 0.1, 0.2};
const std::vector<Direction> kAllMax4(4, Direction::Max);

void compareClose(const std::vector<double> &actual, const QList<double> &expected, double tolerance)
{
    QCOMPARE(int(actual.size()), expected.size());
    for (int i = 0; i < expected.size(); ++i)
        QVERIFY2(std::abs(actual[std::size_t(i)] - expected[i]) <= tolerance,
                 qPrintable(QStringLiteral("entry %1: %2, expected %3 ± %4")
                                .arg(i)
                                .arg(actual[std::size_t(i)], 0, 'g', 10)
                                .arg(expected[i])
                                .arg(tolerance)));
}

} // namespace

class TestMethods : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void topsisPublished_data()
    {
        QTest::addColumn<QList<QList<double>>>("matrix");
        QTest::addColumn<QList<double>>("weights");
        QTest::addColumn<QList<int>>("cost");
        QTest::addColumn<QList<double>>("closeness");
        QTest::addColumn<double>("tolerance");

        // Papathanasiou & Ploskas (2018), ch. "TOPSIS", facility location; closeness printed to 3 decimals
        // (energyinpython/distance-metrics-for-mcda tests/test_mcda_methods.py, vector normalisation).
        QList<QList<double>> facility;
        for (const auto &row : kFacility)
            facility << QList<double>(row.begin(), row.end());
        QTest::newRow("Papathanasiou & Ploskas 2018") << facility << QList<double>{0.4, 0.3, 0.1, 0.2}
                                                      << QList<int>{0, 0, 0, 0}
                                                      << QList<double>{0.387, 0.327, 0.391, 0.615, 0.868, 0.493}
                                                      << 0.0005 + 1e-9;

        // Ersoy (2021), Equipment selection for an e-commerce company using entropy-based TOPSIS, EDAS and
        // CODAS, LogForum 17(3); two cost criteria; compared at 2 decimals as in
        // energyinpython/pyrepo-mcda tests/test_mcda_methods.py (Test_TOPSIS).
        QTest::newRow("Ersoy 2021") << QList<QList<double>>{{256, 8, 41, 1.6, 1.77, 7347.16},
                                                            {256, 8, 32, 1.0, 1.8, 6919.99},
                                                            {256, 8, 53, 1.6, 1.9, 8400},
                                                            {256, 8, 41, 1.0, 1.75, 6808.9},
                                                            {512, 8, 35, 1.6, 1.7, 8479.99},
                                                            {256, 4, 35, 1.6, 1.7, 7499.99}}
                                    << QList<double>{0.405, 0.221, 0.134, 0.199, 0.007, 0.034}
                                    << QList<int>{0, 0, 0, 0, 1, 1}
                                    << QList<double>{0.308, 0.254, 0.327, 0.263, 0.857, 0.192} << 0.005 + 1e-9;
    }
    void topsisPublished()
    {
        QFETCH(QList<QList<double>>, matrix);
        QFETCH(QList<double>, weights);
        QFETCH(QList<int>, cost);
        QFETCH(QList<double>, closeness);
        QFETCH(double, tolerance);
        std::vector<std::vector<double>> rows;
        for (const auto &r : matrix)
            rows.emplace_back(r.begin(), r.end());
        std::vector<Direction> directions;
        for (int c : cost)
            directions.push_back(c ? Direction::Min : Direction::Max);
        Messages messages;
        const auto result = topsis(problemOf(rows, {weights.begin(), weights.end()}, directions), messages);
        QVERIFY(result);
        compareClose(result->closeness, closeness, tolerance);
        for (std::size_t i = 0; i < result->closeness.size(); ++i)
            QVERIFY(std::abs(result->closeness[i] - result->dMinus[i] / (result->dPlus[i] + result->dMinus[i])) < 1e-15);
    }

    void topsisHandWorked()
    {
        // Two alternatives, two benefit criteria, weights 0.5 / 0.5:
        //   A = (3, 4), B = (4, 3); norms √(9+16) = 5 for both columns → r_A = (0.6, 0.8), r_B = (0.8, 0.6);
        //   v = r / 2; ideal (0.4, 0.4), anti-ideal (0.3, 0.3); d+_A = √(0.1² + 0) = 0.1, d−_A = 0.1 → 0.5.
        Messages messages;
        const auto r = topsis(problemOf({{3, 4}, {4, 3}}, {1, 1}, {Direction::Max, Direction::Max}), messages);
        QVERIFY(r);
        QVERIFY(std::abs(r->dPlus[0] - 0.1) < 1e-15);
        QVERIFY(std::abs(r->dMinus[0] - 0.1) < 1e-15);
        QCOMPARE(r->closeness[0], 0.5);
        QCOMPARE(r->ranking[0].rank, 1);
        QCOMPARE(r->ranking[1].rank, 1); // a tie
        // Identical alternatives: d+ = d− = 0 → closeness 0.5 by convention.
        const auto same = topsis(problemOf({{2, 2}, {2, 2}}, {1, 1}, {Direction::Max, Direction::Min}), messages);
        QVERIFY(same);
        QCOMPARE(same->closeness, (std::vector<double>{0.5, 0.5}));
    }

    void vikorPublished_data()
    {
        QTest::addColumn<QList<QList<double>>>("matrix");
        QTest::addColumn<QList<double>>("weights");
        QTest::addColumn<QList<int>>("cost");
        QTest::addColumn<double>("v");
        QTest::addColumn<QList<double>>("Q");
        QTest::addColumn<double>("tolerance");

        // Papathanasiou & Ploskas (2018), ch. "VIKOR", v = 0.625; Q printed to 3 decimals
        // (energyinpython/crispyn and pyrepo-mcda tests/test_mcda_methods.py, Test_VIKOR).
        QList<QList<double>> facility;
        for (const auto &row : kFacility)
            facility << QList<double>(row.begin(), row.end());
        QTest::newRow("Papathanasiou & Ploskas 2018") << facility << QList<double>{0.4, 0.3, 0.1, 0.2}
                                                      << QList<int>{0, 0, 0, 0} << 0.625
                                                      << QList<double>{0.640, 1.000, 0.693, 0.271, 0.000, 0.694}
                                                      << 0.0005 + 1e-9;
        // Opricovic & Tzeng (2004), Compromise solution by MCDM methods: a comparative analysis of VIKOR and
        // TOPSIS, EJOR 156(2) 445–455, numerical example; exact values (pymcdm tests/test_methods.py).
        QTest::newRow("Opricovic & Tzeng 2004") << QList<QList<double>>{{1, 3000}, {2, 3750}, {5, 4500}}
                                                << QList<double>{0.5, 0.5} << QList<int>{1, 0} << 0.5
                                                << QList<double>{1, 0, 1} << 1e-12;
        // Yang & Wu (2020), A new improvement method to avoid rank reversal in VIKOR, IEEE Access 8; Q printed
        // to 4 decimals (pymcdm tests/test_methods.py, test_output_yang).
        QTest::newRow("Yang & Wu 2020") << QList<QList<double>>{{78, 56, 34, 6}, {4, 45, 3, 97}, {18, 2, 50, 63},
                                                                {9, 14, 11, 92}, {85, 9, 100, 29}}
                                        << QList<double>{0.25, 0.25, 0.25, 0.25} << QList<int>{0, 0, 0, 0} << 0.5
                                        << QList<double>{0.5679, 0.7667, 1, 0.7493, 0} << 0.00005 + 1e-9;
    }
    void vikorPublished()
    {
        QFETCH(QList<QList<double>>, matrix);
        QFETCH(QList<double>, weights);
        QFETCH(QList<int>, cost);
        QFETCH(double, v);
        QFETCH(QList<double>, Q);
        QFETCH(double, tolerance);
        std::vector<std::vector<double>> rows;
        for (const auto &r : matrix)
            rows.emplace_back(r.begin(), r.end());
        std::vector<Direction> directions;
        for (int c : cost)
            directions.push_back(c ? Direction::Min : Direction::Max);
        Messages messages;
        const auto result = vikor(problemOf(rows, {weights.begin(), weights.end()}, directions), v, messages);
        QVERIFY(result);
        compareClose(result->Q, Q, tolerance);
    }

    void vikorConditions()
    {
        // Opricovic & Tzeng (2004): S = (0.5, 0.375, 0.5), R = (0.5, 0.25, 0.5), Q = (1, 0, 1).
        // DQ = 1/(3−1) = 0.5; Q(a″) − Q(a′) = 1 ≥ 0.5 (C1 holds); A2 is best by S (C2 holds) → {A2}.
        Messages messages;
        const auto r = vikor(problemOf({{1, 3000}, {2, 3750}, {5, 4500}}, {1, 1}, {Direction::Min, Direction::Max}),
                             0.5, messages);
        QVERIFY(r);
        QCOMPARE(r->S, (std::vector<double>{0.5, 0.375, 0.5}));
        QCOMPARE(r->R, (std::vector<double>{0.5, 0.25, 0.5}));
        QVERIFY(r->acceptableAdvantage);
        QVERIFY(r->acceptableStability);
        QCOMPARE(r->compromise, (std::vector<int>{1}));
        QVERIFY(messages.empty());

        // Papathanasiou & Ploskas, v = 0.625: Q order A5 (0), A4 (0.271), A1 (0.640), …; DQ = 1/5 = 0.2;
        // 0.271 − 0 ≥ 0.2 → C1 holds; A5 has the smallest S → C2 holds → {A5}.
        const auto f = vikor(problemOf(kFacility, kFacilityWeights, kAllMax4), 0.625, messages);
        QVERIFY(f);
        QVERIFY(f->acceptableAdvantage);
        QVERIFY(f->acceptableStability);
        QCOMPARE(f->compromise, (std::vector<int>{4}));

        // C1 fails: Q = (0, 0.1, 1) for three alternatives (DQ = 0.5) → the set is every alternative with
        // Q − Q(a′) < 0.5: A and B. Built from S = R: a single criterion makes S_i = R_i = w·(f* − f)/(f* − f−).
        const auto c1 = vikor(problemOf({{10}, {9}, {0}}, {1}, {Direction::Max}), 0.5, messages);
        QVERIFY(c1);
        QVERIFY(!c1->acceptableAdvantage);
        QCOMPARE(c1->compromise, (std::vector<int>{0, 1}));
    }

    void vikorDegenerate()
    {
        // Every alternative has the same S and R: both terms contribute 0, with a warning each.
        Messages messages;
        const auto r = vikor(problemOf({{1, 2}, {1, 2}}, {1, 1}, {Direction::Max, Direction::Max}), 0.5, messages);
        QVERIFY(r);
        QCOMPARE(r->Q, (std::vector<double>{0, 0}));
        QCOMPARE(messages.size(), std::size_t(2));
        QCOMPARE(messages[0].severity, Severity::Warning);
        QVERIFY(!verdict::vikor(problemOf({{1}, {2}}, {1}, {Direction::Max}), 1.5, messages));
    }

    void prometheePublished()
    {
        // Zhao, Peng & Li (2013), Revised PROMETHEE II for improving efficiency in emergency response,
        // Procedia Computer Science 17, 181–188; usual criterion; net flows printed to 2 decimals (pymcdm
        // tests/test_methods.py, TestPROMETHEE_II). By hand: π(1,2) = 0.5+0.3 = 0.8, π(2,1) = 0.2,
        // π(1,3) = 0.3, π(3,1) = 0.7, π(2,3) = 0.5, π(3,2) = 0.5 → φ = (0.1, −0.3, 0.2) exactly.
        Messages messages;
        const auto r = promethee(problemOf({{4, 3, 2}, {3, 2, 4}, {5, 1, 3}}, {0.5, 0.3, 0.2}, {3, Direction::Max}),
                                 messages);
        QVERIFY(r);
        compareClose(r->phi, {0.1, -0.3, 0.2}, 1e-12);
        compareClose(r->phiPlus, {0.55, 0.35, 0.6}, 1e-12);
        compareClose(r->phiMinus, {0.45, 0.65, 0.4}, 1e-12);
        QCOMPARE(r->ranking[0].row, 2);
    }

    void preferenceFunctions_data()
    {
        QTest::addColumn<int>("type");
        QTest::addColumn<double>("q");
        QTest::addColumn<double>("p");
        QTest::addColumn<double>("s");
        QTest::addColumn<double>("d");
        QTest::addColumn<double>("expected");
        const int usual = int(PreferenceType::Usual), ushape = int(PreferenceType::UShape),
                  vshape = int(PreferenceType::VShape), level = int(PreferenceType::Level),
                  linear = int(PreferenceType::Linear), gaussian = int(PreferenceType::Gaussian);
        QTest::newRow("usual, d = 0") << usual << 0.0 << 0.0 << 0.0 << 0.0 << 0.0;
        QTest::newRow("usual, d > 0") << usual << 0.0 << 0.0 << 0.0 << 0.001 << 1.0;
        QTest::newRow("usual, d < 0") << usual << 0.0 << 0.0 << 0.0 << -5.0 << 0.0;
        QTest::newRow("ushape at q") << ushape << 2.0 << 0.0 << 0.0 << 2.0 << 0.0;
        QTest::newRow("ushape above q") << ushape << 2.0 << 0.0 << 0.0 << 2.5 << 1.0;
        QTest::newRow("vshape half") << vshape << 0.0 << 4.0 << 0.0 << 2.0 << 0.5;
        QTest::newRow("vshape at p") << vshape << 0.0 << 4.0 << 0.0 << 4.0 << 1.0;
        QTest::newRow("level below q") << level << 1.0 << 3.0 << 0.0 << 1.0 << 0.0;
        QTest::newRow("level between") << level << 1.0 << 3.0 << 0.0 << 2.0 << 0.5;
        QTest::newRow("level at p") << level << 1.0 << 3.0 << 0.0 << 3.0 << 0.5;
        QTest::newRow("level above p") << level << 1.0 << 3.0 << 0.0 << 3.1 << 1.0;
        QTest::newRow("linear at q") << linear << 1.0 << 3.0 << 0.0 << 1.0 << 0.0;
        QTest::newRow("linear quarter") << linear << 1.0 << 3.0 << 0.0 << 1.5 << 0.25;
        QTest::newRow("linear above p") << linear << 1.0 << 3.0 << 0.0 << 7.0 << 1.0;
        // 1 − exp(−d²/2s²) with d = s: 1 − e^(−1/2) = 0.393469340287…
        QTest::newRow("gaussian d = s") << gaussian << 0.0 << 0.0 << 2.0 << 2.0 << 1.0 - std::exp(-0.5);
        QTest::newRow("gaussian d < 0") << gaussian << 0.0 << 0.0 << 2.0 << -2.0 << 0.0;
    }
    void preferenceFunctions()
    {
        QFETCH(int, type);
        QFETCH(double, q);
        QFETCH(double, p);
        QFETCH(double, s);
        QFETCH(double, d);
        QFETCH(double, expected);
        QCOMPARE(preferenceDegree({PreferenceType(type), q, p, s}, d), expected);
    }

    void prometheeWithThresholds()
    {
        // One linear criterion (q = 1, p = 3) and one cost criterion with the usual function; weights 0.5/0.5.
        //   x1: 0, 2, 5 (max);  x2: 10, 10, 20 (min)
        //   c1 differences: d(B,A) = 2 → (2−1)/2 = 0.5; d(C,A) = 5 → 1; d(C,B) = 3 → 1.
        //   c2 (min): A and B beat C (10 < 20) → P = 1; A vs B tie → 0.
        //   π(A,B) = 0, π(A,C) = 0.5, π(B,A) = 0.25, π(B,C) = 0.5, π(C,A) = 0.5, π(C,B) = 0.5
        //   φ+ = (0.25, 0.375, 0.5), φ− = (0.375, 0.25, 0.5) → φ = (−0.125, 0.125, 0)
        ProjectData project = makeProject({{QStringLiteral("x1")}, {QStringLiteral("x2"), Direction::Min}},
                                          {{0, 10}, {2, 10}, {5, 20}});
        project.criteria[0].preference = PreferenceFunction{PreferenceType::Linear, 1.0, 3.0, 0.0};
        Messages messages;
        const auto r = promethee(*makeProblem(project, -1, messages), messages);
        QVERIFY(r);
        compareClose(r->phiPlus, {0.25, 0.375, 0.5}, 1e-15);
        compareClose(r->phiMinus, {0.375, 0.25, 0.5}, 1e-15);
        compareClose(r->phi, {-0.125, 0.125, 0.0}, 1e-15);
        QCOMPARE(r->ranking[0].row, 1);

        project.criteria[0].preference = PreferenceFunction{PreferenceType::Linear, 3.0, 1.0, 0.0};
        messages.clear();
        QVERIFY(!promethee(*makeProblem(project, -1, messages), messages));
        QCOMPARE(messages.front().pointer, QStringLiteral("/criteria/0/preference"));
        project.criteria[0].preference = PreferenceFunction{PreferenceType::Gaussian, 0.0, 0.0, 0.0};
        messages.clear();
        QVERIFY(!promethee(*makeProblem(project, -1, messages), messages));
    }

    void wpmHandWorked()
    {
        // max normalisation; weights 0.5/0.5; x1 max: 4, 1 → 1, 0.25; x2 min: 2, 1 → 0.5, 1.
        //   A = 1^0.5 · 0.5^0.5 = 0.70711;  B = 0.25^0.5 · 1^0.5 = 0.5
        Messages messages;
        const auto p = problemOf({{4, 2}, {1, 1}}, {1, 1}, {Direction::Max, Direction::Min});
        const auto r = weightedProduct(p, Normalization::Max, messages);
        QVERIFY(r);
        compareClose(r->scores, {std::sqrt(0.5), 0.5}, 1e-15);
        QCOMPARE(r->ranking[0].row, 0);
        // Non-positive values are refused whatever the normalisation, naming the first one.
        const auto bad = problemOf({{4, 2}, {0, 1}}, {1, 1}, {Direction::Max, Direction::Min});
        QVERIFY(!weightedProduct(bad, Normalization::MinMax, messages));
        QCOMPARE(messages.back().pointer, QStringLiteral("/alternatives/1/values/0"));
    }

    // The method selector asks every method at once: the same answer, method by method, as asking each alone
    // (the common checks run once), for a problem each can rank, one only the weighted product refuses (a zero)
    // and one every method refuses (an infinite value).
    void methodRefusalsAnswerAsEachMethodAlone()
    {
        const QStringList methods{QStringLiteral("wsm"), QStringLiteral("wpm"), QStringLiteral("topsis"),
                                  QStringLiteral("promethee"), QStringLiteral("vikor"), QStringLiteral("unknown")};
        const double inf = std::numeric_limits<double>::infinity();
        int refused = 0;
        for (const double value : {1.0, 0.0, inf}) {
            DecisionProblem p = problemOf({{4, 2}, {1, 1}}, {1, 1}, {Direction::Max, Direction::Min});
            p.values.set(1, 0, value); // an infinity as a formula can make one: the project reader refuses it
            MethodSettings settings;
            const auto all = methodRefusals(p, settings, methods);
            QCOMPARE(int(all.size()), int(methods.size()));
            for (const QString &method : methods) {
                settings.method = method;
                const std::optional<Message> alone = methodRefusal(p, settings);
                const std::optional<Message> &together = all.at(method);
                QCOMPARE(together.has_value(), alone.has_value());
                if (alone) {
                    ++refused;
                    QCOMPARE(together->text, alone->text);
                    QCOMPARE(together->pointer, alone->pointer);
                }
            }
        }
        QCOMPARE(refused, 1 + int(methods.size())); // the zero: wpm alone; the infinity: every method
        QVERIFY(methodRefusals(std::nullopt, MethodSettings(), methods).at(QStringLiteral("wpm")) == std::nullopt);
    }

    void wpmPublished()
    {
        // Papathanasiou & Ploskas facility example with WPM (max normalisation), by hand for A5 = (11, 10, 3, 7):
        //   (11/11)^0.4 · (10/10)^0.3 · (3/7)^0.1 · (7/7)^0.2 = (3/7)^0.1 = 0.918843…
        Messages messages;
        const auto r = weightedProduct(problemOf(kFacility, kFacilityWeights, kAllMax4), Normalization::Max, messages);
        QVERIFY(r);
        QVERIFY(std::abs(r->scores[4] - std::pow(3.0 / 7.0, 0.1)) < 1e-15);
        QCOMPARE(r->ranking[0].row, 4);
    }

    void averageRanksAndCorrelations()
    {
        // Competition ranks 1, 2, 2, 4 → average ranks 1, 2.5, 2.5, 4.
        const std::vector<RankedEntry> ranking = {{0, 0.9, 1}, {1, 0.5, 2}, {2, 0.5, 2}, {3, 0.1, 4}};
        QCOMPARE(averageRanks(ranking), (std::vector<double>{1, 2.5, 2.5, 4}));

        // tau-b of (1, 2, 3, 4) and (1, 3, 2, 4): 5 concordant, 1 discordant of 6 pairs → 4/6.
        QCOMPARE(*kendallTauB({1, 2, 3, 4}, {1, 3, 2, 4}), 4.0 / 6.0);
        // Spearman: Σd² = 2 → 1 − 6·2/(4·15) = 0.8.
        QVERIFY(std::abs(*spearmanRho({1, 2, 3, 4}, {1, 3, 2, 4}) - 0.8) < 1e-15);
        // With ties: x = (1, 2.5, 2.5, 4), y = (1, 2, 3, 4): n0 = 6, n1 = 1, n2 = 0, nc = 5, nd = 0
        //   tau-b = 5 / √(5 · 6) = 0.912870929…
        QVERIFY(std::abs(*kendallTauB({1, 2.5, 2.5, 4}, {1, 2, 3, 4}) - 5.0 / std::sqrt(30.0)) < 1e-15);
        // Reversed order: −1 for both.
        QCOMPARE(*kendallTauB({1, 2, 3}, {3, 2, 1}), -1.0);
        QVERIFY(std::abs(*spearmanRho({1, 2, 3}, {3, 2, 1}) + 1.0) < 1e-15);
        // A constant ranking has no correlation.
        QVERIFY(!kendallTauB({1, 1, 1}, {1, 2, 3}));
        QVERIFY(!spearmanRho({2, 2, 2}, {1, 2, 3}));
    }

    void allMethods()
    {
        Messages messages;
        const auto all = runAllMethods(problemOf(kFacility, kFacilityWeights, kAllMax4), Normalization::MinMax,
                                       Normalization::Max, 0.5);
        QVERIFY(all.wsm && all.wpm && all.topsis && all.promethee && all.vikor);
        QCOMPARE(all.agreement.methods, (QStringList{QStringLiteral("wsm"), QStringLiteral("wpm"),
                                                     QStringLiteral("topsis"), QStringLiteral("promethee"),
                                                     QStringLiteral("vikor")}));
        QCOMPARE(all.agreement.pairs.size(), std::size_t(10));
        // A5 = (11, 10, 3, 7) leads on the three heaviest criteria: every method puts it first.
        QCOMPARE(all.agreement.firstCounts[4], 5);
        for (const auto &tau : all.agreement.kendallTauB)
            QVERIFY(tau && *tau > 0.0 && *tau <= 1.0);

        // A method that refuses the input is left out of the agreement.
        const auto withZero = runAllMethods(problemOf({{0, 1}, {2, 3}}, {1, 1}, {Direction::Max, Direction::Max}),
                                            Normalization::MinMax, Normalization::Max, 0.5);
        QVERIFY(!withZero.wpm);
        QVERIFY(hasErrors(withZero.wpmMessages));
        QCOMPARE(withZero.agreement.methods.size(), 4);
        QCOMPARE(withZero.agreement.pairs.size(), std::size_t(6));
    }
};

QTEST_GUILESS_MAIN(TestMethods)
#include "tst_methods.moc"
