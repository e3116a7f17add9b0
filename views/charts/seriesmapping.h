#pragma once

#include <QPointF>
#include <QRectF>

#include <vector>

QT_BEGIN_NAMESPACE
class QAbstractSeries;
class QChart;
QT_END_NAMESPACE

namespace verdict {

// Where a chart puts the values of its series, as its axes map them now. Verdict's axes are linear (value and
// category axes), so each series' map is affine: worked out from two of Qt Charts' own positions and checked at a
// third, it maps a value with two multiplications instead of QChart::mapToPosition (10,000 of which were a few
// milliseconds of a paint). A series whose map is not affine, or one it was not made with, goes to Qt Charts.
// Two mappings compare equal when the plot and every map are the same: what was placed with one holds for the other.
class SeriesMapping
{
public:
    SeriesMapping() = default;
    SeriesMapping(QChart *chart, const std::vector<QAbstractSeries *> &series);

    QPointF map(QPointF value, QAbstractSeries *series) const;
    bool operator==(const SeriesMapping &other) const;

private:
    struct Map
    {
        QAbstractSeries *series = nullptr;
        QPointF origin; // where (0, 0) goes
        QPointF scale;  // how far one unit moves
        bool affine = false;
        bool operator==(const Map &) const = default;
    };
    QChart *m_chart = nullptr;
    QRectF m_plot;
    std::vector<Map> m_maps;
    mutable std::size_t m_last = 0; // the map used last: points come series by series
};

} // namespace verdict
