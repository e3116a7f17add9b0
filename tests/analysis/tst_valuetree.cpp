// The value tree (issue 19): a three-level tree whose local and global weights, scores and group-weight intervals
// are worked out by hand (below), the intervals confirmed by brute force on that tree and on random ones, SMAA over
// the tree against its exact acceptabilities, a flat file unchanged byte for byte, the CSV `group` and
// `group_weight` rows with every kind of bad cell, and the CLI (`verdict show` prints the tree, `verdict
// sensitivity --json` gives each group's interval, a bad tree is refused with its pointer and exit 1).
#include "problemfixture.h"
#include "verdictprocess.h"

#include "analysis/problem.h"
#include "analysis/profileahp.h"
#include "analysis/wsm.h"
#include "charts/breakdown.h"
#include "charts/chartinput.h"
#include "analysis/swing.h"
#include "samplevariants.h"
#include "scenario/scenario.h"
#include "core/valuetree.h"
#include "csv/csvmatrix.h"
#include "core/references.h"
#include "format/projectfile.h"
#include "format/savefile.h"
#include "stability/random.h"
#include "stability/sensitivity.h"
#include "stability/smaa.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace verdict;

namespace {

// The hand-worked tree. Five criteria a–e on a fixed 0–10 scale (so a value's normalised value is x / 10), three
// alternatives, one profile:
//
//   top level:  G1 (group weight 3)            G4 (group weight 1)      -> 0.75, 0.25
//   G1:         a (1)   G2 (group weight 1)                             -> 0.5, 0.5
//   G2:         b (2)   G3 (no group weight: an equal share, 1/2)       -> b gets the other 1/2
//   G3:         c (1)   d (3)                                           -> 0.25, 0.75
//   G4:         e (1)                                                   -> 1
//
// Global weights: a 0.375, b 0.1875, c 0.046875, d 0.140625, e 0.25 (sum 1).
//
//        a   b   c   d   e    score
//   X   10   0   0   0   0    0.375
//   Y    0  10  10  10   4    0.1875 + 0.046875 + 0.140625 + 0.1 = 0.475
//   Z    6   6   0   0   6    0.225 + 0.1125 + 0.15 = 0.4875           Z wins, Y second.
ProjectData handTree()
{
    using test::ColumnSpec;
    std::vector<ColumnSpec> columns;
    const double weights[] = {1, 2, 1, 3, 1};
    for (int k = 0; k < 5; ++k)
        columns.push_back({QString(QChar(u'a' + k)), Direction::Max, weights[k], 0.0, 10.0});
    ProjectData p = test::makeProject(columns, {{10, 0, 0, 0, 0}, {0, 10, 10, 10, 4}, {6, 6, 0, 0, 6}},
                                      {QStringLiteral("X"), QStringLiteral("Y"), QStringLiteral("Z")});
    p.groups = {{QStringLiteral("g1"), QStringLiteral("G1"), {}, {}},
                {QStringLiteral("g2"), QStringLiteral("G2"), QStringLiteral("g1"), {}},
                {QStringLiteral("g3"), QStringLiteral("G3"), QStringLiteral("g2"), {}},
                {QStringLiteral("g4"), QStringLiteral("G4"), {}, {}}};
    const char *groupOf[] = {"g1", "g2", "g3", "g3", "g4"};
    for (int k = 0; k < 5; ++k)
        p.criteria[std::size_t(k)].group = QLatin1String(groupOf[k]);
    p.profiles[0].groupWeights = {{QStringLiteral("g1"), 3.0}, {QStringLiteral("g2"), 1.0}, {QStringLiteral("g4"), 1.0}};
    return p;
}

DecisionProblem problemOf(const ProjectData &p)
{
    Messages messages;
    const auto problem = makeProblem(p, -1, messages);
    if (!problem)
        qFatal("no problem: %s", messages.empty() ? "" : qPrintable(messages.front().text));
    return *problem;
}

SensitivityResult sensitivityOf(const ProjectData &p)
{
    Messages messages;
    const auto r = analyzeSensitivity(problemOf(p), Normalization::MinMax, messages);
    if (!r)
        qFatal("no sensitivity");
    return *r;
}

// The rows ranked (jointly) first by the weighted sum.
std::vector<int> firstRows(const ProjectData &p)
{
    Messages messages;
    const auto r = weightedSum(problemOf(p), Normalization::MinMax, messages);
    if (!r)
        qFatal("no ranking");
    std::vector<int> first;
    for (const RankedEntry &e : r->ranking)
        if (e.rank == 1)
            first.push_back(e.row);
    return first;
}

// The project with group `group`'s local weight set to t and its siblings scaled to keep their proportions: every
// weight is first made explicit and local (the tree's own local weights), then the siblings share 1 − t.
ProjectData withGroupLocal(const ProjectData &p, int group, double t)
{
    ProjectData q = p;
    const ValueTree tree(p);
    const ValueTree::Weights w = tree.weights(p.active());
    WeightProfile &profile = q.profiles[std::size_t(q.activeProfile)];
    for (int c = 0; c < tree.criterionCount(); ++c)
        profile.weights[std::size_t(c)] = w.criterionLocal[std::size_t(c)];
    for (int g = 0; g < tree.groupCount(); ++g)
        profile.groupWeights[p.groups[std::size_t(g)].id] = w.groupLocal[std::size_t(g)];
    const int parent = tree.groupParent(group);
    const double t0 = w.groupLocal[std::size_t(group)];
    const double scale = (1.0 - t) / (1.0 - t0);
    for (const int c : tree.childCriteria(parent))
        profile.weights[std::size_t(c)] *= scale;
    for (const int g : tree.childGroups(parent))
        profile.groupWeights[p.groups[std::size_t(g)].id] = g == group ? t : w.groupLocal[std::size_t(g)] * scale;
    return q;
}

// A random tree: 6 criteria in up to three levels of groups, 5 alternatives, random weights and values.
ProjectData randomTree(std::uint64_t seed)
{
    random::Xoshiro256 rng(seed);
    std::vector<test::ColumnSpec> columns;
    for (int k = 0; k < 6; ++k)
        columns.push_back({QStringLiteral("c%1").arg(k), k % 3 == 0 ? Direction::Min : Direction::Max, 0.1 + rng.uniform()});
    std::vector<std::vector<double>> rows(5, std::vector<double>(6));
    for (auto &row : rows)
        for (double &x : row)
            x = std::round(100.0 * rng.uniform());
    ProjectData p = test::makeProject(columns, rows);
    p.groups = {{QStringLiteral("top1"), QStringLiteral("T1"), {}, {}},
                {QStringLiteral("top2"), QStringLiteral("T2"), {}, {}},
                {QStringLiteral("mid"), QStringLiteral("M"), QStringLiteral("top1"), {}},
                {QStringLiteral("low"), QStringLiteral("L"), QStringLiteral("mid"), {}}};
    const char *groupOf[] = {"", "top1", "mid", "low", "low", "top2"};
    for (int k = 0; k < 6; ++k)
        p.criteria[std::size_t(k)].group = QLatin1String(groupOf[k]);
    for (const CriterionGroup &g : p.groups)
        p.profiles[0].groupWeights[g.id] = 0.1 + rng.uniform();
    return p;
}

using test::writeTemp;

} // namespace

class TestValueTree : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void localAndGlobalWeightsByHand();
    void scoresByHand();
    void groupIntervalsByHand();
    void groupIntervalsAgainstBruteForce_data();
    void groupIntervalsAgainstBruteForce();
    void pathsAndLookup();
    void zeroGroupGoesToTheRest();
    void flatTreeUnchanged();
    void treeRoundTripsThroughTheFile();
    void smaaDrawsOverTheTree();
    void csvGroupRows();
    void csvBadRows_data();
    void csvBadRows();
    void breakdownByGroup();
    void swingWeights();
    void swingRatingsInTheFile();
    void cliShowsTheTree();
    void cliRefusesABadTree();
    void ahpPerNodeByHand();
    void ahpPerNodeRefusesStrayItems_data();
    void ahpPerNodeRefusesStrayItems();
    void ahpPerNodeFollowsTheTree();
    void cliAhpPerNode();
};

void TestValueTree::localAndGlobalWeightsByHand()
{
    const ProjectData p = handTree();
    const ValueTree tree(p);
    QCOMPARE(tree.depth(2), 3);
    const ValueTree::Weights w = tree.weights(p.active());
    const double local[] = {0.5, 0.5, 0.25, 0.75, 1.0};
    const double global[] = {0.375, 0.1875, 0.046875, 0.140625, 0.25};
    for (int k = 0; k < 5; ++k) {
        QCOMPARE(w.criterionLocal[std::size_t(k)], local[k]);
        QCOMPARE(w.criterionGlobal[std::size_t(k)], global[k]);
    }
    const double groupLocal[] = {0.75, 0.5, 0.5, 0.25};
    const double groupGlobal[] = {0.75, 0.375, 0.1875, 0.25};
    for (int g = 0; g < 4; ++g) {
        QCOMPARE(w.groupLocal[std::size_t(g)], groupLocal[g]);
        QCOMPARE(w.groupGlobal[std::size_t(g)], groupGlobal[g]);
    }
    // normalizedWeights (every consumer's global weights) and the problem agree.
    const std::vector<double> n = p.normalizedWeights();
    const DecisionProblem problem = problemOf(p);
    QVERIFY(problem.hasTree());
    QCOMPARE(int(problem.groups.size()), 4);
    for (int k = 0; k < 5; ++k) {
        QCOMPARE(n[std::size_t(k)], global[k]);
        QCOMPARE(problem.weights[std::size_t(k)], global[k]);
    }
}

void TestValueTree::scoresByHand()
{
    Messages messages;
    const auto r = weightedSum(problemOf(handTree()), Normalization::MinMax, messages);
    QVERIFY(r);
    QCOMPARE(r->scores[0], 0.375);
    QCOMPARE(r->scores[1], 0.475);
    QCOMPARE(r->scores[2], 0.4875);
    QCOMPARE(r->ranking.front().row, 2);
}

// S(t) for each group's local weight t, worked out from the group values V (see handTree):
//   G4 (t0 = 1/4, sibling G1): X 0.5 − 0.5t, Y 0.5 − 0.1t, Z 0.45 + 0.15t  -> Z first for t in [0.2, 1], Y below
//   G1 (t0 = 3/4): the mirror image                                          -> [0, 0.8], Y above
//   G2 (t0 = 1/2 in G1, Π = 0.75, sibling a): X 0.75 − 0.75t, Y 0.1 + 0.75t, Z 0.6 − 0.225t
//                                                                            -> [2/7, 20/39], X below, Y above
//   G3 (t0 = 1/2 in G2, Π = 0.375, sibling b): X 0.375, Y 0.475, Z 0.6 − 0.225t
//                                                                            -> [0, 5/9], Y above (X ties Z at t = 1)
void TestValueTree::groupIntervalsByHand()
{
    const SensitivityResult r = sensitivityOf(handTree());
    QCOMPARE(r.winner, 2);
    QCOMPARE(int(r.groups.size()), 4);
    const DecisionProblem problem = problemOf(handTree());
    struct Expected
    {
        const char *path;
        double t0, low, high;
        int below, above;
    };
    const Expected expected[] = {{"G1", 0.75, 0.0, 0.8, -1, 1},
                                 {"G4", 0.25, 0.2, 1.0, 1, -1},
                                 {"G1/G2", 0.5, 2.0 / 7.0, 20.0 / 39.0, 0, 1},
                                 {"G1/G2/G3", 0.5, 0.0, 5.0 / 9.0, -1, 1}};
    for (const GroupSensitivity &g : r.groups) {
        const QString path = problem.groups[std::size_t(g.group)].path;
        const auto it = std::find_if(std::begin(expected), std::end(expected), [&](const Expected &e) { return path == QLatin1String(e.path); });
        QVERIFY2(it != std::end(expected), qPrintable(path));
        QCOMPARE(g.weight, it->t0);
        QVERIFY2(std::abs(g.topLow - it->low) < 1e-12, qPrintable(QStringLiteral("%1 low %2").arg(path).arg(g.topLow)));
        QVERIFY2(std::abs(g.topHigh - it->high) < 1e-12, qPrintable(QStringLiteral("%1 high %2").arg(path).arg(g.topHigh)));
        QCOMPARE(g.below, it->below);
        QCOMPARE(g.above, it->above);
    }
}

void TestValueTree::groupIntervalsAgainstBruteForce_data()
{
    QTest::addColumn<int>("seed"); // 0: the hand tree
    QTest::newRow("hand tree") << 0;
    for (int s = 1; s <= 6; ++s)
        QTest::newRow(qPrintable(QStringLiteral("random tree %1").arg(s))) << s;
}

// Each group's interval against the winner re-ranked on a grid of its local weight: inside, the winner is still
// (at least jointly) first; outside, someone else is strictly first. Grid points within 1e-6 of an end are skipped.
void TestValueTree::groupIntervalsAgainstBruteForce()
{
    QFETCH(int, seed);
    const ProjectData p = seed == 0 ? handTree() : randomTree(std::uint64_t(seed) * 7919);
    const SensitivityResult r = sensitivityOf(p);
    const DecisionProblem problem = problemOf(p);
    QVERIFY(!r.groups.empty());
    int outsideSeen = 0;
    for (const GroupSensitivity &g : r.groups) {
        const int group = p.indexOfGroup(problem.groups[std::size_t(g.group)].id);
        for (int step = 0; step <= 400; ++step) {
            const double t = step / 400.0;
            if (std::abs(t - g.topLow) < 1e-6 || std::abs(t - g.topHigh) < 1e-6 || t >= 1.0)
                continue;
            const std::vector<int> first = firstRows(withGroupLocal(p, group, t));
            const bool stays = std::find(first.begin(), first.end(), r.winner) != first.end();
            const bool inside = t > g.topLow && t < g.topHigh;
            const QString where = QStringLiteral("%1 at %2, interval [%3, %4]").arg(problem.groups[std::size_t(g.group)].path).arg(t).arg(g.topLow).arg(g.topHigh);
            QVERIFY2(stays == inside, qPrintable(where));
            if (!inside) {
                const int taker = t < g.topLow ? g.below : g.above; // first just past the end
                if (std::abs(t - (t < g.topLow ? g.topLow : g.topHigh)) < 0.01)
                    QVERIFY2(std::find(first.begin(), first.end(), taker) != first.end(), qPrintable(where));
                ++outsideSeen;
            }
        }
    }
    if (seed == 0)
        QVERIFY(outsideSeen > 0);
}

void TestValueTree::pathsAndLookup()
{
    const ProjectData p = handTree();
    const ValueTree tree(p);
    QCOMPARE(tree.path(2), QStringLiteral("G1/G2/G3"));
    QCOMPARE(tree.groupAtPath(QStringLiteral(" G1 / G2 ")), 1);
    QCOMPARE(tree.groupAtPath(QStringLiteral("G2")), -1); // not at the top level
    QCOMPARE(tree.groupAtPath(QStringLiteral("G1//G2")), -1);
    QCOMPARE(tree.criteriaUnder(1), (std::vector<int>{1, 2, 3}));
    QVERIFY(tree.isUnder(3, 0));
    QVERIFY(!tree.isUnder(4, 0));
    const std::vector<ValueTree::Node> nodes = tree.depthFirst();
    QStringList listed;
    for (const ValueTree::Node &n : nodes)
        listed << QStringLiteral("%1%2").arg(QString(n.depth, u'.'), n.isGroup ? p.groups[std::size_t(n.index)].name : p.criteria[std::size_t(n.index)].name);
    QCOMPARE(listed.join(u' '), QStringLiteral("G1 .a .G2 ..b ..G3 ...c ...d G4 .e"));
    // A cycle cannot hang the tree: both groups fall back to the top level.
    ProjectData cyclic = p;
    cyclic.groups[0].parent = QStringLiteral("g3");
    const ValueTree broken(cyclic);
    QVERIFY(broken.depth(2) <= 3);
    QVERIFY(broken.groupParent(0) == -1 || broken.groupParent(1) == -1 || broken.groupParent(2) == -1);
}

void TestValueTree::zeroGroupGoesToTheRest()
{
    ProjectData p = handTree();
    p.profiles[0].weights[2] = 0.0; // c and d, all of G3, weigh 0
    p.profiles[0].weights[3] = 0.0;
    Messages messages;
    const auto problem = makeProblem(p, -1, messages);
    QVERIFY(problem);
    bool warned = false;
    for (const Message &m : messages)
        warned = warned || (m.severity == Severity::Warning && m.text.contains(QStringLiteral("every criterion in group \"G3\" weighs 0")));
    QVERIFY(warned);
    // G3 drops out, so b has all of G2: 0.375.
    QCOMPARE(problem->weights[1], 0.375);
    double sum = 0.0;
    for (double w : problem->weights)
        sum += w;
    QCOMPARE(sum, 1.0);
}

void TestValueTree::flatTreeUnchanged()
{
    QFile f(QStringLiteral(VERDICT_SOURCE_DIR "/tests/format/data/valid.verdict"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const LoadResult r = readProject(f.readAll());
    QVERIFY(r.project);
    QVERIFY(r.project->groups.empty());
    const QByteArray written = writeProject(*r.project);
    QVERIFY(!written.contains("\"group"));
    const LoadResult again = readProject(written);
    QVERIFY(again.project);
    QCOMPARE(writeProject(*again.project), written);
    // The flat weights are the entered ones over their sum, bit for bit.
    ProjectData p = handTree();
    p.groups.clear();
    for (Criterion &c : p.criteria)
        c.group.clear();
    p.profiles[0].groupWeights.clear();
    const DecisionProblem problem = problemOf(p);
    QVERIFY(!problem.hasTree());
    for (int k = 0; k < 5; ++k)
        QCOMPARE(problem.weights[std::size_t(k)], p.profiles[0].weights[std::size_t(k)] / 8.0);
}

void TestValueTree::treeRoundTripsThroughTheFile()
{
    ProjectData p = handTree();
    p.groups[3].description = QStringLiteral("The rest");
    const QByteArray bytes = writeProject(p);
    QVERIFY(bytes.contains("\"groups\""));
    QVERIFY(bytes.contains("\"group_weights\": {\"g1\": 3, \"g2\": 1, \"g4\": 1}") || bytes.contains("\"group_weights\""));
    const LoadResult r = readProject(bytes);
    QVERIFY2(r.project, r.messages.empty() ? "" : qPrintable(r.messages.front().text));
    QVERIFY(r.project->groups == p.groups);
    QCOMPARE(r.project->criteria[2].group, QStringLiteral("g3"));
    QVERIFY(r.project->profiles[0].groupWeights == p.profiles[0].groupWeights);
    QCOMPARE(writeProject(*r.project), bytes);
}

// Over the tree, SMAA draws each node's local weights uniformly: with c0 at the top level beside a group G of c1
// and c2, w0 = u, w1 = (1 − u) v, w2 = (1 − u)(1 − v) for u, v uniform on [0, 1]. A = (1, 0, 0) wins when
// u > (1 − u) max(v, 1 − v): with M = max(v, 1 − v) uniform on [½, 1], P = E[1 / (1 + M)] = 2 ln(4/3) ≈ 0.5754;
// B and C share the rest, ½ − ln(4/3) ≈ 0.2123 each. (A flat draw would give each a third.)
void TestValueTree::smaaDrawsOverTheTree()
{
    std::vector<test::ColumnSpec> columns;
    for (int k = 0; k < 3; ++k)
        columns.push_back({QStringLiteral("c%1").arg(k), Direction::Max, 1.0, 0.0, 1.0});
    ProjectData p = test::makeProject(columns, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}});
    p.groups = {{QStringLiteral("g"), QStringLiteral("G"), {}, {}}};
    p.criteria[1].group = p.criteria[2].group = QStringLiteral("g");
    const DecisionProblem problem = problemOf(p);
    Messages messages;
    SmaaSettings settings = smaaSettings(p, problem, -1, messages);
    settings.samples = 400000;
    const auto r = runSmaa(problem, settings, messages);
    QVERIFY(r);
    const double a = 2.0 * std::log(4.0 / 3.0), bc = 0.5 - std::log(4.0 / 3.0);
    const double expected[] = {a, bc, bc};
    for (const SmaaAlternative &alt : r->alternatives) // standard error ≈ 0.0008; the tolerance is 5 of them
        QVERIFY2(std::abs(alt.acceptability[0] - expected[alt.row]) < 0.004,
                 qPrintable(QStringLiteral("row %1: %2, expected %3").arg(alt.row).arg(alt.acceptability[0]).arg(expected[alt.row])));
}

void TestValueTree::csvGroupRows()
{
    const QByteArray csv = "alternative,TCO,Migration,Latency,Autoscaling,Familiarity\n"
                           "weight,3,1,1,1,1\n"
                           "group,Cost,Cost,Perf/Speed,Perf,\n"
                           "group_weight,Cost=0.6;Perf=0.4,,Perf/Speed=0.6,,\n"
                           "A,1,2,3,4,5\n"
                           "B,5,4,3,2,1\n";
    const LoadResult r = readCsvProject(csv);
    QVERIFY2(r.project, r.messages.empty() ? "" : qPrintable(r.messages.front().text));
    const ProjectData &p = *r.project;
    QCOMPARE(int(p.groups.size()), 3);
    const ValueTree tree(p);
    QCOMPARE(tree.path(tree.criterionGroup(2)), QStringLiteral("Perf/Speed"));
    QCOMPARE(tree.criterionGroup(4), -1);
    // Top level: Cost 0.6, Perf 0.4 and Familiarity 1, normalised together: 0.6/2, 0.4/2, 1/2.
    const ValueTree::Weights w = tree.weights(p.active());
    QCOMPARE(w.criterionGlobal[0], 0.3 * 0.75);
    QCOMPARE(w.criterionGlobal[1], 0.3 * 0.25);
    QCOMPARE(w.criterionGlobal[2], 0.2 * 0.6 / 1.6); // Perf: Speed 0.6 beside Autoscaling 1
    QCOMPARE(w.criterionGlobal[3], 0.2 * 1.0 / 1.6);
    QCOMPARE(w.criterionGlobal[4], 0.5);
    // Written out and read back: the same tree and weights.
    const CsvExport out = writeCsvProject(p);
    QVERIFY(out.bytes.contains("\ngroup,Cost,Cost,Perf/Speed,Perf,\n"));
    const LoadResult back = readCsvProject(out.bytes);
    QVERIFY(back.project);
    QVERIFY(back.project->groups == p.groups);
    QVERIFY(back.project->profiles[0].groupWeights == p.profiles[0].groupWeights);
    QCOMPARE(back.project->normalizedWeights(), p.normalizedWeights());
    // A group without a weight gets an equal share of its parent.
    const LoadResult equal = readCsvProject("alternative,a,b,c\nweight,1,1,1\ngroup,X,X,\nA,1,2,3\nB,3,2,1\n");
    QVERIFY(equal.project);
    QCOMPARE(equal.project->normalizedWeights(), (std::vector<double>{0.25, 0.25, 0.5}));
}

void TestValueTree::csvBadRows_data()
{
    QTest::addColumn<QByteArray>("rows"); // after the header "alternative,a,b,c"
    QTest::addColumn<QString>("where");   // line:column
    QTest::addColumn<QString>("fragment");
    QTest::newRow("empty level") << QByteArray("group,Cost//Run,,\n") << "2:7" << "has an empty level";
    QTest::newRow("leading slash") << QByteArray("group,/Cost,,\n") << "2:7" << "has an empty level";
    QTest::newRow("seven levels") << QByteArray("group,1/2/3/4/5/6/7,,\n") << "2:7" << "7 levels; groups nest at most 6";
    QTest::newRow("semicolon") << QByteArray("group,Cost;Run,,\n") << "2:7" << "contains \";\"";
    QTest::newRow("unknown group") << QByteArray("group,Cost,,\ngroup_weight,,Perf=1,\n") << "3:15" << "no group \"Perf\"";
    QTest::newRow("not a pair") << QByteArray("group,Cost,,\ngroup_weight,Cost 1,,\n") << "3:14" << "is not PATH=WEIGHT";
    QTest::newRow("negative") << QByteArray("group,Cost,,\ngroup_weight,Cost=-1,,\n") << "3:14" << "is negative";
    QTest::newRow("not a number") << QByteArray("group,Cost,,\ngroup_weight,Cost=lots,,\n") << "3:14" << "is not a number";
    QTest::newRow("no weight after =") << QByteArray("group,Cost,,\ngroup_weight,Cost=,,\n") << "3:14" << "has no weight after";
    QTest::newRow("twice") << QByteArray("group,Cost,,\ngroup_weight,Cost=1,,Cost=2\n") << "3:22" << "a second weight for group \"Cost\"";
    QTest::newRow("without group row") << QByteArray("group_weight,Cost=1,,\n") << "2:1" << "needs a \"group\" row";
    QTest::newRow("all-zero group weights") << QByteArray("group,X,Y,\ngroup_weight,X=0;Y=0,,\nweight,1,1,0\n") << "4:12"
                                            << "every weight at the top level is zero";
    QTest::newRow("all-zero in a group") << QByteArray("weight,0,0,1\ngroup,X,X,\n") << "2:8" << "every weight in group \"X\" is zero";
}

void TestValueTree::csvBadRows()
{
    QFETCH(QByteArray, rows);
    QFETCH(QString, where);
    QFETCH(QString, fragment);
    const LoadResult r = readCsvProject("alternative,a,b,c\n" + rows + "A,1,2,3\nB,3,2,1\n");
    QVERIFY(!r.project);
    QStringList got;
    bool found = false;
    for (const Message &m : r.messages) {
        got << QStringLiteral("%1:%2 %3").arg(m.line).arg(m.column).arg(m.text);
        found = found || (QStringLiteral("%1:%2").arg(m.line).arg(m.column) == where && m.text.contains(fragment));
    }
    QVERIFY2(found, qPrintable(QStringLiteral("expected %1 ...%2...; got\n%3").arg(where, fragment, got.join(u'\n'))));
}

// The breakdown by group: the hand tree's top level is G1 and G4, so each bar has two segments, G1's the sum of a–d's
// contributions (Z: 0.225 + 0.1125 = 0.3375) and G4's e's (Z: 0.15); the weights are the groups' (0.75, 0.25).
void TestValueTree::breakdownByGroup()
{
    const ProjectData p = handTree();
    const ChartInput input = makeChartInput(p, evaluateScenario(p));
    const BreakdownData flat = breakdownData(input);
    QCOMPARE(flat.criteria.size(), 5);
    const BreakdownData grouped = breakdownData(input, -1, true);
    QVERIFY(grouped.byGroup);
    QCOMPARE(grouped.criteria, (QStringList{QStringLiteral("G1"), QStringLiteral("G4")}));
    QCOMPARE(grouped.criterionIndex, (std::vector<int>{-1, -1}));
    QCOMPARE(grouped.weights[0], 0.75);
    QCOMPARE(grouped.weights[1], 0.25);
    const BreakdownBar &z = grouped.bars.front();
    QCOMPARE(z.name, QStringLiteral("Z"));
    QCOMPARE(z.contributions[0], 0.3375);
    QCOMPARE(z.contributions[1], 0.15);
    QCOMPARE(z.score, 0.4875);
    // A flat project has nothing to group: the breakdown is the criteria's.
    ProjectData flatProject = p;
    flatProject.groups.clear();
    for (Criterion &c : flatProject.criteria)
        c.group.clear();
    flatProject.profiles[0].groupWeights.clear();
    QCOMPARE(breakdownData(makeChartInput(flatProject, evaluateScenario(flatProject)), -1, true).criteria.size(), 5);

    // The CLI draws it with --by-group, and refuses the option for a file without groups.
    QTemporaryDir dir;
    const QString file = writeTemp(dir, QStringLiteral("tree.verdict"), writeProject(p));
    const QString png = dir.filePath(QStringLiteral("groups.png"));
    const test::CliRun run = test::runVerdict({QStringLiteral("export"), file, QStringLiteral("--chart"), QStringLiteral("breakdown"),
                                              QStringLiteral("--by-group"), QStringLiteral("--png"), png});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(QFileInfo(png).size() > 1000);
    const QString flatFile = writeTemp(dir, QStringLiteral("flat.verdict"), writeProject(flatProject));
    const test::CliRun refused = test::runVerdict({QStringLiteral("export"), flatFile, QStringLiteral("--chart"), QStringLiteral("breakdown"),
                                                  QStringLiteral("--by-group"), QStringLiteral("--png"), png});
    QCOMPARE(refused.exitCode, 2); // a usage error
    QVERIFY2(refused.err.contains(QStringLiteral("--by-group needs a value tree")), qPrintable(refused.err));
}

// Swing weighting on the sample (latency linear, as the brief's example has it): Performance efficiency's two
// swings in raw units; Latency rated 100 and GPU autoscaling 33⅓ gives 75 % : 25 % within the pillar, so Latency
// weighs 15 % of the whole. When AKS's latency drops to 38 ms the range the weight meant is no longer the range.
void TestValueTree::swingWeights()
{
    const LoadResult loaded = loadProjectFile(QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict"));
    QVERIFY(loaded.ok());
    ProjectData p = test::withLinearLatency(*loaded.project);
    const int perf = p.indexOfGroup(QStringLiteral("performance_efficiency"));
    const int latency = p.indexOfCriterion(QStringLiteral("latency"));
    const std::vector<Swing> swings = swingsOf(p, evaluateScenario(p).values, perf);
    QCOMPARE(int(swings.size()), 2);
    QCOMPARE(swings[0].text, QStringLiteral("Latency from 53 ms to 44 ms"));
    QCOMPARE(swings[1].text, QStringLiteral("GPU autoscaling from 1 to 5")); // its fixed 1–5 scale, not the values
    const std::vector<Swing> top = swingsOf(p, evaluateScenario(p).values, -1);
    QCOMPARE(top.size(), std::size_t(4));
    QCOMPARE(top[1].text, QStringLiteral("Cost optimisation from worst to best"));

    WeightProfile &active = p.profiles[std::size_t(p.activeProfile)];
    active = withSwingWeights(p, evaluateScenario(p).values, active, perf, {0, 1}, {100.0, 100.0 / 3.0});
    QCOMPARE(int(active.swing.size()), 2);
    QCOMPARE(active.swing[0].criterion, QStringLiteral("latency"));
    QCOMPARE(*active.swing[0].worst, 53.0);
    QCOMPARE(*active.swing[0].best, 44.0);
    const ValueTree::Weights w = ValueTree(p).weights(active);
    QCOMPARE(w.criterionLocal[std::size_t(latency)], 0.75);
    QVERIFY(std::abs(w.criterionGlobal[std::size_t(latency)] - 0.15) < 1e-12);
    QVERIFY(swingWarnings(p, evaluateScenario(p).values, active).isEmpty());

    const int aks = p.indexOfAlternative(QStringLiteral("aks_arc"));
    p.alternatives[std::size_t(aks)].attributes[QStringLiteral("latency_ms")] = 38.0;
    QCOMPARE(swingWarnings(p, evaluateScenario(p).values, p.active()),
             QStringList{QStringLiteral("Latency 15 % meant 53 → 44 ms; the range is now 53 → 38 ms.")});
    // A fixed scale, or a value function, keeps the meaning: no warning.
    ProjectData valued = p;
    valued.criteria[std::size_t(latency)].valueFunction = ValueFunction{{{40, 100}, {45, 80}, {50, 0}}, {}};
    QVERIFY(swingWarnings(valued, evaluateScenario(valued).values, valued.active()).isEmpty());
    // With the sample's value function, Latency's swing across the alternatives is worth 0 → 84 of its 100: rated
    // 100, it enters as 100 × 100 / 84 beside GPU autoscaling's 33⅓, so it gets 0.78125 of the pillar.
    ProjectData sample = *loaded.project;
    const std::vector<Swing> valuedSwings = swingsOf(sample, evaluateScenario(sample).values, perf);
    QCOMPARE(valuedSwings[0].text, QStringLiteral("Latency from 53 ms to 44 ms (worth 0 → 84)"));
    const WeightProfile valuedProfile = withSwingWeights(sample, evaluateScenario(sample).values, sample.active(), perf, {0, 1}, {100.0, 100.0 / 3.0});
    QVERIFY(std::abs(ValueTree(sample).weights(valuedProfile).criterionLocal[std::size_t(latency)] - 0.78125) < 1e-12);
    QCOMPARE(valuedProfile.swing.front().rating, 100.0);
    // Weights set another way afterwards drop the node's ratings, and only that node's.
    const WeightProfile dropped = withoutSwingRatings(sample, valuedProfile, perf);
    QVERIFY(dropped.swing.empty());
    QCOMPARE(int(withoutSwingRatings(sample, valuedProfile, -1).swing.size()), 2);
    // Rating the node again replaces its ratings; another node's stay.
    WeightProfile again = withSwingWeights(p, evaluateScenario(p).values, p.active(), -1, {0, 1, 2, 3}, {100, 50, 50, 25});
    QCOMPARE(int(again.swing.size()), 6);
    again = withSwingWeights(p, evaluateScenario(p).values, again, perf, {1, 0}, {100, 50});
    QCOMPARE(int(again.swing.size()), 6);
    QCOMPARE(again.swing.back().criterion, QStringLiteral("latency"));
    QCOMPARE(again.swing.back().rating, 50.0);
}

void TestValueTree::swingRatingsInTheFile()
{
    ProjectData p = handTree();
    p.profiles[0].swing = {SwingRating{QStringLiteral("c2"), {}, 100.0, 0.0, 10.0}, SwingRating{QStringLiteral("c3"), {}, 40.0, 0.0, 10.0},
                           SwingRating{{}, QStringLiteral("g4"), 70.0, std::nullopt, std::nullopt}};
    const QByteArray bytes = writeProject(p);
    const LoadResult r = readProject(bytes);
    QVERIFY2(r.ok(), r.messages.empty() ? "" : qPrintable(r.messages.front().text));
    QVERIFY(r.project->profiles[0].swing == p.profiles[0].swing);
    QCOMPARE(writeProject(*r.project), bytes);
    // Bad ratings are refused at their pointer.
    struct Bad
    {
        SwingRating rating;
        const char *pointer;
        const char *fragment;
    };
    const Bad bad[] = {{{QStringLiteral("c2"), {}, 120.0, {}, {}}, "/profiles/0/swing/0/rating", "rating 120 is outside 0–100"},
                       {{QStringLiteral("zz"), {}, 50.0, {}, {}}, "/profiles/0/swing/0/criterion", "no criterion with id \"zz\""},
                       {{{}, QStringLiteral("zz"), 50.0, {}, {}}, "/profiles/0/swing/0/group", "no group with id \"zz\""},
                       {{QStringLiteral("c2"), QStringLiteral("g4"), 50.0, {}, {}}, "/profiles/0/swing/0", "either a \"criterion\" or a \"group\""}};
    for (const Bad &b : bad) {
        ProjectData q = handTree();
        q.profiles[0].swing = {b.rating};
        const Messages m = validateProject(q);
        const bool found = std::any_of(m.begin(), m.end(), [&](const Message &x) {
            return x.pointer == QLatin1String(b.pointer) && x.text.contains(QString::fromUtf8(b.fragment));
        });
        QVERIFY2(found, b.pointer);
    }
    ProjectData twice = handTree();
    twice.profiles[0].swing = {SwingRating{QStringLiteral("c2"), {}, 100.0, {}, {}}, SwingRating{QStringLiteral("c2"), {}, 40.0, {}, {}}};
    const Messages m = validateProject(twice);
    QVERIFY(std::any_of(m.begin(), m.end(), [](const Message &x) { return x.pointer == QLatin1String("/profiles/0/swing/1") && x.text.contains(QStringLiteral("rated twice")); }));
    // Removing a criterion forgets its rating with it (and the undo puts it back).
    ProjectData gone = p;
    const CriterionReferences refs = forgetCriterionReferences(gone, QStringLiteral("c2"));
    QCOMPARE(int(gone.profiles[0].swing.size()), 2);
    restoreCriterionReferences(gone, refs);
    QVERIFY(gone.profiles[0].swing == p.profiles[0].swing);
}

void TestValueTree::cliShowsTheTree()
{
    QTemporaryDir dir;
    const QString file = writeTemp(dir, QStringLiteral("tree.verdict"), writeProject(handTree()));
    const test::CliRun show = test::runVerdict({QStringLiteral("show"), file});
    QCOMPARE(show.exitCode, 0);
    QVERIFY2(show.out.contains(QStringLiteral("Value tree")), qPrintable(show.out));
    QVERIFY2(show.out.contains(QRegularExpression(QStringLiteral("\n {8}G3 +50 % +18\\.8 %"))), qPrintable(show.out));
    QVERIFY2(show.out.contains(QRegularExpression(QStringLiteral("\n {10}d +75 % +14\\.1 %"))), qPrintable(show.out));

    const test::CliRun json = test::runVerdict({QStringLiteral("sensitivity"), file, QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    const QJsonArray groups = o.value(QStringLiteral("groups")).toArray();
    QCOMPARE(groups.size(), 4);
    bool sawG2 = false;
    for (const QJsonValue &v : groups) {
        const QJsonObject g = v.toObject();
        if (g.value(QStringLiteral("group")).toString() != QLatin1String("G1/G2"))
            continue;
        sawG2 = true;
        const QJsonArray interval = g.value(QStringLiteral("top_interval")).toArray();
        QVERIFY(std::abs(interval[0].toDouble() - 2.0 / 7.0) < 1e-12);
        QVERIFY(std::abs(interval[1].toDouble() - 20.0 / 39.0) < 1e-12);
        QCOMPARE(g.value(QStringLiteral("above")).toString(), QStringLiteral("Y"));
    }
    QVERIFY(sawG2);
}

void TestValueTree::cliRefusesABadTree()
{
    QTemporaryDir dir;
    ProjectData p = handTree();
    p.groups[0].parent = QStringLiteral("g3"); // g1 → g3 → g2 → g1
    QByteArray bytes = writeProject(p);
    const QString file = writeTemp(dir, QStringLiteral("cycle.verdict"), bytes);
    const test::CliRun run = test::runVerdict({QStringLiteral("rank"), file});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("/groups/0/parent")) && run.err.contains(QStringLiteral("inside itself: g1 → g3 → g2 → g1")),
             qPrintable(run.err));
    // A matrix at the top level comparing criteria that sit in groups is refused, located, before anything runs.
    ProjectData judged = handTree();
    judged.profiles[0].ahp = AhpJudgments{{QStringLiteral("c0"), QStringLiteral("c1")}, {{1.0, 3.0}, {1.0 / 3.0, 1.0}}};
    const QString ahpFile = writeTemp(dir, QStringLiteral("ahp.verdict"), writeProject(judged));
    const test::CliRun ahp = test::runVerdict({QStringLiteral("ahp"), ahpFile, QStringLiteral("--apply"), QStringLiteral("-o"),
                                              dir.filePath(QStringLiteral("out.verdict"))});
    QCOMPARE(ahp.exitCode, 1);
    QVERIFY2(ahp.err.contains(QStringLiteral("/profiles/0/ahp/criteria/0: criterion \"a\" is not directly at the top level")),
             qPrintable(ahp.err));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("out.verdict"))));
    const QString csv = writeTemp(dir, QStringLiteral("bad.csv"), "alternative,a,b\nweight,1,1\ngroup,X//Y,\nA,1,2\nB,2,1\n");
    const test::CliRun csvRun = test::runVerdict({QStringLiteral("rank"), csv});
    QCOMPARE(csvRun.exitCode, 1);
    QVERIFY2(csvRun.err.contains(QStringLiteral(":3:7:")) && csvRun.err.contains(QStringLiteral("empty level")), qPrintable(csvRun.err));
}

// AHP per node of the hand-worked tree. The top level compares G1 with G4 (3 : 1 -> 75 % : 25 %), G2 compares b with
// G3 (1 : 3 -> 25 % : 75 %), G3 compares c with d (1 : 4 -> 20 % : 80 %); a and G2 keep 1 : 1 within G1. Global
// weights: a 0.75 · 0.5 = 0.375, b 0.75 · 0.5 · 0.25 = 0.09375, c 0.75 · 0.5 · 0.75 · 0.2 = 0.05625,
// d 0.75 · 0.5 · 0.75 · 0.8 = 0.225, e 0.25 (sum 1).
namespace {
ProjectData judgedTree()
{
    ProjectData p = handTree();
    WeightProfile &w = p.profiles[0];
    w.ahp = AhpJudgments{{ahpGroupItem(QStringLiteral("g1")), ahpGroupItem(QStringLiteral("g4"))}, {{1.0, 3.0}, {1.0 / 3.0, 1.0}}};
    w.groupAhp[QStringLiteral("g2")] = AhpJudgments{{QStringLiteral("c1"), ahpGroupItem(QStringLiteral("g3"))}, {{1.0, 1.0 / 3.0}, {3.0, 1.0}}};
    w.groupAhp[QStringLiteral("g3")] = AhpJudgments{{QStringLiteral("c2"), QStringLiteral("c3")}, {{1.0, 0.25}, {4.0, 1.0}}};
    return p;
}
} // namespace

void TestValueTree::ahpPerNodeByHand()
{
    ProjectData p = judgedTree();
    QVERIFY(validateProject(p).empty());
    for (const int group : {-1, p.indexOfGroup(QStringLiteral("g2")), p.indexOfGroup(QStringLiteral("g3"))}) {
        Messages messages;
        const std::optional<ProfileAhp> ahp = profileAhpWeights(p, 0, AhpMethod::Eigen, messages, group);
        QVERIFY2(ahp, messages.empty() ? "" : qPrintable(messages.front().text));
        QVERIFY(messages.empty());
        QCOMPARE(ahp->group, group);
        QVERIFY(ahp->result.cr < 1e-9); // 2 × 2 matrices are always consistent
        QVERIFY(applyProfileAhp(p, *ahp));
    }
    const WeightProfile &w = p.profiles[0];
    QVERIFY(std::abs(w.groupWeights.at(QStringLiteral("g1")) - 75.0) < 1e-9);
    QVERIFY(std::abs(w.groupWeights.at(QStringLiteral("g4")) - 25.0) < 1e-9);
    QVERIFY(std::abs(w.groupWeights.at(QStringLiteral("g3")) - 75.0) < 1e-9);
    QCOMPARE(w.groupWeights.at(QStringLiteral("g2")), 1.0); // G1's own children were not compared: as entered
    QVERIFY(std::abs(w.weights[1] - 25.0) < 1e-9);
    QVERIFY(std::abs(w.weights[2] - 20.0) < 1e-9);
    QVERIFY(std::abs(w.weights[3] - 80.0) < 1e-9);
    QCOMPARE(w.weights[0], 1.0);
    const std::vector<double> global = p.normalizedWeights();
    const double expected[] = {0.375, 0.09375, 0.05625, 0.225, 0.25};
    for (int c = 0; c < 5; ++c)
        QVERIFY2(std::abs(global[std::size_t(c)] - expected[c]) < 1e-12, qPrintable(QString::number(global[std::size_t(c)], 'g', 17)));
    QVERIFY(w.ahp && w.groupAhp.size() == 2); // the judgments stay, for revision

    // A node's child left out of its matrix gets 0, with a warning naming it.
    ProjectData partial = handTree();
    partial.groups.push_back({QStringLiteral("g5"), QStringLiteral("G5"), {}, {}});
    partial.profiles[0].ahp = judgedTree().profiles[0].ahp;
    Messages messages;
    const std::optional<ProfileAhp> ahp = profileAhpWeights(partial, 0, AhpMethod::Eigen, messages);
    QVERIFY(ahp);
    QCOMPARE(ahp->leftOut, QStringList{ahpGroupItem(QStringLiteral("g5"))});
    QCOMPARE(ahp->groupWeights.at(QStringLiteral("g5")), 0.0);
    QCOMPARE(messages.size(), std::size_t(1));
    QCOMPARE(messages.front().severity, Severity::Warning);

    // The file keeps every node's judgments, byte for byte.
    const QByteArray bytes = writeProject(judgedTree());
    QVERIFY(bytes.contains("\"ahp_groups\""));
    QVERIFY(bytes.contains("\"group:g1\""));
    const LoadResult r = readProject(bytes);
    QVERIFY2(r.project, r.messages.empty() ? "" : qPrintable(r.messages.front().text));
    QVERIFY(r.project->profiles[0] == judgedTree().profiles[0]);
    QCOMPARE(writeProject(*r.project), bytes);
}

void TestValueTree::ahpPerNodeRefusesStrayItems_data()
{
    QTest::addColumn<QString>("node"); // empty: the top level
    QTest::addColumn<QStringList>("items");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("text");
    QTest::newRow("criterion in a group, at the top") << QString() << QStringList{QStringLiteral("c0"), ahpGroupItem(QStringLiteral("g4"))}
                                                       << QStringLiteral("/profiles/0/ahp/criteria/0")
                                                       << QStringLiteral("criterion \"a\" is not directly at the top level");
    QTest::newRow("grandchild group") << QStringLiteral("g1") << QStringList{QStringLiteral("c0"), ahpGroupItem(QStringLiteral("g3"))}
                                      << QStringLiteral("/profiles/0/ahp_groups/g1/criteria/1")
                                      << QStringLiteral("group \"G3\" is not directly inside group \"G1\"");
    QTest::newRow("unknown group item") << QStringLiteral("g3") << QStringList{QStringLiteral("c2"), ahpGroupItem(QStringLiteral("zz"))}
                                        << QStringLiteral("/profiles/0/ahp_groups/g3/criteria/1")
                                        << QStringLiteral("no group has the id \"zz\"");
    QTest::newRow("unknown node") << QStringLiteral("nope") << QStringList{QStringLiteral("c2"), QStringLiteral("c3")}
                                  << QStringLiteral("/profiles/0/ahp_groups/nope") << QStringLiteral("no group with id \"nope\"");
    QTest::newRow("listed twice") << QStringLiteral("g3") << QStringList{QStringLiteral("c2"), QStringLiteral("c2")}
                                  << QStringLiteral("/profiles/0/ahp_groups/g3/criteria/1") << QStringLiteral("\"c2\" is listed twice");
    QTest::newRow("one item") << QStringLiteral("g3") << QStringList{QStringLiteral("c2")}
                              << QStringLiteral("/profiles/0/ahp_groups/g3/criteria")
                              << QStringLiteral("an AHP comparison needs at least 2 items");
}

// Each stray item is refused by the file's validator, located, and `verdict rank` exits 1 on it.
void TestValueTree::ahpPerNodeRefusesStrayItems()
{
    QFETCH(QString, node);
    QFETCH(QStringList, items);
    QFETCH(QString, pointer);
    QFETCH(QString, text);
    ProjectData p = handTree();
    const std::size_t n = std::size_t(items.size());
    AhpJudgments j{items, std::vector<std::vector<double>>(n, std::vector<double>(n, 1.0))};
    if (node.isEmpty())
        p.profiles[0].ahp = j;
    else
        p.profiles[0].groupAhp[node] = j;
    const Messages messages = validateProject(p);
    bool found = false;
    for (const Message &m : messages)
        found = found || (m.pointer == pointer && m.text == text);
    QVERIFY2(found, messages.empty() ? "no message" : qPrintable(messages.front().pointer + QStringLiteral(": ") + messages.front().text));
    QTemporaryDir dir;
    const test::CliRun run = test::runVerdict({QStringLiteral("rank"), writeTemp(dir, QStringLiteral("bad.verdict"), writeProject(p))});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(pointer + QStringLiteral(": ") + text), qPrintable(run.err));
}

// When criteria move or groups go, the matrices keep only their node's children (pruneAhp), and a criterion
// removed leaves every matrix.
void TestValueTree::ahpPerNodeFollowsTheTree()
{
    ProjectData p = judgedTree();
    WeightProfile w = p.profiles[0];
    QVERIFY(!pruneAhp(p, w)); // in step already

    p.criteria[2].group = QStringLiteral("g4"); // c leaves G3: G3's matrix keeps d alone, and goes
    QVERIFY(pruneAhp(p, w));
    QVERIFY(!w.groupAhp.count(QStringLiteral("g3")));
    QVERIFY(w.groupAhp.count(QStringLiteral("g2")) && w.ahp);
    p.profiles[0] = w;
    QVERIFY(validateProject(p).empty());

    // G2 goes, its children moving up into G1: its matrix goes, and G1's own (none) and the top level's stay.
    ProjectData q = judgedTree();
    q.groups.erase(q.groups.begin() + 1);
    q.groups[1].parent = QStringLiteral("g1");
    q.criteria[1].group = QStringLiteral("g1");
    WeightProfile v = q.profiles[0];
    QVERIFY(pruneAhp(q, v));
    QVERIFY(!v.groupAhp.count(QStringLiteral("g2")));
    QVERIFY(v.groupAhp.count(QStringLiteral("g3")));
    QCOMPARE(v.ahp->criteria.size(), 2);
    v.groupWeights.erase(QStringLiteral("g2")); // as Document::removeGroup does
    q.profiles[0] = v;
    const Messages left = validateProject(q);
    QVERIFY2(left.empty(), left.empty() ? "" : qPrintable(left.front().pointer + QStringLiteral(": ") + left.front().text));

    // Removing d leaves G3's matrix with c alone: it goes; restoring brings it back whole.
    ProjectData r = judgedTree();
    const CriterionReferences refs = forgetCriterionReferences(r, QStringLiteral("c3"));
    QVERIFY(!r.profiles[0].groupAhp.count(QStringLiteral("g3")));
    restoreCriterionReferences(r, refs);
    QVERIFY(r.profiles[0] == judgedTree().profiles[0]);
}

// `verdict ahp PROJECT --group PATH`: one node's matrix; --apply sets the weights within it.
void TestValueTree::cliAhpPerNode()
{
    QTemporaryDir dir;
    const QString file = writeTemp(dir, QStringLiteral("judged.verdict"), writeProject(judgedTree()));
    const test::CliRun json = test::runVerdict({QStringLiteral("ahp"), file, QStringLiteral("--group"), QStringLiteral("G1/G2"),
                                                QStringLiteral("--json")});
    QCOMPARE(json.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("group")).toString(), QStringLiteral("G1/G2"));
    const QJsonObject weights = o.value(QStringLiteral("weights")).toObject();
    QVERIFY(std::abs(weights.value(QStringLiteral("b")).toDouble() - 0.25) < 1e-9);
    QVERIFY(std::abs(weights.value(QStringLiteral("G3")).toDouble() - 0.75) < 1e-9);
    QVERIFY(std::abs(o.value(QStringLiteral("profile_weights")).toObject().value(QStringLiteral("G3")).toDouble() - 75.0) < 1e-9);

    const test::CliRun top = test::runVerdict({QStringLiteral("ahp"), file});
    QCOMPARE(top.exitCode, 0);
    QVERIFY2(top.out.contains(QRegularExpression(QStringLiteral("0\\.7500 +G1\\n"))), qPrintable(top.out));

    const QString out = dir.filePath(QStringLiteral("out.verdict"));
    const test::CliRun apply = test::runVerdict({QStringLiteral("ahp"), file, QStringLiteral("--group"), QStringLiteral("G1/G2/G3"),
                                                 QStringLiteral("--apply"), QStringLiteral("-o"), out});
    QCOMPARE(apply.exitCode, 0);
    const LoadResult r = loadProjectFile(out);
    QVERIFY(r.project);
    QVERIFY(std::abs(r.project->profiles[0].weights[3] - 80.0) < 1e-9);
    QCOMPARE(r.project->profiles[0].groupWeights, judgedTree().profiles[0].groupWeights); // only G3's children changed

    const test::CliRun bad = test::runVerdict({QStringLiteral("ahp"), file, QStringLiteral("--group"), QStringLiteral("G1/nope")});
    QCOMPARE(bad.exitCode, 2);
    QVERIFY2(bad.err.contains(QStringLiteral("no group at the path 'G1/nope'")), qPrintable(bad.err));
    // G4 has no matrix: said, located, exit 1.
    const test::CliRun none = test::runVerdict({QStringLiteral("ahp"), file, QStringLiteral("--group"), QStringLiteral("G4")});
    QCOMPARE(none.exitCode, 1);
    QVERIFY2(none.err.contains(QStringLiteral("/profiles/0/ahp_groups/g4")), qPrintable(none.err));
}

QTEST_GUILESS_MAIN(TestValueTree)
#include "tst_valuetree.moc"
