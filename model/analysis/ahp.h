#pragma once

#include "core/message.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <vector>

namespace verdict {

// Analytic Hierarchy Process: weights from a pairwise comparison matrix (docs/methods.md, "AHP").

enum class AhpMethod { Eigen, GeometricMean };
QString ahpMethodName(AhpMethod m);                       // "eigen", "geomean"
std::optional<AhpMethod> parseAhpMethod(const QString &text);

// A judgment that disagrees most with the derived weights: a_ij against the consistent value w_i / w_j.
struct AhpJudgment
{
    int row = 0;
    int column = 0;
    double value = 0.0;           // a_ij as entered
    double consistentValue = 0.0; // w_i / w_j
    double deviation = 0.0;       // |ln(a_ij · w_j / w_i)|
};

struct AhpResult
{
    AhpMethod method = AhpMethod::Eigen;
    std::vector<double> weights;  // sum to 1
    double lambdaMax = 0.0;
    double ci = 0.0;              // (λmax − n) / (n − 1), 0 for n ≤ 2
    double randomIndex = 0.0;     // Saaty's RI for n
    double cr = 0.0;              // CI / RI, 0 for n ≤ 2
    bool consistent = true;       // cr ≤ 0.1
    std::vector<AhpJudgment> worstJudgments; // up to three, largest deviation first (i < j; none when consistent)
};

// Saaty's random index for an n × n matrix: 0 for n ≤ 2; n = 3..10: 0.58, 0.90, 1.12, 1.24, 1.32, 1.41, 1.45,
// 1.49 (Saaty 1980, The Analytic Hierarchy Process); n = 11..15: 1.52, 1.54, 1.56, 1.58, 1.59 (Saaty 2005,
// Theory and Applications of the Analytic Network Process, p. 31). NaN above 15. docs/methods.md has the sources.
double saatyRandomIndex(int n);

inline constexpr double kReciprocalTolerance = 0.01; // a_ij · a_ji must be 1 within 1 %

// Builds the message for a bad cell (i, j) of the matrix: the CSV reader points at the line and column, a
// project at /profiles/P/ahp/matrix/I/J. The default names "row I, column J" (1-based).
using AhpCellLocator = std::function<Message(int row, int column, const QString &text)>;

// Checks that `a` is square (1 ≤ n ≤ 15), every cell positive and finite, the diagonal 1 and a_ij · a_ji = 1
// within 1 %. Every bad cell is reported (a non-reciprocal pair once, at the cell below the diagonal).
bool checkAhpMatrix(const std::vector<std::vector<double>> &a, Messages &messages, const AhpCellLocator &locate = {});

// Weights, λmax, CI, CR and the worst judgments. eigen: the principal (Perron) eigenvector of A from Eigen's
// EigenSolver, λmax its eigenvalue. geomean: w_i ∝ (Π_j a_ij)^(1/n), λmax = mean_i (A w)_i / w_i.
std::optional<AhpResult> computeAhp(const std::vector<std::vector<double>> &a, AhpMethod method, Messages &messages,
                                    const AhpCellLocator &locate = {});

// A pairwise comparison matrix read from CSV: a header row "label,NAME1,…,NAMEn" and n rows "NAMEi,a_i1,…,a_in"
// whose first cells repeat the header's names in the same order. Cells are positive decimals or fractions
// ("1/3", "2.5/7"); delimiters and quoting as for the decision-matrix CSV.
struct AhpMatrix
{
    QStringList names;
    std::vector<std::vector<double>> values;
};

// Reads and checks the matrix (checkAhpMatrix included); every problem is a "LINE:COLUMN" syntax message
// naming the cell. Nothing on error.
std::optional<AhpMatrix> readAhpMatrix(const QByteArray &bytes, Messages &messages);

} // namespace verdict
