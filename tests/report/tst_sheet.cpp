// The cheat sheet's content (model/report/sheet.h) against the engines it summarises, computed here
// independently: makeProblem + weightedSum for the ranking and margin, analyzeSensitivity for the intervals,
// runSmaa with the project's seed for P(first), evaluateScenario for the key numbers, and the project itself
// for assumptions, sources and the term map.
#include "evaluation/evaluation.h"
#include "sheetfixture.h"

#include "analysis/problem.h"
#include "analysis/wsm.h"
#include "report/sheet.h"
#include "report/sheettable.h"
#include "review/assumptions.h"
#include "review/whatif.h"
#include "evaluation/wording.h"
#include "scenario/scenario.h"
#include "stability/sensitivity.h"
#include "stability/smaa.h"

#include <QTest>

#include <cmath>

using namespace verdict;

namespace {

struct Engine
{
    DecisionProblem problem;
    std::vector<RankedEntry> ranking;
    QString name(int row) const { return rowNames.at(row); }
    QStringList rowNames;
};

Engine engine(const ProjectData &project, int profile)
{
    Messages messages;
    auto problem = makeProblem(project, profile, messages);
    if (!problem)
        qFatal("makeProblem failed");
    auto wsm = weightedSum(*problem, project.analysis.normalization, messages);
    if (!wsm)
        qFatal("weightedSum failed");
    Engine e{*problem, rankFeasibleFirst(wsm->ranking, *problem), {}};
    for (int r = 0; r < problem->alternatives; ++r)
        e.rowNames << project.alternatives[std::size_t(problem->rows[std::size_t(r)])].name;
    return e;
}

Sheet sheetOf(const ProjectData &project, int profile = -1)
{
    SheetOptions options;
    options.fileName = QStringLiteral("gpu-orchestration.verdict");
    EvaluationOptions evaluation;
    evaluation.profile = profile;
    Messages messages;
    return buildSheet(evaluate(project, evaluation), options, messages);
}

} // namespace

class TestSheet : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void recommendationAndMarginMatchTheEngine_data()
    {
        QTest::addColumn<int>("profile");
        for (int p = 0; p < 4; ++p)
            QTest::newRow(qPrintable(QStringLiteral("profile %1").arg(p))) << p;
    }
    void recommendationAndMarginMatchTheEngine()
    {
        QFETCH(int, profile);
        const ProjectData project = test::loadSample();
        const Engine e = engine(project, profile);
        const Sheet sheet = sheetOf(project, profile);
        const QString winner = e.name(e.ranking[0].row);
        const QString second = e.name(e.ranking[1].row);
        const double points = (e.ranking[0].score - e.ranking[1].score) * 100.0;
        const QString expected = QStringLiteral("%1 ranks first under “%2”, %3 points ahead of %4.")
                                     .arg(winner, project.profiles[std::size_t(profile)].name, QString::number(points, 'f', 1), second);
        QCOMPARE(sheet.recommendation, expected);
        QCOMPARE(sheet.profile, project.profiles[std::size_t(profile)].name);
        // Every alternative, in the engine's order, with its rank, score and feasibility.
        QCOMPARE(sheet.alternatives.size(), e.ranking.size());
        for (std::size_t i = 0; i < e.ranking.size(); ++i) {
            QCOMPARE(sheet.alternatives[i].name, e.name(e.ranking[i].row));
            QCOMPARE(sheet.alternatives[i].rank, e.ranking[i].rank);
            QVERIFY(std::abs(sheet.alternatives[i].score - e.ranking[i].score) < 1e-12);
            QCOMPARE(sheet.alternatives[i].feasible, e.problem.isFeasible(e.ranking[i].row));
        }
        // The weights are the profile's, normalised.
        const std::vector<double> w = project.normalizedWeights(profile);
        for (std::size_t c = 0; c < sheet.criteria.size(); ++c)
            QVERIFY(std::abs(sheet.criteria[c].weight - w[c]) < 1e-12);
    }

    void theSampleSaysWhatTheBriefExpects()
    {
        const Sheet sheet = sheetOf(test::loadSample());
        QVERIFY(sheet.recommendation.startsWith(QStringLiteral("AKS + Azure Arc ranks first")));
        QCOMPARE(sheet.title, QStringLiteral("GPU cluster orchestration after AWS ECS"));
        QCOMPARE(sheet.date, QStringLiteral("2026-11-30"));
        // ECS misses the budget, GKE the SLA; each names the constraint.
        for (const SheetAlternative &a : sheet.alternatives) {
            if (a.name == QStringLiteral("AWS ECS")) {
                QVERIFY(!a.feasible);
                QVERIFY(a.violations.join(u' ').contains(QStringLiteral("budget")));
            } else if (a.name == QStringLiteral("GKE Autopilot")) {
                QVERIFY(!a.feasible);
                QVERIFY(a.violations.join(u' ').contains(QStringLiteral("SLA")));
            } else {
                QVERIFY(a.feasible);
                QVERIFY(a.violations.isEmpty());
            }
        }
        QVERIFY(sheet.facts.join(u' ').contains(QStringLiteral("End-to-end SLA 50 ms")));
        // Matrix values carry units in the header and raw values in the cells.
        const auto latency = std::find_if(sheet.criteria.begin(), sheet.criteria.end(),
                                          [](const SheetCriterion &c) { return c.name == QStringLiteral("Latency"); });
        QVERIFY(latency != sheet.criteria.end());
        QCOMPARE(latency->unit, QStringLiteral("ms"));
        const SheetAlternative &gke = *std::find_if(sheet.alternatives.begin(), sheet.alternatives.end(),
                                                    [](const SheetAlternative &a) { return a.name == QStringLiteral("GKE Autopilot"); });
        QCOMPARE(gke.values[std::size_t(latency - sheet.criteria.begin())].text, QStringLiteral("53"));
    }

    void stabilityMatchesTheSensitivityAnalysis()
    {
        const ProjectData project = test::loadSample();
        const Engine e = engine(project, -1);
        Messages messages;
        const auto s = analyzeSensitivity(e.problem, project.analysis.normalization, messages);
        QVERIFY(s && s->smallestFlip);
        const Sheet sheet = sheetOf(project);
        QCOMPARE(sheet.intervals.size(), s->criteria.size());
        for (const CriterionSensitivity &c : s->criteria) {
            const QString name = project.criteria[std::size_t(e.problem.columns[std::size_t(c.column)])].name;
            const auto it = std::find_if(sheet.intervals.begin(), sheet.intervals.end(),
                                         [&](const SheetInterval &i) { return i.criterion == name; });
            QVERIFY2(it != sheet.intervals.end(), qPrintable(name));
            QCOMPARE(it->low, c.topLow);
            QCOMPARE(it->high, c.topHigh);
            QCOMPARE(it->above, c.above >= 0 ? e.name(c.above) : QString());
            QCOMPARE(it->below, c.below >= 0 ? e.name(c.below) : QString());
        }
        const QString flipCriterion = project.criteria[std::size_t(e.problem.columns[std::size_t(s->smallestFlip->column)])].name;
        QVERIFY2(sheet.smallestFlip.contains(flipCriterion), qPrintable(sheet.smallestFlip));
        QVERIFY(sheet.smallestFlip.contains(formatPercent(s->smallestFlip->toWeight)));
        QVERIFY(sheet.smallestFlip.contains(e.name(s->smallestFlip->newWinner)));
    }

    void monteCarloUsesTheProjectsSeedAndSamples()
    {
        ProjectData project = test::loadSample();
        const Engine e = engine(project, -1);
        Messages messages;
        SmaaSettings settings = smaaSettings(project, e.problem, -1, messages);
        QCOMPARE(settings.samples, std::int64_t(10000));
        const auto smaa = runSmaa(e.problem, settings, messages);
        QVERIFY(smaa);
        const Sheet sheet = sheetOf(project);
        QCOMPARE(sheet.samples, std::int64_t(10000));
        QCOMPARE(sheet.seed, project.analysis.mcSeed);
        int withP = 0;
        for (const SmaaAlternative &x : smaa->alternatives) {
            const QString name = e.name(x.row);
            const auto it = std::find_if(sheet.alternatives.begin(), sheet.alternatives.end(),
                                         [&](const SheetAlternative &a) { return a.name == name; });
            QVERIFY(it != sheet.alternatives.end() && it->pFirst);
            QCOMPARE(*it->pFirst, x.pFirst);
            ++withP;
        }
        QCOMPARE(withP, 2); // the feasible ones
        // The sentence says where the count comes from: the file's, or a kept run of another size.
        QVERIFY2(sheet.monteCarlo.contains(QStringLiteral("10,000 draws")) && sheet.monteCarlo.contains(QStringLiteral("the file's sample count")),
                 qPrintable(sheet.monteCarlo));
        {
            const Evaluation evaluation = evaluate(project);
            QVERIFY(evaluation.runSmaa({2000, std::nullopt, 1}, {}));
            Messages ignored;
            const Sheet kept = buildSheet(evaluation, SheetOptions{}, ignored);
            QCOMPARE(kept.samples, std::int64_t(2000));
            QVERIFY2(kept.monteCarlo.contains(QStringLiteral("2,000 draws")) &&
                         kept.monteCarlo.contains(QStringLiteral("the Monte Carlo dock's run; the file asks for 10,000")),
                     qPrintable(kept.monteCarlo));
        }
        // Another seed gives another estimate: the seed really is the project's.
        project.analysis.mcSeed = 7;
        const Sheet other = sheetOf(project);
        QVERIFY(other.alternatives[0].pFirst != sheet.alternatives[0].pFirst);
    }

    void profileComparisonSaysWhoFlips()
    {
        const ProjectData project = test::loadSample();
        const Sheet sheet = sheetOf(project);
        QCOMPARE(sheet.profiles.size(), project.profiles.size());
        const QString activeWinner = engine(project, project.activeProfile).name(engine(project, project.activeProfile).ranking[0].row);
        for (std::size_t p = 0; p < project.profiles.size(); ++p) {
            const Engine e = engine(project, int(p));
            const QString winner = e.name(e.ranking[0].row);
            QCOMPARE(sheet.profiles[p].name, project.profiles[p].name);
            QCOMPARE(sheet.profiles[p].winner, winner);
            QCOMPARE(sheet.profiles[p].flips, winner != activeWinner);
            QCOMPARE(sheet.profiles[p].active, int(p) == project.activeProfile);
        }
    }

    void keyNumbersComeFromTheScenarioModel()
    {
        const ProjectData project = test::loadSample();
        const ScenarioResult scenario = evaluateScenario(project);
        const Sheet sheet = sheetOf(project);
        for (const SheetAlternative &a : sheet.alternatives) {
            const FigureValue &payback = scenario.figure(a.alternative, Figure::PaybackMonths);
            const FigureValue &margin = scenario.figure(a.alternative, Figure::SlaMargin);
            if (payback.defined())
                QCOMPARE(a.payback.text, formatMonths(payback.value)); // one rule for months everywhere (report/format.h)
            else
                QCOMPARE(a.payback.text, QStringLiteral("n/a"));
            QCOMPARE(a.slaMargin.text, formatPercent(margin.value));
        }
        // OpenShift's payback is the brief's 6 months; AKS keeps 12 % SLA margin.
        const auto find = [&](const QString &n) {
            return *std::find_if(sheet.alternatives.begin(), sheet.alternatives.end(), [&](const SheetAlternative &a) { return a.name == n; });
        };
        QCOMPARE(find(QStringLiteral("OpenShift on-prem")).payback.text, QStringLiteral("6 mo"));
        QCOMPARE(find(QStringLiteral("AKS + Azure Arc")).slaMargin.text, QStringLiteral("12 %"));
        QCOMPARE(find(QStringLiteral("AWS ECS")).price.text, QStringLiteral("$0.90"));
        QCOMPARE(find(QStringLiteral("AWS ECS")).annualCost.text, QStringLiteral("$210K"));
        QVERIFY(find(QStringLiteral("AWS ECS")).price.footnote > 0);
    }

    void everyAssumptionIsListedAndEverySourceFootnoted()
    {
        const ProjectData project = test::loadSample();
        int assumptions = 0;
        QStringList sources;
        for (int a = 0; a < project.alternativeCount(); ++a) {
            const Alternative &alt = project.alternatives[std::size_t(a)];
            for (int c = 0; c < project.criterionCount(); ++c) {
                if (project.criteria[std::size_t(c)].isFormula())
                    continue;
                const QString p = project.provenance(a, c);
                if (p.startsWith(QStringLiteral("assumption")))
                    ++assumptions;
                else if (!p.isEmpty())
                    sources << p;
            }
            for (const auto &[id, p] : alt.attributeProvenance) {
                if (p.startsWith(QStringLiteral("assumption")))
                    ++assumptions;
                else if (!p.isEmpty())
                    sources << p;
            }
        }
        for (const Parameter &p : project.parameters) {
            if (p.provenance.startsWith(QStringLiteral("assumption")))
                ++assumptions;
            else if (!p.provenance.isEmpty())
                sources << p.provenance;
        }
        const Sheet sheet = sheetOf(project);
        QCOMPARE(sheet.assumptionCount, assumptions);
        // Those that can change the winner are ranked (what to check first); the groups list the others.
        int listed = 0;
        for (const SheetAssumptionGroup &g : sheet.assumptions)
            listed += int(g.items.size());
        int ranked = 0;
        for (const SheetRankedAssumption &r : sheet.rankedAssumptions)
            ranked += r.stated ? 1 : 0; // the unsourced ones are ranked too, and listed nowhere else
        QVERIFY(ranked > 0);
        QCOMPARE(listed + ranked, assumptions);
        QCOMPARE(int(sheet.footnotes.size()), int(sources.size()));
        for (const SheetFootnote &f : sheet.footnotes)
            QVERIFY2(sources.contains(f.text), qPrintable(f.text));
        // The list marks a value's uncertainty: ECS data gravity is 2 in 1–3.
        const auto ecs = std::find_if(sheet.assumptions.begin(), sheet.assumptions.end(),
                                      [](const SheetAssumptionGroup &g) { return g.owner == QStringLiteral("AWS ECS"); });
        QVERIFY(ecs != sheet.assumptions.end());
        const auto gravity = std::find_if(ecs->items.begin(), ecs->items.end(),
                                          [](const SheetAssumption &a) { return a.what == QStringLiteral("Data gravity"); });
        QVERIFY(gravity != ecs->items.end());
        QCOMPARE(gravity->value, QStringLiteral("2/5 (1–3)"));
        // Matrix cells with a source carry its footnote; assumptions are flagged.
        const SheetAlternative &top = sheet.alternatives.front(); // AKS + Azure Arc
        // The value tree: each criterion under its pillar, and where the 4.7-point lead comes from, pillar by
        // pillar, adding up to it.
        QCOMPARE(sheet.criteria[std::size_t(project.indexOfCriterion(QStringLiteral("tco")))].group, QStringLiteral("Cost optimisation"));
        QCOMPARE(sheet.criteria[std::size_t(project.indexOfCriterion(QStringLiteral("tco")))].groupWeight, 0.25);
        QCOMPARE(sheet.byGroup, QStringLiteral("By group against OpenShift on-prem: Performance efficiency +11.5, Operational "
                                               "excellence 0.0, Cost optimisation −3.0, Security & compliance −3.8 points."));
        const auto compliance = std::size_t(project.indexOfCriterion(QStringLiteral("compliance")));
        QVERIFY(top.values[0].assumption);           // familiarity: assumption
        QVERIFY(top.values[compliance].footnote > 0); // compliance: brief
        QCOMPARE(sheet.footnotes[std::size_t(top.values[compliance].footnote - 1)].source, QStringLiteral("brief"));
    }

    // What it would take and what to check first, as the commands give them, for the sheet's profile; the active
    // what-if scenario named; left out, saying so, for a project too large to search at export time.
    void whatIfAndChecks()
    {
        const ProjectData project = test::loadSample();
        const Sheet sheet = sheetOf(project);
        const WhatIfReport whatIf = analyzeWhatIf(project);
        QCOMPARE(sheet.whatIfWinner, QStringLiteral("AKS + Azure Arc"));
        QCOMPARE(int(sheet.whatIf.size()), int(whatIf.alternatives.size()));
        QCOMPARE(int(sheet.whatIfShort.size()), int(whatIf.alternatives.size()));
        for (std::size_t i = 0; i < whatIf.alternatives.size(); ++i) {
            QCOMPARE(sheet.whatIf[qsizetype(i)], whatIf.alternatives[i].sentence);
            QVERIFY2(sheet.whatIfShort[qsizetype(i)].startsWith(whatIf.alternatives[i].name + QStringLiteral(": ")),
                     qPrintable(sheet.whatIfShort[qsizetype(i)]));
        }
        QCOMPARE(sheet.whatIfShort.front(), QStringLiteral("OpenShift on-prem: Latency 49 → 47.1 ms (−4 %, in range) → level, first beyond it."));
        const AssumptionReport assumed = analyzeAssumptions(project);
        QCOMPARE(sheet.assumptionsHeadline, assumed.headline);
        std::vector<const AssumptionNumber *> flips;
        for (const AssumptionNumber &n : assumed.numbers)
            if (n.flipValue)
                flips.push_back(&n);
        QCOMPARE(sheet.rankedAssumptions.size(), flips.size());
        for (std::size_t i = 0; i < flips.size(); ++i) {
            QCOMPARE(sheet.rankedAssumptions[i].what, flips[i]->name);
            QCOMPARE(sheet.rankedAssumptions[i].pChange, flips[i]->pChange);
        }
        const SheetRankedAssumption &idle = *std::find_if(sheet.rankedAssumptions.begin(), sheet.rankedAssumptions.end(),
                                                          [](const SheetRankedAssumption &r) { return r.what == QStringLiteral("AKS + Azure Arc: GPU idle fraction"); });
        QCOMPARE(idle.value, QStringLiteral("12 %"));
        QCOMPARE(idle.flip, QStringLiteral("above 12.9 %"));
        QCOMPARE(idle.then, QStringLiteral("OpenShift on-prem wins"));
        QCOMPARE(idle.range, QStringLiteral("9.6–14.4 %")); // the unit said once
        QVERIFY(idle.assumedRange);
        QVERIFY(sheet.analysesNote.isEmpty());
        QVERIFY(sheet.whatIfScenario.isEmpty());

        // Under another profile the analyses follow it: the SRE profile ranks differently.
        const int sre = [&] {
            for (std::size_t i = 0; i < project.profiles.size(); ++i)
                if (project.profiles[i].name.startsWith(QStringLiteral("SRE")))
                    return int(i);
            return -1;
        }();
        QVERIFY(sre >= 0);
        ProjectData underSre = project;
        underSre.activeProfile = sre;
        QCOMPARE(sheetOf(project, sre).whatIf, sheetOf(underSre).whatIf);
        QCOMPARE(sheetOf(project, sre).whatIfWinner, QString(analyzeWhatIf(underSre).winner));

        // The active what-if scenario: named among the facts, and the analyses are of its numbers.
        ProjectData listPrice = project;
        listPrice.activeScenario = QStringLiteral("AKS at list price");
        const Sheet scenario = sheetOf(listPrice);
        QCOMPARE(scenario.whatIfScenario, QStringLiteral("AKS at list price"));
        QVERIFY(scenario.facts.contains(QStringLiteral("what-if scenario “AKS at list price”")));
        QCOMPARE(scenario.whatIfWinner, QStringLiteral("OpenShift on-prem"));

        // Fifty platforms: too many trial evaluations for an export.
        const Sheet large = sheetOf(test::fiftyAlternatives());
        QVERIFY(large.whatIf.isEmpty() && large.rankedAssumptions.empty());
        // Said in the window's words: no command line on a page meant for a review.
        QVERIFY2(large.analysesNote.contains(QStringLiteral("the Assumptions dock")), qPrintable(large.analysesNote));
        QVERIFY2(!large.analysesNote.contains(QStringLiteral("verdict ")) && !large.analysesNote.contains(u'`'), qPrintable(large.analysesNote));
        int listed = 0;
        for (const SheetAssumptionGroup &g : large.assumptions)
            listed += int(g.items.size());
        QCOMPARE(listed, large.assumptionCount); // nothing ranked, so the groups list every assumption
    }

    void plainProjectsCarryTheSearchesUpTo1000x30()
    {
        // Beyond quickToSearch's budget but a plain weighted sum (every trial re-scores one column): carried.
        const ProjectData sixty = test::plainWeightedSum(60, 8);
        QVERIFY(!quickToSearch(sixty));
        const Sheet carried = sheetOf(sixty);
        QVERIFY2(carried.analysesNote.isEmpty(), qPrintable(carried.analysesNote));
        QCOMPARE(carried.whatIf.size(), kQuickWhatIfAlternatives);
        QCOMPARE(carried.assumptionsHeadline, analyzeAssumptions(sixty).headline); // the same search as the command's
        // Nothing in it has a source: the section's heading counts what its headline counts, not "0 numbers".
        QCOMPARE(sheetSectionTitle(carried, SheetSection::Assumptions), QStringLiteral("Assumptions (0) and unsourced numbers (480)"));
        QVERIFY2(carried.assumptionsHeadline.contains(QStringLiteral("rests on 480 assumed or unsourced numbers")),
                 qPrintable(carried.assumptionsHeadline));
        // Counts over a thousand are written as the rest of the sheet writes numbers, grouped (a 10,000 × 200
        // sheet's heading read "unsourced numbers (2000000)").
        const Sheet thousands = sheetOf(test::plainWeightedSum(150, 8));
        QCOMPARE(sheetSectionTitle(thousands, SheetSection::Assumptions), QStringLiteral("Assumptions (0) and unsourced numbers (1,200)"));
        QVERIFY2(thousands.assumptionsHeadline.contains(QStringLiteral("rests on 1,200 assumed or unsourced numbers")),
                 qPrintable(thousands.assumptionsHeadline));

        const auto under = [](ProjectData p, const QString &method) {
            p.analysis.method = method;
            return p;
        };
        // Under PROMETHEE II (each trial moves the net flows), and under TOPSIS (every row's distances moved at each
        // trial) while alternatives² × criteria stays within kExportTopsisWork: carried too.
        for (const QString &method : {QStringLiteral("promethee"), QStringLiteral("topsis")}) {
            const ProjectData project = under(sixty, method);
            const Sheet sheet = sheetOf(project);
            QVERIFY2(sheet.analysesNote.isEmpty(), qPrintable(method + u':' + sheet.analysesNote));
            QCOMPARE(sheet.whatIf.size(), kQuickWhatIfAlternatives);
            QCOMPARE(sheet.assumptionsHeadline, analyzeAssumptions(project).headline);
            if (method == QStringLiteral("promethee"))
                QVERIFY(sheet.whatIf != carried.whatIf); // its own method's answers
        }
        const Sheet tooMuch = sheetOf(under(test::plainWeightedSum(400, 10), QStringLiteral("topsis"))); // 1.6 million
        QVERIFY(tooMuch.whatIf.isEmpty() && tooMuch.rankedAssumptions.empty());
        QVERIFY2(tooMuch.analysesNote.contains(QStringLiteral("under TOPSIS each of their trials scores all 400 alternatives again")),
                 qPrintable(tooMuch.analysesNote));
        // Under VIKOR (each trial ranked in full), or past 1,000 alternatives: the note instead, saying why.
        const Sheet left = sheetOf(under(sixty, QStringLiteral("vikor")));
        QVERIFY(left.whatIf.isEmpty() && left.rankedAssumptions.empty());
        QVERIFY2(left.analysesNote.contains(QStringLiteral("under VIKOR each of their trials scores all 60 alternatives again")),
                 qPrintable(left.analysesNote));
        const Sheet tooMany = sheetOf(test::plainWeightedSum(kExportSearchAlternatives + 1, 3));
        QVERIFY(tooMany.whatIf.isEmpty() && tooMany.rankedAssumptions.empty() && !tooMany.analysesNote.isEmpty());
    }

    void collapsedFootnotesGroupBySource()
    {
        std::vector<SheetFootnote> notes;
        const QStringList sources{QStringLiteral("brief"), QStringLiteral("brief"), QStringLiteral("vendor"), QStringLiteral("brief"),
                                  QStringLiteral("brief"), QStringLiteral("vendor")};
        for (int i = 0; i < sources.size(); ++i)
            notes.push_back({i + 1, QString(), sources[i], sources[i] + QStringLiteral(": x")});
        QCOMPARE(collapsedFootnotes(notes), (QStringList{QStringLiteral("1–2, 4–5: brief"), QStringLiteral("3, 6: vendor")}));
        QCOMPARE(numberRanges({1, 2, 3, 5, 7, 8}), QStringLiteral("1–3, 5, 7–8"));
        QCOMPARE(numberRanges({}), QString());
    }

    void termMapComesFromTheProject()
    {
        const ProjectData project = test::loadSample();
        const Sheet sheet = sheetOf(project);
        QCOMPARE(sheet.termMap.size(), project.termMap.size());
        QCOMPARE(sheet.termAlternatives, project.alternativeIds().size() == 4
                                             ? (QStringList{QStringLiteral("AWS ECS"), QStringLiteral("GKE Autopilot"),
                                                            QStringLiteral("AKS + Azure Arc"), QStringLiteral("OpenShift on-prem")})
                                             : QStringList());
        for (std::size_t i = 0; i < sheet.termMap.size(); ++i) {
            QCOMPARE(sheet.termMap[i].conceptName, project.termMap[i].conceptName);
            for (int a = 0; a < 4; ++a)
                QCOMPARE(sheet.termMap[i].terms[a], project.termMap[i].terms.at(project.alternatives[std::size_t(a)].id));
        }
    }

    void fiftyAlternativesAreAllInTheContent()
    {
        const Sheet sheet = sheetOf(test::fiftyAlternatives());
        QCOMPARE(sheet.alternatives.size(), std::size_t(50));
        for (std::size_t i = 1; i < sheet.alternatives.size(); ++i)
            QVERIFY(sheet.alternatives[i - 1].rank <= sheet.alternatives[i].rank);
    }

    void anEmptyProjectStillGivesASheet()
    {
        Messages messages;
        const Sheet sheet = buildSheet(evaluate(makeEmptyProject()), {}, messages);
        QCOMPARE(sheet.recommendation, QStringLiteral("No ranking yet."));
        QVERIFY(sheet.alternatives.empty());
        QVERIFY(!sheet.date.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestSheet)
#include "tst_sheet.moc"
