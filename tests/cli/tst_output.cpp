// Each command's JSON comes from a function (app/commands/output.h) that gives exactly what the command prints
// with --json: called here in-process, compared with the command run as a process.
#include "verdictprocess.h"

#include "commands/output.h"

#include "analysis/ahp.h"
#include "format/projectfile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace verdict;
using verdict::test::runVerdict;

namespace {

QString sample()
{
    return QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict");
}

ProjectData load(const QString &path)
{
    LoadResult r = loadProjectFile(path);
    if (!r.ok())
        qFatal("cannot load %s", qPrintable(path));
    return *r.project;
}

// What the process prints on stdout for `args --json`, parsed, and its exit status.
std::pair<int, cli::Json> printed(QStringList args)
{
    args << QStringLiteral("--json");
    const test::CliRun r = runVerdict(args);
    if (r.exitCode != 0)
        return {r.exitCode, cli::Json()};
    return {0, cli::Json::parse(r.out.toStdString())};
}

// JSON as the commands print it, for QCOMPARE.
QString text(const cli::Json &j)
{
    return QString::fromStdString(j.dump(2));
}

void write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

} // namespace

// The evaluation a command makes of a project: cli::commandOptions() with the command's method options.
Evaluation evaluation(const ProjectData &project, const QString &method = {}, std::optional<Normalization> normalization = {},
                      std::optional<double> v = {})
{
    EvaluationOptions options = cli::commandOptions();
    options.method = method;
    options.normalization = normalization;
    options.vikorV = v;
    return evaluate(project, options);
}

class TestOutput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rank_data()
    {
        QTest::addColumn<QString>("method");
        for (const char *m : {"", "wsm", "wpm", "topsis", "promethee", "vikor", "all"})
            QTest::newRow(*m ? m : "project's method") << QString::fromLatin1(m);
    }
    // Refusals too: the function gives nullopt and its messages are the command's stderr, line by line.
    void rank()
    {
        QFETCH(QString, method);
        Messages messages;
        const std::optional<cli::Json> j = cli::rankJson(evaluation(load(sample()), method), messages);
        QStringList args{QStringLiteral("rank"), sample(), QStringLiteral("--json")};
        if (!method.isEmpty())
            args << QStringLiteral("--method") << method;
        const test::CliRun r = runVerdict(args);
        QStringList expected;
        for (const Message &m : messages)
            expected << formatMessage(sample(), m);
        QCOMPARE(r.err.split(u'\n', Qt::SkipEmptyParts), expected);
        if (!j) {
            QVERIFY(!messages.empty());
            QCOMPARE(r.exitCode, 1);
            return;
        }
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(text(*j), text(cli::Json::parse(r.out.toStdString())));
        QVERIFY(j->contains("schema"));
    }

    void rankOptions()
    {
        Messages messages;
        const std::optional<cli::Json> j =
            cli::rankJson(evaluation(load(sample()), QStringLiteral("vikor"), {}, 0.25), messages);
        QVERIFY(j);
        const auto [status, out] = printed({QStringLiteral("rank"), sample(), QStringLiteral("--method"),
                                            QStringLiteral("vikor"), QStringLiteral("--v"), QStringLiteral("0.25")});
        QCOMPARE(status, 0);
        QCOMPARE(text(*j), text(out));
        const std::optional<cli::Json> vector =
            cli::rankJson(evaluation(load(sample()), QStringLiteral("wsm"), Normalization::Vector), messages);
        QVERIFY(vector);
        QCOMPARE(text((*vector)["normalization"]), QStringLiteral("\"vector\""));
        QCOMPARE(text(*vector),
                 text(printed({QStringLiteral("rank"), sample(), QStringLiteral("--normalize"), QStringLiteral("vector")}).second));
    }

    void show()
    {
        QCOMPARE(text(cli::showJson(evaluation(load(sample())))), text(printed({QStringLiteral("show"), sample()}).second));
    }

    void sensitivity()
    {
        Messages messages;
        const std::optional<cli::Json> j = cli::sensitivityJson(evaluation(load(sample())), messages);
        QVERIFY(j);
        QCOMPARE(text(*j), text(printed({QStringLiteral("sensitivity"), sample()}).second));
    }

    void smaa()
    {
        Messages messages;
        cli::SmaaOptions options;
        options.samples = 2000;
        options.seed = 7;
        options.threads = 1;
        const std::optional<cli::Json> j = cli::smaaJson(evaluation(load(sample())), options, messages);
        QVERIFY(j);
        QCOMPARE((*j)["samples"].get<int>(), 2000);
        QCOMPARE(text(*j), text(printed({QStringLiteral("smaa"), sample(), QStringLiteral("--samples"), QStringLiteral("2000"),
                                         QStringLiteral("--seed"), QStringLiteral("7"), QStringLiteral("--threads"),
                                         QStringLiteral("1")})
                                    .second));
    }

    void ahpMatrix()
    {
        QTemporaryDir dir;
        const QByteArray csv("criterion,a,b,c\na,1,2,4\nb,1/2,1,2\nc,0.25,0.5,1\n");
        const QString path = dir.filePath(QStringLiteral("ahp.csv"));
        write(path, csv);
        Messages messages;
        const std::optional<AhpMatrix> matrix = readAhpMatrix(csv, messages);
        QVERIFY(matrix);
        const std::optional<AhpResult> result = computeAhp(matrix->values, AhpMethod::Eigen, messages);
        QVERIFY(result);
        QCOMPARE(text(cli::ahpJson(*result, matrix->names)), text(printed({QStringLiteral("ahp"), path}).second));
    }

    void ahpProfile()
    {
        QTemporaryDir dir;
        ProjectData p = load(sample());
        p.profiles[std::size_t(p.activeProfile)].ahp = AhpJudgments{{ahpGroupItem(QStringLiteral("operational_excellence")), ahpGroupItem(QStringLiteral("cost_optimisation")),
                                       ahpGroupItem(QStringLiteral("performance_efficiency"))},
                                      {{1, 2, 3}, {0.5, 1, 2}, {1.0 / 3, 0.5, 1}}};
        const QString path = dir.filePath(QStringLiteral("ahp.verdict"));
        write(path, writeProject(p));
        Messages messages;
        const std::optional<cli::Json> j = cli::profileAhpJson(load(path), AhpMethod::Eigen, messages);
        QVERIFY(j);
        QCOMPARE((*j)["applied"].get<bool>(), false);
        QCOMPARE(text(*j), text(printed({QStringLiteral("ahp"), path}).second));
    }

    void refusalsGiveMessages()
    {
        ProjectData p = load(sample());
        p.criteria.clear();
        p.values = SharedMatrix(p.alternativeCount(), 0);
        for (WeightProfile &w : p.profiles)
            w.weights.clear();
        Messages messages;
        QVERIFY(!cli::rankJson(evaluation(p), messages));
        QVERIFY(!messages.empty());
    }
};

QTEST_GUILESS_MAIN(TestOutput)
#include "tst_output.moc"
