#include "profilesmodel.h"
#include "richtext.h"

#include "document/document.h"

#include <QFont>

namespace verdict {

ProfilesModel::ProfilesModel(Document *document, QObject *parent)
    : QAbstractListModel(parent)
    , m_document(document)
{
    Project *p = document->project();
    connect(p, &Project::aboutToReset, this, [this] { beginResetModel(); });
    connect(p, &Project::wasReset, this, [this] { endResetModel(); });
    connect(document, &Document::profileAboutToBeInserted, this, [this](int i) { beginInsertRows({}, i, i); });
    connect(p, &Project::profileInserted, this, [this] { endInsertRows(); });
    connect(document, &Document::profileAboutToBeRemoved, this, [this](int i) { beginRemoveRows({}, i, i); });
    connect(p, &Project::profileRemoved, this, [this] { endRemoveRows(); });
    connect(p, &Project::profileChanged, this, [this](int i) { Q_EMIT dataChanged(index(i), index(i)); });
    connect(p, &Project::activeProfileChanged, this, [this] {
        if (rowCount() > 0)
            Q_EMIT dataChanged(index(0), index(rowCount() - 1), {Qt::FontRole});
    });
}

int ProfilesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_document->data().profiles.size());
}

QVariant ProfilesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const WeightProfile &p = m_document->data().profiles[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole: // the group profile is marked as computed wherever profiles are listed
        return p.computed ? tr("%1 (computed)").arg(p.name) : p.name;
    case Qt::EditRole:
        return p.name;
    case Qt::ToolTipRole: {
        QString tip = p.description.isEmpty() ? p.name : p.description;
        if (p.computed)
            tip += u'\n' + tr("Computed from the stakeholders' weights; it cannot be typed.");
        else if (p.stakeholder)
            tip += u'\n' + (p.stakeholder->role.isEmpty() ? tr("A stakeholder's own weights.")
                                                           : tr("A stakeholder's own weights: %1.").arg(p.stakeholder->role));
        return plainToRich(tip);
    }
    case Qt::FontRole:
        if (index.row() == m_document->data().activeProfile) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    default:
        return {};
    }
}

bool ProfilesModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const QString name = value.toString().trimmed();
    const ProjectData &d = m_document->data();
    const int other = d.indexOfProfile(name);
    if (name.isEmpty() || (other >= 0 && other != index.row()))
        return false;
    WeightProfile p = d.profiles[std::size_t(index.row())];
    const QString old = p.name;
    p.name = name;
    m_document->setProfile(index.row(), p, tr("Rename profile “%1” to “%2”").arg(old, name));
    return true;
}

Qt::ItemFlags ProfilesModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

} // namespace verdict
