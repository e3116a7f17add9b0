#include "csvimportdialog.h"

#include "csv/csvmatrix.h"
#include "csv/delimited.h"

#include "core/limits.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace verdict {

namespace {
constexpr int kPreviewRows = 20;
}

CsvImportDialog::CsvImportDialog(const QString &path, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Import %1").arg(QFileInfo(path).fileName()));
    auto *layout = new QVBoxLayout(this);
    auto *delimiter = new QLabel(this);
    auto *preview = new QTableWidget(this);
    preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    preview->setAccessibleName(tr("Preview"));
    auto *problems = new QPlainTextEdit(this);
    problems->setReadOnly(true);
    problems->setMaximumHeight(100);
    problems->setAccessibleName(tr("Problems"));

    QByteArray bytes;
    QFile f(path);
    if (QFileInfo(path).size() > limits::kMaxFileBytes) {
        m_result.messages.push_back(Message::plain(tr("The file is larger than 64 MiB.")));
    } else if (!f.open(QIODevice::ReadOnly)) {
        m_result.messages.push_back(Message::plain(tr("Cannot read the file: %1").arg(f.errorString())));
    } else {
        bytes = f.readAll();
        Messages syntax;
        if (const auto table = readDelimited(bytes, syntax)) {
            const QChar d = table->delimiter;
            m_delimiterName = d == u',' ? tr("comma") : d == u';' ? tr("semicolon") : d == u'\t' ? tr("tab") : QString(d);
            const int rows = int(std::min<std::size_t>(table->rows.size(), kPreviewRows));
            const int cols = rows > 0 ? int(table->rows.front().size()) : 0;
            preview->setRowCount(std::max(0, rows - 1));
            preview->setColumnCount(cols);
            if (rows > 0)
                preview->setHorizontalHeaderLabels(table->rows.front());
            for (int r = 1; r < rows; ++r)
                for (int c = 0; c < cols; ++c)
                    preview->setItem(r - 1, c, new QTableWidgetItem(table->rows[std::size_t(r)][c]));
        }
        m_result = readCsvProject(bytes);
    }
    delimiter->setText(m_delimiterName.isEmpty() ? tr("Delimiter: not detected")
                                                 : tr("Detected delimiter: %1").arg(m_delimiterName));
    QStringList lines;
    for (const Message &m : m_result.messages)
        lines << formatMessage(QFileInfo(path).fileName(), m);
    problems->setPlainText(lines.isEmpty() ? tr("No problems found.") : lines.join(u'\n'));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *import = buttons->addButton(tr("Import"), QDialogButtonBox::AcceptRole);
    import->setEnabled(m_result.ok());
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(delimiter);
    layout->addWidget(preview, 1);
    layout->addWidget(problems);
    layout->addWidget(buttons);
    resize(720, 480);
}

} // namespace verdict
