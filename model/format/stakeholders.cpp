#include "stakeholders.h"

#include "analysis/groupprofile.h"
#include "core/valuetree.h"
#include "csv/delimited.h"
#include "format/projectfile.h"
#include "analysis/swing.h"

#include <QFileInfo>
#include <QSet>

#include <cmath>

namespace verdict {

std::optional<StakeholderWeights> readStakeholderCsv(const QByteArray &bytes, Messages &messages)
{
    const std::optional<DelimitedTable> table = readDelimited(bytes, messages);
    if (!table)
        return std::nullopt;
    StakeholderWeights out;
    bool ok = true;
    const auto fail = [&](std::size_t row, qsizetype cell, const QString &text) {
        const CellPosition at = table->position(row, cell);
        messages.push_back(Message::syntax(at.line, at.column, text));
        ok = false;
    };
    std::size_t row = 0;
    const auto keyword = [&](const char *key, QString &value) {
        if (row < table->rows.size() && table->rows[row].value(0).trimmed().compare(QLatin1String(key), Qt::CaseInsensitive) == 0) {
            value = table->rows[row].value(1).trimmed();
            if (QLatin1String(key) == QLatin1String("stakeholder")) {
                const CellPosition at = table->position(row, 1);
                out.nameAt = Message::syntax(at.line, at.column, {});
            }
            ++row;
            return true;
        }
        return false;
    };
    if (!keyword("stakeholder", out.name)) {
        fail(0, 0, QStringLiteral("the first line is \"stakeholder,NAME\" (whose weights these are)"));
        return std::nullopt;
    }
    if (out.name.isEmpty())
        fail(0, 1, QStringLiteral("the stakeholder needs a name"));
    keyword("role", out.role);
    if (row >= table->rows.size() || table->rows[row].value(0).trimmed().compare(QLatin1String("criterion"), Qt::CaseInsensitive) != 0
        || table->rows[row].value(1).trimmed().compare(QLatin1String("weight"), Qt::CaseInsensitive) != 0) {
        fail(std::min(row, table->rows.size() - 1), 0, QStringLiteral("expected the header \"criterion,weight\" here"));
        return std::nullopt;
    }
    ++row;
    QSet<QString> seen;
    for (; row < table->rows.size(); ++row) {
        const QStringList &cells = table->rows[row];
        const QString id = cells.value(0).trimmed();
        if (id.isEmpty() && cells.value(1).trimmed().isEmpty())
            continue; // a blank row
        if (seen.contains(id)) {
            fail(row, 0, QStringLiteral("criterion \"%1\" is listed twice").arg(id));
            continue;
        }
        seen.insert(id);
        QString why;
        const std::optional<double> w = parseNumber(cells.value(1), table->delimiter == u';', &why);
        if (!w) {
            fail(row, 1, QStringLiteral("the weight of \"%1\" is not a number: %2").arg(id, why));
            continue;
        }
        const CellPosition at = table->position(row, 1);
        out.weights.emplace_back(id, *w);
        out.where.push_back(Message::syntax(at.line, at.column, {}));
    }
    if (!ok)
        return std::nullopt;
    return out;
}

std::vector<StakeholderWeights> stakeholdersOfProject(const ProjectData &other, const QString &source)
{
    std::vector<StakeholderWeights> out;
    for (int p = 0; p < int(other.profiles.size()); ++p) {
        const WeightProfile &wp = other.profiles[std::size_t(p)];
        if (wp.computed)
            continue;
        StakeholderWeights s;
        s.source = source;
        s.name = wp.name;
        s.role = wp.stakeholder ? wp.stakeholder->role : QString();
        s.nameAt = Message::at(QStringLiteral("/profiles/%1/name").arg(p), {});
        const std::vector<double> global = other.normalizedWeights(p);
        for (int c = 0; c < other.criterionCount(); ++c) {
            s.weights.emplace_back(other.criteria[std::size_t(c)].id, std::size_t(c) < global.size() ? global[std::size_t(c)] : 0.0);
            s.where.push_back(Message::at(QStringLiteral("/profiles/%1/weights/%2").arg(p).arg(other.criteria[std::size_t(c)].id), {}));
        }
        out.push_back(std::move(s));
    }
    return out;
}

bool readStakeholderSource(const QString &path, const QString &name, std::vector<StakeholderWeights> &out,
                           std::vector<SourcedMessage> &messages)
{
    const auto keep = [&](const Messages &from) {
        for (const Message &m : from)
            messages.push_back({name, m});
    };
    if (QFileInfo(path).suffix().compare(QLatin1String("verdict"), Qt::CaseInsensitive) == 0) {
        const LoadResult r = loadProjectFile(path);
        keep(r.messages);
        if (!r.project)
            return false;
        for (StakeholderWeights &s : stakeholdersOfProject(*r.project, name))
            out.push_back(std::move(s));
        return true;
    }
    Messages read;
    std::optional<StakeholderWeights> s;
    if (const std::optional<QByteArray> bytes = readInputFile(path, read))
        s = readStakeholderCsv(*bytes, read);
    keep(read);
    if (!s)
        return false;
    s->source = name;
    out.push_back(std::move(*s));
    return true;
}

bool mergeStakeholders(ProjectData &project, const std::vector<StakeholderWeights> &incoming, std::vector<SourcedMessage> &messages)
{
    const std::size_t before = messages.size();
    const auto say = [&](const StakeholderWeights &s, Message at, const QString &text) {
        at.text = text;
        at.severity = Severity::Error;
        messages.push_back({s.source, at});
    };
    ProjectData next = project;
    const ValueTree tree(project);
    QSet<QString> names;
    for (const StakeholderWeights &s : incoming) {
        if (s.name.trimmed().isEmpty()) {
            say(s, s.nameAt, QStringLiteral("the stakeholder needs a name"));
            continue;
        }
        if (names.contains(s.name)) {
            say(s, s.nameAt, QStringLiteral("stakeholder \"%1\" is imported twice").arg(s.name));
            continue;
        }
        names.insert(s.name);
        std::vector<double> global(project.criteria.size(), 0.0);
        std::vector<bool> given(project.criteria.size(), false);
        double total = 0.0;
        bool ok = true;
        for (std::size_t k = 0; k < s.weights.size(); ++k) {
            const auto &[id, w] = s.weights[k];
            const Message at = k < s.where.size() ? s.where[k] : s.nameAt;
            const int c = project.indexOfCriterion(id);
            if (c < 0) {
                say(s, at, QStringLiteral("the project has no criterion \"%1\"").arg(id));
                ok = false;
            } else if (!std::isfinite(w) || w < 0.0) {
                say(s, at, QStringLiteral("the weight %1 of \"%2\" is negative (weights are 0 or more)").arg(w).arg(id));
                ok = false;
            } else {
                global[std::size_t(c)] = w;
                given[std::size_t(c)] = true;
                total += w;
            }
        }
        for (int c = 0; c < project.criterionCount(); ++c)
            if (!given[std::size_t(c)] && ok) {
                say(s, s.nameAt, QStringLiteral("no weight for criterion \"%1\" (every criterion of the project needs one; 0 is allowed)")
                                     .arg(project.criteria[std::size_t(c)].id));
                ok = false;
            }
        if (ok && !(total > 0.0)) {
            say(s, s.nameAt, QStringLiteral("every weight of \"%1\" is 0 (at least one must be above 0)").arg(s.name));
            ok = false;
        }
        if (!ok)
            continue;
        WeightProfile base;
        const int existing = next.indexOfProfile(s.name);
        if (existing >= 0 && next.profiles[std::size_t(existing)].computed) {
            say(s, s.nameAt, QStringLiteral("\"%1\" is the group profile's name: a stakeholder needs another").arg(s.name));
            continue;
        }
        if (existing >= 0)
            base = next.profiles[std::size_t(existing)];
        base.name = s.name;
        Stakeholder who = base.stakeholder.value_or(Stakeholder{});
        if (!s.role.isEmpty())
            who.role = s.role;
        base.stakeholder = who;
        base.ahp.reset(); // the imported weights replace whatever set the old ones
        base.groupAhp.clear();
        base.swing.clear();
        WeightProfile weighted = tree.withGlobalWeights(base, global);
        if (project.groups.empty())
            for (std::size_t c = 0; c < weighted.weights.size(); ++c)
                weighted.weights[c] = total > 0.0 ? 100.0 * global[c] / total : 0.0;
        if (existing >= 0)
            next.profiles[std::size_t(existing)] = weighted;
        else
            next.profiles.push_back(weighted);
    }
    if (messages.size() > before)
        return false;
    refreshGroupProfiles(next);
    project = std::move(next);
    return true;
}

QByteArray writeStakeholderForm(const ProjectData &project, const SharedMatrix &values, bool prefill)
{
    const auto cell = [](const QString &text) {
        const QString guarded = guardCell(text);
        if (guarded.contains(u',') || guarded.contains(u'"') || guarded.contains(u'\n') || guarded.contains(u'\r'))
            return QStringLiteral("\"%1\"").arg(QString(guarded).replace(u'"', QStringLiteral("\"\"")));
        return guarded;
    };
    QStringList lines;
    lines << QStringLiteral("stakeholder,,,,,") << QStringLiteral("role,,,,,")
          << QStringLiteral("criterion,weight,name,unit,worst,best");
    const std::vector<double> global = project.profiles.empty() ? std::vector<double>{} : project.normalizedWeights();
    std::vector<std::optional<double>> worst(project.criteria.size()), best(project.criteria.size());
    for (const Swing &s : swingsOf(project, values, -1)) // flat: every criterion; a tree: its top level's criteria
        if (!s.isGroup) {
            worst[std::size_t(s.index)] = s.worst;
            best[std::size_t(s.index)] = s.best;
        }
    const ValueTree tree(project);
    for (int g = 0; g < tree.groupCount(); ++g)
        for (const Swing &s : swingsOf(project, values, g))
            if (!s.isGroup) {
                worst[std::size_t(s.index)] = s.worst;
                best[std::size_t(s.index)] = s.best;
            }
    for (int c = 0; c < project.criterionCount(); ++c) {
        const Criterion &k = project.criteria[std::size_t(c)];
        const auto number = [](const std::optional<double> &v) { return v ? formatNumber(*v) : QString(); };
        lines << QStringList{k.id,
                             prefill && std::size_t(c) < global.size() ? formatNumber(std::round(global[std::size_t(c)] * 1000.0) / 10.0) : QString(),
                             cell(k.name), cell(k.unit), number(worst[std::size_t(c)]), number(best[std::size_t(c)])}
                     .join(u',');
    }
    return (lines.join(u'\n') + u'\n').toUtf8();
}

} // namespace verdict
