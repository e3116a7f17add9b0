#pragma once

#include "core/projectdata.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QGridLayout;
class QLabel;
class QSlider;
class QAction;
class QToolButton;

namespace verdict {

class Document;
class ProfilesModel;

// The active profile's weights, one slider and spin box per criterion, kept summing to 100 %: moving one
// rescales the unlocked others proportionally. Above them, the profile switcher and profile actions
// (new, duplicate, rename, delete, weights from a ranking of the criteria or from AHP pairwise judgments).
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

    // The same operations the buttons run (tests call them directly).
    void setPercent(int column, double percent, int mergeSession = -1);
    void newProfile();
    void duplicateProfile();
    void renameProfile(const QString &name);
    void deleteProfile();
    // Sets the active profile's weights by rank-order centroid; `order` lists criterion columns, most
    // important first.
    void applyRanking(const std::vector<int> &order);
    // Stores AHP judgments in the active profile (so they can be revised) and sets its weights from them as
    // profileAhpWeights() derives them (`weights`, in percent, when it cannot): one undo step.
    void applyAhp(const AhpJudgments &judgments, const std::vector<double> &weights);
    // Open the ranking (rank-order centroid) or AHP dialog on the active profile.
    void askRanking();
    void askAhp();

Q_SIGNALS:
    void message(const QString &text);

private:
    struct Row
    {
        QLabel *label = nullptr;
        QSlider *slider = nullptr;
        QDoubleSpinBox *spin = nullptr;
        QToolButton *lock = nullptr;
    };

    void rebuild();
    void updateValues();
    void askRename();
    std::vector<bool> locks() const;

    Document *m_document;
    ProfilesModel *m_profiles;
    QComboBox *m_profileBox;
    QAction *m_deleteAction = nullptr;
    QWidget *m_rowsWidget;
    QGridLayout *m_grid;
    std::vector<Row> m_rows;
    bool m_updating = false;
    int m_session = 0;
};

} // namespace verdict
