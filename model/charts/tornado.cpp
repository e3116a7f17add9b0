#include "tornado.h"

#include "analysis/weights.h"


#include <algorithm>
#include <cmath>

namespace verdict {

namespace {

// The margin of row `a` over row `b` with `problem` (weights or values already changed), ranked again by `method`
// (PROMETHEE's, TOPSIS's and VIKOR's scores depend on every row): the score difference in the better direction, or
// NaN when the method refuses the changed problem.
double margin(const DecisionProblem &problem, const MethodSettings &method, int a, int b)
{
    const std::optional<std::vector<double>> scores = rescore(problem, method);
    if (!scores)
        return kMissing;
    const double d = (*scores)[std::size_t(a)] - (*scores)[std::size_t(b)];
    return method.higherIsBetter() ? d : -d;
}

std::pair<double, double> valueRange(const Alternative &a, const Criterion &criterion, double value)
{
    double lo = value - std::abs(value) * kTornadoRelativeChange;
    double hi = value + std::abs(value) * kTornadoRelativeChange;
    if (const auto it = a.uncertainty.find(criterion.id); it != a.uncertainty.end() && !criterion.isFormula()) {
        const Uncertainty &u = it->second;
        if (u.kind == UncertaintyKind::Normal)
            lo = u.mean - 2.0 * u.sd, hi = u.mean + 2.0 * u.sd;
        else
            lo = u.low, hi = u.high;
    }
    if (criterion.scaleMin)
        lo = std::max(lo, *criterion.scaleMin), hi = std::max(hi, *criterion.scaleMin);
    if (criterion.scaleMax)
        lo = std::min(lo, *criterion.scaleMax), hi = std::min(hi, *criterion.scaleMax);
    return {lo, hi};
}

} // namespace

TornadoData tornadoData(const ChartInput &input, int profile)
{
    TornadoData data;
    const std::optional<ScoredProblem> s = scoreProblem(input, profile, data.messages);
    if (!s)
        return data;
    const int w = s->winner(), r = s->runnerUp();
    if (w < 0 || r < 0) {
        data.messages.push_back(Message::plain(QStringLiteral("the tornado needs two feasible alternatives")));
        return data;
    }
    const ProjectData &project = input.project;
    data.winner = s->problem.rows[std::size_t(w)];
    data.runnerUp = s->problem.rows[std::size_t(r)];
    data.winnerName = project.alternatives[std::size_t(data.winner)].name;
    data.runnerUpName = project.alternatives[std::size_t(data.runnerUp)].name;
    data.method = s->method.key();
    data.margin = s->marginPoints(w, r) / 100.0;

    std::vector<TornadoBar> bars;
    DecisionProblem p = s->problem;
    for (int c = 0; c < p.criteria; ++c) {
        const Criterion &criterion = project.criteria[std::size_t(p.columns[std::size_t(c)])];
        TornadoBar bar;
        bar.kind = TornadoBar::Kind::Weight;
        bar.criterion = p.columns[std::size_t(c)];
        bar.label = QStringLiteral("%1 weight").arg(criterion.name);
        for (const bool low : {true, false}) {
            p.weights = rescaleWeights(s->problem.weights, c,
                                       s->problem.weights[std::size_t(c)] * (low ? 1.0 - kTornadoRelativeChange : 1.0 + kTornadoRelativeChange));
            (low ? bar.lowInput : bar.highInput) = p.weights[std::size_t(c)];
            (low ? bar.lowMargin : bar.highMargin) = margin(p, s->method, w, r);
        }
        p.weights = s->problem.weights;
        bars.push_back(bar);
    }
    for (const int row : {w, r}) {
        const int alternative = s->problem.rows[std::size_t(row)];
        const Alternative &a = project.alternatives[std::size_t(alternative)];
        for (int c = 0; c < p.criteria; ++c) {
            const Criterion &criterion = project.criteria[std::size_t(p.columns[std::size_t(c)])];
            // In raw units; a value function's column takes the function's value of each end.
            const double value = s->problem.values.at(row, c);
            const auto [lo, hi] = valueRange(a, criterion, s->problem.rawValue(row, c));
            const auto cellValue = [&](double x) { return p.valued(c) ? p.valueFunctions[std::size_t(c)]->value(x) / 100.0 : x; };
            TornadoBar bar;
            bar.kind = TornadoBar::Kind::Value;
            bar.criterion = p.columns[std::size_t(c)];
            bar.alternative = alternative;
            bar.label = QStringLiteral("%1: %2").arg(a.name, criterionLabel(criterion));
            bar.lowInput = lo;
            bar.highInput = hi;
            for (const bool low : {true, false}) {
                p.values.set(row, c, cellValue(low ? lo : hi));
                (low ? bar.lowMargin : bar.highMargin) = margin(p, s->method, w, r);
            }
            p.values.set(row, c, value);
            if (std::isfinite(bar.lowMargin) && std::isfinite(bar.highMargin))
                bars.push_back(bar);
        }
    }
    std::stable_sort(bars.begin(), bars.end(), [](const TornadoBar &a, const TornadoBar &b) { return a.swing() > b.swing(); });
    if (bars.size() > std::size_t(kTornadoBars))
        bars.resize(std::size_t(kTornadoBars));
    data.bars = std::move(bars);
    return data;
}

} // namespace verdict
