#include "decisions.h"

#include <array>
#include <utility>

namespace verdict {

namespace {
constexpr std::array<std::pair<DecisionStatus, const char *>, 4> kStatusNames{{
    {DecisionStatus::Proposed, "proposed"},
    {DecisionStatus::Accepted, "accepted"},
    {DecisionStatus::Superseded, "superseded"},
    {DecisionStatus::Rejected, "rejected"},
}};
constexpr std::array<std::pair<TriggerSubject, const char *>, 5> kSubjectNames{{
    {TriggerSubject::Attribute, "attribute"},
    {TriggerSubject::Value, "value"},
    {TriggerSubject::Figure, "figure"},
    {TriggerSubject::Parameter, "parameter"},
    {TriggerSubject::Weight, "weight"},
}};
constexpr std::array<std::pair<TriggerOp, const char *>, 4> kOpTexts{{
    {TriggerOp::LessOrEqual, "<="},
    {TriggerOp::GreaterOrEqual, ">="},
    {TriggerOp::Less, "<"},
    {TriggerOp::Greater, ">"},
}};

// The name of `value` in `table`, and the value a name stands for (exact).
template<typename E, std::size_t N>
QString nameIn(const std::array<std::pair<E, const char *>, N> &table, E value)
{
    for (const auto &[v, name] : table)
        if (v == value)
            return QLatin1String(name);
    return {};
}
template<typename E, std::size_t N>
std::optional<E> valueIn(const std::array<std::pair<E, const char *>, N> &table, const QString &text)
{
    for (const auto &[v, name] : table)
        if (text == QLatin1String(name))
            return v;
    return std::nullopt;
}

// "d" or "t" and a number: the highest such number among `ids`, 0 when none.
template<typename Range, typename IdOf>
int highestNumber(const Range &items, QChar prefix, IdOf idOf)
{
    int highest = 0;
    for (const auto &item : items) {
        const QString &id = idOf(item);
        bool ok = false;
        const int n = id.startsWith(prefix) ? id.mid(1).toInt(&ok) : 0;
        if (ok && n > highest)
            highest = n;
    }
    return highest;
}
} // namespace

QString triggerSubjectName(TriggerSubject s)
{
    return nameIn(kSubjectNames, s);
}

std::optional<TriggerSubject> parseTriggerSubject(const QString &text)
{
    return valueIn(kSubjectNames, text);
}

QString triggerOpText(TriggerOp op)
{
    return nameIn(kOpTexts, op);
}

std::optional<TriggerOp> parseTriggerOp(const QString &text)
{
    if (text == QStringLiteral("\u2264"))
        return TriggerOp::LessOrEqual;
    if (text == QStringLiteral("\u2265"))
        return TriggerOp::GreaterOrEqual;
    return valueIn(kOpTexts, text);
}

bool triggerHolds(TriggerOp op, double number, double threshold)
{
    switch (op) {
    case TriggerOp::Less: return number < threshold;
    case TriggerOp::LessOrEqual: return number <= threshold;
    case TriggerOp::Greater: return number > threshold;
    case TriggerOp::GreaterOrEqual: return number >= threshold;
    }
    return false;
}

QString decisionStatusName(DecisionStatus s)
{
    return nameIn(kStatusNames, s);
}

std::optional<DecisionStatus> parseDecisionStatus(const QString &text)
{
    return valueIn(kStatusNames, text);
}

const DecisionRecord *acceptedDecision(const std::vector<DecisionRecord> &decisions)
{
    for (auto it = decisions.rbegin(); it != decisions.rend(); ++it)
        if (it->status == DecisionStatus::Accepted)
            return &*it;
    return nullptr;
}

QString nextDecisionId(const std::vector<DecisionRecord> &decisions)
{
    return QStringLiteral("d%1").arg(highestNumber(decisions, u'd', [](const DecisionRecord &d) -> const QString & { return d.id; }) + 1);
}

QString nextTriggerId(const std::vector<DecisionTrigger> &triggers)
{
    return QStringLiteral("t%1").arg(highestNumber(triggers, u't', [](const DecisionTrigger &t) -> const QString & { return t.id; }) + 1);
}

void appendDecision(std::vector<DecisionRecord> &decisions, DecisionRecord record)
{
    if (record.status == DecisionStatus::Accepted)
        for (DecisionRecord &d : decisions)
            if (d.status == DecisionStatus::Accepted)
                d.status = DecisionStatus::Superseded;
    decisions.push_back(std::move(record));
}

} // namespace verdict
