#pragma once

#include <QCommandLineParser>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <vector>

namespace verdict::cli {

// Exit statuses of every command.
// Reopen: `verdict check` found a reason to reopen the recorded decision.
enum Exit : int { Ok = 0, InvalidInput = 1, UsageError = 2, InternalError = 3, Reopen = 4 };

// One option of a command, as listed in --help and the man page.
struct OptionSpec
{
    QStringList names;  // e.g. {"m", "method"}
    QString valueName;  // empty for a flag
    QString help;
    QString defaultValue;
    QStringList choices; // allowed values; anything else is a usage error
};

struct Invocation;

// Which application object a command needs. Commands that draw nothing create no GUI application and need
// no display; drawing commands get a QGuiApplication on the offscreen platform when there is no display.
enum class AppKind { Core, Gui };

struct CommandSpec
{
    QString name;       // "rank"
    QString arguments;  // "FILE"
    QString summary;    // one line
    QString description; // paragraph for --help and the man page
    int minPositional = 1;
    int maxPositional = 1;
    std::vector<OptionSpec> options;
    AppKind app = AppKind::Core;
    std::function<int(Invocation &)> run;
};

// What a command receives: its parsed options, positional arguments and the two output streams.
struct Invocation
{
    const CommandSpec &spec;
    QCommandLineParser &parser;
    QStringList positional;
    QTextStream &out;
    QTextStream &err;

    bool isSet(const QString &name) const { return parser.isSet(name); }
    QString value(const QString &name) const { return parser.value(name); }
    QStringList values(const QString &name) const { return parser.values(name); } // a repeated option's, in order
    // Prints "verdict COMMAND: error: TEXT" and returns UsageError.
    int usageError(const QString &text) const;
    // Prints a message and returns InvalidInput.
    int fail(const QString &text) const;
};

// Parses an option as an integer / double within bounds; on failure prints a usage error and returns false.
bool intOption(const Invocation &inv, const QString &name, qint64 min, qint64 max, qint64 &value);
bool doubleOption(const Invocation &inv, const QString &name, double min, double max, double &value);

} // namespace verdict::cli
