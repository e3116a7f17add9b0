#pragma once

namespace verdict::cli {

// The whole command line: `verdict COMMAND ...` runs a command (headless unless it draws), anything else
// opens the window. Returns the process exit status.
int run(int argc, char **argv);

// Lets the window open on the offscreen platform without --screenshot (the shipped binary refuses: nobody could see
// it, and it would never end). Only verdict-testhost calls it: its scripts drive the window and end with "quit".
void allowInvisibleWindow();

} // namespace verdict::cli
