// readAhpMatrix (the pairwise comparison CSV of `verdict ahp`) and computeAhp with both methods. A refused
// input must say why; an accepted one must be square, reciprocal and give finite weights that sum to 1.
#include "analysis/ahp.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>

using namespace verdict;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    Messages messages;
    const std::optional<AhpMatrix> matrix = readAhpMatrix(bytes, messages);
    if (!matrix) {
        if (!hasErrors(messages))
            std::abort(); // refused without saying why
        return 0;
    }
    const std::size_t n = matrix->values.size();
    if (n == 0 || n > 15 || std::size_t(matrix->names.size()) != n)
        std::abort();
    for (const AhpMethod method : {AhpMethod::Eigen, AhpMethod::GeometricMean}) {
        Messages m;
        const std::optional<AhpResult> r = computeAhp(matrix->values, method, m);
        if (!r)
            std::abort(); // the reader accepted it, so the computation must too
        double sum = 0.0;
        for (double w : r->weights) {
            if (!std::isfinite(w) || w < 0.0)
                std::abort();
            sum += w;
        }
        if (std::abs(sum - 1.0) > 1e-9 || !std::isfinite(r->cr) || r->worstJudgments.size() > 3)
            std::abort();
    }
    return 0;
}
