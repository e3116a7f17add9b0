#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace verdict {

// A criterion's value function (docs/methods.md, "Value functions"): the value, 0–100, of each raw value, used
// instead of normalisation. Two forms:
//   - piecewise linear through points (x, v), sorted by x, at least two; flat beyond the end points; monotone or
//     not (latency is worth nearly the same at 38 and 42 ms and collapses near the 50 ms SLA);
//   - a labelled scale: levels (x, label, v), sorted by x, at least two (1 "none", 3 "partial", 5 "full"); an
//     entered value must be one of the levels, and a drawn value between two levels is valued on the line
//     between them (so uncertainty passes through, as for points).
struct ValuePoint
{
    double x = 0.0;
    double v = 0.0; // 0–100
    bool operator==(const ValuePoint &) const = default;
};

struct ValueLevel
{
    double x = 0.0;
    QString label;
    double v = 0.0; // 0–100
    bool operator==(const ValueLevel &) const = default;
};

struct ValueFunction
{
    std::vector<ValuePoint> points; // piecewise linear; empty when `levels` is used
    std::vector<ValueLevel> levels; // labelled scale; empty when `points` is used

    bool isScale() const { return !levels.empty(); }
    // The value (0–100) of raw value x: linear between neighbouring points (or levels), the end value beyond
    // either end. NaN stays NaN.
    double value(double x) const;
    // The level at exactly x, or nullopt (a labelled scale only).
    std::optional<int> levelAt(double x) const;
    // The x of the level labelled `text` (any case, spaces around ignored), or nullopt.
    std::optional<double> levelNamed(const QString &text) const;
    // "1 “none”, 3 “partial”, 5 “full”": the levels, for messages.
    QString levelList() const;
    // The points the function runs through, levels included (x, v).
    std::vector<ValuePoint> knots() const;
    // One line, as `verdict show` prints it: "100 at ≤ 40 ms, 80 at 45 ms, 0 at ≥ 50 ms" or
    // "1 “none” = 0, 3 “partial” = 60, 5 “full” = 100".
    QString describe(const QString &unit = {}) const;

    bool operator==(const ValueFunction &) const = default;
};

// What is wrong with a function, each with its JSON pointer relative to the function ("/points/2/0",
// "/levels/1/label"): fewer than two points or levels, more than `maxPoints`, a number that is not finite or
// beyond ±1e100, x not strictly increasing, a value outside 0–100, a level without a label or with another's.
// The file's validator prefixes the criterion's pointer; the value function dialog names the row.
struct ValueFunctionProblem
{
    QString pointer;
    QString text;
};
std::vector<ValueFunctionProblem> valueFunctionProblems(const ValueFunction &f, int maxPoints = 1000);

} // namespace verdict
