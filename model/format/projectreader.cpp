// readProject: .verdict JSON → ProjectData. Structure and types are checked here while walking the DOM;
// cross-references and consistency are checked afterwards by validateProject (projectvalidator.cpp).
#include "format/projectfile.h"

#include "analysis/groupprofile.h"

#include "core/ids.h"
#include "core/limits.h"
#include "format/jsonreader.h"
#include "format/jsontext.h"

#include <QHash>

#include <cmath>

namespace verdict {

namespace {

using json = nlohmann::json;
constexpr int kText = limits::kMaxStringLength;
constexpr int kFormula = limits::kMaxFormulaLength;

QString P(const char *s) { return QLatin1String(s); }

class ProjectReader
{
public:
    explicit ProjectReader(Messages &messages) : r(messages) {}

    // False if the header (format, version) refuses the document before anything else is read.
    bool readHeader(const json &doc);
    void read(const json &doc, ProjectData &p);

private:
    void readMetadata(const json &v, Metadata &m);
    void readAnalysis(const json &v, AnalysisSettings &a);
    void readCriterion(const json &v, const QString &ptr, Criterion &c);
    void readAttribute(const json &v, const QString &ptr, AttributeDef &a);
    void readGroup(const json &v, const QString &ptr, CriterionGroup &g);
    void readAlternative(const json &v, const QString &ptr, int row, ProjectData &p);
    void readUncertainty(const json &v, const QString &ptr, Uncertainty &u);
    void readProfile(const json &v, const QString &ptr, WeightProfile &w, const ProjectData &p);
    AhpJudgments readAhp(const json &v, const QString &ap);
    void readParameter(const json &v, const QString &ptr, Parameter &x);
    void readConstraint(const json &v, const QString &ptr, Constraint &x);
    void readRule(const json &v, const QString &ptr, DecisionRule &x);
    void readCheck(const json &v, const QString &ptr, NamedCheck &x);
    void readTermRow(const json &v, const QString &ptr, TermRow &x);
    void readCharts(const json &v, ChartSettings &c);
    void readScenario(const json &v, const QString &ptr, NamedScenario &x);
    void readDecision(const json &v, const QString &ptr, DecisionRecord &d);
    void readTrigger(const json &v, const QString &ptr, DecisionTrigger &t);
    void readOverride(const json &v, const QString &ptr, ScenarioOverride &x);
    std::optional<Direction> direction(const json &v, const QString &ptr);
    std::optional<ValueFunction> valueFunction(const json &v, const QString &ptr);
    template<typename T>
    void readStringMap(const json &v, const QString &ptr, std::map<QString, T> &out, int maxLength);

    // Reads an array member of the document into `out`, one item at a time.
    template<typename T, typename F>
    void readList(const json &doc, const char *key, std::vector<T> &out, bool required, int limit, F readItem)
    {
        const QString ptr = u'/' + QLatin1String(key);
        const json *v = r.member(doc, QString(), key, required);
        if (!v || !r.isArray(*v, ptr))
            return;
        if (limit > 0 && v->size() > std::size_t(limit)) {
            r.error(ptr, QStringLiteral("%1 items is more than the limit of %2").arg(v->size()).arg(limit));
            return;
        }
        out.resize(v->size());
        for (std::size_t i = 0; i < v->size(); ++i)
            readItem((*v)[i], JsonReader::child(ptr, i), out[i]);
    }

    JsonReader r;
    QHash<QString, int> m_criterionIndex; // first occurrence wins; duplicates are reported by validation
};

bool ProjectReader::readHeader(const json &doc)
{
    if (!doc.is_object()) {
        r.error(QString(), QStringLiteral("not a Verdict project: expected a JSON object, found %1")
                               .arg(JsonReader::describe(doc)));
        return false;
    }
    const auto format = doc.find("format");
    if (format == doc.end() || !format->is_string() || format->get_ref<const std::string &>() != "verdict") {
        r.error(P("/format"), QStringLiteral("not a Verdict project: expected \"format\": \"verdict\""));
        return false;
    }
    const json *version = r.member(doc, QString(), "version", true);
    if (!version)
        return false;
    if (!version->is_number_integer()) {
        r.error(P("/version"), QStringLiteral("expected an integer format version, found %1")
                                   .arg(version->is_number() ? QStringLiteral("a fraction")
                                                             : JsonReader::describe(*version)));
        return false;
    }
    if (version->is_number_unsigned() && version->get<std::uint64_t>() > std::uint64_t(kFormatVersion)) {
        r.error(P("/version"), QStringLiteral("this file was written by a newer Verdict (format version %1); "
                                              "this version reads version %2")
                                   .arg(version->get<std::uint64_t>())
                                   .arg(kFormatVersion));
        return false;
    }
    if (version->get<std::int64_t>() != kFormatVersion) {
        r.error(P("/version"), QStringLiteral("unsupported format version %1 (this version reads version %2)")
                                   .arg(version->get<std::int64_t>())
                                   .arg(kFormatVersion));
        return false;
    }
    return true;
}

void ProjectReader::read(const json &doc, ProjectData &p)
{
    r.knownKeys(doc, QString(),
                {"format", "version", "metadata", "analysis", "criteria", "groups", "attributes", "alternatives", "baseline",
                 "parameters", "constraints", "rules", "checks", "profiles", "active_profile", "term_map",
                 "charts", "scenarios", "active_scenario", "decisions"});
    if (const json *v = r.member(doc, QString(), "metadata", false))
        readMetadata(*v, p.metadata);
    if (const json *v = r.member(doc, QString(), "analysis", false))
        readAnalysis(*v, p.analysis);

    readList(doc, "criteria", p.criteria, true, limits::kMaxCriteria,
             [this](const json &v, const QString &ptr, Criterion &c) { readCriterion(v, ptr, c); });
    for (int i = int(p.criteria.size()) - 1; i >= 0; --i) // insert replaces, so going backwards the first id wins
        m_criterionIndex.insert(p.criteria[std::size_t(i)].id, i);
    // Criterion ids key the weights and every sparse map below: a bad one is reported here, where it is the
    // cause, rather than through the "unknown criterion" errors it leads to further down.
    for (std::size_t i = 0; i < p.criteria.size(); ++i) {
        const QString &cid = p.criteria[i].id;
        const QString ptr = JsonReader::child(JsonReader::child(P("/criteria"), i), "id");
        if (!isValidId(cid))
            r.error(ptr, QStringLiteral("invalid id \"%1\": ids are 1 to 64 characters, lower-case letters, digits "
                                        "and _, not starting with a digit").arg(cid));
        else if (m_criterionIndex.value(cid) != int(i))
            r.error(ptr, QStringLiteral("duplicate criterion id \"%1\" (also at /criteria/%2)").arg(cid).arg(m_criterionIndex.value(cid)));
    }

    readList(doc, "groups", p.groups, false, limits::kMaxGroups,
             [this](const json &v, const QString &ptr, CriterionGroup &g) { readGroup(v, ptr, g); });
    readList(doc, "attributes", p.attributes, false, limits::kMaxAttributes,
             [this](const json &v, const QString &ptr, AttributeDef &a) { readAttribute(v, ptr, a); });

    // Alternatives: their values go straight into the matrix.
    if (const json *v = r.member(doc, QString(), "alternatives", true); v && r.isArray(*v, P("/alternatives"))) {
        if (v->size() > std::size_t(limits::kMaxAlternatives)) {
            r.error(P("/alternatives"), QStringLiteral("%1 alternatives is more than the limit of %2")
                                            .arg(v->size())
                                            .arg(limits::kMaxAlternatives));
        } else if (std::int64_t(v->size()) * std::int64_t(p.criteria.size()) > limits::kMaxCells) {
            r.error(P("/alternatives"), QStringLiteral("%1 × %2 values is more than the limit of %3")
                                            .arg(v->size())
                                            .arg(p.criteria.size())
                                            .arg(limits::kMaxCells));
        } else {
            p.alternatives.resize(v->size());
            p.values = SharedMatrix(int(v->size()), int(p.criteria.size()));
            for (std::size_t i = 0; i < v->size(); ++i)
                readAlternative((*v)[i], JsonReader::child(P("/alternatives"), i), int(i), p);
        }
    }

    if (const json *v = r.member(doc, QString(), "baseline", false))
        if (auto t = r.text(*v, P("/baseline"), kText))
            p.baseline = *t;
    readList(doc, "parameters", p.parameters, false, limits::kMaxParameters,
             [this](const json &v, const QString &ptr, Parameter &x) { readParameter(v, ptr, x); });
    readList(doc, "constraints", p.constraints, false, 0,
             [this](const json &v, const QString &ptr, Constraint &x) { readConstraint(v, ptr, x); });
    readList(doc, "rules", p.rules, false, 0,
             [this](const json &v, const QString &ptr, DecisionRule &x) { readRule(v, ptr, x); });
    readList(doc, "checks", p.checks, false, 0,
             [this](const json &v, const QString &ptr, NamedCheck &x) { readCheck(v, ptr, x); });
    readList(doc, "profiles", p.profiles, true, limits::kMaxProfiles,
             [this, &p](const json &v, const QString &ptr, WeightProfile &w) { readProfile(v, ptr, w, p); });

    if (const json *v = r.member(doc, QString(), "active_profile", true)) {
        if (auto name = r.text(*v, P("/active_profile"), kText)) {
            p.activeProfile = p.indexOfProfile(*name);
            if (p.activeProfile < 0) {
                p.activeProfile = 0;
                if (!p.profiles.empty())
                    r.error(P("/active_profile"), QStringLiteral("no profile named \"%1\"").arg(*name));
            }
        }
    }
    readList(doc, "term_map", p.termMap, false, 0,
             [this](const json &v, const QString &ptr, TermRow &x) { readTermRow(v, ptr, x); });
    if (const json *v = r.member(doc, QString(), "charts", false))
        readCharts(*v, p.charts);
    readList(doc, "scenarios", p.scenarios, false, limits::kMaxScenarios,
             [this](const json &v, const QString &ptr, NamedScenario &x) { readScenario(v, ptr, x); });
    if (const json *v = r.member(doc, QString(), "active_scenario", false))
        if (auto name = r.text(*v, P("/active_scenario"), kText))
            p.activeScenario = *name; // the validator says when no scenario has the name
    readList(doc, "decisions", p.decisions, false, limits::kMaxDecisions,
             [this](const json &v, const QString &ptr, DecisionRecord &x) { readDecision(v, ptr, x); });
}

void ProjectReader::readDecision(const json &v, const QString &ptr, DecisionRecord &d)
{
    if (!r.isObject(v, ptr))
        return;
    r.knownKeys(v, ptr, {"id", "status", "chosen", "chosen_name", "decided_on", "decided_by", "vote", "rationale",
                         "review_by", "snapshot", "triggers"});
    r.text(v, ptr, "id", d.id, true, kText);
    QString status;
    r.text(v, ptr, "status", status, true, kText);
    if (!status.isEmpty()) {
        if (const std::optional<DecisionStatus> s = parseDecisionStatus(status))
            d.status = *s;
        else
            r.error(JsonReader::child(ptr, "status"),
                    QStringLiteral("unknown status \"%1\" (proposed, accepted, superseded or rejected)").arg(status));
    }
    r.text(v, ptr, "chosen", d.chosen, true, kText);
    r.text(v, ptr, "chosen_name", d.chosenName, false, kText);
    r.text(v, ptr, "decided_on", d.decidedOn, true, kText);
    r.text(v, ptr, "decided_by", d.decidedBy, false, kText);
    r.text(v, ptr, "vote", d.vote, false, kText);
    r.text(v, ptr, "rationale", d.rationale, false, kText);
    r.text(v, ptr, "review_by", d.reviewBy, false, kText);
    const QString tp = JsonReader::child(ptr, "triggers");
    if (const json *triggers = r.member(v, ptr, "triggers", false); triggers && r.isArray(*triggers, tp)) {
        if (triggers->size() > std::size_t(limits::kMaxTriggers)) {
            r.error(tp, QStringLiteral("%1 triggers is more than the limit of %2").arg(triggers->size()).arg(limits::kMaxTriggers));
        } else {
            d.triggers.resize(triggers->size());
            for (std::size_t i = 0; i < triggers->size(); ++i)
                readTrigger((*triggers)[i], JsonReader::child(tp, i), d.triggers[i]);
        }
    }
    const QString sp = JsonReader::child(ptr, "snapshot");
    const json *snapshot = r.member(v, ptr, "snapshot", true);
    if (!snapshot || !r.isObject(*snapshot, sp))
        return;
    DecisionSnapshot &s = d.snapshot;
    r.knownKeys(*snapshot, sp, {"method", "profile", "scenario", "inputs", "winner", "alternatives", "ranking", "figures"});
    r.text(*snapshot, sp, "method", s.method, true, kText);
    r.text(*snapshot, sp, "profile", s.profile, false, kText);
    r.text(*snapshot, sp, "scenario", s.scenario, false, kText);
    r.text(*snapshot, sp, "inputs", s.inputs, false, kText);
    r.text(*snapshot, sp, "winner", s.winner, false, kText);
    if (const json *n = r.member(*snapshot, sp, "alternatives", false))
        if (const auto count = r.integer(*n, JsonReader::child(sp, "alternatives"), 0, limits::kMaxAlternatives))
            s.alternatives = int(*count);
    const QString rp = JsonReader::child(sp, "ranking");
    if (const json *rows = r.member(*snapshot, sp, "ranking", false); rows && r.isArray(*rows, rp)) {
        if (rows->size() > std::size_t(limits::kMaxAlternatives)) {
            r.error(rp, QStringLiteral("%1 rows is more than the limit of %2").arg(rows->size()).arg(limits::kMaxAlternatives));
        } else {
            s.ranking.resize(rows->size());
            for (std::size_t i = 0; i < rows->size(); ++i) {
                const json &row = (*rows)[i];
                const QString p = JsonReader::child(rp, i);
                if (!r.isObject(row, p))
                    continue;
                DecisionRankRow &x = s.ranking[i];
                r.knownKeys(row, p, {"alternative", "name", "rank", "score", "margin_points", "feasible"});
                r.text(row, p, "alternative", x.alternative, true, kText);
                r.text(row, p, "name", x.name, false, kText);
                if (const json *rank = r.member(row, p, "rank", true))
                    if (const auto k = r.integer(*rank, JsonReader::child(p, "rank"), 1, limits::kMaxAlternatives))
                        x.rank = int(*k);
                r.number(row, p, "score", x.score, true);
                r.number(row, p, "margin_points", x.marginPoints, false);
                if (const json *f = r.member(row, p, "feasible", false)) {
                    if (f->is_boolean())
                        x.feasible = f->get<bool>();
                    else
                        r.error(JsonReader::child(p, "feasible"), QStringLiteral("expected true or false, found %1").arg(JsonReader::describe(*f)));
                }
            }
        }
    }
    if (const json *f = r.member(*snapshot, sp, "figures", false))
        readStringMap(*f, JsonReader::child(sp, "figures"), s.figures, kText);
}

void ProjectReader::readTrigger(const json &v, const QString &ptr, DecisionTrigger &t)
{
    if (!r.isObject(v, ptr))
        return;
    r.knownKeys(v, ptr, {"id", "subject", "alternative", "target", "op", "threshold", "why", "origin"});
    r.text(v, ptr, "id", t.id, true, kText);
    QString subject, op;
    r.text(v, ptr, "subject", subject, true, kText);
    if (!subject.isEmpty()) {
        if (const std::optional<TriggerSubject> s = parseTriggerSubject(subject))
            t.subject = *s;
        else
            r.error(JsonReader::child(ptr, "subject"),
                    QStringLiteral("unknown subject \"%1\" (attribute, value, figure, parameter or weight)").arg(subject));
    }
    r.text(v, ptr, "alternative", t.alternative, false, kText);
    r.text(v, ptr, "target", t.target, true, kText);
    r.text(v, ptr, "op", op, true, kText);
    if (!op.isEmpty()) {
        if (const std::optional<TriggerOp> o = parseTriggerOp(op))
            t.op = *o;
        else
            r.error(JsonReader::child(ptr, "op"), QStringLiteral("unknown operator \"%1\" (<, <=, > or >=)").arg(op));
    }
    r.number(v, ptr, "threshold", t.threshold, true);
    r.text(v, ptr, "why", t.why, false, kText);
    r.text(v, ptr, "origin", t.origin, false, kText);
}

void ProjectReader::readScenario(const json &v, const QString &ptr, NamedScenario &x)
{
    if (!r.isObject(v, ptr))
        return;
    r.knownKeys(v, ptr, {"name", "description", "overrides"});
    r.text(v, ptr, "name", x.name, true, kText);
    r.text(v, ptr, "description", x.description, false, kText);
    const QString op = JsonReader::child(ptr, "overrides");
    const json *o = r.member(v, ptr, "overrides", true);
    if (!o || !r.isArray(*o, op))
        return;
    if (o->size() > std::size_t(limits::kMaxOverrides)) {
        r.error(op, QStringLiteral("%1 overrides is more than the limit of %2").arg(o->size()).arg(limits::kMaxOverrides));
        return;
    }
    x.overrides.resize(o->size());
    for (std::size_t i = 0; i < o->size(); ++i)
        readOverride((*o)[i], JsonReader::child(op, i), x.overrides[i]);
}

// {"parameter": ID | "attribute": ID | "criterion": ID, ["alternative": ID | "alternatives": [ID, ...]],
//  "value": N | "factor": N}
void ProjectReader::readOverride(const json &v, const QString &ptr, ScenarioOverride &x)
{
    if (!r.isObject(v, ptr))
        return;
    r.knownKeys(v, ptr, {"parameter", "attribute", "criterion", "alternative", "alternatives", "value", "factor"});
    int kinds = 0;
    for (const auto &[key, kind] : {std::pair{"parameter", ScenarioOverride::Kind::Parameter},
                                    std::pair{"attribute", ScenarioOverride::Kind::Attribute},
                                    std::pair{"criterion", ScenarioOverride::Kind::Value}}) {
        if (!v.contains(key))
            continue;
        ++kinds;
        x.kind = kind;
        r.text(v, ptr, key, x.target, false, kText);
    }
    if (kinds != 1)
        r.error(ptr, kinds == 0 ? QStringLiteral("an override names what it changes: \"parameter\", \"attribute\" or \"criterion\"")
                                : QStringLiteral("an override changes one thing: one of \"parameter\", \"attribute\" and \"criterion\""));
    const bool one = v.contains("alternative"), some = v.contains("alternatives");
    if (one && some)
        r.error(ptr, QStringLiteral("give \"alternative\" or \"alternatives\", not both"));
    else if ((one || some) && x.kind == ScenarioOverride::Kind::Parameter && kinds == 1)
        r.error(JsonReader::child(ptr, one ? "alternative" : "alternatives"),
                QStringLiteral("a parameter is the same for every alternative: an override of one names no alternative"));
    else if (one) {
        QString id;
        r.text(v, ptr, "alternative", id, false, kText);
        if (!id.isEmpty())
            x.alternatives << id;
    } else if (some) {
        const QString ap = JsonReader::child(ptr, "alternatives");
        const json &list = v.at("alternatives");
        if (r.isArray(list, ap)) {
            if (list.empty())
                r.error(ap, QStringLiteral("an empty list: leave \"alternatives\" out for every alternative"));
            for (std::size_t i = 0; i < list.size() && i < std::size_t(limits::kMaxAlternatives); ++i)
                if (auto id = r.text(list[i], JsonReader::child(ap, i), kText))
                    x.alternatives << *id;
        }
    }
    const bool value = v.contains("value"), factor = v.contains("factor");
    if (value == factor)
        r.error(ptr, value ? QStringLiteral("give \"value\" or \"factor\", not both")
                           : QStringLiteral("an override needs a \"value\" or a \"factor\""));
    else if (value) {
        if (auto n = r.number(v.at("value"), JsonReader::child(ptr, "value")))
            x.value = *n;
    } else if (auto n = r.number(v.at("factor"), JsonReader::child(ptr, "factor")))
        x.factor = *n;
}

void ProjectReader::readMetadata(const json &v, Metadata &m)
{
    const QString ptr = P("/metadata");
    if (!r.isObject(v, ptr))
        return;
    r.knownKeys(v, ptr, {"title", "author", "date", "description"});
    r.text(v, ptr, "title", m.title, false, kText);
    r.text(v, ptr, "author", m.author, false, kText);
    r.text(v, ptr, "date", m.date, false, kText);
    r.text(v, ptr, "description", m.description, false, kText);
}

void ProjectReader::readAnalysis(const json &v, AnalysisSettings &a)
{
    const QString ptr = P("/analysis");
    if (!r.isObject(v, ptr))
        return;
    r.knownKeys(v, ptr, {"method", "normalization", "mc_samples", "mc_seed", "vikor_v"});
    r.text(v, ptr, "method", a.method, false, kText);
    if (const json *n = r.member(v, ptr, "normalization", false)) {
        if (auto t = r.text(*n, P("/analysis/normalization"), kText)) {
            const auto parsed = parseNormalization(*t);
            if (parsed && normalizationName(*parsed) == *t)
                a.normalization = *parsed;
            else
                r.error(P("/analysis/normalization"),
                        QStringLiteral("unknown normalization \"%1\" (expected minmax, max, sum, vector or none)").arg(*t));
        }
    }
    if (const json *n = r.member(v, ptr, "mc_samples", false))
        if (auto i = r.integer(*n, P("/analysis/mc_samples"), 1, kMaxMonteCarloSamples))
            a.mcSamples = int(*i);
    if (const json *n = r.member(v, ptr, "mc_seed", false))
        if (auto s = r.unsignedInteger(*n, P("/analysis/mc_seed")))
            a.mcSeed = *s;
    r.number(v, ptr, "vikor_v", a.vikorV, false);
}

std::optional<Direction> ProjectReader::direction(const json &v, const QString &ptr)
{
    const auto t = r.text(v, ptr, kText);
    if (!t)
        return std::nullopt;
    if (*t == QLatin1String("max"))
        return Direction::Max;
    if (*t == QLatin1String("min"))
        return Direction::Min;
    r.error(ptr, QStringLiteral("unknown direction \"%1\" (expected \"max\" or \"min\")").arg(*t));
    return std::nullopt;
}

void ProjectReader::readCriterion(const json &v, const QString &ptr, Criterion &c)
{
    if (!r.isObject(v, ptr))
        return;
    r.knownKeys(v, ptr, {"id", "name", "description", "unit", "direction", "scale", "preference", "value_function", "formula", "provenance", "group"});
    r.text(v, ptr, "id", c.id, true, kText);
    r.text(v, ptr, "name", c.name, true, kText);
    r.text(v, ptr, "description", c.description, false, kText);
    r.text(v, ptr, "unit", c.unit, false, kText);
    if (const json *d = r.member(v, ptr, "direction", true))
        if (auto dir = direction(*d, JsonReader::child(ptr, "direction")))
            c.direction = *dir;
    if (const json *s = r.member(v, ptr, "scale", false)) {
        const QString sp = JsonReader::child(ptr, "scale");
        if (r.isArray(*s, sp)) {
            if (s->size() != 2) {
                r.error(sp, QStringLiteral("expected [min, max] (either may be null), found %1 items").arg(s->size()));
            } else {
                if (!(*s)[0].is_null())
                    c.scaleMin = r.number((*s)[0], JsonReader::child(sp, std::size_t(0)));
                if (!(*s)[1].is_null())
                    c.scaleMax = r.number((*s)[1], JsonReader::child(sp, std::size_t(1)));
            }
        }
    }
    if (const json *pref = r.member(v, ptr, "preference", false)) {
        const QString pp = JsonReader::child(ptr, "preference");
        if (r.isObject(*pref, pp)) {
            r.knownKeys(*pref, pp, {"type", "q", "p", "s"});
            PreferenceFunction f;
            if (const json *t = r.member(*pref, pp, "type", true)) {
                if (auto name = r.text(*t, JsonReader::child(pp, "type"), kText)) {
                    const auto type = parsePreferenceType(*name);
                    if (type && preferenceTypeName(*type) == *name)
                        f.type = *type;
                    else
                        r.error(JsonReader::child(pp, "type"),
                                QStringLiteral("unknown preference function \"%1\" (expected usual, ushape, vshape, "
                                               "level, linear or gaussian)").arg(*name));
                }
            }
            r.number(*pref, pp, "q", f.q, false);
            r.number(*pref, pp, "p", f.p, false);
            r.number(*pref, pp, "s", f.s, false);
            c.preference = f;
        }
    }
    if (const json *f = r.member(v, ptr, "value_function", false))
        c.valueFunction = valueFunction(*f, JsonReader::child(ptr, "value_function"));
    r.text(v, ptr, "formula", c.formula, false, kFormula);
    r.text(v, ptr, "provenance", c.provenance, false, kText);
    r.text(v, ptr, "group", c.group, false, kText);
}

void ProjectReader::readGroup(const json &v, const QString &ptr, CriterionGroup &g)
{
    if (!r.isObject(v, ptr))
        return;
    r.knownKeys(v, ptr, {"id", "name", "parent", "description"});
    r.text(v, ptr, "id", g.id, true, kText);
    r.text(v, ptr, "name", g.name, true, kText);
    r.text(v, ptr, "parent", g.parent, false, kText);
    r.text(v, ptr, "description", g.description, false, kText);
}

// {"points": [[x, v], ...]} or {"levels": [{"x": 1, "label": "none", "value": 0}, ...]}; the validator checks the
// order, the count and the 0–100 range, naming the point.
std::optional<ValueFunction> ProjectReader::valueFunction(const json &v, const QString &ptr)
{
    if (!r.isObject(v, ptr))
        return std::nullopt;
    r.knownKeys(v, ptr, {"points", "levels"});
    const json *points = r.member(v, ptr, "points", false);
    const json *levels = r.member(v, ptr, "levels", false);
    if (bool(points) == bool(levels)) {
        r.error(ptr, QStringLiteral("a value function has either \"points\" (piecewise linear) or \"levels\" (a labelled scale)"));
        return std::nullopt;
    }
    ValueFunction f;
    if (points) {
        const QString pp = JsonReader::child(ptr, "points");
        if (!r.isArray(*points, pp))
            return std::nullopt;
        for (std::size_t i = 0; i < points->size(); ++i) {
            const QString ip = JsonReader::child(pp, i);
            const json &point = (*points)[i];
            if (!r.isArray(point, ip))
                continue;
            if (point.size() != 2) {
                r.error(ip, QStringLiteral("expected a point [x, value], found %1 items").arg(point.size()));
                continue;
            }
            const auto x = r.number(point[0], JsonReader::child(ip, std::size_t(0)));
            const auto value = r.number(point[1], JsonReader::child(ip, std::size_t(1)));
            if (x && value)
                f.points.push_back({*x, *value});
        }
    } else {
        const QString lp = JsonReader::child(ptr, "levels");
        if (!r.isArray(*levels, lp))
            return std::nullopt;
        for (std::size_t i = 0; i < levels->size(); ++i) {
            const QString ip = JsonReader::child(lp, i);
            const json &level = (*levels)[i];
            if (!r.isObject(level, ip))
                continue;
            r.knownKeys(level, ip, {"x", "label", "value"});
            ValueLevel l;
            r.number(level, ip, "x", l.x, true);
            r.text(level, ip, "label", l.label, true, kText);
            r.number(level, ip, "value", l.v, true);
            f.levels.push_back(l);
        }
    }
    return f;
}

void ProjectReader::readAttribute(const json &v, const QString &ptr, AttributeDef &a)
{
    if (!r.isObject(v, ptr))
        return;
    r.knownKeys(v, ptr, {"id", "name", "unit", "description"});
    r.text(v, ptr, "id", a.id, true, kText);
    r.text(v, ptr, "name", a.name, true, kText);
    r.text(v, ptr, "unit", a.unit, false, kText);
    r.text(v, ptr, "description", a.description, false, kText);
}

template<typename T>
void ProjectReader::readStringMap(const json &v, const QString &ptr, std::map<QString, T> &out, int maxLength)
{
    if (!r.isObject(v, ptr))
        return;
    for (auto it = v.begin(); it != v.end(); ++it) {
        const QString key = QString::fromStdString(it.key());
        const QString kp = JsonReader::child(ptr, key);
        if constexpr (std::is_same_v<T, QString>) {
            if (auto t = r.text(it.value(), kp, maxLength))
                out[key] = *t;
        } else {
            if (auto n = r.number(it.value(), kp))
                out[key] = *n;
        }
    }
}

void ProjectReader::readAlternative(const json &v, const QString &ptr, int row, ProjectData &p)
{
    if (!r.isObject(v, ptr))
        return;
    Alternative &a = p.alternatives[std::size_t(row)];
    r.knownKeys(v, ptr, {"id", "name", "description", "values", "provenance", "uncertainty", "attributes",
                         "attribute_provenance"});
    r.text(v, ptr, "id", a.id, true, kText);
    r.text(v, ptr, "name", a.name, true, kText);
    r.text(v, ptr, "description", a.description, false, kText);
    if (const json *values = r.member(v, ptr, "values", true)) {
        const QString vp = JsonReader::child(ptr, "values");
        if (r.isArray(*values, vp)) {
            if (values->size() != p.criteria.size()) {
                r.error(vp, QStringLiteral("expected %1 values (one per criterion, null for missing), found %2")
                                .arg(p.criteria.size())
                                .arg(values->size()));
            } else {
                double *out = p.values.mutableRow(row);
                for (std::size_t c = 0; c < values->size(); ++c) {
                    const json &x = (*values)[c];
                    if (x.is_null())
                        continue;
                    if (p.criteria[c].isFormula()) {
                        r.error(JsonReader::child(vp, c),
                                QStringLiteral("criterion \"%1\" is computed by a formula; its value must be null")
                                    .arg(p.criteria[c].id));
                        continue;
                    }
                    if (x.is_number()) { // fast path: this loop sees every cell of the matrix
                        const double n = x.get<double>();
                        if (std::isfinite(n) && std::fabs(n) <= kMaxMagnitude) {
                            out[c] = n;
                            continue;
                        }
                    }
                    r.number(x, JsonReader::child(vp, c)); // reports the problem with its pointer
                }
            }
        }
    }
    if (const json *m = r.member(v, ptr, "provenance", false)) {
        CellNotes::Map notes;
        readStringMap(*m, JsonReader::child(ptr, "provenance"), notes, kText);
        a.provenance = std::move(notes);
    }
    if (const json *m = r.member(v, ptr, "uncertainty", false)) {
        const QString up = JsonReader::child(ptr, "uncertainty");
        if (r.isObject(*m, up)) {
            for (auto it = m->begin(); it != m->end(); ++it) {
                const QString key = QString::fromStdString(it.key());
                Uncertainty u;
                readUncertainty(it.value(), JsonReader::child(up, key), u);
                a.uncertainty[key] = u;
            }
        }
    }
    if (const json *m = r.member(v, ptr, "attributes", false))
        readStringMap(*m, JsonReader::child(ptr, "attributes"), a.attributes, 0);
    if (const json *m = r.member(v, ptr, "attribute_provenance", false))
        readStringMap(*m, JsonReader::child(ptr, "attribute_provenance"), a.attributeProvenance, kText);
}

void ProjectReader::readUncertainty(const json &v, const QString &ptr, Uncertainty &u)
{
    if (!r.isObject(v, ptr))
        return;
    const json *t = r.member(v, ptr, "type", true);
    if (!t)
        return;
    const auto name = r.text(*t, JsonReader::child(ptr, "type"), kText);
    if (!name)
        return;
    const auto kind = parseUncertaintyKind(*name);
    if (!kind || uncertaintyKindName(*kind) != *name) {
        r.error(JsonReader::child(ptr, "type"),
                QStringLiteral("unknown uncertainty type \"%1\" (expected interval, triangular or normal)").arg(*name));
        return;
    }
    u.kind = *kind;
    switch (*kind) {
    case UncertaintyKind::Interval:
        r.knownKeys(v, ptr, {"type", "low", "high"});
        r.number(v, ptr, "low", u.low, true);
        r.number(v, ptr, "high", u.high, true);
        break;
    case UncertaintyKind::Triangular:
        r.knownKeys(v, ptr, {"type", "low", "likely", "high"});
        r.number(v, ptr, "low", u.low, true);
        r.number(v, ptr, "likely", u.likely, true);
        r.number(v, ptr, "high", u.high, true);
        break;
    case UncertaintyKind::Normal:
        r.knownKeys(v, ptr, {"type", "mean", "sd"});
        r.number(v, ptr, "mean", u.mean, true);
        r.number(v, ptr, "sd", u.sd, true);
        break;
    }
}

// AHP judgments (an object with `criteria` and `matrix`) at `ap`; their ids and cells are checked by the validator.
AhpJudgments ProjectReader::readAhp(const json &v, const QString &ap)
{
    r.knownKeys(v, ap, {"criteria", "matrix"});
    AhpJudgments j;
    if (const json *ids = r.member(v, ap, "criteria", true); ids && r.isArray(*ids, ap + P("/criteria"))) {
        if (ids->size() > std::size_t(limits::kMaxAhpSize)) {
            r.error(ap + P("/criteria"), QStringLiteral("%1 criteria is more than the AHP limit of %2")
                                             .arg(ids->size())
                                             .arg(limits::kMaxAhpSize));
        } else {
            for (std::size_t i = 0; i < ids->size(); ++i)
                if (auto t = r.text((*ids)[i], JsonReader::child(ap + P("/criteria"), i), kText))
                    j.criteria << *t;
        }
    }
    if (const json *m = r.member(v, ap, "matrix", true); m && r.isArray(*m, ap + P("/matrix"))) {
        const QString mp = ap + P("/matrix");
        if (m->size() > std::size_t(limits::kMaxAhpSize)) {
            r.error(mp, QStringLiteral("%1 rows is more than the AHP limit of %2").arg(m->size()).arg(limits::kMaxAhpSize));
        } else {
            for (std::size_t i = 0; i < m->size(); ++i) {
                const QString rp = JsonReader::child(mp, i);
                std::vector<double> row;
                if (r.isArray((*m)[i], rp)) {
                    if ((*m)[i].size() > std::size_t(limits::kMaxAhpSize)) {
                        r.error(rp, QStringLiteral("row longer than the AHP limit of %1").arg(limits::kMaxAhpSize));
                    } else {
                        for (std::size_t k = 0; k < (*m)[i].size(); ++k)
                            if (auto n = r.number((*m)[i][k], JsonReader::child(rp, k)))
                                row.push_back(*n);
                    }
                }
                j.matrix.push_back(std::move(row));
            }
        }
    }
    return j;
}

void ProjectReader::readProfile(const json &v, const QString &ptr, WeightProfile &w, const ProjectData &p)
{
    if (!r.isObject(v, ptr))
        return;
    r.knownKeys(v, ptr, {"name", "description", "weights", "ahp", "ahp_groups", "ordinal", "intervals", "group_weights", "swing",
                         "stakeholder", "computed"});
    r.text(v, ptr, "name", w.name, true, kText);
    r.text(v, ptr, "description", w.description, false, kText);
    // The group profile: computed from the stakeholders' weights when the project is read, so it has none here.
    QString computed;
    r.text(v, ptr, "computed", computed, false, kText);
    if (!computed.isEmpty() && computed != QLatin1String("group"))
        r.error(JsonReader::child(ptr, "computed"),
                QStringLiteral("unknown kind of computed profile \"%1\" (the one kind is \"group\")").arg(computed));
    w.computed = computed == QLatin1String("group");
    if (w.computed) {
        for (const char *key : {"weights", "ahp", "ahp_groups", "group_weights", "swing", "stakeholder", "ordinal", "intervals"})
            if (v.contains(key))
                r.error(JsonReader::child(ptr, key),
                        QStringLiteral("the group profile is computed from the stakeholders' weights: it has no %1 of its own")
                            .arg(QLatin1String(key)));
        w.weights.assign(p.criteria.size(), 0.0);
    }
    if (const json *sh = r.member(v, ptr, "stakeholder", false)) {
        const QString sp = JsonReader::child(ptr, "stakeholder");
        if (r.isObject(*sh, sp)) {
            r.knownKeys(*sh, sp, {"role", "voice"});
            Stakeholder who;
            r.text(*sh, sp, "role", who.role, false, kText);
            r.number(*sh, sp, "voice", who.voice, false);
            w.stakeholder = who;
        }
    }
    if (const json *weights = w.computed ? nullptr : r.member(v, ptr, "weights", true)) {
        const QString wp = JsonReader::child(ptr, "weights");
        if (r.isObject(*weights, wp)) {
            w.weights.assign(p.criteria.size(), 0.0);
            std::vector<bool> seen(p.criteria.size(), false);
            for (auto it = weights->begin(); it != weights->end(); ++it) {
                const QString key = QString::fromStdString(it.key());
                const QString kp = JsonReader::child(wp, key);
                const int index = m_criterionIndex.value(key, -1);
                if (index < 0) {
                    r.error(kp, QStringLiteral("no criterion with id \"%1\"").arg(key));
                    continue;
                }
                seen[std::size_t(index)] = true;
                if (auto n = r.number(it.value(), kp))
                    w.weights[std::size_t(index)] = *n;
            }
            for (std::size_t i = 0; i < seen.size(); ++i)
                if (!seen[i] && m_criterionIndex.value(p.criteria[i].id) == int(i))
                    r.error(wp, QStringLiteral("no weight for criterion \"%1\" (every criterion needs one; 0 is allowed)")
                                    .arg(p.criteria[i].id));
        }
    }
    if (const json *ahp = r.member(v, ptr, "ahp", false)) {
        const QString ap = JsonReader::child(ptr, "ahp");
        if (r.isObject(*ahp, ap))
            w.ahp = readAhp(*ahp, ap);
    }
    if (const json *nodes = r.member(v, ptr, "ahp_groups", false)) {
        const QString np = JsonReader::child(ptr, "ahp_groups");
        if (r.isObject(*nodes, np)) {
            if (nodes->size() > std::size_t(limits::kMaxGroups)) {
                r.error(np, QStringLiteral("more entries than the limit of %1 groups").arg(limits::kMaxGroups));
            } else {
                for (auto it = nodes->begin(); it != nodes->end(); ++it) {
                    const QString key = QString::fromStdString(it.key());
                    const QString kp = JsonReader::child(np, key);
                    if (r.isObject(it.value(), kp))
                        w.groupAhp[key] = readAhp(it.value(), kp);
                }
            }
        }
    }
    if (const json *ord = r.member(v, ptr, "ordinal", false)) {
        const QString op = JsonReader::child(ptr, "ordinal");
        if (r.isArray(*ord, op)) {
            if (ord->size() > std::size_t(limits::kMaxCriteria))
                r.error(op, QStringLiteral("more entries than the limit of %1 criteria").arg(limits::kMaxCriteria));
            else
                for (std::size_t i = 0; i < ord->size(); ++i)
                    if (auto t = r.text((*ord)[i], JsonReader::child(op, i), kText))
                        w.ordinal << *t;
        }
    }
    if (const json *iv = r.member(v, ptr, "intervals", false)) {
        const QString ip = JsonReader::child(ptr, "intervals");
        if (r.isObject(*iv, ip)) {
            for (auto it = iv->begin(); it != iv->end(); ++it) {
                const QString key = QString::fromStdString(it.key());
                const QString kp = JsonReader::child(ip, key);
                if (!r.isArray(it.value(), kp))
                    continue;
                if (it.value().size() != 2) {
                    r.error(kp, QStringLiteral("expected [low, high], found %1 items").arg(it.value().size()));
                    continue;
                }
                const auto low = r.number(it.value()[0], JsonReader::child(kp, std::size_t(0)));
                const auto high = r.number(it.value()[1], JsonReader::child(kp, std::size_t(1)));
                if (low && high)
                    w.intervals[key] = WeightInterval{*low, *high};
            }
        }
    }
    if (const json *sw = r.member(v, ptr, "swing", false)) { // ids and ratings are checked by the validator
        const QString sp = JsonReader::child(ptr, "swing");
        if (r.isArray(*sw, sp)) {
            if (sw->size() > std::size_t(limits::kMaxCriteria + limits::kMaxGroups)) {
                r.error(sp, QStringLiteral("more entries than criteria and groups can have"));
            } else {
                for (std::size_t i = 0; i < sw->size(); ++i) {
                    const QString ip = JsonReader::child(sp, i);
                    const json &item = (*sw)[i];
                    if (!r.isObject(item, ip))
                        continue;
                    r.knownKeys(item, ip, {"criterion", "group", "rating", "worst", "best"});
                    SwingRating rating;
                    r.text(item, ip, "criterion", rating.criterion, false, kText);
                    r.text(item, ip, "group", rating.group, false, kText);
                    r.number(item, ip, "rating", rating.rating, true);
                    r.optionalNumber(item, ip, "worst", rating.worst);
                    r.optionalNumber(item, ip, "best", rating.best);
                    w.swing.push_back(rating);
                }
            }
        }
    }
    if (const json *gw = r.member(v, ptr, "group_weights", false)) { // group ids are checked by the validator
        const QString gp = JsonReader::child(ptr, "group_weights");
        if (r.isObject(*gw, gp))
            for (auto it = gw->begin(); it != gw->end(); ++it) {
                const QString key = QString::fromStdString(it.key());
                if (auto n = r.number(it.value(), JsonReader::child(gp, key)))
                    w.groupWeights[key] = *n;
            }
    }
}

void ProjectReader::readParameter(const json &v, const QString &ptr, Parameter &x)
{
    if (!r.isObject(v, ptr))
        return;
    r.knownKeys(v, ptr, {"id", "name", "value", "unit", "description", "provenance"});
    r.text(v, ptr, "id", x.id, true, kText);
    r.text(v, ptr, "name", x.name, true, kText);
    r.number(v, ptr, "value", x.value, true);
    r.text(v, ptr, "unit", x.unit, false, kText);
    r.text(v, ptr, "description", x.description, false, kText);
    r.text(v, ptr, "provenance", x.provenance, false, kText);
}

void ProjectReader::readConstraint(const json &v, const QString &ptr, Constraint &x)
{
    if (!r.isObject(v, ptr))
        return;
    r.knownKeys(v, ptr, {"expression", "description"});
    r.text(v, ptr, "expression", x.expression, true, kFormula);
    r.text(v, ptr, "description", x.description, false, kText);
}

void ProjectReader::readRule(const json &v, const QString &ptr, DecisionRule &x)
{
    if (!r.isObject(v, ptr))
        return;
    r.knownKeys(v, ptr, {"when", "then_profile", "else_profile", "message"});
    r.text(v, ptr, "when", x.when, true, kFormula);
    r.text(v, ptr, "then_profile", x.thenProfile, false, kText);
    r.text(v, ptr, "else_profile", x.elseProfile, false, kText);
    r.text(v, ptr, "message", x.message, false, kText);
}

void ProjectReader::readCheck(const json &v, const QString &ptr, NamedCheck &x)
{
    if (!r.isObject(v, ptr))
        return;
    r.knownKeys(v, ptr, {"id", "name", "formula", "expected", "unit", "provenance"});
    r.text(v, ptr, "id", x.id, true, kText);
    r.text(v, ptr, "name", x.name, false, kText);
    r.text(v, ptr, "formula", x.formula, true, kFormula);
    r.optionalNumber(v, ptr, "expected", x.expected);
    r.text(v, ptr, "unit", x.unit, false, kText);
    r.text(v, ptr, "provenance", x.provenance, false, kText);
}

void ProjectReader::readTermRow(const json &v, const QString &ptr, TermRow &x)
{
    if (!r.isObject(v, ptr))
        return;
    r.knownKeys(v, ptr, {"concept", "note", "terms"});
    r.text(v, ptr, "concept", x.conceptName, true, kText);
    r.text(v, ptr, "note", x.note, false, kText);
    if (const json *t = r.member(v, ptr, "terms", false))
        readStringMap(*t, JsonReader::child(ptr, "terms"), x.terms, kText);
}

void ProjectReader::readCharts(const json &v, ChartSettings &c)
{
    const QString ptr = P("/charts");
    if (!r.isObject(v, ptr))
        return;
    r.knownKeys(v, ptr, {"tradeoff", "attribute_directions"});
    if (const json *t = r.member(v, ptr, "tradeoff", false)) {
        const QString tp = P("/charts/tradeoff");
        if (r.isObject(*t, tp)) {
            r.knownKeys(*t, tp, {"x", "y"});
            r.text(*t, tp, "x", c.tradeoffX, false, kText);
            r.text(*t, tp, "y", c.tradeoffY, false, kText);
        }
    }
    if (const json *d = r.member(v, ptr, "attribute_directions", false)) {
        const QString dp = P("/charts/attribute_directions");
        if (r.isObject(*d, dp)) {
            for (auto it = d->begin(); it != d->end(); ++it) {
                const QString key = QString::fromStdString(it.key());
                if (auto dir = direction(it.value(), JsonReader::child(dp, key)))
                    c.attributeDirections[key] = *dir;
            }
        }
    }
}

} // namespace

const QStringList &knownMethods()
{
    static const QStringList methods = {QStringLiteral("wsm"), QStringLiteral("wpm"), QStringLiteral("topsis"),
                                        QStringLiteral("promethee"), QStringLiteral("vikor")};
    return methods;
}

LoadResult readProject(const QByteArray &bytes)
{
    LoadResult result;
    if (bytes.size() > limits::kMaxFileBytes) {
        result.messages.push_back(Message::plain(QStringLiteral("file of %1 bytes is larger than the limit of 64 MiB")
                                                     .arg(bytes.size())));
        return result;
    }
    if (auto m = jsontext::checkNesting(bytes, limits::kMaxJsonDepth)) {
        result.messages.push_back(*m);
        return result;
    }
    nlohmann::json doc;
    if (auto m = jsontext::parse(bytes, doc)) {
        result.messages.push_back(*m);
        return result;
    }
    ProjectData project;
    {
        ProjectReader reader(result.messages);
        if (!reader.readHeader(doc))
            return result;
        reader.read(doc, project);
    }
    doc = nlohmann::json(); // free the DOM before validation
    if (hasErrors(result.messages))
        return result;
    refreshGroupProfiles(project); // the group profile's weights are the stakeholders'
    Messages problems = validateProject(project);
    static constexpr std::size_t kMaxListed = 50; // as many as JsonReader lists
    if (problems.size() > kMaxListed) {
        const bool refused = hasErrors(problems);
        problems.resize(kMaxListed);
        problems.push_back(Message::plain(QStringLiteral("too many problems; stopped reporting after %1").arg(kMaxListed),
                                          refused ? Severity::Error : Severity::Diagnostic));
    }
    result.messages.insert(result.messages.end(), problems.begin(), problems.end());
    if (!hasErrors(result.messages))
        result.project = std::move(project);
    return result;
}

} // namespace verdict
