#include "commands.h"
#include "display/format.h"
#include "output.h"

#include "cli/input.h"

#include "analysis/ahp.h"
#include "analysis/profileahp.h"
#include "core/valuetree.h"
#include "format/projectfile.h"
#include "format/savefile.h"

#include <QFileInfo>

namespace verdict::cli {

namespace {

// What `ahp PROJECT --json` adds to the matrix's JSON: the profile, the node, and the weights --apply stores.
Json profileJson(const ProjectData &project, const ProfileAhp &ahp, bool applied)
{
    Json j = ahpJson(ahp.result, ahp.names);
    j["profile"] = utf8(project.profiles[std::size_t(ahp.profile)].name);
    const ValueTree tree(project);
    j["group"] = ahp.group < 0 ? Json() : Json(utf8(tree.path(ahp.group)));
    Json stored = Json::object();
    if (project.groups.empty()) {
        for (std::size_t c = 0; c < ahp.weights.size(); ++c)
            stored[utf8(project.criteria[c].name)] = ahp.weights[c];
    } else { // the node's children, in percent within it
        for (const ValueTree::Node &kid : tree.children(ahp.group)) {
            if (kid.isGroup) {
                const CriterionGroup &g = project.groups[std::size_t(kid.index)];
                const auto it = ahp.groupWeights.find(g.id);
                stored[utf8(g.name)] = it == ahp.groupWeights.end() ? 0.0 : it->second;
            } else {
                stored[utf8(project.criteria[std::size_t(kid.index)].name)] = ahp.weights[std::size_t(kid.index)];
            }
        }
    }
    j["profile_weights"] = stored; // what --apply stores: on the profile's own scale, or within the node
    j["applied"] = applied;
    return j;
}

// Prints the result as a table; `names` in the matrix's order.
void printAhp(Invocation &inv, const AhpResult &result, const QStringList &names)
{
    inv.out << "AHP weights (" << (result.method == AhpMethod::Eigen ? "principal eigenvector" : "geometric mean") << ")\n";
    for (int i = 0; i < names.size(); ++i)
        inv.out << QStringLiteral("  %1  %2\n").arg(formatFixed(result.weights[std::size_t(i)], 4), 7).arg(names.at(i));
    inv.out << QStringLiteral("lambda_max %1, CI %2, RI %3, CR %4: %5\n")
                   .arg(formatFixed(result.lambdaMax, 4), formatFixed(result.ci, 4), formatFixed(result.randomIndex, 2),
                        formatFixed(result.cr, 4))
                   .arg(result.consistent ? QStringLiteral("consistent (CR <= 0.1)")
                                          : QStringLiteral("NOT consistent (CR > 0.1); revise the judgments below"));
    if (!result.worstJudgments.empty()) {
        inv.out << "Least consistent judgments (entered -> consistent value):\n";
        for (const AhpJudgment &j : result.worstJudgments)
            inv.out << QStringLiteral("  %1 over %2: %3 -> %4\n")
                           .arg(names.at(j.row), names.at(j.column))
                           .arg(formatSignificant(j.value, 4), formatSignificant(j.consistentValue, 4));
    }
}

// `verdict ahp PROJECT.verdict [--profile NAME] [--apply -o OUT.verdict]`: the profile's stored matrix.
int runProjectAhp(Invocation &inv, AhpMethod method)
{
    const QString path = inv.positional.at(0);
    const bool apply = inv.isSet(QStringLiteral("apply"));
    const QString out = inv.value(QStringLiteral("output"));
    if (apply && out.isEmpty())
        return inv.usageError(QStringLiteral("--apply writes a new project: give -o OUT.verdict"));
    if (!apply && inv.isSet(QStringLiteral("output")))
        return inv.usageError(QStringLiteral("-o/--output goes with --apply"));
    if (apply && QFileInfo(out).suffix().toLower() != QLatin1String("verdict"))
        return inv.usageError(QStringLiteral("-o: the output is a project, name it OUT.verdict (got '%1')").arg(out));
    if (apply && QFileInfo(path).absoluteFilePath() == QFileInfo(out).absoluteFilePath())
        return inv.usageError(QStringLiteral("input and output are the same file"));

    std::optional<ProjectData> project = loadInput(inv, path);
    if (!project)
        return InvalidInput;
    if (!applyProfileOption(inv, *project))
        return UsageError;
    int group = -1;
    if (inv.isSet(QStringLiteral("group"))) {
        const QString at = inv.value(QStringLiteral("group"));
        group = ValueTree(*project).groupAtPath(at);
        if (group < 0)
            return inv.usageError(project->groups.empty()
                                      ? QStringLiteral("--group: the criteria of %1 sit in no groups").arg(path)
                                      : QStringLiteral("--group: no group at the path '%1' (levels separated by /)").arg(at));
    }
    Messages messages;
    const std::optional<ProfileAhp> ahp = profileAhpWeights(*project, -1, method, messages, group);
    for (const Message &m : messages)
        inv.err << formatMessage(path, m) << "\n";
    if (!ahp)
        return InvalidInput;

    const WeightProfile &profile = project->profiles[std::size_t(ahp->profile)];
    if (apply) {
        ProjectData changed = *project;
        applyProfileAhp(changed, *ahp);
        const SaveResult saved = saveProjectFile(changed, out);
        if (!saved.ok)
            return inv.fail(out + QStringLiteral(": error: ") + saved.error);
        if (!ahp->result.consistent)
            inv.err << out << QStringLiteral(": warning: the weights were set from judgments that are not consistent "
                                             "(CR %1 > 0.1)\n").arg(formatFixed(ahp->result.cr, 3));
    }
    if (inv.isSet(QStringLiteral("json"))) {
        inv.out << QString::fromStdString(profileJson(*project, *ahp, apply).dump(2)) << "\n";
        return Ok;
    }
    inv.out << QStringLiteral("Profile \"%1\"").arg(profile.name)
            << (group < 0 ? QString() : QStringLiteral(", within \"%1\"").arg(ValueTree(*project).path(group))) << ": ";
    printAhp(inv, ahp->result, ahp->names);
    if (apply)
        inv.out << QStringLiteral("Weights of \"%1\" set from its AHP matrix in %2\n").arg(profile.name, out);
    return Ok;
}

} // namespace

Json ahpJson(const AhpResult &result, const QStringList &names)
{
    Json weights = Json::object();
    for (int i = 0; i < names.size(); ++i)
        weights[utf8(names.at(i))] = result.weights[std::size_t(i)];
    Json worst = Json::array();
    for (const AhpJudgment &j : result.worstJudgments)
        worst.push_back({{"row", utf8(names.at(j.row))},
                         {"column", utf8(names.at(j.column))},
                         {"value", j.value},
                         {"consistent_value", j.consistentValue},
                         {"deviation", j.deviation}});
    return {{"schema", 1},
            {"weights", weights},
            {"lambda_max", result.lambdaMax},
            {"ci", result.ci},
            {"cr", result.cr},
            {"random_index", result.randomIndex},
            {"consistent", result.consistent},
            {"method", utf8(ahpMethodName(result.method))},
            {"worst_judgments", worst}};
}

std::optional<Json> profileAhpJson(const ProjectData &project, AhpMethod method, Messages &messages)
{
    const std::optional<ProfileAhp> ahp = profileAhpWeights(project, -1, method, messages);
    if (!ahp)
        return std::nullopt;
    return profileJson(project, *ahp, false);
}

static int runAhp(Invocation &inv)
{
    const QString path = inv.positional.at(0);
    AhpMethod method = AhpMethod::Eigen;
    if (inv.isSet(QStringLiteral("method")))
        method = *parseAhpMethod(inv.value(QStringLiteral("method")));
    if (QFileInfo(path).suffix().toLower() == QLatin1String("verdict"))
        return runProjectAhp(inv, method);
    for (const QString &o : {QStringLiteral("profile"), QStringLiteral("group"), QStringLiteral("apply"), QStringLiteral("output")})
        if (inv.isSet(o))
            return inv.usageError(QStringLiteral("--%1 applies to a .verdict project only").arg(o));

    Messages messages;
    const std::optional<QByteArray> bytes = readInputFile(path, messages);
    if (!bytes) {
        for (const Message &m : messages)
            inv.err << formatMessage(path, m) << "\n";
        return InvalidInput;
    }
    const std::optional<AhpMatrix> matrix = readAhpMatrix(*bytes, messages);
    std::optional<AhpResult> result;
    if (matrix)
        result = computeAhp(matrix->values, method, messages);
    for (const Message &m : messages)
        inv.err << formatMessage(path, m) << "\n";
    if (!result)
        return InvalidInput;
    if (inv.isSet(QStringLiteral("json")))
        inv.out << QString::fromStdString(ahpJson(*result, matrix->names).dump(2)) << "\n";
    else
        printAhp(inv, *result, matrix->names);
    return Ok;
}

CommandSpec ahpCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("ahp");
    spec.arguments = QStringLiteral("FILE.csv | PROJECT.verdict");
    spec.summary = QStringLiteral("Derive criterion weights from an AHP pairwise comparison matrix.");
    spec.description = QStringLiteral(
        "FILE is a square CSV matrix: a header row and a first column with the same criterion names; cells are "
        "positive decimals or fractions such as 1/3, the diagonal is 1 and a_ij * a_ji is 1 within 1 %. Prints "
        "the weights, lambda_max, the consistency index and ratio (Saaty's random index, up to 15 criteria) and "
        "the three judgments that disagree most with the weights, with the value that would make each "
        "consistent. With a .verdict project, the matrix is the one stored with the active profile (or --profile's); "
        "--apply -o OUT.verdict writes a copy of the project whose profile weights are the AHP weights (on the "
        "scale of the profile's current weights; criteria the matrix does not compare get 0), keeping the matrix "
        "so it can be revised. When the criteria sit in groups (a value tree), each group has its own matrix over "
        "its criteria and groups: --group PATH picks it (the top level's by default), and --apply sets the weights "
        "within that group, in percent.");
    spec.options = {
        {{QStringLiteral("method")}, QStringLiteral("M"),
         QStringLiteral("eigen (principal eigenvector) or geomean (row geometric means)."), QStringLiteral("eigen"),
         {QStringLiteral("eigen"), QStringLiteral("geomean")}},
        profileOption(),
        {{QStringLiteral("group")}, QStringLiteral("PATH"),
         QStringLiteral("Project with a value tree: the matrix of this group, levels separated by / (default: the top level)."), {}, {}},
        {{QStringLiteral("apply")}, {}, QStringLiteral("Project: set the profile's weights from its AHP matrix (needs -o)."), {}, {}},
        {{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("OUT.verdict"),
         QStringLiteral("Project: where --apply writes the changed project."), {}, {}},
        jsonOption(),
    };
    spec.run = runAhp;
    return spec;
}

} // namespace verdict::cli
