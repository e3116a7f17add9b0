#pragma once

#include <QString>

#include <initializer_list>
#include <map>
#include <memory>
#include <mutex>
#include <vector>

namespace verdict {

// Where the values of an imported table came from: "pricing.xlsx, Prices!" and each criterion's column letters.
// One is shared by every row of the table, so that an imported 10,000 × 200 sheet does not hold two million notes;
// a row's note is made when it is asked for ("pricing.xlsx, Prices!C4"). Immutable once made: forgetting a
// criterion gives another table (made once, shared by every row that forgets it).
class TableSource
{
public:
    struct Column
    {
        QString criterionId;
        QString letters; // "C"
    };
    // `columns` in any order; a criterion named twice keeps its first column.
    TableSource(QString prefix, std::vector<Column> columns);

    const QString &prefix() const { return m_prefix; }
    const std::vector<Column> &columns() const { return m_columns; } // sorted by criterion id
    const Column *find(const QString &criterionId) const;
    QString note(const Column &column, int row) const;
    // This table without one criterion's column; the same object each time it is asked for the same one.
    std::shared_ptr<const TableSource> without(const QString &criterionId) const;

private:
    QString m_prefix;
    std::vector<Column> m_columns;
    mutable std::mutex m_mutex;
    mutable std::map<QString, std::shared_ptr<const TableSource>> m_without;
};

// An alternative's notes on its values, keyed by criterion id: where each value came from, or "assumption".
// Behaves as a map from criterion id to note, with an empty note meaning none. A note the user gave is kept as text;
// an imported table's notes are made from its TableSource when read. Reading is safe from several threads at once.
class CellNotes
{
public:
    using Map = std::map<QString, QString>;

    CellNotes() = default;
    CellNotes(Map notes) : m_notes(std::move(notes)) {}
    CellNotes(std::initializer_list<Map::value_type> notes) : m_notes(notes) {}

    // Every criterion of `table` gets its note from the table at sheet row `row`, unless a note is set here.
    void setTable(std::shared_ptr<const TableSource> table, int row);

    QString value(const QString &criterionId) const; // empty: none
    QString at(const QString &criterionId) const;    // as value(), but throws std::out_of_range where there is none
    std::size_t count(const QString &criterionId) const;
    bool empty() const;
    std::size_t size() const;

    QString &operator[](const QString &criterionId); // the note, made editable (an imported one becomes text)
    void set(const QString &criterionId, const QString &note); // empty: erase
    std::size_t erase(const QString &criterionId);

    // Every note, as text, in criterion id order.
    Map materialized() const;
    // Calls f(criterionId) for every criterion with a note, without making the notes.
    template<typename F>
    void forEachKey(F f) const
    {
        for (const auto &[id, note] : m_notes)
            f(id);
        if (m_table)
            for (const TableSource::Column &c : m_table->columns())
                if (!m_notes.count(c.criterionId))
                    f(c.criterionId);
    }

    bool operator==(const CellNotes &other) const;

private:
    Map m_notes; // given as text; they take precedence over the table's
    std::shared_ptr<const TableSource> m_table;
    int m_row = 0;
};

} // namespace verdict
