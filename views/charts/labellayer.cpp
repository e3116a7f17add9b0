#include "labellayer.h"

#include "takenrects.h"

#include "document/background.h"

#include <QChart>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <limits>

namespace verdict {

LabelLayer::LabelLayer(QChart *chart, const ChartStyle &style)
    : QGraphicsObject(chart), m_chart(chart), m_style(style)
{
    setZValue(100);
    setAcceptHoverEvents(false);
    setAcceptedMouseButtons(Qt::NoButton);
    connect(chart, &QChart::plotAreaChanged, this, [this] { update(); });
}

void LabelLayer::add(const Label &label)
{
    add(label, QString());
}

void LabelLayer::add(const Label &label, const QString &fallback)
{
    m_labels.push_back({label, fallback});
    std::stable_sort(m_labels.begin(), m_labels.end(),
                     [](const Entry &a, const Entry &b) { return a.label.priority > b.label.priority; });
    if (std::find(m_series.begin(), m_series.end(), label.series) == m_series.end())
        m_series.push_back(label.series);
    changed();
}

void LabelLayer::changed()
{
    m_state = State::Stale;
    update();
}

QStringList LabelLayer::texts() const
{
    QStringList out;
    for (const Entry &e : m_labels)
        out << e.label.text;
    return out;
}

void LabelLayer::clear()
{
    m_labels.clear();
    m_obstacles.clear();
    m_series.clear();
    changed();
}

void LabelLayer::addObstacle(QPointF value, QAbstractSeries *series)
{
    m_obstacles.emplace_back(value, series);
    if (std::find(m_series.begin(), m_series.end(), series) == m_series.end())
        m_series.push_back(series);
    m_state = State::Stale; // placed again at the next paint; no update() per obstacle (10,000 scene updates)
}

void LabelLayer::setHovered(const std::optional<Label> &label)
{
    m_hovered = label;
    changed();
}

QRectF LabelLayer::boundingRect() const
{
    return m_chart->rect();
}

// What placing needs, made on the GUI thread (the chart and its series live there): every point mapped to the plot,
// every font made.
struct LabelLayer::Job
{
    struct Item
    {
        QPointF at;
        QString text, fallback;
        QFont font, fallbackFont;
        QColor color;
        bool required = false;
        Label::Side side = Label::Side::Auto;
    };
    QRectF plot;
    double radius = 0.0;
    std::vector<QPointF> obstacles;
    std::optional<Item> hovered;
    std::vector<Item> labels;
};

LabelLayer::Job LabelLayer::job() const
{
    Job job;
    job.plot = m_chart->plotArea();
    job.radius = 9.0 * m_style.fontScale;
    job.obstacles.reserve(m_obstacles.size());
    for (const auto &[value, series] : m_obstacles)
        job.obstacles.push_back(m_mapping.map(value, series));
    const auto item = [&](const Label &label, const QString &fallback) {
        return Job::Item{m_mapping.map(label.value, label.series),
                         label.text,
                         fallback,
                         m_style.font(label.pixelSize, label.bold),
                         m_style.font(label.pixelSize, false),
                         label.color.isValid() ? label.color : m_style.foreground(),
                         label.required,
                         label.side};
    };
    if (m_hovered)
        job.hovered = item(*m_hovered, QString());
    job.labels.reserve(m_labels.size());
    for (const auto &[label, fallback] : m_labels)
        job.labels.push_back(item(label, fallback));
    return job;
}

void LabelLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *widget)
{
    std::vector<QAbstractSeries *> series = m_series;
    if (m_hovered && std::find(series.begin(), series.end(), m_hovered->series) == series.end())
        series.push_back(m_hovered->series); // each once: the same plot maps the same
    if (SeriesMapping now(m_chart, series); m_state == State::Stale || !(now == m_mapping)) {
        const bool moved = !(now == m_mapping);
        m_mapping = std::move(now);
        const int generation = ++m_generation;
        if (widget && int(m_obstacles.size()) >= m_backgroundFrom) {
            // On screen: placed on a worker, shown when placed (a placement asked for since drops this one). Meanwhile
            // the last labels stay where they are when the plot did not move (a label hovered), else none is drawn.
            if (moved)
                m_placement.clear();
            m_state = State::Placing;
            (void)runInBackground([job = job()] { return place(job); })
                .then(this, [this, generation](Placement placement) {
                    if (generation != m_generation)
                        return;
                    // Only where labels were and go is painted again (the whole chart was another 5 ms at 10,000 points).
                    const auto where = [this] {
                        QRectF r;
                        for (const Placed &p : m_placement)
                            r |= p.rect.adjusted(-2, -2, 2, 2);
                        return r;
                    };
                    const QRectF before = where();
                    show(std::move(placement));
                    if (m_state == State::Placing)
                        m_state = State::Placed; // else changed meanwhile: placed again at the next paint
                    if (const QRectF dirty = before | where(); !dirty.isEmpty())
                        update(dirty);
                });
        } else {
            m_state = State::Placed;
            show(place(job()));
        }
    }
    painter->setRenderHint(QPainter::Antialiasing);
    QColor halo = m_style.background();
    halo.setAlphaF(0.8);
    for (const Placed &p : m_placement) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(halo);
        painter->drawRoundedRect(p.rect, 3, 3);
        painter->setFont(p.font);
        painter->setPen(p.color);
        painter->drawText(p.rect, Qt::AlignCenter, p.text);
    }
}

void LabelLayer::show(Placement placement)
{
    ++m_placements;
    m_placement = std::move(placement.placed);
    m_fellBack = std::move(placement.fellBack);
    m_shown = std::move(placement.shown);
}

LabelLayer::Placement LabelLayer::place(const Job &job)
{
    Placement out;
    const QRectF plot = job.plot;
    const double radius = job.radius;
    TakenRects taken(plot, 4.0 * radius);
    for (const QPointF &p : job.obstacles)
        taken.add(QRectF(p.x() - radius, p.y() - radius, 2 * radius, 2 * radius));

    const auto placeOne = [&](const Job::Item &label, const QString &text, const QFont &font, bool force) -> bool {
        const QFontMetricsF fm(font);
        const QSizeF size(fm.horizontalAdvance(text) + 6.0, fm.height() + 2.0);
        const QPointF p = label.at;
        if (!plot.adjusted(-1, -1, 1, 1).contains(p))
            return false;
        const double gap = radius + 2.0;
        const double w = size.width(), h = size.height();
        const QRectF right(p.x() + gap, p.y() - h / 2, w, h), left(p.x() - gap - w, p.y() - h / 2, w, h);
        const QRectF above(p.x() - w / 2, p.y() - gap - h, w, h), below(p.x() - w / 2, p.y() + gap, w, h);
        const QRectF upRight(p.x() + gap * 0.7, p.y() - gap * 0.7 - h, w, h);
        const QRectF downRight(p.x() + gap * 0.7, p.y() + gap * 0.7, w, h);
        const QRectF upLeft(p.x() - gap * 0.7 - w, p.y() - gap * 0.7 - h, w, h);
        const QRectF downLeft(p.x() - gap * 0.7 - w, p.y() + gap * 0.7, w, h);
        std::vector<QRectF> candidates;
        switch (label.side) {
        case Label::Side::Above: candidates = {above, upRight, upLeft, right, left, below}; break;
        case Label::Side::Left: candidates = {left, upLeft, downLeft, above, below, right}; break;
        case Label::Side::Below: candidates = {below, downRight, downLeft, right, left, above}; break;
        case Label::Side::Right:
        case Label::Side::Auto: candidates = {right, left, upRight, downRight, above, below, upLeft, downLeft}; break;
        }
        const QRectF *chosen = nullptr;
        for (const QRectF &c : candidates) {
            if (!plot.contains(c))
                continue;
            if (!taken.anyIntersects(c)) {
                chosen = &c;
                break;
            }
        }
        QRectF r;
        if (chosen) {
            r = *chosen;
        } else if (force) {
            // No free place: the candidate, moved inside the plot, that covers the least of what is there.
            double best = std::numeric_limits<double>::infinity();
            for (QRectF c : candidates) {
                c.moveLeft(std::clamp(c.left(), plot.left(), std::max(plot.left(), plot.right() - c.width())));
                c.moveTop(std::clamp(c.top(), plot.top(), std::max(plot.top(), plot.bottom() - c.height())));
                const double covered = taken.covered(c);
                if (covered < best) {
                    best = covered;
                    r = c;
                }
            }
        } else {
            return false;
        }
        taken.add(r);
        out.placed.push_back({r, font, label.color, text});
        return true;
    };
    if (job.hovered)
        placeOne(*job.hovered, job.hovered->text, job.hovered->font, true);
    for (const Job::Item &label : job.labels) {
        if (placeOne(label, label.text, label.font, label.required)) {
            out.shown << label.text;
            continue;
        }
        if (label.fallback.isEmpty())
            continue;
        if (placeOne(label, label.fallback, label.fallbackFont, true))
            out.fellBack << label.text;
    }
    return out;
}

} // namespace verdict
