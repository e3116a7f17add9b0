#include "matrixactions.h"

#include "document/document.h"
#include "document/liveevaluation.h"
#include "evaluation/evaluation.h"
#include "widgets/celldialog.h"
#include "widgets/criteriondialog.h"
#include "widgets/matrixview.h"
#include "widgets/valuefunctiondialog.h"
#include "widgets/weightspanel.h"

#include <QAction>
#include <QInputDialog>
#include <QKeySequence>
#include <QMenu>
#include <QScrollBar>

#include <algorithm>

namespace verdict {

MatrixActions::MatrixActions(Document *document, MatrixView *matrix, WeightsPanel *weights, QWidget *window,
                             std::function<void()> beforeTyping)
    : QObject(window)
    , m_document(document)
    , m_matrix(matrix)
    , m_weights(weights)
    , m_window(window)
    , m_beforeTyping(std::move(beforeTyping))
{
}

void MatrixActions::addEditActions(QMenu *edit)
{
    auto addMatrixAction = [this, edit](const QString &text, QKeySequence::StandardKey key, auto slot) {
        QAction *a = edit->addAction(text, m_matrix, slot);
        a->setShortcut(key);
        // Only while the matrix has focus: line edits elsewhere keep their own copy and paste.
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        m_matrix->addAction(a);
        return a;
    };
    addMatrixAction(tr("&Copy"), QKeySequence::Copy, &MatrixView::copy);
    addMatrixAction(tr("&Paste"), QKeySequence::Paste, &MatrixView::paste);
    addMatrixAction(tr("C&lear Cells"), QKeySequence::Delete, &MatrixView::clearSelection);
}

void MatrixActions::fillMatrixMenu(QMenu *matrix)
{
    matrix->addAction(tr("Add &Alternative"), this, &MatrixActions::addAlternative)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    matrix->addAction(tr("Add &Criterion"), this, &MatrixActions::addCriterion)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    // The inline fields and header edits, from the keyboard.
    matrix->addAction(tr("&Type a New Alternative"), this, [this] {
        m_beforeTyping();
        m_matrix->scrollToBottom();
        m_matrix->newAlternativeField()->show(); // pinned over the last row when there is no room after it
        m_matrix->newAlternativeField()->setFocus(Qt::ShortcutFocusReason);
    })->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_A));
    matrix->addAction(tr("T&ype a New Criterion"), this, [this] {
        m_beforeTyping();
        m_matrix->horizontalScrollBar()->setValue(m_matrix->horizontalScrollBar()->maximum());
        m_matrix->newCriterionField()->show();
        m_matrix->newCriterionField()->setFocus(Qt::ShortcutFocusReason);
    })->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_C));
    matrix->addAction(tr("Rename Criterion &Here"), this, [this] {
        if (m_matrix->currentIndex().isValid())
            m_matrix->editHeaderInPlace(m_matrix->currentIndex().column(), MatrixView::HeaderField::Name);
    });
    matrix->addAction(tr("Edit Criterion &Unit Here"), this, [this] {
        if (m_matrix->currentIndex().isValid())
            m_matrix->editHeaderInPlace(m_matrix->currentIndex().column(), MatrixView::HeaderField::Unit);
    })->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_U));
    matrix->addSeparator();
    matrix->addAction(tr("&Rename Alternative…"), this, [this] {
        if (m_matrix->currentIndex().isValid())
            editAlternative(m_matrix->currentIndex().row());
    });
    matrix->addAction(tr("&Edit Criterion…"), this, [this] {
        if (m_matrix->currentIndex().isValid())
            editCriterion(m_matrix->currentIndex().column());
    });
    matrix->addAction(tr("&Value Function…"), this, [this] {
        if (m_matrix->currentIndex().isValid())
            editValueFunction(m_matrix->currentIndex().column());
    })->setStatusTip(tr("Say what each value of the current criterion is worth (0–100) instead of normalising it"));
    matrix->addAction(tr("Toggle &Direction (More / Less Is Better)"), this, [this] {
            if (m_matrix->currentIndex().isValid())
                m_matrix->toggleDirection(m_matrix->currentIndex().column());
        })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    matrix->addAction(tr("Edit Cell &Details (Source, Uncertainty)…"), this, &MatrixActions::editCellSource)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    matrix->addSeparator();
    matrix->addAction(tr("Move Alternative &Up"), this, [this] { moveCurrentAlternative(-1); })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Up));
    matrix->addAction(tr("Move Alternative &Down"), this, [this] { moveCurrentAlternative(1); })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Down));
    matrix->addAction(tr("Move Criterion &Left"), this, [this] { moveCurrentCriterion(-1); })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Left));
    matrix->addAction(tr("Move Criterion Ri&ght"), this, [this] { moveCurrentCriterion(1); })
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Right));
    matrix->addSeparator();
    matrix->addAction(tr("Remove Selected Alternatives"), this, &MatrixActions::removeSelectedAlternatives);
    matrix->addAction(tr("Remove Selected Criteria"), this, &MatrixActions::removeSelectedCriteria);
    matrix->addSeparator();
    matrix->addAction(tr("Set Weights by Ran&king…"), m_weights, &WeightsPanel::askRanking);
    matrix->addAction(tr("Set Weights by Swin&gs…"), m_weights, &WeightsPanel::askSwings);
    matrix->addAction(tr("Set Weights by A&HP…"), m_weights, &WeightsPanel::askAhp);
}

void MatrixActions::editCriterion(int column)
{
    if (column < 0 || column >= m_document->data().criterionCount())
        return;
    CriterionDialog dialog(m_document->data().criteria[std::size_t(column)], m_window, &m_document->data());
    if (dialog.exec() == QDialog::Accepted)
        m_document->setCriterion(column, dialog.criterion(), Project::CriterionProperty::All);
}

void MatrixActions::editValueFunction(int column)
{
    if (column < 0 || column >= m_document->data().criterionCount())
        return;
    const ProjectData &d = m_document->data();
    Criterion c = d.criteria[std::size_t(column)];
    // Every alternative on the curve at its effective value (computed ones too).
    ValueFunctionDialog dialog(c.name, c.unit, c.valueFunction,
                               ValueFunctionDialog::marksOf(d, m_document->evaluation()->current()->scenario().values, column), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    c.valueFunction = dialog.valueFunction();
    m_document->setCriterion(column, c, Project::CriterionProperty::ValueFunction);
}

void MatrixActions::editAlternative(int row)
{
    if (row < 0 || row >= m_document->data().alternativeCount())
        return;
    Alternative a = m_document->data().alternatives[std::size_t(row)];
    bool ok = false;
    const QString name = QInputDialog::getText(m_window, tr("Rename alternative"), tr("Name:"), QLineEdit::Normal, a.name, &ok);
    if (!ok || name.trimmed().isEmpty())
        return;
    a.name = name.trimmed();
    m_document->setAlternative(row, a);
}

void MatrixActions::editCellSource()
{
    const QModelIndex i = m_matrix->currentIndex();
    if (!i.isValid())
        return;
    const ProjectData &d = m_document->data();
    const Alternative &a = d.alternatives[std::size_t(i.row())];
    const Criterion &c = d.criteria[std::size_t(i.column())];
    const auto it = a.uncertainty.find(c.id);
    CellDialog dialog(tr("%1 — %2").arg(a.name, c.name), d.provenance(i.row(), i.column()),
                      it == a.uncertainty.end() ? std::nullopt : std::optional<Uncertainty>(it->second), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const bool noteChanged = dialog.provenance() != d.provenance(i.row(), i.column());
    const bool uncertaintyChanged =
        dialog.uncertainty() != (it == a.uncertainty.end() ? std::nullopt : std::optional<Uncertainty>(it->second));
    if (!noteChanged && !uncertaintyChanged)
        return;
    m_document->beginMacro(tr("Edit cell details"));
    m_document->setProvenance(i.row(), i.column(), dialog.provenance());
    m_document->setUncertainty(i.row(), i.column(), dialog.uncertainty());
    m_document->endMacro();
}

void MatrixActions::addAlternative()
{
    const QModelIndex i = m_matrix->currentIndex();
    const int row = i.isValid() ? i.row() + 1 : m_document->data().alternativeCount();
    m_document->insertAlternative(row);
    m_matrix->setCurrentIndex(m_matrix->model()->index(row, 0));
}

void MatrixActions::addCriterion()
{
    const QModelIndex i = m_matrix->currentIndex();
    const int column = i.isValid() ? i.column() + 1 : m_document->data().criterionCount();
    m_document->insertCriterion(column, Criterion{});
    m_matrix->setCurrentIndex(m_matrix->model()->index(0, column));
}

// The rows (or columns) of the selected cells, each once, last first: removing them in that order keeps the
// indices still to remove valid.
static QList<int> selectedLines(const MatrixView *matrix, bool rows)
{
    QList<int> lines;
    for (const QModelIndex &i : matrix->selectedCells())
        if (const int line = rows ? i.row() : i.column(); !lines.contains(line))
            lines << line;
    std::sort(lines.begin(), lines.end(), std::greater<>());
    return lines;
}

void MatrixActions::removeSelectedAlternatives()
{
    const QList<int> rows = selectedLines(m_matrix, true);
    if (rows.isEmpty())
        return;
    m_document->beginMacro(tr("Remove %n alternative(s)", nullptr, int(rows.size())));
    for (int r : rows)
        m_document->removeAlternative(r);
    m_document->endMacro();
}

void MatrixActions::removeSelectedCriteria()
{
    const QList<int> columns = selectedLines(m_matrix, false);
    if (columns.isEmpty())
        return;
    m_document->beginMacro(tr("Remove %n criteria", nullptr, int(columns.size())));
    for (int c : columns)
        m_document->removeCriterion(c);
    m_document->endMacro();
}

void MatrixActions::moveCurrentAlternative(int delta)
{
    const QModelIndex i = m_matrix->currentIndex();
    if (!i.isValid())
        return;
    const int to = i.row() + delta;
    m_document->moveAlternative(i.row(), to);
    if (to >= 0 && to < m_document->data().alternativeCount())
        m_matrix->setCurrentIndex(m_matrix->model()->index(to, i.column()));
}

void MatrixActions::moveCurrentCriterion(int delta)
{
    const QModelIndex i = m_matrix->currentIndex();
    if (!i.isValid())
        return;
    const int to = i.column() + delta;
    m_document->moveCriterion(i.column(), to);
    if (to >= 0 && to < m_document->data().criterionCount())
        m_matrix->setCurrentIndex(m_matrix->model()->index(i.row(), to));
}

} // namespace verdict
