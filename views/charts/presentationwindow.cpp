#include "presentationwindow.h"

#include "evaluation/evaluation.h"

#include "chartfactory.h"
#include "chartpanel.h"
#include "chartview.h"

#include "charts/chartdata.h"

#include <QKeyEvent>
#include <QLabel>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace verdict {

namespace {

// The ranking slide: the weighted-sum ranking of the active profile in large type.
QString rankingHtml(const ChartInput &input, const ChartStyle &style)
{
    Messages messages;
    const BreakdownData data = breakdownData(input);
    const int big = int(28 * style.fontScale), huge = int(40 * style.fontScale);
    QString html = QStringLiteral("<div style=\"font-size:%1px; font-weight:600\">Ranking — %2</div><br>")
                       .arg(huge)
                       .arg(data.profileName.toHtmlEscaped());
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"10\" style=\"font-size:%1px\">").arg(big);
    const double best = data.bars.empty() ? 0.0 : data.bars.front().score;
    for (const BreakdownBar &bar : data.bars) {
        html += QStringLiteral("<tr><td align=\"right\">%1.</td><td><span style=\"color:%2\">■</span> %3%4</td>"
                               "<td align=\"right\">%5</td><td align=\"right\" style=\"color:%6\">%7</td></tr>")
                    .arg(bar.rank)
                    .arg(style.alternativeColor(bar.alternative).name(), bar.name.toHtmlEscaped(),
                         bar.feasible ? QString() : QStringLiteral(" <i>(infeasible)</i>"),
                         QString::number(bar.score * 100.0, 'f', 1), style.muted().name(),
                         &bar == &data.bars.front() ? QString()
                                                    : QStringLiteral("−%1").arg(QString::number((best - bar.score) * 100.0, 'f', 1)));
    }
    html += QStringLiteral("</table>");
    if (data.bars.empty() && !data.messages.empty())
        html += data.messages.front().text.toHtmlEscaped();
    return html;
}

} // namespace

PresentationWindow::PresentationWindow(const Evaluation &evaluation, QWidget *parent)
    : QWidget(parent, Qt::Window), m_slides(new QStackedWidget(this)), m_footer(new QLabel(this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Presentation"));
    ChartStyle style;
    style.theme = themeFromPalette(palette());
    style.fontScale = 1.5;
    const ChartInput &input = evaluation.chartInput();

    auto *ranking = new QLabel(rankingHtml(input, style));
    ranking->setTextFormat(Qt::RichText); // rankingHtml escapes every name
    ranking->setAlignment(Qt::AlignCenter);
    ranking->setAutoFillBackground(true);
    QPalette pal = ranking->palette();
    pal.setColor(QPalette::Window, style.background());
    pal.setColor(QPalette::WindowText, style.foreground());
    ranking->setPalette(pal);
    m_slides->addWidget(ranking);
    m_titles << tr("Ranking");
    for (int k = 0; k < kChartKindCount; ++k) {
        ChartRequest request;
        request.kind = ChartKind(k);
        auto *view = new ChartView;
        view->showChart(createChart(computeChartData(input, request), style));
        m_slides->addWidget(view);
        m_titles << chartKindTitle(request.kind);
    }
    m_footer->setAlignment(Qt::AlignRight);
    m_footer->setTextFormat(Qt::PlainText);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_slides, 1);
    layout->addWidget(m_footer);
    setSlide(0);
}

int PresentationWindow::slideCount() const
{
    return m_slides->count();
}

int PresentationWindow::currentSlide() const
{
    return m_slides->currentIndex();
}

QString PresentationWindow::slideTitle(int index) const
{
    return m_titles.value(index);
}

void PresentationWindow::setSlide(int index)
{
    index = std::clamp(index, 0, slideCount() - 1);
    m_slides->setCurrentIndex(index);
    m_footer->setText(tr("%1 — %2 / %3 · ← → to move, Esc to leave  ")
                          .arg(m_titles.value(index))
                          .arg(index + 1)
                          .arg(slideCount()));
}

void PresentationWindow::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_PageDown:
    case Qt::Key_Space:
        setSlide(currentSlide() + 1);
        break;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_PageUp:
    case Qt::Key_Backspace:
        setSlide(currentSlide() - 1);
        break;
    case Qt::Key_Home:
        setSlide(0);
        break;
    case Qt::Key_End:
        setSlide(slideCount() - 1);
        break;
    case Qt::Key_Escape:
        close();
        break;
    default:
        QWidget::keyPressEvent(event);
    }
}

} // namespace verdict
