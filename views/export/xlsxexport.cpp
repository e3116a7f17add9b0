#include "xlsxexport.h"
#include "csv/delimited.h"
#include "display/format.h"

#include "analysis/normalize.h"
#include "analysis/problem.h"
#include "analysis/wsm.h"
#include "evaluation/evaluation.h"
#include "evaluation/wording.h"

#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryFile>

#include <xlsxwriter.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <utility>

namespace verdict {

namespace {

// A value function as an Excel formula on cell x: the line between neighbouring points, the end values beyond
// them, divided by 100 (the Normalised sheet's 0–1). Empty when it would nest deeper than Excel allows (64):
// the value is then written as a number.
QString valueFunctionFormula(const ValueFunction &f, const QString &x)
{
    const std::vector<ValuePoint> k = f.knots();
    if (k.size() < 2 || k.size() > 60)
        return {};
    const auto n = [](double v) { return formatNumber(v); };
    QString expr = n(k.back().v);
    for (std::size_t i = k.size() - 1; i >= 1; --i) {
        const QString segment = QStringLiteral("%1+(%2)*(%3-(%4))/(%5)")
                                    .arg(n(k[i - 1].v), n(k[i].v - k[i - 1].v), x, n(k[i - 1].x), n(k[i].x - k[i - 1].x));
        expr = QStringLiteral("IF(%1<=%2,%3,%4)").arg(x, n(k[i].x), segment, expr);
    }
    const QString formula = QStringLiteral("=IF(%1<=%2,%3,%4)/100").arg(x, n(k.front().x), n(k.front().v), expr);
    return formula.size() <= 8000 ? formula : QString(); // Excel's limit is 8,192 characters
}


// "A", "B", ..., "Z", "AA", ...
QString columnName(int column)
{
    QString name;
    for (int c = column + 1; c > 0; c = (c - 1) / 26)
        name.prepend(QChar(u'A' + (c - 1) % 26));
    return name;
}

// "B12" (1-based row), with "$" where asked.
QString cell(int row, int column, bool absRow = false, bool absColumn = false)
{
    return (absColumn ? QStringLiteral("$") : QString()) + columnName(column) + (absRow ? QStringLiteral("$") : QString())
        + QString::number(row + 1);
}

// The fewest decimals (up to 4; up to 2 for columns of thousands and more, e.g. money) that show every value of
// a column exactly; the number format for it. Only the display: cells keep full precision.
QByteArray numberFormat(const std::vector<double> &values)
{
    double largest = 0.0;
    for (const double v : values)
        largest = std::max(largest, std::abs(v));
    const int most = largest >= 1000.0 ? 2 : 4;
    int decimals = 0;
    for (const double v : values) {
        while (decimals < most) {
            const double scaled = v * std::pow(10.0, decimals);
            if (std::abs(scaled - std::round(scaled)) <= 1e-9 * std::max(1.0, std::abs(scaled)))
                break;
            ++decimals;
        }
    }
    return decimals == 0 ? QByteArray("#,##0") : QByteArray("#,##0.") + QByteArray(decimals, '0');
}

// Character width of a column for its longest text, within sensible bounds.
double widthFor(const QStringList &texts, double minimum, double maximum)
{
    qsizetype longest = 0;
    for (const QString &t : texts)
        longest = std::max(longest, t.size());
    return std::clamp(double(longest) * 1.25 + 2.0, minimum, maximum); // bold, proportional fonts run wider
}

class Workbook
{
public:
    explicit Workbook(const QString &path) : m_path(QFile::encodeName(path)), m_book(workbook_new(m_path.constData())) {}
    ~Workbook()
    {
        if (m_book)
            lxw_workbook_free(m_book); // an early error or a cancel: freed without writing; close() normally took it
    }
    Workbook(const Workbook &) = delete;
    Workbook &operator=(const Workbook &) = delete;

    bool ok() const { return m_book != nullptr && m_error == LXW_NO_ERROR; }
    lxw_workbook *book() const { return m_book; }
    QString error() const { return QString::fromUtf8(lxw_strerror(m_error)); }

    lxw_worksheet *sheet(const char *name) { return workbook_add_worksheet(m_book, name); }
    lxw_format *format() { return workbook_add_format(m_book); }
    // One format per number format (and input shading), made once and never changed after: libxlsxwriter finds a
    // format's index by hashing all its fields on every cell written with it, unless the format is the first of its
    // kind, so two equal formats made apart cost a hash and an allocation per cell (a 200-column matrix made 200).
    lxw_format *numberFormat(const char *numFormat, bool input)
    {
        lxw_format *&f = m_numberFormats[{QByteArray(numFormat), input}];
        if (!f) {
            f = format();
            format_set_num_format(f, numFormat);
            if (input)
                format_set_bg_color(f, 0xFFF5CC); // inputs: change them and everything recomputes
        }
        return f;
    }

    // Every write goes through these, so the first failure is kept. Text is always a string cell.
    void text(lxw_worksheet *ws, int row, int column, const QString &s, lxw_format *f = nullptr)
    {
        keep(worksheet_write_string(ws, lxw_row_t(row), lxw_col_t(column), s.toUtf8().constData(), f));
    }
    void number(lxw_worksheet *ws, int row, int column, double v, lxw_format *f = nullptr)
    {
        keep(worksheet_write_number(ws, lxw_row_t(row), lxw_col_t(column), v, f));
    }
    // A formula built by this file from cell references only (never from user text), with its cached value.
    void formula(lxw_worksheet *ws, int row, int column, const QString &f, double cached, bool withCache,
                 lxw_format *fmt = nullptr)
    {
        const QByteArray bytes = f.toLatin1();
        if (withCache)
            keep(worksheet_write_formula_num(ws, lxw_row_t(row), lxw_col_t(column), bytes.constData(), fmt, cached));
        else
            keep(worksheet_write_formula(ws, lxw_row_t(row), lxw_col_t(column), bytes.constData(), fmt));
    }

    lxw_error close()
    {
        const lxw_error e = workbook_close(m_book);
        m_book = nullptr;
        return m_error != LXW_NO_ERROR ? m_error : e;
    }

private:
    void keep(lxw_error e)
    {
        if (m_error == LXW_NO_ERROR)
            m_error = e;
    }

    QByteArray m_path;
    lxw_workbook *m_book = nullptr;
    lxw_error m_error = LXW_NO_ERROR;
    std::map<std::pair<QByteArray, bool>, lxw_format *> m_numberFormats; // owned by the book
};

struct Formats
{
    lxw_format *header, *label, *text, *infeasibleText, *no, *rank, *score, *oneDecimal, *percent, *weight, *calc, *note;
    std::vector<lxw_format *> input;    // per problem column: the raw values' number format, shaded as inputs
    std::vector<lxw_format *> computed; // the same number format, not shaded (normalisation parameters)
};

lxw_format *headerFormat(Workbook &wb)
{
    lxw_format *f = wb.format();
    format_set_bold(f);
    format_set_bg_color(f, 0xDDE4EE);
    format_set_bottom(f, LXW_BORDER_THIN);
    format_set_text_wrap(f);
    format_set_align(f, LXW_ALIGN_VERTICAL_TOP);
    return f;
}

const char *normalisationText(Normalization n)
{
    switch (n) {
    case Normalization::MinMax: return "min-max: (x - low) / (high - low); cost (high - x) / (high - low)";
    case Normalization::Max: return "max: x / max; cost min / x";
    case Normalization::Sum: return "sum: x / sum; cost (1/x) / sum of 1/x";
    case Normalization::Vector: return "vector: x / sqrt(sum of squares); cost 1 - x / sqrt(sum of squares)";
    case Normalization::None: return "none: raw values";
    }
    return "";
}

// 0666 less the process's umask, read from /proc (umask() itself would change it, racing other threads).
QFileDevice::Permissions defaultPermissions()
{
    int mask = 022;
    QFile status(QStringLiteral("/proc/self/status"));
    if (status.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : status.readAll().split('\n'))
            if (line.startsWith("Umask:")) {
                bool ok = false;
                const int m = line.mid(6).trimmed().toInt(&ok, 8);
                if (ok)
                    mask = m;
            }
    }
    const int mode = 0666 & ~mask;
    QFileDevice::Permissions p;
    const std::pair<int, QFileDevice::Permission> bits[] = {
        {0400, QFileDevice::ReadOwner}, {0200, QFileDevice::WriteOwner}, {0040, QFileDevice::ReadGroup},
        {0020, QFileDevice::WriteGroup}, {0004, QFileDevice::ReadOther}, {0002, QFileDevice::WriteOther}};
    for (const auto &[bit, permission] : bits)
        if (mode & bit)
            p |= permission | (permission == QFileDevice::ReadOwner ? QFileDevice::ReadUser : QFileDevice::Permission(0))
                | (permission == QFileDevice::WriteOwner ? QFileDevice::WriteUser : QFileDevice::Permission(0));
    return p;
}

} // namespace

XlsxResult exportXlsx(const Evaluation &evaluation, const QString &path, const XlsxOptions &options)
{
    XlsxResult result;
    const ProjectData &project = evaluation.project();

    // 1. What to write: the evaluation's problem (alternatives with missing values left out with a warning, as
    //    the charts and the cheat sheet do), scored by the weighted sum the workbook's formulas compute.
    result.messages = evaluation.rankable().messages;
    if (!evaluation.problem()) {
        if (!hasErrors(result.messages)) // nothing was built: the notes say why
            for (const QString &note : evaluation.rankable().notes)
                result.messages.push_back(Message::plain(note, Severity::Error));
        result.error = QStringLiteral("nothing written: the project cannot be ranked");
        return result;
    }
    std::optional<DecisionProblem> problem = evaluation.problem();
    const int profileIndex = evaluation.profile();
    // The workbook's formulas are the weighted sum's (the Normalised sheet), so it can be audited cell by cell; the
    // Ranking sheet is the evaluation's ranking, by its method: under another method its scores and ranks are the
    // method's (values, not formulas), and the weighted sum stays beside them as a live reference.
    const MethodSettings method = evaluation.methodSettings();
    const bool byWeightedSum = method.key() == QLatin1String("wsm");
    const Normalization normalization = method.wsm;
    const std::optional<std::vector<ColumnTransform>> transforms = columnTransforms(*problem, normalization, result.messages);
    const std::optional<WsmResult> wsm = transforms ? weightedSum(*problem, normalization, result.messages) : std::nullopt;
    if (!wsm || !evaluation.ranking().hasRanking()) {
        for (const QString &note : evaluation.ranking().notes) // why the method refuses it, naming the cell
            result.messages.push_back(Message::plain(note, Severity::Error));
        result.error = QStringLiteral("nothing written: the project cannot be ranked (%1)").arg(methodTitle(method.key()));
        return result;
    }
    const auto cancelled = [&options, &result] {
        if (!options.cancel || !options.cancel->load())
            return false;
        result.cancelled = true;
        result.error = QStringLiteral("cancelled: nothing written");
        return true;
    };
    std::vector<int> rowOf(std::size_t(project.alternativeCount()), -1); // the problem's row of each alternative
    for (std::size_t r = 0; r < problem->rows.size(); ++r)
        rowOf[std::size_t(problem->rows[r])] = int(r);
    std::vector<RankedEntry> ranking;
    for (const LiveRanking::Row &row : evaluation.ranking().rows)
        if (const int r = rowOf[std::size_t(row.alternative)]; r >= 0)
            ranking.push_back({r, row.score, row.rank});
    const WeightProfile &profile = project.profiles[std::size_t(profileIndex)];
    const int n = problem->alternatives;
    const int m = problem->criteria;

    // 2. A temporary file beside the target, renamed over it when complete.
    const QFileInfo target(path);
    const QString dir = target.absolutePath();
    if (!QFileInfo(dir).isDir()) {
        result.error = QStringLiteral("cannot write: the folder %1 does not exist").arg(QDir::toNativeSeparators(dir));
        return result;
    }
    if (target.isDir()) {
        result.error = QStringLiteral("cannot write: it is a folder");
        return result;
    }
    QTemporaryFile temporary(dir + QStringLiteral("/.") + target.fileName() + QStringLiteral(".XXXXXX"));
    if (!temporary.open()) {
        result.error = QStringLiteral("cannot write: %1").arg(temporary.errorString());
        return result;
    }
    temporary.close(); // libxlsxwriter writes the file by name; QTemporaryFile removes it unless renamed
    const QString temporaryPath = temporary.fileName();
    // QTemporaryFile creates the file private (0600); the result gets the permissions of a file created
    // normally: those of the file it replaces, else 0666 less the umask.
    const QFileDevice::Permissions permissions = target.exists() ? QFile::permissions(path) : defaultPermissions();

    Workbook wb(temporaryPath);
    if (!wb.book()) {
        result.error = QStringLiteral("cannot write: the workbook could not be created");
        return result;
    }
    const bool cache = options.cachedResults;

    lxw_doc_properties properties = {};
    // The C API takes char *; these buffers outlive workbook_close().
    QByteArray title = (project.metadata.title.isEmpty() ? target.completeBaseName() : project.metadata.title).toUtf8();
    // The values are the active what-if scenario's; the workbook says so where it says what it is.
    const QString &scenario = project.activeScenario;
    QByteArray subject = (scenario.isEmpty() ? QStringLiteral("%1 under the profile \"%2\"").arg(methodLabel(method.key()), profile.name)
                                             : QStringLiteral("%1 under the profile \"%2\", what-if scenario \"%3\"")
                                                   .arg(methodLabel(method.key()), profile.name, scenario))
                             .toUtf8();
    QByteArray author = project.metadata.author.toUtf8();
    QByteArray comments = QByteArrayLiteral("Written by Verdict " VERDICT_VERSION "; formulas as in docs/methods.md");
    properties.title = title.data();
    properties.subject = subject.data();
    properties.author = author.isEmpty() ? nullptr : author.data();
    properties.comments = comments.data();
    workbook_set_properties(wb.book(), &properties);

    Formats fmt{};
    fmt.header = headerFormat(wb);
    fmt.label = wb.format();
    format_set_bold(fmt.label);
    fmt.text = wb.format();
    format_set_align(fmt.text, LXW_ALIGN_VERTICAL_TOP);
    fmt.infeasibleText = wb.format();
    format_set_font_color(fmt.infeasibleText, 0x7F7F7F);
    format_set_italic(fmt.infeasibleText);
    fmt.no = wb.format();
    format_set_font_color(fmt.no, 0xC00000);
    format_set_bold(fmt.no);
    fmt.rank = wb.format(); // a format of its own: numberFormat()'s are shared and never changed
    format_set_num_format(fmt.rank, "0");
    format_set_align(fmt.rank, LXW_ALIGN_CENTER);
    fmt.score = wb.numberFormat("0.0000", false);
    fmt.oneDecimal = wb.numberFormat("0.0", false);
    fmt.percent = wb.numberFormat("0.0%", false);
    fmt.weight = wb.numberFormat("General", true);
    fmt.calc = wb.numberFormat("0.0000", false);
    fmt.note = wb.format();
    format_set_italic(fmt.note);
    format_set_font_color(fmt.note, 0x595959);

    std::vector<std::vector<double>> columnValues(static_cast<std::size_t>(m));
    for (int c = 0; c < m; ++c)
        for (int r = 0; r < n; ++r)
            columnValues[std::size_t(c)].push_back(problem->rawValue(r, c)); // raw, also under a value function
    for (int c = 0; c < m; ++c)
    {
        const QByteArray f = numberFormat(columnValues[std::size_t(c)]);
        fmt.input.push_back(wb.numberFormat(f.constData(), true));
        fmt.computed.push_back(wb.numberFormat(f.constData(), false));
    }

    lxw_worksheet *rankingSheet = wb.sheet("Ranking");
    lxw_worksheet *matrixSheet = wb.sheet("Matrix");
    lxw_worksheet *normSheet = wb.sheet("Normalised");
    if (!rankingSheet || !matrixSheet || !normSheet) {
        result.error = QStringLiteral("cannot write: the worksheets could not be created");
        return result;
    }

    // 3. Matrix: criteria across, a block of rows describing them, then one row per alternative.
    const int rowName = 0, rowUnit = 1, rowDirection = 2, rowWeight = 3, rowShare = 4, rowParam1 = 5, rowParam2 = 6;
    const int rowValuesHeader = 8;
    const int firstValueRow = rowValuesHeader + 1;
    const int firstCol = 1, lastCol = m; // criteria in columns B..
    const auto valueRange = [&](int c, bool absolute) {
        return QStringLiteral("Matrix!%1:%2")
            .arg(cell(firstValueRow, firstCol + c, absolute, absolute), cell(firstValueRow + n - 1, firstCol + c, absolute, absolute));
    };

    QStringList columnA = {QStringLiteral("Weight (as entered)"), QStringLiteral("Alternative")};
    const auto label = [&](int row, const QString &text) {
        wb.text(matrixSheet, row, 0, text, fmt.label);
        columnA << text;
    };
    wb.text(matrixSheet, rowName, 0, QStringLiteral("Criterion"), fmt.header);
    label(rowUnit, QStringLiteral("Unit"));
    label(rowDirection, QStringLiteral("Direction"));
    // A value tree's entered weights are local to their groups: the workbook gets each criterion's weight of the
    // whole (the products along the tree, in percent), so its share row and scores stay right when edited.
    label(rowWeight, problem->hasTree() ? QStringLiteral("Weight (% of the whole, from the value tree)")
                                        : QStringLiteral("Weight (as entered)"));
    label(rowShare, QStringLiteral("Weight (share)"));
    if (normalization == Normalization::MinMax) {
        label(rowParam1, QStringLiteral("Low (scale bound or MIN)"));
        label(rowParam2, QStringLiteral("High (scale bound or MAX)"));
    } else if (normalization == Normalization::Max) {
        label(rowParam1, QStringLiteral("MAX (benefit) / MIN (cost)"));
    } else if (normalization == Normalization::Sum) {
        label(rowParam1, QStringLiteral("SUM of x (benefit) / of 1/x (cost)"));
    } else if (normalization == Normalization::Vector) {
        label(rowParam1, QStringLiteral("Norm: SQRT(SUMSQ(x))"));
    }
    wb.text(matrixSheet, rowValuesHeader, 0, QStringLiteral("Alternative"), fmt.header);

    const QString weightRow = QStringLiteral("%1:%2").arg(cell(rowWeight, firstCol, true, true), cell(rowWeight, lastCol, true, true));
    for (int c = 0; c < m; ++c) {
        const int col = firstCol + c;
        const Criterion &criterion = project.criteria[std::size_t(problem->columns[std::size_t(c)])];
        const bool cost = problem->directions[std::size_t(c)] == Direction::Min;
        wb.text(matrixSheet, rowName, col, criterion.name, fmt.header);
        wb.text(matrixSheet, rowUnit, col, criterion.unit, fmt.text);
        const bool valued = problem->valued(c);
        // A value function's own direction is said too: reading the workbook back (format/workbook.h) keeps it.
        // (the problem scores a value function's values, always higher is better; the criterion keeps its own)
        const QString direction = valued ? (criterion.direction == Direction::Min
                                                ? QStringLiteral("value function, lower is better")
                                                : QStringLiteral("value function, higher is better"))
                                  : cost ? QStringLiteral("lower is better")
                                         : QStringLiteral("higher is better");
        wb.text(matrixSheet, rowDirection, col, direction, fmt.text);
        const std::size_t projectColumn = std::size_t(problem->columns[std::size_t(c)]);
        const double entered = problem->hasTree() ? 100.0 * problem->weights[std::size_t(c)]
                               : projectColumn < profile.weights.size() ? profile.weights[projectColumn] : 0.0;
        wb.number(matrixSheet, rowWeight, col, entered, fmt.weight);
        wb.formula(matrixSheet, rowShare, col, QStringLiteral("=%1/SUM(%2)").arg(cell(rowWeight, col), weightRow),
                   problem->weights[std::size_t(c)], cache, fmt.percent);

        // Normalisation parameters, as in normalize.cpp; cached values computed here the same way.
        const std::vector<double> &x = columnValues[std::size_t(c)];
        const double lo = *std::min_element(x.begin(), x.end());
        const double hi = *std::max_element(x.begin(), x.end());
        const QString range = valueRange(c, true);
        lxw_format *paramFormat = fmt.input[std::size_t(c)];
        switch (valued ? Normalization::None : normalization) { // a value function needs no parameters
        case Normalization::MinMax: {
            const std::optional<double> &sMin = problem->scaleMin[std::size_t(c)];
            const std::optional<double> &sMax = problem->scaleMax[std::size_t(c)];
            if (sMin)
                wb.number(matrixSheet, rowParam1, col, *sMin, paramFormat);
            else
                wb.formula(matrixSheet, rowParam1, col, QStringLiteral("=MIN(%1)").arg(range), lo, cache, fmt.computed[std::size_t(c)]);
            if (sMax)
                wb.number(matrixSheet, rowParam2, col, *sMax, paramFormat);
            else
                wb.formula(matrixSheet, rowParam2, col, QStringLiteral("=MAX(%1)").arg(range), hi, cache, fmt.computed[std::size_t(c)]);
            break;
        }
        case Normalization::Max:
            wb.formula(matrixSheet, rowParam1, col, (cost ? QStringLiteral("=MIN(%1)") : QStringLiteral("=MAX(%1)")).arg(range),
                       cost ? lo : hi, cache, fmt.computed[std::size_t(c)]);
            break;
        case Normalization::Sum: {
            double s = 0.0;
            for (const double v : x)
                s += cost ? 1.0 / v : v;
            wb.formula(matrixSheet, rowParam1, col,
                       (cost ? QStringLiteral("=SUMPRODUCT(1/%1)") : QStringLiteral("=SUM(%1)")).arg(range), s, cache,
                       cost ? fmt.calc : fmt.computed[std::size_t(c)]);
            break;
        }
        case Normalization::Vector: {
            double s = 0.0;
            for (const double v : x)
                s += v * v;
            wb.formula(matrixSheet, rowParam1, col, QStringLiteral("=SQRT(SUMSQ(%1))").arg(range), std::sqrt(s), cache, fmt.calc);
            break;
        }
        case Normalization::None:
            break;
        }

        if (cancelled())
            return result;
        wb.text(matrixSheet, rowValuesHeader, col, criterion.name, fmt.header);
        for (int r = 0; r < n; ++r)
            wb.number(matrixSheet, firstValueRow + r, col, x[std::size_t(r)], fmt.input[std::size_t(c)]);
        const QStringList texts = {criterion.name, criterion.unit, direction,
                                   formatFixed(*std::max_element(x.begin(), x.end()), 2) + QStringLiteral(",,")};
        worksheet_set_column(matrixSheet, lxw_col_t(col), lxw_col_t(col), widthFor(texts, 12.0, 30.0), nullptr);
    }
    QStringList names;
    for (int r = 0; r < n; ++r) {
        const bool feasible = problem->isFeasible(r);
        wb.text(matrixSheet, firstValueRow + r, 0, problem->rowName(r), feasible ? fmt.text : fmt.infeasibleText);
        names << problem->rowName(r);
    }
    worksheet_set_column(matrixSheet, 0, 0, widthFor(columnA + names, 14.0, 44.0) + 3.0, nullptr); // bold labels
    worksheet_freeze_panes(matrixSheet, 1, 1);

    // 4. Normalised: the same rows and columns, every cell a formula on the Matrix, and the weighted sum.
    wb.text(normSheet, 0, 0, QStringLiteral("Alternative"), fmt.header);
    for (int c = 0; c < m; ++c) {
        const Criterion &criterion = project.criteria[std::size_t(problem->columns[std::size_t(c)])];
        wb.text(normSheet, 0, firstCol + c, criterion.name, fmt.header);
        worksheet_set_column(normSheet, lxw_col_t(firstCol + c), lxw_col_t(firstCol + c),
                             widthFor({criterion.name}, 12.0, 28.0), nullptr);
    }
    const int scoreCol = firstCol + m;
    wb.text(normSheet, 0, scoreCol, QStringLiteral("Weighted sum"), fmt.header);
    worksheet_set_column(normSheet, lxw_col_t(scoreCol), lxw_col_t(scoreCol), 17.0, nullptr);
    const QString shareRow = QStringLiteral("Matrix!%1:%2").arg(cell(rowShare, firstCol, true, true), cell(rowShare, lastCol, true, true));
    for (int r = 0; r < n; ++r) {
        if (cancelled())
            return result;
        const int row = 1 + r;
        const bool feasible = problem->isFeasible(r);
        wb.text(normSheet, row, 0, problem->rowName(r), feasible ? fmt.text : fmt.infeasibleText);
        for (int c = 0; c < m; ++c) {
            const int col = firstCol + c;
            const QString x = QStringLiteral("Matrix!") + cell(firstValueRow + r, col);
            const QString p1 = QStringLiteral("Matrix!") + cell(rowParam1, col, true, false);
            const QString p2 = QStringLiteral("Matrix!") + cell(rowParam2, col, true, false);
            const bool cost = problem->directions[std::size_t(c)] == Direction::Min;
            QString f;
            switch (normalization) {
            case Normalization::MinMax:
                f = cost ? QStringLiteral("=IF(%2=%1,1,(%2-%3)/(%2-%1))") : QStringLiteral("=IF(%2=%1,1,(%3-%1)/(%2-%1))");
                f = f.arg(p1, p2, x);
                break;
            case Normalization::Max:
                f = cost ? QStringLiteral("=%1/%2").arg(p1, x) : QStringLiteral("=%1/%2").arg(x, p1);
                break;
            case Normalization::Sum:
                f = cost ? QStringLiteral("=(1/%1)/%2").arg(x, p1) : QStringLiteral("=%1/%2").arg(x, p1);
                break;
            case Normalization::Vector:
                f = cost ? QStringLiteral("=IF(%1=0,1,1-%2/%1)").arg(p1, x) : QStringLiteral("=IF(%1=0,0,%2/%1)").arg(p1, x);
                break;
            case Normalization::None:
                f = QStringLiteral("=") + x;
                break;
            }
            if (problem->valued(c))
                f = valueFunctionFormula(*problem->valueFunctions[std::size_t(c)], x);
            if (f.isEmpty())
                wb.number(normSheet, row, col, problem->values.at(r, c), fmt.calc);
            else
                wb.formula(normSheet, row, col, f, (*transforms)[std::size_t(c)].apply(problem->values.at(r, c)), cache, fmt.calc);
        }
        const QString normRow = QStringLiteral("%1:%2").arg(cell(row, firstCol), cell(row, lastCol));
        wb.formula(normSheet, row, scoreCol, QStringLiteral("=SUMPRODUCT(%1,%2)").arg(shareRow, normRow),
                   wsm->scores[std::size_t(r)], cache, fmt.score);
    }
    worksheet_set_column(normSheet, 0, 0, widthFor(names << QStringLiteral("Alternative"), 14.0, 40.0), nullptr);
    worksheet_freeze_panes(normSheet, 1, 1);

    // 5. Ranking, best first as Verdict ranks: the rank recomputes from the scores (RANK, with infeasible
    //    alternatives after every feasible one: the other group's higher scores are taken off).
    const int colRank = 0, colName = 1, colScore = 2, colFeasible = 3, colMissed = 4, colWsm = 5;
    wb.text(rankingSheet, 0, colRank, QStringLiteral("Rank"), fmt.header);
    wb.text(rankingSheet, 0, colName, QStringLiteral("Alternative"), fmt.header);
    wb.text(rankingSheet, 0, colScore, byWeightedSum ? QStringLiteral("Score") : scoreAxisTitle(method.key(), true), fmt.header);
    if (!byWeightedSum)
        wb.text(rankingSheet, 0, colWsm, QStringLiteral("Weighted sum (for reference)"), fmt.header);
    wb.text(rankingSheet, 0, colFeasible, QStringLiteral("Feasible"), fmt.header);
    wb.text(rankingSheet, 0, colMissed, QStringLiteral("Constraints missed"), fmt.header);
    const QString scores = QStringLiteral("%1:%2").arg(cell(1, colScore, true, true), cell(n, colScore, true, true));
    const QString flags = QStringLiteral("%1:%2").arg(cell(1, colFeasible, true, true), cell(n, colFeasible, true, true));
    QStringList missedTexts;
    for (std::size_t i = 0; i < ranking.size(); ++i) {
        const RankedEntry &e = ranking[i];
        const int row = 1 + int(i);
        const bool feasible = problem->isFeasible(e.row);
        const QString s = cell(row, colScore), d = cell(row, colFeasible);
        if (byWeightedSum) {
            wb.formula(rankingSheet, row, colRank,
                       QStringLiteral("=IF(%1=\"No\",COUNTIF(%2,\"Yes\"),0)+RANK(%3,%4)-SUMPRODUCT((%2<>%1)*(%4>%3))")
                           .arg(d, flags, s, scores),
                       e.rank, cache, fmt.rank);
            wb.formula(rankingSheet, row, colScore, QStringLiteral("=Normalised!") + cell(1 + e.row, scoreCol),
                       wsm->scores[std::size_t(e.row)], cache, fmt.score);
        } else { // the method's own numbers, as the window shows them (× 100)
            wb.number(rankingSheet, row, colRank, e.rank, fmt.rank);
            wb.number(rankingSheet, row, colScore, std::round(e.score * 1000.0) / 10.0, fmt.oneDecimal);
            wb.formula(rankingSheet, row, colWsm, QStringLiteral("=Normalised!") + cell(1 + e.row, scoreCol),
                       wsm->scores[std::size_t(e.row)], cache, fmt.score);
        }
        wb.text(rankingSheet, row, colName, problem->rowName(e.row), feasible ? fmt.text : fmt.infeasibleText);
        wb.text(rankingSheet, row, colFeasible, feasible ? QStringLiteral("Yes") : QStringLiteral("No"),
                feasible ? fmt.text : fmt.no);
        const QString missed = std::size_t(e.row) < problem->violations.size()
            ? problem->violations[std::size_t(e.row)].join(QStringLiteral("; ")) : QString();
        if (!missed.isEmpty())
            wb.text(rankingSheet, row, colMissed, missed, fmt.infeasibleText);
        missedTexts << missed;
    }
    worksheet_set_column(rankingSheet, colRank, colRank, 7.0, nullptr);
    worksheet_set_column(rankingSheet, colName, colName, widthFor(names << QStringLiteral("Normalisation"), 16.0, 40.0), nullptr);
    worksheet_set_column(rankingSheet, colScore, colScore, 10.0, nullptr);
    worksheet_set_column(rankingSheet, colFeasible, colFeasible, 10.0, nullptr);
    worksheet_set_column(rankingSheet, colMissed, colMissed, widthFor(missedTexts << QStringLiteral("Constraints missed"), 20.0, 100.0), nullptr);
    worksheet_freeze_panes(rankingSheet, 1, 0);
    if (!byWeightedSum)
        worksheet_set_column(rankingSheet, colWsm, colWsm, 26.0, nullptr);
    worksheet_autofilter(rankingSheet, 0, 0, lxw_row_t(n), byWeightedSum ? colMissed : colWsm);

    // Under the table (so the page stays narrow): what this is, for whoever opens the file.
    const int colInfo = colName;
    const QList<std::pair<QString, QString>> info = {
        {QStringLiteral("Project"), project.metadata.title.isEmpty() ? target.completeBaseName() : project.metadata.title},
        {QStringLiteral("Profile"), profile.name},
        {QStringLiteral("What-if scenario"), scenario.isEmpty() ? QStringLiteral("Base (the project's own numbers)")
                                                                : QStringLiteral("%1 (the values are its numbers)").arg(scenario)},
        {QStringLiteral("Method"), byWeightedSum ? QStringLiteral("Weighted sum of normalised values")
                                                 : QStringLiteral("%1: scores and ranks as Verdict ranks (values); the weighted "
                                                                  "sum beside them recomputes from the Matrix")
                                                       .arg(methodLabel(method.key()))},
        {QStringLiteral("Normalisation"), QString::fromLatin1(normalisationText(normalization))},
        {QStringLiteral("Written"), QStringLiteral("Verdict %1, %2").arg(QStringLiteral(VERDICT_VERSION),
                                                                         QDate::currentDate().toString(Qt::ISODate))},
        {QStringLiteral("How to audit"), QStringLiteral("Inputs are shaded on the Matrix sheet; change a value or a "
                                                        "weight and every score and rank recomputes.")},
    };
    int infoRow = n + 2;
    for (const auto &[key, value] : info) {
        wb.text(rankingSheet, infoRow, colInfo, key, fmt.label);
        wb.text(rankingSheet, infoRow, colInfo + 1, value, fmt.note);
        ++infoRow;
    }
    for (const Message &m : result.messages)
        if (m.severity == Severity::Warning) {
            wb.text(rankingSheet, infoRow, colInfo, QStringLiteral("Left out"), fmt.label);
            wb.text(rankingSheet, infoRow++, colInfo + 1, m.text, fmt.note);
        }
    // Printing: landscape, one page wide, the header row on every page.
    for (lxw_worksheet *ws : {rankingSheet, matrixSheet, normSheet}) {
        worksheet_set_landscape(ws);
        worksheet_fit_to_pages(ws, 1, 0);
        worksheet_repeat_rows(ws, 0, 0);
    }
    worksheet_activate(rankingSheet);

    // 6. Close (this writes the file), then put it in place.
    if (cancelled())
        return result;
    if (!wb.ok()) {
        result.error = QStringLiteral("cannot write: %1").arg(wb.error());
        return result;
    }
    const lxw_error closed = wb.close();
    if (closed != LXW_NO_ERROR) {
        result.error = QStringLiteral("cannot write: %1").arg(QString::fromUtf8(lxw_strerror(closed)));
        return result;
    }
    if (cancelled()) // while it was written: the temporary file goes
        return result;
    QFile::setPermissions(temporaryPath, permissions);
    if (std::rename(QFile::encodeName(temporaryPath).constData(), QFile::encodeName(target.absoluteFilePath()).constData()) != 0) {
        result.error = QStringLiteral("cannot write: %1").arg(QString::fromLocal8Bit(std::strerror(errno)));
        return result;
    }
    temporary.setAutoRemove(false); // renamed: nothing left to remove
    result.ok = true;
    return result;
}

} // namespace verdict
