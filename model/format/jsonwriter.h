#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <string>
#include <vector>

namespace verdict {

// A small streaming JSON writer that produces the exact layout of .verdict files (docs/file-format.md):
// objects one member per line, indented by two spaces; arrays either inline ("[1, 2, null]", for scalars) or
// one element per line (for objects and for the rows of a matrix). Numbers are the shortest text that reads
// back to the same double. nlohmann_json's dump() cannot put some arrays on one line and others not, hence this.
class JsonWriter
{
public:
    enum class ArrayStyle { Inline, Multiline };

    JsonWriter();

    void beginObject();
    void endObject();
    void beginArray(ArrayStyle style);
    void endArray();
    void key(const char *name);
    void key(const QString &name);

    void value(const QString &text);
    void value(double number);
    void valueOrNull(double number); // NaN is written as null (a missing value)
    void value(std::uint64_t number);
    void value(int number);
    void boolean(bool b);
    void null();

    // The finished document, with a final newline.
    QByteArray finish();

    static void appendNumber(std::string &out, double number);
    static void appendString(std::string &out, const QString &text);

private:
    struct Level
    {
        bool isObject = false;
        bool inlineArray = false;
        bool empty = true;
    };

    void beforeValue();
    void newline();

    std::string m_out;
    std::vector<Level> m_stack;
    bool m_afterKey = false;
};

} // namespace verdict
