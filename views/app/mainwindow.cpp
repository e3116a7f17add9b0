#include "mainwindow.h"
#include "document/liveevaluation.h"
#include "evaluation/evaluation.h"
#include "format/stakeholders.h"

#include "app/templates.h"

#include "evaluation/wording.h"

#include "app/autosaver.h"
#include "app/workbench.h"
#include "document/document.h"
#include "models/matrixmodel.h"
#include "widgets/tableimportdialog.h"
#include "document/clipboard.h"
#include "widgets/settingsdialog.h"
#include "app/startpage.h"
#include "widgets/dialogs.h"
#include "widgets/analysisactions.h"
#include "widgets/matrixactions.h"
#include "widgets/matrixview.h"
#include "models/parametersmodel.h"
#include "widgets/assumptionspanel.h"
#include "widgets/decisionpanel.h"
#include "widgets/montecarlopanel.h"
#include "widgets/resultspanel.h"
#include "widgets/scenariocompare.h"
#include "widgets/scenariopanel.h"
#include "widgets/weightspanel.h"
#include "charts/chartpanel.h"
#include "export/presentationwindow.h"
#include "export/exportmenu.h"

#include "csv/csvmatrix.h"
#include "format/projectfile.h"
#include "format/savefile.h"

#include <QAction>
#include <QDate>
#include <QScrollArea>
#include <QGuiApplication>
#include <QScreen>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QFileSystemWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QMimeData>
#include <QPushButton>
#include <QTextBrowser>
#include <QSettings>
#include <QVBoxLayout>
#include <QDockWidget>
#include <QHeaderView>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTabBar>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenuBar>
#include "review/decision.h"

#include <QStatusBar>
#include <QDate>
#include <QUndoView>

namespace verdict {

MainWindow::MainWindow(Workbench *workbench, std::unique_ptr<Document> document, QWidget *parent)
    : QMainWindow(parent)
    , m_workbench(workbench)
    , m_document(document.release())
{
    m_document->setParent(this);
    setObjectName(QStringLiteral("MainWindow"));
    m_matrix = new MatrixView(m_document, this);
    // The "changed on disk" notice sits above the matrix.
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(0, 0, 0, 0);
    centralLayout->setSpacing(0);
    m_reloadBar = new QWidget(central);
    auto *barLayout = new QHBoxLayout(m_reloadBar);
    auto *barText = new QLabel(tr("The file has changed on disk."), m_reloadBar);
    auto *reloadButton = new QPushButton(tr("Reload"), m_reloadBar);
    auto *ignoreButton = new QPushButton(tr("Ignore"), m_reloadBar);
    barLayout->addWidget(barText, 1);
    barLayout->addWidget(reloadButton);
    barLayout->addWidget(ignoreButton);
    m_reloadBar->setAutoFillBackground(true);
    m_reloadBar->setBackgroundRole(QPalette::ToolTipBase);
    m_reloadBar->hide();
    connect(reloadButton, &QPushButton::clicked, this, &MainWindow::reload);
    connect(ignoreButton, &QPushButton::clicked, m_reloadBar, &QWidget::hide);
    centralLayout->addWidget(m_reloadBar);
    m_decisionBar = new QWidget(central);
    m_decisionBar->setObjectName(QStringLiteral("DecisionBar"));
    auto *decisionLayout = new QHBoxLayout(m_decisionBar);
    m_decisionText = new QLabel(m_decisionBar);
    m_decisionText->setWordWrap(true);
    m_decisionText->setAccessibleName(tr("Why to reopen the recorded decision"));
    m_decisionText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *detailsButton = new QPushButton(tr("Details\u2026"), m_decisionBar);
    detailsButton->setAccessibleDescription(tr("Every reason to reopen the recorded decision, with its numbers"));
    connect(detailsButton, &QPushButton::clicked, this, [this] { dialogs::inform(this, tr("Reopen the decision?"), m_decisionReasons); });
    auto *dismissButton = new QPushButton(tr("Dismiss"), m_decisionBar);
    dismissButton->setAccessibleDescription(tr("Hide the notice that the recorded decision should be reopened"));
    decisionLayout->addWidget(m_decisionText, 1);
    decisionLayout->addWidget(detailsButton, 0, Qt::AlignTop);
    decisionLayout->addWidget(dismissButton, 0, Qt::AlignTop);
    m_decisionBar->setAutoFillBackground(true);
    m_decisionBar->setBackgroundRole(QPalette::ToolTipBase);
    m_decisionBar->hide();
    connect(dismissButton, &QPushButton::clicked, m_decisionBar, &QWidget::hide);
    centralLayout->addWidget(m_decisionBar);
    centralLayout->addWidget(m_matrix, 1);
    // A new or empty document shows the start page in the matrix's place until it has a row or a column, or
    // the user chooses to build the matrix in place.
    m_startPage = new StartPage(this);
    m_centralStack = new QStackedWidget(this);
    m_centralStack->addWidget(central);
    m_centralStack->addWidget(m_startPage);
    setCentralWidget(m_centralStack);
    setAcceptDrops(true);
    m_watcher = new QFileSystemWatcher(this);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &MainWindow::fileChangedOnDisk);
    connect(m_document, &Document::fileNameChanged, this, &MainWindow::watchFile);
    watchFile();
    m_autosaver = std::make_unique<Autosaver>(m_document);
    createDocks();
    // The action groups, each beside its area: the matrix's (views/widgets/matrixactions.h) and the analysis's
    // (views/widgets/analysisactions.h); the window keeps the file, the layout and the help.
    m_matrixActions = new MatrixActions(m_document, m_matrix, m_weights, this, [this] { buildInPlace(); });
    m_analysisActions = new AnalysisActions(m_document, m_results, m_chartPanel, this);
    connect(m_analysisActions, &AnalysisActions::checkFirstRequested, this, [this] {
        auto *dock = findChild<QDockWidget *>(QStringLiteral("AssumptionsDock"));
        dock->show();
        dock->raise();
        m_assumptions->list()->setFocus(Qt::OtherFocusReason);
    });
    connect(m_analysisActions, &AnalysisActions::activeScenarioChanged, this, &MainWindow::updateTitle);
    connect(m_analysisActions, &AnalysisActions::message, this, [this](const QString &text) { statusBar()->showMessage(text, 5000); });
    createActions();

    connect(m_matrix->matrixModel(), &MatrixModel::editRejected, this,
            [this](const QString &message) { statusBar()->showMessage(message, 8000); });
    connect(m_matrix, &MatrixView::message, this, [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(m_matrix, &MatrixView::editCriterionRequested, m_matrixActions, &MatrixActions::editCriterion);
    connect(m_matrix, &MatrixView::valueFunctionRequested, m_matrixActions, &MatrixActions::editValueFunction);
    connect(m_matrix, &MatrixView::editAlternativeRequested, m_matrixActions, &MatrixActions::editAlternative);
    connect(m_document, &Document::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &Document::fileNameChanged, this, &MainWindow::updateTitle);
    updateTitle();
    statusBar()->showMessage(tr("Ready"), 2000);
    m_defaultState = saveState();
    resetLayout();
    restoreLayout();
    connectStartPage();
    checkRecordedDecision();
}

MainWindow::~MainWindow()
{
    // The document, its panels and docks are deleted in ~QWidget, when this is no longer a MainWindow; whatever
    // they signal on the way out (an undo stack cleared, a last evaluation) must not reach this one's slots.
    for (QObject *child : findChildren<QObject *>())
        disconnect(child, nullptr, this, nullptr);
    for (QObject *sender : std::initializer_list<QObject *>{m_document->undoStack(), m_document->project(), m_document->evaluation()})
        disconnect(sender, nullptr, this, nullptr);
}

void MainWindow::restoreLayout()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    fitToScreen();
}

void MainWindow::connectStartPage()
{
    connect(m_startPage, &StartPage::emptyChosen, this, [this] {
        buildInPlace();
        m_matrix->newAlternativeField()->setFocus(Qt::OtherFocusReason);
        statusBar()->showMessage(tr("Type an alternative's name and press Enter; then the criteria in “+ New criterion”."), 8000);
    });
    connect(m_startPage, &StartPage::templateChosen, this, [this](const QString &name) {
        Messages messages;
        std::optional<ProjectData> project = loadTemplate(name, messages);
        if (!project) {
            dialogs::inform(this, tr("Start from a Template"), Workbench::describe(name, messages));
            return;
        }
        project->metadata.date = QDate::currentDate().toString(Qt::ISODate);
        // This window's document is new and empty: the template becomes it (File ▸ New from Template opens a
        // window of its own).
        m_document->replaceProject(std::move(*project));
    });
    connect(m_startPage, &StartPage::pasteChosen, this, [this] {
        m_buildInPlace = true;
        updateCentralPage();
        m_matrix->setFocus(Qt::OtherFocusReason);
        m_matrix->paste();
        if (m_document->data().criterionCount() == 0 && m_document->data().alternativeCount() == 0) {
            m_buildInPlace = false; // nothing came in: back to the ways in (the status bar says why)
            updateCentralPage();
        }
    });
    connect(m_startPage, &StartPage::importChosen, this, [this] {
        const QString path = dialogs::openFileName(this, tr("Import a Table"), tableFilter());
        if (!path.isEmpty())
            importTable(path);
    });
    connect(m_startPage, &StartPage::openChosen, this, &MainWindow::openFile);
    connect(m_startPage, &StartPage::recentChosen, this, [this](const QString &path) { m_workbench->open(path, this); });
    m_startPage->setRecentFiles(m_workbench->recentFiles());
    connect(m_workbench, &Workbench::recentFilesChanged, this, [this] { m_startPage->setRecentFiles(m_workbench->recentFiles()); });
    Project *p = m_document->project();
    for (auto signal : {&Project::alternativeInserted, &Project::alternativeRemoved, &Project::criterionInserted, &Project::criterionRemoved})
        connect(p, signal, this, &MainWindow::updateCentralPage);
    connect(p, &Project::wasReset, this, &MainWindow::updateCentralPage);
    updateCentralPage();
}

void MainWindow::buildInPlace()
{
    m_buildInPlace = true;
    updateCentralPage();
}

bool MainWindow::showsStartPage() const
{
    return m_centralStack->currentWidget() == m_startPage;
}

void MainWindow::updateCentralPage()
{
    const ProjectData &d = m_document->data();
    const bool empty = d.alternativeCount() == 0 && d.criterionCount() == 0;
    QWidget *page = empty && !m_buildInPlace ? static_cast<QWidget *>(m_startPage) : m_centralStack->widget(0);
    if (m_centralStack->currentWidget() == page)
        return;
    m_centralStack->setCurrentWidget(page);
    // The start page has the Charts dock's room (there is nothing to chart yet); the chart comes back with the
    // matrix.
    if (auto *charts = findChild<QDockWidget *>(QStringLiteral("ChartsDock"))) {
        if (page == m_startPage && charts->isVisibleTo(this) && !charts->isFloating()) {
            charts->hide();
            m_chartsHiddenForStart = true;
        } else if (page != m_startPage && m_chartsHiddenForStart) {
            charts->show();
            m_chartsHiddenForStart = false;
        }
    }
}

void MainWindow::resetLayout()
{
    const QScreen *s = screen() ? screen() : QGuiApplication::primaryScreen();
    resetLayout(s ? s->availableGeometry() : QRect(0, 0, 1600, 1000));
}

void MainWindow::resetLayout(const QRect &available)
{
    restoreState(m_defaultState);
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        if (dock->isFloating())
            dock->setFloating(false);
    if (m_startPage && showsStartPage()) // the start page keeps the Charts dock's room
        if (auto *charts = findChild<QDockWidget *>(QStringLiteral("ChartsDock"))) {
            charts->hide();
            m_chartsHiddenForStart = true;
        }
    const QRect target = defaultGeometry(available);
    if (isMaximized() || isFullScreen())
        showNormal();
    resize(target.size());
    move(target.topLeft());
    applyDefaultDockSizes();
}

void MainWindow::focusNextPane(bool forward)
{
    // The panes: the matrix, then the visible docks (the selected tab of a tabbed group), top to bottom, left
    // to right.
    std::vector<QWidget *> panes{m_matrix};
    std::vector<QDockWidget *> docks;
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        if (dock->isVisible() && !dock->visibleRegion().isEmpty())
            docks.push_back(dock);
    std::sort(docks.begin(), docks.end(), [](QDockWidget *a, QDockWidget *b) {
        const QPoint pa = a->mapToGlobal(QPoint(0, 0)), pb = b->mapToGlobal(QPoint(0, 0));
        return pa.x() != pb.x() ? pa.x() < pb.x() : pa.y() < pb.y();
    });
    for (QDockWidget *dock : docks)
        panes.push_back(dock);
    int current = -1;
    const QWidget *focus = QApplication::focusWidget();
    for (int i = 0; i < int(panes.size()); ++i)
        if (focus && (focus == panes[std::size_t(i)] || panes[std::size_t(i)]->isAncestorOf(focus)))
            current = i;
    const int n = int(panes.size());
    const int next = current < 0 ? 0 : (current + (forward ? 1 : n - 1)) % n;
    QWidget *pane = panes[std::size_t(next)];
    if (auto *dock = qobject_cast<QDockWidget *>(pane)) {
        dock->raise();
        QWidget *content = dock->widget();
        content->setFocus(Qt::TabFocusReason);
        // The pane's first focusable control, when the content itself takes no focus.
        if (!content->hasFocus())
            if (QWidget *first = content->nextInFocusChain(); first && content->isAncestorOf(first))
                first->setFocus(Qt::TabFocusReason);
        statusBar()->showMessage(dock->windowTitle(), 2000);
    } else {
        pane->setFocus(Qt::TabFocusReason);
        statusBar()->showMessage(tr("Matrix"), 2000);
    }
}

QRect MainWindow::defaultGeometry(const QRect &available)
{
    const QSize size(available.width() * 9 / 10, available.height() * 9 / 10);
    return QRect(available.center() - QPoint(size.width() / 2, size.height() / 2), size);
}

void MainWindow::fitToScreen()
{
    const QScreen *s = screen() ? screen() : QGuiApplication::primaryScreen();
    if (!s || isMaximized() || isFullScreen())
        return;
    const QRect available = s->availableGeometry();
    const QSize limit(available.width() * 9 / 10, available.height() * 9 / 10);
    if (width() <= limit.width() && height() <= limit.height() && available.contains(frameGeometry().topLeft()))
        return;
    const QSize size = this->size().boundedTo(limit);
    resize(size);
    move(available.center() - QPoint(size.width() / 2, size.height() / 2));
}

void MainWindow::saveLayout()
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    // Not while the start page has the Charts dock's room: the next window would open without its chart.
    if (!m_chartsHiddenForStart)
        settings.setValue(QStringLiteral("window/state"), saveState());
}

void MainWindow::watchFile()
{
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    if (!m_document->fileName().isEmpty()) {
        m_watcher->addPath(m_document->fileName());
        m_knownStamp = QFileInfo(m_document->fileName()).lastModified();
    }
    m_reloadBar->hide();
}

void MainWindow::fileChangedOnDisk()
{
    const QFileInfo info(m_document->fileName());
    if (info.exists() && info.lastModified() == m_knownStamp)
        return; // our own save
    // Editors often replace the file (a new inode): watch the new one.
    if (!m_document->fileName().isEmpty() && !m_watcher->files().contains(m_document->fileName())
        && QFileInfo::exists(m_document->fileName()))
        m_watcher->addPath(m_document->fileName());
    m_reloadBar->show();
}

// On opening a file with a recorded decision: `verdict check`'s verdict, today, above the matrix when it says to
// reopen the decision (the review date reached, another alternative first, a gate failed, a trigger fired). The first
// three reasons; the rest counted.
void MainWindow::checkRecordedDecision()
{
    const ProjectData &project = m_document->data();
    if (!acceptedDecision(project.decisions)) {
        m_decisionBar->hide();
        return;
    }
    const DecisionCheck check = checkDecision(project, QDate::currentDate());
    if (check.stands() || !check.error.isEmpty()) {
        m_decisionBar->hide();
        return;
    }
    // Two lines at most, so that the matrix keeps its room on a small screen: the question with how many reasons,
    // and the first; Details… lists them all.
    const QStringList reasons = reopenReasonTexts(check);
    QString name = check.record->chosenName;
    if (name.size() > 60)
        name = name.left(59) + QStringLiteral("\u2026");
    const QString question = reasons.size() == 1
                                 ? tr("Reopen the decision for %1 (%2 of %3)? One reason:").arg(name, check.record->id, check.record->decidedOn)
                                 : tr("Reopen the decision for %1 (%2 of %3)? %4 reasons:")
                                       .arg(name, check.record->id, check.record->decidedOn, QString::number(reasons.size()));
    QString first = reasons.front();
    if (first.size() > 160)
        first = first.left(159) + QStringLiteral("\u2026");
    m_decisionText->setText(question + QStringLiteral("\n\u2022 ") + first + (reasons.size() > 1 ? tr("  (and %n more)", nullptr, int(reasons.size()) - 1) : QString()));
    m_decisionText->setToolTip(reasons.join(u'\n'));
    m_decisionReasons = question + QStringLiteral("\n\n\u2022 ") + reasons.join(QStringLiteral("\n\u2022 "));
    m_decisionBar->setAccessibleName(question);
    m_decisionBar->show();
}

bool MainWindow::reload()
{
    if (m_document->isUntitled())
        return false;
    const LoadResult r = loadProjectFile(m_document->fileName());
    if (!r.ok()) {
        dialogs::inform(this, tr("Cannot reload"), Workbench::describe(m_document->fileName(), r.messages));
        return false;
    }
    m_document->replaceProject(*r.project);
    watchFile();
    checkRecordedDecision();
    statusBar()->showMessage(tr("Reloaded %1").arg(m_document->displayName()), 4000);
    return true;
}

bool MainWindow::openTable(const QString &path)
{
    TableImportDialog::Read read = TableImportDialog::read(path);
    if (read.result.ok()) {
        const Messages notes = read.result.messages;
        const bool opened = importTable(std::move(*read.result.project), read.directionsGiven);
        if (opened && !notes.empty()) // warnings: hidden rows left out, what a workbook cannot hold
            dialogs::inform(this, tr("Problems in %1").arg(QFileInfo(path).fileName()),
                            Workbench::describe(path, notes, m_document->data()));
        return opened;
    }
    if (dialogs::isHeadless()) {
        dialogs::inform(this, tr("Cannot open %1").arg(QFileInfo(path).fileName()), Workbench::describe(path, read.result.messages));
        return false;
    }
    return importTable(path);
}

QString MainWindow::tableFilter()
{
    return tr("Tables: CSV and spreadsheets (*.csv *.tsv *.txt *.xlsx *.ods);;All files (*)");
}

bool MainWindow::importTable(const QString &path)
{
    TableImportDialog dialog(path, this);
    if (dialog.exec() != QDialog::Accepted || !dialog.result().ok())
        return false;
    return importTable(*dialog.result().project, dialog.directionsGiven());
}

bool MainWindow::importTable(ProjectData project, bool directionsGiven)
{
    // A table that does not say which columns are costs: asked, as for a pasted table, never taken as all benefits.
    if (!directionsGiven && !dialogs::askWhichAreCosts(this, project.criteria)) {
        statusBar()->showMessage(tr("Import cancelled: nothing changed."), 4000);
        return false;
    }
    equalWeightsInPercent(project);
    if (m_document->isUntitled() && !m_document->isModified())
        m_document->replaceProject(std::move(project));
    else
        m_workbench->newWindow(std::make_unique<Document>(std::move(project)));
    return true;
}

bool MainWindow::exportCsv(const QString &path)
{
    const CsvExport csv = writeCsvProject(m_document->data());
    const SaveResult saved = writeFileAtomically(path, csv.bytes);
    if (!saved.ok) {
        dialogs::inform(this, tr("Cannot export"), tr("%1 was not written: %2").arg(QFileInfo(path).fileName(), saved.error));
        return false;
    }
    statusBar()->showMessage(csv.warnings.isEmpty() ? tr("Exported %1").arg(QFileInfo(path).fileName())
                                                    : csv.warnings.join(u' '),
                             8000);
    return true;
}

bool MainWindow::importStakeholderWeights(const QString &path)
{
    const QString file = QFileInfo(path).fileName();
    std::vector<StakeholderWeights> incoming;
    std::vector<SourcedMessage> read;
    QStringList problems;
    if (!readStakeholderSource(path, file, incoming, read))
        for (const SourcedMessage &m : read)
            problems << formatMessage(m.source, m.message);
    ProjectData merged = m_document->data();
    std::vector<SourcedMessage> refused;
    if (problems.isEmpty() && !mergeStakeholders(merged, incoming, refused))
        for (const SourcedMessage &m : refused)
            problems << formatMessage(m.source, m.message);
    if (!problems.isEmpty()) {
        dialogs::inform(this, tr("Stakeholder weights not imported"),
                        tr("Nothing was imported from %1:\n%2").arg(file, problems.join(u'\n')));
        return false;
    }
    QStringList names;
    for (const StakeholderWeights &s : incoming)
        names << s.name;
    m_document->setProfiles(merged.profiles, tr("Import stakeholder weights from %1").arg(file));
    statusBar()->showMessage(tr("Imported the weights of %1 from %2").arg(names.join(QStringLiteral(", ")), file), 8000);
    return true;
}

bool MainWindow::exportStakeholderForm(const QString &path)
{
    const std::shared_ptr<const Evaluation> e = m_document->evaluation()->current();
    QString error;
    if (!writeFileAtomically(path, writeStakeholderForm(m_document->data(), e->scenario().values, true), &error)) {
        dialogs::inform(this, tr("Cannot export"), tr("%1 was not written: %2").arg(QFileInfo(path).fileName(), error));
        return false;
    }
    statusBar()->showMessage(tr("Exported %1: send it round, each person fills in their name, role and weights, and "
                                "File ▸ Import Stakeholder Weights… brings them in")
                                 .arg(QFileInfo(path).fileName()),
                             10000);
    return true;
}

void MainWindow::showShortcuts()
{
    QString html = QStringLiteral("<table cellpadding=3>");
    for (QAction *menuAction : menuBar()->actions()) {
        if (!menuAction->menu())
            continue;
        for (QAction *a : menuAction->menu()->actions()) {
            if (a->shortcut().isEmpty())
                continue;
            html += QStringLiteral("<tr><td>%1</td><td><b>%2</b></td></tr>")
                        .arg(a->text().remove(u'&').toHtmlEscaped(),
                             a->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped());
        }
    }
    html += QStringLiteral("</table><p>%1</p>")
                .arg(tr("In the matrix: type to edit a cell, Enter to confirm, Escape to cancel, F2 to edit in place, "
                        "Delete to clear the selection. Double-click a header to edit a criterion or rename an "
                        "alternative; drag a header to reorder. In a formula field, Ctrl+Space lists the names it may use.")
                         .toHtmlEscaped());
    auto *browser = new QTextBrowser;
    browser->setAttribute(Qt::WA_DeleteOnClose);
    browser->setWindowTitle(tr("Keyboard Shortcuts — Verdict"));
    browser->setHtml(html);
    browser->resize(520, 560);
    browser->show();
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About Verdict"),
        tr("<h3>Verdict %1</h3><p>A decision-matrix workbench for platform choices.</p>"
           "<p>Licensed under the GNU General Public License, version 3 or later (GPL-3.0-or-later).</p>"
           "<p>Built with Qt %2 (LGPL-3.0 / GPL), Qt Charts (GPL-3.0), nlohmann_json (MIT), Eigen (MPL-2.0), "
           "muparser (BSD-2-Clause) and libxlsxwriter (BSD-2-Clause).</p>")
            .arg(QStringLiteral(VERDICT_VERSION), QString::fromLatin1(qVersion())));
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls()) {
        for (const QUrl &url : event->mimeData()->urls()) {
            const QString path = url.toLocalFile();
            if (path.endsWith(QLatin1String(".verdict"), Qt::CaseInsensitive) || Workbench::isImported(path)) {
                event->acceptProposedAction();
                return;
            }
        }
    }
}

void MainWindow::dropEvent(QDropEvent *event)
{
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile() && Workbench::isImported(url.toLocalFile())) // a CSV or a spreadsheet
            importTable(url.toLocalFile());
        else if (url.isLocalFile())
            m_workbench->open(url.toLocalFile(), this);
    event->acceptProposedAction();
}

void MainWindow::createDocks()
{
    setDockNestingEnabled(true);
    // The results column runs the full height; the weights sit under the matrix only.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    auto addDock = [this](const QString &title, const QString &name, QWidget *widget, Qt::DockWidgetArea area) {
        auto *dock = new QDockWidget(title, this);
        dock->setObjectName(name);
        // In a scroll area, so a dock's content never sets the window's minimum size: on a small screen a dock
        // scrolls rather than push the window past the screen's edge.
        if (qobject_cast<QAbstractScrollArea *>(widget)) {
            dock->setWidget(widget);
        } else {
            auto *scroll = new QScrollArea(dock);
            scroll->setObjectName(name + QStringLiteral("Scroll"));
            scroll->setWidget(widget);
            scroll->setWidgetResizable(true);
            scroll->setFrameShape(QFrame::NoFrame);
            scroll->setFocusProxy(widget);
            scroll->setAccessibleName(title);
            dock->setWidget(scroll);
        }
        addDockWidget(area, dock);
        return dock;
    };
    m_weights = new WeightsPanel(m_document, this);
    connect(m_weights, &WeightsPanel::message, this, [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    m_results = new ResultsPanel(m_document, this);
    // The decision at a glance: the matrix over the trade-off map on the left; on the right the ranking over the
    // weights. Scenario, Term Map, Monte Carlo and Undo History are tabs behind the weights.
    QDockWidget *results = addDock(tr("Results"), QStringLiteral("ResultsDock"), m_results, Qt::RightDockWidgetArea);
    QDockWidget *weights = addDock(tr("Weights"), QStringLiteral("WeightsDock"), m_weights, Qt::RightDockWidgetArea);
    auto *scenario = new ScenarioPanel(m_document, this);
    connect(scenario, &ScenarioPanel::message, this, [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    connect(scenario, &ScenarioPanel::editCriterionRequested, this, [this](int column) { m_matrixActions->editCriterion(column); });
    connect(scenario, &ScenarioPanel::editScenariosRequested, this, &MainWindow::editScenarios);
    QDockWidget *scenarioDock = addDock(tr("Scenario"), QStringLiteral("ScenarioDock"), scenario, Qt::RightDockWidgetArea);
    // A computed cell's note goes to the attribute its value is: the Scenario dock's Attributes tab, that cell.
    m_scenarioPanel = scenario;
    connect(m_matrix, &MatrixView::attributeRequested, this, [this, scenario, scenarioDock](int row, const QString &id) {
        scenarioDock->show();
        scenarioDock->raise();
        scenario->showTab(ScenarioPanel::AttributesTab);
        const int column = m_document->data().indexOfAttribute(id);
        QTableView *view = scenario->attributesView();
        if (column >= 0 && row >= 0 && row < view->model()->rowCount()) {
            view->setCurrentIndex(view->model()->index(row, column));
            view->scrollTo(view->currentIndex());
        }
        view->setFocus(Qt::OtherFocusReason);
    });
    QDockWidget *terms = addDock(tr("Term Map"), QStringLiteral("TermMapDock"), new TermMapPanel(m_document, this),
                                 Qt::RightDockWidgetArea);
    m_monteCarlo = new MonteCarloPanel(m_document, this);
    QDockWidget *mc = addDock(tr("Monte Carlo"), QStringLiteral("MonteCarloDock"), m_monteCarlo, Qt::RightDockWidgetArea);
    m_assumptions = new AssumptionsPanel(m_document, this);
    connect(m_assumptions, &AssumptionsPanel::numberActivated, this, &MainWindow::openNumber);
    QDockWidget *checks = addDock(tr("Assumptions"), QStringLiteral("AssumptionsDock"), m_assumptions, Qt::RightDockWidgetArea);
    m_undoView = new QUndoView(m_document->undoStack(), this);
    m_undoView->setEmptyLabel(tr("<original>"));
    m_undoView->setAccessibleName(tr("Undo history"));
    // Every edit resets the history's model and selects the new entry, which lays out every entry again: with a
    // size measured per entry, that grew with the history (0.3 ms of each edit after 200). One line each.
    m_undoView->setUniformItemSizes(true);
    m_decisionPanel = new DecisionPanel(m_document, this);
    connect(m_decisionPanel, &DecisionPanel::message, this, [this](const QString &text) { statusBar()->showMessage(text, 8000); });
    QDockWidget *decision = addDock(tr("Decision"), QStringLiteral("DecisionDock"), m_decisionPanel, Qt::RightDockWidgetArea);
    QDockWidget *history = addDock(tr("Undo History"), QStringLiteral("UndoDock"), m_undoView, Qt::RightDockWidgetArea);
    splitDockWidget(results, weights, Qt::Vertical);
    tabifyDockWidget(weights, scenarioDock);
    tabifyDockWidget(scenarioDock, terms);
    tabifyDockWidget(terms, mc);
    tabifyDockWidget(mc, checks);
    tabifyDockWidget(checks, decision);
    tabifyDockWidget(decision, history);
    weights->raise();
    m_chartPanel = new ChartPanel(m_document->project(), this, m_document->evaluation());
    addDock(tr("Charts"), QStringLiteral("ChartsDock"), m_chartPanel, Qt::BottomDockWidgetArea);
}

void MainWindow::setMatrixLarge(bool large)
{
    if (m_largerMatrix && m_largerMatrix->isChecked() != large)
        m_largerMatrix->setChecked(large);
    auto *charts = findChild<QDockWidget *>(QStringLiteral("ChartsDock"));
    if (!large || !charts || charts->isFloating() || !charts->isVisible()) {
        applyDefaultDockSizes();
        return;
    }
    // Room for the header rows, eight and a half rows (or every row and the new-alternative field) and the scroll bar;
    // the chart keeps the rest, at least a quarter of the height.
    const int inner = height() - menuBar()->sizeHint().height() - statusBar()->sizeHint().height();
    const int rows = std::min(m_document->data().alternativeCount() + 1, 9);
    const int wanted = m_matrix->horizontalHeader()->height() + rows * m_matrix->verticalHeader()->defaultSectionSize()
                       + m_matrix->horizontalScrollBar()->sizeHint().height() + 12;
    resizeDocks({charts}, {std::max(inner / 4, inner - wanted)}, Qt::Vertical);
}

void MainWindow::applyDefaultDockSizes()
{
    // The right column: wide enough for the ranking's four columns and the weights' sliders; the trade-off map
    // under the matrix gets most of the height (its plot at least 480 × 300 at 90 % of a 1280 × 720 screen); the
    // ranking as tall as its rows (up to 10), the weights the rest.
    auto *results = findChild<QDockWidget *>(QStringLiteral("ResultsDock"));
    auto *weights = findChild<QDockWidget *>(QStringLiteral("WeightsDock"));
    auto *charts = findChild<QDockWidget *>(QStringLiteral("ChartsDock"));
    if (!results || !weights || !charts)
        return;
    const int inner = height() - menuBar()->sizeHint().height() - statusBar()->sizeHint().height();
    const int right = std::clamp(width() * 37 / 100, 420, 620);
    const int chart = std::max(460, inner * 64 / 100);
    const int resultsHeight = m_results->hasHeightForWidth() ? m_results->heightForWidth(right - 24) : m_results->sizeHint().height();
    const int ranking = std::min(resultsHeight + 28, inner * 64 / 100);
    resizeDocks({results}, {right}, Qt::Horizontal);
    resizeDocks({results, weights}, {ranking, std::max(120, inner - ranking)}, Qt::Vertical);
    resizeDocks({charts}, {chart}, Qt::Vertical);
    // Tab titles in full ("Undo History", not "Undo Hi…"): a crowded tab bar scrolls instead.
    for (QTabBar *bar : findChildren<QTabBar *>()) {
        bar->setElideMode(Qt::ElideNone);
        bar->setUsesScrollButtons(true);
    }
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *newAction = file->addAction(tr("&New"), this, [this] {
        // This window is already a new, empty document: its start page, not a second window beside it.
        const ProjectData &d = m_document->data();
        if (m_document->isUntitled() && !m_document->isModified() && d.alternatives.empty() && d.criteria.empty()) {
            m_buildInPlace = false;
            updateCentralPage();
            return;
        }
        m_workbench->newWindow(std::make_unique<Document>());
    });
    newAction->setShortcut(QKeySequence::New);
    // A new, untitled document from one of the templates (views/app/templates.h), as `verdict new --template`.
    QMenu *fromTemplate = file->addMenu(tr("New from &Template"));
    for (const ProjectTemplate &t : projectTemplates()) {
        QAction *a = fromTemplate->addAction(t.title, this, [this, name = t.name] {
            Messages messages;
            std::optional<ProjectData> project = loadTemplate(name, messages);
            if (!project) {
                dialogs::inform(this, tr("New from Template"), Workbench::describe(name, messages));
                return;
            }
            project->metadata.date = QDate::currentDate().toString(Qt::ISODate);
            m_workbench->newWindow(std::make_unique<Document>(std::move(*project)));
        });
        a->setStatusTip(t.description);
        a->setToolTip(t.description);
    }
    file->addAction(tr("&Open…"), this, &MainWindow::openFile)->setShortcut(QKeySequence::Open);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_workbench, &Workbench::recentFilesChanged, this, &MainWindow::updateRecentMenu);
    updateRecentMenu();
    file->addSeparator();
    file->addAction(tr("&Save"), this, &MainWindow::save)->setShortcut(QKeySequence::Save);
    // QKeySequence::SaveAs is empty on some platforms (GNOME, offscreen): Ctrl+Shift+S always.
    QAction *saveAsAction = file->addAction(tr("Save &As…"), this, &MainWindow::saveAs);
    QList<QKeySequence> saveAsKeys = QKeySequence::keyBindings(QKeySequence::SaveAs);
    if (!saveAsKeys.contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)))
        saveAsKeys.prepend(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    saveAsAction->setShortcuts(saveAsKeys);
    file->addAction(tr("Re&load"), this, &MainWindow::reload);
    file->addSeparator();
    file->addAction(tr("&Import Table…"), this, [this] {
        const QString path = dialogs::openFileName(this, tr("Import a Table"), tableFilter());
        if (!path.isEmpty())
            importTable(path);
    })->setStatusTip(tr("Open a CSV file or a spreadsheet (.xlsx, .ods) as a new project"));
    file->addAction(tr("&Export CSV…"), this, [this] {
        QString suggested = m_document->displayName();
        suggested = suggested.left(suggested.lastIndexOf(u'.') > 0 ? suggested.lastIndexOf(u'.') : suggested.size())
            + QStringLiteral(".csv");
        const QString path = dialogs::saveFileName(this, tr("Export CSV"), suggested, tr("CSV files (*.csv)"));
        if (!path.isEmpty())
            exportCsv(path);
    });
    file->addAction(tr("Import Stake&holder Weights…"), this, [this] {
        const QString path = dialogs::openFileName(this, tr("Import Stakeholder Weights"),
                                                   tr("Stakeholder weights (*.csv *.verdict);;All files (*)"));
        if (!path.isEmpty())
            importStakeholderWeights(path);
    })->setToolTip(tr("A stakeholder's weights CSV, or another project's profiles, as stakeholders' profiles"));
    file->addSeparator();
    file->addAction(tr("&Close"), this, &QWidget::close)->setShortcut(QKeySequence::Close);
    QAction *quit = file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    // The cheat sheet: PDF, HTML, Markdown, Print and Print Preview (views/export).
    QMenu *exportMenu = menuBar()->addMenu(tr("E&xport"));
    addCheatSheetActions(exportMenu, m_document, this);
    exportMenu->addSeparator();
    exportMenu->addAction(tr("Stakeholder &Form…"), this, [this] {
        const QString path = dialogs::saveFileName(this, tr("Export Stakeholder Form"), tr("stakeholder-weights.csv"),
                                                   tr("CSV files (*.csv)"));
        if (!path.isEmpty())
            exportStakeholderForm(path);
    });

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    m_matrixActions->addEditActions(edit);

    QMenu *matrix = menuBar()->addMenu(tr("&Matrix"));
    m_matrixActions->fillMatrixMenu(matrix);

    edit->addSeparator();
    QAction *settings = edit->addAction(tr("&Settings…"), this, [this] {
        SettingsDialog dialog(this);
        const qint64 samples = MonteCarloPanel::samplesFor(m_document->data());
        if (dialog.exec() == QDialog::Accepted) {
            m_autosaver->setInterval(Autosaver::configuredInterval());
            if (MonteCarloPanel::samplesFor(m_document->data()) != samples)
                m_monteCarlo->start(); // the new sample count
            if (dialog.numbersChanged())
                for (MainWindow *w : m_workbench->windows()) {
                    w->m_document->evaluation()->refresh(); // sentences and captions written the new way
                    w->update();
                }
        }
    });
    settings->setShortcut(QKeySequence::Preferences);
    settings->setMenuRole(QAction::PreferencesRole);

    QMenu *analysis = menuBar()->addMenu(tr("&Analysis"));
    m_analysisActions->fillMenu(analysis);
    // The decision record (issue 36): recorded from the evaluation shown, kept in the file, checked live in its dock.
    analysis->addSeparator();
    const auto showDecisionDock = [this] {
        auto *dock = findChild<QDockWidget *>(QStringLiteral("DecisionDock"));
        dock->show();
        dock->raise();
    };
    QAction *record = analysis->addAction(tr("Record &Decision…"), this, [this, showDecisionDock] {
        showDecisionDock();
        m_decisionPanel->recordDecision();
    });
    record->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    record->setStatusTip(tr("Keep the choice in the file: who decided, why, a review date, the ranking it rests on, and when to reopen it"));
    QAction *compare = analysis->addAction(tr("Compare with Rec&ord…"), this, [this, showDecisionDock] {
        showDecisionDock();
        m_decisionPanel->compareWithRecord();
    });
    compare->setStatusTip(tr("The ranking now beside the one recorded with the decision in force, and what changed since a version of the file"));
    const auto enableCompare = [this, compare] { compare->setEnabled(acceptedDecision(m_document->data().decisions) != nullptr); };
    connect(m_document->project(), &Project::changed, compare, enableCompare);
    connect(m_document->project(), &Project::wasReset, compare, enableCompare);
    enableCompare();

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    for (QDockWidget *dock : findChildren<QDockWidget *>())
        m_viewMenu->addAction(dock->toggleViewAction());
    m_viewMenu->addSeparator();
    QAction *nextPane = m_viewMenu->addAction(tr("Next &Pane"), this, [this] { focusNextPane(true); });
    nextPane->setShortcut(QKeySequence(Qt::Key_F6));
    QAction *previousPane = m_viewMenu->addAction(tr("Previous Pa&ne"), this, [this] { focusNextPane(false); });
    previousPane->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F6));
    connect(m_matrix, &MatrixView::leaveRequested, this, [this](bool forward) { focusNextPane(forward); });
    // One key between "matrix large" (typing numbers: at least eight rows in view) and the default (the chart large).
    QAction *largerMatrix = m_viewMenu->addAction(tr("Larger &Matrix"), this, [this](bool on) { setMatrixLarge(on); });
    largerMatrix->setObjectName(QStringLiteral("largerMatrixAction"));
    largerMatrix->setCheckable(true);
    largerMatrix->setShortcut(QKeySequence(Qt::Key_F7));
    largerMatrix->setStatusTip(tr("F7: the matrix with room for its rows, or back to the chart large"));
    m_largerMatrix = largerMatrix;
    m_viewMenu->addAction(tr("&Reset Layout"), this, [this] { resetLayout(); })
        ->setStatusTip(tr("Put every dock back where it starts and fit the window to the screen."));
    m_viewMenu->addAction(tr("&Presentation"), QKeySequence(Qt::Key_F5), this, [this] {
        (new PresentationWindow(*m_document->evaluation()->current()))->showFullScreen();
    });

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts)->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("Open the &Sample Project"), this, [this] { m_workbench->openSample(); });
    help->addAction(tr("&About Verdict"), this, &MainWindow::showAbout)->setMenuRole(QAction::AboutRole);
}

void MainWindow::editScenarios(int select)
{
    m_analysisActions->editScenarios(select);
}

void MainWindow::compareScenarios()
{
    m_analysisActions->compareScenarios();
}

ScenarioCompareDialog *MainWindow::scenarioCompareDialog() const
{
    return m_analysisActions->compareDialog();
}

void MainWindow::updateTitle()
{
    // The scenario shown is in the title, so no screenshot of a what-if passes for the base.
    const QString &scenario = m_document->data().activeScenario;
    setWindowTitle(scenario.isEmpty() ? QStringLiteral("%1[*] — Verdict").arg(m_document->displayName())
                                      : tr("%1[*] — scenario “%2” — Verdict").arg(m_document->displayName(), scenario));
    setWindowModified(m_document->isModified());
    setWindowFilePath(m_document->fileName());
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = m_workbench->recentFiles();
    for (const QString &f : files)
        m_recentMenu->addAction(dialogs::menuText(QFileInfo(f).fileName()), this, [this, f] { m_workbench->open(f, this); })
            ->setToolTip(f);
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::openFile()
{
    const QString path = dialogs::openFileName(this, tr("Open Project"),
                                               tr("Verdict projects and tables (*.verdict *.csv *.xlsx *.ods);;"
                                                  "Verdict projects (*.verdict);;%1").arg(tableFilter()));
    if (Workbench::isImported(path)) // a CSV (or .tsv, .txt) or a spreadsheet
        importTable(path);
    else if (!path.isEmpty())
        m_workbench->open(path, this);
}

bool MainWindow::save()
{
    if (m_document->isUntitled())
        return saveAs();
    return saveTo(m_document->fileName());
}

bool MainWindow::saveAs()
{
    QString suggested = m_document->fileName();
    if (suggested.isEmpty()) {
        const QString title = m_document->data().metadata.title;
        suggested = (title.isEmpty() ? tr("Untitled") : title) + QStringLiteral(".verdict");
    }
    QString path = dialogs::saveFileName(this, tr("Save Project"), suggested, tr("Verdict projects (*.verdict)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".verdict");
    return saveTo(path);
}

bool MainWindow::saveTo(const QString &fileName)
{
    const SaveResult result = saveProjectFile(m_document->data(), fileName);
    if (!result.ok) {
        dialogs::inform(this, tr("Cannot save"), tr("%1 was not saved: %2").arg(QFileInfo(fileName).fileName(), result.error));
        return false;
    }
    const QString absolute = QFileInfo(fileName).absoluteFilePath();
    m_document->setFileName(absolute);
    m_document->markSaved();
    watchFile();
    m_workbench->addRecentFile(absolute);
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(fileName).fileName()), 4000);
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    const auto answer = dialogs::ask(this, tr("Unsaved changes"),
                                     tr("Save the changes to %1 before closing?").arg(m_document->displayName()),
                                     QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (maybeSave()) {
        saveLayout();
        event->accept();
    } else {
        event->ignore();
    }
}

void MainWindow::openNumber(const AssumptionNumber &n)
{
    const ProjectData &d = m_document->data();
    auto *scenarioDock = findChild<QDockWidget *>(QStringLiteral("ScenarioDock"));
    switch (n.kind) {
    case AssumptionNumber::Kind::Value:
        if (n.alternative < 0 || n.alternative >= d.alternativeCount() || n.criterion < 0 || n.criterion >= d.criterionCount())
            return; // the project changed since: the list follows shortly
        m_matrix->setCurrentIndex(m_matrix->model()->index(n.alternative, n.criterion));
        m_matrix->scrollTo(m_matrix->currentIndex());
        m_matrix->setFocus(Qt::OtherFocusReason);
        m_matrixActions->editCellSource();
        return;
    case AssumptionNumber::Kind::Attribute: {
        const int column = d.indexOfAttribute(n.attribute);
        if (column < 0 || n.alternative < 0 || n.alternative >= d.alternativeCount())
            return;
        scenarioDock->show();
        scenarioDock->raise();
        m_scenarioPanel->showTab(ScenarioPanel::AttributesTab);
        QTableView *view = m_scenarioPanel->attributesView();
        view->setCurrentIndex(view->model()->index(n.alternative, column));
        view->scrollTo(view->currentIndex());
        m_scenarioPanel->editAttributeSource(view->currentIndex());
        return;
    }
    case AssumptionNumber::Kind::Parameter: {
        const int row = d.indexOfParameter(n.parameter);
        if (row < 0)
            return;
        scenarioDock->show();
        scenarioDock->raise();
        m_scenarioPanel->showTab(ScenarioPanel::ParametersTab);
        QTableView *view = m_scenarioPanel->parametersView();
        view->setCurrentIndex(view->model()->index(row, ParametersModel::SourceColumn));
        view->scrollTo(view->currentIndex());
        view->edit(view->currentIndex()); // its source, in place (its value is the cell to the left)
        return;
    }
    }
}

} // namespace verdict
