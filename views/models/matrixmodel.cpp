#include "matrixmodel.h"
#include "display/places.h"

#include "core/valuetree.h"

#include "display/format.h"
#include "richtext.h"

#include "document/clipboard.h"
#include "document/document.h"

#include "core/matrix.h"
#include "csv/delimited.h"
#include "scenario/scenario.h"

#include <QRegularExpression>

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QIcon>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QPen>

#include <algorithm>

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
    connect(p, &Project::groupsChanged, this, [this] {
        if (columnCount() > 0)
            Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    });
    connect(p, &Project::criterionChanged, this, [this](int column) {
        Q_EMIT headerDataChanged(Qt::Horizontal, column, column);
        if (rowCount() > 0) // the unit and formula show in every cell of the column
            Q_EMIT dataChanged(index(0, column), index(rowCount() - 1, column));
    });

    connect(p, &Project::whatIfScenariosChanged, this, [this] { // the active scenario's numbers show in its cells
        if (rowCount() > 0 && columnCount() > 0)
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
    });
    connect(p, &Project::valueChanged, this, [this](int row, int column) {
        const QModelIndex i = index(row, column);
        Q_EMIT dataChanged(i, i);
    });
    connect(p, &Project::cellNoteChanged, this, [this](int row, int column) {
        const QModelIndex i = index(row, column);
        Q_EMIT dataChanged(i, i, {Qt::ToolTipRole, ProvenanceRole});
    });
    // Formula cells and constraint failures come from the document's shared evaluation, once per burst of edits.
    connect(document->evaluation(), &LiveEvaluation::changed, this, &MatrixModel::refreshComputed);
    refreshComputed();
}

namespace {


// Headers show at most this many characters of a name or unit (they may be 10,000 long, model/core/limits.h);
// the tooltip has all of it.
constexpr qsizetype kHeaderChars = 48;
// A criterion's header longer than this is written on two lines: "Migration cost" over "($) ▼ ƒ".
constexpr qsizetype kOneLineHeaderChars = 12;

QString shownInHeader(const QString &text)
{
    return elideMiddle(text, int(kHeaderChars)); // both ends readable: "Amazon Elastic … (us-east-1)"
}

// A warning triangle drawn once (no icon theme needed); only when a GUI application exists.
QIcon warningIcon()
{
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return {};
    static const QIcon icon = [] {
        QPixmap pixmap(32, 32);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        QPainterPath triangle;
        triangle.moveTo(16, 2);
        triangle.lineTo(30, 29);
        triangle.lineTo(2, 29);
        triangle.closeSubpath();
        p.fillPath(triangle, QColor(222, 140, 0));
        p.setPen(QPen(Qt::black, 1.5));
        p.drawPath(triangle);
        p.setPen(QPen(Qt::black, 4, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(16, 11, 16, 19);
        p.drawPoint(16, 25);
        return QIcon(pixmap);
    }();
    return icon;
}
} // namespace

void MatrixModel::refreshComputed()
{
    const ProjectData &d = m_document->data();
    bool anyFormula = false;
    for (const Criterion &c : d.criteria)
        anyFormula = anyFormula || c.isFormula();
    const bool hadScenario = !m_violations.empty() || !m_columnProblems.empty();
    if (!anyFormula && d.constraints.empty()) {
        m_computed = SharedMatrix();
        m_computedNotes.clear();
        m_columnProblems.clear();
        m_violations.clear();
        if (hadScenario && rowCount() > 0 && columnCount() > 0) {
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
            Q_EMIT headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
        }
        return;
    }
    const std::shared_ptr<const Evaluation> evaluation = m_document->evaluation()->current();
    const ScenarioResult &scenario = evaluation->scenario();
    m_computed = scenario.values;
    m_computedNotes = scenario.cellNotes;
    m_columnProblems.assign(std::size_t(d.criterionCount()), QString());
    for (const CriterionRecord &c : evaluation->criteria())
        if (!c.usable)
            m_columnProblems[std::size_t(c.index)] = c.problem;

    // The columns each failed gate concerns, as the evaluator resolved its names.
    m_violations.assign(std::size_t(d.alternativeCount()), {});
    for (const AlternativeRecord &a : evaluation->alternatives())
        for (const Violation &v : *a.violations)
            m_violations[std::size_t(a.index)].push_back({v.message, v.criteria});
    if (rowCount() > 0 && columnCount() > 0) {
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        Q_EMIT headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
    }
}

QStringList MatrixModel::cellProblems(int row, int column, ProblemKind *kind) const
{
    QStringList out;
    ProblemKind worst = ProblemKind::None;
    const ProjectData &d = m_document->data();
    const Criterion &c = d.criteria[std::size_t(column)];
    if (std::size_t(row) < m_violations.size())
        for (const RowViolation &v : m_violations[std::size_t(row)])
            if (std::find(v.columns.begin(), v.columns.end(), column) != v.columns.end()) {
                out << tr("Fails a constraint: %1").arg(v.message);
                worst = ProblemKind::Constraint;
            }
    if (std::size_t(column) < m_columnProblems.size() && !m_columnProblems[std::size_t(column)].isEmpty()) {
        out << tr("Formula problem: %1 (left out of the ranking)").arg(m_columnProblems[std::size_t(column)]);
        if (worst == ProblemKind::None)
            worst = ProblemKind::Formula;
    }
    if (c.isFormula()) {
        const std::size_t k = std::size_t(row) * std::size_t(d.criterionCount()) + std::size_t(column);
        if (isMissing(computedValue(row, column)) && (std::size_t(column) >= m_columnProblems.size()
                                                      || m_columnProblems[std::size_t(column)].isEmpty())) {
            const QString why = k < m_computedNotes.size() ? m_computedNotes[k] : QString();
            out << (why.isEmpty() ? tr("Not available") : tr("Not available: %1").arg(why));
            if (worst == ProblemKind::None)
                worst = ProblemKind::NotAvailable;
        }
    } else if (isMissing(d.values.at(row, column))) {
        out << tr("Missing value: this alternative is left out of the ranking.");
        if (worst == ProblemKind::None)
            worst = ProblemKind::Missing;
    }
    if (kind)
        *kind = worst;
    return out;
}

QString MatrixModel::rowProblems(int row) const
{
    if (std::size_t(row) >= m_violations.size() || m_violations[std::size_t(row)].empty())
        return {};
    QStringList lines;
    for (const RowViolation &v : m_violations[std::size_t(row)])
        lines << v.message;
    return tr("Infeasible (ranked after every feasible alternative): %1").arg(lines.join(QStringLiteral("; ")));
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
    return formatQuantity(value, unit); // as every other place shows a number (report/format.h)
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
    // The active what-if scenario's number where it sets this cell (shown in italics, and not editable).
    const std::optional<double> scenario = c.isFormula() ? std::nullopt
                                                         : m_document->scenarioOverride(ScenarioOverride::Kind::Value, c.id, row);
    const double value = c.isFormula() ? computedValue(row, column) : scenario.value_or(d.values.at(row, column));
    const QString &unit = c.unit; // a rating's scale unit ("1-5") shows as the bare number (formatQuantity)
    switch (role) {
    case Qt::DisplayRole:
        if (isMissing(value))
            return c.isFormula() ? tr("n/a") : QString();
        return formatValue(value, unit);
    case Qt::EditRole:
        return isMissing(value) ? QString() : formatEditable(value);
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (c.isFormula() || scenario) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    case Qt::BackgroundRole: {
        // Translucent, so it reads on light and dark palettes alike; one hue per kind.
        ProblemKind kind = ProblemKind::None;
        cellProblems(row, column, &kind);
        switch (kind) {
        case ProblemKind::Missing: return QColor(230, 60, 60, 70);
        case ProblemKind::Constraint: return QColor(200, 40, 160, 70);
        case ProblemKind::Formula: return QColor(240, 150, 0, 90);
        case ProblemKind::NotAvailable: return QColor(128, 128, 128, 50);
        case ProblemKind::None: return {};
        }
        return {};
    }
    case Qt::DecorationRole: {
        ProblemKind kind = ProblemKind::None;
        cellProblems(row, column, &kind);
        return kind == ProblemKind::Constraint || kind == ProblemKind::Formula ? QVariant(warningIcon()) : QVariant();
    }
    case Qt::AccessibleTextRole: {
        const QString shown = data(index, Qt::DisplayRole).toString();
        QStringList parts{shown.isEmpty() ? tr("empty") : shown};
        if (c.isFormula())
            parts << tr("computed by formula %1").arg(c.formula);
        parts << cellProblems(row, column, nullptr);
        return parts.join(QStringLiteral("; "));
    }
    case ProblemRole:
        return cellProblems(row, column, nullptr).join(u'\n');
    case ProblemKindRole: {
        ProblemKind kind = ProblemKind::None;
        cellProblems(row, column, &kind);
        return int(kind);
    }
    case Qt::ToolTipRole: {
        const Alternative &a = d.alternatives[std::size_t(row)];
        QStringList lines;
        lines << QStringLiteral("<b>%1 — %2</b>").arg(a.name.toHtmlEscaped(), c.name.toHtmlEscaped());
        if (c.isFormula())
            lines << tr("Computed by formula: = %1").arg(c.formula.toHtmlEscaped());
        if (scenario)
            lines << tr("Set by the scenario “%1”; the base is %2.")
                         .arg(d.activeScenario.toHtmlEscaped(),
                              isMissing(d.values.at(row, column)) ? tr("empty") : formatValue(d.values.at(row, column), unit));
        for (const QString &problem : cellProblems(row, column, nullptr))
            lines << QStringLiteral("⚠ ") + problem.toHtmlEscaped();
        const QString note = c.isFormula() ? c.provenance : d.provenance(row, column);
        if (!note.isEmpty())
            lines << tr("Source: %1").arg(note.toHtmlEscaped());
        const auto u = a.uncertainty.find(c.id);
        if (u != a.uncertainty.end()) {
            const Uncertainty &x = u->second;
            switch (x.kind) {
            case UncertaintyKind::Interval:
                lines << tr("Uncertainty: between %1 and %2").arg(formatEditable(x.low), formatEditable(x.high));
                break;
            case UncertaintyKind::Triangular:
                lines << tr("Uncertainty: triangular %1 / %2 / %3")
                             .arg(formatEditable(x.low), formatEditable(x.likely), formatEditable(x.high));
                break;
            case UncertaintyKind::Normal:
                lines << tr("Uncertainty: normal, mean %1, sd %2").arg(formatEditable(x.mean), formatEditable(x.sd));
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
        Q_EMIT editRejected(tr("%1 is computed from a formula and cannot be edited.").arg(c.name), index);
        return false;
    }
    if (const auto set = m_document->scenarioOverride(ScenarioOverride::Kind::Value, c.id, index.row())) {
        Q_EMIT editRejected(m_document->overriddenRefusal(
                                tr("%1 of %2").arg(c.name, d.alternatives[std::size_t(index.row())].name), *set),
                            index);
        return false;
    }
    double number = kMissing;
    if (value.typeId() == QMetaType::Double) {
        number = value.toDouble();
        if (std::isinf(number)) {
            Q_EMIT editRejected(tr("A value must be a finite number."), index);
            return false;
        }
    } else if (const std::optional<double> level = c.valueFunction ? c.valueFunction->levelNamed(value.toString()) : std::nullopt) {
        number = *level; // a labelled scale's level typed by its label ("partial")
    } else {
        QString why;
        const auto parsed = parseValue(value.toString(), &why);
        if (!parsed) {
            Q_EMIT editRejected(tr("“%1” is not a number for %2 of %3%4")
                                    .arg(value.toString(), c.name, d.alternatives[std::size_t(index.row())].name,
                                         why.isEmpty() ? QString() : QStringLiteral(": ") + why),
                                index);
            return false;
        }
        number = *parsed;
    }
    // On a labelled scale a value is one of the levels (the file could not be saved otherwise).
    if (c.valueFunction && c.valueFunction->isScale() && !std::isnan(number) && !c.valueFunction->levelAt(number)) {
        Q_EMIT editRejected(tr("%1 is not a level of %2; the levels are %3.").arg(formatEditable(number), c.name, c.valueFunction->levelList()), index);
        return false;
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

void MatrixModel::setRowNameChars(int chars)
{
    chars = std::clamp(chars, 12, int(kHeaderChars));
    if (chars == m_rowNameChars)
        return;
    m_rowNameChars = chars;
    if (rowCount() > 0)
        Q_EMIT headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
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
            // ▲ more is better, ▼ less is better; ∿ a value function says what each value is worth.
            const QString arrow = c.valueFunction ? QStringLiteral("∿")
                                  : c.direction == Direction::Max ? QStringLiteral("▲") : QStringLiteral("▼");
            const QString name = shownInHeader(c.name);
            QString rest = c.unit.isEmpty() ? arrow : QStringLiteral("(%1) %2").arg(shownInHeader(c.unit), arrow);
            // ƒ: computed by a formula; ⚠: the formula is broken.
            if (c.isFormula())
                rest += QStringLiteral(" ƒ");
            if (std::size_t(section) < m_columnProblems.size() && !m_columnProblems[std::size_t(section)].isEmpty())
                rest += QStringLiteral(" ⚠");
            // A long header on two lines, the name above its unit and marks: narrower columns, more of them in view
            // (issue 35: 3–4 of 9 columns at 1280 × 720).
            if (name.size() + rest.size() + 1 <= kOneLineHeaderChars)
                return name + u' ' + rest;
            // A name that carries its own unit, "Throughput (req/s)", keeps it with the marks on the second line.
            const qsizetype paren = name.lastIndexOf(QStringLiteral(" ("));
            if (c.unit.isEmpty() && paren > 0 && name.endsWith(u')'))
                return name.left(paren) + u'\n' + name.mid(paren + 1) + u' ' + rest;
            return name + u'\n' + rest;
        }
        case Qt::ToolTipRole: {
            QStringList lines;
            lines << QStringLiteral("<b>%1</b>").arg(elideMiddle(c.name).toHtmlEscaped());
            if (const int g = c.group.isEmpty() ? -1 : d.indexOfGroup(c.group); g >= 0)
                lines << tr("In %1").arg(ValueTree(d).path(g).toHtmlEscaped());
            if (!c.description.isEmpty())
                lines << c.description.toHtmlEscaped();
            if (c.valueFunction)
                lines << tr("Value function: %1").arg(c.valueFunction->describe(c.unit).toHtmlEscaped());
            else
                lines << (c.direction == Direction::Max ? tr("More is better") : tr("Less is better"));
            if (c.scaleMin || c.scaleMax)
                lines << tr("Scale: %1 to %2")
                             .arg(c.scaleMin ? formatEditable(*c.scaleMin) : QStringLiteral("…"),
                                  c.scaleMax ? formatEditable(*c.scaleMax) : QStringLiteral("…"));
            if (c.isFormula())
                lines << tr("Formula: %1").arg(c.formula.toHtmlEscaped());
            if (std::size_t(section) < m_columnProblems.size() && !m_columnProblems[std::size_t(section)].isEmpty())
                lines << QStringLiteral("⚠ ") + tr("Formula problem: %1 (left out of the ranking)")
                                                  .arg(m_columnProblems[std::size_t(section)].toHtmlEscaped());
            if (!c.provenance.isEmpty())
                lines << tr("Source: %1").arg(c.provenance.toHtmlEscaped());
            return lines.join(QStringLiteral("<br>"));
        }
        case UnitRole:
            return c.unit;
        case GroupRole: {
            const int g = c.group.isEmpty() ? -1 : d.indexOfGroup(c.group);
            return g < 0 ? QString() : ValueTree(d).path(g);
        }
        default:
            return {};
        }
    }
    if (section < 0 || section >= d.alternativeCount())
        return {};
    const Alternative &a = d.alternatives[std::size_t(section)];
    const QString problems = rowProblems(section);
    switch (role) {
    case Qt::DisplayRole:
        return elideMiddle(a.name, m_rowNameChars);
    case Qt::ToolTipRole: {
        // The whole name (up to kMaxShownName characters) when the header shortens it.
        QString tip = a.description.isEmpty()          ? elideMiddle(a.name)
                      : a.name.size() > m_rowNameChars ? elideMiddle(a.name) + u'\n' + elideMiddle(a.description, 2000)
                                                       : elideMiddle(a.description, 2000);
        if (!problems.isEmpty())
            tip += QStringLiteral("\n⚠ ") + problems;
        return plainToRich(tip);
    }
    case Qt::DecorationRole:
        return problems.isEmpty() ? QVariant() : QVariant(warningIcon());
    case Qt::AccessibleTextRole:
        return problems.isEmpty() ? a.name : a.name + QStringLiteral("; ") + problems;
    case ProblemRole:
        return problems;
    default:
        return {};
    }
}

} // namespace verdict
