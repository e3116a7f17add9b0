#pragma once

#include <QTableView>

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

Q_SIGNALS:
    void editCriterionRequested(int column);
    void editAlternativeRequested(int row);
    // A status message (a refused paste, cells left out, ...).
    void message(const QString &text);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    Document *m_document;
    MatrixModel *m_model;
};

} // namespace verdict
