#pragma once

#include "core/message.h"

#include <QByteArray>
#include "csv/delimited.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace verdict {

// Shows a table file before it is opened: a CSV (with its detected delimiter) or a spreadsheet (.xlsx, .ods: with a
// choice of sheet when it has several), a preview of its first rows and every problem the CSV contract finds, each
// at its line or cell. "Import" is enabled only when the table reads cleanly. Whether the table says which columns
// are costs (a `direction` row) is kept for the question the window asks when it does not.
class TableImportDialog : public QDialog
{
    Q_OBJECT

public:
    explicit TableImportDialog(const QString &path, QWidget *parent = nullptr);

    // A table file read as the dialog first reads it, without the dialog: the project (a workbook's first sheet, or
    // its Matrix when Verdict exported it) and whether it says which columns are costs.
    struct Read
    {
        LoadResult result;
        bool directionsGiven = false;
    };
    static Read read(const QString &path);

    const LoadResult &result() const { return m_result; }
    bool directionsGiven() const { return m_directionsGiven; }
    QString delimiterName() const { return m_delimiterName; }
    // A spreadsheet's sheets, and the one read; choosing another reads it.
    QStringList sheets() const { return m_sheets; }
    QString sheet() const { return m_sheet; }
    void chooseSheet(const QString &name);

private:
    // A CSV's bytes split once and read by the CSV contract; `table`, when given, gets the cells for the preview.
    static Read readCsvBytes(const QByteArray &bytes, std::optional<DelimitedTable> *table = nullptr);
    void readCsv();
    void readSheet(const QString &name);
    void showRows(const std::vector<QStringList> &rows);
    void showResult();

    QString m_path;
    QByteArray m_bytes;
    LoadResult m_result;
    bool m_directionsGiven = false;
    QString m_delimiterName;
    QStringList m_sheets;
    QString m_sheet;
    QLabel *m_about = nullptr;
    QComboBox *m_sheetBox = nullptr;
    QTableWidget *m_preview = nullptr;
    QPlainTextEdit *m_problems = nullptr;
    QPushButton *m_import = nullptr;
};

} // namespace verdict
