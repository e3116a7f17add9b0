#pragma once

#include "scenario/scenario.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QStandardItemModel;
class QTabWidget;
class QTableView;

namespace verdict {

class AttributesModel;
class Document;
class ParametersModel;

// The scenario editors: the baseline, and tabs for the parameters (SLA, budget ceiling, ...), every
// alternative's attributes (numbers with unit and source), the constraints (gates) and the decision rules,
// each list with its current outcome, and the scenario's problems (broken formulas, cycles, n/a results).
// Every edit goes through the document's undo stack.
class ScenarioPanel : public QWidget
{
    Q_OBJECT

public:
    enum Tab { ParametersTab, AttributesTab, ConstraintsTab, RulesTab, ProblemsTab };

    explicit ScenarioPanel(Document *document, QWidget *parent = nullptr);

    ParametersModel *parametersModel() const { return m_model; }
    AttributesModel *attributesModel() const { return m_attributes; }
    QStandardItemModel *constraintsModel() const { return m_constraints; }
    QStandardItemModel *rulesModel() const { return m_rules; }
    QStandardItemModel *problemsModel() const { return m_problems; }
    QComboBox *baselineBox() const { return m_baseline; }
    QComboBox *whatIfBox() const { return m_whatIf; }
    QTabWidget *tabs() const { return m_tabs; }
    QTableView *attributesView() const { return m_attributesView; }
    QTableView *parametersView() const { return m_table; }
    // Shows `tab` and gives it the focus (the dock raised by the caller).
    void showTab(Tab tab);
    // The last refused edit's reason, shown beside its cell (tests).
    QString lastRefusal() const { return m_lastRefusal; }
    QTableView *constraintsView() const { return m_constraintsView; }
    QTableView *rulesView() const { return m_rulesView; }

    // The editing actions (buttons, double-clicks and tests). The edit/add functions open a dialog.
    void addAttribute();
    void editAttribute(int column);
    void removeAttribute(int column);
    void editAttributeSource(const QModelIndex &cell);
    void addConstraint();
    void editConstraint(int row);
    void removeConstraint(int row);
    void addRule();
    void editRule(int row);
    void removeRule(int row);
    // Shows the outcomes of the document's current evaluation (run on its changed() signal).
    void refresh();
    // Opens the editor for a problem located by JSON pointer ("/constraints/2/expression" opens that
    // constraint; criteria go through editCriterionRequested()).
    void openProblem(const QString &pointer);

Q_SIGNALS:
    void message(const QString &text);
    void editCriterionRequested(int column);
    // The What-if box's Edit… button: the scenario it shows (-1 for the base: a new one).
    void editScenariosRequested(int scenario);

private:
    void refuse(QTableView *view, const QString &text);
    QString m_lastRefusal;
    void updateBaseline();

    Document *m_document;
    ParametersModel *m_model;
    AttributesModel *m_attributes;
    QStandardItemModel *m_constraints;
    QStandardItemModel *m_rules;
    QStandardItemModel *m_problems;
    QTabWidget *m_tabs;
    QTableView *m_table;
    QTableView *m_attributesView;
    QTableView *m_constraintsView;
    QComboBox *m_whatIf = nullptr;
    QTableView *m_rulesView;
    QComboBox *m_baseline;
};

// The term map editor: concepts as rows, one column per alternative.
class TermMapPanel : public QWidget
{
    Q_OBJECT

public:
    explicit TermMapPanel(Document *document, QWidget *parent = nullptr);
    QTableView *view() const { return m_table; }

private:
    QTableView *m_table;
};

} // namespace verdict
