#include "commands.h"
#include "output.h"

#include "cli/input.h"

#include "review/committee.h"
#include "display/format.h"
#include "evaluation/wording.h"

// `verdict committee FILE [--json]`: the committee view (docs/methods.md, "The committee").
namespace verdict::cli {

namespace {

Json changeJson(const ProjectData &project, const WeightChange &c)
{
    return {{"criterion", utf8(project.criteria[std::size_t(c.criterion)].id)},
            {"criterion_name", utf8(project.criteria[std::size_t(c.criterion)].name)},
            {"from", c.from},
            {"to", c.to},
            {"change", c.to - c.from},
            {"draw_only", c.drawOnly},
            {"exact", !c.numeric}};
}

} // namespace

std::optional<Json> committeeJson(const ProjectData &project, Messages &messages)
{
    QString why;
    const std::optional<Committee> c = analyzeCommittee(project, &why);
    if (!c) {
        messages.push_back(Message::at(QStringLiteral("/profiles"), why));
        return std::nullopt;
    }
    const auto name = [&](int a) { return a >= 0 ? Json(utf8(c->alternativeNames.at(a))) : Json(nullptr); };
    Json stakeholders = Json::array();
    for (const CommitteeMember &m : c->members) {
        Json ranking = Json::array();
        for (const int a : m.ranking)
            ranking.push_back(name(a));
        Json weights = Json::object();
        for (std::size_t k = 0; k < m.weights.size(); ++k)
            weights[utf8(project.criteria[k].id)] = m.weights[k];
        stakeholders.push_back({{"name", utf8(m.name)},
                                {"role", utf8(m.role)},
                                {"voice", m.voice},
                                {"winner", name(m.winner)},
                                {"ranking", ranking},
                                {"weights", weights},
                                {"dissents", m.dissents},
                                {"to_agree", m.toAgree ? changeJson(project, *m.toAgree) : Json(nullptr)},
                                {"to_agree_text", m.toAgreeText.isEmpty() ? Json(nullptr) : Json(utf8(m.toAgreeText))}});
    }
    Json votes = Json::array();
    for (const auto &[a, n] : c->tally)
        votes.push_back({{"alternative", name(a)}, {"votes", n}});
    Json borda = Json::array();
    for (const auto &[a, n] : c->borda)
        borda.push_back({{"alternative", name(a)}, {"points", n}});
    Json disagreement = Json::array();
    for (const CriterionDisagreement &d : c->disagreement) {
        Json byMember = Json::object();
        for (std::size_t k = 0; k < d.weights.size(); ++k)
            byMember[utf8(c->members[k].name)] = d.weights[k];
        disagreement.push_back({{"criterion", utf8(project.criteria[std::size_t(d.criterion)].id)},
                                {"weights", byMember},
                                {"mean", d.mean},
                                {"spread", d.spread},
                                {"outlier", d.outlier >= 0 ? Json(utf8(c->members[std::size_t(d.outlier)].name)) : Json(nullptr)},
                                {"changes_winner", d.changesWinner},
                                {"keeps_winner", Json::array({d.keepLow, d.keepHigh})}});
    }
    Json robust = Json::object();
    if (c->odds.error.isEmpty()) {
        Json first = Json::array();
        for (std::size_t k = 0; k < c->odds.alternatives.size(); ++k)
            first.push_back({{"alternative", name(c->odds.alternatives[k])},
                             {"p_first", c->odds.pFirst[k]},
                             {"ci95", Json::array({c->odds.pFirstCi[k][0], c->odds.pFirstCi[k][1]})}});
        robust = {{"samples", c->odds.samples}, {"seed", c->odds.seed}, {"dimension", c->odds.dimension}, {"p_first", first}};
    } else {
        robust = {{"error", utf8(c->odds.error)}};
    }
    return Json{{"schema", 1},
                {"method", utf8(c->method)},
                {"group", {{"profile", utf8(c->groupName)}, {"computed_here", c->groupProfile < 0}, {"winner", name(c->groupWinner)}}},
                {"tally", {{"text", utf8(c->tallyText)}, {"votes", votes}, {"abstentions", c->abstentions}}},
                {"borda", borda},
                {"consensus", {{"alternative", name(c->consensus)}, {"worst_rank", c->consensusWorstRank},
                               {"max_regret_points", c->consensusRegret}, {"why", utf8(c->consensusWhy)}}},
                {"stakeholders", stakeholders},
                {"disagreement", disagreement},
                {"robust", robust}};
}

static int runCommittee(Invocation &inv)
{
    const QString path = inv.positional.at(0);
    std::optional<ProjectData> project = loadInput(inv, path);
    if (!project)
        return InvalidInput;
    if (inv.isSet(QStringLiteral("json"))) {
        Messages messages;
        const std::optional<Json> j = committeeJson(*project, messages);
        for (const Message &m : messages)
            inv.err << formatMessage(path, m) << "\n";
        if (!j)
            return InvalidInput;
        inv.out << QString::fromStdString(j->dump(2)) << "\n";
        return Ok;
    }
    QString why;
    const std::optional<Committee> c = analyzeCommittee(*project, &why);
    if (!c)
        return inv.fail(path + QStringLiteral(": error: /profiles: ") + why);
    const auto name = [&](int a) { return a >= 0 ? c->alternativeNames.at(a) : QStringLiteral("(nothing feasible)"); };
    inv.out << QStringLiteral("Committee of %1 stakeholders, ranked by %2\n").arg(c->members.size()).arg(methodTitle(c->method));
    for (const CommitteeMember &m : c->members) {
        QStringList order;
        for (std::size_t k = 0; k < m.ranking.size(); ++k)
            order << QStringLiteral("%1. %2").arg(k + 1).arg(name(m.ranking[k]));
        inv.out << QStringLiteral("  %1%2%3: %4\n")
                       .arg(m.name, m.role.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(m.role),
                            m.voice == 1.0 ? QString() : QStringLiteral(", voice %1").arg(m.voice), order.join(QStringLiteral("  ")));
    }
    inv.out << QStringLiteral("Group profile \"%1\"%2: %3 first\n")
                   .arg(c->groupName, c->groupProfile < 0 ? QStringLiteral(" (not in the file; computed here)") : QString(), name(c->groupWinner));
    for (const QString &line : committeeLines(*c, *project))
        inv.out << line << "\n";
    inv.out << "Disagreement (global weights; the group profile keeps its winner within the interval):\n";
    for (const CriterionDisagreement &d : c->disagreement) {
        QStringList each;
        for (std::size_t k = 0; k < d.weights.size(); ++k)
            each << QStringLiteral("%1 %2").arg(c->members[k].name, formatPercent(d.weights[k]));
        inv.out << QStringLiteral("  %1: spread %2, outlier %3, keeps %4–%5%6\n      %7\n")
                       .arg(project->criteria[std::size_t(d.criterion)].name, formatPercent(d.spread),
                            d.outlier >= 0 ? c->members[std::size_t(d.outlier)].name : QString(), formatPercent(d.keepLow),
                            formatPercent(d.keepHigh), d.changesWinner ? QStringLiteral(" — the spread changes the winner") : QString(),
                            each.join(QStringLiteral(", ")));
    }
    return Ok;
}

CommandSpec committeeCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("committee");
    spec.arguments = QStringLiteral("FILE");
    spec.summary = QStringLiteral("What each stakeholder's weights choose, the vote, the consensus and who disagrees.");
    spec.description = QStringLiteral(
        "Ranks the project under every profile marked as a stakeholder's, by the project's method: each "
        "stakeholder's winner and ranking, the vote tally (one vote each; infeasible alternatives never get one), "
        "the Borda count, the group profile's winner (the file's computed group profile, else the voice-weighted "
        "mean of the stakeholders' weights), and the consensus choice: the alternative whose worst rank across the "
        "stakeholders is best, ties going to the smallest maximum regret in points. For each dissenter, the smallest "
        "change to one of their own weights (the others in proportion) at which the group's winner draws level "
        "with their first, exact for the weighted sum. Then, per criterion, the stakeholders' global weights side "
        "by side with their spread and outlier, the criteria whose spread changes the group's winner first. "
        "Committee-robust odds: how often each alternative is first when the weights are drawn uniformly from the "
        "region between the stakeholders' weights (their convex hull; SMAA-2 with the project's samples and seed, "
        "the values as entered). "
        "Weights are fractions of 1 in JSON.");
    spec.options = {jsonOption()};
    spec.run = runCommittee;
    return spec;
}

} // namespace verdict::cli
