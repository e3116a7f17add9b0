#pragma once

#include <QString>

#include <functional>

class QMenu;
class QWidget;

namespace verdict {

class Document;

// The value tree's menus, shared by the matrix's column header and the Weights dock. Each action is one undo
// step; a refused name (groupNameProblem) goes to `refused`, which says it beside where the user acted.
using Refusal = std::function<void(const QString &)>;

// "Move to Group": the top level, every group, New Group… (which takes the criterion), Remove Group for the
// criterion's own group.
void addMoveToGroupMenu(QMenu *menu, Document *document, int column, QWidget *dialogParent, const Refusal &refused);

// A group's own actions: Rename…, New Group Inside…, Remove Group (what is in it goes to its parent).
void addGroupActions(QMenu *menu, Document *document, int group, QWidget *dialogParent, const Refusal &refused);

// A new top-level group named `name` that takes criterion `column`: one undo step, or `refused` and nothing.
bool moveToNewGroup(Document *document, int column, const QString &name, const Refusal &refused);

} // namespace verdict
