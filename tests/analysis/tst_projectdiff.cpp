// `verdict diff` (issue 36): what changed between two versions of a project and what it did, each change's effect
// applied alone to OLD on its winner's margin, checked against evaluations made here; --exit-code; and the command
// as git's diff driver, run through git itself.
#include "../common/verdictprocess.h"
#include "../report/sheetfixture.h"

#include "evaluation/evaluation.h"
#include "format/projectfile.h"
#include "review/projectdiff.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QtTest>

#include <algorithm>

using namespace verdict;

namespace {

// The margin of alternative `id` in points as the window shows it, under the project's own settings.
double marginOf(const ProjectData &p, const QString &id)
{
    const Evaluation e = evaluate(p);
    for (const LiveRanking::Row &row : e.ranking().rows)
        if (p.alternatives[std::size_t(row.alternative)].id == id)
            return row.marginPoints;
    return kMissing;
}

QString firstOf(const ProjectData &p)
{
    const Evaluation e = evaluate(p);
    return e.ranking().rows.front().name;
}

const ProjectChange *changeWith(const ProjectDiff &diff, const QString &words)
{
    for (const ProjectChange &c : diff.changes)
        if (c.text.contains(words))
            return &c;
    return nullptr;
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

} // namespace

class TestProjectDiff : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // A constructed pair: OpenShift's latency down (alone it makes OpenShift first), AKS's familiarity up (alone it
    // widens AKS's lead), the horizon changed (no effect under the sample's criteria), a gate added, a platform
    // renamed, and the title changed (not a number: listed, not attributed).
    static std::pair<ProjectData, ProjectData> pair()
    {
        const ProjectData before = test::loadSample();
        ProjectData after = before;
        Alternative &openshift = after.alternatives[std::size_t(after.indexOfAlternative(QStringLiteral("openshift")))];
        openshift.attributes[QStringLiteral("latency_ms")] = 46;
        openshift.attributeProvenance[QStringLiteral("latency_ms")] = QStringLiteral("measured 2027-01");
        const int aks = after.indexOfAlternative(QStringLiteral("aks_arc"));
        after.values.set(aks, after.indexOfCriterion(QStringLiteral("familiarity")), after.values.at(aks, after.indexOfCriterion(QStringLiteral("familiarity"))) + 1);
        after.parameters[std::size_t(after.indexOfParameter(QStringLiteral("horizon_years")))].value = 4;
        after.constraints.push_back({QStringLiteral("migration_cost <= 100000"), QStringLiteral("Migration within $100K")});
        after.alternatives[std::size_t(after.indexOfAlternative(QStringLiteral("gke_autopilot")))].name = QStringLiteral("GKE Autopilot (EU)");
        after.metadata.title = QStringLiteral("Changed");
        return {before, after};
    }

private Q_SLOTS:
    // Every change is listed; each one that can be made alone is applied alone to OLD, and its effect is exactly the
    // winner's margin evaluated here with that change alone, minus OLD's; the one that moved it most is named.
    void attributionOnAConstructedPair()
    {
        const auto [before, after] = pair();
        const ProjectDiff diff = diffProjects(before, after);
        QCOMPARE(diff.winnerBefore, QStringLiteral("AKS + Azure Arc"));
        QCOMPARE(diff.winnerId, QStringLiteral("aks_arc"));
        QCOMPARE(diff.marginBefore, marginOf(before, QStringLiteral("aks_arc")));
        QCOMPARE(diff.winnerAfter, firstOf(after));

        const ProjectChange *latency = changeWith(diff, QStringLiteral("OpenShift on-prem: Latency 49 ms \u2192 46 ms (source: measured 2027-01)"));
        const ProjectChange *familiarity = changeWith(diff, QStringLiteral("AKS + Azure Arc: Tool familiarity"));
        const ProjectChange *horizon = changeWith(diff, QStringLiteral("Horizon 3 years \u2192 4 years"));
        const ProjectChange *gate = changeWith(diff, QStringLiteral("gate added: migration_cost <= 100000"));
        const ProjectChange *rename = changeWith(diff, QStringLiteral("alternative renamed: GKE Autopilot \u2192 GKE Autopilot (EU)"));
        const ProjectChange *title = changeWith(diff, QStringLiteral("metadata:"));
        QVERIFY(latency && familiarity && horizon && gate && rename && title);
        QCOMPARE(diff.changes.size(), std::size_t(6));
        QCOMPARE(latency->kind, ProjectChange::Kind::Attribute);
        QCOMPARE(familiarity->kind, ProjectChange::Kind::Value);
        QVERIFY(!rename->attributed && !title->attributed);

        // Each effect against an evaluation made here with that one change.
        ProjectData alone = before;
        alone.alternatives[std::size_t(alone.indexOfAlternative(QStringLiteral("openshift")))].attributes[QStringLiteral("latency_ms")] = 46;
        QCOMPARE(latency->effect, marginOf(alone, QStringLiteral("aks_arc")) - diff.marginBefore);
        QVERIFY(latency->effect < 0);
        QVERIFY(latency->winnerChanges);
        QCOMPARE(latency->firstAlone, firstOf(alone));
        alone = before;
        const int aks = alone.indexOfAlternative(QStringLiteral("aks_arc")), fam = alone.indexOfCriterion(QStringLiteral("familiarity"));
        alone.values.set(aks, fam, alone.values.at(aks, fam) + 1);
        QCOMPARE(familiarity->effect, marginOf(alone, QStringLiteral("aks_arc")) - diff.marginBefore);
        QVERIFY(familiarity->effect > 0 && !familiarity->winnerChanges);
        QCOMPARE(horizon->effect, 0.0);
        // AKS's migration ($110K) fails the new gate: alone, it makes the winner fail a gate, and another is first.
        alone = before;
        alone.constraints.push_back(after.constraints.back());
        QVERIFY(gate->attributed);
        QVERIFY(isMissing(gate->effect));
        QVERIFY(isMissing(marginOf(alone, QStringLiteral("aks_arc"))) || !evaluate(alone).alternatives()[std::size_t(aks)].feasible);
        QVERIFY(gate->winnerChanges);
        QCOMPARE(gate->firstAlone, firstOf(alone));
        // The change that moved it most: the gate failing the winner outweighs any margin.
        QCOMPARE(diff.most, int(gate - diff.changes.data()));

        // The same project twice: nothing.
        QVERIFY(diffProjects(before, before).same());
    }

    // Numbers nobody lists still count: an uncertainty or a description changed is said, not dropped.
    void everyDifferenceIsSaid()
    {
        const ProjectData before = test::loadSample();
        ProjectData after = before;
        after.alternatives[0].description = QStringLiteral("A new description");
        const ProjectDiff diff = diffProjects(before, after);
        QCOMPARE(diff.changes.size(), std::size_t(1));
        QCOMPARE(diff.changes[0].kind, ProjectChange::Kind::Other);
        QVERIFY2(diff.changes[0].text.startsWith(QStringLiteral("alternatives:")), qPrintable(diff.changes[0].text));
    }

    // On the command line: the text, --json, --exit-code (4 when they differ, 0 when not), a bad file refused.
    void onTheCommandLine()
    {
        const auto [before, after] = pair();
        const QString a = m_dir.filePath(QStringLiteral("old.verdict")), b = m_dir.filePath(QStringLiteral("new.verdict"));
        QVERIFY(writeFile(a, writeProject(before)) && writeFile(b, writeProject(after)));
        const test::CliRun text = test::runVerdict({QStringLiteral("diff"), a, b});
        QVERIFY2(text.exitCode == 0, qPrintable(text.err));
        QVERIFY2(text.out.contains(QStringLiteral("6 changes")) && text.out.contains(QStringLiteral("first: AKS + Azure Arc"))
                     && text.out.contains(QStringLiteral("moved it most:")),
                 qPrintable(text.out));
        QCOMPARE(test::runVerdict({QStringLiteral("diff"), a, b, QStringLiteral("--exit-code")}).exitCode, 4);
        QCOMPARE(test::runVerdict({QStringLiteral("diff"), a, a, QStringLiteral("--exit-code")}).exitCode, 0);
        const test::CliRun json = test::runVerdict({QStringLiteral("diff"), a, b, QStringLiteral("--json")});
        const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("changes")).toArray().size(), 6);
        QCOMPARE(doc.value(QStringLiteral("winner_before")).toString(), QStringLiteral("AKS + Azure Arc"));
        QVERIFY(!doc.value(QStringLiteral("same")).toBool());
        QVERIFY(writeFile(m_dir.filePath(QStringLiteral("broken.verdict")), "{ not json"));
        const test::CliRun bad = test::runVerdict({QStringLiteral("diff"), a, m_dir.filePath(QStringLiteral("broken.verdict"))});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains(QStringLiteral("broken.verdict:1:")), qPrintable(bad.err));
        QCOMPARE(test::runVerdict({QStringLiteral("diff"), a}).exitCode, 2);
    }

    // As git's diff driver, through git: .gitattributes names it, git config gives the command (docs/decision-record.md).
    void asGitsDiffDriver()
    {
        const QString git = QStandardPaths::findExecutable(QStringLiteral("git"));
        QVERIFY2(!git.isEmpty(), "git is missing: install it (packaging/debian-packages.txt, role test)");
        const QString repo = m_dir.filePath(QStringLiteral("repo"));
        QVERIFY(QDir().mkpath(repo));
        const auto run = [&](const QStringList &args) {
            QProcess p;
            p.setWorkingDirectory(repo);
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.insert(QStringLiteral("GIT_CONFIG_NOSYSTEM"), QStringLiteral("1"));
            env.insert(QStringLiteral("HOME"), repo);
            env.insert(QStringLiteral("GIT_AUTHOR_NAME"), QStringLiteral("t"));
            env.insert(QStringLiteral("GIT_AUTHOR_EMAIL"), QStringLiteral("t@example.org"));
            env.insert(QStringLiteral("GIT_COMMITTER_NAME"), QStringLiteral("t"));
            env.insert(QStringLiteral("GIT_COMMITTER_EMAIL"), QStringLiteral("t@example.org"));
            p.setProcessEnvironment(env);
            p.start(git, args);
            p.waitForFinished(60000);
            return std::pair(p.exitCode(), QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError()));
        };
        const auto [before, after] = pair();
        QCOMPARE(run({QStringLiteral("init"), QStringLiteral("-q")}).first, 0);
        QVERIFY(writeFile(repo + QStringLiteral("/.gitattributes"), "*.verdict diff=verdict\n"));
        QCOMPARE(run({QStringLiteral("config"), QStringLiteral("diff.verdict.command"), QStringLiteral(VERDICT_EXECUTABLE " diff")}).first, 0);
        QVERIFY(writeFile(repo + QStringLiteral("/plan.verdict"), writeProject(before)));
        QCOMPARE(run({QStringLiteral("add"), QStringLiteral(".")}).first, 0);
        QCOMPARE(run({QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"), QStringLiteral("presented")}).first, 0);
        QVERIFY(writeFile(repo + QStringLiteral("/plan.verdict"), writeProject(after)));
        const auto [code, out] = run({QStringLiteral("diff")});
        QCOMPARE(code, 0);
        QVERIFY2(out.contains(QStringLiteral("verdict diff a/plan.verdict b/plan.verdict"))
                     && out.contains(QStringLiteral("OpenShift on-prem: Latency 49 ms \u2192 46 ms"))
                     && out.contains(QStringLiteral("What it did")),
                 qPrintable(out));
    }
};

QTEST_GUILESS_MAIN(TestProjectDiff)
#include "tst_projectdiff.moc"
