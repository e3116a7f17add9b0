#pragma once

#include <QHeaderView>

namespace verdict {

// The matrix's column header with a value tree's groups above the criteria: a band across the columns of each
// run of neighbouring columns in the same group, naming the group's path ("Cost optimisation"). The model gives
// each column's path through `groupRole` (empty: the top level); without any group the header is a plain one.
class GroupHeader : public QHeaderView
{
    Q_OBJECT

public:
    GroupHeader(int groupRole, QWidget *parent = nullptr);

    QSize sizeHint() const override;
    int bandHeight() const; // 0 when no column is in a group
    // The group path shown above a column (its band's text), empty for the top level.
    QString groupOf(int logicalIndex) const;

protected:
    void paintSection(QPainter *painter, const QRect &rect, int logicalIndex) const override;
    void paintEvent(QPaintEvent *event) override;

private:
    bool anyGroup() const;

    int m_role;
};

} // namespace verdict
