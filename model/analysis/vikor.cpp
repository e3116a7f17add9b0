#include "vikor.h"

#include "normalize.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace verdict {

std::optional<VikorResult> vikor(const DecisionProblem &p, double v, Messages &messages)
{
    if (!checkProblem(p, messages) || !checkValuesFinite(p, messages))
        return std::nullopt;
    if (!(v >= 0.0 && v <= 1.0)) {
        messages.push_back(Message::plain(QStringLiteral("the VIKOR weight v must lie between 0 and 1, not %1").arg(v)));
        return std::nullopt;
    }
    const int n = p.alternatives, m = p.criteria;
    const auto size = static_cast<std::size_t>(m);
    std::vector<double> best(size, -std::numeric_limits<double>::infinity()),
        worst(size, std::numeric_limits<double>::infinity());
    // Work in "higher is better" terms: a cost column is negated, so f* = max and f− = min throughout.
    auto value = [&](int i, int j) {
        const double x = p.values.at(i, j);
        return p.directions[std::size_t(j)] == Direction::Min ? -x : x;
    };
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < m; ++j) {
            best[std::size_t(j)] = std::max(best[std::size_t(j)], value(i, j));
            worst[std::size_t(j)] = std::min(worst[std::size_t(j)], value(i, j));
        }

    VikorResult result;
    result.v = v;
    result.S.assign(std::size_t(n), 0.0);
    result.R.assign(std::size_t(n), 0.0);
    result.Q.assign(std::size_t(n), 0.0);
    for (int i = 0; i < n; ++i) {
        double s = 0.0, r = 0.0;
        for (int j = 0; j < m; ++j) {
            const double range = best[std::size_t(j)] - worst[std::size_t(j)];
            if (!(range > 0.0))
                continue; // constant column: no regret anywhere
            const double term = p.weights[std::size_t(j)] * (best[std::size_t(j)] - value(i, j)) / range;
            s += term;
            r = std::max(r, term);
        }
        result.S[std::size_t(i)] = s;
        result.R[std::size_t(i)] = r;
    }
    const auto [sMin, sMax] = std::minmax_element(result.S.begin(), result.S.end());
    const auto [rMin, rMax] = std::minmax_element(result.R.begin(), result.R.end());
    const double sStar = *sMin, sWorst = *sMax, rStar = *rMin, rWorst = *rMax;
    const bool sDegenerate = !(sWorst - sStar > 0.0), rDegenerate = !(rWorst - rStar > 0.0);
    if (sDegenerate)
        messages.push_back(Message::plain(QStringLiteral("VIKOR: every alternative has the same group utility S, so "
                                                         "the S term of Q contributes 0"),
                                          Severity::Warning));
    if (rDegenerate)
        messages.push_back(Message::plain(QStringLiteral("VIKOR: every alternative has the same individual regret "
                                                         "R, so the R term of Q contributes 0"),
                                          Severity::Warning));
    for (int i = 0; i < n; ++i) {
        const double qs = sDegenerate ? 0.0 : (result.S[std::size_t(i)] - sStar) / (sWorst - sStar);
        const double qr = rDegenerate ? 0.0 : (result.R[std::size_t(i)] - rStar) / (rWorst - rStar);
        result.Q[std::size_t(i)] = v * qs + (1.0 - v) * qr;
    }
    result.ranking = rankScores(result.Q, false);

    // Compromise conditions on the alternatives in Q order.
    const int first = result.ranking.front().row;
    if (n == 1) {
        result.acceptableAdvantage = result.acceptableStability = true;
        result.compromise = {first};
        return result;
    }
    const double dq = 1.0 / double(n - 1);
    const double q1 = result.Q[std::size_t(first)];
    const int second = result.ranking[1].row;
    // A difference exactly at DQ counts as acceptable; a hair below from rounding does too.
    result.acceptableAdvantage = result.Q[std::size_t(second)] - q1 >= dq - 1e-12;
    result.acceptableStability = scoresTie(result.S[std::size_t(first)], sStar)
        || scoresTie(result.R[std::size_t(first)], rStar);
    if (!result.acceptableAdvantage) {
        for (const RankedEntry &e : result.ranking)
            if (e.row == first || result.Q[std::size_t(e.row)] - q1 < dq - 1e-12)
                result.compromise.push_back(e.row);
            else
                break;
    } else if (!result.acceptableStability) {
        result.compromise = {first, second};
    } else {
        result.compromise = {first};
    }
    return result;
}

} // namespace verdict
