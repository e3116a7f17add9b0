#include "sheet.h"
#include "keptmodels.h"

#include "charts/breakdown.h"
#include "core/valuetree.h"
#include "evaluation/evaluation.h"
#include "review/committee.h"
#include "analysis/swing.h"
#include "review/whatif.h"
#include "review/decision.h"
#include "evaluation/wording.h"
#include "scenario/figures.h"
#include "display/format.h"
#include "scenario/scenario.h"
#include "stability/sensitivity.h"
#include "stability/smaa.h"

#include <QCoreApplication>
#include <QDate>

#include <algorithm>
#include <cmath>
#include <future>
#include <map>
#include <set>
#include <system_error>

namespace verdict {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("verdict::Sheet", text);
}

// A number as the sheet prints it. `withUnit` false: the column header carries the unit.
QString valueText(double value, const QString &unit, bool withUnit)
{
    if (isMissing(value) || !std::isfinite(value))
        return QStringLiteral("n/a");
    if (unit == QStringLiteral("fraction"))
        return formatPercent(value);
    if (unit.startsWith(u'$')) {
        const QString money = formatCompactMoney(value, unit);
        return withUnit ? money + unit.mid(1) : money;
    }
    return withUnit ? formatQuantity(value, unit) : formatAmount(value);
}

QString rangeText(const Uncertainty &u, const QString &unit)
{
    switch (u.kind) {
    case UncertaintyKind::Interval:
    case UncertaintyKind::Triangular:
        return valueText(u.low, unit, false) + QStringLiteral("–") + valueText(u.high, unit, false);
    case UncertaintyKind::Normal:
        return QStringLiteral("± ") + valueText(u.sd, unit, false);
    }
    return {};
}

QString assumptionNote(const QString &provenance)
{
    const qsizetype colon = provenance.indexOf(u':');
    return colon < 0 ? QString() : provenance.mid(colon + 1).trimmed();
}

QString sourceOf(const QString &provenance)
{
    const qsizetype colon = provenance.indexOf(u':');
    if (colon > 0 && colon <= 40)
        return provenance.left(colon).trimmed();
    return provenance.trimmed();
}

// Footnotes, numbered in the order the page reads: matrix cells, key numbers, other inputs, parameters. The key and
// what the note says are made only for a number that has a source (a 10,000 × 200 matrix without sources made two
// million of each for nothing).
class Footnotes
{
public:
    explicit Footnotes(std::vector<SheetFootnote> &list) : m_list(list) {}
    template<typename Key, typename What>
    int add(const QString &provenance, const Key &key, const What &what)
    {
        if (provenance.trimmed().isEmpty() || isAssumption(provenance))
            return 0;
        const QString k = key();
        const auto it = m_numbers.find(k);
        if (it != m_numbers.end())
            return it->second;
        SheetFootnote f;
        f.number = int(m_list.size()) + 1;
        f.what = what();
        f.source = sourceOf(provenance);
        f.text = provenance.trimmed();
        m_list.push_back(f);
        m_numbers[k] = f.number;
        return f.number;
    }

private:
    std::vector<SheetFootnote> &m_list;
    std::map<QString, int> m_numbers;
};

QString attributeProvenance(const Alternative &a, const QString &id)
{
    const auto it = a.attributeProvenance.find(id);
    return it == a.attributeProvenance.end() ? QString() : it->second;
}

QString formatFigure(const ScenarioResult &scenario, const ProjectData &project, int alternative, Figure f)
{
    const FigureValue &v = scenario.figure(alternative, f);
    if (!v.defined())
        return QStringLiteral("n/a");
    if (f == Figure::PaybackMonths)
        return formatMonths(v.value);
    if (f == Figure::SlaMargin)
        return formatPercent(v.value);
    return valueText(v.value, scenario::figureUnit(project, f), false); // the column header carries the unit
}

// The project as the evaluation ranks it: its profile and method, the active what-if scenario applied.
// What it would take for the first kQuickWhatIfAlternatives others, and what to check first; `ranked` gets the
// keys ("c:alternative:criterion", "a:alternative:attribute", "p:parameter") of the numbers ranked, which the
// assumption groups then leave out.
void addAnalyses(Sheet &sheet, const Evaluation &evaluation, std::set<QString> &ranked)
{
    if (!evaluation.ranking().hasRanking())
        return;
    if (!exportCarriesSearches(evaluation)) {
        const ProjectData &project = evaluation.project();
        // Within the size the exports search, a plain project under a method whose trials rank every row again.
        const bool byMethod = project.alternativeCount() <= kExportSearchAlternatives && project.criterionCount() <= kExportSearchCriteria
                              && TrialRanker::ranksQuickly(project);
        sheet.analysesNote = byMethod ? tr("What it would take and what to check first are left out: under %1 each of their "
                                           "trials scores all %2 alternatives again, too slow for an export; in Verdict, the "
                                           "Results dock (What would it take?) and the Assumptions dock give them.")
                                            .arg(methodTitle(evaluation.ranking().method))
                                            .arg(project.alternativeCount())
                                      : tr("What it would take and what to check first are left out for a project this large; "
                                           "in Verdict, the Results dock (What would it take?) and the Assumptions dock give them.");
        return;
    }
    // What to check first, searched meanwhile on a thread of its own where it is not kept already: each search alone
    // leaves a core idle much of the time on a small project (a few numbers to share out between two cores).
    std::future<void> numbers;
    if (!evaluation.findPart<AssumptionReport>()) {
        try {
            numbers = std::async(std::launch::async, [&evaluation] { (void)assumptionsOf(evaluation); });
        } catch (const std::system_error &) {
            // No thread to be had: searched below, after what it would take.
        }
    }
    // What it would take: every other alternative, or the first few after the winner in ranking order (kept with
    // the evaluation: the window's export runs it in the background first).
    const std::vector<WhatIfReport> &reports = leadersWhatIfOf(evaluation).reports;
    for (const WhatIfReport &r : reports) {
        if (!r.error.isEmpty())
            break;
        sheet.whatIfWinner = r.winner;
        for (const WhatIfAlternative &w : r.alternatives) {
            sheet.whatIf << w.sentence;
            sheet.whatIfShort << w.shortSentence;
        }
    }
    if (numbers.valid())
        numbers.get();
    const AssumptionReport &a = assumptionsOf(evaluation); // the Assumptions dock's run when it finished
    if (a.error.isEmpty()) {
        sheet.assumptionsHeadline = a.headline;
        for (const AssumptionNumber &n : a.numbers) {
            if (!n.flipValue)
                continue;
            SheetRankedAssumption r;
            r.what = n.name;
            r.value = roundedNumberText(n.value, n.unit);
            r.stated = n.stated;
            r.flip = (n.flipRelative > 0 ? tr("above %1") : tr("below %1")).arg(roundedNumberText(*n.flipValue, n.unit));
            r.then = n.flipWinner == QLatin1String("nothing feasible") ? tr("no alternative is feasible") : tr("%1 wins").arg(n.flipWinner);
            r.pChange = n.pChange;
            r.range = sharedUnitSpan(roundedNumberText(n.low, n.unit), roundedNumberText(n.high, n.unit), QStringLiteral("–"));
            r.assumedRange = n.assumedRange;
            r.noWinner = a.winner.isEmpty();
            sheet.rankedAssumptions.push_back(r);
            switch (n.kind) {
            case AssumptionNumber::Kind::Value:
                ranked.insert(QStringLiteral("c:%1:%2").arg(n.alternative).arg(n.criterion));
                break;
            case AssumptionNumber::Kind::Attribute:
                ranked.insert(QStringLiteral("a:%1:%2").arg(n.alternative).arg(n.attribute));
                break;
            case AssumptionNumber::Kind::Parameter:
                ranked.insert(QStringLiteral("p:%1").arg(n.parameter));
                break;
            }
        }
    }
}

} // namespace

bool isAssumption(const QString &provenance)
{
    return provenance.trimmed().startsWith(QStringLiteral("assumption"), Qt::CaseInsensitive);
}

QString numberRanges(const std::vector<int> &numbers)
{
    QStringList parts;
    for (std::size_t i = 0; i < numbers.size();) {
        std::size_t j = i;
        while (j + 1 < numbers.size() && numbers[j + 1] == numbers[j] + 1)
            ++j;
        if (j == i)
            parts << QString::number(numbers[i]);
        else
            parts << QStringLiteral("%1–%2").arg(numbers[i]).arg(numbers[j]);
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

QStringList collapsedFootnotes(const std::vector<SheetFootnote> &footnotes)
{
    std::vector<std::pair<QString, std::vector<int>>> groups; // in order of first use
    for (const SheetFootnote &f : footnotes) {
        auto it = std::find_if(groups.begin(), groups.end(), [&](const auto &g) { return g.first == f.source; });
        if (it == groups.end()) {
            groups.push_back({f.source, {}});
            it = groups.end() - 1;
        }
        it->second.push_back(f.number);
    }
    QStringList lines;
    for (const auto &[source, numbers] : groups)
        lines << QStringLiteral("%1: %2").arg(numberRanges(numbers), source);
    return lines;
}

static QString sheetKey(const SheetOptions &options)
{
    return QStringLiteral("%1|%2|%3").arg(options.date).arg(options.samples).arg(options.fileName);
}

std::shared_ptr<const Sheet> sheetOf(const Evaluation &evaluation, const SheetOptions &options, Messages &messages)
{
    return keptModel<Sheet>(evaluation, sheetKey(options), messages, [&](Messages &said) { return buildSheet(evaluation, options, said); });
}

std::shared_ptr<const Sheet> keptSheet(const Evaluation &evaluation, const SheetOptions &options)
{
    return findKeptModel<Sheet>(evaluation, sheetKey(options));
}

// The decision in force (or the newest proposed one) and when to revisit it, as `verdict check` reads it today.
static void addDecision(Sheet &sheet, const ProjectData &project)
{
    const DecisionRecord *d = acceptedDecision(project.decisions);
    const bool proposed = !d && !project.decisions.empty() && project.decisions.back().status == DecisionStatus::Proposed;
    if (!d && !proposed)
        return;
    if (proposed)
        d = &project.decisions.back();
    const QString by = d->decidedBy.isEmpty() ? QString() : tr(" by %1").arg(d->decidedBy);
    sheet.decision = proposed ? tr("Proposed, not yet decided: %1 (%2%3; %4).").arg(d->chosenName, d->decidedOn, by, d->id)
                              : tr("Decided: %1 (accepted %2%3; %4).").arg(d->chosenName, d->decidedOn, by, d->id);
    if (!d->rationale.isEmpty())
        sheet.decisionRationale = tr("Why: %1").arg(d->rationale);
    const QDate today = QDate::currentDate();
    if (const QDate review = QDate::fromString(d->reviewBy, Qt::ISODate); review.isValid())
        sheet.reviewBy = today >= review ? tr("The review was due on %1.").arg(d->reviewBy)
                                         : tr("Review by %1.").arg(d->reviewBy);
    // Read as decided: the record's method, profile and scenario (a proposed record is checked as if accepted).
    ProjectData asAccepted;
    const ProjectData *checked = &project;
    if (proposed) {
        asAccepted = project;
        asAccepted.decisions.back().status = DecisionStatus::Accepted;
        checked = &asAccepted;
    }
    const DecisionCheck check = checkDecision(*checked, today);
    if (!check.error.isEmpty())
        return;
    if (!proposed) {
        const QStringList reasons = reopenReasonTexts(check);
        sheet.decisionReopen = !reasons.isEmpty();
        sheet.decisionStanding = reasons.isEmpty()
                                     ? tr("It stands (verdict check, %1).").arg(today.toString(Qt::ISODate))
                                     : tr("Reopen it (verdict check, %1): %2.").arg(today.toString(Qt::ISODate), reasons.join(QStringLiteral("; ")));
    }
    for (const TriggerStatus &t : triggerStatuses(check))
        sheet.triggers.push_back({t.condition, t.now, t.distance, t.why, t.fired});
}

Sheet buildSheet(const Evaluation &evaluation, const SheetOptions &options, Messages &messages)
{
    Sheet sheet;
    const ProjectData &project = evaluation.project();
    const int profile = evaluation.profile();
    sheet.title = project.metadata.title.isEmpty() ? tr("Decision cheat sheet") : project.metadata.title;
    sheet.author = project.metadata.author;
    sheet.date = !options.date.isEmpty()                 ? options.date
                 : !project.metadata.date.isEmpty()      ? project.metadata.date
                                                         : QDate::currentDate().toString(Qt::ISODate);
    sheet.scenario = project.metadata.description;
    sheet.fileName = options.fileName;
    const LiveRanking &live = evaluation.ranking();
    sheet.method = live.method;
    sheet.normalization = live.normalization;
    if (profile >= 0 && profile < int(project.profiles.size()))
        sheet.profile = project.profiles[std::size_t(profile)].name;

    const ScenarioResult &scenario = evaluation.scenario();
    sheet.recommendation = recommendationSentence(live);
    sheet.stability = live.stability;
    sheet.notes = live.notes;
    for (const LiveRanking::Excluded &e : live.excluded)
        if (!e.missing.isEmpty())
            sheet.notes << tr("%1 is left out: no value for %2.").arg(e.name, e.missing.join(QStringLiteral(", ")));
    sheet.notes << live.ruleMessages;
    // Swing-rated weights whose range has changed since: what they meant (docs/methods.md, "Swing weighting").
    if (profile >= 0 && profile < int(project.profiles.size()))
        sheet.notes << swingWarnings(project, evaluation.scenario().values, project.profiles[std::size_t(profile)]);

    const int baseline = scenario.baseline;
    if (baseline >= 0)
        sheet.baselineName = project.alternatives[std::size_t(baseline)].name;
    if (project.scenarioApplied && !project.activeScenario.isEmpty()) {
        sheet.whatIfScenario = project.activeScenario;
        sheet.facts << tr("what-if scenario “%1”").arg(project.activeScenario);
    }
    for (const Parameter &p : project.parameters)
        sheet.facts << QStringLiteral("%1 %2").arg(p.name, valueText(p.value, p.unit, true));
    if (!sheet.baselineName.isEmpty())
        sheet.facts << tr("baseline %1").arg(sheet.baselineName);

    // Criteria in project order, with the profile's normalised weights (0 for left-out criteria).
    for (int c = 0; c < project.criterionCount(); ++c) {
        const Criterion &criterion = project.criteria[std::size_t(c)];
        SheetCriterion sc;
        sc.criterion = c;
        sc.name = criterion.name;
        sc.unit = criterion.unit;
        sc.direction = criterion.direction;
        sc.valued = criterion.valueFunction.has_value();
        const CriterionRecord &record = evaluation.criteria()[std::size_t(c)];
        sc.weight = record.weight;
        sc.used = record.usable;
        sheet.criteria.push_back(sc);
    }
    if (!project.groups.empty()) { // each criterion's top-level group, with that group's weight of the whole
        const ValueTree tree(project);
        const ValueTree::Weights w = profile >= 0 && profile < int(project.profiles.size())
                                         ? tree.weights(project.profiles[std::size_t(profile)]) : ValueTree::Weights{};
        for (SheetCriterion &sc : sheet.criteria) {
            int top = tree.criterionGroup(sc.criterion);
            while (top >= 0 && tree.groupParent(top) >= 0)
                top = tree.groupParent(top);
            if (top < 0)
                continue;
            sc.group = project.groups[std::size_t(top)].name;
            sc.groupWeight = std::size_t(top) < w.groupGlobal.size() ? w.groupGlobal[std::size_t(top)] : 0.0;
        }
    }
    // Where the lead comes from, by group (the weighted sum's contributions add up to its scores).
    if (!project.groups.empty() && live.method == QLatin1String("wsm") && live.hasRanking()) {
        const BreakdownData byGroup = breakdownData(evaluation.chartInput(), profile, true);
        const BreakdownBar *first = nullptr, *second = nullptr;
        for (const BreakdownBar &bar : byGroup.bars) {
            if (!bar.feasible)
                continue;
            (first ? second : first) = &bar;
            if (second)
                break;
        }
        if (byGroup.byGroup && first && second) {
            std::vector<std::pair<double, QString>> gains;
            for (int e = 0; e < byGroup.criteria.size(); ++e)
                gains.push_back({100.0 * (first->contributions[std::size_t(e)] - second->contributions[std::size_t(e)]), byGroup.criteria.at(e)});
            std::stable_sort(gains.begin(), gains.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
            QStringList parts;
            for (const auto &[points, name] : gains) {
                parts << QStringLiteral("%1 %2").arg(name, formatSignedFixed(points, 1));
            }
            sheet.byGroup = tr("By group against %1: %2 points.").arg(second->name, parts.join(QStringLiteral(", ")));
        }
    }

    // Alternatives: ranked best first, then those the ranking leaves out, in project order.
    std::vector<int> order;
    order.reserve(std::size_t(project.alternativeCount()));
    std::vector<bool> inOrder(std::size_t(project.alternativeCount()), false);
    for (const LiveRanking::Row &row : live.rows) {
        order.push_back(row.alternative);
        inOrder[std::size_t(row.alternative)] = true;
    }
    for (int a = 0; a < project.alternativeCount(); ++a)
        if (!inOrder[std::size_t(a)])
            order.push_back(a);

    Footnotes footnotes(sheet.footnotes);
    sheet.alternatives.reserve(order.size());
    for (int a : order) {
        const Alternative &alt = project.alternatives[std::size_t(a)];
        SheetAlternative sa;
        sa.alternative = a;
        sa.name = alt.name;
        sa.baseline = a == baseline;
        const AlternativeRecord &record = evaluation.alternatives()[std::size_t(a)];
        if (const LiveRanking::Row *row = record.ranked) {
            sa.ranked = true;
            sa.rank = row->rank;
            sa.score = row->score;
            sa.marginPoints = row->marginPoints;
        }
        sa.feasible = record.feasible;
        if (!sa.feasible)
            for (const Violation &v : *record.violations) {
                // The scenario names the alternative first ("AWS ECS: annual cost …"); the sheet shows it on its row.
                const QString prefix = alt.name + QStringLiteral(": ");
                sa.violations << (v.message.startsWith(prefix) ? v.message.mid(prefix.size()) : v.message);
            }
        if (record.excluded)
            sa.missing = record.excluded->missing;
        sa.values.reserve(std::size_t(project.criterionCount()));
        for (int c = 0; c < project.criterionCount(); ++c) {
            const Criterion &criterion = project.criteria[std::size_t(c)];
            const double value = scenario.values.at(a, c);
            SheetValue v;
            v.text = valueText(value, criterion.unit, false);
            QString provenance;
            QString attribute; // a formula that is just an attribute carries that attribute's source
            if (criterion.isFormula()) {
                attribute = criterion.formula.trimmed();
                if (project.indexOfAttribute(attribute) >= 0)
                    provenance = attributeProvenance(alt, attribute);
            } else {
                provenance = alt.provenance.value(criterion.id);
                const auto u = alt.uncertainty.find(criterion.id);
                if (u != alt.uncertainty.end())
                    v.range = rangeText(u->second, criterion.unit);
            }
            v.assumption = isAssumption(provenance);
            v.footnote = footnotes.add(
                provenance,
                [&] { return criterion.isFormula() ? QStringLiteral("a:%1:%2").arg(a).arg(attribute)
                                                   : QStringLiteral("c:%1:%2").arg(a).arg(criterion.id); },
                [&] { return QStringLiteral("%1, %2 %3").arg(alt.name, criterion.name, valueText(value, criterion.unit, true)); });
            sa.values.push_back(std::move(v));
        }
        sheet.alternatives.push_back(std::move(sa));
    }

    // Key numbers from the scenario model; the list price carries its source.
    const int priceIndex = project.indexOfAttribute(scenario::input::priceGpuHour);
    for (SheetAlternative &sa : sheet.alternatives) {
        const int a = sa.alternative;
        const Alternative &alt = project.alternatives[std::size_t(a)];
        if (priceIndex >= 0) {
            const AttributeDef &def = project.attributes[std::size_t(priceIndex)];
            const auto it = alt.attributes.find(def.id);
            sa.price.text = it == alt.attributes.end() ? QStringLiteral("n/a") : valueText(it->second, def.unit, false);
            const QString provenance = attributeProvenance(alt, def.id);
            sa.price.assumption = isAssumption(provenance);
            if (it != alt.attributes.end())
                sa.price.footnote = footnotes.add(
                    provenance, [&] { return QStringLiteral("a:%1:%2").arg(a).arg(def.id); },
                    [&] { return QStringLiteral("%1, %2 %3").arg(alt.name, def.name, valueText(it->second, def.unit, true)); });
        } else {
            sa.price.text = QStringLiteral("n/a");
        }
        {
            sa.effectivePrice.text = formatFigure(scenario, project, a, Figure::EffectivePrice);
            sa.annualCost.text = formatFigure(scenario, project, a, Figure::AnnualCost);
            sa.savings.text = formatFigure(scenario, project, a, Figure::AnnualSavings);
            sa.payback.text = formatFigure(scenario, project, a, Figure::PaybackMonths);
            sa.slaMargin.text = formatFigure(scenario, project, a, Figure::SlaMargin);
        }
    }
    {
        const int hours = project.indexOfParameter(scenario::input::gpuHours);
        QString note = sheet.baselineName.isEmpty() ? tr("No baseline: savings and payback are n/a.")
                                                    : tr("Savings against %1").arg(sheet.baselineName);
        if (hours >= 0) {
            const Parameter &p = project.parameters[std::size_t(hours)];
            note += tr(" at %1.").arg(valueText(p.value, p.unit, true));
        } else {
            note += u'.';
        }
        note += tr(" Useful GPU-hour = price / (1 − idle).");
        sheet.keyNumbersNote = note;
    }

    // What it would take and what to check first (the numbers ranked there are left out of the groups below).
    std::set<QString> ranked;
    addAnalyses(sheet, evaluation, ranked);
    const auto listed = [&ranked](const QString &key) { return !ranked.count(key); };

    // Every other input number: sources footnoted, assumptions listed.
    for (const SheetAlternative &sa : sheet.alternatives) {
        const Alternative &alt = project.alternatives[std::size_t(sa.alternative)];
        SheetAssumptionGroup group;
        group.owner = alt.name;
        for (int c = 0; c < project.criterionCount(); ++c) {
            const Criterion &criterion = project.criteria[std::size_t(c)];
            if (criterion.isFormula())
                continue;
            const QString provenance = alt.provenance.value(criterion.id);
            if (provenance.trimmed().isEmpty() && !isMissing(project.values.at(sa.alternative, c)))
                ++sheet.unsourcedCount;
            if (!isAssumption(provenance))
                continue;
            ++sheet.assumptionCount;
            if (!listed(QStringLiteral("c:%1:%2").arg(sa.alternative).arg(c)))
                continue;
            SheetAssumption item;
            item.what = criterion.name;
            const double value = project.values.at(sa.alternative, c);
            item.value = criterion.scaleMax ? QStringLiteral("%1/%2").arg(formatAmount(value), formatAmount(*criterion.scaleMax))
                                            : valueText(value, criterion.unit, true);
            if (!sa.values[std::size_t(c)].range.isEmpty())
                item.value += tr(" (%1)").arg(sa.values[std::size_t(c)].range);
            item.note = assumptionNote(provenance);
            group.items.push_back(item);
        }
        for (const AttributeDef &def : project.attributes) {
            const auto it = alt.attributes.find(def.id);
            if (it == alt.attributes.end())
                continue;
            const QString provenance = attributeProvenance(alt, def.id);
            if (provenance.trimmed().isEmpty())
                ++sheet.unsourcedCount;
            if (isAssumption(provenance)) {
                ++sheet.assumptionCount;
                if (listed(QStringLiteral("a:%1:%2").arg(sa.alternative).arg(def.id)))
                    group.items.push_back({def.name, valueText(it->second, def.unit, true), assumptionNote(provenance)});
            } else {
                footnotes.add(
                    provenance, [&] { return QStringLiteral("a:%1:%2").arg(sa.alternative).arg(def.id); },
                    [&] { return QStringLiteral("%1, %2 %3").arg(alt.name, def.name, valueText(it->second, def.unit, true)); });
            }
        }
        if (!group.items.empty())
            sheet.assumptions.push_back(group);
    }
    {
        SheetAssumptionGroup group;
        group.owner = tr("Scenario");
        for (const Parameter &p : project.parameters) {
            if (p.provenance.trimmed().isEmpty())
                ++sheet.unsourcedCount;
            if (isAssumption(p.provenance)) {
                ++sheet.assumptionCount;
                if (listed(QStringLiteral("p:%1").arg(p.id)))
                    group.items.push_back({p.name, valueText(p.value, p.unit, true), assumptionNote(p.provenance)});
            } else
                footnotes.add(p.provenance, [&] { return QStringLiteral("p:%1").arg(p.id); },
                              [&] { return QStringLiteral("%1 %2").arg(p.name, valueText(p.value, p.unit, true)); });
        }
        if (!group.items.empty())
            sheet.assumptions.push_back(group);
    }

    // Stability: exact weight intervals of the weighted sum and the smallest flip, on the rankable problem.
    if (const std::optional<DecisionProblem> &problemOrNone = evaluation.problem()) {
        const DecisionProblem &problem = *problemOrNone;
        const auto altName = [&](int row) { return project.alternatives[std::size_t(problem.rows[std::size_t(row)])].name; };
        const auto critName = [&](int column) { return project.criteria[std::size_t(problem.columns[std::size_t(column)])].name; };
        const std::optional<SensitivityResult> &s = evaluation.sensitivity();
        if (live.method != QLatin1String("wsm")) {
            // The intervals are exact for the weighted sum only; under another method they would describe
            // another ranking.
            sheet.notes << tr("Weight intervals and the smallest flip are exact for the weighted sum only; this sheet "
                              "ranks by %1.").arg(methodTitle(live.method));
        } else if (s && s->runnerUp >= 0) {
            for (const CriterionSensitivity &c : s->criteria)
                sheet.intervals.push_back({critName(c.column), c.weight, c.topLow, c.topHigh,
                                           c.below >= 0 ? altName(c.below) : QString(), c.above >= 0 ? altName(c.above) : QString()});
            std::stable_sort(sheet.intervals.begin(), sheet.intervals.end(),
                             // Weights a rounding apart (a value tree's products) count as equal: column order.
                             [](const SheetInterval &x, const SheetInterval &y) { return x.weight > y.weight + 1e-12; });
            if (s->smallestFlip) {
                const WeightFlip &f = *s->smallestFlip;
                sheet.smallestFlip = tr("Smallest flip: %1 weight %2 → %3 (%4), where %5 draws level.")
                                         .arg(critName(f.column), formatPercent(s->criteria[std::size_t(f.column)].weight),
                                              formatPercent(f.toWeight), formatSignedPoints(100.0 * f.change), altName(f.newWinner));
            } else {
                sheet.smallestFlip = tr("No single weight change alters the winner.");
            }
        }
        // The sheet is written all the same (its stability section says why it is empty): a warning, not an error.
        for (Message m : evaluation.sensitivityMessages()) {
            if (m.severity == Severity::Error)
                m.severity = Severity::Warning;
            messages.push_back(m);
        }

        // Monte Carlo: SMAA-2 with the project's seed. A run kept with the evaluation (the workbench's Monte
        // Carlo panel, or a background run before the export) is used as it is.
        std::shared_ptr<const SmaaRun> run;
        if (options.samples < 0)
            run = evaluation.smaa();
        if (!run && options.samples != 0)
            run = evaluation.runSmaa({options.samples, std::nullopt, 0});
        if (run) {
            const SmaaSettings &settings = run->settings;
            if (run->result && !run->result->alternatives.empty()) {
                const SmaaResult &smaa = *run->result;
                sheet.samples = smaa.samples;
                sheet.seed = smaa.seed;
                const SmaaAlternative *most = nullptr;
                for (const SmaaAlternative &x : smaa.alternatives) {
                    const int a = problem.rows[std::size_t(x.row)];
                    for (SheetAlternative &sa : sheet.alternatives)
                        if (sa.alternative == a)
                            sa.pFirst = x.pFirst;
                    if (!most || x.pFirst > most->pFirst)
                        most = &x;
                }
                // Where the count comes from, since the file's setting and the workbench's run can differ.
                const QString origin = smaa.samples == project.analysis.mcSamples
                                           ? tr("the file's sample count")
                                           : tr("the Monte Carlo dock's run; the file asks for %1").arg(formatCount(project.analysis.mcSamples));
                QString text = tr("Monte Carlo, %1 draws of weights%2 (seed %3, %4): ")
                                   .arg(formatCount(smaa.samples),
                                        settings.uncertain.empty() ? QString() : tr(" and uncertain values"),
                                        QString::number(smaa.seed), origin);
                const SmaaAlternative *winner = nullptr;
                for (const SmaaAlternative &x : smaa.alternatives)
                    if (live.hasRanking() && altName(x.row) == live.winner())
                        winner = &x;
                if (most && winner && most != winner)
                    text += tr("%1 is first more often (%2) than %3 (%4).")
                                .arg(altName(most->row), formatPercent(most->pFirst), live.winner(), formatPercent(winner->pFirst));
                else if (most)
                    text += tr("%1 is first in %2 of the draws.").arg(altName(most->row), formatPercent(most->pFirst));
                sheet.monteCarlo = text;
            } else {
                for (const Message &m : run->messages)
                    if (m.severity == Severity::Error)
                        sheet.notes << tr("Monte Carlo not run: %1").arg(m.text);
            }
            for (const Message &m : run->messages)
                if (m.severity != Severity::Error)
                    messages.push_back(m);
        }
    }

    const Committee *committee = committeeOf(evaluation);
    for (const ProfileWinner &w : evaluation.profileWinners()) {
        const WeightProfile &p = project.profiles[std::size_t(w.profile)];
        sheet.profiles.push_back({w.name, w.winner, w.runnerUp, w.marginPoints, w.active, w.flips,
                                  committee && (p.isStakeholder() || p.computed)});
    }
    if (committee) {
        sheet.committee = committeeLines(*committee, project);
        // One line where it can: "split 2–2; consensus A. Finance would agree with Latency at 17.5 %, Compliance
        // lead at 14.9 %." (the criterion named once while it stays the same; the vote in full is in `committee`).
        QStringList votes;
        for (const auto &[alternative, count] : committee->tally)
            votes << QString::number(count);
        const bool tied = committee->tally.size() > 1 && committee->tally[0].second == committee->tally[1].second;
        QString summary = committee->tally.empty() ? tr("no votes")
                          : tied ? tr("split %1").arg(votes.join(u'–'))
                                 : tr("%1 for %2").arg(votes.join(u'–'), committee->alternativeNames.at(committee->tally[0].first));
        if (committee->tally.size() == 1)
            summary = tr("all for %1").arg(committee->alternativeNames.at(committee->tally[0].first));
        if (committee->consensus >= 0)
            summary += tr("; consensus %1").arg(committee->alternativeNames.at(committee->consensus));
        summary += u'.';
        QStringList agree;
        int last = -1;
        for (const CommitteeMember &m : committee->members)
            if (m.dissents && m.toAgree) {
                const WeightChange &c = *m.toAgree;
                const QString at = formatPercent(c.to);
                agree << (last == c.criterion ? tr("%1 at %2").arg(m.name, at)
                                              : tr("%1 with %2 at %3").arg(m.name, project.criteria[std::size_t(c.criterion)].name, at));
                last = c.criterion;
            }
        if (!agree.isEmpty())
            summary += tr(" %1 would agree.").arg(agree.join(QStringLiteral(", ")));
        sheet.committeeSummary = summary;
    }

    // Term map: one column per alternative that has a term in any row, in project order.
    std::vector<int> termColumns;
    for (int a = 0; a < project.alternativeCount(); ++a) {
        const QString id = project.alternatives[std::size_t(a)].id;
        for (const TermRow &row : project.termMap)
            if (row.terms.count(id)) {
                termColumns.push_back(a);
                break;
            }
    }
    for (int a : termColumns)
        sheet.termAlternatives << project.alternatives[std::size_t(a)].name;
    for (const TermRow &row : project.termMap) {
        SheetTermRow r;
        r.conceptName = row.conceptName;
        for (int a : termColumns) {
            const auto it = row.terms.find(project.alternatives[std::size_t(a)].id);
            r.terms << (it == row.terms.end() ? QString() : it->second);
        }
        sheet.termMap.push_back(r);
    }

    sheet.tradeoff = tradeoffData(evaluation.chartInput(), profile);
    addDecision(sheet, evaluation.baseProject());
    return sheet;
}

} // namespace verdict
