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
} // namespace

QString decisionStatusName(DecisionStatus s)
{
    for (const auto &[status, name] : kStatusNames)
        if (status == s)
            return QLatin1String(name);
    return {};
}

std::optional<DecisionStatus> parseDecisionStatus(const QString &text)
{
    for (const auto &[status, name] : kStatusNames)
        if (text == QLatin1String(name))
            return status;
    return std::nullopt;
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
    int highest = 0;
    for (const DecisionRecord &d : decisions) {
        bool ok = false;
        const int n = d.id.startsWith(u'd') ? d.id.mid(1).toInt(&ok) : 0;
        if (ok && n > highest)
            highest = n;
    }
    return QStringLiteral("d%1").arg(highest + 1);
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
