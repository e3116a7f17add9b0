#pragma once

#include "analysis/ahp.h"
#include "core/projectdata.h"

#include <QDialog>

#include <optional>
#include <vector>

class QLabel;
class QTableWidget;

namespace verdict {

// AHP pairwise comparison for one profile's weights. The upper triangle holds the judgments on Saaty's scale
// (1/9 … 9: "how much more important is the row than the column"); the lower triangle shows the reciprocals.
// The weights and the consistency ratio update on every change, and the judgments that disagree most with
// the rest are highlighted (colour, a ⚠ marker and the tooltip). Opens on the profile's stored matrix, or a
// starting matrix from its current weights snapped to the scale. With a value tree it compares the children of
// one node — the criteria and groups directly inside a group, or at the top level.
class AhpDialog : public QDialog
{
    Q_OBJECT

public:
    AhpDialog(const ProjectData &project, int profile, QWidget *parent = nullptr);
    // The children of `group` (-1: the top level; a flat profile: every criterion).
    AhpDialog(const ProjectData &project, int profile, int group, QWidget *parent = nullptr);

    int size() const { return int(m_ids.size()); }
    // a_ij for i < j; the reciprocal is set too.
    void setJudgment(int i, int j, double value);
    double judgment(int i, int j) const;
    const std::optional<AhpResult> &result() const { return m_result; }
    QTableWidget *table() const { return m_table; }
    QString consistencyText() const;

    // What Apply stores: the judgments (item ids: criterion ids, ahpGroupItem for a group) and the weights in
    // percent, per item (a flat profile: per project criterion).
    AhpJudgments judgments() const;
    std::vector<double> weights() const;

    // The Saaty scale, 1/9 … 9, and how a value reads ("3", "1/3").
    static const std::vector<double> &scale();
    static QString label(double value);
    static double snap(double value); // the nearest scale value (on a log scale)

private:
    void recompute();

    QStringList m_ids;
    QStringList m_names;
    std::vector<std::vector<double>> m_matrix;
    std::optional<AhpResult> m_result;
    QTableWidget *m_table;
    QTableWidget *m_weights;
    QLabel *m_consistency;
    bool m_updating = false;
};

} // namespace verdict
