#include "commands.h"
#include "output.h"

#include "cli/input.h"

#include "display/format.h"
#include "evaluation/wording.h"
#include "core/scenarios.h"
#include "format/projectfile.h"
#include "format/savefile.h"
#include "review/decision.h"
#include "review/numberupdate.h"

#include <QDate>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <iterator>

// `verdict decide FILE --choose ID|NAME … -o OUT`, `verdict log FILE [--json]` and `verdict check FILE`: the decision
// record
// (docs/decision-record.md).
namespace verdict::cli {

// "OpenShift on-prem: Latency ≤ 47.1 ms: OpenShift on-prem draws level with the first [from what it would take]"
static QString triggerLine(const ProjectData &project, const DecisionTrigger &t)
{
    QString line = triggerCondition(project, t);
    if (!t.why.isEmpty())
        line += QStringLiteral(": ") + t.why;
    if (const QString origin = triggerOriginText(t); !origin.isEmpty())
        line += QStringLiteral(" [%1]").arg(origin);
    return line;
}

static int runDecide(Invocation &inv)
{
    const QString path = inv.positional.at(0);
    const QString out = projectOutput(inv, QStringLiteral("the project with the decision (it may be FILE itself)"));
    if (out.isEmpty())
        return UsageError;
    if (!inv.isSet(QStringLiteral("choose")) || inv.value(QStringLiteral("choose")).trimmed().isEmpty())
        return inv.usageError(QStringLiteral("give --choose ID or NAME: the alternative decided on"));
    std::optional<ProjectData> project = loadInput(inv, path);
    if (!project)
        return InvalidInput;

    DecisionRequest request;
    request.choose = inv.value(QStringLiteral("choose"));
    request.by = inv.value(QStringLiteral("by"));
    request.rationale = inv.value(QStringLiteral("rationale"));
    request.reviewBy = inv.value(QStringLiteral("review-by"));
    request.vote = inv.value(QStringLiteral("vote"));
    request.on = inv.value(QStringLiteral("on"));
    if (inv.value(QStringLiteral("status")) == QLatin1String("proposed"))
        request.status = DecisionStatus::Proposed;
    for (const QString &text : inv.values(QStringLiteral("trigger"))) {
        QString why;
        std::optional<DecisionTrigger> trigger = parseTrigger(*project, text, why);
        if (!trigger)
            return inv.fail(QStringLiteral("%1: error: --trigger: %2").arg(path, why));
        request.triggers.push_back(std::move(*trigger));
    }
    EvaluationOptions options; // the window's evaluation; the record keeps the ranking, not the stability sentence
    options.stability = false;
    const Evaluation evaluation = evaluate(*project, options);
    std::size_t suggested = 0;
    if (inv.isSet(QStringLiteral("suggest-triggers"))) {
        std::vector<DecisionTrigger> triggers = suggestTriggers(evaluation, whatIfOf(evaluation), assumptionsOf(evaluation));
        suggested = triggers.size();
        std::move(triggers.begin(), triggers.end(), std::back_inserter(request.triggers));
    }
    const DecisionOutcome outcome = makeDecision(evaluation, request);
    if (!outcome.record) {
        const QString option = outcome.field == QLatin1String("review_by") ? QStringLiteral("--review-by")
                                                                           : QStringLiteral("--") + outcome.field;
        return inv.fail(QStringLiteral("%1: error: %2: %3").arg(path, option, outcome.error));
    }
    appendDecision(project->decisions, *outcome.record);
    const SaveResult saved = saveProjectFile(*project, out);
    if (!saved.ok)
        return inv.fail(out + QStringLiteral(": error: ") + saved.error);
    const DecisionRecord &d = *outcome.record;
    inv.out << QStringLiteral("%1: recorded %2 (%3): %4").arg(out, d.id, decisionStatusName(d.status), d.chosenName);
    if (!d.reviewBy.isEmpty())
        inv.out << QStringLiteral(", review by %1").arg(d.reviewBy);
    inv.out << ".\n";
    if (!d.triggers.empty())
        inv.out << QStringLiteral("Reopen it when:\n");
    for (const DecisionTrigger &t : d.triggers)
        inv.out << QStringLiteral("  %1  %2\n").arg(t.id, triggerLine(*project, t));
    if (inv.isSet(QStringLiteral("suggest-triggers")) && suggested == 0)
        inv.out << QStringLiteral("No trigger suggested: no other alternative becomes first by one change of one of its numbers, and "
                                  "no number within ±100 % of its value changes the winner.\n");
    return Ok;
}

CommandSpec decideCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("decide");
    spec.arguments = QStringLiteral("FILE");
    spec.summary = QStringLiteral("Record a decision in the project: the choice, who, why, a review date and what it rested on.");
    spec.description = QStringLiteral(
        "Appends a record to the project's decision log (docs/decision-record.md): the alternative chosen, the date, "
        "who decided, the rationale and the review date, with a snapshot of the evaluation it rests on (method, "
        "profile, scenario, the top of the ranking with margins, the chosen alternative's figures, and a SHA-256 of "
        "the inputs). Accepting a decision marks the one in force superseded. Choosing an alternative that is not "
        "ranked first needs --rationale; without it the command exits 1 and writes nothing. Reopen triggers, the "
        "conditions on numbers under which `verdict check` reopens the decision, are written with --trigger or "
        "suggested from the analysis with --suggest-triggers. -o may name FILE itself: the write is atomic and "
        "FILE.bak keeps the previous version.");
    spec.options = {
        {{QStringLiteral("choose")}, QStringLiteral("ID|NAME"), QStringLiteral("The alternative decided on, by id or name."), {}, {}},
        {{QStringLiteral("by")}, QStringLiteral("TEXT"), QStringLiteral("Who decided (a person, a board)."), {}, {}},
        {{QStringLiteral("rationale")}, QStringLiteral("TEXT"),
         QStringLiteral("Why; required when the choice is not the alternative ranked first."), {}, {}},
        {{QStringLiteral("review-by")}, QStringLiteral("YYYY-MM-DD"), QStringLiteral("When to look at the decision again."), {}, {}},
        {{QStringLiteral("vote")}, QStringLiteral("TEXT"), QStringLiteral("The committee's vote, in words (\"3 of 4 for\")."), {}, {}},
        {{QStringLiteral("on")}, QStringLiteral("YYYY-MM-DD"), QStringLiteral("The decision's date (default: today)."), {}, {}},
        {{QStringLiteral("trigger")}, QStringLiteral("CONDITION"),
         QStringLiteral("A reopen trigger, \"[ALTERNATIVE.]NAME OP NUMBER[: WHY]\" with ids (\"gke_autopilot.latency_ms > 50: the SLA\", "
                        "\"horizon_years >= 5\", \"weight(tco) < 15\"); repeat it for more."), {}, {}},
        {{QStringLiteral("suggest-triggers")}, {},
         QStringLiteral("Add the triggers the analysis suggests: each other alternative's what-it-would-take change and each "
                        "assumption that can change the winner, at its boundary."), {}, {}},
        {{QStringLiteral("status")}, QStringLiteral("STATUS"), QStringLiteral("accepted, or proposed for a decision still to be taken."),
         QStringLiteral("accepted"), {QStringLiteral("accepted"), QStringLiteral("proposed")}},
        {{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("OUT.verdict"),
         QStringLiteral("Where the project with the record is written (may be FILE)."), {}, {}},
    };
    spec.run = runDecide;
    return spec;
}

static int runLog(Invocation &inv)
{
    const QString path = inv.positional.at(0);
    std::optional<ProjectData> project = loadInput(inv, path);
    if (!project)
        return InvalidInput;
    const QString inputs = decisionInputsHash(*project);
    if (inv.isSet(QStringLiteral("json"))) {
        Json records = Json::array();
        for (auto it = project->decisions.rbegin(); it != project->decisions.rend(); ++it) {
            const DecisionRecord &d = *it;
            Json ranking = Json::array();
            for (const DecisionRankRow &row : d.snapshot.ranking)
                ranking.push_back({{"alternative", utf8(row.alternative)}, {"name", utf8(row.name)}, {"rank", row.rank},
                                   {"score", number(row.score)}, {"margin_points", number(row.marginPoints)}, {"feasible", row.feasible}});
            Json figures = Json::object();
            for (const auto &[id, value] : d.snapshot.figures)
                figures[utf8(id)] = number(value);
            Json triggers = Json::array();
            for (const DecisionTrigger &t : d.triggers)
                triggers.push_back({{"id", utf8(t.id)},
                                    {"subject", utf8(triggerSubjectName(t.subject))},
                                    {"alternative", optionalText(t.alternative)},
                                    {"target", utf8(t.target)},
                                    {"op", utf8(triggerOpText(t.op))},
                                    {"threshold", number(t.threshold)},
                                    {"condition", utf8(triggerCondition(*project, t))},
                                    {"why", optionalText(t.why)},
                                    {"origin", optionalText(t.origin)}});
            records.push_back({{"id", utf8(d.id)},
                               {"status", utf8(decisionStatusName(d.status))},
                               {"chosen", utf8(d.chosen)},
                               {"chosen_name", utf8(d.chosenName)},
                               {"decided_on", utf8(d.decidedOn)},
                               {"decided_by", optionalText(d.decidedBy)},
                               {"vote", optionalText(d.vote)},
                               {"rationale", optionalText(d.rationale)},
                               {"review_by", optionalText(d.reviewBy)},
                               {"method", utf8(d.snapshot.method)},
                               {"profile", utf8(d.snapshot.profile)},
                               {"scenario", optionalText(d.snapshot.scenario)},
                               {"winner", optionalText(d.snapshot.winner)},
                               {"inputs", utf8(d.snapshot.inputs)},
                               {"inputs_unchanged", d.snapshot.inputs == inputs},
                               {"ranking", ranking},
                               {"figures", figures},
                               {"triggers", triggers}});
        }
        inv.out << QString::fromStdString(Json{{"schema", 1}, {"inputs", utf8(inputs)}, {"decisions", records}}.dump(2)) << "\n";
        return Ok;
    }
    if (project->decisions.empty()) {
        inv.out << QStringLiteral("%1: no decision recorded (verdict decide records one).\n").arg(path);
        return Ok;
    }
    for (auto it = project->decisions.rbegin(); it != project->decisions.rend(); ++it) {
        const DecisionRecord &d = *it;
        inv.out << QStringLiteral("%1  %2  %3  %4").arg(d.id, d.decidedOn, decisionStatusName(d.status), d.chosenName);
        if (!d.decidedBy.isEmpty())
            inv.out << QStringLiteral("  by %1").arg(d.decidedBy);
        inv.out << "\n";
        const DecisionSnapshot &s = d.snapshot;
        QString basis = QStringLiteral("    %1, profile \"%2\"").arg(methodLabel(s.method), s.profile);
        if (!s.scenario.isEmpty())
            basis += QStringLiteral(", scenario \"%1\"").arg(s.scenario);
        const auto chosenRow = std::find_if(s.ranking.begin(), s.ranking.end(), [&](const DecisionRankRow &r) { return r.alternative == d.chosen; });
        if (chosenRow != s.ranking.end())
            basis += chosenRow->rank == 1 && d.chosen == s.winner
                         ? QStringLiteral(": ranked first of %1, %2 points ahead").arg(s.alternatives).arg(formatFixed(chosenRow->marginPoints, 1))
                         : QStringLiteral(": ranked %1 of %2, %3 points behind the first").arg(chosenRow->rank).arg(s.alternatives).arg(formatFixed(-chosenRow->marginPoints, 1));
        inv.out << basis << "\n";
        if (!d.vote.isEmpty())
            inv.out << QStringLiteral("    vote: %1\n").arg(d.vote);
        if (!d.rationale.isEmpty())
            inv.out << QStringLiteral("    why: %1\n").arg(d.rationale);
        if (!d.reviewBy.isEmpty())
            inv.out << QStringLiteral("    review by %1\n").arg(d.reviewBy);
        for (const DecisionTrigger &t : d.triggers)
            inv.out << QStringLiteral("    reopen if %1 (%2)\n").arg(triggerLine(*project, t), t.id);
        inv.out << (s.inputs == inputs ? QStringLiteral("    the inputs are as they were then\n")
                                       : QStringLiteral("    the inputs have changed since (verdict diff shows how)\n"));
    }
    return Ok;
}

CommandSpec logCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("log");
    spec.arguments = QStringLiteral("FILE");
    spec.summary = QStringLiteral("List the project's decision records, newest first.");
    spec.description = QStringLiteral(
        "Each record: its id, date, status (proposed, accepted, superseded, rejected), the alternative chosen and who "
        "chose it; the method, profile and scenario it was evaluated under, where the choice ranked and by how many "
        "points; the vote, rationale and review date; and whether the project's inputs are still the ones decided on "
        "(their SHA-256, without metadata and the record).");
    spec.options = {jsonOption()};
    spec.run = runLog;
    return spec;
}

static int runCheck(Invocation &inv)
{
    const QString path = inv.positional.at(0);
    QDate today = QDate::currentDate();
    if (inv.isSet(QStringLiteral("today"))) {
        today = QDate::fromString(inv.value(QStringLiteral("today")), Qt::ISODate);
        if (!today.isValid())
            return inv.usageError(QStringLiteral("--today: \"%1\" is not a date: write it YYYY-MM-DD").arg(inv.value(QStringLiteral("today"))));
    }
    const bool apply = inv.isSet(QStringLiteral("apply"));
    const QString numbersPath = inv.value(QStringLiteral("numbers"));
    if (apply && numbersPath.isEmpty())
        return inv.usageError(QStringLiteral("--apply writes the numbers of --numbers UPDATE.csv: give that too"));
    if (!apply && inv.isSet(QStringLiteral("output")))
        return inv.usageError(QStringLiteral("-o is where --apply writes the updated project: give --apply, or leave -o out"));
    const QString out = apply ? projectOutput(inv, QStringLiteral("the project with the updated numbers (it may be FILE itself)")) : QString();
    if (apply && out.isEmpty())
        return UsageError;
    std::optional<ProjectData> project = loadInput(inv, path);
    if (!project)
        return InvalidInput;
    if (!acceptedDecision(project->decisions)) // before anything is written
        return inv.fail(QStringLiteral("%1: error: %2").arg(path, checkDecision(*project, today).error));
    std::vector<NumberUpdate> updates;
    if (!numbersPath.isEmpty()) {
        Messages messages;
        if (const std::optional<QByteArray> bytes = readInputFile(numbersPath, messages))
            updates = readNumberUpdates(*project, *bytes, QFileInfo(numbersPath).fileName(), messages);
        for (const Message &m : messages)
            inv.err << formatMessage(numbersPath, m) << "\n";
        if (hasErrors(messages))
            return InvalidInput;
        if (const DecisionRecord *d = acceptedDecision(project->decisions)) {
            // A number the decision's scenario sets itself is not what the check reads: say so rather than ignore it.
            if (const int scenario = d->snapshot.scenario.isEmpty() ? -1 : project->indexOfScenario(d->snapshot.scenario); scenario >= 0) {
                const std::vector<OverriddenNumber> overridden = overriddenNumbers(*project, scenario);
                for (const NumberUpdate &u : updates)
                    for (const OverriddenNumber &o : overridden)
                        if (o.target == u.target && o.alternative == u.alternative
                            && (o.kind == ScenarioOverride::Kind::Parameter) == (u.kind == NumberUpdate::Kind::Parameter))
                            inv.err << QStringLiteral("%1:%2: warning: the scenario \"%3\" the decision rests on sets %4 itself, so the update "
                                                      "changes the base number, not the one checked\n")
                                           .arg(numbersPath).arg(u.line).arg(d->snapshot.scenario, u.what);
            }
        }
        applyNumberUpdates(*project, updates);
    }
    if (apply) {
        const SaveResult saved = saveProjectFile(*project, out);
        if (!saved.ok)
            return inv.fail(out + QStringLiteral(": error: ") + saved.error);
    }
    const DecisionCheck check = checkDecision(*project, today);
    if (!check.error.isEmpty())
        return inv.fail(QStringLiteral("%1: error: %2").arg(path, check.error));
    const DecisionRecord &d = *check.record;
    if (inv.isSet(QStringLiteral("json"))) {
        Json reasons = Json::array();
        for (const ReopenReason &r : check.reasons)
            reasons.push_back({{"kind", utf8(reopenKindName(r.kind))}, {"text", utf8(r.text)}});
        Json triggers = Json::array();
        for (const DecisionCheck::Trigger &t : check.triggers)
            triggers.push_back({{"id", utf8(t.trigger->id)},
                                {"condition", utf8(t.condition)},
                                {"op", utf8(triggerOpText(t.trigger->op))},
                                {"threshold", number(t.trigger->threshold)},
                                {"value", t.reading.error.isEmpty() ? number(t.reading.value) : Json()},
                                {"source", utf8(t.reading.source)},
                                {"fires", t.reading.fires},
                                {"error", optionalText(t.reading.error)}});
        Json updated = Json::array();
        for (const NumberUpdate &u : updates)
            updated.push_back({{"line", u.line}, {"number", utf8(u.what)}, {"before", number(u.before)}, {"value", number(u.value)}, {"source", utf8(u.source)}});
        inv.out << QString::fromStdString(Json{{"schema", 1},
                                               {"decision", utf8(d.id)},
                                               {"chosen", utf8(d.chosen)},
                                               {"today", utf8(today.toString(Qt::ISODate))},
                                               {"first", optionalText(check.first)},
                                               {"stands", check.stands()},
                                               {"reasons", reasons},
                                               {"triggers", triggers},
                                               {"updates", updated}}
                                              .dump(2))
                << "\n";
    } else if (check.stands()) {
        for (const NumberUpdate &u : updates)
            inv.out << QStringLiteral("%1: %2 %3 → %4 (%5)\n").arg(numbersPath, u.what, roundedNumberText(u.before, u.unit), roundedNumberText(u.value, u.unit), u.source);
        inv.out << QStringLiteral("%1: the decision stands: %2 (%3 of %4)").arg(path, d.chosenName, d.id, d.decidedOn);
        if (!d.reviewBy.isEmpty())
            inv.out << QStringLiteral(", review by %1").arg(d.reviewBy);
        inv.out << ".\n";
        // The trigger nearest to firing, relative to its threshold: what to watch.
        const DecisionCheck::Trigger *nearest = nullptr;
        const auto relative = [](const DecisionCheck::Trigger &t) { return t.reading.distance / std::max(std::abs(t.trigger->threshold), 1e-12); };
        for (const DecisionCheck::Trigger &t : check.triggers)
            if (!nearest || relative(t) < relative(*nearest))
                nearest = &t;
        if (nearest)
            inv.out << QStringLiteral("  %1 trigger(s), none fired; the nearest: %2 (%3), now %4.\n")
                           .arg(check.triggers.size()).arg(nearest->condition, nearest->trigger->id, roundedNumberText(nearest->reading.value, nearest->reading.unit));
    } else {
        for (const NumberUpdate &u : updates)
            inv.out << QStringLiteral("%1: %2 %3 → %4 (%5)\n").arg(numbersPath, u.what, roundedNumberText(u.before, u.unit), roundedNumberText(u.value, u.unit), u.source);
        inv.out << QStringLiteral("%1: reopen the decision for %2 (%3 of %4):\n").arg(path, d.chosenName, d.id, d.decidedOn);
        for (const ReopenReason &r : check.reasons)
            inv.out << QStringLiteral("  - %1\n").arg(r.text);
    }
    if (apply)
        inv.err << QStringLiteral("%1: wrote %2 updated number(s) from %3.\n").arg(out).arg(updates.size()).arg(numbersPath);
    return check.stands() ? Ok : Reopen;
}

CommandSpec checkCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("check");
    spec.arguments = QStringLiteral("FILE");
    spec.summary = QStringLiteral("Check whether the recorded decision still stands (exit 0) or should be reopened (exit 4).");
    spec.description = QStringLiteral(
        "Checks the decision in force (the last accepted record) against the project as it is now, under the method, "
        "profile and scenario it was recorded with. Exit 4, printing each reason with its numbers and source, when "
        "the review date has come, another alternative is first now than when it was decided, the chosen alternative "
        "fails a gate or is gone, the profile or scenario it rested on is gone, or one of its reopen triggers fires. "
        "Exit 0 when it stands; exit 1 when the file has no accepted decision or an input is bad. With --numbers, the "
        "updated numbers of UPDATE.csv (rows ALTERNATIVE,NAME,VALUE[,SOURCE] and parameter,NAME,VALUE[,SOURCE]) are "
        "checked without being written; with --apply -o OUT they are written too, each with its source as provenance. "
        "Made for a scheduled CI job (docs/decision-record.md).");
    spec.options = {
        {{QStringLiteral("today")}, QStringLiteral("YYYY-MM-DD"), QStringLiteral("The date to check on (default: today)."), {}, {}},
        {{QStringLiteral("numbers")}, QStringLiteral("UPDATE.csv"),
         QStringLiteral("Check against these updated numbers (a new price list) instead of the file's."), {}, {}},
        {{QStringLiteral("apply")}, {}, QStringLiteral("Write the updated numbers of --numbers to -o OUT (it may be FILE)."), {}, {}},
        {{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("OUT.verdict"),
         QStringLiteral("Where --apply writes the updated project."), {}, {}},
        jsonOption(),
    };
    spec.run = runCheck;
    return spec;
}

} // namespace verdict::cli
