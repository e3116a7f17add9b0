#include "scenariopanel.h"

#include "document/document.h"
#include "models/parametersmodel.h"
#include "models/termmapmodel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace verdict {

namespace {
QToolButton *button(QWidget *parent, const QString &text, const QString &name)
{
    auto *b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(name);
    b->setAccessibleName(name);
    return b;
}
} // namespace

ScenarioPanel::ScenarioPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new ParametersModel(document, this))
    , m_table(new QTableView(this))
    , m_baseline(new QComboBox(this))
{
    m_table->setModel(m_model);
    m_table->setAccessibleName(tr("Scenario parameters"));
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_baseline->setAccessibleName(tr("Baseline alternative"));
    connect(m_model, &ParametersModel::editRejected, this, &ScenarioPanel::message);

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

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Baseline:"), this));
    top->addWidget(m_baseline, 1);
    top->addStretch();
    top->addWidget(add);
    top->addWidget(remove);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);

    Project *p = document->project();
    for (auto signal : {&Project::scenarioChanged, &Project::wasReset})
        connect(p, signal, this, &ScenarioPanel::updateBaseline);
    for (auto signal : {&Project::alternativeInserted, &Project::alternativeRemoved, &Project::alternativeChanged})
        connect(p, signal, this, &ScenarioPanel::updateBaseline);
    connect(p, &Project::alternativeMoved, this, &ScenarioPanel::updateBaseline);
    updateBaseline();
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

} // namespace verdict
