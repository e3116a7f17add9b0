#pragma once

#include "cli/command.h"

// One function per subcommand, each in its own file, each returning its spec with the function that runs it.
namespace verdict::cli {

CommandSpec validateCommand();
CommandSpec convertCommand();
CommandSpec rankCommand();
CommandSpec ahpCommand();
CommandSpec committeeCommand();
CommandSpec assumptionsCommand();
CommandSpec whatIfCommand();
CommandSpec mergeWeightsCommand();
CommandSpec showCommand();
CommandSpec sensitivityCommand();
CommandSpec smaaCommand();
CommandSpec exportCommand();
CommandSpec newCommand();
CommandSpec scenariosCommand();
CommandSpec decideCommand();
CommandSpec logCommand();
CommandSpec checkCommand();
CommandSpec diffCommand();

} // namespace verdict::cli
