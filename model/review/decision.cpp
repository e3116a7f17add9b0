#include "decision.h"

#include "display/format.h"
#include "evaluation/wording.h"
#include "format/projectfile.h"
#include "scenario/scenario.h"

#include <QCryptographicHash>
#include <QDate>

namespace verdict {

namespace {

constexpr std::size_t kSnapshotRows = 10; // the top of the ranking a record keeps (and the chosen one)

// The alternative `text` names: an id, an exact name, else the one name that differs only in case; -1 with `why`.
int findAlternative(const ProjectData &project, const QString &text, QString &why)
{
    if (const int byId = project.indexOfAlternative(text); byId >= 0)
        return byId;
    int found = -1, folded = -1, foldedCount = 0;
    for (int i = 0; i < project.alternativeCount(); ++i) {
        const QString &name = project.alternatives[std::size_t(i)].name;
        if (name == text && found < 0)
            found = i;
        if (name.compare(text, Qt::CaseInsensitive) == 0) {
            folded = i;
            ++foldedCount;
        }
    }
    if (found >= 0)
        return found;
    if (foldedCount == 1)
        return folded;
    QStringList names;
    for (int i = 0; i < project.alternativeCount() && i < 8; ++i)
        names << QStringLiteral("%1 (%2)").arg(project.alternatives[std::size_t(i)].name, project.alternatives[std::size_t(i)].id);
    if (project.alternativeCount() > 8)
        names << QStringLiteral("…");
    why = foldedCount > 1 ? QStringLiteral("\"%1\" names %2 alternatives (names differing only in case): give the id").arg(text).arg(foldedCount)
                          : QStringLiteral("no alternative with the id or name \"%1\" (the alternatives: %2)").arg(text, names.join(QStringLiteral(", ")));
    return -1;
}

} // namespace

QString decisionInputsHash(const ProjectData &project)
{
    ProjectData inputs = canonicalProject(project);
    inputs.metadata = Metadata{};
    inputs.decisions.clear();
    return QStringLiteral("sha256:") + QString::fromLatin1(QCryptographicHash::hash(writeProject(inputs), QCryptographicHash::Sha256).toHex());
}

DecisionOutcome makeDecision(const Evaluation &evaluation, const DecisionRequest &request)
{
    DecisionOutcome out;
    const auto refuse = [&out](const char *field, const QString &why) {
        out.field = QLatin1String(field);
        out.error = why;
        return out;
    };
    const ProjectData &project = evaluation.baseProject();
    QString why;
    const int chosen = findAlternative(project, request.choose.trimmed(), why);
    if (chosen < 0)
        return refuse("choose", why);
    const QDate on = request.on.isEmpty() ? QDate::currentDate() : QDate::fromString(request.on, Qt::ISODate);
    if (!on.isValid())
        return refuse("on", QStringLiteral("\"%1\" is not a date: write it YYYY-MM-DD").arg(request.on));
    if (!request.reviewBy.isEmpty()) {
        const QDate review = QDate::fromString(request.reviewBy, Qt::ISODate);
        if (!review.isValid())
            return refuse("review_by", QStringLiteral("\"%1\" is not a date: write it YYYY-MM-DD").arg(request.reviewBy));
        if (review < on)
            return refuse("review_by", QStringLiteral("the review date %1 is before the decision's date %2")
                                           .arg(request.reviewBy, on.toString(Qt::ISODate)));
    }

    const LiveRanking &ranking = evaluation.ranking();
    DecisionRecord d;
    d.id = nextDecisionId(project.decisions);
    d.status = request.status;
    d.chosen = project.alternatives[std::size_t(chosen)].id;
    d.chosenName = project.alternatives[std::size_t(chosen)].name;
    d.decidedOn = on.toString(Qt::ISODate);
    d.decidedBy = request.by.trimmed();
    d.vote = request.vote.trimmed();
    d.rationale = request.rationale.trimmed();
    d.reviewBy = request.reviewBy;

    DecisionSnapshot &s = d.snapshot;
    s.method = evaluation.method();
    s.profile = ranking.profileName;
    s.scenario = ranking.scenarioName;
    s.inputs = decisionInputsHash(project);
    if (ranking.hasRanking() && ranking.rows.front().feasible)
        s.winner = project.alternatives[std::size_t(ranking.rows.front().alternative)].id;
    s.alternatives = int(ranking.rows.size());
    for (std::size_t i = 0; i < ranking.rows.size(); ++i) {
        const LiveRanking::Row &row = ranking.rows[i];
        if (i >= kSnapshotRows && row.alternative != chosen)
            continue;
        s.ranking.push_back({project.alternatives[std::size_t(row.alternative)].id, row.name, row.rank, row.score,
                             row.marginPoints, row.feasible});
    }
    const AlternativeRecord &record = evaluation.alternatives()[std::size_t(chosen)];
    for (int f = 0; f < kFigureCount; ++f)
        if (const FigureValue &v = record.figure(Figure(f)); v.defined())
            s.figures[figureInfo(Figure(f)).id] = v.value;

    if (d.chosen != s.winner && d.rationale.isEmpty()) {
        const QString first = s.winner.isEmpty() ? QStringLiteral("no alternative meets every gate")
                                                 : QStringLiteral("%1 is ranked first").arg(ranking.rows.front().name);
        return refuse("rationale", QStringLiteral("%1, not %2: say why with a rationale").arg(first, d.chosenName));
    }
    out.record = std::move(d);
    return out;
}

QString reopenKindName(ReopenReason::Kind kind)
{
    switch (kind) {
    case ReopenReason::Kind::ReviewDue: return QStringLiteral("review_due");
    case ReopenReason::Kind::AnotherFirst: return QStringLiteral("another_first");
    case ReopenReason::Kind::ChosenFailsGate: return QStringLiteral("chosen_fails_gate");
    case ReopenReason::Kind::ChosenGone: return QStringLiteral("chosen_gone");
    case ReopenReason::Kind::BasisGone: return QStringLiteral("basis_gone");
    }
    return {};
}

DecisionCheck checkDecision(const ProjectData &project, const QDate &today)
{
    DecisionCheck check;
    check.record = acceptedDecision(project.decisions);
    if (!check.record) {
        check.error = project.decisions.empty() ? QStringLiteral("no decision recorded (verdict decide records one)")
                                                : QStringLiteral("no accepted decision: every record is proposed, superseded or rejected");
        return check;
    }
    const DecisionRecord &d = *check.record;
    const auto reason = [&check](ReopenReason::Kind kind, const QString &text) { check.reasons.push_back({kind, text}); };
    const QString source = QStringLiteral("decision %1 of %2").arg(d.id, d.decidedOn);

    if (!d.reviewBy.isEmpty()) {
        const QDate review = QDate::fromString(d.reviewBy, Qt::ISODate);
        if (review.isValid() && today >= review)
            reason(ReopenReason::Kind::ReviewDue,
                   QStringLiteral("the review is due: today is %1, the review date %2 (%3)").arg(today.toString(Qt::ISODate), d.reviewBy, source));
    }

    // The record's basis: its profile and scenario, by name; the method it was ranked by.
    ProjectData now = project;
    EvaluationOptions options;
    options.method = d.snapshot.method;
    options.stability = false; // the check reads the ranking, not the stability sentence
    if (const int profile = now.indexOfProfile(d.snapshot.profile); profile >= 0)
        options.profile = profile;
    else if (!d.snapshot.profile.isEmpty())
        reason(ReopenReason::Kind::BasisGone, QStringLiteral("the profile \"%1\" it was ranked under is no longer in the project (%2); checked under \"%3\"")
                                                  .arg(d.snapshot.profile, source, now.active().name));
    if (d.snapshot.scenario.isEmpty() || now.indexOfScenario(d.snapshot.scenario) >= 0) {
        now.activeScenario = d.snapshot.scenario;
    } else {
        reason(ReopenReason::Kind::BasisGone, QStringLiteral("the scenario \"%1\" it was ranked under is no longer in the project (%2); checked on %3")
                                                  .arg(d.snapshot.scenario, source, now.activeScenario.isEmpty() ? QStringLiteral("the base") : QStringLiteral("\"%1\"").arg(now.activeScenario)));
    }
    const Evaluation evaluation = evaluate(now, options);
    const LiveRanking &ranking = evaluation.ranking();
    const bool anyFirst = ranking.hasRanking() && ranking.rows.front().feasible;
    const QString firstId = anyFirst ? now.alternatives[std::size_t(ranking.rows.front().alternative)].id : QString();
    if (anyFirst)
        check.first = ranking.rows.front().name;

    const int chosen = now.indexOfAlternative(d.chosen);
    if (chosen < 0) {
        reason(ReopenReason::Kind::ChosenGone, QStringLiteral("%1, the alternative chosen, is no longer in the project (%2)").arg(d.chosenName, source));
    } else if (const AlternativeRecord &a = evaluation.alternatives()[std::size_t(chosen)]; !a.feasible && a.violations) {
        const QString name = now.alternatives[std::size_t(chosen)].name;
        for (const Violation &v : *a.violations) {
            const QString what = v.message.startsWith(name + QStringLiteral(": ")) ? v.message.mid(name.size() + 2) : v.message;
            reason(ReopenReason::Kind::ChosenFailsGate, QStringLiteral("%1 fails a gate now: %2 (%3)").arg(name, what, source));
        }
    }

    if (firstId != d.snapshot.winner) {
        const QString was = d.snapshot.winner.isEmpty() ? QStringLiteral("no alternative met every gate")
                                                        : QStringLiteral("%1 was first").arg(d.snapshot.ranking.empty() ? d.snapshot.winner : d.snapshot.ranking.front().name);
        QString is;
        if (!anyFirst) {
            is = QStringLiteral("no alternative meets every gate now");
        } else {
            const LiveRanking::Row &top = ranking.rows.front();
            is = QStringLiteral("%1 is first now").arg(top.name);
            if (const LiveRanking::Row *second = ranking.runnerUpRow())
                is += QStringLiteral(", %1 points ahead of %2").arg(formatFixed(top.marginPoints, 1), second->name);
        }
        reason(ReopenReason::Kind::AnotherFirst, QStringLiteral("%1 under %2, profile \"%3\"; when decided, %4 (%5)")
                                                     .arg(is, methodLabel(d.snapshot.method), ranking.profileName, was, source));
    }
    return check;
}

} // namespace verdict
