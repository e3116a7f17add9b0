#include "startpage.h"

#include "app/templates.h"
#include "models/richtext.h"

#include <QCommandLinkButton>
#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace verdict {

namespace {

QLabel *heading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont f = label->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.15);
    label->setFont(f);
    return label;
}

QCommandLinkButton *linkButton(const QString &title, const QString &description, QWidget *parent)
{
    auto *button = new QCommandLinkButton(title, description, parent);
    button->setAccessibleName(title);
    button->setAccessibleDescription(description);
    button->setToolTip(plainToRich(description)); // a path or a template's words: text, never markup
    return button;
}

} // namespace

StartPage::StartPage(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("startPage"));
    setAccessibleName(tr("Start page"));
    auto *content = new QWidget;
    auto *column = new QVBoxLayout(content);
    column->setContentsMargins(24, 18, 24, 18);
    auto *title = new QLabel(tr("Start a decision"), content);
    QFont big = title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.6);
    title->setFont(big);
    column->addWidget(title);
    auto *intro = new QLabel(tr("Start from a template, bring a table you already have, or type the alternatives and "
                                "criteria straight into the matrix."),
                             content);
    intro->setWordWrap(true);
    column->addWidget(intro);

    // Two columns: templates on the left; a table, a file, or an empty matrix on the right.
    auto *grid = new QGridLayout;
    grid->setHorizontalSpacing(24);
    auto *left = new QVBoxLayout;
    left->addWidget(heading(tr("Start from a template"), content));
    for (const ProjectTemplate &t : projectTemplates()) {
        QCommandLinkButton *button = linkButton(t.title, t.description, content);
        button->setObjectName(QStringLiteral("template-") + t.name);
        connect(button, &QCommandLinkButton::clicked, this, [this, name = t.name] { Q_EMIT templateChosen(name); });
        m_templates << button;
        left->addWidget(button);
    }
    left->addStretch(1);

    auto *right = new QVBoxLayout;
    right->addWidget(heading(tr("Build it here"), content));
    m_empty = linkButton(tr("Start with an empty matrix"),
                         tr("Type each alternative's name after the last row and each criterion's after the last "
                            "column; weights start equal and always add up to 100 %."),
                         content);
    right->addWidget(m_empty);
    right->addWidget(heading(tr("Bring a table"), content));
    m_paste = linkButton(tr("Paste a table (Ctrl+V)"),
                         tr("From a spreadsheet: criteria in the first row, alternatives in the first column. A "
                            "direction row says which are costs; without one Verdict asks."),
                         content);
    m_import = linkButton(tr("Import a CSV file or a spreadsheet…"),
                          tr("The same table as a file (.csv, .tsv, .xlsx, .ods), with optional weight, direction and "
                             "unit rows; a workbook's sheet is yours to choose."),
                          content);
    right->addWidget(m_paste);
    right->addWidget(m_import);
    right->addWidget(heading(tr("Open"), content));
    m_open = linkButton(tr("Open a file… (Ctrl+O)"), tr("A .verdict project, or a table as above"), content);
    right->addWidget(m_open);
    m_recentLayout = new QVBoxLayout;
    right->addLayout(m_recentLayout);
    right->addStretch(1);
    grid->addLayout(left, 0, 0);
    grid->addLayout(right, 0, 1);
    grid->setColumnStretch(0, 1);
    grid->setColumnStretch(1, 1);
    column->addLayout(grid, 1);

    connect(m_empty, &QCommandLinkButton::clicked, this, &StartPage::emptyChosen);
    connect(m_paste, &QCommandLinkButton::clicked, this, &StartPage::pasteChosen);
    connect(m_import, &QCommandLinkButton::clicked, this, &StartPage::importChosen);
    connect(m_open, &QCommandLinkButton::clicked, this, &StartPage::openChosen);

    // In a scroll area: on a small screen the page scrolls instead of growing the window.
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setAccessibleName(tr("Start page"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scroll);
    setFocusProxy(m_empty);
}

void StartPage::setRecentFiles(const QStringList &files)
{
    // Later, not now: this runs while a recent file's button is still delivering its click (opening the file
    // updates the recent list).
    for (QCommandLinkButton *old : std::as_const(m_recent)) {
        old->hide();
        old->deleteLater();
    }
    m_recent.clear();
    for (const QString &path : files.mid(0, 5)) {
        const QFileInfo info(path);
        QCommandLinkButton *button = linkButton(info.fileName(), QDir::toNativeSeparators(info.absolutePath()), this);
        connect(button, &QCommandLinkButton::clicked, this, [this, path] { Q_EMIT recentChosen(path); });
        m_recentLayout->addWidget(button);
        m_recent << button;
    }
}

QCommandLinkButton *StartPage::templateButton(const QString &name) const
{
    for (QCommandLinkButton *b : m_templates)
        if (b->objectName() == QStringLiteral("template-") + name)
            return b;
    return nullptr;
}

} // namespace verdict
