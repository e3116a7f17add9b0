// The scenario model: built-in figures and their "n/a" cases, formula criteria and every diagnostic,
// constraints and their tolerance, decision rules, named checks, the bundled sample, and ranking integration.
#include "scenariofixture.h"

#include "analysis/problem.h"
#include "analysis/wsm.h"
#include "format/projectfile.h"
#include "scenario/formula.h"
#include "scenario/quantity.h"
#include "scenario/scenario.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace verdict;
using verdict::test::addFormulaCriterion;
using verdict::test::scenarioProject;

namespace {

QString allText(const Messages &messages)
{
    QStringList lines;
    for (const Message &m : messages)
        lines << m.pointer + QStringLiteral(": ") + m.text;
    return lines.join(u'\n');
}

const Message *findMessage(const Messages &messages, const QString &pointer, const QString &contains)
{
    for (const Message &m : messages)
        if (m.pointer == pointer && m.text.contains(contains))
            return &m;
    return nullptr;
}

bool close(double a, double b, double tolerance = 1e-9)
{
    return std::abs(a - b) <= tolerance * std::max(1.0, std::max(std::abs(a), std::abs(b)));
}

QString samplePath()
{
    return QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict");
}

} // namespace

class TestScenario : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fixtureHasNoDiagnostics()
    {
        const ScenarioResult r = evaluateScenario(scenarioProject());
        QVERIFY2(r.diagnostics.empty(), qPrintable(allText(r.diagnostics)));
    }

    // A text compiled once on a thread is not parsed again: every Formula of it shares the compiled parser, so each
    // evaluation must bind its own values, and a refused text must be refused again with the same problem.
    void formulaCompiledOncePerText()
    {
        Formula a, b;
        QVERIFY(a.compile(QStringLiteral("price * hours + fixed")));
        QVERIFY(b.compile(QStringLiteral("price * hours + fixed")));
        QCOMPARE(b.names(), QStringList({QStringLiteral("price"), QStringLiteral("hours"), QStringLiteral("fixed")}));
        QCOMPARE(a.evaluate({2.0, 3.0, 1.0}), 7.0);
        QCOMPARE(b.evaluate({10.0, 10.0, 5.0}), 105.0);
        QCOMPARE(a.evaluate({2.0, 3.0, 1.0}), 7.0); // b's values did not stay behind
        QVERIFY(std::isnan(a.evaluate({1.0}))); // the wrong number of values: NaN, not a crash

        Formula bad1, bad2;
        QVERIFY(!bad1.compile(QStringLiteral("price * (hours")));
        QVERIFY(!bad2.compile(QStringLiteral("price * (hours")));
        QCOMPARE(bad2.problem().text, bad1.problem().text);
        QCOMPARE(bad2.problem().column, bad1.problem().column);
        QVERIFY(!bad2.isValid());
        QVERIFY(std::isnan(bad2.evaluate({1.0, 2.0})));

        // A Formula outlives the others of its text and keeps working after they are gone or recompiled.
        {
            Formula c;
            QVERIFY(c.compile(QStringLiteral("x / 4")));
            QCOMPARE(c.evaluate({8.0}), 2.0);
        }
        Formula d;
        QVERIFY(d.compile(QStringLiteral("x / 4")));
        QVERIFY(a.compile(QStringLiteral("x / 4 + 1")));
        QCOMPARE(d.evaluate({12.0}), 3.0);
        QCOMPARE(a.evaluate({12.0}), 4.0);
        // The per-thread cache starting again leaves Formulas compiled before it working.
        for (int i = 0; i < 600; ++i) {
            Formula e;
            QVERIFY(e.compile(QStringLiteral("x + %1").arg(i)));
        }
        QCOMPARE(d.evaluate({20.0}), 5.0);
    }

    void figures_data()
    {
        QTest::addColumn<int>("alternative");
        QTest::addColumn<int>("figure");
        QTest::addColumn<double>("expected");
        const auto row = [](const char *name, int a, Figure f, double v) {
            QTest::newRow(name) << a << int(f) << v;
        };
        row("ECS effective price", 0, Figure::EffectivePrice, 0.90 / 0.73);
        row("ECS annual cost", 0, Figure::AnnualCost, 210000);
        row("ECS SLA margin", 0, Figure::SlaMargin, 0.1);
        row("GKE annual cost", 1, Figure::AnnualCost, 146000 * 0.78 / 0.91 + 10000);
        row("GKE savings", 1, Figure::AnnualSavings, 210000 - (146000 * 0.78 / 0.91 + 10000));
        row("GKE payback", 1, Figure::PaybackMonths, 90000 / ((210000 - (146000 * 0.78 / 0.91 + 10000)) / 12));
        row("GKE roi", 1, Figure::Roi, ((210000 - (146000 * 0.78 / 0.91 + 10000)) * 3 - 90000) / 90000);
        row("GKE SLA margin", 1, Figure::SlaMargin, -0.06);
        row("GKE ms per cent", 1, Figure::MsPerCent, 8.0 / 12.0);
        row("OpenShift annual cost", 2, Figure::AnnualCost, 140000);
        row("OpenShift savings", 2, Figure::AnnualSavings, 70000);
        row("OpenShift payback", 2, Figure::PaybackMonths, 6);
        row("OpenShift roi", 2, Figure::Roi, 5);
        row("OpenShift ms per cent", 2, Figure::MsPerCent, 4.0 / 35.0);
    }
    void figures()
    {
        QFETCH(int, alternative);
        QFETCH(int, figure);
        QFETCH(double, expected);
        const ScenarioResult r = evaluateScenario(scenarioProject());
        const FigureValue &v = r.figure(alternative, Figure(figure));
        QVERIFY2(v.defined(), qPrintable(v.reason));
        QVERIFY2(close(v.value, expected), qPrintable(QStringLiteral("%1 != %2").arg(v.value, 0, 'g', 17).arg(expected, 0, 'g', 17)));
    }

    void fixedCostDefaultsToZeroWhenNotModelled()
    {
        ProjectData p = scenarioProject();
        p.attributes.pop_back(); // no fixed_cost attribute at all
        const ScenarioResult r = evaluateScenario(p);
        QVERIFY(close(r.figure(0, Figure::AnnualCost).value, 180000));
    }

    // Every figure that is undefined shows as n/a with a reason, never as an error or a made-up number.
    void notApplicable_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<int>("alternative");
        QTest::addColumn<int>("figure");
        QTest::addColumn<QString>("reason");
        QTest::newRow("baseline's own savings") << QString() << 0 << int(Figure::AnnualSavings) << QStringLiteral("AWS ECS is the baseline");
        QTest::newRow("baseline's own payback") << QString() << 0 << int(Figure::PaybackMonths) << QStringLiteral("AWS ECS is the baseline");
        QTest::newRow("baseline's own ms per cent") << QString() << 0 << int(Figure::MsPerCent) << QStringLiteral("AWS ECS is the baseline");
        QTest::newRow("no baseline") << QStringLiteral("no baseline") << 1 << int(Figure::AnnualSavings) << QStringLiteral("no baseline is set");
        QTest::newRow("no savings: payback") << QStringLiteral("gke expensive") << 1 << int(Figure::PaybackMonths) << QStringLiteral("GKE Autopilot costs more than the baseline");
        QTest::newRow("more expensive: ms per cent") << QStringLiteral("gke expensive") << 1 << int(Figure::MsPerCent) << QStringLiteral("saves nothing per GPU-hour");
        QTest::newRow("zero migration cost: roi") << QStringLiteral("gke free migration") << 1 << int(Figure::Roi) << QStringLiteral("no migration cost");
        QTest::newRow("idle of 100 %") << QStringLiteral("gke idle 1") << 1 << int(Figure::EffectivePrice) << QStringLiteral("must be a fraction below 1");
        QTest::newRow("missing latency") << QStringLiteral("gke no latency") << 1 << int(Figure::SlaMargin) << QStringLiteral("latency_ms is missing for GKE Autopilot");
        QTest::newRow("zero SLA") << QStringLiteral("sla 0") << 1 << int(Figure::SlaMargin) << QStringLiteral("sla_ms is 0");
        QTest::newRow("no gpu_hours") << QStringLiteral("no gpu_hours") << 1 << int(Figure::AnnualCost) << QStringLiteral("no gpu_hours parameter");
        QTest::newRow("baseline cost n/a") << QStringLiteral("ecs idle 1") << 1 << int(Figure::AnnualSavings) << QStringLiteral("the baseline's annual cost is n/a");
    }
    void notApplicable()
    {
        QFETCH(QString, change);
        QFETCH(int, alternative);
        QFETCH(int, figure);
        QFETCH(QString, reason);
        ProjectData p = scenarioProject();
        auto &gke = p.alternatives[1].attributes;
        if (change == QLatin1String("no baseline"))
            p.baseline.clear();
        else if (change == QLatin1String("gke expensive"))
            gke[QStringLiteral("price_gpu_h")] = 2.0;
        else if (change == QLatin1String("gke free migration"))
            gke[QStringLiteral("migration_cost")] = 0.0;
        else if (change == QLatin1String("gke idle 1"))
            gke[QStringLiteral("idle")] = 1.0;
        else if (change == QLatin1String("gke no latency"))
            gke.erase(QStringLiteral("latency_ms"));
        else if (change == QLatin1String("sla 0"))
            p.parameters[0].value = 0;
        else if (change == QLatin1String("no gpu_hours"))
            p.parameters.erase(p.parameters.begin() + 2);
        else if (change == QLatin1String("ecs idle 1"))
            p.alternatives[0].attributes[QStringLiteral("idle")] = 1.0;
        const ScenarioResult r = evaluateScenario(p);
        const FigureValue &v = r.figure(alternative, Figure(figure));
        QVERIFY(!v.defined());
        QVERIFY2(v.reason.contains(reason), qPrintable(v.reason));
    }

    void zeroMigrationCostPaysBackAtOnce()
    {
        ProjectData p = scenarioProject();
        p.alternatives[1].attributes[QStringLiteral("migration_cost")] = 0.0;
        const ScenarioResult r = evaluateScenario(p);
        QCOMPARE(r.figure(1, Figure::PaybackMonths).value, 0.0);
    }

    void formulaCriteria()
    {
        ProjectData p = scenarioProject();
        const int savings = addFormulaCriterion(p, QStringLiteral("savings"), QStringLiteral("baseline_tco - tco"));
        const int both = addFormulaCriterion(p, QStringLiteral("both"),
                                             QStringLiteral("max(savings, 0) / 1000 + (latency_ms <= sla_ms ? 1 : 0) "
                                                            "+ (compliance > 4 && idle < 0.5 || 0)"));
        const ScenarioResult r = evaluateScenario(p);
        QVERIFY2(r.diagnostics.empty(), qPrintable(allText(r.diagnostics)));
        QVERIFY(r.criterionFormula[1] && !r.criterionFormula[0]);
        QCOMPARE(r.values.at(2, 0), 5.0); // direct values copied
        QVERIFY(close(r.values.at(0, 1), 210000));
        QCOMPARE(r.values.at(0, savings), 0.0);
        QVERIFY(close(r.values.at(2, savings), 70000));
        QVERIFY(close(r.values.at(0, both), 0 + 1 + 0));
        QVERIFY(close(r.values.at(1, both), (210000 - (146000 * 0.78 / 0.91 + 10000)) / 1000 + 0 + 0));
        QVERIFY(close(r.values.at(2, both), 70 + 1 + 1));
        QVERIFY(r.criterionUsable[std::size_t(savings)] && r.criterionUsable[std::size_t(both)]);
    }

    // Every formula problem is a diagnostic at the formula's JSON pointer, with the column where it applies.
    void diagnostics_data()
    {
        QTest::addColumn<QString>("formula");
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("column");
        QTest::newRow("unknown name") << QStringLiteral("annual_cots * 2")
                                      << QStringLiteral("unknown name \"annual_cots\" (did you mean \"annual_cost\"?)") << 1;
        QTest::newRow("unknown name later") << QStringLiteral("1 + latncy_ms")
                                            << QStringLiteral("unknown name \"latncy_ms\" (did you mean \"latency_ms\"?)") << 5;
        QTest::newRow("unknown name, nothing close") << QStringLiteral("zzzzzzzz")
                                                     << QStringLiteral("unknown name \"zzzzzzzz\"") << 1;
        QTest::newRow("unknown function") << QStringLiteral("2 * maxx(1, 2)")
                                          << QStringLiteral("unknown function \"maxx\" (did you mean \"max\"?)") << 5;
        QTest::newRow("syntax") << QStringLiteral("1 + * 2") << QStringLiteral("syntax error: unexpected operator") << 5;
        QTest::newRow("unclosed") << QStringLiteral("(1 + 2") << QStringLiteral("a \"(\" is not closed") << 7;
        QTest::newRow("unopened") << QStringLiteral("1 + 2)") << QStringLiteral("\")\" has no matching \"(\"") << 6;
        QTest::newRow("character") << QStringLiteral("price_gpu_h # 2") << QStringLiteral("\"#\" is not allowed") << 13;
        QTest::newRow("non-ascii") << QStringLiteral("price_gpu_h × 2") << QStringLiteral("\"×\" is not allowed") << 13;
        QTest::newRow("assignment") << QStringLiteral("price_gpu_h = 2") << QStringLiteral("\"=\" assigns") << 13;
        QTest::newRow("compound assignment") << QStringLiteral("idle += 2") << QStringLiteral("\"=\" assigns") << 7;
        QTest::newRow("top-level comma") << QStringLiteral("1, 2") << QStringLiteral("a comma may only separate") << 2;
        QTest::newRow("nesting") << QString(33, u'(') + u'1' + QString(33, u')')
                                 << QStringLiteral("nested more than 32 deep") << 33;
        QTest::newRow("too long") << QStringLiteral("1") + QStringLiteral("+1").repeated(500)
                                  << QStringLiteral("1001 characters long; the limit is 1000") << 0;
        QTest::newRow("empty") << QStringLiteral("  ") << QStringLiteral("the formula is empty") << 0;
        QTest::newRow("division by zero") << QStringLiteral("1 / (price_gpu_h - 0.78)")
                                          << QStringLiteral("GKE Autopilot: division by zero") << 0;
        QTest::newRow("not a number") << QStringLiteral("sqrt(0.8 - price_gpu_h)")
                                      << QStringLiteral("AWS ECS: the result is not a number") << 0;
        QTest::newRow("n/a input") << QStringLiteral("annual_savings")
                                   << QStringLiteral("AWS ECS: annual_savings is n/a (AWS ECS is the baseline)") << 0;
        QTest::newRow("rule-only scope is fine here") << QStringLiteral("budget - annual_cost") << QString() << 0;
    }
    void diagnostics()
    {
        QFETCH(QString, formula);
        QFETCH(QString, message);
        QFETCH(int, column);
        ProjectData p = scenarioProject();
        const int c = addFormulaCriterion(p, QStringLiteral("probe"), formula);
        const ScenarioResult r = evaluateScenario(p);
        const QString pointer = QStringLiteral("/criteria/%1/formula").arg(c);
        if (message.isEmpty()) {
            QVERIFY2(r.diagnostics.empty(), qPrintable(allText(r.diagnostics)));
            QVERIFY(r.criterionUsable[std::size_t(c)]);
            return;
        }
        const Message *m = findMessage(r.diagnostics, pointer, message);
        QVERIFY2(m, qPrintable(allText(r.diagnostics)));
        QCOMPARE(m->severity, Severity::Diagnostic);
        QCOMPARE(m->column, column);
        if (column > 0)
            QVERIFY(m->text.startsWith(QStringLiteral("column %1: ").arg(column)));
        // A broken criterion is left out of ranking with a reason, never silently zero.
        QVERIFY(!r.criterionUsable[std::size_t(c)]);
        QVERIFY(!r.criterionProblem[std::size_t(c)].isEmpty());
        for (int a = 0; a < p.alternativeCount(); ++a)
            if (isMissing(r.values.at(a, c)))
                QVERIFY(!r.cellNote(a, c).isEmpty());
    }

    void cycleIsNamed()
    {
        ProjectData p = scenarioProject();
        const int a = addFormulaCriterion(p, QStringLiteral("alpha"), QStringLiteral("beta + 1"));
        const int b = addFormulaCriterion(p, QStringLiteral("beta"), QStringLiteral("alpha * 2"));
        const int c = addFormulaCriterion(p, QStringLiteral("gamma"), QStringLiteral("alpha + tco"));
        const int self = addFormulaCriterion(p, QStringLiteral("selfish"), QStringLiteral("baseline_selfish"));
        const ScenarioResult r = evaluateScenario(p);
        QVERIFY2(findMessage(r.diagnostics, QStringLiteral("/criteria/%1/formula").arg(a),
                             QStringLiteral("cycle between formula criteria: alpha -> beta -> alpha")),
                 qPrintable(allText(r.diagnostics)));
        QVERIFY(findMessage(r.diagnostics, QStringLiteral("/criteria/%1/formula").arg(b), QStringLiteral("cycle")));
        QVERIFY(findMessage(r.diagnostics, QStringLiteral("/criteria/%1/formula").arg(self),
                            QStringLiteral("selfish -> selfish")));
        QVERIFY(!r.criterionUsable[std::size_t(a)] && !r.criterionUsable[std::size_t(b)]);
        // A criterion using a broken one is undefined too, and says why.
        QVERIFY(!r.criterionUsable[std::size_t(c)]);
        QVERIFY2(r.cellNote(0, c).contains(QStringLiteral("the formula of alpha is broken")), qPrintable(r.cellNote(0, c)));
        QVERIFY(r.criterionUsable[1]);
    }

    void scenarioScopeNames()
    {
        ProjectData p = scenarioProject();
        p.rules = {{QStringLiteral("latency_ms > 3"), QStringLiteral("Default"), QStringLiteral("Default"), {}}};
        NamedCheck check;
        check.id = QStringLiteral("c");
        check.formula = QStringLiteral("baseline_anual_cost");
        p.checks = {check};
        const ScenarioResult r = evaluateScenario(p);
        QVERIFY2(findMessage(r.diagnostics, QStringLiteral("/rules/0/when"), QStringLiteral("differs per alternative")),
                 qPrintable(allText(r.diagnostics)));
        QVERIFY(findMessage(r.diagnostics, QStringLiteral("/checks/0/formula"),
                            QStringLiteral("did you mean \"baseline_annual_cost\"")));
        QVERIFY(!r.rules[0].evaluated);
        QVERIFY(!r.checks[0].reason.isEmpty());
        QVERIFY(knownFormulaNames(p, FormulaScope::Scenario).contains(QStringLiteral("baseline_latency_ms")));
        QVERIFY(!knownFormulaNames(p, FormulaScope::Scenario).contains(QStringLiteral("latency_ms")));
        QVERIFY(knownFormulaNames(p, FormulaScope::Alternative).contains(QStringLiteral("ms_per_cent")));
    }

    void baselineNamesNeedABaseline()
    {
        ProjectData p = scenarioProject();
        p.baseline.clear();
        const int c = addFormulaCriterion(p, QStringLiteral("gap"), QStringLiteral("baseline_tco - tco"));
        const ScenarioResult r = evaluateScenario(p);
        QVERIFY2(findMessage(r.diagnostics, QStringLiteral("/criteria/%1/formula").arg(c),
                             QStringLiteral("\"baseline_tco\" needs a baseline alternative")),
                 qPrintable(allText(r.diagnostics)));
    }

    void clashingIds()
    {
        ProjectData p = scenarioProject();
        p.attributes.push_back({QStringLiteral("annual_cost"), {}, {}, {}});
        p.parameters.push_back({QStringLiteral("idle"), {}, 1.0, {}, {}, {}});
        p.parameters.push_back({QStringLiteral("baseline_x"), {}, 1.0, {}, {}, {}});
        const ScenarioResult r = evaluateScenario(p);
        QVERIFY2(findMessage(r.diagnostics, QStringLiteral("/attributes/5/id"), QStringLiteral("is a built-in figure")),
                 qPrintable(allText(r.diagnostics)));
        QVERIFY(findMessage(r.diagnostics, QStringLiteral("/parameters/5/id"), QStringLiteral("also the id of an attribute")));
        QVERIFY(findMessage(r.diagnostics, QStringLiteral("/parameters/6/id"), QStringLiteral("reserve")));
    }

    void checkFormulaForEditors()
    {
        const ProjectData p = scenarioProject();
        QVERIFY(!checkFormula(p, QStringLiteral("annual_cost / 12"), FormulaScope::Alternative));
        const auto problem = checkFormula(p, QStringLiteral("annual_cost / (12"), FormulaScope::Alternative);
        QVERIFY(problem);
        QCOMPARE(problem->column, 18);
        QVERIFY(checkFormula(p, QStringLiteral("annual_cost"), FormulaScope::Scenario));
    }

    void constraints_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QList<bool>>("feasible");
        QTest::addColumn<QString>("message"); // the first violation's message
        QTest::newRow("SLA") << QStringLiteral("latency_ms <= sla_ms") << QList<bool>{true, false, true}
                             << QStringLiteral("GKE Autopilot: latency 53 ms exceeds SLA 50 ms by 3 ms");
        QTest::newRow("budget, met exactly") << QStringLiteral("annual_cost <= budget") << QList<bool>{false, true, true}
                                             << QStringLiteral("AWS ECS: annual cost $210,000/year exceeds budget $140,000/year by $70,000/year");
        QTest::newRow("reversed") << QStringLiteral("budget >= annual_cost") << QList<bool>{false, true, true}
                                  << QStringLiteral("AWS ECS: budget $140,000/yr is below annual cost $210,000/yr by $70,000/yr");
        QTest::newRow("strict, equal") << QStringLiteral("annual_cost < budget") << QList<bool>{false, true, false}
                                       << QStringLiteral("AWS ECS: annual cost $210,000/year is not below budget $140,000/year by $70,000/year");
        QTest::newRow("number") << QStringLiteral("compliance >= 4") << QList<bool>{false, false, true}
                                << QStringLiteral("AWS ECS: Compliance 3 is below 4 by 1");
        QTest::newRow("expression") << QStringLiteral("latency_ms + 5 <= sla_ms") << QList<bool>{true, false, false}
                                    << QStringLiteral("GKE Autopilot: latency_ms + 5 = 58 ms exceeds SLA 50 ms by 8 ms");
        QTest::newRow("equality") << QStringLiteral("annual_cost == 140000") << QList<bool>{false, false, true}
                                  << QStringLiteral("AWS ECS: annual cost $210,000/year differs from $140,000/year by $70,000/year");
        QTest::newRow("above") << QStringLiteral("(sla_margin) > 0.05") << QList<bool>{true, false, false}
                               << QStringLiteral("GKE Autopilot: (sla_margin) = -0.06 is not above 0.05 by 0.11");
        QTest::newRow("within tolerance") << QStringLiteral("budget * (1 + 1e-10) <= 140000") << QList<bool>{true, true, true}
                                          << QString();
        QTest::newRow("beyond tolerance") << QStringLiteral("budget * (1 + 1e-8) <= 140000") << QList<bool>{false, false, false}
                                          << QStringLiteral("exceeds 140,000 by 0.0014");
        QTest::newRow("n/a side: unknown, not infeasible") << QStringLiteral("payback_months <= 12") << QList<bool>{true, false, true}
                                                           << QStringLiteral("GKE Autopilot: payback 14.427 months exceeds 12 months by 2.4275 months");
    }
    void constraints()
    {
        QFETCH(QString, expression);
        QFETCH(QList<bool>, feasible);
        QFETCH(QString, message);
        ProjectData p = scenarioProject();
        p.constraints = {{expression, {}}};
        const ScenarioResult r = evaluateScenario(p);
        QVERIFY2(r.diagnostics.empty(), qPrintable(allText(r.diagnostics)));
        QVERIFY(r.constraintUsable[0]);
        QString first;
        for (int a = 0; a < 3; ++a) {
            QCOMPARE(bool(r.feasible[std::size_t(a)]), feasible[a]);
            QCOMPARE(r.violations[std::size_t(a)].empty(), feasible[a]);
            if (first.isEmpty() && !r.violations[std::size_t(a)].empty()) {
                const Violation &v = r.violations[std::size_t(a)].front();
                QCOMPARE(v.constraint, 0);
                QVERIFY(v.miss >= 0.0);
                first = v.message;
            }
        }
        QVERIFY2(first.startsWith(message) || first.contains(message), qPrintable(first));
    }

    // A violation names what the gate concerns, from the names the evaluator resolved: criteria it names,
    // formula criteria that read a name it reads, and the attributes behind them. A function name shared by
    // the gate and a formula ("max") concerns nothing.
    void violationsNameWhatTheyConcern_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QList<int>>("criteria");
        QTest::addColumn<QStringList>("attributes");
        // Columns: 0 Compliance, 1 TCO = annual_cost, 2 latency = latency_ms, 3 spare = max(idle, 0),
        // 4 lat2 = latency * 2.
        QTest::newRow("attribute read by a formula") << QStringLiteral("latency_ms <= sla_ms") << QList<int>{2}
                                                     << QStringList{QStringLiteral("latency_ms")};
        QTest::newRow("a shared function is not a shared name")
            << QStringLiteral("max(latency_ms, 0) <= sla_ms") << QList<int>{2} << QStringList{QStringLiteral("latency_ms")};
        QTest::newRow("formula criterion, attributes through its formulas")
            << QStringLiteral("lat2 <= 100") << QList<int>{4} << QStringList{QStringLiteral("latency_ms")};
        QTest::newRow("formula over a figure") << QStringLiteral("tco <= budget") << QList<int>{1} << QStringList{};
        QTest::newRow("entered criterion") << QStringLiteral("compliance >= 4") << QList<int>{0} << QStringList{};
    }
    void violationsNameWhatTheyConcern()
    {
        QFETCH(QString, expression);
        QFETCH(QList<int>, criteria);
        QFETCH(QStringList, attributes);
        ProjectData p = scenarioProject();
        addFormulaCriterion(p, QStringLiteral("latency"), QStringLiteral("latency_ms"));
        addFormulaCriterion(p, QStringLiteral("spare"), QStringLiteral("max(idle, 0)"));
        addFormulaCriterion(p, QStringLiteral("lat2"), QStringLiteral("latency * 2"));
        p.constraints = {{expression, {}}};
        const ScenarioResult r = evaluateScenario(p);
        QVERIFY2(r.diagnostics.empty(), qPrintable(allText(r.diagnostics)));
        int failures = 0;
        for (const std::vector<Violation> &row : r.violations)
            for (const Violation &v : row) {
                ++failures;
                QCOMPARE(QList<int>(v.criteria.begin(), v.criteria.end()), criteria);
                QCOMPARE(v.attributes, attributes);
            }
        QVERIFY(failures > 0);
    }

    void constraintMargins()
    {
        ProjectData p = scenarioProject();
        p.constraints = {{QStringLiteral("latency_ms <= sla_ms"), {}}, {QStringLiteral("payback_months <= 12"), {}}};
        const ScenarioResult r = evaluateScenario(p);
        QCOMPARE(r.constraints[0][0].state, ConstraintOutcome::State::Met);
        QCOMPARE(r.constraints[0][0].margin, 5.0);
        QCOMPARE(r.constraints[1][0].margin, -3.0);
        QCOMPARE(r.violations[1].front().miss, 3.0);
        QCOMPARE(r.constraintUnits.at(0), QStringLiteral("ms"));
        QCOMPARE(r.constraints[0][1].state, ConstraintOutcome::State::Unknown); // the baseline's payback is n/a
        QVERIFY(r.constraints[0][1].note.contains(QStringLiteral("AWS ECS is the baseline")));
        QCOMPARE(r.constraints[2][1].state, ConstraintOutcome::State::Met);
    }

    void brokenConstraints_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QString>("message");
        QTest::newRow("no comparison") << QStringLiteral("latency_ms") << QStringLiteral("needs a comparison");
        QTest::newRow("two comparisons") << QStringLiteral("1 < latency_ms < 60") << QStringLiteral("column 16: a constraint has one comparison");
        QTest::newRow("not equal") << QStringLiteral("latency_ms != 3") << QStringLiteral("\"!=\" is not a constraint operator");
        QTest::newRow("and") << QStringLiteral("latency_ms < 3 && idle < 1") << QStringLiteral("put \"&&\" inside parentheses");
        QTest::newRow("unknown name, right side column") << QStringLiteral("latency_ms <= sla") << QStringLiteral("column 15: unknown name \"sla\" (did you mean \"sla_ms\"?)");
        QTest::newRow("syntax in left side") << QStringLiteral("latency_ms * <= 3") << QStringLiteral("syntax error");
    }
    void brokenConstraints()
    {
        QFETCH(QString, expression);
        QFETCH(QString, message);
        ProjectData p = scenarioProject();
        p.constraints = {{expression, {}}};
        const ScenarioResult r = evaluateScenario(p);
        QVERIFY2(findMessage(r.diagnostics, QStringLiteral("/constraints/0/expression"), message), qPrintable(allText(r.diagnostics)));
        QVERIFY(findMessage(r.diagnostics, QStringLiteral("/constraints/0/expression"), QStringLiteral("not applied")));
        QVERIFY(!r.constraintUsable[0]);
        QCOMPARE(r.feasibleCount(), 3); // a broken gate excludes nobody
    }

    void rules_data()
    {
        QTest::addColumn<double>("sla");
        QTest::addColumn<double>("budget");
        QTest::addColumn<QString>("active");
        QTest::addColumn<bool>("condition");
        QTest::addColumn<QString>("profile");
        QTest::addColumn<bool>("isActive");
        const QString finance = QStringLiteral("Finance (TCO first)");
        const QString sre = QStringLiteral("SRE (latency first)");
        QTest::newRow("margin 10 %: SLA wins") << 50.0 << 140000.0 << finance << false << sre << false;
        QTest::newRow("margin 47 %, budget below 150K: cost first") << 85.0 << 140000.0 << finance << true << finance << true;
        QTest::newRow("margin 47 %, budget 150K: SLA wins") << 85.0 << 150000.0 << sre << false << sre << true;
    }
    void rules()
    {
        QFETCH(double, sla);
        QFETCH(double, budget);
        QFETCH(QString, active);
        QFETCH(bool, condition);
        QFETCH(QString, profile);
        QFETCH(bool, isActive);
        ProjectData p = scenarioProject();
        p.parameters[0].value = sla;
        p.parameters[1].value = budget;
        WeightProfile finance = p.profiles.front();
        finance.name = QStringLiteral("Finance (TCO first)");
        WeightProfile sre = p.profiles.front();
        sre.name = QStringLiteral("SRE (latency first)");
        p.profiles = {finance, sre};
        p.activeProfile = p.indexOfProfile(active);
        p.rules = {{QStringLiteral("baseline_sla_margin > 0.3 && budget < 150000"), finance.name, sre.name,
                    QStringLiteral("cost first only with room on the SLA and a tight budget")}};
        const ProjectData before = p;
        const ScenarioResult r = evaluateScenario(p);
        QVERIFY2(r.diagnostics.empty(), qPrintable(allText(r.diagnostics)));
        QVERIFY(r.rules[0].evaluated);
        QCOMPARE(r.rules[0].condition, condition);
        QCOMPARE(r.rules[0].profile, profile);
        QVERIFY(r.rules[0].profileExists);
        QCOMPARE(r.rules[0].active, isActive);
        QCOMPARE(p, before); // advisory: never switches profiles
    }

    void undecidableRule()
    {
        ProjectData p = scenarioProject();
        p.alternatives[0].attributes.erase(QStringLiteral("latency_ms"));
        p.rules = {{QStringLiteral("baseline_sla_margin > 0.3"), QStringLiteral("Default"), QStringLiteral("Default"), {}}};
        const ScenarioResult r = evaluateScenario(p);
        QVERIFY(!r.rules[0].evaluated);
        QVERIFY2(findMessage(r.diagnostics, QStringLiteral("/rules/0/when"), QStringLiteral("cannot be decided: baseline_sla_margin is n/a for AWS ECS")),
                 qPrintable(allText(r.diagnostics)));
    }

    void checks()
    {
        ProjectData p = scenarioProject();
        auto check = [](const char *id, const char *formula, std::optional<double> expected) {
            NamedCheck c;
            c.id = QLatin1String(id);
            c.name = QLatin1String(id);
            c.formula = QLatin1String(formula);
            c.expected = expected;
            c.unit = QStringLiteral("$/yr");
            return c;
        };
        p.checks = {check("saving", "0.12 * 10000", 1200.0), check("gap", "baseline_annual_cost - budget", 70000.0),
                    check("wrong", "0.12 * 10000", 1300.0), check("free", "baseline_idle", std::nullopt),
                    check("nan", "sqrt(-1)", 1.0)};
        const ScenarioResult r = evaluateScenario(p);
        QVERIFY(r.checks[0].passed && r.checks[1].passed);
        QCOMPARE(r.checks[0].value, 1200.0);
        QVERIFY(!r.checks[2].passed);
        QVERIFY(!r.checks[3].hasExpected);
        QCOMPARE(r.checks[3].value, 0.27);
        QVERIFY(isMissing(r.checks[4].value));
        QVERIFY2(findMessage(r.diagnostics, QStringLiteral("/checks/2/expected"),
                             QStringLiteral("wrong: the formula gives $1,200/yr, not the expected $1,300/yr")),
                 qPrintable(allText(r.diagnostics)));
        QVERIFY(findMessage(r.diagnostics, QStringLiteral("/checks/4/formula"), QStringLiteral("the check has no value")));
        QCOMPARE(r.diagnostics.size(), std::size_t(2));
    }

    void numberFormatting_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("text");
        QTest::newRow("money") << 140000.0 << QStringLiteral("$") << QStringLiteral("$140,000");
        QTest::newRow("money rate") << 0.78 << QStringLiteral("$/GPU-h") << QStringLiteral("$0.78/GPU-h");
        QTest::newRow("negative money") << -70000.0 << QStringLiteral("$/yr") << QStringLiteral("-$70,000/yr");
        QTest::newRow("ms") << 53.0 << QStringLiteral("ms") << QStringLiteral("53 ms");
        QTest::newRow("fraction") << 1.0 / 3.0 << QString() << QStringLiteral("0.33333");
        QTest::newRow("n/a") << kMissing << QStringLiteral("ms") << QStringLiteral("n/a");
    }
    void numberFormatting()
    {
        QFETCH(double, value);
        QFETCH(QString, unit);
        QFETCH(QString, text);
        QCOMPARE(formatQuantity(value, unit), text);
    }

    // A project with a broken formula still opens; the problem is shown and the criterion is left out.
    void brokenFormulaStillLoads()
    {
        QFile file(samplePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject root = QJsonDocument::fromJson(file.readAll()).object();
        QJsonArray criteria = root.value(QStringLiteral("criteria")).toArray();
        int tco = -1;
        for (int i = 0; i < criteria.size(); ++i) {
            QJsonObject c = criteria.at(i).toObject();
            if (c.value(QStringLiteral("id")).toString() == QLatin1String("tco")) {
                c.insert(QStringLiteral("formula"), QStringLiteral("anual_cost * (1 +)"));
                criteria.replace(i, c);
                tco = i;
            }
        }
        QVERIFY(tco >= 0);
        root.insert(QStringLiteral("criteria"), criteria);
        const LoadResult loaded = readProject(QJsonDocument(root).toJson());
        QVERIFY2(loaded.ok(), qPrintable(allText(loaded.messages)));
        const ScenarioResult r = evaluateScenario(*loaded.project);
        const QString pointer = QStringLiteral("/criteria/%1/formula").arg(tco);
        QVERIFY2(findMessage(r.diagnostics, pointer, QStringLiteral("syntax error")), qPrintable(allText(r.diagnostics)));
        QVERIFY(!r.criterionUsable[std::size_t(tco)]);

        Messages messages;
        const std::optional<DecisionProblem> problem = makeProblem(*loaded.project, -1, messages);
        QVERIFY2(problem, qPrintable(allText(messages)));
        QCOMPARE(problem->criteria, loaded.project->criterionCount() - 1);
        QVERIFY(std::find(problem->columns.begin(), problem->columns.end(), tco) == problem->columns.end());
        const Message *m = findMessage(messages, pointer, QStringLiteral("is left out of the ranking"));
        QVERIFY2(m, qPrintable(allText(messages)));
        QCOMPARE(m->severity, Severity::Warning);
    }

    void sample()
    {
        const LoadResult loaded = loadProjectFile(samplePath());
        QVERIFY2(loaded.ok(), qPrintable(allText(loaded.messages)));
        const ProjectData &p = *loaded.project;
        const ScenarioResult r = evaluateScenario(p);
        QVERIFY2(r.diagnostics.empty(), qPrintable(allText(r.diagnostics)));
        const int ecs = p.indexOfAlternative(QStringLiteral("aws_ecs"));
        const int gke = p.indexOfAlternative(QStringLiteral("gke_autopilot"));
        const int openshift = p.indexOfAlternative(QStringLiteral("openshift"));
        QVERIFY(ecs >= 0 && gke >= 0 && openshift >= 0);
        QCOMPARE(r.baseline, ecs);
        // The $210K ECS pipeline against the $140K ceiling; OpenShift's $70K saving lands exactly on it.
        QVERIFY(close(r.figure(ecs, Figure::AnnualCost).value, 210000));
        QVERIFY(close(r.figure(openshift, Figure::AnnualCost).value, 140000));
        QVERIFY(close(r.figure(openshift, Figure::AnnualSavings).value, 70000));
        QVERIFY(close(r.figure(ecs, Figure::SlaMargin).value, 0.1));
        QVERIFY(r.feasible[std::size_t(openshift)]);
        QVERIFY(!r.feasible[std::size_t(ecs)]);
        QVERIFY(!r.feasible[std::size_t(gke)]);
        QStringList gkeMessages;
        for (const Violation &v : r.violations[std::size_t(gke)])
            gkeMessages << v.message;
        QVERIFY2(gkeMessages.contains(QStringLiteral("GKE Autopilot: Latency 53 ms exceeds End-to-end SLA 50 ms by 3 ms")),
                 qPrintable(gkeMessages.join(u'\n')));
        // The brief's rule: the baseline's SLA margin is 10 %, so feature parity and SLA win.
        QCOMPARE(r.rules.size(), std::size_t(1));
        QVERIFY(r.rules[0].evaluated);
        QCOMPARE(r.rules[0].profile, QStringLiteral("SRE (latency first)"));
        QVERIFY(r.rules[0].profileExists);
        QVERIFY(!r.rules[0].active);
        // The brief's arithmetic as named checks.
        QVERIFY(r.checks.size() >= 3);
        for (std::size_t i = 0; i < r.checks.size(); ++i)
            QVERIFY2(r.checks[i].passed, qPrintable(p.checks[i].id));
        const auto checkValue = [&](const char *id) {
            for (std::size_t i = 0; i < p.checks.size(); ++i)
                if (p.checks[i].id == QLatin1String(id))
                    return r.checks[i].value;
            return kMissing;
        };
        QCOMPARE(checkValue("yearly_saving_example"), 1200.0);
        QVERIFY(close(checkValue("budget_case_margin"), 1.0 / 3.0));
        QVERIFY(close(checkValue("idle_reduction"), 0.18));
    }

    void rankingPutsInfeasibleLast()
    {
        ProjectData p = scenarioProject();
        p.constraints = {{QStringLiteral("annual_cost <= budget"), {}}};
        p.values.set(0, 0, 5); // ECS would win on compliance and be second on cost
        Messages messages;
        const std::optional<DecisionProblem> problem = makeProblem(p, -1, messages);
        QVERIFY2(problem, qPrintable(allText(messages)));
        QCOMPARE(problem->feasible, (std::vector<bool>{false, true, true}));
        QCOMPARE(problem->violations[0].size(), qsizetype(1));
        const std::optional<WsmResult> result = weightedSum(*problem, Normalization::MinMax, messages);
        QVERIFY(result);
        const std::vector<RankedEntry> ranking = rankFeasibleFirst(result->ranking, *problem);
        QCOMPARE(ranking.size(), std::size_t(3));
        QCOMPARE(ranking.back().row, 0);
        QCOMPARE(ranking.back().rank, 3);
        // Normalisation still uses every alternative: scores are those of the unfiltered problem.
        QCOMPARE(ranking.back().score, result->scores[0]);
    }

    void rankFeasibleFirstKeepsTies()
    {
        DecisionProblem problem;
        problem.feasible = {true, false, true, true};
        const std::vector<RankedEntry> ranking = {{1, 0.9, 1}, {0, 0.5, 2}, {2, 0.5, 2}, {3, 0.1, 4}};
        const std::vector<RankedEntry> out = rankFeasibleFirst(ranking, problem);
        QCOMPARE(out.size(), std::size_t(4));
        QCOMPARE(out[0].row, 0);
        QCOMPARE(out[0].rank, 1);
        QCOMPARE(out[1].row, 2);
        QCOMPARE(out[1].rank, 1);
        QCOMPARE(out[2].row, 3);
        QCOMPARE(out[2].rank, 3);
        QCOMPARE(out[3].row, 1);
        QCOMPARE(out[3].rank, 4);
    }
};

QTEST_GUILESS_MAIN(TestScenario)
#include "tst_scenario.moc"
