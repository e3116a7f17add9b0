#include "comparison.h"

#include "scenario/quantity.h"

#include <cmath>

namespace verdict::scenario {

QString comparisonSymbol(Comparison op)
{
    switch (op) {
    case Comparison::LessEqual: return QStringLiteral("<=");
    case Comparison::Less: return QStringLiteral("<");
    case Comparison::GreaterEqual: return QStringLiteral(">=");
    case Comparison::Greater: return QStringLiteral(">");
    case Comparison::Equal: return QStringLiteral("==");
    }
    return {};
}

std::variant<SplitConstraint, FormulaProblem> splitConstraint(const QString &text)
{
    int depth = 0;
    qsizetype found = -1;
    int width = 0;
    Comparison op = Comparison::LessEqual;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text.at(i);
        const QChar next = i + 1 < n ? text.at(i + 1) : QChar();
        const int column = int(i) + 1;
        if (c == u'(') {
            ++depth;
            continue;
        }
        if (c == u')') {
            --depth;
            continue;
        }
        if (depth != 0)
            continue;
        if ((c == u'&' && next == u'&') || (c == u'|' && next == u'|') || c == u'?')
            return FormulaProblem{QStringLiteral("a constraint is one comparison; put \"%1\" inside parentheses")
                                      .arg(c == u'?' ? QStringLiteral("?:") : QString(2, c)),
                                  column};
        if (c == u'!' && next == u'=')
            return FormulaProblem{QStringLiteral("\"!=\" is not a constraint operator; use <=, <, >=, > or =="), column};
        int w = 0;
        Comparison o = Comparison::LessEqual;
        if (c == u'<' && next == u'=') {
            w = 2;
            o = Comparison::LessEqual;
        } else if (c == u'>' && next == u'=') {
            w = 2;
            o = Comparison::GreaterEqual;
        } else if (c == u'=' && next == u'=') {
            w = 2;
            o = Comparison::Equal;
        } else if (c == u'<') {
            w = 1;
            o = Comparison::Less;
        } else if (c == u'>') {
            w = 1;
            o = Comparison::Greater;
        }
        if (w == 0)
            continue;
        if (found >= 0)
            return FormulaProblem{QStringLiteral("a constraint has one comparison; this is a second one"), column};
        found = i;
        width = w;
        op = o;
        i += w - 1;
    }
    if (found < 0)
        return FormulaProblem{QStringLiteral("a constraint needs a comparison: EXPR <= EXPR (or <, >=, >, ==)"), 0};
    SplitConstraint out;
    out.op = op;
    out.left = text.left(found);
    out.right = text.mid(found + width);
    out.leftColumn = 1;
    out.rightColumn = int(found + width) + 1;
    return out;
}

bool holds(double left, Comparison op, double right)
{
    const bool equal = nearlyEqual(left, right);
    switch (op) {
    case Comparison::LessEqual: return equal || left < right;
    case Comparison::Less: return !equal && left < right;
    case Comparison::GreaterEqual: return equal || left > right;
    case Comparison::Greater: return !equal && left > right;
    case Comparison::Equal: return equal;
    }
    return false;
}

double margin(double left, Comparison op, double right)
{
    switch (op) {
    case Comparison::LessEqual:
    case Comparison::Less: return right - left;
    case Comparison::GreaterEqual:
    case Comparison::Greater: return left - right;
    case Comparison::Equal: return -std::abs(left - right);
    }
    return 0.0;
}

} // namespace verdict::scenario
