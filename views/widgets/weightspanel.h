#pragma once

#include "core/projectdata.h"

#include <QWidget>

#include <optional>

#include <functional>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QSlider;
class QAction;
class QAbstractButton;
class QToolButton;

namespace verdict {

class Document;
class ProfilesModel;

// The active profile's weights, one slider and spin box per criterion, kept summing to 100 %: moving one
// rescales the unlocked others proportionally. Above them, the profile switcher and profile actions
// (new, duplicate, rename, delete, weights from a ranking of the criteria or from AHP pairwise judgments).
// With a value tree the rows are the tree, groups in bold with their criteria indented below them: each slider
// sets a weight within its group (its siblings rescale), and a second column shows the weight of the whole.
class WeightsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit WeightsPanel(Document *document, QWidget *parent = nullptr);

    ProfilesModel *profilesModel() const { return m_profiles; }
    QComboBox *profileBox() const { return m_profileBox; }
    QSlider *slider(int column) const;
    QDoubleSpinBox *spinBox(int column) const;
    QToolButton *lockButton(int column) const;
    // A value tree's group rows (nullptr for a flat project, or no such group).
    QSlider *groupSlider(int group) const;
    QDoubleSpinBox *groupSpinBox(int group) const;
    QToolButton *groupLockButton(int group) const;
    QLabel *globalLabel(int column) const; // the criterion's weight of the whole (a tree only)

    // The same operations the buttons run (tests call them directly).
    void setPercent(int column, double percent, int mergeSession = -1); // within its group, in a tree
    void setGroupPercent(int group, double percent, int mergeSession = -1);
    // A flat profile's weight as typed (the spin box): kept as typed, the others untouched; the total is shown
    // beside the rows, and Normalise rescales them to 100 % on the user's word. One undo step.
    void setTypedPercent(int column, double percent);
    void normalise(); // the flat profile's weights rescaled to a total of 100 %, one undo step
    QLabel *totalLabel() const { return m_total; }
    QAbstractButton *normaliseButton() const;
    // Rank-order centroid weights for the children of `group` (-1: the top level) of a value tree; `order`
    // indexes ValueTree::children(group), most important first. One undo step.
    void applyNodeRanking(int group, const std::vector<int> &order);
    // Swing weighting for the children of `group` (-1: the top level, or every criterion of a flat project):
    // `order` indexes swingsOf(…, group), most important first, `ratings` parallel to it. One undo step.
    void applySwing(int group, const std::vector<int> &order, const std::vector<double> &ratings);
    void askSwing(int group);
    void askSwings(); // a value tree: which node first (a menu), then askSwing
    // What the swing-rated weights no longer mean since a range changed (empty when nothing changed).
    QString swingWarningText() const;
    // Shown while the active profile is the committee's group profile (whose weights cannot be edited), else empty.
    QString computedNoteText() const;
    void newProfile();
    // The committee: the active profile as a stakeholder's (nullopt: not any more), one undo step; a dialog for
    // the role and voice; a new group profile computed from the stakeholders (refused, saying why, without any).
    void setStakeholder(const std::optional<Stakeholder> &who);
    void askStakeholder();
    void newGroupProfile();
    void duplicateProfile();
    void renameProfile(const QString &name);
    void deleteProfile();
    // Sets the active profile's weights by rank-order centroid; `order` lists criterion columns, most
    // important first.
    void applyRanking(const std::vector<int> &order);
    // Stores AHP judgments in the active profile (so they can be revised) and sets its weights from them as
    // profileAhpWeights() derives them (`weights`, in percent, when it cannot): one undo step.
    void applyAhp(const AhpJudgments &judgments, const std::vector<double> &weights);
    // The same for the children of `group` (-1: the top level) of a value tree: the node's judgments are stored
    // and its children's weights within it set from them (`percent`: per child, ValueTree::children order).
    void applyNodeAhp(int group, const AhpJudgments &judgments, const std::vector<double> &percent);
    void askNodeAhp(int group);
    // Open the ranking (rank-order centroid) or AHP dialog on the active profile.
    void askRanking();
    void askAhp();

Q_SIGNALS:
    void message(const QString &text);

private:
    struct Row
    {
        bool isGroup = false;
        int index = 0; // criterion column or group
        QLabel *label = nullptr;
        QSlider *slider = nullptr;
        QDoubleSpinBox *spin = nullptr;
        QLabel *global = nullptr; // a tree only
        QToolButton *lock = nullptr;
    };

    const Row *criterionRow(int column) const;
    const Row *groupRow(int group) const;
    void setRowPercent(std::size_t row, double percent, int mergeSession);
    void setChildPercent(bool isGroup, int index, double percent, int mergeSession);
    void askNodeRanking(int group);
    void chooseNode(const QString &what, const std::function<void(int)> &run); // a tree: which node
    // A weight-setting dialog on the computed group profile: says why it cannot (the status bar) and returns true.
    bool refusedOnComputed(const QString &how);
    void updateSwingWarning();
    void rebuild();
    void updateValues();
    void askRename();
    std::vector<bool> locks() const;

    Document *m_document;
    ProfilesModel *m_profiles;
    QComboBox *m_profileBox;
    QAction *m_deleteAction = nullptr;
    QAction *m_stakeholderAction = nullptr;
    QAction *m_unmarkAction = nullptr;
    QWidget *m_rowsWidget;
    QLabel *m_swingWarning = nullptr;
    QLabel *m_computedNote = nullptr; // the group profile: its weights are the stakeholders'
    QToolButton *m_setBy = nullptr;
    QLabel *m_total = nullptr;           // a flat profile's total, live: "Total 100 %" or "Total 85 % …"
    class QPushButton *m_normalise = nullptr; // shown when the total is not 100 %
    QGridLayout *m_grid;
    std::vector<Row> m_rows;
    bool m_updating = false;
    int m_session = 0;
};

} // namespace verdict
