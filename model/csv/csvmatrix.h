#pragma once

#include "core/message.h"
#include "core/projectdata.h"

#include <QByteArray>
#include <QStringList>

namespace verdict {

// The CSV decision-matrix contract: a header of criterion names, optional keyword rows
// (weight, direction, unit, min, max, preference, q, p, s), then one row per alternative. The project gets
// one profile, "Default"; every problem is a Message::syntax naming line and column.
LoadResult readCsvProject(const QByteArray &bytes);
// The same contract over a table already split into cells (a spreadsheet's sheet, format/workbook.h); problems name
// the cells' positions as the table gives them.
struct DelimitedTable;
LoadResult readCsvTable(const DelimitedTable &table);
// Whether the table has a `direction` row (its first cell, any case, spaces around ignored): when it has none, the
// window asks which columns are costs rather than take every one as more is better.
bool givesDirections(const DelimitedTable &table);

struct CsvExport
{
    QByteArray bytes;
    QStringList warnings; // at most one line naming what the CSV cannot hold
};

// ',' delimited, '.' decimals, shortest round-trip numbers, LF, no BOM; the active profile's weights only,
// directly entered criteria only. Text cells are guarded against formula injection (guardCell).
CsvExport writeCsvProject(const ProjectData &project);

} // namespace verdict
