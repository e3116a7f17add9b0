#pragma once

#include "evaluation/evaluation.h"

#include <QObject>
#include <QTimer>

#include <memory>

namespace verdict {

class Project;

// The one evaluation of the project per edit (model/evaluation: a thin cache of the current version's
// Evaluation) that the views share (matrix model, results panel, charts, Monte Carlo panel, exports) instead
// of each evaluating the project itself.
//
// Every change of the project bumps version() and marks the evaluation stale; nothing is computed then. The
// first current() after a change computes it, once, and every other caller gets the same object. changed()
// is emitted once per burst of edits (in the event-loop turn after the last one: a paste of 1,000 cells, or
// an undo macro, is one signal and one evaluation), and views refresh from current() in their slots.
class LiveEvaluation : public QObject
{
    Q_OBJECT

public:
    explicit LiveEvaluation(Project *project, QObject *parent = nullptr);

    // The evaluation of the project as it is now; computed here when stale.
    std::shared_ptr<const Evaluation> current();
    // Bumped on every change of the project.
    quint64 version() const { return m_version; }
    bool isStale() const { return !m_current || m_current->version() != m_version; }
    // Test hook: how many evaluations were computed since construction.
    int evaluationCount() const { return m_evaluations; }
    // Emits changed() now if a change is pending (tests, and a caller that must not wait for the event loop).
    void flush();

Q_SIGNALS:
    // The project changed: the previous evaluation is stale. Once per burst of edits.
    void changed();

private:
    void invalidate();

    Project *m_project;
    quint64 m_version = 1;
    std::shared_ptr<const Evaluation> m_current;
    int m_evaluations = 0;
    QTimer m_notify;
};

} // namespace verdict
