#pragma once

#include "review/assumptions.h"

#include <QString>

#include <vector>

namespace verdict {

// What it would take (docs/stability.md, "What it would take"): for every alternative that is not first, the
// smallest change to one of its own numbers — an entered value or a scenario attribute, acting through every
// formula, gate and rule that reads it — that makes it first, found by evaluating the project again (a 1 % grid of
// the number up to ±100 %, bisected to the crossing; nearestValueWhere). An infeasible alternative first gets the
// smallest such change that makes it feasible, then, on the changed project, the one that makes it first. Each
// change says whether it stays inside the number's uncertainty range (±20 % of it when the file gives none).
// Where no single change does it, the cheapest change of two numbers together: the sum of their relative sizes
// smallest (cheapestPair in whatif.cpp; docs/stability.md).
struct WhatIfStep
{
    AssumptionNumber number; // which number; number.value is where it starts
    double from = 0.0, to = 0.0;
    double relative = 0.0;   // (to − from) / |from| (1 when from is 0)
    bool plausible = false;  // `to` within the number's uncertainty range (±20 % when none)
    enum class Result { Feasible, Draws, Wins } result = Result::Wins; // at `to`: feasible, level with the first, first
    // Made together with the next step (the cheapest two-number change, where no single change does it): neither
    // alone does it, and both carry the result of the two.
    bool withNext = false;
};

struct WhatIfAlternative
{
    int alternative = -1; // project index
    QString name;
    bool feasible = true; // as the project stands
    std::vector<WhatIfStep> changes; // to apply in order (feasibility first); empty: no single change does it
    QString sentence; // "GKE Autopilot: Latency 53 → 50 ms (−5.7 %, outside its range) makes it feasible; then …"
    QString shortSentence; // the same for a one-page sheet: "GKE Autopilot: Latency 53 → 50 ms (−5.7 %, in range) → feasible; then …"
};

struct WhatIfReport
{
    QString winner; // empty when no alternative meets every gate: then every alternative is in `alternatives`
    std::vector<WhatIfAlternative> alternatives; // every alternative but the winner (or the one asked for), in ranking order
    QString error;
    bool cancelled = false;
};

// `only` ≥ 0: that alternative alone. `cancel`, when set, stops it: the report then has `cancelled` set.
WhatIfReport analyzeWhatIf(const ProjectData &project, int only = -1, const std::atomic<bool> *cancel = nullptr,
                           TrialMode mode = TrialMode::Quick);
// The same from an evaluation made already (its profile, method and what-if scenario): only the search's trials
// evaluate again (probes).
WhatIfReport analyzeWhatIf(const Evaluation &evaluation, int only = -1, const std::atomic<bool> *cancel = nullptr,
                           TrialMode mode = TrialMode::Quick);
// What it would take for every other alternative, kept with the evaluation (Evaluation::part): the sheet, the deck
// and the window's exports read this one.
const WhatIfReport &whatIfOf(const Evaluation &evaluation);

// What the exports carry of it: every other alternative's when there are at most kQuickWhatIfAlternatives others
// (whatIfOf), else the first kQuickWhatIfAlternatives after the winner in ranking order, one report each.
struct LeadersWhatIf
{
    std::vector<WhatIfReport> reports;
    bool cancelled = false;
};
LeadersWhatIf analyzeLeadersWhatIf(const Evaluation &evaluation, const std::atomic<bool> *cancel = nullptr);
// The same, kept with the evaluation (Evaluation::part; the export's background run keeps a finished one there).
const LeadersWhatIf &leadersWhatIfOf(const Evaluation &evaluation);

// `project` with every step applied, in order.
ProjectData withChanges(const ProjectData &project, const std::vector<WhatIfStep> &changes);

QString whatIfResultName(WhatIfStep::Result result); // "feasible", "draws", "wins"

// What it would take as a what-if scenario, to show and keep: the active scenario's overrides (the answer was
// worked out on its numbers), then each change set on that alternative. Named "What it would take for NAME"
// (with a number when that is taken); its description is the answer's sentence.
NamedScenario scenarioFromWhatIf(const ProjectData &project, const WhatIfAlternative &answer);

} // namespace verdict
