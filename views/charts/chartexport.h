#pragma once

#include <QImage>
#include <QRectF>
#include <QSize>
#include <QString>

QT_BEGIN_NAMESPACE
class QChart;
class QIODevice;
class QPainter;
QT_END_NAMESPACE

namespace verdict {

// Renders a chart offscreen at `size` logical pixels. The chart is laid out at that size (it is moved into a
// private scene for the duration), so exports do not depend on any window.
QImage renderChartImage(QChart *chart, QSize size, qreal scale = 1.0);

// Draws the chart, laid out at `size` logical pixels, into `target` of `painter`. On a vector device (PDF,
// printer, SVG) it stays vector: text stays text.
void renderChart(QChart *chart, QPainter *painter, const QRectF &target, QSize size);

// PNG with size × scale pixels (scale 2 doubles them), written through savefile (all or nothing). Returns false
// with `error`.
bool exportChartPng(QChart *chart, const QString &fileName, QSize size, qreal scale, QString *error);

// SVG with a viewBox of `size`; text stays text. Written through savefile (all or nothing).
bool exportChartSvg(QChart *chart, const QString &fileName, QSize size, const QString &title, QString *error);
bool writeChartSvg(QChart *chart, QIODevice *device, QSize size, const QString &title);

} // namespace verdict
