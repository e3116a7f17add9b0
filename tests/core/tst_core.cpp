#include "core/ids.h"
#include "core/message.h"
#include "core/project.h"

#include <QSignalSpy>
#include <QTest>

using namespace verdict;

class TestCore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validIds_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<bool>("valid");
        QTest::newRow("simple") << QStringLiteral("tco") << true;
        QTest::newRow("underscore first") << QStringLiteral("_x1") << true;
        QTest::newRow("digit first") << QStringLiteral("1x") << false;
        QTest::newRow("upper") << QStringLiteral("Tco") << false;
        QTest::newRow("dash") << QStringLiteral("a-b") << false;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("64 chars") << QString(64, u'a') << true;
        QTest::newRow("65 chars") << QString(65, u'a') << false;
    }
    void validIds()
    {
        QFETCH(QString, id);
        QFETCH(bool, valid);
        QCOMPARE(isValidId(id), valid);
    }

    void makeIds_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QStringList>("taken");
        QTest::addColumn<QString>("id");
        QTest::newRow("spaces") << QStringLiteral("GKE Autopilot") << QStringList() << QStringLiteral("gke_autopilot");
        QTest::newRow("punctuation") << QStringLiteral("AKS + Azure Arc") << QStringList() << QStringLiteral("aks_azure_arc");
        QTest::newRow("accents") << QStringLiteral("Coût total") << QStringList() << QStringLiteral("cout_total");
        QTest::newRow("digit first") << QStringLiteral("4.12 on-prem") << QStringList() << QStringLiteral("_4_12_on_prem");
        QTest::newRow("unique") << QStringLiteral("TCO") << QStringList{QStringLiteral("tco"), QStringLiteral("tco_2")}
                                << QStringLiteral("tco_3");
        QTest::newRow("nothing usable") << QStringLiteral("???") << QStringList() << QStringLiteral("item");
    }
    void makeIds()
    {
        QFETCH(QString, name);
        QFETCH(QStringList, taken);
        QFETCH(QString, id);
        const QString made = makeId(name, QSet<QString>(taken.begin(), taken.end()));
        QCOMPARE(made, id);
        QVERIFY(isValidId(made));
    }

    // UniqueIds gives, name after name, what makeId gives against everything given out before.
    void uniqueIdsMatchMakeId()
    {
        const QStringList names{QStringLiteral("TCO"), QStringLiteral("tco!"), QStringLiteral("TCO 2"), QStringLiteral("tco?"),
                                QStringLiteral("???"), QStringLiteral("item"), QStringLiteral("tco_3"), QStringLiteral("T.C.O"),
                                QStringLiteral("tco"), QStringLiteral("Item!")};
        const QSet<QString> initial{QStringLiteral("tco_4"), QStringLiteral("item_2")};
        UniqueIds ids(initial);
        QSet<QString> taken = initial;
        for (const QString &name : names) {
            const QString expected = makeId(name, taken);
            QCOMPARE(ids.make(name), expected);
            taken.insert(expected);
        }
        QCOMPARE(taken.size(), initial.size() + names.size()); // all distinct
    }

    // Thousands of names with one base (a pasted column of "A!", "A?", ...): distinct, valid ids within the
    // length limit even with a 60-character base and five-digit suffixes.
    void uniqueIdsForManyNamesWithOneBase()
    {
        const QString longName = QStringLiteral("x").repeated(100);
        UniqueIds ids;
        QSet<QString> seen;
        for (int i = 0; i < 20000; ++i) {
            const QString id = ids.make(i % 2 ? longName : QStringLiteral("a") + QString(QChar(u'!' + i % 5)));
            QVERIFY2(isValidId(id), qPrintable(id));
            QVERIFY2(!seen.contains(id), qPrintable(id));
            seen.insert(id);
        }
        QVERIFY(seen.contains(QStringLiteral("x").repeated(58) + QStringLiteral("_10000")));
    }

    void matrixEditsKeepShape()
    {
        Matrix m(2, 3, 0.0);
        m.set(0, 0, 1);
        m.set(1, 2, 6);
        m.insertColumn(1, {7, 8});
        QCOMPARE(m.cols(), 4);
        QCOMPARE(m.at(0, 1), 7.0);
        QCOMPARE(m.at(1, 3), 6.0);
        m.moveColumn(3, 0);
        QCOMPARE(m.at(1, 0), 6.0);
        m.removeColumn(0);
        QCOMPARE(m.at(1, 1), 8.0);
        m.insertRow(0, {});
        QVERIFY(isMissing(m.at(0, 2)));
        m.moveRow(0, 2);
        QVERIFY(isMissing(m.at(2, 0)));
        QCOMPARE(m.at(0, 0), 1.0);
        Matrix copy = m;
        QVERIFY(copy == m); // NaN compares equal to NaN here
        copy.set(0, 0, 2);
        QVERIFY(!(copy == m));
    }

    void projectSignalsAreSpecific()
    {
        Project project;
        QSignalSpy changed(&project, &Project::changed);
        QSignalSpy inserted(&project, &Project::criterionInserted);
        QSignalSpy value(&project, &Project::valueChanged);
        Criterion c;
        c.id = QStringLiteral("tco");
        c.name = QStringLiteral("TCO");
        project.insertCriterion(0, c, {}, {20});
        QCOMPARE(inserted.count(), 1);
        Alternative a;
        a.id = QStringLiteral("ecs");
        project.insertAlternative(0, a, {3.5});
        project.setValue(0, 0, 4.0);
        QCOMPARE(value.count(), 1);
        QCOMPARE(value.at(0).at(0).toInt(), 0);
        QCOMPARE(changed.count(), 3);
        QCOMPARE(project.data().values.at(0, 0), 4.0);
        QCOMPARE(project.data().profiles.at(0).weights, std::vector<double>{20});
    }

    void criterionEditsKeepWeightsAligned()
    {
        Project project;
        project.insertProfile(1, WeightProfile{QStringLiteral("Finance"), {}, {}, {}, {}, {}});
        for (int i = 0; i < 3; ++i) {
            Criterion c;
            c.id = QStringLiteral("c%1").arg(i);
            project.insertCriterion(i, c, {}, {double(i + 1), double(10 * (i + 1))});
        }
        project.moveCriterion(0, 2);
        QCOMPARE(project.data().profiles[0].weights, (std::vector<double>{2, 3, 1}));
        QCOMPARE(project.data().profiles[1].weights, (std::vector<double>{20, 30, 10}));
        project.removeCriterion(1);
        QCOMPARE(project.data().profiles[1].weights, (std::vector<double>{20, 10}));
        QCOMPARE(project.data().normalizedWeights(1), (std::vector<double>{20.0 / 30.0, 10.0 / 30.0}));
    }

    void messageFormats()
    {
        QCOMPARE(formatMessage(QStringLiteral("a.csv"), Message::syntax(3, 7, QStringLiteral("bad number"))),
                 QStringLiteral("a.csv:3:7: error: bad number"));
        QCOMPARE(formatMessage(QStringLiteral("p.verdict"),
                               Message::at(QStringLiteral("/criteria/3/weight"), QStringLiteral("negative weight"))),
                 QStringLiteral("p.verdict: error: /criteria/3/weight: negative weight"));
    }
};

QTEST_GUILESS_MAIN(TestCore)
#include "tst_core.moc"
