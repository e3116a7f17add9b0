#pragma once

#include "normalize.h"
#include "problem.h"
#include "promethee.h"
#include "ranking.h"
#include "topsis.h"
#include "vikor.h"
#include "wpm.h"
#include "wsm.h"

#include <QString>

#include <optional>
#include <variant>
#include <vector>

namespace verdict {

// The ranking method and its settings, resolved against a project: what an evaluation ranks with, and what every
// chart, analysis and export that ranks again (another profile, a moved weight, a trial value) ranks with too.
struct MethodSettings
{
    QString method;                            // wsm, wpm, topsis, promethee or vikor; anything else ranks by wsm
    Normalization wsm = Normalization::MinMax; // the option's, else the project's
    Normalization wpm = Normalization::Max;    // the option's, else max
    double v = 0.5;                            // VIKOR's: the option's, else the project's

    // The method key, with anything unknown read as the weighted sum ("wsm").
    QString key() const;
    // False for VIKOR's Q (lower is better).
    bool higherIsBetter() const;
};

// The chosen method's own result, with what only it has (TOPSIS's ideal point, PROMETHEE's flows, ...).
using MethodResult = std::variant<std::monostate, WsmResult, WpmResult, TopsisResult, PrometheeResult, VikorResult>;

// THE one way to rank: runs `m`'s method on `problem`, keeps its result in `result` and returns its ranking best
// first (before infeasible rows move down), or nullptr when the method refuses the problem (`messages` say why).
const std::vector<RankedEntry> *runMethod(const DecisionProblem &problem, const MethodSettings &m, MethodResult &result,
                                          Messages &messages);

// `problem`'s rows ranked by `m` (its method and settings), feasible rows before infeasible ones, best first;
// nothing when the method refuses the problem. What an evaluation's ranking is made of, for analyses that move
// the weights and rank again.
std::optional<std::vector<RankedEntry>> rankProblem(const DecisionProblem &problem, const MethodSettings &m);

// Whether `method` is one of the five ranking methods (wsm, wpm, topsis, promethee, vikor).
bool isRankingMethod(const QString &method);

} // namespace verdict
