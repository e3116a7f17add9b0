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

// Removes a criterion id from a profile's ordinal ranking, weight intervals and AHP judgments.
// Returns false if the profile did not mention the criterion.
bool forgetCriterion(WeightProfile &profile, const QString &id)
{
    bool touched = profile.ordinal.removeAll(id) > 0;
    touched = profile.intervals.erase(id) > 0 || touched;
    if (profile.ahp) {
        const qsizetype i = profile.ahp->criteria.indexOf(id);
        if (i >= 0) {
            profile.ahp->criteria.removeAt(i);
            auto &m = profile.ahp->matrix;
            if (std::size_t(i) < m.size())
                m.erase(m.begin() + i);
            for (auto &row : m)
                if (std::size_t(i) < row.size())
                    row.erase(row.begin() + i);
            touched = true;
        }
    }
    return touched;
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
    m_baseline = d.baseline;
    m_termMap = d.termMap;
    std::vector<TermRow> terms = m_termMap;
    bool touched = false;
    for (TermRow &t : terms)
        touched = t.terms.erase(m_alternative.id) > 0 || touched;
    if (touched)
        m_document->project()->setTermMap(terms);
    m_document->applyRemoveAlternative(m_row);
}

void RemoveAlternativeCommand::undo()
{
    m_document->applyInsertAlternative(m_row, m_alternative, m_values);
    Project *p = m_document->project();
    if (p->data().baseline != m_baseline)
        p->setBaseline(m_baseline);
    if (p->data().termMap != m_termMap)
        p->setTermMap(m_termMap);
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

    // Clean up what refers to the criterion by id, keeping the originals for undo.
    m_alternatives.clear();
    m_profiles.clear();
    const QString &id = m_criterion.id;
    for (int r = 0; r < d.alternativeCount(); ++r) {
        const Alternative &a = d.alternatives[std::size_t(r)];
        if (a.provenance.count(id) || a.uncertainty.count(id))
            m_alternatives.emplace_back(r, a);
    }
    for (int i = 0; i < int(d.profiles.size()); ++i) {
        WeightProfile p = d.profiles[std::size_t(i)];
        if (forgetCriterion(p, id))
            m_profiles.emplace_back(i, d.profiles[std::size_t(i)]);
    }
    Project *project = m_document->project();
    for (const auto &[row, original] : m_alternatives) {
        Alternative a = original;
        a.provenance.erase(id);
        a.uncertainty.erase(id);
        project->setAlternative(row, a);
    }
    for (const auto &[index, original] : m_profiles) {
        WeightProfile p = original;
        forgetCriterion(p, id);
        project->setProfile(index, p);
    }
    m_document->applyRemoveCriterion(m_column);
}

void RemoveCriterionCommand::undo()
{
    m_document->applyInsertCriterion(m_column, m_criterion, m_values, m_weights);
    Project *project = m_document->project();
    for (const auto &[row, original] : m_alternatives)
        project->setAlternative(row, original);
    for (const auto &[index, original] : m_profiles)
        project->setProfile(index, original);
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
        m_document->project()->setActiveProfile(m_activeBefore);
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
        m_document->project()->setActiveProfile(m_activeBefore);
}

} // namespace verdict
