#pragma once

#include "core/projectdata.h"
#include "core/references.h"

#include <QUndoCommand>

#include <utility>
#include <vector>

namespace verdict {

class Document;

// Structural commands. Each remove command keeps what it removed (and what the removal cleaned up
// elsewhere) so undo restores the project exactly.

class InsertAlternativeCommand : public QUndoCommand
{
public:
    InsertAlternativeCommand(Document *document, int row, Alternative alternative, std::vector<double> values);
    void redo() override;
    void undo() override;

private:
    Document *m_document;
    int m_row;
    Alternative m_alternative;
    std::vector<double> m_values;
};

class RemoveAlternativeCommand : public QUndoCommand
{
public:
    RemoveAlternativeCommand(Document *document, int row);
    void redo() override;
    void undo() override;

private:
    Document *m_document;
    int m_row;
    Alternative m_alternative;
    std::vector<double> m_values;
    AlternativeReferences m_references; // baseline and term-map entries, removed with it
};

class MoveAlternativeCommand : public QUndoCommand
{
public:
    MoveAlternativeCommand(Document *document, int from, int to);
    void redo() override;
    void undo() override;

private:
    Document *m_document;
    int m_from;
    int m_to;
};

class InsertCriterionCommand : public QUndoCommand
{
public:
    InsertCriterionCommand(Document *document, int column, Criterion criterion, std::vector<double> values,
                           std::vector<double> weights);
    void redo() override;
    void undo() override;

private:
    Document *m_document;
    int m_column;
    Criterion m_criterion;
    std::vector<double> m_values;
    std::vector<double> m_weights;
};

class RemoveCriterionCommand : public QUndoCommand
{
public:
    RemoveCriterionCommand(Document *document, int column);
    void redo() override;
    void undo() override;

private:
    Document *m_document;
    int m_column;
    Criterion m_criterion;
    std::vector<double> m_values;
    std::vector<double> m_weights;    // one per profile
    CriterionReferences m_references; // notes, ordinal/interval/AHP entries, removed with it
};

class MoveCriterionCommand : public QUndoCommand
{
public:
    MoveCriterionCommand(Document *document, int from, int to);
    void redo() override;
    void undo() override;

private:
    Document *m_document;
    int m_from;
    int m_to;
};

class InsertProfileCommand : public QUndoCommand
{
public:
    InsertProfileCommand(Document *document, int index, WeightProfile profile);
    void redo() override;
    void undo() override;

private:
    Document *m_document;
    int m_index;
    WeightProfile m_profile;
    int m_activeBefore = 0;
};

class RemoveProfileCommand : public QUndoCommand
{
public:
    RemoveProfileCommand(Document *document, int index);
    void redo() override;
    void undo() override;

private:
    Document *m_document;
    int m_index;
    WeightProfile m_profile;
    int m_activeBefore = 0;
};

} // namespace verdict
