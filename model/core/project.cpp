#include "project.h"

#include <utility>

namespace verdict {

Project::Project(QObject *parent)
    : Project(makeEmptyProject(), parent)
{
}

Project::Project(ProjectData data, QObject *parent)
    : QObject(parent)
    , m_data(std::move(data))
{
}

void Project::reset(ProjectData data)
{
    Q_EMIT aboutToReset();
    m_data = std::move(data);
    Q_EMIT wasReset();
    Q_EMIT changed();
}

void Project::setMetadata(const Metadata &metadata)
{
    m_data.metadata = metadata;
    Q_EMIT metadataChanged();
    Q_EMIT changed();
}

void Project::insertAlternative(int row, const Alternative &alternative, const std::vector<double> &values)
{
    if (m_data.values.cols() != m_data.criterionCount())
        m_data.values = SharedMatrix(m_data.alternativeCount(), m_data.criterionCount());
    m_data.alternatives.insert(m_data.alternatives.begin() + row, alternative);
    m_data.values.insertRow(row, values);
    Q_EMIT alternativeInserted(row);
    Q_EMIT changed();
}

void Project::removeAlternative(int row)
{
    m_data.alternatives.erase(m_data.alternatives.begin() + row);
    m_data.values.removeRow(row);
    Q_EMIT alternativeRemoved(row);
    Q_EMIT changed();
}

void Project::moveAlternative(int from, int to)
{
    if (from == to)
        return;
    Alternative a = std::move(m_data.alternatives.at(std::size_t(from)));
    m_data.alternatives.erase(m_data.alternatives.begin() + from);
    m_data.alternatives.insert(m_data.alternatives.begin() + to, std::move(a));
    m_data.values.moveRow(from, to);
    Q_EMIT alternativeMoved(from, to);
    Q_EMIT changed();
}

void Project::setAlternative(int row, const Alternative &alternative)
{
    m_data.alternatives.at(std::size_t(row)) = alternative;
    Q_EMIT alternativeChanged(row);
    Q_EMIT changed();
}

AlternativeReferences Project::forgetAlternativeReferences(int row)
{
    AlternativeReferences refs = verdict::forgetAlternativeReferences(m_data, m_data.alternatives.at(std::size_t(row)).id);
    if (refs.baseline)
        Q_EMIT scenarioChanged();
    if (!refs.terms.empty())
        Q_EMIT termMapChanged();
    if (!refs.empty())
        Q_EMIT changed();
    return refs;
}

void Project::restoreAlternativeReferences(int row, const AlternativeReferences &refs)
{
    if (refs.empty())
        return;
    verdict::restoreAlternativeReferences(m_data, m_data.alternatives.at(std::size_t(row)).id, refs);
    if (refs.baseline)
        Q_EMIT scenarioChanged();
    if (!refs.terms.empty())
        Q_EMIT termMapChanged();
    Q_EMIT changed();
}

CriterionReferences Project::forgetCriterionReferences(int column)
{
    CriterionReferences refs = verdict::forgetCriterionReferences(m_data, m_data.criteria.at(std::size_t(column)).id);
    for (const auto &entry : refs.alternatives)
        Q_EMIT alternativeChanged(entry.first);
    for (const auto &entry : refs.profiles)
        Q_EMIT profileChanged(entry.first);
    if (!refs.empty())
        Q_EMIT changed();
    return refs;
}

void Project::restoreCriterionReferences(const CriterionReferences &refs)
{
    if (refs.empty())
        return;
    verdict::restoreCriterionReferences(m_data, refs);
    for (const auto &entry : refs.alternatives)
        Q_EMIT alternativeChanged(entry.first);
    for (const auto &entry : refs.profiles)
        Q_EMIT profileChanged(entry.first);
    Q_EMIT changed();
}

void Project::insertCriterion(int column, const Criterion &criterion, const std::vector<double> &values,
                              const std::vector<double> &weights)
{
    m_data.criteria.insert(m_data.criteria.begin() + column, criterion);
    m_data.values.insertColumn(column, values);
    for (std::size_t p = 0; p < m_data.profiles.size(); ++p) {
        auto &w = m_data.profiles[p].weights;
        w.resize(m_data.criteria.size() - 1, 0.0);
        w.insert(w.begin() + column, p < weights.size() ? weights[p] : 0.0);
    }
    Q_EMIT criterionInserted(column);
    Q_EMIT changed();
}

void Project::removeCriterion(int column)
{
    m_data.criteria.erase(m_data.criteria.begin() + column);
    m_data.values.removeColumn(column);
    for (WeightProfile &p : m_data.profiles)
        if (std::size_t(column) < p.weights.size())
            p.weights.erase(p.weights.begin() + column);
    Q_EMIT criterionRemoved(column);
    Q_EMIT changed();
}

void Project::moveCriterion(int from, int to)
{
    if (from == to)
        return;
    Criterion c = std::move(m_data.criteria.at(std::size_t(from)));
    m_data.criteria.erase(m_data.criteria.begin() + from);
    m_data.criteria.insert(m_data.criteria.begin() + to, std::move(c));
    m_data.values.moveColumn(from, to);
    for (WeightProfile &p : m_data.profiles) {
        p.weights.resize(m_data.criteria.size(), 0.0);
        const double w = p.weights[std::size_t(from)];
        p.weights.erase(p.weights.begin() + from);
        p.weights.insert(p.weights.begin() + to, w);
    }
    Q_EMIT criterionMoved(from, to);
    Q_EMIT changed();
}

void Project::setCriterion(int column, const Criterion &criterion, CriterionProperty what)
{
    m_data.criteria.at(std::size_t(column)) = criterion;
    Q_EMIT criterionChanged(column, what);
    Q_EMIT changed();
}

void Project::setGroups(const std::vector<CriterionGroup> &groups)
{
    m_data.groups = groups;
    Q_EMIT groupsChanged();
    Q_EMIT changed();
}

void Project::setValue(int row, int column, double value)
{
    m_data.values.set(row, column, value);
    Q_EMIT valueChanged(row, column);
    Q_EMIT changed();
}

void Project::setProvenance(int row, int column, const QString &note)
{
    auto &map = m_data.alternatives.at(std::size_t(row)).provenance;
    const QString &id = m_data.criteria.at(std::size_t(column)).id;
    if (note.isEmpty())
        map.erase(id);
    else
        map[id] = note;
    Q_EMIT cellNoteChanged(row, column);
    Q_EMIT changed();
}

void Project::setUncertainty(int row, int column, const std::optional<Uncertainty> &uncertainty)
{
    auto &map = m_data.alternatives.at(std::size_t(row)).uncertainty;
    const QString &id = m_data.criteria.at(std::size_t(column)).id;
    if (uncertainty)
        map[id] = *uncertainty;
    else
        map.erase(id);
    Q_EMIT cellNoteChanged(row, column);
    Q_EMIT changed();
}

void Project::insertProfile(int index, const WeightProfile &profile)
{
    WeightProfile p = profile;
    p.weights.resize(m_data.criteria.size(), 0.0);
    m_data.profiles.insert(m_data.profiles.begin() + index, std::move(p));
    if (index <= m_data.activeProfile && m_data.profiles.size() > 1)
        ++m_data.activeProfile;
    Q_EMIT profileInserted(index);
    Q_EMIT changed();
}

void Project::removeProfile(int index)
{
    m_data.profiles.erase(m_data.profiles.begin() + index);
    if (m_data.activeProfile > index || m_data.activeProfile >= int(m_data.profiles.size()))
        m_data.activeProfile = std::max(0, m_data.activeProfile - 1);
    Q_EMIT profileRemoved(index);
    Q_EMIT changed();
}

void Project::setProfile(int index, const WeightProfile &profile)
{
    m_data.profiles.at(std::size_t(index)) = profile;
    m_data.profiles.at(std::size_t(index)).weights.resize(m_data.criteria.size(), 0.0);
    Q_EMIT profileChanged(index);
    Q_EMIT changed();
}

void Project::setWeight(int profile, int column, double weight)
{
    auto &w = m_data.profiles.at(std::size_t(profile)).weights;
    w.resize(m_data.criteria.size(), 0.0);
    w.at(std::size_t(column)) = weight;
    Q_EMIT weightChanged(profile, column);
    Q_EMIT changed();
}

void Project::setActiveProfile(int index)
{
    m_data.activeProfile = index;
    Q_EMIT activeProfileChanged(index);
    Q_EMIT changed();
}

#define VERDICT_SCENARIO_SETTER(Name, member, Type, signal) \
    void Project::Name(const Type &value)                    \
    {                                                        \
        m_data.member = value;                               \
        Q_EMIT signal();                                     \
        Q_EMIT changed();                                    \
    }

VERDICT_SCENARIO_SETTER(setAttributes, attributes, std::vector<AttributeDef>, scenarioChanged)
VERDICT_SCENARIO_SETTER(setParameters, parameters, std::vector<Parameter>, scenarioChanged)
VERDICT_SCENARIO_SETTER(setBaseline, baseline, QString, scenarioChanged)
VERDICT_SCENARIO_SETTER(setConstraints, constraints, std::vector<Constraint>, scenarioChanged)
VERDICT_SCENARIO_SETTER(setRules, rules, std::vector<DecisionRule>, scenarioChanged)
VERDICT_SCENARIO_SETTER(setChecks, checks, std::vector<NamedCheck>, scenarioChanged)
VERDICT_SCENARIO_SETTER(setScenarios, scenarios, std::vector<NamedScenario>, whatIfScenariosChanged)
VERDICT_SCENARIO_SETTER(setActiveScenario, activeScenario, QString, whatIfScenariosChanged)
VERDICT_SCENARIO_SETTER(setAnalysisSettings, analysis, AnalysisSettings, analysisSettingsChanged)
VERDICT_SCENARIO_SETTER(setTermMap, termMap, std::vector<TermRow>, termMapChanged)
VERDICT_SCENARIO_SETTER(setChartSettings, charts, ChartSettings, chartSettingsChanged)
VERDICT_SCENARIO_SETTER(setDecisions, decisions, std::vector<DecisionRecord>, decisionsChanged)

#undef VERDICT_SCENARIO_SETTER

} // namespace verdict
