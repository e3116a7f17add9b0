#pragma once

#include "chartstyle.h"

#include "charts/chartdata.h"

#include <QWidget>

#include <atomic>
#include <memory>

#include <QChart>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QLabel;
class QTimer;
QT_END_NAMESPACE

namespace verdict {

class ChartView;
class LiveEvaluation;
class Project;

// One chart chosen from a combo box, redrawn whenever the project changes (edits are coalesced). The Monte
// Carlo chart is computed off the GUI thread and cancelled when a newer edit arrives.
class ChartPanel : public QWidget
{
    Q_OBJECT

public:
    // With `evaluation` (the document's), the charts read its scenario instead of evaluating their own, redraw
    // on its changed() signal, and wait while the panel is hidden (a tab behind another) until it is shown;
    // the first chart too is drawn only when the panel is first shown.
    explicit ChartPanel(Project *project, QWidget *parent = nullptr, LiveEvaluation *evaluation = nullptr);
    ~ChartPanel() override;

    void setKind(ChartKind kind);
    ChartKind kind() const { return m_request.kind; }
    ChartView *view() const { return m_view; }
    // Score breakdown by the value tree's top-level groups (shown for the breakdown of a project with groups).
    QCheckBox *byGroupBox() const { return m_byGroup; }
    // The data behind the chart on screen (for tests and the presentation window).
    const ChartData *currentData() const { return m_data ? m_data.get() : nullptr; }
    // The note beside the selector in full (its label may show it shortened).
    QString note() const { return m_note; }
    // Redraws now instead of after the coalescing delay (tests).
    void refreshNow();
    // Nothing pending: no coalesced refresh or restyle waiting, no chart being computed on a worker.
    bool isSettled() const;

Q_SIGNALS:
    void chartUpdated();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void scheduleRefresh();
    void showData(ChartData data);
    // `chart` (made from `data` in `style`) put on screen: the data's notes beside the selector, chartUpdated().
    void present(ChartData data, QChart *chart, const ChartStyle &style);
    ChartStyle style() const;
    void redraw(); // the current data drawn again for the view's size
    void setNote(const QString &text); // the note line beside the selector (its whole text in the tooltip)
    void fitNote();
    void updateByGroupBox();

    Project *m_project;
    LiveEvaluation *m_evaluation;
    ChartRequest m_request;
    QComboBox *m_kinds;
    QCheckBox *m_byGroup;
    ChartView *m_view;
    QLabel *m_status;
    QString m_note;
    QTimer *m_timer;
    QTimer *m_restyle;
    ChartStyle m_drawnStyle;
    std::unique_ptr<ChartData> m_data;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    int m_generation = 0;
    int m_computing = 0; // charts being computed on a worker, or made and not yet shown
    std::unique_ptr<QChart> m_made; // a worker's chart, made in one turn of the event loop and shown in the next
    bool m_staleWhileHidden = false; // a change arrived while hidden (workbench mode): redraw when shown
};

// Light or dark from the application palette.
ChartTheme themeFromPalette(const QPalette &palette);

} // namespace verdict
