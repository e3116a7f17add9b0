#include "quantity.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace verdict {

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
    static const QLocale english(QLocale::English, QLocale::UnitedStates);
    QString text = english.toString(value, 'f', decimals);
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

QString formatQuantity(double value, const QString &unit)
{
    const QString number = formatAmount(value);
    if (unit.isEmpty() || std::isnan(value))
        return number;
    if (unit.startsWith(u'$')) {
        if (number.startsWith(u'-'))
            return u'-' + unit.left(1) + number.mid(1) + unit.mid(1);
        return unit.left(1) + number + unit.mid(1);
    }
    return number + u' ' + unit;
}

bool nearlyEqual(double a, double b)
{
    return std::abs(a - b) <= kRelativeTolerance * std::max(std::abs(a), std::abs(b));
}

} // namespace verdict
