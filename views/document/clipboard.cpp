#include "clipboard.h"

#include "document.h"

#include "core/limits.h"
#include "csv/csvmatrix.h"
#include "csv/delimited.h"
#include "display/format.h"

#include <QCoreApplication>

#include <algorithm>

namespace verdict {

namespace {
QString tr(const char *text, int n = -1)
{
    return QCoreApplication::translate("verdict::Clipboard", text, nullptr, n);
}

// A number however it is written (a header row of names is told from a row of numbers before the block's
// convention is known).
bool isNumber(const QString &text)
{
    return !text.trimmed().isEmpty()
           && (readNumberAs(text, NumberConvention::point()).has_value() || readNumberAs(text, NumberConvention::comma()).has_value());
}

bool isName(const QString &text)
{
    return !text.trimmed().isEmpty() && !isNumber(text);
}

QString headerText(const Criterion &c)
{
    return c.unit.isEmpty() ? c.name : QStringLiteral("%1 (%2)").arg(c.name, c.unit);
}
} // namespace

std::optional<double> parseCellText(const QString &text, QString *why)
{
    // One rule for what is typed and pasted, the mirror of how the window shows numbers (display/format.h).
    return parseCellText(text, NumberConvention::display(), why);
}

std::optional<double> parseCellText(const QString &text, const NumberConvention &convention, QString *why)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return kMissing;
    return readNumberAs(t, convention, why);
}

QString copyAsTsv(const ProjectData &project, const CellRange &range)
{
    if (range.isEmpty())
        return {};
    QStringList lines;
    QStringList header{QString()};
    for (int c = range.left; c <= range.right; ++c)
        header << guardCell(headerText(project.criteria[std::size_t(c)]));
    lines << header.join(u'\t');
    for (int r = range.top; r <= range.bottom; ++r) {
        QStringList cells{guardCell(project.alternatives[std::size_t(r)].name)};
        for (int c = range.left; c <= range.right; ++c)
            cells << formatEditable(project.values.at(r, c)); // empty for a missing value
        lines << cells.join(u'\t');
    }
    // Tabs and line breaks inside names would break the grid: they become spaces.
    for (QString &l : lines)
        l.replace(u'\n', u' ').replace(u'\r', u' ');
    return lines.join(u'\n') + u'\n';
}

QString copyAsHtml(const ProjectData &project, const CellRange &range)
{
    if (range.isEmpty())
        return {};
    QString html = QStringLiteral("<table><thead><tr><th></th>");
    for (int c = range.left; c <= range.right; ++c)
        html += QStringLiteral("<th>%1</th>").arg(guardCell(headerText(project.criteria[std::size_t(c)])).toHtmlEscaped());
    html += QStringLiteral("</tr></thead><tbody>");
    for (int r = range.top; r <= range.bottom; ++r) {
        html += QStringLiteral("<tr><th>%1</th>").arg(guardCell(project.alternatives[std::size_t(r)].name).toHtmlEscaped());
        for (int c = range.left; c <= range.right; ++c)
            html += QStringLiteral("<td>%1</td>").arg(formatEditable(project.values.at(r, c)));
        html += QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</tbody></table>");
}

PastePlan planPaste(const ProjectData &project, const QByteArray &text, int row, int column,
                    const std::optional<NumberConvention> &convention)
{
    PastePlan plan;
    QByteArray bytes = text;
    while (bytes.endsWith('\n') || bytes.endsWith('\r'))
        bytes.chop(1);
    if (bytes.trimmed().isEmpty()) {
        plan.error = tr("The clipboard holds no table.");
        return plan;
    }
    if (bytes.size() > limits::kMaxFileBytes) {
        plan.error = tr("The clipboard holds more than 64 MiB; open it as a CSV file instead.");
        return plan;
    }
    bytes += '\n';

    // A whole table into an empty project: the CSV contract decides (header row = criteria).
    if (project.criterionCount() == 0 && project.alternativeCount() == 0) {
        LoadResult r = readCsvProject(bytes);
        if (!r.ok()) {
            for (const Message &m : r.messages)
                if (m.severity == Severity::Error) {
                    plan.error = formatMessage(tr("pasted table"), m);
                    break;
                }
            return plan;
        }
        plan.table = std::move(r.project);
        equalWeightsInPercent(*plan.table);
        // Whether a `direction` row said which columns are costs (its first cell, as the CSV contract reads it).
        Messages ignored;
        if (const auto rows = readDelimited(bytes, ignored)) // the separator as readCsvProject detects it
            plan.directionsGiven = givesDirections(*rows);
        return plan;
    }

    Messages messages;
    const auto table = readDelimited(bytes, messages, QChar(u'\t'));
    if (!table) {
        for (const Message &m : messages)
            if (m.severity == Severity::Error) {
                plan.error = formatMessage(tr("pasted block"), m);
                break;
            }
        if (plan.error.isEmpty())
            plan.error = tr("The pasted block is not a table.");
        return plan;
    }
    const auto &rows = table->rows;
    if (rows.empty() || rows.front().isEmpty()) {
        plan.error = tr("The clipboard holds no table.");
        return plan;
    }
    const int nRows = int(rows.size());
    const int nCols = int(rows.front().size());
    if (qint64(nRows) * nCols > limits::kMaxCells) {
        plan.error = tr("The pasted block has too many cells.");
        return plan;
    }

    // A header row (names only) and a label column (names only) are skipped, as copyAsTsv writes them.
    // A labelled scale's label ("partial") pasted into its column is a value, not a header or a row label.
    const auto isLevel = [&project](const QString &cell, int c) {
        if (c < 0 || c >= project.criterionCount())
            return false;
        const auto &f = project.criteria[std::size_t(c)].valueFunction;
        return f && f->isScale() && f->levelNamed(cell).has_value();
    };
    bool headerRow = nRows > 1 || nCols > 1;
    bool anyName = false;
    for (int j = 0; j < nCols && headerRow; ++j) {
        const QString &cell = rows[0][j];
        if (isNumber(cell) || isLevel(cell, column + j))
            headerRow = false;
        anyName = anyName || isName(cell);
    }
    headerRow = headerRow && anyName && nRows > 1;
    const int firstRow = headerRow ? 1 : 0;
    bool labelColumn = nCols > 1 && firstRow < nRows;
    for (int i = firstRow; i < nRows && labelColumn; ++i)
        labelColumn = isName(rows[std::size_t(i)][0]) && !isLevel(rows[std::size_t(i)][0], column);
    const int firstCol = labelColumn ? 1 : 0;

    // The block's convention: the person's answer, else the one its cells show, else the display locale's.
    const NumberConvention shown = NumberConvention::display();
    NumberConvention reading = convention.value_or(shown);
    if (!convention) {
        QStringList cells;
        std::vector<std::pair<int, int>> where;
        for (int i = firstRow; i < nRows; ++i)
            for (int j = firstCol; j < nCols; ++j) {
                cells << rows[std::size_t(i)][j];
                where.emplace_back(table->position(std::size_t(i), j).line, j + 1);
            }
        const ConventionGuess guess = guessConvention(cells);
        const auto at = [&](int k) {
            return tr("“%1” (row %2, column %3)").arg(cells[k].trimmed().left(40)).arg(where[std::size_t(k)].first).arg(where[std::size_t(k)].second);
        };
        switch (guess.kind) {
        case ConventionGuess::Kind::Mixed:
            plan.conventionQuestion = tr("The pasted numbers are written two ways: %1 has a decimal point, %2 a decimal comma. "
                                         "How should the block be read?")
                                          .arg(at(guess.pointCell), at(guess.commaCell));
            return plan;
        case ConventionGuess::Kind::Point:
            reading = shown.usesDecimalComma() ? NumberConvention::point() : shown;
            break;
        case ConventionGuess::Kind::Comma:
            reading = shown.usesDecimalComma() ? shown : NumberConvention::comma();
            break;
        case ConventionGuess::Kind::Unknown:
            break;
        }
    }
    const bool readOtherwise = reading.decimal != shown.decimal;

    int outside = 0;
    for (int i = firstRow; i < nRows; ++i) {
        for (int j = firstCol; j < nCols; ++j) {
            const int r = row + i - firstRow;
            const int c = column + j - firstCol;
            if (r < 0 || c < 0 || r >= project.alternativeCount() || c >= project.criterionCount()) {
                ++outside;
                continue;
            }
            const QString &cell = rows[std::size_t(i)][j];
            const Criterion &crit = project.criteria[std::size_t(c)];
            QString why;
            auto value = parseCellText(cell, reading, &why);
            const CellPosition at = table->position(std::size_t(i), j);
            // A labelled scale takes its levels' labels too ("partial"), and only its levels.
            const ValueFunction *scale = crit.valueFunction && crit.valueFunction->isScale() ? &*crit.valueFunction : nullptr;
            if (!value && scale)
                if (const std::optional<double> level = scale->levelNamed(cell))
                    value = *level;
            if (value && scale && !isMissing(*value) && !scale->levelAt(*value)) {
                plan.cells.clear();
                plan.error = tr("Row %1, column %2 of the pasted block: %3 is not a level of %4; the levels are %5.")
                                 .arg(at.line)
                                 .arg(j + 1)
                                 .arg(cell.trimmed(), crit.name, scale->levelList());
                return plan;
            }
            if (!value) {
                plan.cells.clear();
                plan.error = tr("Row %1, column %2 of the pasted block: “%3” is not a number%4")
                                 .arg(at.line)
                                 .arg(j + 1)
                                 .arg(cell.left(40), why.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(why));
                return plan;
            }
            if (crit.isFormula()) {
                if (isMissing(*value))
                    continue;
                plan.cells.clear();
                plan.error = tr("Row %1, column %2 of the pasted block: %3 is computed from a formula and cannot be pasted into.")
                                 .arg(at.line)
                                 .arg(j + 1)
                                 .arg(crit.name);
                return plan;
            }
            plan.cells.push_back({r, c, *value});
        }
    }
    QStringList notes;
    if (readOtherwise && !plan.cells.empty())
        notes << (reading.usesDecimalComma() ? tr("The pasted numbers were read with a decimal comma (%1), as they are written.")
                                             : tr("The pasted numbers were read with a decimal point (%1), as they are written."))
                     .arg(reading.example());
    if (outside > 0)
        notes << tr("%n pasted cell(s) fell outside the matrix and were left out.", outside);
    plan.note = notes.join(u' ');
    return plan;
}

void equalWeightsInPercent(ProjectData &table)
{
    if (!table.groups.empty() || table.profiles.empty() || table.criterionCount() == 0)
        return;
    std::vector<double> &w = table.profiles.front().weights;
    if (w.size() != std::size_t(table.criterionCount()) || !(w.front() > 0.0)
        || std::any_of(w.begin(), w.end(), [&w](double x) { return x != w.front(); }))
        return;
    std::fill(w.begin(), w.end(), 100.0 / double(w.size()));
}

bool applyPaste(Document &document, const PastePlan &plan)
{
    if (!plan.ok())
        return false;
    if (plan.table) {
        const ProjectData &t = *plan.table;
        const ProjectData &d = document.data();
        document.beginMacro(tr("Paste table"));
        for (int c = 0; c < t.criterionCount(); ++c) {
            const std::vector<double> *weights = t.profiles.empty() ? nullptr : &t.profiles.front().weights;
            const double w = weights && std::size_t(c) < weights->size() ? (*weights)[std::size_t(c)] : 1.0;
            document.insertCriterion(c, t.criteria[std::size_t(c)], {}, std::vector<double>(d.profiles.size(), w));
        }
        for (int r = 0; r < t.alternativeCount(); ++r)
            document.insertAlternative(r, t.alternatives[std::size_t(r)].name, t.values.rowValues(r));
        document.endMacro();
        return true;
    }
    std::vector<PastePlan::Cell> changes;
    for (const PastePlan::Cell &cell : plan.cells) {
        const double old = document.data().values.at(cell.row, cell.column);
        if (!(isMissing(old) && isMissing(cell.value)) && !(old == cell.value))
            changes.push_back(cell);
    }
    if (changes.empty())
        return false;
    document.beginMacro(tr("Paste %n cell(s)", int(changes.size())));
    for (const PastePlan::Cell &cell : changes)
        document.setValue(cell.row, cell.column, cell.value);
    document.endMacro();
    return true;
}

} // namespace verdict
