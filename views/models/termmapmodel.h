#pragma once

#include <QAbstractTableModel>

namespace verdict {

class Document;

// The term map: one row per concept ("worker group"), column 0 the concept, then one column per alternative
// with that platform's term. Edits replace the term map through one undo command.
class TermMapModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit TermMapModel(Document *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void addRow(int row);
    void removeRow(int row);

private:
    Document *m_document;
    int m_rows = 0;
    int m_columns = 1;
    void resync();
};

} // namespace verdict
