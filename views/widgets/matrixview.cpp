#include "matrixview.h"

#include "document/document.h"
#include "models/matrixmodel.h"

#include "document/clipboard.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QFrame>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>
#include <QMenu>
#include <QMimeData>

namespace verdict {

MatrixView::MatrixView(Document *document, QWidget *parent)
    : QTableView(parent)
    , m_document(document)
    , m_model(new MatrixModel(document, this))
{
    setModel(m_model);
    setAccessibleName(tr("Decision matrix"));
    // The note beside a computed cell (explainComputedCell): hidden until asked for, gone on the next move.
    m_note = new QFrame(viewport());
    m_note->setObjectName(QStringLiteral("computedCellNote"));
    m_note->setFrameShape(QFrame::StyledPanel);
    m_note->setAutoFillBackground(true);
    m_note->setBackgroundRole(QPalette::ToolTipBase);
    m_note->setAccessibleName(tr("Where this value comes from"));
    m_noteText = new QLabel(m_note);
    m_noteText->setWordWrap(true);
    m_noteText->setTextFormat(Qt::RichText); // every name in it is escaped
    m_noteText->setForegroundRole(QPalette::ToolTipText);
    m_noteButton = new QPushButton(m_note);
    m_noteButton->setAccessibleName(tr("Go to where the value comes from"));
    auto *noteLayout = new QVBoxLayout(m_note);
    noteLayout->addWidget(m_noteText);
    noteLayout->addWidget(m_noteButton, 0, Qt::AlignRight);
    m_note->hide();
    connect(selectionModel(), &QItemSelectionModel::currentChanged, this, [this] { hideNote(); });
    connect(m_noteButton, &QPushButton::clicked, this, [this] {
        const QString attribute = m_noteButton->property("attribute").toString();
        const int row = m_noteButton->property("row").toInt();
        const int column = m_noteButton->property("column").toInt();
        hideNote();
        if (attribute.isEmpty())
            Q_EMIT editCriterionRequested(column);
        else
            Q_EMIT attributeRequested(row, attribute);
    });
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                    | QAbstractItemView::AnyKeyPressed);
    setSelectionMode(QAbstractItemView::ContiguousSelection);
    setWordWrap(false);
    setCornerButtonEnabled(true);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    horizontalHeader()->setDefaultSectionSize(140);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8); // compact rows: more of them in view
    horizontalHeader()->setSectionsClickable(true);
    horizontalHeader()->setHighlightSections(true);
    verticalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    connect(horizontalHeader(), &QHeaderView::sectionDoubleClicked, this, &MatrixView::editCriterionRequested);
    // The column header's context menu: the criterion's direction (one undo step each) and its properties.
    horizontalHeader()->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(horizontalHeader(), &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const int column = horizontalHeader()->logicalIndexAt(pos);
        if (column < 0 || column >= m_document->data().criterionCount())
            return;
        const Criterion &c = m_document->data().criteria[std::size_t(column)];
        QMenu menu(this);
        QAction *more = menu.addAction(tr("▲ More Is Better"));
        QAction *less = menu.addAction(tr("▼ Less Is Better"));
        more->setCheckable(true);
        less->setCheckable(true);
        more->setChecked(c.direction == Direction::Max);
        less->setChecked(c.direction == Direction::Min);
        menu.addSeparator();
        QAction *properties = menu.addAction(tr("&Properties (Name, Unit, Scale, Formula)…"));
        QAction *chosen = menu.exec(horizontalHeader()->mapToGlobal(pos));
        if ((chosen == more && c.direction != Direction::Max) || (chosen == less && c.direction != Direction::Min))
            toggleDirection(column);
        else if (chosen == properties)
            Q_EMIT editCriterionRequested(column);
    });
    // A double-click on a computed cell explains it (it cannot be edited in place).
    connect(this, &QAbstractItemView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.isValid() && !(m_model->flags(index) & Qt::ItemIsEditable))
            explainComputedCell(index);
    });
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

void MatrixView::explainComputedCell(const QModelIndex &index)
{
    const ProjectData &d = m_document->data();
    if (!index.isValid() || index.column() >= d.criterionCount() || index.row() >= d.alternativeCount())
        return;
    const Criterion &c = d.criteria[std::size_t(index.column())];
    if (!c.isFormula())
        return;
    const QString alternative = d.alternatives[std::size_t(index.row())].name;
    // A formula that is one attribute: the value is that attribute's, edited in Scenario ▸ Attributes.
    const QString formula = c.formula.trimmed();
    const int attribute = d.indexOfAttribute(formula);
    QString text;
    if (attribute >= 0) {
        const AttributeDef &def = d.attributes[std::size_t(attribute)];
        text = tr("<b>%1</b> is computed: it is the attribute <i>%2</i> of %3. Change it in Scenario ▸ Attributes.")
                   .arg(c.name.toHtmlEscaped(), (def.name.isEmpty() ? def.id : def.name).toHtmlEscaped(),
                        alternative.toHtmlEscaped());
        m_noteButton->setText(tr("&Go to %1").arg(def.name.isEmpty() ? def.id : def.name));
        m_noteButton->setProperty("attribute", def.id);
    } else {
        text = tr("<b>%1</b> is computed by its formula <code>%2</code> from %3's attributes and the scenario's "
                  "parameters. Change those in the Scenario dock, or the formula in the criterion's properties.")
                   .arg(c.name.toHtmlEscaped(), formula.toHtmlEscaped(), alternative.toHtmlEscaped());
        m_noteButton->setText(tr("&Edit Formula…"));
        m_noteButton->setProperty("attribute", QString());
    }
    m_noteButton->setProperty("row", index.row());
    m_noteButton->setProperty("column", index.column());
    m_noteText->setText(text);
    m_note->setAccessibleDescription(m_noteText->text());
    // Beside the cell: below it when there is room, else above; within the viewport.
    const QRect cell = visualRect(index);
    const int width = std::min(std::max(320, cell.width()), std::max(120, viewport()->width() - 8));
    m_note->setFixedWidth(width);
    m_note->adjustSize();
    int x = std::clamp(cell.left(), 4, std::max(4, viewport()->width() - width - 4));
    int y = cell.bottom() + 2;
    if (y + m_note->height() > viewport()->height())
        y = std::max(0, cell.top() - m_note->height() - 2);
    m_note->move(x, y);
    m_note->show();
    m_note->raise();
    Q_EMIT message(m_noteText->text().remove(QRegularExpression(QStringLiteral("<[^>]*>"))));
}

void MatrixView::toggleDirection(int column)
{
    if (column < 0 || column >= m_document->data().criterionCount())
        return;
    Criterion c = m_document->data().criteria[std::size_t(column)];
    c.direction = c.direction == Direction::Max ? Direction::Min : Direction::Max;
    m_document->setCriterion(column, c, Project::CriterionProperty::Direction);
    Q_EMIT message(c.direction == Direction::Max ? tr("%1: more is better.").arg(c.name) : tr("%1: less is better.").arg(c.name));
}

QString MatrixView::computedCellNote() const
{
    return m_note && m_note->isVisible() ? m_noteText->text() : QString();
}

void MatrixView::hideNote()
{
    if (m_note)
        m_note->hide();
}

void MatrixView::keyPressEvent(QKeyEvent *event)
{
    if ((event->key() == Qt::Key_Tab || event->key() == Qt::Key_Backtab) && (event->modifiers() & Qt::ControlModifier)) {
        Q_EMIT leaveRequested(event->key() == Qt::Key_Tab && !(event->modifiers() & Qt::ShiftModifier));
        return event->accept();
    }
    if (m_note && m_note->isVisible() && event->key() == Qt::Key_Escape) {
        hideNote();
        return event->accept();
    }
    // Typing (or F2 / Enter) on a computed cell: say where the value comes from instead of moving on silently.
    const QModelIndex current = currentIndex();
    const bool typing = !event->text().isEmpty() && event->text().at(0).isPrint() && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier));
    const bool editKey = event->key() == Qt::Key_F2 || event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter;
    if (state() != EditingState && current.isValid() && !(m_model->flags(current) & Qt::ItemIsEditable)
        && (typing || editKey)) {
        explainComputedCell(current);
        return event->accept();
    }
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
