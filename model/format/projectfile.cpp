#include "format/projectfile.h"

#include "core/limits.h"
#include "csv/csvmatrix.h"
#include "format/jsontext.h"
#include "format/workbook.h"

#include <QFile>
#include <QFileInfo>

namespace verdict {

std::optional<QByteArray> readInputFile(const QString &path, Messages &messages)
{
    const auto fail = [&messages](const QString &text) {
        messages.push_back(Message::plain(text));
        return std::nullopt;
    };
    const QFileInfo info(path);
    if (!info.exists())
        return fail(QStringLiteral("no such file"));
    if (info.isDir())
        return fail(QStringLiteral("is a directory, not a file"));
    // Size first: a 200 MB file is refused without reading a byte of it.
    if (info.size() > limits::kMaxFileBytes)
        return fail(QStringLiteral("file of %1 bytes is larger than the limit of 64 MiB").arg(info.size()));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(QStringLiteral("cannot open: %1").arg(file.errorString()));
    // Read at most one byte past the limit, in case the file grew after the size check (or is a pipe).
    QByteArray bytes = file.read(limits::kMaxFileBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return fail(QStringLiteral("cannot read: %1").arg(file.errorString()));
    if (bytes.size() > limits::kMaxFileBytes)
        return fail(QStringLiteral("file is larger than the limit of 64 MiB"));
    return bytes;
}

LoadResult loadProjectFile(const QString &path, const QString &sheet)
{
    LoadResult result;
    const std::optional<WorkbookFormat> workbook = workbookFormat(path);
    if (!sheet.isEmpty() && !workbook) {
        result.messages.push_back(Message::plain(
            QStringLiteral("a sheet (\"%1\") can be named only for a spreadsheet, an .xlsx or .ods file").arg(sheet)));
        return result;
    }
    const std::optional<QByteArray> read = readInputFile(path, result.messages);
    if (!read)
        return result;
    const QByteArray &bytes = *read;
    // A spreadsheet (.xlsx, .ods): the sheet named, else the first (or the Matrix of Verdict's own export), read as
    // the CSV contract reads a table (format/workbook.h).
    if (workbook)
        return readWorkbookProject(bytes, *workbook, path, sheet);
    if (auto m = jsontext::checkText(bytes)) {
        result.messages.push_back(*m);
        return result;
    }
    if (isDelimitedTableFile(path))
        return readCsvProject(bytes);
    return readProject(bytes);
}

bool isDelimitedTableFile(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix();
    for (const QLatin1String table : {QLatin1String("csv"), QLatin1String("tsv"), QLatin1String("txt")})
        if (suffix.compare(table, Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

} // namespace verdict
