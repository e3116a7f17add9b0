// readDelimited (the RFC 4180 reader behind the CSV matrix, the AHP reader and the clipboard paste parser),
// with detection and with each forced delimiter; every cell also goes through parseNumber, and every number
// parsed must format and parse back to the same bits.
#include "csv/delimited.h"

#include <cstdint>
#include <cstdlib>
#include <cstring>

using namespace verdict;

static void checkNumber(const QString &cell, bool decimalComma)
{
    const std::optional<double> value = parseNumber(cell, decimalComma);
    if (!value)
        return;
    const std::optional<double> back = parseNumber(formatNumber(*value), false);
    if (!back || std::memcmp(&*back, &*value, sizeof(double)) != 0)
        std::abort(); // a number that does not survive formatNumber
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    for (const std::optional<QChar> delimiter : {std::optional<QChar>(), std::optional<QChar>(u';'), std::optional<QChar>(u'\t')}) {
        Messages messages;
        const std::optional<DelimitedTable> table = readDelimited(bytes, messages, delimiter);
        if (!table) {
            if (!hasErrors(messages))
                std::abort(); // refused without saying why
            continue;
        }
        const qsizetype width = table->rows.front().size();
        if (table->lines.size() != table->rows.size() || table->positions.size() != table->rows.size())
            std::abort();
        for (const QStringList &row : table->rows) {
            if (row.size() != width)
                std::abort(); // ragged rows must be refused
            for (const QString &cell : row) {
                checkNumber(cell, false);
                checkNumber(cell, true);
                if (unguardCell(guardCell(cell)) != cell)
                    std::abort();
            }
        }
    }
    return 0;
}
