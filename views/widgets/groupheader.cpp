#include "groupheader.h"

#include <QPainter>
#include <QPaintEvent>

namespace verdict {

GroupHeader::GroupHeader(int groupRole, QWidget *parent) : QHeaderView(Qt::Horizontal, parent), m_role(groupRole) {}

QString GroupHeader::groupOf(int logicalIndex) const
{
    return model() ? model()->headerData(logicalIndex, Qt::Horizontal, m_role).toString() : QString();
}

bool GroupHeader::anyGroup() const
{
    for (int i = 0; i < count(); ++i)
        if (!groupOf(i).isEmpty())
            return true;
    return false;
}

// The band's type: bold, a little smaller than the criteria's names, so the header stays compact.
static QFont bandFont(QFont font)
{
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 0.9);
    return font;
}

int GroupHeader::bandHeight() const
{
    return anyGroup() ? QFontMetrics(bandFont(font())).height() + 4 : 0;
}

QSize GroupHeader::sizeHint() const
{
    QSize size = QHeaderView::sizeHint();
    size.setHeight(size.height() + bandHeight());
    return size;
}

void GroupHeader::paintSection(QPainter *painter, const QRect &rect, int logicalIndex) const
{
    QHeaderView::paintSection(painter, rect.adjusted(0, bandHeight(), 0, 0), logicalIndex);
}

void GroupHeader::paintEvent(QPaintEvent *event)
{
    QHeaderView::paintEvent(event);
    const int band = bandHeight();
    if (band == 0)
        return;
    QPainter painter(viewport());
    const QPalette &pal = palette();
    painter.fillRect(QRect(0, 0, viewport()->width(), band), pal.window());
    // Runs of neighbouring (visual) columns in one group share a band.
    for (int visual = 0; visual < count();) {
        const int first = logicalIndex(visual);
        const QString group = groupOf(first);
        int last = visual;
        while (last + 1 < count() && groupOf(logicalIndex(last + 1)) == group)
            ++last;
        const int left = sectionViewportPosition(first);
        const int lastLogical = logicalIndex(last);
        const int right = sectionViewportPosition(lastLogical) + sectionSize(lastLogical);
        visual = last + 1;
        if (group.isEmpty() || right < 0 || left > viewport()->width())
            continue;
        const QRect box(left + 1, 1, right - left - 2, band - 2);
        painter.setPen(pal.color(QPalette::Mid));
        painter.setBrush(pal.button());
        painter.drawRect(box.adjusted(0, 0, -1, -1));
        painter.setPen(pal.color(QPalette::ButtonText));
        const QFont font = bandFont(this->font());
        painter.setFont(font);
        const QRect text = box.adjusted(6, 0, -6, 0);
        painter.drawText(text, Qt::AlignVCenter | Qt::AlignLeft, QFontMetrics(font).elidedText(group, Qt::ElideRight, text.width()));
    }
}

} // namespace verdict
