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

namespace detail {

// The models of one type made of an evaluation, by their full key (an evaluation part).
template<typename Model>
struct KeptModels
{
    struct State
    {
        std::mutex mutex;
        std::map<QString, std::pair<std::shared_ptr<const Model>, Messages>> byKey;
    };
    std::shared_ptr<State> state = std::make_shared<State>();
};

// `key` with the Monte Carlo run kept with the evaluation now and how numbers are written: a model made before
// either changed holds other figures or texts.
inline QString fullModelKey(const Evaluation &evaluation, const QString &key)
{
    return key + QStringLiteral("|run %1|numbers %2").arg(quintptr(evaluation.smaa().get())).arg(displayLocale().name());
}

} // namespace detail

// The sheets or decks made of one evaluation, kept with it by their options (an evaluation part, so the window's
// PDF, HTML, Markdown and print, presentation mode and the deck read one model, made once). `key` names the
// options; `build` makes the model the first time, with its messages, which every later caller gets too. A Monte
// Carlo run kept with the evaluation since (the dock's, finished after a first export) makes another model: the key
// names the run the model was made with.
template<typename Model, typename Build>
std::shared_ptr<const Model> keptModel(const Evaluation &evaluation, const QString &key, Messages &messages, Build &&build)
{
    using Kept = detail::KeptModels<Model>;
    const std::shared_ptr<const Kept> kept = evaluation.part<Kept>([] { return Kept{}; });
    std::lock_guard lock(kept->state->mutex); // one builder per evaluation at a time: never two of the same model
    const QString fullKey = detail::fullModelKey(evaluation, key);
    auto it = kept->state->byKey.find(fullKey);
    if (it == kept->state->byKey.end()) {
        Messages said;
        auto model = std::make_shared<const Model>(build(said));
        // Keyed by the run it was made with: the build may have run (and kept) one itself.
        it = kept->state->byKey.emplace(detail::fullModelKey(evaluation, key), std::make_pair(std::move(model), std::move(said))).first;
    }
    messages.insert(messages.end(), it->second.second.begin(), it->second.second.end());
    return it->second.first;
}

// The model keptModel() would return without building one: null when it has not been made for this state yet
// (the window then makes it on a worker, not on the GUI thread).
template<typename Model>
std::shared_ptr<const Model> findKeptModel(const Evaluation &evaluation, const QString &key)
{
    using Kept = detail::KeptModels<Model>;
    const std::shared_ptr<const Kept> kept = evaluation.part<Kept>([] { return Kept{}; });
    std::lock_guard lock(kept->state->mutex);
    const auto it = kept->state->byKey.find(detail::fullModelKey(evaluation, key));
    return it == kept->state->byKey.end() ? nullptr : it->second.first;
}

} // namespace verdict
