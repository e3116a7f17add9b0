#pragma once

#include <QAbstractTableModel>

namespace verdict {

class Document;

// Every alternative's attribute values: alternatives are rows, attribute definitions columns. Cells show the
// value with its unit; an empty cell is an absent value. Edits are validated in place (a bad number is refused
// with a message, never stored) and go through the document's undo stack; repeated edits of one cell merge.
class AttributesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role {
        ValueRole = Qt::UserRole + 1, // double, NaN when absent
        ProvenanceRole,               // the value's source note
        AttributeIdRole,              // on horizontal headers: the id formulas use
    };

    explicit AttributesModel(Document *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void editRejected(const QString &message);

private:
    void resync();

    Document *m_document;
    int m_rows = 0;
    int m_columns = 0;
};

} // namespace verdict
