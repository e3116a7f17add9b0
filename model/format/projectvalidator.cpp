// validateProject: the semantic checks of a project (docs/file-format.md, "Validation"). Each problem is
// located by the JSON Pointer it has in a .verdict file.
#include "format/projectfile.h"

#include "core/ids.h"
#include "core/limits.h"
#include "core/references.h"
#include "scenario/scenario.h"
#include "format/jsontext.h"

#include <QDate>
#include <QHash>
#include <QSet>

#include <cmath>
#include <optional>

namespace verdict {

namespace {

QString P(const char *s) { return QLatin1String(s); }
QString at(const QString &base, std::size_t i) { return base + u'/' + QString::number(i); }
QString at(const QString &base, const char *key) { return base + u'/' + QLatin1String(key); }
QString at(const QString &base, const QString &key) { return base + u'/' + jsontext::pointerSegment(key); }
QString quoted(const QString &s) { return u'"' + s + u'"'; }

class Validator
{
public:
    explicit Validator(const ProjectData &p) : p(p)
    {
        for (const Criterion &c : p.criteria)
            criterionIds.insert(c.id);
        for (const AttributeDef &a : p.attributes)
            attributeIds.insert(a.id);
        for (const Alternative &a : p.alternatives)
            alternativeIds.insert(a.id);
        for (const WeightProfile &w : p.profiles)
            profileNames.insert(w.name);
        for (const CriterionGroup &g : p.groups)
            groupIds.insert(g.id);
    }

    Messages run();

private:
    void error(const QString &ptr, const QString &text) { out.push_back(Message::at(ptr, text)); }
    void diagnostic(const QString &ptr, const QString &text)
    {
        out.push_back(Message::at(ptr, text, Severity::Diagnostic));
    }
    bool number(const QString &ptr, double v)
    {
        if (std::isfinite(v) && std::fabs(v) <= kMaxMagnitude)
            return true;
        error(ptr, std::isnan(v) ? QStringLiteral("not a number") : QStringLiteral("number out of range (magnitude above 1e100)"));
        return false;
    }
    // Ids: valid syntax and unique within their kind.
    template<typename T>
    void ids(const std::vector<T> &items, const QString &base, const char *kind)
    {
        QHash<QString, std::size_t> seen;
        for (std::size_t i = 0; i < items.size(); ++i) {
            const QString &id = items[i].id;
            const QString ptr = at(at(base, i), "id");
            if (!isValidId(id))
                error(ptr, QStringLiteral("invalid id %1: ids are 1 to 64 characters, lower-case letters, digits and "
                                          "_, not starting with a digit").arg(quoted(id)));
            else if (seen.contains(id))
                error(ptr, QStringLiteral("duplicate %1 id %2 (also at %3)").arg(QLatin1String(kind), quoted(id), at(base, seen.value(id))));
            else
                seen.insert(id, i);
        }
    }
    template<typename T>
    void names(const std::vector<T> &items, const QString &base, const char *kind, QString T::*member)
    {
        QHash<QString, std::size_t> seen;
        for (std::size_t i = 0; i < items.size(); ++i) {
            const QString &name = items[i].*member;
            const QString ptr = at(at(base, i), "name");
            if (name.trimmed().isEmpty())
                error(ptr, QStringLiteral("a %1 needs a name").arg(QLatin1String(kind)));
            else if (seen.contains(name))
                error(ptr, QStringLiteral("duplicate %1 name %2 (also at %3)").arg(QLatin1String(kind), quoted(name), at(base, seen.value(name))));
            else
                seen.insert(name, i);
        }
    }
    void knownCriterion(const QString &ptr, const QString &id)
    {
        if (!criterionIds.contains(id))
            error(ptr, QStringLiteral("no criterion with id %1").arg(quoted(id)));
    }

    void criteria();
    void groups();
    void valueFunction(const ValueFunction &f, const QString &ptr);
    void alternatives();
    void profiles();
    void ahp(const AhpJudgments &j, const QString &ap, int group);
    void scenario();
    void whatIfScenarios();
    void decisions();
    void triggers(const DecisionRecord &d, const QString &tp);
    void settings();

    const ProjectData &p;
    QSet<QString> criterionIds, attributeIds, alternativeIds, profileNames, groupIds;
    Messages out;
};

void Validator::criteria()
{
    if (p.criteria.empty())
        diagnostic(P("/criteria"), QStringLiteral("the project has no criteria (the matrix is empty)"));
    if (p.criteria.size() > std::size_t(limits::kMaxCriteria))
        error(P("/criteria"), QStringLiteral("%1 criteria is more than the limit of %2").arg(p.criteria.size()).arg(limits::kMaxCriteria));
    ids(p.criteria, P("/criteria"), "criterion");
    names(p.criteria, P("/criteria"), "criterion", &Criterion::name);
    for (std::size_t i = 0; i < p.criteria.size(); ++i) {
        const Criterion &c = p.criteria[i];
        const QString ptr = at(P("/criteria"), i);
        const bool minOk = !c.scaleMin || number(at(ptr, "scale") + P("/0"), *c.scaleMin);
        const bool maxOk = !c.scaleMax || number(at(ptr, "scale") + P("/1"), *c.scaleMax);
        if (minOk && maxOk && c.scaleMin && c.scaleMax && !(*c.scaleMin < *c.scaleMax))
            error(at(ptr, "scale"), QStringLiteral("scale minimum %1 is not below its maximum %2").arg(*c.scaleMin).arg(*c.scaleMax));
        if (c.preference) {
            const PreferenceFunction &f = *c.preference;
            const QString pp = at(ptr, "preference");
            bool ok = number(at(pp, "q"), f.q) && number(at(pp, "p"), f.p) && number(at(pp, "s"), f.s);
            if (ok && (f.q < 0 || f.p < 0 || f.s < 0))
                error(pp, QStringLiteral("thresholds q, p and s cannot be negative"));
            else if (ok && f.type == PreferenceType::VShape && !(f.p > 0))
                error(at(pp, "p"), QStringLiteral("a vshape function needs a preference threshold p above 0"));
            else if (ok && (f.type == PreferenceType::Level || f.type == PreferenceType::Linear) && !(f.q <= f.p))
                error(pp, QStringLiteral("indifference threshold q (%1) is above preference threshold p (%2)").arg(f.q).arg(f.p));
            else if (ok && f.type == PreferenceType::Gaussian && !(f.s > 0))
                error(at(pp, "s"), QStringLiteral("a gaussian function needs s above 0"));
        }
        if (c.valueFunction)
            valueFunction(*c.valueFunction, at(ptr, "value_function"));
        if (c.formula.size() > limits::kMaxFormulaLength)
            error(at(ptr, "formula"), QStringLiteral("formula longer than %1 characters").arg(limits::kMaxFormulaLength));
    }
}

// The value tree: valid, unique ids; names unique among siblings and without "/"; known parents; no cycle; at
// most limits::kMaxGroupDepth levels; every criterion's group known.
void Validator::groups()
{
    if (p.groups.size() > std::size_t(limits::kMaxGroups))
        error(P("/groups"), QStringLiteral("%1 groups is more than the limit of %2").arg(p.groups.size()).arg(limits::kMaxGroups));
    ids(p.groups, P("/groups"), "group");
    QHash<QString, std::size_t> index;
    for (std::size_t i = 0; i < p.groups.size(); ++i)
        if (!index.contains(p.groups[i].id))
            index.insert(p.groups[i].id, i);
    QHash<QPair<QString, QString>, std::size_t> siblings; // (parent, name) -> group
    for (std::size_t i = 0; i < p.groups.size(); ++i) {
        const CriterionGroup &g = p.groups[i];
        const QString ptr = at(P("/groups"), i);
        if (g.name.trimmed().isEmpty())
            error(at(ptr, "name"), QStringLiteral("a group needs a name"));
        else if (g.name.contains(u'/'))
            error(at(ptr, "name"), QStringLiteral("group name %1 contains \"/\", which separates the levels of a path").arg(quoted(g.name)));
        else if (g.name.contains(u';'))
            error(at(ptr, "name"), QStringLiteral("group name %1 contains \";\", which separates a CSV file's group weights").arg(quoted(g.name)));
        else if (const auto key = qMakePair(g.parent, g.name.trimmed()); siblings.contains(key))
            error(at(ptr, "name"), QStringLiteral("duplicate group name %1 in the same group (also at %2)").arg(quoted(g.name), at(P("/groups"), siblings.value(key))));
        else
            siblings.insert(key, i);
        if (g.parent.isEmpty())
            continue;
        if (!index.contains(g.parent)) {
            error(at(ptr, "parent"), QStringLiteral("no group with id %1").arg(quoted(g.parent)));
            continue;
        }
        // Walk up: a cycle comes back to a group already seen; a deep tree passes the limit.
        QStringList chain{g.id};
        bool reported = false;
        for (QString at_ = g.parent; !at_.isEmpty() && index.contains(at_); at_ = p.groups[index.value(at_)].parent) {
            if (chain.contains(at_)) {
                if (at_ == g.id) // reported once, at each group of the cycle
                    error(at(ptr, "parent"), QStringLiteral("group %1 is inside itself: %2").arg(quoted(g.id), (chain << at_).join(QStringLiteral(" → "))));
                reported = true;
                break;
            }
            chain << at_;
        }
        if (!reported && chain.size() > limits::kMaxGroupDepth)
            error(at(ptr, "parent"), QStringLiteral("group %1 is %2 levels deep; groups nest at most %3 levels").arg(quoted(g.id)).arg(chain.size()).arg(limits::kMaxGroupDepth));
    }
    for (std::size_t i = 0; i < p.criteria.size(); ++i)
        if (const QString &group = p.criteria[i].group; !group.isEmpty() && !groupIds.contains(group))
            error(at(at(P("/criteria"), i), "group"), QStringLiteral("no group with id %1").arg(quoted(group)));
}

// At least two points (or levels), strictly increasing x, values 0–100; levels with distinct, non-empty labels.
void Validator::valueFunction(const ValueFunction &f, const QString &ptr)
{
    for (const ValueFunctionProblem &problem : valueFunctionProblems(f, limits::kMaxValueFunctionPoints))
        error(ptr + problem.pointer, problem.text);
}

void Validator::alternatives()
{
    if (p.alternatives.empty())
        diagnostic(P("/alternatives"), QStringLiteral("the project has no alternatives (the matrix is empty)"));
    if (p.alternatives.size() > std::size_t(limits::kMaxAlternatives))
        error(P("/alternatives"), QStringLiteral("%1 alternatives is more than the limit of %2").arg(p.alternatives.size()).arg(limits::kMaxAlternatives));
    if (std::int64_t(p.alternatives.size()) * std::int64_t(p.criteria.size()) > limits::kMaxCells)
        error(P("/alternatives"), QStringLiteral("more than %1 values").arg(limits::kMaxCells));
    ids(p.alternatives, P("/alternatives"), "alternative");
    names(p.alternatives, P("/alternatives"), "alternative", &Alternative::name);
    if (p.values.rows() != p.alternativeCount() || p.values.cols() != p.criterionCount()) {
        error(P("/alternatives"), QStringLiteral("the value matrix is %1 × %2 but the project has %3 alternatives and %4 criteria")
                                      .arg(p.values.rows()).arg(p.values.cols()).arg(p.alternativeCount()).arg(p.criterionCount()));
        return;
    }
    int reported = 0;
    for (int r = 0; r < p.values.rows() && reported < 20; ++r)
        for (int c = 0; c < p.values.cols() && reported < 20; ++c) {
            const double v = p.values.at(r, c);
            if (std::isnan(v) || std::fabs(v) <= kMaxMagnitude)
                continue; // the pointer is built only for a bad value: this loop sees every cell
            number(at(at(at(P("/alternatives"), std::size_t(r)), "values"), std::size_t(c)), v);
            ++reported;
        }
    // On a labelled scale an entered value is one of the levels.
    for (int c = 0; c < p.values.cols(); ++c) {
        const Criterion &criterion = p.criteria[std::size_t(c)];
        if (!criterion.valueFunction || !criterion.valueFunction->isScale() || criterion.isFormula())
            continue;
        for (int r = 0; r < p.values.rows() && reported < 20; ++r) {
            const double v = p.values.at(r, c);
            if (std::isnan(v) || criterion.valueFunction->levelAt(v))
                continue;
            error(at(at(at(P("/alternatives"), std::size_t(r)), "values"), std::size_t(c)),
                  QStringLiteral("%1 is not a level of %2 (%3)").arg(v).arg(criterion.name, criterion.valueFunction->levelList()));
            ++reported;
        }
    }
    for (std::size_t i = 0; i < p.alternatives.size(); ++i) {
        const Alternative &a = p.alternatives[i];
        const QString ptr = at(P("/alternatives"), i);
        a.provenance.forEachKey([&](const QString &key) { knownCriterion(at(at(ptr, "provenance"), key), key); });
        for (const auto &[key, u] : a.uncertainty) {
            const QString up = at(at(ptr, "uncertainty"), key);
            knownCriterion(up, key);
            const int c = p.indexOfCriterion(key);
            if (c >= 0 && p.criteria[std::size_t(c)].isFormula())
                diagnostic(up, QStringLiteral("criterion %1 is computed by a formula; its uncertainty is ignored").arg(quoted(key)));
            switch (u.kind) {
            case UncertaintyKind::Interval:
                if (number(at(up, "low"), u.low) && number(at(up, "high"), u.high) && u.low > u.high)
                    error(up, QStringLiteral("low %1 is above high %2").arg(u.low).arg(u.high));
                break;
            case UncertaintyKind::Triangular:
                if (number(at(up, "low"), u.low) && number(at(up, "likely"), u.likely) && number(at(up, "high"), u.high)
                    && !(u.low <= u.likely && u.likely <= u.high))
                    error(up, QStringLiteral("expected low <= likely <= high, found %1, %2, %3").arg(u.low).arg(u.likely).arg(u.high));
                break;
            case UncertaintyKind::Normal:
                if (number(at(up, "mean"), u.mean) && number(at(up, "sd"), u.sd) && u.sd < 0)
                    error(at(up, "sd"), QStringLiteral("standard deviation %1 is negative").arg(u.sd));
                break;
            }
        }
        for (const auto &[key, value] : a.attributes) {
            const QString ap = at(at(ptr, "attributes"), key);
            if (!attributeIds.contains(key))
                error(ap, QStringLiteral("no attribute with id %1").arg(quoted(key)));
            number(ap, value);
        }
        for (const auto &[key, note] : a.attributeProvenance)
            if (!attributeIds.contains(key))
                error(at(at(ptr, "attribute_provenance"), key), QStringLiteral("no attribute with id %1").arg(quoted(key)));
    }
    if (!p.baseline.isEmpty() && !alternativeIds.contains(p.baseline))
        error(P("/baseline"), QStringLiteral("no alternative with id %1").arg(quoted(p.baseline)));
}

// The judgments among the children of node `group` (-1: the top level) at `ap`.
void Validator::ahp(const AhpJudgments &j, const QString &ap, int group)
{
    QSet<QString> seen;
    for (qsizetype k = 0; k < j.criteria.size(); ++k) {
        const QString cp = at(at(ap, "criteria"), std::size_t(k));
        if (const QString problem = ahpItemProblem(p, group, j.criteria[k]); !problem.isEmpty())
            error(cp, problem);
        else if (seen.contains(j.criteria[k]))
            error(cp, QStringLiteral("%1 is listed twice").arg(quoted(j.criteria[k])));
        seen.insert(j.criteria[k]);
    }
    if (j.criteria.size() < 2)
        error(at(ap, "criteria"), QStringLiteral("an AHP comparison needs at least 2 items"));
    if (j.criteria.size() > limits::kMaxAhpSize)
        error(at(ap, "criteria"), QStringLiteral("more than %1 items").arg(limits::kMaxAhpSize));
    const std::size_t n = std::size_t(j.criteria.size());
    if (j.matrix.size() != n) {
        error(at(ap, "matrix"), QStringLiteral("expected %1 rows (one per item), found %2").arg(n).arg(j.matrix.size()));
        return;
    }
    for (std::size_t r = 0; r < n; ++r) {
        const QString rp = at(at(ap, "matrix"), r);
        if (j.matrix[r].size() != n) {
            error(rp, QStringLiteral("expected %1 entries, found %2").arg(n).arg(j.matrix[r].size()));
            continue;
        }
        for (std::size_t c = 0; c < n; ++c)
            if (number(at(rp, c), j.matrix[r][c]) && !(j.matrix[r][c] > 0))
                error(at(rp, c), QStringLiteral("pairwise judgments are positive numbers, found %1").arg(j.matrix[r][c]));
    }
}

void Validator::profiles()
{
    if (p.profiles.empty())
        error(P("/profiles"), QStringLiteral("the project has no weight profile (it needs at least one)"));
    if (p.profiles.size() > std::size_t(limits::kMaxProfiles))
        error(P("/profiles"), QStringLiteral("%1 profiles is more than the limit of %2").arg(p.profiles.size()).arg(limits::kMaxProfiles));
    names(p.profiles, P("/profiles"), "profile", &WeightProfile::name);
    if (p.activeProfile < 0 || std::size_t(p.activeProfile) >= std::max<std::size_t>(1, p.profiles.size()))
        error(P("/active_profile"), QStringLiteral("the active profile does not exist"));
    std::optional<std::size_t> groupProfile;
    bool anyStakeholder = false;
    for (const WeightProfile &w : p.profiles)
        anyStakeholder = anyStakeholder || w.isStakeholder();
    for (std::size_t i = 0; i < p.profiles.size(); ++i) {
        const WeightProfile &w = p.profiles[i];
        const QString ptr = at(P("/profiles"), i);
        const QString wp = at(ptr, "weights");
        if (w.stakeholder && !(std::isfinite(w.stakeholder->voice) && w.stakeholder->voice > 0.0 && w.stakeholder->voice <= kMaxMagnitude))
            error(at(at(ptr, "stakeholder"), "voice"),
                  QStringLiteral("voice %1 is not above 0 (a stakeholder's say in the group profile; 1 each is an equal say)")
                      .arg(w.stakeholder->voice));
        if (w.computed) {
            if (groupProfile)
                error(at(ptr, "computed"), QStringLiteral("a project has one group profile at most (the other is at %1)")
                                               .arg(at(P("/profiles"), *groupProfile)));
            groupProfile = i;
            if (w.stakeholder)
                error(at(ptr, "stakeholder"), QStringLiteral("the group profile is computed: it is nobody's own weights"));
            if (!anyStakeholder)
                error(at(ptr, "computed"), QStringLiteral("the group profile is computed from the stakeholders' weights, and "
                                                          "no profile is marked as a stakeholder's"));
            continue; // its weights are the stakeholders'
        }
        if (w.weights.size() != p.criteria.size()) {
            error(wp, QStringLiteral("%1 weights for %2 criteria").arg(w.weights.size()).arg(p.criteria.size()));
        } else {
            bool ok = true;
            double sum = 0.0;
            for (std::size_t c = 0; c < w.weights.size(); ++c) {
                const QString cp = at(wp, p.criteria[c].id);
                if (!number(cp, w.weights[c])) {
                    ok = false;
                } else if (w.weights[c] < 0) {
                    error(cp, QStringLiteral("weight %1 is negative (weights are 0 or more)").arg(w.weights[c]));
                    ok = false;
                }
                sum += w.weights[c];
            }
            if (ok && !p.criteria.empty() && !(sum > 0))
                diagnostic(wp, QStringLiteral("every weight of profile %1 is 0 (at least one must be above 0)").arg(quoted(w.name)));
        }
        if (w.ahp)
            ahp(*w.ahp, at(ptr, "ahp"), -1);
        for (const auto &[key, j] : w.groupAhp) {
            const QString gp = at(at(ptr, "ahp_groups"), key);
            if (const int g = p.indexOfGroup(key); g < 0)
                error(gp, QStringLiteral("no group with id %1").arg(quoted(key)));
            else
                ahp(j, gp, g);
        }
        QSet<QString> ordinalSeen;
        for (qsizetype k = 0; k < w.ordinal.size(); ++k) {
            const QString op = at(at(ptr, "ordinal"), std::size_t(k));
            knownCriterion(op, w.ordinal[k]);
            if (ordinalSeen.contains(w.ordinal[k]))
                error(op, QStringLiteral("criterion %1 is ranked twice").arg(quoted(w.ordinal[k])));
            ordinalSeen.insert(w.ordinal[k]);
        }
        QSet<QString> rated;
        for (std::size_t k = 0; k < w.swing.size(); ++k) {
            const SwingRating &r = w.swing[k];
            const QString sp = at(at(ptr, "swing"), k);
            if (r.criterion.isEmpty() == r.group.isEmpty()) {
                error(sp, QStringLiteral("a swing rating names either a \"criterion\" or a \"group\""));
                continue;
            }
            if (!r.criterion.isEmpty())
                knownCriterion(at(sp, "criterion"), r.criterion);
            else if (!groupIds.contains(r.group))
                error(at(sp, "group"), QStringLiteral("no group with id %1").arg(quoted(r.group)));
            const QString key = (r.criterion.isEmpty() ? QStringLiteral("g:") : QStringLiteral("c:")) + r.criterion + r.group;
            if (rated.contains(key))
                error(sp, QStringLiteral("%1 is rated twice").arg(quoted(r.criterion + r.group)));
            rated.insert(key);
            if (number(at(sp, "rating"), r.rating) && !(r.rating >= 0.0 && r.rating <= 100.0))
                error(at(sp, "rating"), QStringLiteral("rating %1 is outside 0–100 (100: the most important swing)").arg(r.rating));
            if (r.worst)
                number(at(sp, "worst"), *r.worst);
            if (r.best)
                number(at(sp, "best"), *r.best);
        }
        for (const auto &[key, gw] : w.groupWeights) {
            const QString gp = at(at(ptr, "group_weights"), key);
            if (!groupIds.contains(key))
                error(gp, QStringLiteral("no group with id %1").arg(quoted(key)));
            else if (number(gp, gw) && gw < 0)
                error(gp, QStringLiteral("weight %1 is negative (weights are 0 or more)").arg(gw));
        }
        for (const auto &[key, iv] : w.intervals) {
            const QString ip = at(at(ptr, "intervals"), key);
            knownCriterion(ip, key);
            if (!(0.0 <= iv.low && iv.low <= iv.high && iv.high <= 1.0))
                error(ip, QStringLiteral("expected 0 <= low <= high <= 1 (fractions of the total weight), found [%1, %2]").arg(iv.low).arg(iv.high));
        }
    }
}

void Validator::scenario()
{
    ids(p.attributes, P("/attributes"), "attribute");
    names(p.attributes, P("/attributes"), "attribute", &AttributeDef::name);
    if (p.attributes.size() > std::size_t(limits::kMaxAttributes))
        error(P("/attributes"), QStringLiteral("more than %1 attributes").arg(limits::kMaxAttributes));
    ids(p.parameters, P("/parameters"), "parameter");
    names(p.parameters, P("/parameters"), "parameter", &Parameter::name);
    if (p.parameters.size() > std::size_t(limits::kMaxParameters))
        error(P("/parameters"), QStringLiteral("more than %1 parameters").arg(limits::kMaxParameters));
    for (std::size_t i = 0; i < p.parameters.size(); ++i)
        number(at(at(P("/parameters"), i), "value"), p.parameters[i].value);
    for (std::size_t i = 0; i < p.constraints.size(); ++i)
        if (p.constraints[i].expression.trimmed().isEmpty())
            error(at(at(P("/constraints"), i), "expression"), QStringLiteral("empty constraint expression"));
    for (std::size_t i = 0; i < p.rules.size(); ++i) {
        const DecisionRule &rule = p.rules[i];
        const QString rp = at(P("/rules"), i);
        if (rule.when.trimmed().isEmpty())
            error(at(rp, "when"), QStringLiteral("empty rule condition"));
        if (!rule.thenProfile.isEmpty() && !profileNames.contains(rule.thenProfile))
            diagnostic(at(rp, "then_profile"), QStringLiteral("no profile named %1").arg(quoted(rule.thenProfile)));
        if (!rule.elseProfile.isEmpty() && !profileNames.contains(rule.elseProfile))
            diagnostic(at(rp, "else_profile"), QStringLiteral("no profile named %1").arg(quoted(rule.elseProfile)));
    }
    ids(p.checks, P("/checks"), "check");
    for (std::size_t i = 0; i < p.checks.size(); ++i)
        if (p.checks[i].expected)
            number(at(at(P("/checks"), i), "expected"), *p.checks[i].expected);
    QHash<QString, std::size_t> concepts;
    for (std::size_t i = 0; i < p.termMap.size(); ++i) {
        const TermRow &row = p.termMap[i];
        const QString tp = at(P("/term_map"), i);
        if (row.conceptName.trimmed().isEmpty())
            error(at(tp, "concept"), QStringLiteral("a term-map row needs a concept"));
        else if (concepts.contains(row.conceptName))
            error(at(tp, "concept"), QStringLiteral("duplicate concept %1 (also at %2)").arg(quoted(row.conceptName), at(P("/term_map"), concepts.value(row.conceptName))));
        else
            concepts.insert(row.conceptName, i);
        for (const auto &[key, term] : row.terms)
            if (!alternativeIds.contains(key))
                diagnostic(at(at(tp, "terms"), key), QStringLiteral("no alternative with id %1").arg(quoted(key)));
    }
    const auto axis = [this](const char *name, const QString &id) {
        if (!id.isEmpty() && !criterionIds.contains(id) && !attributeIds.contains(id))
            diagnostic(at(P("/charts/tradeoff"), name), QStringLiteral("no criterion or attribute with id %1").arg(quoted(id)));
    };
    axis("x", p.charts.tradeoffX);
    axis("y", p.charts.tradeoffY);
    for (const auto &[key, dir] : p.charts.attributeDirections)
        if (!attributeIds.contains(key))
            error(at(P("/charts/attribute_directions"), key), QStringLiteral("no attribute with id %1").arg(quoted(key)));
}

// What-if scenarios: names unique and not "Base" (the project's own numbers); every override names something that
// exists (a diagnostic otherwise: the override is left out, the rest of the scenario still applies).
void Validator::whatIfScenarios()
{
    QHash<QString, std::size_t> names;
    for (std::size_t i = 0; i < p.scenarios.size(); ++i) {
        const NamedScenario &x = p.scenarios[i];
        const QString sp = at(P("/scenarios"), i);
        if (x.name.trimmed().isEmpty())
            error(at(sp, "name"), QStringLiteral("a scenario needs a name"));
        else if (x.name.compare(QLatin1String("base"), Qt::CaseInsensitive) == 0)
            error(at(sp, "name"), QStringLiteral("\"%1\" is the project's own numbers: give the scenario another name").arg(x.name));
        else if (names.contains(x.name))
            error(at(sp, "name"), QStringLiteral("duplicate scenario name %1 (also at %2)").arg(quoted(x.name), at(P("/scenarios"), names.value(x.name))));
        else
            names.insert(x.name, i);
        for (std::size_t j = 0; j < x.overrides.size(); ++j) {
            const ScenarioOverride &o = x.overrides[j];
            const QString op = at(at(sp, "overrides"), j);
            if (o.value)
                number(at(op, "value"), *o.value);
            if (o.factor)
                number(at(op, "factor"), *o.factor);
            switch (o.kind) {
            case ScenarioOverride::Kind::Parameter:
                if (p.indexOfParameter(o.target) < 0)
                    diagnostic(at(op, "parameter"), QStringLiteral("no parameter with id %1; the override is left out").arg(quoted(o.target)));
                break;
            case ScenarioOverride::Kind::Attribute:
                if (!attributeIds.contains(o.target))
                    diagnostic(at(op, "attribute"), QStringLiteral("no attribute with id %1; the override is left out").arg(quoted(o.target)));
                break;
            case ScenarioOverride::Kind::Value: {
                const int c = p.indexOfCriterion(o.target);
                if (c < 0)
                    diagnostic(at(op, "criterion"), QStringLiteral("no criterion with id %1; the override is left out").arg(quoted(o.target)));
                else if (p.criteria[std::size_t(c)].isFormula())
                    diagnostic(at(op, "criterion"), QStringLiteral("criterion %1 is computed by a formula, so the override is left out: override an attribute or a parameter it reads").arg(quoted(o.target)));
                break;
            }
            }
            const QString ap = o.alternatives.size() == 1 ? at(op, "alternative") : at(op, "alternatives");
            for (qsizetype k = 0; k < o.alternatives.size(); ++k)
                if (!alternativeIds.contains(o.alternatives[k]))
                    diagnostic(o.alternatives.size() == 1 ? ap : at(ap, std::size_t(k)),
                               QStringLiteral("no alternative with id %1; the override leaves it out").arg(quoted(o.alternatives[k])));
        }
    }
    if (!p.activeScenario.isEmpty() && !names.contains(p.activeScenario))
        error(P("/active_scenario"), p.scenarios.empty()
                                         ? QStringLiteral("no scenario named %1: the project has no scenarios").arg(quoted(p.activeScenario))
                                         : QStringLiteral("no scenario named %1").arg(quoted(p.activeScenario)));
}

// The decision record: ids unique, dates ISO 8601, one record in force at most. A record may name an alternative the
// project no longer has: it is history, and keeps the name it had.
void Validator::decisions()
{
    QHash<QString, std::size_t> ids;
    int accepted = 0;
    for (std::size_t i = 0; i < p.decisions.size(); ++i) {
        const DecisionRecord &d = p.decisions[i];
        const QString dp = at(P("/decisions"), i);
        if (!isValidId(d.id))
            error(at(dp, "id"), QStringLiteral("invalid id %1: ids are 1 to 64 characters, lower-case letters, digits and _, not starting with a digit").arg(quoted(d.id)));
        else if (ids.contains(d.id))
            error(at(dp, "id"), QStringLiteral("duplicate decision id %1 (also at %2)").arg(quoted(d.id), at(P("/decisions"), ids.value(d.id))));
        else
            ids.insert(d.id, i);
        if (d.chosen.trimmed().isEmpty())
            error(at(dp, "chosen"), QStringLiteral("a decision names the alternative chosen"));
        const QDate on = QDate::fromString(d.decidedOn, Qt::ISODate);
        if (!on.isValid())
            error(at(dp, "decided_on"), QStringLiteral("date %1 is not an ISO 8601 date (YYYY-MM-DD)").arg(quoted(d.decidedOn)));
        if (!d.reviewBy.isEmpty()) {
            const QDate review = QDate::fromString(d.reviewBy, Qt::ISODate);
            if (!review.isValid())
                error(at(dp, "review_by"), QStringLiteral("date %1 is not an ISO 8601 date (YYYY-MM-DD)").arg(quoted(d.reviewBy)));
            else if (on.isValid() && review < on)
                error(at(dp, "review_by"), QStringLiteral("the review date %1 is before the decision's date %2").arg(d.reviewBy, d.decidedOn));
        }
        const bool inForce = d.status == DecisionStatus::Accepted || d.status == DecisionStatus::Proposed;
        if (inForce && !d.snapshot.winner.isEmpty() && d.chosen != d.snapshot.winner && d.rationale.trimmed().isEmpty())
            error(at(dp, "rationale"), QStringLiteral("%1 was not ranked first: a decision for it needs a rationale").arg(quoted(d.chosenName.isEmpty() ? d.chosen : d.chosenName)));
        if (d.status == DecisionStatus::Accepted && ++accepted > 1)
            error(at(dp, "status"), QStringLiteral("a second accepted decision: accepting one supersedes the one before (mark it \"superseded\")"));
        triggers(d, at(dp, "triggers"));
        const QString sp = at(dp, "snapshot");
        if (!knownMethods().contains(d.snapshot.method))
            error(at(sp, "method"), QStringLiteral("unknown method %1 (expected %2)").arg(quoted(d.snapshot.method), knownMethods().join(QStringLiteral(", "))));
        for (std::size_t k = 0; k < d.snapshot.ranking.size(); ++k) {
            const DecisionRankRow &row = d.snapshot.ranking[k];
            number(at(at(at(sp, "ranking"), k), "score"), row.score);
            number(at(at(at(sp, "ranking"), k), "margin_points"), row.marginPoints);
        }
        for (const auto &[id, value] : d.snapshot.figures)
            number(at(at(sp, "figures"), id), value);
    }
}

// A record's reopen triggers: ids unique within it, an alternative for what belongs to one, a known figure. What a
// trigger reads may since have left the project: `verdict check` then says it can no longer be read.
void Validator::triggers(const DecisionRecord &d, const QString &tp)
{
    QHash<QString, std::size_t> ids;
    for (std::size_t k = 0; k < d.triggers.size(); ++k) {
        const DecisionTrigger &t = d.triggers[k];
        const QString p = at(tp, k);
        if (!isValidId(t.id))
            error(at(p, "id"), QStringLiteral("invalid id %1: ids are 1 to 64 characters, lower-case letters, digits and _, not starting with a digit").arg(quoted(t.id)));
        else if (ids.contains(t.id))
            error(at(p, "id"), QStringLiteral("duplicate trigger id %1 (also at %2)").arg(quoted(t.id), at(tp, ids.value(t.id))));
        else
            ids.insert(t.id, k);
        const bool ofAlternative = t.subject == TriggerSubject::Attribute || t.subject == TriggerSubject::Value || t.subject == TriggerSubject::Figure;
        if (ofAlternative && t.alternative.isEmpty())
            error(at(p, "alternative"), QStringLiteral("a trigger on %1 names the alternative whose number it reads").arg(triggerSubjectName(t.subject) == QLatin1String("value") ? QStringLiteral("an entered value") : QStringLiteral("a ") + triggerSubjectName(t.subject)));
        else if (!ofAlternative && !t.alternative.isEmpty())
            error(at(p, "alternative"), QStringLiteral("a trigger on a %1 reads no alternative's number: remove \"alternative\"").arg(triggerSubjectName(t.subject)));
        if (t.subject == TriggerSubject::Figure && !figureById(t.target)) {
            QStringList figures;
            for (const FigureInfo &f : figureInfos())
                figures << f.id;
            error(at(p, "target"), QStringLiteral("unknown figure %1 (expected %2)").arg(quoted(t.target), figures.join(QStringLiteral(", "))));
        }
        if (!t.origin.isEmpty() && t.origin != QLatin1String("what_it_would_take") && t.origin != QLatin1String("assumption"))
            error(at(p, "origin"), QStringLiteral("unknown origin %1 (what_it_would_take or assumption; none for a trigger written by hand)").arg(quoted(t.origin)));
        number(at(p, "threshold"), t.threshold);
    }
}

void Validator::settings()
{
    if (!knownMethods().contains(p.analysis.method))
        error(P("/analysis/method"), QStringLiteral("unknown method %1 (expected %2)").arg(quoted(p.analysis.method), knownMethods().join(QStringLiteral(", "))));
    if (p.analysis.mcSamples < 1 || p.analysis.mcSamples > kMaxMonteCarloSamples)
        error(P("/analysis/mc_samples"), QStringLiteral("sample count %1 outside 1 to %2").arg(p.analysis.mcSamples).arg(kMaxMonteCarloSamples));
    if (!(p.analysis.vikorV >= 0.0 && p.analysis.vikorV <= 1.0))
        error(P("/analysis/vikor_v"), QStringLiteral("VIKOR v %1 outside 0 to 1").arg(p.analysis.vikorV));
    if (!p.metadata.date.isEmpty() && !QDate::fromString(p.metadata.date, Qt::ISODate).isValid())
        error(P("/metadata/date"), QStringLiteral("date %1 is not an ISO 8601 date (YYYY-MM-DD)").arg(quoted(p.metadata.date)));
}

Messages Validator::run()
{
    settings();
    criteria();
    groups();
    alternatives();
    profiles();
    scenario();
    whatIfScenarios();
    decisions();
    return std::move(out);
}

} // namespace

Messages validateProject(const ProjectData &project)
{
    return Validator(project).run();
}

} // namespace verdict
