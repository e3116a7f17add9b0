#include "chartpanel.h"

#include "chartcommon.h"
#include "chartfactory.h"
#include "chartview.h"
#include "labellayer.h"

#include "core/project.h"
#include "document/background.h"
#include "document/liveevaluation.h"
#include "models/richtext.h"

#include <QComboBox>
#include <QEvent>
#include <QFutureWatcher>
#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>
#include <QtConcurrent/QtConcurrentRun>

namespace verdict {

ChartTheme themeFromPalette(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128 ? ChartTheme::Dark : ChartTheme::Light;
}

ChartPanel::ChartPanel(Project *project, QWidget *parent, LiveEvaluation *evaluation)
    : QWidget(parent), m_project(project), m_evaluation(evaluation), m_kinds(new QComboBox(this)), m_byGroup(new QCheckBox(tr("By &group"), this)), m_view(new ChartView(this)),
      m_status(new QLabel(this)), m_timer(new QTimer(this)), m_restyle(new QTimer(this))
{
    setObjectName(QStringLiteral("chartPanel"));
    for (int k = 0; k < kChartKindCount; ++k)
        m_kinds->addItem(chartKindTitle(ChartKind(k)), k);
    m_kinds->setAccessibleName(tr("Chart"));
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setAccessibleName(tr("Chart notes"));
    auto *top = new QHBoxLayout;
    top->addWidget(m_kinds);
    top->addWidget(m_byGroup);
    top->addWidget(m_status, 1);
    m_byGroup->setToolTip(tr("One segment per top-level group of the value tree, its criteria's contributions summed"));
    m_byGroup->setAccessibleName(tr("Score breakdown by group"));
    connect(m_byGroup, &QCheckBox::toggled, this, [this](bool on) {
        m_request.byGroup = on;
        refreshNow();
    });
    connect(m_project, &Project::groupsChanged, this, &ChartPanel::updateByGroupBox);
    connect(m_project, &Project::wasReset, this, &ChartPanel::updateByGroupBox);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 0); // the plot gets the height (at 90 % of 1280 x 720 it needs it)
    layout->setSpacing(2);
    layout->addLayout(top);
    layout->addWidget(m_view, 1);

    m_status->setMinimumWidth(1); // a long note is shortened to the row (all of it in the tooltip); it never widens the dock
    m_view->installEventFilter(this);
    m_restyle->setSingleShot(true);
    m_restyle->setInterval(120);
    connect(m_restyle, &QTimer::timeout, this, &ChartPanel::redraw);
    // Exported and copied charts are drawn for the file: with their title and caption, fonts for that size.
    m_view->setExportChart([this](QSize size) -> QChart * {
        if (!m_data)
            return nullptr;
        ChartStyle s = ChartStyle::forSize(ChartTheme::Light, size.width(), size.height());
        s.fontScale = std::max(s.fontScale, 0.72);
        s.scenario = m_project->data().activeScenario; // the window's title says it; a file must too
        return createChart(*m_data, s);
    });

    m_timer->setSingleShot(true);
    m_timer->setInterval(80);
    connect(m_timer, &QTimer::timeout, this, &ChartPanel::refreshNow);
    connect(m_kinds, &QComboBox::currentIndexChanged, this, [this](int index) {
        m_request.kind = ChartKind(m_kinds->itemData(index).toInt());
        updateByGroupBox();
        refreshNow();
    });
    updateByGroupBox();
    if (m_evaluation) {
        connect(m_evaluation, &LiveEvaluation::changed, this, &ChartPanel::scheduleRefresh);
    } else {
        connect(m_project, &Project::changed, this, &ChartPanel::scheduleRefresh);
        connect(m_project, &Project::wasReset, this, &ChartPanel::scheduleRefresh);
    }
    if (m_evaluation)
        m_staleWhileHidden = true; // the workbench builds its docks hidden: the first chart waits to be seen
    else
        refreshNow();
}

ChartPanel::~ChartPanel()
{
    if (m_cancel)
        m_cancel->store(true);
}

void ChartPanel::updateByGroupBox()
{
    const bool tree = !m_project->data().groups.empty();
    m_byGroup->setVisible(m_request.kind == ChartKind::Breakdown && tree);
    if (!tree && m_byGroup->isChecked())
        m_byGroup->setChecked(false); // its toggled() clears the request
}

void ChartPanel::setKind(ChartKind kind)
{
    m_kinds->setCurrentIndex(int(kind)); // refreshes through the signal
    if (m_request.kind != kind) {
        m_request.kind = kind;
        refreshNow();
    }
}

void ChartPanel::scheduleRefresh()
{
    // In the workbench a hidden chart costs nothing per edit (thousands of points take longer than the edit).
    if (m_evaluation && !isVisible()) {
        m_staleWhileHidden = true;
        return;
    }
    m_timer->start();
}

void ChartPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_staleWhileHidden) {
        m_staleWhileHidden = false;
        refreshNow(); // at once: the chart is part of the window's first picture

    }
}

ChartStyle ChartPanel::style() const
{
    // The font and the ticks follow the chart's size; no title (the selector names the chart).
    return ChartStyle::forDock(themeFromPalette(palette()), QSizeF(m_view->size()));
}

void ChartPanel::setNote(const QString &text)
{
    m_note = text;
    fitNote();
}

void ChartPanel::fitNote()
{
    // One line beside the selector, so the chart keeps the height: shortened with "…" when it does not fit.
    const QFontMetrics metrics(m_status->font());
    m_status->setText(metrics.elidedText(m_note, Qt::ElideRight, std::max(40, m_status->width())));
}

void ChartPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitNote();
}

bool ChartPanel::eventFilter(QObject *watched, QEvent *event)
{
    // A resized view redraws its chart for the new size (fonts, ticks), once the resizing settles.
    if (watched == m_view && event->type() == QEvent::Resize && m_data) {
        const ChartStyle now = style();
        if (std::abs(now.fontScale - m_drawnStyle.fontScale) > 0.02 ||
            std::abs(now.canvas.width() - m_drawnStyle.canvas.width()) > 40 ||
            std::abs(now.canvas.height() - m_drawnStyle.canvas.height()) > 30)
            m_restyle->start();
    }
    return QWidget::eventFilter(watched, event);
}

void ChartPanel::redraw()
{
    if (!m_data)
        return;
    m_drawnStyle = style();
    m_view->showChart(createChart(*m_data, m_drawnStyle));
}

void ChartPanel::refreshNow()
{
    m_timer->stop();
    const int generation = ++m_generation;
    if (m_cancel)
        m_cancel->store(true);
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const ChartRequest request = m_request;
    // The shared evaluation when there is one (no second evaluation per edit), else one of our own.
    const std::shared_ptr<const Evaluation> evaluation =
        m_evaluation ? m_evaluation->shown() : std::make_shared<const Evaluation>(evaluate(m_project->data()));
    // A small project's chart is computed here; Monte Carlo, and any chart of a project big enough to be
    // evaluated in the background, are computed on a worker (a newer refresh cancels or supersedes it). Only
    // drawing the chart stays on the GUI thread.
    const bool big = LiveEvaluation::evaluatesInBackground(evaluation->project());
    // The scenario comparison evaluates every scenario: on the worker too.
    if (request.kind != ChartKind::Acceptability && request.kind != ChartKind::Scenarios && !big) {
        showData(chartDataOf(*evaluation, request));
        return;
    }
    if (request.kind == ChartKind::Acceptability)
        setNote(tr("Running Monte Carlo…"));
    auto cancel = m_cancel;
    auto *watcher = new QFutureWatcher<ChartData>(this);
    ++m_computing;
    connect(watcher, &QFutureWatcher<ChartData>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != m_generation) {
            --m_computing;
            return;
        }
        // Made in this turn of the event loop, shown (and so first painted) in the next: in one turn a 10,000-point
        // map held the GUI thread for 10–17 ms (issue 34), in two about half that each.
        // Taken, not copied: a 10,000-point map's data is 10,000 names (a copy was a millisecond of this turn).
        auto data = std::make_shared<ChartData>(watcher->future().takeResult());
        const ChartStyle drawn = style();
        m_made.reset(createChart(*data, drawn));
        QTimer::singleShot(0, this, [this, generation, data, drawn] {
            --m_computing;
            if (generation == m_generation && m_made)
                present(std::move(*data), m_made.release(), drawn);
        });
    });
    watcher->setFuture(runInBackground([evaluation, request, cancel] {
        return chartDataOf(*evaluation, request, cancel.get());
    }));
}

bool ChartPanel::isSettled() const
{
    const LabelLayer *labels = m_view->chart() ? labelLayer(m_view->chart()) : nullptr;
    return !m_timer->isActive() && !m_restyle->isActive() && m_computing == 0 && !(labels && labels->isPlacing());
}

void ChartPanel::showData(ChartData data)
{
    const ChartStyle drawn = style();
    QChart *chart = createChart(data, drawn);
    present(std::move(data), chart, drawn);
}

void ChartPanel::present(ChartData data, QChart *chart, const ChartStyle &style)
{
    m_data = std::make_unique<ChartData>(std::move(data));
    m_drawnStyle = style;
    m_view->showChart(chart);
    // The note line: the chart's first message, else its caption (a docked chart draws no title).
    QStringList notes;
    for (const Message &m : chartMessages(*m_data))
        notes << m.text;
    const QString caption = m_view->chart()->property(kChartCaption).toString();
    if (!caption.isEmpty())
        notes << caption;
    setNote(notes.isEmpty() ? QString() : notes.front());
    m_status->setToolTip(plainToRich(notes.join(u'\n')));
    Q_EMIT chartUpdated();
}

void ChartPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        scheduleRefresh();
    QWidget::changeEvent(event);
}

} // namespace verdict
