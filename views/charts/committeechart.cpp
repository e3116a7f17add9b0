#include "chartcommon.h"
#include "chartfactory.h"
#include "labellayer.h"

#include "evaluation/wording.h"

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QLineSeries>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace verdict {

// Where the committee disagrees: a row per criterion (those whose spread changes the group's winner first), a
// dot per stakeholder at their weight, the group profile's weight as a bar, and the band of it that keeps the
// group's winner first. A dot outside the band is a stakeholder whose weight alone would change the winner.
QChart *createCommitteeChart(const DisagreementData &data, const ChartStyle &style)
{
    if (data.rows.empty() || data.members.isEmpty())
        return createEmptyChart(QStringLiteral("Committee disagreement"),
                                data.messages.empty() ? QString() : data.messages.front().text, style);
    // A small canvas shows the most divisive criteria only (as the tornado does).
    const int all = int(data.rows.size());
    int n = all;
    const double labelHeight = QFontMetricsF(style.font(style.labelPixels())).height();
    if (!style.canvas.isEmpty())
        n = std::clamp(int((style.canvas.height() - 8.0 * labelHeight) / (2.2 * labelHeight)), std::min(3, all), all);
    bool changing = false;
    for (const CriterionDisagreement &d : data.rows)
        changing = changing || d.changesWinner;
    const QString shown = n < all ? QStringLiteral(" · the %1 most divisive of %2 criteria").arg(n).arg(all) : QString();
    const QString warn = changing ? QStringLiteral(" · ⚠ their spread changes the winner") : QString();
    // As long as the canvas has room for (Qt Charts would cut it to "…").
    const QString caption = fittingText(
        {data.bandMethod.isEmpty()
             ? QStringLiteral("Dots: each stakeholder's weight · bar: %1's · no bands (too large to rank again for every weight)%2")
                   .arg(data.groupName, shown)
             : QStringLiteral("Dots: each stakeholder's weight · bar: %1's · band: %2 stays first (%3)%4%5")
                   .arg(data.groupName, data.groupWinnerName, methodTitle(data.bandMethod), warn, shown),
         QStringLiteral("Dots: stakeholders · bar: %1 · band: %2 stays first%3%4").arg(data.groupName, data.groupWinnerName, warn, shown),
         // However short the caption, it says when criteria are left out (a slide once dropped one silently).
         QStringLiteral("Dots: stakeholders · bar: %1 · band: %2 first%3%4")
             .arg(data.groupName, data.groupWinnerName, changing ? QStringLiteral(" · ⚠ changes it") : QString(),
                  n < all ? QStringLiteral(" · %1 of %2 criteria").arg(n).arg(all) : QString()),
         n < all ? QStringLiteral("%1 of %2 criteria shown (the most divisive)").arg(n).arg(all)
                 : QStringLiteral("Dots: stakeholders · bar: %1").arg(data.groupName)},
        style.canvas.isEmpty() || style.docked ? 1e9 : style.canvas.width() * 0.92, style.font(style.labelPixels(), true));
    QChart *chart = newChart(style, QStringLiteral("Where the committee disagrees"), caption);

    double hi = 0.0;
    for (int i = 0; i < n; ++i) {
        const CriterionDisagreement &d = data.rows[std::size_t(i)];
        hi = std::max(hi, d.group);
        for (const double w : d.weights)
            hi = std::max(hi, w);
    }
    const NiceScale scale = fittedScale(niceScale(0.0, std::min(1.0, hi * 1.15 + 0.02) * 100.0, 8), Qt::Horizontal, style);
    auto *ax = numericAxis(scale, QStringLiteral("Weight of the whole (%)"), style);
    QStringList labels;
    for (int i = n - 1; i >= 0; --i) {
        const CriterionDisagreement &d = data.rows[std::size_t(i)];
        labels << (d.changesWinner ? d.name + QStringLiteral(" ⚠") : d.name);
    }
    auto *ay = positionAxis(labels, style, {}, style.canvas.isEmpty() ? 0.0 : style.canvas.width() * 0.22);
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    const auto attach = [&](QAbstractSeries *series) {
        chart->addSeries(series);
        series->attachAxis(ax);
        series->attachAxis(ay);
    };
    const double right = scale.max;

    // The bands first, so the dots and bars are drawn over them.
    QColor band = style.theme == ChartTheme::Dark ? QColor(0x2E, 0x6B, 0x4A) : QColor(0xCD, 0xEB, 0xD6);
    for (int i = 0; i < n && !data.bandMethod.isEmpty(); ++i) {
        const CriterionDisagreement &d = data.rows[std::size_t(i)];
        const double y = double(n - 1 - i);
        auto *area = new QAreaSeries;
        auto *upper = new QLineSeries(area), *lower = new QLineSeries(area);
        const double from = std::min(d.keepLow * 100.0, right), to = std::min(d.keepHigh * 100.0, right);
        upper->append(from, y + 0.4);
        upper->append(to, y + 0.4);
        lower->append(from, y - 0.4);
        lower->append(to, y - 0.4);
        area->setUpperSeries(upper);
        area->setLowerSeries(lower);
        area->setName(QStringLiteral("%1 stays first").arg(chartName(data.groupWinnerName)));
        area->setColor(band);
        area->setBorderColor(band);
        attach(area);
        if (i > 0)
            hideFromLegend(chart, area);
    }
    QPen groupPen(style.foreground());
    groupPen.setWidthF(3.0 * style.fontScale);
    for (int i = 0; i < n; ++i) {
        const double y = double(n - 1 - i);
        const double g = data.rows[std::size_t(i)].group * 100.0;
        QLineSeries *bar = addSegment(chart, QPointF(g, y - 0.42), QPointF(g, y + 0.42), groupPen,
                                      chartText(data.groupName), i == 0);
        bar->attachAxis(ax);
        bar->attachAxis(ay);
    }
    // One series per stakeholder, each a little above or below the row's middle so equal weights stay visible.
    const int members = int(data.members.size());
    std::vector<QScatterSeries *> series;
    for (int k = 0; k < members; ++k) {
        auto *dots = new QScatterSeries;
        dots->setName(chartName(data.members.at(k)));
        dots->setColor(style.criterionColor(k));
        dots->setBorderColor(style.background());
        dots->setMarkerShape(k % 2 == 0 ? QScatterSeries::MarkerShapeCircle : QScatterSeries::MarkerShapeRotatedRectangle);
        dots->setMarkerSize(13.0 * style.fontScale);
        const double offset = members > 1 ? (0.5 - double(k) / double(members - 1)) * 0.5 : 0.0; // the first on top, as listed
        for (int i = 0; i < n; ++i)
            dots->append(data.rows[std::size_t(i)].weights[std::size_t(k)] * 100.0, double(n - 1 - i) + offset);
        attach(dots);
        series.push_back(dots);
    }
    // Each stakeholder named beside their most distinctive weight (farthest from the committee's mean), so the
    // chart says who pulls where even when a small canvas has no room for the legend.
    auto *names = new LabelLayer(chart, style);
    for (int k = 0; k < members; ++k)
        for (const QPointF &p : series[std::size_t(k)]->points())
            names->addObstacle(p, series[std::size_t(k)]);
    for (int k = 0; k < members; ++k) {
        int best = -1;
        double far = -1.0;
        for (int i = 0; i < n; ++i) {
            const CriterionDisagreement &d = data.rows[std::size_t(i)];
            const double distance = std::abs(d.weights[std::size_t(k)] - d.mean);
            if (distance > far + 1e-12) {
                far = distance;
                best = i;
            }
        }
        if (best < 0)
            continue;
        QString name = data.members.at(k);
        if (const qsizetype paren = name.indexOf(QStringLiteral(" (")); paren > 0)
            name.truncate(paren); // "Finance (TCO first)" → "Finance"
        names->add({series[std::size_t(k)]->at(best), series[std::size_t(k)], name, style.foreground(), 10 + int(far * 100.0),
                     true, true, 13, LabelLayer::Label::Side::Auto});
    }
    return chart;
}

} // namespace verdict
