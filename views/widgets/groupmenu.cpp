#include "groupmenu.h"
#include "widgets/dialogs.h"

#include "document/document.h"

#include "core/valuetree.h"

#include <QInputDialog>
#include <QMenu>

namespace verdict {

namespace {
QString askName(QWidget *parent, const QString &title, const QString &label, const QString &text, bool *ok)
{
    return QInputDialog::getText(parent, title, label, QLineEdit::Normal, text, ok);
}
} // namespace

bool moveToNewGroup(Document *document, int column, const QString &name, const Refusal &refused)
{
    if (column < 0 || column >= document->data().criterionCount())
        return false;
    // Checked before the undo step opens, so a refused name leaves no empty step behind.
    if (const QString why = groupNameProblem(document->data(), QString(), name); !why.isEmpty()) {
        refused(why);
        return false;
    }
    document->beginMacro(QCoreApplication::translate("GroupMenu", "New group “%1”").arg(name.trimmed()));
    QString why;
    const QString id = document->addGroup(QString(), name, &why);
    if (!id.isEmpty())
        document->moveCriterionToGroup(column, id);
    document->endMacro();
    if (id.isEmpty())
        refused(why);
    return !id.isEmpty();
}

void addMoveToGroupMenu(QMenu *menu, Document *document, int column, QWidget *dialogParent, const Refusal &refused)
{
    const ProjectData &d = document->data();
    if (column < 0 || column >= d.criterionCount())
        return;
    const Criterion &c = d.criteria[std::size_t(column)];
    const ValueTree tree(d);
    QMenu *groups = menu->addMenu(QCoreApplication::translate("GroupMenu", "Move to &Group"));
    QAction *top = groups->addAction(QCoreApplication::translate("GroupMenu", "&Top Level (No Group)"), document,
                                     [document, column] { document->moveCriterionToGroup(column, QString()); });
    top->setCheckable(true);
    top->setChecked(c.group.isEmpty());
    if (!d.groups.empty())
        groups->addSeparator();
    for (const ValueTree::Node &node : tree.depthFirst()) {
        if (!node.isGroup)
            continue;
        const CriterionGroup &g = d.groups[std::size_t(node.index)];
        QAction *a = groups->addAction(QString(node.depth * 4, u' ') + dialogs::menuText(g.name), document,
                                       [document, column, id = g.id] { document->moveCriterionToGroup(column, id); });
        a->setCheckable(true);
        a->setChecked(c.group == g.id);
    }
    groups->addSeparator();
    groups->addAction(QCoreApplication::translate("GroupMenu", "&New Group…"), document, [document, column, dialogParent, refused] {
        bool ok = false;
        const QString name = askName(dialogParent, QCoreApplication::translate("GroupMenu", "New group"),
                                     QCoreApplication::translate("GroupMenu", "Name of the new group (it takes “%1”):")
                                         .arg(document->data().criteria[std::size_t(column)].name),
                                     QString(), &ok);
        if (ok)
            moveToNewGroup(document, column, name, refused);
    });
    if (const int g = c.group.isEmpty() ? -1 : d.indexOfGroup(c.group); g >= 0)
        groups->addAction(QCoreApplication::translate("GroupMenu", "&Remove Group “%1” (Keep What Is in It)").arg(dialogs::menuText(d.groups[std::size_t(g)].name)),
                          document, [document, g] { document->removeGroup(g); });
}

void addGroupActions(QMenu *menu, Document *document, int group, QWidget *dialogParent, const Refusal &refused)
{
    const ProjectData &d = document->data();
    if (group < 0 || group >= int(d.groups.size()))
        return;
    const QString name = d.groups[std::size_t(group)].name;
    menu->addAction(QCoreApplication::translate("GroupMenu", "Re&name Group…"), document, [document, group, name, dialogParent, refused] {
        bool ok = false;
        const QString text = askName(dialogParent, QCoreApplication::translate("GroupMenu", "Rename group"),
                                     QCoreApplication::translate("GroupMenu", "New name:"), name, &ok);
        QString why;
        if (ok && !document->renameGroup(group, text, &why) && !why.isEmpty())
            refused(why);
    });
    menu->addAction(QCoreApplication::translate("GroupMenu", "New Group &Inside…"), document, [document, group, name, dialogParent, refused] {
        bool ok = false;
        const QString text = askName(dialogParent, QCoreApplication::translate("GroupMenu", "New group"),
                                     QCoreApplication::translate("GroupMenu", "Name of the new group inside “%1”:").arg(name), QString(), &ok);
        QString why;
        if (ok && document->addGroup(document->data().groups[std::size_t(group)].id, text, &why).isEmpty())
            refused(why);
    });
    menu->addAction(QCoreApplication::translate("GroupMenu", "&Remove Group (Keep What Is in It)"), document,
                    [document, group] { document->removeGroup(group); });
}

} // namespace verdict
