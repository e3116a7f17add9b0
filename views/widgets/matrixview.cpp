#include "matrixview.h"

#include <algorithm>

#include "document/document.h"
#include "models/matrixmodel.h"

#include "document/clipboard.h"

#include "core/criteriontitle.h"
#include "widgets/dialogs.h"
#include "widgets/groupheader.h"
#include "widgets/groupmenu.h"

#include "core/ids.h"
#include "core/valuetree.h"

#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QInputDialog>
#include <QItemSelectionModel>
#include <QFrame>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyle>
#include <QTextDocumentFragment>
#include <QVBoxLayout>
#include <QMenu>
#include <QMimeData>

namespace verdict {

MatrixView::MatrixView(Document *document, QWidget *parent)
    : QTableView(parent)
    , m_document(document)
    , m_model(new MatrixModel(document, this))
{
    setHorizontalHeader(new GroupHeader(MatrixModel::GroupRole, this)); // the value tree's groups above the criteria
    setModel(m_model);
    setAccessibleName(tr("Decision matrix"));
    QMetaObject::invokeMethod(this, &MatrixView::fitColumnsToHeaders, Qt::QueuedConnection);
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
    connect(m_model, &MatrixModel::editRejected, this, [this](const QString &text, const QModelIndex &index) {
        // After the editor has closed (it may still be on the cell now).
        QMetaObject::invokeMethod(this, [this, text, index = QPersistentModelIndex(index)] {
            if (index.isValid())
                showRefusal(index, text);
        }, Qt::QueuedConnection);
    });
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
    // The inline fields that build the matrix: after the last row (in the names column) and the last column (in
    // the header row).
    m_newAlternative = new QLineEdit(this);
    m_newAlternative->setObjectName(QStringLiteral("newAlternativeField"));
    m_newAlternative->setPlaceholderText(tr("+ New alternative"));
    m_newAlternative->setAccessibleName(tr("New alternative: type its name and press Enter"));
    m_newAlternative->setToolTip(tr("Type a name and press Enter to add an alternative (a row)."));
    m_newCriterion = new QLineEdit(this);
    m_newCriterion->setObjectName(QStringLiteral("newCriterionField"));
    m_newCriterion->setPlaceholderText(tr("+ New criterion"));
    m_newCriterion->setAccessibleName(tr("New criterion: type its name, and a unit in brackets, and press Enter"));
    m_newCriterion->setToolTip(tr("Type a name and press Enter to add a criterion (a column), e.g. \"Cost ($/month)\".\n"
                                  "Costs, prices, latency, time, effort and risk start as \"less is better\"."));
    for (QLineEdit *field : {m_newAlternative, m_newCriterion}) {
        field->setFrame(true);
        field->installEventFilter(this);
    }
    // A field pinned over the last row or column while it has the focus goes when the focus does.
    m_focusWatch = connect(qApp, &QApplication::focusChanged, this, [this](QWidget *old, QWidget *now) {
        if (old == m_newAlternative || old == m_newCriterion || now == m_newAlternative || now == m_newCriterion)
            placeInlineFields();
    });
    connect(m_newAlternative, &QLineEdit::returnPressed, this, [this] {
        if (!addAlternativeFromField())
            goToFirstEmptyCell();
    });
    connect(m_newCriterion, &QLineEdit::returnPressed, this, [this] {
        if (!addCriterionFromField())
            goToFirstEmptyCell();
    });
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved,
                        &QAbstractItemModel::columnsInserted, &QAbstractItemModel::columnsRemoved})
        connect(m_model, signal, this, [this] {
            QMetaObject::invokeMethod(this, &MatrixView::fitColumnsToHeaders, Qt::QueuedConnection);
            QMetaObject::invokeMethod(this, &MatrixView::placeInlineFields, Qt::QueuedConnection);
        });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        QMetaObject::invokeMethod(this, &MatrixView::fitColumnsToHeaders, Qt::QueuedConnection);
        QMetaObject::invokeMethod(this, &MatrixView::placeInlineFields, Qt::QueuedConnection);
    });
    connect(m_model, &QAbstractItemModel::headerDataChanged, this, [this](Qt::Orientation orientation) {
        if (orientation == Qt::Horizontal) // a row's name or marks do not change a column's width
            QMetaObject::invokeMethod(this, &MatrixView::fitColumnsToHeaders, Qt::QueuedConnection);
        QMetaObject::invokeMethod(this, &MatrixView::placeInlineFields, Qt::QueuedConnection);
    });
    verticalHeader()->setMinimumWidth(fontMetrics().averageCharWidth() * 16); // room for "+ New alternative"

    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                    | QAbstractItemView::AnyKeyPressed);
    setSelectionMode(QAbstractItemView::ContiguousSelection);
    setWordWrap(false);
    setTextElideMode(Qt::ElideMiddle);
    setCornerButtonEnabled(true);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    horizontalHeader()->setDefaultSectionSize(fontMetrics().averageCharWidth() * 10); // widened to fit (fitColumnsToHeaders)
    horizontalHeader()->setDefaultAlignment(Qt::AlignCenter); // a two-line header centred on its column
    // Names are elided in the middle by the model (MatrixModel::setRowNameChars, from the view's width in
    // resizeEvent; the whole name is in the tooltip): the names column never takes the room of the numbers (a
    // 48-character name once left 2 of 8 columns in view at 1280 × 720).
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 4); // compact rows: more of them in view
    // The header row keeps its height with no column yet: "+ New criterion" sits in it (an empty matrix once had a
    // header 0 pixels tall, and the field the status bar pointed to could not be seen).
    horizontalHeader()->setMinimumHeight(verticalHeader()->defaultSectionSize() + 4);
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
        QAction *rename = menu.addAction(tr("Re&name Here"));
        QAction *unit = menu.addAction(tr("Edit &Unit Here"));
        QAction *function = menu.addAction(c.valueFunction ? tr("&Value Function (%1 points)…").arg(c.valueFunction->knots().size())
                                                           : tr("&Value Function…"));
        QAction *properties = menu.addAction(tr("&Properties (Name, Unit, Scale, Formula)…"));
        menu.addSeparator();
        addGroupMenu(&menu, column);
        QAction *chosen = menu.exec(horizontalHeader()->mapToGlobal(pos));
        if ((chosen == more && c.direction != Direction::Max) || (chosen == less && c.direction != Direction::Min))
            toggleDirection(column);
        else if (chosen == rename)
            editHeaderInPlace(column, HeaderField::Name);
        else if (chosen == unit)
            editHeaderInPlace(column, HeaderField::Unit);
        else if (chosen == properties)
            Q_EMIT editCriterionRequested(column);
        else if (chosen == function)
            Q_EMIT valueFunctionRequested(column);
    });
    // A double-click on a computed cell explains it (it cannot be edited in place).
    connect(this, &QAbstractItemView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.isValid() && !(m_model->flags(index) & Qt::ItemIsEditable))
            explainComputedCell(index);
    });
    connect(verticalHeader(), &QHeaderView::sectionDoubleClicked, this, &MatrixView::editAlternativeRequested);
    for (QHeaderView *header : {horizontalHeader(), verticalHeader()}) {
        connect(header, &QHeaderView::sectionResized, this, &MatrixView::placeInlineFields);
        connect(header, &QHeaderView::geometriesChanged, this, &MatrixView::placeInlineFields);
    }
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

MatrixView::~MatrixView()
{
    // Focus moves while the children are deleted; the handler must not run on a half-destroyed view.
    disconnect(m_focusWatch);
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

// The widest line of a text that may have several ("Migration cost" over "($) ▼").
int widestLine(const QFontMetrics &metrics, const QString &text)
{
    int widest = 0;
    for (const QStringView line : QStringView(text).split(u'\n'))
        widest = std::max(widest, metrics.horizontalAdvance(line.toString()));
    return widest;
}

// How many rows' numbers a column is fitted to (the first ones; the rest are like them, and 10,000 rows would cost).
constexpr int kRowsMeasured = 40;

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
    PastePlan plan = planPaste(m_document->data(), text, row, column);
    // A block that writes numbers both ways: the person says which, never a guess.
    if (!plan.conventionQuestion.isEmpty()) {
        const std::optional<bool> comma = dialogs::chooseDecimalComma(this, plan.conventionQuestion);
        if (!comma) {
            Q_EMIT message(tr("Paste cancelled: nothing changed."));
            return;
        }
        plan = planPaste(m_document->data(), text, row, column, *comma ? NumberConvention::comma() : NumberConvention::point());
    }
    if (!plan.ok()) {
        Q_EMIT message(plan.error);
        return;
    }
    // A whole table without a direction row: one question, which columns are costs (cost-like names ticked).
    if (plan.table && !plan.directionsGiven && plan.table->criterionCount() > 0
        && !dialogs::askWhichAreCosts(this, plan.table->criteria)) {
        Q_EMIT message(tr("Paste cancelled: nothing changed."));
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
        m_noteButton->setText(tr("&Go to %1").arg(dialogs::menuText(def.name.isEmpty() ? def.id : def.name)));
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
    m_noteButton->show();
    showNote(index, text);
}

void MatrixView::showRefusal(const QModelIndex &index, const QString &message)
{
    // A refused edit says why beside the cell (and in the status bar), until the next move.
    m_noteButton->hide();
    showNote(index, message.toHtmlEscaped());
}

void MatrixView::showNote(const QModelIndex &index, const QString &text)
{
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
    Q_EMIT message(QTextDocumentFragment::fromHtml(text).toPlainText()); // the same words, entities decoded
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

bool MatrixView::addAlternativeFromField()
{
    const QString name = m_newAlternative->text().simplified();
    if (name.isEmpty())
        return false;
    m_document->insertAlternative(m_document->data().alternativeCount(), name);
    m_newAlternative->clear();
    Q_EMIT message(tr("Added the alternative %1. Type the next name, or press Enter on the empty field to fill in its values.").arg(name));
    return true;
}

bool MatrixView::addCriterionFromField()
{
    const CriterionTitle title = readCriterionTitle(m_newCriterion->text());
    if (title.name.isEmpty())
        return false;
    Criterion criterion;
    criterion.name = title.name;
    criterion.unit = title.unit;
    criterion.direction = title.direction;
    m_document->insertCriterion(m_document->data().criterionCount(), criterion);
    m_newCriterion->clear();
    Q_EMIT message(title.costLike
                       ? tr("Added %1: less is better, from its name. Ctrl+Shift+D or the column header's menu flips it.").arg(title.name)
                       : tr("Added %1: more is better. Ctrl+Shift+D or the column header's menu flips it.").arg(title.name));
    return true;
}

QModelIndex MatrixView::firstEmptyCell() const
{
    for (int r = 0; r < m_model->rowCount(); ++r)
        for (int c = 0; c < m_model->columnCount(); ++c) {
            const QModelIndex i = m_model->index(r, c);
            if ((m_model->flags(i) & Qt::ItemIsEditable) && i.data(MatrixModel::MissingRole).toBool())
                return i;
        }
    return {};
}

void MatrixView::goToFirstEmptyCell()
{
    QModelIndex target = firstEmptyCell();
    if (!target.isValid() && m_model->rowCount() > 0 && m_model->columnCount() > 0)
        target = m_model->index(0, 0);
    if (!target.isValid()) {
        // No cell yet: the field that makes one.
        const bool noRows = m_model->rowCount() == 0;
        Q_EMIT message(noRows ? tr("Add an alternative first: type its name in “+ New alternative”.")
                              : tr("Add a criterion first: type its name in “+ New criterion”."));
        (noRows ? m_newAlternative : m_newCriterion)->setFocus(Qt::OtherFocusReason);
        return;
    }
    setFocus(Qt::OtherFocusReason);
    setCurrentIndex(target);
    scrollTo(target);
}

void MatrixView::fitColumnsToHeaders()
{
    // The current column's header is bold: each column is at least as wide as its header's widest line in bold, so
    // no header is clipped at both ends ("ool familiarity"); and as wide as the numbers of its first rows, so that no
    // number is cut ("$1,2…0/yr"). Columns only grow here: a width the user set stays.
    QFont bold = horizontalHeader()->font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    QFont italic = font(); // computed cells are in italics
    italic.setItalic(true);
    const QFontMetrics cellMetrics(italic);
    const int margin = 2 * style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, horizontalHeader()) + 6;
    const int cellMargin = 2 * style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, this) + 8;
    const int rows = std::min(m_model->rowCount(), kRowsMeasured);
    for (int c = 0; c < m_model->columnCount(); ++c) {
        const QString text = m_model->headerData(c, Qt::Horizontal).toString();
        const int icon = m_model->headerData(c, Qt::Horizontal, Qt::DecorationRole).isValid() ? 20 : 0;
        int wanted = widestLine(metrics, text) + margin + icon;
        for (int r = 0; r < rows; ++r) {
            const QModelIndex cell = m_model->index(r, c);
            const int cellIcon = cell.data(Qt::DecorationRole).isValid() ? 20 : 0;
            wanted = std::max(wanted, cellMetrics.horizontalAdvance(cell.data(Qt::DisplayRole).toString()) + cellMargin + cellIcon);
        }
        wanted = std::min(wanted, 420);
        if (columnWidth(c) < wanted)
            setColumnWidth(c, wanted);
    }
    fitNamesColumn();
}

void MatrixView::placeInlineFields()
{
    if (!m_newAlternative)
        return;
    const int rows = m_model->rowCount(), columns = m_model->columnCount();
    const QRect area = viewport()->geometry(); // in this widget's coordinates
    const int height = verticalHeader()->defaultSectionSize();
    // After the last row, in the names column.
    const int rowTop = area.top() + (rows > 0 ? rowViewportPosition(rows - 1) + rowHeight(rows - 1) : 0);
    const int namesWidth = std::max(verticalHeader()->width(), verticalHeader()->minimumWidth());
    // Where there is no room after the last row (many rows, scrolled), the field shows over the bottom row
    // only while it has the focus (Matrix > Type a New Alternative).
    const bool rowFits = rowTop + height <= area.bottom() + 1;
    m_newAlternative->setGeometry(area.left() - namesWidth, rowFits ? rowTop : area.bottom() + 1 - height, namesWidth, height);
    m_newAlternative->setVisible(rowFits || m_newAlternative->hasFocus());
    // After the last column, in the header row.
    const int columnLeft = area.left() + (columns > 0 ? columnViewportPosition(columns - 1) + columnWidth(columns - 1) : 0);
    // As wide as it likes, or what is left of the header row; hidden when less than a short name's room.
    const int fieldWidth = std::min(std::max(160, fontMetrics().averageCharWidth() * 22), area.right() + 1 - columnLeft);
    const int headerHeight = std::max(horizontalHeader()->height(), height);
    const bool columnFits = fieldWidth >= fontMetrics().averageCharWidth() * 12;
    const int pinnedWidth = std::min(std::max(160, fontMetrics().averageCharWidth() * 22), area.width());
    m_newCriterion->setGeometry(columnFits ? columnLeft : area.right() + 1 - pinnedWidth, area.top() - headerHeight,
                                columnFits ? std::max(0, fieldWidth) : pinnedWidth, headerHeight);
    m_newCriterion->setVisible(columnFits || m_newCriterion->hasFocus());
    m_newAlternative->raise();
    m_newCriterion->raise();
}

void MatrixView::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    fitNamesColumn();
    placeInlineFields();
}

void MatrixView::fitNamesColumn()
{
    // The names column gets the room the numbers leave: at least 21 average characters, at most 48; a name shortened
    // to what that holds with room for wide letters ("Platform …xxxx (end)"), at least 18 characters (1280 × 720; the
    // whole of most names at 1920 × 1080). A name of very wide letters that still does not fit is cut at the edge.
    const int average = fontMetrics().averageCharWidth();
    const int left = width() - horizontalHeader()->length() - verticalScrollBar()->sizeHint().width() - 2 * frameWidth();
    const int names = std::clamp(left, average * 21, average * 48);
    verticalHeader()->setMaximumWidth(names);
    m_model->setRowNameChars(std::max(18, names / average - 4));
}

void MatrixView::scrollContentsBy(int dx, int dy)
{
    QTableView::scrollContentsBy(dx, dy);
    placeInlineFields();
}

bool MatrixView::eventFilter(QObject *watched, QEvent *event)
{
    // In a field: Escape leaves it for the matrix, Down or Tab from the alternative field and Tab from the
    // criterion field go on to the values.
    if (watched == m_headerEditor && event->type() == QEvent::KeyPress && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        m_headerEditor->deleteLater();
        setFocus(Qt::OtherFocusReason);
        return true;
    }
    if ((watched == m_newAlternative || watched == m_newCriterion) && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Escape) {
            static_cast<QLineEdit *>(watched)->clear();
            setFocus(Qt::OtherFocusReason);
            return true;
        }
        // Tab confirms what is typed and goes on: from the alternatives to the criteria (while there are none),
        // from the criteria to the first empty cell.
        if (key->key() == Qt::Key_Tab && key->modifiers() == Qt::NoModifier) {
            if (watched == m_newAlternative) {
                addAlternativeFromField();
                if (m_model->columnCount() == 0) {
                    m_newCriterion->setFocus(Qt::TabFocusReason);
                    return true;
                }
            } else {
                addCriterionFromField();
                if (m_model->rowCount() == 0) {
                    m_newAlternative->setFocus(Qt::TabFocusReason);
                    return true;
                }
            }
            goToFirstEmptyCell();
            return true;
        }
        if (key->key() == Qt::Key_Down && watched == m_newAlternative) {
            goToFirstEmptyCell();
            return true;
        }
    }
    return QTableView::eventFilter(watched, event);
}

QLineEdit *MatrixView::editHeaderInPlace(int column, HeaderField field)
{
    const ProjectData &d = m_document->data();
    if (column < 0 || column >= d.criterionCount())
        return nullptr;
    delete m_headerEditor;
    const Criterion &c = d.criteria[std::size_t(column)];
    auto *editor = new QLineEdit(horizontalHeader());
    m_headerEditor = editor;
    editor->setObjectName(QStringLiteral("headerEditor"));
    editor->setText(field == HeaderField::Name ? c.name : c.unit);
    editor->setPlaceholderText(field == HeaderField::Name ? tr("Name") : tr("Unit, e.g. $/month or 1-5"));
    editor->setAccessibleName(field == HeaderField::Name ? tr("Name of %1").arg(c.name) : tr("Unit of %1").arg(c.name));
    editor->selectAll();
    const int x = horizontalHeader()->sectionViewportPosition(column);
    editor->setGeometry(x, 0, std::max(columnWidth(column), 120), horizontalHeader()->height());
    editor->show();
    editor->setFocus(Qt::OtherFocusReason);
    const QString id = c.id;
    // Enter: one undo step; Escape or leaving the field: nothing changes.
    connect(editor, &QLineEdit::returnPressed, this, [this, editor, id, field] {
        const ProjectData &data = m_document->data();
        const int at = data.indexOfCriterion(id);
        const QString text = editor->text().simplified();
        editor->deleteLater();
        setFocus(Qt::OtherFocusReason);
        if (at < 0)
            return;
        if (field == HeaderField::Name && text.isEmpty()) {
            Q_EMIT message(tr("A criterion needs a name; it keeps “%1”.").arg(data.criteria[std::size_t(at)].name));
            return;
        }
        Criterion changed = data.criteria[std::size_t(at)];
        (field == HeaderField::Name ? changed.name : changed.unit) = text;
        m_document->setCriterion(at, changed, field == HeaderField::Name ? Project::CriterionProperty::Name : Project::CriterionProperty::Unit);
    });
    editor->installEventFilter(this);
    connect(editor, &QLineEdit::editingFinished, editor, [editor] {
        if (!editor->hasFocus())
            editor->deleteLater();
    });
    return editor;
}

} // namespace verdict

namespace verdict {

void MatrixView::addGroupMenu(QMenu *menu, int column)
{
    addMoveToGroupMenu(menu, m_document, column, this, [this](const QString &why) { Q_EMIT message(why); });
}

bool MatrixView::moveToNewGroup(int column, const QString &name)
{
    return verdict::moveToNewGroup(m_document, column, name, [this](const QString &why) { Q_EMIT message(why); });
}

void MatrixView::removeGroup(int group)
{
    m_document->removeGroup(group);
}

} // namespace verdict
