#include "autosaver.h"

#include "document/background.h"
#include "document/document.h"
#include "document/journal.h"

#include "format/projectfile.h"
#include "format/savefile.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QStandardPaths>
#include <QUuid>
#include <QtConcurrent/QtConcurrentRun>

namespace verdict {

Autosaver::Autosaver(Document *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_id(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    QDir().mkpath(recoveryDirectory());
    m_lock = std::make_unique<QLockFile>(QDir(recoveryDirectory()).filePath(m_id + QStringLiteral(".lock")));
    m_lock->setStaleLockTime(0); // only a dead owner makes it stale
    m_lock->tryLock(0);
    m_timer.setSingleShot(false);
    connect(&m_timer, &QTimer::timeout, this, &Autosaver::onTimer);
    connect(document->project(), &Project::changed, this, [this] { m_dirty = true; });
    connect(document, &Document::modifiedChanged, this, [this](bool modified) {
        if (!modified) {
            discard();         // saved (or undone back to the saved state)
            m_journal->start(); // the journal starts again from the saved project
        }
    });
    m_journal = std::make_unique<EditJournal>(document, journalFile());
    m_journal->start(document->isModified()); // a restored document is unsaved from the start
    setInterval(configuredInterval());
}

Autosaver::~Autosaver()
{
    waitForWrite();
    discard();
    m_journal->remove();
    m_journal.reset(); // waits for its file work
    m_lock->unlock();
}

QString Autosaver::journalFile() const
{
    return QDir(recoveryDirectory()).filePath(m_id + QStringLiteral(".journal"));
}

QString Autosaver::recoveryDirectory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).filePath(QStringLiteral("recovery"));
}

static int s_testInterval = 0;

void Autosaver::setTestInterval(int milliseconds)
{
    s_testInterval = milliseconds;
}

int Autosaver::configuredInterval()
{
    if (s_testInterval > 0)
        return s_testInterval;
    return QSettings().value(QStringLiteral("autosaveSeconds"), 60).toInt() * 1000;
}

void Autosaver::setInterval(int milliseconds)
{
    if (milliseconds <= 0) {
        m_timer.stop();
        return;
    }
    m_timer.start(milliseconds);
}

QString Autosaver::recoveryFile() const
{
    return QDir(recoveryDirectory()).filePath(m_id + QStringLiteral(".verdict"));
}

void Autosaver::onTimer()
{
    if (m_document->isModified() && m_dirty)
        saveNow();
}

void Autosaver::saveNow()
{
    if (m_write.isRunning())
        return; // the next tick writes the newer state
    m_dirty = false;
    const ProjectData data = m_document->data(); // a copy: serialised off the GUI thread
    const QString file = recoveryFile();
    const QString meta = QDir(recoveryDirectory()).filePath(m_id + QStringLiteral(".json"));
    const QJsonObject info{{QStringLiteral("file"), m_document->fileName()},
                           {QStringLiteral("title"), m_document->displayName()}};
    m_write = runInBackground([data, file, meta, info] {
        return writeFileAtomically(meta, QJsonDocument(info).toJson()).ok && writeFileAtomically(file, writeProject(data)).ok;
    });
    auto *watcher = new QFutureWatcher<bool>(this);
    connect(watcher, &QFutureWatcher<bool>::finished, this, [this, watcher, file] {
        if (watcher->result() && m_document->isModified())
            Q_EMIT saved(file);
        else if (!m_document->isModified())
            discard(); // saved while we were writing
        watcher->deleteLater();
    });
    watcher->setFuture(m_write);
}

void Autosaver::waitForWrite()
{
    m_write.waitForFinished();
}

void Autosaver::discard()
{
    // A write under way is not waited for on the GUI thread: when it ends, its watcher discards what it wrote if the
    // document is still saved (the destructor waits, at shutdown only).
    if (m_write.isRunning())
        return;
    QFile::remove(recoveryFile());
    QFile::remove(QDir(recoveryDirectory()).filePath(m_id + QStringLiteral(".json")));
}

QList<Autosaver::Recovery> Autosaver::staleRecoveries()
{
    QList<Recovery> out;
    const QDir dir(recoveryDirectory());
    QStringList ids;
    for (const QString &name : dir.entryList({QStringLiteral("*.verdict"), QStringLiteral("*.journal")}, QDir::Files, QDir::Name)) {
        const QString id = QFileInfo(name).completeBaseName();
        if (!ids.contains(id))
            ids << id;
    }
    for (const QString &id : ids) {
        QLockFile lock(dir.filePath(id + QStringLiteral(".lock")));
        lock.setStaleLockTime(0);
        if (!lock.tryLock(0))
            continue; // a live window owns it
        Recovery r;
        r.id = id;
        r.recoveryFile = dir.filePath(id + QStringLiteral(".verdict"));
        r.journalFile = dir.filePath(id + QStringLiteral(".journal"));
        QFile meta(dir.filePath(id + QStringLiteral(".json")));
        if (meta.open(QIODevice::ReadOnly))
            r.originalFile = QJsonDocument::fromJson(meta.readAll()).object().value(QStringLiteral("file")).toString();
        out << r;
        lock.unlock();
    }
    return out;
}

void Autosaver::remove(const Recovery &recovery)
{
    const QDir dir(recoveryDirectory());
    QFile::remove(recovery.recoveryFile);
    QFile::remove(recovery.journalFile);
    QFile::remove(dir.filePath(recovery.id + QStringLiteral(".json")));
    QFile::remove(dir.filePath(recovery.id + QStringLiteral(".lock")));
}

} // namespace verdict
