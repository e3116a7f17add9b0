#include "tableimportdialog.h"
#include "models/richtext.h"

#include "csv/csvmatrix.h"
#include "csv/delimited.h"
#include "format/projectfile.h"
#include "format/workbook.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

namespace verdict {

namespace {
constexpr int kPreviewRows = 20;

// The busy cursor while a table is read on this thread (a 10,000 × 200 workbook takes about a second).
class WaitCursor
{
public:
    WaitCursor() { QGuiApplication::setOverrideCursor(Qt::WaitCursor); }
    ~WaitCursor() { QGuiApplication::restoreOverrideCursor(); }
    WaitCursor(const WaitCursor &) = delete;
    WaitCursor &operator=(const WaitCursor &) = delete;
};
} // namespace

TableImportDialog::TableImportDialog(const QString &path, QWidget *parent)
    : QDialog(parent), m_path(path)
{
    setWindowTitle(tr("Import %1").arg(QFileInfo(path).fileName()));
    auto *layout = new QVBoxLayout(this);
    m_about = new QLabel(this);
    m_about->setWordWrap(true);
    m_sheetBox = new QComboBox(this);
    m_sheetBox->setAccessibleName(tr("Sheet"));
    m_sheetBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_sheetBox->setMinimumContentsLength(20); // a long sheet name never widens the dialog past the screen
    auto *sheetRow = new QFormLayout;
    sheetRow->addRow(tr("&Sheet:"), m_sheetBox);
    m_preview = new QTableWidget(this);
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_preview->setAccessibleName(tr("Preview"));
    m_preview->setWordWrap(false); // one line per row; a long cell is elided, its whole text in the tooltip
    m_problems = new QPlainTextEdit(this);
    m_problems->setReadOnly(true);
    m_problems->setAccessibleName(tr("Problems"));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_import = buttons->addButton(tr("Import"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_about);
    layout->addLayout(sheetRow);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_problems);
    layout->addWidget(buttons);

    const std::optional<QByteArray> bytes = readInputFile(path, m_result.messages);
    if (bytes)
        m_bytes = *bytes;
    const bool workbook = workbookFormat(path).has_value();
    m_sheetBox->setVisible(false);
    sheetRow->labelForField(m_sheetBox)->setVisible(false);
    if (bytes && workbook) {
        readSheet({});
        if (m_sheets.size() > 1) {
            m_sheetBox->addItems(m_sheets);
            m_sheetBox->setCurrentIndex(std::max<qsizetype>(0, m_sheets.indexOf(m_sheet)));
            m_sheetBox->setVisible(true);
            sheetRow->labelForField(m_sheetBox)->setVisible(true);
            connect(m_sheetBox, &QComboBox::currentTextChanged, this, &TableImportDialog::readSheet);
        }
    } else if (bytes) {
        readCsv();
    } else {
        showResult();
    }
    resize(720, 480);
}

TableImportDialog::Read TableImportDialog::read(const QString &path)
{
    const WaitCursor busy; // a large table takes a second or more
    Read read;
    const std::optional<QByteArray> bytes = readInputFile(path, read.result.messages);
    if (!bytes)
        return read;
    if (const std::optional<WorkbookFormat> format = workbookFormat(path)) {
        WorkbookImport imported = importWorkbook(*bytes, *format, path, {}, 0);
        read.result = std::move(imported.load);
        read.directionsGiven = imported.directionsGiven;
        return read;
    }
    return readCsvBytes(*bytes);
}

TableImportDialog::Read TableImportDialog::readCsvBytes(const QByteArray &bytes, std::optional<DelimitedTable> *table)
{
    // Split once (readCsvProject would split it again): the table read by the CSV contract, and its direction row.
    Read read;
    std::optional<DelimitedTable> cells = readDelimited(bytes, read.result.messages);
    if (cells) {
        LoadResult contract = readCsvTable(*cells);
        read.result.messages.insert(read.result.messages.end(), contract.messages.begin(), contract.messages.end());
        read.result.project = std::move(contract.project);
        read.directionsGiven = givesDirections(*cells);
    }
    if (table)
        *table = std::move(cells);
    return read;
}

void TableImportDialog::chooseSheet(const QString &name)
{
    if (m_sheetBox->isVisible() || m_sheets.size() > 1)
        m_sheetBox->setCurrentText(name); // reads it
    else
        readSheet(name);
}

void TableImportDialog::readCsv()
{
    const WaitCursor busy;
    std::optional<DelimitedTable> table;
    Read read = readCsvBytes(m_bytes, &table);
    m_result = std::move(read.result);
    m_directionsGiven = read.directionsGiven;
    if (table) {
        const QChar d = table->delimiter;
        m_delimiterName = d == u',' ? tr("comma") : d == u';' ? tr("semicolon") : d == u'\t' ? tr("tab") : QString(d);
        showRows(std::vector<QStringList>(table->rows.begin(),
                                          table->rows.begin() + std::min<std::ptrdiff_t>(kPreviewRows, std::ptrdiff_t(table->rows.size()))));
    }
    m_about->setText(m_delimiterName.isEmpty() ? tr("Delimiter: not detected") : tr("Detected delimiter: %1").arg(m_delimiterName));
    showResult();
}

void TableImportDialog::readSheet(const QString &name)
{
    const WaitCursor busy; // a large sheet takes a second or more
    const WorkbookImport imported = importWorkbook(m_bytes, *workbookFormat(m_path), m_path, name, kPreviewRows);
    m_result = imported.load;
    m_sheets = imported.sheets;
    m_sheet = imported.sheet.isEmpty() ? name : imported.sheet;
    m_directionsGiven = imported.directionsGiven;
    showRows(imported.rows);
    showResult();
    if (m_sheets.size() > 1 && !m_result.ok())
        m_about->setText(tr("<b>The sheet \"%1\" does not read as a matrix</b> (the problems are below). The workbook has %2 "
                            "sheets: choose the one that holds the matrix.")
                             .arg(m_sheet.toHtmlEscaped())
                             .arg(m_sheets.size()));
    else
        m_about->setText(m_sheets.size() > 1 ? tr("The sheet \"%1\" is read; the workbook has %2 sheets.").arg(m_sheet.toHtmlEscaped()).arg(m_sheets.size())
                                             : tr("The sheet \"%1\" is read.").arg(m_sheet.toHtmlEscaped()));
}

void TableImportDialog::showRows(const std::vector<QStringList> &rows)
{
    m_preview->clear();
    const int count = int(rows.size());
    int columns = 0;
    for (const QStringList &row : rows)
        columns = std::max(columns, int(row.size()));
    m_preview->setRowCount(std::max(0, count - 1));
    m_preview->setColumnCount(columns);
    if (count > 0)
        m_preview->setHorizontalHeaderLabels(rows.front());
    for (int r = 1; r < count; ++r)
        for (int c = 0; c < int(rows[std::size_t(r)].size()); ++c) {
            auto *item = new QTableWidgetItem(rows[std::size_t(r)].at(c));
            item->setToolTip(plainToRich(item->text()));
            m_preview->setItem(r - 1, c, item);
        }
    // Each column as wide as its longest cell, within bounds: a long name neither hides the rest nor widens the dialog.
    m_preview->resizeColumnsToContents();
    for (int c = 0; c < columns; ++c)
        m_preview->setColumnWidth(c, std::clamp(m_preview->columnWidth(c), 60, 240));
}

void TableImportDialog::showResult()
{
    QStringList lines;
    for (const Message &m : m_result.messages)
        lines << formatMessage(QFileInfo(m_path).fileName(), m);
    m_problems->setPlainText(lines.isEmpty() ? tr("No problems found.") : lines.join(u'\n'));
    // As tall as what it says, up to eight lines (more scroll; a problem usually wraps to two): "No problems found."
    // leaves the preview its room.
    const int shown = lines.isEmpty() ? 2 : std::clamp(2 * int(lines.size()) + 1, 3, 8);
    m_problems->setFixedHeight(m_problems->fontMetrics().lineSpacing() * shown
                               + 2 * (m_problems->frameWidth() + int(m_problems->document()->documentMargin())));
    m_import->setEnabled(m_result.ok());
}

} // namespace verdict
