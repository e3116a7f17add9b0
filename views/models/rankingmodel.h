#pragma once

#include "evaluation/liveranking.h"

#include <QAbstractTableModel>

#include <vector>

namespace verdict {

// The ranking table of the results panel. Holds a LiveRanking computed elsewhere and swaps it in whole.
class RankingModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { RankColumn, AlternativeColumn, ScoreColumn, MarginColumn, ColumnCount };

    explicit RankingModel(QObject *parent = nullptr);

    void setRanking(LiveRanking ranking);
    const LiveRanking &ranking() const { return m_ranking; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The few rows among which `column`'s widest text is (rank, score or margin), for fitting the column to every
    // row without measuring each: the row with the most characters, worked out from its number, among the bold rows
    // (the leaders) and the others, with a minus and without; the leader's lead; a score that is not a number.
    std::vector<int> widestRows(int column) const;

private:
    LiveRanking m_ranking;
};

} // namespace verdict
