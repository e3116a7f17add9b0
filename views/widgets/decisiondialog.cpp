#include "decisiondialog.h"
#include "models/richtext.h"

#include "document/background.h"
#include "display/format.h"
#include "evaluation/wording.h"
#include "review/assumptions.h"
#include "review/committee.h"
#include "review/decision.h"
#include "review/whatif.h"
#include "scenario/scenario.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace verdict {

namespace {

enum Column { ConditionColumn, ThresholdColumn, NowColumn, WhyColumn, FromColumn, ColumnCount };

// Four significant digits: the boundary as a person reads it (the exact one is kept while the text is not edited).
double readable(double value)
{
    if (value == 0.0 || !std::isfinite(value))
        return value;
    const double scale = std::pow(10.0, std::floor(std::log10(std::abs(value))) - 3.0);
    return std::round(value / scale) * scale;
}

QLabel *noteLabel(QWidget *parent, const QString &name)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setAccessibleName(name);
    label->hide();
    return label;
}

void say(QLabel *label, const QString &text)
{
    label->setText(text);
    label->setVisible(!text.isEmpty());
}

} // namespace

QString DecisionDialog::thresholdText(double value, const QString &unit)
{
    return unit == QLatin1String("fraction") ? formatEditable(readable(value * 100.0)) + QStringLiteral(" %") : formatEditable(readable(value));
}

std::optional<double> DecisionDialog::readThreshold(const QString &text, const QString &unit, QString *why)
{
    QString number = text.trimmed();
    const bool percent = unit == QLatin1String("fraction");
    if (percent && number.endsWith(u'%'))
        number = number.chopped(1).trimmed();
    const std::optional<double> value = readTypedNumber(number, why);
    if (!value)
        return std::nullopt;
    return percent ? *value / 100.0 : *value;
}

DecisionDialog::DecisionDialog(std::shared_ptr<const Evaluation> evaluation, QWidget *parent)
    : QDialog(parent)
    , m_evaluation(std::move(evaluation))
{
    setWindowTitle(tr("Record Decision"));
    setObjectName(QStringLiteral("DecisionDialog"));
    const ProjectData &project = m_evaluation->baseProject();
    const LiveRanking &ranking = m_evaluation->ranking();

    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Records the choice in the project's decision log with the ranking it rests on (%1, profile “%2”%3). "
                                "Recording an accepted decision supersedes the one in force; the log is only ever added to.")
                                 .arg(methodLabel(m_evaluation->method()), ranking.profileName,
                                      ranking.scenarioName.isEmpty() ? QString() : tr(", scenario “%1”").arg(ranking.scenarioName)),
                             this);
    intro->setWordWrap(true);
    intro->setAccessibleName(tr("What recording a decision does"));
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_choice = new QComboBox(this);
    m_choice->setObjectName(QStringLiteral("choice"));
    m_choice->setAccessibleName(tr("The alternative chosen"));
    m_choice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_choice->setMinimumContentsLength(24);
    for (const LiveRanking::Row &row : ranking.rows) {
        const QString &id = project.alternatives[std::size_t(row.alternative)].id;
        m_choice->addItem(row.feasible ? tr("%1. %2").arg(row.rank).arg(row.name) : tr("%1 (fails a gate)").arg(row.name), id);
        m_choice->setItemData(m_choice->count() - 1, row.name, Qt::ToolTipRole);
    }
    m_choiceNote = noteLabel(this, tr("About the choice"));
    auto *choiceBox = new QVBoxLayout;
    choiceBox->addWidget(m_choice);
    choiceBox->addWidget(m_choiceNote);
    const auto labelFor = [this](const QString &text, QWidget *buddy) {
        auto *label = new QLabel(text, this);
        label->setBuddy(buddy);
        return label;
    };
    form->addRow(labelFor(tr("&Chosen:"), m_choice), choiceBox);

    m_statusChoice = new QComboBox(this);
    m_statusChoice->setObjectName(QStringLiteral("status"));
    m_statusChoice->setAccessibleName(tr("The decision's status"));
    m_statusChoice->addItem(tr("Accepted: the decision in force"), int(DecisionStatus::Accepted));
    m_statusChoice->addItem(tr("Proposed: still to be taken"), int(DecisionStatus::Proposed));
    form->addRow(tr("&Status:"), m_statusChoice);

    m_on = new QDateEdit(QDate::currentDate(), this);
    m_on->setObjectName(QStringLiteral("decidedOn"));
    m_on->setAccessibleName(tr("The decision's date"));
    m_on->setCalendarPopup(true);
    m_on->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    form->addRow(tr("Decided &on:"), m_on);

    m_by = new QLineEdit(QSettings().value(QStringLiteral("decision/by")).toString(), this);
    m_by->setObjectName(QStringLiteral("decidedBy"));
    m_by->setAccessibleName(tr("Who decided"));
    m_by->setPlaceholderText(tr("a person or a board: “Platform review board”"));
    form->addRow(tr("Decided &by:"), m_by);

    m_vote = new QLineEdit(this);
    m_vote->setObjectName(QStringLiteral("vote"));
    m_vote->setAccessibleName(tr("The committee's vote"));
    m_vote->setPlaceholderText(tr("the committee's vote, if there was one: “3 of 4 for”"));
    form->addRow(tr("&Vote:"), m_vote);

    m_review = new QCheckBox(tr("Review by"), this);
    m_review->setObjectName(QStringLiteral("reviewCheck"));
    m_review->setChecked(true);
    m_reviewBy = new QDateEdit(QDate::currentDate().addMonths(3), this);
    m_reviewBy->setObjectName(QStringLiteral("reviewBy"));
    m_reviewBy->setAccessibleName(tr("The review date"));
    m_reviewBy->setCalendarPopup(true);
    m_reviewBy->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    connect(m_review, &QCheckBox::toggled, m_reviewBy, &QWidget::setEnabled);
    m_reviewNote = noteLabel(this, tr("About the dates"));
    auto *reviewRow = new QHBoxLayout;
    reviewRow->addWidget(m_review);
    reviewRow->addWidget(m_reviewBy, 1);
    auto *reviewBox = new QVBoxLayout;
    reviewBox->addLayout(reviewRow);
    reviewBox->addWidget(m_reviewNote);
    form->addRow(labelFor(tr("&Review:"), m_review), reviewBox);

    m_rationale = new QPlainTextEdit(this);
    m_rationale->setObjectName(QStringLiteral("rationale"));
    m_rationale->setAccessibleName(tr("Why this choice"));
    m_rationale->setTabChangesFocus(true);
    m_rationale->setFixedHeight(m_rationale->fontMetrics().lineSpacing() * 3 + 12);
    m_rationaleNote = noteLabel(this, tr("About the rationale"));
    auto *rationaleBox = new QVBoxLayout;
    rationaleBox->addWidget(m_rationale);
    rationaleBox->addWidget(m_rationaleNote);
    form->addRow(labelFor(tr("R&ationale:"), m_rationale), rationaleBox);
    layout->addLayout(form);

    auto *triggers = new QGroupBox(tr("Reopen it when…"), this);
    auto *triggerLayout = new QVBoxLayout(triggers);
    m_tableNote = new QLabel(tr("Working out the triggers the analysis suggests (what it would take for each other alternative, "
                                "and the numbers that can change the winner)…"),
                             triggers);
    m_tableNote->setWordWrap(true);
    m_tableNote->setAccessibleName(tr("About the reopen triggers"));
    triggerLayout->addWidget(m_tableNote);
    m_table = new QTableWidget(0, ColumnCount, triggers);
    m_table->setObjectName(QStringLiteral("triggers"));
    m_table->setAccessibleName(tr("Reopen triggers: tick the ones to keep; the threshold and why can be edited"));
    m_table->setHorizontalHeaderLabels({tr("Reopen when"), tr("Threshold"), tr("Now"), tr("Why"), tr("From")});
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    m_table->horizontalHeader()->setSectionResizeMode(ConditionColumn, QHeaderView::Interactive);
    m_table->horizontalHeader()->setSectionResizeMode(WhyColumn, QHeaderView::Stretch);
    m_table->setColumnWidth(ConditionColumn, 320);
    m_table->setColumnWidth(ThresholdColumn, 90);
    m_table->setColumnWidth(NowColumn, 110);
    m_table->setColumnWidth(FromColumn, 150);
    m_table->setMinimumHeight(150);
    triggerLayout->addWidget(m_table, 1);

    // A trigger written here: a number of an alternative (attribute, entered value, figure) or of the project
    // (parameter, weight), an operator, a threshold read as the window reads numbers, and why.
    auto *write = new QHBoxLayout;
    m_of = new QComboBox(triggers);
    m_of->setObjectName(QStringLiteral("triggerOf"));
    m_of->setAccessibleName(tr("Whose number: an alternative's, or the project's (a parameter, a weight)"));
    m_of->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_of->setMinimumContentsLength(12);
    m_of->addItem(tr("Parameters and weights"), -1);
    for (int a = 0; a < project.alternativeCount(); ++a)
        m_of->addItem(project.alternatives[std::size_t(a)].name, a);
    m_number = new QComboBox(triggers);
    m_number->setObjectName(QStringLiteral("triggerNumber"));
    m_number->setAccessibleName(tr("The number"));
    m_number->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_number->setMinimumContentsLength(14);
    m_op = new QComboBox(triggers);
    m_op->setObjectName(QStringLiteral("triggerOp"));
    m_op->setAccessibleName(tr("The comparison: < and > leave the threshold out, ≤ and ≥ include it"));
    for (TriggerOp op : {TriggerOp::Less, TriggerOp::LessOrEqual, TriggerOp::Greater, TriggerOp::GreaterOrEqual})
        m_op->addItem(triggerOpSymbol(op), int(op));
    m_threshold = new QLineEdit(triggers);
    m_threshold->setObjectName(QStringLiteral("triggerThreshold"));
    m_threshold->setAccessibleName(tr("The threshold"));
    m_threshold->setPlaceholderText(tr("threshold"));
    m_threshold->setMaximumWidth(100);
    m_why = new QLineEdit(triggers);
    m_why->setObjectName(QStringLiteral("triggerWhy"));
    m_why->setAccessibleName(tr("Why it reopens the decision"));
    m_why->setPlaceholderText(tr("why, in words"));
    auto *add = new QPushButton(tr("A&dd"), triggers);
    add->setObjectName(QStringLiteral("triggerAdd"));
    add->setAccessibleDescription(tr("Add the trigger written in this row"));
    write->addWidget(m_of, 2);
    write->addWidget(m_number, 2);
    write->addWidget(m_op);
    write->addWidget(m_threshold, 1);
    write->addWidget(m_why, 2);
    write->addWidget(add);
    triggerLayout->addLayout(write);
    m_writeNote = noteLabel(triggers, tr("About the trigger written"));
    triggerLayout->addWidget(m_writeNote);
    layout->addWidget(triggers, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Record"));
    connect(buttons, &QDialogButtonBox::accepted, this, &DecisionDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_of, &QComboBox::currentIndexChanged, this, &DecisionDialog::fillNumbers);
    connect(m_number, &QComboBox::currentIndexChanged, this, [this] {
        if (m_number->currentIndex() < 0) {
            m_threshold->setPlaceholderText(tr("threshold"));
            return;
        }
        const TriggerReading r = readTrigger(*m_evaluation, writtenTrigger());
        const QString unit = r.unit == QLatin1String("fraction") ? QStringLiteral("%") : r.unit;
        m_threshold->setPlaceholderText(unit.isEmpty() ? tr("threshold") : tr("threshold (%1)").arg(unit));
        m_threshold->setToolTip(r.error.isEmpty() ? tr("Now %1").arg(roundedNumberText(r.value, r.unit)) : r.error);
    });
    connect(add, &QPushButton::clicked, this, &DecisionDialog::addWritten);
    connect(m_threshold, &QLineEdit::returnPressed, this, &DecisionDialog::addWritten);
    connect(m_choice, &QComboBox::currentIndexChanged, this, &DecisionDialog::updateRationaleHint);
    fillNumbers();
    updateRationaleHint();

    connect(&m_suggestions, &QFutureWatcherBase::finished, this, &DecisionDialog::suggestionsDone);
    std::shared_ptr<const Evaluation> e = m_evaluation;
    m_suggestions.setFuture(runInBackground([e] {
        Suggestions s;
        s.triggers = suggestTriggers(*e, whatIfOf(*e), assumptionsOf(*e));
        if (const Committee *c = committeeOf(*e))
            s.vote = c->tallyText;
        return s;
    }));
    resize(940, 600);
}

DecisionDialog::~DecisionDialog() = default;

void DecisionDialog::fillNumbers()
{
    const ProjectData &project = m_evaluation->baseProject();
    const int alternative = m_of->currentData().toInt();
    m_number->clear();
    const auto add = [this](const QString &text, TriggerSubject subject, const QString &target) {
        m_number->addItem(text, QStringList{triggerSubjectName(subject), target});
    };
    if (alternative < 0) {
        for (const Parameter &p : project.parameters)
            add(p.name, TriggerSubject::Parameter, p.id);
        for (const Criterion &c : project.criteria)
            add(tr("Weight of %1 (%)").arg(c.name), TriggerSubject::Weight, c.id);
        return;
    }
    for (const Criterion &c : project.criteria)
        add(c.name, TriggerSubject::Value, c.id);
    for (const AttributeDef &a : project.attributes)
        add(a.name, TriggerSubject::Attribute, a.id);
    for (const FigureInfo &f : figureInfos())
        if (m_evaluation->alternatives()[std::size_t(alternative)].figure(*figureById(f.id)).defined())
            add(f.name, TriggerSubject::Figure, f.id);
}

DecisionTrigger DecisionDialog::writtenTrigger() const
{
    const QStringList data = m_number->currentData().toStringList();
    DecisionTrigger t;
    t.subject = *parseTriggerSubject(data.at(0));
    t.target = data.at(1);
    if (const int a = m_of->currentData().toInt(); a >= 0)
        t.alternative = m_evaluation->baseProject().alternatives[std::size_t(a)].id;
    return t;
}

void DecisionDialog::addWritten()
{
    say(m_writeNote, {});
    if (m_number->currentIndex() < 0) {
        say(m_writeNote, tr("Choose the number the trigger watches."));
        m_number->setFocus();
        return;
    }
    DecisionTrigger t = writtenTrigger();
    QString why;
    const std::optional<double> threshold = readThreshold(m_threshold->text(), readTrigger(*m_evaluation, t).unit, &why);
    if (!threshold) {
        say(m_writeNote, m_threshold->text().trimmed().isEmpty() ? tr("Give the threshold the number is compared with.")
                                                                 : tr("The threshold “%1” is not read: %2").arg(m_threshold->text().trimmed(), why));
        m_threshold->setFocus();
        m_threshold->selectAll();
        return;
    }
    t.op = TriggerOp(m_op->currentData().toInt());
    t.threshold = *threshold;
    t.why = m_why->text().trimmed();
    addRow(t, true);
    m_table->scrollToBottom();
    m_threshold->clear();
    m_why->clear();
    m_threshold->setFocus();
}

void DecisionDialog::addRow(const DecisionTrigger &trigger, bool checked)
{
    const TriggerReading r = readTrigger(*m_evaluation, trigger);
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    auto *condition = new QTableWidgetItem(QStringLiteral("%1 %2").arg(r.what, triggerOpSymbol(trigger.op)));
    condition->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
    condition->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
    condition->setToolTip(plainToRich(triggerCondition(m_evaluation->baseProject(), trigger)));
    m_table->setItem(row, ConditionColumn, condition);
    auto *threshold = new QTableWidgetItem(thresholdText(trigger.threshold, r.unit));
    threshold->setToolTip(r.unit == QLatin1String("fraction") ? tr("In %; exactly %1 %").arg(formatEditable(trigger.threshold * 100.0))
                                                              : tr("Exactly %1 %2").arg(formatEditable(trigger.threshold), r.unit));
    m_table->setItem(row, ThresholdColumn, threshold);
    auto *now = new QTableWidgetItem(r.error.isEmpty() ? roundedNumberText(r.value, r.unit) : r.error);
    now->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    now->setToolTip(r.error.isEmpty() ? tr("%1 now (%2)").arg(roundedNumberText(r.value, r.unit), r.source) : r.error);
    m_table->setItem(row, NowColumn, now);
    m_table->setItem(row, WhyColumn, new QTableWidgetItem(trigger.why));
    const QString origin = triggerOriginText(trigger);
    auto *from = new QTableWidgetItem(origin.isEmpty() ? tr("written here") : origin);
    from->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    m_table->setItem(row, FromColumn, from);
    m_rows.push_back({trigger, threshold->text(), r.unit});
}

void DecisionDialog::suggestionsDone()
{
    const Suggestions result = m_suggestions.result();
    const std::vector<DecisionTrigger> &suggested = result.triggers;
    // The stakeholders' vote under this evaluation, as the Results dock gives it, unless one was typed meanwhile.
    if (!result.vote.isEmpty() && m_vote->text().trimmed().isEmpty())
        m_vote->setText(result.vote);
    // Suggestions go first, above any written while they were worked out.
    std::vector<Row> written = std::move(m_rows);
    QList<Qt::CheckState> writtenChecks;
    QStringList writtenThresholds, writtenWhys;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        writtenChecks << m_table->item(row, ConditionColumn)->checkState();
        writtenThresholds << m_table->item(row, ThresholdColumn)->text();
        writtenWhys << m_table->item(row, WhyColumn)->text();
    }
    m_table->setRowCount(0);
    m_rows.clear();
    for (const DecisionTrigger &t : suggested)
        addRow(t, true);
    for (std::size_t i = 0; i < written.size(); ++i) {
        addRow(written[i].trigger, writtenChecks[qsizetype(i)] == Qt::Checked);
        m_table->item(m_table->rowCount() - 1, ThresholdColumn)->setText(writtenThresholds[qsizetype(i)]);
        m_table->item(m_table->rowCount() - 1, WhyColumn)->setText(writtenWhys[qsizetype(i)]);
    }
    m_suggestionsReady = true;
    m_tableNote->setText(suggested.empty()
                             ? tr("The analysis suggests no trigger: no other alternative becomes first by one change of one of its "
                                  "numbers, and no number within ±100 % of its value changes the winner. Write one below.")
                         : suggested.size() == 1
                             ? tr("The analysis suggests one trigger, at the boundary where the answer changes. Untick it to leave it "
                                  "out; edit its threshold or why in place; write more below.")
                             : tr("The analysis suggests %1 triggers, each at the boundary where the answer changes. Untick those "
                                  "to leave out; edit a threshold or why in place; write more below.")
                                   .arg(suggested.size()));
}

void DecisionDialog::updateRationaleHint()
{
    const LiveRanking &ranking = m_evaluation->ranking();
    const bool first = ranking.hasRanking() && ranking.rows.front().feasible && m_choice->currentIndex() == 0;
    if (first) {
        say(m_choiceNote, {});
        m_rationale->setPlaceholderText(tr("why, in a sentence or two (optional for the alternative ranked first)"));
    } else {
        const QString leader = ranking.hasRanking() && ranking.rows.front().feasible ? ranking.rows.front().name : QString();
        say(m_choiceNote, leader.isEmpty() ? tr("No alternative meets every gate: the rationale must say why this one.")
                                           : tr("%1 is ranked first: the rationale must say why you chose otherwise.").arg(leader));
        m_rationale->setPlaceholderText(tr("required: why this alternative and not the one ranked first"));
    }
}

void DecisionDialog::refuse(QWidget *field, QLabel *where, const QString &why)
{
    say(where, why);
    field->setFocus(Qt::OtherFocusReason);
}

void DecisionDialog::accept()
{
    for (QLabel *note : {m_choiceNote, m_rationaleNote, m_reviewNote})
        if (note != m_choiceNote)
            say(note, {});
    updateRationaleHint();
    DecisionRequest request;
    request.choose = m_choice->currentData().toString();
    request.by = m_by->text();
    request.vote = m_vote->text();
    request.rationale = m_rationale->toPlainText();
    request.on = m_on->date().toString(Qt::ISODate);
    request.reviewBy = m_review->isChecked() ? m_reviewBy->date().toString(Qt::ISODate) : QString();
    request.status = DecisionStatus(m_statusChoice->currentData().toInt());
    for (int row = 0; row < m_table->rowCount(); ++row) {
        if (m_table->item(row, ConditionColumn)->checkState() != Qt::Checked)
            continue;
        DecisionTrigger t = m_rows[std::size_t(row)].trigger;
        QString why;
        const QString text = m_table->item(row, ThresholdColumn)->text();
        const Row &was = m_rows[std::size_t(row)];
        // Unedited, the threshold is the exact one (the text shows it to four digits).
        const std::optional<double> threshold = text == was.shown ? std::optional<double>(was.trigger.threshold) : readThreshold(text, was.unit, &why);
        if (!threshold) {
            m_table->setCurrentCell(row, ThresholdColumn);
            say(m_tableNote, tr("Row %1: the threshold “%2” is not read: %3")
                                 .arg(row + 1)
                                 .arg(text.trimmed(), why.isEmpty() ? tr("give a number") : why));
            m_table->setFocus(Qt::OtherFocusReason);
            return;
        }
        if (*threshold != was.trigger.threshold)
            t.origin.clear(); // edited: no longer the analysis's boundary
        t.threshold = *threshold;
        t.why = m_table->item(row, WhyColumn)->text().trimmed();
        request.triggers.push_back(std::move(t));
    }
    const DecisionOutcome outcome = makeDecision(*m_evaluation, request);
    if (!outcome.record) {
        if (outcome.field == QLatin1String("rationale"))
            refuse(m_rationale, m_rationaleNote, outcome.error);
        else if (outcome.field == QLatin1String("choose"))
            refuse(m_choice, m_choiceNote, outcome.error);
        else if (outcome.field == QLatin1String("on"))
            refuse(m_on, m_reviewNote, outcome.error);
        else
            refuse(m_reviewBy, m_reviewNote, outcome.error);
        return;
    }
    m_record = *outcome.record;
    if (!m_by->text().trimmed().isEmpty())
        QSettings().setValue(QStringLiteral("decision/by"), m_by->text().trimmed());
    QDialog::accept();
}

} // namespace verdict
