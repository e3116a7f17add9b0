#include "commands.h"
#include "core/scenarios.h"
#include "output.h"

#include "cli/input.h"

#include "core/valuetree.h"
#include "evaluation/evaluation.h"
#include "analysis/swing.h"
#include "evaluation/wording.h"
#include "display/format.h"
#include "scenario/figures.h"
#include "scenario/scenario.h"


#include <cmath>

// `verdict show`: the scenario model's full computed table (docs/scenario.md).
namespace verdict::cli {

namespace {

QString displayName(const QString &name, const QString &id)
{
    return name.isEmpty() ? id : name;
}

// Everything show prints, from one evaluation (commandOptions(): the project's method, missing values refused).
struct Shown
{
    const Evaluation &evaluation;
    const ProjectData &project;
    const ScenarioResult &scenario;
    Messages rankingMessages;

    explicit Shown(const Evaluation &e) : evaluation(e), project(e.project()), scenario(e.scenario())
    {
        rankingMessages = evaluation.rankable().messages;
        rankingMessages.insert(rankingMessages.end(), evaluation.methodMessages().begin(), evaluation.methodMessages().end());
    }
    QString altName(int a) const
    {
        const Alternative &alt = project.alternatives[std::size_t(a)];
        return displayName(alt.name, alt.id);
    }
};

QString stateName(ConstraintOutcome::State s)
{
    switch (s) {
    case ConstraintOutcome::State::Met: return QStringLiteral("met");
    case ConstraintOutcome::State::Violated: return QStringLiteral("violated");
    case ConstraintOutcome::State::Unknown: return QStringLiteral("unknown");
    }
    return {};
}

// ---- text ----

// Prints rows as columns padded to their widest cell.
void printTable(QTextStream &out, const std::vector<QStringList> &rows)
{
    std::vector<qsizetype> widths;
    for (const QStringList &row : rows)
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (std::size_t(i) >= widths.size())
                widths.push_back(0);
            widths[std::size_t(i)] = std::max(widths[std::size_t(i)], row.at(i).size());
        }
    for (const QStringList &row : rows) {
        QString line = QStringLiteral("  ");
        for (qsizetype i = 0; i < row.size(); ++i)
            line += i + 1 < row.size() ? row.at(i).leftJustified(widths[std::size_t(i)] + 2) : row.at(i);
        out << line << "\n";
    }
}

QStringList alternativeHeader(const Shown &s, const QString &first)
{
    QStringList header{first};
    for (int a = 0; a < s.project.alternativeCount(); ++a)
        header << s.altName(a) + (a == s.scenario.baseline ? QStringLiteral(" (baseline)") : QString());
    return header;
}

void printText(QTextStream &out, const Shown &s, const QString &file)
{
    const ProjectData &p = s.project;
    const ScenarioResult &r = s.scenario;
    out << (p.metadata.title.isEmpty() ? file : p.metadata.title) << "\n";
    out << "Baseline: " << (r.baseline >= 0 ? s.altName(r.baseline) : QStringLiteral("none")) << "; profile \""
        << p.active().name << "\"\n";

    if (!p.parameters.empty()) {
        out << "\nScenario parameters\n";
        std::vector<QStringList> rows;
        for (const Parameter &x : p.parameters)
            rows.push_back({x.id, displayName(x.name, x.id), formatQuantity(x.value, x.unit), x.provenance});
        printTable(out, rows);
    }

    if (!p.attributes.empty()) {
        out << "\nAttributes\n";
        std::vector<QStringList> rows{alternativeHeader(s, QStringLiteral("attribute"))};
        QStringList notes;
        for (const AttributeDef &def : p.attributes) {
            QStringList row{def.id};
            for (int a = 0; a < p.alternativeCount(); ++a) {
                const Alternative &alt = p.alternatives[std::size_t(a)];
                const auto it = alt.attributes.find(def.id);
                row << (it == alt.attributes.end() ? QStringLiteral("missing") : formatQuantity(it->second, def.unit));
                const auto note = alt.attributeProvenance.find(def.id);
                if (note != alt.attributeProvenance.end() && !note->second.isEmpty())
                    notes << QStringLiteral("%1 %2: %3").arg(s.altName(a), def.id, note->second);
            }
            rows.push_back(row);
        }
        printTable(out, rows);
        if (!notes.isEmpty())
            out << "  Sources:\n    " << notes.join(QStringLiteral("\n    ")) << "\n";
    }

    out << "\nBuilt-in figures\n";
    {
        std::vector<QStringList> rows{alternativeHeader(s, QStringLiteral("figure"))};
        QStringList notes;
        for (int f = 0; f < kFigureCount; ++f) {
            const FigureInfo &info = figureInfo(Figure(f));
            QStringList row{info.id};
            for (int a = 0; a < p.alternativeCount(); ++a) {
                const FigureValue &v = r.figure(a, Figure(f));
                // The model's unit for the figure, as a table shows it ("$/yr"); ROI and SLA margin are fractions.
                QString cell = formatQuantity(v.value, tableUnit(scenario::figureUnit(p, Figure(f))));
                if (Figure(f) == Figure::MsPerCent && v.defined() && r.acceptableMsPerCent)
                    cell += v.value <= *r.acceptableMsPerCent ? QStringLiteral(" (ok)") : QStringLiteral(" (too slow)");
                row << cell;
                if (!v.defined() && !v.reason.isEmpty())
                    notes << QStringLiteral("%1 %2: n/a, %3").arg(s.altName(a), info.id, v.reason);
            }
            rows.push_back(row);
        }
        printTable(out, rows);
        if (r.acceptableMsPerCent)
            out << "  ms_per_cent is compared with acceptable_ms_per_cent = " << formatAmount(*r.acceptableMsPerCent)
                << " ms per $0.01/GPU-h saved\n";
        if (!notes.isEmpty())
            out << "  Why n/a:\n    " << notes.join(QStringLiteral("\n    ")) << "\n";
    }

    out << "\nCriteria\n";
    {
        std::vector<QStringList> rows{alternativeHeader(s, QStringLiteral("criterion"))};
        QStringList notes;
        for (int c = 0; c < p.criterionCount(); ++c) {
            const Criterion &crit = p.criteria[std::size_t(c)];
            QStringList row{crit.id + QStringLiteral(" (") + directionName(crit.direction) + u')'};
            for (int a = 0; a < p.alternativeCount(); ++a) {
                row << formatQuantity(r.values.at(a, c), crit.unit);
                if (!crit.isFormula() && !p.provenance(a, c).isEmpty())
                    notes << QStringLiteral("%1 %2: %3").arg(s.altName(a), crit.id, p.provenance(a, c));
            }
            rows.push_back(row);
            if (crit.isFormula())
                notes << QStringLiteral("%1 = %2%3").arg(crit.id, crit.formula,
                                                         crit.provenance.isEmpty() ? QString() : QStringLiteral("  [") + crit.provenance + u']');
            if (!r.criterionUsable[std::size_t(c)])
                notes << QStringLiteral("%1 is left out of ranking: %2").arg(crit.id, r.criterionProblem[std::size_t(c)]);
        }
        printTable(out, rows);
        // Value functions, one line each: what every raw value is worth (0–100), instead of normalisation.
        QStringList functions;
        for (const Criterion &crit : p.criteria)
            if (crit.valueFunction)
                functions << QStringLiteral("%1: %2").arg(crit.id, crit.valueFunction->describe(crit.unit));
        if (!functions.isEmpty())
            out << "  Value functions (value 0–100 instead of normalisation):\n    " << functions.join(QStringLiteral("\n    ")) << "\n";
        if (!notes.isEmpty())
            out << "  Formulas and sources:\n    " << notes.join(QStringLiteral("\n    ")) << "\n";
    }

    if (!p.groups.empty()) {
        // The value tree with the active profile's weights: local (within the group) and global (of the whole).
        out << "\nValue tree (profile \"" << p.active().name << "\": weight within its group, weight of the whole)\n";
        const ValueTree tree(p);
        const ValueTree::Weights w = tree.weights(p.active());
        std::vector<QStringList> rows;
        for (const ValueTree::Node &node : tree.depthFirst()) {
            const QString indent = QStringLiteral("  ").repeated(node.depth + 1);
            const auto i = std::size_t(node.index);
            rows.push_back({indent + (node.isGroup ? p.groups[i].name : p.criteria[i].name),
                            formatPercent(node.isGroup ? w.groupLocal[i] : w.criterionLocal[i]),
                            formatPercent(node.isGroup ? w.groupGlobal[i] : w.criterionGlobal[i])});
        }
        printTable(out, rows);
    }

    if (!p.active().swing.empty()) {
        // Swing ratings, most important first, with the range each meant; and what an edit has changed since.
        out << "\nSwing ratings (profile \"" << p.active().name << "\", most important first)\n";
        for (const SwingRating &rating : p.active().swing) {
            const int c = rating.criterion.isEmpty() ? -1 : p.indexOfCriterion(rating.criterion);
            const int g = rating.group.isEmpty() ? -1 : p.indexOfGroup(rating.group);
            const QString name = c >= 0 ? p.criteria[std::size_t(c)].name : g >= 0 ? p.groups[std::size_t(g)].name : rating.criterion + rating.group;
            QString range;
            if (c >= 0 && rating.worst && rating.best)
                range = QStringLiteral("  (%1 to %2)").arg(formatQuantity(*rating.worst, p.criteria[std::size_t(c)].unit),
                                                          formatQuantity(*rating.best, p.criteria[std::size_t(c)].unit));
            out << "  " << name << "  " << formatAmount(rating.rating) << range << "\n";
        }
        for (const QString &warning : swingWarnings(p, r.values, p.active()))
            out << "  warning: " << warning << "\n";
    }

    if (!p.constraints.empty()) {
        out << "\nConstraints\n";
        for (std::size_t k = 0; k < p.constraints.size(); ++k) {
            const Constraint &x = p.constraints[k];
            out << "  " << x.expression << (x.description.isEmpty() ? QString() : QStringLiteral("  (") + x.description + u')')
                << (r.constraintUsable[k] ? QString() : QStringLiteral("  NOT APPLIED (see diagnostics)")) << "\n";
            if (!r.constraintUsable[k])
                continue;
            std::vector<QStringList> rows;
            for (int a = 0; a < p.alternativeCount(); ++a) {
                const ConstraintOutcome &o = r.constraints[std::size_t(a)][k];
                QString detail;
                if (o.state == ConstraintOutcome::State::Unknown)
                    detail = o.note;
                else
                    detail = QStringLiteral("margin %1").arg(formatQuantity(o.margin, r.constraintUnits.value(qsizetype(k))));
                rows.push_back({QStringLiteral("  ") + s.altName(a), stateName(o.state), detail});
            }
            printTable(out, rows);
        }
        out << "  Feasible: ";
        QStringList feasible, infeasible;
        for (int a = 0; a < p.alternativeCount(); ++a)
            (r.feasible[std::size_t(a)] ? feasible : infeasible) << s.altName(a);
        out << (feasible.isEmpty() ? QStringLiteral("none") : feasible.join(QStringLiteral(", "))) << "\n";
        for (int a = 0; a < p.alternativeCount(); ++a)
            for (const Violation &v : r.violations[std::size_t(a)])
                out << "  Infeasible: " << v.message << "\n";
    }

    if (!p.rules.empty()) {
        out << "\nDecision rules (advisory; the active profile is never switched)\n";
        for (std::size_t i = 0; i < p.rules.size(); ++i) {
            const DecisionRule &rule = p.rules[i];
            const RuleOutcome &o = r.rules[i];
            out << "  when " << rule.when << ": ";
            if (!o.evaluated)
                out << "undecided (" << o.reason << ")\n";
            else
                out << (o.condition ? "true" : "false") << " -> \"" << o.profile << "\" "
                    << (o.active ? "(the active profile)" : o.profileExists ? "(not the active profile)" : "(no such profile)")
                    << "\n";
            if (!rule.message.isEmpty())
                out << "    " << rule.message << "\n";
        }
    }

    if (!p.checks.empty()) {
        out << "\nChecks\n";
        std::vector<QStringList> rows;
        for (std::size_t i = 0; i < p.checks.size(); ++i) {
            const NamedCheck &c = p.checks[i];
            const CheckOutcome &o = r.checks[i];
            QString status = !o.reason.isEmpty() ? QStringLiteral("n/a") : !o.hasExpected ? QStringLiteral("-")
                             : o.passed ? QStringLiteral("ok") : o.aboutBase ? QStringLiteral("scenario") : QStringLiteral("MISMATCH");
            rows.push_back({status, displayName(c.name, c.id),
                            QStringLiteral("%1 = %2").arg(c.formula, formatQuantity(o.value, c.unit)),
                            !o.hasExpected ? QString()
                            : o.aboutBase ? QStringLiteral("expected %1 on the base numbers").arg(formatQuantity(*c.expected, c.unit))
                                          : QStringLiteral("expected %1").arg(formatQuantity(*c.expected, c.unit)),
                            c.provenance});
        }
        printTable(out, rows);
    }

    if (!r.diagnostics.empty()) {
        out << "\nDiagnostics\n";
        for (const Message &m : r.diagnostics)
            out << "  " << formatMessage(file, m) << "\n";
    }

    const LiveRanking &ranking = s.evaluation.ranking();
    out << "\nRanking: " << methodTitle(ranking.method);
    if (ranking.method == QLatin1String("wsm") || ranking.method == QLatin1String("wpm"))
        out << " (" << normalizationName(ranking.normalization) << ")";
    out << ", profile \"" << p.active().name << "\"\n";
    for (const Message &m : s.rankingMessages)
        out << "  " << formatMessage(file, m) << "\n";
    if (ranking.hasRanking()) {
        std::vector<QStringList> rows{{QStringLiteral("rank"), QStringLiteral("score × 100"), QStringLiteral("alternative")}};
        for (const LiveRanking::Row &row : ranking.rows)
            rows.push_back({QString::number(row.rank), formatScore(row.score),
                            s.altName(row.alternative) + (row.feasible ? QString() : QStringLiteral(" (infeasible)"))});
        printTable(out, rows);
    }
}

// ---- JSON ----

Json toJson(const Shown &s)
{
    const ProjectData &p = s.project;
    const ScenarioResult &r = s.scenario;
    Json j = {{"schema", 1}};
    j["scenario"] = utf8(scenarioLabel(p));
    j["baseline"] = r.baseline >= 0 ? Json(utf8(p.alternatives[std::size_t(r.baseline)].id)) : Json(nullptr);
    j["profile"] = utf8(p.active().name);
    Json parameters = Json::array();
    for (const Parameter &x : p.parameters)
        parameters.push_back({{"id", utf8(x.id)}, {"name", utf8(x.name)}, {"value", number(x.value)}, {"unit", utf8(x.unit)},
                              {"provenance", utf8(x.provenance)}});
    j["parameters"] = parameters;

    Json criteria = Json::array();
    for (int c = 0; c < p.criterionCount(); ++c) {
        const Criterion &crit = p.criteria[std::size_t(c)];
        Json entry = {{"id", utf8(crit.id)}, {"name", utf8(crit.name)}, {"unit", utf8(crit.unit)},
                      {"direction", utf8(directionName(crit.direction))},
                      {"formula", crit.isFormula() ? Json(utf8(crit.formula)) : Json(nullptr)},
                      {"provenance", utf8(crit.provenance)}, {"usable", bool(r.criterionUsable[std::size_t(c)])}};
        if (!r.criterionUsable[std::size_t(c)])
            entry["problem"] = utf8(r.criterionProblem[std::size_t(c)]);
        if (!crit.group.isEmpty())
            entry["group"] = utf8(crit.group);
        if (const auto &f = crit.valueFunction) {
            Json function = Json::object();
            if (f->isScale()) {
                Json levels = Json::array();
                for (const ValueLevel &l : f->levels)
                    levels.push_back({{"x", l.x}, {"label", utf8(l.label)}, {"value", l.v}});
                function["levels"] = levels;
            } else {
                Json points = Json::array();
                for (const ValuePoint &pt : f->points)
                    points.push_back(Json::array({pt.x, pt.v}));
                function["points"] = points;
            }
            function["text"] = utf8(f->describe(crit.unit));
            entry["value_function"] = function;
        }
        criteria.push_back(entry);
    }
    j["criteria"] = criteria;
    if (!p.groups.empty()) {
        const ValueTree tree(p);
        const ValueTree::Weights w = tree.weights(p.active());
        Json groups = Json::array();
        for (int g = 0; g < tree.groupCount(); ++g) {
            const CriterionGroup &group = p.groups[std::size_t(g)];
            groups.push_back({{"id", utf8(group.id)}, {"name", utf8(group.name)}, {"path", utf8(tree.path(g))},
                              {"parent", group.parent.isEmpty() ? Json(nullptr) : Json(utf8(group.parent))},
                              {"local_weight", w.groupLocal[std::size_t(g)]}, {"global_weight", w.groupGlobal[std::size_t(g)]}});
        }
        j["groups"] = groups;
    }

    Json alternatives = Json::array();
    for (int a = 0; a < p.alternativeCount(); ++a) {
        const Alternative &alt = p.alternatives[std::size_t(a)];
        Json attributes = Json::object();
        for (const AttributeDef &def : p.attributes) {
            const auto it = alt.attributes.find(def.id);
            attributes[utf8(def.id)] = it == alt.attributes.end() ? Json(nullptr) : number(it->second);
        }
        Json provenance = Json::object();
        for (const auto &[id, note] : alt.attributeProvenance)
            provenance[utf8(id)] = utf8(note);
        Json figures = Json::object();
        for (int f = 0; f < kFigureCount; ++f) {
            const FigureValue &v = r.figure(a, Figure(f));
            Json fj = {{"value", number(v.value)}};
            if (!v.defined())
                fj["reason"] = utf8(v.reason);
            figures[utf8(figureInfo(Figure(f)).id)] = fj;
        }
        Json values = Json::object();
        for (int c = 0; c < p.criterionCount(); ++c) {
            const Criterion &crit = p.criteria[std::size_t(c)];
            Json vj = {{"value", number(r.values.at(a, c))}, {"source", crit.isFormula() ? "formula" : "direct"},
                       {"provenance", utf8(crit.isFormula() ? crit.provenance : p.provenance(a, c))}};
            if (!r.cellNote(a, c).isEmpty())
                vj["note"] = utf8(r.cellNote(a, c));
            values[utf8(crit.id)] = vj;
        }
        Json constraints = Json::array();
        for (std::size_t k = 0; k < p.constraints.size(); ++k) {
            if (!r.constraintUsable[k])
                continue;
            const ConstraintOutcome &o = r.constraints[std::size_t(a)][k];
            Json cj = {{"constraint", k}, {"state", utf8(stateName(o.state))}, {"left", number(o.left)},
                       {"right", number(o.right)}, {"margin", number(o.margin)}};
            if (!o.note.isEmpty())
                cj["note"] = utf8(o.note);
            constraints.push_back(cj);
        }
        Json violations = Json::array();
        for (const Violation &v : r.violations[std::size_t(a)])
            violations.push_back({{"constraint", v.constraint}, {"message", utf8(v.message)}, {"miss", number(v.miss)}});
        alternatives.push_back({{"id", utf8(alt.id)}, {"name", utf8(alt.name)}, {"baseline", a == r.baseline},
                                {"attributes", attributes}, {"attribute_provenance", provenance}, {"figures", figures},
                                {"criteria", values}, {"constraints", constraints},
                                {"feasible", bool(r.feasible[std::size_t(a)])}, {"violations", violations}});
    }
    j["alternatives"] = alternatives;

    Json constraints = Json::array();
    for (std::size_t k = 0; k < p.constraints.size(); ++k)
        constraints.push_back({{"expression", utf8(p.constraints[k].expression)},
                               {"description", utf8(p.constraints[k].description)},
                               {"applied", bool(r.constraintUsable[k])},
                               {"unit", utf8(r.constraintUnits.value(qsizetype(k)))}});
    j["constraints"] = constraints;

    Json rules = Json::array();
    for (std::size_t i = 0; i < p.rules.size(); ++i) {
        const DecisionRule &rule = p.rules[i];
        const RuleOutcome &o = r.rules[i];
        Json rj = {{"when", utf8(rule.when)}, {"then_profile", utf8(rule.thenProfile)},
                   {"else_profile", utf8(rule.elseProfile)}, {"message", utf8(rule.message)},
                   {"evaluated", o.evaluated}};
        if (o.evaluated) {
            rj["condition"] = o.condition;
            rj["profile"] = utf8(o.profile);
            rj["active"] = o.active;
        } else {
            rj["reason"] = utf8(o.reason);
        }
        rules.push_back(rj);
    }
    j["rules"] = rules;

    Json checks = Json::array();
    for (std::size_t i = 0; i < p.checks.size(); ++i) {
        const NamedCheck &c = p.checks[i];
        const CheckOutcome &o = r.checks[i];
        Json cj = {{"id", utf8(c.id)}, {"name", utf8(c.name)}, {"formula", utf8(c.formula)}, {"value", number(o.value)},
                   {"expected", c.expected ? number(*c.expected) : Json(nullptr)}, {"unit", utf8(c.unit)},
                   {"passed", o.hasExpected ? Json(o.passed) : Json(nullptr)}, {"provenance", utf8(c.provenance)}};
        if (!o.reason.isEmpty())
            cj["reason"] = utf8(o.reason);
        if (o.aboutBase)
            cj["about_base"] = true; // differs under the what-if scenario; the expected value is about the base
        checks.push_back(cj);
    }
    j["checks"] = checks;

    Json diagnostics = Json::array();
    for (const Message &m : r.diagnostics)
        diagnostics.push_back({{"severity", utf8(severityName(m.severity))}, {"pointer", utf8(m.pointer)},
                               {"column", m.column}, {"message", utf8(m.text)}});
    j["diagnostics"] = diagnostics;

    const LiveRanking &live = s.evaluation.ranking();
    Json ranking = {{"method", utf8(live.method)}};
    if (live.method == QLatin1String("wsm") || live.method == QLatin1String("wpm"))
        ranking["normalization"] = utf8(normalizationName(live.normalization));
    Json messages = Json::array();
    for (const Message &m : s.rankingMessages)
        messages.push_back({{"severity", utf8(severityName(m.severity))}, {"pointer", utf8(m.pointer)},
                            {"message", utf8(m.text)}});
    ranking["messages"] = messages;
    Json list = Json::array();
    for (const LiveRanking::Row &row : live.rows)
        list.push_back({{"id", utf8(p.alternatives[std::size_t(row.alternative)].id)}, {"score", number(row.score)},
                        {"rank", row.rank}, {"feasible", row.feasible}});
    ranking["alternatives"] = list;
    j["ranking"] = ranking;
    return j;
}

} // namespace

Json showJson(const Evaluation &evaluation)
{
    return toJson(Shown(evaluation));
}

static int runShow(Invocation &inv)
{
    std::optional<ProjectData> project = loadInput(inv, inv.positional.at(0));
    if (!project)
        return InvalidInput;
    if (!applyProfileOption(inv, *project))
        return UsageError;
    const Evaluation evaluation = evaluate(*project, commandOptions());
    if (inv.isSet(QStringLiteral("json")))
        inv.out << QString::fromStdString(showJson(evaluation).dump(2)) << "\n";
    else
        printText(inv.out, Shown(evaluation), inv.positional.at(0));
    return Ok;
}

CommandSpec showCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("show");
    spec.arguments = QStringLiteral("FILE");
    spec.summary = QStringLiteral("Print the scenario's full computed table.");
    spec.description = QStringLiteral(
        "Prints every alternative's attributes, the built-in figures (effective price, annual cost and savings, "
        "payback, ROI, SLA margin, ms per cent saved; \"n/a\" with the reason where undefined), criterion values "
        "(direct or computed by formula, with provenance), constraint results with margins, decision-rule "
        "outcomes, named checks, diagnostics, and the ranking by the project's analysis.method (weighted sum unless it "
        "says otherwise) with infeasible alternatives last. "
        "Exits 0 when the file loads, even if it has diagnostics (verdict validate reports those as failures).");
    spec.options = {profileOption(), jsonOption()};
    spec.run = runShow;
    return spec;
}

} // namespace verdict::cli
