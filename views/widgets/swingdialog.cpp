#include "swingdialog.h"

#include "models/richtext.h"
#include "display/format.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <numeric>

namespace verdict {

SwingDialog::SwingDialog(const QString &node, const std::vector<Swing> &swings,
                         const std::vector<std::optional<double>> &ratings, const std::vector<double> &weights, QWidget *parent)
    : QDialog(parent), m_swings(swings), m_table(new QTableWidget(0, 2, this)), m_preview(new QLabel(this))
{
    setWindowTitle(tr("Swing weights — %1").arg(node));
    m_table->setHorizontalHeaderLabels({tr("Swing, worst to best"), tr("Rating (most important = 100)")});
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_table->verticalHeader()->setVisible(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setAccessibleName(tr("Swings, most important first"));

    // Stored ratings first (highest first), else the current weights scaled so the heaviest is 100.
    const bool stored = std::any_of(ratings.begin(), ratings.end(), [](const auto &r) { return r.has_value(); });
    const double heaviest = weights.empty() ? 0.0 : *std::max_element(weights.begin(), weights.end());
    std::vector<double> start(swings.size(), 100.0);
    for (std::size_t i = 0; i < swings.size(); ++i) {
        if (stored)
            start[i] = i < ratings.size() && ratings[i] ? *ratings[i] : 0.0;
        else if (heaviest > 0.0 && i < weights.size())
            start[i] = 100.0 * weights[i] / heaviest;
    }
    std::vector<int> order(swings.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return start[std::size_t(a)] > start[std::size_t(b)]; });
    for (int i : order)
        addRow(i, start[std::size_t(i)]);

    auto *up = new QPushButton(tr("&Up"), this);
    auto *down = new QPushButton(tr("&Down"), this);
    up->setToolTip(tr("This swing matters more"));
    down->setToolTip(tr("This swing matters less"));
    connect(up, &QPushButton::clicked, this, [this] { move(m_table->currentRow(), -1); });
    connect(down, &QPushButton::clicked, this, [this] { move(m_table->currentRow(), 1); });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *side = new QVBoxLayout;
    side->addWidget(up);
    side->addWidget(down);
    side->addStretch();
    auto *body = new QHBoxLayout;
    body->addWidget(m_table, 1);
    body->addLayout(side);
    auto *intro = new QLabel(tr("Imagine each criterion going from its worst to its best value, one at a time. Put the swing "
                                "you would most want first: it rates 100. Rate each other swing against it. The weights "
                                "are the ratings, normalised; the ranges are kept with the profile, so Verdict can tell "
                                "you when a later edit changes what a weight means."),
                             this);
    intro->setWordWrap(true);
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::PlainText);
    m_preview->setAccessibleName(tr("Resulting weights"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(body, 1);
    layout->addWidget(m_preview);
    layout->addWidget(buttons);
    m_table->setCurrentCell(0, 0);
    resize(720, std::min(520, 220 + 34 * int(swings.size()))); // room for the rows, no more
    updatePreview();
}

void SwingDialog::addRow(int swing, double rating)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto *item = new QTableWidgetItem(m_swings[std::size_t(swing)].text);
    item->setData(Qt::UserRole, swing);
    item->setToolTip(plainToRich(m_swings[std::size_t(swing)].text));
    m_table->setItem(row, 0, item);
    auto *cell = new QWidget(m_table);
    auto *slider = new QSlider(Qt::Horizontal, cell);
    auto *spin = new QSpinBox(cell);
    slider->setRange(0, 100);
    spin->setRange(0, 100);
    slider->setMinimumWidth(140);
    slider->setAccessibleName(tr("Rating of %1").arg(m_swings[std::size_t(swing)].text));
    spin->setAccessibleName(slider->accessibleName());
    slider->setValue(int(std::lround(rating)));
    spin->setValue(int(std::lround(rating)));
    connect(slider, &QSlider::valueChanged, spin, &QSpinBox::setValue);
    connect(spin, &QSpinBox::valueChanged, slider, &QSlider::setValue);
    connect(spin, &QSpinBox::valueChanged, this, &SwingDialog::updatePreview);
    auto *h = new QHBoxLayout(cell);
    h->setContentsMargins(4, 0, 4, 0);
    h->addWidget(slider, 1);
    h->addWidget(spin);
    m_table->setCellWidget(row, 1, cell);
}

void SwingDialog::move(int position, int delta)
{
    const int to = position + delta;
    if (position < 0 || to < 0 || position >= m_table->rowCount() || to >= m_table->rowCount())
        return;
    // Swap the two rows' swings and ratings (the rating stays with its swing).
    const std::vector<int> o = order();
    const std::vector<double> r = ratings();
    std::vector<std::pair<int, double>> rows;
    for (std::size_t i = 0; i < o.size(); ++i)
        rows.push_back({o[i], i < r.size() ? r[i] : 0.0});
    std::swap(rows[std::size_t(position)], rows[std::size_t(to)]);
    m_table->setRowCount(0);
    for (const auto &[swing, rating] : rows)
        addRow(swing, rating);
    m_table->setCurrentCell(to, 0);
    updatePreview();
}

std::vector<int> SwingDialog::order() const
{
    std::vector<int> out;
    for (int row = 0; row < m_table->rowCount(); ++row)
        out.push_back(m_table->item(row, 0)->data(Qt::UserRole).toInt());
    return out;
}

std::vector<double> SwingDialog::ratings() const
{
    std::vector<double> out;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const auto *spin = m_table->cellWidget(row, 1)->findChild<QSpinBox *>();
        out.push_back(row == 0 ? 100.0 : double(spin->value())); // the most important swing is the yardstick
    }
    return out;
}

void SwingDialog::setRating(int position, double rating)
{
    if (position < 0 || position >= m_table->rowCount())
        return;
    m_table->cellWidget(position, 1)->findChild<QSpinBox *>()->setValue(int(std::lround(rating)));
}

std::vector<double> SwingDialog::weights() const
{
    const std::vector<int> o = order();
    const std::vector<double> r = ratings();
    std::vector<double> out(m_swings.size(), 0.0);
    const double total = std::accumulate(r.begin(), r.end(), 0.0);
    for (std::size_t i = 0; i < o.size(); ++i)
        out[std::size_t(o[i])] = total > 0.0 ? r[i] / total : 0.0;
    return out;
}

QString SwingDialog::previewText() const { return m_preview->text(); }

void SwingDialog::updatePreview()
{
    // The first row is 100 whatever its slider says: it is the yardstick.
    if (m_table->rowCount() > 0) {
        auto *first = m_table->cellWidget(0, 1);
        for (QWidget *w : first->findChildren<QWidget *>())
            w->setEnabled(false);
        first->findChild<QSpinBox *>()->setValue(100);
        for (int row = 1; row < m_table->rowCount(); ++row)
            for (QWidget *w : m_table->cellWidget(row, 1)->findChildren<QWidget *>())
                w->setEnabled(true);
    }
    const std::vector<double> w = weights();
    QStringList parts;
    for (const int i : order()) {
        const Swing &s = m_swings[std::size_t(i)];
        parts << QStringLiteral("%1 %2").arg(s.name, formatPercent(w[std::size_t(i)]));
    }
    m_preview->setText(tr("Weights: %1").arg(parts.join(QStringLiteral(" · "))));
}

} // namespace verdict
