// The decision record (issue 36, first slice): the record made from one evaluation, its snapshot equal to what that
// evaluation says, the refusals, the log's append-only rule, the file round trip and validation, and `verdict
// decide` / `verdict log` on the command line.
#include "../common/verdictprocess.h"
#include "../report/sheetfixture.h"

#include "core/decisions.h"
#include "evaluation/evaluation.h"
#include "format/projectfile.h"
#include "review/decision.h"
#include "review/numberupdate.h"
#include "report/adr.h"
#include "csv/delimited.h"
#include "scenario/scenario.h"
#include "evaluation/wording.h"
#include "display/format.h"

#include <QFile>
#include <algorithm>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace verdict;

namespace {

const QString kSample = test::samplePath();

ProjectData sample()
{
    return test::loadSample();
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

DecisionRecord recordOf(const ProjectData &project, const QString &choose, const QString &rationale = {})
{
    DecisionRequest request;
    request.choose = choose;
    request.rationale = rationale;
    request.on = QStringLiteral("2026-12-05");
    const DecisionOutcome outcome = makeDecision(evaluate(project), request);
    if (!outcome.record)
        qFatal("refused: %s", qPrintable(outcome.error));
    return *outcome.record;
}

DecisionTrigger parsed(const ProjectData &project, const QString &text)
{
    QString why;
    const std::optional<DecisionTrigger> t = parseTrigger(project, text, why);
    if (!t)
        qFatal("trigger refused: %s", qPrintable(why));
    return *t;
}

int countKind(const DecisionCheck &check, ReopenReason::Kind kind)
{
    return int(std::count_if(check.reasons.begin(), check.reasons.end(), [kind](const ReopenReason &r) { return r.kind == kind; }));
}

bool hasMessageAt(const Messages &messages, const QString &pointer, const QString &words)
{
    for (const Message &m : messages)
        if (m.pointer == pointer && m.text.contains(words))
            return true;
    return false;
}

} // namespace

class TestDecision : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    // A refusal lists the alternatives, each name shortened in the middle: a 5,000-character name (or argument) does
    // not make the message a page long.
    void unknownChoiceListsNamesShortened()
    {
        ProjectData project = sample();
        project.alternatives[1].name = QStringLiteral("Long") + QString(5000, u'x') + QStringLiteral("end");
        QString why;
        QCOMPARE(findAlternative(project, QString(3000, u'y'), why), -1);
        QVERIFY2(why.size() < 600, qPrintable(QString::number(why.size())));
        QVERIFY(why.contains(QStringLiteral("Long")) && why.contains(QStringLiteral("end (gke_autopilot)")) && why.contains(u'\u2026'));
        QVERIFY(why.contains(QStringLiteral("aws_ecs")) && why.contains(QStringLiteral("openshift")));
    }

    // The snapshot is the evaluation's: its method, profile, ranking (scores and margins to the bit), the chosen
    // alternative's figures; the choice is found by id, by name and by a name in another case.
    void snapshotIsTheEvaluations()
    {
        const ProjectData project = sample();
        const Evaluation evaluation = evaluate(project);
        const LiveRanking &ranking = evaluation.ranking();
        QVERIFY(ranking.hasRanking() && ranking.rows.front().feasible);
        const int first = ranking.rows.front().alternative;
        const QString id = project.alternatives[std::size_t(first)].id;
        const QString name = project.alternatives[std::size_t(first)].name;
        for (const QString &choose : {id, name, name.toUpper()}) {
            DecisionRequest request;
            request.choose = choose;
            request.by = QStringLiteral("  Platform review board ");
            request.reviewBy = QStringLiteral("2027-03-01");
            request.on = QStringLiteral("2026-12-05");
            const DecisionOutcome outcome = makeDecision(evaluation, request);
            QVERIFY2(outcome.record, qPrintable(outcome.error));
            const DecisionRecord &d = *outcome.record;
            QCOMPARE(d.id, QStringLiteral("d1"));
            QCOMPARE(d.chosen, id);
            QCOMPARE(d.chosenName, name);
            QCOMPARE(d.decidedBy, QStringLiteral("Platform review board"));
            QCOMPARE(d.decidedOn, QStringLiteral("2026-12-05"));
            QCOMPARE(d.reviewBy, QStringLiteral("2027-03-01"));
            QCOMPARE(d.snapshot.method, evaluation.method());
            QCOMPARE(d.snapshot.profile, project.active().name);
            QCOMPARE(d.snapshot.winner, id);
            QCOMPARE(d.snapshot.alternatives, int(ranking.rows.size()));
            QCOMPARE(d.snapshot.ranking.size(), ranking.rows.size()); // four rows: all of them
            for (std::size_t i = 0; i < ranking.rows.size(); ++i) {
                const DecisionRankRow &row = d.snapshot.ranking[i];
                QCOMPARE(row.alternative, project.alternatives[std::size_t(ranking.rows[i].alternative)].id);
                QCOMPARE(row.rank, ranking.rows[i].rank);
                QVERIFY(row.score == ranking.rows[i].score);
                QVERIFY(row.marginPoints == ranking.rows[i].marginPoints);
                QCOMPARE(row.feasible, ranking.rows[i].feasible);
            }
            const AlternativeRecord &record = evaluation.alternatives()[std::size_t(first)];
            int defined = 0;
            for (int f = 0; f < kFigureCount; ++f) {
                const FigureValue &v = record.figure(Figure(f));
                const auto it = d.snapshot.figures.find(figureInfo(Figure(f)).id);
                QCOMPARE(it != d.snapshot.figures.end(), v.defined());
                if (v.defined()) {
                    QVERIFY(it->second == v.value);
                    ++defined;
                }
            }
            QVERIFY(defined >= 3); // the sample has prices, latency and a baseline
            QCOMPARE(d.snapshot.inputs, decisionInputsHash(project));
        }
    }

    // The inputs' fingerprint changes with a number and not with metadata or the record itself.
    void inputsHashFollowsTheNumbersOnly()
    {
        ProjectData project = sample();
        const QString before = decisionInputsHash(project);
        QVERIFY(before.startsWith(QStringLiteral("sha256:")) && before.size() == 7 + 64);
        project.metadata.title = QStringLiteral("Another title");
        project.decisions.push_back(recordOf(sample(), QStringLiteral("aks_arc")));
        QCOMPARE(decisionInputsHash(project), before);
        project.values.set(0, 0, project.values.at(0, 0) + 1.0);
        QVERIFY(decisionInputsHash(project) != before);
    }

    void refusals()
    {
        const ProjectData project = sample();
        const Evaluation evaluation = evaluate(project);
        const QString second = evaluation.ranking().rows[1].name;
        struct Case
        {
            DecisionRequest request;
            const char *field;
            const char *words;
        };
        std::vector<Case> cases;
        DecisionRequest r;
        r.choose = QStringLiteral("Nomad");
        cases.push_back({r, "choose", "no alternative with the id or name \"Nomad\""});
        r.choose = second;
        cases.push_back({r, "rationale", "is ranked first, not"});
        r.rationale = QStringLiteral("The team runs OpenShift already.");
        r.on = QStringLiteral("5 Dec 2026");
        cases.push_back({r, "on", "is not a date"});
        r.on = QStringLiteral("2026-12-05");
        r.reviewBy = QStringLiteral("2026-13-01");
        cases.push_back({r, "review_by", "is not a date"});
        r.reviewBy = QStringLiteral("2026-12-04");
        cases.push_back({r, "review_by", "before the decision's date 2026-12-05"});
        for (const Case &c : cases) {
            const DecisionOutcome outcome = makeDecision(evaluation, c.request);
            QVERIFY(!outcome.record);
            QCOMPARE(outcome.field, QLatin1String(c.field));
            QVERIFY2(outcome.error.contains(QString::fromUtf8(c.words)), qPrintable(outcome.error));
        }
        r.reviewBy = QStringLiteral("2027-06-30"); // with a rationale, the runner-up may be chosen
        const DecisionOutcome ok = makeDecision(evaluation, r);
        QVERIFY2(ok.record, qPrintable(ok.error));
        QCOMPARE(ok.record->chosenName, second);
        QVERIFY(ok.record->snapshot.winner != ok.record->chosen);
    }

    // Appending an accepted record supersedes the one in force; a proposed one leaves it; ids count on.
    void logIsAppendOnly()
    {
        const ProjectData project = sample();
        std::vector<DecisionRecord> log;
        DecisionRecord a = recordOf(project, QStringLiteral("aks_arc"));
        appendDecision(log, a);
        QCOMPARE(nextDecisionId(log), QStringLiteral("d2"));
        DecisionRecord b = a;
        b.id = nextDecisionId(log);
        b.status = DecisionStatus::Proposed;
        appendDecision(log, b);
        QCOMPARE(log[0].status, DecisionStatus::Accepted);
        QCOMPARE(acceptedDecision(log), &log[0]);
        DecisionRecord c = a;
        c.id = nextDecisionId(log);
        QCOMPARE(c.id, QStringLiteral("d3"));
        appendDecision(log, c);
        QCOMPARE(log.size(), std::size_t(3));
        QCOMPARE(log[0].status, DecisionStatus::Superseded);
        QCOMPARE(log[1].status, DecisionStatus::Proposed);
        QCOMPARE(acceptedDecision(log), &log[2]);
    }

    // Written and read back, a project with records is the same project; every field survives.
    void fileRoundTrip()
    {
        ProjectData project = sample();
        DecisionRecord a = recordOf(project, QStringLiteral("aks_arc"));
        a.vote = QStringLiteral("3 of 4 for");
        a.reviewBy = QStringLiteral("2027-03-01");
        appendDecision(project.decisions, a);
        DecisionRecord b = recordOf(project, QStringLiteral("openshift"), QStringLiteral("The team knows it."));
        appendDecision(project.decisions, b);
        QCOMPARE(project.decisions[0].status, DecisionStatus::Superseded);
        const QByteArray bytes = writeProject(project);
        const LoadResult loaded = readProject(bytes);
        QVERIFY2(loaded.ok(), qPrintable(loaded.messages.empty() ? QString() : loaded.messages.front().text));
        QVERIFY(loaded.project->decisions == project.decisions);
        QVERIFY(*loaded.project == project);
        // A project without records is written as before: no "decisions" key.
        QVERIFY(!writeProject(sample()).contains("\"decisions\""));
    }

    // What the validator and the reader refuse, each located.
    void badRecordsAreRefused()
    {
        ProjectData base = sample();
        const DecisionRecord good = recordOf(base, QStringLiteral("aks_arc"));
        const auto problems = [](const ProjectData &p) {
            const LoadResult r = readProject(writeProject(p));
            return r.messages;
        };
        {
            ProjectData p = base;
            p.decisions = {good, good};
            p.decisions[1].id = QStringLiteral("d2");
            QVERIFY(hasMessageAt(problems(p), QStringLiteral("/decisions/1/status"), QStringLiteral("a second accepted decision")));
            p.decisions[1].id = QStringLiteral("d1");
            QVERIFY(hasMessageAt(problems(p), QStringLiteral("/decisions/1/id"), QStringLiteral("duplicate decision id")));
        }
        {
            ProjectData p = base;
            p.decisions = {good};
            p.decisions[0].decidedOn = QStringLiteral("yesterday");
            QVERIFY(hasMessageAt(problems(p), QStringLiteral("/decisions/0/decided_on"), QStringLiteral("not an ISO 8601 date")));
            p.decisions[0].decidedOn = QStringLiteral("2026-12-05");
            p.decisions[0].reviewBy = QStringLiteral("2026-11-01");
            QVERIFY(hasMessageAt(problems(p), QStringLiteral("/decisions/0/review_by"), QStringLiteral("before the decision's date")));
            p.decisions[0].reviewBy.clear();
            p.decisions[0].chosen = QStringLiteral("openshift");
            QVERIFY(hasMessageAt(problems(p), QStringLiteral("/decisions/0/rationale"), QStringLiteral("needs a rationale")));
            p.decisions[0].status = DecisionStatus::Superseded; // history: no longer a choice to defend
            QVERIFY(!hasErrors(problems(p)));
        }
        {
            QByteArray bytes = writeProject([&] {
                ProjectData p = base;
                p.decisions = {good};
                return p;
            }());
            bytes.replace("\"status\": \"accepted\"", "\"status\": \"approved\"");
            const LoadResult r = readProject(bytes);
            QVERIFY(!r.ok());
            QVERIFY(hasMessageAt(r.messages, QStringLiteral("/decisions/0/status"), QStringLiteral("unknown status \"approved\"")));
        }
    }

    // The review is due on its date, not the day before (the boundary is inclusive, as docs/decision-record.md says).
    void reviewIsDueOnItsDate()
    {
        ProjectData project = sample();
        DecisionRecord d = recordOf(project, QStringLiteral("aks_arc"));
        d.reviewBy = QStringLiteral("2027-03-01");
        appendDecision(project.decisions, d);
        const DecisionCheck before = checkDecision(project, QDate(2027, 2, 28));
        QVERIFY2(before.stands(), qPrintable(before.reasons.empty() ? before.error : before.reasons.front().text));
        QCOMPARE(before.first, QStringLiteral("AKS + Azure Arc"));
        const DecisionCheck on = checkDecision(project, QDate(2027, 3, 1));
        QCOMPARE(on.reasons.size(), std::size_t(1));
        QCOMPARE(on.reasons.front().kind, ReopenReason::Kind::ReviewDue);
        QVERIFY2(on.reasons.front().text.contains(QStringLiteral("today is 2027-03-01, the review date 2027-03-01")), qPrintable(on.reasons.front().text));
    }

    // AKS's price up 60 %: its annual cost passes the budget gate, so it fails a gate and another platform is first;
    // each reason names the numbers. A removed choice is a reason of its own; a file with no accepted record is an
    // error, not a verdict.
    void movedNumbersReopenTheDecision()
    {
        ProjectData project = sample();
        appendDecision(project.decisions, recordOf(project, QStringLiteral("aks_arc")));
        ProjectData moved = project;
        Alternative &aks = moved.alternatives[std::size_t(moved.indexOfAlternative(QStringLiteral("aks_arc")))];
        aks.attributes[QStringLiteral("price_gpu_h")] *= 1.6;
        const DecisionCheck check = checkDecision(moved, QDate(2026, 12, 10));
        QVERIFY(!check.stands());
        QCOMPARE(check.reasons.size(), std::size_t(2));
        QCOMPARE(check.reasons[0].kind, ReopenReason::Kind::ChosenFailsGate);
        QVERIFY2(check.reasons[0].text.contains(QStringLiteral("AKS + Azure Arc fails a gate now: annual cost"))
                     && check.reasons[0].text.contains(QStringLiteral("exceeds Annual GPU budget ceiling $140,000/year")),
                 qPrintable(check.reasons[0].text));
        QCOMPARE(check.reasons[1].kind, ReopenReason::Kind::AnotherFirst);
        QCOMPARE(check.first, QStringLiteral("OpenShift on-prem"));
        QVERIFY2(check.reasons[1].text.startsWith(QStringLiteral("OpenShift on-prem is first now"))
                     && check.reasons[1].text.contains(QStringLiteral("AKS + Azure Arc was first")),
                 qPrintable(check.reasons[1].text));

        ProjectData gone = project;
        gone.alternatives.erase(gone.alternatives.begin() + gone.indexOfAlternative(QStringLiteral("gke_autopilot")));
        gone.values = SharedMatrix(3, project.criterionCount());
        for (int r = 0, to = 0; r < project.alternativeCount(); ++r)
            if (project.alternatives[std::size_t(r)].id != QStringLiteral("gke_autopilot")) {
                for (int c = 0; c < project.criterionCount(); ++c)
                    gone.values.set(to, c, project.values.at(r, c));
                ++to;
            }
        QVERIFY(checkDecision(gone, QDate(2026, 12, 10)).stands()); // another platform removed: it stands
        gone.decisions.back().chosen = QStringLiteral("gke_autopilot"); // as if the choice had been removed
        gone.decisions.back().rationale = QStringLiteral("x");
        const DecisionCheck without = checkDecision(gone, QDate(2026, 12, 10));
        QVERIFY(std::any_of(without.reasons.begin(), without.reasons.end(),
                            [](const ReopenReason &r) { return r.kind == ReopenReason::Kind::ChosenGone; }));

        QVERIFY(!checkDecision(sample(), QDate(2026, 12, 10)).error.isEmpty());
    }

    // `verdict decide` writes the record (to FILE itself, atomically, with FILE.bak), refuses a choice that is not
    // first without a rationale (exit 1, the file unchanged), and `verdict log` lists the records newest first.
    void decideAndLogOnTheCommandLine()
    {
        const QString file = m_dir.filePath(QStringLiteral("decide.verdict"));
        QFile::remove(file);
        QVERIFY(QFile::copy(kSample, file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        const QByteArray original = readAll(file);

        const test::CliRun refused = test::runVerdict({QStringLiteral("decide"), file, QStringLiteral("--choose"),
                                                       QStringLiteral("OpenShift on-prem"), QStringLiteral("-o"), file});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY2(refused.err.contains(QStringLiteral("--rationale")) && refused.err.contains(QStringLiteral("is ranked first")), qPrintable(refused.err));
        QCOMPARE(readAll(file), original);

        const test::CliRun usage = test::runVerdict({QStringLiteral("decide"), file, QStringLiteral("--choose"), QStringLiteral("aks_arc")});
        QCOMPARE(usage.exitCode, 2); // no -o
        QCOMPARE(readAll(file), original);

        const test::CliRun first = test::runVerdict({QStringLiteral("decide"), file, QStringLiteral("--choose"), QStringLiteral("AKS + Azure Arc"),
                                                     QStringLiteral("--by"), QStringLiteral("Platform review board"), QStringLiteral("--review-by"),
                                                     QStringLiteral("2027-03-01"), QStringLiteral("--on"), QStringLiteral("2026-12-05"),
                                                     QStringLiteral("-o"), file});
        QVERIFY2(first.exitCode == 0, qPrintable(first.err));
        QVERIFY2(first.out.contains(QStringLiteral("recorded d1 (accepted): AKS + Azure Arc, review by 2027-03-01")), qPrintable(first.out));
        QCOMPARE(readAll(file + QStringLiteral(".bak")), original);
        const test::CliRun second = test::runVerdict({QStringLiteral("decide"), file, QStringLiteral("--choose"), QStringLiteral("openshift"),
                                                      QStringLiteral("--rationale"), QStringLiteral("The team runs it already."),
                                                      QStringLiteral("--on"), QStringLiteral("2026-12-06"), QStringLiteral("-o"), file});
        QVERIFY2(second.exitCode == 0, qPrintable(second.err));

        const LoadResult loaded = loadProjectFile(file);
        QVERIFY(loaded.ok());
        QCOMPARE(loaded.project->decisions.size(), std::size_t(2));
        QCOMPARE(loaded.project->decisions[0].status, DecisionStatus::Superseded);
        QCOMPARE(loaded.project->decisions[1].status, DecisionStatus::Accepted);
        QCOMPARE(loaded.project->decisions[1].rationale, QStringLiteral("The team runs it already."));

        const test::CliRun log = test::runVerdict({QStringLiteral("log"), file});
        QVERIFY2(log.exitCode == 0, qPrintable(log.err));
        const qsizetype d2 = log.out.indexOf(QStringLiteral("d2  2026-12-06  accepted  OpenShift on-prem"));
        const qsizetype d1 = log.out.indexOf(QStringLiteral("d1  2026-12-05  superseded  AKS + Azure Arc  by Platform review board"));
        QVERIFY2(d2 >= 0 && d1 > d2, qPrintable(log.out)); // newest first
        QVERIFY2(log.out.contains(QStringLiteral("ranked 2 of 4")) && log.out.contains(QStringLiteral("why: The team runs it already.")), qPrintable(log.out));
        QVERIFY2(log.out.contains(QStringLiteral("the inputs are as they were then")), qPrintable(log.out));

        const test::CliRun json = test::runVerdict({QStringLiteral("log"), file, QStringLiteral("--json")});
        QVERIFY2(json.exitCode == 0, qPrintable(json.err));
        const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
        const QJsonArray records = doc.value(QStringLiteral("decisions")).toArray();
        QCOMPARE(records.size(), 2);
        QCOMPARE(records[0].toObject().value(QStringLiteral("id")).toString(), QStringLiteral("d2"));
        QCOMPARE(records[0].toObject().value(QStringLiteral("winner")).toString(), QStringLiteral("aks_arc"));
        QCOMPARE(records[1].toObject().value(QStringLiteral("review_by")).toString(), QStringLiteral("2027-03-01"));
        QVERIFY(records[1].toObject().value(QStringLiteral("inputs_unchanged")).toBool());

        // `verdict check`: 0 while it stands, 4 with the reasons once the review is due, 1 without a decision.
        const test::CliRun stands = test::runVerdict({QStringLiteral("check"), file, QStringLiteral("--today"), QStringLiteral("2026-12-10")});
        QVERIFY2(stands.exitCode == 0, qPrintable(stands.out + stands.err));
        QVERIFY2(stands.out.contains(QStringLiteral("the decision stands: OpenShift on-prem (d2 of 2026-12-06)")), qPrintable(stands.out));
        QVERIFY(QFile::copy(kSample, m_dir.filePath(QStringLiteral("undecided.verdict"))));
        const test::CliRun none = test::runVerdict({QStringLiteral("check"), m_dir.filePath(QStringLiteral("undecided.verdict"))});
        QCOMPARE(none.exitCode, 1);
        QVERIFY2(none.err.contains(QStringLiteral("no decision recorded")), qPrintable(none.err));
        const test::CliRun due = test::runVerdict({QStringLiteral("decide"), file, QStringLiteral("--choose"), QStringLiteral("aks_arc"),
                                                   QStringLiteral("--on"), QStringLiteral("2026-12-07"), QStringLiteral("--review-by"),
                                                   QStringLiteral("2027-01-15"), QStringLiteral("-o"), file});
        QVERIFY2(due.exitCode == 0, qPrintable(due.err));
        const test::CliRun reopen = test::runVerdict({QStringLiteral("check"), file, QStringLiteral("--today"), QStringLiteral("2027-01-15"),
                                                      QStringLiteral("--json")});
        QCOMPARE(reopen.exitCode, 4);
        const QJsonObject checked = QJsonDocument::fromJson(reopen.out.toUtf8()).object();
        QCOMPARE(checked.value(QStringLiteral("decision")).toString(), QStringLiteral("d3"));
        QVERIFY(!checked.value(QStringLiteral("stands")).toBool());
        QCOMPARE(checked.value(QStringLiteral("reasons")).toArray().size(), 1);
        QCOMPARE(checked.value(QStringLiteral("reasons")).toArray()[0].toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("review_due"));

        // A CSV cannot hold the record: converting says so rather than drop it silently.
        const test::CliRun csv = test::runVerdict({QStringLiteral("convert"), file, m_dir.filePath(QStringLiteral("decided.csv"))});
        QVERIFY2(csv.exitCode == 0, qPrintable(csv.err));
        QVERIFY2(csv.err.contains(QStringLiteral("the decision record")), qPrintable(csv.err));
    }

    // A trigger fires exactly at its boundary when it includes it (<=, >=) and not when it does not (<, >), for every
    // kind of number: an attribute, an entered value, a figure, a parameter and a weight (in % of the whole), each read
    // from the one evaluation. A fired trigger's reason carries the number, the threshold, the why and the source.
    void triggersFireAtTheirBoundary()
    {
        ProjectData project = sample();
        const Evaluation evaluation = evaluate(project);
        const int aks = project.indexOfAlternative(QStringLiteral("aks_arc"));
        const double annualCost = evaluation.alternatives()[std::size_t(aks)].figure(Figure::AnnualCost).value;
        const double tcoWeight = evaluation.criteria()[std::size_t(project.indexOfCriterion(QStringLiteral("tco")))].weight * 100.0;
        const double familiarity = evaluation.scenario().values.at(aks, project.indexOfCriterion(QStringLiteral("familiarity")));
        QVERIFY(annualCost > 0 && tcoWeight > 0 && !isMissing(familiarity));
        const QStringList at = {
            QStringLiteral("aks_arc.latency_ms %1 44: Azure's region moved"),
            QStringLiteral("budget %2 140000"),
            QStringLiteral("weight(tco) %2 %1").arg(formatNumber(tcoWeight)),
            QStringLiteral("aks_arc.annual_cost %1 %2").arg(QStringLiteral("%1"), formatNumber(annualCost)),
            QStringLiteral("aks_arc.familiarity %2 %1").arg(formatNumber(familiarity)),
        };
        const auto checkWith = [&](const QString &up, const QString &down) {
            ProjectData p = project;
            DecisionRequest request;
            request.choose = QStringLiteral("aks_arc");
            request.on = QStringLiteral("2026-12-05");
            for (const QString &spec : at)
                request.triggers.push_back(parsed(p, QString(spec).replace(QStringLiteral("%1"), up).replace(QStringLiteral("%2"), down)));
            const DecisionOutcome outcome = makeDecision(evaluate(p), request);
            if (!outcome.record)
                qFatal("%s", qPrintable(outcome.error));
            appendDecision(p.decisions, *outcome.record);
            return p;
        };
        // The check points into the project it read: keep the project.
        const ProjectData strictProject = checkWith(QStringLiteral(">"), QStringLiteral("<"));
        const DecisionCheck strict = checkDecision(strictProject, QDate(2026, 12, 10));
        QVERIFY2(strict.stands(), qPrintable(strict.reasons.empty() ? strict.error : strict.reasons.front().text));
        QCOMPARE(strict.triggers.size(), std::size_t(5));
        for (const DecisionCheck::Trigger &t : strict.triggers) {
            QVERIFY2(t.reading.error.isEmpty(), qPrintable(t.reading.error));
            QCOMPARE(t.reading.distance, 0.0); // each sits on its threshold
        }
        QCOMPARE(strict.triggers[0].trigger->subject, TriggerSubject::Attribute);
        QCOMPARE(strict.triggers[1].trigger->subject, TriggerSubject::Parameter);
        QCOMPARE(strict.triggers[2].trigger->subject, TriggerSubject::Weight);
        QCOMPARE(strict.triggers[3].trigger->subject, TriggerSubject::Figure);
        QCOMPARE(strict.triggers[4].trigger->subject, TriggerSubject::Value);
        QCOMPARE(strict.triggers[0].trigger->id, QStringLiteral("t1"));
        QCOMPARE(strict.triggers[4].trigger->id, QStringLiteral("t5"));

        const ProjectData inclusiveProject = checkWith(QStringLiteral(">="), QStringLiteral("<="));
        const DecisionCheck inclusive = checkDecision(inclusiveProject, QDate(2026, 12, 10));
        QCOMPARE(countKind(inclusive, ReopenReason::Kind::TriggerFired), 5);
        QCOMPARE(int(inclusive.reasons.size()), 5);
        const QString &latency = inclusive.reasons[0].text;
        QVERIFY2(latency.startsWith(QStringLiteral("trigger t1 fired: AKS + Azure Arc: Latency is 44 ms, \u2265 44 ms"))
                     && latency.contains(QStringLiteral("Azure's region moved"))
                     && latency.contains(QStringLiteral("source: assumption: Azure region next to the users"))
                     && latency.contains(QStringLiteral("decision d1 of 2026-12-05")),
                 qPrintable(latency));
        QVERIFY2(inclusive.reasons[1].text.contains(QStringLiteral("source: brief: ceiling $140K a year")), qPrintable(inclusive.reasons[1].text));

        // What a trigger reads may leave the project: it then says so instead of standing silently.
        ProjectData gone = inclusiveProject;
        gone.parameters.erase(gone.parameters.begin() + gone.indexOfParameter(QStringLiteral("horizon_years")));
        DecisionRecord &d = gone.decisions.back();
        d.triggers = {parsed(project, QStringLiteral("horizon_years > 10"))};
        d.triggers.front().id = QStringLiteral("t1");
        const DecisionCheck unreadable = checkDecision(gone, QDate(2026, 12, 10));
        QCOMPARE(countKind(unreadable, ReopenReason::Kind::TriggerUnreadable), 1);
    }

    // The triggers the analysis suggests are its boundaries, to the bit: each single-change answer of what it would
    // take and each flip of what to check first, from the same evaluation, with the boundary included; setting the
    // number to its threshold fires the trigger and gives the result the analysis claims. Checked under the weighted
    // sum and under PROMETHEE II.
    void suggestedTriggersAreTheAnalysisBoundaries()
    {
        for (const QString &method : {QStringLiteral("wsm"), QStringLiteral("promethee")}) {
            ProjectData project = sample();
            project.analysis.method = method;
            const Evaluation evaluation = evaluate(project);
            const WhatIfReport &whatIf = whatIfOf(evaluation);
            const AssumptionReport &assumptions = assumptionsOf(evaluation);
            const std::vector<DecisionTrigger> triggers = suggestTriggers(evaluation, whatIf, assumptions);
            // The boundaries the two analyses report, each with the number it is on.
            struct Boundary
            {
                AssumptionNumber number;
                double at;
                QString origin;
                int alternative; // what it would take: who is first there
            };
            std::vector<Boundary> boundaries;
            for (const WhatIfAlternative &answer : whatIf.alternatives)
                if (answer.changes.size() == 1 && answer.changes.front().result != WhatIfStep::Result::Feasible)
                    boundaries.push_back({answer.changes.front().number, answer.changes.front().to, QStringLiteral("what_it_would_take"), answer.alternative});
            for (const AssumptionNumber &number : assumptions.numbers)
                if (number.flipValue)
                    boundaries.push_back({number, *number.flipValue, QStringLiteral("assumption"), -1});
            QVERIFY2(std::count_if(boundaries.begin(), boundaries.end(), [](const Boundary &b) { return b.alternative >= 0; }) > 0, qPrintable(method));
            QVERIFY2(std::count_if(boundaries.begin(), boundaries.end(), [](const Boundary &b) { return b.alternative < 0; }) > 0, qPrintable(method));
            const int winner = evaluation.ranking().rows.front().alternative;
            // A trigger on the boundary's number, on its side.
            const auto sameNumber = [&](const DecisionTrigger &t, const Boundary &b) {
                const AssumptionNumber &n = b.number;
                const bool value = n.kind == AssumptionNumber::Kind::Value, attribute = n.kind == AssumptionNumber::Kind::Attribute;
                return t.subject == (value ? TriggerSubject::Value : attribute ? TriggerSubject::Attribute : TriggerSubject::Parameter)
                       && t.target == (value ? project.criteria[std::size_t(n.criterion)].id : attribute ? n.attribute : n.parameter)
                       && t.alternative == (n.alternative >= 0 ? project.alternatives[std::size_t(n.alternative)].id : QString())
                       && t.op == (b.at < n.value ? TriggerOp::LessOrEqual : TriggerOp::GreaterOrEqual);
            };
            for (const Boundary &b : boundaries) {
                // Every boundary has its trigger: on the same number and side, at the boundary or nearer (firing no later).
                const auto t = std::find_if(triggers.begin(), triggers.end(), [&](const DecisionTrigger &x) { return sameNumber(x, b); });
                QVERIFY2(t != triggers.end(), qPrintable(b.number.name));
                QVERIFY(t->op == TriggerOp::LessOrEqual ? t->threshold >= b.at : t->threshold <= b.at);
                QVERIFY(!readTrigger(evaluation, *t).fires);
                // At the boundary the trigger fires, and the ranking is what the analysis said.
                const Evaluation there = evaluate(withNumber(project, b.number, b.at));
                QVERIFY(readTrigger(there, *t).fires);
                const std::vector<LiveRanking::Row> &rows = there.ranking().rows;
                if (b.alternative >= 0) {
                    // It draws level with the first at the crossing (ranked first with it); beyond it, first alone.
                    const auto row = std::find_if(rows.begin(), rows.end(), [&](const LiveRanking::Row &r) { return r.alternative == b.alternative; });
                    QVERIFY2(row != rows.end() && row->rank == 1 && row->feasible, qPrintable(b.number.name));
                } else {
                    QVERIFY2(rows.front().alternative != winner || !rows.front().feasible, qPrintable(b.number.name));
                }
            }
            // And nothing else: each trigger is one of the boundaries, to the bit, and the nearest on its number and side.
            for (const DecisionTrigger &t : triggers) {
                const auto b = std::find_if(boundaries.begin(), boundaries.end(), [&](const Boundary &x) { return sameNumber(t, x) && x.at == t.threshold && x.origin == t.origin; });
                QVERIFY2(b != boundaries.end(), qPrintable(triggerCondition(project, t)));
            }
        }
    }

    // Triggers are written by hand as "[ALTERNATIVE.]NAME OP NUMBER[: WHY]"; what is not a trigger is refused, naming
    // what is there.
    void triggersOnTheCommandLineAreParsed()
    {
        const ProjectData project = sample();
        const DecisionTrigger t = parsed(project, QStringLiteral("  openshift.latency_ms\u2264 47.1 : OpenShift wins "));
        QCOMPARE(t.subject, TriggerSubject::Attribute);
        QCOMPARE(t.alternative, QStringLiteral("openshift"));
        QCOMPARE(t.op, TriggerOp::LessOrEqual);
        QCOMPARE(t.threshold, 47.1);
        QCOMPARE(t.why, QStringLiteral("OpenShift wins"));
        QCOMPARE(triggerCondition(project, t), QStringLiteral("OpenShift on-prem: Latency \u2264 47.1 ms"));
        QCOMPARE(parsed(project, QStringLiteral("weight(tco)<15")).subject, TriggerSubject::Weight);
        QCOMPARE(parsed(project, QStringLiteral("gke_autopilot.sla_margin < 0")).subject, TriggerSubject::Figure);
        QCOMPARE(parsed(project, QStringLiteral("gke_autopilot.compliance < 3")).subject, TriggerSubject::Value);
        QCOMPARE(parsed(project, QStringLiteral("budget > 1.5e5")).threshold, 150000.0);
        const QList<std::pair<QString, QString>> refused = {
            {QStringLiteral("budget > 1,500"), QStringLiteral("is not a number")},
            {QStringLiteral("latency_ms > 3"), QStringLiteral("no parameter latency_ms")},
            {QStringLiteral("aks_arc > 3"), QStringLiteral("is an alternative")},
            {QStringLiteral("nope.latency_ms > 3"), QStringLiteral("no alternative with the id nope")},
            {QStringLiteral("aks_arc.speed > 3"), QStringLiteral("not an attribute, criterion or figure")},
            {QStringLiteral("weight(speed) > 3"), QStringLiteral("no criterion speed")},
            {QStringLiteral("budget = 3"), QStringLiteral("is not a trigger")},
        };
        for (const auto &[text, words] : refused) {
            QString why;
            QVERIFY2(!parseTrigger(project, text, why), qPrintable(text));
            QVERIFY2(why.contains(words), qPrintable(why));
        }
    }

    // Triggers go to the file and back; what cannot be a trigger is refused there, located.
    void triggersInTheFile()
    {
        ProjectData project = sample();
        DecisionRecord d = recordOf(project, QStringLiteral("aks_arc"));
        d.triggers = {parsed(project, QStringLiteral("openshift.latency_ms <= 47.1: OpenShift wins")), parsed(project, QStringLiteral("budget < 120000"))};
        d.triggers[0].id = QStringLiteral("t1");
        d.triggers[0].origin = QStringLiteral("what_it_would_take");
        d.triggers[1].id = QStringLiteral("t2");
        appendDecision(project.decisions, d);
        const LoadResult loaded = readProject(writeProject(project));
        QVERIFY2(loaded.ok(), qPrintable(loaded.messages.empty() ? QString() : loaded.messages.front().text));
        QVERIFY(loaded.project->decisions.front().triggers == d.triggers);

        const auto problems = [](const ProjectData &p) { return readProject(writeProject(p)).messages; };
        ProjectData bad = project;
        bad.decisions[0].triggers[1].id = QStringLiteral("t1");
        QVERIFY(hasMessageAt(problems(bad), QStringLiteral("/decisions/0/triggers/1/id"), QStringLiteral("duplicate trigger id")));
        bad = project;
        bad.decisions[0].triggers[0].alternative.clear();
        QVERIFY(hasMessageAt(problems(bad), QStringLiteral("/decisions/0/triggers/0/alternative"), QStringLiteral("names the alternative")));
        bad = project;
        bad.decisions[0].triggers[1].alternative = QStringLiteral("aks_arc");
        QVERIFY(hasMessageAt(problems(bad), QStringLiteral("/decisions/0/triggers/1/alternative"), QStringLiteral("reads no alternative's number")));
        bad = project;
        bad.decisions[0].triggers[0].subject = TriggerSubject::Figure;
        QVERIFY(hasMessageAt(problems(bad), QStringLiteral("/decisions/0/triggers/0/target"), QStringLiteral("unknown figure \"latency_ms\"")));
        bad = project;
        bad.decisions[0].triggers[0].origin = QStringLiteral("magic");
        QVERIFY(hasMessageAt(problems(bad), QStringLiteral("/decisions/0/triggers/0/origin"), QStringLiteral("unknown origin")));
        QByteArray bytes = writeProject(project);
        bytes.replace("\"op\": \"<=\"", "\"op\": \"=<\"");
        const LoadResult r = readProject(bytes);
        QVERIFY(!r.ok());
        QVERIFY(hasMessageAt(r.messages, QStringLiteral("/decisions/0/triggers/0/op"), QStringLiteral("unknown operator \"=<\"")));
    }

    // `verdict decide --suggest-triggers` records the analysis's triggers; `verdict check --numbers UPDATE.csv` checks a
    // new price list without writing it (exit 4, each fired trigger with the update's source), `--apply -o` writes it
    // with each number's provenance; a bad update is refused at its line and column and nothing is written.
    void checkWithAnUpdateFile()
    {
        const QString file = m_dir.filePath(QStringLiteral("update.verdict"));
        QFile::remove(file);
        QVERIFY(QFile::copy(kSample, file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        const test::CliRun decided = test::runVerdict({QStringLiteral("decide"), file, QStringLiteral("--choose"), QStringLiteral("aks_arc"),
                                                       QStringLiteral("--on"), QStringLiteral("2026-12-05"), QStringLiteral("--suggest-triggers"),
                                                       QStringLiteral("--trigger"), QStringLiteral("aks_arc.price_gpu_h > 1: over a dollar"),
                                                       QStringLiteral("-o"), file});
        QVERIFY2(decided.exitCode == 0, qPrintable(decided.err));
        QVERIFY2(decided.out.contains(QStringLiteral("Reopen it when:")) && decided.out.contains(QStringLiteral("t1  AKS + Azure Arc: Price per GPU-hour")), qPrintable(decided.out));
        const ProjectData project = *loadProjectFile(file).project;
        const DecisionRecord &d = project.decisions.back();
        QVERIFY(d.triggers.size() > 1);
        QCOMPARE(d.triggers.front().origin, QString()); // the hand-written one first
        const Evaluation evaluation = evaluate(project);
        const std::vector<DecisionTrigger> suggested = suggestTriggers(evaluation, whatIfOf(evaluation), assumptionsOf(evaluation));
        QCOMPARE(d.triggers.size(), suggested.size() + 1);
        for (std::size_t i = 0; i < suggested.size(); ++i) {
            DecisionTrigger t = suggested[i];
            t.id = QStringLiteral("t%1").arg(i + 2);
            QVERIFY(d.triggers[i + 1] == t);
        }
        const QByteArray decidedBytes = readAll(file);

        const test::CliRun stands = test::runVerdict({QStringLiteral("check"), file, QStringLiteral("--today"), QStringLiteral("2026-12-10")});
        QVERIFY2(stands.exitCode == 0, qPrintable(stands.out + stands.err));
        QVERIFY2(stands.out.contains(QStringLiteral("none fired; the nearest:")), qPrintable(stands.out));

        const QString update = m_dir.filePath(QStringLiteral("prices.csv"));
        const auto write = [](const QString &path, const QByteArray &bytes) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(bytes);
        };
        write(update, "alternative,attribute,value,source\n"
                      "AKS + Azure Arc,price_gpu_h,1.05,Azure price list 2027-01\n"
                      "parameter,Horizon,4,\n");
        const test::CliRun reopen = test::runVerdict({QStringLiteral("check"), file, QStringLiteral("--numbers"), update,
                                                      QStringLiteral("--today"), QStringLiteral("2026-12-10")});
        QCOMPARE(reopen.exitCode, 4);
        QVERIFY2(reopen.out.contains(QStringLiteral("trigger t1 fired: AKS + Azure Arc: Price per GPU-hour is $1.05/GPU-h, > $1/GPU-h (over a dollar; source: Azure price list 2027-01")),
                 qPrintable(reopen.out));
        QVERIFY2(reopen.out.contains(QStringLiteral("AKS + Azure Arc: Price per GPU-hour $0.82/GPU-h \u2192 $1.05/GPU-h (Azure price list 2027-01)")), qPrintable(reopen.out));
        QCOMPARE(readAll(file), decidedBytes); // checked, not written

        const QString out = m_dir.filePath(QStringLiteral("updated.verdict"));
        const test::CliRun applied = test::runVerdict({QStringLiteral("check"), file, QStringLiteral("--numbers"), update, QStringLiteral("--apply"),
                                                       QStringLiteral("-o"), out, QStringLiteral("--today"), QStringLiteral("2026-12-10"), QStringLiteral("--json")});
        QCOMPARE(applied.exitCode, 4);
        const QJsonObject json = QJsonDocument::fromJson(applied.out.toUtf8()).object();
        QCOMPARE(json.value(QStringLiteral("updates")).toArray().size(), 2);
        QVERIFY(std::any_of(json.value(QStringLiteral("reasons")).toArray().begin(), json.value(QStringLiteral("reasons")).toArray().end(),
                            [](const QJsonValue &r) { return r.toObject().value(QStringLiteral("kind")).toString() == QLatin1String("trigger_fired"); }));
        const ProjectData written = *loadProjectFile(out).project;
        const Alternative &aks = written.alternatives[std::size_t(written.indexOfAlternative(QStringLiteral("aks_arc")))];
        QCOMPARE(aks.attributes.at(QStringLiteral("price_gpu_h")), 1.05);
        QCOMPARE(aks.attributeProvenance.at(QStringLiteral("price_gpu_h")), QStringLiteral("Azure price list 2027-01"));
        const Parameter &horizon = written.parameters[std::size_t(written.indexOfParameter(QStringLiteral("horizon_years")))];
        QCOMPARE(horizon.value, 4.0);
        QCOMPARE(horizon.provenance, QStringLiteral("prices.csv, line 3"));
        QCOMPARE(written.decisions, project.decisions);

        // Bad updates: each refused at its place, nothing written.
        const QList<std::pair<QByteArray, QString>> bad = {
            {"aks_arc,price_gpu_h,\"1,05\"\n", QStringLiteral("prices.csv:1:21: error: \"1,05\" is not a number")},
            {"aks_arc,price_gpu_h,1\nazure,idle,0.1\n", QStringLiteral("prices.csv:2:1: error: no alternative with the id or name \"azure\"")},
            {"parameter,speed,1\n", QStringLiteral("prices.csv:1:11: error: no parameter \"speed\"")},
            {"aks_arc,tco,1\n", QStringLiteral("is computed by its formula")},
            {"aks_arc,idle,0.1\naks_arc,gpu idle fraction,0.2\n", QStringLiteral("prices.csv:2:1: error: AKS + Azure Arc: GPU idle fraction is updated twice (also on line 1)")},
            {"aks_arc,idle\n", QStringLiteral("three or four columns")},
            {"parameter,budget,1e300\n", QStringLiteral("prices.csv:1:18: error: 1e300 is larger in magnitude than a project holds")},
        };
        for (const auto &[bytes, message] : bad) {
            write(update, bytes);
            QFile::remove(out);
            const test::CliRun refused = test::runVerdict({QStringLiteral("check"), file, QStringLiteral("--numbers"), update, QStringLiteral("--apply"),
                                                           QStringLiteral("-o"), out});
            QCOMPARE(refused.exitCode, 1);
            QVERIFY2(refused.err.contains(message), qPrintable(refused.err));
            QVERIFY(!QFile::exists(out));
        }
        QCOMPARE(test::runVerdict({QStringLiteral("check"), file, QStringLiteral("--apply"), QStringLiteral("-o"), out}).exitCode, 2);
        // No decision to check: refused before anything is written.
        write(update, "aks_arc,idle,0.1\n");
        QVERIFY(QFile::copy(kSample, m_dir.filePath(QStringLiteral("undecided-update.verdict"))));
        const test::CliRun undecided = test::runVerdict({QStringLiteral("check"), m_dir.filePath(QStringLiteral("undecided-update.verdict")),
                                                         QStringLiteral("--numbers"), update, QStringLiteral("--apply"), QStringLiteral("-o"), out});
        QCOMPARE(undecided.exitCode, 1);
        QVERIFY2(undecided.err.contains(QStringLiteral("no decision recorded")), qPrintable(undecided.err));
        QVERIFY(!QFile::exists(out));
        QCOMPARE(readAll(file), decidedBytes);
    }

    // The ADR has every heading of MADR, in its order, and the numbers of the evaluation made as the decision was:
    // each option's rank, score and margin, each criterion's weight, the chosen one's figures, the triggers with their
    // numbers now; a choice against the ranking carries its rationale and where it ranked. No decision: refused.
    void adrHasMadrsHeadingsAndTheEvaluationsNumbers()
    {
        ProjectData project = sample();
        project.analysis.method = QStringLiteral("promethee"); // the record's method, not the file's, is what counts
        DecisionRequest request;
        request.choose = QStringLiteral("openshift");
        request.rationale = QStringLiteral("The team runs it already.");
        request.by = QStringLiteral("Platform review board");
        request.reviewBy = QStringLiteral("2027-03-01");
        request.on = QStringLiteral("2026-12-05");
        request.triggers = {parsed(project, QStringLiteral("aks_arc.price_gpu_h > 1: over a dollar"))};
        const Evaluation decided = evaluate(project);
        const DecisionOutcome outcome = makeDecision(decided, request);
        QVERIFY(outcome.record);
        appendDecision(project.decisions, *outcome.record);
        project.analysis.method = QStringLiteral("wsm"); // changed after the decision: the ADR stays PROMETHEE II's

        const AdrResult adr = decisionAdr(project, QStringLiteral("plan.verdict"));
        QVERIFY2(adr.error.isEmpty(), qPrintable(adr.error));
        const QString &md = adr.markdown;
        qsizetype at = 0;
        for (const char *heading : {"# ", "## Context and Problem Statement", "## Decision Drivers", "## Considered Options", "## Decision Outcome",
                                    "### Consequences", "## Pros and Cons of the Options", "## More Information"}) {
            const qsizetype next = md.indexOf(u'\n' + QLatin1String(heading), at);
            QVERIFY2(next >= at, heading);
            at = next + 1;
        }
        QVERIFY(md.startsWith(QStringLiteral("---\nstatus: accepted\ndate: 2026-12-05\ndecision-makers: Platform review board\n---\n")));
        QVERIFY2(md.contains(QStringLiteral("by PROMETHEE II")) || md.contains(QStringLiteral("by ") + methodLabel(QStringLiteral("promethee"))), qPrintable(md));
        const LiveRanking &ranking = decided.ranking();
        for (const LiveRanking::Row &row : ranking.rows) {
            QVERIFY2(md.contains(QStringLiteral("* %1: ranked %2 of %3, score %4").arg(row.name).arg(row.rank).arg(ranking.rows.size()).arg(formatFixed(row.score, 3))), qPrintable(row.name));
            QVERIFY2(md.contains(QStringLiteral("\n### %1\n").arg(row.name)), qPrintable(row.name));
        }
        for (const CriterionRecord &c : decided.criteria())
            QVERIFY2(md.contains(QStringLiteral("* %1 (%2 %").arg(c.criterion->name, formatFixed(c.weight * 100.0, 1))), qPrintable(c.criterion->name));
        QVERIFY(md.contains(QStringLiteral("Chosen option: \"OpenShift on-prem\", because the team runs it already.")));
        const int openshift = project.indexOfAlternative(QStringLiteral("openshift"));
        const auto row = std::find_if(ranking.rows.begin(), ranking.rows.end(), [&](const LiveRanking::Row &r) { return r.alternative == openshift; });
        if (row->rank != 1)
            QVERIFY(md.contains(QStringLiteral("It ranks %1 of %2").arg(row->rank).arg(ranking.rows.size())));
        const double annualCost = decided.alternatives()[std::size_t(openshift)].figure(Figure::AnnualCost).value;
        QVERIFY(md.contains(QStringLiteral("annual cost %1").arg(roundedNumberText(annualCost, QStringLiteral("$/year")))));
        QVERIFY(md.contains(QStringLiteral("AKS + Azure Arc: Price per GPU-hour > $1/GPU-h (t1): over a dollar; now $0.82/GPU-h")));
        QVERIFY(md.contains(QStringLiteral("* Review by 2027-03-01.")));
        QVERIFY(md.contains(QStringLiteral("as the file holds them now")) == false); // the method changed since: the inputs differ
        QVERIFY(!decisionAdr(sample(), QStringLiteral("plan.verdict")).error.isEmpty());

        // On the command line.
        const QString file = m_dir.filePath(QStringLiteral("adr.verdict")), out = m_dir.filePath(QStringLiteral("adr.md"));
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(writeProject(project));
        f.close();
        const test::CliRun run = test::runVerdict({QStringLiteral("export"), file, QStringLiteral("--adr"), out});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QCOMPARE(QString::fromUtf8(readAll(out)), decisionAdr(project, QStringLiteral("adr.verdict")).markdown);
        QCOMPARE(test::runVerdict({QStringLiteral("export"), kSample, QStringLiteral("--adr"), out}).exitCode, 1);
    }
};

QTEST_GUILESS_MAIN(TestDecision)
#include "tst_decision.moc"
