#include "jsontext.h"

#include "core/limits.h"

#include <QStringList>

#include <cstring>
#include <future>
#include <string>
#include <system_error>
#include <vector>

namespace verdict::jsontext {

using json = nlohmann::json;

std::pair<int, int> lineColumn(const QByteArray &bytes, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, bytes.size());
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < offset; ++i) {
        const auto c = static_cast<unsigned char>(bytes.at(i));
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((c & 0xC0) != 0x80) { // count characters, not UTF-8 continuation bytes
            ++column;
        }
    }
    return {line, column};
}

// Length of the valid UTF-8 sequence starting at `i`, or 0 (strict: no overlongs, surrogates or > U+10FFFF).
static int utf8SequenceLength(const unsigned char *p, qsizetype remaining)
{
    const unsigned char c = p[0];
    if (c < 0x80)
        return 1;
    int length = 0;
    unsigned lowest = 0x80;
    unsigned highest = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
        length = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        length = 3;
        if (c == 0xE0)
            lowest = 0xA0;
        else if (c == 0xED)
            highest = 0x9F;
    } else if (c >= 0xF0 && c <= 0xF4) {
        length = 4;
        if (c == 0xF0)
            lowest = 0x90;
        else if (c == 0xF4)
            highest = 0x8F;
    } else {
        return 0;
    }
    if (remaining < length)
        return 0;
    if (p[1] < lowest || p[1] > highest)
        return 0;
    for (int k = 2; k < length; ++k)
        if ((p[k] & 0xC0) != 0x80)
            return 0;
    return length;
}

std::optional<Message> checkText(const QByteArray &bytes)
{
    const auto *data = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype size = bytes.size();
    for (qsizetype i = 0; i < size;) {
        if (data[i] == 0) {
            const auto [line, column] = lineColumn(bytes, i);
            return Message::syntax(line, column, QStringLiteral("not a text file (NUL byte at offset %1)").arg(i));
        }
        if (data[i] < 0x80) {
            ++i;
            continue;
        }
        const int length = utf8SequenceLength(data + i, size - i);
        if (length == 0) {
            const auto [line, column] = lineColumn(bytes, i);
            return Message::syntax(line, column,
                                   QStringLiteral("not a text file (invalid UTF-8 at offset %1)").arg(i));
        }
        i += length;
    }
    return std::nullopt;
}

std::optional<Message> checkNesting(const QByteArray &bytes, int maxDepth)
{
    int depth = 0;
    bool inString = false;
    const qsizetype size = bytes.size();
    const char *data = bytes.constData();
    for (qsizetype i = 0; i < size; ++i) {
        const char c = data[i];
        if (inString) {
            if (c == '\\')
                ++i; // skip the escaped character
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > maxDepth) {
                const auto [line, column] = lineColumn(bytes, i);
                return Message::syntax(line, column,
                                       QStringLiteral("nesting deeper than %1 levels").arg(maxDepth));
            }
        } else if (c == ']' || c == '}') {
            if (depth > 0)
                --depth;
        }
    }
    return std::nullopt;
}

QString pointerSegment(const QString &key)
{
    QString escaped = key;
    escaped.replace(u'~', QStringLiteral("~0"));
    escaped.replace(u'/', QStringLiteral("~1"));
    return escaped;
}

namespace {

// No container in a valid project is longer than the alternatives list; no valid project has more values than
// the matrix limit plus a margin for everything else.
constexpr std::size_t kMaxItems = std::size_t(limits::kMaxAlternatives);
constexpr std::int64_t kMaxNodes = limits::kMaxCells + 5'000'000;

// Builds the DOM like nlohmann's own SAX DOM parser, but refuses duplicate keys (nlohmann keeps the last
// one silently) and records where a parse error happened.
class DomBuilder
{
public:
    using number_integer_t = json::number_integer_t;
    using number_unsigned_t = json::number_unsigned_t;
    using number_float_t = json::number_float_t;
    using string_t = json::string_t;
    using binary_t = json::binary_t;

    explicit DomBuilder(json &root) : m_root(root) {}

    bool null() { return place(nullptr); }
    bool boolean(bool v) { return place(v); }
    bool number_integer(number_integer_t v) { return place(v); }
    bool number_unsigned(number_unsigned_t v) { return place(v); }
    bool number_float(number_float_t v, const string_t &) { return place(v); }
    bool string(string_t &v) { return place(std::move(v)); }
    bool binary(binary_t &) { return false; } // never produced by the JSON lexer

    bool start_object(std::size_t)
    {
        json *node = insert(json(json::value_t::object));
        if (!node)
            return false;
        m_stack.push_back({node, {}});
        return true;
    }
    bool key(string_t &k)
    {
        Frame &frame = m_stack.back();
        if (frame.node->contains(k)) {
            m_duplicate = QString::fromStdString(k);
            m_duplicatePointer = pointer();
            return false;
        }
        if (frame.node->size() >= kMaxItems) {
            m_limit = QStringLiteral("more than %1 items in one array or object").arg(kMaxItems);
            return false;
        }
        frame.key = k;
        frame.pending = &(*frame.node)[k];
        return true;
    }
    bool end_object()
    {
        m_stack.pop_back();
        return true;
    }
    bool start_array(std::size_t)
    {
        json *node = insert(json(json::value_t::array));
        if (!node)
            return false;
        m_stack.push_back({node, {}});
        return true;
    }
    bool end_array()
    {
        m_stack.pop_back();
        return true;
    }
    bool parse_error(std::size_t position, const std::string &, const nlohmann::detail::exception &ex)
    {
        m_errorPosition = position;
        m_errorText = QString::fromUtf8(ex.what());
        return false;
    }

    std::int64_t nodes() const { return m_nodes; }
    std::size_t errorPosition() const { return m_errorPosition; }
    const QString &errorText() const { return m_errorText; }
    const QString &limit() const { return m_limit; }
    // The pointer of the innermost open container (the object whose key repeated, the array that is too long).
    QString containerPointer() const { return pointer(); }
    const QString &duplicate() const { return m_duplicate; }
    const QString &duplicatePointer() const { return m_duplicatePointer; }

private:
    struct Frame
    {
        json *node = nullptr;
        std::string key;
        json *pending = nullptr;
    };

    json *insert(json &&value)
    {
        // Bound the DOM before it is built: a 64 MiB file of "0," would otherwise become 32 million nodes.
        if (++m_nodes > kMaxNodes) {
            m_limit = QStringLiteral("more than %1 values in one file").arg(kMaxNodes);
            return nullptr;
        }
        if (!m_stack.empty() && m_stack.back().node->size() >= kMaxItems) {
            m_limit = QStringLiteral("more than %1 items in one array or object").arg(kMaxItems);
            return nullptr;
        }
        if (m_stack.empty()) {
            m_root = std::move(value);
            return &m_root;
        }
        Frame &frame = m_stack.back();
        if (frame.node->is_array()) {
            frame.node->push_back(std::move(value));
            return &frame.node->back();
        }
        *frame.pending = std::move(value);
        return frame.pending;
    }
    template<typename T>
    bool place(T &&value)
    {
        return insert(json(std::forward<T>(value))) != nullptr;
    }

    // The pointer of the object whose key was just repeated.
    QString pointer() const
    {
        QString out;
        for (std::size_t i = 0; i + 1 < m_stack.size(); ++i) {
            const Frame &frame = m_stack[i];
            out += u'/';
            if (frame.node->is_array())
                out += QString::number(frame.node->size() - 1);
            else
                out += pointerSegment(QString::fromStdString(frame.key));
        }
        return out;
    }

    json &m_root;
    std::vector<Frame> m_stack;
    std::int64_t m_nodes = 0;
    QString m_limit;
    std::size_t m_errorPosition = 0;
    QString m_errorText;
    QString m_duplicate;
    QString m_duplicatePointer;
};

// nlohmann's messages read "[json.exception.parse_error.101] parse error at line 1, column 5: syntax error
// while parsing value - invalid literal; last read: 'tru'"; keep what comes after the location.
QString cleanError(QString text)
{
    if (text.startsWith(u'[')) {
        const qsizetype close = text.indexOf(QStringLiteral("] "));
        if (close > 0)
            text = text.mid(close + 2);
    }
    const qsizetype column = text.indexOf(QStringLiteral(", column "));
    if (text.startsWith(QStringLiteral("parse error")) && column > 0) {
        const qsizetype colon = text.indexOf(QStringLiteral(": "), column);
        if (colon > 0)
            text = text.mid(colon + 2);
    }
    text.replace(QStringLiteral("number overflow parsing"), QStringLiteral("number out of range:"));
    // "syntax error while parsing WHERE - WHAT; last read: '...'; expected TOKEN" → "WHAT in WHERE; expected TOKEN"
    // (the "last read" part quotes raw text, newlines and all; the line and column say where it is).
    static const QString prefix = QStringLiteral("syntax error while parsing ");
    if (text.startsWith(prefix)) {
        QStringList parts = text.mid(prefix.size()).split(QStringLiteral("; "));
        const qsizetype dash = parts.front().indexOf(QStringLiteral(" - "));
        if (dash > 0)
            parts.front() = parts.front().mid(dash + 3) + QStringLiteral(" in ") + parts.front().left(dash);
        parts.removeIf([](const QString &part) { return part.startsWith(QStringLiteral("last read:")); });
        text = parts.join(QStringLiteral("; "));
    }
    return text;
}

} // namespace

namespace {

// Parses bytes into out; true when they are one valid JSON value within the limits.
bool parseWhole(const QByteArray &bytes, json &out, std::int64_t &nodes)
{
    DomBuilder builder(out);
    const char *begin = bytes.constData();
    const bool ok = json::sax_parse(begin, begin + bytes.size(), &builder, nlohmann::detail::input_format_t::json,
                                    /*strict=*/true, /*ignore_comments=*/false);
    nodes = builder.nodes();
    return ok;
}

// Where the top-level "alternatives" array of a project is: its '[' and ']' and the comma between two of its
// elements nearest the middle. Reads the bytes as checkNesting does (strings skipped); nothing when there is
// no such array, when the key appears twice or when the array has fewer than two elements.
struct AlternativesSplit
{
    qsizetype open = -1, close = -1, comma = -1;
};

std::optional<AlternativesSplit> findAlternatives(const QByteArray &bytes)
{
    static constexpr char kKey[] = "alternatives";
    const char *data = bytes.constData();
    const qsizetype size = bytes.size();
    auto skipSpace = [&](qsizetype i) {
        while (i < size && (data[i] == ' ' || data[i] == '\n' || data[i] == '\r' || data[i] == '\t'))
            ++i;
        return i;
    };
    AlternativesSplit found;
    std::vector<qsizetype> commas;
    int depth = 0;
    int arrayDepth = -1; // depth inside the alternatives array while scanning it
    for (qsizetype i = 0; i < size; ++i) {
        const char c = data[i];
        if (c == '"') {
            const qsizetype start = i + 1;
            for (++i; i < size && data[i] != '"'; ++i)
                if (data[i] == '\\')
                    ++i;
            if (i >= size)
                return std::nullopt; // the text ends inside a string (found by fuzzing: a trailing backslash)
            if (depth == 1 && i - start == qsizetype(sizeof kKey - 1) && std::memcmp(data + start, kKey, sizeof kKey - 1) == 0) {
                const qsizetype colon = skipSpace(i + 1);
                if (colon < size && data[colon] == ':') {
                    const qsizetype value = skipSpace(colon + 1);
                    if (found.open >= 0 || value >= size || data[value] != '[')
                        return std::nullopt; // twice, or not an array: the whole parse says what is wrong
                    found.open = value;
                    depth = 2;
                    arrayDepth = 2;
                    i = value;
                }
            }
        } else if (c == '[' || c == '{') {
            ++depth;
        } else if (c == ']' || c == '}') {
            if (depth == arrayDepth && c == ']') {
                found.close = i;
                arrayDepth = -1;
            }
            --depth;
        } else if (c == ',' && depth == arrayDepth) {
            commas.push_back(i);
        }
    }
    if (found.open < 0 || found.close < 0 || commas.empty())
        return std::nullopt;
    found.comma = commas[commas.size() / 2];
    return found;
}

// The project's alternatives parsed in two halves at once (one per core), the rest of the document beside
// them; the result equals the whole parse. False when anything is unusual or invalid: the caller then parses
// the whole text, which also gives the message.
bool parseSplit(const QByteArray &bytes, json &out)
{
    const std::optional<AlternativesSplit> split = findAlternatives(bytes);
    if (!split)
        return false;
    const QByteArray head = bytes.left(split->open) + "[]" + bytes.mid(split->close + 1);
    const QByteArray first = '[' + bytes.mid(split->open + 1, split->comma - split->open - 1) + ']';
    const QByteArray second = '[' + bytes.mid(split->comma + 1, split->close - split->comma - 1) + ']';
    json secondDom;
    std::int64_t secondNodes = 0;
    std::future<bool> secondJob;
    try {
        secondJob = std::async(std::launch::async, [&] { return parseWhole(second, secondDom, secondNodes); });
    } catch (const std::system_error &) {
        return false; // no thread to be had: one parse of the whole
    }
    json firstDom;
    std::int64_t headNodes = 0, firstNodes = 0;
    const bool headOk = parseWhole(head, out, headNodes);
    const bool firstOk = parseWhole(first, firstDom, firstNodes);
    const bool secondOk = secondJob.get();
    // Each half must hold at least one element, or "[,x]" would pass as "[]" and "[x]".
    if (!headOk || !firstOk || !secondOk || !out.is_object() || !firstDom.is_array() || !secondDom.is_array()
        || firstDom.empty() || secondDom.empty() || firstDom.size() + secondDom.size() > kMaxItems
        || headNodes + firstNodes + secondNodes - 2 > kMaxNodes)
        return false;
    json &alternatives = out["alternatives"];
    alternatives = std::move(firstDom);
    for (json &element : secondDom)
        alternatives.push_back(std::move(element));
    return true;
}

} // namespace

std::optional<Message> parse(const QByteArray &bytes, json &out, qsizetype splitFrom)
{
    if (bytes.size() >= splitFrom) {
        if (parseSplit(bytes, out))
            return std::nullopt;
        out = json();
    }
    DomBuilder builder(out);
    const char *begin = bytes.constData();
    const bool ok = json::sax_parse(begin, begin + bytes.size(), &builder, nlohmann::detail::input_format_t::json,
                                    /*strict=*/true, /*ignore_comments=*/false);
    if (ok)
        return std::nullopt;
    if (!builder.limit().isEmpty())
        return Message::at(builder.containerPointer(), builder.limit());
    if (!builder.duplicate().isEmpty())
        return Message::at(builder.duplicatePointer(),
                           QStringLiteral("key \"%1\" appears twice in one object").arg(builder.duplicate()));
    // nlohmann reports the count of bytes read; the offending byte is the last of them.
    const qsizetype offset = qsizetype(builder.errorPosition()) - 1;
    const auto [line, column] = lineColumn(bytes, std::max<qsizetype>(0, offset));
    return Message::syntax(line, column, cleanError(builder.errorText()));
}

} // namespace verdict::jsontext
