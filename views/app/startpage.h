#pragma once

#include <QStringList>
#include <QWidget>

class QCommandLinkButton;
class QVBoxLayout;

namespace verdict {

// What a new or empty document shows instead of a blank matrix: the ways in. Start from a template, paste or
// import a table, open a file (or a recent one), or build the matrix in place. Each is one click; the window
// does the work (MainWindow connects the signals).
class StartPage : public QWidget
{
    Q_OBJECT

public:
    explicit StartPage(QWidget *parent = nullptr);

    // The recent files listed (most recent first, at most five shown).
    void setRecentFiles(const QStringList &files);
    // The buttons, for tests and keyboard focus: one per template (by template name), and the others.
    QCommandLinkButton *templateButton(const QString &name) const;
    QCommandLinkButton *emptyButton() const { return m_empty; }
    QCommandLinkButton *pasteButton() const { return m_paste; }
    QCommandLinkButton *importButton() const { return m_import; }
    QCommandLinkButton *openButton() const { return m_open; }

Q_SIGNALS:
    void templateChosen(const QString &name);
    void emptyChosen();
    void pasteChosen();
    void importChosen();
    void openChosen();
    void recentChosen(const QString &path);

private:
    QCommandLinkButton *m_empty;
    QCommandLinkButton *m_paste;
    QCommandLinkButton *m_import;
    QCommandLinkButton *m_open;
    QVBoxLayout *m_recentLayout;
    QList<QCommandLinkButton *> m_templates;
    QList<QCommandLinkButton *> m_recent;
};

} // namespace verdict
