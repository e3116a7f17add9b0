#pragma once

#include "core/message.h"

#include <QByteArray>
#include <QChar>
#include <QString>
#include <QStringList>
#include <QStringView>

#include <optional>
#include <vector>

namespace verdict {

// Where a cell starts in the source text (1-based; columns count characters, not bytes).
struct CellPosition
{
    int line = 0;
    int column = 0;
};

// A parsed delimited text file: every row has the header's cell count.
struct DelimitedTable
{
    std::vector<QStringList> rows;                    // cells, unquoted
    std::vector<int> lines;                           // 1-based line of each row start
    std::vector<std::vector<CellPosition>> positions; // where each cell starts, parallel to rows
    // A spreadsheet's table: each cell's column number, the same in every row; a row without positions has its cells
    // at (lines[row], columns[cell]).
    std::vector<int> columns;
    // A spreadsheet's numbers in an alternative's row, read as they are rather than from text (NaN: read rows' text;
    // empty, or a row not here: every cell is text). A CSV file has none. Such a row's text may end before its
    // numbers do: the cells past its end are empty.
    std::vector<std::vector<double>> numbers;
    QChar delimiter;

    CellPosition position(std::size_t row, qsizetype cell) const;
};

// Generic RFC 4180 reader (the CSV matrix, the AHP reader and the clipboard paste parser use it).
// UTF-8 (a BOM is allowed), RFC 4180 quoting (quoted fields may contain delimiters, "" and newlines), LF or
// CRLF line ends. The delimiter is whichever of ',', ';', '\t' splits the header row (outside quotes) into the
// most cells, ties broken in that order, unless `delimiter` is given. Every row must have the header's cell
// count. Problems are appended to `messages` as Message::syntax(line, column, text); nullopt when any is an
// error. A trailing newline is fine and blank lines at the end are ignored.
std::optional<DelimitedTable> readDelimited(const QByteArray &bytes, Messages &messages,
                                            std::optional<QChar> delimiter = {});

// The shortest text that reads back to the same double (std::to_chars), '.' as the decimal separator.
// Non-finite values give an empty string (they cannot be written as numbers).
QString formatNumber(double value);

// A C-locale decimal or exponent literal ("12", "-0.5", "1e-3", ".5"); surrounding spaces are ignored. With
// `decimalComma`, ',' is the decimal separator instead of '.'. Refuses thousands separators, currency
// symbols, '%', spaces inside, NaN/Inf and out-of-range values; `why` (if given) receives the reason.
std::optional<double> parseNumber(QStringView text, bool decimalComma, QString *why = nullptr);

// Formula-injection guard for text cells written to a spreadsheet format: prefixes ' when `text` starts with
// = + - @ tab CR or NUL (or with a ' that unguardCell would otherwise strip), so no spreadsheet runs it.
// unguardCell(guardCell(t)) == t for every t.
QString guardCell(const QString &text);
QString unguardCell(const QString &text); // removes that one guard character again
bool needsGuard(QStringView text);        // whether guardCell would add the guard

} // namespace verdict
