#pragma once

#include <QIODevice>

// A write-only device that accepts `limit` bytes and then fails, like a disk that fills up part-way.
class FailDevice : public QIODevice
{
public:
    explicit FailDevice(qint64 limit) : m_limit(limit) {}

    QByteArray written;

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override
    {
        const qint64 room = m_limit - written.size();
        if (room <= 0) {
            setErrorString(QStringLiteral("No space left on device (simulated)"));
            return -1;
        }
        const qint64 n = std::min(room, size);
        written.append(data, n);
        return n;
    }

private:
    qint64 m_limit;
};
