#pragma once

#include "projectdata.h"
#include "references.h"

#include <QObject>

namespace verdict {

// The live project: a ProjectData behind mutators that each emit one specific signal, so views can update
// narrowly, followed by changed(). The mutators are private to the Document (views/document), whose undo
// commands are their only callers; everything else reads data() and never mutates. Removing an alternative or
// a criterion is structural only: what refers to it elsewhere is cleaned up by forget*References
// (model/core/references.h) first, which the CLI and importers can call on a ProjectData too.
class Project : public QObject
{
    Q_OBJECT

public:
    enum class CriterionProperty { Name, Description, Unit, Direction, Scale, Preference, Formula, Provenance, ValueFunction, Group, All };
    Q_ENUM(CriterionProperty)

    explicit Project(QObject *parent = nullptr);
    explicit Project(ProjectData data, QObject *parent = nullptr);

    const ProjectData &data() const { return m_data; }

Q_SIGNALS:
    void aboutToReset();
    void wasReset();
    void metadataChanged();
    void alternativeInserted(int row);
    void alternativeRemoved(int row);
    void alternativeMoved(int from, int to);
    void alternativeChanged(int row);
    void criterionInserted(int column);
    void criterionRemoved(int column);
    void criterionMoved(int from, int to);
    void criterionChanged(int column, verdict::Project::CriterionProperty what);
    void valueChanged(int row, int column);
    void cellNoteChanged(int row, int column); // provenance or uncertainty
    void profileInserted(int index);
    void profileRemoved(int index);
    void profileChanged(int index);
    void weightChanged(int profile, int column);
    void activeProfileChanged(int index);
    void groupsChanged(); // the value tree's groups (a criterion's group: criterionChanged with Group)
    void scenarioChanged(); // attributes, parameters, baseline, constraints, rules, checks
    void whatIfScenariosChanged(); // the what-if scenarios or which one is active
    void analysisSettingsChanged();
    void termMapChanged();
    void chartSettingsChanged();
    void decisionsChanged(); // the decision record (core/decisions.h)
    // After every mutation, once.
    void changed();

private:
    // The mutators: one door. Only the Document (views/document) calls them, from its undo commands, so every
    // edit of the live project is an undo step with its "about to be" and "done" signals. Code without a
    // Document (the CLI, importers, tests of the model) edits a ProjectData and uses the model's functions
    // (model/core/references.h) directly.
    friend class Document;

    void reset(ProjectData data);

    void setMetadata(const Metadata &metadata);

    // Alternatives (rows). `values` has one entry per criterion, or is empty for all missing.
    void insertAlternative(int row, const Alternative &alternative, const std::vector<double> &values = {});
    void removeAlternative(int row);
    void moveAlternative(int from, int to);
    void setAlternative(int row, const Alternative &alternative); // name, description, attributes, notes

    // Criteria (columns). `values` has one entry per alternative (or empty); `weights` one per profile (or
    // empty for 0 in every profile).
    void insertCriterion(int column, const Criterion &criterion, const std::vector<double> &values = {},
                         const std::vector<double> &weights = {});
    void removeCriterion(int column);
    void moveCriterion(int from, int to);
    void setCriterion(int column, const Criterion &criterion, CriterionProperty what = CriterionProperty::All);

    // What refers to an alternative or a criterion elsewhere (model/core/references.h): removed before the
    // alternative or criterion is, and put back after it is back, with the signals of what changed.
    AlternativeReferences forgetAlternativeReferences(int row);
    void restoreAlternativeReferences(int row, const AlternativeReferences &refs);
    CriterionReferences forgetCriterionReferences(int column);
    void restoreCriterionReferences(const CriterionReferences &refs);

    // Cells.
    void setValue(int row, int column, double value); // NaN = missing
    void setProvenance(int row, int column, const QString &note);
    void setUncertainty(int row, int column, const std::optional<Uncertainty> &uncertainty);

    // Weight profiles.
    void insertProfile(int index, const WeightProfile &profile);
    void removeProfile(int index);
    void setProfile(int index, const WeightProfile &profile); // name, weights, AHP, constraints
    void setWeight(int profile, int column, double weight);
    void setActiveProfile(int index);

    // The value tree's groups (ProjectData::groups).
    void setGroups(const std::vector<CriterionGroup> &groups);

    // Scenario: attributes, parameters, baseline, constraints, rules, checks.
    void setAttributes(const std::vector<AttributeDef> &attributes);
    void setParameters(const std::vector<Parameter> &parameters);
    void setBaseline(const QString &alternativeId);
    void setConstraints(const std::vector<Constraint> &constraints);
    void setRules(const std::vector<DecisionRule> &rules);
    void setChecks(const std::vector<NamedCheck> &checks);
    void setScenarios(const std::vector<NamedScenario> &scenarios);
    void setActiveScenario(const QString &name); // empty: the base

    void setAnalysisSettings(const AnalysisSettings &settings);
    void setTermMap(const std::vector<TermRow> &rows);
    void setChartSettings(const ChartSettings &settings);
    void setDecisions(const std::vector<DecisionRecord> &decisions);

    ProjectData m_data;
};

} // namespace verdict
