// Trade-off map with 1,000 alternatives: time to compute the data, build the chart, render a frame (what a
// repaint costs, labels placed) and react to a hover. Then a map of 10,000 on a view: a repaint of the whole view,
// and of a label's place only (what a label placed on a worker or a hovered name repaints). Run offscreen:
// QT_QPA_PLATFORM=offscreen.
#include "evaluation/evaluation.h"
#include "charts/chartexport.h"
#include "charts/chartfactory.h"
#include "charts/chartview.h"
#include "charts/labellayer.h"
#include "core/memory.h"

#include <QApplication>
#include <QChart>
#include <QElapsedTimer>
#include <QScatterSeries>

#include <algorithm>
#include <climits>
#include <cstdio>
#include <vector>

using namespace verdict;

namespace {

ProjectData bigProject(int n)
{
    ProjectData p = makeEmptyProject();
    const char *ids[] = {"latency", "cost", "quality"};
    for (int c = 0; c < 3; ++c) {
        Criterion k;
        k.id = QLatin1String(ids[c]);
        k.name = k.id;
        k.direction = c < 2 ? Direction::Min : Direction::Max;
        p.criteria.push_back(k);
        p.profiles[0].weights.push_back(1.0);
    }
    p.values = SharedMatrix(n, 3);
    for (int i = 0; i < n; ++i) {
        Alternative a;
        a.id = QStringLiteral("a%1").arg(i);
        a.name = QStringLiteral("Platform %1").arg(i);
        p.alternatives.push_back(a);
        p.values.set(i, 0, 20.0 + (i * 7919 % 1000) / 25.0);
        p.values.set(i, 1, 50000.0 + (i * 104729 % 1000) * 200.0);
        p.values.set(i, 2, 1.0 + (i % 5));
    }
    return p;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

} // namespace

int main(int argc, char **argv)
{
    keepLargeBlocks(); // as the application does
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const ProjectData project = bigProject(1000);
    std::vector<double> data, build, render, hover;
    for (int run = 0; run < 11; ++run) {
        QElapsedTimer t;
        t.start();
        const ChartInput input = evaluate(project).chartInput();
        const TradeoffData d = tradeoffData(input);
        data.push_back(t.nsecsElapsed() / 1e6);
        t.restart();
        std::unique_ptr<QChart> chart(createTradeoffChart(d, ChartStyle{}));
        build.push_back(t.nsecsElapsed() / 1e6);
        t.restart();
        renderChartImage(chart.get(), QSize(1280, 720));
        render.push_back(t.nsecsElapsed() / 1e6);
        // A hover: the label layer gets one more label and the chart repaints.
        auto *series = qobject_cast<QScatterSeries *>(chart->series().back());
        t.restart();
        Q_EMIT series->hovered(series->at(0), true);
        renderChartImage(chart.get(), QSize(1280, 720));
        hover.push_back(t.nsecsElapsed() / 1e6);
    }
    std::printf("trade-off map, 1,000 alternatives (median of 11, ms): data %.1f, build chart %.1f, "
                "render frame %.1f, hover + repaint %.1f\n",
                median(data), median(build), median(render), median(hover));

    ChartView view;
    view.resize(1280, 720);
    view.showChart(createTradeoffChart(tradeoffData(evaluate(bigProject(10000)).chartInput()), ChartStyle{}));
    for (QGraphicsItem *item : view.chart()->childItems())
        if (auto *labels = dynamic_cast<LabelLayer *>(item))
            labels->setBackgroundFrom(INT_MAX); // placed at once: the repaints below are the markers' and labels'
    (void)view.grab();
    std::vector<double> whole, part;
    for (int run = 0; run < 21; ++run) {
        QElapsedTimer t;
        t.start();
        (void)view.grab();
        whole.push_back(t.nsecsElapsed() / 1e6);
        t.restart();
        (void)view.grab(QRect(600, 340, 60, 40));
        part.push_back(t.nsecsElapsed() / 1e6);
    }
    std::printf("trade-off map, 10,000 alternatives on a 1280 x 720 view (median of 21, ms): repaint the whole view "
                "%.2f, a label's place (60 x 40) %.2f\n",
                median(whole), median(part));
    return 0;
}
