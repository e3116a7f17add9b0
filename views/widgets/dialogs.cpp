#include "dialogs.h"

#include "core/criteriontitle.h"
#include "core/projectdata.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QLabel>
#include <QListWidget>
#include <QObject>
#include <QPushButton>
#include <QVBoxLayout>
#include <QStringList>

#include <utility>

namespace verdict::dialogs {

namespace {
struct State
{
    Answerer *answerer = nullptr;
    QStringList informed;
    bool headless = false;
};
State &state()
{
    static State s;
    return s;
}
} // namespace

QString menuText(const QString &name)
{
    return QString(name).replace(u'&', QStringLiteral("&&"));
}

QString openFileName(QWidget *parent, const QString &caption, const QString &filter)
{
    if (state().answerer)
        if (std::optional<QString> answered = state().answerer->fileName())
            return *answered;
    if (state().headless)
        return {};
    return QFileDialog::getOpenFileName(parent, caption, QString(), filter);
}

QString saveFileName(QWidget *parent, const QString &caption, const QString &suggested, const QString &filter, QString *selectedFilter)
{
    if (state().answerer)
        if (std::optional<QString> answered = state().answerer->fileName())
            return *answered;
    if (state().headless)
        return {};
    return QFileDialog::getSaveFileName(parent, caption, suggested, filter, selectedFilter);
}

QMessageBox::StandardButton ask(QWidget *parent, const QString &title, const QString &text,
                                QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton)
{
    if (state().answerer)
        if (const std::optional<QMessageBox::StandardButton> answered = state().answerer->answer())
            return *answered;
    if (state().headless)
        return defaultButton;
    QMessageBox box(QMessageBox::Question, title, text, buttons, parent);
    box.setDefaultButton(defaultButton);
    box.setTextFormat(Qt::PlainText); // the text names files and alternatives (models/richtext.h)
    return QMessageBox::StandardButton(box.exec());
}

std::optional<std::vector<bool>> chooseCostColumns(QWidget *parent, const QStringList &names, const std::vector<bool> &ticked)
{
    if (state().answerer)
        if (std::optional<std::optional<std::vector<bool>>> answered = state().answerer->costColumns())
            return *answered;
    if (state().headless)
        return ticked;
    QDialog dialog(parent);
    dialog.setWindowTitle(QObject::tr("Which Columns Are Costs?"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *intro = new QLabel(QObject::tr("The table has no direction row. Tick the columns where less is better (costs, "
                                         "prices, latency, time, effort, risk); the others count as more is better. "
                                         "Columns named like costs are ticked already."),
                             &dialog);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto *list = new QListWidget(&dialog);
    list->setAccessibleName(QObject::tr("Columns"));
    for (int i = 0; i < names.size(); ++i) {
        auto *item = new QListWidgetItem(names.at(i), list);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(std::size_t(i) < ticked.size() && ticked[std::size_t(i)] ? Qt::Checked : Qt::Unchecked);
    }
    layout->addWidget(list);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    std::vector<bool> out;
    for (int i = 0; i < list->count(); ++i)
        out.push_back(list->item(i)->checkState() == Qt::Checked);
    return out;
}

bool askWhichAreCosts(QWidget *parent, std::vector<Criterion> &criteria)
{
    QStringList names;
    std::vector<bool> ticked;
    for (const Criterion &c : criteria) {
        names << c.name;
        ticked.push_back(looksLikeCost(c.name));
    }
    const std::optional<std::vector<bool>> costs = chooseCostColumns(parent, names, ticked);
    if (!costs)
        return false;
    for (std::size_t c = 0; c < criteria.size(); ++c)
        criteria[c].direction = c < costs->size() && (*costs)[c] ? Direction::Min : Direction::Max;
    return true;
}

std::optional<bool> chooseDecimalComma(QWidget *parent, const QString &question)
{
    if (state().answerer)
        if (const std::optional<QMessageBox::StandardButton> answered = state().answerer->answer()) {
            if (*answered == QMessageBox::Yes)
                return false;
            if (*answered == QMessageBox::No)
                return true;
            return std::nullopt;
        }
    if (state().headless)
        return std::nullopt;
    QMessageBox box(QMessageBox::Question, QObject::tr("How Are the Numbers Written?"), question, QMessageBox::Cancel, parent);
    box.setTextFormat(Qt::PlainText);
    QPushButton *point = box.addButton(QObject::tr("Decimal &Point (1,234.5)"), QMessageBox::AcceptRole);
    QPushButton *comma = box.addButton(QObject::tr("Decimal &Comma (1.234,5)"), QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == point)
        return false;
    if (box.clickedButton() == comma)
        return true;
    return std::nullopt;
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

void setAnswerer(Answerer *answerer)
{
    state().answerer = answerer;
}

void setHeadless(bool headless)
{
    state().headless = headless;
}

bool isHeadless()
{
    return state().headless;
}

QStringList takeInformed()
{
    return std::exchange(state().informed, {});
}

} // namespace verdict::dialogs
