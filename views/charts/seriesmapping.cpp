#include "seriesmapping.h"

#include <QChart>

#include <cmath>

namespace verdict {

SeriesMapping::SeriesMapping(QChart *chart, const std::vector<QAbstractSeries *> &series) : m_chart(chart), m_plot(chart->plotArea())
{
    m_maps.reserve(series.size());
    for (QAbstractSeries *s : series) {
        Map m;
        m.series = s;
        m.origin = chart->mapToPosition(QPointF(0, 0), s);
        m.scale = chart->mapToPosition(QPointF(1, 1), s) - m.origin;
        // Affine if a third value lands where the map says, to a thousandth of a pixel.
        const QPointF probe(1234.5, -987.25);
        const QPointF qt = chart->mapToPosition(probe, s);
        const QPointF mine(m.origin.x() + probe.x() * m.scale.x(), m.origin.y() + probe.y() * m.scale.y());
        m.affine = std::isfinite(mine.x()) && std::isfinite(mine.y()) && std::abs(qt.x() - mine.x()) < 1e-3
                   && std::abs(qt.y() - mine.y()) < 1e-3;
        m_maps.push_back(m);
    }
}

QPointF SeriesMapping::map(QPointF value, QAbstractSeries *series) const
{
    if (m_last >= m_maps.size() || m_maps[m_last].series != series) {
        m_last = m_maps.size();
        for (std::size_t i = 0; i < m_maps.size(); ++i)
            if (m_maps[i].series == series) {
                m_last = i;
                break;
            }
    }
    if (m_last < m_maps.size() && m_maps[m_last].affine) {
        const Map &m = m_maps[m_last];
        return {m.origin.x() + value.x() * m.scale.x(), m.origin.y() + value.y() * m.scale.y()};
    }
    return m_chart ? m_chart->mapToPosition(value, series) : QPointF();
}

bool SeriesMapping::operator==(const SeriesMapping &other) const
{
    return m_chart == other.m_chart && m_plot == other.m_plot && m_maps == other.m_maps;
}

} // namespace verdict
