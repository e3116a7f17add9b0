#pragma once

#include "labellayer.h"

#include <QGraphicsObject>
#include <QPen>
#include <QScatterSeries>

#include <vector>

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace verdict {

// Many scatter points drawn by one item: Qt Charts makes a graphics item per QScatterSeries point, which at 10,000
// alternatives keeps the GUI thread busy for hundreds of milliseconds every time the chart is made (issue 34). The
// points keep their series (empty, attached to the axes) for the coordinates; this item paints every marker in one
// pass and names the point under the mouse through the chart's label layer.
class PointsLayer : public QGraphicsObject
{
    Q_OBJECT

public:
    struct Look
    {
        QScatterSeries::MarkerShape shape = QScatterSeries::MarkerShapeCircle;
        QColor fill;
        QPen pen;
        double size = 16.0; // pixels
    };
    struct Point
    {
        QPointF value;
        QAbstractSeries *series = nullptr; // for its axes
        int look = 0;                      // index into the looks
        QString name;                      // what hovering it says
    };

    PointsLayer(QChart *chart, LabelLayer *labels);

    int addLook(const Look &look);
    void add(const Point &point) { m_points.push_back(point); }
    int count() const { return int(m_points.size()); }
    const std::vector<Point> &points() const { return m_points; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

protected:
    void hoverMoveEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    QChart *m_chart;
    LabelLayer *m_labels;
    std::vector<Look> m_looks;
    std::vector<Point> m_points;
    int m_hovered = -1;
};

} // namespace verdict
