#pragma once

#include "core/projectdata.h"
#include "scenario/formula.h"
#include "scenario/scenario.h"

#include <QLineEdit>
#include <QWidget>

#include <functional>
#include <optional>

class QCompleter;
class QLabel;
class QStringListModel;

namespace verdict {

// A one-line formula editor: completes the known names of the word under the cursor (type a few letters, or
// Ctrl+Space for every name) and re-checks the text on every change.
class FormulaEdit : public QLineEdit
{
    Q_OBJECT

public:
    // The first problem of a text, or nullopt when it is fine.
    using Checker = std::function<std::optional<FormulaProblem>(const QString &)>;

    explicit FormulaEdit(QWidget *parent = nullptr);

    void setNames(const QStringList &names);
    QStringList names() const;
    void setChecker(Checker checker);
    // Names from the project for `scope`, checked with checkFormula() (or as a constraint "EXPR OP EXPR").
    void setProject(const ProjectData &project, FormulaScope scope, bool constraint = false);

    const std::optional<FormulaProblem> &problem() const { return m_problem; }
    QCompleter *nameCompleter() const { return m_completer; }
    // Shows the completions for the word before the cursor (Ctrl+Space).
    void showCompletions(bool all = false);

    // The problem of a constraint "LEFT OP RIGHT": its shape, then each side as a formula (columns within
    // the whole text).
    static std::optional<FormulaProblem> checkConstraint(const ProjectData &project, const QString &text);

Q_SIGNALS:
    void problemChanged();

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void recheck();
    void insertCompletion(const QString &completion);
    QString wordBeforeCursor() const;

    QCompleter *m_completer;
    QStringListModel *m_names;
    Checker m_checker;
    std::optional<FormulaProblem> m_problem;
};

// A FormulaEdit with its diagnostic underneath: the formula with the problem's column marked and the
// message ("Column 15: unknown name "anual_cost" (did you mean "annual_cost"?)"), or "Formula is valid.".
// The message is also the edit's accessible description, so it does not rely on colour.
class FormulaField : public QWidget
{
    Q_OBJECT

public:
    explicit FormulaField(QWidget *parent = nullptr);

    FormulaEdit *edit() const { return m_edit; }
    QLabel *diagnostic() const { return m_diagnostic; }
    QString text() const;
    void setText(const QString &text);

    // "Column N: message" (or the bare message for the whole formula).
    static QString describe(const FormulaProblem &problem);

private:
    void updateDiagnostic();

    FormulaEdit *m_edit;
    QLabel *m_diagnostic;
};

} // namespace verdict
