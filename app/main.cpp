// Verdict — a decision-matrix workbench. Copyright the Verdict developers. GPL-3.0-or-later.
#include "cli/cli.h"

int main(int argc, char **argv)
{
    return verdict::cli::run(argc, argv);
}
