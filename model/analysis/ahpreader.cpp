#include "ahp.h"

#include "core/limits.h"
#include "csv/delimited.h"

namespace verdict {

namespace {

// "3", "0.5", "1/3", "2.5/7": a positive decimal or a fraction of two.
std::optional<double> parseJudgment(const QString &cell, QString *why)
{
    const QString text = cell.trimmed();
    if (text.isEmpty()) {
        *why = QStringLiteral("the judgment is missing");
        return std::nullopt;
    }
    const qsizetype slash = text.indexOf(u'/');
    if (slash < 0)
        return parseNumber(text, false, why);
    if (text.indexOf(u'/', slash + 1) >= 0) {
        *why = QStringLiteral("\"%1\" has more than one '/'").arg(text);
        return std::nullopt;
    }
    const auto numerator = parseNumber(QStringView(text).left(slash), false, why);
    if (!numerator)
        return std::nullopt;
    const auto denominator = parseNumber(QStringView(text).mid(slash + 1), false, why);
    if (!denominator)
        return std::nullopt;
    if (*denominator == 0.0) {
        *why = QStringLiteral("\"%1\" divides by zero").arg(text);
        return std::nullopt;
    }
    return *numerator / *denominator;
}

} // namespace

std::optional<AhpMatrix> readAhpMatrix(const QByteArray &bytes, Messages &messages)
{
    const std::optional<DelimitedTable> table = readDelimited(bytes, messages);
    if (!table)
        return std::nullopt;
    if (table->rows.empty()) {
        messages.push_back(Message::syntax(1, 1, QStringLiteral("the file is empty; expected a header row of "
                                                                 "criterion names")));
        return std::nullopt;
    }
    auto syntaxAt = [&](std::size_t row, qsizetype cell, const QString &text) {
        const CellPosition p = table->position(row, cell);
        return Message::syntax(p.line, p.column, text);
    };

    const QStringList &header = table->rows.front();
    const int n = int(header.size()) - 1;
    if (n < 1) {
        messages.push_back(syntaxAt(0, 0, QStringLiteral("the header needs a label cell followed by the criterion "
                                                         "names")));
        return std::nullopt;
    }
    if (n > limits::kMaxAhpSize) {
        messages.push_back(syntaxAt(0, limits::kMaxAhpSize + 1,
                                    QStringLiteral("the matrix compares %1 criteria; at most %2 can be compared")
                                        .arg(n)
                                        .arg(limits::kMaxAhpSize)));
        return std::nullopt;
    }
    AhpMatrix matrix;
    bool ok = true;
    for (int j = 0; j < n; ++j) {
        const QString name = header.at(j + 1).trimmed();
        if (name.isEmpty()) {
            messages.push_back(syntaxAt(0, j + 1, QStringLiteral("criterion name %1 is empty").arg(j + 1)));
            ok = false;
        } else if (matrix.names.contains(name)) {
            messages.push_back(syntaxAt(0, j + 1, QStringLiteral("criterion \"%1\" appears twice").arg(name)));
            ok = false;
        }
        matrix.names << name;
    }
    if (!ok)
        return std::nullopt;

    const int rows = int(table->rows.size()) - 1;
    if (rows != n) {
        if (rows > n)
            messages.push_back(syntaxAt(std::size_t(n) + 1, 0, QStringLiteral("the matrix is not square: %1 rows "
                                                                              "for %2 columns")
                                                                   .arg(rows)
                                                                   .arg(n)));
        else
            messages.push_back(syntaxAt(table->rows.size() - 1, 0,
                                        QStringLiteral("the matrix is not square: %1 rows for %2 columns; the row for "
                                                       "\"%3\" is missing")
                                            .arg(rows)
                                            .arg(n)
                                            .arg(matrix.names.at(rows))));
        return std::nullopt;
    }

    matrix.values.assign(std::size_t(n), std::vector<double>(std::size_t(n), 0.0));
    for (int i = 0; i < n; ++i) {
        const QStringList &row = table->rows[std::size_t(i) + 1];
        const QString name = row.at(0).trimmed();
        if (name != matrix.names.at(i)) {
            messages.push_back(syntaxAt(std::size_t(i) + 1, 0,
                                        QStringLiteral("row %1 is named \"%2\" but column %1 is \"%3\"; rows and "
                                                       "columns must list the same names in the same order")
                                            .arg(i + 1)
                                            .arg(name, matrix.names.at(i))));
            ok = false;
            continue;
        }
        for (int j = 0; j < n; ++j) {
            QString why;
            const auto v = parseJudgment(row.at(j + 1), &why);
            if (!v) {
                messages.push_back(syntaxAt(std::size_t(i) + 1, j + 1, why));
                ok = false;
            } else {
                matrix.values[std::size_t(i)][std::size_t(j)] = *v;
            }
        }
    }
    if (!ok)
        return std::nullopt;
    const AhpCellLocator locate = [&](int i, int j, const QString &text) {
        return syntaxAt(std::size_t(i) + 1, j + 1, QStringLiteral("%1 over %2: %3")
                                                         .arg(matrix.names.at(i), matrix.names.at(j), text));
    };
    if (!checkAhpMatrix(matrix.values, messages, locate))
        return std::nullopt;
    return matrix;
}

} // namespace verdict
