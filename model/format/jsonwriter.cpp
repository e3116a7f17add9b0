#include "jsonwriter.h"

#include <charconv>
#include <cmath>

namespace verdict {

JsonWriter::JsonWriter()
{
    m_out.reserve(4096);
}

void JsonWriter::newline()
{
    m_out += '\n';
    m_out.append(2 * m_stack.size(), ' ');
}

// Separators and indentation before a value or a key in the current container.
void JsonWriter::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_stack.empty())
        return;
    Level &level = m_stack.back();
    if (level.inlineArray) {
        if (!level.empty)
            m_out += ", ";
    } else {
        if (!level.empty)
            m_out += ',';
        newline();
    }
    level.empty = false;
}

void JsonWriter::beginObject()
{
    beforeValue();
    m_out += '{';
    m_stack.push_back({true, false, true});
}

void JsonWriter::endObject()
{
    const bool empty = m_stack.back().empty;
    m_stack.pop_back();
    if (!empty)
        newline();
    m_out += '}';
}

void JsonWriter::beginArray(ArrayStyle style)
{
    beforeValue();
    m_out += '[';
    m_stack.push_back({false, style == ArrayStyle::Inline, true});
}

void JsonWriter::endArray()
{
    const Level level = m_stack.back();
    m_stack.pop_back();
    if (!level.empty && !level.inlineArray)
        newline();
    m_out += ']';
}

void JsonWriter::key(const char *name)
{
    key(QString::fromUtf8(name));
}

void JsonWriter::key(const QString &name)
{
    beforeValue();
    appendString(m_out, name);
    m_out += ": ";
    m_afterKey = true;
}

void JsonWriter::value(const QString &text)
{
    beforeValue();
    appendString(m_out, text);
}

void JsonWriter::value(double number)
{
    beforeValue();
    appendNumber(m_out, number);
}

void JsonWriter::valueOrNull(double number)
{
    beforeValue();
    if (std::isnan(number))
        m_out += "null";
    else
        appendNumber(m_out, number);
}

void JsonWriter::value(std::uint64_t number)
{
    beforeValue();
    m_out += std::to_string(number);
}

void JsonWriter::value(int number)
{
    beforeValue();
    m_out += std::to_string(number);
}

void JsonWriter::boolean(bool b)
{
    beforeValue();
    m_out += b ? "true" : "false";
}

void JsonWriter::null()
{
    beforeValue();
    m_out += "null";
}

QByteArray JsonWriter::finish()
{
    m_out += '\n';
    return QByteArray(m_out.data(), qsizetype(m_out.size()));
}

void JsonWriter::appendNumber(std::string &out, double number)
{
    if (!std::isfinite(number)) {
        // JSON cannot hold NaN or infinity; "null" makes the save-time re-parse refuse the project clearly.
        out += "null";
        return;
    }
    if (number == 0.0 && std::signbit(number)) {
        out += "-0.0"; // "-0" would read back as the integer 0 and lose the sign
        return;
    }
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, number);
    out.append(buffer, result.ptr);
}

void JsonWriter::appendString(std::string &out, const QString &text)
{
    static const char hex[] = "0123456789abcdef";
    const QByteArray utf8 = text.toUtf8();
    out += '"';
    for (const char ch : utf8) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        default:
            if (c < 0x20) {
                out += "\\u00";
                out += hex[c >> 4];
                out += hex[c & 0xf];
            } else {
                out += ch;
            }
        }
    }
    out += '"';
}

} // namespace verdict
