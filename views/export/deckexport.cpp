#include "deckexport.h"

#include "charts/chartcommon.h"
#include "charts/chartexport.h"
#include "charts/chartfactory.h"
#include "export/sheetexport.h"
#include "format/savefile.h"

#include <QBuffer>
#include <QChart>
#include <QFontMetricsF>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>
#include <memory>

namespace verdict {

using namespace deckdesign;

namespace {

double wrappedHeight(const QString &text, const QFont &font, double width)
{
    if (text.isEmpty())
        return 0.0;
    return QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 1.0e6), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text).height();
}

// Draws plain text wrapped in `area` (text from the file stays text: drawText never reads markup).
void drawWrapped(QPainter *p, const QRectF &area, const QString &text, const QFont &font, const QColor &color,
                 int flags = Qt::AlignLeft | Qt::AlignTop)
{
    if (text.isEmpty())
        return;
    p->setFont(font);
    p->setPen(color);
    p->drawText(area, flags | Qt::TextWordWrap, text);
}

SheetCell tableCell(const SheetTable &table, const std::vector<SheetCell> *cells, int c)
{
    if (!cells)
        return SheetCell{table.headings.at(c), true};
    return c < int(cells->size()) ? (*cells)[std::size_t(c)] : SheetCell{};
}

bool numericColumn(const SheetTable &table, int c)
{
    return std::size_t(c) < table.numeric.size() && table.numeric[std::size_t(c)];
}

// The row highlighted (the recommendation's winner) is drawn bold in its first column.
QFont cellFont(const DeckTableLayout &layout, const SheetCell &cell, bool heading, bool highlight, int c)
{
    return deckFont(layout.pixels, cell.strong || heading || (highlight && c == 0), cell.assumption);
}

void drawTable(QPainter *p, const QRectF &area, const SheetTable &table, const DeckTableLayout &layout, const ChartStyle &style)
{
    const int columns = int(table.headings.size());
    const double total = std::min(layout.width(), area.width());
    double y = area.top();
    for (int r = -1; r < layout.rowsShown; ++r) {
        const std::vector<SheetCell> *cells = r < 0 ? nullptr : &table.rows[std::size_t(r)];
        const bool highlight = r >= 0 && std::size_t(r) < table.rowHighlight.size() && table.rowHighlight[std::size_t(r)];
        const double height = layout.heights[std::size_t(r + 1)];
        if (highlight) {
            QColor band = style.alternativeColor(2);
            band.setAlphaF(0.10);
            p->fillRect(QRectF(area.left(), y, total, height), band);
        }
        double x = area.left();
        for (int c = 0; c < columns; ++c) {
            const SheetCell cell = tableCell(table, cells, c);
            p->setFont(cellFont(layout, cell, r < 0, highlight, c));
            p->setPen(cell.bad ? QColor(0xB2, 0x18, 0x2B) : cell.muted ? style.muted() : style.foreground());
            const int align = (numericColumn(table, c) ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop | Qt::TextWordWrap;
            const double w = layout.widths[std::size_t(c)];
            p->drawText(QRectF(x + layout.pixels * 0.4, y + layout.lineHeight * 0.2, w - layout.pixels * 0.8, height), align, deckCellText(cell));
            x += w;
        }
        p->setPen(QPen(style.grid(), 1.0));
        p->drawLine(QPointF(area.left(), y + height), QPointF(area.left() + total, y + height));
        y += height;
    }
}

} // namespace

QFont deckFont(double pixels, bool bold, bool italic)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    // No ligatures: "fi" stays two letters, so the PDF's text reads and searches as typed (as the cheat sheet).
    f.setStyleStrategy(QFont::PreferNoShaping);
    f.setPixelSize(std::max(1, int(std::lround(pixels))));
    f.setBold(bold);
    f.setItalic(italic);
    return f;
}

QString deckCellText(const SheetCell &cell)
{
    return cell.footnote > 0 ? QStringLiteral("%1 [%2]").arg(cell.text, QString::number(cell.footnote)) : cell.text;
}

double DeckTableLayout::width() const
{
    double total = 0.0;
    for (double w : widths)
        total += w;
    return total;
}

DeckTableLayout layoutDeckTable(const SheetTable &table, QSizeF area)
{
    DeckTableLayout layout;
    const int columns = int(table.headings.size());
    if (columns == 0)
        return layout;
    // As large as the rows allow (a short table reads from the back of the room), at most 20 px.
    const double lineFactor = QFontMetricsF(deckFont(100)).height() / 100.0 * 1.5;
    layout.pixels = std::clamp(area.height() / (double(table.rows.size() + 1) * lineFactor * 1.15), kTablePx, 20.0);
    const auto measure = [&](double size) {
        const QFontMetricsF regular(deckFont(size)), bold(deckFont(size, true));
        layout.widths.assign(std::size_t(columns), 0.0);
        for (int c = 0; c < columns; ++c)
            layout.widths[std::size_t(c)] = bold.horizontalAdvance(table.headings.at(c)) + size;
        for (const auto &row : table.rows)
            for (int c = 0; c < columns && c < int(row.size()); ++c)
                layout.widths[std::size_t(c)] = std::max(layout.widths[std::size_t(c)], regular.horizontalAdvance(deckCellText(row[std::size_t(c)])) + size);
    };
    measure(layout.pixels);
    // Too wide: smaller type, down to 12 px (read from the back of the room)...
    if (layout.width() > area.width()) {
        layout.pixels = std::max(12.0, layout.pixels * area.width() / layout.width());
        measure(layout.pixels);
    }
    // ... then what still does not fit wraps: the narrow columns keep their width, the wide ones share the rest
    // equally (never narrower than their longest word).
    if (const double total = layout.width(); total > area.width()) {
        std::vector<double> longestWord(static_cast<std::size_t>(columns), 0.0);
        const QFontMetricsF bold(deckFont(layout.pixels, true));
        for (int c = 0; c < columns; ++c) {
            for (const QString &word : table.headings.at(c).split(u' ', Qt::SkipEmptyParts))
                longestWord[std::size_t(c)] = std::max(longestWord[std::size_t(c)], bold.horizontalAdvance(word) + layout.pixels);
            for (const auto &row : table.rows)
                if (c < int(row.size()))
                    for (const QString &word : deckCellText(row[std::size_t(c)]).split(u' ', Qt::SkipEmptyParts))
                        longestWord[std::size_t(c)] = std::max(longestWord[std::size_t(c)], bold.horizontalAdvance(word) + layout.pixels);
        }
        std::vector<int> order(static_cast<std::size_t>(columns));
        for (int c = 0; c < columns; ++c)
            order[std::size_t(c)] = c;
        std::sort(order.begin(), order.end(), [&](int a, int b) { return layout.widths[std::size_t(a)] < layout.widths[std::size_t(b)]; });
        double budget = area.width();
        int left = columns;
        for (int c : order) {
            const double share = budget / left;
            double &w = layout.widths[std::size_t(c)];
            w = std::min(w, std::max(share, longestWord[std::size_t(c)]));
            budget -= w;
            --left;
        }
        // Long words can still leave it too wide: then every column gives up its part.
        if (const double wrapped = layout.width(); wrapped > area.width())
            for (double &w : layout.widths)
                w *= area.width() / wrapped;
    }
    const double fontHeight = QFontMetricsF(deckFont(layout.pixels)).height();
    layout.lineHeight = fontHeight * 1.5;
    double y = 0.0;
    for (int r = -1; r < int(table.rows.size()); ++r) {
        const std::vector<SheetCell> *cells = r < 0 ? nullptr : &table.rows[std::size_t(r)];
        const bool highlight = r >= 0 && std::size_t(r) < table.rowHighlight.size() && table.rowHighlight[std::size_t(r)];
        double height = layout.lineHeight;
        for (int c = 0; c < columns; ++c) {
            const SheetCell cell = tableCell(table, cells, c);
            const double w = layout.widths[std::size_t(c)] - layout.pixels * 0.8;
            height = std::max(height, wrappedHeight(deckCellText(cell), cellFont(layout, cell, r < 0, highlight, c), w) + layout.lineHeight - fontHeight);
        }
        if (y + height > area.height())
            break;
        layout.heights.push_back(height);
        y += height;
        if (r >= 0)
            ++layout.rowsShown;
    }
    if (layout.heights.empty()) // not even the heading fits: it is drawn anyway, the rows are counted as missing
        layout.heights.push_back(layout.lineHeight);
    return layout;
}

QSizeF deckSlideSize(DeckAspect aspect)
{
    return aspect == DeckAspect::Wide ? QSizeF(1280, 720) : QSizeF(960, 720);
}

ChartStyle deckChartStyle(QSizeF size, ChartTheme theme)
{
    ChartStyle style = ChartStyle::forDock(theme, size);
    style.onPaper = true;
    style.fontScale = std::clamp(std::min(size.width() / 1100.0, size.height() / 420.0) * 1.05, 0.75, 1.2);
    return style;
}

DeckSlideLayout layoutDeckSlide(const Deck &deck, int index, DeckAspect aspect)
{
    DeckSlideLayout layout;
    if (index < 0 || std::size_t(index) >= deck.slides.size())
        return layout;
    const DeckSlide &slide = deck.slides[std::size_t(index)];
    const QSizeF size = deckSlideSize(aspect);
    const double width = size.width() - 2 * kMargin;
    double y = kMargin * 0.8;
    // The title wraps; nothing is clipped.
    layout.titleNeeded = wrappedHeight(slide.title, deckFont(kTitlePx, true), width);
    layout.title = QRectF(kMargin, y, width, layout.titleNeeded);
    y += layout.titleNeeded + 8.0;
    const double headlineHeight = wrappedHeight(slide.headline, deckFont(kHeadlinePx), width);
    layout.headline = QRectF(kMargin, y, width, headlineHeight);
    y += headlineHeight + 14.0;

    // The footer: the sources (at most four whole lines) above the line of title, date and slide number.
    const double footerTop = size.height() - kMargin * 0.7;
    layout.footer = QRectF(kMargin, footerTop, width, size.height() - footerTop);
    const QFont small = deckFont(kSmallPx);
    const double sourcesHeight = std::min(wrappedHeight(slide.sources.join(QStringLiteral("  ·  ")), small, width),
                                          4.0 * QFontMetricsF(small).lineSpacing());
    const double bodyBottom = footerTop - sourcesHeight - (sourcesHeight > 0 ? 10.0 : 0.0);
    if (sourcesHeight > 0)
        layout.sources = QRectF(kMargin, bodyBottom + 4, width, sourcesHeight);

    // The points, then the chart or the table in what is left.
    const bool hasBody = slide.chart || slide.table;
    layout.pointPixels = hasBody ? kLinePx * 0.9 : kLinePx * 1.15;
    for (const QString &line : slide.lines) {
        if (y > bodyBottom - 20)
            break;
        const double h = std::min(wrappedHeight(line, deckFont(layout.pointPixels), width - 18), bodyBottom - y);
        layout.points.push_back(QRectF(kMargin + 18, y, width - 18, h));
        y += h + 6.0;
    }
    // A table always keeps room for the note about rows it cannot show.
    layout.body = QRectF(kMargin, y + 4, width, std::max(0.0, bodyBottom - y - 4 - (slide.table ? 20.0 : 0.0)));
    layout.noteText = slide.tableNote;
    if (slide.table && !slide.chart) {
        layout.table = layoutDeckTable(*slide.table, layout.body.size());
        // Rows the slide has no room for are counted in the note, never dropped silently.
        const int missing = int(slide.table->rows.size()) - layout.table->rowsShown;
        if (missing > 0)
            layout.noteText = QStringLiteral("… %1 more row%2 than the slide has room for; the full data is in the file.")
                                  .arg(missing)
                                  .arg(missing == 1 ? QString() : QStringLiteral("s"));
    }
    if (!layout.noteText.isEmpty())
        layout.note = QRectF(kMargin, layout.body.bottom() + 2, width, 20);
    return layout;
}

DeckSlideLayout paintDeckSlide(QPainter *painter, const QRectF &target, const Deck &deck, int index, DeckAspect aspect, ChartTheme theme)
{
    const DeckSlideLayout layout = layoutDeckSlide(deck, index, aspect);
    if (index < 0 || std::size_t(index) >= deck.slides.size())
        return layout;
    const DeckSlide &slide = deck.slides[std::size_t(index)];
    const QSizeF size = deckSlideSize(aspect);
    ChartStyle style;
    style.theme = theme;
    painter->save();
    painter->translate(target.topLeft());
    painter->scale(target.width() / size.width(), target.height() / size.height());
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    painter->fillRect(QRectF(QPointF(0, 0), size), style.background());

    drawWrapped(painter, layout.title, slide.title, deckFont(kTitlePx, true), style.foreground());
    drawWrapped(painter, layout.headline, slide.headline, deckFont(kHeadlinePx), style.foreground());
    const QFont small = deckFont(kSmallPx);
    if (!layout.sources.isEmpty()) {
        painter->save();
        painter->setClipRect(layout.sources.adjusted(0, 0, 0, 2));
        drawWrapped(painter, layout.sources, slide.sources.join(QStringLiteral("  ·  ")), small, style.muted());
        painter->restore();
    }
    const double footerTop = layout.footer.top();
    const double width = layout.footer.width();
    painter->setPen(QPen(style.grid(), 1.0));
    painter->drawLine(QPointF(kMargin, footerTop + 4), QPointF(size.width() - kMargin, footerTop + 4));
    painter->setFont(small);
    painter->setPen(style.muted());
    const QString left = deck.date.isEmpty() ? deck.title : QStringLiteral("%1 · %2").arg(deck.title, deck.date);
    painter->drawText(QRectF(kMargin, footerTop + 8, width * 0.8, 20), Qt::AlignLeft | Qt::AlignTop,
                      QFontMetricsF(small).elidedText(left, Qt::ElideRight, width * 0.8));
    painter->drawText(QRectF(kMargin, footerTop + 8, width, 20), Qt::AlignRight | Qt::AlignTop,
                      QStringLiteral("%1 / %2").arg(index + 1).arg(deck.slides.size()));

    const QFont pointFont = deckFont(layout.pointPixels);
    for (std::size_t i = 0; i < layout.points.size(); ++i) {
        const QRectF &area = layout.points[i];
        painter->save();
        painter->setClipRect(QRectF(kMargin, area.top(), width, area.height()));
        drawWrapped(painter, area, slide.lines.at(qsizetype(i)), pointFont, style.foreground());
        painter->setPen(Qt::NoPen);
        painter->setBrush(style.muted());
        painter->drawEllipse(QPointF(kMargin + 5, area.top() + QFontMetricsF(pointFont).height() * 0.5), 3.0, 3.0);
        painter->restore();
    }
    if (slide.chart) {
        std::unique_ptr<QChart> chart(createChart(*slide.chart, deckChartStyle(layout.body.size(), theme)));
        renderChart(chart.get(), painter, layout.body, layout.body.size().toSize());
    }
    if (layout.table)
        drawTable(painter, layout.body, *slide.table, *layout.table, style);
    if (!layout.noteText.isEmpty())
        drawWrapped(painter, layout.note, layout.noteText, deckFont(kSmallPx, false, true), style.muted());
    painter->restore();
    return layout;
}

bool writeDeckPdf(const Deck &deck, QIODevice *device, DeckAspect aspect, const QString &author)
{
    QPdfWriter writer(device);
    writer.setResolution(1200);
    const QSizeF inches = aspect == DeckAspect::Wide ? QSizeF(10.0, 5.625) : QSizeF(10.0, 7.5);
    writer.setPageSize(QPageSize(inches, QPageSize::Inch, QStringLiteral("Slide"), QPageSize::ExactMatch));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setTitle(deck.title);
    writer.setCreator(QStringLiteral("Verdict %1").arg(QStringLiteral(VERDICT_VERSION)));
    writer.setDocumentXmpMetadata(pdfXmp(deck.title, author, deck.slides.empty() ? QString() : deck.slides.front().headline));
    QPainter painter;
    if (!painter.begin(&writer))
        return false;
    for (std::size_t i = 0; i < deck.slides.size(); ++i) {
        if (i > 0 && !writer.newPage())
            return false;
        paintDeckSlide(&painter, QRectF(0, 0, writer.width(), writer.height()), deck, int(i), aspect);
    }
    return painter.end();
}

bool exportDeckPdf(const Deck &deck, const QString &fileName, DeckAspect aspect, QString *error, const QString &author)
{
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!writeDeckPdf(deck, &buffer, aspect, author)) {
        if (error)
            *error = QStringLiteral("could not draw the PDF");
        return false;
    }
    return writeFileAtomically(fileName, buffer.data(), error);
}

} // namespace verdict
