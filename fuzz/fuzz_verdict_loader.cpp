// The .verdict loader (parse + validate): arbitrary bytes must be refused with a message or give a project
// that saves, reads back and saves again to the same bytes (the byte-identical save promise). And the
// two-core parse of big files (jsontext::parse split at the alternatives) gives the whole parse's DOM or message.
#include "format/jsontext.h"
#include "format/projectfile.h"

#include <cstdint>
#include <cstdlib>
#include <limits>

using namespace verdict;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    {
        nlohmann::json split, whole;
        const std::optional<Message> splitMessage = jsontext::parse(bytes, split, 0);
        const std::optional<Message> wholeMessage = jsontext::parse(bytes, whole, std::numeric_limits<qsizetype>::max());
        if (splitMessage.has_value() != wholeMessage.has_value())
            std::abort(); // one parse accepts what the other refuses
        if (splitMessage ? splitMessage->text != wholeMessage->text || splitMessage->line != wholeMessage->line
                               || splitMessage->column != wholeMessage->column || splitMessage->pointer != wholeMessage->pointer
                         : split != whole)
            std::abort(); // a different message or a different document
    }
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
