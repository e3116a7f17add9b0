#include "swing.h"

#include "core/valuetree.h"
#include "display/format.h"

#include <QCoreApplication>

#include <cmath>

namespace verdict {

namespace {

QString tr(const char *text) { return QCoreApplication::translate("Swing", text); }

// A criterion's range, worst then best: the fixed scale, or the alternatives' values.
std::pair<std::optional<double>, std::optional<double>> rangeOf(const ProjectData &project, const SharedMatrix &values, int c)
{
    const Criterion &criterion = project.criteria[std::size_t(c)];
    std::optional<double> lo = criterion.scaleMin, hi = criterion.scaleMax;
    if (!lo || !hi) {
        std::optional<double> seenLo, seenHi;
        for (int r = 0; r < values.rows() && c < values.cols(); ++r) {
            const double v = values.at(r, c);
            if (!std::isfinite(v))
                continue;
            seenLo = seenLo ? std::min(*seenLo, v) : v;
            seenHi = seenHi ? std::max(*seenHi, v) : v;
        }
        if (!lo)
            lo = seenLo;
        if (!hi)
            hi = seenHi;
    }
    if (!lo || !hi)
        return {};
    if (criterion.valueFunction) { // worst and best by what the function says each end is worth
        const double vLo = criterion.valueFunction->value(*lo), vHi = criterion.valueFunction->value(*hi);
        return vLo <= vHi ? std::pair{lo, hi} : std::pair{hi, lo};
    }
    return criterion.direction == Direction::Min ? std::pair{hi, lo} : std::pair{lo, hi};
}

// "53 → 44 ms"; a unit written before the number ("$210,000/yr → $135,143/yr") goes with both ends.
QString rangeText(double worst, double best, const QString &unit)
{
    const QString first = formatQuantity(worst, unit);
    const bool prefixed = !first.isEmpty() && !first.front().isDigit() && first.front() != u'-' && first.front() != u'−';
    return QStringLiteral("%1 → %2").arg(prefixed ? first : formatAmount(worst), formatQuantity(best, unit));
}

// Whether a weight's meaning depends on the alternatives' range: min–max normalisation over the values, neither
// fixed by both scale bounds nor replaced by a value function.
bool rangeDependent(const ProjectData &project, int c)
{
    const Criterion &criterion = project.criteria[std::size_t(c)];
    return project.analysis.normalization == Normalization::MinMax && !criterion.valueFunction
        && !(criterion.scaleMin && criterion.scaleMax);
}

} // namespace

std::vector<Swing> swingsOf(const ProjectData &project, const SharedMatrix &values, int group)
{
    const ValueTree tree(project);
    std::vector<Swing> out;
    std::vector<ValueTree::Node> kids;
    if (tree.isFlat())
        for (int c = 0; c < project.criterionCount(); ++c)
            kids.push_back({false, c, 0});
    else
        kids = tree.children(group);
    for (const ValueTree::Node &kid : kids) {
        Swing s;
        s.isGroup = kid.isGroup;
        s.index = kid.index;
        s.name = kid.isGroup ? project.groups[std::size_t(kid.index)].name : project.criteria[std::size_t(kid.index)].name;
        if (kid.isGroup) {
            s.text = tr("%1 from worst to best").arg(s.name);
        } else {
            const Criterion &c = project.criteria[std::size_t(kid.index)];
            const auto [worst, best] = rangeOf(project, values, kid.index);
            s.worst = worst;
            s.best = best;
            s.text = worst && best ? tr("%1 from %2 to %3").arg(c.name, formatQuantity(*worst, c.unit), formatQuantity(*best, c.unit))
                                   : tr("%1 (no values yet)").arg(c.name);
            if (worst && best && c.valueFunction)
                s.text += tr(" (worth %1 → %2)").arg(formatAmount(c.valueFunction->value(*worst)), formatAmount(c.valueFunction->value(*best)));
        }
        out.push_back(std::move(s));
    }
    return out;
}

WeightProfile withSwingWeights(const ProjectData &project, const SharedMatrix &values, const WeightProfile &profile, int group,
                               const std::vector<int> &order, const std::vector<double> &ratings)
{
    const std::vector<Swing> swings = swingsOf(project, values, group);
    std::vector<double> percent(swings.size(), 0.0);
    std::vector<SwingRating> records;
    for (std::size_t k = 0; k < order.size() && k < ratings.size(); ++k) {
        if (order[k] < 0 || std::size_t(order[k]) >= swings.size())
            continue;
        const Swing &s = swings[std::size_t(order[k])];
        percent[std::size_t(order[k])] = std::clamp(ratings[k], 0.0, 100.0);
        if (!s.isGroup && s.worst && s.best) // a value function's weight is its worth's whole 0 → 100 swing
            if (const auto &f = project.criteria[std::size_t(s.index)].valueFunction) {
                const double spread = f->value(*s.best) - f->value(*s.worst);
                if (spread > 0.0)
                    percent[std::size_t(order[k])] *= 100.0 / spread;
            }
        SwingRating r;
        if (s.isGroup)
            r.group = project.groups[std::size_t(s.index)].id;
        else
            r.criterion = project.criteria[std::size_t(s.index)].id;
        r.rating = std::clamp(ratings[k], 0.0, 100.0);
        r.worst = s.worst;
        r.best = s.best;
        records.push_back(r);
    }
    const ValueTree tree(project);
    WeightProfile out = tree.isFlat() ? profile : tree.withChildWeights(profile, group, percent);
    if (tree.isFlat())
        out.weights = percent;
    // The node's earlier ratings go; the other nodes' stay.
    const auto inNode = [&](const SwingRating &r) {
        for (const Swing &s : swings)
            if ((s.isGroup && r.group == project.groups[std::size_t(s.index)].id)
                || (!s.isGroup && r.criterion == project.criteria[std::size_t(s.index)].id))
                return true;
        return false;
    };
    std::erase_if(out.swing, inNode);
    out.swing.insert(out.swing.end(), records.begin(), records.end());
    return out;
}

QStringList swingWarnings(const ProjectData &project, const SharedMatrix &values, const WeightProfile &profile)
{
    QStringList out;
    const ValueTree tree(project);
    const ValueTree::Weights w = tree.weights(profile);
    for (const SwingRating &r : profile.swing) {
        if (r.criterion.isEmpty() || !r.worst || !r.best)
            continue;
        const int c = project.indexOfCriterion(r.criterion);
        if (c < 0 || !rangeDependent(project, c))
            continue;
        const auto [worst, best] = rangeOf(project, values, c);
        if (!worst || !best || (*worst == *r.worst && *best == *r.best))
            continue;
        const Criterion &criterion = project.criteria[std::size_t(c)];
        out << tr("%1 %2 meant %3; the range is now %4.")
                   .arg(criterion.name, formatPercent(w.criterionGlobal[std::size_t(c)]),
                        rangeText(*r.worst, *r.best, criterion.unit), rangeText(*worst, *best, criterion.unit));
    }
    return out;
}

WeightProfile withoutSwingRatings(const ProjectData &project, const WeightProfile &profile, int group)
{
    WeightProfile out = profile;
    if (out.swing.empty())
        return out;
    const ValueTree tree(project);
    std::erase_if(out.swing, [&](const SwingRating &r) {
        if (tree.isFlat())
            return true;
        if (!r.criterion.isEmpty()) {
            const int c = project.indexOfCriterion(r.criterion);
            return c >= 0 && tree.criterionGroup(c) == group;
        }
        const int g = project.indexOfGroup(r.group);
        return g >= 0 && tree.groupParent(g) == group;
    });
    return out;
}

} // namespace verdict
