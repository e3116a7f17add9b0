#include "commands.h"
#include "display/format.h"
#include "output.h"

#include "cli/input.h"

#include "analysis/problem.h"
#include "stability/smaa.h"

#include <cmath>
#include <limits>

namespace verdict::cli {

namespace {

QString percent(double fraction)
{
    return formatPercentFixed(fraction, 1, false);
}

Json toJson(const SmaaResult &r, const ProjectData &project, const DecisionProblem &problem)
{
    Json j;
    j["schema"] = 1;
    j["samples"] = r.samples;
    j["seed"] = r.seed;
    Json list = Json::array();
    for (const SmaaAlternative &a : r.alternatives) {
        Json central = Json::object();
        for (std::size_t c = 0; c < a.centralWeights.size(); ++c)
            central[utf8(project.criteria[std::size_t(problem.columns[c])].id)] = a.centralWeights[c];
        list.push_back({{"name", utf8(project.alternatives[std::size_t(problem.rows[std::size_t(a.row)])].name)},
                        {"acceptability", a.acceptability},
                        {"central_weights", central},
                        {"confidence", a.confidence},
                        {"p_first", a.pFirst},
                        {"p_first_ci", {a.pFirstCi[0], a.pFirstCi[1]}}});
    }
    j["alternatives"] = list;
    return j;
}

void printText(QTextStream &out, const SmaaResult &r, const ProjectData &project, const DecisionProblem &problem)
{
    out << "SMAA-2 on the weighted sum (" << normalizationName(r.normalization) << "), profile \""
        << project.active().name << "\": " << r.samples << " weight samples, seed " << r.seed << "\n";
    if (r.acceptance < 1.0)
        out << "The weight constraints (order, intervals) accept "
            << (r.acceptance < 0.001 ? formatSignificant(100.0 * r.acceptance, 2) : percent(r.acceptance)) << " % of draws.\n";
    const int ranks = std::min<int>(int(r.alternatives.size()), 6);
    QString header = QStringLiteral("%1  %2  %3  %4").arg(QStringLiteral("Alternative"), -24)
                         .arg(QStringLiteral("P(first) %"), 10)
                         .arg(QStringLiteral("95 % interval"), -13)
                         .arg(QStringLiteral("Confidence"), 10);
    for (int k = 0; k < ranks; ++k)
        header += QStringLiteral("  %1").arg(QStringLiteral("b%1 %").arg(k + 1), 6);
    out << "\n" << header << "\n";
    for (const SmaaAlternative &a : r.alternatives) {
        const QString name = project.alternatives[std::size_t(problem.rows[std::size_t(a.row)])].name;
        QString line = QStringLiteral("%1  %2  %3  %4")
                           .arg(name.left(24), -24)
                           .arg(percent(a.pFirst), 10)
                           .arg(percent(a.pFirstCi[0]) + QStringLiteral("–") + percent(a.pFirstCi[1]), -13)
                           .arg(formatFixed(a.confidence, 3), 10);
        for (int k = 0; k < ranks; ++k)
            line += QStringLiteral("  %1").arg(percent(a.acceptability[std::size_t(k)]), 6);
        out << line << "\n";
    }
    out << "\nb_r: share of weight samples in which the alternative ranks r-th. Confidence: how often it is first "
           "at its central weights under value uncertainty.\n";
}

// The Monte Carlo run of the evaluation's problem; nullptr with messages when refused.
std::shared_ptr<const SmaaRun> sample(const Evaluation &evaluation, const SmaaOptions &options, Messages &messages)
{
    messages.insert(messages.end(), evaluation.rankable().messages.begin(), evaluation.rankable().messages.end());
    if (!evaluation.problem())
        return nullptr;
    std::shared_ptr<const SmaaRun> run = evaluation.runSmaa({options.samples.value_or(0), options.seed, options.threads});
    messages.insert(messages.end(), run->messages.begin(), run->messages.end());
    return run->result ? run : nullptr;
}

} // namespace

std::optional<Json> smaaJson(const Evaluation &evaluation, const SmaaOptions &options, Messages &messages)
{
    const std::shared_ptr<const SmaaRun> s = sample(evaluation, options, messages);
    if (!s)
        return std::nullopt;
    return toJson(*s->result, evaluation.project(), *evaluation.problem());
}

static int runSmaaCommand(Invocation &inv)
{
    std::optional<ProjectData> project = loadInput(inv, inv.positional.at(0));
    if (!project)
        return InvalidInput;
    if (!applyProfileOption(inv, *project))
        return UsageError;
    qint64 samples = -1, seed = -1, threads = 0;
    if (!intOption(inv, QStringLiteral("samples"), 1, kMaxMonteCarloSamples, samples)
        || !intOption(inv, QStringLiteral("seed"), 0, std::numeric_limits<qint64>::max(), seed)
        || !intOption(inv, QStringLiteral("threads"), 0, 256, threads))
        return UsageError;
    SmaaOptions options;
    if (samples > 0)
        options.samples = samples;
    if (seed >= 0)
        options.seed = std::uint64_t(seed);
    options.threads = int(threads);

    const Evaluation evaluation = evaluate(*project, commandOptions());
    Messages messages;
    const bool json = inv.isSet(QStringLiteral("json"));
    std::optional<Json> j;
    std::shared_ptr<const SmaaRun> s;
    if (json)
        j = smaaJson(evaluation, options, messages);
    else
        s = sample(evaluation, options, messages);
    for (const Message &m : messages)
        inv.err << formatMessage(inv.positional.at(0), m) << "\n";
    if (json ? !j : !s)
        return InvalidInput;
    if (json)
        inv.out << QString::fromStdString(j->dump(2)) << "\n";
    else
        printText(inv.out, *s->result, *project, *evaluation.problem());
    return Ok;
}

CommandSpec smaaCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("smaa");
    spec.arguments = QStringLiteral("FILE");
    spec.summary = QStringLiteral("Stochastic multicriteria acceptability analysis (SMAA-2) of the weighted sum.");
    spec.description = QStringLiteral(
        "Samples weights uniformly from the simplex (respecting the profile's ordinal and interval constraints) "
        "and values from their uncertainty, and reports for every alternative its rank acceptabilities, central "
        "weights, confidence factor and probability of being first with its 95 % Wilson interval. The same seed "
        "gives the same result whatever the thread count. Defaults come from the project's analysis settings.");
    spec.options = {
        {{QStringLiteral("samples")}, QStringLiteral("N"),
         QStringLiteral("Number of weight samples (default: the project's, else 10000)."), {}, {}},
        {{QStringLiteral("seed")}, QStringLiteral("S"), QStringLiteral("Random seed (default: the project's)."), {}, {}},
        {{QStringLiteral("threads")}, QStringLiteral("T"), QStringLiteral("Worker threads; 0 uses every core."),
         QStringLiteral("0"), {}},
        profileOption(),
        jsonOption(),
    };
    spec.run = runSmaaCommand;
    return spec;
}

} // namespace verdict::cli
