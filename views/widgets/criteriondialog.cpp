#include "criteriondialog.h"

#include "widgets/formulaedit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
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

CriterionDialog::CriterionDialog(const Criterion &criterion, QWidget *parent, const ProjectData *project)
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
    , m_computed(new QCheckBox(tr("Compute the values with a &formula"), this))
    , m_formula(new FormulaField(this))
    , m_formulaSource(new QLineEdit(criterion.provenance, this))
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
    // Outranking: only PROMETHEE II reads the preference function and its thresholds, so they are shown when it
    // is the project's method (or when the criterion already has some), each with what it does.
    auto *outranking = new QGroupBox(tr("Outranking (PROMETHEE II)"), this);
    outranking->setObjectName(QStringLiteral("outranking"));
    auto *outrankingForm = new QFormLayout(outranking);
    auto *about = new QLabel(tr("How a difference on this criterion counts when PROMETHEE II compares two "
                                "alternatives."), outranking);
    about->setWordWrap(true);
    outrankingForm->addRow(about);
    outrankingForm->addRow(tr("&Preference function:"), m_preference);
    const auto explained = [outranking](QWidget *box, const QString &text) {
        auto *row = new QWidget(outranking);
        auto *layout = new QHBoxLayout(row);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(box);
        auto *label = new QLabel(text, row);
        label->setWordWrap(true);
        layout->addWidget(label, 1);
        return row;
    };
    QWidget *qRow = explained(m_q, tr("differences up to q count as none"));
    QWidget *pRow = explained(m_p, tr("differences from p on count as a full preference"));
    QWidget *sRow = explained(m_s, tr("the difference at which the preference reaches about 40 %"));
    outrankingForm->addRow(tr("Indifference &q:"), qRow);
    outrankingForm->addRow(tr("Preference &p:"), pRow);
    outrankingForm->addRow(tr("Gaussian &s:"), sRow);
    // Only the thresholds the chosen function uses (usual: none; U-shape: q; V-shape: p; level, linear: q and
    // p; Gaussian: s).
    const auto showThresholds = [outrankingForm, qRow, pRow, sRow](int type) {
        const auto t = PreferenceType(type);
        outrankingForm->setRowVisible(qRow, t == PreferenceType::UShape || t == PreferenceType::Level || t == PreferenceType::Linear);
        outrankingForm->setRowVisible(pRow, t == PreferenceType::VShape || t == PreferenceType::Level || t == PreferenceType::Linear);
        outrankingForm->setRowVisible(sRow, t == PreferenceType::Gaussian);
    };
    connect(m_preference, &QComboBox::currentIndexChanged, this, showThresholds);
    showThresholds(m_preference->currentIndex());
    const bool promethee = project && project->analysis.method == QLatin1String("promethee");
    outranking->setVisible(promethee || criterion.preference.has_value());
    form->addRow(outranking);
    form->addRow(QString(), m_computed);
    form->addRow(tr("F&ormula:"), m_formula);
    form->addRow(tr("Formula &source:"), m_formulaSource);
    m_computed->setChecked(criterion.isFormula());
    m_formula->setText(criterion.formula);
    m_formula->edit()->setAccessibleName(tr("Formula of %1").arg(criterion.name));
    m_formulaSource->setAccessibleName(tr("Where the formula comes from"));
    m_formulaSource->setPlaceholderText(tr("e.g. brief, finance team, assumption"));
    if (project)
        m_formula->edit()->setProject(*project, FormulaScope::Alternative);
    auto syncFormula = [this](bool on) {
        m_formula->setEnabled(on);
        m_formulaSource->setEnabled(on);
    };
    connect(m_computed, &QCheckBox::toggled, this, syncFormula);
    syncFormula(criterion.isFormula());
    auto *id = new QLabel(criterion.id, this);
    id->setTextInteractionFlags(Qt::TextSelectableByMouse);
    id->setToolTip(tr("The name formulas use for this criterion"));
    form->addRow(tr("Id:"), id);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto updateOk = [this, buttons] {
        // A broken formula may be kept (the matrix shows the problem), but an empty one means nothing.
        const bool formulaOk = !m_computed->isChecked() || !m_formula->text().isEmpty();
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_name->text().trimmed().isEmpty() && formulaOk);
    };
    connect(m_name, &QLineEdit::textChanged, this, updateOk);
    connect(m_computed, &QCheckBox::toggled, this, updateOk);
    connect(m_formula->edit(), &QLineEdit::textChanged, this, updateOk);
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
    c.formula = m_computed->isChecked() ? m_formula->text() : QString();
    c.provenance = m_formulaSource->text().trimmed();
    // "usual" with no thresholds is the default: keep the field empty unless it was set before.
    if (pf == PreferenceFunction{} && !m_original.preference)
        c.preference.reset();
    else
        c.preference = pf;
    return c;
}

} // namespace verdict
