#pragma once

// What the commands print with --json, as functions of a loaded project and the command's options, so that
// tests can call them without starting a process (tests/cli/tst_output.cpp). Each command prints exactly what
// its function returns; the function's messages are the command's stderr (nullopt: the command exits 1).
#include "analysis/ahp.h"
#include "core/message.h"
#include "core/projectdata.h"
#include "evaluation/evaluation.h"

#include <QString>

#include <nlohmann/json.hpp>

#include <cmath>
#include <optional>
#include <string>

namespace verdict::cli {

using Json = nlohmann::ordered_json;

inline std::string utf8(const QString &s)
{
    return s.toStdString();
}

// A finite number, or null (JSON has no NaN).
inline Json number(double v)
{
    return std::isfinite(v) ? Json(v) : Json(nullptr);
}

inline Json optionalNumber(const std::optional<double> &v)
{
    return v ? number(*v) : Json(nullptr);
}

// A text, or null when it is empty.
inline Json optionalText(const QString &s)
{
    return s.isEmpty() ? Json(nullptr) : Json(utf8(s));
}

// What every command evaluates a project under (evaluation/evaluation.h): the project's method, a missing value
// refused with an error naming the cell, no stability sentence. Commands set the method and its options.
EvaluationOptions commandOptions();

// `verdict rank --json` of an evaluation: its method (or "all"), normalisation and VIKOR's v.
std::optional<Json> rankJson(const Evaluation &evaluation, Messages &messages);

// `verdict show --json`.
Json showJson(const Evaluation &evaluation);

// `verdict committee --json`.
std::optional<Json> committeeJson(const ProjectData &project, Messages &messages);

// `verdict sensitivity --json`.
std::optional<Json> sensitivityJson(const Evaluation &evaluation, Messages &messages);

// `verdict smaa --json`: the project's settings unless overridden.
struct SmaaOptions
{
    std::optional<qint64> samples;
    std::optional<std::uint64_t> seed;
    int threads = 0; // 0: one per core
};
std::optional<Json> smaaJson(const Evaluation &evaluation, const SmaaOptions &options, Messages &messages);

// `verdict ahp MATRIX.csv --json`: `names` in the matrix's order.
Json ahpJson(const AhpResult &result, const QStringList &names);
// `verdict ahp PROJECT.verdict --json` (without --apply): the active profile's stored matrix.
std::optional<Json> profileAhpJson(const ProjectData &project, AhpMethod method, Messages &messages);

} // namespace verdict::cli
