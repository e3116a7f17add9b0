#include "cli/commandtable.h"

#include "cli/input.h"
#include "commands/commands.h"

namespace verdict::cli {

// Every command that reads a project takes --scenario (input.h); `new` reads none, `merge-weights` edits the
// weights of the file as it is, `scenarios` compares them all, `decide`, `log` and `check` keep the record of the file
// as it is (its active scenario), and `diff` compares two files as they are. The same commands take --sheet, for a
// spreadsheet's sheet: the others write back to the file or compare whole files.
static std::vector<CommandSpec> withInputOptions(std::vector<CommandSpec> specs)
{
    for (CommandSpec &spec : specs)
        if (spec.name != QLatin1String("new") && spec.name != QLatin1String("merge-weights")
            && spec.name != QLatin1String("scenarios") && spec.name != QLatin1String("decide")
            && spec.name != QLatin1String("log") && spec.name != QLatin1String("check") && spec.name != QLatin1String("diff"))
        {
            spec.options.push_back(scenarioOption());
            spec.options.push_back(sheetOption());
        }
    return specs;
}

const std::vector<CommandSpec> &commands()
{
    static const std::vector<CommandSpec> all = withInputOptions({
        rankCommand(),
        ahpCommand(),
        committeeCommand(),
        assumptionsCommand(),
        whatIfCommand(),
        mergeWeightsCommand(),
        showCommand(),
        sensitivityCommand(),
        smaaCommand(),
        validateCommand(),
        convertCommand(),
        exportCommand(),
        newCommand(),
        scenariosCommand(),
        decideCommand(),
        logCommand(),
        checkCommand(),
        diffCommand(),
    });
    return all;
}

const CommandSpec *findCommand(const QString &name)
{
    for (const CommandSpec &c : commands())
        if (c.name == name)
            return &c;
    return nullptr;
}

const std::vector<OptionSpec> &windowOptions()
{
    static const std::vector<OptionSpec> options = {
        {{QStringLiteral("screenshot")}, QStringLiteral("OUT.png"),
         QStringLiteral("Render the window offscreen to a PNG once it is at rest (its evaluation done and its charts drawn), and exit."), {}, {}},
        {{QStringLiteral("size")}, QStringLiteral("WxH"), QStringLiteral("Window size for --screenshot, in logical pixels."),
         QStringLiteral("1280x800"), {}},
        {{QStringLiteral("sample")}, {}, QStringLiteral("Open the bundled sample project (an untitled copy, saved where you choose)."),
         {}, {}},
    };
    return options;
}

} // namespace verdict::cli
