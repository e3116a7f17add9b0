#include "commands.h"
#include "output.h"

#include "cli/input.h"

#include "display/format.h"
#include "review/projectdiff.h"

// `verdict diff OLD NEW [--json] [--exit-code]`: what changed between two versions of a project and what that did
// to the result (docs/decision-record.md, "What changed: verdict diff"); with git's seven arguments, git's diff driver.
namespace verdict::cli {

namespace {

int runDiff(Invocation &inv)
{
    // git's external diff driver passes: path old-file old-hex old-mode new-file new-hex new-mode.
    const bool git = inv.positional.size() == 7;
    if (inv.positional.size() != 2 && !git)
        return inv.usageError(QStringLiteral("give OLD and NEW (or git's seven arguments, as its diff driver)"));
    const QString oldPath = inv.positional.at(git ? 1 : 0), newPath = inv.positional.at(git ? 4 : 1);
    const QString oldName = git ? QStringLiteral("a/") + inv.positional.at(0) : oldPath;
    const QString newName = git ? QStringLiteral("b/") + inv.positional.at(0) : newPath;
    if (git) {
        inv.out << QStringLiteral("verdict diff %1 %2\n").arg(oldName, newName);
        if (oldPath == QLatin1String("/dev/null") || newPath == QLatin1String("/dev/null")) {
            inv.out << (oldPath == QLatin1String("/dev/null") ? QStringLiteral("new project\n") : QStringLiteral("project deleted\n"));
            return Ok;
        }
    }
    const std::optional<ProjectData> before = loadInput(inv, oldPath);
    if (!before)
        return InvalidInput;
    const std::optional<ProjectData> after = loadInput(inv, newPath);
    if (!after)
        return InvalidInput;
    const ProjectDiff diff = diffProjects(*before, *after);
    const int differs = inv.isSet(QStringLiteral("exit-code")) && !diff.same() && !git ? Reopen : Ok;

    if (inv.isSet(QStringLiteral("json"))) {
        Json changes = Json::array();
        for (const ProjectChange &c : diff.changes)
            changes.push_back({{"kind", utf8(projectChangeKindName(c.kind))},
                               {"text", utf8(c.text)},
                               {"attributed", c.attributed},
                               {"effect_points", c.attributed ? number(c.effect) : Json()},
                               {"winner_changes", c.winnerChanges},
                               {"first_alone", c.attributed && c.winnerChanges ? optionalText(c.firstAlone) : Json()}});
        Json moves = Json::array();
        for (const RankMove &m : diff.moves)
            moves.push_back({{"id", utf8(m.id)}, {"name", utf8(m.name)}, {"before", m.before ? Json(m.before) : Json()}, {"after", m.after ? Json(m.after) : Json()}});
        inv.out << QString::fromStdString(Json{{"schema", 1},
                                               {"same", diff.same()},
                                               {"winner_before", optionalText(diff.winnerBefore)},
                                               {"winner_after", optionalText(diff.winnerAfter)},
                                               {"margin_before", number(diff.marginBefore)},
                                               {"margin_after", number(diff.marginAfter)},
                                               {"rank_moves", moves},
                                               {"changes", changes},
                                               {"most", diff.most >= 0 ? Json(diff.most) : Json()},
                                               {"not_attributed", diff.notAttributed}}
                                              .dump(2))
                << "\n";
        return differs;
    }
    for (const QString &line : diffReport(diff, oldName, newName))
        inv.out << line << "\n";
    return differs;
}

} // namespace

CommandSpec diffCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("diff");
    spec.arguments = QStringLiteral("OLD NEW");
    spec.summary = QStringLiteral("Show what changed between two versions of a project, and what it did to the result.");
    spec.description = QStringLiteral(
        "Lists what changed from OLD to NEW: alternatives, criteria, weights per profile, values, attributes, "
        "parameters, gates, scenarios, settings and decisions, and every other part of the file that differs. Then "
        "what it did: the alternative first before and after, OLD's winner's margin before and after, the rank moves, "
        "and for each change that can be made alone, its effect applied alone to OLD on that margin; the one that "
        "moved it most is named. --exit-code exits 4 when the projects differ. Given git's seven arguments "
        "(path old-file old-hex old-mode new-file new-hex new-mode) it works as git's diff driver for *.verdict "
        "(docs/decision-record.md).");
    spec.minPositional = 2;
    spec.maxPositional = 7;
    spec.options = {
        jsonOption(),
        {{QStringLiteral("exit-code")}, {}, QStringLiteral("Exit 4 when the projects differ, 0 when they are the same."), {}, {}},
    };
    spec.run = runDiff;
    return spec;
}

} // namespace verdict::cli
