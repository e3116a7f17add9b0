#include "format.h"

#include "csv/delimited.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <atomic>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <memory>
#include <mutex>
#include <vector>

namespace verdict {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("verdict::Format", text);
}

struct Display
{
    QLocale locale;
    NumberConvention convention;
    // formatAmount()'s own writer (plainAmount below), when it writes what the locale would on every probe:
    // its sign, its grouping mark (none: numbers written plainly) and its decimal mark.
    bool plain = false;
    QString minus;
    QChar group;
};

// The rounding of formatAmount(): five significant digits up to 10,000, whole numbers above.
int amountDecimals(double magnitude)
{
    if (magnitude > 0 && magnitude < 1e4)
        return std::clamp(4 - int(std::floor(std::log10(magnitude))), 0, 8);
    return 0;
}

// formatAmount() through QLocale: its digits, marks and sign, then the trailing zeros dropped and never "-0".
QString localeAmount(double value, int decimals, const QLocale &locale, QChar mark)
{
    QString text = locale.toString(value, 'f', decimals);
    if (text.contains(mark)) {
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(mark))
            text.chop(1);
    }
    if (text == locale.negativeSign() + u'0')
        text = QStringLiteral("0");
    return text;
}

// The same written without QLocale (std::to_chars, then the locale's marks and sign; the string made once): at 10,000 ×
// 200 the cheat sheet writes two million numbers, and QLocale's own work was most of it. Empty where it cannot be sure
// to write what QLocale writes: a value halfway between two roundings (QLocale rounds those away from zero,
// std::to_chars to even), or one too long for its buffer.
QString plainAmount(double value, int decimals, const Display &shown)
{
    static constexpr double kPowers[] = {1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8};
    {
        // Halfway at `decimals`: scaled, its fraction is exactly one half (a true tie always scales exactly; a value
        // that only rounds to one half goes to QLocale too, which is right either way).
        const double scaled = std::abs(value) * kPowers[decimals];
        if (scaled - std::floor(scaled) == 0.5)
            return {};
    }
    char digits[80];
    const std::to_chars_result written = std::to_chars(digits, digits + sizeof digits, value, std::chars_format::fixed, decimals);
    if (written.ec != std::errc())
        return {};
    const char *begin = digits, *end = written.ptr;
    const bool negative = *begin == '-';
    if (negative)
        ++begin;
    const char *point = std::find(begin, end, '.');
    if (point != end) { // trailing zeros, then a bare point, dropped
        while (end > point + 1 && end[-1] == '0')
            --end;
        if (end == point + 1)
            end = point;
    }
    if (negative && end - begin == 1 && *begin == '0')
        return QStringLiteral("0"); // never "-0"
    char16_t out[160];
    char16_t *o = out;
    if (negative)
        for (const QChar c : shown.minus)
            *o++ = c.unicode();
    const std::ptrdiff_t whole = point - begin;
    for (std::ptrdiff_t i = 0; i < whole; ++i) {
        if (!shown.group.isNull() && i > 0 && (whole - i) % 3 == 0)
            *o++ = shown.group.unicode();
        *o++ = char16_t(begin[i]);
    }
    if (point != end) {
        *o++ = shown.convention.decimal.unicode();
        for (const char *d = point + 1; d < end; ++d)
            *o++ = char16_t(*d);
    }
    return QString(reinterpret_cast<const QChar *>(out), o - out);
}

// The display locale as formatting uses it: a C locale is English; grouping written; a locale whose numbers the
// reader could not read back (other digits, another decimal mark, groups not of three) shows them plainly or falls
// back to English.
Display makeDisplay(const QLocale &requested)
{
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    QLocale locale = requested.language() == QLocale::C ? english : requested;
    locale.setNumberOptions(QLocale::DefaultNumberOptions);
    const QString decimal = locale.decimalPoint();
    if (locale.zeroDigit() != QLatin1String("0") || (decimal != QLatin1String(".") && decimal != QLatin1String(",")))
        locale = english;
    NumberConvention c;
    c.decimal = locale.decimalPoint().front();
    const QString group = locale.groupSeparator();
    const QString grouped = locale.toString(1234567.0, 'f', 0); // 1,234,567 in groups of three, or written plainly
    const QString expected = QStringLiteral("1") + group + QStringLiteral("234") + group + QStringLiteral("567");
    // What a keyboard types for the same decimal mark is read too ("1.500" and "1 500" in French).
    const QString alsoRead = c.usesDecimalComma() ? NumberConvention::comma().groups : NumberConvention::point().groups;
    if (group.size() != 1 || group.front() == c.decimal || grouped != expected) {
        locale.setNumberOptions(QLocale::OmitGroupSeparator);
        c.groups = alsoRead;
    } else {
        c.groups = group;
        for (const QChar g : alsoRead)
            if (!c.groups.contains(g) && g != c.decimal)
                c.groups += g;
        if (group.front() == u'\u2019' && !c.groups.contains(u'\''))
            c.groups += u'\''; // Swiss grouping typed with an apostrophe
    }
    Display made;
    made.locale = locale;
    made.convention = c;
    // The writer of its own is used only when it writes every probe as the locale does (a locale that groups
    // differently, or writes its minus apart from the number, keeps QLocale's).
    made.minus = locale.negativeSign();
    if (!locale.numberOptions().testFlag(QLocale::OmitGroupSeparator))
        made.group = group.front();
    made.plain = true;
    for (const double probe : {0.0, 7.0, 12.5, 999.99, 1234.5, 12345.0, 123456.0, 1234567.0, 123456789.0, 0.00012345,
                               -0.5, -1234.5, -1234567.0, 1e15, -9.87654321e-9}) {
        const int decimals = amountDecimals(std::abs(probe));
        const QString plain = plainAmount(probe, decimals, made);
        if (plain.isEmpty() || plain != localeAmount(probe, decimals, locale, c.decimal)) {
            made.plain = false;
            break;
        }
    }
    return made;
}

std::atomic<const Display *> &displayState()
{
    static const Display english = makeDisplay(QLocale(QLocale::English, QLocale::UnitedStates));
    static std::atomic<const Display *> state{&english};
    return state;
}

const Display &display()
{
    return *displayState().load(std::memory_order_acquire);
}

// A number written with '.' (QString::number's, formatNumber's) with another decimal mark.
QString withDecimalMark(QString text, QChar mark)
{
    if (mark != u'.')
        text.replace(u'.', mark);
    return text;
}

// The same in the display locale's decimal mark.
QString localised(const QString &text)
{
    return withDecimalMark(text, display().convention.decimal);
}

QString signedNumber(double value, int decimals)
{
    const double rounded = std::round(value * std::pow(10.0, decimals)) / std::pow(10.0, decimals);
    const QString number = localised(QString::number(std::abs(rounded), 'f', decimals));
    if (rounded > 0)
        return u'+' + number;
    if (rounded < 0)
        return QStringLiteral("−") + number; // U+2212, the minus sign
    return number;
}
} // namespace

QString formatAmount(double value)
{
    if (std::isnan(value))
        return QStringLiteral("n/a");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    const int decimals = amountDecimals(std::abs(value));
    const Display &shown = display();
    if (shown.plain)
        if (QString text = plainAmount(value, decimals, shown); !text.isEmpty())
            return text;
    return localeAmount(value, decimals, shown.locale, shown.convention.decimal);
}

NumberConvention NumberConvention::point()
{
    return {u'.', QStringLiteral(",")};
}

NumberConvention NumberConvention::comma()
{
    return {u',', QStringLiteral(".\u202f\u00a0 ")};
}

NumberConvention NumberConvention::display()
{
    return verdict::display().convention;
}

QString NumberConvention::example() const
{
    return QStringLiteral("1") + groups.left(1) + QStringLiteral("234") + decimal + u'5';
}

void setDisplayLocale(const QLocale &locale)
{
    // Every display locale made is kept for the life of the process, one per distinct locale: a worker thread may
    // still be formatting with the previous one. The list is reachable from here to the end (no leak reported), and
    // switching back and forth reuses what was made.
    static std::mutex mutex;
    static auto *const kept = new std::vector<std::unique_ptr<const Display>>();
    Display made = makeDisplay(locale);
    const std::lock_guard lock(mutex);
    auto same = std::find_if(kept->begin(), kept->end(), [&made](const std::unique_ptr<const Display> &d) {
        return d->locale == made.locale && d->locale.numberOptions() == made.locale.numberOptions()
            && d->convention.decimal == made.convention.decimal && d->convention.groups == made.convention.groups;
    });
    if (same == kept->end())
        same = kept->insert(kept->end(), std::make_unique<const Display>(std::move(made)));
    displayState().store(same->get(), std::memory_order_release);
}

QLocale displayLocale()
{
    return display().locale;
}

QString numberExample(const QLocale &locale)
{
    return makeDisplay(locale).locale.toString(1234.5, 'f', 1);
}

namespace {

QString editableAs(double value, const NumberConvention &convention)
{
    return withDecimalMark(formatNumber(value), convention.decimal);
}

bool isGroupOf(const NumberConvention &convention, QChar c)
{
    return convention.groups.contains(c);
}

// The text with a plain reading under `convention`: grouped in threes by one of its marks, or not grouped.
std::optional<double> readAs(const QString &t, const NumberConvention &convention, QString *why)
{
    QChar used;
    for (const QChar c : t)
        if (isGroupOf(convention, c)) {
            const bool space = c.isSpace();
            if (!used.isNull() && used != c && !(space && used.isSpace()))
                return std::nullopt; // two kinds of grouping
            used = c;
        }
    if (used.isNull()) // not grouped ("," is a group mark of every point convention, "." of every comma one)
        return parseNumber(t, convention.usesDecimalComma(), why);
    // Groups of exactly three digits after one to three, then the decimals and an exponent (parseNumber's).
    qsizetype end = 0;
    while (end < t.size() && t[end] != convention.decimal && t[end] != u'e' && t[end] != u'E')
        ++end;
    QStringView whole = QStringView(t).left(end);
    if (whole.startsWith(u'+') || whole.startsWith(u'-'))
        whole = whole.mid(1);
    qsizetype run = 0;
    bool first = true;
    for (const QChar c : whole) {
        if (isGroupOf(convention, c)) {
            if (run < 1 || run > 3 || (!first && run != 3))
                return std::nullopt;
            first = false;
            run = 0;
        } else if (c >= u'0' && c <= u'9') {
            ++run;
        } else {
            return std::nullopt;
        }
    }
    if (first || run != 3)
        return std::nullopt;
    for (const QChar c : QStringView(t).mid(end))
        if (isGroupOf(convention, c))
            return std::nullopt; // a group mark among the decimals
    QString plain;
    for (const QChar c : t)
        if (!isGroupOf(convention, c))
            plain += c == convention.decimal ? u'.' : c;
    return parseNumber(plain, false, why);
}

} // namespace

std::optional<double> readNumberAs(QStringView input, const NumberConvention &convention, QString *why)
{
    QString t = input.trimmed().toString();
    if (t.isEmpty())
        return std::nullopt;
    t.replace(u'\u2212', u'-'); // the minus sign the window writes
    QString plainWhy;
    if (const std::optional<double> value = readAs(t, convention, &plainWhy))
        return value;
    if (!why)
        return std::nullopt;
    bool anySeparator = false;
    for (const QChar c : t)
        anySeparator = anySeparator || c == convention.decimal || isGroupOf(convention, c) || c == u'.' || c == u',';
    if (!anySeparator && !plainWhy.isEmpty()) {
        *why = plainWhy; // "abc", "12%", "$5": not about the convention
        return std::nullopt;
    }
    // The readings the text could have been meant as: written the other way, or with the marks as groups.
    const NumberConvention other = convention.usesDecimalComma() ? NumberConvention::point() : NumberConvention::comma();
    QStringList readings;
    std::optional<double> first;
    if (const std::optional<double> v = readAs(t, other, nullptr)) {
        first = v;
        readings << (other.usesDecimalComma() ? tr("%1 (read with a decimal comma)") : tr("%1 (read with a decimal point)"))
                        .arg(editableAs(*v, convention));
    }
    if (!t.contains(convention.decimal)) {
        QString ungrouped;
        QChar mark;
        for (const QChar c : t) {
            if (isGroupOf(convention, c) || c == u'.' || c == u',')
                mark = c;
            else
                ungrouped += c;
        }
        const std::optional<double> v = parseNumber(ungrouped, false);
        if (v && !(first && *first == *v) && !mark.isNull())
            readings << tr("%1 (read with '%2' grouping thousands)").arg(editableAs(*v, convention), mark.isSpace() ? QStringLiteral(" ") : QString(mark));
    }
    if (readings.isEmpty() && !plainWhy.isEmpty())
        *why = plainWhy; // "$0.80": not about how numbers are written
    else if (readings.isEmpty())
        *why = tr("numbers here are written %1 (groups of three digits)").arg(convention.example());
    else
        *why = tr("numbers here are written %1; it could mean %2: type the one you mean")
                   .arg(convention.example(), readings.join(tr(" or ")));
    return std::nullopt;
}

std::optional<double> readTypedNumber(QStringView input, QString *why)
{
    return readNumberAs(input, display().convention, why);
}

ConventionGuess guessConvention(const QStringList &cells)
{
    ConventionGuess guess;
    for (int i = 0; i < cells.size(); ++i) {
        const QString &cell = cells[i];
        if (cell.trimmed().isEmpty())
            continue;
        const bool point = readNumberAs(cell, NumberConvention::point()).has_value();
        const bool comma = readNumberAs(cell, NumberConvention::comma()).has_value();
        if (point && !comma && guess.pointCell < 0)
            guess.pointCell = i;
        if (comma && !point && guess.commaCell < 0)
            guess.commaCell = i;
    }
    if (guess.pointCell >= 0 && guess.commaCell >= 0)
        guess.kind = ConventionGuess::Kind::Mixed;
    else if (guess.pointCell >= 0)
        guess.kind = ConventionGuess::Kind::Point;
    else if (guess.commaCell >= 0)
        guess.kind = ConventionGuess::Kind::Comma;
    return guess;
}

QString formatEditable(double value)
{
    return editableAs(value, display().convention);
}

QString formatQuantity(double value, const QString &unit)
{
    if (std::isnan(value))
        return QStringLiteral("n/a");
    if (unit == QLatin1String("fraction"))
        return formatPercent(value);
    const QString number = formatAmount(value);
    if (unit.isEmpty() || isScaleUnit(unit))
        return number;
    if (unit.startsWith(u'$')) {
        if (number.startsWith(u'-'))
            return u'-' + unit.left(1) + number.mid(1) + unit.mid(1);
        return unit.left(1) + number + unit.mid(1);
    }
    return number + u' ' + unit;
}

QString formatPercent(double fraction)
{
    if (std::isnan(fraction))
        return QStringLiteral("n/a");
    return localised(QStringLiteral("%1 %").arg(std::round(fraction * 1000.0) / 10.0 + 0.0)); // + 0.0: never "-0 %"
}

QString formatPercentFixed(double fraction, int decimals, bool withSign)
{
    if (!std::isfinite(fraction))
        return QStringLiteral("n/a");
    const double scale = std::pow(10.0, decimals);
    const QString number = localised(QString::number(std::round(fraction * 100.0 * scale) / scale + 0.0, 'f', decimals));
    return withSign ? number + QStringLiteral(" %") : number;
}

QString formatRelativeChange(double fraction)
{
    if (std::isnan(fraction))
        return QStringLiteral("n/a");
    if (std::abs(fraction) < 0.0005) // would read "0 %": a change too small for one decimal is said so
        return fraction == 0.0 ? QStringLiteral("0 %") : tr("under 0.1 %");
    QString number = signedNumber(fraction * 100.0, 1);
    if (number.endsWith(display().convention.decimal + QStringLiteral("0")))
        number.chop(2);
    return number + QStringLiteral(" %");
}

QString formatScore(double score, int decimals)
{
    if (!std::isfinite(score))
        return QStringLiteral("n/a");
    const QString text = localised(formatFixed(100.0 * score, decimals)); // never "-0.0"
    return text.startsWith(u'-') ? QStringLiteral("−") + text.mid(1) : text;
}

// One decimal, or as many as three where one would show a difference that is there as "0.0" (a lead of 0.03
// points among 3,000 alternatives read "+0.0 pts lead"). Below 0.0005 it is a tie as far as any view can tell.
int pointDecimals(double points)
{
    int decimals = 1;
    while (decimals < 3 && std::round(std::abs(points) * std::pow(10.0, decimals)) == 0.0
           && std::round(std::abs(points) * 1000.0) != 0.0)
        ++decimals;
    return decimals;
}

QString formatPoints(double points)
{
    const int decimals = pointDecimals(points);
    const double scale = std::pow(10.0, decimals);
    return tr("%1 points").arg(localised(QString::number(std::round(points * scale) / scale + 0.0, 'f', decimals)));
}

QString formatSignedPoints(double points)
{
    return tr("%1 points").arg(signedNumber(points, pointDecimals(points)));
}

QString formatSignedPointsShort(double points)
{
    return tr("%1 pts").arg(signedNumber(points, pointDecimals(points)));
}

QString formatCount(std::int64_t count)
{
    return display().locale.toString(qlonglong(count));
}

QString formatMonths(double months)
{
    if (!std::isfinite(months))
        return QStringLiteral("n/a");
    if (std::abs(months) >= 10)
        return tr("%1 mo").arg(display().locale.toString(std::round(months), 'f', 0));
    const double rounded = std::round(months * 10.0) / 10.0;
    return tr("%1 mo").arg(display().locale.toString(rounded, 'f', rounded == std::round(rounded) ? 0 : 1));
}

QString formatCompactMoney(double value, const QString &unit)
{
    if (!std::isfinite(value))
        return QStringLiteral("n/a");
    const double a = std::abs(value);
    QString number;
    if (a >= 1e6)
        number = QString::number(value / 1e6, 'f', a >= 1e7 ? 1 : 2) + u'M';
    else if (a >= 1e4)
        number = QString::number(value / 1e3, 'f', a >= 1e5 ? 0 : 1) + u'K';
    else if (a < 10)
        number = QString::number(value, 'f', 2); // prices: "$0.82"
    else
        number = formatAmount(value);
    if (value == 0.0)
        number = QStringLiteral("0");
    number.replace(QStringLiteral(".0K"), QStringLiteral("K")).replace(QStringLiteral(".00M"), QStringLiteral("M"));
    if (a < 10 || a >= 1e4)
        number = localised(number); // formatAmount's is in the display locale already
    if (number.startsWith(u'-'))
        return u'-' + unit.left(1) + number.mid(1);
    return unit.left(1) + number;
}

bool isScaleUnit(const QString &unit)
{
    static const QRegularExpression scale(QStringLiteral("^\\s*\\d+\\s*[-–]\\s*\\d+\\s*$"));
    return scale.match(unit).hasMatch();
}

QString scaleNote(const QString &unit)
{
    return isScaleUnit(unit) ? tr(" (scale %1)").arg(unit.trimmed()) : QString();
}

QString tableUnit(const QString &unit)
{
    if (unit == QLatin1String("ms per $0.01/GPU-h"))
        return QStringLiteral("ms/cent");
    if (unit.endsWith(QLatin1String("/year")))
        return unit.chopped(5) + QStringLiteral("/yr");
    return unit;
}

QString sharedUnitSpan(const QString &first, const QString &second, const QString &separator)
{
    qsizetype common = 0;
    while (common < first.size() && common < second.size()
           && first[first.size() - 1 - common] == second[second.size() - 1 - common])
        ++common;
    QString unit = second.right(common);
    while (!unit.isEmpty() && (unit.front().isDigit() || unit.front() == u'.' || unit.front() == u','))
        unit.remove(0, 1); // "000 GPU-h/yr" of 117,000 and 175,000: the digits are not the unit
    if (unit.trimmed().isEmpty() || unit.size() >= first.size() || unit.size() >= second.size())
        return first + separator + second;
    // A whole unit only: after a space, or right after a digit in both ("ms" and "s" share an "s", not a unit).
    const auto afterDigit = [&unit](const QString &text) { return text[text.size() - unit.size() - 1].isDigit(); };
    if (!unit.front().isSpace() && !(afterDigit(first) && afterDigit(second)))
        return first + separator + second;
    return first.left(first.size() - unit.size()).trimmed() + separator + second;
}

namespace {

// Thousands as "K" from 10,000 and millions as "M" from 10,000,000: the divisor and its suffix.
std::pair<double, QString> thousandsUnit(double magnitude)
{
    if (magnitude >= 1e7)
        return {1e6, QStringLiteral("M")};
    if (magnitude >= 1e4)
        return {1e3, QStringLiteral("K")};
    return {1.0, QString()};
}

} // namespace

QString formatTick(double value, double step, double magnitude)
{
    if (std::abs(value) < step * 1e-9)
        value = 0.0;
    const auto [divisor, suffix] = thousandsUnit(magnitude);
    const double scaledStep = step / divisor;
    int decimals = 0;
    if (scaledStep < 1.0)
        decimals = std::clamp(int(std::ceil(-std::log10(scaledStep) - 1e-9)), 0, 6);
    // 2.5-steps need one more decimal than their power of ten.
    const double rest = scaledStep * std::pow(10.0, decimals);
    if (std::abs(rest - std::round(rest)) > 1e-6)
        ++decimals;
    return localised(QString::number(value / divisor, 'f', decimals)) + suffix;
}

QString formatCompact(double value, int significant)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    const double magnitude = std::abs(value);
    const auto [divisor, suffix] = thousandsUnit(magnitude);
    const double scaled = value / divisor;
    const double scaledMagnitude = std::abs(scaled);
    // Digits before the point; the rest of the significant digits go after it.
    const int intDigits = scaledMagnitude < 1.0 ? 1 : int(std::floor(std::log10(scaledMagnitude))) + 1;
    const int decimals = std::clamp(significant - intDigits, 0, 6);
    QString text = QString::number(scaled, 'f', decimals);
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    if (text == QLatin1String("-0"))
        text = QStringLiteral("0");
    return localised(text) + suffix;
}

QString formatFixed(double value, int decimals)
{
    if (!std::isfinite(value))
        return QStringLiteral("n/a");
    const double scale = std::pow(10.0, decimals);
    const double rounded = std::round(value * scale) / scale + 0.0; // + 0.0: never "-0.000"
    return QString::number(rounded == 0.0 ? 0.0 : rounded, 'f', decimals);
}

QString formatSignificant(double value, int digits)
{
    if (std::isnan(value))
        return QStringLiteral("nan"); // a judgment that is not a number: "not nan" says what was read
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("inf") : QStringLiteral("-inf");
    return QString::number(value + 0.0, 'g', std::clamp(digits, 1, 17)).replace(QLatin1String("e+"), QLatin1String("e"));
}

QString formatSignedFixed(double value, int decimals)
{
    const QString text = formatFixed(value, decimals);
    if (text.startsWith(u'-'))
        return QStringLiteral("−") + text.mid(1);
    if (!std::isfinite(value) || std::round(value * std::pow(10.0, decimals)) == 0.0)
        return text; // "n/a", "0.0"
    return u'+' + text;
}

} // namespace verdict
