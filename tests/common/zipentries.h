#pragma once

// Reads a zip archive Verdict wrote (an Office Open XML package) with libzip, the library that wrote it being
// checked from its bytes: every entry's name, in the archive's order, and its contents.
#include <QByteArray>
#include <QString>

#include <utility>
#include <vector>

#include <zip.h>

namespace verdict::test {

// The entries in order; empty when the file is not a zip archive.
inline std::vector<std::pair<QString, QByteArray>> zipEntries(const QString &path)
{
    std::vector<std::pair<QString, QByteArray>> entries;
    int error = 0;
    zip_t *archive = zip_open(path.toUtf8().constData(), ZIP_RDONLY | ZIP_CHECKCONS, &error);
    if (!archive)
        return entries;
    const zip_int64_t count = zip_get_num_entries(archive, 0);
    for (zip_int64_t i = 0; i < count; ++i) {
        zip_stat_t stat;
        zip_stat_init(&stat);
        if (zip_stat_index(archive, zip_uint64_t(i), 0, &stat) != 0)
            continue;
        QByteArray data(qsizetype(stat.size), '\0');
        if (zip_file_t *file = zip_fopen_index(archive, zip_uint64_t(i), 0)) {
            if (zip_fread(file, data.data(), stat.size) != zip_int64_t(stat.size))
                data.clear();
            zip_fclose(file);
        }
        entries.emplace_back(QString::fromUtf8(stat.name), data);
    }
    zip_close(archive);
    return entries;
}

} // namespace verdict::test
