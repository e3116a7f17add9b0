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

namespace {

// The first error among `messages`, else the first message; nullopt when the checks passed.
std::optional<Message> refusalOf(bool ok, const Messages &messages)
{
    if (ok)
        return std::nullopt;
    for (const Message &message : messages)
        if (message.severity == Severity::Error)
            return message;
    return messages.empty() ? std::nullopt : std::optional<Message>(messages.front());
}

// What every method checks: the problem's shape and finite values. `messages` keeps what they said.
bool commonChecks(const DecisionProblem &problem, Messages &messages)
{
    return checkProblem(problem, messages) && checkValuesFinite(problem, messages);
}

// `method`'s own checks after the common ones passed with `common` said.
std::optional<Message> ownRefusal(const DecisionProblem &problem, const QString &method, Messages messages)
{
    const bool ok = method != QLatin1String("wpm") || checkPositiveValues(problem, messages);
    return refusalOf(ok, messages);
}

} // namespace

std::optional<Message> methodRefusal(const DecisionProblem &problem, const MethodSettings &m)
{
    Messages messages;
    if (!commonChecks(problem, messages))
        return refusalOf(false, messages);
    return ownRefusal(problem, m.key(), std::move(messages));
}

std::map<QString, std::optional<Message>> methodRefusals(const std::optional<DecisionProblem> &problem,
                                                         MethodSettings settings, const QStringList &methods)
{
    std::map<QString, std::optional<Message>> out;
    if (!problem) {
        for (const QString &method : methods)
            out[method] = std::nullopt;
        return out;
    }
    Messages common;
    const bool ok = commonChecks(*problem, common); // once for all: a scan of every value
    for (const QString &method : methods) {
        settings.method = method;
        out[method] = ok ? ownRefusal(*problem, settings.key(), common) : refusalOf(false, common);
    }
    return out;
}

} // namespace verdict
