#include "assumptionspanel.h"
#include "models/richtext.h"

#include <utility>

#include "document/background.h"
#include "document/document.h"
#include "display/format.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace verdict {

namespace {

enum Column { NumberColumn, ProbabilityColumn, ChangeColumn, NowColumn, RangeColumn, SourceColumn, ColumnCount };
constexpr int kIndexRole = Qt::UserRole + 1; // the row's index into the report's numbers

} // namespace

AssumptionsPanel::AssumptionsPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_headline(new QLabel(this))
    , m_list(new QTreeWidget(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_run(new QPushButton(tr("Rank"), this))
{
    m_headline->setWordWrap(true);
    m_headline->setTextFormat(Qt::PlainText);
    m_headline->setAccessibleName(tr("What to check first"));
    m_list->setColumnCount(ColumnCount);
    // The chance first: a narrow dock shows the number, how likely it changes the winner and where.
    m_list->setHeaderLabels({tr("Number"), tr("P(another winner)"), tr("The winner changes"), tr("Now"), tr("Over"), tr("Source")});
    m_list->setRootIsDecorated(false);
    m_list->setTextElideMode(Qt::ElideMiddle);
    m_list->setUniformRowHeights(true);
    m_list->setAlternatingRowColors(true);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setAccessibleName(tr("Assumed numbers, most likely to change the winner first"));
    m_list->setToolTip(tr("Double-click a number (or press Enter) to open it with its source"));
    m_list->header()->setStretchLastSection(true);
    m_list->header()->setSectionResizeMode(QHeaderView::Interactive);
    connect(m_list, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        if (const AssumptionNumber *n = numberOf(item))
            Q_EMIT numberActivated(*n);
    });
    m_progress->setAccessibleName(tr("Ranking the assumptions"));
    m_progress->hide();
    m_cancel->setAccessibleName(tr("Stop ranking the assumptions"));
    m_cancel->hide();
    m_run->setAccessibleName(tr("Rank the assumptions now"));
    m_run->setToolTip(tr("Rank every assumed number by how likely it is to change the winner"));
    connect(m_cancel, &QPushButton::clicked, this, &AssumptionsPanel::cancel);
    connect(m_run, &QPushButton::clicked, this, &AssumptionsPanel::start);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &AssumptionsPanel::finished);
    m_poll.setInterval(100);
    connect(&m_poll, &QTimer::timeout, this, [this] {
        if (m_done)
            m_progress->setValue(m_done->load());
    });

    m_restart.setSingleShot(true);
    m_restart.setInterval(kRestartDelay); // a burst of edits (a slider drag) ranks once
    connect(&m_restart, &QTimer::timeout, this, &AssumptionsPanel::start);
    connect(document->evaluation(), &LiveEvaluation::changed, this, &AssumptionsPanel::projectChanged);

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_headline, 1);
    bar->addWidget(m_progress);
    bar->addWidget(m_cancel);
    bar->addWidget(m_run, 0, Qt::AlignTop);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_list, 1);
    projectChanged();
}

AssumptionsPanel::~AssumptionsPanel()
{
    if (m_cancelFlag)
        m_cancelFlag->store(true);
    m_watcher.waitForFinished();
}

QString AssumptionsPanel::headline() const
{
    return m_headline->text();
}

bool AssumptionsPanel::isUpToDate() const
{
    return m_shownVersion != 0 && m_shownVersion == m_document->evaluation()->version() && !m_watcher.isRunning();
}

const AssumptionNumber *AssumptionsPanel::numberOf(const QTreeWidgetItem *item) const
{
    if (!item)
        return nullptr;
    const int i = item->data(NumberColumn, kIndexRole).toInt();
    return i >= 0 && i < int(m_report.numbers.size()) ? &m_report.numbers[std::size_t(i)] : nullptr;
}

void AssumptionsPanel::projectChanged()
{
    if (m_watcher.isRunning() && m_cancelFlag)
        m_cancelFlag->store(true); // it ranks a state that is gone
    const std::shared_ptr<const Evaluation> e = m_document->evaluation()->latest();
    if (e && !quickToSearch(e->project())) {
        // Too many trial evaluations to run after every edit: the list stays (marked out of date) until asked.
        m_restart.stop();
        if (m_shownVersion != 0)
            m_list->setEnabled(false);
        m_headline->setText(m_shownVersion != 0
                                ? tr("Out of date after the edit. This project is too large to rank again after every edit; press Rank.")
                                : tr("This project is too large to rank its assumptions after every edit; press Rank (it runs in the background)."));
        m_run->show();
        return;
    }
    if (m_shownVersion != 0)
        m_list->setEnabled(false);
    m_restart.start();
}

void AssumptionsPanel::start()
{
    m_restart.stop();
    if (m_watcher.isRunning()) { // stopped: it returns at its next trial value, and showReport() starts this one
        if (m_cancelFlag)
            m_cancelFlag->store(true);
        m_startWhenStopped = true;
        return;
    }
    const std::shared_ptr<const Evaluation> e = m_document->evaluation()->current();
    if (!e)
        return;
    // A report kept with this evaluation (its own earlier run, or an export's): shown without searching again.
    if (const std::shared_ptr<const AssumptionReport> kept = e->findPart<AssumptionReport>()) {
        m_runningVersion = e->version();
        showReport(*kept);
        return;
    }
    m_runningVersion = e->version();
    m_cancelFlag = std::make_shared<std::atomic<bool>>(false);
    m_done = std::make_shared<std::atomic<int>>(0);
    m_total = int(numbersOf(e->project(), -1, true).size());
    m_progress->setRange(0, std::max(1, m_total));
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    m_run->hide();
    if (m_shownVersion == 0)
        m_headline->setText(tr("Ranking the assumed numbers…"));
    m_poll.start();
    const std::shared_ptr<std::atomic<bool>> cancel = m_cancelFlag;
    const std::shared_ptr<std::atomic<int>> done = m_done;
    // On the evaluation the window shows (only the search's trials evaluate again), kept with it when finished, so
    // that an export reads this run instead of searching again.
    m_watcher.setFuture(runInBackground([e, cancel, done] {
        AssumptionReport r = analyzeAssumptions(*e, cancel.get(), done.get());
        if (!r.cancelled)
            e->keepPart(std::make_shared<const AssumptionReport>(r));
        return r;
    }));
}

void AssumptionsPanel::cancel()
{
    m_restart.stop();
    m_startWhenStopped = false;
    if (m_watcher.isRunning() && m_cancelFlag)
        m_cancelFlag->store(true);
}

void AssumptionsPanel::finished()
{
    if (std::exchange(m_startWhenStopped, false)) { // an edit stopped it: the newer state's run starts now
        start();
        return;
    }
    showReport(m_watcher.result());
}

void AssumptionsPanel::showReport(AssumptionReport r)
{
    m_poll.stop();
    m_progress->hide();
    m_cancel->hide();
    const quint64 now = m_document->evaluation()->version();
    if (r.cancelled) {
        m_run->show();
        if (m_runningVersion != now)
            return; // an edit stopped it: the next run follows
        m_headline->setText(m_shownVersion != 0 ? tr("Stopped; the list is of an earlier state. Press Rank to rank again.")
                                                : tr("Stopped. Press Rank to rank the assumed numbers."));
        return;
    }
    m_run->setVisible(!quickToSearch(m_document->evaluation()->latest()->project()));
    m_report = std::move(r);
    m_shownVersion = m_runningVersion;
    m_list->setEnabled(m_shownVersion == now);
    m_list->clear();
    if (!m_report.error.isEmpty()) {
        m_headline->setText(tr("Nothing to rank: %1.").arg(m_report.error));
        return;
    }
    // With nothing feasible the question is whether a number makes something win.
    m_list->headerItem()->setText(ProbabilityColumn, changeProbabilityName(m_report.winner.isEmpty()));
    m_list->headerItem()->setText(ChangeColumn, m_report.winner.isEmpty() ? tr("Something wins") : tr("The winner changes"));
    if (m_report.numbers.empty()) {
        m_headline->setText(m_report.winner.isEmpty() ? tr("No alternative meets every gate, and no number is assumed or unsourced.")
                                                      : tr("The recommendation, %1, rests on no assumed or unsourced number.").arg(m_report.winner));
        return;
    }
    bool assumedRange = false;
    for (std::size_t i = 0; i < m_report.numbers.size(); ++i) {
        const AssumptionNumber &n = m_report.numbers[i];
        auto *item = new QTreeWidgetItem(m_list);
        item->setData(NumberColumn, kIndexRole, int(i));
        item->setText(NumberColumn, n.name);
        item->setText(NowColumn, roundedNumberText(n.value, n.unit));
        item->setTextAlignment(NowColumn, Qt::AlignRight | Qt::AlignVCenter);
        if (n.flipValue) {
            const QString then = n.flipWinner == QLatin1String("nothing feasible") ? tr("nothing is feasible") : tr("%1 wins").arg(n.flipWinner);
            item->setText(ChangeColumn, (n.flipRelative > 0 ? tr("above %1: %2") : tr("below %1: %2")).arg(roundedNumberText(*n.flipValue, n.unit), then));
        } else {
            item->setText(ChangeColumn, tr("not within ±100 %"));
        }
        item->setText(ProbabilityColumn, formatPercent(n.pChange));
        item->setTextAlignment(ProbabilityColumn, Qt::AlignRight | Qt::AlignVCenter);
        item->setText(RangeColumn, sharedUnitSpan(roundedNumberText(n.low, n.unit), roundedNumberText(n.high, n.unit), QStringLiteral("–"))
                                       + (n.assumedRange ? tr(" (±20 %)") : QString()));
        item->setText(SourceColumn, n.stated ? n.provenance : tr("none given"));
        item->setToolTip(NumberColumn, plainToRich(n.sentence));
        item->setToolTip(ChangeColumn, plainToRich(n.sentence));
        QFont bold = item->font(ProbabilityColumn);
        bold.setBold(n.pChange > 0.0);
        item->setFont(ProbabilityColumn, bold);
        if (!n.flipValue)
            for (int c = 0; c < ColumnCount; ++c)
                item->setForeground(c, m_list->palette().brush(QPalette::Disabled, QPalette::Text));
        assumedRange = assumedRange || n.assumedRange;
    }
    for (int c = 0; c < SourceColumn; ++c)
        m_list->resizeColumnToContents(c);
    m_list->setColumnWidth(NumberColumn, std::min(m_list->columnWidth(NumberColumn), std::max(160, m_list->viewport()->width() / 2)));
    QString text = m_report.headline;
    if (assumedRange)
        text += tr(" Ranges marked ±20 % are assumed: the file gives none.");
    if (m_shownVersion != now)
        text = tr("Out of date after the edit. ") + text;
    m_headline->setText(text);
}

} // namespace verdict
