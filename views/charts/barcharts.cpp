// Bar charts: score breakdown, rank acceptability and profile comparison.
#include "chartcommon.h"
#include "chartfactory.h"
#include "labellayer.h"

#include "evaluation/wording.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QFontMetricsF>
#include <QHorizontalBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QBarSeries>
#include <QLegend>
#include <QTextDocumentFragment>
#include <QLocale>

#include <algorithm>
#include <functional>
#include <cmath>

namespace verdict {

namespace {

// Category axes of horizontal bars list bottom to top; charts read best first from the top.
QStringList reversed(QStringList list)
{
    std::reverse(list.begin(), list.end());
    return list;
}

void styleBarAxis(QBarCategoryAxis *axis, const ChartStyle &style)
{
    styleAxis(axis, style);
    axis->setGridLineVisible(false);
}

// How wide the widest category label is (the bar charts' left axis), which the plot's width does not have.
double categoryWidth(const QStringList &categories, const ChartStyle &style)
{
    const QFontMetricsF metrics(style.font(style.labelPixels()));
    double widest = 0.0;
    for (const QString &c : categories)
        for (const QString &line : QTextDocumentFragment::fromHtml(c).toPlainText().split(u'\n'))
            widest = std::max(widest, metrics.horizontalAdvance(line));
    return widest;
}

} // namespace

QChart *createBreakdownChart(const BreakdownData &data, const ChartStyle &style)
{
    const QString title = QStringLiteral("Score breakdown%1 — %2").arg(data.byGroup ? QStringLiteral(" by group") : QString(), data.profileName);
    if (data.bars.empty())
        return createEmptyChart(QStringLiteral("Score breakdown"),
                                data.messages.empty() ? QString() : data.messages.front().text, style);
    bool anyInfeasible = false;
    for (const BreakdownBar &bar : data.bars)
        anyInfeasible = anyInfeasible || !bar.feasible;
    // What the segments are: the method's own decomposition, or the weighted sum's in the method's order.
    const QString of = data.byGroup ? QStringLiteral("group") : QStringLiteral("criterion");
    const QString normalisation = normalizationName(data.normalization);
    const QString method = methodLabel(data.method);
    QString caption, axisTitle;
    if (data.method == QLatin1String("wpm")) {
        caption = QStringLiteral("Each %1's pull below the ideal, w · ln r (%2 normalisation); they sum to ln of the product")
                      .arg(of, normalisation);
        axisTitle = QStringLiteral("w · ln r × 100");
    } else if (data.method == QLatin1String("promethee")) {
        caption = QStringLiteral("Each %1's weighted net flow w · φ; they sum to the net flow").arg(of);
        axisTitle = scoreAxisTitle(data.method, Qt::Horizontal, style);
    } else if (!data.decomposes) {
        caption = QStringLiteral("%1 has no breakdown: the weighted sum's parts (%2) in %1's order, its %3 beside each bar")
                      .arg(method, normalisation, scoreName(data.method));
        axisTitle = scoreAxisTitle(QStringLiteral("wsm"), Qt::Horizontal, style);
    } else {
        caption = QStringLiteral("Weighted contribution of each %1 (%2 normalisation), best first").arg(of, normalisation);
        axisTitle = scoreAxisTitle(data.method, Qt::Horizontal, style);
    }
    if (anyInfeasible)
        caption += data.decomposes && data.method == QLatin1String("wsm") ? QStringLiteral(" · ✗ infeasible, ranked after the feasible ones")
                                                                           : QStringLiteral(" · ✗ fails a gate");
    // As many bars as the canvas has rows for, best first (30 rows in a dock once left every name "…" and every
    // score on a neighbour's bar); the caption says how many are left out.
    const int all = int(data.bars.size());
    int n = all;
    if (!style.canvas.isEmpty()) {
        const double labelHeight = QFontMetricsF(style.font(style.labelPixels())).height();
        n = std::clamp(int((style.canvas.height() - 9.0 * labelHeight) / (1.7 * labelHeight)), std::min(5, all), all);
    }
    if (n < all)
        caption += QStringLiteral(" · the first %1 of %2 alternatives").arg(n).arg(all);
    QChart *chart = newChart(style, title, caption);
    auto *series = new QHorizontalStackedBarSeries;
    series->setBarWidth(0.62);
    const auto segment = [&data](int bar, int c) {
        const double v = data.bars[std::size_t(bar)].contributions[std::size_t(c)] * 100.0;
        return std::isfinite(v) ? v : 0.0; // a zero under the weighted product (ln 0): nothing to draw
    };
    for (int c = 0; c < data.criteria.size(); ++c) {
        auto *set = new QBarSet(QStringLiteral("%1 (%2)").arg(chartText(data.criteria.at(c)), percentText(data.weights[std::size_t(c)])));
        set->setColor(style.criterionColor(c));
        set->setBorderColor(style.background());
        for (int i = n - 1; i >= 0; --i)
            set->append(segment(i, c));
        series->append(set);
    }
    chart->addSeries(series);
    QStringList categories;
    // Positive segments stack right of 0, negative ones left (PROMETHEE's flows, the product's logs).
    std::vector<double> right(std::size_t(n), 0.0);
    double lo = 0.0, hi = 0.0;
    // A long name would take the whole axis (and Qt Charts then cuts every name to "…"): each is shortened in the
    // middle to fit about a quarter of the canvas; the tables and the hover have it whole.
    const QFontMetricsF nameMetrics(style.font(style.labelPixels()));
    const double nameRoom = style.canvas.isEmpty() ? 1e5 : // (QFontMetricsF::elidedText overflows far beyond)
                                                          std::max(60.0, style.canvas.width() * 0.26 - nameMetrics.horizontalAdvance(QStringLiteral("30. ✗")));
    for (int i = 0; i < n; ++i) {
        const BreakdownBar &bar = data.bars[std::size_t(i)];
        const QString name = nameMetrics.elidedText(elideMiddle(bar.name, 80), Qt::ElideMiddle, nameRoom);
        categories << QStringLiteral("%1. %2%3").arg(bar.rank).arg(chartText(name), bar.feasible ? QString() : QStringLiteral(" ✗"));
        double left = 0.0;
        for (int c = 0; c < data.criteria.size(); ++c)
            (segment(i, c) >= 0.0 ? right[std::size_t(i)] : left) += segment(i, c);
        lo = std::min(lo, left);
        hi = std::max(hi, right[std::size_t(i)]);
    }
    auto *ay = new QBarCategoryAxis;
    ay->append(reversed(categories));
    styleBarAxis(ay, style);
    const double pad = (hi - lo) * 0.08;
    // Room right of the longest bar for its score label ("net flow 47.2"), so no label has to sit on a bar.
    const bool namedScores = data.method != QLatin1String("wsm") && n <= 12;
    const double labelPad = (hi - lo) * (namedScores ? 0.32 : 0.16);
    const NiceScale scale = fittedScale(niceScale(lo < 0.0 ? lo - pad : 0.0, hi > 0.0 ? hi + labelPad : 0.0, 7), Qt::Horizontal,
                                        style, categoryWidth(categories, style));
    auto *ax = numericAxis(scale, axisTitle, style);
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    series->attachAxis(ax);
    series->attachAxis(ay);
    // The method's score at the right end of each bar: the weighted sum's is the bar's length; the others name it.
    auto *labels = new LabelLayer(chart, style);
    for (int i = 0; i < n; ++i) {
        const BreakdownBar &bar = data.bars[std::size_t(i)];
        // Named beside each bar while there is room (the caption and the axis name it too).
        const QString score = !namedScores
                                  ? pointsText(bar.score)
                                  : QStringLiteral("%1 %2").arg(scoreName(data.method), pointsText(bar.score));
        labels->add({QPointF(right[std::size_t(i)], double(n - 1 - i)), series, score, style.foreground(), 10, true, true, 15,
                     LabelLayer::Label::Side::Right});
    }
    placeLegend(chart, style);
    return chart;
}

QChart *createAcceptabilityChart(const AcceptabilityData &data, const ChartStyle &style)
{
    if (data.rows.empty())
        return createEmptyChart(QStringLiteral("Rank acceptability"),
                                data.messages.empty() ? QStringLiteral("Monte Carlo not run") : data.messages.front().text,
                                style);
    const int n = int(data.rows.front().acceptability.size());
    constexpr int kMaxRows = 30;
    const int shown = std::min<int>(int(data.rows.size()), kMaxRows);
    QString caption = QStringLiteral("SMAA-2 Monte Carlo: %1 samples, seed %2")
                          .arg(formatCount(data.samples))
                          .arg(data.seed);
    // SMAA-2 is defined on an additive value model: under another method the chart says whose numbers these are.
    if (data.rankingMethod != QLatin1String("wsm"))
        caption += QStringLiteral(" · by the weighted sum (SMAA-2's additive model), not by %1").arg(methodTitle(data.rankingMethod));
    if (data.leftOut > 0)
        caption += QStringLiteral(" · feasible alternatives only (%1 infeasible left out)").arg(data.leftOut);
    if (shown < int(data.rows.size()))
        caption += QStringLiteral(" · best %1 of %2 alternatives by expected rank").arg(shown).arg(data.rows.size());
    QChart *chart = newChart(style, QStringLiteral("Rank acceptability"), caption);
    // Ranks as stacked segments; beyond ten ranks, later ranks are grouped so the legend stays readable.
    std::vector<std::pair<int, int>> groups; // [first, last] rank, 1-based
    if (n <= 10) {
        for (int r = 1; r <= n; ++r)
            groups.emplace_back(r, r);
    } else {
        for (int r = 1; r <= 5; ++r)
            groups.emplace_back(r, r);
        const int rest = n - 5, bins = 5;
        for (int b = 0; b < bins; ++b) {
            const int first = 6 + rest * b / bins, last = 5 + rest * (b + 1) / bins;
            if (last >= first)
                groups.emplace_back(first, last);
        }
    }
    auto *series = new QHorizontalStackedBarSeries;
    series->setBarWidth(0.66);
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const auto [first, last] = groups[g];
        auto *set = new QBarSet(first == last ? QStringLiteral("rank %1").arg(first)
                                              : QStringLiteral("ranks %1–%2").arg(first).arg(last));
        set->setColor(style.rankColor(int(g) + 1, int(groups.size())));
        set->setBorderColor(style.background());
        for (int i = shown - 1; i >= 0; --i) {
            double sum = 0.0;
            for (int r = first; r <= last; ++r)
                sum += data.rows[std::size_t(i)].acceptability[std::size_t(r - 1)];
            set->append(sum * 100.0);
        }
        series->append(set);
    }
    chart->addSeries(series);
    QStringList categories;
    for (int i = 0; i < shown; ++i)
        categories << chartText(data.rows[std::size_t(i)].name);
    auto *ay = new QBarCategoryAxis;
    ay->append(reversed(categories));
    styleBarAxis(ay, style);
    NiceScale scale;
    scale.min = 0, scale.max = 100, scale.step = 20, scale.ticks = 6;
    scale = fittedScale(scale, Qt::Horizontal, style, categoryWidth(categories, style));
    auto *ax = numericAxis(scale, QStringLiteral("Probability of each rank (%)"), style);
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    series->attachAxis(ax);
    series->attachAxis(ay);
    return chart;
}

// Scores side by side, a group of bars per column (a profile or a scenario), its winner under it.
struct ColumnWords
{
    QString title;   // "Profile comparison"
    QString every;   // "under every profile"
    QString depends; // "on the profile"
    QString active;  // "the active profile"
    QString note;    // added to the caption, may be empty
};

// A colour blended three parts into the background: what an alternative that fails a gate is drawn in.
static QColor paleColor(const QColor &color, const ChartStyle &style)
{
    const QColor b = style.background();
    const auto mix = [](double c, double bg) { return 0.35 * c + 0.65 * bg; };
    return QColor::fromRgbF(float(mix(color.redF(), b.redF())), float(mix(color.greenF(), b.greenF())), float(mix(color.blueF(), b.blueF())));
}

static QChart *columnsChart(const ProfilesData &data, const ChartStyle &style, const ColumnWords &words)
{
    if (data.profiles.empty() || data.alternatives.empty())
        return createEmptyChart(words.title, data.messages.empty() ? QString() : data.messages.front().text, style);
    QStringList winners;
    for (const ProfileColumn &p : data.profiles) {
        const auto it = std::find(data.alternatives.begin(), data.alternatives.end(), p.winner);
        if (it != data.alternatives.end())
            winners << data.names.at(int(it - data.alternatives.begin()));
    }
    winners.removeDuplicates();
    QString caption = winners.size() == 1
        ? QStringLiteral("%1 wins %2").arg(winners.front(), words.every)
        : QStringLiteral("The winner depends %1: %2").arg(words.depends, winners.join(QStringLiteral(", ")));
    if (!words.note.isEmpty())
        caption += QStringLiteral(" · ") + words.note;
    const bool anyInfeasible = std::any_of(data.profiles.begin(), data.profiles.end(), [](const ProfileColumn &p) {
        return std::find(p.feasible.begin(), p.feasible.end(), false) != p.feasible.end();
    });
    if (anyInfeasible)
        caption += QStringLiteral(" · pale: fails a gate");
    QChart *chart = newChart(style, words.title,
                             style.docked ? caption + QStringLiteral(" · bold: ") + words.active : caption);
    // Docked, the profiles run down the left (their names wrap there; under a column Qt Charts cuts them to one
    // line when the chart is short), the first at the top.
    const bool sideways = style.docked && !style.canvas.isEmpty();
    QAbstractBarSeries *series = sideways ? static_cast<QAbstractBarSeries *>(new QHorizontalBarSeries) : new QBarSeries;
    series->setBarWidth(0.8);
    double top = 0.0, bottom = 0.0; // PROMETHEE's net flows run below 0
    for (std::size_t a = 0; a < data.alternatives.size(); ++a) {
        auto *set = new QBarSet(chartText(data.names.at(int(a))));
        const QColor color = style.alternativeColor(data.alternatives[a]);
        set->setColor(color);
        set->setBorderColor(style.background());
        // A bar of an alternative that fails a gate is drawn pale (Qt Charts colours a set's selected bars apart):
        // its score is not a standing.
        set->setSelectedColor(paleColor(color, style));
        for (std::size_t k = 0; k < data.profiles.size(); ++k) {
            const ProfileColumn &p = data.profiles[sideways ? data.profiles.size() - 1 - k : k];
            const double v = std::isfinite(p.scores[a]) ? p.scores[a] * 100.0 : 0.0;
            set->append(v);
            if (a < p.feasible.size() && !p.feasible[a])
                set->selectBar(int(k));
            top = std::max(top, v);
            bottom = std::min(bottom, v);
        }
        series->append(set);
    }
    chart->addSeries(series);
    QStringList categories;
    for (const ProfileColumn &p : data.profiles) {
        QString winner;
        const auto it = std::find(data.alternatives.begin(), data.alternatives.end(), p.winner);
        if (it != data.alternatives.end())
            winner = data.names.at(int(it - data.alternatives.begin()));
        // Long names on lines as wide as a column, so neither they nor the winner line below them is cut. Docked,
        // the name alone on up to three lines (the Results dock beside it lists each profile's winner), the active
        // profile's in bold.
        const QFont labelFont = style.font(style.labelPixels() - 2);
        if (sideways) {
            const QString name = wrappedText(p.name, style.canvas.width() * 0.22, labelFont, 3);
            categories << (p.active ? QStringLiteral("<b>%1</b>").arg(name) : name);
            continue;
        }
        // About 22 characters, less where the columns are narrower (Qt Charts cuts a label wider than its column
        // to one line, losing the winner line under it).
        const double chars22 = QFontMetricsF(labelFont).averageCharWidth() * 22.0;
        const double column = style.canvas.isEmpty() ? chars22
                                                     : std::min(chars22, style.canvas.width() * 0.7 / double(data.profiles.size()));
        const QString name = wrappedText(p.active ? p.name + QStringLiteral(" (active)") : p.name, column, labelFont, 2);
        categories << (winner.isEmpty() ? QStringLiteral("%1<br>no winner").arg(name)
                                        : QStringLiteral("%1<br>▲ %2").arg(name, chartText(winner)));
    }
    auto *ax = new QBarCategoryAxis;
    ax->append(sideways ? reversed(categories) : categories);
    styleBarAxis(ax, style);
    ax->setLabelsFont(style.font(style.labelPixels() - 2));
    const Qt::Orientation scoreAlong = sideways ? Qt::Horizontal : Qt::Vertical;
    auto *ay = numericAxis(fittedScale(niceScale(bottom * 1.05, top * 1.05, 7), scoreAlong, style,
                                       sideways ? categoryWidth(categories, style) : 0.0),
                           scoreAxisTitle(data.method, scoreAlong, style), style);
    chart->addAxis(ax, sideways ? Qt::AlignLeft : Qt::AlignBottom);
    chart->addAxis(ay, sideways ? Qt::AlignBottom : Qt::AlignLeft);
    series->attachAxis(ax);
    series->attachAxis(ay);
    return chart;
}

QChart *createProfilesChart(const ProfilesData &data, const ChartStyle &style)
{
    return columnsChart(data, style, {QStringLiteral("Profile comparison"), QStringLiteral("under every profile"),
                                      QStringLiteral("on the profile"), QStringLiteral("the active profile"),
                                      data.higherIsBetter ? QString() : QStringLiteral("lower Q is better")});
}

QChart *createScenariosChart(const ScenariosData &data, const ChartStyle &given)
{
    ChartStyle style = given;
    style.scenario.clear(); // it shows every scenario side by side
    // The bars are the method's scores on the one scale every surface shows (score × 100; PROMETHEE's net flow runs
    // from −100 to 100, VIKOR's Q is lower-better): the axis names it, and the table shows the same numbers.
    const QString note = data.higherIsBetter ? QString() : QStringLiteral("lower Q is better");    ProfilesData columns;
    columns.method = data.method;
    columns.higherIsBetter = data.higherIsBetter;
    columns.alternatives = data.alternatives;
    columns.names = data.names;
    columns.messages = data.messages;
    if (data.scenarios.size() > 1) // one column compares nothing
        for (const ScenarioColumn &s : data.scenarios) {
            ProfileColumn c;
            c.name = s.name;
            c.active = s.active;
            c.winner = s.winnerFeasible ? s.winner : -1; // no winner under it when nothing meets every gate
            for (const int a : data.alternatives) {
                c.scores.push_back(s.scores[std::size_t(a)]);
                c.ranks.push_back(s.ranks[std::size_t(a)]);
                c.feasible.push_back(std::size_t(a) >= s.feasible.size() || s.feasible[std::size_t(a)]);
            }
            columns.profiles.push_back(std::move(c));
        }
    if (columns.profiles.empty() && columns.messages.empty())
        columns.messages.push_back(Message::plain(QStringLiteral("The project has no what-if scenarios to compare.")));
    return columnsChart(columns, style, {QStringLiteral("Scenario comparison"), QStringLiteral("in every scenario"),
                                         QStringLiteral("on the scenario"), QStringLiteral("the active scenario"), note});
}

} // namespace verdict
