#pragma once

#include <QChartView>

#include <functional>
#include <memory>
#include <vector>

namespace verdict {

// A chart view with the export context menu: Export PNG…, Export SVG…, Copy chart as image. Takes
// ownership of the chart it shows. Never uses OpenGL.
class ChartView : public QChartView
{
    Q_OBJECT

public:
    explicit ChartView(QWidget *parent = nullptr);

    // Replaces the chart. The previous one is deleted in a turn of its own after the new one's first paint (at once
    // in the next turn when the view is hidden).
    void showChart(QChart *chart);
    // What Export PNG/SVG and Copy draw, at a size (default: the chart on screen). A docked chart has no title;
    // its panel gives one drawn for the file, with its title and caption.
    using ExportChart = std::function<QChart *(QSize size)>;
    void setExportChart(ExportChart make) { m_exportChart = std::move(make); }

    // The chart as an image at the view's size and the screen's pixel ratio (what Copy puts on the clipboard).
    QImage chartImage() const;
    bool exportPng(const QString &fileName, QString *error = nullptr);
    bool exportSvg(const QString &fileName, QString *error = nullptr);
    void copyToClipboard();

    // Seam for tests: asks for a file name to save to (default: QFileDialog).
    using FileChooser = std::function<QString(QWidget *parent, const QString &title, const QString &filter)>;
    void setFileChooser(FileChooser chooser) { m_chooseFile = std::move(chooser); }

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void exportWithDialog(bool svg);
    void letGoNextTurn();

    // The chart to draw at `size`: from the export hook when set (owned by the pointer), else the one on screen.
    std::unique_ptr<QChart> exportChart(QSize size) const;

    FileChooser m_chooseFile;
    ExportChart m_exportChart;
    std::unique_ptr<QChart> m_retired; // the chart replaced, until the new one has been painted
    bool m_letGoPosted = false;
};

} // namespace verdict
