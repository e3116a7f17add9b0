#include "commands.h"
#include "display/format.h"
#include "output.h"

#include "cli/input.h"

#include "analysis/problem.h"
#include "stability/sensitivity.h"

#include <cmath>

namespace verdict::cli {

namespace {

QString percent(double fraction)
{
    return formatPercentFixed(fraction);
}

QString rawNumber(double v)
{
    return formatSignificant(v, 6);
}

struct Names
{
    const ProjectData &project;
    const DecisionProblem &problem;
    QString alternative(int row) const
    {
        return project.alternatives[std::size_t(problem.rows[std::size_t(row)])].name;
    }
    QString criterion(int column) const
    {
        return project.criteria[std::size_t(problem.columns[std::size_t(column)])].name;
    }
    Json alternativeOrNull(int row) const { return row < 0 ? Json(nullptr) : Json(utf8(alternative(row))); }
};

Json toJson(const SensitivityResult &r, const Names &names)
{
    Json j;
    j["schema"] = 1;
    j["method"] = "wsm";
    j["winner"] = utf8(names.alternative(r.winner));
    Json criteria = Json::array();
    for (const CriterionSensitivity &c : r.criteria)
        criteria.push_back({{"criterion", utf8(names.criterion(c.column))},
                            {"weight", c.weight},
                            {"top_interval", {c.topLow, c.topHigh}},
                            {"ranking_interval", {c.rankingLow, c.rankingHigh}},
                            {"below", names.alternativeOrNull(c.below)},
                            {"above", names.alternativeOrNull(c.above)}});
    j["criteria"] = criteria;
    if (names.problem.hasTree()) {
        Json groups = Json::array();
        for (const GroupSensitivity &g : r.groups)
            groups.push_back({{"group", utf8(names.problem.groups[std::size_t(g.group)].path)},
                              {"weight", g.weight},
                              {"top_interval", {g.topLow, g.topHigh}},
                              {"below", names.alternativeOrNull(g.below)},
                              {"above", names.alternativeOrNull(g.above)}});
        j["groups"] = groups;
    }
    if (r.smallestFlip)
        j["smallest_flip"] = {{"criterion", utf8(names.criterion(r.smallestFlip->column))},
                              {"to_weight", r.smallestFlip->toWeight},
                              {"new_winner", utf8(names.alternative(r.smallestFlip->newWinner))}};
    else
        j["smallest_flip"] = nullptr;
    Json flips = Json::array();
    for (const ValueFlip &f : r.valueFlips)
        flips.push_back({{"alternative", utf8(names.alternative(f.row))},
                         {"criterion", utf8(names.criterion(f.column))},
                         {"value", number(f.value)},
                         {"flip_value", f.flipValue ? number(*f.flipValue) : Json(nullptr)}});
    j["value_flips"] = flips;
    return j;
}

void printText(QTextStream &out, const SensitivityResult &r, const Names &names, const QString &profile)
{
    out << "Sensitivity of the weighted sum (" << normalizationName(r.normalization) << "), profile \"" << profile
        << "\"\n";
    out << "Winner: " << names.alternative(r.winner) << " (score "
        << formatFixed(r.scores[std::size_t(r.winner)], 4) << ")";
    if (r.runnerUp >= 0)
        out << "; runner-up: " << names.alternative(r.runnerUp) << " ("
            << formatFixed(r.scores[std::size_t(r.runnerUp)], 4) << ")";
    out << (names.problem.hasTree() ? "\n\nWeight intervals (global weights; all the others keep their proportions):\n"
                                     : "\n\nWeight intervals (the other weights keep their proportions):\n");
    out << QStringLiteral("%1  %2  %3  %4  %5\n")
               .arg(QStringLiteral("Criterion"), -24)
               .arg(QStringLiteral("Weight"), 7)
               .arg(QStringLiteral("Winner stays first"), -19)
               .arg(QStringLiteral("Ranking unchanged"), -19)
               .arg(QStringLiteral("Takes over below / above"));
    for (const CriterionSensitivity &c : r.criteria) {
        const QString below = c.below >= 0 ? names.alternative(c.below) : QStringLiteral("-");
        const QString above = c.above >= 0 ? names.alternative(c.above) : QStringLiteral("-");
        out << QStringLiteral("%1  %2  %3  %4  %5 / %6\n")
                   .arg(names.criterion(c.column).left(24), -24)
                   .arg(percent(c.weight), 7)
                   .arg(percent(c.topLow) + QStringLiteral(" – ") + percent(c.topHigh), -19)
                   .arg(percent(c.rankingLow) + QStringLiteral(" – ") + percent(c.rankingHigh), -19)
                   .arg(below, above);
    }
    if (!r.groups.empty()) {
        out << "\nGroup weight intervals (within its parent; its siblings keep their proportions):\n";
        out << QStringLiteral("%1  %2  %3  %4\n")
                   .arg(QStringLiteral("Group"), -32)
                   .arg(QStringLiteral("Weight"), 7)
                   .arg(QStringLiteral("Winner stays first"), -19)
                   .arg(QStringLiteral("Takes over below / above"));
        for (const GroupSensitivity &g : r.groups) {
            const QString below = g.below >= 0 ? names.alternative(g.below) : QStringLiteral("-");
            const QString above = g.above >= 0 ? names.alternative(g.above) : QStringLiteral("-");
            out << QStringLiteral("%1  %2  %3  %4 / %5\n")
                       .arg(names.problem.groups[std::size_t(g.group)].path.left(32), -32)
                       .arg(percent(g.weight), 7)
                       .arg(percent(g.topLow) + QStringLiteral(" – ") + percent(g.topHigh), -19)
                       .arg(below, above);
        }
    }
    out << "\n";
    if (r.smallestFlip) {
        const WeightFlip &f = *r.smallestFlip;
        out << "Smallest single-weight change that changes the winner: " << names.criterion(f.column) << " from "
            << percent(r.criteria[std::size_t(f.column)].weight) << " to " << percent(f.toWeight) << " ("
            << formatFixed(100.0 * f.change, 1) << " percentage points), where "
            << names.alternative(f.newWinner) << " draws level.\n";
    } else {
        out << "No single-weight change alters the winner.\n";
    }
    if (!r.valueFlips.empty()) {
        out << "\nValues at which " << names.alternative(r.winner) << " and " << names.alternative(r.runnerUp)
            << " draw level:\n";
        for (const ValueFlip &f : r.valueFlips)
            out << "  " << names.alternative(f.row) << ", " << names.criterion(f.column) << ": " << rawNumber(f.value)
                << " -> " << (f.flipValue ? rawNumber(*f.flipValue) : QStringLiteral("none in range")) << "\n";
    }
}

// The weighted sum's sensitivity of the evaluation's problem; nullptr with messages when it refuses.
const SensitivityResult *analyse(const Evaluation &evaluation, Messages &messages)
{
    messages.insert(messages.end(), evaluation.rankable().messages.begin(), evaluation.rankable().messages.end());
    if (!evaluation.problem())
        return nullptr;
    messages.insert(messages.end(), evaluation.sensitivityMessages().begin(), evaluation.sensitivityMessages().end());
    return evaluation.sensitivity() ? &*evaluation.sensitivity() : nullptr;
}

} // namespace

std::optional<Json> sensitivityJson(const Evaluation &evaluation, Messages &messages)
{
    const SensitivityResult *a = analyse(evaluation, messages);
    if (!a)
        return std::nullopt;
    return toJson(*a, Names{evaluation.project(), *evaluation.problem()});
}

static int runSensitivity(Invocation &inv)
{
    std::optional<ProjectData> project = loadInput(inv, inv.positional.at(0));
    if (!project)
        return InvalidInput;
    if (!applyProfileOption(inv, *project))
        return UsageError;

    const Evaluation evaluation = evaluate(*project, commandOptions());
    Messages messages;
    const bool json = inv.isSet(QStringLiteral("json"));
    std::optional<Json> j;
    const SensitivityResult *a = nullptr;
    if (json)
        j = sensitivityJson(evaluation, messages);
    else
        a = analyse(evaluation, messages);
    for (const Message &m : messages)
        inv.err << formatMessage(inv.positional.at(0), m) << "\n";
    if (json ? !j : !a)
        return InvalidInput;
    if (json)
        inv.out << QString::fromStdString(j->dump(2)) << "\n";
    else
        printText(inv.out, *a, Names{*project, *evaluation.problem()}, project->active().name);
    return Ok;
}

CommandSpec sensitivityCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("sensitivity");
    spec.arguments = QStringLiteral("FILE");
    spec.summary = QStringLiteral("How far each weight and value can move before the verdict changes.");
    spec.description = QStringLiteral(
        "For the weighted sum with the project's normalisation: for every criterion, the exact interval of its "
        "weight (the other weights rescaled proportionally) within which the winner stays first and the whole "
        "ranking stays the same, and who takes over at each end; the smallest single-weight change that changes "
        "the winner; and, for every value of the winner and the runner-up, the raw value at which the two draw "
        "level (null when none within the criterion's scale, or within ±1000 % of the value, does). Weights are "
        "fractions of 1 in JSON. Infeasible alternatives take no part.");
    spec.options = {profileOption(), jsonOption()};
    spec.run = runSensitivity;
    return spec;
}

} // namespace verdict::cli
