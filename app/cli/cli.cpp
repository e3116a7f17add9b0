#include "cli.h"

#include "commandtable.h"
#include "help.h"
#include "input.h"
#include "safeoutput.h"

#include "app/guientry.h"
#include "core/memory.h"

#include <QApplication>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QRegularExpression>

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <exception>
#include <algorithm>
#include <vector>
#include <memory>

namespace verdict::cli {

namespace {

bool g_invisibleWindowAllowed = false;

QStringList argumentList(int argc, char **argv)
{
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);
    return args;
}

bool hasDisplay()
{
    return !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

// Without a session (cron, CI, ssh) XDG_RUNTIME_DIR is unset; Qt then falls back to /tmp/runtime-USER and
// prints a warning on every run, which scripts would see on stderr. Do what Qt does, silently: a private
// directory (mode 0700) under the temporary directory.
void providePrivateRuntimeDirectory()
{
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR"))
        return;
    const QByteArray dir = QDir::tempPath().toLocal8Bit() + "/runtime-" + QByteArray::number(uint(::getuid()));
    if (::mkdir(dir.constData(), 0700) != 0 && errno != EEXIST)
        return; // leave it to Qt (and its warning)
    struct stat info {};
    if (::lstat(dir.constData(), &info) != 0 || !S_ISDIR(info.st_mode) || info.st_uid != ::getuid()
        || (info.st_mode & 0077) != 0)
        return; // someone else's or too open: Qt will complain, rightly
    qputenv("XDG_RUNTIME_DIR", dir);
}

// Must run before the application object exists: Qt picks the platform plugin in its constructor.
void useOffscreenPlatform()
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    providePrivateRuntimeDirectory();
}

void describeApplication()
{
    QCoreApplication::setApplicationName(QStringLiteral(VERDICT_APP_ID));
    QCoreApplication::setApplicationVersion(QStringLiteral(VERDICT_VERSION));
    // No organisation name, so data lives under the app id (~/.local/share/org.verdictapp.Verdict); QSettings
    // needs an organisation, and takes the domain: ~/.config/verdictapp.org/org.verdictapp.Verdict.conf.
    QCoreApplication::setOrganizationName(QString());
    QCoreApplication::setOrganizationDomain(QStringLiteral("verdictapp.org"));
}

void addOptions(QCommandLineParser &parser, const std::vector<OptionSpec> &options)
{
    for (const OptionSpec &o : options)
        parser.addOption(QCommandLineOption(o.names, o.help, o.valueName, o.defaultValue));
}

// Checks the parsed arguments against the spec. Returns an error text, or empty when fine.
QString checkArguments(const QCommandLineParser &parser, const std::vector<OptionSpec> &options,
                       qsizetype positional, int minPositional, int maxPositional)
{
    if (positional < minPositional)
        return QStringLiteral("missing argument");
    if (maxPositional >= 0 && positional > maxPositional)
        return QStringLiteral("unexpected argument '%1'").arg(parser.positionalArguments().at(maxPositional));
    for (const OptionSpec &o : options) {
        if (o.choices.isEmpty() || !parser.isSet(o.names.constLast()))
            continue;
        const QString v = parser.value(o.names.constLast());
        if (!o.choices.contains(v))
            return QStringLiteral("--%1 must be one of %2 (got '%3')")
                .arg(o.names.constLast(), o.choices.join(QStringLiteral(", ")), v);
    }
    return {};
}

int runCommand(const CommandSpec &spec, QStringList args)
{
    std::unique_ptr<QCoreApplication> app;
    int fakeArgc = 1;
    static char name[] = "verdict";
    static char *fakeArgv[] = {name, nullptr};
    if (spec.app == AppKind::Gui) {
        useOffscreenPlatform();
        // QApplication, not QGuiApplication: Qt Charts' text items need the widget style to exist.
        app = std::make_unique<QApplication>(fakeArgc, fakeArgv);
    } else {
        app = std::make_unique<QCoreApplication>(fakeArgc, fakeArgv);
    }
    describeApplication();

    SafeOutput safeOut(stdout), safeErr(stderr); // no control character from a file reaches the terminal
    QTextStream out(&safeOut);
    QTextStream err(&safeErr);
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    addOptions(parser, spec.options);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help."));
    parser.addOption(help);
    args.removeAt(1); // the command name
    if (!parser.parse(args)) {
        err << "verdict " << spec.name << ": error: " << parser.errorText() << "\n"
            << "Try 'verdict " << spec.name << " --help'.\n";
        return UsageError;
    }
    if (parser.isSet(help)) {
        out << commandHelp(spec);
        return Ok;
    }
    const QStringList positional = parser.positionalArguments();
    const QString problem = checkArguments(parser, spec.options, positional.size(), spec.minPositional, spec.maxPositional);
    if (!problem.isEmpty()) {
        err << "verdict " << spec.name << ": error: " << problem << "\n"
            << "Usage: verdict " << spec.name << ' ' << spec.arguments << " [OPTIONS]\n";
        return UsageError;
    }
    Invocation inv{spec, parser, positional, out, err};
    try {
        return spec.run(inv);
    } catch (const std::exception &e) {
        err << "verdict " << spec.name << ": internal error: " << e.what() << "\n";
        return InternalError;
    }
}

// The edit distance between two words (case-insensitive), a swap of two neighbours counting as one edit ("rnak" is
// one from "rank"), for "did you mean".
int editDistance(const QString &a, const QString &b)
{
    const QString x = a.toLower(), y = b.toLower();
    const std::size_t n = std::size_t(x.size()), m = std::size_t(y.size());
    std::vector<std::vector<int>> d(n + 1, std::vector<int>(m + 1, 0));
    for (std::size_t i = 0; i <= n; ++i)
        d[i][0] = int(i);
    for (std::size_t j = 0; j <= m; ++j)
        d[0][j] = int(j);
    for (std::size_t i = 1; i <= n; ++i)
        for (std::size_t j = 1; j <= m; ++j) {
            const int cost = x[qsizetype(i - 1)] == y[qsizetype(j - 1)] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && x[qsizetype(i - 1)] == y[qsizetype(j - 2)] && x[qsizetype(i - 2)] == y[qsizetype(j - 1)])
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    return d[n][m];
}

// The command `word` was probably meant to be: the nearest by edit distance when at most a third of its letters
// differ (at least 1), or the one it begins; empty when none is near.
QString nearestCommand(const QString &word)
{
    QString best;
    int bestDistance = std::max(1, int(word.size()) / 3) + 1;
    for (const CommandSpec &c : commands()) {
        const int d = c.name.startsWith(word, Qt::CaseInsensitive) && word.size() >= 2 ? 0 : editDistance(word, c.name);
        if (d < bestDistance) {
            best = c.name;
            bestDistance = d;
        }
    }
    return best;
}

bool parseSize(const QString &text, QSize &size)
{
    static const QRegularExpression re(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
    const auto m = re.match(text);
    if (!m.hasMatch())
        return false;
    size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    return size.width() >= 200 && size.height() >= 150 && size.width() <= 10000 && size.height() <= 10000;
}

int runWindow(const QStringList &args)
{
    // Parse before creating the application: --screenshot decides the platform.
    QCommandLineParser parser;
    addOptions(parser, windowOptions());
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, QStringLiteral("Show this help."));
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")}, QStringLiteral("Show the version."));
    QCommandLineOption man(QStringLiteral("help-man"), QStringLiteral("Print the manual page (roff)."));
    man.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption markdown(QStringLiteral("help-markdown"), QStringLiteral("Print the CLI reference (Markdown)."));
    markdown.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({help, version, man, markdown});
    if (!parser.parse(args)) {
        std::fprintf(stderr, "verdict: error: %s\nTry 'verdict --help'.\n", qPrintable(parser.errorText()));
        return UsageError;
    }
    if (parser.isSet(help)) {
        std::fputs(qPrintable(globalHelp()), stdout);
        return Ok;
    }
    if (parser.isSet(version)) {
        std::printf("verdict %s\n", VERDICT_VERSION);
        return Ok;
    }
    if (parser.isSet(man)) {
        std::fputs(manPage().toUtf8().constData(), stdout);
        return Ok;
    }
    if (parser.isSet(markdown)) {
        std::fputs(markdownReference().toUtf8().constData(), stdout);
        return Ok;
    }
    const QStringList positional = parser.positionalArguments();
    if (!positional.isEmpty() && !QFileInfo::exists(positional.constFirst())) {
        // Neither a command nor a file: refused at once, never a window that says so later (or a headless hang).
        const QString nearest = nearestCommand(positional.constFirst());
        std::fprintf(stderr, "verdict: error: '%s' is neither a command nor an existing file%s\nTry 'verdict --help'.\n",
                     qPrintable(positional.constFirst()),
                     nearest.isEmpty() ? "" : qPrintable(QStringLiteral("; did you mean 'verdict %1'?").arg(nearest)));
        return UsageError;
    }
    if (positional.size() > 1) {
        std::fprintf(stderr, "verdict: error: unknown command or too many files: '%s'\nTry 'verdict --help'.\n",
                     qPrintable(positional.at(0)));
        return UsageError;
    }
    GuiLaunch launch;
    launch.sample = parser.isSet(QStringLiteral("sample"));
    if (!positional.isEmpty()) {
        launch.file = positional.constFirst();
        if (launch.sample) {
            std::fprintf(stderr, "verdict: error: --sample opens the bundled sample; give it or a FILE, not both\n");
            return UsageError;
        }
    }
    launch.screenshot = parser.value(QStringLiteral("screenshot"));
    if (parser.isSet(QStringLiteral("size")) && !parseSize(parser.value(QStringLiteral("size")), launch.size)) {
        std::fprintf(stderr, "verdict: error: --size must be WIDTHxHEIGHT between 200x150 and 10000x10000 (got '%s')\n",
                     qPrintable(parser.value(QStringLiteral("size"))));
        return UsageError;
    }
    // The offscreen platform draws files only: a window nobody can see would wait for ever (a hung script, a CI job
    // that never ends). Without a display, or with QT_QPA_PLATFORM=offscreen, only --screenshot opens the window.
    const QByteArray platform = qgetenv("QT_QPA_PLATFORM");
    const bool invisible = platform == "offscreen" || platform == "minimal" || (platform.isEmpty() && !hasDisplay());
    if (launch.screenshot.isEmpty() && invisible && !g_invisibleWindowAllowed) {
        std::fprintf(stderr, "verdict: error: no display to open the window on (%s)\n"
                             "Draw it to a file with 'verdict [FILE] --screenshot OUT.png', or use a command that needs "
                             "no window: rank, show, export, whatif, assumptions … ('verdict --help' lists them).\n",
                     platform.isEmpty() ? "DISPLAY and WAYLAND_DISPLAY are unset"
                                        : qPrintable(QStringLiteral("QT_QPA_PLATFORM is %1").arg(QString::fromLatin1(platform))));
        return InvalidInput;
    }
    if (!launch.screenshot.isEmpty() || !hasDisplay())
        useOffscreenPlatform();
    int argc = 1;
    static char name[] = "verdict";
    static char *argv[] = {name, nullptr};
    QApplication app(argc, argv);
    describeApplication();
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Verdict"));
    QGuiApplication::setDesktopFileName(QStringLiteral(VERDICT_APP_ID));
    return runGui(launch);
}

} // namespace

void allowInvisibleWindow()
{
    g_invisibleWindowAllowed = true;
}

int run(int argc, char **argv)
{
    keepLargeBlocks();
    const QStringList args = argumentList(argc, argv);
    if (args.size() >= 2) {
        if (const CommandSpec *spec = findCommand(args.at(1)))
            return runCommand(*spec, args);
    }
    return runWindow(args);
}

} // namespace verdict::cli
