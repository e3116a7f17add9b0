#include "workbook.h"

#include "csv/csvmatrix.h"
#include "csv/delimited.h"

#include <QDate>
#include <QFileInfo>
#include <QHash>
#include <QTime>
#include <QXmlStreamReader>

#include <zip.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

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

// "C4" → (4, 3); false when it is not a cell reference within the sheet's bounds.
bool parseReference(QStringView ref, int &row, int &column)
{
    int i = 0, col = 0, r = 0;
    while (i < ref.size() && ref[i].isLetter() && ref[i].unicode() < 128) {
        col = col * 26 + (ref[i].toUpper().unicode() - u'A' + 1);
        if (col > kMaxColumns)
            return false;
        ++i;
    }
    if (i == 0 || i == ref.size())
        return false;
    for (; i < ref.size(); ++i) {
        if (!ref[i].isDigit())
            return false;
        r = r * 10 + ref[i].digitValue();
        if (r > kMaxRows)
            return false;
    }
    if (r < 1)
        return false;
    row = r;
    column = col;
    return true;
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

    // The entry's bytes; nullopt with `error` when it is missing (and `required`), too large, too compressed or
    // encrypted.
    std::optional<QByteArray> read(const QString &name, QString &error, bool required = true) const
    {
        const zip_int64_t index = zip_name_locate(m_zip, name.toUtf8().constData(), 0);
        if (index < 0) {
            if (required)
                error = QStringLiteral("has no %1: it is not a complete workbook").arg(name);
            return std::nullopt;
        }
        zip_stat_t st;
        zip_stat_init(&st);
        if (zip_stat_index(m_zip, zip_uint64_t(index), 0, &st) != 0 || !(st.valid & ZIP_STAT_SIZE)) {
            error = QStringLiteral("%1 cannot be read").arg(name);
            return std::nullopt;
        }
        if ((st.valid & ZIP_STAT_ENCRYPTION_METHOD) && st.encryption_method != ZIP_EM_NONE) {
            error = QStringLiteral("is protected by a password: save it without one");
            return std::nullopt;
        }
        if (qint64(st.size) > m_limits.maxEntryBytes) {
            const auto size = [](qint64 bytes) {
                return bytes >= 1048576 ? QStringLiteral("%1 MiB").arg(double(bytes) / 1048576.0, 0, 'f', 0) : QStringLiteral("%1 bytes").arg(bytes);
            };
            error = QStringLiteral("%1 unpacks to %2, more than the %3 Verdict reads of one entry: refused as a zip bomb")
                        .arg(name, size(qint64(st.size)), size(m_limits.maxEntryBytes));
            return std::nullopt;
        }
        if ((st.valid & ZIP_STAT_COMP_SIZE) && st.size > 1024 * 1024
            && double(st.size) > m_limits.maxRatio * double(std::max<zip_uint64_t>(st.comp_size, 1))) {
            error = QStringLiteral("%1 unpacks %2 times its packed size, more than the %3 times a workbook does: refused as a zip bomb")
                        .arg(name)
                        .arg(double(st.size) / double(std::max<zip_uint64_t>(st.comp_size, 1)), 0, 'f', 0)
                        .arg(m_limits.maxRatio, 0, 'f', 0);
            return std::nullopt;
        }
        zip_file_t *file = zip_fopen_index(m_zip, zip_uint64_t(index), 0);
        if (!file) {
            error = QStringLiteral("%1 cannot be unpacked (%2)").arg(name, QString::fromUtf8(zip_strerror(m_zip)));
            return std::nullopt;
        }
        QByteArray data(qsizetype(st.size), Qt::Uninitialized);
        qint64 done = 0;
        while (done < data.size()) {
            const zip_int64_t n = zip_fread(file, data.data() + done, zip_uint64_t(data.size() - done));
            if (n <= 0)
                break;
            done += n;
        }
        char extra = 0;
        const bool more = done == data.size() && zip_fread(file, &extra, 1) > 0;
        zip_fclose(file);
        if (done != data.size() || more) {
            error = QStringLiteral("%1 is damaged: its size is not the one the zip gives").arg(name);
            return std::nullopt;
        }
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

    // The next start or end element (characters are read with text()); false at the end or on an error.
    bool next()
    {
        while (!r.atEnd()) {
            const QXmlStreamReader::TokenType t = r.readNext();
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
    std::vector<Placed> cells;
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
    WorkbookTable table;
    table.sheet = sheet;
    int minRow = kMaxRows + 1, minColumn = kMaxColumns + 1, maxRow = 0, maxColumn = 0;
    for (const Collected::Placed &p : c.cells) {
        if (p.cell.kind == WorkbookCell::Kind::Empty)
            continue;
        minRow = std::min(minRow, p.row);
        maxRow = std::max(maxRow, p.row);
        minColumn = std::min(minColumn, p.column);
        maxColumn = std::max(maxColumn, p.column);
    }
    if (maxRow == 0)
        return table; // nothing in it
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
    for (int r = minRow; r <= maxRow; ++r) {
        if (c.rowHidden(r)) {
            hiddenRows << QString::number(r);
            continue;
        }
        rowIndex[std::size_t(r - minRow)] = int(table.rowNumbers.size());
        table.rowNumbers.push_back(r);
    }
    for (int col = minColumn; col <= maxColumn; ++col) {
        if (c.columnHidden(col)) {
            hiddenColumns << columnLetters(col);
            continue;
        }
        columnIndex[std::size_t(col - minColumn)] = int(table.columnNumbers.size());
        table.columnNumbers.push_back(col);
    }
    table.cells.assign(table.rowNumbers.size(), std::vector<WorkbookCell>(table.columnNumbers.size()));
    const auto put = [&](int row, int column, const WorkbookCell &cell) {
        if (row < minRow || row > maxRow || column < minColumn || column > maxColumn)
            return;
        const int r = rowIndex[std::size_t(row - minRow)], col = columnIndex[std::size_t(column - minColumn)];
        if (r >= 0 && col >= 0)
            table.cells[std::size_t(r)][std::size_t(col)] = cell;
    };
    for (const Collected::Placed &p : c.cells)
        put(p.row, p.column, p.cell);
    for (const Collected::Range &m : c.merged) {
        if (m.row1 < minRow || m.row1 > maxRow || m.column1 < minColumn || m.column1 > maxColumn)
            continue;
        const int r = rowIndex[std::size_t(m.row1 - minRow)], col = columnIndex[std::size_t(m.column1 - minColumn)];
        if (r < 0 || col < 0)
            continue; // its first cell is hidden
        const WorkbookCell first = table.cells[std::size_t(r)][std::size_t(col)];
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

struct XlsxSheet
{
    QString name, path;
};

std::optional<WorkbookTable> readXlsx(const Zip &zip, const QString &wanted, const WorkbookLimits &limits, QStringList &sheets, QString &error)
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

    const std::optional<QByteArray> data = zip.read(chosen->path, error);
    if (!data)
        return std::nullopt;
    Collected c;
    Xml x(*data, chosen->path, limits);
    QHash<QString, QString> sharedFormulas; // si -> the formula's text, from its first cell
    int row = 0, column = 0;
    qint64 placed = 0;
    while (x.next()) {
        if (x.start(QLatin1StringView("col"))) {
            if (x.attribute(QLatin1StringView("hidden")) == QLatin1String("1") || x.attribute(QLatin1StringView("hidden")) == QLatin1String("true")) {
                const int from = std::clamp(x.attribute(QLatin1StringView("min")).toInt(), 1, kMaxColumns);
                const int to = std::clamp(x.attribute(QLatin1StringView("max")).toInt(), from, kMaxColumns);
                for (int col = from; col <= to; ++col)
                    c.hideColumn(col);
            }
        } else if (x.start(QLatin1StringView("row"))) {
            const int r = x.attribute(QLatin1StringView("r")).toInt();
            row = r >= 1 && r <= kMaxRows ? r : row + 1;
            if (row > kMaxRows) {
                x.fail(QStringLiteral("a row past %1").arg(kMaxRows));
                break;
            }
            column = 0;
            const QString hidden = x.attribute(QLatin1StringView("hidden"));
            if (hidden == QLatin1String("1") || hidden == QLatin1String("true"))
                c.hideRow(row);
        } else if (x.start(QLatin1StringView("c"))) {
            int r = row, col = column + 1;
            if (const QString ref = x.attribute(QLatin1StringView("r")); !ref.isEmpty() && !parseReference(ref, r, col)) {
                x.fail(QStringLiteral("\"%1\" is not a cell reference").arg(ref));
                break;
            }
            if (col > kMaxColumns || r < 1) {
                x.fail(QStringLiteral("a cell outside the sheet"));
                break;
            }
            row = r;
            column = col;
            const QString type = x.attribute(QLatin1StringView("t"));
            const int style = x.attribute(QLatin1StringView("s")).toInt();
            QString value, inlineText, formula, formulaIndex;
            bool hasInline = false;
            while (x.next() && !x.end(QLatin1StringView("c"))) {
                if (x.start(QLatin1StringView("v"))) {
                    value = x.text();
                } else if (x.start(QLatin1StringView("f"))) {
                    formulaIndex = x.attribute(QLatin1StringView("si"));
                    const bool isShared = x.attribute(QLatin1StringView("t")) == QLatin1String("shared");
                    formula = x.text();
                    if (isShared && !formulaIndex.isEmpty()) {
                        if (!formula.isEmpty())
                            sharedFormulas.insert(formulaIndex, formula);
                        else
                            formula = sharedFormulas.value(formulaIndex);
                    }
                } else if (x.start(QLatin1StringView("is"))) {
                    hasInline = true;
                    inlineText = x.stringItem();
                }
            }
            if (!x.error().isEmpty())
                break;
            WorkbookCell cell;
            if (!formula.isEmpty())
                cell.formula = QStringLiteral("=") + formula;
            if (type == QLatin1String("s")) {
                bool ok = false;
                const qsizetype i = value.trimmed().toLongLong(&ok);
                if (!ok || i < 0 || i >= qsizetype(shared.size())) {
                    x.fail(QStringLiteral("cell %1 names shared string %2, which the workbook does not have").arg(cellReference(row, column), value));
                    break;
                }
                cell.kind = WorkbookCell::Kind::Text;
                cell.text = shared[std::size_t(i)];
            } else if (type == QLatin1String("inlineStr") || hasInline) {
                cell.kind = WorkbookCell::Kind::Text;
                cell.text = inlineText;
            } else if (type == QLatin1String("str") || type == QLatin1String("e")) {
                cell.kind = value.isEmpty() ? WorkbookCell::Kind::Empty : WorkbookCell::Kind::Text;
                cell.text = value;
            } else if (type == QLatin1String("b")) {
                cell.kind = WorkbookCell::Kind::Number;
                cell.number = value.trimmed() == QLatin1String("1") ? 1.0 : 0.0;
            } else if (!value.isEmpty()) {
                bool ok = false;
                cell.number = value.trimmed().toDouble(&ok);
                if (!ok || !std::isfinite(cell.number)) {
                    cell.kind = WorkbookCell::Kind::Text; // the CSV reading names it at its cell
                    cell.text = value;
                } else {
                    cell.kind = WorkbookCell::Kind::Number;
                    cell.date = style >= 0 && style < int(dateStyle.size()) && dateStyle[std::size_t(style)];
                    c.dates += cell.date ? 1 : 0;
                }
            }
            if (cell.kind != WorkbookCell::Kind::Empty) {
                if (++placed > limits.maxCells) {
                    x.fail(QStringLiteral("more than %1 cells").arg(limits.maxCells));
                    break;
                }
                c.cells.push_back({row, column, std::move(cell)});
            }
        } else if (x.start(QLatin1StringView("mergeCell"))) {
            const QString ref = x.attribute(QLatin1StringView("ref"));
            const qsizetype colon = ref.indexOf(u':');
            Collected::Range m{};
            if (colon < 0 || !parseReference(QStringView(ref).left(colon), m.row1, m.column1)
                || !parseReference(QStringView(ref).mid(colon + 1), m.row2, m.column2) || m.row2 < m.row1 || m.column2 < m.column1) {
                x.fail(QStringLiteral("\"%1\" is not a range of cells").arg(ref));
                break;
            }
            c.merged.push_back(m);
        }
    }
    if (!x.error().isEmpty()) {
        error = x.error();
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

std::optional<WorkbookTable> readOds(const Zip &zip, const QString &wanted, const WorkbookLimits &limits, QStringList &sheets, QString &error)
{
    const std::optional<QByteArray> content = zip.read(QStringLiteral("content.xml"), error);
    if (!content)
        return std::nullopt;
    Xml x(*content, QStringLiteral("content.xml"), limits);
    std::optional<Collected> found;
    QString foundName;
    while (x.next()) {
        if (!x.start(QLatin1StringView("table")) || x.r.namespaceUri() != QLatin1String("urn:oasis:names:tc:opendocument:xmlns:table:1.0"))
            continue;
        const QString name = x.attribute(QLatin1StringView("table"), QLatin1StringView("name"));
        sheets << name;
        const bool take = !found && (wanted.isEmpty() || wanted.compare(name, Qt::CaseInsensitive) == 0);
        const int depth = x.depth();
        Collected c;
        int row = 0, column = 0, columnDefs = 0;
        qint64 placed = 0;
        // The row being read, kept to repeat it (number-rows-repeated) once it ends.
        std::vector<Collected::Placed> rowCells;
        int rowRepeat = 1;
        bool rowHidden = false;
        while (x.next() && !(x.r.isEndElement() && x.depth() < depth)) {
            if (!take)
                continue;
            if (x.start(QLatin1StringView("table-column"))) {
                const int repeat = std::clamp(x.attribute(QLatin1StringView("table"), QLatin1StringView("number-columns-repeated")).toInt(), 1, kMaxColumns);
                const QString visibility = x.attribute(QLatin1StringView("table"), QLatin1StringView("visibility"));
                for (int k = 0; k < repeat && columnDefs < kMaxColumns; ++k) {
                    ++columnDefs;
                    if (!visibility.isEmpty() && visibility != QLatin1String("visible"))
                        c.hideColumn(columnDefs);
                }
            } else if (x.start(QLatin1StringView("table-row"))) {
                ++row;
                column = 0;
                rowCells.clear();
                rowRepeat = std::clamp(x.attribute(QLatin1StringView("table"), QLatin1StringView("number-rows-repeated")).toInt(), 1, kMaxRows);
                const QString visibility = x.attribute(QLatin1StringView("table"), QLatin1StringView("visibility"));
                rowHidden = !visibility.isEmpty() && visibility != QLatin1String("visible");
                if (row > kMaxRows) {
                    x.fail(QStringLiteral("a row past %1").arg(kMaxRows));
                    break;
                }
            } else if (x.end(QLatin1StringView("table-row"))) {
                // A repeated row: its cells again on each row it stands for (empty repeats only move on).
                const int last = int(std::min<qint64>(qint64(row) + rowRepeat - 1, kMaxRows));
                for (int r = row; r <= last; ++r) {
                    if (rowHidden)
                        c.hideRow(r);
                    for (const Collected::Placed &p : rowCells) {
                        if (++placed > limits.maxCells) {
                            x.fail(QStringLiteral("more than %1 cells").arg(limits.maxCells));
                            break;
                        }
                        c.cells.push_back({r, p.column, p.cell});
                    }
                    if (!x.error().isEmpty())
                        break;
                }
                if (!x.error().isEmpty())
                    break;
                row = last;
            } else if (x.start(QLatin1StringView("table-cell")) || x.start(QLatin1StringView("covered-table-cell"))) {
                const bool covered = x.r.name() == QLatin1String("covered-table-cell");
                const int repeat = std::clamp(x.attribute(QLatin1StringView("table"), QLatin1StringView("number-columns-repeated")).toInt(), 1, kMaxColumns);
                const int spanColumns = std::clamp(x.attribute(QLatin1StringView("table"), QLatin1StringView("number-columns-spanned")).toInt(), 1, kMaxColumns);
                const int spanRows = std::clamp(x.attribute(QLatin1StringView("table"), QLatin1StringView("number-rows-spanned")).toInt(), 1, kMaxRows);
                const QString type = x.attribute(QLatin1StringView("office"), QLatin1StringView("value-type"));
                WorkbookCell cell;
                QString formula = x.attribute(QLatin1StringView("table"), QLatin1StringView("formula"));
                if (formula.startsWith(QLatin1String("of:")))
                    formula = formula.mid(3);
                cell.formula = formula;
                if (type == QLatin1String("float") || type == QLatin1String("percentage") || type == QLatin1String("currency")) {
                    bool ok = false;
                    cell.number = x.attribute(QLatin1StringView("office"), QLatin1StringView("value")).toDouble(&ok);
                    cell.kind = ok && std::isfinite(cell.number) ? WorkbookCell::Kind::Number : WorkbookCell::Kind::Text;
                } else if (type == QLatin1String("boolean")) {
                    cell.kind = WorkbookCell::Kind::Number;
                    cell.number = x.attribute(QLatin1StringView("office"), QLatin1StringView("boolean-value")) == QLatin1String("true") ? 1.0 : 0.0;
                } else if (type == QLatin1String("date")) {
                    if (const std::optional<double> serial = odsDate(x.attribute(QLatin1StringView("office"), QLatin1StringView("date-value")))) {
                        cell.kind = WorkbookCell::Kind::Number;
                        cell.number = *serial;
                        cell.date = true;
                    }
                }
                // The text a person sees: each paragraph, a line apart; for a number whose value could not be read.
                QString shown;
                const int cellDepth = x.depth();
                while (x.next() && !(x.r.isEndElement() && x.depth() < cellDepth)) {
                    if (x.start(QLatin1StringView("p"))) {
                        if (!shown.isEmpty())
                            shown += u'\n';
                        shown += x.text();
                    }
                }
                if (!x.error().isEmpty())
                    break;
                if (cell.kind == WorkbookCell::Kind::Empty && !shown.isEmpty() && type != QLatin1String("date")) {
                    cell.kind = WorkbookCell::Kind::Text;
                    cell.text = shown;
                } else if (cell.kind == WorkbookCell::Kind::Text) {
                    cell.text = shown;
                }
                const int first = column + 1;
                column = std::min(kMaxColumns, column + repeat);
                if (covered || cell.kind == WorkbookCell::Kind::Empty)
                    continue; // a covered cell shows its covering cell's value (spans below); an empty one moves on
                if (cell.date)
                    c.dates += repeat;
                for (int col = first; col <= column; ++col) {
                    if (qint64(rowCells.size()) + placed >= limits.maxCells) {
                        x.fail(QStringLiteral("more than %1 cells").arg(limits.maxCells));
                        break;
                    }
                    rowCells.push_back({row, col, cell});
                }
                if (!x.error().isEmpty())
                    break;
                if (spanColumns > 1 || spanRows > 1)
                    c.merged.push_back({row, first, std::min(kMaxRows, row + spanRows - 1), std::min(kMaxColumns, first + spanColumns - 1)});
            }
        }
        if (!x.error().isEmpty())
            break;
        if (take) {
            found = std::move(c);
            foundName = name;
        }
    }
    if (!x.error().isEmpty()) {
        error = x.error();
        return std::nullopt;
    }
    if (!found) {
        error = sheets.isEmpty() ? QStringLiteral("has no sheet")
                                 : QStringLiteral("has no sheet \"%1\" (the sheets: %2)").arg(wanted, sheets.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    return makeTable(*found, foundName, limits, error);
}

} // namespace

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

WorkbookRead readWorkbook(const QByteArray &bytes, WorkbookFormat format, const QString &sheet, const WorkbookLimits &limits)
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
    std::optional<WorkbookTable> table = ods ? readOds(zip, sheet, limits, out.sheets, error) : readXlsx(zip, sheet, limits, out.sheets, error);
    if (!table) {
        refuse(QStringLiteral("the workbook %1").arg(error));
        return out;
    }
    out.table = std::move(table);
    return out;
}

namespace {

QString cellText(const WorkbookTable &t, std::size_t row, std::size_t column)
{
    if (row >= t.cells.size() || column >= t.cells[row].size())
        return {};
    const WorkbookCell &c = t.cells[row][column];
    return c.kind == WorkbookCell::Kind::Text ? c.text.trimmed() : QString();
}

// The first row at or after `from` whose first cell starts with `label`, or -1.
int rowLabelled(const WorkbookTable &t, const QString &label, std::size_t from = 0)
{
    for (std::size_t r = from; r < t.cells.size(); ++r)
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
    m.table.sheet = t.sheet;
    m.table.warnings = t.warnings;
    const auto take = [&](int row, const QString &keyword) {
        std::vector<WorkbookCell> cells = t.cells[std::size_t(row)];
        if (!cells.empty())
            cells[0] = WorkbookCell{WorkbookCell::Kind::Text, 0.0, keyword, {}, false};
        m.table.cells.push_back(std::move(cells));
        m.table.rowNumbers.push_back(t.rowNumbers[std::size_t(row)]);
        return m.table.cells.size() - 1;
    };
    take(header, QStringLiteral("alternative"));
    const std::size_t directions = take(direction, QStringLiteral("direction"));
    QStringList valued;
    for (std::size_t c = 1; c < m.table.cells[directions].size(); ++c) {
        WorkbookCell &cell = m.table.cells[directions][c];
        const QString text = cell.text.trimmed();
        // "value function, lower is better" (earlier exports wrote "value function" alone: read as higher is better).
        const bool valueFunction = text.startsWith(QLatin1String("value function"));
        if (text.endsWith(QLatin1String("lower is better")))
            cell.text = QStringLiteral("min");
        else if (text.endsWith(QLatin1String("higher is better")) || valueFunction)
            cell.text = QStringLiteral("max");
        if (valueFunction)
            valued << cellText(t, std::size_t(name), c);
    }
    if (!valued.isEmpty())
        m.notes << QStringLiteral("%1 had a value function in Verdict; the workbook holds only the raw values, read as "
                                  "its direction says: set the value function again to rank as before")
                       .arg(u'"' + valued.join(QStringLiteral("\", \"")) + u'"');
    take(weight, QStringLiteral("weight"));
    take(unit, QStringLiteral("unit"));
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
            if (row >= t.cells.size())
                break;
            std::vector<WorkbookCell> cells = t.cells[row];
            bool any = false;
            for (std::size_t c = 1; c < cells.size(); ++c) {
                if (!cells[c].formula.isEmpty())
                    cells[c] = {};
                any = any || cells[c].kind == WorkbookCell::Kind::Number;
            }
            if (any) {
                cells[0] = WorkbookCell{WorkbookCell::Kind::Text, 0.0, bound == 0 ? QStringLiteral("min") : QStringLiteral("max"), {}, false};
                m.table.cells.push_back(std::move(cells));
                m.table.rowNumbers.push_back(t.rowNumbers[row]);
            }
        }
    }
    for (std::size_t r = std::size_t(header) + 1; r < t.cells.size(); ++r) {
        m.table.cells.push_back(t.cells[r]);
        m.table.rowNumbers.push_back(t.rowNumbers[r]);
    }
    m.table.columnNumbers = t.columnNumbers;
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
    if (t.cells.empty())
        return r;
    int name = -1, feasible = -1, missed = -1;
    for (std::size_t c = 0; c < t.cells[0].size(); ++c) {
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
    for (std::size_t row = 1; row < t.cells.size(); ++row) {
        if (cellText(t, row, std::size_t(feasible)) != QLatin1String("No"))
            continue;
        const QString why = missed >= 0 ? cellText(t, row, std::size_t(missed)) : QString();
        r.infeasible << (why.isEmpty() ? cellText(t, row, std::size_t(name)) : why); // "ECS: annual cost … exceeds …"
    }
    return r;
}

} // namespace

LoadResult readWorkbookProject(const QByteArray &bytes, WorkbookFormat format, const QString &fileName, const QString &sheet)
{
    return importWorkbook(bytes, format, fileName, sheet, 0).load;
}

WorkbookImport importWorkbook(const QByteArray &bytes, WorkbookFormat format, const QString &fileName, const QString &sheet,
                              int previewRows)
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
    const WorkbookTable &t = *read.table;
    for (const QString &w : t.warnings)
        result.messages.push_back(Message::plain(w, Severity::Warning));
    // The table as the CSV contract reads it: numbers written back exactly, every cell where the sheet has it.
    DelimitedTable table;
    table.delimiter = u',';
    std::vector<std::size_t> sourceRow; // table row -> workbook row
    for (std::size_t r = 0; r < t.cells.size(); ++r) {
        const std::vector<WorkbookCell> &cells = t.cells[r];
        if (std::all_of(cells.begin(), cells.end(), [](const WorkbookCell &c) { return c.kind == WorkbookCell::Kind::Empty; }))
            continue; // a blank row between the table's rows says nothing
        QStringList texts;
        std::vector<CellPosition> positions;
        for (std::size_t c = 0; c < cells.size(); ++c) {
            texts << (cells[c].kind == WorkbookCell::Kind::Number ? formatNumber(cells[c].number) : cells[c].text);
            positions.push_back({t.rowNumbers[r], t.columnNumbers[c]});
        }
        table.rows.push_back(texts);
        table.lines.push_back(t.rowNumbers[r]);
        table.positions.push_back(std::move(positions));
        sourceRow.push_back(r);
    }
    imported.sheet = t.sheet;
    imported.rows.assign(table.rows.begin(), table.rows.begin() + std::min<std::ptrdiff_t>(std::max(0, previewRows), std::ptrdiff_t(table.rows.size())));
    imported.directionsGiven = givesDirections(table);
    if (table.rows.empty()) {
        result.messages.push_back(Message::plain(QStringLiteral("sheet \"%1\" is empty").arg(t.sheet)));
        return imported;
    }
    LoadResult csv = readCsvTable(table);
    // A sheet that is not a matrix gives a problem in nearly every cell; when the workbook has other sheets, the
    // first few problems and the question whether another sheet holds the matrix say more than the flood.
    const bool several = read.sheets.size() > 1;
    const qsizetype errors = std::count_if(csv.messages.begin(), csv.messages.end(), [](const Message &m) { return m.severity == Severity::Error; });
    constexpr qsizetype kShownBeforeAsking = 3;
    qsizetype shown = 0;
    const QString otherSheets = QStringLiteral("is the sheet \"%1\" the matrix? The workbook's sheets are %2; choose another "
                                               "(on the command line, --sheet NAME)")
                                    .arg(t.sheet, u'"' + read.sheets.join(QStringLiteral("\", \"")) + u'"');
    // Where each problem is, as the spreadsheet names a cell: "Prices!C4".
    for (Message m : csv.messages) {
        if (several && errors > kShownBeforeAsking && m.severity == Severity::Error && ++shown > kShownBeforeAsking)
            continue;
        if (m.line > 0 && m.column > 0)
            m = Message{m.severity, QStringLiteral("%1!%2: %3").arg(t.sheet, cellReference(m.line, m.column), m.text), 0, 0, {}};
        else if (m.line > 0)
            m = Message{m.severity, QStringLiteral("%1, row %2: %3").arg(t.sheet).arg(m.line).arg(m.text), 0, 0, {}};
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
    const QString file = QFileInfo(fileName).fileName();
    QHash<QString, std::size_t> rowOfName;
    for (std::size_t i = table.rows.size(); i-- > 1;)
        rowOfName.insert(table.rows[i].value(0).trimmed(), i);
    for (int a = 0; a < project.alternativeCount(); ++a) {
        Alternative &alt = project.alternatives[std::size_t(a)];
        const auto it = rowOfName.constFind(alt.name);
        if (it == rowOfName.constEnd())
            continue;
        const std::vector<WorkbookCell> &cells = t.cells[sourceRow[*it]];
        for (int c = 0; c < project.criterionCount() && std::size_t(c) + 1 < cells.size(); ++c) {
            const WorkbookCell &cell = cells[std::size_t(c) + 1];
            if (cell.kind == WorkbookCell::Kind::Empty)
                continue;
            const QString where = QStringLiteral("%1, %2!%3").arg(file, t.sheet, cellReference(t.rowNumbers[sourceRow[*it]], t.columnNumbers[std::size_t(c) + 1]));
            QString note = cell.formula.isEmpty() ? where : QStringLiteral("%1 in %2").arg(cell.formula, where);
            if (cell.date)
                note += QStringLiteral(" (a date, read as its serial day number)");
            alt.provenance[project.criteria[std::size_t(c)].id] = note;
        }
    }
    result.project = std::move(project);
    return imported;
}

} // namespace verdict
