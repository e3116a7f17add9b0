#include "commands.h"
#include "output.h"

#include "cli/input.h"

#include "display/format.h"
#include "review/projectdiff.h"

// `verdict diff OLD NEW [--json] [--exit-code]`: what changed between two versions of a project and what that did
// to the result (docs/decision-record.md, "What changed: verdict diff"); with git's seven arguments, git's diff driver.
namespace verdict::cli {

namespace {

// "4.7 points ahead", "2.1 points behind the first", "not ranked among those meeting every gate".
QString marginText(double points)
{
    if (isMissing(points))
        return QStringLiteral("failing a gate or not ranked");
    return points >= 0 ? QStringLiteral("%1 points ahead").arg(formatFixed(points, 1))
                       : QStringLiteral("%1 points behind the first").arg(formatFixed(-points, 1));
}

QString effectText(const ProjectChange &c, const QString &winner)
{
    if (!c.attributed)
        return {};
    QString text = isMissing(c.effect) ? QStringLiteral("alone, it makes %1 fail a gate").arg(winner)
                                       : QStringLiteral("alone: %1%2 points").arg(c.effect > 0 ? QStringLiteral("+") : c.effect < 0 ? QStringLiteral("\u2212") : QString(),
                                                                                  formatFixed(std::abs(c.effect), 1));
    if (c.winnerChanges)
        text += c.firstAlone.isEmpty() ? QStringLiteral(", and nothing meets every gate") : QStringLiteral(", and %1 is first").arg(c.firstAlone);
    return text;
}

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
    if (diff.same()) {
        inv.out << QStringLiteral("%1 and %2 hold the same project.\n").arg(oldName, newName);
        return differs;
    }
    inv.out << QStringLiteral("%1 \u2192 %2: %3 change(s)\n").arg(oldName, newName).arg(diff.changes.size());
    for (const ProjectChange &c : diff.changes) {
        inv.out << QStringLiteral("  %1  %2").arg(projectChangeKindName(c.kind).leftJustified(11), c.text);
        if (const QString effect = effectText(c, diff.winnerBefore); !effect.isEmpty())
            inv.out << QStringLiteral("   [%1]").arg(effect);
        inv.out << "\n";
    }
    inv.out << QStringLiteral("What it did (%1):\n").arg(diff.method);
    if (diff.winnerBefore == diff.winnerAfter)
        inv.out << QStringLiteral("  first: %1, as before\n").arg(diff.winnerBefore.isEmpty() ? QStringLiteral("no alternative meets every gate") : diff.winnerBefore);
    else
        inv.out << QStringLiteral("  first: %1 \u2192 %2\n").arg(diff.winnerBefore.isEmpty() ? QStringLiteral("none") : diff.winnerBefore,
                                                                diff.winnerAfter.isEmpty() ? QStringLiteral("none meets every gate") : diff.winnerAfter);
    if (!diff.winnerBefore.isEmpty())
        inv.out << QStringLiteral("  %1: %2 \u2192 %3\n").arg(diff.winnerBefore, marginText(diff.marginBefore), marginText(diff.marginAfter));
    if (!diff.moves.empty()) {
        QStringList moves;
        const auto rank = [](int r) { return r ? QString::number(r) : QStringLiteral("\u2013"); };
        for (const RankMove &m : diff.moves)
            moves << QStringLiteral("%1 %2 \u2192 %3").arg(m.name, rank(m.before), rank(m.after));
        inv.out << QStringLiteral("  ranks: %1\n").arg(moves.join(QStringLiteral("; ")));
    }
    if (diff.most >= 0)
        inv.out << QStringLiteral("  moved it most: %1 (%2)\n").arg(diff.changes[std::size_t(diff.most)].text, effectText(diff.changes[std::size_t(diff.most)], diff.winnerBefore));
    if (diff.notAttributed > 0)
        inv.out << QStringLiteral("  %1 more change(s) not evaluated alone (past %2)\n").arg(diff.notAttributed).arg(kMaxAttributedChanges);
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
