#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace verdict {

// THE formatter of numbers shown to a person: the workbench's cells and panels, `verdict show` and every
// message, the cheat sheet in all its formats and the deck. (Machine formats — CSV, the file, the clipboard's
// text — write numbers with formatNumber() in csv/delimited.h, which round-trips.)
//
// Rules, everywhere:
// - thousands grouped ("210,000"), about five significant digits, trailing zeros dropped ("0.78"), "n/a" for
//   a missing or undefined value;
// - a unit is a label, not algebra: one starting with "$" is written in front ("$140,000", "$0.9/GPU-h"), any
//   other after a space ("53 ms"); the unit "fraction" is a percentage ("12.5 %");
// - a unit that only restates a rating scale ("1-5") is not repeated after every number: the number stands
//   bare and a sentence names the scale once (scaleNote());
// - differences carry their sign ("+2.8 points", "−2.9 points");
// - counts are grouped ("1,000,000 samples"); months have one decimal only when it is not zero ("6 mo",
//   "6.5 mo", "18 mo").

QString formatAmount(double value);

// How a person's numbers are written: the decimal mark and the marks that group thousands.
struct NumberConvention
{
    QChar decimal = u'.';
    QString groups = QStringLiteral(","); // the first is written; all are read ("1 500" and "1.500" in German)

    static NumberConvention point(); // 1,234.5 (English)
    static NumberConvention comma(); // 1.234,5, also 1 234,5 (German, French and most of Europe)
    // The convention of the locale Verdict displays with (setDisplayLocale()).
    static NumberConvention display();
    bool usesDecimalComma() const { return decimal == u','; }
    // "1,234.5": how a number looks, for a message or a menu.
    QString example() const;
    bool operator==(const NumberConvention &) const = default;
};

// The locale the window shows and reads numbers with: the system's, or the one chosen in Settings. The command
// line and every file keep the English convention, so scripts and files read the same everywhere; only a person's
// window follows the locale. A C or POSIX locale is English. Thread-safe: exports written on a worker thread use it.
void setDisplayLocale(const QLocale &locale);
QLocale displayLocale();
// "1,234.5", "1.234,5": how a locale would write numbers as the display locale (a choice in Settings shows it).
QString numberExample(const QLocale &locale);

// THE rule for reading a number a person types or pastes into the window, the mirror of formatAmount(): the display
// locale's convention. In English "1,500" is 1500 and "2,400.50" is 2400.5, as the matrix shows them, and "1,5" is
// refused; in German "1,5" is 1.5 and "1.500" is 1500, and "1.5" is refused. A refusal names, in `why`, every reading
// the text could have been meant as ("1.5 with a decimal comma, or 15 with ',' grouping thousands"). Plain literals
// ("1500", "-0.5", "1e3") read too. Surrounding spaces are ignored; an empty text is nullopt with no reason.
std::optional<double> readTypedNumber(QStringView text, QString *why = nullptr);
// The same under a given convention (a pasted block written another way).
std::optional<double> readNumberAs(QStringView text, const NumberConvention &convention, QString *why = nullptr);

// How a block of pasted cells writes its numbers, from the cells that can be read one way only ("2,400.50" is
// written with a decimal point, "1,5" with a comma; "15" and "1,500" say nothing for certain).
struct ConventionGuess
{
    enum class Kind { Unknown, Point, Comma, Mixed };
    Kind kind = Kind::Unknown;
    int pointCell = -1; // the first cell (index into the cells given) only the point convention reads
    int commaCell = -1; // the first cell only the comma convention reads
};
ConventionGuess guessConvention(const QStringList &cells);

// A number as the window writes it into an editor: every digit kept (it reads back exactly), no grouping, the display
// locale's decimal mark ("1500,25" in German).
QString formatEditable(double value);

// A number with its unit label, by the rules above.
QString formatQuantity(double value, const QString &unit);

// "12.5 %" for 0.125 (one decimal, dropped when it is 0: "30 %").
QString formatPercent(double fraction);

// "12.0 %" for 0.12: a percentage with a fixed number of decimals (table columns that line up), never "−0.0 %";
// `withSign` false leaves out the " %".
QString formatPercentFixed(double fraction, int decimals = 1, bool withSign = true);

// A relative change with its sign, one decimal dropped when 0: "+5.7 %", "−12 %"; a change that would read "0 %"
// says "under 0.1 %" (never "−0 %").
QString formatRelativeChange(double fraction);

// A ranking method's score in points of 100 (the score × 100), one decimal: "64.2", "−3.5", never "−0.0". Every
// surface shows scores on this one scale; the method's unit is named beside it (scoreAxisTitle() in evaluation/wording.h).
QString formatScore(double score, int decimals = 1);

// "2.8 points" (one decimal; up to three where one decimal would show a real difference as 0.0: "0.03 points");
// signed: "+2.8 points" / "−2.9 points" (a difference).
QString formatPoints(double points);
int pointDecimals(double points); // the decimals those write: 1, or up to 3 for a difference under 0.05
QString formatSignedPoints(double points);
// The short form for table cells: "+2.8 pts".
QString formatSignedPointsShort(double points);

// "1,000,000".
QString formatCount(std::int64_t count);

// Two numbers as formatted above with the unit they share said once: ("39.2 ms", "58.8 ms", "–") → "39.2–58.8 ms",
// ("$0.9/GPU-h", "$0.55/GPU-h", " → ") → "$0.9 → $0.55/GPU-h"; as they are when they share none.
QString sharedUnitSpan(const QString &first, const QString &second, const QString &separator);

// "6 mo", "6.5 mo", "18 mo": months in a table cell (sentences keep formatQuantity's five digits).
QString formatMonths(double months);

// Money short enough for a table cell: "$138.5K", "$1.2M", "$0.82" (the unit's "$" in front, the rest of the
// unit left to the column header).
QString formatCompactMoney(double value, const QString &unit);

// Whether a unit only restates a rating scale: "1-5", "1–10", "0 - 3".
bool isScaleUnit(const QString &unit);
// " (scale 1-5)" for a scale unit, else empty: said once after a sentence that compares such numbers.
QString scaleNote(const QString &unit);

// The unit as a table column shows it: "$/year" → "$/yr", "ms per $0.01/GPU-h" → "ms/cent".
QString tableUnit(const QString &unit);

// A tick label: as many decimals as the step needs, thousands as "K" and millions as "M" when the axis reaches
// 10,000 (e.g. "140K", "1.5M"); `magnitude` is the largest absolute value on the axis.
QString formatTick(double value, double step, double magnitude);

// A value label without exponent notation: up to `significant` significant digits, thousands as "K" and millions
// as "M" from 10,000 on ("112K", "166.3K", "1.25M", "39.2", "-0.05"). Non-finite values give "—".
QString formatCompact(double value, int significant = 4);

// Exactly `decimals` decimals, no grouping, an ASCII minus and never "-0.000": a CLI table's aligned columns
// ("0.5950", "n/a" when not finite).
QString formatFixed(double value, int decimals);
// Up to `digits` significant digits, no grouping, an exponent only for very large or small values and without
// "+" ("0.333", "1.5e6"): a ratio or judgment whose size is unknown (AHP's, a CLI's raw value); "nan", "inf" or
// "-inf" as read when not finite.
QString formatSignificant(double value, int digits);
// The same with its sign for a difference, typographic minus: "+11.5", "−3.0", "0.0".
QString formatSignedFixed(double value, int decimals);

} // namespace verdict
