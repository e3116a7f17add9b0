#pragma once

#include "core/message.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

// Spreadsheets read as a table (issue 37; docs/file-format.md, "Spreadsheets"): one sheet of an .xlsx (Office Open
// XML) or .ods (OpenDocument) workbook, through libzip, expat (an .xlsx sheet, an .ods's content) and QXmlStreamReader (the rest), as the cells a person sees — each
// formula's cached value, merged cells filled from their first cell, hidden rows and columns left out (said in a
// warning). Hostile files are refused, with one message naming where: zip bombs (an entry's size, its compression
// ratio, too many entries), XML with a DOCTYPE or entities, deep nesting, a used range past the cell limit, broken
// UTF-8, a workbook protected by a password, a legacy .xls.
namespace verdict {

struct WorkbookCell
{
    enum class Kind : quint8 { Empty, Number, Text };
    Kind kind = Kind::Empty;
    bool date = false;   // a date or time, kept as its serial number
    double number = 0.0; // Number (a boolean is 1 or 0; a date its serial number)
    QString text;        // Text (an error value such as "#DIV/0!" too)
    QString formula;     // "=B2*C2" when the cell is a formula (its value is the cached one)
};

// The used range of one sheet, hidden rows and columns left out: the cell at (r, c) is at sheet row rowNumbers()[r]
// and column columnNumbers()[c] (both 1-based). Kept compactly, as most of a large sheet is plain numbers: 16 bytes a
// cell, with the rare text or formula beside (a 10,000 × 200 sheet is 32 MB rather than a WorkbookCell's 128).
class WorkbookTable
{
public:
    WorkbookTable() = default;
    // Every cell empty, at these rows and columns of the sheet.
    WorkbookTable(std::vector<int> rowNumbers, std::vector<int> columnNumbers);

    QString sheet;        // its name
    QStringList warnings; // hidden rows and columns left out, dates kept as numbers

    const std::vector<int> &rowNumbers() const { return m_rowNumbers; }
    const std::vector<int> &columnNumbers() const { return m_columnNumbers; }
    std::size_t rowCount() const { return m_rowNumbers.size(); }
    std::size_t columnCount() const { return m_columnNumbers.size(); }

    // A cell's parts; a cell outside the table is empty.
    WorkbookCell::Kind kind(std::size_t row, std::size_t column) const { return slot(row, column).kind; }
    double number(std::size_t row, std::size_t column) const { return slot(row, column).number; }
    bool isDate(std::size_t row, std::size_t column) const { return slot(row, column).date; }
    QString text(std::size_t row, std::size_t column) const;
    QString formula(std::size_t row, std::size_t column) const;
    WorkbookCell cell(std::size_t row, std::size_t column) const;
    bool rowIsEmpty(std::size_t row) const;

    // Sets a cell inside the table.
    void setCell(std::size_t row, std::size_t column, const WorkbookCell &cell);
    void setNumber(std::size_t row, std::size_t column, double number);
    // Appends a copy of `from`'s row `row` (its cells and its row number); `from` has this table's columns.
    void appendRow(const WorkbookTable &from, std::size_t row);

private:
    static constexpr quint32 kNoExtra = 0xFFFFFFFFu;
    struct Slot
    {
        double number = 0.0;
        quint32 extra = kNoExtra; // the index of its text and formula in m_extras, when it has either
        WorkbookCell::Kind kind = WorkbookCell::Kind::Empty;
        bool date = false;
    };
    static_assert(sizeof(Slot) == 16);
    struct Extra
    {
        QString text, formula;
    };
    const Slot &slot(std::size_t row, std::size_t column) const
    {
        static const Slot empty;
        return row < rowCount() && column < columnCount() ? m_cells[row * columnCount() + column] : empty;
    }

    std::vector<int> m_rowNumbers, m_columnNumbers;
    std::vector<Slot> m_cells; // row by row
    std::vector<Extra> m_extras;
};

struct WorkbookLimits
{
    qint64 maxEntryBytes = 256LL * 1024 * 1024; // an entry's uncompressed size
    double maxRatio = 200.0;                    // uncompressed / compressed, for entries over 1 MiB
    int maxEntries = 10'000;
    int maxDepth = 64;                          // XML element nesting
    qint64 maxCells = 20'000'000;               // the used range (rows × columns) of the sheet read
};

enum class WorkbookFormat { Xlsx, Ods };
// The format a file name says (".xlsx", ".ods", any case), else nullopt.
std::optional<WorkbookFormat> workbookFormat(const QString &fileName);

struct WorkbookRead
{
    std::optional<WorkbookTable> table;
    QStringList sheets; // every sheet's name, in order (for "no sheet X: the sheets are …")
    Messages messages;  // one error when refused; never a half-read table
};

// Reads sheet `sheet` (empty: the first) of a workbook. `fileName` names it in messages. A legacy .xls or an encrypted
// workbook (both OLE compound files) is refused with what to do instead.
WorkbookRead readWorkbook(const QByteArray &bytes, WorkbookFormat format, const QString &sheet = {},
                          const WorkbookLimits &limits = {});

namespace detail {
// readWorkbook with an .xlsx sheet's or an .ods's content XML read by QXmlStreamReader rather than expat, the two feeding the same cells:
// the oracle the tests and the fuzz target compare the product's reader with. Not for the product's own use.
WorkbookRead readWorkbookWithQtTokenizer(const QByteArray &bytes, WorkbookFormat format, const QString &sheet = {},
                                         const WorkbookLimits &limits = {});
} // namespace detail

// "C4" for row 4, column 3 (1-based); "AA1" for column 27.
QString cellReference(int row, int column);

// A workbook's sheet as a project, read as the CSV contract reads a table (a header row of criteria, a column of
// names, optional keyword rows): every value's provenance is the file, the sheet and the cell ("pricing.xlsx,
// Prices!C4"; a formula's, "=B2*C2 in Prices!D2"); every problem names its cell.
LoadResult readWorkbookProject(const QByteArray &bytes, WorkbookFormat format, const QString &fileName, const QString &sheet = {});

// readWorkbookProject with what the window's import shows beside it (a sheet that does not read says to choose another
// "in the Sheet box", where readWorkbookProject says "with --sheet NAME").
struct WorkbookImport
{
    LoadResult load;
    QStringList sheets;            // every sheet's name, in order
    QString sheet;                 // the one read (the Matrix of Verdict's own export when no sheet was named)
    std::vector<QStringList> rows; // its first rows as the table reads them (blank rows left out), for a preview
    bool directionsGiven = false;  // a `direction` row says which criteria are costs
};
WorkbookImport importWorkbook(const QByteArray &bytes, WorkbookFormat format, const QString &fileName,
                              const QString &sheet = {}, int previewRows = 20);

} // namespace verdict
