#pragma once

#include "core/projectdata.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QLabel;

namespace verdict {

// Edits one cell's source note and value uncertainty (none, interval, triangular or normal).
class CellDialog : public QDialog
{
    Q_OBJECT

public:
    CellDialog(const QString &title, const QString &provenance, const std::optional<Uncertainty> &uncertainty,
               QWidget *parent = nullptr);

    QString provenance() const;
    std::optional<Uncertainty> uncertainty() const;

private:
    void updateFields();

    QLineEdit *m_provenance;
    QComboBox *m_kind;
    QDoubleSpinBox *m_a;
    QDoubleSpinBox *m_b;
    QDoubleSpinBox *m_c;
    QLabel *m_aLabel;
    QLabel *m_bLabel;
    QLabel *m_cLabel;
};

} // namespace verdict
