#pragma once

#include "stability/smaa.h"

#include <QAbstractTableModel>
#include <QStringList>

namespace verdict {

// The Monte Carlo panel's table: one row per alternative, its name, the probability of each rank
// (P(rank 1) … P(rank n)) and its confidence factor. Reads the SMAA result in place and formats a cell only
// when a view asks for it, so a run over 1,000 alternatives (a million probabilities) is shown at once
// instead of building a million items on the GUI thread.
class AcceptabilityModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    // Qt::UserRole on a rank column: the probability as a double in [0, 1].
    static constexpr int ProbabilityRole = Qt::UserRole;

    explicit AcceptabilityModel(QObject *parent = nullptr);

    // `names` has one entry per result alternative, in the result's order.
    void setResult(const SmaaResult &result, const QStringList &names);
    void clear();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<SmaaAlternative> m_rows;
    QStringList m_names;
};

} // namespace verdict
