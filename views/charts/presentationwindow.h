#pragma once

#include <QWidget>

QT_BEGIN_NAMESPACE
class QLabel;
class QStackedWidget;
QT_END_NAMESPACE

namespace verdict {

class ChartView;
class Evaluation;

// Presentation mode (F5): full screen, large fonts, one slide per chart plus the ranking; arrow keys,
// Page Up/Down and Space move; Esc leaves. Built from a snapshot of the project when opened.
class PresentationWindow : public QWidget
{
    Q_OBJECT

public:
    explicit PresentationWindow(const Evaluation &evaluation, QWidget *parent = nullptr);

    int slideCount() const;
    int currentSlide() const;
    void setSlide(int index);
    QString slideTitle(int index) const;

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    QStackedWidget *m_slides;
    QLabel *m_footer;
    QStringList m_titles;
};

} // namespace verdict
