#include "scenario.h"

#include "comparison.h"
#include "figures.h"
#include "nametable.h"
#include "names.h"
#include "quantity.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace verdict {

using namespace scenario;

QString ScenarioResult::cellNote(int alternative, int criterion) const
{
    const std::size_t i = std::size_t(alternative) * std::size_t(values.cols()) + std::size_t(criterion);
    return i < cellNotes.size() ? cellNotes[i] : QString();
}

int ScenarioResult::feasibleCount() const
{
    return int(std::count(feasible.begin(), feasible.end(), true));
}

namespace {

constexpr int kMaxCellMessages = 10; // per formula; the rest are counted

QString altName(const ProjectData &project, int a)
{
    const Alternative &alt = project.alternatives.at(std::size_t(a));
    return alt.name.isEmpty() ? alt.id : alt.name;
}

// A formula whose names are all resolved.
struct BoundFormula
{
    Formula formula;
    std::vector<NameRef> refs; // parallel to formula.names()
};

// What `ref` stands for in `project` for one alternative (its scenario result so far gives the criteria and
// figures), or NaN.
double inputOf(const ProjectData &project, const ScenarioResult &result, const NameRef &ref, int alternative)
{
    const int a = ref.baseline ? result.baseline : alternative;
    switch (ref.kind) {
    case NameKind::Parameter: return project.parameters.at(std::size_t(ref.index)).value;
    case NameKind::Attribute: {
        if (a < 0)
            return kMissing;
        const auto &map = project.alternatives.at(std::size_t(a)).attributes;
        const auto it = map.find(project.attributes.at(std::size_t(ref.index)).id);
        return it == map.end() ? kMissing : it->second;
    }
    case NameKind::Criterion: return a < 0 ? kMissing : result.values.at(a, ref.index);
    case NameKind::Figure: return a < 0 ? kMissing : result.figure(a, Figure(ref.index)).value;
    }
    return kMissing;
}

// The inputs of `bound` for one alternative into `inputs`; the index of the first that is n/a, if one is. An n/a
// input makes the result n/a, even where a comparison or "?:" would hide it (NaN > 0.3 is simply false in
// muparser): a number is never made up from a missing one.
std::optional<std::size_t> gatherInputs(const BoundFormula &bound, const ProjectData &project, const ScenarioResult &result,
                                        int alternative, std::vector<double> &inputs)
{
    inputs.clear();
    inputs.reserve(bound.refs.size());
    for (const NameRef &ref : bound.refs)
        inputs.push_back(inputOf(project, result, ref, alternative));
    for (std::size_t i = 0; i < inputs.size(); ++i)
        if (!std::isfinite(inputs[i]))
            return i;
    return std::nullopt;
}

// The formula criteria of a project bound once: each one's formula (none when it cannot be used, `broken` says
// why) and the order to compute them in, each after the formula criteria it reads.
struct CriteriaPlan
{
    std::vector<std::optional<BoundFormula>> bound;
    std::vector<QString> broken;
    std::vector<int> order;
};

// One gate split at its comparison (none: the text has no single comparison) and both sides bound (either none:
// the gate is not applied).
struct GatePlan
{
    std::optional<SplitConstraint> split;
    std::optional<BoundFormula> left, right;
    bool applied() const { return split && left && right; }
};

class Evaluator
{
public:
    Evaluator(const ProjectData &project, ScenarioResult &result)
        : m_project(project), m_result(result), m_names(project)
    {
    }

    // Compiles and resolves `text`. Every problem is returned; columnOffset places the columns in a longer text.
    std::optional<BoundFormula> bind(const QString &text, FormulaScope scope, std::vector<FormulaProblem> &problems,
                                     int columnOffset = 0) const
    {
        BoundFormula bound;
        if (!bound.formula.compile(text)) {
            FormulaProblem p = bound.formula.problem();
            if (p.column > 0)
                p.column += columnOffset;
            problems.push_back(p);
            return std::nullopt;
        }
        bool ok = true;
        for (const QString &name : bound.formula.names()) {
            const int column = bound.formula.columnOf(name) + columnOffset;
            const std::optional<NameRef> ref = m_names.resolve(name);
            if (!ref) {
                QString message = QStringLiteral("unknown name \"%1\"").arg(name);
                const QString suggestion = closestName(name, m_names.names(scope));
                if (!suggestion.isEmpty())
                    message += QStringLiteral(" (did you mean \"%1\"?)").arg(suggestion);
                problems.push_back({message, column});
                ok = false;
                continue;
            }
            if (!NameTable::allowed(*ref, scope)) {
                problems.push_back({QStringLiteral("\"%1\" differs per alternative; rules and checks can use scenario "
                                                   "parameters and baseline values (\"%2%1\")")
                                        .arg(name, kBaselinePrefix),
                                    column});
                ok = false;
                continue;
            }
            if (ref->baseline && m_result.baseline < 0) {
                problems.push_back({QStringLiteral("\"%1\" needs a baseline alternative; the project has none").arg(name),
                                    column});
                ok = false;
                continue;
            }
            bound.refs.push_back(*ref);
        }
        if (!ok)
            return std::nullopt;
        return bound;
    }

    std::optional<BoundFormula> bindReporting(const QString &text, FormulaScope scope, const QString &pointer)
    {
        std::vector<FormulaProblem> problems;
        std::optional<BoundFormula> bound = bind(text, scope, problems);
        for (const FormulaProblem &p : problems)
            report(pointer, p);
        return bound;
    }

    void report(const QString &pointer, const FormulaProblem &p)
    {
        QString text = p.text;
        if (p.column > 0)
            text = QStringLiteral("column %1: %2").arg(p.column).arg(p.text);
        Message m = Message::at(pointer, text, Severity::Diagnostic);
        m.column = p.column;
        m_result.diagnostics.push_back(m);
    }

    void report(const QString &pointer, const QString &text)
    {
        m_result.diagnostics.push_back(Message::at(pointer, text, Severity::Diagnostic));
    }

    // Why `ref` has no value for this alternative.
    QString whyMissing(const NameRef &ref, const QString &name, int alternative) const
    {
        const int a = ref.baseline ? m_result.baseline : alternative;
        if (a < 0)
            return QStringLiteral("%1 has no value").arg(name);
        // The alternative is named only when it is not the one the message is about (baseline_* names).
        const QString forWhom = a == alternative ? QString() : QStringLiteral(" for ") + altName(m_project, a);
        switch (ref.kind) {
        case NameKind::Figure:
            return QStringLiteral("%1 is n/a%2 (%3)").arg(name, forWhom, m_result.figure(a, Figure(ref.index)).reason);
        case NameKind::Criterion: {
            const QString note = m_result.cellNote(a, ref.index);
            if (!note.isEmpty())
                return QStringLiteral("%1 is n/a%2 (%3)").arg(name, forWhom, note);
            break;
        }
        default: break;
        }
        return QStringLiteral("%1 is missing%2").arg(name, forWhom);
    }

    // The value of a bound formula for one alternative, or NaN with the reason.
    std::pair<double, QString> evaluate(BoundFormula &bound, int alternative) const
    {
        std::vector<double> inputs;
        if (const std::optional<std::size_t> missing = gatherInputs(bound, m_project, m_result, alternative, inputs))
            return {kMissing, whyMissing(bound.refs[*missing], bound.formula.names().at(qsizetype(*missing)), alternative)};
        const double v = bound.formula.evaluate(inputs);
        if (std::isfinite(v))
            return {v, {}};
        if (std::isinf(v))
            return {kMissing, QStringLiteral("division by zero")};
        return {kMissing, QStringLiteral("the result is not a number (0/0, or an invalid operation such as the square "
                                         "root of a negative number)")};
    }

    // The formula criteria bound and ordered; `reporting`: their problems go to the diagnostics.
    CriteriaPlan planCriteria(bool reporting);
    // Gate `k` split and bound; `reporting`: its problems go to the diagnostics.
    GatePlan planGate(int k, bool reporting);
    void evaluateCriteria();
    void evaluateConstraints();
    void evaluateRules();
    void evaluateChecks();

    const NameTable &names() const { return m_names; }

private:
    // The text, label and unit of one side of a constraint.
    struct Side
    {
        QString label; // empty for a number literal
        QString unit;
        bool expression = false; // neither a single name nor a number
    };
    Side describeSide(const QString &text) const;
    // What a gate that reads `refs` concerns (Violation::criteria and ::attributes).
    std::pair<std::vector<int>, QStringList> concerns(const std::vector<NameRef> &refs) const;

    const ProjectData &m_project;
    ScenarioResult &m_result;
    NameTable m_names;
    std::vector<std::vector<NameRef>> m_criterionRefs; // per criterion: the names its formula reads
};

CriteriaPlan Evaluator::planCriteria(bool reporting)
{
    const int nc = m_project.criterionCount();
    CriteriaPlan plan;
    std::vector<std::optional<BoundFormula>> &bound = plan.bound;
    std::vector<QString> &broken = plan.broken;
    std::vector<int> &order = plan.order;
    bound.resize(std::size_t(nc));
    broken.resize(std::size_t(nc));
    for (int c = 0; c < nc; ++c) {
        const Criterion &criterion = m_project.criteria[std::size_t(c)];
        if (!criterion.isFormula())
            continue;
        std::vector<FormulaProblem> problems;
        bound[std::size_t(c)] = bind(criterion.formula, FormulaScope::Alternative, problems);
        if (reporting)
            for (const FormulaProblem &p : problems)
                report(QStringLiteral("/criteria/%1/formula").arg(c), p);
        if (!problems.empty())
            broken[std::size_t(c)] = problems.front().text;
    }

    // Order formula criteria so each comes after the formula criteria it uses; name every cycle.
    enum Mark { White, Grey, Black };
    std::vector<Mark> mark(static_cast<std::size_t>(nc), White);
    std::vector<int> stack;
    std::function<void(int)> visit = [&](int c) {
        mark[std::size_t(c)] = Grey;
        stack.push_back(c);
        if (bound[std::size_t(c)]) {
            for (const NameRef &ref : bound[std::size_t(c)]->refs) {
                if (ref.kind != NameKind::Criterion || !m_project.criteria[std::size_t(ref.index)].isFormula())
                    continue;
                if (mark[std::size_t(ref.index)] == Grey) {
                    const auto from = std::find(stack.begin(), stack.end(), ref.index);
                    QStringList cycle;
                    for (auto it = from; it != stack.end(); ++it)
                        cycle << m_project.criteria[std::size_t(*it)].id;
                    cycle << m_project.criteria[std::size_t(ref.index)].id;
                    const QString text = QStringLiteral("cycle between formula criteria: %1")
                                             .arg(cycle.join(QStringLiteral(" -> ")));
                    for (auto it = from; it != stack.end(); ++it) {
                        if (broken[std::size_t(*it)].isEmpty()) {
                            broken[std::size_t(*it)] = text;
                            if (reporting)
                                report(QStringLiteral("/criteria/%1/formula").arg(*it), text);
                        }
                    }
                } else if (mark[std::size_t(ref.index)] == White) {
                    visit(ref.index);
                }
            }
        }
        stack.pop_back();
        mark[std::size_t(c)] = Black;
        order.push_back(c);
    };
    for (int c = 0; c < nc; ++c)
        if (m_project.criteria[std::size_t(c)].isFormula() && mark[std::size_t(c)] == White)
            visit(c);
    m_criterionRefs.assign(std::size_t(nc), {});
    for (int c = 0; c < nc; ++c)
        if (bound[std::size_t(c)])
            m_criterionRefs[std::size_t(c)] = bound[std::size_t(c)]->refs;
    return plan;
}

void Evaluator::evaluateCriteria()
{
    const int nc = m_project.criterionCount();
    const int na = m_project.alternativeCount();
    CriteriaPlan plan = planCriteria(true);
    std::vector<std::optional<BoundFormula>> &bound = plan.bound;
    const std::vector<QString> &broken = plan.broken;
    for (const int c : plan.order) {
        const Criterion &criterion = m_project.criteria[std::size_t(c)];
        const QString pointer = QStringLiteral("/criteria/%1/formula").arg(c);
        if (!broken[std::size_t(c)].isEmpty()) {
            m_result.criterionUsable[std::size_t(c)] = false;
            m_result.criterionProblem[std::size_t(c)] = QStringLiteral("its formula is broken: %1").arg(broken[std::size_t(c)]);
            for (int a = 0; a < na; ++a)
                m_result.cellNotes[std::size_t(a) * std::size_t(nc) + std::size_t(c)] =
                    QStringLiteral("the formula of %1 is broken").arg(criterion.id);
            continue;
        }
        int undefinedCount = 0;
        QString firstReason;
        for (int a = 0; a < na; ++a) {
            const auto [v, reason] = evaluate(*bound[std::size_t(c)], a);
            m_result.values.set(a, c, v);
            if (reason.isEmpty())
                continue;
            m_result.cellNotes[std::size_t(a) * std::size_t(nc) + std::size_t(c)] = reason;
            if (undefinedCount == 0)
                firstReason = QStringLiteral("%1: %2").arg(altName(m_project, a), reason);
            if (++undefinedCount <= kMaxCellMessages)
                report(pointer, QStringLiteral("%1: %2").arg(altName(m_project, a), reason));
        }
        if (undefinedCount > kMaxCellMessages)
            report(pointer, QStringLiteral("n/a for %1 more alternatives").arg(undefinedCount - kMaxCellMessages));
        if (undefinedCount > 0) {
            m_result.criterionUsable[std::size_t(c)] = false;
            m_result.criterionProblem[std::size_t(c)] =
                undefinedCount == 1
                    ? QStringLiteral("n/a for one alternative (%1)").arg(firstReason)
                    : QStringLiteral("n/a for %1 alternatives (first: %2)").arg(undefinedCount).arg(firstReason);
        }
    }
}

GatePlan Evaluator::planGate(int k, bool reporting)
{
    GatePlan plan;
    const QString pointer = QStringLiteral("/constraints/%1/expression").arg(k);
    const auto split = splitConstraint(m_project.constraints[std::size_t(k)].expression);
    if (const auto *problem = std::get_if<FormulaProblem>(&split)) {
        if (reporting) {
            report(pointer, *problem);
            report(pointer, QStringLiteral("the constraint is not applied"));
        }
        return plan;
    }
    const SplitConstraint &s = plan.split.emplace(std::get<SplitConstraint>(split));
    std::vector<FormulaProblem> problems;
    plan.left = bind(s.left, FormulaScope::Alternative, problems, s.leftColumn - 1);
    plan.right = bind(s.right, FormulaScope::Alternative, problems, s.rightColumn - 1);
    if (reporting) {
        for (const FormulaProblem &p : problems)
            report(pointer, p);
        if (!plan.applied())
            report(pointer, QStringLiteral("the constraint is not applied"));
    }
    return plan;
}

Evaluator::Side Evaluator::describeSide(const QString &text) const
{
    const QString t = text.trimmed();
    bool isNumber = false;
    t.toDouble(&isNumber);
    if (isNumber)
        return {{}, {}};
    if (const auto ref = m_names.resolve(t))
        return {m_names.label(*ref), m_names.unit(*ref), false};
    return {t, {}, true};
}

std::pair<std::vector<int>, QStringList> Evaluator::concerns(const std::vector<NameRef> &refs) const
{
    auto reads = [&](const std::vector<NameRef> &formula) {
        return std::any_of(formula.begin(), formula.end(),
                           [&](const NameRef &r) { return std::find(refs.begin(), refs.end(), r) != refs.end(); });
    };
    std::vector<int> criteria;
    for (int c = 0; c < m_project.criterionCount(); ++c) {
        const bool named = std::find(refs.begin(), refs.end(), NameRef{NameKind::Criterion, c, false}) != refs.end();
        if (named || (std::size_t(c) < m_criterionRefs.size() && reads(m_criterionRefs[std::size_t(c)])))
            criteria.push_back(c);
    }
    // Attributes read by the gate, or by a formula criterion it names (and the formula criteria those name).
    QStringList attributes;
    std::vector<bool> seen(std::size_t(m_project.criterionCount()), false);
    std::function<void(const std::vector<NameRef> &)> gather = [&](const std::vector<NameRef> &formula) {
        for (const NameRef &r : formula) {
            if (r.kind == NameKind::Attribute) {
                const QString &id = m_project.attributes.at(std::size_t(r.index)).id;
                if (!attributes.contains(id))
                    attributes << id;
            } else if (r.kind == NameKind::Criterion && !r.baseline && !seen[std::size_t(r.index)]) {
                seen[std::size_t(r.index)] = true;
                if (std::size_t(r.index) < m_criterionRefs.size())
                    gather(m_criterionRefs[std::size_t(r.index)]);
            }
        }
    };
    gather(refs);
    return {criteria, attributes};
}

void Evaluator::evaluateConstraints()
{
    const int n = int(m_project.constraints.size());
    const int na = m_project.alternativeCount();
    m_result.constraintUsable.assign(std::size_t(n), false);
    m_result.constraintUnits.clear();
    for (int a = 0; a < na; ++a)
        m_result.constraints[std::size_t(a)].resize(std::size_t(n));
    for (int k = 0; k < n; ++k) {
        GatePlan gate = planGate(k, true);
        if (!gate.split) {
            m_result.constraintUnits << QString();
            continue;
        }
        const SplitConstraint &s = *gate.split;
        Side leftSide = describeSide(s.left);
        const Side rightSide = describeSide(s.right);
        if (leftSide.unit.isEmpty())
            leftSide.unit = rightSide.unit;
        m_result.constraintUnits << leftSide.unit;
        if (!gate.applied())
            continue;
        std::optional<BoundFormula> &left = gate.left, &right = gate.right;
        m_result.constraintUsable[std::size_t(k)] = true;
        std::vector<NameRef> gateRefs = left->refs;
        gateRefs.insert(gateRefs.end(), right->refs.begin(), right->refs.end());
        const auto [concernedCriteria, concernedAttributes] = concerns(gateRefs);
        auto describe = [&](const Side &side, double v) {
            const QString quantity = formatQuantity(v, leftSide.unit);
            if (side.label.isEmpty())
                return quantity;
            return (side.expression ? QStringLiteral("%1 = %2") : QStringLiteral("%1 %2")).arg(side.label, quantity);
        };
        for (int a = 0; a < na; ++a) {
            ConstraintOutcome &out = m_result.constraints[std::size_t(a)][std::size_t(k)];
            const auto [l, whyLeft] = evaluate(*left, a);
            const auto [r, whyRight] = evaluate(*right, a);
            out.left = l;
            out.right = r;
            if (!whyLeft.isEmpty() || !whyRight.isEmpty()) {
                out.state = ConstraintOutcome::State::Unknown;
                out.note = whyLeft.isEmpty() ? whyRight : whyLeft;
                continue;
            }
            out.margin = margin(l, s.op, r);
            if (holds(l, s.op, r)) {
                out.state = ConstraintOutcome::State::Met;
                continue;
            }
            out.state = ConstraintOutcome::State::Violated;
            const bool equal = nearlyEqual(l, r);
            QString verb;
            switch (s.op) {
            case Comparison::LessEqual: verb = QStringLiteral("exceeds"); break;
            case Comparison::Less: verb = equal ? QStringLiteral("equals") : QStringLiteral("is not below"); break;
            case Comparison::GreaterEqual: verb = QStringLiteral("is below"); break;
            case Comparison::Greater: verb = equal ? QStringLiteral("equals") : QStringLiteral("is not above"); break;
            case Comparison::Equal: verb = QStringLiteral("differs from"); break;
            }
            const double miss = std::abs(l - r);
            QString message = QStringLiteral("%1: %2 %3 %4")
                                  .arg(altName(m_project, a), describe(leftSide, l), verb,
                                       describe(rightSide, r));
            if (!equal)
                message += QStringLiteral(" by %1").arg(formatQuantity(miss, leftSide.unit));
            message += scaleNote(leftSide.unit); // "2 is below 3 by 1 (scale 1-5)": the scale said once
            if (s.op == Comparison::Less || s.op == Comparison::Greater) {
                if (equal)
                    message += QStringLiteral(" (the constraint asks for strictly %1)")
                                   .arg(s.op == Comparison::Less ? QStringLiteral("less") : QStringLiteral("more"));
            }
            m_result.violations[std::size_t(a)].push_back({k, message, miss, concernedCriteria, concernedAttributes});
        }
    }
    for (int a = 0; a < na; ++a)
        m_result.feasible[std::size_t(a)] = m_result.violations[std::size_t(a)].empty();
}

void Evaluator::evaluateRules()
{
    const QString activeName = m_project.profiles.empty() ? QString() : m_project.active().name;
    for (std::size_t i = 0; i < m_project.rules.size(); ++i) {
        const DecisionRule &rule = m_project.rules[i];
        RuleOutcome &out = m_result.rules[i];
        // Unknown profile names are reported by validateProject (format/projectfile.h); here they just never
        // count as active.
        const QString pointer = QStringLiteral("/rules/%1/when").arg(i);
        std::optional<BoundFormula> when = bindReporting(rule.when, FormulaScope::Scenario, pointer);
        if (!when) {
            out.reason = QStringLiteral("the \"when\" formula is broken");
            continue;
        }
        const auto [v, reason] = evaluate(*when, -1);
        if (!reason.isEmpty()) {
            out.reason = reason;
            report(pointer, QStringLiteral("the rule cannot be decided: %1").arg(reason));
            continue;
        }
        out.evaluated = true;
        out.condition = v != 0.0;
        out.profile = out.condition ? rule.thenProfile : rule.elseProfile;
        out.profileExists = m_project.indexOfProfile(out.profile) >= 0;
        out.active = out.profileExists && out.profile == activeName;
    }
}

void Evaluator::evaluateChecks()
{
    for (std::size_t i = 0; i < m_project.checks.size(); ++i) {
        const NamedCheck &check = m_project.checks[i];
        CheckOutcome &out = m_result.checks[i];
        out.hasExpected = check.expected.has_value();
        const QString pointer = QStringLiteral("/checks/%1/formula").arg(i);
        std::optional<BoundFormula> formula = bindReporting(check.formula, FormulaScope::Scenario, pointer);
        if (!formula) {
            out.reason = QStringLiteral("the formula is broken");
            continue;
        }
        const auto [v, reason] = evaluate(*formula, -1);
        out.value = v;
        out.reason = reason;
        if (!reason.isEmpty()) {
            report(pointer, QStringLiteral("the check has no value: %1").arg(reason));
            continue;
        }
        if (!check.expected)
            continue;
        out.passed = nearlyEqual(v, *check.expected);
        // A check's expected figure is about the project's own numbers (a brief's arithmetic); under a what-if
        // scenario the formula gives the scenario's figure, which differs by design: not a problem, labelled as such.
        out.aboutBase = !out.passed && m_project.scenarioApplied;
        if (!out.passed && !out.aboutBase)
            report(QStringLiteral("/checks/%1/expected").arg(i),
                   QStringLiteral("%1: the formula gives %2, not the expected %3")
                       .arg(check.name.isEmpty() ? check.id : check.name, formatQuantity(v, check.unit),
                            formatQuantity(*check.expected, check.unit)));
    }
}

} // namespace

ScenarioResult evaluateScenario(const ProjectData &project)
{
    ScenarioResult r;
    const int na = project.alternativeCount();
    const int nc = project.criterionCount();
    r.values = project.values; // shared: a formula's column copies only the blocks it writes
    if (r.values.rows() != na || r.values.cols() != nc)
        r.values = SharedMatrix(na, nc); // a malformed project: nothing to copy safely
    r.criterionFormula.resize(std::size_t(nc));
    for (int c = 0; c < nc; ++c) {
        r.criterionFormula[std::size_t(c)] = project.criteria[std::size_t(c)].isFormula();
        if (r.criterionFormula[std::size_t(c)])
            for (int a = 0; a < na; ++a)
                r.values.set(a, c, kMissing);
    }
    r.criterionUsable.assign(std::size_t(nc), true);
    r.criterionProblem.assign(std::size_t(nc), QString());
    // Notes exist only for computed cells; a project without formulas (possibly millions of cells) gets none.
    if (std::find(r.criterionFormula.begin(), r.criterionFormula.end(), true) != r.criterionFormula.end())
        r.cellNotes.assign(std::size_t(na) * std::size_t(nc), QString());
    r.feasible.assign(std::size_t(na), true);
    r.violations.assign(std::size_t(na), {});
    r.constraints.assign(std::size_t(na), {});
    r.rules.assign(project.rules.size(), {});
    r.checks.assign(project.checks.size(), {});

    if (!project.baseline.isEmpty()) {
        r.baseline = project.indexOfAlternative(project.baseline);
        if (r.baseline < 0)
            r.diagnostics.push_back(Message::at(QStringLiteral("/baseline"),
                                                QStringLiteral("no alternative has the id \"%1\"").arg(project.baseline),
                                                Severity::Diagnostic));
    }
    if (const int p = project.indexOfParameter(input::acceptableMsPerCent); p >= 0)
        r.acceptableMsPerCent = project.parameters[std::size_t(p)].value;
    r.figures = computeFigures(project, r.baseline);

    Evaluator evaluator(project, r);
    for (const Message &m : evaluator.names().clashes())
        r.diagnostics.push_back(m);
    evaluator.evaluateCriteria();
    evaluator.evaluateConstraints();
    evaluator.evaluateRules();
    evaluator.evaluateChecks();
    return r;
}

struct ScenarioTrials::Private
{
    explicit Private(const ProjectData &project) : evaluator(project, bindings) {}
    ScenarioResult bindings; // what binding reads: the baseline
    Evaluator evaluator;     // binds names in the project the trials are of
    CriteriaPlan criteria;
    std::vector<GatePlan> gates;
    std::vector<bool> formula;
    std::vector<double> inputs; // scratch
};

ScenarioTrials::ScenarioTrials(const ProjectData &project)
{
    const int baseline = project.baseline.isEmpty() ? -1 : project.indexOfAlternative(project.baseline);
    d = std::make_unique<Private>(project);
    d->bindings.baseline = baseline;
    d->criteria = d->evaluator.planCriteria(false);
    for (int k = 0; k < int(project.constraints.size()); ++k)
        d->gates.push_back(d->evaluator.planGate(k, false));
    for (const Criterion &c : project.criteria)
        d->formula.push_back(c.isFormula());
}

ScenarioTrials::~ScenarioTrials() = default;

bool ScenarioTrials::fits(const ProjectData &project)
{
    return project.values.rows() == project.alternativeCount() && project.values.cols() == project.criterionCount();
}

void ScenarioTrials::evaluate(const ProjectData &trial, ScenarioResult &r)
{
    const int na = trial.alternativeCount();
    const int nc = trial.criterionCount();
    const int nk = int(d->gates.size());
    r.values = trial.values;
    r.criterionFormula = d->formula;
    r.criterionUsable.assign(std::size_t(nc), true);
    r.criterionProblem.assign(std::size_t(nc), QString());
    r.cellNotes.clear();
    r.baseline = d->bindings.baseline;
    r.acceptableMsPerCent.reset();
    if (const int p = trial.indexOfParameter(input::acceptableMsPerCent); p >= 0)
        r.acceptableMsPerCent = trial.parameters[std::size_t(p)].value;
    r.figures = computeFigures(trial, r.baseline);
    for (int c = 0; c < nc; ++c)
        if (d->formula[std::size_t(c)]) {
            for (int a = 0; a < na; ++a)
                r.values.set(a, c, kMissing);
            if (!d->criteria.broken[std::size_t(c)].isEmpty()) {
                r.criterionUsable[std::size_t(c)] = false;
                r.criterionProblem[std::size_t(c)] = d->criteria.broken[std::size_t(c)];
            }
        }
    // As evaluateScenario() computes them, numbers only: an n/a value leaves its criterion out.
    const auto number = [&](BoundFormula &bound, int a) {
        if (gatherInputs(bound, trial, r, a, d->inputs))
            return kMissing;
        const double v = bound.formula.evaluate(d->inputs);
        return std::isfinite(v) ? v : kMissing;
    };
    for (const int c : d->criteria.order) {
        std::optional<BoundFormula> &bound = d->criteria.bound[std::size_t(c)];
        if (!d->criteria.broken[std::size_t(c)].isEmpty() || !bound)
            continue;
        for (int a = 0; a < na; ++a) {
            const double v = number(*bound, a);
            r.values.set(a, c, v);
            if (isMissing(v) && r.criterionUsable[std::size_t(c)]) {
                r.criterionUsable[std::size_t(c)] = false;
                r.criterionProblem[std::size_t(c)] = QStringLiteral("n/a for an alternative");
            }
        }
    }
    r.constraintUsable.assign(std::size_t(nk), false);
    r.constraints.resize(std::size_t(na));
    r.violations.resize(std::size_t(na));
    for (int a = 0; a < na; ++a) {
        r.constraints[std::size_t(a)].assign(std::size_t(nk), {});
        r.violations[std::size_t(a)].clear();
    }
    for (int k = 0; k < nk; ++k) {
        GatePlan &gate = d->gates[std::size_t(k)];
        if (!gate.applied())
            continue;
        r.constraintUsable[std::size_t(k)] = true;
        const Comparison op = gate.split->op;
        for (int a = 0; a < na; ++a) {
            ConstraintOutcome &out = r.constraints[std::size_t(a)][std::size_t(k)];
            out.left = number(*gate.left, a);
            out.right = number(*gate.right, a);
            if (isMissing(out.left) || isMissing(out.right))
                continue; // Unknown: not checked, not failed
            out.margin = margin(out.left, op, out.right);
            if (holds(out.left, op, out.right)) {
                out.state = ConstraintOutcome::State::Met;
                continue;
            }
            out.state = ConstraintOutcome::State::Violated;
            r.violations[std::size_t(a)].push_back({k, QString(), std::abs(out.left - out.right), {}, {}});
        }
    }
    r.feasible.resize(std::size_t(na));
    for (int a = 0; a < na; ++a)
        r.feasible[std::size_t(a)] = r.violations[std::size_t(a)].empty();
    r.rules.clear();
    r.checks.clear();
    r.diagnostics.clear();
}

QStringList knownFormulaNames(const ProjectData &project, FormulaScope scope)
{
    return NameTable(project).names(scope);
}

std::optional<FormulaProblem> checkFormula(const ProjectData &project, const QString &formula, FormulaScope scope)
{
    ScenarioResult scratch;
    if (!project.baseline.isEmpty())
        scratch.baseline = project.indexOfAlternative(project.baseline);
    const Evaluator evaluator(project, scratch);
    std::vector<FormulaProblem> problems;
    evaluator.bind(formula, scope, problems);
    if (problems.empty())
        return std::nullopt;
    return problems.front();
}

} // namespace verdict
