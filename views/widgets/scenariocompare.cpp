#include "scenariocompare.h"
#include "models/richtext.h"

#include "document/document.h"
#include "display/format.h"
#include "report/headlines.h"
#include "evaluation/wording.h"

#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace verdict {

ScenarioCompareDialog::ScenarioCompareDialog(Document *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Compare Scenarios"));
    m_table->setAccessibleName(tr("Scenarios side by side"));
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setDefaultSectionSize(190);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *headline = new QLabel(this);
    headline->setObjectName(QStringLiteral("headline"));
    headline->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *show = buttons->addButton(tr("&Show This Scenario"), QDialogButtonBox::ActionRole);
    show->setToolTip(tr("Switch the workbench to the selected column's scenario (an undo step)"));
    QPushButton *chart = buttons->addButton(tr("C&hart"), QDialogButtonBox::ActionRole);
    chart->setToolTip(tr("The scenario comparison in the Charts dock"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(show, &QPushButton::clicked, this, [this] {
        const int column = m_table->currentColumn();
        if (column < 0)
            return;
        const QVariant name = m_table->horizontalHeaderItem(column)->data(Qt::UserRole);
        m_document->setActiveScenario(name.toString());
    });
    connect(chart, &QPushButton::clicked, this, &ScenarioCompareDialog::showChartRequested);
    QPushButton *edit = buttons->addButton(tr("&Edit…"), QDialogButtonBox::ActionRole);
    edit->setToolTip(tr("Change the selected column's scenario, or add one (Analysis ▸ Edit Scenarios…)"));
    connect(edit, &QPushButton::clicked, this, [this] {
        const int column = m_table->currentColumn();
        const QString name = column >= 0 ? m_table->horizontalHeaderItem(column)->data(Qt::UserRole).toString() : QString();
        Q_EMIT editRequested(m_document->data().indexOfScenario(name));
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(headline);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    connect(m_document->evaluation(), &LiveEvaluation::changed, this, &ScenarioCompareDialog::refresh);
    refresh();
    // Wide enough for the columns it has, never past the screen.
    const QRect screen = (parent && parent->screen() ? parent->screen() : QGuiApplication::primaryScreen())->availableGeometry();
    resize(std::min(screen.width() * 9 / 10, 220 + 190 * m_table->columnCount()), std::min(screen.height() * 8 / 10, 560));
}

void ScenarioCompareDialog::refresh()
{
    const std::shared_ptr<const Evaluation> e = m_document->evaluation()->current();
    const ScenariosData &d = e->scenarios();
    findChild<QLabel *>(QStringLiteral("headline"))
        ->setText(d.scenarios.size() < 2 ? tr("The project has no what-if scenarios: only its own numbers (the base). "
                                              "Add them to the file's \"scenarios\" (docs/file-format.md).")
                                         : chartHeadline(d));
    const ProjectData &p = e->baseProject();
    QStringList rows{tr("Changes"), tr("Winner"), tr("Meet every gate")};
    for (const int a : d.alternatives)
        rows << p.alternatives[std::size_t(a)].name;
    m_table->clear();
    m_table->setRowCount(int(rows.size()));
    m_table->setColumnCount(int(d.scenarios.size()));
    m_table->setVerticalHeaderLabels(rows);
    for (int c = 0; c < int(d.scenarios.size()); ++c) {
        const ScenarioColumn &s = d.scenarios[std::size_t(c)];
        auto *header = new QTableWidgetItem(s.active ? tr("%1 (shown)").arg(s.name) : s.name);
        header->setData(Qt::UserRole, s.index < 0 ? QString() : s.name);
        header->setToolTip(plainToRich(s.description));
        m_table->setHorizontalHeaderItem(c, header);
        const auto set = [this, c](int row, const QString &text, bool bold = false) {
            auto *item = new QTableWidgetItem(text);
            if (bold) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
            }
            m_table->setItem(row, c, item);
        };
        set(0, s.index < 0 ? tr("the project's own numbers")
                           : s.unchanged ? s.overrides.join(u'\n') + tr("\n(the same numbers as the base)")
                                         : s.overrides.join(u'\n'));
        set(1, scenarioWinnerText(s), true);
        int feasible = 0;
        for (const int a : d.alternatives)
            feasible += s.feasible[std::size_t(a)] ? 1 : 0;
        set(2, tr("%1 of %2").arg(feasible).arg(d.alternatives.size()));
        for (std::size_t k = 0; k < d.alternatives.size(); ++k) {
            const std::size_t a = std::size_t(d.alternatives[k]);
            QStringList parts;
            parts << (s.ranks[a] > 0 ? tr("#%1").arg(s.ranks[a]) : tr("not ranked"));
            if (std::isfinite(s.scores[a]))
                parts << tr("%1 %2").arg(scoreName(d.method), formatScore(s.scores[a]));
            if (std::isfinite(s.annualCost[a]))
                parts << formatCompactMoney(s.annualCost[a], QStringLiteral("$")) + tr(" a year");
            if (!s.feasible[a])
                parts << tr("fails a gate");
            set(3 + int(k), parts.join(QStringLiteral(" · ")), s.winner == int(a));
        }
    }
}

} // namespace verdict
