#include "commands.h"
#include "output.h"

#include "cli/input.h"

#include "review/assumptions.h"
#include "display/format.h"

// `verdict assumptions FILE [--json]`: what to check first (docs/stability.md, "What to check first").
namespace verdict::cli {

namespace {

const char *kindName(AssumptionNumber::Kind k)
{
    switch (k) {
    case AssumptionNumber::Kind::Value:
        return "value";
    case AssumptionNumber::Kind::Attribute:
        return "attribute";
    case AssumptionNumber::Kind::Parameter:
        return "parameter";
    }
    return "value";
}

} // namespace

static int runAssumptions(Invocation &inv)
{
    const QString path = inv.positional.at(0);
    std::optional<ProjectData> project = loadInput(inv, path);
    if (!project)
        return InvalidInput;
    if (!applyProfileOption(inv, *project))
        return UsageError;
    const AssumptionReport r = analyzeAssumptions(*project);
    if (!r.error.isEmpty())
        return inv.fail(path + QStringLiteral(": error: ") + r.error);
    if (inv.isSet(QStringLiteral("json"))) {
        Json numbers = Json::array();
        for (const AssumptionNumber &n : r.numbers) {
            Json j{{"kind", kindName(n.kind)},
                   {"name", utf8(n.name)},
                   {"unit", utf8(n.unit)},
                   {"value", n.value},
                   {"provenance", n.stated ? Json(utf8(n.provenance)) : Json(nullptr)},
                   {"range", Json::array({n.low, n.high})},
                   {"range_assumed", n.assumedRange},
                   {"distribution", utf8(n.distribution)},
                   {"p_change", n.pChange},
                   {"flip", n.flipValue ? Json{{"value", *n.flipValue}, {"relative", n.flipRelative}, {"winner", utf8(n.flipWinner)}}
                                        : Json(nullptr)},
                   {"sentence", utf8(n.sentence)}};
            if (n.alternative >= 0)
                j["alternative"] = utf8(project->alternatives[std::size_t(n.alternative)].id);
            if (n.criterion >= 0)
                j["criterion"] = utf8(project->criteria[std::size_t(n.criterion)].id);
            if (!n.attribute.isEmpty())
                j["attribute"] = utf8(n.attribute);
            if (!n.parameter.isEmpty())
                j["parameter"] = utf8(n.parameter);
            numbers.push_back(j);
        }
        const Json out{{"schema", 1}, {"winner", optionalText(r.winner)}, {"headline", utf8(r.headline)}, {"changing", r.changing},
                       {"numbers", numbers}};
        inv.out << QString::fromStdString(out.dump(2)) << "\n";
        return Ok;
    }
    inv.out << r.headline << "\n";
    for (const AssumptionNumber &n : r.numbers)
        inv.out << "  " << n.sentence << "\n";
    return Ok;
}

CommandSpec assumptionsCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("assumptions");
    spec.arguments = QStringLiteral("FILE");
    spec.summary = QStringLiteral("Which assumed numbers can change the winner, and how likely that is: what to check first.");
    spec.description = QStringLiteral(
        "Every number the verdict rests on whose provenance is an assumption or is not given (an entered value, an "
        "alternative's attribute, a parameter), each varied on its own through every formula, gate and rule that "
        "reads it, the project ranked again by its method and profile at each trial value: its flip, the nearest "
        "value within 100 % of it either way at which the winner changes (to a grid of 1 %, then exact to the crossing), and "
        "the probability that the winner changes when only it varies over its uncertainty range (its distribution "
        "from the file; uniform within 20 % either way when it has none, said so). Numbers that can change the winner come first, by "
        "that probability, then by how near their flip is. Values stay within their criterion's scale, numbers "
        "that are not negative stay so, fractions between 0 and 1. Probabilities and flips are fractions in JSON.");
    spec.options = {profileOption(), jsonOption()};
    spec.run = runAssumptions;
    return spec;
}

} // namespace verdict::cli
