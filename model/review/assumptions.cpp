#include "assumptions.h"

#include "analysis/promethee.h"
#include "analysis/topsis.h"
#include "analysis/wsm.h"

#include "core/scenarios.h"
#include "evaluation/evaluation.h"
#include "display/format.h"
#include "stability/parallel.h"

#include <algorithm>
#include <array>
#include <functional>
#include <atomic>
#include <cmath>
#include <limits>
#include <numeric>
#include <thread>

namespace verdict {

namespace {

constexpr int kFlipSteps = 100; // grid of the flip search: 1 % of the value per step, up to ±100 %
constexpr int kBisections = 40;

bool isAssumption(const QString &provenance)
{
    return provenance.trimmed().isEmpty() || provenance.trimmed().startsWith(QLatin1String("assumption"), Qt::CaseInsensitive);
}


double cdf(const AssumptionNumber &n, const Uncertainty *u, double x)
{
    if (u && u->kind == UncertaintyKind::Normal)
        return 0.5 * std::erfc(-(x - u->mean) / (u->sd * std::sqrt(2.0)));
    if (u && u->kind == UncertaintyKind::Triangular) {
        const double a = u->low, c = u->likely, b = u->high;
        if (x <= a)
            return 0.0;
        if (x >= b)
            return 1.0;
        return x <= c ? (x - a) * (x - a) / ((b - a) * (c - a)) : 1.0 - (b - x) * (b - x) / ((b - a) * (b - c));
    }
    if (!(n.high > n.low))
        return x < n.low ? 0.0 : 1.0;
    return std::clamp((x - n.low) / (n.high - n.low), 0.0, 1.0);
}

// Flip distance and probability of one number (evaluating the project again at each trial value).
// `trial`: the project, the number set back to its value on return.
void analyzeNumber(ProjectData &trial, int base, AssumptionNumber &n, const Uncertainty *u, const std::atomic<bool> *cancel,
                   const TrialRanker *quick, const TrialEvaluator *numbers)
{
    const NumberRestorer restore(trial, n);
    const auto [floor, ceiling] = numberBounds(trial, n);
    // The winner of a trial: an entered value scores its column again (TrialRanker::firstWithOneValue).
    const auto firstOf = [&n, quick, numbers](const ProjectData &p) {
        return quick && n.kind == AssumptionNumber::Kind::Value ? quick->firstWithOneValue(p, n.alternative, n.criterion)
                                                                : firstFeasible(p, quick, numbers);
    };
    const auto winnerAt = [&](double x) {
        setNumber(trial, n, x);
        return firstOf(trial);
    };
    const double x0 = n.value;
    // Not searched as monotone (nearestValueWhere's `monotone`): a number moved through its whole column, from the
    // column's maximum to below its minimum, first widens then narrows every other alternative's gap to the winner in
    // that column, so a third one can overtake the winner and fall back again (the test's oracle found one).
    n.flipValue = nearestValueWhere(trial, n, [base, &firstOf](const ProjectData &p) { return firstOf(p) != base; }, cancel);
    if (n.flipValue) {
        n.flipRelative = relativeChange(n, *n.flipValue);
        const int other = winnerAt(*n.flipValue);
        n.flipWinner = other >= 0 ? trial.alternatives[std::size_t(other)].name : QStringLiteral("nothing feasible");
    }
    // The range and the probability.
    if (u) {
        n.distribution = uncertaintyKindName(u->kind);
        if (u->kind == UncertaintyKind::Normal) {
            n.low = u->mean - 4.0 * u->sd;
            n.high = u->mean + 4.0 * u->sd;
        } else {
            n.low = u->low;
            n.high = u->high;
        }
        if (u->kind == UncertaintyKind::Interval)
            n.distribution = QStringLiteral("uniform");
    } else {
        n.assumedRange = true;
        n.distribution = QStringLiteral("uniform");
        n.low = std::max(floor, x0 - kAssumedRange * std::abs(x0));
        n.high = std::min(ceiling, x0 + kAssumedRange * std::abs(x0));
    }
    if (!(n.high > n.low))
        return;
    // The flip search found today's winner at every grid step out to the flip (or to ±100 %): a range inside that
    // reach cannot change the winner, and P is 0 without the finer scan — which also keeps P and the flip
    // consistent (no P > 0 for a number said to change nothing within ±100 %).
    const double unit = x0 != 0.0 ? std::abs(x0) : 1.0;
    const double reach = n.flipValue ? std::abs(*n.flipValue - x0) : unit;
    if (std::max(x0 - n.low, n.high - x0) < reach)
        return;
    const double step = (n.high - n.low) / kProbabilitySteps;
    double left = n.low;
    int leftWinner = winnerAt(left);
    for (int i = 1; i <= kProbabilitySteps; ++i) {
        if (cancel && cancel->load(std::memory_order_relaxed))
            return;
        const double right = i == kProbabilitySteps ? n.high : n.low + step * i;
        const int rightWinner = winnerAt(right);
        double cut = right; // where the winner of the left end stops
        if (rightWinner != leftWinner) {
            double a = left, b = right;
            for (int k = 0; k < kBisections; ++k) {
                const double mid = (a + b) / 2.0;
                (winnerAt(mid) == leftWinner ? a : b) = mid;
            }
            cut = (a + b) / 2.0;
        }
        if (leftWinner != base)
            n.pChange += cdf(n, u, cut) - cdf(n, u, left);
        if (rightWinner != base && cut < right)
            n.pChange += cdf(n, u, right) - cdf(n, u, cut);
        left = right;
        leftWinner = rightWinner;
    }
    n.pChange = std::clamp(n.pChange, 0.0, 1.0);
}

QString numberText(double value, const QString &unit)
{
    return roundedNumberText(value, unit);
}

} // namespace

QString changeProbabilityName(bool noWinner)
{
    return noWinner ? QStringLiteral("P(a winner)") : QStringLiteral("P(another winner)");
}

QString roundedNumberText(double value, const QString &unit)
{
    if (value != 0.0 && std::isfinite(value)) {
        const double scale = std::pow(10.0, std::floor(std::log10(std::abs(value))) - 2.0);
        value = std::round(value / scale) * scale;
    }
    return unit == QLatin1String("fraction") ? formatPercent(value) : formatQuantity(value, unit);
}

std::pair<double, double> numberBounds(const ProjectData &project, const AssumptionNumber &n)
{
    double floor = -std::numeric_limits<double>::infinity(), ceiling = std::numeric_limits<double>::infinity();
    if (n.value >= 0.0)
        floor = 0.0;
    if (n.unit == QLatin1String("fraction"))
        ceiling = 1.0;
    if (n.kind == AssumptionNumber::Kind::Value) {
        const Criterion &c = project.criteria[std::size_t(n.criterion)];
        if (c.scaleMin)
            floor = std::max(floor, *c.scaleMin);
        if (c.scaleMax)
            ceiling = std::min(ceiling, *c.scaleMax);
    }
    return {floor, ceiling};
}

std::optional<double> nearestValueWhere(ProjectData &trial, const AssumptionNumber &n,
                                        const std::function<bool(const ProjectData &)> &holds, const std::atomic<bool> *cancel,
                                        bool monotone)
{
    const NumberRestorer restore(trial, n);
    const auto [floor, ceiling] = numberBounds(trial, n);
    const auto at = [&](double x) {
        setNumber(trial, n, x);
        return holds(trial);
    };
    const double x0 = n.value;
    const double unit = x0 != 0.0 ? std::abs(x0) : 1.0;
    // Holding nowhere out to either end of the range: nowhere nearer either.
    if (monotone && !at(std::min(x0 + unit, ceiling)) && !at(std::max(x0 - unit, floor)))
        return std::nullopt;
    // The nearest grid step (either side) where it holds, then bisection to the crossing.
    for (int k = 1; k <= kFlipSteps; ++k)
        for (const double side : {1.0, -1.0}) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return std::nullopt;
            const double x = x0 + side * unit * double(k) / kFlipSteps;
            if (x < floor - 1e-12 || x > ceiling + 1e-12 || !at(x))
                continue;
            double no = x0 + side * unit * double(k - 1) / kFlipSteps, yes = x;
            for (int i = 0; i < kBisections; ++i) {
                const double mid = (no + yes) / 2.0;
                (at(mid) ? yes : no) = mid;
            }
            return yes;
        }
    return std::nullopt;
}

std::vector<AssumptionNumber> numbersOf(const ProjectData &project, int alternative, bool assumptionsOnly,
                                        std::vector<const Uncertainty *> *ranges)
{
    std::vector<AssumptionNumber> numbers;
    const auto keep = [&](AssumptionNumber n, const Uncertainty *u) {
        if (assumptionsOnly && !isAssumption(n.provenance))
            return;
        n.stated = !n.provenance.trimmed().isEmpty();
        numbers.push_back(std::move(n));
        if (ranges)
            ranges->push_back(u);
    };
    for (int a = 0; a < project.alternativeCount(); ++a) {
        if (alternative >= 0 && a != alternative)
            continue;
        const Alternative &alt = project.alternatives[std::size_t(a)];
        for (int c = 0; c < project.criterionCount(); ++c) {
            const Criterion &crit = project.criteria[std::size_t(c)];
            const double v = project.values.at(a, c);
            if (crit.isFormula() || std::isnan(v))
                continue;
            AssumptionNumber n;
            n.kind = AssumptionNumber::Kind::Value;
            n.alternative = a;
            n.criterion = c;
            n.name = QStringLiteral("%1: %2").arg(alt.name, crit.name);
            n.unit = crit.unit;
            n.value = v;
            n.provenance = project.provenance(a, c);
            const auto u = alt.uncertainty.find(crit.id);
            keep(n, u == alt.uncertainty.end() ? nullptr : &u->second);
        }
        for (const auto &[id, v] : alt.attributes) {
            if (std::isnan(v))
                continue;
            const auto p = alt.attributeProvenance.find(id);
            AssumptionNumber n;
            n.kind = AssumptionNumber::Kind::Attribute;
            n.alternative = a;
            n.attribute = id;
            const int def = project.indexOfAttribute(id);
            n.name = QStringLiteral("%1: %2").arg(alt.name, def >= 0 ? project.attributes[std::size_t(def)].name : id);
            n.unit = def >= 0 ? project.attributes[std::size_t(def)].unit : QString();
            n.value = v;
            n.provenance = p == alt.attributeProvenance.end() ? QString() : p->second;
            keep(n, nullptr);
        }
    }
    if (alternative < 0)
        for (const Parameter &q : project.parameters) {
            AssumptionNumber n;
            n.kind = AssumptionNumber::Kind::Parameter;
            n.parameter = q.id;
            n.name = q.name.isEmpty() ? q.id : q.name;
            n.unit = q.unit;
            n.value = q.value;
            n.provenance = q.provenance;
            keep(n, nullptr);
        }
    return numbers;
}

ProjectData rankedAs(const Evaluation &evaluation)
{
    ProjectData p = evaluation.project();
    p.activeProfile = evaluation.profile();
    p.analysis.method = evaluation.ranking().method;
    return p;
}

TrialRanker::TrialRanker(DecisionProblem problem, MethodSettings settings)
    : m_problem(std::move(problem)), m_settings(std::move(settings))
{
    static std::atomic<quint64> made{0};
    m_id = ++made;
    const auto inverse = [](const std::vector<int> &map) {
        std::vector<int> of(map.empty() ? 0 : std::size_t(*std::max_element(map.begin(), map.end()) + 1), -1);
        for (std::size_t k = 0; k < map.size(); ++k)
            of[std::size_t(map[k])] = int(k);
        return of;
    };
    m_rowOf = inverse(m_problem.rows);
    m_columnOf = inverse(m_problem.columns);
    if (m_settings.key() == QLatin1String("promethee")) {
        Messages messages;
        std::optional<PrometheeResult> result = promethee(m_problem, messages);
        if (!result || m_problem.alternatives < 2 || int(result->phi.size()) != m_problem.alternatives
            || !std::all_of(result->phi.begin(), result->phi.end(), [](double x) { return std::isfinite(x); }))
            return; // ranked in full
        auto flows = std::make_shared<Flows>();
        flows->phi = std::move(result->phi);
        flows->preferences = std::move(result->preferences);
        const int n = m_problem.alternatives;
        flows->columnValues.resize(std::size_t(n) * std::size_t(m_problem.criteria));
        flows->sorted.resize(flows->columnValues.size());
        flows->prefix.resize(std::size_t(n + 1) * std::size_t(m_problem.criteria));
        flows->magnitudes.resize(std::size_t(m_problem.criteria));
        for (int j = 0; j < m_problem.criteria; ++j) {
            const double sign = m_problem.directions[std::size_t(j)] == Direction::Min ? -1.0 : 1.0;
            double *column = flows->columnValues.data() + std::size_t(j) * std::size_t(n);
            for (int r = 0; r < n; ++r)
                column[r] = sign * m_problem.values.at(r, j);
            double *sorted = flows->sorted.data() + std::size_t(j) * std::size_t(n);
            std::copy(column, column + n, sorted);
            std::sort(sorted, sorted + n);
            long double *prefix = flows->prefix.data() + std::size_t(j) * std::size_t(n + 1);
            prefix[0] = 0.0L;
            for (int r = 0; r < n; ++r)
                prefix[r + 1] = prefix[r] + static_cast<long double>(sorted[r]);
            flows->magnitudes[std::size_t(j)] = std::max(std::abs(sorted[0]), std::abs(sorted[n - 1]));
        }
        flows->order.resize(std::size_t(n));
        std::iota(flows->order.begin(), flows->order.end(), 0);
        std::stable_sort(flows->order.begin(), flows->order.end(),
                         [&phi = flows->phi](int a, int b) { return phi[std::size_t(a)] > phi[std::size_t(b)]; });
        m_flows = std::move(flows);
        return;
    }
    if (m_settings.key() == QLatin1String("topsis")) {
        Messages messages;
        if (!topsis(m_problem, messages) || m_problem.alternatives < 2)
            return; // ranked in full
        const int n = m_problem.alternatives, m = m_problem.criteria;
        auto d = std::make_shared<Distances>();
        d->columnValues.resize(std::size_t(n) * std::size_t(m));
        d->extremes = extremesOf(m_problem);
        for (int j = 0; j < m; ++j) {
            double sq = 0.0;
            for (int r = 0; r < n; ++r) {
                const double x = m_problem.values.at(r, j);
                d->columnValues[std::size_t(j) * std::size_t(n) + std::size_t(r)] = x;
                sq += x * x;
            }
            // As topsis() has them (an all-zero column: an infinite norm, every value 0).
            const double norm = sq > 0.0 ? std::sqrt(sq) : std::numeric_limits<double>::infinity();
            const double w = m_problem.weights[std::size_t(j)];
            const Extremes &e = d->extremes[std::size_t(j)];
            const double vHi = w * (e.max / norm), vLo = w * (e.min / norm);
            const bool cost = m_problem.directions[std::size_t(j)] == Direction::Min;
            d->sq.push_back(sq);
            d->norm.push_back(norm);
            d->best.push_back(cost ? vLo : vHi);
            d->worst.push_back(cost ? vHi : vLo);
        }
        d->plus.assign(std::size_t(n), 0.0);
        d->minus.assign(std::size_t(n), 0.0);
        d->scale.assign(std::size_t(n), 0.0);
        d->termPlus.resize(d->columnValues.size());
        d->termMinus.resize(d->columnValues.size());
        for (int r = 0; r < n; ++r)
            for (int j = 0; j < m; ++j) {
                const double v = m_problem.weights[std::size_t(j)] * (m_problem.values.at(r, j) / d->norm[std::size_t(j)]);
                const double a = v - d->best[std::size_t(j)], b = v - d->worst[std::size_t(j)];
                const std::size_t at = std::size_t(j) * std::size_t(n) + std::size_t(r);
                d->termPlus[at] = a * a;
                d->termMinus[at] = b * b;
                d->plus[std::size_t(r)] += a * a;
                d->minus[std::size_t(r)] += b * b;
                const double s = std::abs(v) + std::abs(d->best[std::size_t(j)]) + std::abs(d->worst[std::size_t(j)]);
                d->scale[std::size_t(r)] += s * s;
            }
        if (!std::all_of(d->scale.begin(), d->scale.end(), [](double x) { return std::isfinite(x); }))
            return;
        m_distances = std::move(d);
        return;
    }
    if (m_settings.key() != QLatin1String("wsm"))
        return;
    Messages messages;
    std::optional<std::vector<ColumnTransform>> transforms = columnTransforms(m_problem, m_settings.wsm, messages);
    if (!transforms)
        return;
    auto scores = std::make_shared<Scores>();
    scores->transforms = std::move(*transforms);
    const auto cells = std::size_t(m_problem.alternatives) * std::size_t(m_problem.criteria);
    scores->columnValues.resize(cells);
    scores->columnTerms.resize(cells);
    for (int r = 0; r < m_problem.alternatives; ++r) {
        double s = 0.0, magnitude = 0.0;
        for (int j = 0; j < m_problem.criteria; ++j) {
            const double x = m_problem.values.at(r, j);
            const double term = m_problem.weights[std::size_t(j)] * scores->transforms[std::size_t(j)].apply(x);
            const std::size_t at = std::size_t(j) * std::size_t(m_problem.alternatives) + std::size_t(r);
            scores->columnValues[at] = x;
            scores->columnTerms[at] = term;
            s += term;
            magnitude += std::abs(term);
        }
        if (!std::isfinite(s) || !std::isfinite(magnitude))
            return; // ranked in full
        scores->scores.push_back(s);
        scores->magnitudes.push_back(magnitude);
    }
    std::vector<int> order(scores->scores.size());
    std::iota(order.begin(), order.end(), 0);
    const auto better = [&s = scores->scores](int a, int b) { return s[std::size_t(a)] > s[std::size_t(b)]; };
    const auto kept = std::min<std::ptrdiff_t>(4, std::ptrdiff_t(order.size()));
    std::partial_sort(order.begin(), order.begin() + kept, order.end(), better);
    scores->top.assign(order.begin(), order.begin() + kept);
    scores->extremes = extremesOf(m_problem);
    m_scores = std::move(scores);
}

std::vector<TrialRanker::Extremes> TrialRanker::extremesOf(const DecisionProblem &problem)
{
    constexpr double kInf = std::numeric_limits<double>::infinity();
    std::vector<Extremes> extremes;
    for (int j = 0; j < problem.criteria; ++j) {
        Extremes e{kInf, -kInf, kInf, -kInf, -1, -1};
        for (int r = 0; r < problem.alternatives; ++r) {
            const double x = problem.values.at(r, j);
            if (x < e.min) {
                e.min = x;
                e.minRow = r;
            }
            if (x > e.max) {
                e.max = x;
                e.maxRow = r;
            }
        }
        for (int r = 0; r < problem.alternatives; ++r) {
            const double x = problem.values.at(r, j);
            if (r != e.minRow)
                e.nextMin = std::min(e.nextMin, x);
            if (r != e.maxRow)
                e.nextMax = std::max(e.nextMax, x);
        }
        extremes.push_back(e);
    }
    return extremes;
}

std::optional<int> TrialRanker::clearFirstWithValues(int alternative, std::initializer_list<std::pair<int, double>> changes) const
{
    const int r0 = std::size_t(alternative) < m_rowOf.size() ? m_rowOf[std::size_t(alternative)] : -1;
    if (r0 < 0 || changes.size() == 0)
        return std::nullopt;
    if (m_flows)
        return firstByFlows(r0, changes);
    if (m_distances)
        return firstByDistances(r0, changes);
    if (!m_scores)
        return std::nullopt;
    const Scores &k = *m_scores;
    const int n = m_problem.alternatives;
    // Each changed column: its values, its weighted scores before, its transform before and now.
    struct Changed
    {
        int j = -1;
        double value = 0.0, w = 0.0;
        ColumnTransform now; // the column's transform with the change (k.transforms: without)
        bool rescaled = false;
        const double *xs = nullptr, *olds = nullptr;
    };
    std::vector<Changed> columns;
    columns.reserve(changes.size());
    for (const auto &[criterion, value] : changes) {
        const int j = std::size_t(criterion) < m_columnOf.size() ? m_columnOf[std::size_t(criterion)] : -1;
        if (j < 0 || !std::isfinite(value)
            || std::any_of(columns.begin(), columns.end(), [j](const Changed &c) { return c.j == j; }))
            return std::nullopt;
        Changed c;
        c.j = j;
        c.value = value;
        c.w = m_problem.weights[std::size_t(j)];
        const ColumnTransform &was = k.transforms[std::size_t(j)];
        c.now = was;
        c.xs = k.columnValues.data() + std::size_t(j) * std::size_t(n);
        c.olds = k.columnTerms.data() + std::size_t(j) * std::size_t(n);
        // Min–max normalises by the column's extremes (or its scale): a value that leaves both where they are
        // leaves the column's scale as it is, and only its own row scores differently.
        const Extremes &e = k.extremes[std::size_t(j)];
        if (m_settings.wsm == Normalization::MinMax && n > 1) {
            const auto [lo, hi] = e.with(r0, value);
            if (lo != e.min || hi != e.max)
                c.now = minMaxTransform(m_problem.scaleMin[std::size_t(j)].value_or(lo), m_problem.scaleMax[std::size_t(j)].value_or(hi),
                                        m_problem.directions[std::size_t(j)] == Direction::Min);
        } else {
            // The column alone, as a one-column problem normalised as the whole one normalises it (the same refusals).
            thread_local DecisionProblem column;
            thread_local std::pair<quint64, int> columnOwner{0, -1};
            if (columnOwner != std::pair<quint64, int>(m_id, j)) {
                column.alternatives = n;
                column.criteria = 1;
                column.values = Matrix(n, 1);
                for (int r = 0; r < n; ++r)
                    column.values.set(r, 0, m_problem.values.at(r, j));
                column.directions = {m_problem.directions[std::size_t(j)]};
                column.scaleMin = {m_problem.scaleMin[std::size_t(j)]};
                column.scaleMax = {m_problem.scaleMax[std::size_t(j)]};
                column.weights = {1.0};
                columnOwner = {m_id, j};
            }
            const double before = m_problem.values.at(r0, j);
            column.values.set(r0, 0, value);
            Messages messages;
            const std::optional<std::vector<ColumnTransform>> transform = columnTransforms(column, m_settings.wsm, messages);
            column.values.set(r0, 0, before);
            if (!transform)
                return std::nullopt; // the method refuses the trial: rank() says so
            c.now = transform->front();
        }
        c.rescaled = c.now.reciprocal != was.reciprocal || c.now.a != was.a || c.now.b != was.b || c.now.c != was.c || c.now.d != was.d;
        columns.push_back(c);
    }
    const bool anyRescaled = std::any_of(columns.begin(), columns.end(), [](const Changed &c) { return c.rescaled; });
    // Every row's score with the columns scored again when a column's scale moved; else the changed row's and those
    // of the best three others (enough to see whether the third is as near the top as the first two).
    struct Scored
    {
        int row = -1;
        double score = 0.0, magnitude = 0.0;
    };
    thread_local std::vector<Scored> scored;
    scored.clear();
    const auto consider = [&](int r) {
        double s = k.scores[std::size_t(r)], magnitude = k.magnitudes[std::size_t(r)];
        for (const Changed &c : columns)
            if (c.rescaled || r == r0) {
                const double old = c.olds[r], term = c.w * c.now.apply(r == r0 ? c.value : c.xs[r]);
                s += term - old;
                magnitude += std::abs(term) - std::abs(old);
            }
        scored.push_back({r, s, magnitude});
    };
    bool everyRow = anyRescaled;
    if (anyRescaled) {
        for (int r = 0; r < n; ++r)
            consider(r);
    } else {
        consider(r0);
        int others = 0;
        for (const int r : k.top)
            if (r != r0 && others++ < 3)
                consider(r);
        everyRow = int(scored.size()) == n;
    }
    const auto best = std::max_element(scored.begin(), scored.end(), [](const Scored &a, const Scored &b) { return a.score < b.score; });
    if (best == scored.end() || !std::isfinite(best->score))
        return std::nullopt;
    // The rows as near the best as rounding could blur: one is the winner; several are ranked as the ranking ranks.
    thread_local std::vector<int> near;
    near.clear();
    for (const Scored &x : scored)
        if (!(best->score - x.score > 1e-9 * (std::abs(best->magnitude) + std::abs(x.magnitude))))
            near.push_back(x.row);
    if (near.size() == 1)
        return m_problem.rows[std::size_t(near.front())];
    // Only where their scores can be had to the last bit (min–max transforms are exact), and every row that could
    // be as near was scored (the O(1) path scores three others: all of them near, a fourth could be too).
    if (m_settings.wsm != Normalization::MinMax || (!everyRow && near.size() >= scored.size()))
        return std::nullopt;
    // The near rows' scores as the weighted sum computes them: the same transforms, the same row sums.
    thread_local std::vector<ColumnTransform> transforms;
    transforms = k.transforms;
    for (const Changed &c : columns)
        transforms[std::size_t(c.j)] = c.now;
    thread_local Matrix rows;
    const int m = m_problem.criteria;
    if (rows.rows() != int(near.size()) || rows.cols() != m)
        rows = Matrix(int(near.size()), m);
    for (std::size_t i = 0; i < near.size(); ++i) {
        for (int j = 0; j < m; ++j)
            rows.set(int(i), j, m_problem.values.at(near[i], j));
        if (near[i] == r0)
            for (const Changed &c : columns)
                rows.set(int(i), c.j, c.value);
    }
    thread_local std::vector<double> exact;
    weightedSumScores(rows, transforms, m_problem.weights, exact);
    const double lead = *std::max_element(exact.begin(), exact.end());
    if (!std::isfinite(lead) || std::any_of(exact.begin(), exact.end(), [](double x) { return !(x >= 0.0); }))
        return std::nullopt;
    // The ranking's first: the lowest row of those tied with the best score (rankScores).
    int first = -1;
    for (std::size_t i = 0; i < near.size(); ++i)
        if (scoresTie(lead, exact[i]) && (first < 0 || near[i] < first))
            first = near[i];
    return first >= 0 ? std::optional<int>(m_problem.rows[std::size_t(first)]) : std::nullopt;
}

std::optional<int> TrialRanker::firstByDistances(int r0, std::initializer_list<std::pair<int, double>> changes) const
{
    const Distances &d = *m_distances;
    const int n = m_problem.alternatives, m = m_problem.criteria;
    // Each changed column with the change: its norm, ideal and anti-ideal (a column that comes near all zero:
    // ranked in full).
    struct Changed
    {
        int j = -1;
        double value = 0.0, w = 0.0, norm = 0.0, best = 0.0, worst = 0.0, around = 0.0;
    };
    std::array<Changed, 2> changed;
    int count = 0;
    for (const auto &[criterion, value] : changes) {
        const int j = std::size_t(criterion) < m_columnOf.size() ? m_columnOf[std::size_t(criterion)] : -1;
        if (j < 0 || !std::isfinite(value) || count == int(changed.size())
            || std::any_of(changed.begin(), changed.begin() + count, [j](const Changed &c) { return c.j == j; }))
            return std::nullopt;
        const double was = d.columnValues[std::size_t(j) * std::size_t(n) + std::size_t(r0)];
        const double sq = d.sq[std::size_t(j)] - was * was + value * value;
        if (!std::isfinite(sq) || !(sq > 1e-9 * d.sq[std::size_t(j)]))
            return std::nullopt;
        const Extremes &e = d.extremes[std::size_t(j)];
        const auto [lo, hi] = e.with(r0, value);
        Changed c;
        c.j = j;
        c.value = value;
        c.w = m_problem.weights[std::size_t(j)];
        c.norm = std::sqrt(sq);
        const double vHi = c.w * (hi / c.norm), vLo = c.w * (lo / c.norm);
        const bool cost = m_problem.directions[std::size_t(j)] == Direction::Min;
        c.best = cost ? vLo : vHi;
        c.worst = cost ? vHi : vLo;
        c.around = std::abs(c.best) + std::abs(c.worst);
        changed[std::size_t(count++)] = c;
    }
    // Each row's closeness with its distances moved by the changed columns, and how far rounding could have moved
    // it: the ranking's sums and these each within (m + 8) · 16 ε of the terms' scale, carried through the roots and
    // the quotient. The best, where no other row's closeness could reach it (nor tie it: 1e-12 of it) within the
    // two rows' blur; else nothing.
    constexpr double epsilon = std::numeric_limits<double>::epsilon();
    constexpr double kUnknown = std::numeric_limits<double>::infinity();
    const double rounding = 16.0 * double(m + 8) * epsilon;
    thread_local std::vector<double> closeness, blur;
    closeness.resize(std::size_t(n));
    blur.resize(std::size_t(n));
    int best = -1;
    for (int i = 0; i < n; ++i) {
        double plus = d.plus[std::size_t(i)], minus = d.minus[std::size_t(i)], scale = d.scale[std::size_t(i)];
        for (int k = 0; k < count; ++k) {
            const Changed &c = changed[std::size_t(k)];
            const std::size_t at = std::size_t(c.j) * std::size_t(n) + std::size_t(i);
            const double v = c.w * ((i == r0 ? c.value : d.columnValues[at]) / c.norm);
            const double a = v - c.best, b = v - c.worst;
            plus += a * a - d.termPlus[at];
            minus += b * b - d.termMinus[at];
            const double s = std::abs(v) + c.around;
            scale += s * s;
        }
        const double e = rounding * scale;
        const double dp = std::sqrt(std::max(0.0, plus)), dm = std::sqrt(std::max(0.0, minus));
        if (!std::isfinite(dp) || !std::isfinite(dm) || !(dp + dm > 0.0))
            return std::nullopt; // d+ = d− = 0 scores ½: ranked in full
        // |√x − √y| ≤ |x − y| / √x, and ≤ √|x − y|.
        const double ep = dp * dp > e ? e / dp : std::sqrt(e), em = dm * dm > e ? e / dm : std::sqrt(e);
        const double sum = dp + dm;
        closeness[std::size_t(i)] = dm / sum;
        blur[std::size_t(i)] = ep + em > 0.1 * sum ? kUnknown : 2.0 * (dm * ep + dp * em) / (sum * sum) + 8.0 * epsilon;
        if (best < 0 || closeness[std::size_t(i)] > closeness[std::size_t(best)])
            best = i;
    }
    const double floor = closeness[std::size_t(best)] - blur[std::size_t(best)] - 2e-12;
    for (int i = 0; i < n; ++i)
        if (i != best && !(closeness[std::size_t(i)] + blur[std::size_t(i)] < floor))
            return std::nullopt;
    return m_problem.rows[std::size_t(best)];
}

std::optional<double> TrialRanker::preferenceSum(int j, double x, bool over) const
{
    const Flows &f = *m_flows;
    const PreferenceFunction &pf = f.preferences[std::size_t(j)];
    // P(d) is 0 where d ≤ lo, 1 where d > hi, and between them (d − lo) / (hi − lo), or ½ for a level criterion:
    // the comparisons preferenceDegree makes.
    double lo = 0.0, hi = 0.0;
    switch (pf.type) {
    case PreferenceType::Usual:
        break;
    case PreferenceType::UShape:
        lo = hi = pf.q;
        break;
    case PreferenceType::VShape:
        hi = pf.p;
        break;
    case PreferenceType::Level:
    case PreferenceType::Linear:
        lo = pf.q;
        hi = pf.p;
        break;
    case PreferenceType::Gaussian:
        return std::nullopt;
    }
    const int n = m_problem.alternatives;
    const double *c = f.sorted.data() + std::size_t(j) * std::size_t(n);
    const long double *sums = f.prefix.data() + std::size_t(j) * std::size_t(n + 1);
    // How many values have d > threshold: d = x − c falls as c rises, d = c − x rises with it (both as the
    // subtraction rounds, which keeps the order), so a binary search with preferenceDegree's own comparison.
    const auto above = [&](double threshold) {
        if (over)
            return int(std::partition_point(c, c + n, [&](double v) { return x - v > threshold; }) - c);
        return n - int(std::partition_point(c, c + n, [&](double v) { return !(v - x > threshold); }) - c);
    };
    const int full = above(hi), some = above(lo), k = some - full;
    if (k <= 0)
        return double(full);
    if (pf.type == PreferenceType::Level)
        return double(full) + 0.5 * double(k);
    // The values where P rises: the `k` after the `full` lowest (over) or before the `full` highest.
    const int from = over ? full : n - some, to = over ? some : n - full;
    const long double values = sums[to] - sums[from];
    const long double d = over ? static_cast<long double>(k) * x - values : values - static_cast<long double>(k) * x;
    const double partial = double((d - static_cast<long double>(k) * lo) / static_cast<long double>(hi - lo));
    // Its rounding against the terms preferenceDegree would add one by one: the prefix sums' (n additions of up to
    // n values) and each term's own; beyond 1e-11 per row compared, the caller adds the terms instead.
    constexpr double epsilon = std::numeric_limits<double>::epsilon();
    constexpr double longEpsilon = double(std::numeric_limits<long double>::epsilon());
    const double magnitude = std::max(f.magnitudes[std::size_t(j)], std::abs(x)) + lo;
    const double bound = (2.0 * double(n + 1) * double(n) * longEpsilon * magnitude) / (hi - lo) + 4.0 * double(k) * epsilon
                         + epsilon * (double(full) + std::abs(partial));
    if (!(bound <= 1e-11 * double(n)) || !std::isfinite(partial))
        return std::nullopt;
    return double(full) + partial;
}

bool TrialRanker::moveFlows(int r0, std::initializer_list<std::pair<int, double>> changes, MovedFlows &moved) const
{
    const Flows &f = *m_flows;
    const int n = m_problem.alternatives;
    const double share = 1.0 / double(n - 1);
    moved.row = r0;
    moved.changed.clear();
    moved.scored.clear();
    moved.near.clear();
    // Each changed column: the changed row's preferences over every other row and theirs over it, before and now,
    // summed in closed form from the sorted column where its preference function allows (else one by one).
    double own = f.phi[std::size_t(r0)], rise = 0.0;
    for (const auto &[criterion, value] : changes) {
        const int j = std::size_t(criterion) < m_columnOf.size() ? m_columnOf[std::size_t(criterion)] : -1;
        if (j < 0 || !std::isfinite(value)
            || std::any_of(moved.changed.begin(), moved.changed.end(), [j](const MovedFlows::Column &c) { return c.column == j; }))
            return false;
        MovedFlows::Column c;
        c.column = j;
        c.now = (m_problem.directions[std::size_t(j)] == Direction::Min ? -1.0 : 1.0) * value;
        c.was = f.columnValues[std::size_t(j) * std::size_t(n) + std::size_t(r0)];
        const double w = m_problem.weights[std::size_t(j)];
        c.part = w != 0.0 && c.now != c.was ? w * share : 0.0;
        moved.changed.push_back(c);
        if (c.part == 0.0)
            continue;
        const PreferenceFunction &pf = f.preferences[std::size_t(j)];
        const std::optional<double> overNow = preferenceSum(j, c.now, true), overWas = preferenceSum(j, c.was, true),
                                    underNow = preferenceSum(j, c.now, false), underWas = preferenceSum(j, c.was, false);
        double gain = 0.0;
        if (overNow && overWas && underNow && underWas) {
            // The sums hold the changed row's own value as it was: P(now − was) and P(was − now) are its own terms.
            gain = ((*overNow - preferenceDegree(pf, c.now - c.was)) - *overWas)
                   - ((*underNow - preferenceDegree(pf, c.was - c.now)) - *underWas);
        } else {
            const double *column = f.columnValues.data() + std::size_t(j) * std::size_t(n);
            for (int b = 0; b < n; ++b)
                if (b != r0)
                    gain += (preferenceDegree(pf, c.now - column[b]) - preferenceDegree(pf, c.was - column[b]))
                            - (preferenceDegree(pf, column[b] - c.now) - preferenceDegree(pf, column[b] - c.was));
        }
        own += c.part * gain;
        rise += 2.0 * c.part; // another row's net flow moves by at most this: both its preferences over the row swing
    }
    if (!std::isfinite(own))
        return false;
    moved.scored.emplace_back(r0, own);
    double best = own;
    // The other rows, best first as the project has them, until none further down could come within 1e-9 of the best.
    for (const int b : f.order) {
        if (b == r0)
            continue;
        double phi = f.phi[std::size_t(b)];
        if (phi + rise + 1e-12 < best - 1e-9)
            break;
        for (const MovedFlows::Column &c : moved.changed) {
            if (c.part == 0.0)
                continue;
            const PreferenceFunction &pf = f.preferences[std::size_t(c.column)];
            const double x = f.columnValues[std::size_t(c.column) * std::size_t(n) + std::size_t(b)];
            phi -= c.part * ((preferenceDegree(pf, c.now - x) - preferenceDegree(pf, c.was - x))
                             - (preferenceDegree(pf, x - c.now) - preferenceDegree(pf, x - c.was)));
        }
        moved.scored.emplace_back(b, phi);
        best = std::max(best, phi);
    }
    if (!std::isfinite(best))
        return false;
    // The rows as near the best as rounding could blur (net flows lie within ±1, the weights summing to 1).
    for (const auto &[row, phi] : moved.scored)
        if (!(best - phi > 1e-9))
            moved.near.push_back(row);
    std::sort(moved.near.begin(), moved.near.end());
    return true;
}

double TrialRanker::exactFlow(const MovedFlows &moved, int a) const
{
    // As promethee() sums it: criterion by criterion, Σ_b w·P(x_a − x_b) and Σ_b w·P(x_b − x_a) in row order, then
    // each divided by n − 1.
    const Flows &f = *m_flows;
    const int n = m_problem.alternatives;
    double plus = 0.0, minus = 0.0;
    for (int j = 0; j < m_problem.criteria; ++j) {
        const double w = m_problem.weights[std::size_t(j)];
        if (w == 0.0)
            continue;
        const PreferenceFunction &pf = f.preferences[std::size_t(j)];
        const double *column = f.columnValues.data() + std::size_t(j) * std::size_t(n);
        double changedValue = column[moved.row];
        for (const MovedFlows::Column &c : moved.changed)
            if (c.column == j)
                changedValue = c.now;
        const auto at = [&](int r) { return r == moved.row ? changedValue : column[r]; };
        const double xa = at(a);
        double columnPlus = 0.0, columnMinus = 0.0;
        for (int b = 0; b < n; ++b) {
            columnPlus += w * preferenceDegree(pf, xa - at(b));
            columnMinus += w * preferenceDegree(pf, at(b) - xa);
        }
        plus += columnPlus;
        minus += columnMinus;
    }
    return plus / double(n - 1) - minus / double(n - 1);
}

std::optional<TrialRanker::Leaders> TrialRanker::leadersOf(const MovedFlows &moved) const
{
    Leaders leaders;
    if (moved.near.size() == 1) {
        leaders.tied = moved.near;
        return leaders;
    }
    // Several near the best: their net flows to the bit, tied as rankScores ties them (the group of the best score,
    // ranked by row).
    thread_local std::vector<double> exact;
    exact.clear();
    for (const int a : moved.near)
        exact.push_back(exactFlow(moved, a));
    const auto lead = std::max_element(exact.begin(), exact.end());
    if (lead == exact.end() || !std::isfinite(*lead))
        return std::nullopt;
    for (std::size_t i = 0; i < moved.near.size(); ++i)
        if (scoresTie(*lead, exact[i]))
            leaders.tied.push_back(moved.near[i]); // in row order
    const std::size_t front = std::size_t(std::find(moved.near.begin(), moved.near.end(), leaders.tied.front()) - moved.near.begin());
    leaders.score = exact[front];
    leaders.exact = true;
    return leaders;
}

std::optional<TrialRanker::Leaders> TrialRanker::leadersWith(int r0, std::initializer_list<std::pair<int, double>> changes,
                                                             MovedFlows &moved) const
{
    return moveFlows(r0, changes, moved) ? leadersOf(moved) : std::nullopt;
}

std::optional<int> TrialRanker::firstByFlows(int r0, std::initializer_list<std::pair<int, double>> changes) const
{
    thread_local MovedFlows moved;
    const std::optional<Leaders> leaders = leadersWith(r0, changes, moved);
    if (!leaders)
        return std::nullopt;
    return m_problem.rows[std::size_t(leaders->tied.front())];
}

std::optional<TrialRanker::Standing> TrialRanker::standingWithValues(int alternative, std::initializer_list<std::pair<int, double>> changes) const
{
    const int r0 = std::size_t(alternative) < m_rowOf.size() ? m_rowOf[std::size_t(alternative)] : -1;
    if (!m_flows || r0 < 0)
        return std::nullopt;
    thread_local MovedFlows moved;
    const std::optional<Leaders> leaders = leadersWith(r0, changes, moved);
    if (!leaders)
        return std::nullopt;
    Standing s;
    s.first = std::find(leaders->tied.begin(), leaders->tied.end(), r0) != leaders->tied.end();
    s.alone = s.first && leaders->tied.size() == 1;
    if (!s.first) { // points behind the ranking's first, from both net flows as the ranking has them
        const int front = leaders->tied.front();
        const double lead = leaders->exact ? leaders->score : exactFlow(moved, front);
        s.behind = std::abs(1.0 * (exactFlow(moved, r0) - lead) * 100.0);
    }
    return s;
}

int TrialRanker::firstWithOneValue(const ProjectData &trial, int alternative, int criterion) const
{
    if (std::size_t(alternative) < std::size_t(trial.alternativeCount()) && std::size_t(criterion) < std::size_t(trial.criterionCount()))
        if (const std::optional<int> first = clearFirstWithValues(alternative, {{criterion, trial.values.at(alternative, criterion)}}))
            return *first;
    return firstFeasible(trial, this);
}

bool TrialRanker::ranksQuickly(const ProjectData &project)
{
    if (needsScenario(project) || !project.constraints.empty() || !project.rules.empty())
        return false;
    return std::none_of(project.criteria.begin(), project.criteria.end(),
                        [](const Criterion &c) { return c.isFormula() || c.valueFunction; });
}

std::optional<TrialRanker> TrialRanker::make(const ProjectData &project)
{
    if (!ranksQuickly(project))
        return std::nullopt;
    EvaluationOptions options;
    options.stability = false;
    options.probe = true;
    const Evaluation e = evaluate(borrowed(project), options, 0);
    if (!e.problem())
        return std::nullopt;
    DecisionProblem problem = *e.problem();
    for (int j = 0; j < problem.criteria; ++j)
        if (problem.valued(j))
            return std::nullopt;
    return TrialRanker(std::move(problem), e.methodSettings());
}

std::optional<std::vector<RankedEntry>> TrialRanker::rank(const ProjectData &trial) const
{
    // One scratch problem per thread, its values overwritten for each trial (the rest is the project's).
    thread_local DecisionProblem scratch;
    thread_local quint64 owner = 0;
    if (owner != m_id) {
        scratch = m_problem;
        owner = m_id;
    }
    for (int r = 0; r < m_problem.alternatives; ++r) {
        const int a = m_problem.rows[std::size_t(r)];
        for (int j = 0; j < m_problem.criteria; ++j)
            scratch.values.set(r, j, trial.values.at(a, m_problem.columns[std::size_t(j)]));
    }
    return rankProblem(scratch, m_settings);
}

bool TrialRanker::monotoneInOwnNumbers() const
{
    // Not the weighted product, nor the max and sum normalisations: they refuse a value of 0, where a number's
    // range ends (−100 %), so "first" does not hold there though it does nearer (the test's oracle found one).
    if (m_settings.key() == QLatin1String("promethee"))
        return true;
    return m_settings.key() == QLatin1String("wsm")
        && (m_settings.wsm == Normalization::MinMax || m_settings.wsm == Normalization::Vector);
}

TrialEvaluator::TrialEvaluator(std::shared_ptr<const ProjectData> project) : m_project(std::move(project))
{
    static std::atomic<quint64> made{0};
    m_id = ++made;
}

std::optional<TrialEvaluator> TrialEvaluator::make(std::shared_ptr<const ProjectData> project)
{
    if (needsScenario(*project) || !ScenarioTrials::fits(*project))
        return std::nullopt;
    return TrialEvaluator(std::move(project));
}

const TrialEvaluator::Outcome &TrialEvaluator::evaluate(const ProjectData &trial) const
{
    // One scenario model per thread (its formulas are evaluated on the thread that compiled them), made again when
    // the thread tries another project. A model left behind by an evaluator gone is never used: its id is not reused.
    struct Scratch
    {
        quint64 owner = 0;
        std::unique_ptr<ScenarioTrials> model;
        RankableProblem problem; // the last trial's
        Outcome outcome;
    };
    thread_local Scratch scratch;
    if (scratch.owner != m_id) {
        scratch.model = std::make_unique<ScenarioTrials>(*m_project);
        scratch.problem = {};
        scratch.owner = m_id;
    }
    scratch.model->evaluate(trial, scratch.outcome.scenario);
    EvaluationOptions options;
    options.stability = false;
    scratch.outcome.ranking = trialRanking(trial, scratch.outcome.scenario, options, scratch.problem);
    return scratch.outcome;
}

// The first feasible alternative of a ranking (ranked feasible first), or −1.
static int firstFeasibleIn(const LiveRanking &ranking)
{
    for (const LiveRanking::Row &row : ranking.rows)
        if (row.feasible)
            return row.alternative;
    return -1;
}

int firstFeasible(const ProjectData &project, const TrialRanker *quick, const TrialEvaluator *numbers)
{
    if (quick) {
        // Every row is feasible (a project with gates is never ranked quickly): the first is the winner.
        const std::optional<std::vector<RankedEntry>> ranked = quick->rank(project);
        return ranked && !ranked->empty() ? quick->rows()[std::size_t(ranked->front().row)] : -1;
    }
    if (numbers)
        return firstFeasibleIn(numbers->evaluate(project).ranking);
    EvaluationOptions options;
    options.stability = false;
    options.probe = true; // a trial of the search
    return firstFeasibleOf(evaluate(borrowed(project), options, 0));
}

std::shared_ptr<const ProjectData> borrowed(const ProjectData &project)
{
    return {std::shared_ptr<const ProjectData>(), &project}; // aliasing, owning nothing
}

int firstFeasibleOf(const Evaluation &evaluation)
{
    return firstFeasibleIn(evaluation.ranking());
}

double relativeChange(const AssumptionNumber &number, double to)
{
    return (to - number.value) / (number.value != 0.0 ? std::abs(number.value) : 1.0);
}

void setNumber(ProjectData &p, const AssumptionNumber &number, double value)
{
    switch (number.kind) {
    case AssumptionNumber::Kind::Value:
        p.values.set(number.alternative, number.criterion, value);
        break;
    case AssumptionNumber::Kind::Attribute:
        p.alternatives[std::size_t(number.alternative)].attributes[number.attribute] = value;
        break;
    case AssumptionNumber::Kind::Parameter:
        for (Parameter &q : p.parameters)
            if (q.id == number.parameter)
                q.value = value;
        break;
    }
}

std::vector<ProjectData> trialCopies(const ProjectData &project, int threads)
{
    return std::vector<ProjectData>(std::size_t(std::max(1, threads)), project);
}

int searchThreads()
{
    return int(std::max(1u, std::thread::hardware_concurrency()));
}

ProjectData withNumber(const ProjectData &project, const AssumptionNumber &number, double value)
{
    ProjectData p = project;
    setNumber(p, number, value);
    return p;
}

bool quickToSearch(const ProjectData &project)
{
    const double cells = double(project.alternativeCount()) * double(std::max(1, project.criterionCount()));
    const double perAlternative = double(project.criterionCount()) + double(project.attributes.size());
    const double others = std::min(project.alternativeCount() - 1, kQuickWhatIfAlternatives);
    const double whatIfTrials = others * perAlternative * 2.0 * 240.0; // feasibility, then first: grid and bisection
    const double assumed = double(project.alternativeCount()) * perAlternative + double(project.parameters.size());
    const double assumptionTrials = assumed * 560.0; // the flip search and the range's 400 steps
    return (whatIfTrials + assumptionTrials) * cells <= kQuickSearchBudget;
}

bool exportCarriesSearches(const Evaluation &evaluation)
{
    const ProjectData &project = evaluation.project();
    if (quickToSearch(project))
        return true;
    if (project.alternativeCount() > kExportSearchAlternatives || project.criterionCount() > kExportSearchCriteria
        || !TrialRanker::ranksQuickly(project))
        return false;
    const QString method = evaluation.methodSettings().key();
    if (method == QLatin1String("wsm") || method == QLatin1String("promethee"))
        return true;
    // TOPSIS moves every row's distances at each trial: n² · m within kExportTopsisWork (200 × 20, 0.8 million, takes
    // about a second).
    const double n = project.alternativeCount(), m = project.criterionCount();
    return method == QLatin1String("topsis") && n * n * m <= kExportTopsisWork;
}

AssumptionReport analyzeAssumptions(const ProjectData &input, const std::atomic<bool> *cancel, std::atomic<int> *done,
                                    TrialMode mode)
{
    EvaluationOptions options;
    options.stability = false;
    // The active what-if scenario's numbers, applied once.
    return analyzeAssumptions(evaluate(applyActiveScenario(input), options), cancel, done, mode);
}

const AssumptionReport &assumptionsOf(const Evaluation &evaluation)
{
    return *evaluation.part<AssumptionReport>([&evaluation] { return analyzeAssumptions(evaluation); });
}

AssumptionReport analyzeAssumptions(const Evaluation &evaluation, const std::atomic<bool> *cancel, std::atomic<int> *done,
                                    TrialMode mode)
{
    const ProjectData project = rankedAs(evaluation); // its numbers, ranked as it ranks: every trial changes these
    AssumptionReport report;
    if (!evaluation.ranking().hasRanking()) {
        report.error = QStringLiteral("nothing can be ranked, so no number can change the winner");
        return report;
    }
    // With no alternative meeting every gate (a scenario's tighter budget) there is no winner to change: a number
    // matters where it makes one feasible, and first, and the search is the same with "nobody" (-1) as today's winner.
    const int base = firstFeasibleOf(evaluation);
    if (base >= 0)
        report.winner = project.alternatives[std::size_t(base)].name;

    // Every number resting on an assumption, with its distribution when the file gives one.
    std::vector<const Uncertainty *> ranges;
    report.numbers = numbersOf(project, -1, true, &ranges);

    // Each number on its own, one worker per core taking the next number; each trial ranked quickly where it can be,
    // else evaluated in numbers only.
    const std::optional<TrialRanker> quick = mode == TrialMode::Quick ? TrialRanker::make(project) : std::nullopt;
    const std::optional<TrialEvaluator> numbers =
        mode == TrialMode::Quick && !quick ? TrialEvaluator::make(borrowed(project)) : std::nullopt;
    bool failed = false;
    const int threads = searchThreads();
    std::vector<ProjectData> trials = trialCopies(project, threads);
    smaa::runParallel(int(report.numbers.size()), threads, cancel,
                      [&](int worker, int i) {
                          analyzeNumber(trials[std::size_t(worker)], base, report.numbers[std::size_t(i)], ranges[std::size_t(i)], cancel,
                                        quick ? &*quick : nullptr, numbers ? &*numbers : nullptr);
                          if (done)
                              done->fetch_add(1, std::memory_order_relaxed);
                      },
                      {}, failed);
    if (cancel && cancel->load()) {
        report.numbers.clear();
        report.cancelled = true;
        report.error = QStringLiteral("stopped before every number was ranked");
        return report;
    }

    for (AssumptionNumber &n : report.numbers) {
        const QString now = n.unit == QLatin1String("fraction") ? formatPercent(n.value) : formatQuantity(n.value, n.unit);
        const QString what = QStringLiteral("%1 %2 (%3)").arg(n.name, now,
                                                               n.stated ? QStringLiteral("assumed") : QStringLiteral("no source"));
        QString range = QStringLiteral("%1–%2").arg(numberText(n.low, n.unit), numberText(n.high, n.unit));
        if (n.assumedRange)
            range += QStringLiteral(", ±20 % as none is given");
        const QString beyond = n.flipRelative > 0 ? QStringLiteral("above") : QStringLiteral("below");
        const QString then = n.flipWinner == QLatin1String("nothing feasible") ? QStringLiteral("no alternative is feasible")
                                                                               : QStringLiteral("%1 wins").arg(n.flipWinner);
        if (n.flipValue)
            n.sentence = QStringLiteral("%1: %2 %3 %4; %5 %6 over %7.")
                             .arg(what, beyond, numberText(*n.flipValue, n.unit), then,
                                  changeProbabilityName(base < 0),
                                  formatPercent(n.pChange), range);
        else
            n.sentence = base >= 0 ? QStringLiteral("%1: no change within ±100 % of it changes the winner.").arg(what)
                                   : QStringLiteral("%1: no change within ±100 % of it makes an alternative feasible.").arg(what);
        if (n.pChange > 0.0)
            ++report.changing;
    }
    std::stable_sort(report.numbers.begin(), report.numbers.end(), [](const AssumptionNumber &a, const AssumptionNumber &b) {
        if (std::abs(a.pChange - b.pChange) > 1e-12)
            return a.pChange > b.pChange;
        if (bool(a.flipValue) != bool(b.flipValue))
            return bool(a.flipValue);
        return std::abs(a.flipRelative) < std::abs(b.flipRelative);
    });
    if (base < 0) {
        report.headline = report.changing > 0
            ? QStringLiteral("No alternative meets every gate; of the %1 assumed or unsourced numbers, %2 can make one feasible and first within their ranges.")
                  .arg(formatCount(std::int64_t(report.numbers.size())), formatCount(report.changing))
            : QStringLiteral("No alternative meets every gate, and none of the %1 assumed or unsourced numbers makes one feasible within its range.")
                  .arg(formatCount(std::int64_t(report.numbers.size())));
        return report;
    }
    report.headline = QStringLiteral("The recommendation, %1, rests on %2 assumed or unsourced numbers; %3 can change the winner within their ranges.")
                          .arg(report.winner, formatCount(std::int64_t(report.numbers.size())), formatCount(report.changing));
    if (report.changing == 0)
        report.headline = QStringLiteral("The recommendation, %1, rests on %2 assumed or unsourced numbers; none changes the winner within its range.")
                              .arg(report.winner, formatCount(std::int64_t(report.numbers.size())));
    return report;
}

} // namespace verdict
