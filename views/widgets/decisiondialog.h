#pragma once

#include "core/decisions.h"
#include "evaluation/evaluation.h"

#include <QDialog>
#include <QFutureWatcher>

#include <memory>
#include <optional>
#include <vector>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTableWidget;

namespace verdict {

// Record Decision… (issue 36): the choice — the alternative ranked first unless another is picked, which then needs a
// rationale — its status, the date, who decided, the committee's vote, the rationale and a review date (three months
// on by default), and the reopen triggers: the ones the analysis suggests (each other alternative's what it would
// take, each assumption that can change the winner; worked out on a worker while the form is filled in), each
// accepted, edited (threshold, why) or left out, and any written in the form's own row. OK makes the record from the
// window's evaluation (makeDecision); a refusal is said next to the field it is about and the dialog stays open.
class DecisionDialog : public QDialog
{
    Q_OBJECT

public:
    DecisionDialog(std::shared_ptr<const Evaluation> evaluation, QWidget *parent = nullptr);
    ~DecisionDialog() override;

    // After exec() returned Accepted: the record to append.
    const DecisionRecord &record() const { return m_record; }
    // The suggested triggers are in the table (tests wait for it).
    bool suggestionsReady() const { return m_suggestionsReady; }

    void accept() override;

    // A threshold as the table shows and reads it: in the number's unit to four significant digits, a fraction in %
    // ("18.82 %"); read as the window reads numbers, a fraction's "%" optional.
    static QString thresholdText(double value, const QString &unit);
    static std::optional<double> readThreshold(const QString &text, const QString &unit, QString *why = nullptr);

private:
    struct Row
    {
        DecisionTrigger trigger;
        QString shown; // the threshold as first shown (to four digits)
        QString unit;  // the number's unit ("fraction": the threshold is written in %)
    };
    void addRow(const DecisionTrigger &trigger, bool checked);
    void suggestionsDone();
    void updateRationaleHint();
    void fillNumbers();
    void addWritten();
    // The trigger the form's own row names (whose number, which number), without its comparison and threshold.
    DecisionTrigger writtenTrigger() const;
    void refuse(QWidget *field, QLabel *where, const QString &why);

    std::shared_ptr<const Evaluation> m_evaluation;
    QComboBox *m_choice = nullptr;
    QComboBox *m_statusChoice = nullptr;
    QDateEdit *m_on = nullptr;
    QLineEdit *m_by = nullptr;
    QLineEdit *m_vote = nullptr;
    QCheckBox *m_review = nullptr;
    QDateEdit *m_reviewBy = nullptr;
    QPlainTextEdit *m_rationale = nullptr;
    QLabel *m_choiceNote = nullptr;
    QLabel *m_rationaleNote = nullptr;
    QLabel *m_reviewNote = nullptr;
    QTableWidget *m_table = nullptr;
    QLabel *m_tableNote = nullptr;
    QComboBox *m_of = nullptr;
    QComboBox *m_number = nullptr;
    QComboBox *m_op = nullptr;
    QLineEdit *m_threshold = nullptr;
    QLineEdit *m_why = nullptr;
    QLabel *m_writeNote = nullptr;
    std::vector<Row> m_rows;
    // Worked out on a worker: the suggested triggers, and the committee's vote when the project has stakeholders.
    struct Suggestions
    {
        std::vector<DecisionTrigger> triggers;
        QString vote;
    };
    QFutureWatcher<Suggestions> m_suggestions;
    bool m_suggestionsReady = false;
    DecisionRecord m_record;
};

} // namespace verdict
