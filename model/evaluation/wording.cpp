#include "wording.h"

#include <QCoreApplication>

#include <cmath>
#include <iterator>

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

namespace {
// Every word a ranking method has, in one row each: what it is called, what it does, what its score is called,
// an axis of its scores on the one scale (score × 100) in full and compact, and a score column's note (%1: the
// normalisation). The last row, the weighted sum's, answers for anything unknown.
struct MethodWords
{
    const char *key, *title, *description, *scoreName, *axis, *compactAxis, *explanation;
};
constexpr MethodWords kMethodWords[] = {
    {"wpm", QT_TRANSLATE_NOOP("verdict::Wording", "weighted product"),
     QT_TRANSLATE_NOOP("verdict::Wording", "Multiplies the values raised to their weights: rewards balance, and refuses a zero value."),
     QT_TRANSLATE_NOOP("verdict::Wording", "weighted product"),
     QT_TRANSLATE_NOOP("verdict::Wording", "Weighted product × 100 (100 = best on every criterion)"),
     QT_TRANSLATE_NOOP("verdict::Wording", "Product × 100"),
     QT_TRANSLATE_NOOP("verdict::Wording", "weighted product of the %1-normalised values × 100")},
    {"topsis", "TOPSIS", QT_TRANSLATE_NOOP("verdict::Wording", "Ranks by closeness to the ideal alternative and distance from the worst one."),
     QT_TRANSLATE_NOOP("verdict::Wording", "closeness"), QT_TRANSLATE_NOOP("verdict::Wording", "TOPSIS closeness to the ideal × 100"),
     QT_TRANSLATE_NOOP("verdict::Wording", "Closeness × 100"), QT_TRANSLATE_NOOP("verdict::Wording", "TOPSIS closeness to the ideal × 100")},
    {"promethee", "PROMETHEE II",
     QT_TRANSLATE_NOOP("verdict::Wording", "Compares every pair criterion by criterion and ranks by the net outranking flow."),
     QT_TRANSLATE_NOOP("verdict::Wording", "net flow"), QT_TRANSLATE_NOOP("verdict::Wording", "PROMETHEE net flow × 100 (−100 to 100)"),
     QT_TRANSLATE_NOOP("verdict::Wording", "Net flow × 100"), QT_TRANSLATE_NOOP("verdict::Wording", "PROMETHEE II net flow × 100 (−100 to 100)")},
    {"vikor", "VIKOR",
     QT_TRANSLATE_NOOP("verdict::Wording", "Finds the compromise closest to the ideal, weighing the group's gain against the worst regret."),
     QT_TRANSLATE_NOOP("verdict::Wording", "Q"), QT_TRANSLATE_NOOP("verdict::Wording", "VIKOR Q × 100 (lower is better)"),
     QT_TRANSLATE_NOOP("verdict::Wording", "Q × 100 (lower is better)"), QT_TRANSLATE_NOOP("verdict::Wording", "VIKOR Q × 100 (lower is better)")},
    {"wsm", QT_TRANSLATE_NOOP("verdict::Wording", "weighted sum"),
     QT_TRANSLATE_NOOP("verdict::Wording", "Adds the normalised values times their weights: the reference, with exact stability intervals."),
     QT_TRANSLATE_NOOP("verdict::Wording", "weighted score"), QT_TRANSLATE_NOOP("verdict::Wording", "Weighted score (points of 100)"),
     QT_TRANSLATE_NOOP("verdict::Wording", "Score (points of 100)"),
     QT_TRANSLATE_NOOP("verdict::Wording", "weighted sum of the %1-normalised values × 100")},
};

const MethodWords &wordsOf(const QString &method)
{
    for (const MethodWords &w : kMethodWords)
        if (method == QLatin1String(w.key))
            return w;
    return kMethodWords[std::size(kMethodWords) - 1];
}
} // namespace

QString methodTitle(const QString &method)
{
    return tr(wordsOf(method).title);
}

QString methodLabel(const QString &method)
{
    const QString title = methodTitle(method);
    return title.left(1).toUpper() + title.mid(1);
}

QString methodDescription(const QString &method)
{
    return tr(wordsOf(method).description);
}

QString scoreName(const QString &method)
{
    return tr(wordsOf(method).scoreName);
}

QString scoreAxisTitle(const QString &method, bool compact)
{
    return tr(compact ? wordsOf(method).compactAxis : wordsOf(method).axis);
}

QString scoreExplanation(const QString &method, Normalization normalization)
{
    const QString text = tr(wordsOf(method).explanation);
    return text.contains(QLatin1String("%1")) ? text.arg(normalizationName(normalization)) : text;
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
