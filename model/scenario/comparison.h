#pragma once

#include "scenario/formula.h"

#include <QString>

#include <variant>

// Internal to the scenario model: splitting a constraint "EXPR OP EXPR" at its one comparison.
namespace verdict::scenario {

enum class Comparison { LessEqual, Less, GreaterEqual, Greater, Equal };
QString comparisonSymbol(Comparison op);

struct SplitConstraint
{
    QString left;
    QString right;
    Comparison op = Comparison::LessEqual;
    int leftColumn = 1;  // 1-based column where `left` starts in the constraint text
    int rightColumn = 1; // 1-based column where `right` starts
};

// Finds the single comparison outside parentheses. A constraint with none, several, "!=", or "&&", "||"
// or "?" outside parentheses is refused with the column of the problem.
std::variant<SplitConstraint, FormulaProblem> splitConstraint(const QString &text);

// Whether `left OP right` holds within the relative tolerance (values within it count as equal).
bool holds(double left, Comparison op, double right);
// Room to spare, in the left side's unit: positive when met, negative by the amount missed.
double margin(double left, Comparison op, double right);

} // namespace verdict::scenario
