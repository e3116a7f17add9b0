#include "tradeoff.h"

#include "display/format.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <functional>
#include <cmath>
#include <limits>

namespace verdict {

QString TradeoffAxis::title() const
{
    return unit.isEmpty() ? name : QStringLiteral("%1 (%2)").arg(name, unit);
}

std::vector<int> paretoFront(const std::vector<QPointF> &points, Direction xDirection, Direction yDirection)
{
    // Compare in "larger is better" space.
    const double sx = xDirection == Direction::Max ? 1.0 : -1.0;
    const double sy = yDirection == Direction::Max ? 1.0 : -1.0;
    std::vector<int> front;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const double xi = sx * points[i].x(), yi = sy * points[i].y();
        bool dominated = false;
        for (std::size_t j = 0; j < points.size() && !dominated; ++j) {
            const double xj = sx * points[j].x(), yj = sy * points[j].y();
            dominated = xj >= xi && yj >= yi && (xj > xi || yj > yi);
        }
        if (!dominated)
            front.push_back(int(i));
    }
    return front;
}

namespace {

bool resolveAxis(const ProjectData &project, const QString &id, TradeoffAxis &axis)
{
    axis.id = id;
    if (const int c = project.indexOfCriterion(id); c >= 0) {
        const Criterion &criterion = project.criteria[std::size_t(c)];
        axis.criterion = c;
        axis.name = criterion.name;
        axis.unit = criterion.unit;
        axis.direction = criterion.direction;
        // A value function says what is better: falling, lower is; rising, higher is; otherwise neither.
        if (criterion.valueFunction) {
            const std::vector<ValuePoint> k = criterion.valueFunction->knots();
            const bool falls = std::is_sorted(k.begin(), k.end(), [](const ValuePoint &a, const ValuePoint &b) { return a.v > b.v; });
            const bool rises = std::is_sorted(k.begin(), k.end(), [](const ValuePoint &a, const ValuePoint &b) { return a.v < b.v; });
            axis.direction = falls ? Direction::Min : Direction::Max;
            axis.valued = !falls && !rises;
        }
        return true;
    }
    if (const int a = project.indexOfAttribute(id); a >= 0) {
        const AttributeDef &attribute = project.attributes[std::size_t(a)];
        axis.attribute = a;
        axis.name = attribute.name.isEmpty() ? attribute.id : attribute.name;
        axis.unit = attribute.unit;
        const auto it = project.charts.attributeDirections.find(id);
        axis.direction = it != project.charts.attributeDirections.end() ? it->second : Direction::Min;
        return true;
    }
    return false;
}

double axisValue(const ChartInput &input, const TradeoffAxis &axis, int alternative)
{
    if (axis.criterion >= 0)
        return input.project.values.at(alternative, axis.criterion);
    const Alternative &a = input.project.alternatives[std::size_t(alternative)];
    const auto it = a.attributes.find(axis.id);
    return it == a.attributes.end() ? kMissing : it->second;
}

// "latency_ms <= sla_ms" with one side naming the axis (its id, or a criterion's formula) and the other a
// scenario parameter or a number: a line at that value.
std::optional<ReferenceLine> constraintLine(const ProjectData &project, const Constraint &constraint,
                                            const TradeoffAxis &axis, bool vertical)
{
    static const QRegularExpression op(QStringLiteral("(<=|>=|==|<|>)"));
    const QRegularExpressionMatch m = op.match(constraint.expression);
    if (!m.hasMatch())
        return std::nullopt;
    const QString left = constraint.expression.left(m.capturedStart()).trimmed();
    const QString right = constraint.expression.mid(m.capturedEnd()).trimmed();
    QStringList axisNames{axis.id};
    if (axis.criterion >= 0 && project.criteria[std::size_t(axis.criterion)].isFormula())
        axisNames << project.criteria[std::size_t(axis.criterion)].formula.trimmed();
    QString other;
    if (axisNames.contains(left))
        other = right;
    else if (axisNames.contains(right))
        other = left;
    else
        return std::nullopt;
    ReferenceLine line;
    line.vertical = vertical;
    if (const int p = project.indexOfParameter(other); p >= 0) {
        const Parameter &parameter = project.parameters[std::size_t(p)];
        line.value = parameter.value;
        line.label = QStringLiteral("%1 %2").arg(parameter.name.isEmpty() ? parameter.id : parameter.name,
                                                formatQuantity(parameter.value, parameter.unit));
        return line;
    }
    bool ok = false;
    line.value = other.toDouble(&ok);
    if (!ok || !std::isfinite(line.value))
        return std::nullopt;
    line.label = constraint.description.isEmpty() ? constraint.expression : constraint.description;
    return line;
}

// Inverse of a column transform: the raw value whose normalised value is r. NaN when there is none.
double inverse(const ColumnTransform &t, double r)
{
    if (t.reciprocal)
        return r > 0.0 ? t.a / (r * t.d) : kMissing;
    if (!std::isfinite(t.d))
        return kMissing;
    return (r - t.b) * t.d + t.c;
}

// `rx`: the x axis's raw value to its normalised one (a value function's column is not a linear transform);
// the y axis is inverted through `ty`, so it must be linear.
std::vector<QPointF> isoLine(const std::function<double(double)> &rx, const ColumnTransform &ty, double wx, double wy,
                             double level, const NiceScale &xs, const NiceScale &ys, const ColumnTransform *tx)
{
    std::vector<QPointF> raw;
    const auto inside = [&](const QPointF &p) {
        return p.x() >= xs.min && p.x() <= xs.max && p.y() >= ys.min && p.y() <= ys.max;
    };
    if (wy > 0.0) {
        constexpr int kSteps = 128;
        for (int i = 0; i <= kSteps; ++i) {
            const double x = xs.min + (xs.max - xs.min) * double(i) / kSteps;
            const double y = inverse(ty, (level - wx * rx(x)) / wy);
            if (std::isfinite(y))
                raw.emplace_back(x, y);
        }
    } else if (wx > 0.0 && tx) {
        const double x = inverse(*tx, level / wx);
        if (std::isfinite(x))
            raw = {QPointF(x, ys.min), QPointF(x, ys.max)};
    }
    // Keep the part inside the plot, ending exactly on its border.
    std::vector<QPointF> out;
    for (std::size_t i = 0; i < raw.size(); ++i) {
        const bool in = inside(raw[i]);
        if (i > 0 && in != inside(raw[i - 1])) {
            const QPointF a = raw[i - 1], b = raw[i];
            const double edge = (in ? a.y() : b.y()) < ys.min ? ys.min : ys.max;
            const double t = (edge - a.y()) / (b.y() - a.y());
            if (std::isfinite(t) && t >= 0.0 && t <= 1.0)
                out.emplace_back(a.x() + t * (b.x() - a.x()), edge);
        }
        if (in)
            out.push_back(raw[i]);
    }
    return out;
}

} // namespace

TradeoffData tradeoffData(const ChartInput &input, int profile, const QString &xId, const QString &yId)
{
    TradeoffData data;
    const ProjectData &project = input.project;
    QString xName = !xId.isEmpty() ? xId : project.charts.tradeoffX;
    QString yName = !yId.isEmpty() ? yId : project.charts.tradeoffY;
    if (xName.isEmpty() || yName.isEmpty()) {
        if (project.criterionCount() < 2) {
            data.messages.push_back(Message::plain(QStringLiteral("the trade-off map needs two criteria")));
            return data;
        }
        xName = project.criteria[0].id;
        yName = project.criteria[1].id;
    }
    for (const auto &[id, axis] : {std::pair{xName, &data.x}, std::pair{yName, &data.y}}) {
        if (!resolveAxis(project, id, *axis)) {
            data.messages.push_back(Message::plain(
                QStringLiteral("'%1' is neither a criterion nor an attribute of the project").arg(id)));
            data.x = data.y = {};
            return data;
        }
    }

    Messages scoring;
    const std::optional<ScoredProblem> scored = scoreProblem(input, profile, scoring);
    // The problem row of each alternative (−1 when left out), once rather than a search per point.
    std::vector<int> rowByAlternative(std::size_t(input.project.alternativeCount()), -1);
    if (scored)
        for (std::size_t r = 0; r < scored->problem.rows.size(); ++r) {
            const int alternative = scored->problem.rows[r];
            if (alternative >= 0 && std::size_t(alternative) < rowByAlternative.size())
                rowByAlternative[std::size_t(alternative)] = int(r);
        }

    std::vector<QPointF> xy;
    std::vector<int> feasibleIndex; // indices into data.points of feasible points
    double xlo = std::numeric_limits<double>::infinity(), xhi = -xlo, ylo = xlo, yhi = -xlo;
    for (int a = 0; a < project.alternativeCount(); ++a) {
        const double x = axisValue(input, data.x, a);
        const double y = axisValue(input, data.y, a);
        if (!std::isfinite(x) || !std::isfinite(y)) {
            data.messages.push_back(Message::at(QStringLiteral("/alternatives/%1").arg(a),
                                                QStringLiteral("%1 has no value for %2 and is not plotted")
                                                    .arg(project.alternatives[std::size_t(a)].name,
                                                         !std::isfinite(x) ? data.x.name : data.y.name),
                                                Severity::Warning));
            continue;
        }
        TradeoffPoint p;
        p.alternative = a;
        p.name = project.alternatives[std::size_t(a)].name;
        p.x = x;
        p.y = y;
        p.feasible = input.feasible[std::size_t(a)];
        p.baseline = a == input.baseline;
        if (scored) {
            const int row = rowByAlternative[std::size_t(a)];
            p.rank = row >= 0 ? scored->ranks[std::size_t(row)] : 0;
        }
        data.points.push_back(p);
        xlo = std::min(xlo, x), xhi = std::max(xhi, x), ylo = std::min(ylo, y), yhi = std::max(yhi, y);
    }

    // The frontier among the feasible alternatives (an infeasible one cannot be chosen), or among all when
    // none is feasible.
    bool anyFeasible = false;
    for (const TradeoffPoint &p : data.points)
        anyFeasible = anyFeasible || p.feasible;
    std::vector<int> candidates;
    // Dominance on what the values are worth: a value function's axis compares v(x) (more is better), which
    // need not follow the raw axis (the function may fall, rise or peak).
    const auto function = [&project](const TradeoffAxis &axis) -> const ValueFunction * {
        return axis.criterion >= 0 && project.criteria[std::size_t(axis.criterion)].valueFunction
                   ? &*project.criteria[std::size_t(axis.criterion)].valueFunction
                   : nullptr;
    };
    const ValueFunction *fx = function(data.x), *fy = function(data.y);
    std::vector<QPointF> worth;
    for (std::size_t i = 0; i < data.points.size(); ++i) {
        if (data.points[i].feasible || !anyFeasible) {
            candidates.push_back(int(i));
            xy.emplace_back(data.points[i].x, data.points[i].y);
            worth.emplace_back(fx ? fx->value(data.points[i].x) : data.points[i].x, fy ? fy->value(data.points[i].y) : data.points[i].y);
        }
    }
    for (const int k : paretoFront(worth, fx ? Direction::Max : data.x.direction, fy ? Direction::Max : data.y.direction)) {
        data.points[std::size_t(candidates[std::size_t(k)])].pareto = true;
        data.frontier.push_back(xy[std::size_t(k)]);
    }
    std::sort(data.frontier.begin(), data.frontier.end(), [](const QPointF &a, const QPointF &b) {
        return a.x() < b.x() || (a.x() == b.x() && a.y() < b.y());
    });

    for (const Constraint &c : project.constraints) {
        for (const bool vertical : {true, false}) {
            if (auto line = constraintLine(project, c, vertical ? data.x : data.y, vertical)) {
                data.lines.push_back(*line);
                double &lo = vertical ? xlo : ylo;
                double &hi = vertical ? xhi : yhi;
                lo = std::min(lo, line->value);
                hi = std::max(hi, line->value);
            }
        }
    }
    if (data.points.empty() && data.lines.empty()) {
        xlo = ylo = 0.0;
        xhi = yhi = 1.0;
    }
    // A little room around the data so no point sits on the frame; an axis whose numbers are all ≥ 0 (a price, a
    // count of minutes) never runs below 0 for it ("−$200" is no price).
    const auto padded = [](double lo, double hi) {
        const double pad = (hi - lo) * 0.06;
        if (lo >= 0.0 && hi > lo)
            return niceScale(std::max(0.0, lo - pad), hi + pad, 7);
        if (lo >= 0.0 && hi == lo) // one value: around it, not below 0
            return niceScale(std::max(0.0, lo - std::max(std::abs(lo) * 0.1, 1.0)), hi + std::max(std::abs(hi) * 0.1, 1.0), 7);
        return niceScale(lo - pad, hi + pad, 7);
    };
    data.x.scale = padded(xlo, xhi);
    data.y.scale = padded(ylo, yhi);

    // Iso-lines when both axes are ranked criteria: nice levels across the plotted alternatives' contributions.
    // Only the weighted sum is additive: under another method the lines would be another method's numbers.
    if (scored && scored->method.key() == QLatin1String("wsm") && !scored->transforms.empty() && data.x.criterion >= 0
        && data.y.criterion >= 0 && data.x.criterion != data.y.criterion) {
        const int cx = scored->columnOf(data.x.criterion);
        const int cy = scored->columnOf(data.y.criterion);
        if (cx >= 0 && cy >= 0) {
            const ColumnTransform &tx = scored->transforms[std::size_t(cx)];
            const ColumnTransform &ty = scored->transforms[std::size_t(cy)];
            const double wx = scored->problem.weights[std::size_t(cx)];
            const double wy = scored->problem.weights[std::size_t(cy)];
            // The plotted values are raw: a value function's axis is valued through the function.
            const DecisionProblem &problem = scored->problem;
            const auto normalised = [&problem](int column, const ColumnTransform &t) {
                return std::function<double(double)>([&problem, column, &t](double v) {
                    return problem.valued(column) ? problem.valueFunctions[std::size_t(column)]->value(v) / 100.0 : t.apply(v);
                });
            };
            const auto rx = normalised(cx, tx), ry = normalised(cy, ty);
            double lo = std::numeric_limits<double>::infinity(), hi = -lo;
            for (const TradeoffPoint &p : data.points) {
                const double v = wx * rx(p.x) + wy * ry(p.y);
                if (std::isfinite(v))
                    lo = std::min(lo, v), hi = std::max(hi, v);
            }
            // Lines need one linear axis to solve for: both valued, none is drawn.
            const bool swap = problem.valued(cy);
            if (wx + wy > 0.0 && std::isfinite(lo) && hi > lo && !(problem.valued(cx) && problem.valued(cy))) {
                const NiceScale levels = niceScale(lo, hi, 6);
                for (int i = 0; i < levels.ticks; ++i) {
                    const double level = levels.min + levels.step * i;
                    if (level < lo - 1e-12 || level > hi + 1e-12)
                        continue;
                    IsoLine line;
                    line.level = level;
                    if (swap) { // solve for x along y, then put the points back on their axes
                        line.points = isoLine(ry, tx, wy, wx, level, data.y.scale, data.x.scale, nullptr);
                        for (QPointF &pt : line.points)
                            pt = QPointF(pt.y(), pt.x());
                    } else {
                        line.points = isoLine(rx, ty, wx, wy, level, data.x.scale, data.y.scale, problem.valued(cx) ? nullptr : &tx);
                    }
                    if (line.points.size() >= 2)
                        data.isoLines.push_back(std::move(line));
                }
            }
        }
    }
    return data;
}

} // namespace verdict
