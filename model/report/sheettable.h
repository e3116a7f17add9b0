#pragma once

#include "report/sheet.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace verdict {

// The cheat sheet's words as renderer-neutral sections and tables: every rendering (PDF and print in
// views/export/sheetpage.cpp, HTML and Markdown in views/export/sheetexport.cpp) lays these out and adds no
// words of its own, so the formats cannot drift apart. A renderer may show fewer rows where space is short,
// never other headings.

enum class SheetSection { Matrix, KeyNumbers, Tradeoff, Stability, Profiles, WhatIf, TermMap, Assumptions, Sources, Revisit };
QString sheetSectionTitle(const Sheet &sheet, SheetSection section);
// The line above the what-if sentences: "AKS + Azure Arc is first." or, with nothing feasible, that no alternative is.
QString whatIfLead(const Sheet &sheet);

struct SheetCell
{
    QString text;
    bool strong = false;     // the winner's name, a weight bound
    bool bad = false;        // a profile that flips the winner, a negative SLA margin
    bool muted = false;      // an infeasible alternative, an empty term
    bool assumption = false; // italic: the number is an assumption
    int footnote = 0;        // 1-based source number; 0 = none
};

struct SheetTable
{
    QStringList headings;
    std::vector<bool> numeric;                // per column: right-aligned
    std::vector<std::vector<SheetCell>> rows;
    std::vector<bool> rowHighlight;           // per row: the winner's row (or this sheet's profile)
    std::vector<bool> rowOptional;            // per row: a renderer short of space may leave it out
};

// Key numbers: list and effective price per GPU-hour, annual cost and savings, payback, SLA margin.
SheetTable keyNumbersTable(const Sheet &sheet);
// Stability: per criterion, its weight, the interval that keeps the winner and who leads beyond it. Criteria
// whose weight can take any value are optional rows (anyWeightSentence() says them in one line).
SheetTable intervalsTable(const Sheet &sheet);
// "Any weight of Tool familiarity or Compliance keeps the winner.", empty when every weight binds.
QString anyWeightSentence(const Sheet &sheet);
// Profiles: each profile's winner (flips marked) and lead.
SheetTable profilesTable(const Sheet &sheet);
// Term map: a concept per row, a platform per column.
SheetTable termMapTable(const Sheet &sheet);
// What to check first: per number that can change the winner, most likely first: now, where the winner changes
// and to whom, and the probability of that over its range.
SheetTable rankedAssumptionsTable(const Sheet &sheet);
// The same in one line: "AKS + Azure Arc: GPU idle fraction 12 % (assumed): above 12.9 % OpenShift on-prem wins;
// P(another winner) 30.6 % over 9.6 %–14.4 % (±20 %, none given)."
QString rankedAssumptionText(const SheetRankedAssumption &a);
// The range as the table says it: "9.6 %–14.4 % (±20 %, none given)".
QString rankedAssumptionRange(const SheetRankedAssumption &a);
// "… 3 more rows; the full data is in the file."
QString moreRowsNote(int more);
// When we revisit this: each reopen trigger of the recorded decision, its number now and how far from firing (a fired
// one marked bad), and why.
SheetTable revisitTable(const Sheet &sheet);
// The recorded decision under the recommendation: what was decided, whether it stands, why. Empty without a record.
QStringList decisionLines(const Sheet &sheet);
// The line that opens "When we revisit this": the review date, and whether triggers follow. Empty without a record.
QString revisitLead(const Sheet &sheet);

} // namespace verdict
