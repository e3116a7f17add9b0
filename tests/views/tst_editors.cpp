// The scenario editors, matrix highlighting, header drags and the AHP dialog, on the bundled sample in a real
// MainWindow (offscreen): every edit lands in the document through one undo step and undoes exactly.
#include "app/workbench.h"
#include "document/clipboard.h"
#include "document/document.h"
#include "document/liveevaluation.h"
#include "evaluation/evaluation.h"
#include "models/attributesmodel.h"
#include "models/matrixmodel.h"
#include "models/parametersmodel.h"
#include "widgets/ahpdialog.h"
#include "widgets/criteriondialog.h"
#include "dialogqueue.h"
#include "widgets/formulaedit.h"
#include "app/mainwindow.h"
#include "widgets/matrixview.h"
#include "widgets/scenarioeditor.h"
#include "widgets/scenarioeditors.h"
#include "widgets/scenariopanel.h"
#include "widgets/valuefunctiondialog.h"
#include "widgets/weightspanel.h"
#include "testprojects.h"

#include "core/scenarios.h"
#include "core/valuetree.h"
#include "format/projectfile.h"

#include <QAbstractItemModelTester>
#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDir>
#include <QDoubleSpinBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTest>
#include <QGroupBox>
#include <QTimer>
#include <QChart>
#include <QChartView>
#include <QPushButton>
#include <QScatterSeries>

#include <functional>
#include <memory>
#include <numeric>

using namespace verdict;

namespace {
// Types `text` over what the field holds, as the user would (textEdited is emitted; QTest::keyClicks takes ASCII only).
void typeOver(QLineEdit *field, const QString &text)
{
    field->selectAll();
    field->del();
    field->insert(text);
}
} // namespace

class TestEditors : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void formulaCompletion();
    void formulaDiagnostics_data();
    void formulaDiagnostics();
    void longFormulaDiagnosticIsCut();
    void constraintCheck_data();
    void constraintCheck();
    void criterionDialogFormula();
    void outrankingThresholdsOnlyForPromethee();
    void parametersAndBaseline();
    void attributesEdit();
    void attributeDefinitions();
    void constraintsAndRules();
    void dialogsPreview();
    void dialogThroughPanel();
    void problemsOpenTheirEditor();
    void matrixHighlightsConstraintFailure();
    void matrixHighlightsBrokenFormula();
    void matrixHighlightsMissing();
    void headerDragMoves();
    void ahpConsistent();
    void ahpInconsistentPointsToWorst();
    void ahpAppliesInOneStep();
    void ahpWithinAGroup();
    void ahpEditWithKeyboard();
    void ahpFromTheMenu();
    void valueFunctionDialog();
    void valueFunctionOneUndoStep();
    void scenarioEditorKeepsTheFile();
    void scenarioEditorCreates();
    void scenarioEditorRefuses();
    void scenarioEditorRenamesAndRemoves();
    void scenarioEditorFromTheMenu();
    void screenshots();

private:
    ScenarioPanel *scenarioPanel() const { return m_window->findChild<ScenarioPanel *>(); }
    int alternativeNamed(const QString &name) const;
    int criterionWithId(const QString &id) const;

    std::unique_ptr<Workbench> m_workbench;
    MainWindow *m_window = nullptr;
    ProjectData m_sample;
    std::vector<std::unique_ptr<QAbstractItemModelTester>> m_testers;
};

void TestEditors::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    dialogs::setHeadless(true);
    const LoadResult r = Workbench::loadSample();
    QVERIFY(r.ok());
    m_sample = *r.project;
}

void TestEditors::init()
{
    m_workbench = std::make_unique<Workbench>();
    m_window = m_workbench->openSample(false);
    QVERIFY(m_window);
    QVERIFY(scenarioPanel());
    using Mode = QAbstractItemModelTester::FailureReportingMode;
    ScenarioPanel *panel = scenarioPanel();
    m_testers.push_back(std::make_unique<QAbstractItemModelTester>(m_window->matrixView()->matrixModel(), Mode::QtTest));
    m_testers.push_back(std::make_unique<QAbstractItemModelTester>(panel->attributesModel(), Mode::QtTest));
    m_testers.push_back(std::make_unique<QAbstractItemModelTester>(panel->parametersModel(), Mode::QtTest));
    m_testers.push_back(std::make_unique<QAbstractItemModelTester>(panel->constraintsModel(), Mode::QtTest));
    m_testers.push_back(std::make_unique<QAbstractItemModelTester>(panel->rulesModel(), Mode::QtTest));
}

void TestEditors::cleanup()
{
    m_testers.clear();
    if (m_window)
        m_window->document()->undoStack()->setClean();
    m_workbench.reset();
    m_window = nullptr;
    dialogs::takeInformed();
}

int TestEditors::alternativeNamed(const QString &name) const
{
    const ProjectData &d = m_window->document()->data();
    for (int r = 0; r < d.alternativeCount(); ++r)
        if (d.alternatives[std::size_t(r)].name == name)
            return r;
    return -1;
}

int TestEditors::criterionWithId(const QString &id) const
{
    return m_window->document()->data().indexOfCriterion(id);
}

void TestEditors::formulaCompletion()
{
    FormulaEdit edit;
    edit.setProject(m_sample, FormulaScope::Alternative);
    for (const char *name : {"annual_cost", "price_gpu_h", "sla_ms", "baseline_annual_cost", "compliance"})
        QVERIFY2(edit.names().contains(QLatin1String(name)), name);
    edit.setText(QStringLiteral("gpu_hours * effect"));
    edit.setCursorPosition(int(edit.text().size()));
    edit.showCompletions();
    QCOMPARE(edit.nameCompleter()->completionPrefix(), QStringLiteral("effect"));
    QCOMPARE(edit.nameCompleter()->currentCompletion(), QStringLiteral("effective_price"));
    Q_EMIT edit.nameCompleter()->activated(QStringLiteral("effective_price"));
    QCOMPARE(edit.text(), QStringLiteral("gpu_hours * effective_price"));
    QCOMPARE(edit.cursorPosition(), int(edit.text().size()));
    QVERIFY(!edit.problem());
    // Completion in the middle replaces only the word before the cursor.
    edit.setText(QStringLiteral("max(lat, 1)"));
    edit.setCursorPosition(7);
    edit.showCompletions();
    Q_EMIT edit.nameCompleter()->activated(QStringLiteral("latency_ms"));
    QCOMPARE(edit.text(), QStringLiteral("max(latency_ms, 1)"));
    // Rules see scenario names only: no per-alternative attribute.
    FormulaEdit scenario;
    scenario.setProject(m_sample, FormulaScope::Scenario);
    QVERIFY(scenario.names().contains(QStringLiteral("budget")));
    QVERIFY(scenario.names().contains(QStringLiteral("baseline_sla_margin")));
    QVERIFY(!scenario.names().contains(QStringLiteral("latency_ms")));
}

void TestEditors::formulaDiagnostics_data()
{
    QTest::addColumn<QString>("formula");
    QTest::addColumn<int>("column");   // 0: fine
    QTest::addColumn<QString>("words"); // in the diagnostic
    QTest::newRow("valid") << QStringLiteral("baseline_annual_cost - annual_cost") << 0 << QStringLiteral("Valid");
    QTest::newRow("unknown name") << QStringLiteral("gpu_hours * efective_price") << 13
                                  << QStringLiteral("did you mean \"effective_price\"");
    QTest::newRow("syntax") << QStringLiteral("annual_cost * ") << -1 << QStringLiteral("⚠");
    QTest::newRow("too long") << QStringLiteral("1+").repeated(600) + QStringLiteral("1") << -1 << QStringLiteral("1000");
}

void TestEditors::formulaDiagnostics()
{
    QFETCH(QString, formula);
    QFETCH(int, column);
    QFETCH(QString, words);
    FormulaField field;
    field.edit()->setProject(m_sample, FormulaScope::Alternative);
    QSignalSpy changed(field.edit(), &FormulaEdit::problemChanged);
    field.setText(formula);
    const QString shown = field.diagnostic()->text();
    QVERIFY2(shown.contains(words.toHtmlEscaped()), qPrintable(shown));
    if (column == 0) {
        QVERIFY(!field.edit()->problem());
        QCOMPARE(changed.count(), 0);
        return;
    }
    QVERIFY(field.edit()->problem());
    QCOMPARE(changed.count(), 1);
    if (column > 0)
        QCOMPARE(field.edit()->problem()->column, column);
    // Not by colour alone: the words are in the label and in the edit's accessible description.
    QVERIFY(shown.contains(QStringLiteral("⚠")));
    QVERIFY2(field.edit()->accessibleDescription().startsWith(QStringLiteral("Problem: ")),
             qPrintable(field.edit()->accessibleDescription()));
    // Fixing it clears the problem.
    field.setText(QStringLiteral("annual_cost"));
    QVERIFY(!field.edit()->problem());
    QCOMPARE(changed.count(), 2);
}

void TestEditors::longFormulaDiagnosticIsCut()
{
    FormulaField field;
    field.edit()->setProject(m_sample, FormulaScope::Alternative);
    QString formula = QStringLiteral("annual_cost");
    for (int i = 0; i < 40; ++i)
        formula += QStringLiteral(" + annual_cost");
    formula += QStringLiteral(" + anual_cost");
    QVERIFY(formula.size() < 1000); // reaches the name check, not the length limit
    field.setText(formula);
    QVERIFY(field.edit()->problem());
    QCOMPARE(field.edit()->problem()->column, int(formula.size()) - int(QStringLiteral("anual_cost").size()) + 1);
    const QString shown = field.diagnostic()->text();
    QVERIFY2(shown.contains(QStringLiteral("…")), qPrintable(shown));
    QVERIFY2(shown.size() < 600, qPrintable(QString::number(shown.size())));
    QVERIFY(shown.contains(QStringLiteral("anual_cost")));
}

void TestEditors::constraintCheck_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("column"); // 0: fine, -1: some column
    QTest::newRow("ok") << QStringLiteral("latency_ms <= sla_ms") << 0;
    QTest::newRow("ok number") << QStringLiteral("compliance >= 3") << 0;
    QTest::newRow("unknown on the right") << QStringLiteral("latency_ms <= sla_msx") << 15;
    QTest::newRow("unknown on the left") << QStringLiteral("latncy_ms <= sla_ms") << 1;
    QTest::newRow("no comparison") << QStringLiteral("latency_ms + sla_ms") << -1;
    QTest::newRow("two comparisons") << QStringLiteral("1 < latency_ms < 2") << -1;
}

void TestEditors::constraintCheck()
{
    QFETCH(QString, text);
    QFETCH(int, column);
    const auto problem = FormulaEdit::checkConstraint(m_sample, text);
    if (column == 0) {
        QVERIFY2(!problem, problem ? qPrintable(problem->text) : "");
        return;
    }
    QVERIFY(problem);
    QVERIFY(!problem->text.isEmpty());
    if (column > 0)
        QCOMPARE(problem->column, column);
}

void TestEditors::criterionDialogFormula()
{
    const int column = criterionWithId(QStringLiteral("tco"));
    QVERIFY(column >= 0);
    const Criterion original = m_sample.criteria[std::size_t(column)];
    CriterionDialog dialog(original, nullptr, &m_sample);
    QVERIFY(dialog.formulaBox()->isChecked());
    QCOMPARE(dialog.formulaField()->text(), original.formula);
    QVERIFY(dialog.criterion() == original); // opening and accepting changes nothing
    dialog.formulaField()->setText(QStringLiteral("annual_cst"));
    QVERIFY(dialog.formulaField()->edit()->problem());
    QVERIFY(dialog.formulaField()->diagnostic()->text().contains(QStringLiteral("annual_cost")));
    // A broken formula may still be kept (the matrix shows it); switching to direct values drops it.
    QCOMPARE(dialog.criterion().formula, QStringLiteral("annual_cst"));
    dialog.formulaBox()->setChecked(false);
    QVERIFY(!dialog.criterion().isFormula());
    QVERIFY(!dialog.formulaField()->isEnabled());
}

// The preference function and its thresholds belong to PROMETHEE II: the criterion dialog shows them when it is
// the method (or the criterion has them already), with a sentence each, and only those the function uses.
void TestEditors::outrankingThresholdsOnlyForPromethee()
{
    const Criterion plain = m_sample.criteria.front();
    QVERIFY(!plain.preference);
    {
        CriterionDialog dialog(plain, nullptr, &m_sample); // the sample ranks by the weighted sum
        auto *box = dialog.findChild<QGroupBox *>(QStringLiteral("outranking"));
        QVERIFY(box);
        QVERIFY(box->isHidden());
        QVERIFY(dialog.criterion() == plain);
    }
    ProjectData promethee = m_sample;
    promethee.analysis.method = QStringLiteral("promethee");
    CriterionDialog dialog(plain, nullptr, &promethee);
    dialog.show();
    auto *box = dialog.findChild<QGroupBox *>(QStringLiteral("outranking"));
    QVERIFY(box && box->isVisible());
    const auto visibleLabels = [box] {
        QStringList out;
        for (QLabel *l : box->findChildren<QLabel *>())
            if (l->isVisible())
                out << l->text().remove(u'&');
        return out.join(u'|');
    };
    auto *function = box->findChild<QComboBox *>();
    QVERIFY(function);
    function->setCurrentIndex(int(PreferenceType::Usual));
    QVERIFY2(!visibleLabels().contains(QStringLiteral("Indifference")) && !visibleLabels().contains(QStringLiteral("Gaussian s")),
             qPrintable(visibleLabels()));
    function->setCurrentIndex(int(PreferenceType::Linear));
    QVERIFY2(visibleLabels().contains(QStringLiteral("differences up to q count as none"))
                 && visibleLabels().contains(QStringLiteral("differences from p on count as a full preference"))
                 && !visibleLabels().contains(QStringLiteral("Gaussian s")),
             qPrintable(visibleLabels()));
    function->setCurrentIndex(int(PreferenceType::Gaussian));
    QVERIFY2(visibleLabels().contains(QStringLiteral("Gaussian s")) && !visibleLabels().contains(QStringLiteral("Indifference")),
             qPrintable(visibleLabels()));
    // A criterion that already has thresholds shows them whatever the method.
    Criterion withThresholds = plain;
    withThresholds.preference = PreferenceFunction{PreferenceType::VShape, 0.0, 2.0, 0.0};
    CriterionDialog keeps(withThresholds, nullptr, &m_sample);
    QVERIFY(!keeps.findChild<QGroupBox *>(QStringLiteral("outranking"))->isHidden());
}

void TestEditors::parametersAndBaseline()
{
    Document *doc = m_window->document();
    ScenarioPanel *panel = scenarioPanel();
    ParametersModel *params = panel->parametersModel();
    const int sla = m_sample.indexOfParameter(QStringLiteral("sla_ms"));
    const QModelIndex value = params->index(sla, ParametersModel::ValueColumn);
    QSignalSpy rejected(panel, &ScenarioPanel::message);
    QVERIFY(!params->setData(value, QStringLiteral("fifty")));
    QCOMPARE(rejected.count(), 1);
    QVERIFY(rejected.first().first().toString().contains(QStringLiteral("fifty")));
    QCOMPARE(doc->undoStack()->count(), 0);
    QVERIFY(params->setData(value, QStringLiteral("55")));
    QCOMPARE(doc->data().parameters[std::size_t(sla)].value, 55.0);
    // The gates follow: GKE Autopilot (53 ms) now meets the SLA.
    panel->refresh();
    QVERIFY(panel->constraintsModel()->index(0, 2).data().toString().startsWith(QStringLiteral("Met by 4 of 4")));
    // The baseline through its combo box, as a user picks it.
    QComboBox *box = panel->baselineBox();
    const int gke = box->findData(QStringLiteral("gke_autopilot"));
    QVERIFY(gke > 0);
    box->setCurrentIndex(gke);
    Q_EMIT box->activated(gke);
    QCOMPARE(doc->data().baseline, QStringLiteral("gke_autopilot"));
    QVERIFY(panel->attributesModel()->headerData(m_sample.indexOfAlternative(QStringLiteral("gke_autopilot")), Qt::Vertical)
                .toString()
                .contains(QStringLiteral("baseline")));
    Q_EMIT box->activated(0); // (none)
    QVERIFY(doc->data().baseline.isEmpty());
    QCOMPARE(doc->undoStack()->count(), 3);
    while (doc->undoStack()->canUndo())
        doc->undoStack()->undo();
    QVERIFY(doc->data() == m_sample);
    QCOMPARE(box->currentData().toString(), m_sample.baseline); // the box shows the restored baseline
}

void TestEditors::attributesEdit()
{
    Document *doc = m_window->document();
    AttributesModel *model = scenarioPanel()->attributesModel();
    QCOMPARE(model->rowCount(), m_sample.alternativeCount());
    QCOMPARE(model->columnCount(), int(m_sample.attributes.size()));
    const int row = alternativeNamed(QStringLiteral("GKE Autopilot"));
    const int column = m_sample.indexOfAttribute(QStringLiteral("latency_ms"));
    const QModelIndex cell = model->index(row, column);
    QCOMPARE(cell.data(Qt::DisplayRole).toString(), QStringLiteral("53 ms"));
    QCOMPARE(model->headerData(column, Qt::Horizontal, AttributesModel::AttributeIdRole).toString(), QStringLiteral("latency_ms"));
    QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("latency_ms")));
    const int baselineRow = m_sample.indexOfAlternative(m_sample.baseline);
    QVERIFY(model->headerData(baselineRow, Qt::Vertical).toString().contains(QStringLiteral("baseline")));

    QSignalSpy rejected(model, &AttributesModel::editRejected);
    QVERIFY(!model->setData(cell, QStringLiteral("fast")));
    QCOMPARE(rejected.count(), 1);
    QVERIFY(rejected.first().first().toString().contains(QStringLiteral("GKE Autopilot")));
    QCOMPARE(scenarioPanel()->lastRefusal(), rejected.first().first().toString()); // shown beside the cell too
    QCOMPARE(doc->undoStack()->count(), 0);

    QVERIFY(model->setData(cell, QStringLiteral("48")));
    QVERIFY(model->setData(cell, QStringLiteral("47.5"))); // the same cell again: merged
    QCOMPARE(doc->undoStack()->count(), 1);
    QCOMPARE(doc->data().alternatives[std::size_t(row)].attributes.at(QStringLiteral("latency_ms")), 47.5);
    QCOMPARE(cell.data(Qt::DisplayRole).toString(), QStringLiteral("47.5 ms"));
    // GKE now meets the SLA: the constraint list says so.
    scenarioPanel()->refresh();
    QVERIFY(!scenarioPanel()->constraintsModel()->index(0, 2).data().toString().contains(QStringLiteral("GKE Autopilot")));
    QVERIFY(model->setData(cell, QString())); // empty: the value is absent
    QVERIFY(!doc->data().alternatives[std::size_t(row)].attributes.count(QStringLiteral("latency_ms")));
    QVERIFY(doc->setAttributeProvenance(row, QStringLiteral("latency_ms"), QStringLiteral("load test")));
    QCOMPARE(cell.data(AttributesModel::ProvenanceRole).toString(), QStringLiteral("load test"));
    while (doc->undoStack()->canUndo())
        doc->undoStack()->undo();
    QVERIFY(doc->data() == m_sample);
}

void TestEditors::attributeDefinitions()
{
    Document *doc = m_window->document();
    AttributesModel *model = scenarioPanel()->attributesModel();
    const int before = model->columnCount();
    doc->insertAttribute(before, AttributeDef{{}, QStringLiteral("Egress cost"), QStringLiteral("$/yr"), {}});
    QCOMPARE(model->columnCount(), before + 1);
    QCOMPARE(doc->data().attributes.back().id, QStringLiteral("egress_cost"));
    // The new name is known to formulas at once.
    QVERIFY(knownFormulaNames(doc->data(), FormulaScope::Alternative).contains(QStringLiteral("egress_cost")));
    QVERIFY(doc->setAttributeValue(0, QStringLiteral("egress_cost"), 1200));
    scenarioPanel()->removeAttribute(before);
    QCOMPARE(model->columnCount(), before);
    QVERIFY(!doc->data().alternatives[0].attributes.count(QStringLiteral("egress_cost")));
    doc->undoStack()->undo(); // the removal, values included, is one step
    QCOMPARE(doc->data().alternatives[0].attributes.at(QStringLiteral("egress_cost")), 1200.0);
    while (doc->undoStack()->canUndo())
        doc->undoStack()->undo();
    QVERIFY(doc->data() == m_sample);
}

void TestEditors::constraintsAndRules()
{
    Document *doc = m_window->document();
    ScenarioPanel *panel = scenarioPanel();
    panel->refresh();
    QStandardItemModel *constraints = panel->constraintsModel();
    QCOMPARE(constraints->rowCount(), int(m_sample.constraints.size()));
    // The SLA gate names the alternative that fails it and by how much.
    const QString outcome = constraints->index(0, 2).data().toString();
    QVERIFY2(outcome.contains(QStringLiteral("GKE Autopilot")) && outcome.contains(QStringLiteral("3 ms")), qPrintable(outcome));
    QCOMPARE(panel->rulesModel()->rowCount(), int(m_sample.rules.size()));
    const QString rule = panel->rulesModel()->index(0, 3).data().toString();
    QVERIFY2(rule.contains(QStringLiteral("points to")), qPrintable(rule));

    panel->removeConstraint(0);
    QCOMPARE(doc->data().constraints.size(), m_sample.constraints.size() - 1);
    panel->removeRule(0);
    QVERIFY(doc->data().rules.empty());
    panel->removeRule(0); // nothing left: no step
    QCOMPARE(doc->undoStack()->count(), 2);
    // A broken constraint is kept, shown as not applied, and listed under Problems.
    std::vector<Constraint> list = doc->data().constraints;
    list.push_back(Constraint{QStringLiteral("anual_cost <= budget"), {}});
    QVERIFY(doc->setConstraints(list));
    panel->refresh();
    const QString broken = constraints->index(constraints->rowCount() - 1, 2).data().toString();
    QVERIFY2(broken.startsWith(QStringLiteral("Not applied")) && broken.contains(QStringLiteral("annual_cost")), qPrintable(broken));
    QVERIFY(panel->problemsModel()->rowCount() > 0);
    QVERIFY(panel->tabs()->tabText(ScenarioPanel::ProblemsTab).contains(QStringLiteral("(")));
    while (doc->undoStack()->canUndo())
        doc->undoStack()->undo();
    QVERIFY(doc->data() == m_sample);
    panel->refresh();
    QCOMPARE(constraints->rowCount(), int(m_sample.constraints.size()));
}

void TestEditors::dialogsPreview()
{
    ConstraintDialog constraint(m_sample, Constraint{}, -1);
    constraint.expressionField()->setText(QStringLiteral("latency_ms <= 50"));
    QVERIFY2(constraint.previewText().contains(QStringLiteral("GKE Autopilot")), qPrintable(constraint.previewText()));
    constraint.expressionField()->setText(QStringLiteral("latency_ms <= 60"));
    QVERIFY2(constraint.previewText().startsWith(QStringLiteral("Met by 4 of 4")), qPrintable(constraint.previewText()));
    QCOMPARE(constraint.constraint().expression, QStringLiteral("latency_ms <= 60"));

    RuleDialog rule(m_sample, m_sample.rules[0], 0);
    QVERIFY2(rule.previewText().contains(m_sample.rules[0].thenProfile)
                 || rule.previewText().contains(m_sample.rules[0].elseProfile),
             qPrintable(rule.previewText()));
    QVERIFY(rule.rule() == m_sample.rules[0]); // opening changes nothing
    rule.whenField()->setText(QStringLiteral("latency_ms > 1"));
    QVERIFY(rule.whenField()->edit()->problem()); // not a scenario-wide name
    QVERIFY(rule.previewText().startsWith(QStringLiteral("Not evaluated")));
}

namespace {
// Runs `answer` on the modal dialog `open` shows; a dialog that is not the expected kind is rejected (so a
// failing test cannot hang) and counted.
template<typename Dialog>
int answerDialog(QObject *context, const std::function<void(Dialog *)> &answer, const std::function<void()> &open)
{
    int wrong = 0;
    QTimer::singleShot(0, context, [&wrong, answer] {
        QWidget *modal = QApplication::activeModalWidget();
        if (auto *dialog = qobject_cast<Dialog *>(modal)) {
            answer(dialog);
        } else {
            ++wrong;
            if (auto *other = qobject_cast<QDialog *>(modal))
                other->reject();
        }
    });
    open();
    return wrong;
}
} // namespace

// The real dialog, opened by the panel and accepted: one undo step; cancelled: nothing.
void TestEditors::dialogThroughPanel()
{
    Document *doc = m_window->document();
    ScenarioPanel *panel = scenarioPanel();
    QCOMPARE(answerDialog<ConstraintDialog>(
                 this,
                 [](ConstraintDialog *d) {
                     d->expressionField()->setText(QStringLiteral("migration_cost <= 100000"));
                     d->accept();
                 },
                 [panel] { panel->addConstraint(); }),
             0);
    QCOMPARE(doc->undoStack()->count(), 1);
    QCOMPARE(doc->data().constraints.back().expression, QStringLiteral("migration_cost <= 100000"));
    QCOMPARE(answerDialog<ConstraintDialog>(this, [](ConstraintDialog *d) { d->reject(); },
                                            [panel] { panel->editConstraint(0); }),
             0);
    QCOMPARE(doc->undoStack()->count(), 1);
    QCOMPARE(answerDialog<RuleDialog>(
                 this,
                 [](RuleDialog *d) {
                     d->whenField()->setText(QStringLiteral("budget < 100000"));
                     d->accept();
                 },
                 [panel] { panel->editRule(0); }),
             0);
    QCOMPARE(doc->data().rules[0].when, QStringLiteral("budget < 100000"));
    QCOMPARE(doc->data().rules[0].thenProfile, m_sample.rules[0].thenProfile);
    QCOMPARE(doc->undoStack()->count(), 2);
}

// A problem in the Problems tab opens the editor it is about.
void TestEditors::problemsOpenTheirEditor()
{
    Document *doc = m_window->document();
    ScenarioPanel *panel = scenarioPanel();
    const int tco = criterionWithId(QStringLiteral("tco"));
    Criterion c = doc->data().criteria[std::size_t(tco)];
    c.formula = QStringLiteral("anual_cost");
    QVERIFY(doc->setCriterion(tco, c, Project::CriterionProperty::Formula));
    std::vector<Constraint> gates = doc->data().constraints;
    gates.push_back(Constraint{QStringLiteral("latency_ms <= sla"), {}});
    QVERIFY(doc->setConstraints(gates));
    panel->refresh();
    QString criterionPointer;
    QString constraintPointer;
    for (int r = 0; r < panel->problemsModel()->rowCount(); ++r) {
        // The window names the place ("Criterion 2, TCO: its formula"); the pointer rides along for the editor.
        const QString place = panel->problemsModel()->index(r, 0).data().toString();
        QVERIFY2(!place.startsWith(u'/'), qPrintable(place));
        const QString pointer = panel->problemsModel()->index(r, 0).data(Qt::UserRole).toString();
        if (pointer.startsWith(QStringLiteral("/criteria/%1/").arg(tco)))
            criterionPointer = pointer;
        if (pointer.startsWith(QStringLiteral("/constraints/%1/").arg(gates.size() - 1)))
            constraintPointer = pointer;
    }
    QVERIFY2(!criterionPointer.isEmpty() && !constraintPointer.isEmpty(), "both problems are listed");
    QString seen;
    QCOMPARE(answerDialog<CriterionDialog>(
                 this,
                 [&seen](CriterionDialog *d) {
                     seen = d->formulaField()->text();
                     d->reject();
                 },
                 [panel, criterionPointer] { panel->openProblem(criterionPointer); }),
             0);
    QCOMPARE(seen, QStringLiteral("anual_cost"));
    QCOMPARE(answerDialog<ConstraintDialog>(
                 this,
                 [&seen](ConstraintDialog *d) {
                     seen = d->expressionField()->text();
                     QVERIFY(d->expressionField()->edit()->problem());
                     d->expressionField()->setText(QStringLiteral("latency_ms <= sla_ms"));
                     d->accept();
                 },
                 [panel, constraintPointer] { panel->openProblem(constraintPointer); }),
             0);
    QCOMPARE(seen, QStringLiteral("latency_ms <= sla"));
    QCOMPARE(doc->data().constraints.back().expression, QStringLiteral("latency_ms <= sla_ms"));
    QCOMPARE(panel->tabs()->currentIndex(), int(ScenarioPanel::ConstraintsTab));
}

void TestEditors::matrixHighlightsConstraintFailure()
{
    MatrixModel *model = m_window->matrixView()->matrixModel();
    model->refreshComputed();
    const int gke = alternativeNamed(QStringLiteral("GKE Autopilot"));
    const int latency = criterionWithId(QStringLiteral("latency"));
    const QModelIndex cell = model->index(gke, latency);
    QCOMPARE(cell.data(MatrixModel::ProblemKindRole).toInt(), int(MatrixModel::ProblemKind::Constraint));
    const QString problem = cell.data(MatrixModel::ProblemRole).toString();
    QVERIFY2(problem.contains(QStringLiteral("exceeds")) && problem.contains(QStringLiteral("3 ms")), qPrintable(problem));
    QVERIFY(cell.data(Qt::BackgroundRole).isValid());
    QVERIFY(!cell.data(Qt::DecorationRole).value<QIcon>().isNull()); // a marker, not only a colour
    QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Fails a constraint")));
    QVERIFY(cell.data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("Fails a constraint")));
    // Formula cells show their formula and source.
    QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("Computed by formula: = latency_ms")));
    QVERIFY(model->headerData(latency, Qt::Horizontal).toString().contains(QStringLiteral("ƒ")));
    QVERIFY(!model->headerData(gke, Qt::Vertical, MatrixModel::ProblemRole).toString().isEmpty());
    QVERIFY(model->headerData(gke, Qt::Vertical, Qt::ToolTipRole).toString().contains(QStringLiteral("Infeasible")));
    // A feasible alternative's cells are plain.
    const int aks = alternativeNamed(QStringLiteral("AKS + Azure Arc"));
    QCOMPARE(model->index(aks, latency).data(MatrixModel::ProblemKindRole).toInt(), int(MatrixModel::ProblemKind::None));
    QVERIFY(!model->index(aks, latency).data(Qt::BackgroundRole).isValid());
    QVERIFY(model->headerData(aks, Qt::Vertical, MatrixModel::ProblemRole).toString().isEmpty());
    // Relax the SLA: the highlight goes.
    Document *doc = m_window->document();
    std::vector<Parameter> params = doc->data().parameters;
    params[std::size_t(doc->data().indexOfParameter(QStringLiteral("sla_ms")))].value = 60;
    doc->setParameters(params);
    model->refreshComputed();
    QCOMPARE(cell.data(MatrixModel::ProblemKindRole).toInt(), int(MatrixModel::ProblemKind::None));
}

void TestEditors::matrixHighlightsBrokenFormula()
{
    Document *doc = m_window->document();
    MatrixModel *model = m_window->matrixView()->matrixModel();
    const int tco = criterionWithId(QStringLiteral("tco"));
    Criterion c = doc->data().criteria[std::size_t(tco)];
    c.formula = QStringLiteral("anual_cost");
    QVERIFY(doc->setCriterion(tco, c, Project::CriterionProperty::Formula));
    model->refreshComputed();
    QVERIFY(model->headerData(tco, Qt::Horizontal).toString().contains(QStringLiteral("⚠")));
    for (int r = 0; r < model->rowCount(); ++r) {
        const QModelIndex cell = model->index(r, tco);
        QCOMPARE(cell.data(MatrixModel::ProblemKindRole).toInt(), int(MatrixModel::ProblemKind::Formula));
        QVERIFY2(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("annual_cost")), qPrintable(cell.data(Qt::ToolTipRole).toString()));
    }
    doc->undoStack()->undo();
    model->refreshComputed();
    QVERIFY(!model->headerData(tco, Qt::Horizontal).toString().contains(QStringLiteral("⚠")));
}

void TestEditors::matrixHighlightsMissing()
{
    Document *doc = m_window->document();
    MatrixModel *model = m_window->matrixView()->matrixModel();
    const int compliance = criterionWithId(QStringLiteral("compliance"));
    const int aks = alternativeNamed(QStringLiteral("AKS + Azure Arc"));
    QVERIFY(doc->setValue(aks, compliance, kMissing));
    model->refreshComputed();
    const QModelIndex cell = model->index(aks, compliance);
    QCOMPARE(cell.data(MatrixModel::ProblemKindRole).toInt(), int(MatrixModel::ProblemKind::Missing));
    QVERIFY(cell.data(Qt::AccessibleTextRole).toString().contains(QStringLiteral("Missing value")));
    QVERIFY(cell.data(Qt::BackgroundRole).isValid());
}

void TestEditors::headerDragMoves()
{
    Document *doc = m_window->document();
    MatrixView *view = m_window->matrixView();
    const QString first = doc->data().criteria[0].id;
    view->horizontalHeader()->moveSection(0, 2); // what a drag does
    QCOMPARE(doc->data().criteria[2].id, first);
    QCOMPARE(doc->undoStack()->count(), 1);
    for (int c = 0; c < doc->data().criterionCount(); ++c)
        QCOMPARE(view->horizontalHeader()->visualIndex(c), c); // the view shows the project's order
    QVERIFY(view->model()->headerData(2, Qt::Horizontal).toString().replace(u'\n', u' ').startsWith(doc->data().criteria[2].name));
    const QString last = doc->data().alternatives.back().id;
    view->verticalHeader()->moveSection(doc->data().alternativeCount() - 1, 0);
    QCOMPARE(doc->data().alternatives.front().id, last);
    for (int r = 0; r < doc->data().alternativeCount(); ++r)
        QCOMPARE(view->verticalHeader()->visualIndex(r), r);
    QCOMPARE(doc->undoStack()->count(), 2);
    doc->undoStack()->undo();
    doc->undoStack()->undo();
    QVERIFY(doc->data() == m_sample);
}

void TestEditors::ahpConsistent()
{
    const ProjectData project = test::smallProject();
    AhpDialog dialog(project, 0);
    QCOMPARE(dialog.size(), 3);
    // Opened on a profile without judgments: the weights 50/30/20 snapped to the scale.
    QCOMPARE(dialog.judgment(0, 1), 2.0);
    QCOMPARE(dialog.judgment(1, 0), 0.5);
    dialog.setJudgment(0, 1, 2);
    dialog.setJudgment(1, 2, 2);
    dialog.setJudgment(0, 2, 4);
    QVERIFY(dialog.result());
    QVERIFY(dialog.result()->cr < 1e-9);
    QVERIFY2(dialog.consistencyText().contains(QStringLiteral("Acceptable")), qPrintable(dialog.consistencyText()));
    const std::vector<double> w = dialog.weights();
    QCOMPARE(w.size(), std::size_t(3));
    QVERIFY(std::abs(w[0] - 400.0 / 7.0) < 1e-9);
    QVERIFY(std::abs(w[1] - 200.0 / 7.0) < 1e-9);
    QVERIFY(std::abs(std::accumulate(w.begin(), w.end(), 0.0) - 100.0) < 1e-9);
    // The lower triangle is the reciprocal and read-only; the upper one is editable.
    QCOMPARE(dialog.table()->item(2, 0)->text(), QStringLiteral("1/4"));
    QVERIFY(!(dialog.table()->item(2, 0)->flags() & Qt::ItemIsEditable));
    QVERIFY(dialog.table()->item(0, 2)->flags() & Qt::ItemIsEditable);
    // Editing a cell through the table (what the combo box delegate commits).
    dialog.table()->item(0, 2)->setData(Qt::UserRole + 1, 1.0 / 3);
    QCOMPARE(dialog.judgment(2, 0), 3.0);
    QCOMPARE(AhpDialog::snap(2.6), 3.0);
    QCOMPARE(AhpDialog::snap(0.3), 1.0 / 3);
    QCOMPARE(AhpDialog::label(1.0 / 7), QStringLiteral("1/7"));
}

void TestEditors::ahpInconsistentPointsToWorst()
{
    const ProjectData project = test::smallProject();
    AhpDialog dialog(project, 0);
    dialog.setJudgment(0, 1, 9); // cost ≫ speed
    dialog.setJudgment(1, 2, 9); // speed ≫ fit
    dialog.setJudgment(0, 2, 1.0 / 9); // but fit ≫ cost: a cycle
    QVERIFY(dialog.result());
    QVERIFY(dialog.result()->cr > 0.1);
    QVERIFY2(dialog.consistencyText().contains(QStringLiteral("Inconsistent")), qPrintable(dialog.consistencyText()));
    QVERIFY(!dialog.result()->worstJudgments.empty());
    const AhpJudgment worst = dialog.result()->worstJudgments.front();
    QTableWidgetItem *item = dialog.table()->item(worst.row, worst.column);
    QVERIFY2(item->text().startsWith(QStringLiteral("⚠")), qPrintable(item->text()));
    QVERIFY(item->background().style() != Qt::NoBrush);
    QVERIFY(item->toolTip().contains(QStringLiteral("Inconsistent judgment #1")));
    // The other cells of the matrix are not all flagged.
    int flagged = 0;
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j)
            flagged += dialog.table()->item(i, j)->text().startsWith(QStringLiteral("⚠")) ? 1 : 0;
    QVERIFY(flagged >= 2 && flagged <= 6);
    QVERIFY(dialog.consistencyText().contains(project.criteria[std::size_t(worst.row)].name));
}

// Over the sample's value tree the AHP dialog of the top level compares its four pillars; applied, their weights
// within it are the dialog's percentages and every criterion keeps its own: one undo step.
void TestEditors::ahpAppliesInOneStep()
{
    Document *doc = m_window->document();
    const ProjectData &d = doc->data();
    AhpDialog dialog(d, d.activeProfile);
    QCOMPARE(dialog.size(), 4);
    dialog.setJudgment(0, 1, 5);
    dialog.setJudgment(0, 2, 3);
    m_window->weightsPanel()->applyAhp(dialog.judgments(), dialog.weights());
    QCOMPARE(doc->undoStack()->count(), 1);
    const WeightProfile &p = d.active();
    QVERIFY(p.ahp.has_value());
    QCOMPARE(p.ahp->criteria.size(), 4);
    for (const QString &item : p.ahp->criteria)
        QVERIFY2(!ahpItemGroup(item).isEmpty(), qPrintable(item));
    QCOMPARE(p.ahp->matrix[0][1], 5.0);
    const ValueTree tree(d);
    const ValueTree::Weights w = tree.weights(p);
    const std::vector<ValueTree::Node> pillars = tree.children(-1);
    QCOMPARE(pillars.size(), std::size_t(4));
    for (std::size_t k = 0; k < pillars.size(); ++k)
        QVERIFY(std::abs(w.groupLocal[std::size_t(pillars[k].index)] * 100.0 - dialog.weights()[k]) < 1e-9);
    QCOMPARE(p.weights, m_sample.active().weights);
    // Reopening shows the stored judgments, so they can be revised.
    AhpDialog again(d, d.activeProfile);
    QCOMPARE(again.judgment(0, 1), 5.0);
    QCOMPARE(again.judgment(2, 0), 1.0 / 3);
    doc->undoStack()->undo();
    QVERIFY(doc->data() == m_sample);
}

// AHP within one pillar, through the dialog: Cost optimisation's TCO over Migration cost 3 : 1 gives 75 % : 25 % within
// it, one undo step; moving TCO out of the pillar drops the pillar's matrix in that same step (undo brings it back);
// a pillar of one criterion says there is nothing to compare.
void TestEditors::ahpWithinAGroup()
{
    Document *doc = m_window->document();
    WeightsPanel *weights = m_window->weightsPanel();
    const ProjectData &d = doc->data();
    const int cost = d.indexOfGroup(QStringLiteral("cost_optimisation"));
    const int tco = d.indexOfCriterion(QStringLiteral("tco"));
    const int migration = d.indexOfCriterion(QStringLiteral("migration"));
    QVERIFY(cost >= 0 && tco >= 0 && migration >= 0);
    QString title;
    QCOMPARE(answerDialog<AhpDialog>(
                 this,
                 [&title](AhpDialog *dialog) {
                     title = dialog->windowTitle();
                     QCOMPARE(dialog->size(), 2);
                     dialog->setJudgment(0, 1, 3);
                     dialog->accept();
                 },
                 [weights, cost] { weights->askNodeAhp(cost); }),
             0);
    QVERIFY2(title.contains(QStringLiteral("within Cost optimisation")), qPrintable(title));
    QCOMPARE(doc->undoStack()->count(), 1);
    QCOMPARE(doc->undoStack()->text(0), QStringLiteral("Weights within Cost optimisation from AHP"));
    const ValueTree::Weights w = ValueTree(d).weights(d.active());
    QVERIFY(std::abs(w.criterionLocal[std::size_t(tco)] - 0.75) < 1e-9);
    QVERIFY(std::abs(w.criterionLocal[std::size_t(migration)] - 0.25) < 1e-9);
    QCOMPARE(weights->spinBox(tco)->value(), 75.0);
    QVERIFY(d.active().groupAhp.count(QStringLiteral("cost_optimisation")));
    QCOMPARE(d.active().groupWeights, m_sample.active().groupWeights); // the pillars keep their weights

    QVERIFY(doc->moveCriterionToGroup(tco, QStringLiteral("performance_efficiency")));
    QCOMPARE(doc->undoStack()->count(), 2);
    QVERIFY(!d.active().groupAhp.count(QStringLiteral("cost_optimisation")));
    QVERIFY(validateProject(d).empty());
    doc->undoStack()->undo();
    QVERIFY(d.active().groupAhp.count(QStringLiteral("cost_optimisation")));
    QCOMPARE(d.criteria[std::size_t(tco)].group, QStringLiteral("cost_optimisation"));

    weights->askNodeAhp(d.indexOfGroup(QStringLiteral("operational_excellence")));
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QStringLiteral("nothing to compare")),
             qPrintable(m_window->statusBar()->currentMessage()));
    QCOMPARE(doc->undoStack()->count(), 2);
    doc->undoStack()->undo();
    QVERIFY(doc->data() == m_sample);
}

// A judgment changed the way a keyboard user does it: the cell's combo box editor, Enter to commit.
void TestEditors::ahpEditWithKeyboard()
{
    const ProjectData project = test::smallProject();
    AhpDialog dialog(project, 0);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QTableWidget *table = dialog.table();
    table->setFocus();
    table->setCurrentCell(0, 2);
    QTest::keyClick(table, Qt::Key_F2);
    auto *box = table->viewport()->findChild<QComboBox *>();
    QVERIFY(box);
    box->setCurrentIndex(box->findData(5.0));
    QVERIFY(box->currentIndex() >= 0);
    QTest::keyClick(box, Qt::Key_Return);
    QTRY_COMPARE(dialog.judgment(0, 2), 5.0);
    QCOMPARE(dialog.judgment(2, 0), 0.2);
    QCOMPARE(table->item(2, 0)->data(Qt::UserRole + 1).toDouble(), 0.2);
    // The lower triangle does not open an editor.
    table->setCurrentCell(2, 0);
    QTest::keyClick(table, Qt::Key_F2);
    QCOMPARE(table->viewport()->findChildren<QComboBox *>().size(), 0);
}

// Matrix › Set Weights by AHP…: the real dialog, accepted, is one undo step on the active profile.
void TestEditors::ahpFromTheMenu()
{
    QAction *action = nullptr;
    for (QAction *menu : m_window->menuBar()->actions())
        if (menu->menu())
            for (QAction *a : menu->menu()->actions())
                if (a->text().remove(u'&') == QStringLiteral("Set Weights by AHP…"))
                    action = a;
    QVERIFY(action);
    Document *doc = m_window->document();
    // AHP compares a flat list of criteria: take the sample's criteria out of their groups first.
    for (int c = 0; c < doc->data().criterionCount(); ++c)
        doc->moveCriterionToGroup(c, QString());
    doc->setGroups({}, QStringLiteral("no groups"));
    doc->undoStack()->clear();
    QCOMPARE(answerDialog<AhpDialog>(
                 this,
                 [](AhpDialog *d) {
                     d->setJudgment(0, 1, 7);
                     d->accept();
                 },
                 [action] { action->trigger(); }),
             0);
    QCOMPARE(doc->undoStack()->count(), 1);
    QVERIFY(doc->data().active().ahp);
    QCOMPARE(doc->data().active().ahp->matrix[0][1], 7.0);
    // Cancelled: nothing.
    QCOMPARE(answerDialog<AhpDialog>(this, [](AhpDialog *d) { d->reject(); }, [action] { action->trigger(); }), 0);
    QCOMPARE(doc->undoStack()->count(), 1);
}

// Pictures of the editors for review (not compared): the scenario dock's tabs and the AHP dialog.
// The value function dialog: normalised by default; points from the alternatives' range; the curve and every
// alternative on it; a problem names its row and keeps OK disabled; a labelled scale needs every value as a level.
void TestEditors::valueFunctionDialog()
{
    const std::vector<std::pair<QString, double>> marks = {{QStringLiteral("AWS ECS"), 45}, {QStringLiteral("GKE Autopilot"), 53},
                                                           {QStringLiteral("AKS + Azure Arc"), 44}, {QStringLiteral("OpenShift on-prem"), 49}};
    ValueFunctionDialog dialog(QStringLiteral("Latency"), QStringLiteral("ms"), std::nullopt, marks);
    dialog.resize(900, 520);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QCOMPARE(dialog.kind(), ValueFunctionDialog::Kind::Normalised);
    QVERIFY(!dialog.valueFunction());
    QVERIFY(dialog.okButton()->isEnabled());
    QVERIFY(!dialog.table()->isEnabled());

    // Points: two from the range to start with (44 worth 0, 53 worth 100), then the brief's latency curve.
    dialog.setKind(ValueFunctionDialog::Kind::Points);
    QCOMPARE(dialog.table()->rowCount(), 2);
    QCOMPARE(dialog.valueFunction()->points, (std::vector<ValuePoint>{{44, 0}, {53, 100}}));
    dialog.startFromRange(true); // less is better: 44 worth 100, 53 worth 0
    QCOMPARE(dialog.valueFunction()->points, (std::vector<ValuePoint>{{44, 100}, {53, 0}}));
    QTableWidget *table = dialog.table();
    table->setRowCount(0);
    for (const auto &[x, v] : std::vector<std::pair<double, double>>{{40, 100}, {45, 80}, {50, 0}}) {
        const int row = table->rowCount();
        table->insertRow(row);
        table->setItem(row, 0, new QTableWidgetItem(QString::number(x)));
        table->setItem(row, 2, new QTableWidgetItem());
        table->setItem(row, 1, new QTableWidgetItem(QString::number(v))); // the last edit refreshes
    }
    QCOMPARE(dialog.valueFunction()->points, (std::vector<ValuePoint>{{40, 100}, {45, 80}, {50, 0}}));
    QVERIFY2(dialog.problem().isEmpty(), qPrintable(dialog.problem()));
    QVERIFY(dialog.okButton()->isEnabled());
    // The curve and the four alternatives on it at their worth: AKS + Azure Arc at 84.
    const QList<QAbstractSeries *> series = dialog.chartView()->chart()->series();
    QCOMPARE(series.size(), 5);
    bool aks = false;
    for (QAbstractSeries *s : series)
        if (auto *scatter = qobject_cast<QScatterSeries *>(s); scatter && scatter->name().startsWith(QStringLiteral("AKS + Azure Arc")))
            aks = scatter->points().size() == 1 && scatter->points().front() == QPointF(44, 84);
    QVERIFY(aks);
    // x not increasing: the row is named, OK waits.
    table->item(2, 0)->setText(QStringLiteral("44"));
    QCOMPARE(dialog.problem(), QStringLiteral("Row 3: x 44 is not above the previous point's 45 (points go by increasing x)."));
    QVERIFY(!dialog.okButton()->isEnabled());
    table->item(2, 0)->setText(QStringLiteral("fifty"));
    QCOMPARE(dialog.problem(), QStringLiteral("Row 3: the value is not a number."));
    table->item(2, 0)->setText(QStringLiteral("50"));
    table->item(1, 1)->setText(QStringLiteral("120"));
    QCOMPARE(dialog.problem(), QStringLiteral("Row 2: value 120 is outside 0–100."));
    table->item(1, 1)->setText(QStringLiteral("80"));
    QVERIFY(dialog.okButton()->isEnabled());

    // A labelled scale: one level per value the alternatives have; a value without a level is named.
    ValueFunctionDialog ratings(QStringLiteral("Compliance"), QStringLiteral("1-5"), std::nullopt,
                                {{QStringLiteral("A"), 1}, {QStringLiteral("B"), 3}, {QStringLiteral("C"), 5}});
    ratings.setKind(ValueFunctionDialog::Kind::Levels);
    QCOMPARE(ratings.valueFunction()->levels.size(), std::size_t(3));
    QCOMPARE(ratings.valueFunction()->value(3), 50.0);
    QVERIFY(ratings.problem().isEmpty());
    ratings.table()->item(1, 0)->setText(QStringLiteral("4"));
    QCOMPARE(ratings.problem(), QStringLiteral("B's value 3 is not a level: add a level at 3."));
    ratings.table()->item(1, 0)->setText(QStringLiteral("3"));
    ratings.table()->item(1, 2)->setText(QStringLiteral("level 1"));
    QVERIFY2(ratings.problem().contains(QStringLiteral("used by another level")), qPrintable(ratings.problem()));
}

// Setting a value function is one undo step: the ranking follows it, the header shows ∿, undo restores both.
void TestEditors::valueFunctionOneUndoStep()
{
    Document *document = m_window->document();
    const int latency = criterionWithId(QStringLiteral("latency"));
    QVERIFY(latency >= 0);
    const auto scoreOf = [document](const QString &name) {
        const Evaluation &e = *document->evaluation()->current();
        for (const auto &row : e.ranking().rows)
            if (row.name == name)
                return row.score;
        return -1.0;
    };
    // The sample's latency has the brief's function: its header shows ∿ and the function.
    MatrixModel *model = m_window->matrixView()->matrixModel();
    QVERIFY(model->headerData(latency, Qt::Horizontal, Qt::DisplayRole).toString().contains(QStringLiteral("∿")));
    QVERIFY(model->headerData(latency, Qt::Horizontal, Qt::ToolTipRole).toString().contains(QStringLiteral("100 at ≤ 40 ms")));
    const double before = scoreOf(QStringLiteral("OpenShift on-prem"));
    const int steps = document->undoStack()->count();
    // Back to normalised: one step, the ranking follows, the header shows the direction again.
    Criterion c = document->data().criteria[std::size_t(latency)];
    c.valueFunction.reset();
    QVERIFY(document->setCriterion(latency, c, Project::CriterionProperty::ValueFunction));
    QCOMPARE(document->undoStack()->count(), steps + 1);
    QTRY_VERIFY(std::abs(scoreOf(QStringLiteral("OpenShift on-prem")) - before) > 1e-6);
    QVERIFY(model->headerData(latency, Qt::Horizontal, Qt::DisplayRole).toString().contains(QStringLiteral("▼")));
    // Another function is another step; undo goes back through both.
    ValueFunction f;
    f.points = {{45, 100}, {50, 0}};
    c.valueFunction = f;
    QVERIFY(document->setCriterion(latency, c, Project::CriterionProperty::ValueFunction));
    QCOMPARE(document->undoStack()->count(), steps + 2);
    document->undoStack()->undo();
    document->undoStack()->undo();
    QCOMPARE(document->data().criteria[std::size_t(latency)].valueFunction, m_sample.criteria[std::size_t(latency)].valueFunction);
    QTRY_VERIFY(std::abs(scoreOf(QStringLiteral("OpenShift on-prem")) - before) < 1e-12);

    // On a labelled scale the matrix takes a level, or its label, and refuses anything else beside the cell.
    const int compliance = criterionWithId(QStringLiteral("compliance"));
    Criterion rated = document->data().criteria[std::size_t(compliance)];
    ValueFunction scale;
    for (int level = 1; level <= 5; ++level)
        scale.levels.push_back({double(level), QStringLiteral("level %1").arg(level), (level - 1) * 25.0});
    scale.levels[2].label = QStringLiteral("partial");
    rated.valueFunction = scale;
    QVERIFY(document->setCriterion(compliance, rated, Project::CriterionProperty::ValueFunction));
    QSignalSpy refused(model, &MatrixModel::editRejected);
    QVERIFY(!model->setData(model->index(0, compliance), QStringLiteral("4.5"), Qt::EditRole));
    QCOMPARE(refused.count(), 1);
    QVERIFY2(refused.front().front().toString().contains(QStringLiteral("4.5 is not a level of Compliance")), qPrintable(refused.front().front().toString()));
    QVERIFY(model->setData(model->index(0, compliance), QStringLiteral("Partial"), Qt::EditRole));
    QCOMPARE(document->data().values.at(0, compliance), 3.0);
    // A paste too: labels become their levels, a value off the scale refuses the whole paste, naming the cell.
    const PastePlan labels = planPaste(document->data(), "partial\n5\n", 0, compliance);
    QVERIFY2(labels.error.isEmpty(), qPrintable(labels.error));
    QCOMPARE(labels.cells.size(), std::size_t(2));
    QCOMPARE(labels.cells.front().value, 3.0);
    const PastePlan off = planPaste(document->data(), "2\n4.5\n", 0, compliance);
    QVERIFY(off.cells.empty());
    QVERIFY2(off.error.contains(QStringLiteral("Row 2, column 1 of the pasted block: 4.5 is not a level of Compliance")), qPrintable(off.error));
}

// Opened and saved untouched, the editor gives back the file's scenarios exactly (a factor shown as a percentage
// keeps its last digit), and the scenario shown stays shown.
void TestEditors::scenarioEditorKeepsTheFile()
{
    ProjectData p = m_sample;
    p.activeScenario = QStringLiteral("AKS at list price");
    for (int select = -1; select < int(p.scenarios.size()); ++select) {
        ScenarioEditorDialog dialog(p, select, m_window);
        if (select < 0) { // a new one was started: without it, the file's
            QCOMPARE(dialog.list()->count(), int(p.scenarios.size()) + 1);
            dialog.removeButton()->click();
        }
        QCOMPARE(dialog.list()->count(), int(p.scenarios.size()));
        QVERIFY2(dialog.saveButton()->isEnabled(), qPrintable(dialog.problem()->text()));
        QVERIFY(dialog.scenarios() == p.scenarios);
        QCOMPARE(dialog.activeScenario(), p.activeScenario);
    }
    // The subset of alternatives the file gives (every Kubernetes platform) is shown as one choice.
    ScenarioEditorDialog dialog(p, p.indexOfScenario(QStringLiteral("Idle 27 % → 9 % on every Kubernetes platform")), m_window);
    const auto *forWhom = qobject_cast<QComboBox *>(dialog.changes()->cellWidget(0, 1));
    QVERIFY(forWhom);
    QVERIFY2(forWhom->currentText().contains(QStringLiteral("GKE Autopilot")) && forWhom->currentText().contains(QStringLiteral(",")),
             qPrintable(forWhom->currentText()));
    QVERIFY2(dialog.preview()->text().startsWith(QStringLiteral("It changes 3 numbers")), qPrintable(dialog.preview()->text()));
}

// "GPU price −15 %": a new scenario, one change (the price on every platform, −15 %), saved and shown in one undo
// step; the workbench then ranks with the lower prices, and undo takes it all back.
void TestEditors::scenarioEditorCreates()
{
    Document *document = m_window->document();
    const std::vector<NamedScenario> before = document->data().scenarios;
    ScenarioEditorDialog dialog(document->data(), -1, m_window);
    QCOMPARE(dialog.nameEdit()->text(), QStringLiteral("Scenario 1"));
    QCOMPARE(dialog.changes()->rowCount(), 1);
    QVERIFY(!dialog.saveButton()->isEnabled()); // its value is not given yet, and the form says so
    QVERIFY2(dialog.problem()->text().contains(QStringLiteral("Change 1: give the change in percent")), qPrintable(dialog.problem()->text()));
    typeOver(dialog.nameEdit(), QStringLiteral("GPU price −15 %"));
    dialog.setChange(0, ScenarioOverride::Kind::Attribute, QStringLiteral("price_gpu_h"), {}, true, QStringLiteral("−15"));
    QVERIFY2(dialog.saveButton()->isEnabled(), qPrintable(dialog.problem()->text()));
    QCOMPARE(dialog.list()->item(dialog.list()->count() - 1)->text(), QStringLiteral("GPU price −15 %"));
    const QString preview = dialog.preview()->text();
    QVERIFY2(preview.startsWith(QStringLiteral("It changes 4 numbers")) && preview.contains(QStringLiteral("AKS + Azure Arc")), qPrintable(preview));
    dialog.saveAndShowButton()->click();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    const std::vector<NamedScenario> saved = dialog.scenarios();
    QCOMPARE(saved.size(), before.size() + 1);
    const NamedScenario &made = saved.back();
    QCOMPARE(made.name, QStringLiteral("GPU price −15 %"));
    QCOMPARE(int(made.overrides.size()), 1);
    QCOMPARE(made.overrides[0].kind, ScenarioOverride::Kind::Attribute);
    QCOMPARE(made.overrides[0].target, QStringLiteral("price_gpu_h"));
    QVERIFY(made.overrides[0].alternatives.isEmpty());
    QVERIFY(made.overrides[0].factor && std::abs(*made.overrides[0].factor - 0.85) < 1e-12);
    QCOMPARE(dialog.activeScenario(), QStringLiteral("GPU price −15 %"));

    const int steps = document->undoStack()->count();
    QVERIFY(document->editScenarios(saved, dialog.activeScenario()));
    QCOMPARE(document->undoStack()->count(), steps + 1);
    QCOMPARE(document->data().activeScenario, QStringLiteral("GPU price −15 %"));
    const int aks = alternativeNamed(QStringLiteral("AKS + Azure Arc"));
    const double price = document->data().alternatives[std::size_t(aks)].attributes.at(QStringLiteral("price_gpu_h"));
    QTRY_VERIFY(document->evaluation()->current()->project().scenarioApplied);
    const double shown = document->evaluation()->current()->project().alternatives[std::size_t(aks)].attributes.at(QStringLiteral("price_gpu_h"));
    QVERIFY2(std::abs(shown - price * 0.85) < 1e-12, qPrintable(QStringLiteral("%1 vs %2").arg(shown).arg(price * 0.85)));
    QVERIFY(m_window->windowTitle().contains(QStringLiteral("GPU price −15 %")));
    document->undoStack()->undo();
    QVERIFY(document->data().scenarios == before);
    QVERIFY(document->data().activeScenario.isEmpty());
    // Saving what is already there is no step at all.
    QVERIFY(!document->editScenarios(before, QString()));
    QCOMPARE(document->undoStack()->count(), steps + 1); // the undone step, still on the stack to redo
}

// What cannot be saved is said under the changes, naming the change, and Save waits.
void TestEditors::scenarioEditorRefuses()
{
    ScenarioEditorDialog dialog(m_sample, 0, m_window);
    const auto rename = [&](const QString &name) {
        typeOver(dialog.nameEdit(), name);
    };
    const auto refused = [&](const QString &part) {
        return !dialog.saveButton()->isEnabled() && !dialog.problem()->isHidden() && dialog.problem()->text().contains(part);
    };
    rename(QString());
    QVERIFY2(refused(QStringLiteral("needs a name")), qPrintable(dialog.problem()->text()));
    rename(QStringLiteral("base"));
    QVERIFY2(refused(QStringLiteral("the project's own numbers")), qPrintable(dialog.problem()->text()));
    rename(QStringLiteral("AKS at list price"));
    QVERIFY2(refused(QStringLiteral("Another scenario is called “AKS at list price”")), qPrintable(dialog.problem()->text()));
    rename(QString(10001, u'x'));
    QVERIFY2(refused(QStringLiteral("at most 10000 characters")), qPrintable(dialog.problem()->text()));
    rename(QStringLiteral("Discount tiers"));
    QVERIFY2(dialog.saveButton()->isEnabled(), qPrintable(dialog.problem()->text()));
    dialog.setChange(0, ScenarioOverride::Kind::Attribute, QStringLiteral("price_gpu_h"), {m_sample.alternatives[2].id}, false, QStringLiteral("abc"));
    QVERIFY2(refused(QStringLiteral("Change 1: “abc” is not a number")), qPrintable(dialog.problem()->text()));
    dialog.setChange(0, ScenarioOverride::Kind::Attribute, QStringLiteral("price_gpu_h"), {m_sample.alternatives[2].id}, false, QStringLiteral("$0.80"));
    QVERIFY2(refused(QStringLiteral("currency symbols")), qPrintable(dialog.problem()->text()));
    dialog.setChange(0, ScenarioOverride::Kind::Attribute, QStringLiteral("price_gpu_h"), {m_sample.alternatives[2].id}, false, QStringLiteral("0.80"));
    QVERIFY2(dialog.saveButton()->isEnabled(), qPrintable(dialog.problem()->text()));
    QCOMPARE(*dialog.scenarios()[0].overrides[0].value, 0.80);
    // A problem in another scenario than the one shown is named with it.
    dialog.newButton()->click();
    QVERIFY2(refused(QStringLiteral("Change 1: give the change in percent")), qPrintable(dialog.problem()->text()));
    dialog.list()->setCurrentRow(0);
    QVERIFY2(refused(QStringLiteral("“Scenario 1”: Change 1")), qPrintable(dialog.problem()->text()));
}

// Renaming the scenario shown keeps it shown under its new name; removing it shows the base.
void TestEditors::scenarioEditorRenamesAndRemoves()
{
    ProjectData p = m_sample;
    p.activeScenario = QStringLiteral("AKS at list price");
    const int shown = p.indexOfScenario(p.activeScenario);
    {
        ScenarioEditorDialog dialog(p, shown, m_window);
        typeOver(dialog.nameEdit(), QStringLiteral("AKS list price $0.96"));
        QCOMPARE(dialog.activeScenario(), QStringLiteral("AKS list price $0.96"));
        QCOMPARE(dialog.scenarios()[std::size_t(shown)].overrides, p.scenarios[std::size_t(shown)].overrides);
    }
    {
        ScenarioEditorDialog dialog(p, shown, m_window);
        dialog.removeButton()->click();
        QCOMPARE(dialog.list()->count(), int(p.scenarios.size()) - 1);
        QVERIFY(dialog.activeScenario().isEmpty());
        QCOMPARE(dialog.scenarios().size(), p.scenarios.size() - 1);
    }
}

// Analysis ▸ New Scenario… opens the editor; its Save is one undo step on the window's document.
void TestEditors::scenarioEditorFromTheMenu()
{
    QAction *action = m_window->findChild<QAction *>(QStringLiteral("newScenarioAction"));
    QVERIFY(action);
    bool seen = false;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<ScenarioEditorDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        seen = true;
        typeOver(dialog->nameEdit(), QStringLiteral("Budget $150K"));
        dialog->setChange(0, ScenarioOverride::Kind::Parameter, QStringLiteral("budget"), {}, false, QStringLiteral("150000"));
        dialog->saveButton()->click();
    });
    action->trigger();
    QVERIFY(seen);
    const ProjectData &d = m_window->document()->data();
    const int k = d.indexOfScenario(QStringLiteral("Budget $150K"));
    QVERIFY(k >= 0);
    QCOMPARE(d.scenarios[std::size_t(k)].overrides.size(), std::size_t(1));
    QCOMPARE(*d.scenarios[std::size_t(k)].overrides[0].value, 150000.0);
    QVERIFY(d.activeScenario.isEmpty()); // Save keeps the base shown; Save and Show would switch
}

void TestEditors::screenshots()
{
    m_window->resize(1280, 800);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    const QDir dir(QCoreApplication::applicationDirPath());
    ScenarioPanel *panel = scenarioPanel();
    for (QWidget *w = panel; w; w = w->parentWidget())
        if (auto *dock = qobject_cast<QDockWidget *>(w))
            dock->raise();
    for (int tab : {ScenarioPanel::AttributesTab, ScenarioPanel::ConstraintsTab}) {
        panel->tabs()->setCurrentIndex(tab);
        QCoreApplication::processEvents();
        QVERIFY(m_window->grab().toImage().save(dir.filePath(QStringLiteral("tst_editors-scenario-%1.png").arg(tab))));
    }
    CriterionDialog criterion(m_sample.criteria[std::size_t(criterionWithId(QStringLiteral("tco")))], m_window, &m_sample);
    criterion.formulaField()->setText(QStringLiteral("gpu_hours * efective_price + fixed_cost"));
    criterion.show();
    QVERIFY(QTest::qWaitForWindowExposed(&criterion));
    QVERIFY(criterion.grab().toImage().save(dir.filePath(QStringLiteral("tst_editors-criterion.png"))));
    criterion.hide();
    ConstraintDialog constraint(m_sample, m_sample.constraints[0], 0, m_window);
    constraint.show();
    QVERIFY(QTest::qWaitForWindowExposed(&constraint));
    QVERIFY(constraint.grab().toImage().save(dir.filePath(QStringLiteral("tst_editors-constraint.png"))));
    constraint.hide();
    AhpDialog ahp(m_window->document()->data(), 0, m_window);
    ahp.setJudgment(0, 1, 9);
    ahp.setJudgment(1, 2, 9);
    ahp.setJudgment(0, 2, 1.0 / 9);
    ahp.show();
    QVERIFY(QTest::qWaitForWindowExposed(&ahp));
    QVERIFY(ahp.grab().toImage().save(dir.filePath(QStringLiteral("tst_editors-ahp.png"))));
    m_window->hide();
}

QTEST_MAIN(TestEditors)
#include "tst_editors.moc"
