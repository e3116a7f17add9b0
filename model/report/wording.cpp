#include "wording.h"

#include <QCoreApplication>

#include <cmath>

namespace verdict {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("verdict::Wording", text);
}

QString escaped(const QString &text, TextStyle style)
{
    return style == TextStyle::Html ? text.toHtmlEscaped() : text;
}

QString strong(const QString &text, TextStyle style)
{
    return style == TextStyle::Html ? QStringLiteral("<b>%1</b>").arg(text.toHtmlEscaped()) : text;
}
} // namespace

QString recommendationSentence(const LiveRanking &r, TextStyle style)
{
    if (!r.hasRanking())
        return tr("No ranking yet.");
    const LiveRanking::Row &top = r.rows.front();
    // Under a what-if scenario the sentence says so, wherever it is read (the Results dock, the sheet, the deck).
    const QString profile = r.scenarioName.isEmpty()
                                ? tr("“%1”").arg(escaped(r.profileName, style))
                                : tr("“%1” in the scenario “%2”").arg(escaped(r.profileName, style), escaped(r.scenarioName, style));
    QString text = tr("%1 ranks first under %2").arg(strong(top.name, style), profile);
    // The margin is over the best other alternative that meets every gate, never over one that fails a gate.
    if (const LiveRanking::Row *second = r.runnerUpRow())
        text += tr(", %1 ahead of %2").arg(formatPoints(top.marginPoints), escaped(second->name, style));
    else if (top.feasible && r.rows.size() > 1)
        text += tr(", the only alternative that meets every constraint");
    // With nothing feasible the score order is not a recommendation: said last, where it reads as the point.
    if (!top.feasible)
        text += tr(", but no alternative meets every constraint");
    return text + u'.';
}

QString methodTitle(const QString &method)
{
    if (method == QLatin1String("wpm"))
        return tr("weighted product");
    if (method == QLatin1String("topsis"))
        return QStringLiteral("TOPSIS");
    if (method == QLatin1String("promethee"))
        return QStringLiteral("PROMETHEE II");
    if (method == QLatin1String("vikor"))
        return QStringLiteral("VIKOR");
    return tr("weighted sum");
}

QString methodLabel(const QString &method)
{
    const QString title = methodTitle(method);
    return title.left(1).toUpper() + title.mid(1);
}

QString methodDescription(const QString &method)
{
    if (method == QLatin1String("wpm"))
        return tr("Multiplies the values raised to their weights: rewards balance, and refuses a zero value.");
    if (method == QLatin1String("topsis"))
        return tr("Ranks by closeness to the ideal alternative and distance from the worst one.");
    if (method == QLatin1String("promethee"))
        return tr("Compares every pair criterion by criterion and ranks by the net outranking flow.");
    if (method == QLatin1String("vikor"))
        return tr("Finds the compromise closest to the ideal, weighing the group's gain against the worst regret.");
    return tr("Adds the normalised values times their weights: the reference, with exact stability intervals.");
}

QString scoreName(const QString &method)
{
    if (method == QLatin1String("wpm"))
        return tr("weighted product");
    if (method == QLatin1String("topsis"))
        return tr("closeness");
    if (method == QLatin1String("promethee"))
        return tr("net flow");
    if (method == QLatin1String("vikor"))
        return tr("Q");
    return tr("weighted score");
}

QString scoreAxisTitle(const QString &method, bool compact)
{
    if (method == QLatin1String("wpm"))
        return compact ? tr("Product × 100") : tr("Weighted product × 100 (100 = best on every criterion)");
    if (method == QLatin1String("topsis"))
        return compact ? tr("Closeness × 100") : tr("TOPSIS closeness to the ideal × 100");
    if (method == QLatin1String("promethee"))
        return compact ? tr("Net flow × 100") : tr("PROMETHEE net flow × 100 (−100 to 100)");
    if (method == QLatin1String("vikor"))
        return compact ? tr("Q × 100 (lower is better)") : tr("VIKOR Q × 100 (lower is better)");
    return compact ? tr("Score (points of 100)") : tr("Weighted score (points of 100)");
}

QString scoreExplanation(const QString &method, Normalization normalization)
{
    if (method == QLatin1String("wpm"))
        return tr("weighted product of the %1-normalised values × 100").arg(normalizationName(normalization));
    if (method == QLatin1String("topsis"))
        return tr("TOPSIS closeness to the ideal × 100");
    if (method == QLatin1String("promethee"))
        return tr("PROMETHEE II net flow × 100 (−100 to 100)");
    if (method == QLatin1String("vikor"))
        return tr("VIKOR Q × 100 (lower is better)");
    return tr("weighted sum of the %1-normalised values × 100").arg(normalizationName(normalization));
}

QStringList rankingMethods()
{
    return {QStringLiteral("wsm"), QStringLiteral("wpm"), QStringLiteral("topsis"), QStringLiteral("promethee"),
            QStringLiteral("vikor")};
}

QString profileWinnerLine(const ProfileWinner &w, TextStyle style)
{
    const QString name = escaped(w.name, style);
    if (w.winner.isEmpty())
        return tr("%1: no ranking").arg(name);
    if (w.flips)
        return tr("%1: %2 (flips the winner)").arg(name, strong(w.winner, style));
    return tr("%1: %2").arg(name, escaped(w.winner, style));
}

} // namespace verdict
