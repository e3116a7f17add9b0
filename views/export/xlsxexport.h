#pragma once

#include "core/message.h"
#include "core/projectdata.h"

#include <QString>

#include <atomic>

namespace verdict {

class Evaluation;

// The decision as an Excel workbook for finance to audit (docs/export.md, "xlsx"), written with libxlsxwriter:
//   Ranking     rank (RANK formula, infeasible alternatives after the feasible ones), alternative, score, feasible,
//               the constraints missed; the project, profile and normalisation under it;
//   Matrix      the raw (effective) values with units and directions, the profile's weights as entered (inputs,
//               shaded), their shares and each column's normalisation parameters (MIN, MAX, SUM... formulas);
//   Normalised  every normalised value and the weighted sum, as formulas on the Matrix cells.
// Changing a value or a weight in Excel recomputes every score and rank; the formulas are those of
// docs/methods.md, so the workbook and `verdict rank` agree. User text (names, units, messages) is only ever
// written as string cells, never as a formula.
struct XlsxOptions
{
    // Store Verdict's own results as the formulas' cached values, so viewers that do not recalculate show the
    // right numbers (Excel recalculates on load anyway). Tests turn it off to prove the formulas alone give them.
    bool cachedResults = true;
    // Set from another thread (the window's Cancel): the export stops at the next row or before the file is put in
    // place, writes nothing and leaves `path` as it was.
    const std::atomic<bool> *cancel = nullptr;
};

struct XlsxResult
{
    bool ok = false;
    QString error;     // set when !ok: one sentence ("cannot write: ..."); the caller names the file
    Messages messages; // why the project cannot be ranked (errors) or what was left out (warnings)
    bool cancelled = false; // stopped by XlsxOptions::cancel; nothing written
};

// Writes the workbook to a temporary file beside `path` and renames it over `path` only when complete, so a
// failure never leaves a half-written file. At 10,000 × 200 it takes seconds (four million cells, half of them
// formulas): the window runs it on a worker, with Cancel.
XlsxResult exportXlsx(const Evaluation &evaluation, const QString &path, const XlsxOptions &options = {});

} // namespace verdict
