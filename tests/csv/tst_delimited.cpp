#include "csv/delimited.h"

#include <QRandomGenerator>
#include <QTest>

#include <cfloat>
#include <cmath>
#include <cstring>

using namespace verdict;

Q_DECLARE_METATYPE(std::vector<QStringList>)

namespace {
// "LINE:COLUMN: text" of the first message, for compact comparisons.
QString firstMessage(const Messages &messages)
{
    if (messages.empty())
        return {};
    const Message &m = messages.front();
    return QStringLiteral("%1:%2: %3").arg(m.line).arg(m.column).arg(m.text);
}
} // namespace

class TestDelimited : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void detectDelimiter_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QChar>("delimiter");
        QTest::addColumn<int>("cells");
        QTest::newRow("comma") << QByteArray("a,b,c\n1,2,3\n") << QChar(u',') << 3;
        QTest::newRow("semicolon") << QByteArray("a;b;c\n1;2;3\n") << QChar(u';') << 3;
        QTest::newRow("tab") << QByteArray("a\tb\tc\n1\t2\t3\n") << QChar(u'\t') << 3;
        QTest::newRow("most cells wins") << QByteArray("a;b;c,d\n1;2;3,4\n") << QChar(u';') << 3;
        QTest::newRow("tie comma over semicolon") << QByteArray("a,b;c\nx,y;z\n") << QChar(u',') << 2;
        QTest::newRow("tie semicolon over tab") << QByteArray("a;b\tc\nx;y\tz\n") << QChar(u';') << 2;
        QTest::newRow("tie comma over tab") << QByteArray("a\tb,c\nx\ty,z\n") << QChar(u',') << 2;
        QTest::newRow("quoted commas do not count") << QByteArray("\"a,b,c\";d;e\n1;2;3\n") << QChar(u';') << 3;
        QTest::newRow("quoted semicolons do not count") << QByteArray("\"x;y;z\",b\n1,2\n") << QChar(u',') << 2;
        QTest::newRow("only the header counts") << QByteArray("a;b\n1,2,3,4,5;6\n") << QChar(u';') << 2;
        QTest::newRow("one column") << QByteArray("name\nx\n") << QChar(u',') << 1;
    }
    void detectDelimiter()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QChar, delimiter);
        QFETCH(int, cells);
        Messages messages;
        const auto table = readDelimited(bytes, messages);
        QVERIFY2(table, qPrintable(firstMessage(messages)));
        QCOMPARE(table->delimiter, delimiter);
        QCOMPARE(table->rows.front().size(), cells);
    }

    void givenDelimiter()
    {
        Messages messages;
        const auto table = readDelimited("a,b;c\n1,2;3\n", messages, QChar(u';'));
        QVERIFY(table);
        QCOMPARE(table->rows[0], (QStringList{QStringLiteral("a,b"), QStringLiteral("c")}));
    }

    void parse_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<std::vector<QStringList>>("rows");
        QTest::addColumn<std::vector<int>>("lines");
        const auto L = [](std::initializer_list<const char *> cells) {
            QStringList out;
            for (const char *c : cells)
                out << QString::fromUtf8(c);
            return out;
        };
        QTest::newRow("LF") << QByteArray("a,b\n1,2\n") << std::vector{L({"a", "b"}), L({"1", "2"})} << std::vector{1, 2};
        QTest::newRow("no final newline") << QByteArray("a,b\n1,2") << std::vector{L({"a", "b"}), L({"1", "2"})} << std::vector{1, 2};
        QTest::newRow("second BOM is text") << QByteArray("\xEF\xBB\xBF" "\xEF\xBB\xBF" "a,b\n")
                                            << std::vector{QStringList{QStringLiteral("\uFEFFa"), QStringLiteral("b")}} << std::vector{1};
        QTest::newRow("CRLF") << QByteArray("a,b\r\n1,2\r\n") << std::vector{L({"a", "b"}), L({"1", "2"})} << std::vector{1, 2};
        QTest::newRow("BOM") << QByteArray("\xEF\xBB\xBF" "a,b\n1,2\n") << std::vector{L({"a", "b"}), L({"1", "2"})} << std::vector{1, 2};
        QTest::newRow("blank lines at the end")
            << QByteArray("a,b\n1,2\n\n\r\n  \n") << std::vector{L({"a", "b"}), L({"1", "2"})} << std::vector{1, 2};
        QTest::newRow("empty cells") << QByteArray("a,b,c\n,,\n") << std::vector{L({"a", "b", "c"}), L({"", "", ""})} << std::vector{1, 2};
        QTest::newRow("quoted delimiter")
            << QByteArray("a,b\n\"x,y\",2\n") << std::vector{L({"a", "b"}), L({"x,y", "2"})} << std::vector{1, 2};
        QTest::newRow("doubled quotes")
            << QByteArray("a,b\n\"say \"\"hi\"\"\",\"\"\"\"\n") << std::vector{L({"a", "b"}), L({"say \"hi\"", "\""})} << std::vector{1, 2};
        QTest::newRow("embedded newline")
            << QByteArray("a,b\n\"line1\nline2\",2\n3,4\n")
            << std::vector{L({"a", "b"}), L({"line1\nline2", "2"}), L({"3", "4"})} << std::vector{1, 2, 4};
        QTest::newRow("embedded CRLF kept")
            << QByteArray("a,b\r\n\"x\r\ny\",2\r\n") << std::vector{L({"a", "b"}), L({"x\r\ny", "2"})} << std::vector{1, 2};
        QTest::newRow("quoted empty") << QByteArray("a,b\n\"\",\"\"\n") << std::vector{L({"a", "b"}), L({"", ""})} << std::vector{1, 2};
        QTest::newRow("utf-8") << QByteArray("名前,b\nü,€\n") << std::vector{L({"名前", "b"}), L({"ü", "€"})} << std::vector{1, 2};
        QTest::newRow("quote inside unquoted field kept")
            << QByteArray("a,b\n5\" screen,2\n") << std::vector{L({"a", "b"}), L({"5\" screen", "2"})} << std::vector{1, 2};
        QTest::newRow("one column, blank row inside")
            << QByteArray("a\n1\n\n3\n") << std::vector{L({"a"}), L({"1"}), L({""}), L({"3"})} << std::vector{1, 2, 3, 4};
    }
    void parse()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(std::vector<QStringList>, rows);
        QFETCH(std::vector<int>, lines);
        Messages messages;
        const auto table = readDelimited(bytes, messages);
        QVERIFY2(table, qPrintable(firstMessage(messages)));
        QVERIFY(messages.empty());
        QCOMPARE(table->rows, rows);
        QCOMPARE(table->lines, lines);
        QCOMPARE(table->positions.size(), rows.size());
    }

    void cellPositions()
    {
        Messages messages;
        const auto table = readDelimited("ab,\"c\nd\",é,f\n", messages);
        QVERIFY(table);
        QCOMPARE(table->position(0, 0).column, 1);
        QCOMPARE(table->position(0, 1).column, 4);
        QCOMPARE(table->position(0, 2).line, 2);
        QCOMPARE(table->position(0, 2).column, 4);
        QCOMPARE(table->position(0, 3).column, 6); // é is one character, two bytes
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty file") << QByteArray() << QStringLiteral("1:1: the file is empty");
        QTest::newRow("only a BOM") << QByteArray("\xEF\xBB\xBF") << QStringLiteral("1:1: the file is empty");
        QTest::newRow("empty header") << QByteArray("\na,b\n") << QStringLiteral("1:1: the header row is empty");
        QTest::newRow("too many cells") << QByteArray("a,b,c\n1,2,3\n1,2,3,4,5\n") << QStringLiteral("3:7: row has 5 cells, the header has 3");
        QTest::newRow("too few cells") << QByteArray("a,b,c,d,e\n1,2,3\n") << QStringLiteral("2:6: row has 3 cells, the header has 5");
        QTest::newRow("one cell") << QByteArray("a,b\nx\n") << QStringLiteral("2:2: row has 1 cell, the header has 2");
        QTest::newRow("blank line inside") << QByteArray("a,b\n1,2\n\n3,4\n") << QStringLiteral("3:1: blank line inside the table; the header has 2 cells");
        QTest::newRow("unclosed quote") << QByteArray("a,b\n1,\"2\n3,4\n")
                                        << QStringLiteral("2:3: this quoted field is never closed (a quote inside a quoted field is written \"\")");
        QTest::newRow("text after closing quote") << QByteArray("a,b\n\"x\"y,2\n")
                                                  << QStringLiteral("2:4: unexpected \"y\" after a closing quote (a quote inside a quoted field is written \"\")");
        QTest::newRow("NUL byte") << QByteArray("a,b\n1,2\0", 8) << QStringLiteral("2:4: the file is not text (it contains a NUL byte)");
        QTest::newRow("invalid UTF-8") << QByteArray("a,b\nü,\xFF\n") << QStringLiteral("2:3: the file is not UTF-8 text (byte 0xff)");
        QTest::newRow("overlong UTF-8") << QByteArray("a,\xC0\xAF\n") << QStringLiteral("1:3: the file is not UTF-8 text (byte 0xc0)");
        QTest::newRow("surrogate in UTF-8") << QByteArray("a,\xED\xA0\x80\n") << QStringLiteral("1:3: the file is not UTF-8 text (byte 0xed)");
        QTest::newRow("truncated UTF-8") << QByteArray("a,\xE2\x82") << QStringLiteral("1:3: the file is not UTF-8 text (byte 0xe2)");
        QTest::newRow("UTF-16") << QByteArray("\xFF\xFE" "a\0,\0b\0", 8) << QStringLiteral("1:1: the file is UTF-16 text; save it as UTF-8");
    }
    void errors()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        Messages messages;
        QVERIFY(!readDelimited(bytes, messages));
        QVERIFY(hasErrors(messages));
        QCOMPARE(firstMessage(messages), message);
    }

    void everyRaggedRowReported()
    {
        Messages messages;
        QVERIFY(!readDelimited("a,b\n1\n2\n3,4\n5,6,7\n", messages));
        QCOMPARE(messages.size(), std::size_t(3));
        QCOMPARE(messages[2].line, 5);
    }

    void parseNumber_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("decimalComma");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("why");
        const auto ok = [](const char *name, const char *text, bool comma, double v) {
            QTest::newRow(name) << QString::fromUtf8(text) << comma << true << v << QString();
        };
        const auto bad = [](const char *name, const char *text, bool comma, const char *why) {
            QTest::newRow(name) << QString::fromUtf8(text) << comma << false << 0.0 << QString::fromUtf8(why);
        };
        ok("integer", "42", false, 42);
        ok("negative", "-0.5", false, -0.5);
        ok("plus", "+3", false, 3);
        ok("leading dot", ".5", false, 0.5);
        ok("trailing dot", "5.", false, 5);
        ok("exponent", "1e-3", false, 1e-3);
        ok("exponent upper", "2.5E+2", false, 250);
        ok("surrounding spaces", "  7 ", false, 7);
        ok("decimal comma", "0,25", true, 0.25);
        ok("decimal comma exponent", "1,5e3", true, 1500);
        ok("no separator in comma mode", "12", true, 12);
        ok("subnormal", "5e-324", false, 5e-324);
        bad("empty", "", false, "it is empty");
        bad("word", "abc", false, "a number is digits with an optional sign, decimal point and exponent, like 12, -0.5 or 3e6");
        bad("thousands comma", "1,000", false, "',' is not accepted: no thousands separators, and a decimal comma only in a ';'-delimited file");
        bad("thousands dot in comma mode", "1.000", true, "'.' is not accepted: this file uses ',' as the decimal separator, and thousands separators are not accepted");
        bad("two separators", "1,000,000", true, "more than one ',' (thousands separators are not accepted)");
        bad("dollar", "$5", false, "currency symbols are not accepted");
        bad("euro", "5€", false, "currency symbols are not accepted");
        bad("percent", "5%", false, "percent signs are not accepted (write 0.05, not 5%)");
        bad("space inside", "1 000", false, "spaces inside a number are not accepted (no thousands separators)");
        bad("nbsp inside", "1\u00a0000", true, "spaces inside a number are not accepted (no thousands separators)");
        bad("apostrophe", "1'000", false, "thousands separators are not accepted");
        bad("nan", "NaN", false, "NaN and infinity are not accepted");
        bad("inf", "-inf", false, "NaN and infinity are not accepted");
        bad("infinity", "Infinity", false, "NaN and infinity are not accepted");
        bad("overflow", "1e999", false, "it is out of range for a double");
        bad("underflow", "1e-999", false, "it is out of range for a double");
        bad("hex", "0x10", false, "a number is digits with an optional sign, decimal point and exponent, like 12, -0.5 or 3e6");
        bad("sign only", "-", false, "a number is digits with an optional sign, decimal point and exponent, like 12, -0.5 or 3e6");
        bad("dot only", ".", false, "a number is digits with an optional sign, decimal point and exponent, like 12, -0.5 or 3e6");
        bad("dangling exponent", "1e", false, "a number is digits with an optional sign, decimal point and exponent, like 12, -0.5 or 3e6");
        bad("arabic digits", "\u0661\u0662", false, "a number is digits with an optional sign, decimal point and exponent, like 12, -0.5 or 3e6");
        bad("double sign", "--1", false, "a number is digits with an optional sign, decimal point and exponent, like 12, -0.5 or 3e6");
    }
    void parseNumber()
    {
        QFETCH(QString, text);
        QFETCH(bool, decimalComma);
        QFETCH(bool, ok);
        QFETCH(double, value);
        QFETCH(QString, why);
        QString reason;
        const std::optional<double> parsed = verdict::parseNumber(text, decimalComma, &reason);
        QCOMPARE(parsed.has_value(), ok);
        if (ok)
            QCOMPARE(*parsed, value);
        else
            QCOMPARE(reason, why);
    }

    void formatNumber_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("0.1") << 0.1 << QStringLiteral("0.1");
        QTest::newRow("1e-300") << 1e-300 << QStringLiteral("1e-300");
        QTest::newRow("long") << 123456789.123456789 << QStringLiteral("123456789.12345679");
        QTest::newRow("integer") << 140000.0 << QStringLiteral("140000");
        QTest::newRow("negative zero") << -0.0 << QStringLiteral("-0");
        QTest::newRow("max") << DBL_MAX << QStringLiteral("1.7976931348623157e+308");
        QTest::newRow("subnormal") << 5e-324 << QStringLiteral("5e-324");
        QTest::newRow("NaN is empty") << std::nan("") << QString();
        QTest::newRow("infinity is empty") << HUGE_VAL << QString();
    }
    void formatNumber()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(verdict::formatNumber(value), text);
        if (!text.isEmpty()) {
            const std::optional<double> back = verdict::parseNumber(text, false);
            QVERIFY(back);
            QCOMPARE(std::memcmp(&*back, &value, sizeof value), 0);
        }
    }

    // Random bit patterns: every finite double formats to text that parses back to the same bits.
    void numbersRoundTripExactly()
    {
        QRandomGenerator random(20261130);
        for (int i = 0; i < 20000; ++i) {
            const quint64 bits = random.generate64();
            double value;
            std::memcpy(&value, &bits, sizeof value);
            if (!std::isfinite(value))
                continue;
            const QString text = verdict::formatNumber(value);
            const std::optional<double> back = verdict::parseNumber(text, false);
            QVERIFY2(back, qPrintable(text));
            QVERIFY2(std::memcmp(&*back, &value, sizeof value) == 0, qPrintable(text));
            QString comma = text;
            comma.replace(u'.', u',');
            const std::optional<double> backComma = verdict::parseNumber(comma, true);
            QVERIFY2(backComma && std::memcmp(&*backComma, &value, sizeof value) == 0, qPrintable(comma));
        }
    }

    void guard_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("guarded");
        QTest::newRow("hyperlink") << QStringLiteral("=HYPERLINK(\"http://x\",\"y\")") << QStringLiteral("'=HYPERLINK(\"http://x\",\"y\")");
        QTest::newRow("at sum") << QStringLiteral("@SUM(1)") << QStringLiteral("'@SUM(1)");
        QTest::newRow("dde") << QStringLiteral("+cmd|' /C calc'!A0") << QStringLiteral("'+cmd|' /C calc'!A0");
        QTest::newRow("minus as text") << QStringLiteral("-2+3") << QStringLiteral("'-2+3");
        QTest::newRow("tab") << QStringLiteral("\t=1") << QStringLiteral("'\t=1");
        QTest::newRow("CR") << QStringLiteral("\r=1") << QStringLiteral("'\r=1");
        QTest::newRow("NUL") << QString(QChar(0)) + QStringLiteral("=1") << QStringLiteral("'") + QChar(0) + QStringLiteral("=1");
        QTest::newRow("plain") << QStringLiteral("GKE Autopilot") << QStringLiteral("GKE Autopilot");
        QTest::newRow("empty") << QString() << QString();
        QTest::newRow("formula later") << QStringLiteral("a=b") << QStringLiteral("a=b");
        QTest::newRow("apostrophe word") << QStringLiteral("'tis") << QStringLiteral("'tis");
        QTest::newRow("lone apostrophe") << QStringLiteral("'") << QStringLiteral("'");
        QTest::newRow("looks guarded") << QStringLiteral("'=1") << QStringLiteral("''=1");
        QTest::newRow("two apostrophes") << QStringLiteral("''x") << QStringLiteral("'''x");
    }
    void guard()
    {
        QFETCH(QString, text);
        QFETCH(QString, guarded);
        QCOMPARE(guardCell(text), guarded);
        QCOMPARE(unguardCell(guarded), text);
        QCOMPARE(needsGuard(text), guarded != text);
        // A guarded cell never starts with a character a spreadsheet would evaluate.
        if (!guarded.isEmpty())
            QVERIFY(!QStringLiteral("=+-@\t\r").contains(guarded[0]) && guarded[0] != QChar(0));
    }
};

QTEST_GUILESS_MAIN(TestDelimited)
#include "tst_delimited.moc"
