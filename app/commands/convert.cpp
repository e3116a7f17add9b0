#include "commands.h"

#include "cli/input.h"

#include "csv/csvmatrix.h"
#include "format/projectfile.h"
#include "format/savefile.h"

#include <QFileInfo>

namespace verdict::cli {

static int runConvert(Invocation &inv)
{
    const QString in = inv.positional.at(0);
    const QString out = inv.positional.at(1);
    const QString suffix = QFileInfo(out).suffix().toLower();
    if (suffix != QLatin1String("csv") && suffix != QLatin1String("verdict"))
        return inv.usageError(QStringLiteral("cannot tell the output format of '%1': use a .csv or .verdict name").arg(out));
    if (QFileInfo(in).absoluteFilePath() == QFileInfo(out).absoluteFilePath())
        return inv.usageError(QStringLiteral("input and output are the same file"));

    std::optional<ProjectData> project = loadInput(inv, in);
    if (!project)
        return InvalidInput;
    if (!applyProfileOption(inv, *project))
        return UsageError;

    SaveResult saved;
    if (suffix == QLatin1String("csv")) {
        const CsvExport csv = writeCsvProject(*project);
        for (const QString &w : csv.warnings)
            inv.err << out << ": warning: " << w << "\n";
        saved = writeFileAtomically(out, csv.bytes);
    } else {
        saved = saveProjectFile(*project, out);
    }
    if (!saved.ok)
        return inv.fail(out + QStringLiteral(": error: ") + saved.error);
    return Ok;
}

CommandSpec convertCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("convert");
    spec.arguments = QStringLiteral("IN OUT");
    spec.summary = QStringLiteral("Convert between .csv matrices and .verdict projects, and from .xlsx and .ods spreadsheets (by extension).");
    spec.description = QStringLiteral(
        "A CSV holds one weight profile (the active one, or --profile) and no scenario data; converting a "
        "project to CSV prints one warning line naming what was left out. A spreadsheet (.xlsx or .ods) is read "
        "from its first sheet (or the one --sheet names), laid out as a CSV matrix is: each formula's cached value, "
        "merged cells filled from their first cell, hidden rows and columns left out with a warning; each value's "
        "source is its cell (\"pricing.xlsx, Prices!C4\"), and each problem names its cell. A workbook that "
        "`verdict export --xlsx` wrote is read from its Matrix sheet, with its criteria, directions, units, weights "
        "and normalisation (docs/file-format.md, \"Spreadsheets\").");
    spec.minPositional = 2;
    spec.maxPositional = 2;
    spec.options = {profileOption()};
    spec.run = runConvert;
    return spec;
}

} // namespace verdict::cli
