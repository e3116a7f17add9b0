#include "decision.h"

#include "display/format.h"
#include "display/places.h"
#include "evaluation/wording.h"
#include "format/projectfile.h"
#include "scenario/figures.h"
#include "scenario/scenario.h"
#include "csv/delimited.h"

#include <QCryptographicHash>
#include <QDate>
#include <QRegularExpression>

#include <cmath>

namespace verdict {

namespace {

constexpr std::size_t kSnapshotRows = 10; // the top of the ranking a record keeps (and the chosen one)

bool ofAlternative(TriggerSubject s)
{
    return s == TriggerSubject::Attribute || s == TriggerSubject::Value || s == TriggerSubject::Figure;
}

// What a trigger names, in words, and its unit, from the project as it is; `error` when that is no longer in it.
void describeTrigger(const ProjectData &p, const DecisionTrigger &t, QString &what, QString &unit, QString &error)
{
    QString owner;
    if (ofAlternative(t.subject)) {
        const int a = p.indexOfAlternative(t.alternative);
        if (a < 0)
            error = QStringLiteral("the alternative %1 is no longer in the project").arg(t.alternative);
        owner = (a >= 0 ? p.alternatives[std::size_t(a)].name : t.alternative) + QStringLiteral(": ");
    }
    what = owner + t.target;
    switch (t.subject) {
    case TriggerSubject::Attribute:
        if (const int d = p.indexOfAttribute(t.target); d >= 0) {
            what = owner + p.attributes[std::size_t(d)].name;
            unit = p.attributes[std::size_t(d)].unit;
        } else if (error.isEmpty()) {
            error = QStringLiteral("the attribute %1 is no longer in the project").arg(t.target);
        }
        break;
    case TriggerSubject::Value:
    case TriggerSubject::Weight:
        if (const int c = p.indexOfCriterion(t.target); c >= 0) {
            const Criterion &criterion = p.criteria[std::size_t(c)];
            what = t.subject == TriggerSubject::Weight ? QStringLiteral("Weight of %1").arg(criterion.name) : owner + criterion.name;
            unit = t.subject == TriggerSubject::Weight ? QStringLiteral("%") : criterion.unit;
        } else if (error.isEmpty()) {
            error = QStringLiteral("the criterion %1 is no longer in the project").arg(t.target);
        }
        break;
    case TriggerSubject::Figure:
        if (const std::optional<Figure> f = figureById(t.target)) {
            what = owner + figureInfo(*f).name;
            unit = scenario::figureUnit(p, *f);
        } else if (error.isEmpty()) {
            error = QStringLiteral("there is no figure %1").arg(t.target);
        }
        break;
    case TriggerSubject::Parameter:
        if (const int q = p.indexOfParameter(t.target); q >= 0) {
            what = p.parameters[std::size_t(q)].name;
            unit = p.parameters[std::size_t(q)].unit;
        } else if (error.isEmpty()) {
            error = QStringLiteral("the parameter %1 is no longer in the project").arg(t.target);
        }
        break;
    }
}

} // namespace

QString triggerOpSymbol(TriggerOp op)
{
    switch (op) {
    case TriggerOp::Less: return QStringLiteral("<");
    case TriggerOp::LessOrEqual: return QStringLiteral("\u2264");
    case TriggerOp::Greater: return QStringLiteral(">");
    case TriggerOp::GreaterOrEqual: return QStringLiteral("\u2265");
    }
    return {};
}

namespace {

// The trigger on `number` (an entered value, an attribute or a parameter of what to check first) reaching `to`
// from its value, `to` included.
DecisionTrigger triggerOn(const ProjectData &p, const AssumptionNumber &number, double to)
{
    DecisionTrigger t;
    switch (number.kind) {
    case AssumptionNumber::Kind::Value:
        t.subject = TriggerSubject::Value;
        t.alternative = p.alternatives[std::size_t(number.alternative)].id;
        t.target = p.criteria[std::size_t(number.criterion)].id;
        break;
    case AssumptionNumber::Kind::Attribute:
        t.subject = TriggerSubject::Attribute;
        t.alternative = p.alternatives[std::size_t(number.alternative)].id;
        t.target = number.attribute;
        break;
    case AssumptionNumber::Kind::Parameter:
        t.subject = TriggerSubject::Parameter;
        t.target = number.parameter;
        break;
    }
    t.op = to < number.value ? TriggerOp::LessOrEqual : TriggerOp::GreaterOrEqual;
    t.threshold = to;
    return t;
}

} // namespace

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
        names << QStringLiteral("%1 (%2)").arg(elideMiddle(project.alternatives[std::size_t(i)].name, 60),
                                               elideMiddle(project.alternatives[std::size_t(i)].id, 60));
    if (project.alternativeCount() > 8)
        names << QStringLiteral("…");
    // Names shortened in the middle: a 5,000-character name must not make the message a page long.
    why = foldedCount > 1 ? QStringLiteral("\"%1\" names %2 alternatives (names differing only in case): give the id").arg(elideMiddle(text, 60)).arg(foldedCount)
                          : QStringLiteral("no alternative with the id or name \"%1\" (the alternatives: %2)").arg(elideMiddle(text, 60), names.join(QStringLiteral(", ")));
    return -1;
}

TriggerReading readTrigger(const Evaluation &evaluation, const DecisionTrigger &t)
{
    TriggerReading r;
    const ProjectData &p = evaluation.project();
    describeTrigger(p, t, r.what, r.unit, r.error);
    if (!r.error.isEmpty())
        return r;
    const int a = ofAlternative(t.subject) ? p.indexOfAlternative(t.alternative) : -1;
    switch (t.subject) {
    case TriggerSubject::Attribute: {
        const Alternative &alternative = p.alternatives[std::size_t(a)];
        if (const auto it = alternative.attributes.find(t.target); it != alternative.attributes.end())
            r.value = it->second;
        if (const auto it = alternative.attributeProvenance.find(t.target); it != alternative.attributeProvenance.end())
            r.source = it->second;
        break;
    }
    case TriggerSubject::Value: {
        const int c = p.indexOfCriterion(t.target);
        r.value = evaluation.scenario().values.at(a, c);
        r.source = evaluation.criteria()[std::size_t(c)].formula ? QStringLiteral("computed by its formula") : p.provenance(a, c);
        break;
    }
    case TriggerSubject::Figure: {
        const FigureValue &v = evaluation.alternatives()[std::size_t(a)].figure(*figureById(t.target));
        r.value = v.value;
        r.source = v.defined() ? QStringLiteral("computed") : QString();
        if (!v.defined())
            r.error = QStringLiteral("%1 is not defined now: %2").arg(r.what, v.reason);
        break;
    }
    case TriggerSubject::Parameter: {
        const Parameter &q = p.parameters[std::size_t(p.indexOfParameter(t.target))];
        r.value = q.value;
        r.source = q.provenance;
        break;
    }
    case TriggerSubject::Weight:
        r.value = evaluation.criteria()[std::size_t(p.indexOfCriterion(t.target))].weight * 100.0;
        r.source = QStringLiteral("profile \"%1\"").arg(evaluation.ranking().profileName);
        break;
    }
    if (r.error.isEmpty() && isMissing(r.value))
        r.error = QStringLiteral("%1 has no value now").arg(r.what);
    if (r.source.trimmed().isEmpty())
        r.source = QStringLiteral("no source given");
    if (r.error.isEmpty()) {
        r.fires = triggerHolds(t.op, r.value, t.threshold);
        r.distance = std::abs(r.value - t.threshold);
    }
    return r;
}

QString triggerOriginText(const DecisionTrigger &t)
{
    if (t.origin == QLatin1String("what_it_would_take"))
        return QStringLiteral("from what it would take");
    if (t.origin == QLatin1String("assumption"))
        return QStringLiteral("from what to check first");
    return {};
}

QString triggerCondition(const ProjectData &project, const DecisionTrigger &t)
{
    QString what, unit, error;
    describeTrigger(project, t, what, unit, error);
    return QStringLiteral("%1 %2 %3").arg(what, triggerOpSymbol(t.op), roundedNumberText(t.threshold, unit));
}

std::optional<DecisionTrigger> parseTrigger(const ProjectData &p, const QString &text, QString &why)
{
    DecisionTrigger t;
    QString condition = text;
    if (const qsizetype colon = text.indexOf(u':'); colon >= 0) {
        condition = text.left(colon);
        t.why = text.mid(colon + 1).trimmed();
    }
    static const QRegularExpression pattern(QStringLiteral(
        "^\\s*(?:weight\\(\\s*([a-z_][a-z0-9_]*)\\s*\\)|(?:([a-z_][a-z0-9_]*)\\.)?([a-z_][a-z0-9_]*))\\s*(<=|>=|<|>|\u2264|\u2265)\\s*(.*?)\\s*$"));
    const QRegularExpressionMatch m = pattern.match(condition);
    if (!m.hasMatch()) {
        why = QStringLiteral("\"%1\" is not a trigger: write [ALTERNATIVE.]NAME OP NUMBER[: WHY] with ids, OP one of <, <=, >, >= "
                             "(\"openshift_onprem.latency_ms <= 47.1: OpenShift wins\", \"horizon > 5\", \"weight(tco) < 15\")").arg(text);
        return std::nullopt;
    }
    t.op = *parseTriggerOp(m.captured(4));
    QString numberWhy;
    const std::optional<double> threshold = parseNumber(m.captured(5), false, &numberWhy);
    if (!threshold) {
        why = QStringLiteral("\"%1\": the threshold \"%2\" is not a number (%3)").arg(text, m.captured(5), numberWhy);
        return std::nullopt;
    }
    t.threshold = *threshold;
    const QString name = m.captured(3);
    if (!m.captured(1).isEmpty()) {
        t.subject = TriggerSubject::Weight;
        t.target = m.captured(1);
        if (p.indexOfCriterion(t.target) < 0) {
            why = QStringLiteral("\"%1\": no criterion %2 (the criteria: %3)").arg(text, t.target, p.criterionIds().join(QStringLiteral(", ")));
            return std::nullopt;
        }
    } else if (!m.captured(2).isEmpty()) {
        t.alternative = m.captured(2);
        t.target = name;
        if (p.indexOfAlternative(t.alternative) < 0) {
            why = QStringLiteral("\"%1\": no alternative with the id %2 (the ids: %3)").arg(text, t.alternative, p.alternativeIds().join(QStringLiteral(", ")));
            return std::nullopt;
        }
        if (p.indexOfAttribute(name) >= 0) {
            t.subject = TriggerSubject::Attribute;
        } else if (p.indexOfCriterion(name) >= 0) {
            t.subject = TriggerSubject::Value;
        } else if (figureById(name)) {
            t.subject = TriggerSubject::Figure;
        } else {
            QStringList names;
            for (const AttributeDef &d : p.attributes)
                names << d.id;
            names << p.criterionIds();
            for (const FigureInfo &f : figureInfos())
                names << f.id;
            why = QStringLiteral("\"%1\": %2 is not an attribute, criterion or figure (an alternative's numbers: %3)").arg(text, name, names.join(QStringLiteral(", ")));
            return std::nullopt;
        }
    } else {
        t.subject = TriggerSubject::Parameter;
        t.target = name;
        if (p.indexOfParameter(name) < 0) {
            QStringList names;
            for (const Parameter &q : p.parameters)
                names << q.id;
            why = p.indexOfAlternative(name) >= 0
                      ? QStringLiteral("\"%1\": %2 is an alternative: name one of its numbers, %2.NAME").arg(text, name)
                      : QStringLiteral("\"%1\": no parameter %2 (the parameters: %3; an alternative's number is ALTERNATIVE.NAME, a weight weight(CRITERION))")
                            .arg(text, name, names.isEmpty() ? QStringLiteral("none") : names.join(QStringLiteral(", ")));
            return std::nullopt;
        }
    }
    return t;
}

std::vector<DecisionTrigger> suggestTriggers(const Evaluation &evaluation, const WhatIfReport &whatIf, const AssumptionReport &assumptions)
{
    const ProjectData &p = evaluation.project();
    std::vector<DecisionTrigger> out;
    // One trigger per number and direction: of two boundaries on the same side, the nearer fires first and whenever
    // the farther would, so the farther adds nothing (both analyses often find the same crossing).
    const auto add = [&out](DecisionTrigger t) {
        for (DecisionTrigger &u : out)
            if (u.subject == t.subject && u.alternative == t.alternative && u.target == t.target && u.op == t.op) {
                const bool nearer = t.op == TriggerOp::LessOrEqual ? t.threshold > u.threshold : t.threshold < u.threshold;
                if (nearer)
                    u = std::move(t);
                return;
            }
        out.push_back(std::move(t));
    };
    for (const WhatIfAlternative &answer : whatIf.alternatives) {
        if (answer.changes.size() != 1 || answer.changes.front().withNext || answer.changes.front().result == WhatIfStep::Result::Feasible)
            continue;
        const WhatIfStep &step = answer.changes.front();
        DecisionTrigger t = triggerOn(p, step.number, step.to);
        t.origin = QStringLiteral("what_it_would_take");
        t.why = step.result == WhatIfStep::Result::Draws ? QStringLiteral("%1 draws level with the first").arg(answer.name)
                                                         : QStringLiteral("%1 draws level with the first, and beyond it is first").arg(answer.name);
        add(std::move(t));
    }
    for (const AssumptionNumber &number : assumptions.numbers) {
        if (!number.flipValue)
            continue;
        DecisionTrigger t = triggerOn(p, number, *number.flipValue);
        t.origin = QStringLiteral("assumption");
        t.why = number.flipWinner.isEmpty() ? QStringLiteral("the winner changes") : QStringLiteral("%1 is first").arg(number.flipWinner);
        add(std::move(t));
    }
    return out;
}

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
    for (DecisionTrigger t : request.triggers) {
        t.id = nextTriggerId(d.triggers);
        d.triggers.push_back(std::move(t));
    }

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
    case ReopenReason::Kind::TriggerFired: return QStringLiteral("trigger_fired");
    case ReopenReason::Kind::TriggerUnreadable: return QStringLiteral("trigger_unreadable");
    }
    return {};
}

Evaluation evaluateAsDecided(const ProjectData &project, const DecisionRecord &d, QStringList *gone)
{
    // The record's basis: its profile and scenario, by name; the method it was ranked by.
    ProjectData now = project;
    EvaluationOptions options;
    options.method = d.snapshot.method;
    options.stability = false; // the record reads the ranking, not the stability sentence
    if (const int profile = now.indexOfProfile(d.snapshot.profile); profile >= 0)
        options.profile = profile;
    else if (!d.snapshot.profile.isEmpty() && gone)
        *gone << QStringLiteral("the profile \"%1\" it was ranked under is no longer in the project; checked under \"%2\"").arg(d.snapshot.profile, now.active().name);
    if (d.snapshot.scenario.isEmpty() || now.indexOfScenario(d.snapshot.scenario) >= 0) {
        now.activeScenario = d.snapshot.scenario;
    } else if (gone) {
        *gone << QStringLiteral("the scenario \"%1\" it was ranked under is no longer in the project; checked on %2")
                     .arg(d.snapshot.scenario, now.activeScenario.isEmpty() ? QStringLiteral("the base") : QStringLiteral("\"%1\"").arg(now.activeScenario));
    }
    return evaluate(now, options);
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

    QStringList gone;
    const Evaluation evaluation = evaluateAsDecided(project, d, &gone);
    for (const QString &g : gone)
        reason(ReopenReason::Kind::BasisGone, QStringLiteral("%1 (%2)").arg(g, source));
    const ProjectData &now = evaluation.baseProject();
    const LiveRanking &ranking = evaluation.ranking();
    const bool anyFirst = ranking.hasRanking() && ranking.rows.front().feasible;
    const QString firstId = anyFirst ? now.alternatives[std::size_t(ranking.rows.front().alternative)].id : QString();
    if (anyFirst)
        check.first = ranking.rows.front().name;
    for (const LiveRanking::Row &row : ranking.rows)
        check.ranking.push_back({now.alternatives[std::size_t(row.alternative)].id, row.name, row.rank, row.score, row.marginPoints, row.feasible});
    check.inputsChanged = decisionInputsHash(project) != d.snapshot.inputs;

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

    for (const DecisionTrigger &t : d.triggers) {
        DecisionCheck::Trigger &read = check.triggers.emplace_back();
        read.trigger = &t;
        read.condition = triggerCondition(now, t);
        read.reading = readTrigger(evaluation, t);
        const TriggerReading &r = read.reading;
        QStringList notes{t.why, triggerOriginText(t)};
        notes.removeAll(QString());
        const QString why = notes.isEmpty() ? QString() : notes.join(QStringLiteral(", ")) + QStringLiteral("; ");
        if (!r.error.isEmpty())
            reason(ReopenReason::Kind::TriggerUnreadable, QStringLiteral("trigger %1 (%2) cannot be read: %3 (%4%5)").arg(t.id, read.condition, r.error, why, source));
        else if (r.fires)
            reason(ReopenReason::Kind::TriggerFired, QStringLiteral("trigger %1 fired: %2 is %3, %4 %5 (%6source: %7; %8)")
                                                         .arg(t.id, r.what, roundedNumberText(r.value, r.unit), triggerOpSymbol(t.op),
                                                              roundedNumberText(t.threshold, r.unit), why, r.source, source));
    }
    return check;
}

QStringList reopenReasonTexts(const DecisionCheck &check)
{
    QStringList texts;
    const QString source = check.record ? QStringLiteral(" (decision %1 of %2)").arg(check.record->id, check.record->decidedOn) : QString();
    const QString inner = check.record ? QStringLiteral("; decision %1 of %2)").arg(check.record->id, check.record->decidedOn) : QString();
    for (const ReopenReason &r : check.reasons) {
        if (!source.isEmpty() && r.text.endsWith(source))
            texts << r.text.chopped(source.size());
        else if (!inner.isEmpty() && r.text.endsWith(inner))
            texts << r.text.chopped(inner.size()) + u')';
        else
            texts << r.text;
    }
    return texts;
}

std::vector<TriggerStatus> triggerStatuses(const DecisionCheck &check)
{
    std::vector<TriggerStatus> statuses;
    for (const DecisionCheck::Trigger &t : check.triggers) {
        const TriggerReading &r = t.reading;
        TriggerStatus &s = statuses.emplace_back();
        s.id = t.trigger->id;
        s.condition = t.condition;
        s.unreadable = !r.error.isEmpty();
        s.fired = !s.unreadable && r.fires;
        s.now = s.unreadable ? QStringLiteral("cannot be read") : roundedNumberText(r.value, r.unit);
        s.distance = s.unreadable ? QStringLiteral("\u2013") : s.fired ? QStringLiteral("fired") : roundedNumberText(r.distance, r.unit);
        QStringList why{t.trigger->why, triggerOriginText(*t.trigger)};
        why.removeAll(QString());
        s.why = why.join(QStringLiteral("; "));
        s.source = s.unreadable ? r.error : r.source;
    }
    return statuses;
}

} // namespace verdict
