#include "jsonreader.h"

#include "format/jsontext.h"
#include "format/projectfile.h"

#include <QStringDecoder>
#include <QStringList>

#include <cmath>

namespace verdict {

// Enough to fix a file by hand; a file with 10,000 bad cells should not print 10,000 lines.
static constexpr int kMaxReportedErrors = 50;

void JsonReader::add(Message m)
{
    if (m.severity == Severity::Error)
        ++m_errors;
    if (int(m_messages.size()) >= kMaxReportedErrors) {
        if (!m_truncated)
            m_messages.push_back(Message::plain(QStringLiteral("too many problems; stopped reporting after %1")
                                                    .arg(kMaxReportedErrors)));
        m_truncated = true;
        return;
    }
    m_messages.push_back(std::move(m));
}

void JsonReader::error(const QString &pointer, const QString &text)
{
    add(Message::at(pointer, text));
}

void JsonReader::diagnostic(const QString &pointer, const QString &text)
{
    add(Message::at(pointer, text, Severity::Diagnostic));
}

QString JsonReader::child(const QString &pointer, const char *key)
{
    return pointer + u'/' + QLatin1String(key);
}

QString JsonReader::child(const QString &pointer, const QString &key)
{
    return pointer + u'/' + jsontext::pointerSegment(key);
}

QString JsonReader::child(const QString &pointer, std::size_t index)
{
    return pointer + u'/' + QString::number(index);
}

QString JsonReader::describe(const json &value)
{
    switch (value.type()) {
    case json::value_t::null: return QStringLiteral("null");
    case json::value_t::object: return QStringLiteral("an object");
    case json::value_t::array: return QStringLiteral("an array");
    case json::value_t::string: return QStringLiteral("a string");
    case json::value_t::boolean: return QStringLiteral("true/false");
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
    case json::value_t::number_float: return QStringLiteral("a number");
    default: return QStringLiteral("an unsupported value");
    }
}

bool JsonReader::isObject(const json &value, const QString &pointer)
{
    if (value.is_object())
        return true;
    error(pointer, QStringLiteral("expected an object, found %1").arg(describe(value)));
    return false;
}

bool JsonReader::isArray(const json &value, const QString &pointer)
{
    if (value.is_array())
        return true;
    error(pointer, QStringLiteral("expected an array, found %1").arg(describe(value)));
    return false;
}

void JsonReader::knownKeys(const json &object, const QString &pointer, std::initializer_list<const char *> known)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        bool found = false;
        for (const char *k : known)
            found = found || it.key() == k;
        if (found)
            continue;
        QStringList names;
        for (const char *k : known)
            names << QLatin1String(k);
        const QString key = QString::fromStdString(it.key());
        error(child(pointer, key),
              QStringLiteral("unknown key \"%1\" (known keys here: %2)").arg(key, names.join(QStringLiteral(", "))));
    }
}

const nlohmann::json *JsonReader::member(const json &object, const QString &pointer, const char *key, bool required)
{
    const auto it = object.find(key);
    if (it != object.end())
        return &*it;
    if (required)
        error(pointer, QStringLiteral("missing key \"%1\"").arg(QLatin1String(key)));
    return nullptr;
}

std::optional<QString> JsonReader::text(const json &value, const QString &pointer, int maxLength)
{
    if (!value.is_string()) {
        error(pointer, QStringLiteral("expected a string, found %1").arg(describe(value)));
        return std::nullopt;
    }
    const auto &s = value.get_ref<const std::string &>();
    // A leading byte-order mark inside a JSON string is text and must survive a round trip (fromUtf8 would drop
    // one; "\uFEFF\uFEFF24" lost its first, found by fuzzing), so the decoder keeps it.
    QStringDecoder decoder(QStringConverter::Utf8, QStringConverter::Flag::ConvertInitialBom);
    QString out = decoder(QByteArrayView(s.data(), qsizetype(s.size())));
    if (out.size() > maxLength) {
        error(pointer, QStringLiteral("text of %1 characters is longer than the limit of %2").arg(out.size()).arg(maxLength));
        return std::nullopt;
    }
    if (out.contains(QChar(0))) {
        error(pointer, QStringLiteral("text contains a NUL character (\\u0000)"));
        return std::nullopt;
    }
    return out;
}

std::optional<double> JsonReader::number(const json &value, const QString &pointer)
{
    if (!value.is_number()) {
        error(pointer, QStringLiteral("expected a number, found %1").arg(describe(value)));
        return std::nullopt;
    }
    const double v = value.get<double>();
    if (!std::isfinite(v) || std::fabs(v) > kMaxMagnitude) {
        error(pointer, QStringLiteral("number out of range (magnitude above 1e100)"));
        return std::nullopt;
    }
    return v;
}

std::optional<std::int64_t> JsonReader::integer(const json &value, const QString &pointer, std::int64_t min,
                                                std::int64_t max)
{
    std::optional<std::int64_t> v;
    if (value.is_number_unsigned()) {
        if (value.get<std::uint64_t>() <= std::uint64_t(max))
            v = std::int64_t(value.get<std::uint64_t>());
    } else if (value.is_number_integer()) {
        v = value.get<std::int64_t>();
    } else {
        error(pointer, QStringLiteral("expected an integer, found %1")
                           .arg(value.is_number() ? QStringLiteral("a fraction or exponent") : describe(value)));
        return std::nullopt;
    }
    if (!v || *v < min || *v > max) {
        error(pointer, QStringLiteral("integer out of range (expected %1 to %2)").arg(min).arg(max));
        return std::nullopt;
    }
    return v;
}

std::optional<std::uint64_t> JsonReader::unsignedInteger(const json &value, const QString &pointer)
{
    if (value.is_number_unsigned())
        return value.get<std::uint64_t>();
    if (value.is_number_integer())
        error(pointer, QStringLiteral("expected a non-negative integer, found a negative one"));
    else
        error(pointer, QStringLiteral("expected a non-negative integer, found %1")
                           .arg(value.is_number() ? QStringLiteral("a fraction or exponent") : describe(value)));
    return std::nullopt;
}

void JsonReader::text(const json &object, const QString &pointer, const char *key, QString &out, bool required,
                      int maxLength)
{
    if (const json *v = member(object, pointer, key, required))
        if (auto t = text(*v, child(pointer, key), maxLength))
            out = std::move(*t);
}

void JsonReader::number(const json &object, const QString &pointer, const char *key, double &out, bool required)
{
    if (const json *v = member(object, pointer, key, required))
        if (auto n = number(*v, child(pointer, key)))
            out = *n;
}

void JsonReader::optionalNumber(const json &object, const QString &pointer, const char *key,
                                std::optional<double> &out)
{
    if (const json *v = member(object, pointer, key, false)) {
        if (v->is_null())
            out.reset();
        else if (auto n = number(*v, child(pointer, key)))
            out = *n;
    }
}

} // namespace verdict
