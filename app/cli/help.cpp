#include "help.h"

#include "commandtable.h"

#include <QDate>

namespace verdict::cli {

namespace {

QString optionSynopsis(const OptionSpec &o)
{
    QStringList forms;
    for (const QString &n : o.names)
        forms << (n.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + n;
    QString s = forms.join(QStringLiteral(", "));
    if (!o.valueName.isEmpty())
        s += u' ' + o.valueName;
    return s;
}

QString optionHelp(const OptionSpec &o)
{
    QString h = o.help;
    if (!o.choices.isEmpty())
        h += QStringLiteral(" One of: ") + o.choices.join(QStringLiteral(", ")) + u'.';
    if (!o.defaultValue.isEmpty())
        h += QStringLiteral(" Default: ") + o.defaultValue + u'.';
    return h;
}

void appendOptions(QString &out, const std::vector<OptionSpec> &options)
{
    for (const OptionSpec &o : options)
        out += QStringLiteral("  %1\n      %2\n").arg(optionSynopsis(o), optionHelp(o));
}

QString roffEscape(QString s)
{
    s.replace(u'\\', QStringLiteral("\\e"));
    s.replace(u'-', QStringLiteral("\\-"));
    if (s.startsWith(u'.') || s.startsWith(u'\''))
        s.prepend(QStringLiteral("\\&"));
    return s;
}

void appendRoffOptions(QString &out, const std::vector<OptionSpec> &options)
{
    for (const OptionSpec &o : options)
        out += QStringLiteral(".TP\n.B %1\n%2\n").arg(roffEscape(optionSynopsis(o)), roffEscape(optionHelp(o)));
}

QString markdownEscape(QString s)
{
    for (const QChar c : {u'\\', u'*', u'_', u'`', u'|', u'<', u'>'})
        s.replace(c, QStringLiteral("\\") + c);
    return s;
}

void appendMarkdownOptions(QString &out, const std::vector<OptionSpec> &options)
{
    out += QStringLiteral("| option | meaning |\n|---|---|\n");
    for (const OptionSpec &o : options)
        // A table cell ends at a bare |, even inside a code span (GitHub's tables): "ID\|NAME".
        out += QStringLiteral("| `%1` | %2 |\n").arg(optionSynopsis(o).replace(u'|', QStringLiteral("\\|")), markdownEscape(optionHelp(o)));
}

const char *kExitStatus =
    "Exit status: 0 success, 1 invalid input or unwritable output, 2 usage error, 3 internal error, 4 (check) the\n"
    "decision should be reopened, (diff --exit-code) the projects differ.\n";

} // namespace

QString globalHelp()
{
    QString out = QStringLiteral(
        "Usage: verdict [FILE] [OPTIONS]\n"
        "       verdict COMMAND ARGUMENTS [OPTIONS]\n\n"
        "Verdict is a decision-matrix workbench. Without a command it opens the window on FILE (a .verdict\n"
        "project, or a table to import: .csv, .tsv, .txt, .xlsx, .ods), else on the most recent file, else on\n"
        "the bundled sample.\n\n"
        "Window options:\n");
    appendOptions(out, windowOptions());
    out += QStringLiteral("  -h, --help\n      Show this help.\n  -v, --version\n      Show the version.\n\nCommands:\n");
    for (const CommandSpec &c : commands())
        out += QStringLiteral("  %1 %2\n      %3\n").arg(c.name, c.arguments, c.summary);
    out += QStringLiteral("\nEverywhere FILE may be a .verdict project, a .csv matrix (or a tab-separated .tsv or .txt) or an\n"
                          ".xlsx or .ods spreadsheet (its first sheet, or --sheet NAME).\n"
                          "Run 'verdict COMMAND --help' for a command's options.\n");
    return out + QLatin1String(kExitStatus);
}

QString commandHelp(const CommandSpec &spec)
{
    QString out = QStringLiteral("Usage: verdict %1 %2 [OPTIONS]\n\n%3\n").arg(spec.name, spec.arguments, spec.summary);
    if (!spec.description.isEmpty())
        out += u'\n' + spec.description + u'\n';
    out += QStringLiteral("\nOptions:\n");
    appendOptions(out, spec.options);
    out += QStringLiteral("  -h, --help\n      Show this help.\n\n");
    return out + QLatin1String(kExitStatus);
}

QString manPage()
{
    QString out = QStringLiteral(".TH VERDICT 1 \"%1\" \"verdict %2\" \"User Commands\"\n")
                      .arg(QStringLiteral(VERDICT_RELEASE_DATE), QStringLiteral(VERDICT_VERSION));
    out += QStringLiteral(".SH NAME\nverdict \\- decision\\-matrix workbench for platform choices\n");
    out += QStringLiteral(".SH SYNOPSIS\n.B verdict\n[\\fIFILE\\fR] [\\fIOPTIONS\\fR]\n.br\n");
    for (const CommandSpec &c : commands())
        out += QStringLiteral(".B verdict %1\n%2 [\\fIOPTIONS\\fR]\n.br\n").arg(c.name, roffEscape(c.arguments));
    out += QStringLiteral(
        ".SH DESCRIPTION\nVerdict holds alternatives, criteria, weights, weight profiles and scenario figures, each "
        "number with its provenance, ranks them with sound methods, tests how stable the verdict is and exports "
        "charts and a one\\-page cheat sheet. Without a command it opens the window on \\fIFILE\\fR (a .verdict "
        "project, or a table to import: .csv, .tsv, .txt, .xlsx, .ods), else on the most recent file, else on the bundled sample. Everywhere "
        "\\fIFILE\\fR may be a .verdict project, a .csv matrix (or a tab\\-separated .tsv or .txt) or an .xlsx or .ods "
        "spreadsheet (its first sheet, or \\-\\-sheet \\fINAME\\fR). Text from a file is printed with its control "
        "characters shown as symbols (an escape as \\[u241B]), so a file cannot send commands to the terminal.\n");
    out += QStringLiteral(".SH OPTIONS\n");
    appendRoffOptions(out, windowOptions());
    out += QStringLiteral(".TP\n.B \\-h, \\-\\-help\nShow help.\n.TP\n.B \\-v, \\-\\-version\nShow the version.\n");
    out += QStringLiteral(".SH COMMANDS\n");
    for (const CommandSpec &c : commands()) {
        out += QStringLiteral(".SS verdict %1 %2\n%3\n").arg(c.name, roffEscape(c.arguments), roffEscape(c.summary));
        if (!c.description.isEmpty())
            out += QStringLiteral(".PP\n") + roffEscape(c.description) + u'\n';
        appendRoffOptions(out, c.options);
    }
    out += QStringLiteral(".SH EXIT STATUS\n0 success, 1 invalid input or unwritable output, 2 usage error, 3 "
                          "internal error, 4 (check) the decision should be reopened, (diff --exit-code) the projects differ.\n");
    out += QStringLiteral(".SH FILES\n.TP\n.I /usr/share/verdict/samples/gpu\\-orchestration.verdict\nThe bundled "
                          "sample project.\n");
    out += QStringLiteral(".SH SEE ALSO\nThe user guide in /usr/share/doc/verdict.\n");
    return out;
}

QString markdownReference()
{
    QString out = QStringLiteral(
        "# Command-line reference\n\n"
        "<!-- Generated by `verdict --help-markdown` from the CLI's option table (app/cli/commandtable.cpp); "
        "regenerate with scripts/make-docs. A test fails when this file and the binary disagree. -->\n\n"
        "Verdict %1. Everywhere `FILE` may be a `.verdict` project, a `.csv` matrix (or a tab-separated "
        "`.tsv` or `.txt`) or an `.xlsx` or `.ods` spreadsheet (its first sheet, or `--sheet NAME`). Commands never open a "
        "window and need no display. Text from a file (names, cells, sources) is printed with its control "
        "characters shown as symbols (an escape as ␛, a carriage return as ␍), so a file cannot send commands "
        "to the terminal.\n\n"
        "## verdict [FILE] [OPTIONS]\n\n"
        "Opens the window on FILE, else on the most recent file, else on the bundled sample.\n\n")
                      .arg(QStringLiteral(VERDICT_VERSION));
    std::vector<OptionSpec> window = windowOptions();
    window.push_back({{QStringLiteral("h"), QStringLiteral("help")}, {}, QStringLiteral("Show help."), {}, {}});
    window.push_back({{QStringLiteral("v"), QStringLiteral("version")}, {}, QStringLiteral("Show the version."), {}, {}});
    appendMarkdownOptions(out, window);
    for (const CommandSpec &c : commands()) {
        out += QStringLiteral("\n## verdict %1 %2\n\n%3\n").arg(c.name, c.arguments, markdownEscape(c.summary));
        if (!c.description.isEmpty())
            out += u'\n' + markdownEscape(c.description) + u'\n';
        out += u'\n';
        std::vector<OptionSpec> options = c.options;
        options.push_back({{QStringLiteral("h"), QStringLiteral("help")}, {}, QStringLiteral("Show this help."), {}, {}});
        appendMarkdownOptions(out, options);
    }
    out += QStringLiteral("\n## Exit status\n\n| status | meaning |\n|---|---|\n| 0 | success |\n"
                          "| 1 | invalid input or unwritable output |\n| 2 | usage error |\n| 3 | internal error |\n"
                          "| 4 | `verdict check`: the recorded decision should be reopened; `verdict diff --exit-code`: the projects differ |\n");
    return out;
}

} // namespace verdict::cli
