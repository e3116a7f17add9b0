#pragma once

#include "command.h"

#include "core/projectdata.h"

#include <optional>

namespace verdict::cli {

// Loads FILE (.verdict, .csv, .xlsx or .ods; the sheet --sheet names when the command takes it), printing every message as "FILE:LINE:COL: error: ..." on stderr.
// Returns nothing when the file was refused (the caller exits with InvalidInput). Diagnostics are printed
// but do not refuse the file.
std::optional<ProjectData> loadInput(const Invocation &inv, const QString &path);

// Applies --profile NAME when given: makes it the active profile. Prints a usage error naming the
// available profiles and returns false when there is no such profile.
bool applyProfileOption(const Invocation &inv, ProjectData &project);

// Applies --scenario NAME when given (and the command takes it): the project as that what-if scenario sees it
// (core/scenarios.h), "Base" for the project's own numbers. Prints an error naming the scenarios and returns false
// when there is no such scenario. loadInput calls it for every command that takes --scenario.
bool applyScenarioOption(const Invocation &inv, ProjectData &project);

// The -o OUT.verdict a command writes a project to, with what is written there ("the merged project"); empty after
// printing a usage error when none is given or the name does not end in .verdict (the caller exits with UsageError).
QString projectOutput(const Invocation &inv, const QString &what);

// The --profile option, shared by every command that takes one.
OptionSpec profileOption();
// The --scenario option, which every command that reads a project takes (the command table adds it).
OptionSpec scenarioOption();
OptionSpec jsonOption();
// The --sheet option of every command that reads a project it does not write back (the command table adds it with
// --scenario), and its value (empty when not given or not taken).
OptionSpec sheetOption();
QString sheetOptionValue(const Invocation &inv);

} // namespace verdict::cli
