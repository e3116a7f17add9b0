#include "commands.h"
#include "display/format.h"
#include "core/scenarios.h"
#include "output.h"

#include "cli/input.h"

#include "analysis/allmethods.h"
#include "analysis/normalize.h"
#include "analysis/problem.h"
#include "evaluation/evaluation.h"

#include <cmath>

namespace verdict::cli {

namespace {

// The text table's scores: the method's own numbers at four decimals (the JSON has them whole), never "-0.0000".
QString scoreText(double v)
{
    return formatFixed(v, 4);
}

// What every method's output shares: the project, the problem and the chosen options.
struct Context
{
    const ProjectData &project;
    const DecisionProblem &problem;
    Normalization wsmNormalization;
    Normalization wpmNormalization;
    double v;

    const Alternative &alternative(int row) const
    {
        return project.alternatives[std::size_t(problem.rows[std::size_t(row)])];
    }
    const Criterion &criterion(int column) const
    {
        return project.criteria[std::size_t(problem.columns[std::size_t(column)])];
    }
    Json weights() const
    {
        Json w = Json::object();
        for (int c = 0; c < problem.criteria; ++c)
            w[utf8(criterion(c).id)] = problem.weights[std::size_t(c)];
        return w;
    }
    Json perCriterion(const std::vector<double> &values) const
    {
        Json o = Json::object();
        for (int c = 0; c < problem.criteria; ++c)
            o[utf8(criterion(c).id)] = number(values[std::size_t(c)]);
        return o;
    }
    // The `alternatives` array in rank order, infeasible alternatives after all feasible ones (each with the
    // constraints it violates); `extra` adds the method's own fields to an entry.
    template<typename Extra>
    Json alternatives(const std::vector<RankedEntry> &ranking, Extra extra) const
    {
        // Each alternative's value per criterion, 0–100: its value function's, or its normalised value (the
        // weighted sum's normalisation) × 100.
        Messages unused;
        const auto transforms = columnTransforms(problem, wsmNormalization, unused);
        Json list = Json::array();
        for (const RankedEntry &e : rankFeasibleFirst(ranking, problem)) {
            const Alternative &a = alternative(e.row);
            Json entry = {{"id", utf8(a.id)}, {"name", utf8(a.name)}, {"score", number(e.score)}, {"rank", e.rank}};
            entry["feasible"] = problem.isFeasible(e.row);
            Json violations = Json::array();
            if (std::size_t(e.row) < problem.violations.size())
                for (const QString &v : problem.violations[std::size_t(e.row)])
                    violations.push_back(utf8(v));
            entry["violations"] = violations;
            if (transforms) {
                Json values = Json::object();
                for (int c = 0; c < problem.criteria; ++c)
                    values[utf8(criterion(c).id)] = number((*transforms)[std::size_t(c)].apply(problem.values.at(e.row, c)) * 100.0);
                entry["values"] = values;
            }
            extra(entry, std::size_t(e.row));
            list.push_back(entry);
        }
        return list;
    }
};

auto noExtra = [](Json &, std::size_t) {};

Json wsmJson(const Context &ctx, const WsmResult &r)
{
    return {{"method", "wsm"},
            {"normalization", utf8(normalizationName(r.normalization))},
            {"weights", ctx.weights()},
            {"alternatives", ctx.alternatives(r.ranking, noExtra)}};
}

Json wpmJson(const Context &ctx, const WpmResult &r)
{
    return {{"method", "wpm"},
            {"normalization", utf8(normalizationName(r.normalization))},
            {"weights", ctx.weights()},
            {"alternatives", ctx.alternatives(r.ranking, noExtra)}};
}

Json topsisJson(const Context &ctx, const TopsisResult &r)
{
    return {{"method", "topsis"},
            {"normalization", "vector"},
            {"weights", ctx.weights()},
            {"ideal", ctx.perCriterion(r.ideal)},
            {"anti_ideal", ctx.perCriterion(r.antiIdeal)},
            {"alternatives", ctx.alternatives(r.ranking, [&](Json &e, std::size_t i) {
                 e["d_plus"] = number(r.dPlus[i]);
                 e["d_minus"] = number(r.dMinus[i]);
             })}};
}

Json prometheeJson(const Context &ctx, const PrometheeResult &r)
{
    Json functions = Json::object();
    for (int c = 0; c < ctx.problem.criteria; ++c) {
        const PreferenceFunction &f = r.preferences[std::size_t(c)];
        Json fj = {{"type", utf8(preferenceTypeName(f.type))}};
        if (f.type == PreferenceType::UShape || f.type == PreferenceType::Level || f.type == PreferenceType::Linear)
            fj["q"] = f.q;
        if (f.type == PreferenceType::VShape || f.type == PreferenceType::Level || f.type == PreferenceType::Linear)
            fj["p"] = f.p;
        if (f.type == PreferenceType::Gaussian)
            fj["s"] = f.s;
        functions[utf8(ctx.criterion(c).id)] = fj;
    }
    return {{"method", "promethee"},
            {"weights", ctx.weights()},
            {"preference_functions", functions},
            {"alternatives", ctx.alternatives(r.ranking, [&](Json &e, std::size_t i) {
                 e["phi_plus"] = number(r.phiPlus[i]);
                 e["phi_minus"] = number(r.phiMinus[i]);
                 e["phi"] = number(r.phi[i]);
             })}};
}

Json vikorJson(const Context &ctx, const VikorResult &r, const Messages &warnings)
{
    Json compromise = Json::array();
    for (int row : r.compromise)
        compromise.push_back(utf8(ctx.alternative(row).id));
    Json warningList = Json::array();
    for (const Message &m : warnings)
        if (m.severity == Severity::Warning)
            warningList.push_back(utf8(m.text));
    return {{"method", "vikor"},
            {"v", r.v},
            {"weights", ctx.weights()},
            {"alternatives", ctx.alternatives(r.ranking, [&](Json &e, std::size_t i) {
                 e["S"] = number(r.S[i]);
                 e["R"] = number(r.R[i]);
                 e["Q"] = number(r.Q[i]);
             })},
            {"conditions", {{"acceptable_advantage", r.acceptableAdvantage}, {"acceptable_stability", r.acceptableStability}}},
            {"compromise", compromise},
            {"warnings", warningList}};
}

QString firstError(const Messages &messages)
{
    for (const Message &m : messages)
        if (m.severity == Severity::Error)
            return m.pointer.isEmpty() ? m.text : m.pointer + QStringLiteral(": ") + m.text;
    return QStringLiteral("the method refused the input");
}

Json allJson(const Context &ctx, const AllMethodsResult &all)
{
    Json methods = Json::object();
    auto put = [&](const char *name, const auto &result, const Messages &messages, auto toJson) {
        if (result)
            methods[name] = toJson(*result);
        else
            methods[name] = {{"method", name}, {"error", utf8(firstError(messages))}};
    };
    put("wsm", all.wsm, all.wsmMessages, [&](const WsmResult &r) { return wsmJson(ctx, r); });
    put("wpm", all.wpm, all.wpmMessages, [&](const WpmResult &r) { return wpmJson(ctx, r); });
    put("topsis", all.topsis, all.topsisMessages, [&](const TopsisResult &r) { return topsisJson(ctx, r); });
    put("promethee", all.promethee, all.prometheeMessages, [&](const PrometheeResult &r) { return prometheeJson(ctx, r); });
    put("vikor", all.vikor, all.vikorMessages, [&](const VikorResult &r) { return vikorJson(ctx, r, all.vikorMessages); });

    const Agreement &a = all.agreement;
    Json tau = Json::object(), rho = Json::object(), first = Json::object();
    for (std::size_t k = 0; k < a.pairs.size(); ++k) {
        const std::string key = utf8(a.methods.at(a.pairs[k].first) + u'|' + a.methods.at(a.pairs[k].second));
        tau[key] = optionalNumber(a.kendallTauB[k]);
        rho[key] = optionalNumber(a.spearmanRho[k]);
    }
    for (int row = 0; row < ctx.problem.alternatives; ++row)
        first[utf8(ctx.alternative(row).name)] = a.firstCounts[std::size_t(row)]; // keyed by name, as the issue shows
    return {{"schema", 1},
            {"methods", methods},
            {"agreement", {{"kendall_tau_b", tau}, {"spearman_rho", rho}, {"first_counts", first}}}};
}

// ---- text output ----

struct Column
{
    QString title;
    std::function<QString(const RankedEntry &)> cell;
};

void printTable(QTextStream &out, const Context &ctx, const std::vector<RankedEntry> &ranking,
                const std::vector<Column> &columns)
{
    out << QStringLiteral("%1").arg(QStringLiteral("Rank"), 4);
    for (const Column &c : columns)
        out << QStringLiteral("  %1").arg(c.title, 9);
    out << "  Alternative\n";
    QStringList violations;
    for (const RankedEntry &e : rankFeasibleFirst(ranking, ctx.problem)) {
        out << QStringLiteral("%1").arg(e.rank, 4);
        for (const Column &c : columns)
            out << QStringLiteral("  %1").arg(c.cell(e), 9);
        out << "  " << ctx.alternative(e.row).name << (ctx.problem.isFeasible(e.row) ? "" : " (infeasible)") << "\n";
        if (std::size_t(e.row) < ctx.problem.violations.size())
            violations << ctx.problem.violations[std::size_t(e.row)];
    }
    if (!violations.isEmpty())
        out << "Infeasible alternatives rank after all feasible ones:\n  " << violations.join(QStringLiteral("\n  ")) << "\n";
}

Column scoreColumn(const QString &title)
{
    return {title, [](const RankedEntry &e) { return scoreText(e.score); }};
}

Column vectorColumn(const QString &title, const std::vector<double> &values)
{
    return {title, [&values](const RankedEntry &e) { return scoreText(values[std::size_t(e.row)]); }};
}

void printWsm(QTextStream &out, const Context &ctx, const WsmResult &r)
{
    out << "Weighted sum (" << normalizationName(r.normalization) << "), profile \"" << ctx.project.active().name
        << "\"\n";
    printTable(out, ctx, r.ranking, {scoreColumn(QStringLiteral("Score"))});
}

void printWpm(QTextStream &out, const Context &ctx, const WpmResult &r)
{
    out << "Weighted product (" << normalizationName(r.normalization) << "), profile \""
        << ctx.project.active().name << "\"\n";
    printTable(out, ctx, r.ranking, {scoreColumn(QStringLiteral("Score"))});
}

void printTopsis(QTextStream &out, const Context &ctx, const TopsisResult &r)
{
    out << "TOPSIS (vector normalisation), profile \"" << ctx.project.active().name << "\"\n";
    printTable(out, ctx, r.ranking,
               {scoreColumn(QStringLiteral("Closeness")), vectorColumn(QStringLiteral("d+"), r.dPlus),
                vectorColumn(QStringLiteral("d-"), r.dMinus)});
}

void printPromethee(QTextStream &out, const Context &ctx, const PrometheeResult &r)
{
    out << "PROMETHEE II, profile \"" << ctx.project.active().name << "\"\n";
    printTable(out, ctx, r.ranking,
               {scoreColumn(QStringLiteral("phi")), vectorColumn(QStringLiteral("phi+"), r.phiPlus),
                vectorColumn(QStringLiteral("phi-"), r.phiMinus)});
}

void printVikor(QTextStream &out, const Context &ctx, const VikorResult &r)
{
    out << "VIKOR (v = " << r.v << "), profile \"" << ctx.project.active().name << "\"; lower Q is better\n";
    printTable(out, ctx, r.ranking,
               {scoreColumn(QStringLiteral("Q")), vectorColumn(QStringLiteral("S"), r.S),
                vectorColumn(QStringLiteral("R"), r.R)});
    QStringList names;
    for (int row : r.compromise)
        names << ctx.alternative(row).name;
    out << "Acceptable advantage (C1): " << (r.acceptableAdvantage ? "yes" : "no")
        << "; acceptable stability (C2): " << (r.acceptableStability ? "yes" : "no") << "\n";
    out << "Compromise solution: " << names.join(QStringLiteral(", ")) << "\n";
}

void printAll(QTextStream &out, const Context &ctx, const AllMethodsResult &all)
{
    const Agreement &a = all.agreement;
    std::vector<std::vector<int>> ranks;
    auto collect = [&](const auto &result) {
        if (result)
            ranks.push_back(ranksByRow(rankFeasibleFirst(result->ranking, ctx.problem)));
    };
    collect(all.wsm);
    collect(all.wpm);
    collect(all.topsis);
    collect(all.promethee);
    collect(all.vikor);
    out << "Ranks by method, profile \"" << ctx.project.active().name << "\"\n";
    for (const QString &m : a.methods)
        out << QStringLiteral("%1").arg(m, 10);
    out << "  Alternative\n";
    for (int row = 0; row < ctx.problem.alternatives; ++row) {
        for (const auto &r : ranks)
            out << QStringLiteral("%1").arg(r[std::size_t(row)], 10);
        out << "  " << ctx.alternative(row).name << "\n";
    }
    out << "\nAgreement (Kendall tau-b / Spearman rho)\n";
    for (std::size_t k = 0; k < a.pairs.size(); ++k) {
        auto show = [](const std::optional<double> &v) { return v ? formatFixed(*v, 3) : QStringLiteral("n/a"); };
        out << "  " << a.methods.at(a.pairs[k].first) << " | " << a.methods.at(a.pairs[k].second) << ": "
            << show(a.kendallTauB[k]) << " / " << show(a.spearmanRho[k]) << "\n";
    }
    out << "\nRanked first by\n";
    for (int row = 0; row < ctx.problem.alternatives; ++row)
        if (a.firstCounts[std::size_t(row)] > 0)
            out << "  " << ctx.alternative(row).name << ": " << a.firstCounts[std::size_t(row)] << " of "
                << a.methods.size() << " methods\n";
}

void printMessages(const Invocation &inv, const Messages &messages)
{
    for (const Message &m : messages)
        inv.err << formatMessage(inv.positional.at(0), m) << "\n";
}

// The evaluation's context: its project, its problem and its options resolved against the project.
Context contextOf(const Evaluation &e)
{
    const MethodSettings m = e.methodSettings();
    return Context{e.project(), *e.problem(), m.wsm, m.wpm, m.v};
}

// Hands the evaluation's method result (or, for "all", every method's) to use(result, toJson, toText):
// toJson(result) is the method's JSON object, toText(out, result) prints its table. Returns false when the
// method refused the problem (messages say why); "all" fails only if every method does, and a method that
// refuses is reported as a warning and left out.
template<typename Use>
bool useMethod(const Evaluation &e, Messages &messages, Use &&use)
{
    const Context ctx = contextOf(e);
    const MethodResult &result = e.methodResult();
    if (isRankingMethod(e.method())) {
        messages.insert(messages.end(), e.methodMessages().begin(), e.methodMessages().end());
        if (const auto *r = std::get_if<WsmResult>(&result))
            use(*r, [&](const WsmResult &x) { return wsmJson(ctx, x); }, [&](QTextStream &out, const WsmResult &x) { printWsm(out, ctx, x); });
        else if (const auto *r = std::get_if<WpmResult>(&result))
            use(*r, [&](const WpmResult &x) { return wpmJson(ctx, x); }, [&](QTextStream &out, const WpmResult &x) { printWpm(out, ctx, x); });
        else if (const auto *r = std::get_if<TopsisResult>(&result))
            use(*r, [&](const TopsisResult &x) { return topsisJson(ctx, x); },
                [&](QTextStream &out, const TopsisResult &x) { printTopsis(out, ctx, x); });
        else if (const auto *r = std::get_if<PrometheeResult>(&result))
            use(*r, [&](const PrometheeResult &x) { return prometheeJson(ctx, x); },
                [&](QTextStream &out, const PrometheeResult &x) { printPromethee(out, ctx, x); });
        else if (const auto *r = std::get_if<VikorResult>(&result))
            use(*r, [&](const VikorResult &x) { return vikorJson(ctx, x, e.methodMessages()); },
                [&](QTextStream &out, const VikorResult &x) { printVikor(out, ctx, x); });
        else
            return false;
        return true;
    }

    const AllMethodsResult all = runAllMethods(ctx.problem, ctx.wsmNormalization, ctx.wpmNormalization, ctx.v);
    for (const Messages *m : {&all.wsmMessages, &all.wpmMessages, &all.topsisMessages, &all.prometheeMessages,
                              &all.vikorMessages})
        for (Message message : *m) {
            if (message.severity == Severity::Error)
                message.severity = Severity::Warning; // the method is skipped, not the run
            messages.push_back(message);
        }
    if (all.agreement.methods.isEmpty())
        return false;
    use(all, [&](const AllMethodsResult &a) { return allJson(ctx, a); },
        [&](QTextStream &out, const AllMethodsResult &a) { printAll(out, ctx, a); });
    return true;
}

// The problem's messages, then the method's; false without a problem.
bool problemMessages(const Evaluation &e, Messages &messages)
{
    messages.insert(messages.end(), e.rankable().messages.begin(), e.rankable().messages.end());
    return e.problem().has_value();
}

} // namespace

EvaluationOptions commandOptions()
{
    EvaluationOptions o;
    o.incomplete = IncompleteAlternatives::Refuse;
    o.stability = false;
    return o;
}

std::optional<Json> rankJson(const Evaluation &evaluation, Messages &messages)
{
    if (!problemMessages(evaluation, messages))
        return std::nullopt;
    Messages methodMessages;
    std::optional<Json> out;
    useMethod(evaluation, methodMessages, [&](const auto &result, auto toJson, auto) {
        Json j = {{"schema", 1}, {"scenario", utf8(scenarioLabel(evaluation.project()))}}; // first, whatever the method's object holds
        j.update(toJson(result));
        out = std::move(j);
    });
    messages.insert(messages.end(), methodMessages.begin(), methodMessages.end());
    return out;
}

// --normalize and --v apply to some methods only; `source` says where the method came from. Returns 0 when the
// options fit the method, else the usage error's exit status.
static int checkMethodOptions(Invocation &inv, const QString &method, const QString &source)
{
    const bool normalizes = method == QLatin1String("wsm") || method == QLatin1String("wpm") || method == QLatin1String("all");
    if (inv.isSet(QStringLiteral("normalize")) && !normalizes)
        return inv.usageError(QStringLiteral("--normalize applies to --method wsm, wpm and all only, not %1%2").arg(method, source));
    if (inv.isSet(QStringLiteral("v")) && method != QLatin1String("vikor") && method != QLatin1String("all"))
        return inv.usageError(QStringLiteral("--v applies to --method vikor and all only, not %1%2").arg(method, source));
    return 0;
}

static int runRank(Invocation &inv)
{
    // An explicit --method is checked before the file is read; without it the project's analysis.method is.
    const bool methodGiven = inv.isSet(QStringLiteral("method"));
    if (methodGiven)
        if (const int status = checkMethodOptions(inv, inv.value(QStringLiteral("method")), {}))
            return status;

    std::optional<ProjectData> project = loadInput(inv, inv.positional.at(0));
    if (!project)
        return InvalidInput;
    if (!applyProfileOption(inv, *project))
        return UsageError;
    EvaluationOptions options = commandOptions();
    options.method = methodGiven ? inv.value(QStringLiteral("method")) : project->analysis.method;
    if (!methodGiven)
        if (const int status = checkMethodOptions(
                inv, options.method, QStringLiteral(" (the project's analysis.method; choose one with --method)")))
            return status;
    double v = project->analysis.vikorV;
    if (!doubleOption(inv, QStringLiteral("v"), 0.0, 1.0, v))
        return UsageError;
    if (inv.isSet(QStringLiteral("v")))
        options.vikorV = v;
    if (inv.isSet(QStringLiteral("normalize")))
        options.normalization = *parseNormalization(inv.value(QStringLiteral("normalize")));

    const Evaluation evaluation = evaluate(*project, options);
    Messages messages;
    if (inv.isSet(QStringLiteral("json"))) {
        const std::optional<Json> j = rankJson(evaluation, messages);
        printMessages(inv, messages);
        if (!j)
            return InvalidInput;
        inv.out << QString::fromStdString(j->dump(2)) << "\n";
        return Ok;
    }
    // Text: the messages first, then the table.
    bool ranked = false;
    if (problemMessages(evaluation, messages))
        ranked = useMethod(evaluation, messages, [&](const auto &result, auto, auto toText) {
            printMessages(inv, messages);
            toText(inv.out, result);
        });
    if (!ranked)
        printMessages(inv, messages);
    return ranked ? Ok : InvalidInput;
}

CommandSpec rankCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("rank");
    spec.arguments = QStringLiteral("FILE");
    spec.summary = QStringLiteral("Rank the alternatives.");
    spec.description = QStringLiteral(
        "Rank 1 is best; scores within 1e-12 (relative) share a rank and are listed in file order. A missing "
        "value makes rank fail with a message naming the cell. Methods: wsm (weighted sum), wpm (weighted "
        "product), topsis, promethee (PROMETHEE II), vikor (lower Q is better), all (every method plus their "
        "agreement). docs/methods.md gives every formula.");
    spec.options = {
        {{QStringLiteral("method")}, QStringLiteral("M"),
         QStringLiteral("Ranking method (default: the project's analysis.method, else wsm)."), {},
         {QStringLiteral("wsm"), QStringLiteral("wpm"), QStringLiteral("topsis"), QStringLiteral("promethee"),
          QStringLiteral("vikor"), QStringLiteral("all")}},
        {{QStringLiteral("normalize")}, QStringLiteral("N"),
         QStringLiteral("Normalisation for wsm (default: the project's, else minmax) and wpm (default: max)."), {},
         {QStringLiteral("minmax"), QStringLiteral("max"), QStringLiteral("sum"), QStringLiteral("vector"),
          QStringLiteral("none")}},
        {{QStringLiteral("v")}, QStringLiteral("V"),
         QStringLiteral("VIKOR weight of the group utility S against the regret R, 0 to 1 (default: the project's, "
                        "else 0.5)."),
         {}, {}},
        profileOption(),
        jsonOption(),
    };
    spec.run = runRank;
    return spec;
}

} // namespace verdict::cli
