#pragma once

// Deterministic random projects for round-trip tests and the format benchmark.

#include "core/projectdata.h"

#include <cmath>
#include <random>

namespace verdict::testing {

struct GenerateOptions
{
    int alternatives = 5;
    int criteria = 4;
    std::uint64_t seed = 1;
    bool rich = true; // fill every optional section (provenance, uncertainty, AHP, term map, ...)
    bool typicalNumbers = false; // values like 45, 0.78, 12500 instead of awkward 17-digit doubles
};

inline double awkwardNumber(std::mt19937_64 &rng)
{
    std::uniform_int_distribution<int> kind(0, 9);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    switch (kind(rng)) {
    case 0: return double(std::uniform_int_distribution<int>(-1000, 1000)(rng));
    case 1: return unit(rng) / 3.0;
    case 2: return -unit(rng) * 1e6;
    case 3: return std::ldexp(unit(rng), -1000); // subnormal range
    case 4: return unit(rng) * 1e99;
    case 5: return 0.1 * double(std::uniform_int_distribution<int>(0, 100)(rng));
    case 6: return double(std::uniform_int_distribution<std::int64_t>(0, std::int64_t(1) << 60)(rng));
    case 7: return -0.0;
    default: return unit(rng) * 100.0;
    }
}

inline ProjectData generateProject(const GenerateOptions &o)
{
    std::mt19937_64 rng(o.seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    ProjectData p;
    p.metadata = {QStringLiteral("Generated \"%1\"").arg(o.seed), QStringLiteral("Tëst\tAuthor ✓"),
                  QStringLiteral("2026-11-30"), QStringLiteral("line one\nline two \\ \u2028 \U0001F600")};
    p.analysis.method = QStringLiteral("topsis");
    p.analysis.normalization = Normalization::Vector;
    p.analysis.mcSamples = 12345;
    p.analysis.mcSeed = 18446744073709551615ull;
    p.analysis.vikorV = 0.25;

    for (int c = 0; c < o.criteria; ++c) {
        Criterion k;
        k.id = QStringLiteral("c%1").arg(c);
        k.name = QStringLiteral("Criterion %1").arg(c);
        k.unit = c % 2 ? QStringLiteral("$") : QString();
        k.direction = c % 3 ? Direction::Max : Direction::Min;
        if (o.rich && c % 4 == 1) {
            k.scaleMin = 1;
            k.scaleMax = 5;
        }
        if (o.rich && c % 4 == 2)
            k.scaleMax = 100.5;
        if (o.rich && c % 5 == 3)
            k.preference = PreferenceFunction{PreferenceType::Linear, 0.5, 2.25, 0};
        if (o.rich && c > 0 && c % 7 == 6) {
            k.formula = QStringLiteral("c0 * 2 + price");
            k.provenance = QStringLiteral("brief");
        }
        p.criteria.push_back(k);
    }
    if (o.rich) {
        p.attributes.push_back({QStringLiteral("price"), QStringLiteral("Price"), QStringLiteral("$/h"), {}});
        p.attributes.push_back({QStringLiteral("idle"), QStringLiteral("Idle share"), QStringLiteral("%"), QStringLiteral("d")});
    }
    p.values = SharedMatrix(o.alternatives, o.criteria);
    for (int a = 0; a < o.alternatives; ++a) {
        Alternative alt;
        alt.id = QStringLiteral("a%1").arg(a);
        alt.name = QStringLiteral("Alternative %1").arg(a);
        for (int c = 0; c < o.criteria; ++c) {
            if (p.criteria[std::size_t(c)].isFormula() || unit(rng) < 0.05)
                continue; // missing
            p.values.set(a, c, o.typicalNumbers ? double(std::uniform_int_distribution<int>(0, 99999)(rng)) / 100.0
                                                : awkwardNumber(rng));
            if (o.rich && unit(rng) < 0.1)
                alt.provenance[p.criteria[std::size_t(c)].id] = unit(rng) < 0.5 ? QStringLiteral("assumption") : QStringLiteral("brief, p. 2");
            if (o.rich && !p.criteria[std::size_t(c)].isFormula() && unit(rng) < 0.05) {
                Uncertainty u;
                u.kind = UncertaintyKind(std::uniform_int_distribution<int>(0, 2)(rng));
                if (u.kind == UncertaintyKind::Normal) {
                    u.mean = 3;
                    u.sd = 0.5;
                } else {
                    u.low = 1;
                    u.high = 4;
                    if (u.kind == UncertaintyKind::Triangular)
                        u.likely = 2;
                }
                alt.uncertainty[p.criteria[std::size_t(c)].id] = u;
            }
        }
        if (o.rich && a % 2 == 0) {
            alt.attributes[QStringLiteral("price")] = 0.78 + a;
            alt.attributeProvenance[QStringLiteral("price")] = QStringLiteral("brief");
        }
        p.alternatives.push_back(alt);
    }
    for (int i = 0; i < (o.rich ? 3 : 1); ++i) {
        WeightProfile w;
        w.name = QStringLiteral("Profile %1").arg(i);
        for (int c = 0; c < o.criteria; ++c)
            w.weights.push_back(double(std::uniform_int_distribution<int>(c == 0 ? 1 : 0, 30)(rng)));
        if (o.rich && i == 1 && o.criteria >= 2) {
            w.ahp = AhpJudgments{{QStringLiteral("c0"), QStringLiteral("c1")}, {{1, 3}, {1.0 / 3.0, 1}}};
            w.ordinal = {QStringLiteral("c1"), QStringLiteral("c0")};
            w.intervals[QStringLiteral("c0")] = WeightInterval{0.1, 0.3};
        }
        p.profiles.push_back(w);
    }
    p.activeProfile = int(p.profiles.size()) - 1;
    if (o.rich) {
        p.baseline = p.alternatives.empty() ? QString() : p.alternatives.front().id;
        p.parameters.push_back({QStringLiteral("sla_ms"), QStringLiteral("SLA"), 50, QStringLiteral("ms"), {}, QStringLiteral("brief")});
        p.constraints.push_back({QStringLiteral("c0 <= sla_ms"), QStringLiteral("gate")});
        p.rules.push_back({QStringLiteral("sla_ms > 30"), QStringLiteral("Profile 0"), QStringLiteral("Profile 1"), QStringLiteral("m")});
        p.checks.push_back({QStringLiteral("saving"), QStringLiteral("Saving"), QStringLiteral("0.12 * 10000"), 1200.0, QStringLiteral("$"), {}});
        p.checks.push_back({QStringLiteral("idle"), {}, QStringLiteral("27 - 9"), std::nullopt, {}, {}});
        TermRow row;
        row.conceptName = QStringLiteral("worker group");
        row.note = QStringLiteral("the machines a cluster scales, all of one type");
        if (!p.alternatives.empty())
            row.terms[p.alternatives.back().id] = QStringLiteral("node pool");
        p.termMap.push_back(row);
        p.charts.tradeoffX = QStringLiteral("c0");
        p.charts.tradeoffY = QStringLiteral("price");
        p.charts.attributeDirections[QStringLiteral("idle")] = Direction::Min;
    }
    return p;
}

} // namespace verdict::testing
