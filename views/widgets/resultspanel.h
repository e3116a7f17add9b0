#pragma once

#include "evaluation/liveranking.h"

#include <QFutureWatcher>
#include <QWidget>

#include <atomic>
#include <memory>

class QAction;
class QComboBox;
class QLabel;
class QTableView;

namespace verdict {

class Document;
struct WhatIfAlternative;
struct WhatIfReport;
class RankingModel;

// The live results: the method selector (an undo step on analysis.method), the ranking by that method with
// scores and margins, and which alternatives were left out for missing values or failed gates. Refreshed from
// the document's shared evaluation (LiveEvaluation) once per burst of edits.
class ResultsPanel : public QWidget
{
    Q_OBJECT

public:
    static constexpr int kVisibleRankingRows = 10;
    explicit ResultsPanel(Document *document, QWidget *parent = nullptr);
    ~ResultsPanel() override; // stops a what-if run still going

    RankingModel *rankingModel() const { return m_model; }
    const LiveRanking &ranking() const;
    QString summaryText() const; // the headline sentence, for tests and accessibility
    QString stabilityText() const;
    QString profileComparisonText() const;
    QString committeeText() const; // empty when no profile is a stakeholder's
    QComboBox *methodSelector() const { return m_method; }
    QAction *whatIfAction() const { return m_whatIfAction; }
    QAction *makeScenarioAction() const { return m_makeScenarioAction; }
    QString whatIfText() const; // the answer (or that it is being worked out), empty when none was asked
    bool whatIfRunning() const; // a search is going, or its end is not yet shown

public Q_SLOTS:
    void refresh(); // recompute now
    // What would it take for the project's alternative `alternative` to be first (docs/stability.md): worked out in
    // the background, with the answer under the ranking; an edit meanwhile asks again, Cancel stops it.
    void askWhatIf(int alternative);
    void cancelWhatIf();
    // The answer shown as a what-if scenario (scenarioFromWhatIf), added and switched to in one undo step.
    void makeScenarioOfAnswer();

private:
    void fitTableToRows(); // the table as tall as its rows, up to kVisibleRankingRows
    void showWhatIf(const QString &html); // empty: hidden
    Document *m_document;
    QComboBox *m_method;
    QLabel *m_methodNote;
    RankingModel *m_model;
    QTableView *m_table;
    QLabel *m_headline;
    QLabel *m_excluded;
    QLabel *m_stability;
    QLabel *m_profiles;
    QLabel *m_committee;
    QLabel *m_whatIf;
    QAction *m_whatIfAction;
    QAction *m_makeScenarioAction = nullptr;
    QFutureWatcher<WhatIfReport> *m_whatIfWatcher;
    static constexpr int kNoPendingWhatIf = -2;
    int m_pendingWhatIf = kNoPendingWhatIf; // asked while a cancelled run was still stopping
    // A search started and its end not yet handled. The watcher's isRunning() turns false on the worker, before its
    // finished() reaches this thread: in between, the panel still shows "Working out…".
    bool m_whatIfBusy = false;
    std::shared_ptr<std::atomic<bool>> m_whatIfCancel;
    QString m_whatIfAlternative; // the id asked about
    std::shared_ptr<const WhatIfAlternative> m_answer; // the answer shown, to make a scenario of
    quint64 m_whatIfVersion = 0; // the document version it was asked for
};

} // namespace verdict
