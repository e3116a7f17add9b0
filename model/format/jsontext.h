#pragma once

#include "core/message.h"

#include <QByteArray>

#include <nlohmann/json.hpp>

#include <optional>

// Byte-level checks and the JSON parse that run before a .verdict document is interpreted.
// Internal to model/format (it exposes nlohmann_json, which verdict_model links privately).
namespace verdict::jsontext {

// 1-based line and column (in characters) of the byte at `offset`.
std::pair<int, int> lineColumn(const QByteArray &bytes, qsizetype offset);

// An error if the bytes hold a NUL byte or invalid UTF-8 ("not a text file"), located at the first bad byte.
std::optional<Message> checkText(const QByteArray &bytes);

// An error if [ and { (outside strings) nest deeper than `maxDepth`. Runs before nlohmann's recursive
// parser sees the bytes, so deep nesting cannot exhaust the stack.
std::optional<Message> checkNesting(const QByteArray &bytes, int maxDepth);

// Texts from this size on are parsed on two cores: the top-level "alternatives" array in two halves at once,
// joined after (the result is the same DOM; any failure falls back to one parse of the whole, for the message).
inline constexpr qsizetype kSplitParseBytes = 2 * 1024 * 1024;

// Parses strict JSON into a DOM. Syntax errors and numbers that overflow a double (1e999) become
// Message::syntax; a key repeated within one object (which would silently drop data) becomes Message::at.
// `splitFrom` is the size from which the split parse is tried (tests and fuzzing pass 0).
std::optional<Message> parse(const QByteArray &bytes, nlohmann::json &out, qsizetype splitFrom = kSplitParseBytes);

// "/a/b~1c": a JSON Pointer segment escaped per RFC 6901.
QString pointerSegment(const QString &key);

} // namespace verdict::jsontext
