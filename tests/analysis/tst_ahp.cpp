// AHP: weights, λmax, CI, CR and worst judgments against Saaty's published example and hand-worked matrices;
// the CSV reader's refusals, each naming the cell.

#include "analysis/ahp.h"
#include "analysis/profileahp.h"

#include <QTest>

#include <cmath>

using namespace verdict;

using Judgments = std::vector<std::vector<double>>;

namespace {

QString firstError(const Messages &messages)
{
    return messages.empty() ? QString() : formatMessage(QStringLiteral("m.csv"), messages.front());
}

} // namespace

class TestAhp : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void randomIndex()
    {
        QCOMPARE(saatyRandomIndex(1), 0.0);
        QCOMPARE(saatyRandomIndex(2), 0.0);
        QCOMPARE(saatyRandomIndex(3), 0.58);
        QCOMPARE(saatyRandomIndex(7), 1.32);
        QCOMPARE(saatyRandomIndex(10), 1.49);
        // n = 11..15 from Saaty (2005), p. 31 (docs/methods.md): increasing, joining the 1980 table at n = 10.
        QCOMPARE(saatyRandomIndex(11), 1.52);
        QCOMPARE(saatyRandomIndex(12), 1.54);
        QCOMPARE(saatyRandomIndex(13), 1.56);
        QCOMPARE(saatyRandomIndex(14), 1.58);
        QCOMPARE(saatyRandomIndex(15), 1.59);
        for (int n = 4; n <= 15; ++n)
            QVERIFY2(saatyRandomIndex(n) > saatyRandomIndex(n - 1), qPrintable(QString::number(n)));
        QVERIFY(std::isnan(saatyRandomIndex(16)));
    }

    void saatyDrinks()
    {
        // Saaty (2008), Decision making with the analytic hierarchy process, Int. J. Services Sciences 1(1)
        // 83–98: relative consumption of drinks in the United States. Weights and CR printed to 3 decimals as
        // reproduced in PhilipGriffith/AHPy ahpy/test_ahp.py (test_drinks_weights_saaty, test_drinks_cr_saaty).
        // Order: coffee, wine, tea, beer, sodas, milk, water.
        const Judgments a = {{1, 9, 5, 2, 1, 1, 0.5},
                             {1 / 9., 1, 1 / 3., 1 / 9., 1 / 9., 1 / 9., 1 / 9.},
                             {0.2, 3, 1, 1 / 3., 0.25, 1 / 3., 1 / 9.},
                             {0.5, 9, 3, 1, 0.5, 1, 1 / 3.},
                             {1, 9, 4, 2, 1, 2, 0.5},
                             {1, 9, 3, 1, 0.5, 1, 1 / 3.},
                             {2, 9, 9, 3, 2, 3, 1}};
        const std::vector<double> expected = {0.177, 0.019, 0.042, 0.116, 0.190, 0.129, 0.327};
        Messages messages;
        const auto r = computeAhp(a, AhpMethod::Eigen, messages);
        QVERIFY(r);
        for (std::size_t i = 0; i < expected.size(); ++i)
            QVERIFY2(std::abs(r->weights[i] - expected[i]) <= 0.0005 + 1e-9, qPrintable(QString::number(r->weights[i])));
        QVERIFY(std::abs(r->cr - 0.022) <= 0.0005 + 1e-9);
        QCOMPARE(r->randomIndex, 1.32);
        QVERIFY(std::abs(r->ci - (r->lambdaMax - 7) / 6) < 1e-15);
        QVERIFY(r->consistent);
        QCOMPARE(int(r->worstJudgments.size()), 3);
        QVERIFY(r->worstJudgments[0].deviation >= r->worstJudgments[1].deviation);
        double sum = 0;
        for (double w : r->weights)
            sum += w;
        QVERIFY(std::abs(sum - 1.0) < 1e-12);
    }

    void consistentMatrix_data()
    {
        QTest::addColumn<int>("method");
        QTest::newRow("eigen") << int(AhpMethod::Eigen);
        QTest::newRow("geomean") << int(AhpMethod::GeometricMean);
    }
    void consistentMatrix()
    {
        // a_ij = w_i / w_j with w = (4, 2, 1)/7: both methods recover w exactly, λmax = 3, CI = CR = 0 and
        // there is no inconsistent judgment to report.
        QFETCH(int, method);
        Messages messages;
        const auto r = computeAhp({{1, 2, 4}, {0.5, 1, 2}, {0.25, 0.5, 1}}, AhpMethod(method), messages);
        QVERIFY(r);
        QVERIFY(std::abs(r->weights[0] - 4.0 / 7) < 1e-12);
        QVERIFY(std::abs(r->weights[1] - 2.0 / 7) < 1e-12);
        QVERIFY(std::abs(r->weights[2] - 1.0 / 7) < 1e-12);
        QVERIFY(std::abs(r->lambdaMax - 3.0) < 1e-12);
        QVERIFY(r->cr < 1e-12);
        QVERIFY(r->worstJudgments.empty());
    }

    void cyclicMatrix_data()
    {
        QTest::addColumn<int>("method");
        QTest::newRow("eigen") << int(AhpMethod::Eigen);
        QTest::newRow("geomean") << int(AhpMethod::GeometricMean);
    }
    void cyclicMatrix()
    {
        // A beats B twice, B beats C twice, C beats A twice: by symmetry w = (1/3, 1/3, 1/3); (Aw)_i / w_i =
        // 1 + 2 + 0.5 = 3.5 for every i, so λmax = 3.5, CI = 0.5 / 2 = 0.25, CR = 0.25 / 0.58 = 0.43103…
        // Every judgment is off by |ln 2| and its consistent value is 1.
        QFETCH(int, method);
        Messages messages;
        const auto r = computeAhp({{1, 2, 0.5}, {0.5, 1, 2}, {2, 0.5, 1}}, AhpMethod(method), messages);
        QVERIFY(r);
        for (double w : r->weights)
            QVERIFY(std::abs(w - 1.0 / 3) < 1e-12);
        QVERIFY(std::abs(r->lambdaMax - 3.5) < 1e-12);
        QVERIFY(std::abs(r->ci - 0.25) < 1e-12);
        QVERIFY(std::abs(r->cr - 0.25 / 0.58) < 1e-12);
        QVERIFY(!r->consistent);
        QCOMPARE(int(r->worstJudgments.size()), 3);
        for (const AhpJudgment &j : r->worstJudgments) {
            QVERIFY(std::abs(j.deviation - std::log(2.0)) < 1e-12);
            QVERIFY(std::abs(j.consistentValue - 1.0) < 1e-12);
            QVERIFY(j.row < j.column);
        }
    }

    void twoByTwo()
    {
        Messages messages;
        const auto r = computeAhp({{1, 3}, {1 / 3., 1}}, AhpMethod::Eigen, messages);
        QVERIFY(r);
        QVERIFY(std::abs(r->weights[0] - 0.75) < 1e-12);
        QCOMPARE(r->cr, 0.0);
        QCOMPARE(r->ci, 0.0);
    }

    void readMatrix()
    {
        const QByteArray csv = "criterion,TCO,Familiarity,Latency\n"
                               "TCO,1,3,5\n"
                               "Familiarity,1/3,1,2\n"
                               "Latency,0.2,0.5,1\n";
        Messages messages;
        const auto m = readAhpMatrix(csv, messages);
        QVERIFY2(m, qPrintable(firstError(messages)));
        QCOMPARE(m->names, (QStringList{QStringLiteral("TCO"), QStringLiteral("Familiarity"), QStringLiteral("Latency")}));
        QCOMPARE(m->values[1][0], 1.0 / 3.0);
        QCOMPARE(m->values[2][0], 0.2);
        // 1/3 written as 0.333 is reciprocal within 1 %.
        QVERIFY(readAhpMatrix("x,a,b\na,1,3\nb,0.333,1\n", messages));
        // Semicolons and a decimal-free layout also read.
        QVERIFY(readAhpMatrix("x;a;b\na;1;1/4\nb;4;1\n", messages));
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QString>("message"); // the start of the first message
        QTest::newRow("not reciprocal") << QByteArray("x,a,b\na,1,3\nb,0.5,1\n")
                                        << QStringLiteral("m.csv:3:3: error: b over a: 0.5 is not the reciprocal");
        QTest::newRow("off by 2 %") << QByteArray("x,a,b\na,1,3\nb,0.34,1\n")
                                    << QStringLiteral("m.csv:3:3: error: b over a: 0.34 is not the reciprocal");
        QTest::newRow("zero") << QByteArray("x,a,b\na,1,0\nb,1,1\n")
                              << QStringLiteral("m.csv:2:5: error: a over b: a judgment must be a positive number");
        QTest::newRow("negative") << QByteArray("x,a,b\na,1,-2\nb,-0.5,1\n")
                                  << QStringLiteral("m.csv:2:5: error: a over b: a judgment must be a positive");
        QTest::newRow("diagonal") << QByteArray("x,a,b\na,2,1\nb,1,1\n")
                                  << QStringLiteral("m.csv:2:3: error: a over a: the diagonal must be 1");
        QTest::newRow("text") << QByteArray("x,a,b\na,1,lots\nb,1,1\n") << QStringLiteral("m.csv:2:5: error:");
        QTest::newRow("empty cell") << QByteArray("x,a,b\na,1,\nb,1,1\n")
                                    << QStringLiteral("m.csv:2:5: error: the judgment is missing");
        QTest::newRow("divide by zero") << QByteArray("x,a,b\na,1,1/0\nb,1,1\n")
                                        << QStringLiteral("m.csv:2:5: error: \"1/0\" divides by zero");
        QTest::newRow("two slashes") << QByteArray("x,a,b\na,1,1/2/3\nb,1,1\n")
                                     << QStringLiteral("m.csv:2:5: error: \"1/2/3\" has more than one '/'");
        QTest::newRow("too many rows") << QByteArray("x,a,b\na,1,1\nb,1,1\nc,1,1\n")
                                       << QStringLiteral("m.csv:4:1: error: the matrix is not square: 3 rows for 2");
        QTest::newRow("too few rows") << QByteArray("x,a,b,c\na,1,1,1\nb,1,1,1\n")
                                      << QStringLiteral("m.csv:3:1: error: the matrix is not square: 2 rows for 3");
        QTest::newRow("names differ") << QByteArray("x,a,b\na,1,1\nc,1,1\n")
                                      << QStringLiteral("m.csv:3:1: error: row 2 is named \"c\" but column 2 is \"b\"");
        QTest::newRow("duplicate name") << QByteArray("x,a,a\na,1,1\na,1,1\n")
                                        << QStringLiteral("m.csv:1:5: error: criterion \"a\" appears twice");
        QTest::newRow("header only") << QByteArray("x\n") << QStringLiteral("m.csv:1:1: error: the header needs");
        QTest::newRow("empty file") << QByteArray("") << QStringLiteral("m.csv:1:1: error:");
        QByteArray big = "x";
        for (int i = 0; i < 16; ++i)
            big += ",c" + QByteArray::number(i);
        big += '\n';
        QTest::newRow("16 criteria") << big << QStringLiteral("m.csv:1:");
    }
    void refusals()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QString, message);
        Messages messages;
        QVERIFY(!readAhpMatrix(csv, messages));
        QVERIFY(hasErrors(messages));
        QVERIFY2(firstError(messages).startsWith(message), qPrintable(firstError(messages)));
    }

    void bareMatrixRefusals()
    {
        Messages messages;
        QVERIFY(!computeAhp({}, AhpMethod::Eigen, messages));
        QVERIFY(!computeAhp({{1, 2}, {0.5}}, AhpMethod::Eigen, messages));
        messages.clear();
        QVERIFY(!computeAhp({{1, std::nan("")}, {1, 1}}, AhpMethod::Eigen, messages));
        QCOMPARE(messages.front().text, QStringLiteral("row 1, column 2: a judgment must be a positive number, not nan"));
        Judgments big(16, std::vector<double>(16, 1.0));
        QVERIFY(!computeAhp(big, AhpMethod::Eigen, messages));
    }

    void methodNames()
    {
        QCOMPARE(parseAhpMethod(QStringLiteral("EIGEN")), AhpMethod::Eigen);
        QCOMPARE(parseAhpMethod(QStringLiteral("geomean")), AhpMethod::GeometricMean);
        QVERIFY(!parseAhpMethod(QStringLiteral("mean")));
        QCOMPARE(ahpMethodName(AhpMethod::GeometricMean), QStringLiteral("geomean"));
    }

    // A profile's stored matrix sets its weights (profileahp.h): on the profile's own scale, criteria outside the
    // matrix at 0 with a warning, errors located in the project.
    void profileWeights()
    {
        ProjectData p = makeEmptyProject();
        for (const char *id : {"a", "b", "c", "d"}) {
            Criterion c;
            c.id = QLatin1String(id);
            c.name = QLatin1String(id).toString().toUpper();
            p.criteria.push_back(c);
        }
        p.profiles[0].weights = {0.5, 0.25, 0.25, 0.0}; // sum 1: the AHP weights keep that scale
        p.profiles[0].ahp = AhpJudgments{{QStringLiteral("c"), QStringLiteral("a")}, {{1, 3}, {1.0 / 3, 1}}};
        Messages messages;
        const std::optional<ProfileAhp> ahp = profileAhpWeights(p, -1, AhpMethod::Eigen, messages);
        QVERIFY(ahp);
        QCOMPARE(ahp->columns, (std::vector<int>{2, 0}));
        QVERIFY(std::abs(ahp->weights[2] - 0.75) < 1e-12);
        QVERIFY(std::abs(ahp->weights[0] - 0.25) < 1e-12);
        QCOMPARE(ahp->weights[1], 0.0);
        QCOMPARE(ahp->leftOut, (QStringList{QStringLiteral("b"), QStringLiteral("d")}));
        QCOMPARE(messages.size(), std::size_t(1));
        QCOMPARE(messages.front().severity, Severity::Warning);
        QVERIFY(applyProfileAhp(p, *ahp));
        QCOMPARE(p.profiles[0].weights, ahp->weights);
        QVERIFY(p.profiles[0].ahp); // kept for revision

        // All-zero weights: the AHP weights in percent.
        p.profiles[0].weights = {0, 0, 0, 0};
        messages.clear();
        QVERIFY(std::abs(profileAhpWeights(p, 0, AhpMethod::GeometricMean, messages)->weights[2] - 75.0) < 1e-9);

        // A consistent starting matrix from the current weights reproduces them.
        p.profiles[0].weights = {2, 1, 1, 4};
        const AhpJudgments start = judgmentsFromWeights(p, 0, {QStringLiteral("a"), QStringLiteral("d"), QStringLiteral("nope")});
        QCOMPARE(start.criteria, (QStringList{QStringLiteral("a"), QStringLiteral("d")}));
        QCOMPARE(start.matrix[0][1], 0.5);
        QCOMPARE(start.matrix[1][0], 2.0);

        // Errors: no matrix; an unknown criterion; a bad cell named by its pointer and criterion names.
        messages.clear();
        QVERIFY(!profileAhpWeights(makeEmptyProject(), -1, AhpMethod::Eigen, messages));
        QCOMPARE(messages.front().pointer, QStringLiteral("/profiles/0/ahp"));
        p.profiles[0].ahp = AhpJudgments{{QStringLiteral("a"), QStringLiteral("zz")}, {{1, 2}, {0.5, 1}}};
        messages.clear();
        QVERIFY(!profileAhpWeights(p, 0, AhpMethod::Eigen, messages));
        QCOMPARE(messages.front().pointer, QStringLiteral("/profiles/0/ahp/criteria/1"));
        p.profiles[0].ahp = AhpJudgments{{QStringLiteral("a"), QStringLiteral("b")}, {{1, 2}, {-1, 1}}};
        messages.clear();
        QVERIFY(!profileAhpWeights(p, 0, AhpMethod::Eigen, messages));
        QCOMPARE(messages.front().pointer, QStringLiteral("/profiles/0/ahp/matrix/1/0"));
        QVERIFY2(messages.front().text.startsWith(QStringLiteral("B over A:")), qPrintable(messages.front().text));
        QVERIFY(!applyProfileAhp(p, ProfileAhp{}));
    }
};

QTEST_GUILESS_MAIN(TestAhp)
#include "tst_ahp.moc"
