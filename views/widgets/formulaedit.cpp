#include "formulaedit.h"

#include "scenario/comparison.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QKeyEvent>
#include <QLabel>
#include <QRegularExpression>
#include <QStringListModel>
#include <QVBoxLayout>

#include <algorithm>
#include <variant>
#include <QFont>

namespace verdict {

FormulaEdit::FormulaEdit(QWidget *parent)
    : QLineEdit(parent)
    , m_completer(new QCompleter(this))
    , m_names(new QStringListModel(this))
{
    m_completer->setModel(m_names);
    m_completer->setWidget(this);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setModelSorting(QCompleter::UnsortedModel);
    m_completer->setFilterMode(Qt::MatchStartsWith);
    m_completer->setMaxVisibleItems(12);
    connect(m_completer, qOverload<const QString &>(&QCompleter::activated), this, &FormulaEdit::insertCompletion);
    connect(this, &QLineEdit::textChanged, this, &FormulaEdit::recheck);
    connect(this, &QLineEdit::textEdited, this, [this] { showCompletions(false); });
    setPlaceholderText(tr("e.g. gpu_hours * effective_price + fixed_cost"));
    setToolTip(tr("Type a name and pick it from the list; Ctrl+Space lists every known name."));
    QFont mono(QStringLiteral("monospace"));
    mono.setStyleHint(QFont::TypeWriter);
    setFont(mono);
}

void FormulaEdit::setNames(const QStringList &names)
{
    QStringList sorted = names;
    sorted.sort(Qt::CaseInsensitive);
    sorted.removeDuplicates();
    m_names->setStringList(sorted);
}

QStringList FormulaEdit::names() const
{
    return m_names->stringList();
}

void FormulaEdit::setChecker(Checker checker)
{
    m_checker = std::move(checker);
    recheck();
}

void FormulaEdit::setProject(const ProjectData &project, FormulaScope scope, bool constraint)
{
    QStringList names = knownFormulaNames(project, scope);
    names << Formula::functionNames();
    setNames(names);
    // The checker keeps a copy: a dialog may outlive edits elsewhere in the window.
    if (constraint)
        setChecker([project](const QString &text) { return checkConstraint(project, text); });
    else
        setChecker([project, scope](const QString &text) { return checkFormula(project, text, scope); });
}

std::optional<FormulaProblem> FormulaEdit::checkConstraint(const ProjectData &project, const QString &text)
{
    const auto split = scenario::splitConstraint(text);
    if (const auto *problem = std::get_if<FormulaProblem>(&split))
        return *problem;
    const auto &s = std::get<scenario::SplitConstraint>(split);
    for (const auto &[side, column] : {std::pair(s.left, s.leftColumn), std::pair(s.right, s.rightColumn)}) {
        if (auto problem = checkFormula(project, side, FormulaScope::Alternative)) {
            if (problem->column > 0)
                problem->column += column - 1;
            return problem;
        }
    }
    return std::nullopt;
}

void FormulaEdit::recheck()
{
    std::optional<FormulaProblem> problem;
    if (m_checker && !text().trimmed().isEmpty())
        problem = m_checker(text());
    const bool same = problem.has_value() == m_problem.has_value()
        && (!problem || (problem->text == m_problem->text && problem->column == m_problem->column));
    m_problem = problem;
    if (!same)
        Q_EMIT problemChanged();
}

QString FormulaEdit::wordBeforeCursor() const
{
    static const QRegularExpression word(QStringLiteral("[A-Za-z_][A-Za-z0-9_]*$"));
    const auto m = word.match(text().left(cursorPosition()));
    return m.hasMatch() ? m.captured() : QString();
}

void FormulaEdit::showCompletions(bool all)
{
    const QString prefix = wordBeforeCursor();
    if (prefix.isEmpty() && !all) {
        m_completer->popup()->hide();
        return;
    }
    m_completer->setCompletionPrefix(prefix);
    if (m_completer->completionCount() == 0
        || (m_completer->completionCount() == 1 && m_completer->currentCompletion() == prefix)) {
        m_completer->popup()->hide();
        return;
    }
    m_completer->popup()->setCurrentIndex(m_completer->completionModel()->index(0, 0));
    QRect r = cursorRect();
    r.setWidth(m_completer->popup()->sizeHintForColumn(0) + 24);
    m_completer->complete(r);
}

void FormulaEdit::insertCompletion(const QString &completion)
{
    const QString prefix = wordBeforeCursor();
    const int position = cursorPosition();
    QString t = text();
    t.replace(position - prefix.size(), prefix.size(), completion);
    setText(t);
    setCursorPosition(position - int(prefix.size()) + int(completion.size()));
}

void FormulaEdit::keyPressEvent(QKeyEvent *event)
{
    if (m_completer->popup()->isVisible()) {
        switch (event->key()) {
        case Qt::Key_Enter:
        case Qt::Key_Return:
        case Qt::Key_Escape:
        case Qt::Key_Tab:
        case Qt::Key_Backtab:
            event->ignore(); // the completer takes them
            return;
        default:
            break;
        }
    }
    if (event->key() == Qt::Key_Space && (event->modifiers() & Qt::ControlModifier)) {
        showCompletions(true);
        event->accept();
        return;
    }
    QLineEdit::keyPressEvent(event);
}

// --- FormulaField ---

FormulaField::FormulaField(QWidget *parent)
    : QWidget(parent)
    , m_edit(new FormulaEdit(this))
    , m_diagnostic(new QLabel(this))
{
    m_diagnostic->setTextFormat(Qt::RichText);
    m_diagnostic->setWordWrap(true);
    m_diagnostic->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(m_edit);
    layout->addWidget(m_diagnostic);
    connect(m_edit, &FormulaEdit::problemChanged, this, &FormulaField::updateDiagnostic);
    connect(m_edit, &QLineEdit::textChanged, this, &FormulaField::updateDiagnostic);
    updateDiagnostic();
}

QString FormulaField::text() const
{
    return m_edit->text().trimmed();
}

void FormulaField::setText(const QString &text)
{
    m_edit->setText(text);
}

QString FormulaField::describe(const FormulaProblem &problem)
{
    return problem.column > 0 ? tr("Column %1: %2").arg(problem.column).arg(problem.text) : problem.text;
}

void FormulaField::updateDiagnostic()
{
    const auto &problem = m_edit->problem();
    const QString text = m_edit->text();
    if (text.trimmed().isEmpty()) {
        m_diagnostic->setText(QString());
        m_edit->setAccessibleDescription(QString());
        return;
    }
    if (!problem) {
        m_diagnostic->setText(tr("✓ Valid."));
        m_edit->setAccessibleDescription(tr("Valid."));
        return;
    }
    const QString message = describe(*problem);
    QString marked;
    if (problem->column > 0 && problem->column <= text.size() + 1) {
        // The formula with the problem's character marked (a caret when the problem is at the end).
        // A long formula is cut to the 60 characters either side of the problem.
        const int k = problem->column - 1;
        constexpr int kContext = 60;
        const int from = std::max(0, k - kContext);
        const int to = std::min(int(text.size()), k + 1 + kContext);
        const QString at = k < text.size() ? text.mid(k, 1) : QStringLiteral("‸");
        marked = QStringLiteral("<code>%1%2<span style=\"background-color:rgba(230,60,60,0.35);"
                                "text-decoration:underline\">%3</span>%4%5</code><br>")
                     .arg(from > 0 ? QStringLiteral("…") : QString(), text.mid(from, k - from).toHtmlEscaped(),
                          at.toHtmlEscaped(), text.mid(k + 1, to - k - 1).toHtmlEscaped(),
                          to < text.size() ? QStringLiteral("…") : QString());
    }
    m_diagnostic->setText(marked + QStringLiteral("⚠ ") + message.toHtmlEscaped());
    m_edit->setAccessibleDescription(tr("Problem: %1").arg(message));
}

} // namespace verdict
