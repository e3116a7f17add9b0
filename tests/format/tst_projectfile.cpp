// The .verdict format: canonical layout, round trips, and every class of bad input (docs/file-format.md).
#include "core/limits.h"
#include "format/jsontext.h"
#include "format/projectfile.h"

#include "generatedproject.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace verdict;
using json = nlohmann::json;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

QByteArray validBytes()
{
    return readAll(QStringLiteral(VERDICT_SOURCE_DIR "/tests/format/data/valid.verdict"));
}

// The valid document with a JSON Patch (RFC 6902) applied.
QByteArray patched(const QByteArray &patch)
{
    const json doc = json::parse(validBytes().toStdString());
    const json result = doc.patch(json::parse(patch.toStdString()));
    const std::string text = result.dump(1);
    return QByteArray(text.data(), qsizetype(text.size()));
}

QString describe(const Messages &messages)
{
    QStringList lines;
    for (const Message &m : messages)
        lines << formatMessage(QStringLiteral("f"), m);
    return lines.join(u'\n');
}

bool hasMessage(const Messages &messages, const QString &pointer, const QString &fragment,
                Severity severity = Severity::Error)
{
    for (const Message &m : messages)
        if (m.severity == severity && m.pointer == pointer && m.text.contains(fragment))
            return true;
    return false;
}

QByteArray replaceOp(const char *path, const QByteArray &value)
{
    return QByteArray("[{\"op\": \"replace\", \"path\": \"") + path + "\", \"value\": " + value + "}]";
}

} // namespace

class TestProjectFile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validFileLoads();
    void canonicalLayout();
    void roundTripGenerated_data();
    void roundTripGenerated();
    void numbersRoundTrip_data();
    void numbersRoundTrip();
    void textRoundTrip_data();
    void textRoundTrip();
    void semanticErrors_data();
    void semanticErrors();
    void syntaxErrors_data();
    void syntaxErrors();
    void limitsEnforced_data();
    void limitsEnforced();
    void diagnosticsStillLoad();
    void workInProgressLoads_data();
    void workInProgressLoads();
    void tooManyProblems();
    void loadFileErrors_data();
    void loadFileErrors();
    void oversizedFileRefusedBeforeReading();
    void bundledSample();
    void schemaIsJson();
    void splitParseEqualsWholeParse();
    void bigFileTakesTheSplitParse();
};

void TestProjectFile::validFileLoads()
{
    const LoadResult r = readProject(validBytes());
    QVERIFY2(r.ok(), qPrintable(describe(r.messages)));
    const ProjectData &p = *r.project;
    QCOMPARE(p.criterionCount(), 3);
    QCOMPARE(p.alternativeCount(), 2);
    QCOMPARE(p.values.at(0, 0), 10.0);
    QVERIFY(isMissing(p.values.at(1, 1)));
    QVERIFY(isMissing(p.values.at(0, 2)));
    QCOMPARE(p.criteria[0].direction, Direction::Min);
    QCOMPARE(p.criteria[0].preference->type, PreferenceType::Linear);
    QCOMPARE(p.criteria[1].scaleMax, std::optional<double>(9.5));
    QVERIFY(!p.criteria[1].scaleMin);
    QCOMPARE(p.criteria[2].formula, QStringLiteral("price * 2"));
    QCOMPARE(p.alternatives[0].provenance.at(QStringLiteral("cost")), QStringLiteral("brief"));
    QCOMPARE(p.alternatives[0].uncertainty.at(QStringLiteral("speed")).likely, 3.0);
    QCOMPARE(p.alternatives[0].attributes.at(QStringLiteral("price")), 1.5);
    QCOMPARE(p.activeProfile, 1);
    QCOMPARE(p.profiles[0].weights, (std::vector<double>{30, 20, 0}));
    QCOMPARE(p.profiles[0].ahp->matrix[1][0], 1.0 / 3.0);
    QCOMPARE(p.profiles[0].intervals.at(QStringLiteral("cost")).high, 0.5);
    QCOMPARE(p.baseline, QStringLiteral("a"));
    QCOMPARE(p.analysis.mcSeed, std::uint64_t(7));
    QCOMPARE(p.termMap[0].terms.at(QStringLiteral("b")), QStringLiteral("node pool"));
    QCOMPARE(p.charts.attributeDirections.at(QStringLiteral("price")), Direction::Min);
    QCOMPARE(p.checks[0].expected, std::optional<double>(1200));
}

// The exact text of a written project: key order, indentation, one line per alternative's values.
void TestProjectFile::canonicalLayout()
{
    const LoadResult r = readProject(validBytes());
    QVERIFY(r.ok());
    const QByteArray written = writeProject(*r.project);
    const QByteArray expected = readAll(QStringLiteral(VERDICT_SOURCE_DIR "/tests/format/data/valid-canonical.verdict"));
    QCOMPARE(written, expected);
    // Load → save → load → save is byte-identical.
    const LoadResult again = readProject(written);
    QVERIFY(again.ok());
    QCOMPARE(*again.project, *r.project);
    QCOMPARE(writeProject(*again.project), written);
}

void TestProjectFile::roundTripGenerated_data()
{
    QTest::addColumn<int>("alternatives");
    QTest::addColumn<int>("criteria");
    QTest::addColumn<bool>("rich");
    for (std::uint64_t seed = 1; seed <= 5; ++seed)
        QTest::addRow("rich-%d", int(seed)) << int(3 + seed * 7) << int(2 + seed * 3) << true;
    QTest::newRow("plain-1x1") << 1 << 1 << false;
    QTest::newRow("plain-300x50") << 300 << 50 << false;
    QTest::newRow("rich-200x200") << 200 << 200 << true;
}

void TestProjectFile::roundTripGenerated()
{
    QFETCH(int, alternatives);
    QFETCH(int, criteria);
    QFETCH(bool, rich);
    const ProjectData p = testing::generateProject({alternatives, criteria, std::uint64_t(alternatives * 31 + criteria), rich});
    QVERIFY2(validateProject(p).empty(), qPrintable(describe(validateProject(p))));
    const QByteArray first = writeProject(p);
    const LoadResult r = readProject(first);
    QVERIFY2(r.ok(), qPrintable(describe(r.messages)));
    QVERIFY(*r.project == p);
    QCOMPARE(writeProject(*r.project), first);
    // Values are one line per alternative.
    const QList<QByteArray> lines = first.split('\n');
    const auto valueLines = std::count_if(lines.begin(), lines.end(),
                                          [](const QByteArray &l) { return l.trimmed().startsWith("\"values\": ["); });
    QCOMPARE(valueLines, qsizetype(alternatives));
}

void TestProjectFile::numbersRoundTrip_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("integer") << 45.0 << QByteArray("45");
    QTest::newRow("negative zero") << -0.0 << QByteArray("-0.0");
    QTest::newRow("third") << 1.0 / 3.0 << QByteArray("0.3333333333333333");
    QTest::newRow("tenth") << 0.1 << QByteArray("0.1");
    QTest::newRow("2^53+2") << 9007199254740994.0 << QByteArray("9007199254740994");
    QTest::newRow("large") << 1e22 << QByteArray("1e+22");
    QTest::newRow("limit") << -1e100 << QByteArray("-1e+100");
    QTest::newRow("subnormal") << 5e-324 << QByteArray("5e-324");
    QTest::newRow("small") << 1.5e-7 << QByteArray("1.5e-07");
}

void TestProjectFile::numbersRoundTrip()
{
    QFETCH(double, value);
    QFETCH(QByteArray, text);
    ProjectData p = testing::generateProject({1, 1, 1, false});
    p.values.set(0, 0, value);
    const QByteArray bytes = writeProject(p);
    QVERIFY2(bytes.contains("\"values\": [" + text + "]"), bytes.constData());
    const LoadResult r = readProject(bytes);
    QVERIFY2(r.ok(), qPrintable(describe(r.messages)));
    const double back = r.project->values.at(0, 0);
    QCOMPARE(std::memcmp(&back, &value, sizeof value), 0);
}

void TestProjectFile::textRoundTrip_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("quotes") << QStringLiteral("say \"hi\" \\ there");
    QTest::newRow("controls") << QStringLiteral("tab\there\nnew\rcr\x01\x1f");
    QTest::newRow("unicode") << QStringLiteral("Zürich – 東京 \U0001F680 e\u0301");
    QTest::newRow("separators") << QStringLiteral("a\u2028b\u2029c");
    QTest::newRow("formula-like") << QStringLiteral("=HYPERLINK(\"x\")");
    QTest::newRow("leading BOM") << QString(QChar(0xFEFF)) + QStringLiteral("name"); // fuzz finding (CSV target)
}

void TestProjectFile::textRoundTrip()
{
    QFETCH(QString, text);
    ProjectData p = testing::generateProject({2, 2, 3, true});
    p.criteria[0].name = text;
    p.metadata.description = text;
    p.alternatives[1].provenance[QStringLiteral("c1")] = text;
    const QByteArray bytes = writeProject(p);
    const LoadResult r = readProject(bytes);
    QVERIFY2(r.ok(), qPrintable(describe(r.messages)));
    QCOMPARE(r.project->criteria[0].name, text);
    QVERIFY(*r.project == p);
}

void TestProjectFile::semanticErrors_data()
{
    QTest::addColumn<QByteArray>("patch");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("fragment");
    const auto row = [](const char *name, const QByteArray &patch, const char *pointer, const char *fragment) {
        QTest::newRow(name) << patch << QString::fromUtf8(pointer) << QString::fromUtf8(fragment);
    };
    // Header and structure.
    row("wrong format", replaceOp("/format", "\"other\""), "/format", "not a Verdict project");
    row("missing format", R"([{"op": "remove", "path": "/format"}])", "/format", "not a Verdict project");
    row("missing version", R"([{"op": "remove", "path": "/version"}])", "", "missing key \"version\"");
    row("version as text", replaceOp("/version", "\"1\""), "/version", "expected an integer");
    row("version fraction", replaceOp("/version", "1.5"), "/version", "fraction");
    row("newer version", replaceOp("/version", "2"), "/version",
        "this file was written by a newer Verdict (format version 2); this version reads version 1");
    row("version zero", replaceOp("/version", "0"), "/version", "unsupported format version 0");
    row("unknown top-level key", R"([{"op": "add", "path": "/colour", "value": 1}])", "/colour", "unknown key \"colour\"");
    row("typo in criterion key", R"([{"op": "add", "path": "/criteria/0/nmae", "value": "x"}])", "/criteria/0/nmae", "unknown key");
    row("criteria not an array", replaceOp("/criteria", "{}"), "/criteria", "expected an array");
    row("criterion not an object", replaceOp("/criteria/1", "5"), "/criteria/1", "expected an object");
    row("name is a number", replaceOp("/criteria/0/name", "5"), "/criteria/0/name", "expected a string, found a number");
    row("missing name", R"([{"op": "remove", "path": "/alternatives/0/name"}])", "/alternatives/0", "missing key \"name\"");
    row("missing criteria", R"([{"op": "remove", "path": "/criteria"}])", "", "missing key \"criteria\"");
    row("metadata not object", replaceOp("/metadata", "[]"), "/metadata", "expected an object");
    row("bad date", replaceOp("/metadata/date", "\"30/11/2026\""), "/metadata/date", "ISO 8601");
    row("duplicate key", "", "/metadata", "key \"title\" appears twice"); // built from text below
    // Criteria.
    row("unknown direction", replaceOp("/criteria/0/direction", "\"up\""), "/criteria/0/direction", "unknown direction \"up\"");
    row("direction in capitals", replaceOp("/criteria/0/direction", "\"MAX\""), "/criteria/0/direction", "unknown direction");
    row("missing direction", R"([{"op": "remove", "path": "/criteria/1/direction"}])", "/criteria/1", "missing key \"direction\"");
    row("invalid id", replaceOp("/criteria/0/id", "\"Cost\""), "/criteria/0/id", "invalid id \"Cost\"");
    row("id starting with digit", replaceOp("/alternatives/0/id", "\"1a\""), "/alternatives/0/id", "invalid id");
    row("duplicate criterion id", replaceOp("/criteria/1/id", "\"cost\""), "/criteria/1/id", "duplicate criterion id \"cost\"");
    row("duplicate criterion name", replaceOp("/criteria/1/name", "\"Cost\""), "/criteria/1/name", "duplicate criterion name");
    row("empty name", replaceOp("/criteria/1/name", "\"  \""), "/criteria/1/name", "needs a name");
    row("scale min equals max", replaceOp("/criteria/0/scale", "[5, 5]"), "/criteria/0/scale", "not below its maximum");
    row("scale min above max", replaceOp("/criteria/0/scale", "[6, 5]"), "/criteria/0/scale", "not below its maximum");
    row("scale wrong length", replaceOp("/criteria/0/scale", "[1]"), "/criteria/0/scale", "expected [min, max]");
    row("scale text", replaceOp("/criteria/0/scale", "[\"1\", 5]"), "/criteria/0/scale/0", "expected a number");
    row("unknown preference", replaceOp("/criteria/0/preference/type", "\"square\""), "/criteria/0/preference/type", "unknown preference function \"square\"");
    row("preference q above p", replaceOp("/criteria/0/preference/q", "10"), "/criteria/0/preference", "above preference threshold");
    row("preference negative", replaceOp("/criteria/0/preference/p", "-1"), "/criteria/0/preference", "cannot be negative");
    row("gaussian without s", replaceOp("/criteria/0/preference/type", "\"gaussian\""), "/criteria/0/preference/s", "above 0");
    row("formula wrong type", replaceOp("/criteria/2/formula", "3"), "/criteria/2/formula", "expected a string");
    // Value functions (issue 19).
    const auto function = [](const char *json) {
        return QByteArray(R"([{"op": "add", "path": "/criteria/1/value_function", "value": )") + json + "}]";
    };
    row("value function one point", function(R"({"points": [[1, 100]]})"), "/criteria/1/value_function/points", "at least two points (found 1)");
    row("value function no points", function(R"({"points": []})"), "/criteria/1/value_function/points", "at least two points (found 0)");
    row("value function unsorted", function(R"({"points": [[1, 100], [5, 50], [4, 0]]})"), "/criteria/1/value_function/points/2/0",
        "x 4 is not above the previous point's 5");
    row("value function repeated x", function(R"({"points": [[1, 100], [1, 0]]})"), "/criteria/1/value_function/points/1/0", "not above");
    row("value above 100", function(R"({"points": [[1, 120], [5, 0]]})"), "/criteria/1/value_function/points/0/1", "value 120 is outside 0–100");
    row("value below 0", function(R"({"levels": [{"x": 1, "label": "low", "value": -5}, {"x": 3, "label": "high", "value": 100}]})"),
        "/criteria/1/value_function/levels/0/value", "value -5 is outside 0–100");
    row("value function point shape", function(R"({"points": [[1, 100, 3], [5, 0]]})"), "/criteria/1/value_function/points/0", "expected a point [x, value]");
    row("value function both forms", function(R"({"points": [[1, 100], [5, 0]], "levels": []})"), "/criteria/1/value_function", "either \"points\"");
    row("value function neither", function(R"({})"), "/criteria/1/value_function", "either \"points\"");
    row("value function unknown key", function(R"({"points": [[1, 100], [5, 0]], "shape": "s"})"), "/criteria/1/value_function/shape", "unknown key");
    row("level without label", function(R"({"levels": [{"x": 1, "label": " ", "value": 0}, {"x": 3, "label": "full", "value": 100}]})"),
        "/criteria/1/value_function/levels/0/label", "needs a label");
    row("level label twice", function(R"({"levels": [{"x": 1, "label": "full", "value": 0}, {"x": 3, "label": "full", "value": 100}]})"),
        "/criteria/1/value_function/levels/1/label", "used by another level");
    // The value tree.
    const auto groups = [](const char *json, const char *more = "") {
        return QByteArray(R"([{"op": "add", "path": "/groups", "value": )") + json + "}" + more + "]";
    };
    const char *ab = R"([{"id": "a", "name": "A"}, {"id": "b", "name": "B", "parent": "a"}])";
    row("group cycle", groups(R"([{"id": "a", "name": "A", "parent": "b"}, {"id": "b", "name": "B", "parent": "a"}])"),
        "/groups/0/parent", "group \"a\" is inside itself: a → b → a");
    row("group its own parent", groups(R"([{"id": "a", "name": "A", "parent": "a"}])"), "/groups/0/parent", "inside itself: a → a");
    row("duplicate group id", groups(R"([{"id": "a", "name": "A"}, {"id": "a", "name": "B"}])"), "/groups/1/id", "duplicate group id \"a\"");
    row("duplicate sibling name", groups(R"([{"id": "a", "name": "Cost"}, {"id": "b", "name": "Cost"}])"), "/groups/1/name",
        "duplicate group name \"Cost\" in the same group");
    row("slash in group name", groups(R"([{"id": "a", "name": "Cost/Run"}])"), "/groups/0/name", "contains \"/\"");
    row("semicolon in group name", groups(R"([{"id": "a", "name": "Cost;Run"}])"), "/groups/0/name", "contains \";\"");
    row("unknown parent", groups(R"([{"id": "a", "name": "A", "parent": "zz"}])"), "/groups/0/parent", "no group with id \"zz\"");
    row("group seven deep", groups(R"([{"id": "g1", "name": "1"}, {"id": "g2", "name": "2", "parent": "g1"},
        {"id": "g3", "name": "3", "parent": "g2"}, {"id": "g4", "name": "4", "parent": "g3"}, {"id": "g5", "name": "5", "parent": "g4"},
        {"id": "g6", "name": "6", "parent": "g5"}, {"id": "g7", "name": "7", "parent": "g6"}])"),
        "/groups/6/parent", "7 levels deep; groups nest at most 6");
    row("criterion in unknown group", groups(ab, R"(, {"op": "add", "path": "/criteria/0/group", "value": "zz"})"), "/criteria/0/group",
        "no group with id \"zz\"");
    row("group weight of unknown group", groups(ab, R"(, {"op": "add", "path": "/profiles/0/group_weights", "value": {"zz": 1}})"),
        "/profiles/0/group_weights/zz", "no group with id \"zz\"");
    row("negative group weight", groups(ab, R"(, {"op": "add", "path": "/profiles/0/group_weights", "value": {"a": -1}})"),
        "/profiles/0/group_weights/a", "weight -1 is negative");
    row("group weight as text", groups(ab, R"(, {"op": "add", "path": "/profiles/0/group_weights", "value": {"a": "1"}})"),
        "/profiles/0/group_weights/a", "expected a number");
    row("group without name", groups(R"([{"id": "a"}])"), "/groups/0", "missing key \"name\"");
    row("group unknown key", groups(R"([{"id": "a", "name": "A", "weight": 3}])"), "/groups/0/weight", "unknown key");
    row("levels unsorted", function(R"({"levels": [{"x": 3, "label": "a", "value": 0}, {"x": 1, "label": "b", "value": 100}]})"),
        "/criteria/1/value_function/levels/1/x", "not above the previous level's 3");
    row("level missing value", function(R"({"levels": [{"x": 1, "label": "a"}, {"x": 3, "label": "b", "value": 100}]})"),
        "/criteria/1/value_function/levels/0", "missing key \"value\"");
    // An entered value off the labelled scale: the cell is named, with the levels there are.
    row("value not a level", function(R"({"levels": [{"x": 1, "label": "none", "value": 0}, {"x": 5, "label": "full", "value": 100}]})"),
        "/alternatives/0/values/1", "3 is not a level of Speed (1 “none”, 5 “full”)");
    // Alternatives and values.
    row("values too short", replaceOp("/alternatives/0/values", "[1, 2]"), "/alternatives/0/values", "expected 3 values");
    row("values too long", replaceOp("/alternatives/1/values", "[1, 2, null, 4]"), "/alternatives/1/values", "found 4");
    row("value as text", replaceOp("/alternatives/0/values/0", "\"10\""), "/alternatives/0/values/0", "expected a number, found a string");
    row("value as bool", replaceOp("/alternatives/0/values/1", "true"), "/alternatives/0/values/1", "found true/false");
    row("value out of range", replaceOp("/alternatives/0/values/0", "1e200"), "/alternatives/0/values/0", "out of range");
    row("formula criterion value", replaceOp("/alternatives/0/values/2", "5"), "/alternatives/0/values/2", "computed by a formula");
    row("duplicate alternative id", replaceOp("/alternatives/1/id", "\"a\""), "/alternatives/1/id", "duplicate alternative id");
    row("duplicate alternative name", replaceOp("/alternatives/1/name", "\"A\""), "/alternatives/1/name", "duplicate alternative name");
    row("provenance unknown criterion", R"([{"op": "add", "path": "/alternatives/0/provenance/nope", "value": "x"}])", "/alternatives/0/provenance/nope", "no criterion with id \"nope\"");
    row("provenance not text", replaceOp("/alternatives/0/provenance/cost", "1"), "/alternatives/0/provenance/cost", "expected a string");
    row("uncertainty unknown criterion", R"([{"op": "add", "path": "/alternatives/0/uncertainty/nope", "value": {"type": "interval", "low": 1, "high": 2}}])", "/alternatives/0/uncertainty/nope", "no criterion");
    row("uncertainty unknown type", replaceOp("/alternatives/0/uncertainty/speed/type", "\"beta\""), "/alternatives/0/uncertainty/speed/type", "unknown uncertainty type \"beta\"");
    row("triangular out of order", replaceOp("/alternatives/0/uncertainty/speed/low", "5"), "/alternatives/0/uncertainty/speed", "low <= likely <= high");
    row("interval low above high", replaceOp("/alternatives/0/uncertainty/speed", R"({"type": "interval", "low": 5, "high": 1})"), "/alternatives/0/uncertainty/speed", "low 5 is above high 1");
    row("normal negative sd", replaceOp("/alternatives/0/uncertainty/speed", R"({"type": "normal", "mean": 5, "sd": -1})"), "/alternatives/0/uncertainty/speed/sd", "negative");
    row("uncertainty key of another type", replaceOp("/alternatives/0/uncertainty/speed", R"({"type": "interval", "low": 1, "high": 2, "sd": 1})"), "/alternatives/0/uncertainty/speed/sd", "unknown key");
    row("uncertainty missing bound", replaceOp("/alternatives/0/uncertainty/speed", R"({"type": "interval", "low": 1})"), "/alternatives/0/uncertainty/speed", "missing key \"high\"");
    row("attribute unknown", R"([{"op": "add", "path": "/alternatives/0/attributes/nope", "value": 1}])", "/alternatives/0/attributes/nope", "no attribute with id");
    row("attribute value null", replaceOp("/alternatives/0/attributes/price", "null"), "/alternatives/0/attributes/price", "expected a number");
    row("attribute provenance unknown", R"([{"op": "add", "path": "/alternatives/0/attribute_provenance/nope", "value": "x"}])", "/alternatives/0/attribute_provenance/nope", "no attribute");
    row("baseline unknown", replaceOp("/baseline", "\"zzz\""), "/baseline", "no alternative with id \"zzz\"");
    // Profiles and weights.
    row("negative weight", replaceOp("/profiles/0/weights/cost", "-1"), "/profiles/0/weights/cost", "negative");
    row("weight for unknown criterion", R"([{"op": "add", "path": "/profiles/0/weights/nope", "value": 1}])", "/profiles/0/weights/nope", "no criterion with id \"nope\"");
    row("weight missing", R"([{"op": "remove", "path": "/profiles/0/weights/speed"}])", "/profiles/0/weights", "no weight for criterion \"speed\"");
    row("weight as text", replaceOp("/profiles/0/weights/cost", "\"30%\""), "/profiles/0/weights/cost", "expected a number");
    row("no profiles", replaceOp("/profiles", "[]"), "/profiles", "no weight profile");
    row("duplicate profile name", R"([{"op": "replace", "path": "/profiles/1/name", "value": "P1"}, {"op": "replace", "path": "/active_profile", "value": "P1"}])", "/profiles/1/name", "duplicate profile name");
    row("active profile unknown", replaceOp("/active_profile", "\"Nobody\""), "/active_profile", "no profile named \"Nobody\"");
    row("missing active profile", R"([{"op": "remove", "path": "/active_profile"}])", "", "missing key \"active_profile\"");
    row("ahp unknown criterion", replaceOp("/profiles/0/ahp/criteria/1", "\"nope\""), "/profiles/0/ahp/criteria/1", "no criterion");
    row("ahp matrix not square", replaceOp("/profiles/0/ahp/matrix/1", "[1]"), "/profiles/0/ahp/matrix/1", "expected 2 entries");
    row("ahp matrix rows", replaceOp("/profiles/0/ahp/matrix", "[[1, 3]]"), "/profiles/0/ahp/matrix", "expected 2 rows");
    row("ahp non-positive", replaceOp("/profiles/0/ahp/matrix/0/1", "0"), "/profiles/0/ahp/matrix/0/1", "positive");
    row("ordinal unknown", replaceOp("/profiles/0/ordinal/0", "\"nope\""), "/profiles/0/ordinal/0", "no criterion");
    row("ordinal twice", replaceOp("/profiles/0/ordinal/1", "\"cost\""), "/profiles/0/ordinal/1", "ranked twice");
    row("interval above 1", replaceOp("/profiles/0/intervals/cost", "[0.5, 1.5]"), "/profiles/0/intervals/cost", "0 <= low <= high <= 1");
    row("interval unknown", R"([{"op": "add", "path": "/profiles/0/intervals/nope", "value": [0, 1]}])", "/profiles/0/intervals/nope", "no criterion");
    // Scenario, term map, charts, analysis.
    row("parameter value text", replaceOp("/parameters/0/value", "\"50\""), "/parameters/0/value", "expected a number");
    row("parameter invalid id", replaceOp("/parameters/0/id", "\"SLA ms\""), "/parameters/0/id", "invalid id");
    row("duplicate check id", R"([{"op": "add", "path": "/checks/-", "value": {"id": "c1", "formula": "1"}}])", "/checks/1/id", "duplicate check id");
    row("check expected text", replaceOp("/checks/0/expected", "\"1200\""), "/checks/0/expected", "expected a number");
    row("constraint missing expression", replaceOp("/constraints/0", R"({"description": "x"})"), "/constraints/0", "missing key \"expression\"");
    row("duplicate concept", R"([{"op": "add", "path": "/term_map/-", "value": {"concept": "worker group", "terms": {}}}])", "/term_map/1/concept", "duplicate concept");
    row("chart direction unknown attribute", R"([{"op": "add", "path": "/charts/attribute_directions/nope", "value": "max"}])", "/charts/attribute_directions/nope", "no attribute");
    row("chart direction bad", replaceOp("/charts/attribute_directions/price", "\"down\""), "/charts/attribute_directions/price", "unknown direction");
    row("unknown method", replaceOp("/analysis/method", "\"magic\""), "/analysis/method", "unknown method \"magic\"");
    row("unknown normalization", replaceOp("/analysis/normalization", "\"zscore\""), "/analysis/normalization", "unknown normalization");
    row("samples zero", replaceOp("/analysis/mc_samples", "0"), "/analysis/mc_samples", "out of range");
    row("samples fraction", replaceOp("/analysis/mc_samples", "10.5"), "/analysis/mc_samples", "expected an integer");
    row("seed negative", replaceOp("/analysis/mc_seed", "-1"), "/analysis/mc_seed", "non-negative integer");
    row("vikor v above 1", replaceOp("/analysis/vikor_v", "2"), "/analysis/vikor_v", "outside 0 to 1");
    row("NUL in text", replaceOp("/metadata/title", "\"a\\u0000b\""), "/metadata/title", "NUL");
    // What-if scenarios.
    const auto scenario = [](const char *overrides, const char *name = "S") {
        return QByteArray(R"([{"op": "add", "path": "/scenarios", "value": [{"name": ")") + name
               + R"(", "overrides": )" + overrides + "}]}]";
    };
    row("scenario without overrides", R"([{"op": "add", "path": "/scenarios", "value": [{"name": "S"}]}])", "/scenarios/0", "missing key \"overrides\"");
    row("scenario without name", R"([{"op": "add", "path": "/scenarios", "value": [{"overrides": []}]}])", "/scenarios/0", "missing key \"name\"");
    row("scenario named Base", scenario("[]", "base"), "/scenarios/0/name", "the project's own numbers");
    row("scenario empty name", scenario("[]", " "), "/scenarios/0/name", "needs a name");
    row("duplicate scenario", R"([{"op": "add", "path": "/scenarios", "value": [{"name": "S", "overrides": []}, {"name": "S", "overrides": []}]}])", "/scenarios/1/name", "duplicate scenario name \"S\" (also at /scenarios/0)");
    row("override names nothing", scenario(R"([{"value": 1}])"), "/scenarios/0/overrides/0", "names what it changes");
    row("override names two", scenario(R"([{"parameter": "sla", "attribute": "price", "value": 1}])"), "/scenarios/0/overrides/0", "changes one thing");
    row("override without value", scenario(R"([{"parameter": "sla"}])"), "/scenarios/0/overrides/0", "needs a \"value\" or a \"factor\"");
    row("override value and factor", scenario(R"([{"parameter": "sla", "value": 1, "factor": 2}])"), "/scenarios/0/overrides/0", "not both");
    row("override value text", scenario(R"([{"parameter": "sla", "value": "9"}])"), "/scenarios/0/overrides/0/value", "expected a number, found a string");
    row("override huge factor", scenario(R"([{"attribute": "price", "factor": 1e300}])"), "/scenarios/0/overrides/0/factor", "out of range");
    row("override typo", scenario(R"([{"attribute": "price", "valeu": 1}])"), "/scenarios/0/overrides/0/valeu", "unknown key");
    row("parameter for one alternative", scenario(R"([{"parameter": "sla", "alternative": "a", "value": 1}])"), "/scenarios/0/overrides/0/alternative", "same for every alternative");
    row("alternative and alternatives", scenario(R"([{"attribute": "price", "alternative": "a", "alternatives": ["b"], "value": 1}])"), "/scenarios/0/overrides/0", "not both");
    row("empty alternatives", scenario(R"([{"attribute": "price", "alternatives": [], "value": 1}])"), "/scenarios/0/overrides/0/alternatives", "an empty list");
    row("overrides not a list", scenario(R"({})"), "/scenarios/0/overrides", "expected an array");
    row("unknown active scenario", R"([{"op": "add", "path": "/active_scenario", "value": "Nope"}])", "/active_scenario", "no scenario named \"Nope\": the project has no scenarios");
}

void TestProjectFile::semanticErrors()
{
    QFETCH(QByteArray, patch);
    QFETCH(QString, pointer);
    QFETCH(QString, fragment);
    QByteArray bytes;
    if (patch.isEmpty()) { // the duplicate-key row: JSON Patch cannot express it
        bytes = validBytes();
        bytes.replace("\"title\": \"T\"", "\"title\": \"T\", \"title\": \"U\"");
    } else {
        bytes = patched(patch);
    }
    const LoadResult r = readProject(bytes);
    QVERIFY2(!r.project, "the file should be refused");
    QVERIFY(hasErrors(r.messages));
    QVERIFY2(hasMessage(r.messages, pointer, fragment),
             qPrintable(QStringLiteral("expected %1: ...%2...\ngot:\n%3").arg(pointer, fragment, describe(r.messages))));
}

void TestProjectFile::syntaxErrors_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("empty") << QByteArray() << 1 << 1 << QStringLiteral("unexpected end of input");
    QTest::newRow("bare word") << QByteArray("{\n  \"format\": \"verdict\",\n  oops\n}") << 3 << 3 << QStringLiteral("invalid literal");
    QTest::newRow("trailing comma") << QByteArray("{\"format\": \"verdict\",}") << 1 << 22 << QStringLiteral("in object key; expected string literal");
    QTest::newRow("truncated") << QByteArray("{\n\"format\": \"verd") << 2 << 16 << QStringLiteral("missing closing quote");
    QTest::newRow("NaN") << QByteArray("{\"version\": NaN}") << 1 << 13 << QStringLiteral("invalid literal");
    QTest::newRow("Infinity") << QByteArray("{\"version\": -Infinity}") << 1 << 14 << QStringLiteral("invalid number");
    QTest::newRow("overflow") << QByteArray("{\"a\":\n [1e999]}") << 2 << 7 << QStringLiteral("number out of range");
    QTest::newRow("unicode column") << QByteArray("{\"é\": x}") << 1 << 7 << QStringLiteral("invalid literal");
    QTest::newRow("comment") << QByteArray("{} // no") << 1 << 4 << QStringLiteral("");
    QTest::newRow("deep nesting") << (QByteArray("{\"a\": ") + QByteArray(100000, '[')) << 1 << 70 << QStringLiteral("nesting deeper than 64 levels");
    QTest::newRow("not an object") << QByteArray("[1, 2]") << 0 << 0 << QStringLiteral("expected a JSON object, found an array");
    // Bounded before the DOM is built: a long array is stopped at the limit, not after 32 million nodes.
    QByteArray longArray = "{\"format\": \"verdict\", \"criteria\": [0";
    for (int i = 0; i < verdict::limits::kMaxAlternatives; ++i)
        longArray += ",0";
    QTest::newRow("array too long") << longArray + "]}" << 0 << 0 << QStringLiteral("more than 100000 items in one array or object");
}

void TestProjectFile::syntaxErrors()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, fragment);
    const LoadResult r = readProject(bytes);
    QVERIFY(!r.project);
    QCOMPARE(r.messages.size(), std::size_t(1));
    const Message &m = r.messages.front();
    QVERIFY2(m.text.contains(fragment), qPrintable(m.text));
    QCOMPARE(m.line, line);
    QCOMPARE(m.column, column);
}

void TestProjectFile::limitsEnforced_data()
{
    QTest::addColumn<QByteArray>("patch");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("fragment");
    const QByteArray longText = '"' + QByteArray(verdict::limits::kMaxStringLength + 1, 'x') + '"';
    QTest::newRow("string length") << replaceOp("/metadata/title", longText) << QStringLiteral("/metadata/title") << QStringLiteral("longer than the limit of 10000");
    QTest::newRow("string at the limit is fine (control)") << QByteArray() << QString() << QString();
    const QByteArray longFormula = '"' + QByteArray(verdict::limits::kMaxFormulaLength + 1, '1') + '"';
    QTest::newRow("formula length") << replaceOp("/criteria/2/formula", longFormula) << QStringLiteral("/criteria/2/formula") << QStringLiteral("longer than the limit of 1000");
    QTest::newRow("constraint length") << replaceOp("/constraints/0/expression", longFormula) << QStringLiteral("/constraints/0/expression") << QStringLiteral("longer than the limit");
    QByteArray criteria = "[";
    for (int i = 0; i <= verdict::limits::kMaxCriteria; ++i)
        criteria += (i ? "," : "") + QByteArray(R"({"id": "c)") + QByteArray::number(i) + R"(", "name": "C)" + QByteArray::number(i) + R"(", "direction": "max"})";
    criteria += "]";
    QTest::newRow("criteria count") << replaceOp("/criteria", criteria) << QStringLiteral("/criteria") << QStringLiteral("more than the limit of 1000");
    QByteArray profiles = "[";
    for (int i = 0; i <= verdict::limits::kMaxProfiles; ++i)
        profiles += (i ? "," : "") + QByteArray(R"({"name": "P)") + QByteArray::number(i) + R"(", "weights": {}})";
    profiles += "]";
    QTest::newRow("profile count") << replaceOp("/profiles", profiles) << QStringLiteral("/profiles") << QStringLiteral("more than the limit of 1000");
    QByteArray ahp = R"({"criteria": [)";
    for (int i = 0; i <= verdict::limits::kMaxAhpSize; ++i)
        ahp += (i ? ",\"cost\"" : "\"cost\"");
    ahp += R"(], "matrix": []})";
    QTest::newRow("ahp size") << replaceOp("/profiles/0/ahp", ahp) << QStringLiteral("/profiles/0/ahp/criteria") << QStringLiteral("more than the AHP limit of 15");
}

void TestProjectFile::limitsEnforced()
{
    QFETCH(QByteArray, patch);
    QFETCH(QString, pointer);
    QFETCH(QString, fragment);
    if (patch.isEmpty()) {
        const QByteArray atLimit = '"' + QByteArray(verdict::limits::kMaxStringLength, 'x') + '"';
        QVERIFY(readProject(patched(replaceOp("/metadata/title", atLimit))).ok());
        return;
    }
    const LoadResult r = readProject(patched(patch));
    QVERIFY(!r.project);
    QVERIFY2(hasMessage(r.messages, pointer, fragment), qPrintable(describe(r.messages)));
}

void TestProjectFile::diagnosticsStillLoad()
{
    const LoadResult r = readProject(patched(replaceOp("/rules/0/then_profile", "\"Gone\"")));
    QVERIFY(r.ok());
    QCOMPARE(r.messages.size(), std::size_t(1));
    QCOMPARE(r.messages[0].severity, Severity::Diagnostic);
    QCOMPARE(r.messages[0].pointer, QStringLiteral("/rules/0/then_profile"));
    // A project in memory: the same checks run without a file.
    ProjectData p = *readProject(validBytes()).project;
    p.profiles[0].weights[0] = -2;
    const Messages problems = validateProject(p);
    QVERIFY(hasMessage(problems, QStringLiteral("/profiles/0/weights/cost"), QStringLiteral("negative")));
}

// A file with thousands of bad cells gets a readable list, not thousands of lines.
void TestProjectFile::tooManyProblems()
{
    QByteArray patch = "[";
    for (int i = 0; i < 200; ++i)
        patch += (i ? "," : "") + QByteArray(R"({"op": "add", "path": "/alternatives/-", "value": {"id": "x)") + QByteArray::number(i)
                 + R"(", "name": "X)" + QByteArray::number(i) + R"(", "values": ["a", "b", null]}})";
    patch += "]";
    const LoadResult r = readProject(patched(patch));
    QVERIFY(!r.project);
    QCOMPARE(r.messages.size(), std::size_t(51));
    QVERIFY(r.messages.back().text.startsWith(QStringLiteral("too many problems")));
}

void TestProjectFile::loadFileErrors_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("fragment");
    QTest::addColumn<int>("line");
    QTest::newRow("NUL byte") << QByteArray("{\"format\":\n \"ver\0dict\"}", 23) << QStringLiteral("not a text file (NUL byte") << 2;
    QTest::newRow("invalid UTF-8") << QByteArray("{\"format\": \"\xff\"}") << QStringLiteral("not a text file (invalid UTF-8") << 1;
    QTest::newRow("overlong UTF-8") << QByteArray("{\"format\": \"\xc0\xaf\"}") << QStringLiteral("not a text file") << 1;
    QTest::newRow("surrogate in UTF-8") << QByteArray("\n\n{\"format\": \"\xed\xa0\x80\"}") << QStringLiteral("not a text file") << 3;
    QTest::newRow("truncated UTF-8") << QByteArray("{\"a\": \"\xe2\x82") << QStringLiteral("not a text file") << 1;
    QTest::newRow("PNG") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) << QStringLiteral("not a text file") << 1;
    QTest::newRow("valid with BOM") << QByteArray("\xef\xbb\xbf") + validBytes() << QString() << 0;
    // Brackets inside strings (and escaped quotes before them) do not count as nesting.
    QTest::newRow("brackets in text") << patched(replaceOp("/metadata/title", '"' + QByteArray("\\\" ") + QByteArray(200, '[') + '"'))
                                      << QString() << 0;
}

void TestProjectFile::loadFileErrors()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, fragment);
    QFETCH(int, line);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.verdict"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
    f.close();
    const LoadResult r = loadProjectFile(path);
    if (fragment.isEmpty()) {
        QVERIFY2(r.ok(), qPrintable(describe(r.messages)));
        return;
    }
    QVERIFY(!r.project);
    QCOMPARE(r.messages.size(), std::size_t(1));
    QVERIFY2(r.messages[0].text.contains(fragment), qPrintable(r.messages[0].text));
    QCOMPARE(r.messages[0].line, line);
}

void TestProjectFile::oversizedFileRefusedBeforeReading()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("huge.verdict"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QVERIFY(f.resize(200 * 1024 * 1024)); // sparse: 200 MB of NUL bytes, no disk used
    f.close();
    LoadResult r = loadProjectFile(path);
    QVERIFY(!r.project);
    QVERIFY2(r.messages.at(0).text.contains(QStringLiteral("larger than the limit of 64 MiB")), qPrintable(r.messages.at(0).text));
    r = loadProjectFile(dir.filePath(QStringLiteral("missing.verdict")));
    QVERIFY(!r.project);
    QCOMPARE(r.messages.at(0).text, QStringLiteral("no such file"));
    r = loadProjectFile(dir.path());
    QVERIFY(!r.project);
    QVERIFY(r.messages.at(0).text.contains(QStringLiteral("directory")));
    QVERIFY(!readProject(QByteArray(verdict::limits::kMaxFileBytes + 1, ' ')).project);
}

void TestProjectFile::bundledSample()
{
    const QString path = QStringLiteral(VERDICT_SOURCE_DIR "/resources/samples/gpu-orchestration.verdict");
    QVERIFY2(QFile::exists(path), "the bundled sample resources/samples/gpu-orchestration.verdict is missing");
    const LoadResult r = loadProjectFile(path);
    QVERIFY2(r.ok(), qPrintable(describe(r.messages)));
    // Load → save → load → save is byte-identical.
    const QByteArray first = writeProject(*r.project);
    const LoadResult again = readProject(first);
    QVERIFY2(again.ok(), qPrintable(describe(again.messages)));
    QCOMPARE(writeProject(*again.project), first);
}

void TestProjectFile::schemaIsJson()
{
    const QByteArray schema = readAll(QStringLiteral(VERDICT_SOURCE_DIR "/resources/verdict.schema.json"));
    QVERIFY(!schema.isEmpty());
    const json doc = json::parse(schema.toStdString(), nullptr, false);
    QVERIFY(!doc.is_discarded());
    QCOMPARE(doc.value("$schema", std::string()), std::string("https://json-schema.org/draft/2020-12/schema"));
    // Every top-level key the writer produces is described by the schema, and nothing else: the valid file's,
    // and "groups", which only a project with a value tree has.
    const LoadResult grouped = readProject(patched(R"([{"op": "add", "path": "/groups", "value": [{"id": "g", "name": "G"}]},
        {"op": "add", "path": "/scenarios", "value": [{"name": "S", "overrides": [{"parameter": "sla", "value": 9}]}]},
        {"op": "add", "path": "/active_scenario", "value": "S"},
        {"op": "add", "path": "/decisions", "value": [{"id": "d1", "status": "superseded", "chosen": "x",
            "decided_on": "2026-12-05", "snapshot": {"method": "wsm"}}]}])"));
    QVERIFY2(grouped.ok(), qPrintable(describe(grouped.messages)));
    const json written = json::parse(writeProject(*grouped.project).toStdString());
    QVERIFY(written.contains("groups"));
    QVERIFY(written.contains("scenarios"));
    QVERIFY(written.contains("active_scenario"));
    QVERIFY(written.contains("decisions"));
    for (auto it = written.begin(); it != written.end(); ++it)
        QVERIFY2(doc["properties"].contains(it.key()), it.key().c_str());
    QCOMPARE(doc["properties"].size(), written.size());
}


// A project being built (no alternatives yet, weights not set, a reference left behind by an edit) must still save
// and open: these are diagnostics, which `validate` reports and which make ranking refuse, never errors.
void TestProjectFile::workInProgressLoads_data()
{
    QTest::addColumn<QByteArray>("patch");
    QTest::addColumn<QString>("pointer");
    QTest::addColumn<QString>("fragment");
    const auto row = [](const char *name, const QByteArray &patch, const char *pointer, const char *fragment) {
        QTest::newRow(name) << patch << QString::fromUtf8(pointer) << QString::fromUtf8(fragment);
    };
    row("no alternatives", R"([{"op": "replace", "path": "/alternatives", "value": []}, {"op": "replace", "path": "/baseline", "value": ""}, {"op": "replace", "path": "/term_map", "value": []}])", "/alternatives", "no alternatives");
    row("no criteria", R"([{"op": "replace", "path": "/criteria", "value": []},
        {"op": "replace", "path": "/alternatives", "value": [{"id": "a", "name": "A", "values": []}]},
        {"op": "replace", "path": "/profiles", "value": [{"name": "P", "weights": {}}]},
        {"op": "replace", "path": "/active_profile", "value": "P"}, {"op": "replace", "path": "/charts", "value": {}},
        {"op": "replace", "path": "/rules", "value": []}, {"op": "replace", "path": "/term_map", "value": []}])",
        "/criteria", "no criteria");
    row("all-zero weights", replaceOp("/profiles/1/weights", R"({"cost": 0, "speed": 0, "total": 0})"), "/profiles/1/weights", "every weight of profile \"P2\" is 0");
    row("term map unknown alternative", R"([{"op": "add", "path": "/term_map/0/terms/zz", "value": "x"}])", "/term_map/0/terms/zz", "no alternative with id \"zz\"");
    row("chart axis unknown", replaceOp("/charts/tradeoff/x", "\"nope\""), "/charts/tradeoff/x", "no criterion or attribute");
    // A what-if scenario's override of something that does not exist is left out, and said so where it is.
    const auto scenario = [](const char *overrides) {
        return QByteArray(R"([{"op": "add", "path": "/scenarios", "value": [{"name": "S", "overrides": )") + overrides + "}]}]";
    };
    row("override unknown parameter", scenario(R"([{"parameter": "budget", "value": 1}])"), "/scenarios/0/overrides/0/parameter", "no parameter with id \"budget\"");
    row("override unknown attribute", scenario(R"([{"attribute": "idle", "factor": 0.5}])"), "/scenarios/0/overrides/0/attribute", "no attribute with id \"idle\"");
    row("override unknown criterion", scenario(R"([{"criterion": "colour", "value": 1}])"), "/scenarios/0/overrides/0/criterion", "no criterion with id \"colour\"");
    row("override formula criterion", scenario(R"([{"criterion": "total", "alternative": "a", "value": 1}])"), "/scenarios/0/overrides/0/criterion", "computed by a formula");
    row("override unknown alternative", scenario(R"([{"attribute": "price", "alternative": "zz", "value": 1}])"), "/scenarios/0/overrides/0/alternative", "no alternative with id \"zz\"");
    row("override one of several unknown", scenario(R"([{"attribute": "price", "alternatives": ["a", "zz"], "value": 1}])"), "/scenarios/0/overrides/0/alternatives/1", "no alternative with id \"zz\"");
}

void TestProjectFile::workInProgressLoads()
{
    QFETCH(QByteArray, patch);
    QFETCH(QString, pointer);
    QFETCH(QString, fragment);
    const LoadResult r = readProject(patched(patch));
    QVERIFY2(r.project, qPrintable(describe(r.messages)));
    QVERIFY2(!hasErrors(r.messages), qPrintable(describe(r.messages)));
    QVERIFY2(hasMessage(r.messages, pointer, fragment, Severity::Diagnostic), qPrintable(describe(r.messages)));
    for (const Message &m : r.messages)
        QCOMPARE(m.severity, Severity::Diagnostic);
    // And it saves: the written bytes read back to the same project.
    const LoadResult again = readProject(writeProject(*r.project));
    QVERIFY(again.project);
    QVERIFY(*again.project == *r.project);
}

namespace {
// The DOM and message of one parse: split into halves (from 0 bytes on) or whole (never split).
std::pair<json, QString> parsed(const QByteArray &bytes, bool split)
{
    json dom;
    const std::optional<Message> m = jsontext::parse(bytes, dom, split ? 0 : std::numeric_limits<qsizetype>::max());
    return {m ? json() : dom, m ? describe({*m}) : QString()};
}
} // namespace

// The two-core parse of big files gives exactly the DOM, or exactly the message, of the whole parse: on valid
// projects and on every kind of damage near the split (truncation, a stray byte, an empty element, the key twice).
void TestProjectFile::splitParseEqualsWholeParse()
{
    std::vector<QByteArray> texts{validBytes()};
    for (int k = 1; k <= 4; ++k)
        texts.push_back(writeProject(testing::generateProject({5 * k, 2 + k, std::uint64_t(k), true})));
    const QByteArray base = texts.back();
    const qsizetype open = base.indexOf("\"alternatives\": [");
    QVERIFY(open > 0);
    for (qsizetype cut = open; cut < base.size(); cut += 97) {
        texts.push_back(base.left(cut));                                   // truncated
        texts.push_back(QByteArray(base).replace(cut, 1, "#"));            // a stray byte
    }
    // Damage the split must not hide: an empty first element, ", ," between elements, the key twice. Each is
    // refused by both parses. (And the key not an array: valid JSON, parsed whole.)
    texts.push_back(QByteArray(base).replace("\"alternatives\": [", "\"alternatives\": 1, \"x\": ["));
    const std::vector<QByteArray> broken{
        QByteArray(base).replace("\"alternatives\": [", "\"alternatives\": [ , "),
        QByteArray(base).replace("\n    },\n    {", "\n    },\n  ,  {"),
        QByteArray(base).replace("\"alternatives\": [", "\"alternatives\": [], \"alternatives\": ["),
        QByteArray("{\"alternatives\": [ , {\"id\": \"a\"}]}"), // split at that comma: "[ ]" and "[{...}]" both parse
    };
    for (const QByteArray &text : broken) {
        QVERIFY(text != base);
        texts.push_back(text);
    }
    int refused = 0;
    for (const QByteArray &text : texts) {
        const auto [splitDom, splitMessage] = parsed(text, true);
        const auto [wholeDom, wholeMessage] = parsed(text, false);
        QCOMPARE(splitMessage, wholeMessage);
        QVERIFY(splitDom == wholeDom);
        refused += wholeMessage.isEmpty() ? 0 : 1;
    }
    for (const QByteArray &text : broken)
        QVERIFY(!parsed(text, true).second.isEmpty());
    QVERIFY(refused > int(texts.size()) / 2); // most damage is refused, and the same way by both
    QVERIFY(parsed(base, true).second.isEmpty());
}

// A project over the split threshold (kSplitParseBytes) reads back equal to what was written.
void TestProjectFile::bigFileTakesTheSplitParse()
{
    const ProjectData p = testing::generateProject({1200, 150, 7, false});
    const QByteArray bytes = writeProject(p);
    QVERIFY2(bytes.size() >= jsontext::kSplitParseBytes, qPrintable(QString::number(bytes.size())));
    const LoadResult r = readProject(bytes);
    QVERIFY2(r.ok(), qPrintable(describe(r.messages)));
    QVERIFY(*r.project == p);
}

QTEST_GUILESS_MAIN(TestProjectFile)
#include "tst_projectfile.moc"
