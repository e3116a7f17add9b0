#include "rankingmodel.h"

#include <algorithm>
#include <cmath>

#include "display/places.h"
#include "models/richtext.h"

#include "display/format.h"
#include "evaluation/wording.h"

#include <QGuiApplication>
#include <QPalette>

#include <QFont>

#include <bit>

namespace verdict {

RankingModel::RankingModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void RankingModel::setRanking(LiveRanking ranking)
{
    if (ranking.rows.size() == m_ranking.rows.size()) {
        // Same shape (the usual case after an edit): update in place, so selection and scrolling stay. Only the
        // rows that changed are announced: an edit moves one alternative, and the view works out the area of every
        // row announced (at 1,000 alternatives that was a quarter of the GUI thread's time per edit). Nothing
        // changed is a refresh (how numbers are written changed): every row.
        const auto same = [](const LiveRanking::Row &a, const LiveRanking::Row &b) {
            return a.alternative == b.alternative && a.rank == b.rank && a.feasible == b.feasible
                   && std::bit_cast<quint64>(a.score) == std::bit_cast<quint64>(b.score)
                   && std::bit_cast<quint64>(a.marginPoints) == std::bit_cast<quint64>(b.marginPoints) && a.name == b.name;
        };
        int first = -1, last = -1;
        for (std::size_t i = 0; i < ranking.rows.size(); ++i)
            if (!same(ranking.rows[i], m_ranking.rows[i])) {
                first = first < 0 ? int(i) : first;
                last = int(i);
            }
        if (first < 0 || ranking.method != m_ranking.method || ranking.runnerUp != m_ranking.runnerUp) {
            first = 0;
            last = int(ranking.rows.size()) - 1;
        }
        m_ranking = std::move(ranking);
        if (!m_ranking.rows.empty())
            Q_EMIT dataChanged(index(first, 0), index(last, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_ranking = std::move(ranking);
    endResetModel();
}

int RankingModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_ranking.rows.size());
}

int RankingModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RankingModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const LiveRanking::Row &r = m_ranking.rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case RankColumn: return r.rank;
        case AlternativeColumn: { // a paragraph-long name keeps both ends (the view elides the rest in the middle)
            const QString name = elideMiddle(r.name, 80);
            return r.feasible ? name : tr("%1 (infeasible)").arg(name);
        }
        case ScoreColumn: return formatScore(r.score);
        case MarginColumn:
            if (m_ranking.rows.size() < 2)
                return QString();
            if (index.row() == 0) // a lead over an alternative that fails a gate is no lead
                return m_ranking.runnerUp > 0 ? tr("%1 lead").arg(formatSignedPointsShort(r.marginPoints))
                                              : tr("only one meets every gate");
            return formatSignedPointsShort(r.marginPoints); // behind the leader
        }
        return {};
    case Qt::EditRole:
        switch (index.column()) {
        case RankColumn: return r.rank;
        case AlternativeColumn: return r.name;
        case ScoreColumn: return r.score;
        case MarginColumn: return r.marginPoints;
        }
        return {};
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(index.column() == AlternativeColumn ? Qt::AlignLeft | Qt::AlignVCenter
                                                                        : Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        if (!r.feasible)
            return QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::FontRole:
        if (r.rank == 1 && r.feasible) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    case Qt::ToolTipRole:
        if (index.column() == MarginColumn)
            return tr("Score difference × 100 behind the leader (for the leader: its lead over the runner-up). An "
                      "infeasible alternative ranks after every feasible one whatever its score.");
        if (index.column() == ScoreColumn)
            return m_ranking.method == QLatin1String("wsm") ? scoreAxisTitle(m_ranking.method)
                                                            : tr("%1 (comparable within this method only)").arg(scoreAxisTitle(m_ranking.method));
        if (!r.feasible)
            return plainToRich(tr("%1\nFails a constraint: ranked after every feasible alternative (see below).").arg(elideMiddle(r.name)));
        // The whole name, bounded; as text, never markup (a name is the file's).
        return index.column() == AlternativeColumn ? QVariant(plainToRich(elideMiddle(r.name))) : QVariant();
    default:
        return {};
    }
}

std::vector<int> RankingModel::widestRows(int column) const
{
    std::vector<int> out;
    const int n = rowCount();
    if (n == 0 || column == AlternativeColumn)
        return out;
    const auto value = [&](int row) {
        const LiveRanking::Row &r = m_ranking.rows[std::size_t(row)];
        return column == RankColumn ? double(r.rank) : column == ScoreColumn ? r.score : r.marginPoints;
    };
    int largest[2] = {-1, -1}, smallest[2] = {-1, -1}, notANumber = -1; // [0] plain rows, [1] bold ones
    // The leader's margin is its lead, written as a sentence: measured as it is.
    const int first = column == MarginColumn ? 1 : 0;
    if (column == MarginColumn)
        out.push_back(0);
    for (int row = first; row < n; ++row) {
        const double v = value(row);
        if (!std::isfinite(v)) {
            if (notANumber < 0)
                notANumber = row;
            continue;
        }
        const LiveRanking::Row &r = m_ranking.rows[std::size_t(row)];
        const int bold = r.rank == 1 && r.feasible ? 1 : 0; // as the FontRole above
        if (largest[bold] < 0 || v > value(largest[bold]))
            largest[bold] = row;
        if (smallest[bold] < 0 || v < value(smallest[bold]))
            smallest[bold] = row;
    }
    for (const int row : {largest[0], smallest[0], largest[1], smallest[1], notANumber})
        if (row >= 0 && std::find(out.begin(), out.end(), row) == out.end())
            out.push_back(row);
    return out;
}

QVariant RankingModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case RankColumn: return tr("Rank");
    case AlternativeColumn: return tr("Alternative");
    case ScoreColumn: return tr("Score");
    case MarginColumn: return tr("Margin");
    }
    return {};
}

} // namespace verdict
