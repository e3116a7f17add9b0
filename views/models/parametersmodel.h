#pragma once

#include <QAbstractTableModel>

namespace verdict {

class Document;

// Scenario parameters (SLA, budget ceiling, ...): name, value, unit, description, source. The id stays as
// created (formulas use it). Edits replace the parameter list through one undo command.
class ParametersModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, ValueColumn, UnitColumn, DescriptionColumn, SourceColumn, ColumnCount };

    explicit ParametersModel(Document *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void addParameter();
    void removeParameter(int row);

Q_SIGNALS:
    void editRejected(const QString &message);

private:
    void resync();

    Document *m_document;
    int m_rows = 0;
};

} // namespace verdict
