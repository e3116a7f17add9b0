#include "workbook.h"

#include "csv/csvkeywords.h"
#include "csv/csvmatrix.h"
#include "csv/delimited.h"

#include <QDate>
#include <QFileInfo>
#include <QHash>
#include <QSet>
#include <QTime>
#include <QXmlStreamReader>

#include <expat.h>
#include <zip.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <climits>
#include <cmath>
#include <condition_variable>
#include <deque>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <system_error>
#include <thread>
#include <type_traits>

namespace verdict {

namespace {

constexpr int kMaxColumns = 16'384;    // XFD, the most a sheet has
constexpr int kMaxRows = 1'048'576;

QString columnLetters(int column)
{
    QString letters;
    for (int c = column; c > 0; c = (c - 1) / 26)
        letters.prepend(QChar(u'A' + (c - 1) % 26));
    return letters;
}

// The zip container, read under the limits: an entry's size and compression ratio, the number of entries.
class Zip
{
public:
    Zip(const QByteArray &bytes, const WorkbookLimits &limits) : m_bytes(bytes), m_limits(limits) {}
    ~Zip()
    {
        if (m_zip)
            zip_discard(m_zip);
    }
    Zip(const Zip &) = delete;
    Zip &operator=(const Zip &) = delete;

    bool open(QString &error)
    {
        zip_error_t ze;
        zip_error_init(&ze);
        zip_source_t *source = zip_source_buffer_create(m_bytes.constData(), zip_uint64_t(m_bytes.size()), 0, &ze);
        if (!source) {
            error = QStringLiteral("cannot be read as a zip container");
            zip_error_fini(&ze);
            return false;
        }
        m_zip = zip_open_from_source(source, ZIP_RDONLY, &ze);
        if (!m_zip) {
            zip_source_free(source);
            error = QStringLiteral("is not a readable zip container (%1)").arg(QString::fromUtf8(zip_error_strerror(&ze)));
            zip_error_fini(&ze);
            return false;
        }
        zip_error_fini(&ze);
        const zip_int64_t entries = zip_get_num_entries(m_zip, 0);
        if (entries > m_limits.maxEntries) {
            error = QStringLiteral("holds %1 entries, more than the %2 a workbook needs").arg(entries).arg(m_limits.maxEntries);
            return false;
        }
        return true;
    }

    bool has(const QString &name) const { return zip_name_locate(m_zip, name.toUtf8().constData(), 0) >= 0; }

    // An entry opened for reading under the limits; read() gives its bytes in chunks, finish() checks that they were
    // as many as the zip says.
    class Entry
    {
    public:
        Entry(zip_file_t *file, qint64 size, QString name) : m_file(file), m_size(size), m_name(std::move(name)) {}
        ~Entry() { zip_fclose(m_file); }
        Entry(const Entry &) = delete;
        Entry &operator=(const Entry &) = delete;
        qint64 size() const { return m_size; }
        // Up to `capacity` bytes into `buffer`; 0 at the end (or on an error, which finish() reports).
        qint64 read(char *buffer, qint64 capacity)
        {
            const qint64 wanted = std::min(capacity, m_size - m_done);
            if (wanted <= 0)
                return 0;
            const zip_int64_t n = zip_fread(m_file, buffer, zip_uint64_t(wanted));
            if (n <= 0)
                return 0;
            m_done += n;
            return n;
        }
        // Whether every byte was read and there is none past the size the zip gives; else `error` says so.
        bool finish(QString &error)
        {
            char extra = 0;
            if (m_done != m_size || zip_fread(m_file, &extra, 1) > 0) {
                error = QStringLiteral("%1 is damaged: its size is not the one the zip gives").arg(m_name);
                return false;
            }
            return true;
        }

    private:
        zip_file_t *m_file;
        qint64 m_size, m_done = 0;
        QString m_name;
    };

    // The entry, to read; nullptr with `error` when it is missing (and `required`), too large, too compressed or
    // encrypted.
    std::unique_ptr<Entry> open(const QString &name, QString &error, bool required = true) const
    {
        const zip_int64_t index = zip_name_locate(m_zip, name.toUtf8().constData(), 0);
        if (index < 0) {
            if (required)
                error = QStringLiteral("has no %1: it is not a complete workbook").arg(name);
            return nullptr;
        }
        zip_stat_t st;
        zip_stat_init(&st);
        if (zip_stat_index(m_zip, zip_uint64_t(index), 0, &st) != 0 || !(st.valid & ZIP_STAT_SIZE)) {
            error = QStringLiteral("%1 cannot be read").arg(name);
            return nullptr;
        }
        if ((st.valid & ZIP_STAT_ENCRYPTION_METHOD) && st.encryption_method != ZIP_EM_NONE) {
            error = QStringLiteral("is protected by a password: save it without one");
            return nullptr;
        }
        if (qint64(st.size) > m_limits.maxEntryBytes) {
            const auto size = [](qint64 bytes) {
                return bytes >= 1048576 ? QStringLiteral("%1 MiB").arg(double(bytes) / 1048576.0, 0, 'f', 0) : QStringLiteral("%1 bytes").arg(bytes);
            };
            error = QStringLiteral("%1 unpacks to %2, more than the %3 Verdict reads of one entry: refused as a zip bomb")
                        .arg(name, size(qint64(st.size)), size(m_limits.maxEntryBytes));
            return nullptr;
        }
        if ((st.valid & ZIP_STAT_COMP_SIZE) && st.size > 1024 * 1024
            && double(st.size) > m_limits.maxRatio * double(std::max<zip_uint64_t>(st.comp_size, 1))) {
            error = QStringLiteral("%1 unpacks %2 times its packed size, more than the %3 times a workbook does: refused as a zip bomb")
                        .arg(name)
                        .arg(double(st.size) / double(std::max<zip_uint64_t>(st.comp_size, 1)), 0, 'f', 0)
                        .arg(m_limits.maxRatio, 0, 'f', 0);
            return nullptr;
        }
        zip_file_t *file = zip_fopen_index(m_zip, zip_uint64_t(index), 0);
        if (!file) {
            error = QStringLiteral("%1 cannot be unpacked (%2)").arg(name, QString::fromUtf8(zip_strerror(m_zip)));
            return nullptr;
        }
        return std::make_unique<Entry>(file, qint64(st.size), name);
    }

    // The entry's bytes; nullopt with `error` as open() gives it, or when it is damaged.
    std::optional<QByteArray> read(const QString &name, QString &error, bool required = true) const
    {
        const std::unique_ptr<Entry> entry = open(name, error, required);
        if (!entry)
            return std::nullopt;
        QByteArray data(qsizetype(entry->size()), Qt::Uninitialized);
        qint64 done = 0;
        while (done < data.size()) {
            const qint64 n = entry->read(data.data() + done, data.size() - done);
            if (n <= 0)
                break;
            done += n;
        }
        if (!entry->finish(error))
            return std::nullopt;
        return data;
    }

private:
    QByteArray m_bytes; // the buffer libzip reads: kept alive with it
    const WorkbookLimits &m_limits;
    zip_t *m_zip = nullptr;
};

// A QXmlStreamReader that refuses a DOCTYPE (so no entity is ever declared) and nesting deeper than the limit, and
// says where a problem is.
class Xml
{
public:
    Xml(const QByteArray &data, const QString &entry, const WorkbookLimits &limits) : r(data), m_entry(entry), m_limits(limits) {}

    // The next start or end element (characters are read with text(), or returned too when `characters`); false at
    // the end or on an error.
    bool next(bool characters = false)
    {
        while (!r.atEnd()) {
            const QXmlStreamReader::TokenType t = r.readNext();
            if (characters && t == QXmlStreamReader::Characters)
                return true;
            if (t == QXmlStreamReader::DTD) {
                fail(QStringLiteral("has a DOCTYPE; a workbook's XML has none, and entities are not read"));
                return false;
            }
            if (t == QXmlStreamReader::EntityReference) {
                fail(QStringLiteral("uses an entity; a workbook's XML has none"));
                return false;
            }
            if (t == QXmlStreamReader::StartElement) {
                if (++m_depth > m_limits.maxDepth) {
                    fail(QStringLiteral("nests elements more than %1 deep").arg(m_limits.maxDepth));
                    return false;
                }
                return true;
            }
            if (t == QXmlStreamReader::EndElement) {
                --m_depth;
                return true;
            }
        }
        if (r.hasError() && m_error.isEmpty())
            fail(r.errorString());
        return false;
    }
    bool start(QLatin1StringView name) const { return r.isStartElement() && r.name() == name; }
    bool end(QLatin1StringView name) const { return r.isEndElement() && r.name() == name; }
    QString attribute(QLatin1StringView name) const { return r.attributes().value(name).toString(); }
    QString attribute(QLatin1StringView ns, QLatin1StringView name) const
    {
        for (const QXmlStreamAttribute &a : r.attributes())
            if (a.name() == name && (a.prefix() == ns || a.qualifiedName() == name))
                return a.value().toString();
        return {};
    }
    // The element's text, its children's included (a <t> inside <r>); leaves the reader at its end element.
    QString text()
    {
        QString out;
        const int depth = m_depth;
        while (!r.atEnd()) {
            const QXmlStreamReader::TokenType t = r.readNext();
            if (t == QXmlStreamReader::Characters)
                out += r.text();
            else if (t == QXmlStreamReader::DTD || t == QXmlStreamReader::EntityReference) {
                fail(QStringLiteral("uses an entity; a workbook's XML has none"));
                return out;
            } else if (t == QXmlStreamReader::StartElement) {
                if (++m_depth > m_limits.maxDepth) {
                    fail(QStringLiteral("nests elements more than %1 deep").arg(m_limits.maxDepth));
                    return out;
                }
            } else if (t == QXmlStreamReader::EndElement) {
                if (--m_depth < depth)
                    return out;
            }
        }
        if (r.hasError() && m_error.isEmpty())
            fail(r.errorString());
        return out;
    }
    void fail(const QString &why)
    {
        if (m_error.isEmpty())
            m_error = QStringLiteral("%1, line %2, column %3: %4").arg(m_entry).arg(r.lineNumber()).arg(r.columnNumber()).arg(why);
    }
    const QString &error() const { return m_error; }
    int depth() const { return m_depth; }

    // The text of a string item (<si>, <is>): its <t> elements' text, runs joined, phonetic guides (<rPh>) left out;
    // the whitespace between elements is not text. Leaves the reader at the item's end element.
    QString stringItem()
    {
        QString out;
        const int depth = m_depth;
        while (next()) {
            if (r.isEndElement() && m_depth < depth)
                break;
            if (start(QLatin1StringView("rPh")))
                text(); // a phonetic guide: not the cell's text
            else if (start(QLatin1StringView("t")))
                out += text();
        }
        return out;
    }

    QXmlStreamReader r;

private:
    QString m_entry;
    const WorkbookLimits &m_limits;
    QString m_error;
    int m_depth = 0;
};

// The cells found, sparse, with the sheet's hidden rows and columns and merged ranges; made dense once the used
// range is known to be within the limit.
struct Collected
{
    struct Placed
    {
        int row, column;
        WorkbookCell cell;
    };
    // A plain number (no formula, not a date), most of a large sheet, kept in 16 bytes rather than a WorkbookCell's 64.
    struct PlacedNumber
    {
        int row, column;
        double number;
    };
    // Deques: no copy as they grow, and their blocks freed as makeTable takes the cells.
    std::deque<Placed> cells;
    std::deque<PlacedNumber> numbers;
    std::vector<bool> hiddenRows, hiddenColumns; // by 1-based number (grown as needed)
    struct Range
    {
        int row1, column1, row2, column2;
    };
    std::vector<Range> merged;
    int dates = 0;

    void hideRow(int row)
    {
        if (row >= int(hiddenRows.size()))
            hiddenRows.resize(std::size_t(row) + 1, false);
        hiddenRows[std::size_t(row)] = true;
    }
    void hideColumn(int column)
    {
        if (column >= int(hiddenColumns.size()))
            hiddenColumns.resize(std::size_t(column) + 1, false);
        hiddenColumns[std::size_t(column)] = true;
    }
    bool rowHidden(int row) const { return row < int(hiddenRows.size()) && hiddenRows[std::size_t(row)]; }
    bool columnHidden(int column) const { return column < int(hiddenColumns.size()) && hiddenColumns[std::size_t(column)]; }
};

QString rangeText(int row1, int column1, int row2, int column2)
{
    return cellReference(row1, column1) + u':' + cellReference(row2, column2);
}

// The dense table of the used range, hidden rows and columns left out; merged ranges filled from their first cell.
std::optional<WorkbookTable> makeTable(Collected &c, const QString &sheet, const WorkbookLimits &limits, QString &error)
{
    int minRow = kMaxRows + 1, minColumn = kMaxColumns + 1, maxRow = 0, maxColumn = 0;
    const auto reach = [&](int row, int column) {
        minRow = std::min(minRow, row);
        maxRow = std::max(maxRow, row);
        minColumn = std::min(minColumn, column);
        maxColumn = std::max(maxColumn, column);
    };
    for (const Collected::Placed &p : c.cells)
        if (p.cell.kind != WorkbookCell::Kind::Empty)
            reach(p.row, p.column);
    for (const Collected::PlacedNumber &p : c.numbers)
        reach(p.row, p.column);
    if (maxRow == 0) {
        WorkbookTable empty; // nothing in it
        empty.sheet = sheet;
        return empty;
    }
    for (const Collected::Range &m : c.merged) { // a merged range reaches as far as it covers
        if (m.row1 < minRow || m.row1 > maxRow || m.column1 < minColumn || m.column1 > maxColumn)
            continue;
        maxRow = std::max(maxRow, m.row2);
        maxColumn = std::max(maxColumn, m.column2);
    }
    const qint64 used = qint64(maxRow - minRow + 1) * qint64(maxColumn - minColumn + 1);
    if (used > limits.maxCells) {
        error = QStringLiteral("its used range %1 holds %2 cells, more than the %3 Verdict reads")
                    .arg(rangeText(minRow, minColumn, maxRow, maxColumn))
                    .arg(used)
                    .arg(limits.maxCells);
        return std::nullopt;
    }
    std::vector<int> rowIndex(std::size_t(maxRow - minRow + 1), -1), columnIndex(std::size_t(maxColumn - minColumn + 1), -1);
    QStringList hiddenRows, hiddenColumns;
    std::vector<int> rowNumbers, columnNumbers;
    for (int r = minRow; r <= maxRow; ++r) {
        if (c.rowHidden(r)) {
            hiddenRows << QString::number(r);
            continue;
        }
        rowIndex[std::size_t(r - minRow)] = int(rowNumbers.size());
        rowNumbers.push_back(r);
    }
    for (int col = minColumn; col <= maxColumn; ++col) {
        if (c.columnHidden(col)) {
            hiddenColumns << columnLetters(col);
            continue;
        }
        columnIndex[std::size_t(col - minColumn)] = int(columnNumbers.size());
        columnNumbers.push_back(col);
    }
    WorkbookTable table(std::move(rowNumbers), std::move(columnNumbers));
    table.sheet = sheet;
    // The numbers first, then the other cells (where the XML places two cells at one reference, a cell that is not a
    // plain number wins).
    for (; !c.numbers.empty(); c.numbers.pop_front()) {
        const Collected::PlacedNumber &p = c.numbers.front();
        const int r = rowIndex[std::size_t(p.row - minRow)], col = columnIndex[std::size_t(p.column - minColumn)];
        if (r >= 0 && col >= 0)
            table.setNumber(std::size_t(r), std::size_t(col), p.number);
    }
    const auto put = [&](int row, int column, const WorkbookCell &cell) {
        if (row < minRow || row > maxRow || column < minColumn || column > maxColumn)
            return;
        const int r = rowIndex[std::size_t(row - minRow)], col = columnIndex[std::size_t(column - minColumn)];
        if (r >= 0 && col >= 0)
            table.setCell(std::size_t(r), std::size_t(col), cell);
    };
    for (; !c.cells.empty(); c.cells.pop_front()) {
        const Collected::Placed &p = c.cells.front();
        put(p.row, p.column, p.cell);
    }
    for (const Collected::Range &m : c.merged) {
        if (m.row1 < minRow || m.row1 > maxRow || m.column1 < minColumn || m.column1 > maxColumn)
            continue;
        const int r = rowIndex[std::size_t(m.row1 - minRow)], col = columnIndex[std::size_t(m.column1 - minColumn)];
        if (r < 0 || col < 0)
            continue; // its first cell is hidden
        const WorkbookCell first = table.cell(std::size_t(r), std::size_t(col));
        for (int row = m.row1; row <= m.row2; ++row)
            for (int column = m.column1; column <= m.column2; ++column)
                if (row != m.row1 || column != m.column1)
                    put(row, column, first);
    }
    const auto brief = [](const QStringList &list) {
        return list.size() <= 5 ? list.join(QStringLiteral(", ")) : QStringList(list.mid(0, 5)).join(QStringLiteral(", ")) + QStringLiteral(" and %1 more").arg(list.size() - 5);
    };
    if (!hiddenRows.isEmpty())
        table.warnings << QStringLiteral("%1: hidden row%2 %3 left out").arg(sheet, hiddenRows.size() == 1 ? QString() : QStringLiteral("s"), brief(hiddenRows));
    if (!hiddenColumns.isEmpty())
        table.warnings << QStringLiteral("%1: hidden column%2 %3 left out").arg(sheet, hiddenColumns.size() == 1 ? QString() : QStringLiteral("s"), brief(hiddenColumns));
    if (c.dates > 0)
        table.warnings << (c.dates == 1 ? QStringLiteral("%1: 1 date kept as its serial day number").arg(sheet)
                                         : QStringLiteral("%1: %2 dates kept as serial day numbers").arg(sheet).arg(c.dates));
    return table;
}

// --- xlsx -------------------------------------------------------------------------------------------------------

bool isDateFormat(int id, const QString &code)
{
    if ((id >= 14 && id <= 22) || (id >= 45 && id <= 47))
        return true;
    if (code.isEmpty())
        return false;
    bool quoted = false;
    for (qsizetype i = 0; i < code.size(); ++i) {
        const QChar ch = code[i];
        if (ch == u'"')
            quoted = !quoted;
        else if (ch == u'\\' || ch == u'_' || ch == u'*')
            ++i; // the next character is literal (or padding)
        else if (ch == u'[') {
            const qsizetype close = code.indexOf(u']', i);
            if (close < 0)
                return false;
            i = close; // a colour or a condition
        } else if (!quoted && QStringLiteral("dmyhsDMYHS").contains(ch))
            return true;
    }
    return false;
}

// --- an .xlsx sheet's cells ---------------------------------------------------------------------------------------

// Whitespace as XML has it, trimmed from both ends.
std::string_view trimmedXml(std::string_view s)
{
    const auto space = [](char ch) { return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r'; };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    return s;
}

// The whole of `s` as a T (double or an integer) in the C locale, spaces around it ignored, a leading '+' allowed;
// nullopt when it is not one, or is a double that is not finite.
template <class T>
std::optional<T> xmlValue(std::string_view s)
{
    s = trimmedXml(s);
    if (s.size() > 1 && s.front() == '+' && s[1] != '-')
        s.remove_prefix(1);
    T value{};
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || end != s.data() + s.size() || s.empty())
        return std::nullopt;
    if constexpr (std::is_floating_point_v<T>)
        if (!std::isfinite(value))
            return std::nullopt;
    return value;
}
std::optional<double> xmlNumber(std::string_view s) { return xmlValue<double>(s); }  // "7.25", " +7e-1 "
std::optional<qint64> xmlInteger(std::string_view s) { return xmlValue<qint64>(s); } // "12", " +3 "

// "C4" → (4, 3), ASCII letters of any case then digits; false when it is not a cell reference within the sheet.
bool parseReference(std::string_view ref, int &row, int &column)
{
    std::size_t i = 0;
    int col = 0, r = 0;
    for (; i < ref.size() && ((ref[i] >= 'A' && ref[i] <= 'Z') || (ref[i] >= 'a' && ref[i] <= 'z')); ++i) {
        col = col * 26 + ((ref[i] & ~0x20) - 'A' + 1);
        if (col > kMaxColumns)
            return false;
    }
    if (i == 0 || i == ref.size())
        return false;
    for (; i < ref.size(); ++i) {
        if (ref[i] < '0' || ref[i] > '9')
            return false;
        r = r * 10 + (ref[i] - '0');
        if (r > kMaxRows)
            return false;
    }
    if (r < 1)
        return false;
    row = r;
    column = col;
    return true;
}

// An element's local name, from its name as the tokenizers give it: "namespace\nlocal" when they process namespaces
// and it has one, "prefix:local" when they do not and it has a prefix, else "local".
std::string_view localName(std::string_view name)
{
    if (const std::size_t at = name.find_last_of("\n:"); at != std::string_view::npos)
        name.remove_prefix(at + 1);
    return name;
}

// The value of the attribute named `name` (as localName's argument), or empty.
std::string_view xmlAttribute(const char *const *attributes, std::string_view name)
{
    for (const char *const *a = attributes; a && *a; a += 2)
        if (name == *a)
            return a[1];
    return {};
}

// The cells of an .xlsx sheet from its XML, told as events by a tokenizer: each element's start (its name and its
// attributes, as name/value pairs ending in nullptr; see localName), its end, and the
// character data between, all in UTF-8. The product's tokenizer is expat; QXmlStreamReader's is the oracle the tests and the fuzz target
// compare it with (detail::readWorkbookWithQtTokenizer). A problem stops the reading: why() says what it is, and the
// tokenizer where.
class XlsxSheetCells
{
public:
    static constexpr bool kNamespaces = false; // elements by their local names; attributes in no namespace

    XlsxSheetCells(const std::vector<QString> &shared, const std::vector<bool> &dateStyle, const WorkbookLimits &limits, Collected &c)
        : m_shared(shared), m_dateStyle(dateStyle), m_limits(limits), m_c(c)
    {
    }

    bool start(std::string_view qualified, const char *const *attributes)
    {
        ++m_depth;
        const std::string_view name = localName(qualified);
        if (m_capture) // inside <v>, <f> or a string's <t>: its children's text is its text
            return true;
        if (m_inline) { // inside <is>: the <t> runs' text, phonetic guides (<rPh>) left out
            if (m_phonetic == 0 && name == "rPh")
                m_phonetic = m_depth;
            else if (m_phonetic == 0 && name == "t")
                capture(&m_inlineText);
            return true;
        }
        if (m_cell) {
            if (name == "v") {
                m_value.clear();
                capture(&m_value);
            } else if (name == "f") {
                m_formulaIndex = xmlAttribute(attributes, "si");
                m_sharedFormula = xmlAttribute(attributes, "t") == "shared";
                m_formula.clear();
                capture(&m_formula);
            } else if (name == "is") {
                m_hasInline = true;
                m_inlineText.clear();
                m_inline = m_depth;
            }
            return true;
        }
        if (name == "c")
            return startCell(attributes);
        if (name == "row")
            return startRow(attributes);
        if (name == "col") {
            const std::string_view hidden = xmlAttribute(attributes, "hidden");
            if (hidden == "1" || hidden == "true") {
                const int from = int(std::clamp<qint64>(xmlInteger(xmlAttribute(attributes, "min")).value_or(0), 1, kMaxColumns));
                const int to = int(std::clamp<qint64>(xmlInteger(xmlAttribute(attributes, "max")).value_or(0), from, kMaxColumns));
                for (int col = from; col <= to; ++col)
                    m_c.hideColumn(col);
            }
        } else if (name == "mergeCell") {
            const std::string_view ref = xmlAttribute(attributes, "ref");
            const std::size_t colon = ref.find(':');
            Collected::Range m{};
            if (colon == std::string_view::npos || !parseReference(ref.substr(0, colon), m.row1, m.column1)
                || !parseReference(ref.substr(colon + 1), m.row2, m.column2) || m.row2 < m.row1 || m.column2 < m.column1)
                return fail(QStringLiteral("\"%1\" is not a range of cells").arg(QString::fromUtf8(ref)));
            m_c.merged.push_back(m);
        }
        return true;
    }

    bool end()
    {
        const int depth = m_depth--;
        if (m_capture && depth == m_captureDepth)
            m_capture = nullptr;
        if (m_phonetic == depth)
            m_phonetic = 0;
        if (m_inline == depth)
            m_inline = 0;
        if (m_cell == depth) {
            m_cell = 0;
            return endCell();
        }
        return true;
    }

    void characters(std::string_view text)
    {
        if (m_capture)
            m_capture->append(text);
    }

    const QString &why() const { return m_why; }

private:
    bool fail(const QString &why)
    {
        m_why = why;
        return false;
    }
    void capture(std::string *into)
    {
        m_capture = into;
        m_captureDepth = m_depth;
    }

    bool startRow(const char *const *attributes)
    {
        const qint64 r = xmlInteger(xmlAttribute(attributes, "r")).value_or(0);
        m_row = r >= 1 && r <= kMaxRows ? int(r) : m_row + 1;
        if (m_row > kMaxRows)
            return fail(QStringLiteral("a row past %1").arg(kMaxRows));
        m_column = 0;
        const std::string_view hidden = xmlAttribute(attributes, "hidden");
        if (hidden == "1" || hidden == "true")
            m_c.hideRow(m_row);
        return true;
    }

    bool startCell(const char *const *attributes)
    {
        int r = m_row, col = m_column + 1;
        if (const std::string_view ref = xmlAttribute(attributes, "r"); !ref.empty() && !parseReference(ref, r, col))
            return fail(QStringLiteral("\"%1\" is not a cell reference").arg(QString::fromUtf8(ref)));
        if (col > kMaxColumns || r < 1)
            return fail(QStringLiteral("a cell outside the sheet"));
        m_row = r;
        m_column = col;
        m_cell = m_depth;
        m_type = xmlAttribute(attributes, "t");
        m_style = int(std::clamp<qint64>(xmlInteger(xmlAttribute(attributes, "s")).value_or(0), -1, INT_MAX));
        m_value.clear();
        m_formula.clear();
        m_formulaIndex.clear();
        m_inlineText.clear();
        m_hasInline = false;
        m_sharedFormula = false;
        return true;
    }

    bool endCell()
    {
        WorkbookCell cell;
        if (m_sharedFormula && !m_formulaIndex.empty()) { // a shared formula's text is in its first cell only
            if (!m_formula.empty())
                m_sharedFormulas[m_formulaIndex] = m_formula;
            else if (const auto it = m_sharedFormulas.find(m_formulaIndex); it != m_sharedFormulas.end())
                m_formula = it->second;
        }
        if (!m_formula.empty())
            cell.formula = QLatin1Char('=') + QString::fromUtf8(m_formula);
        if (m_type == "s") {
            const std::optional<qint64> i = xmlInteger(m_value);
            if (!i || *i < 0 || *i >= qint64(m_shared.size()))
                return fail(QStringLiteral("cell %1 names shared string %2, which the workbook does not have")
                                .arg(cellReference(m_row, m_column), QString::fromUtf8(m_value)));
            cell.kind = WorkbookCell::Kind::Text;
            cell.text = m_shared[std::size_t(*i)];
        } else if (m_type == "inlineStr" || m_hasInline) {
            cell.kind = WorkbookCell::Kind::Text;
            cell.text = QString::fromUtf8(m_inlineText);
        } else if (m_type == "str" || m_type == "e") {
            cell.kind = m_value.empty() ? WorkbookCell::Kind::Empty : WorkbookCell::Kind::Text;
            cell.text = QString::fromUtf8(m_value);
        } else if (m_type == "b") {
            cell.kind = WorkbookCell::Kind::Number;
            cell.number = trimmedXml(m_value) == "1" ? 1.0 : 0.0;
        } else if (!m_value.empty()) {
            if (const std::optional<double> number = xmlNumber(m_value)) {
                cell.kind = WorkbookCell::Kind::Number;
                cell.number = *number;
                cell.date = m_style >= 0 && m_style < int(m_dateStyle.size()) && m_dateStyle[std::size_t(m_style)];
                m_c.dates += cell.date ? 1 : 0;
            } else {
                cell.kind = WorkbookCell::Kind::Text; // the CSV reading names it at its cell
                cell.text = QString::fromUtf8(m_value);
            }
        }
        if (cell.kind == WorkbookCell::Kind::Empty)
            return true;
        if (++m_placed > m_limits.maxCells)
            return fail(QStringLiteral("more than %1 cells").arg(m_limits.maxCells));
        if (cell.kind == WorkbookCell::Kind::Number && !cell.date && cell.formula.isEmpty())
            m_c.numbers.push_back({m_row, m_column, cell.number});
        else
            m_c.cells.push_back({m_row, m_column, std::move(cell)});
        return true;
    }

    const std::vector<QString> &m_shared;
    const std::vector<bool> &m_dateStyle;
    const WorkbookLimits &m_limits;
    Collected &m_c;
    QString m_why;
    int m_depth = 0;
    int m_row = 0, m_column = 0;
    qint64 m_placed = 0;
    // The cell being read (m_cell is its depth, 0 outside one) and what it holds so far.
    int m_cell = 0, m_inline = 0, m_phonetic = 0;
    std::string m_type, m_value, m_formula, m_formulaIndex, m_inlineText;
    int m_style = 0;
    bool m_hasInline = false, m_sharedFormula = false;
    std::string *m_capture = nullptr; // where character data goes, until the element at m_captureDepth ends
    int m_captureDepth = 0;
    std::map<std::string, std::string> m_sharedFormulas; // si -> the formula's text, from its first cell
};

// An entry unpacked a few chunks ahead of the one who reads them, on a thread of its own when it is large (a small one
// is unpacked as it is read, where a thread would cost more than it saves): next() gives the next chunk (size 0 at the
// end), done() gives its buffer back. Stopping early (destroyed before the end) stops the thread.
class Unpacker
{
public:
    struct Chunk
    {
        const char *bytes = nullptr;
        qint64 size = 0;
        int buffer = -1;
    };

    explicit Unpacker(Zip::Entry &entry) : m_entry(entry)
    {
        const bool threaded = entry.size() >= kThreadedFrom;
        for (int i = 0; i < (threaded ? kBuffers : 1); ++i) {
            m_buffers[std::size_t(i)].resize(kChunk);
            m_free.push_back(i);
        }
        if (threaded) {
            try {
                m_thread = std::thread([this] { unpack(true); });
            } catch (const std::system_error &) {
                // no thread to be had (a process at its limit): unpacked as it is read, as a small entry is
            }
        }
    }
    ~Unpacker()
    {
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_stop = true;
        }
        m_changed.notify_all();
        if (m_thread.joinable())
            m_thread.join();
    }
    Unpacker(const Unpacker &) = delete;
    Unpacker &operator=(const Unpacker &) = delete;

    Chunk next()
    {
        if (!m_thread.joinable() && m_ready.empty())
            unpack(false); // the next chunk, here
        std::unique_lock<std::mutex> lock(m_mutex);
        m_changed.wait(lock, [this] { return !m_ready.empty(); });
        const Chunk chunk = m_ready.front();
        m_ready.pop_front();
        return chunk;
    }
    void done(const Chunk &chunk)
    {
        if (chunk.buffer < 0)
            return;
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_free.push_back(chunk.buffer);
        }
        m_changed.notify_all();
    }
    // After the last chunk: whether the entry was whole (Zip::Entry::finish), else `error` says so.
    bool finished(QString &error)
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        if (!m_whole)
            error = m_why;
        return m_whole;
    }

private:
    static constexpr int kBuffers = 4;
    static constexpr qint64 kChunk = 256 * 1024;
    static constexpr qint64 kThreadedFrom = 1024 * 1024;

    // Unpacks chunks while there are free buffers (waiting for one when `waits`), until the end.
    void unpack(bool waits)
    {
        for (;;) {
            int buffer = -1;
            {
                std::unique_lock<std::mutex> lock(m_mutex);
                if (waits)
                    m_changed.wait(lock, [this] { return m_stop || !m_free.empty(); });
                if (m_stop || m_free.empty())
                    return;
                buffer = m_free.front();
                m_free.pop_front();
            }
            char *bytes = m_buffers[std::size_t(buffer)].data();
            const qint64 n = m_entry.read(bytes, kChunk);
            QString why;
            const bool whole = n > 0 || m_entry.finish(why);
            {
                const std::lock_guard<std::mutex> lock(m_mutex);
                m_ready.push_back(n > 0 ? Chunk{bytes, n, buffer} : Chunk{});
                if (n == 0) {
                    m_free.push_back(buffer);
                    m_whole = whole;
                    m_why = why;
                }
            }
            m_changed.notify_all();
            if (n == 0)
                return;
        }
    }

    Zip::Entry &m_entry;
    std::array<std::vector<char>, kBuffers> m_buffers;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<int> m_free;
    std::deque<Chunk> m_ready;
    bool m_stop = false, m_whole = true;
    QString m_why;
    std::thread m_thread;
};

// expat, the tokenizer of an .xlsx sheet and an .ods's content.xml: about five times as fast as QXmlStreamReader on a
// large sheet (docs/decisions.md), fed the entry as it unpacks. Refuses a DOCTYPE (so no entity is declared; an
// undeclared one is expat's own error), and nesting deeper than the limit. `Cells` is told what the XML says, with
// names qualified by their namespace ("namespace\nlocal") when Cells::kNamespaces says it reads them (an .ods's
// content), else as written (an .xlsx sheet's cells are known by their local names alone, and expat is about a fifth
// faster without binding every name to its namespace).
template <class Cells>
class ExpatReader
{
public:
    ExpatReader(Cells &cells, const QString &entry, const WorkbookLimits &limits)
        : m_parser(Cells::kNamespaces ? XML_ParserCreateNS(nullptr, '\n') : XML_ParserCreate(nullptr)), m_cells(cells), m_entry(entry),
          m_limits(limits)
    {
        XML_SetUserData(m_parser, this);
        XML_SetElementHandler(m_parser, &ExpatReader::onStart, &ExpatReader::onEnd);
        XML_SetCharacterDataHandler(m_parser, &ExpatReader::onCharacters);
        XML_SetStartDoctypeDeclHandler(m_parser, &ExpatReader::onDoctype);
        XML_SetEntityDeclHandler(m_parser, &ExpatReader::onEntity);
    }
    ~ExpatReader() { XML_ParserFree(m_parser); }
    ExpatReader(const ExpatReader &) = delete;
    ExpatReader &operator=(const ExpatReader &) = delete;

    // Reads the whole entry; false with `error` saying what and where. A second thread unpacks the entry while this
    // one parses what is already unpacked (on a large sheet, unpacking is about a tenth of the time).
    bool read(Zip::Entry &entry, QString &error)
    {
        Unpacker unpacker(entry);
        for (;;) {
            const Unpacker::Chunk chunk = unpacker.next();
            const bool last = chunk.size == 0;
            if (last && !unpacker.finished(m_error))
                break; // damaged: said as such rather than as the XML it cuts short
            if (XML_Parse(m_parser, chunk.bytes, int(chunk.size), last) != XML_STATUS_OK) {
                if (m_error.isEmpty())
                    fail(QString::fromUtf8(XML_ErrorString(XML_GetErrorCode(m_parser))));
                break;
            }
            unpacker.done(chunk);
            if (last)
                break;
        }
        error = m_error;
        return error.isEmpty();
    }

private:
    void fail(const QString &why)
    {
        if (m_error.isEmpty())
            m_error = QStringLiteral("%1, line %2, column %3: %4")
                          .arg(m_entry)
                          .arg(XML_GetCurrentLineNumber(m_parser))
                          .arg(XML_GetCurrentColumnNumber(m_parser))
                          .arg(why);
        XML_StopParser(m_parser, XML_FALSE);
    }
    static void XMLCALL onStart(void *self, const XML_Char *name, const XML_Char **attributes)
    {
        auto *s = static_cast<ExpatReader *>(self);
        if (++s->m_depth > s->m_limits.maxDepth)
            return s->fail(QStringLiteral("nests elements more than %1 deep").arg(s->m_limits.maxDepth));
        if (!s->m_cells.start(name, attributes))
            s->fail(s->m_cells.why());
    }
    static void XMLCALL onEnd(void *self, const XML_Char *)
    {
        auto *s = static_cast<ExpatReader *>(self);
        --s->m_depth;
        if (!s->m_cells.end())
            s->fail(s->m_cells.why());
    }
    static void XMLCALL onCharacters(void *self, const XML_Char *text, int length)
    {
        static_cast<ExpatReader *>(self)->m_cells.characters(std::string_view(text, std::size_t(length)));
    }
    static void XMLCALL onDoctype(void *self, const XML_Char *, const XML_Char *, const XML_Char *, int)
    {
        static_cast<ExpatReader *>(self)->fail(QStringLiteral("has a DOCTYPE; a workbook's XML has none, and entities are not read"));
    }
    static void XMLCALL onEntity(void *self, const XML_Char *, int, const XML_Char *, int, const XML_Char *, const XML_Char *,
                                 const XML_Char *, const XML_Char *)
    {
        static_cast<ExpatReader *>(self)->fail(QStringLiteral("declares an entity; a workbook's XML has none"));
    }

    XML_Parser m_parser;
    Cells &m_cells;
    QString m_entry;
    const WorkbookLimits &m_limits;
    QString m_error;
    int m_depth = 0;
};

// The oracle: the same events from QXmlStreamReader, over the whole entry read at once.
template <class Cells>
bool readWithQt(const QByteArray &data, Cells &cells, const QString &entry, const WorkbookLimits &limits, QString &error)
{
    const auto qualified = [](QStringView uri, QStringView local) {
        return (uri.isEmpty() ? local.toString() : uri.toString() + u'\n' + local.toString()).toUtf8().toStdString();
    };
    Xml x(data, entry, limits);
    while (x.next(true)) {
        if (x.r.isCharacters()) {
            cells.characters(x.r.text().toUtf8().toStdString());
        } else if (x.r.isStartElement()) {
            std::vector<std::string> strings;
            for (const QXmlStreamAttribute &a : x.r.attributes()) {
                strings.push_back(qualified(a.namespaceUri(), a.name()));
                strings.push_back(a.value().toUtf8().toStdString());
            }
            std::vector<const char *> attributes;
            for (const std::string &s : strings)
                attributes.push_back(s.c_str());
            attributes.push_back(nullptr);
            if (!cells.start(qualified(x.r.namespaceUri(), x.r.name()), attributes.data())) {
                x.fail(cells.why());
                break;
            }
        } else if (!cells.end()) {
            x.fail(cells.why());
            break;
        }
    }
    error = x.error();
    return error.isEmpty();
}

struct XlsxSheet
{
    QString name, path;
};

std::optional<WorkbookTable> readXlsx(const Zip &zip, const QString &wanted, const WorkbookLimits &limits, QStringList &sheets, QString &error,
                                      bool qtTokenizer)
{
    // The sheets, in order, and where each one's XML is.
    const std::optional<QByteArray> workbook = zip.read(QStringLiteral("xl/workbook.xml"), error);
    if (!workbook)
        return std::nullopt;
    std::vector<XlsxSheet> list;
    QHash<QString, QString> relation; // sheet name -> r:id
    {
        Xml x(*workbook, QStringLiteral("xl/workbook.xml"), limits);
        while (x.next())
            if (x.start(QLatin1StringView("sheet"))) {
                list.push_back({x.attribute(QLatin1StringView("name")), {}});
                relation.insert(list.back().name, x.attribute(QLatin1StringView("r"), QLatin1StringView("id")));
            }
        if (!x.error().isEmpty()) {
            error = x.error();
            return std::nullopt;
        }
    }
    QHash<QString, QString> targets; // r:id -> path in the zip
    if (const std::optional<QByteArray> rels = zip.read(QStringLiteral("xl/_rels/workbook.xml.rels"), error)) {
        Xml x(*rels, QStringLiteral("xl/_rels/workbook.xml.rels"), limits);
        while (x.next())
            if (x.start(QLatin1StringView("Relationship"))) {
                QString target = x.attribute(QLatin1StringView("Target"));
                target = target.startsWith(u'/') ? target.mid(1) : QStringLiteral("xl/") + target;
                targets.insert(x.attribute(QLatin1StringView("Id")), target);
            }
        if (!x.error().isEmpty()) {
            error = x.error();
            return std::nullopt;
        }
    } else {
        return std::nullopt;
    }
    for (XlsxSheet &s : list) {
        s.path = targets.value(relation.value(s.name));
        sheets << s.name;
    }
    if (list.empty()) {
        error = QStringLiteral("has no sheet");
        return std::nullopt;
    }
    const auto chosen = wanted.isEmpty() ? list.begin() : std::find_if(list.begin(), list.end(), [&wanted](const XlsxSheet &s) { return s.name.compare(wanted, Qt::CaseInsensitive) == 0; }); // as spreadsheets name them
    if (chosen == list.end()) {
        error = QStringLiteral("has no sheet \"%1\" (the sheets: %2)").arg(wanted, sheets.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    if (chosen->path.isEmpty() || !zip.has(chosen->path)) {
        error = QStringLiteral("sheet \"%1\" is missing from the workbook").arg(chosen->name);
        return std::nullopt;
    }

    // Shared strings: each <si>'s text, its runs joined (phonetic runs left out).
    std::vector<QString> shared;
    if (const std::optional<QByteArray> strings = zip.read(QStringLiteral("xl/sharedStrings.xml"), error, false)) {
        Xml x(*strings, QStringLiteral("xl/sharedStrings.xml"), limits);
        while (x.next())
            if (x.start(QLatin1StringView("si")))
                shared.push_back(x.stringItem());
        if (!x.error().isEmpty()) {
            error = x.error();
            return std::nullopt;
        }
    } else if (!error.isEmpty()) {
        return std::nullopt;
    }

    // Styles: which cell formats are dates.
    std::vector<bool> dateStyle;
    if (const std::optional<QByteArray> styles = zip.read(QStringLiteral("xl/styles.xml"), error, false)) {
        Xml x(*styles, QStringLiteral("xl/styles.xml"), limits);
        QHash<int, QString> codes;
        bool inCellXfs = false;
        while (x.next()) {
            if (x.start(QLatin1StringView("numFmt")))
                codes.insert(x.attribute(QLatin1StringView("numFmtId")).toInt(), x.attribute(QLatin1StringView("formatCode")));
            else if (x.start(QLatin1StringView("cellXfs")))
                inCellXfs = true;
            else if (x.end(QLatin1StringView("cellXfs")))
                inCellXfs = false;
            else if (inCellXfs && x.start(QLatin1StringView("xf"))) {
                const int id = x.attribute(QLatin1StringView("numFmtId")).toInt();
                dateStyle.push_back(isDateFormat(id, codes.value(id)));
            }
        }
        if (!x.error().isEmpty()) {
            error = x.error();
            return std::nullopt;
        }
    } else if (!error.isEmpty()) {
        return std::nullopt;
    }

    Collected c;
    XlsxSheetCells cells(shared, dateStyle, limits, c);
    if (qtTokenizer) {
        const std::optional<QByteArray> data = zip.read(chosen->path, error);
        if (!data || !readWithQt(*data, cells, chosen->path, limits, error))
            return std::nullopt;
    } else {
        const std::unique_ptr<Zip::Entry> entry = zip.open(chosen->path, error);
        if (!entry || !ExpatReader<XlsxSheetCells>(cells, chosen->path, limits).read(*entry, error))
            return std::nullopt;
    }
    return makeTable(c, chosen->name, limits, error);
}

// --- ods --------------------------------------------------------------------------------------------------------

// "2026-01-01" or "2026-01-01T12:00:00" as a serial day number (1899-12-30 is 0), as spreadsheets count dates.
std::optional<double> odsDate(const QString &text)
{
    const QDate date = QDate::fromString(text.left(10), Qt::ISODate);
    if (!date.isValid())
        return std::nullopt;
    double serial = double(QDate(1899, 12, 30).daysTo(date));
    if (text.size() > 11) {
        const QTime time = QTime::fromString(text.mid(11, 8), Qt::ISODate);
        if (time.isValid())
            serial += double(time.msecsSinceStartOfDay()) / 86'400'000.0;
    }
    return serial;
}

// OpenDocument's namespaces, as the tokenizers qualify a name with one.
constexpr std::string_view kOdsTable = "urn:oasis:names:tc:opendocument:xmlns:table:1.0";
constexpr std::string_view kOdsOffice = "urn:oasis:names:tc:opendocument:xmlns:office:1.0";

// Whether a name as the tokenizers give it is `local` in namespace `ns`.
bool isName(std::string_view name, std::string_view ns, std::string_view local)
{
    return name.size() == ns.size() + 1 + local.size() && name.substr(0, ns.size()) == ns && name[ns.size()] == '\n'
           && name.substr(ns.size() + 1) == local;
}

// The value of the attribute `local` in namespace `ns`, or empty.
std::string_view xmlAttribute(const char *const *attributes, std::string_view ns, std::string_view local)
{
    for (const char *const *a = attributes; a && *a; a += 2)
        if (isName(*a, ns, local))
            return a[1];
    return {};
}

// The cells of an .ods's content.xml, told as events as XlsxSheetCells is: every table's name, and the cells of the one
// wanted (the first, or the one named, in any case). Repeated columns, rows and cells are bounded (a repeat never
// allocates more than the cells it holds); a spanned cell fills what it covers; hidden rows and columns are marked.
class OdsContentCells
{
public:
    static constexpr bool kNamespaces = true; // OpenDocument's names, by namespace (isName)
    OdsContentCells(const QString &wanted, const WorkbookLimits &limits, QStringList &sheets)
        : m_wanted(wanted), m_limits(limits), m_sheets(sheets)
    {
    }

    bool start(std::string_view qualified, const char *const *attributes)
    {
        ++m_depth;
        if (m_table == 0) {
            if (isName(qualified, kOdsTable, "table")) {
                m_table = m_depth;
                const QString name = QString::fromUtf8(xmlAttribute(attributes, kOdsTable, "name"));
                m_sheets << name;
                m_take = !m_found && (m_wanted.isEmpty() || m_wanted.compare(name, Qt::CaseInsensitive) == 0);
                m_name = name;
                m_c = Collected{};
                m_row = m_column = m_columnDefs = 0;
                m_placed = 0;
                m_rowCells.clear();
                m_rowRepeat = 1;
                m_rowHidden = false;
            }
            return true;
        }
        if (!m_take)
            return true;
        if (m_capture) // inside a paragraph: its children's text is its text
            return true;
        const std::string_view name = localName(qualified);
        if (m_cell) {
            if (name == "p") { // each paragraph of the cell's text, a line apart
                if (!m_shown.empty())
                    m_shown += '\n';
                m_capture = m_depth;
            }
            return true;
        }
        if (name == "table-column") {
            const int repeat = repeated(attributes, "number-columns-repeated", kMaxColumns);
            const std::string_view visibility = xmlAttribute(attributes, kOdsTable, "visibility");
            for (int k = 0; k < repeat && m_columnDefs < kMaxColumns; ++k) {
                ++m_columnDefs;
                if (!visibility.empty() && visibility != "visible")
                    m_c.hideColumn(m_columnDefs);
            }
        } else if (name == "table-row") {
            ++m_row;
            m_column = 0;
            m_rowCells.clear();
            m_rowDepth = m_depth;
            m_rowRepeat = repeated(attributes, "number-rows-repeated", kMaxRows);
            const std::string_view visibility = xmlAttribute(attributes, kOdsTable, "visibility");
            m_rowHidden = !visibility.empty() && visibility != "visible";
            if (m_row > kMaxRows)
                return fail(QStringLiteral("a row past %1").arg(kMaxRows));
        } else if (name == "table-cell" || name == "covered-table-cell") {
            return startCell(name == "covered-table-cell", attributes);
        }
        return true;
    }

    bool end()
    {
        const int depth = m_depth--;
        if (m_capture == depth)
            m_capture = 0;
        if (m_cell == depth) {
            m_cell = 0;
            return endCell();
        }
        if (m_rowDepth == depth) {
            m_rowDepth = 0;
            return endRow();
        }
        if (m_table == depth) {
            m_table = 0;
            if (m_take) {
                m_found = std::move(m_c);
                m_foundName = m_name;
            }
            m_take = false;
        }
        return true;
    }

    void characters(std::string_view text)
    {
        if (m_capture)
            m_shown.append(text);
    }

    const QString &why() const { return m_why; }
    // The table read, once the XML has ended, and its name.
    std::optional<Collected> &found() { return m_found; }
    const QString &foundName() const { return m_foundName; }

private:
    bool fail(const QString &why)
    {
        m_why = why;
        return false;
    }
    // A table: attribute's repeat or span, from 1 to `most`.
    static int repeated(const char *const *attributes, std::string_view name, int most)
    {
        return int(std::clamp<qint64>(xmlInteger(xmlAttribute(attributes, kOdsTable, name)).value_or(1), 1, most));
    }

    bool startCell(bool covered, const char *const *attributes)
    {
        m_cell = m_depth;
        m_covered = covered;
        m_repeat = repeated(attributes, "number-columns-repeated", kMaxColumns);
        m_spanColumns = repeated(attributes, "number-columns-spanned", kMaxColumns);
        m_spanRows = repeated(attributes, "number-rows-spanned", kMaxRows);
        m_type = xmlAttribute(attributes, kOdsOffice, "value-type");
        m_shown.clear();
        m_value = WorkbookCell{};
        std::string_view formula = xmlAttribute(attributes, kOdsTable, "formula");
        if (formula.substr(0, 3) == "of:")
            formula.remove_prefix(3);
        m_value.formula = QString::fromUtf8(formula);
        if (m_type == "float" || m_type == "percentage" || m_type == "currency") {
            const std::optional<double> number = xmlNumber(xmlAttribute(attributes, kOdsOffice, "value"));
            m_value.kind = number ? WorkbookCell::Kind::Number : WorkbookCell::Kind::Text;
            m_value.number = number.value_or(0.0);
        } else if (m_type == "boolean") {
            m_value.kind = WorkbookCell::Kind::Number;
            m_value.number = xmlAttribute(attributes, kOdsOffice, "boolean-value") == "true" ? 1.0 : 0.0;
        } else if (m_type == "date") {
            if (const std::optional<double> serial = odsDate(QString::fromUtf8(xmlAttribute(attributes, kOdsOffice, "date-value")))) {
                m_value.kind = WorkbookCell::Kind::Number;
                m_value.number = *serial;
                m_value.date = true;
            }
        }
        return true;
    }

    bool endCell()
    {
        WorkbookCell &cell = m_value;
        // The text a person sees: for a text cell, and for a number whose value could not be read.
        if (cell.kind == WorkbookCell::Kind::Empty && !m_shown.empty() && m_type != "date") {
            cell.kind = WorkbookCell::Kind::Text;
            cell.text = QString::fromUtf8(m_shown);
        } else if (cell.kind == WorkbookCell::Kind::Text) {
            cell.text = QString::fromUtf8(m_shown);
        }
        const int first = m_column + 1;
        m_column = std::min(kMaxColumns, m_column + m_repeat);
        if (m_covered || cell.kind == WorkbookCell::Kind::Empty)
            return true; // a covered cell shows its covering cell's value (spans below); an empty one moves on
        if (cell.date)
            m_c.dates += m_repeat;
        for (int col = first; col <= m_column; ++col) {
            if (qint64(m_rowCells.size()) + m_placed >= m_limits.maxCells)
                return fail(QStringLiteral("more than %1 cells").arg(m_limits.maxCells));
            m_rowCells.push_back({m_row, col, cell});
        }
        if (m_spanColumns > 1 || m_spanRows > 1)
            m_c.merged.push_back({m_row, first, std::min(kMaxRows, m_row + m_spanRows - 1), std::min(kMaxColumns, first + m_spanColumns - 1)});
        return true;
    }

    // A repeated row: its cells again on each row it stands for (empty repeats only move on).
    bool endRow()
    {
        const int last = int(std::min<qint64>(qint64(m_row) + m_rowRepeat - 1, kMaxRows));
        for (int r = m_row; r <= last; ++r) {
            if (m_rowHidden)
                m_c.hideRow(r);
            for (const Collected::Placed &p : m_rowCells) {
                if (++m_placed > m_limits.maxCells)
                    return fail(QStringLiteral("more than %1 cells").arg(m_limits.maxCells));
                if (p.cell.kind == WorkbookCell::Kind::Number && !p.cell.date && p.cell.formula.isEmpty())
                    m_c.numbers.push_back({r, p.column, p.cell.number});
                else
                    m_c.cells.push_back({r, p.column, p.cell});
            }
        }
        m_row = last;
        m_rowCells.clear();
        return true;
    }

    const QString &m_wanted;
    const WorkbookLimits &m_limits;
    QStringList &m_sheets;
    QString m_why;
    int m_depth = 0;
    int m_table = 0, m_rowDepth = 0, m_cell = 0, m_capture = 0; // the depth of each element being read, 0 outside
    bool m_take = false;
    QString m_name;
    Collected m_c;
    std::optional<Collected> m_found;
    QString m_foundName;
    int m_row = 0, m_column = 0, m_columnDefs = 0;
    qint64 m_placed = 0;
    std::vector<Collected::Placed> m_rowCells; // the row being read, kept to repeat it (number-rows-repeated) once it ends
    int m_rowRepeat = 1;
    bool m_rowHidden = false;
    // The cell being read.
    WorkbookCell m_value;
    std::string m_type, m_shown;
    bool m_covered = false;
    int m_repeat = 1, m_spanColumns = 1, m_spanRows = 1;
};

std::optional<WorkbookTable> readOds(const Zip &zip, const QString &wanted, const WorkbookLimits &limits, QStringList &sheets, QString &error,
                                     bool qtTokenizer)
{
    const QString entry = QStringLiteral("content.xml");
    OdsContentCells cells(wanted, limits, sheets);
    if (qtTokenizer) {
        const std::optional<QByteArray> content = zip.read(entry, error);
        if (!content || !readWithQt(*content, cells, entry, limits, error))
            return std::nullopt;
    } else {
        const std::unique_ptr<Zip::Entry> stream = zip.open(entry, error);
        if (!stream || !ExpatReader<OdsContentCells>(cells, entry, limits).read(*stream, error))
            return std::nullopt;
    }
    if (!cells.found()) {
        error = sheets.isEmpty() ? QStringLiteral("has no sheet")
                                 : QStringLiteral("has no sheet \"%1\" (the sheets: %2)").arg(wanted, sheets.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    return makeTable(*cells.found(), cells.foundName(), limits, error);
}

} // namespace

WorkbookTable::WorkbookTable(std::vector<int> rowNumbers, std::vector<int> columnNumbers)
    : m_rowNumbers(std::move(rowNumbers)), m_columnNumbers(std::move(columnNumbers)),
      m_cells(m_rowNumbers.size() * m_columnNumbers.size())
{
}

QString WorkbookTable::text(std::size_t row, std::size_t column) const
{
    const Slot &s = slot(row, column);
    return s.extra == kNoExtra ? QString() : m_extras[s.extra].text;
}

QString WorkbookTable::formula(std::size_t row, std::size_t column) const
{
    const Slot &s = slot(row, column);
    return s.extra == kNoExtra ? QString() : m_extras[s.extra].formula;
}

WorkbookCell WorkbookTable::cell(std::size_t row, std::size_t column) const
{
    const Slot &s = slot(row, column);
    WorkbookCell c{s.kind, s.date, s.number, {}, {}};
    if (s.extra != kNoExtra) {
        c.text = m_extras[s.extra].text;
        c.formula = m_extras[s.extra].formula;
    }
    return c;
}

bool WorkbookTable::rowIsEmpty(std::size_t row) const
{
    if (row >= rowCount())
        return true;
    const auto first = m_cells.begin() + std::ptrdiff_t(row * columnCount());
    return std::all_of(first, first + std::ptrdiff_t(columnCount()), [](const Slot &s) { return s.kind == WorkbookCell::Kind::Empty; });
}

void WorkbookTable::setCell(std::size_t row, std::size_t column, const WorkbookCell &cell)
{
    Q_ASSERT(row < rowCount() && column < columnCount());
    Slot &s = m_cells[row * columnCount() + column];
    s.kind = cell.kind;
    s.date = cell.date;
    s.number = cell.number;
    if (cell.text.isEmpty() && cell.formula.isEmpty()) {
        s.extra = kNoExtra; // an extra it had is left unused (rare: a cell set twice)
        return;
    }
    if (s.extra == kNoExtra) {
        s.extra = quint32(m_extras.size());
        m_extras.push_back({cell.text, cell.formula});
    } else {
        m_extras[s.extra] = {cell.text, cell.formula};
    }
}

void WorkbookTable::setNumber(std::size_t row, std::size_t column, double number)
{
    Q_ASSERT(row < rowCount() && column < columnCount());
    m_cells[row * columnCount() + column] = Slot{number, kNoExtra, WorkbookCell::Kind::Number, false};
}

void WorkbookTable::appendRow(const WorkbookTable &from, std::size_t row)
{
    Q_ASSERT(from.columnCount() == columnCount() && row < from.rowCount());
    m_rowNumbers.push_back(from.m_rowNumbers[row]);
    const std::size_t first = m_cells.size();
    m_cells.insert(m_cells.end(), from.m_cells.begin() + std::ptrdiff_t(row * columnCount()),
                   from.m_cells.begin() + std::ptrdiff_t((row + 1) * columnCount()));
    for (std::size_t i = first; i < m_cells.size(); ++i)
        if (m_cells[i].extra != kNoExtra) {
            m_extras.push_back(from.m_extras[m_cells[i].extra]);
            m_cells[i].extra = quint32(m_extras.size() - 1);
        }
}

QString cellReference(int row, int column)
{
    return columnLetters(column) + QString::number(row);
}

std::optional<WorkbookFormat> workbookFormat(const QString &fileName)
{
    const QString suffix = QFileInfo(fileName).suffix();
    if (suffix.compare(QLatin1String("xlsx"), Qt::CaseInsensitive) == 0)
        return WorkbookFormat::Xlsx;
    if (suffix.compare(QLatin1String("ods"), Qt::CaseInsensitive) == 0)
        return WorkbookFormat::Ods;
    return std::nullopt;
}

namespace {

WorkbookRead readWorkbookWith(const QByteArray &bytes, WorkbookFormat format, const QString &sheet, const WorkbookLimits &limits,
                              bool qtTokenizer)
{
    WorkbookRead out;
    const auto refuse = [&out](const QString &why) { out.messages.push_back(Message::plain(why)); };
    // OLE compound files: a legacy .xls, or a workbook encrypted with a password (its package inside one).
    static const QByteArray ole("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1", 8);
    if (bytes.startsWith(ole)) {
        const QByteArray encrypted = QByteArray("E\0n\0c\0r\0y\0p\0t\0e\0d\0P\0a\0c\0k\0a\0g\0e\0", 32);
        refuse(bytes.contains(encrypted) ? QStringLiteral("the workbook is protected by a password: save it without one")
                                         : QStringLiteral("this is a legacy Excel workbook (.xls): save it as .xlsx or .ods"));
        return out;
    }
    if (!bytes.startsWith("PK\x03\x04")) {
        refuse(format == WorkbookFormat::Xlsx ? QStringLiteral("not an .xlsx workbook: it is not a zip container")
                                              : QStringLiteral("not an .ods spreadsheet: it is not a zip container"));
        return out;
    }
    Zip zip(bytes, limits);
    QString error;
    if (!zip.open(error)) {
        refuse(QStringLiteral("the workbook %1").arg(error));
        return out;
    }
    // The content decides, whatever the name says: an .ods saved under .xlsx reads as what it is.
    const bool ods = zip.has(QStringLiteral("content.xml")) && !zip.has(QStringLiteral("xl/workbook.xml"));
    std::optional<WorkbookTable> table = ods ? readOds(zip, sheet, limits, out.sheets, error, qtTokenizer) : readXlsx(zip, sheet, limits, out.sheets, error, qtTokenizer);
    if (!table) {
        refuse(QStringLiteral("the workbook %1").arg(error));
        return out;
    }
    out.table = std::move(table);
    return out;
}

} // namespace

WorkbookRead readWorkbook(const QByteArray &bytes, WorkbookFormat format, const QString &sheet, const WorkbookLimits &limits)
{
    return readWorkbookWith(bytes, format, sheet, limits, false);
}

WorkbookRead detail::readWorkbookWithQtTokenizer(const QByteArray &bytes, WorkbookFormat format, const QString &sheet,
                                                 const WorkbookLimits &limits)
{
    return readWorkbookWith(bytes, format, sheet, limits, true);
}

namespace {

QString cellText(const WorkbookTable &t, std::size_t row, std::size_t column)
{
    return t.kind(row, column) == WorkbookCell::Kind::Text ? t.text(row, column).trimmed() : QString();
}

// The first row at or after `from` whose first cell starts with `label`, or -1.
int rowLabelled(const WorkbookTable &t, const QString &label, std::size_t from = 0)
{
    for (std::size_t r = from; r < t.rowCount(); ++r)
        if (cellText(t, r, 0).startsWith(label))
            return int(r);
    return -1;
}

// Verdict's own `export --xlsx` Matrix sheet (views/export/xlsxexport.cpp): "Criterion", "Unit", "Direction" and
// "Weight (…)" rows describing the criteria, normalisation rows, then an "Alternative" header and one row per
// alternative. Turned into the CSV contract's layout, every cell where the sheet has it: the header, the
// `direction`, `weight`, `unit` (and a min–max scale's `min` and `max`) keyword rows, the alternatives.
struct VerdictMatrix
{
    WorkbookTable table;
    std::optional<Normalization> normalization;
    QStringList notes;
};

std::optional<VerdictMatrix> verdictMatrix(const WorkbookTable &t)
{
    const int name = rowLabelled(t, QStringLiteral("Criterion"));
    if (name != 0)
        return std::nullopt;
    const int unit = rowLabelled(t, QStringLiteral("Unit"));
    const int direction = rowLabelled(t, QStringLiteral("Direction"));
    const int weight = rowLabelled(t, QStringLiteral("Weight ("));
    const int header = rowLabelled(t, QStringLiteral("Alternative"));
    if (unit < 0 || direction < 0 || weight < 0 || header < 0 || header < weight)
        return std::nullopt;
    VerdictMatrix m;
    m.table = WorkbookTable({}, t.columnNumbers());
    m.table.sheet = t.sheet;
    m.table.warnings = t.warnings;
    const WorkbookCell noCell;
    const auto take = [&](std::size_t row, const QString &keyword) {
        m.table.appendRow(t, row);
        const std::size_t taken = m.table.rowCount() - 1;
        if (m.table.columnCount() > 0)
            m.table.setCell(taken, 0, WorkbookCell{WorkbookCell::Kind::Text, false, 0.0, keyword, {}});
        return taken;
    };
    take(std::size_t(header), QStringLiteral("alternative"));
    const std::size_t directions = take(std::size_t(direction), QStringLiteral("direction"));
    QStringList valued;
    for (std::size_t c = 1; c < m.table.columnCount(); ++c) {
        WorkbookCell cell = m.table.cell(directions, c);
        const QString text = cell.text.trimmed();
        // "value function, lower is better" (earlier exports wrote "value function" alone: read as higher is better).
        const bool valueFunction = text.startsWith(QLatin1String("value function"));
        if (text.endsWith(QLatin1String("lower is better")))
            cell.text = QStringLiteral("min");
        else if (text.endsWith(QLatin1String("higher is better")) || valueFunction)
            cell.text = QStringLiteral("max");
        m.table.setCell(directions, c, cell);
        if (valueFunction)
            valued << cellText(t, std::size_t(name), c);
    }
    if (!valued.isEmpty())
        m.notes << QStringLiteral("%1 had a value function in Verdict; the workbook holds only the raw values, read as "
                                  "its direction says: set the value function again to rank as before")
                       .arg(u'"' + valued.join(QStringLiteral("\", \"")) + u'"');
    take(std::size_t(weight), QStringLiteral("weight"));
    take(std::size_t(unit), QStringLiteral("unit"));
    // The normalisation, from the label of the first row after the weights' share (as the export writes it). Under
    // min–max a bound the person entered is a number; a column's own MIN or MAX is a formula, left out.
    const int share = rowLabelled(t, QStringLiteral("Weight (share)"));
    const QString parameter = share >= 0 ? cellText(t, std::size_t(share) + 1, 0) : QString();
    if (parameter.startsWith(QLatin1String("Low (")))
        m.normalization = Normalization::MinMax;
    else if (parameter.startsWith(QLatin1String("MAX (")))
        m.normalization = Normalization::Max;
    else if (parameter.startsWith(QLatin1String("SUM of")))
        m.normalization = Normalization::Sum;
    else if (parameter.startsWith(QLatin1String("Norm:")))
        m.normalization = Normalization::Vector;
    if (m.normalization == Normalization::MinMax) {
        for (int bound = 0; bound < 2; ++bound) {
            const std::size_t row = std::size_t(share) + 1 + std::size_t(bound);
            if (row >= t.rowCount())
                break;
            bool any = false;
            for (std::size_t c = 1; c < t.columnCount(); ++c)
                any = any || (t.kind(row, c) == WorkbookCell::Kind::Number && t.formula(row, c).isEmpty());
            if (any) {
                const std::size_t taken = take(row, bound == 0 ? QStringLiteral("min") : QStringLiteral("max"));
                for (std::size_t c = 1; c < m.table.columnCount(); ++c)
                    if (!m.table.formula(taken, c).isEmpty())
                        m.table.setCell(taken, c, noCell);
            }
        }
    }
    for (std::size_t r = std::size_t(header) + 1; r < t.rowCount(); ++r)
        m.table.appendRow(t, r);
    return m;
}

// The names of the alternatives the Ranking sheet of Verdict's export marks "No" under "Feasible", with the
// constraints they miss, and its score column's title (another method's when not "Score").
struct VerdictRanking
{
    QStringList infeasible;
    QString scoreTitle;
};

VerdictRanking verdictRanking(const WorkbookTable &t)
{
    VerdictRanking r;
    if (t.rowCount() == 0)
        return r;
    int name = -1, feasible = -1, missed = -1;
    for (std::size_t c = 0; c < t.columnCount(); ++c) {
        const QString title = cellText(t, 0, c);
        if (title == QLatin1String("Alternative"))
            name = int(c);
        else if (title == QLatin1String("Feasible"))
            feasible = int(c);
        else if (title == QLatin1String("Constraints missed"))
            missed = int(c);
        else if (c == 2)
            r.scoreTitle = title;
    }
    if (name < 0 || feasible < 0)
        return r;
    for (std::size_t row = 1; row < t.rowCount(); ++row) {
        if (cellText(t, row, std::size_t(feasible)) != QLatin1String("No"))
            continue;
        const QString why = missed >= 0 ? cellText(t, row, std::size_t(missed)) : QString();
        r.infeasible << (why.isEmpty() ? cellText(t, row, std::size_t(name)) : why); // "ECS: annual cost … exceeds …"
    }
    return r;
}

} // namespace

namespace {

// importWorkbook, with where the person chooses another sheet ("with --sheet NAME", "in the Sheet box").
WorkbookImport importWorkbookChoosing(const QByteArray &bytes, WorkbookFormat format, const QString &fileName, const QString &sheet,
                                      int previewRows, const QString &chooseAnother)
{
    WorkbookImport imported;
    LoadResult &result = imported.load;
    WorkbookRead read = readWorkbook(bytes, format, sheet);
    imported.sheets = read.sheets;
    // A workbook Verdict exported opens on its Ranking sheet; its matrix is the Matrix sheet. Read without --sheet,
    // that one is read, and what the workbook cannot hold (constraints, another method's parameters) is said.
    std::optional<VerdictRanking> ranking;
    if (sheet.isEmpty() && read.table && read.table->sheet == QLatin1String("Ranking") && read.sheets.contains(QStringLiteral("Matrix"))
        && read.sheets.contains(QStringLiteral("Normalised"))) {
        ranking = verdictRanking(*read.table);
        read = readWorkbook(bytes, format, QStringLiteral("Matrix"));
    }
    result.messages = read.messages;
    if (!read.table)
        return imported;
    std::optional<VerdictMatrix> own = verdictMatrix(*read.table);
    if (own) {
        result.messages.push_back(Message::plain(
            QStringLiteral("read the sheet \"%1\" as the matrix Verdict exported: criteria, directions, units, weights "
                           "(a value tree's as each criterion's share of the whole) and the normalisation")
                .arg(read.table->sheet),
            Severity::Warning));
        for (const QString &note : own->notes)
            result.messages.push_back(Message::plain(note, Severity::Warning));
        if (ranking && !ranking->infeasible.isEmpty())
            result.messages.push_back(Message::plain(
                QStringLiteral("the workbook's Ranking marks %1 as not feasible (%2); the constraints themselves are not "
                               "in a workbook, so they are ranked by their scores here")
                    .arg(ranking->infeasible.size() == 1 ? QStringLiteral("1 alternative")
                                                         : QStringLiteral("%1 alternatives").arg(ranking->infeasible.size()),
                         ranking->infeasible.join(QStringLiteral("; "))),
                Severity::Warning));
        if (ranking && !ranking->scoreTitle.isEmpty() && ranking->scoreTitle != QLatin1String("Score"))
            result.messages.push_back(Message::plain(
                QStringLiteral("the workbook was ranked by another method (its score is \"%1\"); that method's settings are "
                               "not in a workbook, so it is ranked by the weighted sum here")
                    .arg(ranking->scoreTitle),
                Severity::Warning));
        read.table = std::move(own->table);
    }
    for (const QString &w : read.table->warnings)
        result.messages.push_back(Message::plain(w, Severity::Warning));
    // The table as the CSV contract reads it, every cell where the sheet has it: an alternative's numbers as they are
    // (DelimitedTable::numbers), the header's, a keyword row's and every other cell as text, numbers written exactly.
    // What each value's source needs of the sheet is kept (its row and column numbers, a formula, whether it is a
    // date); the sheet's cells themselves are let go before the table is read, and the table before the sources are
    // written, so that a large sheet is never held three times over.
    const QString sheetName = read.table->sheet;
    DelimitedTable table;
    table.delimiter = u',';
    const std::vector<int> sheetColumn = read.table->columnNumbers();
    table.columns = sheetColumn; // each cell is at (its row's line, its column's number)
    std::vector<int> sheetRow; // table row -> its row in the sheet
    QHash<quint64, QString> formulas; // (table row << 32 | column) -> "=B2*C2", for the cells that have one
    QSet<quint64> dates;              // the same for dates
    {
        const WorkbookTable t = std::move(*read.table);
        read.table.reset();
        bool header = true;
        const std::size_t width = t.columnCount();
        for (std::size_t r = 0; r < t.rowCount(); ++r) {
            if (t.rowIsEmpty(r))
                continue; // a blank row between the table's rows says nothing
            const bool alternative = !header && width > 0
                                     && !(t.kind(r, 0) == WorkbookCell::Kind::Text && csvKeyword(t.text(r, 0)));
            header = false;
            const quint64 tableRow = quint64(table.rows.size());
            QStringList texts;
            if (!alternative)
                texts.reserve(qsizetype(width));
            std::vector<double> numbers;
            if (alternative)
                numbers.assign(width, std::numeric_limits<double>::quiet_NaN());
            for (std::size_t c = 0; c < width; ++c) {
                const WorkbookCell::Kind kind = t.kind(r, c);
                if (kind == WorkbookCell::Kind::Number && alternative && c > 0) {
                    numbers[c] = t.number(r, c); // its text is empty: the row's texts end at its last cell with any
                } else {
                    texts.resize(qsizetype(c));
                    texts << (kind == WorkbookCell::Kind::Number ? formatNumber(t.number(r, c)) : t.text(r, c));
                }
                if (QString formula = t.formula(r, c); !formula.isEmpty())
                    formulas.insert(tableRow << 32 | c, std::move(formula));
                if (t.isDate(r, c))
                    dates.insert(tableRow << 32 | c);
            }
            table.rows.push_back(std::move(texts));
            table.lines.push_back(t.rowNumbers()[r]);
            table.numbers.push_back(std::move(numbers));
            sheetRow.push_back(t.rowNumbers()[r]);
        }
    }
    imported.sheet = sheetName;
    const std::size_t preview = std::min<std::size_t>(std::size_t(std::max(0, previewRows)), table.rows.size());
    for (std::size_t r = 0; r < preview; ++r) {
        QStringList row = table.rows[r];
        row.resize(qsizetype(std::max(table.numbers[r].size(), std::size_t(row.size()))));
        for (std::size_t c = 0; c < table.numbers[r].size(); ++c)
            if (!std::isnan(table.numbers[r][c]))
                row[qsizetype(c)] = formatNumber(table.numbers[r][c]);
        imported.rows.push_back(std::move(row));
    }
    imported.directionsGiven = givesDirections(table);
    if (table.rows.empty()) {
        result.messages.push_back(Message::plain(QStringLiteral("sheet \"%1\" is empty").arg(sheetName)));
        return imported;
    }
    LoadResult csv = readCsvTable(table);
    // A sheet that is not a matrix gives a problem in nearly every cell; when the workbook has other sheets, the
    // first few problems and the question whether another sheet holds the matrix say more than the flood.
    const bool several = read.sheets.size() > 1;
    const qsizetype errors = std::count_if(csv.messages.begin(), csv.messages.end(), [](const Message &m) { return m.severity == Severity::Error; });
    constexpr qsizetype kShownBeforeAsking = 3;
    qsizetype shown = 0;
    const QString otherSheets = QStringLiteral("is the sheet \"%1\" the matrix? The workbook's sheets are %2; choose another %3")
                                    .arg(sheetName, u'"' + read.sheets.join(QStringLiteral("\", \"")) + u'"', chooseAnother);
    // Where each problem is, as the spreadsheet names a cell: "Prices!C4".
    for (Message m : csv.messages) {
        if (several && errors > kShownBeforeAsking && m.severity == Severity::Error && ++shown > kShownBeforeAsking)
            continue;
        if (m.line > 0 && m.column > 0)
            m = Message{m.severity, QStringLiteral("%1!%2: %3").arg(sheetName, cellReference(m.line, m.column), m.text), 0, 0, {}};
        else if (m.line > 0)
            m = Message{m.severity, QStringLiteral("%1, row %2: %3").arg(sheetName).arg(m.line).arg(m.text), 0, 0, {}};
        result.messages.push_back(m);
    }
    if (!csv.ok()) {
        if (several && errors > kShownBeforeAsking)
        {
            // The CSV reader stops after a number of errors and says so in its last one.
            const bool stopped = csv.messages.back().text.startsWith(QLatin1String("too many errors"));
            result.messages.push_back(Message::plain(QStringLiteral("… and %1%2 more problems: %3")
                                                         .arg(stopped ? QStringLiteral("at least ") : QString())
                                                         .arg(errors - kShownBeforeAsking - (stopped ? 1 : 0))
                                                         .arg(otherSheets)));
        }
        else if (several)
            result.messages.push_back(Message::plain(otherSheets, Severity::Warning));
        return imported;
    }
    ProjectData project = std::move(*csv.project);
    if (own && own->normalization)
        project.analysis.normalization = *own->normalization;
    // Every value's source: the file, the sheet and the cell; a formula's text with it. The alternatives are the
    // table's rows whose first cell is their name; the criteria its columns after the first, in order.
    // One TableSource holds "pricing.xlsx, Prices!" and each column's letters for the whole table; a row's notes are
    // made from it when asked for. A formula's or a date's note, and every note of a row with an empty cell (which
    // has no source), are kept as text.
    std::vector<TableSource::Column> columns; // the criterion's column in the sheet
    for (int c = 0; c < project.criterionCount() && std::size_t(c) + 1 < sheetColumn.size(); ++c)
        columns.push_back({project.criteria[std::size_t(c)].id, columnLetters(sheetColumn[std::size_t(c) + 1])});
    const auto source = std::make_shared<const TableSource>(QFileInfo(fileName).fileName() + QStringLiteral(", ") + sheetName + u'!',
                                                            columns);
    QHash<QString, std::size_t> rowOfName;
    for (std::size_t i = table.rows.size(); i-- > 1;)
        rowOfName.insert(table.rows[i].value(0).trimmed(), i);
    table = DelimitedTable{}; // read: let it go before the sources are written
    for (int a = 0; a < project.alternativeCount(); ++a) {
        Alternative &alt = project.alternatives[std::size_t(a)];
        const auto it = rowOfName.constFind(alt.name);
        if (it == rowOfName.constEnd())
            continue;
        const std::size_t r = *it;
        const int row = sheetRow[r];
        bool complete = true;
        for (int c = 0; c < int(columns.size()) && complete; ++c)
            complete = !isMissing(project.values.at(a, c));
        if (complete)
            alt.provenance.setTable(source, row);
        if (complete && formulas.isEmpty() && dates.isEmpty())
            continue; // every note is the table's: nothing to look up cell by cell
        for (int c = 0; c < int(columns.size()); ++c) {
            const quint64 key = quint64(r) << 32 | quint64(c + 1);
            const auto formula = formulas.isEmpty() ? formulas.constEnd() : formulas.constFind(key);
            const bool date = dates.contains(key);
            if (complete && formula == formulas.constEnd() && !date)
                continue; // the table's note
            if (isMissing(project.values.at(a, c)))
                continue; // an empty cell has no source
            QString note = source->note(columns[std::size_t(c)], row);
            if (formula != formulas.constEnd())
                note = *formula + QStringLiteral(" in ") + note;
            if (date)
                note += QStringLiteral(" (a date, read as its serial day number)");
            alt.provenance.set(columns[std::size_t(c)].criterionId, note);
        }
    }
    result.project = std::move(project);
    return imported;
}

} // namespace

LoadResult readWorkbookProject(const QByteArray &bytes, WorkbookFormat format, const QString &fileName, const QString &sheet)
{
    return importWorkbookChoosing(bytes, format, fileName, sheet, 0, QStringLiteral("with --sheet NAME")).load;
}

WorkbookImport importWorkbook(const QByteArray &bytes, WorkbookFormat format, const QString &fileName, const QString &sheet,
                              int previewRows)
{
    return importWorkbookChoosing(bytes, format, fileName, sheet, previewRows, QStringLiteral("in the Sheet box"));
}

} // namespace verdict
