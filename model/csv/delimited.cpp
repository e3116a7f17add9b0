#include "delimited.h"

#include "core/limits.h"

#include <QStringDecoder>

#include <charconv>
#include <cmath>
#include <string>

namespace verdict {

namespace {

constexpr int kMaxReported = 20; // errors of one kind before the reader gives up
constexpr qsizetype kMaxColumns = limits::kMaxCriteria + 1;
constexpr qsizetype kMaxRows = limits::kMaxAlternatives + 16; // header and keyword rows
constexpr std::int64_t kMaxTotalCells = limits::kMaxCells + kMaxRows + 16 * kMaxColumns;

// Offset of the first byte that is not part of well-formed UTF-8 (no overlongs, no surrogates, at most
// U+10FFFF), or -1.
qsizetype firstInvalidUtf8(const QByteArray &bytes, qsizetype from)
{
    const auto *s = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    qsizetype i = from;
    while (i < n) {
        const unsigned char c = s[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        int extra = 0;
        unsigned char lo = 0x80, hi = 0xBF; // allowed range of the second byte
        if (c >= 0xC2 && c <= 0xDF) {
            extra = 1;
        } else if (c >= 0xE0 && c <= 0xEF) {
            extra = 2;
            if (c == 0xE0)
                lo = 0xA0;
            else if (c == 0xED)
                hi = 0x9F;
        } else if (c >= 0xF0 && c <= 0xF4) {
            extra = 3;
            if (c == 0xF0)
                lo = 0x90;
            else if (c == 0xF4)
                hi = 0x8F;
        } else {
            return i;
        }
        if (i + extra >= n)
            return i;
        if (s[i + 1] < lo || s[i + 1] > hi)
            return i;
        for (int k = 2; k <= extra; ++k)
            if (s[i + k] < 0x80 || s[i + k] > 0xBF)
                return i;
        i += extra + 1;
    }
    return -1;
}

// Line and column (in characters) of a byte offset in well-formed UTF-8 up to that offset.
CellPosition bytePosition(const QByteArray &bytes, qsizetype from, qsizetype offset)
{
    CellPosition p{1, 1};
    for (qsizetype i = from; i < offset; ++i) {
        const auto c = static_cast<unsigned char>(bytes.at(i));
        if (c == '\n') {
            ++p.line;
            p.column = 1;
        } else if ((c & 0xC0) != 0x80) {
            ++p.column;
        }
    }
    return p;
}

QChar detectDelimiter(QStringView text)
{
    int commas = 0, semicolons = 0, tabs = 0;
    bool quoted = false;
    for (const QChar c : text) {
        if (c == u'"')
            quoted = !quoted;
        else if (!quoted && (c == u'\n' || c == u'\r'))
            break;
        else if (!quoted && c == u',')
            ++commas;
        else if (!quoted && c == u';')
            ++semicolons;
        else if (!quoted && c == u'\t')
            ++tabs;
    }
    if (commas >= semicolons && commas >= tabs)
        return u',';
    return semicolons >= tabs ? u';' : u'\t';
}

QString quoteForMessage(QStringView text)
{
    constexpr qsizetype kShown = 40;
    if (text.size() <= kShown)
        return u'"' + text.toString() + u'"';
    return u'"' + text.left(kShown).toString() + QStringLiteral("…\"");
}

bool isBlank(QStringView cell)
{
    return cell.trimmed().isEmpty();
}

// RFC 4180 record reader over decoded text, tracking line and column for messages.
class Parser
{
public:
    Parser(QStringView text, QChar delimiter, Messages &messages)
        : m_text(text), m_delimiter(delimiter), m_messages(messages) {}

    std::optional<DelimitedTable> run();

private:
    bool atEnd() const { return m_i >= m_text.size(); }
    QChar current() const { return m_text.at(m_i); }
    void advance()
    {
        const QChar c = m_text.at(m_i++);
        if (c == u'\n' || (c == u'\r' && (atEnd() || current() != u'\n'))) {
            ++m_line;
            m_column = 1;
        } else if (!c.isLowSurrogate()) {
            ++m_column;
        }
    }
    bool atRowEnd() const { return atEnd() || current() == u'\n' || current() == u'\r'; }
    void error(CellPosition at, const QString &text) { m_messages.push_back(Message::syntax(at.line, at.column, text)); }

    // Reads one field; false on a fatal quoting error.
    bool readField(QString &cell, bool &quoted);

    QStringView m_text;
    QChar m_delimiter;
    Messages &m_messages;
    qsizetype m_i = 0;
    int m_line = 1;
    int m_column = 1;
};

bool Parser::readField(QString &cell, bool &quoted)
{
    quoted = !atEnd() && current() == u'"';
    if (!quoted) {
        const qsizetype start = m_i;
        while (!atRowEnd() && current() != m_delimiter)
            advance();
        cell = m_text.mid(start, m_i - start).toString();
        return true;
    }
    const CellPosition opening{m_line, m_column};
    advance();
    cell.clear();
    qsizetype start = m_i;
    for (;;) {
        if (atEnd()) {
            error(opening, QStringLiteral("this quoted field is never closed (a quote inside a quoted field is written \"\")"));
            return false;
        }
        if (current() != u'"') {
            advance();
            continue;
        }
        cell += m_text.mid(start, m_i - start);
        advance();
        if (!atEnd() && current() == u'"') { // "" is one literal quote
            cell += u'"';
            advance();
            start = m_i;
            continue;
        }
        break;
    }
    if (!atRowEnd() && current() != m_delimiter) {
        error({m_line, m_column},
              QStringLiteral("unexpected %1 after a closing quote (a quote inside a quoted field is written \"\")")
                  .arg(quoteForMessage(m_text.mid(m_i, 1))));
        return false;
    }
    return true;
}

std::optional<DelimitedTable> Parser::run()
{
    DelimitedTable table;
    table.delimiter = m_delimiter;
    qsizetype headerCells = -1;
    int reported = 0;
    std::int64_t totalCells = 0;
    // Blank lines are ignored at the end; inside a table of several columns they are errors, and in a
    // one-column table they are rows with one empty cell.
    std::vector<int> pendingBlankLines;

    while (!atEnd()) {
        const int rowLine = m_line;
        QStringList cells;
        std::vector<CellPosition> positions;
        bool lastQuoted = false;
        CellPosition extraCell{};
        qsizetype cellCount = 0;
        for (;;) {
            const CellPosition at{m_line, m_column};
            QString cell;
            if (!readField(cell, lastQuoted))
                return std::nullopt;
            ++cellCount;
            if (headerCells >= 0 && cellCount == headerCells + 1)
                extraCell = at;
            if (headerCells < 0 ? cellCount <= kMaxColumns : cellCount <= headerCells) {
                cells.append(std::move(cell));
                positions.push_back(at);
            }
            if (!atEnd() && current() == m_delimiter) {
                advance();
                continue;
            }
            break;
        }
        const CellPosition rowEnd{m_line, m_column};
        if (!atEnd()) { // line end: CRLF, LF or a lone CR
            const bool cr = current() == u'\r';
            advance();
            if (cr && !atEnd() && current() == u'\n')
                advance();
        }

        const bool blank = cellCount == 1 && !lastQuoted && isBlank(cells.constFirst());
        if (headerCells < 0) {
            if (blank) {
                error({rowLine, 1}, QStringLiteral("the header row is empty"));
                return std::nullopt;
            }
            if (cellCount > kMaxColumns) {
                error({rowLine, 1}, QStringLiteral("the header has %1 cells; at most %2 are allowed").arg(cellCount).arg(kMaxColumns));
                return std::nullopt;
            }
            headerCells = cellCount;
        } else if (blank) {
            pendingBlankLines.push_back(rowLine);
            if (qsizetype(pendingBlankLines.size()) > kMaxRows) {
                error({rowLine, 1}, QStringLiteral("too many blank lines; stopped reading here"));
                return std::nullopt;
            }
            continue;
        }
        for (const int blankLine : pendingBlankLines) {
            if (headerCells == 1) {
                table.rows.push_back({QString()});
                table.lines.push_back(blankLine);
                table.positions.push_back({{blankLine, 1}});
            } else if (++reported <= kMaxReported) {
                error({blankLine, 1}, QStringLiteral("blank line inside the table; the header has %1 cells").arg(headerCells));
            }
        }
        totalCells += qsizetype(pendingBlankLines.size());
        pendingBlankLines.clear();
        if (cellCount != headerCells) {
            if (++reported <= kMaxReported)
                error(cellCount > headerCells ? extraCell : rowEnd,
                      QStringLiteral("row has %1 %2, the header has %3")
                          .arg(cellCount)
                          .arg(cellCount == 1 ? QStringLiteral("cell") : QStringLiteral("cells"))
                          .arg(headerCells));
        }
        if (reported > kMaxReported) {
            error({rowLine, 1}, QStringLiteral("too many errors; stopped reading here"));
            return std::nullopt;
        }
        totalCells += cellCount;
        if (qsizetype(table.rows.size()) >= kMaxRows || totalCells > kMaxTotalCells) {
            error({rowLine, 1}, QStringLiteral("too many rows or cells (at most %1 alternatives and %2 cells); stopped reading here")
                                    .arg(limits::kMaxAlternatives)
                                    .arg(limits::kMaxCells));
            return std::nullopt;
        }
        table.rows.push_back(std::move(cells));
        table.lines.push_back(rowLine);
        table.positions.push_back(std::move(positions));
    }
    if (table.rows.empty()) {
        error({1, 1}, QStringLiteral("the file is empty"));
        return std::nullopt;
    }
    if (reported > 0)
        return std::nullopt;
    return table;
}

bool isAsciiDigit(QChar c)
{
    return c >= u'0' && c <= u'9';
}

} // namespace

CellPosition DelimitedTable::position(std::size_t row, qsizetype cell) const
{
    if (row < positions.size() && cell >= 0 && cell < qsizetype(positions[row].size()))
        return positions[row][std::size_t(cell)];
    const int line = row < lines.size() ? lines[row] : 0;
    if (cell >= 0 && cell < qsizetype(columns.size()))
        return {line, columns[std::size_t(cell)]};
    return {line, 1};
}

std::optional<DelimitedTable> readDelimited(const QByteArray &bytes, Messages &messages, std::optional<QChar> delimiter)
{
    if (bytes.size() > limits::kMaxFileBytes) {
        messages.push_back(Message::plain(QStringLiteral("the file is larger than %1 MiB").arg(limits::kMaxFileBytes >> 20)));
        return std::nullopt;
    }
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF")) {
        messages.push_back(Message::syntax(1, 1, QStringLiteral("the file is UTF-16 text; save it as UTF-8")));
        return std::nullopt;
    }
    const qsizetype start = bytes.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    if (const qsizetype nul = bytes.indexOf('\0', start); nul >= 0) {
        const CellPosition p = bytePosition(bytes, start, nul);
        messages.push_back(Message::syntax(p.line, p.column, QStringLiteral("the file is not text (it contains a NUL byte)")));
        return std::nullopt;
    }
    if (const qsizetype bad = firstInvalidUtf8(bytes, start); bad >= 0) {
        const CellPosition p = bytePosition(bytes, start, bad);
        messages.push_back(Message::syntax(p.line, p.column,
                                           QStringLiteral("the file is not UTF-8 text (byte 0x%1)")
                                               .arg(uint(static_cast<unsigned char>(bytes.at(bad))), 2, 16, QLatin1Char('0'))));
        return std::nullopt;
    }
    // The BOM is skipped above; a second one is text (QString::fromUtf8 would drop it silently).
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
    const QString text = decoder(QByteArrayView(bytes).sliced(start));
    const QChar delim = delimiter.value_or(detectDelimiter(text));
    if (delim == u'"' || delim == u'\n' || delim == u'\r') {
        messages.push_back(Message::plain(QStringLiteral("a quote or line break cannot be the delimiter")));
        return std::nullopt;
    }
    return Parser(text, delim, messages).run();
}

QString formatNumber(double value)
{
    if (!std::isfinite(value))
        return {};
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return QString::fromLatin1(buffer, result.ptr - buffer);
}

std::optional<double> parseNumber(QStringView text, bool decimalComma, QString *why)
{
    const auto fail = [why](const QString &reason) -> std::optional<double> {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    const QStringView t = text.trimmed();
    if (t.isEmpty())
        return fail(QStringLiteral("it is empty"));
    const QChar separator = decimalComma ? u',' : u'.';
    const QChar other = decimalComma ? u'.' : u',';
    for (const QChar c : t) {
        if (c == u'%' || c == u'\u2030')
            return fail(QStringLiteral("percent signs are not accepted (write 0.05, not 5%)"));
        if (c.category() == QChar::Symbol_Currency)
            return fail(QStringLiteral("currency symbols are not accepted"));
        if (c.isSpace())
            return fail(QStringLiteral("spaces inside a number are not accepted (no thousands separators)"));
        if (c == u'\'' || c == u'\u2019')
            return fail(QStringLiteral("thousands separators are not accepted"));
    }
    const QString lower = t.toString().toLower();
    for (const char *word : {"nan", "inf", "infinity"}) {
        const QLatin1String w(word);
        if (lower == w || lower == u'+' + w || lower == u'-' + w)
            return fail(QStringLiteral("NaN and infinity are not accepted"));
    }

    // [+-]? (D+ (SEP D*)? | SEP D+) ([eE] [+-]? D+)?
    qsizetype i = 0;
    const qsizetype n = t.size();
    if (i < n && (t[i] == u'+' || t[i] == u'-'))
        ++i;
    qsizetype digits = 0;
    while (i < n && isAsciiDigit(t[i]))
        ++i, ++digits;
    if (i < n && t[i] == separator) {
        ++i;
        while (i < n && isAsciiDigit(t[i]))
            ++i, ++digits;
    }
    bool ok = digits > 0;
    if (ok && i < n && (t[i] == u'e' || t[i] == u'E')) {
        ++i;
        if (i < n && (t[i] == u'+' || t[i] == u'-'))
            ++i;
        qsizetype exponentDigits = 0;
        while (i < n && isAsciiDigit(t[i]))
            ++i, ++exponentDigits;
        ok = exponentDigits > 0;
    }
    if (!ok || i != n) {
        if (t.count(separator) > 1)
            return fail(QStringLiteral("more than one '%1' (thousands separators are not accepted)").arg(separator));
        if (t.contains(other)) {
            return fail(decimalComma
                            ? QStringLiteral("'.' is not accepted: this file uses ',' as the decimal separator, and "
                                             "thousands separators are not accepted")
                            : QStringLiteral("',' is not accepted: no thousands separators, and a decimal comma "
                                             "only in a ';'-delimited file"));
        }
        return fail(QStringLiteral("a number is digits with an optional sign, decimal point and exponent, like 12, "
                                   "-0.5 or 3e6"));
    }

    std::string latin;
    latin.reserve(std::size_t(n));
    for (const QChar c : t.mid(t[0] == u'+' ? 1 : 0))
        latin.push_back(c == separator ? '.' : char(c.unicode()));
    double value = 0.0;
    const auto result = std::from_chars(latin.data(), latin.data() + latin.size(), value);
    if (result.ec == std::errc::result_out_of_range)
        return fail(QStringLiteral("it is out of range for a double"));
    if (result.ec != std::errc() || result.ptr != latin.data() + latin.size() || !std::isfinite(value))
        return fail(QStringLiteral("it is not a number"));
    return value;
}

namespace {
bool isFormulaTrigger(QChar c)
{
    return c == u'=' || c == u'+' || c == u'-' || c == u'@' || c == u'\t' || c == u'\r' || c == QChar(0);
}
} // namespace

bool needsGuard(QStringView text)
{
    if (text.isEmpty())
        return false;
    if (isFormulaTrigger(text[0]))
        return true;
    // A text that already looks guarded gets a second guard, so unguardCell gives it back unchanged.
    return text[0] == u'\'' && text.size() > 1 && (isFormulaTrigger(text[1]) || text[1] == u'\'');
}

QString guardCell(const QString &text)
{
    return needsGuard(text) ? u'\'' + text : text;
}

QString unguardCell(const QString &text)
{
    if (text.size() > 1 && text[0] == u'\'' && (isFormulaTrigger(text[1]) || text[1] == u'\''))
        return text.mid(1);
    return text;
}

} // namespace verdict
