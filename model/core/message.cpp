#include "message.h"

#include <algorithm>

namespace verdict {

bool hasErrors(const Messages &messages)
{
    return std::any_of(messages.begin(), messages.end(), [](const Message &m) { return m.severity == Severity::Error; });
}

QString severityName(Severity s)
{
    switch (s) {
    case Severity::Error: return QStringLiteral("error");
    case Severity::Diagnostic: return QStringLiteral("diagnostic");
    case Severity::Warning: return QStringLiteral("warning");
    }
    return {};
}

QString formatMessage(const QString &file, const Message &m)
{
    QString out = file;
    if (m.line > 0)
        out += u':' + QString::number(m.line) + u':' + QString::number(std::max(1, m.column));
    out += QStringLiteral(": ") + severityName(m.severity) + QStringLiteral(": ");
    if (!m.pointer.isEmpty())
        out += m.pointer + QStringLiteral(": ");
    return out + m.text;
}

} // namespace verdict
