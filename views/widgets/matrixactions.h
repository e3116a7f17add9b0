#pragma once

#include <QObject>

#include <functional>

class QMenu;
class QWidget;

namespace verdict {

class Document;
class MatrixView;
class WeightsPanel;

// The matrix's actions and what they do: Edit ▸ Copy, Paste and Clear Cells (while the matrix has focus), and the
// Matrix menu — adding, typing, renaming, describing, moving and removing alternatives and criteria, and setting
// the weights. Each change is one undo step on the document. The window composes it (views/app/mainwindow.cpp)
// and runs `beforeTyping` (leave the start page) before a "Type a New …" action focuses its field.
class MatrixActions : public QObject
{
    Q_OBJECT

public:
    MatrixActions(Document *document, MatrixView *matrix, WeightsPanel *weights, QWidget *window,
                  std::function<void()> beforeTyping);

    void addEditActions(QMenu *edit);
    void fillMatrixMenu(QMenu *matrix);

    // The dialogs, also opened from the matrix's headers and from What to Check First.
    void editCriterion(int column);
    void editValueFunction(int column);
    void editAlternative(int row);
    void editCellSource(); // the current cell's source and uncertainty

    void addAlternative();
    void addCriterion();
    void removeSelectedAlternatives();
    void removeSelectedCriteria();
    void moveCurrentAlternative(int delta);
    void moveCurrentCriterion(int delta);

private:
    Document *m_document;
    MatrixView *m_matrix;
    WeightsPanel *m_weights;
    QWidget *m_window; // the dialogs' parent
    std::function<void()> m_beforeTyping;
};

} // namespace verdict
