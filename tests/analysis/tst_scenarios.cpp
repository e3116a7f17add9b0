// What-if scenarios (core/scenarios.h): overrides applied, the file round trip, the comparison every consumer reads,
// and --scenario / `verdict scenarios` on the command line.
#include "../common/verdictprocess.h"

#include "core/scenarios.h"
#include "evaluation/evaluation.h"
#include "format/projectfile.h"
#include "report/headlines.h"
#include "review/whatif.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

#include <cmath>

using namespace verdict;

namespace {

const QString kSample = QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict");

ProjectData sample()
{
    LoadResult r = loadProjectFile(kSample);
    if (!r.ok())
        qFatal("the sample does not load");
    return std::move(*r.project);
}

double attribute(const ProjectData &p, const char *alternative, const char *id)
{
    const auto &a = p.alternatives[std::size_t(p.indexOfAlternative(QLatin1String(alternative)))].attributes;
    const auto it = a.find(QLatin1String(id));
    return it == a.end() ? kMissing : it->second;
}

ScenarioOverride attributeOverride(const char *id, QStringList alternatives, std::optional<double> value,
                                   std::optional<double> factor = std::nullopt)
{
    ScenarioOverride o;
    o.kind = ScenarioOverride::Kind::Attribute;
    o.target = QLatin1String(id);
    o.alternatives = std::move(alternatives);
    o.value = value;
    o.factor = factor;
    return o;
}

} // namespace

class TestScenarios : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every kind of override, on its own numbers only; in order; and applying twice changes nothing.
    void overridesApply()
    {
        const ProjectData base = sample();
        ProjectData p = base;
        NamedScenario s;
        s.name = QStringLiteral("T");
        s.overrides.push_back(attributeOverride("price_gpu_h", {}, std::nullopt, 0.5));              // every alternative
        s.overrides.push_back(attributeOverride("idle", {QStringLiteral("aks_arc")}, 0.3));           // one
        s.overrides.push_back(attributeOverride("idle", {QStringLiteral("aks_arc")}, std::nullopt, 2)); // after the one before
        ScenarioOverride budget;
        budget.kind = ScenarioOverride::Kind::Parameter;
        budget.target = QStringLiteral("budget");
        budget.value = 99.0;
        s.overrides.push_back(budget);
        const int familiarity = base.indexOfCriterion(QStringLiteral("familiarity"));
        QVERIFY(familiarity >= 0);
        QVERIFY(!base.criteria[std::size_t(familiarity)].isFormula());
        ScenarioOverride value;
        value.kind = ScenarioOverride::Kind::Value;
        value.target = QStringLiteral("familiarity");
        value.alternatives = {QStringLiteral("openshift")};
        value.value = 1.0;
        s.overrides.push_back(value);
        p.scenarios.push_back(s);
        const int index = int(p.scenarios.size()) - 1;

        const ProjectData applied = withScenario(p, index);
        QVERIFY(applied.scenarioApplied);
        QCOMPARE(applied.activeScenario, QStringLiteral("T"));
        for (const char *id : {"aws_ecs", "gke_autopilot", "aks_arc", "openshift"})
            QCOMPARE(attribute(applied, id, "price_gpu_h"), attribute(base, id, "price_gpu_h") * 0.5);
        QCOMPARE(attribute(applied, "aks_arc", "idle"), 0.6);
        QCOMPARE(attribute(applied, "gke_autopilot", "idle"), attribute(base, "gke_autopilot", "idle"));
        QCOMPARE(applied.parameters[std::size_t(applied.indexOfParameter(QStringLiteral("budget")))].value, 99.0);
        const int openshift = base.indexOfAlternative(QStringLiteral("openshift"));
        for (int r = 0; r < base.alternativeCount(); ++r)
            QCOMPARE(applied.values.at(r, familiarity), r == openshift ? 1.0 : base.values.at(r, familiarity));

        // Applied once: the active scenario of an applied project is not applied again.
        QVERIFY(applyActiveScenario(applied) == applied);
        ProjectData active = p;
        active.activeScenario = QStringLiteral("T");
        QVERIFY(applyActiveScenario(active) == applied);
        // The base (-1) is the project's own numbers.
        ProjectData back = withScenario(applied, -1);
        QVERIFY(back.activeScenario.isEmpty());
        QVERIFY(!back.scenarioApplied);

        // What the comparison lists: each number once, with its base value.
        const std::vector<OverriddenNumber> numbers = overriddenNumbers(p, index);
        const auto idle = std::find_if(numbers.begin(), numbers.end(), [](const OverriddenNumber &n) { return n.target == QLatin1String("idle"); });
        QVERIFY(idle != numbers.end());
        QCOMPARE(idle->base, attribute(base, "aks_arc", "idle"));
        QCOMPARE(idle->value, 0.6);
        QCOMPARE(std::count_if(numbers.begin(), numbers.end(), [](const OverriddenNumber &n) { return n.target == QLatin1String("idle"); }), 1);
        QCOMPARE(overrideText(p, s.overrides[1]), QStringLiteral("GPU idle fraction = 0.3 on AKS + Azure Arc"));
        QCOMPARE(overrideText(p, s.overrides[0]), QStringLiteral("Price per GPU-hour × 0.5 on every alternative"));
    }

    // Overrides of what does not exist, and a factor on a missing number, change nothing else.
    void badOverridesAreLeftOut()
    {
        ProjectData p = sample();
        const ProjectData base = p;
        NamedScenario s;
        s.name = QStringLiteral("Bad");
        s.overrides.push_back(attributeOverride("no_such", {}, 1.0));
        s.overrides.push_back(attributeOverride("idle", {QStringLiteral("nobody")}, 1.0));
        ScenarioOverride formula;
        formula.kind = ScenarioOverride::Kind::Value;
        formula.target = QStringLiteral("tco");
        formula.value = 1.0;
        s.overrides.push_back(formula);
        p.scenarios.push_back(s);
        QVERIFY(p.criteria[std::size_t(p.indexOfCriterion(QStringLiteral("tco")))].isFormula());
        const int bad = int(p.scenarios.size()) - 1;
        ProjectData applied = withScenario(p, bad);
        applied.activeScenario.clear();
        applied.scenarioApplied = false;
        applied.scenarios = base.scenarios;
        QVERIFY(applied == base);
        // And each is a diagnostic at its pointer.
        const Messages m = validateProject(p);
        const auto at = [&m, bad](int override, const char *key) {
            const QString pointer = QStringLiteral("/scenarios/%1/overrides/%2/%3").arg(bad).arg(override).arg(QLatin1String(key));
            return std::any_of(m.begin(), m.end(), [&pointer](const Message &x) {
                return x.severity == Severity::Diagnostic && x.pointer == pointer;
            });
        };
        QVERIFY(at(0, "attribute"));
        QVERIFY(at(1, "alternative"));
        QVERIFY(at(2, "criterion"));
    }

    // The sample's scenarios through the file and back, byte for byte; the active one too.
    void roundTrip()
    {
        ProjectData p = sample();
        QVERIFY(p.scenarios.size() >= 2);
        p.activeScenario = p.scenarios[1].name;
        const QByteArray bytes = writeProject(p);
        const LoadResult again = readProject(bytes);
        QVERIFY(again.ok());
        QVERIFY(*again.project == canonicalProject(p));
        QCOMPARE(writeProject(*again.project), bytes);
        // An applied project holds the scenario's numbers as its own: it is written without an active scenario,
        // so reading it back does not apply the overrides a second time.
        const ProjectData applied = withScenario(p, 1);
        const LoadResult baked = readProject(writeProject(applied));
        QVERIFY(baked.ok());
        QVERIFY(baked.project->activeScenario.isEmpty());
        QCOMPARE(attribute(*baked.project, "aks_arc", "price_gpu_h"), attribute(applied, "aks_arc", "price_gpu_h"));
    }

    // The sample's two scenarios from the brief, ranked: the comparison agrees with evaluating each one alone.
    void comparisonOnTheSample()
    {
        const ProjectData p = sample();
        const int discount = p.indexOfScenario(QStringLiteral("GPU price after discount tiers"));
        const int idle = p.indexOfScenario(QStringLiteral("Idle 27 % → 9 % on every Kubernetes platform"));
        QVERIFY(discount >= 0 && idle >= 0);
        QCOMPARE(attribute(withScenario(p, discount), "aks_arc", "price_gpu_h"), 0.82);
        for (const char *id : {"gke_autopilot", "aks_arc", "openshift"})
            QCOMPARE(attribute(withScenario(p, idle), id, "idle"), 0.09);
        QCOMPARE(attribute(withScenario(p, idle), "aws_ecs", "idle"), 0.27);

        const Evaluation e = evaluate(p);
        const ScenariosData &d = e.scenarios();
        QCOMPARE(d.scenarios.size(), p.scenarios.size() + 1);
        QCOMPARE(d.scenarios.front().name, kBaseScenarioName);
        QVERIFY(d.scenarios.front().active);
        for (const ScenarioColumn &c : d.scenarios) {
            ProjectData one = p;
            one.activeScenario = c.index < 0 ? QString() : p.scenarios[std::size_t(c.index)].name;
            const Evaluation alone = evaluate(one);
            QCOMPARE(c.winnerName, alone.ranking().winner());
            for (const LiveRanking::Row &row : alone.ranking().rows) {
                QCOMPARE(c.scores[std::size_t(row.alternative)], row.score);
                QCOMPARE(c.ranks[std::size_t(row.alternative)], row.rank);
            }
            for (const AlternativeRecord &a : alone.alternatives())
                QCOMPARE(bool(c.feasible[std::size_t(a.index)]), a.feasible);
        }
        // The discount tiers price is the base's own: the same results, and said so.
        QVERIFY(d.scenarios[std::size_t(discount + 1)].unchanged);
        QVERIFY(!d.scenarios[std::size_t(idle + 1)].unchanged);
        // Idle at 9 % lowers AKS's and OpenShift's annual cost and narrows AKS's lead.
        const int aks = p.indexOfAlternative(QStringLiteral("aks_arc"));
        QVERIFY(d.scenarios[std::size_t(idle + 1)].annualCost[std::size_t(aks)] < d.scenarios[0].annualCost[std::size_t(aks)]);
        // The chart input carries the same comparison, and the headline names where the winner changes.
        ChartRequest request;
        request.kind = ChartKind::Scenarios;
        const ChartData chart = computeChartData(e.chartInput(), request);
        QVERIFY(chartHasContent(chart));
        QCOMPARE(std::get<ScenariosData>(chart).scenarios.size(), d.scenarios.size());
        QVERIFY2(chartHeadline(chart).contains(QStringLiteral("AKS at list price")), qPrintable(chartHeadline(chart)));
    }

    // An evaluation of the active scenario shows its numbers everywhere, and the analyses change them, not the base's.
    void activeScenarioEverywhere()
    {
        ProjectData p = sample();
        p.activeScenario = QStringLiteral("AKS at list price");
        const Evaluation e = evaluate(p);
        QCOMPARE(attribute(e.project(), "aks_arc", "price_gpu_h"), 0.96);
        QCOMPARE(attribute(e.baseProject(), "aks_arc", "price_gpu_h"), 0.82);
        QCOMPARE(e.ranking().winner(), QStringLiteral("OpenShift on-prem"));
        QVERIFY(!e.alternatives()[std::size_t(p.indexOfAlternative(QStringLiteral("aks_arc")))].feasible);
        QVERIFY(e.scenarios().scenarios[2].active);
        // What it would take under the scenario starts from its price: AKS's change is from $0.96.
        const WhatIfReport w = analyzeWhatIf(p, p.indexOfAlternative(QStringLiteral("aks_arc")));
        QCOMPARE(w.winner, QStringLiteral("OpenShift on-prem"));
        QCOMPARE(w.alternatives.size(), std::size_t(1));
        QVERIFY(!w.alternatives[0].changes.empty());
        for (const WhatIfStep &s : w.alternatives[0].changes)
            if (s.number.attribute == QLatin1String("price_gpu_h"))
                QCOMPARE(s.from, 0.96);
    }

    // A check's expected figure is about the base numbers: under a what-if scenario that changes what it computes
    // ("Budget $120K": $70K saved on $120K is not a third), it is labelled, not raised as a problem; on the base it
    // still passes, and a check that is wrong on the base is still a problem.
    void checksUnderScenarios()
    {
        ProjectData p = sample();
        const int check = [&] {
            for (int i = 0; i < int(p.checks.size()); ++i)
                if (p.checks[std::size_t(i)].id == QLatin1String("budget_case_margin"))
                    return i;
            return -1;
        }();
        QVERIFY(check >= 0);
        const Evaluation base = evaluate(p);
        QVERIFY(base.scenario().checks[std::size_t(check)].passed);
        int labelled = 0;
        for (const NamedScenario &s : sample().scenarios) {
            p.activeScenario = s.name;
            const Evaluation e = evaluate(p);
            for (const Message &m : e.scenario().diagnostics)
                QVERIFY2(!m.pointer.startsWith(QLatin1String("/checks/")), qPrintable(QStringLiteral("%1: %2 %3").arg(s.name, m.pointer, m.text)));
            for (const CheckOutcome &o : e.scenario().checks)
                if (o.hasExpected && !o.passed) {
                    QVERIFY2(o.aboutBase, qPrintable(s.name));
                    ++labelled;
                }
        }
        QVERIFY(labelled >= 1); // at least one scenario changes what a check computes
        p.activeScenario.clear();
        p.checks[std::size_t(check)].expected = 0.5; // wrong on the base: a problem, as before
        const Evaluation wrong = evaluate(p);
        QVERIFY(!wrong.scenario().checks[std::size_t(check)].aboutBase);
        bool reported = false;
        for (const Message &m : wrong.scenario().diagnostics)
            reported = reported || m.pointer == QStringLiteral("/checks/%1/expected").arg(check);
        QVERIFY(reported);
    }

    void cli()
    {
        // --scenario on a command: the scenario's ranking; Base: the project's own; a wrong name lists the names.
        const test::CliRun list = test::runVerdict({QStringLiteral("rank"), kSample, QStringLiteral("--scenario"),
                                                    QStringLiteral("AKS at list price"), QStringLiteral("--json")});
        QCOMPARE(list.exitCode, 0);
        const QJsonArray ranking = QJsonDocument::fromJson(list.out.toUtf8()).object().value(QStringLiteral("alternatives")).toArray();
        QVERIFY2(!ranking.isEmpty(), qPrintable(list.out));
        QCOMPARE(ranking[0].toObject().value(QStringLiteral("id")).toString(), QStringLiteral("openshift"));
        const test::CliRun base = test::runVerdict({QStringLiteral("rank"), kSample, QStringLiteral("--scenario"), QStringLiteral("base"), QStringLiteral("--json")});
        QCOMPARE(base.exitCode, 0);
        QCOMPARE(QJsonDocument::fromJson(base.out.toUtf8()).object().value(QStringLiteral("alternatives")).toArray()[0].toObject().value(QStringLiteral("id")).toString(),
                 QStringLiteral("aks_arc"));
        const test::CliRun wrong = test::runVerdict({QStringLiteral("show"), kSample, QStringLiteral("--scenario"), QStringLiteral("Cheap")});
        QCOMPARE(wrong.exitCode, 1);
        QVERIFY2(wrong.err.contains(QStringLiteral("no scenario named \"Cheap\"")) && wrong.err.contains(QStringLiteral("\"AKS at list price\"")), qPrintable(wrong.err));

        // `verdict scenarios --json`: a column per scenario, the base first, with what `rank --scenario` says.
        const test::CliRun compare = test::runVerdict({QStringLiteral("scenarios"), kSample, QStringLiteral("--json")});
        QCOMPARE(compare.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(compare.out.toUtf8()).object();
        const QJsonArray columns = o.value(QStringLiteral("scenarios")).toArray();
        QCOMPARE(columns.size(), int(sample().scenarios.size()) + 1);
        QCOMPARE(columns[0].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("Base"));
        QVERIFY(columns[0].toObject().value(QStringLiteral("base")).toBool());
        QCOMPARE(columns[2].toObject().value(QStringLiteral("winner")).toString(), QStringLiteral("openshift"));
        QCOMPARE(columns[2].toObject().value(QStringLiteral("overrides")).toArray()[0].toString(),
                 QStringLiteral("Price per GPU-hour = 0.96 on AKS + Azure Arc"));
        const test::CliRun text = test::runVerdict({QStringLiteral("scenarios"), kSample});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(QStringLiteral("under “AKS at list price”, OpenShift on-prem")), qPrintable(text.out));

        // convert --scenario writes the scenario's numbers as the project's own.
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("list.verdict"));
        QCOMPARE(test::runVerdict({QStringLiteral("convert"), kSample, out, QStringLiteral("--scenario"), QStringLiteral("AKS at list price")}).exitCode, 0);
        const LoadResult baked = loadProjectFile(out);
        QVERIFY(baked.ok());
        QCOMPARE(attribute(*baked.project, "aks_arc", "price_gpu_h"), 0.96);
        QVERIFY(baked.project->activeScenario.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestScenarios)
#include "tst_scenarios.moc"
