#pragma once

#include <QByteArray>
#include <QString>

#include <deque>

struct zip;
struct zip_source;

namespace verdict {

// A zip archive built in memory with libzip (Debian's libzip), for Office Open XML packages: entries are added
// in order, and finish() returns the archive's bytes, which the caller writes through savefile (all or
// nothing). Not copyable.
class ZipWriter
{
public:
    ZipWriter();
    ~ZipWriter();
    ZipWriter(const ZipWriter &) = delete;
    ZipWriter &operator=(const ZipWriter &) = delete;

    // Adds `name` (a path inside the archive, UTF-8) holding `data`; deflated unless `compress` is false (PNG is
    // stored: it is compressed already). Returns false, with error(), when libzip refuses.
    bool add(const QString &name, QByteArray data, bool compress = true);
    // Closes the archive and returns its bytes; empty, with error(), when it could not be written.
    QByteArray finish();
    QString error() const { return m_error; }

private:
    zip_source *m_source = nullptr; // the in-memory archive
    zip *m_zip = nullptr;
    std::deque<QByteArray> m_data; // libzip reads the entries when the archive is closed
    QString m_error;
};

} // namespace verdict
