// One source of numbers (issue 33): under every ranking method, every chart's data, the scenario comparison, the
// margins and the cheat sheet show the numbers of the one evaluation, and that evaluation ranks as
// `verdict rank --method M --json` does on the same file.
#include "analysis/groupprofile.h"
#include "charts/chartdata.h"
#include "evaluation/evaluation.h"
#include "format/projectfile.h"
#include "format/savefile.h"
#include "display/format.h"
#include "review/assumptions.h"
#include "review/committee.h"
#include "report/deck.h"
#include "report/headlines.h"
#include "report/sheet.h"
#include "review/whatif.h"
#include "evaluation/wording.h"
#include "poppler.h"
#include "verdictprocess.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace verdict;
using namespace verdict::test;
using Json = nlohmann::json;

namespace {

const QString kSample = QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict");

ProjectData sample()
{
    const LoadResult loaded = loadProjectFile(kSample);
    if (!loaded.ok())
        qFatal("the sample does not load");
    return *loaded.project;
}

struct CliRow
{
    QString name;
    double score = 0.0;
    int rank = 0;
};

// `verdict rank FILE --method M --json`: its ranking, or nothing when the method refuses the file.
std::optional<std::vector<CliRow>> cliRanking(const QString &file, const QString &method)
{
    const CliRun run = runVerdict({QStringLiteral("rank"), file, QStringLiteral("--method"), method, QStringLiteral("--json")});
    if (run.exitCode != 0)
        return std::nullopt;
    const Json json = Json::parse(run.out.toStdString());
    std::vector<CliRow> rows;
    for (const Json &a : json.at("alternatives"))
        rows.push_back({QString::fromStdString(a.at("name").get<std::string>()), a.at("score").get<double>(), a.at("rank").get<int>()});
    return rows;
}

const char *const kMethods[] = {"wsm", "wpm", "topsis", "promethee", "vikor"};

// A data column "method" with one row per method.
template<typename Methods>
void methodRows(const Methods &methods)
{
    QTest::addColumn<QString>("method");
    for (const char *m : methods)
        QTest::newRow(m) << QString::fromLatin1(m);
}
void methodRows(std::initializer_list<const char *> methods)
{
    methodRows<std::initializer_list<const char *>>(methods);
}

// The project alternative indices of a ranking, best first.
std::vector<int> orderOf(const LiveRanking &r)
{
    std::vector<int> order;
    for (const LiveRanking::Row &row : r.rows)
        order.push_back(row.alternative);
    return order;
}

} // namespace

class TestOneSource : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyConsumerRanksByTheMethod_data()
    {
        methodRows(kMethods);
    }
    // The evaluation is `verdict rank`'s ranking; every chart reads it, in its order, with its scores.
    void everyConsumerRanksByTheMethod()
    {
        QFETCH(QString, method);
        const ProjectData project = sample();
        EvaluationOptions options;
        options.method = method;
        const Evaluation e = evaluate(project, options);
        const LiveRanking &r = e.ranking();
        const std::optional<std::vector<CliRow>> cli = cliRanking(kSample, method);
        QCOMPARE(cli.has_value(), r.hasRanking());
        if (!cli) { // the method refuses the sample: every chart says so instead of drawing another method's numbers
            for (const ChartKind kind : {ChartKind::Breakdown, ChartKind::Tornado, ChartKind::Sweep, ChartKind::Profiles}) {
                ChartRequest request;
                request.kind = kind;
                QVERIFY2(!chartHasContent(computeChartData(e.chartInput(), request)), qPrintable(chartKindName(kind)));
            }
            return;
        }
        QCOMPARE(cli->size(), r.rows.size());
        for (std::size_t i = 0; i < r.rows.size(); ++i) {
            QCOMPARE(r.rows[i].name, (*cli)[i].name);
            QCOMPARE(r.rows[i].rank, (*cli)[i].rank);
            QVERIFY(std::abs(r.rows[i].score - (*cli)[i].score) <= 1e-12 * std::max(1.0, std::abs((*cli)[i].score)));
        }
        const std::vector<int> order = orderOf(r);

        // Score breakdown: the method's order and scores; under the weighted sum the segments sum to the score, under
        // PROMETHEE II to the net flow.
        const BreakdownData breakdown = breakdownData(e.chartInput());
        QCOMPARE(breakdown.method, method);
        QCOMPARE(breakdown.bars.size(), r.rows.size());
        for (std::size_t i = 0; i < r.rows.size(); ++i) {
            const BreakdownBar &bar = breakdown.bars[i];
            QCOMPARE(bar.alternative, r.rows[i].alternative);
            QCOMPARE(bar.rank, r.rows[i].rank);
            QCOMPARE(bar.score, r.rows[i].score);
            double sum = 0.0;
            for (const double c : bar.contributions)
                sum += c;
            QVERIFY(std::abs(sum - bar.total) < 1e-12);
            if (method == QLatin1String("wsm") || method == QLatin1String("promethee"))
                QVERIFY2(std::abs(sum - bar.score) < 1e-12, qPrintable(bar.name));
            if (method == QLatin1String("wpm"))
                QVERIFY2(std::abs(std::exp(sum) - bar.score) < 1e-12, qPrintable(bar.name));
        }
        QCOMPARE(breakdown.decomposes, method != QLatin1String("topsis") && method != QLatin1String("vikor"));

        // Tornado: the Results dock's winner, runner-up (the best other that meets every gate) and margin.
        const TornadoData tornado = tornadoData(e.chartInput());
        QVERIFY(r.runnerUpRow());
        QCOMPARE(tornado.winner, r.rows.front().alternative);
        QCOMPARE(tornado.runnerUp, r.runnerUpRow()->alternative);
        QVERIFY(std::abs(tornado.margin * 100.0 - r.rows.front().marginPoints) < 1e-9);

        // Trade-off map: each point's rank is the ranking's.
        for (const TradeoffPoint &p : tradeoffData(e.chartInput()).points)
            QCOMPARE(p.rank, e.alternatives()[std::size_t(p.alternative)].ranked->rank);

        // Profile comparison: each profile's column is that profile's evaluation by the same method.
        const ProfilesData profiles = profilesData(e.chartInput());
        QCOMPARE(profiles.method, method);
        QCOMPARE(profiles.profiles.size(), project.profiles.size());
        for (int p = 0; p < int(project.profiles.size()); ++p) {
            EvaluationOptions under = options;
            under.profile = p;
            const Evaluation other = evaluate(project, under);
            const ProfileColumn &column = profiles.profiles[std::size_t(p)];
            QCOMPARE(column.active, p == e.profile());
            QCOMPARE(column.winner, other.ranking().hasRanking() && other.ranking().rows.front().feasible
                                        ? other.ranking().rows.front().alternative : -1);
            for (const LiveRanking::Row &row : other.ranking().rows) {
                QCOMPARE(column.scores[std::size_t(row.alternative)], row.score);
                QCOMPARE(column.ranks[std::size_t(row.alternative)], row.rank);
            }
        }

        // Weight sweep: at the current weight the best feasible line is the winner.
        const SweepData sweep = sweepData(e.chartInput());
        QCOMPARE(sweep.method, method);
        int best = -1;
        for (const SweepLine &l : sweep.lines)
            if (l.feasible && (best < 0 || (sweep.higherIsBetter ? l.at(sweep.current) > sweep.lines[std::size_t(best)].at(sweep.current)
                                                                 : l.at(sweep.current) < sweep.lines[std::size_t(best)].at(sweep.current))))
                best = int(&l - sweep.lines.data());
        if (method == QLatin1String("wsm")) // exact lines; a sampled one is exact at its samples only
            QCOMPARE(sweep.lines[std::size_t(best)].alternative, order.front());
        for (const SweepLine &l : sweep.lines) {
            if (l.samples.empty())
                continue;
            QCOMPARE(int(l.samples.size()), kSweepSamples);
            // t = 0 and t = 1 are ranked exactly: the criterion alone, and without it.
            QVERIFY(std::isfinite(l.at0) && std::isfinite(l.at1));
        }

        // The scenario comparison's shown column is the ranking.
        const ScenariosData &scenarios = e.scenarios();
        QCOMPARE(scenarios.method, method);
        for (const ScenarioColumn &s : scenarios.scenarios) {
            if (!s.active)
                continue;
            for (const LiveRanking::Row &row : r.rows)
                QCOMPARE(s.scores[std::size_t(row.alternative)], row.score);
        }
    }

    // The committee chart's bands under a method other than the weighted sum are that method's: inside a band the
    // group's winner is first when the method ranks again, a little outside it is not.
    void committeeBandsAreTheMethods_data()
    {
        methodRows({"topsis", "promethee", "vikor"});
    }
    void committeeBandsAreTheMethods()
    {
        QFETCH(QString, method);
        EvaluationOptions options;
        options.method = method;
        const Evaluation e = evaluate(sample(), options);
        const DisagreementData d = disagreementData(e.chartInput());
        QCOMPARE(d.bandMethod, method);
        QVERIFY(d.groupWinner >= 0);
        Messages messages;
        const std::optional<ScoredProblem> s = scoreProblem(e.chartInput(), groupProfileIndex(e.project()), messages);
        QVERIFY(s);
        const int winner = s->rowOf(d.groupWinner);
        const auto firstWith = [&](int column, double t) {
            DecisionProblem p = s->problem;
            const double rest = 1.0 - s->problem.weights[std::size_t(column)];
            for (std::size_t c = 0; c < p.weights.size(); ++c)
                p.weights[c] = int(c) == column ? t : (1.0 - t) * s->problem.weights[c] / rest;
            const std::vector<double> scores = *rescore(p, s->method);
            for (std::size_t r = 0; r < scores.size(); ++r)
                if (int(r) != winner && s->feasible[r] && !scoresTie(scores[r], scores[std::size_t(winner)])
                    && (s->higherIsBetter() ? scores[r] > scores[std::size_t(winner)] : scores[r] < scores[std::size_t(winner)]))
                    return false;
            return true;
        };
        int checkedEdges = 0;
        for (const CriterionDisagreement &row : d.rows) {
            const int column = s->columnOf(row.criterion);
            QVERIFY(row.keepLow <= row.group + 1e-12 && row.group <= row.keepHigh + 1e-12);
            QVERIFY2(firstWith(column, 0.5 * (row.keepLow + row.keepHigh)), qPrintable(row.name));
            if (row.keepLow > 0.005) {
                QVERIFY2(!firstWith(column, row.keepLow - 0.002), qPrintable(row.name));
                ++checkedEdges;
            }
            if (row.keepHigh < 0.995) {
                QVERIFY2(!firstWith(column, row.keepHigh + 0.002), qPrintable(row.name));
                ++checkedEdges;
            }
        }
        QVERIFY(checkedEdges > 0);
    }

    // A margin is never measured against an alternative that fails a gate.
    void marginsOnlyAmongFeasible_data()
    {
        methodRows(kMethods);
    }
    void marginsOnlyAmongFeasible()
    {
        QFETCH(QString, method);
        ProjectData project = sample();
        // A what-if scenario where one platform fails a gate and scores near the top: the sample's "Budget" rule.
        EvaluationOptions options;
        options.method = method;
        bool checked = false, ranked = false;
        for (int s = -1; s < int(project.scenarios.size()); ++s) {
            project.activeScenario = s < 0 ? QString() : project.scenarios[std::size_t(s)].name;
            const Evaluation e = evaluate(project, options);
            const LiveRanking &r = e.ranking();
            if (r.rows.size() < 2)
                continue;
            ranked = true;
            if (const LiveRanking::Row *second = r.runnerUpRow()) {
                QCOMPARE(second->feasible, r.rows.front().feasible);
                for (int i = 1; i < r.runnerUp; ++i) // every row between them fails a gate the leader meets
                    QVERIFY(!r.rows[std::size_t(i)].feasible);
                const double d = (r.rows.front().score - second->score) * (r.higherIsBetter ? 100.0 : -100.0);
                QVERIFY(std::abs(r.rows.front().marginPoints - d) < 1e-9);
                checked = true;
            } else {
                QVERIFY(r.rows.front().feasible);
                for (std::size_t i = 1; i < r.rows.size(); ++i)
                    QVERIFY(!r.rows[i].feasible);
                QCOMPARE(r.rows.front().marginPoints, 0.0);
            }
            // The sentence names the runner-up, never one that fails a gate.
            const QString sentence = recommendationSentence(r);
            for (const LiveRanking::Row &row : r.rows)
                if (!row.feasible && r.rows.front().feasible)
                    QVERIFY2(!sentence.contains(QStringLiteral("ahead of %1").arg(row.name)), qPrintable(sentence));
        }
        QCOMPARE(checked, ranked); // the weighted product refuses the sample (a zero migration cost): nothing to check
    }

    // A hand-made case: the runner-up by score fails a gate, so the lead is over the third.
    void leadSkipsAnInfeasibleRunnerUp()
    {
        ProjectData p;
        p.criteria.push_back(Criterion{});
        p.criteria[0].id = QStringLiteral("x");
        p.criteria[0].name = QStringLiteral("X");
        for (const char *name : {"A", "B", "C"}) {
            Alternative a;
            a.id = QString::fromLatin1(name).toLower();
            a.name = QString::fromLatin1(name);
            p.alternatives.push_back(a);
        }
        p.values = SharedMatrix(3, 1);
        p.values.set(0, 0, 10.0);
        p.values.set(1, 0, 9.0);
        p.values.set(2, 0, 5.0);
        WeightProfile w;
        w.name = QStringLiteral("Default");
        w.weights = {1.0};
        p.profiles.push_back(w);
        // B scores second but fails the gate.
        p.attributes.push_back(AttributeDef{QStringLiteral("ok"), QStringLiteral("OK"), QString(), {}});
        for (int a = 0; a < 3; ++a)
            p.alternatives[std::size_t(a)].attributes[QStringLiteral("ok")] = a == 1 ? 0.0 : 1.0;
        p.constraints.push_back(Constraint{QStringLiteral("ok >= 1"), QStringLiteral("passes")});
        const Evaluation e = evaluate(p);
        const LiveRanking &r = e.ranking();
        QCOMPARE(r.rows.size(), std::size_t(3));
        QCOMPARE(r.rows[0].name, QStringLiteral("A"));
        QCOMPARE(r.rows[1].name, QStringLiteral("C"));
        QCOMPARE(r.rows[2].name, QStringLiteral("B"));
        QVERIFY(!r.rows[2].feasible);
        QCOMPARE(r.runnerUp, 1);
        QCOMPARE(r.rows[0].marginPoints, 100.0); // minmax: A = 1, C = 0
        QVERIFY(recommendationSentence(r).contains(QStringLiteral("ahead of C")));
    }

    // One scale and one rule per quantity: never "−0.0", never a "0 %" change.
    void formatterNeverShowsNegativeZero()
    {
        QCOMPARE(formatScore(-0.00001), QStringLiteral("0.0"));
        QCOMPARE(formatScore(0.642), QStringLiteral("64.2"));
        QCOMPARE(formatScore(-0.217), QStringLiteral("−21.7"));
        QCOMPARE(formatPoints(-0.0001), QStringLiteral("0.0 points"));
        QCOMPARE(formatPercent(-0.00001), QStringLiteral("0 %"));
        QCOMPARE(formatRelativeChange(-0.057), QStringLiteral("−5.7 %"));
        QCOMPARE(formatRelativeChange(0.12), QStringLiteral("+12 %"));
        QCOMPARE(formatRelativeChange(-0.00001), QStringLiteral("under 0.1 %"));
        QCOMPARE(formatRelativeChange(0.0), QStringLiteral("0 %"));
    }

    // `verdict rank`'s text table: AWS ECS's net flow of about −1e-17 under PROMETHEE II is 0.0000, not -0.0000.
    void rankTextHasNoNegativeZero()
    {
        const CliRun run = runVerdict({QStringLiteral("rank"), kSample, QStringLiteral("--method"), QStringLiteral("promethee")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QStringLiteral("AWS ECS")));
        QVERIFY2(!run.out.contains(QStringLiteral("-0.0000")), qPrintable(run.out));
    }

    // The evaluation counts (issue 33): a cheat sheet and a deck of an evaluation are that one evaluation plus the
    // searches' trials (probes); made again from the same evaluation, they search nothing again; the committee
    // re-ranks the evaluation's numbers and evaluates nothing.
    void sheetAndDeckAreOneEvaluationPlusProbes()
    {
        const ProjectData project = sample();
        const quint64 evaluations = evaluationsMade();
        const Evaluation e = evaluate(project);
        QCOMPARE(evaluationsMade() - evaluations, quint64(1));
        QVERIFY(committeeOf(e));
        QCOMPARE(evaluationsMade() - evaluations, quint64(1)); // the committee costs no evaluation
        Messages messages;
        const Sheet sheet = buildSheet(e, SheetOptions(), messages);
        QVERIFY(!sheet.whatIf.isEmpty());
        QVERIFY(!sheet.assumptionsHeadline.isEmpty());
        QCOMPARE(evaluationsMade() - evaluations, quint64(1));
        const quint64 probes = probesMade();
        QVERIFY(probes > 0);
        const Sheet again = buildSheet(e, SheetOptions(), messages);
        QCOMPARE(again.whatIf, sheet.whatIf);
        // The sheet and deck models are parts of the evaluation: made once per options, the deck on the kept sheet.
        const std::shared_ptr<const Sheet> kept = sheetOf(e, SheetOptions(), messages);
        QCOMPARE(sheetOf(e, SheetOptions(), messages).get(), kept.get());
        QCOMPARE(kept->whatIf, sheet.whatIf);
        SheetOptions named;
        named.fileName = QStringLiteral("plan.verdict");
        QVERIFY(sheetOf(e, named, messages).get() != kept.get()); // other options, another sheet
        const std::shared_ptr<const Deck> keptDeck = deckOf(e, DeckOptions(), messages);
        QCOMPARE(deckOf(e, DeckOptions(), messages).get(), keptDeck.get());
        const Deck &deck = *keptDeck;
        QVERIFY(!deck.slides.empty());
        QCOMPARE(evaluationsMade() - evaluations, quint64(1));
        // The deck's scenario comparison evaluates the other scenarios (probes); nothing else is searched again.
        QCOMPARE(probesMade() - probes, quint64(project.scenarios.size() - (project.activeScenario.isEmpty() ? 0 : 1)));
        // The same answers as the stand-alone analyses.
        QCOMPARE(whatIfOf(e).alternatives.size(), analyzeWhatIf(project).alternatives.size());
        QCOMPARE(assumptionsOf(e).headline, analyzeAssumptions(project).headline);
    }

    // The deck (its PDF's text, as pdftotext reads it) and the workbook's Ranking sheet (as Gnumeric's ssconvert
    // reads it) under each method: the evaluation's sentence, order and scores.
    void deckAndWorkbookUnderEveryMethod_data()
    {
        methodRows(kMethods);
    }
    void deckAndWorkbookUnderEveryMethod()
    {
        QFETCH(QString, method);
        REQUIRE_TOOL(pdftotext, "pdftotext");
        const QString ssconvert = QStandardPaths::findExecutable(QStringLiteral("ssconvert"));
        if (ssconvert.isEmpty())
            QFAIL("ssconvert is missing: install gnumeric (the test packages)");
        EvaluationOptions options;
        options.method = method;
        const Evaluation e = evaluate(sample(), options);
        QTemporaryDir dir;
        const QString deck = dir.filePath(QStringLiteral("deck.pdf")), book = dir.filePath(QStringLiteral("book.xlsx"));
        const CliRun d = runVerdict({QStringLiteral("export"), kSample, QStringLiteral("--method"), method, QStringLiteral("--deck"), deck});
        const CliRun x = runVerdict({QStringLiteral("export"), kSample, QStringLiteral("--method"), method, QStringLiteral("--xlsx"), book});
        if (!e.ranking().hasRanking()) { // the weighted product refuses the sample: no workbook of another method's numbers
            QVERIFY(x.exitCode != 0);
            QVERIFY2(x.err.contains(QStringLiteral("positive values")), qPrintable(x.err));
            return;
        }
        QVERIFY2(d.exitCode == 0, qPrintable(d.err));
        QVERIFY2(x.exitCode == 0, qPrintable(x.err));
        const QString text = runTool(pdftotext, {deck, QStringLiteral("-")}).simplified();
        QVERIFY2(!text.contains(QStringLiteral("−0.0")) && !text.contains(QStringLiteral("-0.0")), qPrintable(method));
        // The sentence, as the PDF lays it out (line breaks become spaces).
        QVERIFY2(text.contains(recommendationSentence(e.ranking()).simplified()), qPrintable(text.left(600)));
        // The workbook: its Ranking sheet (the first) in the evaluation's order with its scores × 100.
        const QString csv = dir.filePath(QStringLiteral("ranking.csv"));
        QProcess p;
        p.start(ssconvert, {QStringLiteral("--export-type=Gnumeric_stf:stf_csv"), book, csv});
        QVERIFY(p.waitForFinished(60000));
        QFile f(csv);
        QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(QString::fromUtf8(p.readAllStandardError())));
        const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
        for (std::size_t i = 0; i < e.ranking().rows.size(); ++i) {
            const LiveRanking::Row &row = e.ranking().rows[i];
            const QStringList cells = lines.value(int(i) + 1).split(u',');
            QVERIFY2(cells.size() >= 3, qPrintable(lines.value(int(i) + 1)));
            QCOMPARE(cells.at(0).toInt(), row.rank);
            QCOMPARE(QString(cells.at(1)).remove(u'"'), row.name);
            const double score = cells.at(2).toDouble();
            // The weighted sum's cell is the score itself (0–1, a formula); the other methods' are × 100, one decimal.
            if (method == QLatin1String("wsm"))
                QVERIFY(std::abs(score - row.score) < 1e-9);
            else
                QCOMPARE(QString::number(score, 'f', 1), QString(formatScore(row.score)).replace(QStringLiteral("−"), QStringLiteral("-")));
        }
    }

    // The cheat sheet under each method: the ranking's names in its order, its scores on the one scale, and no
    // "−0.0" or "0 %" change anywhere.
    void sheetUnderEveryMethod_data()
    {
        methodRows(kMethods);
    }
    void sheetUnderEveryMethod()
    {
        QFETCH(QString, method);
        QTemporaryDir dir;
        const QString html = dir.filePath(QStringLiteral("sheet.html"));
        const CliRun run = runVerdict({QStringLiteral("export"), kSample, QStringLiteral("--method"), method,
                                       QStringLiteral("--html"), html});
        EvaluationOptions options;
        options.method = method;
        const Evaluation e = evaluate(sample(), options);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        QFile f(html);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        if (!e.ranking().hasRanking()) { // written with the method's reason instead of another method's ranking
            QVERIFY(!e.ranking().notes.isEmpty());
            QVERIFY2(text.contains(e.ranking().notes.front().toHtmlEscaped()), qPrintable(e.ranking().notes.front()));
            QVERIFY(!text.contains(QStringLiteral("ranks first under")));
            return;
        }
        QVERIFY2(!text.contains(QStringLiteral("−0.0")) && !text.contains(QStringLiteral("-0.0")), qPrintable(method));
        QVERIFY2(!QRegularExpression(QStringLiteral("\\([−+-]?0 %")).match(text).hasMatch(), qPrintable(method));
        QVERIFY2(text.contains(recommendationSentence(e.ranking()).toHtmlEscaped()), qPrintable(method));
        // The ranking's names appear in its order.
        qsizetype at = 0;
        for (const LiveRanking::Row &row : e.ranking().rows) {
            const qsizetype found = text.indexOf(row.name.toHtmlEscaped(), at);
            QVERIFY2(found >= 0, qPrintable(row.name));
            at = found;
        }
    }
};

QTEST_GUILESS_MAIN(TestOneSource)
#include "tst_onesource.moc"
