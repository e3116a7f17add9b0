#include "commands.h"
#include "output.h"

#include "cli/input.h"

#include "core/scenarios.h"
#include "format/projectfile.h"
#include "display/format.h"
#include "report/headlines.h"
#include "evaluation/wording.h"

// `verdict scenarios FILE [--profile NAME] [--method M] [--json]`: the base and every what-if scenario side by side
// (docs/stability.md, "What-if scenarios").
namespace verdict::cli {

static int runScenarios(Invocation &inv)
{
    const QString path = inv.positional.at(0);
    std::optional<ProjectData> project = loadInput(inv, path);
    if (!project)
        return InvalidInput;
    if (!applyProfileOption(inv, *project))
        return UsageError;
    EvaluationOptions options = commandOptions();
    options.incomplete = IncompleteAlternatives::LeaveOut; // a scenario may leave an alternative incomplete
    options.method = inv.isSet(QStringLiteral("method")) ? inv.value(QStringLiteral("method")) : project->analysis.method;
    const Evaluation evaluation = evaluate(*project, options);
    const ScenariosData &d = evaluation.scenarios();
    const ProjectData &p = evaluation.baseProject();

    if (inv.isSet(QStringLiteral("json"))) {
        Json scenarios = Json::array();
        for (const ScenarioColumn &s : d.scenarios) {
            Json overrides = Json::array();
            for (const QString &o : s.overrides)
                overrides.push_back(utf8(o));
            Json alternatives = Json::array();
            for (const int a : d.alternatives) {
                const std::size_t k = std::size_t(a);
                alternatives.push_back({{"id", utf8(p.alternatives[k].id)},
                                        {"name", utf8(p.alternatives[k].name)},
                                        {"rank", s.ranks[k] > 0 ? Json(s.ranks[k]) : Json(nullptr)},
                                        {"score", number(s.scores[k])},
                                        {"feasible", bool(s.feasible[k])},
                                        {"annual_cost", number(s.annualCost[k])}});
            }
            Json column{{"name", utf8(s.name)},
                        {"base", s.index < 0},
                        {"active", s.active},
                        {"overrides", overrides},
                        {"unchanged", s.unchanged},
                        {"winner_feasible", s.winnerFeasible},
                        {"winner", s.winner >= 0 ? Json(utf8(p.alternatives[std::size_t(s.winner)].id)) : Json(nullptr)},
                        {"runner_up", s.runnerUpName.isEmpty() ? Json(nullptr) : Json(utf8(s.runnerUpName))},
                        {"margin_points", s.winner >= 0 ? number(s.marginPoints) : Json(nullptr)},
                        {"alternatives", alternatives}};
            if (!s.note.isEmpty())
                column["note"] = utf8(s.note);
            scenarios.push_back(column);
        }
        inv.out << QString::fromStdString(Json{{"schema", 1},
                                               {"method", utf8(d.method)},
                                               {"profile", utf8(p.profiles[std::size_t(evaluation.profile())].name)},
                                               {"headline", utf8(chartHeadline(d))},
                                               {"scenarios", scenarios}}
                                              .dump(2))
                << "\n";
        return Ok;
    }
    if (d.scenarios.size() < 2) {
        inv.out << QStringLiteral("%1 has no what-if scenarios: only its own numbers (the base).\n").arg(path);
        return Ok;
    }
    inv.out << chartHeadline(d) << "\n";
    for (const ScenarioColumn &s : d.scenarios) {
        int feasible = 0;
        for (const int a : d.alternatives)
            feasible += s.feasible[std::size_t(a)] ? 1 : 0;
        inv.out << "\n" << s.name << (s.active ? QStringLiteral(" (active)") : QString()) << "\n";
        for (const QString &o : s.overrides)
            inv.out << "  changes: " << o << "\n";
        if (s.unchanged)
            inv.out << "  (the same numbers as the base)\n";
        inv.out << "  winner: " << scenarioWinnerText(s) << "\n";
        inv.out << QStringLiteral("  feasible: %1 of %2\n").arg(feasible).arg(d.alternatives.size());
        for (const int a : d.alternatives) {
            const std::size_t k = std::size_t(a);
            QString line = QStringLiteral("    %1  %2").arg(s.ranks[k] > 0 ? QString::number(s.ranks[k]) : QStringLiteral("–"), p.alternatives[k].name);
            if (std::isfinite(s.scores[k]))
                line += QStringLiteral("  %1 %2").arg(scoreName(d.method), formatScore(s.scores[k]));
            if (std::isfinite(s.annualCost[k]))
                line += QStringLiteral("  annual cost %1").arg(formatCompactMoney(s.annualCost[k], QStringLiteral("$")));
            if (!s.feasible[k])
                line += QStringLiteral("  (fails a gate)");
            inv.out << line << "\n";
        }
    }
    return Ok;
}

CommandSpec scenariosCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("scenarios");
    spec.arguments = QStringLiteral("FILE");
    spec.summary = QStringLiteral("Compare the base and every what-if scenario side by side.");
    spec.description = QStringLiteral(
        "Ranks the project's own numbers (the base) and each what-if scenario of the file (its overrides of "
        "parameters, attributes and entered values applied to the base) under the same profile and method, and "
        "prints for each its overrides, the winner and its margin over the runner-up, how many alternatives meet "
        "every gate, and each alternative's rank, score and annual cost. Every other command takes --scenario NAME "
        "to show one scenario.");
    spec.options = {profileOption(),
                    {{QStringLiteral("method")}, QStringLiteral("M"),
                     QStringLiteral("Ranking method (default: the project's analysis.method)."), {}, knownMethods()},
                    jsonOption()};
    spec.run = runScenarios;
    return spec;
}

} // namespace verdict::cli
