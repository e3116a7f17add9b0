#pragma once

#include "agreement.h"
#include "promethee.h"
#include "topsis.h"
#include "vikor.h"
#include "wpm.h"
#include "wsm.h"

#include <optional>

namespace verdict {

// Every ranking method on the same problem, each with its own messages (a method that refuses the input —
// WPM with a zero value, say — is left out of the agreement rather than failing the whole run).
struct AllMethodsResult
{
    std::optional<WsmResult> wsm;
    std::optional<WpmResult> wpm;
    std::optional<TopsisResult> topsis;
    std::optional<PrometheeResult> promethee;
    std::optional<VikorResult> vikor;
    Messages wsmMessages, wpmMessages, topsisMessages, prometheeMessages, vikorMessages;
    Agreement agreement; // over the methods that succeeded, in the order wsm, wpm, topsis, promethee, vikor
};

// wsmNormalization applies to the weighted sum, wpmNormalization to the weighted product; v to VIKOR.
AllMethodsResult runAllMethods(const DecisionProblem &problem, Normalization wsmNormalization,
                               Normalization wpmNormalization, double v);

} // namespace verdict
