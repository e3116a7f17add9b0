#include "commands.h"

#include "app/templates.h"
#include "format/savefile.h"

#include <QDate>
#include <QFileInfo>

// `verdict new [--template NAME] OUT.verdict` and `verdict new --list`: a new project from a template.
namespace verdict::cli {

static int runNew(Invocation &inv)
{
    if (inv.isSet(QStringLiteral("list"))) {
        if (!inv.positional.isEmpty() || inv.isSet(QStringLiteral("template")))
            return inv.usageError(QStringLiteral("--list takes no file and no --template"));
        for (const ProjectTemplate &t : projectTemplates())
            inv.out << t.name << "  " << t.title << "\n    " << t.description << "\n";
        return Ok;
    }
    if (inv.positional.size() != 1)
        return inv.usageError(QStringLiteral("give the new project's file name (OUT.verdict), or --list"));
    const QString out = inv.positional.at(0);
    if (QFileInfo(out).suffix().toLower() != QLatin1String("verdict"))
        return inv.usageError(QStringLiteral("the new project is a .verdict file, not '%1'").arg(out));
    if (QFileInfo::exists(out))
        return inv.fail(QStringLiteral("%1: error: the file exists; nothing was written (choose another name, or remove it first)").arg(out));

    ProjectData project = makeEmptyProject();
    if (inv.isSet(QStringLiteral("template"))) {
        Messages messages;
        std::optional<ProjectData> t = loadTemplate(inv.value(QStringLiteral("template")), messages);
        if (!t) {
            for (const Message &m : messages)
                inv.err << "verdict new: error: " << m.text << "\n";
            return UsageError;
        }
        project = std::move(*t);
    }
    project.metadata.date = QDate::currentDate().toString(Qt::ISODate);
    const SaveResult saved = saveProjectFile(project, out);
    if (!saved.ok)
        return inv.fail(out + QStringLiteral(": error: ") + saved.error);
    return Ok;
}

CommandSpec newCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("new");
    spec.arguments = QStringLiteral("[OUT.verdict]");
    spec.summary = QStringLiteral("Create a new project, empty or from a template.");
    spec.description = QStringLiteral(
        "Writes OUT.verdict: an empty project, or with --template NAME one of the bundled templates (criteria with "
        "directions, units and scales, stakeholder profiles, placeholder alternatives to rename and fill in), dated "
        "today. --list prints the templates and when to use each. An existing file is never overwritten.");
    spec.minPositional = 0;
    spec.maxPositional = 1;
    spec.options = {
        {{QStringLiteral("template")}, QStringLiteral("NAME"), QStringLiteral("Start from this template (see --list)."), {}, {}},
        {{QStringLiteral("list")}, {}, QStringLiteral("List the templates."), {}, {}},
    };
    spec.run = runNew;
    return spec;
}

} // namespace verdict::cli
