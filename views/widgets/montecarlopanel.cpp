#include "montecarlopanel.h"

#include "document/document.h"
#include "report/liveranking.h"

#include "stability/smaa.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace verdict {

// What a background run hands back (plain values).
struct MonteCarloOutcome
{
    std::optional<SmaaResult> result;
    QStringList names; // per result alternative
    QString error;
};

MonteCarloPanel::MonteCarloPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_model(new QStandardItemModel(this))
    , m_table(new QTableView(this))
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_run(new QPushButton(tr("Run"), this))
{
    m_table->setModel(m_model);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->setAccessibleName(tr("Rank probabilities"));
    m_status->setWordWrap(true);
    m_progress->setRange(0, 100);
    m_progress->setAccessibleName(tr("Monte Carlo progress"));
    m_cancel->setAccessibleName(tr("Cancel the Monte Carlo run"));
    m_run->setAccessibleName(tr("Run the Monte Carlo analysis again"));
    connect(m_cancel, &QPushButton::clicked, this, &MonteCarloPanel::cancel);
    connect(m_run, &QPushButton::clicked, this, &MonteCarloPanel::start);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &MonteCarloPanel::showOutcome);

    m_restart.setSingleShot(true);
    m_restart.setInterval(400); // coalesce a burst of edits (a slider drag) into one run
    connect(&m_restart, &QTimer::timeout, this, &MonteCarloPanel::start);
    connect(document->project(), &Project::changed, this, [this] { m_restart.start(); });

    auto *bar = new QHBoxLayout;
    bar->addWidget(m_progress, 1);
    bar->addWidget(m_cancel);
    bar->addWidget(m_run);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addLayout(bar);
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

void MonteCarloPanel::cancel()
{
    m_restart.stop();
    if (m_cancelFlag)
        m_cancelFlag->store(true);
}

void MonteCarloPanel::start()
{
    m_restart.stop();
    if (m_watcher.isRunning()) {
        // Cancel the stale run; its finished() restarts us with the newest data.
        m_cancelFlag->store(true);
        m_restart.start();
        return;
    }
    m_cancelFlag = std::make_shared<std::atomic<bool>>(false);
    auto flag = m_cancelFlag;
    const ProjectData data = m_document->data(); // a snapshot for the worker
    QPointer<QProgressBar> progress = m_progress;
    m_progress->setValue(0);
    m_cancel->setEnabled(true);
    m_status->setText(tr("Running %1 samples…").arg(data.analysis.mcSamples));
    m_watcher.setFuture(QtConcurrent::run([data, flag, progress] {
        auto out = std::make_shared<MonteCarloOutcome>();
        RankableProblem rp = rankableProblem(data);
        if (!rp.problem) {
            out->error = rp.notes.isEmpty() ? QObject::tr("Nothing to analyse yet.") : rp.notes.join(u' ');
            return out;
        }
        Messages messages;
        SmaaSettings settings = smaaSettings(data, *rp.problem, -1, messages);
        settings.threads = 1; // leave the other core to the GUI
        SmaaControl control;
        control.cancel = flag.get();
        control.progress = [progress](int done, int total) {
            if (total > 0)
                QMetaObject::invokeMethod(progress, "setValue", Qt::QueuedConnection, Q_ARG(int, done * 100 / total));
        };
        out->result = runSmaa(*rp.problem, settings, messages, control);
        if (!out->result) {
            for (const Message &m : messages)
                if (m.severity == Severity::Error)
                    out->error += m.text + u' ';
            return out;
        }
        for (const SmaaAlternative &a : out->result->alternatives)
            out->names << data.alternatives[std::size_t(rp.problem->rows[std::size_t(a.row)])].name;
        return out;
    }));
}

void MonteCarloPanel::showOutcome()
{
    m_cancel->setEnabled(false);
    const auto out = m_watcher.result();
    if (m_restart.isActive())
        return; // a newer run is queued
    if (!out->result) {
        m_status->setText(out->error.trimmed());
        m_model->clear();
        Q_EMIT finished();
        return;
    }
    const SmaaResult &r = *out->result;
    if (r.cancelled) {
        m_status->setText(tr("Cancelled."));
        Q_EMIT finished();
        return;
    }
    m_progress->setValue(100);
    const int n = int(r.alternatives.size());
    m_model->clear();
    QStringList headers{tr("Alternative")};
    for (int k = 1; k <= n; ++k)
        headers << tr("P(rank %1)").arg(k);
    headers << tr("Confidence");
    m_model->setHorizontalHeaderLabels(headers);
    for (int i = 0; i < n; ++i) {
        const SmaaAlternative &a = r.alternatives[std::size_t(i)];
        QList<QStandardItem *> row{new QStandardItem(out->names.value(i))};
        for (double p : a.acceptability) {
            auto *item = new QStandardItem(QStringLiteral("%1 %").arg(p * 100.0, 0, 'f', 1));
            item->setData(p, Qt::UserRole);
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            row << item;
        }
        auto *conf = new QStandardItem(QStringLiteral("%1 %").arg(a.confidence * 100.0, 0, 'f', 1));
        conf->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        row << conf;
        row.first()->setToolTip(tr("First in %1 % of samples (95 % interval %2–%3 %)")
                                    .arg(a.pFirst * 100.0, 0, 'f', 1)
                                    .arg(a.pFirstCi[0] * 100.0, 0, 'f', 1)
                                    .arg(a.pFirstCi[1] * 100.0, 0, 'f', 1));
        m_model->appendRow(row);
    }
    m_table->resizeColumnsToContents();
    m_status->setText(tr("%1 samples, seed %2: how often each alternative takes each rank when the weights "
                         "vary within the profile's constraints and values within their uncertainty.")
                          .arg(r.samples)
                          .arg(r.seed));
    Q_EMIT finished();
}

} // namespace verdict
