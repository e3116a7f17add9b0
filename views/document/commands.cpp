#include "commands.h"

#include "document.h"

#include <QCoreApplication>

#include <algorithm>

namespace verdict {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("verdict::Commands", text);
}
} // namespace

// --- alternatives ---

InsertAlternativeCommand::InsertAlternativeCommand(Document *document, int row, Alternative alternative,
                                                   std::vector<double> values)
    : QUndoCommand(tr("Add alternative “%1”").arg(alternative.name))
    , m_document(document)
    , m_row(row)
    , m_alternative(std::move(alternative))
    , m_values(std::move(values))
{
}

void InsertAlternativeCommand::redo()
{
    m_document->applyInsertAlternative(m_row, m_alternative, m_values);
}

void InsertAlternativeCommand::undo()
{
    m_document->applyRemoveAlternative(m_row);
}

RemoveAlternativeCommand::RemoveAlternativeCommand(Document *document, int row)
    : QUndoCommand(tr("Remove alternative “%1”").arg(document->data().alternatives.at(std::size_t(row)).name))
    , m_document(document)
    , m_row(row)
{
}

void RemoveAlternativeCommand::redo()
{
    const ProjectData &d = m_document->data();
    m_alternative = d.alternatives.at(std::size_t(m_row));
    m_values = d.values.rowValues(m_row);
    m_references = m_document->applyForgetAlternativeReferences(m_row);
    m_document->applyRemoveAlternative(m_row);
}

void RemoveAlternativeCommand::undo()
{
    m_document->applyInsertAlternative(m_row, m_alternative, m_values);
    m_document->applyRestoreAlternativeReferences(m_row, m_references);
}

MoveAlternativeCommand::MoveAlternativeCommand(Document *document, int from, int to)
    : QUndoCommand(tr("Move alternative “%1”").arg(document->data().alternatives.at(std::size_t(from)).name))
    , m_document(document)
    , m_from(from)
    , m_to(to)
{
}

void MoveAlternativeCommand::redo()
{
    m_document->applyMoveAlternative(m_from, m_to);
}

void MoveAlternativeCommand::undo()
{
    m_document->applyMoveAlternative(m_to, m_from);
}

// --- criteria ---

InsertCriterionCommand::InsertCriterionCommand(Document *document, int column, Criterion criterion,
                                               std::vector<double> values, std::vector<double> weights)
    : QUndoCommand(tr("Add criterion “%1”").arg(criterion.name))
    , m_document(document)
    , m_column(column)
    , m_criterion(std::move(criterion))
    , m_values(std::move(values))
    , m_weights(std::move(weights))
{
}

void InsertCriterionCommand::redo()
{
    m_document->applyInsertCriterion(m_column, m_criterion, m_values, m_weights);
}

void InsertCriterionCommand::undo()
{
    m_document->applyRemoveCriterion(m_column);
}

RemoveCriterionCommand::RemoveCriterionCommand(Document *document, int column)
    : QUndoCommand(tr("Remove criterion “%1”").arg(document->data().criteria.at(std::size_t(column)).name))
    , m_document(document)
    , m_column(column)
{
}

void RemoveCriterionCommand::redo()
{
    const ProjectData &d = m_document->data();
    m_criterion = d.criteria.at(std::size_t(m_column));
    m_values = d.values.columnValues(m_column);
    m_weights.clear();
    for (const WeightProfile &p : d.profiles)
        m_weights.push_back(std::size_t(m_column) < p.weights.size() ? p.weights[std::size_t(m_column)] : 0.0);
    m_references = m_document->applyForgetCriterionReferences(m_column);
    m_document->applyRemoveCriterion(m_column);
}

void RemoveCriterionCommand::undo()
{
    m_document->applyInsertCriterion(m_column, m_criterion, m_values, m_weights);
    m_document->applyRestoreCriterionReferences(m_references);
}

MoveCriterionCommand::MoveCriterionCommand(Document *document, int from, int to)
    : QUndoCommand(tr("Move criterion “%1”").arg(document->data().criteria.at(std::size_t(from)).name))
    , m_document(document)
    , m_from(from)
    , m_to(to)
{
}

void MoveCriterionCommand::redo()
{
    m_document->applyMoveCriterion(m_from, m_to);
}

void MoveCriterionCommand::undo()
{
    m_document->applyMoveCriterion(m_to, m_from);
}

// --- profiles ---

InsertProfileCommand::InsertProfileCommand(Document *document, int index, WeightProfile profile)
    : QUndoCommand(tr("Add profile “%1”").arg(profile.name))
    , m_document(document)
    , m_index(index)
    , m_profile(std::move(profile))
{
}

void InsertProfileCommand::redo()
{
    m_activeBefore = m_document->data().activeProfile;
    m_document->applyInsertProfile(m_index, m_profile);
}

void InsertProfileCommand::undo()
{
    m_document->applyRemoveProfile(m_index);
    if (m_document->data().activeProfile != m_activeBefore)
        m_document->applySetActiveProfile(m_activeBefore);
}

RemoveProfileCommand::RemoveProfileCommand(Document *document, int index)
    : QUndoCommand(tr("Remove profile “%1”").arg(document->data().profiles.at(std::size_t(index)).name))
    , m_document(document)
    , m_index(index)
{
}

void RemoveProfileCommand::redo()
{
    m_profile = m_document->data().profiles.at(std::size_t(m_index));
    m_activeBefore = m_document->data().activeProfile;
    m_document->applyRemoveProfile(m_index);
}

void RemoveProfileCommand::undo()
{
    m_document->applyInsertProfile(m_index, m_profile);
    if (m_document->data().activeProfile != m_activeBefore)
        m_document->applySetActiveProfile(m_activeBefore);
}

} // namespace verdict
