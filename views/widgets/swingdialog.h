#pragma once

#include "analysis/swing.h"

#include <QDialog>

#include <vector>

class QLabel;
class QTableWidget;

namespace verdict {

// Swing weighting for one node of the value tree (or a flat profile): each child's swing in its raw units, worst
// to best ("Latency from 53 ms to 44 ms"). The user orders the swings by how much they matter (Up/Down) and rates
// each against the most important, which is 100, on a slider; the weights are the ratings, normalised (shown
// live). Starts from the node's stored ratings, else from its current weights.
class SwingDialog : public QDialog
{
    Q_OBJECT

public:
    // `ratings`: the stored rating of each swing (parallel to `swings`), or none; `weights`: the current local
    // weights, for a first order and ratings when none are stored.
    SwingDialog(const QString &node, const std::vector<Swing> &swings, const std::vector<std::optional<double>> &ratings,
                const std::vector<double> &weights, QWidget *parent = nullptr);

    std::vector<int> order() const;      // indices into the swings, most important first
    std::vector<double> ratings() const; // parallel to order(); the first is 100
    // The weights the ratings give, parallel to the swings (fractions summing to 1).
    std::vector<double> weights() const;

    // For tests and the keyboard: the row at `position` (0 = most important).
    void setRating(int position, double rating);
    void move(int position, int delta);
    QString previewText() const;

private:
    void addRow(int swing, double rating);
    void updatePreview();

    std::vector<Swing> m_swings;
    QTableWidget *m_table;
    QLabel *m_preview;
};

} // namespace verdict
