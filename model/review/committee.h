#pragma once

#include "charts/disagreement.h"
#include "core/projectdata.h"
#include "evaluation/evaluation.h"
#include "evaluation/wording.h"

#include <QString>
#include <QStringList>

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

namespace verdict {

// The committee view (docs/methods.md, "The committee"): what each stakeholder's own weights choose, how the
// committee votes, where its members disagree and what would bring a dissenter round. Every member is ranked by
// the project's method under their profile; infeasible alternatives take no part anywhere.

// The smallest change to one of a stakeholder's weights, the others keeping their proportions, at which the
// group's winner draws level with their first (exact for the weighted sum: every score is linear in the weight;
// other methods rank again on a grid of the weight and refine the nearest crossing by bisection, `numeric`).
// Beyond `to` (away from `from`) it is ahead, unless `drawOnly`.
struct WeightChange
{
    int criterion = -1; // project criterion index
    double from = 0.0;  // global weight, fraction of 1
    double to = 0.0;
    bool drawOnly = false; // the group's winner only draws level there, never leads
    bool numeric = false;  // found by ranking again on a grid of t (methods other than the weighted sum), not exact
};

struct CommitteeMember
{
    int profile = -1;
    QString name, role;
    double voice = 1.0;
    int winner = -1;           // project alternative; -1: nothing feasible to rank
    std::vector<int> ranking;  // project alternatives, best first, feasible only
    std::vector<double> behind; // per ranking entry: points behind this member's first (0 for the first)
    std::vector<double> weights; // global weights, per project criterion
    bool dissents = false;     // their winner is not the group's
    std::optional<WeightChange> toAgree; // dissenters only; none when no single weight does it
    QString toAgreeText;       // "Finance would pick AKS + Azure Arc if TCO fell from 40.0 % to 31.2 %."
};

// Committee-robust odds (docs/stability.md): SMAA-2 on the weighted sum with the weights drawn uniformly from the
// convex hull of the stakeholders' global weights, the values as entered: how often each alternative comes first
// over every compromise between these people.
struct CommitteeOdds
{
    std::int64_t samples = 0;
    std::uint64_t seed = 0;
    int dimension = 0; // of the region their weights span (0: they all agree)
    std::vector<int> alternatives;             // feasible project alternatives, most often first first
    std::vector<double> pFirst;                // per entry: share of the draws where it is first
    std::vector<std::array<double, 2>> pFirstCi; // per entry: Wilson 95 % interval
    QString text;  // "Over every compromise between their weights (10,000 draws): AKS + Azure Arc first in 71 %, …"
    QString error; // why there are no odds
};

struct Committee
{
    std::vector<CommitteeMember> members;
    QString method;        // the ranking method
    int groupProfile = -1; // the project's group profile, or -1 (then one is computed for the analysis)
    QString groupName;
    int groupWinner = -1;  // project alternative under the group profile
    std::vector<std::pair<int, int>> tally; // (alternative, votes), most first; alternatives with a vote only
    int abstentions = 0;   // members with nothing feasible to vote for
    QString tallyText;     // "3–1 for AKS + Azure Arc", "2–2 between A and B"
    std::vector<std::pair<int, int>> borda; // (alternative, points), most first; every feasible alternative
    int consensus = -1;    // the alternative whose worst rank across members is best (ties: least maximum regret)
    int consensusWorstRank = 0;
    double consensusRegret = 0.0; // points behind a member's first, at most
    QString consensusWhy;  // one sentence
    std::vector<CriterionDisagreement> disagreement; // those that change the winner first, then by spread
    QStringList alternativeNames; // per project alternative
    CommitteeOdds odds;
};

// nullopt (with `why`) when no profile is marked as a stakeholder's, or nothing can be ranked.
// The committee of an evaluation: each stakeholder's ranking and the group profile's by the evaluation's method,
// from its numbers (reweighted(): the project is not evaluated again).
std::optional<Committee> analyzeCommittee(const Evaluation &evaluation, QString *why = nullptr);
// The same for a project: one evaluation under `options` (its method and settings; the profile is ignored).
std::optional<Committee> analyzeCommittee(const ProjectData &project, QString *why = nullptr,
                                          const EvaluationOptions &options = {});
// The committee view kept with the evaluation (Evaluation::part): the Results dock, the charts, the sheet and the
// deck all read this one. nullptr without stakeholders or when nothing can be ranked. Valid while `evaluation` is.
const Committee *committeeOf(const Evaluation &evaluation);

// The committee view in a few lines, for the Results dock and the exports: the vote and the Borda count, the
// consensus with its reason, what would bring each dissenter round, and the criteria whose spread changes the
// winner, each with the stakeholders' lowest and highest weight.
QStringList committeeLines(const Committee &committee, const ProjectData &project, TextStyle style = TextStyle::Plain);

// `profile` with `change` applied (the other weights in proportion), as entered weights (ValueTree::withGlobalWeights).
WeightProfile withWeightChange(const ProjectData &project, const WeightProfile &profile, const std::vector<double> &global,
                               const WeightChange &change);

} // namespace verdict
