#include "command.h"

namespace verdict::cli {

int Invocation::usageError(const QString &text) const
{
    err << "verdict " << spec.name << ": error: " << text << "\n";
    return UsageError;
}

int Invocation::fail(const QString &text) const
{
    err << text << "\n";
    return InvalidInput;
}

bool intOption(const Invocation &inv, const QString &name, qint64 min, qint64 max, qint64 &value)
{
    if (!inv.isSet(name))
        return true;
    bool ok = false;
    const qint64 v = inv.value(name).toLongLong(&ok);
    if (!ok || v < min || v > max) {
        inv.usageError(QStringLiteral("--%1 must be an integer from %2 to %3 (got '%4')")
                           .arg(name).arg(min).arg(max).arg(inv.value(name)));
        return false;
    }
    value = v;
    return true;
}

bool doubleOption(const Invocation &inv, const QString &name, double min, double max, double &value)
{
    if (!inv.isSet(name))
        return true;
    bool ok = false;
    const double v = inv.value(name).toDouble(&ok);
    if (!ok || !(v >= min && v <= max)) {
        inv.usageError(QStringLiteral("--%1 must be a number from %2 to %3 (got '%4')")
                           .arg(name).arg(min).arg(max).arg(inv.value(name)));
        return false;
    }
    value = v;
    return true;
}

} // namespace verdict::cli
