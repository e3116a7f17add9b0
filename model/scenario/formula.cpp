#include "formula.h"

#include "names.h"

#include "core/limits.h"

#include <muParser.h>

#include <QRegularExpression>

#include <algorithm>
#include <climits>
#include <cmath>
#include <map>
#include <unordered_map>

namespace verdict {

struct Formula::Private
{
    mu::Parser parser;
    std::map<std::string, double> storage; // node-based: addresses stay valid for muparser
    std::vector<double *> slots;           // parallel to Formula::m_names

    static mu::value_type *createVariable(const mu::char_type *name, void *self)
    {
        auto *d = static_cast<Private *>(self);
        return &d->storage[std::string(name)];
    }
};

namespace {

bool isIdentifierStart(char16_t c)
{
    return (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'_';
}

bool isDigit(char16_t c)
{
    return c >= u'0' && c <= u'9';
}

bool isIdentifierChar(char16_t c)
{
    return isIdentifierStart(c) || isDigit(c);
}

struct Identifier
{
    QString name;
    int column = 0; // 1-based
    bool call = false;
};

// Finds the names in a formula (skipping number literals) and whether each is followed by "(". This only
// locates names for messages; parsing is muparser's job.
std::vector<Identifier> scanIdentifiers(const QString &text)
{
    std::vector<Identifier> out;
    const qsizetype n = text.size();
    qsizetype i = 0;
    while (i < n) {
        const char16_t c = text.at(i).unicode();
        if (isDigit(c) || (c == u'.' && i + 1 < n && isDigit(text.at(i + 1).unicode()))) {
            while (i < n && (isDigit(text.at(i).unicode()) || text.at(i) == u'.'))
                ++i;
            if (i < n && (text.at(i) == u'e' || text.at(i) == u'E')) {
                qsizetype j = i + 1;
                if (j < n && (text.at(j) == u'+' || text.at(j) == u'-'))
                    ++j;
                if (j < n && isDigit(text.at(j).unicode())) {
                    i = j;
                    while (i < n && isDigit(text.at(i).unicode()))
                        ++i;
                }
            }
            continue;
        }
        if (isIdentifierStart(c)) {
            const qsizetype start = i;
            while (i < n && isIdentifierChar(text.at(i).unicode()))
                ++i;
            qsizetype j = i;
            while (j < n && (text.at(j) == u' ' || text.at(j) == u'\t'))
                ++j;
            out.push_back({text.mid(start, i - start), int(start) + 1, j < n && text.at(j) == u'('});
            continue;
        }
        ++i;
    }
    return out;
}

bool isAllowedCharacter(char16_t c)
{
    if (isIdentifierChar(c))
        return true;
    static const QString symbols = QStringLiteral(" \t.+-*/^(),<>=!&|?:");
    return symbols.contains(QChar(c));
}

QString describeCharacter(QChar c)
{
    if (c.unicode() < 0x20 || c.unicode() == 0x7f)
        return QStringLiteral("control character U+%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
    return u'"' + QString(c) + u'"';
}

// muparser's message without its own "at position N" (the column is reported separately).
QString cleanMessage(const std::string &message)
{
    QString text = QString::fromStdString(message);
    static const QRegularExpression position(QStringLiteral("( found)? at position \\d+"));
    text.remove(position);
    text = text.trimmed();
    if (!text.isEmpty())
        text[0] = text.at(0).toLower();
    return text;
}

} // namespace

Formula::Formula() = default;
Formula::~Formula() = default;
Formula::Formula(Formula &&) noexcept = default;
Formula &Formula::operator=(Formula &&) noexcept = default;

const QStringList &Formula::functionNames()
{
    static const QStringList names = [] {
        QStringList list;
        const mu::Parser parser;
        for (const auto &entry : parser.GetFunDef())
            list << QString::fromStdString(entry.first);
        return list;
    }();
    return names;
}

std::optional<FormulaProblem> Formula::guard(const QString &text)
{
    if (text.size() > limits::kMaxFormulaLength)
        return FormulaProblem{QStringLiteral("the formula is %1 characters long; the limit is %2")
                                  .arg(text.size())
                                  .arg(limits::kMaxFormulaLength),
                              0};
    if (text.trimmed().isEmpty())
        return FormulaProblem{QStringLiteral("the formula is empty"), 0};
    std::vector<bool> callStack; // one entry per open parenthesis: does it start a function call?
    int conditionals = 0;
    bool previousWasIdentifier = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar ch = text.at(i);
        const char16_t c = ch.unicode();
        const int column = int(i) + 1;
        if (!isAllowedCharacter(c))
            return FormulaProblem{QStringLiteral("%1 is not allowed in a formula").arg(describeCharacter(ch)), column};
        if (c == u'=') {
            const char16_t before = i > 0 ? text.at(i - 1).unicode() : u' ';
            const char16_t after = i + 1 < text.size() ? text.at(i + 1).unicode() : u' ';
            const bool comparison = before == u'<' || before == u'>' || before == u'!' || before == u'='
                                    || after == u'=';
            if (!comparison)
                return FormulaProblem{QStringLiteral("\"=\" assigns; compare with \"==\""), column};
            if (before == u'=' && after == u'=')
                return FormulaProblem{QStringLiteral("\"===\" is not an operator; compare with \"==\""), column};
        } else if (c == u'(') {
            callStack.push_back(previousWasIdentifier);
            if (int(callStack.size()) > kMaxFormulaNesting)
                return FormulaProblem{QStringLiteral("parentheses are nested more than %1 deep").arg(kMaxFormulaNesting),
                                      column};
        } else if (c == u')') {
            if (callStack.empty())
                return FormulaProblem{QStringLiteral("\")\" has no matching \"(\""), column};
            callStack.pop_back();
        } else if (c == u',') {
            if (callStack.empty() || !callStack.back())
                return FormulaProblem{QStringLiteral("a comma may only separate the arguments of a function"), column};
        } else if (c == u'?') {
            if (++conditionals > kMaxFormulaConditionals)
                return FormulaProblem{QStringLiteral("more than %1 \"?:\" conditionals").arg(kMaxFormulaConditionals),
                                      column};
        }
        if (c != u' ' && c != u'\t')
            previousWasIdentifier = isIdentifierChar(c);
    }
    if (!callStack.empty())
        return FormulaProblem{QStringLiteral("a \"(\" is not closed"), int(text.size()) + 1};
    for (const Identifier &id : scanIdentifiers(text)) {
        if (!id.call || functionNames().contains(id.name))
            continue;
        const QString suggestion = closestName(id.name, functionNames());
        QString message = QStringLiteral("unknown function \"%1\"").arg(id.name);
        if (!suggestion.isEmpty())
            message += QStringLiteral(" (did you mean \"%1\"?)").arg(suggestion);
        return FormulaProblem{message, id.column};
    }
    return std::nullopt;
}

namespace {

// What compiling a text gave, kept per thread: an analysis that evaluates the project again thousands of times
// (what it would take, what to check first) compiles the same few texts each time, and muparser's parse is most of
// an evaluation's cost. The compiled parser is shared by every Formula of that text on this thread, which is safe
// because a Formula is only ever evaluated on the thread that compiled it and evaluate() binds every variable
// before each Eval.
struct CompiledText
{
    std::shared_ptr<Formula::Private> parser; // null when the text is refused
    QStringList names;
    FormulaProblem problem;
};

constexpr std::size_t kCompiledTextsPerThread = 512; // then the cache starts again

} // namespace

bool Formula::compile(const QString &text)
{
    thread_local std::unordered_map<QString, CompiledText> compiled;
    m_text = text;
    if (const auto hit = compiled.find(text); hit != compiled.end()) {
        d = hit->second.parser;
        m_names = hit->second.names;
        m_problem = hit->second.problem;
        m_valid = bool(d);
        return m_valid;
    }
    compileUncached(text);
    if (compiled.size() >= kCompiledTextsPerThread)
        compiled.clear(); // Formulas compiled before keep their parser alive
    compiled.emplace(text, CompiledText{d, m_names, m_problem});
    return m_valid;
}

void Formula::compileUncached(const QString &text)
{
    m_names.clear();
    m_valid = false;
    m_problem = {};
    d.reset();
    if (const auto problem = guard(text)) {
        m_problem = *problem;
        return;
    }
    auto p = std::make_shared<Private>();
    std::vector<std::string> used;
    try {
        p->parser.SetVarFactory(&Private::createVariable, p.get());
        p->parser.SetExpr(text.toStdString());
        for (const auto &entry : p->parser.GetUsedVar())
            used.push_back(entry.first);
    } catch (const mu::ParserError &e) {
        const int column = std::clamp(e.GetPos() + 1, 1, int(text.size()) + 1);
        m_problem = {QStringLiteral("syntax error: %1").arg(cleanMessage(e.GetMsg())), column};
        return;
    } catch (const std::exception &e) {
        m_problem = {QStringLiteral("the formula could not be parsed (%1)").arg(QString::fromLocal8Bit(e.what())), 0};
        return;
    }
    // Order the names by first appearance so messages follow the text.
    for (const std::string &name : used)
        m_names << QString::fromStdString(name);
    std::stable_sort(m_names.begin(), m_names.end(), [this](const QString &a, const QString &b) {
        const int ca = columnOf(a), cb = columnOf(b);
        return (ca == 0 ? INT_MAX : ca) < (cb == 0 ? INT_MAX : cb);
    });
    for (const QString &name : std::as_const(m_names))
        p->slots.push_back(&p->storage[name.toStdString()]);
    d = std::move(p);
    m_valid = true;
}

int Formula::columnOf(const QString &name) const
{
    for (const Identifier &id : scanIdentifiers(m_text))
        if (id.name == name && !id.call)
            return id.column;
    const qsizetype at = m_text.indexOf(name);
    return at < 0 ? 0 : int(at) + 1;
}

double Formula::evaluate(const std::vector<double> &values)
{
    if (!m_valid || values.size() != d->slots.size())
        return std::nan("");
    for (std::size_t i = 0; i < values.size(); ++i)
        *d->slots[i] = values[i];
    try {
        return d->parser.Eval();
    } catch (...) {
        return std::nan("");
    }
}

} // namespace verdict
