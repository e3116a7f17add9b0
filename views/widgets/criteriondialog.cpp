#include "criteriondialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>

namespace verdict {

namespace {
QDoubleSpinBox *numberBox(QWidget *parent, const QString &name)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(-1e12, 1e12);
    box->setDecimals(4);
    box->setAccessibleName(name);
    return box;
}
} // namespace

CriterionDialog::CriterionDialog(const Criterion &criterion, QWidget *parent)
    : QDialog(parent)
    , m_original(criterion)
    , m_name(new QLineEdit(criterion.name, this))
    , m_description(new QPlainTextEdit(criterion.description, this))
    , m_unit(new QLineEdit(criterion.unit, this))
    , m_direction(new QComboBox(this))
    , m_hasMin(new QCheckBox(tr("Minimum"), this))
    , m_min(numberBox(this, tr("Scale minimum")))
    , m_hasMax(new QCheckBox(tr("Maximum"), this))
    , m_max(numberBox(this, tr("Scale maximum")))
    , m_preference(new QComboBox(this))
    , m_q(numberBox(this, tr("Indifference threshold q")))
    , m_p(numberBox(this, tr("Preference threshold p")))
    , m_s(numberBox(this, tr("Gaussian parameter s")))
{
    setWindowTitle(tr("Criterion “%1”").arg(criterion.name));
    m_description->setMaximumHeight(80);
    m_direction->addItem(tr("More is better (benefit)"));
    m_direction->addItem(tr("Less is better (cost)"));
    m_direction->setCurrentIndex(criterion.direction == Direction::Max ? 0 : 1);
    m_hasMin->setChecked(criterion.scaleMin.has_value());
    m_min->setValue(criterion.scaleMin.value_or(0.0));
    m_min->setEnabled(criterion.scaleMin.has_value());
    m_hasMax->setChecked(criterion.scaleMax.has_value());
    m_max->setValue(criterion.scaleMax.value_or(0.0));
    m_max->setEnabled(criterion.scaleMax.has_value());
    connect(m_hasMin, &QCheckBox::toggled, m_min, &QWidget::setEnabled);
    connect(m_hasMax, &QCheckBox::toggled, m_max, &QWidget::setEnabled);

    const QStringList prefs = {tr("Usual"), tr("U-shape"), tr("V-shape"), tr("Level"), tr("Linear"), tr("Gaussian")};
    m_preference->addItems(prefs);
    const PreferenceFunction pf = criterion.preference.value_or(PreferenceFunction{});
    m_preference->setCurrentIndex(int(pf.type));
    m_q->setValue(pf.q);
    m_p->setValue(pf.p);
    m_s->setValue(pf.s);

    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Description:"), m_description);
    form->addRow(tr("&Unit:"), m_unit);
    form->addRow(tr("D&irection:"), m_direction);
    auto *scale = new QHBoxLayout;
    scale->addWidget(m_hasMin);
    scale->addWidget(m_min);
    scale->addWidget(m_hasMax);
    scale->addWidget(m_max);
    form->addRow(tr("Fixed scale:"), scale);
    form->addRow(tr("&Preference function:"), m_preference);
    auto *thresholds = new QHBoxLayout;
    thresholds->addWidget(new QLabel(tr("q"), this));
    thresholds->addWidget(m_q);
    thresholds->addWidget(new QLabel(tr("p"), this));
    thresholds->addWidget(m_p);
    thresholds->addWidget(new QLabel(tr("s"), this));
    thresholds->addWidget(m_s);
    form->addRow(tr("Thresholds:"), thresholds);
    if (criterion.isFormula())
        form->addRow(tr("Formula:"), new QLabel(criterion.formula, this));
    form->addRow(tr("Id:"), new QLabel(criterion.id, this));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, [buttons](const QString &t) {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!t.trimmed().isEmpty());
    });
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

Criterion CriterionDialog::criterion() const
{
    Criterion c = m_original;
    c.name = m_name->text().trimmed();
    c.description = m_description->toPlainText().trimmed();
    c.unit = m_unit->text().trimmed();
    c.direction = m_direction->currentIndex() == 0 ? Direction::Max : Direction::Min;
    c.scaleMin = m_hasMin->isChecked() ? std::optional<double>(m_min->value()) : std::nullopt;
    c.scaleMax = m_hasMax->isChecked() ? std::optional<double>(m_max->value()) : std::nullopt;
    PreferenceFunction pf;
    pf.type = PreferenceType(m_preference->currentIndex());
    pf.q = m_q->value();
    pf.p = m_p->value();
    pf.s = m_s->value();
    // "usual" with no thresholds is the default: keep the field empty unless it was set before.
    if (pf == PreferenceFunction{} && !m_original.preference)
        c.preference.reset();
    else
        c.preference = pf;
    return c;
}

} // namespace verdict
