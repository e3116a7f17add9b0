#include "commands.h"

#include "cli/input.h"

#include "analysis/problem.h"
#include "analysis/wsm.h"

#include <nlohmann/json.hpp>

namespace verdict::cli {

namespace {

std::string utf8(const QString &s)
{
    return s.toStdString();
}

QString formatScore(double v)
{
    return QString::number(v, 'f', 4);
}

} // namespace

static int runRank(Invocation &inv)
{
    std::optional<ProjectData> project = loadInput(inv, inv.positional.at(0));
    if (!project)
        return InvalidInput;
    if (!applyProfileOption(inv, *project))
        return UsageError;

    Normalization normalization = project->analysis.normalization;
    if (inv.isSet(QStringLiteral("normalize")))
        normalization = *parseNormalization(inv.value(QStringLiteral("normalize")));

    Messages messages;
    const std::optional<DecisionProblem> problem = makeProblem(*project, -1, messages);
    std::optional<WsmResult> result;
    if (problem)
        result = weightedSum(*problem, normalization, messages);
    for (const Message &m : messages)
        inv.err << formatMessage(inv.positional.at(0), m) << "\n";
    if (!result)
        return InvalidInput;

    const auto &alternatives = project->alternatives;
    if (inv.isSet(QStringLiteral("json"))) {
        nlohmann::ordered_json j;
        j["schema"] = 1;
        j["method"] = "wsm";
        j["normalization"] = utf8(normalizationName(normalization));
        nlohmann::ordered_json weights = nlohmann::ordered_json::object();
        for (int c = 0; c < problem->criteria; ++c)
            weights[utf8(project->criteria[std::size_t(problem->columns[std::size_t(c)])].id)] = problem->weights[std::size_t(c)];
        j["weights"] = weights;
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (const RankedEntry &e : result->ranking) {
            const Alternative &a = alternatives[std::size_t(problem->rows[std::size_t(e.row)])];
            list.push_back({{"id", utf8(a.id)}, {"name", utf8(a.name)}, {"score", e.score}, {"rank", e.rank}});
        }
        j["alternatives"] = list;
        inv.out << QString::fromStdString(j.dump(2)) << "\n";
        return Ok;
    }

    inv.out << "Weighted sum (" << normalizationName(normalization) << "), profile \""
            << project->active().name << "\"\n";
    inv.out << "Rank  Score   Alternative\n";
    for (const RankedEntry &e : result->ranking) {
        const Alternative &a = alternatives[std::size_t(problem->rows[std::size_t(e.row)])];
        inv.out << QStringLiteral("%1  %2  %3\n").arg(e.rank, 4).arg(formatScore(e.score), 6).arg(a.name);
    }
    return Ok;
}

CommandSpec rankCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("rank");
    spec.arguments = QStringLiteral("FILE");
    spec.summary = QStringLiteral("Rank the alternatives.");
    spec.description = QStringLiteral(
        "Rank 1 is best; scores within 1e-12 (relative) share a rank and are listed in file order. A missing "
        "value makes rank fail with a message naming the cell.");
    spec.options = {
        {{QStringLiteral("method")}, QStringLiteral("M"), QStringLiteral("Ranking method."), QStringLiteral("wsm"),
         {QStringLiteral("wsm")}},
        {{QStringLiteral("normalize")}, QStringLiteral("N"),
         QStringLiteral("Normalisation for the weighted sum (default: the project's, else minmax)."), {},
         {QStringLiteral("minmax"), QStringLiteral("max"), QStringLiteral("sum"), QStringLiteral("vector"),
          QStringLiteral("none")}},
        profileOption(),
        jsonOption(),
    };
    spec.run = runRank;
    return spec;
}

} // namespace verdict::cli
