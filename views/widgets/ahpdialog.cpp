#include "ahpdialog.h"

#include "display/format.h"
#include "models/richtext.h"

#include "analysis/profileahp.h"
#include "core/valuetree.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace verdict {

namespace {
constexpr int ValueRole = Qt::UserRole + 1;

QString meaning(double v)
{
    const double x = v >= 1 ? v : 1.0 / v;
    const int k = int(std::lround(x));
    switch (k) {
    case 1: return QObject::tr("equally important");
    case 3: return QObject::tr("moderately more important");
    case 5: return QObject::tr("strongly more important");
    case 7: return QObject::tr("very strongly more important");
    case 9: return QObject::tr("extremely more important");
    default: return QObject::tr("between %1 and %2").arg(k - 1).arg(k + 1);
    }
}

// The upper triangle edits through a combo box over the scale.
class ScaleDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const override
    {
        auto *box = new QComboBox(parent);
        for (double v : AhpDialog::scale())
            box->addItem(v >= 1 ? QStringLiteral("%1 — %2").arg(AhpDialog::label(v), meaning(v))
                                : QStringLiteral("%1 — %2").arg(AhpDialog::label(v), QObject::tr("less important")),
                         v);
        box->setAccessibleName(QObject::tr("Judgment"));
        return box;
    }
    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        auto *box = static_cast<QComboBox *>(editor);
        const double v = index.data(ValueRole).toDouble();
        const auto &s = AhpDialog::scale();
        for (int i = 0; i < int(s.size()); ++i)
            if (std::abs(std::log(s[std::size_t(i)] / v)) < 1e-6)
                box->setCurrentIndex(i);
    }
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override
    {
        model->setData(index, static_cast<QComboBox *>(editor)->currentData(), ValueRole);
    }
};
} // namespace

const std::vector<double> &AhpDialog::scale()
{
    static const std::vector<double> s = {9, 8, 7, 6, 5, 4, 3, 2, 1, 1.0 / 2, 1.0 / 3, 1.0 / 4, 1.0 / 5, 1.0 / 6, 1.0 / 7,
                                          1.0 / 8, 1.0 / 9};
    return s;
}

QString AhpDialog::label(double value)
{
    if (value >= 1)
        return QString::number(std::lround(value));
    return QStringLiteral("1/%1").arg(std::lround(1.0 / value));
}

double AhpDialog::snap(double value)
{
    if (!(value > 0) || !std::isfinite(value))
        return 1.0;
    double best = 1.0;
    for (double v : scale())
        if (std::abs(std::log(v / value)) < std::abs(std::log(best / value)))
            best = v;
    return best;
}

AhpDialog::AhpDialog(const ProjectData &project, int profile, QWidget *parent)
    : AhpDialog(project, profile, -1, parent)
{
}

AhpDialog::AhpDialog(const ProjectData &project, int profile, int group, QWidget *parent)
    : QDialog(parent)
    , m_table(new QTableWidget(this))
    , m_weights(new QTableWidget(this))
    , m_consistency(new QLabel(this))
{
    const WeightProfile &p = project.profiles.at(std::size_t(profile));
    const bool inGroup = group >= 0 && std::size_t(group) < project.groups.size();
    setWindowTitle(inGroup ? tr("AHP Weights — %1 — within %2").arg(p.name, project.groups[std::size_t(group)].name)
                           : tr("AHP Weights — %1").arg(p.name));
    // The node's children (a flat profile: every criterion) and their weights within it.
    const ValueTree tree(project);
    const ValueTree::Weights local = tree.weights(p);
    std::vector<double> w;
    for (const ValueTree::Node &kid : tree.children(inGroup ? group : -1)) {
        if (kid.isGroup) {
            m_ids << ahpGroupItem(project.groups[std::size_t(kid.index)].id);
            m_names << project.groups[std::size_t(kid.index)].name;
            w.push_back(local.groupLocal[std::size_t(kid.index)]);
        } else {
            m_ids << project.criteria[std::size_t(kid.index)].id;
            m_names << project.criteria[std::size_t(kid.index)].name;
            w.push_back(local.criterionLocal[std::size_t(kid.index)]);
        }
    }
    const int n = int(m_ids.size());
    m_matrix.assign(std::size_t(n), std::vector<double>(std::size_t(n), 1.0));
    // Start from the stored judgments where they compare two current children, else from the weights.
    const AhpJudgments *stored = nodeJudgments(p, project, inGroup ? group : -1);
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
            double v = 1.0;
            if (w[std::size_t(i)] > 0 && w[std::size_t(j)] > 0)
                v = snap(w[std::size_t(i)] / w[std::size_t(j)]);
            if (stored) {
                const qsizetype a = stored->criteria.indexOf(m_ids[i]);
                const qsizetype b = stored->criteria.indexOf(m_ids[j]);
                if (a >= 0 && b >= 0 && std::size_t(a) < stored->matrix.size() && std::size_t(b) < stored->matrix[std::size_t(a)].size())
                    v = snap(stored->matrix[std::size_t(a)][std::size_t(b)]);
            }
            m_matrix[std::size_t(i)][std::size_t(j)] = v;
            m_matrix[std::size_t(j)][std::size_t(i)] = 1.0 / v;
        }

    m_table->setRowCount(n);
    m_table->setColumnCount(n);
    m_table->setHorizontalHeaderLabels(m_names);
    m_table->setVerticalHeaderLabels(m_names);
    m_table->setAccessibleName(tr("Pairwise comparison matrix"));
    m_table->setItemDelegate(new ScaleDelegate(m_table));
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    m_table->horizontalHeader()->setDefaultSectionSize(96);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            auto *item = new QTableWidgetItem;
            item->setTextAlignment(Qt::AlignCenter);
            Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
            if (i < j)
                flags |= Qt::ItemIsEditable;
            item->setFlags(flags);
            if (i >= j) {
                QFont f = item->font();
                f.setItalic(true);
                item->setFont(f);
                item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            }
            m_table->setItem(i, j, item);
        }
    connect(m_table, &QTableWidget::itemChanged, this, [this](QTableWidgetItem *item) {
        if (m_updating || item->row() >= item->column())
            return;
        setJudgment(item->row(), item->column(), item->data(ValueRole).toDouble());
    });

    m_weights->setColumnCount(2);
    m_weights->setHorizontalHeaderLabels({project.groups.empty() ? tr("Criterion") : tr("Criterion or group"),
                                          inGroup ? tr("Within") : tr("Weight")});
    m_weights->setRowCount(n);
    m_weights->verticalHeader()->hide();
    m_weights->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_weights->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_weights->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_weights->setMinimumWidth(240);
    m_weights->setAccessibleName(tr("Weights from the judgments"));
    m_weights->setMaximumWidth(280);
    for (int i = 0; i < n; ++i) {
        m_weights->setItem(i, 0, new QTableWidgetItem(m_names[i]));
        auto *item = new QTableWidgetItem;
        item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_weights->setItem(i, 1, item);
    }
    m_consistency->setWordWrap(true);
    m_consistency->setTextFormat(Qt::PlainText);
    m_consistency->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *help = new QLabel(tr("Each cell: how much more important the row is than the column "
                               "(1 equal, 3 moderately, 5 strongly, 7 very strongly, 9 extremely; 1/3 … 1/9 the "
                               "other way round). Edit the upper triangle (type, F2 or double-click); the lower "
                               "one follows."),
                            this);
    help->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *apply = buttons->addButton(tr("&Apply to Profile"), QDialogButtonBox::AcceptRole);
    apply->setDefault(true);
    apply->setEnabled(n >= 2);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *middle = new QHBoxLayout;
    middle->addWidget(m_table, 3);
    middle->addWidget(m_weights, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(help);
    layout->addLayout(middle, 1);
    layout->addWidget(m_consistency);
    layout->addWidget(buttons);
    recompute();
    m_table->resizeColumnsToContents();
    int tableWidth = m_table->verticalHeader()->sizeHint().width() + 2 * m_table->frameWidth() + 4;
    for (int c = 0; c < n; ++c) {
        m_table->setColumnWidth(c, std::max(m_table->columnWidth(c), 64));
        tableWidth += m_table->columnWidth(c);
    }
    resize(std::clamp(tableWidth + 300, 560, 1400), std::min(720, 300 + 32 * n));
    if (n >= 2)
        m_table->setCurrentCell(0, 1);
}

void AhpDialog::setJudgment(int i, int j, double value)
{
    const int n = size();
    if (i < 0 || j < 0 || i >= n || j >= n || i == j || !(value > 0) || !std::isfinite(value))
        return;
    if (i > j) {
        std::swap(i, j);
        value = 1.0 / value;
    }
    m_matrix[std::size_t(i)][std::size_t(j)] = value;
    m_matrix[std::size_t(j)][std::size_t(i)] = 1.0 / value;
    recompute();
}

double AhpDialog::judgment(int i, int j) const
{
    return m_matrix.at(std::size_t(i)).at(std::size_t(j));
}

QString AhpDialog::consistencyText() const
{
    return m_consistency->text();
}

void AhpDialog::recompute()
{
    const int n = size();
    Messages messages;
    m_result = n >= 1 ? computeAhp(m_matrix, AhpMethod::Eigen, messages) : std::nullopt;
    m_updating = true;
    // Which cells are among the worst judgments, and their rank.
    std::vector<std::vector<int>> worst(std::size_t(n), std::vector<int>(std::size_t(n), 0));
    if (m_result)
        for (int k = 0; k < int(m_result->worstJudgments.size()); ++k) {
            const AhpJudgment &j = m_result->worstJudgments[std::size_t(k)];
            if (j.row < n && j.column < n) {
                worst[std::size_t(j.row)][std::size_t(j.column)] = k + 1;
                worst[std::size_t(j.column)][std::size_t(j.row)] = k + 1;
            }
        }
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            QTableWidgetItem *item = m_table->item(i, j);
            const double v = m_matrix[std::size_t(i)][std::size_t(j)];
            item->setData(ValueRole, v);
            const int rank = worst[std::size_t(i)][std::size_t(j)];
            item->setText(rank > 0 ? QStringLiteral("⚠ %1").arg(label(v)) : label(v));
            QString tip = i == j ? tr("A criterion is as important as itself.")
                                 : tr("%1 is %2 than %3 (%4)")
                                       .arg(m_names[i], v >= 1 ? meaning(v) : tr("less important"), m_names[j], label(v));
            if (rank > 0 && m_result) {
                const AhpJudgment &w = m_result->worstJudgments[std::size_t(rank - 1)];
                const double consistent = i == w.row ? w.consistentValue : 1.0 / w.consistentValue;
                tip += QStringLiteral("\n⚠ ")
                    + tr("Inconsistent judgment #%1: the other judgments imply about %2 (nearest on the scale: %3).")
                          .arg(rank)
                          .arg(formatSignificant(consistent, 3), label(snap(consistent)));
                item->setBackground(QColor(240, 150, 0, rank == 1 ? 140 : 80));
            } else {
                item->setBackground(QBrush());
            }
            item->setToolTip(plainToRich(tip));
        }
    for (int i = 0; i < n; ++i) {
        const double w = m_result && std::size_t(i) < m_result->weights.size() ? m_result->weights[std::size_t(i)] : 0.0;
        m_weights->item(i, 1)->setText(formatPercentFixed(w));
    }
    m_updating = false;

    if (!m_result) {
        QStringList lines;
        for (const Message &m : messages)
            lines << m.text;
        m_consistency->setText(tr("⚠ The weights cannot be computed: %1").arg(lines.join(QStringLiteral("; "))));
        return;
    }
    if (n <= 2) {
        m_consistency->setText(tr("Consistency ratio: 0 (a single pair is always consistent)."));
        return;
    }
    QString text = tr("Consistency ratio: %1 (λmax %2, random index %3). ")
                       .arg(formatFixed(m_result->cr, 3), formatFixed(m_result->lambdaMax, 3), formatFixed(m_result->randomIndex, 2));
    if (m_result->consistent) {
        text += tr("✓ Acceptable (at most 0.10).");
    } else {
        QStringList worstText;
        for (const AhpJudgment &j : m_result->worstJudgments)
            worstText << tr("%1 vs %2 (%3; about %4 would fit)")
                             .arg(m_names[j.row], m_names[j.column], label(j.value), label(snap(j.consistentValue)));
        text += tr("⚠ Inconsistent (above 0.10): revise the highlighted judgments first — %1.")
                    .arg(worstText.join(QStringLiteral("; ")));
    }
    m_consistency->setText(text);
}

AhpJudgments AhpDialog::judgments() const
{
    return AhpJudgments{m_ids, m_matrix};
}

std::vector<double> AhpDialog::weights() const
{
    std::vector<double> w(std::size_t(m_ids.size()), 0.0);
    if (m_result)
        for (std::size_t i = 0; i < w.size() && i < m_result->weights.size(); ++i)
            w[i] = m_result->weights[i] * 100.0;
    return w;
}

} // namespace verdict
