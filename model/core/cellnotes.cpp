#include "cellnotes.h"

#include <algorithm>
#include <stdexcept>

namespace verdict {

TableSource::TableSource(QString prefix, std::vector<Column> columns)
    : m_prefix(std::move(prefix))
    , m_columns(std::move(columns))
{
    const auto byId = [](const Column &a, const Column &b) { return a.criterionId < b.criterionId; };
    std::stable_sort(m_columns.begin(), m_columns.end(), byId);
    m_columns.erase(std::unique(m_columns.begin(), m_columns.end(),
                                [](const Column &a, const Column &b) { return a.criterionId == b.criterionId; }),
                    m_columns.end());
}

const TableSource::Column *TableSource::find(const QString &criterionId) const
{
    const auto it = std::lower_bound(m_columns.begin(), m_columns.end(), criterionId,
                                     [](const Column &c, const QString &id) { return c.criterionId < id; });
    return it != m_columns.end() && it->criterionId == criterionId ? &*it : nullptr;
}

QString TableSource::note(const Column &column, int row) const
{
    const QString number = QString::number(row);
    QString note;
    note.reserve(m_prefix.size() + column.letters.size() + number.size());
    note.append(m_prefix).append(column.letters).append(number);
    return note;
}

std::shared_ptr<const TableSource> TableSource::without(const QString &criterionId) const
{
    const std::lock_guard lock(m_mutex);
    auto &made = m_without[criterionId];
    if (!made) {
        std::vector<Column> rest;
        rest.reserve(m_columns.size());
        for (const Column &c : m_columns)
            if (c.criterionId != criterionId)
                rest.push_back(c);
        made = std::make_shared<const TableSource>(m_prefix, std::move(rest));
    }
    return made;
}

void CellNotes::setTable(std::shared_ptr<const TableSource> table, int row)
{
    m_table = std::move(table);
    m_row = row;
}

QString CellNotes::value(const QString &criterionId) const
{
    if (const auto it = m_notes.find(criterionId); it != m_notes.end())
        return it->second;
    if (m_table)
        if (const TableSource::Column *c = m_table->find(criterionId))
            return m_table->note(*c, m_row);
    return {};
}

QString CellNotes::at(const QString &criterionId) const
{
    if (!count(criterionId))
        throw std::out_of_range("no note for this criterion");
    return value(criterionId);
}

std::size_t CellNotes::count(const QString &criterionId) const
{
    return m_notes.count(criterionId) || (m_table && m_table->find(criterionId)) ? 1 : 0;
}

bool CellNotes::empty() const
{
    return m_notes.empty() && (!m_table || m_table->columns().empty());
}

std::size_t CellNotes::size() const
{
    std::size_t n = 0;
    forEachKey([&n](const QString &) { ++n; });
    return n;
}

QString &CellNotes::operator[](const QString &criterionId)
{
    const auto it = m_notes.find(criterionId);
    if (it != m_notes.end())
        return it->second;
    return m_notes.emplace(criterionId, value(criterionId)).first->second;
}

void CellNotes::set(const QString &criterionId, const QString &note)
{
    if (note.isEmpty())
        erase(criterionId);
    else
        m_notes[criterionId] = note;
}

std::size_t CellNotes::erase(const QString &criterionId)
{
    const std::size_t had = count(criterionId);
    m_notes.erase(criterionId);
    if (m_table && m_table->find(criterionId))
        m_table = m_table->without(criterionId);
    return had;
}

CellNotes::Map CellNotes::materialized() const
{
    Map all = m_notes;
    if (m_table)
        for (const TableSource::Column &c : m_table->columns())
            all.try_emplace(all.end(), c.criterionId, m_table->note(c, m_row));
    return all;
}

bool CellNotes::operator==(const CellNotes &other) const
{
    // The same table and row with the same notes as text: equal without making every note. Otherwise what the notes
    // say decides (a table's note copied as text, by operator[], equals the table's).
    if (m_table == other.m_table && (m_row == other.m_row || !m_table) && m_notes == other.m_notes)
        return true;
    return materialized() == other.materialized();
}

} // namespace verdict
