#include "criteriontitle.h"

#include <QRegularExpression>
#include <QSet>

namespace verdict {

bool looksLikeCost(const QString &name)
{
    static const QSet<QString> words{
        QStringLiteral("cost"),     QStringLiteral("costs"),    QStringLiteral("tco"),      QStringLiteral("price"),
        QStringLiteral("prices"),   QStringLiteral("pricing"),  QStringLiteral("spend"),    QStringLiteral("fee"),
        QStringLiteral("fees"),     QStringLiteral("expense"),  QStringLiteral("expenses"), QStringLiteral("latency"),
        QStringLiteral("delay"),    QStringLiteral("time"),     QStringLiteral("duration"), QStringLiteral("effort"),
        QStringLiteral("risk"),     QStringLiteral("risks"),    QStringLiteral("debt"),     QStringLiteral("downtime"),
        QStringLiteral("lock-in"),  QStringLiteral("lockin"),   QStringLiteral("churn"),    QStringLiteral("errors"),
        QStringLiteral("defects"),  QStringLiteral("idle"),     QStringLiteral("waste"),    QStringLiteral("complexity"),
    };
    static const QRegularExpression separators(QStringLiteral("[^\\p{L}\\p{N}-]+"));
    for (const QString &word : name.toLower().split(separators, Qt::SkipEmptyParts))
        if (words.contains(word))
            return true;
    return false;
}

CriterionTitle readCriterionTitle(const QString &typed)
{
    CriterionTitle t;
    t.name = typed.simplified();
    // A trailing "(unit)" or "[unit]" is the unit: "Latency (ms)", "Budget [$]".
    static const QRegularExpression unitAtEnd(QStringLiteral("^(.*\\S)\\s*[\\(\\[]([^\\(\\)\\[\\]]{1,24})[\\)\\]]$"));
    if (const QRegularExpressionMatch m = unitAtEnd.match(t.name); m.hasMatch()) {
        t.name = m.captured(1).trimmed();
        t.unit = m.captured(2).trimmed();
    }
    t.costLike = looksLikeCost(t.name);
    t.direction = t.costLike ? Direction::Min : Direction::Max;
    return t;
}

} // namespace verdict
