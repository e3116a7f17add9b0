#include "csvmatrix.h"

#include "csvkeywords.h"
#include "delimited.h"

#include "core/ids.h"
#include "core/limits.h"
#include "core/valuetree.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <array>
#include <cmath>

namespace verdict {

namespace {

constexpr int kMaxErrors = 50; // the reader stops after this many

QString quoted(QStringView text)
{
    constexpr qsizetype kShown = 40;
    if (text.size() <= kShown)
        return u'"' + text.toString() + u'"';
    return u'"' + text.left(kShown).toString() + QStringLiteral("…\"");
}

// Turns a DelimitedTable into a ProjectData, collecting every problem with its cell.
class CsvMatrixReader
{
public:
    CsvMatrixReader(const DelimitedTable &table, Messages &messages) : m_table(table), m_messages(messages) {}

    std::optional<ProjectData> read();

private:
    struct Cell
    {
        std::size_t row;
        qsizetype column;
    };
    struct Bound
    {
        std::optional<double> value;
        Cell cell{};
    };

    const QString &text(Cell c) const
    {
        static const QString none; // a spreadsheet's row ends at its last cell that is text (DelimitedTable::numbers)
        const QStringList &cells = m_table.rows[c.row];
        return c.column < cells.size() ? cells[c.column] : none;
    }
    void error(Cell c, const QString &what)
    {
        ++m_errors;
        if (m_errors <= kMaxErrors) {
            const CellPosition p = m_table.position(c.row, c.column);
            m_messages.push_back(Message::syntax(p.line, p.column, what));
        }
    }
    bool tooManyErrors() const { return m_errors > kMaxErrors; }
    QString at(Cell c) const
    {
        const CellPosition p = m_table.position(c.row, c.column);
        return QStringLiteral("%1:%2").arg(p.line).arg(p.column);
    }

    // The cell's number, kMissing when blank, nullopt (and an error) when it is not a number.
    std::optional<double> number(Cell c) { return number(c, text(c)); }
    // The same for a part of the cell's text.
    std::optional<double> number(Cell c, const QString &t);
    // Whether `value` (written `t` in the cell) is within the magnitude numbers may have; else an error.
    bool inRange(Cell c, double value, const QString &t)
    {
        if (std::abs(value) <= kMaxMagnitude)
            return true;
        error(c, QStringLiteral("%1 is out of range: numbers are at most %2 in magnitude").arg(quoted(t), formatNumber(kMaxMagnitude)));
        return false;
    }
    void readGroupRow(std::size_t row, ProjectData &project);
    void readGroupWeightRow(std::size_t row, ProjectData &project);
    void checkTreeWeights(const ProjectData &project);
    bool readHeader(ProjectData &project);
    void readKeywordRow(CsvKeyword keyword, std::size_t row, ProjectData &project);
    void finishCriteria(ProjectData &project);
    void readAlternative(std::size_t row, ProjectData &project, QHash<QString, std::size_t> &names, UniqueIds &ids);

    const DelimitedTable &m_table;
    Messages &m_messages;
    int m_errors = 0;
    int m_criteria = 0;
    std::array<std::optional<std::size_t>, kCsvKeywordCount> m_keywordRows;
    // ';' files accept a decimal comma; the first cell that uses a separator sets the file's convention.
    std::optional<bool> m_decimalComma;
    Cell m_conventionCell{};
    std::vector<Bound> m_min, m_max, m_q, m_p, m_s;
    std::vector<std::optional<PreferenceType>> m_preference;
    std::vector<Cell> m_preferenceCell;
};

std::optional<double> CsvMatrixReader::number(Cell c, const QString &t)
{
    if (t.trimmed().isEmpty())
        return kMissing;
    bool comma = false;
    if (m_table.delimiter == u';') {
        const bool hasComma = t.contains(u',');
        const bool hasDot = t.contains(u'.');
        if (hasComma != hasDot) {
            comma = hasComma;
            if (m_decimalComma && *m_decimalComma != comma) {
                error(c, QStringLiteral("%1 uses '%2' as the decimal separator but %3 used '%4'; use one convention per file")
                             .arg(quoted(t), comma ? QStringLiteral(",") : QStringLiteral("."), at(m_conventionCell),
                                  comma ? QStringLiteral(".") : QStringLiteral(",")));
                return std::nullopt;
            }
        } else if (m_decimalComma) {
            comma = *m_decimalComma;
        } else if (hasComma) { // both: the last one is the decimal separator the writer meant ("1.000,5")
            comma = t.lastIndexOf(u',') > t.lastIndexOf(u'.');
        }
    }
    QString why;
    const std::optional<double> value = parseNumber(t, comma, &why);
    if (!value) {
        error(c, QStringLiteral("%1 is not a number: %2").arg(quoted(t), why));
        return std::nullopt;
    }
    if (!inRange(c, *value, t))
        return std::nullopt;
    if (m_table.delimiter == u';' && !m_decimalComma && t.contains(comma ? u',' : u'.')) {
        m_decimalComma = comma;
        m_conventionCell = c;
    }
    return value;
}

bool CsvMatrixReader::readHeader(ProjectData &project)
{
    const QStringList &header = m_table.rows.front();
    m_criteria = int(header.size()) - 1;
    if (m_criteria < 1) {
        error({0, 0}, QStringLiteral("the header names no criteria: after the label cell, each header cell names a criterion"));
        return false;
    }
    if (m_criteria > limits::kMaxCriteria) {
        error({0, 0}, QStringLiteral("the header names %1 criteria; at most %2 are allowed").arg(m_criteria).arg(limits::kMaxCriteria));
        return false;
    }
    QHash<QString, qsizetype> seen;
    UniqueIds ids;
    for (qsizetype col = 1; col < header.size(); ++col) {
        const QString name = unguardCell(header[col]);
        if (name.trimmed().isEmpty()) {
            error({0, col}, QStringLiteral("criterion %1 has no name").arg(col));
        } else if (name.size() > limits::kMaxStringLength) {
            error({0, col}, QStringLiteral("criterion name is longer than %1 characters").arg(limits::kMaxStringLength));
        } else if (const auto it = seen.constFind(name); it != seen.cend()) {
            error({0, col}, QStringLiteral("duplicate criterion name %1 (also at %2)").arg(quoted(name), at({0, *it})));
        } else {
            seen.insert(name, col);
        }
        Criterion criterion;
        criterion.name = name;
        criterion.id = ids.make(name);
        project.criteria.push_back(criterion);
    }
    const auto n = std::size_t(m_criteria);
    m_min.resize(n);
    m_max.resize(n);
    m_q.resize(n);
    m_p.resize(n);
    m_s.resize(n);
    m_preference.resize(n);
    m_preferenceCell.resize(n);
    return true;
}

void CsvMatrixReader::readKeywordRow(CsvKeyword keyword, std::size_t row, ProjectData &project)
{
    WeightProfile &profile = project.profiles.front();
    bool anyWeight = false;
    bool weightsOk = true;
    for (int k = 0; k < m_criteria; ++k) {
        const Cell cell{row, k + 1};
        const QString &t = text(cell);
        Criterion &criterion = project.criteria[std::size_t(k)];
        const QString what = QStringLiteral("%1 of %2").arg(csvKeywordName(keyword), quoted(criterion.name));
        switch (keyword) {
        case CsvKeyword::Weight: {
            const std::optional<double> w = number(cell);
            if (!w) {
                weightsOk = false;
            } else if (isMissing(*w)) {
                error(cell, what + QStringLiteral(" is empty (write 0 to leave the criterion out)"));
                weightsOk = false;
            } else if (*w < 0) {
                error(cell, what + QStringLiteral(" is negative"));
                weightsOk = false;
            } else {
                profile.weights[std::size_t(k)] = *w + 0.0; // no -0
                anyWeight = anyWeight || *w > 0;
            }
            break;
        }
        case CsvKeyword::Direction:
            if (const std::optional<Direction> d = parseDirection(t))
                criterion.direction = *d;
            else if (t.trimmed().isEmpty())
                error(cell, what + QStringLiteral(" is empty (use max or min)"));
            else
                error(cell, QStringLiteral("unknown direction %1 (use max, min, benefit or cost)").arg(quoted(t)));
            break;
        case CsvKeyword::Unit:
            criterion.unit = unguardCell(t);
            if (criterion.unit.size() > limits::kMaxStringLength)
                error(cell, what + QStringLiteral(" is longer than %1 characters").arg(limits::kMaxStringLength));
            break;
        case CsvKeyword::Preference:
            if (t.trimmed().isEmpty())
                break;
            if (const std::optional<PreferenceType> type = parsePreferenceType(t)) {
                m_preference[std::size_t(k)] = *type;
                m_preferenceCell[std::size_t(k)] = cell;
            } else
                error(cell, QStringLiteral("unknown preference function %1 (use usual, ushape, vshape, level, linear or gaussian)").arg(quoted(t)));
            break;
        case CsvKeyword::Group:
        case CsvKeyword::GroupWeight:
            break; // readGroupRow, readGroupWeightRow
        case CsvKeyword::Min:
        case CsvKeyword::Max:
        case CsvKeyword::Q:
        case CsvKeyword::P:
        case CsvKeyword::S: {
            const std::optional<double> v = number(cell);
            if (!v || isMissing(*v))
                break;
            const bool threshold = keyword != CsvKeyword::Min && keyword != CsvKeyword::Max;
            if (threshold && *v < 0) {
                error(cell, what + QStringLiteral(" is negative"));
                break;
            }
            std::vector<Bound> &target = keyword == CsvKeyword::Min ? m_min
                                         : keyword == CsvKeyword::Max ? m_max
                                         : keyword == CsvKeyword::Q   ? m_q
                                         : keyword == CsvKeyword::P   ? m_p
                                                                      : m_s;
            target[std::size_t(k)] = {*v + 0.0, cell};
            break;
        }
        }
    }
    if (keyword == CsvKeyword::Weight && weightsOk && !anyWeight)
        error({row, 1}, QStringLiteral("all weights are zero; at least one must be positive"));
}

// Each criterion's group path, "Cost optimisation/Run cost"; an empty cell is the top level. Groups are made
// as their paths appear, their ids from their names.
void CsvMatrixReader::readGroupRow(std::size_t row, ProjectData &project)
{
    UniqueIds ids;
    QHash<QString, int> byPath; // "A/B" -> group index
    for (int k = 0; k < m_criteria; ++k) {
        const Cell cell{row, k + 1};
        const QString path = unguardCell(text(cell)).trimmed();
        if (path.isEmpty())
            continue;
        const QStringList parts = path.split(u'/');
        if (parts.size() > limits::kMaxGroupDepth) {
            error(cell, QStringLiteral("group path %1 has %2 levels; groups nest at most %3 levels")
                            .arg(quoted(path)).arg(parts.size()).arg(limits::kMaxGroupDepth));
            continue;
        }
        if (std::any_of(parts.begin(), parts.end(), [](const QString &p) { return p.trimmed().isEmpty(); })) {
            error(cell, QStringLiteral("group path %1 has an empty level: write names separated by \"/\", as in "
                                       "\"Cost optimisation/Run cost\"").arg(quoted(path)));
            continue;
        }
        if (path.contains(u';')) {
            error(cell, QStringLiteral("group path %1 contains \";\", which separates group weights").arg(quoted(path)));
            continue;
        }
        QString parent, prefix;
        for (const QString &part : parts) {
            const QString name = part.trimmed();
            if (name.size() > limits::kMaxStringLength) {
                error(cell, QStringLiteral("group name is longer than %1 characters").arg(limits::kMaxStringLength));
                parent.clear();
                break;
            }
            prefix = prefix.isEmpty() ? name : prefix + u'/' + name;
            auto it = byPath.constFind(prefix);
            if (it == byPath.cend()) {
                if (project.groups.size() >= std::size_t(limits::kMaxGroups)) {
                    error(cell, QStringLiteral("more than %1 groups").arg(limits::kMaxGroups));
                    return;
                }
                project.groups.push_back({ids.make(name), name, parent, QString()});
                it = byPath.insert(prefix, int(project.groups.size()) - 1);
            }
            parent = project.groups[std::size_t(*it)].id;
        }
        project.criteria[std::size_t(k)].group = parent;
    }
}

// PATH=WEIGHT pairs separated by ";", in any cell after the first and in any order.
void CsvMatrixReader::readGroupWeightRow(std::size_t row, ProjectData &project)
{
    const ValueTree tree(project);
    WeightProfile &profile = project.profiles.front();
    QHash<int, Cell> seen;
    for (int k = 0; k < m_criteria; ++k) {
        const Cell cell{row, k + 1};
        const QString t = unguardCell(text(cell));
        for (const QString &pair : t.split(u';', Qt::SkipEmptyParts)) {
            if (pair.trimmed().isEmpty())
                continue;
            const qsizetype eq = pair.lastIndexOf(u'=');
            if (eq < 0) {
                error(cell, QStringLiteral("%1 is not PATH=WEIGHT (for example \"Cost optimisation=0.4\")").arg(quoted(pair.trimmed())));
                continue;
            }
            const QString path = pair.left(eq).trimmed();
            const int group = tree.groupAtPath(path);
            if (group < 0) {
                error(cell, QStringLiteral("no group %1: the \"group\" row names no criterion in it").arg(quoted(path)));
                continue;
            }
            if (const auto it = seen.constFind(group); it != seen.cend()) {
                error(cell, QStringLiteral("a second weight for group %1 (the first is at %2)").arg(quoted(path), at(*it)));
                continue;
            }
            seen.insert(group, cell);
            const QString number = pair.mid(eq + 1).trimmed();
            const std::optional<double> w = this->number(cell, number);
            if (!w)
                continue;
            if (isMissing(*w))
                error(cell, QStringLiteral("group %1 has no weight after \"=\"").arg(quoted(path)));
            else if (*w < 0)
                error(cell, QStringLiteral("the weight of group %1 is negative").arg(quoted(path)));
            else
                profile.groupWeights[project.groups[std::size_t(group)].id] = *w + 0.0;
        }
    }
}

// Within each group (and the top level) the weights cannot all be 0: the group's weight would go nowhere.
void CsvMatrixReader::checkTreeWeights(const ProjectData &project)
{
    const ValueTree tree(project);
    const WeightProfile &profile = project.profiles.front();
    const auto weightRow = m_keywordRows[std::size_t(CsvKeyword::Weight)];
    const auto groupRow = m_keywordRows[std::size_t(CsvKeyword::GroupWeight)];
    for (int g = -1; g < tree.groupCount(); ++g) {
        const std::vector<int> &criteria = tree.childCriteria(g);
        const std::vector<int> &groups = tree.childGroups(g);
        if (criteria.empty() && groups.empty())
            continue;
        bool positive = false;
        for (const int c : criteria)
            positive = positive || profile.weights[std::size_t(c)] > 0.0;
        for (const int child : groups) {
            const auto it = profile.groupWeights.find(project.groups[std::size_t(child)].id);
            positive = positive || it == profile.groupWeights.end() || it->second > 0.0;
        }
        if (positive)
            continue;
        const QString where = g < 0 ? QStringLiteral("at the top level") : QStringLiteral("in group %1").arg(quoted(tree.path(g)));
        const Cell cell = !criteria.empty() && weightRow ? Cell{*weightRow, criteria.front() + 1} : Cell{groupRow.value_or(0), groupRow ? 1 : 0};
        error(cell, QStringLiteral("every weight %1 is zero; at least one must be positive").arg(where));
    }
}

void CsvMatrixReader::finishCriteria(ProjectData &project)
{
    for (std::size_t k = 0; k < std::size_t(m_criteria); ++k) {
        Criterion &criterion = project.criteria[k];
        criterion.scaleMin = m_min[k].value;
        criterion.scaleMax = m_max[k].value;
        if (m_min[k].value && m_max[k].value && !(*m_min[k].value < *m_max[k].value))
            error(m_max[k].cell, QStringLiteral("the scale of %1 is empty: max %2 is not above min %3 (at %4)")
                                     .arg(quoted(criterion.name), formatNumber(*m_max[k].value),
                                          formatNumber(*m_min[k].value), at(m_min[k].cell)));
        if (!m_preference[k] && !m_q[k].value && !m_p[k].value && !m_s[k].value)
            continue;
        PreferenceFunction f;
        f.type = m_preference[k].value_or(PreferenceType::Usual);
        f.q = m_q[k].value.value_or(0.0);
        f.p = m_p[k].value.value_or(0.0);
        f.s = m_s[k].value.value_or(0.0);
        // The .verdict validator's rules (model/format/projectvalidator.cpp), each at the cell to correct: what
        // the CSV reader accepts, a .verdict project holds.
        const bool usesBoth = f.type == PreferenceType::Level || f.type == PreferenceType::Linear;
        const Cell typeCell = m_preference[k] ? m_preferenceCell[k] : (m_q[k].value ? m_q[k].cell : m_p[k].value ? m_p[k].cell : m_s[k].cell);
        if (f.q < 0 || f.p < 0 || f.s < 0)
            error(f.q < 0 ? m_q[k].cell : f.p < 0 ? m_p[k].cell : m_s[k].cell,
                  QStringLiteral("preference of %1: the thresholds q, p and s cannot be negative").arg(quoted(criterion.name)));
        else if (usesBoth && f.q > f.p)
            error(m_p[k].value ? m_p[k].cell : m_q[k].cell,
                  QStringLiteral("preference of %1: the indifference threshold q (%2) is above the preference threshold p (%3)")
                      .arg(quoted(criterion.name), formatNumber(f.q), formatNumber(f.p)));
        else if (f.type == PreferenceType::VShape && !(f.p > 0))
            error(m_p[k].value ? m_p[k].cell : typeCell,
                  QStringLiteral("preference of %1: a vshape function needs a preference threshold p above 0 (row p)")
                      .arg(quoted(criterion.name)));
        else if (f.type == PreferenceType::Gaussian && !(f.s > 0))
            error(m_s[k].value ? m_s[k].cell : typeCell,
                  QStringLiteral("preference of %1: a gaussian function needs s above 0 (row s)").arg(quoted(criterion.name)));
        criterion.preference = f;
    }
}

void CsvMatrixReader::readAlternative(std::size_t row, ProjectData &project, QHash<QString, std::size_t> &names,
                                      UniqueIds &ids)
{
    const QStringList &cells = m_table.rows[row];
    Alternative alternative;
    alternative.name = unguardAlternativeName(cells.front());
    if (alternative.name.trimmed().isEmpty()) {
        error({row, 0}, QStringLiteral("this alternative has no name"));
    } else if (alternative.name.size() > limits::kMaxStringLength) {
        error({row, 0}, QStringLiteral("alternative name is longer than %1 characters").arg(limits::kMaxStringLength));
    } else if (const auto it = names.constFind(alternative.name); it != names.cend()) {
        error({row, 0}, QStringLiteral("duplicate alternative name %1 (also at %2)").arg(quoted(alternative.name), at({*it, 0})));
    } else {
        names.insert(alternative.name, row);
    }
    alternative.id = ids.make(alternative.name);
    const int r = project.alternativeCount();
    project.alternatives.push_back(std::move(alternative));
    double *values = project.values.mutableRow(r);
    // A spreadsheet's numbers as they are; text where it has none.
    const std::vector<double> *given = row < m_table.numbers.size() && !m_table.numbers[row].empty() ? &m_table.numbers[row] : nullptr;
    for (int k = 0; k < m_criteria; ++k) {
        const std::size_t column = std::size_t(k) + 1;
        if (given && column < given->size() && !std::isnan((*given)[column])) {
            const double v = (*given)[column];
            values[k] = inRange({row, qsizetype(column)}, v, formatNumber(v)) ? v : kMissing;
            continue;
        }
        const std::optional<double> v = number({row, k + 1});
        values[k] = v.value_or(kMissing);
    }
}

std::optional<ProjectData> CsvMatrixReader::read()
{
    ProjectData project = makeEmptyProject();
    if (!readHeader(project))
        return std::nullopt;
    project.profiles.front().weights.assign(std::size_t(m_criteria), 1.0); // no weight row: equal weights

    std::size_t row = 1;
    for (; row < m_table.rows.size(); ++row) {
        const std::optional<CsvKeyword> keyword = csvKeyword(m_table.rows[row].front());
        if (!keyword)
            break;
        std::optional<std::size_t> &seen = m_keywordRows[std::size_t(*keyword)];
        if (seen) {
            error({row, 0}, QStringLiteral("second %1 row (the first is on line %2); each keyword row may appear once")
                                .arg(quoted(csvKeywordName(*keyword)))
                                .arg(m_table.lines[*seen]));
            continue;
        }
        seen = row;
        if (*keyword != CsvKeyword::Group && *keyword != CsvKeyword::GroupWeight)
            readKeywordRow(*keyword, row, project);
    }
    // The value tree: the groups first, then their weights, wherever the two rows are.
    if (const auto &group = m_keywordRows[std::size_t(CsvKeyword::Group)])
        readGroupRow(*group, project);
    if (const auto &groupWeight = m_keywordRows[std::size_t(CsvKeyword::GroupWeight)]) {
        if (!m_keywordRows[std::size_t(CsvKeyword::Group)])
            error({*groupWeight, 0}, QStringLiteral("a \"group_weight\" row needs a \"group\" row giving each criterion's group"));
        else
            readGroupWeightRow(*groupWeight, project);
    }
    if (!project.groups.empty() && m_errors == 0)
        checkTreeWeights(project);
    finishCriteria(project);

    const std::size_t firstAlternative = row;
    const std::size_t alternatives = m_table.rows.size() - firstAlternative;
    if (alternatives == 0) {
        ++m_errors;
        m_messages.push_back(Message::plain(QStringLiteral("the file has no alternatives: after the header and keyword rows, each row is an alternative")));
        return std::nullopt;
    }
    if (alternatives > std::size_t(limits::kMaxAlternatives)
        || std::int64_t(alternatives) * m_criteria > limits::kMaxCells) {
        error({firstAlternative, 0}, QStringLiteral("the file has %1 alternatives × %2 criteria; at most %3 alternatives and %4 cells are allowed")
                                         .arg(alternatives)
                                         .arg(m_criteria)
                                         .arg(limits::kMaxAlternatives)
                                         .arg(limits::kMaxCells));
        return std::nullopt;
    }

    project.values = SharedMatrix(int(alternatives), m_criteria);
    project.alternatives.reserve(alternatives);
    QHash<QString, std::size_t> names;
    UniqueIds ids;
    for (; row < m_table.rows.size() && !tooManyErrors(); ++row) {
        if (const std::optional<CsvKeyword> keyword = csvKeyword(m_table.rows[row].front())) {
            error({row, 0}, QStringLiteral("%1 row after the first alternative (line %2): keyword rows go directly after the header")
                                .arg(quoted(csvKeywordName(*keyword)))
                                .arg(m_table.lines[firstAlternative]));
            project.alternatives.push_back({}); // keeps rows and values aligned
            continue;
        }
        readAlternative(row, project, names, ids);
    }
    if (tooManyErrors()) {
        m_messages.push_back(Message::plain(QStringLiteral("too many errors (%1 shown); stopped checking").arg(kMaxErrors)));
        return std::nullopt;
    }
    if (m_errors > 0)
        return std::nullopt;
    return project;
}

} // namespace

LoadResult readCsvProject(const QByteArray &bytes)
{
    LoadResult result;
    const std::optional<DelimitedTable> table = readDelimited(bytes, result.messages);
    if (!table)
        return result;
    std::optional<ProjectData> project = CsvMatrixReader(*table, result.messages).read();
    if (project && !hasErrors(result.messages))
        result.project = std::move(project);
    return result;
}

bool givesDirections(const DelimitedTable &table)
{
    return std::any_of(table.rows.begin(), table.rows.end(), [](const QStringList &cells) {
        return !cells.empty() && cells.front().trimmed().compare(QLatin1String("direction"), Qt::CaseInsensitive) == 0;
    });
}

LoadResult readCsvTable(const DelimitedTable &table)
{
    LoadResult result;
    std::optional<ProjectData> project = CsvMatrixReader(table, result.messages).read();
    if (project && !hasErrors(result.messages))
        result.project = std::move(project);
    return result;
}

} // namespace verdict
