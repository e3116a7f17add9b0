#include "analysisactions.h"
#include "models/richtext.h"
#include "widgets/dialogs.h"

#include "charts/chartpanel.h"
#include "document/document.h"
#include "document/liveevaluation.h"
#include "evaluation/evaluation.h"
#include "evaluation/wording.h"
#include "widgets/methodchoice.h"
#include "widgets/resultspanel.h"
#include "widgets/scenariocompare.h"
#include "widgets/scenarioeditor.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QMenu>

namespace verdict {

AnalysisActions::AnalysisActions(Document *document, ResultsPanel *results, ChartPanel *charts, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_results(results)
    , m_charts(charts)
    , m_window(window)
{
}

void AnalysisActions::fillMenu(QMenu *analysis)
{
    // Rank by …, as in the Results dock: one undo step each, the checked one the file's.
    m_methods = new QActionGroup(this);
    for (const QString &method : rankingMethods()) {
        QAction *a = analysis->addAction(tr("Rank by %1").arg(methodLabel(method)));
        a->setCheckable(true);
        a->setData(method);
        a->setStatusTip(methodDescription(method));
        a->setToolTip(methodDescription(method));
        m_methods->addAction(a);
        connect(a, &QAction::triggered, this, [this, method] { m_document->setRankingMethod(method); });
    }
    updateMethods();
    analysis->addSeparator();
    analysis->addAction(m_results->whatIfAction()); // for the ranking's selected row
    QAction *checkFirst = analysis->addAction(tr("What to Check &First"), this, &AnalysisActions::checkFirstRequested);
    checkFirst->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
    checkFirst->setStatusTip(tr("The assumed numbers ranked by how likely each is to change the winner"));
    // What-if scenarios: which numbers the workbench shows (an undo step), and all of them side by side.
    analysis->addSeparator();
    m_scenarioMenu = analysis->addMenu(tr("&Scenario"));
    m_scenarioMenu->setObjectName(QStringLiteral("scenarioMenu"));
    updateScenarioMenu();
    connect(m_document->project(), &Project::whatIfScenariosChanged, this, &AnalysisActions::updateScenarioMenu);
    connect(m_document->project(), &Project::wasReset, this, &AnalysisActions::updateScenarioMenu);
    QAction *newScenario = analysis->addAction(tr("&New Scenario…"), this, [this] { editScenarios(-1); });
    newScenario->setObjectName(QStringLiteral("newScenarioAction"));
    newScenario->setStatusTip(tr("A what-if scenario: a name and the numbers it changes (GPU price −15 %, a tighter budget, …)"));
    QAction *editScenariosAction = analysis->addAction(tr("&Edit Scenarios…"), this, [this] {
        editScenarios(m_document->data().indexOfScenario(m_document->data().activeScenario));
    });
    editScenariosAction->setObjectName(QStringLiteral("editScenariosAction"));
    editScenariosAction->setStatusTip(tr("Rename, change or remove the what-if scenarios"));
    QAction *compare = analysis->addAction(tr("&Compare Scenarios…"), this, &AnalysisActions::compareScenarios);
    compare->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    compare->setStatusTip(tr("The base and every what-if scenario side by side: winner, margin, gates, ranks and costs."));
    connect(m_document->project(), &Project::analysisSettingsChanged, this, &AnalysisActions::updateMethods);
    connect(m_document->project(), &Project::wasReset, this, &AnalysisActions::updateMethods);
    connect(m_document->evaluation(), &LiveEvaluation::changed, this, &AnalysisActions::updateMethods);
}

// Checked: the method in use. A method that cannot rank the project is disabled with the reason (as in the Results
// dock's selector), so it says so before it is chosen.
void AnalysisActions::updateMethods()
{
    const std::shared_ptr<const Evaluation> e = m_document->evaluation()->current();
    for (QAction *a : m_methods->actions()) {
        const QString method = a->data().toString();
        a->setChecked(method == m_document->data().analysis.method);
        const std::optional<Message> refusal = e ? methodRefusalsOf(*e).of(method) : std::nullopt;
        a->setEnabled(!refusal || a->isChecked());
        const QString tip = refusal ? tr("Cannot rank this project: %1.").arg(refusal->text) : methodDescription(method);
        a->setStatusTip(tip);
        a->setToolTip(plainToRich(tip));
    }
}

void AnalysisActions::updateScenarioMenu()
{
    const ProjectData &d = m_document->data();
    QStringList names{QString()};
    for (const NamedScenario &s : d.scenarios)
        names << s.name;
    Q_EMIT activeScenarioChanged();
    // Only the active one changed (often from one of these actions' own triggered signal, so they must not be
    // deleted now): check it.
    if (m_scenarioMenu->property("names").toStringList() == names && !d.scenarios.empty()) {
        for (QAction *a : m_scenarioMenu->actions())
            a->setChecked(a->data().toString() == d.activeScenario);
        return;
    }
    m_scenarioMenu->setProperty("names", names);
    m_scenarioMenu->clear();
    qDeleteAll(m_scenarioMenu->findChildren<QActionGroup *>(Qt::FindDirectChildrenOnly));
    auto *group = new QActionGroup(m_scenarioMenu);
    for (const QString &name : names) {
        QAction *a = m_scenarioMenu->addAction(name.isEmpty() ? tr("&Base (the project's own numbers)") : dialogs::menuText(name));
        a->setCheckable(true);
        a->setChecked(name == d.activeScenario);
        a->setData(name);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, name] { m_document->setActiveScenario(name); });
    }
    if (d.scenarios.empty()) {
        QAction *none = m_scenarioMenu->addAction(tr("No what-if scenarios in this project"));
        none->setEnabled(false);
    }
}

void AnalysisActions::editScenarios(int select)
{
    ScenarioEditorDialog dialog(m_document->data(), select, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (m_document->editScenarios(dialog.scenarios(), dialog.activeScenario()))
        Q_EMIT message(tr("Scenarios saved; Edit ▸ Undo takes them back."));
}

void AnalysisActions::compareScenarios()
{
    if (!m_compare) {
        m_compare = new ScenarioCompareDialog(m_document, m_window);
        connect(m_compare, &ScenarioCompareDialog::editRequested, this, &AnalysisActions::editScenarios);
        connect(m_compare, &ScenarioCompareDialog::showChartRequested, this, [this] {
            m_charts->setKind(ChartKind::Scenarios);
            if (auto *dock = qobject_cast<QDockWidget *>(m_charts->parentWidget())) {
                dock->show();
                dock->raise();
            }
        });
    }
    m_compare->show();
    m_compare->raise();
    m_compare->activateWindow();
}

} // namespace verdict
