#include "ahp.h"
#include "display/format.h"

#include <Eigen/Eigenvalues>

#include <algorithm>
#include <cmath>
#include <limits>

namespace verdict {

QString ahpMethodName(AhpMethod m)
{
    return m == AhpMethod::Eigen ? QStringLiteral("eigen") : QStringLiteral("geomean");
}

std::optional<AhpMethod> parseAhpMethod(const QString &text)
{
    const QString t = text.trimmed().toLower();
    if (t == QLatin1String("eigen"))
        return AhpMethod::Eigen;
    if (t == QLatin1String("geomean"))
        return AhpMethod::GeometricMean;
    return std::nullopt;
}

double saatyRandomIndex(int n)
{
    // n = 3..10: Saaty (1980), as the issue fixes them. n = 11..15: Saaty (2005), Theory and Applications of
    // the Analytic Network Process, RWS Publications, p. 31 (its n = 9 and 10 agree with 1980: 1.45, 1.49).
    // Sources and how the numbers were checked: docs/methods.md, "AHP".
    static constexpr double table[] = {0.0,  0.0,  0.0,  0.58, 0.90, 1.12, 1.24, 1.32,
                                       1.41, 1.45, 1.49, 1.52, 1.54, 1.56, 1.58, 1.59};
    if (n < 0 || n > 15)
        return std::numeric_limits<double>::quiet_NaN();
    return table[n];
}

namespace {

Message defaultLocate(int row, int column, const QString &text)
{
    return Message::plain(QStringLiteral("row %1, column %2: %3").arg(row + 1).arg(column + 1).arg(text));
}

QString number(double v)
{
    return formatSignificant(v, 6);
}

} // namespace

bool checkAhpMatrix(const std::vector<std::vector<double>> &a, Messages &messages, const AhpCellLocator &locateIn)
{
    const AhpCellLocator locate = locateIn ? locateIn : AhpCellLocator(defaultLocate);
    const int n = int(a.size());
    if (n < 1 || n > 15) {
        messages.push_back(Message::plain(n < 1 ? QStringLiteral("the comparison matrix is empty")
                                                : QStringLiteral("the comparison matrix has %1 rows; at most 15 "
                                                                 "criteria can be compared")
                                                      .arg(n)));
        return false;
    }
    for (int i = 0; i < n; ++i)
        if (int(a[std::size_t(i)].size()) != n) {
            messages.push_back(Message::plain(QStringLiteral("the comparison matrix is not square: row %1 has %2 "
                                                             "cells, not %3")
                                                  .arg(i + 1)
                                                  .arg(a[std::size_t(i)].size())
                                                  .arg(n)));
            return false;
        }
    bool ok = true;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j) {
            const double v = a[std::size_t(i)][std::size_t(j)];
            if (!std::isfinite(v) || !(v > 0.0)) {
                messages.push_back(locate(i, j, QStringLiteral("a judgment must be a positive number, not %1").arg(number(v))));
                ok = false;
            } else if (i == j && std::abs(v - 1.0) > kReciprocalTolerance) {
                messages.push_back(locate(i, j, QStringLiteral("the diagonal must be 1, not %1").arg(number(v))));
                ok = false;
            }
        }
    if (!ok)
        return false;
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < i; ++j) {
            const double v = a[std::size_t(i)][std::size_t(j)], w = a[std::size_t(j)][std::size_t(i)];
            if (std::abs(v * w - 1.0) > kReciprocalTolerance) {
                messages.push_back(locate(i, j, QStringLiteral("%1 is not the reciprocal of the mirrored judgment %2 "
                                                               "(expected %3)")
                                                    .arg(number(v), number(w), number(1.0 / w))));
                ok = false;
            }
        }
    return ok;
}

std::optional<AhpResult> computeAhp(const std::vector<std::vector<double>> &a, AhpMethod method, Messages &messages,
                                    const AhpCellLocator &locate)
{
    if (!checkAhpMatrix(a, messages, locate))
        return std::nullopt;
    const int n = int(a.size());
    Eigen::MatrixXd m(n, n);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            m(i, j) = a[std::size_t(i)][std::size_t(j)];

    AhpResult result;
    result.method = method;
    Eigen::VectorXd w(n);
    if (method == AhpMethod::Eigen) {
        const Eigen::EigenSolver<Eigen::MatrixXd> solver(m);
        if (solver.info() != Eigen::Success) {
            messages.push_back(Message::plain(QStringLiteral("the eigenvalue computation did not converge")));
            return std::nullopt;
        }
        // Perron–Frobenius: a positive matrix has one real eigenvalue of largest modulus with a positive
        // eigenvector; pick the eigenvalue with the largest real part.
        Eigen::Index best = 0;
        for (Eigen::Index k = 1; k < n; ++k)
            if (solver.eigenvalues()[k].real() > solver.eigenvalues()[best].real())
                best = k;
        result.lambdaMax = solver.eigenvalues()[best].real();
        w = solver.eigenvectors().col(best).real().cwiseAbs();
    } else {
        for (int i = 0; i < n; ++i) {
            double logSum = 0.0;
            for (int j = 0; j < n; ++j)
                logSum += std::log(m(i, j));
            w(i) = std::exp(logSum / n);
        }
    }
    w /= w.sum();
    if (method == AhpMethod::GeometricMean) {
        const Eigen::VectorXd aw = m * w;
        result.lambdaMax = aw.cwiseQuotient(w).mean();
    }
    result.weights.assign(w.data(), w.data() + n);
    result.randomIndex = saatyRandomIndex(n);
    if (n > 2) {
        result.ci = std::max(0.0, (result.lambdaMax - n) / (n - 1));
        result.cr = result.ci / result.randomIndex;
    }
    result.consistent = result.cr <= 0.1;

    std::vector<AhpJudgment> judgments;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
            const double consistentValue = w(i) / w(j);
            const double deviation = std::abs(std::log(m(i, j) / consistentValue));
            if (deviation > 1e-9)
                judgments.push_back({i, j, m(i, j), consistentValue, deviation});
        }
    std::stable_sort(judgments.begin(), judgments.end(),
                     [](const AhpJudgment &x, const AhpJudgment &y) { return x.deviation > y.deviation; });
    if (judgments.size() > 3)
        judgments.resize(3);
    result.worstJudgments = std::move(judgments);
    return result;
}

} // namespace verdict
