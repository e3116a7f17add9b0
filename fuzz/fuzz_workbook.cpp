// The spreadsheet reader (format/workbook.h): the fuzzed bytes are the XML a workbook holds, packed into a zip made
// here (stored, so a mutation reaches the XML parser instead of a CRC check), read as a table and as a project.
// Input: one byte choosing the format (even: .xlsx, odd: .ods), then the parts separated by "\n--8<--\n":
//   xlsx: xl/worksheets/sheet1.xml, xl/sharedStrings.xml, xl/styles.xml, xl/workbook.xml (missing or empty ones
//         are a minimal valid default; the relationships are fixed, so sheet "S" is the first sheet and "T" the second);
//   ods:  content.xml.
// Checked: a refusal says why; an .xlsx sheet or an .ods's content read by expat (the product) and by
// QXmlStreamReader (the oracle) gives the same cells whenever both read it; a table's row and column numbers are in order and lie within the sheet; the
// project read from a table holds exactly its alternatives' values; nothing crashes, leaks or reads out of bounds.
#include "format/workbook.h"

#include <zip.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <utility>
#include <vector>

using namespace verdict;

namespace {

QByteArray storedZip(const std::vector<std::pair<const char *, QByteArray>> &entries)
{
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t *buffer = zip_source_buffer_create(nullptr, 0, 0, &error);
    if (!buffer)
        std::abort();
    zip_source_keep(buffer);
    zip_t *archive = zip_open_from_source(buffer, ZIP_TRUNCATE, &error);
    if (!archive)
        std::abort();
    for (const auto &[name, data] : entries) {
        zip_source_t *s = zip_source_buffer(archive, data.constData(), zip_uint64_t(data.size()), 0);
        const zip_int64_t index = s ? zip_file_add(archive, name, s, ZIP_FL_OVERWRITE) : -1;
        if (index < 0 || zip_set_file_compression(archive, zip_uint64_t(index), ZIP_CM_STORE, 0) != 0)
            std::abort();
    }
    if (zip_close(archive) != 0)
        std::abort();
    QByteArray bytes;
    if (zip_source_open(buffer) != 0)
        std::abort();
    char chunk[65536];
    zip_int64_t n = 0;
    while ((n = zip_source_read(buffer, chunk, sizeof chunk)) > 0)
        bytes.append(chunk, qsizetype(n));
    zip_source_close(buffer);
    zip_source_free(buffer);
    zip_error_fini(&error);
    return bytes;
}

const char kWorkbook[] = R"(<?xml version="1.0" encoding="UTF-8"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/><sheet name="T" sheetId="2" r:id="rId4"/></sheets></workbook>)";
const char kRels[] = R"(<?xml version="1.0" encoding="UTF-8"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>)";
const char kSheet[] = R"(<?xml version="1.0" encoding="UTF-8"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>alternative</t></is></c><c r="B1" t="inlineStr"><is><t>Cost</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>A</t></is></c><c r="B2"><v>1</v></c></row></sheetData></worksheet>)";
const char kStrings[] = R"(<?xml version="1.0" encoding="UTF-8"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>)";
const char kStyles[] = R"(<?xml version="1.0" encoding="UTF-8"?>
<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>)";

void checkTable(const WorkbookTable &t)
{
    // Rows and columns in order, within the sheet.
    const auto rising = [](const std::vector<int> &numbers, int most) {
        int previous = 0;
        for (const int n : numbers) {
            if (n <= previous || n > most)
                std::abort();
            previous = n;
        }
    };
    rising(t.rowNumbers(), 1'048'576);
    rising(t.columnNumbers(), 16'384);
}

// The product's reader (expat for an .xlsx sheet and an .ods's content) and the oracle (QXmlStreamReader), both accepting, read the same
// cells. (Where one refuses what the other reads, the two XML parsers differ on what is well-formed; neither holds
// a half-read table, which checkTable and the refusal's message cover.)
void checkSameAsOracle(const WorkbookRead &read, const WorkbookRead &oracle)
{
    if (!read.table || !oracle.table)
        return;
    const WorkbookTable &a = *read.table, &b = *oracle.table;
    if (a.sheet != b.sheet || a.rowNumbers() != b.rowNumbers() || a.columnNumbers() != b.columnNumbers() || a.warnings != b.warnings
        || read.sheets != oracle.sheets)
        std::abort();
    for (std::size_t r = 0; r < a.rowCount(); ++r)
        for (std::size_t c = 0; c < a.columnCount(); ++c) {
            const WorkbookCell x = a.cell(r, c), y = b.cell(r, c);
            if (x.kind != y.kind || std::memcmp(&x.number, &y.number, sizeof x.number) != 0 || x.text != y.text
                || x.formula != y.formula || x.date != y.date)
                std::abort();
        }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size < 1)
        return 0;
    const bool ods = data[0] & 1;
    const QByteArray input = QByteArray(reinterpret_cast<const char *>(data) + 1, qsizetype(size - 1));
    std::vector<QByteArray> part;
    for (qsizetype from = 0;;) {
        const qsizetype at = input.indexOf("\n--8<--\n", from);
        part.push_back(input.mid(from, at < 0 ? -1 : at - from));
        if (at < 0)
            break;
        from = at + 8;
    }
    const auto pick = [&](std::size_t i, const char *fallback) { return i < part.size() && !part[i].isEmpty() ? part[i] : QByteArray(fallback); };
    const QByteArray zip = ods ? storedZip({{"mimetype", QByteArrayLiteral("application/vnd.oasis.opendocument.spreadsheet")},
                                            {"content.xml", part[0]}})
                               : storedZip({{"xl/workbook.xml", pick(3, kWorkbook)},
                                            {"xl/_rels/workbook.xml.rels", QByteArray(kRels)},
                                            {"xl/worksheets/sheet1.xml", pick(0, kSheet)},
                                            {"xl/sharedStrings.xml", pick(1, kStrings)},
                                            {"xl/styles.xml", pick(2, kStyles)}});
    const WorkbookFormat format = ods ? WorkbookFormat::Ods : WorkbookFormat::Xlsx;
    for (const QString &sheet : {QString(), QStringLiteral("t")}) {
        const WorkbookRead read = readWorkbook(zip, format, sheet);
        if (read.table)
            checkTable(*read.table);
        else if (!hasErrors(read.messages))
            std::abort(); // refused without saying why
        checkSameAsOracle(read, detail::readWorkbookWithQtTokenizer(zip, format, sheet));
        const WorkbookImport imported = importWorkbook(zip, format, QStringLiteral("fuzz.xlsx"), sheet, 20);
        if (imported.load.project && !imported.load.ok() && !hasErrors(imported.load.messages))
            std::abort();
        if (!imported.load.project && !hasErrors(imported.load.messages))
            std::abort(); // no project and no error
        if (imported.rows.size() > 20)
            std::abort();
        if (const std::optional<ProjectData> &p = imported.load.project) {
            if (p->values.rows() != p->alternativeCount() || p->values.cols() != p->criterionCount())
                std::abort();
        }
    }
    return 0;
}
