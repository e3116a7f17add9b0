#pragma once

#include <QMessageBox>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QWidget;

namespace verdict {
struct Criterion;
}

// Seams for the modal dialogs the window asks through, so tests can answer them without a user. Each
// function shows the real dialog unless a test has queued an answer.
namespace verdict::dialogs {

// A user's name (a group, a scenario, a file) as a menu item or a button shows it: "&" doubled, so "Security &
// compliance" is not shown as "Security _compliance" with a shortcut on the space.
QString menuText(const QString &name);

QString openFileName(QWidget *parent, const QString &caption, const QString &filter);
// `selectedFilter`, when given, starts as the filter to show and ends as the one the user chose.
QString saveFileName(QWidget *parent, const QString &caption, const QString &suggested, const QString &filter,
                     QString *selectedFilter = nullptr);
QMessageBox::StandardButton ask(QWidget *parent, const QString &title, const QString &text,
                                QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton);
// Which of these columns are costs (less is better)? One checkbox per name, `ticked` ticked in advance.
// nullopt when cancelled; headless, `ticked` as it is.
std::optional<std::vector<bool>> chooseCostColumns(QWidget *parent, const QStringList &names, const std::vector<bool> &ticked);
// For a table that came without a direction row (pasted, a CSV, a spreadsheet): asks which of `criteria` are costs,
// those named like costs ticked, and sets each one's direction. False when cancelled (nothing is changed).
bool askWhichAreCosts(QWidget *parent, std::vector<verdict::Criterion> &criteria);
// How a pasted block that writes numbers both ways is to be read: true for a decimal comma (1.234,5), false for a
// decimal point (1,234.5), nullopt when cancelled (and headless). A test answers it with ask()'s queue: Yes is the
// point, No the comma.
std::optional<bool> chooseDecimalComma(QWidget *parent, const QString &question);
// Shows a problem without blocking (non-modal when interactive; recorded when a test is driving).
void inform(QWidget *parent, const QString &title, const QString &text);

// A stand-in for the person at the dialogs: each function answers the next question instead of the dialog, or
// nullopt to let it open (or, headless, take its default). Tests install one (tests/support/dialogqueue.h); the
// shipped binary has none.
class Answerer
{
public:
    virtual ~Answerer() = default;
    virtual std::optional<QString> fileName() = 0;
    virtual std::optional<QMessageBox::StandardButton> answer() = 0;
    virtual std::optional<std::optional<std::vector<bool>>> costColumns() = 0;
};
void setAnswerer(Answerer *answerer); // not owned; nullptr: none
// Headless mode: never open a dialog; unanswered questions get their default, file dialogs "cancel".
void setHeadless(bool headless);
bool isHeadless();
QStringList takeInformed(); // messages passed to inform() while headless

} // namespace verdict::dialogs
