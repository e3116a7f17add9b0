#pragma once

#include "core/projectdata.h"

#include <cmath>

namespace verdict::test {

// A three-platform scenario shaped like the bundled sample: the baseline (AWS ECS) costs $210,000 a year,
// OpenShift exactly the $140,000 ceiling, GKE Autopilot misses the 50 ms SLA by 3 ms.
inline ProjectData scenarioProject()
{
    ProjectData p = makeEmptyProject();
    p.attributes = {
        {QStringLiteral("price_gpu_h"), QStringLiteral("price"), QStringLiteral("$/GPU-h"), {}},
        {QStringLiteral("idle"), QStringLiteral("idle"), QStringLiteral("fraction"), {}},
        {QStringLiteral("latency_ms"), QStringLiteral("latency"), QStringLiteral("ms"), {}},
        {QStringLiteral("migration_cost"), QStringLiteral("migration cost"), QStringLiteral("$"), {}},
        {QStringLiteral("fixed_cost"), QStringLiteral("fixed cost"), QStringLiteral("$/yr"), {}},
    };
    auto parameter = [](const char *id, const char *name, double value, const char *unit) {
        Parameter x;
        x.id = QLatin1String(id);
        x.name = QLatin1String(name);
        x.value = value;
        x.unit = QLatin1String(unit);
        return x;
    };
    p.parameters = {
        parameter("sla_ms", "SLA", 50, "ms"),
        parameter("budget", "budget", 140000, "$/yr"),
        parameter("gpu_hours", "GPU-hours", 146000, "GPU-h/yr"),
        parameter("horizon_years", "horizon", 3, "years"),
        parameter("acceptable_ms_per_cent", "acceptable rate", 0.5, "ms per $0.01/GPU-h"),
    };
    auto alternative = [](const char *id, const char *name, double price, double idle, double latency,
                          double migration, double fixed) {
        Alternative a;
        a.id = QLatin1String(id);
        a.name = QLatin1String(name);
        a.attributes = {{QStringLiteral("price_gpu_h"), price},
                        {QStringLiteral("idle"), idle},
                        {QStringLiteral("latency_ms"), latency},
                        {QStringLiteral("migration_cost"), migration},
                        {QStringLiteral("fixed_cost"), fixed}};
        return a;
    };
    p.alternatives = {
        alternative("aws_ecs", "AWS ECS", 0.90, 0.27, 45, 0, 30000),
        alternative("gke", "GKE Autopilot", 0.78, 0.09, 53, 90000, 10000),
        alternative("openshift", "OpenShift", 0.55, 0.20, 49, 35000, 39625),
    };
    Criterion compliance;
    compliance.id = QStringLiteral("compliance");
    compliance.name = QStringLiteral("Compliance");
    Criterion tco;
    tco.id = QStringLiteral("tco");
    tco.name = QStringLiteral("TCO");
    tco.unit = QStringLiteral("$/yr");
    tco.direction = Direction::Min;
    tco.formula = QStringLiteral("annual_cost");
    p.criteria = {compliance, tco};
    p.values = SharedMatrix(3, 2);
    p.values.set(0, 0, 3);
    p.values.set(1, 0, 3);
    p.values.set(2, 0, 5);
    p.baseline = QStringLiteral("aws_ecs");
    p.profiles.front().weights = {1.0, 1.0};
    return p;
}

// Adds a formula criterion (values computed) and returns its index.
inline int addFormulaCriterion(ProjectData &p, const QString &id, const QString &formula)
{
    Criterion c;
    c.id = id;
    c.name = id;
    c.formula = formula;
    p.criteria.push_back(c);
    p.values.insertColumn(p.values.cols(), {});
    for (WeightProfile &w : p.profiles)
        w.weights.push_back(1.0);
    return p.criterionCount() - 1;
}

} // namespace verdict::test
