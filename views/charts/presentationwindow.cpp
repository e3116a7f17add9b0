#include "presentationwindow.h"

#include "evaluation/evaluation.h"
#include "report/format.h"
#include "report/headlines.h"
#include "report/wording.h"

#include "chartcommon.h"
#include "chartfactory.h"
#include "chartpanel.h"
#include "chartview.h"

#include "charts/chartdata.h"

#include <QChart>
#include <QKeyEvent>
#include <QLabel>
#include <QStackedWidget>
#include <QTimer>
#include <QVBoxLayout>

#include <cmath>

namespace verdict {

namespace {

// The ranking slide's table: every alternative with its score and how far behind the leader it is.
QString rankingHtml(const ChartInput &input, const ChartStyle &style)
{
    const BreakdownData data = breakdownData(input);
    const int big = int(std::lround(24 * style.fontScale));
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"8\" style=\"font-size:%1px\">").arg(big);
    const double best = data.bars.empty() ? 0.0 : data.bars.front().score;
    for (const BreakdownBar &bar : data.bars) {
        html += QStringLiteral("<tr><td align=\"right\">%1.</td><td><span style=\"color:%2\">■</span> %3%4</td>"
                               "<td align=\"right\">%5</td><td align=\"right\" style=\"color:%6\">%7</td></tr>")
                    .arg(bar.rank)
                    .arg(style.alternativeColor(bar.alternative).name(), bar.name.toHtmlEscaped(),
                         bar.feasible ? QString() : QStringLiteral(" <i>(infeasible)</i>"),
                         QString::number(bar.score * 100.0, 'f', 1), style.muted().name(),
                         &bar == &data.bars.front() ? QStringLiteral("leads")
                                                    : QStringLiteral("%1 behind").arg(formatPoints((best - bar.score) * 100.0)));
    }
    html += QStringLiteral("</table>");
    if (data.bars.empty() && !data.messages.empty())
        html += data.messages.front().text.toHtmlEscaped();
    return html;
}

QLabel *slideText(double pixels, bool bold, const ChartStyle &style, QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText); // names from the file stay text
    label->setWordWrap(true);            // a long title wraps; it is never clipped
    label->setMinimumWidth(1);
    QFont f = style.font(int(std::lround(pixels)), bold);
    label->setFont(f);
    QPalette pal = label->palette();
    pal.setColor(QPalette::WindowText, style.foreground());
    label->setPalette(pal);
    return label;
}

} // namespace

PresentationWindow::PresentationWindow(const Evaluation &evaluation, QWidget *parent)
    : QWidget(parent, Qt::Window), m_slides(new QStackedWidget(this)), m_footer(new QLabel(this)), m_redraw(new QTimer(this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Presentation"));
    m_style.theme = themeFromPalette(palette());
    m_style.fontScale = 1.0;
    const ChartInput &input = evaluation.chartInput();
    QPalette pal = palette();
    pal.setColor(QPalette::Window, m_style.background());
    pal.setColor(QPalette::WindowText, m_style.foreground());
    setPalette(pal);
    setAutoFillBackground(true);

    // One slide per takeaway: a title, the headline sentence, then the ranking or the chart.
    const auto addSlide = [this](const QString &title, const QString &headline, QWidget *content, const QString &note) {
        auto *slide = new QWidget;
        auto *layout = new QVBoxLayout(slide);
        auto *titleLabel = slideText(34, true, m_style, slide);
        titleLabel->setText(title);
        titleLabel->setObjectName(QStringLiteral("slideTitle"));
        auto *headlineLabel = slideText(22, false, m_style, slide);
        headlineLabel->setText(headline);
        headlineLabel->setObjectName(QStringLiteral("slideHeadline"));
        headlineLabel->setVisible(!headline.isEmpty());
        layout->addWidget(titleLabel);
        layout->addWidget(headlineLabel);
        layout->addSpacing(8);
        layout->addWidget(content, 1);
        if (!note.isEmpty()) {
            auto *noteLabel = slideText(14, false, m_style, slide);
            QPalette p = noteLabel->palette();
            p.setColor(QPalette::WindowText, m_style.muted());
            noteLabel->setPalette(p);
            noteLabel->setText(note);
            layout->addWidget(noteLabel);
        }
        m_slides->addWidget(slide);
        m_layouts << layout;
        m_titles << title;
        m_headlines << headline;
    };

    auto *ranking = new QLabel;
    ranking->setTextFormat(Qt::RichText); // rankingHtml escapes every name
    ranking->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    ranking->setText(rankingHtml(input, m_style));
    addSlide(tr("The recommendation"), recommendationSentence(evaluation.ranking()), ranking,
             tr("Ranked by the %1 of the profile’s weights.").arg(methodTitle(evaluation.ranking().method)));
    m_data.emplace_back(std::nullopt);
    for (int k = 0; k < kChartKindCount; ++k) {
        ChartRequest request;
        request.kind = ChartKind(k);
        ChartData data = computeChartData(input, request);
        auto *view = new ChartView;
        view->setMinimumSize(200, 120);
        view->setExportChart([this, index = int(m_data.size())](QSize size) -> QChart * {
            ChartStyle s = ChartStyle::forSize(ChartTheme::Light, size.width(), size.height());
            return m_data[std::size_t(index)] ? createChart(*m_data[std::size_t(index)], s) : nullptr;
        });
        QString note;
        const QString headline = chartHeadline(data);
        {
            // The caption (what the marks mean) goes under the chart; the chart itself has no title.
            std::unique_ptr<QChart> probe(createChart(data, m_style));
            note = probe->property(kChartCaption).toString();
        }
        addSlide(chartSlideTitle(data), headline, view, note);
        m_views.resize(m_data.size() + 1, nullptr);
        m_views[m_data.size()] = view;
        m_data.emplace_back(std::move(data));
    }
    m_views.resize(m_data.size(), nullptr);
    m_footer->setTextFormat(Qt::PlainText);
    QPalette footerPalette = m_footer->palette();
    footerPalette.setColor(QPalette::WindowText, m_style.muted());
    m_footer->setPalette(footerPalette);
    m_footer->setAccessibleName(tr("Slide number"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_slides, 1);
    layout->addWidget(m_footer);
    m_outer = layout;
    m_redraw->setSingleShot(true);
    m_redraw->setInterval(60);
    connect(m_redraw, &QTimer::timeout, this, &PresentationWindow::redrawCurrent);
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

QString PresentationWindow::slideHeadline(int index) const
{
    return m_headlines.value(index);
}

void PresentationWindow::setSlide(int index)
{
    index = std::clamp(index, 0, slideCount() - 1);
    m_slides->setCurrentIndex(index);
    m_footer->setText(tr("%1 / %2 · ← → to move, Esc to leave").arg(index + 1).arg(slideCount()));
    redrawCurrent();
}

void PresentationWindow::applyScale()
{
    // Margins of 5 % of the width and height, type that grows with the screen (1 at 1280 × 720).
    const double scale = std::clamp(std::min(width() / 1280.0, height() / 720.0), 0.6, 3.0);
    const int mx = int(width() * 0.05), my = int(height() * 0.05);
    m_outer->setContentsMargins(mx, my, mx, my / 2);
    for (QVBoxLayout *layout : std::as_const(m_layouts))
        for (int i = 0; i < layout->count(); ++i)
            if (auto *label = qobject_cast<QLabel *>(layout->itemAt(i)->widget())) {
                const double base = label->objectName() == QLatin1String("slideTitle") ? 34.0
                                  : label->objectName() == QLatin1String("slideHeadline") ? 22.0
                                                                                          : 14.0;
                QFont f = label->font();
                f.setPixelSize(int(std::lround(base * scale)));
                label->setFont(f);
            }
    QFont f = m_footer->font();
    f.setPixelSize(int(std::lround(13 * scale)));
    m_footer->setFont(f);
    m_scale = scale;
}

void PresentationWindow::redrawCurrent()
{
    const int index = currentSlide();
    if (index < 0 || std::size_t(index) >= m_views.size() || !m_views[std::size_t(index)] || !m_data[std::size_t(index)])
        return;
    ChartView *view = m_views[std::size_t(index)];
    // The chart drawn for the size it has on this slide (its fonts and ticks), without the title the slide has.
    ChartStyle style = ChartStyle::forDock(m_style.theme, QSizeF(view->size()));
    style.fontScale = std::clamp(1.25 * m_scale, 0.8, 3.0);
    view->showChart(createChart(*m_data[std::size_t(index)], style));
}

void PresentationWindow::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    applyScale();
    m_redraw->start();
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
