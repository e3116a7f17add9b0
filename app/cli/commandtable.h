#pragma once

#include "command.h"

namespace verdict::cli {

// The CLI's one option table: every subcommand with its options. --help, the dispatcher and the man page
// are all generated from it, so they cannot drift apart.
const std::vector<CommandSpec> &commands();
const CommandSpec *findCommand(const QString &name);

// Options of the plain `verdict [FILE]` invocation that opens the window.
const std::vector<OptionSpec> &windowOptions();

} // namespace verdict::cli
