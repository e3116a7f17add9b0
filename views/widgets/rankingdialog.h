#pragma once

#include "core/projectdata.h"

#include <QDialog>

#include <vector>

class QListWidget;

namespace verdict {

// Orders the criteria from most to least important (drag, or the Up/Down buttons); the weights panel turns
// the order into rank-order centroid weights.
class RankingDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RankingDialog(const ProjectData &project, QWidget *parent = nullptr);
    // Any list (a group's children in a value tree): `names` with their current `weights`, heaviest first at the
    // start; order() then gives indices into `names`.
    RankingDialog(const QStringList &names, const std::vector<double> &weights, const QString &prompt,
                  QWidget *parent = nullptr);

    std::vector<int> order() const; // criterion columns (or indices into `names`), most important first

private:
    void build(const QStringList &names, const std::vector<double> &weights, const QString &prompt);
    void moveCurrent(int delta);

    QListWidget *m_list;
};

} // namespace verdict
