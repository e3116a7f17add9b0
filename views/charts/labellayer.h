#pragma once

#include "chartstyle.h"
#include "seriesmapping.h"

#include <QGraphicsObject>
#include <QPointer>

#include <QStringList>

#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QAbstractSeries;
class QChart;
QT_END_NAMESPACE

namespace verdict {

// Text labels for chart points, placed so they never overlap each other or the points: each label tries
// positions around its point (right, left, above, below, diagonals) in priority order and is dropped when
// none is free, unless it is required or has a shorter fallback. Drawn as text (so SVG exports keep it as text) on a translucent
// background so it stays readable over lines. Where each label goes is worked out when the labels, the plot or an
// axis change, not at every paint: around 10,000 markers that took 3 ms of a chart's paint, and Qt Charts paints a
// new chart twice. On screen, with many markers (backgroundFrom()), it is worked out on a worker: the chart is
// painted without its labels, and they appear when placed (at 10,000 markers placing them was 2–5 ms of the new
// chart's first paint, a turn of the event loop that already held the window 9 ms). A picture or file is drawn
// with its labels placed at once.
class LabelLayer : public QGraphicsObject
{
    Q_OBJECT

public:
    struct Label
    {
        QPointF value;              // in the series' data coordinates
        QAbstractSeries *series = nullptr;
        QString text;
        QColor color;
        int priority = 0;           // higher is placed first
        bool required = false;      // placed even when it must overlap
        bool bold = false;
        int pixelSize = 15;         // before the style's font scale
        enum class Side { Auto, Above, Right, Left, Below } side = Side::Auto;
    };

    LabelLayer(QChart *chart, const ChartStyle &style);

    void add(const Label &label);
    // `fallback`: where the text finds no free place, this shorter text instead ("#7", the point's rank), placed even
    // when it must overlap, so the point is still named.
    void add(const Label &label, const QString &fallback);
    void clear();
    // A marker drawn by a series that labels must not cover (radius in pixels before scaling).
    void addObstacle(QPointF value, QAbstractSeries *series);
    void setHovered(const std::optional<Label> &label);
    int placedCount() const { return int(m_placement.size()); }
    // Labels shown by their fallback at the last paint (their full text did not fit), for tests.
    QStringList fallbackTexts() const { return m_fellBack; }
    // Labels shown with their full text at the last paint, for tests.
    QStringList placedTexts() const { return m_shown; }
    QStringList texts() const; // every label's text (placed or not), for tests and accessibility
    int placements() const { return m_placements; } // how many times the labels were placed, for tests
    bool isPlacing() const { return m_state == State::Placing; } // placed on a worker, not yet shown
    // From how many markers labels shown on screen are placed on a worker (for tests: 0 always, INT_MAX never).
    static constexpr int kBackgroundFrom = 2000;
    void setBackgroundFrom(int markers) { m_backgroundFrom = markers; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QChart *m_chart;
    ChartStyle m_style;
    struct Entry
    {
        Label label;
        QString fallback;
    };
    std::vector<Entry> m_labels;
    std::vector<std::pair<QPointF, QAbstractSeries *>> m_obstacles;
    std::optional<Label> m_hovered;
    std::vector<QAbstractSeries *> m_series; // of the labels and obstacles, each once

    // Where the labels went: made again when a label, an obstacle or the hovered label changes, or the plot or an axis
    // moves (the mapping differs from the one they were placed with).
    struct Placed
    {
        QRectF rect;
        QFont font;
        QColor color;
        QString text;
    };
    struct Job;
    struct Placement
    {
        std::vector<Placed> placed;
        QStringList fellBack, shown;
    };
    Job job() const; // what placing needs, every point mapped (GUI thread)
    static Placement place(const Job &job); // any thread
    void show(Placement placement);
    void changed();
    std::vector<Placed> m_placement;
    SeriesMapping m_mapping;
    // Stale: placed again at the next paint. Placing: a worker places for the labels, obstacles and mapping as they
    // are. Placed: m_placement is theirs (a change meanwhile makes it Stale).
    enum class State { Stale, Placing, Placed } m_state = State::Stale;
    int m_placements = 0;
    int m_backgroundFrom = kBackgroundFrom;
    int m_generation = 0; // of the placement asked for last; a worker's older one is dropped
    QStringList m_fellBack;
    QStringList m_shown;
};

} // namespace verdict
