#include "valuefunction.h"

#include <cmath>

namespace verdict {

namespace {

QString number(double x)
{
    return QString::number(x, 'g', 12);
}

QString withUnit(double x, const QString &unit)
{
    return unit.isEmpty() ? number(x) : QStringLiteral("%1 %2").arg(number(x), unit);
}

} // namespace

std::vector<ValuePoint> ValueFunction::knots() const
{
    if (levels.empty())
        return points;
    std::vector<ValuePoint> out;
    out.reserve(levels.size());
    for (const ValueLevel &l : levels)
        out.push_back({l.x, l.v});
    return out;
}

namespace {

// The piecewise-linear function through n knots (x(i), v(i)), flat beyond the ends; no copy of the knots.
template<typename X, typename V>
double interpolate(std::size_t n, X xAt, V vAt, double x)
{
    if (n == 0)
        return std::nan("");
    if (x <= xAt(0))
        return vAt(0);
    if (x >= xAt(n - 1))
        return vAt(n - 1);
    // The first knot at or after x (binary search: knots go by increasing x).
    std::size_t lo = 0, hi = n - 1;
    while (hi - lo > 1) {
        const std::size_t mid = (lo + hi) / 2;
        (xAt(mid) < x ? lo : hi) = mid;
    }
    if (x == xAt(hi))
        return vAt(hi);
    // The line through the neighbouring knots, at x: exact at both ends.
    return vAt(lo) + (vAt(hi) - vAt(lo)) * ((x - xAt(lo)) / (xAt(hi) - xAt(lo)));
}

} // namespace

double ValueFunction::value(double x) const
{
    if (std::isnan(x))
        return x;
    if (!levels.empty())
        return interpolate(levels.size(), [this](std::size_t i) { return levels[i].x; }, [this](std::size_t i) { return levels[i].v; }, x);
    return interpolate(points.size(), [this](std::size_t i) { return points[i].x; }, [this](std::size_t i) { return points[i].v; }, x);
}

std::optional<int> ValueFunction::levelAt(double x) const
{
    for (std::size_t i = 0; i < levels.size(); ++i)
        if (levels[i].x == x)
            return int(i);
    return std::nullopt;
}

std::optional<double> ValueFunction::levelNamed(const QString &text) const
{
    for (const ValueLevel &l : levels)
        if (l.label.compare(text.trimmed(), Qt::CaseInsensitive) == 0)
            return l.x;
    return std::nullopt;
}

QString ValueFunction::levelList() const
{
    QStringList out;
    for (const ValueLevel &l : levels)
        out << QStringLiteral("%1 “%2”").arg(number(l.x), l.label);
    return out.join(QStringLiteral(", "));
}

QString ValueFunction::describe(const QString &unit) const
{
    QStringList parts;
    if (!levels.empty()) {
        for (const ValueLevel &l : levels)
            parts << QStringLiteral("%1 “%2” = %3").arg(number(l.x), l.label, number(l.v));
        return parts.join(QStringLiteral(", "));
    }
    for (std::size_t i = 0; i < points.size(); ++i) {
        const QString at = i == 0 ? QStringLiteral("≤ ") : i + 1 == points.size() ? QStringLiteral("≥ ") : QString();
        parts << QStringLiteral("%1 at %2%3").arg(number(points[i].v), at, withUnit(points[i].x, unit));
    }
    return parts.join(QStringLiteral(", "));
}

std::vector<ValueFunctionProblem> valueFunctionProblems(const ValueFunction &f, int maxPoints)
{
    std::vector<ValueFunctionProblem> out;
    const bool scale = f.isScale();
    const QString list = scale ? QStringLiteral("/levels") : QStringLiteral("/points");
    const QString what = scale ? QStringLiteral("level") : QStringLiteral("point");
    const std::vector<ValuePoint> k = f.knots();
    if (k.size() < 2)
        return {{list, QStringLiteral("a value function needs at least two %1s (found %2)").arg(what).arg(k.size())}};
    if (k.size() > std::size_t(maxPoints))
        return {{list, QStringLiteral("%1 %2s is more than the limit of %3").arg(k.size()).arg(what).arg(maxPoints)}};
    const auto finite = [](double v) { return std::isfinite(v) && std::fabs(v) <= 1e100; };
    QStringList labels;
    for (std::size_t i = 0; i < k.size(); ++i) {
        const QString item = QStringLiteral("%1/%2").arg(list).arg(i);
        const QString xPtr = item + (scale ? QStringLiteral("/x") : QStringLiteral("/0"));
        const QString vPtr = item + (scale ? QStringLiteral("/value") : QStringLiteral("/1"));
        if (!finite(k[i].x) || !finite(k[i].v)) {
            out.push_back({finite(k[i].x) ? vPtr : xPtr, QStringLiteral("not a finite number (or beyond ±1e100)")});
            continue;
        }
        if (!(k[i].v >= 0.0 && k[i].v <= 100.0))
            out.push_back({vPtr, QStringLiteral("value %1 is outside 0–100").arg(k[i].v)});
        if (i > 0 && std::isfinite(k[i - 1].x) && !(k[i].x > k[i - 1].x))
            out.push_back({xPtr, QStringLiteral("x %1 is not above the previous %2's %3 (%2s go by increasing x)").arg(k[i].x).arg(what).arg(k[i - 1].x)});
        if (scale) {
            const QString &label = f.levels[i].label;
            if (label.trimmed().isEmpty())
                out.push_back({item + QStringLiteral("/label"), QStringLiteral("a level needs a label")});
            else if (labels.contains(label))
                out.push_back({item + QStringLiteral("/label"), QStringLiteral("label “%1” is used by another level").arg(label)});
            labels << label;
        }
    }
    return out;
}

} // namespace verdict
