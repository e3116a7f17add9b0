// SMAA-2: Wilson intervals, unbiased simplex sampling, our own distributions, ranking kernel, determinism
// across thread counts, constraints, rejection cap and cancellation.
#include "stabilityfixture.h"

#include "analysis/normalize.h"
#include "stability/random.h"
#include "stability/smaa.h"
#include "stability/smaakernels.h"
#include "stability/valuesampler.h"
#include "stability/weightsampler.h"

#include <QTest>

#include <algorithm>
#include <cmath>

using namespace verdict;

namespace {

using test::makeProblemFrom;

DecisionProblem randomProblem(std::uint64_t seed, int n, int m)
{
    random::Xoshiro256 rng(seed);
    std::vector<std::vector<double>> rows(static_cast<std::size_t>(n), std::vector<double>(static_cast<std::size_t>(m)));
    for (auto &row : rows)
        for (double &x : row)
            x = 1.0 + 9.0 * rng.uniform();
    std::vector<Direction> dirs(static_cast<std::size_t>(m), Direction::Max);
    for (std::size_t j = 0; j < dirs.size(); j += 3)
        dirs[j] = Direction::Min;
    return makeProblemFrom(rows, dirs);
}

// Every cell of the first two columns uncertain, one kind per row.
std::vector<smaa::UncertainCell> someUncertainty(const DecisionProblem &p)
{
    std::vector<smaa::UncertainCell> cells;
    for (int i = 0; i < p.alternatives; ++i)
        for (int j = 0; j < 2; ++j) {
            const double x = p.values.at(i, j);
            Uncertainty u;
            u.kind = UncertaintyKind(i % 3);
            u.low = x * 0.8;
            u.likely = x;
            u.high = x * 1.2;
            u.mean = x;
            u.sd = x * 0.1;
            cells.push_back({i, j, u});
        }
    return cells;
}

bool sameBits(double a, double b)
{
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

} // namespace

class TestSmaa : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Newcombe (1998), "Two-sided confidence intervals for the single proportion", Stat. Med. 17:857–872,
    // table I, method 3 (score interval without continuity correction), printed to 4 decimals.
    void wilson_data()
    {
        QTest::addColumn<int>("successes");
        QTest::addColumn<int>("trials");
        QTest::addColumn<double>("low");
        QTest::addColumn<double>("high");
        QTest::newRow("81/263") << 81 << 263 << 0.2553 << 0.3662;
        QTest::newRow("15/148") << 15 << 148 << 0.0624 << 0.1605;
        QTest::newRow("0/20") << 0 << 20 << 0.0 << 0.1611;
        QTest::newRow("1/29") << 1 << 29 << 0.0061 << 0.1718;
    }
    void wilson()
    {
        QFETCH(int, successes);
        QFETCH(int, trials);
        QFETCH(double, low);
        QFETCH(double, high);
        const auto ci = wilsonInterval(successes, trials);
        QVERIFY2(std::abs(ci[0] - low) <= 0.00005, qPrintable(QString::number(ci[0], 'f', 6)));
        QVERIFY2(std::abs(ci[1] - high) <= 0.00005, qPrintable(QString::number(ci[1], 'f', 6)));
        const auto none = wilsonInterval(0, 0);
        QCOMPARE(none[0], 0.0);
        QCOMPARE(none[1], 1.0);
        QCOMPARE(wilsonInterval(10, 10)[1], 1.0);
    }

    void ownLogarithm()
    {
        random::Xoshiro256 rng(5);
        double worst = 0.0;
        for (int k = 0; k < 200000; ++k) {
            const double x = k < 100000 ? rng.uniformPositive() : std::exp(200.0 * (rng.uniform() - 0.5));
            const double exact = std::log(x);
            const double err = std::abs(random::log(x) - exact) / std::max(std::abs(exact), 1e-300);
            worst = std::max(worst, exact == 0.0 ? std::abs(random::log(x)) : err);
        }
        QVERIFY2(worst < 1e-15, qPrintable(QString::number(worst)));
        QCOMPARE(random::log(1.0), 0.0);
        QVERIFY(std::abs(random::log(0x1.0p-53) + 53.0 * std::log(2.0)) < 1e-13);
    }

    void distributions()
    {
        random::Xoshiro256 rng(11);
        constexpr int kN = 400000;
        double sum = 0.0, squares = 0.0, tri = 0.0, triBelow = 0.0;
        for (int k = 0; k < kN; ++k) {
            const double z = random::normal(rng);
            sum += z;
            squares += z * z;
            const double t = random::triangular(rng, 1.0, 2.0, 5.0);
            QVERIFY(t >= 1.0 && t <= 5.0);
            tri += t;
            triBelow += t < 2.0;
        }
        // N(0, 1): mean within 5 standard errors, variance within 5 %.
        QVERIFY(std::abs(sum / kN) < 5.0 / std::sqrt(double(kN)));
        QVERIFY(std::abs(squares / kN - 1.0) < 0.02);
        // Triangular(1, 2, 5): mean 8/3, P(X < mode) = 1/4.
        QVERIFY(std::abs(tri / kN - 8.0 / 3.0) < 0.01);
        QVERIFY(std::abs(triBelow / kN - 0.25) < 0.005);
        // Streams differ per chunk and per stream, and repeat for the same triple.
        auto a = random::Xoshiro256::forChunk(1, 0, 0), b = random::Xoshiro256::forChunk(1, 1, 0);
        auto c = random::Xoshiro256::forChunk(1, 0, 1), d = random::Xoshiro256::forChunk(1, 0, 0);
        const std::uint64_t x = a.next();
        QVERIFY(x != b.next());
        QVERIFY(x != c.next());
        QCOMPARE(x, d.next());
    }

    // The flat Dirichlet: each weight has mean 1/m and w_1 ~ Beta(1, m − 1), F(x) = 1 − (1 − x)^(m−1).
    // Kolmogorov–Smirnov at the 0.1 % level (1.95 / √N); uniform-then-normalise must fail the same test.
    void simplexIsUniform()
    {
        constexpr int kM = 5, kN = 100000;
        const smaa::WeightSampler sampler(kM, {}, {});
        auto rng = random::Xoshiro256::forChunk(42, 0, 0);
        std::vector<double> w(static_cast<std::size_t>(kN) * kM), scratch;
        QCOMPARE(sampler.sample(rng, w.data(), kN, scratch), std::int64_t(kN));
        std::vector<double> first(kN), biased(kN);
        double mean[kM] = {};
        for (int s = 0; s < kN; ++s) {
            double sum = 0.0;
            for (int c = 0; c < kM; ++c) {
                const double x = w[std::size_t(s) * kM + std::size_t(c)];
                QVERIFY(x >= 0.0);
                sum += x;
                mean[c] += x / kN;
            }
            QVERIFY(std::abs(sum - 1.0) < 1e-14);
            first[std::size_t(s)] = w[std::size_t(s) * kM];
            double u[kM], total = 0.0;
            for (double &x : u)
                total += (x = rng.uniform());
            biased[std::size_t(s)] = u[0] / total;
        }
        for (double x : mean)
            QVERIFY2(std::abs(x - 0.2) < 0.002, qPrintable(QString::number(x)));
        auto ks = [](std::vector<double> xs) {
            std::sort(xs.begin(), xs.end());
            double d = 0.0;
            const double n = double(xs.size());
            for (std::size_t k = 0; k < xs.size(); ++k) {
                const double f = 1.0 - std::pow(1.0 - xs[k], kM - 1);
                d = std::max({d, std::abs(f - double(k) / n), std::abs(f - double(k + 1) / n)});
            }
            return d;
        };
        const double critical = 1.95 / std::sqrt(double(kN));
        QVERIFY2(ks(first) < critical, qPrintable(QString::number(ks(first))));
        QVERIFY2(ks(biased) > critical, qPrintable(QString::number(ks(biased))));
    }

    void ordinalSampling()
    {
        const smaa::WeightSampler sampler(4, {2, 0, 3}, {});
        auto rng = random::Xoshiro256::forChunk(3, 0, 0);
        std::vector<double> w(4000 * 4), scratch;
        sampler.sample(rng, w.data(), 4000, scratch);
        double free = 0.0;
        for (int s = 0; s < 4000; ++s) {
            const double *x = w.data() + s * 4;
            QVERIFY(x[2] >= x[0] && x[0] >= x[3]);
            free += x[1] / 4000;
        }
        QVERIFY(std::abs(free - 0.25) < 0.01); // the unranked criterion keeps its unconstrained mean
    }

    void rankKernelMatchesCounting()
    {
        random::Xoshiro256 rng(8);
        smaa::RankScratch scratch;
        for (int n : {1, 2, 5, 24, 25, 100, 333}) {
            for (int trial = 0; trial < 50; ++trial) {
                std::vector<double> s(static_cast<std::size_t>(n));
                for (double &x : s) // coarse values force ties
                    x = trial % 2 ? std::floor(rng.uniform() * 7.0) / 7.0 : rng.uniform() * 1e-3 + 5.0;
                std::vector<int> rank(static_cast<std::size_t>(n));
                smaa::rankCounts(s.data(), n, rank.data(), scratch);
                for (int i = 0; i < n; ++i) {
                    int expected = 0;
                    for (int k = 0; k < n; ++k)
                        expected += s[std::size_t(k)] > s[std::size_t(i)];
                    QCOMPARE(rank[std::size_t(i)], expected);
                }
            }
        }
    }

    // The accumulation kernel of the engine: the same ranks as counting, ties for first all reported.
    void rankAndCountMatchesCounting()
    {
        random::Xoshiro256 rng(18);
        smaa::RankScratch scratch;
        for (int n : {1, 3, 24, 25, 64, 100, 257}) {
            std::vector<std::uint16_t> counts(std::size_t(n) * std::size_t(n), 0), expected(counts.size(), 0);
            std::vector<int> firsts(static_cast<std::size_t>(n));
            for (int trial = 0; trial < 60; ++trial) {
                std::vector<double> s(static_cast<std::size_t>(n));
                for (double &x : s) // coarse values force ties (also for first); negative and −0 scores too
                    x = trial % 3 == 0 ? std::floor(rng.uniform() * 5.0) / 5.0 - 0.5
                        : trial % 3 == 1 ? rng.uniform() * 1e-9 + 5.0 : (rng.uniform() < 0.3 ? -0.0 : rng.uniform());
                const int nf = smaa::rankAndCount(s.data(), n, counts.data(), firsts.data(), scratch);
                std::vector<int> winners;
                for (int i = 0; i < n; ++i) {
                    int rank = 0;
                    for (int k = 0; k < n; ++k)
                        rank += s[std::size_t(k)] > s[std::size_t(i)];
                    ++expected[std::size_t(i) * std::size_t(n) + std::size_t(rank)];
                    if (rank == 0)
                        winners.push_back(i);
                }
                std::vector<int> got(firsts.begin(), firsts.begin() + nf);
                std::sort(got.begin(), got.end());
                QCOMPARE(got, winners);
                QVERIFY(counts == expected);
            }
        }
    }

    // Value draws over whole columns: each kind has its distribution's moments, both normals of a polar pair
    // are used and independent, scale bounds truncate (redraws), exact cells keep their value.
    void valueDrawDistributions()
    {
        DecisionProblem p = makeProblemFrom({{4.0}, {2.0}, {10.0}, {10.0}, {10.0}, {3.0}});
        p.scaleMin[0] = 0.0;
        p.scaleMax[0] = 12.0;
        auto cell = [](int row, UncertaintyKind kind, double a, double b, double c) {
            Uncertainty u;
            u.kind = kind;
            if (kind == UncertaintyKind::Normal) {
                u.mean = a;
                u.sd = b;
            } else {
                u.low = a;
                u.likely = b;
                u.high = c;
            }
            return smaa::UncertainCell{row, 0, u};
        };
        const std::vector<smaa::UncertainCell> cells = {
            cell(0, UncertaintyKind::Interval, 2.0, 0.0, 6.0), cell(1, UncertaintyKind::Triangular, 1.0, 2.0, 5.0),
            cell(2, UncertaintyKind::Normal, 10.0, 0.5, 0.0), cell(3, UncertaintyKind::Normal, 10.0, 0.5, 0.0),
            cell(4, UncertaintyKind::Normal, 10.0, 2.0, 0.0)};
        Messages messages;
        QVERIFY(smaa::ValueSampler::check(p, Normalization::None, cells, messages));
        const smaa::ValueSampler sampler(p, Normalization::None, cells);
        auto rng = random::Xoshiro256::forChunk(5, 0, 1);
        smaa::ValueSampler::Scratch scratch;
        constexpr int kN = 40000;
        double sum[6] = {}, squares[6] = {}, product = 0.0, below = 0.0, top = 0.0;
        std::vector<double> x(6);
        for (int k = 0; k < kN; ++k) {
            QVERIFY(sampler.draw(rng, x.data(), scratch));
            for (int i = 0; i < 6; ++i) {
                sum[i] += x[std::size_t(i)];
                squares[i] += x[std::size_t(i)] * x[std::size_t(i)];
            }
            product += (x[2] - 10.0) * (x[3] - 10.0);
            below += x[1] < 2.0;
            top = std::max(top, x[4]);
            QVERIFY(x[0] >= 2.0 && x[0] <= 6.0 && x[1] >= 1.0 && x[1] <= 5.0 && x[4] >= 0.0 && x[4] <= 12.0);
        }
        auto mean = [&](int i) { return sum[i] / kN; };
        auto variance = [&](int i) { return squares[i] / kN - mean(i) * mean(i); };
        const double se = 1.0 / std::sqrt(double(kN));
        QVERIFY(std::abs(mean(0) - 4.0) < 5 * se * std::sqrt(4.0 / 3.0)); // uniform [2, 6]: variance 16/12
        QVERIFY(std::abs(variance(0) - 4.0 / 3.0) < 0.03);
        QVERIFY(std::abs(mean(1) - 8.0 / 3.0) < 5 * se * std::sqrt(13.0 / 18.0)); // triangular (1, 2, 5)
        QVERIFY(std::abs(below / kN - 0.25) < 0.011);
        for (int i : {2, 3}) { // N(10, 0.5²), both halves of the polar pairs
            QVERIFY(std::abs(mean(i) - 10.0) < 5 * se * 0.5);
            QVERIFY(std::abs(variance(i) - 0.25) < 0.01);
        }
        QVERIFY(std::abs(product / kN / 0.25) < 5 * se); // uncorrelated
        // N(10, 2²) truncated above at 12: mean 10 − 2·φ(1)/Φ(1) = 9.42480 (5 standard errors: 0.04).
        QVERIFY2(std::abs(mean(4) - 9.42480) < 0.04, qPrintable(QString::number(mean(4))));
        QVERIFY(top <= 12.0 && top > 11.9);
        QCOMPARE(sum[5], 3.0 * kN);
    }

    // The four-lane generator of the value draws is four xoshiro256** streams: lane l's i-th number is the
    // i-th output of a scalar generator with lane l's state, top 52 bits scaled to [0, 1).
    void fourLaneUniforms()
    {
        std::vector<random::Xoshiro256> scalar;
        std::uint64_t lanes[16];
        for (int l = 0; l < 4; ++l) {
            scalar.emplace_back(1000 + std::uint64_t(l));
            for (int w = 0; w < 4; ++w)
                lanes[4 * w + l] = scalar.back().state()[w];
        }
        std::vector<double> out(48);
        smaa::uniforms4(lanes, out.data(), 20);       // 5 per lane
        smaa::uniforms4(lanes, out.data() + 20, 26);  // rounded up to 28: 7 more per lane
        for (int i = 0; i < 12; ++i)
            for (int l = 0; l < 4; ++l) {
                const double expected = double(scalar[std::size_t(l)].next() >> 12) * 0x1.0p-52;
                QVERIFY(sameBits(out[std::size_t(4 * i + l)], expected));
                QVERIFY(expected >= 0.0 && expected < 1.0);
            }
    }

    // The vectorised −ln (weight sampling) gives random::log's bits.
    void negativeLogKernel()
    {
        random::Xoshiro256 rng(19);
        std::vector<double> x(1003);
        for (std::size_t k = 0; k < x.size(); ++k)
            x[k] = k % 2 ? rng.uniformPositive() : std::exp(-700.0 * rng.uniform());
        x[0] = 1.0;
        x[2] = 0x1.0p-53;
        x[4] = 1.4142135623730951;
        x[6] = std::nextafter(1.4142135623730951, 2.0);
        std::vector<double> y = x;
        smaa::negativeLog(y.data(), y.size());
        for (std::size_t k = 0; k < x.size(); ++k)
            QVERIFY2(sameBits(y[k], -random::log(x[k])), qPrintable(QString::number(x[k], 'g', 17)));
    }

    // The engine scores blocks of samples with one matrix product and ranks with the bucket sort; a plain
    // per-sample reference (draw, Σ_c w_c·r_ic in order, rank by counting) must give the same bits. The
    // problem has n > 24 (the sorting path), a duplicated row (ties for first), inactive rows and a ragged
    // last chunk.
    void blockedEngineMatchesPerSampleReference()
    {
        DecisionProblem p = randomProblem(31, 40, 6);
        p.values.set(3, 0, 0.5); // row 3 best on criteria 0 (cost), 1 and 2: often first
        p.values.set(3, 1, 10.5);
        p.values.set(3, 2, 10.5);
        for (int j = 0; j < p.criteria; ++j)
            p.values.set(7, j, p.values.at(3, j)); // rows 3 and 7 tie in every sample
        SmaaSettings s;
        s.samples = 2 * kSmaaChunk + 77;
        s.seed = 2024;
        s.threads = 2;
        s.active.assign(std::size_t(p.alternatives), true);
        s.active[5] = s.active[20] = false;
        Messages messages;
        const auto r = runSmaa(p, s, messages);
        QVERIFY(r);

        const auto normalized = normalize(p, s.normalization, messages);
        QVERIFY(normalized);
        std::vector<int> active;
        for (int i = 0; i < p.alternatives; ++i)
            if (s.active[std::size_t(i)])
                active.push_back(i);
        const auto na = active.size(), m = std::size_t(p.criteria);
        std::vector<std::uint64_t> counts(na * na, 0), central(na * m, 0);
        const smaa::WeightSampler sampler(p.criteria, {}, {});
        std::vector<double> w(std::size_t(kSmaaChunk) * m), scratch, score(na);
        for (int chunk = 0; std::int64_t(chunk) * kSmaaChunk < s.samples; ++chunk) {
            const int size = int(std::min<std::int64_t>(kSmaaChunk, s.samples - std::int64_t(chunk) * kSmaaChunk));
            auto rng = random::Xoshiro256::forChunk(s.seed, std::uint64_t(chunk), 0);
            sampler.sample(rng, w.data(), size, scratch);
            for (int k = 0; k < size; ++k) {
                const double *ws = w.data() + std::size_t(k) * m;
                for (std::size_t a = 0; a < na; ++a) {
                    double acc = 0.0;
                    for (std::size_t c = 0; c < m; ++c)
                        acc += ws[c] * normalized->at(active[a], int(c));
                    score[a] = acc;
                }
                for (std::size_t a = 0; a < na; ++a) {
                    std::size_t rank = 0;
                    for (std::size_t b = 0; b < na; ++b)
                        rank += score[b] > score[a];
                    ++counts[a * na + rank];
                    if (rank == 0)
                        for (std::size_t c = 0; c < m; ++c)
                            central[a * m + c] += std::uint64_t(ws[c] * 4294967296.0 + 0.5);
                }
            }
        }
        QCOMPARE(r->alternatives.size(), na);
        bool tiedFirst = false;
        for (std::size_t a = 0; a < na; ++a) {
            const SmaaAlternative &alt = r->alternatives[a];
            QCOMPARE(alt.row, active[a]);
            for (std::size_t k = 0; k < na; ++k)
                QVERIFY(sameBits(alt.acceptability[k], double(counts[a * na + k]) / double(s.samples)));
            const std::uint64_t firsts = counts[a * na];
            QCOMPARE(alt.centralWeights.size(), firsts ? m : 0);
            for (std::size_t c = 0; c < alt.centralWeights.size(); ++c)
                QVERIFY(sameBits(alt.centralWeights[c], double(central[a * m + c]) / 4294967296.0 / double(firsts)));
            tiedFirst = tiedFirst || (active[a] == 3 && firsts > 0);
        }
        // Rows 3 and 7 are the same alternative: identical acceptabilities, and the test covered a tie for first.
        QVERIFY(r->alternatives[3].acceptability == r->alternatives[6].acceptability);
        QVERIFY(tiedFirst);
    }

    void scoreKernel()
    {
        random::Xoshiro256 rng(9);
        for (int n : {3, 16, 37}) {
            const int k = 5, samples = 7;
            std::vector<double> a(static_cast<std::size_t>(k * n)), w(static_cast<std::size_t>(samples * k)), out(static_cast<std::size_t>(samples * n));
            for (double &x : a)
                x = rng.uniform();
            for (double &x : w)
                x = rng.uniform();
            smaa::scoreBlock(a.data(), n, k, w.data(), samples, out.data());
            for (int s = 0; s < samples; ++s)
                for (int i = 0; i < n; ++i) {
                    double acc = 0.0;
                    for (int c = 0; c < k; ++c)
                        acc += w[std::size_t(s * k + c)] * a[std::size_t(c * n + i)];
                    QVERIFY(sameBits(acc, out[std::size_t(s * n + i)]));
                }
        }
    }

    void dominatingAlternative()
    {
        const DecisionProblem p = makeProblemFrom({{9, 9, 1}, {5, 7, 3}, {1, 2, 8}, {4, 4, 4}},
                                                  {Direction::Max, Direction::Max, Direction::Min});
        SmaaSettings s;
        s.samples = 5000;
        s.threads = 2;
        Messages messages;
        const auto r = runSmaa(p, s, messages);
        QVERIFY(r);
        QCOMPARE(r->alternatives[0].pFirst, 1.0);
        QCOMPARE(r->alternatives[0].acceptability[0], 1.0);
        QCOMPARE(r->alternatives[0].confidence, 1.0);
        QCOMPARE(r->alternatives[0].pFirstCi[1], 1.0);
        QVERIFY(r->alternatives[0].pFirstCi[0] > 0.999);
        for (std::size_t a = 1; a < 4; ++a) {
            QCOMPARE(r->alternatives[a].pFirst, 0.0);
            QVERIFY(r->alternatives[a].centralWeights.empty());
            QCOMPARE(r->alternatives[a].confidence, 0.0);
        }
        // Central weights of the winner: the mean of the flat Dirichlet.
        for (double w : r->alternatives[0].centralWeights)
            QVERIFY(std::abs(w - 1.0 / 3.0) < 0.02);
        for (const SmaaAlternative &a : r->alternatives) {
            double sum = 0.0;
            for (double b : a.acceptability)
                sum += b;
            QVERIFY(std::abs(sum - 1.0) < 1e-12);
        }
    }

    // Two alternatives, two criteria, A = (1, 0), B = (0, 1): A first iff w1 > w2, so p = 1/2 and A's central
    // weights are E[w | w1 > w2] = (3/4, 1/4).
    void twoByTwoClosedForm()
    {
        const DecisionProblem p = makeProblemFrom({{1, 0}, {0, 1}});
        SmaaSettings s;
        s.samples = 100000;
        s.normalization = Normalization::None;
        Messages messages;
        const auto r = runSmaa(p, s, messages);
        QVERIFY(r);
        QVERIFY(std::abs(r->alternatives[0].pFirst - 0.5) < 0.007);
        QVERIFY(std::abs(r->alternatives[0].centralWeights[0] - 0.75) < 0.005);
        QVERIFY(std::abs(r->alternatives[1].centralWeights[1] - 0.75) < 0.005);
        QCOMPARE(r->alternatives[0].pFirst + r->alternatives[1].pFirst, 1.0);
        QCOMPARE(r->alternatives[0].confidence, 1.0);
    }

    void deterministicAcrossThreads()
    {
        const DecisionProblem p = randomProblem(77, 12, 5);
        SmaaSettings s;
        s.samples = 3 * kSmaaChunk + 123; // a ragged last chunk
        s.seed = 99;
        s.uncertain = someUncertainty(p);
        s.confidenceSamples = 700;
        std::vector<SmaaResult> results;
        for (int threads : {1, 2, 3}) {
            s.threads = threads;
            Messages messages;
            const auto r = runSmaa(p, s, messages);
            QVERIFY(r);
            results.push_back(*r);
        }
        for (std::size_t k = 1; k < results.size(); ++k)
            for (std::size_t a = 0; a < results[0].alternatives.size(); ++a) {
                const SmaaAlternative &x = results[0].alternatives[a], &y = results[k].alternatives[a];
                QCOMPARE(x.acceptability.size(), y.acceptability.size());
                for (std::size_t r = 0; r < x.acceptability.size(); ++r)
                    QVERIFY(sameBits(x.acceptability[r], y.acceptability[r]));
                QCOMPARE(x.centralWeights.size(), y.centralWeights.size());
                for (std::size_t c = 0; c < x.centralWeights.size(); ++c)
                    QVERIFY(sameBits(x.centralWeights[c], y.centralWeights[c]));
                QVERIFY(sameBits(x.confidence, y.confidence));
                QVERIFY(sameBits(x.pFirstCi[0], y.pFirstCi[0]));
            }
        // A different seed gives a different (but similar) answer.
        s.seed = 100;
        Messages messages;
        const auto other = runSmaa(p, s, messages);
        QVERIFY(other);
        bool differs = false;
        for (std::size_t a = 0; a < other->alternatives.size(); ++a)
            differs = differs || other->alternatives[a].acceptability != results[0].alternatives[a].acceptability;
        QVERIFY(differs);
    }

    void valueUncertaintyMatters()
    {
        // A leads B narrowly on exact values; a wide interval on A's value makes B first sometimes.
        DecisionProblem p = makeProblemFrom({{5.0, 5.0}, {4.9, 4.9}, {1.0, 1.0}});
        SmaaSettings s;
        s.samples = 20000;
        Messages messages;
        const auto exact = runSmaa(p, s, messages);
        QVERIFY(exact);
        QCOMPARE(exact->alternatives[0].pFirst, 1.0);
        Uncertainty u;
        u.kind = UncertaintyKind::Interval;
        u.low = 3.0;
        u.high = 7.0;
        s.uncertain = {{0, 0, u}};
        const auto r = runSmaa(p, s, messages);
        QVERIFY(r);
        QVERIFY(r->alternatives[0].pFirst < 0.9);
        QVERIFY(r->alternatives[1].pFirst > 0.1);
        QVERIFY(r->alternatives[0].confidence > 0.0 && r->alternatives[0].confidence < 1.0);
        QCOMPARE(r->confidenceSamples, std::int64_t(10000));
        // Out-of-domain distributions are refused naming the cell.
        u.low = -3.0;
        u.high = -1.0;
        s.uncertain = {{0, 0, u}};
        s.normalization = Normalization::Max;
        messages.clear();
        QVERIFY(!runSmaa(p, s, messages));
        QVERIFY(messages.back().pointer.contains(QStringLiteral("/alternatives/0/values/0")));
    }

    void ordinalConstraint()
    {
        const DecisionProblem p = randomProblem(5, 6, 4);
        SmaaSettings s;
        s.samples = 20000;
        s.ordinal = {3, 1, 0, 2};
        Messages messages;
        const auto r = runSmaa(p, s, messages);
        QVERIFY(r);
        for (const SmaaAlternative &a : r->alternatives)
            if (!a.centralWeights.empty()) {
                const auto &w = a.centralWeights;
                QVERIFY(w[3] >= w[1] && w[1] >= w[0] && w[0] >= w[2]);
            }
    }

    void intervalConstraints()
    {
        const DecisionProblem p = randomProblem(6, 5, 3);
        SmaaSettings s;
        s.samples = 10000;
        s.intervals = {WeightInterval{0.5, 0.7}, std::nullopt, WeightInterval{0.0, 0.2}};
        Messages messages;
        const auto r = runSmaa(p, s, messages);
        QVERIFY(r);
        QVERIFY(r->acceptance > 0.05 && r->acceptance < 0.5);
        for (const SmaaAlternative &a : r->alternatives)
            if (!a.centralWeights.empty()) {
                QVERIFY(a.centralWeights[0] >= 0.5 && a.centralWeights[0] <= 0.7);
                QVERIFY(a.centralWeights[2] <= 0.2);
            }
    }

    void rejectionCap()
    {
        const DecisionProblem p = randomProblem(7, 4, 6);
        SmaaSettings s;
        s.samples = 1000;
        s.intervals.assign(6, WeightInterval{0.16, 0.17}); // a sliver around equal weights
        Messages messages;
        QVERIFY(!runSmaa(p, s, messages));
        QVERIFY(hasErrors(messages));
        QVERIFY2(messages.back().text.contains(QStringLiteral("1e-4")), qPrintable(messages.back().text));

        s.intervals.assign(6, WeightInterval{0.2, 0.3}); // lower bounds sum to 1.2
        messages.clear();
        QVERIFY(!runSmaa(p, s, messages));
        QVERIFY(messages.back().text.contains(QStringLiteral("lower bounds sum to")));
    }

    void cancellation()
    {
        const DecisionProblem p = randomProblem(8, 50, 10);
        SmaaSettings s;
        s.samples = 2'000'000;
        s.threads = 2;
        std::atomic<bool> cancel{false};
        int calls = 0, lastDone = 0, lastTotal = 0;
        SmaaControl control;
        control.cancel = &cancel;
        control.progress = [&](int done, int total) {
            ++calls;
            lastDone = done;
            lastTotal = total;
            if (done >= 3)
                cancel = true;
        };
        Messages messages;
        const auto r = runSmaa(p, s, messages, control);
        QVERIFY(r);
        QVERIFY(r->cancelled);
        QVERIFY(r->alternatives.empty());
        QVERIFY(calls > 0);
        QCOMPARE(lastTotal, int((s.samples + kSmaaChunk - 1) / kSmaaChunk));
        QVERIFY2(r->unitsDone < r->unitsTotal / 4, qPrintable(QString::number(r->unitsDone)));
        QVERIFY(lastDone <= r->unitsDone);
    }

    void progressReachesTotal()
    {
        const DecisionProblem p = randomProblem(9, 5, 3);
        SmaaSettings s;
        s.samples = 5 * kSmaaChunk;
        s.uncertain = someUncertainty(p);
        int last = -1, total = 0;
        SmaaControl control;
        control.progress = [&](int done, int t) {
            QVERIFY(done >= last);
            last = done;
            total = t;
        };
        Messages messages;
        const auto r = runSmaa(p, s, messages, control);
        QVERIFY(r);
        QCOMPARE(last, total);
        QCOMPARE(r->unitsDone, r->unitsTotal);
    }

    void activeRowsOnly()
    {
        const DecisionProblem p = makeProblemFrom({{1, 0}, {0, 1}, {5, 5}});
        SmaaSettings s;
        s.samples = 1000;
        s.active = {true, true, false};
        Messages messages;
        const auto r = runSmaa(p, s, messages);
        QVERIFY(r);
        QCOMPARE(int(r->alternatives.size()), 2);
        QCOMPARE(r->alternatives[1].row, 1);
        QCOMPARE(int(r->alternatives[0].acceptability.size()), 2);
    }

    void invalidSettings()
    {
        const DecisionProblem p = randomProblem(10, 3, 3);
        SmaaSettings s;
        s.samples = 0;
        Messages messages;
        QVERIFY(!runSmaa(p, s, messages));
        s.samples = kMaxMonteCarloSamples + 1;
        QVERIFY(!runSmaa(p, s, messages));
        s.samples = 10;
        s.ordinal = {5};
        QVERIFY(!runSmaa(p, s, messages));
        QCOMPARE(int(messages.size()), 3);
    }
};

QTEST_GUILESS_MAIN(TestSmaa)
#include "tst_smaa.moc"
