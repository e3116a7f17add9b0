#pragma once

#include "core/projectdata.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;

namespace verdict {

class FormulaField;
struct ScenarioResult;

// The name, unit and description of an attribute (the id never changes: formulas use it).
class AttributeDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AttributeDialog(const AttributeDef &attribute, QWidget *parent = nullptr);
    AttributeDef attribute() const;

private:
    AttributeDef m_original;
    QLineEdit *m_name;
    QLineEdit *m_unit;
    QLineEdit *m_description;
};

// One gate "LEFT OP RIGHT": the expression with completion and its problem shown as it is typed, the
// description, the tolerance it is compared with, and a preview of which alternatives meet it.
class ConstraintDialog : public QDialog
{
    Q_OBJECT

public:
    // `index`: the constraint being edited, or -1 for a new one.
    ConstraintDialog(const ProjectData &project, const Constraint &constraint, int index, QWidget *parent = nullptr);
    Constraint constraint() const;
    FormulaField *expressionField() const { return m_expression; }
    QString previewText() const;

private:
    void updatePreview();

    ProjectData m_trial; // the project with this constraint at m_index: the preview edits it in place
    int m_index;
    FormulaField *m_expression;
    QLineEdit *m_description;
    QLabel *m_preview;
};

// An advisory rule: when (a formula over scenario parameters and baseline_* figures), then / else profile,
// message; with a preview of the profile it points to now.
class RuleDialog : public QDialog
{
    Q_OBJECT

public:
    RuleDialog(const ProjectData &project, const DecisionRule &rule, int index, QWidget *parent = nullptr);
    DecisionRule rule() const;
    FormulaField *whenField() const { return m_when; }
    QString previewText() const;

private:
    void updatePreview();

    ProjectData m_trial; // the project with this rule at m_index: the preview edits it in place
    int m_index;
    FormulaField *m_when;
    QComboBox *m_then;
    QComboBox *m_else;
    QLineEdit *m_message;
    QLabel *m_preview;
};

// Plain-language summaries shared by the dialogs and the scenario panel's lists.
QString describeConstraintOutcome(const ProjectData &project, const ScenarioResult &result, int constraint);
QString describeRuleOutcome(const ProjectData &project, const ScenarioResult &result, int rule);

} // namespace verdict
