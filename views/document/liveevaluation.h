#pragma once

#include "evaluation/evaluation.h"

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>

#include <functional>
#include <memory>
#include <vector>

namespace verdict {

class Project;

// The one evaluation of the project per edit (model/evaluation: a thin cache of the current version's
// Evaluation) that the views share (matrix model, results panel, charts, Monte Carlo panel, exports) instead
// of each evaluating the project itself.
//
// Every change of the project bumps version() and marks the evaluation stale; nothing is computed then.
// changed() is emitted once per burst of edits (a paste of 1,000 cells, or an undo macro, is one signal and one
// evaluation), and views refresh from current() in their slots:
// - a project under kBackgroundCells values is evaluated on the GUI thread by the first current() after the
//   change, in the event-loop turn after the last edit;
// - a bigger one is evaluated on a worker thread from a snapshot, so an edit is on screen at once; changed()
//   comes when that evaluation is done and still describes the project (a newer edit meanwhile starts another
//   one and the old result is dropped). Until then the views keep showing the previous evaluation, and
//   isEvaluating() is true (evaluatingChanged()).
// current() always returns the evaluation of the project as it is now: when stale it computes it on the
// calling thread (an export, a test), so code that needs the newest state never reads an old one.
class LiveEvaluation : public QObject
{
    Q_OBJECT

public:
    // Projects with at least this many values (alternatives × criteria) are evaluated in the background.
    static constexpr qint64 kBackgroundCells = 100'000;
    static bool evaluatesInBackground(const ProjectData &project)
    {
        return qint64(project.alternativeCount()) * qint64(project.criterionCount()) >= kBackgroundCells;
    }

    explicit LiveEvaluation(Project *project, QObject *parent = nullptr);
    ~LiveEvaluation() override;

    // The evaluation of the project as it is now; computed here when stale.
    std::shared_ptr<const Evaluation> current();
    // The newest evaluation made, possibly of an older version (what the views show while one is running).
    std::shared_ptr<const Evaluation> latest() const { return m_current; }
    // What a view redrawing outside changed() should show: latest() while a background evaluation runs (it is
    // redrawn on the changed() that follows), else current(). Never blocks the GUI thread on a big project.
    std::shared_ptr<const Evaluation> shown();
    // Bumped on every change of the project.
    quint64 version() const { return m_version; }
    bool isStale() const { return !m_current || m_current->version() != m_version; }
    // A background evaluation of a newer version than latest() is running or about to start.
    bool isEvaluating() const { return m_evaluating; }
    // Test hook: how many evaluations were computed since construction.
    int evaluationCount() const { return m_evaluations; }
    // Emits changed() now if a change is pending, evaluating on this thread (tests, and a caller that must not
    // wait for the event loop).
    void flush();
    // The views redraw from a new evaluation though the project did not change: how numbers are written changed,
    // and the evaluation's texts (sentences, captions) are written again.
    void refresh() { invalidate(); }
    // Parts of a big project's evaluation that a view reads on every changed() (the results panel's winners under
    // the other profiles, the method selector's refusals): computed on the worker with the evaluation, so the GUI
    // thread finds them kept.
    using BackgroundPart = std::function<void(const Evaluation &)>;
    void computeInBackground(BackgroundPart part) { m_backgroundParts.push_back(std::move(part)); }

Q_SIGNALS:
    // The project changed and its evaluation is ready. Once per burst of edits.
    void changed();
    void evaluatingChanged(bool evaluating);

private:
    void invalidate();
    void dispatch();
    void startBackground();
    void backgroundDone();
    void setEvaluating(bool evaluating);
    bool inBackground() const;

    Project *m_project;
    quint64 m_version = 1;
    std::shared_ptr<const Evaluation> m_current;
    int m_evaluations = 0;
    bool m_evaluating = false;
    QTimer m_notify;
    QFutureWatcher<std::shared_ptr<const Evaluation>> m_job;
    std::vector<BackgroundPart> m_backgroundParts;
};

} // namespace verdict
