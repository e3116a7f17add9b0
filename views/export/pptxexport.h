#pragma once

#include "export/deckexport.h"

#include <QByteArray>
#include <QString>

namespace verdict {

// The review deck as PowerPoint (Office Open XML, written with libzip): the presentation, one slide master with a
// "Title Only" layout, a theme, and one slide per deck slide laid out as the PDF page (layoutDeckSlide):
//   - the title (the layout's title placeholder) and the headline, points, table note and sources as editable
//     text boxes; the footer's project title and date, and a slide-number field;
//   - a chart as a picture: PNG at twice the slide's size with the SVG beside it (PowerPoint 2016 and later show
//     the SVG, older clients the PNG); its alternative text is the chart's title;
//   - a table as a real, editable PowerPoint table;
//   - speaker notes per slide: the sources and assumptions behind it.
// Every text from the file stays text; characters XML cannot hold (control characters) are left out.
// The slide is 13.33 × 7.5 in (16:9) or 10 × 7.5 in (4:3): one slide unit is 1/96 in.
QByteArray writeDeckPptx(const Deck &deck, DeckAspect aspect, const QString &author, QString *error);
// Written through savefile (all or nothing).
bool exportDeckPptx(const Deck &deck, const QString &fileName, DeckAspect aspect, QString *error, const QString &author = {});

} // namespace verdict
