#pragma once

#include "core/projectdata.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QPlainTextEdit;

namespace verdict {

class FormulaField;

// Edits a criterion's name, description, unit, direction, scale bounds, PROMETHEE preference function and
// how its values come about: entered per alternative, or computed by a formula (with completion of the
// project's names and the formula's problem shown as it is typed) and the formula's source.
// The id never changes (formulas refer to it).
class CriterionDialog : public QDialog
{
    Q_OBJECT

public:
    // `project`: for formula completion and checking (optional).
    explicit CriterionDialog(const Criterion &criterion, QWidget *parent = nullptr, const ProjectData *project = nullptr);

    Criterion criterion() const;
    QCheckBox *formulaBox() const { return m_computed; }
    FormulaField *formulaField() const { return m_formula; }

private:
    Criterion m_original;
    QLineEdit *m_name;
    QPlainTextEdit *m_description;
    QLineEdit *m_unit;
    QComboBox *m_direction;
    QCheckBox *m_hasMin;
    QDoubleSpinBox *m_min;
    QCheckBox *m_hasMax;
    QDoubleSpinBox *m_max;
    QComboBox *m_preference;
    QDoubleSpinBox *m_q;
    QDoubleSpinBox *m_p;
    QDoubleSpinBox *m_s;
    QCheckBox *m_computed;
    FormulaField *m_formula;
    QLineEdit *m_formulaSource;
};

} // namespace verdict
