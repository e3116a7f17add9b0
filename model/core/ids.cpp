#include "ids.h"

#include <algorithm>

namespace verdict {

static constexpr int kMaxIdLength = 64;

bool isValidId(const QString &id)
{
    if (id.isEmpty() || id.size() > kMaxIdLength)
        return false;
    for (qsizetype i = 0; i < id.size(); ++i) {
        const char16_t c = id.at(i).unicode();
        const bool lower = c >= u'a' && c <= u'z';
        const bool digit = c >= u'0' && c <= u'9';
        if (!(lower || c == u'_' || (digit && i > 0)))
            return false;
    }
    return true;
}

namespace {

// The id `name` would get if nothing were taken ("GKE Autopilot" -> "gke_autopilot").
QString idBase(const QString &name)
{
    QString base;
    bool lastUnderscore = false;
    for (const QChar ch : name.normalized(QString::NormalizationForm_KD)) {
        const char16_t c = ch.toLower().unicode();
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9')) {
            base.append(QChar(c));
            lastUnderscore = false;
        } else if (ch.isLetterOrNumber() || ch.isSpace() || ch.isPunct() || ch.isSymbol()) {
            if (ch.category() == QChar::Mark_NonSpacing)
                continue;
            if (!lastUnderscore && !base.isEmpty()) {
                base.append(u'_');
                lastUnderscore = true;
            }
        }
    }
    while (base.endsWith(u'_'))
        base.chop(1);
    if (base.isEmpty())
        base = QStringLiteral("item");
    if (base.at(0).isDigit())
        base.prepend(u'_');
    base.truncate(kMaxIdLength - 4);
    return base;
}

// base_n, shortened so that it stays within the id length limit however many digits n has.
QString withSuffix(const QString &base, int n)
{
    const QString suffix = u'_' + QString::number(n);
    return base.left(kMaxIdLength - suffix.size()) + suffix;
}

} // namespace

QString makeId(const QString &name, const QSet<QString> &taken)
{
    const QString base = idBase(name);
    QString id = base;
    for (int n = 2; taken.contains(id); ++n)
        id = withSuffix(base, n);
    return id;
}

UniqueIds::UniqueIds(const QSet<QString> &taken)
    : m_taken(taken)
{
}

QString UniqueIds::make(const QString &name)
{
    // Suffixes below m_next[base] were all taken when last tried, and ids are never given back, so the search
    // resumes there: k names with one base cost O(k), not O(k²).
    const QString base = idBase(name);
    QString id = base;
    if (m_taken.contains(id)) {
        int &n = m_next[base];
        n = std::max(n, 2);
        for (id = withSuffix(base, n); m_taken.contains(id); id = withSuffix(base, ++n)) {
        }
        ++n;
    }
    m_taken.insert(id);
    return id;
}

} // namespace verdict
