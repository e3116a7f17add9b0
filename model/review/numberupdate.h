#pragma once

#include "core/message.h"
#include "core/projectdata.h"

#include <QByteArray>
#include <QString>

#include <vector>

// Updated numbers for `verdict check --numbers UPDATE.csv` (docs/decision-record.md, "Updated numbers"): a new price
// list checked against the recorded decision without being written, or written with --apply.
namespace verdict {

struct NumberUpdate
{
    enum class Kind { Attribute, Value, Parameter } kind = Kind::Attribute;
    int line = 0;         // in the update file
    int alternative = -1; // attribute and value: the alternative's project index
    QString target;       // the attribute, criterion or parameter id
    double value = 0.0;
    double before = 0.0;  // the number in the project (NaN when it had none)
    QString source;       // the update's source column; "FILE, line N" when it gives none
    QString what;         // "OpenShift on-prem: Latency", "Horizon"
    QString unit;
};

// Reads an update file: CSV rows
//     ALTERNATIVE,NAME,VALUE[,SOURCE]    ALTERNATIVE by id or name; NAME an attribute or a criterion (an entered
//                                        value; not a formula criterion), by id or name
//     parameter,NAME,VALUE[,SOURCE]      a parameter, by id or name
// with an optional header row (its third cell "value"). VALUE is a plain number ('.' decimals; "1,500" is refused, not
// read as 1.5). Every row is checked: an error names its line and column, and nothing is read. `fileName` makes the
// default source ("prices.csv, line 3").
std::vector<NumberUpdate> readNumberUpdates(const ProjectData &project, const QByteArray &bytes, const QString &fileName, Messages &messages);

// Sets every update's number in `project` and its provenance to the update's source.
void applyNumberUpdates(ProjectData &project, const std::vector<NumberUpdate> &updates);

} // namespace verdict
