#pragma once

#include <QAbstractListModel>

namespace verdict {

class Document;

// The weight profiles by name (for the profile switcher). Renaming through setData() pushes an undo command.
class ProfilesModel : public QAbstractListModel
{
    Q_OBJECT

public:
    explicit ProfilesModel(Document *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

private:
    Document *m_document;
};

} // namespace verdict
