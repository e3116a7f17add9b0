#include "termsheet.h"

#include "evaluation/evaluation.h"
#include "evaluation/wording.h"

#include <QCoreApplication>
#include <QDate>

#include <algorithm>

namespace verdict {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("verdict::TermSheet", text);
}

} // namespace

std::optional<TermSheet> buildTermSheet(const Evaluation &evaluation, const QString &from, QString *error)
{
    const ProjectData &p = evaluation.project();
    if (p.termMap.empty()) {
        if (error)
            *error = tr("the project has no term map (the Term Map dock adds one concept per row)");
        return std::nullopt;
    }
    // The column the reader knows: --from, else the baseline.
    int known = -1;
    if (!from.isEmpty()) {
        for (int a = 0; a < p.alternativeCount(); ++a) {
            const Alternative &alt = p.alternatives[std::size_t(a)];
            if (alt.id.compare(from, Qt::CaseInsensitive) == 0 || alt.name.compare(from, Qt::CaseInsensitive) == 0)
                known = a;
        }
        if (known < 0) {
            if (error) {
                QStringList names;
                for (const Alternative &alt : p.alternatives)
                    names << QStringLiteral("%1 (%2)").arg(alt.name, alt.id);
                *error = tr("no alternative is called '%1'; the alternatives are: %2").arg(from, names.join(QStringLiteral(", ")));
            }
            return std::nullopt;
        }
    } else if (!p.baseline.isEmpty()) {
        known = p.indexOfAlternative(p.baseline);
    }
    const LiveRanking &ranking = evaluation.ranking();
    int recommended = -1;
    for (const LiveRanking::Row &r : ranking.rows)
        if (r.feasible) {
            recommended = r.alternative;
            break;
        }

    std::vector<int> order;
    const auto add = [&order](int a) {
        if (a >= 0 && std::find(order.begin(), order.end(), a) == order.end())
            order.push_back(a);
    };
    add(known);
    add(recommended);
    for (const LiveRanking::Row &r : ranking.rows)
        add(r.alternative);
    for (int a = 0; a < p.alternativeCount(); ++a) // those the ranking left out (missing values) last
        add(a);

    TermSheet sheet;
    const QString title = p.metadata.title.isEmpty() ? tr("the decision") : p.metadata.title;
    sheet.title = tr("Term map: %1").arg(title);
    sheet.date = p.metadata.date.isEmpty() ? QDate::currentDate().toString(Qt::ISODate) : p.metadata.date;
    if (recommended >= 0)
        sheet.decision = tr("Recommended: %1 (%2, profile “%3”%4).")
                             .arg(p.alternatives[std::size_t(recommended)].name, methodTitle(ranking.method),
                                  ranking.profileName,
                                  ranking.scenarioName.isEmpty() ? QString() : tr(", what-if scenario “%1”").arg(ranking.scenarioName));
    else
        sheet.decision = tr("No alternative meets every gate yet.");
    for (const int a : order) {
        sheet.columns << p.alternatives[std::size_t(a)].name;
        sheet.columnRoles << (a == known ? tr("you know this one") : a == recommended ? tr("recommended") : QString());
    }
    for (const TermRow &row : p.termMap) {
        TermSheet::Row r;
        r.conceptName = row.conceptName;
        r.note = row.note;
        for (const int a : order) {
            const auto it = row.terms.find(p.alternatives[std::size_t(a)].id);
            r.terms << (it == row.terms.end() ? QString() : it->second);
        }
        sheet.rows.push_back(std::move(r));
    }
    return sheet;
}

} // namespace verdict
