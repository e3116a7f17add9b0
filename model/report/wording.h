#pragma once

#include "report/liveranking.h"

#include <QString>

#include <vector>

namespace verdict {

// The sentences the workbench's results panel and the cheat sheet share, so both say the same thing.

enum class TextStyle { Plain, Html }; // Html: names escaped, the winner in <b>

// "AKS + Azure Arc ranks first under “Former AWS engineer”, 2.8 points ahead of OpenShift on-prem." Points are
// the difference of the weighted scores × 100. "No ranking yet." without a ranking.
QString recommendationSentence(const LiveRanking &ranking, TextStyle style = TextStyle::Plain);

// "12.5 %" for 0.125 (one decimal, dropped when it is 0: "30 %").
QString formatPercent(double fraction);

// "2.8 points" (one decimal).
QString formatPoints(double points);

// The winner under each weight profile and whether it differs from the winner under `active`.
struct ProfileWinner
{
    int profile = 0;
    QString name;
    QString winner;            // empty when the profile cannot be ranked
    QString runnerUp;
    double marginPoints = 0.0; // the winner's lead over the runner-up
    bool active = false;       // the profile `active` was computed with
    bool flips = false;        // a different winner than under `active`
};
std::vector<ProfileWinner> profileWinners(const ProjectData &project, const LiveRanking &active, int activeProfile = -1);
// The same on a scenario result already computed for `project` (evaluateScenario): no re-evaluation per profile.
std::vector<ProfileWinner> profileWinners(const ProjectData &project, const ScenarioResult &scenario,
                                          const LiveRanking &active, int activeProfile = -1);

// "Compliance lead: OpenShift on-prem (flips the winner)" / "Finance (TCO first): AKS + Azure Arc".
QString profileWinnerLine(const ProfileWinner &winner, TextStyle style = TextStyle::Plain);

} // namespace verdict
