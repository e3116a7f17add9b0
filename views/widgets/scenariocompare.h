#pragma once

#include <QDialog>

class QTableWidget;

namespace verdict {

class Document;

// The base and every what-if scenario side by side (docs/user-guide.md, "What-if scenarios"): a column each, with
// what it changes, the winner and its margin, how many meet every gate, and every alternative's rank, score and
// annual cost. Follows the document's evaluation while open; "Show" switches the workbench to a column's scenario.
class ScenarioCompareDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ScenarioCompareDialog(Document *document, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    void refresh();

Q_SIGNALS:
    void showChartRequested();
    // Edit… on a column: its scenario's index (-1 for the base column: a new scenario).
    void editRequested(int scenario);

private:
    Document *m_document;
    QTableWidget *m_table;
};

} // namespace verdict
