#pragma once

#include "analysis/normalize.h"
#include "analysis/problem.h"
#include "analysis/ranking.h"

#include <optional>
#include <vector>

namespace verdict {

// How far the weighted sum's verdict is from changing (docs/stability.md).
//
// Moving one criterion's weight to t while the others keep their proportions (w_k · (1 − t) / (1 − w_j))
// makes every score linear in t: S_i(t) = R_i + t · (r_ij − R_i), with R_i the score from the other criteria
// alone. The intervals below are therefore exact: each is the intersection of half-lines where one score
// difference keeps its sign.
struct CriterionSensitivity
{
    int column = 0;        // column of the problem
    double weight = 0.0;   // current weight t0 (fraction of 1)
    double topLow = 0.0;   // the winner stays (at least jointly) first for t in [topLow, topHigh]
    double topHigh = 1.0;
    double rankingLow = 0.0; // no alternative overtakes one ranked above it for t in [rankingLow, rankingHigh]
    double rankingHigh = 1.0;
    int below = -1; // row that takes first place when t drops below topLow, -1 if none does within [0, 1]
    int above = -1; // row that takes first place when t rises above topHigh
};

// The same for a group of the value tree (DecisionProblem::groups): its local weight t0 within its parent moves to t
// while its siblings keep their proportions (w_s · (1 − t) / (1 − t0)) and everything inside every node keeps
// its local weights. Every score is again linear in t, S_i(t) = S_i(t0) + (t − t0) · Π (V_gi − H_i), with Π the
// parent's global weight, V_gi the group's value for row i (its criteria's normalised values weighted by their
// weights inside the group) and H_i the siblings' value in their proportions, so the interval is exact.
struct GroupSensitivity
{
    int group = 0;       // index into DecisionProblem::groups
    double weight = 0.0; // current local weight t0 (fraction of 1)
    double topLow = 0.0; // the winner stays (at least jointly) first for t in [topLow, topHigh]
    double topHigh = 1.0;
    int below = -1;      // row that takes first place when t drops below topLow, -1 if none does within [0, 1]
    int above = -1;
};

// The smallest single-weight change that changes the winner: at `toWeight`, `newWinner` draws level with
// the winner; any further change puts it ahead.
struct WeightFlip
{
    int column = 0;
    double toWeight = 0.0;
    int newWinner = -1;
    double change = 0.0; // |toWeight − current weight|, fraction of 1
};

// The raw value of one cell of the winner or the runner-up at which the two draw level (the columns's
// normalisation recomputed with the new value), or none within the search range: the criterion's scale
// bounds when both are set, else the current value ± 1000 % (± 10 × the largest magnitude in the column
// when the value is 0), clipped to a one-sided bound. Of the two directions, the nearer crossing wins.
struct ValueFlip
{
    int row = 0;
    int column = 0;
    double value = 0.0;
    std::optional<double> flipValue;
};

struct SensitivityResult
{
    Normalization normalization = Normalization::MinMax;
    std::vector<double> scores;           // per problem row
    std::vector<RankedEntry> ranking;     // active rows only, best first
    int winner = -1;                      // problem row
    int runnerUp = -1;                    // -1 with fewer than two alternatives
    std::vector<CriterionSensitivity> criteria; // a criterion's weight here is its global weight
    std::vector<GroupSensitivity> groups;       // one per group of the problem's value tree
    std::optional<WeightFlip> smallestFlip; // none when no single weight change alters the winner
    std::vector<ValueFlip> valueFlips;      // winner's values, then the runner-up's, in column order
};

// What analyzeSensitivity computes. Full: everything above. WinnerIntervals: only each criterion's
// [topLow, topHigh] with `below`/`above` and the smallest flip — rankingLow/rankingHigh stay 0 and 1 and
// valueFlips stays empty. That is what the workbench's stability sentence needs on every edit, in
// O(alternatives × criteria); the value search costs O(criteria × alternatives²).
enum class SensitivityScope { Full, WinnerIntervals };

// How the winner's intervals are found. Pruned (the product): a criterion looks only at the alternatives close
// enough behind the winner to cross it within what its interval can still be — bounded from the nearest
// alternatives first — so an edit of 10,000 × 200 does not work out two million crossings; Every: at every
// alternative (the test oracle). Both give the same intervals, the same takers-over, to the bit.
enum class SensitivityRows { Pruned, Every };

// The pass every weight analysis starts with, over the whole matrix: each column's transform, each row's score
// (summed in column order), each column's least and greatest normalised value among the rows in play, and the rows
// in play ranked by score. An edit of a few rows that leaves every transform as it was changes only those rows'
// scores and places and the extremes of the columns it touched, so the next basis is made from the last one
// (updatedBasis) in O(rows + edited rows × columns), its ranking merged (rankScoresAfter) rather than sorted.
struct SensitivityBasis
{
    std::vector<ColumnTransform> transforms;
    std::vector<double> scores, columnLow, columnHigh;
    std::vector<RankedEntry> ranking; // rankScores of the rows in play's scores; `row` counts the rows in play only
    std::vector<int> rowsInPlay;      // the problem's rows in play, in order: what columnLow/High and the ranking count
};

// `last` (the basis of the same problem before an edit of `rows`, which changed values in `columns` only, the rows
// in play the same) brought up to date for `problem`, to the bit what analyzeSensitivity's own pass would make.
// `transforms` are the edited problem's (columnTransforms(), or columnTransformOf() for the edited columns: the
// caller has made them to know the edit can carry on). nullopt when an edited column's transform changed (every
// score moves), the normalisation reads more than a column's ends (sum, vector), or the rows in play are not
// `last`'s.
std::optional<SensitivityBasis> updatedBasis(const DecisionProblem &problem, Normalization n,
                                             const std::vector<ColumnTransform> &transforms, const SensitivityBasis &last,
                                             const std::vector<int> &rows, const std::vector<int> &columns,
                                             const std::vector<bool> &active = {});

// Weight and value sensitivity of the weighted sum with normalisation `n`. `active` (one flag per problem
// row) restricts the analysis to some alternatives; when empty, the problem's `feasible` flags do (the
// scenario model's constraints), and when those are empty too every row takes part. Normalisation still
// uses every row, as the ranking does. Returns nullopt with messages when the normalisation refuses the
// problem.
std::optional<SensitivityResult> analyzeSensitivity(const DecisionProblem &problem, Normalization n,
                                                    Messages &messages, const std::vector<bool> &active = {},
                                                    SensitivityScope scope = SensitivityScope::Full,
                                                    SensitivityRows rows = SensitivityRows::Pruned);
// The same from a basis of this problem (`from`: updatedBasis; nullptr: the pass is made), keeping the one it used
// in `keep` when given. A basis whose size or rows in play are not this problem's is not used: the pass is made.
std::optional<SensitivityResult> analyzeSensitivity(const DecisionProblem &problem, Normalization n,
                                                    Messages &messages, const std::vector<bool> &active,
                                                    SensitivityScope scope, SensitivityRows rows,
                                                    const SensitivityBasis *from, SensitivityBasis *keep);

} // namespace verdict
