#include "projectdata.h"

#include "valuetree.h"

#include <numeric>

namespace verdict {

namespace {
template<typename Enum, std::size_t N>
std::optional<Enum> parseName(const QString &text, const std::pair<const char *, Enum> (&table)[N])
{
    const QString t = text.trimmed().toLower();
    for (const auto &[name, value] : table)
        if (t == QLatin1String(name))
            return value;
    return std::nullopt;
}
} // namespace

QString directionName(Direction d)
{
    return d == Direction::Max ? QStringLiteral("max") : QStringLiteral("min");
}

std::optional<Direction> parseDirection(const QString &text)
{
    static const std::pair<const char *, Direction> table[] = {
        {"max", Direction::Max}, {"benefit", Direction::Max}, {"min", Direction::Min}, {"cost", Direction::Min}};
    return parseName(text, table);
}

static const std::pair<const char *, PreferenceType> kPreferenceNames[] = {
    {"usual", PreferenceType::Usual},   {"ushape", PreferenceType::UShape}, {"vshape", PreferenceType::VShape},
    {"level", PreferenceType::Level},   {"linear", PreferenceType::Linear}, {"gaussian", PreferenceType::Gaussian}};

QString preferenceTypeName(PreferenceType t)
{
    for (const auto &[name, value] : kPreferenceNames)
        if (value == t)
            return QLatin1String(name);
    return {};
}

std::optional<PreferenceType> parsePreferenceType(const QString &text)
{
    return parseName(text, kPreferenceNames);
}

static const std::pair<const char *, UncertaintyKind> kUncertaintyNames[] = {
    {"interval", UncertaintyKind::Interval}, {"triangular", UncertaintyKind::Triangular},
    {"normal", UncertaintyKind::Normal}};

QString uncertaintyKindName(UncertaintyKind k)
{
    for (const auto &[name, value] : kUncertaintyNames)
        if (value == k)
            return QLatin1String(name);
    return {};
}

std::optional<UncertaintyKind> parseUncertaintyKind(const QString &text)
{
    return parseName(text, kUncertaintyNames);
}

static const std::pair<const char *, Normalization> kNormalizationNames[] = {
    {"minmax", Normalization::MinMax}, {"max", Normalization::Max},   {"sum", Normalization::Sum},
    {"vector", Normalization::Vector}, {"none", Normalization::None}};

QString normalizationName(Normalization n)
{
    for (const auto &[name, value] : kNormalizationNames)
        if (value == n)
            return QLatin1String(name);
    return {};
}

std::optional<Normalization> parseNormalization(const QString &text)
{
    return parseName(text, kNormalizationNames);
}

template<typename T, typename Key>
static int indexOf(const std::vector<T> &items, const QString &key, Key T::*member)
{
    for (std::size_t i = 0; i < items.size(); ++i)
        if (items[i].*member == key)
            return int(i);
    return -1;
}

int ProjectData::indexOfCriterion(const QString &id) const { return indexOf(criteria, id, &Criterion::id); }
int ProjectData::indexOfGroup(const QString &id) const { return indexOf(groups, id, &CriterionGroup::id); }
int ProjectData::indexOfAlternative(const QString &id) const { return indexOf(alternatives, id, &Alternative::id); }
int ProjectData::indexOfAttribute(const QString &id) const { return indexOf(attributes, id, &AttributeDef::id); }
int ProjectData::indexOfParameter(const QString &id) const { return indexOf(parameters, id, &Parameter::id); }
int ProjectData::indexOfProfile(const QString &name) const { return indexOf(profiles, name, &WeightProfile::name); }
int ProjectData::indexOfScenario(const QString &name) const { return indexOf(scenarios, name, &NamedScenario::name); }

std::vector<double> ProjectData::normalizedWeights(int profile) const
{
    const std::size_t index = std::size_t(profile < 0 ? activeProfile : profile);
    if (index >= profiles.size()) // no such profile (a project built in code with none): no weight anywhere
        return std::vector<double>(criteria.size(), 0.0);
    if (groups.empty()) {
        std::vector<double> w = profiles[index].weights;
        w.resize(criteria.size(), 0.0);
        const double sum = std::accumulate(w.begin(), w.end(), 0.0);
        for (double &x : w)
            x = sum > 0.0 ? x / sum : 0.0;
        return w;
    }
    return ValueTree(*this).weights(profiles[index]).criterionGlobal;
}

QString ProjectData::provenance(int alternative, int criterion) const
{
    return alternatives.at(std::size_t(alternative)).provenance.value(criteria.at(std::size_t(criterion)).id);
}

QStringList ProjectData::criterionIds() const
{
    QStringList ids;
    for (const Criterion &c : criteria)
        ids << c.id;
    return ids;
}

QStringList ProjectData::alternativeIds() const
{
    QStringList ids;
    for (const Alternative &a : alternatives)
        ids << a.id;
    return ids;
}

ProjectData makeEmptyProject()
{
    ProjectData p;
    WeightProfile profile;
    profile.name = QStringLiteral("Default");
    p.profiles.push_back(profile);
    return p;
}

} // namespace verdict
