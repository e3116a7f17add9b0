#include "celldialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace verdict {

namespace {
QDoubleSpinBox *numberBox(QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(-1e12, 1e12);
    box->setDecimals(6);
    return box;
}
} // namespace

CellDialog::CellDialog(const QString &title, const QString &provenance, const std::optional<Uncertainty> &uncertainty,
                       QWidget *parent)
    : QDialog(parent)
    , m_provenance(new QLineEdit(provenance, this))
    , m_kind(new QComboBox(this))
    , m_a(numberBox(this))
    , m_b(numberBox(this))
    , m_c(numberBox(this))
    , m_aLabel(new QLabel(this))
    , m_bLabel(new QLabel(this))
    , m_cLabel(new QLabel(this))
{
    setWindowTitle(title);
    m_provenance->setPlaceholderText(tr("Where the number comes from, or “assumption”"));
    m_provenance->setAccessibleName(tr("Source note"));
    m_kind->addItems({tr("Exact"), tr("Interval"), tr("Triangular"), tr("Normal")});
    m_kind->setAccessibleName(tr("Uncertainty"));
    if (uncertainty) {
        m_kind->setCurrentIndex(int(uncertainty->kind) + 1);
        switch (uncertainty->kind) {
        case UncertaintyKind::Interval:
            m_a->setValue(uncertainty->low);
            m_b->setValue(uncertainty->high);
            break;
        case UncertaintyKind::Triangular:
            m_a->setValue(uncertainty->low);
            m_b->setValue(uncertainty->likely);
            m_c->setValue(uncertainty->high);
            break;
        case UncertaintyKind::Normal:
            m_a->setValue(uncertainty->mean);
            m_b->setValue(uncertainty->sd);
            break;
        }
    }
    connect(m_kind, &QComboBox::currentIndexChanged, this, &CellDialog::updateFields);
    auto *form = new QFormLayout;
    form->addRow(tr("&Source:"), m_provenance);
    form->addRow(tr("&Uncertainty:"), m_kind);
    form->addRow(m_aLabel, m_a);
    form->addRow(m_bLabel, m_b);
    form->addRow(m_cLabel, m_c);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    updateFields();
}

void CellDialog::updateFields()
{
    const int k = m_kind->currentIndex();
    const QStringList labels = k == 1 ? QStringList{tr("Low:"), tr("High:")}
                               : k == 2 ? QStringList{tr("Low:"), tr("Most likely:"), tr("High:")}
                               : k == 3 ? QStringList{tr("Mean:"), tr("Standard deviation:")}
                                        : QStringList{};
    QLabel *names[] = {m_aLabel, m_bLabel, m_cLabel};
    QDoubleSpinBox *boxes[] = {m_a, m_b, m_c};
    for (int i = 0; i < 3; ++i) {
        const bool shown = i < labels.size();
        names[i]->setVisible(shown);
        boxes[i]->setVisible(shown);
        if (shown) {
            names[i]->setText(labels[i]);
            boxes[i]->setAccessibleName(labels[i].chopped(1));
        }
    }
}

QString CellDialog::provenance() const
{
    return m_provenance->text().trimmed();
}

std::optional<Uncertainty> CellDialog::uncertainty() const
{
    Uncertainty u;
    switch (m_kind->currentIndex()) {
    case 1:
        u.kind = UncertaintyKind::Interval;
        u.low = m_a->value();
        u.high = m_b->value();
        return u;
    case 2:
        u.kind = UncertaintyKind::Triangular;
        u.low = m_a->value();
        u.likely = m_b->value();
        u.high = m_c->value();
        return u;
    case 3:
        u.kind = UncertaintyKind::Normal;
        u.mean = m_a->value();
        u.sd = m_b->value();
        return u;
    default:
        return std::nullopt;
    }
}

} // namespace verdict
