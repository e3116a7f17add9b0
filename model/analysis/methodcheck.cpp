#include "methodcheck.h"
#include "csv/delimited.h"

#include "normalize.h"

namespace verdict {

bool checkPositiveValues(const DecisionProblem &p, Messages &messages)
{
    for (int r = 0; r < p.alternatives; ++r) {
        const double *x = p.values.row(r);
        for (int c = 0; c < p.criteria; ++c)
            if (!(x[c] > 0.0) && !p.valued(c)) { // a value function's worth of 0 is a score of 0, not an error
                messages.push_back(Message::at(
                    p.cellPointer(r, c), QStringLiteral("%1 has the value %2 for %3; the weighted product needs "
                                                        "positive values")
                                             .arg(p.rowName(r), formatNumber(x[c]), p.columnLabel(c))));
                return false;
            }
    }
    return true;
}

std::optional<Message> methodRefusal(const DecisionProblem &problem, const MethodSettings &m)
{
    Messages messages;
    bool ok = checkProblem(problem, messages) && checkValuesFinite(problem, messages);
    if (ok && m.key() == QLatin1String("wpm"))
        ok = checkPositiveValues(problem, messages);
    if (ok)
        return std::nullopt;
    for (const Message &message : messages)
        if (message.severity == Severity::Error)
            return message;
    return messages.empty() ? std::nullopt : std::optional<Message>(messages.front());
}

std::optional<Message> methodRefusal(const std::optional<DecisionProblem> &problem, MethodSettings settings,
                                     const QString &method)
{
    if (!problem)
        return std::nullopt;
    settings.method = method;
    return methodRefusal(*problem, settings);
}

} // namespace verdict
