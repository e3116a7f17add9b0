#include "sweep.h"

#include "analysis/ranking.h"
#include "analysis/weights.h"

#include <algorithm>
#include <cmath>

namespace verdict {

double SweepLine::at(double t) const
{
    if (samples.size() < 2)
        return at0 + (at1 - at0) * t;
    const double x = std::clamp(t, 0.0, 1.0) * double(samples.size() - 1);
    const std::size_t k = std::min(std::size_t(x), samples.size() - 2);
    return samples[k] + (samples[k + 1] - samples[k]) * (x - double(k));
}

namespace {

// The best eligible row of `scores` (the method's direction); -1 when none.
int bestRow(const std::vector<double> &scores, const std::vector<bool> &eligible, bool higherIsBetter)
{
    int best = -1;
    for (std::size_t r = 0; r < scores.size(); ++r) {
        if (!eligible[r] || !std::isfinite(scores[r]))
            continue;
        const double a = scores[r], b = best < 0 ? 0.0 : scores[std::size_t(best)];
        if (best < 0 || (!scoresTie(a, b) && (higherIsBetter ? a > b : a < b)))
            best = int(r);
    }
    return best;
}

// The sweep of a method whose scores are not linear in the weight: the method ranked again at kSweepSamples
// weights; where the winner changes between two samples, the crossing bisected to 1e-6 of the weight.
void sampledSweep(const ScoredProblem &s, int column, std::vector<SweepLine> &rows, std::vector<bool> &eligible,
                  std::vector<Crossover> &crossovers)
{
    DecisionProblem p = s.problem;
    const bool higher = s.higherIsBetter();
    const auto scoresAt = [&](double t) {
        p.weights = rescaleWeights(s.problem.weights, column, t);
        return rescore(p, s.method).value_or(std::vector<double>(std::size_t(p.alternatives), kMissing));
    };
    std::vector<double> previous;
    for (int k = 0; k < kSweepSamples; ++k) {
        const double t = double(k) / double(kSweepSamples - 1);
        std::vector<double> scores = scoresAt(t);
        for (std::size_t r = 0; r < rows.size(); ++r)
            rows[r].samples.push_back(scores[r]);
        if (k > 0) {
            double lo = double(k - 1) / double(kSweepSamples - 1), hi = t;
            int from = bestRow(previous, eligible, higher), to = bestRow(scores, eligible, higher);
            if (from >= 0 && to >= 0 && from != to) {
                std::vector<double> atHi = scores;
                for (int i = 0; i < 40 && hi - lo > 1e-6; ++i) {
                    const double mid = 0.5 * (lo + hi);
                    std::vector<double> atMid = scoresAt(mid);
                    if (bestRow(atMid, eligible, higher) == from) {
                        lo = mid;
                    } else {
                        hi = mid;
                        atHi = std::move(atMid);
                    }
                }
                Crossover c;
                c.weight = hi;
                c.to = bestRow(atHi, eligible, higher);
                c.from = from;
                c.score = atHi[std::size_t(c.to)];
                crossovers.push_back(c);
            }
        }
        previous = std::move(scores);
    }
    for (SweepLine &line : rows) {
        line.at0 = line.samples.front();
        line.at1 = line.samples.back();
    }
}

} // namespace

std::vector<Crossover> envelopeCrossovers(const std::vector<SweepLine> &lines, const std::vector<bool> &eligible)
{
    std::vector<Crossover> out;
    const auto slope = [&](int i) { return lines[std::size_t(i)].at1 - lines[std::size_t(i)].at0; };
    // The winner at t = 0: the highest score; among tied scores the steepest.
    int current = -1;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        if (!eligible[i])
            continue;
        const int k = int(i);
        if (current < 0)
            current = k;
        else if (const double a = lines[i].at0, b = lines[std::size_t(current)].at0; scoresTie(a, b)) {
            if (slope(k) > slope(current))
                current = k;
        } else if (a > b) {
            current = k;
        }
    }
    double t = 0.0;
    while (current >= 0) {
        // The first line to catch up with the current winner after t; at equal t the steepest.
        int next = -1;
        double nextT = 2.0;
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const int k = int(i);
            if (!eligible[i] || k == current || !(slope(k) > slope(current)))
                continue;
            const double tk = (lines[std::size_t(current)].at0 - lines[i].at0) / (slope(k) - slope(current));
            // A meeting at t = 1 (within rounding) is a tie at the end, not a change of winner.
            if (!(tk >= t) || tk >= 1.0 - 1e-9)
                continue;
            if (next < 0 || tk < nextT - 1e-12 || (std::abs(tk - nextT) <= 1e-12 && slope(k) > slope(next))) {
                next = k;
                nextT = tk;
            }
        }
        if (next < 0)
            break;
        Crossover c;
        c.weight = nextT;
        c.score = lines[std::size_t(current)].at(nextT);
        c.from = current;
        c.to = next;
        out.push_back(c);
        current = next;
        t = nextT;
    }
    return out;
}

SweepData sweepData(const ChartInput &input, int profile, const QString &criterionId)
{
    SweepData data;
    const std::optional<ScoredProblem> s = scoreProblem(input, profile, data.messages);
    if (!s)
        return data;
    int column = -1;
    if (!criterionId.isEmpty()) {
        const int c = input.project.indexOfCriterion(criterionId);
        column = c >= 0 ? s->columnOf(c) : -1;
        if (column < 0) {
            data.messages.push_back(Message::plain(
                QStringLiteral("'%1' is not a ranked criterion of the project").arg(criterionId)));
            return data;
        }
    } else {
        for (int c = 0; c < s->problem.criteria; ++c)
            if (column < 0 || s->problem.weights[std::size_t(c)] > s->problem.weights[std::size_t(column)])
                column = c;
    }
    data.criterion = s->problem.columns[std::size_t(column)];
    data.label = s->problem.columnLabel(column);
    const double wj = s->problem.weights[std::size_t(column)];
    data.current = wj;

    data.method = s->method.key();
    data.higherIsBetter = s->higherIsBetter();

    std::vector<SweepLine> rows;
    std::vector<bool> eligible;
    if (data.method != QLatin1String("wsm")) {
        for (int r = 0; r < s->problem.alternatives; ++r) {
            SweepLine line;
            line.alternative = s->problem.rows[std::size_t(r)];
            line.name = input.project.alternatives[std::size_t(line.alternative)].name;
            line.feasible = s->feasible[std::size_t(r)];
            rows.push_back(line);
            eligible.push_back(line.feasible);
        }
        sampledSweep(*s, column, rows, eligible, data.crossovers);
    }
    const int m = s->problem.criteria;
    const double rest = 1.0 - wj;
    for (int r = 0; r < s->problem.alternatives && data.method == QLatin1String("wsm"); ++r) {
        SweepLine line;
        line.alternative = s->problem.rows[std::size_t(r)];
        line.name = input.project.alternatives[std::size_t(line.alternative)].name;
        line.feasible = s->feasible[std::size_t(r)];
        line.at1 = s->normalized(r, column);
        // The other criteria with their weights renormalised; equal shares when this one holds all the weight.
        double other = 0.0;
        for (int c = 0; c < m; ++c) {
            if (c == column)
                continue;
            const double w = rest > 0.0 ? s->problem.weights[std::size_t(c)] / rest : 1.0 / double(m - 1);
            other += w * s->normalized(r, c);
        }
        line.at0 = m > 1 ? other : line.at1;
        rows.push_back(line);
        eligible.push_back(line.feasible);
    }
    if (data.method == QLatin1String("wsm"))
        data.crossovers = envelopeCrossovers(rows, eligible);
    for (Crossover &c : data.crossovers) {
        c.from = rows[std::size_t(c.from)].alternative;
        c.to = rows[std::size_t(c.to)].alternative;
    }
    // Lines in project order, so colours and legends are stable.
    std::sort(rows.begin(), rows.end(), [](const SweepLine &a, const SweepLine &b) { return a.alternative < b.alternative; });
    data.lines = std::move(rows);
    return data;
}

} // namespace verdict
