// writeProject: ProjectData → the canonical .verdict text (docs/file-format.md, "Layout").
#include "format/projectfile.h"

#include "format/jsonwriter.h"

namespace verdict {

namespace {

using Style = JsonWriter::ArrayStyle;

void textMember(JsonWriter &w, const char *key, const QString &value)
{
    w.key(key);
    w.value(value);
}

// Sparse per-criterion (or per-attribute) maps are written in the order of `ids`, not alphabetically.
template<typename T, typename F>
void orderedMap(JsonWriter &w, const char *key, const std::map<QString, T> &map, const QStringList &ids, F writeValue)
{
    if (map.empty())
        return;
    w.key(key);
    w.beginObject();
    std::size_t written = 0;
    for (const QString &id : ids) {
        const auto it = map.find(id);
        if (it == map.end())
            continue;
        w.key(id);
        writeValue(it->second);
        ++written;
    }
    // Keys that name nothing cannot come from a valid project; write them anyway so nothing is lost silently
    // (the save-time re-read refuses them with a message).
    for (const auto &[k, v] : map) {
        if (written == map.size() || ids.contains(k))
            continue;
        w.key(k);
        writeValue(v);
    }
    w.endObject();
}

void writeCriterion(JsonWriter &w, const Criterion &c)
{
    w.beginObject();
    textMember(w, "id", c.id);
    textMember(w, "name", c.name);
    textMember(w, "description", c.description);
    textMember(w, "unit", c.unit);
    textMember(w, "direction", directionName(c.direction));
    if (c.scaleMin || c.scaleMax) {
        w.key("scale");
        w.beginArray(Style::Inline);
        c.scaleMin ? w.value(*c.scaleMin) : w.null();
        c.scaleMax ? w.value(*c.scaleMax) : w.null();
        w.endArray();
    }
    if (c.preference) {
        w.key("preference");
        w.beginObject();
        textMember(w, "type", preferenceTypeName(c.preference->type));
        w.key("q");
        w.value(c.preference->q);
        w.key("p");
        w.value(c.preference->p);
        w.key("s");
        w.value(c.preference->s);
        w.endObject();
    }
    if (c.valueFunction) {
        w.key("value_function");
        w.beginObject();
        if (c.valueFunction->isScale()) {
            w.key("levels");
            w.beginArray(Style::Multiline);
            for (const ValueLevel &l : c.valueFunction->levels) {
                w.beginObject();
                w.key("x");
                w.value(l.x);
                textMember(w, "label", l.label);
                w.key("value");
                w.value(l.v);
                w.endObject();
            }
            w.endArray();
        } else {
            w.key("points");
            w.beginArray(Style::Multiline);
            for (const ValuePoint &pt : c.valueFunction->points) {
                w.beginArray(Style::Inline);
                w.value(pt.x);
                w.value(pt.v);
                w.endArray();
            }
            w.endArray();
        }
        w.endObject();
    }
    if (!c.formula.isEmpty())
        textMember(w, "formula", c.formula);
    if (!c.provenance.isEmpty())
        textMember(w, "provenance", c.provenance);
    if (!c.group.isEmpty())
        textMember(w, "group", c.group);
    w.endObject();
}

void writeUncertainty(JsonWriter &w, const Uncertainty &u)
{
    w.beginObject();
    textMember(w, "type", uncertaintyKindName(u.kind));
    const auto num = [&w](const char *key, double v) {
        w.key(key);
        w.value(v);
    };
    switch (u.kind) {
    case UncertaintyKind::Interval:
        num("low", u.low);
        num("high", u.high);
        break;
    case UncertaintyKind::Triangular:
        num("low", u.low);
        num("likely", u.likely);
        num("high", u.high);
        break;
    case UncertaintyKind::Normal:
        num("mean", u.mean);
        num("sd", u.sd);
        break;
    }
    w.endObject();
}

void writeAlternative(JsonWriter &w, const ProjectData &p, int row, const QStringList &criterionIds,
                      const QStringList &attributeIds)
{
    const Alternative &a = p.alternatives[std::size_t(row)];
    w.beginObject();
    textMember(w, "id", a.id);
    textMember(w, "name", a.name);
    textMember(w, "description", a.description);
    w.key("values");
    w.beginArray(Style::Inline);
    for (int c = 0; c < p.criterionCount(); ++c) {
        if (p.criteria[std::size_t(c)].isFormula() || row >= p.values.rows() || c >= p.values.cols())
            w.null();
        else
            w.valueOrNull(p.values.at(row, c));
    }
    w.endArray();
    const auto text = [&w](const QString &s) { w.value(s); };
    orderedMap(w, "provenance", a.provenance.materialized(), criterionIds, text);
    orderedMap(w, "uncertainty", a.uncertainty, criterionIds, [&w](const Uncertainty &u) { writeUncertainty(w, u); });
    orderedMap(w, "attributes", a.attributes, attributeIds, [&w](double v) { w.value(v); });
    orderedMap(w, "attribute_provenance", a.attributeProvenance, attributeIds, text);
    w.endObject();
}

void writeDecision(JsonWriter &w, const DecisionRecord &d)
{
    w.beginObject();
    textMember(w, "id", d.id);
    textMember(w, "status", decisionStatusName(d.status));
    textMember(w, "chosen", d.chosen);
    textMember(w, "chosen_name", d.chosenName);
    textMember(w, "decided_on", d.decidedOn);
    if (!d.decidedBy.isEmpty())
        textMember(w, "decided_by", d.decidedBy);
    if (!d.vote.isEmpty())
        textMember(w, "vote", d.vote);
    if (!d.rationale.isEmpty())
        textMember(w, "rationale", d.rationale);
    if (!d.reviewBy.isEmpty())
        textMember(w, "review_by", d.reviewBy);
    if (!d.triggers.empty()) {
        w.key("triggers");
        w.beginArray(Style::Multiline);
        for (const DecisionTrigger &t : d.triggers) {
            w.beginObject();
            textMember(w, "id", t.id);
            textMember(w, "subject", triggerSubjectName(t.subject));
            if (!t.alternative.isEmpty())
                textMember(w, "alternative", t.alternative);
            textMember(w, "target", t.target);
            textMember(w, "op", triggerOpText(t.op));
            w.key("threshold");
            w.value(t.threshold);
            if (!t.why.isEmpty())
                textMember(w, "why", t.why);
            if (!t.origin.isEmpty())
                textMember(w, "origin", t.origin);
            w.endObject();
        }
        w.endArray();
    }
    const DecisionSnapshot &s = d.snapshot;
    w.key("snapshot");
    w.beginObject();
    textMember(w, "method", s.method);
    textMember(w, "profile", s.profile);
    if (!s.scenario.isEmpty())
        textMember(w, "scenario", s.scenario);
    textMember(w, "inputs", s.inputs);
    textMember(w, "winner", s.winner);
    w.key("alternatives");
    w.value(s.alternatives);
    w.key("ranking");
    w.beginArray(Style::Multiline);
    for (const DecisionRankRow &row : s.ranking) {
        w.beginObject();
        textMember(w, "alternative", row.alternative);
        textMember(w, "name", row.name);
        w.key("rank");
        w.value(row.rank);
        w.key("score");
        w.value(row.score);
        w.key("margin_points");
        w.value(row.marginPoints);
        w.key("feasible");
        w.boolean(row.feasible);
        w.endObject();
    }
    w.endArray();
    w.key("figures");
    w.beginObject();
    for (const auto &[id, value] : s.figures) {
        w.key(id);
        w.value(value);
    }
    w.endObject();
    w.endObject();
    w.endObject();
}

void writeScenario(JsonWriter &w, const NamedScenario &x)
{
    w.beginObject();
    textMember(w, "name", x.name);
    if (!x.description.isEmpty())
        textMember(w, "description", x.description);
    w.key("overrides");
    w.beginArray(Style::Multiline);
    for (const ScenarioOverride &o : x.overrides) {
        w.beginObject();
        const char *kind = o.kind == ScenarioOverride::Kind::Parameter ? "parameter"
                           : o.kind == ScenarioOverride::Kind::Attribute ? "attribute" : "criterion";
        textMember(w, kind, o.target);
        if (o.alternatives.size() == 1) {
            textMember(w, "alternative", o.alternatives.front());
        } else if (!o.alternatives.isEmpty()) {
            w.key("alternatives");
            w.beginArray(Style::Inline);
            for (const QString &id : o.alternatives)
                w.value(id);
            w.endArray();
        }
        if (o.factor) {
            w.key("factor");
            w.value(*o.factor);
        } else {
            w.key("value");
            w.value(o.value.value_or(0.0));
        }
        w.endObject();
    }
    w.endArray();
    w.endObject();
}

void writeAhp(JsonWriter &w, const AhpJudgments &j)
{
    w.beginObject();
    w.key("criteria");
    w.beginArray(Style::Inline);
    for (const QString &id : j.criteria)
        w.value(id);
    w.endArray();
    w.key("matrix");
    w.beginArray(Style::Multiline);
    for (const std::vector<double> &row : j.matrix) {
        w.beginArray(Style::Inline);
        for (double v : row)
            w.value(v);
        w.endArray();
    }
    w.endArray();
    w.endObject();
}

void writeProfile(JsonWriter &w, const ProjectData &p, const WeightProfile &profile, const QStringList &criterionIds,
                  const QStringList &groupIds)
{
    w.beginObject();
    textMember(w, "name", profile.name);
    textMember(w, "description", profile.description);
    if (profile.computed) { // its weights come from the stakeholders' when the file is read
        textMember(w, "computed", QStringLiteral("group"));
        w.endObject();
        return;
    }
    if (profile.stakeholder) {
        w.key("stakeholder");
        w.beginObject();
        textMember(w, "role", profile.stakeholder->role);
        w.key("voice");
        w.value(profile.stakeholder->voice);
        w.endObject();
    }
    w.key("weights");
    w.beginObject();
    for (std::size_t c = 0; c < p.criteria.size(); ++c) {
        w.key(p.criteria[c].id);
        if (c < profile.weights.size())
            w.value(profile.weights[c]);
        else
            w.null(); // a profile out of step with the criteria: refused by the save-time re-read
    }
    w.endObject();
    if (profile.ahp) {
        w.key("ahp");
        writeAhp(w, *profile.ahp);
    }
    orderedMap(w, "ahp_groups", profile.groupAhp, groupIds, [&w](const AhpJudgments &j) { writeAhp(w, j); });
    if (!profile.ordinal.isEmpty()) {
        w.key("ordinal");
        w.beginArray(Style::Inline);
        for (const QString &id : profile.ordinal)
            w.value(id);
        w.endArray();
    }
    orderedMap(w, "intervals", profile.intervals, criterionIds, [&w](const WeightInterval &iv) {
        w.beginArray(Style::Inline);
        w.value(iv.low);
        w.value(iv.high);
        w.endArray();
    });
    orderedMap(w, "group_weights", profile.groupWeights, groupIds, [&w](double v) { w.value(v); });
    if (!profile.swing.empty()) {
        w.key("swing");
        w.beginArray(Style::Multiline);
        for (const SwingRating &r : profile.swing) {
            w.beginObject();
            if (!r.criterion.isEmpty())
                textMember(w, "criterion", r.criterion);
            else
                textMember(w, "group", r.group);
            w.key("rating");
            w.value(r.rating);
            if (r.worst) {
                w.key("worst");
                w.value(*r.worst);
            }
            if (r.best) {
                w.key("best");
                w.value(*r.best);
            }
            w.endObject();
        }
        w.endArray();
    }
    w.endObject();
}

} // namespace

QByteArray writeProject(const ProjectData &p)
{
    const QStringList criterionIds = p.criterionIds();
    QStringList attributeIds;
    for (const AttributeDef &a : p.attributes)
        attributeIds << a.id;
    QStringList groupIds;
    for (const CriterionGroup &g : p.groups)
        groupIds << g.id;

    JsonWriter w;
    w.beginObject();
    textMember(w, "format", QStringLiteral("verdict"));
    w.key("version");
    w.value(kFormatVersion);

    w.key("metadata");
    w.beginObject();
    textMember(w, "title", p.metadata.title);
    textMember(w, "author", p.metadata.author);
    textMember(w, "date", p.metadata.date);
    textMember(w, "description", p.metadata.description);
    w.endObject();

    w.key("analysis");
    w.beginObject();
    textMember(w, "method", p.analysis.method);
    textMember(w, "normalization", normalizationName(p.analysis.normalization));
    w.key("mc_samples");
    w.value(p.analysis.mcSamples);
    w.key("mc_seed");
    w.value(p.analysis.mcSeed);
    w.key("vikor_v");
    w.value(p.analysis.vikorV);
    w.endObject();

    w.key("criteria");
    w.beginArray(Style::Multiline);
    for (const Criterion &c : p.criteria)
        writeCriterion(w, c);
    w.endArray();

    if (!p.groups.empty()) { // a flat project's file has no "groups"
        w.key("groups");
        w.beginArray(Style::Multiline);
        for (const CriterionGroup &g : p.groups) {
            w.beginObject();
            textMember(w, "id", g.id);
            textMember(w, "name", g.name);
            if (!g.parent.isEmpty())
                textMember(w, "parent", g.parent);
            if (!g.description.isEmpty())
                textMember(w, "description", g.description);
            w.endObject();
        }
        w.endArray();
    }

    w.key("attributes");
    w.beginArray(Style::Multiline);
    for (const AttributeDef &a : p.attributes) {
        w.beginObject();
        textMember(w, "id", a.id);
        textMember(w, "name", a.name);
        textMember(w, "unit", a.unit);
        textMember(w, "description", a.description);
        w.endObject();
    }
    w.endArray();

    w.key("alternatives");
    w.beginArray(Style::Multiline);
    for (int i = 0; i < p.alternativeCount(); ++i)
        writeAlternative(w, p, i, criterionIds, attributeIds);
    w.endArray();

    textMember(w, "baseline", p.baseline);

    w.key("parameters");
    w.beginArray(Style::Multiline);
    for (const Parameter &x : p.parameters) {
        w.beginObject();
        textMember(w, "id", x.id);
        textMember(w, "name", x.name);
        w.key("value");
        w.value(x.value);
        textMember(w, "unit", x.unit);
        textMember(w, "description", x.description);
        textMember(w, "provenance", x.provenance);
        w.endObject();
    }
    w.endArray();

    w.key("constraints");
    w.beginArray(Style::Multiline);
    for (const Constraint &x : p.constraints) {
        w.beginObject();
        textMember(w, "expression", x.expression);
        textMember(w, "description", x.description);
        w.endObject();
    }
    w.endArray();

    w.key("rules");
    w.beginArray(Style::Multiline);
    for (const DecisionRule &x : p.rules) {
        w.beginObject();
        textMember(w, "when", x.when);
        textMember(w, "then_profile", x.thenProfile);
        textMember(w, "else_profile", x.elseProfile);
        textMember(w, "message", x.message);
        w.endObject();
    }
    w.endArray();

    w.key("checks");
    w.beginArray(Style::Multiline);
    for (const NamedCheck &x : p.checks) {
        w.beginObject();
        textMember(w, "id", x.id);
        textMember(w, "name", x.name);
        textMember(w, "formula", x.formula);
        if (x.expected) {
            w.key("expected");
            w.value(*x.expected);
        }
        textMember(w, "unit", x.unit);
        textMember(w, "provenance", x.provenance);
        w.endObject();
    }
    w.endArray();

    w.key("profiles");
    w.beginArray(Style::Multiline);
    for (const WeightProfile &profile : p.profiles)
        writeProfile(w, p, profile, criterionIds, groupIds);
    w.endArray();

    const bool activeValid = p.activeProfile >= 0 && std::size_t(p.activeProfile) < p.profiles.size();
    textMember(w, "active_profile", activeValid ? p.active().name : QString());

    w.key("term_map");
    w.beginArray(Style::Multiline);
    for (const TermRow &row : p.termMap) {
        w.beginObject();
        textMember(w, "concept", row.conceptName);
        if (!row.note.isEmpty())
            textMember(w, "note", row.note);
        w.key("terms");
        w.beginObject();
        for (const Alternative &a : p.alternatives) {
            const auto it = row.terms.find(a.id);
            if (it != row.terms.end()) {
                w.key(a.id);
                w.value(it->second);
            }
        }
        for (const auto &[k, v] : row.terms) {
            if (p.indexOfAlternative(k) >= 0)
                continue;
            w.key(k);
            w.value(v);
        }
        w.endObject();
        w.endObject();
    }
    w.endArray();

    w.key("charts");
    w.beginObject();
    w.key("tradeoff");
    w.beginObject();
    textMember(w, "x", p.charts.tradeoffX);
    textMember(w, "y", p.charts.tradeoffY);
    w.endObject();
    w.key("attribute_directions");
    w.beginObject();
    for (const QString &id : attributeIds) {
        const auto it = p.charts.attributeDirections.find(id);
        if (it != p.charts.attributeDirections.end()) {
            w.key(id);
            w.value(directionName(it->second));
        }
    }
    for (const auto &[k, v] : p.charts.attributeDirections) {
        if (attributeIds.contains(k))
            continue;
        w.key(k);
        w.value(directionName(v));
    }
    w.endObject();
    w.endObject();

    // What-if scenarios: only in a project that has them, so files without stay as they were.
    if (!p.scenarios.empty()) {
        w.key("scenarios");
        w.beginArray(Style::Multiline);
        for (const NamedScenario &x : p.scenarios)
            writeScenario(w, x);
        w.endArray();
    }
    // A project whose scenario is applied (a command's --scenario) holds that scenario's numbers as its own.
    if (!p.activeScenario.isEmpty() && !p.scenarioApplied)
        textMember(w, "active_scenario", p.activeScenario);
    // The decision record: only in a project that has one, so files without stay as they were.
    if (!p.decisions.empty()) {
        w.key("decisions");
        w.beginArray(Style::Multiline);
        for (const DecisionRecord &d : p.decisions)
            writeDecision(w, d);
        w.endArray();
    }

    w.endObject();
    return w.finish();
}

ProjectData canonicalProject(ProjectData p)
{
    if (p.scenarioApplied) { // written as the project's own numbers, with no active scenario
        p.activeScenario.clear();
        p.scenarioApplied = false;
    }
    for (int c = 0; c < p.criterionCount() && c < p.values.cols(); ++c)
        if (p.criteria[std::size_t(c)].isFormula())
            for (int r = 0; r < p.values.rows(); ++r)
                p.values.set(r, c, kMissing);
    for (Alternative &a : p.alternatives) {
        for (auto &[key, u] : a.uncertainty) {
            Uncertainty clean;
            clean.kind = u.kind;
            if (u.kind == UncertaintyKind::Normal) {
                clean.mean = u.mean;
                clean.sd = u.sd;
            } else {
                clean.low = u.low;
                clean.high = u.high;
                if (u.kind == UncertaintyKind::Triangular)
                    clean.likely = u.likely;
            }
            u = clean;
        }
    }
    return p;
}

} // namespace verdict
