#include "parametersmodel.h"

#include "display/format.h"

#include "document/clipboard.h"
#include "document/document.h"

#include "core/ids.h"
#include "csv/delimited.h"

namespace verdict {

ParametersModel::ParametersModel(Document *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_rows(int(document->data().parameters.size()))
{
    connect(document->project(), &Project::scenarioChanged, this, &ParametersModel::resync);
    connect(document->project(), &Project::wasReset, this, &ParametersModel::resync);
    connect(document->project(), &Project::whatIfScenariosChanged, this, &ParametersModel::resync);
}

void ParametersModel::resync()
{
    const int rows = int(m_document->data().parameters.size());
    if (rows == m_rows) {
        if (rows > 0)
            Q_EMIT dataChanged(index(0, 0), index(rows - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

int ParametersModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int ParametersModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ParametersModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Parameter &p = m_document->data().parameters.at(std::size_t(index.row()));
    const std::optional<double> scenario = m_document->scenarioOverride(ScenarioOverride::Kind::Parameter, p.id, -1);
    if (role == Qt::ToolTipRole)
        return scenario && index.column() == ValueColumn
                   ? tr("Id in formulas: %1. Set by the scenario “%2”; the base is %3.")
                         .arg(p.id, m_document->data().activeScenario, formatAmount(p.value))
                   : tr("Id in formulas: %1").arg(p.id);
    if (role == Qt::FontRole && scenario && index.column() == ValueColumn) {
        QFont f;
        f.setItalic(true);
        return f;
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case NameColumn: return p.name;
    case ValueColumn: // shown grouped ("146,000"), edited as a plain number that reads back
        return role == Qt::DisplayRole ? formatAmount(scenario.value_or(p.value)) : formatEditable(scenario.value_or(p.value));
    case UnitColumn: return p.unit;
    case DescriptionColumn: return p.description;
    case SourceColumn: return p.provenance;
    }
    return {};
}

bool ParametersModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    std::vector<Parameter> list = m_document->data().parameters;
    Parameter &p = list.at(std::size_t(index.row()));
    const QString text = value.toString().trimmed();
    switch (index.column()) {
    case NameColumn:
        if (text.isEmpty())
            return false;
        p.name = text;
        break;
    case ValueColumn: {
        if (const auto set = m_document->scenarioOverride(ScenarioOverride::Kind::Parameter, p.id, -1)) {
            Q_EMIT editRejected(m_document->overriddenRefusal(p.name, *set));
            return false;
        }
        QString why;
        const auto v = parseCellText(text, &why);
        if (!v || isMissing(*v)) {
            Q_EMIT editRejected(tr("“%1” is not a number for %2").arg(text, p.name));
            return false;
        }
        p.value = *v;
        break;
    }
    case UnitColumn: p.unit = text; break;
    case DescriptionColumn: p.description = text; break;
    case SourceColumn: p.provenance = text; break;
    }
    m_document->setParameters(list);
    return true;
}

Qt::ItemFlags ParametersModel::flags(const QModelIndex &index) const
{
    return index.isValid() ? Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable : Qt::NoItemFlags;
}

QVariant ParametersModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (section) {
    case NameColumn: return tr("Parameter");
    case ValueColumn: return tr("Value");
    case UnitColumn: return tr("Unit");
    case DescriptionColumn: return tr("Description");
    case SourceColumn: return tr("Source");
    }
    return {};
}

void ParametersModel::addParameter()
{
    std::vector<Parameter> list = m_document->data().parameters;
    QSet<QString> taken;
    for (const Parameter &p : list)
        taken.insert(p.id);
    Parameter p;
    p.name = tr("Parameter %1").arg(list.size() + 1);
    p.id = makeId(p.name, taken);
    list.push_back(p);
    m_document->setParameters(list);
}

void ParametersModel::removeParameter(int row)
{
    std::vector<Parameter> list = m_document->data().parameters;
    if (row < 0 || row >= int(list.size()))
        return;
    list.erase(list.begin() + row);
    m_document->setParameters(list);
}

} // namespace verdict
