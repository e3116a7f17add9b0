#include "safeoutput.h"

#include <QByteArray>

namespace verdict::cli {

SafeOutput::SafeOutput(std::FILE *file)
    : m_file(file)
{
    open(QIODevice::WriteOnly | QIODevice::Unbuffered);
}

SafeOutput::~SafeOutput()
{
    if (m_pendingC2)
        std::fputc(0xC2, m_file);
    std::fflush(m_file);
}

qint64 SafeOutput::writeData(const char *data, qint64 size)
{
    QByteArray safe;
    safe.reserve(size);
    for (qint64 i = 0; i < size; ++i) {
        const auto b = static_cast<unsigned char>(data[i]);
        if (m_pendingC2) {
            m_pendingC2 = false;
            if (b >= 0x80 && b <= 0x9F) { // UTF-8 of U+0080–U+009F
                safe.append("\xEF\xBF\xBD");
                continue;
            }
            safe.append('\xC2');
        }
        if (b == 0xC2) {
            m_pendingC2 = true;
        } else if (b < 0x20 && b != '\n' && b != '\t') {
            const char picture[] = {'\xE2', '\x90', static_cast<char>(0x80 | b)}; // U+2400 + b
            safe.append(picture, 3);
        } else if (b == 0x7F) {
            safe.append("\xE2\x90\xA1"); // U+2421
        } else {
            safe.append(static_cast<char>(b));
        }
    }
    if (!safe.isEmpty() && std::fwrite(safe.constData(), 1, std::size_t(safe.size()), m_file) != std::size_t(safe.size()))
        return -1;
    return size;
}

} // namespace verdict::cli
