#include "sheetpage.h"

#include "charts/chartexport.h"
#include "display/format.h"
#include "charts/chartfactory.h"
#include "charts/labellayer.h"
#include "charts/pointslayer.h"
#include "review/assumptions.h"
#include "report/sheettable.h"
#include "evaluation/wording.h"

#include <QAbstractAxis>
#include <QAbstractTextDocumentLayout>
#include <QChart>
#include <QLineSeries>
#include <QScatterSeries>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QLocale>
#include <QPaintDevice>
#include <QPainter>
#include <QPicture>
#include <QTextDocument>

#include <algorithm>
#include <climits>
#include <cmath>
#include <memory>
#include <numeric>

namespace verdict {

SheetPaper defaultSheetPaper()
{
    switch (QLocale::system().territory()) { // where the person is, whatever numbers they chose
    case QLocale::UnitedStates:
    case QLocale::Canada:
    case QLocale::Mexico:
    case QLocale::Philippines:
    case QLocale::Chile:
    case QLocale::Colombia:
    case QLocale::Venezuela:
    case QLocale::PuertoRico:
        return SheetPaper::Letter;
    default:
        return SheetPaper::A4;
    }
}

std::optional<SheetPaper> parseSheetPaper(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == QStringLiteral("a4"))
        return SheetPaper::A4;
    if (n == QStringLiteral("letter"))
        return SheetPaper::Letter;
    return std::nullopt;
}

QString sheetPaperName(SheetPaper paper)
{
    return paper == SheetPaper::Letter ? QStringLiteral("letter") : QStringLiteral("a4");
}

QPageSize sheetPageSize(SheetPaper paper)
{
    return QPageSize(paper == SheetPaper::Letter ? QPageSize::Letter : QPageSize::A4);
}

// Up to four names, then how many more: "A, B, C, D and 186 more" (a wide matrix can drop hundreds of columns).
static QString namesBriefly(const QStringList &names)
{
    constexpr qsizetype kNamed = 4;
    if (names.size() <= kNamed + 1)
        return names.join(QStringLiteral(", "));
    return QStringLiteral("%1 and %2 more").arg(names.mid(0, kNamed).join(QStringLiteral(", "))).arg(names.size() - kNamed);
}

QString SheetFit::note(const Sheet &sheet) const
{
    if (!shortened())
        return {};
    QStringList parts;
    if (alternatives >= 0)
        parts << QStringLiteral("top %1 of %2 alternatives").arg(formatCount(alternatives), formatCount(qint64(sheet.alternatives.size())));
    if (!droppedCriteria.isEmpty())
        parts << QStringLiteral("matrix without the lightest criteria (%1)").arg(namesBriefly(droppedCriteria));
    if (termRows == 0)
        parts << QStringLiteral("no term map");
    else if (termRows >= 0)
        parts << QStringLiteral("%1 of %2 term-map rows (the term map's own page has them all)").arg(termRows).arg(sheet.termMap.size());
    if (footnotesCollapsed)
        parts << QStringLiteral("sources collapsed to one line each");
    if (assumptionGroups >= 0 || sourceLines >= 0 || rankedAssumptions >= 0)
        parts << QStringLiteral("assumptions and sources cut short");
    if (triggerLines >= 0)
        parts << QStringLiteral("%1 of %2 reopen triggers").arg(triggerLines).arg(sheet.triggers.size());
    const QString file = sheet.fileName.isEmpty() ? QStringLiteral("the project file") : sheet.fileName;
    return QStringLiteral("Shortened to fit one page: %1. The full data is in the file %2.").arg(parts.join(QStringLiteral("; ")), file);
}

QFont::Stretch sheetPageStretch()
{
    static const QFont::Stretch stretch = [] {
        const QStringList families = QFontDatabase::families();
        if (families.contains(QStringLiteral("DejaVu Sans Condensed")))
            return QFont::SemiCondensed;
        for (const QString &style : QFontDatabase::styles(QStringLiteral("DejaVu Sans")))
            if (style.contains(QStringLiteral("Condensed")))
                return QFont::SemiCondensed;
        return QFont::Unstretched;
    }();
    return stretch;
}

QFont sheetPageFont(double points, bool bold, bool italic)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    if (sheetPageStretch() != QFont::Unstretched)
        f.setStretch(sheetPageStretch());
    // No ligatures: "fi" stays two letters, so a search of the PDF for "first" finds it (a ligature glyph extracts as
    // U+FB01). Latin text needs no other shaping.
    f.setStyleStrategy(QFont::PreferNoShaping);
    f.setPointSizeF(points);
    f.setBold(bold);
    f.setItalic(italic);
    return f;
}

void warmSheetFonts(QPaintDevice *device)
{
    for (const bool bold : {false, true})
        for (const bool italic : {false, true})
            (void)QFontMetricsF(sheetPageFont(kSheetBodyPt, bold, italic), device).horizontalAdvance(QStringLiteral("0"));
}

QChart *createSheetChart(const Sheet &sheet, double fontScale, QFont::Stretch stretch)
{
    ChartStyle style;
    style.fontScale = fontScale;
    style.stretch = stretch;
    style.onPaper = true;
    QChart *chart = createTradeoffChart(sheet.tradeoff, style);
    chart->setTitle(QString()); // the sheet's heading says it
    chart->legend()->hide();    // points are labelled on the map; the matrix names them all
    LabelLayer *layer = labelLayer(chart);
    if (!layer || sheet.tradeoff.points.empty())
        return chart;
    // Re-place the labels: nothing may overlap on paper, so only the winner's label is required.
    layer->clear();
    std::vector<QScatterSeries *> scatter;
    for (QAbstractSeries *series : chart->series())
        if (auto *s = qobject_cast<QScatterSeries *>(series)) {
            scatter.push_back(s);
            const QList<QPointF> points = s->points();
            for (const QPointF &p : points)
                layer->addObstacle(p, s);
        }
    // Many points are drawn by one item, their series empty: the item knows each point's series.
    const PointsLayer *drawn = pointsLayer(chart);
    if (drawn)
        for (const PointsLayer::Point &p : drawn->points())
            layer->addObstacle(p.value, p.series);
    std::vector<const TradeoffPoint *> byRank;
    for (const TradeoffPoint &p : sheet.tradeoff.points)
        byRank.push_back(&p);
    std::stable_sort(byRank.begin(), byRank.end(), [](const TradeoffPoint *a, const TradeoffPoint *b) {
        return (a->rank > 0 ? a->rank : INT_MAX) < (b->rank > 0 ? b->rank : INT_MAX);
    });
    const int n = int(byRank.size());
    for (int i = 0; i < n && i < kTradeoffLabelLimit; ++i) {
        const TradeoffPoint &p = *byRank[std::size_t(i)];
        QScatterSeries *series = nullptr;
        for (QScatterSeries *s : scatter)
            if (s->name() != QStringLiteral("Baseline") && s->points().contains(QPointF(p.x, p.y)))
                series = s;
        if (drawn)
            for (const PointsLayer::Point &d : drawn->points())
                if (!series && d.value == QPointF(p.x, p.y))
                    series = qobject_cast<QScatterSeries *>(d.series);
        if (!series)
            continue;
        QString text = p.name;
        if (p.baseline)
            text += QStringLiteral(" (baseline)");
        if (!p.feasible)
            text += QStringLiteral(" — infeasible");
        const bool winner = i == 0 && p.feasible && p.rank > 0;
        layer->add({QPointF(p.x, p.y), series, text, style.foreground(), 100 - i, winner, winner, 15, LabelLayer::Label::Side::Auto});
    }
    for (const ReferenceLine &ref : sheet.tradeoff.lines)
        for (QAbstractSeries *series : chart->series())
            if (auto *line = qobject_cast<QLineSeries *>(series); line && line->name() == ref.label && line->count() == 2)
                layer->add({line->at(ref.vertical ? 1 : 0), line, ref.label, QColor(0xB2, 0x18, 0x2B), 99, false, false, 14,
                            LabelLayer::Label::Side::Auto});
    return chart;
}

// What the sheet's texts measure, kept for one sheet on one device: fitSheet's trial layouts and then the drawing
// measure the same texts in the same fonts and widths again and again.
class SheetMeasures
{
public:
    enum class Kind { Width, Height, Rich };
    template <typename Measure>
    double operator()(Kind kind, const QFont &font, double width, const QString &text, const Measure &measure)
    {
        Key key{kind, font, width, text};
        if (const auto known = m_known.constFind(key); known != m_known.cend())
            return *known;
        const double value = measure();
        m_known.insert(std::move(key), value);
        return value;
    }

private:
    struct Key
    {
        Kind kind;
        QFont font;
        double width;
        QString text;
        bool operator==(const Key &) const = default;
    };
    friend size_t qHash(const Key &k, size_t seed) { return qHashMulti(seed, int(k.kind), k.font, k.width, k.text); }
    QHash<Key, double> m_known;
};

namespace {

// Colours: dark ink, a muted grey for secondary text, one accent, one warning red.
const QColor kInk(0x1C, 0x22, 0x2B);
const QColor kMuted(0x5A, 0x63, 0x6E);
const QColor kRule(0xC8, 0xCE, 0xD6);
const QColor kAccent(0x1F, 0x4E, 0x8C);
const QColor kTint(0xEA, 0xF1, 0xFA);
const QColor kZebra(0xF5, 0xF6, 0xF8);
const QColor kBad(0x9E, 0x1B, 0x2A);

constexpr double kBody = kSheetBodyPt;
constexpr double kMarker = 5.5; // superscript source numbers
// The map is laid out at twice its size in points: its 16 px labels at 0.85 print at 6.8 pt.
constexpr double kChartFontScale = 0.85;

// Measures and (when `draw`) paints text in the device's own units, so what is measured is what is drawn.
class Canvas
{
public:
    // Measures against `device`; draws with `painter` when there is one (on that device), else only measures.
    // `known`, when given, keeps every measure for the next layout of the same sheet on the same device; `chart`
    // is the trade-off map to draw (sheetChartPicture).
    Canvas(QPaintDevice *device, QPainter *painter, SheetMeasures *known = nullptr, const QPicture *chart = nullptr)
        : m_painter(painter), m_device(device), m_draw(painter != nullptr), m_unit(m_device->logicalDpiY() / 72.0),
          m_known(known), m_chart(chart)
    {
    }
    bool drawing() const { return m_draw; }
    QPainter *painter() const { return m_painter; }
    double pt(double points) const { return points * m_unit; }

    QFont font(double points, bool bold = false, bool italic = false) const { return sheetPageFont(points, bold, italic); }
    double width(const QFont &f, const QString &text) const
    {
        return measured(SheetMeasures::Kind::Width, f, 0.0, text, [&] { return QFontMetricsF(f, m_device).horizontalAdvance(text); });
    }
    double lineHeight(const QFont &f) const { return QFontMetricsF(f, m_device).height(); }
    QString elided(const QFont &f, const QString &text, double w) const
    {
        return QFontMetricsF(f, m_device).elidedText(text, Qt::ElideRight, w);
    }
    // Words wider than the box break anywhere rather than spill over the next column.
    int wrapFlag(const QFont &f, double w, const QString &text) const
    {
        return longestWord(f, text) > w ? Qt::TextWrapAnywhere : Qt::TextWordWrap;
    }
    double height(const QFont &f, double w, const QString &text) const
    {
        if (text.isEmpty())
            return 0.0;
        return measured(SheetMeasures::Kind::Height, f, w, text, [&] {
            return QFontMetricsF(f, m_device).boundingRect(QRectF(0, 0, w, 1e9), wrapFlag(f, w, text), text).height();
        });
    }
    // Widest single word (a column must be at least this wide so nothing is cut mid-word).
    double longestWord(const QFont &f, const QString &text) const
    {
        double w = 0.0;
        for (const QString &word : text.split(u' ', Qt::SkipEmptyParts))
            w = std::max(w, width(f, word));
        return w;
    }
    // Draws wrapped text at (x, y) in width w; returns its height.
    double text(double x, double y, double w, const QFont &f, const QColor &c, const QString &text, int align = Qt::AlignLeft)
    {
        const double h = height(f, w, text);
        if (m_draw && h > 0) {
            m_painter->setFont(f);
            m_painter->setPen(c);
            m_painter->drawText(QRectF(x, y, w, h), align | Qt::AlignTop | wrapFlag(f, w, text), text);
        }
        return h;
    }
    // Rich text (a small HTML subset) laid out by QTextDocument against the device.
    double rich(double x, double y, double w, const QFont &f, const QString &html, bool draw = true)
    {
        if (!m_draw || !draw)
            return measured(SheetMeasures::Kind::Rich, f, w, html, [&] { return laidOut(x, y, w, f, html, false); });
        return laidOut(x, y, w, f, html, true);
    }
    void fill(const QRectF &r, const QColor &c)
    {
        if (m_draw)
            m_painter->fillRect(r, c);
    }
    // The trade-off map, recorded at its logical size `logical`, stretched over `target` as renderChart does.
    void chart(const QRectF &target, QSize logical)
    {
        if (!m_draw || !m_chart || logical.isEmpty())
            return;
        m_painter->save();
        // Qt Charts' line items paint with whatever brush the painter holds: a page's last fill colour would fill
        // every polyline (the trade-off map's equal-score lines came out as orange bands on the cheat sheet).
        m_painter->setBrush(Qt::NoBrush);
        m_painter->setPen(Qt::NoPen);
        m_painter->translate(target.topLeft());
        // A picture is played back at the device's resolution: its own units are 1/logicalDpi inch.
        m_painter->scale(target.width() / logical.width() * m_chart->logicalDpiX() / m_device->logicalDpiX(),
                         target.height() / logical.height() * m_chart->logicalDpiY() / m_device->logicalDpiY());
        m_painter->drawPicture(QPointF(0, 0), *m_chart);
        m_painter->restore();
    }
    void line(double x1, double y1, double x2, double y2, const QColor &c, double widthPt)
    {
        if (!m_draw)
            return;
        QPen pen(c);
        pen.setWidthF(pt(widthPt));
        m_painter->setPen(pen);
        m_painter->drawLine(QPointF(x1, y1), QPointF(x2, y2));
    }

private:
    // `html` laid out in width `w`, drawn at (x, y) when `draw`; its height.
    double laidOut(double x, double y, double w, const QFont &f, const QString &html, bool draw)
    {
        QTextDocument doc;
        doc.documentLayout()->setPaintDevice(m_device);
        doc.setDocumentMargin(0);
        doc.setDefaultFont(f);
        doc.setDefaultStyleSheet(QStringLiteral("body { color: %1; } .muted { color: %2; } .bad { color: %3; } .accent { color: %4; }")
                                     .arg(kInk.name(), kMuted.name(), kBad.name(), kAccent.name()));
        doc.setHtml(QStringLiteral("<body>%1</body>").arg(html));
        doc.setTextWidth(w);
        const double h = doc.size().height();
        if (draw) {
            m_painter->save();
            m_painter->translate(x, y);
            doc.drawContents(m_painter);
            m_painter->restore();
        }
        return h;
    }
    // A measure, kept in `m_known` when there is one.
    template <typename Measure>
    double measured(SheetMeasures::Kind kind, const QFont &f, double w, const QString &text, const Measure &measure) const
    {
        return m_known ? (*m_known)(kind, f, w, text, measure) : measure();
    }

    QPainter *m_painter;
    QPaintDevice *m_device;
    bool m_draw;
    double m_unit;
    SheetMeasures *m_known;
    const QPicture *m_chart;
};

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

// One table cell: text, font, colour, alignment, an optional superscript source number.
struct Cell
{
    QString text;
    QFont font;
    QColor color = kInk;
    int align = Qt::AlignLeft;
    int footnote = 0;
};

class Table
{
public:
    Table(Canvas &canvas, double left, std::vector<double> widths)
        : m_c(canvas), m_left(left), m_widths(std::move(widths)), m_gutters(m_widths.size(), 0.0)
    {
    }
    double padX() const { return m_c.pt(2.5); }
    double padY() const { return m_c.pt(0.7); }
    double width() const { return std::accumulate(m_widths.begin(), m_widths.end(), 0.0); }
    double x(std::size_t column) const
    {
        return m_left + std::accumulate(m_widths.begin(), m_widths.begin() + std::ptrdiff_t(column), 0.0);
    }
    void setGutter(std::size_t column, double w) { m_gutters[column] = w; }

    double rowHeight(const std::vector<Cell> &cells) const
    {
        double h = 0.0;
        for (std::size_t i = 0; i < cells.size() && i < m_widths.size(); ++i)
            h = std::max(h, m_c.height(cells[i].font, textWidth(i), cells[i].text));
        return h + 2 * padY();
    }
    // Draws one row at y with an optional background; returns its height.
    double row(double y, const std::vector<Cell> &cells, const QColor &background = QColor())
    {
        const double h = rowHeight(cells);
        if (background.isValid())
            m_c.fill(QRectF(m_left, y, width(), h), background);
        for (std::size_t i = 0; i < cells.size() && i < m_widths.size(); ++i) {
            const Cell &cell = cells[i];
            const double tx = x(i) + padX();
            m_c.text(tx, y + padY(), textWidth(i), cell.font, cell.color, cell.text, cell.align);
            if (cell.footnote > 0) {
                const QFont f = m_c.font(kMarker);
                m_c.text(tx + textWidth(i) + m_c.pt(1.5), y + padY() - m_c.pt(0.6), m_gutters[i], f, kMuted,
                         QString::number(cell.footnote));
            }
        }
        return h;
    }
    double rule(double y, const QColor &c = kRule, double widthPt = 0.5)
    {
        m_c.line(m_left, y, m_left + width(), y, c, widthPt);
        return 0.0;
    }

private:
    double textWidth(std::size_t i) const
    {
        return std::max(1.0, m_widths[i] - 2 * padX() - (m_gutters[i] > 0 ? m_gutters[i] + m_c.pt(1.5) : 0.0));
    }
    Canvas &m_c;
    double m_left;
    std::vector<double> m_widths;
    std::vector<double> m_gutters;
};

// The page, top-down. Every section returns the height it takes; in measuring mode nothing is drawn.
class Layout
{
public:
    Layout(Canvas &canvas, const QRectF &page, const Sheet &sheet, const SheetFit &fit)
        : c(canvas), s(sheet), f(fit)
    {
        const double m = c.pt(kSheetMarginPt);
        area = page.adjusted(m, m, -m, -m);
        // Which alternatives and criteria are shown.
        const int nAlt = int(s.alternatives.size());
        shownAlternatives = f.alternatives >= 0 ? std::min(f.alternatives, nAlt) : nAlt;
        for (std::size_t i = 0; i < s.criteria.size(); ++i)
            if (!f.droppedCriteria.contains(s.criteria[i].name))
                shownCriteria.push_back(i);
    }

    // Height of the content above the footer.
    double run(double y0)
    {
        double y = y0;
        y += header(y);
        y += recommendation(y);
        y += decision(y);
        y += matrix(y);
        y += middle(y);
        y += whatIf(y);
        y += revisit(y);
        y += termMap(y);
        y += notes(y);
        return y - y0;
    }
    double footerHeight()
    {
        double h = c.lineHeight(c.font(kBody)) + c.pt(4);
        const QString note = f.note(s);
        if (!note.isEmpty())
            h += c.height(c.font(kBody, false, true), area.width(), note) + c.pt(2);
        return h;
    }
    void footer()
    {
        const QString note = f.note(s);
        const double h = footerHeight();
        double y = area.bottom() - h;
        c.line(area.left(), y, area.right(), y, kRule, 0.5);
        y += c.pt(3);
        if (!note.isEmpty())
            y += c.text(area.left(), y, area.width(), c.font(kBody, false, true), kMuted, note) + c.pt(2); // a footnote, not an alarm
        const QFont font = c.font(kBody);
        QString left = QStringLiteral("Verdict %1").arg(QStringLiteral(VERDICT_VERSION));
        if (!s.fileName.isEmpty())
            left += QStringLiteral(" · ") + s.fileName;
        if (!f.shortened())
            left += QStringLiteral(" · the full data is in the file");
        c.text(area.left(), y, area.width(), font, kMuted, left);
        c.text(area.left(), y, area.width(), font, kMuted, QStringLiteral("Weights: %1").arg(s.profile), Qt::AlignRight);
    }

    QRectF area;
    QSize chartSize; // the trade-off map's logical size, once laid out

private:
    double heading(double y, const QString &title, double x, double w)
    {
        const QFont font = c.font(9.0, true);
        const double h = c.text(x, y, w, font, kAccent, title);
        c.line(x, y + h + c.pt(0.8), x + w, y + h + c.pt(0.8), kAccent, 0.6);
        return h + c.pt(2.5);
    }
    // A heading with a short note at its right end, on the same line when both fit (else the note is not drawn
    // and `*placed` is false, for the caller to put it elsewhere).
    double heading(double y, const QString &title, const QString &note, double x, double w, bool *placed)
    {
        const QFont font = c.font(9.0, true);
        const QFont body = c.font(kBody);
        *placed = !note.isEmpty() && c.width(font, title) + c.pt(12) + c.width(body, note) <= w;
        const double h = heading(y, title, x, w);
        if (*placed) {
            const double noteW = c.width(body, note) + c.pt(1);
            // On the title's baseline: the note's line sits at the bottom of the title's.
            c.text(x + w - noteW, y + c.lineHeight(font) - c.lineHeight(body), noteW, body, kMuted, note);
        }
        return h;
    }
    double gap(double points) const { return c.pt(points); }
    double sectionGap() const { return c.pt(4.2); }

    double header(double y)
    {
        const double y0 = y;
        const double w = area.width();
        const QFont small = c.font(kBody);
        QStringList right;
        if (!s.author.isEmpty())
            right << s.author;
        right << s.date;
        const QString meta = right.join(QStringLiteral(" · "));
        const double metaW = std::min(w * 0.4, c.width(small, meta) + c.pt(2));
        const double titleH = c.text(area.left(), y, w - metaW - c.pt(10), c.font(15.0, true), kInk, s.title);
        const double metaH = c.text(area.right() - metaW, y + c.pt(5), metaW, small, kMuted, meta, Qt::AlignRight) + c.pt(5);
        y += std::max(titleH, metaH) + gap(2);
        if (!s.scenario.isEmpty())
            y += c.text(area.left(), y, w, small, kInk, s.scenario) + gap(1.5);
        if (!s.facts.isEmpty())
            y += c.text(area.left(), y, w, small, kMuted, s.facts.join(QStringLiteral("  ·  ")));
        return y - y0 + sectionGap();
    }

    double recommendation(double y)
    {
        const double y0 = y;
        const double pad = c.pt(4);
        const double bar = c.pt(3);
        const double x = area.left() + bar + pad;
        const double w = area.width() - bar - 2 * pad;
        // Measure first (the box is painted under the text).
        const QString body; // stability has its own block
        const QFont big = c.font(11.0, true);
        double h = c.height(big, w, s.recommendation);
        if (!body.isEmpty())
            h += gap(2) + c.height(c.font(kBody), w, s.stability + QStringLiteral(" ") + s.smallestFlip);
        const QString byProfile = profileLine();
        if (!byProfile.isEmpty())
            h += gap(2) + c.rich(x, y, w, c.font(kBody), byProfile, false);
        if (!s.byGroup.isEmpty())
            h += c.height(c.font(kBody), w, s.byGroup); // the line under the profiles', as one paragraph
        const double box = h + 2 * pad;
        c.fill(QRectF(area.left(), y, area.width(), box), kTint);
        c.fill(QRectF(area.left(), y, bar, box), kAccent);
        y += pad;
        y += c.text(x, y, w, big, kInk, s.recommendation);
        if (!body.isEmpty())
            y += gap(2) + c.text(x, y, w, c.font(kBody), kInk, s.stability + QStringLiteral(" ") + s.smallestFlip);
        if (!byProfile.isEmpty())
            y += gap(2) + c.rich(x, y, w, c.font(kBody), byProfile);
        if (!s.byGroup.isEmpty())
            y += c.text(x, y, w, c.font(kBody), kInk, s.byGroup);
        y = y0 + box;
        return y - y0 + sectionGap();
    }

    // "Other profiles: Finance (TCO first) → OpenShift on-prem (flips, 7.4 pts); …"
    QString profileLine() const
    {
        const SheetTable table = profilesTable(s);
        // Profiles with the same winner share one entry: "Finance (TCO first), Compliance lead → OpenShift on-prem".
        QStringList winners, parts;
        std::vector<QStringList> names;
        for (std::size_t r = 0; r < table.rows.size(); ++r) {
            if (table.rowHighlight[r] || (r < s.profiles.size() && s.profiles[r].inCommittee))
                continue; // this sheet's own profile; the committee's are in its line
            const SheetCell &winner = table.rows[r][1];
            const QString text = winner.bad ? QStringLiteral("<b><span class=\"bad\">%1</span></b>").arg(esc(winner.text)) : esc(winner.text);
            qsizetype at = winners.indexOf(text);
            if (at < 0) {
                at = winners.size();
                winners << text;
                names.emplace_back();
            }
            names[std::size_t(at)] << esc(table.rows[r][0].text);
        }
        for (qsizetype k = 0; k < winners.size(); ++k)
            parts << QStringLiteral("%1 → %2").arg(names[std::size_t(k)].join(QStringLiteral(", ")), winners.at(k));
        QString line = parts.isEmpty() ? QString() : QStringLiteral("<b>Other profiles:</b> ") + parts.join(QStringLiteral("; ")) + u'.';
        if (!s.committeeSummary.isEmpty())
            line = QStringLiteral("<b>Committee:</b> ") + esc(s.committeeSummary) + (line.isEmpty() ? QString() : QStringLiteral(" ") + line);
        return line;
    }

    // --- decision matrix ---------------------------------------------------------------------------------
    struct MatrixColumns
    {
        std::vector<double> widths;
        std::vector<double> gutters;
        bool fits = true;
    };

    QString arrow(const SheetCriterion &c) const
    {
        return c.valued ? QStringLiteral("∿ ") : c.direction == Direction::Min ? QStringLiteral("↓ ") : QStringLiteral("↑ ");
    }

    MatrixColumns matrixColumns()
    {
        MatrixColumns m;
        const QFont body = c.font(kBody);
        const QFont bold = c.font(kBody, true);
        const QFont marker = c.font(kMarker);
        const double pad = 2 * c.pt(2.5);
        double rankW = c.width(bold, QStringLiteral("99")) + pad;
        std::vector<double> crit;
        std::vector<double> gut;
        for (std::size_t k : shownCriteria) {
            const SheetCriterion &sc = s.criteria[k];
            double w = std::max(c.longestWord(bold, sc.name + QStringLiteral(" (") + sc.unit + u')'), c.width(body, arrow(sc)));
            w = std::max(w, c.width(bold, formatPercent(sc.weight)));
            double g = 0.0;
            for (int a = 0; a < shownAlternatives; ++a) {
                const SheetValue &v = s.alternatives[std::size_t(a)].values[k];
                w = std::max(w, c.width(v.assumption ? c.font(kBody, false, true) : body, v.text));
                if (v.footnote > 0)
                    g = std::max(g, c.width(marker, QString::number(v.footnote)));
            }
            crit.push_back(std::max(w + pad + (g > 0 ? g + c.pt(1.5) : 0.0), c.pt(34)));
            gut.push_back(g);
        }
        const double scoreW = std::max(c.width(bold, QStringLiteral("Score")), c.width(body, QStringLiteral("100.0"))) + pad;
        const double pW = c.width(bold, QStringLiteral("P(first)")) + pad;
        const double fixed = rankW + std::accumulate(crit.begin(), crit.end(), 0.0) + scoreW + pW;
        double nameW = c.pt(86);
        for (int a = 0; a < shownAlternatives; ++a)
            nameW = std::max(nameW, std::min(c.pt(130), c.width(bold, s.alternatives[std::size_t(a)].name) + pad));
        double spare = area.width() - fixed - nameW;
        m.fits = spare >= 0;
        if (spare > 0 && !crit.empty()) {
            for (double &w : crit)
                w += spare / double(crit.size());
            spare = 0;
        } else if (spare > 0) {
            nameW += spare;
        }
        m.widths.push_back(rankW);
        m.widths.push_back(nameW);
        m.widths.insert(m.widths.end(), crit.begin(), crit.end());
        m.widths.push_back(scoreW);
        m.widths.push_back(pW);
        m.gutters = gut;
        return m;
    }

public:
    bool matrixFits() { return matrixColumns().fits; }

private:
    double matrix(double y)
    {
        const double y0 = y;
        y += heading(y, sheetSectionTitle(s, SheetSection::Matrix), area.left(), area.width());
        const MatrixColumns cols = matrixColumns();
        Table t(c, area.left(), cols.widths);
        for (std::size_t i = 0; i < cols.gutters.size(); ++i)
            t.setGutter(i + 2, cols.gutters[i]);
        const QFont body = c.font(kBody);
        const QFont bold = c.font(kBody, true);
        const QFont italic = c.font(kBody, false, true);
        const int right = Qt::AlignRight;

        // Header: name, direction and unit, weight.
        std::vector<Cell> h1{{QStringLiteral("#"), bold, kMuted, right}, {QStringLiteral("Alternative"), bold, kInk}};
        std::vector<Cell> h2{{QString(), body}, {QString(), body}};
        std::vector<Cell> h3{{QString(), body}, {QStringLiteral("weight"), body, kMuted}};
        for (std::size_t k : shownCriteria) {
            const SheetCriterion &sc = s.criteria[k];
            h1.push_back({sc.unit.isEmpty() ? sc.name : QStringLiteral("%1 (%2)").arg(sc.name, sc.unit), bold, kInk, right});
            h2.push_back({arrow(sc), body, kMuted, right});
            h3.push_back({sc.used ? formatPercent(sc.weight) : QStringLiteral("left out"), bold, kAccent, right});
        }
        h1.push_back({QStringLiteral("Score"), bold, kInk, right});
        h2.push_back({QStringLiteral("points"), body, kMuted, right});
        h3.push_back({QString(), body});
        h1.push_back({QStringLiteral("P(first)"), bold, kInk, right});
        h2.push_back({QString(), body, kMuted, right});
        h3.push_back({QString(), body});
        for (std::size_t i = 2; i < h2.size(); ++i)
            if (!h3[i].text.isEmpty()) {
                h2[i].text += QStringLiteral(" ") + h3[i].text;
                h2[i].font = bold;
                h2[i].color = kAccent;
            }
        h2[1] = h3[1];
        // A value tree: each top-level group over its (neighbouring) columns, with its weight of the whole.
        if (std::any_of(shownCriteria.begin(), shownCriteria.end(), [&](std::size_t k) { return !s.criteria[k].group.isEmpty(); })) {
            const QFont bandFont = c.font(kBody - 0.5, true);
            const double bandH = c.lineHeight(bandFont) + c.pt(0.4);
            for (std::size_t i = 0; i < shownCriteria.size();) {
                const SheetCriterion &first = s.criteria[shownCriteria[i]];
                std::size_t j = i;
                while (j + 1 < shownCriteria.size() && s.criteria[shownCriteria[j + 1]].group == first.group)
                    ++j;
                if (!first.group.isEmpty()) {
                    const double x0 = t.x(i + 2) + c.pt(1), x1 = t.x(j + 3) - c.pt(1);
                    c.fill(QRectF(x0, y, x1 - x0, bandH - c.pt(0.4)), kZebra);
                    // The name and its weight; where the columns are too narrow, the weight goes first, then the
                    // name is shortened (the weights row under it still gives each criterion's).
                    const double room = x1 - x0 - 2 * t.padX();
                    QString label = QStringLiteral("%1 · %2").arg(first.group, formatPercent(first.groupWeight));
                    if (c.width(bandFont, label) > room)
                        label = c.elided(bandFont, first.group, room);
                    c.text(x0 + t.padX(), y, room, bandFont, kMuted, label);
                }
                i = j + 1;
            }
            y += bandH;
        }
        y += t.row(y, h1);
        y += t.row(y, h2) - t.padY();
        t.rule(y, kInk, 0.7);

        for (int a = 0; a < shownAlternatives; ++a) {
            const SheetAlternative &sa = s.alternatives[std::size_t(a)];
            const bool winner = a == 0 && sa.ranked && sa.feasible;
            const QColor ink = sa.feasible && sa.ranked ? kInk : kMuted;
            std::vector<Cell> r;
            r.push_back({sa.ranked ? QString::number(sa.rank) : QStringLiteral("–"), bold, ink, right});
            r.push_back({sa.name + (sa.baseline ? QStringLiteral(" (baseline)") : QString()), winner ? bold : body, ink});
            for (std::size_t k : shownCriteria) {
                const SheetValue &v = sa.values[k];
                r.push_back({v.text, v.assumption ? italic : body, ink, right, v.footnote});
            }
            r.push_back({sa.ranked ? formatScore(sa.score) : QStringLiteral("–"), winner ? bold : body, ink, right});
            r.push_back({sa.pFirst ? formatPercent(*sa.pFirst) : QStringLiteral("–"), body, ink, right});
            const QColor bg = winner ? kTint : (a % 2 == 1 ? kZebra : QColor());
            QStringList sub;
            if (!sa.violations.isEmpty())
                sub << QStringLiteral("✗ misses: ") + sa.violations.join(QStringLiteral("; "));
            if (!sa.missing.isEmpty())
                sub << QStringLiteral("not ranked: no value for ") + sa.missing.join(QStringLiteral(", "));
            const double rowH = t.rowHeight(r);
            const double subX = t.x(1) + t.padX();
            const double subW = t.x(cols.widths.size()) - subX - t.padX();
            const double subH = sub.isEmpty() ? 0.0 : c.height(italic, subW, sub.join(QStringLiteral(" · "))) + t.padY();
            if (bg.isValid())
                c.fill(QRectF(area.left(), y, t.width(), rowH + subH), bg);
            y += t.row(y, r);
            if (!sub.isEmpty())
                y += c.text(subX, y - t.padY(), subW, italic, kBad, sub.join(QStringLiteral(" · "))) + t.padY();
        }
        const int hidden = int(s.alternatives.size()) - shownAlternatives;
        if (hidden > 0) {
            const double noteX = t.x(1) + t.padX();
            y += c.text(noteX, y + t.padY(), t.x(cols.widths.size()) - noteX - t.padX(), italic, kMuted,
                        QStringLiteral("… and %1 more alternatives (ranked %2–%3). The full data is in the file.")
                            .arg(formatCount(hidden), formatCount(shownAlternatives + 1),
                                 formatCount(qint64(s.alternatives.size()))))
                 + 2 * t.padY();
        }
        t.rule(y, kInk, 0.7);
        y += gap(2);
        // With a value function some values are not normalised: the legend says "values" and what ∿ means.
        const bool valued = std::any_of(s.criteria.begin(), s.criteria.end(), [](const SheetCriterion &c) { return c.valued; });
        const QString score = s.method == QLatin1String("wsm") && valued ? QStringLiteral("weighted sum of values × 100")
                                                                          : scoreExplanation(s.method, s.normalization);
        QString legend = valued ? QStringLiteral("↑/↓ higher/lower is better · ∿ value function · italic: assumption · small numbers: "
                                                 "sources · Score: %1 · P(first): Monte Carlo.").arg(score)
                                : QStringLiteral("↑/↓ higher/lower is better · italic: assumption · small numbers: sources · "
                                                 "Score: %1 · P(first): Monte Carlo.").arg(score);
        if (!f.droppedCriteria.isEmpty())
            legend += QStringLiteral(" Not shown (lightest weights): %1.").arg(namesBriefly(f.droppedCriteria));
        y += c.text(area.left(), y, area.width(), body, kMuted, legend);
        return y - y0 + sectionGap();
    }

    // A shared table's (report/sheettable.h) heading row and one of its rows as cells: the words are the
    // table's, only fonts and colours are the page's.
    std::vector<Cell> headCells(const SheetTable &table, const QFont &bold) const
    {
        std::vector<Cell> head;
        for (qsizetype i = 0; i < table.headings.size(); ++i)
            head.push_back({table.headings[i], bold, kInk, table.numeric[std::size_t(i)] ? int(Qt::AlignRight) : int(Qt::AlignLeft)});
        return head;
    }
    std::vector<Cell> cells(const SheetTable &table, std::size_t row, const QFont &body, const QFont &bold,
                            const QFont &italic) const
    {
        std::vector<Cell> out;
        for (std::size_t i = 0; i < table.rows[row].size(); ++i) {
            const SheetCell &cell = table.rows[row][i];
            const QColor ink = cell.bad ? kBad : cell.muted ? kMuted : kInk;
            out.push_back({cell.text, cell.assumption ? italic : cell.strong ? bold : body, ink,
                           table.numeric[i] ? int(Qt::AlignRight) : int(Qt::AlignLeft), cell.footnote});
        }
        return out;
    }

    // --- key numbers ------------------------------------------------------------------------------------------
    double keyNumbers(double y, double x, double w)
    {
        const double y0 = y;
        if (shownAlternatives == 0)
            return 0.0;
        bool notePlaced = false; // "Savings against AWS ECS at …" beside the heading when it fits there
        y += heading(y, sheetSectionTitle(s, SheetSection::KeyNumbers), s.keyNumbersNote, x, w, &notePlaced);
        const QFont body = c.font(kBody);
        const QFont bold = c.font(kBody, true);
        const QFont italic = c.font(kBody, false, true);
        const QFont marker = c.font(kMarker);
        const SheetTable table = keyNumbersTable(s);
        // The price's footnote markers sit in a gutter of their own.
        double gutter = 0.0;
        for (int a = 0; a < shownAlternatives; ++a)
            if (table.rows[std::size_t(a)][1].footnote > 0)
                gutter = std::max(gutter, c.width(marker, QString::number(table.rows[std::size_t(a)][1].footnote)));
        // Each number column as wide as its widest cell or heading word (headings wrap between words, never
        // inside one); the name column takes the rest, and the number columns shrink evenly when that is too little.
        const double pad = 2 * c.pt(2.5) + c.pt(0.5); // Table's padding on both sides, and a hair
        std::vector<double> widths(std::size_t(table.headings.size()), 0.0);
        double numbers = 0.0;
        for (std::size_t i = 1; i < widths.size(); ++i) {
            double natural = c.longestWord(bold, table.headings[qsizetype(i)]);
            for (int a = 0; a < shownAlternatives; ++a)
                natural = std::max(natural, c.width(body, table.rows[std::size_t(a)][i].text));
            widths[i] = natural + pad + (i == 1 && gutter > 0 ? gutter + c.pt(1.5) : 0.0);
            numbers += widths[i];
        }
        const double nameW = std::max(w * 0.2, w - numbers);
        if (numbers + nameW > w)
            for (std::size_t i = 1; i < widths.size(); ++i)
                widths[i] *= (w - nameW) / numbers;
        widths[0] = w - std::accumulate(widths.begin() + 1, widths.end(), 0.0);
        Table t(c, x, widths);
        t.setGutter(1, gutter);
        y += t.row(y, headCells(table, bold));
        t.rule(y, kInk, 0.7);
        for (int a = 0; a < shownAlternatives; ++a)
            y += t.row(y, cells(table, std::size_t(a), body, bold, italic),
                       table.rowHighlight[std::size_t(a)] ? kTint : (a % 2 == 1 ? kZebra : QColor()));
        t.rule(y, kInk, 0.7);
        if (!notePlaced && !s.keyNumbersNote.isEmpty()) {
            y += gap(2);
            y += c.text(x, y, w, body, kMuted, s.keyNumbersNote);
        }
        return y - y0;
    }

    // --- chart | stability, Monte Carlo, key numbers -------------------------------------------------------
    double middle(double y)
    {
        const double colGap = c.pt(12);
        const double leftW = (area.width() - colGap) * 0.44;
        const double rightW = area.width() - colGap - leftW;
        const double rightX = area.left() + leftW + colGap;

        double right = heading(y, sheetSectionTitle(s, SheetSection::Stability), rightX, rightW);
        right += stability(y + right, rightX, rightW);
        right += gap(4);
        right += keyNumbers(y + right, rightX, rightW);

        double left = heading(y, sheetSectionTitle(s, SheetSection::Tradeoff), area.left(), leftW);
        QStringList caption;
        bool infeasible = false;
        for (const TradeoffPoint &p : s.tradeoff.points)
            infeasible = infeasible || !p.feasible;
        if (!s.tradeoff.frontier.empty())
            caption << QStringLiteral("grey: Pareto");
        if (!s.tradeoff.isoLines.empty())
            caption << QStringLiteral("dashed: equal score");
        if (infeasible)
            caption << QStringLiteral("pale: infeasible");
        if (!s.tradeoff.lines.empty())
            caption << QStringLiteral("red: limits");
        if (!caption.isEmpty())
            left += c.text(area.left(), y + left, leftW, c.font(kBody), kMuted, caption.join(QStringLiteral(" · "))) + gap(1);
        left += legend(area.left(), y + left, leftW);
        // The map takes the height the right column needs (at least 150 pt).
        const double chartH = std::max(c.pt(140), right - left);
        chartSize = chartLogicalSize(leftW, chartH);
        c.chart(QRectF(area.left(), y + left, leftW, chartH), chartSize);
        left += chartH;
        return std::max(left, right) + sectionGap();
    }

    // A one-line key of the map's markers (colour and fill as the chart draws them), for up to eight points.
    double legend(double x, double y, double w)
    {
        if (s.tradeoff.points.empty() || s.tradeoff.points.size() > 8)
            return 0.0;
        const QFont body = c.font(kBody);
        const double dot = c.pt(5);
        const double lineH = c.lineHeight(body);
        const ChartStyle style;
        double cx = x;
        double cy = y;
        for (const TradeoffPoint &p : s.tradeoff.points) {
            const double tw = c.width(body, p.name);
            if (cx > x && cx + dot + c.pt(2) + tw > x + w) {
                cx = x;
                cy += lineH;
            }
            if (c.drawing()) {
                QPainter *painter = c.painter();
                const QColor color = style.alternativeColor(p.alternative);
                painter->setPen(QPen(color, c.pt(1.2)));
                painter->setBrush(p.feasible ? QBrush(color) : QBrush(Qt::white));
                painter->drawEllipse(QRectF(cx + c.pt(0.6), cy + (lineH - dot) / 2, dot - c.pt(1.2), dot - c.pt(1.2)));
            }
            c.text(cx + dot + c.pt(2), cy, tw + c.pt(1), body, p.feasible ? kInk : kMuted, p.name);
            cx += dot + c.pt(2) + tw + c.pt(8);
        }
        return cy + lineH - y + gap(1);
    }

    // The chart is laid out at twice its size in points, so its 16 px labels print at 8 pt.
    QSize chartLogicalSize(double w, double h) const
    {
        return QSize(int(std::lround(2.0 * w / c.pt(1))), int(std::lround(2.0 * h / c.pt(1))));
    }

    double stability(double y, double x, double w)
    {
        const double y0 = y;
        const QFont body = c.font(kBody);
        const QFont bold = c.font(kBody, true);
        const SheetTable table = intervalsTable(s);
        std::vector<std::size_t> bounded; // the criteria whose weight can take any value go in one sentence
        int left = 0;                     // and those the matrix leaves out are left out here too
        for (std::size_t r = 0; r < table.rows.size(); ++r) {
            if (table.rowOptional[r])
                continue;
            if (f.droppedCriteria.contains(table.rows[r][0].text))
                ++left;
            else
                bounded.push_back(r);
        }
        if (!bounded.empty()) {
            const double wName = w * 0.28, wWeight = w * 0.11, wHolds = w * 0.2;
            Table t(c, x, {wName, wWeight, wHolds, w - wName - wWeight - wHolds});
            y += t.row(y, headCells(table, bold));
            t.rule(y, kInk, 0.7);
            for (std::size_t i = 0; i < bounded.size(); ++i)
                y += t.row(y, cells(table, bounded[i], body, bold, body), i % 2 == 1 ? kZebra : QColor());
            t.rule(y, kInk, 0.7);
            y += gap(2);
        }
        if (left > 0)
            y += c.text(x, y, w, body, kMuted,
                        left == 1 ? QStringLiteral("1 more criterion, not shown in the matrix either: in the file.")
                                  : QStringLiteral("%1 more criteria, not shown in the matrix either: in the file.").arg(formatCount(left)))
                 + gap(2);
        if (!s.smallestFlip.isEmpty())
            y += c.text(x, y, w, bold, kInk, s.smallestFlip) + gap(2);
        if (const QString any = anyWeightSentence(s); !any.isEmpty())
            y += c.text(x, y, w, body, kInk, any) + gap(2);
        if (!s.monteCarlo.isEmpty())
            y += c.text(x, y, w, body, kInk, s.monteCarlo) + gap(2);
        for (const QString &n : s.notes)
            y += c.text(x, y, w, body, kMuted, n) + gap(1);
        return y - y0;
    }

    // --- what it would take ----------------------------------------------------------------------------------
    double whatIf(double y)
    {
        if (s.whatIf.isEmpty() && s.analysesNote.isEmpty())
            return 0.0;
        const double y0 = y;
        const QFont body = c.font(kBody);
        y += heading(y, sheetSectionTitle(s, SheetSection::WhatIf), area.left(), area.width());
        for (const QString &line : s.whatIfShort) {
            const qsizetype colon = line.indexOf(QStringLiteral(": "));
            const QString html = colon > 0 ? QStringLiteral("<b>%1</b>%2").arg(esc(line.left(colon)), esc(line.mid(colon))) : esc(line);
            y += c.rich(area.left(), y, area.width(), body, html) + gap(0.6);
        }
        if (!s.analysesNote.isEmpty())
            y += c.text(area.left(), y, area.width(), body, kMuted, s.analysesNote);
        return y - y0 + sectionGap();
    }

    // --- the recorded decision ----------------------------------------------------------------------------------
    // Under the recommendation, with a bar: what was decided, whether it stands (red when it should be reopened), why.
    double decision(double y)
    {
        const QStringList lines = decisionLines(s);
        if (lines.isEmpty())
            return 0.0;
        const double bar = c.pt(3), pad = c.pt(4);
        const double x = area.left() + bar + pad, w = area.width() - bar - pad;
        const QString html = QStringLiteral("<b>%1</b> %2").arg(esc(lines.front()), esc(lines.mid(1).join(u' ')));
        const double h = c.rich(x, y, w, c.font(kBody), html, false);
        c.fill(QRectF(area.left(), y, bar, h), s.decisionReopen ? kBad : kMuted);
        c.rich(x, y, w, c.font(kBody), html);
        return h + sectionGap();
    }

    // When we revisit this: the review date, and one line per reopen trigger with its number now.
    double revisit(double y)
    {
        if (s.decision.isEmpty())
            return 0.0;
        const double y0 = y;
        const QFont body = c.font(kBody);
        y += heading(y, sheetSectionTitle(s, SheetSection::Revisit), area.left(), area.width());
        y += c.text(area.left(), y, area.width(), body, kInk, revisitLead(s)) + gap(0.6);
        const int shown = f.triggerLines >= 0 ? std::min<int>(f.triggerLines, int(s.triggers.size())) : int(s.triggers.size());
        for (int i = 0; i < shown; ++i) {
            const SheetTrigger &t = s.triggers[std::size_t(i)];
            const QString state = t.fired ? QStringLiteral("<span style=\"color:%1\"><b>fired</b></span>").arg(kBad.name())
                                          : QStringLiteral("%1 from firing").arg(esc(t.distance));
            QString html = QStringLiteral("<b>%1</b> — now %2, %3").arg(esc(t.condition), esc(t.now), state);
            if (!t.why.isEmpty())
                html += QStringLiteral(": %1").arg(esc(t.why));
            y += c.rich(area.left(), y, area.width(), body, html) + gap(0.6);
        }
        return y - y0 + sectionGap();
    }

    // --- term map ------------------------------------------------------------------------------------------
    double termMap(double y)
    {
        if (s.termMap.empty() || s.termAlternatives.isEmpty() || f.termRows == 0)
            return 0.0; // none, or no room: the note says the term map is left out
        const double y0 = y;
        y += heading(y, sheetSectionTitle(s, SheetSection::TermMap), area.left(), area.width());
        const QFont body = c.font(kBody);
        const QFont bold = c.font(kBody, true);
        const SheetTable table = termMapTable(s);
        const double conceptW = c.pt(92);
        const qsizetype n = s.termAlternatives.size();
        std::vector<double> widths{conceptW};
        for (qsizetype i = 0; i < n; ++i)
            widths.push_back((area.width() - conceptW) / double(n));
        Table t(c, area.left(), widths);
        y += t.row(y, headCells(table, bold));
        t.rule(y, kInk, 0.7);
        const int rows = f.termRows >= 0 ? std::min(f.termRows, int(table.rows.size())) : int(table.rows.size());
        for (int i = 0; i < rows; ++i)
            y += t.row(y, cells(table, std::size_t(i), body, bold, body), i % 2 == 1 ? kZebra : QColor());
        if (rows < int(table.rows.size()))
            y += t.row(y, {{QString(), body}, {moreRowsNote(int(table.rows.size()) - rows), c.font(kBody, false, true), kMuted}});
        t.rule(y, kInk, 0.7);
        return y - y0 + sectionGap();
    }

    // --- assumptions | sources -----------------------------------------------------------------------------
    double notes(double y)
    {
        const double y0 = y;
        const double w = area.width();
        const QFont body = c.font(kBody);

        y += heading(y, sheetSectionTitle(s, SheetSection::Assumptions), area.left(), w);
        if (!s.assumptionsHeadline.isEmpty())
            y += c.text(area.left(), y, w, c.font(kBody, true), kInk, s.assumptionsHeadline) + gap(1);
        const int allRanked = std::min<int>(int(s.rankedAssumptions.size()), kSheetRankedLines);
        const int ranked = f.rankedAssumptions >= 0 ? std::min(f.rankedAssumptions, allRanked) : allRanked;
        for (int i = 0; i < ranked; ++i) {
            const SheetRankedAssumption &a = s.rankedAssumptions[std::size_t(i)];
            y += c.rich(area.left(), y, w, body,
                        QStringLiteral("%1. <b>%2</b> <i>%3</i>%4: %5 → %6 · %7 <b>%8</b> over %9%10")
                            .arg(i + 1)
                            .arg(esc(a.what), esc(a.value), a.stated ? QString() : esc(QStringLiteral(" (no source)")), esc(a.flip),
                                 esc(a.then), changeProbabilityName(a.noWinner),
                                 esc(formatPercent(a.pChange)), esc(a.range), a.assumedRange ? QStringLiteral(" (±20 %)") : QString())) + gap(0.4);
        }
        const int groups = f.assumptionGroups >= 0 ? std::min(f.assumptionGroups, int(s.assumptions.size())) : int(s.assumptions.size());
        // One line for what is not listed: ranked numbers beyond the page's, the others when their groups are cut.
        QStringList more;
        if (ranked < int(s.rankedAssumptions.size()))
            more << QStringLiteral("%1 more change the winner further out").arg(int(s.rankedAssumptions.size()) - ranked);
        if (!s.rankedAssumptions.empty() && groups == 0 && !s.assumptions.empty()) {
            int others = 0;
            for (const SheetAssumptionGroup &g : s.assumptions)
                others += int(g.items.size());
            more << QStringLiteral("no change within ±100 % of the other %1 changes it").arg(others);
        }
        if (!more.isEmpty())
            y += c.text(area.left(), y, w, c.font(kBody, false, true), kMuted,
                        QStringLiteral("… %1; Verdict's Assumptions dock lists them all.").arg(more.join(QStringLiteral("; ")))) + gap(0.6);
        else if (!s.rankedAssumptions.empty() && !s.assumptions.empty())
            y += c.text(area.left(), y, w, body, kMuted, QStringLiteral("No change within ±100 % of the others changes the winner:")) + gap(0.6);
        for (int g = 0; g < groups; ++g) {
            const SheetAssumptionGroup &group = s.assumptions[std::size_t(g)];
            QStringList items;
            for (const SheetAssumption &a : group.items) {
                QString item = QStringLiteral("%1 <i>%2</i>").arg(esc(a.what), esc(a.value));
                if (!a.note.isEmpty())
                    item += QStringLiteral(" <span class=\"muted\">(%1)</span>").arg(esc(a.note));
                items << item;
            }
            y += c.rich(area.left(), y, w, body, QStringLiteral("<b>%1:</b> %2").arg(esc(group.owner), items.join(QStringLiteral("; ")))) + gap(0.6);
        }
        if (groups < int(s.assumptions.size()) && !(groups == 0 && !s.rankedAssumptions.empty()))
            y += c.text(area.left(), y, w, c.font(kBody, false, true), kMuted,
                        QStringLiteral("… %1 more groups; the full data is in the file.").arg(formatCount(std::int64_t(s.assumptions.size()) - groups)));
        // Said only when true: numbers without any source are not listed here, and ranked ones are above.
        if (s.assumptions.empty() && s.rankedAssumptions.empty())
            y += c.text(area.left(), y, w, body, kMuted,
                        s.unsourcedCount == 0 ? QStringLiteral("None: every number has a source.")
                                              : QStringLiteral("None marked as an assumption; %1 numbers have no source.").arg(formatCount(s.unsourcedCount)));
        y += sectionGap();

        y += heading(y, sheetSectionTitle(s, SheetSection::Sources), area.left(), w);
        QStringList lines;
        if (f.footnotesCollapsed) {
            QStringList parts;
            for (const QString &l : collapsedFootnotes(s.footnotes))
                parts << esc(l);
            if (!parts.isEmpty())
                lines << parts.join(QStringLiteral("; ")) + QStringLiteral(" (numbers as marked in the tables).");
        } else {
            for (const SheetFootnote &fn : s.footnotes)
                lines << QStringLiteral("<b>%1</b> %2 — <span class=\"muted\">%3</span>").arg(fn.number).arg(esc(fn.what), esc(fn.text));
        }
        const int shown = f.sourceLines >= 0 ? std::min(f.sourceLines, int(lines.size())) : int(lines.size());
        // Two columns, filled top-down: the first half on the left.
        const double colGap = c.pt(12);
        const double colW = (w - colGap) / 2.0;
        const int half = f.footnotesCollapsed ? shown : (shown + 1) / 2;
        double left = 0.0, right = 0.0;
        for (int i = 0; i < shown; ++i) {
            if (i < half)
                left += c.rich(area.left(), y + left, f.footnotesCollapsed ? w : colW, body, lines[i]) + gap(0.6);
            else
                right += c.rich(area.left() + colW + colGap, y + right, colW, body, lines[i]) + gap(0.6);
        }
        y += std::max(left, right);
        if (shown < lines.size())
            y += c.text(area.left(), y, w, c.font(kBody, false, true), kMuted,
                        QStringLiteral("… %1 more; the full data is in the file.").arg(lines.size() - shown));
        if (lines.isEmpty())
            y += c.text(area.left(), y, w, body, kMuted, QStringLiteral("No number carries a source."));
        return y - y0;
    }

    Canvas &c;
    const Sheet &s;
    const SheetFit &f;
    int shownAlternatives = 0;
    std::vector<std::size_t> shownCriteria;
};

constexpr double kTooWide = 1e12; // contentHeight() of a matrix wider than the page

double contentHeight(QPaintDevice *device, const QRectF &page, const Sheet &sheet, const SheetFit &fit, double *available,
                     SheetMeasures &known)
{
    Canvas canvas(device, nullptr, &known);
    Layout layout(canvas, page, sheet, fit);
    *available = layout.area.height() - layout.footerHeight() - canvas.pt(4);
    if (!layout.matrixFits())
        return kTooWide;
    return layout.run(layout.area.top());
}

// Whether the matrix's rows, at one line each, are shorter than the page's content area.
bool rowsCanFit(QPaintDevice *device, const QRectF &page, const Sheet &sheet)
{
    Canvas canvas(device, nullptr);
    const Layout layout(canvas, page, sheet, SheetFit{});
    return double(sheet.alternatives.size()) * canvas.lineHeight(canvas.font(kBody)) <= layout.area.height();
}

// fitSheet(), every text measured once for all its trial layouts (and for the drawing after them, with `known`).
SheetFit fitSheet(QPaintDevice *device, const QRectF &page, const Sheet &sheet, SheetMeasures &known)
{
    SheetFit fit;
    double available = 0.0;
    auto fits = [&](const SheetFit &f) { return contentHeight(device, page, sheet, f, &available, known) <= available; };
    // Rows that could not fit even one line each and alone on the page go first: every trial layout below would
    // otherwise measure every one of, say, 10,000 rows' cells.
    if (sheet.alternatives.size() > 6 && !rowsCanFit(device, page, sheet))
        fit.alternatives = 6;
    if (fits(fit))
        return fit;
    // 1. Footnotes collapse to one line per distinct source.
    if (!sheet.footnotes.empty()) {
        fit.footnotesCollapsed = true;
        if (fits(fit))
            return fit;
    }
    // 2. Term-map rows, the last first, down to eight.
    for (int rows = int(sheet.termMap.size()) - 1; rows >= 8; --rows) {
        fit.termRows = rows;
        if (fits(fit))
            return fit;
    }
    // 3. Matrix columns with the smallest weights — while that helps (a wider-than-page matrix always needs it).
    std::vector<std::size_t> byWeight(sheet.criteria.size());
    std::iota(byWeight.begin(), byWeight.end(), 0);
    std::stable_sort(byWeight.begin(), byWeight.end(),
                     [&](std::size_t a, std::size_t b) { return sheet.criteria[a].weight < sheet.criteria[b].weight; });
    double height = contentHeight(device, page, sheet, fit, &available, known);
    std::size_t first = 0; // the lightest columns already dropped
    if (height >= kTooWide && byWeight.size() > 2) {
        // Wider than the page: the fewest lightest columns whose dropping makes it fit (the matrix only narrows as
        // columns go), found by halving rather than one trial layout per column.
        const auto dropping = [&](std::size_t count) {
            SheetFit f = fit;
            for (std::size_t k = 0; k < count; ++k)
                f.droppedCriteria << sheet.criteria[byWeight[k]].name;
            return f;
        };
        std::size_t lo = 0, hi = byWeight.size() - 2; // dropping `hi` leaves two columns: the most the page can lose
        while (lo + 1 < hi) {
            const std::size_t mid = lo + (hi - lo) / 2;
            if (contentHeight(device, page, sheet, dropping(mid), &available, known) >= kTooWide)
                lo = mid;
            else
                hi = mid;
        }
        const SheetFit narrowed = dropping(hi);
        const double h = contentHeight(device, page, sheet, narrowed, &available, known);
        if (h < height) {
            fit = narrowed;
            height = h;
            first = hi;
            if (h <= available)
                return fit;
        }
    }
    for (std::size_t k = first; k + 2 < byWeight.size(); ++k) {
        SheetFit next = fit;
        next.droppedCriteria << sheet.criteria[byWeight[k]].name;
        const double h = contentHeight(device, page, sheet, next, &available, known);
        if (h >= height)
            break;
        fit = next;
        height = h;
        if (h <= available)
            return fit;
    }
    // 4. Alternatives beyond the top six.
    if (sheet.alternatives.size() > 6) {
        fit.alternatives = 6;
        if (fits(fit))
            return fit;
    }
    // Last resort: fewer assumption groups, then fewer term-map rows (the deck and the file have the whole map),
    // then fewer ranked assumptions, then fewer source lines.
    const int groups = int(sheet.assumptions.size());
    const int lines = fit.footnotesCollapsed ? int(collapsedFootnotes(sheet.footnotes).size()) : int(sheet.footnotes.size());
    for (int k = groups - 1; k >= 0; --k) {
        fit.assumptionGroups = k;
        if (fits(fit))
            return fit;
    }
    for (int rows = std::min(8, int(sheet.termMap.size())) - 1; rows >= 0; --rows) {
        fit.termRows = rows;
        if (fits(fit))
            return fit;
    }
    for (int k = std::min<int>(int(sheet.rankedAssumptions.size()), kSheetRankedLines) - 1; k >= 0; --k) {
        fit.rankedAssumptions = k;
        if (fits(fit))
            return fit;
    }
    for (int k = lines - 1; k >= 0; --k) {
        fit.sourceLines = k;
        if (fits(fit))
            return fit;
    }
    for (int k = int(sheet.triggers.size()) - 1; k >= 0; --k) {
        fit.triggerLines = k;
        if (fits(fit))
            return fit;
    }
    fit.fits = false;
    return fit;
}

} // namespace

SheetFit fitSheet(QPainter *painter, const QRectF &page, const Sheet &sheet)
{
    SheetMeasures known;
    return fitSheet(painter->device(), page, sheet, known);
}

SheetPlan planSheet(QPaintDevice *device, const QRectF &page, const Sheet &sheet)
{
    SheetPlan plan;
    plan.measures = std::make_shared<SheetMeasures>();
    plan.fit = fitSheet(device, page, sheet, *plan.measures);
    // The map's size on the shortened page: one more layout, every text in it already measured.
    Canvas canvas(device, nullptr, plan.measures.get());
    Layout layout(canvas, page, sheet, plan.fit);
    layout.run(layout.area.top());
    plan.chartSize = layout.chartSize;
    return plan;
}

void fitAxisTitles(QChart *chart, QSize size)
{
    chart->setGeometry(QRectF(QPointF(0, 0), QSizeF(size)));
    const QRectF plot = chart->plotArea();
    bool changed = false;
    for (QAbstractAxis *axis : chart->axes()) {
        const QString title = axis->titleText();
        const double room = axis->orientation() == Qt::Vertical ? plot.height() : plot.width();
        if (title.isEmpty() || QFontMetricsF(axis->titleFont()).horizontalAdvance(title) <= room)
            continue;
        const QString lower = QStringLiteral(" — lower is better"), higher = QStringLiteral(" — higher is better");
        const bool down = title.endsWith(lower), up = title.endsWith(higher);
        if (down || up) {
            axis->setTitleText(title.chopped((down ? lower : higher).size()) + (down ? QStringLiteral(" ↓") : QStringLiteral(" ↑")));
            changed = true;
        }
    }
    // The axis elides its title when it is laid out: again, at the same size (the render does not lay it out anew).
    if (changed && chart->layout()) {
        chart->layout()->invalidate();
        chart->layout()->activate();
    }
}

std::unique_ptr<QChart> makeSheetChart(const Sheet &sheet, QSize size)
{
    if (size.isEmpty())
        return nullptr;
    std::unique_ptr<QChart> chart(createSheetChart(sheet, kChartFontScale, sheetPageStretch()));
    chart->setMargins(QMargins(2, 2, 10, 2));
    fitAxisTitles(chart.get(), size);
    return chart;
}

SheetChartRecording::SheetChartRecording(QChart *chart, QSize size)
{
    if (chart && !size.isEmpty() && m_painter.begin(&m_picture))
        renderChart(chart, &m_painter, QRectF(QPointF(0, 0), QSizeF(size)), size);
}

QPicture SheetChartRecording::finish()
{
    if (m_painter.isActive())
        m_painter.end();
    return m_picture;
}

QPicture sheetChartPicture(const Sheet &sheet, QSize size)
{
    const std::unique_ptr<QChart> chart = makeSheetChart(sheet, size);
    return SheetChartRecording(chart.get(), size).finish();
}

void paintPlannedSheet(QPainter *painter, const QRectF &page, const Sheet &sheet, const SheetPlan &plan, const QPicture &chart)
{
    const SheetFit &fit = plan.fit;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    Canvas canvas(painter->device(), painter, plan.measures.get(), &chart);
    Layout layout(canvas, page, sheet, fit);
    // What does not fit even shortened is cut at the content area's bottom, above the footer and its note.
    painter->save();
    if (!fit.fits) {
        QRectF content = layout.area;
        content.setBottom(layout.area.bottom() - layout.footerHeight() - canvas.pt(4));
        painter->setClipRect(content, Qt::IntersectClip);
    }
    layout.run(layout.area.top());
    painter->restore();
    layout.footer();
    painter->restore();
}

SheetFit paintSheet(QPainter *painter, const QRectF &page, const Sheet &sheet)
{
    const SheetPlan plan = planSheet(painter->device(), page, sheet);
    paintPlannedSheet(painter, page, sheet, plan, sheetChartPicture(sheet, plan.chartSize));
    return plan.fit;
}

} // namespace verdict
