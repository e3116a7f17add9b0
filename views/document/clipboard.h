#pragma once

#include "core/projectdata.h"
#include "display/format.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace verdict {

class Document;

// A rectangle of matrix cells (inclusive), as the matrix view selects them.
struct CellRange
{
    int top = 0;
    int left = 0;
    int bottom = -1;
    int right = -1;
    bool isEmpty() const { return bottom < top || right < left; }
};

// A typed or pasted cell: empty = missing; else read by the window's one rule (readTypedNumber, display/format.h), the
// display locale's: in English "1,500" is 1500, "2,400.50" is 2400.5, "1,5" is refused. Returns nullopt (with the
// reason in `why`) when the text is not a number.
std::optional<double> parseCellText(const QString &text, QString *why);
// The same written by another convention (a pasted block's own).
std::optional<double> parseCellText(const QString &text, const NumberConvention &convention, QString *why);

// Copy: the cells as tab-separated text with the criterion names as the header row and the alternative
// names as the first column, so the block pastes into a spreadsheet as a table. Numbers are written with every
// digit, ungrouped, with the display locale's decimal mark (formatEditable: what a spreadsheet in that locale reads); text cells are guarded against formula injection like a CSV export (guardCell).
QString copyAsTsv(const ProjectData &project, const CellRange &range);
// The same block as an HTML table (for rich-text targets).
QString copyAsHtml(const ProjectData &project, const CellRange &range);

// What a paste will do, decided before anything changes (the pure, fuzzable part of pasting).
struct PastePlan
{
    struct Cell
    {
        int row = 0;
        int column = 0;
        double value = 0.0; // NaN = clear the cell
    };
    std::vector<Cell> cells;            // values for existing cells
    std::optional<ProjectData> table;   // a whole table pasted into an empty project
    bool directionsGiven = false;       // the table has a `direction` row (else the window asks which are costs)
    QString error;                      // non-empty: the paste is refused and nothing changes
    QString note;                       // e.g. cells that fell outside the matrix, or numbers read another way
    // Non-empty: the block writes numbers both ways (a decimal point in one cell, a comma in another); nothing is
    // planned until the person says which (planPaste again with the convention chosen).
    QString conventionQuestion;
    bool ok() const { return error.isEmpty() && conventionQuestion.isEmpty(); }
};

// Plans pasting tab-separated `text` (from Excel, Google Sheets, LibreOffice) with its top-left at (row,
// column). Into an empty project, a table whose first row holds names becomes the criteria and its first
// column the alternatives (the CSV contract: keyword rows such as `weight` or `unit` work too). Otherwise
// every cell must be a number or empty; one bad cell refuses the whole paste with a message naming it.
// Cells beyond the matrix are left out and counted in `note`. A row or column of names matching the
// selection's headers (as copyAsTsv writes them) is recognised and skipped.
// Numbers are read by the same rule as typed ones, per block: the display locale's convention, unless every cell
// that can be read one way only is written the other way (a German sheet's "1.234,5" in an English window), which is
// then used and said in `note`; a block that mixes both asks (`conventionQuestion`). `convention` is the answer.
PastePlan planPaste(const ProjectData &project, const QByteArray &text, int row, int column,
                    const std::optional<NumberConvention> &convention = std::nullopt);

// A table that came in (pasted, a CSV, a spreadsheet) with equal weights, or none (the CSV contract gives each 1):
// each becomes its equal share of 100 %, as the window keeps typed criteria, instead of a "Total 3 %". The shares,
// and so the ranking, are the same. Weights that differ, and a value tree's local ones, are kept as given.
void equalWeightsInPercent(ProjectData &table);

// Applies a plan as one undo step. Returns false (and changes nothing) for a refused or empty plan.
bool applyPaste(Document &document, const PastePlan &plan);

} // namespace verdict
