#include "dialogs.h"

#include <QFileDialog>
#include <QQueue>
#include <QStringList>

namespace verdict::dialogs {

namespace {
struct State
{
    QQueue<QString> fileNames;
    QQueue<QMessageBox::StandardButton> answers;
    QStringList informed;
    bool headless = false;
};
State &state()
{
    static State s;
    return s;
}
} // namespace

QString openFileName(QWidget *parent, const QString &caption, const QString &filter)
{
    if (!state().fileNames.isEmpty())
        return state().fileNames.dequeue();
    if (state().headless)
        return {};
    return QFileDialog::getOpenFileName(parent, caption, QString(), filter);
}

QString saveFileName(QWidget *parent, const QString &caption, const QString &suggested, const QString &filter)
{
    if (!state().fileNames.isEmpty())
        return state().fileNames.dequeue();
    if (state().headless)
        return {};
    return QFileDialog::getSaveFileName(parent, caption, suggested, filter);
}

QMessageBox::StandardButton ask(QWidget *parent, const QString &title, const QString &text,
                                QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton)
{
    if (!state().answers.isEmpty())
        return state().answers.dequeue();
    if (state().headless)
        return defaultButton;
    QMessageBox box(QMessageBox::Question, title, text, buttons, parent);
    box.setDefaultButton(defaultButton);
    box.setTextFormat(Qt::PlainText); // the text names files and alternatives (models/richtext.h)
    return QMessageBox::StandardButton(box.exec());
}

void inform(QWidget *parent, const QString &title, const QString &text)
{
    if (state().headless) {
        state().informed << text;
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, parent);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setTextFormat(Qt::PlainText);
    box->open();
}

void queueFileName(const QString &fileName)
{
    state().fileNames.enqueue(fileName);
}

void queueAnswer(QMessageBox::StandardButton answer)
{
    state().answers.enqueue(answer);
}

void setHeadless(bool headless)
{
    state().headless = headless;
}

QStringList takeInformed()
{
    return std::exchange(state().informed, {});
}

} // namespace verdict::dialogs
