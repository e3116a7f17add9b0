// The one weight rescaling (weights panel, stability analysis) and rank-order centroid weights.
#include "analysis/weights.h"

#include <QTest>

#include <numeric>

using namespace verdict;

namespace {

double sum(const std::vector<double> &w)
{
    return std::accumulate(w.begin(), w.end(), 0.0);
}

bool near(const std::vector<double> &a, const std::vector<double> &b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (std::abs(a[i] - b[i]) > 1e-12)
            return false;
    return true;
}

QByteArray show(const std::vector<double> &w)
{
    QByteArray s;
    for (double x : w)
        s += QByteArray::number(x, 'g', 17) + ' ';
    return s;
}

} // namespace

class TestWeights : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void othersKeepTheirProportions()
    {
        // 30/20/10 share the 60 % that 40 leaves in proportion 3:2:1.
        const std::vector<double> w = rescaleWeights({25, 37.5, 25, 12.5}, 0, 0.4);
        QVERIFY2(near(w, {40, 30, 20, 10}), show(w));
        QCOMPARE(sum(w), 100.0);
    }

    void fractionsStayFractions()
    {
        const std::vector<double> w = rescaleWeights({0.5, 0.25, 0.25}, 1, 0.5);
        QVERIFY2(near(w, {1.0 / 3, 0.5, 1.0 / 6}), show(w));
    }

    void lockedWeightsKeepTheirShare()
    {
        std::vector<double> w = rescaleWeights({40, 30, 20, 10}, 1, 0.5, {true, false, false, false});
        QVERIFY2(near(w, {40, 50, 20.0 / 3, 10.0 / 3}), show(w));
        // The fraction is clamped to what the locked weights leave.
        w = rescaleWeights({40, 30, 20, 10}, 1, 0.9, {true, false, false, false});
        QVERIFY2(near(w, {40, 60, 0, 0}), show(w));
        // Every other weight locked: nothing can give or take weight.
        w = rescaleWeights({40, 30, 20, 10}, 1, 0.9, {true, false, true, true});
        QVERIFY2(near(w, {40, 30, 20, 10}), show(w));
    }

    void zeroOthersShareTheRestEqually()
    {
        const std::vector<double> w = rescaleWeights({1, 0, 0}, 0, 0.4);
        QVERIFY2(near(w, {0.4, 0.3, 0.3}), show(w));
    }

    void allZeroProfileCountsAsHundred()
    {
        const std::vector<double> w = rescaleWeights({0, 0, 0, 0}, 2, 0.4);
        QVERIFY2(near(w, {20, 20, 40, 20}), show(w));
    }

    void outOfRangeIndexChangesNothing()
    {
        QVERIFY(near(rescaleWeights({1, 2}, 2, 0.5), {1, 2}));
        QVERIFY(near(rescaleWeights({1, 2}, -1, 0.5), {1, 2}));
    }

    void rankOrderCentroidWeights()
    {
        // n = 3: (1 + 1/2 + 1/3)/3, (1/2 + 1/3)/3, (1/3)/3.
        const std::vector<double> w = rankOrderCentroid(3);
        QVERIFY2(near(w, {11.0 / 18, 5.0 / 18, 2.0 / 18}), show(w));
        QVERIFY(std::abs(sum(rankOrderCentroid(9)) - 1.0) < 1e-12);
        QVERIFY(rankOrderCentroid(0).empty());
    }
};

QTEST_GUILESS_MAIN(TestWeights)
#include "tst_weights.moc"
