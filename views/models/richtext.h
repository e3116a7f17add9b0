#pragma once

#include <QString>

namespace verdict {

// Text from a project (names, descriptions, sources: anything read from a file) never reaches Qt as markup.
// Qt shows a string as rich text wherever it only "might be rich text" (Qt::mightBeRichText: labels left at
// Qt::AutoText, tooltips, message boxes, input dialogs), and its rich text reads <img src="…"> from local files:
// an alternative named <img src="/dev/zero"> would exhaust memory when shown, a FIFO would hang the window.
// So in views/:
//  - a QLabel showing plain text has setTextFormat(Qt::PlainText);
//  - HTML that Verdict composes escapes every piece of user text (QString::toHtmlEscaped);
//  - Qt Charts labels, always HTML, take user text through chartText() (views/charts/chartcommon.h);
//  - a plain string for a tooltip or another sink that guesses goes through plainToRich(), which turns it into
//    rich text showing exactly the characters given (line breaks kept).
// tst_window::hostileNamesStayText walks the window, its dialogs and its charts with such names.
inline QString plainToRich(const QString &plain)
{
    if (plain.isEmpty())
        return plain;
    QString html = plain.toHtmlEscaped();
    html.replace(u'\n', QStringLiteral("<br>"));
    return QStringLiteral("<qt>%1</qt>").arg(html);
}

} // namespace verdict
