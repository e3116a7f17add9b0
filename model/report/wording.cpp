#include "wording.h"

#include <QCoreApplication>

#include <cmath>

namespace verdict {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("verdict::Wording", text);
}

QString escaped(const QString &text, TextStyle style)
{
    return style == TextStyle::Html ? text.toHtmlEscaped() : text;
}

QString strong(const QString &text, TextStyle style)
{
    return style == TextStyle::Html ? QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()) : text;
}
} // namespace

QString formatPercent(double fraction)
{
    return QStringLiteral("%1 %").arg(std::round(fraction * 1000.0) / 10.0);
}

QString formatPoints(double points)
{
    return tr("%1 points").arg(QString::number(points, 'f', 1));
}

QString recommendationSentence(const LiveRanking &r, TextStyle style)
{
    if (!r.hasRanking())
        return tr("No ranking yet.");
    const LiveRanking::Row &top = r.rows.front();
    QString text = tr("%1 ranks first under “%2”").arg(strong(top.name, style), escaped(r.profileName, style));
    if (!top.feasible)
        text = tr("%1 ranks first under “%2”, but no alternative meets every constraint")
                   .arg(strong(top.name, style), escaped(r.profileName, style));
    if (r.rows.size() > 1)
        text += tr(", %1 ahead of %2.").arg(formatPoints(top.marginPoints), escaped(r.rows[1].name, style));
    else
        text += u'.';
    return text;
}

std::vector<ProfileWinner> profileWinners(const ProjectData &project, const LiveRanking &active, int activeProfile)
{
    return profileWinners(project, evaluateScenario(project), active, activeProfile);
}

std::vector<ProfileWinner> profileWinners(const ProjectData &project, const ScenarioResult &scenario,
                                          const LiveRanking &active, int activeProfile)
{
    if (activeProfile < 0)
        activeProfile = project.activeProfile;
    std::vector<ProfileWinner> out;
    for (int i = 0; i < int(project.profiles.size()); ++i) {
        const LiveRanking other = i == activeProfile ? LiveRanking() : computeLiveRanking(project, scenario, i, false);
        const LiveRanking &r = i == activeProfile ? active : other;
        ProfileWinner w;
        w.profile = i;
        w.name = project.profiles[std::size_t(i)].name;
        w.active = i == activeProfile;
        w.winner = r.winner();
        if (r.rows.size() > 1) {
            w.runnerUp = r.rows[1].name;
            w.marginPoints = r.rows.front().marginPoints;
        }
        w.flips = !w.winner.isEmpty() && w.winner != active.winner();
        out.push_back(w);
    }
    return out;
}

QString profileWinnerLine(const ProfileWinner &w, TextStyle style)
{
    const QString name = escaped(w.name, style);
    if (w.winner.isEmpty())
        return tr("%1: no ranking").arg(name);
    if (w.flips)
        return tr("%1: %2 (flips the winner)").arg(name, strong(w.winner, style));
    return tr("%1: %2").arg(name, escaped(w.winner, style));
}

} // namespace verdict
