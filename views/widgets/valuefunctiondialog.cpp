#include "valuefunctiondialog.h"
#include "models/richtext.h"
#include "display/format.h"
#include "csv/delimited.h"

#include "charts/chartstyle.h"
#include "charts/nicescale.h"
#include "charts/chartcommon.h"

#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPushButton>
#include <QScatterSeries>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace verdict {

namespace {

enum Column { ColumnX, ColumnValue, ColumnLabel };

std::optional<double> parseNumber(const QString &text)
{
    // The window's one reading rule (the display locale's: "1,500" is 1500 in English, "1,5" is refused).
    return readTypedNumber(text);
}

// The shortest text that reads back to the same number: reopening the dialog and pressing OK changes nothing.
QString numberText(double v)
{
    return formatEditable(v);
}

} // namespace

ValueFunctionDialog::ValueFunctionDialog(const QString &criterionName, const QString &unit, const std::optional<ValueFunction> &function,
                                         std::vector<std::pair<QString, double>> marks, QWidget *parent)
    : QDialog(parent)
    , m_unit(unit)
    , m_marks(std::move(marks))
{
    setWindowTitle(tr("Value Function — %1").arg(criterionName));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("What each %1 is worth, from 0 to 100, instead of normalising it (the worst alternative 0, "
                                "the best 100). Flat beyond the first and the last point.")
                                 .arg(criterionName),
                             this);
    intro->setTextFormat(Qt::PlainText);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_kind = new QComboBox(this);
    m_kind->addItem(tr("Normalised (a straight line from the worst to the best)"));
    m_kind->addItem(tr("Value function through points"));
    m_kind->addItem(tr("Labelled scale (levels)"));
    m_kind->setAccessibleName(tr("How values are scored"));
    layout->addWidget(m_kind);

    auto *body = new QHBoxLayout;
    auto *left = new QVBoxLayout;
    m_table = new QTableWidget(0, 3, this);
    m_table->setHorizontalHeaderLabels({unit.isEmpty() ? tr("Value") : tr("Value (%1)").arg(unit), tr("Worth (0–100)"), tr("Label")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setVisible(true);
    m_table->setAccessibleName(tr("Points of the value function"));
    m_table->setMinimumWidth(300);
    left->addWidget(m_table, 1);
    auto *buttons = new QHBoxLayout;
    m_add = new QPushButton(tr("&Add Point"), this);
    m_remove = new QPushButton(tr("&Remove Point"), this);
    auto *range = new QPushButton(tr("From the &Range"), this);
    range->setToolTip(tr("Two points: the alternatives' worst value is worth 0, their best 100"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addWidget(range);
    buttons->addStretch(1);
    left->addLayout(buttons);
    m_problem = new QLabel(this);
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b2182b"));
    left->addWidget(m_problem);
    body->addLayout(left, 2);

    auto *chart = new QChart;
    chart->setBackgroundRoundness(0);
    chart->legend()->setAlignment(Qt::AlignRight); // whole names, one per line
    m_chart = new QChartView(chart, this);
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumSize(360, 260);
    m_chart->setAccessibleName(tr("The value function's curve, with each alternative on it"));
    body->addWidget(m_chart, 3);
    layout->addLayout(body, 1);

    auto *box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = box->button(QDialogButtonBox::Ok);
    layout->addWidget(box);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);

    connect(m_add, &QPushButton::clicked, this, [this] {
        const int rows = m_table->rowCount();
        double x = 0.0;
        if (rows > 0)
            x = parseNumber(m_table->item(rows - 1, ColumnX) ? m_table->item(rows - 1, ColumnX)->text() : QString()).value_or(0.0) + 1.0;
        addRow(x, 100.0, kind() == Kind::Levels ? tr("level %1").arg(rows + 1) : QString());
        m_table->setCurrentCell(m_table->rowCount() - 1, ColumnX);
        m_table->editItem(m_table->item(m_table->rowCount() - 1, ColumnX));
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = m_table->currentRow() >= 0 ? m_table->currentRow() : m_table->rowCount() - 1;
        if (row >= 0)
            m_table->removeRow(row);
        refresh();
    });
    connect(range, &QPushButton::clicked, this, [this] {
        // The direction of the points already there, else more is better.
        const ValueFunction f = fromTable();
        const std::vector<ValuePoint> k = f.knots();
        startFromRange(k.size() >= 2 && k.front().v > k.back().v);
    });
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        if (kind() != Kind::Normalised && m_table->rowCount() == 0)
            startFromRange(false);
        refresh();
    });
    connect(m_table, &QTableWidget::itemChanged, this, [this] {
        if (!m_filling)
            refresh();
    });

    m_filling = true;
    if (function) {
        if (function->isScale())
            for (const ValueLevel &l : function->levels)
                addRow(l.x, l.v, l.label);
        else
            for (const ValuePoint &p : function->points)
                addRow(p.x, p.v);
    }
    m_filling = false;
    m_kind->setCurrentIndex(!function ? 0 : function->isScale() ? 2 : 1);
    refresh();
}

void ValueFunctionDialog::addRow(double x, double value, const QString &label)
{
    const bool filling = m_filling;
    m_filling = true;
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, ColumnX, new QTableWidgetItem(numberText(x)));
    m_table->setItem(row, ColumnValue, new QTableWidgetItem(numberText(value)));
    m_table->setItem(row, ColumnLabel, new QTableWidgetItem(label));
    m_filling = filling;
    if (!m_filling)
        refresh();
}

std::vector<std::pair<QString, double>> ValueFunctionDialog::marksOf(const ProjectData &project, const SharedMatrix &values, int column)
{
    std::vector<std::pair<QString, double>> marks;
    for (int a = 0; a < project.alternativeCount(); ++a)
        marks.emplace_back(project.alternatives[std::size_t(a)].name,
                           a < values.rows() && column >= 0 && column < values.cols() ? values.at(a, column) : kMissing);
    return marks;
}

ValueFunctionDialog::Kind ValueFunctionDialog::kind() const
{
    return Kind(m_kind->currentIndex());
}

void ValueFunctionDialog::setKind(Kind kind)
{
    m_kind->setCurrentIndex(int(kind));
}

void ValueFunctionDialog::startFromRange(bool lessIsBetter)
{
    // The alternatives' finite values (a missing one is left out); 0 to 1 when there are none.
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const auto &[name, x] : m_marks)
        if (std::isfinite(x))
            lo = std::min(lo, x), hi = std::max(hi, x);
    if (!std::isfinite(lo))
        lo = 0.0, hi = 1.0;
    if (!(hi > lo))
        hi = lo + 1.0;
    m_filling = true;
    m_table->setRowCount(0);
    if (kind() == Kind::Levels) {
        // One level per value the alternatives have (every entered value must be a level), worth spread evenly.
        std::vector<double> levels;
        for (const auto &[name, x] : m_marks)
            if (std::isfinite(x))
                levels.push_back(x);
        std::sort(levels.begin(), levels.end());
        levels.erase(std::unique(levels.begin(), levels.end()), levels.end());
        if (levels.size() < 2)
            levels = {lo, hi};
        for (std::size_t i = 0; i < levels.size(); ++i) {
            const double share = double(i) / double(levels.size() - 1) * 100.0;
            addRow(levels[i], std::round(lessIsBetter ? 100.0 - share : share), tr("level %1").arg(i + 1));
        }
    } else {
        addRow(lo, lessIsBetter ? 100 : 0);
        addRow(hi, lessIsBetter ? 0 : 100);
    }
    m_filling = false;
    refresh();
}

ValueFunction ValueFunctionDialog::fromTable() const
{
    ValueFunction f;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const auto text = [this, r](int c) { return m_table->item(r, c) ? m_table->item(r, c)->text() : QString(); };
        const double x = parseNumber(text(ColumnX)).value_or(std::nan(""));
        const double v = parseNumber(text(ColumnValue)).value_or(std::nan(""));
        if (kind() == Kind::Levels)
            f.levels.push_back({x, text(ColumnLabel).trimmed(), v});
        else
            f.points.push_back({x, v});
    }
    return f;
}

std::optional<ValueFunction> ValueFunctionDialog::valueFunction() const
{
    if (kind() == Kind::Normalised)
        return std::nullopt;
    return fromTable();
}

QString ValueFunctionDialog::problem() const
{
    if (kind() == Kind::Normalised)
        return {};
    const ValueFunction f = fromTable();
    // A cell that is not a number is named first, by row.
    const std::vector<ValuePoint> knots = f.knots();
    for (std::size_t r = 0; r < knots.size(); ++r) {
        if (std::isnan(knots[r].x))
            return tr("Row %1: the value is not a number.").arg(r + 1);
        if (std::isnan(knots[r].v))
            return tr("Row %1: the worth is not a number.").arg(r + 1);
    }
    const std::vector<ValueFunctionProblem> problems = valueFunctionProblems(f);
    if (problems.empty()) {
        // On a labelled scale every alternative's value is a level.
        if (kind() == Kind::Levels)
            for (const auto &[name, x] : m_marks)
                if (std::isfinite(x) && !f.levelAt(x))
                    return tr("%1's value %2 is not a level: add a level at %2.").arg(name, numberText(x));
        return {};
    }
    // "/points/2/1" → row 3.
    const QStringList parts = problems.front().pointer.split(u'/', Qt::SkipEmptyParts);
    bool ok = false;
    const int row = parts.size() > 1 ? parts.at(1).toInt(&ok) : -1;
    const QString text = problems.front().text;
    return ok ? tr("Row %1: %2.").arg(row + 1).arg(text) : tr("%1.").arg(text.left(1).toUpper() + text.mid(1));
}

void ValueFunctionDialog::refresh()
{
    const Kind k = kind();
    m_table->setEnabled(k != Kind::Normalised);
    m_add->setEnabled(k != Kind::Normalised);
    m_remove->setEnabled(k != Kind::Normalised && m_table->rowCount() > 0);
    m_table->setColumnHidden(ColumnLabel, k != Kind::Levels);
    const QString problem = this->problem();
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_ok->setEnabled(problem.isEmpty());
    m_ok->setToolTip(plainToRich(problem));

    // The curve over the alternatives' range and the points', a little wider; every alternative on it.
    QChart *chart = m_chart->chart();
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes())
        chart->removeAxis(axis), delete axis;
    ChartStyle style;
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const auto &[name, x] : m_marks)
        if (std::isfinite(x))
            lo = std::min(lo, x), hi = std::max(hi, x);
    const ValueFunction f = fromTable();
    const bool drawable = k != Kind::Normalised && problem.isEmpty();
    if (drawable)
        for (const ValuePoint &p : f.knots())
            lo = std::min(lo, p.x), hi = std::max(hi, p.x);
    if (!std::isfinite(lo))
        lo = 0.0, hi = 1.0;
    // Round numbers on the axis, a little wider than the points and the alternatives.
    const double pad = hi > lo ? (hi - lo) * 0.04 : 1.0;
    const NiceScale scale = niceScale(lo - pad, hi + pad, 7);
    const double axisLo = scale.min, axisHi = scale.max;
    // Normalised: the straight line from the worst to the best alternative (more is better shown).
    const auto worth = [&](double x) {
        if (drawable)
            return f.value(x);
        double mn = std::numeric_limits<double>::infinity(), mx = -mn;
        for (const auto &[name, v] : m_marks)
            if (std::isfinite(v))
                mn = std::min(mn, v), mx = std::max(mx, v);
        return mx > mn ? std::clamp((x - mn) / (mx - mn) * 100.0, 0.0, 100.0) : 100.0;
    };
    auto *curve = new QLineSeries;
    curve->setName(k == Kind::Normalised ? tr("normalised") : tr("value function"));
    if (drawable) {
        curve->append(axisLo, f.value(axisLo));
        for (const ValuePoint &p : f.knots())
            curve->append(p.x, p.v);
        curve->append(axisHi, f.value(axisHi));
    } else if (k == Kind::Normalised) {
        curve->append(lo, worth(lo));
        curve->append(hi, worth(hi));
    }
    QPen pen(style.foreground());
    pen.setWidthF(2.0);
    curve->setPen(pen);
    chart->addSeries(curve);
    for (QLegendMarker *marker : chart->legend()->markers(curve))
        marker->setVisible(false); // the legend names the alternatives; the curve is the only line
    std::vector<QScatterSeries *> marks;
    for (std::size_t i = 0; i < m_marks.size(); ++i) {
        const auto &[name, x] = m_marks[i];
        if (!std::isfinite(x) || (k != Kind::Normalised && !drawable))
            continue;
        auto *s = new QScatterSeries;
        s->setName(QStringLiteral("%1: %2").arg(name, formatAmount(std::round(worth(x) * 10.0) / 10.0)));
        s->setMarkerSize(11);
        s->setColor(style.alternativeColor(int(i)));
        s->setBorderColor(style.background());
        s->append(x, worth(x));
        chart->addSeries(s);
        marks.push_back(s);
    }
    // The value axis's labels as every chart writes them (formatTick: "140K", "0.55").
    QCategoryAxis *xAxis = numericAxis(scale, m_unit.isEmpty() ? tr("value") : m_unit, style);
    auto *yAxis = new QValueAxis;
    yAxis->setRange(0, 100);
    yAxis->setTickCount(6);
    yAxis->setLabelFormat(QStringLiteral("%d"));
    yAxis->setTitleText(tr("worth (0–100)"));
    chart->addAxis(xAxis, Qt::AlignBottom);
    chart->addAxis(yAxis, Qt::AlignLeft);
    curve->attachAxis(xAxis);
    curve->attachAxis(yAxis);
    for (QScatterSeries *s : marks) {
        s->attachAxis(xAxis);
        s->attachAxis(yAxis);
    }
}

} // namespace verdict
