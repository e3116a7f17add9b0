// Stakeholders and the committee (issue 20), against hand-worked cases: the group profile's arithmetic and
// geometric (AIJ) aggregations and the group matrix's consistency ratio; the tally, the Borda count and the
// consensus choice on a constructed four-stakeholder case; each dissenter's smallest weight change, applied and
// confirmed to make the group's winner theirs, and minimal by brute force; the file's stakeholder and group
// profile, with every refusal located; `verdict committee` on the sample.
#include "problemfixture.h"
#include "verdictprocess.h"

#include "analysis/ahp.h"
#include "analysis/groupprofile.h"
#include "analysis/profileahp.h"
#include "core/valuetree.h"
#include "evaluation/evaluation.h"
#include "format/projectfile.h"
#include "review/committee.h"
#include "report/headlines.h"
#include "format/stakeholders.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <map>

using namespace verdict;

namespace {

WeightProfile stakeholder(const QString &name, std::vector<double> weights, double voice = 1.0)
{
    WeightProfile p;
    p.name = name;
    p.weights = std::move(weights);
    p.stakeholder = Stakeholder{name + QStringLiteral(" role"), voice};
    return p;
}

// Three criteria on a fixed 0–10 scale (a value's normalised value is x / 10), three alternatives:
//
//        a   b   c     score
//   A   10   0   5     w_a + 0.5 w_c
//   B    0  10   5     w_b + 0.5 w_c
//   C    6   6   0     0.6 (w_a + w_b)
//
// Four stakeholders: S1 (1, 0, 0): A 1 > C 0.6 > B 0; S2 (0.75, 0.25, 0): A 0.75 > C 0.6 > B 0.25;
// S3 (0, 1, 0): B 1 > C 0.6 > A 0; S4 (0.45, 0.55, 0): C 0.6 > B 0.55 > A 0.45.
// Tally: A 2, B 1, C 1 ("2–1–1 for A"). Borda (2, 1, 0 points): A 2+2+0+0 = 4, B 0+0+2+1 = 3, C 1+1+1+2 = 5.
// Worst ranks: A 3rd (S3), B 3rd (S1, S2), C 2nd: the consensus is C, at most 40 points behind a first choice
// (S1: 1 − 0.6; S3: 1 − 0.6). The group profile, the mean (0.55, 0.45, 0): A 0.55, B 0.45, C 0.6: C wins.
// To agree with C — weight j at t, the others in proportion:
//   S1, b from 0: w = (1 − t, t, 0): C ≥ A for t ≥ 0.4 and C ≥ B for t ≤ 0.6 -> t = 0.4 (c cannot: C ≥ A needs
//   0.6 − 0.6t ≥ 1 − 0.5t). S2: a from 0.75 to 0.6, or b from 0.25 to 0.4: 0.15 either way. S3: a from 0 to 0.4.
ProjectData committeeCase()
{
    using test::ColumnSpec;
    std::vector<ColumnSpec> columns;
    for (const char *name : {"a", "b", "c"})
        columns.push_back({QLatin1String(name), Direction::Max, 1.0, 0.0, 10.0});
    ProjectData p = test::makeProject(columns, {{10, 0, 5}, {0, 10, 5}, {6, 6, 0}});
    p.profiles = {stakeholder(QStringLiteral("S1"), {1, 0, 0}), stakeholder(QStringLiteral("S2"), {0.75, 0.25, 0}),
                  stakeholder(QStringLiteral("S3"), {0, 1, 0}), stakeholder(QStringLiteral("S4"), {0.45, 0.55, 0})};
    WeightProfile group;
    group.name = QStringLiteral("Committee");
    group.computed = true;
    p.profiles.push_back(group);
    refreshGroupProfiles(p);
    return p;
}

using test::writeTemp;

// The weighted-sum scores of a profile of `p`, per alternative.
std::vector<double> scores(const ProjectData &p, int profile)
{
    EvaluationOptions o;
    o.profile = profile;
    o.method = QStringLiteral("wsm");
    const Evaluation e = evaluate(p, o);
    std::vector<double> s(std::size_t(p.alternativeCount()), 0.0);
    for (const LiveRanking::Row &row : e.ranking().rows)
        s[std::size_t(row.alternative)] = row.score;
    return s;
}

} // namespace

class TestCommittee : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void arithmeticMean();
    void arithmeticMeanPerNode();
    void geometricMeanOfJudgments();
    void tallyBordaConsensus();
    void smallestChangeToAgree();
    void changeToAgreeByRanking_data();
    void changeToAgreeByRanking();
    void disagreementAndOdds();
    void oddsSayWhyNot();
    void fileRoundTrip();
    void fileRefusals_data();
    void fileRefusals();
    void cliOnTheSample();
    void importWeights();
    void importRefusals_data();
    void importRefusals();
    void stakeholderForm();
};

// Voices 1 and 3: w = ¼ (0.5, 0.3, 0.2) + ¾ (0.1, 0.1, 0.8) = (0.2, 0.15, 0.65), whatever each one's total.
void TestCommittee::arithmeticMean()
{
    ProjectData p = committeeCase();
    p.profiles = {stakeholder(QStringLiteral("One"), {50, 30, 20}, 1.0), stakeholder(QStringLiteral("Two"), {1, 1, 8}, 3.0)};
    WeightProfile base;
    base.name = QStringLiteral("Group");
    const WeightProfile g = computeGroupProfile(p, base);
    QVERIFY(g.computed);
    QCOMPARE(g.name, QStringLiteral("Group"));
    const double expected[] = {20.0, 15.0, 65.0};
    for (int c = 0; c < 3; ++c)
        QVERIFY2(std::abs(g.weights[std::size_t(c)] - expected[c]) < 1e-9, qPrintable(QString::number(g.weights[std::size_t(c)])));
    QVERIFY(g.groupWeights.empty());
    QCOMPARE(stakeholderProfiles(p), (std::vector<int>{0, 1}));
    QCOMPARE(groupProfileIndex(p), -1);
}

// With a value tree the mean is taken per node, over local weights: a in G (with b), c at the top level beside G.
// One: G 60 % (a 50 %, b 50 %), c 40 %; Two: G 20 % (a 100 %, b 0 %), c 80 %. Group: G 40 %, c 60 %; a 75 %, b 25 %
// within G — global a 0.3, b 0.1, c 0.6 (the mean of the global weights would give a 0.25, b 0.15).
void TestCommittee::arithmeticMeanPerNode()
{
    ProjectData p = committeeCase();
    p.groups = {{QStringLiteral("g"), QStringLiteral("G"), {}, {}}};
    p.criteria[0].group = p.criteria[1].group = QStringLiteral("g");
    WeightProfile one = stakeholder(QStringLiteral("One"), {1, 1, 40});
    one.groupWeights[QStringLiteral("g")] = 60;
    WeightProfile two = stakeholder(QStringLiteral("Two"), {3, 0, 80});
    two.groupWeights[QStringLiteral("g")] = 20;
    p.profiles = {one, two};
    WeightProfile group;
    group.name = QStringLiteral("Group");
    group.computed = true;
    p.profiles.push_back(group);
    QVERIFY(refreshGroupProfiles(p));
    QVERIFY(!refreshGroupProfiles(p)); // in step now
    const std::vector<double> global = p.normalizedWeights(2);
    const double expected[] = {0.3, 0.1, 0.6};
    for (int c = 0; c < 3; ++c)
        QVERIFY2(std::abs(global[std::size_t(c)] - expected[c]) < 1e-12, qPrintable(QString::number(global[std::size_t(c)], 'g', 17)));
}

// Where every stakeholder set a node by AHP, the node's judgments are the weighted geometric mean of theirs.
// One: a_ab 2, a_ac 4, a_bc 2 (consistent, weights 4 : 2 : 1); Two: a_ab 1/2, a_ac 1, a_bc 4; voices 1 and 1:
// a_ab = √(2 · ½) = 1, a_ac = √4 = 2, a_bc = √8. For a 3 × 3 reciprocal matrix λmax = 1 + ρ + 1/ρ with
// ρ = (a_ac / (a_ab a_bc))^(1/3); CR = (λmax − 3) / 2 / 0.58.
void TestCommittee::geometricMeanOfJudgments()
{
    ProjectData p = committeeCase();
    const QStringList items{QStringLiteral("c0"), QStringLiteral("c1"), QStringLiteral("c2")};
    WeightProfile one = stakeholder(QStringLiteral("One"), {4, 2, 1});
    one.ahp = AhpJudgments{items, {{1, 2, 4}, {0.5, 1, 2}, {0.25, 0.5, 1}}};
    WeightProfile two = stakeholder(QStringLiteral("Two"), {1, 1, 1});
    // Stored in another order (c, a, b): the aggregation matches items by id.
    two.ahp = AhpJudgments{{QStringLiteral("c2"), QStringLiteral("c0"), QStringLiteral("c1")},
                           {{1, 1, 0.25}, {1, 1, 0.5}, {4, 2, 1}}};
    WeightProfile group;
    group.name = QStringLiteral("Group");
    group.computed = true;
    p.profiles = {one, two, group};
    refreshGroupProfiles(p);
    const WeightProfile &g = p.profiles[2];
    QVERIFY(g.ahp);
    QCOMPARE(g.ahp->criteria, items);
    QVERIFY(std::abs(g.ahp->matrix[0][1] - 1.0) < 1e-12);
    QVERIFY(std::abs(g.ahp->matrix[0][2] - 2.0) < 1e-12);
    QVERIFY(std::abs(g.ahp->matrix[1][2] - std::sqrt(8.0)) < 1e-12);
    QVERIFY(std::abs(g.ahp->matrix[2][1] - 1.0 / std::sqrt(8.0)) < 1e-12);
    Messages messages;
    const std::optional<ProfileAhp> ahp = profileAhpWeights(p, 2, AhpMethod::Eigen, messages);
    QVERIFY(ahp);
    const double rho = std::cbrt(2.0 / (1.0 * std::sqrt(8.0)));
    const double lambda = 1.0 + rho + 1.0 / rho;
    QVERIFY2(std::abs(ahp->result.lambdaMax - lambda) < 1e-9, qPrintable(QString::number(ahp->result.lambdaMax, 'g', 17)));
    QVERIFY(std::abs(ahp->result.cr - (lambda - 3.0) / 2.0 / 0.58) < 1e-9);
    // The group profile's weights are the group matrix's eigenvector.
    double total = 0.0;
    for (const double w : g.weights)
        total += w;
    for (int c = 0; c < 3; ++c)
        QVERIFY(std::abs(g.weights[std::size_t(c)] / total - ahp->result.weights[std::size_t(c)]) < 1e-12);

    // One stakeholder without judgments: the arithmetic mean, and no group matrix.
    p.profiles[1].ahp.reset();
    refreshGroupProfiles(p);
    QVERIFY(!p.profiles[2].ahp);
    QVERIFY(std::abs(p.profiles[2].weights[0] - 100.0 * (4.0 / 7.0 + 1.0 / 3.0) / 2.0) < 1e-9);
}

void TestCommittee::tallyBordaConsensus()
{
    const ProjectData p = committeeCase();
    QString why;
    const std::optional<Committee> c = analyzeCommittee(p, &why);
    QVERIFY2(c, qPrintable(why));
    QCOMPARE(c->members.size(), std::size_t(4));
    QCOMPARE(c->groupWinner, 2);
    QCOMPARE(c->members[0].ranking, (std::vector<int>{0, 2, 1}));
    QCOMPARE(c->members[1].ranking, (std::vector<int>{0, 2, 1}));
    QCOMPARE(c->members[2].ranking, (std::vector<int>{1, 2, 0}));
    QCOMPARE(c->members[3].ranking, (std::vector<int>{2, 1, 0}));
    QCOMPARE(c->tally, (std::vector<std::pair<int, int>>{{0, 2}, {1, 1}, {2, 1}}));
    QCOMPARE(c->tallyText, QStringLiteral("2–1–1 for A"));
    QCOMPARE(c->borda, (std::vector<std::pair<int, int>>{{2, 5}, {0, 4}, {1, 3}}));
    QCOMPARE(c->consensus, 2);
    QCOMPARE(c->consensusWorstRank, 2);
    QVERIFY(std::abs(c->consensusRegret - 40.0) < 1e-9);
    QCOMPARE(c->consensusWhy, QStringLiteral("No stakeholder ranks C below 2nd, and it is at most 40.0 points behind anyone's first choice."));
    QVERIFY(c->members[0].dissents && c->members[1].dissents && c->members[2].dissents && !c->members[3].dissents);

    // An infeasible alternative never gets a vote: a gate that C fails makes it disappear from every count.
    ProjectData gated = p;
    gated.constraints.push_back({QStringLiteral("c2 >= 1"), QStringLiteral("needs some c")});
    const std::optional<Committee> g = analyzeCommittee(gated);
    QVERIFY(g);
    for (const auto &[alternative, votes] : g->tally)
        QVERIFY(alternative != 2);
    for (const CommitteeMember &m : g->members)
        QVERIFY(std::find(m.ranking.begin(), m.ranking.end(), 2) == m.ranking.end());
    QCOMPARE(g->borda.size(), std::size_t(2));
}

void TestCommittee::changeToAgreeByRanking_data()
{
    QTest::addColumn<QString>("method");
    for (const char *m : {"topsis", "wpm", "promethee", "vikor"})
        QTest::newRow(m) << QString::fromLatin1(m);
}

// The other methods, found by ranking again: applied, each dissenter's change brings the group's winner (by that
// method) to first place, ranked by the method itself; and no single weight on a fine grid (the others in
// proportion) does it with a smaller change. The case is committeeCase() with c's values moved off zero (the
// weighted product refuses zeros).
void TestCommittee::changeToAgreeByRanking()
{
    QFETCH(QString, method);
    ProjectData p = committeeCase();
    for (int a = 0; a < p.alternativeCount(); ++a)
        for (int k = 0; k < p.criterionCount(); ++k)
            p.values.set(a, k, 1.0 + p.values.at(a, k)); // 1–11 on the 0–10 scale: same order, no zero
    for (Criterion &c : p.criteria)
        c.scaleMax = 11.0;
    p.analysis.method = method;
    const std::optional<Committee> c = analyzeCommittee(p);
    QVERIFY(c);
    QCOMPARE(c->method, method);
    const auto firstBy = [&](const ProjectData &changed, int profile) {
        EvaluationOptions o;
        o.profile = profile;
        const Evaluation e = evaluate(changed, o);
        std::vector<int> first;
        for (const LiveRanking::Row &row : e.ranking().rows)
            if (row.rank == 1 && row.feasible)
                first.push_back(row.alternative);
        return first;
    };
    int checked = 0;
    for (const CommitteeMember &m : c->members) {
        if (!m.dissents)
            continue;
        QVERIFY2(m.toAgree, qPrintable(m.name + QStringLiteral(": ") + m.toAgreeText));
        const WeightChange &w = *m.toAgree;
        QVERIFY(w.numeric);
        ProjectData changed = p;
        changed.profiles[std::size_t(m.profile)] = withWeightChange(p, p.profiles[std::size_t(m.profile)], m.weights, w);
        const std::vector<int> first = firstBy(changed, m.profile);
        QVERIFY2(std::find(first.begin(), first.end(), c->groupWinner) != first.end(),
                 qPrintable(QStringLiteral("%1: %2").arg(m.name, m.toAgreeText)));
        // Brute force on a grid 10 times finer than the search's.
        const double reported = std::abs(w.to - w.from);
        for (int j = 0; j < p.criterionCount(); ++j) {
            const double t0 = m.weights[std::size_t(j)];
            if (t0 >= 1.0)
                continue;
            for (int step = 0; step <= 1000; ++step) {
                const double t = step / 1000.0;
                if (std::abs(t - t0) >= reported - 1e-9)
                    continue; // not smaller
                ProjectData probe = p;
                probe.profiles[std::size_t(m.profile)] =
                    withWeightChange(p, p.profiles[std::size_t(m.profile)], m.weights, WeightChange{j, t0, t, false, true});
                const std::vector<int> at = firstBy(probe, m.profile);
                QVERIFY2(std::find(at.begin(), at.end(), c->groupWinner) == at.end(),
                         qPrintable(QStringLiteral("%1: criterion %2 at %3 already brings it first (reported %4)")
                                        .arg(m.name).arg(j).arg(t).arg(reported)));
            }
        }
        ++checked;
    }
    QVERIFY(checked > 0);
}

// Disagreement on committeeCase(), by hand. Weights of a: 1, 0.75, 0, 0.45 (mean 0.55, spread 1, S3 farthest);
// of b: 0, 0.25, 1, 0.55 (mean 0.45, S3 again); of c: all 0. The group (0.55, 0.45, 0) keeps C first while a's
// weight t (b taking the rest) has C 0.6 ≥ A t and ≥ B 1 − t: t in [0.4, 0.6], the same for b; c's weight t
// (a and b in proportion 0.55 : 0.45) keeps C while 0.6 (1 − t) ≥ 0.55 − 0.05 t: t ≤ 1/11. So a and b divide the
// committee (their spread crosses the interval), c does not.
// Odds: every stakeholder has c = 0, so their weights span the segment from (1, 0, 0) to (0, 1, 0), a line
// (dimension 1); uniform on it, A is first for t = w_a > 0.6, B for t < 0.4, C between: 0.4, 0.4 and 0.2 exactly.
void TestCommittee::disagreementAndOdds()
{
    const ProjectData p = committeeCase();
    const DisagreementData d = disagreementData(evaluate(p).chartInput());
    QCOMPARE(d.members, (QStringList{QStringLiteral("S1"), QStringLiteral("S2"), QStringLiteral("S3"), QStringLiteral("S4")}));
    QCOMPARE(d.groupName, QStringLiteral("Committee"));
    QCOMPARE(d.groupWinner, 2);
    QCOMPARE(d.rows.size(), std::size_t(3));
    const double expected[3][5] = {// criterion, mean, spread, keepLow, keepHigh
                                   {0, 0.55, 1.0, 0.4, 0.6}, {1, 0.45, 1.0, 0.4, 0.6}, {2, 0.0, 0.0, 0.0, 1.0 / 11.0}};
    const double group[3] = {0.55, 0.45, 0.0};
    for (std::size_t r = 0; r < 3; ++r) {
        const CriterionDisagreement &row = d.rows[r];
        QCOMPARE(row.criterion, int(expected[r][0]));
        QVERIFY(std::abs(row.mean - expected[r][1]) < 1e-12);
        QVERIFY(std::abs(row.spread - expected[r][2]) < 1e-12);
        QVERIFY2(std::abs(row.keepLow - expected[r][3]) < 1e-9, qPrintable(QString::number(row.keepLow)));
        QVERIFY2(std::abs(row.keepHigh - expected[r][4]) < 1e-9, qPrintable(QString::number(row.keepHigh)));
        QVERIFY(std::abs(row.group - group[row.criterion]) < 1e-12);
        QCOMPARE(row.changesWinner, r < 2);
    }
    QCOMPARE(d.rows[0].outlier, 2);
    QCOMPARE(d.rows[1].outlier, 2);
    QCOMPARE(d.rows[0].weights, (std::vector<double>{1.0, 0.75, 0.0, 0.45}));
    QCOMPARE(chartHeadline(d), QStringLiteral("a divides the committee, from 0 % (S3) to 100 % (S1); outside 40 %–60 % the group's winner, C, changes."));
    // The committee view reads the same rows.
    const std::optional<Committee> c = analyzeCommittee(p);
    QVERIFY(c);
    QCOMPARE(c->disagreement.size(), d.rows.size());
    for (std::size_t r = 0; r < d.rows.size(); ++r)
        QCOMPARE(c->disagreement[r].criterion, d.rows[r].criterion);
    // Without stakeholders there is nothing to draw, and the chart says why.
    ProjectData none = p;
    for (WeightProfile &w : none.profiles)
        w.stakeholder.reset();
    none.profiles.pop_back();
    const DisagreementData empty = disagreementData(evaluate(none).chartInput());
    QVERIFY(empty.rows.empty() && !empty.messages.empty());
    QVERIFY(empty.messages.front().text.contains(QStringLiteral("A Stakeholder's Weights")));

    // The odds over the segment between them.
    QVERIFY2(c->odds.error.isEmpty(), qPrintable(c->odds.error));
    QCOMPARE(c->odds.dimension, 1);
    QCOMPARE(c->odds.samples, std::int64_t(10000));
    std::map<int, double> pFirst;
    for (std::size_t k = 0; k < c->odds.alternatives.size(); ++k)
        pFirst[c->odds.alternatives[k]] = c->odds.pFirst[k];
    const double exact[3] = {0.4, 0.4, 0.2};
    for (int a = 0; a < 3; ++a) {
        const double sigma = std::sqrt(exact[a] * (1.0 - exact[a]) / 10000.0);
        QVERIFY2(std::abs(pFirst[a] - exact[a]) < 5.0 * sigma, qPrintable(QStringLiteral("%1: %2").arg(a).arg(pFirst[a])));
    }
    QVERIFY2(c->odds.text.startsWith(QStringLiteral("Over every compromise between their weights (10,000 draws): ")), qPrintable(c->odds.text));
}

// Twenty stakeholders over the sample's seven criteria span 6 dimensions: covering their region needs C(20, 7) =
// 77,520 simplices, over the cap. The committee view still comes, and says why it has no odds.
void TestCommittee::oddsSayWhyNot()
{
    const LoadResult loaded = loadProjectFile(QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict"));
    QVERIFY(loaded.project);
    ProjectData p = *loaded.project;
    const int criteria = p.criterionCount();
    std::uint64_t state = 12345;
    const auto next = [&state] { // a small LCG: the weights only need to be in general position
        state = state * 6364136223846793005ULL + 1442695040888963407ULL;
        return double((state >> 11) % 1000 + 1);
    };
    while (stakeholderProfiles(p).size() < 20) {
        std::vector<double> w(static_cast<std::size_t>(criteria));
        for (double &x : w)
            x = next();
        WeightProfile s = stakeholder(QStringLiteral("S%1").arg(p.profiles.size()), w);
        for (const CriterionGroup &g : p.groups)
            s.groupWeights[g.id] = next(); // the pillars too, or their shares would be the same for all
        p.profiles.push_back(s);
    }
    refreshGroupProfiles(p);
    const std::optional<Committee> c = analyzeCommittee(p);
    QVERIFY(c);
    QCOMPARE(c->members.size(), std::size_t(20));
    QVERIFY(c->odds.text.isEmpty());
    QVERIFY2(c->odds.error.contains(QStringLiteral("compare fewer stakeholders")), qPrintable(c->odds.error));
    const QString lines = committeeLines(*c, p).join(u'\n');
    QVERIFY2(lines.contains(QStringLiteral("No odds over every compromise between them: 20 stakeholders spanning 6 dimensions need more than 5000 simplices")), qPrintable(lines));
}

// Each dissenter's change: the hand-worked value; applied, the group's winner draws level with their first, and a
// hair further it leads; no change of any single weight (the others in proportion) smaller than it does so.
void TestCommittee::smallestChangeToAgree()
{
    const ProjectData p = committeeCase();
    const std::optional<Committee> c = analyzeCommittee(p);
    QVERIFY(c);
    const double expectedChange[] = {0.4, 0.15, 0.4};
    for (int s = 0; s < 3; ++s) {
        const CommitteeMember &m = c->members[std::size_t(s)];
        QVERIFY2(m.toAgree, qPrintable(m.name));
        const WeightChange &w = *m.toAgree;
        QVERIFY2(std::abs(std::abs(w.to - w.from) - expectedChange[s]) < 1e-12, qPrintable(QString::number(w.to)));
        QVERIFY(!w.drawOnly);
        // Applied: C draws level with the best of the others.
        ProjectData changed = p;
        changed.profiles[std::size_t(m.profile)] = withWeightChange(p, p.profiles[std::size_t(m.profile)], m.weights, w);
        std::vector<double> at = scores(changed, m.profile);
        QVERIFY(std::abs(at[2] - std::max(at[0], at[1])) < 1e-12);
        // A hair further, C leads.
        WeightChange further = w;
        further.to += (w.to > w.from ? 1e-6 : -1e-6);
        changed.profiles[std::size_t(m.profile)] = withWeightChange(p, p.profiles[std::size_t(m.profile)], m.weights, further);
        at = scores(changed, m.profile);
        QVERIFY(at[2] > std::max(at[0], at[1]));
        // Brute force: every criterion, every weight on a grid; where C leads, the change is at least the reported one.
        for (int j = 0; j < 3; ++j) {
            for (int step = 0; step <= 2000; ++step) {
                const double t = step / 2000.0;
                const double t0 = m.weights[std::size_t(j)];
                if (t0 >= 1.0)
                    continue;
                std::vector<double> wts(3);
                for (int k = 0; k < 3; ++k)
                    wts[std::size_t(k)] = k == j ? t : m.weights[std::size_t(k)] * (1.0 - t) / (1.0 - t0);
                const double sa = wts[0] + 0.5 * wts[2], sb = wts[1] + 0.5 * wts[2], sc = 0.6 * (wts[0] + wts[1]);
                if (sc > std::max(sa, sb) + 1e-12)
                    QVERIFY2(std::abs(t - t0) >= std::abs(w.to - w.from) - 1e-12,
                             qPrintable(QStringLiteral("%1: criterion %2 at %3").arg(m.name).arg(j).arg(t)));
            }
        }
    }
    QCOMPARE(c->members[0].toAgree->criterion, 1);
    QCOMPARE(c->members[2].toAgree->criterion, 0);
    QCOMPARE(c->members[0].toAgreeText, QStringLiteral("S1 would pick C if b rose from 0 % to 40 %."));
    QVERIFY(!c->members[3].toAgree); // S4 agrees already
}

// The file keeps the stakeholders and marks the group profile; its weights are computed when the file is read.
void TestCommittee::fileRoundTrip()
{
    const ProjectData p = committeeCase();
    const QByteArray bytes = writeProject(p);
    QVERIFY(bytes.contains("\"computed\": \"group\""));
    QVERIFY(bytes.contains("\"role\": \"S1 role\""));
    const LoadResult r = readProject(bytes);
    QVERIFY2(r.project, r.messages.empty() ? "" : qPrintable(r.messages.front().text));
    QVERIFY(*r.project == p);
    QCOMPARE(writeProject(*r.project), bytes);
    QVERIFY(std::abs(r.project->profiles[4].weights[0] - 55.0) < 1e-9);
}

void TestCommittee::fileRefusals_data()
{
    QTest::addColumn<QByteArray>("from");
    QTest::addColumn<QByteArray>("to");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("text");
    QTest::newRow("typed weights") << QByteArray("\"computed\": \"group\"")
                                   << QByteArray("\"computed\": \"group\", \"weights\": {\"c0\": 1, \"c1\": 1, \"c2\": 1}")
                                   << QStringLiteral("/profiles/4/weights")
                                   << QStringLiteral("the group profile is computed from the stakeholders' weights: it has no weights of its own");
    QTest::newRow("unknown kind") << QByteArray("\"computed\": \"group\"") << QByteArray("\"computed\": \"median\"")
                                  << QStringLiteral("/profiles/4/computed")
                                  << QStringLiteral("unknown kind of computed profile \"median\" (the one kind is \"group\")");
    QTest::newRow("zero voice") << QByteArray("\"voice\": 1") << QByteArray("\"voice\": 0")
                                << QStringLiteral("/profiles/0/stakeholder/voice")
                                << QStringLiteral("voice 0 is not above 0 (a stakeholder's say in the group profile; 1 each is an equal say)");
    QTest::newRow("unknown key") << QByteArray("\"role\": \"S2 role\"") << QByteArray("\"rank\": \"S2 role\"")
                                 << QStringLiteral("/profiles/1/stakeholder/rank") << QString();
}

void TestCommittee::fileRefusals()
{
    QFETCH(QByteArray, from);
    QFETCH(QByteArray, to);
    QFETCH(QString, pointer);
    QFETCH(QString, text);
    QByteArray bytes = writeProject(committeeCase());
    QVERIFY2(bytes.contains(from), bytes.constData());
    bytes.replace(from, to);
    QTemporaryDir dir;
    const test::CliRun run = test::runVerdict({QStringLiteral("validate"), writeTemp(dir, QStringLiteral("bad.verdict"), bytes)});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(pointer + QStringLiteral(": ") + text), qPrintable(run.err));

    // No stakeholder left for the group profile; two group profiles.
    ProjectData p = committeeCase();
    for (WeightProfile &w : p.profiles)
        w.stakeholder.reset();
    bool found = false;
    for (const Message &m : validateProject(p))
        found = found || (m.pointer == QStringLiteral("/profiles/4/computed") && m.text.contains(QStringLiteral("no profile is marked")));
    QVERIFY(found);
    ProjectData twice = committeeCase();
    twice.profiles.push_back(twice.profiles[4]);
    twice.profiles.back().name = QStringLiteral("Again");
    found = false;
    for (const Message &m : validateProject(twice))
        found = found || (m.pointer == QStringLiteral("/profiles/5/computed") && m.text.contains(QStringLiteral("one group profile at most")));
    QVERIFY(found);
}

// The sample's four stakeholders split 2–2; the group profile and the consensus pick AKS + Azure Arc; each
// dissenter's change, applied to the file and ranked again, brings AKS + Azure Arc level with their first.
void TestCommittee::cliOnTheSample()
{
    const QString sample = QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict");
    const test::CliRun run = test::runVerdict({QStringLiteral("committee"), sample, QStringLiteral("--json")});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(run.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("tally")).toObject().value(QStringLiteral("text")).toString(),
             QStringLiteral("2–2 between AKS + Azure Arc and OpenShift on-prem"));
    QCOMPARE(o.value(QStringLiteral("consensus")).toObject().value(QStringLiteral("alternative")).toString(), QStringLiteral("AKS + Azure Arc"));
    QCOMPARE(o.value(QStringLiteral("group")).toObject().value(QStringLiteral("winner")).toString(), QStringLiteral("AKS + Azure Arc"));
    QVERIFY(o.value(QStringLiteral("borda")).isArray());
    // Committee-robust odds: four stakeholders span a 3-dimensional region of the weights; each side of the 2–2
    // split wins somewhere in it, the two feasible platforms share every draw, and the group's choice (the mean
    // of their weights, inside the region) is the one that wins most often.
    const QJsonObject robust = o.value(QStringLiteral("robust")).toObject();
    QCOMPARE(robust.value(QStringLiteral("dimension")).toInt(), 3);
    QCOMPARE(robust.value(QStringLiteral("samples")).toInt(), 10000);
    const QJsonArray odds = robust.value(QStringLiteral("p_first")).toArray();
    QCOMPARE(odds.size(), 2);
    const double p0 = odds[0].toObject().value(QStringLiteral("p_first")).toDouble();
    const double p1 = odds[1].toObject().value(QStringLiteral("p_first")).toDouble();
    QVERIFY(std::abs(p0 + p1 - 1.0) < 1e-12);
    QVERIFY2(p1 > 0.0 && p0 < 1.0 && p0 >= p1, qPrintable(QStringLiteral("%1 %2").arg(p0).arg(p1)));
    QCOMPARE(odds[0].toObject().value(QStringLiteral("alternative")).toString(), QStringLiteral("AKS + Azure Arc"));
    const QJsonArray members = o.value(QStringLiteral("stakeholders")).toArray();
    QCOMPARE(members.size(), 4);
    const LoadResult loaded = loadProjectFile(sample);
    QVERIFY(loaded.project);
    const std::optional<Committee> c = analyzeCommittee(*loaded.project);
    QVERIFY(c);
    int dissenters = 0;
    for (const QJsonValue &v : members) {
        const QJsonObject m = v.toObject();
        QVERIFY(m.contains(QStringLiteral("name")) && m.contains(QStringLiteral("winner")) && m.value(QStringLiteral("ranking")).isArray());
        if (!m.value(QStringLiteral("dissents")).toBool())
            continue;
        ++dissenters;
        const QJsonObject change = m.value(QStringLiteral("to_agree")).toObject();
        QVERIFY2(!change.isEmpty(), qPrintable(m.value(QStringLiteral("name")).toString()));
        QVERIFY(change.contains(QStringLiteral("criterion")) && change.contains(QStringLiteral("from")) && change.contains(QStringLiteral("to")));
    }
    QCOMPARE(dissenters, 2);
    for (const CommitteeMember &m : c->members) {
        if (!m.toAgree)
            continue;
        ProjectData changed = *loaded.project;
        changed.profiles[std::size_t(m.profile)] = withWeightChange(changed, changed.profiles[std::size_t(m.profile)], m.weights, *m.toAgree);
        refreshGroupProfiles(changed);
        const std::vector<double> at = scores(changed, m.profile);
        const int aks = changed.indexOfAlternative(QStringLiteral("aks_arc"));
        QVERIFY(aks >= 0);
        EvaluationOptions o2;
        o2.profile = m.profile;
        const Evaluation e = evaluate(changed, o2);
        double best = -1.0;
        for (const LiveRanking::Row &row : e.ranking().rows)
            if (row.feasible && row.alternative != aks)
                best = std::max(best, row.score);
        QVERIFY2(std::abs(at[std::size_t(aks)] - best) < 1e-9, qPrintable(m.name));
    }
}

// A stakeholder's CSV: a new one is added (weights of the whole, normalised), one of the same name replaced, and
// the group profile follows; another .verdict's typed profiles come in the same way.
void TestCommittee::importWeights()
{
    ProjectData p = committeeCase();
    Messages messages;
    const std::optional<StakeholderWeights> cfo =
        readStakeholderCsv("stakeholder,CFO\nrole,Finance\ncriterion,weight\nc0,2\nc1,6\nc2,2\n", messages);
    QVERIFY2(cfo, messages.empty() ? "" : qPrintable(messages.front().text));
    QCOMPARE(cfo->name, QStringLiteral("CFO"));
    QCOMPARE(cfo->role, QStringLiteral("Finance"));
    const std::optional<StakeholderWeights> s1 = readStakeholderCsv("stakeholder,S1\ncriterion,weight\nc0,0\nc1,0\nc2,1\n", messages);
    QVERIFY(s1);
    std::vector<SourcedMessage> problems;
    QVERIFY(mergeStakeholders(p, {*cfo, *s1}, problems));
    QVERIFY(problems.empty());
    QCOMPARE(int(p.profiles.size()), 6);
    const int at = p.indexOfProfile(QStringLiteral("CFO"));
    QVERIFY(at >= 0 && p.profiles[std::size_t(at)].stakeholder && p.profiles[std::size_t(at)].stakeholder->role == QStringLiteral("Finance"));
    QCOMPARE(p.profiles[std::size_t(at)].weights, (std::vector<double>{20, 60, 20}));
    QCOMPARE(p.profiles[0].weights, (std::vector<double>{0, 0, 100})); // S1 replaced, its role kept
    QCOMPARE(p.profiles[0].stakeholder->role, QStringLiteral("S1 role"));
    // The group profile follows: the mean of (0, 0, 1), (0.75, 0.25, 0), (0, 1, 0), (0.45, 0.55, 0), (0.2, 0.6, 0.2).
    QVERIFY(std::abs(p.profiles[4].weights[0] - 100.0 * (0.75 + 0.45 + 0.2) / 5.0) < 1e-9);
    QVERIFY(validateProject(p).empty());

    // Another project's profiles, by criterion id, as weights of the whole.
    ProjectData other = committeeCase();
    other.profiles = {stakeholder(QStringLiteral("Ops"), {1, 1, 2})};
    ProjectData q = committeeCase();
    QVERIFY(mergeStakeholders(q, stakeholdersOfProject(other, QStringLiteral("ops.verdict")), problems));
    QCOMPARE(q.profiles.back().weights, (std::vector<double>{25, 25, 50}));
}

void TestCommittee::importRefusals_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QString>("where"); // "line:column: text"
    QTest::newRow("unknown criterion") << QByteArray("stakeholder,X\ncriterion,weight\nc0,1\nc1,1\nc2,1\nzz,1\n")
                                       << QStringLiteral("6:4: error: the project has no criterion \"zz\"");
    QTest::newRow("missing criterion") << QByteArray("stakeholder,X\ncriterion,weight\nc0,1\nc1,1\n")
                                       << QStringLiteral("1:13: error: no weight for criterion \"c2\"");
    QTest::newRow("negative") << QByteArray("stakeholder,X\ncriterion,weight\nc0,1\nc1,-2\nc2,1\n")
                              << QStringLiteral("4:4: error: the weight -2 of \"c1\" is negative");
    QTest::newRow("all zero") << QByteArray("stakeholder,X\ncriterion,weight\nc0,0\nc1,0\nc2,0\n")
                              << QStringLiteral("1:13: error: every weight of \"X\" is 0");
    QTest::newRow("not a number") << QByteArray("stakeholder,X\ncriterion,weight\nc0,1\nc1,ten\nc2,1\n")
                                  << QStringLiteral("4:4: error: the weight of \"c1\" is not a number");
    QTest::newRow("no header") << QByteArray("stakeholder,X\nc0,1\nc1,1\nc2,1\n")
                               << QStringLiteral("2:1: error: expected the header \"criterion,weight\" here");
    QTest::newRow("no name line") << QByteArray("criterion,weight\nc0,1\n")
                                  << QStringLiteral("1:1: error: the first line is \"stakeholder,NAME\"");
    QTest::newRow("twice") << QByteArray("stakeholder,X\ncriterion,weight\nc0,1\nc0,2\nc1,1\nc2,1\n")
                           << QStringLiteral("4:1: error: criterion \"c0\" is listed twice");
}

// Each bad import is refused by `verdict merge-weights`, naming the file and the line, exit 1, and nothing is
// written; with a good file beside a bad one, nothing is half-imported either.
void TestCommittee::importRefusals()
{
    QFETCH(QByteArray, csv);
    QFETCH(QString, where);
    QTemporaryDir dir;
    const QString main = writeTemp(dir, QStringLiteral("main.verdict"), writeProject(committeeCase()));
    const QString bad = writeTemp(dir, QStringLiteral("bad.csv"), csv);
    const QString good = writeTemp(dir, QStringLiteral("good.csv"), "stakeholder,Good\ncriterion,weight\nc0,1\nc1,1\nc2,1\n");
    const QString out = dir.filePath(QStringLiteral("out.verdict"));
    const test::CliRun run = test::runVerdict({QStringLiteral("merge-weights"), main, good, bad, QStringLiteral("-o"), out});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(bad + QStringLiteral(":") + where), qPrintable(run.err));
    QVERIFY(!QFile::exists(out));
    // The same stakeholder twice.
    const test::CliRun twice = test::runVerdict({QStringLiteral("merge-weights"), main, good, good, QStringLiteral("-o"), out});
    QCOMPARE(twice.exitCode, 1);
    QVERIFY2(twice.err.contains(QStringLiteral("stakeholder \"Good\" is imported twice")), qPrintable(twice.err));
    QVERIFY(!QFile::exists(out));
    // The good one alone merges.
    const test::CliRun fine = test::runVerdict({QStringLiteral("merge-weights"), main, good, QStringLiteral("-o"), out});
    QCOMPARE(fine.exitCode, 0);
    const LoadResult r = loadProjectFile(out);
    QVERIFY(r.project && r.project->indexOfProfile(QStringLiteral("Good")) >= 0);
}

// The form to send round: the criteria with their names, units and swings, the weights pre-filled from the active
// profile; filled in, it reads back as the same weights.
void TestCommittee::stakeholderForm()
{
    ProjectData p = committeeCase();
    p.criteria[1].unit = QStringLiteral("ms, p99");
    const QByteArray form = writeStakeholderForm(p, p.values, true);
    const QList<QByteArray> lines = form.split('\n');
    QCOMPARE(lines.value(0), QByteArray("stakeholder,,,,,"));
    QCOMPARE(lines.value(2), QByteArray("criterion,weight,name,unit,worst,best"));
    QCOMPARE(lines.value(3), QByteArray("c0,100,a,,0,10")); // S1's weights; the fixed 0-10 scale is the swing
    QCOMPARE(lines.value(4), QByteArray("c1,0,b,\"ms, p99\",0,10"));
    QByteArray filled = form;
    filled.replace("stakeholder,,,,,", "stakeholder,Dana,,,,");
    Messages messages;
    const std::optional<StakeholderWeights> back = readStakeholderCsv(filled, messages);
    QVERIFY2(back, messages.empty() ? "" : qPrintable(messages.front().text));
    QCOMPARE(back->name, QStringLiteral("Dana"));
    QCOMPARE(back->weights.size(), std::size_t(3));
    QCOMPARE(back->weights[0].second, 100.0);
}

QTEST_GUILESS_MAIN(TestCommittee)
#include "tst_committee.moc"
