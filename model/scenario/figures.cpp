#include "figures.h"

#include "scenario/quantity.h"

namespace verdict {

const std::array<FigureInfo, kFigureCount> &figureInfos()
{
    static const std::array<FigureInfo, kFigureCount> infos = {{
        {QStringLiteral("effective_price"), QStringLiteral("effective price"),
         QStringLiteral("price_gpu_h / (1 - idle)")},
        {QStringLiteral("annual_cost"), QStringLiteral("annual cost"),
         QStringLiteral("gpu_hours * effective_price + fixed_cost")},
        {QStringLiteral("annual_savings"), QStringLiteral("annual savings"),
         QStringLiteral("baseline_annual_cost - annual_cost")},
        {QStringLiteral("payback_months"), QStringLiteral("payback"),
         QStringLiteral("migration_cost / (annual_savings / 12)")},
        {QStringLiteral("roi"), QStringLiteral("ROI"),
         QStringLiteral("(annual_savings * horizon_years - migration_cost) / migration_cost")},
        {QStringLiteral("sla_margin"), QStringLiteral("SLA margin"), QStringLiteral("(sla_ms - latency_ms) / sla_ms")},
        {QStringLiteral("ms_per_cent"), QStringLiteral("ms per cent saved"),
         QStringLiteral("(latency_ms - baseline_latency_ms) / (100 * (baseline_price_gpu_h - price_gpu_h))")},
    }};
    return infos;
}

const FigureInfo &figureInfo(Figure f)
{
    return figureInfos().at(std::size_t(f));
}

std::optional<Figure> figureById(const QString &id)
{
    for (int i = 0; i < kFigureCount; ++i)
        if (figureInfos()[std::size_t(i)].id == id)
            return Figure(i);
    return std::nullopt;
}

} // namespace verdict

namespace verdict::scenario {

namespace {

QString altName(const ProjectData &project, int a)
{
    const Alternative &alt = project.alternatives.at(std::size_t(a));
    return alt.name.isEmpty() ? alt.id : alt.name;
}

FigureValue undefined(const QString &reason)
{
    return {kMissing, reason};
}

FigureValue defined(double v)
{
    return {v, {}};
}

// The project defines this input at all (as an attribute or a direct criterion).
bool hasInput(const ProjectData &project, const QString &id)
{
    if (project.indexOfAttribute(id) >= 0)
        return true;
    const int c = project.indexOfCriterion(id);
    return c >= 0 && !project.criteria[std::size_t(c)].isFormula();
}

} // namespace

InputSource inputSource(const ProjectData &project, const QString &id)
{
    InputSource s;
    s.id = id;
    s.attribute = project.indexOfAttribute(id);
    if (s.attribute < 0) {
        const int c = project.indexOfCriterion(id);
        if (c >= 0 && !project.criteria[std::size_t(c)].isFormula())
            s.criterion = c;
        else
            s.absent = QStringLiteral("the project has no %1 attribute").arg(id);
    }
    return s;
}

Input attributeInput(const ProjectData &project, int alternative, const InputSource &source)
{
    const Alternative &alt = project.alternatives.at(std::size_t(alternative));
    if (source.attribute >= 0) {
        const auto it = alt.attributes.find(source.id);
        if (it == alt.attributes.end() || isMissing(it->second))
            return {kMissing, QStringLiteral("%1 is missing for %2").arg(source.id, altName(project, alternative))};
        return {it->second, {}};
    }
    if (source.criterion >= 0) {
        const double v = project.values.at(alternative, source.criterion);
        if (isMissing(v))
            return {kMissing, QStringLiteral("%1 is missing for %2").arg(source.id, altName(project, alternative))};
        return {v, {}};
    }
    return {kMissing, source.absent};
}

Input attributeInput(const ProjectData &project, int alternative, const QString &id)
{
    return attributeInput(project, alternative, inputSource(project, id));
}

Input parameterInput(const ProjectData &project, const QString &id)
{
    const int p = project.indexOfParameter(id);
    if (p < 0)
        return {kMissing, QStringLiteral("the project has no %1 parameter").arg(id)};
    return {project.parameters[std::size_t(p)].value, {}};
}

QString figureUnit(const ProjectData &project, Figure f)
{
    auto attributeUnit = [&](const QString &id) {
        const int a = project.indexOfAttribute(id);
        if (a >= 0)
            return project.attributes[std::size_t(a)].unit;
        const int c = project.indexOfCriterion(id);
        return c >= 0 ? project.criteria[std::size_t(c)].unit : QString();
    };
    switch (f) {
    case Figure::EffectivePrice: {
        const QString unit = attributeUnit(input::priceGpuHour);
        return unit.isEmpty() ? QStringLiteral("$/GPU-h") : unit;
    }
    case Figure::AnnualCost:
    case Figure::AnnualSavings: return QStringLiteral("$/year");
    case Figure::PaybackMonths: return QStringLiteral("months");
    case Figure::Roi:
    case Figure::SlaMargin: return QStringLiteral("fraction");
    case Figure::MsPerCent: return QStringLiteral("ms per $0.01/GPU-h");
    }
    return {};
}

std::vector<std::array<FigureValue, kFigureCount>> computeFigures(const ProjectData &project, int baseline)
{
    const int n = project.alternativeCount();
    std::vector<std::array<FigureValue, kFigureCount>> out(static_cast<std::size_t>(n));
    const Input gpuHours = parameterInput(project, input::gpuHours);
    const Input sla = parameterInput(project, input::sla);
    const Input horizon = parameterInput(project, input::horizon);
    const bool modelsFixedCost = hasInput(project, input::fixedCost);
    // Each input's source is looked up once, not once per alternative (10,000 alternatives × 200 criteria).
    const InputSource priceSource = inputSource(project, input::priceGpuHour);
    const InputSource idleSource = inputSource(project, input::idle);
    const InputSource fixedSource = inputSource(project, input::fixedCost);
    const InputSource latencySource = inputSource(project, input::latency);
    const InputSource migrationSource = inputSource(project, input::migrationCost);

    // Figures that need only the alternative itself.
    for (int a = 0; a < n; ++a) {
        auto &f = out[std::size_t(a)];
        const Input price = attributeInput(project, a, priceSource);
        const Input idle = attributeInput(project, a, idleSource);
        FigureValue &effective = f[std::size_t(Figure::EffectivePrice)];
        if (!price.ok())
            effective = undefined(price.reason);
        else if (!idle.ok())
            effective = undefined(idle.reason);
        else if (idle.value >= 1.0)
            effective = undefined(QStringLiteral("idle is %1 for %2; it must be a fraction below 1")
                                      .arg(formatAmount(idle.value), altName(project, a)));
        else if (idle.value < 0.0)
            effective = undefined(QStringLiteral("idle is negative for %1").arg(altName(project, a)));
        else
            effective = defined(price.value / (1.0 - idle.value));

        FigureValue &cost = f[std::size_t(Figure::AnnualCost)];
        const Input fixed = modelsFixedCost ? attributeInput(project, a, fixedSource) : Input{0.0, {}};
        if (!gpuHours.ok())
            cost = undefined(gpuHours.reason);
        else if (!effective.defined())
            cost = undefined(effective.reason);
        else if (!fixed.ok())
            cost = undefined(fixed.reason);
        else
            cost = defined(gpuHours.value * effective.value + fixed.value);

        FigureValue &margin = f[std::size_t(Figure::SlaMargin)];
        const Input latency = attributeInput(project, a, latencySource);
        if (!sla.ok())
            margin = undefined(sla.reason);
        else if (sla.value == 0.0)
            margin = undefined(QStringLiteral("sla_ms is 0"));
        else if (!latency.ok())
            margin = undefined(latency.reason);
        else
            margin = defined((sla.value - latency.value) / sla.value);
    }

    // Figures against the baseline.
    for (int a = 0; a < n; ++a) {
        auto &f = out[std::size_t(a)];
        QString noComparison;
        if (baseline < 0)
            noComparison = QStringLiteral("no baseline is set");
        else if (a == baseline)
            noComparison = QStringLiteral("%1 is the baseline").arg(altName(project, a));

        FigureValue &savings = f[std::size_t(Figure::AnnualSavings)];
        const FigureValue &cost = f[std::size_t(Figure::AnnualCost)];
        if (!noComparison.isEmpty())
            savings = undefined(noComparison);
        else if (!out[std::size_t(baseline)][std::size_t(Figure::AnnualCost)].defined())
            savings = undefined(QStringLiteral("the baseline's annual cost is n/a: %1")
                                    .arg(out[std::size_t(baseline)][std::size_t(Figure::AnnualCost)].reason));
        else if (!cost.defined())
            savings = undefined(cost.reason);
        else
            savings = defined(out[std::size_t(baseline)][std::size_t(Figure::AnnualCost)].value - cost.value);

        const Input migration = attributeInput(project, a, migrationSource);
        FigureValue &payback = f[std::size_t(Figure::PaybackMonths)];
        if (!savings.defined())
            payback = undefined(savings.reason);
        else if (savings.value <= 0.0)
            payback = undefined(savings.value == 0.0
                                    ? QStringLiteral("%1 saves nothing against the baseline").arg(altName(project, a))
                                    : QStringLiteral("%1 costs more than the baseline").arg(altName(project, a)));
        else if (!migration.ok())
            payback = undefined(migration.reason);
        else
            payback = defined(migration.value / (savings.value / 12.0));

        FigureValue &roi = f[std::size_t(Figure::Roi)];
        if (!savings.defined())
            roi = undefined(savings.reason);
        else if (!migration.ok())
            roi = undefined(migration.reason);
        else if (migration.value == 0.0)
            roi = undefined(QStringLiteral("%1 has no migration cost to return on").arg(altName(project, a)));
        else if (!horizon.ok())
            roi = undefined(horizon.reason);
        else
            roi = defined((savings.value * horizon.value - migration.value) / migration.value);

        FigureValue &rate = f[std::size_t(Figure::MsPerCent)];
        if (!noComparison.isEmpty()) {
            rate = undefined(noComparison);
            continue;
        }
        const Input price = attributeInput(project, a, priceSource);
        const Input basePrice = attributeInput(project, baseline, priceSource);
        const Input latency = attributeInput(project, a, latencySource);
        const Input baseLatency = attributeInput(project, baseline, latencySource);
        if (!price.ok())
            rate = undefined(price.reason);
        else if (!basePrice.ok())
            rate = undefined(basePrice.reason);
        else if (!latency.ok())
            rate = undefined(latency.reason);
        else if (!baseLatency.ok())
            rate = undefined(baseLatency.reason);
        else if (basePrice.value - price.value <= 0.0)
            rate = undefined(QStringLiteral("%1 saves nothing per GPU-hour against the baseline").arg(altName(project, a)));
        else
            rate = defined((latency.value - baseLatency.value) / (100.0 * (basePrice.value - price.value)));
    }
    return out;
}

} // namespace verdict::scenario
