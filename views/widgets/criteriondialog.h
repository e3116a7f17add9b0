#pragma once

#include "core/projectdata.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QPlainTextEdit;

namespace verdict {

// Edits a criterion's name, description, unit, direction, scale bounds and PROMETHEE preference function.
// The id never changes (formulas refer to it).
class CriterionDialog : public QDialog
{
    Q_OBJECT

public:
    explicit CriterionDialog(const Criterion &criterion, QWidget *parent = nullptr);

    Criterion criterion() const;

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
};

} // namespace verdict
