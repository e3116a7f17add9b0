#include "pointslayer.h"

#include <QChart>
#include <QGraphicsSceneHoverEvent>
#include <QPainter>
#include <QPainterPath>

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

QRectF PointsLayer::boundingRect() const
{
    return m_chart->plotArea();
}

void PointsLayer::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF plot = m_chart->plotArea().adjusted(-1, -1, 1, 1);
    painter->setRenderHint(QPainter::Antialiasing);
    // One path per look: each marker shape added at its point, then each path drawn once.
    std::vector<QPainterPath> paths(m_looks.size());
    for (const Point &p : m_points) {
        if (p.look < 0 || std::size_t(p.look) >= m_looks.size())
            continue;
        const QPointF at = m_chart->mapToPosition(p.value, p.series);
        if (!plot.contains(at))
            continue;
        const Look &look = m_looks[std::size_t(p.look)];
        const double r = look.size / 2.0;
        QPainterPath &path = paths[std::size_t(p.look)];
        switch (look.shape) {
        case QScatterSeries::MarkerShapeRectangle:
            path.addRect(at.x() - r * 0.85, at.y() - r * 0.85, r * 1.7, r * 1.7);
            break;
        case QScatterSeries::MarkerShapeTriangle:
            path.moveTo(at.x(), at.y() - r);
            path.lineTo(at.x() + r, at.y() + r * 0.8);
            path.lineTo(at.x() - r, at.y() + r * 0.8);
            path.closeSubpath();
            break;
        case QScatterSeries::MarkerShapeRotatedRectangle:
            path.moveTo(at.x(), at.y() - r);
            path.lineTo(at.x() + r, at.y());
            path.lineTo(at.x(), at.y() + r);
            path.lineTo(at.x() - r, at.y());
            path.closeSubpath();
            break;
        default:
            path.addEllipse(at, r * 0.8, r * 0.8);
            break;
        }
    }
    for (std::size_t i = 0; i < m_looks.size(); ++i) {
        painter->setPen(m_looks[i].pen);
        painter->setBrush(m_looks[i].fill);
        painter->drawPath(paths[i]);
    }
}

void PointsLayer::hoverMoveEvent(QGraphicsSceneHoverEvent *event)
{
    // The nearest point within its marker's reach names itself, as a hovered QScatterSeries point does.
    int nearest = -1;
    double best = 0.0;
    for (std::size_t i = 0; i < m_points.size(); ++i) {
        const Point &p = m_points[i];
        const QPointF d = m_chart->mapToPosition(p.value, p.series) - event->pos();
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
