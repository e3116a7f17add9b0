#pragma once

#include "core/project.h"
#include "liveevaluation.h"

#include <QObject>
#include <QUndoStack>

namespace verdict {

// A document owns the project, its file name and the undo stack. "Modified" is derived from the stack's
// clean state, never kept as a separate flag.
//
// Every edit goes through the editing functions below: each pushes one undo command (and ignores no-op
// edits, returning false). The undo commands change the project through the apply*() functions, which
// announce structural changes first (the *AboutToBe* signals) so item models can call beginInsertRows() and
// friends before the project changes and endInsertRows() on the project's own signal afterwards.
class Document : public QObject
{
    Q_OBJECT

public:
    explicit Document(ProjectData data = makeEmptyProject(), QString fileName = {}, QObject *parent = nullptr);

    Project *project() { return &m_project; }
    const Project *project() const { return &m_project; }
    const ProjectData &data() const { return m_project.data(); }
    QUndoStack *undoStack() { return &m_undoStack; }
    // The one shared evaluation of the project (scenario, live ranking), recomputed once per burst of edits.
    LiveEvaluation *evaluation() { return &m_evaluation; }

    QString fileName() const { return m_fileName; }
    void setFileName(const QString &fileName);
    bool isModified() const { return !m_undoStack.isClean(); }
    bool isUntitled() const { return m_fileName.isEmpty(); }
    QString displayName() const; // file name without the directory, the untitled name, or "Untitled"
    // The name an untitled document goes by until it is saved ("GPU cluster orchestration after AWS ECS (sample)"),
    // so the bundled sample never looks like the user's own untitled work.
    void setUntitledName(const QString &name) { m_untitledName = name; }
    void markSaved() { m_undoStack.setClean(); }
    // Replaces the whole project (reload from disk) and forgets the undo history.
    void replaceProject(ProjectData data);

    // --- editing: one undo command each ---
    bool setValue(int row, int column, double value); // NaN = missing
    bool setProvenance(int row, int column, const QString &note);
    bool setUncertainty(int row, int column, const std::optional<Uncertainty> &uncertainty);
    bool setAlternative(int row, const Alternative &alternative);
    bool setCriterion(int column, const Criterion &criterion, Project::CriterionProperty what);
    // Empty name: "Alternative N". The id is generated from the name.
    void insertAlternative(int row, QString name = {}, const std::vector<double> &values = {});
    void removeAlternative(int row);
    void moveAlternative(int from, int to);
    // The id is generated from the name. `weights`: one per profile, or empty for 0 everywhere.
    void insertCriterion(int column, Criterion criterion, const std::vector<double> &values = {},
                         const std::vector<double> &weights = {});
    void removeCriterion(int column);
    void moveCriterion(int from, int to);
    // Replaces a profile's weights. Edits with the same non-negative `mergeSession` merge (a slider drag).
    bool setWeights(int profile, const std::vector<double> &weights, int mergeSession = -1);
    void insertProfile(int index, const WeightProfile &profile);
    // The profiles as `profiles` has them — the current ones first, in their order (changed where they differ),
    // then new ones appended: one undo step named `text` (an import of stakeholders' weights).
    void setProfiles(const std::vector<WeightProfile> &profiles, const QString &text);
    void removeProfile(int index);
    // `mergeSession` >= 0: consecutive calls with the same session merge into one undo step (a slider drag).
    bool setProfile(int index, const WeightProfile &profile, const QString &text, int mergeSession = -1);
    // The value tree: the groups, one undo step (`text` names it).
    bool setGroups(const std::vector<CriterionGroup> &groups, const QString &text);
    // Puts criterion `column` into group `groupId` (empty: the top level), one undo step. Its entered weight
    // stays as it is, now a weight within the new group.
    bool moveCriterionToGroup(int column, const QString &groupId);
    // Groups of the value tree, one undo step each. addGroup returns the new group's id (empty, with `why` set,
    // when the name is refused: groupNameProblem); removeGroup puts its criteria and groups into its parent and
    // drops its weight from every profile.
    QString addGroup(const QString &parentId, const QString &name, QString *why = nullptr);
    bool renameGroup(int group, const QString &name, QString *why = nullptr);
    void removeGroup(int group);
    bool setActiveProfile(int index);
    bool setParameters(const std::vector<Parameter> &parameters);
    bool setAttributes(const std::vector<AttributeDef> &attributes);
    // Adds an attribute definition (the id is generated from the name when empty or taken).
    void insertAttribute(int index, AttributeDef attribute);
    // Removes an attribute definition and every alternative's value and note for it: one undo step.
    void removeAttribute(int index);
    // One alternative's value of an attribute (NaN = absent) and its source note. Repeated edits of one
    // attribute cell merge.
    bool setAttributeValue(int row, const QString &attributeId, double value);
    bool setAttributeProvenance(int row, const QString &attributeId, const QString &note);
    bool setConstraints(const std::vector<Constraint> &constraints);
    bool setRules(const std::vector<DecisionRule> &rules);
    bool setChecks(const std::vector<NamedCheck> &checks);
    bool setBaseline(const QString &alternativeId);
    // What-if scenarios (core/scenarios.h). Switching is an undo step ("Switch to scenario “…”"); empty: the base.
    bool setScenarios(const std::vector<NamedScenario> &scenarios);
    bool setActiveScenario(const QString &name);
    // The scenario editor's result, one undo step ("Edit scenarios"): the scenarios, and the one shown after it
    // (a renamed scenario stays shown under its new name; a removed one gives way to the base).
    bool editScenarios(const std::vector<NamedScenario> &scenarios, const QString &active, const QString &undoText = {});
    // The number the active scenario sets in place of the base's, when it overrides this one: an attribute or an
    // entered value of alternative `row`, or a parameter (row -1). The editors show it and refuse to edit it.
    std::optional<double> scenarioOverride(ScenarioOverride::Kind kind, const QString &target, int row) const;
    // "Edits to it go to the base: switch to Base first" refusal text for a number the active scenario sets.
    QString overriddenRefusal(const QString &what, double value) const;
    bool setTermMap(const std::vector<TermRow> &rows);
    bool setMetadata(const Metadata &metadata);
    bool setAnalysisSettings(const AnalysisSettings &settings);
    // The ranking method (analysis.method: wsm, wpm, topsis, promethee or vikor): one undo step.
    bool setRankingMethod(const QString &method);
    // The trade-off map's axes and the attributes' directions (the file's "charts"): one undo step.
    bool setChartSettings(const ChartSettings &settings);
    // Appends a record to the decision log (appendDecision: accepting it supersedes the one in force), one undo step
    // ("Record decision d2"). The log is append-only: nothing else edits it.
    void recordDecision(const DecisionRecord &record);

    // Groups the edits until endMacro() into one undo step (a multi-cell paste).
    void beginMacro(const QString &text) { m_undoStack.beginMacro(text); }
    void endMacro() { m_undoStack.endMacro(); }

    // --- used by the undo commands only ---
    void applyInsertAlternative(int row, const Alternative &alternative, const std::vector<double> &values);
    void applyRemoveAlternative(int row);
    void applyMoveAlternative(int from, int to);
    void applyInsertCriterion(int column, const Criterion &criterion, const std::vector<double> &values,
                              const std::vector<double> &weights);
    void applyRemoveCriterion(int column);
    void applyMoveCriterion(int from, int to);
    void applyInsertProfile(int index, const WeightProfile &profile);
    void applyRemoveProfile(int index);
    void applySetActiveProfile(int index);
    // A recovered edit (document/journal.h): one value, or the whole project as it was.
    void applyValue(int row, int column, double value) { m_project.setValue(row, column, value); }
    void applyState(const ProjectData &data) { m_project.reset(data); }
    // What refers to an alternative or a criterion elsewhere (model/core/references.h), removed before it is
    // and put back after it is back.
    AlternativeReferences applyForgetAlternativeReferences(int row);
    void applyRestoreAlternativeReferences(int row, const AlternativeReferences &refs);
    CriterionReferences applyForgetCriterionReferences(int column);
    void applyRestoreCriterionReferences(const CriterionReferences &refs);

Q_SIGNALS:
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);

    void alternativeAboutToBeInserted(int row);
    void alternativeAboutToBeRemoved(int row);
    void alternativeAboutToBeMoved(int from, int to);
    void criterionAboutToBeInserted(int column);
    void criterionAboutToBeRemoved(int column);
    void criterionAboutToBeMoved(int from, int to);
    void profileAboutToBeInserted(int index);
    void profileAboutToBeRemoved(int index);

private:
    // Computes the group profile again from the stakeholders' (analysis/groupprofile.h), outside the undo stack.
    void refreshGroupProfile();
    bool m_refreshing = false;
    // After the value tree changed: each profile's AHP matrices keep only their node's children (pruneAhp), in
    // the current undo step.
    void keepAhpInStep(const QString &text);
    void push(QUndoCommand *command) { m_undoStack.push(command); }

    Project m_project;
    LiveEvaluation m_evaluation{&m_project};
    QUndoStack m_undoStack;
    QString m_fileName;
    QString m_untitledName;
};

} // namespace verdict
