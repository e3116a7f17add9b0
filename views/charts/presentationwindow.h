#pragma once

#include "chartstyle.h"

#include "charts/chartdata.h"

#include <QWidget>

#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QLabel;
class QStackedWidget;
class QTimer;
class QVBoxLayout;
QT_END_NAMESPACE

namespace verdict {

class ChartView;
class Evaluation;

// Presentation mode (F5): full screen, one slide per takeaway: the recommendation, then one per chart. Each
// slide has margins, a title that wraps (never clipped) and a headline sentence stating what it shows
// (report/headlines.h); type grows with the screen. Arrow keys, Page Up/Down and Space move; Esc leaves. Built
// from one evaluation when opened.
class PresentationWindow : public QWidget
{
    Q_OBJECT

public:
    explicit PresentationWindow(const Evaluation &evaluation, QWidget *parent = nullptr);

    int slideCount() const;
    int currentSlide() const;
    void setSlide(int index);
    QString slideTitle(int index) const;
    QString slideHeadline(int index) const;

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void applyScale();    // margins and type for the window's size
    void redrawCurrent(); // the current slide's chart drawn for its size

    QStackedWidget *m_slides;
    QLabel *m_footer;
    QTimer *m_redraw;
    QVBoxLayout *m_outer = nullptr;
    QList<QVBoxLayout *> m_layouts;
    QStringList m_titles;
    QStringList m_headlines;
    std::vector<std::optional<ChartData>> m_data; // per slide; none for the recommendation
    std::vector<ChartView *> m_views;             // per slide; null for the recommendation
    ChartStyle m_style;
    double m_scale = 1.0;
};

} // namespace verdict
