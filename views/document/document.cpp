#include "document.h"

#include "analysis/groupprofile.h"
#include "core/references.h"

#include "core/limits.h"
#include "core/valuetree.h"
#include "core/scenarios.h"
#include "csv/delimited.h"
#include "display/format.h"

#include "evaluation/wording.h"

#include "changevalue.h"
#include "commands.h"

#include "core/ids.h"

#include <algorithm>
#include <QFileInfo>
#include <QSet>

#include <cmath>

namespace verdict {

namespace {
QSet<QString> toSet(const QStringList &list)
{
    return QSet<QString>(list.begin(), list.end());
}
} // namespace

Document::Document(ProjectData data, QString fileName, QObject *parent)
    : QObject(parent)
    , m_project(std::move(data))
    , m_fileName(std::move(fileName))
{
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
    // The group profile follows its stakeholders: after every edit (and every undo and redo) it is computed again
    // from theirs. It is derived data, so it is no undo step of its own.
    connect(&m_project, &Project::changed, this, &Document::refreshGroupProfile);
    refreshGroupProfile();
}

void Document::refreshGroupProfile()
{
    if (m_refreshing)
        return;
    const int index = groupProfileIndex(data());
    if (index < 0)
        return;
    WeightProfile next = computeGroupProfile(data(), data().profiles[std::size_t(index)]);
    if (next == data().profiles[std::size_t(index)])
        return;
    m_refreshing = true;
    m_project.setProfile(index, next);
    m_refreshing = false;
}

void Document::setFileName(const QString &fileName)
{
    if (m_fileName == fileName)
        return;
    m_fileName = fileName;
    Q_EMIT fileNameChanged(fileName);
}

QString Document::displayName() const
{
    if (!m_fileName.isEmpty())
        return QFileInfo(m_fileName).fileName();
    return m_untitledName.isEmpty() ? tr("Untitled") : m_untitledName;
}

void Document::replaceProject(ProjectData data)
{
    m_undoStack.clear();
    m_project.reset(std::move(data));
    m_undoStack.setClean();
}

// --- editing ---

bool Document::setValue(int row, int column, double value)
{
    const ProjectData &d = data();
    if (row < 0 || column < 0 || row >= d.alternativeCount() || column >= d.criterionCount())
        return false;
    const double old = d.values.at(row, column);
    if (detail::sameValue(old, value))
        return false;
    Project *p = &m_project;
    push(new ChangeValue<double>(
        CommandId::CellValue, {row, column, 0}, old, value, [p, row, column](double v) { p->setValue(row, column, v); },
        tr("Edit %1 of %2").arg(d.criteria[std::size_t(column)].name, d.alternatives[std::size_t(row)].name)));
    return true;
}

bool Document::setProvenance(int row, int column, const QString &note)
{
    const ProjectData &d = data();
    if (row < 0 || column < 0 || row >= d.alternativeCount() || column >= d.criterionCount())
        return false;
    const QString old = d.provenance(row, column);
    if (old == note)
        return false;
    Project *p = &m_project;
    push(new ChangeValue<QString>(
        CommandId::CellProvenance, {row, column, 0}, old, note,
        [p, row, column](const QString &v) { p->setProvenance(row, column, v); },
        tr("Edit source of %1 for %2").arg(d.criteria[std::size_t(column)].name, d.alternatives[std::size_t(row)].name)));
    return true;
}

bool Document::setUncertainty(int row, int column, const std::optional<Uncertainty> &uncertainty)
{
    const ProjectData &d = data();
    if (row < 0 || column < 0 || row >= d.alternativeCount() || column >= d.criterionCount())
        return false;
    const auto &map = d.alternatives[std::size_t(row)].uncertainty;
    const auto it = map.find(d.criteria[std::size_t(column)].id);
    const std::optional<Uncertainty> old = it == map.end() ? std::nullopt : std::optional<Uncertainty>(it->second);
    if (old == uncertainty)
        return false;
    Project *p = &m_project;
    push(new ChangeValue<std::optional<Uncertainty>>(
        CommandId::CellUncertainty, {row, column, 0}, old, uncertainty,
        [p, row, column](const std::optional<Uncertainty> &v) { p->setUncertainty(row, column, v); },
        tr("Edit uncertainty of %1 for %2")
            .arg(d.criteria[std::size_t(column)].name, d.alternatives[std::size_t(row)].name)));
    return true;
}

bool Document::setAlternative(int row, const Alternative &alternative)
{
    if (row < 0 || row >= data().alternativeCount())
        return false;
    const Alternative &old = data().alternatives[std::size_t(row)];
    if (old == alternative)
        return false;
    Project *p = &m_project;
    push(new ChangeValue<Alternative>(CommandId::AlternativeProperty, {row, 0, 0}, old, alternative,
                                      [p, row](const Alternative &v) { p->setAlternative(row, v); },
                                      tr("Edit alternative “%1”").arg(alternative.name)));
    return true;
}

bool Document::setCriterion(int column, const Criterion &criterion, Project::CriterionProperty what)
{
    if (column < 0 || column >= data().criterionCount())
        return false;
    const Criterion &old = data().criteria[std::size_t(column)];
    if (old == criterion)
        return false;
    Project *p = &m_project;
    // A value function is set by a dialog's OK: each is a step of its own (typing into a field merges).
    const CommandId id = what == Project::CriterionProperty::ValueFunction ? CommandId::None : CommandId::CriterionProperty;
    push(new ChangeValue<Criterion>(id, {column, int(what), 0}, old, criterion,
                                    [p, column, what](const Criterion &v) { p->setCriterion(column, v, what); },
                                    tr("Edit criterion “%1”").arg(criterion.name)));
    return true;
}

void Document::insertAlternative(int row, QString name, const std::vector<double> &values)
{
    const ProjectData &d = data();
    row = std::clamp(row, 0, d.alternativeCount());
    QSet<QString> names;
    for (const Alternative &a : d.alternatives)
        names.insert(a.name);
    if (name.isEmpty()) {
        int n = d.alternativeCount() + 1;
        do
            name = tr("Alternative %1").arg(n++);
        while (names.contains(name));
    }
    Alternative a;
    a.name = name;
    a.id = makeId(name, toSet(d.alternativeIds()));
    push(new InsertAlternativeCommand(this, row, std::move(a), values));
}

void Document::removeAlternative(int row)
{
    if (row >= 0 && row < data().alternativeCount())
        push(new RemoveAlternativeCommand(this, row));
}

void Document::moveAlternative(int from, int to)
{
    const int n = data().alternativeCount();
    if (from != to && from >= 0 && to >= 0 && from < n && to < n)
        push(new MoveAlternativeCommand(this, from, to));
}

void Document::insertCriterion(int column, Criterion criterion, const std::vector<double> &values,
                                const std::vector<double> &weights)
{
    const ProjectData &d = data();
    column = std::clamp(column, 0, d.criterionCount());
    if (criterion.name.isEmpty())
        criterion.name = tr("Criterion %1").arg(d.criterionCount() + 1);
    criterion.id = makeId(criterion.name, toSet(d.criterionIds()));
    if (!weights.empty()) {
        push(new InsertCriterionCommand(this, column, std::move(criterion), values, weights));
        return;
    }
    // No weights given: the new criterion takes an equal share in every profile, 1 / (n + 1) of the total,
    // and the others keep their proportions, so the weights still add up to what they did (100 % when they
    // did, and 100 % for a first criterion or a profile whose weights are all zero). One undo step.
    const int n = d.criterionCount();
    std::vector<double> added;
    std::vector<std::vector<double>> rescaled;
    for (const WeightProfile &profile : d.profiles) {
        std::vector<double> w = profile.weights;
        w.resize(std::size_t(n), 0.0);
        double sum = 0.0;
        bool usable = true;
        for (double x : w) {
            usable = usable && std::isfinite(x) && x >= 0.0;
            sum += x;
        }
        if (!usable) { // a broken profile is left as it is (the weights panel says what is wrong)
            added.push_back(0.0);
            rescaled.push_back(w);
            continue;
        }
        if (!(sum > 0.0)) {
            std::fill(w.begin(), w.end(), 100.0 / double(n + 1));
            added.push_back(100.0 / double(n + 1));
        } else {
            for (double &x : w)
                x *= double(n) / double(n + 1);
            added.push_back(sum / double(n + 1));
        }
        w.insert(w.begin() + column, added.back());
        rescaled.push_back(std::move(w));
    }
    beginMacro(tr("Add criterion “%1”").arg(criterion.name));
    push(new InsertCriterionCommand(this, column, std::move(criterion), values, added));
    for (int p = 0; p < int(rescaled.size()); ++p)
        setWeights(p, rescaled[std::size_t(p)]);
    endMacro();
}

void Document::removeCriterion(int column)
{
    if (column >= 0 && column < data().criterionCount())
        push(new RemoveCriterionCommand(this, column));
}

void Document::moveCriterion(int from, int to)
{
    const int n = data().criterionCount();
    if (from != to && from >= 0 && to >= 0 && from < n && to < n)
        push(new MoveCriterionCommand(this, from, to));
}

bool Document::setWeights(int profile, const std::vector<double> &weights, int mergeSession)
{
    const ProjectData &d = data();
    if (profile < 0 || profile >= int(d.profiles.size()) || int(weights.size()) != d.criterionCount()
        || d.profiles[std::size_t(profile)].computed)
        return false;
    std::vector<double> old = d.profiles[std::size_t(profile)].weights;
    old.resize(std::size_t(d.criterionCount()), 0.0);
    if (old == weights)
        return false;
    Project *p = &m_project;
    push(new ChangeValue<std::vector<double>>(
        mergeSession >= 0 ? CommandId::Weights : CommandId::None, {profile, mergeSession, 0}, old, weights,
        [p, profile](const std::vector<double> &w) {
            WeightProfile copy = p->data().profiles.at(std::size_t(profile));
            copy.weights = w;
            p->setProfile(profile, copy);
        },
        tr("Change weights of “%1”").arg(d.profiles[std::size_t(profile)].name)));
    return true;
}

void Document::insertProfile(int index, const WeightProfile &profile)
{
    index = std::clamp(index, 0, int(data().profiles.size()));
    push(new InsertProfileCommand(this, index, profile));
}

void Document::removeProfile(int index)
{
    // A project always keeps at least one profile.
    if (index >= 0 && index < int(data().profiles.size()) && data().profiles.size() > 1)
        push(new RemoveProfileCommand(this, index));
}

bool Document::setProfile(int index, const WeightProfile &profile, const QString &text, int mergeSession)
{
    if (index < 0 || index >= int(data().profiles.size()))
        return false;
    const WeightProfile &old = data().profiles[std::size_t(index)];
    // A group profile's weights are the stakeholders': only its name and description are the user's, and what the
    // caller gives for the rest is recomputed (a change that is only to its weights is no change).
    const WeightProfile next = old.computed && profile.computed ? computeGroupProfile(data(), profile) : profile;
    if (old == next)
        return false;
    Project *p = &m_project;
    push(new ChangeValue<WeightProfile>(mergeSession >= 0 ? CommandId::ProfileWeights : CommandId::None,
                                        {index, mergeSession, 0}, old, next,
                                        [p, index](const WeightProfile &v) { p->setProfile(index, v); }, text));
    return true;
}

void Document::setProfiles(const std::vector<WeightProfile> &profiles, const QString &text)
{
    if (profiles.size() < data().profiles.size())
        return;
    beginMacro(text);
    for (std::size_t i = 0; i < profiles.size(); ++i) {
        if (i < data().profiles.size())
            setProfile(int(i), profiles[i], text);
        else
            insertProfile(int(i), profiles[i]);
    }
    endMacro();
}

bool Document::setGroups(const std::vector<CriterionGroup> &groups, const QString &text)
{
    const std::vector<CriterionGroup> old = data().groups;
    if (old == groups)
        return false;
    Project *p = &m_project;
    beginMacro(text);
    push(new ChangeValue<std::vector<CriterionGroup>>(CommandId::None, {0, 0, 0}, old, groups,
                                                      [p](const std::vector<CriterionGroup> &v) { p->setGroups(v); }, text));
    keepAhpInStep(text);
    endMacro();
    return true;
}

void Document::keepAhpInStep(const QString &text)
{
    for (int i = 0; i < int(data().profiles.size()); ++i) {
        WeightProfile profile = data().profiles[std::size_t(i)];
        if (pruneAhp(data(), profile))
            setProfile(i, profile, text);
    }
}

QString Document::addGroup(const QString &parentId, const QString &rawName, QString *why)
{
    const ProjectData &d = data();
    const QString name = rawName.trimmed();
    QString problem = groupNameProblem(d, parentId, name);
    if (problem.isEmpty() && !parentId.isEmpty() && d.indexOfGroup(parentId) < 0)
        problem = tr("There is no group “%1”.").arg(parentId);
    if (problem.isEmpty() && !parentId.isEmpty() && ValueTree(d).depth(d.indexOfGroup(parentId)) >= limits::kMaxGroupDepth)
        problem = tr("Groups nest at most %1 levels deep.").arg(limits::kMaxGroupDepth);
    if (problem.isEmpty() && d.groups.size() >= std::size_t(limits::kMaxGroups))
        problem = tr("A project holds at most %1 groups.").arg(limits::kMaxGroups);
    if (!problem.isEmpty()) {
        if (why)
            *why = problem;
        return {};
    }
    QSet<QString> taken;
    for (const CriterionGroup &g : d.groups)
        taken.insert(g.id);
    std::vector<CriterionGroup> groups = d.groups;
    groups.push_back({makeId(name, taken), name, parentId, QString()});
    setGroups(groups, tr("New group “%1”").arg(name));
    return groups.back().id;
}

bool Document::renameGroup(int group, const QString &rawName, QString *why)
{
    const ProjectData &d = data();
    if (group < 0 || group >= int(d.groups.size()))
        return false;
    const QString name = rawName.trimmed();
    if (const QString problem = groupNameProblem(d, d.groups[std::size_t(group)].parent, name, group); !problem.isEmpty()) {
        if (why)
            *why = problem;
        return false;
    }
    std::vector<CriterionGroup> groups = d.groups;
    const QString old = groups[std::size_t(group)].name;
    groups[std::size_t(group)].name = name;
    return setGroups(groups, tr("Rename group “%1” to “%2”").arg(old, name));
}

void Document::removeGroup(int group)
{
    const ProjectData &d = data();
    if (group < 0 || group >= int(d.groups.size()))
        return;
    const CriterionGroup removed = d.groups[std::size_t(group)];
    beginMacro(tr("Remove group “%1”").arg(removed.name));
    for (int c = 0; c < d.criterionCount(); ++c)
        if (d.criteria[std::size_t(c)].group == removed.id)
            moveCriterionToGroup(c, removed.parent);
    for (int p = 0; p < int(d.profiles.size()); ++p) {
        WeightProfile profile = d.profiles[std::size_t(p)];
        const bool weighed = profile.groupWeights.erase(removed.id) > 0;
        const bool rated = std::erase_if(profile.swing, [&](const SwingRating &r) { return r.group == removed.id; }) > 0;
        if (weighed || rated)
            setProfile(p, profile, tr("Remove group “%1”").arg(removed.name));
    }
    std::vector<CriterionGroup> groups = d.groups;
    groups.erase(groups.begin() + group);
    for (CriterionGroup &g : groups)
        if (g.parent == removed.id)
            g.parent = removed.parent;
    setGroups(groups, tr("Remove group “%1”").arg(removed.name));
    endMacro();
}

bool Document::moveCriterionToGroup(int column, const QString &groupId)
{
    if (column < 0 || column >= data().criterionCount() || (!groupId.isEmpty() && data().indexOfGroup(groupId) < 0))
        return false;
    Criterion c = data().criteria[std::size_t(column)];
    if (c.group == groupId)
        return false;
    c.group = groupId;
    Project *p = &m_project;
    const int g = data().indexOfGroup(groupId);
    const QString text = g < 0 ? tr("Move “%1” to the top level").arg(c.name)
                               : tr("Move “%1” to “%2”").arg(c.name, data().groups[std::size_t(g)].name);
    beginMacro(text);
    push(new ChangeValue<Criterion>(CommandId::None, {column, int(Project::CriterionProperty::Group), 0},
                                    data().criteria[std::size_t(column)], c,
                                    [p, column](const Criterion &v) { p->setCriterion(column, v, Project::CriterionProperty::Group); },
                                    text));
    keepAhpInStep(text); // the criterion leaves its old node's AHP matrix
    endMacro();
    return true;
}

bool Document::setActiveProfile(int index)
{
    const int old = data().activeProfile;
    if (index < 0 || index >= int(data().profiles.size()) || index == old)
        return false;
    Project *p = &m_project;
    push(new ChangeValue<int>(CommandId::ActiveProfile, {0, 0, 0}, old, index,
                              [p](int v) { p->setActiveProfile(v); },
                              tr("Switch to profile “%1”").arg(data().profiles[std::size_t(index)].name)));
    return true;
}

namespace {
template<typename T, typename Setter>
bool pushWhole(QUndoStack *stack, CommandId id, const T &old, const T &value, Setter setter, const QString &text)
{
    if (old == value)
        return false;
    stack->push(new ChangeValue<T>(id, {0, 0, 0}, old, value, setter, text));
    return true;
}
} // namespace

bool Document::setParameters(const std::vector<Parameter> &parameters)
{
    Project *p = &m_project;
    return pushWhole(&m_undoStack, CommandId::None, data().parameters, parameters,
                     [p](const std::vector<Parameter> &v) { p->setParameters(v); }, tr("Edit parameters"));
}

bool Document::setAttributes(const std::vector<AttributeDef> &attributes)
{
    Project *p = &m_project;
    return pushWhole(&m_undoStack, CommandId::None, data().attributes, attributes,
                     [p](const std::vector<AttributeDef> &v) { p->setAttributes(v); }, tr("Edit attributes"));
}

void Document::insertAttribute(int index, AttributeDef attribute)
{
    std::vector<AttributeDef> list = data().attributes;
    index = std::clamp(index, 0, int(list.size()));
    QSet<QString> taken;
    for (const AttributeDef &a : list)
        taken.insert(a.id);
    if (attribute.name.isEmpty()) {
        int n = int(list.size()) + 1;
        QSet<QString> names;
        for (const AttributeDef &a : list)
            names.insert(a.name);
        do
            attribute.name = tr("Attribute %1").arg(n++);
        while (names.contains(attribute.name));
    }
    if (attribute.id.isEmpty() || taken.contains(attribute.id))
        attribute.id = makeId(attribute.name, taken);
    const QString name = attribute.name;
    list.insert(list.begin() + index, std::move(attribute));
    Project *p = &m_project;
    m_undoStack.push(new ChangeValue<std::vector<AttributeDef>>(
        CommandId::None, {0, 0, 0}, data().attributes, list,
        [p](const std::vector<AttributeDef> &v) { p->setAttributes(v); }, tr("Add attribute “%1”").arg(name)));
}

void Document::removeAttribute(int index)
{
    const ProjectData &d = data();
    if (index < 0 || index >= int(d.attributes.size()))
        return;
    const AttributeDef removed = d.attributes[std::size_t(index)];
    std::vector<AttributeDef> list = d.attributes;
    list.erase(list.begin() + index);
    Project *p = &m_project;
    m_undoStack.beginMacro(tr("Remove attribute “%1”").arg(removed.name));
    for (int r = 0; r < d.alternativeCount(); ++r) {
        Alternative a = d.alternatives[std::size_t(r)];
        const bool had = a.attributes.erase(removed.id) + a.attributeProvenance.erase(removed.id) > 0;
        if (had)
            m_undoStack.push(new ChangeValue<Alternative>(CommandId::None, {r, 0, 0}, d.alternatives[std::size_t(r)], a,
                                                          [p, r](const Alternative &v) { p->setAlternative(r, v); },
                                                          tr("Remove attribute values")));
    }
    m_undoStack.push(new ChangeValue<std::vector<AttributeDef>>(
        CommandId::None, {0, 0, 0}, d.attributes, list, [p](const std::vector<AttributeDef> &v) { p->setAttributes(v); },
        tr("Remove attribute “%1”").arg(removed.name)));
    m_undoStack.endMacro();
}

bool Document::setAttributeValue(int row, const QString &attributeId, double value)
{
    const ProjectData &d = data();
    const int k = d.indexOfAttribute(attributeId);
    if (row < 0 || row >= d.alternativeCount() || k < 0 || std::isinf(value))
        return false;
    const Alternative &old = d.alternatives[std::size_t(row)];
    Alternative a = old;
    if (isMissing(value))
        a.attributes.erase(attributeId);
    else
        a.attributes[attributeId] = value;
    if (a == old)
        return false;
    Project *p = &m_project;
    push(new ChangeValue<Alternative>(CommandId::AttributeValue, {row, k, 0}, old, a,
                                      [p, row](const Alternative &v) { p->setAlternative(row, v); },
                                      tr("Edit %1 of %2").arg(d.attributes[std::size_t(k)].name, old.name)));
    return true;
}

bool Document::setAttributeProvenance(int row, const QString &attributeId, const QString &note)
{
    const ProjectData &d = data();
    const int k = d.indexOfAttribute(attributeId);
    if (row < 0 || row >= d.alternativeCount() || k < 0)
        return false;
    const Alternative &old = d.alternatives[std::size_t(row)];
    Alternative a = old;
    if (note.isEmpty())
        a.attributeProvenance.erase(attributeId);
    else
        a.attributeProvenance[attributeId] = note;
    if (a == old)
        return false;
    Project *p = &m_project;
    push(new ChangeValue<Alternative>(CommandId::AttributeProvenance, {row, k, 0}, old, a,
                                      [p, row](const Alternative &v) { p->setAlternative(row, v); },
                                      tr("Edit source of %1 for %2").arg(d.attributes[std::size_t(k)].name, old.name)));
    return true;
}

bool Document::setConstraints(const std::vector<Constraint> &constraints)
{
    Project *p = &m_project;
    return pushWhole(&m_undoStack, CommandId::None, data().constraints, constraints,
                     [p](const std::vector<Constraint> &v) { p->setConstraints(v); }, tr("Edit constraints"));
}

bool Document::setRules(const std::vector<DecisionRule> &rules)
{
    Project *p = &m_project;
    return pushWhole(&m_undoStack, CommandId::None, data().rules, rules,
                     [p](const std::vector<DecisionRule> &v) { p->setRules(v); }, tr("Edit decision rules"));
}

bool Document::setChecks(const std::vector<NamedCheck> &checks)
{
    Project *p = &m_project;
    return pushWhole(&m_undoStack, CommandId::None, data().checks, checks,
                     [p](const std::vector<NamedCheck> &v) { p->setChecks(v); }, tr("Edit checks"));
}

bool Document::setBaseline(const QString &alternativeId)
{
    Project *p = &m_project;
    return pushWhole(&m_undoStack, CommandId::None, data().baseline, alternativeId,
                     [p](const QString &v) { p->setBaseline(v); }, tr("Set baseline"));
}

bool Document::setScenarios(const std::vector<NamedScenario> &scenarios)
{
    Project *p = &m_project;
    return pushWhole(&m_undoStack, CommandId::None, data().scenarios, scenarios,
                     [p](const std::vector<NamedScenario> &v) { p->setScenarios(v); }, tr("Edit scenarios"));
}

bool Document::editScenarios(const std::vector<NamedScenario> &scenarios, const QString &active, const QString &undoText)
{
    const bool known = active.isEmpty() || std::any_of(scenarios.begin(), scenarios.end(),
                                                       [&](const NamedScenario &s) { return s.name == active; });
    if (!known || (scenarios == data().scenarios && active == data().activeScenario))
        return false;
    beginMacro(undoText.isEmpty() ? tr("Edit scenarios") : undoText);
    // The active name first goes to the base, so that no evaluation in between looks for a scenario that is gone.
    setActiveScenario(QString());
    setScenarios(scenarios);
    setActiveScenario(active);
    endMacro();
    return true;
}

bool Document::setActiveScenario(const QString &name)
{
    if (!name.isEmpty() && data().indexOfScenario(name) < 0)
        return false;
    Project *p = &m_project;
    return pushWhole(&m_undoStack, CommandId::ActiveScenario, data().activeScenario, name,
                     [p](const QString &v) { p->setActiveScenario(v); },
                     name.isEmpty() ? tr("Switch to the base numbers") : tr("Switch to scenario “%1”").arg(name));
}

std::optional<double> Document::scenarioOverride(ScenarioOverride::Kind kind, const QString &target, int row) const
{
    const ProjectData &d = data();
    if (d.activeScenario.isEmpty())
        return std::nullopt;
    for (const OverriddenNumber &n : overriddenNumbers(d, d.indexOfScenario(d.activeScenario)))
        if (n.kind == kind && n.target == target && n.alternative == row)
            return n.value;
    return std::nullopt;
}

QString Document::overriddenRefusal(const QString &what, double value) const
{
    return tr("%1 is %2 in the scenario “%3”, which is shown: edits go to the base numbers. Switch to Base "
              "(Analysis ▸ Scenario) to edit it.")
        .arg(what, formatEditable(value), data().activeScenario);
}

bool Document::setTermMap(const std::vector<TermRow> &rows)
{
    Project *p = &m_project;
    return pushWhole(&m_undoStack, CommandId::None, data().termMap, rows,
                     [p](const std::vector<TermRow> &v) { p->setTermMap(v); }, tr("Edit term map"));
}

bool Document::setMetadata(const Metadata &metadata)
{
    Project *p = &m_project;
    return pushWhole(&m_undoStack, CommandId::None, data().metadata, metadata,
                     [p](const Metadata &v) { p->setMetadata(v); }, tr("Edit project information"));
}

bool Document::setAnalysisSettings(const AnalysisSettings &settings)
{
    Project *p = &m_project;
    return pushWhole(&m_undoStack, CommandId::None, data().analysis, settings,
                     [p](const AnalysisSettings &v) { p->setAnalysisSettings(v); }, tr("Change analysis settings"));
}

bool Document::setRankingMethod(const QString &method)
{
    AnalysisSettings settings = data().analysis;
    settings.method = method;
    Project *p = &m_project;
    return pushWhole(&m_undoStack, CommandId::None, data().analysis, settings,
                     [p](const AnalysisSettings &v) { p->setAnalysisSettings(v); },
                     tr("Rank by %1").arg(methodTitle(method)));
}

bool Document::setChartSettings(const ChartSettings &settings)
{
    Project *p = &m_project;
    return pushWhole(&m_undoStack, CommandId::None, data().charts, settings,
                     [p](const ChartSettings &v) { p->setChartSettings(v); }, tr("Change chart settings"));
}

void Document::recordDecision(const DecisionRecord &record)
{
    std::vector<DecisionRecord> decisions = data().decisions;
    appendDecision(decisions, record);
    Project *p = &m_project;
    pushWhole(&m_undoStack, CommandId::None, data().decisions, decisions,
              [p](const std::vector<DecisionRecord> &v) { p->setDecisions(v); }, tr("Record decision %1").arg(record.id));
}

// --- applied by the undo commands ---

void Document::applySetActiveProfile(int index)
{
    m_project.setActiveProfile(index);
}

AlternativeReferences Document::applyForgetAlternativeReferences(int row)
{
    return m_project.forgetAlternativeReferences(row);
}

void Document::applyRestoreAlternativeReferences(int row, const AlternativeReferences &refs)
{
    m_project.restoreAlternativeReferences(row, refs);
}

CriterionReferences Document::applyForgetCriterionReferences(int column)
{
    return m_project.forgetCriterionReferences(column);
}

void Document::applyRestoreCriterionReferences(const CriterionReferences &refs)
{
    m_project.restoreCriterionReferences(refs);
}

void Document::applyInsertAlternative(int row, const Alternative &alternative, const std::vector<double> &values)
{
    Q_EMIT alternativeAboutToBeInserted(row);
    m_project.insertAlternative(row, alternative, values);
}

void Document::applyRemoveAlternative(int row)
{
    Q_EMIT alternativeAboutToBeRemoved(row);
    m_project.removeAlternative(row);
}

void Document::applyMoveAlternative(int from, int to)
{
    Q_EMIT alternativeAboutToBeMoved(from, to);
    m_project.moveAlternative(from, to);
}

void Document::applyInsertCriterion(int column, const Criterion &criterion, const std::vector<double> &values,
                                    const std::vector<double> &weights)
{
    Q_EMIT criterionAboutToBeInserted(column);
    m_project.insertCriterion(column, criterion, values, weights);
}

void Document::applyRemoveCriterion(int column)
{
    Q_EMIT criterionAboutToBeRemoved(column);
    m_project.removeCriterion(column);
}

void Document::applyMoveCriterion(int from, int to)
{
    Q_EMIT criterionAboutToBeMoved(from, to);
    m_project.moveCriterion(from, to);
}

void Document::applyInsertProfile(int index, const WeightProfile &profile)
{
    Q_EMIT profileAboutToBeInserted(index);
    m_project.insertProfile(index, profile);
}

void Document::applyRemoveProfile(int index)
{
    Q_EMIT profileAboutToBeRemoved(index);
    m_project.removeProfile(index);
}

} // namespace verdict
