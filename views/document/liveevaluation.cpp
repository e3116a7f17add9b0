#include "liveevaluation.h"

#include "background.h"

#include "core/project.h"

namespace verdict {

LiveEvaluation::LiveEvaluation(Project *project, QObject *parent)
    : QObject(parent)
    , m_project(project)
{
    m_notify.setSingleShot(true);
    m_notify.setInterval(0);
    connect(&m_notify, &QTimer::timeout, this, &LiveEvaluation::dispatch);
    connect(&m_job, &QFutureWatcherBase::finished, this, &LiveEvaluation::backgroundDone);
    connect(project, &Project::changed, this, &LiveEvaluation::invalidate);
}

LiveEvaluation::~LiveEvaluation()
{
    m_job.waitForFinished(); // the job holds only its own snapshot, but finishing keeps shutdown quiet
}

bool LiveEvaluation::inBackground() const
{
    return evaluatesInBackground(m_project->data());
}

void LiveEvaluation::invalidate()
{
    ++m_version;
    if (!m_notify.isActive())
        m_notify.start();
}

void LiveEvaluation::dispatch()
{
    if (!inBackground()) {
        Q_EMIT changed(); // the views' current() evaluates, once
        return;
    }
    setEvaluating(true);
    if (!m_job.isRunning())
        startBackground(); // else backgroundDone() starts the newest state when the running job is done
}

void LiveEvaluation::startBackground()
{
    // The snapshot is the one copy of the project per evaluation; the evaluation keeps it for its lazy parts.
    auto snapshot = std::make_shared<const ProjectData>(m_project->data());
    const quint64 version = m_version;
    // The evaluation shown carries on to the next: after the usual edit (a few values) only what they touch is computed
    // again. It is immutable, so the worker reads it while the views do.
    m_job.setFuture(runInBackground([snapshot = std::move(snapshot), version, parts = m_backgroundParts, last = m_current] {
        auto e = std::make_shared<const Evaluation>(evaluate(snapshot, EvaluationOptions(), version, last.get()));
        for (const BackgroundPart &part : parts)
            part(*e);
        return e;
    }));
}

void LiveEvaluation::backgroundDone()
{
    std::shared_ptr<const Evaluation> e = m_job.result();
    ++m_evaluations;
    if (isStale()) {
        if (e->version() != m_version) {
            // Edited meanwhile: the result describes a state that is gone. Evaluate the newest one (the pending
            // notification does it when it fires).
            if (!m_notify.isActive())
                startBackground();
            releaseInBackground(std::move(e));
            return;
        }
        releaseInBackground(std::exchange(m_current, std::move(e)));
    }
    // Fresh now (this result, or a current() that evaluated synchronously meanwhile): the views are told once.
    setEvaluating(false);
    Q_EMIT changed();
}

void LiveEvaluation::setEvaluating(bool evaluating)
{
    if (m_evaluating == evaluating)
        return;
    m_evaluating = evaluating;
    Q_EMIT evaluatingChanged(evaluating);
}

void LiveEvaluation::flush()
{
    if (!m_notify.isActive())
        return;
    m_notify.stop();
    current();
    Q_EMIT changed();
}

std::shared_ptr<const Evaluation> LiveEvaluation::shown()
{
    if (m_current && isStale() && inBackground())
        return m_current; // its background evaluation is running or about to start
    return current();
}

std::shared_ptr<const Evaluation> LiveEvaluation::current()
{
    if (!isStale())
        return m_current;
    // A snapshot the evaluation keeps: a background job may read its lazy parts while the user edits on.
    auto e = std::make_shared<const Evaluation>(
        evaluate(std::make_shared<const ProjectData>(m_project->data()), EvaluationOptions(), m_version, m_current.get()));
    ++m_evaluations;
    m_current = std::move(e);
    return m_current;
}

} // namespace verdict
