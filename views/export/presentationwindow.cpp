#include "presentationwindow.h"

#include "charts/chartpanel.h"
#include "evaluation/evaluation.h"

#include <QKeyEvent>
#include <QPainter>

#include <algorithm>

namespace verdict {

PresentationWindow::PresentationWindow(const Evaluation &evaluation, QWidget *parent)
    : QWidget(parent, Qt::Window)
{
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Presentation"));
    setAccessibleName(tr("Presentation"));
    m_theme = themeFromPalette(palette());
    DeckOptions options;
    options.sheet.samples = evaluation.smaa() ? -1 : 0; // a finished Monte Carlo run of this state, never a new one
    Messages messages;
    m_deck = *deckOf(evaluation, options, messages);
    setSlide(0);
}

int PresentationWindow::slideCount() const
{
    return int(m_deck.slides.size());
}

QString PresentationWindow::slideTitle(int index) const
{
    return index >= 0 && index < slideCount() ? m_deck.slides[std::size_t(index)].title : QString();
}

QString PresentationWindow::slideHeadline(int index) const
{
    return index >= 0 && index < slideCount() ? m_deck.slides[std::size_t(index)].headline : QString();
}

void PresentationWindow::setSlide(int index)
{
    m_current = std::clamp(index, 0, std::max(0, slideCount() - 1));
    const QString headline = slideHeadline(m_current);
    setAccessibleDescription(QStringLiteral("%1. %2").arg(slideTitle(m_current), headline));
    setToolTip(tr("Slide %1 of %2 · ← → to move, Esc to leave").arg(m_current + 1).arg(slideCount()));
    update();
}

QRectF PresentationWindow::slideRect() const
{
    // 16:9 as large as the window allows, centred.
    const QSizeF slide = deckSlideSize(DeckAspect::Wide);
    const double scale = std::min(width() / slide.width(), height() / slide.height());
    const QSizeF size = slide * scale;
    return QRectF(QPointF((width() - size.width()) / 2.0, (height() - size.height()) / 2.0), size);
}

void PresentationWindow::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    ChartStyle style;
    style.theme = m_theme;
    painter.fillRect(rect(), style.background());
    m_layout = paintDeckSlide(&painter, slideRect(), m_deck, m_current, DeckAspect::Wide, m_theme);
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
