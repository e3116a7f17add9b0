// Opening a spreadsheet (format/workbook.h, issue 37): a generated 10,000 × 200 table written as an .xlsx (shared
// strings, deflated, as LibreOffice Calc writes one) and as an .ods, read as a project the way `verdict FILE.xlsx`
// and every command read it (loadProjectFile: unzip, parse, the CSV contract, each value's source). The reference, in
// the same run: the same table as a CSV file. Peak memory is measured in a child process that only opens the file
// (its VmHWM), so the generation here does not count; that process's open is the headline time, as `verdict FILE`
// meets it (its heap not yet grown, every page touched for the first time), with the warm repeat beside it. "cells" is the part of the open spent reading the sheet's cells
// (readWorkbook: unzip and XML), before they are read as a table and each value gets its source.
// Usage: bench_workbook [ALTERNATIVES CRITERIA [RUNS]]     (internal: bench_workbook --open FILE)
//        bench_workbook --write DIR [ALTERNATIVES CRITERIA]   writes table.xlsx, .ods and .csv into DIR, to profile
//                                                             the open (perf record bench_workbook --open DIR/table.xlsx)
#include "format/projectfile.h"
#include "format/workbook.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <zip.h>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace verdict;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

QByteArray columnLetters(int column) // 1-based
{
    QByteArray letters;
    for (int c = column; c > 0; c = (c - 1) / 26)
        letters.prepend(char('A' + (c - 1) % 26));
    return letters;
}

bool writeZip(const QString &path, const std::vector<std::pair<const char *, QByteArray>> &entries)
{
    int error = 0;
    zip_t *archive = zip_open(QFile::encodeName(path).constData(), ZIP_CREATE | ZIP_TRUNCATE, &error);
    if (!archive)
        return false;
    for (const auto &[name, data] : entries) {
        zip_source_t *s = zip_source_buffer(archive, data.constData(), zip_uint64_t(data.size()), 0);
        if (!s || zip_file_add(archive, name, s, ZIP_FL_OVERWRITE) < 0) {
            zip_discard(archive);
            return false;
        }
    }
    return zip_close(archive) == 0;
}

struct Table
{
    QStringList header;
    QStringList names;
    std::vector<std::vector<QByteArray>> values; // as a spreadsheet stores them: shortest text
};

Table makeTable(int n, int m)
{
    Table t;
    QRandomGenerator random(42);
    t.header << QStringLiteral("alternative");
    for (int c = 0; c < m; ++c)
        t.header << QStringLiteral("Criterion %1 (units)").arg(c + 1, 3, 10, QLatin1Char('0'));
    t.values.resize(std::size_t(n));
    for (int r = 0; r < n; ++r) {
        t.names << QStringLiteral("Platform %1").arg(r + 1, 5, 10, QLatin1Char('0'));
        for (int c = 0; c < m; ++c)
            t.values[std::size_t(r)].push_back(QByteArray::number(1.0 + random.bounded(900) / 100.0, 'g', 6));
    }
    return t;
}

QByteArray xlsxSheet(const Table &t, QByteArray &strings)
{
    int shared = 0;
    QByteArray sst;
    const auto string = [&](const QString &text) {
        sst += "<si><t>" + text.toHtmlEscaped().toUtf8() + "</t></si>";
        return shared++;
    };
    QByteArray x = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n"
                   "<worksheet xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><sheetData>";
    const auto row = [&](int r, const QString &first, const auto &cell) {
        x += "<row r=\"" + QByteArray::number(r) + "\"><c r=\"A" + QByteArray::number(r) + "\" t=\"s\"><v>"
             + QByteArray::number(string(first)) + "</v></c>";
        for (int c = 2; c <= int(t.header.size()); ++c)
            x += cell(r, c);
        x += "</row>";
    };
    row(1, t.header.front(), [&](int r, int c) {
        return "<c r=\"" + columnLetters(c) + QByteArray::number(r) + "\" t=\"s\"><v>" + QByteArray::number(string(t.header.at(c - 1))) + "</v></c>";
    });
    for (int a = 0; a < int(t.names.size()); ++a)
        row(a + 2, t.names.at(a), [&](int r, int c) {
            return "<c r=\"" + columnLetters(c) + QByteArray::number(r) + "\" s=\"0\" t=\"n\"><v>" + t.values[std::size_t(a)][std::size_t(c - 2)] + "</v></c>";
        });
    x += "</sheetData></worksheet>";
    strings = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>\n<sst xmlns=\"http://schemas.openxmlformats.org/"
              "spreadsheetml/2006/main\" count=\"" + QByteArray::number(shared) + "\" uniqueCount=\"" + QByteArray::number(shared) + "\">"
              + sst + "</sst>";
    return x;
}

bool writeXlsx(const QString &path, const Table &t)
{
    QByteArray strings;
    const QByteArray sheet = xlsxSheet(t, strings);
    return writeZip(path, {{"[Content_Types].xml", "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"/>"},
                           {"xl/workbook.xml", "<?xml version=\"1.0\" encoding=\"UTF-8\"?><workbook xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\" "
                                               "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\"><sheets>"
                                               "<sheet name=\"Scores\" sheetId=\"1\" r:id=\"rId1\"/></sheets></workbook>"},
                           {"xl/_rels/workbook.xml.rels", "<?xml version=\"1.0\" encoding=\"UTF-8\"?><Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
                                                          "<Relationship Id=\"rId1\" Type=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet\" Target=\"worksheets/sheet1.xml\"/>"
                                                          "</Relationships>"},
                           {"xl/worksheets/sheet1.xml", sheet},
                           {"xl/sharedStrings.xml", strings}});
}

bool writeOds(const QString &path, const Table &t)
{
    QByteArray x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<office:document-content xmlns:office=\"urn:oasis:names:tc:opendocument:xmlns:office:1.0\" "
                   "xmlns:table=\"urn:oasis:names:tc:opendocument:xmlns:table:1.0\" xmlns:text=\"urn:oasis:names:tc:opendocument:xmlns:text:1.0\">"
                   "<office:body><office:spreadsheet><table:table table:name=\"Scores\"><table:table-column table:number-columns-repeated=\""
                   + QByteArray::number(t.header.size()) + "\"/>";
    const auto text = [](const QString &s) {
        return "<table:table-cell office:value-type=\"string\"><text:p>" + s.toHtmlEscaped().toUtf8() + "</text:p></table:table-cell>";
    };
    x += "<table:table-row>";
    for (const QString &h : t.header)
        x += text(h);
    x += "</table:table-row>";
    for (int a = 0; a < int(t.names.size()); ++a) {
        x += "<table:table-row>" + text(t.names.at(a));
        for (const QByteArray &v : t.values[std::size_t(a)])
            x += "<table:table-cell office:value-type=\"float\" office:value=\"" + v + "\"><text:p>" + v + "</text:p></table:table-cell>";
        x += "</table:table-row>";
    }
    x += "</table:table></office:spreadsheet></office:body></office:document-content>";
    return writeZip(path, {{"mimetype", "application/vnd.oasis.opendocument.spreadsheet"}, {"content.xml", x}});
}

bool writeCsv(const QString &path, const Table &t)
{
    QByteArray csv = t.header.join(u',').toUtf8() + '\n';
    for (int a = 0; a < int(t.names.size()); ++a) {
        csv += t.names.at(a).toUtf8();
        for (const QByteArray &v : t.values[std::size_t(a)])
            csv += ',' + v;
        csv += '\n';
    }
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(csv) == csv.size();
}

long peakKb() // this process's peak resident memory (VmHWM)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').front().toLong();
    return -1;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 3 && args.at(1) == QLatin1String("--open")) { // the child: open, say the peak
        QElapsedTimer t;
        t.start();
        const LoadResult r = loadProjectFile(args.at(2));
        const double seconds = double(t.nsecsElapsed()) / 1e9;
        std::printf("%d %ld %.3f\n", r.ok() ? 1 : 0, peakKb(), seconds);
        std::fflush(stdout);
        std::_Exit(r.ok() ? 0 : 3); // what a user waits for ends with the open: not the freeing of it at exit

    }
    const bool writeOnly = args.size() >= 3 && args.at(1) == QLatin1String("--write");
    const int first = writeOnly ? 3 : 1; // where ALTERNATIVES CRITERIA start
    const int alternatives = args.size() > first + 1 ? args.at(first).toInt() : 10000;
    const int criteria = args.size() > first + 1 ? args.at(first + 1).toInt() : 200;
    const int runs = !writeOnly && args.size() > 3 ? args.at(3).toInt() : 5;
    QTemporaryDir temporary;
    const QDir dir(writeOnly ? args.at(2) : temporary.path());
    const Table table = makeTable(alternatives, criteria);
    const QString xlsx = dir.filePath(QStringLiteral("table.xlsx")), ods = dir.filePath(QStringLiteral("table.ods")),
                  csv = dir.filePath(QStringLiteral("table.csv"));
    if (!writeXlsx(xlsx, table) || !writeOds(ods, table) || !writeCsv(csv, table)) {
        std::fprintf(stderr, "cannot write the generated files in %s\n", qPrintable(dir.path()));
        return 2;
    }
    if (writeOnly)
        return 0;
    std::printf("table %d x %d; %d runs each, medians. open: loadProjectFile in a fresh process that only opens the file, "
                "as `verdict FILE` does (what a user waits for); warm: the same repeated in this process, its heap already "
                "grown; peak: the fresh process's VmHWM; cells: readWorkbook alone (unzip and XML), warm\n",
                alternatives, criteria, runs);
    std::printf("%-6s %12s %10s %10s %10s %12s %12s\n", "file", "bytes", "open (s)", "vs CSV", "warm (s)", "peak (MB)", "cells (s)");
    double csvSeconds = 0.0;
    for (const QString &path : {csv, xlsx, ods}) {
        std::vector<double> seconds;
        for (int i = 0; i < runs; ++i) {
            QElapsedTimer t;
            t.start();
            const LoadResult r = loadProjectFile(path);
            seconds.push_back(double(t.nsecsElapsed()) / 1e9);
            if (!r.ok() || r.project->alternativeCount() != alternatives || r.project->criterionCount() != criteria) {
                std::fprintf(stderr, "%s did not open as a %d x %d project\n", qPrintable(path), alternatives, criteria);
                return 3;
            }
        }
        const double warm = median(seconds);
        // Of it, the sheet's cells alone (readWorkbook: unzip and parse), before they are read as a table.
        double cells = 0.0;
        if (path != csv) {
            QFile f(path);
            f.open(QIODevice::ReadOnly);
            const QByteArray bytes = f.readAll();
            std::vector<double> read;
            for (int i = 0; i < runs; ++i) {
                QElapsedTimer t;
                t.start();
                const WorkbookRead r = readWorkbook(bytes, *workbookFormat(path));
                read.push_back(double(t.nsecsElapsed()) / 1e9);
                if (!r.table)
                    return 3;
            }
            cells = median(read);
        }
        std::vector<double> fresh;
        double peakMb = 0.0;
        for (int i = 0; i < runs; ++i) {
            QProcess child;
            child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--open"), path});
            child.waitForFinished(-1);
            const QList<QByteArray> out = child.readAllStandardOutput().trimmed().split(' ');
            if (out.size() != 3 || out.at(0) != "1") {
                std::fprintf(stderr, "%s did not open in a fresh process\n", qPrintable(path));
                return 3;
            }
            peakMb = std::max(peakMb, double(out.at(1).toLong()) / 1024.0);
            fresh.push_back(out.at(2).toDouble());
        }
        const double s = median(fresh);
        if (path == csv)
            csvSeconds = s;
        std::printf("%-6s %12lld %10.3f %9.2fx %10.3f %12.0f %12.3f\n", qPrintable(QFileInfo(path).suffix()),
                    static_cast<long long>(QFileInfo(path).size()), s, s / csvSeconds, warm, peakMb, cells);
    }
    return 0;
}
