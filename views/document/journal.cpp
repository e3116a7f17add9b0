#include "journal.h"

#include "background.h"
#include "document.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QThreadPool>
#include <QUndoCommand>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

namespace verdict {

namespace {

// One thread for every journal's file work, so removing and appending happen in the order they were asked for.
QThreadPool &journalThread()
{
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool;
        p->setMaxThreadCount(1);
        p->setExpiryTimeout(-1);
        return p;
    }();
    return *pool;
}

bool sameValue(double a, double b)
{
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

} // namespace

EditJournal::EditJournal(Document *document, QString path, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_path(std::move(path))
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(kFlushMs);
    connect(&m_timer, &QTimer::timeout, this, &EditJournal::write);
    // A change that no move of the undo history followed (a step that merged without saying so, a derived change)
    // is recorded once the event loop turns, so it is never held back until the next edit.
    m_settle.setSingleShot(true);
    m_settle.setInterval(0);
    connect(&m_settle, &QTimer::timeout, this, [this] {
        if (m_active && (m_structural || !m_cells.empty()))
            queue(takeChanges(JournalRecord::Kind::Amend));
    });
    connect(document->project(), &Project::valueChanged, this, &EditJournal::onValueChanged);
    connect(document->project(), &Project::changed, this, &EditJournal::onChanged);
    connect(document->undoStack(), &QUndoStack::indexChanged, this, &EditJournal::onIndexChanged);
}

EditJournal::~EditJournal()
{
    write();
    m_write.waitForFinished(); // at shutdown only
}

void EditJournal::start(bool writeNow)
{
    remove();
    QUndoStack *stack = m_document->undoStack();
    m_active = true;
    m_base = m_document->data();
    m_cells.clear();
    m_structural = false;
    m_valueSignals = 0;
    m_realIndex = stack->index();
    // The steps already in the undo history are from before the journal: it cannot undo or redo them.
    m_known.assign(std::size_t(stack->count()), nullptr);
    m_stateAt.assign(std::size_t(stack->count()) + 1, -1);
    m_stateAt[std::size_t(m_realIndex)] = 0;
    m_journalIndex = 0;
    m_journalCount = 0;
    m_edits = 0;
    m_fileStarted = false;
    if (writeNow) {
        startFile();
        m_timer.start();
    }
}

void EditJournal::remove()
{
    m_active = false;
    m_pending.clear();
    m_timer.stop();
    const QString path = m_path;
    m_write = QtConcurrent::run(&journalThread(), [path] { QFile::remove(path); });
}

void EditJournal::flush()
{
    write();
    m_write.waitForFinished();
}

void EditJournal::onValueChanged(int row, int column)
{
    if (!m_active)
        return;
    m_cells.emplace(row, column);
    ++m_valueSignals;
}

void EditJournal::onChanged()
{
    if (!m_active)
        return;
    if (m_valueSignals == 0)
        m_structural = true; // a change of anything but a cell's value
    m_valueSignals = 0;
    if (!m_settle.isActive())
        m_settle.start();
}

void EditJournal::startFile()
{
    if (m_fileStarted || !m_base)
        return;
    JournalRecord base;
    base.kind = JournalRecord::Kind::Base;
    base.text = m_document->fileName(); // where the document lives, for the restore
    base.project = std::move(m_base);
    base.at = QDateTime::currentDateTimeUtc();
    m_base.reset();
    m_pending.push_back(std::move(base));
    m_fileStarted = true;
}

JournalRecord EditJournal::takeChanges(JournalRecord::Kind kind)
{
    JournalRecord r;
    r.kind = kind;
    r.at = QDateTime::currentDateTimeUtc();
    const ProjectData &d = m_document->data();
    if (m_structural) {
        r.project = d; // the whole project after it: a copy here, written on the journal's thread
    } else {
        for (const auto &[row, column] : m_cells)
            if (row < d.alternativeCount() && column < d.criterionCount())
                r.cells.push_back({row, column, d.values.at(row, column)});
    }
    m_cells.clear();
    m_structural = false;
    return r;
}

void EditJournal::onIndexChanged(int index)
{
    const int from = m_realIndex;
    m_realIndex = index;
    if (!m_active)
        return;
    QUndoStack *stack = m_document->undoStack();
    const bool changed = m_structural || !m_cells.empty();
    const auto stateAt = [this](int i) { return i >= 0 && std::size_t(i) < m_stateAt.size() ? m_stateAt[std::size_t(i)] : -1; };
    const bool pushed = index == from + 1
                        && (std::size_t(index - 1) >= m_known.size() || m_known[std::size_t(index - 1)] != stack->command(index - 1));

    if (index == from && !pushed) {
        if (!changed)
            return;
        // The last step grew (merged with the next edit): what it changed since.
        queue(takeChanges(JournalRecord::Kind::Amend));
        return;
    }
    const int target = stateAt(index);
    if (!pushed && target >= 0 && target <= m_journalCount) {
        // Undo or redo to a state the journal has: a move of its index.
        m_cells.clear();
        m_structural = false;
        m_journalIndex = target;
        JournalRecord r;
        r.kind = JournalRecord::Kind::Index;
        r.index = target;
        r.at = QDateTime::currentDateTimeUtc();
        queue(std::move(r));
        return;
    }
    // A new step: a pushed edit, or a move the journal cannot express as one of its own (recorded with its result).
    JournalRecord r = takeChanges(JournalRecord::Kind::Push);
    r.text = index > 0 ? stack->text(index - 1) : tr("Undo");
    m_journalIndex += 1;
    m_journalCount = m_journalIndex; // its redo branch is gone
    for (int &j : m_stateAt)
        if (j >= m_journalIndex)
            j = -1;
    m_known.resize(std::size_t(stack->count()), nullptr);
    m_stateAt.resize(std::size_t(stack->count()) + 1, -1);
    if (pushed) {
        m_known[std::size_t(index - 1)] = stack->command(index - 1);
        for (std::size_t i = std::size_t(index); i < m_stateAt.size(); ++i)
            m_stateAt[i] = -1;
    }
    m_stateAt[std::size_t(index)] = m_journalIndex;
    ++m_edits;
    queue(std::move(r));
}

void EditJournal::queue(JournalRecord record)
{
    startFile();
    // An amendment of a step not written yet joins it: a slider drag is one record a flush, not one per pixel.
    if (record.kind == JournalRecord::Kind::Amend && !m_pending.empty()
        && (m_pending.back().kind == JournalRecord::Kind::Push || m_pending.back().kind == JournalRecord::Kind::Amend)) {
        JournalRecord &last = m_pending.back();
        if (record.project) {
            last.project = std::move(record.project);
            last.cells.clear();
        } else if (last.project) {
            for (const JournalRecord::Cell &c : record.cells)
                last.project->values.set(c.row, c.column, c.value);
        } else {
            for (const JournalRecord::Cell &c : record.cells) {
                auto it = std::find_if(last.cells.begin(), last.cells.end(),
                                       [&c](const JournalRecord::Cell &x) { return x.row == c.row && x.column == c.column; });
                if (it == last.cells.end())
                    last.cells.push_back(c);
                else
                    it->value = c.value;
            }
        }
        last.at = record.at;
    } else {
        m_pending.push_back(std::move(record));
    }
    if (!m_timer.isActive())
        m_timer.start();
}

void EditJournal::write()
{
    if (m_pending.empty())
        return;
    std::vector<JournalRecord> records = std::move(m_pending);
    m_pending.clear();
    const QString path = m_path;
    // Encoded (a snapshot's project serialised) and appended on the journal's thread, in order; flushed to the
    // operating system, which keeps it through a kill of this process. The thread gives way to the GUI thread: the
    // first record of a 10,000 × 200 project is its whole matrix as text, about 0.2 s of a core, and at equal
    // priority it slowed the edits of that moment to 0.2–0.35 s (docs/performance.md).
    m_write = QtConcurrent::run(&journalThread(), [path, records = std::move(records)] {
        giveWayToInterface();
        QByteArray bytes;
        bool fresh = false;
        for (const JournalRecord &r : records) {
            if (r.kind == JournalRecord::Kind::Base) {
                fresh = true;
                bytes.clear();
                bytes += journalHeader();
            }
            bytes += encodeJournalRecord(r);
        }
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        if (!file.open(fresh ? QIODevice::WriteOnly | QIODevice::Truncate : QIODevice::WriteOnly | QIODevice::Append))
            return;
        file.write(bytes);
        file.flush();
    });
}

// --- replay ---

namespace {

// A recovered edit: the project before and after it, as cells or as the whole project.
class RestoredEdit : public QUndoCommand
{
public:
    RestoredEdit(Document *document, const QString &text)
        : QUndoCommand(text)
        , m_document(document)
    {
    }

    struct Cell
    {
        int row, column;
        double before, after;
    };
    std::vector<Cell> cells;
    std::optional<ProjectData> before, after;

    void redo() override
    {
        if (after)
            m_document->applyState(*after);
        else
            for (const Cell &c : cells)
                m_document->applyValue(c.row, c.column, c.after);
    }
    void undo() override
    {
        if (before)
            m_document->applyState(*before);
        else
            for (auto it = cells.rbegin(); it != cells.rend(); ++it)
                m_document->applyValue(it->row, it->column, it->before);
    }

private:
    Document *m_document;
};

bool cellsFit(const ProjectData &d, const std::vector<JournalRecord::Cell> &cells)
{
    for (const JournalRecord::Cell &c : cells)
        if (c.row >= d.alternativeCount() || c.column >= d.criterionCount())
            return false;
    return true;
}

} // namespace

bool replayJournal(Document &document, const std::vector<JournalRecord> &records, QString *why)
{
    const auto fail = [why](const QString &reason) {
        if (why)
            *why = reason;
        return false;
    };
    QUndoStack *stack = document.undoStack();
    for (std::size_t i = 0; i < records.size(); ++i) {
        const JournalRecord &r = records[i];
        const QString where = QStringLiteral("record %1: ").arg(i + 1);
        switch (r.kind) {
        case JournalRecord::Kind::Base:
            if (i != 0)
                return fail(where + QStringLiteral("a second start"));
            if (r.project)
                document.applyState(*r.project);
            break;
        case JournalRecord::Kind::Push: {
            if (!r.project && !cellsFit(document.data(), r.cells))
                return fail(where + QStringLiteral("a cell outside the matrix"));
            auto *edit = new RestoredEdit(&document, r.text);
            if (r.project) {
                edit->before = document.data();
                edit->after = *r.project;
            } else {
                for (const JournalRecord::Cell &c : r.cells)
                    edit->cells.push_back({c.row, c.column, document.data().values.at(c.row, c.column), c.value});
            }
            stack->push(edit);
            break;
        }
        case JournalRecord::Kind::Amend: {
            auto *top = stack->index() > 0 ? dynamic_cast<RestoredEdit *>(const_cast<QUndoCommand *>(stack->command(stack->index() - 1)))
                                           : nullptr;
            if (!r.project && !cellsFit(document.data(), r.cells))
                return fail(where + QStringLiteral("a cell outside the matrix"));
            if (!top) { // a change before any step: part of where the journal starts
                if (r.project)
                    document.applyState(*r.project);
                for (const JournalRecord::Cell &c : r.cells)
                    document.applyValue(c.row, c.column, c.value);
            } else if (r.project) {
                if (!top->before) { // cells so far: the state before them, whole
                    ProjectData before = document.data();
                    for (auto it = top->cells.rbegin(); it != top->cells.rend(); ++it)
                        before.values.set(it->row, it->column, it->before);
                    top->before = std::move(before);
                    top->cells.clear();
                }
                top->after = *r.project;
                document.applyState(*r.project);
            } else if (top->after) {
                for (const JournalRecord::Cell &c : r.cells) {
                    top->after->values.set(c.row, c.column, c.value);
                    document.applyValue(c.row, c.column, c.value);
                }
            } else {
                for (const JournalRecord::Cell &c : r.cells) {
                    auto it = std::find_if(top->cells.begin(), top->cells.end(),
                                           [&c](const RestoredEdit::Cell &x) { return x.row == c.row && x.column == c.column; });
                    if (it == top->cells.end())
                        top->cells.push_back({c.row, c.column, document.data().values.at(c.row, c.column), c.value});
                    else
                        it->after = c.value;
                    if (!sameValue(document.data().values.at(c.row, c.column), c.value))
                        document.applyValue(c.row, c.column, c.value);
                }
            }
            break;
        }
        case JournalRecord::Kind::Index:
            if (r.index < 0 || r.index > stack->count())
                return fail(where + QStringLiteral("an undo step that is not there"));
            stack->setIndex(r.index);
            break;
        }
    }
    return true;
}

} // namespace verdict
