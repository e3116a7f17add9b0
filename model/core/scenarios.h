#pragma once

#include "projectdata.h"

#include <QString>
#include <QStringList>

// What-if scenarios (docs/file-format.md, "scenarios"; docs/stability.md, "What-if scenarios"): named sets of
// overrides on top of the project's own numbers, the base scenario.
namespace verdict {

// The project as scenario `index` sees it (-1: the base): its overrides applied in order, each to the numbers as
// the ones before it left them. An override naming nothing that exists is left out (validateProject says so); a
// factor on a missing number leaves it missing; an entered value of a formula criterion is never overridden. The
// result names the scenario (activeScenario) and is marked applied, so applying again changes nothing.
ProjectData withScenario(ProjectData project, int index);

// The project with its active scenario applied (unchanged when it has none, or when it is applied already). Every
// evaluation starts here (evaluation/evaluation.h), so every view, export and command sees the active scenario.
ProjectData applyActiveScenario(ProjectData project);
// Whether applyActiveScenario would change anything.
bool needsScenario(const ProjectData &project);

// The scenario a project's numbers show: "Base" or its name.
QString scenarioLabel(const ProjectData &project);
inline const QString kBaseScenarioName = QStringLiteral("Base");

// One override as a reader says it: "Budget = 120,000", "GPU price × 0.85 on every alternative",
// "GPU idle = 0.09 on GKE Autopilot, AKS + Azure Arc". Names of what exists, ids otherwise.
QString overrideText(const ProjectData &project, const ScenarioOverride &o);

// Every number a scenario changes, with the base value and the scenario's, in the project's order of overrides.
struct OverriddenNumber
{
    ScenarioOverride::Kind kind = ScenarioOverride::Kind::Parameter;
    QString target;     // parameter, attribute or criterion id
    int alternative = -1; // attribute and value: the alternative's index
    double base = 0.0;  // NaN when missing in the base
    double value = 0.0; // the scenario's
};
std::vector<OverriddenNumber> overriddenNumbers(const ProjectData &base, int index);

} // namespace verdict
