#pragma once

#include "core/message.h"

#include <QString>

#include <map>
#include <optional>

namespace verdict {

class Evaluation;

// Why each ranking method cannot rank an evaluation's project (nullopt: it can), found once per evaluation and
// kept with it (Evaluation::part): both method selectors — the Results dock's and Analysis ▸ Rank by — read it.
struct MethodRefusals
{
    std::map<QString, std::optional<Message>> byMethod; // per ranking method key
    std::optional<Message> of(const QString &method) const;
};
const MethodRefusals &methodRefusalsOf(const Evaluation &evaluation);

} // namespace verdict
