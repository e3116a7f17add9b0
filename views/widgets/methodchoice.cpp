#include "methodchoice.h"

#include "analysis/methodcheck.h"
#include "evaluation/evaluation.h"
#include "evaluation/wording.h"

namespace verdict {

std::optional<Message> MethodRefusals::of(const QString &method) const
{
    const auto it = byMethod.find(method);
    return it == byMethod.end() ? std::nullopt : it->second;
}

const MethodRefusals &methodRefusalsOf(const Evaluation &evaluation)
{
    return *evaluation.part<MethodRefusals>([&evaluation] {
        MethodRefusals refusals;
        refusals.byMethod = methodRefusals(evaluation.problem(), evaluation.methodSettings(), rankingMethods());
        return refusals;
    });
}

} // namespace verdict
