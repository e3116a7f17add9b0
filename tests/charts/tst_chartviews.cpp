// The Qt Charts layer (views/charts): series hold the chart data, exports are valid files, the panel follows
// the project and presentation mode moves between slides.
#include "evaluation/evaluation.h"
#include "document/document.h"
#include "chartfixture.h"

#include "charts/chartcommon.h"
#include "charts/chartexport.h"
#include "charts/chartfactory.h"
#include "charts/chartpanel.h"
#include "charts/chartview.h"
#include "charts/labellayer.h"
#include "charts/pointslayer.h"
#include "charts/seriesmapping.h"
#include "charts/takenrects.h"
#include "export/presentationwindow.h"
#include "core/project.h"
#include "format/projectfile.h"
#include "report/headlines.h"
#include "evaluation/wording.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QBuffer>
#include <QChart>
#include <QHorizontalStackedBarSeries>
#include <QBarSeries>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QValueAxis>
#include <QPainter>
#include <QPointer>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

using namespace verdict;
using verdict::test::chartProject;

namespace {

ProjectData smallProject()
{
    ProjectData p = chartProject({{QStringLiteral("latency"), Direction::Min, 2, QStringLiteral("ms")},
                                  {QStringLiteral("cost"), Direction::Min, 1, QStringLiteral("$")},
                                  {QStringLiteral("quality"), Direction::Max, 1}},
                                 {{10, 300, 1}, {20, 200, 2}, {40, 100, 3}, {30, 250, 4}});
    p.alternatives[0].name = QStringLiteral("Alpha");
    p.alternatives[1].name = QStringLiteral("Bravo");
    p.alternatives[2].name = QStringLiteral("Charlie");
    p.alternatives[3].name = QStringLiteral("Delta");
    return p;
}

template<typename T>
QList<T *> seriesOf(QChart *chart)
{
    QList<T *> out;
    for (QAbstractSeries *s : chart->series())
        if (auto *t = qobject_cast<T *>(s))
            out << t;
    return out;
}

QString svgText(const QByteArray &svg, bool *wellFormed)
{
    QXmlStreamReader xml(svg);
    QString text;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isCharacters())
            text += xml.text();
    }
    *wellFormed = !xml.hasError();
    return text;
}

} // namespace

namespace {
// `n` alternatives scattered over two costs (x in [0, xSpread), y in [0, ySpread)) and a third benefit criterion.
ProjectData scatteredProject(int n, int xSpread, int ySpread)
{
    std::vector<std::vector<double>> rows;
    for (int i = 0; i < n; ++i)
        rows.push_back({double(i % xSpread), double((i * 37) % ySpread), double(i % 5)});
    return chartProject({{QStringLiteral("a"), Direction::Min}, {QStringLiteral("b"), Direction::Min}, {QStringLiteral("c"), Direction::Max}},
                        rows);
}
} // namespace

class TestChartViews : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tradeoffSeries()
    {
        const TradeoffData data = tradeoffData(evaluate(smallProject()).chartInput());
        std::unique_ptr<QChart> chart(createChart(data, ChartStyle{}));
        // One scatter series per alternative (plus none for the baseline: there is none), named and placed.
        const QList<QScatterSeries *> scatter = seriesOf<QScatterSeries>(chart.get());
        QCOMPARE(scatter.size(), int(data.points.size()));
        for (const TradeoffPoint &p : data.points) {
            bool found = false;
            for (QScatterSeries *s : scatter)
                if (s->name() == p.name) {
                    QCOMPARE(s->count(), 1);
                    QCOMPARE(s->at(0), QPointF(p.x, p.y));
                    QCOMPARE(s->color(), ChartStyle{}.alternativeColor(p.alternative));
                    found = true;
                }
            QVERIFY2(found, qPrintable(p.name));
        }
        // The frontier is a line through the frontier points.
        bool frontier = false;
        for (QLineSeries *l : seriesOf<QLineSeries>(chart.get()))
            if (l->name() == QStringLiteral("Pareto frontier")) {
                QCOMPARE(l->count(), int(data.frontier.size()));
                for (int i = 0; i < l->count(); ++i)
                    QCOMPARE(l->at(i), data.frontier[std::size_t(i)]);
                frontier = true;
            }
        QVERIFY(frontier);
        QVERIFY(labelLayer(chart.get()));
        // Colours are fixed per alternative, not per chart: a dark theme changes only black.
        ChartStyle dark;
        dark.theme = ChartTheme::Dark;
        QCOMPARE(dark.alternativeColor(0), ChartStyle{}.alternativeColor(0));
        QVERIFY(dark.alternativeColor(7) != ChartStyle{}.alternativeColor(7));
        QCOMPARE(ChartStyle{}.alternativeColor(8), ChartStyle{}.alternativeColor(0));
        QVERIFY(ChartStyle{}.markerShape(8) != ChartStyle{}.markerShape(0));
        QVERIFY(ChartStyle{}.dashStyle(8) != ChartStyle{}.dashStyle(0));
    }

    void tradeoffManyPoints()
    {
        // 1,000 alternatives: grouped series, labels only for the top ones.
        ProjectData p = scatteredProject(1000, 97, 101);
        for (int i = 0; i < 1000; ++i)
            p.alternatives[std::size_t(i)].name = QStringLiteral("Alt %1").arg(i);
        const TradeoffData data = tradeoffData(evaluate(p).chartInput());
        std::unique_ptr<QChart> chart(createChart(data, ChartStyle{}));
        QVERIFY(seriesOf<QScatterSeries>(chart.get()).size() <= 64);
        int points = 0;
        for (QScatterSeries *s : seriesOf<QScatterSeries>(chart.get()))
            points += s->count();
        QCOMPARE(points, 1000);
        const QImage image = renderChartImage(chart.get(), QSize(1280, 720));
        QVERIFY(!image.isNull());
        QVERIFY(labelLayer(chart.get())->placedCount() <= kTradeoffLabelLimit + 1);
    }

    // Every point of a crowded trade-off map is named (issue 35): the winner by name always, another by name where
    // there is room beside it, else by its rank ("#7"), which the caption explains.
    void tradeoffNamesEveryPoint()
    {
        std::vector<std::vector<double>> rows;
        for (int i = 0; i < 30; ++i) // a crowded corner: ten points on top of each other near the winner
            rows.push_back({i < 10 ? 1.0 + 0.05 * i : double(i), i < 10 ? 2.0 + 0.05 * i : double((i * 7) % 31), double(i % 5)});
        ProjectData p = chartProject({{QStringLiteral("a"), Direction::Min}, {QStringLiteral("b"), Direction::Min},
                                      {QStringLiteral("c"), Direction::Max}},
                                     rows);
        for (int i = 0; i < 30; ++i)
            p.alternatives[std::size_t(i)].name = QStringLiteral("Alternative number %1").arg(i);
        const TradeoffData data = tradeoffData(evaluate(p).chartInput());
        std::unique_ptr<QChart> chart(createChart(data, ChartStyle{}));
        QVERIFY(renderChartImage(chart.get(), QSize(740, 400)).width() > 0); // a dock at 1280 × 720
        LabelLayer *layer = labelLayer(chart.get());
        QString winner;
        for (const TradeoffPoint &point : data.points)
            if (point.rank == 1)
                winner = point.name;
        QVERIFY(!winner.isEmpty());
        QVERIFY2(layer->placedTexts().contains(winner), qPrintable(layer->placedTexts().join(u'|')));
        QVERIFY2(!layer->fallbackTexts().isEmpty(), "the crowded corner needs ranks");
        for (const TradeoffPoint &point : data.points) {
            bool named = false;
            for (const QString &t : layer->placedTexts() + layer->fallbackTexts())
                named = named || t == point.name || t.startsWith(point.name + u' ');
            QVERIFY2(named, qPrintable(point.name));
        }
    }

    // The labels' grid of what is taken answers as looking at every rectangle does: the same "is anything there",
    // and the same covered area to the bit (summed in the order taken), for rectangles inside, across and beyond the
    // plot, empty, inverted, touching, and not finite.
    void takenRectsAnswerAsLookingAtEveryOne()
    {
        std::mt19937 random(34);
        std::uniform_real_distribution<double> at(-200.0, 1100.0), size(-5.0, 80.0);
        const QRectF plot(50.0, 40.0, 800.0, 500.0);
        const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
        for (int round = 0; round < 20; ++round) {
            TakenRects grid(plot, 36.0);
            std::vector<QRectF> all;
            const auto take = [&](const QRectF &r) {
                grid.add(r);
                all.push_back(r);
            };
            for (int k = 0; k < 400; ++k)
                take(QRectF(at(random), at(random), size(random), size(random)));
            take(QRectF(nan, 100.0, 10.0, 10.0));
            take(QRectF(100.0, 100.0, inf, 10.0));
            take(QRectF(plot.right() - 10.0, plot.bottom() - 10.0, 10.0, 10.0)); // at the grid's far corner
            std::vector<QRectF> queries;
            for (int k = 0; k < 300; ++k)
                queries.emplace_back(at(random), at(random), size(random), size(random));
            queries.push_back(QRectF(plot.right(), plot.bottom(), 5.0, 5.0)); // touches the corner one
            queries.push_back(QRectF(nan, nan, 10.0, 10.0));
            queries.push_back(QRectF(-1e9, -1e9, 2e9, 2e9));
            queries.push_back(QRectF(all[7].right(), all[7].top(), 10.0, 10.0)); // touching an edge
            for (const QRectF &q : queries) {
                bool any = false;
                double covered = 0.0;
                for (const QRectF &t : all) {
                    any = any || t.intersects(q);
                    const QRectF overlap = t.intersected(q);
                    covered += overlap.width() * overlap.height();
                }
                QCOMPARE(grid.anyIntersects(q), any);
                const double fast = grid.covered(q);
                QVERIFY2(fast == covered || (std::isnan(fast) && std::isnan(covered)),
                         qPrintable(QStringLiteral("covered %1, looking at every one %2").arg(fast).arg(covered)));
            }
        }
    }

    // 10,000 points: one item draws them (Qt Charts' item per point kept the GUI thread busy for hundreds of
    // milliseconds at every edit, issue 34); they are all on the picture, and the series hold none.
    void tradeoffTenThousandPointsDrawnInOnePass()
    {
        const ProjectData p = scatteredProject(10000, 997, 1009);
        const TradeoffData data = tradeoffData(evaluate(p).chartInput());
        std::unique_ptr<QChart> chart(createChart(data, ChartStyle{}));
        int inSeries = 0;
        for (QScatterSeries *s : seriesOf<QScatterSeries>(chart.get()))
            inSeries += s->count();
        QCOMPARE(inSeries, 0);
        PointsLayer *layer = nullptr;
        for (QGraphicsItem *item : chart->childItems())
            if (auto *l = dynamic_cast<PointsLayer *>(item))
                layer = l;
        QVERIFY(layer);
        QCOMPARE(layer->count(), 10000);
        const QImage image = renderChartImage(chart.get(), QSize(1280, 720)).convertToFormat(QImage::Format_RGB32);
        // The plot is covered with markers: most of its middle is coloured, not the background.
        const QRect middle(image.width() / 4, image.height() / 4, image.width() / 2, image.height() / 3);
        int coloured = 0;
        for (int y = middle.top(); y < middle.bottom(); y += 2)
            for (int x = middle.left(); x < middle.right(); x += 2)
                coloured += qGray(image.pixel(x, y)) < 200 && QColor(image.pixel(x, y)).saturation() > 60 ? 1 : 0;
        QVERIFY2(coloured > middle.width() * middle.height() / 4 / 4, qPrintable(QString::number(coloured)));
        // Fewer than the limit: Qt Charts' own points, as before.
        QVERIFY(kTradeoffDrawnLimit < 10000);
    }

    // On screen, a map of many markers has its labels placed on a worker (issue 34): its first paint places none on the
    // GUI thread, and the labels then shown are those a picture of the same map at the same size places at once. The
    // chart it replaced is let go a moment later, in a turn of its own.
    void manyMarkersOnScreenArePlacedOnAWorker()
    {
        const ProjectData p = scatteredProject(10000, 997, 1009);
        const TradeoffData data = tradeoffData(evaluate(p).chartInput());
        ChartView view;
        view.resize(1000, 600);
        const QPointer<QChart> first(view.chart());
        view.showChart(createChart(data, ChartStyle{}));
        QVERIFY(first); // not in this turn
        LabelLayer *labels = labelLayer(view.chart());
        QVERIFY(labels);
        (void)view.grab(); // the first paint
        QCOMPARE(labels->placements(), 0);
        QVERIFY(labels->isPlacing());
        QVERIFY(labels->placedTexts().isEmpty());
        QTRY_VERIFY(!labels->isPlacing());
        QCOMPARE(labels->placements(), 1);
        QTRY_VERIFY(!first);

        std::unique_ptr<QChart> twin(createChart(data, ChartStyle{}));
        (void)renderChartImage(twin.get(), view.chart()->size().toSize()); // a picture: placed at once
        LabelLayer *twinLabels = labelLayer(twin.get());
        QCOMPARE(twinLabels->placements(), 1);
        QVERIFY(!twinLabels->isPlacing());
        QVERIFY(!labels->placedTexts().isEmpty());
        QCOMPARE(labels->placedTexts(), twinLabels->placedTexts());
        QCOMPARE(labels->fallbackTexts(), twinLabels->fallbackTexts());
        QCOMPARE(labels->placedCount(), twinLabels->placedCount());
        // What the view shows now is what a view that places its labels at once shows.
        const QImage shown = view.grab().toImage();
        QCOMPARE(labels->placements(), 1); // the same plot: not placed again
        ChartView atOnce;
        atOnce.resize(view.size());
        atOnce.showChart(createChart(data, ChartStyle{}));
        labelLayer(atOnce.chart())->setBackgroundFrom(std::numeric_limits<int>::max());
        const QImage placedAtOnce = atOnce.grab().toImage();
        QVERIFY(!labelLayer(atOnce.chart())->isPlacing());
        QCOMPARE(labelLayer(atOnce.chart())->placedTexts(), labels->placedTexts());
        QCOMPARE(shown, placedAtOnce);

        // The mouse over a marker: while its name is placed, the last labels stay drawn (the plot did not move);
        // then it is shown.
        PointsLayer *points = nullptr;
        for (QGraphicsItem *item : view.chart()->childItems())
            if (auto *l = dynamic_cast<PointsLayer *>(item))
                points = l;
        QVERIFY(points && !points->points().empty());
        const PointsLayer::Point &hovered = points->points().front();
        labels->setHovered(LabelLayer::Label{hovered.value, hovered.series, hovered.name, QColor(), 1000, true, true, 15,
                                             LabelLayer::Label::Side::Auto});
        const QImage whilePlacing = view.grab().toImage();
        QVERIFY(labels->isPlacing());
        QCOMPARE(whilePlacing, shown);
        QTRY_VERIFY(!labels->isPlacing());
        QCOMPARE(labels->placements(), 2);
        QCOMPARE(labels->placedCount(), int(labels->placedTexts().size() + labels->fallbackTexts().size()) + 1);
        QVERIFY(view.grab().toImage() != shown);
    }

    // A repaint of a small part of a big map (a placed label's place, a hovered name) draws only the markers that reach
    // that part, and it looks as the same part of the whole map painted at once (issue 34).
    void aSmallRepaintDrawsOnlyTheMarkersNearIt()
    {
        const ProjectData p = scatteredProject(10000, 997, 1009);
        ChartView view;
        view.resize(1000, 600);
        view.showChart(createChart(tradeoffData(evaluate(p).chartInput()), ChartStyle{}));
        labelLayer(view.chart())->setBackgroundFrom(std::numeric_limits<int>::max()); // placed at once
        PointsLayer *points = nullptr;
        for (QGraphicsItem *item : view.chart()->childItems())
            if (auto *l = dynamic_cast<PointsLayer *>(item))
                points = l;
        QVERIFY(points);
        const QImage whole = view.grab().toImage();
        const int all = points->drawnLast();
        QVERIFY2(all > 9000, qPrintable(QString::number(all)));
        const QRect part(QPoint(480, 280), QSize(60, 40));
        const QImage piece = view.grab(part).toImage();
        QVERIFY2(points->drawnLast() > 0 && points->drawnLast() < all / 20, qPrintable(QString::number(points->drawnLast())));
        QCOMPARE(piece, whole.copy(part));
    }

    // A chart replaced on screen is deleted in a turn of its own after the new chart's first paint, not before it and
    // not in the paint's own turn (at 10,000 points deleting it was 2–3 ms of the turn that shows the new one, issue
    // 34). A view replaced again before it painted keeps only the last one replaced.
    void aReplacedChartGoesAfterTheNewOnesFirstPaint()
    {
        const TradeoffData data = tradeoffData(evaluate(scatteredProject(40, 97, 101)).chartInput());
        ChartView view;
        view.resize(640, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.showChart(createChart(data, ChartStyle{}));
        QTRY_VERIFY(view.chart()->isVisible());
        QCoreApplication::processEvents();
        const QPointer<QChart> first(view.chart());
        view.showChart(createChart(data, ChartStyle{}));
        const QPointer<QChart> second(view.chart());
        view.showChart(createChart(data, ChartStyle{})); // before any paint: the first goes now, the second waits
        QVERIFY(!first);
        QVERIFY(second);
        view.viewport()->repaint(); // the first paint of the new chart
        QVERIFY(second);
        QTRY_VERIFY(!second);
    }

    // A repaint of the same plot draws the markers where they were mapped and the labels where they went (Qt Charts
    // paints a new chart twice; at 10,000 points mapping and placing them again was 5 ms of each 10 ms paint, issue
    // 34). A moved plot, a new point or a hovered label maps or places them again.
    void aRepaintReusesWhereThingsWent()
    {
        const ProjectData p = scatteredProject(10000, 997, 1009);
        std::unique_ptr<QChart> chart(createChart(tradeoffData(evaluate(p).chartInput()), ChartStyle{}));
        PointsLayer *points = nullptr;
        for (QGraphicsItem *item : chart->childItems())
            if (auto *l = dynamic_cast<PointsLayer *>(item))
                points = l;
        LabelLayer *labels = labelLayer(chart.get());
        QVERIFY(points && labels);
        const QSize size(1280, 720);
        const QImage first = renderChartImage(chart.get(), size);
        QCOMPARE(points->mappings(), 1);
        QCOMPARE(labels->placements(), 1);
        const QStringList placed = labels->placedTexts();
        QVERIFY(!placed.isEmpty());
        const QImage again = renderChartImage(chart.get(), size);
        QCOMPARE(points->mappings(), 1);
        QCOMPARE(labels->placements(), 1);
        QCOMPARE(labels->placedTexts(), placed);
        QCOMPARE(again, first);
        // Another size moves the plot: both again.
        const QImage smaller = renderChartImage(chart.get(), QSize(1000, 600));
        QCOMPARE(points->mappings(), 2);
        QCOMPARE(labels->placements(), 2);
        // Back at the first size, the picture is the first one: nothing was kept from the other size.
        QCOMPARE(renderChartImage(chart.get(), size), first);
        QCOMPARE(points->mappings(), 3);
        // The mouse over a marker: its name is placed first; the markers stay where they were mapped.
        const PointsLayer::Point &hovered = points->points().front();
        labels->setHovered(LabelLayer::Label{hovered.value, hovered.series, hovered.name, QColor(), 1000, true, true, 15,
                                             LabelLayer::Label::Side::Auto});
        (void)renderChartImage(chart.get(), size);
        QCOMPARE(labels->placements(), 4);
        QCOMPARE(labels->placedCount(), int(labels->placedTexts().size() + labels->fallbackTexts().size()) + 1);
        QCOMPARE(points->mappings(), 3);
        // A new point: mapped again.
        points->add({QPointF(hovered.value.x(), hovered.value.y()), hovered.series, hovered.look, QStringLiteral("one more")});
        (void)renderChartImage(chart.get(), size);
        QCOMPARE(points->mappings(), 4);
        QVERIFY(smaller.size() != first.size());
    }

    // The layers' own mapping of values to the plot puts every point where Qt Charts does: affine on Verdict's linear
    // axes, and Qt Charts' own answer on any other (a logarithmic axis here).
    void seriesMappingPutsPointsWhereQtChartsDoes()
    {
        const ProjectData p = scatteredProject(10000, 997, 1009); // beyond kTradeoffDrawnLimit: drawn by the layer
        std::unique_ptr<QChart> chart(createChart(tradeoffData(evaluate(p).chartInput()), ChartStyle{}));
        (void)renderChartImage(chart.get(), QSize(1000, 600)); // laid out
        PointsLayer *points = nullptr;
        for (QGraphicsItem *item : chart->childItems())
            if (auto *l = dynamic_cast<PointsLayer *>(item))
                points = l;
        QVERIFY(points);
        std::vector<QAbstractSeries *> series;
        for (const PointsLayer::Point &point : points->points())
            if (std::find(series.begin(), series.end(), point.series) == series.end())
                series.push_back(point.series);
        QVERIFY(series.size() > 1);
        const SeriesMapping mapping(chart.get(), series);
        for (const PointsLayer::Point &point : points->points()) {
            const QPointF mine = mapping.map(point.value, point.series), qt = chart->mapToPosition(point.value, point.series);
            QVERIFY2(std::abs(mine.x() - qt.x()) < 1e-6 && std::abs(mine.y() - qt.y()) < 1e-6, qPrintable(point.name));
        }
        QVERIFY(mapping == SeriesMapping(chart.get(), series));
        (void)renderChartImage(chart.get(), QSize(800, 500)); // another plot
        QVERIFY(!(mapping == SeriesMapping(chart.get(), series)));

        QChart logChart;
        auto *line = new QLineSeries;
        for (int i = 1; i <= 10; ++i)
            line->append(i, std::pow(10.0, i));
        logChart.addSeries(line);
        auto *x = new QValueAxis;
        auto *y = new QLogValueAxis;
        y->setLabelFormat(QStringLiteral("%g"));
        logChart.addAxis(x, Qt::AlignBottom);
        logChart.addAxis(y, Qt::AlignLeft);
        line->attachAxis(x);
        line->attachAxis(y);
        (void)renderChartImage(&logChart, QSize(600, 400));
        const SeriesMapping logMapping(&logChart, {line});
        for (int i = 1; i <= 10; ++i) {
            const QPointF value(i, std::pow(10.0, i));
            const QPointF mine = logMapping.map(value, line), qt = logChart.mapToPosition(value, line);
            QVERIFY2(std::abs(mine.x() - qt.x()) < 1e-6 && std::abs(mine.y() - qt.y()) < 1e-6, qPrintable(QString::number(i)));
        }
    }

    void breakdownSeries()
    {
        const BreakdownData data = breakdownData(evaluate(smallProject()).chartInput());
        std::unique_ptr<QChart> chart(createChart(data, ChartStyle{}));
        const auto bars = seriesOf<QHorizontalStackedBarSeries>(chart.get());
        QCOMPARE(bars.size(), 1);
        QCOMPARE(bars[0]->count(), data.criteria.size());
        const int n = int(data.bars.size());
        for (int c = 0; c < data.criteria.size(); ++c) {
            QBarSet *set = bars[0]->barSets().at(c);
            QCOMPARE(set->count(), n);
            // Bottom to top: the last bar (worst) first.
            for (int i = 0; i < n; ++i)
                QCOMPARE(set->at(i), data.bars[std::size_t(n - 1 - i)].contributions[std::size_t(c)] * 100.0);
        }
    }

    void breakdownLegendNeverElides()
    {
        // Three short criteria fit in one row under the plot; seven long ones would be elided there ("Tool
        // familiarity (..."), so the legend moves to the right where each label gets its own line.
        const BreakdownData shortNames = breakdownData(evaluate(smallProject()).chartInput());
        std::unique_ptr<QChart> compact(createChart(shortNames, ChartStyle{}));
        QCOMPARE(compact->legend()->alignment(), Qt::AlignBottom);

        ProjectData wide = chartProject({{QStringLiteral("a"), Direction::Max, 3}, {QStringLiteral("b"), Direction::Min, 2},
                                         {QStringLiteral("c"), Direction::Max, 2}, {QStringLiteral("d"), Direction::Max, 1},
                                         {QStringLiteral("e"), Direction::Max, 1}, {QStringLiteral("f"), Direction::Min, 1},
                                         {QStringLiteral("g"), Direction::Max, 1}},
                                        {{1, 2, 3, 4, 5, 6, 7}, {7, 6, 5, 4, 3, 2, 1}, {2, 4, 6, 1, 3, 5, 7}});
        for (std::size_t c = 0; c < wide.criteria.size(); ++c)
            wide.criteria[c].name = QStringLiteral("A rather long criterion name %1").arg(c + 1);
        const BreakdownData longNames = breakdownData(evaluate(wide).chartInput());
        QVERIFY(!longNames.bars.empty());
        std::unique_ptr<QChart> tall(createChart(longNames, ChartStyle{}));
        QCOMPARE(tall->legend()->alignment(), Qt::AlignRight);
    }

    void tornadoValueLabelsAreCompact()
    {
        // Large values are labelled "112K", never in exponent notation ("1.12E+05").
        ProjectData p = smallProject();
        for (int r = 0; r < p.values.rows(); ++r)
            p.values.set(r, 1, p.values.at(r, 1) * 1000.0);
        const TornadoData data = tornadoData(evaluate(p).chartInput());
        std::unique_ptr<QChart> chart(createChart(data, ChartStyle{}));
        QStringList texts;
        for (QGraphicsItem *item : chart->childItems())
            if (auto *layer = dynamic_cast<LabelLayer *>(item))
                texts << layer->texts();
        QVERIFY(!texts.isEmpty());
        for (const QString &t : texts)
            QVERIFY2(!t.contains(u'E') && !t.contains(u'e'), qPrintable(t));
        QVERIFY2(texts.join(u' ').contains(u'K'), qPrintable(texts.join(u' ')));
    }

    void sweepSeries()
    {
        const SweepData data = sweepData(evaluate(smallProject()).chartInput(), -1, QStringLiteral("latency"));
        std::unique_ptr<QChart> chart(createChart(data, ChartStyle{}));
        int matched = 0;
        for (QLineSeries *l : seriesOf<QLineSeries>(chart.get()))
            for (const SweepLine &line : data.lines)
                if (l->name() == line.name) {
                    QCOMPARE(l->at(0), QPointF(0.0, line.at0 * 100.0));
                    QCOMPARE(l->at(1), QPointF(100.0, line.at1 * 100.0));
                    ++matched;
                }
        QCOMPARE(matched, int(data.lines.size()));
        if (!data.crossovers.empty()) {
            const auto points = seriesOf<QScatterSeries>(chart.get());
            QCOMPARE(points.size(), 1);
            QCOMPARE(points[0]->count(), int(data.crossovers.size()));
            QCOMPARE(points[0]->at(0).x(), data.crossovers[0].weight * 100.0);
        }
    }

    void tornadoSeries()
    {
        const TornadoData data = tornadoData(evaluate(smallProject()).chartInput());
        QVERIFY(!data.bars.empty());
        std::unique_ptr<QChart> chart(createChart(data, ChartStyle{}));
        const auto areas = seriesOf<QAreaSeries>(chart.get());
        QCOMPARE(areas.size(), 2 * int(data.bars.size()));
        // Every bar's ends appear as area ends.
        QList<double> ends;
        for (QAreaSeries *a : areas)
            ends << a->upperSeries()->at(1).x();
        for (const TornadoBar &b : data.bars) {
            QVERIFY(ends.contains(b.lowMargin * 100.0));
            QVERIFY(ends.contains(b.highMargin * 100.0));
        }
    }

    void profilesAndAcceptabilitySeries()
    {
        ProjectData p = smallProject();
        WeightProfile other;
        other.name = QStringLiteral("Cost first");
        other.weights = {1, 5, 1};
        p.profiles.push_back(other);
        const ProfilesData profiles = profilesData(evaluate(p).chartInput());
        std::unique_ptr<QChart> chart(createChart(profiles, ChartStyle{}));
        const auto bars = seriesOf<QBarSeries>(chart.get());
        QCOMPARE(bars.size(), 1);
        QCOMPARE(bars[0]->count(), p.alternativeCount());
        for (int a = 0; a < p.alternativeCount(); ++a) {
            QCOMPARE(bars[0]->barSets().at(a)->label(), p.alternatives[std::size_t(a)].name);
            QCOMPARE(bars[0]->barSets().at(a)->color(), ChartStyle{}.alternativeColor(a));
            for (int k = 0; k < 2; ++k)
                QCOMPARE(bars[0]->barSets().at(a)->at(k), profiles.profiles[std::size_t(k)].scores[std::size_t(a)] * 100.0);
        }

        const AcceptabilityData acc = acceptabilityData(evaluate(p).chartInput(), -1, 1000, 3);
        std::unique_ptr<QChart> accChart(createChart(acc, ChartStyle{}));
        const auto stacked = seriesOf<QHorizontalStackedBarSeries>(accChart.get());
        QCOMPARE(stacked.size(), 1);
        QCOMPARE(stacked[0]->count(), p.alternativeCount()); // one set per rank
        const int n = int(acc.rows.size());
        for (int r = 0; r < n; ++r)
            for (int i = 0; i < n; ++i)
                QCOMPARE(stacked[0]->barSets().at(r)->at(i), acc.rows[std::size_t(n - 1 - i)].acceptability[std::size_t(r)] * 100.0);
        QVERIFY(accChart->title().contains(QStringLiteral("1,000 samples")));
        QVERIFY(accChart->title().contains(QStringLiteral("seed 3")));
    }

    // The scenario comparison of the sample: the bars of an alternative that fails a gate under a scenario are
    // pale (selected, in a colour between the set's and the background), the others not, and the caption says so;
    // every column's label keeps its winner line (a name too long for its column ends in "…" instead).
    void scenariosPaleWhereInfeasible()
    {
        const LoadResult loaded = loadProjectFile(QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict"));
        QVERIFY(loaded.project);
        const Evaluation e = evaluate(*loaded.project);
        const ScenariosData &data = e.scenarios();
        QVERIFY(data.scenarios.size() >= 3);
        ChartStyle style = ChartStyle::forSize(ChartTheme::Light, 1280, 720);
        std::unique_ptr<QChart> chart(createChart(data, style));
        const auto bars = seriesOf<QBarSeries>(chart.get());
        QCOMPARE(bars.size(), 1);
        int pale = 0, full = 0;
        for (std::size_t a = 0; a < data.alternatives.size(); ++a) {
            QBarSet *set = bars[0]->barSets().at(int(a));
            QVERIFY(set->selectedColor() != set->color());
            const QList<int> selected = set->selectedBars();
            for (std::size_t k = 0; k < data.scenarios.size(); ++k) {
                const bool feasible = data.scenarios[k].feasible[std::size_t(data.alternatives[a])];
                QCOMPARE(selected.contains(int(k)), !feasible);
                (feasible ? full : pale) += 1;
            }
        }
        QVERIFY(pale > 0 && full > 0); // the sample has both: ECS and GKE fail a gate, nothing passes at $120K
        QVERIFY2(chart->title().contains(QStringLiteral("pale: fails a gate")), qPrintable(chart->title()));
        auto *axis = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Horizontal).value(0));
        QVERIFY(axis);
        const QStringList labels = axis->categories();
        QCOMPARE(labels.size(), int(data.scenarios.size()));
        const QFontMetricsF metrics(axis->labelsFont());
        for (int k = 0; k < labels.size(); ++k) {
            QVERIFY2(labels[k].contains(QStringLiteral("▲")) || labels[k].contains(QStringLiteral("no winner")), qPrintable(labels[k]));
            const QString name = labels[k].section(QStringLiteral("<br>"), 0, -2);
            for (const QString &line : name.split(QStringLiteral("<br>")))
                QVERIFY2(metrics.horizontalAdvance(line) <= metrics.averageCharWidth() * 22.0 + 1.0, qPrintable(line));
        }
    }

    void methodsSeries()
    {
        const MethodsData data = methodsData(evaluate(smallProject()).chartInput());
        std::unique_ptr<QChart> chart(createChart(data, ChartStyle{}));
        const auto lines = seriesOf<QLineSeries>(chart.get());
        QCOMPARE(lines.size(), int(data.alternatives.size()));
        for (QLineSeries *l : lines) {
            const int a = data.names.indexOf(l->name());
            QVERIFY(a >= 0);
            for (int m = 0; m < data.methods.size(); ++m)
                QCOMPARE(l->at(m), QPointF(m, data.ranks[std::size_t(m)][std::size_t(a)]));
        }
    }

    // A page painter that has just filled something (the cheat sheet's legend dots) draws the same chart as a
    // fresh one: Qt Charts' line items would otherwise fill their polylines with the painter's brush.
    void renderIgnoresThePaintersBrush()
    {
        const ProjectData project = test::loadSample();
        ChartRequest request;
        request.kind = ChartKind::Tradeoff;
        const ChartData data = computeChartData(evaluate(project).chartInput(), request);
        const QSize size(640, 400);
        const auto draw = [&](const QBrush &brush) {
            std::unique_ptr<QChart> chart(createChart(data, ChartStyle{}));
            QImage image(size, QImage::Format_RGB32);
            image.fill(Qt::white);
            QPainter painter(&image);
            painter.setBrush(brush);
            painter.setPen(QPen(brush.color(), 3));
            renderChart(chart.get(), &painter, QRectF(QPointF(0, 0), QSizeF(size)), size);
            painter.end();
            return image;
        };
        const QImage fresh = draw(Qt::NoBrush);
        const QImage orange = draw(QColor(0xD5, 0x5E, 0x00));
        int differing = 0;
        for (int y = 0; y < size.height(); ++y)
            for (int x = 0; x < size.width(); ++x)
                differing += fresh.pixel(x, y) != orange.pixel(x, y) ? 1 : 0;
        QCOMPARE(differing, 0);
    }

    // The breakdown with 30 alternatives in a dock (issue 35): as many bars as there are rows for, each name readable
    // (shortened in the middle, never "…" alone; a 10,000-character one too), the caption saying how many are left
    // out, and the axis running past the longest bar so its score is beside it.
    void breakdownAtThirtyAlternatives()
    {
        std::vector<std::vector<double>> rows;
        for (int r = 0; r < 30; ++r)
            rows.push_back({double(r % 7 + 1), double((r * 13) % 11 + 1), double((r * 5) % 9 + 1)});
        ProjectData p = test::chartProject({{QStringLiteral("fit"), Direction::Max, 2, QString()},
                                            {QStringLiteral("cost"), Direction::Min, 1, QString()},
                                            {QStringLiteral("risk"), Direction::Min, 1, QString()}},
                                           rows);
        for (int r = 0; r < 30; ++r)
            p.alternatives[std::size_t(r)].name = QStringLiteral("Platform %1").arg(r + 1, 2, 10, QLatin1Char('0'));
        p.alternatives[7].name = QStringLiteral("Platform with a long name ") + QString(9970, u'x') + QStringLiteral(" (end)");
        p.analysis.method = QStringLiteral("promethee");
        ChartRequest request;
        request.kind = ChartKind::Breakdown;
        const ChartData data = computeChartData(evaluate(p).chartInput(), request);
        const ChartStyle style = ChartStyle::forDock(ChartTheme::Light, QSizeF(740, 400));
        std::unique_ptr<QChart> chart(createChart(data, style));
        auto *axis = qobject_cast<QBarCategoryAxis *>(chart->axes(Qt::Vertical).value(0));
        QVERIFY(axis);
        const QStringList shown = axis->categories();
        QVERIFY2(shown.size() >= 5 && shown.size() < 30, qPrintable(QString::number(shown.size())));
        const QFontMetricsF metrics(style.font(style.labelPixels()));
        for (const QString &c : shown) {
            QVERIFY2(c.contains(QStringLiteral("Platform")), qPrintable(c));
            QVERIFY2(metrics.horizontalAdvance(c) <= 740 * 0.3, qPrintable(c));
        }
        QVERIFY2(chart->property(kChartCaption).toString().contains(QStringLiteral("the first %1 of 30 alternatives").arg(shown.size())),
                 qPrintable(chart->property(kChartCaption).toString()));
    }

    void exports_data()
    {
        QTest::addColumn<int>("kind");
        for (int k = 0; k < kChartKindCount; ++k)
            QTest::newRow(qPrintable(chartKindName(ChartKind(k)))) << k;
    }
    void exports()
    {
        QFETCH(int, kind);
        const ProjectData project = test::loadSample();
        ChartRequest request;
        request.kind = ChartKind(kind);
        request.samples = 2000;
        const ChartData data = computeChartData(evaluate(project).chartInput(), request);
        QVERIFY(chartHasContent(data));
        std::unique_ptr<QChart> chart(createChart(data, ChartStyle{}));
        QTemporaryDir dir;
        const QString png = dir.filePath(QStringLiteral("c.png"));
        QString error;
        QVERIFY2(exportChartPng(chart.get(), png, QSize(800, 450), 1, &error), qPrintable(error));
        QCOMPARE(QImage(png).size(), QSize(800, 450));
        QVERIFY(exportChartPng(chart.get(), png, QSize(800, 450), 2, &error));
        QCOMPARE(QImage(png).size(), QSize(1600, 900));
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QVERIFY(writeChartSvg(chart.get(), &buffer, QSize(1280, 720), chartKindTitle(request.kind)));
        bool wellFormed = false;
        const QString text = svgText(buffer.data(), &wellFormed);
        QVERIFY(wellFormed);
        // The committee chart names every stakeholder and the group's winner.
        if (const auto *committee = std::get_if<DisagreementData>(&data)) {
            for (const QString &member : committee->members)
                QVERIFY2(text.contains(member), qPrintable(member));
            QVERIFY(text.contains(committee->groupWinnerName));
            QCOMPARE(committee->members.size(), 4);
            return;
        }
        // The alternatives are named in the drawing's text (the tornado names the two it compares, rank
        // acceptability the feasible ones).
        int named = 0;
        for (const Alternative &a : project.alternatives)
            named += text.contains(a.name) ? 1 : 0;
        int expected = project.alternativeCount();
        if (request.kind == ChartKind::Tornado)
            expected = 2;
        else if (const auto *acc = std::get_if<AcceptabilityData>(&data))
            expected = int(acc->rows.size());
        QVERIFY(expected >= 2);
        QVERIFY2(named >= expected,
                 qPrintable(QStringLiteral("%1 of %2 named").arg(named).arg(project.alternativeCount())));
    }

    void panelFollowsProject()
    {
        Document document(smallProject());
        ChartPanel panel(document.project());
        panel.resize(800, 500);
        panel.setKind(ChartKind::Breakdown);
        QVERIFY(panel.currentData());
        const auto *before = std::get_if<BreakdownData>(panel.currentData());
        QVERIFY(before);
        QCOMPARE(before->bars.front().name, QStringLiteral("Bravo"));
        QSignalSpy updated(&panel, &ChartPanel::chartUpdated);
        document.setValue(3, 0, 1.0); // Delta becomes the fastest by far
        QTRY_VERIFY(updated.count() >= 1);
        const auto *after = std::get_if<BreakdownData>(panel.currentData());
        QVERIFY(after);
        QCOMPARE(after->bars.front().name, QStringLiteral("Delta"));

        panel.setKind(ChartKind::Acceptability); // computed in the background
        QTRY_VERIFY(std::get_if<AcceptabilityData>(panel.currentData()) != nullptr);
        QTRY_VERIFY(!std::get_if<AcceptabilityData>(panel.currentData())->rows.empty());
    }

    void viewExports()
    {
        Project project(smallProject());
        ChartPanel panel(&project);
        panel.resize(900, 600);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QTRY_VERIFY(panel.currentData() != nullptr); // edits are grouped: the first chart arrives from a timer
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("v.svg"));
        panel.view()->setFileChooser([&](QWidget *, const QString &, const QString &) { return svg; });
        QString error;
        QVERIFY(panel.view()->exportSvg(svg, &error));
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        bool wellFormed = false;
        QVERIFY(svgText(f.readAll(), &wellFormed).contains(QStringLiteral("Alpha")));
        QVERIFY(wellFormed);
        QVERIFY(!panel.view()->chartImage().isNull());
    }

    void presentation()
    {
        auto *window = new PresentationWindow(evaluate(smallProject()));
        QPointer<PresentationWindow> guard(window);
        window->resize(1280, 720);
        window->show();
        QCOMPARE(window->slideCount(), int(window->deck().slides.size())); // the review deck's slides
        QVERIFY(window->slideCount() >= 3);
        QCOMPARE(window->currentSlide(), 0);
        QCOMPARE(window->slideTitle(0), QStringLiteral("The recommendation"));
        QCOMPARE(window->slideHeadline(0), recommendationSentence(evaluate(smallProject()).ranking()));
        QTest::keyClick(window, Qt::Key_Right);
        QCOMPARE(window->currentSlide(), 1);
        ChartRequest tradeoff;
        const ChartData data = computeChartData(evaluate(smallProject()).chartInput(), tradeoff);
        QCOMPARE(window->slideTitle(1), chartSlideTitle(data));
        QCOMPARE(window->slideHeadline(1), chartHeadline(data));
        QTest::keyClick(window, Qt::Key_Left);
        QTest::keyClick(window, Qt::Key_Left); // stays on the first slide
        QCOMPARE(window->currentSlide(), 0);
        QTest::keyClick(window, Qt::Key_End);
        QCOMPARE(window->currentSlide(), window->slideCount() - 1);
        QTest::keyClick(window, Qt::Key_Escape);
        QTRY_VERIFY(guard.isNull()); // closed and deleted
    }
};

QTEST_MAIN(TestChartViews)
#include "tst_chartviews.moc"
