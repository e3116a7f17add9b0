#include "document.h"

#include <QFileInfo>

namespace verdict {

Document::Document(ProjectData data, QString fileName, QObject *parent)
    : QObject(parent)
    , m_project(std::move(data))
    , m_fileName(std::move(fileName))
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

void Document::setFileName(const QString &fileName)
{
    if (m_fileName == fileName)
        return;
    m_fileName = fileName;
    Q_EMIT fileNameChanged(fileName);
}

QString Document::displayName() const
{
    return m_fileName.isEmpty() ? tr("Untitled") : QFileInfo(m_fileName).fileName();
}

} // namespace verdict
