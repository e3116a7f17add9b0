#pragma once

#include "core/sharedmatrix.h"

#include <QAbstractTableModel>

#include <vector>

namespace verdict {

class Document;

// The decision matrix as a table: alternatives are rows, criteria columns. An adapter of the document:
// setData() validates and pushes an undo command; the project's typed signals become narrow dataChanged()
// and header updates, and the document's *AboutToBe* signals drive begin/end row and column changes.
class MatrixModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role {
        ValueRole = Qt::UserRole + 1, // double, NaN when missing
        ProvenanceRole,               // the cell's source note
        MissingRole,                  // bool
        UnitRole,                     // on headers: the criterion's unit
        GroupRole,                    // on column headers: the criterion's group path in the value tree (empty: top level)
        ProblemRole,                  // QString: what is wrong with the cell (or, on a row header, the row);
                                      // empty when nothing is
        ProblemKindRole,              // int, a ProblemKind (the most serious one)
    };
    // What a highlighted cell shows. Each kind has its own background, the warning marker and words in the
    // tooltip and accessible text, so no kind relies on colour alone.
    enum class ProblemKind { None, Missing, NotAvailable, Formula, Constraint };
    Q_ENUM(ProblemKind)

    explicit MatrixModel(Document *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The text a cell shows: the number in its shortest form, then the unit ("0.78 $/GPU-h").
    static QString formatValue(double value, const QString &unit);
    // Parses an edited cell: empty = missing; '.' decimals, or ',' when that is the only separator.
    // Returns nullopt with a reason when the text is not a number.
    static std::optional<double> parseValue(const QString &text, QString *why);

    // Takes the formula cells' effective values from the document's shared evaluation; runs once per burst of edits.
    void refreshComputed();

    // How many characters of an alternative's name its row header shows, elided in the middle past that (the whole
    // name in the tooltip); the view sets it from the room its numbers leave (MatrixView::fitNamesColumn). Default 18.
    void setRowNameChars(int chars);

Q_SIGNALS:
    // An edit was refused; the message says why (shown in the status bar).
    void editRejected(const QString &message, const QModelIndex &index); // the cell whose edit was refused

private:
    int m_rowNameChars = 18;
    double computedValue(int row, int column) const;
    // The problems of one cell, most serious first, with their kind.
    QStringList cellProblems(int row, int column, ProblemKind *kind) const;
    QString rowProblems(int row) const;

    Document *m_document;
    SharedMatrix m_computed;           // effective values from the scenario model
    std::vector<QString> m_computedNotes; // why a computed cell is n/a, row-major
    std::vector<QString> m_columnProblems; // why a formula criterion is left out of ranking (per column)
    // Per alternative: the failed gates, and for each the columns it concerns (empty when none).
    struct RowViolation
    {
        QString message;
        std::vector<int> columns;
    };
    std::vector<std::vector<RowViolation>> m_violations;
};

} // namespace verdict
