#include "journal.h"

#include "core/limits.h"
#include "format/projectfile.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace verdict {

namespace {
const QByteArray kHeader = QByteArrayLiteral("VERDICT-JOURNAL 1\n");

char kindLetter(JournalRecord::Kind kind)
{
    switch (kind) {
    case JournalRecord::Kind::Base: return 'B';
    case JournalRecord::Kind::Push: return 'P';
    case JournalRecord::Kind::Amend: return 'A';
    case JournalRecord::Kind::Index: return 'I';
    }
    return '?';
}

std::optional<JournalRecord::Kind> kindOf(char letter)
{
    switch (letter) {
    case 'B': return JournalRecord::Kind::Base;
    case 'P': return JournalRecord::Kind::Push;
    case 'A': return JournalRecord::Kind::Amend;
    case 'I': return JournalRecord::Kind::Index;
    default: return std::nullopt;
    }
}

QByteArray checksum(const QByteArray &json, const QByteArray &project)
{
    QCryptographicHash hash(QCryptographicHash::Sha1);
    hash.addData(json);
    hash.addData(project);
    return hash.result().toHex();
}
} // namespace

QByteArray journalHeader()
{
    return kHeader;
}

QByteArray encodeJournalRecord(const JournalRecord &record)
{
    QJsonObject o;
    o.insert(QStringLiteral("index"), record.index);
    if (!record.text.isEmpty())
        o.insert(QStringLiteral("text"), record.text);
    o.insert(QStringLiteral("at"), record.at.toMSecsSinceEpoch());
    if (!record.cells.empty()) {
        QJsonArray cells;
        for (const JournalRecord::Cell &c : record.cells)
            cells.append(QJsonArray{c.row, c.column, std::isnan(c.value) ? QJsonValue() : QJsonValue(c.value)});
        o.insert(QStringLiteral("cells"), cells);
    }
    const QByteArray json = QJsonDocument(o).toJson(QJsonDocument::Compact);
    const QByteArray project = record.project ? writeProject(*record.project) : QByteArray();
    QByteArray out;
    out.reserve(json.size() + project.size() + 64);
    out += kindLetter(record.kind);
    out += ' ' + QByteArray::number(json.size()) + ' ' + QByteArray::number(project.size()) + ' ' + checksum(json, project) + '\n';
    out += json;
    out += project;
    out += '\n';
    return out;
}

int JournalReading::edits() const
{
    int n = 0;
    for (const JournalRecord &r : records)
        n += r.kind == JournalRecord::Kind::Push ? 1 : 0;
    return n;
}

QDateTime JournalReading::lastAt() const
{
    return records.empty() ? QDateTime() : records.back().at;
}

JournalReading readJournal(const QByteArray &bytes)
{
    JournalReading reading;
    if (!bytes.startsWith(kHeader)) {
        reading.problem = QStringLiteral("not an edit journal");
        return reading;
    }
    if (bytes.size() > limits::kMaxFileBytes * 4) {
        reading.problem = QStringLiteral("the journal is larger than 256 MiB");
        return reading;
    }
    qsizetype at = kHeader.size();
    const auto stop = [&](const QString &why) {
        reading.problem = why;
        reading.cutShort = true;
    };
    while (at < bytes.size()) {
        const qsizetype eol = bytes.indexOf('\n', at);
        if (eol < 0 || eol - at > 200) {
            stop(QStringLiteral("a record cut short"));
            break;
        }
        const QList<QByteArray> fields = bytes.mid(at, eol - at).split(' ');
        bool okJson = false, okProject = false;
        const std::optional<JournalRecord::Kind> kind = fields.size() == 4 && fields[0].size() == 1 ? kindOf(fields[0][0]) : std::nullopt;
        const qint64 jsonSize = fields.size() == 4 ? fields[1].toLongLong(&okJson) : -1;
        const qint64 projectSize = fields.size() == 4 ? fields[2].toLongLong(&okProject) : -1;
        if (!kind || !okJson || !okProject || jsonSize < 0 || projectSize < 0 || jsonSize > limits::kMaxFileBytes
            || projectSize > limits::kMaxFileBytes) {
            stop(QStringLiteral("a damaged record header"));
            break;
        }
        const qsizetype body = eol + 1;
        if (body + jsonSize + projectSize + 1 > bytes.size() || bytes.at(body + jsonSize + projectSize) != '\n') {
            stop(QStringLiteral("a record cut short"));
            break;
        }
        const QByteArray json = bytes.mid(body, jsonSize);
        const QByteArray project = bytes.mid(body + jsonSize, projectSize);
        if (checksum(json, project) != fields[3]) {
            stop(QStringLiteral("a record whose checksum does not match"));
            break;
        }
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject()) {
            stop(QStringLiteral("a record that is not JSON"));
            break;
        }
        const QJsonObject o = doc.object();
        JournalRecord r;
        r.kind = *kind;
        r.index = o.value(QStringLiteral("index")).toInt();
        r.text = o.value(QStringLiteral("text")).toString();
        r.at = QDateTime::fromMSecsSinceEpoch(qint64(o.value(QStringLiteral("at")).toDouble()), Qt::UTC);
        bool cellsRead = true;
        for (const QJsonValue &v : o.value(QStringLiteral("cells")).toArray()) {
            const QJsonArray c = v.toArray();
            cellsRead = c.size() == 3 && c[0].toInt(-1) >= 0 && c[1].toInt(-1) >= 0 && (c[2].isNull() || c[2].isDouble());
            if (!cellsRead)
                break;
            r.cells.push_back({c[0].toInt(), c[1].toInt(), c[2].isNull() ? std::nan("") : c[2].toDouble()});
        }
        if (!cellsRead) {
            stop(QStringLiteral("a record with a damaged cell"));
            break;
        }
        if (!project.isEmpty()) {
            LoadResult loaded = readProject(project);
            if (!loaded.ok()) {
                stop(QStringLiteral("a record whose project does not read"));
                break;
            }
            r.project = std::move(loaded.project);
        }
        // The base comes first, once, with its project; an edit is cells or a project.
        const bool isBase = r.kind == JournalRecord::Kind::Base;
        if (isBase != reading.records.empty() || (isBase && !r.project)) {
            stop(QStringLiteral("records out of order"));
            break;
        }
        reading.records.push_back(std::move(r));
        at = body + jsonSize + projectSize + 1;
    }
    return reading;
}

} // namespace verdict
