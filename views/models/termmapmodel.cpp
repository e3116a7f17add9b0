#include "termmapmodel.h"

#include "document/document.h"
#include "models/richtext.h"

namespace verdict {

TermMapModel::TermMapModel(Document *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    Project *p = document->project();
    // The term map is small: any change resets the model (or updates it in place when the shape holds).
    for (auto signal : {&Project::termMapChanged, &Project::wasReset})
        connect(p, signal, this, &TermMapModel::resync);
    for (auto signal : {&Project::alternativeInserted, &Project::alternativeRemoved, &Project::alternativeChanged})
        connect(p, signal, this, &TermMapModel::resync);
    connect(p, &Project::alternativeMoved, this, &TermMapModel::resync);
    m_rows = int(document->data().termMap.size());
    m_columns = 2 + document->data().alternativeCount();
}

void TermMapModel::resync()
{
    const int rows = int(m_document->data().termMap.size());
    const int columns = 2 + m_document->data().alternativeCount();
    if (rows == m_rows && columns == m_columns) {
        if (rows > 0)
            Q_EMIT dataChanged(index(0, 0), index(rows - 1, columns - 1));
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, columns - 1);
        return;
    }
    beginResetModel();
    m_rows = rows;
    m_columns = columns;
    endResetModel();
}

int TermMapModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int TermMapModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

QVariant TermMapModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ProjectData &d = m_document->data();
    const TermRow &row = d.termMap.at(std::size_t(index.row()));
    // The explanation is the last column, often scrolled out of a narrow dock: the concept's tooltip shows it too.
    if (role == Qt::ToolTipRole && index.column() == 0 && !row.note.isEmpty())
        return plainToRich(row.conceptName + u'\n' + row.note);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    if (index.column() == 0)
        return row.conceptName;
    if (index.column() == m_columns - 1)
        return row.note;
    const QString &id = d.alternatives.at(std::size_t(index.column() - 1)).id;
    const auto it = row.terms.find(id);
    return it == row.terms.end() ? QString() : it->second;
}

bool TermMapModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const ProjectData &d = m_document->data();
    std::vector<TermRow> rows = d.termMap;
    TermRow &row = rows.at(std::size_t(index.row()));
    const QString text = value.toString().trimmed();
    if (index.column() == 0) {
        if (text.isEmpty())
            return false;
        row.conceptName = text;
    } else if (index.column() == m_columns - 1) {
        row.note = text;
    } else {
        const QString &id = d.alternatives.at(std::size_t(index.column() - 1)).id;
        if (text.isEmpty())
            row.terms.erase(id);
        else
            row.terms[id] = text;
    }
    m_document->setTermMap(rows);
    return true;
}

Qt::ItemFlags TermMapModel::flags(const QModelIndex &index) const
{
    return index.isValid() ? Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable : Qt::NoItemFlags;
}

QVariant TermMapModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    if (section == 0)
        return tr("Concept");
    if (section == m_columns - 1)
        return tr("Explanation");
    const ProjectData &d = m_document->data();
    return section - 1 < d.alternativeCount() ? d.alternatives[std::size_t(section - 1)].name : QVariant();
}

void TermMapModel::addRow(int row)
{
    std::vector<TermRow> rows = m_document->data().termMap;
    row = std::clamp(row, 0, int(rows.size()));
    rows.insert(rows.begin() + row, TermRow{tr("New concept"), {}, {}});
    m_document->setTermMap(rows);
}

void TermMapModel::removeRow(int row)
{
    std::vector<TermRow> rows = m_document->data().termMap;
    if (row < 0 || row >= int(rows.size()))
        return;
    rows.erase(rows.begin() + row);
    m_document->setTermMap(rows);
}

} // namespace verdict
