#include "sensitivity.h"

#include "columnnormalize.h"

#include "analysis/normalize.h"
#include "analysis/rowblocks.h"

#include <algorithm>
#include <cstdint>
#include <cmath>
#include <limits>
#include <vector>

namespace verdict {

namespace {

// Score differences D(t) = A + t·B between two alternatives as criterion j's weight moves.
struct Line
{
    double atT0 = 0.0; // D(t0), clamped to ≥ 0 when the two tie
    double slope = 0.0;
};

// D(t0) for the pair; a current tie (within the ranking's tolerance) counts as zero. It depends on the scores
// only, so the loops below work it out once per pair, not once per criterion.
double differenceAtT0(double scoreA, double scoreB)
{
    return scoresTie(scoreA, scoreB) ? 0.0 : std::max(0.0, scoreA - scoreB);
}

// D(t) = D(t0) + (t − t0)·B for the pair.
Line differenceLine(double atT0, double slopeA, double slopeB)
{
    Line l;
    l.atT0 = atT0;
    l.slope = slopeA - slopeB;
    if (std::abs(l.slope) <= kTieTolerance * (std::abs(slopeA) + std::abs(slopeB)))
        l.slope = 0.0;
    return l;
}

// Where a pair's difference reaches zero on its way out of [0, 1] from t0, if it does.
struct Crossing
{
    double t = 0.0;
    bool below = false; // crosses when t decreases
    bool valid = false;
};

Crossing crossing(const Line &l, double t0)
{
    if (l.slope == 0.0)
        return {};
    // A crossing within rounding of 0 or 1 is a draw at the very end: the winner stays (jointly) first over the
    // whole range, so nobody takes over.
    constexpr double kEnd = 1e-12;
    const double r = t0 - l.atT0 / l.slope;
    if (l.slope > 0.0) { // D shrinks as t decreases
        if (r <= kEnd)
            return {};
        return {std::min(r, t0), true, true};
    }
    if (r >= 1.0 - kEnd)
        return {};
    return {std::max(r, t0), false, true};
}

struct Interval
{
    double lo = 0.0;
    double hi = 1.0;
    int below = -1;
    int above = -1;
    double belowSlope = 0.0; // the steepest crossing wins when several alternatives cross at one point
    double aboveSlope = 0.0;
};

void narrow(Interval &in, const Crossing &c, double slope, int who)
{
    if (!c.valid)
        return;
    constexpr double kSame = 1e-13;
    if (c.below) {
        const bool same = std::abs(c.t - in.lo) <= kSame;
        if (c.t > in.lo + kSame || (same && (in.below < 0 || slope > in.belowSlope))) {
            in.lo = std::max(in.lo, c.t);
            in.below = who;
            in.belowSlope = slope;
        }
    } else {
        const bool same = std::abs(c.t - in.hi) <= kSame;
        if (c.t < in.hi - kSame || (same && (in.above < 0 || slope < in.aboveSlope))) {
            in.hi = std::min(in.hi, c.t);
            in.above = who;
            in.aboveSlope = slope;
        }
    }
}

// True when the crossing of `l`, if it has one, lies surely past `in`'s edge on its side: more than 10⁻⁹ beyond
// it, far beyond rounding and beyond narrow()'s 10⁻¹³ for "the same point", so narrow() would leave `in` as it is.
// Decided with a multiplication instead of crossing()'s division, which most pairs of a big matrix then skip (the
// stability sentence runs on every edit of 10,000 × 200). NaNs and overflows are never "beyond".
bool beyond(const Interval &in, const Line &l, double t0)
{
    constexpr double kMargin = 1e-9, kRounding = 1.0 + 1e-12;
    if (l.slope > 0.0) // its crossing is t0 − D/B, below t0
        return l.atT0 > l.slope * (t0 - in.lo + kMargin) * kRounding;
    if (l.slope < 0.0) // t0 + D/|B|, above
        return l.atT0 > -l.slope * (in.hi - t0 + kMargin) * kRounding;
    return true; // parallel: no crossing
}

// Narrows `in` by the crossing of `l` at weight t0, the row `who`'s, unless it surely lies beyond it.
void consider(Interval &in, const Line &l, double t0, int who)
{
    if (!beyond(in, l, t0))
        narrow(in, crossing(l, t0), l.slope, who);
}

// The winner's lead over the runner-up as one cell (`row`, `column`) of either of them moves, the rest of the
// problem fixed. Only the column's normalisation depends on the cell besides the two rows' own values, and that
// reads the column's extremes or sums: the other cells' summary is made once, so each trial value costs O(1)
// instead of a pass over the column (the value search of 10,000 alternatives took seconds).
struct ValueSearch
{
    const DecisionProblem &problem;
    Normalization normalization;
    int column;
    int winner;
    int runnerUp;
    int row;
    double otherDifference = 0.0; // Σ_{k ≠ j} w_k (r_ak − r_bk)
    ColumnSummary others;         // the column without the cell under study

    // Winner minus runner-up with the cell set to v; nullopt where the normalisation is undefined. A valued
    // column searches its raw values: the cell's value is the function's (normalisation leaves it).
    std::optional<double> difference(double v) const
    {
        const auto j = std::size_t(column);
        const double a = row == winner ? v : problem.rawValue(winner, column);
        const double b = row == runnerUp ? v : problem.rawValue(runnerUp, column);
        if (problem.valued(column)) {
            const ValueFunction &f = *problem.valueFunctions[j];
            const double d = otherDifference + problem.weights[j] * (f.value(a) / 100.0 - f.value(b) / 100.0);
            return std::isfinite(d) ? std::optional<double>(d) : std::nullopt;
        }
        const auto t = columnTransform(withValue(others, v), problem.directions[j], problem.scaleMin[j],
                                       problem.scaleMax[j], normalization);
        if (!t)
            return std::nullopt;
        const double d = otherDifference + problem.weights[j] * (t->apply(a) - t->apply(b));
        if (!std::isfinite(d))
            return std::nullopt;
        return d;
    }

    // Scans from x0 towards `end` over a fine grid plus every breakpoint — where the cell becomes the column's
    // minimum or maximum (min-max and max normalisation), where a value function bends — so that between two
    // points the lead is monotone, then bisects the first bracket where the lead reaches 0.
    std::optional<double> search(double x0, double end) const
    {
        if (end == x0)
            return std::nullopt;
        constexpr int kGrid = 512;
        std::vector<double> points;
        points.reserve(kGrid + 2);
        for (int k = 1; k <= kGrid; ++k)
            points.push_back(x0 + (end - x0) * (double(k) / kGrid));
        const double lo = std::min(x0, end), hi = std::max(x0, end);
        const auto add = [&](double v) {
            if (v > lo && v < hi)
                points.push_back(v);
        };
        if (problem.valued(column)) {
            for (const ValuePoint &k : problem.valueFunctions[std::size_t(column)]->knots())
                add(k.x);
        } else if (normalization == Normalization::MinMax || normalization == Normalization::Max) {
            add(others.min);
            add(others.max);
        }
        const bool up = end > x0;
        std::sort(points.begin(), points.end(), [up](double a, double b) { return up ? a < b : a > b; });

        double inside = x0; // last point where the winner is still ahead
        for (double p : points) {
            const auto d = difference(p);
            if (!d)
                return std::nullopt; // the normalisation's domain ends here
            if (*d > 0.0) {
                inside = p;
                continue;
            }
            double outside = p;
            for (int it = 0; it < 200; ++it) {
                const double mid = inside + (outside - inside) / 2.0;
                if (mid == inside || mid == outside)
                    break;
                const auto dm = difference(mid);
                if (dm && *dm > 0.0)
                    inside = mid;
                else
                    outside = mid;
            }
            return outside;
        }
        return std::nullopt;
    }
};

std::optional<double> valueFlip(const DecisionProblem &problem, Normalization n, const Matrix &normalized, int winner,
                                int runnerUp, int row, int column)
{
    const auto j = std::size_t(column);
    if (!(problem.weights[j] > 0.0))
        return std::nullopt;
    ValueSearch s{problem, n, column, winner, runnerUp, row, 0.0, {}};
    if (!problem.valued(column)) {
        // The column without the row: row order, the row skipped.
        const auto rest = [&](int i) { return problem.rawValue(i < row ? i : i + 1, column); };
        s.others = summarizeColumnOf(problem.alternatives - 1, rest, problem.directions[j], n);
    }
    for (int k = 0; k < problem.criteria; ++k)
        if (k != column)
            s.otherDifference += problem.weights[std::size_t(k)] * (normalized.at(winner, k) - normalized.at(runnerUp, k));

    const double x0 = problem.rawValue(row, column);
    const auto d0 = s.difference(x0);
    if (!d0)
        return std::nullopt;
    if (*d0 <= 0.0)
        return x0; // already level

    double lo, hi;
    if (problem.valued(column)) { // flat beyond its end points: the flip, if any, is between them
        const std::vector<ValuePoint> knots = problem.valueFunctions[j]->knots();
        lo = std::min(x0, knots.front().x);
        hi = std::max(x0, knots.back().x);
    } else if (problem.scaleMin[j] && problem.scaleMax[j]) {
        lo = *problem.scaleMin[j];
        hi = *problem.scaleMax[j];
    } else {
        double base = std::abs(x0);
        if (base == 0.0) {
            for (int i = 0; i < problem.alternatives; ++i)
                base = std::max(base, std::abs(problem.values.at(i, column)));
            if (base == 0.0)
                base = 1.0;
        }
        lo = x0 - 10.0 * base;
        hi = x0 + 10.0 * base;
        if (problem.scaleMin[j])
            lo = std::max(lo, *problem.scaleMin[j]);
        if (problem.scaleMax[j])
            hi = std::min(hi, *problem.scaleMax[j]);
    }
    std::optional<double> best;
    for (double end : {hi, lo}) {
        if (end == x0)
            continue;
        const auto r = s.search(x0, end);
        if (r && (!best || std::abs(*r - x0) < std::abs(*best - x0)))
            best = r;
    }
    return best;
}

// Each group's interval of its local weight (GroupSensitivity): the slope of row i is Π (V_gi − H_i).
std::vector<GroupSensitivity> groupIntervals(const DecisionProblem &problem, const Matrix &r, const SensitivityResult &result,
                                             const std::vector<int> &rowsInPlay)
{
    const std::size_t g = problem.groups.size();
    const int m = problem.criteria;
    // V[group][row]: the group's value, Σ over its children of local weight × child's value. Children come after
    // their parents in DecisionProblem::groups, so one pass from the back sums each group before its parent.
    std::vector<std::vector<double>> value(g, std::vector<double>(std::size_t(problem.alternatives), 0.0));
    for (int k = 0; k < m; ++k)
        if (const int owner = problem.columnGroup[std::size_t(k)]; owner >= 0)
            for (int i = 0; i < problem.alternatives; ++i)
                value[std::size_t(owner)][std::size_t(i)] += problem.columnLocal[std::size_t(k)] * r.at(i, k);
    for (std::size_t q = g; q-- > 0;)
        if (const int parent = problem.groups[q].parent; parent >= 0)
            for (int i = 0; i < problem.alternatives; ++i)
                value[std::size_t(parent)][std::size_t(i)] += problem.groups[q].local * value[q][std::size_t(i)];

    std::vector<GroupSensitivity> out;
    for (std::size_t q = 0; q < g; ++q) {
        const DecisionProblem::Group &group = problem.groups[q];
        const double t0 = group.local;
        const double parentGlobal = group.parent < 0 ? 1.0 : problem.groups[std::size_t(group.parent)].global;
        // The siblings, criteria and groups, with their local weights and values.
        std::vector<std::pair<double, const double *>> siblings;
        std::vector<std::vector<double>> columnValues;
        for (int k = 0; k < m; ++k)
            if (problem.columnGroup[std::size_t(k)] == group.parent) {
                std::vector<double> v(std::size_t(problem.alternatives));
                for (int i = 0; i < problem.alternatives; ++i)
                    v[std::size_t(i)] = r.at(i, k);
                columnValues.push_back(std::move(v));
            }
        std::size_t column = 0;
        for (int k = 0; k < m; ++k)
            if (problem.columnGroup[std::size_t(k)] == group.parent)
                siblings.push_back({problem.columnLocal[std::size_t(k)], columnValues[column++].data()});
        for (std::size_t o = 0; o < g; ++o)
            if (o != q && problem.groups[o].parent == group.parent)
                siblings.push_back({problem.groups[o].local, value[o].data()});
        const auto slopeOf = [&](int i) {
            double rest = 0.0;
            if (t0 < 1.0) {
                for (const auto &[w, v] : siblings)
                    rest += w * v[i];
                rest /= 1.0 - t0;
            } else if (!siblings.empty()) { // the siblings all weigh 0: they would share equally
                for (const auto &[w, v] : siblings)
                    rest += v[i];
                rest /= double(siblings.size());
            }
            return parentGlobal * (value[q][std::size_t(i)] - rest);
        };
        Interval in;
        if (siblings.empty())
            in = Interval{t0, t0}; // an only child always has all of its parent's weight
        const double winnerSlope = slopeOf(result.winner);
        for (int i : rowsInPlay) {
            if (i == result.winner || siblings.empty())
                continue;
            const double atT0 = differenceAtT0(result.scores[std::size_t(result.winner)], result.scores[std::size_t(i)]);
            const Line l = differenceLine(atT0, winnerSlope, slopeOf(i));
            narrow(in, crossing(l, t0), l.slope, i);
        }
        out.push_back({int(q), t0, in.lo, in.hi, in.below, in.above});
    }
    return out;
}

} // namespace

std::optional<SensitivityResult> analyzeSensitivity(const DecisionProblem &problem, Normalization n,
                                                    Messages &messages, const std::vector<bool> &active,
                                                    SensitivityScope scope, SensitivityRows rowsLookedAt)
{
    return analyzeSensitivity(problem, n, messages, active, scope, rowsLookedAt, nullptr, nullptr);
}

namespace {

// Whether row i of `problem` takes part (`active`, else the problem's feasible flags, else every row).
struct InPlay
{
    const std::vector<bool> &flags;
    InPlay(const DecisionProblem &problem, const std::vector<bool> &active)
        : flags(active.empty() ? problem.feasible : active)
    {
    }
    bool operator()(int i) const { return std::size_t(i) >= flags.size() || flags[std::size_t(i)]; }
};

// Row i's score, summed in column order (the basis's arithmetic).
double basisScore(const DecisionProblem &problem, const ColumnTransform *ct, int i)
{
    const double *x = problem.values.row(i);
    double s = 0.0;
    for (int k = 0; k < problem.criteria; ++k)
        s += problem.weights[std::size_t(k)] * ct[k].apply(x[k]);
    return s;
}

// The problem's rows in play, in order.
std::vector<int> rowsInPlayOf(int rows, const InPlay &inPlay)
{
    std::vector<int> play;
    for (int i = 0; i < rows; ++i)
        if (inPlay(i))
            play.push_back(i);
    return play;
}

// The scores of the rows in play, in row order: what the basis's ranking ranks.
std::vector<double> playScores(const std::vector<double> &scores, const std::vector<int> &rowsInPlay)
{
    std::vector<double> play;
    play.reserve(rowsInPlay.size());
    for (int i : rowsInPlay)
        play.push_back(scores[std::size_t(i)]);
    return play;
}

// The basis's pass: a block of rows per core; each row is summed in column order whatever the blocks, and a least
// or greatest value does not depend on the order it is found in.
SensitivityBasis makeBasis(const DecisionProblem &problem, std::vector<ColumnTransform> transforms, const InPlay &inPlay,
                           int threads)
{
    const int rows = problem.alternatives, m = problem.criteria;
    SensitivityBasis basis;
    basis.transforms = std::move(transforms);
    const ColumnTransform *ct = basis.transforms.data();
    basis.scores.assign(std::size_t(rows), 0.0);
    const auto cols = std::size_t(m);
    const int blocks = rows::blockCount(rows);
    constexpr double kInf = std::numeric_limits<double>::infinity();
    std::vector<double> blockLow(std::size_t(blocks) * cols, kInf), blockHigh(std::size_t(blocks) * cols, -kInf);
    rows::forBlocks(rows, threads, [&](int block, int begin, int end) {
        double *low = blockLow.data() + std::size_t(block) * cols, *high = blockHigh.data() + std::size_t(block) * cols;
        for (int i = begin; i < end; ++i) {
            const double *x = problem.values.row(i);
            const bool counted = inPlay(i);
            double s = 0.0;
            for (int k = 0; k < m; ++k) {
                const double v = ct[k].apply(x[k]);
                s += problem.weights[std::size_t(k)] * v;
                if (counted) {
                    low[k] = std::min(low[k], v);
                    high[k] = std::max(high[k], v);
                }
            }
            basis.scores[std::size_t(i)] = s;
        }
    });
    basis.columnLow.assign(cols, kInf);
    basis.columnHigh.assign(cols, -kInf);
    for (int block = 0; block < blocks; ++block)
        for (std::size_t k = 0; k < cols; ++k) {
            basis.columnLow[k] = std::min(basis.columnLow[k], blockLow[std::size_t(block) * cols + k]);
            basis.columnHigh[k] = std::max(basis.columnHigh[k], blockHigh[std::size_t(block) * cols + k]);
        }
    basis.rowsInPlay = rowsInPlayOf(rows, inPlay);
    basis.ranking = rankScores(playScores(basis.scores, basis.rowsInPlay));
    return basis;
}

} // namespace

std::optional<SensitivityBasis> updatedBasis(const DecisionProblem &problem, Normalization n,
                                             const std::vector<ColumnTransform> &transforms, const SensitivityBasis &last,
                                             const std::vector<int> &rows, const std::vector<int> &columns,
                                             const std::vector<bool> &active)
{
    const auto cols = std::size_t(problem.criteria);
    if (n == Normalization::Sum || n == Normalization::Vector || transforms.size() != cols
        || last.transforms.size() != cols || last.columnLow.size() != cols || last.columnHigh.size() != cols
        || last.scores.size() != std::size_t(problem.alternatives) || problem.weights.size() != cols)
        return std::nullopt;
    for (int j : columns)
        if (j < 0 || std::size_t(j) >= cols || !sameTransform(transforms[std::size_t(j)], last.transforms[std::size_t(j)]))
            return std::nullopt;
    if (rowsInPlayOf(problem.alternatives, InPlay(problem, active)) != last.rowsInPlay)
        return std::nullopt; // the extremes and the ranking count other rows
    const std::vector<int> &play = last.rowsInPlay;
    SensitivityBasis basis = last;
    const ColumnTransform *ct = basis.transforms.data();
    for (int i : rows)
        if (i >= 0 && i < problem.alternatives)
            basis.scores[std::size_t(i)] = basisScore(problem, ct, i);
    // An edited column's extremes among the rows in play, found again in row order (the order makes no difference to
    // a least or greatest value but for the sign of a zero, and row order is the pass's within and across blocks).
    constexpr double kInf = std::numeric_limits<double>::infinity();
    for (int j : columns) {
        double low = kInf, high = -kInf;
        for (int i : play) {
            const double v = ct[j].apply(problem.values.row(i)[j]);
            low = std::min(low, v);
            high = std::max(high, v);
        }
        basis.columnLow[std::size_t(j)] = low;
        basis.columnHigh[std::size_t(j)] = high;
    }
    // The ranking: the edited rows in play, by their places among the rows in play, merged into the last one.
    std::vector<int> moved;
    for (int i : rows)
        if (const auto at = std::lower_bound(play.begin(), play.end(), i); at != play.end() && *at == i)
            moved.push_back(int(at - play.begin()));
    std::sort(moved.begin(), moved.end());
    moved.erase(std::unique(moved.begin(), moved.end()), moved.end());
    basis.ranking = rankScoresAfter(playScores(basis.scores, play), last.ranking, moved);
    return basis;
}

std::optional<SensitivityResult> analyzeSensitivity(const DecisionProblem &problem, Normalization n,
                                                    Messages &messages, const std::vector<bool> &active,
                                                    SensitivityScope scope, SensitivityRows rowsLookedAt,
                                                    const SensitivityBasis *from, SensitivityBasis *keep)
{
    // The normalised matrix is not made: each value is normalised where it is read, with the arithmetic of
    // normalize(), so to the same bits. An edit of 10,000 × 200 asks for the winner's intervals only, and making
    // the 16 MB matrix was half of that (docs/performance.md). The value flips and the groups read it made.
    const int rows = problem.alternatives, m = problem.criteria;
    const auto cols = std::size_t(m);
    const InPlay inPlay(problem, active);
    const std::vector<int> rowsInPlay = rowsInPlayOf(rows, inPlay);
    SensitivityBasis made;
    if (!from || from->scores.size() != std::size_t(rows) || from->transforms.size() != cols
        || from->rowsInPlay != rowsInPlay) {
        const auto threads = rows::threadCount(0, rows, m);
        auto transforms = columnTransforms(problem, n, messages, threads);
        if (!transforms)
            return std::nullopt;
        made = makeBasis(problem, std::move(*transforms), inPlay, threads);
        from = &made;
    }
    if (keep) {
        if (from == &made)
            *keep = std::move(made);
        else
            *keep = *from;
        from = keep;
    }
    const std::vector<ColumnTransform> *transforms = &from->transforms;
    const ColumnTransform *ct = transforms->data();
    const auto normalized = [&](int i, int k) { return ct[k].apply(problem.values.row(i)[k]); };

    SensitivityResult result;
    result.normalization = n;
    result.scores = from->scores;
    const std::vector<double> &columnLow = from->columnLow, &columnHigh = from->columnHigh;

    if (rowsInPlay.empty()) {
        messages.push_back(Message::plain(QStringLiteral("no alternative is feasible; there is no verdict to test")));
        return std::nullopt;
    }
    // The basis's ranking (made with its scores, or merged after an edit), its rows those of the problem.
    result.ranking = from->ranking;
    for (RankedEntry &e : result.ranking)
        e.row = rowsInPlay[std::size_t(e.row)];
    result.winner = result.ranking[0].row;
    result.runnerUp = result.ranking.size() > 1 ? result.ranking[1].row : -1;

    // S_i(t) = R_i + t · (r_ij − R_i) for criterion j: row i's slope as criterion j's weight moves.
    auto slopeOf = [&](int i, int j) {
        const double t0 = problem.weights[std::size_t(j)];
        const double own = normalized(i, j);
        double rest = 0.0;
        if (t0 <= 0.5) {
            // The other criteria's part of the score, S_i − w_j·r_ij, in O(1): with 1 − t0 ≥ ½ the subtraction
            // loses no more than the sum itself does. (This keeps the analysis O(n·m), which the workbench's
            // stability sentence needs on every edit of a big matrix.)
            rest = (result.scores[std::size_t(i)] - t0 * own) / (1.0 - t0);
        } else if (t0 < 1.0) {
            // A dominant weight (at most one criterion has one): sum the others so that nothing cancels.
            for (int k = 0; k < m; ++k)
                if (k != j)
                    rest += problem.weights[std::size_t(k)] * normalized(i, k);
            rest /= 1.0 - t0;
        } else if (m > 1) {
            for (int k = 0; k < m; ++k)
                if (k != j)
                    rest += normalized(i, k);
            rest /= double(m - 1);
        }
        return own - rest;
    };

    // Every criterion's intervals at once, a row at a time, so the matrix is read in memory order (one column at
    // a time strides across all rows: most of the time on 10,000 × 200). Each criterion still sees the rows in
    // the same order, which is what decides between crossings at one point.
    std::vector<Interval> top(cols), order(cols);
    std::vector<double> winnerSlope(cols), slopeP(cols), slopeQ(cols);
    const auto a = std::size_t(result.winner);
    for (int j = 0; j < m; ++j)
        winnerSlope[std::size_t(j)] = slopeOf(result.winner, j);
    // Row i narrows criterion j's interval only where the two lines cross inside it: at t0 ± D_i / |B_ij|, with
    // D_i the score difference and |B_ij| ≤ |winner's slope_j| + R, R the spread of the normalised values of the
    // rows in play (a row's slope is one of its values minus a weighted mean of its others). So once an interval
    // is known to lie within h_j of t0, a row with D_i > (|winner's slope_j| + R)·(h_j + 10⁻⁹) crosses beyond it
    // by more than 10⁻⁹ — far beyond rounding and narrow()'s 10⁻¹³ — and leaves it as it is whenever it comes.
    // The nearest rows in the ranking bound h_j; then each criterion looks, in row order as before, only at the
    // rows within its reach. The answers are those of looking at every row (SensitivityRows::Every).
    std::vector<double> reach(cols, std::numeric_limits<double>::infinity()); // look at row i for j iff D_i ≤ reach_j
    constexpr std::size_t kNearest = 64;
    if (rowsLookedAt == SensitivityRows::Pruned && rowsInPlay.size() > 2 * kNearest) {
        const double low = *std::min_element(columnLow.begin(), columnLow.end());
        const double high = *std::max_element(columnHigh.begin(), columnHigh.end());
        std::vector<Interval> nearest(cols);
        for (std::size_t e = 1; e <= kNearest && e < result.ranking.size(); ++e) {
            const int i = result.ranking[e].row;
            const double atT0 = differenceAtT0(result.scores[a], result.scores[std::size_t(i)]);
            for (int j = 0; j < m; ++j) {
                consider(nearest[std::size_t(j)], differenceLine(atT0, winnerSlope[std::size_t(j)], slopeOf(i, j)),
                         problem.weights[std::size_t(j)], i);
            }
        }
        const double spread = high - low;
        // (plus a hair for the rounding of the slopes, which matters only when every value is the same)
        const double slack = 1e-9 * (1.0 + std::abs(low) + std::abs(high));
        for (int j = 0; j < m; ++j) {
            const double t0 = problem.weights[std::size_t(j)];
            const Interval &in = nearest[std::size_t(j)];
            double bound = 0.0;
            if (t0 <= 0.5) {
                // Closer, side by side. With r the normalised values and S the scores, row i's slope is
                // (r_ij − S_i) / (1 − t0), so B_ij = (r_aj − r_ij − D_i) / (1 − t0) against the winner a, to within
                // far less than `slack` (t0 ≤ ½: the O(1) slope above). Row i crosses below t0 within h only if
                // D_i (1 − t0) ≤ h (r_aj − r_ij − D_i), so only if D_i ≤ h (r_aj − min_j + slack) / (1 − t0 + h);
                // above within h only if D_i (1 − t0 − h) ≤ h (max_j − r_aj + slack), min_j and max_j being
                // column j's least and greatest normalised value in play. A winner at its column's top is not
                // crossed from above at all but by a tie, and only ties are looked at there.
                const double own = normalized(result.winner, j);
                const double below = (t0 - in.lo + 1e-9) * (1.0 + 1e-12);
                const double above = (in.hi - t0 + 1e-9) * (1.0 + 1e-12);
                const double fromBelow = below * (own - columnLow[std::size_t(j)] + slack) / (1.0 - t0 + below);
                // (less a margin, so that rounding never makes the denominator larger than it is)
                const double room = 1.0 - t0 - above - 1e-12;
                const double fromAbove = room > 0.0 ? above * (columnHigh[std::size_t(j)] - own + slack) / room
                                                    : std::numeric_limits<double>::infinity();
                bound = std::max(fromBelow, fromAbove) * (1.0 + 1e-9);
            } else {
                const double within = std::max(t0 - in.lo, in.hi - t0) + 1e-9;
                bound = (std::abs(winnerSlope[std::size_t(j)]) + spread + slack) * within * (1.0 + 1e-9);
            }
            if (std::isfinite(bound)) // a value that is not finite: every row, as before
                reach[std::size_t(j)] = bound;
        }
    }
    // The criteria by reach, widest first: a row looks at the ones that reach it, a prefix of this order.
    std::vector<int> byReach(cols);
    for (int j = 0; j < m; ++j)
        byReach[std::size_t(j)] = j;
    std::stable_sort(byReach.begin(), byReach.end(),
                     [&](int x, int y) { return reach[std::size_t(x)] > reach[std::size_t(y)]; });
    for (int i : rowsInPlay) {
        if (i == result.winner)
            continue;
        const double atT0 = differenceAtT0(result.scores[a], result.scores[std::size_t(i)]);
        for (int j : byReach) {
            if (!(atT0 <= reach[std::size_t(j)]))
                break; // too far behind to cross this criterion's interval, or any after it
            consider(top[std::size_t(j)], differenceLine(atT0, winnerSlope[std::size_t(j)], slopeOf(i, j)),
                     problem.weights[std::size_t(j)], i);
        }
    }
    for (std::size_t e = 1; scope == SensitivityScope::Full && e < result.ranking.size(); ++e) {
        const int p = result.ranking[e - 1].row, q = result.ranking[e].row;
        const double atT0 = differenceAtT0(result.scores[std::size_t(p)], result.scores[std::size_t(q)]);
        for (int j = 0; j < m; ++j) {
            slopeP[std::size_t(j)] = slopeOf(p, j);
            slopeQ[std::size_t(j)] = slopeOf(q, j);
        }
        for (int j = 0; j < m; ++j)
            consider(order[std::size_t(j)], differenceLine(atT0, slopeP[std::size_t(j)], slopeQ[std::size_t(j)]),
                     problem.weights[std::size_t(j)], q);
    }

    for (int j = 0; j < m; ++j) {
        const double t0 = problem.weights[std::size_t(j)];
        CriterionSensitivity c;
        c.column = j;
        c.weight = t0;
        c.topLow = top[std::size_t(j)].lo;
        c.topHigh = top[std::size_t(j)].hi;
        c.below = top[std::size_t(j)].below;
        c.above = top[std::size_t(j)].above;
        c.rankingLow = order[std::size_t(j)].lo;
        c.rankingHigh = order[std::size_t(j)].hi;
        result.criteria.push_back(c);

        for (const auto &[to, who] : {std::pair{c.topLow, c.below}, std::pair{c.topHigh, c.above}}) {
            if (who < 0)
                continue;
            const double change = std::abs(to - t0);
            if (!result.smallestFlip || change < result.smallestFlip->change)
                result.smallestFlip = WeightFlip{j, to, who, change};
        }
    }

    const bool flips = scope == SensitivityScope::Full && result.runnerUp >= 0;
    if (!problem.hasTree() && !flips)
        return result;
    const Matrix r = normalizedMatrix(problem, *transforms);
    if (problem.hasTree())
        result.groups = groupIntervals(problem, r, result, rowsInPlay);

    if (flips)
        for (int row : {result.winner, result.runnerUp})
            for (int j = 0; j < m; ++j)
                result.valueFlips.push_back(
                    {row, j, problem.rawValue(row, j), valueFlip(problem, n, r, result.winner, result.runnerUp, row, j)});
    return result;
}

} // namespace verdict
