#pragma once

#include "scenario/scenario.h"

// Internal to the scenario model: what the names in a formula refer to.
namespace verdict::scenario {

inline const QString kBaselinePrefix = QStringLiteral("baseline_");

enum class NameKind { Attribute, Parameter, Criterion, Figure };

struct NameRef
{
    NameKind kind = NameKind::Attribute;
    int index = -1;        // into attributes, parameters, criteria, or a Figure value
    bool baseline = false; // baseline_NAME: the baseline alternative's value
    bool operator==(const NameRef &) const = default;
};

// Resolves names in this order: built-in figures, attributes, parameters, criteria; then baseline_NAME for
// an attribute, criterion or figure NAME. Clashes between the kinds are reported by clashes().
class NameTable
{
public:
    explicit NameTable(const ProjectData &project);

    std::optional<NameRef> resolve(const QString &name) const;
    // Allowed in `scope`: scenario formulas see only parameters and baseline_* names.
    static bool allowed(const NameRef &ref, FormulaScope scope);
    QStringList names(FormulaScope scope) const;

    QString unit(const NameRef &ref) const;
    QString label(const NameRef &ref) const; // "latency", "SLA", "AWS ECS's annual cost"

    // Diagnostics for ids that are defined twice across attributes, parameters, criteria and figures, or that
    // take a reserved form (a built-in name, a baseline_ prefix).
    Messages clashes() const;

private:
    const ProjectData &m_project;
    int m_baseline = -1;
};

} // namespace verdict::scenario
