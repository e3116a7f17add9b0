#include "projectdiff.h"

#include "csv/delimited.h"
#include "display/format.h"
#include "evaluation/evaluation.h"
#include "evaluation/wording.h"
#include "format/projectfile.h"
#include "review/assumptions.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <climits>
#include <cmath>
#include <map>

namespace verdict {

namespace {

// "49 ms → 46 ms": rounded as the sentences round, unless that hides the change; "missing" for NaN.
QString fromTo(double a, double b, const QString &unit)
{
    const auto text = [&unit](double v, bool exact) {
        if (isMissing(v))
            return QStringLiteral("missing");
        return exact ? formatNumber(v) + (unit.isEmpty() ? QString() : QStringLiteral(" ") + unit) : roundedNumberText(v, unit);
    };
    const bool exact = roundedNumberText(a, unit) == roundedNumberText(b, unit);
    return QStringLiteral("%1 \u2192 %2").arg(text(a, exact), text(b, exact));
}

bool sameNumber(double a, double b)
{
    return (isMissing(a) && isMissing(b)) || a == b;
}

// How a version stands: who is first, and every alternative's rank, name and margin in points by id.
struct Standing
{
    QString firstId, firstName;
    std::map<QString, int> ranks;
    std::map<QString, QString> names;
    std::map<QString, double> margins; // of the ranked alternatives that meet every gate
    double marginOf(const QString &id) const
    {
        const auto it = margins.find(id);
        return it == margins.end() ? kMissing : it->second;
    }
};

Standing standingOf(const ProjectData &p)
{
    EvaluationOptions options;
    options.stability = false;
    options.probe = true;
    const Evaluation e = evaluate(p, options);
    const LiveRanking &ranking = e.ranking();
    Standing s;
    for (const LiveRanking::Row &row : ranking.rows) {
        const QString &id = e.project().alternatives[std::size_t(row.alternative)].id;
        s.ranks[id] = row.rank;
        s.names[id] = row.name;
        if (row.feasible)
            s.margins[id] = row.marginPoints;
    }
    if (ranking.hasRanking() && ranking.rows.front().feasible) {
        s.firstId = e.project().alternatives[std::size_t(ranking.rows.front().alternative)].id;
        s.firstName = ranking.rows.front().name;
    }
    return s;
}

class Differ
{
public:
    Differ(const ProjectData &a, const ProjectData &b) : m_a(a), m_b(b) {}

    std::vector<ProjectChange> run()
    {
        settings();
        alternatives();
        criteria();
        weights();
        cells();
        parameters();
        constraints();
        scenarios();
        decisions();
        others();
        return std::move(m_changes);
    }

private:
    void add(ProjectChange::Kind kind, const char *section, const QString &text, std::function<void(ProjectData &)> apply = {})
    {
        ProjectChange &c = m_changes.emplace_back();
        c.kind = kind;
        c.text = text;
        c.apply = std::move(apply);
        m_sections.insert(QLatin1String(section));
    }

    void settings()
    {
        if (m_a.analysis.method != m_b.analysis.method) {
            const QString method = m_b.analysis.method;
            add(ProjectChange::Kind::Setting, "analysis", QStringLiteral("method: %1 \u2192 %2").arg(methodLabel(m_a.analysis.method), methodLabel(method)),
                [method](ProjectData &p) { p.analysis.method = method; });
        }
        AnalysisSettings rest = m_b.analysis;
        rest.method = m_a.analysis.method;
        if (!(rest == m_a.analysis))
            add(ProjectChange::Kind::Setting, "analysis", QStringLiteral("analysis settings (normalisation, VIKOR's v, Monte Carlo samples or seed)"),
                [rest](ProjectData &p) {
                    const QString method = p.analysis.method;
                    p.analysis = rest;
                    p.analysis.method = method;
                });
        const QString profileA = m_a.profiles.empty() ? QString() : m_a.active().name;
        const QString profileB = m_b.profiles.empty() ? QString() : m_b.active().name;
        if (profileA != profileB)
            add(ProjectChange::Kind::Setting, "active_profile", QStringLiteral("active profile: \"%1\" \u2192 \"%2\"").arg(profileA, profileB),
                m_a.indexOfProfile(profileB) >= 0 ? std::function<void(ProjectData &)>([profileB](ProjectData &p) { p.activeProfile = p.indexOfProfile(profileB); })
                                                  : std::function<void(ProjectData &)>());
        if (m_a.activeScenario != m_b.activeScenario) {
            const QString to = m_b.activeScenario;
            const auto label = [](const QString &s) { return s.isEmpty() ? QStringLiteral("the base") : QStringLiteral("\"%1\"").arg(s); };
            add(ProjectChange::Kind::Setting, "active_scenario", QStringLiteral("active scenario: %1 \u2192 %2").arg(label(m_a.activeScenario), label(to)),
                to.isEmpty() || m_a.indexOfScenario(to) >= 0 ? std::function<void(ProjectData &)>([to](ProjectData &p) { p.activeScenario = to; })
                                                             : std::function<void(ProjectData &)>());
        }
        if (m_a.baseline != m_b.baseline) {
            const QString to = m_b.baseline;
            add(ProjectChange::Kind::Setting, "baseline", QStringLiteral("baseline: %1 \u2192 %2").arg(m_a.baseline.isEmpty() ? QStringLiteral("none") : m_a.baseline,
                                                                                                  to.isEmpty() ? QStringLiteral("none") : to),
                to.isEmpty() || m_a.indexOfAlternative(to) >= 0 ? std::function<void(ProjectData &)>([to](ProjectData &p) { p.baseline = to; })
                                                                : std::function<void(ProjectData &)>());
        }
    }

    void alternatives()
    {
        for (const Alternative &x : m_a.alternatives)
            if (const int j = m_b.indexOfAlternative(x.id); j < 0) {
                const QString id = x.id;
                add(ProjectChange::Kind::Alternative, "alternatives", QStringLiteral("alternative removed: %1").arg(x.name), [id](ProjectData &p) {
                    const int r = p.indexOfAlternative(id);
                    p.alternatives.erase(p.alternatives.begin() + r);
                    p.values.removeRow(r);
                    if (p.baseline == id)
                        p.baseline.clear();
                });
            } else if (m_b.alternatives[std::size_t(j)].name != x.name) {
                add(ProjectChange::Kind::Alternative, "alternatives", QStringLiteral("alternative renamed: %1 \u2192 %2").arg(x.name, m_b.alternatives[std::size_t(j)].name));
            }
        for (int j = 0; j < m_b.alternativeCount(); ++j) {
            const Alternative &x = m_b.alternatives[std::size_t(j)];
            if (m_a.indexOfAlternative(x.id) >= 0)
                continue;
            std::map<QString, double> byCriterion; // its values, by criterion id
            for (int c = 0; c < m_b.criterionCount(); ++c)
                byCriterion[m_b.criteria[std::size_t(c)].id] = m_b.values.at(j, c);
            add(ProjectChange::Kind::Alternative, "alternatives", QStringLiteral("alternative added: %1").arg(x.name), [x, byCriterion](ProjectData &p) {
                std::vector<double> row(std::size_t(p.criterionCount()), kMissing);
                for (int c = 0; c < p.criterionCount(); ++c)
                    if (const auto it = byCriterion.find(p.criteria[std::size_t(c)].id); it != byCriterion.end() && !p.criteria[std::size_t(c)].isFormula())
                        row[std::size_t(c)] = it->second;
                p.alternatives.push_back(x);
                p.values.insertRow(p.values.rows(), row);
            });
        }
    }

    void criteria()
    {
        for (const Criterion &x : m_a.criteria) {
            const int j = m_b.indexOfCriterion(x.id);
            if (j < 0) {
                add(ProjectChange::Kind::Criterion, "criteria", QStringLiteral("criterion removed: %1").arg(x.name));
                continue;
            }
            const Criterion &y = m_b.criteria[std::size_t(j)];
            if (y.name != x.name)
                add(ProjectChange::Kind::Criterion, "criteria", QStringLiteral("criterion renamed: %1 \u2192 %2").arg(x.name, y.name));
            QStringList what;
            if (y.direction != x.direction)
                what << QStringLiteral("direction %1 \u2192 %2").arg(x.direction == Direction::Max ? QStringLiteral("max") : QStringLiteral("min"),
                                                                   y.direction == Direction::Max ? QStringLiteral("max") : QStringLiteral("min"));
            if (y.formula != x.formula)
                what << QStringLiteral("formula \"%1\" \u2192 \"%2\"").arg(x.formula, y.formula);
            if (y.unit != x.unit)
                what << QStringLiteral("unit \"%1\" \u2192 \"%2\"").arg(x.unit, y.unit);
            if (y.scaleMin != x.scaleMin || y.scaleMax != x.scaleMax)
                what << QStringLiteral("scale");
            if (y.valueFunction != x.valueFunction)
                what << QStringLiteral("value function");
            if (y.preference != x.preference)
                what << QStringLiteral("preference function");
            if (y.group != x.group)
                what << QStringLiteral("group");
            if (!what.isEmpty()) {
                Criterion to = y;
                to.name = x.name; // a rename is a change of its own
                add(ProjectChange::Kind::Criterion, "criteria", QStringLiteral("criterion %1: %2").arg(y.name, what.join(QStringLiteral(", "))),
                    [to](ProjectData &p) { p.criteria[std::size_t(p.indexOfCriterion(to.id))] = to; });
            }
        }
        for (const Criterion &y : m_b.criteria)
            if (m_a.indexOfCriterion(y.id) < 0)
                add(ProjectChange::Kind::Criterion, "criteria", QStringLiteral("criterion added: %1").arg(y.name));
        for (const AttributeDef &x : m_a.attributes)
            if (m_b.indexOfAttribute(x.id) < 0)
                add(ProjectChange::Kind::Criterion, "attributes", QStringLiteral("attribute removed: %1").arg(x.name));
        for (const AttributeDef &y : m_b.attributes)
            if (m_a.indexOfAttribute(y.id) < 0)
                add(ProjectChange::Kind::Criterion, "attributes", QStringLiteral("attribute added: %1").arg(y.name));
    }

    void weights()
    {
        for (const WeightProfile &x : m_a.profiles) {
            const int j = m_b.indexOfProfile(x.name);
            if (j < 0) {
                add(ProjectChange::Kind::Weight, "profiles", QStringLiteral("profile removed: \"%1\"").arg(x.name));
                continue;
            }
            const WeightProfile &y = m_b.profiles[std::size_t(j)];
            bool any = false;
            for (int c = 0; c < m_a.criterionCount() && c < int(x.weights.size()); ++c) {
                const QString &id = m_a.criteria[std::size_t(c)].id;
                const int d = m_b.indexOfCriterion(id);
                if (d < 0 || d >= int(y.weights.size()) || sameNumber(x.weights[std::size_t(c)], y.weights[std::size_t(d)]))
                    continue;
                any = true;
                const QString profile = x.name;
                const double to = y.weights[std::size_t(d)];
                add(ProjectChange::Kind::Weight, "profiles",
                    QStringLiteral("profile \"%1\": weight of %2 %3").arg(profile, m_a.criteria[std::size_t(c)].name, fromTo(x.weights[std::size_t(c)], to, {})),
                    [profile, id, to](ProjectData &p) { p.profiles[std::size_t(p.indexOfProfile(profile))].weights[std::size_t(p.indexOfCriterion(id))] = to; });
            }
            if (!any && !(x == y))
                add(ProjectChange::Kind::Weight, "profiles", QStringLiteral("profile \"%1\": its group weights, judgments or stakeholder").arg(x.name));
        }
        for (const WeightProfile &y : m_b.profiles)
            if (m_a.indexOfProfile(y.name) < 0)
                add(ProjectChange::Kind::Weight, "profiles", QStringLiteral("profile added: \"%1\"").arg(y.name));
    }

    void cells()
    {
        for (int i = 0; i < m_a.alternativeCount(); ++i) {
            const Alternative &x = m_a.alternatives[std::size_t(i)];
            const int j = m_b.indexOfAlternative(x.id);
            if (j < 0)
                continue;
            const Alternative &y = m_b.alternatives[std::size_t(j)];
            for (int c = 0; c < m_a.criterionCount(); ++c) {
                const Criterion &criterion = m_a.criteria[std::size_t(c)];
                const int d = m_b.indexOfCriterion(criterion.id);
                if (d < 0 || criterion.isFormula())
                    continue;
                const double a = m_a.values.at(i, c), b = m_b.values.at(j, d);
                const QString pa = m_a.provenance(i, c), pb = m_b.provenance(j, d);
                const QString what = QStringLiteral("%1: %2").arg(y.name, criterion.name);
                if (!sameNumber(a, b)) {
                    const QString alt = x.id, id = criterion.id;
                    add(ProjectChange::Kind::Value, "alternatives",
                        QStringLiteral("%1 %2%3").arg(what, fromTo(a, b, criterion.unit), pa != pb ? QStringLiteral(" (source: %1)").arg(pb.isEmpty() ? QStringLiteral("none") : pb) : QString()),
                        [alt, id, b](ProjectData &p) { p.values.set(p.indexOfAlternative(alt), p.indexOfCriterion(id), b); });
                } else if (pa != pb) {
                    add(ProjectChange::Kind::Value, "alternatives", QStringLiteral("%1: source \"%2\" \u2192 \"%3\"").arg(what, pa, pb));
                }
            }
            for (const AttributeDef &def : m_a.attributes) {
                if (m_b.indexOfAttribute(def.id) < 0)
                    continue;
                const auto ia = x.attributes.find(def.id), ib = y.attributes.find(def.id);
                const double a = ia == x.attributes.end() ? kMissing : ia->second, b = ib == y.attributes.end() ? kMissing : ib->second;
                const auto sa = x.attributeProvenance.find(def.id), sb = y.attributeProvenance.find(def.id);
                const QString pa = sa == x.attributeProvenance.end() ? QString() : sa->second, pb = sb == y.attributeProvenance.end() ? QString() : sb->second;
                const QString what = QStringLiteral("%1: %2").arg(y.name, def.name);
                if (!sameNumber(a, b)) {
                    const QString alt = x.id, id = def.id;
                    add(ProjectChange::Kind::Attribute, "alternatives",
                        QStringLiteral("%1 %2%3").arg(what, fromTo(a, b, def.unit), pa != pb ? QStringLiteral(" (source: %1)").arg(pb.isEmpty() ? QStringLiteral("none") : pb) : QString()),
                        [alt, id, b](ProjectData &p) {
                            Alternative &t = p.alternatives[std::size_t(p.indexOfAlternative(alt))];
                            if (isMissing(b))
                                t.attributes.erase(id);
                            else
                                t.attributes[id] = b;
                        });
                } else if (pa != pb) {
                    add(ProjectChange::Kind::Attribute, "alternatives", QStringLiteral("%1: source \"%2\" \u2192 \"%3\"").arg(what, pa, pb));
                }
            }
        }
    }

    void parameters()
    {
        for (const Parameter &x : m_a.parameters) {
            const int j = m_b.indexOfParameter(x.id);
            if (j < 0) {
                add(ProjectChange::Kind::Parameter, "parameters", QStringLiteral("parameter removed: %1").arg(x.name));
                continue;
            }
            const Parameter &y = m_b.parameters[std::size_t(j)];
            if (!sameNumber(x.value, y.value)) {
                const QString id = x.id;
                const double to = y.value;
                add(ProjectChange::Kind::Parameter, "parameters",
                    QStringLiteral("%1 %2%3").arg(y.name, fromTo(x.value, y.value, y.unit), x.provenance != y.provenance ? QStringLiteral(" (source: %1)").arg(y.provenance) : QString()),
                    [id, to](ProjectData &p) { p.parameters[std::size_t(p.indexOfParameter(id))].value = to; });
            } else if (!(x == y)) {
                add(ProjectChange::Kind::Parameter, "parameters", QStringLiteral("%1: its name, unit, description or source").arg(y.name));
            }
        }
        for (const Parameter &y : m_b.parameters)
            if (m_a.indexOfParameter(y.id) < 0)
                add(ProjectChange::Kind::Parameter, "parameters", QStringLiteral("parameter added: %1 = %2").arg(y.name, roundedNumberText(y.value, y.unit)),
                    [y](ProjectData &p) { p.parameters.push_back(y); });
    }

    void constraints()
    {
        const auto has = [](const std::vector<Constraint> &list, const QString &expression) {
            return std::any_of(list.begin(), list.end(), [&](const Constraint &c) { return c.expression == expression; });
        };
        for (const Constraint &x : m_a.constraints)
            if (!has(m_b.constraints, x.expression)) {
                const QString e = x.expression;
                add(ProjectChange::Kind::Constraint, "constraints", QStringLiteral("gate removed: %1").arg(e), [e](ProjectData &p) {
                    p.constraints.erase(std::remove_if(p.constraints.begin(), p.constraints.end(), [&](const Constraint &c) { return c.expression == e; }),
                                        p.constraints.end());
                });
            }
        for (const Constraint &y : m_b.constraints)
            if (!has(m_a.constraints, y.expression))
                add(ProjectChange::Kind::Constraint, "constraints", QStringLiteral("gate added: %1").arg(y.expression), [y](ProjectData &p) { p.constraints.push_back(y); });
    }

    void scenarios()
    {
        for (const NamedScenario &x : m_a.scenarios) {
            const int j = m_b.indexOfScenario(x.name);
            const QString name = x.name;
            if (j < 0)
                add(ProjectChange::Kind::Scenario, "scenarios", QStringLiteral("scenario removed: \"%1\"").arg(name), [name](ProjectData &p) {
                    p.scenarios.erase(p.scenarios.begin() + p.indexOfScenario(name));
                    if (p.activeScenario == name)
                        p.activeScenario.clear();
                });
            else if (!(m_b.scenarios[std::size_t(j)] == x))
                add(ProjectChange::Kind::Scenario, "scenarios", QStringLiteral("scenario \"%1\": its overrides or description").arg(name),
                    [y = m_b.scenarios[std::size_t(j)]](ProjectData &p) { p.scenarios[std::size_t(p.indexOfScenario(y.name))] = y; });
        }
        for (const NamedScenario &y : m_b.scenarios)
            if (m_a.indexOfScenario(y.name) < 0)
                add(ProjectChange::Kind::Scenario, "scenarios", QStringLiteral("scenario added: \"%1\"").arg(y.name), [y](ProjectData &p) { p.scenarios.push_back(y); });
    }

    void decisions()
    {
        for (const DecisionRecord &y : m_b.decisions) {
            const auto x = std::find_if(m_a.decisions.begin(), m_a.decisions.end(), [&](const DecisionRecord &d) { return d.id == y.id; });
            if (x == m_a.decisions.end())
                add(ProjectChange::Kind::Decision, "decisions", QStringLiteral("decision %1 recorded: %2, %3, on %4").arg(y.id, y.chosenName, decisionStatusName(y.status), y.decidedOn));
            else if (x->status != y.status)
                add(ProjectChange::Kind::Decision, "decisions", QStringLiteral("decision %1 (%2): %3 \u2192 %4").arg(y.id, y.chosenName, decisionStatusName(x->status), decisionStatusName(y.status)));
            else if (!(*x == y))
                add(ProjectChange::Kind::Decision, "decisions", QStringLiteral("decision %1 (%2): edited").arg(y.id, y.chosenName));
        }
        for (const DecisionRecord &x : m_a.decisions)
            if (std::none_of(m_b.decisions.begin(), m_b.decisions.end(), [&](const DecisionRecord &d) { return d.id == x.id; }))
                add(ProjectChange::Kind::Decision, "decisions", QStringLiteral("decision %1 (%2): removed from the record").arg(x.id, x.chosenName));
    }

    // Whatever the file holds that the above does not list (descriptions, uncertainty, the value tree, rules, charts,
    // metadata…): one line per part of the file, so that no difference goes unsaid.
    void others()
    {
        const QJsonObject a = QJsonDocument::fromJson(writeProject(m_a)).object();
        const QJsonObject b = QJsonDocument::fromJson(writeProject(m_b)).object();
        QSet<QString> keys;
        for (auto it = a.begin(); it != a.end(); ++it)
            keys.insert(it.key());
        for (auto it = b.begin(); it != b.end(); ++it)
            keys.insert(it.key());
        QStringList sorted(keys.begin(), keys.end());
        sorted.sort();
        for (const QString &key : sorted)
            if (a.value(key) != b.value(key) && !m_sections.contains(key))
                add(ProjectChange::Kind::Other, "", key == QLatin1String("metadata") ? QStringLiteral("metadata: title, author, date or description")
                                                                                     : QStringLiteral("%1: other details (descriptions, uncertainty, notes, layout)").arg(key));
    }

    const ProjectData &m_a;
    const ProjectData &m_b;
    std::vector<ProjectChange> m_changes;
    QSet<QString> m_sections;
};

} // namespace

QString projectChangeKindName(ProjectChange::Kind kind)
{
    static const char *const names[] = {"alternative", "criterion", "weight", "value", "attribute", "parameter",
                                        "constraint", "scenario", "setting", "decision", "other"};
    return QLatin1String(names[int(kind)]);
}

ProjectDiff diffProjects(const ProjectData &before, const ProjectData &after, bool attribute)
{
    ProjectDiff diff;
    diff.changes = Differ(before, after).run();
    diff.method = methodLabel(after.analysis.method);

    const Standing was = standingOf(before);
    diff.winnerBefore = was.firstName;
    diff.winnerId = was.firstId;
    const Standing now = standingOf(after);
    diff.winnerAfter = now.firstName;
    diff.marginBefore = was.marginOf(diff.winnerId);
    diff.marginAfter = now.marginOf(diff.winnerId);
    std::map<QString, RankMove> moves;
    for (const auto &[id, rank] : was.ranks)
        moves[id] = {id, was.names.at(id), rank, 0};
    for (const auto &[id, rank] : now.ranks) {
        RankMove &m = moves[id];
        m.id = id;
        m.name = now.names.at(id);
        m.after = rank;
    }
    for (const auto &[id, m] : moves)
        if (m.before != m.after)
            diff.moves.push_back(m);
    std::sort(diff.moves.begin(), diff.moves.end(), [](const RankMove &x, const RankMove &y) {
        const int a = x.after ? x.after : INT_MAX, b = y.after ? y.after : INT_MAX;
        return a != b ? a < b : x.name < y.name;
    });

    if (!attribute)
        return diff;
    int attributed = 0;
    double largest = 0.0;
    for (std::size_t i = 0; i < diff.changes.size(); ++i) {
        ProjectChange &c = diff.changes[i];
        if (!c.apply)
            continue;
        if (attributed >= kMaxAttributedChanges) {
            ++diff.notAttributed;
            continue;
        }
        ++attributed;
        ProjectData alone = before;
        c.apply(alone);
        const Standing s = standingOf(alone);
        const double margin = s.marginOf(diff.winnerId);
        c.attributed = true;
        c.effect = isMissing(margin) || isMissing(diff.marginBefore) ? kMissing : margin - diff.marginBefore;
        c.winnerChanges = s.firstId != was.firstId;
        c.firstAlone = s.firstName;
        if (isMissing(diff.marginBefore))
            continue; // nothing met every gate in OLD: no margin to move
        const double size = isMissing(c.effect) ? INFINITY : std::abs(c.effect); // NaN: it makes the winner fail a gate
        if (size > largest) {
            largest = size;
            diff.most = int(i);
        }
    }
    return diff;
}

} // namespace verdict

namespace verdict {

namespace {

// "4.7 points ahead", "2.1 points behind the first", "failing a gate or not ranked".
QString marginText(double points)
{
    if (isMissing(points))
        return QStringLiteral("failing a gate or not ranked");
    return points >= 0 ? QStringLiteral("%1 points ahead").arg(formatFixed(points, 1))
                       : QStringLiteral("%1 points behind the first").arg(formatFixed(-points, 1));
}

} // namespace

QString changeEffectText(const ProjectChange &c, const QString &winner)
{
    if (!c.attributed)
        return {};
    QString text = isMissing(c.effect) ? QStringLiteral("alone, it makes %1 fail a gate").arg(winner)
                                       : QStringLiteral("alone: %1%2 points")
                                             .arg(c.effect > 0 ? QStringLiteral("+") : c.effect < 0 ? QStringLiteral("\u2212") : QString(),
                                                  formatFixed(std::abs(c.effect), 1));
    if (c.winnerChanges)
        text += c.firstAlone.isEmpty() ? QStringLiteral(", and nothing meets every gate") : QStringLiteral(", and %1 is first").arg(c.firstAlone);
    return text;
}

QStringList diffReport(const ProjectDiff &diff, const QString &oldName, const QString &newName)
{
    QStringList lines;
    if (diff.same()) {
        lines << QStringLiteral("%1 and %2 hold the same project.").arg(oldName, newName);
        return lines;
    }
    lines << (diff.changes.size() == 1 ? QStringLiteral("%1 \u2192 %2: 1 change").arg(oldName, newName)
                                       : QStringLiteral("%1 \u2192 %2: %3 changes").arg(oldName, newName).arg(diff.changes.size()));
    for (const ProjectChange &c : diff.changes) {
        QString line = QStringLiteral("  %1  %2").arg(projectChangeKindName(c.kind).leftJustified(11), c.text);
        if (const QString effect = changeEffectText(c, diff.winnerBefore); !effect.isEmpty())
            line += QStringLiteral("   [%1]").arg(effect);
        lines << line;
    }
    lines << QStringLiteral("What it did (%1):").arg(diff.method);
    if (diff.winnerBefore == diff.winnerAfter)
        lines << QStringLiteral("  first: %1, as before").arg(diff.winnerBefore.isEmpty() ? QStringLiteral("no alternative meets every gate") : diff.winnerBefore);
    else
        lines << QStringLiteral("  first: %1 \u2192 %2").arg(diff.winnerBefore.isEmpty() ? QStringLiteral("none") : diff.winnerBefore,
                                                            diff.winnerAfter.isEmpty() ? QStringLiteral("none meets every gate") : diff.winnerAfter);
    if (!diff.winnerBefore.isEmpty())
        lines << QStringLiteral("  %1: %2 \u2192 %3").arg(diff.winnerBefore, marginText(diff.marginBefore), marginText(diff.marginAfter));
    if (!diff.moves.empty()) {
        QStringList moves;
        const auto rank = [](int r) { return r ? QString::number(r) : QStringLiteral("\u2013"); };
        for (const RankMove &m : diff.moves)
            moves << QStringLiteral("%1 %2 \u2192 %3").arg(m.name, rank(m.before), rank(m.after));
        lines << QStringLiteral("  ranks: %1").arg(moves.join(QStringLiteral("; ")));
    }
    if (diff.most >= 0)
        lines << QStringLiteral("  moved it most: %1 (%2)").arg(diff.changes[std::size_t(diff.most)].text,
                                                               changeEffectText(diff.changes[std::size_t(diff.most)], diff.winnerBefore));
    if (diff.notAttributed > 0)
        lines << (diff.notAttributed == 1 ? QStringLiteral("  1 more change not evaluated alone (past %1)").arg(kMaxAttributedChanges)
                                          : QStringLiteral("  %1 more changes not evaluated alone (past %2)").arg(diff.notAttributed).arg(kMaxAttributedChanges));
    return lines;
}

} // namespace verdict
