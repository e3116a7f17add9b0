// readCsvProject: arbitrary bytes must be refused with a located message or give a project that exports,
// reads back to an equal project and exports again to the same bytes (the CSV round-trip promise), and that
// passes the .verdict validator and survives a .verdict save and load unchanged.
#include "csv/csvmatrix.h"
#include "format/projectfile.h"

#include <cstdint>
#include <cstdlib>

using namespace verdict;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const LoadResult result = readCsvProject(bytes);
    if (!result.ok()) {
        if (result.project || !hasErrors(result.messages))
            std::abort(); // refused without an error, or an error that still produced a project
        return 0;
    }
    const ProjectData &project = *result.project;
    if (project.criteria.empty() || project.alternatives.empty() || project.profiles.size() != 1
        || project.values.rows() != project.alternativeCount() || project.values.cols() != project.criterionCount())
        std::abort();
    const CsvExport first = writeCsvProject(project);
    const LoadResult back = readCsvProject(first.bytes);
    if (!back.ok())
        std::abort(); // our own export does not read back
    if (!(*back.project == project))
        std::abort(); // the CSV lost or changed something it holds
    if (writeCsvProject(*back.project).bytes != first.bytes)
        std::abort(); // export → import → export is not stable
    // `verdict convert in.csv out.verdict`: what the CSV reader accepts, the .verdict format holds.
    if (hasErrors(validateProject(project)))
        std::abort();
    const LoadResult saved = readProject(writeProject(project));
    if (!saved.ok() || !(*saved.project == project))
        std::abort();
    return 0;
}
