#include "commands.h"

#include "report/adr.h"

#include "cli/input.h"

#include "charts/chartdata.h"
#include "evaluation/evaluation.h"
#include "charts/chartexport.h"
#include "charts/chartfactory.h"
#include "export/deckexport.h"
#include "export/pptxexport.h"
#include "export/sheetexport.h"
#include "export/termsheetexport.h"
#include "report/termsheet.h"
#include "export/xlsxexport.h"
#include "report/deck.h"
#include "report/sheet.h"
#include "stability/smaa.h"

#include <QChart>
#include <QFileInfo>
#include <QSaveFile>
#include <QRegularExpression>

#include <functional>
#include <future>
#include <memory>

namespace verdict::cli {

// `verdict export FILE --chart NAME (--png OUT | --svg OUT) ...`: one output per invocation. Each output
// format is one entry of outputFormats() — its option, whether it draws a chart, and the function that writes
// it — so a new format (a report as PDF, HTML, ...) is one more entry and one more function.

namespace {

struct ExportSettings
{
    QSize size{1280, 720}; // logical pixels
    int scale = 1;
    std::optional<ChartRequest> chart; // set when --chart is given
    SheetPaper paper = SheetPaper::A4; // cheat sheet PDF: --page, else by locale
    DeckAspect aspect = DeckAspect::Wide; // review deck: --aspect
};

using WriteFunction = int (*)(Invocation &, const Evaluation &, const ExportSettings &, const QString &out);

struct OutputFormat
{
    QString option;  // "png"
    QString valueName;
    QString help;
    bool needsChart; // --chart is required (and only allowed) with this format
    WriteFunction write;
};

// Draws the requested chart, or prints why it cannot and returns nullptr.
std::unique_ptr<QChart> drawChart(Invocation &inv, const Evaluation &evaluation, const ExportSettings &settings)
{
    const ChartData data = chartDataOf(evaluation, *settings.chart);
    const bool content = chartHasContent(data);
    for (const Message &m : chartMessages(data)) {
        Message shown = m;
        if (content && shown.severity == Severity::Error)
            shown.severity = Severity::Warning;
        inv.err << formatMessage(inv.positional.at(0), shown) << "\n";
    }
    if (!content)
        return nullptr;
    ChartStyle style = ChartStyle::forSize(ChartTheme::Light, settings.size.width(), settings.size.height());
    if (evaluation.project().scenarioApplied)
        style.scenario = evaluation.project().activeScenario;
    return std::unique_ptr<QChart>(createChart(data, style));
}

int writePng(Invocation &inv, const Evaluation &evaluation, const ExportSettings &settings, const QString &out)
{
    std::unique_ptr<QChart> chart = drawChart(inv, evaluation, settings);
    if (!chart)
        return InvalidInput;
    QString error;
    if (!exportChartPng(chart.get(), out, settings.size, settings.scale, &error))
        return inv.fail(QStringLiteral("%1: error: %2").arg(out, error));
    return Ok;
}

int writeSvg(Invocation &inv, const Evaluation &evaluation, const ExportSettings &settings, const QString &out)
{
    std::unique_ptr<QChart> chart = drawChart(inv, evaluation, settings);
    if (!chart)
        return InvalidInput;
    QString error;
    if (!exportChartSvg(chart.get(), out, settings.size, chartKindTitle(settings.chart->kind), &error))
        return inv.fail(QStringLiteral("%1: error: %2").arg(out, error));
    return Ok;
}

// The cheat sheet of the project (its active profile, or --profile's), engine warnings on stderr. `meanwhile` runs on
// this thread while the sheet is made on another. The sheet kept with the evaluation, not a copy (at 10,000 × 200 a
// copy of its two million formatted values was a fifth of a second).
std::shared_ptr<const Sheet> cheatSheet(Invocation &inv, const Evaluation &evaluation, const std::function<void()> &meanwhile = {})
{
    SheetOptions options;
    options.fileName = QFileInfo(inv.positional.at(0)).fileName();
    Messages messages;
    std::shared_ptr<const Sheet> made;
    if (meanwhile) {
        std::future<std::shared_ptr<const Sheet>> making =
            std::async(std::launch::async, [&] { return sheetOf(evaluation, options, messages); });
        meanwhile();
        made = making.get();
    } else {
        made = sheetOf(evaluation, options, messages);
    }
    for (const Message &m : messages)
        inv.err << formatMessage(inv.positional.at(0), m) << "\n";
    return made;
}

int writePdf(Invocation &inv, const Evaluation &evaluation, const ExportSettings &settings, const QString &out)
{
    // The page's fonts are loaded while the sheet is made (its searches and Monte Carlo run): about a tenth of the
    // sample's export, which otherwise waits for both in turn (docs/performance.md).
    const std::shared_ptr<const Sheet> kept = cheatSheet(inv, evaluation, warmSheetPdfFonts);
    const Sheet &sheet = *kept;
    QString error;
    SheetFit fit;
    if (!exportSheetPdf(sheet, out, settings.paper, &error, &fit))
        return inv.fail(QStringLiteral("%1: error: %2").arg(out, error));
    if (fit.shortened())
        inv.err << out << ": note: " << fit.note(sheet) << "\n";
    if (!fit.fits)
        inv.err << out << ": warning: the sheet does not fit one page even shortened; its bottom is cut\n";
    return Ok;
}

int writeHtml(Invocation &inv, const Evaluation &evaluation, const ExportSettings &, const QString &out)
{
    QString error;
    if (!exportSheetHtml(*cheatSheet(inv, evaluation), out, &error))
        return inv.fail(QStringLiteral("%1: error: %2").arg(out, error));
    return Ok;
}

int writeMarkdown(Invocation &inv, const Evaluation &evaluation, const ExportSettings &, const QString &out)
{
    QString error;
    if (!exportSheetMarkdown(*cheatSheet(inv, evaluation), out, &error))
        return inv.fail(QStringLiteral("%1: error: %2").arg(out, error));
    return Ok;
}

// The review deck (docs/export.md, "deck"): PDF pages or PowerPoint slides by the file name's suffix.
int writeDeck(Invocation &inv, const Evaluation &evaluation, const ExportSettings &settings, const QString &out)
{
    const bool pptx = out.endsWith(QLatin1String(".pptx"), Qt::CaseInsensitive);
    if (!pptx && !out.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        return inv.fail(QStringLiteral("%1: error: the review deck is written as .pdf or .pptx (by the file name's suffix)").arg(out));
    DeckOptions options;
    options.sheet.fileName = QFileInfo(inv.positional.at(0)).fileName();
    Messages messages;
    const std::shared_ptr<const Deck> kept = deckOf(evaluation, options, messages);
    const Deck &deck = *kept;
    for (const Message &m : messages)
        inv.err << formatMessage(inv.positional.at(0), m) << "\n";
    QString error;
    const QString author = evaluation.project().metadata.author;
    if (!(pptx ? exportDeckPptx(deck, out, settings.aspect, &error, author) : exportDeckPdf(deck, out, settings.aspect, &error, author)))
        return inv.fail(QStringLiteral("%1: error: %2").arg(out, error));
    return Ok;
}

// The term map as its own one-pager (docs/export.md, "terms"): the reader's platform first, then the recommended one.
int writeTerms(Invocation &inv, const Evaluation &evaluation, const ExportSettings &, const QString &out)
{
    QString error;
    const std::optional<TermSheet> sheet = buildTermSheet(evaluation, inv.value(QStringLiteral("from")), &error);
    if (!sheet)
        return inv.fail(QStringLiteral("%1: error: %2").arg(inv.positional.at(0), error));
    if (!exportTermSheet(*sheet, out, &error))
        return inv.fail(QStringLiteral("%1: error: %2").arg(out, error));
    return Ok;
}

// The workbook for finance: matrix, weights, live formulas (docs/export.md, "xlsx").
int writeXlsx(Invocation &inv, const Evaluation &evaluation, const ExportSettings &, const QString &out)
{
    const XlsxResult r = exportXlsx(evaluation, out);
    for (const Message &m : r.messages)
        inv.err << formatMessage(inv.positional.at(0), m) << "\n";
    if (!r.ok)
        return inv.fail(QStringLiteral("%1: error: %2").arg(out, r.error));
    return Ok;
}

// The decision in force as an ADR in MADR's layout (docs/decision-record.md, "The ADR"), evaluated as it was decided.
int writeAdr(Invocation &inv, const Evaluation &evaluation, const ExportSettings &, const QString &out)
{
    if (inv.isSet(QStringLiteral("profile")) || inv.isSet(QStringLiteral("scenario")) || inv.isSet(QStringLiteral("method")))
        return inv.usageError(QStringLiteral("--adr writes the decision as it was recorded, under its own method, profile and scenario: "
                                             "leave out --profile, --scenario and --method"));
    const AdrResult adr = decisionAdr(evaluation.baseProject(), QFileInfo(inv.positional.at(0)).fileName());
    if (!adr.error.isEmpty())
        return inv.fail(QStringLiteral("%1: error: %2").arg(inv.positional.at(0), adr.error));
    QSaveFile file(out);
    if (!file.open(QIODevice::WriteOnly) || file.write(adr.markdown.toUtf8()) < 0 || !file.commit())
        return inv.fail(QStringLiteral("%1: error: %2").arg(out, file.errorString()));
    return Ok;
}

const std::vector<OutputFormat> &outputFormats()
{
    static const std::vector<OutputFormat> formats = {
        {QStringLiteral("png"), QStringLiteral("OUT.png"), QStringLiteral("Write the chart as a PNG image."), true, writePng},
        {QStringLiteral("svg"), QStringLiteral("OUT.svg"), QStringLiteral("Write the chart as an SVG drawing."), true, writeSvg},
        {QStringLiteral("pdf"), QStringLiteral("OUT.pdf"), QStringLiteral("Write the one-page cheat sheet as a vector PDF."), false, writePdf},
        {QStringLiteral("html"), QStringLiteral("OUT.html"),
         QStringLiteral("Write the cheat sheet as one self-contained HTML file (chart inline as SVG)."), false, writeHtml},
        {QStringLiteral("md"), QStringLiteral("OUT.md"),
         QStringLiteral("Write the cheat sheet as Markdown, its chart as OUT-tradeoff.png beside it."), false, writeMarkdown},
        {QStringLiteral("deck"), QStringLiteral("OUT"),
         QStringLiteral("Write the review deck, one 16:9 slide per takeaway with its headline: OUT.pdf as a vector PDF, "
                        "OUT.pptx for PowerPoint (editable text, tables, speaker notes)."), false, writeDeck},
        {QStringLiteral("terms"), QStringLiteral("OUT"),
         QStringLiteral("Write the term map as its own one-pager: OUT.pdf (A4 landscape; up to 40 concepts on one page), "
                        "OUT.html or OUT.md. The platform the reader knows comes first (--from), then the recommended one."),
         false, writeTerms},
        {QStringLiteral("xlsx"), QStringLiteral("OUT.xlsx"),
         QStringLiteral("Write the matrix, the weights and live formulas (scores, ranks) as an Excel workbook."), false, writeXlsx},
        {QStringLiteral("adr"), QStringLiteral("OUT.md"),
         QStringLiteral("Write the decision in force as an Architecture Decision Record in MADR's layout, its numbers evaluated as "
                        "it was decided (docs/decision-record.md)."), false, writeAdr},
    };
    return formats;
}

bool parseExportSize(const QString &text, QSize &size)
{
    static const QRegularExpression re(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return false;
    size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    return size.width() >= 200 && size.height() >= 150 && size.width() <= 4096 && size.height() <= 4096;
}

// Reads the chart options; prints a usage error and returns false when they do not fit together.
bool chartRequest(const Invocation &inv, const ProjectData &project, ChartRequest &request)
{
    request.kind = *parseChartKind(inv.value(QStringLiteral("chart"))); // the option's choices checked it
    const auto only = [&](const QStringList &options, ChartKind kind) {
        for (const QString &o : options)
            if (inv.isSet(o) && request.kind != kind) {
                inv.usageError(QStringLiteral("--%1 applies to --chart %2 only").arg(o, chartKindName(kind)));
                return false;
            }
        return true;
    };
    if (!only({QStringLiteral("x"), QStringLiteral("y")}, ChartKind::Tradeoff)
        || !only({QStringLiteral("criterion")}, ChartKind::Sweep)
        || !only({QStringLiteral("by-group")}, ChartKind::Breakdown)
        || !only({QStringLiteral("samples"), QStringLiteral("seed")}, ChartKind::Acceptability))
        return false;
    if (inv.isSet(QStringLiteral("x")) != inv.isSet(QStringLiteral("y"))) {
        inv.usageError(QStringLiteral("--x and --y go together"));
        return false;
    }
    for (const QString &axis : {QStringLiteral("x"), QStringLiteral("y")}) {
        if (!inv.isSet(axis))
            continue;
        const QString id = inv.value(axis);
        if (project.indexOfCriterion(id) < 0 && project.indexOfAttribute(id) < 0) {
            QStringList ids = project.criterionIds();
            for (const AttributeDef &a : project.attributes)
                ids << a.id;
            inv.usageError(QStringLiteral("--%1: no criterion or attribute '%2'; the file has %3")
                               .arg(axis, id, ids.join(QStringLiteral(", "))));
            return false;
        }
        (axis == QStringLiteral("x") ? request.x : request.y) = id;
    }
    if (inv.isSet(QStringLiteral("by-group"))) {
        if (project.groups.empty()) {
            inv.usageError(QStringLiteral("--by-group needs a value tree: the file's criteria sit in no group"));
            return false;
        }
        request.byGroup = true;
    }
    if (inv.isSet(QStringLiteral("criterion"))) {
        request.criterion = inv.value(QStringLiteral("criterion"));
        if (project.indexOfCriterion(request.criterion) < 0) {
            inv.usageError(QStringLiteral("--criterion: no criterion '%1'; the file has %2")
                               .arg(request.criterion, project.criterionIds().join(QStringLiteral(", "))));
            return false;
        }
    }
    qint64 samples = 0;
    if (!intOption(inv, QStringLiteral("samples"), 1, kMaxMonteCarloSamples, samples))
        return false;
    request.samples = int(samples);
    if (inv.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        const quint64 seed = inv.value(QStringLiteral("seed")).toULongLong(&ok);
        if (!ok) {
            inv.usageError(QStringLiteral("--seed must be a non-negative integer (got '%1')").arg(inv.value(QStringLiteral("seed"))));
            return false;
        }
        request.seed = seed;
    }
    return true;
}

} // namespace

static int runExport(Invocation &inv)
{
    // Usage first: exactly one output, and the options it needs.
    const OutputFormat *format = nullptr;
    for (const OutputFormat &f : outputFormats()) {
        if (!inv.isSet(f.option))
            continue;
        if (format)
            return inv.usageError(QStringLiteral("one output per invocation: --%1 and --%2 both given").arg(format->option, f.option));
        format = &f;
    }
    if (!format) {
        QStringList options;
        for (const OutputFormat &f : outputFormats())
            options << QStringLiteral("--") + f.option;
        return inv.usageError(QStringLiteral("give one output: %1").arg(options.join(QStringLiteral(", "))));
    }
    const bool chartGiven = inv.isSet(QStringLiteral("chart"));
    if (format->needsChart && !chartGiven)
        return inv.usageError(QStringLiteral("--%1 needs --chart NAME (%2)").arg(format->option, chartKindNames().join(QStringLiteral(", "))));
    if (!format->needsChart && chartGiven)
        return inv.usageError(QStringLiteral("--chart does not apply to --%1").arg(format->option));
    ExportSettings settings;
    for (const QString &o : {QStringLiteral("size"), QStringLiteral("scale")})
        if (inv.isSet(o) && !format->needsChart)
            return inv.usageError(QStringLiteral("--%1 applies to chart images (--png, --svg) only").arg(o));
    if (inv.isSet(QStringLiteral("page"))) {
        if (format->option != QStringLiteral("pdf"))
            return inv.usageError(QStringLiteral("--page applies to --pdf only"));
        settings.paper = *parseSheetPaper(inv.value(QStringLiteral("page"))); // the option's choices checked it
    } else {
        settings.paper = defaultSheetPaper();
    }
    if (inv.isSet(QStringLiteral("aspect"))) {
        if (format->option != QStringLiteral("deck"))
            return inv.usageError(QStringLiteral("--aspect applies to --deck only"));
        settings.aspect = inv.value(QStringLiteral("aspect")) == QLatin1String("4:3") ? DeckAspect::Standard : DeckAspect::Wide;
    }
    if (inv.isSet(QStringLiteral("from")) && format->option != QStringLiteral("terms"))
        return inv.usageError(QStringLiteral("--from applies to --terms only"));
    const bool methodGiven = inv.isSet(QStringLiteral("method"));
    if (inv.isSet(QStringLiteral("size")) && !parseExportSize(inv.value(QStringLiteral("size")), settings.size))
        return inv.usageError(QStringLiteral("--size must be WIDTHxHEIGHT between 200x150 and 4096x4096 (got '%1')")
                                  .arg(inv.value(QStringLiteral("size"))));
    if (inv.isSet(QStringLiteral("scale")))
        settings.scale = inv.value(QStringLiteral("scale")).toInt(); // 1 or 2: the option's choices checked it

    std::optional<ProjectData> project = loadInput(inv, inv.positional.at(0));
    if (!project)
        return InvalidInput;
    if (!applyProfileOption(inv, *project))
        return UsageError;
    if (chartGiven) {
        ChartRequest request;
        if (!chartRequest(inv, *project, request))
            return UsageError;
        settings.chart = request;
    }
    // One evaluation for the output: the project's method, alternatives with missing values left out (listed).
    EvaluationOptions options;
    if (methodGiven)
        options.method = inv.value(QStringLiteral("method"));
    const Evaluation evaluation = evaluate(*project, options);
    return format->write(inv, evaluation, settings, inv.value(format->option));
}

CommandSpec exportCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("export");
    spec.arguments = QStringLiteral("FILE");
    spec.summary = QStringLiteral("Export a chart (PNG, SVG), the one-page cheat sheet (PDF, HTML, Markdown) or the review deck (PDF, PowerPoint).");
    spec.description = QStringLiteral(
        "Draws one chart of the project, as the workbench shows it, into one file per invocation: --png or "
        "--svg. Charts: tradeoff (two criteria or attributes, Pareto frontier, constraint lines), breakdown "
        "(weighted contribution per criterion), sweep (scores as one weight moves from 0 to 100 %), tornado "
        "(what moves the winner's margin), acceptability (Monte Carlo rank probabilities), profiles (scores "
        "under each weight profile), methods (ranking under each method), committee (each stakeholder's weights side by side: where the committee disagrees) "
        "and scenarios (the base and each what-if scenario side by side). --size is in logical pixels; "
        "--scale 2 doubles the PNG's pixels. Under a what-if scenario (the file's active one or --scenario's) the "
        "chart's caption starts with its name. --xlsx writes the workbook for finance (docs/export.md), naming the "
        "scenario under its ranking. "
        "Without --chart, --pdf, --html and --md write the one-page cheat sheet for the review (docs/cheat-sheet.md): "
        "the recommendation with its margin, the decision matrix, the trade-off map, stability and Monte Carlo, the "
        "profiles, key numbers, what it would take for each other platform, the term map, the assumptions ranked by how "
        "likely each changes the winner (what to check first) and sources, for the active profile or --profile's "
        "and the active what-if scenario or --scenario's (named among the facts). The PDF "
        "is one page (--page a4 or letter; by default Letter in the US and A4 elsewhere); what does not fit is left "
        "out in a fixed order, with a note that the full data is in the file. "
        "--deck writes the review deck (docs/export.md): the recommendation, latency vs cost, why it wins, how stable "
        "it is, what it would take for each other platform, what to check first, what if (the scenarios side by side), "
        "who would pick what, the committee (with stakeholders), the gates, key numbers, the term map and what it "
        "rests on, one slide each with "
        "a headline stating its takeaway, the sources of its numbers, the slide number and the project's title (with "
        "the what-if scenario it shows) and date; slides with nothing to say are left out. OUT.pptx writes the same slides for PowerPoint, Keynote or "
        "Impress: titles, headlines and sources as text boxes, tables as tables, charts as pictures (PNG with SVG), "
        "and speaker notes with the sources and assumptions behind each slide. --adr writes the decision in force (verdict "
        "decide) as an Architecture Decision Record in MADR's layout: context, decision drivers, options, the outcome "
        "and its consequences, each option's pros and cons, the reopen triggers and the review date.");
    spec.options = {
        {{QStringLiteral("chart")}, QStringLiteral("NAME"), QStringLiteral("The chart to draw."), {}, chartKindNames()},
    };
    for (const OutputFormat &f : outputFormats())
        spec.options.push_back({{f.option}, f.valueName, f.help, {}, {}});
    spec.options.insert(spec.options.end(), {
        {{QStringLiteral("size")}, QStringLiteral("WxH"), QStringLiteral("Size in logical pixels."), QStringLiteral("1280x720"), {}},
        {{QStringLiteral("scale")}, QStringLiteral("S"), QStringLiteral("Pixels per logical pixel in a PNG."), QStringLiteral("1"),
         {QStringLiteral("1"), QStringLiteral("2")}},
        {{QStringLiteral("page")}, QStringLiteral("SIZE"), QStringLiteral("Cheat sheet PDF: paper size (default: by locale, Letter in the US)."), {},
         {QStringLiteral("a4"), QStringLiteral("letter")}},
        {{QStringLiteral("aspect")}, QStringLiteral("A"), QStringLiteral("Review deck: slide shape."), QStringLiteral("16:9"),
         {QStringLiteral("16:9"), QStringLiteral("4:3")}},
        profileOption(),
        {{QStringLiteral("method")}, QStringLiteral("M"),
         QStringLiteral("Ranking method of the chart, cheat sheet, deck or workbook (default: the project's analysis.method)."), {},
         {QStringLiteral("wsm"), QStringLiteral("wpm"), QStringLiteral("topsis"), QStringLiteral("promethee"), QStringLiteral("vikor")}},
        {{QStringLiteral("x")}, QStringLiteral("ID"), QStringLiteral("Trade-off map: criterion or attribute on the x axis."), {}, {}},
        {{QStringLiteral("y")}, QStringLiteral("ID"), QStringLiteral("Trade-off map: criterion or attribute on the y axis."), {}, {}},
        {{QStringLiteral("criterion")}, QStringLiteral("ID"),
         QStringLiteral("Weight sweep: the criterion whose weight moves (default: the heaviest)."), {}, {}},
        {{QStringLiteral("by-group")}, {},
         QStringLiteral("Score breakdown: one segment per top-level group of the value tree instead of per criterion."), {}, {}},
        {{QStringLiteral("samples")}, QStringLiteral("N"),
         QStringLiteral("Rank acceptability: Monte Carlo samples (default: the project's)."), {}, {}},
        {{QStringLiteral("seed")}, QStringLiteral("S"), QStringLiteral("Rank acceptability: random seed (default: the project's)."), {}, {}},
        {{QStringLiteral("from")}, QStringLiteral("ALT"),
         QStringLiteral("Term map: the platform the reader knows, as the first column (an alternative's id or name; default: the baseline)."),
         {}, {}},
    });
    spec.app = AppKind::Gui;
    spec.run = runExport;
    return spec;
}

} // namespace verdict::cli
