#pragma once

#include "review/assumptions.h"

#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>

#include <atomic>
#include <memory>

class QLabel;
class QProgressBar;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace verdict {

class Document;

// What to check first (review/assumptions.h), in the workbench: every number the recommendation rests on that is
// assumed or unsourced, ranked by how likely it is to change the winner when it alone varies over its range, with
// where the winner changes and to whom. Re-ranked in the background after every edit (a short pause coalesces a
// burst); a project too large to search after every edit waits for Rank. Double-clicking a number (or Enter)
// asks for it to be opened where it is edited, with its source: numberActivated().
class AssumptionsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit AssumptionsPanel(Document *document, QWidget *parent = nullptr);
    ~AssumptionsPanel() override; // stops and waits for a running ranking

    QTreeWidget *list() const { return m_list; }
    QString headline() const; // the label above the list
    bool isRunning() const { return m_watcher.isRunning(); }
    bool isUpToDate() const; // the list ranks the project as it is now
    static constexpr int kRestartDelay = 300; // ms after the last edit

    // The number of `item` (a row of list()); nullptr for anything else.
    const AssumptionNumber *numberOf(const QTreeWidgetItem *item) const;

public Q_SLOTS:
    void start();
    void cancel();

Q_SIGNALS:
    // Open this number where it is edited, with its source: a matrix cell, an alternative's attribute, a parameter.
    void numberActivated(const verdict::AssumptionNumber &number);

private:
    void projectChanged();
    void finished();                      // the background run ended: shown, or the next one started
    void showReport(AssumptionReport report);

    Document *m_document;
    QLabel *m_headline;
    QTreeWidget *m_list;
    QProgressBar *m_progress;
    QPushButton *m_cancel;
    QPushButton *m_run;
    QTimer m_restart;
    QTimer m_poll;
    QFutureWatcher<AssumptionReport> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancelFlag;
    std::shared_ptr<std::atomic<int>> m_done;
    int m_total = 0;
    quint64 m_runningVersion = 0;
    quint64 m_shownVersion = 0;
    AssumptionReport m_report;
    bool m_startWhenStopped = false; // start() asked while a stopped run was still returning
};

} // namespace verdict
