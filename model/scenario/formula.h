#pragma once

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <vector>

namespace verdict {

// Why a formula cannot be used. column is 1-based within the formula text; 0 means the whole formula.
struct FormulaProblem
{
    QString text;
    int column = 0;
};

// Nesting limits checked before muparser sees a formula (docs/scenario.md).
inline constexpr int kMaxFormulaNesting = 32;   // parentheses
inline constexpr int kMaxFormulaConditionals = 32; // "?" operators

// One formula, checked and compiled once with muparser, then evaluated for many alternatives.
// Names are not resolved here: names() lists every variable the formula uses and the caller binds a value
// to each before evaluate(). Nothing outside the guard's character set, length and nesting limits ever
// reaches muparser.
class Formula
{
public:
    Formula();
    ~Formula();
    Formula(Formula &&) noexcept;
    Formula &operator=(Formula &&) noexcept;

    // Refuses the text (too long, disallowed characters, assignment, nesting, unknown function) or lets
    // muparser parse it. Returns false with problem() set. A text compiled before on this thread is not parsed
    // again: the Formula shares that compiled parser, so a Formula is evaluated only on the thread that compiled it.
    bool compile(const QString &text);
    bool isValid() const { return m_valid; }
    const FormulaProblem &problem() const { return m_problem; }
    const QString &text() const { return m_text; }

    // Variables used, in order of first appearance.
    const QStringList &names() const { return m_names; }
    // 1-based column of the first use of `name`, 0 if it does not occur.
    int columnOf(const QString &name) const;

    // Evaluates with values[i] bound to names()[i]. NaN when the formula is not valid or muparser throws.
    double evaluate(const std::vector<double> &values);

    // The checks made before muparser: length, characters, "=" used as assignment, a comma outside a
    // function call, nesting. nullopt when the text may be handed to muparser.
    static std::optional<FormulaProblem> guard(const QString &text);
    // Functions a formula may call (muparser's built-ins).
    static const QStringList &functionNames();

    struct Private;

private:
    void compileUncached(const QString &text);

    std::shared_ptr<Private> d;
    QString m_text;
    QStringList m_names;
    FormulaProblem m_problem;
    bool m_valid = false;
};

} // namespace verdict
