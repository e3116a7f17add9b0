#include "scenarioeditor.h"
#include "models/richtext.h"

#include "core/limits.h"
#include "core/scenarios.h"
#include "document/clipboard.h"
#include "review/assumptions.h"
#include "display/format.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace verdict {

namespace {

// What a change changes is one choice: a parameter, an attribute or an entered value, each named (the kind in
// brackets where it is not an attribute).
enum Column { NumberColumn, ForColumn, HowColumn, ValueColumn, ColumnCount };

QString targetKey(ScenarioOverride::Kind kind, const QString &id)
{
    return QStringLiteral("%1:%2").arg(int(kind)).arg(id);
}

// The name, unit and (for a parameter) value of what an override changes; the id when the project has no such.
struct TargetInfo
{
    QString name, unit;
    std::optional<double> base;
};

TargetInfo targetInfo(const ProjectData &p, ScenarioOverride::Kind kind, const QString &id)
{
    TargetInfo t{id, {}, std::nullopt};
    switch (kind) {
    case ScenarioOverride::Kind::Attribute:
        if (const int i = p.indexOfAttribute(id); i >= 0)
            t = {p.attributes[std::size_t(i)].name, p.attributes[std::size_t(i)].unit, std::nullopt};
        break;
    case ScenarioOverride::Kind::Parameter:
        if (const int i = p.indexOfParameter(id); i >= 0)
            t = {p.parameters[std::size_t(i)].name, p.parameters[std::size_t(i)].unit, p.parameters[std::size_t(i)].value};
        break;
    case ScenarioOverride::Kind::Value:
        if (const int i = p.indexOfCriterion(id); i >= 0)
            t = {p.criteria[std::size_t(i)].name, p.criteria[std::size_t(i)].unit, std::nullopt};
        break;
    }
    if (t.name.isEmpty())
        t.name = id;
    return t;
}

// Numbers in the form: as few digits as show them exactly.
QString plainNumber(double v)
{
    return formatSignificant(v, 15);
}

} // namespace

ScenarioEditorDialog::ScenarioEditorDialog(const ProjectData &project, int select, QWidget *parent)
    : QDialog(parent)
    , m_project(project)
    , m_list(new QListWidget(this))
    , m_name(new QLineEdit(this))
    , m_description(new QLineEdit(this))
    , m_changes(new QTableWidget(0, ColumnCount, this))
    , m_problem(new QLabel(this))
    , m_preview(new QLabel(this))
{
    setWindowTitle(tr("What-if Scenarios"));
    m_project.scenarioApplied = false;
    m_activeOrigin = project.indexOfScenario(project.activeScenario);
    for (int i = 0; i < int(project.scenarios.size()); ++i) {
        const NamedScenario &s = project.scenarios[std::size_t(i)];
        Draft d;
        d.name = s.name;
        d.description = s.description;
        d.origin = i;
        for (const ScenarioOverride &o : s.overrides) {
            Row r;
            r.kind = o.kind;
            r.target = o.target;
            r.alternatives = o.alternatives;
            r.percent = o.factor.has_value();
            r.original = o.factor ? o.factor : o.value;
            r.text = r.percent ? plainNumber((*o.factor - 1.0) * 100.0) : plainNumber(o.value.value_or(0.0));
            r.originalText = r.text;
            r.originalPercent = r.percent;
            d.rows.push_back(r);
        }
        m_drafts.push_back(std::move(d));
        m_list->addItem(s.name);
    }

    m_list->setAccessibleName(tr("Scenarios"));
    m_name->setAccessibleName(tr("Scenario name"));
    m_description->setAccessibleName(tr("Scenario description"));
    m_description->setPlaceholderText(tr("What it asks, for the review (optional)"));
    m_new = new QPushButton(tr("&New"), this);
    m_new->setToolTip(tr("A new scenario with no changes yet"));
    m_duplicate = new QPushButton(tr("D&uplicate"), this);
    m_duplicate->setToolTip(tr("A copy of the selected scenario, to vary it"));
    m_remove = new QPushButton(tr("&Remove"), this);
    m_remove->setToolTip(tr("Remove the selected scenario (Save makes it an undo step)"));
    auto *listButtons = new QHBoxLayout;
    listButtons->addWidget(m_new);
    listButtons->addWidget(m_duplicate);
    listButtons->addWidget(m_remove);
    auto *left = new QVBoxLayout;
    auto *listLabel = new QLabel(tr("&Scenarios:"), this);
    listLabel->setBuddy(m_list);
    left->addWidget(listLabel);
    left->addWidget(m_list, 1);
    left->addLayout(listButtons);

    m_changes->setAccessibleName(tr("Changes"));
    m_changes->setHorizontalHeaderLabels({tr("Number"), tr("For"), tr("How"), tr("Value")});
    m_changes->verticalHeader()->setVisible(false);
    // The number and the alternatives share what the way and the value leave.
    m_changes->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_changes->horizontalHeader()->setSectionResizeMode(NumberColumn, QHeaderView::Stretch);
    m_changes->horizontalHeader()->setSectionResizeMode(ForColumn, QHeaderView::Stretch);
    m_changes->horizontalHeader()->setStretchLastSection(false);
    m_changes->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_changes->setSelectionMode(QAbstractItemView::SingleSelection);
    const QFontMetrics metrics(font());
    m_changes->setColumnWidth(HowColumn, metrics.horizontalAdvance(tr("Change by %")) + 28);
    m_changes->setColumnWidth(ValueColumn, metrics.horizontalAdvance(QStringLiteral("0000000.00")) + 12);
    m_list->setMaximumWidth(metrics.averageCharWidth() * 32);
    m_addChange = new QPushButton(tr("&Add Change"), this);
    m_addChange->setToolTip(tr("Another number this scenario changes"));
    m_removeChange = new QPushButton(tr("Remo&ve Change"), this);
    m_removeChange->setToolTip(tr("Remove the selected change"));
    auto *changeButtons = new QHBoxLayout;
    changeButtons->addWidget(m_addChange);
    changeButtons->addWidget(m_removeChange);
    changeButtons->addStretch();

    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_problem->setAccessibleName(tr("Why it cannot be saved"));
    m_preview->setObjectName(QStringLiteral("preview"));
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::PlainText);
    m_preview->setAlignment(Qt::AlignTop | Qt::AlignLeft);

    auto *form = new QFormLayout;
    form->addRow(tr("N&ame:"), m_name);
    form->addRow(tr("&Description:"), m_description);
    auto *right = new QVBoxLayout;
    right->addLayout(form);
    auto *changesLabel = new QLabel(tr("C&hanges to the project's own numbers (set to a value, or changed by a percentage):"), this);
    changesLabel->setBuddy(m_changes);
    changesLabel->setWordWrap(true);
    right->addWidget(changesLabel);
    right->addWidget(m_changes, 3);
    right->addLayout(changeButtons);
    right->addWidget(m_problem);
    right->addWidget(m_preview, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_save = buttons->addButton(tr("Sa&ve"), QDialogButtonBox::AcceptRole);
    m_save->setToolTip(tr("Keep the scenarios in the project (one undo step)"));
    m_save->setDefault(true);
    m_saveAndShow = buttons->addButton(tr("Save and &Show"), QDialogButtonBox::AcceptRole);
    m_saveAndShow->setToolTip(tr("Keep them, and show the selected scenario's numbers in the workbench"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_save, &QPushButton::clicked, this, [this] { save(false); });
    connect(m_saveAndShow, &QPushButton::clicked, this, [this] { save(true); });

    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addLayout(right, 3);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(buttons);

    connect(m_new, &QPushButton::clicked, this, [this] { addScenario(false); });
    connect(m_duplicate, &QPushButton::clicked, this, [this] { addScenario(true); });
    connect(m_remove, &QPushButton::clicked, this, &ScenarioEditorDialog::removeScenario);
    connect(m_list, &QListWidget::currentRowChanged, this, &ScenarioEditorDialog::showScenario);
    connect(m_name, &QLineEdit::textEdited, this, [this](const QString &text) {
        if (m_current >= 0)
            m_drafts[std::size_t(m_current)].name = text;
        check();
    });
    connect(m_description, &QLineEdit::textEdited, this, [this](const QString &text) {
        if (m_current >= 0)
            m_drafts[std::size_t(m_current)].description = text;
    });
    connect(m_addChange, &QPushButton::clicked, this, [this] {
        if (m_current < 0)
            return;
        m_drafts[std::size_t(m_current)].rows.push_back(newChange());
        addChangeRow();
        fillRow(m_changes->rowCount() - 1); // the first number there is
        m_changes->setCurrentCell(m_changes->rowCount() - 1, ValueColumn);
        if (QWidget *value = m_changes->cellWidget(m_changes->rowCount() - 1, ValueColumn))
            value->setFocus();
        check();
    });
    connect(m_removeChange, &QPushButton::clicked, this, [this] {
        const int row = m_changes->currentRow();
        if (m_current < 0 || row < 0)
            return;
        auto &rows = m_drafts[std::size_t(m_current)].rows;
        rows.erase(rows.begin() + row);
        showScenario(m_current);
        check();
    });

    if (select < 0 || select >= int(m_drafts.size()))
        addScenario(false);
    else
        m_list->setCurrentRow(select);
    check();

    const QRect screen = (parent && parent->screen() ? parent->screen() : QGuiApplication::primaryScreen())->availableGeometry();
    resize(std::min(screen.width() * 9 / 10, 1000), std::min(screen.height() * 85 / 100, 560));
}

void ScenarioEditorDialog::addScenario(bool duplicate)
{
    Draft d;
    if (duplicate && m_current >= 0) {
        d = m_drafts[std::size_t(m_current)];
        d.origin = -1;
    }
    // A name no other scenario has: "Scenario 1", or "… (copy)".
    const auto taken = [this](const QString &name) {
        return std::any_of(m_drafts.begin(), m_drafts.end(), [&](const Draft &x) { return x.name.compare(name, Qt::CaseInsensitive) == 0; });
    };
    const QString stem = duplicate && m_current >= 0 ? tr("%1 (copy)").arg(d.name) : tr("Scenario");
    QString name = duplicate && m_current >= 0 ? stem : tr("Scenario 1");
    for (int n = 2; taken(name); ++n)
        name = duplicate && m_current >= 0 ? tr("%1 %2").arg(stem).arg(n) : tr("Scenario %1").arg(n);
    d.name = name;
    if (!duplicate && d.rows.empty())
        d.rows.push_back(newChange());
    m_drafts.push_back(std::move(d));
    m_list->addItem(name);
    m_list->setCurrentRow(int(m_drafts.size()) - 1);
    m_name->setFocus();
    m_name->selectAll();
    check();
}

void ScenarioEditorDialog::removeScenario()
{
    const int index = m_list->currentRow();
    if (index < 0)
        return;
    m_current = -1; // nothing to read back from the form
    m_drafts.erase(m_drafts.begin() + index);
    delete m_list->takeItem(index);
    if (!m_drafts.empty())
        m_list->setCurrentRow(std::min(index, int(m_drafts.size()) - 1));
    else
        showScenario(-1);
    check();
}

void ScenarioEditorDialog::showScenario(int index)
{
    m_filling = true;
    m_current = index >= 0 && index < int(m_drafts.size()) ? index : -1;
    const bool any = m_current >= 0;
    m_name->setEnabled(any);
    m_description->setEnabled(any);
    m_changes->setEnabled(any);
    m_addChange->setEnabled(any);
    m_removeChange->setEnabled(any);
    m_duplicate->setEnabled(any);
    m_remove->setEnabled(any);
    m_name->setText(any ? m_drafts[std::size_t(m_current)].name : QString());
    m_description->setText(any ? m_drafts[std::size_t(m_current)].description : QString());
    m_description->setCursorPosition(0); // a long description reads from its start
    m_changes->setRowCount(0);
    if (any)
        for (std::size_t k = 0; k < m_drafts[std::size_t(m_current)].rows.size(); ++k)
            addChangeRow();
    for (int row = 0; row < m_changes->rowCount(); ++row)
        fillRow(row);
    m_filling = false;
    check();
}

ScenarioEditorDialog::Row ScenarioEditorDialog::newChange()
{
    Row r;
    r.percent = true; // "−15 %" is how a review asks; the number is the first there is (fillRow)
    return r;
}

void ScenarioEditorDialog::addChangeRow()
{
    const int row = m_changes->rowCount();
    m_changes->insertRow(row);
    auto *number = new QComboBox(m_changes);
    number->setAccessibleName(tr("Change %1: which number").arg(row + 1));
    auto *forWhom = new QComboBox(m_changes);
    forWhom->setAccessibleName(tr("Change %1: for which alternatives").arg(row + 1));
    auto *how = new QComboBox(m_changes);
    how->setAccessibleName(tr("Change %1: how").arg(row + 1));
    how->addItem(tr("Change by %"), true);
    how->addItem(tr("Set to"), false);
    auto *value = new QLineEdit(m_changes);
    value->setAccessibleName(tr("Change %1: the value").arg(row + 1));
    m_changes->setCellWidget(row, NumberColumn, number);
    m_changes->setCellWidget(row, ForColumn, forWhom);
    m_changes->setCellWidget(row, HowColumn, how);
    m_changes->setCellWidget(row, ValueColumn, value);
    // The widget's row is looked up when it changes: rows above it may have been removed since.
    const auto rowOf = [this](QWidget *w) {
        for (int r = 0; r < m_changes->rowCount(); ++r)
            for (int c = 0; c < ColumnCount; ++c)
                if (m_changes->cellWidget(r, c) == w)
                    return r;
        return -1;
    };
    connect(number, &QComboBox::activated, this, [this, number, rowOf] {
        const int r = rowOf(number);
        if (r < 0 || m_current < 0)
            return;
        Row &model = m_drafts[std::size_t(m_current)].rows[std::size_t(r)];
        const QStringList key = number->currentData().toString().split(u':');
        const auto kind = ScenarioOverride::Kind(key.value(0).toInt());
        if (kind != model.kind || kind == ScenarioOverride::Kind::Parameter)
            model.alternatives.clear(); // "for" means nothing to a parameter
        model.kind = kind;
        model.target = key.mid(1).join(u':');
        fillRow(r);
        check();
    });
    for (QComboBox *combo : {forWhom, how})
        connect(combo, &QComboBox::activated, this, [this, combo, rowOf] {
            if (const int r = rowOf(combo); r >= 0) {
                readRow(r);
                fillRow(r); // the value's hint follows the number
                check();
            }
        });
    connect(value, &QLineEdit::textEdited, this, [this, value, rowOf] {
        if (const int r = rowOf(value); r >= 0) {
            readRow(r);
            check();
        }
    });
}

void ScenarioEditorDialog::fillRow(int row)
{
    if (m_current < 0 || row < 0 || row >= int(m_drafts[std::size_t(m_current)].rows.size()))
        return;
    const bool wasFilling = m_filling;
    m_filling = true;
    Row &r = m_drafts[std::size_t(m_current)].rows[std::size_t(row)];
    auto *number = qobject_cast<QComboBox *>(m_changes->cellWidget(row, NumberColumn));
    auto *forWhom = qobject_cast<QComboBox *>(m_changes->cellWidget(row, ForColumn));
    auto *how = qobject_cast<QComboBox *>(m_changes->cellWidget(row, HowColumn));
    auto *value = qobject_cast<QLineEdit *>(m_changes->cellWidget(row, ValueColumn));
    number->clear();
    for (const AttributeDef &a : m_project.attributes)
        number->addItem(a.name.isEmpty() ? a.id : a.name, targetKey(ScenarioOverride::Kind::Attribute, a.id));
    for (const Parameter &p : m_project.parameters)
        number->addItem(tr("%1 (parameter)").arg(p.name.isEmpty() ? p.id : p.name), targetKey(ScenarioOverride::Kind::Parameter, p.id));
    for (const Criterion &c : m_project.criteria)
        if (!c.isFormula()) // a computed value follows its formula: change what it reads
            number->addItem(tr("%1 (entered value)").arg(c.name.isEmpty() ? c.id : c.name), targetKey(ScenarioOverride::Kind::Value, c.id));
    if (r.target.isEmpty() && number->count() > 0) { // a new change: the first number there is
        const QStringList key = number->itemData(0).toString().split(u':');
        r.kind = ScenarioOverride::Kind(key.value(0).toInt());
        r.target = key.mid(1).join(u':');
    }
    int at = number->findData(targetKey(r.kind, r.target));
    if (at < 0 && !r.target.isEmpty()) { // named in the file but not in the project: kept, and said so
        number->addItem(tr("%1 (not in the project)").arg(r.target), targetKey(r.kind, r.target));
        at = number->count() - 1;
    }
    number->setCurrentIndex(std::max(0, at));
    number->setToolTip(plainToRich(number->currentText()));
    const QString target = r.target;
    const TargetInfo info = targetInfo(m_project, r.kind, target);
    const QString unit = info.unit;
    const std::optional<double> base = info.base;
    forWhom->clear();
    if (r.kind == ScenarioOverride::Kind::Parameter) {
        forWhom->addItem(tr("— (one number)"), QStringList());
        forWhom->setEnabled(false);
    } else {
        forWhom->setEnabled(true);
        forWhom->addItem(tr("Every alternative"), QStringList());
        for (const Alternative &a : m_project.alternatives)
            forWhom->addItem(a.name, QStringList{a.id});
        int f = forWhom->findData(r.alternatives);
        if (f < 0) { // a set of them, as the file gives it
            QStringList names;
            for (const QString &id : r.alternatives) {
                const int i = m_project.indexOfAlternative(id);
                names << (i >= 0 ? m_project.alternatives[std::size_t(i)].name : id);
            }
            forWhom->addItem(names.join(QStringLiteral(", ")), r.alternatives);
            f = forWhom->count() - 1;
        }
        forWhom->setCurrentIndex(f);
    }
    forWhom->setToolTip(plainToRich(forWhom->currentText()));
    how->setCurrentIndex(how->findData(r.percent));
    if (value->text() != r.text)
        value->setText(r.text);
    value->setPlaceholderText(r.percent ? tr("e.g. −15")
                              : base    ? tr("now %1").arg(roundedNumberText(*base, unit))
                              : unit.isEmpty() ? tr("the new value") : tr("the new value, in %1").arg(unit));
    m_filling = wasFilling;
}

void ScenarioEditorDialog::readRow(int row)
{
    if (m_filling || m_current < 0 || row < 0 || row >= int(m_drafts[std::size_t(m_current)].rows.size()))
        return;
    Row &r = m_drafts[std::size_t(m_current)].rows[std::size_t(row)];
    const auto *number = qobject_cast<QComboBox *>(m_changes->cellWidget(row, NumberColumn));
    const auto *forWhom = qobject_cast<QComboBox *>(m_changes->cellWidget(row, ForColumn));
    const auto *how = qobject_cast<QComboBox *>(m_changes->cellWidget(row, HowColumn));
    const auto *value = qobject_cast<QLineEdit *>(m_changes->cellWidget(row, ValueColumn));
    if (number->currentIndex() >= 0) {
        const QStringList key = number->currentData().toString().split(u':');
        r.kind = ScenarioOverride::Kind(key.value(0).toInt());
        r.target = key.mid(1).join(u':');
    }
    r.alternatives = r.kind == ScenarioOverride::Kind::Parameter ? QStringList() : forWhom->currentData().toStringList();
    r.percent = how->currentData().toBool();
    r.text = value->text();
}

void ScenarioEditorDialog::setChange(int row, ScenarioOverride::Kind kind, const QString &target, const QStringList &alternatives,
                                     bool percent, const QString &value)
{
    if (m_current < 0 || row < 0 || row >= int(m_drafts[std::size_t(m_current)].rows.size()))
        return;
    Row &r = m_drafts[std::size_t(m_current)].rows[std::size_t(row)];
    r.kind = kind;
    r.target = target;
    r.alternatives = alternatives;
    r.percent = percent;
    r.text = value;
    fillRow(row);
    check();
}

std::optional<ScenarioOverride> ScenarioEditorDialog::overrideOf(const Row &r, QString *why) const
{
    if (r.target.isEmpty()) {
        *why = tr("the project has no number a scenario can change (an attribute, a parameter or an entered value)");
        return std::nullopt;
    }
    ScenarioOverride o;
    o.kind = r.kind;
    o.target = r.target;
    o.alternatives = r.alternatives;
    double v = 0.0;
    if (r.original && r.text == r.originalText && r.percent == r.originalPercent) {
        v = *r.original; // as the file has it, to the last digit
        (r.percent ? o.factor : o.value) = v;
        return o;
    }
    QString text = r.text.trimmed();
    text.replace(QChar(0x2212), u'-'); // "−15"
    if (r.percent && text.endsWith(u'%'))
        text = text.chopped(1).trimmed();
    if (text.isEmpty()) {
        *why = r.percent ? tr("give the change in percent (−15 for 15 % less, 10 for 10 % more)") : tr("give the new value");
        return std::nullopt;
    }
    QString reason;
    const std::optional<double> parsed = parseCellText(text, &reason);
    if (!parsed || !std::isfinite(*parsed)) {
        *why = reason.isEmpty() ? tr("“%1” is not a number").arg(r.text.trimmed()) : tr("“%1” is not a number: %2").arg(r.text.trimmed(), reason);
        return std::nullopt;
    }
    if (r.percent)
        o.factor = 1.0 + *parsed / 100.0;
    else
        o.value = *parsed;
    return o;
}

QString ScenarioEditorDialog::problemOf(int draft, int *row) const
{
    *row = -1;
    const Draft &d = m_drafts[std::size_t(draft)];
    const QString name = d.name.trimmed();
    if (name.isEmpty())
        return tr("The scenario needs a name.");
    if (name.compare(kBaseScenarioName, Qt::CaseInsensitive) == 0)
        return tr("“%1” is the project's own numbers: give the scenario another name.").arg(name);
    for (int i = 0; i < int(m_drafts.size()); ++i)
        if (i != draft && m_drafts[std::size_t(i)].name.trimmed() == name)
            return tr("Another scenario is called “%1”: give this one another name.").arg(name);
    // What a file may hold (docs/reliability.md): past it, the saved file would not open again.
    if (name.size() > limits::kMaxStringLength || d.description.trimmed().size() > limits::kMaxStringLength)
        return tr("The name and the description may have at most %1 characters each.").arg(limits::kMaxStringLength);
    if (d.rows.size() > std::size_t(limits::kMaxOverrides))
        return tr("A scenario may make at most %1 changes.").arg(limits::kMaxOverrides);
    for (int k = 0; k < int(d.rows.size()); ++k) {
        QString why;
        if (!overrideOf(d.rows[std::size_t(k)], &why)) {
            *row = k;
            return tr("Change %1: %2.").arg(k + 1).arg(why);
        }
    }
    return {};
}

void ScenarioEditorDialog::check()
{
    if (m_filling)
        return;
    // The list shows the names as typed.
    for (int i = 0; i < int(m_drafts.size()) && i < m_list->count(); ++i)
        if (m_list->item(i)->text() != m_drafts[std::size_t(i)].name || m_list->item(i)->toolTip() != m_drafts[std::size_t(i)].name) {
            m_list->item(i)->setText(m_drafts[std::size_t(i)].name);
            m_list->item(i)->setToolTip(plainToRich(m_drafts[std::size_t(i)].name)); // the whole name, where the list is narrow
        }
    // The selected scenario's problem first, then any other's, named.
    QString problem;
    int problemRow = -1;
    if (m_current >= 0)
        problem = problemOf(m_current, &problemRow);
    for (int i = 0; problem.isEmpty() && i < int(m_drafts.size()); ++i) {
        int row = -1;
        if (const QString p = problemOf(i, &row); !p.isEmpty())
            problem = tr("“%1”: %2").arg(m_drafts[std::size_t(i)].name, p);
    }
    if (problem.isEmpty() && m_drafts.size() > std::size_t(limits::kMaxScenarios))
        problem = tr("A project holds at most %1 scenarios: remove some.").arg(limits::kMaxScenarios);
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_save->setEnabled(problem.isEmpty());
    m_saveAndShow->setEnabled(problem.isEmpty() && m_current >= 0);
    for (int row = 0; row < m_changes->rowCount(); ++row)
        if (QWidget *value = m_changes->cellWidget(row, ValueColumn))
            value->setStyleSheet(row == problemRow ? QStringLiteral("border: 1px solid #b00020;") : QString());

    // What the selected scenario changes, number by number: base → scenario.
    if (m_current < 0) {
        m_preview->setText(tr("No scenario selected. New starts one."));
        return;
    }
    ProjectData p = m_project;
    NamedScenario s;
    s.name = m_drafts[std::size_t(m_current)].name;
    QStringList lines;
    for (const Row &r : m_drafts[std::size_t(m_current)].rows) {
        QString why;
        if (const std::optional<ScenarioOverride> o = overrideOf(r, &why)) {
            s.overrides.push_back(*o);
            lines << overrideText(m_project, *o);
        }
    }
    p.scenarios = {s};
    const std::vector<OverriddenNumber> changed = overriddenNumbers(p, 0);
    QStringList numbers;
    for (const OverriddenNumber &n : changed) {
        if (numbers.size() == 8) {
            numbers << tr("… and %1 more").arg(changed.size() - 8);
            break;
        }
        const TargetInfo info = targetInfo(p, n.kind, n.target);
        const QString &what = info.name, &unit = info.unit;
        const QString who = n.alternative >= 0 && n.alternative < p.alternativeCount()
                                ? p.alternatives[std::size_t(n.alternative)].name + QStringLiteral(": ")
                                : QString();
        numbers << tr("%1%2 %3 → %4").arg(who, what, roundedNumberText(n.base, unit), roundedNumberText(n.value, unit));
    }
    if (lines.isEmpty())
        m_preview->setText(m_drafts[std::size_t(m_current)].rows.empty() ? tr("It changes nothing yet: add a change.")
                                                                         : tr("It changes nothing yet."));
    else if (numbers.isEmpty())
        m_preview->setText(tr("It changes no number of the base: %1.").arg(lines.join(QStringLiteral("; "))));
    else
        m_preview->setText((changed.size() == 1 ? tr("It changes 1 number:") : tr("It changes %1 numbers:").arg(changed.size())) +
                           QStringLiteral("\n") + numbers.join(u'\n'));
}

std::vector<NamedScenario> ScenarioEditorDialog::scenarios() const
{
    std::vector<NamedScenario> out;
    for (const Draft &d : m_drafts) {
        NamedScenario s;
        s.name = d.name.trimmed();
        s.description = d.description.trimmed();
        for (const Row &r : d.rows) {
            QString why;
            if (const std::optional<ScenarioOverride> o = overrideOf(r, &why))
                s.overrides.push_back(*o);
        }
        // Unchanged, a scenario is the file's own (its description as it was, untrimmed, too).
        if (d.origin >= 0 && d.origin < int(m_project.scenarios.size())) {
            const NamedScenario &was = m_project.scenarios[std::size_t(d.origin)];
            if (s.name == was.name.trimmed() && s.description == was.description.trimmed() && s.overrides == was.overrides)
                s = was;
        }
        out.push_back(std::move(s));
    }
    return out;
}

QString ScenarioEditorDialog::activeScenario() const
{
    if (m_show && m_current >= 0)
        return m_drafts[std::size_t(m_current)].name.trimmed();
    for (const Draft &d : m_drafts)
        if (m_activeOrigin >= 0 && d.origin == m_activeOrigin)
            return d.name.trimmed();
    return {};
}

void ScenarioEditorDialog::save(bool show)
{
    check();
    if (!m_save->isEnabled())
        return;
    m_show = show;
    accept();
}

} // namespace verdict
