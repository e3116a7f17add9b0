#include "commandtable.h"

#include "commands/commands.h"

namespace verdict::cli {

const std::vector<CommandSpec> &commands()
{
    static const std::vector<CommandSpec> all = {
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
    };
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
         QStringLiteral("Render the window offscreen to a PNG and exit."), {}, {}},
        {{QStringLiteral("size")}, QStringLiteral("WxH"), QStringLiteral("Window size for --screenshot, in logical pixels."),
         QStringLiteral("1280x800"), {}},
    };
    return options;
}

} // namespace verdict::cli
