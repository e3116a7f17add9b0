#pragma once

#include "review/decision.h"

#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>

#include <memory>

class QLabel;
class QPushButton;
class QStackedWidget;
class QTableWidget;
class QTreeWidget;

namespace verdict {

class Document;

// The Decision dock (issue 36; docs/decision-record.md, "In the window"): the decision in force — its choice, status,
// who and when, the rationale and the review date — whether it still stands, and each reopen trigger with its number
// now and how far that is from firing, kept live as the project is edited; the history of records, newest first.
// Record Decision… appends a record (DecisionDialog); Compare with Record… sets the ranking now beside the record's,
// and compares the project with another version of its file (verdict diff).
//
// The check is `verdict check`'s (checkDecision, evaluated as decided: the record's method, profile and scenario),
// made on a worker from a copy of the project once the window's evaluation of each burst of edits is done, while the
// dock is shown (else when it is next shown); the panel shows the newest one finished.
class DecisionPanel : public QWidget
{
    Q_OBJECT

public:
    explicit DecisionPanel(Document *document, QWidget *parent = nullptr);
    ~DecisionPanel() override;

    void recordDecision();    // Record Decision…: the dialog, then one undo step
    void compareWithRecord(); // Compare with Record…

    // What the panel shows (tests read these).
    QLabel *statusLabel() const { return m_status; }
    QLabel *verdictLabel() const { return m_verdict; }
    QTableWidget *triggerTable() const { return m_triggers; }
    QTreeWidget *historyList() const { return m_history; }
    bool isChecking() const { return m_pending || m_watcher.isRunning(); }

    // A check of one version of the project: the copy it read (the check points into it) and the result.
    struct Checked
    {
        std::shared_ptr<const ProjectData> project;
        DecisionCheck check;
        quint64 version = 0;
    };

    // `verdict check` of one version of the project, on `today` (a project without an accepted decision: none).
    static std::shared_ptr<const Checked> check(std::shared_ptr<const ProjectData> project, quint64 version, const QDate &today);

Q_SIGNALS:
    void message(const QString &text);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void schedule();
    void start();
    void finished();
    void display(const Checked *checked);
    void fillHistory();
    void fitTriggerRows();

    Document *m_document;
    QStackedWidget *m_pages = nullptr;
    QLabel *m_empty = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_details = nullptr;
    QLabel *m_rationale = nullptr;
    QLabel *m_verdict = nullptr;
    QTableWidget *m_triggers = nullptr;
    QTreeWidget *m_history = nullptr;
    QPushButton *m_compare = nullptr;
    QTimer m_delay;
    QTimer m_fitRows; // the rows' heights, once the columns have their widths
    bool m_pending = false;
    QFutureWatcher<std::shared_ptr<const Checked>> m_watcher;
    std::shared_ptr<const Checked> m_shown;
};

} // namespace verdict
