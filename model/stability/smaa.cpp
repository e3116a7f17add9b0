#include "smaa.h"

#include "parallel.h"
#include "smaakernels.h"
#include "weightsampler.h"

#include "analysis/normalize.h"
#include "display/format.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <thread>

namespace verdict {

std::array<double, 2> wilsonInterval(std::int64_t successes, std::int64_t trials, double z)
{
    if (trials <= 0)
        return {0.0, 1.0};
    const double n = double(trials);
    const double p = double(successes) / n;
    const double z2 = z * z;
    const double denominator = 1.0 + z2 / n;
    const double centre = (p + z2 / (2.0 * n)) / denominator;
    const double half = z / denominator * std::sqrt(p * (1.0 - p) / n + z2 / (4.0 * n * n));
    return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

SmaaSettings smaaSettings(const ProjectData &project, const DecisionProblem &problem, int profile, Messages &messages)
{
    SmaaSettings s;
    s.samples = project.analysis.mcSamples > 0 ? project.analysis.mcSamples : kDefaultSamples;
    s.seed = project.analysis.mcSeed;
    s.normalization = project.analysis.normalization;

    // Project criterion index -> problem column.
    std::vector<int> columnOf(project.criteria.size(), -1);
    for (int c = 0; c < problem.criteria; ++c) {
        const int pc = std::size_t(c) < problem.columns.size() ? problem.columns[std::size_t(c)] : c;
        if (pc >= 0 && std::size_t(pc) < columnOf.size())
            columnOf[std::size_t(pc)] = c;
    }
    auto column = [&](const QString &id) {
        const int pc = project.indexOfCriterion(id);
        return pc < 0 ? -1 : columnOf[std::size_t(pc)];
    };

    const int profileIndex = profile < 0 ? project.activeProfile : profile;
    if (profileIndex >= 0 && std::size_t(profileIndex) < project.profiles.size()) {
        const WeightProfile &wp = project.profiles[std::size_t(profileIndex)];
        const QString base = QStringLiteral("/profiles/%1").arg(profileIndex);
        for (qsizetype k = 0; k < wp.ordinal.size(); ++k) {
            const int c = column(wp.ordinal[k]);
            if (c < 0)
                messages.push_back(Message::at(base + QStringLiteral("/ordinal/%1").arg(k),
                                               QStringLiteral("no criterion \"%1\"; ignored").arg(wp.ordinal[k]),
                                               Severity::Warning));
            else if (std::find(s.ordinal.begin(), s.ordinal.end(), c) == s.ordinal.end())
                s.ordinal.push_back(c);
        }
        if (!wp.intervals.empty())
            s.intervals.assign(std::size_t(problem.criteria), std::nullopt);
        for (const auto &[id, interval] : wp.intervals) {
            const int c = column(id);
            if (c < 0)
                messages.push_back(Message::at(base + QStringLiteral("/intervals/") + id,
                                               QStringLiteral("no criterion \"%1\"; ignored").arg(id), Severity::Warning));
            else
                s.intervals[std::size_t(c)] = interval;
        }
    }

    for (int r = 0; r < problem.alternatives; ++r) {
        const int pr = std::size_t(r) < problem.rows.size() ? problem.rows[std::size_t(r)] : r;
        if (pr < 0 || std::size_t(pr) >= project.alternatives.size())
            continue;
        for (const auto &[id, u] : project.alternatives[std::size_t(pr)].uncertainty) {
            const int pc = project.indexOfCriterion(id);
            if (pc < 0 || project.criteria[std::size_t(pc)].isFormula())
                continue; // formula criteria are exact in this version (the validator says so)
            const int c = columnOf[std::size_t(pc)];
            if (c >= 0)
                s.uncertain.push_back({r, c, u});
        }
    }
    return s;
}

namespace {

using Clock = std::chrono::steady_clock;

double seconds(Clock::time_point a, Clock::time_point b)
{
    return std::chrono::duration<double>(b - a).count();
}

constexpr int kBlock = 256;        // samples scored and ranked together
constexpr int kConfidenceChunk = 256;
constexpr double kWeightUnit = 4294967296.0; // winners' weights are summed in units of 2^-32

// Everything one worker thread accumulates and reuses.
struct Worker
{
    std::vector<std::uint64_t> counts;  // active × active: counts[i · na + rank]
    std::vector<std::uint16_t> chunkCounts; // the same for the current chunk (at most kSmaaChunk samples)
    std::vector<std::uint64_t> central; // active × m: quantised weights summed over samples where i is first
    std::vector<std::uint64_t> confident; // per candidate
    std::vector<double> weights, fixedWeights, scores, full, compact, samplerScratch;
    smaa::ValueSampler::Scratch valueScratch;
    std::vector<int> rank; // the alternatives ranked first in a sample
    smaa::RankScratch rankScratch;
    SmaaTimings timings;
    bool failed = false;
};

class Engine
{
public:
    Engine(const DecisionProblem &problem, const SmaaSettings &settings, const Matrix &normalized,
           const smaa::WeightSampler &weights, const smaa::ValueSampler &values)
        : m_problem(problem), m_settings(settings), m_weights(weights), m_values(values), m_n(problem.alternatives),
          m_m(problem.criteria)
    {
        const std::vector<bool> &flags = settings.active.empty() ? problem.feasible : settings.active;
        for (int i = 0; i < m_n; ++i)
            if (std::size_t(i) >= flags.size() || flags[std::size_t(i)])
                m_active.push_back(i);
        m_compact = int(m_active.size()) != m_n;
        std::vector<bool> uncertain(std::size_t(m_m), false);
        for (int c : values.columns())
            uncertain[std::size_t(c)] = true;
        for (int c = 0; c < m_m; ++c)
            if (!uncertain[std::size_t(c)])
                m_fixed.push_back(c);
        // The normalised matrix one criterion per row, for scoreBlock(): exact columns first, then the
        // uncertain ones, whose rows each value draw overwrites. m_order maps these rows to problem columns.
        m_order = m_fixed;
        m_order.insert(m_order.end(), values.columns().begin(), values.columns().end());
        m_fixedMatrix.assign(std::size_t(m_m) * std::size_t(m_n), 0.0);
        for (std::size_t k = 0; k < m_fixed.size(); ++k)
            for (int i = 0; i < m_n; ++i)
                m_fixedMatrix[k * std::size_t(m_n) + std::size_t(i)] = normalized.at(i, m_fixed[k]);
    }

    int activeCount() const { return int(m_active.size()); }
    const std::vector<int> &active() const { return m_active; }

    void prepare(Worker &w) const
    {
        const auto na = std::size_t(m_active.size());
        w.counts.assign(na * na, 0);
        w.chunkCounts.assign(na * na, 0);
        w.central.assign(na * std::size_t(m_m), 0);
        w.weights.resize(std::size_t(kBlock) * std::size_t(m_m));
        w.fixedWeights.resize(std::size_t(kBlock) * std::size_t(m_m));
        w.scores.resize(std::size_t(kBlock) * std::size_t(m_n));
        w.full = m_fixedMatrix;
        w.compact.resize(na);
        w.rank.resize(na);
    }

    // One chunk of weight samples.
    void weightChunk(Worker &w, int chunk) const
    {
        const std::int64_t first = std::int64_t(chunk) * kSmaaChunk;
        const int size = int(std::min<std::int64_t>(kSmaaChunk, m_settings.samples - first));
        auto weightRng = random::Xoshiro256::forChunk(m_settings.seed, std::uint64_t(chunk), 0);
        auto valueRng = random::Xoshiro256::forChunk(m_settings.seed, std::uint64_t(chunk), 1);
        const std::size_t m = std::size_t(m_m), n = std::size_t(m_n), k = m_fixed.size();
        const auto na = int(m_active.size());
        const auto &columns = m_values.columns();
        for (int start = 0; start < size; start += kBlock) {
            const int b = std::min(kBlock, size - start);
            auto t0 = Clock::now();
            if (m_weights.sample(weightRng, w.weights.data(), b, w.samplerScratch) < 0) {
                w.failed = true;
                return;
            }
            auto t1 = Clock::now();
            if (columns.empty()) {
                smaa::scoreBlock(w.full.data(), m_n, m_m, w.weights.data(), b, w.scores.data());
                w.timings.sampling += seconds(t0, t1);
                w.timings.scoring += seconds(t1, Clock::now());
            } else {
                // Each sample has its own values: draw them into the uncertain rows, then score.
                for (int s = 0; s < b; ++s)
                    for (std::size_t q = 0; q < m; ++q)
                        w.fixedWeights[std::size_t(s) * m + q] = w.weights[std::size_t(s) * m + std::size_t(m_order[q])];
                double drawing = seconds(t0, t1), scoring = 0.0;
                double *tail = w.full.data() + k * n;
                for (int s = 0; s < b; ++s) {
                    auto a = Clock::now();
                    if (!m_values.draw(valueRng, tail, w.valueScratch)) {
                        w.failed = true;
                        return;
                    }
                    auto c = Clock::now();
                    smaa::scoreBlock(w.full.data(), m_n, m_m, w.fixedWeights.data() + std::size_t(s) * m, 1,
                                     w.scores.data() + std::size_t(s) * n);
                    drawing += seconds(a, c);
                    scoring += seconds(c, Clock::now());
                }
                w.timings.sampling += drawing;
                w.timings.scoring += scoring;
            }
            auto t3 = Clock::now();
            for (int s = 0; s < b; ++s) {
                const double *scores = w.scores.data() + std::size_t(s) * n;
                if (m_compact) {
                    for (int a = 0; a < na; ++a)
                        w.compact[std::size_t(a)] = scores[m_active[std::size_t(a)]];
                    scores = w.compact.data();
                }
                const int firsts = smaa::rankAndCount(scores, na, w.chunkCounts.data(), w.rank.data(), w.rankScratch);
                const double *ws = w.weights.data() + std::size_t(s) * m;
                for (int f = 0; f < firsts; ++f) {
                    std::uint64_t *central = w.central.data() + std::size_t(w.rank[std::size_t(f)]) * m;
                    for (std::size_t c = 0; c < m; ++c)
                        central[c] += std::uint64_t(ws[c] * kWeightUnit + 0.5); // round half up
                }
            }
            w.timings.ranking += seconds(t3, Clock::now());
        }
        static_assert(kSmaaChunk <= 65535, "per-chunk rank counts are 16-bit");
        const auto t4 = Clock::now();
        for (std::size_t k = 0; k < w.counts.size(); ++k)
            w.counts[k] += w.chunkCounts[k];
        std::fill(w.chunkCounts.begin(), w.chunkCounts.end(), std::uint16_t(0));
        w.timings.ranking += seconds(t4, Clock::now());
    }

    // One chunk of value draws for the confidence factors: candidate j uses weight vector centralWeights[j]
    // and counts a success when row candidates[j] is first.
    void confidenceChunk(Worker &w, int chunk, std::int64_t total, const std::vector<int> &candidates,
                         const std::vector<double> &centralWeights) const
    {
        const auto t0 = Clock::now();
        const std::int64_t first = std::int64_t(chunk) * kConfidenceChunk;
        const int size = int(std::min<std::int64_t>(kConfidenceChunk, total - first));
        auto rng = random::Xoshiro256::forChunk(m_settings.seed, std::uint64_t(chunk), 2);
        const std::size_t m = std::size_t(m_m), n = std::size_t(m_n), k = m_fixed.size();
        const int nc = int(candidates.size());
        const auto &columns = m_values.columns();
        w.confident.resize(std::size_t(nc), 0);
        w.fixedWeights.resize(std::size_t(nc) * m);
        w.scores.resize(std::max(w.scores.size(), std::size_t(nc) * n));
        for (int j = 0; j < nc; ++j)
            for (std::size_t q = 0; q < m; ++q)
                w.fixedWeights[std::size_t(j) * m + q] = centralWeights[std::size_t(j) * m + std::size_t(m_order[q])];
        double *tail = w.full.data() + k * n;
        for (int s = 0; s < size; ++s) {
            if (!columns.empty() && !m_values.draw(rng, tail, w.valueScratch)) {
                w.failed = true;
                return;
            }
            smaa::scoreBlock(w.full.data(), m_n, m_m, w.fixedWeights.data(), nc, w.scores.data());
            for (int j = 0; j < nc; ++j) {
                const double *out = w.scores.data() + std::size_t(j) * n;
                const double mine = out[candidates[std::size_t(j)]];
                bool first = true;
                for (int a : m_active)
                    if (out[a] > mine) {
                        first = false;
                        break;
                    }
                w.confident[std::size_t(j)] += first ? 1 : 0;
            }
        }
        w.timings.confidence += seconds(t0, Clock::now());
    }

private:
    const DecisionProblem &m_problem;
    const SmaaSettings &m_settings;
    const smaa::WeightSampler &m_weights;
    const smaa::ValueSampler &m_values;
    int m_n, m_m;
    std::vector<int> m_active;
    bool m_compact = false;
    std::vector<int> m_fixed;
    std::vector<int> m_order; // problem column of each row of m_fixedMatrix
    std::vector<double> m_fixedMatrix;
};

bool checkSettings(const DecisionProblem &problem, const SmaaSettings &s, Messages &messages)
{
    if (s.samples < 1 || s.samples > kMaxMonteCarloSamples) {
        messages.push_back(Message::plain(
            QStringLiteral("the number of samples must be from 1 to %1 (got %2)").arg(kMaxMonteCarloSamples).arg(s.samples)));
        return false;
    }
    if (s.confidenceSamples > kMaxMonteCarloSamples) {
        messages.push_back(Message::plain(QStringLiteral("too many confidence samples (at most %1)").arg(kMaxMonteCarloSamples)));
        return false;
    }
    for (int c : s.ordinal)
        if (c < 0 || c >= problem.criteria) {
            messages.push_back(Message::plain(QStringLiteral("the ordinal constraint names criterion %1, which the "
                                                             "problem does not have").arg(c + 1)));
            return false;
        }
    if (!s.intervals.empty()) {
        double low = 0.0, high = 0.0;
        for (int c = 0; c < problem.criteria; ++c) {
            const auto &iv = std::size_t(c) < s.intervals.size() ? s.intervals[std::size_t(c)] : std::nullopt;
            const double lo = iv ? iv->low : 0.0, hi = iv ? iv->high : 1.0;
            if (!(lo >= 0.0 && hi <= 1.0 && lo <= hi)) {
                messages.push_back(Message::plain(QStringLiteral("the weight interval of %1 must satisfy 0 <= low <= "
                                                                 "high <= 1 (got %2 to %3)")
                                                      .arg(problem.columnLabel(c)).arg(lo).arg(hi)));
                return false;
            }
            low += lo;
            high += hi;
        }
        if (low > 1.0 + 1e-12 || high < 1.0 - 1e-12) {
            messages.push_back(Message::plain(
                QStringLiteral("no weights meet the interval constraints: their lower bounds sum to %1 and their "
                               "upper bounds to %2, but weights sum to 1")
                    .arg(low).arg(high)));
            return false;
        }
    }
    return true;
}

} // namespace

std::optional<SmaaResult> runSmaa(const DecisionProblem &problem, const SmaaSettings &settings, Messages &messages,
                                  const SmaaControl &control)
{
    if (!checkSettings(problem, settings, messages))
        return std::nullopt;
    const auto normalized = normalize(problem, settings.normalization, messages);
    if (!normalized)
        return std::nullopt;
    if (!smaa::ValueSampler::check(problem, settings.normalization, settings.uncertain, messages))
        return std::nullopt;

    smaa::WeightSampler weights(problem.criteria, settings.ordinal, settings.intervals);
    int hullDimension = -1;
    if (!settings.hull.empty()) {
        QString why;
        std::optional<smaa::HullSampler> hull = smaa::HullSampler::make(settings.hull, &why);
        if (!hull || hull->criteria() != problem.criteria) {
            messages.push_back(Message::plain(hull ? QStringLiteral("the region's weights do not match the problem's criteria") : why));
            return std::nullopt;
        }
        hullDimension = hull->dimension();
        weights.setHull(std::move(*hull));
    } else if (problem.hasTree()) {
        std::vector<int> parents;
        for (const DecisionProblem::Group &g : problem.groups)
            parents.push_back(g.parent);
        weights.setTree(std::move(parents), problem.columnGroup);
    }
    const smaa::ValueSampler values(problem, settings.normalization, settings.uncertain);
    Engine engine(problem, settings, *normalized, weights, values);
    const int na = engine.activeCount();
    if (na == 0) {
        messages.push_back(Message::plain(QStringLiteral("no alternative is feasible; there is nothing to rank")));
        return std::nullopt;
    }
    if (na > kMaxSmaaAlternatives) {
        messages.push_back(Message::plain(QStringLiteral("SMAA handles at most %1 alternatives (rank acceptability is "
                                                         "a square table); this problem has %2")
                                              .arg(formatCount(kMaxSmaaAlternatives), formatCount(na))));
        return std::nullopt;
    }

    SmaaResult result;
    result.samples = settings.samples;
    result.seed = settings.seed;
    result.normalization = settings.normalization;
    result.hullDimension = hullDimension;

    // Rejection sampling: measure the acceptance first, so an impossible region fails fast and clearly.
    if (weights.rejects()) {
        auto rng = random::Xoshiro256::forChunk(settings.seed, 0, 3);
        std::vector<double> buffer(std::size_t(kSmaaChunk) * std::size_t(problem.criteria));
        std::int64_t accepted = 0;
        for (int drawn = 0; drawn < kSmaaPilotSamples; drawn += kSmaaChunk) {
            const int b = std::min(kSmaaChunk, kSmaaPilotSamples - drawn);
            weights.draw(rng, buffer.data(), b);
            for (int s = 0; s < b; ++s)
                accepted += weights.accepts(buffer.data() + std::size_t(s) * std::size_t(problem.criteria));
        }
        result.acceptance = double(accepted) / kSmaaPilotSamples;
        if (result.acceptance < kSmaaMinAcceptance) {
            messages.push_back(Message::plain(
                QStringLiteral("the weight constraints (order, intervals) accept %1 of %2 random weight vectors, below "
                               "the minimum acceptance of 1e-4; widen the intervals or order fewer criteria")
                    .arg(accepted).arg(kSmaaPilotSamples)));
            return std::nullopt;
        }
    }

    int threads = settings.threads > 0 ? settings.threads : int(std::max(1u, std::thread::hardware_concurrency()));
    // Automatic thread count: small runs (the GUI's rerun on every edit) finish before a thread would start.
    if (settings.threads <= 0 && settings.samples * na < 500'000)
        threads = 1;
    const int chunks = int((settings.samples + kSmaaChunk - 1) / kSmaaChunk);
    const std::int64_t confidenceSamples =
        values.empty() ? 1 : (settings.confidenceSamples >= 0 ? settings.confidenceSamples
                                                              : std::min<std::int64_t>(settings.samples, 10000));
    const int confidenceChunks = values.empty() ? 0 : int((confidenceSamples + kConfidenceChunk - 1) / kConfidenceChunk);
    result.unitsTotal = chunks + confidenceChunks;
    result.confidenceSamples = values.empty() ? 0 : confidenceSamples;

    std::vector<Worker> workers(std::size_t(std::max(1, std::min(threads, chunks))));
    for (Worker &w : workers)
        engine.prepare(w);
    bool failed = false;
    auto report = [&](int offset) {
        return [&control, &result, offset](int done) {
            result.unitsDone = offset + done;
            if (control.progress)
                control.progress(result.unitsDone, result.unitsTotal);
        };
    };
    const bool complete = smaa::runParallel(
        chunks, int(workers.size()), control.cancel,
        [&](int worker, int chunk) { engine.weightChunk(workers[std::size_t(worker)], chunk); }, report(0), failed);
    for (const Worker &w : workers)
        failed = failed || w.failed;
    if (failed) {
        messages.push_back(Message::plain(QStringLiteral("the Monte Carlo run failed: a sample could not be drawn "
                                                         "within the rejection cap or its values were refused")));
        return std::nullopt;
    }
    if (!complete) {
        result.cancelled = true;
        return result;
    }

    // Merge: integer sums, so the order does not matter.
    const auto m = std::size_t(problem.criteria);
    std::vector<std::uint64_t> counts(std::size_t(na) * std::size_t(na), 0), central(std::size_t(na) * m, 0);
    for (Worker &w : workers) {
        for (std::size_t k = 0; k < counts.size(); ++k)
            counts[k] += w.counts[k];
        for (std::size_t k = 0; k < central.size(); ++k)
            central[k] += w.central[k];
        result.timings.sampling += w.timings.sampling;
        result.timings.scoring += w.timings.scoring;
        result.timings.ranking += w.timings.ranking;
    }

    const double total = double(settings.samples);
    std::vector<int> candidates; // indices into the active list
    std::vector<double> candidateWeights;
    for (int a = 0; a < na; ++a) {
        SmaaAlternative alt;
        alt.row = engine.active()[std::size_t(a)];
        alt.acceptability.resize(std::size_t(na));
        for (int r = 0; r < na; ++r)
            alt.acceptability[std::size_t(r)] = double(counts[std::size_t(a) * std::size_t(na) + std::size_t(r)]) / total;
        const std::uint64_t firsts = counts[std::size_t(a) * std::size_t(na)];
        alt.pFirst = alt.acceptability[0];
        alt.pFirstCi = wilsonInterval(std::int64_t(firsts), settings.samples);
        if (firsts > 0) {
            alt.centralWeights.resize(m);
            for (std::size_t c = 0; c < m; ++c)
                alt.centralWeights[c] = double(central[std::size_t(a) * m + c]) / kWeightUnit / double(firsts);
            candidates.push_back(a);
            candidateWeights.insert(candidateWeights.end(), alt.centralWeights.begin(), alt.centralWeights.end());
        }
        result.alternatives.push_back(std::move(alt));
    }

    // Confidence factors: how often each alternative is first at its own central weights.
    std::vector<int> candidateRows;
    for (int a : candidates)
        candidateRows.push_back(engine.active()[std::size_t(a)]);
    if (!candidates.empty()) {
        if (values.empty()) {
            // Exact values: one evaluation decides it.
            Worker &w = workers[0];
            w.confident.assign(candidates.size(), 0);
            engine.confidenceChunk(w, 0, 1, candidateRows, candidateWeights);
            for (std::size_t j = 0; j < candidates.size(); ++j)
                result.alternatives[std::size_t(candidates[j])].confidence = double(w.confident[j]);
        } else {
            for (Worker &w : workers)
                w.confident.assign(candidates.size(), 0);
            const bool done = smaa::runParallel(
                confidenceChunks, int(workers.size()), control.cancel,
                [&](int worker, int chunk) {
                    engine.confidenceChunk(workers[std::size_t(worker)], chunk, confidenceSamples, candidateRows,
                                           candidateWeights);
                },
                report(chunks), failed);
            for (const Worker &w : workers)
                failed = failed || w.failed;
            if (failed) {
                messages.push_back(Message::plain(QStringLiteral("the Monte Carlo run failed while drawing values")));
                return std::nullopt;
            }
            if (!done) {
                result.cancelled = true;
                result.alternatives.clear();
                return result;
            }
            for (std::size_t j = 0; j < candidates.size(); ++j) {
                std::uint64_t hits = 0;
                for (const Worker &w : workers)
                    hits += w.confident[j];
                result.alternatives[std::size_t(candidates[j])].confidence = double(hits) / double(confidenceSamples);
            }
        }
    }
    for (const Worker &w : workers)
        result.timings.confidence += w.timings.confidence;
    return result;
}

} // namespace verdict
