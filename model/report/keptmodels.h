#pragma once

#include "core/message.h"
#include "display/format.h"
#include "evaluation/evaluation.h"

#include <QString>

#include <map>
#include <memory>
#include <mutex>
#include <utility>

namespace verdict {

// The sheets or decks made of one evaluation, kept with it by their options (an evaluation part, so the window's
// PDF, HTML, Markdown and print, presentation mode and the deck read one model, made once). `key` names the
// options; `build` makes the model the first time, with its messages, which every later caller gets too. A Monte
// Carlo run kept with the evaluation since (the dock's, finished after a first export) makes another model: the key
// names the run the model was made with.
template<typename Model, typename Build>
std::shared_ptr<const Model> keptModel(const Evaluation &evaluation, const QString &key, Messages &messages, Build &&build)
{
    struct State
    {
        std::mutex mutex;
        std::map<QString, std::pair<std::shared_ptr<const Model>, Messages>> byKey;
    };
    struct Kept
    {
        std::shared_ptr<State> state = std::make_shared<State>();
    };
    const std::shared_ptr<const Kept> kept = evaluation.part<Kept>([] { return Kept{}; });
    std::lock_guard lock(kept->state->mutex); // one builder per evaluation at a time: never two of the same model
    const std::shared_ptr<const SmaaRun> run = evaluation.smaa();
    // And by how numbers are written: a model made before Settings changed them holds the old texts.
    const QString fullKey = key + QStringLiteral("|run %1|numbers %2").arg(quintptr(run.get())).arg(displayLocale().name());
    auto it = kept->state->byKey.find(fullKey);
    if (it == kept->state->byKey.end()) {
        Messages said;
        auto model = std::make_shared<const Model>(build(said));
        // Keyed by the run it was made with: the build may have run (and kept) one itself.
        it = kept->state->byKey.emplace(fullKey, std::make_pair(std::move(model), std::move(said))).first;
    }
    messages.insert(messages.end(), it->second.second.begin(), it->second.second.end());
    return it->second.first;
}

} // namespace verdict
