// The one formatter of numbers shown to a person (model/report/format.h): its rules, and that the places that
// show the same value — a matrix cell, `verdict show`, a constraint message — now say it the same way.
#include "display/format.h"
#include "display/places.h"
#include "core/projectdata.h"

#include "document/document.h"
#include "models/matrixmodel.h"
#include "scenario/scenario.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

using namespace verdict;

namespace {
// The display locale for one test; English again afterwards, as every other test expects.
struct DisplayLocaleScope
{
    explicit DisplayLocaleScope(const QLocale &locale) { setDisplayLocale(locale); }
    ~DisplayLocaleScope() { setDisplayLocale(QLocale(QLocale::English, QLocale::UnitedStates)); }
    DisplayLocaleScope(const DisplayLocaleScope &) = delete;
    DisplayLocaleScope &operator=(const DisplayLocaleScope &) = delete;
};
} // namespace

class TestFormat : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void amountsAndUnits_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("expected");
        QTest::newRow("grouped") << 210000.0 << QString() << QStringLiteral("210,000");
        QTest::newRow("five digits") << 0.781234 << QString() << QStringLiteral("0.78123");
        QTest::newRow("money in front") << 140000.0 << QStringLiteral("$/yr") << QStringLiteral("$140,000/yr");
        QTest::newRow("price") << 0.78 << QStringLiteral("$/GPU-h") << QStringLiteral("$0.78/GPU-h");
        QTest::newRow("negative money") << -70000.0 << QStringLiteral("$/yr") << QStringLiteral("-$70,000/yr");
        QTest::newRow("unit after") << 53.0 << QStringLiteral("ms") << QStringLiteral("53 ms");
        QTest::newRow("fraction is a percentage") << 0.125 << QStringLiteral("fraction") << QStringLiteral("12.5 %");
        QTest::newRow("scale unit stands bare") << 2.0 << QStringLiteral("1-5") << QStringLiteral("2");
        QTest::newRow("scale with en dash") << 4.0 << QStringLiteral("1–10") << QStringLiteral("4");
        QTest::newRow("missing") << std::numeric_limits<double>::quiet_NaN() << QStringLiteral("ms") << QStringLiteral("n/a");
    }
    void amountsAndUnits()
    {
        QFETCH(double, value);
        QFETCH(QString, unit);
        QFETCH(QString, expected);
        QCOMPARE(formatQuantity(value, unit), expected);
    }

    void sharedUnitSaidOnce_data()
    {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<QString>("expected");
        QTest::newRow("ms") << "39.2 ms" << "58.8 ms" << "39.2–58.8 ms";
        QTest::newRow("percent") << "9.6 %" << "14.4 %" << "9.6–14.4 %";
        QTest::newRow("money per unit") << "$0.44/GPU-h" << "$0.66/GPU-h" << "$0.44–$0.66/GPU-h";
        QTest::newRow("thousands share digits") << "117,000 GPU-h/yr" << "175,000 GPU-h/yr" << "117,000–175,000 GPU-h/yr";
        QTest::newRow("no unit") << "1" << "3" << "1–3";
        QTest::newRow("same number") << "2 ms" << "2 ms" << "2–2 ms";
        QTest::newRow("different units") << "2 ms" << "3 s" << "2 ms–3 s";
        QTest::newRow("one a suffix of the other") << "12 %" << "112 %" << "12–112 %";
    }

    void sharedUnitSaidOnce()
    {
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(QString, expected);
        QCOMPARE(sharedUnitSpan(first, second, QStringLiteral("–")), expected);
    }

    void differencesCarryTheirSign()
    {
        QCOMPARE(formatSignedPoints(2.84), QStringLiteral("+2.8 points"));
        QCOMPARE(formatSignedPoints(-2.94), QStringLiteral("−2.9 points"));
        QCOMPARE(formatSignedPoints(0.0001), QStringLiteral("0.0 points")); // a tie carries no sign
        QCOMPARE(formatSignedPoints(0.01), QStringLiteral("+0.01 points"));
        QCOMPARE(formatSignedPointsShort(1.5), QStringLiteral("+1.5 pts"));
        QCOMPARE(formatPoints(2.84), QStringLiteral("2.8 points"));
        // A lead too small for one decimal keeps the digits that show it is there (3,000 alternatives: "+0.0 pts
        // lead" was shown for a lead of 0.03); below 0.0005 it is a tie at any precision a view shows.
        QCOMPARE(formatPoints(0.03), QStringLiteral("0.03 points"));
        QCOMPARE(formatPoints(0.0042), QStringLiteral("0.004 points"));
        QCOMPARE(formatPoints(0.0001), QStringLiteral("0.0 points"));
        QCOMPARE(formatPoints(0.05), QStringLiteral("0.1 points"));
        QCOMPARE(formatSignedPointsShort(0.03), QStringLiteral("+0.03 pts"));
        QCOMPARE(formatSignedPointsShort(-0.004), QStringLiteral("−0.004 pts"));
        QCOMPARE(formatSignedPointsShort(0.0), QStringLiteral("0.0 pts"));
        QCOMPARE(formatSignedPoints(-0.04), QStringLiteral("−0.04 points"));
    }

    // The reading rule mirrors the writing rule: what the window shows ("1,500") reads back as the same number, and
    // a decimal comma is refused with the reason, never read as another number (issue 35).
    void typedNumbersReadAsShown_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("value"); // NaN: refused
        QTest::addColumn<QString>("why");
        const double no = std::nan("");
        QTest::newRow("plain") << QStringLiteral("1500") << 1500.0 << QString();
        QTest::newRow("grouped") << QStringLiteral("1,500") << 1500.0 << QString();
        QTest::newRow("grouped decimal") << QStringLiteral("2,400.50") << 2400.5 << QString();
        QTest::newRow("millions") << QStringLiteral("-12,345,678.9") << -12345678.9 << QString();
        QTest::newRow("spaces around") << QStringLiteral("  50,000 ") << 50000.0 << QString();
        QTest::newRow("exponent") << QStringLiteral("1e3") << 1000.0 << QString();
        // A text the locale cannot read one way only is refused, naming each reading it could have been meant as.
        QTest::newRow("decimal comma") << QStringLiteral("1,5") << no
                                       << QStringLiteral("1.5 (read with a decimal comma) or 15 (read with ',' grouping thousands)");
        QTest::newRow("two decimals") << QStringLiteral("0,78") << no << QStringLiteral("0.78 (read with a decimal comma)");
        QTest::newRow("bad group") << QStringLiteral("1,5000") << no << QStringLiteral("1.5 (read with a decimal comma) or 15000");
        QTest::newRow("german grouping") << QStringLiteral("1.500,25") << no << QStringLiteral("could mean 1500.25 (read with a decimal comma)");
        QTest::newRow("the rule named") << QStringLiteral("1,5") << no << QStringLiteral("numbers here are written 1,234.5");
        QTest::newRow("typographic minus") << QStringLiteral("−2.5") << -2.5 << QString();
        QTest::newRow("text") << QStringLiteral("abc") << no << QString();
    }
    void typedNumbersReadAsShown()
    {
        QFETCH(QString, text);
        QFETCH(double, value);
        QFETCH(QString, why);
        QString reason;
        const std::optional<double> read = readTypedNumber(text, &reason);
        if (std::isnan(value)) {
            QVERIFY2(!read, qPrintable(text));
            QVERIFY(!reason.isEmpty());
            QVERIFY2(reason.contains(why), qPrintable(reason));
        } else {
            QVERIFY2(read, qPrintable(reason));
            QCOMPARE(*read, value);
        }
        // What the window shows reads back as itself.
        for (const double shown : {1500.0, 50000.0, 140000.0, 0.82, 1234567.0})
            QCOMPARE(*readTypedNumber(formatAmount(shown)), shown);
    }

    // The rule follows the display locale (Settings ▸ Numbers, or the system's): in a decimal-comma locale "1,5" is
    // 1.5 and "1.500" is 1500, and a text readable two ways is refused with both readings (issue 35).
    void numbersByLocale_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("value"); // NaN: refused
        QTest::addColumn<QString>("why");
        const double no = std::nan("");
        QTest::newRow("en 1,500") << QStringLiteral("en_US") << QStringLiteral("1,500") << 1500.0 << QString();
        QTest::newRow("en 1,5") << QStringLiteral("en_US") << QStringLiteral("1,5") << no << QStringLiteral("1.5 (read with a decimal comma) or 15");
        QTest::newRow("en 1.5") << QStringLiteral("en_US") << QStringLiteral("1.5") << 1.5 << QString();
        QTest::newRow("de 1,5") << QStringLiteral("de_DE") << QStringLiteral("1,5") << 1.5 << QString();
        QTest::newRow("de 1.500") << QStringLiteral("de_DE") << QStringLiteral("1.500") << 1500.0 << QString();
        QTest::newRow("de 2.400,50") << QStringLiteral("de_DE") << QStringLiteral("2.400,50") << 2400.5 << QString();
        QTest::newRow("de plain") << QStringLiteral("de_DE") << QStringLiteral("146000") << 146000.0 << QString();
        QTest::newRow("de exponent") << QStringLiteral("de_DE") << QStringLiteral("1,5e3") << 1500.0 << QString();
        QTest::newRow("de spaces group") << QStringLiteral("de_DE") << QStringLiteral("1 500 000") << 1500000.0 << QString();
        QTest::newRow("de 1.5") << QStringLiteral("de_DE") << QStringLiteral("1.5") << no << QStringLiteral("1,5 (read with a decimal point) or 15 (read with '.' grouping thousands)");
        QTest::newRow("de 2,400.50") << QStringLiteral("de_DE") << QStringLiteral("2,400.50") << no << QStringLiteral("2400,5 (read with a decimal point)");
        QTest::newRow("de rule named") << QStringLiteral("de_DE") << QStringLiteral("0.78") << no << QStringLiteral("numbers here are written 1.234,5");
        QTest::newRow("fr 1,5") << QStringLiteral("fr_FR") << QStringLiteral("1,5") << 1.5 << QString();
        QTest::newRow("fr narrow nbsp") << QStringLiteral("fr_FR") << QString::fromUtf8("1\u202f500,25") << 1500.25 << QString();
        QTest::newRow("fr nbsp") << QStringLiteral("fr_FR") << QString::fromUtf8("12\u00a0345") << 12345.0 << QString();
        QTest::newRow("fr space") << QStringLiteral("fr_FR") << QStringLiteral("1 500") << 1500.0 << QString();
        QTest::newRow("fr 1.5") << QStringLiteral("fr_FR") << QStringLiteral("1.5") << no << QStringLiteral("1,5 (read with a decimal point)");
        QTest::newRow("fr bad group") << QStringLiteral("fr_FR") << QStringLiteral("1 50") << no << QStringLiteral("numbers here are written 1");
    }
    void numbersByLocale()
    {
        QFETCH(QString, locale);
        QFETCH(QString, text);
        QFETCH(double, value);
        QFETCH(QString, why);
        const DisplayLocaleScope scope{QLocale(locale)};
        QString reason;
        const std::optional<double> read = readTypedNumber(text, &reason);
        if (std::isnan(value)) {
            QVERIFY2(!read, qPrintable(QString::number(read.value_or(0))));
            QVERIFY2(reason.contains(why), qPrintable(reason));
        } else {
            QVERIFY2(read, qPrintable(reason));
            QCOMPARE(*read, value);
        }
        // Display and input agree: what the window shows, and what it puts in an editor, read back as themselves.
        for (const double shown : {1500.0, 50000.0, 140000.0, 0.82, 1234567.0, -2400.5, 1e-7}) {
            const std::optional<double> back = readTypedNumber(formatAmount(shown));
            QVERIFY2(back && std::abs(*back - shown) <= std::abs(shown) * 1e-4, qPrintable(formatAmount(shown)));
            QCOMPARE(*readTypedNumber(formatEditable(shown)), shown);
        }
    }

    void amountsByLocale()
    {
        {
            const DisplayLocaleScope scope{QLocale(QStringLiteral("de_DE"))};
            QCOMPARE(formatAmount(210000), QStringLiteral("210.000"));
            QCOMPARE(formatAmount(0.78), QStringLiteral("0,78"));
            QCOMPARE(formatQuantity(140000, QStringLiteral("$/yr")), QStringLiteral("$140.000/yr"));
            QCOMPARE(formatPercent(0.125), QStringLiteral("12,5 %"));
            QCOMPARE(formatScore(0.642), QStringLiteral("64,2"));
            QCOMPARE(formatSignedPoints(2.84), QStringLiteral("+2,8 points"));
            QCOMPARE(formatEditable(1500.25), QStringLiteral("1500,25"));
            QCOMPARE(formatCount(1000000), QStringLiteral("1.000.000"));
            QCOMPARE(formatRelativeChange(0.05), QStringLiteral("+5 %"));
            QCOMPARE(NumberConvention::display().example(), QStringLiteral("1.234,5"));
        }
        {
            const DisplayLocaleScope scope{QLocale(QStringLiteral("fr_FR"))};
            QCOMPARE(formatAmount(210000.0), QString::fromUtf8("210\u202f000"));
            QCOMPARE(formatAmount(2400.5), QString::fromUtf8("2\u202f400,5"));
            QCOMPARE(formatEditable(0.5), QStringLiteral("0,5"));
        }
        // A C locale (CI, a bare container) writes English; English is back when the scope ends.
        {
            const DisplayLocaleScope scope{QLocale::c()};
            QCOMPARE(formatAmount(210000), QStringLiteral("210,000"));
        }
        QCOMPARE(formatAmount(2400.5), QStringLiteral("2,400.5"));
        QCOMPARE(formatScore(0.642), QStringLiteral("64.2"));
    }

    // formatAmount() writes numbers itself, not through QLocale (a third of the time: a 10,000 × 200 cheat sheet
    // writes two million). What it writes is what QLocale writes, in every locale, for every magnitude and sign, and
    // for the values halfway between two roundings, which QLocale rounds up and std::to_chars to even.
    void amountsAsTheLocaleWritesThem_data()
    {
        QTest::addColumn<QString>("locale");
        for (const char *name : {"en_US", "de_DE", "fr_FR", "de_CH", "es_ES", "pl_PL", "sv_SE", "nb_NO", "hi_IN", "ar_EG",
                                 "fa_IR", "he_IL", "ja_JP", "C"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    void amountsAsTheLocaleWritesThem()
    {
        QFETCH(QString, locale);
        const DisplayLocaleScope scope{QLocale(locale)};
        const QLocale shown = displayLocale();
        // The rule, written out again from docs/methods.md: five significant digits below 10,000, whole numbers
        // above, trailing zeros dropped, never "-0".
        const auto expected = [&shown](double value) {
            const double magnitude = std::abs(value);
            const int decimals = magnitude > 0 && magnitude < 1e4 ? std::clamp(4 - int(std::floor(std::log10(magnitude))), 0, 8) : 0;
            QString text = shown.toString(value, 'f', decimals);
            const QString mark = shown.decimalPoint();
            if (text.contains(mark)) {
                while (text.endsWith(u'0'))
                    text.chop(1);
                if (text.endsWith(mark))
                    text.chop(mark.size());
            }
            return text == shown.negativeSign() + u'0' ? QStringLiteral("0") : text;
        };
        std::vector<double> values{0.0, -0.0, 0.125, 2.5, -2.5, 12500.5, -12501.5, 99999.5, 0.00012345, 1e-9, -4e-10,
                                   9999.95, 9999.99999, 1e15, 1.5e17, -3.25e20, 1e300};
        std::mt19937_64 random(34);
        std::uniform_real_distribution<double> exponent(-10.0, 12.0);
        std::uniform_int_distribution<int> halves(0, 2000000);
        for (int i = 0; i < 20000; ++i) {
            const double v = std::pow(10.0, exponent(random)) * (i % 2 ? -1.0 : 1.0);
            values.push_back(v);
            values.push_back(halves(random) / 2.0);                   // whole and half numbers
            values.push_back(halves(random) / 8.0 / std::pow(10.0, i % 6)); // eighths: exact ties at some decimals
        }
        int checked = 0;
        for (const double v : values) {
            const QString mine = formatAmount(v);
            if (mine != expected(v))
                QFAIL(qPrintable(QStringLiteral("%1 (%2): formatAmount wrote \"%3\", the locale \"%4\"")
                                     .arg(v, 0, 'g', 17).arg(locale, mine, expected(v))));
            ++checked;
        }
        QCOMPARE(checked, int(values.size()));
    }

    // A pasted block's convention, from the cells that can be read one way only.
    void blockConventions_data()
    {
        QTest::addColumn<QStringList>("cells");
        QTest::addColumn<int>("kind");
        QTest::newRow("nothing certain") << QStringList{QStringLiteral("1,500"), QStringLiteral("15"), QStringLiteral(""), QStringLiteral("1.500")} << int(ConventionGuess::Kind::Unknown);
        QTest::newRow("points") << QStringList{QStringLiteral("1,500"), QStringLiteral("2,400.50"), QStringLiteral("0.5")} << int(ConventionGuess::Kind::Point);
        QTest::newRow("commas") << QStringList{QStringLiteral("1.500"), QStringLiteral("0,78"), QStringLiteral("2.400,50")} << int(ConventionGuess::Kind::Comma);
        QTest::newRow("mixed") << QStringList{QStringLiteral("0,78"), QStringLiteral("2,400.50")} << int(ConventionGuess::Kind::Mixed);
        QTest::newRow("french") << QStringList{QString::fromUtf8("1\u202f500,5"), QStringLiteral("12")} << int(ConventionGuess::Kind::Comma);
    }
    void blockConventions()
    {
        QFETCH(QStringList, cells);
        QFETCH(int, kind);
        QCOMPARE(int(guessConvention(cells).kind), kind);
    }

    void countsMonthsAndMoney()
    {
        QCOMPARE(formatCount(1000000), QStringLiteral("1,000,000"));
        QCOMPARE(formatCount(1234), QStringLiteral("1,234"));
        QCOMPARE(formatMonths(6.0), QStringLiteral("6 mo"));
        QCOMPARE(formatMonths(6.04), QStringLiteral("6 mo"));
        QCOMPARE(formatMonths(6.5), QStringLiteral("6.5 mo"));
        QCOMPARE(formatMonths(18.2), QStringLiteral("18 mo"));
        QCOMPARE(formatMonths(9.96), QStringLiteral("10 mo"));
        QCOMPARE(formatCompactMoney(138545.0, QStringLiteral("$/yr")), QStringLiteral("$139K"));
        QCOMPARE(formatCompactMoney(12345.0, QStringLiteral("$")), QStringLiteral("$12.3K"));
        QCOMPARE(formatCompactMoney(0.82, QStringLiteral("$/GPU-h")), QStringLiteral("$0.82"));
        QCOMPARE(formatCompactMoney(1.2e6, QStringLiteral("$")), QStringLiteral("$1.20M"));
        QCOMPARE(formatPercent(0.3), QStringLiteral("30 %"));
        QCOMPARE(tableUnit(QStringLiteral("$/year")), QStringLiteral("$/yr"));
    }

    // "Compliance 2 is below 3 by 1 (scale 1-5)", not "2 1-5 is below 3 1-5 by 1 1-5".
    void aScaleIsNamedOnceInAMessage()
    {
        ProjectData p = makeEmptyProject();
        Criterion c;
        c.id = QStringLiteral("compliance");
        c.name = QStringLiteral("Compliance");
        c.unit = QStringLiteral("1-5");
        c.scaleMin = 1;
        c.scaleMax = 5;
        p.criteria = {c};
        Alternative a;
        a.id = QStringLiteral("gke");
        a.name = QStringLiteral("GKE");
        p.alternatives = {a};
        p.values = SharedMatrix(1, 1);
        p.values.set(0, 0, 2);
        p.profiles.front().weights = {1.0};
        p.constraints = {Constraint{QStringLiteral("compliance >= 3"), QString()}};
        const ScenarioResult r = evaluateScenario(p);
        QCOMPARE(r.violations.size(), std::size_t(1));
        QCOMPARE(r.violations[0].size(), std::size_t(1));
        const QString message = r.violations[0][0].message;
        QVERIFY2(message.endsWith(QStringLiteral("2 is below 3 by 1 (scale 1-5)")), qPrintable(message));
        QVERIFY2(!message.contains(QStringLiteral("2 1-5")), qPrintable(message));
    }

    // A matrix cell shows a value as `verdict show` and the sheet do: "$0.78/GPU-h", not "0.78 $/GPU-h".
    // The window names what a message is about as it shows it, never with the file's JSON pointer.
    void placesNamedAsTheWindowDoes()
    {
        ProjectData p;
        Criterion latency;
        latency.id = QStringLiteral("latency");
        latency.name = QStringLiteral("Latency");
        p.criteria.push_back(latency);
        Alternative ecs;
        ecs.id = QStringLiteral("ecs");
        ecs.name = QStringLiteral("AWS ECS");
        p.alternatives.push_back(ecs);
        for (const char *name : {"Yearly saving", "Idle reduction", "$70K saved on $210K"}) {
            NamedCheck c;
            c.id = QStringLiteral("c");
            c.name = QString::fromUtf8(name);
            p.checks.push_back(c);
        }
        NamedCheck unnamed;
        unnamed.id = QStringLiteral("margin");
        p.checks.push_back(unnamed);
        QCOMPARE(placeName(p, QStringLiteral("/checks/2/expected")), QStringLiteral("Check 3, $70K saved on $210K: its expected value"));
        QCOMPARE(placeName(p, QStringLiteral("/checks/3/formula")), QStringLiteral("Check 4, margin: its formula"));
        QCOMPARE(placeName(p, QStringLiteral("/criteria/0/formula")), QStringLiteral("Criterion 1, Latency: its formula"));
        QCOMPARE(placeName(p, QStringLiteral("/criteria/0")), QStringLiteral("Criterion 1, Latency"));
        QCOMPARE(placeName(p, QStringLiteral("/alternatives/0/values/latency")), QStringLiteral("AWS ECS, Latency (the cell)"));
        QCOMPARE(placeName(p, QStringLiteral("/alternatives/0/values/0")), QStringLiteral("AWS ECS, Latency (the cell)"));
        // Nothing there, or not a list: as it is.
        QCOMPARE(placeName(p, QStringLiteral("/checks/9/expected")), QStringLiteral("/checks/9/expected"));
        QCOMPARE(placeName(p, QStringLiteral("/analysis/method")), QStringLiteral("/analysis/method"));
    }

    // A 10,000-character name is shown elided in the middle, both ends readable, at most kMaxShownName characters:
    // a tooltip or legend never fills the screen; an emoji is never cut in half.
    void longNamesElidedInTheMiddle()
    {
        const QString longName = QStringLiteral("Amazon Elastic ") + QString(10000, u'x') + QStringLiteral(" (us-east-1)");
        const QString shown = elideMiddle(longName);
        QVERIFY(shown.size() <= kMaxShownName);
        QVERIFY(shown.startsWith(QStringLiteral("Amazon Elastic x")));
        QVERIFY(shown.endsWith(QStringLiteral("x (us-east-1)")));
        QCOMPARE(shown.count(QStringLiteral("…")), 1);
        QCOMPARE(elideMiddle(QStringLiteral("AWS ECS")), QStringLiteral("AWS ECS"));
        const QString emoji = QString(4, u'a') + QString::fromUtf8("\xF0\x9F\x9A\x80\xF0\x9F\x9A\x80") + QString(4, u'b');
        for (int n = 3; n < emoji.size(); ++n) {
            const QString cut = elideMiddle(emoji, n);
            QVERIFY(cut.size() <= n);
            for (qsizetype i = 0; i < cut.size(); ++i) // no lone surrogate
                QVERIFY(!(cut.at(i).isHighSurrogate() && (i + 1 >= cut.size() || !cut.at(i + 1).isLowSurrogate()))
                        && !(cut.at(i).isLowSurrogate() && (i == 0 || !cut.at(i - 1).isHighSurrogate())));
        }
    }

    void theMatrixShowsNumbersTheSameWay()
    {
        ProjectData p = makeEmptyProject();
        Criterion price;
        price.id = QStringLiteral("price");
        price.name = QStringLiteral("Price");
        price.unit = QStringLiteral("$/GPU-h");
        Criterion volume;
        volume.id = QStringLiteral("volume");
        volume.name = QStringLiteral("Volume");
        volume.unit = QStringLiteral("GPU-h");
        p.criteria = {price, volume};
        Alternative a;
        a.id = QStringLiteral("gke");
        a.name = QStringLiteral("GKE");
        p.alternatives = {a};
        p.values = SharedMatrix(1, 2);
        p.values.set(0, 0, 0.78);
        p.values.set(0, 1, 146000);
        p.profiles.front().weights = {1.0, 1.0};
        Document document(p);
        MatrixModel model(&document);
        QCOMPARE(model.data(model.index(0, 0), Qt::DisplayRole).toString(), formatQuantity(0.78, price.unit));
        QCOMPARE(model.data(model.index(0, 0), Qt::DisplayRole).toString(), QStringLiteral("$0.78/GPU-h"));
        QCOMPARE(model.data(model.index(0, 1), Qt::DisplayRole).toString(), QStringLiteral("146,000 GPU-h"));
        // Editing shows the plain number, which the parser reads back.
        QCOMPARE(model.data(model.index(0, 1), Qt::EditRole).toString(), QStringLiteral("146000"));
        // Typed as the matrix shows it, "1,500" is 1500 (it was read as 1.5, silently); "1,5" is refused and the
        // value stays.
        QVERIFY(model.setData(model.index(0, 1), QStringLiteral("1,500"), Qt::EditRole));
        QCOMPARE(document.data().values.at(0, 1), 1500.0);
        QVERIFY(!model.setData(model.index(0, 1), QStringLiteral("1,5"), Qt::EditRole));
        QCOMPARE(document.data().values.at(0, 1), 1500.0);

        // In German the same cell shows and takes "1.500" and "0,78"; what the editor shows reads back.
        {
            const DisplayLocaleScope scope{QLocale(QStringLiteral("de_DE"))};
            QCOMPARE(model.data(model.index(0, 1), Qt::DisplayRole).toString(), QStringLiteral("1.500 GPU-h"));
            QCOMPARE(model.data(model.index(0, 0), Qt::DisplayRole).toString(), QStringLiteral("$0,78/GPU-h"));
            QVERIFY(model.setData(model.index(0, 1), QStringLiteral("1,5"), Qt::EditRole));
            QCOMPARE(document.data().values.at(0, 1), 1.5);
            QVERIFY(model.setData(model.index(0, 1), QStringLiteral("2.400,25"), Qt::EditRole));
            QCOMPARE(document.data().values.at(0, 1), 2400.25);
            QCOMPARE(model.data(model.index(0, 1), Qt::EditRole).toString(), QStringLiteral("2400,25"));
            QVERIFY(model.setData(model.index(0, 1), model.data(model.index(0, 1), Qt::EditRole), Qt::EditRole));
            QCOMPARE(document.data().values.at(0, 1), 2400.25);
            QVERIFY(!model.setData(model.index(0, 1), QStringLiteral("1.5"), Qt::EditRole));
            QCOMPARE(document.data().values.at(0, 1), 2400.25);
        }
        // French groups with a narrow no-break space, and reads what a keyboard types (a plain space) too.
        {
            const DisplayLocaleScope scope{QLocale(QStringLiteral("fr_FR"))};
            QCOMPARE(model.data(model.index(0, 1), Qt::DisplayRole).toString(), QString::fromUtf8("2\u202f400,3 GPU-h"));
            QVERIFY(model.setData(model.index(0, 1), QStringLiteral("3 000,5"), Qt::EditRole));
            QCOMPARE(document.data().values.at(0, 1), 3000.5);
        }
    }
};

QTEST_MAIN(TestFormat)
#include "tst_format.moc"
