// The formula evaluator (model/scenario): any text as a criterion formula, a constraint and a rule condition
// of a small scenario. Nothing outside the guard may reach muparser in a way that crashes it; every refused
// formula must come with a diagnostic, and a usable criterion must have a finite value everywhere.
#include "scenario/formula.h"
#include "scenario/scenario.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>

using namespace verdict;

static ProjectData scenario()
{
    ProjectData p = makeEmptyProject();
    p.attributes = {{QStringLiteral("price_gpu_h"), {}, {}, {}}, {QStringLiteral("idle"), {}, {}, {}},
                    {QStringLiteral("latency_ms"), {}, {}, {}}, {QStringLiteral("migration_cost"), {}, {}, {}}};
    p.parameters = {{QStringLiteral("sla_ms"), {}, 50, {}, {}, {}}, {QStringLiteral("gpu_hours"), {}, 1000, {}, {}, {}},
                    {QStringLiteral("budget"), {}, 140000, {}, {}, {}}, {QStringLiteral("horizon_years"), {}, 3, {}, {}, {}}};
    for (int i = 0; i < 3; ++i) {
        Alternative a;
        a.id = QStringLiteral("a%1").arg(i);
        a.name = a.id;
        a.attributes = {{QStringLiteral("price_gpu_h"), 0.9 - 0.1 * i}, {QStringLiteral("idle"), 0.3 * i},
                        {QStringLiteral("latency_ms"), 40.0 + 5 * i}};
        if (i > 0)
            a.attributes[QStringLiteral("migration_cost")] = 1000.0 * (i - 1);
        p.alternatives.push_back(a);
    }
    Criterion direct;
    direct.id = QStringLiteral("compliance");
    Criterion formula;
    formula.id = QStringLiteral("probe");
    p.criteria = {direct, formula};
    p.values = SharedMatrix(3, 2);
    p.values.set(0, 0, 1);
    p.values.set(1, 0, 2);
    p.baseline = QStringLiteral("a0");
    p.profiles.front().weights = {1, 1};
    return p;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));

    Formula f;
    if (f.compile(text)) {
        const double v = f.evaluate(std::vector<double>(std::size_t(f.names().size()), 1.5));
        (void)v;
    } else if (f.problem().text.isEmpty()) {
        std::abort(); // refused without saying why
    }

    static const ProjectData base = scenario();
    ProjectData p = base;
    p.criteria[1].formula = text.isEmpty() ? QStringLiteral(" ") : text;
    p.constraints = {{text, {}}};
    p.rules = {{text, QStringLiteral("Default"), QStringLiteral("Default"), {}}};
    const ScenarioResult r = evaluateScenario(p);
    if (r.criterionUsable[1]) {
        for (int a = 0; a < 3; ++a)
            if (!std::isfinite(r.values.at(a, 1)))
                std::abort(); // a usable criterion with an undefined value
    } else if (r.diagnostics.empty()) {
        std::abort(); // left out of ranking without a message
    }
    return 0;
}
