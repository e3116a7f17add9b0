#pragma once

#include "core/message.h"

#include <QDialog>

class QLabel;
class QTableWidget;
class QDialogButtonBox;

namespace verdict {

// Shows a CSV file before it is opened: the detected delimiter, a preview of the first rows and every
// problem the CSV contract finds. "Import" is enabled only when the file reads cleanly.
class CsvImportDialog : public QDialog
{
    Q_OBJECT

public:
    CsvImportDialog(const QString &path, QWidget *parent = nullptr);

    const LoadResult &result() const { return m_result; }
    QString delimiterName() const { return m_delimiterName; }

private:
    LoadResult m_result;
    QString m_delimiterName;
};

} // namespace verdict
