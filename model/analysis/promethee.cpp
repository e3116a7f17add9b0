#include "promethee.h"

#include <algorithm>

#include "normalize.h"

#include <cmath>

namespace verdict {

double preferenceDegree(const PreferenceFunction &f, double d)
{
    if (!(d > 0.0))
        return 0.0;
    switch (f.type) {
    case PreferenceType::Usual:
        return 1.0;
    case PreferenceType::UShape:
        return d > f.q ? 1.0 : 0.0;
    case PreferenceType::VShape:
        return d > f.p ? 1.0 : d / f.p;
    case PreferenceType::Level:
        return d <= f.q ? 0.0 : (d <= f.p ? 0.5 : 1.0);
    case PreferenceType::Linear:
        return d <= f.q ? 0.0 : (d <= f.p ? (d - f.q) / (f.p - f.q) : 1.0);
    case PreferenceType::Gaussian:
        return 1.0 - std::exp(-(d * d) / (2.0 * f.s * f.s));
    }
    return 0.0;
}

bool checkPreference(const PreferenceFunction &f, const QString &criterion, int projectColumn, Messages &messages)
{
    QString problem;
    const bool finite = std::isfinite(f.q) && std::isfinite(f.p) && std::isfinite(f.s);
    if (!finite || f.q < 0.0 || f.p < 0.0 || f.s < 0.0)
        problem = QStringLiteral("thresholds must be non-negative numbers");
    else if (f.type == PreferenceType::VShape && !(f.p > 0.0))
        problem = QStringLiteral("a V-shape function needs a preference threshold p > 0");
    else if ((f.type == PreferenceType::Level || f.type == PreferenceType::Linear) && !(f.p >= f.q))
        problem = QStringLiteral("the preference threshold p (%1) must not be below the indifference threshold q (%2)")
                      .arg(f.p)
                      .arg(f.q);
    else if (f.type == PreferenceType::Gaussian && !(f.s > 0.0))
        problem = QStringLiteral("a Gaussian function needs s > 0");
    if (problem.isEmpty())
        return true;
    messages.push_back(Message::at(QStringLiteral("/criteria/%1/preference").arg(projectColumn),
                                   QStringLiteral("%1: %2").arg(criterion, problem)));
    return false;
}

std::optional<PrometheeResult> promethee(const DecisionProblem &p, Messages &messages)
{
    if (!checkProblem(p, messages) || !checkValuesFinite(p, messages))
        return std::nullopt;
    const int n = p.alternatives, m = p.criteria;
    PrometheeResult result;
    result.preferences.resize(std::size_t(m));
    bool ok = true;
    for (int j = 0; j < m; ++j) {
        if (std::size_t(j) < p.preferences.size())
            result.preferences[std::size_t(j)] = p.preferences[std::size_t(j)];
        const int column = std::size_t(j) < p.columns.size() ? p.columns[std::size_t(j)] : j;
        ok = checkPreference(result.preferences[std::size_t(j)], p.columnLabel(j), column, messages) && ok;
    }
    if (!ok)
        return std::nullopt;

    // Σ_b π(a, b) and Σ_b π(b, a), criterion by criterion over a column copy; π itself (n²) is never stored.
    result.phiPlus.assign(std::size_t(n), 0.0);
    result.phiMinus.assign(std::size_t(n), 0.0);
    result.phi.assign(std::size_t(n), 0.0);
    result.weightedFlows = Matrix(n, m);
    std::vector<double> column(static_cast<std::size_t>(n));
    // One criterion's Σ_b π_j(a, b) and Σ_b π_j(b, a), added to the totals after the column: its own net flow is
    // its part of φ.
    std::vector<double> columnPlus(static_cast<std::size_t>(n)), columnMinus(static_cast<std::size_t>(n));
    double *plus = result.phiPlus.data(), *minus = result.phiMinus.data();
    double *cPlus = columnPlus.data(), *cMinus = columnMinus.data();
    const double share = n > 1 ? 1.0 / double(n - 1) : 0.0;
    for (int j = 0; j < m; ++j) {
        const double w = p.weights[std::size_t(j)];
        if (w == 0.0)
            continue;
        const PreferenceFunction &f = result.preferences[std::size_t(j)];
        // A value function's column compares worth points (0–100): its thresholds q, p, s are in points.
        const double sign = p.valued(j) ? 100.0 : p.directions[std::size_t(j)] == Direction::Min ? -1.0 : 1.0;
        for (int i = 0; i < n; ++i)
            column[std::size_t(i)] = sign * p.values.at(i, j);
        std::fill(columnPlus.begin(), columnPlus.end(), 0.0);
        std::fill(columnMinus.begin(), columnMinus.end(), 0.0);
        for (int a = 0; a < n; ++a) {
            const double xa = column[std::size_t(a)];
            for (int b = 0; b < n; ++b) {
                const double v = w * preferenceDegree(f, xa - column[std::size_t(b)]); // 0 when b == a
                cPlus[a] += v;
                cMinus[b] += v;
            }
        }
        for (int a = 0; a < n; ++a) {
            plus[a] += cPlus[a];
            minus[a] += cMinus[a];
            result.weightedFlows.set(a, j, (cPlus[a] - cMinus[a]) * share);
        }
    }
    if (n > 1) {
        for (int a = 0; a < n; ++a) {
            plus[a] /= double(n - 1);
            minus[a] /= double(n - 1);
            result.phi[std::size_t(a)] = plus[a] - minus[a];
        }
    }
    result.ranking = rankScores(result.phi);
    return result;
}

} // namespace verdict
