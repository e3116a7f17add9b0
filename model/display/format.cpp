#include "format.h"

#include "csv/delimited.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace verdict {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("verdict::Format", text);
}

const QLocale &english()
{
    static const QLocale locale(QLocale::English, QLocale::UnitedStates);
    return locale;
}

QString signedNumber(double value, int decimals)
{
    const double rounded = std::round(value * std::pow(10.0, decimals)) / std::pow(10.0, decimals);
    const QString number = QString::number(std::abs(rounded), 'f', decimals);
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
    const double magnitude = std::abs(value);
    int decimals = 0;
    if (magnitude > 0 && magnitude < 1e4)
        decimals = std::clamp(4 - int(std::floor(std::log10(magnitude))), 0, 8);
    QString text = english().toString(value, 'f', decimals);
    if (text.contains(u'.')) {
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(u'.'))
            text.chop(1);
    }
    if (text == QLatin1String("-0"))
        text = QStringLiteral("0");
    return text;
}

std::optional<double> readTypedNumber(QStringView input, QString *why)
{
    const QString text = input.trimmed().toString();
    if (text.isEmpty())
        return std::nullopt;
    if (!text.contains(u','))
        return parseNumber(text, false, why);
    // Commas group thousands, as formatAmount() writes them: 1 to 3 digits, then groups of exactly 3.
    static const QRegularExpression grouped(QStringLiteral("^[+-]?\\d{1,3}(,\\d{3})+(\\.\\d*)?([eE][+-]?\\d+)?$"));
    if (grouped.match(text).hasMatch())
        return parseNumber(QString(text).remove(u','), false, why);
    if (why) {
        const QString asDecimal = QString(text).replace(u',', u'.');
        *why = parseNumber(asDecimal, false).has_value() && text.count(u',') == 1
                   ? tr("',' separates thousands here (as in 1,500): write %1 with a point for a decimal").arg(asDecimal)
                   : tr("',' separates thousands here, in groups of three digits (as in 1,500,000)");
    }
    return std::nullopt;
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
    return QStringLiteral("%1 %").arg(std::round(fraction * 1000.0) / 10.0 + 0.0); // + 0.0: never "-0 %"
}

QString formatPercentFixed(double fraction, int decimals, bool withSign)
{
    if (!std::isfinite(fraction))
        return QStringLiteral("n/a");
    const double scale = std::pow(10.0, decimals);
    const QString number = QString::number(std::round(fraction * 100.0 * scale) / scale + 0.0, 'f', decimals);
    return withSign ? number + QStringLiteral(" %") : number;
}

QString formatRelativeChange(double fraction)
{
    if (std::isnan(fraction))
        return QStringLiteral("n/a");
    if (std::abs(fraction) < 0.0005) // would read "0 %": a change too small for one decimal is said so
        return fraction == 0.0 ? QStringLiteral("0 %") : tr("under 0.1 %");
    return signedNumber(fraction * 100.0, 1).replace(QLatin1String(".0"), QString()) + QStringLiteral(" %");
}

QString formatScore(double score, int decimals)
{
    if (!std::isfinite(score))
        return QStringLiteral("n/a");
    const QString text = formatFixed(100.0 * score, decimals); // never "-0.0"
    return text.startsWith(u'-') ? QStringLiteral("−") + text.mid(1) : text;
}

QString formatPoints(double points)
{
    return tr("%1 points").arg(QString::number(std::round(points * 10.0) / 10.0 + 0.0, 'f', 1));
}

QString formatSignedPoints(double points)
{
    return tr("%1 points").arg(signedNumber(points, 1));
}

QString formatSignedPointsShort(double points)
{
    return tr("%1 pts").arg(signedNumber(points, 1));
}

QString formatCount(std::int64_t count)
{
    return english().toString(qlonglong(count));
}

QString formatMonths(double months)
{
    if (!std::isfinite(months))
        return QStringLiteral("n/a");
    if (std::abs(months) >= 10)
        return tr("%1 mo").arg(english().toString(std::round(months), 'f', 0));
    const double rounded = std::round(months * 10.0) / 10.0;
    return tr("%1 mo").arg(english().toString(rounded, 'f', rounded == std::round(rounded) ? 0 : 1));
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
    return QString::number(value / divisor, 'f', decimals) + suffix;
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
    return text + suffix;
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
