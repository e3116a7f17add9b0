#pragma once

#include "labellayer.h"
#include "seriesmapping.h"

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
//
// The markers' positions on the plot are kept for the next paint and for the mouse (Qt Charts paints a new chart
// twice, and every mouse move looked for the nearest of 10,000 points by mapping each again); they are mapped again
// when the plot or an axis moves, or a point is added.
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
    void add(const Point &point);
    int count() const { return int(m_points.size()); }
    const std::vector<Point> &points() const { return m_points; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // For tests: how many times the positions were mapped from the values.
    int mappings() const { return int(m_positionsMade); }
    // For tests: how many markers the last paint drew on screen (those near the part painted again).
    int drawnLast() const { return m_drawnLast; }

protected:
    void hoverMoveEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;

private:
    // The markers' positions on the plot as the axes map them now.
    const std::vector<QPointF> &positions() const;

    QChart *m_chart;
    LabelLayer *m_labels;
    std::vector<Look> m_looks;
    std::vector<Point> m_points;
    std::vector<QAbstractSeries *> m_series; // each once: their axes give the positions
    int m_hovered = -1;
    int m_drawnLast = 0;

    mutable std::vector<QPointF> m_positions;
    mutable SeriesMapping m_mapping; // what they were mapped with
    mutable bool m_mapped = false;
    mutable quint64 m_positionsMade = 0; // counts the times the positions were made
};

} // namespace verdict
