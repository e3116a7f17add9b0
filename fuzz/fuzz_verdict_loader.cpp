// The .verdict loader (parse + validate): arbitrary bytes must be refused with a message or give a project
// that saves, reads back and saves again to the same bytes (the byte-identical save promise).
#include "format/projectfile.h"

#include <cstdint>
#include <cstdlib>

using namespace verdict;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const LoadResult result = readProject(bytes);
    if (!result.ok()) {
        if (!hasErrors(result.messages))
            std::abort(); // refused without an error
        return 0;
    }
    const QByteArray saved = writeProject(*result.project);
    const LoadResult back = readProject(saved);
    if (!back.ok())
        std::abort(); // our own file does not read back
    if (writeProject(*back.project) != saved)
        std::abort(); // load → save is not stable
    return 0;
}
