#include "input.h"

#include "core/scenarios.h"
#include "format/projectfile.h"

#include <QFileInfo>

namespace verdict::cli {

static bool takesOption(const CommandSpec &spec, const QString &name)
{
    for (const OptionSpec &o : spec.options)
        if (o.names.contains(name))
            return true;
    return false;
}

QString sheetOptionValue(const Invocation &inv)
{
    return takesOption(inv.spec, QStringLiteral("sheet")) ? inv.value(QStringLiteral("sheet")) : QString();
}

std::optional<ProjectData> loadInput(const Invocation &inv, const QString &path)
{
    LoadResult result = loadProjectFile(path, sheetOptionValue(inv));
    for (const Message &m : result.messages)
        inv.err << formatMessage(path, m) << "\n";
    if (!result.ok())
        return std::nullopt;
    if (!applyScenarioOption(inv, *result.project))
        return std::nullopt;
    return std::move(result.project);
}

bool applyScenarioOption(const Invocation &inv, ProjectData &project)
{
    if (!takesOption(inv.spec, QStringLiteral("scenario")) || !inv.isSet(QStringLiteral("scenario")))
        return true;
    const QString name = inv.value(QStringLiteral("scenario"));
    int index = -1;
    if (name.compare(kBaseScenarioName, Qt::CaseInsensitive) != 0) {
        index = project.indexOfScenario(name);
        if (index < 0) {
            QStringList names{u'"' + kBaseScenarioName + u'"'};
            for (const NamedScenario &s : project.scenarios)
                names << u'"' + s.name + u'"';
            inv.err << QStringLiteral("verdict %1: error: --scenario: no scenario named \"%2\"; the file has %3\n")
                           .arg(inv.spec.name, name, names.join(QStringLiteral(", ")));
            return false;
        }
    }
    project = withScenario(std::move(project), index);
    return true;
}

OptionSpec scenarioOption()
{
    return {{QStringLiteral("scenario")}, QStringLiteral("NAME"),
            QStringLiteral("Use the what-if scenario NAME (Base: the project's own numbers) instead of the active one."),
            {}, {}};
}

bool applyProfileOption(const Invocation &inv, ProjectData &project)
{
    if (!inv.isSet(QStringLiteral("profile")))
        return true;
    const QString name = inv.value(QStringLiteral("profile"));
    const int index = project.indexOfProfile(name);
    if (index < 0) {
        QStringList names;
        for (const WeightProfile &p : project.profiles)
            names << u'"' + p.name + u'"';
        inv.usageError(QStringLiteral("no profile named \"%1\"; the file has %2").arg(name, names.join(QStringLiteral(", "))));
        return false;
    }
    project.activeProfile = index;
    return true;
}

OptionSpec sheetOption()
{
    return {{QStringLiteral("sheet")}, QStringLiteral("NAME"),
            QStringLiteral("For an .xlsx or .ods FILE: read the sheet NAME (any case) instead of the first."), {}, {}};
}

OptionSpec profileOption()
{
    return {{QStringLiteral("profile")}, QStringLiteral("NAME"),
            QStringLiteral("Use the weight profile NAME instead of the active one."), {}, {}};
}

QString projectOutput(const Invocation &inv, const QString &what)
{
    const QString out = inv.value(QStringLiteral("output"));
    if (out.isEmpty()) {
        inv.usageError(QStringLiteral("give -o OUT.verdict: %1 is written there").arg(what));
        return {};
    }
    if (QFileInfo(out).suffix().compare(QLatin1String("verdict"), Qt::CaseInsensitive) != 0) {
        inv.usageError(QStringLiteral("-o: the output is a project, name it OUT.verdict (got '%1')").arg(out));
        return {};
    }
    return out;
}

OptionSpec jsonOption()
{
    return {{QStringLiteral("json")}, {}, QStringLiteral("Print JSON instead of a text table."), {}, {}};
}

} // namespace verdict::cli
