#include "input.h"

#include "format/projectfile.h"

namespace verdict::cli {

std::optional<ProjectData> loadInput(const Invocation &inv, const QString &path)
{
    LoadResult result = loadProjectFile(path);
    for (const Message &m : result.messages)
        inv.err << formatMessage(path, m) << "\n";
    if (!result.ok())
        return std::nullopt;
    return std::move(result.project);
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

OptionSpec profileOption()
{
    return {{QStringLiteral("profile")}, QStringLiteral("NAME"),
            QStringLiteral("Use the weight profile NAME instead of the active one."), {}, {}};
}

OptionSpec jsonOption()
{
    return {{QStringLiteral("json")}, {}, QStringLiteral("Print JSON instead of a text table."), {}, {}};
}

} // namespace verdict::cli
