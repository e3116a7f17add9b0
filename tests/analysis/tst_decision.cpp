// The decision record (issue 36, first slice): the record made from one evaluation, its snapshot equal to what that
// evaluation says, the refusals, the log's append-only rule, the file round trip and validation, and `verdict
// decide` / `verdict log` on the command line.
#include "../common/verdictprocess.h"
#include "../report/sheetfixture.h"

#include "core/decisions.h"
#include "evaluation/evaluation.h"
#include "format/projectfile.h"
#include "review/decision.h"

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
        gone.values = Matrix(3, project.criterionCount());
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
};

QTEST_GUILESS_MAIN(TestDecision)
#include "tst_decision.moc"
