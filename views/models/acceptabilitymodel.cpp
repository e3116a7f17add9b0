#include "acceptabilitymodel.h"
#include "richtext.h"

#include "display/format.h"

namespace verdict {

namespace {
QString percentText(double p)
{
    return formatPercentFixed(p);
}
} // namespace

AcceptabilityModel::AcceptabilityModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void AcceptabilityModel::setResult(const SmaaResult &result, const QStringList &names)
{
    beginResetModel();
    m_rows = result.alternatives;
    m_names = names;
    endResetModel();
}

void AcceptabilityModel::clear()
{
    if (m_rows.empty())
        return;
    beginResetModel();
    m_rows.clear();
    m_names.clear();
    endResetModel();
}

int AcceptabilityModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AcceptabilityModel::columnCount(const QModelIndex &parent) const
{
    // Name, one column per rank, confidence; nothing at all when there is no result.
    return parent.isValid() || m_rows.empty() ? 0 : int(m_rows.size()) + 2;
}

QVariant AcceptabilityModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const SmaaAlternative &a = m_rows[std::size_t(index.row())];
    const int column = index.column();
    const int last = columnCount() - 1;
    const bool rankColumn = column > 0 && column < last;
    switch (role) {
    case Qt::DisplayRole:
        if (column == 0)
            return m_names.value(index.row());
        if (column == last)
            return percentText(a.confidence);
        return std::size_t(column - 1) < a.acceptability.size() ? percentText(a.acceptability[std::size_t(column - 1)])
                                                                 : QString();
    case ProbabilityRole:
        if (rankColumn && std::size_t(column - 1) < a.acceptability.size())
            return a.acceptability[std::size_t(column - 1)];
        if (column == last)
            return a.confidence;
        return {};
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(column == 0 ? Qt::AlignLeft | Qt::AlignVCenter : Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (column == 0)
            return tr("First in %1 of samples (95 % interval %2–%3)")
                .arg(formatPercentFixed(a.pFirst), formatPercentFixed(a.pFirstCi[0], 1, false), formatPercentFixed(a.pFirstCi[1]));
        if (column == last)
            return plainToRich(tr("How often %1 is first when the values vary within their uncertainty and the weights "
                                  "are its central weights.")
                                   .arg(m_names.value(index.row())));
        return plainToRich(tr("How often %1 takes rank %2.").arg(m_names.value(index.row())).arg(column));
    default:
        return {};
    }
}

QVariant AcceptabilityModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columnCount())
        return {};
    if (section == 0)
        return tr("Alternative");
    if (section == columnCount() - 1)
        return tr("Confidence");
    return tr("P(rank %1)").arg(section);
}

} // namespace verdict
