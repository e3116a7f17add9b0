#include "liveevaluation.h"

#include "core/project.h"

namespace verdict {

LiveEvaluation::LiveEvaluation(Project *project, QObject *parent)
    : QObject(parent)
    , m_project(project)
{
    m_notify.setSingleShot(true);
    m_notify.setInterval(0);
    connect(&m_notify, &QTimer::timeout, this, &LiveEvaluation::changed);
    connect(project, &Project::changed, this, &LiveEvaluation::invalidate);
}

void LiveEvaluation::invalidate()
{
    ++m_version;
    if (!m_notify.isActive())
        m_notify.start();
}

void LiveEvaluation::flush()
{
    if (!m_notify.isActive())
        return;
    m_notify.stop();
    Q_EMIT changed();
}

std::shared_ptr<const Evaluation> LiveEvaluation::current()
{
    if (!isStale())
        return m_current;
    // A snapshot the evaluation keeps: a background job may read its lazy parts while the user edits on.
    auto e = std::make_shared<const Evaluation>(
        evaluate(std::make_shared<const ProjectData>(m_project->data()), EvaluationOptions(), m_version));
    ++m_evaluations;
    m_current = std::move(e);
    return m_current;
}

} // namespace verdict
