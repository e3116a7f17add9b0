#include "commands.h"

#include "cli/input.h"

#include "format/savefile.h"
#include "format/stakeholders.h"

#include <QFileInfo>

// `verdict merge-weights MAIN.verdict THEIRS... -o OUT.verdict`: stakeholders' weights into a project.
namespace verdict::cli {

static int runMergeWeights(Invocation &inv)
{
    const QString mainPath = inv.positional.at(0);
    const QString out = projectOutput(inv, QStringLiteral("the merged project"));
    if (out.isEmpty())
        return UsageError;
    for (const QString &in : inv.positional)
        if (QFileInfo(in).absoluteFilePath() == QFileInfo(out).absoluteFilePath())
            return inv.usageError(QStringLiteral("-o names an input file ('%1'); write the merge to another file").arg(out));
    std::optional<ProjectData> project = loadInput(inv, mainPath);
    if (!project)
        return InvalidInput;

    std::vector<StakeholderWeights> incoming;
    bool readable = true;
    for (const QString &path : inv.positional.mid(1)) {
        std::vector<SourcedMessage> messages;
        readable = readStakeholderSource(path, path, incoming, messages) && readable;
        for (const SourcedMessage &m : messages)
            inv.err << formatMessage(m.source, m.message) << "\n";
    }
    if (!readable)
        return InvalidInput; // nothing is half-imported
    std::vector<SourcedMessage> problems;
    QStringList names;
    for (const StakeholderWeights &s : incoming)
        names << s.name;
    const bool merged = mergeStakeholders(*project, incoming, problems);
    for (const SourcedMessage &m : problems)
        inv.err << formatMessage(m.source, m.message) << "\n";
    if (!merged)
        return InvalidInput;
    const SaveResult saved = saveProjectFile(*project, out);
    if (!saved.ok)
        return inv.fail(out + QStringLiteral(": error: ") + saved.error);
    inv.out << QStringLiteral("%1 stakeholder(s) merged into %2: %3\n").arg(names.size()).arg(out, names.join(QStringLiteral(", ")));
    return Ok;
}

CommandSpec mergeWeightsCommand()
{
    CommandSpec spec;
    spec.name = QStringLiteral("merge-weights");
    spec.arguments = QStringLiteral("MAIN.verdict THEIRS...");
    spec.summary = QStringLiteral("Add stakeholders' weights to a project, from their weights CSV or their own .verdict.");
    spec.description = QStringLiteral(
        "Each THEIRS is a stakeholder's weights CSV (a \"stakeholder,NAME\" line, an optional \"role,ROLE\" line, then "
        "\"criterion,weight\" and one row per criterion id; docs/file-format.md) or another .verdict project, whose "
        "typed profiles are all taken. Each becomes a stakeholder's profile of MAIN, matched by criterion id; a profile "
        "of the same name is replaced. Weights are of the whole, in any unit (with a value tree they become weights "
        "within each group). A criterion MAIN lacks, a criterion of MAIN without a weight, a negative or all-zero set "
        "and a stakeholder imported twice are refused, naming the file and the line; then nothing is written. The "
        "group profile, if MAIN has one, follows. MAIN itself is never changed: -o names the merged copy.");
    spec.minPositional = 2;
    spec.maxPositional = -1;
    spec.options = {{{QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("OUT.verdict"),
                     QStringLiteral("Where the merged project is written (required)."), {}, {}}};
    spec.run = runMergeWeights;
    return spec;
}

} // namespace verdict::cli
