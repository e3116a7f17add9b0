#pragma once

#include "core/projectdata.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

// What changed between two versions of a project, and what that did to the result (`verdict diff OLD NEW`,
// docs/decision-record.md, "What changed: verdict diff"). Each version is evaluated as the window would (its method,
// active profile and scenario); each change that can be made alone is applied alone to OLD and evaluated, and its
// effect is the change in OLD's winner's margin.
namespace verdict {

struct ProjectChange
{
    enum class Kind { Alternative, Criterion, Weight, Value, Attribute, Parameter, Constraint, Scenario, Setting, Decision, Other };
    Kind kind = Kind::Other;
    QString text; // "OpenShift on-prem: Latency 49 ms → 46 ms"
    // Makes this change alone on OLD (empty: it cannot be made alone, e.g. a criterion added, or it cannot move the
    // result, e.g. a decision recorded).
    std::function<void(ProjectData &)> apply;
    bool attributed = false;  // applied alone to OLD and evaluated
    double effect = 0.0;      // the old winner's margin with this change alone, minus without, in points
    QString firstAlone;       // who is first with this change alone, when not OLD's winner ("" when nobody is)
    bool winnerChanges = false;
};
QString projectChangeKindName(ProjectChange::Kind kind); // "alternative", "criterion", "weight", ...

struct RankMove
{
    QString id, name;
    int before = 0, after = 0; // rank; 0 when not in that version
};

struct ProjectDiff
{
    std::vector<ProjectChange> changes;
    QString method;                        // NEW's method label and profile, for the sentences
    QString winnerBefore, winnerAfter;     // names; empty when no alternative meets every gate
    QString winnerId;                      // OLD's winner's id, whose margin the effects are measured on
    double marginBefore = 0.0;             // OLD's winner's margin in OLD (points; the lead, or < 0 behind the first)
    double marginAfter = kMissing;         // and in NEW (NaN when it is not ranked there)
    std::vector<RankMove> moves;           // every alternative whose rank differs
    int most = -1;                         // the attributed change with the largest effect, -1 when none moved it
    int notAttributed = 0;                 // changes past the attribution limit
    bool same() const { return changes.empty(); }
};

// At most this many changes are each evaluated alone; the rest are listed without their effect.
inline constexpr int kMaxAttributedChanges = 500;

ProjectDiff diffProjects(const ProjectData &before, const ProjectData &after, bool attribute = true);

// The diff in words, as `verdict diff` prints it and the window's Compare shows it: a heading line, one line per
// change ("  value       OpenShift on-prem: Latency 49 ms → 46 ms   [alone: −1.2 points]"), then "What it did (…):"
// with the first before and after, the old winner's margin, the rank moves and the change that moved it most.
QStringList diffReport(const ProjectDiff &diff, const QString &oldName, const QString &newName);
// One change's effect alone, in words ("alone: +1.2 points, and GKE Autopilot is first"); empty when not attributed.
QString changeEffectText(const ProjectChange &change, const QString &oldWinner);

} // namespace verdict
