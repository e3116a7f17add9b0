#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace verdict {

class Evaluation;

// The term map as its own one-pager (issue 35): the concepts a team switching platforms has to translate, one column
// per platform. The column the reader already knows comes first (by default the project's baseline, e.g. AWS ECS),
// then the recommended platform, then the others in ranking order. Rendered as PDF, HTML and Markdown
// (views/export/termsheetexport.h); `verdict export FILE --terms OUT [--from ALT]` and Export ▸ Term Map….
struct TermSheet
{
    QString title;    // "Term map: GPU cluster orchestration after AWS ECS"
    QString date;     // the project's date, else today (ISO 8601)
    QString decision; // "Recommended: AKS + Azure Arc (weighted sum, profile “Former AWS engineer …”)."
    QStringList columns;          // platform names, in the order above
    QStringList columnRoles;      // parallel: "you know this one", "recommended" or ""
    struct Row
    {
        QString conceptName;
        QString note;      // the concept's one-line explanation, or ""
        QStringList terms; // parallel to columns; "" where the row has no term for it
    };
    std::vector<Row> rows;
};

// One page holds this many rows; beyond, the rest go to a second page and the first says how many.
inline constexpr int kTermRowsPerPage = 40;

// The term sheet of an evaluation. `from`: an alternative's id or name (case-insensitive) for the first column,
// empty for the baseline (or, without one, the ranking's order). Returns nullopt with `error` set when `from`
// names no alternative (the error lists them) or the project has no term map.
std::optional<TermSheet> buildTermSheet(const Evaluation &evaluation, const QString &from, QString *error);

} // namespace verdict
