#pragma once

#include "commandids.h"

#include "core/matrix.h"

#include <QUndoCommand>

#include <array>
#include <cstring>
#include <functional>
#include <utility>

namespace verdict {

class Document;

namespace detail {
// Equality for merging: two missing values are the same value; other doubles compare bit for bit.
inline bool sameValue(double a, double b)
{
    if (isMissing(a) && isMissing(b))
        return true;
    return std::memcmp(&a, &b, sizeof a) == 0;
}
template<typename T>
bool sameValue(const T &a, const T &b)
{
    return a == b;
}
} // namespace detail

// The one generic "change a value" command: redo applies the new value, undo the old one, through the same
// setter. `key` names the target (row/column, profile/drag session, ...); consecutive commands with the same
// id and key merge (repeated edits of one cell, one slider drag), and a merge that returns to the original
// value makes the command obsolete so the stack drops it.
template<typename T>
class ChangeValue : public QUndoCommand
{
public:
    using Key = std::array<int, 3>;
    using Setter = std::function<void(const T &)>;

    ChangeValue(CommandId id, Key key, T oldValue, T newValue, Setter setter, const QString &text,
                QUndoCommand *parent = nullptr)
        : QUndoCommand(text, parent)
        , m_id(id)
        , m_key(key)
        , m_old(std::move(oldValue))
        , m_new(std::move(newValue))
        , m_setter(std::move(setter))
    {
    }

    void undo() override { m_setter(m_old); }
    void redo() override { m_setter(m_new); }
    int id() const override { return int(m_id); }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *o = dynamic_cast<const ChangeValue<T> *>(other);
        if (!o || o->m_id != m_id || o->m_key != m_key)
            return false;
        m_new = o->m_new;
        setObsolete(detail::sameValue(m_old, m_new));
        return true;
    }

private:
    CommandId m_id;
    Key m_key;
    T m_old;
    T m_new;
    Setter m_setter;
};

} // namespace verdict
