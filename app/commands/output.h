#pragma once

// What the commands print with --json, as functions of a loaded project and the command's options, so that
// tests can call them without starting a process (tests/cli/tst_output.cpp). Each command prints exactly what
// its function returns; the function's messages are the command's stderr (nullopt: the command exits 1).
#include "analysis/ahp.h"
#include "core/message.h"
#include "core/projectdata.h"

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

// `verdict rank --json`. An empty method is the project's analysis.method; normalisation and VIKOR's v
// default to the project's (WPM: max).
struct RankOptions
{
    QString method;
    std::optional<Normalization> normalization;
    std::optional<double> v;
};
std::optional<Json> rankJson(const ProjectData &project, const RankOptions &options, Messages &messages);

// `verdict show --json`.
Json showJson(const ProjectData &project);

// `verdict sensitivity --json`.
std::optional<Json> sensitivityJson(const ProjectData &project, Messages &messages);

// `verdict smaa --json`: the project's settings unless overridden.
struct SmaaOptions
{
    std::optional<qint64> samples;
    std::optional<std::uint64_t> seed;
    int threads = 0; // 0: one per core
};
std::optional<Json> smaaJson(const ProjectData &project, const SmaaOptions &options, Messages &messages);

// `verdict ahp MATRIX.csv --json`: `names` in the matrix's order.
Json ahpJson(const AhpResult &result, const QStringList &names);
// `verdict ahp PROJECT.verdict --json` (without --apply): the active profile's stored matrix.
std::optional<Json> profileAhpJson(const ProjectData &project, AhpMethod method, Messages &messages);

} // namespace verdict::cli
