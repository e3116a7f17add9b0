#pragma once

#include "evaluation/liveranking.h" // LiveRanking, ProfileWinner
#include "display/format.h"

#include <QString>

#include <vector>

namespace verdict {

// The sentences the workbench's results panel and the cheat sheet share, so both say the same thing.

enum class TextStyle { Plain, Html }; // Html: names escaped, the winner in <b>

// "AKS + Azure Arc ranks first under “Former AWS engineer”, 2.8 points ahead of OpenShift on-prem." Points are
// the difference of the weighted scores × 100. "No ranking yet." without a ranking.
QString recommendationSentence(const LiveRanking &ranking, TextStyle style = TextStyle::Plain);

// "weighted sum", "weighted product", "TOPSIS", "PROMETHEE II", "VIKOR" for a method key (wsm, wpm, topsis, promethee, vikor).
QString methodTitle(const QString &method);
// The same, capitalised for a menu or a list: "Weighted sum", "TOPSIS".
QString methodLabel(const QString &method);
// One line on what the method does, for the method selector.
QString methodDescription(const QString &method);
// What a method's score is called: "weighted score", "weighted product", "closeness", "net flow", "Q".
QString scoreName(const QString &method);
// The title of an axis of a method's scores on the one scale every surface uses (the score × 100, formatScore()):
// "Weighted score (points of 100)", "Net flow × 100 (−100 to 100)", "VIKOR Q × 100 (lower is better)"; `compact` for
// a small chart: "Score (points of 100)", "Net flow × 100".
QString scoreAxisTitle(const QString &method, bool compact = false);
// What a score column holds, for a table's note: "weighted sum of the minmax-normalised values × 100",
// "PROMETHEE II net flow × 100 (−100 to 100)".
QString scoreExplanation(const QString &method, Normalization normalization);
// The five ranking methods, in the selector's order: wsm, wpm, topsis, promethee, vikor.
QStringList rankingMethods();

// "Compliance lead: OpenShift on-prem (flips the winner)" / "Finance (TCO first): AKS + Azure Arc".
QString profileWinnerLine(const ProfileWinner &winner, TextStyle style = TextStyle::Plain);

} // namespace verdict
