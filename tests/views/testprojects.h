#pragma once

#include "core/projectdata.h"

namespace verdict::test {

// A small complete project built in code: 4 alternatives × 3 criteria, two profiles, notes on some cells.
inline ProjectData smallProject()
{
    ProjectData p = makeEmptyProject();
    const char *criteria[][3] = {{"cost", "Cost", "$"}, {"speed", "Speed", "ms"}, {"fit", "Fit", "1-5"}};
    for (auto &c : criteria) {
        Criterion crit;
        crit.id = QString::fromLatin1(c[0]);
        crit.name = QString::fromLatin1(c[1]);
        crit.unit = QString::fromUtf8(c[2]);
        p.criteria.push_back(crit);
    }
    p.criteria[0].direction = Direction::Min;
    p.criteria[1].direction = Direction::Min;
    p.criteria[2].scaleMin = 1;
    p.criteria[2].scaleMax = 5;
    const char *alternatives[][2] = {{"a", "Alpha"}, {"b", "Beta"}, {"c", "Gamma"}, {"d", "Delta"}};
    for (auto &a : alternatives) {
        Alternative alt;
        alt.id = QString::fromLatin1(a[0]);
        alt.name = QString::fromLatin1(a[1]);
        p.alternatives.push_back(alt);
    }
    p.alternatives[0].provenance[QStringLiteral("cost")] = QStringLiteral("price list");
    p.alternatives[1].provenance[QStringLiteral("fit")] = QStringLiteral("assumption");
    p.values = SharedMatrix(4, 3);
    const double v[4][3] = {{100, 20, 4}, {80, 35, 3}, {120, 10, 5}, {90, 25, 2}};
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 3; ++c)
            p.values.set(r, c, v[r][c]);
    p.profiles[0].name = QStringLiteral("Default");
    p.profiles[0].weights = {50, 30, 20};
    WeightProfile second;
    second.name = QStringLiteral("Speed first");
    second.weights = {20, 60, 20};
    second.ordinal = {QStringLiteral("speed"), QStringLiteral("cost")};
    p.profiles.push_back(second);
    return p;
}

// smallProject() with a scenario: one attribute with values and a note, a parameter, a constraint and a rule.
inline ProjectData scenarioProject()
{
    ProjectData p = smallProject();
    p.attributes.push_back(AttributeDef{QStringLiteral("price"), QStringLiteral("Price"), QStringLiteral("$/h"), {}});
    p.alternatives[0].attributes[QStringLiteral("price")] = 0.9;
    p.alternatives[0].attributeProvenance[QStringLiteral("price")] = QStringLiteral("list price");
    p.alternatives[1].attributes[QStringLiteral("price")] = 0.8;
    p.parameters.push_back(Parameter{QStringLiteral("budget"), QStringLiteral("Budget"), 100, QStringLiteral("$"), {}, {}});
    p.constraints.push_back(Constraint{QStringLiteral("cost <= budget"), QStringLiteral("within budget")});
    p.rules.push_back(DecisionRule{QStringLiteral("budget > 50"), QStringLiteral("Default"), QStringLiteral("Speed first"),
                                   QStringLiteral("cost first")});
    return p;
}

} // namespace verdict::test
