#pragma once

#include "core/message.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <initializer_list>
#include <optional>

// Typed access to a parsed JSON document that reports every problem with the JSON Pointer of the value.
// Internal to model/format.
namespace verdict {

class JsonReader
{
public:
    using json = nlohmann::json;

    explicit JsonReader(Messages &messages) : m_messages(messages) {}

    void error(const QString &pointer, const QString &text);
    void diagnostic(const QString &pointer, const QString &text);
    int errorCount() const { return m_errors; }

    static QString child(const QString &pointer, const char *key);
    static QString child(const QString &pointer, const QString &key);
    static QString child(const QString &pointer, std::size_t index);
    static QString describe(const json &value); // "a string", "a number", ...

    bool isObject(const json &value, const QString &pointer);
    bool isArray(const json &value, const QString &pointer);
    // Refuses keys outside `known`, naming them (a typo must not silently drop data).
    void knownKeys(const json &object, const QString &pointer, std::initializer_list<const char *> known);
    // The member, or nullptr (and an error if `required`).
    const json *member(const json &object, const QString &pointer, const char *key, bool required);

    std::optional<QString> text(const json &value, const QString &pointer, int maxLength);
    std::optional<double> number(const json &value, const QString &pointer);
    std::optional<std::int64_t> integer(const json &value, const QString &pointer, std::int64_t min, std::int64_t max);
    std::optional<std::uint64_t> unsignedInteger(const json &value, const QString &pointer);

    // Member shortcuts: leave `out` unchanged when the key is absent (or refused).
    void text(const json &object, const QString &pointer, const char *key, QString &out, bool required,
              int maxLength);
    void number(const json &object, const QString &pointer, const char *key, double &out, bool required);
    // A number or null (null = unset).
    void optionalNumber(const json &object, const QString &pointer, const char *key, std::optional<double> &out);

private:
    void add(Message m);

    Messages &m_messages;
    int m_errors = 0;
    bool m_truncated = false;
};

} // namespace verdict
