#pragma once

#include "core/projectdata.h"

#include <QDialog>

#include <optional>
#include <utility>
#include <vector>

class QChartView;
class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace verdict {

// Edits one criterion's value function (docs/methods.md, "Value functions"): normalised (no function), a
// piecewise-linear function through points, or a labelled scale. The points are a table (x, value 0–100, and a
// label for levels); the curve is drawn live with every alternative marked on it at its value. A problem with
// the points (fewer than two, x not increasing, a value outside 0–100, a missing or repeated label) is shown
// under the table, naming the row, and OK waits until it is fixed.
class ValueFunctionDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Kind { Normalised, Points, Levels };

    // `marks`: each alternative's name and raw value (the criterion's effective values); `unit` for the axis.
    ValueFunctionDialog(const QString &criterionName, const QString &unit, const std::optional<ValueFunction> &function,
                        std::vector<std::pair<QString, double>> marks, QWidget *parent = nullptr);

    // Each alternative's name and effective value of `column` (`values`: the scenario's effective values), missing
    // where it has none: the marks the dialog draws on the curve.
    static std::vector<std::pair<QString, double>> marksOf(const ProjectData &project, const SharedMatrix &values, int column);

    // The function as edited; nullopt when the criterion is to be normalised.
    std::optional<ValueFunction> valueFunction() const;
    Kind kind() const;
    void setKind(Kind kind);
    // What is wrong with the points now ("Row 2: …"), or empty.
    QString problem() const;

    QTableWidget *table() const { return m_table; }
    QChartView *chartView() const { return m_chart; }
    QPushButton *okButton() const { return m_ok; }

    // Two points from the alternatives' range: the worst 0, the best 100 (by `lessIsBetter`), or levels 1–5.
    void startFromRange(bool lessIsBetter);

private:
    void refresh();
    void addRow(double x, double value, const QString &label = {});
    ValueFunction fromTable() const;

    QString m_unit;
    std::vector<std::pair<QString, double>> m_marks;
    QComboBox *m_kind = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_problem = nullptr;
    QChartView *m_chart = nullptr;
    QPushButton *m_ok = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    bool m_filling = false;
};

} // namespace verdict
