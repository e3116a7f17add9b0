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

    std::vector<int> order() const; // criterion columns, most important first

private:
    void moveCurrent(int delta);

    QListWidget *m_list;
};

} // namespace verdict
