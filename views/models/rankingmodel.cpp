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
    // The characters of a row's text, worked out from the number it shows (its rank, its score × 100 to one decimal as
    // formatScore writes it, or its margin to pointDecimals) as data() writes it: a sign, the whole digits, the point
    // and the decimals.
    const auto characters = [column](double v) {
        const int decimals = column == RankColumn ? 0 : column == ScoreColumn ? 1 : pointDecimals(v);
        const double scale = std::pow(10.0, decimals);
        const double rounded = std::round(std::abs(v) * scale);
        const double whole = std::floor(rounded / scale);
        const int digits = whole < 10.0 ? 1 : int(std::floor(std::log10(whole))) + 1;
        const bool sign = rounded != 0.0 && (v < 0.0 || column == MarginColumn);
        return int(sign) + digits + (decimals > 0 ? 1 + decimals : 0);
    };
    // The leader's margin is its lead, written as a sentence: measured as it is.
    const int first = column == MarginColumn ? 1 : 0;
    if (column == MarginColumn)
        out.push_back(0);
    // The first row with the most characters among the bold rows (the leaders) and the others, each with a minus and
    // without (the signs need not be as wide as each other); digits are as wide as each other in a UI font.
    int widest[2][2] = {{-1, -1}, {-1, -1}}, most[2][2] = {{0, 0}, {0, 0}}, notANumber = -1; // the first not finite
    for (int row = first; row < n; ++row) {
        const LiveRanking::Row &r = m_ranking.rows[std::size_t(row)];
        const double v = column == RankColumn ? double(r.rank) : column == ScoreColumn ? 100.0 * r.score : r.marginPoints;
        if (!std::isfinite(v)) { // "n/a", measured as it is
            if (notANumber < 0)
                notANumber = row;
            continue;
        }
        const int bold = r.rank == 1 && r.feasible ? 1 : 0; // as the FontRole below
        const int negative = v < 0.0 ? 1 : 0;
        const int c = characters(v);
        if (c > most[bold][negative]) {
            most[bold][negative] = c;
            widest[bold][negative] = row;
        }
    }
    for (const int row : {widest[0][0], widest[0][1], widest[1][0], widest[1][1], notANumber})
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
