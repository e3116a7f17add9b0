#include "core/criteriontitle.h"
#include "core/ids.h"
#include "core/message.h"
#include "core/project.h"
#include "core/references.h"
#include "core/sharedmatrix.h"

#include <QSignalSpy>
#include <QTest>

#include <random>
#include <thread>

using namespace verdict;

// One door for edits: Project's mutators are private to the Document (views/document), so nothing else can
// change the live project behind the undo stack.
template<typename P>
concept EditableFromOutside = requires(P &p) { p.setValue(0, 0, 1.0); };
static_assert(!EditableFromOutside<Project>, "Project's mutators must stay private to the Document");
template<typename P>
concept ReadableFromOutside = requires(const P &p) { p.data(); };
static_assert(ReadableFromOutside<Project>, "the concept above must be able to see public members");

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

    // The project's values: every edit, row and column move gives what the contiguous Matrix gives (the oracle),
    // at shapes with one block and with many, full and partial.
    void sharedMatrixEditsAsMatrixDoes()
    {
        std::mt19937 rng(20261207);
        for (const auto &[rows, cols] : std::vector<std::pair<int, int>>{{0, 3}, {3, 0}, {1, 1}, {7, 5}, {300, 200}, {1000, 3}}) {
            Matrix oracle(rows, cols);
            SharedMatrix shared(rows, cols);
            const auto number = [&] { return std::uniform_int_distribution<int>(-50, 50)(rng) / 4.0; };
            const auto at = [&](int bound) { return std::uniform_int_distribution<int>(0, std::max(0, bound - 1))(rng); };
            for (int step = 0; step < 400; ++step) {
                const int kind = std::uniform_int_distribution<int>(0, 9)(rng);
                if (kind < 5 && oracle.rows() > 0 && oracle.cols() > 0) {
                    const int r = at(oracle.rows()), c = at(oracle.cols());
                    const double v = number();
                    oracle.set(r, c, v);
                    shared.set(r, c, v);
                } else if (kind == 5 && oracle.cols() < 40) {
                    const int r = at(oracle.rows() + 1);
                    std::vector<double> values;
                    if (rng() % 2)
                        for (int c = 0; c < oracle.cols(); ++c)
                            values.push_back(number());
                    oracle.insertRow(r, values);
                    shared.insertRow(r, values);
                } else if (kind == 6 && oracle.rows() > 1) {
                    const int r = at(oracle.rows());
                    oracle.removeRow(r);
                    shared.removeRow(r);
                } else if (kind == 7 && oracle.rows() > 0) {
                    const int from = at(oracle.rows()), to = at(oracle.rows());
                    oracle.moveRow(from, to);
                    shared.moveRow(from, to);
                } else if (kind == 8 && step % 50 == 8) { // a column: the whole matrix is laid out again
                    const int c = at(oracle.cols() + 1);
                    oracle.insertColumn(c, {});
                    shared.insertColumn(c, {});
                } else if (kind == 9 && step % 50 == 9 && oracle.cols() > 1) {
                    const int from = at(oracle.cols()), to = at(oracle.cols());
                    oracle.moveColumn(from, to);
                    shared.moveColumn(from, to);
                    if (step % 100 == 9) {
                        oracle.removeColumn(to);
                        shared.removeColumn(to);
                    }
                }
                if (step % 40 == 0 || oracle.rows() * oracle.cols() < 100) {
                    QCOMPARE(shared.rows(), oracle.rows());
                    QCOMPARE(shared.cols(), oracle.cols());
                    QVERIFY(shared.toMatrix() == oracle);
                }
            }
            QVERIFY(shared.toMatrix() == oracle);
            QVERIFY(SharedMatrix::fromMatrix(oracle) == shared);
            for (int c = 0; c < oracle.cols(); ++c) {
                const std::vector<double> column = shared.columnValues(c), expected = oracle.columnValues(c);
                QCOMPARE(column.size(), expected.size());
                for (std::size_t r = 0; r < column.size(); ++r)
                    QVERIFY(column[r] == expected[r] || (std::isnan(column[r]) && std::isnan(expected[r])));
            }
        }
    }

    // A copy costs no values: it shares every row until one side writes, and a write copies only the rows stored
    // with the one written (a block of 64 KiB), never changing what the other copy reads.
    void sharedMatrixCopiesShareUntilWritten()
    {
        SharedMatrix document(10000, 200, 1.0);
        for (int r = 0; r < document.rows(); ++r)
            document.set(r, r % 200, double(r)); // every block its own
        const SharedMatrix snapshot = document; // what an evaluation keeps
        for (int r = 0; r < document.rows(); ++r)
            QVERIFY(document.sharesRow(snapshot, r));
        document.set(5000, 7, -1.0);
        QCOMPARE(document.at(5000, 7), -1.0);
        QCOMPARE(snapshot.at(5000, 7), 1.0); // the snapshot reads what it was given
        int copied = 0;
        for (int r = 0; r < document.rows(); ++r)
            copied += document.sharesRow(snapshot, r) ? 0 : 1;
        QVERIFY2(copied > 0 && copied * 200 * int(sizeof(double)) <= 64 * 1024, qPrintable(QString::number(copied)));
        QVERIFY(!(document == snapshot));
        document.set(5000, 7, 1.0);
        QVERIFY(document == snapshot); // equal values, stored apart

        // A written block no other copy reads is written in place: no copy per keystroke.
        const double *before = document.row(5000);
        document.set(5000, 8, 3.0);
        QCOMPARE(document.row(5000), before);

        // One thread reads its copy while another writes every row of the other: the reader sees its own values.
        SharedMatrix writer = snapshot;
        std::thread reader([&snapshot] {
            for (int pass = 0; pass < 3; ++pass)
                for (int r = 0; r < snapshot.rows(); ++r)
                    if (snapshot.at(r, r % 200) != double(r))
                        std::abort();
        });
        for (int r = 0; r < writer.rows(); ++r)
            writer.set(r, r % 200, -2.0);
        reader.join();
        for (int r = 0; r < snapshot.rows(); ++r)
            QCOMPARE(snapshot.at(r, r % 200), double(r));
    }

    // Removing an alternative's references clears the baseline and its term-map entries, says what it removed,
    // and restore puts exactly that back; other alternatives' references stay.
    void alternativeReferences()
    {
        ProjectData p = makeEmptyProject();
        for (const char *id : {"ecs", "gke"}) {
            Alternative a;
            a.id = QLatin1String(id);
            p.alternatives.push_back(a);
        }
        p.values = SharedMatrix(2, 0);
        p.baseline = QStringLiteral("ecs");
        p.termMap = {{QStringLiteral("worker group"), {{QStringLiteral("ecs"), QStringLiteral("capacity provider")},
                                                       {QStringLiteral("gke"), QStringLiteral("node pool")}}, {}},
                     {QStringLiteral("serverless"), {{QStringLiteral("gke"), QStringLiteral("Autopilot")}}, {}}};
        const ProjectData original = p;
        const AlternativeReferences refs = forgetAlternativeReferences(p, QStringLiteral("ecs"));
        QVERIFY(refs.baseline);
        QCOMPARE(refs.terms.size(), std::size_t(1));
        QCOMPARE(refs.terms[0].first, std::size_t(0));
        QCOMPARE(refs.terms[0].second, QStringLiteral("capacity provider"));
        QVERIFY(p.baseline.isEmpty());
        QCOMPARE(p.termMap[0].terms.size(), std::size_t(1));
        QCOMPARE(p.termMap[1], original.termMap[1]);
        restoreAlternativeReferences(p, QStringLiteral("ecs"), refs);
        QVERIFY(p == original);
        // An alternative nothing refers to: nothing removed.
        QVERIFY(forgetAlternativeReferences(p, QStringLiteral("nobody")).empty());
        QVERIFY(p == original);
    }

    // Removing a criterion's references clears the cell notes keyed by it and its place in a profile's ordinal
    // ranking, weight intervals and AHP matrix; restore puts the alternatives and profiles back as they were.
    void criterionReferences()
    {
        ProjectData p = makeEmptyProject();
        Alternative a;
        a.id = QStringLiteral("ecs");
        a.provenance = {{QStringLiteral("tco"), QStringLiteral("AWS bill")}, {QStringLiteral("latency"), QStringLiteral("probe")}};
        a.uncertainty[QStringLiteral("tco")] = Uncertainty{UncertaintyKind::Interval, 1, 0, 2, 0, 0};
        Alternative b;
        b.id = QStringLiteral("gke");
        p.alternatives = {a, b};
        WeightProfile &w = p.profiles.front();
        w.ordinal = {QStringLiteral("latency"), QStringLiteral("tco")};
        w.intervals[QStringLiteral("tco")] = WeightInterval{0.1, 0.5};
        w.ahp = AhpJudgments{{QStringLiteral("tco"), QStringLiteral("latency"), QStringLiteral("idle")},
                             {{1, 3, 2}, {1.0 / 3, 1, 1}, {0.5, 1, 1}}};
        WeightProfile other;
        other.name = QStringLiteral("Other");
        p.profiles.push_back(other);
        const ProjectData original = p;

        const CriterionReferences refs = forgetCriterionReferences(p, QStringLiteral("tco"));
        QCOMPARE(refs.alternatives.size(), std::size_t(1));
        QCOMPARE(refs.alternatives[0].first, 0);
        QCOMPARE(refs.profiles.size(), std::size_t(1));
        QCOMPARE(refs.profiles[0].first, 0);
        const Alternative &cleaned = p.alternatives[0];
        QCOMPARE(cleaned.provenance.size(), std::size_t(1));
        QVERIFY(cleaned.uncertainty.empty());
        QCOMPARE(p.profiles[0].ordinal, QStringList{QStringLiteral("latency")});
        QVERIFY(p.profiles[0].intervals.empty());
        QCOMPARE(p.profiles[0].ahp->criteria, (QStringList{QStringLiteral("latency"), QStringLiteral("idle")}));
        QCOMPARE(p.profiles[0].ahp->matrix, (std::vector<std::vector<double>>{{1, 1}, {1, 1}}));
        QCOMPARE(p.profiles[1], original.profiles[1]);
        restoreCriterionReferences(p, refs);
        QVERIFY(p == original);
    }

    // An imported table's notes are made from one TableSource when asked for; they read, compare, change and
    // are forgotten exactly as notes given as text.
    void tableNotesBehaveAsText()
    {
        const auto table = std::make_shared<const TableSource>(
            QStringLiteral("pricing.xlsx, Prices!"),
            std::vector<TableSource::Column>{{QStringLiteral("tco"), QStringLiteral("C")}, {QStringLiteral("latency"), QStringLiteral("AB")}});
        CellNotes notes;
        notes.setTable(table, 12);
        const CellNotes::Map asText{{QStringLiteral("latency"), QStringLiteral("pricing.xlsx, Prices!AB12")},
                                    {QStringLiteral("tco"), QStringLiteral("pricing.xlsx, Prices!C12")}};
        QCOMPARE(notes.materialized(), asText);
        QVERIFY(notes == CellNotes(asText));
        QVERIFY(CellNotes(asText) == notes);
        QCOMPARE(notes.value(QStringLiteral("tco")), QStringLiteral("pricing.xlsx, Prices!C12"));
        QCOMPARE(notes.at(QStringLiteral("latency")), QStringLiteral("pricing.xlsx, Prices!AB12"));
        QCOMPARE(notes.value(QStringLiteral("idle")), QString());
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, notes.at(QStringLiteral("idle")));
        QCOMPARE(notes.count(QStringLiteral("tco")), std::size_t(1));
        QCOMPARE(notes.count(QStringLiteral("idle")), std::size_t(0));
        QCOMPARE(notes.size(), std::size_t(2));
        QVERIFY(!notes.empty());
        QStringList keys;
        notes.forEachKey([&keys](const QString &k) { keys << k; });
        QCOMPARE(keys, (QStringList{QStringLiteral("latency"), QStringLiteral("tco")}));

        // Another row of the same table is not equal; the same row is.
        CellNotes other;
        other.setTable(table, 13);
        QVERIFY(!(notes == other));
        other.setTable(table, 12);
        QVERIFY(notes == other);

        // A table's note made editable but left as it was still says the same.
        CellNotes touched = notes;
        QCOMPARE(touched[QStringLiteral("latency")], QStringLiteral("pricing.xlsx, Prices!AB12"));
        QVERIFY(touched == notes);
        QVERIFY(notes == touched);
        QCOMPARE(touched.size(), std::size_t(2));

        // A note given as text takes the table's place; editing one starts from the table's text.
        CellNotes edited = notes;
        edited[QStringLiteral("tco")] += QStringLiteral(" (checked)");
        QCOMPARE(edited.value(QStringLiteral("tco")), QStringLiteral("pricing.xlsx, Prices!C12 (checked)"));
        QCOMPARE(edited.size(), std::size_t(2));
        QVERIFY(!(edited == notes));
        edited.set(QStringLiteral("idle"), QStringLiteral("assumption"));
        QCOMPARE(edited.size(), std::size_t(3));
        // An empty note erases, the table's included.
        edited.set(QStringLiteral("tco"), QString());
        QCOMPARE(edited.count(QStringLiteral("tco")), std::size_t(0));
        QCOMPARE(edited.materialized(), (CellNotes::Map{{QStringLiteral("idle"), QStringLiteral("assumption")},
                                                        {QStringLiteral("latency"), QStringLiteral("pricing.xlsx, Prices!AB12")}}));

        // Forgetting a criterion: every row of the table shares the one smaller table.
        CellNotes a = notes, b = other;
        QCOMPARE(a.erase(QStringLiteral("latency")), std::size_t(1));
        QCOMPARE(b.erase(QStringLiteral("latency")), std::size_t(1));
        QCOMPARE(a.erase(QStringLiteral("latency")), std::size_t(0));
        QCOMPARE(a.materialized(), (CellNotes::Map{{QStringLiteral("tco"), QStringLiteral("pricing.xlsx, Prices!C12")}}));
        QCOMPARE(table->without(QStringLiteral("latency")), table->without(QStringLiteral("latency")));
        QCOMPARE(table->without(QStringLiteral("latency"))->columns().size(), std::size_t(1));
        QVERIFY(a == b);
        QCOMPARE(a.erase(QStringLiteral("tco")), std::size_t(1));
        QVERIFY(a.empty());
        QVERIFY(a == CellNotes());
        // The table itself is unchanged: the first row still reads both.
        QCOMPARE(notes.materialized(), asText);

        // In a project: forgetting a criterion and restoring it gives back the notes, read from the table.
        ProjectData p = makeEmptyProject();
        for (int r = 0; r < 3; ++r) {
            Alternative alt;
            alt.id = QStringLiteral("a%1").arg(r);
            alt.provenance.setTable(table, r + 2);
            p.alternatives.push_back(alt);
        }
        const ProjectData original = p;
        const CriterionReferences refs = forgetCriterionReferences(p, QStringLiteral("tco"));
        QCOMPARE(refs.alternatives.size(), std::size_t(3));
        for (const Alternative &alt : p.alternatives)
            QCOMPARE(alt.provenance.size(), std::size_t(1));
        QCOMPARE(p.alternatives[2].provenance.value(QStringLiteral("latency")), QStringLiteral("pricing.xlsx, Prices!AB4"));
        restoreCriterionReferences(p, refs);
        QVERIFY(p == original);
        QCOMPARE(p.alternatives[1].provenance.value(QStringLiteral("tco")), QStringLiteral("pricing.xlsx, Prices!C3"));
    }

    void messageFormats()
    {
        QCOMPARE(formatMessage(QStringLiteral("a.csv"), Message::syntax(3, 7, QStringLiteral("bad number"))),
                 QStringLiteral("a.csv:3:7: error: bad number"));
        QCOMPARE(formatMessage(QStringLiteral("p.verdict"),
                               Message::at(QStringLiteral("/criteria/3/weight"), QStringLiteral("negative weight"))),
                 QStringLiteral("p.verdict: error: /criteria/3/weight: negative weight"));
    }

    // A typed criterion title: the unit in brackets at the end, a cost-like word makes it less-is-better.
    void criterionTitles_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<bool>("cost");
        QTest::newRow("unit") << QStringLiteral("Cost ($/month)") << QStringLiteral("Cost") << QStringLiteral("$/month") << true;
        QTest::newRow("square brackets") << QStringLiteral("Latency [ms]") << QStringLiteral("Latency") << QStringLiteral("ms") << true;
        QTest::newRow("scale") << QStringLiteral("Fit (1-5)") << QStringLiteral("Fit") << QStringLiteral("1-5") << false;
        QTest::newRow("no unit") << QStringLiteral("  Tool   familiarity ") << QStringLiteral("Tool familiarity") << QString() << false;
        QTest::newRow("kin word") << QStringLiteral("Migration effort") << QStringLiteral("Migration effort") << QString() << true;
        QTest::newRow("word, not part") << QStringLiteral("Timeliness") << QStringLiteral("Timeliness") << QString() << false;
        QTest::newRow("TCO") << QStringLiteral("TCO ($/yr)") << QStringLiteral("TCO") << QStringLiteral("$/yr") << true;
        QTest::newRow("brackets inside") << QStringLiteral("Score (team) A") << QStringLiteral("Score (team) A") << QString() << false;
        QTest::newRow("only a unit") << QStringLiteral("(ms)") << QStringLiteral("(ms)") << QString() << false;
    }
    void criterionTitles()
    {
        QFETCH(QString, typed);
        QFETCH(QString, name);
        QFETCH(QString, unit);
        QFETCH(bool, cost);
        const CriterionTitle t = readCriterionTitle(typed);
        QCOMPARE(t.name, name);
        QCOMPARE(t.unit, unit);
        QCOMPARE(t.costLike, cost);
        QCOMPARE(t.direction, cost ? Direction::Min : Direction::Max);
    }
};

QTEST_GUILESS_MAIN(TestCore)
#include "tst_core.moc"
