#include "scenariopanel.h"
#include "display/places.h"

#include "document/document.h"
#include "models/attributesmodel.h"
#include "models/parametersmodel.h"
#include "models/richtext.h"
#include "models/termmapmodel.h"
#include "widgets/dialogs.h"
#include "widgets/formulaedit.h"
#include "widgets/scenarioeditors.h"

#include <QAction>
#include <QComboBox>
#include <QPushButton>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QRegularExpression>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

#include <functional>

namespace verdict {

namespace {
QToolButton *button(QWidget *parent, const QString &text, const QString &name)
{
    auto *b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(plainToRich(name));
    b->setAccessibleName(name);
    return b;
}

QTableView *makeTable(QWidget *parent, const QString &name)
{
    auto *t = new QTableView(parent);
    t->setAccessibleName(name);
    t->horizontalHeader()->setStretchLastSection(true);
    t->setWordWrap(true);
    return t;
}

QTableView *makeList(QWidget *parent, const QString &name, QStandardItemModel *model)
{
    QTableView *t = makeTable(parent, name);
    t->setModel(model);
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    t->verticalHeader()->hide();
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    t->horizontalHeader()->setDefaultSectionSize(220);
    return t;
}

// A tab: a line of help and buttons above a table.
QWidget *makeTab(QWidget *parent, const QString &help, const QList<QToolButton *> &buttons, QTableView *table)
{
    auto *page = new QWidget(parent);
    auto *top = new QHBoxLayout;
    auto *label = new QLabel(help, page);
    label->setWordWrap(true);
    top->addWidget(label, 1);
    for (QToolButton *b : buttons) {
        b->setParent(page);
        top->addWidget(b);
    }
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(table, 1);
    table->setParent(page);
    return page;
}

int currentRow(QTableView *view)
{
    return view->currentIndex().isValid() ? view->currentIndex().row() : -1;
}

// Enter on a row opens its editor; Delete removes it.
void addRowKeys(QTableView *view, const std::function<void(int)> &edit, const std::function<void(int)> &remove)
{
    auto *open = new QAction(view);
    open->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    open->setShortcutContext(Qt::WidgetShortcut);
    QObject::connect(open, &QAction::triggered, view, [view, edit] {
        if (currentRow(view) >= 0)
            edit(currentRow(view));
    });
    view->addAction(open);
    auto *del = new QAction(view);
    del->setShortcut(QKeySequence::Delete);
    del->setShortcutContext(Qt::WidgetShortcut);
    QObject::connect(del, &QAction::triggered, view, [view, remove] {
        if (currentRow(view) >= 0)
            remove(currentRow(view));
    });
    view->addAction(del);
    QObject::connect(view, &QAbstractItemView::doubleClicked, view, [edit](const QModelIndex &i) { edit(i.row()); });
}
} // namespace

ScenarioPanel::ScenarioPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new ParametersModel(document, this))
    , m_attributes(new AttributesModel(document, this))
    , m_constraints(new QStandardItemModel(this))
    , m_rules(new QStandardItemModel(this))
    , m_problems(new QStandardItemModel(this))
    , m_tabs(new QTabWidget(this))
    , m_table(makeTable(this, tr("Scenario parameters")))
    , m_attributesView(makeTable(this, tr("Attributes of every alternative")))
    , m_constraintsView(makeList(this, tr("Constraints"), m_constraints))
    , m_rulesView(makeList(this, tr("Decision rules"), m_rules))
    , m_baseline(new QComboBox(this))
{
    m_tabs->setAccessibleName(tr("Scenario sections"));
    // Parameters.
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_baseline->setAccessibleName(tr("Baseline alternative"));
    m_baseline->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon); // long names do not widen it
    m_baseline->setMinimumContentsLength(10);
    m_baseline->setToolTip(tr("Today's platform: formulas refer to its figures as baseline_NAME"));
    connect(m_model, &ParametersModel::editRejected, this, [this](const QString &text) { refuse(m_table, text); });
    auto *add = button(this, tr("Add"), tr("Add a parameter"));
    auto *remove = button(this, tr("Remove"), tr("Remove the selected parameter"));
    connect(add, &QToolButton::clicked, m_model, &ParametersModel::addParameter);
    connect(remove, &QToolButton::clicked, this, [this] {
        if (m_table->currentIndex().isValid())
            m_model->removeParameter(m_table->currentIndex().row());
    });
    connect(m_baseline, &QComboBox::activated, this, [this](int i) {
        m_document->setBaseline(m_baseline->itemData(i).toString());
    });
    m_tabs->addTab(makeTab(this, tr("Global numbers formulas use by id (hover a row for its id)."), {add, remove}, m_table),
                   tr("&Parameters"));

    // Attributes.
    m_attributesView->setModel(m_attributes);
    m_attributesView->horizontalHeader()->setStretchLastSection(false);
    m_attributesView->horizontalHeader()->setDefaultSectionSize(150);
    m_attributesView->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                                      | QAbstractItemView::AnyKeyPressed);
    connect(m_attributes, &AttributesModel::editRejected, this, [this](const QString &text) { refuse(m_attributesView, text); });
    connect(m_attributes, &QAbstractItemModel::modelReset, m_attributesView, &QTableView::resizeColumnsToContents);
    m_attributesView->resizeColumnsToContents();
    connect(m_attributesView->horizontalHeader(), &QHeaderView::sectionDoubleClicked, this, &ScenarioPanel::editAttribute);
    auto *addAttr = button(this, tr("Add"), tr("Add an attribute"));
    auto *editAttr = button(this, tr("Edit…"), tr("Edit the selected attribute's name, unit and description"));
    auto *sourceAttr = button(this, tr("Source…"), tr("Edit the source of the selected value"));
    auto *removeAttr = button(this, tr("Remove"), tr("Remove the selected attribute and its values"));
    connect(addAttr, &QToolButton::clicked, this, &ScenarioPanel::addAttribute);
    connect(editAttr, &QToolButton::clicked, this, [this] {
        if (m_attributesView->currentIndex().isValid())
            editAttribute(m_attributesView->currentIndex().column());
    });
    connect(sourceAttr, &QToolButton::clicked, this, [this] { editAttributeSource(m_attributesView->currentIndex()); });
    connect(removeAttr, &QToolButton::clicked, this, [this] {
        if (m_attributesView->currentIndex().isValid())
            removeAttribute(m_attributesView->currentIndex().column());
    });
    auto *sourceAction = new QAction(tr("Edit Source…"), m_attributesView);
    sourceAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    sourceAction->setShortcutContext(Qt::WidgetShortcut);
    connect(sourceAction, &QAction::triggered, this, [this] { editAttributeSource(m_attributesView->currentIndex()); });
    m_attributesView->addAction(sourceAction);
    m_tabs->addTab(makeTab(this, tr("Raw numbers per alternative (units are labels). Ctrl+I edits a value's source."),
                           {addAttr, editAttr, sourceAttr, removeAttr}, m_attributesView),
                   tr("&Attributes"));

    // Constraints.
    auto *addCon = button(this, tr("Add…"), tr("Add a constraint"));
    auto *editCon = button(this, tr("Edit…"), tr("Edit the selected constraint"));
    auto *removeCon = button(this, tr("Remove"), tr("Remove the selected constraint"));
    connect(addCon, &QToolButton::clicked, this, &ScenarioPanel::addConstraint);
    connect(editCon, &QToolButton::clicked, this, [this] { editConstraint(currentRow(m_constraintsView)); });
    connect(removeCon, &QToolButton::clicked, this, [this] { removeConstraint(currentRow(m_constraintsView)); });
    addRowKeys(m_constraintsView, [this](int r) { editConstraint(r); }, [this](int r) { removeConstraint(r); });
    m_tabs->addTab(makeTab(this, tr("Gates every alternative must pass; one that fails is ranked last."),
                           {addCon, editCon, removeCon}, m_constraintsView),
                   tr("&Constraints"));

    // Rules.
    auto *addRul = button(this, tr("Add…"), tr("Add a decision rule"));
    auto *editRul = button(this, tr("Edit…"), tr("Edit the selected decision rule"));
    auto *removeRul = button(this, tr("Remove"), tr("Remove the selected decision rule"));
    connect(addRul, &QToolButton::clicked, this, &ScenarioPanel::addRule);
    connect(editRul, &QToolButton::clicked, this, [this] { editRule(currentRow(m_rulesView)); });
    connect(removeRul, &QToolButton::clicked, this, [this] { removeRule(currentRow(m_rulesView)); });
    addRowKeys(m_rulesView, [this](int r) { editRule(r); }, [this](int r) { removeRule(r); });
    m_tabs->addTab(makeTab(this, tr("Advisory: which profile the scenario points to. Never applied by itself."),
                           {addRul, editRul, removeRul}, m_rulesView),
                   tr("&Rules"));

    // Problems.
    auto *problemsView = makeList(this, tr("Scenario problems"), m_problems);
    problemsView->setToolTip(tr("Double-click or Enter: open the editor for the problem"));
    addRowKeys(
        problemsView,
        [this](int row) { openProblem(m_problems->index(row, 0).data(Qt::UserRole).toString()); }, [](int) {});
    m_tabs->addTab(makeTab(this, tr("Broken formulas, cycles and undefined results; the project still works around them."),
                           {}, problemsView),
                   tr("Problems"));

    auto *top = new QHBoxLayout;
    auto *baselineLabel = new QLabel(tr("&Baseline:"), this);
    baselineLabel->setBuddy(m_baseline);
    top->addWidget(baselineLabel);
    top->addWidget(m_baseline, 1);
    // The what-if scenario the workbench shows: switching is an undo step.
    m_whatIf = new QComboBox(this);
    m_whatIf->setAccessibleName(tr("What-if scenario"));
    m_whatIf->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_whatIf->setMinimumContentsLength(10);
    m_whatIf->setToolTip(tr("Which numbers every view shows: the project's own (Base) or a what-if scenario's overrides "
                            "(Analysis ▸ Scenario; Ctrl+Shift+W compares them all)"));
    connect(m_whatIf, &QComboBox::activated, this, [this](int i) {
        m_document->setActiveScenario(m_whatIf->itemData(i).toString());
    });
    auto *whatIfLabel = new QLabel(tr("&What-if:"), this);
    whatIfLabel->setBuddy(m_whatIf);
    top->addSpacing(8);
    top->addWidget(whatIfLabel);
    top->addWidget(m_whatIf, 1);
    auto *editWhatIf = new QPushButton(tr("Edit…"), this);
    editWhatIf->setObjectName(QStringLiteral("editWhatIf"));
    editWhatIf->setToolTip(tr("Create, change or remove what-if scenarios (Analysis ▸ Edit Scenarios…)"));
    editWhatIf->setAccessibleName(tr("Edit what-if scenarios"));
    connect(editWhatIf, &QPushButton::clicked, this, [this] {
        Q_EMIT editScenariosRequested(m_document->data().indexOfScenario(m_document->data().activeScenario));
    });
    top->addWidget(editWhatIf);
    top->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(top);
    layout->addWidget(m_tabs, 1);

    Project *p = document->project();
    for (auto signal : {&Project::scenarioChanged, &Project::wasReset})
        connect(p, signal, this, &ScenarioPanel::updateBaseline);
    for (auto signal : {&Project::alternativeInserted, &Project::alternativeRemoved, &Project::alternativeChanged})
        connect(p, signal, this, &ScenarioPanel::updateBaseline);
    connect(p, &Project::alternativeMoved, this, &ScenarioPanel::updateBaseline);
    connect(p, &Project::whatIfScenariosChanged, this, &ScenarioPanel::updateBaseline);
    // Outcomes come from the document's shared evaluation, once per burst of edits.
    connect(document->evaluation(), &LiveEvaluation::changed, this, &ScenarioPanel::refresh);
    updateBaseline();
    refresh();
    // Room for the outcome, the column people read.
    const int widths[] = {230, 150, 150, 340};
    for (int c = 0; c < 4; ++c)
        m_rulesView->setColumnWidth(c, widths[c]);
    m_constraintsView->setColumnWidth(0, 200);
    m_constraintsView->setColumnWidth(1, 200);
}

void ScenarioPanel::updateBaseline()
{
    const QSignalBlocker blocker(m_baseline);
    const ProjectData &d = m_document->data();
    m_baseline->clear();
    m_baseline->addItem(tr("(none)"), QString());
    for (const Alternative &a : d.alternatives)
        m_baseline->addItem(a.name, a.id);
    m_baseline->setCurrentIndex(std::max(0, m_baseline->findData(d.baseline)));

    const QSignalBlocker whatIfBlocker(m_whatIf);
    m_whatIf->clear();
    m_whatIf->addItem(tr("Base"), QString());
    for (const NamedScenario &s : d.scenarios)
        m_whatIf->addItem(s.name, s.name);
    m_whatIf->setCurrentIndex(std::max(0, m_whatIf->findData(d.activeScenario)));
    m_whatIf->setEnabled(!d.scenarios.empty());
}

void ScenarioPanel::refresh()
{
    const ProjectData &d = m_document->data();
    const std::shared_ptr<const Evaluation> evaluation = m_document->evaluation()->current();
    const ScenarioResult &result = evaluation->scenario();
    auto item = [](const QString &text, const QString &tip = {}) {
        auto *i = new QStandardItem(text);
        i->setToolTip(plainToRich(tip.isEmpty() ? text : tip));
        i->setEditable(false);
        return i;
    };
    // Updated in place (not cleared), so column widths, scrolling and the current row survive every edit.
    auto refill = [](QStandardItemModel *model, const QStringList &headers,
                     const std::vector<QList<QStandardItem *>> &rows) {
        if (model->columnCount() != headers.size())
            model->setColumnCount(int(headers.size()));
        for (int c = 0; c < int(headers.size()); ++c)
            if (model->headerData(c, Qt::Horizontal).toString() != headers[c])
                model->setHeaderData(c, Qt::Horizontal, headers[c]);
        model->setRowCount(int(rows.size()));
        for (int r = 0; r < int(rows.size()); ++r)
            for (int c = 0; c < int(rows[std::size_t(r)].size()); ++c)
                model->setItem(r, c, rows[std::size_t(r)][c]);
    };

    std::vector<QList<QStandardItem *>> rows;
    for (int k = 0; k < int(d.constraints.size()); ++k) {
        const Constraint &c = d.constraints[std::size_t(k)];
        const QString outcome = describeConstraintOutcome(d, result, k);
        QStandardItem *status = item(outcome);
        const bool broken = k < int(result.constraintUsable.size()) && !result.constraintUsable[std::size_t(k)];
        bool fails = false;
        for (const auto &v : result.violations)
            for (const Violation &x : v)
                fails = fails || x.constraint == k;
        if (broken || fails)
            status->setData(QColor(230, 60, 60, 60), Qt::BackgroundRole);
        rows.push_back({item(c.expression), item(c.description), status});
    }
    refill(m_constraints, {tr("Expression"), tr("Description"), tr("Outcome")}, rows);

    rows.clear();
    for (int k = 0; k < int(d.rules.size()); ++k) {
        const DecisionRule &r = d.rules[std::size_t(k)];
        rows.push_back({item(r.when), item(r.thenProfile), item(r.elseProfile.isEmpty() ? tr("—") : r.elseProfile),
                        item(describeRuleOutcome(d, result, k)), item(r.message)});
    }
    refill(m_rules, {tr("When"), tr("Then"), tr("Else"), tr("Outcome"), tr("Message")}, rows);

    rows.clear();
    for (const Message &m : result.diagnostics) {
        const QString text = m.column > 0 ? FormulaField::describe({m.text, m.column}) : m.text;
        // Named as the window names it ("Check 3, Savings against AWS ECS: its expected value"); the pointer rides
        // along for opening the editor.
        QStandardItem *where = item(placeName(d, m.pointer));
        where->setData(m.pointer, Qt::UserRole);
        rows.push_back({where, item(text)});
    }
    refill(m_problems, {tr("Where"), tr("Problem")}, rows);
    m_constraintsView->resizeRowsToContents(); // outcomes wrap
    m_rulesView->resizeRowsToContents();
    const int n = int(result.diagnostics.size());
    // Only when it changes: the tab bar lays itself out again on every setTabText, and that asks the whole dock
    // for its height (every label's text laid out again) on every edit.
    const QString problemsTitle = n == 0 ? tr("Problems") : tr("Problems (%1)").arg(n);
    if (m_tabs->tabText(ProblemsTab) != problemsTitle)
        m_tabs->setTabText(ProblemsTab, problemsTitle);
}

void ScenarioPanel::openProblem(const QString &pointer)
{
    static const QRegularExpression re(QStringLiteral("^/(criteria|constraints|rules|parameters|attributes)/(\\d+)"));
    const auto m = re.match(pointer);
    if (!m.hasMatch()) {
        Q_EMIT message(tr("%1 has no editor here.").arg(placeName(m_document->data(), pointer)));
        return;
    }
    const QString kind = m.captured(1);
    const int index = m.captured(2).toInt();
    if (kind == QLatin1String("criteria")) {
        Q_EMIT editCriterionRequested(index);
    } else if (kind == QLatin1String("constraints")) {
        m_tabs->setCurrentIndex(ConstraintsTab);
        m_constraintsView->setCurrentIndex(m_constraints->index(index, 0));
        editConstraint(index);
    } else if (kind == QLatin1String("rules")) {
        m_tabs->setCurrentIndex(RulesTab);
        m_rulesView->setCurrentIndex(m_rules->index(index, 0));
        editRule(index);
    } else if (kind == QLatin1String("parameters")) {
        m_tabs->setCurrentIndex(ParametersTab);
        m_table->setCurrentIndex(m_model->index(index, ParametersModel::ValueColumn));
        m_table->setFocus();
    } else {
        m_tabs->setCurrentIndex(AttributesTab);
        m_attributesView->setCurrentIndex(m_attributes->index(0, index));
        m_attributesView->setFocus();
    }
}

// --- attributes ---

void ScenarioPanel::addAttribute()
{
    AttributeDialog dialog(AttributeDef{}, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const int index = int(m_document->data().attributes.size());
    m_document->insertAttribute(index, dialog.attribute());
    m_attributesView->setCurrentIndex(m_attributes->index(0, index));
}

void ScenarioPanel::editAttribute(int column)
{
    std::vector<AttributeDef> list = m_document->data().attributes;
    if (column < 0 || column >= int(list.size()))
        return;
    AttributeDialog dialog(list[std::size_t(column)], this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    list[std::size_t(column)] = dialog.attribute();
    m_document->setAttributes(list);
}

void ScenarioPanel::removeAttribute(int column)
{
    const ProjectData &d = m_document->data();
    if (column < 0 || column >= int(d.attributes.size()))
        return;
    const QString name = d.attributes[std::size_t(column)].name;
    m_document->removeAttribute(column);
    Q_EMIT message(tr("Removed attribute “%1” and its values (Undo brings them back).").arg(name));
}

void ScenarioPanel::showTab(Tab tab)
{
    QWidget *page = tab == ParametersTab ? static_cast<QWidget *>(m_table) : tab == AttributesTab ? m_attributesView : nullptr;
    for (int t = 0; t < m_tabs->count() && page; ++t)
        if (m_tabs->widget(t) == page || m_tabs->widget(t)->isAncestorOf(page))
            m_tabs->setCurrentIndex(t);
    if (page)
        page->setFocus(Qt::OtherFocusReason);
}

void ScenarioPanel::editAttributeSource(const QModelIndex &cell)
{
    if (!cell.isValid())
        return;
    const ProjectData &d = m_document->data();
    const AttributeDef &def = d.attributes.at(std::size_t(cell.column()));
    const Alternative &a = d.alternatives.at(std::size_t(cell.row()));
    bool ok = false;
    const QString note = QInputDialog::getText(this, tr("Source"), plainToRich(tr("Where does %1 of %2 come from?").arg(def.name, a.name)),
                                               QLineEdit::Normal, cell.data(AttributesModel::ProvenanceRole).toString(), &ok);
    if (ok)
        m_document->setAttributeProvenance(cell.row(), def.id, note.trimmed());
}

// --- constraints and rules: lists the Document replaces whole ---

namespace {

// Runs `Dialog` on `entry` (row −1: a new one) and puts what it returns into `list`; false when cancelled.
template <typename Dialog, typename T>
bool editEntry(Document *document, QWidget *parent, std::vector<T> &list, int row, const T &entry,
               T (Dialog::*value)() const)
{
    Dialog dialog(document->data(), entry, row, parent);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    if (row < 0)
        list.push_back((dialog.*value)());
    else
        list[std::size_t(row)] = (dialog.*value)();
    return true;
}

template <typename T>
bool validRow(const std::vector<T> &list, int row)
{
    return row >= 0 && row < int(list.size());
}

template <typename T>
bool removeEntry(std::vector<T> &list, int row)
{
    if (!validRow(list, row))
        return false;
    list.erase(list.begin() + row);
    return true;
}

} // namespace

void ScenarioPanel::addConstraint()
{
    std::vector<Constraint> list = m_document->data().constraints;
    if (editEntry(m_document, this, list, -1, Constraint{}, &ConstraintDialog::constraint))
        m_document->setConstraints(list);
}

void ScenarioPanel::editConstraint(int row)
{
    std::vector<Constraint> list = m_document->data().constraints;
    if (validRow(list, row) && editEntry(m_document, this, list, row, list[std::size_t(row)], &ConstraintDialog::constraint))
        m_document->setConstraints(list);
}

void ScenarioPanel::removeConstraint(int row)
{
    std::vector<Constraint> list = m_document->data().constraints;
    if (removeEntry(list, row))
        m_document->setConstraints(list);
}

void ScenarioPanel::addRule()
{
    DecisionRule rule;
    rule.thenProfile = m_document->data().active().name;
    std::vector<DecisionRule> list = m_document->data().rules;
    if (editEntry(m_document, this, list, -1, rule, &RuleDialog::rule))
        m_document->setRules(list);
}

void ScenarioPanel::editRule(int row)
{
    std::vector<DecisionRule> list = m_document->data().rules;
    if (validRow(list, row) && editEntry(m_document, this, list, row, list[std::size_t(row)], &RuleDialog::rule))
        m_document->setRules(list);
}

void ScenarioPanel::removeRule(int row)
{
    std::vector<DecisionRule> list = m_document->data().rules;
    if (removeEntry(list, row))
        m_document->setRules(list);
}

TermMapPanel::TermMapPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_table(new QTableView(this))
{
    auto *model = new TermMapModel(document, this);
    m_table->setModel(model);
    m_table->setAccessibleName(tr("Term map"));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setDefaultSectionSize(170);
    auto *add = button(this, tr("Add"), tr("Add a concept"));
    auto *remove = button(this, tr("Remove"), tr("Remove the selected concept"));
    connect(add, &QToolButton::clicked, this, [this, model] {
        model->addRow(m_table->currentIndex().isValid() ? m_table->currentIndex().row() + 1 : model->rowCount());
    });
    connect(remove, &QToolButton::clicked, this, [this, model] {
        if (m_table->currentIndex().isValid())
            model->removeRow(m_table->currentIndex().row());
    });
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("How each platform names the same concept."), this), 1);
    top->addWidget(add);
    top->addWidget(remove);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
}

void ScenarioPanel::refuse(QTableView *view, const QString &text)
{
    // Beside the cell the user typed into (and in the status bar): why the edit was refused.
    Q_EMIT message(text);
    const QRect cell = view->visualRect(view->currentIndex());
    m_lastRefusal = text;
    QToolTip::showText(view->viewport()->mapToGlobal(cell.bottomLeft()), plainToRich(text), view->viewport(), cell, 8000);
}

} // namespace verdict
