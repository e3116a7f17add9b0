#include "guientry.h"

#include <QApplication>
#include <QLabel>

namespace verdict {

int runGui(const GuiLaunch &launch)
{
    QLabel label(QObject::tr("Verdict"));
    label.resize(launch.size);
    if (!launch.screenshot.isEmpty())
        return label.grab().save(launch.screenshot) ? 0 : 1;
    label.show();
    return QApplication::exec();
}

} // namespace verdict
