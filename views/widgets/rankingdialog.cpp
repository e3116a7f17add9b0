#include "rankingdialog.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

namespace verdict {

RankingDialog::RankingDialog(const ProjectData &project, QWidget *parent)
    : QDialog(parent)
    , m_list(new QListWidget(this))
{
    QStringList names;
    for (const Criterion &c : project.criteria)
        names << c.name;
    build(names, project.normalizedWeights(),
          tr("Order the criteria from most to least important. The weights become rank-order centroid weights."));
}

RankingDialog::RankingDialog(const QStringList &names, const std::vector<double> &weights, const QString &prompt,
                             QWidget *parent)
    : QDialog(parent)
    , m_list(new QListWidget(this))
{
    build(names, weights, prompt);
}

void RankingDialog::build(const QStringList &names, const std::vector<double> &w, const QString &prompt)
{
    setWindowTitle(tr("Weights from a ranking"));
    // Start from the current weights, heaviest first.
    std::vector<int> columns(std::size_t(names.size()));
    std::iota(columns.begin(), columns.end(), 0);
    const auto weight = [&](int i) { return std::size_t(i) < w.size() ? w[std::size_t(i)] : 0.0; };
    std::stable_sort(columns.begin(), columns.end(), [&](int a, int b) { return weight(a) > weight(b); });
    for (int c : columns) {
        auto *item = new QListWidgetItem(names.at(c), m_list);
        item->setData(Qt::UserRole, c);
    }
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setAccessibleName(tr("Most important first"));
    m_list->setCurrentRow(0);

    auto *up = new QPushButton(tr("Up"), this);
    auto *down = new QPushButton(tr("Down"), this);
    connect(up, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
    connect(down, &QPushButton::clicked, this, [this] { moveCurrent(1); });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *side = new QVBoxLayout;
    side->addWidget(up);
    side->addWidget(down);
    side->addStretch();
    auto *body = new QHBoxLayout;
    body->addWidget(m_list, 1);
    body->addLayout(side);
    auto *layout = new QVBoxLayout(this);
    auto *label = new QLabel(prompt, this);
    label->setWordWrap(true);
    layout->addWidget(label);
    layout->addLayout(body);
    layout->addWidget(buttons);
}

std::vector<int> RankingDialog::order() const
{
    std::vector<int> out;
    for (int i = 0; i < m_list->count(); ++i)
        out.push_back(m_list->item(i)->data(Qt::UserRole).toInt());
    return out;
}

void RankingDialog::moveCurrent(int delta)
{
    const int row = m_list->currentRow();
    const int to = row + delta;
    if (row < 0 || to < 0 || to >= m_list->count())
        return;
    QListWidgetItem *item = m_list->takeItem(row);
    m_list->insertItem(to, item);
    m_list->setCurrentRow(to);
}

} // namespace verdict
