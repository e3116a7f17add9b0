// Committee-robust odds (docs/stability.md): weights drawn uniformly from the convex hull of the stakeholders'
// weight vectors, checked against exact areas on 3-criterion cases (the weight simplex is a triangle, so every
// region is a polygon whose area is computed here by clipping).
#include "stabilityfixture.h"

#include "stability/hullsampler.h"
#include "stability/smaa.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace verdict;

namespace {

using Point = std::array<double, 2>; // (w1, w2); w3 = 1 − w1 − w2. Area ratios are those on the simplex.
using Polygon = std::vector<Point>;

double cross(const Point &o, const Point &a, const Point &b)
{
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
}

Polygon convexHull(std::vector<Point> p)
{
    std::sort(p.begin(), p.end());
    Polygon h(2 * p.size());
    std::size_t k = 0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        while (k >= 2 && cross(h[k - 2], h[k - 1], p[i]) <= 0)
            --k;
        h[k++] = p[i];
    }
    for (std::size_t i = p.size() - 1, t = k + 1; i > 0; --i) {
        while (k >= t && cross(h[k - 2], h[k - 1], p[i - 1]) <= 0)
            --k;
        h[k++] = p[i - 1];
    }
    h.resize(k - 1);
    return h;
}

double area(const Polygon &p)
{
    double a = 0.0;
    for (std::size_t i = 0; i < p.size(); ++i) {
        const Point &u = p[i], &v = p[(i + 1) % p.size()];
        a += u[0] * v[1] - v[0] * u[1];
    }
    return std::abs(a) / 2.0;
}

// Sutherland–Hodgman: the part of `p` where a·w1 + b·w2 + c ≥ 0.
Polygon clip(const Polygon &p, double a, double b, double c)
{
    Polygon out;
    const auto f = [&](const Point &x) { return a * x[0] + b * x[1] + c; };
    for (std::size_t i = 0; i < p.size(); ++i) {
        const Point &u = p[i], &v = p[(i + 1) % p.size()];
        const double fu = f(u), fv = f(v);
        if (fu >= 0)
            out.push_back(u);
        if ((fu >= 0) != (fv >= 0)) {
            const double t = fu / (fu - fv);
            out.push_back({u[0] + t * (v[0] - u[0]), u[1] + t * (v[1] - u[1])});
        }
    }
    return out;
}

std::vector<double> weights(const Point &p)
{
    return {p[0], p[1], 1.0 - p[0] - p[1]};
}

// |observed − exact| within 5 binomial standard errors (and a hair for rounding).
bool close(double observed, double exact, std::int64_t n)
{
    return std::abs(observed - exact) <= 5.0 * std::sqrt(std::max(exact * (1.0 - exact), 1e-6) / double(n)) + 1e-9;
}

} // namespace

class TestHullSampler : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Five stakeholders: four corners of a quadrilateral and one inside it, so the ten triangles of three of them
    // overlap (the inner point's triangles cover the middle up to four times). Sampling ∝ volume without the
    // 1 / c(x) correction would crowd the middle; the grid cells below would show it.
    void uniformOverAPolygon()
    {
        const std::vector<Point> corners{{0.10, 0.20}, {0.60, 0.10}, {0.50, 0.40}, {0.15, 0.55}, {0.32, 0.30}};
        std::vector<std::vector<double>> points;
        for (const Point &p : corners)
            points.push_back(weights(p));
        QString why;
        const std::optional<smaa::HullSampler> h = smaa::HullSampler::make(points, &why);
        QVERIFY2(h, qPrintable(why));
        QCOMPARE(h->dimension(), 2);
        QCOMPARE(h->simplices(), 10); // no three of the five are on a line
        const Polygon hull = convexHull(corners);
        QCOMPARE(int(hull.size()), 4); // the fifth is inside
        const double total = area(hull);

        // Cells of a grid over the hull: each one's share of the draws is its share of the area.
        const std::vector<double> cuts1{0.0, 0.25, 0.35, 0.45, 1.0}, cuts2{0.0, 0.22, 0.32, 0.42, 1.0};
        constexpr std::int64_t n = 200'000;
        std::vector<std::int64_t> count((cuts1.size() - 1) * (cuts2.size() - 1), 0);
        auto rng = random::Xoshiro256::forChunk(20261202, 0, 0);
        std::array<double, 3> w{};
        std::int64_t drawn = 0;
        for (std::int64_t s = 0; s < n; ++s) {
            drawn += h->draw(rng, w.data());
            QVERIFY(std::abs(w[0] + w[1] + w[2] - 1.0) < 1e-12);
            QVERIFY(h->cover(w.data()) >= 1); // inside
            const auto cell = [](const std::vector<double> &cuts, double x) {
                return std::size_t(std::upper_bound(cuts.begin(), cuts.end(), x) - cuts.begin() - 1);
            };
            ++count[cell(cuts1, w[0]) * (cuts2.size() - 1) + cell(cuts2, w[1])];
        }
        QVERIFY(drawn > n); // some candidates were turned away (the middle is covered more than once)
        for (std::size_t i = 0; i + 1 < cuts1.size(); ++i)
            for (std::size_t j = 0; j + 1 < cuts2.size(); ++j) {
                Polygon cell = clip(hull, 1, 0, -cuts1[i]);
                cell = clip(cell, -1, 0, cuts1[i + 1]);
                cell = clip(cell, 0, 1, -cuts2[j]);
                cell = clip(cell, 0, -1, cuts2[j + 1]);
                const double exact = cell.size() < 3 ? 0.0 : area(cell) / total;
                const double observed = double(count[i * (cuts2.size() - 1) + j]) / double(n);
                QVERIFY2(close(observed, exact, n),
                         qPrintable(QStringLiteral("cell %1,%2: %3 of the draws, %4 of the area").arg(i).arg(j).arg(observed).arg(exact)));
            }
        // Points outside: a corner of the simplex, and a point on the span but beyond the hull.
        const std::array<double, 3> corner{1.0, 0.0, 0.0}, beyond{0.05, 0.05, 0.90};
        QCOMPARE(h->cover(corner.data()), 0);
        QCOMPARE(h->cover(beyond.data()), 0);
    }

    // SMAA-2 over the hull of four stakeholders on a 3 × 3 problem whose min–max normalised values are the
    // entered ones: every rank acceptability is the area of the hull where that rank holds (two half-planes of
    // score differences), over the hull's area.
    void smaaMatchesExactAcceptabilities()
    {
        const std::vector<std::vector<double>> v{{1.0, 0.0, 0.5}, {0.0, 1.0, 0.0}, {0.3, 0.6, 1.0}};
        const std::vector<Point> stakeholders{{0.70, 0.10}, {0.05, 0.85}, {0.15, 0.20}, {0.45, 0.40}};
        const Polygon hull = convexHull(stakeholders);
        const double total = area(hull);
        // S_i − S_j = a·w1 + b·w2 + c with w3 = 1 − w1 − w2.
        const auto ahead = [&](const Polygon &p, int i, int j) {
            const double a = (v[std::size_t(i)][0] - v[std::size_t(i)][2]) - (v[std::size_t(j)][0] - v[std::size_t(j)][2]);
            const double b = (v[std::size_t(i)][1] - v[std::size_t(i)][2]) - (v[std::size_t(j)][1] - v[std::size_t(j)][2]);
            const double c = v[std::size_t(i)][2] - v[std::size_t(j)][2];
            return clip(p, a, b, c);
        };
        double exact[3][3] = {};
        for (int i = 0; i < 3; ++i) {
            const int j = (i + 1) % 3, k = (i + 2) % 3;
            const Polygon first = ahead(ahead(hull, i, j), i, k);
            const Polygon last = ahead(ahead(hull, j, i), k, i);
            exact[i][0] = first.size() < 3 ? 0.0 : area(first) / total;
            exact[i][2] = last.size() < 3 ? 0.0 : area(last) / total;
            exact[i][1] = 1.0 - exact[i][0] - exact[i][2];
        }
        // The case is worth testing: nobody wins everywhere, and each alternative is first somewhere.
        for (int i = 0; i < 3; ++i)
            QVERIFY2(exact[i][0] > 0.05 && exact[i][0] < 0.9, qPrintable(QString::number(exact[i][0])));

        const DecisionProblem problem = test::makeProblemFrom(v);
        SmaaSettings settings;
        settings.samples = 200'000;
        settings.seed = 7;
        settings.threads = 2;
        for (const Point &p : stakeholders)
            settings.hull.push_back(weights(p));
        Messages messages;
        const std::optional<SmaaResult> r = runSmaa(problem, settings, messages);
        QVERIFY(r);
        QCOMPARE(int(r->alternatives.size()), 3);
        for (const SmaaAlternative &a : r->alternatives)
            for (int rank = 0; rank < 3; ++rank)
                QVERIFY2(close(a.acceptability[std::size_t(rank)], exact[a.row][rank], settings.samples),
                         qPrintable(QStringLiteral("alternative %1 at rank %2: %3, exactly %4")
                                        .arg(a.row).arg(rank + 1).arg(a.acceptability[std::size_t(rank)]).arg(exact[a.row][rank])));
        // The whole simplex gives other odds: the region matters.
        SmaaSettings everywhere = settings;
        everywhere.hull.clear();
        const std::optional<SmaaResult> all = runSmaa(problem, everywhere, messages);
        QVERIFY(all);
        QVERIFY(std::abs(all->alternatives[0].pFirst - r->alternatives[0].pFirst) > 0.02);
        // Deterministic for a seed, whatever the thread count.
        settings.threads = 1;
        const std::optional<SmaaResult> again = runSmaa(problem, settings, messages);
        QVERIFY(again);
        for (std::size_t i = 0; i < 3; ++i)
            QCOMPARE(again->alternatives[i].acceptability, r->alternatives[i].acceptability);
    }

    // Fewer dimensions than criteria: two stakeholders span a segment, identical ones a point.
    void lowerDimensions()
    {
        const std::vector<double> a{0.5, 0.3, 0.2}, b{0.1, 0.3, 0.6};
        std::optional<smaa::HullSampler> segment = smaa::HullSampler::make({a, b});
        QVERIFY(segment);
        QCOMPARE(segment->dimension(), 1);
        auto rng = random::Xoshiro256::forChunk(1, 0, 0);
        std::array<double, 3> w{};
        int low = 0;
        constexpr int n = 40'000;
        for (int s = 0; s < n; ++s) {
            segment->draw(rng, w.data());
            QVERIFY(std::abs(w[1] - 0.3) < 1e-12);                            // on the segment
            QVERIFY(std::abs((w[0] - 0.1) / 0.4 - (0.6 - w[2]) / 0.4) < 1e-9); // the same point of it both ways
            low += w[0] < 0.2 ? 1 : 0;                                        // its first quarter
        }
        QVERIFY2(close(double(low) / n, 0.25, n), qPrintable(QString::number(double(low) / n)));
        const std::optional<smaa::HullSampler> point = smaa::HullSampler::make({a, a, a});
        QVERIFY(point);
        QCOMPARE(point->dimension(), 0);
        point->draw(rng, w.data());
        QCOMPARE(std::vector<double>(w.begin(), w.end()), a);
    }

    void refusals()
    {
        QString why;
        QVERIFY(!smaa::HullSampler::make({}, &why));
        QVERIFY(why.contains(QStringLiteral("no stakeholder")));
        QVERIFY(!smaa::HullSampler::make({{0.5, 0.5}, {0.2, 0.3, 0.5}}, &why));
        QVERIFY(why.contains(QStringLiteral("same criteria")));
        // 30 stakeholders in general position over 12 criteria: C(30, 12) simplices, far too many.
        std::vector<std::vector<double>> many;
        auto rng = random::Xoshiro256::forChunk(3, 0, 0);
        for (int k = 0; k < 30; ++k) {
            std::vector<double> w(12);
            double sum = 0.0;
            for (double &x : w)
                sum += (x = random::exponential(rng));
            for (double &x : w)
                x /= sum;
            many.push_back(w);
        }
        QVERIFY(!smaa::HullSampler::make(many, &why));
        QVERIFY2(why.contains(QStringLiteral("fewer stakeholders")), qPrintable(why));
        // runSmaa says why too, and a region of the wrong width is refused.
        const DecisionProblem problem = test::makeProblemFrom({{1.0, 0.0, 0.5}, {0.0, 1.0, 0.0}});
        SmaaSettings settings;
        settings.samples = 1000;
        settings.hull = {{0.5, 0.5}};
        Messages messages;
        QVERIFY(!runSmaa(problem, settings, messages));
        QVERIFY(!messages.empty());
    }
};

QTEST_GUILESS_MAIN(TestHullSampler)
#include "tst_hullsampler.moc"
