#pragma once

#include "report/sheet.h"
#include "report/sheettable.h"

#include "charts/chartdata.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace verdict {

class Evaluation;

// The review deck as plain values: the slides a PM drops into the review, each with a headline stating its
// takeaway, its chart or table, the sources of the numbers on it and speaker notes. One model drawn three ways:
// the PDF deck (views/export/deckexport.h), the PowerPoint deck and presentation mode. Every word is here; the
// renderers only lay it out, and every text from the file stays text.
struct DeckSlide
{
    QString id;       // "recommendation", "tradeoff", "breakdown", "stability", "whatif", "checks", "scenarios", "profiles",
                      // "committee", "gates", "decision", "numbers", "terms", "basis"
    QString title;    // "The recommendation"
    QString headline; // one sentence: the takeaway
    QStringList lines;                // points under the headline (the recommendation's one line per platform, ...)
    std::optional<ChartData> chart;   // the slide's chart, or
    std::optional<SheetTable> table;  // its table (already shortened to what fits)
    QString tableNote;                // "… 3 more rows; the full data is in the file."
    QStringList sources;              // footnote: where the numbers on the slide come from
    QStringList speakerNotes;         // the sources and assumptions behind it, for the presenter
};

struct Deck
{
    QString title; // the project's
    QString date;
    QString fileName;
    std::vector<DeckSlide> slides;
};

struct DeckOptions
{
    SheetOptions sheet;  // the date, Monte Carlo samples, file name
    int maxTableRows = 12; // longer tables show the top rows and say how many more there are
};

// The deck of an evaluation (its profile and method). Slides with nothing to say are left out (no term map, no
// constraints). Never fails; what cannot be computed is said on the slides and in `messages`.
Deck buildDeck(const Evaluation &evaluation, const DeckOptions &options, Messages &messages);
// The deck of an evaluation with these options, made once and kept with it (an evaluation part): the PDF, the PPTX
// and presentation mode read this one.
std::shared_ptr<const Deck> deckOf(const Evaluation &evaluation, const DeckOptions &options, Messages &messages);
// The deck deckOf() would return, or null when it has not been made for this state yet.
std::shared_ptr<const Deck> keptDeck(const Evaluation &evaluation, const DeckOptions &options);

} // namespace verdict
