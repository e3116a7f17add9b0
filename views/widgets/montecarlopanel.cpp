#include "montecarlopanel.h"

#include "document/background.h"
#include "models/acceptabilitymodel.h"

#include "document/document.h"
#include "evaluation/liveranking.h"
#include "display/format.h"
#include "widgets/settingsdialog.h"

#include "stability/smaa.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QStyle>
#include <QTableView>
#include <QThread>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace verdict {

// What a background run hands back (plain values).
struct MonteCarloOutcome
{
    quint64 version = 0; // the document state it describes
    std::optional<SmaaResult> result;
    QStringList names; // per result alternative
    QString error;
};

MonteCarloPanel::MonteCarloPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new AcceptabilityModel(this))
    , m_table(new QTableView(this))
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_run(new QPushButton(tr("Run"), this))
{
    m_table->setModel(m_model);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    // Column sizes come from a few rows: measuring every cell of a 1,000-alternative run would freeze the window.
    m_table->horizontalHeader()->setResizeContentsPrecision(kSizingRows);
    m_table->setAccessibleName(tr("Rank probabilities"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);
    m_status->setAccessibleName(tr("Monte Carlo status"));
    m_progress->setRange(0, 100);
    m_progress->setAccessibleName(tr("Monte Carlo progress"));
    m_cancel->setAccessibleName(tr("Cancel the Monte Carlo run"));
    m_run->setAccessibleName(tr("Run the Monte Carlo analysis again"));
    connect(m_cancel, &QPushButton::clicked, this, &MonteCarloPanel::cancel);
    connect(m_run, &QPushButton::clicked, this, &MonteCarloPanel::start);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &MonteCarloPanel::showOutcome);

    m_restart.setSingleShot(true);
    m_restart.setInterval(kRestartDelay); // coalesce a burst of edits (a slider drag) into one run
    connect(&m_restart, &QTimer::timeout, this, &MonteCarloPanel::start);
    connect(document->evaluation(), &LiveEvaluation::changed, this, &MonteCarloPanel::projectChanged);
    // A big project's edit: its evaluation runs in the background, but the old run is stale now already.
    connect(document->evaluation(), &LiveEvaluation::evaluatingChanged, this, [this](bool evaluating) {
        if (evaluating)
            projectChanged();
    });

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_progress, 1);
    bar->addWidget(m_cancel);
    bar->addWidget(m_run);
    // The buttons first: a status line that wraps differently while running must not move them.
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_status);
    layout->addWidget(m_table, 1);
    m_cancel->setEnabled(false);
    m_restart.start();
}

MonteCarloPanel::~MonteCarloPanel()
{
    if (m_cancelFlag)
        m_cancelFlag->store(true);
    m_watcher.waitForFinished();
}

QString MonteCarloPanel::statusText() const
{
    return m_status->text();
}

bool MonteCarloPanel::isUpToDate() const
{
    return m_shownVersion != 0 && m_shownVersion == m_document->evaluation()->version();
}

qint64 MonteCarloPanel::samplesFor(const ProjectData &project)
{
    // A project always carries mc_samples (the format writes the default too), so "the project does not say"
    // is the built-in default; any other value is the project's own choice and wins.
    if (project.analysis.mcSamples > 0 && project.analysis.mcSamples != kDefaultSamples)
        return project.analysis.mcSamples;
    return std::clamp<qint64>(SettingsDialog::monteCarloSamples(), 1, kMaxMonteCarloSamples);
}

void MonteCarloPanel::projectChanged()
{
    // The running job works on a state that is gone: stop it now rather than after the pause.
    if (m_watcher.isRunning() && m_cancelFlag)
        m_cancelFlag->store(true);
    if (m_shownVersion != 0) {
        m_table->setEnabled(false);
        m_status->setText(tr("Out of date after the edit; running again shortly…"));
    }
    m_restart.start();
}

void MonteCarloPanel::clearResults()
{
    m_model->clear();
    m_shownVersion = 0;
    m_table->setEnabled(true);
    m_progress->setValue(0);
}

void MonteCarloPanel::cancel()
{
    m_restart.stop();
    m_startWhenIdle = false;
    if (m_watcher.isRunning()) {
        if (m_cancelFlag)
            m_cancelFlag->store(true);
        return; // showOutcome() tidies up
    }
    if (!isUpToDate()) {
        clearResults(); // never leave results of an older state on screen
        m_status->setText(cancelledText());
    }
}

QString MonteCarloPanel::cancelledText() const
{
    // Say whether what is on screen still stands.
    return isUpToDate() ? tr("Cancelled. The table still shows the finished run of this state.")
                        : tr("Cancelled: no results for the current state. Run starts it again.");
}

void MonteCarloPanel::start()
{
    m_restart.stop();
    if (m_watcher.isRunning()) {
        // Cancel the stale run; its finished() starts us again with the newest data.
        m_cancelFlag->store(true);
        m_startWhenIdle = true;
        return;
    }
    m_startWhenIdle = false;
    if (m_document->evaluation()->isEvaluating())
        return; // a big project's evaluation is on its way; its changed() restarts us (projectChanged)
    const std::shared_ptr<const Evaluation> evaluation = m_document->evaluation()->current();
    const ProjectData &data = evaluation->project(); // the evaluation's own snapshot: safe on the worker
    const quint64 version = evaluation->version();
    m_runVersion = version;
    m_cancelFlag = std::make_shared<std::atomic<bool>>(false);
    auto flag = m_cancelFlag;
    const qint64 samples = samplesFor(data);
    // Both cores (or every core): the GUI thread only waits for the queued progress and the result.
    const int threads = std::max(2, QThread::idealThreadCount());
    m_lastThreads = threads;
    m_lastSamples = samples;
    m_progress->setValue(0);
    m_cancel->setEnabled(true);
    m_status->setText(tr("Running %1 samples on %2 threads…").arg(formatCount(samples)).arg(threads));
    m_watcher.setFuture(runInBackground([this, evaluation, flag, samples, threads, version] {
        auto out = std::make_shared<MonteCarloOutcome>();
        out->version = version;
        SmaaControl control;
        control.cancel = flag.get();
        control.progress = [this, version](int done, int total) {
            if (total <= 0)
                return;
            const int percent = done * 100 / total;
            // Queued to the GUI thread; a late report of an older run is ignored there. The panel waits for
            // this job in its destructor, so it outlives the call.
            QMetaObject::invokeMethod(
                this,
                [this, version, percent] {
                    if (version == m_runVersion && m_watcher.isRunning())
                        m_progress->setValue(percent);
                },
                Qt::QueuedConnection);
        };
        // On the shared evaluation's problem, and kept with it: an export of the same state reuses the run.
        const std::shared_ptr<const SmaaRun> run = evaluation->runSmaa({samples, std::nullopt, threads}, control);
        out->result = run->result;
        out->names = run->names;
        out->error = run->error;
        return out;
    }));
    Q_EMIT started();
}

void MonteCarloPanel::showOutcome()
{
    m_cancel->setEnabled(false);
    const auto out = m_watcher.result();
    if (m_startWhenIdle) {
        start(); // a newer run was asked for while this one wound down
        return;
    }
    const bool stale = out->version != m_document->evaluation()->version();
    const bool cancelled = out->result && out->result->cancelled;
    if (stale || cancelled) {
        // Nothing of an older project state reaches the table; what is there stays only while it is current.
        if (m_restart.isActive())
            return; // a newer run is queued
        if (!isUpToDate())
            clearResults();
        m_status->setText(cancelledText());
        Q_EMIT finished();
        return;
    }
    if (!out->result) {
        clearResults();
        m_shownVersion = out->version;
        m_status->setText(out->error.trimmed());
        Q_EMIT finished();
        return;
    }
    const SmaaResult &r = *out->result;
    m_progress->setValue(100);
    m_shownVersion = out->version;
    m_table->setEnabled(true);
    const int n = int(r.alternatives.size());
    m_model->setResult(r, out->names);
    // Every probability column as wide as the widest header or value; the name and confidence columns fitted.
    const QFontMetrics metrics(m_table->font());
    const int margin = 2 * m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 12;
    const QString widestHeader = m_model->headerData(n, Qt::Horizontal).toString(); // "P(rank N)"
    m_table->horizontalHeader()->setDefaultSectionSize(
        std::max(metrics.horizontalAdvance(widestHeader), metrics.horizontalAdvance(QStringLiteral("100.0 %"))) + margin);
    m_table->resizeColumnToContents(0);
    m_table->resizeColumnToContents(m_model->columnCount() - 1);
    m_status->setText(tr("%1 samples, seed %2: how often each alternative takes each rank when the weights "
                         "vary within the profile's constraints and values within their uncertainty.")
                          .arg(formatCount(r.samples))
                          .arg(r.seed));
    Q_EMIT finished();
}

} // namespace verdict
