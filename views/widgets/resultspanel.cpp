#include "resultspanel.h"

#include "document/background.h"
#include "review/committee.h"
#include "review/whatif.h"

#include "document/document.h"
#include "models/rankingmodel.h"
#include "evaluation/wording.h"
#include "widgets/methodchoice.h"

#include <QAction>
#include <QComboBox>
#include <QtConcurrent/QtConcurrentRun>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QStandardItemModel>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace verdict {

namespace {

// The ranking's table. Its number columns fit their widest text over every row, measured on the few rows that can
// hold it (RankingModel::widestRows), where Qt's fitting measures each row up to a limit: at 1,000 alternatives
// that was 300 texts laid out per edit, a tenth of the edit's time on the GUI thread, and still not every row.
class RankingTable : public QTableView
{
public:
    using QTableView::QTableView;

protected:
    int sizeHintForColumn(int column) const override
    {
        const auto *ranking = qobject_cast<const RankingModel *>(model());
        if (!ranking || column == RankingModel::AlternativeColumn)
            return QTableView::sizeHintForColumn(column);
        ensurePolished();
        QStyleOptionViewItem option;
        initViewItemOption(&option);
        int hint = 0;
        for (const int row : ranking->widestRows(column)) {
            const QModelIndex index = ranking->index(row, column);
            hint = std::max(hint, itemDelegateForIndex(index)->sizeHint(option, index).width());
        }
        return showGrid() ? hint + 1 : hint; // as QTableView's own
    }
};

} // namespace

ResultsPanel::ResultsPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_method(new QComboBox(this))
    , m_methodNote(new QLabel(this))
    , m_model(new RankingModel(this))
    , m_table(new RankingTable(this))
    , m_headline(new QLabel(this))
    , m_excluded(new QLabel(this))
    , m_stability(new QLabel(this))
    , m_profiles(new QLabel(this))
    , m_committee(new QLabel(this))
    , m_whatIf(new QLabel(this))
    , m_whatIfAction(new QAction(tr("What Would It &Take?"), this))
    , m_whatIfWatcher(new QFutureWatcher<WhatIfReport>(this))
{
    // The document's shared evaluation says once per burst of edits that the project changed.
    connect(document->evaluation(), &LiveEvaluation::changed, this, &ResultsPanel::refresh);
    // What it shows besides the ranking, for a big project found on the evaluation's worker: the winners under the
    // other profiles, and the method selector's refusals (a scan of every value).
    document->evaluation()->computeInBackground([](const Evaluation &e) {
        (void)e.profileWinners();
        (void)methodRefusalsOf(e);
    });
    // A big project is evaluated in the background: the ranking of the previous state is greyed meanwhile.
    connect(document->evaluation(), &LiveEvaluation::evaluatingChanged, this, [this](bool evaluating) {
        m_table->setEnabled(!evaluating);
        m_table->setToolTip(evaluating ? tr("Updating the ranking after the edit…") : QString());
    });

    // The method: each choice one undo step on analysis.method; the line below says what it does.
    for (const QString &method : rankingMethods()) {
        m_method->addItem(methodLabel(method), method);
        m_method->setItemData(m_method->count() - 1, methodDescription(method), Qt::ToolTipRole);
    }
    m_method->setAccessibleName(tr("Ranking method"));
    m_method->setToolTip(tr("How the alternatives are ranked. Changing it is one undo step, saved in the file."));
    connect(m_method, &QComboBox::activated, this, [this](int index) {
        m_document->setRankingMethod(m_method->itemData(index).toString());
    });
    m_methodNote->setWordWrap(true);
    m_methodNote->setTextFormat(Qt::PlainText);
    m_methodNote->setMinimumWidth(1);
    m_methodNote->setForegroundRole(QPalette::PlaceholderText);
    m_methodNote->setAccessibleName(tr("What the ranking method does"));

    m_headline->setWordWrap(true);
    m_headline->setTextFormat(Qt::RichText);
    m_stability->setWordWrap(true);
    m_stability->setTextFormat(Qt::PlainText);
    m_stability->setAccessibleName(tr("Stability of the winner"));
    m_profiles->setWordWrap(true);
    m_profiles->setTextFormat(Qt::RichText);
    m_profiles->setAccessibleName(tr("Winner under each profile"));
    m_committee->setWordWrap(true);
    m_committee->setTextFormat(Qt::RichText);
    m_committee->setAccessibleName(tr("The committee: vote, consensus and disagreement"));
    m_excluded->setWordWrap(true);
    m_excluded->setTextFormat(Qt::RichText);
    // A name with no space to wrap at (up to 10,000 characters) must not set the dock's minimum width.
    for (QLabel *label : {m_headline, m_stability, m_profiles, m_committee, m_excluded, m_whatIf})
        label->setMinimumWidth(1);
    // What would it take for the selected alternative: the context menu of a ranking row, or Ctrl+Shift+T on it.
    m_whatIf->setWordWrap(true);
    m_whatIf->setTextFormat(Qt::RichText);
    m_whatIf->setAccessibleName(tr("What it would take"));
    m_whatIf->hide();
    connect(m_whatIf, &QLabel::linkActivated, this, [this](const QString &link) {
        if (link == QLatin1String("cancel")) {
            m_pendingWhatIf = kNoPendingWhatIf;
            cancelWhatIf();
        }
        else if (link == QLatin1String("scenario"))
            makeScenarioOfAnswer();
    });
    m_whatIfAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    m_whatIfAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_whatIfAction->setToolTip(tr("The smallest change to one of its own numbers that would put the selected alternative first"));
    m_table->addAction(m_whatIfAction);
    m_makeScenarioAction = new QAction(tr("Make the Answer a What-if &Scenario"), this);
    m_makeScenarioAction->setToolTip(tr("Keep what it would take as a what-if scenario, and show it"));
    m_makeScenarioAction->setEnabled(false);
    connect(m_makeScenarioAction, &QAction::triggered, this, &ResultsPanel::makeScenarioOfAnswer);
    m_table->addAction(m_makeScenarioAction);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_whatIfAction, &QAction::triggered, this, [this] {
        const QModelIndex current = m_table->currentIndex();
        const LiveRanking &r = m_model->ranking();
        if (current.isValid() && current.row() < int(r.rows.size()))
            askWhatIf(r.rows[std::size_t(current.row())].alternative);
        else
            showWhatIf(tr("Select a platform in the ranking first."));
    });
    connect(m_whatIfWatcher, &QFutureWatcher<WhatIfReport>::finished, this, [this] {
        m_whatIfBusy = false;
        if (m_pendingWhatIf != kNoPendingWhatIf) { // asked again while the cancelled run was stopping
            const int next = std::exchange(m_pendingWhatIf, kNoPendingWhatIf);
            askWhatIf(next);
            return;
        }
        const WhatIfReport r = m_whatIfWatcher->result();
        if (r.cancelled) {
            showWhatIf(tr("Stopped; ask again from the ranking's context menu."));
            return;
        }
        const ProjectData &project = m_document->data();
        if (m_whatIfVersion != m_document->evaluation()->version()) { // edited meanwhile: the answer is stale
            askWhatIf(project.indexOfAlternative(m_whatIfAlternative));
            return;
        }
        m_answer.reset();
        if (!r.error.isEmpty()) {
            showWhatIf(r.error.toHtmlEscaped());
        } else if (r.alternatives.empty()) {
            showWhatIf(tr("It is first already."));
        } else {
            const WhatIfAlternative &w = r.alternatives.front();
            QString html = tr("<b>What it would take</b><br>%1").arg(w.sentence.toHtmlEscaped());
            if (!w.changes.empty()) { // shown as a scenario, it can go on a slide and be compared with the others
                m_answer = std::make_shared<const WhatIfAlternative>(w);
                html += tr(" <a href=\"scenario\">Make it a what-if scenario</a>");
            }
            showWhatIf(html);
        }
    });
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setTextElideMode(Qt::ElideMiddle); // a long name keeps both ends; the tooltip has it whole
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents); // to every row (RankingTable)
    m_table->horizontalHeader()->setSectionResizeMode(RankingModel::AlternativeColumn, QHeaderView::Stretch);
    m_table->setAccessibleName(tr("Ranking"));

    auto *layout = new QVBoxLayout(this);
    auto *methodRow = new QHBoxLayout;
    auto *methodCaption = new QLabel(tr("&Method:"), this);
    methodCaption->setBuddy(m_method);
    methodRow->addWidget(methodCaption);
    methodRow->addWidget(m_method, 1);
    layout->addLayout(methodRow);
    layout->addWidget(m_methodNote);
    layout->addWidget(m_headline);
    layout->addWidget(m_table);
    layout->addWidget(m_whatIf);
    layout->addWidget(m_stability);
    layout->addWidget(m_excluded);
    layout->addWidget(m_profiles);
    layout->addWidget(m_committee);
    layout->addStretch(1);
    // Compact rows: the whole ranking of up to 10 alternatives shows under the verdict (more scroll).
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    refresh();
}

ResultsPanel::~ResultsPanel()
{
    cancelWhatIf();
}

const LiveRanking &ResultsPanel::ranking() const
{
    return m_model->ranking();
}

QString ResultsPanel::summaryText() const
{
    return m_headline->text();
}

QString ResultsPanel::stabilityText() const
{
    return m_stability->text();
}

QString ResultsPanel::profileComparisonText() const
{
    return m_profiles->text();
}

QString ResultsPanel::committeeText() const
{
    return m_committee->isVisibleTo(this) ? m_committee->text() : QString();
}

void ResultsPanel::refresh()
{
    const std::shared_ptr<const Evaluation> evaluation = m_document->evaluation()->current();
    LiveRanking r = evaluation->ranking();
    m_headline->setText(recommendationSentence(r, TextStyle::Html));
    // The method in use: the selector shows it, the note says what it does. The stability sentence exists for
    // the weighted sum only; under another method the panel says so instead.
    const int methodIndex = m_method->findData(r.method);
    if (methodIndex >= 0 && methodIndex != m_method->currentIndex())
        m_method->setCurrentIndex(methodIndex);
    // A method that cannot rank the project says so before it is chosen: disabled, with the reason as its tooltip
    // (the same message the method gives, naming the cell to fix).
    if (auto *items = qobject_cast<QStandardItemModel *>(m_method->model())) {
        for (int i = 0; i < m_method->count(); ++i) {
            QStandardItem *item = items->item(i);
            const QString method = m_method->itemData(i).toString();
            const std::optional<Message> refusal = methodRefusalsOf(*evaluation).of(method);
            item->setEnabled(!refusal || method == r.method);
            item->setToolTip(refusal ? tr("Cannot rank this project: %1.").arg(refusal->text) : methodDescription(method));
            item->setText(refusal ? tr("%1 (cannot rank)").arg(methodLabel(method)) : methodLabel(method));
        }
    }
    m_methodNote->setText(methodDescription(r.method));
    const QString stability = r.method == QLatin1String("wsm")
                                  ? r.stability
                                  : tr("Exact stability intervals exist for the weighted sum only; the Charts dock's "
                                       "Method agreement compares the methods.");
    m_stability->setText(stability);
    m_stability->setVisible(!stability.isEmpty());
    QStringList lines;
    for (const auto &e : r.excluded) {
        if (!e.missing.isEmpty())
            lines << tr("<b>%1</b> is left out: no value for %2.")
                         .arg(e.name.toHtmlEscaped(), e.missing.join(QStringLiteral(", ")).toHtmlEscaped());
        for (const QString &v : e.violations) {
            // The scenario's message names the alternative first ("AWS ECS: annual cost …"); the line already does.
            const QString prefix = e.name + QStringLiteral(": ");
            const QString what = v.startsWith(prefix) ? v.mid(prefix.size()) : v;
            lines << tr("<b>%1</b> fails a constraint: %2").arg(e.name.toHtmlEscaped(), what.toHtmlEscaped());
        }
    }
    for (const QString &n : r.notes)
        lines << n.toHtmlEscaped();
    for (const QString &n : r.ruleMessages)
        lines << tr("Rule: %1").arg(n.toHtmlEscaped());

    // Profile comparison: the winner under each profile, and which profiles flip it.
    QStringList profileLines;
    if (evaluation->project().profiles.size() > 1 && r.hasRanking())
        for (const ProfileWinner &w : evaluation->profileWinners())
            profileLines << profileWinnerLine(w, TextStyle::Html);
    m_profiles->setText(profileLines.isEmpty() ? QString()
                                               : tr("<b>Winner by profile</b><br>") + profileLines.join(QStringLiteral("<br>")));
    m_profiles->setVisible(!profileLines.isEmpty());
    // The committee, when profiles are marked as stakeholders' (docs/methods.md, "The committee").
    QStringList committee;
    if (r.hasRanking())
        if (const Committee *c = committeeOf(*evaluation))
            committee = committeeLines(*c, evaluation->project(), TextStyle::Html);
    m_committee->setText(committee.isEmpty() ? QString()
                                             : tr("<b>The committee</b><br>") + committee.join(QStringLiteral("<br>")));
    m_committee->setVisible(!committee.isEmpty());
    m_excluded->setText(lines.join(QStringLiteral("<br>")));
    m_excluded->setVisible(!lines.isEmpty());
    m_model->setRanking(std::move(r));
    fitTableToRows();
    // An answer shown for an earlier state of the project is worked out again (a run still going does so itself).
    if (!m_whatIfAlternative.isEmpty() && !m_whatIfBusy && !m_whatIf->isHidden()
        && m_whatIfVersion != m_document->evaluation()->version())
        askWhatIf(m_document->data().indexOfAlternative(m_whatIfAlternative));
}

QString ResultsPanel::whatIfText() const
{
    return m_whatIf->isVisibleTo(this) ? m_whatIf->text() : QString();
}

bool ResultsPanel::whatIfRunning() const
{
    return m_whatIfBusy;
}

void ResultsPanel::showWhatIf(const QString &html)
{
    m_makeScenarioAction->setEnabled(bool(m_answer));
    m_whatIf->setText(html);
    m_whatIf->setVisible(!html.isEmpty());
}

void ResultsPanel::askWhatIf(int alternative)
{
    const ProjectData &project = m_document->data();
    if (alternative < 0 || alternative >= project.alternativeCount()) {
        m_answer.reset();
        showWhatIf({});
        return;
    }
    cancelWhatIf();
    m_answer.reset();
    m_whatIfAlternative = project.alternatives[std::size_t(alternative)].id;
    showWhatIf(tr("Working out what it would take for <b>%1</b>… <a href=\"cancel\">Cancel</a>")
                   .arg(project.alternatives[std::size_t(alternative)].name.toHtmlEscaped()));
    if (m_whatIfBusy) { // cancelled: it returns at its next trial value, then this one starts
        m_pendingWhatIf = alternative;
        return;
    }
    // On the evaluation the window shows: only the search's trials evaluate again.
    const std::shared_ptr<const Evaluation> evaluation = m_document->evaluation()->current();
    m_whatIfVersion = evaluation->version();
    m_whatIfCancel = std::make_shared<std::atomic<bool>>(false);
    const std::shared_ptr<std::atomic<bool>> cancel = m_whatIfCancel;
    m_whatIfBusy = true;
    m_whatIfWatcher->setFuture(runInBackground([evaluation, alternative, cancel] { return analyzeWhatIf(*evaluation, alternative, cancel.get()); }));
}

void ResultsPanel::makeScenarioOfAnswer()
{
    if (!m_answer)
        return;
    const ProjectData &project = m_document->data();
    const NamedScenario made = scenarioFromWhatIf(project, *m_answer);
    std::vector<NamedScenario> scenarios = project.scenarios;
    scenarios.push_back(made);
    if (!m_document->editScenarios(scenarios, made.name, tr("Make “%1” a scenario").arg(made.name)))
        return;
    // The scenario's numbers are shown now, where the platform is first: the answer is done with.
    m_answer.reset();
    m_whatIfAlternative.clear();
    showWhatIf(tr("Made the what-if scenario “%1” and switched to it (Analysis ▸ Edit Scenarios… changes it; "
                  "Ctrl+Z takes it back).").arg(made.name.toHtmlEscaped()));
}

void ResultsPanel::cancelWhatIf()
{
    if (m_whatIfCancel)
        m_whatIfCancel->store(true);
}

void ResultsPanel::fitTableToRows()
{
    const int rows = std::clamp(m_model->rowCount(), 1, kVisibleRankingRows);
    const int frame = 2 * m_table->frameWidth();
    const int scrollBar = m_table->horizontalScrollBar()->isVisible() ? m_table->horizontalScrollBar()->sizeHint().height() : 0;
    m_table->setFixedHeight(m_table->horizontalHeader()->sizeHint().height() +
                            rows * m_table->verticalHeader()->defaultSectionSize() + frame + scrollBar);
}

} // namespace verdict
