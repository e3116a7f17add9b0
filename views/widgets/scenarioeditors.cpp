#include "scenarioeditors.h"

#include "widgets/formulaedit.h"

#include "scenario/scenario.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace verdict {

// --- summaries ---

QString describeConstraintOutcome(const ProjectData &project, const ScenarioResult &result, int k)
{
    if (k < 0 || k >= int(result.constraintUsable.size()))
        return {};
    if (!result.constraintUsable[std::size_t(k)]) {
        const QString pointer = QStringLiteral("/constraints/%1/").arg(k);
        for (const Message &m : result.diagnostics)
            if (m.pointer.startsWith(pointer))
                return QObject::tr("Not applied: %1").arg(m.column > 0 ? FormulaField::describe({m.text, m.column}) : m.text);
        return QObject::tr("Not applied: the expression has a problem");
    }
    QStringList failures;
    QStringList unknown;
    int met = 0;
    for (int a = 0; a < project.alternativeCount(); ++a) {
        const auto &row = result.constraints.at(std::size_t(a));
        if (std::size_t(k) >= row.size())
            continue;
        const ConstraintOutcome &o = row[std::size_t(k)];
        if (o.state == ConstraintOutcome::State::Met) {
            ++met;
        } else if (o.state == ConstraintOutcome::State::Violated) {
            QString text = project.alternatives[std::size_t(a)].name;
            for (const Violation &v : result.violations.at(std::size_t(a)))
                if (v.constraint == k)
                    text = v.message;
            failures << text;
        } else {
            unknown << QObject::tr("%1 (%2)").arg(project.alternatives[std::size_t(a)].name, o.note);
        }
    }
    QStringList parts;
    parts << QObject::tr("Met by %1 of %2").arg(met).arg(project.alternativeCount());
    if (!failures.isEmpty())
        parts << QObject::tr("✗ fails: %1").arg(failures.join(QStringLiteral("; ")));
    if (!unknown.isEmpty())
        parts << QObject::tr("not checked: %1").arg(unknown.join(QStringLiteral("; ")));
    return parts.join(QStringLiteral(". "));
}

QString describeRuleOutcome(const ProjectData &project, const ScenarioResult &result, int k)
{
    if (k < 0 || k >= int(result.rules.size()))
        return {};
    const RuleOutcome &o = result.rules[std::size_t(k)];
    if (!o.evaluated)
        return QObject::tr("Not evaluated: %1").arg(o.reason);
    QString text = o.condition ? QObject::tr("Condition holds") : QObject::tr("Condition does not hold");
    if (o.profile.isEmpty())
        return text + QObject::tr(": no profile named for this case");
    text += QObject::tr(": points to “%1”").arg(o.profile);
    if (!o.profileExists)
        text += QObject::tr(" — no profile has that name");
    else if (o.active)
        text += QObject::tr(" (the active profile)");
    else
        text += QObject::tr(" (active: “%1”; Verdict never switches by itself)").arg(project.active().name);
    return text;
}

// --- AttributeDialog ---

AttributeDialog::AttributeDialog(const AttributeDef &attribute, QWidget *parent)
    : QDialog(parent)
    , m_original(attribute)
    , m_name(new QLineEdit(attribute.name, this))
    , m_unit(new QLineEdit(attribute.unit, this))
    , m_description(new QLineEdit(attribute.description, this))
{
    setWindowTitle(attribute.id.isEmpty() ? tr("New Attribute") : tr("Attribute “%1”").arg(attribute.name));
    m_unit->setPlaceholderText(tr("a label, e.g. $/GPU-h or ms"));
    auto *form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Unit:"), m_unit);
    form->addRow(tr("&Description:"), m_description);
    if (!attribute.id.isEmpty()) {
        auto *id = new QLabel(attribute.id, this);
        id->setTextInteractionFlags(Qt::TextSelectableByMouse);
        form->addRow(tr("Id in formulas:"), id);
    } else {
        form->addRow(QString(), new QLabel(tr("The id formulas use is made from the name."), this));
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, [buttons](const QString &t) {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!t.trimmed().isEmpty());
    });
    buttons->button(QDialogButtonBox::Ok)->setEnabled(!attribute.name.trimmed().isEmpty());
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    resize(420, sizeHint().height());
}

AttributeDef AttributeDialog::attribute() const
{
    AttributeDef a = m_original;
    a.name = m_name->text().trimmed();
    a.unit = m_unit->text().trimmed();
    a.description = m_description->text().trimmed();
    return a;
}

// --- ConstraintDialog ---

ConstraintDialog::ConstraintDialog(const ProjectData &project, const Constraint &constraint, int index, QWidget *parent)
    : QDialog(parent)
    , m_trial(project)
    , m_index(index)
    , m_expression(new FormulaField(this))
    , m_description(new QLineEdit(constraint.description, this))
    , m_preview(new QLabel(this))
{
    setWindowTitle(index < 0 ? tr("New Constraint") : tr("Edit Constraint"));
    if (m_index < 0 || m_index >= int(m_trial.constraints.size())) {
        m_trial.constraints.push_back(constraint);
        m_index = int(m_trial.constraints.size()) - 1;
    }
    m_expression->edit()->setProject(project, FormulaScope::Alternative, true);
    m_expression->edit()->setPlaceholderText(tr("e.g. latency_ms <= sla_ms"));
    m_expression->edit()->setAccessibleName(tr("Constraint expression"));
    m_expression->setText(constraint.expression);
    m_description->setAccessibleName(tr("Constraint description"));
    m_description->setPlaceholderText(tr("e.g. Meet the 50 ms SLA"));
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::PlainText);
    m_preview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *form = new QFormLayout;
    form->addRow(tr("&Expression:"), m_expression);
    form->addRow(tr("&Description:"), m_description);
    auto *help = new QLabel(tr("LEFT OP RIGHT with OP one of <=, <, >=, >, ==. Both sides are compared with a "
                               "relative tolerance of %1, so a $140,000 cost meets a $140,000 ceiling. An "
                               "alternative that fails is ranked after every feasible one.")
                                .arg(QStringLiteral("1e-9")),
                            this);
    help->setWordWrap(true);
    form->addRow(tr("Tolerance:"), help);
    form->addRow(tr("Now:"), m_preview);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto update = [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_expression->text().isEmpty());
        updatePreview();
    };
    connect(m_expression->edit(), &QLineEdit::textChanged, this, update);
    update();
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    resize(560, sizeHint().height());
}

Constraint ConstraintDialog::constraint() const
{
    return Constraint{m_expression->text(), m_description->text().trimmed()};
}

QString ConstraintDialog::previewText() const
{
    return m_preview->text();
}

void ConstraintDialog::updatePreview()
{
    if (m_expression->text().isEmpty()) {
        m_preview->setText(tr("Type an expression."));
        return;
    }
    m_trial.constraints[std::size_t(m_index)] = constraint();
    m_preview->setText(describeConstraintOutcome(m_trial, evaluateScenario(m_trial), m_index));
}

// --- RuleDialog ---

RuleDialog::RuleDialog(const ProjectData &project, const DecisionRule &rule, int index, QWidget *parent)
    : QDialog(parent)
    , m_trial(project)
    , m_index(index)
    , m_when(new FormulaField(this))
    , m_then(new QComboBox(this))
    , m_else(new QComboBox(this))
    , m_message(new QLineEdit(rule.message, this))
    , m_preview(new QLabel(this))
{
    setWindowTitle(index < 0 ? tr("New Decision Rule") : tr("Edit Decision Rule"));
    if (m_index < 0 || m_index >= int(m_trial.rules.size())) {
        m_trial.rules.push_back(rule);
        m_index = int(m_trial.rules.size()) - 1;
    }
    m_when->edit()->setProject(project, FormulaScope::Scenario);
    m_when->edit()->setPlaceholderText(tr("e.g. baseline_sla_margin > 0.3 && budget < 150000"));
    m_when->edit()->setAccessibleName(tr("Rule condition"));
    m_when->setText(rule.when);
    for (QComboBox *box : {m_then, m_else}) {
        box->addItem(tr("(none)"), QString());
        for (const WeightProfile &p : project.profiles)
            box->addItem(p.name, p.name);
    }
    auto select = [](QComboBox *box, const QString &name) {
        int i = box->findData(name);
        if (i < 0 && !name.isEmpty()) { // a profile that no longer exists: keep it visible, flagged
            box->addItem(QObject::tr("%1 (missing)").arg(name), name);
            i = box->count() - 1;
        }
        box->setCurrentIndex(std::max(0, i));
    };
    select(m_then, rule.thenProfile);
    select(m_else, rule.elseProfile);
    m_then->setAccessibleName(tr("Profile when the condition holds"));
    m_else->setAccessibleName(tr("Profile otherwise"));
    m_message->setAccessibleName(tr("Rule message"));
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::PlainText);
    auto *form = new QFormLayout;
    form->addRow(tr("&When:"), m_when);
    form->addRow(tr("&Then profile:"), m_then);
    form->addRow(tr("&Else profile:"), m_else);
    form->addRow(tr("&Message:"), m_message);
    auto *help = new QLabel(tr("Rules are advisory: Verdict shows the profile a rule points to and never switches "
                               "profiles by itself. The condition may use scenario parameters and baseline_* "
                               "figures."),
                            this);
    help->setWordWrap(true);
    form->addRow(QString(), help);
    form->addRow(tr("Now:"), m_preview);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto update = [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_when->text().isEmpty());
        updatePreview();
    };
    connect(m_when->edit(), &QLineEdit::textChanged, this, update);
    connect(m_then, &QComboBox::currentIndexChanged, this, update);
    connect(m_else, &QComboBox::currentIndexChanged, this, update);
    update();
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    resize(600, sizeHint().height());
}

DecisionRule RuleDialog::rule() const
{
    return DecisionRule{m_when->text(), m_then->currentData().toString(), m_else->currentData().toString(),
                        m_message->text().trimmed()};
}

QString RuleDialog::previewText() const
{
    return m_preview->text();
}

void RuleDialog::updatePreview()
{
    if (m_when->text().isEmpty()) {
        m_preview->setText(tr("Type a condition."));
        return;
    }
    m_trial.rules[std::size_t(m_index)] = rule();
    m_preview->setText(describeRuleOutcome(m_trial, evaluateScenario(m_trial), m_index));
}

} // namespace verdict
