#pragma once

// The test side of the dialog seam (views/widgets/dialogs.h): answers queued in advance, taken in order by the
// next dialogs of each kind; a dialog with nothing queued opens as usual (or, headless, takes its default). The
// first queued answer installs the queue as the dialogs' answerer. Test code only: the shipped binary has none.
#include "widgets/dialogs.h"

#include <QMessageBox>
#include <QString>

#include <optional>
#include <vector>

namespace verdict::dialogs {

void queueFileName(const QString &fileName);
void queueAnswer(QMessageBox::StandardButton answer);
void queueCostColumns(const std::optional<std::vector<bool>> &answer);

} // namespace verdict::dialogs
