#pragma once

#include <QObject>

class QMenu;
class QWidget;

namespace verdict {

class ChartPanel;
class Document;
class ResultsPanel;
class ScenarioCompareDialog;

// The Analysis menu and what it opens: Rank by … (the Results dock's method, a method that cannot rank the project
// disabled with the reason), what it would take for the ranking's selected row, What to Check First, the what-if
// scenario shown, and the scenario editor and comparison. The window composes it (views/app/mainwindow.cpp).
class AnalysisActions : public QObject
{
    Q_OBJECT

public:
    AnalysisActions(Document *document, ResultsPanel *results, ChartPanel *charts, QWidget *window);

    void fillMenu(QMenu *analysis);

    // The scenario editor (New Scenario… with -1, Edit Scenarios… with the one to show first); Save is one undo step.
    void editScenarios(int select);
    // The base and every what-if scenario side by side (Analysis ▸ Compare Scenarios…); opens it.
    void compareScenarios();
    ScenarioCompareDialog *compareDialog() const { return m_compare; }

Q_SIGNALS:
    void checkFirstRequested();     // What to Check First: the window raises the Assumptions dock
    void activeScenarioChanged();   // the window's title names the scenario shown
    void message(const QString &text);

private:
    void updateMethods();
    void updateScenarioMenu();

    Document *m_document;
    ResultsPanel *m_results;
    ChartPanel *m_charts;
    QWidget *m_window;
    QMenu *m_scenarioMenu = nullptr;
    class QActionGroup *m_methods = nullptr;
    ScenarioCompareDialog *m_compare = nullptr;
};

} // namespace verdict
