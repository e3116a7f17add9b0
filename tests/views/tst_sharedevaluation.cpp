// The workbench's one evaluation per edit (LiveEvaluation on the Document): every view reads it, a burst of
// edits is one evaluation, the Monte Carlo panel restarts after an edit on more than one thread and never
// shows results of an older project state, and the settings dialog's values are honoured.
#include "evaluation/evaluation.h"
#include "testprojects.h"
#include "samplevariants.h"

#include "charts/chartpanel.h"
#include "document/background.h"
#include "document/document.h"
#include "widgets/methodchoice.h"
#include "format/projectfile.h"
#include "models/acceptabilitymodel.h"
#include "models/matrixmodel.h"
#include "models/rankingmodel.h"
#include "widgets/montecarlopanel.h"
#include "widgets/resultspanel.h"
#include "widgets/settingsdialog.h"
#include "review/assumptions.h"
#include "review/committee.h"
#include "report/sheet.h"
#include "widgets/assumptionspanel.h"
#include "display/format.h"
#include "verdictprocess.h"

#include <nlohmann/json.hpp>

#if defined(__linux__)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif
#include <QStandardItemModel>

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QFontMetrics>
#include <QHeaderView>
#include <QRandomGenerator>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace verdict;

namespace {
// Every view that reads the evaluation, on one document (as the main window builds them).
struct Views
{
    explicit Views(Document *document)
        : matrix(document)
        , results(document)
        , charts(document->project(), nullptr, document->evaluation())
        , monteCarlo(document)
    {
    }
    MatrixModel matrix;
    ResultsPanel results;
    ChartPanel charts;
    MonteCarloPanel monteCarlo;
};

// Lets every timer of the views fire (results now, charts after 80 ms, Monte Carlo after 400 ms) and waits for
// a Monte Carlo run to end.
void settle(MonteCarloPanel &mc)
{
    QTest::qWait(MonteCarloPanel::kRestartDelay + 200);
    QTRY_VERIFY_WITH_TIMEOUT(!mc.isRunning(), 60000);
    QTest::qWait(50);
}

// By default a project big enough to be evaluated in the background (LiveEvaluation::kBackgroundCells values).
ProjectData bigProject(int n = 1000, int m = int(LiveEvaluation::kBackgroundCells / 1000))
{
    ProjectData p = makeEmptyProject();
    for (int c = 0; c < m; ++c) {
        Criterion k;
        k.id = QStringLiteral("c%1").arg(c);
        k.name = QStringLiteral("Criterion %1").arg(c);
        k.direction = c % 2 ? Direction::Min : Direction::Max;
        p.criteria.push_back(k);
        p.profiles[0].weights.push_back(1.0 + c % 7);
    }
    p.values = SharedMatrix(n, m);
    for (int i = 0; i < n; ++i) {
        Alternative a;
        a.id = QStringLiteral("a%1").arg(i);
        a.name = QStringLiteral("Alternative %1").arg(i);
        p.alternatives.push_back(a);
        for (int c = 0; c < m; ++c)
            p.values.set(i, c, double((i * 7919 + c * 104729) % 1000) / 10.0);
    }
    return p;
}

int rowOf(const LiveRanking &r, const QString &name)
{
    for (const auto &row : r.rows)
        if (row.name == name)
            return row.rank;
    return -1;
}
} // namespace

class TestSharedEvaluation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("verdict-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_sharedevaluation"));
        QSettings().clear();
    }
    void cleanup() { QSettings().clear(); }

    void lazyAndShared()
    {
        Document document(test::smallProject());
        LiveEvaluation *e = document.evaluation();
        QCOMPARE(e->evaluationCount(), 0); // nothing computed until asked
        const auto first = e->current();
        QCOMPARE(e->evaluationCount(), 1);
        QCOMPARE(e->current().get(), first.get()); // the same object, not a second evaluation
        QCOMPARE(e->evaluationCount(), 1);
        QVERIFY(first->ranking().hasRanking());
        QCOMPARE(first->ranking().rows.size(), std::size_t(4));
        QCOMPARE(first->profileWinners().size(), std::size_t(2));
        // An edit makes it stale; the next current() describes the edited project.
        const quint64 before = e->version();
        QVERIFY(document.setValue(2, 0, 1.0)); // Gamma becomes very cheap
        QVERIFY(e->version() > before);
        QVERIFY(e->isStale());
        const auto second = e->current();
        QCOMPARE(e->evaluationCount(), 2);
        QCOMPARE(second->version(), e->version());
        QCOMPARE(second->ranking().winner(), evaluate(document.data()).ranking().winner());
        QCOMPARE(second->scenario().values.at(2, 0), 1.0);
        QVERIFY(first->scenario().values.at(2, 0) != 1.0); // the old one is untouched (a job may hold it)
    }

    void oneEvaluationPerEdit()
    {
        Document document(test::scenarioProject());
        Views views(&document);
        QAbstractItemModelTester tester(&views.matrix);
        views.charts.show(); // a visible chart redraws after edits (a hidden one waits until shown)
        settle(views.monteCarlo);
        LiveEvaluation *e = document.evaluation();
        QSignalSpy changed(e, &LiveEvaluation::changed);
        QSignalSpy chartUpdated(&views.charts, &ChartPanel::chartUpdated);
        const int before = e->evaluationCount();

        // Gamma's cost 120 fails "cost <= budget" (100); 95 passes and makes it the cheapest.
        const QModelIndex gammaCost = views.matrix.index(2, 0);
        QCOMPARE(views.matrix.data(gammaCost, MatrixModel::ProblemKindRole).toInt(),
                 int(MatrixModel::ProblemKind::Constraint));
        QVERIFY(views.matrix.setData(gammaCost, 95.0, Qt::EditRole));
        QCOMPARE(e->evaluationCount(), before); // nothing evaluated inside the edit itself
        settle(views.monteCarlo);               // results, matrix, charts and Monte Carlo all refreshed

        QCOMPARE(changed.count(), 1);
        QCOMPARE(e->evaluationCount(), before + 1); // one evaluation shared by the four views
        // ...and each view shows the edited state.
        QCOMPARE(views.matrix.data(gammaCost, MatrixModel::ProblemKindRole).toInt(), int(MatrixModel::ProblemKind::None));
        const LiveRanking expected = evaluate(document.data()).ranking();
        QCOMPARE(views.results.ranking().winner(), expected.winner());
        QCOMPARE(rowOf(views.results.ranking(), QStringLiteral("Gamma")), rowOf(expected, QStringLiteral("Gamma")));
        QVERIFY(views.results.ranking().excluded.empty()); // no constraint failure left
        QCOMPARE(chartUpdated.count(), 1); // redrawn from the same evaluation
        QVERIFY(views.monteCarlo.isUpToDate());
        QCOMPARE(views.monteCarlo.shownVersion(), e->version());
    }

    // A big project is evaluated on a worker: the edit returns at once, the views keep the previous results
    // (greyed) until the new evaluation is done, and then get exactly the edited project's results, once.
    void bigProjectsAreEvaluatedInTheBackground()
    {
        Document document(bigProject());
        ResultsPanel results(&document);
        MatrixModel matrix(&document);
        LiveEvaluation *e = document.evaluation();
        const std::shared_ptr<const Evaluation> before = e->current();
        QSignalSpy changed(e, &LiveEvaluation::changed);
        QSignalSpy evaluating(e, &LiveEvaluation::evaluatingChanged);
        const int count = e->evaluationCount();
        // The method selector's refusals (a scan of every value) come with the evaluation from its worker: kept
        // before the views are told, so the GUI thread does not compute them.
        int refusalsKeptBeforeTold = 0;
        connect(e, &LiveEvaluation::evaluatingChanged, this, [&](bool busy) {
            if (!busy && e->latest()->findPart<MethodRefusals>())
                ++refusalsKeptBeforeTold;
        });

        // Make the last alternative the clear winner: every benefit criterion at 1,000, every cost one at 0.
        document.beginMacro(QStringLiteral("make a winner"));
        for (int c = 0; c < document.data().criterionCount(); ++c)
            document.setValue(999, c, c % 2 ? 0.0 : 1000.0);
        document.endMacro();
        QCOMPARE(e->evaluationCount(), count); // nothing evaluated inside the edit
        QCoreApplication::processEvents();      // the burst's notification: the job starts, nothing blocks
        QVERIFY(e->isEvaluating());
        // On the window's own pool: Qt's global pool stays free for the raster engine's parallel fills, which a
        // repaint waits for.
        QCOMPARE(QThreadPool::globalInstance()->activeThreadCount(), 0);
        QCOMPARE(backgroundPool()->activeThreadCount(), 1);
        QCOMPARE(evaluating.count(), 1);
        QCOMPARE(e->latest(), before);          // the views keep the previous state meanwhile
        QCOMPARE(e->shown(), before);           // and a redraw outside changed() does not block on it
        QVERIFY(!results.isEnabled() || !results.findChild<QTableView *>()->isEnabled());
        QCOMPARE(changed.count(), 0);

        QTRY_COMPARE_WITH_TIMEOUT(changed.count(), 1, 30000);
        QVERIFY(!e->isEvaluating());
        QCOMPARE(e->evaluationCount(), count + 1); // one evaluation for the whole burst, not on this thread
        QCOMPARE(e->latest()->version(), e->version());
        QCOMPARE(e->current(), e->latest()); // fresh: current() computes nothing
        QCOMPARE(e->evaluationCount(), count + 1);
        QCOMPARE(results.ranking().winner(), QStringLiteral("Alternative 999"));
        QCOMPARE(results.ranking().winner(), evaluate(document.data()).ranking().winner());
        QVERIFY(results.findChild<QTableView *>()->isEnabled());
        QCOMPARE(refusalsKeptBeforeTold, 1);

        // Two edits while a job runs: only the newest state reaches the views.
        document.setValue(999, 0, 0.0);
        QCoreApplication::processEvents();
        document.setValue(0, 0, 5000.0);
        QTRY_VERIFY_WITH_TIMEOUT(!e->isEvaluating() && changed.count() >= 2, 30000);
        QCOMPARE(e->latest()->version(), e->version());
        QCOMPARE(e->latest()->project().values.at(0, 0), 5000.0);
        QCOMPARE(results.ranking().winner(), evaluate(document.data()).ranking().winner());

        // The evaluation's snapshot shares the document's values (copying them was 16 MB per edit on the GUI thread
        // at 10,000 × 200); the next edit copies the block of rows it lands in, and the snapshot keeps its value.
        const std::shared_ptr<const Evaluation> kept = e->latest();
        const SharedMatrix &snapshot = kept->project().values;
        for (int r = 0; r < snapshot.rows(); ++r)
            QVERIFY(snapshot.sharesRow(document.data().values, r));
        const double was = snapshot.at(500, 1);
        QVERIFY(was != 123.0);
        document.setValue(500, 1, 123.0);
        QCOMPARE(snapshot.at(500, 1), was);
        QVERIFY(!snapshot.sharesRow(document.data().values, 500));
        QVERIFY(snapshot.sharesRow(document.data().values, 0) && snapshot.sharesRow(document.data().values, 999));
        QTRY_VERIFY_WITH_TIMEOUT(!e->isEvaluating() && e->latest()->version() == e->version(), 30000);
        QCOMPARE(e->latest()->project().values.at(500, 1), 123.0);
    }

    // Background work gives way to the GUI thread: its threads run at a higher nice value (Linux).
    void backgroundWorkGivesWay()
    {
#if defined(__linux__)
        const auto niceOfThisThread = [] { return getpriority(PRIO_PROCESS, id_t(syscall(SYS_gettid))); };
        const int gui = niceOfThisThread();
        QFuture<int> worker = runInBackground(niceOfThisThread);
        QTRY_VERIFY(worker.isFinished()); // not waitForFinished(): that runs a task not yet started on this thread
        QCOMPARE(worker.result(), std::min(19, gui + 5));
        // A task the GUI thread takes over leaves it as it was.
        giveWayToInterface();
        QCOMPARE(niceOfThisThread(), gui);
#else
        QSKIP("thread nice values are Linux's");
#endif
    }

    // The window ranks by the file's analysis.method and says so; every margin is measured behind the leader.
    void theResultsFollowAndNameTheProjectsMethod()
    {
        const LoadResult loaded = loadProjectFile(QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict"));
        QVERIFY(loaded.ok());
        // With linear latency (test/samplevariants.h): there TOPSIS picks another winner.
        ProjectData p = test::withLinearLatency(*loaded.project);
        {
            Document document(p);
            ResultsPanel results(&document);
            QCOMPARE(results.ranking().method, QStringLiteral("wsm"));
            QCOMPARE(results.ranking().winner(), QStringLiteral("AKS + Azure Arc"));
            QVERIFY(results.stabilityText().contains(QStringLiteral("stays first")));
        }
        p.analysis.method = QStringLiteral("topsis");
        Document document(p);
        ResultsPanel results(&document);
        QCOMPARE(results.ranking().method, QStringLiteral("topsis"));
        QCOMPARE(results.ranking().winner(), QStringLiteral("OpenShift on-prem"));
        QCOMPARE(results.methodSelector()->currentData().toString(), QStringLiteral("topsis"));
        QVERIFY2(results.stabilityText().contains(QStringLiteral("weighted sum only")), qPrintable(results.stabilityText()));
        const auto *table = results.findChild<QTableView *>();
        QVERIFY(table);
        const QAbstractItemModel *model = table->model();
        const LiveRanking &r = results.ranking();
        // Margins mean one thing everywhere: behind the leader (TOPSIS's closeness is higher-is-better).
        for (int row = 1; row < int(r.rows.size()); ++row) {
            const QString margin = model->index(row, RankingModel::MarginColumn).data().toString();
            const double behind = (r.rows[std::size_t(row)].score - r.rows.front().score) * 100.0;
            QCOMPARE(margin, formatSignedPointsShort(behind));
            if (r.rows[std::size_t(row)].feasible)
                QVERIFY2(!margin.startsWith(u'+'), qPrintable(margin));
        }
    }

    // The ranking's number columns fit their widest text over every row, not over the first hundred (Qt's own
    // fitting measured each row up to a limit; the table now measures only the rows that can be widest). Under
    // PROMETHEE II the widest scores and margins are the last rows' (a minus sign, more digits).
    void rankingColumnsFitEveryRow()
    {
        ProjectData p = bigProject(250, 5);
        p.analysis.method = QStringLiteral("promethee");
        Document document(p);
        ResultsPanel results(&document);
        results.resize(600, 500);
        results.show();
        auto *table = results.findChild<QTableView *>();
        QVERIFY(table);
        QCOMPARE(table->model()->rowCount(), 250);
        // Qt's own fitting, made to measure every row (or the first 100 only), on a plain table of the same model.
        QTableView reference;
        reference.setFont(table->font());
        reference.setModel(table->model());
        reference.ensurePolished();
        constexpr int everyRow = -1; // resizeContentsPrecision: no limit
        const auto fitted = [&](int column, int rows) {
            reference.horizontalHeader()->setResizeContentsPrecision(rows);
            return std::max(static_cast<const QAbstractItemView &>(reference).sizeHintForColumn(column),
                            table->horizontalHeader()->sectionSizeHint(column));
        };
        const auto check = [&] {
            QCoreApplication::processEvents(); // the header fits its sections when its timer fires
            for (const int c : {int(RankingModel::RankColumn), int(RankingModel::ScoreColumn), int(RankingModel::MarginColumn)})
                if (table->horizontalHeader()->sectionSize(c) != fitted(c, everyRow))
                    return QStringLiteral("column %1: %2 wide, every row's text needs %3").arg(c)
                        .arg(table->horizontalHeader()->sectionSize(c)).arg(fitted(c, everyRow));
            return QString();
        };
        // The widest score is past the first 100 rows, so a fit to those would be too narrow.
        QVERIFY(fitted(RankingModel::ScoreColumn, 100) < fitted(RankingModel::ScoreColumn, everyRow));
        QString wrong = check();
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
        // The last alternative made the best in every column: the widest rows change, and the columns follow.
        const int last = results.ranking().rows.back().alternative;
        for (int c = 0; c < 5; ++c) {
            const std::vector<double> v = document.data().values.columnValues(c);
            const bool max = document.data().criteria[std::size_t(c)].direction == Direction::Max;
            QVERIFY(document.setValue(last, c, max ? *std::max_element(v.begin(), v.end()) : *std::min_element(v.begin(), v.end())));
        }
        document.evaluation()->flush();
        QCOMPARE(results.ranking().rows.front().alternative, last);
        wrong = check();
        QVERIFY2(wrong.isEmpty(), qPrintable(wrong));
    }

    // The rows RankingModel::widestRows names hold the widest text of their column over every row: random rankings
    // with ties for first, infeasible rows, scores that are not numbers and margins too small for one decimal.
    void widestRowsHoldTheWidestText()
    {
        QRandomGenerator random(20261206);
        for (int trial = 0; trial < 300; ++trial) {
            LiveRanking r;
            const int n = 1 + int(random.bounded(40));
            const double spread = std::pow(10.0, random.bounded(5.0) - 2.0); // margins from 0.01 to 1,000 points
            for (int i = 0; i < n; ++i) {
                LiveRanking::Row row;
                row.alternative = i;
                row.name = QStringLiteral("A%1").arg(i);
                row.rank = i < 1 + int(random.bounded(3)) ? 1 : i + 1;
                row.feasible = random.bounded(8) != 0;
                row.score = random.bounded(10) == 0 ? std::nan("") : (random.generateDouble() * 2.0 - 1.0) * spread / 100.0;
                row.marginPoints = i == 0 ? random.generateDouble() * spread : -random.generateDouble() * spread;
                if (random.bounded(6) == 0)
                    row.marginPoints = (i == 0 ? 1.0 : -1.0) * random.generateDouble() * 0.05;
                if (i > 0 && !std::isfinite(row.score) && random.bounded(2) == 0)
                    row.marginPoints = row.score; // behind a leader by a score that is not a number
                r.rows.push_back(row);
            }
            r.runnerUp = n > 1 ? 1 : -1;
            RankingModel model;
            model.setRanking(r);
            for (const int c : {int(RankingModel::RankColumn), int(RankingModel::ScoreColumn), int(RankingModel::MarginColumn)}) {
                const auto width = [&](int row) {
                    const QModelIndex index = model.index(row, c);
                    QFont font = index.data(Qt::FontRole).isValid() ? index.data(Qt::FontRole).value<QFont>() : QFont();
                    return QFontMetrics(font).horizontalAdvance(index.data().toString());
                };
                // The leader's margin ("+0.2 pts lead") is named always and is nearly always the widest: the others
                // are compared among themselves.
                const int first = c == RankingModel::MarginColumn ? 1 : 0;
                int widest = 0, named = 0;
                for (int row = first; row < n; ++row)
                    widest = std::max(widest, width(row));
                for (const int row : model.widestRows(c))
                    if (row >= first)
                        named = std::max(named, width(row));
                QVERIFY2(named == widest, qPrintable(QStringLiteral("trial %1, column %2: the named rows are %3 wide, "
                                                                    "the widest row %4").arg(trial).arg(c).arg(named).arg(widest)));
            }
        }
    }

    // After an edit the ranking table announces only the rows that changed (the view works out the area of every
    // row announced: a quarter of the GUI thread's time per edit at 1,000 alternatives), and still shows every row
    // of the new evaluation; a refresh with nothing changed (how numbers are written) announces every row.
    void rankingAnnouncesOnlyTheRowsAnEditChanges()
    {
        const ProjectData p = bigProject(40, 5);
        Document document(p);
        ResultsPanel results(&document);
        const auto *table = results.findChild<QTableView *>();
        QVERIFY(table);
        const QAbstractItemModel *model = table->model();
        QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
        const auto shownIsRanking = [&] {
            const LiveRanking &r = results.ranking();
            for (int row = 0; row < model->rowCount(); ++row) {
                const LiveRanking::Row &x = r.rows[std::size_t(row)];
                if (model->index(row, RankingModel::AlternativeColumn).data(Qt::EditRole).toString() != x.name
                    || model->index(row, RankingModel::ScoreColumn).data().toString() != formatScore(x.score)
                    || model->index(row, RankingModel::RankColumn).data().toInt() != x.rank)
                    return false;
            }
            return true;
        };
        const auto extremes = [&](int c) {
            const std::vector<double> v = document.data().values.columnValues(c);
            return std::pair{*std::min_element(v.begin(), v.end()), *std::max_element(v.begin(), v.end())};
        };
        // The last alternative in the ranking, better in a benefit column where it is neither the least nor the
        // greatest (so no other score moves): it goes up a few places, the leader stays.
        const LiveRanking before = results.ranking();
        const int last = before.rows.back().alternative;
        const int leader = before.rows.front().alternative;
        int column = -1;
        for (int c = 0; c < 5 && column < 0; ++c) {
            const auto [low, high] = extremes(c);
            const double v = document.data().values.at(last, c);
            if (document.data().criteria[std::size_t(c)].direction == Direction::Max && v > low && v < high)
                column = c;
        }
        QVERIFY(column >= 0);
        QVERIFY(document.setValue(last, column, (document.data().values.at(last, column) + extremes(column).second) / 2.0));
        document.evaluation()->flush();
        QCOMPARE(results.ranking().rows.front().alternative, leader);
        QVERIFY(results.ranking().rows.back().alternative != last);
        QCOMPARE(changed.count(), 1);
        const QModelIndex top = changed.first().at(0).toModelIndex(), bottom = changed.first().at(1).toModelIndex();
        QCOMPARE(bottom.row(), model->rowCount() - 1); // from where it went to where it was
        QVERIFY2(top.row() > 0, qPrintable(QString::number(top.row())));
        QCOMPARE(results.ranking().rows[std::size_t(top.row())].alternative, last);
        for (int row = 0; row < top.row(); ++row) { // the rows not announced are those that did not change
            QCOMPARE(results.ranking().rows[std::size_t(row)].alternative, before.rows[std::size_t(row)].alternative);
            QVERIFY(results.ranking().rows[std::size_t(row)].score == before.rows[std::size_t(row)].score);
        }
        QVERIFY(shownIsRanking());
        // The runner-up the best in every column: it leads, and every margin changes.
        changed.clear();
        const int second = results.ranking().rows[1].alternative;
        for (int c = 0; c < 5; ++c) {
            const auto [low, high] = extremes(c);
            QVERIFY(document.setValue(second, c, document.data().criteria[std::size_t(c)].direction == Direction::Max ? high : low));
        }
        document.evaluation()->flush();
        QCOMPARE(results.ranking().rows.front().alternative, second);
        QVERIFY(!changed.isEmpty());
        QCOMPARE(changed.last().at(0).toModelIndex().row(), 0);
        QCOMPARE(changed.last().at(1).toModelIndex().row(), model->rowCount() - 1);
        QVERIFY(shownIsRanking());
        // A refresh: the same numbers, every row announced.
        changed.clear();
        document.evaluation()->refresh();
        document.evaluation()->flush();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 0);
        QCOMPARE(changed.first().at(1).toModelIndex().row(), model->rowCount() - 1);
    }

    // One source of numbers (issue 33): switched in the window to each method, the Results dock, its score column,
    // the method selector and every chart show `verdict rank --method M --json`'s ranking and scores, on one scale.
    void everyViewFollowsTheMethod_data()
    {
        QTest::addColumn<QString>("method");
        for (const char *m : {"wsm", "wpm", "topsis", "promethee", "vikor"})
            QTest::newRow(m) << QString::fromLatin1(m);
    }
    void everyViewFollowsTheMethod()
    {
        QFETCH(QString, method);
        const QString file = QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict");
        const LoadResult loaded = loadProjectFile(file);
        QVERIFY(loaded.ok());
        Document document(*loaded.project);
        ResultsPanel results(&document);
        ChartPanel charts(document.project(), nullptr, document.evaluation());
        charts.resize(900, 560);
        charts.show();
        QComboBox *selector = results.methodSelector();
        const int item = selector->findData(method);
        QVERIFY(item >= 0);
        const test::CliRun cli = test::runVerdict({QStringLiteral("rank"), file, QStringLiteral("--method"), method, QStringLiteral("--json")});
        const auto *items = qobject_cast<QStandardItemModel *>(selector->model());
        QVERIFY(items);
        if (cli.exitCode != 0) {
            // A method that cannot rank the file says so before it is chosen, with the CLI's reason.
            QVERIFY2(!items->item(item)->isEnabled(), qPrintable(method));
            QString reason;
            for (const QString &line : cli.err.split(u'\n'))
                if (line.contains(QStringLiteral("error:")))
                    reason = line.section(QStringLiteral(": "), -1).trimmed();
            QVERIFY(!reason.isEmpty());
            QVERIFY2(items->item(item)->toolTip().contains(reason), qPrintable(items->item(item)->toolTip() + QStringLiteral(" / ") + reason));
            return;
        }
        QVERIFY(items->item(item)->isEnabled());
        QVERIFY(document.setRankingMethod(method) || method == QLatin1String("wsm"));
        QTRY_COMPARE(results.ranking().method, method);
        const nlohmann::json json = nlohmann::json::parse(cli.out.toStdString());
        const LiveRanking &r = results.ranking();
        QCOMPARE(r.rows.size(), json.at("alternatives").size());
        const QAbstractItemModel *model = results.findChild<QTableView *>()->model();
        std::vector<int> order;
        for (std::size_t i = 0; i < r.rows.size(); ++i) {
            const nlohmann::json &a = json.at("alternatives").at(i);
            QCOMPARE(r.rows[i].name, QString::fromStdString(a.at("name").get<std::string>()));
            QCOMPARE(model->index(int(i), RankingModel::ScoreColumn).data().toString(), formatScore(a.at("score").get<double>()));
            order.push_back(r.rows[i].alternative);
        }
        // The charts: each in the ranking's order, with its scores.
        charts.setKind(ChartKind::Breakdown);
        charts.refreshNow();
        QVERIFY(charts.currentData());
        const auto &breakdown = std::get<BreakdownData>(*charts.currentData());
        QCOMPARE(breakdown.bars.size(), order.size());
        for (std::size_t i = 0; i < order.size(); ++i) {
            QCOMPARE(breakdown.bars[i].alternative, order[i]);
            QCOMPARE(breakdown.bars[i].score, r.rows[i].score);
        }
        charts.setKind(ChartKind::Tornado);
        charts.refreshNow();
        const auto &tornado = std::get<TornadoData>(*charts.currentData());
        QCOMPARE(tornado.winnerName, r.winner());
        QVERIFY(std::abs(tornado.margin * 100.0 - r.rows.front().marginPoints) < 1e-9);
        charts.setKind(ChartKind::Profiles);
        charts.refreshNow();
        const auto &profiles = std::get<ProfilesData>(*charts.currentData());
        for (const ProfileColumn &column : profiles.profiles)
            if (column.active)
                for (const LiveRanking::Row &row : r.rows)
                    QCOMPARE(column.ranks[std::size_t(row.alternative)], row.rank);
        charts.setKind(ChartKind::Tradeoff);
        charts.refreshNow();
        for (const TradeoffPoint &p : std::get<TradeoffData>(*charts.currentData()).points)
            for (const LiveRanking::Row &row : r.rows)
                if (row.alternative == p.alternative)
                    QCOMPARE(p.rank, row.rank);
        // The committee block ranks each stakeholder by the same method.
        if (const Committee *c = committeeOf(*document.evaluation()->current()))
            QCOMPARE(c->method, method);
    }

    // The evaluation counts in the window (issue 33): an edit is one evaluation — the Results dock's committee block
    // re-ranks its numbers and evaluates nothing — and an export once the docks have finished is no new
    // evaluation: the sheet reads the Assumptions dock's run kept with the evaluation, and the what-if search
    // starts from it (its trials are probes).
    void editIsOneEvaluationAndExportsReuseTheDocks()
    {
        const LoadResult loaded = loadProjectFile(QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict"));
        QVERIFY(loaded.ok());
        Document document(*loaded.project);
        ResultsPanel results(&document);
        AssumptionsPanel assumptions(&document);
        assumptions.show();
        QTRY_VERIFY_WITH_TIMEOUT(!assumptions.isRunning() && assumptions.isUpToDate(), 60000);

        const quint64 before = evaluationsMade();
        MatrixModel matrix(&document);
        QVERIFY(matrix.setData(matrix.index(3, 0), 3.0, Qt::EditRole)); // OpenShift on-prem's tool familiarity 2 → 3
        QTRY_COMPARE(document.evaluation()->current()->version(), document.evaluation()->version());
        const std::shared_ptr<const Evaluation> e = document.evaluation()->current();
        QVERIFY(committeeOf(*e));
        (void)e->profileWinners();
        QCOMPARE(evaluationsMade() - before, quint64(1));

        // The Assumptions dock re-ranks after the edit and keeps its run with the evaluation.
        QTRY_VERIFY_WITH_TIMEOUT(!assumptions.isRunning() && assumptions.isUpToDate(), 60000);
        QVERIFY(e->findPart<AssumptionReport>());
        const quint64 probes = probesMade();
        Messages messages;
        const Sheet sheet = buildSheet(*e, SheetOptions(), messages);
        QCOMPARE(evaluationsMade() - before, quint64(1)); // the export evaluated nothing
        QCOMPARE(sheet.assumptionsHeadline, e->findPart<AssumptionReport>()->headline);
        // Only what it would take searched (its trials), once: a second export searches nothing.
        const quint64 searched = probesMade();
        QVERIFY(searched > probes);
        (void)buildSheet(*e, SheetOptions(), messages);
        QCOMPARE(probesMade(), searched);
        QCOMPARE(evaluationsMade() - before, quint64(1));
    }

    void hiddenChartWaitsUntilShown()
    {
        Document document(test::smallProject());
        ChartPanel charts(document.project(), nullptr, document.evaluation());
        QVERIFY(!charts.currentData()); // not even a first chart while hidden
        QSignalSpy updated(&charts, &ChartPanel::chartUpdated);
        QVERIFY(document.setValue(3, 0, 1.0));
        QTest::qWait(300);
        QCOMPARE(updated.count(), 0); // hidden: no redraw per edit
        charts.show();
        QTRY_COMPARE(updated.count(), 1);
    }

    void burstCoalesces()
    {
        Document document(test::smallProject());
        Views views(&document);
        settle(views.monteCarlo);
        LiveEvaluation *e = document.evaluation();
        QSignalSpy changed(e, &LiveEvaluation::changed);
        QSignalSpy mcStarted(&views.monteCarlo, &MonteCarloPanel::started);
        const int before = e->evaluationCount();

        // A paste: one undo macro of many cells.
        document.beginMacro(QStringLiteral("Paste"));
        for (int r = 0; r < 4; ++r)
            for (int c = 0; c < 3; ++c)
                document.setValue(r, c, 10.0 + r * 3 + c);
        document.endMacro();
        // A fast burst of separate edits in the same event-loop turn.
        for (int k = 0; k < 20; ++k)
            document.setValue(k % 4, 1, 5.0 + k);
        settle(views.monteCarlo);

        QCOMPARE(changed.count(), 1);
        QCOMPARE(e->evaluationCount(), before + 1);
        QCOMPARE(mcStarted.count(), 1); // one Monte Carlo run for the whole burst
        QCOMPARE(views.results.ranking().winner(), evaluate(document.data()).ranking().winner());
        QVERIFY(views.monteCarlo.isUpToDate());

        // Undo of the whole burst: again one evaluation, and the results are the original ones.
        const QString originalWinner = evaluate(test::smallProject()).ranking().winner();
        while (document.undoStack()->canUndo())
            document.undoStack()->undo();
        settle(views.monteCarlo);
        QCOMPARE(changed.count(), 2);
        QCOMPARE(e->evaluationCount(), before + 2);
        QCOMPARE(views.results.ranking().winner(), originalWinner);
    }

    void monteCarloRestartsAfterEdit()
    {
        Document document(test::smallProject());
        MonteCarloPanel mc(&document);
        QSignalSpy started(&mc, &MonteCarloPanel::started);
        settle(mc);
        QCOMPARE(started.count(), 1);
        QVERIFY2(mc.isUpToDate(), qPrintable(mc.statusText()));
        QCOMPARE(mc.model()->rowCount(), 4);
        QVERIFY2(mc.lastThreadCount() > 1, "the Monte Carlo panel must use more than one thread");

        QVERIFY(document.setValue(0, 0, 50.0));
        QTRY_VERIFY(!mc.isUpToDate());
        QVERIFY(!mc.isRunning()); // debounced: not yet restarted
        settle(mc);
        QCOMPARE(started.count(), 2);
        QVERIFY(mc.isUpToDate());
        QCOMPARE(mc.shownVersion(), document.evaluation()->version());
        QCOMPARE(mc.model()->rowCount(), 4);
    }

    void cancelLeavesNoStaleResult()
    {
        Document document(test::smallProject());
        MonteCarloPanel mc(&document);
        settle(mc);
        QVERIFY2(mc.isUpToDate(), qPrintable(mc.statusText()));
        QCOMPARE(mc.model()->rowCount(), 4);

        // 1. An edit starts a long run (the settings' sample count: the project keeps the default); a second
        //    edit while it runs stops it, and the user cancels the restart: the table of the first state goes.
        QSettings().setValue(QStringLiteral("mcSamples"), kMaxMonteCarloSamples);
        QSignalSpy started(&mc, &MonteCarloPanel::started);
        QSignalSpy finished(&mc, &MonteCarloPanel::finished);
        QVERIFY(document.setValue(1, 1, 12.0));
        QVERIFY(started.wait(10000));
        QVERIFY(mc.isRunning());
        QCOMPARE(mc.lastSampleCount(), qint64(kMaxMonteCarloSamples));
        QCOMPARE(mc.model()->rowCount(), 4); // still the first state's table, greyed out while out of date
        QVERIFY(!mc.isUpToDate());
        QVERIFY(document.setValue(2, 2, 1.0));
        QTRY_VERIFY(mc.statusText().startsWith(QStringLiteral("Out of date"))); // the panel saw the edit
        mc.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == 1, 120000);
        QVERIFY(!mc.isRunning());
        QCOMPARE(mc.model()->rowCount(), 0);
        QCOMPARE(mc.shownVersion(), quint64(0));
        QVERIFY(!mc.isUpToDate());
        QCOMPARE(mc.statusText(), QStringLiteral("Cancelled: no results for the current state. Run starts it again."));
        QTest::qWait(MonteCarloPanel::kRestartDelay + 100);
        QVERIFY(!mc.isRunning()); // the cancel also dropped the pending restart
        QCOMPARE(started.count(), 1);

        // 2. Results of the current state, then an edit and Cancel during the pause before the restart.
        QSettings().setValue(QStringLiteral("mcSamples"), kDefaultSamples);
        mc.start();
        QTRY_VERIFY_WITH_TIMEOUT(mc.isUpToDate(), 120000);
        QCOMPARE(mc.model()->rowCount(), 4);
        QVERIFY(document.setValue(3, 0, 70.0));
        QTRY_VERIFY(!mc.isUpToDate());
        mc.cancel();
        QCOMPARE(mc.model()->rowCount(), 0);
        QCOMPARE(mc.statusText(), QStringLiteral("Cancelled: no results for the current state. Run starts it again."));
        QTest::qWait(MonteCarloPanel::kRestartDelay + 100);
        QVERIFY(!mc.isRunning());

        // 3. Cancelling a run of the state on screen keeps what is on screen (it is not stale).
        mc.start();
        QTRY_VERIFY_WITH_TIMEOUT(mc.isUpToDate(), 120000);
        QSettings().setValue(QStringLiteral("mcSamples"), kMaxMonteCarloSamples);
        const int finishedBefore = int(finished.count());
        mc.start();
        QVERIFY(mc.isRunning());
        mc.cancel();
        QTRY_VERIFY_WITH_TIMEOUT(finished.count() == finishedBefore + 1, 120000);
        QVERIFY(mc.isUpToDate());
        QCOMPARE(mc.model()->rowCount(), 4);
        // Either the cancel says the table still stands, or (cancelled before it drew anything) the kept run of
        // this state is what came back and the status describes it.
        QVERIFY2(mc.statusText() == QStringLiteral("Cancelled. The table still shows the finished run of this state.") ||
                     mc.statusText().contains(QStringLiteral(" samples, seed ")),
                 qPrintable(mc.statusText()));
    }

    void settingsHonoured()
    {
        // The settings dialog's sample count applies while the project keeps the built-in default...
        QSettings().setValue(QStringLiteral("mcSamples"), 1234);
        QCOMPARE(SettingsDialog::monteCarloSamples(), 1234);
        ProjectData p = test::smallProject();
        QCOMPARE(p.analysis.mcSamples, kDefaultSamples);
        QCOMPARE(MonteCarloPanel::samplesFor(p), qint64(1234));
        {
            Document document(p);
            MonteCarloPanel mc(&document);
            settle(mc);
            QCOMPARE(mc.lastSampleCount(), qint64(1234));
            QVERIFY2(mc.statusText().startsWith(QStringLiteral("1,234 samples")), qPrintable(mc.statusText()));
        }
        // ...and the project's own count wins when it sets one.
        p.analysis.mcSamples = 5000;
        QCOMPARE(MonteCarloPanel::samplesFor(p), qint64(5000));
        // A stored value out of range falls back to the default.
        QSettings().setValue(QStringLiteral("mcSamples"), -3);
        QCOMPARE(SettingsDialog::monteCarloSamples(), kDefaultSamples);

        // Page size: nothing chosen yet, then what the user chose.
        QCOMPARE(SettingsDialog::defaultPageSize(), std::nullopt);
        QSettings().setValue(QStringLiteral("pageSize"), QStringLiteral("Letter"));
        QCOMPARE(SettingsDialog::defaultPageSize(), std::optional<QPageSize::PageSizeId>(QPageSize::Letter));
        QSettings().setValue(QStringLiteral("pageSize"), QStringLiteral("A4"));
        QCOMPARE(SettingsDialog::defaultPageSize(), std::optional<QPageSize::PageSizeId>(QPageSize::A4));
    }

    void settingsDialogStoresPageSizeOnlyWhenChosen()
    {
        {
            SettingsDialog dialog;
            dialog.accept();
        }
        QCOMPARE(SettingsDialog::defaultPageSize(), std::nullopt);
        {
            SettingsDialog dialog;
            QComboBox *page = nullptr;
            for (QComboBox *c : dialog.findChildren<QComboBox *>())
                if (c->accessibleName() == QStringLiteral("Default page size"))
                    page = c;
            QVERIFY(page);
            page->setCurrentText(QStringLiteral("Letter"));
            dialog.accept();
        }
        QCOMPARE(SettingsDialog::defaultPageSize(), std::optional<QPageSize::PageSizeId>(QPageSize::Letter));
    }
};

QTEST_MAIN(TestSharedEvaluation)
#include "tst_sharedevaluation.moc"
