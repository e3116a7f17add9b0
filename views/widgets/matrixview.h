#pragma once

#include <QPointer>
#include <QTableView>

class QFrame;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;

namespace verdict {

class Document;
class MatrixModel;

// The editable decision matrix. Keyboard editing as in a spreadsheet; header double-clicks edit the
// alternative or criterion; dragging a header reorders criteria or alternatives (undoable).
class MatrixView : public QTableView
{
    Q_OBJECT

public:
    explicit MatrixView(Document *document, QWidget *parent = nullptr);
    ~MatrixView() override;

    MatrixModel *matrixModel() const { return m_model; }
    // The selected cells' rectangle (top-left, bottom-right) or the current cell.
    QModelIndexList selectedCells() const;

    // Clipboard: copy the selection as TSV and HTML; paste a TSV block at the current cell (one undo step);
    // clear the selected cells. Problems are reported through message().
    void copy();
    void paste();
    void pasteText(const QByteArray &text);
    void clearSelection();
    // A header drag: moves the criterion (column) or alternative (row) in the document, one undo step.
    void moveCriterionTo(int from, int to);
    void moveAlternativeTo(int from, int to);

    // Typing into (or double-clicking, F2, Enter on) a computed cell is never ignored: a note beside the cell
    // says where its value comes from, with a button that goes there. Empty when no note is shown.
    QString computedCellNote() const;

    // Flips a criterion between "more is better" and "less is better": one undo step (the column header's
    // context menu, Matrix ▸ Toggle Direction).
    void toggleDirection(int column);

    // The value tree from the column header's menu (Move to Group): each is one undo step. A new group sits at the
    // top level and takes the criterion; removing a group puts what was in it into its parent. A refused name
    // (empty, with "/" or ";", or taken at the top level) is reported through message() and changes nothing.
    bool moveToNewGroup(int column, const QString &name);
    void removeGroup(int group);
    QPushButton *computedCellButton() const { return m_noteButton; }

    // Inline building: a "New alternative" field after the last row and a "New criterion" field after the last
    // column. Enter adds one (one undo step) and keeps the field for the next; Enter on an empty field goes to
    // the first empty cell. Tab adds what is typed and goes on: from the alternatives to the criteria while there
    // are none, else to the first empty cell. A criterion typed "Cost ($/month)" gets the unit, and a cost-like
    // name starts as "less is better" (the status bar says so and how to flip it).
    QLineEdit *newAlternativeField() const { return m_newAlternative; }
    QLineEdit *newCriterionField() const { return m_newCriterion; }
    // Adds what the fields hold (the Enter key's action); false when the text is empty.
    bool addAlternativeFromField();
    bool addCriterionFromField();
    // A criterion's name or unit edited in place, over its column header (its context menu): Enter is one undo
    // step, Escape leaves it as it was. Returns the field (tests).
    enum class HeaderField { Name, Unit };
    QLineEdit *editHeaderInPlace(int column, HeaderField field);
    // Where the first cell without a value is (invalid when every cell has one).
    QModelIndex firstEmptyCell() const;
    void explainComputedCell(const QModelIndex &index);
    // A refused edit's reason, beside the cell (computedCellNote() returns it too).
    void showRefusal(const QModelIndex &index, const QString &message);

Q_SIGNALS:
    void editCriterionRequested(int column);
    void valueFunctionRequested(int column);
    void editAlternativeRequested(int row);
    // The computed cell's note asked to show an attribute (Scenario ▸ Attributes) of the row's alternative.
    void attributeRequested(int row, const QString &attributeId);
    // Ctrl+Tab / Ctrl+Shift+Tab: the keyboard's way out of the matrix (Tab moves between cells).
    void leaveRequested(bool forward);
    // A status message (a refused paste, cells left out, ...).
    void message(const QString &text);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void addGroupMenu(QMenu *menu, int column);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void hideNote();
    void showNote(const QModelIndex &index, const QString &html);
    void placeInlineFields(); // after the last row and column, hidden when scrolled out of view
    void fitColumnsToHeaders(); // no column narrower than its header in bold (the current column's)
    void fitNamesColumn();      // the names column: the room the numbers leave (MatrixModel::setRowNameChars)
    void goToFirstEmptyCell();

    Document *m_document;
    MatrixModel *m_model;
    QFrame *m_note = nullptr;
    QLabel *m_noteText = nullptr;
    QPushButton *m_noteButton = nullptr;
    QLineEdit *m_newAlternative = nullptr;
    QLineEdit *m_newCriterion = nullptr;
    // QObject, not QLineEdit: the event filter compares it while the editor is being destroyed, and a typed
    // QPointer would downcast a half-destroyed object.
    QPointer<QObject> m_headerEditor;
    QMetaObject::Connection m_focusWatch; // the application's focusChanged, cut before the view is torn down
};

} // namespace verdict
