#pragma once

#include "evaluation/liveranking.h"

#include <QAbstractTableModel>

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

private:
    LiveRanking m_ranking;
};

} // namespace verdict
