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
class QStandardItemModel;
class QTableView;

namespace verdict {

class Document;
struct MonteCarloOutcome;

// SMAA-2 Monte Carlo in the background: the probability of each rank for every alternative under the
// profile's weight constraints and the values' uncertainty. Restarted (the previous run cancelled) shortly
// after every edit; progress and a Cancel button while it runs. Never blocks the GUI thread.
class MonteCarloPanel : public QWidget
{
    Q_OBJECT

public:
    explicit MonteCarloPanel(Document *document, QWidget *parent = nullptr);
    ~MonteCarloPanel() override; // cancels and waits for a running job

    QStandardItemModel *model() const { return m_model; }
    bool isRunning() const { return m_watcher.isRunning(); }
    QString statusText() const;

public Q_SLOTS:
    void start();
    void cancel();

Q_SIGNALS:
    void finished();

private:
    void showOutcome();

    Document *m_document;
    QStandardItemModel *m_model;
    QTableView *m_table;
    QLabel *m_status;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QPushButton *m_run;
    QTimer m_restart;
    std::shared_ptr<std::atomic<bool>> m_cancelFlag;
    QFutureWatcher<std::shared_ptr<MonteCarloOutcome>> m_watcher;
};

} // namespace verdict
