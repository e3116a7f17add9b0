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

namespace {

constexpr double kMargin = 56.0;
constexpr double kTitlePx = 38.0, kHeadlinePx = 24.0, kLinePx = 17.0, kTablePx = 15.0, kSmallPx = 12.0;

QFont slideFont(double pixels, bool bold = false, bool italic = false)
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

// Draws wrapped plain text from the top of `area`; returns its height.
double drawWrapped(QPainter *p, const QRectF &area, const QString &text, const QFont &font, const QColor &color,
                   int flags = Qt::AlignLeft | Qt::AlignTop)
{
    if (text.isEmpty())
        return 0.0;
    p->setFont(font);
    p->setPen(color);
    const QRectF needed = p->boundingRect(area, flags | Qt::TextWordWrap, text);
    p->drawText(QRectF(area.left(), area.top(), area.width(), needed.height()), flags | Qt::TextWordWrap, text);
    return needed.height();
}

double wrappedHeight(QPainter *p, const QRectF &area, const QString &text, const QFont &font)
{
    if (text.isEmpty())
        return 0.0;
    p->setFont(font);
    return p->boundingRect(area, Qt::AlignLeft | Qt::TextWordWrap, text).height();
}

// A cell as drawn: its text and its footnote's number ("$0.82 [11]"), which the slide's sources list.
QString cellText(const SheetCell &cell)
{
    return cell.footnote > 0 ? QStringLiteral("%1 [%2]").arg(cell.text, QString::number(cell.footnote)) : cell.text;
}

// A table laid out to the area's width: columns by their widest text, shrunk together when too wide. Returns
// how many of its rows fit (the caller says how many more there are).
int drawTable(QPainter *p, const QRectF &area, const SheetTable &table, const ChartStyle &style)
{
    const int columns = int(table.headings.size());
    if (columns == 0)
        return 0;
    // As large as the rows allow (a short table reads from the back of the room), at most 20 px.
    const double lineFactor = QFontMetricsF(slideFont(100)).height() / 100.0 * 1.5;
    double px = std::clamp(area.height() / (double(table.rows.size() + 1) * lineFactor * 1.15), kTablePx, 20.0);
    std::vector<double> widths;
    const auto measure = [&](double size) {
        const QFontMetricsF regular(slideFont(size)), bold(slideFont(size, true));
        widths.assign(std::size_t(columns), 0.0);
        for (int c = 0; c < columns; ++c)
            widths[std::size_t(c)] = bold.horizontalAdvance(table.headings.at(c)) + size;
        for (const auto &row : table.rows)
            for (int c = 0; c < columns && c < int(row.size()); ++c)
                widths[std::size_t(c)] = std::max(widths[std::size_t(c)], regular.horizontalAdvance(cellText(row[std::size_t(c)])) + size);
    };
    measure(px);
    double total = 0.0;
    for (double w : widths)
        total += w;
    if (total > area.width()) {
        px = std::max(9.0, px * area.width() / total);
        measure(px);
        total = 0.0;
        for (double w : widths)
            total += w;
    }
    // What still does not fit is shared out: every column gets its part and wraps inside it.
    if (total > area.width())
        for (double &w : widths)
            w *= area.width() / total;
    const double rowHeight = QFontMetricsF(slideFont(px)).height() * 1.5;
    double y = area.top();
    const auto drawRow = [&](const std::vector<SheetCell> &cells, bool heading, bool highlight) {
        double x = area.left();
        double height = rowHeight;
        for (int c = 0; c < columns; ++c) {
            const SheetCell cell = heading ? SheetCell{table.headings.at(c), true} : (c < int(cells.size()) ? cells[std::size_t(c)] : SheetCell{});
            const QFont font = slideFont(px, cell.strong || heading || (highlight && c == 0), cell.assumption);
            p->setFont(font);
            const QRectF box(x + px * 0.4, y, widths[std::size_t(c)] - px * 0.8, rowHeight * 3);
            const bool numeric = std::size_t(c) < table.numeric.size() && table.numeric[std::size_t(c)];
            const int align = (numeric ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop | Qt::TextWordWrap;
            height = std::max(height, p->boundingRect(box, align, cellText(cell)).height() + rowHeight - QFontMetricsF(font).height());
            x += widths[std::size_t(c)];
        }
        if (y + height > area.bottom())
            return false;
        if (highlight) {
            QColor band = style.alternativeColor(2);
            band.setAlphaF(0.10);
            p->fillRect(QRectF(area.left(), y, std::min(total, area.width()), height), band);
        }
        x = area.left();
        for (int c = 0; c < columns; ++c) {
            const SheetCell cell = heading ? SheetCell{table.headings.at(c), true} : (c < int(cells.size()) ? cells[std::size_t(c)] : SheetCell{});
            p->setFont(slideFont(px, cell.strong || heading || (highlight && c == 0), cell.assumption));
            p->setPen(cell.bad ? QColor(0xB2, 0x18, 0x2B) : cell.muted ? style.muted() : style.foreground());
            const bool numeric = std::size_t(c) < table.numeric.size() && table.numeric[std::size_t(c)];
            const int align = (numeric ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop | Qt::TextWordWrap;
            const QString text = cellText(cell);
            p->drawText(QRectF(x + px * 0.4, y + rowHeight * 0.2, widths[std::size_t(c)] - px * 0.8, height), align, text);
            x += widths[std::size_t(c)];
        }
        p->setPen(QPen(style.grid(), 1.0));
        p->drawLine(QPointF(area.left(), y + height), QPointF(area.left() + std::min(total, area.width()), y + height));
        y += height;
        return true;
    };
    drawRow({}, true, false);
    int drawn = 0;
    for (std::size_t r = 0; r < table.rows.size(); ++r) {
        if (!drawRow(table.rows[r], false, r < table.rowHighlight.size() && table.rowHighlight[r]))
            break;
        ++drawn;
    }
    return drawn;
}

} // namespace

QSizeF deckSlideSize(DeckAspect aspect)
{
    return aspect == DeckAspect::Wide ? QSizeF(1280, 720) : QSizeF(960, 720);
}

ChartStyle deckChartStyle(QSizeF size, ChartTheme theme)
{
    ChartStyle style = ChartStyle::forDock(theme, size);
    style.fontScale = std::clamp(std::min(size.width() / 1100.0, size.height() / 420.0) * 1.05, 0.75, 1.2);
    return style;
}

DeckSlideLayout paintDeckSlide(QPainter *painter, const QRectF &target, const Deck &deck, int index, DeckAspect aspect, ChartTheme theme)
{
    DeckSlideLayout layout;
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

    const double width = size.width() - 2 * kMargin;
    double y = kMargin * 0.8;
    // The title wraps; nothing is clipped.
    const double titleHeight = drawWrapped(painter, QRectF(kMargin, y, width, size.height()), slide.title, slideFont(kTitlePx, true), style.foreground());
    layout.title = QRectF(kMargin, y, width, titleHeight);
    layout.titleNeeded = wrappedHeight(painter, QRectF(kMargin, y, width, size.height()), slide.title, slideFont(kTitlePx, true));
    y += titleHeight + 8.0;
    const double headlineHeight = drawWrapped(painter, QRectF(kMargin, y, width, size.height()), slide.headline, slideFont(kHeadlinePx), style.foreground());
    layout.headline = QRectF(kMargin, y, width, headlineHeight);
    y += headlineHeight + 14.0;

    // The footer: the sources above the line of title, date and slide number.
    const double footerTop = size.height() - kMargin * 0.7;
    const QString sources = slide.sources.join(QStringLiteral("  ·  "));
    const QFont small = slideFont(kSmallPx);
    // At most four whole lines of sources.
    const double sourcesHeight = std::min(wrappedHeight(painter, QRectF(kMargin, 0, width, size.height()), sources, small), 4.0 * QFontMetricsF(small).lineSpacing());
    const double bodyBottom = footerTop - sourcesHeight - (sourcesHeight > 0 ? 10.0 : 0.0);
    if (!sources.isEmpty()) {
        painter->save();
        painter->setClipRect(QRectF(kMargin, bodyBottom + 4, width, sourcesHeight + 2));
        drawWrapped(painter, QRectF(kMargin, bodyBottom + 4, width, sourcesHeight), sources, small, style.muted());
        painter->restore();
    }
    painter->setPen(QPen(style.grid(), 1.0));
    painter->drawLine(QPointF(kMargin, footerTop + 4), QPointF(size.width() - kMargin, footerTop + 4));
    painter->setFont(small);
    painter->setPen(style.muted());
    const QString left = deck.date.isEmpty() ? deck.title : QStringLiteral("%1 · %2").arg(deck.title, deck.date);
    painter->drawText(QRectF(kMargin, footerTop + 8, width * 0.8, 20), Qt::AlignLeft | Qt::AlignTop,
                      QFontMetricsF(small).elidedText(left, Qt::ElideRight, width * 0.8));
    painter->drawText(QRectF(kMargin, footerTop + 8, width, 20), Qt::AlignRight | Qt::AlignTop,
                      QStringLiteral("%1 / %2").arg(index + 1).arg(deck.slides.size()));

    // The points, then the chart or the table in what is left.
    const bool hasBody = slide.chart || slide.table;
    for (const QString &line : slide.lines) {
        if (y > bodyBottom - 20)
            break;
        const QFont font = slideFont(hasBody ? kLinePx * 0.9 : kLinePx * 1.15);
        painter->save();
        painter->setClipRect(QRectF(kMargin, y, width, bodyBottom - y));
        const double h = drawWrapped(painter, QRectF(kMargin + 18, y, width - 18, bodyBottom - y), line, font, style.foreground());
        painter->setPen(Qt::NoPen);
        painter->setBrush(style.muted());
        const double dot = QFontMetricsF(font).height() * 0.5;
        painter->drawEllipse(QPointF(kMargin + 5, y + dot), 3.0, 3.0);
        painter->restore();
        y += h + 6.0;
    }
    // A table always keeps room for the note about rows it cannot show.
    const QRectF body(kMargin, y + 4, width, std::max(0.0, bodyBottom - y - 4 - (slide.table ? 20.0 : 0.0)));
    layout.body = body;
    layout.footer = QRectF(kMargin, footerTop, width, size.height() - footerTop);
    if (slide.chart) {
        std::unique_ptr<QChart> chart(createChart(*slide.chart, deckChartStyle(body.size(), theme)));
        renderChart(chart.get(), painter, body, body.size().toSize());
    }
    QString note = slide.tableNote;
    if (slide.table && !slide.chart) {
        // Rows the slide has no room for are counted in the note, never dropped silently.
        const int drawn = drawTable(painter, body, *slide.table, style);
        const int missing = int(slide.table->rows.size()) - drawn;
        if (missing > 0)
            note = QStringLiteral("… %1 more row%2 than the slide has room for; the full data is in the file.")
                       .arg(missing)
                       .arg(missing == 1 ? QString() : QStringLiteral("s"));
    }
    if (!note.isEmpty())
        drawWrapped(painter, QRectF(kMargin, body.bottom() + 2, width, 20), note, slideFont(kSmallPx, false, true), style.muted());
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
