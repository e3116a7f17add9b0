#pragma once

#include <QDateTime>
#include <QByteArray>
#include <QMainWindow>
#include <QRect>

#include <memory>

class QAction;
class QFileSystemWatcher;
class QMenu;
class QStackedWidget;
class QUndoView;

class QLabel;

namespace verdict {

struct ProjectData;
class AnalysisActions;
class AssumptionsPanel;
class DecisionPanel;
class MatrixActions;
class Autosaver;
class Document;
class ScenarioPanel;
struct AssumptionNumber;
class ChartPanel;
class ScenarioCompareDialog;
class MatrixView;
class MonteCarloPanel;
class ResultsPanel;
class StartPage;
class WeightsPanel;
class Workbench;

// One document per window: the matrix over the trade-off map, the ranking over the weights on the right;
// Scenario, Term Map, Monte Carlo and Undo History are tabs behind the weights.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    MainWindow(Workbench *workbench, std::unique_ptr<Document> document, QWidget *parent = nullptr);
    // Shows above the matrix why the recorded decision should be reopened, or hides that notice when it stands: on
    // opening a file (the constructor, and the workbench when it opens one into this window) and on reload.
    void checkRecordedDecision();
    ~MainWindow() override;

    Document *document() const { return m_document; }
    MatrixView *matrixView() const { return m_matrix; }
    ResultsPanel *resultsPanel() const { return m_results; }
    WeightsPanel *weightsPanel() const { return m_weights; }
    QUndoView *undoView() const { return m_undoView; }
    MonteCarloPanel *monteCarloPanel() const { return m_monteCarlo; }
    AssumptionsPanel *assumptionsPanel() const { return m_assumptions; }
    DecisionPanel *decisionPanel() const { return m_decisionPanel; }
    // Opens a number where it is edited, with its source (What to Check First's double-click): a matrix cell's
    // details dialog, an attribute's source in the Scenario dock, a parameter's source cell.
    void openNumber(const AssumptionNumber &number);
    ChartPanel *chartPanel() const { return m_chartPanel; }
    // The base and every what-if scenario side by side (Analysis ▸ Compare Scenarios…); opens it.
    void compareScenarios();
    // The scenario editor (New Scenario… with -1, Edit Scenarios… with the one to show first); Save is one undo step.
    void editScenarios(int select);
    ScenarioCompareDialog *scenarioCompareDialog() const;
    // A new or empty document shows the start page in the matrix's place (until it has a row or a column, or
    // "Start with an empty matrix").
    StartPage *startPage() const { return m_startPage; }
    bool showsStartPage() const;
    Autosaver *autosaver() const { return m_autosaver.get(); }

    // File operations (the menu actions; tests call them directly). Each returns false when cancelled or
    // failed (failures are reported to the user).
    bool save();
    bool saveAs();
    bool saveTo(const QString &fileName);
    // Asks Save / Discard / Cancel when modified; true when the window may close.
    bool maybeSave();
    // Reloads the file from disk, dropping unsaved changes and the undo history.
    bool reload();
    // A CSV or a spreadsheet, shown in the import dialog first (TableImportDialog); a table without a direction row
    // asks which columns are costs. The project goes into this window when it is empty, else into a new one.
    bool importTable(const QString &path);
    bool importTable(ProjectData project, bool directionsGiven);
    static QString tableFilter();
    // A CSV or a spreadsheet named on the command line: opened straight away when it reads cleanly (asking which
    // columns are costs when it does not say), else shown in the import dialog with its problems and, for a workbook,
    // its other sheets to choose from (headless: the problems are reported).
    bool openTable(const QString &path);
    bool exportCsv(const QString &path);
    // File > Import Stakeholder Weights…: a stakeholder's weights CSV or another .verdict's profiles, merged as
    // stakeholders' profiles in one undo step (all or nothing; a refusal says which file and line).
    bool importStakeholderWeights(const QString &path);
    // Export > Stakeholder Form…: the weights CSV to send round (format/stakeholders.h).
    bool exportStakeholderForm(const QString &path);
    // The default docks and a size of at most 90 % of the available screen, centred (View ▸ Reset Layout).
    void resetLayout();
    void resetLayout(const QRect &available); // as on a screen with this available area
    // The default docks' proportions for the window's current size (part of resetLayout).
    void applyDefaultDockSizes();
    // View ▸ Larger Matrix (F7): the matrix with room for eight rows and more, the chart under it smaller; off: the
    // default proportions again.
    void setMatrixLarge(bool large);
    // Where a new window goes on a screen with this available area: 90 % of it, centred.
    static QRect defaultGeometry(const QRect &available);
    // F6 / Shift+F6 (and Ctrl+Tab / Ctrl+Shift+Tab from the matrix): focus the next or previous pane — the
    // matrix, then every visible dock in screen order.
    void focusNextPane(bool forward = true);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    QByteArray m_defaultState; // the docks as built, for Reset Layout
    void createActions();
    void connectStartPage();
    void updateCentralPage();
    void buildInPlace(); // leave the start page for the (empty) matrix
    void createDocks();
    void updateTitle();
    void watchFile();
    void fileChangedOnDisk();
    void restoreLayout();
    void saveLayout();
    // Keeps the window within 90 % of its screen's available area (a geometry saved on a bigger screen).
    void fitToScreen();
    void updateRecentMenu();
    void openFile();
    void showShortcuts();
    void showAbout();

    Workbench *m_workbench;
    Document *m_document; // owned (QObject child)
    MatrixView *m_matrix = nullptr;
    ResultsPanel *m_results = nullptr;
    WeightsPanel *m_weights = nullptr;
    QUndoView *m_undoView = nullptr;
    MonteCarloPanel *m_monteCarlo = nullptr;
    AssumptionsPanel *m_assumptions = nullptr;
    DecisionPanel *m_decisionPanel = nullptr;
    ScenarioPanel *m_scenarioPanel = nullptr;
    ChartPanel *m_chartPanel = nullptr;
    MatrixActions *m_matrixActions = nullptr;
    AnalysisActions *m_analysisActions = nullptr;
    StartPage *m_startPage = nullptr;
    QStackedWidget *m_centralStack = nullptr;
    bool m_chartsHiddenForStart = false; // the start page took the Charts dock's room
    bool m_buildInPlace = false; // "Start with an empty matrix" was chosen: the empty matrix, not the start page
    QMenu *m_recentMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QAction *m_largerMatrix = nullptr;
    std::unique_ptr<Autosaver> m_autosaver;
    QFileSystemWatcher *m_watcher = nullptr;
    QWidget *m_reloadBar = nullptr;
    // Above the matrix when the file is opened with a recorded decision that should be reopened (issue 36): its
    // reasons, as `verdict check` gives them.
    QWidget *m_decisionBar = nullptr;
    QLabel *m_decisionText = nullptr;
    QString m_decisionReasons; // every reason, for Details…
    QDateTime m_knownStamp; // the file's modification time when we last read or wrote it
};

} // namespace verdict
