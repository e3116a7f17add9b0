#pragma once

#include <QIODevice>

#include <cstdio>

namespace verdict::cli {

// What the commands print reaches stdout and stderr through this device. Names, messages and sources come from
// files, and a control character in them would reach the terminal as a command: escape sequences clear it,
// retitle it, recolour it, move the cursor over earlier lines or (OSC 52) write the clipboard; a carriage return
// overwrites the line before it. So every C0 control except newline and tab is printed as its Unicode control
// picture (ESC as ␛, CR as ␍), DEL as ␡, and a C1 control (U+0080–U+009F) as U+FFFD. JSON output escapes the C0
// controls itself; only a DEL or C1 control in a name, which no name needs, comes out changed there.
class SafeOutput : public QIODevice
{
public:
    explicit SafeOutput(std::FILE *file);
    ~SafeOutput() override;

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *data, qint64 size) override;

private:
    std::FILE *m_file;
    bool m_pendingC2 = false; // a 0xC2 lead byte: the next byte tells a C1 control from a Latin-1 character
};

} // namespace verdict::cli
