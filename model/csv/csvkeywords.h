#pragma once

#include <QString>
#include <QStringView>

#include <optional>

namespace verdict {

// The keyword rows a CSV matrix may have directly after its header, recognised by their first cell.
enum class CsvKeyword { Weight, Direction, Unit, Min, Max, Preference, Q, P, S, Group, GroupWeight };
inline constexpr int kCsvKeywordCount = 11;

QString csvKeywordName(CsvKeyword keyword);                 // "weight", "direction", ...
std::optional<CsvKeyword> csvKeyword(QStringView firstCell); // trimmed, any case

// Alternative names are guarded like every text cell (guardCell) and, in addition, a name that reads as a
// keyword ("Weight") gets a leading ' so the row is not taken for a keyword row. unguardAlternativeName
// undoes exactly that: unguardAlternativeName(guardAlternativeName(n)) == n for every n.
QString guardAlternativeName(const QString &name);
QString unguardAlternativeName(const QString &cell);

} // namespace verdict
