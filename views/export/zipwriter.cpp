#include "zipwriter.h"

#include <zip.h>

namespace verdict {

namespace {

QString zipMessage(zip_error_t *error)
{
    return QString::fromUtf8(zip_error_strerror(error));
}

} // namespace

ZipWriter::ZipWriter()
{
    zip_error_t error;
    zip_error_init(&error);
    m_source = zip_source_buffer_create(nullptr, 0, 0, &error);
    if (m_source) {
        zip_source_keep(m_source); // the archive's bytes outlive zip_close
        m_zip = zip_open_from_source(m_source, ZIP_TRUNCATE, &error);
    }
    if (!m_zip)
        m_error = QStringLiteral("could not start the archive: %1").arg(zipMessage(&error));
    zip_error_fini(&error);
}

ZipWriter::~ZipWriter()
{
    if (m_zip)
        zip_discard(m_zip);
    if (m_source)
        zip_source_free(m_source);
}

bool ZipWriter::add(const QString &name, QByteArray data, bool compress)
{
    if (!m_zip)
        return false;
    m_data.push_back(std::move(data));
    const QByteArray &bytes = m_data.back();
    zip_source_t *entry = zip_source_buffer(m_zip, bytes.constData(), zip_uint64_t(bytes.size()), 0);
    const zip_int64_t index = entry ? zip_file_add(m_zip, name.toUtf8().constData(), entry, ZIP_FL_ENC_UTF_8 | ZIP_FL_OVERWRITE) : -1;
    if (index < 0) {
        if (entry)
            zip_source_free(entry);
        m_error = QStringLiteral("could not add %1 to the archive: %2").arg(name, QString::fromUtf8(zip_strerror(m_zip)));
        return false;
    }
    if (!compress)
        zip_set_file_compression(m_zip, zip_uint64_t(index), ZIP_CM_STORE, 0);
    return true;
}

QByteArray ZipWriter::finish()
{
    if (!m_zip)
        return {};
    if (zip_close(m_zip) != 0) {
        m_error = QStringLiteral("could not write the archive: %1").arg(QString::fromUtf8(zip_strerror(m_zip)));
        zip_discard(m_zip);
        m_zip = nullptr;
        return {};
    }
    m_zip = nullptr;
    QByteArray out;
    if (zip_source_open(m_source) == 0) {
        zip_source_seek(m_source, 0, SEEK_END);
        const zip_int64_t size = zip_source_tell(m_source);
        zip_source_seek(m_source, 0, SEEK_SET);
        if (size > 0) {
            out.resize(qsizetype(size));
            if (zip_source_read(m_source, out.data(), zip_uint64_t(size)) != size)
                out.clear();
        }
        zip_source_close(m_source);
    }
    if (out.isEmpty())
        m_error = QStringLiteral("could not read the archive back from memory");
    m_data.clear();
    return out;
}

} // namespace verdict
