// The document layer: every undo command applied, undone and redone; merging; "modified" from the stack;
// and a property test of random edit sequences that must undo back to the original project exactly.
#include "document/clipboard.h"
#include "document/document.h"
#include "testprojects.h"

#include <QSignalSpy>
#include <QTest>

#include <numeric>
#include <random>

using namespace verdict;

class TestDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void newCriteriaTakeAnEqualShare();
    void projectSignalsAreSpecific();
    void criterionEditsKeepWeightsAligned();
    void projectReferenceSignals();
    void cellEditsMerge();
    void mergeBackToOriginalIsDropped();
    void noOpEditsPushNothing();
    void modifiedFollowsTheStack();
    void removeCriterionRestoresNotes();
    void removeAlternativeRestoresBaseline();
    void profilesKeepActive();
    void weightDragMerges();
    void commands_data();
    void commands();
    void pastePlans_data();
    void pastePlans();
    void pasteIsOneStep();
    void pasteTableIntoEmptyProject();
    void copyGuardsText();
    void copyPasteRoundTrip();
    void randomEditsUndoExactly_data();
    void randomEditsUndoExactly();
};

// A new criterion takes an equal share, the others keep their proportions, and the weights add up to 100 %:
// from an empty project four criteria weigh 25 % each, never 0 %. Each addition is one undo step.
void TestDocument::newCriteriaTakeAnEqualShare()
{
    Document doc;
    for (int i = 0; i < 4; ++i) {
        doc.insertCriterion(i, Criterion{});
        const std::vector<double> w = doc.data().profiles[0].weights;
        QCOMPARE(int(w.size()), i + 1);
        for (double x : w)
            QVERIFY2(std::abs(x - 100.0 / double(i + 1)) < 1e-9, qPrintable(QString::number(x)));
    }
    QCOMPARE(doc.undoStack()->count(), 4);
    const std::vector<double> normalized = doc.data().normalizedWeights(0);
    QCOMPARE(std::accumulate(normalized.begin(), normalized.end(), 0.0), 1.0);

    // 30 / 20 / 50 and a fourth: it gets a quarter, the others three quarters of what they had.
    ProjectData p = makeEmptyProject();
    for (const char *id : {"a", "b", "c"}) {
        Criterion c;
        c.id = QString::fromLatin1(id);
        c.name = c.id;
        p.criteria.push_back(c);
    }
    p.values = SharedMatrix(0, 3);
    p.profiles[0].weights = {30, 20, 50};
    WeightProfile zero{QStringLiteral("All zero"), {}, {0, 0, 0}, {}, {}, {}, {}, {}, {}, {}, {}};
    p.profiles.push_back(zero);
    Document three(p);
    three.insertCriterion(1, Criterion{});
    QCOMPARE(three.undoStack()->count(), 1);
    const std::vector<double> w = three.data().profiles[0].weights;
    QCOMPARE(w, (std::vector<double>{22.5, 25.0, 15.0, 37.5}));
    QCOMPARE(three.data().profiles[1].weights, (std::vector<double>{25.0, 25.0, 25.0, 25.0}));
    three.undoStack()->undo();
    QVERIFY(three.data() == p);
}

// The Project's signals say what changed: one specific signal and one changed() per mutation.
void TestDocument::projectSignalsAreSpecific()
{
    Document document;
    Project &project = *document.project();
    QSignalSpy changed(&project, &Project::changed);
    QSignalSpy inserted(&project, &Project::criterionInserted);
    QSignalSpy value(&project, &Project::valueChanged);
    Criterion c;
    c.id = QStringLiteral("tco");
    c.name = QStringLiteral("TCO");
    document.applyInsertCriterion(0, c, {}, {20});
    QCOMPARE(inserted.count(), 1);
    Alternative a;
    a.id = QStringLiteral("ecs");
    document.applyInsertAlternative(0, a, {3.5});
    QVERIFY(document.setValue(0, 0, 4.0));
    QCOMPARE(value.count(), 1);
    QCOMPARE(value.at(0).at(0).toInt(), 0);
    QCOMPARE(changed.count(), 3);
    QCOMPARE(project.data().values.at(0, 0), 4.0);
    QCOMPARE(project.data().profiles.at(0).weights, std::vector<double>{20});
}

void TestDocument::criterionEditsKeepWeightsAligned()
{
    Document document;
    Project &project = *document.project();
    document.applyInsertProfile(1, WeightProfile{QStringLiteral("Finance"), {}, {}, {}, {}, {}, {}, {}, {}, {}, {}});
    for (int i = 0; i < 3; ++i) {
        Criterion c;
        c.id = QStringLiteral("c%1").arg(i);
        document.applyInsertCriterion(i, c, {}, {double(i + 1), double(10 * (i + 1))});
    }
    document.applyMoveCriterion(0, 2);
    QCOMPARE(project.data().profiles[0].weights, (std::vector<double>{2, 3, 1}));
    QCOMPARE(project.data().profiles[1].weights, (std::vector<double>{20, 30, 10}));
    document.applyRemoveCriterion(1);
    QCOMPARE(project.data().profiles[1].weights, (std::vector<double>{20, 10}));
    QCOMPARE(project.data().normalizedWeights(1), (std::vector<double>{20.0 / 30.0, 10.0 / 30.0}));
}

// The Project's reference wrappers, through the Document's one door, say what changed, once.
void TestDocument::projectReferenceSignals()
{
    ProjectData d = makeEmptyProject();
    Alternative a;
    a.id = QStringLiteral("ecs");
    d.alternatives = {a};
    d.values = SharedMatrix(1, 0);
    d.baseline = QStringLiteral("ecs");
    Document document(d);
    Project &project = *document.project();
    QSignalSpy changed(&project, &Project::changed);
    QSignalSpy scenario(&project, &Project::scenarioChanged);
    QSignalSpy terms(&project, &Project::termMapChanged);
    const AlternativeReferences refs = document.applyForgetAlternativeReferences(0);
    QVERIFY(refs.baseline);
    QCOMPARE(scenario.count(), 1);
    QCOMPARE(terms.count(), 0);
    QCOMPARE(changed.count(), 1);
    document.applyRestoreAlternativeReferences(0, refs);
    QCOMPARE(project.data().baseline, QStringLiteral("ecs"));
    QCOMPARE(changed.count(), 2);
    document.applyForgetAlternativeReferences(0);
    document.applyForgetAlternativeReferences(0); // nothing left to forget: no signal
    QCOMPARE(changed.count(), 3);
}

void TestDocument::cellEditsMerge()
{
    Document doc(test::smallProject());
    doc.setValue(0, 0, 1);
    doc.setValue(0, 0, 2);
    doc.setValue(0, 0, 3);
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.setValue(1, 0, 3); // another cell: a new step
    QCOMPARE(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QCOMPARE(doc.data().values.at(0, 0), 100.0);
}

void TestDocument::mergeBackToOriginalIsDropped()
{
    Document doc(test::smallProject());
    doc.setValue(0, 0, 1);
    doc.setValue(0, 0, 100);
    QCOMPARE(doc.undoStack()->count(), 0);
    QVERIFY(!doc.isModified());
}

void TestDocument::noOpEditsPushNothing()
{
    Document doc(test::smallProject());
    QVERIFY(!doc.setValue(0, 0, 100));
    QVERIFY(!doc.setProvenance(0, 0, QStringLiteral("price list")));
    QVERIFY(!doc.setActiveProfile(0));
    QVERIFY(!doc.setWeights(0, {50, 30, 20}));
    QVERIFY(!doc.setValue(9, 0, 1)); // out of range
    QCOMPARE(doc.undoStack()->count(), 0);
}

void TestDocument::modifiedFollowsTheStack()
{
    Document doc(test::smallProject());
    QSignalSpy spy(&doc, &Document::modifiedChanged);
    QVERIFY(!doc.isModified());
    doc.setValue(0, 0, 5);
    QVERIFY(doc.isModified());
    doc.markSaved();
    QVERIFY(!doc.isModified());
    doc.undoStack()->undo();
    QVERIFY(doc.isModified());
    doc.undoStack()->redo();
    QVERIFY(!doc.isModified());
    QCOMPARE(spy.count(), 4);
}

void TestDocument::removeCriterionRestoresNotes()
{
    const ProjectData original = test::smallProject();
    Document doc(original);
    doc.removeCriterion(1); // speed: mentioned by profile 2's ordinal ranking
    QCOMPARE(doc.data().criterionCount(), 2);
    QVERIFY(!doc.data().profiles[1].ordinal.contains(QStringLiteral("speed")));
    doc.removeCriterion(0); // cost: has a provenance note on Alpha
    QVERIFY(doc.data().alternatives[0].provenance.empty());
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QVERIFY(doc.data() == original);
}

void TestDocument::removeAlternativeRestoresBaseline()
{
    ProjectData original = test::smallProject();
    original.baseline = QStringLiteral("b");
    TermRow row;
    row.conceptName = QStringLiteral("worker group");
    row.terms = {{QStringLiteral("a"), QStringLiteral("pool")}, {QStringLiteral("b"), QStringLiteral("group")}};
    original.termMap.push_back(row);
    Document doc(original);
    doc.removeAlternative(1);
    QVERIFY(doc.data().baseline.isEmpty());
    QCOMPARE(doc.data().termMap[0].terms.size(), std::size_t(1));
    doc.undoStack()->undo();
    QVERIFY(doc.data() == original);
}

void TestDocument::profilesKeepActive()
{
    const ProjectData original = test::smallProject();
    Document doc(original);
    doc.setActiveProfile(1);
    WeightProfile p;
    p.name = QStringLiteral("New");
    doc.insertProfile(0, p);
    QCOMPARE(doc.data().active().name, QStringLiteral("Speed first"));
    doc.removeProfile(2);
    QCOMPARE(doc.data().profiles.size(), std::size_t(2));
    doc.removeProfile(0);
    doc.removeProfile(0); // the last profile is never removed
    QCOMPARE(doc.data().profiles.size(), std::size_t(1));
    while (doc.undoStack()->canUndo())
        doc.undoStack()->undo();
    QVERIFY(doc.data() == original);
}

void TestDocument::weightDragMerges()
{
    Document doc(test::smallProject());
    doc.setWeights(0, {40, 35, 25}, 7);
    doc.setWeights(0, {30, 40, 30}, 7);
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.setWeights(0, {20, 40, 40}, 8); // a new drag
    QCOMPARE(doc.undoStack()->count(), 2);
    doc.setWeights(0, {25, 40, 35}); // typed: never merges
    doc.setWeights(0, {26, 40, 34});
    QCOMPARE(doc.undoStack()->count(), 4);
}

// Each command: redo changes the project, undo restores it exactly, redo reproduces the same result.
void TestDocument::commands_data()
{
    QTest::addColumn<int>("which");
    const char *names[] = {"setValue",        "setValue missing", "setProvenance",   "setUncertainty",
                           "setAlternative",  "setCriterion",     "insertAlternative", "removeAlternative",
                           "moveAlternative", "insertCriterion",  "removeCriterion", "moveCriterion",
                           "setWeights",      "insertProfile",    "removeProfile",   "setProfile",
                           "setActiveProfile", "setParameters",   "setAttributes",   "setBaseline",
                           "setTermMap",      "setMetadata",      "setAnalysisSettings",
                           "insertAttribute", "removeAttribute",  "setAttributeValue", "setAttributeProvenance",
                           "setConstraints",  "setRules",         "setChecks",       "setAhpProfile",
                           "setChartSettings"};
    for (int i = 0; i < int(std::size(names)); ++i)
        QTest::newRow(names[i]) << i;
}

void TestDocument::commands()
{
    QFETCH(int, which);
    const ProjectData original = test::scenarioProject();
    Document doc(original);
    switch (which) {
    case 0: doc.setValue(1, 2, 4.5); break;
    case 1: doc.setValue(1, 2, kMissing); break;
    case 2: doc.setProvenance(2, 0, QStringLiteral("vendor quote")); break;
    case 3: doc.setUncertainty(0, 1, Uncertainty{UncertaintyKind::Interval, 15, 0, 25, 0, 0}); break;
    case 4: {
        Alternative a = original.alternatives[2];
        a.name = QStringLiteral("Gamma 2");
        doc.setAlternative(2, a);
        break;
    }
    case 5: {
        Criterion c = original.criteria[1];
        c.direction = Direction::Max;
        doc.setCriterion(1, c, Project::CriterionProperty::Direction);
        break;
    }
    case 6: doc.insertAlternative(2, QStringLiteral("Epsilon"), {1, 2, 3}); break;
    case 7: doc.removeAlternative(0); break;
    case 8: doc.moveAlternative(0, 3); break;
    case 9: {
        Criterion c;
        c.name = QStringLiteral("Risk");
        doc.insertCriterion(1, c, {1, 2, 3, 4}, {10, 20});
        break;
    }
    case 10: doc.removeCriterion(2); break;
    case 11: doc.moveCriterion(2, 0); break;
    case 12: doc.setWeights(1, {1, 2, 3}); break;
    case 13: doc.insertProfile(1, WeightProfile{QStringLiteral("Finance"), {}, {90, 5, 5}, {}, {}, {}, {}, {}, {}, {}, {}}); break;
    case 14: doc.removeProfile(0); break;
    case 15: {
        WeightProfile p = original.profiles[1];
        p.name = QStringLiteral("Renamed");
        doc.setProfile(1, p, QStringLiteral("rename"));
        break;
    }
    case 16: doc.setActiveProfile(1); break;
    case 17: doc.setParameters({Parameter{QStringLiteral("sla"), QStringLiteral("SLA"), 50, QStringLiteral("ms"), {}, {}}}); break;
    case 18: doc.setAttributes({AttributeDef{QStringLiteral("price"), QStringLiteral("Price"), QStringLiteral("$"), {}}}); break;
    case 19: doc.setBaseline(QStringLiteral("a")); break;
    case 20: doc.setTermMap({TermRow{QStringLiteral("pod"), {{QStringLiteral("a"), QStringLiteral("task")}}, QStringLiteral("the unit that runs")}}); break;
    case 21: {
        Metadata m = original.metadata;
        m.title = QStringLiteral("Title");
        doc.setMetadata(m);
        break;
    }
    case 22: {
        AnalysisSettings s = original.analysis;
        s.normalization = Normalization::Vector;
        doc.setAnalysisSettings(s);
        break;
    }
    case 23: doc.insertAttribute(0, AttributeDef{{}, QStringLiteral("Idle"), QStringLiteral("fraction"), {}}); break;
    case 24: // the values and notes on alternatives go with it, in the same step
        doc.removeAttribute(0);
        QVERIFY(doc.data().alternatives[0].attributes.empty());
        QVERIFY(doc.data().alternatives[0].attributeProvenance.empty());
        break;
    case 25: doc.setAttributeValue(1, QStringLiteral("price"), 0.7); break;
    case 26: doc.setAttributeProvenance(2, QStringLiteral("price"), QStringLiteral("quote")); break;
    case 27: doc.setConstraints({Constraint{QStringLiteral("cost <= 100"), QStringLiteral("ceiling")}}); break;
    case 28:
        doc.setRules({DecisionRule{QStringLiteral("budget < 10"), QStringLiteral("Default"), QStringLiteral("Speed first"), {}}});
        break;
    case 29: doc.setChecks({NamedCheck{QStringLiteral("x"), QStringLiteral("X"), QStringLiteral("1+1"), 2.0, {}, {}}}); break;
    case 30: {
        WeightProfile p = original.profiles[0];
        p.ahp = AhpJudgments{original.criterionIds(), {{1, 3, 5}, {1.0 / 3, 1, 2}, {0.2, 0.5, 1}}};
        p.weights = {64, 23, 13};
        doc.setProfile(0, p, QStringLiteral("AHP"));
        break;
    }
    case 31: {
        ChartSettings c = original.charts;
        c.tradeoffX = QStringLiteral("price");
        c.attributeDirections[QStringLiteral("price")] = Direction::Max;
        doc.setChartSettings(c);
        QVERIFY(!doc.setChartSettings(c)); // the same settings again: no second step
        break;
    }
    }
    QCOMPARE(doc.undoStack()->count(), 1);
    const ProjectData edited = doc.data();
    QVERIFY(!(edited == original));
    doc.undoStack()->undo();
    QVERIFY(doc.data() == original);
    doc.undoStack()->redo();
    QVERIFY(doc.data() == edited);
}

void TestDocument::pastePlans_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("expected"); // "r,c=v;..." or "error:SUBSTRING"
    QTest::addColumn<QString>("note");

    QTest::newRow("one number") << QByteArray("42") << 0 << 0 << QStringLiteral("0,0=42") << QStringLiteral("");
    QTest::newRow("block") << QByteArray("1\t2\n3\t4\n") << 1 << 1 << QStringLiteral("1,1=1;1,2=2;2,1=3;2,2=4") << QStringLiteral("");
    QTest::newRow("crlf and empty cell") << QByteArray("1\t\r\n3\t4\r\n") << 2 << 1 << QStringLiteral("2,1=1;2,2=nan;3,1=3;3,2=4") << QStringLiteral("");
    // One rule with what the matrix shows (display/format.h): ',' groups thousands, a decimal comma is refused.
    QTest::newRow("thousands") << QByteArray("1,500\t2,400.50") << 0 << 1 << QStringLiteral("0,1=1500;0,2=2400.5") << QStringLiteral("");
    // Per block (issue 35): a block written with decimal commas throughout is read so, and says so; one that mixes
    // both asks; one that says nothing for certain is read as the window writes.
    QTest::newRow("decimal comma block") << QByteArray("0,5\t1.500\n2.400,25\t7\n") << 0 << 1 << QStringLiteral("0,1=0.5;0,2=1500;1,1=2400.25;1,2=7") << QStringLiteral("read with a decimal comma (1.234,5)");
    QTest::newRow("decimal point block") << QByteArray("1,500\t0.5\n") << 0 << 1 << QStringLiteral("0,1=1500;0,2=0.5") << QStringLiteral("");
    QTest::newRow("nothing certain") << QByteArray("1,500\t15\n") << 0 << 1 << QStringLiteral("0,1=1500;0,2=15") << QStringLiteral("");
    QTest::newRow("mixed asks") << QByteArray("0,78\t2,400.50\n") << 0 << 1 << QStringLiteral("ask:“0,78” (row 1, column 1) has a decimal point") << QStringLiteral("");
    QTest::newRow("headers skipped") << QByteArray("\tSpeed (ms)\tFit (1-5)\nBeta\t7\t3\n") << 1 << 1 << QStringLiteral("1,1=7;1,2=3") << QStringLiteral("");
    QTest::newRow("outside") << QByteArray("1\t2\t3") << 3 << 1 << QStringLiteral("3,1=1;3,2=2") << QStringLiteral("1 pasted cell");
    QTest::newRow("bad cell") << QByteArray("1\t2\n3\tabc\n") << 0 << 0 << QStringLiteral("error:Row 2, column 2") << QStringLiteral("");
    QTest::newRow("percent") << QByteArray("12%") << 0 << 0 << QStringLiteral("error:“12%” is not a number") << QStringLiteral("");
    QTest::newRow("ragged") << QByteArray("1\t2\n3\n") << 0 << 0 << QStringLiteral("error:pasted block:2:") << QStringLiteral("");
    QTest::newRow("empty") << QByteArray("\n") << 0 << 0 << QStringLiteral("error:no table") << QStringLiteral("");
    QTest::newRow("quoted") << QByteArray("\"5\"\t6") << 0 << 0 << QStringLiteral("0,0=5;0,1=6") << QStringLiteral("");
}

void TestDocument::pastePlans()
{
    QFETCH(QByteArray, text);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, expected);
    QFETCH(QString, note);
    const PastePlan plan = planPaste(test::smallProject(), text, row, column);
    if (expected.startsWith(QLatin1String("ask:"))) {
        QVERIFY(!plan.ok());
        QVERIFY(plan.error.isEmpty());
        QVERIFY(plan.cells.empty());
        QVERIFY2(plan.conventionQuestion.contains(QStringLiteral("written two ways")), qPrintable(plan.conventionQuestion));
        QVERIFY2(plan.conventionQuestion.contains(QStringLiteral("“2,400.50” (row 1, column 2) has a decimal point")), qPrintable(plan.conventionQuestion));
        QVERIFY2(plan.conventionQuestion.contains(QStringLiteral("“0,78” (row 1, column 1) a decimal comma")), qPrintable(plan.conventionQuestion));
        // The answer decides, for every cell.
        const PastePlan commas = planPaste(test::smallProject(), text, row, column, NumberConvention::comma());
        QVERIFY2(!commas.ok(), "“2,400.50” is no number with a decimal comma");
        QVERIFY2(commas.error.contains(QStringLiteral("Row 1, column 2")), qPrintable(commas.error));
        const PastePlan points = planPaste(test::smallProject(), "0.78\t2,400.50\n", row, column, NumberConvention::point());
        QVERIFY2(points.ok(), qPrintable(points.error));
        QCOMPARE(points.cells.size(), std::size_t(2));
        QCOMPARE(points.cells[1].value, 2400.5);
        return;
    }
    if (expected.startsWith(QLatin1String("error:"))) {
        QVERIFY(!plan.ok());
        QVERIFY2(plan.error.contains(expected.mid(6)), qPrintable(plan.error));
        QVERIFY(plan.cells.empty());
        return;
    }
    QVERIFY2(plan.ok(), qPrintable(plan.error));
    QStringList got;
    for (const auto &c : plan.cells)
        got << QStringLiteral("%1,%2=%3").arg(c.row).arg(c.column).arg(isMissing(c.value) ? QStringLiteral("nan") : QString::number(c.value));
    QCOMPARE(got.join(u';'), expected);
    if (note.isEmpty())
        QVERIFY(plan.note.isEmpty());
    else
        QVERIFY2(plan.note.contains(note), qPrintable(plan.note));
}

void TestDocument::pasteIsOneStep()
{
    const ProjectData original = test::smallProject();
    Document doc(original);
    QVERIFY(applyPaste(doc, planPaste(doc.data(), "1\t2\n3\t4\n", 0, 0)));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.data().values.at(1, 1), 4.0);
    // A refused paste changes nothing.
    QVERIFY(!applyPaste(doc, planPaste(doc.data(), "1\tx\n", 0, 0)));
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    QVERIFY(doc.data() == original);
}

void TestDocument::pasteTableIntoEmptyProject()
{
    const ProjectData empty = makeEmptyProject();
    Document doc(empty);
    const QByteArray table = "platform\tTCO\tLatency\n"
                             "direction\tmin\tmin\n"
                             "weight\t60\t40\n"
                             "ECS\t210000\t45\n"
                             "GKE\t140000\t53\n";
    const PastePlan plan = planPaste(doc.data(), table, 0, 0);
    QVERIFY2(plan.ok(), qPrintable(plan.error));
    QVERIFY(applyPaste(doc, plan));
    QCOMPARE(doc.undoStack()->count(), 1);
    const ProjectData &d = doc.data();
    QCOMPARE(d.criterionCount(), 2);
    QCOMPARE(d.criteria[0].name, QStringLiteral("TCO"));
    QCOMPARE(d.criteria[1].direction, Direction::Min);
    QCOMPARE(d.alternativeCount(), 2);
    QCOMPARE(d.alternatives[1].name, QStringLiteral("GKE"));
    QCOMPARE(d.values.at(1, 0), 140000.0);
    QCOMPARE(d.normalizedWeights()[0], 0.6);
    QCOMPARE(d.active().weights, (std::vector<double>{60.0, 40.0})); // as given
    doc.undoStack()->undo();
    QVERIFY(doc.data() == empty);

    // Without a weight row, equal shares of 100 % (the CSV contract's 1 each showed "Total 3 %").
    const PastePlan unweighted = planPaste(doc.data(), "platform\tTCO\tLatency\tRisk\ndirection\tmin\tmin\tmin\nECS\t2\t45\t1\n", 0, 0);
    QVERIFY2(unweighted.ok(), qPrintable(unweighted.error));
    QVERIFY(applyPaste(doc, unweighted));
    QCOMPARE(doc.data().active().weights, (std::vector<double>(3, 100.0 / 3.0)));
}

void TestDocument::copyGuardsText()
{
    ProjectData p = test::smallProject();
    p.alternatives[0].name = QStringLiteral("=HYPERLINK(\"x\")");
    p.values.set(0, 0, -5);
    const QString tsv = copyAsTsv(p, CellRange{0, 0, 0, 1});
    QCOMPARE(tsv, QStringLiteral("\tCost ($)\tSpeed (ms)\n'=HYPERLINK(\"x\")\t-5\t20\n"));
    const QString html = copyAsHtml(p, CellRange{0, 0, 0, 0});
    QVERIFY(html.contains(QStringLiteral("<th>'=HYPERLINK(&quot;x&quot;)</th>")));
    QVERIFY(html.contains(QStringLiteral("<td>-5</td>")));
}

void TestDocument::copyPasteRoundTrip()
{
    const ProjectData original = test::smallProject();
    const QString tsv = copyAsTsv(original, CellRange{1, 0, 2, 2});
    Document doc(original);
    doc.setValue(1, 0, 1);
    doc.setValue(2, 2, kMissing);
    const PastePlan plan = planPaste(doc.data(), tsv.toUtf8(), 1, 0);
    QVERIFY2(plan.ok(), qPrintable(plan.error));
    QVERIFY(applyPaste(doc, plan));
    QVERIFY(doc.data().values == original.values);
}

void TestDocument::randomEditsUndoExactly_data()
{
    QTest::addColumn<unsigned>("seed");
    for (unsigned seed : {1u, 2u, 3u, 42u, 20261130u})
        QTest::newRow(qPrintable(QString::number(seed))) << seed;
}

void TestDocument::randomEditsUndoExactly()
{
    QFETCH(unsigned, seed);
    std::mt19937 rng(seed);
    auto pick = [&rng](int n) { return n <= 0 ? 0 : int(std::uniform_int_distribution<int>(0, n - 1)(rng)); };
    const ProjectData original = test::scenarioProject();
    Document doc(original);
    for (int step = 0; step < 400; ++step) {
        const ProjectData &d = doc.data();
        const int rows = d.alternativeCount();
        const int cols = d.criterionCount();
        switch (pick(22)) {
        case 0:
        case 1:
            if (rows && cols)
                doc.setValue(pick(rows), pick(cols), pick(5) == 0 ? kMissing : double(pick(1000)) / 8.0);
            break;
        case 2:
            if (rows && cols)
                doc.setProvenance(pick(rows), pick(cols), pick(3) ? QStringLiteral("note %1").arg(step) : QString());
            break;
        case 3:
            doc.insertAlternative(pick(rows + 1));
            break;
        case 4:
            if (rows > 1)
                doc.removeAlternative(pick(rows));
            break;
        case 5:
            doc.moveAlternative(pick(rows), pick(rows));
            break;
        case 6:
            doc.insertCriterion(pick(cols + 1), Criterion{});
            break;
        case 7:
            if (cols > 1)
                doc.removeCriterion(pick(cols));
            break;
        case 8:
            doc.moveCriterion(pick(cols), pick(cols));
            break;
        case 9: {
            std::vector<double> w(static_cast<std::size_t>(cols));
            for (double &x : w)
                x = pick(100);
            doc.setWeights(pick(int(d.profiles.size())), w, pick(2) ? pick(3) : -1);
            break;
        }
        case 10:
            doc.insertProfile(pick(int(d.profiles.size()) + 1), WeightProfile{QStringLiteral("P%1").arg(step), {}, {}, {}, {}, {}, {}, {}, {}, {}, {}});
            break;
        case 11:
            doc.removeProfile(pick(int(d.profiles.size())));
            break;
        case 12:
            doc.setActiveProfile(pick(int(d.profiles.size())));
            break;
        case 13:
            if (cols) {
                const int c = pick(cols);
                Criterion crit = d.criteria[std::size_t(c)];
                crit.name += QStringLiteral("'");
                crit.direction = pick(2) ? Direction::Max : Direction::Min;
                doc.setCriterion(c, crit, Project::CriterionProperty::All);
            }
            break;
        case 14:
            doc.insertAttribute(pick(int(d.attributes.size()) + 1), AttributeDef{});
            break;
        case 15:
            doc.removeAttribute(pick(int(d.attributes.size())));
            break;
        case 16:
        case 17:
            if (rows && !d.attributes.empty())
                doc.setAttributeValue(pick(rows), d.attributes[std::size_t(pick(int(d.attributes.size())))].id,
                                      pick(4) == 0 ? kMissing : double(pick(100)) / 4.0);
            break;
        case 18:
            if (rows && !d.attributes.empty())
                doc.setAttributeProvenance(pick(rows), d.attributes[std::size_t(pick(int(d.attributes.size())))].id,
                                           pick(3) ? QStringLiteral("source %1").arg(step) : QString());
            break;
        case 19: {
            std::vector<Constraint> list = d.constraints;
            if (!list.empty() && pick(2))
                list.erase(list.begin() + pick(int(list.size())));
            else
                list.push_back(Constraint{QStringLiteral("price <= %1").arg(pick(10)), {}});
            doc.setConstraints(list);
            break;
        }
        case 20: {
            std::vector<DecisionRule> list = d.rules;
            if (!list.empty() && pick(2))
                list.erase(list.begin() + pick(int(list.size())));
            else
                list.push_back(DecisionRule{QStringLiteral("budget > %1").arg(pick(10)), d.profiles.front().name, {}, {}});
            doc.setRules(list);
            break;
        }
        case 21:
            if (cols) {
                const int p = pick(int(d.profiles.size()));
                WeightProfile profile = d.profiles[std::size_t(p)];
                const QStringList ids = d.criterionIds();
                std::vector<std::vector<double>> m(std::size_t(ids.size()), std::vector<double>(std::size_t(ids.size()), 1.0));
                for (std::size_t i = 0; i < m.size(); ++i)
                    for (std::size_t j = i + 1; j < m.size(); ++j) {
                        m[i][j] = 1.0 + pick(9);
                        m[j][i] = 1.0 / m[i][j];
                    }
                profile.ahp = AhpJudgments{ids, m};
                doc.setProfile(p, profile, QStringLiteral("AHP"));
            }
            break;
        }
    }
    QVERIFY(doc.undoStack()->count() > 50);
    const ProjectData edited = doc.data();
    while (doc.undoStack()->canUndo())
        doc.undoStack()->undo();
    QVERIFY(doc.data() == original);
    QVERIFY(!doc.isModified());
    while (doc.undoStack()->canRedo())
        doc.undoStack()->redo();
    QVERIFY(doc.data() == edited);
}

QTEST_GUILESS_MAIN(TestDocument)
#include "tst_document.moc"
