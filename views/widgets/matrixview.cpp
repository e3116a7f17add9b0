#include "matrixview.h"

#include "document/document.h"
#include "models/matrixmodel.h"

#include "document/clipboard.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMimeData>

namespace verdict {

MatrixView::MatrixView(Document *document, QWidget *parent)
    : QTableView(parent)
    , m_document(document)
    , m_model(new MatrixModel(document, this))
{
    setModel(m_model);
    setAccessibleName(tr("Decision matrix"));
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                    | QAbstractItemView::AnyKeyPressed);
    setSelectionMode(QAbstractItemView::ContiguousSelection);
    setWordWrap(false);
    setCornerButtonEnabled(true);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    horizontalHeader()->setDefaultSectionSize(140);
    horizontalHeader()->setSectionsClickable(true);
    horizontalHeader()->setHighlightSections(true);
    verticalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    connect(horizontalHeader(), &QHeaderView::sectionDoubleClicked, this, &MatrixView::editCriterionRequested);
    connect(verticalHeader(), &QHeaderView::sectionDoubleClicked, this, &MatrixView::editAlternativeRequested);
    // Dragging a header reorders the project, not just the view: the header's own move is undone at once
    // and the document moves the criterion or alternative (one undo step), so visual and logical order
    // always agree.
    for (QHeaderView *header : {horizontalHeader(), verticalHeader()}) {
        header->setSectionsMovable(true);
        header->setFirstSectionMovable(true);
        connect(header, &QHeaderView::sectionMoved, this, [this, header](int, int from, int to) {
            {
                const QSignalBlocker blocker(header);
                header->moveSection(to, from);
            }
            if (header->orientation() == Qt::Horizontal)
                moveCriterionTo(from, to);
            else
                moveAlternativeTo(from, to);
        });
    }
}

void MatrixView::moveCriterionTo(int from, int to)
{
    const QModelIndex current = currentIndex();
    m_document->moveCriterion(from, to);
    if (current.isValid() && current.column() == from)
        setCurrentIndex(model()->index(current.row(), to));
}

void MatrixView::moveAlternativeTo(int from, int to)
{
    const QModelIndex current = currentIndex();
    m_document->moveAlternative(from, to);
    if (current.isValid() && current.row() == from)
        setCurrentIndex(model()->index(to, current.column()));
}

QModelIndexList MatrixView::selectedCells() const
{
    QModelIndexList cells = selectionModel() ? selectionModel()->selectedIndexes() : QModelIndexList();
    if (cells.isEmpty() && currentIndex().isValid())
        cells << currentIndex();
    std::sort(cells.begin(), cells.end());
    return cells;
}

namespace {
CellRange boundingRange(const QModelIndexList &cells)
{
    CellRange r;
    if (cells.isEmpty())
        return r;
    r.top = r.bottom = cells.first().row();
    r.left = r.right = cells.first().column();
    for (const QModelIndex &i : cells) {
        r.top = std::min(r.top, i.row());
        r.bottom = std::max(r.bottom, i.row());
        r.left = std::min(r.left, i.column());
        r.right = std::max(r.right, i.column());
    }
    return r;
}
} // namespace

void MatrixView::copy()
{
    const CellRange range = boundingRange(selectedCells());
    if (range.isEmpty())
        return;
    auto *mime = new QMimeData;
    mime->setText(copyAsTsv(m_document->data(), range));
    mime->setHtml(copyAsHtml(m_document->data(), range));
    QGuiApplication::clipboard()->setMimeData(mime);
    Q_EMIT message(tr("Copied %n cell(s).", nullptr, (range.bottom - range.top + 1) * (range.right - range.left + 1)));
}

void MatrixView::paste()
{
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    if (!mime || !mime->hasText()) {
        Q_EMIT message(tr("The clipboard holds no text to paste."));
        return;
    }
    pasteText(mime->text().toUtf8());
}

void MatrixView::pasteText(const QByteArray &text)
{
    const QModelIndexList cells = selectedCells();
    const CellRange range = boundingRange(cells);
    const int row = range.isEmpty() ? 0 : range.top;
    const int column = range.isEmpty() ? 0 : range.left;
    const PastePlan plan = planPaste(m_document->data(), text, row, column);
    if (!plan.ok()) {
        Q_EMIT message(plan.error);
        return;
    }
    applyPaste(*m_document, plan);
    if (!plan.note.isEmpty())
        Q_EMIT message(plan.note);
}

void MatrixView::clearSelection()
{
    const QModelIndexList cells = selectedCells();
    std::vector<std::pair<int, int>> targets;
    for (const QModelIndex &i : cells)
        if ((i.flags() & Qt::ItemIsEditable) && !isMissing(m_document->data().values.at(i.row(), i.column())))
            targets.emplace_back(i.row(), i.column());
    if (targets.empty())
        return;
    m_document->beginMacro(tr("Clear %n cell(s)", nullptr, int(targets.size())));
    for (const auto &[r, c] : targets)
        m_document->setValue(r, c, kMissing);
    m_document->endMacro();
}

void MatrixView::keyPressEvent(QKeyEvent *event)
{
    if (event->matches(QKeySequence::Copy)) {
        copy();
        return event->accept();
    }
    if (event->matches(QKeySequence::Paste)) {
        paste();
        return event->accept();
    }
    if (event->matches(QKeySequence::Delete) || event->key() == Qt::Key_Backspace) {
        if (state() != EditingState) {
            clearSelection();
            return event->accept();
        }
    }
    QTableView::keyPressEvent(event);
}

} // namespace verdict
