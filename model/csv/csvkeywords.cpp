#include "csvkeywords.h"

#include "delimited.h"

namespace verdict {

static const char *const kNames[kCsvKeywordCount] = {"weight", "direction", "unit", "min", "max",
                                                      "preference", "q", "p", "s", "group", "group_weight"};

QString csvKeywordName(CsvKeyword keyword)
{
    return QLatin1String(kNames[int(keyword)]);
}

std::optional<CsvKeyword> csvKeyword(QStringView firstCell)
{
    const QStringView t = firstCell.trimmed();
    if (t.size() > 12)
        return std::nullopt;
    for (int k = 0; k < kCsvKeywordCount; ++k)
        if (t.compare(QLatin1String(kNames[k]), Qt::CaseInsensitive) == 0)
            return CsvKeyword(k);
    return std::nullopt;
}

static bool looksGuardedKeyword(QStringView text)
{
    return text.size() > 1 && text[0] == u'\'' && csvKeyword(text.mid(1)).has_value();
}

QString guardAlternativeName(const QString &name)
{
    if (csvKeyword(name) || looksGuardedKeyword(name))
        return u'\'' + name;
    return guardCell(name);
}

QString unguardAlternativeName(const QString &cell)
{
    if (looksGuardedKeyword(cell))
        return cell.mid(1);
    return unguardCell(cell);
}

} // namespace verdict
