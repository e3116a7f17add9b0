#include "chartview.h"

#include "chartexport.h"

#include "models/richtext.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFileDialog>
#include <QMenu>
#include <QMessageBox>
#include <QTextDocumentFragment>

namespace verdict {

ChartView::ChartView(QWidget *parent) : QChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setRubberBand(QChartView::NoRubberBand);
    setMinimumSize(320, 220);
    setFrameShape(QFrame::NoFrame);
    setAccessibleName(tr("Chart"));
    m_chooseFile = [](QWidget *p, const QString &title, const QString &filter) {
        return QFileDialog::getSaveFileName(p, title, QString(), filter);
    };
}

void ChartView::showChart(QChart *chart)
{
    QChart *old = this->chart();
    setChart(chart); // takes the old one out of the scene
    // The old one is let go in a turn of its own after the new one's first paint: at 10,000 points deleting it was
    // 2–3 ms of the turn that shows the new one, just before that one's first paint (issue 34). One replaced before
    // that paint came (a view not painted meanwhile) goes now; a hidden view has no paint to wait for.
    m_retired.reset(old);
    if (old && !isVisible())
        letGoNextTurn();
}

void ChartView::paintEvent(QPaintEvent *event)
{
    QChartView::paintEvent(event);
    if (m_retired)
        letGoNextTurn();
}

void ChartView::letGoNextTurn()
{
    if (m_letGoPosted)
        return;
    m_letGoPosted = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_letGoPosted = false;
            m_retired.reset();
        },
        Qt::QueuedConnection);
}

std::unique_ptr<QChart> ChartView::exportChart(QSize size) const
{
    if (m_exportChart)
        if (QChart *made = m_exportChart(size))
            return std::unique_ptr<QChart>(made);
    return {};
}

QImage ChartView::chartImage() const
{
    const std::unique_ptr<QChart> own = exportChart(size());
    return renderChartImage(own ? own.get() : chart(), size(), devicePixelRatioF());
}

bool ChartView::exportPng(const QString &fileName, QString *error)
{
    const std::unique_ptr<QChart> own = exportChart(size());
    return exportChartPng(own ? own.get() : chart(), fileName, size(), 2.0, error);
}

bool ChartView::exportSvg(const QString &fileName, QString *error)
{
    // The chart title is rich text; the SVG's <title> gets its plain text.
    const std::unique_ptr<QChart> own = exportChart(size());
    QChart *c = own ? own.get() : chart();
    return exportChartSvg(c, fileName, size(), QTextDocumentFragment::fromHtml(c->title()).toPlainText(), error);
}

void ChartView::copyToClipboard()
{
    QApplication::clipboard()->setImage(chartImage());
}

void ChartView::exportWithDialog(bool svg)
{
    const QString fileName = m_chooseFile(this, svg ? tr("Export SVG") : tr("Export PNG"),
                                          svg ? tr("SVG drawing (*.svg)") : tr("PNG image (*.png)"));
    if (fileName.isEmpty())
        return;
    QString error;
    if (!(svg ? exportSvg(fileName, &error) : exportPng(fileName, &error)))
        QMessageBox::warning(this, tr("Export failed"), plainToRich(tr("Could not write %1: %2").arg(fileName, error)));
}

void ChartView::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    menu.addAction(tr("Export PNG…"), this, [this] { exportWithDialog(false); });
    menu.addAction(tr("Export SVG…"), this, [this] { exportWithDialog(true); });
    menu.addSeparator();
    menu.addAction(tr("Copy chart as image"), this, &ChartView::copyToClipboard);
    menu.exec(event->globalPos());
}

} // namespace verdict
