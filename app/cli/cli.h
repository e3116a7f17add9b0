#pragma once

namespace verdict::cli {

// The whole command line: `verdict COMMAND ...` runs a command (headless unless it draws), anything else
// opens the window. Returns the process exit status.
int run(int argc, char **argv);

} // namespace verdict::cli
