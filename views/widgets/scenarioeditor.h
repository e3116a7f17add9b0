#pragma once

#include "core/projectdata.h"

#include <QDialog>

#include <optional>

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace verdict {

// Creates, renames, removes and edits the what-if scenarios (docs/user-guide.md, "What-if scenarios"). The list of
// scenarios on the left; on the right the selected one's name, description and changes, one row each: what it
// changes (a parameter, an attribute, an entered value), which number, for which alternatives (every one, one, or
// the set the file gives), and how (set to a value, or change by a percentage: a factor). Below, what the scenario
// changes in words. Nothing is applied until Save; what cannot be saved is said beside the field, and Save waits.
class ScenarioEditorDialog : public QDialog
{
    Q_OBJECT

public:
    // `select`: the scenario to show first; -1 starts a new one.
    ScenarioEditorDialog(const ProjectData &project, int select, QWidget *parent = nullptr);

    // The scenarios as saved (valid once Save is enabled).
    std::vector<NamedScenario> scenarios() const;
    // The scenario the workbench shows after saving: the one it showed (under its new name when renamed, the base
    // when removed), or the selected one after "Save and Show".
    QString activeScenario() const;

    // Accessors for tests.
    QListWidget *list() const { return m_list; }
    QLineEdit *nameEdit() const { return m_name; }
    QLineEdit *descriptionEdit() const { return m_description; }
    QTableWidget *changes() const { return m_changes; }
    QLabel *problem() const { return m_problem; }
    QLabel *preview() const { return m_preview; }
    QPushButton *saveButton() const { return m_save; }
    QPushButton *saveAndShowButton() const { return m_saveAndShow; }
    QPushButton *newButton() const { return m_new; }
    QPushButton *removeButton() const { return m_remove; }
    QPushButton *addChangeButton() const { return m_addChange; }
    // Sets row `row`'s four choices and its number as typed (for tests and for a new row).
    void setChange(int row, ScenarioOverride::Kind kind, const QString &target, const QStringList &alternatives, bool percent,
                   const QString &value);

private:
    // One change as the form has it: the number as typed, and where it came from, so that an untouched factor
    // keeps its exact value (0.85 shown as −15 % would come back as 0.8500000000000001).
    struct Row
    {
        ScenarioOverride::Kind kind = ScenarioOverride::Kind::Attribute;
        QString target;
        QStringList alternatives; // empty: every alternative
        bool percent = false;     // "change by %": a factor of 1 + p / 100
        QString text;
        QString originalText;
        bool originalPercent = false;
        std::optional<double> original; // the file's value or factor
    };
    struct Draft
    {
        QString name, description;
        std::vector<Row> rows;
        int origin = -1; // its index among the project's scenarios; -1: new
    };

    void addScenario(bool duplicate);
    void removeScenario();
    void showScenario(int index);
    static Row newChange(); // a new change: by a percentage, of the first number the project has
    void addChangeRow();    // the row's widgets, empty: fillRow fills them
    void fillRow(int row); // the row's widgets from m_drafts[m_current].rows[row]
    void readRow(int row); // and back
    void check();          // the problems, the preview, the list's names and the buttons
    std::optional<ScenarioOverride> overrideOf(const Row &row, QString *why) const;
    QString problemOf(int draft, int *row) const;
    void save(bool show);

    ProjectData m_project; // the base, for the lists and the preview
    std::vector<Draft> m_drafts;
    int m_activeOrigin = -1; // the shown scenario's index in the project; -1: the base
    bool m_show = false;     // saved with "Save and Show": the selected scenario is shown
    int m_current = -1;
    bool m_filling = false;
    QListWidget *m_list;
    QLineEdit *m_name;
    QLineEdit *m_description;
    QTableWidget *m_changes;
    QLabel *m_problem;
    QLabel *m_preview;
    QPushButton *m_new;
    QPushButton *m_duplicate;
    QPushButton *m_remove;
    QPushButton *m_addChange;
    QPushButton *m_removeChange;
    QPushButton *m_save;
    QPushButton *m_saveAndShow;
};

} // namespace verdict
