#pragma once

#include "command.h"

namespace verdict::cli {

QString globalHelp();                        // `verdict --help`
QString commandHelp(const CommandSpec &spec); // `verdict COMMAND --help`
QString manPage();                           // verdict(1) in roff, from the same table
QString markdownReference();                 // docs/cli-reference.md, from the same table

} // namespace verdict::cli
