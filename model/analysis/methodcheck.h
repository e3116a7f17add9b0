#pragma once

#include "method.h"
#include "problem.h"

#include "core/message.h"

#include <QStringList>

#include <map>
#include <optional>

namespace verdict {

// What only the weighted product asks of a problem: every raw value positive (a value function's column may be 0).
// The first cell that is not is an error naming it ("/alternatives/0/values/2: AWS ECS has the value 0 for Migration
// cost ($); the weighted product needs positive values").
bool checkPositiveValues(const DecisionProblem &problem, Messages &messages);

// Why `m`'s method cannot rank `problem`, found without ranking it (O(n·m), early out), so the method selector can
// say so before the method is chosen; nullopt when it can. The same message the method gives when it refuses.
std::optional<Message> methodRefusal(const DecisionProblem &problem, const MethodSettings &m);
// The same for each of `methods` with the other settings of `settings` (an evaluation's); nullopt for each
// without a problem (nothing can be ranked by any method, which the ranking says already). The checks every method
// makes (a scan of every value) run once. What every method selector asks.
std::map<QString, std::optional<Message>> methodRefusals(const std::optional<DecisionProblem> &problem,
                                                         MethodSettings settings, const QStringList &methods);

} // namespace verdict
