#pragma once

#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

class QLabel;
class QProgressBar;
class QPushButton;
class QTableView;

namespace verdict {

class AcceptabilityModel;
class Document;
struct MonteCarloOutcome;
struct ProjectData;

// SMAA-2 Monte Carlo in the background: the probability of each rank for every alternative under the
// profile's weight constraints and the values' uncertainty. Runs on every core (runSmaa's threads) off the
// GUI thread, from the document's shared evaluation (no scenario evaluation of its own). An edit cancels the
// running job at once and starts a new one after a short pause (debounced: a slider drag is one run);
// progress and a Cancel button while it runs. Results never outlive the project state they describe: a run
// that finishes or is cancelled after an edit shows nothing of the old state, and the table is greyed out
// while it is out of date.
class MonteCarloPanel : public QWidget
{
    Q_OBJECT

public:
    explicit MonteCarloPanel(Document *document, QWidget *parent = nullptr);
    ~MonteCarloPanel() override; // cancels and waits for a running job

    AcceptabilityModel *model() const { return m_model; }
    bool isRunning() const { return m_watcher.isRunning(); }
    QString statusText() const;
    // Whether the table shows the rank probabilities of the project as it is now.
    bool isUpToDate() const;
    // The document version (LiveEvaluation::version()) the table shows; 0 when empty.
    quint64 shownVersion() const { return m_shownVersion; }
    // What the last started run asked runSmaa for (tests): worker threads and samples.
    int lastThreadCount() const { return m_lastThreads; }
    qint64 lastSampleCount() const { return m_lastSamples; }
    // The samples a run of `project` uses: the project's mc_samples when it sets one other than the built-in
    // default, otherwise the Monte Carlo samples of the settings dialog.
    static qint64 samplesFor(const ProjectData &project);
    // How long after the last edit a new run starts (ms).
    static constexpr int kRestartDelay = 400;
    // Rows measured when fitting a column to its contents (QHeaderView::resizeContentsPrecision).
    static constexpr int kSizingRows = 100;

public Q_SLOTS:
    void start();
    void cancel();

Q_SIGNALS:
    void started();
    void finished();

private:
    QString cancelledText() const; // what a cancelled run leaves on screen, said
    void projectChanged();
    void showOutcome();
    void clearResults();

    Document *m_document;
    AcceptabilityModel *m_model;
    QTableView *m_table;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QPushButton *m_run;
    QTimer m_restart;
    std::shared_ptr<std::atomic<bool>> m_cancelFlag;
    QFutureWatcher<std::shared_ptr<MonteCarloOutcome>> m_watcher;
    bool m_startWhenIdle = false; // start() was asked while a cancelled run winds down
    quint64 m_runVersion = 0;     // version of the running job
    quint64 m_shownVersion = 0;   // version of the results in the table
    int m_lastThreads = 0;
    qint64 m_lastSamples = 0;
};

} // namespace verdict
