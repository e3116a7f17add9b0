#pragma once

#include "core/project.h"

#include <QObject>
#include <QUndoStack>

namespace verdict {

// A document owns the project, its file name and the undo stack. "Modified" is derived from the stack's
// clean state, never kept as a separate flag.
class Document : public QObject
{
    Q_OBJECT

public:
    explicit Document(ProjectData data = makeEmptyProject(), QString fileName = {}, QObject *parent = nullptr);

    Project *project() { return &m_project; }
    const Project *project() const { return &m_project; }
    const ProjectData &data() const { return m_project.data(); }
    QUndoStack *undoStack() { return &m_undoStack; }

    QString fileName() const { return m_fileName; }
    void setFileName(const QString &fileName);
    bool isModified() const { return !m_undoStack.isClean(); }
    QString displayName() const; // file name without the directory, or "Untitled"

Q_SIGNALS:
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);

private:
    Project m_project;
    QUndoStack m_undoStack;
    QString m_fileName;
};

} // namespace verdict
