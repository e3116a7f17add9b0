#include "attributesmodel.h"

#include "display/format.h"

#include "document/clipboard.h"
#include "document/document.h"

#include "csv/delimited.h"

#include <QFont>

namespace verdict {

AttributesModel::AttributesModel(Document *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_rows(document->data().alternativeCount())
    , m_columns(int(document->data().attributes.size()))
{
    Project *p = document->project();
    for (auto signal : {&Project::scenarioChanged, &Project::wasReset, &Project::whatIfScenariosChanged})
        connect(p, signal, this, &AttributesModel::resync);
    for (auto signal : {&Project::alternativeInserted, &Project::alternativeRemoved, &Project::alternativeChanged})
        connect(p, signal, this, &AttributesModel::resync);
    connect(p, &Project::alternativeMoved, this, &AttributesModel::resync);
}

// The lists are short (alternatives × attributes): a changed shape resets, anything else repaints.
void AttributesModel::resync()
{
    const ProjectData &d = m_document->data();
    const int rows = d.alternativeCount();
    const int columns = int(d.attributes.size());
    if (rows != m_rows || columns != m_columns) {
        beginResetModel();
        m_rows = rows;
        m_columns = columns;
        endResetModel();
        return;
    }
    if (rows > 0 && columns > 0)
        Q_EMIT dataChanged(index(0, 0), index(rows - 1, columns - 1));
    if (rows > 0)
        Q_EMIT headerDataChanged(Qt::Vertical, 0, rows - 1);
    if (columns > 0)
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, columns - 1);
}

int AttributesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int AttributesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

QVariant AttributesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ProjectData &d = m_document->data();
    const Alternative &a = d.alternatives.at(std::size_t(index.row()));
    const AttributeDef &def = d.attributes.at(std::size_t(index.column()));
    const auto it = a.attributes.find(def.id);
    const double base = it == a.attributes.end() ? kMissing : it->second;
    const std::optional<double> scenario = m_document->scenarioOverride(ScenarioOverride::Kind::Attribute, def.id, index.row());
    const double value = scenario.value_or(base);
    const auto note = a.attributeProvenance.find(def.id);
    const QString source = note == a.attributeProvenance.end() ? QString() : note->second;
    switch (role) {
    case Qt::DisplayRole:
        if (isMissing(value))
            return QString();
        return formatQuantity(value, def.unit);
    case Qt::EditRole:
        return isMissing(value) ? QString() : formatEditable(value);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (scenario) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::ToolTipRole: {
        QStringList lines;
        lines << QStringLiteral("<b>%1 — %2</b>").arg(a.name.toHtmlEscaped(), def.name.toHtmlEscaped());
        if (scenario)
            lines << tr("Set by the scenario “%1”; the base is %2.")
                         .arg(d.activeScenario.toHtmlEscaped(), isMissing(base) ? tr("empty") : formatQuantity(base, def.unit));
        lines << tr("In formulas: %1").arg(def.id);
        if (isMissing(value))
            lines << tr("No value: formulas that use %1 are n/a for %2.").arg(def.id, a.name.toHtmlEscaped());
        lines << (source.isEmpty() ? tr("Source: not given (Ctrl+I to add one)") : tr("Source: %1").arg(source.toHtmlEscaped()));
        return lines.join(QStringLiteral("<br>"));
    }
    case Qt::AccessibleDescriptionRole:
        return source.isEmpty() ? QString() : tr("Source: %1").arg(source);
    case ValueRole:
        return value;
    case ProvenanceRole:
        return source;
    default:
        return {};
    }
}

bool AttributesModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const ProjectData &d = m_document->data();
    const AttributeDef &def = d.attributes.at(std::size_t(index.column()));
    const QString &who = d.alternatives.at(std::size_t(index.row())).name;
    if (const auto set = m_document->scenarioOverride(ScenarioOverride::Kind::Attribute, def.id, index.row())) {
        Q_EMIT editRejected(m_document->overriddenRefusal(tr("%1 of %2").arg(def.name, who), *set));
        return false;
    }
    QString why;
    const QString text = value.toString();
    const auto parsed = parseCellText(text, &why);
    if (!parsed) {
        Q_EMIT editRejected(tr("“%1” is not a number for %2 of %3%4")
                                .arg(text, def.name, who, why.isEmpty() ? QString() : QStringLiteral(": ") + why));
        return false;
    }
    m_document->setAttributeValue(index.row(), def.id, *parsed); // no-op edits push nothing
    return true;
}

Qt::ItemFlags AttributesModel::flags(const QModelIndex &index) const
{
    return index.isValid() ? Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable : Qt::NoItemFlags;
}

QVariant AttributesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const ProjectData &d = m_document->data();
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= int(d.attributes.size()))
            return {};
        const AttributeDef &def = d.attributes[std::size_t(section)];
        switch (role) {
        case Qt::DisplayRole: // the cells carry the unit
            return def.name;
        case Qt::ToolTipRole: {
            QStringList lines{QStringLiteral("<b>%1</b>").arg(def.name.toHtmlEscaped()), tr("In formulas: %1").arg(def.id)};
            if (!def.unit.isEmpty())
                lines << tr("Unit: %1").arg(def.unit.toHtmlEscaped());
            if (!def.description.isEmpty())
                lines << def.description.toHtmlEscaped();
            lines << tr("Double-click to edit the name, unit and description.");
            return lines.join(QStringLiteral("<br>"));
        }
        case AttributeIdRole:
            return def.id;
        default:
            return {};
        }
    }
    if (section < 0 || section >= d.alternativeCount())
        return {};
    const Alternative &a = d.alternatives[std::size_t(section)];
    const bool baseline = !d.baseline.isEmpty() && a.id == d.baseline;
    switch (role) {
    case Qt::DisplayRole:
        return baseline ? tr("%1 (baseline)").arg(a.name) : a.name;
    case Qt::FontRole:
        if (baseline) {
            QFont f;
            f.setBold(true);
            return f;
        }
        return {};
    default:
        return {};
    }
}

} // namespace verdict
