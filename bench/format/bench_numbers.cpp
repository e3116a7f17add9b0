// The time to write two million numbers as the window and the cheat sheet show them (formatAmount, a 10,000 × 200
// matrix), against QLocale::toString with the same rounding and trimming (how formatAmount wrote them before) in the
// same run. Usage: bench_numbers [COUNT [RUNS]]
#include "display/format.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <vector>

using namespace verdict;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// formatAmount() as it was: QLocale::toString, then trailing zeros dropped.
QString throughQLocale(const QLocale &locale, double value)
{
    const double magnitude = std::abs(value);
    const int decimals = magnitude > 0 && magnitude < 1e4 ? std::clamp(4 - int(std::floor(std::log10(magnitude))), 0, 8) : 0;
    QString text = locale.toString(value, 'f', decimals);
    if (text.contains(u'.')) {
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(u'.'))
            text.chop(1);
    }
    return text == locale.negativeSign() + u'0' ? QStringLiteral("0") : text;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int count = args.size() > 1 ? args.at(1).toInt() : 2'000'000;
    const int runs = args.size() > 2 ? args.at(2).toInt() : 5;
    // Values as a generated matrix holds them (bench/workbench, scripts/make-wide-project.py): ratings 1-5, amounts
    // 10-500 and 1,000-50,000, percentages with two decimals.
    std::mt19937_64 random(34);
    std::vector<double> values(std::size_t(std::max(count, 1)));
    for (std::size_t i = 0; i < values.size(); ++i) {
        switch (i % 4) {
        case 0: values[i] = double(std::uniform_int_distribution<int>(1, 5)(random)); break;
        case 1: values[i] = double(std::uniform_int_distribution<int>(10, 500)(random)); break;
        case 2: values[i] = double(std::uniform_int_distribution<int>(10, 500)(random) * 100); break;
        default: values[i] = std::round(std::uniform_real_distribution<double>(99.0, 99.99)(random) * 100.0) / 100.0; break;
        }
    }
    const QLocale english = displayLocale();
    std::vector<double> mine, reference;
    qint64 check = 0;
    for (int r = 0; r < runs; ++r) {
        QElapsedTimer t;
        t.start();
        for (const double v : values)
            check += formatAmount(v).size();
        mine.push_back(double(t.nsecsElapsed()) / 1e6);
        t.restart();
        for (const double v : values)
            check -= throughQLocale(english, v).size();
        reference.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::printf("%d numbers, median of %d runs: formatAmount %.1f ms, through QLocale %.1f ms (ratio %.2f)%s\n", count, runs,
                median(mine), median(reference), median(mine) / median(reference), check == 0 ? "" : "; THE TEXTS DIFFER");
    return check == 0 ? 0 : 1;
}
