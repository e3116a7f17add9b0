#include "pointslayer.h"

#include <QChart>
#include <QGraphicsSceneHoverEvent>
#include <QPainter>
#include <QImage>
#include <QPolygonF>
#include <QStyleOptionGraphicsItem>
#include <QPaintDevice>
#include <QPaintEngine>

#include <algorithm>
#include <cmath>

namespace verdict {

PointsLayer::PointsLayer(QChart *chart, LabelLayer *labels)
    : QGraphicsObject(chart)
    , m_chart(chart)
    , m_labels(labels)
{
    setZValue(50); // over the lines, under the labels
    setAcceptHoverEvents(true);
    setAcceptedMouseButtons(Qt::NoButton);
    setFlag(ItemUsesExtendedStyleOption); // the part painted again (exposedRect): a label's place is not every marker
    connect(chart, &QChart::plotAreaChanged, this, [this] {
        prepareGeometryChange();
        update();
    });
}

int PointsLayer::addLook(const Look &look)
{
    m_looks.push_back(look);
    return int(m_looks.size()) - 1;
}

void PointsLayer::add(const Point &point)
{
    m_points.push_back(point);
    if (std::find(m_series.begin(), m_series.end(), point.series) == m_series.end())
        m_series.push_back(point.series);
    m_mapped = false; // the positions are made again (no update() here: one per point was 10,000 scene updates)
}

const std::vector<QPointF> &PointsLayer::positions() const
{
    SeriesMapping now(m_chart, m_series);
    if (!m_mapped || !(now == m_mapping) || m_positions.size() != m_points.size()) {
        m_positions.resize(m_points.size());
        for (std::size_t i = 0; i < m_points.size(); ++i)
            m_positions[i] = now.map(m_points[i].value, m_points[i].series);
        m_mapping = std::move(now);
        m_mapped = true;
        ++m_positionsMade;
    }
    return m_positions;
}

QRectF PointsLayer::boundingRect() const
{
    return m_chart->plotArea();
}

namespace {

// A marker centred on `at`, in the painter's pen and brush. Each shape is one primitive (an ellipse, a rectangle, a
// polygon), never a path: a recorded picture of ten thousand paths was 3 MB, and checksumming it alone took 17 ms.
void drawMarker(QPainter *painter, const PointsLayer::Look &look, QPointF at)
{
    const double r = look.size / 2.0;
    switch (look.shape) {
    case QScatterSeries::MarkerShapeRectangle:
        painter->drawRect(QRectF(at.x() - r * 0.85, at.y() - r * 0.85, r * 1.7, r * 1.7));
        break;
    case QScatterSeries::MarkerShapeTriangle:
        painter->drawPolygon(QPolygonF({at + QPointF(0, -r), at + QPointF(r, r * 0.8), at + QPointF(-r, r * 0.8)}));
        break;
    case QScatterSeries::MarkerShapeRotatedRectangle:
        painter->drawPolygon(QPolygonF({at + QPointF(0, -r), at + QPointF(r, 0), at + QPointF(0, r), at + QPointF(-r, 0)}));
        break;
    default:
        painter->drawEllipse(at, r * 0.8, r * 0.8);
        break;
    }
}

} // namespace

void PointsLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF plot = m_chart->plotArea().adjusted(-1, -1, 1, 1);
    const std::vector<QPointF> &at = positions();
    const QPaintEngine *engine = painter->paintEngine();
    if (engine && engine->type() != QPaintEngine::Raster) {
        // On paper (PDF, print, a recorded picture) each marker is a shape, sharp at any resolution: a sprite there
        // would be a blurred image per point, and ten thousand of them took the cheat sheet 400 ms to record.
        // One look after another, as a series each: a recording keeps every change of pen and brush.
        std::vector<std::vector<std::size_t>> byLook(m_looks.size());
        for (std::size_t i = 0; i < m_points.size(); ++i)
            if (m_points[i].look >= 0 && std::size_t(m_points[i].look) < m_looks.size())
                byLook[std::size_t(m_points[i].look)].push_back(i);
        for (std::size_t l = 0; l < m_looks.size(); ++l) {
            const Look &look = m_looks[l];
            painter->setPen(look.pen);
            painter->setBrush(look.fill);
            for (const std::size_t i : byLook[l])
                if (plot.contains(at[i]))
                    drawMarker(painter, look, at[i]);
        }
        return;
    }
    // Each look drawn once into a small image, then that image placed at every point: ten thousand antialiased
    // shapes filled one by one (or as one path) kept the GUI thread busy for a third of a second per repaint.
    const double dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    std::vector<QImage> sprites;
    sprites.reserve(m_looks.size());
    double reach = 0.0; // the farthest a sprite reaches from its point
    for (const Look &look : m_looks) {
        const int side = int(std::ceil(look.size + look.pen.widthF() + 2.0));
        QImage sprite(QSize(side, side) * dpr, QImage::Format_ARGB32_Premultiplied);
        sprite.setDevicePixelRatio(dpr);
        sprite.fill(Qt::transparent);
        QPainter p(&sprite);
        p.setRenderHint(QPainter::Antialiasing);
        p.translate(side / 2.0, side / 2.0);
        p.setPen(look.pen);
        p.setBrush(look.fill);
        drawMarker(&p, look, QPointF(0, 0));
        sprites.push_back(std::move(sprite));
        reach = std::max(reach, side / 2.0 + 1.0);
    }
    // Only the markers that reach the part painted again: when a placed label or a hovered name repaints a few
    // rectangles, the painter's clip dropped the other 10,000 images only after each was asked for.
    const QRectF exposed = (option ? option->exposedRect : boundingRect()).adjusted(-reach, -reach, reach, reach);
    int drawn = 0;
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        const Point &p = m_points[i];
        if (p.look < 0 || std::size_t(p.look) >= sprites.size())
            continue;
        if (!plot.contains(at[i]) || !exposed.contains(at[i]))
            continue;
        const QImage &sprite = sprites[std::size_t(p.look)];
        const QSizeF half = QSizeF(sprite.size()) / sprite.devicePixelRatio() / 2.0;
        painter->drawImage(at[i] - QPointF(half.width(), half.height()), sprite);
        ++drawn;
    }
    m_drawnLast = drawn;
}

void PointsLayer::hoverMoveEvent(QGraphicsSceneHoverEvent *event)
{
    // The nearest point within its marker's reach names itself, as a hovered QScatterSeries point does.
    int nearest = -1;
    double best = 0.0;
    const std::vector<QPointF> &at = positions();
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        const Point &p = m_points[i];
        const QPointF d = at[i] - event->pos();
        const double reach = std::size_t(p.look) < m_looks.size() ? m_looks[std::size_t(p.look)].size / 2.0 + 2.0 : 10.0;
        const double distance = std::hypot(d.x(), d.y());
        if (distance <= reach && (nearest < 0 || distance < best)) {
            nearest = int(i);
            best = distance;
        }
    }
    if (nearest == m_hovered)
        return;
    m_hovered = nearest;
    if (!m_labels)
        return;
    if (nearest < 0) {
        m_labels->setHovered(std::nullopt);
        return;
    }
    const Point &p = m_points[std::size_t(nearest)];
    m_labels->setHovered(LabelLayer::Label{p.value, p.series, p.name, QColor(), 1000, true, true, 15, LabelLayer::Label::Side::Auto});
}

void PointsLayer::hoverLeaveEvent(QGraphicsSceneHoverEvent *)
{
    m_hovered = -1;
    if (m_labels)
        m_labels->setHovered(std::nullopt);
}

} // namespace verdict
