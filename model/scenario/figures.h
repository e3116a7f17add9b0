#pragma once

#include "scenario/scenario.h"

// Internal to the scenario model: the raw inputs of the built-in figures and their computation.
namespace verdict::scenario {

// Ids of the inputs the built-in figures read (docs/scenario.md).
namespace input {
inline const QString priceGpuHour = QStringLiteral("price_gpu_h");
inline const QString idle = QStringLiteral("idle");
inline const QString fixedCost = QStringLiteral("fixed_cost");
inline const QString latency = QStringLiteral("latency_ms");
inline const QString migrationCost = QStringLiteral("migration_cost");
inline const QString gpuHours = QStringLiteral("gpu_hours");
inline const QString sla = QStringLiteral("sla_ms");
inline const QString horizon = QStringLiteral("horizon_years");
inline const QString acceptableMsPerCent = QStringLiteral("acceptable_ms_per_cent");
} // namespace input

// One input value, or the reason it is not available.
struct Input
{
    double value = kMissing;
    QString reason;
    bool ok() const { return reason.isEmpty() && !isMissing(value); }
};

// Where attribute `id` comes from, looked up once for every alternative: the attribute, else a directly
// entered criterion with that id, else nothing (with the one message that says so).
struct InputSource
{
    QString id;
    int attribute = -1;
    int criterion = -1;
    QString absent; // set when neither exists
};
InputSource inputSource(const ProjectData &project, const QString &id);

// An alternative's attribute `id`; a directly entered criterion with that id stands in when the project has
// no such attribute.
Input attributeInput(const ProjectData &project, int alternative, const InputSource &source);
Input attributeInput(const ProjectData &project, int alternative, const QString &id);
Input parameterInput(const ProjectData &project, const QString &id);

// Every built-in figure for every alternative. baseline: alternative index or -1.
std::vector<std::array<FigureValue, kFigureCount>> computeFigures(const ProjectData &project, int baseline);

// Unit label of a figure in this project (e.g. effective_price takes price_gpu_h's unit).
QString figureUnit(const ProjectData &project, Figure f);

} // namespace verdict::scenario
