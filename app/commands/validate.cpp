#include "commands.h"
#include "output.h"

#include "cli/input.h"

#include "format/projectfile.h"
#include "scenario/scenario.h"

namespace verdict::cli {

static int runValidate(Invocation &inv)
{
    const QString path = inv.positional.at(0);
    LoadResult result = loadProjectFile(path, sheetOptionValue(inv));
    // A file that loads may still have formula, constraint, rule or check problems (docs/scenario.md).
    if (result.project && !hasErrors(result.messages)) {
        if (!applyScenarioOption(inv, *result.project))
            return UsageError;
        const Evaluation evaluation = evaluate(*result.project, commandOptions());
        const ScenarioResult &scenario = evaluation.scenario();
        result.messages.insert(result.messages.end(), scenario.diagnostics.begin(), scenario.diagnostics.end());
    }
    int problems = 0;
    for (const Message &m : result.messages) {
        inv.err << formatMessage(path, m) << "\n";
        if (m.severity != Severity::Warning)
            ++problems;
    }
    if (!result.project || problems > 0)
        return InvalidInput;
    const ProjectData &p = *result.project;
    inv.out << path << ": ok (" << p.alternativeCount() << " alternatives, " << p.criterionCount() << " criteria, "
            << p.profiles.size() << " profiles)\n";
    return Ok;
}

CommandSpec validateCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("validate");
    spec.arguments = QStringLiteral("FILE");
    spec.summary = QStringLiteral("Check a project or CSV matrix and print every problem found.");
    spec.description = QStringLiteral(
        "Prints each error (which refuses the file) and each diagnostic (a problem that lets the file load, "
        "such as a broken formula) with its location. Exits 1 if there is any error or diagnostic.");
    spec.run = runValidate;
    return spec;
}

} // namespace verdict::cli
