#include "valuesampler.h"

#include "columnnormalize.h"
#include "smaakernels.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace verdict::smaa {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

bool needsPositive(Normalization n)
{
    return n == Normalization::Max || n == Normalization::Sum;
}

double centre(const Uncertainty &u)
{
    switch (u.kind) {
    case UncertaintyKind::Interval:
        return u.low + (u.high - u.low) / 2.0;
    case UncertaintyKind::Triangular:
        return u.likely;
    case UncertaintyKind::Normal:
        return u.mean;
    }
    return u.mean;
}

// The smallest positive double that keeps 1/x finite; the lower end of the range under positive-only
// normalisations.
constexpr double kTinyPositive = 1e-300;

void range(const DecisionProblem &p, Normalization n, int column, double &low, double &high)
{
    // A draw of a valued column is a raw value, valued by the function (flat beyond its end points): any is
    // admitted.
    if (p.valued(column)) {
        low = -kInf;
        high = kInf;
        return;
    }
    low = p.scaleMin[std::size_t(column)].value_or(-kInf);
    high = p.scaleMax[std::size_t(column)].value_or(kInf);
    if (needsPositive(n))
        low = std::max(low, kTinyPositive);
}

} // namespace

ValueSampler::ValueSampler(const DecisionProblem &problem, Normalization normalization, std::vector<UncertainCell> cells)
    : m_problem(problem), m_normalization(normalization)
{
    std::map<int, std::vector<Cell>> byColumn;
    for (const UncertainCell &c : cells)
        byColumn[c.column].push_back({c.row, c.distribution, centre(c.distribution)});
    for (auto &[column, list] : byColumn) {
        Column col;
        col.column = column;
        col.raw = problem.values.columnValues(column);
        // Interval cells first, then triangular, then normal; by row within a kind.
        std::sort(list.begin(), list.end(), [](const Cell &a, const Cell &b) {
            return int(a.u.kind) != int(b.u.kind) ? int(a.u.kind) < int(b.u.kind) : a.row < b.row;
        });
        range(problem, normalization, column, col.low, col.high);
        for (Cell &cell : list) {
            cell.fallback = std::clamp(cell.fallback, col.low, col.high);
            const Uncertainty &u = cell.u;
            switch (u.kind) {
            case UncertaintyKind::Interval:
                ++col.intervals;
                col.p0.push_back(u.low);
                col.p1.push_back(u.high);
                col.p2.push_back(0.0);
                break;
            case UncertaintyKind::Triangular:
                ++col.triangulars;
                col.p0.push_back(u.low);
                col.p1.push_back(u.likely);
                col.p2.push_back(u.high);
                break;
            case UncertaintyKind::Normal:
                ++col.normals;
                col.p0.push_back(u.mean);
                col.p1.push_back(u.sd);
                col.p2.push_back(0.0);
                break;
            }
        }
        for (const Cell &cell : list)
            col.rows.push_back(cell.row);
        col.cells = std::move(list);
        m_columns.push_back(std::move(col));
        m_columnIndex.push_back(column);
    }
}

double ValueSampler::drawCell(random::Xoshiro256 &rng, const Cell &cell, double low, double high) const
{
    const Uncertainty &u = cell.u;
    for (int attempt = 0; attempt < 64; ++attempt) {
        double x = 0.0;
        switch (u.kind) {
        case UncertaintyKind::Interval:
            x = u.low + (u.high - u.low) * rng.uniform();
            break;
        case UncertaintyKind::Triangular:
            x = random::triangular(rng, u.low, u.likely, u.high);
            break;
        case UncertaintyKind::Normal:
            x = u.mean + u.sd * random::normal(rng);
            break;
        }
        if (x >= low && x <= high)
            return x;
    }
    return cell.fallback;
}

bool ValueSampler::draw(random::Xoshiro256 &rng, double *out, Scratch &scratch) const
{
    const int n = m_problem.alternatives;
    // Bulk uniforms come from four generators in vector lanes, seeded from this draw's stream.
    std::uint64_t lanes[16];
    for (int l = 0; l < 4; ++l) {
        const random::Xoshiro256 g(rng.next());
        for (int w = 0; w < 4; ++w)
            lanes[4 * w + l] = g.state()[w];
    }
    for (std::size_t k = 0; k < m_columns.size(); ++k) {
        const Column &col = m_columns[k];
        const int cells = int(col.cells.size()), bounded = col.intervals + col.triangulars;
        scratch.values.assign(col.raw.begin(), col.raw.end());
        scratch.uniforms.resize(std::size_t(bounded) + 4);
        scratch.drawn.resize(std::size_t(cells) + 1);
        double *u = scratch.uniforms.data(), *x = scratch.drawn.data();
        // Uniforms for the interval and triangular cells, then accepted polar pairs for the normal ones.
        uniforms4(lanes, u, bounded);
        intervalFromUniform(col.p0.data(), col.p1.data(), u, col.intervals, x);
        triangularFromUniform(col.p0.data() + col.intervals, col.p1.data() + col.intervals,
                              col.p2.data() + col.intervals, u + col.intervals, col.triangulars, x + col.intervals);
        if (col.normals > 0) {
            const int pairs = (col.normals + 1) / 2;
            scratch.pairs.resize(std::size_t(pairs + 1) * 3);
            double *uvs = scratch.pairs.data();
            // Candidate points in batches of uniforms (π/4 of them are accepted; a batch covers most columns).
            const int batch = 4 * ((2 * pairs * 4 / 3 + 16) / 4);
            scratch.candidates.resize(std::size_t(batch));
            double *cand = scratch.candidates.data();
            int used = batch;
            for (int a = 0; a < pairs;) { // branch-free: a candidate is always written, kept if accepted
                if (used == batch) {
                    uniforms4(lanes, cand, batch);
                    used = 0;
                }
                const double pu = 2.0 * cand[used] - 1.0;
                const double pv = 2.0 * cand[used + 1] - 1.0;
                used += 2;
                const double ps = pu * pu + pv * pv;
                uvs[3 * a] = pu;
                uvs[3 * a + 1] = pv;
                uvs[3 * a + 2] = ps;
                a += int((ps > 0.0) & (ps < 1.0));
            }
            // Standard normals (an even count) after the uniforms, then shifted and scaled.
            scratch.uniforms.resize(std::size_t(bounded) + 4 + std::size_t(2 * pairs));
            double *z = scratch.uniforms.data() + bounded + 4;
            polarNormals(uvs, pairs, z);
            normalFromStandard(col.p0.data() + bounded, col.p1.data() + bounded, z, col.normals, x + bounded);
        }
        // Truncation: out-of-range draws are redrawn one by one, in cell order, from the same stream.
        if (!allWithin(x, cells, col.low, col.high))
            for (int c = 0; c < cells; ++c)
                if (!(x[c] >= col.low && x[c] <= col.high))
                    x[c] = drawCell(rng, col.cells[std::size_t(c)], col.low, col.high);
        double *values = scratch.values.data();
        // Uncertainty passes through a value function: the raw draw's value.
        if (const ValueFunction *f = m_problem.valued(col.column) ? &*m_problem.valueFunctions[std::size_t(col.column)] : nullptr)
            for (int c = 0; c < cells; ++c)
                x[c] = f->value(x[c]) / 100.0;
        for (int c = 0; c < cells; ++c)
            values[col.rows[std::size_t(c)]] = x[c];
        const auto t = columnTransform(values, n, m_problem.directions[std::size_t(col.column)],
                                       m_problem.scaleMin[std::size_t(col.column)],
                                       m_problem.scaleMax[std::size_t(col.column)], m_normalization,
                                       m_problem.valued(col.column));
        if (!t)
            return false;
        double *o = out + k * std::size_t(n);
        if (t->reciprocal)
            reciprocalColumn(values, n, t->a, t->d, o);
        else
            affineColumn(values, n, t->b, t->c, t->d, o);
    }
    return true;
}

bool ValueSampler::check(const DecisionProblem &problem, Normalization normalization,
                         const std::vector<UncertainCell> &cells, Messages &messages)
{
    bool ok = true;
    for (const UncertainCell &c : cells) {
        const Uncertainty &u = c.distribution;
        double low, high;
        range(problem, normalization, c.column, low, high);
        const QString where = problem.cellPointer(c.row, c.column);
        const QString who = QStringLiteral("the uncertainty of %1 for %2").arg(problem.rowName(c.row),
                                                                               problem.columnLabel(c.column));
        auto fail = [&](const QString &text) {
            messages.push_back(Message::at(where, who + QStringLiteral(" ") + text));
            ok = false;
        };
        const bool finite = std::isfinite(u.low) && std::isfinite(u.high) && std::isfinite(u.likely)
            && std::isfinite(u.mean) && std::isfinite(u.sd);
        if (!finite) {
            fail(QStringLiteral("has a non-finite parameter"));
            continue;
        }
        switch (u.kind) {
        case UncertaintyKind::Interval:
        case UncertaintyKind::Triangular:
            if (u.low > u.high || (u.kind == UncertaintyKind::Triangular && !(u.low <= u.likely && u.likely <= u.high)))
                fail(QStringLiteral("needs low <= likely <= high"));
            else if (u.high < low || u.low > high || (u.high == low && needsPositive(normalization) && u.low < low))
                fail(QStringLiteral("lies outside the values the criterion admits (%1 to %2)")
                         .arg(low == kTinyPositive ? QStringLiteral("above 0") : QString::number(low), QString::number(high)));
            break;
        case UncertaintyKind::Normal:
            if (u.sd < 0.0)
                fail(QStringLiteral("has a negative standard deviation"));
            else if (u.mean < low || u.mean > high)
                fail(QStringLiteral("has its mean %1 outside the values the criterion admits (%2 to %3)")
                         .arg(QString::number(u.mean), low == kTinyPositive ? QStringLiteral("above 0") : QString::number(low),
                              QString::number(high)));
            break;
        }
    }
    return ok;
}

} // namespace verdict::smaa
