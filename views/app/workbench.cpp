#include "workbench.h"
#include "format/workbook.h"

#include "core/limits.h"
#include "document/journal.h"
#include "display/places.h"

#include "app/autosaver.h"
#include "document/document.h"
#include "widgets/dialogs.h"
#include "app/mainwindow.h"

#include "format/projectfile.h"

#include <QFile>
#include <QDateTime>
#include <QFileInfo>
#include <QSettings>

namespace verdict {

namespace {
constexpr int kMaxRecentFiles = 10;
const QString kRecentKey = QStringLiteral("recentFiles");
} // namespace

Workbench::Workbench(QObject *parent)
    : QObject(parent)
{
}

Workbench::~Workbench()
{
    for (const QPointer<MainWindow> &w : std::as_const(m_windows))
        delete w.data();
}

MainWindow *Workbench::newWindow(std::unique_ptr<Document> document, bool show)
{
    auto *window = new MainWindow(this, std::move(document));
    window->setAttribute(Qt::WA_DeleteOnClose);
    m_windows.removeAll(nullptr);
    m_windows << window;
    if (show)
        window->show();
    return window;
}

QList<MainWindow *> Workbench::windows() const
{
    QList<MainWindow *> out;
    for (const QPointer<MainWindow> &w : m_windows)
        if (w)
            out << w.data();
    return out;
}

LoadResult Workbench::loadSample()
{
    QFile f(QStringLiteral(":/samples/gpu-orchestration.verdict"));
    if (!f.open(QIODevice::ReadOnly))
        return {std::nullopt, {Message::plain(tr("The bundled sample is missing from this build."))}};
    return readProject(f.readAll());
}

QString Workbench::describe(const QString &path, const Messages &messages)
{
    QStringList lines;
    for (const Message &m : messages)
        lines << formatMessage(QFileInfo(path).fileName(), m);
    return lines.join(u'\n');
}

QString Workbench::describe(const QString &path, const Messages &messages, const ProjectData &project)
{
    Messages named = messages;
    for (Message &m : named)
        if (!m.pointer.isEmpty()) {
            m.text = QStringLiteral("%1: %2").arg(placeName(project, m.pointer), m.text);
            m.pointer.clear();
            m.line = 0; // the place is named; a line of the file's text would only distract
        }
    return describe(path, named);
}

bool Workbench::isImported(const QString &path)
{
    return isDelimitedTableFile(path) || workbookFormat(path).has_value();
}

MainWindow *Workbench::openStartup(bool show)
{
    const QStringList recent = recentFiles();
    if (!recent.isEmpty() && QFileInfo::exists(recent.constFirst())) {
        const LoadResult r = loadProjectFile(recent.constFirst());
        if (r.ok()) {
            const bool imported = isImported(recent.constFirst());
            return newWindow(std::make_unique<Document>(*r.project, imported ? QString() : recent.constFirst()), show);
        }
    }
    // The first run: the start page (an empty document), where the sample is one click away.
    return newWindow(std::make_unique<Document>(), show);
}

MainWindow *Workbench::openSample(bool show)
{
    LoadResult sample = loadSample();
    if (!sample.ok()) {
        dialogs::inform(windows().isEmpty() ? nullptr : windows().constLast(), tr("Verdict"),
                        describe(QStringLiteral("gpu-orchestration.verdict"), sample.messages));
        return nullptr;
    }
    auto document = std::make_unique<Document>(*sample.project);
    // Untitled, so Save asks where (the bundled file stays as shipped), but under its own name.
    document->setUntitledName(tr("%1 (sample)").arg(sample.project->metadata.title));
    return newWindow(std::move(document), show);
}

MainWindow *Workbench::open(const QString &path, MainWindow *from, bool show)
{
    return openLoaded(path, loadProjectFile(path), from, show);
}

MainWindow *Workbench::openLoaded(const QString &path, const LoadResult &r, MainWindow *from, bool show)
{
    if (!r.ok()) {
        dialogs::inform(from, tr("Cannot open %1").arg(QFileInfo(path).fileName()), describe(path, r.messages));
        return nullptr;
    }
    // A CSV or a spreadsheet becomes an untitled project: saving it writes a .verdict, never over what it came from.
    const bool imported = isImported(path);
    const QString fileName = imported ? QString() : QFileInfo(path).absoluteFilePath();
    if (!imported)
        addRecentFile(fileName);
    MainWindow *target = nullptr;
    if (from && from->document()->isUntitled() && !from->document()->isModified()) {
        from->document()->replaceProject(*r.project);
        from->document()->setFileName(fileName);
        from->checkRecordedDecision();
        target = from;
    } else {
        target = newWindow(std::make_unique<Document>(*r.project, fileName), show);
    }
    if (!r.messages.empty()) // diagnostics: the file loads, the problems are shown
        dialogs::inform(target, tr("Problems in %1").arg(QFileInfo(path).fileName()), describe(path, r.messages, *r.project));
    return target;
}

MainWindow *Workbench::openOrEmpty(const QString &path, bool show)
{
    // A CSV or a spreadsheet: as File ▸ Import Table reads it, so a table without a direction row asks which columns
    // are costs and a workbook whose first sheet is not the matrix offers its other sheets.
    if (isImported(path)) {
        MainWindow *w = newWindow(std::make_unique<Document>(), show);
        w->openTable(path);
        return w;
    }
    const LoadResult r = loadProjectFile(path);
    if (!r.ok()) {
        MainWindow *w = newWindow(std::make_unique<Document>(), show);
        dialogs::inform(w, tr("Cannot open %1").arg(QFileInfo(path).fileName()), describe(path, r.messages));
        return w;
    }
    return openLoaded(path, r, nullptr, show);
}

QString Workbench::recoveryAge(const QDateTime &savedAt, const QDateTime &now)
{
    const qint64 seconds = savedAt.secsTo(now);
    const QString clock = savedAt.toString(QStringLiteral("HH:mm"));
    if (seconds < 0 || !savedAt.isValid())
        return tr("at %1").arg(clock);
    if (seconds < 90)
        return tr("at %1, a minute ago or less").arg(clock);
    if (seconds < 3600)
        return tr("at %1, %2 minutes ago").arg(clock).arg(seconds / 60);
    if (savedAt.date() == now.date())
        return tr("at %1 today").arg(clock);
    return tr("on %1 at %2").arg(savedAt.date().toString(Qt::ISODate), clock);
}

QList<MainWindow *> Workbench::offerRecovery(bool show)
{
    QList<MainWindow *> restored;
    const QList<Autosaver::Recovery> found = Autosaver::staleRecoveries();
    if (found.isEmpty())
        return restored;
    // What each recovery brings back: its edit journal when that reads (every edit up to the last quarter second,
    // with its undo history), else its autosave.
    struct Plan
    {
        Autosaver::Recovery recovery;
        JournalReading journal;
        QString originalFile;
    };
    std::vector<Plan> plans;
    QStringList names;
    const QDateTime now = QDateTime::currentDateTime();
    for (const auto &r : found) {
        Plan plan{r, {}, r.originalFile};
        QFile journal(r.journalFile);
        if (journal.open(QIODevice::ReadOnly) && journal.size() <= 4 * limits::kMaxFileBytes)
            plan.journal = readJournal(journal.readAll());
        if (!plan.journal.records.empty() && plan.originalFile.isEmpty())
            plan.originalFile = plan.journal.records.front().text;
        const QString name = plan.originalFile.isEmpty() ? tr("an untitled project") : QFileInfo(plan.originalFile).fileName();
        if (!plan.journal.records.empty()) {
            const QFileInfo original(plan.originalFile);
            const QString since = original.exists()
                                      ? tr("%n edit(s) made after it was last saved (%1)", nullptr, plan.journal.edits())
                                            .arg(recoveryAge(original.lastModified(), now))
                                      : tr("%n edit(s)", nullptr, plan.journal.edits());
            names << tr("%1: %2, the last %3").arg(name, since, recoveryAge(plan.journal.lastAt().toLocalTime(), now));
        } else if (QFile::exists(r.recoveryFile)) {
            names << tr("%1 (autosaved %2)").arg(name, recoveryAge(QFileInfo(r.recoveryFile).lastModified(), now));
        } else {
            Autosaver::remove(r); // nothing in it to restore
            continue;
        }
        plans.push_back(std::move(plan));
    }
    if (plans.empty())
        return restored;
    const auto answer = dialogs::ask(nullptr, tr("Recover unsaved work"),
                                     tr("Verdict closed unexpectedly with unsaved changes in %1. Restore them? Undo goes back "
                                        "through the restored edits.")
                                         .arg(names.join(QStringLiteral("; "))),
                                     QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    for (const Plan &plan : plans) {
        if (answer == QMessageBox::Yes)
            if (std::unique_ptr<Document> document = restore(plan.recovery, plan.journal, plan.originalFile))
                restored << newWindow(std::move(document), show);
        Autosaver::remove(plan.recovery); // restored windows autosave under their own id
    }
    return restored;
}

std::unique_ptr<Document> Workbench::restore(const Autosaver::Recovery &recovery, const JournalReading &journal, const QString &originalFile)
{
    QString why;
    if (!journal.records.empty()) {
        auto document = std::make_unique<Document>(makeEmptyProject(), originalFile);
        const bool whole = replayJournal(*document, journal.records, &why);
        if (whole || !QFile::exists(recovery.recoveryFile)) {
            if (!whole)
                dialogs::inform(nullptr, tr("Recover unsaved work"),
                                tr("Some of the recovered edits could not be restored (%1); the project is as it was before them.").arg(why));
            document->undoStack()->resetClean(); // unsaved: it differs from the file on disk
            return document;
        }
        // Never a silent step back: the autosave is older than the journal's last edit.
        dialogs::inform(nullptr, tr("Recover unsaved work"),
                        tr("The edit journal could not be replayed (%1); the last autosave (%2) was restored instead.")
                            .arg(why, recoveryAge(QFileInfo(recovery.recoveryFile).lastModified(), QDateTime::currentDateTime())));
    }
    QFile f(recovery.recoveryFile);
    if (!f.open(QIODevice::ReadOnly))
        return nullptr;
    LoadResult loaded = readProject(f.readAll());
    if (!loaded.ok())
        return nullptr;
    auto document = std::make_unique<Document>(*loaded.project, originalFile);
    document->undoStack()->resetClean();
    return document;
}

QStringList Workbench::recentFiles() const
{
    return QSettings().value(kRecentKey).toStringList();
}

void Workbench::addRecentFile(const QString &path)
{
    QStringList list = recentFiles();
    list.removeAll(path);
    list.prepend(path);
    while (list.size() > kMaxRecentFiles)
        list.removeLast();
    QSettings().setValue(kRecentKey, list);
    Q_EMIT recentFilesChanged();
}

} // namespace verdict
