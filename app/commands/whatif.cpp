#include "commands.h"
#include "output.h"

#include "cli/input.h"

#include "review/whatif.h"

// `verdict whatif FILE [--alternative ID] [--json]`: what it would take (docs/stability.md, "What it would take").
namespace verdict::cli {

static int runWhatIf(Invocation &inv)
{
    const QString path = inv.positional.at(0);
    std::optional<ProjectData> project = loadInput(inv, path);
    if (!project)
        return InvalidInput;
    if (!applyProfileOption(inv, *project))
        return UsageError;
    int only = -1;
    if (inv.isSet(QStringLiteral("alternative"))) {
        const QString id = inv.value(QStringLiteral("alternative"));
        only = project->indexOfAlternative(id);
        if (only < 0)
            return inv.usageError(QStringLiteral("--alternative: no alternative \"%1\" (the ids: %2)")
                                      .arg(id, project->alternativeIds().join(QStringLiteral(", "))));
    }
    const WhatIfReport r = analyzeWhatIf(*project, only);
    if (!r.error.isEmpty())
        return inv.fail(path + QStringLiteral(": error: ") + r.error);
    if (only >= 0 && r.alternatives.empty()) {
        inv.out << QStringLiteral("%1 is first already.\n").arg(project->alternatives[std::size_t(only)].name);
        if (!inv.isSet(QStringLiteral("json")))
            return Ok;
    }
    if (inv.isSet(QStringLiteral("json"))) {
        Json alternatives = Json::array();
        for (const WhatIfAlternative &w : r.alternatives) {
            Json changes = Json::array();
            for (const WhatIfStep &s : w.changes) {
                Json c{{"kind", s.number.kind == AssumptionNumber::Kind::Value ? "value" : "attribute"},
                       {"from", s.from},
                       {"to", s.to},
                       {"relative", s.relative},
                       {"plausible", s.plausible},
                       {"result", utf8(whatIfResultName(s.result))},
                       {"with_next", s.withNext}};
                if (s.number.criterion >= 0)
                    c["criterion"] = utf8(project->criteria[std::size_t(s.number.criterion)].id);
                else
                    c["attribute"] = utf8(s.number.attribute);
                changes.push_back(c);
            }
            alternatives.push_back({{"id", utf8(project->alternatives[std::size_t(w.alternative)].id)},
                                    {"name", utf8(w.name)},
                                    {"feasible", w.feasible},
                                    {"changes", changes},
                                    {"sentence", utf8(w.sentence)}});
        }
        inv.out << QString::fromStdString(Json{{"schema", 1}, {"winner", optionalText(r.winner)}, {"alternatives", alternatives}}.dump(2)) << "\n";
        return Ok;
    }
    if (r.winner.isEmpty())
        inv.out << QStringLiteral("No alternative meets every gate. What it would take for each:\n");
    else
        inv.out << QStringLiteral("%1 is first. What it would take for each other alternative:\n").arg(r.winner);
    for (const WhatIfAlternative &w : r.alternatives)
        inv.out << "  " << w.sentence << "\n";
    return Ok;
}

CommandSpec whatIfCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("whatif");
    spec.arguments = QStringLiteral("FILE");
    spec.summary = QStringLiteral("What it would take for each other alternative to be first.");
    spec.description = QStringLiteral(
        "For every alternative that is not first (or --alternative's), the smallest change to one of its own numbers "
        "(an entered value or a scenario attribute, acting through every formula, gate and rule that reads it) that "
        "makes it first, found by ranking the project again: a grid of 1 % of the number up to 100 % either way, "
        "then bisection to the crossing, where it draws level (result \"draws\"; \"wins\" when it leads just beyond). "
        "An infeasible alternative first gets the smallest change that makes it feasible (\"feasible\"), then, from "
        "there, the one that makes it first. Where no single change does it, the cheapest change of two of its numbers "
        "together (the sum of their relative sizes smallest; the first of the two has \"with_next\": true and both "
        "carry the result of the two). Each change says whether it stays within the number's uncertainty "
        "range (within 20 % of it either way when the file gives none): plausible or not. When no alternative meets "
        "every gate (\"winner\": null), every alternative is asked what makes it feasible, then first. Relative sizes are "
        "fractions of the number in JSON.");
    spec.options = {profileOption(),
                    {{QStringLiteral("alternative")}, QStringLiteral("ID"), QStringLiteral("Only this alternative (its id)."), {}, {}},
                    jsonOption()};
    spec.run = runWhatIf;
    return spec;
}

} // namespace verdict::cli
