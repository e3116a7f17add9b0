// Spreadsheets read as the CSV contract reads a table (model/format/workbook.h, issue 37): workbooks written here
// with libzip — an .xlsx with inline strings, one with shared strings, a formula, a merged header and a hidden column,
// an .ods with repeated and covered cells — each compared with the CSV it stands for; and every hostile input refused
// with one located message and nothing read.
#include "csv/csvmatrix.h"
#include "evaluation/evaluation.h"
#include "format/projectfile.h"
#include "format/workbook.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <zip.h>

#include <cstring>
#include <map>

using namespace verdict;

namespace {

// A zip of these entries (deflated), as bytes.
QByteArray makeZip(const std::vector<std::pair<QString, QByteArray>> &entries)
{
    zip_error_t error;
    zip_error_init(&error);
    zip_source_t *buffer = zip_source_buffer_create(nullptr, 0, 0, &error);
    zip_t *zip = zip_open_from_source(buffer, ZIP_TRUNCATE, &error);
    zip_source_keep(buffer);
    for (const auto &[name, data] : entries) {
        auto *copy = static_cast<char *>(malloc(std::size_t(std::max<qsizetype>(data.size(), 1))));
        memcpy(copy, data.constData(), std::size_t(data.size()));
        zip_source_t *source = zip_source_buffer(zip, copy, zip_uint64_t(data.size()), 1);
        zip_file_add(zip, name.toUtf8().constData(), source, ZIP_FL_ENC_UTF_8);
    }
    zip_close(zip);
    QByteArray out;
    zip_source_open(buffer);
    zip_source_seek(buffer, 0, SEEK_END);
    const zip_int64_t size = zip_source_tell(buffer);
    zip_source_seek(buffer, 0, SEEK_SET);
    out.resize(qsizetype(size));
    zip_source_read(buffer, out.data(), zip_uint64_t(size));
    zip_source_close(buffer);
    zip_source_free(buffer);
    zip_error_fini(&error);
    return out;
}

QByteArray xlsx(const QByteArray &sheetXml, const QByteArray &sharedStrings = {}, const QByteArray &styles = {},
                const QByteArray &workbookSheets = "<sheet name=\"Prices\" sheetId=\"1\" r:id=\"rId1\"/>")
{
    std::vector<std::pair<QString, QByteArray>> entries{
        {QStringLiteral("[Content_Types].xml"), "<?xml version=\"1.0\"?><Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"/>"},
        {QStringLiteral("xl/workbook.xml"),
         "<?xml version=\"1.0\"?><workbook xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\" "
         "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\"><sheets>"
             + workbookSheets + "</sheets></workbook>"},
        {QStringLiteral("xl/_rels/workbook.xml.rels"),
         "<?xml version=\"1.0\"?><Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
         "<Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet\" Target=\"worksheets/sheet1.xml\"/>"
         "</Relationships>"},
        {QStringLiteral("xl/worksheets/sheet1.xml"),
         sheetXml.startsWith("<!") // a prolog of its own (a DOCTYPE): the whole document as given
             ? "<?xml version=\"1.0\"?>" + sheetXml
             : "<?xml version=\"1.0\"?><worksheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\">" + sheetXml + "</worksheet>"},
    };
    if (!sharedStrings.isEmpty())
        entries.push_back({QStringLiteral("xl/sharedStrings.xml"),
                           "<?xml version=\"1.0\"?><sst xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\">" + sharedStrings + "</sst>"});
    if (!styles.isEmpty())
        entries.push_back({QStringLiteral("xl/styles.xml"),
                           "<?xml version=\"1.0\"?><styleSheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\">" + styles + "</styleSheet>"});
    return makeZip(entries);
}

QByteArray is(const char *text)
{
    return QByteArray("<is>\n  <t>") + text + "</t>\n</is>"; // laid out as Gnumeric writes it: the spaces are not text
}

QByteArray inlineRow(int row, const std::vector<QByteArray> &cells)
{
    QByteArray xml = "<row r=\"" + QByteArray::number(row) + "\">";
    for (std::size_t c = 0; c < cells.size(); ++c) {
        const QByteArray ref = QByteArray(1, char('A' + int(c))) + QByteArray::number(row);
        bool number = false;
        cells[c].toDouble(&number);
        xml += number ? "<c r=\"" + ref + "\"><v>" + cells[c] + "</v></c>" : "<c r=\"" + ref + "\" t=\"inlineStr\">" + is(cells[c].constData()) + "</c>";
    }
    return xml + "</row>";
}

const char *kCsv = "alternative,Cost,Quality\nweight,1,3\ndirection,min,max\nA,10,2\nB,20,4\nC,30,3\n";

QByteArray simpleSheet()
{
    return "<sheetData>" + inlineRow(1, {"alternative", "Cost", "Quality"}) + inlineRow(2, {"weight", "1", "3"})
           + inlineRow(3, {"direction", "min", "max"}) + inlineRow(4, {"A", "10", "2"}) + inlineRow(5, {"B", "20", "4"})
           + inlineRow(6, {"C", "30", "3"}) + "</sheetData>";
}

QByteArray ods(const QByteArray &tables)
{
    return makeZip({{QStringLiteral("mimetype"), "application/vnd.oasis.opendocument.spreadsheet"},
                    {QStringLiteral("content.xml"),
                     "<?xml version=\"1.0\"?><office:document-content xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\" "
                     "xmlns:table=\"urn:oasis:names:tc:opendocument:xmlns:table:1.0\" xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\">"
                     "<office:body><office:spreadsheet>"
                         + tables + "</office:spreadsheet></office:body></office:document-content>"}});
}

QByteArray odsText(const char *text)
{
    return QByteArray("<table:table-cell office:value-type=\"string\"><text:p>") + text + "</text:p></table:table-cell>";
}
QByteArray odsNumber(const char *value)
{
    return QByteArray("<table:table-cell office:value-type=\"float\" office:value=\"") + value + "\"><text:p>" + value + "</text:p></table:table-cell>";
}

QStringList ranking(const ProjectData &project)
{
    QStringList names;
    const Evaluation e = evaluate(project);
    for (const LiveRanking::Row &row : e.ranking().rows)
        names << row.name;
    return names;
}

// Where two reads of a workbook differ ("" when they read the same cells or both refuse).
QString difference(const WorkbookRead &a, const WorkbookRead &b)
{
    if (bool(a.table) != bool(b.table))
        return QStringLiteral("one refuses, the other reads: %1 / %2")
            .arg(a.messages.empty() ? QString() : a.messages.front().text, b.messages.empty() ? QString() : b.messages.front().text);
    if (!a.table)
        return {};
    const WorkbookTable &x = *a.table, &y = *b.table;
    if (x.sheet != y.sheet || x.rowNumbers() != y.rowNumbers() || x.columnNumbers() != y.columnNumbers() || x.warnings != y.warnings)
        return QStringLiteral("the sheets, rows, columns or warnings differ");
    for (std::size_t r = 0; r < x.rowCount(); ++r)
        for (std::size_t c = 0; c < x.columnCount(); ++c) {
            const WorkbookCell p = x.cell(r, c), q = y.cell(r, c);
            if (p.kind != q.kind || std::memcmp(&p.number, &q.number, sizeof p.number) != 0 || p.text != q.text
                || p.formula != q.formula || p.date != q.date)
                return QStringLiteral("cell %1: \"%2\" %3 \"%4\" / \"%5\" %6 \"%7\"")
                    .arg(cellReference(x.rowNumbers()[r], x.columnNumbers()[c]), p.text)
                    .arg(p.number)
                    .arg(p.formula, q.text)
                    .arg(q.number)
                    .arg(q.formula);
        }
    return {};
}

QString errorsOf(const Messages &messages)
{
    QStringList out;
    for (const Message &m : messages)
        out << m.text;
    return out.join(QStringLiteral(" | "));
}

} // namespace

class TestWorkbook : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The smallest workbook: inline strings and numbers, as the CSV it stands for: the same criteria, directions,
    // weights, values and ranking; each value's source is its cell.
    void inlineStringsReadAsTheCsv()
    {
        const LoadResult csv = readCsvProject(kCsv);
        QVERIFY(csv.ok());
        const LoadResult book = readWorkbookProject(xlsx(simpleSheet()), WorkbookFormat::Xlsx, QStringLiteral("/tmp/prices.xlsx"));
        QVERIFY2(book.ok(), qPrintable(errorsOf(book.messages)));
        const ProjectData &a = *csv.project, &b = *book.project;
        QCOMPARE(b.criterionCount(), a.criterionCount());
        for (int c = 0; c < a.criterionCount(); ++c) {
            QCOMPARE(b.criteria[std::size_t(c)].name, a.criteria[std::size_t(c)].name);
            QCOMPARE(b.criteria[std::size_t(c)].direction, a.criteria[std::size_t(c)].direction);
            QCOMPARE(b.profiles.front().weights[std::size_t(c)], a.profiles.front().weights[std::size_t(c)]);
        }
        QCOMPARE(b.values, a.values);
        QCOMPARE(ranking(b), ranking(a));
        QCOMPARE(b.alternatives[1].provenance.at(b.criteria[0].id), QStringLiteral("prices.xlsx, Prices!B5"));
        QCOMPARE(b.alternatives[2].provenance.at(b.criteria[1].id), QStringLiteral("prices.xlsx, Prices!C6"));
    }

    // Every value's source is its cell, in a row with an empty cell too (which has no source), in a sheet whose
    // rows and columns do not start at A1; the notes are written to a project file and read back as text.
    void everyValueNamesItsCell()
    {
        const QByteArray sheet = "<sheetData>"
                                 "<row r=\"3\"><c r=\"C3\" t=\"inlineStr\"><is><t>alternative</t></is></c><c r=\"D3\" t=\"inlineStr\"><is><t>Cost</t></is></c>"
                                 "<c r=\"E3\" t=\"inlineStr\"><is><t>Quality</t></is></c></row>"
                                 "<row r=\"4\"><c r=\"C4\" t=\"inlineStr\"><is><t>direction</t></is></c><c r=\"D4\" t=\"inlineStr\"><is><t>min</t></is></c>"
                                 "<c r=\"E4\" t=\"inlineStr\"><is><t>max</t></is></c></row>"
                                 "<row r=\"7\"><c r=\"C7\" t=\"inlineStr\"><is><t>A</t></is></c><c r=\"D7\"><v>10</v></c></row>"
                                 "<row r=\"8\"><c r=\"C8\" t=\"inlineStr\"><is><t>B</t></is></c><c r=\"D8\"><v>20</v></c><c r=\"E8\"><v>4</v></c></row>"
                                 "<row r=\"9\"><c r=\"C9\" t=\"inlineStr\"><is><t>C</t></is></c><c r=\"D9\"><f>D8+10</f><v>30</v></c><c r=\"E9\"><v>3</v></c></row>"
                                 "</sheetData>";
        const LoadResult book = readWorkbookProject(xlsx(sheet), WorkbookFormat::Xlsx, QStringLiteral("/data/prices.xlsx"));
        QVERIFY2(book.ok(), qPrintable(errorsOf(book.messages)));
        const ProjectData &p = *book.project;
        QCOMPARE(p.alternativeCount(), 3);
        QVERIFY(isMissing(p.values.at(0, 1)));
        const CellNotes::Map expected[] = {
            {{p.criteria[0].id, QStringLiteral("prices.xlsx, Prices!D7")}},
            {{p.criteria[0].id, QStringLiteral("prices.xlsx, Prices!D8")}, {p.criteria[1].id, QStringLiteral("prices.xlsx, Prices!E8")}},
            {{p.criteria[0].id, QStringLiteral("=D8+10 in prices.xlsx, Prices!D9")}, {p.criteria[1].id, QStringLiteral("prices.xlsx, Prices!E9")}},
        };
        for (int a = 0; a < 3; ++a) {
            QCOMPARE(p.alternatives[std::size_t(a)].provenance.materialized(), expected[a]);
            for (int c = 0; c < 2; ++c)
                QCOMPARE(p.provenance(a, c), expected[a].count(p.criteria[std::size_t(c)].id) ? expected[a].at(p.criteria[std::size_t(c)].id) : QString());
        }
        const LoadResult back = readProject(writeProject(p));
        QVERIFY2(back.ok(), qPrintable(errorsOf(back.messages)));
        for (int a = 0; a < 3; ++a)
            QCOMPARE(back.project->alternatives[std::size_t(a)].provenance.materialized(), expected[a]);
        QVERIFY(*back.project == p);
    }

    // The window's preview shows each row as the table reads it, every cell of an alternative's row included (its
    // numbers are kept apart from its text, which ends at its last text cell), an empty cell as empty.
    void previewShowsEveryCell()
    {
        const QByteArray sheet = "<sheetData>"
                                 "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>alternative</t></is></c><c r=\"B1\" t=\"inlineStr\"><is><t>Cost</t></is></c>"
                                 "<c r=\"C1\" t=\"inlineStr\"><is><t>Quality</t></is></c><c r=\"D1\" t=\"inlineStr\"><is><t>Risk</t></is></c></row>"
                                 "<row r=\"2\"><c r=\"A2\" t=\"inlineStr\"><is><t>weight</t></is></c><c r=\"B2\"><v>2</v></c><c r=\"C2\"><v>1</v></c><c r=\"D2\"><v>1</v></c></row>"
                                 "<row r=\"3\"><c r=\"A3\" t=\"inlineStr\"><is><t>A</t></is></c><c r=\"B3\"><v>10.5</v></c><c r=\"C3\"><v>3</v></c></row>"
                                 "<row r=\"4\"><c r=\"A4\" t=\"inlineStr\"><is><t>B</t></is></c><c r=\"B4\" t=\"inlineStr\"><is><t>n/a</t></is></c><c r=\"D4\"><v>4</v></c></row>"
                                 "</sheetData>";
        const WorkbookImport imported = importWorkbook(xlsx(sheet), WorkbookFormat::Xlsx, QStringLiteral("p.xlsx"));
        const std::vector<QStringList> expected{
            {QStringLiteral("alternative"), QStringLiteral("Cost"), QStringLiteral("Quality"), QStringLiteral("Risk")},
            {QStringLiteral("weight"), QStringLiteral("2"), QStringLiteral("1"), QStringLiteral("1")},
            {QStringLiteral("A"), QStringLiteral("10.5"), QStringLiteral("3"), QString()},
            {QStringLiteral("B"), QStringLiteral("n/a"), QString(), QStringLiteral("4")},
        };
        QCOMPARE(imported.rows, expected);
        // B's "n/a" is named at its cell; A's empty Risk is missing, not an error.
        QVERIFY(!imported.load.ok());
        const QString errors = errorsOf(imported.load.messages);
        QVERIFY2(errors.contains(QStringLiteral("Prices!B4")) && !errors.contains(QStringLiteral("Prices!D3")), qPrintable(errors));
    }

    // A problem in a cell is named by the cell, past a hidden column, in a sheet that does not start at A1.
    void aProblemNamesItsCell()
    {
        const QByteArray sheet = "<cols><col min=\"4\" max=\"4\" hidden=\"1\"/></cols><sheetData>"
                                 "<row r=\"3\"><c r=\"C3\" t=\"inlineStr\"><is><t>alternative</t></is></c><c r=\"D3\" t=\"inlineStr\"><is><t>Secret</t></is></c>"
                                 "<c r=\"E3\" t=\"inlineStr\"><is><t>Cost</t></is></c><c r=\"F3\" t=\"inlineStr\"><is><t>Quality</t></is></c></row>"
                                 "<row r=\"7\"><c r=\"C7\" t=\"inlineStr\"><is><t>A</t></is></c><c r=\"D7\"><v>1</v></c><c r=\"E7\"><v>10</v></c><c r=\"F7\"><v>2</v></c></row>"
                                 "<row r=\"8\"><c r=\"C8\" t=\"inlineStr\"><is><t>B</t></is></c><c r=\"D8\"><v>1</v></c><c r=\"E8\"><v>20</v></c>"
                                 "<c r=\"F8\" t=\"inlineStr\"><is><t>lots</t></is></c></row>"
                                 "</sheetData>";
        const LoadResult book = readWorkbookProject(xlsx(sheet), WorkbookFormat::Xlsx, QStringLiteral("prices.xlsx"));
        QVERIFY(!book.ok());
        const QString errors = errorsOf(book.messages);
        QVERIFY2(errors.contains(QStringLiteral("Prices!F8: ")), qPrintable(errors));
        QVERIFY2(!errors.contains(QStringLiteral("Prices!E8")) && !errors.contains(QStringLiteral("Prices!A")), qPrintable(errors));
    }

    // Shared strings (with a rich run and a phonetic guide), a formula's cached value with its text as the source, a
    // date kept as its serial number with a note, a merged header cell filled across, and a hidden column left out with
    // a warning.
    void sharedStringsFormulasMergesAndHiddenColumns()
    {
        const QByteArray strings = "<si>\n <t>alternative</t>\n</si><si><r><t>Co</t></r>\n<r><t>st</t></r><rPh><t>x</t></rPh></si>"
                                   "<si><t>Quality</t></si><si><t>weight</t></si><si><t>direction</t></si><si><t>min</t></si>"
                                   "<si><t>max</t></si><si><t>A</t></si><si><t>B</t></si><si><t>secret</t></si><si><t>group</t></si>"
                                   "<si><t>Money</t></si>";
        const QByteArray styles = "<numFmts><numFmt numFmtId=\"164\" formatCode=\"yyyy\\-mm\\-dd\"/></numFmts>"
                                  "<cellXfs><xf numFmtId=\"0\"/><xf numFmtId=\"164\"/></cellXfs>";
        const QByteArray sheet =
            "<cols><col min=\"4\" max=\"4\" hidden=\"1\"/></cols><sheetData>"
            "<row r=\"1\"><c r=\"A1\" t=\"s\"><v>0</v></c><c r=\"B1\" t=\"s\"><v>1</v></c><c r=\"C1\" t=\"s\"><v>2</v></c><c r=\"D1\" t=\"s\"><v>9</v></c></row>"
            "<row r=\"2\"><c r=\"A2\" t=\"s\"><v>10</v></c><c r=\"B2\" t=\"s\"><v>11</v></c></row>"
            "<row r=\"3\"><c r=\"A3\" t=\"s\"><v>3</v></c><c r=\"B3\"><v>1</v></c><c r=\"C3\"><v>3</v></c><c r=\"D3\"><v>7</v></c></row>"
            "<row r=\"4\"><c r=\"A4\" t=\"s\"><v>4</v></c><c r=\"B4\" t=\"s\"><v>5</v></c><c r=\"C4\" t=\"s\"><v>6</v></c></row>"
            "<row r=\"5\"><c r=\"A5\" t=\"s\"><v>7</v></c><c r=\"B5\"><f>E5*2</f><v>10</v></c><c r=\"C5\" s=\"1\"><v>45000</v></c><c r=\"D5\"><v>99</v></c></row>"
            "<row r=\"6\"><c r=\"A6\" t=\"s\"><v>8</v></c><c r=\"B6\"><v>20</v></c><c r=\"C6\"><v>44000</v></c></row>"
            "</sheetData><mergeCells count=\"1\"><mergeCell ref=\"B2:C2\"/></mergeCells>";
        const LoadResult book = readWorkbookProject(xlsx(sheet, strings, styles), WorkbookFormat::Xlsx, QStringLiteral("prices.xlsx"));
        QVERIFY2(book.ok(), qPrintable(errorsOf(book.messages)));
        const ProjectData &p = *book.project;
        QCOMPARE(p.criterionCount(), 2); // the hidden column "secret" is left out
        QCOMPARE(p.criteria[0].name, QStringLiteral("Cost"));
        QCOMPARE(p.groups.size(), std::size_t(1)); // the merged "Money" over both criteria
        QCOMPARE(p.criteria[0].group, p.criteria[1].group);
        QCOMPARE(p.values.at(0, 0), 10.0);
        QCOMPARE(p.values.at(0, 1), 45000.0);
        QCOMPARE(p.alternatives[0].provenance.at(p.criteria[0].id), QStringLiteral("=E5*2 in prices.xlsx, Prices!B5"));
        QVERIFY(p.alternatives[0].provenance.at(p.criteria[1].id).contains(QStringLiteral("a date")));
        const QString warnings = errorsOf(book.messages);
        QVERIFY2(warnings.contains(QStringLiteral("hidden column D left out")), qPrintable(warnings));
        QVERIFY2(warnings.contains(QStringLiteral("1 date kept")), qPrintable(warnings));
    }

    // ods: repeated cells and rows are bounded (a row of 16,384 repeated empty cells and a million repeated empty rows
    // allocate nothing), a repeated value is repeated, a spanned cell fills what it covers.
    void odsRepeatsAndCoveredCells()
    {
        const QByteArray table =
            "<table:table table:name=\"Scores\">"
            "<table:table-column table:number-columns-repeated=\"16384\"/>"
            "<table:table-row>" + odsText("alternative") + odsText("Cost") + odsText("Quality")
            + "<table:table-cell table:number-columns-repeated=\"16381\"/></table:table-row>"
              "<table:table-row>" + odsText("direction") + odsText("min") + odsText("max") + "</table:table-row>"
              "<table:table-row>" + odsText("group") + "<table:table-cell office:value-type=\"string\" table:number-columns-spanned=\"2\"><text:p>Money</text:p></table:table-cell>"
              "<table:covered-table-cell/></table:table-row>"
              "<table:table-row>" + odsText("A") + odsNumber("10") + odsNumber("2") + "</table:table-row>"
              "<table:table-row table:number-rows-repeated=\"2\">" + odsText("B") + "<table:table-cell office:value-type=\"float\" office:value=\"7\" table:number-columns-repeated=\"2\"><text:p>7</text:p></table:table-cell></table:table-row>"
              "<table:table-row table:number-rows-repeated=\"1048000\"><table:table-cell table:number-columns-repeated=\"16384\"/></table:table-row>"
              "</table:table>";
        const WorkbookRead read = readWorkbook(ods(table), WorkbookFormat::Ods);
        QVERIFY2(read.table, qPrintable(errorsOf(read.messages)));
        const QString differs = difference(read, detail::readWorkbookWithQtTokenizer(ods(table), WorkbookFormat::Ods));
        QVERIFY2(differs.isEmpty(), qPrintable(differs)); // expat reads what QXmlStreamReader, the oracle, reads
        QCOMPARE(read.sheets, QStringList{QStringLiteral("Scores")});
        const WorkbookTable &t = *read.table;
        QCOMPARE(int(t.columnCount()), 3);
        QCOMPARE(int(t.rowCount()), 6);
        QCOMPARE(t.text(2, 2), QStringLiteral("Money")); // covered by the spanned cell
        QCOMPARE(t.number(5, 2), 7.0);                  // the repeated row, the repeated cell
        // Two rows named B: the CSV contract refuses the duplicate at its cell.
        const LoadResult book = readWorkbookProject(ods(table), WorkbookFormat::Ods, QStringLiteral("scores.ods"));
        QVERIFY(!book.ok());
        QVERIFY2(errorsOf(book.messages).contains(QStringLiteral("Scores!A6")), qPrintable(errorsOf(book.messages)));
        // A broken content.xml is refused where it breaks; the sheets' names and a second table are read as before.
        const WorkbookRead broken = readWorkbook(ods("<table:table table:name=\"S\"><table:table-row>caf\xC3</table:table-row></table:table>"),
                                                 WorkbookFormat::Ods);
        QVERIFY(!broken.table);
        QVERIFY2(errorsOf(broken.messages).contains(QStringLiteral("content.xml, line 1, column")), qPrintable(errorsOf(broken.messages)));
        const QByteArray two = table + "<table:table table:name=\"Notes\"><table:table-row>" + odsText("x") + "</table:table-row></table:table>";
        const WorkbookRead second = readWorkbook(ods(two), WorkbookFormat::Ods, QStringLiteral("notes"));
        QVERIFY2(second.table, qPrintable(errorsOf(second.messages)));
        QCOMPARE(second.sheets, (QStringList{QStringLiteral("Scores"), QStringLiteral("Notes")}));
        QCOMPARE(second.table->sheet, QStringLiteral("Notes"));
        QCOMPARE(second.table->rowCount(), std::size_t(1));
        QCOMPARE(second.table->text(0, 0), QStringLiteral("x"));
    }

    // Workbooks made by real clients from a CSV (tests/format/data/, made with the commands in its README): each
    // imports to the CSV's criteria, weights, values and ranking, with each value's cell as its source.
    void filesFromRealClients_data()
    {
        QTest::addColumn<QString>("workbook");
        QTest::addColumn<QString>("csv");
        const QString data = QStringLiteral(VERDICT_SOURCE_DIR "/tests/format/data/");
        for (const char *name : {"simple-gnumeric.xlsx", "simple-gnumeric.ods", "sample-gnumeric.xlsx", "sample-gnumeric.ods",
                                 "simple-libreoffice.xlsx", "simple-libreoffice.ods", "sample-libreoffice.xlsx", "sample-libreoffice.ods"}) {
            const QString file = data + QString::fromLatin1(name);
            if (!QFile::exists(file))
                continue;
            QTest::newRow(name) << file << data + QString::fromLatin1(name).section(u'-', 0, 0) + QStringLiteral(".csv");
        }
    }
    void filesFromRealClients()
    {
        QFETCH(QString, workbook);
        QFETCH(QString, csv);
        sameAsTheCsv(workbook, csv);
    }

    // The same, with the workbooks made now by the clients installed (Debian's gnumeric and libreoffice-calc, the
    // test packages): a newer client's files are read too. A missing client fails the test, never skips it.
    void filesTheClientsWriteNow_data()
    {
        QTest::addColumn<QString>("client");
        QTest::addColumn<QString>("format");
        for (const char *client : {"gnumeric", "libreoffice"})
            for (const char *format : {"xlsx", "ods"})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(client), QLatin1String(format))))
                    << QString::fromLatin1(client) << QString::fromLatin1(format);
    }
    void filesTheClientsWriteNow()
    {
        QFETCH(QString, client);
        QFETCH(QString, format);
        const QString program = QStandardPaths::findExecutable(client == QLatin1String("gnumeric") ? QStringLiteral("ssconvert")
                                                                                                     : QStringLiteral("soffice"));
        if (program.isEmpty())
            QFAIL(qPrintable(QStringLiteral("%1 is not installed (the test packages of packaging/debian-packages.txt have it)")
                                 .arg(client == QLatin1String("gnumeric") ? QStringLiteral("ssconvert (gnumeric)")
                                                                          : QStringLiteral("soffice (libreoffice-calc)"))));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString data = QStringLiteral(VERDICT_SOURCE_DIR "/tests/format/data/");
        for (const QString &name : {QStringLiteral("simple"), QStringLiteral("sample")}) {
            const QString csv = dir.filePath(name + QStringLiteral(".csv"));
            QVERIFY(QFile::copy(data + name + QStringLiteral(".csv"), csv));
            const QString out = dir.filePath(name + u'.' + format);
            QProcess p;
            if (client == QLatin1String("gnumeric"))
                p.start(program, {csv, out});
            else // as tests/format/data/README.md says the fixtures were made; its own profile, so runs never share one
                p.start(program, {QStringLiteral("-env:UserInstallation=file://%1/profile").arg(dir.path()), QStringLiteral("--headless"),
                                  QStringLiteral("--infilter=CSV:44,34,76,1"), QStringLiteral("--convert-to"), format,
                                  QStringLiteral("--outdir"), dir.path(), csv});
            QVERIFY2(p.waitForFinished(180000), qPrintable(client + QStringLiteral(" did not finish")));
            QVERIFY2(QFile::exists(out), qPrintable(QStringLiteral("%1 wrote no %2: %3").arg(client, out, QString::fromLocal8Bit(p.readAllStandardError()))));
            sameAsTheCsv(out, csv);
            if (QTest::currentTestFailed())
                return;
        }
    }

private:
    // A workbook imports to its CSV's criteria (names, directions, units), weights, groups, values and ranking, each
    // value's source its cell.
    void sameAsTheCsv(const QString &workbook, const QString &csv)
    {
        QFile w(workbook), c(csv);
        QVERIFY(w.open(QIODevice::ReadOnly) && c.open(QIODevice::ReadOnly));
        const LoadResult fromCsv = readCsvProject(c.readAll());
        QVERIFY(fromCsv.ok());
        const QByteArray bytes = w.readAll();
        const LoadResult book = readWorkbookProject(bytes, *workbookFormat(workbook), workbook);
        QVERIFY2(book.ok(), qPrintable(errorsOf(book.messages)));
        // expat (the product's sheet reader) reads the cells QXmlStreamReader (the oracle) reads.
        const QString differs = difference(readWorkbook(bytes, *workbookFormat(workbook)),
                                           detail::readWorkbookWithQtTokenizer(bytes, *workbookFormat(workbook)));
        QVERIFY2(differs.isEmpty(), qPrintable(differs));
        const ProjectData &a = *fromCsv.project, &b = *book.project;
        QCOMPARE(b.criterionCount(), a.criterionCount());
        QCOMPARE(b.alternativeCount(), a.alternativeCount());
        for (int k = 0; k < a.criterionCount(); ++k) {
            QCOMPARE(b.criteria[std::size_t(k)].name, a.criteria[std::size_t(k)].name);
            QCOMPARE(b.criteria[std::size_t(k)].direction, a.criteria[std::size_t(k)].direction);
            QCOMPARE(b.criteria[std::size_t(k)].unit, a.criteria[std::size_t(k)].unit);
        }
        QCOMPARE(b.profiles.front().weights, a.profiles.front().weights);
        QCOMPARE(b.groups, a.groups);
        QCOMPARE(b.values, a.values);
        QCOMPARE(ranking(b), ranking(a));
        // The first alternative's first value: its cell, the second row after the keyword rows' count.
        const QString first = b.alternatives[0].provenance.at(b.criteria[0].id);
        QVERIFY2(first.startsWith(QFileInfo(workbook).fileName() + QStringLiteral(", ")) && first.contains(QStringLiteral("!B")), qPrintable(first));
    }

private Q_SLOTS:

    // An .xlsx sheet's XML (and an .ods's content, in odsRepeatsAndCoveredCells and the clients' files) is read by
    // expat; QXmlStreamReader, which read it before, is kept as the oracle: the same
    // cells from XML as clients write it and as they might (prefixed elements, CDATA, comments, character references,
    // UTF-16, shared formulas, a phonetic guide, a number with spaces or a sign, an error value).
    void expatReadsAsTheOracle_data()
    {
        QTest::addColumn<QByteArray>("sheet");
        QTest::addColumn<QString>("cell");
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("number");
        QTest::newRow("simple") << simpleSheet() << QStringLiteral("B4") << QString() << 10.0;
        QTest::newRow("prefixed elements")
            << QByteArray("<x:sheetData xmlns:x=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><x:row r=\"1\">"
                          "<x:c r=\"A1\" t=\"inlineStr\"><x:is><x:t>alternative</x:t></x:is></x:c><x:c r=\"B1\"><x:v>2.5</x:v></x:c>"
                          "</x:row></x:sheetData>")
            << QStringLiteral("B1") << QString() << 2.5;
        QTest::newRow("CDATA, comment, references")
            << QByteArray("<sheetData><row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>R&amp;D <![CDATA[<lab>]]><!-- a note -->&#x41;&#66;</t>"
                          "<rPh><t>ignored</t></rPh></is></c><c r=\"B1\"><v> +7e-1 </v></c><c r=\"C1\" t=\"e\"><v>#DIV/0!</v></c></row></sheetData>")
            << QStringLiteral("A1") << QStringLiteral("R&D <lab>AB") << 0.0;
        QTest::newRow("shared formula")
            << QByteArray("<sheetData><row r=\"2\"><c r=\"B2\"><f t=\"shared\" ref=\"B2:B3\" si=\"0\">A2*2</f><v>4</v></c></row>"
                          "<row r=\"3\"><c r=\"B3\"><f t=\"shared\" si=\"0\"/><v>6</v></c><c r=\"C3\" t=\"b\"><v>1</v></c></row></sheetData>")
            << QStringLiteral("B3") << QString() << 6.0;
        QByteArray many = "<sheetData>"; // about 1.4 MB: read in many chunks, whose ends cut elements and numbers
        for (int r = 1; r <= 20'000; ++r)
            many += "<row r=\"" + QByteArray::number(r) + "\"><c r=\"A" + QByteArray::number(r) + "\" t=\"inlineStr\"><is><t>n"
                    + QByteArray::number(r) + "</t></is></c><c r=\"B" + QByteArray::number(r) + "\"><v>" + QByteArray::number(r) + ".5</v></c></row>";
        many += "</sheetData>";
        QTest::newRow("a sheet of many chunks") << many << QStringLiteral("B20000") << QString() << 20'000.5;
        QTest::newRow("cells without references")
            << QByteArray("<sheetData><row><c t=\"inlineStr\"><is><t>a</t></is></c><c><v>1</v></c></row><row><c/><c><v>3</v></c></row></sheetData>")
            << QStringLiteral("B2") << QString() << 3.0;
    }
    void expatReadsAsTheOracle()
    {
        QFETCH(QByteArray, sheet);
        QFETCH(QString, cell);
        QFETCH(QString, text);
        QFETCH(double, number);
        for (const bool utf16 : {false, true}) {
            QByteArray book = xlsx(sheet);
            if (utf16) { // the same sheet as UTF-16, which both parsers read from its byte-order mark
                const QString xml = QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-16\"?><worksheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\">")
                                    + QString::fromUtf8(sheet) + QStringLiteral("</worksheet>");
                QByteArray bytes("\xFF\xFE", 2);
                bytes.append(reinterpret_cast<const char *>(xml.utf16()), xml.size() * 2);
                book = makeZip({{QStringLiteral("xl/workbook.xml"),
                                 "<workbook xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\"><sheets>"
                                 "<sheet name=\"Prices\" sheetId=\"1\" r:id=\"rId1\"/></sheets></workbook>"},
                                {QStringLiteral("xl/_rels/workbook.xml.rels"),
                                 "<Relationships><Relationship Id=\"rId1\" Target=\"worksheets/sheet1.xml\"/></Relationships>"},
                                {QStringLiteral("xl/worksheets/sheet1.xml"), bytes}});
            }
            const WorkbookRead read = readWorkbook(book, WorkbookFormat::Xlsx);
            QVERIFY2(read.table, qPrintable(errorsOf(read.messages)));
            const QString differs = difference(read, detail::readWorkbookWithQtTokenizer(book, WorkbookFormat::Xlsx));
            QVERIFY2(differs.isEmpty(), qPrintable(differs));
            // And what it reads is right, not only the same.
            const WorkbookTable &t = *read.table;
            bool found = false;
            for (std::size_t r = 0; r < t.rowCount(); ++r)
                for (std::size_t c = 0; c < t.columnCount(); ++c)
                    if (cellReference(t.rowNumbers()[r], t.columnNumbers()[c]) == cell) {
                        found = true;
                        QCOMPARE(t.text(r, c), text);
                        QCOMPARE(t.number(r, c), number);
                    }
            QVERIFY2(found, qPrintable(cell));
        }
    }

    // The table is kept compactly (a number, or an index to its text and formula): every part of a cell reads back as
    // it was set, setting a cell again replaces all of it, and a row copied to another table is its own.
    void tableKeepsEveryPartOfACell()
    {
        WorkbookTable t({2, 3}, {1, 2, 4});
        QCOMPARE(t.rowCount(), std::size_t(2));
        QCOMPARE(t.columnCount(), std::size_t(3));
        QVERIFY(t.rowIsEmpty(0) && t.rowIsEmpty(1));
        t.setNumber(0, 1, 2.5);
        t.setCell(0, 2, WorkbookCell{WorkbookCell::Kind::Number, true, 45000.0, {}, QStringLiteral("=A1+1")});
        t.setCell(1, 0, WorkbookCell{WorkbookCell::Kind::Text, false, 0.0, QStringLiteral("B"), {}});
        QVERIFY(!t.rowIsEmpty(0) && !t.rowIsEmpty(1));
        QCOMPARE(t.kind(0, 0), WorkbookCell::Kind::Empty);
        QCOMPARE(t.kind(0, 1), WorkbookCell::Kind::Number);
        QCOMPARE(t.number(0, 1), 2.5);
        QVERIFY(t.text(0, 1).isEmpty() && t.formula(0, 1).isEmpty() && !t.isDate(0, 1));
        QCOMPARE(t.formula(0, 2), QStringLiteral("=A1+1"));
        QVERIFY(t.isDate(0, 2));
        QCOMPARE(t.number(0, 2), 45000.0);
        QCOMPARE(t.text(1, 0), QStringLiteral("B"));
        // Set again: the text and formula it had go with the rest.
        t.setNumber(1, 0, 7.0);
        QCOMPARE(t.kind(1, 0), WorkbookCell::Kind::Number);
        QVERIFY(t.text(1, 0).isEmpty());
        t.setCell(0, 2, WorkbookCell{WorkbookCell::Kind::Text, false, 0.0, QStringLiteral("x"), {}});
        QCOMPARE(t.text(0, 2), QStringLiteral("x"));
        QVERIFY(t.formula(0, 2).isEmpty() && !t.isDate(0, 2));
        t.setCell(0, 2, WorkbookCell{});
        QVERIFY(t.text(0, 2).isEmpty());
        QCOMPARE(t.kind(0, 2), WorkbookCell::Kind::Empty);
        // Outside the table: empty.
        QCOMPARE(t.kind(2, 0), WorkbookCell::Kind::Empty);
        QCOMPARE(t.kind(0, 3), WorkbookCell::Kind::Empty);
        QVERIFY(t.text(5, 5).isEmpty() && t.rowIsEmpty(9));
        // A copied row, changed, leaves the original as it was.
        t.setCell(1, 2, WorkbookCell{WorkbookCell::Kind::Text, false, 0.0, QStringLiteral("kept"), QStringLiteral("=C1")});
        WorkbookTable copy({}, t.columnNumbers());
        copy.appendRow(t, 1);
        QCOMPARE(copy.rowNumbers(), std::vector<int>{3});
        QCOMPARE(copy.text(0, 2), QStringLiteral("kept"));
        QCOMPARE(copy.formula(0, 2), QStringLiteral("=C1"));
        QCOMPARE(copy.number(0, 0), 7.0);
        copy.setCell(0, 2, WorkbookCell{WorkbookCell::Kind::Text, false, 0.0, QStringLiteral("changed"), {}});
        QCOMPARE(copy.text(0, 2), QStringLiteral("changed"));
        QCOMPARE(t.text(1, 2), QStringLiteral("kept"));
        QCOMPARE(t.formula(1, 2), QStringLiteral("=C1"));
    }

    void sheetByName()
    {
        const QByteArray book = xlsx(simpleSheet(), {}, {}, "<sheet name=\"Notes\" sheetId=\"2\" r:id=\"rId9\"/><sheet name=\"Prices\" sheetId=\"1\" r:id=\"rId1\"/>");
        WorkbookRead read = readWorkbook(book, WorkbookFormat::Xlsx, QStringLiteral("Prices"));
        QVERIFY2(read.table, qPrintable(errorsOf(read.messages)));
        QCOMPARE(read.table->sheet, QStringLiteral("Prices"));
        read = readWorkbook(book, WorkbookFormat::Xlsx, QStringLiteral("Costs"));
        QVERIFY(!read.table);
        QCOMPARE(errorsOf(read.messages), QStringLiteral("the workbook has no sheet \"Costs\" (the sheets: Notes, Prices)"));
    }

    // Each hostile or unreadable input: one message saying what and where, and no table.
    void hostileInputsAreRefused_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        QTest::addColumn<qint64>("maxEntryBytes");
        QTest::addColumn<int>("maxEntries");
        const qint64 big = WorkbookLimits{}.maxEntryBytes;
        const int many = WorkbookLimits{}.maxEntries;
        QTest::newRow("legacy xls") << QByteArray("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1", 8) + QByteArray(512, '\0')
                                    << QStringLiteral("this is a legacy Excel workbook (.xls): save it as .xlsx or .ods") << big << many;
        QTest::newRow("encrypted") << QByteArray("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1", 8) + QByteArray("E\0n\0c\0r\0y\0p\0t\0e\0d\0P\0a\0c\0k\0a\0g\0e\0", 32)
                                   << QStringLiteral("the workbook is protected by a password: save it without one") << big << many;
        QTest::newRow("not a zip") << QByteArray("alternative,cost\n") << QStringLiteral("not an .xlsx workbook: it is not a zip container") << big << many;
        QTest::newRow("doctype") << xlsx("<!DOCTYPE worksheet [<!ENTITY a \"aaaa\">]><worksheet><sheetData><row><c><v>&a;</v></c></row></sheetData></worksheet>")
                                 << QStringLiteral("the workbook xl/worksheets/sheet1.xml, line 1, column") << big << many;
        QTest::newRow("entity") << xlsx("<sheetData><row><c><v>&a;</v></c></row></sheetData>")
                                << QStringLiteral("the workbook xl/worksheets/sheet1.xml, line 1, column") << big << many;
        QByteArray deep;
        for (int i = 0; i < 70; ++i)
            deep += "<x>";
        for (int i = 0; i < 70; ++i)
            deep += "</x>";
        QTest::newRow("deep nesting") << xlsx(deep) << QStringLiteral("nests elements more than 64 deep") << big << many;
        QTest::newRow("whole sheet") << xlsx("<sheetData><row r=\"1\"><c r=\"A1\"><v>1</v></c></row><row r=\"1048576\"><c r=\"XFD1048576\"><v>1</v></c></row></sheetData>")
                                     << QStringLiteral("its used range A1:XFD1048576 holds 17179869184 cells") << big << many;
        QTest::newRow("broken UTF-8") << xlsx(simpleSheet(), "<si><t>caf\xC3</t></si>")
                                      << QStringLiteral("the workbook xl/sharedStrings.xml, line 1") << big << many;
        QTest::newRow("broken UTF-8 in the sheet") << xlsx("<sheetData><row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>caf\xC3</t></is></c></row></sheetData>")
                                                   << QStringLiteral("the workbook xl/worksheets/sheet1.xml, line 1, column") << big << many;
        QTest::newRow("an entity declared") << xlsx("<!DOCTYPE worksheet [<!ENTITY a \"aaaa\">]><worksheet/>")
                                            << QStringLiteral("has a DOCTYPE; a workbook's XML has none") << big << many;
        QTest::newRow("a cut-off sheet") << xlsx("<!-- --><worksheet><sheetData><row r=\"1\"><c r=\"A1\"><v>1")
                                         << QStringLiteral("the workbook xl/worksheets/sheet1.xml, line 1, column") << big << many;
        QTest::newRow("not a cell reference") << xlsx("<sheetData><row r=\"1\"><c r=\"1A\"><v>1</v></c></row></sheetData>")
                                              << QStringLiteral("\"1A\" is not a cell reference") << big << many;
        QTest::newRow("zip bomb") << xlsx("<sheetData>" + QByteArray(4 * 1024 * 1024, ' ') + "</sheetData>")
                                  << QStringLiteral("refused as a zip bomb") << big << many;
        QTest::newRow("entry too large") << xlsx(simpleSheet()) << QStringLiteral("xl/workbook.xml unpacks to") << qint64(100) << many;
        QTest::newRow("too many entries") << xlsx(simpleSheet()) << QStringLiteral("holds 4 entries, more than the 3") << big << 3;
        QByteArray early = "<sheetData><row r=\"1\"><c r=\"1A\"><v>1</v></c></row>"; // refused in its first chunk of many
        for (int r = 2; r <= 60'000; ++r)
            early += "<row r=\"" + QByteArray::number(r) + "\"><c r=\"A" + QByteArray::number(r) + "\"><v>" + QByteArray::number(r * 7919 % 10007) + "</v></c></row>";
        QTest::newRow("not a cell reference, early in a large sheet") << xlsx(early + "</sheetData>")
                                                                      << QStringLiteral("\"1A\" is not a cell reference") << big << many;
        QTest::newRow("missing shared string") << xlsx("<sheetData><row r=\"1\"><c r=\"A1\" t=\"s\"><v>5</v></c></row></sheetData>")
                                               << QStringLiteral("cell A1 names shared string 5") << big << many;
    }
    void hostileInputsAreRefused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        QFETCH(qint64, maxEntryBytes);
        QFETCH(int, maxEntries);
        WorkbookLimits limits;
        limits.maxEntryBytes = maxEntryBytes;
        limits.maxEntries = maxEntries;
        const WorkbookRead read = readWorkbook(bytes, WorkbookFormat::Xlsx, {}, limits);
        QVERIFY(!read.table);
        QCOMPARE(read.messages.size(), std::size_t(1));
        QVERIFY2(read.messages.front().text.contains(message), qPrintable(read.messages.front().text));
        QCOMPARE(read.messages.front().severity, Severity::Error);
    }
};

QTEST_GUILESS_MAIN(TestWorkbook)
#include "tst_workbook.moc"
