#pragma once

#include "deckexport.h"

#include "report/deck.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QLabel;
QT_END_NAMESPACE

namespace verdict {

class Evaluation;

// Presentation mode (F5): the review deck's slides (report/deck.h), drawn full screen by the same renderer as
// the PDF deck (deckexport.h), 16:9 letterboxed to the screen. Each slide has margins, a title that wraps and a
// headline stating its takeaway. Arrow keys, Page Up/Down and Space move; Esc leaves. Built from one
// evaluation when opened.
class PresentationWindow : public QWidget
{
    Q_OBJECT

public:
    explicit PresentationWindow(const Evaluation &evaluation, QWidget *parent = nullptr);

    int slideCount() const;
    int currentSlide() const { return m_current; }
    void setSlide(int index);
    QString slideTitle(int index) const;
    QString slideHeadline(int index) const;
    const Deck &deck() const { return m_deck; }
    // Where the current slide is drawn in the window, and its parts in slide units (as last painted).
    QRectF slideRect() const;
    DeckSlideLayout lastLayout() const { return m_layout; }

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    Deck m_deck;
    int m_current = 0;
    ChartTheme m_theme = ChartTheme::Light;
    DeckSlideLayout m_layout;
};

} // namespace verdict
