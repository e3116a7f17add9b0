#include "decisionpanel.h"
#include "models/richtext.h"

#include "decisiondialog.h"
#include "dialogs.h"

#include "document/background.h"
#include "document/document.h"
#include "document/liveevaluation.h"
#include "display/format.h"
#include "evaluation/wording.h"
#include "format/projectfile.h"
#include "review/assumptions.h"
#include "review/projectdiff.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QScrollArea>
#include <QStackedWidget>
#include <QTableWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace verdict {

namespace {

enum TriggerColumn { ConditionColumn, NowColumn, DistanceColumn, WhyColumn, TriggerColumns };

QLabel *wrapped(QWidget *parent, const QString &name)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAccessibleName(name);
    return label;
}

// "in 86 days", "today", "3 days ago".
QString daysText(const QDate &from, const QDate &to)
{
    const qint64 days = from.daysTo(to);
    if (days == 0)
        return DecisionPanel::tr("today");
    if (days == 1)
        return DecisionPanel::tr("tomorrow");
    if (days == -1)
        return DecisionPanel::tr("yesterday");
    return days > 0 ? DecisionPanel::tr("in %1 days").arg(days) : DecisionPanel::tr("%1 days ago").arg(-days);
}

// A margin as the ranking shows it: the leader's lead, or how far behind the leader; "–" when not ranked.
QString marginCell(const DecisionRankRow *row, const std::vector<DecisionRankRow> &rows)
{
    if (!row || !row->feasible)
        return row ? DecisionPanel::tr("fails a gate") : QStringLiteral("\u2013");
    if (row->rank == 1 && std::count_if(rows.begin(), rows.end(), [](const DecisionRankRow &r) { return r.feasible; }) == 1)
        return DecisionPanel::tr("only one meets every gate");
    return row->rank == 1 ? DecisionPanel::tr("+%1").arg(formatPoints(row->marginPoints)) : formatSignedPoints(-std::abs(row->marginPoints));
}

} // namespace

DecisionPanel::DecisionPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
{
    setObjectName(QStringLiteral("DecisionPanel"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    m_pages = new QStackedWidget(this);
    outer->addWidget(m_pages, 1);

    // No record yet: what recording does, and the button.
    auto *emptyPage = new QWidget(m_pages);
    auto *emptyLayout = new QVBoxLayout(emptyPage);
    m_empty = wrapped(emptyPage, tr("No decision recorded"));
    m_empty->setText(tr("No decision is recorded in this project yet. When the choice is made, Record Decision… keeps it in the "
                        "file: the alternative, who decided and why, a review date, and the ranking it rests on, with the "
                        "conditions under which to reopen it — suggested from what it would take and what to check first."));
    emptyLayout->addWidget(m_empty);
    auto *recordFirst = new QPushButton(tr("Record Decision…"), emptyPage);
    recordFirst->setObjectName(QStringLiteral("recordDecisionButton"));
    connect(recordFirst, &QPushButton::clicked, this, &DecisionPanel::recordDecision);
    emptyLayout->addWidget(recordFirst, 0, Qt::AlignLeft);
    emptyLayout->addStretch(1);
    m_pages->addWidget(emptyPage);

    // The decision in force (or the newest record), in a scroll area so a long rationale never grows the window.
    auto *scroll = new QScrollArea(m_pages);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setAccessibleName(tr("The decision in force"));
    auto *page = new QWidget(scroll);
    auto *layout = new QVBoxLayout(page);
    m_status = wrapped(page, tr("The decision"));
    QFont bold = m_status->font();
    bold.setBold(true);
    m_status->setFont(bold);
    m_status->setTextFormat(Qt::PlainText);
    layout->addWidget(m_status);
    m_details = wrapped(page, tr("Who decided, and when to review it"));
    layout->addWidget(m_details);
    m_rationale = wrapped(page, tr("The rationale"));
    layout->addWidget(m_rationale);
    m_verdict = wrapped(page, tr("Whether the decision stands"));
    m_verdict->setObjectName(QStringLiteral("decisionVerdict"));
    m_verdict->setAutoFillBackground(true);
    m_verdict->setMargin(4);
    layout->addWidget(m_verdict);

    auto *triggersTitle = new QLabel(tr("Reopen when"), page);
    triggersTitle->setFont(bold);
    triggersTitle->setAccessibleName(tr("Reopen triggers"));
    layout->addWidget(triggersTitle);
    m_triggers = new QTableWidget(0, TriggerColumns, page);
    m_triggers->setObjectName(QStringLiteral("decisionTriggers"));
    m_triggers->setAccessibleName(tr("Reopen triggers with their numbers now"));
    m_triggers->setHorizontalHeaderLabels({tr("Condition"), tr("Now"), tr("From firing"), tr("Why")});
    m_triggers->verticalHeader()->hide();
    m_triggers->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_triggers->setSelectionBehavior(QAbstractItemView::SelectRows);
    // The condition and the why wrap; the numbers keep one line. The table is as tall as its rows (the page scrolls,
    // not a table inside it), up to a limit past which it scrolls itself.
    m_triggers->setWordWrap(true);
    m_triggers->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    m_triggers->horizontalHeader()->setSectionResizeMode(ConditionColumn, QHeaderView::Stretch);
    m_triggers->horizontalHeader()->setSectionResizeMode(NowColumn, QHeaderView::ResizeToContents);
    m_triggers->horizontalHeader()->setSectionResizeMode(DistanceColumn, QHeaderView::ResizeToContents);
    m_triggers->horizontalHeader()->setSectionResizeMode(WhyColumn, QHeaderView::Stretch);
    m_fitRows.setSingleShot(true);
    connect(&m_fitRows, &QTimer::timeout, this, &DecisionPanel::fitTriggerRows);
    connect(m_triggers->horizontalHeader(), &QHeaderView::sectionResized, &m_fitRows, qOverload<>(&QTimer::start));
    layout->addWidget(m_triggers);

    auto *historyTitle = new QLabel(tr("History"), page);
    historyTitle->setFont(bold);
    historyTitle->setAccessibleName(tr("The decision log"));
    layout->addWidget(historyTitle);
    m_history = new QTreeWidget(page);
    m_history->setObjectName(QStringLiteral("decisionHistory"));
    m_history->setAccessibleName(tr("Every record, newest first"));
    m_history->setRootIsDecorated(false);
    m_history->setHeaderLabels({tr("Record"), tr("Status"), tr("Date"), tr("Chosen"), tr("By")});
    m_history->setMinimumHeight(80);
    m_history->setMaximumHeight(160);
    connect(m_history, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const std::vector<DecisionRecord> &log = m_document->data().decisions;
        const int index = item->data(0, Qt::UserRole).toInt();
        if (index < 0 || index >= int(log.size()))
            return;
        const DecisionRecord &d = log[std::size_t(index)];
        QStringList lines{tr("%1, %2 on %3%4: %5").arg(d.id, decisionStatusName(d.status), d.decidedOn,
                                                       d.decidedBy.isEmpty() ? QString() : tr(" by %1").arg(d.decidedBy), d.chosenName)};
        if (!d.vote.isEmpty())
            lines << tr("Vote: %1").arg(d.vote);
        lines << (d.rationale.isEmpty() ? tr("No rationale recorded.") : tr("Why: %1").arg(d.rationale));
        if (!d.reviewBy.isEmpty())
            lines << tr("Review by %1.").arg(d.reviewBy);
        lines << tr("Ranked under %1, profile “%2”%3:").arg(methodLabel(d.snapshot.method), d.snapshot.profile,
                                                            d.snapshot.scenario.isEmpty() ? QString() : tr(", scenario “%1”").arg(d.snapshot.scenario));
        for (const DecisionRankRow &row : d.snapshot.ranking)
            lines << tr("  %1. %2  %3").arg(row.rank).arg(row.name, formatScore(row.score));
        for (const DecisionTrigger &t : d.triggers)
            lines << tr("Reopen when %1%2").arg(triggerCondition(m_document->data(), t), t.why.isEmpty() ? QString() : QStringLiteral(": ") + t.why);
        dialogs::inform(this, tr("Decision %1").arg(d.id), lines.join(u'\n'));
    });
    layout->addWidget(m_history);

    auto *buttons = new QHBoxLayout;
    auto *record = new QPushButton(tr("Record Decision…"), page);
    record->setAccessibleDescription(tr("Record a new decision; an accepted one supersedes the decision in force"));
    connect(record, &QPushButton::clicked, this, &DecisionPanel::recordDecision);
    m_compare = new QPushButton(tr("Compare with Record…"), page);
    m_compare->setAccessibleDescription(tr("The ranking now beside the recorded one, and what changed since a version of the file"));
    connect(m_compare, &QPushButton::clicked, this, &DecisionPanel::compareWithRecord);
    buttons->addWidget(record);
    buttons->addWidget(m_compare);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    scroll->setWidget(page);
    m_pages->addWidget(scroll);

    m_delay.setSingleShot(true);
    m_delay.setInterval(120);
    connect(&m_delay, &QTimer::timeout, this, &DecisionPanel::start);
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &DecisionPanel::finished);
    // Every edit can move a trigger's number; a new day can make the review due (checked again on the next edit).
    // The check starts once the window's own evaluation of the edit is done (LiveEvaluation::changed), so on a big
    // project it never competes with what the edit puts on screen, and only while the dock is shown.
    connect(m_document->project(), &Project::changed, this, [this] { m_pending = true; });
    connect(m_document->evaluation(), &LiveEvaluation::changed, this, &DecisionPanel::schedule);
    connect(m_document->project(), &Project::wasReset, this, &DecisionPanel::schedule);
    schedule();
}

void DecisionPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_pending && !m_watcher.isRunning())
        m_delay.start();
}

DecisionPanel::~DecisionPanel()
{
    m_watcher.disconnect(this);
}

std::shared_ptr<const DecisionPanel::Checked> DecisionPanel::check(std::shared_ptr<const ProjectData> project, quint64 version, const QDate &today)
{
    auto checked = std::make_shared<Checked>();
    checked->project = std::move(project);
    checked->version = version;
    if (acceptedDecision(checked->project->decisions))
        checked->check = checkDecision(*checked->project, today);
    return checked;
}

void DecisionPanel::schedule()
{
    m_pending = true;
    if (isVisible())
        m_delay.start();
}

void DecisionPanel::start()
{
    if (m_watcher.isRunning())
        return; // finished() starts the next one
    m_pending = false;
    fillHistory();
    const ProjectData &data = m_document->data();
    if (data.decisions.empty()) {
        m_shown.reset();
        m_pages->setCurrentIndex(0);
        return;
    }
    m_pages->setCurrentIndex(1);
    auto project = std::make_shared<const ProjectData>(data);
    const quint64 version = m_document->evaluation()->version();
    const QDate today = QDate::currentDate();
    m_watcher.setFuture(runInBackground([project, version, today] { return check(project, version, today); }));
}

void DecisionPanel::finished()
{
    m_shown = m_watcher.result();
    if (m_pending && !m_delay.isActive() && isVisible())
        start();
    display(m_shown.get());
}

void DecisionPanel::fillHistory()
{
    const std::vector<DecisionRecord> &log = m_document->data().decisions;
    m_history->clear();
    for (int i = int(log.size()) - 1; i >= 0; --i) {
        const DecisionRecord &d = log[std::size_t(i)];
        auto *item = new QTreeWidgetItem(m_history, {d.id, decisionStatusName(d.status), d.decidedOn, d.chosenName, d.decidedBy});
        item->setData(0, Qt::UserRole, i);
        item->setToolTip(3, plainToRich(d.chosenName));
        item->setToolTip(0, d.rationale.isEmpty() ? tr("No rationale recorded. Double-click for the record.")
                                                  : tr("Why: %1\nDouble-click for the record.").arg(d.rationale));
    }
    for (int c = 0; c < 3; ++c)
        m_history->resizeColumnToContents(c);
}

void DecisionPanel::display(const Checked *checked)
{
    m_triggers->setRowCount(0);
    if (!checked)
        return;
    const ProjectData &project = *checked->project;
    const DecisionCheck &check = checked->check;
    const DecisionRecord *d = check.record;
    m_compare->setEnabled(d != nullptr);
    if (!d) {
        const DecisionRecord &newest = project.decisions.back();
        m_status->setText(tr("No decision in force"));
        m_details->setText(tr("The newest record, %1 of %2, is %3 (%4). Record Decision… with the status Accepted puts one in force.")
                               .arg(newest.id, newest.decidedOn, decisionStatusName(newest.status), newest.chosenName));
        m_rationale->setText(newest.rationale.isEmpty() ? QString() : tr("Why: %1").arg(newest.rationale));
        m_verdict->setText(tr("Nothing to check: verdict check needs an accepted decision."));
        m_verdict->setBackgroundRole(QPalette::Window);
        return;
    }
    m_status->setText(tr("%1 — accepted %2").arg(d->chosenName, d->decidedOn));
    QStringList details{tr("Decision %1").arg(d->id)};
    if (!d->decidedBy.isEmpty())
        details.back() += tr(", by %1").arg(d->decidedBy);
    if (!d->vote.isEmpty())
        details << tr("vote: %1").arg(d->vote);
    details << tr("ranked under %1, profile “%2”%3").arg(methodLabel(d->snapshot.method), d->snapshot.profile,
                                                         d->snapshot.scenario.isEmpty() ? QString() : tr(", scenario “%1”").arg(d->snapshot.scenario));
    const QDate review = QDate::fromString(d->reviewBy, Qt::ISODate);
    const QDate today = QDate::currentDate();
    details << (review.isValid() ? (today >= review ? tr("the review was due %1 (%2)").arg(d->reviewBy, daysText(today, review))
                                                    : tr("review by %1 (%2)").arg(d->reviewBy, daysText(today, review)))
                                 : tr("no review date"));
    m_details->setText(details.join(QStringLiteral("; ")) + u'.');
    m_rationale->setText(d->rationale.isEmpty() ? tr("No rationale recorded.") : tr("Why: %1").arg(d->rationale));

    if (check.stands()) {
        QString text = check.first == d->chosenName || check.first.isEmpty()
                           ? tr("It stands: %1 is still first under %2.").arg(d->chosenName, methodLabel(d->snapshot.method))
                           : tr("It stands: %1 is first under %2, as when the decision was recorded against the ranking.")
                                 .arg(check.first, methodLabel(d->snapshot.method));
        if (check.inputsChanged)
            text += u' ' + tr("The numbers have changed since it was recorded; Compare with Record… shows how.");
        m_verdict->setText(text);
        m_verdict->setBackgroundRole(QPalette::Window);
    } else {
        QStringList reasons = reopenReasonTexts(check);
        for (QString &r : reasons)
            r.prepend(QStringLiteral("\u2022 "));
        m_verdict->setText((check.reasons.size() == 1 ? tr("Reopen it? One reason:") : tr("Reopen it? %1 reasons:").arg(check.reasons.size()))
                           + u'\n' + reasons.join(u'\n'));
        m_verdict->setBackgroundRole(QPalette::ToolTipBase);
    }

    QFont bold = m_triggers->font();
    bold.setBold(true);
    for (const TriggerStatus &t : triggerStatuses(check)) {
        const int row = m_triggers->rowCount();
        m_triggers->insertRow(row);
        auto *condition = new QTableWidgetItem(t.condition);
        condition->setToolTip(tr("%1 %2").arg(t.id, t.condition));
        m_triggers->setItem(row, ConditionColumn, condition);
        auto *now = new QTableWidgetItem(t.now);
        now->setToolTip(t.unreadable ? t.source : tr("Source: %1").arg(t.source));
        m_triggers->setItem(row, NowColumn, now);
        auto *distance = new QTableWidgetItem(t.distance);
        distance->setToolTip(t.fired ? tr("The condition holds now: this trigger says to reopen the decision")
                                     : tr("How far the number is from the threshold"));
        m_triggers->setItem(row, DistanceColumn, distance);
        auto *whyItem = new QTableWidgetItem(t.why);
        whyItem->setToolTip(plainToRich(t.why));
        m_triggers->setItem(row, WhyColumn, whyItem);
        if (t.fired || t.unreadable)
            for (int c = 0; c < TriggerColumns; ++c)
                m_triggers->item(row, c)->setFont(bold);
    }
    if (check.triggers.empty()) {
        m_triggers->insertRow(0);
        auto *none = new QTableWidgetItem(tr("No trigger recorded with this decision."));
        m_triggers->setItem(0, ConditionColumn, none);
        m_triggers->setSpan(0, 0, 1, TriggerColumns);
    }
    m_fitRows.start();
}

void DecisionPanel::fitTriggerRows()
{
    m_triggers->resizeRowsToContents();
    int height = m_triggers->horizontalHeader()->height() + 2 * m_triggers->frameWidth();
    for (int row = 0; row < m_triggers->rowCount(); ++row)
        height += m_triggers->rowHeight(row);
    if (m_triggers->horizontalScrollBar()->isVisible())
        height += m_triggers->horizontalScrollBar()->height();
    m_triggers->setFixedHeight(std::clamp(height, 60, 420));
}

void DecisionPanel::recordDecision()
{
    DecisionDialog dialog(m_document->evaluation()->current(), window());
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_document->recordDecision(dialog.record());
    const DecisionRecord &d = dialog.record();
    Q_EMIT message(tr("Recorded decision %1 (%2): %3, with %4").arg(d.id, decisionStatusName(d.status), d.chosenName,
                                                                        d.triggers.size() == 1 ? tr("one reopen trigger")
                                                                                               : tr("%1 reopen triggers").arg(d.triggers.size())));
}

void DecisionPanel::compareWithRecord()
{
    // The check of the project as it is now: the dock's when it is current, else made here (the dock may be hidden).
    std::shared_ptr<const Checked> checked = m_shown;
    if (!checked || m_pending || checked->version != m_document->evaluation()->version())
        checked = check(std::make_shared<const ProjectData>(m_document->data()), m_document->evaluation()->version(), QDate::currentDate());
    if (!checked || !checked->check.record) {
        dialogs::inform(this, tr("Compare with Record"), tr("There is no decision in force to compare with: record one first."));
        return;
    }
    const DecisionRecord &d = *checked->check.record;
    const DecisionCheck &check = checked->check;

    auto *dialog = new QDialog(window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setObjectName(QStringLiteral("CompareWithRecordDialog"));
    dialog->setWindowTitle(tr("Compare with Record %1").arg(d.id));
    auto *layout = new QVBoxLayout(dialog);
    auto *summary = wrapped(dialog, tr("What changed since the record"));
    const QString method = methodLabel(d.snapshot.method);
    QString text = tr("The ranking recorded with %1 on %2 beside the ranking now, both under %3, profile “%4”%5. ")
                       .arg(d.id, d.decidedOn, method, d.snapshot.profile,
                            d.snapshot.scenario.isEmpty() ? QString() : tr(", scenario “%1”").arg(d.snapshot.scenario));
    text += check.inputsChanged ? tr("The numbers have changed since.") : tr("The numbers are the ones it was decided on.");
    summary->setText(text);
    layout->addWidget(summary);

    auto *table = new QTableWidget(0, 5, dialog);
    table->setObjectName(QStringLiteral("recordComparison"));
    table->setAccessibleName(tr("Each alternative's rank and margin when decided and now"));
    table->setHorizontalHeaderLabels({tr("Alternative"), tr("Rank then"), tr("Rank now"), tr("Margin then"), tr("Margin now")});
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    // The record's rows first (its top ten and the chosen one), then every other alternative ranked now.
    std::vector<QString> ids;
    for (const DecisionRankRow &row : d.snapshot.ranking)
        ids.push_back(row.alternative);
    for (const DecisionRankRow &row : check.ranking)
        if (std::find(ids.begin(), ids.end(), row.alternative) == ids.end())
            ids.push_back(row.alternative);
    const auto find = [](const std::vector<DecisionRankRow> &rows, const QString &id) -> const DecisionRankRow * {
        const auto it = std::find_if(rows.begin(), rows.end(), [&id](const DecisionRankRow &r) { return r.alternative == id; });
        return it == rows.end() ? nullptr : &*it;
    };
    for (const QString &id : ids) {
        const DecisionRankRow *then = find(d.snapshot.ranking, id), *now = find(check.ranking, id);
        const int row = table->rowCount();
        table->insertRow(row);
        QString name = now ? now->name : then->name;
        if (id == d.chosen)
            name += tr(" (chosen)");
        auto *nameItem = new QTableWidgetItem(name);
        nameItem->setToolTip(plainToRich(name));
        table->setItem(row, 0, nameItem);
        const auto rank = [&d](const DecisionRankRow *r, bool recorded) {
            if (r)
                return QString::number(r->rank);
            return recorded && d.snapshot.alternatives > int(d.snapshot.ranking.size()) ? tr("below %1").arg(d.snapshot.ranking.size())
                                                                                        : QStringLiteral("\u2013");
        };
        table->setItem(row, 1, new QTableWidgetItem(rank(then, true)));
        table->setItem(row, 2, new QTableWidgetItem(rank(now, false)));
        table->setItem(row, 3, new QTableWidgetItem(marginCell(then, d.snapshot.ranking)));
        table->setItem(row, 4, new QTableWidgetItem(marginCell(now, check.ranking)));
        if (then && now && then->rank != now->rank) {
            QFont bold = table->font();
            bold.setBold(true);
            table->item(row, 2)->setFont(bold);
        }
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    table->setMinimumHeight(table->horizontalHeader()->sizeHint().height() + table->verticalHeader()->defaultSectionSize() * std::min(table->rowCount(), 6) + 4);
    layout->addWidget(table, 2);

    auto *verdict = wrapped(dialog, tr("Whether the decision stands"));
    if (check.stands()) {
        verdict->setText(tr("The decision stands."));
    } else {
        QStringList reasons;
        for (const ReopenReason &r : check.reasons)
            reasons << QStringLiteral("\u2022 ") + r.text;
        verdict->setText(tr("Reopen it?") + u'\n' + reasons.join(u'\n'));
    }
    // Many reasons scroll rather than grow the dialog past the screen.
    auto *reasons = new QScrollArea(dialog);
    reasons->setAccessibleName(tr("Why to reopen the decision"));
    reasons->setWidgetResizable(true);
    reasons->setFrameShape(QFrame::NoFrame);
    reasons->setWidget(verdict);
    reasons->setMaximumHeight(150);
    layout->addWidget(reasons);

    // What changed, change by change, since a version of the file: the one presented at the review, say (verdict diff).
    auto *diffText = new QPlainTextEdit(dialog);
    diffText->setObjectName(QStringLiteral("recordDiff"));
    diffText->setAccessibleName(tr("What changed since the version compared with, and what each change did"));
    diffText->setReadOnly(true);
    diffText->setLineWrapMode(QPlainTextEdit::NoWrap);
    diffText->setPlaceholderText(tr("Compare with a version of the file (the one presented at the review) to list every change "
                                    "since, and what each one alone did to the margin."));
    diffText->setMinimumHeight(100);
    layout->addWidget(diffText, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    auto *withFile = buttons->addButton(tr("Compare with a &File…"), QDialogButtonBox::ActionRole);
    withFile->setObjectName(QStringLiteral("compareWithFile"));
    connect(withFile, &QPushButton::clicked, dialog, [this, diffText, dialog] {
        const QString path = dialogs::openFileName(dialog, tr("Compare with a Version"), tr("Verdict projects (*.verdict);;All files (*)"));
        if (path.isEmpty())
            return;
        // Read and compared on a worker: the attribution evaluates each change alone.
        diffText->setPlainText(tr("Comparing with %1…").arg(QFileInfo(path).fileName()));
        auto *watcher = new QFutureWatcher<QString>(diffText);
        connect(watcher, &QFutureWatcherBase::finished, diffText, [diffText, watcher] {
            diffText->setPlainText(watcher->result());
            watcher->deleteLater();
        });
        const ProjectData now = m_document->data();
        const QString here = tr("this window");
        watcher->setFuture(runInBackground([path, now, here]() -> QString {
            const QString name = QFileInfo(path).fileName();
            const LoadResult loaded = loadProjectFile(path);
            if (!loaded.ok()) {
                QStringList problems;
                for (const Message &m : loaded.messages)
                    if (m.severity == Severity::Error)
                        problems << formatMessage(name, m);
                return tr("Not compared: %1").arg(problems.join(u'\n'));
            }
            return diffReport(diffProjects(*loaded.project, now), name, here).join(u'\n');
        }));
    });
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);
    dialog->resize(760, 600);
    dialog->show();
}

} // namespace verdict
