#include "ids.h"

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

QString makeId(const QString &name, const QSet<QString> &taken)
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
    QString id = base;
    for (int n = 2; taken.contains(id); ++n)
        id = base + u'_' + QString::number(n);
    return id;
}

} // namespace verdict
