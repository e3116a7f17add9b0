// problemFromScenario (analysis/problem.h), the one builder of decision problems: effective (formula) values,
// broken criteria left out, incomplete alternatives refused or left out, empty criteria left out on request,
// rows and columns mapped back to the project, feasibility and violations carried from the scenario.
#include "analysis/problem.h"
#include "problemfixture.h"

#include <QTest>

#include <cmath>

using namespace verdict;
using verdict::test::makeProject;

namespace {

bool hasMessage(const Messages &messages, Severity severity, const QString &pointer, const QString &text = {})
{
    for (const Message &m : messages)
        if (m.severity == severity && m.pointer == pointer && m.text.contains(text))
            return true;
    return false;
}

// A (1, 10, -), B (2, missing, -), C (3, 30, -), D (4, 40, -); the third criterion has no value at all; weights
// 1 : 3 : 5; a formula criterion "double" = 2 × first; the constraint "c1 <= 35" fails for D.
ProjectData project()
{
    const double nan = std::nan("");
    ProjectData p = makeProject({{QStringLiteral("X"), Direction::Max, 1.0},
                                 {QStringLiteral("Y"), Direction::Min, 3.0},
                                 {QStringLiteral("Z"), Direction::Max, 5.0}},
                                {{1, 10, nan}, {2, nan, nan}, {3, 30, nan}, {4, 40, nan}});
    Criterion twice;
    twice.id = QStringLiteral("twice");
    twice.name = QStringLiteral("Twice X");
    twice.formula = QStringLiteral("2 * c0");
    p.criteria.push_back(twice);
    p.profiles[0].weights.push_back(1.0);
    Matrix values(4, 4);
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 3; ++c)
            values.set(r, c, p.values.at(r, c));
    p.values = SharedMatrix::fromMatrix(values);
    p.constraints = {{QStringLiteral("c1 <= 35"), {}}};
    return p;
}

} // namespace

class TestProblem : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusesEveryMissingValue()
    {
        const ProjectData p = project();
        Messages messages;
        QVERIFY(!problemFromScenario(p, evaluateScenario(p), -1, messages));
        QVERIFY(hasMessage(messages, Severity::Error, QStringLiteral("/alternatives/1/values/1"), QStringLiteral("B has no value for Y")));
        QVERIFY(hasMessage(messages, Severity::Error, QStringLiteral("/alternatives/3/values/2")));
        // makeProblem is the same builder on a fresh scenario.
        Messages again;
        QVERIFY(!makeProblem(p, -1, again));
        QCOMPARE(again.size(), messages.size());
    }

    void leavesOutIncompleteAlternativesAndEmptyCriteria()
    {
        const ProjectData p = project();
        ProblemOptions options;
        options.incomplete = IncompleteAlternatives::LeaveOut;
        options.leaveOutEmptyCriteria = true;
        Messages messages;
        const std::optional<DecisionProblem> problem = problemFromScenario(p, evaluateScenario(p), -1, messages, options);
        QVERIFY(problem);
        QVERIFY(!hasErrors(messages));
        QVERIFY(hasMessage(messages, Severity::Warning, QStringLiteral("/criteria/2"), QStringLiteral("Z has no values")));
        QVERIFY(hasMessage(messages, Severity::Warning, QStringLiteral("/alternatives/1"), QStringLiteral("B is left out")));
        // Rows and columns map back to the project; the formula criterion is computed.
        QCOMPARE(problem->rows, (std::vector<int>{0, 2, 3}));
        QCOMPARE(problem->columns, (std::vector<int>{0, 1, 3}));
        QCOMPARE(problem->rowNames, (QStringList{QStringLiteral("A"), QStringLiteral("C"), QStringLiteral("D")}));
        QCOMPARE(problem->values.at(1, 1), 30.0);
        QCOMPARE(problem->values.at(2, 2), 8.0);
        QCOMPARE(problem->directions[1], Direction::Min);
        // Weights over the kept criteria, normalised: 1 : 3 : 1.
        QVERIFY(std::abs(problem->weights[0] - 0.2) < 1e-15 && std::abs(problem->weights[1] - 0.6) < 1e-15);
        // Feasibility and the violation, carried per kept row: D misses c1 <= 35.
        QCOMPARE(problem->feasible, (std::vector<bool>{true, true, false}));
        QCOMPARE(problem->violations[2].size(), 1);
        QVERIFY(problem->violations[0].isEmpty());
        QCOMPARE(problem->cellPointer(1, 2), QStringLiteral("/alternatives/2/values/3"));

        // Without leaveOutEmptyCriteria the empty criterion leaves every alternative out: nothing to rank.
        options.leaveOutEmptyCriteria = false;
        messages.clear();
        QVERIFY(!problemFromScenario(p, evaluateScenario(p), -1, messages, options));
        QVERIFY(hasMessage(messages, Severity::Error, QString(), QStringLiteral("no alternative has a value for every criterion")));
    }

    void brokenFormulaLeftOutAndMismatchRefused()
    {
        ProjectData p = project();
        p.criteria[3].formula = QStringLiteral("2 * nonexistent");
        p.values.set(1, 1, 20.0);
        p.values.set(0, 2, 1.0);
        p.values.set(1, 2, 1.0);
        p.values.set(2, 2, 1.0);
        p.values.set(3, 2, 1.0);
        Messages messages;
        const std::optional<DecisionProblem> problem = problemFromScenario(p, evaluateScenario(p), -1, messages);
        QVERIFY(problem);
        QCOMPARE(problem->columns, (std::vector<int>{0, 1, 2}));
        QVERIFY(hasMessage(messages, Severity::Warning, QStringLiteral("/criteria/3/formula"), QStringLiteral("left out of the ranking")));

        // A scenario result of another project is refused, not read out of bounds.
        messages.clear();
        QVERIFY(!problemFromScenario(p, evaluateScenario(makeEmptyProject()), -1, messages));
        QVERIFY(hasErrors(messages));
        // No such profile.
        messages.clear();
        QVERIFY(!problemFromScenario(p, evaluateScenario(p), 7, messages));
    }
};

QTEST_GUILESS_MAIN(TestProblem)
#include "tst_problem.moc"
