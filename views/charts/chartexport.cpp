#include "chartexport.h"

#include "format/savefile.h"

#include <QBuffer>
#include <QChart>
#include <QGraphicsScene>
#include <QImageWriter>
#include <QPainter>
#include <QSvgGenerator>

namespace verdict {

namespace {

// Puts the chart into a scene of its own at the requested size, and restores its previous scene afterwards.
class OffscreenScene
{
public:
    OffscreenScene(QChart *chart, QSize size) : m_chart(chart), m_previous(chart->scene()), m_geometry(chart->geometry())
    {
        if (m_previous)
            m_previous->removeItem(chart);
        m_scene.addItem(chart);
        chart->setGeometry(QRectF(QPointF(0, 0), QSizeF(size)));
        m_scene.setSceneRect(QRectF(QPointF(0, 0), QSizeF(size)));
    }
    ~OffscreenScene()
    {
        m_scene.removeItem(m_chart);
        if (m_previous) {
            m_previous->addItem(m_chart);
            m_chart->setGeometry(m_geometry);
        }
    }
    void render(QPainter *painter, QSize size) { render(painter, QRectF(QPointF(0, 0), QSizeF(size)), size); }
    void render(QPainter *painter, const QRectF &target, QSize size)
    {
        m_scene.render(painter, target, QRectF(QPointF(0, 0), QSizeF(size)), Qt::IgnoreAspectRatio);
    }

private:
    QChart *m_chart;
    QGraphicsScene *m_previous;
    QRectF m_geometry;
    QGraphicsScene m_scene;
};

} // namespace

QImage renderChartImage(QChart *chart, QSize size, qreal scale)
{
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(scale);
    image.fill(chart->backgroundBrush().color());
    OffscreenScene scene(chart, size);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    scene.render(&painter, size);
    painter.end();
    return image;
}

void renderChart(QChart *chart, QPainter *painter, const QRectF &target, QSize size)
{
    OffscreenScene scene(chart, size);
    // Qt Charts' line items paint with whatever brush the painter holds: a page's last fill colour would fill
    // every polyline (the trade-off map's equal-score lines came out as orange bands on the cheat sheet).
    painter->save();
    painter->setBrush(Qt::NoBrush);
    painter->setPen(Qt::NoPen);
    scene.render(painter, target, size);
    painter->restore();
}

bool exportChartPng(QChart *chart, const QString &fileName, QSize size, qreal scale, QString *error)
{
    QBuffer png;
    png.open(QIODevice::WriteOnly);
    QImageWriter writer(&png, "png");
    if (!writer.write(renderChartImage(chart, size, scale))) {
        if (error)
            *error = writer.errorString();
        return false;
    }
    return writeFileAtomically(fileName, png.data(), error);
}

bool writeChartSvg(QChart *chart, QIODevice *device, QSize size, const QString &title)
{
    QSvgGenerator generator;
    generator.setOutputDevice(device);
    generator.setSize(size);
    generator.setViewBox(QRect(QPoint(0, 0), size));
    generator.setTitle(title.toHtmlEscaped()); // QSvgGenerator writes it into the XML as is
    generator.setDescription(QStringLiteral("Chart exported by Verdict"));
    OffscreenScene scene(chart, size);
    QPainter painter;
    if (!painter.begin(&generator))
        return false;
    painter.fillRect(QRect(QPoint(0, 0), size), chart->backgroundBrush());
    scene.render(&painter, size);
    return painter.end();
}

bool exportChartSvg(QChart *chart, const QString &fileName, QSize size, const QString &title, QString *error)
{
    QBuffer svg;
    svg.open(QIODevice::WriteOnly);
    if (!writeChartSvg(chart, &svg, size, title)) {
        if (error)
            *error = QStringLiteral("could not draw the SVG");
        return false;
    }
    return writeFileAtomically(fileName, svg.data(), error);
}

} // namespace verdict
