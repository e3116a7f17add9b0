#pragma once

#include "cellnotes.h"
#include "decisions.h"
#include "sharedmatrix.h"
#include "valuefunction.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace verdict {

enum class Direction { Max, Min };
QString directionName(Direction d);                          // "max" / "min"
std::optional<Direction> parseDirection(const QString &text); // max, min, benefit, cost (any case)

enum class PreferenceType { Usual, UShape, VShape, Level, Linear, Gaussian };
QString preferenceTypeName(PreferenceType t);                           // "usual", "ushape", ...
std::optional<PreferenceType> parsePreferenceType(const QString &text); // any case

// PROMETHEE generalised criterion. q: indifference threshold, p: preference threshold, s: gaussian parameter.
struct PreferenceFunction
{
    PreferenceType type = PreferenceType::Usual;
    double q = 0.0;
    double p = 0.0;
    double s = 0.0;
    bool operator==(const PreferenceFunction &) const = default;
};

enum class UncertaintyKind { Interval, Triangular, Normal };
QString uncertaintyKindName(UncertaintyKind k); // "interval", "triangular", "normal"
std::optional<UncertaintyKind> parseUncertaintyKind(const QString &text);

// Uncertainty of one directly entered value. Interval uses low/high, triangular low/likely/high,
// normal mean/sd.
struct Uncertainty
{
    UncertaintyKind kind = UncertaintyKind::Interval;
    double low = 0.0;
    double likely = 0.0;
    double high = 0.0;
    double mean = 0.0;
    double sd = 0.0;
    bool operator==(const Uncertainty &) const = default;
};

struct Criterion
{
    QString id; // [a-z_][a-z0-9_]{0,63}, unique among criteria, unchanged by a rename
    QString name;
    QString description;
    QString unit;
    Direction direction = Direction::Max;
    std::optional<double> scaleMin; // fixed scale bounds, e.g. a 1–5 rating
    std::optional<double> scaleMax;
    std::optional<PreferenceFunction> preference; // PROMETHEE; none means "usual"
    std::optional<ValueFunction> valueFunction;   // instead of normalisation: the value (0–100) of each raw value
    QString formula;    // non-empty: values are computed by the scenario model
    QString provenance; // for a formula criterion: where the formula comes from
    QString group;      // id of the value-tree group it sits in (ProjectData::groups), empty for the top level
    bool isFormula() const { return !formula.isEmpty(); }
    bool operator==(const Criterion &) const = default;
};

// A node of the value tree (docs/methods.md, "The value tree"): criteria and groups sit in groups, nested up
// to limits::kMaxGroupDepth levels. A project without groups is a flat tree.
struct CriterionGroup
{
    QString id;     // same rules as a criterion id, unique among groups
    QString name;   // unique among the groups that share its parent ("/" is not allowed: paths use it)
    QString parent; // id of the group it sits in, empty for the top level
    QString description;
    bool operator==(const CriterionGroup &) const = default;
};

// A named raw input that every alternative may carry (e.g. price_gpu_h), see docs/scenario.md.
struct AttributeDef
{
    QString id;
    QString name;
    QString unit;
    QString description;
    bool operator==(const AttributeDef &) const = default;
};

struct Alternative
{
    QString id; // same rules as a criterion id, unique among alternatives
    QString name;
    QString description;
    CellNotes provenance;                           // criterion id -> where the value came from, or "assumption"
    std::map<QString, Uncertainty> uncertainty;     // criterion id -> distribution of the value
    std::map<QString, double> attributes;           // attribute id -> value (absent = missing)
    std::map<QString, QString> attributeProvenance; // attribute id -> note
    bool operator==(const Alternative &) const = default;
};

struct Parameter
{
    QString id;
    QString name;
    double value = 0.0;
    QString unit;
    QString description;
    QString provenance;
    bool operator==(const Parameter &) const = default;
};

// A hard gate: "EXPR OP EXPR" with OP one of <=, <, >=, >, ==.
struct Constraint
{
    QString expression;
    QString description;
    bool operator==(const Constraint &) const = default;
};

// Advisory rule: which profile the scenario points to.
struct DecisionRule
{
    QString when;
    QString thenProfile;
    QString elseProfile;
    QString message;
    bool operator==(const DecisionRule &) const = default;
};

// A named piece of arithmetic kept for the record (e.g. "0.12 × 10,000 = $1,200 a year").
struct NamedCheck
{
    QString id;
    QString name;
    QString formula;
    std::optional<double> expected;
    QString unit;
    QString provenance;
    bool operator==(const NamedCheck &) const = default;
};

// Pairwise judgments among the children of one node: a flat profile's criteria, or with a value tree the
// criteria and groups directly inside one group (or at the top level). An item is a criterion id, or
// ahpGroupItem(id) ("group:" and the id) for a child group.
struct AhpJudgments
{
    QStringList criteria;                     // item ids, row/column order of the matrix
    std::vector<std::vector<double>> matrix;  // a_ij: how much more important i is than j
    bool operator==(const AhpJudgments &) const = default;
};
inline QString ahpGroupItem(const QString &groupId) { return QStringLiteral("group:") + groupId; }
// The group id of a "group:ID" item, or empty for a criterion item.
inline QString ahpItemGroup(const QString &item)
{
    return item.startsWith(QLatin1String("group:")) ? item.mid(6) : QString();
}

struct WeightInterval
{
    double low = 0.0; // fractions of 1
    double high = 1.0;
    bool operator==(const WeightInterval &) const = default;
};

// Swing weighting (docs/methods.md, "Swing weighting"): how much one criterion's swing from its worst to its best
// value (or a whole group's) matters against the most important swing, rated 100. The weights of the rated node's
// children are the ratings, normalised; `worst` and `best` keep the criterion's range when it was rated, so a later
// edit that changes the range can say what the weight meant.
struct SwingRating
{
    QString criterion; // criterion id, or empty for a group
    QString group;     // group id, when `criterion` is empty
    double rating = 100.0; // 0–100 against the most important swing
    std::optional<double> worst, best; // the criterion's range when rated (raw values)
    bool operator==(const SwingRating &) const = default;
};

// Whose weights a profile holds when it is one committee member's (docs/methods.md, "The committee"): their role,
// and how much their voice counts in the group profile (equal by default).
struct Stakeholder
{
    QString role;
    double voice = 1.0;
    bool operator==(const Stakeholder &) const = default;
};

struct WeightProfile
{
    QString name;
    QString description;
    std::vector<double> weights; // parallel to ProjectData::criteria; non-negative, as entered
    std::optional<AhpJudgments> ahp;              // a flat profile's, or the top level's of a value tree
    std::map<QString, AhpJudgments> groupAhp;     // group id -> the judgments among its children
    QStringList ordinal;                          // criterion ids, most important first (SMAA constraint)
    std::map<QString, WeightInterval> intervals;  // criterion id -> allowed normalised weight
    // Value tree: group id -> the group's weight within its parent, as entered. Like `weights` (which are then
    // local to each criterion's group) it is normalised among the group's siblings; a group without an entry
    // gets an equal share (ValueTree::localWeights).
    std::map<QString, double> groupWeights;
    std::vector<SwingRating> swing; // most important first; empty: not set by swing weighting
    std::optional<Stakeholder> stakeholder; // set: a stakeholder's own weights
    // The group profile: its weights (and AHP judgments) are computed from the stakeholders' (analysis/committee.h,
    // refreshGroupProfiles), never typed.
    bool computed = false;
    bool isStakeholder() const { return stakeholder.has_value(); }
    bool operator==(const WeightProfile &) const = default;
};

enum class Normalization { MinMax, Max, Sum, Vector, None };
QString normalizationName(Normalization n); // "minmax", "max", "sum", "vector", "none"
std::optional<Normalization> parseNormalization(const QString &text);

inline constexpr std::uint64_t kDefaultSeed = 20261130;
inline constexpr int kDefaultSamples = 10000;
inline constexpr int kMaxMonteCarloSamples = 10'000'000; // the project's mc_samples, --samples, SMAA runs

struct AnalysisSettings
{
    QString method = QStringLiteral("wsm");
    Normalization normalization = Normalization::MinMax;
    int mcSamples = kDefaultSamples;
    std::uint64_t mcSeed = kDefaultSeed;
    double vikorV = 0.5;
    bool operator==(const AnalysisSettings &) const = default;
};

struct Metadata
{
    QString title;
    QString author;
    QString date; // ISO 8601 date
    QString description;
    bool operator==(const Metadata &) const = default;
};

struct TermRow
{
    QString conceptName; // what the row translates, e.g. "worker group"
    std::map<QString, QString> terms; // alternative id -> that platform's term
    QString note; // one line explaining the concept, e.g. "the machines a cluster scales, all of one type"
    bool operator==(const TermRow &) const = default;
};

struct ChartSettings
{
    QString tradeoffX; // criterion or attribute id
    QString tradeoffY;
    std::map<QString, Direction> attributeDirections; // attributes count as "min" unless listed
    bool operator==(const ChartSettings &) const = default;
};

// One change a what-if scenario makes to the project's own numbers (docs/file-format.md, "scenarios"): a parameter,
// an attribute of one, some or every alternative, or an entered value, set to `value` or multiplied by `factor`.
struct ScenarioOverride
{
    enum class Kind { Parameter, Attribute, Value };
    Kind kind = Kind::Parameter;
    QString target;            // parameter, attribute or criterion id
    QStringList alternatives;  // attribute and value: the alternative ids it applies to; empty: every alternative
    std::optional<double> value;  // exactly one of value and factor
    std::optional<double> factor;
    bool operator==(const ScenarioOverride &) const = default;
};

// A named what-if scenario: overrides on top of the project's own numbers (the base scenario).
struct NamedScenario
{
    QString name; // unique among the scenarios, not empty
    QString description;
    std::vector<ScenarioOverride> overrides;
    bool operator==(const NamedScenario &) const = default;
};

// Everything a .verdict file holds. A plain value: copyable and comparable, with no signals.
struct ProjectData
{
    Metadata metadata;
    std::vector<Criterion> criteria;
    std::vector<CriterionGroup> groups; // the value tree; empty: a flat list of criteria
    std::vector<AttributeDef> attributes;
    std::vector<Alternative> alternatives;
    SharedMatrix values; // alternatives × criteria, NaN = missing; copies share it by block (core/sharedmatrix.h)
    std::vector<WeightProfile> profiles; // never empty in a valid project
    int activeProfile = 0;
    std::vector<Parameter> parameters;
    QString baseline; // alternative id, or empty
    std::vector<Constraint> constraints;
    std::vector<DecisionRule> rules;
    std::vector<NamedCheck> checks;
    AnalysisSettings analysis;
    std::vector<TermRow> termMap;
    ChartSettings charts;
    std::vector<NamedScenario> scenarios; // what-if scenarios; the project's own numbers are the base
    QString activeScenario;               // the scenario evaluated, empty for the base
    std::vector<DecisionRecord> decisions; // the decision record, oldest first (core/decisions.h)
    // Runtime only, never in a file: the active scenario's overrides are already in the numbers above
    // (applyActiveScenario, model/core/scenarios.h), so they are not applied again.
    bool scenarioApplied = false;

    bool operator==(const ProjectData &) const = default;

    int alternativeCount() const { return int(alternatives.size()); }
    int criterionCount() const { return int(criteria.size()); }
    int indexOfCriterion(const QString &id) const;
    int indexOfGroup(const QString &id) const;
    int indexOfAlternative(const QString &id) const;
    int indexOfAttribute(const QString &id) const;
    int indexOfParameter(const QString &id) const;
    int indexOfProfile(const QString &name) const;
    int indexOfScenario(const QString &name) const;
    const WeightProfile &active() const { return profiles.at(std::size_t(activeProfile)); }
    // A profile's (-1: the active one's) global weights, summing to 1 (all zero if they sum to 0): with a value
    // tree, the product of the local weights along each criterion's path (ValueTree).
    std::vector<double> normalizedWeights(int profile = -1) const;
    QString provenance(int alternative, int criterion) const;
    QStringList criterionIds() const;
    QStringList alternativeIds() const;
};

// A project with one profile ("Default") and nothing else: the start of a new document.
ProjectData makeEmptyProject();

} // namespace verdict
