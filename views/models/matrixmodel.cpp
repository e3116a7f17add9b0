#include "matrixmodel.h"

#include "document/clipboard.h"
#include "document/document.h"

#include "core/matrix.h"
#include "csv/delimited.h"
#include "scenario/scenario.h"

#include <QRegularExpression>

#include <QColor>
#include <QFont>

namespace verdict {

MatrixModel::MatrixModel(Document *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    Project *p = document->project();
    connect(p, &Project::aboutToReset, this, [this] { beginResetModel(); });
    connect(p, &Project::wasReset, this, [this] { endResetModel(); });

    connect(document, &Document::alternativeAboutToBeInserted, this, [this](int row) { beginInsertRows({}, row, row); });
    connect(p, &Project::alternativeInserted, this, [this] { endInsertRows(); });
    connect(document, &Document::alternativeAboutToBeRemoved, this, [this](int row) { beginRemoveRows({}, row, row); });
    connect(p, &Project::alternativeRemoved, this, [this] { endRemoveRows(); });
    connect(document, &Document::alternativeAboutToBeMoved, this,
            [this](int from, int to) { beginMoveRows({}, from, from, {}, to > from ? to + 1 : to); });
    connect(p, &Project::alternativeMoved, this, [this] { endMoveRows(); });
    connect(p, &Project::alternativeChanged, this, [this](int row) {
        Q_EMIT headerDataChanged(Qt::Vertical, row, row);
        if (columnCount() > 0) // notes live on the alternative
            Q_EMIT dataChanged(index(row, 0), index(row, columnCount() - 1), {Qt::ToolTipRole, ProvenanceRole});
    });

    connect(document, &Document::criterionAboutToBeInserted, this,
            [this](int column) { beginInsertColumns({}, column, column); });
    connect(p, &Project::criterionInserted, this, [this] { endInsertColumns(); });
    connect(document, &Document::criterionAboutToBeRemoved, this,
            [this](int column) { beginRemoveColumns({}, column, column); });
    connect(p, &Project::criterionRemoved, this, [this] { endRemoveColumns(); });
    connect(document, &Document::criterionAboutToBeMoved, this,
            [this](int from, int to) { beginMoveColumns({}, from, from, {}, to > from ? to + 1 : to); });
    connect(p, &Project::criterionMoved, this, [this] { endMoveColumns(); });
    connect(p, &Project::criterionChanged, this, [this](int column) {
        Q_EMIT headerDataChanged(Qt::Horizontal, column, column);
        if (rowCount() > 0) // the unit and formula show in every cell of the column
            Q_EMIT dataChanged(index(0, column), index(rowCount() - 1, column));
    });

    connect(p, &Project::valueChanged, this, [this](int row, int column) {
        const QModelIndex i = index(row, column);
        Q_EMIT dataChanged(i, i);
    });
    connect(p, &Project::cellNoteChanged, this, [this](int row, int column) {
        const QModelIndex i = index(row, column);
        Q_EMIT dataChanged(i, i, {Qt::ToolTipRole, ProvenanceRole});
    });
    m_computeTimer.setSingleShot(true);
    m_computeTimer.setInterval(0);
    connect(&m_computeTimer, &QTimer::timeout, this, &MatrixModel::refreshComputed);
    connect(p, &Project::changed, &m_computeTimer, qOverload<>(&QTimer::start));
    refreshComputed();
}

void MatrixModel::refreshComputed()
{
    m_computeTimer.stop();
    const ProjectData &d = m_document->data();
    bool anyFormula = false;
    for (const Criterion &c : d.criteria)
        anyFormula = anyFormula || c.isFormula();
    if (!anyFormula) {
        m_computed = Matrix();
        m_computedNotes.clear();
        return;
    }
    const ScenarioResult scenario = evaluateScenario(d);
    m_computed = scenario.values;
    m_computedNotes = scenario.cellNotes;
    for (int c = 0; c < d.criterionCount(); ++c)
        if (d.criteria[std::size_t(c)].isFormula() && rowCount() > 0)
            Q_EMIT dataChanged(index(0, c), index(rowCount() - 1, c), {Qt::DisplayRole, Qt::ToolTipRole, ValueRole});
}

double MatrixModel::computedValue(int row, int column) const
{
    if (row < m_computed.rows() && column < m_computed.cols())
        return m_computed.at(row, column);
    return kMissing;
}

int MatrixModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_document->data().alternativeCount();
}

int MatrixModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_document->data().criterionCount();
}

QString MatrixModel::formatValue(double value, const QString &unit)
{
    if (isMissing(value))
        return {};
    const QString number = formatNumber(value);
    return unit.isEmpty() ? number : number + u' ' + unit;
}

std::optional<double> MatrixModel::parseValue(const QString &text, QString *why)
{
    return parseCellText(text, why);
}

QVariant MatrixModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ProjectData &d = m_document->data();
    const int row = index.row();
    const int column = index.column();
    const Criterion &c = d.criteria[std::size_t(column)];
    const double value = c.isFormula() ? computedValue(row, column) : d.values.at(row, column);
    // A rating whose unit just restates its scale ("1-5") shows the bare number.
    static const QRegularExpression scaleUnit(QStringLiteral("^\\s*\\d+\\s*[-–]\\s*\\d+\\s*$"));
    const QString unit = scaleUnit.match(c.unit).hasMatch() ? QString() : c.unit;
    switch (role) {
    case Qt::DisplayRole:
        if (isMissing(value))
            return c.isFormula() ? tr("n/a") : QString();
        if (c.isFormula()) // computed: eight significant digits are plenty to read
            return unit.isEmpty() ? QString::number(value, 'g', 8) : QString::number(value, 'g', 8) + u' ' + unit;
        return formatValue(value, unit);
    case Qt::EditRole:
        return isMissing(value) ? QString() : formatNumber(value);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (c.isFormula()) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::BackgroundRole:
        // Translucent, so it reads on light and dark palettes alike.
        if (isMissing(value) && !c.isFormula())
            return QColor(230, 60, 60, 70);
        return {};
    case Qt::ToolTipRole: {
        const Alternative &a = d.alternatives[std::size_t(row)];
        QStringList lines;
        lines << QStringLiteral("<b>%1 — %2</b>").arg(a.name.toHtmlEscaped(), c.name.toHtmlEscaped());
        if (c.isFormula()) {
            lines << tr("Computed: = %1").arg(c.formula.toHtmlEscaped());
            const std::size_t k = std::size_t(row) * std::size_t(d.criterionCount()) + std::size_t(column);
            if (isMissing(value) && k < m_computedNotes.size() && !m_computedNotes[k].isEmpty())
                lines << tr("Not available: %1").arg(m_computedNotes[k].toHtmlEscaped());
        }
        if (isMissing(value) && !c.isFormula())
            lines << tr("Missing value: this alternative is left out of the ranking.");
        const QString note = c.isFormula() ? c.provenance : d.provenance(row, column);
        if (!note.isEmpty())
            lines << tr("Source: %1").arg(note.toHtmlEscaped());
        const auto u = a.uncertainty.find(c.id);
        if (u != a.uncertainty.end()) {
            const Uncertainty &x = u->second;
            switch (x.kind) {
            case UncertaintyKind::Interval:
                lines << tr("Uncertainty: between %1 and %2").arg(formatNumber(x.low), formatNumber(x.high));
                break;
            case UncertaintyKind::Triangular:
                lines << tr("Uncertainty: triangular %1 / %2 / %3")
                             .arg(formatNumber(x.low), formatNumber(x.likely), formatNumber(x.high));
                break;
            case UncertaintyKind::Normal:
                lines << tr("Uncertainty: normal, mean %1, sd %2").arg(formatNumber(x.mean), formatNumber(x.sd));
                break;
            }
        }
        return lines.join(QStringLiteral("<br>"));
    }
    case ValueRole:
        return value;
    case ProvenanceRole:
        return d.provenance(row, column);
    case MissingRole:
        return isMissing(value);
    default:
        return {};
    }
}

bool MatrixModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const ProjectData &d = m_document->data();
    const Criterion &c = d.criteria[std::size_t(index.column())];
    if (c.isFormula()) {
        Q_EMIT editRejected(tr("%1 is computed from a formula and cannot be edited.").arg(c.name));
        return false;
    }
    double number = kMissing;
    if (value.typeId() == QMetaType::Double) {
        number = value.toDouble();
        if (std::isinf(number)) {
            Q_EMIT editRejected(tr("A value must be a finite number."));
            return false;
        }
    } else {
        QString why;
        const auto parsed = parseValue(value.toString(), &why);
        if (!parsed) {
            Q_EMIT editRejected(tr("“%1” is not a number for %2 of %3%4")
                                    .arg(value.toString(), c.name, d.alternatives[std::size_t(index.row())].name,
                                         why.isEmpty() ? QString() : QStringLiteral(": ") + why));
            return false;
        }
        number = *parsed;
    }
    m_document->setValue(index.row(), index.column(), number); // no-op edits push nothing
    return true;
}

Qt::ItemFlags MatrixModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    if (!m_document->data().criteria[std::size_t(index.column())].isFormula())
        f |= Qt::ItemIsEditable;
    return f;
}

QVariant MatrixModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const ProjectData &d = m_document->data();
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= d.criterionCount())
            return {};
        const Criterion &c = d.criteria[std::size_t(section)];
        switch (role) {
        case Qt::DisplayRole: {
            // ▲ more is better, ▼ less is better.
            const QString arrow = c.direction == Direction::Max ? QStringLiteral("▲") : QStringLiteral("▼");
            QString text = c.name;
            if (!c.unit.isEmpty())
                text += QStringLiteral(" (%1)").arg(c.unit);
            return QStringLiteral("%1 %2").arg(text, arrow);
        }
        case Qt::ToolTipRole: {
            QStringList lines;
            lines << QStringLiteral("<b>%1</b>").arg(c.name.toHtmlEscaped());
            if (!c.description.isEmpty())
                lines << c.description.toHtmlEscaped();
            lines << (c.direction == Direction::Max ? tr("More is better") : tr("Less is better"));
            if (c.scaleMin || c.scaleMax)
                lines << tr("Scale: %1 to %2")
                             .arg(c.scaleMin ? formatNumber(*c.scaleMin) : QStringLiteral("…"),
                                  c.scaleMax ? formatNumber(*c.scaleMax) : QStringLiteral("…"));
            if (c.isFormula())
                lines << tr("Formula: %1").arg(c.formula.toHtmlEscaped());
            if (!c.provenance.isEmpty())
                lines << tr("Source: %1").arg(c.provenance.toHtmlEscaped());
            return lines.join(QStringLiteral("<br>"));
        }
        case UnitRole:
            return c.unit;
        default:
            return {};
        }
    }
    if (section < 0 || section >= d.alternativeCount())
        return {};
    const Alternative &a = d.alternatives[std::size_t(section)];
    switch (role) {
    case Qt::DisplayRole:
        return a.name;
    case Qt::ToolTipRole:
        return a.description.isEmpty() ? a.name : a.description;
    default:
        return {};
    }
}

} // namespace verdict
